//! The ndarray backend: Ivy's 15 dtypes on `ndarray`'s arrays, the embedded default.
//!
//! * [`NdArray`] ([`storage`]): the native array, an enum over each dtype's elements
//!   ([`Buffer`]: an `ArrayD` held alone, or an `ArcArray` shared copy-on-write, of which basic
//!   slices are views); [`Element`] wraps and unwraps without copying.
//! * [`dispatch`]: the dtype dispatch, written once, onto kernels generic over the shared
//!   element classes ([`crate::elem`]).
//! * [`astype`] ([`cast`]), host conversions ([`host`]); printing is the runtime's.
//! * Kernels, by Ivy category: [`creation`], [`elementwise`], [`statistical`],
//!   [`linear_algebra`], [`fourier`]. They are plain functions returning [`ivy_runtime::Result`] and never
//!   panic on any input.

pub mod activations;
pub mod backend;
pub mod buffer;

pub mod cast;
pub mod creation;
pub mod dispatch;
pub mod elementwise;
pub mod error;
pub mod foreign;
pub mod fourier;
pub mod general;
pub mod host;
mod in_place;
pub mod linear_algebra;
pub mod manipulation;
pub(crate) mod mixed;
pub mod native_dtype;
pub mod random;
pub mod searching;
pub mod set;
pub mod sorting;
pub mod statistical;
pub mod storage;
mod with_scalar;

pub use backend::{NDARRAY_VERSION, NdArrayBackend};
pub use buffer::{Buffer, Foreign, SHARED_FROM};
pub use cast::astype;
pub use creation::{arange, asarray, full, ones, zeros};
pub use elementwise::{
    abs, add, clip, divide, exp, expm1, lcm, log, logical_not, multiply, subtract, tan,
};
pub use error::KernelError;
pub use foreign::RawParts;
pub use linear_algebra::{linear, matmul, matrix_transpose};
pub use native_dtype::NdDtype;
pub use statistical::{cumsum, prod, sum};
pub use storage::{Element, NdArray};

#[cfg(test)]
pub(crate) mod test_support {
    //! Array builders shared by the kernels' unit tests.

    use super::storage::{Element, NdArray};

    /// An array of `shape` holding `v`.
    pub(crate) fn arr<T: Element>(v: Vec<T>, shape: &[usize]) -> NdArray {
        NdArray::from_vec(v, shape).unwrap()
    }

    /// A 1-d array holding `v`.
    pub(crate) fn v1<T: Element>(v: Vec<T>) -> NdArray {
        let n = v.len();
        arr(v, &[n])
    }
}
