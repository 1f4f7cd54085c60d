//! A `#[returns(..)]` rule's names: a value the rule names that is no parameter, no binding of
//! its own and resembles a parameter is a misspelt parameter. The macro says so itself, at the
//! name: rustc's own "a local variable with a similar name exists" does not reach a rule, whose
//! `output_type` sits inside the declaration's `const _` block.

use std::collections::HashSet;

use syn::visit::Visit;
use syn::{Expr, Ident};

use super::Errors;
use crate::model::Param;

/// Reports each name in `rule` that looks like a misspelt parameter of `function`; `false` if
/// there was one.
pub fn check_rule_names(
    rule: &Expr,
    params: &[Param],
    function: &Ident,
    errs: &mut Errors,
) -> bool {
    let mut names = Names::default();
    names.visit_expr(rule);
    let params: Vec<String> = params.iter().map(|p| p.ident.to_string()).collect();
    let candidates: Vec<&str> = params.iter().map(String::as_str).collect();
    let mut ok = true;
    for used in &names.used {
        let name = used.to_string();
        if params.contains(&name)
            || names.bound.contains(&name)
            || !name.starts_with(|c: char| c.is_lowercase())
        {
            continue;
        }
        if let Some(meant) = ivy_grammar::suggest(&name, &candidates) {
            errs.at(
                used.span(),
                format!(
                    "`{name}` is not a parameter of `{function}`; did you mean `{meant}`? (a \
                     rule names the parameters: {})",
                    params
                        .iter()
                        .map(|p| format!("`{p}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            );
            ok = false;
        }
    }
    ok
}

/// The plain names a rule uses as values (not as the function of a call), and the names it
/// binds itself (closure parameters, `let`, match arms).
#[derive(Default)]
struct Names {
    used: Vec<Ident>,
    bound: HashSet<String>,
}

impl<'ast> Visit<'ast> for Names {
    fn visit_expr_path(&mut self, e: &'ast syn::ExprPath) {
        if e.qself.is_none()
            && let Some(ident) = e.path.get_ident()
        {
            self.used.push(ident.clone());
        }
        syn::visit::visit_expr_path(self, e);
    }

    fn visit_expr_call(&mut self, e: &'ast syn::ExprCall) {
        // A called name is a function (a rule of `type_rules`, or the caller's own).
        if !matches!(&*e.func, Expr::Path(_)) {
            self.visit_expr(&e.func);
        }
        for arg in &e.args {
            self.visit_expr(arg);
        }
    }

    fn visit_pat_ident(&mut self, p: &'ast syn::PatIdent) {
        self.bound.insert(p.ident.to_string());
        syn::visit::visit_pat_ident(self, p);
    }
}

#[cfg(test)]
mod tests {
    use quote::format_ident;

    use super::*;
    use crate::model::ParamClass;

    fn check(rule: &str, params: &[&str]) -> Vec<String> {
        let params: Vec<Param> = params
            .iter()
            .map(|p| Param {
                ident: format_ident!("{p}"),
                ty: syn::parse_quote!(&Array),
                class: ParamClass::Array,
                input_index: None,
            })
            .collect();
        let mut errs = Errors::new();
        let ok = check_rule_names(
            &syn::parse_str(rule).unwrap(),
            &params,
            &format_ident!("f"),
            &mut errs,
        );
        let messages = errs.messages();
        assert_eq!(ok, messages.is_empty());
        messages
    }

    #[test]
    fn a_misspelt_parameter_is_named_with_the_one_meant() {
        assert_eq!(
            check("same(y)", &["x"]),
            ["`y` is not a parameter of `f`; did you mean `x`? (a rule names the parameters: `x`)"]
        );
        let e = check("reduce(x, axes, keepdims)", &["x", "axis", "keepdims"]);
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(e[0].starts_with("`axes` is not a parameter of `f`; did you mean `axis`?"));
    }

    #[test]
    fn parameters_functions_own_bindings_and_unlike_names_pass() {
        // Called names are functions; closure parameters and `let`s are the rule's own;
        // `MAX` and `shape_of` resemble no parameter (rustc reports them if unknown).
        let rule = "{ let n = x.rank(); map(x, |d| d.min(n)).or(same_as(MAX, shape_of)) }";
        assert_eq!(check(rule, &["x", "d2"]), Vec::<String>::new());
        assert_eq!(check("same(x)", &["x"]), Vec::<String>::new());
    }
}
