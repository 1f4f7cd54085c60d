use ivy::{Array, Result};

// A misspelt call in a composition: rustc's own error (with its suggestion) comes first.
#[ivy::compositional]
#[ivy::returns(same(x))]
pub fn double(x: &Array) -> Result<Array> {
    let y = ad(x, x)?;
    ivy::add(&y, x)
}

fn main() {}
