//! Casting modes (seed 000): what to do when an input's dtype is unsupported by the function on
//! the active backend.
//!
//! * `upcast`: the narrowest supported dtype of the same kind that holds every value;
//! * `downcast`: the widest supported narrower dtype of the same kind;
//! * `crosscast`: when no dtype of the input's kind is supported, integer -> the default float
//!   dtype, float -> the default int dtype, bool -> the default int dtype (else the default
//!   float dtype); complex is never cast to a real dtype (Ivy drops the imaginary part; we
//!   refuse);
//! * `cast`: cross, then up, then down: the first that finds a dtype.
//!
//! The mode is a setting like the others: process-wide, with scoped thread-local overrides.

use ivy_grammar::{Dtype, DtypeKind, DtypeSet};

use crate::defaults::{default_float_dtype, default_int_dtype};
pub use crate::modes::CastingMode;
use crate::settings::{ScopeGuard, Setting};

impl CastingMode {
    /// The dtype an input of `dtype` is cast to under this mode, given the dtypes the function
    /// supports; `None` if the mode finds none (or is off).
    pub fn target(self, dtype: Dtype, supported: DtypeSet) -> Option<Dtype> {
        match self {
            CastingMode::Off => None,
            CastingMode::Upcast => upcast(dtype, supported),
            CastingMode::Downcast => downcast(dtype, supported),
            CastingMode::Crosscast => crosscast(dtype, supported),
            CastingMode::Cast => crosscast(dtype, supported)
                .or_else(|| upcast(dtype, supported))
                .or_else(|| downcast(dtype, supported)),
        }
    }

    /// The modes under which an input of `dtype` would find a supported dtype.
    pub fn that_help(dtype: Dtype, supported: DtypeSet) -> Vec<CastingMode> {
        CastingMode::ALL
            .into_iter()
            .filter(|m| m.target(dtype, supported).is_some())
            .collect()
    }
}

/// The casting mode setting.
static CASTING_MODE: Setting<CastingMode> = Setting::new(CastingMode::Off);

/// The casting mode in force on this thread (initially off).
#[inline]
pub fn casting_mode() -> CastingMode {
    CASTING_MODE.get()
}

/// Sets the process-wide casting mode.
pub fn set_casting_mode(mode: CastingMode) {
    CASTING_MODE.set(mode);
}

/// Overrides the casting mode on this thread while the guard lives.
pub fn casting_mode_scope(mode: CastingMode) -> ScopeGuard {
    CASTING_MODE.scope(mode)
}

/// Runs `f` with the casting mode overridden on this thread.
pub fn with_casting_mode<R>(mode: CastingMode, f: impl FnOnce() -> R) -> R {
    CASTING_MODE.with(mode, f)
}

/// The dtypes of an input's kind for casting: integers (signed and unsigned), floats, complex,
/// bool.
fn kind_class(dtype: Dtype) -> DtypeSet {
    match dtype.kind() {
        DtypeKind::SignedInt | DtypeKind::UnsignedInt => DtypeSet::INTEGER,
        DtypeKind::Float => DtypeSet::FLOAT,
        DtypeKind::Complex => DtypeSet::COMPLEX,
        DtypeKind::Bool => DtypeSet::BOOL,
    }
}

/// (exponent bits, mantissa bits) of a float dtype, or of a complex dtype's parts.
fn float_format(dtype: Dtype) -> (u32, u32) {
    match dtype {
        Dtype::Bfloat16 => (8, 7),
        Dtype::Float16 => (5, 10),
        Dtype::Float32 | Dtype::Complex64 => (8, 23),
        _ => (11, 52),
    }
}

/// Whether every value of `from` is a value of `to`.
pub(crate) fn holds(from: Dtype, to: Dtype) -> bool {
    if from == to {
        return true;
    }
    match (crate::info::iinfo(from), crate::info::iinfo(to)) {
        (Ok(a), Ok(b)) => b.min <= a.min && a.max <= b.max,
        _ if from.is_inexact() && to.is_inexact() && from.is_complex() <= to.is_complex() => {
            let ((e1, m1), (e2, m2)) = (float_format(from), float_format(to));
            e1 <= e2 && m1 <= m2
        }
        _ => false,
    }
}

/// Ties between equally wide candidates go to the input's signedness, then to IEEE float16.
fn preference(from: Dtype, candidate: Dtype) -> u8 {
    u8::from(candidate.kind() != from.kind()) * 2 + u8::from(candidate == Dtype::Bfloat16)
}

fn upcast(dtype: Dtype, supported: DtypeSet) -> Option<Dtype> {
    (kind_class(dtype) & supported)
        .iter()
        .filter(|c| *c != dtype && holds(dtype, *c))
        .min_by_key(|c| (c.bits(), preference(dtype, *c)))
}

fn downcast(dtype: Dtype, supported: DtypeSet) -> Option<Dtype> {
    (kind_class(dtype) & supported)
        .iter()
        .filter(|c| c.bits() < dtype.bits() && (c.kind() == dtype.kind() || !dtype.is_int()))
        .min_by_key(|c| (u32::MAX - c.bits(), preference(dtype, *c)))
}

