//! Searching, sorting and unique values over an array's elements in row-major order, written
//! once over [`SortElem`] (NumPy's order) and run by both backends' kernels: ndarray hands over
//! its elements in standard layout, candle its CPU storage. Each returns plain vectors and the
//! result's shape; the kernel wraps them. Positions are `i64`, as the `int64` results hold them.

use std::borrow::Cow;
use std::cmp::Ordering;

use ivy_runtime::type_rules::reduced_shape;
use ivy_runtime::{Error, HostElement, Result, Side, element_count};

use crate::elem::SortElem;
use crate::routines::reductions::reduction_axis;

/// The elements of an ndarray array in row-major order: borrowed when it is in standard
/// layout, else copied out in that order, into memory allocated fallibly (for `function`).
pub(crate) fn of_ndarray<'a, T: Clone>(
    function: &'static str,
    a: &'a ndarray::ArrayRefD<T>,
) -> Result<Cow<'a, [T]>> {
    Ok(match a.as_slice() {
        Some(s) => Cow::Borrowed(s),
        None => Cow::Owned(crate::loops::arrays::row_major_vec(function, a)?),
    })
}

/// The sizes before, along and after `axis` of `shape` (one axis over every element when
/// `None`): the element at `(o, j, i)` is at `(o * n + j) * inner + i`.
pub(crate) fn lanes(shape: &[usize], axis: Option<usize>) -> (usize, usize, usize) {
    match axis {
        None => (1, shape.iter().product(), 1),
        Some(a) => (
            shape[..a].iter().product(),
            shape[a],
            shape[a + 1..].iter().product(),
        ),
    }
}

/// A position as an `i64` (every position of an addressable array fits).
fn pos(i: usize) -> i64 {
    i64::try_from(i).unwrap_or(i64::MAX)
}

/// Which extreme [`arg_extreme`] looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Extreme {
    /// The largest (`argmax`).
    Max,
    /// The smallest (`argmin`).
    Min,
}

impl Extreme {
    fn name(self) -> &'static str {
        match self {
            Extreme::Max => "argmax",
            Extreme::Min => "argmin",
        }
    }

    /// Whether `a` is more extreme than `b` (`Greater`): a `NaN` is the most extreme value
    /// either way, as NumPy's `argmax` and `argmin` find the first `NaN`.
    fn rank<T: SortElem>(self, a: &T, b: &T) -> Ordering {
        match (a.is_nan_value(), b.is_nan_value(), self) {
            (true, true, _) => Ordering::Equal,
            (true, false, _) => Ordering::Greater,
            (false, true, _) => Ordering::Less,
            (false, false, Extreme::Max) => a.sort_cmp(b),
            (false, false, Extreme::Min) => b.sort_cmp(a),
        }
    }
}

/// An `argmax` or `argmin` call, its axis checked: [`arg_extreme`] with these arguments,
/// which each backend's kernel runs on its elements.
pub(crate) struct ArgExtreme {
    axis: Option<usize>,
    keepdims: bool,
    extreme: Extreme,
    last: bool,
}

impl ArgExtreme {
    /// The call (`argmax` or `argmin`, by `extreme`) over `axis` (negative counts from the
    /// end) of an array of `ndim` axes; an error if the axis is out of range.
    pub(crate) fn new(
        axis: Option<isize>,
        ndim: usize,
        keepdims: bool,
        extreme: Extreme,
        last: bool,
    ) -> Result<Self> {
        let axis = reduction_axis(extreme.name(), axis, ndim)?;
        Ok(ArgExtreme {
            axis,
            keepdims,
            extreme,
            last,
        })
    }

    /// The function called: `argmax` or `argmin`.
    pub(crate) fn name(&self) -> &'static str {
        self.extreme.name()
    }

    /// [`arg_extreme`] of `x`, of `shape`.
    pub(crate) fn positions<T: SortElem>(
        &self,
        x: &[T],
        shape: &[usize],
    ) -> Result<(Vec<i64>, Vec<usize>)> {
        arg_extreme(x, shape, self.axis, self.keepdims, self.extreme, self.last)
    }
}

