//! Reads streamed from memory, asked for ahead: a loop over its input names the lines it will
//! read 8 KiB later, so that more of them are on their way at once than the CPU's own
//! prefetchers keep in flight. Measured on a 10M float32 sum (40 MB, past the last-level
//! cache of the 2-core guest), in turns: 0.77 ms without at one thread, 0.63 with (4 KiB
//! ahead 0.67, 16 KiB 0.63); at two threads 0.39 to 0.50 ms without, 0.35 to 0.41 with. On
//! inputs the caches hold (100K to 3M elements) the sums took the same time either way.

/// How far ahead of a read its line is asked for, in bytes.
const AHEAD: usize = 8192;

/// The cache line, the unit a prefetch asks for.
const LINE: usize = 64;

/// Asks for the lines `AHEAD` bytes past those of `x`, which the caller reads now: a hint,
/// with no effect on any result (and none on targets without the instruction).
#[inline(always)]
pub(crate) fn ahead<T>(x: &[T]) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        let start = x.as_ptr().cast::<i8>().wrapping_add(AHEAD);
        for at in (0..std::mem::size_of_val(x)).step_by(LINE) {
            // SAFETY: a prefetch reads nothing the program can see and never faults, whatever
            // the address (past `x`'s end too); `wrapping_add` makes the address without
            // claiming it is within `x`.
            #[allow(unsafe_code)]
            unsafe {
                _mm_prefetch::<_MM_HINT_T0>(start.wrapping_add(at));
            }
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = x;
}
