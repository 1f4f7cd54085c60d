use ivy::{Array, Result};

#[ivy::compositional]
pub fn double(x: &Array) -> Result<Array>;

fn main() {}
