use ivy::{Array, Result};

#[ivy::primary]
#[ivy::compositional]
mod m {
    use super::*;

    #[ivy::returns(same(x))]
    pub fn sin(x: &Array) -> Result<Array>;
}

fn main() {}
