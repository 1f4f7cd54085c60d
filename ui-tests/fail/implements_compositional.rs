use ivy::{Array, Result};

#[ivy::compositional]
pub fn double(x: &Array) -> Result<Array> {
    Ok(x.clone())
}

struct Native;

#[ivy::implements(double)]
fn native_double(_x: &Native) -> Result<Native> {
    Ok(Native)
}

fn main() {
    let _ = ivy::kernels![native_double];
}
