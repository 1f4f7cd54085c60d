//! NumPy's sort order over every element type, which sorting, searching, extremes and unique
//! values are written over once.

use num_complex::Complex;
use num_traits::Float;

use super::RealElem;
use ivy_runtime::HostElement;

/// An element type in NumPy's sort order, a total order: numbers by value, `NaN` after every
/// number (`-0.0` and `0.0` equal); `false` before `true`; complex numbers by real part, then
/// imaginary part, a `NaN` part after every number. Sorting, searching, extremes and unique
/// values are written once over it, for both backends.
pub trait SortElem: HostElement {
    /// `self` against `other` in NumPy's sort order.
    fn sort_cmp(&self, other: &Self) -> std::cmp::Ordering;

    /// Whether the value is `NaN` (for complex: either part is): a value never equal to
    /// another, even in the same order position.
    fn is_nan_value(&self) -> bool;
}

/// `a` against `b` with `NaN` after every number.
fn nan_last<T: PartialOrd>(a: &T, b: &T) -> std::cmp::Ordering {
    #[allow(clippy::eq_op)] // `x != x` is the NaN test of any `PartialOrd` type
    let nan = |x: &T| x != x;
    a.partial_cmp(b).unwrap_or_else(|| nan(a).cmp(&nan(b)))
}

impl<T: RealElem> SortElem for T {
    #[inline]
    fn sort_cmp(&self, other: &Self) -> std::cmp::Ordering {
        nan_last(self, other)
    }
    #[inline]
    #[allow(clippy::eq_op)]
    fn is_nan_value(&self) -> bool {
        self != self
    }
}

impl SortElem for bool {
    #[inline]
    fn sort_cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.cmp(other)
    }
    #[inline]
    fn is_nan_value(&self) -> bool {
        false
    }
}

impl<R: Float> SortElem for Complex<R>
where
    Complex<R>: HostElement,
{
    #[inline]
    fn sort_cmp(&self, other: &Self) -> std::cmp::Ordering {
        nan_last(&self.re, &other.re).then_with(|| nan_last(&self.im, &other.im))
    }
    #[inline]
    fn is_nan_value(&self) -> bool {
        self.re.is_nan() || self.im.is_nan()
    }
}
