//! A team for one parallel loop: the calling thread and up to `n - 1` of rayon's threads (`n`
//! the pool's thread count) take numbered pieces of the work in turn until none is left.
//!
//! Rayon's own parallel iterators, called from a thread outside the pool (a program's main
//! thread), queue the whole loop for the pool and put the caller to sleep until it is done.
//! Waking it again took 16 µs a call on the 2-core guest (an empty `rayon::join`), more than a
//! 64K-element float32 `add` takes on one thread (5.1 µs). Here the caller works too, and then
//! waits only for pieces already under way, spinning (as PyTorch's OpenMP threads do): that
//! `add` takes 3.9 µs split in two, where rayon's split took 8.0 to 8.5; a 1M-element sum
//! 21 µs, where rayon's took 28 to 43 and one thread 40.
//!
//! Pieces are claimed a run at a time, a share of those left (OpenMP's guided schedule): a
//! thread streams through long stretches of memory first, and the last, short runs even the
//! threads out. The pieces a helper has not claimed by the time the caller runs out are the
//! caller's: a loop never waits for a helper to start (the pool may be busy), so a call from
//! inside the pool cannot deadlock on its own queue.

use std::any::Any;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering::SeqCst};
use std::sync::{Arc, Mutex, PoisonError};

use ivy_runtime::Contained;

/// Spins of a waiting caller before it yields its core between looks (some tens of µs): the
/// wait is nearly always for the last piece a helper runs, a few µs.
const SPINS: u32 = 1 << 12;

/// `work(i)` for each `i` in `0..count`, each once, on the calling thread and up to
/// `rayon::current_num_threads() - 1` helpers of the pool it is called in; returns when all
/// have run. A panic in a piece is resumed on the calling thread once no piece runs (the
/// pieces not yet claimed are left undone).
pub fn each(count: usize, work: &(dyn Fn(usize) + Sync)) {
    let helpers = rayon::current_num_threads().min(count).saturating_sub(1);
    if helpers == 0 {
        (0..count).for_each(work);
        return;
    }
    let team = Arc::new(Team {
        next: AtomicUsize::new(0),
        count,
        threads: helpers + 1,
        active: AtomicUsize::new(0),
        panic: Mutex::new(None),
        work: Work::erase(work),
        contained: Contained::here(),
    });
    for _ in 0..helpers {
        let team = Arc::clone(&team);
        rayon::spawn(move || team.help());
    }
    team.work_through();
    team.wait();
    let payload = team
        .panic
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .take();
    if let Some(payload) = payload {
        panic::resume_unwind(payload);
    }
}

/// `f(i)` for each `i` in `0..count`, computed as [`each`] computes them, in order of `i`.
pub fn collect<R: Send>(count: usize, f: &(dyn Fn(usize) -> R + Sync)) -> Vec<R> {
    let mut slots: Vec<Option<R>> = std::iter::repeat_with(|| None).take(count).collect();
    each_part(&mut slots, 1, &|i, slot| slot[0] = Some(f(i.start)));
    slots
        .into_iter()
        .map(|r| r.unwrap_or_else(|| unreachable!("`each` runs every piece or unwinds")))
        .collect()
}

/// `f(part)` for the parts of `len` elements of `piece` each (the last the rest: see
/// [`part`]), computed as [`each`] computes them, in order: the read-side twin of
/// [`each_part`].
pub fn collect_parts<R: Send>(
    len: usize,
    piece: usize,
    f: &(dyn Fn(std::ops::Range<usize>) -> R + Sync),
) -> Vec<R> {
    collect(len.div_ceil(piece), &|i| f(part(i, piece, len)))
}

/// `work(part, &mut out[part])` for the parts of `out` of `piece` elements each (the last
/// the rest: see [`part`]), as [`each`] runs its pieces: each part of `out` is one piece's
/// alone.
pub fn each_part<T: Send>(
    out: &mut [T],
    piece: usize,
    work: &(dyn Fn(std::ops::Range<usize>, &mut [T]) + Sync),
) {
    let len = out.len();
    let out = Disjoint::new(out);
    each(len.div_ceil(piece), &|i| {
        let part = part(i, piece, len);
        // SAFETY: the pieces' parts do not overlap.
        #[allow(unsafe_code)]
        work(part.clone(), unsafe { out.get(part) });
    });
}

