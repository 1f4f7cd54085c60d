use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
#[ivy::handle_out]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
