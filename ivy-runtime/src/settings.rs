//! Process-wide settings with scoped, thread-local overrides.
//!
//! Every setting (promotion rules, the default dtypes, ...) has a process-wide value and a stack
//! of overrides per thread. Reading one is a scan of this thread's (usually empty) override list
//! and, failing that, one relaxed atomic load: no lock, no allocation.
//!
//! An override lives as long as its [`ScopeGuard`]. Guards are `!Send`, so an override can only
//! ever be seen and removed by the thread that made it; dropping guards out of order removes
//! exactly the override each one made, so the effective value is always that of the newest
//! live override.

use std::cell::{Cell, RefCell};
use std::marker::PhantomData;
use std::sync::atomic::{AtomicU8, Ordering};

/// Which setting an override or a global value belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Key {
    Rules,
    DefaultDtype,
    DefaultFloat,
    DefaultInt,
    DefaultUint,
    DefaultComplex,
    Casting,
    Backend,
}

const KEYS: usize = 8;

/// A value a setting can hold, stored as one byte.
pub(crate) trait SettingValue: Copy {
    fn encode(self) -> u8;
    fn decode(byte: u8) -> Self;
}

/// The process-wide values, indexed by [`Key`]; their initial bytes are given by the owner of
/// each setting through [`initial`].
static GLOBALS: [AtomicU8; KEYS] = {
    let mut g = [const { AtomicU8::new(0) }; KEYS];
    let mut i = 0;
    while i < KEYS {
        g[i] = AtomicU8::new(initial(i));
        i += 1;
    }
    g
};

/// The initial byte of each setting.
const fn initial(key: usize) -> u8 {
    use ivy_grammar::Dtype;
    match key {
        k if k == Key::Rules as usize => crate::promotion::PromotionRules::IvyPrecise as u8,
        k if k == Key::DefaultDtype as usize => crate::defaults::FOLLOW_FLOAT,
        k if k == Key::DefaultFloat as usize => Dtype::Float32 as u8,
        k if k == Key::DefaultInt as usize => Dtype::Int32 as u8,
        k if k == Key::DefaultUint as usize => Dtype::Uint32 as u8,
        k if k == Key::DefaultComplex as usize => Dtype::Complex64 as u8,
        k if k == Key::Casting as usize => crate::casting::CastingMode::Off as u8,
        _ => crate::backend_stack::NONE,
    }
}

struct Override {
    id: u64,
    key: Key,
    value: u8,
}

thread_local! {
    static OVERRIDES: RefCell<Vec<Override>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: Cell<u64> = const { Cell::new(0) };
}

/// The effective value of `key` on this thread.
#[inline]
pub(crate) fn get<T: SettingValue>(key: Key) -> T {
    let local = OVERRIDES
        .try_with(|o| {
            o.borrow()
                .iter()
                .rev()
                .find(|e| e.key == key)
                .map(|e| e.value)
        })
        .ok()
        .flatten();
    T::decode(local.unwrap_or_else(|| GLOBALS[key as usize].load(Ordering::Relaxed)))
}

/// Sets the process-wide value of `key`; threads with an override of their own keep it.
pub(crate) fn set_global<T: SettingValue>(key: Key, value: T) {
    GLOBALS[key as usize].store(value.encode(), Ordering::Relaxed);
}

/// Overrides `key` on this thread until the guard is dropped.
pub(crate) fn push_scope<T: SettingValue>(key: Key, value: T) -> ScopeGuard {
    let id = NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    });
    OVERRIDES.with(|o| {
        o.borrow_mut().push(Override {
            id,
            key,
            value: value.encode(),
        })
    });
    ScopeGuard {
        id,
        _not_send: PhantomData,
    }
}

/// Keeps a scoped setting in force on this thread; dropping it restores what was in force
/// before (also when the scope is left by a panic).
///
/// ```
/// assert!(ivy_runtime::is_precise_mode());
/// {
///     let _g = ivy_runtime::precise_mode_scope(false);
///     assert!(!ivy_runtime::is_precise_mode());
/// }
/// assert!(ivy_runtime::is_precise_mode());
/// ```
#[must_use = "the setting is undone as soon as the guard is dropped"]
#[derive(Debug)]
pub struct ScopeGuard {
    id: u64,
    // An override belongs to the thread that made it.
    _not_send: PhantomData<*const ()>,
}

impl Drop for ScopeGuard {
    fn drop(&mut self) {
        // During thread teardown the list may already be gone, and with it the override.
        let _ = OVERRIDES.try_with(|o| {
            let mut o = o.borrow_mut();
            if let Some(pos) = o.iter().rposition(|e| e.id == self.id) {
                o.remove(pos);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl SettingValue for u8 {
        fn encode(self) -> u8 {
            self
        }
        fn decode(byte: u8) -> u8 {
            byte
        }
    }

    // Each test uses its own thread-local scopes only, so they cannot race with other tests.
    #[test]
    fn nested_scopes_restore_in_order() {
        let base: u8 = get(Key::DefaultInt);
        let a = push_scope(Key::DefaultInt, 200u8);
        let b = push_scope(Key::DefaultInt, 201u8);
        assert_eq!(get::<u8>(Key::DefaultInt), 201);
        drop(b);
        assert_eq!(get::<u8>(Key::DefaultInt), 200);
        drop(a);
        assert_eq!(get::<u8>(Key::DefaultInt), base);
    }

    #[test]
    fn out_of_order_drops_remove_only_their_own_override() {
        let base: u8 = get(Key::DefaultUint);
        let a = push_scope(Key::DefaultUint, 210u8);
        let b = push_scope(Key::DefaultUint, 211u8);
        drop(a);
        assert_eq!(get::<u8>(Key::DefaultUint), 211);
        drop(b);
        assert_eq!(get::<u8>(Key::DefaultUint), base);
    }

    #[test]
    fn keys_do_not_interfere() {
        let before: u8 = get(Key::DefaultComplex);
        let _g = push_scope(Key::DefaultFloat, 220u8);
        assert_eq!(get::<u8>(Key::DefaultComplex), before);
        assert_eq!(get::<u8>(Key::DefaultFloat), 220);
    }
}
