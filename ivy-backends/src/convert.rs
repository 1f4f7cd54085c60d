//! Conversion between dtypes with NumPy's `astype` semantics, over elements in host memory:
//! both backends' `astype` (the ndarray backend on its arrays, candle on views of its storage).
//!
//! * integer to integer wraps (`300` to `uint8` is `44`), as Rust's `as`;
//! * float to integer truncates toward zero and saturates, `NaN` gives `0` (Rust's `as`);
//! * anything to `bool` is `!= 0` (`NaN` is `true`); `bool` to anything is `0` or `1`;
//! * to `bfloat16` and `float16`, values round to nearest, ties to even, correctly from every
//!   dtype (see [`ivy_runtime::rounding`]);
//! * real to complex puts the value in the real part.

use std::any::Any;
use std::mem::MaybeUninit;

use half::{bf16, f16};
use ivy_runtime::{
    Dtype, HostData, HostElement, Result, Scalar, element_count, result_vec, with_dtype,
};
use ndarray::ArrayViewD;
use num_traits::AsPrimitive;

use crate::halves;
use crate::loops::arrays;
use crate::loops::parallel::{self, BLOCK};
use crate::loops::strided::RowMajor;

/// The elements of `a` converted to `to` with `astype`'s semantics (complex to real aside,
/// which each backend's `astype` refuses first), in standard order (`a`'s shape), which each
/// backend wraps without a copy.
pub fn convert<S: HostElement>(a: ArrayViewD<'_, S>, to: Dtype) -> Result<HostData> {
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
pub(crate) fn view_as<'a, S: 'static, T: 'static>(
    a: &ArrayViewD<'a, S>,
) -> Option<ArrayViewD<'a, T>> {
    let identity: for<'b> fn(ArrayViewD<'b, T>) -> ArrayViewD<'b, T> = |v| v;
    let any: &dyn Any = &identity;
    let same = any.downcast_ref::<for<'b> fn(ArrayViewD<'b, S>) -> ArrayViewD<'b, T>>()?;
    Some(same(a.clone()))
}

