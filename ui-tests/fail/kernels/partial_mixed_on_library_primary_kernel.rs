use ivy::{Result, matmul};

// Issue 46: a handler on a kernel of one of the library's primary functions (`matmul`, whose
// kernel takes two arrays): only the kind's error, not the closure's arity first.
#[path = "../../support/native.rs"]
mod native;
use native::{Native, NativeBackend};

#[ivy::implements(matmul for NativeBackend)]
#[ivy::partial_mixed(handler = |x1, x2| x1.ndim() == 2 && x2.ndim() == 2)]
fn native_matmul(_x1: &Native, _x2: &Native) -> Result<Native> {
    Ok(Native)
}

fn main() {
    let _ = ivy::kernels![native_matmul];
}
