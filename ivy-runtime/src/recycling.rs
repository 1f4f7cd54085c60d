//! Recycling: the memory of large results dropped unshared, kept for the next results of its
//! size instead of being handed back to the system.
//!
//! A fresh result of 40 MB comes from the system as untouched pages (glibc maps every
//! allocation above 32 MiB anew, and unmaps it when freed), and the kernel faults and zeroes
//! each page as the result is first written: on a fast kernel, that costs as much as the
//! computation. A backend whose native arrays hold a `Vec` gives the memory of one dropped
//! with no clone alive to [`recycle_result`] (the ndarray backend does, through
//! [`Backend::recycle`](crate::Backend::recycle)), and [`result_vec`](crate::result_vec) and
//! [`result_blocks`](crate::result_blocks) take it for a later result of the same size
//! instead of allocating, as PyTorch's caching allocator does. Only the memory is reused: a
//! result taken from here is an empty vector, and the values it holds are those its kernel
//! writes.
//!
//! What is kept is bounded: only blocks of [`RECYCLED_FROM`] bytes or more, at most
//! [`recycling_limit`] bytes in all ([`DEFAULT_RECYCLING_LIMIT`] unless set), the oldest
//! freed first when a new block would pass it. [`recycled_bytes`] tells what is held,
//! [`release_recycled`] hands it all back, and `set_recycling_limit(0)` turns recycling off.
//! An allocation that fails releases what is held and tries once more.

use std::alloc::Layout;
use std::mem::ManuallyDrop;
use std::ptr::NonNull;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

use crate::alloc::HUGE_FROM;

/// Blocks from this many bytes are recycled: smaller ones are few pages, and the allocator
/// keeps them in its heap anyway. The same bound as huge-page advice, for the same reason.
pub const RECYCLED_FROM: usize = HUGE_FROM;

/// How many bytes of freed results are kept at most unless [`set_recycling_limit`] says
/// otherwise: enough for a few 10M-element `float64` results.
pub const DEFAULT_RECYCLING_LIMIT: usize = 256 << 20;

/// A block serves results it is at most an eighth larger than: the rest lies unused while the
/// result lives.
const SLACK: usize = 8;

static LIMIT: AtomicUsize = AtomicUsize::new(DEFAULT_RECYCLING_LIMIT);

static KEPT: Mutex<Kept> = Mutex::new(Kept {
    blocks: Vec::new(),
    bytes: 0,
});

/// The blocks kept, oldest first, and their bytes in all.
struct Kept {
    blocks: Vec<Block>,
    bytes: usize,
}

impl Kept {
    /// Removes the oldest blocks until at most `limit` bytes are kept; they are returned, to be
    /// freed once the lock is let go (unmapping takes time).
    fn evict_to(&mut self, limit: usize) -> Vec<Block> {
        let mut oldest = 0;
        while self.bytes > limit
            && let Some(block) = self.blocks.get(oldest)
        {
            self.bytes -= block.layout.size();
            oldest += 1;
        }
        self.blocks.drain(..oldest).collect()
    }
}

/// Memory from the global allocator, allocated with `layout` and owned here alone; its bytes
/// are never read here. Dropping it deallocates it.
struct Block {
    start: NonNull<u8>,
    layout: Layout,
}

// SAFETY: a `Block` is the only owner of its memory (its vector was forgotten when it was
// made), so moving it to another thread moves the whole ownership, as moving the `Vec` would.
#[allow(unsafe_code)]
unsafe impl Send for Block {}

impl Drop for Block {
    #[allow(unsafe_code)]
    fn drop(&mut self) {
        // SAFETY: `start` was allocated by the global allocator with `layout` (a vector's
        // buffer, see `recycle_result`), is owned by this block alone and is freed only here.
        unsafe { std::alloc::dealloc(self.start.as_ptr(), self.layout) }
    }
}

/// The kept blocks, locked (a panic while they were held leaves them consistent: every change
/// is one push or one removal with its byte count).
fn kept() -> MutexGuard<'static, Kept> {
    KEPT.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Keeps the memory of `values` (whose values are dropped first) for a later result, if it is
