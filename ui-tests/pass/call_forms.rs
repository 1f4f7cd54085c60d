//! A crate's own declared functions get the call forms ivy's have: the short form with the
//! optional arguments left out, `f::with(..)` naming them, and methods of `Array` through a
//! trait the crate names (`#[ivy::methods(..)]` on the module).

#[ivy::methods(ArrayOps)]
mod ops {
    use ivy::{Array, Result};

    /// `alpha * x + y`.
    #[ivy::compositional]
    #[ivy::returns(broadcast(&[x, y]))]
    #[ivy::defaults(alpha = 1.0)]
    pub fn axpy(x: &Array, y: &Array, alpha: f64) -> Result<Array> {
        ivy::add(&ivy::multiply(x, alpha)?, y)
    }

    /// The sum of squares over `axis` (every axis when left out).
    #[ivy::compositional]
    #[ivy::returns(reduce(x, axis, false))]
    pub fn sum_sq(x: &Array, axis: Option<isize>) -> Result<Array> {
        ivy::sum::with(&ivy::multiply(x, x)?).axis(axis).call()
    }
}

use ops::ArrayOps;

fn main() -> ivy::Result<()> {
    let x = ivy::array![[1.0f32, 2.0], [3.0, 4.0]]?;
    let y = ivy::array![[10.0f32, 20.0], [30.0, 40.0]]?;
    // Short form, builder, method: the same call.
    assert_eq!(ops::axpy(&x, &y)?.to_string(), "[[11., 22.],\n [33., 44.]]");
    assert_eq!(
        ops::axpy::with(&x, &y).alpha(2.0).call()?.to_string(),
        "[[12., 24.],\n [36., 48.]]"
    );
    assert_eq!(x.axpy(&y)?.to_string(), "[[11., 22.],\n [33., 44.]]");
    assert_eq!(x.sum_sq()?.to_string(), "30.");
    assert_eq!(ops::sum_sq::with(&x).axis(1).call()?.to_string(), "[ 5., 25.]");
    // Ivy's own functions are methods with no import, and take their builders too.
    assert_eq!(x.sum()?.to_string(), "10.");
    assert_eq!(ivy::sum::with(&x).axis(0).keepdims(true).call()?.to_string(), "[[4., 6.]]");
    assert_eq!(x.matmul(&y)?.to_string(), "[[ 70., 100.],\n [150., 220.]]");
    Ok(())
}
