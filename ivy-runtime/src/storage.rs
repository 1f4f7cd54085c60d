//! [`Storage`]: the native array an array's clones share, in a shell each thread recycles.
//!
//! The shell (`Arc<RwLock<Option<N>>>`) is an allocation of its own: `Array` is type-erased
//! over backends, so the native array lives behind a pointer. A shell whose array is dropped
//! unshared is emptied (freeing the native array's data) and kept for the thread's next result
//! of the same native type, so that making a result allocates only its data. The native array
//! itself goes to its backend's [`Backend::recycle`], which may keep its memory for the next
//! large result (see [`crate::recycling`]).
//!
//! The lock never deadlocks a call by itself: a call on the thread that reads an array and
//! writes it through `out=` is an error, not a wait (see [`read`] and [`write`]). A caller can
//! still build a cycle across threads, each holding [`crate::Array::native`] of one array
//! and writing the other's; `Array::native`'s doc says so.

use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::ops::Deref;
use std::sync::{Arc, OnceLock};

use parking_lot::{RwLock, RwLockReadGuard, RwLockWriteGuard};

use crate::backend::Backend;
use crate::error::{Error, Result};
use crate::registry::MAX_BACKENDS;

/// The native array of type `N` in a shell: `None` only once the array is taken out or
/// dropped, until the shell is reused.
pub(crate) type Slot<N> = RwLock<Option<N>>;

/// A slot of some native type, which can be emptied without knowing that type.
trait Shell: Any + Send + Sync {
    /// Drops the native array the slot holds.
    fn empty(&mut self);
}

impl<N: Any + Send + Sync> Shell for Slot<N> {
    fn empty(&mut self) {
        // Unlocked: no one else holds the shell. The native array is dropped in place, once
        // its backend has taken what memory it recycles.
        let slot = self.get_mut();
        recycle(slot);
        *slot = None;
    }
}

/// What becomes of a native array of type `native` dropped unshared: its backend's
/// [`Backend::recycle`], given the `Option<N>` the array is in.
struct Recycler {
    native: TypeId,
    recycle: fn(&mut dyn Any),
}

/// The recyclers of the registered backends' native types, the first of a type only (one per
/// backend at most, so none is ever left out).
static RECYCLERS: [OnceLock<Recycler>; MAX_BACKENDS] = [const { OnceLock::new() }; MAX_BACKENDS];

/// Makes [`Backend::recycle`] of `B` what becomes of its native arrays dropped unshared,
/// unless a backend of the same native type registered first.
pub(crate) fn recycle_with<B: Backend>() {
    let native = TypeId::of::<B::Native>();
    for slot in &RECYCLERS {
        let made = slot.get_or_init(|| Recycler {
            native,
            recycle: recycle_as::<B>,
        });
        if made.native == native {
            return;
        }
    }
}

/// [`Backend::recycle`] of `B` on the native array in `slot` (an `Option<B::Native>`).
fn recycle_as<B: Backend>(slot: &mut dyn Any) {
    if let Some(Some(native)) = slot.downcast_mut::<Option<B::Native>>() {
        B::recycle(native);
    }
}

/// The native array in `slot`, about to be dropped unshared, to its backend's recycler.
#[inline]
fn recycle<N: Any>(slot: &mut Option<N>) {
    let id = TypeId::of::<N>();
    if slot.is_some()
        && let Some(recycler) = RECYCLERS
            .iter()
            .map_while(OnceLock::get)
            .find(|r| r.native == id)
    {
        (recycler.recycle)(slot);
    }
}

/// Spare shells kept per thread: enough for the results of a few live calls of a loop, few
/// enough that what is kept (about 150 bytes each) does not matter.
const SPARES: usize = 8;

thread_local! {
    static SPARE: RefCell<Vec<Arc<dyn Shell>>> = const { RefCell::new(Vec::new()) };
}

/// The native array shared by an array's clones: a slot for the backend's native type `N`,
/// so that writing a function's result to `out` is seen by every clone of `out`.
pub(crate) struct Storage(Option<Arc<dyn Shell>>);