/// Elements `i * piece..` of `len`, `piece` of them or the rest: piece `i` of a loop over `len`
/// elements by pieces of `piece` (`len.div_ceil(piece)` pieces).
fn part(i: usize, piece: usize, len: usize) -> std::ops::Range<usize> {
    i * piece..((i + 1) * piece).min(len)
}

/// A loop's shared state, which a helper's job holds as long as it is queued or runs.
struct Team {
    /// The next piece to claim (counting past `count` once none is left).
    next: AtomicUsize,
    count: usize,
    /// The caller and its helpers.
    threads: usize,
    /// Helpers counted in before their first claim, out after their last piece.
    active: AtomicUsize,
    /// The first panic of a piece.
    panic: Mutex<Option<Box<dyn Any + Send>>>,
    work: Work,
    contained: Contained,
}

impl Team {
    /// A helper's part: pieces claimed until none is left, counted in `active` meanwhile.
    fn help(&self) {
        self.active.fetch_add(1, SeqCst);
        self.contained.run(|| self.work_through());
        self.active.fetch_sub(1, SeqCst);
    }

    /// Claims pieces and runs them until none is left (or one panicked): a run of them at a
    /// time, a share of those left (OpenMP's guided schedule), so that a thread works through
    /// long stretches of memory in order first and the last pieces balance the threads.
    fn work_through(&self) {
        let mut next = self.next.load(SeqCst);
        loop {
            if next >= self.count {
                return;
            }
            let run = ((self.count - next) / (2 * self.threads)).max(1);
            if let Err(now) = self
                .next
                .compare_exchange_weak(next, next + run, SeqCst, SeqCst)
            {
                next = now;
                continue;
            }
            // SAFETY: pieces were claimed, so the caller of `each` has not returned: on a
            // helper, which counted itself in `active` before the claim, `each` waits for it
            // to count itself out; on the caller, it is that call.
            #[allow(unsafe_code)]
            let work = unsafe { self.work.get() };
            let claimed = next..next + run;
            if let Err(payload) = panic::catch_unwind(AssertUnwindSafe(|| claimed.for_each(work))) {
                self.next.store(self.count, SeqCst);
                let mut first = self.panic.lock().unwrap_or_else(PoisonError::into_inner);
                first.get_or_insert(payload);
                return;
            }
            next = self.next.load(SeqCst);
        }
    }

    /// Waits, on the caller, for the helpers still running a piece (the caller claimed the
    /// last, so no other can start one).
    fn wait(&self) {
        let mut spins = 0;
        while self.active.load(SeqCst) != 0 {
            if spins < SPINS {
                std::hint::spin_loop();
                spins += 1;
            } else {
                std::thread::yield_now();
            }
        }
    }
}

