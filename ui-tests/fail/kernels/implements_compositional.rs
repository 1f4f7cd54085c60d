use ivy::{Array, Result};

#[ivy::compositional] #[ivy::returns(same(x))]
pub fn double(x: &Array) -> Result<Array> {
    Ok(x.clone())
}

#[path = "../../support/native.rs"]
mod native;
use native::{Native, NativeBackend};

#[ivy::implements(double for NativeBackend)]
fn native_double(_x: &Native) -> Result<Native> {
    Ok(Native)
}

fn main() {
    let _ = ivy::kernels![native_double];
}
