use ivy::{Array, Result};

// `#[signature_of(model)]` takes a model declared before it in the same module, and the
// function writes no parameters or output of its own.
#[ivy::primary]
mod m {
    use super::*;

    #[ivy::returns(same(x))]
    pub fn cos(x: &Array) -> Result<Array>;

    #[ivy::signature_of(sin)]
    #[ivy::returns(same(x))]
    pub fn tan();

    #[ivy::signature_of(cos)]
    #[ivy::returns(same(x))]
    pub fn sec(x: &Array) -> Result<Array>;

    #[ivy::signature_of(cos, y = z)]
    #[ivy::returns(same(x))]
    pub fn csc();
}

// Outside a module there is no model to take.
#[ivy::primary]
#[ivy::signature_of(m::cos)]
#[ivy::returns(same(x))]
pub fn cot(x: &Array) -> Result<Array>;

fn main() {}
