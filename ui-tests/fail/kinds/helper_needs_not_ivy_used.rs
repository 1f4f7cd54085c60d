use ivy::{Array, Result};

fn helper(x: &Array) -> Result<Array> {
    Ok(x.clone())
}

// Issue 46: a lower-case helper in a composition that is declared in full and called: one
// error, at the helper, saying how to list it.
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
