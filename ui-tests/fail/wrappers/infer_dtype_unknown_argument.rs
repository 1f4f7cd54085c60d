use ivy::{Array, Dtype, Result};

#[ivy::primary]
#[ivy::returns(same(x))]
#[ivy::infer_dtype(accumulating)]
pub fn total(x: &Array, dtype: Option<Dtype>) -> Result<Array>;

fn main() {}
