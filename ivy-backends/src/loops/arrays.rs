//! The shared element-wise loops ([`crate::loops::elementwise`]) over arrays of the `ndarray`
//! crate, the host compute library both backends use (the ndarray backend on its arrays, candle
//! on views of its storage): any layout in (a strided operand is copied to standard order
//! first), a fresh array in standard order out. Shapes broadcast by the runtime's rules
//! ([`ivy_runtime::broadcast_shapes`]).

use ivy_runtime::{Result, broadcast_shapes};
use ndarray::{Array1, Array2, ArrayBase, ArrayD, ArrayViewD, Data, Dimension, IxDyn};

use crate::kernel_error as error;
use crate::loops::elementwise;

/// `values` (as many as `shape` holds, in standard order) as an array of `shape`; an error
/// naming `function` otherwise.
pub fn into_array<R>(function: &'static str, shape: IxDyn, values: Vec<R>) -> Result<ArrayD<R>> {
    // Ranks 1 and 2 through their fixed-rank types: checking a dynamic shape and working out
    // its strides costs more than all the rest of a small call's kernel.
    let made = match *shape.slice() {
        [n] if values.len() == n => Ok(Array1::from_vec(values).into_dyn()),
        [rows, columns] => Array2::from_shape_vec((rows, columns), values).map(Array2::into_dyn),
        _ => ArrayD::from_shape_vec(shape, values),
    };
    made.map_err(|e| error::invalid(function, e.to_string()))
}

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
    let values = match (a.as_slice(), b.as_slice()) {
        // In standard order already (the common case): no copy.
        (Some(x), Some(y)) => elementwise::zip(function, x, a.shape(), y, b.shape(), f)?,
        _ => {
            let (a, b) = (a.as_standard_layout(), b.as_standard_layout());
            let (x, y) = (elements(function, &a)?, elements(function, &b)?);
            elementwise::zip(function, x, a.shape(), y, b.shape(), f)?
        }
    };
    let shape = if a.shape() == b.shape() {
        a.raw_dim()
    } else {
        IxDyn(&broadcast_shapes(function, a.shape(), b.shape())?)
    };
    into_array(function, shape, values)
}

/// `f` of each element of `a`, in parallel when large.
pub fn map<A, R>(
    function: &'static str,
    a: ArrayViewD<'_, A>,
    f: impl Fn(A) -> R + Sync + Send,
) -> Result<ArrayD<R>>
where
    A: Copy + Sync + Send,
    R: Send,
{
    if let Some(x) = a.as_slice() {
        let values = elementwise::map(function, x, a.shape(), f)?;
        return into_array(function, a.raw_dim(), values);
    }
    let a = a.as_standard_layout();
    let values = elementwise::map(function, elements(function, &a)?, a.shape(), f)?;
    into_array(function, a.raw_dim(), values)
}

/// The elements of an array in standard order.
fn elements<'a, A>(
    function: &'static str,
    a: &'a ArrayBase<impl Data<Elem = A>, IxDyn>,
) -> Result<&'a [A]> {
    a.as_slice()
        .ok_or_else(|| error::invalid(function, "the array is not contiguous after copying"))
}
