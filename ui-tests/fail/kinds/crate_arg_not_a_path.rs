use ivy::{Array, Result};

#[ivy::primary(crate = "not a path")]
pub fn tan(x: &Array) -> Result<Array>;

#[ivy::primary(crate = "::ivy", crate = "::ivy")]
pub fn sin(x: &Array) -> Result<Array>;

fn main() {}
