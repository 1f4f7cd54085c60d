//! The loop every kernel shares: blocks of elements, dispatched once per block to code
//! compiled for the CPU's best instruction set, and within a block, groups of lanes whose
//! out-of-range elements are recomputed on the scalar path.

use std::marker::PhantomData;
use std::mem::MaybeUninit;
use std::sync::LazyLock;

use pulp::{Simd, WithSimd};

/// Elements per dispatch (and per scratch buffer of the callers): enough to make the
/// dispatch's cost vanish, small enough for the stack and the L1 cache.
pub(super) const BLOCK: usize = 1024;

/// Lanes checked together for out-of-range elements: one flag per group, so a rare special
/// value costs one group's rescan, not a block's.
const GROUP: usize = 64;

/// Whether the vector instruction sets `pulp` selects on this target have fused
/// multiply-add in hardware (the lane code relies on it; software FMA would be slower than
/// libm).
const HARDWARE_FMA: bool = cfg!(any(
    target_arch = "x86_64",
    target_arch = "x86",
    target_arch = "aarch64"
));

/// The best instruction set of this CPU, detected once.
static ARCH: LazyLock<pulp::Arch> = LazyLock::new(pulp::Arch::new);

/// Runs `work` compiled for the best instruction set of this CPU (for other block loops that
/// the compiler vectorises, such as the mixed-dtype kernels').
#[inline]
pub(crate) fn dispatch<W: WithSimd>(work: W) -> W::Output {
    ARCH.dispatch(work)
}

/// The element types lane code is written for: `f32` and `f64`.
pub(super) trait Lane: Copy + Send + Sync + 'static {
    /// `f` of `x` computed in `f64` and rounded to `Self` once: a scalar path within the
    /// accuracy contract for `f32` (libm's `f64` result is far below an `f32` ulp) and libm's
    /// own for `f64`.
    fn via_f64(x: Self, f: fn(f64) -> f64) -> Self;
}

impl Lane for f32 {
    #[inline(always)]
    fn via_f64(x: f32, f: fn(f64) -> f64) -> f32 {
        f(f64::from(x)) as f32
    }
}

impl Lane for f64 {
    #[inline(always)]
    fn via_f64(x: f64, f: fn(f64) -> f64) -> f64 {
        f(x)
    }
}

/// Where a kernel writes a result: an element of an initialised slice, or of a fresh result's
/// memory not yet written (which the kernels write whole: every element of their output,
/// once on the fast path and again where the slow path corrects it).
pub trait Slot<E>: Send {
    /// Writes `value` here.
    fn set(&mut self, value: E);
}

impl<E: Copy + Send> Slot<E> for E {
    #[inline(always)]
    fn set(&mut self, value: E) {
        *self = value;
    }
}

impl<E: Copy + Send> Slot<E> for MaybeUninit<E> {
    #[inline(always)]
    fn set(&mut self, value: E) {
        self.write(value);
    }
}

/// One function's lane code for element type `E`. Every method must be `#[inline(always)]`
/// so that it is compiled, and vectorised, inside the dispatched block loop.
pub(super) trait Lanes<E> {
    /// The result for `x` inside the fast range; any value, without panicking, outside it.
    fn fast(x: E) -> E;
    /// Whether `x` is outside the fast range (`NaN` and the infinities always are).
    fn outside(x: E) -> bool;
    /// The result for `x` outside the fast range, within the accuracy contract there.
    fn slow(x: E) -> E;
    /// The platform libm's result, for CPUs without SIMD and FMA.
    fn libm(x: E) -> E;
}

/// The kernel of the function whose lane code is `K`.
pub(super) struct Kernel<K>(PhantomData<K>);

impl<K> Kernel<K> {
    /// `K(x)` into `out` (the same length; every element is written), on the best
    /// instruction set of this CPU.
    pub(super) fn run<E: Lane, O: Slot<E>>(x: &[E], out: &mut [O])
    where
        K: Lanes<E>,
    {
        let arch = *ARCH;
        for (x, out) in x.chunks(BLOCK).zip(out.chunks_mut(BLOCK)) {
            arch.dispatch(Block::<E, O, K> {
                x,
                out,
                kernel: PhantomData,
            });
        }
    }

    /// [`Self::run`] on instruction set `simd`, for the tests to compare every path.
    #[cfg(test)]
    pub(super) fn run_on<E: Lane, O: Slot<E>, S: Simd>(simd: S, x: &[E], out: &mut [O])
    where
        K: Lanes<E>,
    {
        simd.vectorize(Block::<E, O, K> {
            x,
            out,
            kernel: PhantomData,
        });
    }
}

/// One block's work, as `pulp` runs it.
struct Block<'a, E, O, K> {
    x: &'a [E],
    out: &'a mut [O],
    kernel: PhantomData<K>,
}

impl<E: Lane, O: Slot<E>, K: Lanes<E>> WithSimd for Block<'_, E, O, K> {
    type Output = ();

    #[inline(always)]
    fn with_simd<S: Simd>(self, _simd: S) {
        if S::IS_SCALAR || !HARDWARE_FMA {
            for (out, &x) in self.out.iter_mut().zip(self.x) {
                out.set(K::libm(x));
            }
            return;
        }
        let mut xs = self.x.chunks_exact(GROUP);
        let mut outs = self.out.chunks_exact_mut(GROUP);
        for (x, out) in (&mut xs).zip(&mut outs) {
            group::<E, O, K>(x, out);
        }
        group::<E, O, K>(xs.remainder(), outs.into_remainder());
    }
}

/// The fast path on every lane of a group, then the scalar path on the lanes outside the
/// fast range, if any.
#[inline(always)]
fn group<E: Lane, O: Slot<E>, K: Lanes<E>>(x: &[E], out: &mut [O]) {
    let mut outside = false;
    for (out, &x) in out.iter_mut().zip(x) {
        out.set(K::fast(x));
        outside |= K::outside(x);
    }
    if outside {
        for (out, &x) in out.iter_mut().zip(x) {
            if K::outside(x) {
                out.set(K::slow(x));
            }
        }
    }
}
