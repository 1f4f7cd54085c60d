use ivy::{Array, Result};

#[ivy::primary]
#[ivy::returns(same(x))]
#[ivy::returns(same(x))]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
