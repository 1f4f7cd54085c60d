use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
#[ivy::with_unsupported_dtypes(
    reason = "the kernel panics on float16",
    upstream = "candle issue 920",
    "2.0 and below" => ["float16"]
)]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