/// A loop's work, its lifetime erased: called only while [`each`] runs (see
/// [`Team::work_through`]).
struct Work(*const (dyn Fn(usize) + Sync + 'static));

// SAFETY: the work is `Sync`, and called only while it lives (see `Work`).
#[allow(unsafe_code)]
unsafe impl Send for Work {}
#[allow(unsafe_code)]
unsafe impl Sync for Work {}

impl Work {
    fn erase(work: &(dyn Fn(usize) + Sync)) -> Work {
        let work: *const (dyn Fn(usize) + Sync + '_) = work;
        // SAFETY: a change of the pointer's lifetime alone (see `Work`).
        #[allow(unsafe_code)]
        Work(unsafe {
            std::mem::transmute::<
                *const (dyn Fn(usize) + Sync + '_),
                *const (dyn Fn(usize) + Sync + 'static),
            >(work)
        })
    }

    /// The work.
    ///
    /// # Safety
    ///
    /// The [`each`] it was erased in must not have returned.
    #[allow(unsafe_code)]
    unsafe fn get(&self) -> &(dyn Fn(usize) + Sync) {
        // SAFETY: the caller's promise.
        unsafe { &*self.0 }
    }
}

/// A slice whose disjoint parts pieces of a loop write, each its own ([`each_part`]).
struct Disjoint<'a, T> {
    ptr: *mut T,
    len: usize,
    _slice: std::marker::PhantomData<&'a mut [T]>,
}

// SAFETY: the parts handed out do not overlap (the caller's promise), and `T` moves between
// threads.
#[allow(unsafe_code)]
unsafe impl<T: Send> Sync for Disjoint<'_, T> {}

impl<'a, T> Disjoint<'a, T> {
    /// The slice, to be handed out in parts.
    fn new(slice: &'a mut [T]) -> Self {
        Disjoint {
            ptr: slice.as_mut_ptr(),
            len: slice.len(),
            _slice: std::marker::PhantomData,
        }
    }

    /// The elements `range` (within the slice: checked).
    ///
    /// # Safety
    ///
    /// No other part handed out and still in use overlaps `range`.
    #[allow(unsafe_code, clippy::mut_from_ref)]
    unsafe fn get(&self, range: std::ops::Range<usize>) -> &mut [T] {
        assert!(range.start <= range.end && range.end <= self.len);
        // SAFETY: within the slice (checked), and no other live part overlaps it (the
        // caller's promise).
        unsafe { std::slice::from_raw_parts_mut(self.ptr.add(range.start), range.len()) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs `f` on a pool of `threads` threads, from a thread outside it (as a program's main
    /// thread calls) and from inside it.
    fn on_pools(f: impl Fn() + Sync) {
        for threads in [1, 2, 4] {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap();
            pool.install(&f);
            pool.in_place_scope(|_| f());
        }
    }

    #[test]
    fn every_piece_runs_once() {
        on_pools(|| {
            for count in [0, 1, 2, 3, 1000] {
                let runs: Vec<AtomicUsize> = (0..count).map(|_| AtomicUsize::new(0)).collect();
                each(count, &|i| {
                    runs[i].fetch_add(1, SeqCst);
                });
                assert!(runs.iter().all(|r| r.load(SeqCst) == 1), "count {count}");
            }
        });
    }

    #[test]
    fn collected_in_order_of_the_pieces() {
        on_pools(|| {
            let squares = collect(500, &|i| i * i);
            assert_eq!(squares, (0..500).map(|i| i * i).collect::<Vec<_>>());
        });
    }

    /// A loop inside a piece of another (a helper's pieces may call parallel kernels).
    #[test]
    fn loops_nest() {
        on_pools(|| {
            let total = AtomicUsize::new(0);
            each(8, &|i| {
                each(100, &|j| {
                    total.fetch_add(i * 100 + j, SeqCst);
                });
            });
            assert_eq!(total.load(SeqCst), (0..800).sum::<usize>());
        });
    }

    #[test]
    fn every_part_is_written_once_by_its_piece() {
        on_pools(|| {
            let mut values = vec![0u32; 10_007];
            each_part(&mut values, 64, &|part, out| {
                assert_eq!(out.len(), part.len());
                for (k, v) in part.zip(out.iter_mut()) {
                    *v += k as u32 + 1;
                }
            });
            assert!(values.iter().enumerate().all(|(i, &v)| v == i as u32 + 1));
        });
    }

    /// A loop whose helper cannot start (the pool's other thread busy) runs on the caller alone
    /// and returns without waiting for it; the helper, when it runs later, finds nothing to do
    /// and calls nothing of the loop's.
    #[test]
    fn a_loop_never_waits_for_a_helper_to_start() {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .unwrap();
        let (busy, release) = std::sync::mpsc::channel::<()>();
        let (started, running) = std::sync::mpsc::channel::<()>();
        pool.spawn(move || {
            started.send(()).unwrap();
            release.recv().unwrap();
        });
        running.recv().unwrap();
        let calls = AtomicUsize::new(0);
        let caller = pool.install(|| {
            let caller = rayon::current_thread_index();
            each(100, &|_| {
                assert_eq!(rayon::current_thread_index(), caller);
                calls.fetch_add(1, SeqCst);
            });
            caller
        });
        assert!(caller.is_some());
        busy.send(()).unwrap();
        // Both threads run a job each after the helper's, so it has run by then.
        pool.broadcast(|_| ());
        assert_eq!(calls.load(SeqCst), 100);
    }

    /// A piece's panic reaches the caller with its payload, on whichever thread it ran.
    #[test]
    fn a_panic_in_a_piece_is_resumed_on_the_caller() {
        on_pools(|| {
            let caught = panic::catch_unwind(|| {
                each(64, &|i| {
                    if i == 40 {
                        panic::panic_any(format!("piece {i}"));
                    }
                })
            })
            .unwrap_err();
            assert_eq!(caught.downcast_ref::<String>().unwrap(), "piece 40");
        });
    }
}
