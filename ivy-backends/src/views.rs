//! Basic queries as views: a `get_item` query of integers, slices, new axes and an ellipsis
//! (no index array) reads every axis at evenly spaced positions, which a strided layout over
//! the input's own buffer can express without copying an element. Both backends read such a
//! query as the list of [`ViewAxis`] here, in the query's order, and build the view with their
//! own layout operations (ndarray's `slice_move`, candle's `narrow`/`squeeze`/`unsqueeze`).

use ivy_runtime::Index;
use ivy_runtime::type_rules::query::{Pick, QueryPlan};

/// What one entry of a basic query does, in the query's order (an ellipsis and the axes after
/// the query expanded into whole runs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ViewAxis {
    /// The next input axis, read at `start, start + step, ...` (`len` positions, all in
    /// range; `start` is 0 when `len` is).
    Run {
        /// The first position read.
        start: usize,
        /// The distance between positions (negative walks backward).
        step: isize,
        /// How many positions.
        len: usize,
    },
    /// The next input axis, read at one position: it is not in the result.
    At(usize),
    /// A new axis of length 1 in the result.
    New,
}

/// The axes of `query` (resolved as `plan`) as a view, in the query's order; `None` when the
/// query holds an index array (a mask or integer array: its picks are copied).
pub(crate) fn basic_view(
    plan: &QueryPlan<'_, usize>,
    query: &[Index<'_>],
) -> Option<Vec<ViewAxis>> {
    if !plan.arrays.is_empty() {
        return None;
    }
    let mut picks = plan.picks.iter().map(|pick| match *pick {
        Pick::Run { start, step, len } => Some(ViewAxis::Run {
            start: if len == 0 { 0 } else { start },
            step,
            len,
        }),
        Pick::At(i) => Some(ViewAxis::At(i)),
        Pick::Array(_) | Pick::Positions(_) => None,
    });
    let named = query
        .iter()
        .filter(|i| !matches!(i, Index::NewAxis | Index::Ellipsis))
        .count();
    let mut axes = Vec::with_capacity(query.len() + plan.picks.len());
    for index in query {
        match index {
            Index::NewAxis => axes.push(ViewAxis::New),
            Index::Ellipsis => {
                for _ in 0..plan.picks.len().saturating_sub(named) {
                    axes.push(picks.next()??);
                }
            }
            _ => axes.push(picks.next()??),
        }
    }
    for pick in picks {
        axes.push(pick?);
    }
    Some(axes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ivy_runtime::type_rules::query;

    fn slice(start: Option<isize>, stop: Option<isize>, step: isize) -> Index<'static> {
        Index::Slice { start, stop, step }
    }

    #[test]
    fn a_basic_query_reads_as_numpy_resolves_it() {
        use ViewAxis::{At, New, Run};
        // x[NewAxis, ..., 1, ::-2] of a 2 x 3 x 5 array: a new axis, axis 0 whole, row 1,
        // columns 4, 2, 0.
        let q = [
            Index::NewAxis,
            Index::Ellipsis,
            Index::At(1),
            slice(None, None, -2),
        ];
        let plan = query::resolve(&[2usize, 3, 5], &q).unwrap();
        let axes = basic_view(&plan, &q).unwrap();
        let expected = [
            New,
            Run {
                start: 0,
                step: 1,
                len: 2,
            },
            At(1),
            Run {
                start: 4,
                step: -2,
                len: 3,
            },
        ];
        assert_eq!(axes, expected);
        // x[-1] of the same: the axes after the query whole; an empty run starts at 0.
        let q = [Index::At(-1), slice(Some(3), Some(1), 1)];
        let plan = query::resolve(&[2usize, 3, 5], &q).unwrap();
        let expected = [
            At(1),
            Run {
                start: 0,
                step: 1,
                len: 0,
            },
            Run {
                start: 0,
                step: 1,
                len: 5,
            },
        ];
        assert_eq!(basic_view(&plan, &q).unwrap(), expected);
    }
}
