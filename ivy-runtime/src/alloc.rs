//! Fallible allocation of results sized by the input: a shape too large for the machine is an
//! [`Error::OutOfMemory`] naming the function, the shape and the bytes asked for, never an
//! abort.
//!
//! Large results are also backed by huge pages where the system offers them: a fresh result
//! of 40 MB written through 4 KiB pages faults ten thousand times, through 2 MiB pages twenty
//! times. On Linux, [`result_vec`] asks for them (`madvise(MADV_HUGEPAGE)`, as NumPy does) on
//! results of [`HUGE_FROM`] bytes or more, before anything is written; elsewhere, and where
//! transparent huge pages are off, the advice is a no-op. No global allocator is chosen for
//! the program.
//!
//! Better still, a large result reuses the memory of one freed before it where it fits
//! ([`crate::recycling`]): its pages are in place already.

use std::collections::TryReserveError;

use crate::error::{Error, Result};
use crate::recycling::{self, RECYCLED_FROM};
use crate::shape::element_count;

/// Results below this many bytes are not probed ([`check_result_size`]): an allocation that
/// small failing leaves the process no way forward anyway, and every call makes one.
pub const PROBE_FROM: usize = 1 << 20;

/// The bytes `shape` elements of `element_bytes` each take, or the error naming them when
/// that is beyond what an allocation can be.
#[inline]
fn bytes_of(function: &'static str, shape: &[usize], element_bytes: usize) -> Result<usize> {
    bytes_for(
        function,
        shape,
        element_count(function, shape)?,
        element_bytes,
    )
}

/// The bytes `count` values of `element_bytes` each take, for a result of `shape`.
#[inline]
fn bytes_for(
    function: &'static str,
    shape: &[usize],
    count: usize,
    element_bytes: usize,
) -> Result<usize> {
    count
        .checked_mul(element_bytes)
        .filter(|&b| b <= isize::MAX as usize)
        .ok_or_else(|| out_of_memory(function, shape, usize::MAX))
}

fn out_of_memory(function: &'static str, shape: &[usize], bytes: usize) -> Error {
    Error::OutOfMemory {
        function,
        shape: shape.to_vec(),
        bytes,
    }
}

/// Results from this many bytes are advised onto huge pages. NumPy's threshold too: below it
/// the aligned 2 MiB pages inside a result are few or none, and a small result is more often
/// memory the allocator already has, whose pages are in place.
pub const HUGE_FROM: usize = 4 << 20;

/// The size and alignment of a huge page (x86-64 and aarch64 with 4 KiB base pages).
const HUGE_PAGE: usize = 2 << 20;

/// An empty vector with room for the elements of `shape`, or an error if the memory cannot be
/// had. From [`HUGE_FROM`] bytes, its memory is advised onto huge pages (see the module).
///
/// ```
/// use ivy_runtime::{Error, result_vec};
///
/// let v: Vec<f32> = result_vec("zeros", &[2, 3])?;
/// assert!(v.capacity() >= 6 && v.is_empty());
/// let e = result_vec::<f64>("zeros", &[1 << 40, 1 << 20]).unwrap_err();
/// assert!(matches!(e, Error::OutOfMemory { function: "zeros", .. }));
/// # Ok::<(), Error>(())
/// ```
#[inline]
pub fn result_vec<T>(function: &'static str, shape: &[usize]) -> Result<Vec<T>> {
    reserve(function, shape, element_count(function, shape)?)
}

/// [`result_vec`] for a result of `shape` computed in blocks of `N` elements: room for its
/// elements rounded up to whole blocks (`Vec::into_flattened` makes it a vector of elements,
/// in place).
///
/// ```
/// use ivy_runtime::{Error, result_blocks};
///
/// let v: Vec<[f32; 4]> = result_blocks("exp", &[3, 3])?;
/// assert!(v.capacity() >= 3 && v.is_empty());
/// # Ok::<(), Error>(())
/// ```
pub fn result_blocks<T, const N: usize>(
    function: &'static str,
    shape: &[usize],
) -> Result<Vec<[T; N]>> {
    let blocks = element_count(function, shape)?.div_ceil(N.max(1));
    reserve(function, shape, blocks)
}

