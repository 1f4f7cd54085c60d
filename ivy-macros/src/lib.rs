//! Attribute macros for declaring ivy functions and their backend implementations.
//!
//! This crate holds only the `#[proc_macro_attribute]` entry points: a proc-macro crate can export
//! nothing else, and keeping the engine in `ivy-macros-core` (a normal library) makes it testable.
//! The attributes (`#[primary]`, `#[compositional]`, `#[implements(..)]`, ...) arrive with the
//! macro layer; today the crate only fixes the place they live in.
