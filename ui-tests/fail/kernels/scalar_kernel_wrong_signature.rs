#[path = "../../support/native.rs"]
mod native;
use ivy::{Result, Scalar};
use native::{Native, NativeBackend};

// A `scalar` kernel takes the literal as a `ScalarOperand` (its value and its place), not a
// bare `Scalar`.
#[ivy::implements(ivy::subtract for NativeBackend, scalar)]
fn native_subtract_scalar(_x: &Native, _s: Scalar) -> Result<Option<Native>> {
    Ok(None)
}

fn main() {
    let _ = ivy::kernels![native_subtract_scalar];
}
