use ivy::{Array, Result};

#[ivy::primary] #[ivy::returns(same(x))]
pub fn tan(x: &Array) -> Result<Array>;

#[path = "../../support/native.rs"]
mod native;
use native::{Native, NativeBackend};

#[ivy::implements(tan for NativeBackend)]
#[ivy::partial_mixed(handler = |x| x.ndim() == 2)]
fn native_tan(_x: &Native) -> Result<Native> {
    Ok(Native)
}

fn main() {
    let _ = ivy::kernels![native_tan];
}
