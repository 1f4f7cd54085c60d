//! Ivy's frontends: a framework's functions, with its names, parameters, defaults, reduction
//! dtypes and promotion, declared as compositional functions over Ivy's functions, so they run
//! on every backend.
//!
//! Each function is declared `#[compositional(frontend = "numpy")]`: its call and its output
//! types run under the framework's promotion rules and default dtypes (see
//! [`frontend_scope`](ivy::frontend_scope)), whatever is in force globally, and its name in
//! errors and reports is qualified (`numpy.add`).
//!
//! * [`numpy`]: NumPy 2's functions.

// Generated code names `::ivy::__private`; here `ivy` is the runtime.
extern crate ivy_runtime as ivy;

pub mod numpy;
