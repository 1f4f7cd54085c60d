//! Type promotion under six selectable rule sets, with weak scalars.
//!
//! * `ivy-precise` (the default) and `ivy-nonprecise`: Ivy's two tables;
//! * `array-api`: the Array API standard's table, which leaves cross-kind pairs undefined;
//! * `jax`: JAX's lattice (seed 003), with weak Python-scalar types;
//! * `numpy`: NumPy 2 with `ml_dtypes` (for `bfloat16`), Python scalars weak as NEP 50 says;
//! * `torch`: PyTorch's `promote_types` and its category rule for Python scalars.
//!
//! A weak scalar stands for a Python scalar. Each rule set's variant of [`PromotionRules`] says
//! how it takes a 0-d array and a weak array ([`crate::Array::weak`], JAX's weakly typed
//! arrays); [`result_is_weak`] says when a result is weak.
//!
//! The active rule set is a setting like the default dtypes: process-wide, with scoped
//! thread-local overrides. Precise mode is not a separate flag but a view of it
//! ([`is_precise_mode`] is `promotion_rules() == IvyPrecise`), so the two can never disagree.
//! Every dtype lookup is a constant-table index.

mod jax_lattice;
mod tables;
mod torch;

use std::fmt;

use ivy_grammar::{Dtype, DtypeKind, DtypeSet};

pub use jax_lattice::JaxType;

use crate::defaults::{default_complex_dtype, default_float_dtype, default_int_dtype};
use crate::error::{Error, Result};
pub use crate::modes::PromotionRules;
use crate::scalar::{ArrayOperand, Operand, Scalar};
use crate::settings::{ScopeGuard, Setting};

impl PromotionRules {
    /// What `a` and `b` promote to under these rules, or `None` where the rules leave the pair
    /// undefined (`array-api`; `torch` for `uint16`, `uint32` and `uint64` with other dtypes;
    /// `numpy` where `ml_dtypes` gives `bfloat16` no promotion). Under `jax`, a weak result
    /// (`uint64` with a signed integer gives `f*`) takes the default dtype of its kind.
    #[inline]
    pub fn promote(self, a: Dtype, b: Dtype) -> Option<Dtype> {
        let (i, j) = (a.index(), b.index());
        match self {
            PromotionRules::IvyPrecise => Some(tables::IVY_PRECISE[i][j]),
            PromotionRules::IvyNonPrecise => Some(jax_lattice::IVY_NONPRECISE[i][j]),
            PromotionRules::ArrayApi => tables::ARRAY_API[i][j],
            PromotionRules::Jax => Some(concrete(JaxType::Strong(a).join(JaxType::Strong(b)))),
            PromotionRules::Numpy => tables::NUMPY[i][j],
            PromotionRules::Torch => tables::TORCH[i][j],
        }
    }

    /// An error for a pair these rules leave undefined, naming the rule sets that define it.
    fn undefined(
        self,
        lhs: &dyn fmt::Display,
        rhs: &dyn fmt::Display,
        defined_by: Vec<Self>,
    ) -> Error {
        Error::NoCommonDtype {
            lhs: lhs.to_string(),
            rhs: rhs.to_string(),
            rules: self,
            defined_by,
        }
    }

    fn promote_or_err(self, a: Dtype, b: Dtype) -> Result<Dtype> {
        self.promote(a, b).ok_or_else(|| {
            let defined_by = PromotionRules::ALL
                .into_iter()
                .filter(|r| r.promote(a, b).is_some())
                .collect();
            self.undefined(&a, &b, defined_by)
        })
    }
}

/// The promotion rules setting.
static PROMOTION_RULES: Setting<PromotionRules> = Setting::new(PromotionRules::IvyPrecise);

/// The rule set in force on this thread (initially `ivy-precise`).
#[inline]
pub fn promotion_rules() -> PromotionRules {
    PROMOTION_RULES.get()
}

/// Sets the process-wide rule set; threads inside a scope of their own keep theirs.
pub fn set_promotion_rules(rules: PromotionRules) {
    PROMOTION_RULES.set(rules);
}

