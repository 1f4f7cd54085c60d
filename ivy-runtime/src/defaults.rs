//! Default dtypes (float32 / int32 / uint32 / complex64) and `default_dtype`, the four-step
//! inference of seed 000.
//!
//! Each default has a process-wide value (`set_default_*`), and scoped thread-local overrides:
//! a guard (`default_*_scope`) or a closure (`with_default_*`). A setter refuses a dtype of the
//! wrong kind (`int32` as the default float dtype) with [`Error::WrongDtypeKind`].

use ivy_grammar::{Dtype, DtypeSet};

use crate::error::{Error, Result};
use crate::scalar::{ArrayOperand, Operand};
use crate::settings::{ScopeGuard, Setting, SettingValue};

/// A default-dtype setting: a [`Setting`] that accepts only the dtypes of one class.
struct DefaultDtype<T> {
    setting: Setting<T>,
    accepts: DtypeSet,
    /// What the setting is, as errors name it.
    role: &'static str,
}

static FLOAT: DefaultDtype<Dtype> = DefaultDtype {
    setting: Setting::new(Dtype::Float32),
    accepts: DtypeSet::FLOAT,
    role: "the default float dtype",
};
static INT: DefaultDtype<Dtype> = DefaultDtype {
    setting: Setting::new(Dtype::Int32),
    accepts: DtypeSet::SIGNED,
    role: "the default int dtype",
};
static UINT: DefaultDtype<Dtype> = DefaultDtype {
    setting: Setting::new(Dtype::Uint32),
    accepts: DtypeSet::UNSIGNED,
    role: "the default uint dtype",
};
static COMPLEX: DefaultDtype<Dtype> = DefaultDtype {
    setting: Setting::new(Dtype::Complex64),
    accepts: DtypeSet::COMPLEX,
    role: "the default complex dtype",
};
/// `None`: follow the default float dtype.
static GLOBAL: DefaultDtype<Option<Dtype>> = DefaultDtype {
    setting: Setting::new(None),
    accepts: DtypeSet::NUMERIC,
    role: "the global default dtype",
};

impl<T: SettingValue + From<Dtype>> DefaultDtype<T> {
    /// `dtype` as the setting's value, if the setting accepts it.
    fn check(&self, dtype: Dtype) -> Result<T> {
        if self.accepts.contains(dtype) {
            Ok(T::from(dtype))
        } else {
            Err(Error::WrongDtypeKind {
                dtype,
                role: self.role,
                expected: self.accepts,
            })
        }
    }

    fn get(&'static self) -> T {
        self.setting.get()
    }

    fn set(&'static self, dtype: Dtype) -> Result<()> {
        self.setting.set(self.check(dtype)?);
        Ok(())
    }

    fn scope(&'static self, dtype: Dtype) -> Result<ScopeGuard> {
        Ok(self.setting.scope(self.check(dtype)?))
    }

    fn with<R>(&'static self, dtype: Dtype, f: impl FnOnce() -> R) -> Result<R> {
        Ok(self.setting.with(self.check(dtype)?, f))
    }
}

/// The default float dtype on this thread (initially `float32`).
pub fn default_float_dtype() -> Dtype {
    FLOAT.get()
}

/// The default signed integer dtype on this thread (initially `int32`).
pub fn default_int_dtype() -> Dtype {
    INT.get()
}

/// The default unsigned integer dtype on this thread (initially `uint32`).
pub fn default_uint_dtype() -> Dtype {
    UINT.get()
}

/// The default complex dtype on this thread (initially `complex64`).
pub fn default_complex_dtype() -> Dtype {
    COMPLEX.get()
}

/// The default float, int, uint and complex dtypes overridden on this thread at once, while
/// the guards live, for a frontend's settings: each dtype must be of its setting's kind, which
/// the caller states as a constant table (`frontend_settings`, whose test checks every entry),
/// so no user input is refused here.
pub(crate) fn default_dtypes_scope(defaults: [Dtype; 4]) -> [ScopeGuard; 4] {
    let [float, int, uint, complex] = defaults;
    debug_assert!(
        FLOAT.accepts.contains(float)
            && INT.accepts.contains(int)
            && UINT.accepts.contains(uint)
            && COMPLEX.accepts.contains(complex),
        "default dtypes of their kinds: {defaults:?}"
    );
    [
        FLOAT.setting.scope(float),
        INT.setting.scope(int),
        UINT.setting.scope(uint),
        COMPLEX.setting.scope(complex),
    ]
}

