use ivy::{Array, Result};

fn helper(x: &Array) -> Result<Array> {
    Ok(x.clone())
}

// A lower-case call counts as an ivy function call; a plain helper must be listed in
// `not_ivy = [..]` (see `pass/declarations.rs`).
#[ivy::compositional] #[ivy::returns(same(x))]
pub fn double(x: &Array) -> Result<Array> {
    helper(x)
}

fn main() {}
