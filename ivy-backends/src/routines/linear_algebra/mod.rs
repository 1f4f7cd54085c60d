//! Linear algebra over `ndarray`-crate views, run by both backends: products (`vecdot`,
//! `tensordot`, `outer`, diagonals), matrix products on `faer`'s GEMM, decompositions (`det`,
//! `inv`, `solve`, singular values) and norms.

pub mod decompositions;
pub mod gemm;
pub mod norm;
pub mod products;
