//! The shape rule of [`get_item`](crate::get_item()): a query ([`Index`]), resolved against a
//! shape as NumPy resolves `x[...]`, once for the kernels (known lengths: what each axis
//! reads) and for `output_type` (lengths that may be unknown).
//!
//! A query may hold index arrays: integer arrays (their elements are positions along their
//! axes) and boolean masks (the positions of a mask's `true`s over as many axes as it has, as
//! NumPy reads a mask: its `nonzero()` arrays, one per axis it covers, here read as one array
//! of positions along those axes merged). The index arrays broadcast together; with an array,
//! integer indices count as advanced indices too (NumPy): the broadcast shape replaces the
//! advanced indices' axes where these are adjacent in the query, and comes first in the
//! result otherwise.

use super::length::Length;
use crate::arguments::Index;
use crate::array::Array;
use crate::error::{Error, Result};
use crate::host::HostData;
use ivy_grammar::Dtype;

/// What one axis of the (mask-merged) input gives the result.
#[derive(Clone, Debug)]
pub enum Pick<'a, D> {
    /// The positions `start, start + step, ...` (`len` of them). The start is meaningful only
    /// where the axis's length is known.
    Run {
        /// The first position read.
        start: usize,
        /// The distance between positions read (negative walks backward).
        step: isize,
        /// How many positions.
        len: D,
    },
    /// One position.
    At(usize),
    /// The positions an integer index array gives: its elements, read when the positions are
    /// asked for.
    Array(&'a Array),
    /// The positions of a boolean mask's `true`s (in row-major order over the axes it covers,
    /// merged into this one), read once when its count was needed.
    Positions(Vec<usize>),
}

impl<D: Length> Pick<'_, D> {
    /// Whether the whole axis of length `n` is read in order.
    pub fn is_whole(&self, n: D) -> bool {
        matches!(self, Pick::Run { start: 0, step: 1, len } if *len == n)
    }
}

impl Pick<'_, usize> {
    /// The positions read along an axis of length `n`, in order; an index array is read here
    /// (an error for a position out of range, naming `axis`).
    pub fn positions(&self, axis: usize, n: usize) -> Result<Vec<usize>> {
        let (start, step, len) = match *self {
            Pick::Run { start, step, len } => (start, step, len),
            Pick::At(i) => (i, 1, 1),
            Pick::Array(a) => return array_positions(a, axis, n),
            Pick::Positions(ref p) => return Ok(p.clone()),
        };
        let mut v = crate::alloc::result_vec("get_item", &[len])?;
        // Every position is in 0..n, so the arithmetic stays in range.
        v.extend((0..len).map(|k| (start as isize + k as isize * step) as usize));
        Ok(v)
    }
}

/// A query resolved against a shape.
#[derive(Clone, Debug)]
pub struct QueryPlan<'a, D> {
    /// The input's shape with a boolean mask's axes merged into one (the input as the picks
    /// read it; the input's own shape without a multi-axis mask).
    pub input_shape: Vec<D>,
    /// One per axis of `input_shape`.
    pub picks: Vec<Pick<'a, D>>,
    /// For each pick, the axis of the input it reads (the first of a mask's merged axes): the
    /// axis an error names.
    pub axes: Vec<usize>,
    /// The picks of index arrays, in the query's order: the axis of `input_shape` each reads,
    /// and the array's own shape (a mask's is its count of `true`s), before broadcasting.
    pub arrays: Vec<(usize, Vec<D>)>,
    /// The shape the index arrays broadcast to together (empty without one).
    pub block: Vec<D>,
    /// Whether `block` goes first in the result (the advanced indices are not adjacent in
    /// the query); otherwise it stands where they are.
    pub front: bool,
    /// The result's shape.
    pub shape: Vec<D>,
}

/// An error of `get_item`'s query: one that does not fit the array (NumPy's `IndexError`).
fn refuse(message: String) -> Error {
    Error::Query {
        function: "get_item",
        message,
    }
}

