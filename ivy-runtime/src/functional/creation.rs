//! Creation functions.

use ivy_macros::primary;

use crate::{Array, Device, Dtype, FunctionDecl, HostArray, Result, Scalar};

/// An array of zeros of `shape`; `dtype` defaults to the global default dtype (float32).
#[primary]
#[infer_dtype]
#[infer_device]
pub fn zeros(shape: &[usize], dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;

/// An array of ones of `shape`; `dtype` defaults to the global default dtype (float32).
#[primary]
#[infer_dtype]
#[infer_device]
pub fn ones(shape: &[usize], dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;

/// An array of `shape` filled with `fill_value`. Without a `dtype`, the fill value decides (as
/// in Ivy, `full` has no `infer_dtype`): an integer gives the default int dtype, a float the
/// default float dtype, a bool `bool`, each widened when the value needs it.
#[primary]
#[infer_device]
pub fn full(
    shape: &[usize],
    fill_value: Scalar,
    dtype: Option<Dtype>,
    device: Option<Device>,
) -> Result<Array>;

/// Evenly spaced values `start, start + step, ...` below `stop`. Without a `dtype`, the
/// arguments decide: any float gives the default float dtype, else the default int dtype.
#[primary]
#[infer_dtype]
#[infer_device]
pub fn arange(
    start: Scalar,
    stop: Scalar,
    step: Scalar,
    dtype: Option<Dtype>,
    device: Option<Device>,
) -> Result<Array>;

/// An array holding `data` (host memory), converted to `dtype` when one is given; otherwise
/// the data's own dtype (a Rust `f64` slice gives `float64`).
#[primary]
#[infer_device]
pub fn asarray(data: HostArray, dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;

/// The functions of this category, in the catalog ([`super::CATALOG`]).
pub(super) static FUNCTIONS: &[&FunctionDecl] = &[
    zeros::DECL,
    ones::DECL,
    full::DECL,
    arange::DECL,
    asarray::DECL,
];