/// An empty vector with room for `count` values of `T`, holding a result of `shape`: on
/// recycled memory when some fits, else allocated (large ones advised onto huge pages).
#[inline]
fn reserve<T>(function: &'static str, shape: &[usize], count: usize) -> Result<Vec<T>> {
    let bytes = bytes_for(function, shape, count, std::mem::size_of::<T>())?;
    let count = whole_granules(count, bytes, std::mem::size_of::<T>());
    if let Some(v) = recycling::take(count) {
        return Ok(v);
    }
    let mut v = Vec::<T>::new();
    room_for(&mut v, count).map_err(|_| out_of_memory(function, shape, bytes))?;
    advise(v.as_ptr().cast(), v.capacity() * std::mem::size_of::<T>());
    Ok(v)
}

/// Room for `count` more values in `v`, exactly; tried once more after freeing the memory kept
/// for reuse (see [`recycling`]) if it cannot be had, as that may be what is missing.
fn room_for<T>(v: &mut Vec<T>, count: usize) -> std::result::Result<(), TryReserveError> {
    v.try_reserve_exact(count).or_else(|_| {
        recycling::release_recycled();
        v.try_reserve_exact(count)
    })
}

/// Large results are allocated in whole granules of this many bytes, so that the memory of
/// one (recycled) fits the next of about its size whatever its element type or block.
pub(crate) const GRANULE: usize = 64 << 10;

/// `count` values of `size` bytes (`bytes` in all), rounded up to fill whole [`GRANULE`]s when
/// they are [`RECYCLED_FROM`] bytes or more and `size` divides a granule.
fn whole_granules(count: usize, bytes: usize, size: usize) -> usize {
    if bytes < RECYCLED_FROM || size == 0 || !GRANULE.is_multiple_of(size) {
        return count;
    }
    bytes.next_multiple_of(GRANULE) / size
}

/// Advises the memory of `values` onto huge pages if it is [`HUGE_FROM`] bytes or more (see
/// the module): for a fresh result allocated otherwise than by [`result_vec`] (`vec![0.0;
/// n]` takes fresh, untouched pages from the system), before it is written. A hint: it never
/// changes the values.
pub fn advise_huge_pages<T>(values: &[T]) {
    advise(values.as_ptr().cast(), std::mem::size_of_val(values));
}

/// The advice on the `bytes` bytes at `start`, if they are many enough.
fn advise(start: *const u8, bytes: usize) {
    if bytes >= HUGE_FROM {
        advise_range(start, bytes);
    }
}

/// The 2 MiB-aligned part of the `bytes` bytes from address `start`, as (start, length);
/// `None` if it holds no whole huge page.
fn huge_page_interior(start: usize, bytes: usize) -> Option<(usize, usize)> {
    let first = start.checked_next_multiple_of(HUGE_PAGE)?;
    let end = start.checked_add(bytes)? / HUGE_PAGE * HUGE_PAGE;
    (end > first).then(|| (first, end - first))
}

