use ivy::{Array, Result};

fn helper(x: &Array) -> Result<Array> {
    Ok(x.clone())
}

// A lower-case helper in a composition that is called: one error, at the helper.
#[ivy::compositional]
#[ivy::returns(same(x))]
pub fn double(x: &Array) -> Result<Array> {
    let y = helper(x)?;
    ivy::add(&y, x)
}

fn main() {
    let x = ivy::array![1.0f32].unwrap();
    let _ = double(&x);
}