/// An error of a query (named `get_item`'s) named instead as `function`'s, another function
/// that takes the same queries (`set_item`).
pub fn named(function: &'static str, e: Error) -> Error {
    match e {
        Error::TypeRule {
            function: "get_item",
            message,
        } => Error::TypeRule { function, message },
        Error::Query {
            function: "get_item",
            message,
        } => Error::Query { function, message },
        Error::ShapeTooLarge {
            function: "get_item",
            shape,
        } => Error::ShapeTooLarge { function, shape },
        Error::IndexOutOfRange {
            function: "get_item",
            index,
            axis,
            length,
        } => Error::IndexOutOfRange {
            function,
            index,
            axis,
            length,
        },
        other => other,
    }
}

/// How many axes an entry of a query consumes.
fn consumed(index: &Index<'_>) -> usize {
    match index {
        Index::NewAxis | Index::Ellipsis => 0,
        Index::Array(a) if a.dtype() == Dtype::Bool => a.ndim(),
        _ => 1,
    }
}

/// `query` resolved against `shape`, as NumPy's indexing: an integer picks one position
/// (negative from the end; out of range is an error naming the axis and its length), a slice
/// a run of positions (Python's `slice.indices`: bounds clamped, a step of 0 an error), a new
/// axis inserts a length-1 axis, one ellipsis stands for as many whole axes as the query
/// leaves unnamed, axes after the query's end are whole, and index arrays (integer or
/// boolean) pick by their elements, broadcast together (see the module docs).
///
/// ```
/// use ivy_runtime::{Index, type_rules::query};
///
/// // x[1, ::-2] of a 3 x 5 array: row 1, columns 4, 2, 0.
/// let plan = query::resolve(&[3usize, 5], &[Index::At(1), Index::Slice { start: None, stop: None, step: -2 }])?;
/// assert_eq!(plan.shape, [3]);
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn resolve<'a, D: Length>(shape: &[D], query: &[Index<'a>]) -> Result<QueryPlan<'a, D>> {
    let ellipses = query
        .iter()
        .filter(|i| matches!(i, Index::Ellipsis))
        .count();
    if ellipses > 1 {
        return Err(refuse(format!(
            "a query has at most one ellipsis; {ellipses} given"
        )));
    }
    let arrays = query
        .iter()
        .filter(|i| matches!(i, Index::Array(_)))
        .count();
    let named: usize = query.iter().map(consumed).sum();
    if named > shape.len() {
        return Err(refuse(format!(
            "too many indices: the array has {} dimensions, the query names {named}",
            shape.len()
        )));
    }
    let whole = Index::Slice {
        start: None,
        stop: None,
        step: 1,
    };
    // The query with its ellipsis and its end filled with whole axes.
    let mut full = Vec::with_capacity(query.len() + shape.len());
    for &index in query {
        if matches!(index, Index::Ellipsis) {
            full.extend(std::iter::repeat_n(whole, shape.len() - named));
        } else {
            full.push(index);
        }
    }
    full.extend(std::iter::repeat_n(
        whole,
        shape.len() - full.iter().map(consumed).sum::<usize>(),
    ));
    // The advanced block: the arrays' broadcast shape, placed where the advanced entries
    // (the arrays, and integers among them) are if they are adjacent, else first.
    let advanced = |i: &Index<'_>| arrays > 0 && matches!(i, Index::At(_) | Index::Array(_));
    let first = full.iter().position(advanced);
    let last = full.iter().rposition(advanced);
    let adjacent = match (first, last) {
        (Some(f), Some(l)) => full[f..=l].iter().all(advanced),
        _ => true,
    };
    let mut plan = QueryPlan {
        input_shape: Vec::with_capacity(shape.len()),
        picks: Vec::with_capacity(shape.len()),
        axes: Vec::with_capacity(shape.len()),
        arrays: Vec::with_capacity(arrays),
        block: Vec::new(),
        front: !adjacent,
        shape: Vec::with_capacity(full.len()),
    };
    // Where the block goes in the result's shape.
    let mut block_at = 0;
    let mut axis = 0;
    for (i, index) in full.iter().enumerate() {
        if adjacent && Some(i) == first {
            block_at = plan.shape.len();
        }
        let (n, pick) = match *index {
            Index::NewAxis => {
                plan.shape.push(D::of(1));
                continue;
            }
            Index::Array(a) => {
                let (n, dims, pick) = array_axis(a, &shape[axis..axis + consumed(index)], axis)?;
                plan.arrays.push((plan.picks.len(), dims));
                (n, pick)
            }
            index => {
                let pick = pick(index, axis, shape[axis])?;
                if let Pick::Run { len, .. } = pick {
                    plan.shape.push(len);
                }
                (shape[axis], pick)
            }
        };
        plan.input_shape.push(n);
        plan.picks.push(pick);
        plan.axes.push(axis);
        axis += consumed(index);
    }
    plan.block = block(&plan.arrays)?;
    plan.shape
        .splice(block_at..block_at, plan.block.iter().copied());
    super::length::element_count("get_item", &plan.shape)?;
    Ok(plan)
}

