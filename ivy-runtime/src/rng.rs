//! The seeded generator behind the random functions, and the sampling every backend's kernels
//! share: values are drawn on the host, then moved to the backend, so a seed gives the same
//! numbers on every backend.
//!
//! The generator is ChaCha with 12 rounds ([`rand_chacha::ChaCha12Rng`], the algorithm of
//! `rand`'s `StdRng`, named so that its stream cannot change under a `rand` release), seeded
//! from a `u64`. Normal values come from `rand_distr`'s `StandardNormal` (ziggurat).
//!
//! Like the other settings, the generator is process-wide, with scoped overrides on a thread:
//! inside [`seed_scope`] (or [`with_seed`]) a thread draws from a generator of its own, which
//! no other thread sees. A seed, given to [`seed`](crate::seed()) or as a random function's
//! `seed` argument, restarts the generator in force (as Ivy's `seed=` reseeds the framework's
//! global generator): the thread's innermost scope, else the process-wide one. Until it is
//! first seeded, the process-wide generator starts from an unpredictable seed, different on
//! every run (as NumPy's).
//!
//! A draw takes a lock on the process-wide generator only when the thread has no scope; a
//! restart and the draw after it happen under one lock, so a call with a `seed` argument gives
//! its numbers whatever other threads draw meanwhile.

use std::cell::{Cell, RefCell};
use std::hash::{BuildHasher, RandomState};
use std::marker::PhantomData;
use std::sync::{Mutex, PoisonError};

use ivy_grammar::{Dtype, DtypeSet};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha12Rng;
use rand_distr::StandardNormal;

use crate::error::{Error, Result};
use crate::host::HostArray;
use crate::host::elements;
use crate::scalar::Scalar;
use crate::shape::{broadcast_offsets, broadcast_shapes, element_count};

type Generator = ChaCha12Rng;

/// The process-wide generator; `None` until the first draw or seed.
static GLOBAL: Mutex<Option<Generator>> = Mutex::new(None);

thread_local! {
    /// This thread's scoped generators, innermost last, each with its guard's id.
    static SCOPED: RefCell<Vec<(u64, Generator)>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: Cell<u64> = const { Cell::new(0) };
}

fn seeded(seed: u64) -> Generator {
    Generator::seed_from_u64(seed)
}

/// A generator from the process's random hashing keys (the OS seeds them once per process).
fn unpredictable() -> Generator {
    seeded(RandomState::new().hash_one(0u8))
}

/// Runs `draw` on the generator in force, restarted from `seed` first when one is given.
fn with_generator<R>(seed: Option<u64>, mut draw: impl FnMut(&mut Generator) -> R) -> R {
    let mut run = |g: &mut Generator| {
        if let Some(s) = seed {
            *g = seeded(s);
        }
        draw(g)
    };
    if let Ok(Some(r)) = SCOPED.try_with(|s| s.borrow_mut().last_mut().map(|(_, g)| run(g))) {
        return r;
    }
    let mut global = GLOBAL.lock().unwrap_or_else(PoisonError::into_inner);
    run(global.get_or_insert_with(unpredictable))
}

/// Restarts the generator in force from `seed_value`: this thread's innermost seed scope if it
/// has one, else the process-wide generator.
pub(crate) fn restart(seed_value: u64) {
    with_generator(Some(seed_value), |_| ());
}

/// Draws from a generator of this thread's own, started from `seed_value`, until the guard is
/// dropped (also when the scope is left by a panic); other threads are unaffected.
///
/// ```
/// ivy::init()?;
/// let draw = || ivy::random_uniform::with(0.0, 1.0).shape(&[3]).call();
/// let a = {
///     let _g = ivy::seed_scope(7);
///     (draw()?, draw()?)
/// };
/// let b = ivy::with_seed(7, || Ok::<_, ivy::Error>((draw()?, draw()?)))?;
/// assert_eq!(a.0.to_string(), b.0.to_string());
/// assert_eq!(a.1.to_string(), b.1.to_string());
/// assert_ne!(a.0.to_string(), a.1.to_string()); // the stream goes on
/// # Ok::<(), ivy::Error>(())
/// ```
pub fn seed_scope(seed_value: u64) -> SeedGuard {
    let id = NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    });
    SCOPED.with(|s| s.borrow_mut().push((id, seeded(seed_value))));
    SeedGuard {
        id,
        _not_send: PhantomData,
    }
}

