use ivy::{Array, Dtype, Result};

#[ivy::primary] #[ivy::returns(created(shape, dtype))]
#[ivy::infer_dtype]
#[ivy::infer_device]
pub fn zeros(shape: &[usize], dtype: Option<Dtype>) -> Result<Array>;

fn main() {}
