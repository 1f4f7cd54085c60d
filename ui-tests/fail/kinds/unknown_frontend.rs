use ivy::{Array, Result};

// A frontend that does not exist: the error names the nearest one.
#[ivy::compositional(frontend = "nmpy")]
#[ivy::returns(same(x))]
pub fn negative(x: &Array) -> Result<Array> {
    ivy::negative(x)
}

// A frontend on a primary declaration: only compositional functions belong to frontends.
#[ivy::primary(frontend = "numpy")]
#[ivy::returns(same(x))]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
