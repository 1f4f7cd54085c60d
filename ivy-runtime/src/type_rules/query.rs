//! The shape rule of [`get_item`](crate::get_item): a query of basic indices ([`Index`]),
//! resolved against a shape as NumPy resolves `x[...]`, once for the kernels (known lengths:
//! the positions each axis reads) and for `output_type` (lengths that may be unknown).

use super::length::Length;
use crate::error::{Error, Result};
use crate::functional::Index;

/// What one axis of the input gives the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick<D> {
    /// The positions `start, start + step, ...` (`len` of them): an axis of the result. The
    /// start is meaningful only where the axis's length is known.
    Run {
        /// The first position read.
        start: usize,
        /// The distance between positions read (negative walks backward).
        step: isize,
        /// How many positions.
        len: D,
    },
    /// One position: the axis leaves the result.
    At(usize),
}

impl Pick<usize> {
    /// The positions read, in order (`Run` only; `At` reads one).
    pub fn positions(self) -> impl ExactSizeIterator<Item = usize> {
        let (start, step, len) = match self {
            Pick::Run { start, step, len } => (start, step, len),
            Pick::At(i) => (i, 1, 1),
        };
        // Every position is in 0..n, so the arithmetic stays in range.
        (0..len).map(move |k| (start as isize + k as isize * step) as usize)
    }

    /// Whether the whole axis of length `n` is read in order (no copy needed for it).
    pub fn is_whole(self, n: usize) -> bool {
        matches!(self, Pick::Run { start: 0, step: 1, len } if len == n)
    }
}

/// A query resolved against a shape: a pick per input axis, and the result's shape (the
/// runs, in order, with a length-1 axis for each [`Index::NewAxis`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueryPlan<D> {
    /// One per axis of the input.
    pub picks: Vec<Pick<D>>,
    /// The result's shape.
    pub shape: Vec<D>,
}

/// An error of `get_item`'s query.
fn refuse(message: String) -> Error {
    Error::TypeRule {
        function: "get_item",
        message,
    }
}

/// `query` resolved against `shape`, as NumPy's basic indexing: an integer picks one position
/// (negative from the end; out of range is an error naming the axis and its length), a slice
/// a run of positions (Python's `slice.indices`: bounds clamped, a step of 0 an error), a new
/// axis inserts a length-1 axis, one ellipsis stands for as many whole axes as the query
/// leaves unnamed, and axes after the query's end are whole.
///
/// ```
/// use ivy_runtime::{Index, type_rules::query};
///
/// // x[1, ::-2] of a 3 x 5 array: row 1, columns 4, 2, 0.
/// let plan = query::resolve(&[3usize, 5], &[Index::At(1), Index::Slice { start: None, stop: None, step: -2 }])?;
/// assert_eq!(plan.shape, [3]);
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn resolve<D: Length>(shape: &[D], query: &[Index]) -> Result<QueryPlan<D>> {
    let ellipses = query.iter().filter(|i| **i == Index::Ellipsis).count();
    if ellipses > 1 {
        return Err(refuse(format!(
            "a query has at most one ellipsis; {ellipses} given"
        )));
    }
    let named = query
        .iter()
        .filter(|i| !matches!(i, Index::NewAxis | Index::Ellipsis))
        .count();
    if named > shape.len() {
        return Err(refuse(format!(
            "too many indices: the array has {} dimensions, the query names {named}",
            shape.len()
        )));
    }
    let mut plan = QueryPlan {
        picks: Vec::with_capacity(shape.len()),
        shape: Vec::with_capacity(shape.len() + query.len()),
    };
    let whole = Index::Slice {
        start: None,
        stop: None,
        step: 1,
    };
    let mut axis = 0;
    let mut take = |index: Index, plan: &mut QueryPlan<D>| -> Result<()> {
        let pick = pick(index, axis, shape[axis])?;
        if let Pick::Run { len, .. } = pick {
            plan.shape.push(len);
        }
        plan.picks.push(pick);
        axis += 1;
        Ok(())
    };
    for &index in query {
        match index {
            Index::NewAxis => plan.shape.push(D::of(1)),
            Index::Ellipsis => {
                for _ in 0..shape.len() - named {
                    take(whole, &mut plan)?;
                }
            }
            index => take(index, &mut plan)?,
        }
    }
    while plan.picks.len() < shape.len() {
        take(whole, &mut plan)?;
    }
    Ok(plan)
}

/// What `index` reads of axis `axis`, of length `n`.
fn pick<D: Length>(index: Index, axis: usize, n: D) -> Result<Pick<D>> {
    match index {
        Index::At(i) => {
            let Some(n) = n.known() else {
                // Checked by the call, which knows the length.
                return Ok(Pick::At(0));
            };
            let position = if i < 0 { i + n as isize } else { i };
            if position < 0 || position >= n as isize {
                return Err(refuse(format!(
                    "index {i} is out of range for axis {axis} of length {n} (valid: {} to {})",
                    -(n as isize),
                    n as isize - 1
                )));
            }
            Ok(Pick::At(position as usize))
        }
        Index::Slice { start, stop, step } => {
            if step == 0 {
                return Err(refuse(format!("the slice on axis {axis} has step 0")));
            }
            match n.known() {
                Some(n) => {
                    let (start, len) = run(start, stop, step, n);
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
        Index::NewAxis | Index::Ellipsis => unreachable!("resolved by the caller"),
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
    let len = if step > 0 && end > first {
        (end - first + step - 1) / step
    } else if step < 0 && first > end {
        (first - end - step - 1) / -step
    } else {
        0
    };
    // An empty run reads nothing: its start is never used.
    (first.max(0) as usize, len as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tensor_type::Dim;

    fn slice(start: Option<isize>, stop: Option<isize>, step: isize) -> Index {
        Index::Slice { start, stop, step }
    }

    fn positions(n: usize, index: Index) -> Vec<usize> {
        pick(index, 0, n).unwrap().positions().collect()
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
        let e = resolve(&[2usize], &[Index::At(0), Index::At(0)]).unwrap_err();
        assert!(e.to_string().contains("too many indices"), "{e}");
        let e = resolve(&[2usize], &[Index::Ellipsis, Index::Ellipsis]).unwrap_err();
        assert!(e.to_string().contains("one ellipsis"), "{e}");
        let e = resolve(&[2usize], &[slice(None, None, 0)]).unwrap_err();
        assert!(e.to_string().contains("step 0"), "{e}");
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
