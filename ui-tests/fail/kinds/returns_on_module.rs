// A shape rule belongs to one function: a module takes kinds, wrappers and declarations.
#[ivy::primary]
#[ivy::returns(same(x))]
mod m {}

fn main() {}
