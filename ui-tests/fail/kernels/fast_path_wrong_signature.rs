#[path = "../../support/native.rs"]
mod native;
use ivy::{Dtype, Result};
use native::{Native, NativeBackend};

// A `mixed_dtypes` kernel returns `Option<Native>`, not `Native`.
#[ivy::implements(ivy::add for NativeBackend, mixed_dtypes)]
fn native_add_mixed(_inputs: &[&Native], _dtype: Dtype) -> Result<Native> {
    Ok(Native)
}

fn main() {
    let _ = ivy::kernels![native_add_mixed];
}