/// Runs `f` drawing from a generator of this thread's own, started from `seed_value`.
pub fn with_seed<R>(seed_value: u64, f: impl FnOnce() -> R) -> R {
    let _guard = seed_scope(seed_value);
    f()
}

/// Keeps a thread's own generator in force (see [`seed_scope`]); dropping it restores the one
/// in force before. Guards may be dropped in any order: each removes exactly its generator.
#[must_use = "the scope ends as soon as the guard is dropped"]
#[derive(Debug)]
pub struct SeedGuard {
    id: u64,
    // A scope belongs to the thread that made it.
    _not_send: PhantomData<*const ()>,
}

impl Drop for SeedGuard {
    fn drop(&mut self) {
        // During thread teardown the list may already be gone, and the generator with it.
        let _ = SCOPED.try_with(|s| {
            let mut s = s.borrow_mut();
            if let Some(pos) = s.iter().rposition(|(id, _)| *id == self.id) {
                s.remove(pos);
            }
        });
    }
}

/// Two bounds (or a mean and a deviation) as the sampling reads them: the values of each in
/// row-major order with its shape, and the shape of the result.
struct Params<T> {
    a: (Vec<T>, Vec<usize>),
    b: (Vec<T>, Vec<usize>),
    /// The shape both broadcast to.
    pairs: Vec<usize>,
    /// The result's shape.
    shape: Vec<usize>,
}

impl<T: Copy> Params<T> {
    /// The parameters of `function`, each element read with `read`; the result takes `shape`
    /// when given (both parameters must broadcast to it), else the shape they broadcast to.
    fn new(
        function: &'static str,
        a: &HostArray,
        b: &HostArray,
        shape: Option<&[usize]>,
        read: impl Fn(Scalar) -> Result<T>,
    ) -> Result<Params<T>> {
        let pairs = broadcast_shapes(function, a.shape(), b.shape())?;
        let shape = match shape {
            None => pairs.clone(),
            Some(asked) => {
                if broadcast_shapes(function, &pairs, asked)? != asked {
                    return Err(Error::InvalidInput(format!(
                        "{function}: parameters of shape {pairs:?} do not broadcast to the \
                         shape {asked:?} asked for; give scalars, or arrays that broadcast to it"
                    )));
                }
                asked.to_vec()
            }
        };
        element_count(function, &shape)?;
        let values = |h: &HostArray| -> Result<(Vec<T>, Vec<usize>)> {
            let v = elements(h.data()).map(&read).collect::<Result<_>>()?;
            Ok((v, h.shape().to_vec()))
        };
        Ok(Params {
            a: values(a)?,
            b: values(b)?,
            pairs,
            shape,
        })
    }

    /// Each pair of parameters, over the shape they broadcast to.
    fn each_pair<'s>(&'s self, over: &'s [usize]) -> impl Iterator<Item = (T, T)> + 's {
        broadcast_offsets(&self.a.1, over)
            .zip(broadcast_offsets(&self.b.1, over))
            .map(|(i, j)| (self.a.0[i], self.b.0[j]))
    }

    /// Checks every pair with `check` (before anything is drawn), then draws one value per
    /// element of the result with `sample`, in row-major order, as a host array of `dtype`.
    fn draw<V: crate::HostElement>(
        &self,
        function: &'static str,
        seed: Option<u64>,
        dtype: Dtype,
        check: impl Fn(T, T) -> Result<()>,
        mut sample: impl FnMut(&mut Generator, T, T) -> V,
    ) -> Result<HostArray> {
        for (a, b) in self.each_pair(&self.pairs) {
            check(a, b)?;
        }
        let mut values = crate::alloc::result_vec(function, &self.shape)?;
        with_generator(seed, |g| {
            values.clear();
            values.extend(self.each_pair(&self.shape).map(|(a, b)| sample(g, a, b)));
        });
        HostArray::new(self.shape.clone(), values)?.astype(dtype)
    }
}

/// The dtypes `random_uniform` and `random_normal` give.
const FLOATS: (DtypeSet, &str) = (DtypeSet::FLOAT, "a float dtype");

