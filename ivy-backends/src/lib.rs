//! Array backends for ivy, one module per framework.
//!
//! * [`ndarray`]: all 15 dtypes on `ndarray::ArrayD`, the embedded default.
//! * `candle` (cargo feature `candle`): nine dtypes on `candle_core::Tensor`, on the CPU.

// Generated code names `::ivy::__private`; here `ivy` is the runtime.
extern crate ivy_runtime as ivy;

mod axis_maps;
#[cfg(feature = "candle")]
pub mod candle;
mod foreign;
pub mod loops;
pub mod ndarray;
mod row_major;
