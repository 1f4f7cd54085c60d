//! Which dtypes a call computes in: the inputs' common dtype and the dtype argument, each
//! checked against what the function supports and, where it does not, replaced under a casting
//! mode. The same decision serves the call and its error: a mode is named in an
//! `UnsupportedDtype` error only if planning under it succeeds, cast back of the result to a
//! requested dtype included.

use ivy_grammar::{Dtype, DtypeSet};

use super::{Call, DtypeArg, List, ListArg, Request};
use crate::array::ArrayLike;
use crate::casting::CastingMode;
use crate::casting::casting_mode;
use crate::defaults::default_dtype;
use crate::devices::call_device;
use crate::error::Error;
use crate::error::Result;
use crate::promotion::promote_types;
use crate::promotion::{result_is_weak, result_type};
use crate::registry::{BackendId, FunctionDecl, Registered, Support, TypeParam, registered};
use crate::scalar::Operand;
use crate::scalar::Scalar;
use crate::type_rules::accumulator_dtype;
use ivy_grammar::Device;

/// What a call asks for, before any support check.
#[derive(Clone, Copy, Debug)]
pub(super) struct Wanted {
    /// The common dtype of the array-like inputs.
    common: Option<Dtype>,
    /// The dtype argument.
    dtype: Want,
}

#[derive(Clone, Copy, Debug)]
enum Want {
    /// No dtype argument, or none given to a function that decides it itself.
    None,
    /// A dtype given to a function that decides the rest itself (`full`).
    Passed(Dtype),
    /// `infer_dtype`: what was asked for, and what the call decided.
    Infer {
        requested: Option<Dtype>,
        decided: Dtype,
    },
}

/// The dtypes a call runs with.
#[derive(Clone, Copy, Debug)]
pub(super) struct Plan {
    /// The dtype the array-like inputs are made.
    pub(super) compute: Option<Dtype>,
    /// The dtype argument the kernel receives.
    pub(super) dtype: Option<Dtype>,
    /// The dtype asked for, where a casting mode replaced it: the result is cast back to it.
    pub(super) cast_back: Option<Dtype>,
}

impl Wanted {
    /// What a call with inputs of dtype `common` and dtype argument `dtype` asks for; an
    /// `accumulates` function (see [`accumulator_dtype`]) widens a dtype it takes from its
    /// inputs.
    pub(super) fn new(
        common: Option<Dtype>,
        dtype: DtypeArg<'_>,
        accumulates: bool,
    ) -> Result<Wanted> {
        let dtype = match dtype {
            DtypeArg::None | DtypeArg::Passed(None) => Want::None,
            DtypeArg::Passed(Some(d)) => Want::Passed(d),
            DtypeArg::Infer(requested, scalars) => Want::Infer {
                requested,
                decided: match (requested, common, scalars) {
                    (Some(d), _, _) => d,
                    (None, Some(d), _) if accumulates => accumulator_dtype(d),
                    (None, Some(d), _) => d,
                    (None, None, []) => default_dtype(None, None)?,
                    (None, None, scalars) => relevant_scalars_dtype(scalars)?,
                },
            },
        };
        Ok(Wanted { common, dtype })
    }

    /// The plan when nothing is checked (a compositional or standalone path).
    pub(super) fn unchecked(&self) -> Plan {
        let dtype = match self.dtype {
            Want::None => None,
            Want::Passed(d) | Want::Infer { decided: d, .. } => Some(d),
        };
        Plan {
            compute: self.common,
            dtype,
            cast_back: None,
        }
    }

