//! The conformance sweep: every (function × backend × dtype × casting mode) cell, checked
//! against what the declarations say and against the ndarray backend's results.
//!
//! For each cell of a library function, what should happen follows from the declarations
//! alone:
//!
//! * a dtype the backend cannot hold: making the inputs on it is an
//!   [`Error::InvalidDtype`] naming the dtype and the backend, or, under a casting mode, a cast
//!   to a dtype it holds;
//! * a dtype the function supports there: the call runs, and its result agrees with the
//!   reference (the ndarray backend, in float64 or complex128 where the dtype is inexact):
//!   exactly for integers and `bool`, within a tolerance by dtype for floats;
//! * a dtype it does not support: [`Error::UnsupportedDtype`] with no casting mode, naming
//!   exactly the modes under which the cell runs; under a mode that finds a supported dtype,
//!   the call runs in that dtype (and casts back to a dtype asked for), and agrees with the
//!   reference computed there.
//!
//! A frontend's function (`numpy.add`, one case each; JAX's without and with
//! `jax_enable_x64`) declares nothing of its own support: it takes what its framework takes, and
//! the Ivy functions it calls check theirs after promoting. Its cells:
//!
//! * a dtype the backend cannot hold: as above;
//! * otherwise the call does what the same call does on the reference under the same mode: the
//!   same dtypes, and values that agree with those it gives in the widest dtype of the kind;
//!   save where a function it calls does not support a dtype the reference computes in and the
//!   mode finds another, in which the result then is (a decided dtype follows the cast, as in a
//!   library call);
//! * or a function it calls (a callee, directly or below, or `astype`, in which the frontends'
//!   helpers cast their inputs) refuses as its declarations on the backend say:
//!   [`Error::UnsupportedDtype`] for a dtype it does not support and the mode finds no
//!   replacement for (or finds one, but the backend cannot hold the dtype to restore it), each
//!   mode the error names finding one; [`Error::NoKernel`] where the backend has no kernel for
//!   it;
//! * or the frontend refuses its arguments as its framework does, alike on the reference (an
//!   [`Error::InvalidInput`] naming it: `torch.mean` of integers).
//!
//! In every cell, the function's `output_type` on the inputs' types must agree with the call:
//! the same error where the call refuses the dtype, and where it runs, types that hold its
//! outputs (equal to their types where every dimension is known without the data).
//!
//! Anything else (another error, a panic, a wrong dtype or value) is an inconsistent cell. A
//! backend author runs [`check`] on their backend in a test; `ivy conformance` runs it on the
//! built-in backends.
//!
//! ```
//! let report = ivy::conformance::check(&[ivy::init()?])?;
//! assert_eq!(report.inconsistent(), 0, "{:?}", report.failures);
//! # Ok::<(), ivy::Error>(())
//! ```

mod cases;
mod compare;
mod differential;
mod shared_storage;

pub use differential::{Differential, Disagreement, differential};
pub use shared_storage::differential_shared;

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;

use cases::{Case, Via};

use crate::{Array, BackendId, CastingMode, Dtype, Error, HostArray, Result, TensorType};

/// What a sweep found.
#[derive(Clone, Debug)]
pub struct Report {
    /// The backends swept, as `name version`.
    pub backends: Vec<String>,
    /// How many cells were visited: functions × backends × dtypes × casting modes.
    pub cells: usize,
    /// How many behaved as declared.
    pub consistent: usize,
    /// How many cells' outputs were checked against their evaluated types
    /// (`f::output_type`).
    pub types_checked: usize,
    /// The cells that did not.
    pub failures: Vec<Failure>,
}

impl Report {
    /// How many cells did not behave as declared.
    pub fn inconsistent(&self) -> usize {
        self.failures.len()
    }
}

impl fmt::Display for Report {
    /// The one summary line: `conformance: C cells, K consistent, I inconsistent (T output
    /// types checked)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "conformance: {} cells, {} consistent, {} inconsistent ({} output types checked)",
            self.cells,
            self.consistent,
            self.inconsistent(),
            self.types_checked
        )
    }
}