impl Storage {
    /// The storage of a native array: a spare shell of this thread when there is one.
    // Always: on every result's path (`outputs::kernel_result`), where LLVM inlined it or not
    // by how the codegen units fell (out of line: 16 more instructions a 1-element call).
    #[inline(always)]
    pub(crate) fn new<N: Any + Send + Sync>(native: N) -> Storage {
        // The last shell kept is nearly always of this type (one backend at work): filled
        // where it lies, `native` moved once, its type checked once.
        let mut last = SPARE
            .try_with(|spare| spare.try_borrow_mut().ok()?.pop())
            .ok()
            .flatten();
        if let Some(slot) = last
            .as_mut()
            .and_then(Arc::get_mut)
            .and_then(|s| slot_mut::<N>(s))
        {
            *slot.get_mut() = Some(native);
            return Storage(last);
        }
        Storage::new_elsewhere(last, native)
    }

    /// [`Storage::new`] when the last spare shell (`last`, put back) is not for `N`: another
    /// spare of this thread for it, else a new shell.
    #[cold]
    #[inline(never)]
    fn new_elsewhere<N: Any + Send + Sync>(last: Option<Arc<dyn Shell>>, native: N) -> Storage {
        let mut native = Some(native);
        if let Some(last) = last {
            let _ = SPARE.try_with(|spare| {
                if let Ok(mut spare) = spare.try_borrow_mut() {
                    spare.push(last);
                }
            });
        }
        if let Some(storage) = spare(&mut native) {
            return storage;
        }
        Storage(Some(Arc::new(RwLock::new(native))))
    }

    /// The slot, type-erased (a `Slot<N>` for the native type `N`), for [`read`] and [`slot`].
    #[inline]
    pub(crate) fn as_any(&self) -> &(dyn Any + Send + Sync) {
        match &self.0 {
            Some(shell) => &**shell,
            // Only while the storage is dropped; a slot of no native type.
            None => &(),
        }
    }

    /// The native array taken out, if it is of type `N` and no clone shares it (the emptied
    /// shell is recycled when the storage is dropped).
    #[inline]
    pub(crate) fn take<N: Any>(&mut self) -> Option<N> {
        let slot = slot_mut::<N>(Arc::get_mut(self.0.as_mut()?)?)?;
        slot.get_mut().take()
    }

    /// The native array by value, if it is of type `N`: moved out when no clone shares it,
    /// else a copy.
    #[inline]
    pub(crate) fn into_native<N: Any + Clone>(mut self) -> Option<N> {
        if let Some(native) = self.take::<N>() {
            return Some(native);
        }
        read::<N>(self.as_any()).map(|shared| shared.clone())
    }

    /// Whether no clone shares this storage: its shell's one handle is this one (no weak
    /// handle is ever made of a shell, so the strong count tells it alone).
    #[inline]
    pub(crate) fn is_unshared(&self) -> bool {
        self.0
            .as_ref()
            .is_some_and(|shell| Arc::strong_count(shell) == 1)
    }

    /// The native array, read without the lock, if it is of type `N` and no clone shares
    /// this storage.
    ///
    /// # Safety
    ///
    /// No clone of this storage may be made while the reference lives: unshared, then no one
    /// can write the native array but through this storage, which the borrow holds.
    #[allow(unsafe_code)]
    #[inline]
    pub(crate) unsafe fn read_alone<N: Any>(&self) -> Option<&N> {
        if !self.is_unshared() {
            return None;
        }
        let slot = slot::<N>(self.as_any())?;
        // SAFETY: unshared (above), and no clone is made while the reference lives (the
        // caller's promise), so no writer can take the lock until it is dropped.
        unsafe { (*slot.data_ptr()).as_ref() }
    }

    /// Whether both storages are one.
    #[inline]
    pub(crate) fn ptr_eq(&self, other: &Storage) -> bool {
        std::ptr::addr_eq(self.as_any(), other.as_any())
    }
}

