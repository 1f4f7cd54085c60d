//! Element-wise maps over two arrays broadcast together (the shape rules are the runtime's:
//! [`ivy_runtime::broadcast_shapes`]). Large results are computed in parallel
//! ([`super::parallel`]).

use ivy_runtime::{Result, broadcast_shapes, check_result_size};
use ndarray::{ArrayD, ArrayViewD, IxDyn, Zip};

use super::error;
use super::parallel;

/// `f` applied elementwise to `a` and `b` broadcast together.
pub fn zip_map<A, B, R>(
    function: &'static str,
    a: &ArrayD<A>,
    b: &ArrayD<B>,
    f: impl Fn(A, B) -> R + Sync + Send,
) -> Result<ArrayD<R>>
where
    A: Copy + Sync + Send,
    B: Copy + Sync + Send,
    R: Send,
{
    if a.shape() == b.shape() {
        return Ok(map2(a.view(), b.view(), f));
    }
    // A 0-d operand (a weak scalar, made an array) is a plain map over the other one.
    if b.ndim() == 0
        && let Some(&y) = b.first()
    {
        return Ok(parallel::map(a.view(), |x| f(x, y)));
    }
    if a.ndim() == 0
        && let Some(&x) = a.first()
    {
        return Ok(parallel::map(b.view(), |y| f(x, y)));
    }
    let shape = broadcast_shapes(function, a.shape(), b.shape())?;
    // Broadcasting is the one way a result outgrows its inputs: ask for the memory first.
    check_result_size(function, &shape, std::mem::size_of::<R>())?;
    let too_many = || error::shapes(function, a.shape(), b.shape(), "do not broadcast together");
    let av = a.broadcast(IxDyn(&shape)).ok_or_else(too_many)?;
    let bv = b.broadcast(IxDyn(&shape)).ok_or_else(too_many)?;
    Ok(map2(av, bv, f))
}

/// `f` of each pair of elements of `a` and `b` (the same shape), in parallel when large.
fn map2<A, B, R>(
    a: ArrayViewD<'_, A>,
    b: ArrayViewD<'_, B>,
    f: impl Fn(A, B) -> R + Sync + Send,
) -> ArrayD<R>
where
    A: Copy + Sync + Send,
    B: Copy + Sync + Send,
    R: Send,
{
    let zip = Zip::from(a).and(b);
    if parallel::is_large(zip.size()) {
        zip.par_map_collect(|x, y| f(*x, *y))
    } else {
        zip.map_collect(|x, y| f(*x, *y))
    }
}
