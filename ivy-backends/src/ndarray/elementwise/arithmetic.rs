//! Arithmetic: sums, differences, products and quotients, powers and remainders, signs,
//! rounding and bounds.

use ivy_runtime::{Dtype, Error, Result, Scalar};

use super::super::backend::NdArrayBackend;
use super::super::cast::{astype, into_dtype};
use super::super::dispatch::{classes, each, elements, zip};
use super::super::error;
use super::super::storage::NdArray;
use crate::elem::{ComplexElem, InexactElem, IntElem, NumElem, RealElem, gcd_u128};
use crate::loops::arrays::zip_map;
use crate::ops::elementwise::{bound, no_negative_exponents};
use ivy_macros::implements;
use ivy_runtime::functional as f;

/// `op` on two `bool` arrays, or `None` when they are not both `bool`.
// Always: a check on every call of the arithmetic kernels, which LLVM left out of line or not
// by how the codegen units fell (out of line: 9 more instructions a 1-element add).
#[inline(always)]
pub(super) fn bools(
    name: &'static str,
    x1: &NdArray,
    x2: &NdArray,
    op: fn(bool, bool) -> bool,
) -> Option<Result<NdArray>> {
    match (x1, x2) {
        (NdArray::Bool(a), NdArray::Bool(b)) => Some(zip_map(name, a, b, op).map(NdArray::from)),
        _ => None,
    }
}

/// `x1 + x2`; for `bool`, logical or (as NumPy).
#[implements(f::add for NdArrayBackend, takes = classes::ALL)]
pub fn add(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    bools("add", x1, x2, |a, b| a | b).unwrap_or_else(|| zip!("add", numeric, x1, x2, NumElem::add))
}

/// `x1 - x2`; an error for `bool` (as NumPy: use `logical_xor`).
#[implements(f::subtract for NdArrayBackend, takes = classes::NUMERIC)]
pub fn subtract(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    if x1.dtype() == Dtype::Bool && x2.dtype() == Dtype::Bool {
        return Err(error::invalid(
            "subtract",
            "subtracting `bool` arrays is not supported; use logical_xor or logical_not",
        ));
    }
    zip!("subtract", numeric, x1, x2, NumElem::sub)
}

/// `x1 * x2`; for `bool`, logical and (as NumPy).
#[implements(f::multiply for NdArrayBackend, takes = classes::ALL)]
pub fn multiply(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    bools("multiply", x1, x2, |a, b| a & b)
        .unwrap_or_else(|| zip!("multiply", numeric, x1, x2, NumElem::mul))
}

/// True division `x1 / x2`. Float and complex dtypes divide in their own dtype (`float16` and
/// `bfloat16` through `f32`); integer and `bool` inputs divide in `float64` and give the
/// quotient dtype the runtime's rule says ([`ivy_runtime::type_rules::quotient_dtype`]: the
/// default float dtype). Division by zero follows IEEE (`inf`, `nan`), never an error.
#[implements(f::divide for NdArrayBackend, takes = classes::ALL)]
pub fn divide(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    let (d1, d2) = (x1.dtype(), x2.dtype());
    if d1 != d2 {
        return Err(error::operand_dtypes("divide", d1, d2));
    }
    let quotient = ivy_runtime::type_rules::quotient_dtype(d1);
    if quotient != d1 {
        let a = astype(x1, Dtype::Float64)?;
        let b = astype(x2, Dtype::Float64)?;
        return into_dtype(zip!("divide", inexact, &a, &b, InexactElem::div)?, quotient);
    }
    zip!("divide", inexact, x1, x2, InexactElem::div)
}

/// The absolute value. Signed integers wrap (`abs(-128i8) == -128`, as NumPy); unsigned
/// integers are unchanged; complex numbers give their magnitude in the matching real dtype
/// (`complex64` -> `float32`). An error for `bool`.
#[implements(f::abs for NdArrayBackend, takes = classes::NUMERIC)]
pub fn abs(x: &NdArray) -> Result<NdArray> {
    if x.dtype().is_complex() {
        each!("abs", complex, x, ComplexElem::norm)
    } else {
        each!("abs", real, x, RealElem::abs)
    }
}

/// `x1 ** x2`: integers wrap and refuse negative exponents (checked before any power is
/// taken), floats follow C's `pow` (in `f32` for `float16` and `bfloat16`), complex NumPy's
/// special cases ([`NumElem::pow`]).
#[implements(f::pow for NdArrayBackend, takes = classes::NUMERIC)]
pub fn pow(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    let dtype = x2.dtype();
    if x1.dtype() == dtype {
        crate::with_class!(dtype, integer, T => no_negative_exponents(elements::<T>(x2))?, _ => ());
    }
    zip!("pow", numeric, x1, x2, NumElem::pow)
}

