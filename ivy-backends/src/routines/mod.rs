//! Whole-array routines over host memory that both backends run, written once over the
//! element classes on views of the `ndarray` crate (the host compute library: the ndarray
//! backend hands over its arrays, candle views of its CPU storage): creation, reductions and
//! scans, `einsum`, linear algebra, Fourier transforms. Results come back as `ndarray` arrays of the element type
//! or as the runtime's [`HostArray`](ivy_runtime::HostArray), which each backend wraps without
//! a copy. Where both backends' kernels are the same but for the native types (the
//! declarations fix their parameters), a macro here writes them for each (`random`).

pub mod creation;
pub mod einsum;
pub mod fft;
pub mod linear_algebra;
pub mod random;
pub mod reductions;
