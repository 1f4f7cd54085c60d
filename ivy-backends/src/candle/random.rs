//! Kernels of the random functions: the values are drawn on the host by the runtime's seeded
//! generator ([`ivy_runtime::rng`], the same draws as on every backend) and handed to candle
//! without a copy. `shuffle` reorders with candle's own `index_select`.

use candle_core::{Device as CandleDevice, Tensor};
use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{BackendError, normalize_axis, rng};

use super::backend::CandleBackend;
use super::host::{tensor_from_host, to_host};
use crate::elem::classes;

crate::routines::random::random_kernels!(CandleBackend, Tensor, BackendError, to_host, tensor_from_host;
    uniform [, takes = classes::FLOAT];
    normal [, takes = classes::FLOAT];
    int [, takes = classes::SIGNED];
);

/// `x` with its entries along `axis` (the first when `None`) in a random order (see
/// [`rng::permutation`]); a 0-d tensor is returned as it is.
#[implements(f::shuffle for CandleBackend)]
pub fn shuffle(x: &Tensor, axis: Option<isize>, seed: Option<u64>) -> Result<Tensor, BackendError> {
    if x.rank() == 0 {
        return Ok(x.clone());
    }
    let axis = normalize_axis("shuffle", axis.unwrap_or(0), x.rank())?;
    let order = rng::permutation(x.dim(axis)?, seed)?;
    let order: Vec<u32> = order
        .into_iter()
        .map(u32::try_from)
        .collect::<Result<_, _>>()
        .map_err(|_| BackendError::msg("shuffle: candle indexes at most 2^32 entries"))?;
    let n = order.len();
    Ok(x.index_select(&Tensor::from_vec(order, n, &CandleDevice::Cpu)?, axis)?)
}
