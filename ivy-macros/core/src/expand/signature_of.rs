//! `#[signature_of(model)]` in a module of declarations: a function that takes the parameters
//! and output of `model`, declared before it in the same module, states them once (Ivy's
//! twins: `argmin` takes `argmax`'s, `std` takes `var`'s). `#[signature_of(model, old = new)]`
//! renames `model`'s parameter `old` to `new` (`random_normal`'s `mean` is
//! `random_uniform`'s `low`). The function writes an empty parameter list and no output:
//! `pub fn argmin();`.

use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::{FnArg, Ident, Pat, ReturnType, Signature, Token};

use crate::check::Errors;
use crate::parse::{AttrKind, FnItem, IvyAttr};

/// The arguments: the model, then renames of its parameters.
struct SignatureOf {
    model: Ident,
    renames: Vec<(Ident, Ident)>,
}

impl Parse for SignatureOf {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let model: Ident = input.parse()?;
        let mut renames = Vec::new();
        while !input.is_empty() {
            input.parse::<Token![,]>()?;
            if input.is_empty() {
                break;
            }
            let old: Ident = input.parse()?;
            input.parse::<Token![=]>()?;
            renames.push((old, input.parse()?));
        }
        Ok(SignatureOf { model, renames })
    }
}

/// Gives `f` the signature its `#[signature_of(..)]` (taken out of `attrs`) names among
/// `declared`, the signatures of the functions before it; without the attribute `f` is left as
/// it is. `false` after a mistake (recorded): `f` has no signature to declare anything with.
pub fn apply(
    f: &mut FnItem,
    attrs: &mut Vec<IvyAttr>,
    declared: &[Signature],
    errs: &mut Errors,
) -> bool {
    let (taken, rest): (Vec<IvyAttr>, Vec<IvyAttr>) = std::mem::take(attrs)
        .into_iter()
        .partition(|a| a.kind == AttrKind::SignatureOf);
    *attrs = rest;
    let Some(attr) = taken.first() else {
        return true;
    };
    for again in &taken[1..] {
        errs.at(again.name.span(), "`#[signature_of]` is written twice");
    }
    let Some(args) = errs.handle(syn::parse2::<SignatureOf>(attr.args.clone())) else {
        return false;
    };
    let own = &f.sig;
    if !own.inputs.is_empty() || own.variadic.is_some() || own.output != ReturnType::Default {
        errs.at(
            own.paren_token.span.join(),
            format!(
                "`{}` takes the parameters and output of `{}`: write an empty parameter \
                 list and no output, `fn {}();`",
                own.ident, args.model, own.ident
            ),
        );
        return false;
    }
    let Some(model) = declared.iter().find(|s| s.ident == args.model) else {
        let before: Vec<String> = declared.iter().map(|s| format!("`{}`", s.ident)).collect();
        errs.at(
            args.model.span(),
            format!(
                "`#[signature_of]` names a function declared before it in this module; `{}` is \
                 not one (before it: {})",
                args.model,
                if before.is_empty() {
                    "none".to_owned()
                } else {
                    before.join(", ")
                }
            ),
        );
        return false;
    };
    let mut ok = true;
    let mut inputs: Punctuated<FnArg, Token![,]> = model.inputs.clone();
    for (old, new) in &args.renames {
        let names: Vec<String> = inputs.iter().filter_map(param_name).collect();
        if names.contains(&new.to_string()) {
            errs.at(
                new.span(),
                format!("`{}` already has a parameter `{new}`", model.ident),
            );
            ok = false;
            continue;
        }
        match inputs.iter_mut().find_map(|p| match p {
            FnArg::Typed(t) => match &mut *t.pat {
                Pat::Ident(p) if p.ident == *old => Some(p),
                _ => None,
            },
            FnArg::Receiver(_) => None,
        }) {
            Some(p) => p.ident = new.clone(),
            None => {
                errs.at(
                    old.span(),
                    format!(
                        "`{}` has no parameter `{old}`; its parameters are {}",
                        model.ident,
                        names.join(", ")
                    ),
                );
                ok = false;
            }
        }
    }
    f.sig.inputs = inputs;
    f.sig.output = model.output.clone();
    ok
}

/// A parameter's name, where it is bound to one.
fn param_name(p: &FnArg) -> Option<String> {
    match p {
        FnArg::Typed(t) => match &*t.pat {
            Pat::Ident(p) => Some(p.ident.to_string()),
            _ => None,
        },
        FnArg::Receiver(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use quote::ToTokens;

    use super::*;
    use crate::parse::take_ivy_attrs;

    fn item(src: &str) -> (FnItem, Vec<IvyAttr>) {
        let mut f: FnItem = syn::parse_str(src).unwrap();
        let attrs = take_ivy_attrs(&mut f.attrs);
        (f, attrs)
    }

    fn model() -> Signature {
        syn::parse_str("fn argmax(x: &Array, axis: Option<isize>) -> Result<Array>").unwrap()
    }

    #[test]
    fn takes_the_models_parameters_and_output_renamed() {
        let (mut f, mut attrs) = item("#[signature_of(argmax, x = y)] pub fn argmin();");
        let mut errs = Errors::new();
        assert!(apply(&mut f, &mut attrs, &[model()], &mut errs));
        assert!(errs.is_empty());
        errs.to_compile_errors();
        assert!(attrs.is_empty());
        let sig = f.sig.to_token_stream().to_string();
        assert_eq!(
            sig,
            "fn argmin (y : & Array , axis : Option < isize >) -> Result < Array >"
        );
    }

    #[test]
    fn refuses_an_unknown_model_a_written_list_and_an_unknown_parameter() {
        let cases = [
            (
                "#[signature_of(argmx)] fn argmin();",
                "`argmx` is not one (before it: `argmax`)",
            ),
            (
                "#[signature_of(argmax)] fn argmin(x: &Array);",
                "write an empty parameter list",
            ),
            (
                "#[signature_of(argmax, z = y)] fn argmin();",
                "no parameter `z`; its parameters are x, axis",
            ),
            (
                "#[signature_of(argmax, x = axis)] fn argmin();",
                "already has a parameter `axis`",
            ),
        ];
        for (src, expected) in cases {
            let (mut f, mut attrs) = item(src);
            let mut errs = Errors::new();
            assert!(!apply(&mut f, &mut attrs, &[model()], &mut errs));
            let found = errs.to_compile_errors().to_string();
            assert!(found.contains(expected), "{src}: {found}");
        }
    }
}
