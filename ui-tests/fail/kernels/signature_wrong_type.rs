use ivy::{Array, Dtype, Result};

#[ivy::primary] #[ivy::returns(created(shape, dtype))]
#[ivy::infer_dtype]
pub fn zeros(shape: &[usize], dtype: Option<Dtype>) -> Result<Array>;

#[path = "../../support/native.rs"]
mod native;
use native::{Native, NativeBackend};

// With `#[infer_dtype]` the kernel receives the decided `Dtype`, not `Option<Dtype>`.
#[ivy::implements(zeros for NativeBackend)]
fn native_zeros(_shape: &[usize], _dtype: Option<Dtype>) -> Result<Native> {
    Ok(Native)
}

fn main() {
    let _ = ivy::kernels![native_zeros];
}
