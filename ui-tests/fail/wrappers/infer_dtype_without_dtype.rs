use ivy::{Array, Result};

#[ivy::primary]
#[ivy::infer_dtype]
pub fn zeros(shape: &[usize]) -> Result<Array>;

fn main() {}
