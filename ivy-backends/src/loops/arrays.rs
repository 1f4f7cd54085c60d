//! The shared element-wise loops ([`crate::loops::elementwise`]) over arrays of the `ndarray`
//! crate, the host compute library both backends use (the ndarray backend on its arrays, candle
//! on views of its storage): any layout in (a strided operand is read in place, a block at a
//! time: [`super::strided`]), a fresh array in standard order out. Shapes broadcast by the runtime's rules
//! ([`ivy_runtime::broadcast_shapes`]).

use ivy_runtime::{Result, broadcast_shapes, check_result_size};
use ndarray::{ArrayD, ArrayRefD, ArrayViewD, CowArray, Dimension, IxDyn, ShapeBuilder};

use crate::kernel_error as error;
use crate::loops::elementwise::{self, MapRun, ZipRun};
use crate::loops::strided;

/// `values` (as many as `shape` holds, in standard order) as an array of `shape`; an error
/// naming `function` otherwise.
pub fn into_array<R>(function: &'static str, shape: IxDyn, values: Vec<R>) -> Result<ArrayD<R>> {
    let Some(strides) = standard_strides(&shape, values.len()) else {
        return ArrayD::from_shape_vec(shape, values)
            .map_err(|e| error::invalid(function, e.to_string()));
    };
    // SAFETY: `strides` has `shape`'s rank, and they are the row-major strides of `shape` (all
    // 0 when it holds no element), which reach each of its `values.len()` elements (the product
    // of its lengths) exactly once, within `values`: what `from_shape_vec_unchecked` requires,
    // and what `from_shape_vec` would have made.
    #[allow(unsafe_code)]
    Ok(unsafe { ArrayD::from_shape_vec_unchecked(shape.strides(strides), values) })
}

/// The strides ndarray gives an array of `shape` in standard order (row-major; all 0 when an
/// axis is empty), if `shape` holds `len` elements. Worked out in a copy of the shape:
/// ndarray's own constructors build each dynamic dimension from a slice, which costs more than
/// the rest of a small call's kernel.
#[inline]
fn standard_strides(shape: &IxDyn, len: usize) -> Option<IxDyn> {
    let mut strides = shape.clone();
    match strides.slice_mut() {
        // Rank 1, the usual small result.
        [stride] => {
            if *stride != len {
                return None;
            }
            *stride = usize::from(len != 0);
        }
        all => {
            if shape.size_checked() != Some(len) {
                return None;
            }
            let mut step = 1usize;
            for (stride, &length) in all.iter_mut().zip(shape.slice()).rev() {
                *stride = if len == 0 { 0 } else { step };
                step = step.wrapping_mul(length);
            }
        }
    }
    Some(strides)
}

/// `a`'s elements as one slice when they are in standard (row-major) order, as ndarray's
/// `as_slice` gives them, in one pass over the axes (ndarray's walks them three times: for an
/// empty axis, for the strides, for the length), which on a small call costs more than its
/// kernel. `None` for any other layout (and for an empty array whose strides are not the
/// standard ones past an empty axis, which the strided loops take as well).
#[inline(always)]
pub(crate) fn standard_slice<T>(a: &ArrayRefD<T>) -> Option<&[T]> {
    let mut len = 1usize;
    for (&n, &stride) in a.shape().iter().zip(a.strides()).rev() {
        if n == 0 {
            return Some(&[]);
        }
        // An axis of one element may have any stride, as in ndarray's standard layout.
        if n != 1 && stride != len as isize {
            return None;
        }
        len *= n;
    }
    // SAFETY: each axis of more than one element steps by the product of the lengths after it,
    // so the `len` elements (the product of all lengths, which ndarray keeps within `isize`)
    // lie one after another from `as_ptr`, each once, all within `a`'s memory: what ndarray's
    // own `as_slice` hands out for a standard layout.
    #[allow(unsafe_code)]
    Some(unsafe { std::slice::from_raw_parts(a.as_ptr(), len) })
}

/// The elements of `a` in row-major order, copied into memory from
/// [`ivy_runtime::result_vec`]: a copy too large for memory is an error naming `function`,
/// not an abort (ndarray's own copies, `to_vec` and `as_standard_layout`, cannot fail).
pub fn row_major_vec<T: Clone>(function: &'static str, a: &ArrayRefD<T>) -> Result<Vec<T>> {
    let mut v = ivy_runtime::result_vec(function, a.shape())?;
    match a.as_slice() {
        Some(s) => v.extend_from_slice(s),
        None => v.extend(a.iter().cloned()),
    }
    Ok(v)
}

