//! The differential test over shared storage (issue 29): reader threads call random library
//! functions on arrays they all share through clones (on the reference backend, and their
//! twins on the other backend), each call compared across the backends as in
//! [`differential`](super::differential()), while writer threads write to clones of those very
//! arrays through `out=` the values they already hold (`maximum(x, x)`, `copy_array(x)`). Every
//! storage is read twice in one call, read while written, swapped and written in place under
//! contention, yet every result must agree: the values never change. A hang is the caller's to
//! catch (the test runs this under a watchdog).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread;

use super::cases::{Case, Via};
use super::differential::{Differential, Disagreement, SHAPES, SplitMix, random_input, step_on};
use crate::{Array, BackendId, CastingMode, Error, Result};

/// Threads calling functions on the shared arrays.
const READERS: u64 = 3;
/// Threads writing the shared arrays through `out=`.
const WRITERS: u64 = 2;
/// Shared arrays (each with its twin on the other backend).
const SHARED: u64 = 6;

/// An array and its twin on the other backend.
type Twins = (Array, Array);

/// Runs `calls` random calls, spread over reader threads and each compared across the
/// reference backend (ndarray) and `other`, on arrays shared with writer threads writing them
/// all along; `seed` fixes the arrays and the calls of each reader (not the interleaving).
/// Returns when the readers are done, with the writes made meanwhile in
/// [`Differential::writes`].
///
/// ```
/// # #[cfg(feature = "candle")] {
/// let candle = ivy::candle::register()?;
/// let found = ivy::conformance::differential_shared(candle, 7, 60)?;
/// assert!(found.disagreements.is_empty(), "{:?}", found.disagreements);
/// assert_eq!(found.calls, 60);
/// # }
/// # Ok::<(), ivy::Error>(())
/// ```
pub fn differential_shared(other: BackendId, seed: u64, calls: u64) -> Result<Differential> {
    let reference = crate::init()?;
    let cases: Arc<Vec<&'static Case>> = Arc::new(
        super::cases::all()
            .filter(|c| c.via == Via::Inputs)
            .collect(),
    );
    let dtypes: Vec<_> = (reference.valid_dtypes() & other.valid_dtypes())
        .iter()
        .collect();
    let mut rng = SplitMix(seed);
    let mut shared: Vec<Twins> = Vec::new();
    for _ in 0..SHARED {
        let dtype = dtypes[rng.below(dtypes.len() as u64) as usize];
        let shape = SHAPES[rng.below(SHAPES.len() as u64) as usize];
        let x = random_input(&mut rng, reference, dtype, shape)?;
        let twin = x.to_backend(other)?;
        shared.push((x, twin));
    }
    let shared = Arc::new(shared);
    let stop = Arc::new(AtomicBool::new(false));
    let writes = Arc::new(AtomicUsize::new(0));
    let writers: Vec<_> = (0..WRITERS)
        .map(|w| {
            let (shared, stop, writes) = (shared.clone(), stop.clone(), writes.clone());
            let rng = SplitMix(seed ^ (0x5752_4954_4552 + w));
            thread::spawn(move || write(&shared, (reference, other), rng, &stop, &writes))
        })
        .collect();
    let readers: Vec<_> = (0..READERS)
        .map(|r| {
            let (shared, cases) = (shared.clone(), cases.clone());
            // The first reader makes the calls that do not divide evenly.
            let mine = calls / READERS + u64::from(r == 0) * (calls % READERS);
            let rng = SplitMix(seed.wrapping_add(0x5245_4144 * (r + 1)));
            thread::spawn(move || read(&shared, &cases, (reference, other), rng, mine, seed))
        })
        .collect();
    let mut found = Differential::default();
    for reader in readers {
        let part = reader.join().map_err(|_| panicked("a reader"))?;
        found.programs += part.programs;
        found.calls += part.calls;
        found.compared += part.compared;
        found.disagreements.extend(part.disagreements);
    }
    stop.store(true, Ordering::Relaxed);
    for writer in writers {
        if let Err(problem) = writer.join().map_err(|_| panicked("a writer"))? {
            found.disagreements.push(Disagreement {
                seed,
                program: "a writer thread".into(),
                problem,
            });
        }
    }
    found.writes = writes.load(Ordering::Relaxed);
    Ok(found)
}

/// A reader's `calls` calls on the shared arrays (as one program).
fn read(
    shared: &[Twins],
    cases: &[&Case],
    (reference, other): (BackendId, BackendId),
    mut rng: SplitMix,
    calls: u64,
    seed: u64,
) -> Differential {
    let _mode = crate::casting_mode_scope(CastingMode::Off);
    let mut found = Differential {
        programs: 1,
        ..Differential::default()
    };
    for _ in 0..calls {
        let case = cases[rng.below(cases.len() as u64) as usize];
        let picked: Vec<&Twins> = (0..case.inputs.len())
            .map(|_| &shared[rng.below(SHARED) as usize])
            .collect();
        let args: Vec<Array> = picked.iter().map(|(x, _)| x.clone()).collect();
        let twins: Vec<Array> = picked.iter().map(|(_, t)| t.clone()).collect();
        found.calls += 1;
        match step_on(reference, other, case, &args, &twins) {
            Ok(Some(_)) => found.compared += 1,
            Ok(None) => {}
            Err(problem) => {
                let names: Vec<String> = args
                    .iter()
                    .map(|a| format!("{}{:?} {a}", a.dtype(), a.shape()))
                    .collect();
                found.disagreements.push(Disagreement {
                    seed,
                    program: format!("{}({})", case.function.name, names.join(", ")),
                    problem,
                });
            }
        }
    }
    found
}

/// Writes shared arrays (or their twins) to clones of themselves with the values they hold,
/// until `stop`; an error a write should not give ends it.
fn write(
    shared: &[Twins],
    (reference, other): (BackendId, BackendId),
    mut rng: SplitMix,
    stop: &AtomicBool,
    writes: &AtomicUsize,
) -> std::result::Result<(), String> {
    let _mode = crate::casting_mode_scope(CastingMode::Off);
    while !stop.load(Ordering::Relaxed) {
        let (x, twin) = &shared[rng.below(SHARED) as usize];
        let (a, backend) = if rng.below(2) == 0 {
            (x, reference)
        } else {
            (twin, other)
        };
        let mut out = a.clone();
        let same = rng.below(2) == 0;
        let written = crate::with_backend(backend, || {
            if same {
                crate::maximum::with(a, a).out(&mut out).call()
            } else {
                crate::copy_array::with(a).out(&mut out).call()
            }
        });
        match written {
            Ok(_) => {
                writes.fetch_add(1, Ordering::Relaxed);
            }
            // A function the backend does not run for the dtype (maximum of bool).
            Err(Error::UnsupportedDtype { .. } | Error::NoKernel { .. }) => {}
            Err(e) => {
                return Err(format!(
                    "writing {}{:?} on {} to a clone of itself: {e}",
                    a.dtype(),
                    a.shape(),
                    backend.name()
                ));
            }
        }
    }
    Ok(())
}

/// The error for a thread of the run that panicked.
fn panicked(which: &str) -> Error {
    Error::InvalidInput(format!("differential_shared: {which} thread panicked"))
}
