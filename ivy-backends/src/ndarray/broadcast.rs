//! Element-wise maps over two arrays broadcast together (the shape rules are the runtime's:
//! [`ivy_runtime::broadcast_shapes`]).

use ivy_runtime::{Result, broadcast_shapes, check_result_size};
use ndarray::{ArrayD, IxDyn, Zip};

use super::error;

/// `f` applied elementwise to `a` and `b` broadcast together.
pub fn zip_map<A: Copy, B: Copy, R>(
    function: &'static str,
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    f: impl FnMut(A, B) -> R,
) -> Result<ArrayD<R>> {
    let mut f = f;
    if a.shape() == b.shape() {
        return Ok(Zip::from(a).and(b).map_collect(|x, y| f(*x, *y)));
    }
    // A 0-d operand (a weak scalar, made an array) is a plain map over the other one.
    if b.ndim() == 0
        && let Some(&y) = b.first()
    {
        return Ok(a.mapv(|x| f(x, y)));
    }
    if a.ndim() == 0
        && let Some(&x) = a.first()
    {
        return Ok(b.mapv(|y| f(x, y)));
    }
    let shape = broadcast_shapes(function, a.shape(), b.shape())?;
    // Broadcasting is the one way a result outgrows its inputs: ask for the memory first.
    check_result_size(function, &shape, std::mem::size_of::<R>())?;
    let too_many = || error::shapes(function, a.shape(), b.shape(), "do not broadcast together");
    let av = a.broadcast(IxDyn(&shape)).ok_or_else(too_many)?;
    let bv = b.broadcast(IxDyn(&shape)).ok_or_else(too_many)?;
    Ok(Zip::from(&av).and(&bv).map_collect(|x, y| f(*x, *y)))
}
