use ivy::{Array, Result};

#[ivy::nestable]
#[ivy::primary] #[ivy::returns(same(x))]
#[ivy::nestable]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