/// Between the ten primitive number types (the integers, `f32` and `f64`): Rust's `as`,
/// which is the semantics above (integers wrap; floats truncate toward zero and saturate,
/// `NaN` to 0; to a float, round to nearest), without a [`ivy_runtime::Scalar`] per element,
/// and in parallel when large. `None` for any other pair.
fn primitive_cast<S: HostElement>(a: &ArrayViewD<'_, S>, to: Dtype) -> Option<Result<HostData>> {
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
fn primitive_to<S>(a: ArrayViewD<'_, S>, to: Dtype) -> Option<Result<HostData>>
where
    S: Copy + Send + Sync,
    S: AsPrimitive<i8> + AsPrimitive<i16> + AsPrimitive<i32> + AsPrimitive<i64>,
    S: AsPrimitive<u8> + AsPrimitive<u16> + AsPrimitive<u32> + AsPrimitive<u64>,
    S: AsPrimitive<f32> + AsPrimitive<f64>,
{
    // `map` makes a fresh array in standard order: its buffer is the elements, from 0.
    with_dtype!(to, primitive, T => Some(
        arrays::map("astype", a, AsPrimitive::<T>::as_)
            .map(|r| T::into_data(r.into_raw_vec_and_offset().0)),
    ), _ => None)
}

/// Element by element, through the exact [`Scalar`] of each value, a block at a time: compiled
/// once per source type and once per target type, not per pair.
fn cast_array<S: HostElement>(a: &ArrayViewD<'_, S>, to: Dtype) -> Result<HostData> {
    let shape = a.shape();
    let Some(x) = a.as_slice() else {
        // Strided: read in place, a block at a time.
        let x = RowMajor::new(a.clone());
        let read = |start: usize, out: &mut [Scalar]| {
            let mut block = Vec::with_capacity(out.len());
            x.read(start, out.len(), &mut block);
            for (out, v) in out.iter_mut().zip(block) {
                *out = v.to_scalar();
            }
        };
        return with_dtype!(to, D => from_scalars::<D>(shape, &read));
    };
    let read = |start: usize, out: &mut [Scalar]| {
        for (out, &v) in out.iter_mut().zip(&x[start..]) {
            *out = v.to_scalar();
        }
    };
    with_dtype!(to, D => from_scalars::<D>(shape, &read))
}

/// The `D` values of the scalars `read(start, block)` gives for elements `start..` of a
/// result of `shape`, block by block.
fn from_scalars<D: HostElement>(
    shape: &[usize],
    read: &dyn Fn(usize, &mut [Scalar]),
) -> Result<HostData> {
    let len = element_count("astype", shape)?;
    let mut values = result_vec::<D>("astype", shape)?;
    let mut block = [Scalar::Bool(false); BLOCK];
    for start in (0..len).step_by(BLOCK) {
        let block = &mut block[..BLOCK.min(len - start)];
        read(start, block);
        values.extend(block.iter().map(|&s| D::from_scalar(s)));
    }
    Ok(D::into_data(values))
}

/// The 16-bit floats from `f32` and to `f32` and `f64` with the CPU's conversion instructions
/// ([`crate::halves`]), for contiguous arrays (large ones in parallel); `None` for any other
/// pair or layout. Not from `f64` to the 16-bit floats: the instructions round through `f32`
/// (see `ivy_runtime::rounding`).
fn half_slices<S: HostElement>(a: &ArrayViewD<'_, S>, to: Dtype) -> Option<Result<HostData>> {
    // Only this match on the source type is compiled per `S`; each conversion once.
    let shape = a.shape();
    if let Some(src) = view_as::<S, f32>(a) {
        let src = src.to_slice()?;
        return match to {
            Dtype::Float16 => Some(bulk(src, shape, halves::f32_to_f16)),
            Dtype::Bfloat16 => Some(bulk(src, shape, halves::f32_to_bf16)),
            _ => None,
        };
    }
    if let Some(src) = view_as::<S, f16>(a) {
        return widened(src.to_slice()?, shape, to, halves::f16_to_f32);
    }
    if let Some(src) = view_as::<S, bf16>(a) {
        return widened(src.to_slice()?, shape, to, halves::bf16_to_f32);
    }
    None
}

/// `src`, 16-bit floats, as `to` if it is `float32` or `float64` (`None` for other targets),
/// by `to_f32` (and for `float64` then widened again; both steps exact).
fn widened<H: Sync>(
    src: &[H],
    shape: &[usize],
    to: Dtype,
    to_f32: fn(&[H], &mut [MaybeUninit<f32>]),
) -> Option<Result<HostData>> {
    match to {
        Dtype::Float32 => Some(bulk(src, shape, to_f32)),
        Dtype::Float64 => Some(bulk(src, shape, |s, d| halves::to_f64(s, d, to_f32))),
        _ => None,
    }
}

/// `src` (of `shape`) converted by `convert`, which writes every element it is given, in
/// pieces written straight into the result (large ones in parallel, as the element-wise
/// kernels are).
fn bulk<S: Sync, D: HostElement>(
    src: &[S],
    shape: &[usize],
    convert: impl Fn(&[S], &mut [MaybeUninit<D>]) + Sync + Send,
) -> Result<HostData> {
    // SAFETY: the conversions of `halves` write every element of `out`.
    #[allow(unsafe_code)]
    let values = unsafe {
        parallel::written("astype", shape, 16 * BLOCK, |start, out| {
            convert(&src[start..start + out.len()], out)
        })?
    };
    Ok(D::into_data(values))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_view_is_seen_as_its_own_element_type_only() {
        let a = ndarray::arr1(&[1.5f32, -2.0]).into_dyn();
        let same = view_as::<f32, f32>(&a.view()).expect("f32 is f32");
        assert_eq!(same.as_slice(), Some(&[1.5f32, -2.0][..]));
        assert!(view_as::<f32, i32>(&a.view()).is_none()); // same size, another type
        assert!(view_as::<f32, f64>(&a.view()).is_none());
    }
}
