use ivy::{Array, Result};

// A standalone function references no primary, compositional or mixed function (seed 002):
// calling one is an error naming it. (Plain helpers and standalone functions are fine.)
#[ivy::standalone]
pub fn doubled(x: &Array) -> Result<Array> {
    ivy::add(x, x)
}

fn main() {
    let x = ivy::array![1.0f32].unwrap();
    let _ = doubled(&x);
}
