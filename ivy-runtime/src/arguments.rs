//! The argument types of the library's functions that are not arrays, dtypes or numbers:
//! indexing queries ([`Index`]), `tensordot`'s axes, `split`'s sections, `pad`'s mode and a
//! convolution's padding.
//! The declarations take them and the shape rules read them, so they sit below both.

use crate::array::Array;

/// One entry of an indexing query, as NumPy reads `x[...]`; `ivy::s![..]` builds a query from
/// Rust syntax (`s![1, ..;2, NewAxis, ..., &mask]`).
#[derive(Clone, Copy, Debug)]
pub enum Index<'a> {
    /// One position (negative counts from the end): the axis leaves the result.
    At(isize),
    /// Positions from `start` toward `stop` (exclusive) by `step`, as a Python slice: a
    /// missing bound is the axis's end in the step's direction, negative bounds count from the
    /// end, bounds beyond the axis are clamped; `step` is not 0 (negative walks backward).
    Slice {
        /// The first position, if given.
        start: Option<isize>,
        /// The position the run stops before, if given.
        stop: Option<isize>,
        /// The distance between positions.
        step: isize,
    },
    /// A new axis of length 1.
    NewAxis,
    /// As many whole axes as the rest of the query leaves unnamed (at most one per query).
    Ellipsis,
    /// An index array: an integer array picks the positions of its elements along one axis
    /// (negative from the end); a boolean mask picks the positions of its `true`s over as
    /// many axes as it has, which its shape must equal. A query's index arrays broadcast
    /// together (NumPy's advanced indexing).
    Array(&'a Array),
}

impl<'a> From<&'a Array> for Index<'a> {
    fn from(a: &'a Array) -> Index<'a> {
        Index::Array(a)
    }
}

impl<'a> Index<'a> {
    /// This slice with another step (`s![..;2]`); any other index is unchanged.
    pub const fn step_by(self, step: isize) -> Index<'a> {
        match self {
            Index::Slice { start, stop, .. } => Index::Slice { start, stop, step },
            other => other,
        }
    }
}

/// A query `ivy::s![..]` builds: its [`Index`]es, read as a slice of them (`Deref<Target =
/// [Index]>`). `s![..]` evaluates to a reference to one, so that a function taking a query
/// (`&[Index]`) takes it as it is or by reference, as ndarray's `slice` takes `s![..]` and
/// `&s![..]`: `get_item(&x, s![0])` and `get_item(&x, &s![0])` are the same call.
#[derive(Clone, Copy, Debug)]
pub struct Query<'a, const N: usize>(pub [Index<'a>; N]);

impl<'a, const N: usize> Query<'a, N> {
    /// Its indexes, as a function taking a query reads them.
    pub const fn as_slice(&self) -> &[Index<'a>] {
        &self.0
    }
}

impl<'a, const N: usize> std::ops::Deref for Query<'a, N> {
    type Target = [Index<'a>];
    fn deref(&self) -> &[Index<'a>] {
        &self.0
    }
}

impl<'a, const N: usize> AsRef<[Index<'a>]> for Query<'a, N> {
    fn as_ref(&self) -> &[Index<'a>] {
        &self.0
    }
}

/// A position or bound as an `isize`: one beyond `isize::MAX` (a `usize`) is clamped to it,
/// past the end of any axis, so that it reads as out of range or as the axis's end, as
/// Python reads a large integer, never wrapping to a negative position.
fn clamped<T: TryInto<isize>>(v: T) -> isize {
    v.try_into().unwrap_or(isize::MAX)
}

