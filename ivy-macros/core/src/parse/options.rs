//! The `name = value` options of ivy attributes, read with darling: `#[mixed(to_add = [..],
//! to_skip = [..], not_ivy = [..])]`, `#[compositional(not_ivy = [..])]`,
//! `#[partial_mixed(handler = ..)]`, and the leading `framework = ".."` / `backend = ".."` of
//! the declaration attributes.
//!
//! darling finds unknown options (with a "did you mean") and options given twice; the value
//! types here say what each value must look like.

use darling::FromMeta;
use darling::ast::NestedMeta;
use proc_macro2::Span;
use syn::{Expr, Ident, LitStr};

use super::attr::{IvyAttr, no_args};
use crate::grammar::{Frontend, Wrapper};
use crate::model::FunctionKind;

/// Reads an attribute's options into `T`; an error darling cannot place (a missing option)
/// points at the attribute's name.
pub fn options<T: FromMeta>(attr: &IvyAttr) -> syn::Result<T> {
    let items = NestedMeta::parse_meta_list(attr.args.clone())?;
    T::from_list(&items).map_err(|e| placed(e, attr.name.span()))
}

/// darling's errors as one syn error, each at its own span, else at `fallback`.
fn placed(errors: darling::Error, fallback: Span) -> syn::Error {
    errors
        .into_iter()
        .map(|e| match e.explicit_span() {
            Some(_) => syn::Error::from(e),
            None => syn::Error::new(fallback, e),
        })
        .reduce(|mut all, e| {
            all.combine(e);
            all
        })
        // darling never gives an empty error; this keeps the conversion total.
        .unwrap_or_else(|| syn::Error::new(fallback, "invalid options"))
}

/// The names listed in `[a, b]`, each read by `item`; `example` shows a list in the errors.
/// Every element's error is reported.
fn list<T>(
    expr: &Expr,
    example: &str,
    item: impl Fn(&Ident) -> darling::Result<T>,
) -> darling::Result<Vec<T>> {
    let array = match expr {
        Expr::Array(array) => array,
        Expr::Group(g) => return list(&g.expr, example, item),
        _ => {
            let e = darling::Error::custom(format!("expected a list like `{example}`"));
            return Err(e.with_span(expr));
        }
    };
    let mut errors = darling::Error::accumulator();
    let items = array
        .elems
        .iter()
        .filter_map(|e| {
            let name = match e {
                Expr::Path(p) => p.path.get_ident(),
                _ => None,
            };
            errors.handle(match name {
                Some(name) => item(name),
                None => Err(
                    darling::Error::custom(format!("expected a name, as in `{example}`"))
                        .with_span(e),
                ),
            })
        })
        .collect();
    errors.finish_with(items)
}

/// `[handle_out, nestable]`: wrappers a declaration may write, each with the name it was
/// written as (for spans).
#[derive(Clone, Debug, Default)]
pub struct WrapperList(pub Vec<(Wrapper, Ident)>);

impl FromMeta for WrapperList {
    fn from_expr(expr: &Expr) -> darling::Result<Self> {
        list(expr, "[handle_out, nestable]", |n| {
            Wrapper::parse_written(&n.to_string())
                .map(|w| (w, n.clone()))
                .map_err(|e| darling::Error::custom(e).with_span(n))
        })
        .map(WrapperList)
    }
}

/// `[helper, other]`: plain names.
#[derive(Clone, Debug, Default)]
pub struct NameList(pub Vec<Ident>);

impl FromMeta for NameList {
    fn from_expr(expr: &Expr) -> darling::Result<Self> {
        list(expr, "[helper, other_helper]", |n| Ok(n.clone())).map(NameList)
    }
}

/// The string literal `expr` is (through any invisible group a macro put around it), or an
/// error saying `expected` at its span.
fn string_literal(expr: &Expr, expected: &str) -> darling::Result<LitStr> {
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => Ok(s.clone()),
        Expr::Group(g) => string_literal(&g.expr, expected),
        _ => Err(darling::Error::custom(expected).with_span(expr)),
    }
}

/// A quoted name, as in `framework = "torch"`.
#[derive(Clone, Debug)]
pub struct Quoted(pub LitStr);