/// Overrides the rule set on this thread while the guard lives.
///
/// ```
/// use ivy_runtime::{promote_types, promotion_rules_scope, Dtype, PromotionRules};
///
/// let _g = promotion_rules_scope(PromotionRules::ArrayApi);
/// assert!(promote_types(Dtype::Int32, Dtype::Float32).is_err());
/// ```
pub fn promotion_rules_scope(rules: PromotionRules) -> ScopeGuard {
    PROMOTION_RULES.scope(rules)
}

/// Runs `f` with the rule set overridden on this thread.
pub fn with_promotion_rules<R>(rules: PromotionRules, f: impl FnOnce() -> R) -> R {
    PROMOTION_RULES.with(rules, f)
}

/// Whether Ivy's precise table is in force on this thread (the default).
pub fn is_precise_mode() -> bool {
    promotion_rules() == PromotionRules::IvyPrecise
}

fn precise_rules(precise: bool) -> PromotionRules {
    if precise {
        PromotionRules::IvyPrecise
    } else {
        PromotionRules::IvyNonPrecise
    }
}

/// Process-wide: Ivy's precise table if `precise`, else Ivy's non-precise table (this replaces
/// any other rule set).
pub fn set_precise_mode(precise: bool) {
    set_promotion_rules(precise_rules(precise));
}

/// Scoped precise mode on this thread: Ivy's precise or non-precise table while the guard lives.
///
/// ```
/// use ivy_runtime::{precise_mode_scope, promote_types, Dtype};
///
/// assert_eq!(promote_types(Dtype::Int32, Dtype::Float32)?, Dtype::Float64);
/// let _g = precise_mode_scope(false);
/// assert_eq!(promote_types(Dtype::Int32, Dtype::Float32)?, Dtype::Float32);
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn precise_mode_scope(precise: bool) -> ScopeGuard {
    promotion_rules_scope(precise_rules(precise))
}

/// Runs `f` in precise (or non-precise) mode on this thread.
pub fn with_precise_mode<R>(precise: bool, f: impl FnOnce() -> R) -> R {
    with_promotion_rules(precise_rules(precise), f)
}

/// The dtype two dtypes promote to under the active rules.
///
/// ```
/// use ivy_runtime::{promote_types, Dtype::*};
///
/// assert_eq!(promote_types(Uint8, Int8)?, Int16);
/// assert_eq!(promote_types(Int64, Uint64)?, Float64);
/// assert_eq!(promote_types(Float16, Bfloat16)?, Float32);
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
#[inline]
pub fn promote_types(a: Dtype, b: Dtype) -> Result<Dtype> {
    promotion_rules().promote_or_err(a, b)
}

/// Whether `from` casts to `to` without loss under the active rules: `promote(from, to) == to`
/// (the public `can_cast` also takes arrays and scalars).
#[inline]
pub(crate) fn can_cast(from: Dtype, to: Dtype) -> bool {
    promotion_rules().promote(from, to) == Some(to)
}

/// The dtype of a result computed from all `operands`, under the active rules (the public
/// `result_type` in `functional`), whatever their order: the typed operands promote to their
/// common dtype ([`common_dtype`]); each weak scalar then meets that dtype, all at once, and
/// must fit the result. A scalar of the operands' kind, or of a narrower kind, takes their
/// dtype (`2` next to `int8` stays `int8`; `300` next to `uint8` is an error, never a wrap). A
/// scalar of a wider kind stands for a dtype of its kind, then promotes: under Ivy's two
/// tables, as Ivy's `promote_types_of_inputs` converts it, `float64` for a float next to an
/// integer and `complex128` for a complex number next to an integer or a float; next to
/// `bool`, the default dtype of its kind. Scalars alone each take their default dtype and
/// promote. Under `array-api` a scalar must suit the operands' kind as the standard says;
/// under `numpy` a wider-kind scalar brings NumPy's default of its kind (`int8` with `2.5` is
/// `float64`; a complex next to `float32` is `complex64`); under `torch` PyTorch's (`int8`
/// with `2.5` is `float32`, the default float dtype). Under `jax` the
/// lattice join of all of them decides (it is associative), weak arrays taking part as weak
/// types. Under `torch`, 0-d arrays next to arrays with dimensions rank below them.
pub(crate) fn result_type(operands: &[Operand]) -> Result<Dtype> {
    if operands.is_empty() {
        return Err(Error::NoOperands {
            function: "result_type",
        });
    }
    match promotion_rules() {
        PromotionRules::Jax => jax_result(operands),
        PromotionRules::Torch if torch::ranks_zero_dim_apart(operands) => {
            torch::result_with_zero_dim(operands)
        }
        rules => table_result(rules, operands),
    }
}