/// The shape index arrays of `arrays`' shapes broadcast to together (NumPy's rule), or the
/// error listing their shapes.
fn block<D: Length>(arrays: &[(usize, Vec<D>)]) -> Result<Vec<D>> {
    arrays
        .iter()
        .try_fold(Vec::new(), |b, (_, dims)| {
            crate::shape::broadcast("get_item", &b, dims)
        })
        .map_err(|_| {
            let shapes: Vec<String> = arrays
                .iter()
                .map(|(_, dims)| super::length::shown(dims))
                .collect();
            refuse(format!(
                "the index arrays of shapes {} do not broadcast together (aligned from the \
                 end, each length must equal the others or be 1; a mask counts as one array \
                 of its count of `true`s)",
                shapes.join(", ")
            ))
        })
}

/// An index array at `axis` over the axes of lengths `axes`: the length of the (merged) axis
/// it picks from, the dimensions it gives the result, and its pick. An integer array covers
/// one axis and gives its own shape; a boolean mask covers as many axes as it has, which its
/// shape must equal, and gives one dimension, its count of `true`s (read here where lengths
/// are known, once: the pick keeps the positions).
fn array_axis<'a, D: Length>(
    a: &'a Array,
    axes: &[D],
    axis: usize,
) -> Result<(D, Vec<D>, Pick<'a, D>)> {
    let dtype = a.dtype();
    if dtype == Dtype::Bool {
        let fits = a.shape().len() == axes.len()
            && a.shape()
                .iter()
                .zip(axes)
                .all(|(m, n)| n.known().is_none_or(|n| n == *m));
        if !fits {
            return Err(refuse(format!(
                "the boolean mask of shape {:?} does not match the axes {axis}.. it covers, \
                 of lengths {}",
                a.shape(),
                super::length::shown(axes)
            )));
        }
        let merged = super::length::element_count("get_item", axes)?;
        let mut read = None;
        let count = D::counted(|| {
            let positions = array_positions(a, axis, a.size())?;
            let count = positions.len();
            read = Some(positions);
            Ok(count)
        })?;
        // A type's count is unknown: its pick reads the mask if ever asked.
        let pick = read.map_or(Pick::Array(a), Pick::Positions);
        Ok((merged, vec![count], pick))
    } else if dtype.is_int() {
        let dims = a.shape().iter().map(|&n| D::of(n)).collect();
        Ok((axes[0], dims, Pick::Array(a)))
    } else {
        Err(refuse(format!(
            "an index array must be of an integer dtype or bool, not {dtype} (cast it with \
             astype)"
        )))
    }
}

