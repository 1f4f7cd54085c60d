//! `astype` between the nine dtypes candle holds, with Ivy's semantics: integers wrap, floats
//! truncate toward zero and saturate (`NaN` gives 0), narrower floats round to nearest, ties
//! to even.
//!
//! The elements are read in place from candle's storage, converted by the shared conversion
//! ([`crate::convert`]), and handed to candle without a copy. Not candle's
//! `to_dtype`, for two reasons:
//!
//! * it gets two kinds of pairs wrong: integers to `bfloat16` go through `f32`, rounding
//!   twice (16842753 becomes 16777216, not 16908288), and `float64` to `float16` and
//!   `bfloat16` use `half`'s `from_f64`, which rounds through `f32` or drops bits (`2049 +
//!   2^-30` becomes 2048 as `float16`, not 2050);
//! * it converts on one thread into fresh memory, faulting it in page by page. Ours runs in
//!   parallel when large, into ivy's result memory (recycled, or on huge pages): most of the
//!   time of mixed-dtype arithmetic (`uint8 + float32`) goes to this conversion.

use std::borrow::Cow;

use candle_core::Tensor;
use ivy_macros::{implements, kernels};
use ivy_runtime::functional as f;
use ivy_runtime::{BackendError, Dtype, KernelDecl};
use ndarray::{ArrayViewD, IxDyn};

use super::backend::CandleBackend;
use super::dispatch::Map1;
use super::dtype::{CandleElem, dtype_of, to_candle};
use super::error::invalid_dtype;
use super::host::tensor_from_host;
use crate::convert::convert;

/// The shared conversion, over the elements in candle's storage.
struct Convert(Dtype);

impl Map1 for Convert {
    type Output = Tensor;

    fn f<T: CandleElem>(&self, x: &[T], shape: &[usize]) -> Result<Tensor, BackendError> {
        tensor_from_host(convert(ArrayViewD::from_shape(IxDyn(shape), x)?, self.0)?)
    }
}

/// `x` converted to `dtype` (see the [module docs](self)); the same dtype gives `x` itself
/// (tensors are never written to, so sharing is safe). An error for a dtype candle cannot hold.
#[implements(f::astype for CandleBackend)]
pub fn astype(x: &Tensor, dtype: Dtype) -> Result<Tensor, BackendError> {
    if dtype_of(x)? == dtype {
        return Ok(x.clone());
    }
    to_candle(dtype).ok_or_else(|| invalid_dtype(dtype))?;
    Convert(dtype).map(x)
}

/// `x` as `dtype`, borrowed when it already has that dtype.
pub(crate) fn as_dtype(x: &Tensor, dtype: Dtype) -> Result<Cow<'_, Tensor>, BackendError> {
    if dtype_of(x)? == dtype {
        Ok(Cow::Borrowed(x))
    } else {
        astype(x, dtype).map(Cow::Owned)
    }
}

/// The conversion kernel, for [`Backend::kernels`](ivy_runtime::Backend::kernels).
pub(crate) fn kernels() -> Vec<&'static KernelDecl> {
    kernels![astype]
}

#[cfg(test)]
mod tests {
    use half::{bf16, f16};
    use ivy_runtime::{HostArray, HostData};

    use super::*;
    use crate::candle::host::{tensor_from_host, to_host};
    use crate::ndarray::NdArray;
    use crate::ndarray::cast::astype as reference;

    /// `values` as a tensor of `dtype`, and as the ndarray array it came from.
    fn both(values: &[f64], dtype: Dtype) -> (Tensor, NdArray) {
        let host = HostArray::new(vec![values.len()], values.to_vec()).unwrap();
        let nd = reference(&NdArray::from_host(host).unwrap(), dtype).unwrap();
        (tensor_from_host(nd.to_host().unwrap()).unwrap(), nd)
    }

    #[test]
    fn every_pair_converts_as_the_ndarray_backend_does() {
        let edges = [
            0.0,
            -0.0,
            1.5,
            -1.7,
            2.5,
            127.5,
            300.0,
            -1.0,
            65504.0,
            65520.0,
            1e10,
            -1e10,
            16842753.0,
            2049.0 + 2f64.powi(-30),
            1e-40,
            3.4e38,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ];
        let dtypes = crate::candle::dtype::VALID;
        for from in dtypes.iter() {
            let (x, nd) = both(&edges, from);
            for to in dtypes.iter() {
                let got = to_host(&astype(&x, to).unwrap()).unwrap();
                let want = reference(&nd, to).unwrap().into_host().unwrap();
                // Debug text: equal for two NaNs, unequal for 0.0 and -0.0.
                assert_eq!(format!("{got:?}"), format!("{want:?}"), "{from} to {to}");
            }
        }
    }

    #[test]
    fn the_pairs_candle_gets_wrong_round_once() {
        let (x, _) = both(&[16842753.0], Dtype::Int64);
        let y = to_host(&astype(&x, Dtype::Bfloat16).unwrap()).unwrap();
        // 16842753 = 2^24 + 2^16 + 1 lies above the midpoint of 2^24 + 2^16 and its
        // neighbour 2^24 + 2^17; through f32 it would become 2^24 first.
        assert_eq!(
            y.into_parts().1,
            HostData::Bfloat16(vec![bf16::from_f32(16908288.0)])
        );
        let (x, _) = both(&[2049.0 + 2f64.powi(-30)], Dtype::Float64);
        let y = to_host(&astype(&x, Dtype::Float16).unwrap()).unwrap();
        assert_eq!(
            y.into_parts().1,
            HostData::Float16(vec![f16::from_f32(2050.0)])
        );
    }

    #[test]
    fn large_tensors_convert_in_parallel_to_the_same_values() {
        let n = 3 << 16; // above the parallel threshold
        let values: Vec<u8> = (0..n).map(|i| (i % 251) as u8).collect();
        let x = Tensor::from_vec(values, (3, n / 3), &candle_core::Device::Cpu).unwrap();
        let y = astype(&x, Dtype::Float32).unwrap();
        assert_eq!(y.dims(), [3, n / 3]);
        let got = y.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        assert!(got.iter().enumerate().all(|(i, &v)| v == (i % 251) as f32));
        // A transposed (strided) tensor converts in its row-major order.
        let t = astype(&x.t().unwrap(), Dtype::Int32).unwrap();
        assert_eq!(t.dims(), [n / 3, 3]);
        assert_eq!(
            t.get(1).unwrap().to_vec1::<i32>().unwrap(),
            [1, (n / 3 + 1) as i32 % 251, (2 * n / 3 + 1) as i32 % 251]
        );
    }
}