impl Clone for Storage {
    #[inline]
    fn clone(&self) -> Storage {
        Storage(self.0.clone())
    }
}

impl Drop for Storage {
    #[inline]
    fn drop(&mut self) {
        let Some(mut shell) = self.0.take() else {
            return;
        };
        // Shared: a clone lives on with the native array.
        let Some(slot) = Arc::get_mut(&mut shell) else {
            return;
        };
        slot.empty();
        // After the thread's spares are gone (its exit), the shell is freed.
        let _ = SPARE.try_with(move |spare| {
            if let Ok(mut spare) = spare.try_borrow_mut()
                && spare.len() < SPARES
            {
                spare.push(shell);
            }
        });
    }
}

/// The storage of `native` (taken out of it) in a spare shell of this thread for its type, if
/// there is one.
fn spare<N: Any + Send + Sync>(native: &mut Option<N>) -> Option<Storage> {
    SPARE
        .try_with(|spare| {
            let mut spare = spare.try_borrow_mut().ok()?;
            let at = spare
                .iter()
                .rposition(|shell| (&**shell as &dyn Any).is::<Slot<N>>())?;
            let mut shell = spare.swap_remove(at);
            *Arc::get_mut(&mut shell)
                .and_then(|s| slot_mut::<N>(s))?
                .get_mut() = native.take();
            Some(Storage(Some(shell)))
        })
        .ok()
        .flatten()
}

/// The slot of `shell`, held alone, if it is for native type `N`.
#[inline]
fn slot_mut<N: Any>(shell: &mut dyn Shell) -> Option<&mut Slot<N>> {
    (shell as &mut dyn Any).downcast_mut::<Slot<N>>()
}

/// The slot of storage `storage` (see [`Storage::as_any`]) if it holds a native array of type
/// `N`, for writing.
#[inline]
pub(crate) fn slot<N: Any>(storage: &dyn Any) -> Option<&Slot<N>> {
    storage.downcast_ref::<Slot<N>>()
}

/// The native array in `storage` (see [`Storage::as_any`]), read-locked, if it is of type `N`.
///
/// A thread already reading a storage (a call's earlier argument, a [`NativeRef`] its caller
/// holds) never waits for a writer that has not started: that writer may be waiting for a
/// storage this thread reads, a cycle (a call taking one array twice while another thread
/// writes a clone of it as `out`). It waits only for a write in progress, which holds the
/// slot alone for a swap or a kernel and waits for nothing. A thread reading nothing waits
/// behind a waiting writer, so writers are not starved.
#[inline]
pub(crate) fn read<N: Any>(storage: &dyn Any) -> Option<NativeRef<'_, N>> {
    let slot = slot::<N>(storage)?;
    let guard = if reading::any() {
        slot.read_recursive()
    } else {
        slot.read()
    };
    guard.is_some().then(|| {
        reading::start(address(slot));
        NativeRef(guard)
    })
}

/// The slot `slot` locked for writing, once no other thread reads it; the error
/// [`Error::OutBeingRead`] when this thread reads it (it would wait for itself forever).
#[inline]
pub(crate) fn write<N>(slot: &Slot<N>) -> Result<RwLockWriteGuard<'_, Option<N>>> {
    writable(slot)?;
    Ok(slot.write())
}

/// [`write`]'s check alone, on a storage (see [`Storage::as_any`]), for checking every `out`
/// of a call before writing any.
#[inline]
pub(crate) fn writable<T: ?Sized>(storage: &T) -> Result<()> {
    if reading::this(address(storage)) {
        return Err(Error::OutBeingRead);
    }
    Ok(())
}

/// The address a storage is known by while read (its slot's, as [`Storage::ptr_eq`] compares).
#[inline]
fn address<T: ?Sized>(storage: &T) -> usize {
    std::ptr::from_ref(storage).cast::<u8>().addr()
}