/// The positions an index array gives along an axis of length `n`: a mask's `true`s (its
/// shape was checked against the axes), or an integer array's elements (negative from the
/// end; out of range an error naming `axis`).
fn array_positions(a: &Array, axis: usize, n: usize) -> Result<Vec<usize>> {
    let host = a.to_host()?;
    let mut v = crate::alloc::result_vec("get_item", &[host.data().len()])?;
    match host.data() {
        HostData::Bool(mask) => v.extend(mask.iter().enumerate().filter(|m| *m.1).map(|m| m.0)),
        HostData::Uint64(u) => {
            for &i in u {
                // Beyond i64::MAX is out of range of every axis.
                v.push(position(i.min(i64::MAX as u64) as i64, axis, n)?);
            }
        }
        _ => {
            let (_, data) = host.astype(Dtype::Int64)?.into_parts();
            let HostData::Int64(ints) = data else {
                unreachable!("astype(int64) gives int64")
            };
            for i in ints {
                v.push(position(i, axis, n)?);
            }
        }
    }
    Ok(v)
}

/// Position `i` of an axis of length `n` (negative from the end), or the error naming `axis`.
fn position(i: i64, axis: usize, n: usize) -> Result<usize> {
    super::gather::index_position("get_item", i, axis, n)
}

/// What `index` (an integer or a slice) reads of axis `axis`, of length `n`.
fn pick<'a, D: Length>(index: Index<'a>, axis: usize, n: D) -> Result<Pick<'a, D>> {
    match index {
        Index::At(i) => match n.known() {
            // Checked by the call, which knows the length.
            None => Ok(Pick::At(0)),
            Some(n) => Ok(Pick::At(position(i as i64, axis, n)?)),
        },
        Index::Slice { start, stop, step } => {
            if step == 0 {
                // A value error, as Python's for `slice(0, 1, 0)`.
                return Err(Error::TypeRule {
                    function: "get_item",
                    message: format!("the slice on axis {axis} has step 0"),
                });
            }
            match n.known() {
                Some(n) => {
                    let (start, len) = run(start, stop, step, n);
                    // A run of one position or none has no use for its step: 1 keeps steps
                    // near the limits of `isize` away from the backends' arithmetic.
                    let step = if len <= 1 { 1 } else { step };
                    Ok(Pick::Run {
                        start,
                        step,
                        len: D::of(len),
                    })
                }
                // Any slice of an axis of unknown length has an unknown length.
                None => Ok(Pick::Run {
                    start: 0,
                    step,
                    len: n,
                }),
            }
        }
        Index::NewAxis | Index::Ellipsis | Index::Array(_) => {
            unreachable!("resolved by the caller")
        }
    }
}