/// [`RECYCLED_FROM`] bytes or more and within the [`recycling_limit`]; else frees it. For a
/// backend's [`Backend::recycle`](crate::Backend::recycle): the memory of a native array no
/// clone holds any more.
///
/// ```
/// use ivy_runtime::{recycle_result, recycled_bytes, result_vec, RECYCLED_FROM};
///
/// let n = RECYCLED_FROM / 4;
/// let mut a: Vec<f32> = result_vec("exp", &[n])?;
/// a.resize(n, 1.0);
/// let start = a.as_ptr() as usize;
/// recycle_result(a);
/// assert!(recycled_bytes() >= RECYCLED_FROM);
/// // The next result of that size gets the same memory, empty.
/// let b: Vec<f32> = result_vec("log", &[n])?;
/// assert_eq!((b.as_ptr() as usize, b.len()), (start, 0));
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn recycle_result<T>(mut values: Vec<T>) {
    let Ok(layout) = Layout::array::<T>(values.capacity()) else {
        return;
    };
    let limit = recycling_limit();
    if layout.size() < RECYCLED_FROM || layout.size() > limit {
        return;
    }
    values.clear();
    // The vector's pointer to its whole buffer (never null: its size is not zero), kept as
    // the vector is forgotten.
    let mut values = ManuallyDrop::new(values);
    let Some(start) = NonNull::new(values.as_mut_ptr().cast::<u8>()) else {
        return;
    };
    let block = Block { start, layout };
    let evicted = {
        let mut kept = kept();
        kept.bytes += layout.size();
        kept.blocks.push(block);
        kept.evict_to(limit)
    };
    drop(evicted);
}

/// An empty vector with room for `count` values of `T`, on kept memory, if a kept block fits
/// them: its alignment is `T`'s, its size a whole number of `T`, at least `count` of them and
/// at most an eighth more (the smallest such block).
#[allow(unsafe_code)]
pub(crate) fn take<T>(count: usize) -> Option<Vec<T>> {
    let size = std::mem::size_of::<T>();
    let needed = count.checked_mul(size)?;
    if needed < RECYCLED_FROM {
        return None;
    }
    let fits = |b: &Block| {
        b.layout.align() == std::mem::align_of::<T>()
            && b.layout.size().is_multiple_of(size)
            && (needed..=needed + needed / SLACK).contains(&b.layout.size())
    };
    let block = {
        let mut kept = kept();
        let (at, _) = kept
            .blocks
            .iter()
            .enumerate()
            .filter(|(_, b)| fits(b))
            .min_by_key(|(_, b)| b.layout.size())?;
        let block = kept.blocks.remove(at);
        kept.bytes -= block.layout.size();
        block
    };
    let block = ManuallyDrop::new(block);
    // SAFETY: the block's memory was allocated by the global allocator with `block.layout`,
    // and this vector takes it over alone (the block is forgotten). Its alignment is `T`'s and
    // its size is exactly `capacity` values of `T` (checked by `fits`), so the vector frees it
    // with that same layout, as `Vec::from_raw_parts` requires. Its length is 0: no value is
    // read from the memory before the caller writes it.
    Some(unsafe {
        Vec::from_raw_parts(
            block.start.as_ptr().cast::<T>(),
            0,
            block.layout.size() / size,
        )
    })
}

/// The bytes of freed results kept for reuse now.
pub fn recycled_bytes() -> usize {
    kept().bytes
}

/// Frees every block kept for reuse, handing the memory back to the allocator (and, for large
/// blocks, to the system).
pub fn release_recycled() {
    let evicted = kept().evict_to(0);
    drop(evicted);
}

/// How many bytes of freed results are kept at most.
pub fn recycling_limit() -> usize {
    LIMIT.load(Ordering::Relaxed)
}

/// Sets how many bytes of freed results are kept at most, process-wide, and frees the oldest
/// kept blocks beyond it; 0 turns recycling off.
///
/// ```
/// use ivy_runtime::{recycled_bytes, recycling_limit, set_recycling_limit, DEFAULT_RECYCLING_LIMIT};
///
/// set_recycling_limit(0);
/// assert_eq!((recycling_limit(), recycled_bytes()), (0, 0));
/// set_recycling_limit(DEFAULT_RECYCLING_LIMIT);
/// ```
pub fn set_recycling_limit(bytes: usize) {
    LIMIT.store(bytes, Ordering::Relaxed);
    let evicted = kept().evict_to(bytes);
    drop(evicted);
}

