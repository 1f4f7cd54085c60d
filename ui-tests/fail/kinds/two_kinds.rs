use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
#[ivy::compositional]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
