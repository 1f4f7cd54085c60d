use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
#[ivy::with_unsupported_dtypes("2.1" => ["float16"], "2.1.0" => ["bool"])]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
