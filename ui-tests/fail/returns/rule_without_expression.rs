use ivy::{Array, Result};

#[ivy::primary]
#[ivy::returns]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