/// These run under Miri too: `cargo +nightly miri test -p ivy-runtime --lib recycling`.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::alloc::GRANULE;
    use crate::{result_blocks, result_vec};

    /// The kept blocks are the process's: one test at a time touches them.
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

    fn alone() -> MutexGuard<'static, ()> {
        let guard = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
        set_recycling_limit(DEFAULT_RECYCLING_LIMIT);
        release_recycled();
        guard
    }

    /// An empty vector with room for exactly `count` values (what recycling keeps is the
    /// memory, not the values; and Miri writes megabytes slowly).
    fn room<T>(count: usize) -> Vec<T> {
        let mut v = Vec::new();
        v.reserve_exact(count);
        assert_eq!(v.capacity(), count);
        v
    }

    #[test]
    fn freed_memory_serves_the_next_result_of_its_size_and_alignment() {
        let _alone = alone();
        let n = RECYCLED_FROM / 2;
        let a = room::<u32>(n);
        let start = a.as_ptr() as usize;
        recycle_result(a);
        assert_eq!(recycled_bytes(), 4 * n);
        // Another type of the same size and alignment takes it, empty.
        let b: Vec<f32> = result_vec("exp", &[n]).unwrap();
        assert_eq!((b.as_ptr() as usize, b.len(), b.capacity()), (start, 0, n));
        assert_eq!(recycled_bytes(), 0);
        recycle_result(b);
        // Not a type of another alignment, nor a result much smaller.
        assert!(take::<u8>(4 * n).is_none());
        assert!(take::<[u8; 4]>(n).is_none());
        assert!(take::<u32>(n / 2).is_none());
        // A result it is less than an eighth larger than does.
        let c = take::<u32>(n - n / 16).unwrap();
        assert_eq!((c.as_ptr() as usize, c.capacity()), (start, n));
        drop(c);
        assert_eq!(recycled_bytes(), 0);
    }

    #[test]
    fn large_results_fill_whole_granules_so_blocks_and_elements_share_memory() {
        let _alone = alone();
        // 2 x 10^6 float32 values are not a whole number of 1024-value blocks.
        let values: Vec<f32> = result_vec("add", &[2_000_000]).unwrap();
        assert_eq!(values.capacity() * 4 % GRANULE, 0);
        let start = values.as_ptr() as usize;
        recycle_result(values);
        let blocks: Vec<[f32; 1024]> = result_blocks("exp", &[2000, 1000]).unwrap();
        assert_eq!(blocks.as_ptr() as usize, start);
        recycle_result(blocks);
        let again: Vec<f32> = result_vec("add", &[2_000_000]).unwrap();
        assert_eq!(again.as_ptr() as usize, start);
    }

    #[test]
    fn what_is_kept_stays_within_the_limit_oldest_freed_first() {
        let _alone = alone();
        let n = RECYCLED_FROM;
        // Small blocks, and blocks beyond the limit, are freed at once.
        recycle_result(room::<u8>(n - 1));
        set_recycling_limit(3 * n);
        recycle_result(room::<u8>(4 * n));
        assert_eq!(recycled_bytes(), 0);
        let (a, b) = (room::<u8>(n), room::<u8>(2 * n));
        let a_start = a.as_ptr() as usize;
        recycle_result(a);
        recycle_result(b);
        assert_eq!(recycled_bytes(), 3 * n);
        // A third block passes the limit: the oldest goes.
        recycle_result(room::<u8>(n));
        assert_eq!(recycled_bytes(), 3 * n);
        assert!(take::<u8>(n).is_some_and(|v| v.as_ptr() as usize != a_start));
        // Lowering the limit frees down to it; 0 frees all and keeps nothing more.
        set_recycling_limit(n);
        assert_eq!(recycled_bytes(), 0);
        set_recycling_limit(0);
        recycle_result(room::<u8>(n));
        assert_eq!((recycled_bytes(), recycling_limit()), (0, 0));
        set_recycling_limit(DEFAULT_RECYCLING_LIMIT);
        recycle_result(room::<u8>(n));
        release_recycled();
        assert_eq!(recycled_bytes(), 0);
    }

    /// The values a taken vector's new owner writes are its own: written, read back, dropped
    /// (under Miri: no read of the old values, and the memory freed with its own layout).
    #[test]
    fn a_taken_block_holds_what_is_written_and_is_freed_once() {
        let _alone = alone();
        let n = RECYCLED_FROM / 8 + 1;
        recycle_result(room::<i64>(n));
        let mut v = take::<f64>(n).unwrap();
        v.extend((0..n).map(|i| i as f64 * 0.5));
        assert_eq!((v[0], v[n - 1], v.len()), (0.0, (n - 1) as f64 * 0.5, n));
        recycle_result(v);
        release_recycled();
    }
}
