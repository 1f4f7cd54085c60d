//! `f::output_type`: the function's outputs as types, without running it.
//!
//! Its parameters are the function's with every `Array` a `TensorType` (`ArrayLike` a
//! `TypeLike`, `out` the types of the arrays it would write to). Its body walks the call's
//! steps on types through the runtime's `TypeCall` (backend, planning, support check), binds
//! each array parameter to its planned type and the dtype and device arguments to their
//! resolved values as the kernel would see them, evaluates the `#[returns(..)]` rule, and ends
//! as the call does (cast back, `out`).

use std::collections::{HashMap, HashSet};

use proc_macro2::{TokenStream, TokenTree};
use quote::quote;
use syn::visit_mut::VisitMut;

use super::call_args::{given, inputs};
use super::private::alias;
use super::signature::{output, single_output};
use crate::model::{FnModel, ParamClass, Wrapper};

/// `ty` with every `Array` (and `Condition`, `Indices` or `Values`, arrays taken apart) a
/// `TensorType`, and `&mut` made `&` (the `out` types are read, never written).
fn as_types(ty: &syn::Type) -> syn::Type {
    struct Types(TokenStream);
    impl VisitMut for Types {
        fn visit_type_mut(&mut self, ty: &mut syn::Type) {
            if let syn::Type::Path(tp) = ty
                && tp.qself.is_none()
                && tp.path.segments.last().is_some_and(|s| {
                    (s.ident == "Array"
                        || s.ident == "Condition"
                        || crate::model::Planned::is_alias(&s.ident))
                        && s.arguments.is_none()
                })
            {
                let t = &self.0;
                *ty = syn::parse_quote!(#t);
                return;
            }
            if let syn::Type::Reference(r) = ty {
                r.mutability = None;
            }
            syn::visit_mut::visit_type_mut(self, ty);
        }
    }
    let p = alias();
    let mut ty = ty.clone();
    Types(quote!(#p::TensorType)).visit_type_mut(&mut ty);
    ty
}

/// The `output_type` associated function, for a declaration with a rule.
pub fn output_type_fn(m: &FnModel) -> TokenStream {
    let Some(rule) = &m.returns else {
        return TokenStream::new();
    };
    let p = alias();
    let TypeParams {
        params,
        conversions,
        mut bindings,
        out,
    } = type_params(m);
    // A binding the rule does not name would go unused.
    let named = names(&quote!(#rule));
    let bindings = m
        .params
        .iter()
        .filter(|x| named.contains(&x.ident.to_string()))
        .filter_map(|x| bindings.remove(&x.ident.to_string()));
    let (inputs, given) = (inputs(m), given(m));
    let output = as_types(&syn::parse2(output(m).0).expect("a type"));
    let result = if single_output(m) {
        quote!(#p::TypeResult)
    } else {
        quote!(#p::TypeResult<#output>)
    };
    let lifetime = m
        .params
        .iter()
        .any(|x| x.class == ParamClass::ArrayLike)
        .then(|| quote!(<'a>));
    let doc = format!(
        "The output type of [`{}()`] for arguments of these types, without running \
         it: the dtypes the call would plan on the backend in force (promotion, defaults, \
         support and casting modes), the shapes by its shape rule, or the error the call \
         would give.",
        m.name()
    );
    // The rule uses what it needs: parameters, bindings and `type_rules` items may go unused.
    let many = (m.params.len() > 7).then(|| quote!(clippy::too_many_arguments,));
    quote! {
        #[doc = #doc]
        #[allow(unused_variables, unused_imports, #many clippy::needless_borrow)]
        pub fn output_type #lifetime (#(#params),*) -> #result {
            use #p::type_rules::*;
            #(#conversions)*
            let __t = #p::type_call(&__DECL, #inputs, #given)?;
            #(#bindings)*
            __t.finish(#rule, #out)
        }
    }
}

/// `output_type`'s parameters and what its body makes of them.
struct TypeParams {
    /// The parameters: the function's, over types.
    params: Vec<TokenStream>,
    /// `let x: Scalar = x.into();` for scalars.
    conversions: Vec<TokenStream>,
    /// By parameter name: its binding to its planned type (an array) or to its resolved value
    /// as the kernel sees it (a dtype or device).
    bindings: HashMap<String, TokenStream>,
    /// The `out` parameter, or `None`.
    out: TokenStream,
}

/// The parameters of `m`'s `output_type`, with their conversions and bindings.
fn type_params(m: &FnModel) -> TypeParams {
    let p = alias();
    // Where the kernel path binds the dtype and device arguments as the kernel sees them;
    // a compositional body takes them as given.
    let kernel_path = m.kind.has_kernels();
    let mut params = Vec::new();
    let mut conversions = Vec::new();
    let mut bindings = HashMap::new();
    let mut out = quote!(#p::None);
    for x in &m.params {
        let ident = &x.ident;
        let i = proc_macro2::Literal::usize_unsuffixed(x.input_index.unwrap_or_default());
        let mut bind = |binding| bindings.insert(ident.to_string(), binding);
        match x.class {
            ParamClass::Array => {
                params.push(quote!(#ident: &#p::TensorType));
                bind(quote!(let #ident = __t.input(#i);));
            }
            ParamClass::OptArray => {
                params.push(quote!(#ident: #p::Option<&#p::TensorType>));
                bind(quote!(let #ident = __t.opt_input(#i);));
            }
            ParamClass::ArrayLike => {
                params.push(quote!(#ident: impl #p::Into<#p::TypeLike<'a>>));
                bind(quote!(let #ident = __t.input(#i);));
            }
            ParamClass::Scalar => {
                params.push(quote!(#ident: impl #p::Into<#p::Scalar>));
                conversions.push(quote!(let #ident: #p::Scalar = #p::Into::into(#ident);));
            }
            ParamClass::Dtype => {
                let ty = &x.ty;
                params.push(quote!(#ident: #ty));
                if kernel_path && m.kernel_has(Wrapper::InferDtype) {
                    bind(quote!(let #ident = __t.dtype();));
                } else if kernel_path {
                    bind(quote!(let #ident = __t.dtype_opt();));
                }
            }
            ParamClass::Device => {
                let ty = &x.ty;
                params.push(quote!(#ident: #ty));
                if kernel_path && m.kernel_has(Wrapper::InferDevice) {
                    bind(quote!(let #ident = __t.device();));
                }
            }
            ParamClass::Out => {
                let ty = as_types(&x.ty);
                params.push(quote!(#ident: #ty));
                out = quote!(#ident);
            }
            ParamClass::Other => {
                let ty = as_types(&x.ty);
                params.push(quote!(#ident: #ty));
            }
        }
    }
    TypeParams {
        params,
        conversions,
        bindings,
        out,
    }
}

/// Every identifier in `tokens`, macro arguments included.
fn names(tokens: &TokenStream) -> HashSet<String> {
    let mut out = HashSet::new();
    for t in tokens.clone() {
        match t {
            TokenTree::Ident(i) => {
                out.insert(i.to_string());
            }
            TokenTree::Group(g) => out.extend(names(&g.stream())),
            _ => {}
        }
    }
    out
}

/// Whether a parameter of type `ty` has a default the command line can leave it at: an
/// `Option`, a number, `bool`, `&str`, a slice, or a tuple of those.
fn defaultable(ty: &syn::Type) -> bool {
    match ty {
        syn::Type::Reference(r) => {
            matches!(&*r.elem, syn::Type::Slice(_))
                || matches!(&*r.elem, syn::Type::Path(p) if p.path.is_ident("str"))
        }
        syn::Type::Tuple(t) => t.elems.iter().all(defaultable),
        syn::Type::Path(p) => p.path.segments.last().is_some_and(|s| {
            s.ident == "Option"
                || [
                    "bool", "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64",
                    "u128", "usize", "f32", "f64",
                ]
                .iter()
                .any(|n| s.ident == n)
        }),
        _ => false,
    }
}

/// The `typing` field of the descriptor: the parameters' roles, and `output_type` called with
/// the types distributed over them (see the runtime's `FunctionDecl::output_types`).
pub fn typing_field(m: &FnModel) -> Option<TokenStream> {
    m.returns.as_ref()?;
    let p = alias();
    let name = m.name();
    let mut roles = Vec::new();
    let mut args = Vec::new();
    let mut untypable = Vec::new();
    let mut lists = 0;
    // A default the declaration states (`None` inside: it has none), else the zero value of
    // the parameter's type.
    let declared = |x: &crate::model::Param| {
        m.defaults
            .iter()
            .find(|(n, _)| *n == x.ident)
            .map(|(_, v)| v.as_ref())
    };
    for (i, x) in m
        .params
        .iter()
        .filter(|x| x.class != ParamClass::Out)
        .enumerate()
    {
        let n = x.ident.to_string();
        let i = proc_macro2::Literal::usize_unsuffixed(i);
        match x.class {
            ParamClass::Array | ParamClass::ArrayLike => {
                roles.push(quote!(#p::TypeParam::Array(#n)));
                args.push(quote!(&__t[#i][0]));
            }
            ParamClass::OptArray => {
                roles.push(quote!(#p::TypeParam::OptArray(#n)));
                args.push(quote!(__t[#i].first()));
            }
            // Arrays the call plans apart from the inputs (`condition`, `indices`, `values`).
            _ if m.planned_kind(x).is_some() || m.is_condition(x) => {
                roles.push(quote!(#p::TypeParam::Array(#n)));
                args.push(quote!(&__t[#i][0]));
            }
            _ if declared(x).is_some() => {
                roles.push(quote!(#p::TypeParam::Default(#n)));
                match declared(x).flatten() {
                    Some(value) => args.push(quote!(#value)),
                    None => untypable.push(format!("`{n}`")),
                }
            }
            ParamClass::Dtype | ParamClass::Device => {
                roles.push(quote!(#p::TypeParam::Default(#n)));
                args.push(quote!(#p::None));
            }
            _ => match crate::model::params::array_list(&x.ty) {
                Some(refs) => {
                    lists += 1;
                    roles.push(quote!(#p::TypeParam::Arrays(#n)));
                    args.push(if refs {
                        quote!(&__t[#i].iter().collect::<::std::vec::Vec<_>>())
                    } else {
                        quote!(__t[#i])
                    });
                }
                None if defaultable(&x.ty) => {
                    roles.push(quote!(#p::TypeParam::Default(#n)));
                    args.push(quote!(::core::default::Default::default()));
                }
                None => {
                    untypable.push(format!("`{n}`"));
                    roles.push(quote!(#p::TypeParam::Default(#n)));
                }
            },
        }
    }
    if lists > 1 {
        untypable.push("more than one list of arrays".to_owned());
    }
    if m.out().is_some() {
        args.push(quote!(#p::None));
    }
    Some(if untypable.is_empty() {
        quote! {
            typing: #p::typing(&[#(#roles),*])
                .eval(|__t| #p::types(#name::output_type(#(#args),*)))
        }
    } else {
        let s = untypable.join(", ");
        quote!(typing: #p::typing(&[#(#roles),*]).untypable(#s))
    })
}