/// The storages this thread reads: one entry per [`NativeRef`] it holds, the slot's address
/// (a storage read twice is there twice). Nearly every thread holds at most a call's few
/// arguments: those entries are inline in plain cells, which cost no more than a counter to
/// keep; more spill to a vector.
mod reading {
    use std::cell::{Cell, RefCell};

    /// Entries kept inline: a call's arguments, and a few its caller holds.
    const INLINE: usize = 4;

    /// The entries: `held` in all, the first `INLINE` of them in `inline`, the rest in
    /// [`SPILLED`] (no destructor, so reaching it costs no lazy initialisation).
    struct Reads {
        held: Cell<usize>,
        inline: [Cell<usize>; INLINE],
    }

    thread_local! {
        static READS: Reads = const {
            Reads {
                held: Cell::new(0),
                inline: [const { Cell::new(0) }; INLINE],
            }
        };
        static SPILLED: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
    }

    /// Whether this thread reads any storage.
    #[inline]
    pub(super) fn any() -> bool {
        READS.with(|r| r.held.get() > 0)
    }

    /// Whether this thread reads the storage at `address`.
    #[inline]
    pub(super) fn this(address: usize) -> bool {
        READS.with(|r| {
            let held = r.held.get();
            r.inline[..held.min(INLINE)]
                .iter()
                .any(|a| a.get() == address)
                || (held > INLINE && spilled(|s| s.contains(&address)) == Some(true))
        })
    }

    /// One more [`super::NativeRef`] of the storage at `address` on this thread.
    #[inline]
    pub(super) fn start(address: usize) {
        READS.with(|r| {
            let held = r.held.get();
            match r.inline.get(held) {
                Some(entry) => entry.set(address),
                None => {
                    if spilled(|s| s.push(address)).is_none() {
                        // Only while the thread exits: a read it cannot record is one `this`
                        // misses.
                        return;
                    }
                }
            }
            r.held.set(held + 1);
        });
    }

    /// One [`super::NativeRef`] of the storage at `address` dropped on this thread: its entry
    /// goes.
    #[inline]
    pub(super) fn stop(address: usize) {
        READS.with(|r| {
            let held = r.held.get();
            // A call lets its arguments go in the reverse order it read them: the last entry.
            match held.checked_sub(1) {
                Some(last) if r.inline.get(last).is_some_and(|a| a.get() == address) => {
                    r.held.set(last);
                }
                _ => stop_elsewhere(r, address),
            }
        });
    }

    /// [`stop`] of an entry that is not the last inline one: the last entry takes its place.
    #[cold]
    #[inline(never)]
    fn stop_elsewhere(r: &Reads, address: usize) {
        let held = r.held.get();
        let inline = &r.inline[..held.min(INLINE)];
        match inline.iter().rposition(|a| a.get() == address) {
            Some(at) if held <= INLINE => inline[at].set(inline[held - 1].get()),
            Some(at) => {
                let Some(last) = spilled(Vec::pop).flatten() else {
                    return;
                };
                inline[at].set(last);
            }
            None => {
                let removed = spilled(|s| {
                    let at = s.iter().rposition(|a| *a == address)?;
                    Some(s.swap_remove(at))
                });
                if removed.flatten().is_none() {
                    return;
                }
            }
        }
        r.held.set(held - 1);
    }

    /// `f` of this thread's spilled entries; `None` once the thread's locals are gone (its
    /// exit) or while they are borrowed.
    #[cold]
    fn spilled<T>(f: impl FnOnce(&mut Vec<usize>) -> T) -> Option<T> {
        SPILLED
            .try_with(|s| s.try_borrow_mut().ok().map(|mut s| f(&mut s)))
            .ok()
            .flatten()
    }
}

/// A native array being read (see [`crate::Array::native`]): dereferences to it. While it
/// lives, a function writing to a clone of its array as `out` on another thread waits for it
/// to be dropped, and on this thread is an error ([`Error::OutBeingRead`]).
pub struct NativeRef<'a, N>(RwLockReadGuard<'a, Option<N>>);

