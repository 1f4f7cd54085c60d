//! Array backends for ivy, one module per framework, over a layer they share.
//!
//! * [`ndarray`]: all 15 dtypes on `ndarray::ArcArray`, the embedded default.
//! * `candle` (cargo feature `candle`): nine dtypes on `candle_core::Tensor`, on the CPU.
//!
//! Below both, in terms of the runtime's [`HostElement`](ivy_runtime::HostElement) and
//! errors, and knowing neither backend: the element classes kernels are written against
//! ([`elem`]), vectorised math ([`vmath`]), the loops over elements in host memory
//! ([`loops`]), the per-element operations both run ([`ops`]), dtype conversion
//! ([`convert`]) and the errors kernels raise ([`kernel_error`]). No backend imports another
//! (a test keeps `candle/` free of `crate::ndarray`): a third backend copies the shape of
//! either.

// Generated code names `::ivy::__private`; here `ivy` is the runtime.
extern crate ivy_runtime as ivy;
// The dense linear algebra the kernels call (`ivy_runtime::dense`), for the unit tests.
#[cfg(test)]
extern crate ivy_faer;

mod axis_maps;
#[cfg(feature = "candle")]
pub mod candle;
pub mod convert;
pub mod elem;
mod gather_maps;
mod halves;
pub mod kernel_error;
pub mod loops;
pub mod ndarray;
pub mod ops;
pub mod routines;
mod row_major;
mod views;
pub mod vmath;
