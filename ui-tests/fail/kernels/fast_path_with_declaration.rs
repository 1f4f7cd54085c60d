#[path = "../../support/native.rs"]
mod native;
use ivy::Result;
use native::{Native, NativeBackend};

#[ivy::implements(ivy::add for NativeBackend, into)]
#[ivy::with_unsupported_dtypes("1.0 and above" => ["float16"])]
fn native_add_into(_inputs: &[&Native], _out: &mut Native) -> Result<bool> {
    Ok(false)
}

fn main() {
    let _ = ivy::kernels![native_add_into];
}
