use ivy::{Array, Result};

#[ivy::mixed] #[ivy::returns(same(x))]
pub fn double(x: &Array) -> Result<Array>;

fn main() {}
