//! `astype`: conversion between any two of the 15 dtypes.

use std::any::Any;

use half::slice::HalfFloatSliceExt;
use half::{bf16, f16};
use ivy_runtime::{Dtype, Result, Scalar, element_count, result_vec};
use ndarray::{ArrayD, ArrayViewD, IxDyn};
use num_traits::AsPrimitive;

use super::backend::NdArrayBackend;
use super::broadcast;
use super::dispatch::{MapAll, classes, takes, with_dtype};
use super::error;
use super::storage::into_array;
use super::storage::{Element, NdArray};
use crate::loops::parallel::{self, BLOCK};
use ivy_macros::{implements, kernels};
use ivy_runtime::KernelDecl;
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
#[implements(f::astype for NdArrayBackend)]
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

    fn f<S: Element>(&self, a: &ArrayD<S>) -> Result<NdArray> {
        convert(a.view(), self.0)
    }
}

/// `a` converted to `to` with [`astype`]'s semantics (complex to real aside, which `astype`
/// refuses first), as a new array in standard order. The candle backend converts its tensors'
/// elements through it too.
pub(crate) fn convert<S: Element>(a: ArrayViewD<'_, S>, to: Dtype) -> Result<NdArray> {
    // A wider dtype can take up to 16 times the input's memory.
    ivy_runtime::check_result_size("astype", a.shape(), to.itemsize())?;
    if let Some(done) = half_slices(&a, to).or_else(|| primitive_cast(&a, to)) {
        return done;
    }
    cast_array(&a, to)
}

/// `a` as a view of `T`s, if `S` is `T`. `Any` cannot hold a borrowed view, but it can hold
/// the identity on views of `T` (a function type, `'static`) and match it against the
/// identity on views of `S`.
fn view_as<'a, S: 'static, T: 'static>(a: &ArrayViewD<'a, S>) -> Option<ArrayViewD<'a, T>> {
    let identity: for<'b> fn(ArrayViewD<'b, T>) -> ArrayViewD<'b, T> = |v| v;
    let any: &dyn Any = &identity;
    let same = any.downcast_ref::<for<'b> fn(ArrayViewD<'b, S>) -> ArrayViewD<'b, T>>()?;
    Some(same(a.clone()))
}

/// Between the ten primitive number types (the integers, `f32` and `f64`): Rust's `as`,
/// which is the semantics above (integers wrap; floats truncate toward zero and saturate,
/// `NaN` to 0; to a float, round to nearest), without a [`ivy_runtime::Scalar`] per element,
/// and in parallel when large. `None` for any other pair.
fn primitive_cast<S: Element>(a: &ArrayViewD<'_, S>, to: Dtype) -> Option<Result<NdArray>> {
    macro_rules! from {
        ($($s:ty),*) => {$(
            if let Some(src) = view_as::<S, $s>(a) {
                return primitive_to(src, to);
            }
        )*};
    }
    from!(i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);
    None
}

