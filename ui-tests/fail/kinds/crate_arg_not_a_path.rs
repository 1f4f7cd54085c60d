use ivy::{Array, Result};

#[ivy::primary(crate = "not a path")] #[ivy::returns(same(x))]
pub fn tan(x: &Array) -> Result<Array>;

#[ivy::primary(crate = "::ivy", crate = "::ivy")] #[ivy::returns(same(x))]
pub fn sin(x: &Array) -> Result<Array>;

fn main() {}
