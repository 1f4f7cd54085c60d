//! Which backend a call runs on: a scoped or set backend, else the first array argument's,
//! else the default backend.
//!
//! `set_backend` / `unset_backend` form a process-wide stack, as in Ivy; `backend_scope` and
//! `with_backend` are scoped overrides of this thread, like every other setting.

use std::sync::Mutex;

use crate::error::{Error, Result};
use crate::registry::{BackendId, default_backend};
use crate::settings::{ScopeGuard, Setting, SettingValue};

/// The process-wide stack; its top is the process-wide value of the backend setting.
static GLOBAL_STACK: Mutex<Vec<BackendId>> = Mutex::new(Vec::new());

/// The backend setting: scoped backends, over the process-wide stack's top.
static CURRENT: Setting<Option<BackendId>> = Setting::new(None);

impl SettingValue for BackendId {
    fn encode(self) -> u16 {
        u16::from(self.0)
    }
    fn decode(bits: u16) -> BackendId {
        // Only ids, which are bytes, are stored.
        BackendId(bits as u8)
    }
}

/// Pushes `id` on the process-wide backend stack: every call on every thread without a scoped
/// backend of its own runs on it, whatever backend its arrays belong to (they are moved).
pub fn set_backend(id: BackendId) {
    let mut stack = GLOBAL_STACK.lock().unwrap_or_else(|e| e.into_inner());
    stack.push(id);
    CURRENT.set(Some(id));
}

/// Pops the process-wide backend stack, returning what was on top.
pub fn unset_backend() -> Option<BackendId> {
    let mut stack = GLOBAL_STACK.lock().unwrap_or_else(|e| e.into_inner());
    let popped = stack.pop();
    CURRENT.set(stack.last().copied());
    popped
}

/// Runs calls on this thread on `id` while the guard lives.
pub fn backend_scope(id: BackendId) -> ScopeGuard {
    CURRENT.scope(Some(id))
}

/// Runs `f` with calls on this thread running on `id`.
pub fn with_backend<R>(id: BackendId, f: impl FnOnce() -> R) -> R {
    CURRENT.with(Some(id), f)
}

/// The backend set for this thread: its innermost scope, else the process-wide stack's top.
#[inline]
pub fn current_backend() -> Option<BackendId> {
    CURRENT.get()
}

/// The backend a call runs on, given the backend of its first array argument.
#[inline]
pub(crate) fn select(first_array: Option<BackendId>) -> Result<BackendId> {
    // A `match`, not `ok_or`: the error is built only when there is no backend.
    match current_backend().or(first_array).or_else(default_backend) {
        Some(backend) => Ok(backend),
        None => Err(Error::NoBackend),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Thread-local scopes only: nothing here races with other tests.
    #[test]
    fn out_of_order_drops_remove_only_their_own_scope() {
        let base = current_backend();
        let a = backend_scope(BackendId(200));
        let b = backend_scope(BackendId(201));
        drop(a);
        assert_eq!(current_backend(), Some(BackendId(201)));
        drop(b);
        assert_eq!(current_backend(), base);
    }

    #[test]
    fn nested_scopes_restore_in_order() {
        let base = current_backend();
        let a = backend_scope(BackendId(210));
        let b = backend_scope(BackendId(211));
        assert_eq!(current_backend(), Some(BackendId(211)));
        drop(b);
        assert_eq!(current_backend(), Some(BackendId(210)));
        drop(a);
        assert_eq!(current_backend(), base);
    }
}
