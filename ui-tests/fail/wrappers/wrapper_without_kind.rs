use ivy::{Array, Result};

#[ivy::nestable]
pub fn tan(x: &Array) -> Result<Array> {
    Ok(x.clone())
}

fn main() {
    let _ = tan;
}
