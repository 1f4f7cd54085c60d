//! `#[defaults(name = value, ..)]`: the defaults of parameters that no array type fills
//! (`flatten`'s `end_dim = -1`): a call may leave them out (see `FnModel::default_of`), and
//! `f::DECL.output_types` (and `ivy type`) take them. Each name is a parameter that
//! takes no array, named once; each value is an expression of the parameter's type, or
//! `required` for a parameter the function has no default for (`eye`'s `n_rows = required`):
//! such a function cannot be typed from array types alone, and says which parameter is why.

use syn::punctuated::Punctuated;
use syn::{Expr, Ident, MetaNameValue, Token};

use super::{Errors, without_repeats};
use crate::model::{FunctionKind, Param, ParamClass};
use crate::parse::IvyAttr;

/// The value `required` spells: no default (see the module's documentation).
const REQUIRED: &str = "required";

/// The checked defaults of `function`, a declaration of `kind` with `params`: each named
/// parameter's value, `None` where it is `required`.
pub fn check_defaults(
    attrs: &[&IvyAttr],
    kind: FunctionKind,
    function: &Ident,
    params: &[Param],
    errs: &mut Errors,
) -> Vec<(Ident, Option<Expr>)> {
    let attrs = without_repeats(
        attrs.iter().copied(),
        |_, _| true,
        |extra, _| {
            errs.at(
                extra.name.span(),
                "`#[defaults]` is written twice: list every default in one",
            )
        },
    );
    let Some(attr) = attrs.first() else {
        return Vec::new();
    };
    if kind == FunctionKind::Standalone {
        errs.at(
            attr.name.span(),
            "a `#[standalone]` function has no output types to default: remove `#[defaults]`",
        );
        return Vec::new();
    }
    let parser = Punctuated::<MetaNameValue, Token![,]>::parse_terminated;
    let Some(pairs) = errs.handle(syn::parse::Parser::parse2(parser, attr.args.clone())) else {
        return Vec::new();
    };
    let mut out: Vec<(Ident, Option<Expr>)> = Vec::new();
    for pair in pairs {
        let Some(name) = pair.path.get_ident() else {
            errs.spanned(&pair.path, "a default names one parameter: `end_dim = -1`");
            continue;
        };
        let takes = |p: &&Param| {
            !matches!(
                p.class,
                ParamClass::Array | ParamClass::OptArray | ParamClass::ArrayLike | ParamClass::Out
            )
        };
        let defaultable: Vec<String> = params
            .iter()
            .filter(takes)
            .map(|p| format!("`{}`", p.ident))
            .collect();
        match params.iter().find(|p| p.ident == *name) {
            Some(p) if takes(&p) => {}
            Some(_) => {
                errs.at(
                    name.span(),
                    format!("`{name}` takes an array, which its type gives: it has no default"),
                );
                continue;
            }
            None => {
                errs.at(
                    name.span(),
                    format!(
                        "`{name}` is not a parameter of `{function}`; the parameters with \
                         defaults are: {}",
                        defaultable.join(", ")
                    ),
                );
                continue;
            }
        }
        if out.iter().any(|(n, _)| n == name) {
            errs.at(name.span(), format!("`{name}` has two defaults; keep one"));
            continue;
        }
        let required =
            matches!(&pair.value, Expr::Path(p) if p.qself.is_none() && p.path.is_ident(REQUIRED));
        out.push((name.clone(), (!required).then_some(pair.value)));
    }
    out
}

#[cfg(test)]
mod tests {
    use quote::{format_ident, quote};

    use super::*;

    fn check(args: proc_macro2::TokenStream) -> (Vec<(String, Option<String>)>, Vec<String>) {
        let param = |name: &str, class| Param {
            ident: format_ident!("{name}"),
            ty: syn::parse_quote!(isize),
            class,
            input_index: None,
        };
        let params = [
            param("x", ParamClass::Array),
            param("start_dim", ParamClass::Other),
            param("end_dim", ParamClass::Other),
        ];
        let attr = crate::parse::attr::trigger("defaults", args).unwrap();
        let mut errs = Errors::new();
        let f = format_ident!("flatten");
        let d = check_defaults(
            &[&attr],
            FunctionKind::Compositional,
            &f,
            &params,
            &mut errs,
        );
        let d = d
            .iter()
            .map(|(n, v)| (n.to_string(), v.as_ref().map(|v| quote!(#v).to_string())))
            .collect();
        (d, errs.messages())
    }

    #[test]
    fn defaults_name_parameters_that_take_no_array() {
        let (d, e) = check(quote!(start_dim = 0, end_dim = -1));
        assert!(e.is_empty(), "{e:?}");
        assert_eq!(
            d,
            [
                ("start_dim".to_owned(), Some("0".to_owned())),
                ("end_dim".to_owned(), Some("- 1".to_owned()))
            ]
        );
        let (d, e) = check(quote!(x = 1, end = -1, end_dim = -1, end_dim = 0));
        assert_eq!(d.len(), 1);
        assert_eq!(
            e,
            [
                "`x` takes an array, which its type gives: it has no default",
                "`end` is not a parameter of `flatten`; the parameters with defaults are: \
                 `start_dim`, `end_dim`",
                "`end_dim` has two defaults; keep one",
            ]
        );
    }

    #[test]
    fn required_marks_a_parameter_with_no_default() {
        let (d, e) = check(quote!(start_dim = required, end_dim = -1));
        assert!(e.is_empty(), "{e:?}");
        assert_eq!(
            d,
            [
                ("start_dim".to_owned(), None),
                ("end_dim".to_owned(), Some("- 1".to_owned()))
            ]
        );
        let (_, e) = check(quote!(x = required));
        assert_eq!(
            e,
            ["`x` takes an array, which its type gives: it has no default"]
        );
    }
}
