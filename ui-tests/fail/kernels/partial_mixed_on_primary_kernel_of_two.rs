use ivy::{Array, Result};

// A handler of the right arity for a function of two arrays: still only the kind's error.
#[ivy::primary] #[ivy::returns(same(x1))]
pub fn hypot(x1: &Array, x2: &Array) -> Result<Array>;

#[path = "../../support/native.rs"]
mod native;
use native::{Native, NativeBackend};

#[ivy::implements(hypot for NativeBackend)]
#[ivy::partial_mixed(handler = |x1, x2| x1.ndim() == x2.ndim())]
fn native_hypot(_x1: &Native, _x2: &Native) -> Result<Native> {
    Ok(Native)
}

fn main() {
    let _ = ivy::kernels![native_hypot];
}
