use ivy::{Array, Result};

// `nestable` applies to both paths of a mixed function or neither: listing it is an error saying why.
#[ivy::mixed(to_skip = [nestable])]
#[ivy::returns(same(x))]
pub fn double(x: &Array) -> Result<Array> {
    ivy::add(x, x)
}

fn main() {}