impl FromMeta for Quoted {
    fn from_expr(expr: &Expr) -> darling::Result<Self> {
        string_literal(
            expr,
            "expected a name in quotes, as in `framework = \"torch\"` or `backend = \"candle\"`",
        )
        .map(Quoted)
    }
}

/// `#[mixed(..)]`'s options.
#[derive(Default, FromMeta)]
#[darling(default)]
struct MixedOptions {
    to_add: WrapperList,
    to_skip: WrapperList,
    not_ivy: NameList,
}

/// `#[primary(..)]`'s option.
#[derive(Default, FromMeta)]
#[darling(default)]
struct PrimaryOptions {
    keep_dtypes: darling::util::Flag,
}

/// `frontend = "numpy"`: the framework whose frontend the function belongs to.
#[derive(Clone, Copy, Debug)]
pub struct FrontendName(pub Frontend);

impl FromMeta for FrontendName {
    fn from_expr(expr: &Expr) -> darling::Result<Self> {
        let Quoted(name) = Quoted::from_expr(expr)?;
        name.value()
            .parse()
            .map(FrontendName)
            .map_err(|e: crate::grammar::ParseError| {
                darling::Error::custom(e.to_string()).with_span(&name)
            })
    }
}

/// `#[compositional(..)]`'s options.
#[derive(Default, FromMeta)]
#[darling(default)]
struct CompositionalOptions {
    not_ivy: NameList,
    frontend: Option<FrontendName>,
}

/// The options of a kind attribute; each kind accepts only its own.
#[derive(Clone, Debug, Default)]
pub struct KindArgs {
    /// Wrappers added on a mixed function's kernel path.
    pub to_add: WrapperList,
    /// Wrappers skipped on a mixed function's kernel path.
    pub to_skip: WrapperList,
    /// Calls in the body that are not ivy functions.
    pub not_ivy: Vec<Ident>,
    /// `#[primary(keep_dtypes)]`: each element of a list argument keeps its dtype, rather than
    /// being promoted with the other inputs.
    pub keep_dtypes: bool,
    /// `#[compositional(frontend = "numpy")]`: a frontend's function.
    pub frontend: Option<Frontend>,
}

impl KindArgs {
    /// Reads the options of `attr`, the attribute of `kind`.
    pub fn parse(kind: FunctionKind, attr: &IvyAttr) -> syn::Result<KindArgs> {
        match kind {
            FunctionKind::Mixed => options::<MixedOptions>(attr).map(|o| KindArgs {
                to_add: o.to_add,
                to_skip: o.to_skip,
                not_ivy: o.not_ivy.0,
                ..KindArgs::default()
            }),
            FunctionKind::Compositional => {
                options::<CompositionalOptions>(attr).map(|o| KindArgs {
                    not_ivy: o.not_ivy.0,
                    frontend: o.frontend.map(|f| f.0),
                    ..KindArgs::default()
                })
            }
            FunctionKind::Primary => options::<PrimaryOptions>(attr).map(|o| KindArgs {
                keep_dtypes: o.keep_dtypes.is_present(),
                ..KindArgs::default()
            }),
            FunctionKind::Standalone => no_args(attr).map(|()| KindArgs::default()),
        }
    }
}

/// `#[partial_mixed(..)]`'s option.
#[derive(FromMeta)]
struct PartialMixedOptions {
    handler: Expr,
}

/// The handler of `#[partial_mixed(handler = ..)]`.
pub fn parse_partial_mixed(attr: &IvyAttr) -> syn::Result<Expr> {
    if attr.args.is_empty() {
        return Err(syn::Error::new(
            attr.span,
            "`#[partial_mixed]` needs a handler: `#[partial_mixed(handler = |x, w| ..)]`",
        ));
    }
    options::<PartialMixedOptions>(attr).map(|o| o.handler)
}

/// A text in quotes, as in `reason = "candle's CPU matmul refuses bfloat16"`.
#[derive(Clone, Debug)]
pub struct Text(pub LitStr);

impl FromMeta for Text {
    fn from_expr(expr: &Expr) -> darling::Result<Self> {
        string_literal(
            expr,
            "expected text in quotes, as in `reason = \"the kernel panics on integers\"` or \
             `upstream = \"https://github.com/org/repo/issues/1\"`",
        )
        .map(Text)
    }
}

