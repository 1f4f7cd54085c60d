#[path = "../../support/native.rs"]
mod native;
use ivy::{Result, ScalarOperand};
use native::{Native, NativeBackend};

// `tan` takes one array: there is no second operand for a literal to stand for.
#[ivy::implements(ivy::tan for NativeBackend, scalar)]
fn native_tan_scalar(_x: &Native, _operand: ScalarOperand) -> Result<Option<Native>> {
    Ok(None)
}

fn main() {
    let _ = ivy::kernels![native_tan_scalar];
}