/// A cell that did not behave as declared.
#[derive(Clone, Debug, PartialEq)]
pub struct Failure {
    /// The function.
    pub function: &'static str,
    /// The backend, as `name version`.
    pub backend: String,
    /// The cell's dtype.
    pub dtype: Dtype,
    /// The casting mode in force.
    pub mode: CastingMode,
    /// What was expected and what happened.
    pub problem: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} on {} with {} under {}: {}",
            self.function, self.backend, self.dtype, self.mode, self.problem
        )
    }
}

/// Sweeps every library function and every frontend function on `backends`, with every dtype
/// under every casting mode. The reference is the ndarray backend (registered if it is not
/// yet).
pub fn check(backends: &[BackendId]) -> Result<Report> {
    let reference = crate::init()?;
    let mut report = Report {
        backends: backends.iter().map(|b| b.to_string()).collect(),
        cells: 0,
        consistent: 0,
        types_checked: 0,
        failures: Vec::new(),
    };
    // Case by case, so each backend's cells reuse the reference's results for the case.
    for case in cases::all() {
        let references = References::default();
        for &backend in backends {
            sweep(&mut report, case, backend, reference, &references, "");
        }
    }
    for (case, x64) in cases::frontends() {
        // JAX's functions run with and without `jax_enable_x64`, which changes their dtypes.
        let _x64 = x64.map(crate::jax_enable_x64_scope);
        let setting = match x64 {
            Some(true) => " (jax_enable_x64)",
            _ => "",
        };
        let references = References::default();
        for &backend in backends {
            sweep(&mut report, case, backend, reference, &references, setting);
        }
    }
    Ok(report)
}

/// The results of one case's calls on the reference, computed once for every backend swept:
/// by the cell's dtype, the dtype its inputs are cast to, and the casting mode.
type References = RefCell<HashMap<(Dtype, Dtype, CastingMode), Result<Vec<Array>>>>;

/// Sweeps one case on `backend`: every dtype under every casting mode; `setting` is appended
/// to a failure's problem (a setting the cells ran under).
fn sweep(
    report: &mut Report,
    case: &Case,
    backend: BackendId,
    reference: BackendId,
    references: &References,
    setting: &str,
) {
    for dtype in Dtype::ALL {
        let expected: Vec<Expect> = CastingMode::ALL
            .iter()
            .map(|&m| expect(case, backend, dtype, m))
            .collect();
        for (i, &mode) in CastingMode::ALL.iter().enumerate() {
            report.cells += 1;
            let cell = Cell {
                case,
                backend,
                reference,
                references,
                dtype,
                mode,
            };
            match cell.run(&expected[i], &expected) {
                Ok(typed) => {
                    report.consistent += 1;
                    report.types_checked += usize::from(typed);
                }
                Err(problem) => report.failures.push(Failure {
                    function: case.function.name,
                    backend: backend.to_string(),
                    dtype,
                    mode,
                    problem: format!("{problem}{setting}"),
                }),
            }
        }
    }
}

/// What the declarations say a cell does.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Expect {
    /// The backend has no kernel for the (primary) function.
    NoKernel,
    /// Making the inputs on the backend fails: it cannot hold the dtype.
    Invalid,
    /// The call fails with `UnsupportedDtype` for this dtype.
    Unsupported(Dtype),
    /// The call runs in `compute`, and casts its result back to `cast_back`.
    Runs {
        compute: Dtype,
        cast_back: Option<Dtype>,
    },
    /// A frontend's function, whose declarations say nothing of support: with its inputs (or
    /// dtype argument) in `held`, the call does what it does on the reference under the same
    /// mode, or a function it calls refuses as that function's declarations say (see
    /// [`Cell::as_reference`]).
    AsReference { held: Dtype },
}

