use ivy::{Array, Result};

#[ivy::primary]
#[ivy::compositional]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
