//! Tensors to and from host memory: into candle without a copy, out of it reading only what is
//! asked for.

use candle_core::Tensor;
use ivy_runtime::{BackendError, HostArray, HostData, element_count};

use super::dispatch::{Map1, from_vec};
use super::dtype::CandleElem;
use super::error::invalid_dtype;

/// A tensor holding a host array's elements, taking their buffer (`Tensor::from_vec` keeps the
/// `Vec`). An error for the dtypes candle cannot hold.
pub fn tensor_from_host(host: HostArray) -> Result<Tensor, BackendError> {
    let (shape, data) = host.into_parts();
    // Candle multiplies dimensions unchecked; refuse what ivy could not address either.
    element_count("native_from_host", &shape)?;
    match data {
        HostData::Uint8(v) => from_vec(v, &shape),
        HostData::Uint32(v) => from_vec(v, &shape),
        HostData::Int16(v) => from_vec(v, &shape),
        HostData::Int32(v) => from_vec(v, &shape),
        HostData::Int64(v) => from_vec(v, &shape),
        HostData::Bfloat16(v) => from_vec(v, &shape),
        HostData::Float16(v) => from_vec(v, &shape),
        HostData::Float32(v) => from_vec(v, &shape),
        HostData::Float64(v) => from_vec(v, &shape),
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

/// The entries printing shows: along each axis `i` with `edges[i]` set and more than
/// `2 * count` entries, the first and last `count`. Only those are copied out of candle.
pub fn to_host_edges(x: &Tensor, edges: &[bool], count: usize) -> Result<HostArray, BackendError> {
    let mut shown = x.clone();
    for (axis, &cut) in edges.iter().enumerate().take(x.rank()) {
        let n = shown.dim(axis)?;
        if cut && n > 2 * count {
            let ends = [
                shown.narrow(axis, 0, count)?,
                shown.narrow(axis, n - count, count)?,
            ];
            shown = Tensor::cat(&ends, axis)?;
        }
    }
    to_host(&shown)
}
