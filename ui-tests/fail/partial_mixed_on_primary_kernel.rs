use ivy::{Array, Result};

#[ivy::primary]
pub fn tan(x: &Array) -> Result<Array>;

struct Native;

#[ivy::implements(tan)]
#[ivy::partial_mixed(handler = |x| x.ndim() == 2)]
fn native_tan(_x: &Native) -> Result<Native> {
    Ok(Native)
}

fn main() {
    let _ = ivy::kernels![native_tan];
}
