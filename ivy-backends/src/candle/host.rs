//! Tensors to and from host memory: into candle without a copy, out of it reading only what is
//! asked for.

use candle_core::Tensor;
use ivy_runtime::{BackendError, HostArray, HostData, Shown, element_count};

use super::dispatch::{Map1, from_vec};
use super::dtype::CandleElem;
use super::error::invalid_dtype;

/// A tensor holding a host array's elements, taking their buffer (`Tensor::from_vec` keeps the
/// `Vec`). An error for the dtypes candle cannot hold.
pub fn tensor_from_host(host: HostArray) -> Result<Tensor, BackendError> {
    let (shape, data) = host.into_parts();
    tensor_from_data(&shape, data)
}

/// A tensor of `shape` holding `data` (in row-major order), taking its buffer: how the shared
/// routines' results ([`crate::routines`], [`crate::convert`]) become tensors. An error for
/// the dtypes candle cannot hold.
pub fn tensor_from_data(shape: &[usize], data: HostData) -> Result<Tensor, BackendError> {
    // Candle multiplies dimensions unchecked; refuse what ivy could not address either.
    element_count("native_from_host", shape)?;
    match data {
        HostData::Uint8(v) => from_vec(v, shape),
        HostData::Uint32(v) => from_vec(v, shape),
        HostData::Int16(v) => from_vec(v, shape),
        HostData::Int32(v) => from_vec(v, shape),
        HostData::Int64(v) => from_vec(v, shape),
        HostData::Bfloat16(v) => from_vec(v, shape),
        HostData::Float16(v) => from_vec(v, shape),
        HostData::Float32(v) => from_vec(v, shape),
        HostData::Float64(v) => from_vec(v, shape),
        other => Err(invalid_dtype(other.dtype()).into()),
    }
}

struct ToHost;

impl Map1 for ToHost {
    type Output = HostArray;

    fn f<T: CandleElem>(&self, x: &[T], shape: &[usize]) -> Result<HostArray, BackendError> {
        Ok(HostArray::new(shape.to_vec(), x.to_vec())?)
    }
}

/// The elements of a tensor in host memory (a copy: candle shares its buffers).
pub fn to_host(x: &Tensor) -> Result<HostArray, BackendError> {
    ToHost.map(x)
}

/// The entries printing shows: along each axis `i`, those [`shown[i]`](ivy_runtime::Shown)
/// keeps. Only those are copied out of candle.
pub fn to_host_edges(x: &Tensor, shown: &[Shown]) -> Result<HostArray, BackendError> {
    let mut kept = x.clone();
    for (axis, s) in shown.iter().enumerate().take(x.rank()) {
        let n = kept.dim(axis)?;
        if s.elides(n) {
            let ends = s
                .ranges(n)
                .into_iter()
                .filter(|r| !r.is_empty())
                .map(|r| kept.narrow(axis, r.start, r.len()))
                .collect::<candle_core::Result<Vec<_>>>()?;
            kept = Tensor::cat(&ends, axis)?;
        }
    }
    to_host(&kept)
}
