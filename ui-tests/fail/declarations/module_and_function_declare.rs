use ivy::{Array, Result};

#[ivy::with_unsupported_dtypes("2.0 and below" => ["float16"])]
mod trig {
    use super::*;

    #[ivy::primary] #[ivy::returns(same(x))]
    pub fn sin(x: &Array) -> Result<Array>;

    #[ivy::primary] #[ivy::returns(same(x))]
    #[ivy::with_supported_dtypes("2.0 and below" => ["float32"])]
    pub fn cos(x: &Array) -> Result<Array>;
}

fn main() {
    let _ = (trig::sin, trig::cos);
}