fn crosscast(dtype: Dtype, supported: DtypeSet) -> Option<Dtype> {
    if !(kind_class(dtype) & supported).is_empty() {
        return None;
    }
    let candidates = match dtype.kind() {
        DtypeKind::SignedInt | DtypeKind::UnsignedInt => [Some(default_float_dtype()), None],
        DtypeKind::Float => [Some(default_int_dtype()), None],
        // bool is an integer 0 or 1 before it is a float.
        DtypeKind::Bool => [Some(default_int_dtype()), Some(default_float_dtype())],
        DtypeKind::Complex => return None,
    };
    candidates
        .into_iter()
        .flatten()
        .find(|t| supported.contains(*t))
}

#[cfg(test)]
mod tests {
    use super::*;
    use Dtype::*;

    fn set(ds: &[Dtype]) -> DtypeSet {
        DtypeSet::of(ds)
    }

    /// Research notes §7, verified on Ivy's numpy backend (where they agree with the brief).
    #[test]
    fn ivy_vectors() {
        let no_f16 = DtypeSet::VALID.without(Float16);
        assert_eq!(CastingMode::Upcast.target(Float16, no_f16), Some(Float32));
        assert_eq!(
            CastingMode::Downcast.target(Float16, no_f16 - set(&[Bfloat16])),
            None
        );
        let no_f32 = DtypeSet::VALID.without(Float32);
        assert_eq!(CastingMode::Downcast.target(Float32, no_f32), Some(Float16));
        let no_f16_f32 = DtypeSet::VALID - set(&[Float16, Float32]);
        assert_eq!(
            CastingMode::Upcast.target(Float16, no_f16_f32),
            Some(Float64)
        );
        assert_eq!(
            CastingMode::Upcast.target(Float64, DtypeSet::VALID.without(Float64)),
            None
        );
        assert_eq!(CastingMode::Off.target(Float16, no_f16), None);
    }

    #[test]
    fn upcast_holds_every_value() {
        // bfloat16 does not hold float16's values (fewer mantissa bits), float32 does.
        assert_eq!(
            CastingMode::Upcast.target(Float16, set(&[Bfloat16, Float32])),
            Some(Float32)
        );
        assert_eq!(
            CastingMode::Upcast.target(Uint8, set(&[Int16, Uint16])),
            Some(Uint16)
        );
        assert_eq!(
            CastingMode::Upcast.target(Uint8, set(&[Int8, Int16])),
            Some(Int16)
        );
        assert_eq!(
            CastingMode::Upcast.target(Int8, set(&[Uint16, Uint64])),
            None
        );
        assert_eq!(
            CastingMode::Upcast.target(Complex64, set(&[Complex128])),
            Some(Complex128)
        );
        assert_eq!(CastingMode::Upcast.target(Bool, set(&[Int8])), None);
    }

    #[test]
    fn downcast_stays_in_kind_and_signedness() {
        assert_eq!(
            CastingMode::Downcast.target(Int64, set(&[Int8, Int32, Uint32])),
            Some(Int32)
        );
        assert_eq!(
            CastingMode::Downcast.target(Float64, set(&[Float16, Bfloat16])),
            Some(Float16)
        );
        assert_eq!(
            CastingMode::Downcast.target(Complex128, set(&[Complex64])),
            Some(Complex64)
        );
        assert_eq!(CastingMode::Downcast.target(Uint8, set(&[Int8])), None);
    }

    #[test]
    fn crosscast_only_when_the_whole_kind_is_unsupported() {
        let floats = DtypeSet::FLOAT;
        assert_eq!(CastingMode::Crosscast.target(Int16, floats), Some(Float32));
        assert_eq!(CastingMode::Crosscast.target(Bool, floats), Some(Float32));
        assert_eq!(
            CastingMode::Crosscast.target(Bool, DtypeSet::NUMERIC),
            Some(Int32)
        );
        assert_eq!(
            CastingMode::Crosscast.target(Float16, DtypeSet::INTEGER),
            Some(Int32)
        );
        assert_eq!(
            CastingMode::Crosscast.target(Float16, set(&[Float32, Int32])),
            None
        );
        // Complex is never cast to a real dtype.
        assert_eq!(
            CastingMode::Crosscast.target(Complex64, DtypeSet::NUMERIC - DtypeSet::COMPLEX),
            None
        );
        assert_eq!(CastingMode::Cast.target(Complex64, DtypeSet::FLOAT), None);
    }

    #[test]
    fn cast_tries_cross_then_up_then_down() {
        // Floats are partly supported, so no cross-cast: up first.
        assert_eq!(
            CastingMode::Cast.target(Float16, set(&[Int32, Float32, Bfloat16])),
            Some(Float32)
        );
        assert_eq!(
            CastingMode::Cast.target(Float64, set(&[Int32, Float32])),
            Some(Float32)
        );
        assert_eq!(
            CastingMode::Cast.target(Int8, set(&[Float32])),
            Some(Float32)
        );
        assert_eq!(
            CastingMode::that_help(Float16, set(&[Float32])),
            [CastingMode::Upcast, CastingMode::Cast]
        );
    }

    #[test]
    fn names_parse() {
        for m in CastingMode::ALL {
            assert_eq!(m.name().parse::<CastingMode>().unwrap(), m);
        }
        assert_eq!(
            "upcats".parse::<CastingMode>().unwrap_err().suggestion(),
            Some("upcast")
        );
    }
}
