//! Array backends for ivy, one module per framework.
//!
//! The ndarray backend (all 15 dtypes, the embedded default) and the candle backend arrive with
//! the macro layer and the dispatch registry; this crate fixes where they live.
