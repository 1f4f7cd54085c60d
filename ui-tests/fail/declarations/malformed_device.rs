use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
#[ivy::with_unsupported_devices("2.0 and below" => ["cuda", "cpu:0"])]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
