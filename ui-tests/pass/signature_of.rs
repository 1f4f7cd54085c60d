//! `#[signature_of]`: a declaration taking another's parameters and output, renamed where
//! asked, with every call form of its own.

use ivy::{Array, Result};

#[ivy::compositional]
mod m {
    use super::*;

    /// The model.
    #[ivy::returns(same(x))]
    pub fn sharpen(x: &Array, strength: f64) -> Result<Array> {
        ivy::multiply(x, strength)
    }

    /// Its twin, with `x` called `image`.
    #[ivy::signature_of(sharpen, x = image)]
    #[ivy::returns(same(image))]
    pub fn blur() {
        ivy::divide(image, strength)
    }
}

fn main() {
    // The signature is sharpen's, renamed.
    let f: fn(&Array, f64) -> Result<Array> = |image, strength| m::blur(image, strength);
    let x = ivy::array![1.0f32, 2.0].unwrap();
    assert_eq!(f(&x, 2.0).unwrap().to_string(), "[0.5, 1. ]");
    let y = m::blur::positional(&x, 4.0).unwrap();
    assert_eq!(y.to_string(), "[0.25, 0.5 ]");
    let t = m::blur::output_type(&x.tensor_type(), 0.5).unwrap();
    assert_eq!(t.to_string(), "float32[2]");
}
