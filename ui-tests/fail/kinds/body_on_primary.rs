use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
pub fn tan(x: &Array) -> Result<Array> {
    Ok(x.clone())
}

fn main() {}
