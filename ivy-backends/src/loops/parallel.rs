//! Large element-wise work across the machine's cores, shared by the calling thread and
//! rayon's threads (a team per loop: the calling thread works too, and waits for the others
//! spinning, not asleep); matrix products: `linear_algebra::gemm`.
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
//! call made inside a program's own rayon pool (`pool.install(..)`) runs on that pool. A call
//! works on `n` threads: its own and `n - 1` of the pool's.

use std::mem::MaybeUninit;

use ivy_runtime::{
    PROBE_FROM, Result, advise_huge_pages, check_result_size, element_count, result_vec,
};

use super::team;

/// The element count from which element-wise kernels run in parallel: below it, spreading
/// the work would cost more than it saves. Measured at two threads (a 2-core guest), a
/// float32 `add` of 32K elements took 1.8 µs split and 2.6 µs on one thread, one of 16K 1.4 µs
/// on one thread (about what starting a helper costs). PyTorch's grain is the same, 32,768.
pub const THRESHOLD: usize = 1 << 15;

/// Whether `len` elements are worth computing in parallel.
#[inline]
pub fn is_large(len: usize) -> bool {
    len >= THRESHOLD && rayon::current_num_threads() > 1
}

/// The element count from which reductions over everything (`sum`, `mean`, `max`, `min`)
/// run in parallel: their work is a vector operation per 16 elements or so, a fraction of an
/// element-wise kernel's, so splitting pays only from more elements. Measured at two
/// threads (a 2-core guest), a float32 sum of 128K elements took 3.4 µs split and 4.2 µs on
/// one thread, one of 64K 2.2 µs on one thread.
pub const REDUCTION_THRESHOLD: usize = 1 << 17;

/// Whether a reduction over `len` elements is worth splitting across threads
/// ([`REDUCTION_THRESHOLD`]).
#[inline]
pub fn is_large_reduction(len: usize) -> bool {
    len >= REDUCTION_THRESHOLD && rayon::current_num_threads() > 1
}

/// The most elements of each part a large reduction over `len` elements
/// ([`is_large_reduction`]) is cut into, the parts summed (or searched) on the threads in
/// turn: four parts a thread or more, for the threads to even out, and no smaller than half
/// [`REDUCTION_THRESHOLD`] (a part costs a claim and a result to combine).
pub fn reduction_part(len: usize) -> usize {
    (len / (4 * rayon::current_num_threads())).max(REDUCTION_THRESHOLD / 2)
}

/// `f` over matching pieces of `x` and `out` (the same length), pieces of `piece` elements
/// computed in parallel when there are enough elements, else `f` on the whole.
pub fn for_each_piece<A: Sync, B: Send>(
    x: &[A],
    out: &mut [B],
    piece: usize,
    f: impl Fn(&[A], &mut [B]) + Sync + Send,
) {
    if is_large(x.len()) {
        in_pieces(x, out, piece, &f);
    } else {
        f(x, out);
    }
}

/// The parallel half of [`for_each_piece`], with `f` taken as `&dyn`: compiled once per
/// element types, not once per kernel.
fn in_pieces<A: Sync, B: Send>(
    x: &[A],
    out: &mut [B],
    piece: usize,
    f: &(dyn Fn(&[A], &mut [B]) + Sync),
) {
    let len = x.len().min(out.len());
    team::each_part(&mut out[..len], piece, &|part, out| f(&x[part], out));
}

/// `fill(start, out)` over pieces of `piece` elements of `out` (starting at element `start`),
/// computed in parallel when there are enough elements, else `fill(0, out)` on the whole.
pub fn for_each_piece_at<T: Send>(
    out: &mut [T],
    piece: usize,
    fill: impl Fn(usize, &mut [T]) + Sync + Send,
) {
    if is_large(out.len()) {
        in_pieces_at(out, piece, &fill);
    } else {
        fill(0, out);
    }
}

/// The parallel half of [`for_each_piece_at`], with `fill` taken as `&dyn`.
fn in_pieces_at<T: Send>(out: &mut [T], piece: usize, fill: &(dyn Fn(usize, &mut [T]) + Sync)) {
    team::each_part(out, piece, &|part, out| fill(part.start, out));
}