/// Whether a result computed from `operands` is weakly typed under the active rules. Under
/// `jax`, when the lattice join of the operands is a weak type, as JAX's `weak_type` of
/// `x + y` is: two weak arrays, a weak array and a literal, but also an `int8` array and
/// `2.5` (`f*`) give a weak result. Under every other rule set, when every operand is weak (a
/// scalar or a weak array). Never without operands.
pub(crate) fn result_is_weak(operands: &[Operand]) -> bool {
    match promotion_rules() {
        PromotionRules::Jax => operands
            .iter()
            .map(|op| lattice_type(*op))
            .reduce(JaxType::join)
            .is_some_and(JaxType::is_weak),
        _ => !operands.is_empty() && operands.iter().all(|op| op.is_weak()),
    }
}

/// Whether the weak scalar `s` next to strong operands of dtype `d` leaves their result `d`
/// under the active rules, its value fitting `d` (`x + 2` for a float32 or int8 `x`): what
/// [`result_type`] gives then, without its general steps.
pub(crate) fn gives_way(s: Scalar, d: Dtype) -> bool {
    let takes_d = match promotion_rules() {
        // Ivy's tables (the default), without building `scalar_partner`'s answer: `d` for a
        // scalar of its kind or a narrower one, and only then (a wider scalar gets a dtype of
        // its own kind).
        PromotionRules::IvyPrecise | PromotionRules::IvyNonPrecise => kind_within(s, d),
        rules => matches!(scalar_partner(rules, d, s), Some(Ok(r)) if r == d),
    };
    takes_d && s.fits(d)
}

/// Whether the scalar `s` is of `d`'s kind or a narrower one ([`kind_rank`]).
#[inline]
fn kind_within(s: Scalar, d: Dtype) -> bool {
    kind_rank(s.kind()) <= kind_rank(d.kind())
}

/// Rank of a kind for weak scalars: a scalar gives way to an operand of its rank or above.
fn kind_rank(kind: DtypeKind) -> u8 {
    match kind {
        DtypeKind::Bool => 0,
        DtypeKind::SignedInt | DtypeKind::UnsignedInt => 1,
        DtypeKind::Float => 2,
        DtypeKind::Complex => 3,
    }
}

/// The dtype all of `dtypes` promote to under table `rules`, whatever their order: the top of
/// the set closed under pairwise promotion, the one dtype that every member promotes to itself
/// with. A left fold is not enough, the tables are not associative: (int8, uint8) then
/// float16 gives float32, (int8, float16) then uint8 gives float16; NumPy's `result_type`
/// gives float32 in both orders, and so does the top. An error names the first pair (in
/// listing order) the rules leave undefined.
fn common_dtype(rules: PromotionRules, dtypes: DtypeSet) -> Result<Dtype> {
    let mut members = dtypes.iter();
    match (members.next(), members.next(), members.next()) {
        (Some(a), None, _) => return Ok(a),
        // Every table is closed on pairs (a unit test checks it), so a pair needs one lookup.
        (Some(a), Some(b), None) => return rules.promote_or_err(a, b),
        _ => {}
    }
    let mut closed = dtypes;
    loop {
        let mut grown = closed;
        for a in closed.iter() {
            for b in closed.iter().filter(|b| *b > a) {
                grown = grown.with(rules.promote_or_err(a, b)?);
            }
        }
        if grown == closed {
            break;
        }
        closed = grown;
    }
    closed
        .iter()
        .find(|&t| closed.iter().all(|d| rules.promote(t, d) == Some(t)))
        // Every closed set of every table has a top (a unit test checks all 2^15 sets).
        .ok_or_else(|| Error::InvalidInput(format!("the dtypes {dtypes} have no common dtype")))
}

