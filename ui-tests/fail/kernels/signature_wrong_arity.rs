use ivy::{Array, ArrayLike, Result};

#[ivy::primary] #[ivy::returns(broadcast(&[x1, x2]))]
pub fn add(x1: ArrayLike<'_>, x2: ArrayLike<'_>) -> Result<Array>;

#[path = "../../support/native.rs"]
mod native;
use native::{Native, NativeBackend};

#[ivy::implements(add for NativeBackend)]
fn native_add(_x1: &Native) -> Result<Native> {
    Ok(Native)
}

fn main() {
    let _ = ivy::kernels![native_add];
}