/// The position of the most `extreme` element along `axis` (of all elements if `None`): the
/// first of equal ones, or the last if `last`. The result's shape drops the axis (every axis if
/// `None`), or keeps it as length 1 if `keepdims`. An empty axis with positions to fill is an
/// error.
pub(crate) fn arg_extreme<T: SortElem>(
    x: &[T],
    shape: &[usize],
    axis: Option<usize>,
    keepdims: bool,
    extreme: Extreme,
    last: bool,
) -> Result<(Vec<i64>, Vec<usize>)> {
    let (outer, n, inner) = lanes(shape, axis);
    let out_shape = reduced_shape(shape, axis.as_ref().map(std::slice::from_ref), keepdims);
    let count = outer * inner;
    if n == 0 && count > 0 {
        let along = axis.map_or("the array".to_owned(), |a| format!("axis {a}"));
        return Err(Error::InvalidInput(format!(
            "{}: {along} is empty (shape {shape:?}), so it has no {} element; give an axis of \
             length 1 or more",
            extreme.name(),
            if extreme == Extreme::Max {
                "largest"
            } else {
                "smallest"
            }
        )));
    }
    let mut out = Vec::with_capacity(count);
    for o in 0..outer {
        for i in 0..inner {
            let at = |j: usize| &x[(o * n + j) * inner + i];
            let mut best = 0;
            for j in 1..n {
                match extreme.rank(at(j), at(best)) {
                    Ordering::Greater => best = j,
                    Ordering::Equal if last => best = j,
                    _ => {}
                }
            }
            out.push(pos(best));
        }
    }
    Ok((out, out_shape))
}

/// For each lane along `axis`, the positions that sort it (stable: equal elements keep their
/// order), laid out as the lanes are: `perm[(o * n + k) * inner + i]` is the position in its
/// lane of the `k`-th element in order. `function` names the call in a memory error.
pub(crate) fn sorting_permutation<T: SortElem>(
    function: &'static str,
    x: &[T],
    shape: &[usize],
    axis: usize,
    descending: bool,
) -> Result<Vec<usize>> {
    let (outer, n, inner) = lanes(shape, Some(axis));
    let mut perm = ivy_runtime::result_vec(function, &[x.len()])?;
    perm.resize(x.len(), 0);
    let mut lane: Vec<usize> = ivy_runtime::result_vec(function, &[n])?;
    for o in 0..outer {
        for i in 0..inner {
            let at = |j: usize| &x[(o * n + j) * inner + i];
            lane.clear();
            lane.extend(0..n);
            if descending {
                lane.sort_by(|&a, &b| at(b).sort_cmp(at(a)));
            } else {
                lane.sort_by(|&a, &b| at(a).sort_cmp(at(b)));
            }
            for (k, &j) in lane.iter().enumerate() {
                perm[(o * n + k) * inner + i] = j;
            }
        }
    }
    Ok(perm)
}

/// `x` sorted along `axis` (see [`sorting_permutation`]).
pub(crate) fn sorted<T: SortElem>(
    x: &[T],
    shape: &[usize],
    axis: usize,
    descending: bool,
) -> Result<Vec<T>> {
    const F: &str = "sort";
    let (_, n, inner) = lanes(shape, Some(axis));
    let perm = sorting_permutation(F, x, shape, axis, descending)?;
    let mut out = ivy_runtime::result_vec(F, shape)?;
    out.extend(perm.iter().enumerate().map(|(at, &j)| {
        // The lane's start: `at` less its own position along the axis.
        let (o, i) = (at / inner / n.max(1), at % inner);
        x[(o * n + j) * inner + i]
    }));
    Ok(out)
}

/// The positions that sort `x` along `axis`, as `i64`.
pub(crate) fn argsorted<T: SortElem>(
    x: &[T],
    shape: &[usize],
    axis: usize,
    descending: bool,
) -> Result<Vec<i64>> {
    const F: &str = "argsort";
    let perm = sorting_permutation(F, x, shape, axis, descending)?;
    let mut out = ivy_runtime::result_vec(F, shape)?;
    out.extend(perm.into_iter().map(pos));
    Ok(out)
}

/// Why `searchsorted` refuses an `x` of `shape`.
pub(crate) fn not_1d(shape: &[usize]) -> String {
    format!("`x` has the shape {shape:?}; give a sorted 1-d array")
}

/// Where each of `v` goes in the sorted `x` (see [`Side`]). An unsorted `x` gives some
/// positions in `0..=x.len()`, never a panic.
pub(crate) fn insertion_points<T: SortElem>(x: &[T], v: &[T], side: Side) -> Vec<i64> {
    v.iter()
        .map(|e| {
            pos(match side {
                Side::Left => x.partition_point(|a| a.sort_cmp(e) == Ordering::Less),
                Side::Right => x.partition_point(|a| a.sort_cmp(e) != Ordering::Greater),
            })
        })
        .collect()
}

