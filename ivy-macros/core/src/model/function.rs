//! A checked declaration: `#[primary]`, `#[compositional]`, `#[mixed]` or `#[standalone]`.

use syn::{Ident, Path};

use super::declarations::Declarations;
use super::kind::{FunctionKind, Wrapper};
use super::params::{Param, ParamClass};
use crate::grammar::Frontend;
use crate::parse::FnItem;

/// A declared function, checked.
#[derive(Clone, Debug)]
pub struct FnModel {
    /// The item, ivy attributes removed (a `#[primary]` one has no body).
    pub item: FnItem,
    /// Its kind.
    pub kind: FunctionKind,
    /// Its wrappers, in chain order.
    pub wrappers: Vec<Wrapper>,
    /// Mixed functions: wrappers added on the kernel path.
    pub to_add: Vec<Wrapper>,
    /// Mixed functions: wrappers skipped on the kernel path.
    pub to_skip: Vec<Wrapper>,
    /// Its parameters, classified.
    pub params: Vec<Param>,
    /// Declarations for every backend.
    pub declarations: Declarations,
    /// Declarations for one backend (`backend = "candle"`), by backend name.
    pub backend_declarations: Vec<(String, Declarations)>,
    /// The ivy functions the body calls (compositional and mixed functions).
    pub callees: Vec<Path>,
    /// `#[returns(..)]`: the shape rule (every kind but standalone has one).
    pub returns: Option<syn::Expr>,
    /// `#[defaults(..)]`: the value of each parameter named there, when its output types are
    /// asked from array types alone; `None` for one declared `required` (no default).
    pub defaults: Vec<(Ident, Option<syn::Expr>)>,
    /// `#[infer_dtype(accumulate)]`: an accumulating reduction.
    pub accumulates: bool,
    /// `#[primary(keep_dtypes)]`: a list argument's elements keep their dtypes.
    pub keep_dtypes: bool,
    /// `#[compositional(frontend = "numpy")]`: the framework whose frontend it belongs to.
    pub frontend: Option<Frontend>,
}

impl FnModel {
    /// The function's name.
    pub fn name(&self) -> &Ident {
        &self.item.sig.ident
    }

    /// The name its declaration, errors and reports give it: a frontend's function is
    /// qualified by its framework (`numpy.add`), beside Ivy's own `add`.
    pub fn qualified_name(&self) -> String {
        match self.frontend {
            Some(f) => format!("{}.{}", f.name(), self.name()),
            None => self.name().to_string(),
        }
    }

    /// Whether the function has `wrapper`.
    pub fn has(&self, wrapper: Wrapper) -> bool {
        self.wrappers.contains(&wrapper)
    }

    /// Whether the kernel path has `wrapper`: the function's wrappers, plus `to_add`, minus
    /// `to_skip` (Ivy's `mixed_backend_wrappers`).
    pub fn kernel_has(&self, wrapper: Wrapper) -> bool {
        (self.has(wrapper) || self.to_add.contains(&wrapper)) && !self.to_skip.contains(&wrapper)
    }

    /// The parameters that reach the kernel and the body (all but `out`).
    pub fn args(&self) -> impl Iterator<Item = &Param> {
        self.params.iter().filter(|p| p.class != ParamClass::Out)
    }

    /// The `out` parameter.
    pub fn out(&self) -> Option<&Param> {
        self.params.iter().find(|p| p.class == ParamClass::Out)
    }

    /// The list argument a primary function's call plans with its inputs (`xs: &[Array]`,
    /// `operands: &[&Array]`), if it has one.
    pub fn list(&self) -> Option<&Param> {
        (self.kind == FunctionKind::Primary)
            .then(|| {
                self.params.iter().find(|p| {
                    p.class == ParamClass::Other && super::params::array_list(&p.ty).is_some()
                })
            })
            .flatten()
    }

    /// The condition argument a primary function's call moves to the backend in its truth
    /// dtype (`condition: &Condition`), if it has one.
    pub fn condition(&self) -> Option<&Param> {
        (self.kind == FunctionKind::Primary)
            .then(|| {
                self.params.iter().find(|p| {
                    p.class == ParamClass::Other
                        && matches!(&p.ty, syn::Type::Reference(r)
                            if super::params::last_segment(&r.elem)
                                .is_some_and(|s| s.ident == "Condition"))
                })
            })
            .flatten()
    }

    /// What a call that leaves `param` out passes for it, or `None` for a parameter every call
    /// gives: the `#[defaults]` value (`required` makes it one every call gives); `None` for
    /// `out`, the dtype, the device, an optional array and any other `Option`; `false` for a
    /// `bool`. Everything else (arrays, scalars, shapes, axes as integers) is given.
    pub fn default_of(&self, param: &Param) -> Option<proc_macro2::TokenStream> {
        if let Some((_, value)) = self.defaults.iter().find(|(n, _)| *n == param.ident) {
            return value.as_ref().map(|v| quote::quote!(#v));
        }
        let optional = matches!(
            param.class,
            ParamClass::Out | ParamClass::Dtype | ParamClass::Device | ParamClass::OptArray
        ) || super::params::single_arg(&param.ty, "Option").is_some();
        if optional {
            return Some(quote::quote!(::core::option::Option::None));
        }
        matches!(&param.ty, syn::Type::Path(t) if t.qself.is_none() && t.path.is_ident("bool"))
            .then(|| quote::quote!(false))
    }

    /// The array inputs, in order.
    pub fn inputs(&self) -> impl Iterator<Item = &Param> {
        self.params.iter().filter(|p| p.class.is_input())
    }

    /// Whether `param` is the list argument the call plans (see [`FnModel::list`]).
    pub fn is_list(&self, param: &Param) -> bool {
        self.list().is_some_and(|l| l.ident == param.ident)
    }

    /// Whether `param` is the condition argument the call prepares (see
    /// [`FnModel::condition`]).
    pub fn is_condition(&self, param: &Param) -> bool {
        self.condition().is_some_and(|c| c.ident == param.ident)
    }

    /// Whether it has call forms besides the one it is written in (a short form and a
    /// builder): it has something to leave out, no generics of its own, and is not standalone
    /// (a standalone function is emitted as written).
    pub fn has_builder(&self) -> bool {
        self.kind != FunctionKind::Standalone
            && self.item.sig.generics.params.is_empty()
            && self.params.iter().any(|x| self.default_of(x).is_some())
    }

    /// The number of arrays of a function of arrays only (the runtime's `ArraysFn`): primary,
    /// one to three required arrays or array-likes, an `out` it handles and one array out,
    /// nothing else. Its builder, arguments and dispatch are the runtime's, generic over that
    /// number.
    pub fn arrays_only(&self) -> Option<usize> {
        let is_array = |x: &&Param| matches!(x.class, ParamClass::Array | ParamClass::ArrayLike);
        let arrays = self.params.iter().filter(is_array).count();
        let rest_is_out = self
            .params
            .iter()
            .all(|x| is_array(&x) || x.class == ParamClass::Out);
        let plain =
            self.list().is_none() && self.condition().is_none() && self.planned().next().is_none();
        let one_array_out = matches!(
            super::params::output_type(&self.item.sig.output),
            Some(syn::Type::Path(t)) if t.path.segments.last().is_some_and(|s| s.ident == "Array")
        );
        (self.kind == FunctionKind::Primary
            && self.item.sig.generics.params.is_empty()
            && (1..=3).contains(&arrays)
            && rest_is_out
            && self.out().is_some()
            && self.has(Wrapper::HandleOut)
            && plain
            && one_array_out)
            .then_some(arrays)
    }
}
