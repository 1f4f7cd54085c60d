//! The conformance sweep: every (function × backend × dtype × casting mode) cell, checked
//! against what the declarations say and against the ndarray backend's results.
//!
//! For each cell, what should happen follows from the declarations alone:
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

/// Sweeps every library function on `backends`, with every dtype under every casting mode.
/// The reference is the ndarray backend (registered if it is not yet).
pub fn check(backends: &[BackendId]) -> Result<Report> {
    let reference = crate::init()?;
    let mut report = Report {
        backends: backends.iter().map(|b| b.to_string()).collect(),
        cells: 0,
        consistent: 0,
        types_checked: 0,
        failures: Vec::new(),
    };
    for &backend in backends {
        for case in cases::all() {
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
                            problem,
                        }),
                    }
                }
            }
        }
    }
    Ok(report)
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
}

/// What the declarations say: the function's support on the backend, the backend's valid
/// dtypes and the casting mode.
fn expect(case: &Case, backend: BackendId, dtype: Dtype, mode: CastingMode) -> Expect {
    let f = case.function;
    if f.kind == crate::FunctionKind::Primary && f.kernel_support(backend).is_none() {
        return Expect::NoKernel;
    }
    let valid = backend.valid_dtypes();
    let supported = case.function.supported_dtypes(backend);
    let given = match case.via {
        Via::Inputs if !valid.contains(dtype) => match mode.target(dtype, valid) {
            Some(t) => f.input_dtype(t),
            None => return Expect::Invalid,
        },
        Via::Inputs => f.input_dtype(dtype),
        Via::Argument => dtype,
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
            Expect::Invalid => unreachable!("handled above"),
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

    /// The call on the reference backend, with no casting mode: inputs made in the cell's
    /// dtype, then cast to `dtype` (so a value an integer dtype truncates stays truncated).
    fn on_reference(&self, dtype: Dtype) -> Result<Vec<Array>> {
        let _backend = crate::backend_scope(self.reference);
        let _mode = crate::casting_mode_scope(CastingMode::Off);
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
            .on_reference(compute)
            .map_err(|e| format!("no reference in {compute}: {e}"))?;
        let wide = self
            .on_reference(compare::widest(compute))
            .map_err(|e| format!("no reference in {}: {e}", compare::widest(compute)))?;
        if got.len() != same.len() {
            return Err(format!(
                "{} outputs, the reference has {}",
                got.len(),
                same.len()
            ));
        }
        for (i, ((got, same), wide)) in got.iter().zip(&same).zip(&wide).enumerate() {
            let dtype = match cast_back {
                Some(asked) if same.dtype() == compute => asked,
                _ => same.dtype(),
            };
            if got.dtype() != dtype {
                return Err(format!("output {i} is {}, expected {dtype}", got.dtype()));
            }
            compare::values(got, wide).map_err(|e| format!("output {i}: {e}"))?;
        }
        Ok(())
    }
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