/// Asks the kernel to back the whole huge pages inside the `bytes` bytes at `start` (memory
/// the caller owns, not yet written) with huge pages when they are first touched. A hint: a
/// kernel without transparent huge pages refuses it, and nothing changes.
#[allow(unsafe_code)]
fn advise_range(start: *const u8, bytes: usize) {
    let Some((first, len)) = huge_page_interior(start as usize, bytes) else {
        return;
    };
    #[cfg(all(target_os = "linux", not(miri)))]
    // SAFETY: `first..first + len` lies inside the allocation at `start`, which is mapped and
    // owned by the caller. `MADV_HUGEPAGE` changes neither the mapping nor its contents, only
    // how the kernel backs pages faulted in later, so no Rust reference or value is affected.
    // Its failure (`EINVAL` without transparent huge pages) leaves everything as it was.
    unsafe {
        libc::madvise(first as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
    }
    #[cfg(not(all(target_os = "linux", not(miri))))]
    let _ = (first, len);
}

/// An error if a result of `shape` elements of `element_bytes` each could not be allocated:
/// for results a library allocates itself (ndarray's `map_collect`, candle's operations),
/// checked before the call. Results under a mebibyte pass unprobed.
///
/// ```
/// use ivy_runtime::{Error, check_result_size};
///
/// check_result_size("add", &[1000, 1000], 8)?;
/// let e = check_result_size("add", &[1 << 30, 1 << 30], 8).unwrap_err();
/// assert!(matches!(e, Error::OutOfMemory { function: "add", .. }));
/// # Ok::<(), Error>(())
/// ```
pub fn check_result_size(
    function: &'static str,
    shape: &[usize],
    element_bytes: usize,
) -> Result<()> {
    let bytes = bytes_of(function, shape, element_bytes)?;
    if bytes >= PROBE_FROM {
        room_for(&mut Vec::<u8>::new(), bytes)
            .map_err(|_| out_of_memory(function, shape, bytes))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_impossible_result_is_an_error_naming_it() {
        let e = result_vec::<f64>("zeros", &[1 << 40, 1 << 10]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "zeros: cannot allocate 8.0 PiB for a result of shape [1099511627776, 1024]"
        );
        let e = check_result_size("add", &[usize::MAX, 2], 1).unwrap_err();
        assert!(e.to_string().starts_with("add: "), "{e}");
        let e = result_blocks::<f64, 1024>("exp", &[1 << 40, 1 << 20]).unwrap_err();
        assert!(e.to_string().contains("[1099511627776, 1048576]"), "{e}");
    }

    #[test]
    fn the_advised_range_is_the_whole_huge_pages_inside() {
        const M: usize = 1 << 20;
        // glibc's large blocks start 16 bytes into a page.
        assert_eq!(
            huge_page_interior(2 * M + 16, 40 * M),
            Some((4 * M, 38 * M))
        );
        assert_eq!(huge_page_interior(2 * M, 4 * M), Some((2 * M, 4 * M)));
        assert_eq!(huge_page_interior(16, 4 * M - 32), None);
        assert_eq!(huge_page_interior(3 * M, M), None);
        assert_eq!(huge_page_interior(usize::MAX - 10, 100), None);
    }

    /// The advised path end to end (under Miri too, which skips the system call): room for
    /// every element, then the values written read back.
    #[test]
    fn a_large_result_holds_what_is_written() {
        let n = HUGE_FROM / 8 + 3;
        let mut v: Vec<u64> = result_vec("arange", &[n]).unwrap();
        assert!(v.capacity() >= n && v.is_empty());
        v.extend((0..n as u64).map(|i| 3 * i));
        let last = n as u64 - 1;
        assert_eq!((v[0], v[1], v[n - 1]), (0, 3, 3 * last));

        let mut b: Vec<[u32; 1024]> = result_blocks("exp", &[3, 1 << 10, 1 << 10]).unwrap();
        assert!(b.capacity() >= 3 << 10 && b.is_empty());
        b.push([7; 1024]);
        let flat = b.into_flattened();
        assert!(flat.capacity() >= 3 << 20);
        assert_eq!((flat.len(), flat[1023]), (1024, 7));
    }

    /// On Linux the kernel records the advice as the `hg` flag of the memory's mapping.
    #[cfg(all(target_os = "linux", not(miri)))]
    #[test]
    fn large_results_are_advised_onto_huge_pages() {
        if !std::path::Path::new("/sys/kernel/mm/transparent_hugepage").exists() {
            return; // a kernel without transparent huge pages refuses the advice
        }
        let v: Vec<u8> = result_vec("zeros", &[8 << 20]).unwrap();
        // 4 MiB in is inside the advised range wherever the 8 MiB start.
        let inside = v.as_ptr() as usize + (4 << 20);
        let smaps = std::fs::read_to_string("/proc/self/smaps").unwrap();
        let mut lines = smaps.lines();
        while let Some(line) = lines.next() {
            let range = line.split(' ').next().unwrap_or("");
            let Some((lo, hi)) = range.split_once('-') else {
                continue;
            };
            let (Ok(lo), Ok(hi)) = (usize::from_str_radix(lo, 16), usize::from_str_radix(hi, 16))
            else {
                continue;
            };
            if (lo..hi).contains(&inside) {
                let flags = lines.find(|l| l.starts_with("VmFlags:")).unwrap();
                assert!(flags.split(' ').any(|f| f == "hg"), "{flags}");
                return;
            }
        }
        panic!("no mapping holds {inside:#x}");
    }
}
