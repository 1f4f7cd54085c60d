use ivy::Array;

#[ivy::primary]
pub fn shape(x: &Array) -> Vec<usize>;

fn main() {}