/// The unique values of some elements and what `unique_all` says about them.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Unique<T> {
    /// The unique values, sorted (each `NaN` its own value).
    pub(crate) values: Vec<T>,
    /// The position of each value's first occurrence.
    pub(crate) indices: Vec<i64>,
    /// For each element, the position of its value in `values`.
    pub(crate) inverse: Vec<i64>,
    /// How many elements have each value.
    pub(crate) counts: Vec<i64>,
}

/// The unique values of `x` (see [`Unique`]); `function` names the call in a memory error.
pub(crate) fn unique<T: SortElem>(function: &'static str, x: &[T]) -> Result<Unique<T>> {
    let order = sorting_permutation(function, x, &[x.len()], 0, false)?;
    // Whether `e` repeats the value before it in order (each `NaN` is a value of its own).
    let repeats = |previous: Option<&T>, e: &T| {
        previous.is_some_and(|p| !e.is_nan_value() && p.sort_cmp(e) == Ordering::Equal)
    };
    // How many values there are, to allocate for them (fallibly) before collecting them.
    let mut count = 0;
    let mut previous: Option<&T> = None;
    for &j in &order {
        count += usize::from(!repeats(previous, &x[j]));
        previous = Some(&x[j]);
    }
    let mut u = Unique {
        values: ivy_runtime::result_vec(function, &[count])?,
        indices: ivy_runtime::result_vec(function, &[count])?,
        inverse: ivy_runtime::result_vec(function, &[x.len()])?,
        counts: ivy_runtime::result_vec(function, &[count])?,
    };
    u.inverse.resize(x.len(), 0);
    let mut previous: Option<&T> = None;
    for &j in &order {
        let e = &x[j];
        if repeats(previous, e) {
            if let Some(c) = u.counts.last_mut() {
                *c += 1;
            }
        } else {
            u.values.push(*e);
            // Sorting is stable: the first of a run of equal values comes first in `x`.
            u.indices.push(pos(j));
            u.counts.push(1);
        }
        u.inverse[j] = pos(u.values.len() - 1);
        previous = Some(e);
    }
    Ok(u)
}

/// Why `nonzero` refuses 0-d arrays.
pub(crate) const ZERO_D: &str = "a 0-d array has no axes to give positions along; use \
                                 argwhere, or expand_dims it to 1-d first";

/// The positions of the nonzero elements of `x` (of `shape`), one row of `shape.len()`
/// coordinates per element in row-major order, and how many there are.
pub(crate) fn nonzero_rows<T: HostElement>(x: &[T], shape: &[usize]) -> (Vec<i64>, usize) {
    let ndim = shape.len();
    let mut rows = Vec::new();
    let mut count = 0;
    let mut index = vec![0usize; ndim];
    for &e in x {
        if e.is_nonzero() {
            rows.extend(index.iter().map(|&i| pos(i)));
            count += 1;
        }
        // The next position in row-major order.
        for a in (0..ndim).rev() {
            index[a] += 1;
            if index[a] < shape[a] {
                break;
            }
            index[a] = 0;
        }
    }
    (rows, count)
}

