//! The per-element operations both backends run as they are, written once over the element
//! classes ([`crate::elem`]): each backend maps them over its own storage with its own dtype
//! dispatch.
//!
//! * [`elementwise`]: clip bounds, the negative-exponent check of integer `pow`, and NumPy's
//!   formulas for `deg2rad`, `rad2deg` and `logaddexp`.
//! * [`activations`]: the element-wise activations ([`activations::Activation`]).
//! * [`kernels`]: the one form of an element-wise kernel, and the kernels every backend runs
//!   as they are.

pub mod activations;
pub mod elementwise;
pub mod kernels;