/// Positions and ranges of positions of the integer types a query is written with.
macro_rules! index_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Index<'_> {
            fn from(i: $t) -> Self {
                Index::At(clamped(i))
            }
        }

        impl From<std::ops::Range<$t>> for Index<'_> {
            fn from(r: std::ops::Range<$t>) -> Self {
                Index::Slice { start: Some(clamped(r.start)), stop: Some(clamped(r.end)), step: 1 }
            }
        }

        impl From<std::ops::RangeFrom<$t>> for Index<'_> {
            fn from(r: std::ops::RangeFrom<$t>) -> Self {
                Index::Slice { start: Some(clamped(r.start)), stop: None, step: 1 }
            }
        }

        impl From<std::ops::RangeTo<$t>> for Index<'_> {
            fn from(r: std::ops::RangeTo<$t>) -> Self {
                Index::Slice { start: None, stop: Some(clamped(r.end)), step: 1 }
            }
        }

        impl From<std::ops::RangeInclusive<$t>> for Index<'_> {
            /// `a..=b`: through `b` (to the end when `b` is -1, the last position, or when
            /// nothing lies past `b`).
            fn from(r: std::ops::RangeInclusive<$t>) -> Self {
                let end = clamped(*r.end());
                let stop = if end == -1 { None } else { end.checked_add(1) };
                Index::Slice { start: Some(clamped(*r.start())), stop, step: 1 }
            }
        }
    )*};
}

index_from!(isize, i32, i64, usize);

impl From<std::ops::RangeFull> for Index<'_> {
    fn from(_: std::ops::RangeFull) -> Self {
        Index::Slice {
            start: None,
            stop: None,
            step: 1,
        }
    }
}

/// The axes [`tensordot()`](crate::functional::tensordot()) contracts: Ivy's `axes`, an integer or a pair of axis lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TensordotAxes<'a> {
    /// The last `n` axes of `x1` with the first `n` of `x2`, in order (`0`: the outer product).
    Count(usize),
    /// `x1`'s axes with `x2`'s, pair by pair (negative axes count from the end).
    Pairs(&'a [isize], &'a [isize]),
}

impl From<usize> for TensordotAxes<'_> {
    fn from(n: usize) -> Self {
        TensordotAxes::Count(n)
    }
}

/// How [`split()`](crate::functional::split()) divides an axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sections<'a> {
    /// Into this many sections of equal length (see [`split()`](crate::functional::split())'s `with_remainder`).
    Count(usize),
    /// Into sections of these lengths, which sum to the axis's length.
    Sizes(&'a [usize]),
}

/// The bins of [`histogram()`](crate::functional::histogram()) (NumPy's and Ivy's `bins`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum HistogramBins<'a> {
    /// This many bins of equal width over the range (the least and the greatest value of the
    /// data if none is given).
    Count(usize),
    /// The bin edges, increasing: `n + 1` edges make `n` bins, each holding its left edge and,
    /// the last, its right edge too.
    Edges(&'a [f64]),
}

/// How [`pad()`](crate::functional::pad()) fills the added elements (NumPy's modes of the same names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PadMode {
    /// `constant_values`.
    Constant,
    /// The edge element of the axis, repeated.
    Edge,
    /// The axis mirrored about its edge element, which is not repeated (`[1, 2, 3]` padded
    /// by 2 before: `3, 2, 1, 2, 3`).
    Reflect,
    /// The axis mirrored about its edge, the edge element repeated (`2, 1, 1, 2, 3`).
    Symmetric,
    /// The axis continued from its other end (`2, 3, 1, 2, 3`).
    Wrap,
}

/// The padding of a convolution or pooling window (Ivy's `padding`: `"SAME"`, `"VALID"`, or
/// explicit pairs; from a dynamic call, such as Python's, a number or a list of one number per
/// spatial axis is a pair of that number on each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConvPadding<'a> {
    /// As many outputs as `ceil(length / stride)`: the padding that needs, split with the
    /// smaller half before (TensorFlow's and Ivy's rule; an even window pads more at the end).
    Same,
    /// No padding: only windows wholly inside the input.
    Valid,
    /// `(before, after)` zeros on each spatial axis: one pair for every axis, or one per axis.
    Explicit(&'a [(usize, usize)]),
}
