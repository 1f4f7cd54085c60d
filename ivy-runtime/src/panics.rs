//! Containing panics of backend code: a panic inside a kernel or a backend's conversion becomes
//! [`Error::KernelPanic`], and prints nothing.
//!
//! Rust prints a panic's message from the process-wide panic hook before unwinding starts, so
//! `catch_unwind` alone still prints it. The first containment installs a hook that stays
//! silent while this thread is inside backend code and hands every other panic (the user's own)
//! to the hook that was there before, unchanged. A hook the user installs later replaces ours:
//! contained panics then print through it, and are still contained. A kernel's pieces run on
//! helper threads (rayon's) carry the containment of the thread they work for ([`Contained`]).

use std::cell::Cell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Once;

use crate::error::{Error, Result};

thread_local! {
    /// How deep this thread is inside contained backend code.
    static INSIDE: Cell<u32> = const { Cell::new(0) };
}

/// Installs the hook the first time (after that, one check on every contained call).
#[inline]
fn install_hook() {
    static HOOK: Once = Once::new();
    if !HOOK.is_completed() {
        install_hook_now(&HOOK);
    }
}

#[cold]
#[inline(never)]
fn install_hook_now(hook: &Once) {
    hook.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if INSIDE.try_with(Cell::get).unwrap_or(0) == 0 {
                previous(info);
            }
        }));
    });
}

/// Whether a thread runs contained backend code, taken on the thread a kernel is called on
/// and carried to the helper threads it runs pieces of its work on: a panic in a piece then
/// prints nothing either (it unwinds to the kernel's call, which turns it into an error).
///
/// ```
/// use ivy_runtime::Contained;
///
/// // Outside a kernel nothing is contained: a piece runs as it is.
/// let here = Contained::here();
/// assert_eq!(std::thread::spawn(move || here.run(|| 2 + 2)).join().unwrap(), 4);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Contained(bool);

impl Contained {
    /// The containment of the calling thread.
    #[inline]
    pub fn here() -> Contained {
        Contained(INSIDE.try_with(Cell::get).unwrap_or(0) > 0)
    }

    /// Runs `piece` (on any thread) under this containment.
    #[inline]
    pub fn run<R>(self, piece: impl FnOnce() -> R) -> R {
        if !self.0 {
            return piece();
        }
        /// Leaves the containment when the piece ends, by returning or unwinding.
        struct Leave;
        impl Drop for Leave {
            fn drop(&mut self) {
                leave();
            }
        }
        enter();
        let _leave = Leave;
        piece()
    }
}

/// The calling thread enters backend code (its panics are contained: the hook stays silent).
/// Not generic, so that the generic callers share one copy of the thread-local access.
#[inline]
fn enter() {
    INSIDE.with(|d| d.set(d.get() + 1));
}

/// The calling thread leaves backend code, by returning or unwinding (so it cannot fail
/// while the thread-local is being destroyed).
#[inline]
fn leave() {
    let _ = INSIDE.try_with(|d| d.set(d.get() - 1));
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

/// Runs backend code, turning a panic inside it into [`Error::KernelPanic`] naming `operation`
/// (a function, or a conversion such as `"to_host"`) and `backend`.
#[inline]
pub(crate) fn contain<T>(
    operation: &'static str,
    backend: impl BackendName,
    f: impl FnOnce() -> Result<T>,
) -> Result<T> {
    install_hook();
    enter();
    // The result written where it is returned from, not moved out of `catch_unwind`'s own.
    let mut result = std::mem::MaybeUninit::<Result<T>>::uninit();
    let caught = catch_unwind(AssertUnwindSafe(|| {
        result.write(f());
    }));
    leave();
    match caught {
        // SAFETY: the closure returned, so it wrote `result`.
        #[allow(unsafe_code)]
        Ok(()) => unsafe { result.assume_init() },
        Err(payload) => Err(panicked(operation, backend.name(), payload)),
    }
}

/// The error for a panic contained in `operation` on `backend`, its message taken from its
/// payload.
#[cold]
#[inline(never)]
fn panicked(
    operation: &'static str,
    backend: &'static str,
    payload: Box<dyn std::any::Any + Send>,
) -> Error {
    let message = payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_owned());
    Error::KernelPanic {
        function: operation,
        backend,
        message,
    }
}