/// What the declarations say: the function's support on the backend, the backend's valid
/// dtypes and the casting mode.
fn expect(case: &Case, backend: BackendId, dtype: Dtype, mode: CastingMode) -> Expect {
    let f = case.function;
    let valid = backend.valid_dtypes();
    if f.frontend.is_some() {
        return match case.via {
            Via::Inputs if !valid.contains(dtype) => match mode.target(dtype, valid) {
                Some(held) => Expect::AsReference { held },
                None => Expect::Invalid,
            },
            _ => Expect::AsReference { held: dtype },
        };
    }
    if f.kind == crate::FunctionKind::Primary && f.kernel_support(backend).is_none() {
        return Expect::NoKernel;
    }
    if case.via == Via::Neither {
        // Its results are index arrays (`int64`): a backend that cannot hold them refuses.
        return if valid.contains(crate::type_rules::INDEX_DTYPE) {
            Expect::Runs {
                compute: dtype,
                cast_back: None,
            }
        } else {
            Expect::Invalid
        };
    }
    let supported = case.function.supported_dtypes(backend);
    let given = match case.via {
        Via::Inputs if !valid.contains(dtype) => match mode.target(dtype, valid) {
            Some(t) => f.input_dtype(t),
            None => return Expect::Invalid,
        },
        Via::Inputs => f.input_dtype(dtype),
        Via::Argument | Via::Neither => dtype,
    };
    if supported.contains(given) {
        return Expect::Runs {
            compute: given,
            cast_back: None,
        };
    }
    match mode.target(given, supported) {
        None => Expect::Unsupported(given),
        // A dtype asked for is restored, which the backend must hold.
        Some(_) if case.via == Via::Argument && !valid.contains(given) => {
            Expect::Unsupported(given)
        }
        Some(compute) => Expect::Runs {
            compute,
            cast_back: (case.via == Via::Argument).then_some(given),
        },
    }
}

/// One cell being checked.
struct Cell<'a> {
    case: &'a Case,
    backend: BackendId,
    reference: BackendId,
    references: &'a References,
    dtype: Dtype,
    mode: CastingMode,
}

