use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
#[ivy::with_supported_dtypes("2.0 and below" => ["float", "integers"])]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