/// `a` as the primitive number type of `to`; `None` if `to` is not one.
fn primitive_to<S>(a: ArrayViewD<'_, S>, to: Dtype) -> Option<Result<NdArray>>
where
    S: Copy + Send + Sync,
    S: AsPrimitive<i8> + AsPrimitive<i16> + AsPrimitive<i32> + AsPrimitive<i64>,
    S: AsPrimitive<u8> + AsPrimitive<u16> + AsPrimitive<u32> + AsPrimitive<u64>,
    S: AsPrimitive<f32> + AsPrimitive<f64>,
{
    macro_rules! to {
        ($($d:ident => $t:ty),*) => {
            match to {
                $(Dtype::$d => Some(
                    broadcast::map("astype", a, AsPrimitive::<$t>::as_).map(NdArray::from),
                ),)*
                _ => None,
            }
        };
    }
    to!(
        Int8 => i8, Int16 => i16, Int32 => i32, Int64 => i64,
        Uint8 => u8, Uint16 => u16, Uint32 => u32, Uint64 => u64,
        Float32 => f32, Float64 => f64
    )
}

/// Element by element, through the exact [`Scalar`] of each value, a block at a time: compiled
/// once per source type and once per target type, not per pair.
fn cast_array<S: Element>(a: &ArrayViewD<'_, S>, to: Dtype) -> Result<NdArray> {
    let a = a.as_standard_layout();
    let x = a
        .as_slice()
        .ok_or_else(|| error::invalid("astype", "the array is not contiguous after copying"))?;
    let read = |start: usize, out: &mut [Scalar]| {
        for (out, &v) in out.iter_mut().zip(&x[start..]) {
            *out = v.to_scalar();
        }
    };
    with_dtype!(to, D => from_scalars::<D>(a.shape(), &read))
}

/// The `D` values of the scalars `read(start, block)` gives for elements `start..` of a
/// result of `shape`, block by block.
fn from_scalars<D: Element>(
    shape: &[usize],
    read: &dyn Fn(usize, &mut [Scalar]),
) -> Result<NdArray> {
    let len = element_count("astype", shape)?;
    let mut values = result_vec::<D>("astype", shape)?;
    let mut block = [Scalar::Bool(false); BLOCK];
    for start in (0..len).step_by(BLOCK) {
        let block = &mut block[..BLOCK.min(len - start)];
        read(start, block);
        values.extend(block.iter().map(|&s| D::from_scalar(s)));
    }
    into_array("astype", IxDyn(shape), values).map(NdArray::from)
}

/// `half`'s bulk slice conversions (F16C on x86) between `f32`/`f64` and `f16`/`bf16`, for
/// contiguous arrays (large ones in parallel); `None` for any other pair or layout. Not from
/// `f64` to the 16-bit floats: `half` rounds those through `f32` (see `ivy_runtime::rounding`).
fn half_slices<S: Element>(a: &ArrayViewD<'_, S>, to: Dtype) -> Option<Result<NdArray>> {
    // Only this match on the source type is compiled per `S`; each conversion once.
    let shape = a.shape();
    if let Some(src) = view_as::<S, f32>(a) {
        return from_f32(src.to_slice()?, shape, to);
    }
    if let Some(src) = view_as::<S, f16>(a) {
        return from_f16(src.to_slice()?, shape, to);
    }
    if let Some(src) = view_as::<S, bf16>(a) {
        return from_bf16(src.to_slice()?, shape, to);
    }
    None
}

/// `$name(src, shape, to)`: the bulk conversions from `$S` elements, `None` for other targets.
macro_rules! bulk_from {
    ($name:ident: $S:ty => [$($D:ident: $T:ty = $convert:expr),*]) => {
        fn $name(src: &[$S], shape: &[usize], to: Dtype) -> Option<Result<NdArray>> {
            match to {
                $(Dtype::$D => Some(bulk::<$S, $T>(src, shape, $convert)),)*
                _ => None,
            }
        }
    };
}

bulk_from!(from_f32: f32 => [
    Float16: f16 = |s, d| d.convert_from_f32_slice(s),
    Bfloat16: bf16 = |s, d| d.convert_from_f32_slice(s)
]);
bulk_from!(from_f16: f16 => [
    Float32: f32 = |s, d| s.convert_to_f32_slice(d),
    Float64: f64 = |s, d| s.convert_to_f64_slice(d)
]);
bulk_from!(from_bf16: bf16 => [
    Float32: f32 = |s, d| s.convert_to_f32_slice(d),
    Float64: f64 = |s, d| s.convert_to_f64_slice(d)
]);

/// `src` (of `shape`) converted by `convert`, a block at a time (large ones in parallel).
fn bulk<S: Sync, D: Element>(
    src: &[S],
    shape: &[usize],
    convert: fn(&[S], &mut [D]),
) -> Result<NdArray> {
    let values = parallel::fresh("astype", shape, D::zero(), |start, dst: &mut [D]| {
        convert(&src[start..start + dst.len()], dst)
    })?;
    into_array("astype", IxDyn(shape), values).map(NdArray::from)
}

// What each kernel's code takes, checked against its declarations at compile time.
takes!(__ivy_kernel_astype, classes::ALL);

/// The conversion kernel, for [`Backend::kernels`](ivy_runtime::Backend::kernels).
pub(crate) fn kernels() -> Vec<&'static KernelDecl> {
    kernels![astype]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ndarray::test_support::v1;
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
    fn a_view_is_seen_as_its_own_element_type_only() {
        let a = ndarray::arr1(&[1.5f32, -2.0]).into_dyn();
        let same = view_as::<f32, f32>(&a.view()).expect("f32 is f32");
        assert_eq!(same.as_slice(), Some(&[1.5f32, -2.0][..]));
        assert!(view_as::<f32, i32>(&a.view()).is_none()); // same size, another type
        assert!(view_as::<f32, f64>(&a.view()).is_none());
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
            ArrayD::from_shape_vec(vec![2, 2], vec![1.0f32, 2.0, 3.0, 4.0])
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