impl Cell<'_> {
    /// Checks the cell against `expected`; `all` are the expectations under every mode (an
    /// error's helpful modes must be exactly those under which the cell runs). Whether the
    /// outputs' types were checked too.
    fn run(&self, expected: &Expect, all: &[Expect]) -> std::result::Result<bool, String> {
        let _backend = crate::backend_scope(self.backend);
        let _mode = crate::casting_mode_scope(self.mode);
        let inputs: Result<Vec<Array>> = self
            .base_inputs(self.dtype)
            .and_then(|xs| xs.iter().map(|x| x.to_backend(self.backend)).collect());
        let inputs = match (expected, inputs) {
            (Expect::Invalid, Err(Error::InvalidDtype { dtype, backend, .. }))
                if dtype == self.dtype && backend == self.backend.name() =>
            {
                return Ok(false);
            }
            // Without a kernel there is nothing to run the inputs on: nothing else to check.
            (Expect::NoKernel, Err(Error::InvalidDtype { .. })) => return Ok(false),
            // Nothing to make: the call itself must refuse.
            (Expect::Invalid, Ok(inputs)) if self.case.via == Via::Neither => inputs,
            (Expect::Invalid, other) => {
                return Err(format!(
                    "expected the backend to refuse {}, got {}",
                    self.dtype,
                    outcome(&other)
                ));
            }
            (_, Err(e)) => return Err(format!("making the inputs failed: {e}")),
            (_, Ok(inputs)) => inputs,
        };
        let result = (self.case.call)(&inputs, self.dtype);
        let types: Vec<TensorType> = inputs.iter().map(Array::tensor_type).collect();
        let typed = (self.case.types)(&types, self.dtype);
        let typed = types_agree(&result, typed)?;
        match *expected {
            Expect::Invalid => match result {
                Err(Error::InvalidDtype { backend, .. }) if backend == self.backend.name() => {
                    Ok(typed)
                }
                other => Err(format!(
                    "expected the backend to refuse the results' dtype, got {}",
                    outcome(&other)
                )),
            },
            Expect::NoKernel => match result {
                Err(Error::NoKernel { function, .. }) if function == self.case.function.name => {
                    Ok(typed)
                }
                other => Err(format!(
                    "expected NoKernel (no kernel is installed), got {}",
                    outcome(&other)
                )),
            },
            Expect::Unsupported(dtype) => match result {
                Err(Error::UnsupportedDtype {
                    function,
                    dtype: got,
                    helpful_modes,
                    ..
                }) if function == self.case.function.name && got == dtype => {
                    let runs: Vec<CastingMode> = CastingMode::ALL
                        .into_iter()
                        .zip(all)
                        .filter(|(m, e)| *m != CastingMode::Off && matches!(e, Expect::Runs { .. }))
                        .map(|(m, _)| m)
                        .collect();
                    if self.mode == CastingMode::Off && helpful_modes != runs {
                        return Err(format!(
                            "the error names the modes {helpful_modes:?}, but the cell runs \
                             under {runs:?}"
                        ));
                    }
                    Ok(typed)
                }
                other => Err(format!(
                    "expected UnsupportedDtype for {dtype}, got {}",
                    outcome(&other)
                )),
            },
            Expect::Runs { compute, cast_back } => {
                let got = result.map_err(|e| format!("expected the call to run, got: {e}"))?;
                self.agree(&got, compute, cast_back).map(|()| typed)
            }
            Expect::AsReference { held } => self.as_reference(result, held).map(|()| typed),
        }
    }

    /// A frontend's cell, its inputs made in `held`: where the call runs, the reference (same
    /// call, same mode) runs too and gives the same dtypes, and values that agree with those it
    /// gives in the widest dtype of `held`'s kind. Where it refuses: an `UnsupportedDtype` or
    /// `NoKernel` must come from a function it calls whose declarations on this backend say so
    /// ([`Cell::refused_by_callee`]); any other error must be the frontend's own refusal of
    /// its arguments (an `InvalidInput` naming it), which the reference gives alike.
    fn as_reference(
        &self,
        result: Result<Vec<Array>>,
        held: Dtype,
    ) -> std::result::Result<(), String> {
        let name = self.case.function.name;
        // On the reference itself, the same call with the same inputs: its result.
        if self.backend == self.reference {
            let key = (self.dtype, held, self.mode);
            self.references.borrow_mut().insert(key, result.clone());
        }
        let reference = self.on_reference(held, self.mode);
        match result {
            Ok(got) => {
                let same = reference.map_err(|e| {
                    format!("the call runs, but on the reference it gives the error: {e}")
                })?;
                let wide = match compare::widest(held) {
                    w if w == held => same.clone(),
                    w => self
                        .on_reference(w, self.mode)
                        .map_err(|e| format!("no reference in {w}: {e}"))?,
                };
                outputs_agree(&got, &same, &wide, |got, same| {
                    let dtype = same.dtype();
                    if got != dtype && !self.cast_by_callee(dtype, got) {
                        return Err(format!("the reference's is {dtype}"));
                    }
                    Ok(())
                })
            }
            Err(Error::UnsupportedDtype {
                function,
                dtype,
                helpful_modes,
                ..
            }) => self.refused_by_callee(function, Some((dtype, &helpful_modes))),
            Err(Error::NoKernel { function, .. }) => self.refused_by_callee(function, None),
            // A dtype the backend cannot hold at all: a fact it declares (its dtypes), met by a
            // call that makes an array of it (`numpy.arange` in a complex dtype on candle).
            Err(Error::InvalidDtype { backend, .. }) if backend == self.backend.name() => Ok(()),
            // An argument the function refuses whatever the backend: the same error on the
            // reference.
            Err(ref e @ Error::InvalidInput(ref message))
                if message.starts_with(&format!("{name}: ")) =>
            {
                match reference {
                    Err(r) if r == *e => Ok(()),
                    other => Err(format!(
                        "the call gives the error: {e}; the reference gives {}",
                        outcome(&other)
                    )),
                }
            }
            Err(ref e @ Error::WrongDtypeKind { .. }) => match reference {
                Err(r) if r == *e => Ok(()),
                other => Err(format!(
                    "the call gives the error: {e}; the reference gives {}",
                    outcome(&other)
                )),
            },
            Err(e) => Err(format!(
                "expected the call to run or a function it calls to refuse, got: {e}"
            )),
        }
    }

    /// Whether a function the frontend's function calls computes in `got` what the reference
    /// computes in `dtype`, by the cell's mode (under the frontend's settings): one that does
    /// not support `dtype` on this backend, where the mode finds `got` for it (a result in a
    /// dtype the call decided, not one asked for, stays as cast).
    fn cast_by_callee(&self, dtype: Dtype, got: Dtype) -> bool {
        let _frontend = self.case.function.frontend.map(crate::frontend_scope);
        called(self.case.function).iter().any(|c| {
            let supported = c.supported_dtypes(self.backend);
            !supported.contains(dtype) && self.mode.target(dtype, supported) == Some(got)
        })
    }

    /// Whether a frontend function's refusal by `function` is what `function`'s declarations
    /// say on this backend, under the frontend's settings (its default dtypes decide what
    /// promotes): `function` is one it calls (directly or below); for `UnsupportedDtype` of
    /// `dtype` naming `helpful` modes, `function` does not support `dtype` and the cell's mode
    /// finds no dtype it does (or one, but the backend cannot hold `dtype` to restore it), and
    /// each mode named finds one; for `NoKernel` (`None`), `function` is primary and the
    /// backend has no kernel for it.
    fn refused_by_callee(
        &self,
        function: &str,
        unsupported: Option<(Dtype, &[CastingMode])>,
    ) -> std::result::Result<(), String> {
        let Some(callee) = called(self.case.function)
            .into_iter()
            .find(|c| c.name == function)
        else {
            return Err(format!(
                "refused by {function}, which it does not call ({:?})",
                self.case
                    .function
                    .callees
                    .iter()
                    .map(|c| c.name)
                    .collect::<Vec<_>>()
            ));
        };
        let _frontend = self.case.function.frontend.map(crate::frontend_scope);
        match unsupported {
            None if callee.kind == crate::FunctionKind::Primary
                && callee.kernel_support(self.backend).is_none() =>
            {
                Ok(())
            }
            None => Err(format!(
                "{function} refuses with NoKernel, but the backend has a kernel for it"
            )),
            Some((dtype, helpful)) => {
                let supported = callee.supported_dtypes(self.backend);
                let holds = self.backend.valid_dtypes().contains(dtype);
                if supported.contains(dtype) {
                    return Err(format!(
                        "{function} refuses {dtype}, which it supports ({supported})"
                    ));
                }
                if holds && self.mode.target(dtype, supported).is_some() {
                    return Err(format!(
                        "{function} refuses {dtype}, but {} finds a dtype it supports",
                        self.mode
                    ));
                }
                match helpful
                    .iter()
                    .find(|m| m.target(dtype, supported).is_none())
                {
                    Some(m) => Err(format!(
                        "{function}'s error names {m}, which finds no dtype it supports"
                    )),
                    None => Ok(()),
                }
            }
        }
    }

    /// The inputs as ndarray arrays of `dtype`, from the case's numbers.
    fn base_inputs(&self, dtype: Dtype) -> Result<Vec<Array>> {
        crate::with_backend(self.reference, || {
            self.case
                .inputs
                .iter()
                .map(|i| {
                    let host = HostArray::new(i.shape.to_vec(), i.values.to_vec())?;
                    crate::asarray::with(host).dtype(dtype).call()
                })
                .collect()
        })
    }

    /// The call on the reference backend under `mode`: inputs made in the cell's dtype, then
    /// cast to `dtype` (so a value an integer dtype truncates stays truncated); computed once
    /// for every backend swept ([`References`]).
    fn on_reference(&self, dtype: Dtype, mode: CastingMode) -> Result<Vec<Array>> {
        let key = (self.dtype, dtype, mode);
        if let Some(known) = self.references.borrow().get(&key) {
            return known.clone();
        }
        let result = self.reference_call(dtype, mode);
        self.references.borrow_mut().insert(key, result.clone());
        result
    }

    /// [`Cell::on_reference`], computed.
    fn reference_call(&self, dtype: Dtype, mode: CastingMode) -> Result<Vec<Array>> {
        let _backend = crate::backend_scope(self.reference);
        let _mode = crate::casting_mode_scope(mode);
        let inputs: Vec<Array> = self
            .base_inputs(self.dtype)?
            .iter()
            .map(|x| x.cast(dtype))
            .collect::<Result<_>>()?;
        (self.case.call)(&inputs, dtype)
    }

    /// Whether each output of `got` agrees with the reference's: the dtype the reference gives
    /// in `compute` (or `cast_back`, for the outputs computed in it), and the values it gives
    /// in the widest dtype of `compute`'s kind.
    fn agree(
        &self,
        got: &[Array],
        compute: Dtype,
        cast_back: Option<Dtype>,
    ) -> std::result::Result<(), String> {
        let same = self
            .on_reference(compute, CastingMode::Off)
            .map_err(|e| format!("no reference in {compute}: {e}"))?;
        let wide = self
            .on_reference(compare::widest(compute), CastingMode::Off)
            .map_err(|e| format!("no reference in {}: {e}", compare::widest(compute)))?;
        outputs_agree(got, &same, &wide, |got, same| {
            let dtype = match cast_back {
                Some(asked) if same.dtype() == compute => asked,
                _ => same.dtype(),
            };
            if got != dtype {
                return Err(format!("expected {dtype}"));
            }
            Ok(())
        })
    }
}