/// The result of `operands` under a table rule set, every array (0-d and weak ones too) taken
/// by its dtype.
fn table_result(rules: PromotionRules, operands: &[Operand]) -> Result<Dtype> {
    let scalars = || {
        operands.iter().filter_map(|op| match *op {
            Operand::Weak(s) => Some(s),
            Operand::Typed(_) | Operand::Array(_) => None,
        })
    };
    let typed: DtypeSet = operands.iter().filter_map(|op| op.dtype()).collect();
    // What each scalar makes of the typed operands' dtype: that dtype when the scalar gives
    // way to it, else the dtype the pair gives (which holds it, but PyTorch's `uint16` with a
    // complex scalar is `complex64`, a pair its own table leaves undefined); alone, each scalar
    // takes its own default dtype.
    let joined: DtypeSet = if typed.is_empty() {
        scalars()
            .map(|s| scalar_dtype(rules, s))
            .collect::<Result<_>>()?
    } else {
        let d = common_dtype(rules, typed)?;
        let with_scalars: DtypeSet = scalars()
            .map(|s| with_scalar(rules, d, s))
            .collect::<Result<_>>()?;
        if with_scalars.is_empty() {
            DtypeSet::of(&[d])
        } else {
            with_scalars
        }
    };
    let result = common_dtype(rules, joined)?;
    for s in scalars() {
        check_fits(s, result)?;
    }
    Ok(result)
}

/// The dtype the weak scalar `s` brings next to an operand of dtype `d` (every rule set but
/// `jax`): `d` itself when the scalar gives way to it, else the dtype the scalar stands for.
fn with_scalar(rules: PromotionRules, d: Dtype, s: Scalar) -> Result<Dtype> {
    scalar_partner(rules, d, s).unwrap_or_else(|| {
        let defined_by = PromotionRules::ALL
            .into_iter()
            .filter(|r| scalar_partner(*r, d, s).is_some())
            .collect();
        Err(rules.undefined(&d, &s, defined_by))
    })
}

/// What the weak scalar `s` brings next to dtype `d` under `rules`, or `None` where the rules
/// leave the pair undefined.
fn scalar_partner(rules: PromotionRules, d: Dtype, s: Scalar) -> Option<Result<Dtype>> {
    match rules {
        PromotionRules::ArrayApi => array_api_with_scalar(d, s).map(Ok),
        PromotionRules::Jax => Some(jax_result(&[Operand::Typed(d), Operand::Weak(s)])),
        PromotionRules::Numpy | PromotionRules::Torch => library_with_scalar(rules, d, s),
        _ if kind_within(s, d) => Some(Ok(d)),
        _ => Some(ivy_with_scalar(d, s)),
    }
}

/// The dtype a lone weak scalar takes. NumPy: its default integer, float and complex dtypes,
/// `int64`, `float64` and `complex128`; a value must then fit them (NumPy's `result_type(2**63)`
/// is `uint64`; here every out-of-range value is an error).
/// PyTorch: `int64`, and its default float and complex dtypes, which here are Ivy's settings
/// (`float32` and `complex64` unless changed). Elsewhere Ivy's [`Scalar::default_dtype`].
fn scalar_dtype(rules: PromotionRules, s: Scalar) -> Result<Dtype> {
    match (rules, s) {
        (PromotionRules::Numpy | PromotionRules::Torch, Scalar::Bool(_)) => Ok(Dtype::Bool),
        (PromotionRules::Numpy | PromotionRules::Torch, Scalar::Int(_)) => Ok(Dtype::Int64),
        (PromotionRules::Numpy, Scalar::Float(_)) => Ok(Dtype::Float64),
        (PromotionRules::Numpy, Scalar::Complex(_)) => Ok(Dtype::Complex128),
        (PromotionRules::Torch, Scalar::Float(_)) => Ok(default_float_dtype()),
        (PromotionRules::Torch, Scalar::Complex(_)) => Ok(default_complex_dtype()),
        _ => s.default_dtype(),
    }
}

