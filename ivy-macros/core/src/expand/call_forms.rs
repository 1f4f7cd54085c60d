//! The call forms of a declared function `f`, besides the one its declaration is written in
//! (every parameter, in order), which becomes the body of the builder's `call`:
//!
//! * `f(required..)`: the parameters every call gives, in order, the optional ones at their
//!   defaults ([`FnModel::default_of`]);
//! * `f::with(required..)`: a builder (bon's model) with a setter for each optional parameter
//!   (`.axis(1)`, `.keepdims(true)`, `.out(&mut o)`), run by `.call()`;
//! * `x.f(rest..)`: `f` as a method of `Array` where its first parameter is an array (see
//!   [`super::method`]);
//! * `f::positional(..)`: every parameter in order, the form generated code calls (`f::nested`,
//!   the conformance cases, frontends), hidden from the docs.
//!
//! A function with generics of its own, or with nothing to leave out, keeps the one form it is
//! written in (plus its method and `positional`).
//!
//! A function of arrays only ([`FnModel::arrays_only`]: `tan`, `add`, most of the library) has no
//! builder type of its own: `f::with` returns the runtime's `ArraysCall`, generic over the
//! function and its number of arrays, and its dispatch is the runtime's (`ArraysFn`).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::Ident;

use super::private::alias;
use super::signature::{array_like_a, lt_a, public_params};
use crate::model::params::{is_host_array, mentions, single_arg, with_lifetime};
use crate::model::{FnModel, FunctionKind, ParamClass};

/// One parameter as the call forms take it.
struct Taken {
    ident: Ident,
    /// How `with` (and the short form) take it: the written type, an `impl Into<..>` for
    /// array-likes, scalars and host data, elided lifetimes as `'a`.
    taken: TokenStream,
    /// The builder field's type: the written type, elided lifetimes as `'a`.
    field: TokenStream,
    /// The default when left out; `None` for a required parameter.
    default: Option<TokenStream>,
    /// Whether `taken` is an `impl Into<field>` (array-likes, scalars and host data).
    converts: bool,
    /// How the setter takes the value (see [`Setter`]).
    setter: Setter,
}

