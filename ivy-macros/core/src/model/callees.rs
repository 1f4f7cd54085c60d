//! The ivy functions a compositional body calls, for `FunctionDecl::callees` (the runtime
//! intersects their support to infer the function's), and the calls a standalone body makes
//! (checked to be of no other kind).
//!
//! The rule is syntactic. A call `f(..)` counts when its function is a path that is
//!
//! * a single identifier written in lower case (`add(..)`, `matmul(..)`), or
//! * a path starting with `ivy::` or `ivy_runtime::` (`ivy::add(..)`), or with the name the
//!   calling crate gives the facade (`ivy_rs::add(..)`, see [`crate::facade`]),
//!
//! and is not one of: the function itself, a parameter, a local binding of the body (`let`,
//! closure and `match` bindings), or a name listed in `not_ivy = [..]` of the kind attribute.
//! Each counted call `p(..)` records `p`'s descriptor, checked by name resolution to be a
//! declared function (see `expand::function`), so a helper called like an ivy function must be
//! listed in `not_ivy` (or called through a path, `self::helper(..)`). A standalone body's
//! counted calls are checked to be of plain or standalone functions. `f::with(..)` (the
//! builder) counts as a call of `f`. Calls inside macro invocations (`vec![add(..)?]`), method
//! calls (`x.tan()`) and operators (`&a + &b`) are not seen: a body writes `tan(x)`.

use std::collections::HashSet;

use syn::visit::Visit;
use syn::{Block, Expr, Ident, Pat, Path};

/// Collects the callees of `body`.
pub fn callees(body: &Block, own: &Ident, params: &[Ident], not_ivy: &[Ident]) -> Vec<Path> {
    let mut v = Collector {
        facade: crate::facade::name(),
        excluded: params
            .iter()
            .chain(not_ivy)
            .chain([own])
            .map(|i| i.to_string())
            .collect(),
        found: Vec::new(),
        seen: HashSet::new(),
    };
    // Local bindings first, so a call before its binding's line is excluded too.
    let mut bindings = Bindings(Vec::new());
    bindings.visit_block(body);
    v.excluded.extend(bindings.0.iter().map(|i| i.to_string()));
    v.visit_block(body);
    v.found
}

/// The names a signature's parameter patterns bind (`x`, `mut x`, `(a, b)`).
pub fn param_names(sig: &syn::Signature) -> Vec<Ident> {
    let mut names = Bindings(Vec::new());
    for arg in &sig.inputs {
        if let syn::FnArg::Typed(pt) = arg {
            names.visit_pat(&pt.pat);
        }
    }
    names.0
}

struct Bindings(Vec<Ident>);

impl<'ast> Visit<'ast> for Bindings {
    fn visit_pat(&mut self, p: &'ast Pat) {
        if let Pat::Ident(i) = p {
            self.0.push(i.ident.clone());
        }
        syn::visit::visit_pat(self, p);
    }
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        // A nested helper fn is not an ivy function.
        self.0.push(f.sig.ident.clone());
    }
}

struct Collector {
    facade: String,
    excluded: HashSet<String>,
    found: Vec<Path>,
    seen: HashSet<String>,
}

fn is_lower_ident(i: &Ident) -> bool {
    let s = i.to_string();
    s.chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && s.chars().next().is_some_and(|c| c != '_')
}

impl Collector {
    fn consider(&mut self, path: &Path) {
        if path.leading_colon.is_some() {
            return;
        }
        // `f::with(..)` (the builder) and `f::positional(..)` call `f`.
        let mut path = path.clone();
        if path.segments.len() > 1
            && path
                .segments
                .last()
                .is_some_and(|s| s.ident == "with" || s.ident == "positional")
        {
            path.segments.pop();
            path.segments.pop_punct();
        }
        let path = &path;
        let segs: Vec<&syn::PathSegment> = path.segments.iter().collect();
        let counts = match segs.as_slice() {
            [one] => {
                one.arguments.is_none()
                    && is_lower_ident(&one.ident)
                    && !self.excluded.contains(&one.ident.to_string())
            }
            [first, ..] => {
                first.ident == "ivy" || first.ident == "ivy_runtime" || first.ident == self.facade
            }
            [] => false,
        };
        if counts {
            let mut p = path.clone();
            // `ivy::zeros::<..>(..)` is not a thing, but drop generic arguments to be sure.
            for s in p.segments.iter_mut() {
                s.arguments = syn::PathArguments::None;
            }
            let key = quote::ToTokens::to_token_stream(&p).to_string();
            if self.seen.insert(key) {
                self.found.push(p);
            }
        }
    }
}

impl<'ast> Visit<'ast> for Collector {
    fn visit_expr_call(&mut self, call: &'ast syn::ExprCall) {
        if let Expr::Path(p) = &*call.func
            && p.qself.is_none()
        {
            self.consider(&p.path);
        }
        syn::visit::visit_expr_call(self, call);
    }
    fn visit_item_fn(&mut self, _: &'ast syn::ItemFn) {
        // Nested items are not part of the body's calls.
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use syn::parse_quote;

    fn names(body: Block, not_ivy: &[&str]) -> Vec<String> {
        let own: Ident = parse_quote!(f);
        let params: Vec<Ident> = vec![parse_quote!(x), parse_quote!(g)];
        let not_ivy: Vec<Ident> = not_ivy
            .iter()
            .map(|s| Ident::new(s, proc_macro2::Span::call_site()))
            .collect();
        callees(&body, &own, &params, &not_ivy)
            .iter()
            .map(|p| {
                quote::ToTokens::to_token_stream(p)
                    .to_string()
                    .replace(' ', "")
            })
            .collect()
    }

    #[test]
    fn counts_lowercase_and_ivy_paths_once() {
        let body: Block = parse_quote!({
            let y = add(x, 1, None)?;
            let z = ivy::multiply(&y, &y, None)?;
            let w = add(&z, 2, None)?;
            Ok(Some(w).unwrap())
        });
        assert_eq!(names(body, &[]), ["add", "ivy::multiply"]);
    }

    #[test]
    fn counts_builders_and_positional_calls_as_calls_of_their_function() {
        let body: Block = parse_quote!({
            let y = sum::with(x).axis(0).call()?;
            let z = ivy::mean::with(&y).keepdims(true).call()?;
            let w = tan::positional(&z, None)?;
            let v = add::with(&w, 1).call()?;
            Ok(add(&v, 2)?)
        });
        assert_eq!(names(body, &[]), ["sum", "ivy::mean", "tan", "add"]);
    }

    #[test]
    fn param_names_are_every_name_a_pattern_binds() {
        let sig: syn::Signature = parse_quote!(fn f(x: &Array, (a, mut b): (u8, u8), _: u8));
        let names: Vec<String> = param_names(&sig).iter().map(|i| i.to_string()).collect();
        assert_eq!(names, ["x", "a", "b"]);
    }

    #[test]
    fn excludes_bindings_params_self_helpers_and_not_ivy() {
        let body: Block = parse_quote!({
            fn local(a: u8) -> u8 {
                a
            }
            let h = |a: &Array| tan(a, None);
            let _ = g(x);
            let _ = h(x);
            let _ = local(1);
            let _ = helper(x);
            let _ = Vec::new();
            let _ = self::other(x);
            f(x)
        });
        assert_eq!(names(body, &["helper"]), ["tan"]);
    }
}