/// Sets the process-wide default float dtype; it must be a float dtype.
///
/// ```
/// # use ivy_runtime::{Dtype, set_default_float_dtype, Error};
/// let err = set_default_float_dtype(Dtype::Int32).unwrap_err();
/// assert!(matches!(err, Error::WrongDtypeKind { .. }));
/// ```
pub fn set_default_float_dtype(dtype: Dtype) -> Result<()> {
    FLOAT.set(dtype)
}

/// Sets the process-wide default signed integer dtype; it must be a signed integer dtype.
pub fn set_default_int_dtype(dtype: Dtype) -> Result<()> {
    INT.set(dtype)
}

/// Sets the process-wide default unsigned integer dtype; it must be an unsigned dtype.
pub fn set_default_uint_dtype(dtype: Dtype) -> Result<()> {
    UINT.set(dtype)
}

/// Sets the process-wide default complex dtype; it must be a complex dtype.
pub fn set_default_complex_dtype(dtype: Dtype) -> Result<()> {
    COMPLEX.set(dtype)
}

/// Forgets the process-wide default float dtype: it is `float32` again (Ivy's
/// `unset_default_float_dtype`; a thread's scope keeps its override).
///
/// ```
/// use ivy_runtime::*;
/// set_default_float_dtype(Dtype::Float64)?;
/// set_default_int_dtype(Dtype::Int64)?;
/// set_default_uint_dtype(Dtype::Uint8)?;
/// set_default_complex_dtype(Dtype::Complex128)?;
/// let scope = default_float_dtype_scope(Dtype::Float16)?;
/// unset_default_float_dtype();
/// assert_eq!(default_float_dtype(), Dtype::Float16); // this thread's scope is kept
/// drop(scope);
/// assert_eq!(default_float_dtype(), Dtype::Float32);
/// unset_default_int_dtype();
/// unset_default_uint_dtype();
/// unset_default_complex_dtype();
/// let defaults = [default_int_dtype(), default_uint_dtype(), default_complex_dtype()];
/// assert_eq!(defaults, [Dtype::Int32, Dtype::Uint32, Dtype::Complex64]);
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn unset_default_float_dtype() {
    FLOAT.setting.unset();
}

/// Forgets the process-wide default signed integer dtype: it is `int32` again.
pub fn unset_default_int_dtype() {
    INT.setting.unset();
}

/// Forgets the process-wide default unsigned integer dtype: it is `uint32` again.
pub fn unset_default_uint_dtype() {
    UINT.setting.unset();
}

/// Forgets the process-wide default complex dtype: it is `complex64` again.
pub fn unset_default_complex_dtype() {
    COMPLEX.setting.unset();
}

/// Overrides the default float dtype on this thread while the guard lives.
///
/// ```
/// # use ivy_runtime::{Dtype, default_float_dtype, default_float_dtype_scope};
/// {
///     let _g = default_float_dtype_scope(Dtype::Float64)?;
///     assert_eq!(default_float_dtype(), Dtype::Float64);
/// }
/// assert_eq!(default_float_dtype(), Dtype::Float32);
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn default_float_dtype_scope(dtype: Dtype) -> Result<ScopeGuard> {
    FLOAT.scope(dtype)
}

/// Overrides the default signed integer dtype on this thread while the guard lives.
pub fn default_int_dtype_scope(dtype: Dtype) -> Result<ScopeGuard> {
    INT.scope(dtype)
}

/// Overrides the default unsigned integer dtype on this thread while the guard lives.
pub fn default_uint_dtype_scope(dtype: Dtype) -> Result<ScopeGuard> {
    UINT.scope(dtype)
}

/// Overrides the default complex dtype on this thread while the guard lives.
pub fn default_complex_dtype_scope(dtype: Dtype) -> Result<ScopeGuard> {
    COMPLEX.scope(dtype)
}

/// Runs `f` with the default float dtype overridden on this thread.
pub fn with_default_float_dtype<R>(dtype: Dtype, f: impl FnOnce() -> R) -> Result<R> {
    FLOAT.with(dtype, f)
}