    /// The plan under `mode` for a function supporting `supported` on a backend holding
    /// `valid`, or `None` if some dtype finds no supported one or the result could not be cast
    /// back to the dtype asked for.
    pub(super) fn plan(
        &self,
        mode: CastingMode,
        supported: DtypeSet,
        valid: DtypeSet,
    ) -> Option<Plan> {
        let check = |d: Dtype| {
            if supported.contains(d) {
                Some(d)
            } else {
                mode.target(d, supported)
            }
        };
        let compute = match self.common {
            Some(d) => Some(check(d)?),
            None => None,
        };
        let (dtype, cast_back) = match self.dtype {
            Want::None => (None, None),
            Want::Passed(d) => {
                let c = check(d)?;
                (Some(c), (c != d).then_some(d))
            }
            // Only a dtype the caller asked for is restored; a decided one follows the
            // inputs, as cast.
            Want::Infer { requested, decided } => {
                let c = check(decided)?;
                (Some(c), requested.filter(|r| *r != c))
            }
        };
        if cast_back.is_some_and(|r| !valid.contains(r)) {
            return None;
        }
        Some(Plan {
            compute,
            dtype,
            cast_back,
        })
    }

    /// The first dtype the call asks for that the function does not support, for the error.
    pub(super) fn first_unsupported(&self, supported: DtypeSet) -> Dtype {
        let arg = match self.dtype {
            Want::None => None,
            Want::Passed(d) | Want::Infer { decided: d, .. } => Some(d),
        };
        [self.common, arg]
            .into_iter()
            .flatten()
            .find(|d| !supported.contains(*d))
            .or(self.common)
            .or(arg)
            .unwrap_or(Dtype::Float32)
    }
}

/// The dtype relevant scalars call for: the widest kind among them; integers take the
/// narrowest int dtype holding them all, otherwise each scalar of that kind is inferred from
/// its value and they promote among themselves (`arange(0, 10)` is the default int,
/// `arange(0, 2.5)` the default float).
fn relevant_scalars_dtype(scalars: &[Scalar]) -> Result<Dtype> {
    let rank = |s: &Scalar| match s {
        Scalar::Bool(_) => 0,
        Scalar::Int(_) => 1,
        Scalar::Float(_) => 2,
        Scalar::Complex(_) => 3,
    };
    let top = scalars.iter().map(rank).max().unwrap_or(0);
    if top == 1 {
        // Integers together take the narrowest int dtype that holds them all, when one does:
        // `arange(2^63, 2^63 + 3)` is uint64, where promoting each one's own
        // dtype (uint64 with int32) would give float64 and lose them.
        let ints = scalars.iter().filter_map(|s| match s {
            Scalar::Int(v) => Some(*v),
            _ => None,
        });
        if let Some(d) = crate::scalar::int_dtype_holding(ints) {
            return Ok(d);
        }
    }
    let mut acc: Option<Dtype> = None;
    for s in scalars.iter().filter(|s| rank(s) == top) {
        let d = s.default_dtype()?;
        acc = Some(match acc {
            None => d,
            Some(a) => promote_types(a, d)?,
        });
    }
    acc.map_or_else(|| default_dtype(None, None), Ok)
}

impl<'a, const N: usize> Call<'a, N> {
    /// The dtypes and device the call runs with, whether its results are weakly typed (when
    /// the array-like inputs, the list's arrays promoted with them included, make a weak result
    /// under the active rules, [`result_is_weak`], and no dtype is given), and whether its
    /// inputs are on two devices that soft device mode moves them from
    /// ([`crate::devices::call_device`]).
    #[inline]
    pub(super) fn plan(r: Request<'_, 'a, N>) -> Result<(Plan, Device, bool, bool)> {
        let list = r.given.list.map(|l| l.list);
        let arrays = r
            .inputs
            .iter()
            .filter_map(|i| match i {
                Some(ArrayLike::Array(a)) => Some(*a),
                _ => None,
            })
            .chain(list.into_iter().flat_map(List::iter))
            .chain(r.given.condition)
            .chain(r.given.indices.map(|(a, _)| a))
            .chain(r.given.values.map(|(a, _)| a));
        let (device, moves) = call_device(r.decl.name, r.given.device, arrays)?;
        // Promotion: the dtype every array-like input takes (on the stack: no allocation).
        let mut operands = [Operand::Typed(Dtype::Bool); N];
        let mut count = 0;
        for input in r.inputs.iter().flatten() {
            operands[count] = match input {
                ArrayLike::Array(a) => Operand::from(*a),
                ArrayLike::Scalar(s) => Operand::Weak(*s),
            };
            count += 1;
        }
        let explicit = dtype_given(r.decl, r.given.dtype);
        let (plan, weak) = match r.given.list {
            // A list promoted with the inputs: one operand per element.
            Some(ListArg {
                list,
                keep_dtypes: false,
            }) => {
                let mut all = operands[..count].to_vec();
                all.extend(list.iter().map(Operand::from));
                let plan = plan_dtypes(r.decl, r.backend, r.support, device, &all, r.given.dtype)?;
                (plan, !explicit && result_is_weak(&all))
            }
            _ => {
                let operands = &operands[..count];
                let plan = plan_dtypes(
                    r.decl,
                    r.backend,
                    r.support,
                    device,
                    operands,
                    r.given.dtype,
                )?;
                (plan, !explicit && result_is_weak(operands))
            }
        };
        Ok((plan, device, weak, moves))
    }
}

