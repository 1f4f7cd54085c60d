use ivy::{Array, Result};

#[ivy::standalone]
#[ivy::returns(same(x))]
pub fn first(x: &Array) -> Result<Array> {
    Ok(x.clone())
}

fn main() {}
