use ivy::{Array, Result};

// `integer_arrays_to_float` applies to both paths of a mixed function or neither: listing it is an error saying why.
#[ivy::mixed(to_add = [integer_arrays_to_float])]
#[ivy::returns(same(x))]
pub fn double(x: &Array) -> Result<Array> {
    ivy::add(x, x)
}

fn main() {}
