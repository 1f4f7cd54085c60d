use ivy::{Array, Result};

// A declaration says what it returns: forgetting the shape rule is an error at the name.
#[ivy::primary]
pub fn tan(x: &Array) -> Result<Array>;

fn main() {}
