//! Comparisons and the logical operations: `bool` results. (The bit operations are the
//! shared list's, [`crate::ops::kernels`].)

use ivy_runtime::Error;
use ivy_runtime::HostElement;

use super::super::backend::NdArrayBackend;
use super::super::dispatch::{each, zip};
use super::super::storage::NdArray;

crate::ops::kernels::elementwise_kernels!(NdArrayBackend, NdArray, Error, each, zip;
    /// `x1 == x2` as `bool`, for any dtype (IEEE: `nan` equals nothing, `-0.0 == 0.0`).
    equal(x1, x2) all => |a, b| a == b;
    /// `x1 != x2` as `bool`, for any dtype.
    not_equal(x1, x2) all => |a, b| a != b;
    /// `x1 < x2` as `bool` (`false` with a `nan`; `false < true`). Complex numbers have no
    /// order.
    less(x1, x2) ordered => |a, b| a.lt(&b);
    /// `x1 <= x2` as `bool` (see [`less`]).
    less_equal(x1, x2) ordered => |a, b| a.le(&b);
    /// `x1 > x2` as `bool` (see [`less`]).
    greater(x1, x2) ordered => |a, b| a.gt(&b);
    /// `x1 >= x2` as `bool` (see [`less`]).
    greater_equal(x1, x2) ordered => |a, b| a.ge(&b);
    /// `x == 0` as `bool`, for any dtype (`nan` is nonzero, so `logical_not(nan)` is `false`).
    logical_not(x) all => |v: T| !v.is_nonzero();
    /// Both nonzero, as `bool`; any dtype (`nan` is nonzero).
    logical_and(x1, x2) all => |a: T, b: T| a.is_nonzero() && b.is_nonzero();
    /// Either nonzero, as `bool`; any dtype.
    logical_or(x1, x2) all => |a: T, b: T| a.is_nonzero() || b.is_nonzero();
    /// Exactly one nonzero, as `bool`; any dtype.
    logical_xor(x1, x2) all => |a: T, b: T| a.is_nonzero() != b.is_nonzero();
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ndarray::test_support::v1;
    use half::bf16;
    use num_complex::Complex;

    #[test]
    fn logical_not_of_anything() {
        assert_eq!(
            logical_not(&v1(vec![0i64, 3])).unwrap(),
            v1(vec![true, false])
        );
        assert_eq!(
            logical_not(&v1(vec![true, false])).unwrap(),
            v1(vec![false, true])
        );
        assert_eq!(
            logical_not(&v1(vec![0.0f32, -0.0, f32::NAN])).unwrap(),
            v1(vec![true, true, false])
        );
        assert_eq!(
            logical_not(&v1(vec![Complex::new(0.0f64, 1.0), Complex::new(0.0, 0.0)])).unwrap(),
            v1(vec![false, true])
        );
        assert_eq!(logical_not(&v1(vec![bf16::ZERO])).unwrap(), v1(vec![true]));
    }
}