/// `nonzero`'s arrays from [`nonzero_rows`]: one per axis, each of `size` entries when given
/// (cut, or padded with `fill_value`), else of `count`.
pub(crate) fn nonzero_columns(
    rows: &[i64],
    count: usize,
    ndim: usize,
    size: Option<usize>,
    fill_value: i64,
) -> Result<Vec<Vec<i64>>> {
    let len = size.unwrap_or(count);
    element_count("nonzero", &[len, ndim])?;
    (0..ndim)
        .map(|a| {
            let mut column = ivy_runtime::result_vec("nonzero", &[len])?;
            column.extend((0..len).map(|k| {
                if k < count {
                    rows[k * ndim + a]
                } else {
                    fill_value
                }
            }));
            Ok(column)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAN: f64 = f64::NAN;

    #[test]
    fn extremes_take_the_first_or_last_and_nan_wins() {
        let x = [1.0, 5.0, 5.0, NAN, 0.0, 2.0];
        let arg = |axis, extreme, last| {
            arg_extreme(&x, &[2, 3], axis, false, extreme, last)
                .unwrap()
                .0
        };
        assert_eq!(arg(Some(1), Extreme::Max, false), [1, 0]);
        assert_eq!(arg(Some(1), Extreme::Max, true), [2, 0]);
        assert_eq!(arg(Some(1), Extreme::Min, false), [0, 0]);
        assert_eq!(arg(Some(0), Extreme::Min, false), [1, 1, 1]);
        assert_eq!(arg(None, Extreme::Max, false), [3]);
        let (_, shape) = arg_extreme(&x, &[2, 3], Some(0), true, Extreme::Max, false).unwrap();
        assert_eq!(shape, [1, 3]);
        let e = arg_extreme::<f64>(&[], &[2, 0], Some(1), false, Extreme::Max, false);
        assert!(e.unwrap_err().to_string().contains("axis 1 is empty"));
        // No lanes to fill: an empty result, not an error.
        let (v, s) = arg_extreme::<f64>(&[], &[2, 0], Some(0), false, Extreme::Min, false).unwrap();
        assert!(v.is_empty());
        assert_eq!(s, [0]);
    }

    #[test]
    fn sorting_is_stable_with_nan_last_and_descending_reversed() {
        let x = [3.0, NAN, -0.0, 0.0, 1.0];
        assert_eq!(argsorted(&x, &[5], 0, false).unwrap(), [2, 3, 4, 0, 1]);
        assert_eq!(argsorted(&x, &[5], 0, true).unwrap(), [1, 0, 4, 2, 3]);
        let s = sorted(&x, &[5], 0, false).unwrap();
        assert_eq!(&s[..4], [-0.0, 0.0, 1.0, 3.0]);
        assert!(s[0].is_sign_negative() && s[4].is_nan());
        // Along axis 0 of a 2 x 2: each column sorts on its own.
        assert_eq!(
            sorted(&[4, 1, 2, 3], &[2, 2], 0, false).unwrap(),
            [2, 1, 4, 3]
        );
        assert_eq!(
            argsorted(&[4, 1, 2, 3], &[2, 2], 1, true).unwrap(),
            [0, 1, 1, 0]
        );
        assert!(sorted::<i32>(&[], &[2, 0], 1, false).unwrap().is_empty());
    }

    #[test]
    fn insertion_points_left_and_right() {
        let x = [1, 2, 2, 3];
        assert_eq!(insertion_points(&x, &[2, 0, 4], Side::Left), [1, 0, 4]);
        assert_eq!(insertion_points(&x, &[2, 0, 4], Side::Right), [3, 0, 4]);
        assert_eq!(insertion_points(&[1.0, NAN], &[NAN], Side::Left), [1]);
        assert_eq!(insertion_points::<u8>(&[], &[7], Side::Right), [0]);
    }

    #[test]
    fn unique_values_with_nan_apart() {
        let u = unique("unique_all", &[2.0, NAN, 1.0, 2.0, NAN]).unwrap();
        assert_eq!(&u.values[..2], [1.0, 2.0]);
        assert!(u.values[2].is_nan() && u.values[3].is_nan() && u.values.len() == 4);
        assert_eq!(u.indices, [2, 0, 1, 4]);
        assert_eq!(u.inverse, [1, 2, 0, 1, 3]);
        assert_eq!(u.counts, [1, 2, 1, 1]);
        let e = unique::<bool>("unique_all", &[]).unwrap();
        assert!(e.values.is_empty() && e.inverse.is_empty());
    }

    #[test]
    fn nonzero_positions_in_row_major_order() {
        // [[0, 3, 4], [0, 0, 5]]: nonzero at (0, 1), (0, 2), (1, 2).
        let (rows, n) = nonzero_rows(&[0, 3, 4, 0, 0, 5], &[2, 3]);
        assert_eq!((rows.as_slice(), n), (&[0, 1, 0, 2, 1, 2][..], 3));
        let cols = nonzero_columns(&rows, n, 2, None, 0).unwrap();
        assert_eq!(cols, [vec![0, 0, 1], vec![1, 2, 2]]);
        let cols = nonzero_columns(&rows, n, 2, Some(4), -1).unwrap();
        assert_eq!(cols, [vec![0, 0, 1, -1], vec![1, 2, 2, -1]]);
        let cols = nonzero_columns(&rows, n, 2, Some(1), -1).unwrap();
        assert_eq!(cols, [vec![0], vec![1]]);
        let (rows, n) = nonzero_rows(&[f64::NAN, -0.0], &[2]);
        assert_eq!((rows, n), (vec![0], 1));
        assert_eq!(nonzero_rows(&[true], &[]), (vec![], 1));
    }
}