/// Python's `slice(start, stop, step).indices(n)`: the first position and the count.
fn run(start: Option<isize>, stop: Option<isize>, step: isize, n: usize) -> (usize, usize) {
    // Lengths of arrays fit isize.
    let n = n as isize;
    let bound = |v: Option<isize>, default: isize, low: isize, high: isize| match v {
        None => default,
        Some(v) if v < 0 => (v + n).max(low),
        Some(v) => v.min(high),
    };
    let (first, end) = if step > 0 {
        (bound(start, 0, 0, n), bound(stop, n, 0, n))
    } else {
        (bound(start, n - 1, -1, n - 1), bound(stop, -1, -1, n - 1))
    };
    // The distance to cover over the step's size, rounded up: never beyond the axis, whatever
    // the step (`isize::MIN` has no negation, and `end - first + step` could overflow).
    let distance = if step > 0 { end - first } else { first - end };
    let len = if distance > 0 {
        (distance - 1) as usize / step.unsigned_abs() + 1
    } else {
        0
    };
    // An empty run reads nothing: its start is never used.
    (first.max(0) as usize, len)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tensor_type::Dim;

    fn slice(start: Option<isize>, stop: Option<isize>, step: isize) -> Index<'static> {
        Index::Slice { start, stop, step }
    }

    fn positions(n: usize, index: Index) -> Vec<usize> {
        pick(index, 0, n).unwrap().positions(0, n).unwrap()
    }

    /// Python: list(range(5))[s] for each slice s, by hand.
    #[test]
    fn slices_read_what_python_reads() {
        assert_eq!(positions(5, slice(None, None, 1)), [0, 1, 2, 3, 4]);
        assert_eq!(positions(5, slice(Some(1), Some(4), 1)), [1, 2, 3]);
        assert_eq!(positions(5, slice(None, None, 2)), [0, 2, 4]);
        assert_eq!(positions(5, slice(None, None, -1)), [4, 3, 2, 1, 0]);
        assert_eq!(positions(5, slice(None, None, -2)), [4, 2, 0]);
        assert_eq!(positions(5, slice(Some(-2), None, 1)), [3, 4]);
        assert_eq!(positions(5, slice(Some(3), Some(0), -1)), [3, 2, 1]);
        assert_eq!(positions(5, slice(Some(-1), Some(-4), -2)), [4, 2]);
        assert_eq!(positions(5, slice(Some(10), None, 1)), Vec::<usize>::new());
        assert_eq!(positions(5, slice(Some(-10), Some(2), 1)), [0, 1]);
        assert_eq!(positions(5, slice(Some(10), None, -1)), [4, 3, 2, 1, 0]);
        assert_eq!(
            positions(5, slice(Some(2), Some(2), 1)),
            Vec::<usize>::new()
        );
        assert_eq!(positions(0, slice(None, None, -1)), Vec::<usize>::new());
        assert_eq!(positions(5, Index::At(-1)), [4]);
    }

    #[test]
    fn a_query_names_axes_in_order_with_new_axes_and_one_ellipsis() {
        let whole = slice(None, None, 1);
        // x[None, ..., 0] of 2 x 3 x 4: [1, 2, 3].
        let plan = resolve(
            &[2usize, 3, 4],
            &[Index::NewAxis, Index::Ellipsis, Index::At(0)],
        );
        assert_eq!(plan.unwrap().shape, [1, 2, 3]);
        // x[1] of 2 x 3: [3]; x[:, None] of 2 x 3: [2, 1, 3].
        assert_eq!(resolve(&[2usize, 3], &[Index::At(1)]).unwrap().shape, [3]);
        let plan = resolve(&[2usize, 3], &[whole, Index::NewAxis]).unwrap();
        assert_eq!(plan.shape, [2, 1, 3]);
        // x[()] of a 0-d array is itself; x[None] of it is [1].
        assert_eq!(
            resolve::<usize>(&[], &[]).unwrap().shape,
            Vec::<usize>::new()
        );
        assert_eq!(resolve::<usize>(&[], &[Index::NewAxis]).unwrap().shape, [1]);
    }

    #[test]
    fn bad_queries_name_the_axis_and_what_is_accepted() {
        let e = resolve(&[2usize, 3], &[Index::At(0), Index::At(3)]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "get_item: index 3 is out of range for axis 1 of length 3 (valid: -3 to 2)"
        );
        // Queries that do not fit the array are index errors (NumPy's `IndexError`); a slice
        // step of 0 is a value error, as Python's.
        let e = resolve(&[2usize], &[Index::At(0), Index::At(0)]).unwrap_err();
        assert!(e.to_string().contains("too many indices"), "{e}");
        assert_eq!(e.category(), crate::error::ErrorCategory::Index);
        let e = resolve(&[2usize], &[Index::Ellipsis, Index::Ellipsis]).unwrap_err();
        assert!(e.to_string().contains("one ellipsis"), "{e}");
        assert_eq!(e.category(), crate::error::ErrorCategory::Index);
        let e = resolve(&[2usize], &[slice(None, None, 0)]).unwrap_err();
        assert!(e.to_string().contains("step 0"), "{e}");
        assert_eq!(e.category(), crate::error::ErrorCategory::Value);
    }

    #[test]
    fn unknown_lengths_stay_unknown_unless_the_axis_is_whole_or_goes() {
        let dims: [Dim; 3] = [None, Some(4), None];
        let plan = resolve(
            &dims,
            &[slice(None, None, 1), slice(None, None, 2), Index::At(5)],
        );
        assert_eq!(plan.unwrap().shape, [None, Some(2)]);
        let plan = resolve(&dims, &[slice(Some(1), None, 1)]).unwrap();
        assert_eq!(plan.shape, [None, Some(4), None]);
    }
}
