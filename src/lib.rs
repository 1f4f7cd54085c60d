//! # ivy for Rust
//!
//! Declare dtype-aware array functions once and run them on interchangeable array backends,
//! with Ivy's semantics for type promotion, default dtypes, unsupported dtypes and casting modes.
//!
//! This facade re-exports the runtime. Today that is the dtype core: [`Dtype`], [`DtypeSet`],
//! four promotion rule sets, default dtypes and scoped modes.
//!
//! ```
//! use ivy::{promote_types, with_promotion_rules, Dtype, PromotionRules};
//!
//! let d: Dtype = "int16".parse()?;
//! assert_eq!(promote_types(d, Dtype::Uint16)?, Dtype::Int32);
//! let jax = with_promotion_rules(PromotionRules::Jax, || promote_types(d, Dtype::Float16));
//! assert_eq!(jax?, Dtype::Float16);
//! # Ok::<(), ivy::Error>(())
//! ```

pub use ivy_runtime::*;
