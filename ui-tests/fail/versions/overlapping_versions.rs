use ivy::{Array, Result};

// An exact key inside a range is a carve-out and fine ("1.0"); two ranges sharing versions are not.
#[ivy::primary] #[ivy::returns(same(x))]
#[ivy::with_unsupported_dtypes("2.0 and below" => ["float16"], "1.0" => [], "1.5 to 2.1" => ["bool"])]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
