use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
#[ivy::with_unsupported_devices("2.0 and below" => ["gpu"])]
#[ivy::with_unsupported_devices("2.1" => ["tpu"])]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
