//! [`Literal`]: the 0-d array a call makes of a Rust literal operand (`x + 2`), kept by the
//! thread for its next call with the same literal.
//!
//! Kernels take arrays, so a literal is made one where the backend has no `scalar` kernel for
//! the function (which reads the literal as a value: [`super::fast_paths`]) or the call gives
//! `out`: a host array, the backend's array, its storage, and all of it dropped again after
//! the call, which costs more than the 1-element call it joins. The thread keeps the last few
//! of these arrays, each with the promotion rules under which its literal gave way to its
//! dtype, and a call with the same literal (the same
//! value, bit for bit, next to the same dtype, on the same backend and device, under the same
//! rules) takes one instead of checking and making it. A kept array is one no one else can
//! see: a call takes one only while no other call under way has it and nothing else holds its
//! storage (a clone a body kept, which may yet be written), and counts itself in while it
//! runs, so that ending the call is a count going down, nothing put back. A literal whose
//! kept array cannot be taken is made afresh, and the new array takes the old one's place.
//! Being the call's alone, a kept array is read by a kernel of arrays without the storage's
//! lock (the call's context names it: [`crate::registry::CallCtx`]).

use std::cell::{Cell, RefCell};
use std::mem::ManuallyDrop;
use std::rc::Rc;

use ivy_grammar::{Device, Dtype};

use crate::array::Array;
use crate::error::Result;
use crate::promotion::{PromotionRules, promotion_rules};
use crate::registry::BackendId;
use crate::scalar::Scalar;

/// Literal arrays kept per thread: a few literals alternating in a loop (`x * 2 + 1`), few
/// enough that looking through them costs little.
const KEPT: usize = 4;

/// A literal's array and what it was made for.
struct Kept {
    value: Scalar,
    /// The rules under which `value` gave way to the array's dtype.
    rules: PromotionRules,
    array: Array,
}

impl Kept {
    /// Whether this is the array of `value` in `dtype` on `backend` and `device`, made under
    /// `rules`.
    #[inline]
    fn is_of(
        &self,
        backend: BackendId,
        value: Scalar,
        dtype: Dtype,
        device: Device,
        rules: PromotionRules,
    ) -> bool {
        same_bits(self.value, value)
            && self.array.dtype() == dtype
            && self.rules == rules
            && self.array.backend() == backend
            && self.array.device() == device
    }
}

thread_local! {
    static KEPT_LITERALS: RefCell<Store> = const { RefCell::new(Store([const { None }; KEPT])) };
    /// The kept array the thread last took or made, looked at first: a thread-local with no
    /// destructor (no state to check) and no borrow. Null, or the `Kept` of an `Rc` the store
    /// holds: `keep` sets it to the array it puts in, whatever it puts out, and the store's
    /// drop clears it.
    static LAST: Cell<*const Kept> = const { Cell::new(std::ptr::null()) };
}

/// The thread's kept arrays.
struct Store([Option<Rc<Kept>>; KEPT]);

impl Drop for Store {
    fn drop(&mut self) {
        let _ = LAST.try_with(|last| last.set(std::ptr::null()));
    }
}

/// Makes `kept` the array the thread looks at first (one the store holds).
fn set_last(kept: &Rc<Kept>) {
    let _ = LAST.try_with(|last| last.set(Rc::as_ptr(kept)));
}

/// The 0-d array of a call's literal operand, if it has one (one pointer: a call without a
/// literal moves and checks nothing but that), shared with the thread's kept arrays while the
/// call runs.
#[derive(Default)]
pub(super) struct Literal(Option<Rc<Kept>>);