impl<N> Deref for NativeRef<'_, N> {
    type Target = N;

    #[inline]
    fn deref(&self) -> &N {
        match &*self.0 {
            Some(native) => native,
            // A `NativeRef` is made only of a filled slot (`read`), and only spare shells,
            // which no array holds, are empty.
            None => unreachable!("a native array being read is never emptied"),
        }
    }
}

impl<N> Drop for NativeRef<'_, N> {
    #[inline]
    fn drop(&mut self) {
        reading::stop(address(RwLockReadGuard::rwlock(&self.0)));
    }
}

/// A kernel's array argument, read ([`crate::registry::CallCtx`]): locked as [`NativeRef`]
/// is, or read alone, without the lock, where the array is the call's own (its kept literal).
pub(crate) struct ArgRef<'a, N> {
    /// The native array: in the slot `_held` locks, or one read alone for `'a`.
    native: std::ptr::NonNull<N>,
    /// The locked read, `None` for one read alone (held for its drop, which ends the read).
    _held: Option<NativeRef<'a, N>>,
}

impl<'a, N> ArgRef<'a, N> {
    /// An argument read locked.
    #[inline(always)]
    pub(crate) fn locked(held: NativeRef<'a, N>) -> Self {
        ArgRef {
            native: std::ptr::NonNull::from(&*held),
            _held: Some(held),
        }
    }

    /// An argument read alone.
    #[inline(always)]
    pub(crate) fn alone(native: &'a N) -> Self {
        ArgRef {
            native: std::ptr::NonNull::from(native),
            _held: None,
        }
    }
}

