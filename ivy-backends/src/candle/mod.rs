//! The candle backend: `candle_core::Tensor` on the CPU, nine of Ivy's dtypes (cargo feature
//! `candle`). Register it with [`register`].
//!
//! * [`CandleBackend`] ([`backend`]): the backend, its version ([`CANDLE_VERSION`]) and the
//!   functions it leaves out (those whose result is `bool`, and `lcm`); [`dtype`]: the map between Ivy's and
//!   candle's dtypes, and which candle release holds which.
//! * [`host`]: into candle without a copy (`Tensor::from_vec` keeps the buffer), out of it
//!   reading only what printing shows; [`astype`] ([`cast`]).
//! * [`dispatch`]: kernels of our own over candle's CPU storage, for what candle lacks or gets
//!   wrong, with the dtype dispatch written once. They run the shared loops ([`crate::loops`]), in
//!   parallel when large, into ivy's result memory; so does arithmetic on two dtypes, which
//!   converts each element as it reads it (as on ndarray).
//! * Kernels, by Ivy category: [`creation`], [`elementwise`], [`statistical`],
//!   [`linear_algebra`]. Candle's own operations wherever they are right; every cell where
//!   candle panics, errs or returns wrong values is either computed by our own code or
//!   declared unsupported for the releases where it is so (each module says which, and why),
//!   so dispatch never reaches it. Integer arithmetic wraps as NumPy's in every build profile.
//!
//! ```
//! use ivy_runtime::{Dtype, HostArray};
//!
//! let candle = ivy_backends::candle::register()?;
//! let x = ivy_runtime::with_backend(candle, || {
//!     ivy_runtime::asarray(HostArray::from(vec![i16::MAX, 1]))
//! })?;
//! let y = ivy_runtime::add(&x, 1)?; // integers wrap, as in NumPy
//! assert_eq!(y.to_string(), "[-32768,      2]");
//! assert_eq!(y.backend(), candle);
//! # Ok::<(), ivy_runtime::Error>(())
//! ```

pub mod activations;
pub mod backend;
pub mod cast;
pub mod creation;
pub mod dispatch;
pub mod dtype;
pub mod elementwise;
mod error;
pub mod host;
pub mod layers;
pub mod linear_algebra;
pub mod manipulation;
mod mixed;
pub mod random;
pub mod searching;
pub mod set;
pub mod sorting;
pub mod statistical;

pub use backend::{CANDLE_VERSION, CandleBackend, register};
pub use cast::astype;
pub use creation::{arange, asarray, full, ones, zeros};
pub use elementwise::{abs, add, clip, divide, exp, expm1, log, multiply, subtract, tan};
pub use linear_algebra::{linear, matmul, matrix_transpose};
pub use statistical::{cumsum, prod, sum};
