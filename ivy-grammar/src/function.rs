//! The words of a declared function: its kind and the wrappers of its chain. The macros parse
//! them from attribute names, the runtime keeps them in each function's descriptor.

use crate::parse_error::{ParseError, parse_word};

crate::word_enum! {
    /// The kind of a declared function (seed 002); exactly one per declaration, written as its
    /// attribute (`#[primary]`).
    pub enum FunctionKind: "function kind" {
        /// `#[primary]`: declared once, no body; each backend implements it.
        Primary = "primary",
        /// `#[compositional]`: a body in terms of other ivy functions; no backend implements it.
        Compositional = "compositional",
        /// `#[mixed]`: a compositional body, and backend implementations where a backend has a
        /// native one.
        Mixed = "mixed",
        /// `#[standalone]`: neither backend kernels nor other ivy functions (convenience
        /// functions), emitted unchanged.
        Standalone = "standalone",
    }
}

impl FunctionKind {
    /// Whether the function has a body as written (every kind but `primary`).
    pub const fn has_body(self) -> bool {
        !matches!(self, FunctionKind::Primary)
    }

    /// Whether calls dispatch to backend kernels (`primary` and `mixed`).
    pub const fn has_kernels(self) -> bool {
        matches!(self, FunctionKind::Primary | FunctionKind::Mixed)
    }
}

crate::word_enum! {
    /// A wrapper of the wrapper chain, listed (and ordered) the way the chain applies them,
    /// outermost first, whatever order they are written in.
    #[derive(PartialOrd, Ord)]
    pub enum Wrapper: "wrapper" {
        /// `#[nestable]`: a `Container` is accepted wherever an array is.
        Nestable = "nestable",
        /// Chooses between the kernel and the compositional body per call. It is not written on
        /// declarations: a backend kernel's `#[partial_mixed(handler = ..)]` decides it.
        PartialMixed = "partial_mixed",
        /// `#[integer_arrays_to_float]`: integer and `bool` inputs are promoted to the default
        /// float dtype before anything else (Ivy's superset behaviour for float functions:
        /// `tan(int8)` gives the default float dtype on every backend).
        IntegerArraysToFloat = "integer_arrays_to_float",
        /// `#[handle_out]`: the `out` argument, checked, then written.
        HandleOut = "handle_out",
        /// `#[infer_dtype]`: `dtype: Option<Dtype>` is decided before the kernel runs.
        InferDtype = "infer_dtype",
        /// `#[infer_device]`: `device: Option<Device>` is decided before the kernel runs.
        InferDevice = "infer_device",
    }
}

impl Wrapper {
    /// The order the chain applies wrappers in, outermost first.
    pub const ORDER: [Wrapper; Wrapper::COUNT] = Wrapper::ALL;

    /// The wrappers written as attributes on a declaration (every one but `partial_mixed`), in
    /// chain order.
    pub const WRITTEN: [Wrapper; 5] = [
        Wrapper::Nestable,
        Wrapper::IntegerArraysToFloat,
        Wrapper::HandleOut,
        Wrapper::InferDtype,
        Wrapper::InferDevice,
    ];

    /// The names of [`Wrapper::WRITTEN`], indexed like it.
    pub const WRITTEN_NAMES: [&'static str; 5] = {
        let mut names = [""; 5];
        let mut i = 0;
        while i < names.len() {
            names[i] = Wrapper::WRITTEN[i].name();
            i += 1;
        }
        names
    };

    /// Whether the wrapper is written as an attribute on declarations.
    pub fn is_written(self) -> bool {
        Wrapper::WRITTEN.contains(&self)
    }

    /// The wrapper written as `s` on a declaration (`to_add = [..]` lists these too); the error
    /// names only those.
    pub fn parse_written(s: &str) -> Result<Wrapper, ParseError> {
        parse_word("wrapper", s, &Wrapper::WRITTEN_NAMES, &Wrapper::WRITTEN)
    }

    /// `wrappers` sorted into chain order, each once.
    pub fn in_chain_order(wrappers: &[Wrapper]) -> Vec<Wrapper> {
        Wrapper::ORDER
            .into_iter()
            .filter(|w| wrappers.contains(w))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrappers_sort_into_chain_order_whatever_the_written_order() {
        let written = [Wrapper::InferDevice, Wrapper::Nestable, Wrapper::HandleOut];
        assert_eq!(
            Wrapper::in_chain_order(&written),
            [Wrapper::Nestable, Wrapper::HandleOut, Wrapper::InferDevice]
        );
        for w in Wrapper::WRITTEN {
            assert_eq!(Wrapper::parse_written(w.name()), Ok(w));
        }
    }

    #[test]
    fn partial_mixed_is_not_written_on_declarations() {
        let e = Wrapper::parse_written("partial_mixed").unwrap_err();
        assert_eq!(
            e.to_string(),
            "`partial_mixed` is not a wrapper (expected one of: nestable, \
             integer_arrays_to_float, handle_out, infer_dtype, infer_device)"
        );
        assert_eq!("partial_mixed".parse(), Ok(Wrapper::PartialMixed));
    }

    #[test]
    fn kinds_know_their_body_and_kernels() {
        for k in FunctionKind::ALL {
            assert_eq!(k.name().parse(), Ok(k));
        }
        assert!(FunctionKind::Mixed.has_kernels() && !FunctionKind::Compositional.has_kernels());
        assert!(!FunctionKind::Primary.has_body() && FunctionKind::Standalone.has_body());
        assert_eq!(FunctionKind::Compositional.variant(), "Compositional");
    }
}
