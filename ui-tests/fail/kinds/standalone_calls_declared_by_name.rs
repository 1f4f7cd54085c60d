use ivy::{Array, Result, matmul};

// The same through a name in scope: the error names the declared function the body calls.
#[ivy::standalone]
pub fn squared(x: &Array) -> Result<Array> {
    let n = x.ndim();
    let _ = n;
    matmul(x, x)
}

fn main() {}