/// `a` in standard layout, as ndarray's `as_standard_layout` has it (a view when it is
/// already, the same check), but a copy's memory allocated fallibly ([`row_major_vec`]).
#[inline]
pub fn standard_layout<'a, T: Clone>(
    function: &'static str,
    a: &'a ArrayRefD<T>,
) -> Result<CowArray<'a, T, IxDyn>> {
    if a.is_standard_layout() {
        return Ok(CowArray::from(a.view()));
    }
    standard_copy(function, a).map(CowArray::from)
}

/// The copy [`standard_layout`] makes of a strided array: out of line, off the common path.
#[cold]
#[inline(never)]
fn standard_copy<T: Clone>(function: &'static str, a: &ArrayRefD<T>) -> Result<ArrayD<T>> {
    into_array(function, a.raw_dim(), row_major_vec(function, a)?)
}

/// `f` applied elementwise to `a` and `b` broadcast together.
pub fn zip_map<A, B, R>(
    function: &'static str,
    a: &ArrayRefD<A>,
    b: &ArrayRefD<B>,
    f: impl Fn(A, B) -> R + Sync + Send,
) -> Result<ArrayD<R>>
where
    A: Copy + Sync + Send,
    B: Copy + Sync + Send,
    R: Send,
{
    zip_map_with(function, a, b, &elementwise::zip_run(f))
}

/// [`zip_map`] with its innermost loop made already ([`elementwise::zip_run`]): the layout
/// and broadcasting, compiled once per element types.
pub fn zip_map_with<A, B, R>(
    function: &'static str,
    a: &ArrayRefD<A>,
    b: &ArrayRefD<B>,
    run: &ZipRun<'_, A, B, R>,
) -> Result<ArrayD<R>>
where
    A: Clone + Sync,
    B: Clone + Sync,
    R: Send,
{
    let (x, y) = match (standard_slice(a), standard_slice(b)) {
        (Some(x), Some(y)) => (x, y),
        _ => return zip_strided(function, a, b, run),
    };
    // In standard order already (the common case): the slice loops, on operands of one shape,
    // or one holding one element (an array and a literal: [`elementwise::spread_one`]), the
    // other's dimension kept for the result.
    let (values, shape) = if elementwise::same_shape(a.shape(), b.shape()) {
        let values = elementwise::zip_same_with(function, x, y, a.shape(), run)?;
        (values, a.raw_dim())
    } else if let Some(s) = elementwise::spread_one(a.shape(), b.shape()) {
        let shape = [a.shape(), b.shape()][s];
        let values = elementwise::zip_one_with(function, x, y, s, shape, run)?;
        (values, if s == 0 { a.raw_dim() } else { b.raw_dim() })
    } else {
        let values = elementwise::zip_with(function, x, a.shape(), y, b.shape(), run)?;
        (values, broadcast_dim(function, a.shape(), b.shape())?)
    };
    into_array(function, shape, values)
}

/// `f` of each element of `a` and the one value `value`, the first operand if `first` (a
/// literal: `2 - x`), else the second (`x - 2`): [`zip_map`] of `a` and a 0-d array of
/// `value`, the same loops, with no array made of the value.
///
/// ```
/// use ivy_backends::loops::arrays::zip_value;
/// use ndarray::array;
///
/// let x = array![1.0f32, 2.0].into_dyn();
/// let minus = |a: f32, b: f32| a - b;
/// assert_eq!(zip_value("subtract", &x, &10.0, true, minus)?, array![9.0, 8.0].into_dyn());
/// assert_eq!(zip_value("subtract", &x, &10.0, false, minus)?, array![-9.0, -8.0].into_dyn());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn zip_value<T, R>(
    function: &'static str,
    a: &ArrayRefD<T>,
    value: &T,
    first: bool,
    f: impl Fn(T, T) -> R + Sync + Send,
) -> Result<ArrayD<R>>
where
    T: Copy + Sync + Send,
    R: Send,
{
    zip_value_with(function, a, value, first, &elementwise::zip_run(f))
}

/// [`zip_value`] with its innermost loop made already: compiled once per element types.
pub fn zip_value_with<T, R>(
    function: &'static str,
    a: &ArrayRefD<T>,
    value: &T,
    first: bool,
    run: &ZipRun<'_, T, T, R>,
) -> Result<ArrayD<R>>
where
    T: Clone + Sync,
    R: Send,
{
    let Some(x) = standard_slice(a) else {
        // Strided: the 0-d view of the value, read in place as any operand.
        let value = ndarray::aview0(value).into_dyn();
        return if first {
            zip_strided(function, &value, a, run)
        } else {
            zip_strided(function, a, &value, run)
        };
    };
    // The value spread over `a`'s shape (as `zip_map_with` spreads a 0-d operand).
    let one = std::slice::from_ref(value);
    let values = if first {
        elementwise::zip_one_with(function, one, x, 1, a.shape(), run)?
    } else {
        elementwise::zip_one_with(function, x, one, 0, a.shape(), run)?
    };
    into_array(function, a.raw_dim(), values)
}

