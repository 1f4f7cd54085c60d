use ivy::{Array, Result};

// A kind on a module declares every function inside: a helper lives outside it.
#[ivy::primary]
mod m {
    use super::*;

    #[ivy::returns(same(x))]
    pub fn sin(x: &Array) -> Result<Array>;

    pub fn helper(x: &Array) -> Result<Array> {
        Ok(x.clone())
    }
}

fn main() {}