impl Taken {
    /// The builder field's initialiser from the parameter as taken: converted where it is taken
    /// as an `impl Into<..>` (array-likes, scalars and host data).
    fn field_init(&self) -> TokenStream {
        let ident = &self.ident;
        if self.converts {
            quote!(#ident: ::core::convert::Into::into(#ident))
        } else {
            quote!(#ident)
        }
    }
}

/// What a setter takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Setter {
    /// `impl Into<T>`: `Option<..>`s and scalars, so that `.axis(1)`, `.axis(None)` and
    /// `.fill_value(2.5)` all read as written.
    Into,
    /// The `&[T]` of an `Option<&[T]>`: an array literal (`.shape(&[3])`) coerces to a slice
    /// only where the type is known.
    SomeSlice,
    /// The type itself.
    Exact,
}

/// Every parameter of `f`, in order, as the call forms take it.
fn taken(m: &FnModel) -> Vec<Taken> {
    let a = lt_a();
    m.params
        .iter()
        .map(|x| {
            let ident = x.ident.clone();
            let host = is_host_array(&x.ty);
            let converts = host || matches!(x.class, ParamClass::ArrayLike | ParamClass::Scalar);
            let field = if x.class == ParamClass::ArrayLike {
                array_like_a(&x.ty)
            } else {
                with_lifetime(&x.ty, &a)
            };
            let taken = if converts {
                quote!(impl ::core::convert::Into<#field>)
            } else {
                quote!(#field)
            };
            let setter = match single_arg(&x.ty, "Option") {
                Some(syn::Type::Reference(r)) if matches!(&*r.elem, syn::Type::Slice(_)) => {
                    Setter::SomeSlice
                }
                Some(_) => Setter::Into,
                None if x.class == ParamClass::Scalar || host => Setter::Into,
                None => Setter::Exact,
            };
            Taken {
                ident,
                taken,
                field: quote!(#field),
                default: m.default_of(x),
                converts,
                setter,
            }
        })
        .collect()
}

/// The builder type's name: `SumBuilder` for `sum`, `Log1pBuilder` for `log1p`.
fn builder_name(name: &Ident) -> Ident {
    let camel: String = name
        .to_string()
        .split('_')
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect::<String>())
                .unwrap_or_default()
        })
        .collect();
    format_ident!("{}Builder", camel)
}

/// A default as the docs show it (`None`, `false`, `Scalar::Int(1)`).
fn shown(tokens: &TokenStream) -> String {
    let s = tokens.to_string();
    let s = s
        .strip_prefix(":: core :: option :: Option :: ")
        .unwrap_or(&s);
    s.replace(" :: ", "::")
        .replace(" (", "(")
        .replace("( ", "(")
        .replace(" )", ")")
        .replace("- ", "-")
}

/// The call forms of a function of arrays only ([`FnModel::arrays_only`], `n` arrays):
/// `f(arrays..)`, and `f::with(arrays..)` giving the runtime's `ArraysCall`, whose `out` and
/// `call` are generic.
pub fn arrays_call(m: &FnModel, n: usize) -> CallForms {
    let (p, name) = (alias(), m.name());
    let all = taken(m);
    let required: Vec<&Taken> = all.iter().filter(|t| t.default.is_none()).collect();
    let params = with_params(&required);
    let idents: Vec<&Ident> = required.iter().map(|t| &t.ident).collect();
    let n = proc_macro2::Literal::usize_unsuffixed(n);
    let with_doc = with_doc(&name.to_string(), &required, "out");
    CallForms {
        public: short_form(m, quote!(<'a>), &params, &idents, &["`out`".to_string()]),
        items: TokenStream::new(),
        with: quote! {
            #[doc = #with_doc]
            #[inline]
            pub fn with<'a>(#(#params),*) -> #p::ArraysCall<'a, #name, #n> {
                #p::with([#(#p::arg(#idents)),*])
            }
        },
    }
}

/// `f(required..)`, the optional arguments (`optional`, their names quoted) at their defaults:
/// `f::with(required..).call()`, with `f`'s attributes and a line of doc saying what is left
/// out.
fn short_form(
    m: &FnModel,
    lt: TokenStream,
    params: &[TokenStream],
    required: &[&Ident],
    optional: &[String],
) -> TokenStream {
    let (name, vis, attrs, output) = (m.name(), &m.item.vis, &m.item.attrs, &m.item.sig.output);
    let names = optional.join(", ");
    let doc = if optional.len() == 1 {
        format!("Left out: {names} (at its default); name it through [`{name}::with`].")
    } else {
        format!("Left out: {names} (at their defaults); name them through [`{name}::with`].")
    };
    quote! {
        #(#attrs)*
        #[doc = ""]
        #[doc = #doc]
        #[inline]
        #vis fn #name #lt (#(#params),*) #output {
            #name::with(#(#required),*).call()
        }
    }
}

/// The parameters of `f::with` (and the short form): the required ones, as taken.
fn with_params(required: &[&Taken]) -> Vec<TokenStream> {
    required
        .iter()
        .map(|t| {
            let (ident, ty) = (&t.ident, &t.taken);
            quote!(#ident: #ty)
        })
        .collect()
}

/// `f::with`'s doc: `f::with(required..).first(..).call()`.
fn with_doc(name: &str, required: &[&Taken], first: &str) -> String {
    let required: Vec<String> = required.iter().map(|t| t.ident.to_string()).collect();
    format!(
        "[`{name}()`] with its optional arguments named: `{name}::with({}).{first}(..).call()`.",
        required.join(", ")
    )
}

/// What [`builder`] generates, by where it goes.
pub struct CallForms {
    /// `f(required..)` and the builder type, in place of the function as written.
    pub public: TokenStream,
    /// The builder's `impl`, in the declaration's `const _` block.
    pub items: TokenStream,
    /// `f::with`, an item of `impl f`.
    pub with: TokenStream,
}

/// The short form and the builder of `f`, whose `call` runs `body` (the runtime call's
/// statements, with the parameters bound by name).
pub fn builder(m: &FnModel, body: TokenStream) -> CallForms {
    let name = m.name();
    let vis = &m.item.vis;
    let builder = builder_name(name);
    let all = taken(m);
    let (required, optional): (Vec<&Taken>, Vec<&Taken>) =
        all.iter().partition(|t| t.default.is_none());

    let a = lt_a();
    let lifetime = all
        .iter()
        .any(|t| syn::parse2::<syn::Type>(t.field.clone()).is_ok_and(|ty| mentions(&ty, &a)));
    let lt = if lifetime { quote!(<'a>) } else { quote!() };

    let required_idents: Vec<&Ident> = required.iter().map(|t| &t.ident).collect();
    let optional_list: Vec<String> = optional.iter().map(|t| format!("`{}`", t.ident)).collect();
    let fields = all.iter().map(|t| {
        let (ident, field) = (&t.ident, &t.field);
        quote!(#ident: #field)
    });
    let builder_doc = format!(
        "A call of [`{name}()`] being written: its required arguments given \
         ([`{name}::with`]), a method for each optional one ({}), then \
         [`call`](Self::call).",
        optional_list.join(", ")
    );
    let with_params = with_params(&required);
    let short = short_form(
        m,
        lt.clone(),
        &with_params,
        &required_idents,
        &optional_list,
    );
    let public = quote! {
        #short

        #[doc = #builder_doc]
        #[must_use = "a call being written runs at `.call()`"]
        #vis struct #builder #lt { #(#fields,)* }
    };
    let items = builder_impl(m, &builder, &lt, &all, body);
    let with = with_fn(m, &builder, &lt, &all, &with_params);
    CallForms {
        public,
        items,
        with,
    }
}

/// `impl FBuilder`: a setter for each optional parameter of `all`, and `call`, which runs
/// `body`.
fn builder_impl(
    m: &FnModel,
    builder: &Ident,
    lt: &TokenStream,
    all: &[Taken],
    body: TokenStream,
) -> TokenStream {
    let output = &m.item.sig.output;
    let setters = all.iter().filter(|t| t.default.is_some()).map(setter);
    let bind = all.iter().map(|t| &t.ident);
    let call_doc = format!("Runs [`{}()`] with the arguments given.", m.name());
    // A function taking array-likes or scalars was generic, so instantiated where it is
    // called, its literals' conversions folded there: the builder's `call` keeps that.
    let inline = m
        .params
        .iter()
        .any(|x| matches!(x.class, ParamClass::ArrayLike | ParamClass::Scalar))
        .then(|| quote!(#[inline]));
    quote! {
        impl #lt #builder #lt {
            #(#setters)*
            #[doc = #call_doc]
            #inline
            pub fn call(self) #output {
                let #builder { #(#bind),* } = self;
                #body
            }
        }
    }
}

/// The builder's setter of the optional parameter `t`.
fn setter(t: &Taken) -> TokenStream {
    let p = alias();
    let (ident, field) = (&t.ident, &t.field);
    let default = t.default.as_ref().map(shown).unwrap_or_default();
    let doc = format!("Gives `{ident}` (left out: `{default}`).");
    let (ty, value) = match t.setter {
        Setter::Into => (
            quote!(impl #p::Into<#field>),
            quote!(#p::Into::into(#ident)),
        ),
        Setter::SomeSlice => {
            let inner = syn::parse2::<syn::Type>(field.clone())
                .ok()
                .and_then(|ty| single_arg(&ty, "Option").cloned());
            (quote!(#inner), quote!(#p::Some(#ident)))
        }
        Setter::Exact => (field.clone(), quote!(#ident)),
    };
    quote! {
        #[doc = #doc]
        #[inline]
        pub fn #ident(mut self, #ident: #ty) -> Self {
            self.#ident = #value;
            self
        }
    }
}

/// `f::with(required..)`: the builder with the required parameters (`with_params`) given and
/// the optional ones of `all` at their defaults.
fn with_fn(
    m: &FnModel,
    builder: &Ident,
    lt: &TokenStream,
    all: &[Taken],
    with_params: &[TokenStream],
) -> TokenStream {
    let p = alias();
    let inits = all.iter().map(|t| {
        let ident = &t.ident;
        match &t.default {
            Some(d) if shown(d) == "None" => quote!(#ident: #p::None),
            Some(d) => quote!(#ident: #d),
            None => t.field_init(),
        }
    });
    let required: Vec<&Taken> = all.iter().filter(|t| t.default.is_none()).collect();
    let first = all
        .iter()
        .find(|t| t.default.is_some())
        .map(|t| t.ident.to_string())
        .unwrap_or_default();
    let with_doc = with_doc(&m.name().to_string(), &required, &first);
    quote! {
        #[doc = #with_doc]
        #[inline]
        pub fn with #lt (#(#with_params),*) -> #builder #lt {
            #builder { #(#inits,)* }
        }
    }
}

/// `f::positional(..)`: `f` with every parameter given, in the order written, the form
/// generated code calls (`f::nested`, the conformance cases, frontends); an item of `impl f`,
/// hidden from the docs.
pub fn positional(m: &FnModel) -> TokenStream {
    if m.kind == FunctionKind::Standalone || !m.item.sig.generics.params.is_empty() {
        return TokenStream::new();
    }
    let name = m.name();
    let output = &m.item.sig.output;
    let doc = format!(
        "[`{name}()`] with every argument given, in the order of its declaration: the form \
         generated code calls. Code written by hand reads better as `{name}(..)` or \
         `{name}::with(..)`."
    );
    let all = taken(m);
    // The types as the function is written (`impl Into<..>` for array-likes and scalars).
    let (lt, params) = public_params(m);
    let call = if m.arrays_only().is_some() {
        let arrays = all.iter().filter(|t| t.default.is_none()).map(|t| &t.ident);
        let out = m.out().map(|o| &o.ident);
        quote!(#name::with(#(#arrays),*).out(#out).call())
    } else if m.has_builder() {
        let builder = builder_name(name);
        let fields = all.iter().map(Taken::field_init);
        quote!(#builder { #(#fields),* }.call())
    } else {
        let idents = all.iter().map(|t| &t.ident);
        quote!(#name(#(#idents),*))
    };
    // Ivy's long signatures (`linspace`, `cross_entropy`) are taken whole.
    let many = (all.len() > 7).then(|| quote!(#[allow(clippy::too_many_arguments)]));
    // Public so that generated code of any crate (frontends, the conformance cases) can call
    // it; hidden, as its own doc says users have better forms.
    quote! {
        #[doc = #doc]
        #[doc(hidden)]
        #[inline]
        #many
        pub fn positional #lt (#(#params),*) #output {
            #call
        }
    }
}
