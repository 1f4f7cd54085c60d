use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
#[ivy::with_unsupported_dtypes()]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
