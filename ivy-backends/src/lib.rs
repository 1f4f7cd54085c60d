//! Array backends for ivy, one module per framework.
//!
//! * [`ndarray`]: all 15 dtypes on `ndarray::ArrayD`, the embedded default.
//!
//! The candle backend arrives with the dispatch registry.

pub mod ndarray;