/// Elements per block of the kernels that work a block at a time (scratch for strided
/// reads, conversions); pieces of work across the threads are multiples of it.
pub const BLOCK: usize = 1024;

/// A fresh result of `shape` that `fill` writes straight into its memory (from
/// [`ivy_runtime::result_vec`]: recycled, or else fresh and on huge pages when large), in
/// pieces of `piece` elements computed in parallel when large: `fill(start, out)` writes the
/// results for elements `start..start + out.len()`. Nothing is zeroed first or copied from
/// scratch.
///
/// # Safety
///
/// `fill` must write every element of each `out` it is given: the result's length is set
/// over them once it returns.
#[allow(unsafe_code)]
pub unsafe fn written<R: Send>(
    function: &'static str,
    shape: &[usize],
    piece: usize,
    fill: impl Fn(usize, &mut [MaybeUninit<R>]) + Sync + Send,
) -> Result<Vec<R>> {
    // Fewer than THRESHOLD elements are under PROBE_FROM bytes, which ivy allocates without
    // probing (as `check_result_size` does): they skip a reservation that costs more than a
    // small call's whole kernel.
    const { assert!(THRESHOLD * std::mem::size_of::<R>() <= PROBE_FROM) };
    let len = element_count(function, shape)?;
    let mut values = if len < THRESHOLD {
        Vec::with_capacity(len)
    } else {
        result_vec(function, shape)?
    };
    for_each_piece_at(&mut values.spare_capacity_mut()[..len], piece, fill);
    // SAFETY: `result_vec` reserved room for `len` values, and `fill` wrote each of the first
    // `len` (the caller's promise), the pieces above covering them all.
    unsafe { values.set_len(len) };
    Ok(values)
}

/// A fresh result of `shape` filled with `zero`, for a kernel to write in place: for the
/// primitive number types, the allocator's zeroed memory, which for large results (above
/// glibc's mapping threshold, at most 32 MiB) is fresh pages from the system, untouched until
/// the kernel writes them (advised onto huge pages first), so the result is written once;
/// smaller ones reused from the heap are cleared first. An error, not an abort, if it is too
/// large for memory.
pub fn zeroed<T: Clone>(function: &'static str, shape: &[usize], zero: T) -> Result<Vec<T>> {
    check_result_size(function, shape, std::mem::size_of::<T>())?;
    let values = vec![zero; element_count(function, shape)?];
    advise_huge_pages(&values);
    Ok(values)
}

/// These run under Miri too (rayon's pool needs Tree Borrows and its threads outlive the
/// test): `MIRIFLAGS="-Zmiri-tree-borrows -Zmiri-permissive-provenance -Zmiri-ignore-leaks"
/// cargo +nightly miri test -p ivy-backends --lib parallel::tests`.
#[cfg(test)]
mod tests {
    use super::*;

    /// What `fill` writes is the result, in order, on the serial and the parallel path (under
    /// Miri too: every element is written before the length covers it).
    #[test]
    #[allow(unsafe_code)]
    fn a_written_result_holds_what_fill_wrote() {
        for len in [0, 1, BLOCK + 7, THRESHOLD + 3 * BLOCK + 5] {
            // SAFETY: the closure writes every element of each `out`.
            let values: Vec<u64> = unsafe {
                written("test", &[len], 4 * BLOCK, |start, out| {
                    for (i, out) in out.iter_mut().enumerate() {
                        out.write(3 * (start + i) as u64);
                    }
                })
            }
            .unwrap();
            assert_eq!(values.len(), len);
            assert!(values.iter().enumerate().all(|(i, &v)| v == 3 * i as u64));
        }
        // SAFETY: the shape is refused before `fill` is called.
        let e = unsafe { written::<u8>("test", &[usize::MAX, 2], BLOCK, |_, _| ()) }.unwrap_err();
        assert!(e.to_string().starts_with("test: "), "{e}");
    }
}
