//! Containing panics of backend code: a panic inside a kernel or a backend's conversion becomes
//! [`Error::KernelPanic`], and prints nothing.
//!
//! Rust prints a panic's message from the process-wide panic hook before unwinding starts, so
//! `catch_unwind` alone still prints it. The first containment installs a hook that stays
//! silent while this thread is inside backend code and hands every other panic (the user's own)
//! to the hook that was there before, unchanged. A hook the user installs later replaces ours:
//! contained panics then print through it, and are still contained.

use std::cell::Cell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Once;

use crate::error::{Error, Result};

thread_local! {
    /// How deep this thread is inside contained backend code.
    static INSIDE: Cell<u32> = const { Cell::new(0) };
}

fn install_hook() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if INSIDE.try_with(Cell::get).unwrap_or(0) == 0 {
                previous(info);
            }
        }));
    });
}

/// A backend's name, looked up only when a panic needs it.
pub(crate) trait BackendName {
    fn name(self) -> &'static str;
}

impl BackendName for &'static str {
    fn name(self) -> &'static str {
        self
    }
}

impl BackendName for crate::registry::BackendId {
    fn name(self) -> &'static str {
        crate::registry::BackendId::name(self)
    }
}

/// Runs backend code, turning a panic inside it into [`Error::KernelPanic`] naming `operation`
/// (a function, or a conversion such as `"to_host"`) and `backend`.
#[inline]
pub(crate) fn contain<T>(
    operation: &'static str,
    backend: impl BackendName,
    f: impl FnOnce() -> Result<T>,
) -> Result<T> {
    install_hook();
    INSIDE.with(|d| d.set(d.get() + 1));
    let outcome = catch_unwind(AssertUnwindSafe(f));
    INSIDE.with(|d| d.set(d.get() - 1));
    outcome.unwrap_or_else(|payload| {
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".to_owned());
        Err(Error::KernelPanic {
            function: operation,
            backend: backend.name(),
            message,
        })
    })
}
