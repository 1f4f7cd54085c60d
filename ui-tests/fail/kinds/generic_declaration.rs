use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
pub fn tan<T: Into<f64>>(x: &Array, scale: T) -> Result<Array>;

fn main() {}
