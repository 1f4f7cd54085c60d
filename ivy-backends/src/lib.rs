//! Array backends for ivy, one module per framework.
//!
//! * [`ndarray`]: all 15 dtypes on `ndarray::ArrayD`, the embedded default.
//!
//! The candle backend arrives with the dispatch registry.

// Generated code names `::ivy::__private`; here `ivy` is the runtime.
extern crate ivy_runtime as ivy;

pub mod ndarray;
