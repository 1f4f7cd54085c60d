//! `astype` on ndarray arrays: the shared conversion ([`crate::convert`]) over each array's
//! elements, and the dtype helpers the other kernels convert with.

use ivy_runtime::{Dtype, Result};
use ndarray::ArrayRefD;

use super::backend::NdArrayBackend;
use super::dispatch::{MapAll, classes};
use super::storage::{Element, NdArray};
use crate::convert::convert;
use ivy_macros::implements;
use ivy_runtime::functional as f;

/// `x` converted to `dtype`, with NumPy's `astype` semantics:
///
/// * integer to integer wraps (`300` to `uint8` is `44`), as Rust's `as`;
/// * float to integer truncates toward zero and saturates, `NaN` gives `0` (Rust's `as`);
/// * anything to `bool` is `!= 0` (`NaN` is `true`); `bool` to anything is `0` or `1`;
/// * to `bfloat16` and `float16`, values round to nearest, ties to even, correctly from every
///   dtype (see [`ivy_runtime::rounding`]);
/// * real to complex puts the value in the real part;
/// * complex to a real dtype is an error: the imaginary part is never dropped silently.
///
/// The same dtype gives a copy.
#[implements(f::astype for NdArrayBackend, takes = classes::ALL)]
pub fn astype(x: &NdArray, dtype: Dtype) -> Result<NdArray> {
    if x.dtype() == dtype {
        return Ok(x.clone());
    }
    if x.dtype().is_complex() && (dtype.is_int() || dtype.is_float()) {
        return Err(ivy_runtime::Error::ComplexToReal {
            from: x.dtype(),
            to: dtype,
        });
    }
    AsType(dtype).map(x)
}

/// `x` converted to `dtype`, by value: no copy when it already has that dtype.
pub fn into_dtype(x: NdArray, dtype: Dtype) -> Result<NdArray> {
    if x.dtype() == dtype {
        Ok(x)
    } else {
        astype(&x, dtype)
    }
}

/// `x` as `dtype`, borrowed when it already has that dtype.
pub(crate) fn as_dtype(x: &NdArray, dtype: Dtype) -> Result<std::borrow::Cow<'_, NdArray>> {
    if x.dtype() == dtype {
        Ok(std::borrow::Cow::Borrowed(x))
    } else {
        astype(x, dtype).map(std::borrow::Cow::Owned)
    }
}

struct AsType(Dtype);

impl MapAll for AsType {
    const NAME: &'static str = "astype";
    type Output = NdArray;

