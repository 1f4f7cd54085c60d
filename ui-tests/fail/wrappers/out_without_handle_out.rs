use ivy::{Array, Result};

#[ivy::primary]
pub fn tan(x: &Array, out: Option<&mut Array>) -> Result<Array>;

fn main() {}
