//! Array backends for ivy, one module per framework.
//!
//! * [`ndarray`]: all 15 dtypes on `ndarray::ArrayD`, the embedded default.
//! * `candle` (cargo feature `candle`): nine dtypes on `candle_core::Tensor`, on the CPU.

// Generated code names `::ivy::__private`; here `ivy` is the runtime.
extern crate ivy_runtime as ivy;

#[cfg(feature = "candle")]
pub mod candle;
pub mod ndarray;