impl<N> Deref for ArgRef<'_, N> {
    type Target = N;

    // Always: a pointer read, where matching on how the argument was read cost a branch on
    // every argument of every call.
    #[inline(always)]
    #[allow(unsafe_code)]
    fn deref(&self) -> &N {
        // SAFETY: the native array lies in its slot, not in the guard (which moving does not
        // move), and stays there, unwritten, while `_held` locks it or, read alone, for `'a`.
        unsafe { self.native.as_ref() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// This thread without spares, whatever ran on it before.
    fn no_spares() {
        SPARE.with(|spare| spare.borrow_mut().clear());
    }

    fn value<N: Any + Clone>(storage: &Storage) -> Option<N> {
        read::<N>(storage.as_any()).map(|n| n.clone())
    }

    #[test]
    fn a_storage_dropped_unshared_is_the_next_ones_shell() {
        no_spares();
        let first = Storage::new(vec![1.0f32]);
        let address = std::ptr::from_ref(first.as_any()).cast::<u8>();
        drop(first);
        let second = Storage::new(vec![2.0f32, 3.0]);
        assert!(std::ptr::eq(
            std::ptr::from_ref(second.as_any()).cast::<u8>(),
            address
        ));
        assert_eq!(value::<Vec<f32>>(&second), Some(vec![2.0, 3.0]));
    }

    #[test]
    fn a_storage_a_clone_shares_is_kept_whole() {
        no_spares();
        let first = Storage::new(vec![1u8, 2]);
        let clone = first.clone();
        drop(first);
        let second = Storage::new(vec![9u8]);
        assert!(!second.ptr_eq(&clone));
        assert_eq!(value::<Vec<u8>>(&clone), Some(vec![1, 2]));
        assert_eq!(value::<Vec<u8>>(&second), Some(vec![9]));
    }

    #[test]
    fn a_shell_serves_only_its_own_native_type() {
        no_spares();
        drop(Storage::new(String::from("a")));
        let other = Storage::new(7u64);
        assert_eq!(value::<u64>(&other), Some(7));
        assert_eq!(value::<String>(&other), None);
        // The `String` shell is still spare, and serves the next `String`.
        let text = Storage::new(String::from("b"));
        assert_eq!(value::<String>(&text), Some(String::from("b")));
    }

    #[test]
    fn take_empties_only_an_unshared_storage_of_its_type() {
        no_spares();
        let mut shared = Storage::new(vec![4i32]);
        let clone = shared.clone();
        assert_eq!(shared.take::<Vec<i32>>(), None);
        drop(clone);
        assert_eq!(shared.take::<Vec<u8>>(), None);
        assert_eq!(shared.take::<Vec<i32>>(), Some(vec![4]));
        // Emptied, it reads as nothing until it is recycled.
        assert_eq!(value::<Vec<i32>>(&shared), None);
        drop(shared);
        assert_eq!(value::<Vec<i32>>(&Storage::new(vec![5])), Some(vec![5]));
    }

    /// A storage no clone shares is read alone (no lock, no read recorded: `out=` could take
    /// it, which only its holder can give); a shared one, or one of another type, is not.
    #[test]
    #[allow(unsafe_code)]
    fn only_an_unshared_storage_is_read_alone() {
        let storage = Storage::new(vec![3u16, 4]);
        // SAFETY: no clone is made while `alone` lives.
        let alone = unsafe { storage.read_alone::<Vec<u16>>() };
        assert_eq!(alone, Some(&vec![3, 4]));
        assert!(writable(storage.as_any()).is_ok() && !reading::this(address(storage.as_any())));
        // SAFETY: no clone is made while the read lives.
        assert_eq!(unsafe { storage.read_alone::<Vec<u8>>() }, None);
        let clone = storage.clone();
        // SAFETY: no further clone is made while the read lives.
        assert_eq!(unsafe { storage.read_alone::<Vec<u16>>() }, None);
        drop(clone);
        // As a kernel's argument: read locked, the read is recorded until the argument goes;
        // read alone, nothing is.
        let locked = ArgRef::locked(read::<Vec<u16>>(storage.as_any()).unwrap());
        assert_eq!(*locked, [3, 4]);
        assert!(writable(storage.as_any()).is_err());
        drop(locked);
        assert!(writable(storage.as_any()).is_ok());
        // SAFETY: no clone is made while the read lives.
        let alone = ArgRef::alone(unsafe { storage.read_alone::<Vec<u16>>() }.unwrap());
        assert_eq!(*alone, [3, 4]);
        assert!(writable(storage.as_any()).is_ok());
    }

    /// More reads than are kept inline, of storages read once or twice, let go in an order
    /// that is not the reverse of their reading: each storage is read while one of its
    /// reads lives, and no longer.
    #[test]
    fn reads_beyond_the_inline_entries_are_kept_and_let_go_in_any_order() {
        let storages: Vec<Storage> = (0..7u32).map(Storage::new).collect();
        let read_now = |i: usize| writable(storages[i].as_any()).is_err();
        let mut held: Vec<Option<NativeRef<'_, u32>>> =
            storages.iter().map(|s| read::<u32>(s.as_any())).collect();
        let again = read::<u32>(storages[1].as_any());
        assert!((0..7).all(read_now) && reading::any());
        for i in [0, 5, 2, 6, 3] {
            held[i] = None;
            assert!(!read_now(i), "storage {i} let go");
        }
        held[1] = None;
        assert!(read_now(1) && read_now(4));
        drop(again);
        assert!(!read_now(1) && read_now(4));
        assert_eq!(held[4].as_deref(), Some(&4));
        drop(held);
        assert!(!(0..7).any(read_now) && !reading::any());
    }

    #[test]
    fn a_thread_keeps_at_most_its_spares() {
        no_spares();
        let many: Vec<Storage> = (0..3 * SPARES).map(|i| Storage::new(i as u16)).collect();
        drop(many);
        let kept = SPARE.with(|spare| spare.borrow().len());
        assert_eq!(kept, SPARES);
        // Each spare is used once, then shells are new again.
        let again: Vec<Storage> = (0..2 * SPARES).map(|i| Storage::new(i as u16)).collect();
        assert_eq!(SPARE.with(|spare| spare.borrow().len()), 0);
        assert!(
            again
                .iter()
                .enumerate()
                .all(|(i, s)| value::<u16>(s) == Some(i as u16))
        );
    }
}
