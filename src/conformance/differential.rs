//! The random-program differential test: random sequences of library calls on random dtypes
//! and shapes, each call run on the reference backend (ndarray) and on another backend with
//! the very same inputs; where both support the call, both must succeed or both fail, and
//! succeed with the same dtypes, shapes and values (exactly for integers and `bool`, within a
//! tolerance by dtype for floats). A program is its seed: a disagreement is reproduced by
//! running that seed again.

use std::fmt::Write;

use super::cases::{Case, Via};
use crate::{
    Array, BackendId, CastingMode, Dtype, Error, HostArray, Result, TensorType, Tolerance,
};

/// A program whose backends disagreed.
#[derive(Clone, Debug)]
pub struct Disagreement {
    /// The program's seed.
    pub seed: u64,
    /// The program up to the step that disagreed, one call a line.
    pub program: String,
    /// What differed.
    pub problem: String,
}

/// What a batch of programs found.
#[derive(Clone, Debug, Default)]
pub struct Differential {
    /// Programs run.
    pub programs: usize,
    /// Calls made (on each backend).
    pub calls: usize,
    /// Calls both backends supported, whose outcomes were compared.
    pub compared: usize,
    /// The programs whose backends disagreed.
    pub disagreements: Vec<Disagreement>,
    /// Writes through `out=` to shared arrays made meanwhile (by the writer threads of
    /// [`differential_shared`](super::differential_shared); 0 for [`differential`]).
    pub writes: usize,
}

/// Calls in a program, at most.
const STEPS: u64 = 6;
/// Arrays a program keeps to draw arguments from, at most.
const POOL: usize = 8;
/// Results larger than this are not kept as arguments (programs stay quick).
const KEEP_UP_TO: usize = 64;
/// The shapes a program starts from: chosen to broadcast with each other often.
pub(super) const SHAPES: &[&[usize]] = &[&[], &[3], &[1, 3], &[2, 3], &[2, 1], &[2, 2], &[4], &[0]];

/// Runs the programs of `seeds` on the reference backend and on `other`.
///
/// ```
/// # #[cfg(feature = "candle")] {
/// let candle = ivy::candle::register()?;
/// let found = ivy::conformance::differential(candle, 0..20)?;
/// assert!(found.disagreements.is_empty(), "{:?}", found.disagreements);
/// # }
/// # Ok::<(), ivy::Error>(())
/// ```
pub fn differential(other: BackendId, seeds: std::ops::Range<u64>) -> Result<Differential> {
    let reference = crate::init()?;
    let cases: Vec<&Case> = super::cases::all()
        .filter(|c| c.via == Via::Inputs)
        .collect();
    let dtypes: Vec<Dtype> = (reference.valid_dtypes() & other.valid_dtypes())
        .iter()
        .collect();
    let _mode = crate::casting_mode_scope(CastingMode::Off);
    let mut found = Differential::default();
    for seed in seeds {
        found.programs += 1;
        let mut program = Program {
            rng: SplitMix(seed),
            reference,
            other,
            listing: String::new(),
            pool: Vec::new(),
            made: 0,
        };
        if let Err(problem) = program.run(&cases, &dtypes, &mut found) {
            found.disagreements.push(Disagreement {
                seed,
                program: program.listing,
                problem,
            });
        }
    }
    Ok(found)
}

struct Program {
    rng: SplitMix,
    reference: BackendId,
    other: BackendId,
    listing: String,
    /// The arrays calls draw their arguments from, on the reference backend, with names.
    pool: Vec<(String, Array)>,
    /// Arrays named so far.
    made: usize,
}

impl Program {
    fn run(
        &mut self,
        cases: &[&Case],
        dtypes: &[Dtype],
        found: &mut Differential,
    ) -> std::result::Result<(), String> {
        for _ in 0..2 + self.rng.below(2) {
            let dtype = dtypes[self.rng.below(dtypes.len() as u64) as usize];
            let shape = SHAPES[self.rng.below(SHAPES.len() as u64) as usize];
            let x = self
                .input(dtype, shape)
                .map_err(|e| format!("making an input: {e}"))?;
            let line = format!("{dtype}{shape:?} {x}");
            let name = self.keep(x);
            let _ = writeln!(self.listing, "{} = {line}", name.as_deref().unwrap_or("_"));
        }
        for _ in 0..1 + self.rng.below(STEPS) {
            let case = cases[self.rng.below(cases.len() as u64) as usize];
            let args: Vec<(String, Array)> = (0..case.inputs.len())
                .map(|_| self.pool[self.rng.below(self.pool.len() as u64) as usize].clone())
                .collect();
            let names: Vec<String> = args
                .iter()
                .map(|(n, a)| format!("{n}: {}{:?}", a.dtype(), a.shape()))
                .collect();
            let call = format!("{}({})", case.function.name, names.join(", "));
            let arrays: Vec<Array> = args.into_iter().map(|(_, a)| a).collect();
            found.calls += 1;
            let step = self.step(case, &arrays);
            let kept: Vec<String> = match step {
                Err(problem) => {
                    let _ = writeln!(self.listing, "{call}");
                    return Err(problem);
                }
                Ok(None) => Vec::new(),
                Ok(Some(result)) => {
                    found.compared += 1;
                    result
                        .into_iter()
                        .filter_map(|out| self.keep(out))
                        .collect()
                }
            };
            let _ = match kept.as_slice() {
                [] => writeln!(self.listing, "_ = {call}"),
                names => writeln!(self.listing, "{} = {call}", names.join(", ")),
            };
        }
        Ok(())
    }

