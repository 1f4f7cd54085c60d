//! The array arguments a primary function's call plans apart from its inputs, by the alias
//! their type names (`indices: &Indices`, `values: &Values`): never promoted with the inputs,
//! each prepared by the runtime's `Given::with_<kind>` and read back by `Call::<kind>()`.
//! (`&Condition`, planned in its truth dtype, came first and keeps its own path.)

use proc_macro2::Span;
use syn::Ident;

use super::{FnModel, FunctionKind, Param, ParamClass};

/// How the call plans an array argument apart from its inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Planned {
    /// `&Indices`: positions of an integer dtype, handed to the kernel as `int64`.
    Indices,
    /// `&Values`: written into the first input, cast to its planned dtype as `out=` takes a
    /// result.
    Values,
}

impl Planned {
    /// Every kind.
    const ALL: [Planned; 2] = [Planned::Indices, Planned::Values];

    /// The alias its type names.
    fn alias(self) -> &'static str {
        match self {
            Planned::Indices => "Indices",
            Planned::Values => "Values",
        }
    }

    /// The runtime's `Call` method that reads it (`indices`).
    pub fn accessor(self) -> Ident {
        Ident::new(&self.alias().to_lowercase(), Span::call_site())
    }

    /// The runtime's `Given` method that hands it to the call (`with_indices`).
    pub fn given_method(self) -> Ident {
        Ident::new(
            &format!("with_{}", self.alias().to_lowercase()),
            Span::call_site(),
        )
    }

    /// The kind a parameter of type `ty` is, if any: `&Indices`, `&Values`.
    fn of(ty: &syn::Type) -> Option<Planned> {
        let syn::Type::Reference(r) = ty else {
            return None;
        };
        let seg = super::params::last_segment(&r.elem)?;
        Planned::ALL
            .into_iter()
            .find(|k| seg.ident == k.alias() && seg.arguments.is_none())
    }

    /// Whether `name` is one of the aliases (`output_type` takes their types).
    pub fn is_alias(name: &Ident) -> bool {
        Planned::ALL.iter().any(|k| name == k.alias())
    }
}

impl FnModel {
    /// A primary function's planned arguments, in order, with their kinds.
    pub fn planned(&self) -> impl Iterator<Item = (&Param, Planned)> {
        let primary = self.kind == FunctionKind::Primary;
        self.params
            .iter()
            .filter(move |p| primary && p.class == ParamClass::Other)
            .filter_map(|p| Some((p, Planned::of(&p.ty)?)))
    }

    /// The kind of `param` if the call plans it apart (see [`FnModel::planned`]).
    pub fn planned_kind(&self, param: &Param) -> Option<Planned> {
        self.planned()
            .find(|(p, _)| p.ident == param.ident)
            .map(|(_, k)| k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use syn::parse_quote;

    #[test]
    fn kinds_follow_the_alias_written() {
        assert_eq!(Planned::of(&parse_quote!(&Indices)), Some(Planned::Indices));
        assert_eq!(
            Planned::of(&parse_quote!(&ivy::Values)),
            Some(Planned::Values)
        );
        assert_eq!(Planned::of(&parse_quote!(Indices)), None);
        assert_eq!(Planned::of(&parse_quote!(&Array)), None);
        assert_eq!(Planned::Indices.given_method(), "with_indices");
        assert_eq!(Planned::Values.accessor(), "values");
    }
}
