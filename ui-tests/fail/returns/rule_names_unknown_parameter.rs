use ivy::{Array, Result};

// The rule is checked by the compiler, with the parameters in scope as types.
#[ivy::primary]
#[ivy::returns(same(y))]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
