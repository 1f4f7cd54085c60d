//! Every validation of an ivy item, each reporting a spanned error that says what is wrong and
//! what is accepted. Checks do not stop at the first error: they collect all of them in one
//! error context ([`Errors`], which must be reported before it is dropped) and repair what they
//! can, so the expansion still defines everything the item names and one mistake gives one
//! error. Repeats are found in one place, [`without_repeats`].
//!
//! * [`declarations`]: version keys, dtype and device words, `framework =`, `backend =`,
//!   families declared twice.
//! * [`function`]: kinds, wrappers, bodies, parameters (lowers a declaration to a
//!   [`crate::model::FnModel`]).
//! * [`kernel`]: `#[implements]` kernels (lowers to a [`crate::model::KernelModel`]).
//! * [`rule`]: a `#[returns(..)]` rule's names (a misspelt parameter).
//! * [`defaults`]: `#[defaults(..)]`, the values types alone give the other parameters.

pub mod declarations;
pub mod defaults;
pub mod function;
pub mod kernel;
pub mod rule;

use std::fmt::Display;

use proc_macro2::{Span, TokenStream};
use quote::ToTokens;

/// The errors of one expansion. Every check adds to it; the driver turns them into
/// `compile_error!`s ([`Errors::to_compile_errors`]).
///
/// Like serde's `Ctxt`, it must be consumed: dropping one whose errors were never reported (or
/// explicitly discarded) is a bug in the engine, and panics, so no error is ever lost silently.
#[derive(Debug, Default)]
pub struct Errors {
    list: Vec<syn::Error>,
    consumed: bool,
}

impl Errors {
    /// No errors yet.
    pub fn new() -> Errors {
        Errors::default()
    }

    /// Whether no error has been found yet.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Adds an error at `span`.
    pub fn at(&mut self, span: Span, message: impl Display) {
        self.list.push(syn::Error::new(span, message));
    }

    /// Adds an error spanning `tokens`.
    pub fn spanned(&mut self, tokens: impl ToTokens, message: impl Display) {
        self.list.push(syn::Error::new_spanned(tokens, message));
    }

    /// Adds a parse error (syn's or darling's).
    pub fn push(&mut self, error: impl Into<syn::Error>) {
        self.list.push(error.into());
    }

    /// The value of `result`, recording its error.
    pub fn handle<T, E: Into<syn::Error>>(&mut self, result: Result<T, E>) -> Option<T> {
        result.map_err(|e| self.push(e)).ok()
    }

    /// Runs `check` with an error context of its own, whose errors join these; its value only
    /// if it reported none (a check that found a mistake gives nothing to build on).
    pub fn clean<T>(&mut self, check: impl FnOnce(&mut Errors) -> T) -> Option<T> {
        let mut own = Errors::new();
        let value = check(&mut own);
        let errors = own.take();
        let clean = errors.is_empty();
        self.list.extend(errors);
        clean.then_some(value)
    }

    /// The `compile_error!`s of every error.
    pub fn to_compile_errors(self) -> TokenStream {
        self.take()
            .iter()
            .map(syn::Error::to_compile_error)
            .collect()
    }

    /// The messages, for tests.
    pub fn messages(self) -> Vec<String> {
        self.take().iter().map(|e| e.to_string()).collect()
    }

    /// Drops the errors: what they say is reported elsewhere.
    pub fn discard(self) {
        let _ = self.take();
    }

    fn take(mut self) -> Vec<syn::Error> {
        self.consumed = true;
        std::mem::take(&mut self.list)
    }
}

impl Drop for Errors {
    fn drop(&mut self) {
        if !self.consumed && !std::thread::panicking() {
            panic!("ivy-macros-core: an error context was dropped without reporting its errors");
        }
    }
}

/// Keeps each item that clashes with no item kept before it; every other one is passed to
/// `report` with the kept item it clashes with, and dropped. The one place repeats are found:
/// kinds, wrappers, `#[implements]` and `#[partial_mixed]` written twice, wrappers listed twice
/// in `to_add` / `to_skip`, dtype and device words listed twice, declarations written twice.
/// (Options given twice are darling's to find.)
pub fn without_repeats<T>(
    items: impl IntoIterator<Item = T>,
    clash: impl Fn(&T, &T) -> bool,
    mut report: impl FnMut(&T, &T),
) -> Vec<T> {
    let mut kept: Vec<T> = Vec::new();
    for item in items {
        match kept.iter().find(|k| clash(&item, k)) {
            Some(earlier) => report(&item, earlier),
            None => kept.push(item),
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeats_are_reported_against_the_first_kept_item() {
        let mut reported = Vec::new();
        let kept = without_repeats(
            [1, 11, 2, 21, 3],
            |a, b| a % 10 == b % 10,
            |a, b| reported.push((*a, *b)),
        );
        assert_eq!(kept, [1, 2, 3]);
        assert_eq!(reported, [(11, 1), (21, 1)]);
    }

    #[test]
    fn a_clean_check_gives_its_value_and_a_failed_one_its_errors() {
        let mut errs = Errors::new();
        assert_eq!(errs.clean(|_| 1), Some(1));
        let failed = errs.clean(|e| {
            e.at(Span::call_site(), "wrong");
            2
        });
        assert_eq!(failed, None);
        assert_eq!(errs.messages(), ["wrong"]);
    }

    #[test]
    #[should_panic(expected = "without reporting its errors")]
    fn an_unreported_error_context_is_a_bug() {
        let mut errs = Errors::new();
        errs.at(Span::call_site(), "lost");
    }
}