/// A real parameter's value; an error for a complex one.
fn real(function: &'static str, what: &'static str) -> impl Fn(Scalar) -> Result<f64> {
    move |s| match s {
        Scalar::Bool(b) => Ok(f64::from(u8::from(b))),
        Scalar::Int(v) => Ok(v as f64),
        Scalar::Float(v) => Ok(v),
        Scalar::Complex(_) => Err(Error::InvalidInput(format!(
            "{function}: {what} must be real, got {s}"
        ))),
    }
}

/// What [`uniform`], [`normal`] and [`integers`] draw from.
#[derive(Clone, Copy, Debug)]
pub struct Draw<'a> {
    /// The first parameter (`low`, `mean`).
    pub a: &'a HostArray,
    /// The second parameter (`high`, `std`), which broadcasts with the first.
    pub b: &'a HostArray,
    /// The result's shape, if one is asked for (the parameters must broadcast to it); else
    /// the shape the parameters broadcast to.
    pub shape: Option<&'a [usize]>,
    /// The result's dtype.
    pub dtype: Dtype,
    /// A seed the generator in force restarts from first, if one is given.
    pub seed: Option<u64>,
}

/// The signature of [`uniform`], [`normal`] and [`integers`].
pub type Sampler = fn(Draw<'_>) -> Result<HostArray>;

impl Draw<'_> {
    /// The values of `function`, whose dtype must be in `class` (`what` names it): each
    /// parameter element read with `read`, every pair checked with `check` before anything is
    /// drawn, then one value per element of the result drawn by `sample`, in row-major order.
    fn values<T: Copy, V: crate::HostElement>(
        self,
        function: &'static str,
        (class, what): (DtypeSet, &str),
        read: impl Fn(Scalar) -> Result<T>,
        check: impl Fn(T, T) -> Result<()>,
        sample: impl FnMut(&mut Generator, T, T) -> V,
    ) -> Result<HostArray> {
        if !class.contains(self.dtype) {
            return Err(Error::InvalidInput(format!(
                "{function}: dtype `{}` is not {what} ({class})",
                self.dtype
            )));
        }
        Params::new(function, self.a, self.b, self.shape, read)?
            .draw(function, self.seed, self.dtype, check, sample)
    }
}

/// `random_uniform`'s values: uniform in `[low, high)` (`low + (high - low) * u` with `u`
/// uniform in `[0, 1)`, 53 random bits), drawn in `float64` and rounded once to `dtype` (a
/// float dtype; rounding may give `high` in a narrow one, as NumPy's `uniform` cast does).
/// `low` and `high` broadcast together and to `shape` when it is given, else give the shape.
/// Each `low` must not exceed its `high`, and both must be finite, as their difference.
pub fn uniform(d: Draw<'_>) -> Result<HostArray> {
    const F: &str = "random_uniform";
    let check = |lo: f64, hi: f64| {
        let problem = if !(lo.is_finite() && hi.is_finite()) {
            "both bounds must be finite"
        } else if lo > hi {
            "low must not be greater than high"
        } else if !(hi - lo).is_finite() {
            "high - low must be finite"
        } else {
            return Ok(());
        };
        Err(Error::InvalidInput(format!(
            "{F}: low {lo:?} and high {hi:?}: {problem}"
        )))
    };
    d.values(F, FLOATS, real(F, "the bounds"), check, |g, lo, hi| {
        lo + (hi - lo) * g.random::<f64>()
    })
}

/// `random_normal`'s values: `mean + std * z` with `z` standard normal, drawn in `float64` and
/// rounded once to `dtype` (a float dtype). `mean` and `std` broadcast together and to `shape`
/// when it is given, else give the shape; each `mean` must be finite and each `std` finite and
/// not negative.
pub fn normal(d: Draw<'_>) -> Result<HostArray> {
    const F: &str = "random_normal";
    let check = |mean: f64, std: f64| {
        if !mean.is_finite() {
            Err(Error::InvalidInput(format!(
                "{F}: mean must be finite, got {mean:?}"
            )))
        } else if !(std.is_finite() && std >= 0.0) {
            Err(Error::InvalidInput(format!(
                "{F}: std must be finite and not negative, got {std:?}"
            )))
        } else {
            Ok(())
        }
    };
    d.values(F, FLOATS, real(F, "mean and std"), check, |g, mean, std| {
        mean + std * g.sample::<f64, _>(StandardNormal)
    })
}