/// The shape operands of shapes `a` and `b` broadcast to, as a dimension. Out of line, off
/// the common paths (operands of one shape, or one of a single element).
#[inline(never)]
fn broadcast_dim(function: &'static str, a: &[usize], b: &[usize]) -> Result<IxDyn> {
    Ok(IxDyn(&broadcast_shapes(function, a, b)?))
}

/// [`zip_map_with`] of operands not both in standard order: read in place
/// ([`strided::zip_with`]), out of line, off the common path.
#[cold]
#[inline(never)]
fn zip_strided<A, B, R>(
    function: &'static str,
    a: &ArrayRefD<A>,
    b: &ArrayRefD<B>,
    run: &ZipRun<'_, A, B, R>,
) -> Result<ArrayD<R>>
where
    A: Clone + Sync,
    B: Clone + Sync,
    R: Send,
{
    let shape = broadcast_shapes(function, a.shape(), b.shape())?;
    // Broadcasting is the one way a result outgrows its inputs: ask for the memory first.
    check_result_size(function, &shape, std::mem::size_of::<R>())?;
    let values = strided::zip_with(function, a.view(), b.view(), &shape, run)?;
    into_array(function, IxDyn(&shape), values)
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
    map_with(function, a, &elementwise::map_run(f))
}

/// [`map`] with its innermost loop made already ([`elementwise::map_run`]).
pub fn map_with<A, R>(
    function: &'static str,
    a: ArrayViewD<'_, A>,
    run: &MapRun<'_, A, R>,
) -> Result<ArrayD<R>>
where
    A: Clone + Sync,
    R: Send,
{
    let values = match standard_slice(&a) {
        Some(x) => elementwise::map_with(function, x, a.shape(), run)?,
        // Strided: read in place, a block at a time.
        None => strided::map_with(function, a.view(), run)?,
    };
    into_array(function, a.raw_dim(), values)
}

#[cfg(test)]
mod tests {
    use super::standard_slice;
    use ndarray::{Array, ArrayD, IxDyn, ShapeBuilder, s};

    /// `standard_slice` gives what ndarray's `as_slice` gives, on every layout: standard,
    /// transposed, stepped, reversed, broadcast, axes of one element with any stride, 0-d and
    /// empty arrays (where it may decline, never differ).
    #[test]
    fn standard_slices_are_ndarrays_own() {
        let base = Array::from_iter(0..120)
            .into_shape_with_order((2, 3, 4, 5))
            .unwrap();
        let base = base.into_dyn();
        let views = [
            base.view(),
            base.view().reversed_axes(),
            base.slice(s![.., .., .., ..;2]).into_dyn(),
            base.slice(s![.., ..;-1, .., ..]).into_dyn(),
            base.slice(s![1..2, .., .., ..]).into_dyn(),
            base.slice(s![.., 1..2, .., ..]).into_dyn(),
            base.slice(s![.., .., 2, ..]).into_dyn(),
            base.slice(s![1, 2, 3, ..]).into_dyn(),
            base.slice(s![1, 2, 3, 4]).into_dyn(),
            base.slice(s![.., 0..0, .., ..]).into_dyn(),
            base.slice(s![1..2, 1..2, .., ..]).into_dyn(),
        ];
        let wide = Array::from_iter(0..6).into_dyn();
        let broadcast = wide.broadcast(IxDyn(&[4, 6])).unwrap();
        // One element along axis 0 with an odd stride: still standard.
        let odd = ArrayD::from_shape_vec(IxDyn(&[1, 6]).strides(IxDyn(&[7, 1])), (0..6).collect())
            .unwrap();
        let all = views.iter().cloned().chain([broadcast, odd.view()]);
        for (i, v) in all.enumerate() {
            match (standard_slice(&v), v.as_slice()) {
                (Some(ours), theirs) => assert_eq!(Some(ours), theirs, "view {i}"),
                (None, Some(theirs)) => assert!(theirs.is_empty(), "view {i} declined"),
                (None, None) => {}
            }
        }
        assert_eq!(standard_slice(&base.view()).map(<[_]>::len), Some(120));
    }
}
