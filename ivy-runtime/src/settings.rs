//! Process-wide settings with scoped, thread-local overrides.
//!
//! Every setting (promotion rules, the default dtypes, the casting mode, the backend) is one
//! `static` [`Setting`]: a process-wide value and, per thread, a stack of overrides. Reading one
//! is a scan of this thread's (usually empty) override list and, failing that, one relaxed atomic
//! load: no lock, no allocation.
//!
//! An override lives as long as its [`ScopeGuard`]. Guards are `!Send`, so an override can only
//! ever be seen and removed by the thread that made it; dropping guards out of order removes
//! exactly the override each one made, so the effective value is always that of the newest
//! live override.

use std::cell::{Cell, RefCell};
use std::marker::PhantomData;
use std::sync::atomic::{AtomicU32, Ordering};

use ivy_grammar::{Dtype, Word};

use crate::modes::{CastingMode, PromotionRules};

/// A value a setting can hold, stored as two bytes (a device needs more than one).
pub(crate) trait SettingValue: Copy {
    fn encode(self) -> u16;
    fn decode(bits: u16) -> Self;
}

/// Word enums are stored as their index.
macro_rules! word_setting_values {
    ($($t:ty),*) => {$(
        impl SettingValue for $t {
            fn encode(self) -> u16 {
                // Every vocabulary has fewer than 255 words.
                Word::index(self) as u16
            }
            fn decode(bits: u16) -> $t {
                // Only `encode`d values are ever stored.
                <$t as Word>::ALL.get(usize::from(bits)).copied().unwrap_or(<$t as Word>::ALL[0])
            }
        }
    )*};
}

word_setting_values!(Dtype, CastingMode, PromotionRules);

/// A flag (such as `jax_enable_x64`) is 0 or 1.
impl SettingValue for bool {
    fn encode(self) -> u16 {
        u16::from(self)
    }
    fn decode(bits: u16) -> bool {
        bits != 0
    }
}

/// `None` is the value nothing else encodes to.
impl<T: SettingValue> SettingValue for Option<T> {
    fn encode(self) -> u16 {
        self.map_or(u16::MAX, T::encode)
    }
    fn decode(bits: u16) -> Option<T> {
        (bits != u16::MAX).then(|| T::decode(bits))
    }
}

/// One setting: its initial value, its process-wide value and this thread's overrides of it.
///
/// Settings are `static`s; a setting's address identifies its overrides.
pub(crate) struct Setting<T> {
    initial: T,
    /// `0` until the process-wide value is set, then the encoded value plus one.
    global: AtomicU32,
}

impl<T: SettingValue> Setting<T> {
    /// A setting whose value is `initial` until it is set or overridden.
    pub(crate) const fn new(initial: T) -> Setting<T> {
        Setting {
            initial,
            global: AtomicU32::new(0),
        }
    }

    fn id(&'static self) -> usize {
        std::ptr::from_ref(self).addr()
    }

    /// The effective value on this thread: its newest override, else the process-wide value.
    #[inline]
    pub(crate) fn get(&'static self) -> T {
        // No override on this thread (nearly always): no list to borrow and scan.
        let local = if OVERRIDDEN.with(Cell::get) == 0 {
            None
        } else {
            newest_override(self.id())
        };
        match local {
            Some(bits) => T::decode(bits),
            None => match self.global.load(Ordering::Relaxed) {
                0 => self.initial,
                stored => T::decode((stored - 1) as u16),
            },
        }
    }

    /// Sets the process-wide value; threads with an override of their own keep it.
    pub(crate) fn set(&'static self, value: T) {
        self.global
            .store(u32::from(value.encode()) + 1, Ordering::Relaxed);
    }

    /// Forgets the process-wide value: the setting is its initial value again (threads with
    /// an override of their own keep it).
    pub(crate) fn unset(&'static self) {
        self.global.store(0, Ordering::Relaxed);
    }

    /// Overrides the setting on this thread until the guard is dropped.
    pub(crate) fn scope(&'static self, value: T) -> ScopeGuard {
        let id = NEXT_ID.with(|n| {
            let id = n.get();
            n.set(id + 1);
            id
        });
        OVERRIDES.with(|o| {
            o.borrow_mut().push(Override {
                id,
                setting: self.id(),
                value: value.encode(),
            })
        });
        OVERRIDDEN.with(|n| n.set(n.get() + 1));
        ScopeGuard {
            id,
            _not_send: PhantomData,
        }
    }

    /// Runs `f` with the setting overridden on this thread.
    pub(crate) fn with<R>(&'static self, value: T, f: impl FnOnce() -> R) -> R {
        let _guard = self.scope(value);
        f()
    }
}

/// This thread's newest override of the setting `setting` (its id), encoded.
fn newest_override(setting: usize) -> Option<u16> {
    OVERRIDES
        .try_with(|o| {
            o.borrow()
                .iter()
                .rev()
                .find(|e| e.setting == setting)
                .map(|e| e.value)
        })
        .ok()
        .flatten()
}

struct Override {
    /// The guard's id.
    id: u64,
    /// The setting's id.
    setting: usize,
    value: u16,
}

thread_local! {
    static OVERRIDES: RefCell<Vec<Override>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: Cell<u64> = const { Cell::new(0) };
    /// How many overrides [`OVERRIDES`] holds (a plain cell, without a destructor: reading
    /// it costs no lazy initialisation).
    static OVERRIDDEN: Cell<usize> = const { Cell::new(0) };
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
                OVERRIDDEN.with(|n| n.set(n.get() - 1));
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static A: Setting<Option<Dtype>> = Setting::new(None);
    static B: Setting<Dtype> = Setting::new(Dtype::Int32);

    // Each test uses its own settings or thread-local scopes only, so they cannot race.
    #[test]
    fn nested_scopes_restore_in_order() {
        let a = A.scope(Some(Dtype::Int8));
        let b = A.scope(Some(Dtype::Int16));
        assert_eq!(A.get(), Some(Dtype::Int16));
        drop(b);
        assert_eq!(A.get(), Some(Dtype::Int8));
        drop(a);
        assert_eq!(A.get(), None);
    }

    #[test]
    fn out_of_order_drops_remove_only_their_own_override() {
        let a = B.scope(Dtype::Uint8);
        let b = B.scope(Dtype::Uint16);
        drop(a);
        assert_eq!(B.get(), Dtype::Uint16);
        drop(b);
        assert_eq!(B.get(), Dtype::Int32);
    }

    #[test]
    fn settings_do_not_interfere() {
        static C: Setting<Dtype> = Setting::new(Dtype::Float32);
        let _g = A.scope(Some(Dtype::Bool));
        assert_eq!(C.get(), Dtype::Float32);
        C.with(Dtype::Float64, || {
            assert_eq!(C.get(), Dtype::Float64);
            assert_eq!(A.get(), Some(Dtype::Bool));
        });
    }

    #[test]
    fn the_process_wide_value_replaces_the_initial_one() {
        static D: Setting<Option<PromotionRules>> = Setting::new(Some(PromotionRules::Jax));
        assert_eq!(D.get(), Some(PromotionRules::Jax));
        D.set(None);
        assert_eq!(D.get(), None);
        D.set(Some(PromotionRules::ArrayApi));
        assert_eq!(D.get(), Some(PromotionRules::ArrayApi));
        assert_eq!(D.with(None, || D.get()), None);
    }
}
