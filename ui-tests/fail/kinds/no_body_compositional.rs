use ivy::{Array, Result};

#[ivy::compositional] #[ivy::returns(same(x))]
pub fn double(x: &Array) -> Result<Array>;

fn main() {}
