use ivy::{Array, Result};

// A default names a parameter that no array type gives.
#[ivy::compositional]
#[ivy::returns(flattened(x, start_dim, end_dim))]
#[ivy::defaults(start_dim = 0, end = -1)]
pub fn merged(x: &Array, start_dim: isize, end_dim: isize) -> Result<Array> {
    ivy::flatten::with(x).start_dim(start_dim).end_dim(end_dim).call()
}

fn main() {}
