//! [`Literal`]: the 0-d array a call makes of a Rust literal operand (`x + 2`), kept by the
//! thread for its next call with the same literal.
//!
//! Kernels take arrays, so a literal is made one: a host array, the backend's array, its
//! storage, and all of it dropped again after the call, which costs more than the 1-element
//! call it joins. The thread keeps the last few of these arrays, each with the promotion rules
//! under which its literal gave way to its dtype, and a call with the same literal (the same
//! value, bit for bit, next to the same dtype, on the same backend and device, under the same
//! rules) takes one instead of checking and making it. A kept array is one no one else can
//! see: a call takes it out while it runs, and puts it back when it ends only if nothing else
//! holds it then.

use std::cell::RefCell;

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

thread_local! {
    static KEPT_LITERALS: RefCell<[Option<Box<Kept>>; KEPT]> =
        const { RefCell::new([const { None }; KEPT]) };
}

/// The 0-d array of a call's literal operand, if it has one (boxed: a call holds one pointer,
/// nothing for a call without a literal to move or check but that): put back for the thread's
/// next call when dropped, if nothing else holds it.
#[derive(Default)]
pub(super) struct Literal(Option<Box<Kept>>);

impl Literal {
    /// The kept 0-d array of `value` in `dtype` on `backend` and `device`, if this thread has
    /// one made under the promotion rules in force (so `value` gives way to `dtype` and fits
    /// it: checked when it was made).
    #[inline(never)]
    pub(super) fn kept(
        backend: BackendId,
        value: Scalar,
        dtype: Dtype,
        device: Device,
    ) -> Option<Literal> {
        let rules = promotion_rules();
        KEPT_LITERALS
            .try_with(|kept| {
                let mut kept = kept.try_borrow_mut().ok()?;
                let found = kept.iter_mut().find(|k| {
                    k.as_deref().is_some_and(|k| {
                        same_bits(k.value, value)
                            && k.array.dtype() == dtype
                            && k.rules == rules
                            && k.array.backend() == backend
                            && k.array.device() == device
                    })
                })?;
                found.take().map(|k| Literal(Some(k)))
            })
            .ok()
            .flatten()
    }

    /// A new 0-d array of `value` in `dtype` on `backend` and `device`, where `value` gives
    /// way to `dtype` under the rules in force and fits it (the caller's check).
    pub(super) fn made(
        backend: BackendId,
        value: Scalar,
        dtype: Dtype,
        device: Device,
    ) -> Result<Literal> {
        Ok(Literal(Some(Box::new(Kept {
            value,
            rules: promotion_rules(),
            array: Array::scalar(backend, value, dtype, device)?,
        }))))
    }

    /// The array, if the call has a literal.
    #[inline]
    pub(super) fn array(&self) -> Option<&Array> {
        self.0.as_deref().map(|k| &k.array)
    }
}

impl Drop for Literal {
    // Always: every call drops one, nearly always empty (a branch, nothing called).
    #[inline(always)]
    fn drop(&mut self) {
        if let Some(kept) = self.0.take() {
            keep(kept);
        }
    }
}

/// Keeps a call's literal array for the thread's next call, if nothing else holds it.
#[inline(never)]
fn keep(mut literal: Box<Kept>) {
    // Held elsewhere (a clone a body kept): not kept, as it may yet be written.
    if !literal.array.is_unshared() {
        return;
    }
    let _ = KEPT_LITERALS.try_with(move |kept| {
        if let Ok(mut kept) = kept.try_borrow_mut() {
            // An empty place (the one it was taken from, mostly); else the array in the last
            // place gives way, the others moving down one (the oldest only while each went
            // in at the front).
            match kept.iter_mut().find(|k| k.is_none()) {
                Some(place) => *place = Some(literal),
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
