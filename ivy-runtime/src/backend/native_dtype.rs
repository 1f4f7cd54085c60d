//! Native dtypes (seed 000, "Native dtypes"): a backend's own dtype type beside Ivy's
//! [`Dtype`], and the map between them, for code that mixes a framework's own API with ivy's
//! (candle's `DType` next to `ivy::Dtype`).

use std::any::Any;
use std::fmt;

use ivy_grammar::{Dtype, DtypeSet};

use super::Backend;
use crate::defaults::default_dtype;
use crate::error::{Error, Result};
use crate::scalar::Operand;

/// A backend whose framework has a dtype type of its own (candle's `candle_core::DType`; the
/// ndarray backend's element types as `NdDtype`). Ivy's `as_native_dtype`, `as_ivy_dtype`,
/// `is_native_dtype` and `default_dtype(as_native=True)` are [`as_native_dtype()`],
/// [`as_ivy_dtype()`], [`is_native_dtype()`] and [`default_dtype_as_native()`] over it.
pub trait NativeDtypes: Backend {
    /// The framework's dtype type.
    type NativeDtype: Copy + Eq + fmt::Debug + Send + Sync + 'static;

    /// The native dtype of `dtype`; `None` for a dtype the framework cannot hold.
    fn to_native_dtype(dtype: Dtype) -> Option<Self::NativeDtype>;

    /// The Ivy dtype of `native`; `None` for a framework dtype that is none of Ivy's.
    fn from_native_dtype(native: Self::NativeDtype) -> Option<Dtype>;
}

/// The native dtype of `dtype` on backend `B` (Ivy's `as_native_dtype`); a dtype the framework
/// cannot hold is an error naming it and the backend.
///
/// ```
/// use ivy::ndarray::{NdArrayBackend, NdDtype};
/// use ivy::Dtype;
///
/// assert_eq!(ivy::as_native_dtype::<NdArrayBackend>(Dtype::Bfloat16)?, NdDtype::BF16);
/// assert_eq!(ivy::as_ivy_dtype::<NdArrayBackend>(NdDtype::C64)?, Dtype::Complex64);
/// assert!(ivy::is_native_dtype::<NdArrayBackend>(&NdDtype::Bool));
/// assert!(!ivy::is_native_dtype::<NdArrayBackend>(&Dtype::Bool)); // Ivy's, not the framework's
/// # Ok::<(), ivy::Error>(())
/// ```
pub fn as_native_dtype<B: NativeDtypes>(dtype: Dtype) -> Result<B::NativeDtype> {
    B::to_native_dtype(dtype).ok_or(Error::NoNativeDtype {
        dtype,
        backend: B::NAME,
        valid: B::VALID_DTYPES,
    })
}

/// The Ivy dtype of `native`, a dtype of backend `B`'s framework (Ivy's `as_ivy_dtype`); one
/// that is none of Ivy's is an error naming it and the backend.
pub fn as_ivy_dtype<B: NativeDtypes>(native: B::NativeDtype) -> Result<Dtype> {
    B::from_native_dtype(native).ok_or_else(|| Error::NotIvyDtype {
        native: format!("{native:?}"),
        backend: B::NAME,
        valid: B::VALID_DTYPES,
    })
}

/// Whether `x` is a native dtype of backend `B` that stands for one of Ivy's dtypes (Ivy's
/// `is_native_dtype`): an Ivy [`Dtype`], a string or a framework dtype with no Ivy
/// counterpart is not.
pub fn is_native_dtype<B: NativeDtypes>(x: &dyn Any) -> bool {
    x.downcast_ref::<B::NativeDtype>()
        .is_some_and(|&native| B::from_native_dtype(native).is_some())
}

/// [`default_dtype`] as backend `B`'s native dtype (Ivy's `default_dtype(.., as_native=True)`):
/// the same four steps, then [`as_native_dtype()`], so a default the framework cannot hold is
/// an error naming both.
///
/// ```
/// use ivy::ndarray::{NdArrayBackend, NdDtype};
///
/// assert_eq!(ivy::default_dtype_as_native::<NdArrayBackend>(None, Some(7.into()))?, NdDtype::I32);
/// assert_eq!(ivy::default_dtype_as_native::<NdArrayBackend>(None, None)?, NdDtype::F32);
/// # Ok::<(), ivy::Error>(())
/// ```
pub fn default_dtype_as_native<B: NativeDtypes>(
    dtype: Option<Dtype>,
    item: Option<Operand>,
) -> Result<B::NativeDtype> {
    as_native_dtype::<B>(default_dtype(dtype, item)?)
}

/// The Ivy dtypes backend `B` has native dtypes for: every dtype [`NativeDtypes::to_native_dtype`]
/// maps (for the support report and errors; equals `B::VALID_DTYPES` for a consistent backend).
pub fn native_dtypes<B: NativeDtypes>() -> DtypeSet {
    Dtype::ALL
        .iter()
        .filter(|d| B::to_native_dtype(**d).is_some())
        .fold(DtypeSet::EMPTY, |set, d| set.with(*d))
}
