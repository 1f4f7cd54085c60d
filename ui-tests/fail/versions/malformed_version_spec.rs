use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
#[ivy::with_unsupported_dtypes("2.0.1 and bellow" => ["float16"])]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