/// Whether a call of `decl` is given a dtype, which makes its results strong: a dtype argument
/// passed, or a required `dtype` parameter (`astype`'s), which is no dtype argument of the
/// planning (`DtypeArg::None`) but is always given.
fn dtype_given(decl: &FunctionDecl, dtype: DtypeArg<'_>) -> bool {
    match dtype {
        DtypeArg::Infer(given, _) | DtypeArg::Passed(given) => given.is_some(),
        DtypeArg::None => decl.typing.is_some_and(|t| {
            t.params
                .iter()
                .any(|p| matches!(p, TypeParam::Default("dtype")))
        }),
    }
}

/// The dtypes a call of `decl` on `backend` and `device` runs with, for array-like inputs
/// `operands`: their common dtype under the active rules (the function's
/// `#[integer_arrays_to_float]` applied), and the dtype argument, each checked against
/// `support` (when a kernel will run) and replaced under the casting mode in force. The call
/// and its type ([`TypeCall`]) both plan here.
pub(super) fn plan_dtypes(
    decl: &'static FunctionDecl,
    backend: BackendId,
    support: Option<&Support>,
    device: Device,
    operands: &[Operand],
    dtype: DtypeArg<'_>,
) -> Result<Plan> {
    let reg = registered(backend);
    let unsupported_device = || Error::UnsupportedDevice {
        function: decl.name,
        device: device.to_string(),
        backend: reg.name,
    };
    if !reg.supports_device(device) {
        return Err(unsupported_device());
    }
    let supported = match support {
        Some(s) => {
            if !s.devices[crate::registry::kind_index(device.kind())] {
                return Err(unsupported_device());
            }
            Some(s.dtypes_on(device))
        }
        None => None,
    };
    let common = match operands {
        [] => None,
        [Operand::Typed(d)] => Some(*d),
        // The common case: arrays of one dtype, nothing to promote.
        [Operand::Typed(d), rest @ ..]
            if rest
                .iter()
                .all(|o| matches!(o, Operand::Typed(e) if e == d)) =>
        {
            Some(*d)
        }
        ops => Some(result_type(ops)?),
    }
    .map(|d| decl.input_dtype(d));
    // The support check, with the casting mode in force (at once when the inputs' dtype is
    // supported and there is no dtype argument: the common case).
    match (supported, common, dtype) {
        (Some(set), Some(d), DtypeArg::None) if set.contains(d) => Ok(Plan {
            compute: Some(d),
            dtype: None,
            cast_back: None,
        }),
        _ => check_plan(decl, reg, backend, supported, common, dtype),
    }
}

