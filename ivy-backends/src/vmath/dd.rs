//! Unevaluated sums of two floats (`hi + lo`, "double-word" arithmetic): the error-free
//! transformations the kernels use to carry about twice the working precision through the
//! few steps where one rounding would cost too much.

/// The operations, for `f32` and `f64`.
pub(super) trait DoubleWord: Copy {
    /// `a + b` as `(s, e)` with `s = fl(a + b)` and `s + e = a + b` exactly (Knuth's TwoSum;
    /// no condition on the operands).
    fn two_sum(a: Self, b: Self) -> (Self, Self);
    /// [`Self::two_sum`] for `|a| >= |b|` (or `a = 0`), in three operations (Dekker).
    fn fast_two_sum(a: Self, b: Self) -> (Self, Self);
    /// `(nh + nl) / (dh + dl)` rounded, for tails below an ulp of their heads (as
    /// [`Self::two_sum`] leaves them): one division for `1 / dh`, then one Newton correction
    /// with the remainder of `nh` (exact, by an FMA) and the tails. The error is half an ulp
    /// of the final rounding plus the relative errors of the two double-words, plus terms of
    /// the order of the square of the working precision.
    fn div(nh: Self, nl: Self, dh: Self, dl: Self) -> Self;
}

macro_rules! double_word {
    ($($t:ty),*) => {$(
        impl DoubleWord for $t {
            #[inline(always)]
            fn two_sum(a: $t, b: $t) -> ($t, $t) {
                let s = a + b;
                let bb = s - a;
                (s, (a - (s - bb)) + (b - bb))
            }
            #[inline(always)]
            fn fast_two_sum(a: $t, b: $t) -> ($t, $t) {
                let s = a + b;
                (s, b - (s - a))
            }
            #[inline(always)]
            fn div(nh: $t, nl: $t, dh: $t, dl: $t) -> $t {
                let inv = 1.0 / dh;
                let q = nh * inv;
                let remainder = (-q).mul_add(dh, nh) + (-q).mul_add(dl, nl);
                remainder.mul_add(inv, q)
            }
        }
    )*};
}

double_word!(f32, f64);

/// [`DoubleWord::two_sum`].
#[inline(always)]
pub(super) fn two_sum<T: DoubleWord>(a: T, b: T) -> (T, T) {
    T::two_sum(a, b)
}

/// [`DoubleWord::fast_two_sum`].
#[inline(always)]
pub(super) fn fast_two_sum<T: DoubleWord>(a: T, b: T) -> (T, T) {
    T::fast_two_sum(a, b)
}

/// [`DoubleWord::div`].
#[inline(always)]
pub(super) fn div<T: DoubleWord>(nh: T, nl: T, dh: T, dl: T) -> T {
    T::div(nh, nl, dh, dl)
}