/// Whether the outputs `got` agree with the reference's: as many; each one's dtype as
/// `dtype_agrees` says (given the output's dtype and the reference's output in the same
/// dtypes, `same`; an error says what was expected); its values those of `wide`, the
/// reference's in the widest dtype of the kind, to the tolerance of [`compare::values`].
fn outputs_agree(
    got: &[Array],
    same: &[Array],
    wide: &[Array],
    dtype_agrees: impl Fn(Dtype, &Array) -> std::result::Result<(), String>,
) -> std::result::Result<(), String> {
    if got.len() != same.len() {
        return Err(format!(
            "{} outputs, the reference has {}",
            got.len(),
            same.len()
        ));
    }
    for (i, ((got, same), wide)) in got.iter().zip(same).zip(wide).enumerate() {
        dtype_agrees(got.dtype(), same)
            .map_err(|e| format!("output {i} is {}, {e}", got.dtype()))?;
        compare::values(got, wide).map_err(|e| format!("output {i}: {e}"))?;
    }
    Ok(())
}

/// The functions a frontend's function `f` calls, directly or below: its callees, theirs, and
/// `astype`, in which the frontends' helpers take inputs in the dtype their framework computes
/// in (a call in a helper is not among the callees read from the function's body).
fn called(f: &'static crate::FunctionDecl) -> Vec<&'static crate::FunctionDecl> {
    let mut all = callees(f, 0);
    all.push(crate::astype::DECL);
    all
}

/// The functions `f` calls, directly or below (`depth` calls deep).
fn callees(f: &'static crate::FunctionDecl, depth: usize) -> Vec<&'static crate::FunctionDecl> {
    if depth > 16 {
        return Vec::new();
    }
    f.callees
        .iter()
        .flat_map(|&c| std::iter::once(c).chain(callees(c, depth + 1)))
        .collect()
}

/// Whether the evaluated types `typed` agree with the call's `result`: where it runs, each
/// type holds its output (and is its type where every dimension is known); where it refuses
/// with `UnsupportedDtype` or `NoKernel`, the same error. Other errors come from the values, which
/// types do not see. Whether a comparison was made.
fn types_agree(
    result: &Result<Vec<Array>>,
    typed: Result<Vec<TensorType>>,
) -> std::result::Result<bool, String> {
    match (result, typed) {
        (Ok(arrays), Ok(types)) => {
            if arrays.len() != types.len() {
                return Err(format!(
                    "{} outputs, output_type gives {}",
                    arrays.len(),
                    types.len()
                ));
            }
            for (i, (a, t)) in arrays.iter().zip(&types).enumerate() {
                let real = a.tensor_type();
                let agrees = match t.known_shape() {
                    Some(_) => *t == real,
                    None => t.is_super(&real),
                };
                if !agrees {
                    return Err(format!(
                        "output {i} is of type {real}, output_type gives {t}"
                    ));
                }
            }
            Ok(true)
        }
        (Ok(_), Err(e)) => Err(format!("the call runs, output_type gives the error: {e}")),
        (Err(e @ (Error::UnsupportedDtype { .. } | Error::NoKernel { .. })), typed) => {
            match typed {
                Err(t) if t == *e => Ok(true),
                other => Err(format!(
                    "the call gives the error: {e}; output_type gives {}",
                    match other {
                        Ok(t) => format!("{t:?}"),
                        Err(t) => format!("the error: {t}"),
                    }
                )),
            }
        }
        (Err(_), _) => Ok(false),
    }
}

/// A short description of a call's outcome, for failures.
fn outcome<T>(r: &Result<T>) -> String {
    match r {
        Ok(_) => "success".to_owned(),
        Err(e) => format!("the error: {e}"),
    }
}