    fn f<S: Element>(&self, a: &ArrayRefD<S>) -> Result<NdArray> {
        NdArray::from_data(a.shape(), convert(a.view(), self.0)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ndarray::test_support::v1;
    use half::{bf16, f16};
    use num_complex::Complex;

    #[test]
    fn float_to_int_truncates_toward_zero_and_saturates() {
        let x = v1(vec![1.7f64, -1.7, f64::NAN, 1e10, -1e10, f64::INFINITY]);
        assert_eq!(
            astype(&x, Dtype::Int32).unwrap(),
            v1(vec![1i32, -1, 0, i32::MAX, i32::MIN, i32::MAX])
        );
        assert_eq!(
            astype(&x, Dtype::Uint8).unwrap(),
            v1(vec![1u8, 0, 0, 255, 0, 255])
        );
        let h = v1(vec![f16::from_f32(2.5), f16::from_f32(-0.5)]);
        assert_eq!(astype(&h, Dtype::Int8).unwrap(), v1(vec![2i8, 0]));
    }

    #[test]
    fn int_to_int_wraps() {
        let x = v1(vec![300i32, -1, 128]);
        assert_eq!(astype(&x, Dtype::Uint8).unwrap(), v1(vec![44u8, 255, 128]));
        assert_eq!(astype(&x, Dtype::Int8).unwrap(), v1(vec![44i8, -1, -128]));
        let u = v1(vec![u64::MAX]);
        assert_eq!(astype(&u, Dtype::Int64).unwrap(), v1(vec![-1i64]));
        assert_eq!(
            astype(&u, Dtype::Float64).unwrap(),
            v1(vec![18446744073709551615.0f64])
        );
    }

    #[test]
    fn bool_both_ways() {
        let x = v1(vec![0.0f32, -0.0, 0.5, f32::NAN]);
        assert_eq!(
            astype(&x, Dtype::Bool).unwrap(),
            v1(vec![false, false, true, true])
        );
        let b = v1(vec![true, false]);
        assert_eq!(
            astype(&b, Dtype::Float16).unwrap(),
            v1(vec![f16::ONE, f16::ZERO])
        );
        assert_eq!(astype(&b, Dtype::Uint64).unwrap(), v1(vec![1u64, 0]));
        assert_eq!(
            astype(&b, Dtype::Complex64).unwrap(),
            v1(vec![Complex::new(1f32, 0.0), Complex::new(0.0, 0.0)])
        );
        let c = v1(vec![Complex::new(0f64, 0.0), Complex::new(0.0, 2.0)]);
        assert_eq!(astype(&c, Dtype::Bool).unwrap(), v1(vec![false, true]));
    }

    #[test]
    fn halves_round_to_nearest() {
        // 1 + 2^-11 is halfway between two f16 values: ties to even gives 1.
        let x = v1(vec![1.0f32 + 2f32.powi(-11), 65520.0, 0.1]);
        let h = astype(&x, Dtype::Float16).unwrap();
        assert_eq!(h, v1(vec![f16::ONE, f16::INFINITY, f16::from_bits(0x2e66)]));
        let b = astype(&x, Dtype::Bfloat16).unwrap();
        assert_eq!(
            b,
            v1(vec![
                bf16::ONE,
                bf16::from_f32(65536.0),
                bf16::from_bits(0x3dcd)
            ])
        );
        // Back up, exactly; and f16 -> bf16 through f64.
        assert_eq!(
            astype(&h, Dtype::Float64).unwrap(),
            v1(vec![1.0f64, f64::INFINITY, 0.0999755859375])
        );
        assert_eq!(
            astype(&h, Dtype::Bfloat16).unwrap(),
            v1(vec![bf16::ONE, bf16::INFINITY, bf16::from_bits(0x3dcd)])
        );
        // A non-contiguous view takes the element-by-element path.
        let t = NdArray::from(
            ndarray::ArrayD::from_shape_vec(vec![2, 2], vec![1.0f32, 2.0, 3.0, 4.0])
                .unwrap()
                .reversed_axes(),
        );
        let t16 = astype(&t, Dtype::Float16).unwrap();
        let expected: Vec<f16> = [1.0f32, 3.0, 2.0, 4.0].map(f16::from_f32).to_vec();
        assert_eq!(t16, NdArray::from_vec(expected, &[2, 2]).unwrap());
    }

    #[test]
    fn real_to_complex_and_back() {
        let x = v1(vec![1.5f32, -2.0]);
        let c = astype(&x, Dtype::Complex128).unwrap();
        assert_eq!(
            c,
            v1(vec![Complex::new(1.5f64, 0.0), Complex::new(-2.0, 0.0)])
        );
        assert_eq!(
            astype(&c, Dtype::Complex64).unwrap(),
            v1(vec![Complex::new(1.5f32, 0.0), Complex::new(-2.0, 0.0)])
        );
        for to in [Dtype::Float64, Dtype::Int8, Dtype::Bfloat16] {
            let msg = astype(&c, to).unwrap_err().to_string();
            assert!(
                msg.contains("imaginary") && msg.contains("real part"),
                "{msg}"
            );
        }
    }

    #[test]
    fn every_pair_converts_and_same_dtype_copies() {
        for from in Dtype::ALL {
            let x = astype(&v1(vec![1i8, 0]), from).unwrap();
            assert_eq!(x.dtype(), from);
            assert_eq!(astype(&x, from).unwrap(), x);
            for to in Dtype::ALL {
                let y = astype(&x, to);
                if from.is_complex() && !to.is_complex() && !to.is_bool() {
                    assert!(y.is_err());
                } else {
                    let y = y.unwrap();
                    assert_eq!((y.dtype(), y.shape()), (to, &[2][..]));
                    let back = if to.is_complex() {
                        Dtype::Complex128
                    } else {
                        Dtype::Int8
                    };
                    let one_zero = astype(&v1(vec![1i8, 0]), back).unwrap();
                    assert_eq!(astype(&y, back).unwrap(), one_zero, "{from} -> {to}");
                }
            }
        }
    }
}