/// `randint`'s values: integers uniform in `[low, high)`, drawn exactly (the same numbers for
/// every dtype that holds them) and given as `dtype`, a signed integer dtype (Ivy's `randint`
/// refuses unsigned and float dtypes). `low` and `high` broadcast together and to `shape` when
/// it is given, else give the shape. Each `low` must be less than its `high`, and both
/// `low` and `high - 1` must fit `dtype`.
pub fn integers(d: Draw<'_>) -> Result<HostArray> {
    const F: &str = "randint";
    let dtype = d.dtype;
    let int = |s: Scalar| match s {
        Scalar::Int(v) => Ok(v),
        Scalar::Bool(b) => Ok(i128::from(b)),
        Scalar::Float(v) if v.fract() == 0.0 && v.abs() < 2f64.powi(100) => Ok(v as i128),
        other => Err(Error::InvalidInput(format!(
            "{F}: the bounds must be integers, got {other}"
        ))),
    };
    let check = |lo: i128, hi: i128| {
        // Checks run once the dtype is known to be a signed integer one.
        let info = crate::info::iinfo(dtype)?;
        if lo >= hi {
            Err(Error::InvalidInput(format!(
                "{F}: low {lo} must be less than high {hi}"
            )))
        } else if lo < info.min || hi - 1 > info.max {
            Err(Error::InvalidInput(format!(
                "{F}: values from {lo} to {} do not fit `{dtype}` ({} to {})",
                hi - 1,
                info.min,
                info.max
            )))
        } else {
            Ok(())
        }
    };
    // Every value fits `dtype`, so it fits `i64` too.
    let signed = (DtypeSet::SIGNED, "a signed integer dtype");
    d.values(F, signed, int, check, |g, lo, hi| {
        g.random_range(lo..hi) as i64
    })
}

/// A uniformly random permutation of `0..n` (Fisher-Yates), for `shuffle`.
pub fn permutation(n: usize, seed: Option<u64>) -> Result<Vec<usize>> {
    let mut order = crate::alloc::result_vec("shuffle", &[n])?;
    order.extend(0..n);
    with_generator(seed, |g| order.shuffle(g));
    Ok(order)
}

/// A dropout mask of `shape`, as `float64` values: `0` where a uniform draw in `[0, 1)` is
/// below `prob` (Ivy's rule, `random_uniform(..) < prob`), else `kept`. One draw per element,
/// in row-major order, as [`uniform`] draws.
pub fn dropout_mask(shape: &[usize], prob: f64, kept: f64, seed: Option<u64>) -> Result<HostArray> {
    const F: &str = "dropout";
    let n = element_count(F, shape)?;
    let mut values = crate::alloc::result_vec(F, &[n])?;
    with_generator(seed, |g| {
        values.clear();
        values.extend((0..n).map(|_| if g.random::<f64>() < prob { 0.0 } else { kept }));
    });
    HostArray::new(shape.to_vec(), values)
}

#[cfg(test)]
mod tests {
    use super::*;

    // Thread-local scopes only: nothing here races with other tests.
    #[test]
    fn scopes_restore_in_any_drop_order() {
        let first = |s| with_seed(s, || permutation(8, None).unwrap());
        let (p1, p2) = (first(1), first(2));
        assert_ne!(p1, p2);
        let a = seed_scope(1);
        let b = seed_scope(2);
        drop(a);
        assert_eq!(permutation(8, None).unwrap(), p2, "b is in force");
        drop(b);
        let _c = seed_scope(1);
        assert_eq!(permutation(8, None).unwrap(), p1);
    }

    #[test]
    fn a_seed_restarts_the_scope_in_force() {
        let _g = seed_scope(5);
        let a = permutation(10, None).unwrap();
        let _ = permutation(10, None).unwrap();
        restart(5);
        assert_eq!(permutation(10, None).unwrap(), a);
        assert_eq!(permutation(10, Some(5)).unwrap(), a);
    }

    #[test]
    fn a_permutation_holds_every_index_once() {
        let _g = seed_scope(3);
        let mut p = permutation(1000, None).unwrap();
        p.sort_unstable();
        assert_eq!(p, (0..1000).collect::<Vec<_>>());
        assert!(permutation(0, None).unwrap().is_empty());
    }
}
