#[ivy::primary]
mod m {}

fn main() {}
