use ivy::{Array, Result};

#[ivy::mixed]
pub fn double(x: &Array) -> Result<Array>;

fn main() {}