/// What the weak scalar `s` brings next to `d` under `numpy` or `torch`: `d` when the scalar
/// is of `d`'s kind or a narrower one (but for a float next to `bfloat16` under `numpy`), else
/// as below; `None` where the library refuses or answers with a dtype Ivy lacks.
///
/// NumPy (its abstract Python-scalar DTypes): next to a bool or integer dtype the scalar takes
/// its default dtype and promotes (`int8` with `2.5` -> `float64`); a complex next to a float
/// promotes with `complex64`, keeping the float's precision (`float32` -> `complex64`). To
/// NumPy `bfloat16` is a user dtype, for which a Python float is not weak: NumPy tries
/// `float16`, which `ml_dtypes` does not promote with `bfloat16`, and falls back to `float64`.
///
/// PyTorch: the scalar's default dtype meets `d` as a lower category ([`torch::combine`]): a
/// float or integer scalar's promotes with `d` (`int8` with `2.5` -> `float32`); a complex
/// next to a float dtype gives its complex counterpart, next to a bool or integer dtype the
/// default complex dtype as it is.
fn library_with_scalar(rules: PromotionRules, d: Dtype, s: Scalar) -> Option<Result<Dtype>> {
    let partner = match (rules, s, d.kind()) {
        (PromotionRules::Torch, ..) => {
            return match scalar_dtype(rules, s) {
                Ok(t) => torch::combine(d, t).map(Ok),
                Err(e) => Some(Err(e)),
            };
        }
        (PromotionRules::Numpy, Scalar::Float(_), _) if d == Dtype::Bfloat16 => Dtype::Float64,
        _ if kind_rank(s.kind()) <= kind_rank(d.kind()) => return Some(Ok(d)),
        (PromotionRules::Numpy, Scalar::Complex(_), DtypeKind::Float) => Dtype::Complex64,
        _ => match scalar_dtype(rules, s) {
            Ok(t) => t,
            Err(e) => return Some(Err(e)),
        },
    };
    rules.promote(d, partner).map(Ok)
}

/// The dtype a scalar of a wider kind than `d` stands for under Ivy's two tables, as Ivy's
/// `promote_types_of_inputs` converts it (research notes §3.3): a float next to an integer is
/// `float64` and a complex number next to an integer or a float is `complex128`, whatever the
/// default dtypes; next to `bool` the scalar takes the default dtype of its kind.
fn ivy_with_scalar(d: Dtype, s: Scalar) -> Result<Dtype> {
    match (s, d.kind()) {
        (Scalar::Float(_), DtypeKind::SignedInt | DtypeKind::UnsignedInt) => Ok(Dtype::Float64),
        (Scalar::Complex(_), DtypeKind::SignedInt | DtypeKind::UnsignedInt | DtypeKind::Float) => {
            Ok(Dtype::Complex128)
        }
        _ => s.default_dtype(),
    }
}

/// The Array API's rules for a Python scalar next to an array.
fn array_api_with_scalar(d: Dtype, s: Scalar) -> Option<Dtype> {
    use DtypeKind::*;
    match (s, d.kind()) {
        (Scalar::Bool(_), Bool)
        | (Scalar::Int(_), SignedInt | UnsignedInt | Float | Complex)
        | (Scalar::Float(_), Float | Complex)
        | (Scalar::Complex(_), Complex) => Some(d),
        (Scalar::Complex(_), Float) => match d {
            Dtype::Float64 => Some(Dtype::Complex128),
            Dtype::Float16 | Dtype::Float32 => Some(Dtype::Complex64),
            _ => None,
        },
        _ => None,
    }
}

fn check_fits(s: Scalar, d: Dtype) -> Result<Dtype> {
    if s.fits(d) {
        Ok(d)
    } else {
        Err(Error::ScalarOutOfRange {
            value: s.to_string(),
            dtype: d,
            range: Scalar::range_of(d),
        })
    }
}

/// An operand's type on JAX's lattice: a scalar or a weak array as the Python scalar type of
/// its kind (JAX's `_jax_type`: a weak `uint8` array is `i*`), a `bool` one as `bool`.
fn lattice_type(op: Operand) -> JaxType {
    let weak = |kind| match kind {
        DtypeKind::Bool => JaxType::Strong(Dtype::Bool),
        DtypeKind::SignedInt | DtypeKind::UnsignedInt => JaxType::WeakInt,
        DtypeKind::Float => JaxType::WeakFloat,
        DtypeKind::Complex => JaxType::WeakComplex,
    };
    match op {
        Operand::Typed(d)
        | Operand::Array(ArrayOperand {
            dtype: d,
            weak: false,
            ..
        }) => JaxType::Strong(d),
        Operand::Array(ArrayOperand { dtype, .. }) => weak(dtype.kind()),
        Operand::Weak(s) => weak(s.kind()),
    }
}

