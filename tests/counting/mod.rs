//! A global allocator for tests that count what a call allocates: the system allocator,
//! counting the allocations, the bytes asked for and the bytes held at once on each thread. A test file using it
//! declares `mod counting;`, which installs it for that test binary.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
    static BYTES: Cell<usize> = const { Cell::new(0) };
    /// Bytes allocated less bytes freed on this thread (memory freed on another thread than
    /// its allocation's skews it, which the peak of a call on one thread does not mind).
    static HELD: Cell<isize> = const { Cell::new(0) };
    /// The highest `HELD` since [`peak_bytes`] last started.
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

fn count(bytes: usize) {
    ALLOCATIONS.with(|n| n.set(n.get() + 1));
    BYTES.with(|n| n.set(n.get() + bytes));
    hold(bytes as isize);
}

fn hold(bytes: isize) {
    let held = HELD.with(|h| {
        h.set(h.get() + bytes);
        h.get()
    });
    PEAK.with(|p| p.set(p.get().max(held)));
}

// SAFETY: every call is forwarded unchanged to the system allocator; the counts are
// thread-local `Cell`s with const initialisers and no destructor, so counting never allocates.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(layout.size());
        // SAFETY: the caller's contract is passed on as is.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        hold(-(layout.size() as isize));
        // SAFETY: the caller's contract is passed on as is.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        hold(-(layout.size() as isize));
        count(new_size);
        // SAFETY: the caller's contract is passed on as is.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// The allocations `f` makes on this thread.
#[allow(dead_code)]
pub fn allocations(f: impl FnOnce()) -> usize {
    let before = ALLOCATIONS.with(Cell::get);
    f();
    ALLOCATIONS.with(Cell::get) - before
}

/// The bytes `f` asks for on this thread, in all its allocations together.
#[allow(dead_code)]
pub fn bytes_allocated(f: impl FnOnce()) -> usize {
    let before = BYTES.with(Cell::get);
    f();
    BYTES.with(Cell::get) - before
}

/// The most bytes `f` holds at once on this thread beyond what was held before it: its
/// allocations less its frees, at their highest (what it keeps, such as its result, and its
/// scratch while it lives).
#[allow(dead_code)]
pub fn peak_bytes(f: impl FnOnce()) -> usize {
    let before = HELD.with(Cell::get);
    PEAK.with(|p| p.set(before));
    f();
    (PEAK.with(Cell::get) - before).max(0) as usize
}
