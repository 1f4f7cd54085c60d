//! Function kinds and wrappers.

/// The kind of a declared function (seed 002); exactly one per declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `#[primary]`: no body; each backend implements it.
    Primary,
    /// `#[compositional]`: a body made of other ivy functions.
    Compositional,
    /// `#[mixed]`: a compositional body, and backend kernels where a backend has one.
    Mixed,
    /// `#[standalone]`: a plain function, emitted unchanged, with a declaration.
    Standalone,
}

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 4] = [
        Kind::Primary,
        Kind::Compositional,
        Kind::Mixed,
        Kind::Standalone,
    ];

    /// The attribute name.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Primary => "primary",
            Kind::Compositional => "compositional",
            Kind::Mixed => "mixed",
            Kind::Standalone => "standalone",
        }
    }

    /// The kind called `name`.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The runtime's `FunctionKind` variant and `kind` marker name.
    pub fn variant(self) -> &'static str {
        match self {
            Kind::Primary => "Primary",
            Kind::Compositional => "Compositional",
            Kind::Mixed => "Mixed",
            Kind::Standalone => "Standalone",
        }
    }

    /// Whether the function has a body as written.
    pub fn has_body(self) -> bool {
        self != Kind::Primary
    }

    /// Whether calls dispatch to backend kernels.
    pub fn has_kernels(self) -> bool {
        matches!(self, Kind::Primary | Kind::Mixed)
    }
}

/// A wrapper written as an attribute on a declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WrapperName {
    /// `#[nestable]`.
    Nestable,
    /// `#[handle_out]`.
    HandleOut,
    /// `#[infer_dtype]`.
    InferDtype,
    /// `#[infer_device]`.
    InferDevice,
}

impl WrapperName {
    /// The chain order, outermost first: the order of the runtime's `Wrapper::ORDER` (where
    /// `partial_mixed` sits between `nestable` and `handle_out`; it is not written as a wrapper
    /// on declarations but decided by backend kernels).
    pub const ORDER: [WrapperName; 4] = [
        WrapperName::Nestable,
        WrapperName::HandleOut,
        WrapperName::InferDtype,
        WrapperName::InferDevice,
    ];

    /// Every accepted wrapper name, in chain order.
    pub const NAMES: [&'static str; 4] = ["nestable", "handle_out", "infer_dtype", "infer_device"];

    /// The attribute name.
    pub fn name(self) -> &'static str {
        WrapperName::NAMES[self as usize]
    }

    /// The wrapper called `name`.
    pub fn from_name(name: &str) -> Option<WrapperName> {
        WrapperName::ORDER.into_iter().find(|w| w.name() == name)
    }

    /// The runtime's `Wrapper` variant.
    pub fn variant(self) -> &'static str {
        match self {
            WrapperName::Nestable => "Nestable",
            WrapperName::HandleOut => "HandleOut",
            WrapperName::InferDtype => "InferDtype",
            WrapperName::InferDevice => "InferDevice",
        }
    }
}

/// Sorts wrappers into chain order and removes duplicates.
pub fn in_chain_order(wrappers: &[WrapperName]) -> Vec<WrapperName> {
    WrapperName::ORDER
        .into_iter()
        .filter(|w| wrappers.contains(w))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrappers_sort_into_chain_order_whatever_the_written_order() {
        let written = [
            WrapperName::InferDevice,
            WrapperName::Nestable,
            WrapperName::HandleOut,
        ];
        assert_eq!(
            in_chain_order(&written),
            [
                WrapperName::Nestable,
                WrapperName::HandleOut,
                WrapperName::InferDevice
            ]
        );
        for w in WrapperName::ORDER {
            assert_eq!(WrapperName::from_name(w.name()), Some(w));
        }
    }

    #[test]
    fn kinds_round_trip() {
        for k in Kind::ALL {
            assert_eq!(Kind::from_name(k.name()), Some(k));
        }
        assert!(Kind::Mixed.has_kernels() && !Kind::Compositional.has_kernels());
    }
}