impl Literal {
    /// The kept 0-d array of `value` in `dtype` on `backend` and `device`, if this thread has
    /// one made under the promotion rules in force (so `value` gives way to `dtype` and fits
    /// it: checked when it was made) that no other call under way has and whose storage
    /// nothing else holds.
    #[inline(never)]
    pub(super) fn kept(
        backend: BackendId,
        value: &Scalar,
        dtype: Dtype,
        device: Device,
    ) -> Option<Literal> {
        let rules = promotion_rules();
        let last = LAST.try_with(Cell::get).unwrap_or(std::ptr::null());
        if !last.is_null() {
            // SAFETY: `LAST` is null or the `Kept` of an `Rc` the store holds (see `LAST`),
            // which this handle, never dropped, leaves as it is.
            #[allow(unsafe_code)]
            let last = ManuallyDrop::new(unsafe { Rc::from_raw(last) });
            if last.is_of(backend, *value, dtype, device, rules) {
                return Literal::taken(&last);
            }
        }
        KEPT_LITERALS
            .try_with(|kept| {
                let kept = kept.try_borrow().ok()?;
                let found = kept
                    .0
                    .iter()
                    .flatten()
                    .find(|k| k.is_of(backend, *value, dtype, device, rules))?;
                set_last(found);
                Literal::taken(found)
            })
            .ok()
            .flatten()
    }

    /// A share of the kept array `found`, if no other call has it and nothing else holds its
    /// storage.
    #[inline]
    fn taken(found: &Rc<Kept>) -> Option<Literal> {
        // The one count the store's own: no other call has it (nor can take it while this one
        // runs). No weak handle is made of a kept array.
        (Rc::strong_count(found) == 1 && found.array.is_unshared())
            .then(|| Literal(Some(Rc::clone(found))))
    }

    /// A new 0-d array of `value` in `dtype` on `backend` and `device`, where `value` gives
    /// way to `dtype` under the rules in force and fits it (the caller's check), kept for the
    /// thread's next calls.
    pub(super) fn made(
        backend: BackendId,
        value: Scalar,
        dtype: Dtype,
        device: Device,
    ) -> Result<Literal> {
        let made = Rc::new(Kept {
            value,
            rules: promotion_rules(),
            array: Array::scalar(backend, value, dtype, device)?,
        });
        keep(Rc::clone(&made));
        Ok(Literal(Some(made)))
    }

    /// The array, if the call has a literal.
    #[inline]
    pub(super) fn array(&self) -> Option<&Array> {
        self.0.as_deref().map(|k| &k.array)
    }
}

impl Drop for Literal {
    // Always: every call drops one, nearly always empty (a branch; with the field's own drop
    // glue, LLVM kept the call's whole drop out of line).
    #[inline(always)]
    fn drop(&mut self) {
        if let Some(kept) = self.0.take() {
            release(kept);
        }
    }
}

/// Ends a call's share of a kept literal array (out of line: only calls with a literal).
#[inline(never)]
fn release(kept: Rc<Kept>) {
    drop(kept);
}

/// Keeps a literal's new array for the thread's next calls: in the place of an earlier array
/// of the same literal (one that could not be taken), else in an empty place; else the array
/// in the last place gives way, the others moving down one (the oldest only while each went
/// in at the front).
fn keep(literal: Rc<Kept>) {
    let _ = KEPT_LITERALS.try_with(move |kept| {
        if let Ok(mut kept) = kept.try_borrow_mut() {
            let Kept {
                value,
                rules,
                ref array,
            } = *literal;
            let (backend, dtype, device) = (array.backend(), array.dtype(), array.device());
            let same = |k: &Option<Rc<Kept>>| {
                k.as_deref()
                    .is_some_and(|k| k.is_of(backend, value, dtype, device, rules))
            };
            let kept = &mut kept.0;
            let place =
                (kept.iter().position(same)).or_else(|| kept.iter().position(Option::is_none));
            // Before the array it replaces goes, which `LAST` may name.
            set_last(&literal);
            match place {
                Some(place) => kept[place] = Some(literal),
                None => {
                    kept.rotate_right(1);
                    kept[0] = Some(literal);
                }
            }
        }
    });
}

/// Whether two literals are the same value, bit for bit (`-0.0` is not `0.0`, which an add
/// would tell apart; a NaN is the NaN of its bits).
#[inline]
fn same_bits(a: Scalar, b: Scalar) -> bool {
    match (a, b) {
        (Scalar::Bool(x), Scalar::Bool(y)) => x == y,
        (Scalar::Int(x), Scalar::Int(y)) => x == y,
        (Scalar::Float(x), Scalar::Float(y)) => x.to_bits() == y.to_bits(),
        (Scalar::Complex(x), Scalar::Complex(y)) => {
            x.re.to_bits() == y.re.to_bits() && x.im.to_bits() == y.im.to_bits()
        }
        _ => false,
    }
}
