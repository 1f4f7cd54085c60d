//! Large element-wise work across the machine's cores, on rayon's global thread pool.
//!
//! Arrays of at least [`THRESHOLD`] elements are split into pieces computed in parallel;
//! smaller ones run on the calling thread and pay nothing. Every element is computed by the
//! same code either way (the vectorised kernels see the same blocks), so results are
//! identical to the serial path, bit for bit.
//!
//! The thread count is rayon's: all cores by default; the environment variable
//! `RAYON_NUM_THREADS` sets it (`RAYON_NUM_THREADS=1` computes everything on the calling
//! thread), or a program can configure rayon's global pool with
//! `rayon::ThreadPoolBuilder::new().num_threads(n).build_global()` before its first call. A
//! call made inside a program's own rayon pool (`pool.install(..)`) runs on that pool.

use ndarray::{ArrayD, ArrayViewD, Zip};

/// The element count from which element-wise kernels run in parallel: below it, spreading
/// the work would cost more than it saves.
pub const THRESHOLD: usize = 1 << 16;

/// Whether `len` elements are worth computing in parallel.
#[inline]
pub fn is_large(len: usize) -> bool {
    len >= THRESHOLD && rayon::current_num_threads() > 1
}

/// `f` over matching pieces of `x` and `out` (the same length), pieces of `piece` elements
/// computed in parallel when there are enough elements, else `f` on the whole.
pub fn for_each_piece<A: Sync, B: Send>(
    x: &[A],
    out: &mut [B],
    piece: usize,
    f: impl Fn(&[A], &mut [B]) + Sync + Send,
) {
    use rayon::prelude::*;
    if is_large(x.len()) {
        x.par_chunks(piece)
            .zip(out.par_chunks_mut(piece))
            .for_each(|(x, out)| f(x, out));
    } else {
        f(x, out);
    }
}

/// `f` of each element of `a`, in parallel when large.
pub fn map<A, R>(a: ArrayViewD<'_, A>, f: impl Fn(A) -> R + Sync + Send) -> ArrayD<R>
where
    A: Copy + Sync + Send,
    R: Send,
{
    if is_large(a.len()) {
        Zip::from(a).par_map_collect(|x| f(*x))
    } else {
        a.mapv(f)
    }
}