/// The plan for a common dtype and dtype argument, checked against what the function supports,
/// under the casting mode in force (out of line: the common case never gets here).
#[inline(never)]
fn check_plan(
    decl: &'static FunctionDecl,
    reg: &Registered,
    backend: BackendId,
    supported: Option<DtypeSet>,
    common: Option<Dtype>,
    dtype: DtypeArg<'_>,
) -> Result<Plan> {
    let wanted = Wanted::new(common, dtype, decl.accumulates)?;
    Ok(match supported {
        None => wanted.unchecked(),
        Some(set) => {
            let valid = backend.valid_dtypes();
            wanted.plan(casting_mode(), set, valid).ok_or_else(|| {
                let dtype = wanted.first_unsupported(set);
                Error::UnsupportedDtype {
                    function: decl.name,
                    dtype,
                    backend: reg.name,
                    version: reg.version.to_string(),
                    supported: set,
                    helpful_modes: CastingMode::ALL
                        .into_iter()
                        .filter(|m| *m != CastingMode::Off && wanted.plan(*m, set, valid).is_some())
                        .collect(),
                }
            })?
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Dtype::*;

    fn wanted(common: Option<Dtype>, dtype: DtypeArg<'_>) -> Wanted {
        Wanted::new(common, dtype, false).unwrap()
    }

    #[test]
    fn accumulating_reductions_widen_narrow_integers_and_bool() {
        // Hand-derived from the Array API's `sum`: defaults int32 / uint32.
        let _i = crate::defaults::default_int_dtype_scope(Int32).unwrap();
        let _u = crate::defaults::default_uint_dtype_scope(Uint32).unwrap();
        let cases = [
            (Int8, Int32),
            (Int16, Int32),
            (Int32, Int32),
            (Int64, Int64),
            (Uint8, Uint32),
            (Uint16, Uint32),
            (Uint64, Uint64),
            (Bool, Int32),
            (Float16, Float16),
            (Complex64, Complex64),
        ];
        for (input, widened) in cases {
            assert_eq!(accumulator_dtype(input), widened, "{input}");
            let w = Wanted::new(Some(input), DtypeArg::Infer(None, &[]), true).unwrap();
            let p = w.unchecked();
            assert_eq!((p.compute, p.dtype), (Some(input), Some(widened)));
            // A dtype asked for wins; a function that does not accumulate keeps its input's.
            let asked = Wanted::new(Some(input), DtypeArg::Infer(Some(Int8), &[]), true);
            assert_eq!(asked.unwrap().unchecked().dtype, Some(Int8));
            assert_eq!(
                wanted(Some(input), DtypeArg::Infer(None, &[]))
                    .unchecked()
                    .dtype,
                Some(input)
            );
        }
        let _i64 = crate::defaults::default_int_dtype_scope(Int64).unwrap();
        assert_eq!(accumulator_dtype(Int32), Int64);
        assert_eq!(accumulator_dtype(Bool), Int64);
    }

    #[test]
    fn a_mode_counts_only_if_the_cast_back_works() {
        // zeros(int32) on a backend holding floats only: cast finds float32, but the result
        // could never be cast back to int32.
        let floats = DtypeSet::FLOAT;
        let w = wanted(None, DtypeArg::Infer(Some(Int32), &[]));
        assert!(w.plan(CastingMode::Cast, floats, floats).is_none());
        // On a backend that holds int32, the same mode works and casts back.
        let p = w.plan(CastingMode::Cast, floats, DtypeSet::VALID).unwrap();
        assert_eq!((p.dtype, p.cast_back), (Some(Float32), Some(Int32)));
        assert!(w.plan(CastingMode::Off, floats, DtypeSet::VALID).is_none());
    }

    #[test]
    fn inputs_and_dtype_argument_are_both_checked() {
        let no_f16 = DtypeSet::VALID.without(Float16);
        let w = wanted(Some(Float16), DtypeArg::Infer(None, &[]));
        let p = w
            .plan(CastingMode::Upcast, no_f16, DtypeSet::VALID)
            .unwrap();
        assert_eq!(
            (p.compute, p.dtype, p.cast_back),
            (Some(Float32), Some(Float32), None)
        );
        assert_eq!(w.first_unsupported(no_f16), Float16);
        let p = w
            .plan(CastingMode::Off, DtypeSet::VALID, DtypeSet::VALID)
            .unwrap();
        assert_eq!(p.compute, Some(Float16));
    }
}
