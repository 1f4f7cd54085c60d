use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
pub fn tan(x: &Array, out: Option<&mut Array>) -> Result<Array>;

fn main() {}