crate::ops::kernels::elementwise_kernels!(NdArrayBackend, NdArray, Error, each, zip;
    /// `-x`; integers wrap (unsigned ones too, as NumPy).
    negative(x) numeric => NumElem::neg;
    /// A copy of `x`; numeric dtypes only (NumPy refuses `bool`).
    positive(x) numeric => |v| v;
    /// `x * x`; integers wrap.
    square(x) numeric => |v| NumElem::mul(v, v);
    /// `1 / x` in `x`'s dtype: integers truncate toward zero (0 for 0), floats follow IEEE.
    reciprocal(x) numeric => NumElem::reciprocal;
    /// Rounded down; integers unchanged.
    floor(x) real => RealElem::floor;
    /// Rounded up; integers unchanged.
    ceil(x) real => RealElem::ceil;
    /// `x` limited to `[min, max]`, computed as `minimum(maximum(x, min), max)` (so `max` wins
    /// when `min > max`, as NumPy); a `nan` element or bound gives `nan`. The bounds convert
    /// as on every backend ([`bound`]).
    clip(x; min: Scalar, max: Scalar) real => {
        let (lo, hi) = (bound::<T>(min, "min")?, bound::<T>(max, "max")?);
        move |v: T| v.clip(lo, hi)
    };
    /// The least common multiple of `|x1|` and `|x2|`, elementwise (`lcm(0, x) == 0`),
    /// computed exactly and then wrapped into the dtype as NumPy's integer arithmetic wraps.
    lcm(x1, x2) integer => |x: T, y: T| {
        let (x, y) = (x.to_i128().unsigned_abs(), y.to_i128().unsigned_abs());
        if x == 0 || y == 0 {
            return T::wrap_u128(0);
        }
        T::wrap_u128((x / gcd_u128(x, y)).wrapping_mul(y))
    };
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ndarray::test_support::{arr, v1};
    use half::{bf16, f16};
    use ivy_runtime::default_float_dtype;
    use num_complex::Complex;

    #[test]
    fn add_wraps_integers_and_ors_bools() {
        assert_eq!(
            add(&v1(vec![127i8, -128]), &v1(vec![1i8, -1])).unwrap(),
            v1(vec![-128i8, 127])
        );
        assert_eq!(
            add(&v1(vec![u64::MAX]), &v1(vec![2u64])).unwrap(),
            v1(vec![1u64])
        );
        assert_eq!(
            add(&v1(vec![true, false, false]), &v1(vec![false, true, false])).unwrap(),
            v1(vec![true, true, false])
        );
        assert_eq!(
            add(
                &v1(vec![f16::from_f32(1.5)]),
                &v1(vec![f16::from_f32(2.25)])
            )
            .unwrap(),
            v1(vec![f16::from_f32(3.75)])
        );
        assert_eq!(
            add(
                &v1(vec![Complex::new(1.0f64, 2.0)]),
                &v1(vec![Complex::new(0.5, -3.0)])
            )
            .unwrap(),
            v1(vec![Complex::new(1.5f64, -1.0)])
        );
    }

    #[test]
    fn binary_ops_broadcast() {
        let a = arr(vec![1i32, 2, 3, 4, 5, 6], &[2, 3]);
        let b = arr(vec![10i32, 20, 30], &[3]);
        assert_eq!(
            add(&a, &b).unwrap(),
            arr(vec![11i32, 22, 33, 14, 25, 36], &[2, 3])
        );
        let col = arr(vec![1.0f32, 2.0], &[2, 1]);
        let row = arr(vec![10.0f32, 20.0, 30.0], &[1, 3]);
        assert_eq!(
            multiply(&col, &row).unwrap(),
            arr(vec![10.0f32, 20.0, 30.0, 20.0, 40.0, 60.0], &[2, 3])
        );
        let s = arr(vec![100u8], &[]);
        assert_eq!(
            subtract(&s, &v1(vec![1u8, 101])).unwrap(),
            v1(vec![99u8, 255])
        );
        let msg = add(&a, &arr(vec![1i32, 2], &[2])).unwrap_err().to_string();
        assert!(
            msg.contains("add") && msg.contains("[2, 3]") && msg.contains("[2]"),
            "{msg}"
        );
    }

    #[test]
    fn subtract_and_multiply() {
        assert_eq!(
            subtract(&v1(vec![-128i8]), &v1(vec![1i8])).unwrap(),
            v1(vec![127i8])
        );
        assert!(subtract(&v1(vec![true]), &v1(vec![false])).is_err());
        assert_eq!(
            multiply(&v1(vec![16u8, 3]), &v1(vec![16u8, 3])).unwrap(),
            v1(vec![0u8, 9])
        );
        assert_eq!(
            multiply(&v1(vec![true, true]), &v1(vec![true, false])).unwrap(),
            v1(vec![true, false])
        );
        assert_eq!(
            multiply(
                &v1(vec![Complex::new(1.0f32, 2.0)]),
                &v1(vec![Complex::new(3.0f32, 4.0)])
            )
            .unwrap(),
            v1(vec![Complex::new(-5.0f32, 10.0)])
        );
        let msg = add(&v1(vec![1i8]), &v1(vec![1u8])).unwrap_err().to_string();
        assert!(msg.contains("int8") && msg.contains("uint8"), "{msg}");
    }

    #[test]
    fn divide_is_true_division() {
        assert_eq!(
            divide(&v1(vec![1i32, -7, 0]), &v1(vec![2i32, 2, 0]))
                .unwrap()
                .to_string(),
            "[ 0.5, -3.5,  nan]"
        );
        assert_eq!(
            divide(&v1(vec![1i32]), &v1(vec![2i32])).unwrap().dtype(),
            default_float_dtype()
        );
        {
            let _g = ivy_runtime::default_float_dtype_scope(Dtype::Float32).unwrap();
            assert_eq!(
                divide(&v1(vec![true]), &v1(vec![false])).unwrap(),
                v1(vec![f32::INFINITY])
            );
        }
        assert_eq!(
            divide(
                &v1(vec![bf16::from_f32(1.0)]),
                &v1(vec![bf16::from_f32(4.0)])
            )
            .unwrap(),
            v1(vec![bf16::from_f32(0.25)])
        );
        assert_eq!(
            divide(
                &v1(vec![Complex::new(-5.0f64, 10.0)]),
                &v1(vec![Complex::new(3.0, 4.0)])
            )
            .unwrap(),
            v1(vec![Complex::new(1.0f64, 2.0)])
        );
        assert!(divide(&v1(vec![1i32]), &v1(vec![1i64])).is_err());
    }

    #[test]
    fn abs_by_kind() {
        assert_eq!(
            abs(&v1(vec![-5i8, -128, 3])).unwrap(),
            v1(vec![5i8, -128, 3])
        );
        assert_eq!(abs(&v1(vec![200u8])).unwrap(), v1(vec![200u8]));
        assert_eq!(
            abs(&v1(vec![-0.5f64, -0.0])).unwrap(),
            v1(vec![0.5f64, 0.0])
        );
        assert_eq!(
            abs(&v1(vec![f16::from_f32(-2.0)])).unwrap(),
            v1(vec![f16::from_f32(2.0)])
        );
        assert_eq!(
            abs(&v1(vec![Complex::new(3.0f32, -4.0)])).unwrap(),
            v1(vec![5.0f32])
        );
        assert_eq!(
            abs(&v1(vec![Complex::new(-6.0f64, 8.0)])).unwrap(),
            v1(vec![10.0f64])
        );
        let msg = abs(&v1(vec![true])).unwrap_err().to_string();
        assert!(msg.contains("abs") && msg.contains("bool"), "{msg}");
    }

    #[test]
    fn clip_bounds() {
        let i = |v: i128| Scalar::Int(v);
        assert_eq!(
            clip(&v1(vec![-5i8, 0, 5]), i(-1), i(1)).unwrap(),
            v1(vec![-1i8, 0, 1])
        );
        assert_eq!(
            clip(&v1(vec![0u8, 255]), i(-1000), i(1000)).unwrap(),
            v1(vec![0u8, 255])
        );
        assert_eq!(
            clip(&v1(vec![1i32, 9]), i(5), i(3)).unwrap(),
            v1(vec![3i32, 3])
        );
        assert_eq!(
            clip(
                &v1(vec![0.1f32, 0.9, f32::NAN]),
                Scalar::Float(0.25),
                Scalar::Float(0.75)
            )
            .unwrap()
            .to_string(),
            "[0.25, 0.75,  nan]"
        );
        assert_eq!(
            clip(&v1(vec![f16::from_f32(3.0)]), i(0), i(2)).unwrap(),
            v1(vec![f16::from_f32(2.0)])
        );
        assert!(clip(&v1(vec![1i32]), Scalar::Float(0.5), i(2)).is_err());
        assert!(clip(&v1(vec![true]), i(0), i(1)).is_err());
        assert!(clip(&v1(vec![Complex::new(1.0f32, 0.0)]), i(0), i(1)).is_err());
    }

    #[test]
    fn lcm_of_integers() {
        assert_eq!(
            lcm(&v1(vec![4i32, -4, 0, 6, 7]), &v1(vec![6i32, 6, 5, 0, -3])).unwrap(),
            v1(vec![12i32, 12, 0, 0, 21])
        );
        // lcm(100, 3) = 300, wrapped into int8: 300 - 256 = 44.
        assert_eq!(
            lcm(&v1(vec![100i8]), &v1(vec![3i8])).unwrap(),
            v1(vec![44i8])
        );
        assert_eq!(
            lcm(&v1(vec![-128i8]), &v1(vec![1i8])).unwrap(),
            v1(vec![-128i8])
        );
        assert_eq!(
            lcm(&arr(vec![2u16, 3], &[2, 1]), &v1(vec![4u16, 5])).unwrap(),
            arr(vec![4u16, 10, 12, 15], &[2, 2])
        );
        assert!(lcm(&v1(vec![1.0f32]), &v1(vec![2.0f32])).is_err());
        assert!(lcm(&v1(vec![true]), &v1(vec![true])).is_err());
    }
}