/// Runs `f` with the default signed integer dtype overridden on this thread.
pub fn with_default_int_dtype<R>(dtype: Dtype, f: impl FnOnce() -> R) -> Result<R> {
    INT.with(dtype, f)
}

/// Runs `f` with the default unsigned integer dtype overridden on this thread.
pub fn with_default_uint_dtype<R>(dtype: Dtype, f: impl FnOnce() -> R) -> Result<R> {
    UINT.with(dtype, f)
}

/// Runs `f` with the default complex dtype overridden on this thread.
pub fn with_default_complex_dtype<R>(dtype: Dtype, f: impl FnOnce() -> R) -> Result<R> {
    COMPLEX.with(dtype, f)
}

/// Sets the process-wide global default dtype: what [`default_dtype`] gives when nothing else
/// decides (seed 000 step 4). Any numeric dtype is accepted. Until it is set it follows the
/// default float dtype.
pub fn set_default_dtype(dtype: Dtype) -> Result<()> {
    GLOBAL.set(dtype)
}

/// Forgets the process-wide global default dtype, so it follows the default float dtype again.
pub fn unset_default_dtype() {
    GLOBAL.setting.set(None);
}

/// Overrides the global default dtype on this thread while the guard lives.
pub fn default_dtype_scope(dtype: Dtype) -> Result<ScopeGuard> {
    GLOBAL.scope(dtype)
}

/// Runs `f` with the global default dtype overridden on this thread.
pub fn with_default_dtype<R>(dtype: Dtype, f: impl FnOnce() -> R) -> Result<R> {
    GLOBAL.with(dtype, f)
}

/// The dtype a function should produce, decided as seed 000 says:
///
/// 1. the explicit `dtype`, if given;
/// 2. else the dtype of an array argument (`item` is [`Operand::Typed`] or
///    [`Operand::Array`]);
/// 3. else the kind of a *relevant* scalar (`item` is [`Operand::Weak`]): bool gives `bool`,
///    an integer the default int dtype, a float the default float dtype, a complex number the
///    default complex dtype, each widened when the value does not fit (2^31 gives `int64`,
///    2^63 `uint64`, 1e300 `float64`);
/// 4. else the global default dtype (see [`set_default_dtype`]; initially the default float
///    dtype, `float32`).
///
/// ```
/// use ivy_runtime::{default_dtype, Dtype, Operand};
///
/// assert_eq!(default_dtype(Some(Dtype::Int8), Some(1.5.into()))?, Dtype::Int8);
/// assert_eq!(default_dtype(None, Some(Operand::Typed(Dtype::Uint16)))?, Dtype::Uint16);
/// assert_eq!(default_dtype(None, Some(7.into()))?, Dtype::Int32);
/// assert_eq!(default_dtype(None, Some((1u64 << 31).into()))?, Dtype::Int64);
/// assert_eq!(default_dtype(None, Some(1e-40.into()))?, Dtype::Float64);
/// assert_eq!(default_dtype(None, Some(true.into()))?, Dtype::Bool);
/// assert_eq!(default_dtype(None, None)?, Dtype::Float32);
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn default_dtype(dtype: Option<Dtype>, item: Option<Operand>) -> Result<Dtype> {
    match (dtype, item) {
        (Some(d), _) => Ok(d),
        (None, Some(Operand::Typed(d) | Operand::Array(ArrayOperand { dtype: d, .. }))) => Ok(d),
        (None, Some(Operand::Weak(s))) => s.default_dtype(),
        (None, None) => Ok(global_default_dtype()),
    }
}

/// The global default dtype: the one set with [`set_default_dtype`] or a scope, else the
/// default float dtype.
pub fn global_default_dtype() -> Dtype {
    GLOBAL.get().unwrap_or_else(default_float_dtype)
}

/// Ivy's `infer_default_dtype`: the default dtype of the same kind as `dtype` (`uint8` gives
/// the default uint dtype, `float16` the default float dtype, `bool` stays `bool`).
pub fn infer_default_dtype(dtype: Dtype) -> Dtype {
    use ivy_grammar::DtypeKind;
    match dtype.kind() {
        DtypeKind::Bool => Dtype::Bool,
        DtypeKind::SignedInt => default_int_dtype(),
        DtypeKind::UnsignedInt => default_uint_dtype(),
        DtypeKind::Float => default_float_dtype(),
        DtypeKind::Complex => default_complex_dtype(),
    }
}
