//! Element-wise maps over two arrays broadcast together (the shape rules are the runtime's:
//! [`ivy_runtime::broadcast_shapes`]). Large results are computed in parallel
//! ([`super::parallel`]).

use ivy_runtime::{Result, broadcast_shapes, check_result_size};
use ndarray::{ArrayBase, ArrayD, ArrayRef, Data, IxDyn, Zip};
use rayon::prelude::*;

use super::error;
use super::parallel;

/// `f` applied elementwise to `a` and `b` broadcast together.
pub fn zip_map<A, B, R>(
    function: &'static str,
    a: &ArrayBase<impl Data<Elem = A>, IxDyn>,
    b: &ArrayBase<impl Data<Elem = B>, IxDyn>,
    f: impl Fn(A, B) -> R + Sync + Send,
) -> Result<ArrayD<R>>
where
    A: Copy + Sync + Send,
    B: Copy + Sync + Send,
    R: Send,
{
    if a.shape() == b.shape() {
        return map2(function, a, b, f);
    }
    // A 0-d operand (a weak scalar, made an array) is a plain map over the other one.
    if b.ndim() == 0
        && let Some(&y) = b.first()
    {
        return parallel::map(function, a.view(), |x| f(x, y));
    }
    if a.ndim() == 0
        && let Some(&x) = a.first()
    {
        return parallel::map(function, b.view(), |y| f(x, y));
    }
    let shape = broadcast_shapes(function, a.shape(), b.shape())?;
    // Broadcasting is the one way a result outgrows its inputs: ask for the memory first.
    check_result_size(function, &shape, std::mem::size_of::<R>())?;
    let too_many = || error::shapes(function, a.shape(), b.shape(), "do not broadcast together");
    let av = a.broadcast(IxDyn(&shape)).ok_or_else(too_many)?;
    let bv = b.broadcast(IxDyn(&shape)).ok_or_else(too_many)?;
    map2(function, &av, &bv, f)
}

/// `f` of each pair of elements of `a` and `b` (the same shape), in parallel when large; when
/// both are in standard order, written once into memory from [`ivy_runtime::result_vec`].
fn map2<A, B, R>(
    function: &'static str,
    a: &ArrayRef<A, IxDyn>,
    b: &ArrayRef<B, IxDyn>,
    f: impl Fn(A, B) -> R + Sync + Send,
) -> Result<ArrayD<R>>
where
    A: Copy + Sync + Send,
    B: Copy + Sync + Send,
    R: Send,
{
    if let (Some(x), Some(y)) = (a.as_slice(), b.as_slice()) {
        let par = x.par_iter().zip(y).map(|(&x, &y)| f(x, y));
        let serial = x.iter().zip(y).map(|(&x, &y)| f(x, y));
        return parallel::collect(function, a.raw_dim(), par, serial);
    }
    let zip = Zip::from(a).and(b);
    Ok(if parallel::is_large(zip.size()) {
        zip.par_map_collect(|x, y| f(*x, *y))
    } else {
        zip.map_collect(|x, y| f(*x, *y))
    })
}