/// A weak lattice type made concrete: the default dtype of its kind.
fn concrete(t: JaxType) -> Dtype {
    match t {
        JaxType::Strong(d) => d,
        JaxType::WeakInt => default_int_dtype(),
        JaxType::WeakFloat => default_float_dtype(),
        JaxType::WeakComplex => default_complex_dtype(),
    }
}

fn jax_result(operands: &[Operand]) -> Result<Dtype> {
    let joined = operands
        .iter()
        .map(|op| lattice_type(*op))
        .reduce(JaxType::join)
        .unwrap_or(JaxType::WeakFloat);
    let result = match joined {
        JaxType::Strong(d) => d,
        weak => {
            // The weak operands of the weak result's kind decide its width: each scalar by
            // its value (2^40 needs int64), each weak array by its dtype but at least the
            // default of the kind (JAX's weak arrays have it: a weak `int8` counts as `int32`).
            let default = concrete(weak);
            let mut acc: Option<JaxType> = None;
            for op in operands {
                let t = match *op {
                    Operand::Weak(s) => JaxType::Strong(s.default_dtype()?),
                    Operand::Array(ArrayOperand {
                        dtype, weak: true, ..
                    }) => JaxType::Strong(dtype).join(JaxType::Strong(default)),
                    _ => continue,
                };
                if kind_rank(concrete(t).kind()) == kind_rank(default.kind()) {
                    acc = Some(acc.map_or(t, |a| a.join(t)));
                }
            }
            concrete(acc.unwrap_or(weak))
        }
    };
    for op in operands {
        if let Operand::Weak(s) = *op {
            check_fits(s, result)?;
        }
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLES: [PromotionRules; 5] = [
        PromotionRules::IvyPrecise,
        PromotionRules::IvyNonPrecise,
        PromotionRules::ArrayApi,
        PromotionRules::Numpy,
        PromotionRules::Torch,
    ];

    /// The fast path of `common_dtype`: a pair and its promotion are closed.
    #[test]
    fn every_table_is_closed_on_pairs() {
        for rules in TABLES {
            for a in Dtype::ALL {
                for b in Dtype::ALL {
                    if let Some(p) = rules.promote(a, b) {
                        assert_eq!(rules.promote(a, p), Some(p), "{rules}: {a} {b}");
                        assert_eq!(rules.promote(b, p), Some(p), "{rules}: {a} {b}");
                    }
                }
            }
        }
    }

    /// The general path of `common_dtype` never reaches its "no common dtype" error: every set
    /// of dtypes a table closes without an undefined pair has a top.
    #[test]
    fn every_closed_set_of_every_table_has_a_top() {
        for rules in TABLES {
            let mut checked = 0;
            for bits in 1..=DtypeSet::VALID.bits() {
                match common_dtype(rules, DtypeSet::from_bits(bits)) {
                    Ok(_) => checked += 1,
                    Err(e) => assert!(
                        matches!(e, Error::NoCommonDtype { .. }),
                        "{rules}: {:?}: {e}",
                        DtypeSet::from_bits(bits)
                    ),
                }
            }
            assert!(checked > 100, "{rules}: {checked}");
        }
    }

    #[test]
    fn the_common_dtype_does_not_depend_on_folding_order() {
        // Left folds give float16 for (int8, float16, uint8), float32 for (int8, uint8, float16).
        let s = DtypeSet::of(&[Dtype::Int8, Dtype::Uint8, Dtype::Float16]);
        assert_eq!(
            common_dtype(PromotionRules::IvyPrecise, s).unwrap(),
            Dtype::Float32
        );
        // Non-precise: (uint64, int32) gives float64, which float32 cannot narrow again.
        let s = DtypeSet::of(&[Dtype::Uint64, Dtype::Int32, Dtype::Float32]);
        assert_eq!(
            common_dtype(PromotionRules::IvyNonPrecise, s).unwrap(),
            Dtype::Float64
        );
    }
}
