//! What a frontend's functions run under: the framework's promotion rules and default dtypes
//! (`numpy.zeros(3)` is float64, `torch.zeros(3)` float32; `numpy.add(int8, 2.5)` promotes as
//! NumPy does), whatever is in force globally. A function declared
//! `#[compositional(frontend = "numpy")]` enters its framework's [`FrontendScope`] for its
//! call and its `output_type`, so the Ivy functions its body calls follow the framework.

use ivy_grammar::{Dtype, Frontend};

use crate::defaults::default_dtypes_scope;
use crate::promotion::{PromotionRules, promotion_rules_scope};
use crate::settings::{ScopeGuard, Setting};

/// JAX's `jax_enable_x64`: off (JAX's default), JAX has no 64-bit dtypes and its defaults are
/// 32-bit; on, its defaults are `float64`, `int64`, `uint64`, `complex128`.
static JAX_ENABLE_X64: Setting<bool> = Setting::new(false);

/// Whether JAX's `jax_enable_x64` is in force on this thread (off unless set or scoped).
pub fn jax_enable_x64() -> bool {
    JAX_ENABLE_X64.get()
}

/// Sets JAX's `jax_enable_x64` process-wide (as `jax.config.update("jax_enable_x64", on)`);
/// threads with a scope of their own keep it.
pub fn set_jax_enable_x64(on: bool) {
    JAX_ENABLE_X64.set(on);
}

/// Puts JAX's `jax_enable_x64` = `on` in force on this thread until the guard drops.
///
/// ```
/// use ivy_runtime::{Dtype, Frontend, frontend_settings, jax_enable_x64_scope};
///
/// assert_eq!(frontend_settings(Frontend::Jax).defaults[0], Dtype::Float32);
/// let _x64 = jax_enable_x64_scope(true);
/// assert_eq!(frontend_settings(Frontend::Jax).defaults[0], Dtype::Float64);
/// ```
pub fn jax_enable_x64_scope(on: bool) -> ScopeGuard {
    JAX_ENABLE_X64.scope(on)
}

/// A framework's promotion rules and default dtypes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrontendSettings {
    /// Its promotion rule set.
    pub rules: PromotionRules,
    /// Its default float, signed integer, unsigned integer and complex dtypes.
    pub defaults: [Dtype; 4],
}

/// What `frontend`'s functions run under. JAX's defaults follow [`jax_enable_x64`]: 32-bit
/// without it (JAX's default), 64-bit with it.
pub fn frontend_settings(frontend: Frontend) -> FrontendSettings {
    use Dtype::*;
    match frontend {
        Frontend::Numpy => FrontendSettings {
            rules: PromotionRules::Numpy,
            defaults: [Float64, Int64, Uint64, Complex128],
        },
        Frontend::Torch => FrontendSettings {
            rules: PromotionRules::Torch,
            defaults: [Float32, Int64, Uint8, Complex64],
        },
        Frontend::Jax if jax_enable_x64() => FrontendSettings {
            rules: PromotionRules::Jax,
            defaults: [Float64, Int64, Uint64, Complex128],
        },
        Frontend::Jax => FrontendSettings {
            rules: PromotionRules::Jax,
            defaults: [Float32, Int32, Uint32, Complex64],
        },
    }
}

/// A frontend's settings in force on this thread while it lives.
#[must_use = "the frontend's settings are undone as soon as the scope is dropped"]
#[derive(Debug)]
pub struct FrontendScope {
    _guards: [ScopeGuard; 5],
}

/// Puts `frontend`'s rules and default dtypes in force on this thread until the scope drops.
///
/// ```
/// use ivy_runtime::{Frontend, default_float_dtype, frontend_scope, Dtype};
///
/// let scope = frontend_scope(Frontend::Numpy);
/// assert_eq!(default_float_dtype(), Dtype::Float64);
/// drop(scope);
/// assert_eq!(default_float_dtype(), Dtype::Float32);
/// ```
pub fn frontend_scope(frontend: Frontend) -> FrontendScope {
    let FrontendSettings { rules, defaults } = frontend_settings(frontend);
    let [float, int, uint, complex] = default_dtypes_scope(defaults);
    FrontendScope {
        _guards: [promotion_rules_scope(rules), float, int, uint, complex],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::defaults::{
        default_complex_dtype, default_float_dtype, default_int_dtype, default_uint_dtype,
    };
    use crate::promotion::promotion_rules;

    /// `frontend_scope` sets the defaults without the setters' check: each must be of its
    /// setting's kind, for every frontend, with and without x64.
    #[test]
    fn each_frontends_defaults_are_of_their_kinds() {
        use ivy_grammar::DtypeSet;
        for x64 in [false, true] {
            let _x64 = jax_enable_x64_scope(x64);
            for f in Frontend::ALL {
                let [float, int, uint, complex] = frontend_settings(f).defaults;
                assert!(DtypeSet::FLOAT.contains(float), "{f}: {float}");
                assert!(DtypeSet::SIGNED.contains(int), "{f}: {int}");
                assert!(DtypeSet::UNSIGNED.contains(uint), "{f}: {uint}");
                assert!(DtypeSet::COMPLEX.contains(complex), "{f}: {complex}");
            }
        }
    }

    #[test]
    fn each_frontend_puts_its_settings_in_force_and_takes_them_back() {
        for f in Frontend::ALL {
            let before = (
                promotion_rules(),
                default_float_dtype(),
                default_int_dtype(),
            );
            let s = frontend_settings(f);
            {
                let _scope = frontend_scope(f);
                assert_eq!(promotion_rules(), s.rules);
                assert_eq!(
                    [
                        default_float_dtype(),
                        default_int_dtype(),
                        default_uint_dtype(),
                        default_complex_dtype()
                    ],
                    s.defaults
                );
            }
            let after = (
                promotion_rules(),
                default_float_dtype(),
                default_int_dtype(),
            );
            assert_eq!(before, after);
        }
        // The frameworks' documented defaults.
        assert_eq!(
            frontend_settings(Frontend::Numpy).defaults[0],
            Dtype::Float64
        );
        assert_eq!(frontend_settings(Frontend::Torch).defaults[1], Dtype::Int64);
        assert_eq!(frontend_settings(Frontend::Jax).defaults[1], Dtype::Int32);
        let x64 = jax_enable_x64_scope(true);
        assert_eq!(frontend_settings(Frontend::Jax).defaults[1], Dtype::Int64);
        drop(x64);
        assert!(!jax_enable_x64());
    }
}
