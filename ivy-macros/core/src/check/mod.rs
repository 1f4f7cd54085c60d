//! Every validation of an ivy item, each reporting a spanned error that says what is wrong and
//! what is accepted. Checks do not stop at the first error: they collect all of them
//! ([`Errors`], folded with `syn::Error::combine`) and repair what they can, so the expansion
//! still defines everything the item names and one mistake gives one error.
//!
//! * [`declarations`]: version keys, dtype and device words, `framework =`, `backend =`,
//!   families declared twice.
//! * [`function`]: kinds, wrappers, bodies, parameters (lowers a declaration to a
//!   [`crate::model::FnModel`]).
//! * [`kernel`]: `#[implements]` kernels (lowers to a [`crate::model::KernelModel`]).

pub mod declarations;
pub mod function;
pub mod kernel;

use std::fmt::Display;

use proc_macro2::{Span, TokenStream};
use quote::ToTokens;

/// Collected errors.
#[derive(Debug, Default)]
pub struct Errors(Vec<syn::Error>);

impl Errors {
    /// No errors yet.
    pub fn new() -> Errors {
        Errors(Vec::new())
    }

    /// Adds an error at `span`.
    pub fn at(&mut self, span: Span, message: impl Display) {
        self.0.push(syn::Error::new(span, message));
    }

    /// Adds an error spanning `tokens`.
    pub fn spanned(&mut self, tokens: impl ToTokens, message: impl Display) {
        self.0.push(syn::Error::new_spanned(tokens, message));
    }

    /// Adds a parse error.
    pub fn push(&mut self, error: syn::Error) {
        self.0.push(error);
    }

    /// The value of `result`, recording its error.
    pub fn handle<T>(&mut self, result: syn::Result<T>) -> Option<T> {
        result.map_err(|e| self.0.push(e)).ok()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// How many there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// All of them as one error, if any.
    pub fn combined(self) -> Option<syn::Error> {
        self.0.into_iter().reduce(|mut a, b| {
            a.combine(b);
            a
        })
    }

    /// The messages, for tests.
    pub fn messages(&self) -> Vec<String> {
        self.0.iter().map(|e| e.to_string()).collect()
    }

    /// The `compile_error!`s.
    pub fn to_compile_errors(&self) -> TokenStream {
        self.0.iter().map(syn::Error::to_compile_error).collect()
    }
}
