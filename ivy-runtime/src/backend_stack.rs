//! Which backend a call runs on: a scoped or set backend, else the first array argument's,
//! else the default backend.
//!
//! `set_backend` / `unset_backend` form a process-wide stack, as in Ivy; `backend_scope` and
//! `with_backend` push onto a stack of this thread only.

use std::cell::RefCell;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU8, Ordering};

use crate::error::{Error, Result};
use crate::registry::BackendId;

const NONE: u8 = u8::MAX;

static GLOBAL_STACK: Mutex<Vec<BackendId>> = Mutex::new(Vec::new());
/// The top of `GLOBAL_STACK`, readable without the lock.
static GLOBAL_TOP: AtomicU8 = AtomicU8::new(NONE);
static DEFAULT: AtomicU8 = AtomicU8::new(NONE);

thread_local! {
    static SCOPED: RefCell<Vec<BackendId>> = const { RefCell::new(Vec::new()) };
}

fn decode(byte: u8) -> Option<BackendId> {
    (byte != NONE).then_some(BackendId(byte))
}

/// Makes `id` the default backend if there is none yet (the first registration).
pub(crate) fn offer_default(id: BackendId) {
    let _ = DEFAULT.compare_exchange(NONE, id.0, Ordering::AcqRel, Ordering::Acquire);
}

/// Makes `id` the default backend: the one calls without arrays and without a set backend use.
pub fn set_default_backend(id: BackendId) {
    DEFAULT.store(id.0, Ordering::Release);
}

/// The default backend, if any backend is registered.
pub fn default_backend() -> Option<BackendId> {
    decode(DEFAULT.load(Ordering::Acquire))
}

/// Pushes `id` on the process-wide backend stack: every call on every thread without a scoped
/// backend of its own runs on it, whatever backend its arrays belong to (they are moved).
pub fn set_backend(id: BackendId) {
    let mut stack = GLOBAL_STACK.lock().unwrap_or_else(|e| e.into_inner());
    stack.push(id);
    GLOBAL_TOP.store(id.0, Ordering::Release);
}

/// Pops the process-wide backend stack, returning what was on top.
pub fn unset_backend() -> Option<BackendId> {
    let mut stack = GLOBAL_STACK.lock().unwrap_or_else(|e| e.into_inner());
    let popped = stack.pop();
    GLOBAL_TOP.store(stack.last().map_or(NONE, |b| b.0), Ordering::Release);
    popped
}

/// Keeps a scoped backend in force on this thread; dropping it pops it.
#[must_use = "the backend is unset as soon as the guard is dropped"]
#[derive(Debug)]
pub struct BackendGuard {
    depth: usize,
    _not_send: std::marker::PhantomData<*const ()>,
}

impl Drop for BackendGuard {
    fn drop(&mut self) {
        let _ = SCOPED.try_with(|s| s.borrow_mut().truncate(self.depth));
    }
}

/// Runs calls on this thread on `id` while the guard lives.
pub fn backend_scope(id: BackendId) -> BackendGuard {
    SCOPED.with(|s| {
        let mut s = s.borrow_mut();
        s.push(id);
        BackendGuard {
            depth: s.len() - 1,
            _not_send: std::marker::PhantomData,
        }
    })
}

/// Runs `f` with calls on this thread running on `id`.
pub fn with_backend<R>(id: BackendId, f: impl FnOnce() -> R) -> R {
    let _guard = backend_scope(id);
    f()
}

/// The backend set for this thread: its innermost scope, else the process-wide stack's top.
pub fn current_backend() -> Option<BackendId> {
    SCOPED
        .try_with(|s| s.borrow().last().copied())
        .ok()
        .flatten()
        .or_else(|| decode(GLOBAL_TOP.load(Ordering::Acquire)))
}

/// The backend a call runs on, given the backend of its first array argument.
#[inline]
pub(crate) fn select(first_array: Option<BackendId>) -> Result<BackendId> {
    current_backend()
        .or(first_array)
        .or_else(default_backend)
        .ok_or(Error::NoBackend)
}