/// The leading options of a declaration attribute.
#[derive(Clone, Debug, Default, FromMeta)]
#[darling(default)]
pub struct DeclOptions {
    /// `framework = "torch"`: the keys are that framework's versions.
    pub framework: Option<Quoted>,
    /// `backend = "candle"`: the declaration is for that backend only.
    pub backend: Option<Quoted>,
    /// `reason = ".."`: why the declaration lists what it lists (a framework's bug), for the
    /// support report.
    pub reason: Option<Text>,
    /// `upstream = "https://.."`: the framework's issue about it.
    pub upstream: Option<Text>,
}

impl DeclOptions {
    /// Reads the options written as `items`; errors darling cannot place point at `span`.
    pub fn from_items(items: &[NestedMeta], span: Span) -> syn::Result<DeclOptions> {
        DeclOptions::from_list(items).map_err(|e| placed(e, span))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    fn attr(name: &str, args: proc_macro2::TokenStream) -> IvyAttr {
        super::super::attr::trigger(name, args).unwrap()
    }

    fn kind_args(kind: FunctionKind, args: proc_macro2::TokenStream) -> syn::Result<KindArgs> {
        KindArgs::parse(kind, &attr(kind.name(), args))
    }

    #[test]
    fn kind_options_are_per_kind() {
        let a = kind_args(
            FunctionKind::Mixed,
            quote!(
                to_add = [handle_out],
                to_skip = [nestable],
                not_ivy = [helper]
            ),
        )
        .unwrap();
        assert_eq!(a.to_add.0[0].0, Wrapper::HandleOut);
        assert_eq!(a.to_skip.0[0].0, Wrapper::Nestable);
        assert_eq!(a.not_ivy[0], "helper");
        let e = kind_args(FunctionKind::Compositional, quote!(to_add = [handle_out])).unwrap_err();
        assert!(e.to_string().contains("Unknown field: `to_add`"), "{e}");
        let e = kind_args(FunctionKind::Primary, quote!(x = [y])).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Unknown field: `x`. Available values: `keep_dtypes`"
        );
        assert!(
            kind_args(FunctionKind::Primary, quote!(keep_dtypes))
                .unwrap()
                .keep_dtypes
        );
        let e = kind_args(FunctionKind::Standalone, quote!(keep_dtypes)).unwrap_err();
        assert_eq!(e.to_string(), "`#[standalone]` takes no arguments");
    }

    #[test]
    fn option_mistakes_name_the_option() {
        let e = kind_args(FunctionKind::Mixed, quote!(to_ad = [nestable])).unwrap_err();
        assert!(e.to_string().contains("Did you mean `to_add`?"), "{e}");
        let e = kind_args(FunctionKind::Mixed, quote!(to_add = [], to_add = [])).unwrap_err();
        assert_eq!(e.to_string(), "Duplicate field `to_add`");
        let e = kind_args(FunctionKind::Mixed, quote!(to_add = nestable)).unwrap_err();
        assert!(e.to_string().starts_with("expected a list like"), "{e}");
        let e = kind_args(FunctionKind::Mixed, quote!(to_skip = [nestabel, "x"])).unwrap_err();
        let messages: Vec<String> = e.into_iter().map(|e| e.to_string()).collect();
        assert!(
            messages[0].contains("did you mean `nestable`?"),
            "{messages:?}"
        );
        assert!(messages[1].starts_with("expected a name"), "{messages:?}");
    }

    #[test]
    fn partial_mixed_needs_its_handler() {
        let h = parse_partial_mixed(&attr("partial_mixed", quote!(handler = |x, w| true)));
        assert!(matches!(h, Ok(Expr::Closure(_))));
        let e = parse_partial_mixed(&attr("partial_mixed", quote!())).unwrap_err();
        assert!(e.to_string().contains("needs a handler"), "{e}");
        let e = parse_partial_mixed(&attr("partial_mixed", quote!(handlr = f))).unwrap_err();
        assert!(e.to_string().contains("Did you mean `handler`?"), "{e}");
    }
}