    /// One call on both backends: the reference's outputs when both ran it and agree, `None`
    /// when either does not support it or both refused it.
    fn step(&self, case: &Case, args: &[Array]) -> std::result::Result<Option<Vec<Array>>, String> {
        let moved: Result<Vec<Array>> = args.iter().map(|a| a.to_backend(self.other)).collect();
        let moved = moved.map_err(|e| format!("moving the arguments: {e}"))?;
        step_on(self.reference, self.other, case, args, &moved)
    }
}

/// One call on both backends, with `args` on `reference` and the same values `moved` on
/// `other`: the reference's outputs when both ran it and agree, `None` when either does not
/// support it or both refused it.
pub(super) fn step_on(
    reference: BackendId,
    other: BackendId,
    case: &Case,
    args: &[Array],
    moved: &[Array],
) -> std::result::Result<Option<Vec<Array>>, String> {
    let dtype = args.first().map_or(Dtype::Float32, Array::dtype);
    let on_reference = crate::with_backend(reference, || (case.call)(args, dtype));
    let on_other = crate::with_backend(other, || (case.call)(moved, dtype));
    let unsupported = |r: &Result<Vec<Array>>| {
        matches!(
            r,
            Err(Error::UnsupportedDtype { .. }
                | Error::NoKernel { .. }
                | Error::InvalidDtype { .. })
        )
    };
    if unsupported(&on_reference) || unsupported(&on_other) {
        return Ok(None);
    }
    let (want, got) = match (on_reference, on_other) {
        (Err(_), Err(_)) => return Ok(None),
        (Ok(want), Ok(got)) => (want, got),
        (want, got) => {
            return Err(format!(
                "{}: the reference gives {}, {} gives {}",
                case.function.name,
                outcome(&want),
                other.name(),
                outcome(&got)
            ));
        }
    };
    if want.len() != got.len() {
        return Err(format!(
            "{} outputs, the reference has {}",
            got.len(),
            want.len()
        ));
    }
    for (i, (w, g)) in want.iter().zip(&got).enumerate() {
        let g = g
            .to_backend(reference)
            .map_err(|e| format!("output {i} cannot be read back: {e}"))?;
        let same = TensorType::values_eq_approx_with(&g, w, Tolerance::for_dtype(w.dtype()))
            .map_err(|e| format!("output {i} cannot be compared: {e}"))?;
        if !same {
            return Err(format!(
                "output {i}: {} gives {g} ({}{:?}), the reference {w} ({}{:?})",
                other.name(),
                g.dtype(),
                g.shape(),
                w.dtype(),
                w.shape()
            ));
        }
    }
    Ok(Some(want))
}

impl Program {
    /// An input of `dtype` and `shape` on the reference backend (see [`random_input`]).
    fn input(&mut self, dtype: Dtype, shape: &[usize]) -> Result<Array> {
        random_input(&mut self.rng, self.reference, dtype, shape)
    }

    /// Keeps `x` as a possible argument of later calls, if it is small and the other backend
    /// holds its dtype: the name it is kept under.
    fn keep(&mut self, x: Array) -> Option<String> {
        if x.size() > KEEP_UP_TO || !self.other.valid_dtypes().contains(x.dtype()) {
            return None;
        }
        let name = format!("x{}", self.made);
        self.made += 1;
        if self.pool.len() >= POOL {
            let i = self.rng.below(POOL as u64) as usize;
            self.pool[i] = (name.clone(), x);
        } else {
            self.pool.push((name.clone(), x));
        }
        Some(name)
    }
}

/// An input of `dtype` and `shape` on `reference`, of small values every dtype holds
/// (negative and fractional ones where the dtype has them), drawn from `rng`.
pub(super) fn random_input(
    rng: &mut SplitMix,
    reference: BackendId,
    dtype: Dtype,
    shape: &[usize],
) -> Result<Array> {
    let n: usize = shape.iter().product();
    let values: Vec<f64> = (0..n)
        .map(|_| {
            let v = rng.below(7) as f64 - 2.0;
            match dtype {
                d if d.is_float() || d.is_complex() => v * 0.75,
                d if d.is_unsigned_int() || d.is_bool() => v.abs(),
                _ => v,
            }
        })
        .collect();
    let host = HostArray::new(shape.to_vec(), values)?;
    crate::with_backend(reference, || crate::asarray::with(host).dtype(dtype).call())
}

fn outcome(r: &Result<Vec<Array>>) -> String {
    match r {
        Ok(v) => {
            let parts: Vec<String> = v.iter().map(|a| a.to_string()).collect();
            format!("[{}]", parts.join(", "))
        }
        Err(e) => format!("the error `{e}`"),
    }
}

/// SplitMix64 (Steele, Lea and Flood 2014): a program's choices from its seed.
pub(super) struct SplitMix(pub(super) u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n` > 0).
    pub(super) fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}
