use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
#[ivy::with_unsupported_dtypes(reasons = "the kernel panics", "2.0 and below" => ["float16"])]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
