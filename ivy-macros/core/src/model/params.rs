//! The parameter classes of a declaration.
//!
//! | written                    | class        | public fn                 | kernel gets            |
//! |----------------------------|--------------|---------------------------|------------------------|
//! | `&Array`                   | `Array`      | as written                | `&N`                   |
//! | `Option<&Array>`           | `OptArray`   | as written                | `Option<&N>`           |
//! | `ArrayLike<'_>`            | `ArrayLike`  | `impl Into<ArrayLike<'a>>`| `&N`                   |
//! | `dtype: Option<Dtype>`     | `Dtype`      | as written                | `Dtype` with `#[infer_dtype]`, else `Option<Dtype>` |
//! | `device: Option<Device>`   | `Device`     | as written                | `Device` with `#[infer_device]`, else `Option<Device>` |
//! | `out: Option<&mut Array>`  | `Out`        | as written                | (nothing: `handle_out`)|
//! | `Scalar`                   | `Scalar`     | `impl Into<Scalar>`       | `Scalar`               |
//! | `&[Array]`, `&[&Array]`    | `Other`, planned as a list (primary) | as written | `&[&N]`   |
//! | `&Condition`               | `Other`, planned as a condition (primary) | as written | `&N` |
//! | `&Indices`, `&Values`      | `Other`, planned apart (primary; see [`planned`](super::planned)) | as written | `&N` |
//! | anything else              | `Other`      | as written                | as written             |
//!
//! Classes are recognised syntactically by the last path segment (`Array`, `ivy::Array`, ...).

use syn::visit_mut::VisitMut;
use syn::{GenericArgument, Ident, Lifetime, PathArguments, Type, TypePath};

/// How a declaration parameter takes part in a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamClass {
    /// `&Array`: an array input.
    Array,
    /// `Option<&Array>`: an optional array input.
    OptArray,
    /// `ArrayLike<'_>`: an array or a weak scalar.
    ArrayLike,
    /// `dtype: Option<Dtype>`.
    Dtype,
    /// `device: Option<Device>`.
    Device,
    /// `out: Option<&mut Array>`.
    Out,
    /// `Scalar`: a relevant scalar for dtype inference.
    Scalar,
    /// Anything else: passed through unchanged.
    Other,
}

impl ParamClass {
    /// Whether the parameter is one of the call's array inputs (promoted together).
    pub fn is_input(self) -> bool {
        matches!(
            self,
            ParamClass::Array | ParamClass::OptArray | ParamClass::ArrayLike
        )
    }
}

/// One parameter of a declaration.
#[derive(Clone, Debug)]
pub struct Param {
    /// Its name.
    pub ident: Ident,
    /// Its type as written.
    pub ty: Type,
    /// Its class.
    pub class: ParamClass,
    /// For array inputs, the index among the call's inputs.
    pub input_index: Option<usize>,
}

/// The last segment of a path type, if the type is a plain path.
pub fn last_segment(ty: &Type) -> Option<&syn::PathSegment> {
    match ty {
        Type::Path(TypePath {
            qself: None, path, ..
        }) => path.segments.last(),
        Type::Group(g) => last_segment(&g.elem),
        Type::Paren(p) => last_segment(&p.elem),
        _ => None,
    }
}

/// Whether `ty` is the plain type named `name` (no generic arguments).
fn is_named(ty: &Type, name: &str) -> bool {
    last_segment(ty).is_some_and(|s| s.ident == name && s.arguments.is_none())
}

/// Whether `ty` is `HostArray`: host data, which the call forms take as anything that
/// converts to it (a Rust number, a `Vec`, an array literal).
pub fn is_host_array(ty: &Type) -> bool {
    is_named(ty, "HostArray")
}

/// The single type argument of `Option<T>`-like `ty` named `outer`.
pub fn single_arg<'a>(ty: &'a Type, outer: &str) -> Option<&'a Type> {
    let seg = last_segment(ty)?;
    if seg.ident != outer {
        return None;
    }
    let PathArguments::AngleBracketed(args) = &seg.arguments else {
        return None;
    };
    match args.args.iter().collect::<Vec<_>>().as_slice() {
        [GenericArgument::Type(t)] => Some(t),
        _ => None,
    }
}

/// `&Array` (`mutable == false`) or `&mut Array`.
fn is_ref_array(ty: &Type, mutable: bool) -> bool {
    match ty {
        Type::Reference(r) => r.mutability.is_some() == mutable && is_named(&r.elem, "Array"),
        _ => false,
    }
}

/// `ArrayLike`, `ArrayLike<'_>` or `ArrayLike<'a>`.
fn is_array_like(ty: &Type) -> bool {
    let Some(seg) = last_segment(ty) else {
        return false;
    };
    if seg.ident != "ArrayLike" {
        return false;
    }
    match &seg.arguments {
        PathArguments::None => true,
        PathArguments::AngleBracketed(a) => {
            a.args.len() == 1 && matches!(a.args.first(), Some(GenericArgument::Lifetime(_)))
        }
        PathArguments::Parenthesized(_) => false,
    }
}

/// Whether `ty` is what a declared function can return: `Array`, a tuple of two to four
/// `Array`s, or `Vec<Array>`.
pub fn is_outputs(ty: &Type) -> bool {
    match ty {
        Type::Tuple(t) => {
            (2..=4).contains(&t.elems.len()) && t.elems.iter().all(|e| is_named(e, "Array"))
        }
        _ => is_named(ty, "Array") || single_arg(ty, "Vec").is_some_and(|e| is_named(e, "Array")),
    }
}

/// The `T` of a return type `Result<T>` when `T` is an output type (see [`is_outputs`]).
pub fn output_type(output: &syn::ReturnType) -> Option<&Type> {
    let syn::ReturnType::Type(_, ty) = output else {
        return None;
    };
    let seg = last_segment(ty)?;
    if seg.ident != "Result" {
        return None;
    }
    let PathArguments::AngleBracketed(args) = &seg.arguments else {
        return None;
    };
    match args.args.first() {
        Some(GenericArgument::Type(t)) if is_outputs(t) => Some(t),
        _ => None,
    }
}

/// Whether `ty` is an `out` argument's inner type: `&mut Array`, a tuple of them, or
/// `&mut [Array]`.
fn is_out(ty: &Type) -> bool {
    match ty {
        Type::Tuple(t) => {
            (2..=4).contains(&t.elems.len()) && t.elems.iter().all(|e| is_ref_array(e, true))
        }
        Type::Reference(r) if r.mutability.is_some() => match &*r.elem {
            Type::Slice(s) => is_named(&s.elem, "Array"),
            elem => is_named(elem, "Array"),
        },
        _ => false,
    }
}

/// The class of a parameter named `name` of type `ty`.
pub fn classify(name: &Ident, ty: &Type) -> ParamClass {
    if is_ref_array(ty, false) {
        return ParamClass::Array;
    }
    if is_array_like(ty) {
        return ParamClass::ArrayLike;
    }
    if is_named(ty, "Scalar") {
        return ParamClass::Scalar;
    }
    if let Some(inner) = single_arg(ty, "Option") {
        if is_ref_array(inner, false) {
            return ParamClass::OptArray;
        }
        if is_out(inner) {
            return ParamClass::Out;
        }
        if name == "dtype" && is_named(inner, "Dtype") {
            return ParamClass::Dtype;
        }
        if name == "device" && is_named(inner, "Device") {
            return ParamClass::Device;
        }
    }
    ParamClass::Other
}

/// Whether `ty` is a list of arrays (`&[Array]`, `&[&Array]`), and whether of references.
pub fn array_list(ty: &syn::Type) -> Option<bool> {
    let syn::Type::Reference(r) = ty else {
        return None;
    };
    let syn::Type::Slice(s) = &*r.elem else {
        return None;
    };
    let named = |t: &syn::Type| matches!(t, syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "Array"));
    match &*s.elem {
        syn::Type::Reference(inner) if named(&inner.elem) => Some(true),
        t if named(t) => Some(false),
        _ => None,
    }
}

/// Replaces every elided lifetime (`&T`, `'_`, `Foo<'_>`) in `ty` by `lifetime`.
///
/// Paths with hidden lifetimes (`ArrayLike` without `<'_>`) cannot be seen syntactically;
/// write `'_` in declarations.
pub fn with_lifetime(ty: &Type, lifetime: &Lifetime) -> Type {
    struct Fill<'l>(&'l Lifetime);
    impl VisitMut for Fill<'_> {
        fn visit_type_reference_mut(&mut self, r: &mut syn::TypeReference) {
            if r.lifetime.is_none() {
                r.lifetime = Some(self.0.clone());
            }
            syn::visit_mut::visit_type_reference_mut(self, r);
        }
        fn visit_lifetime_mut(&mut self, l: &mut Lifetime) {
            if l.ident == "_" {
                *l = self.0.clone();
            }
        }
        fn visit_type_fn_ptr_mut(&mut self, _: &mut syn::TypeFnPtr) {
            // Lifetimes inside a fn pointer type are its own.
        }
    }
    let mut ty = ty.clone();
    Fill(lifetime).visit_type_mut(&mut ty);
    ty
}

/// Whether `ty` mentions `lifetime`.
pub fn mentions(ty: &Type, lifetime: &Lifetime) -> bool {
    struct Find<'l>(&'l Lifetime, bool);
    impl<'ast> syn::visit::Visit<'ast> for Find<'_> {
        fn visit_lifetime(&mut self, l: &'ast Lifetime) {
            if l.ident == self.0.ident {
                self.1 = true;
            }
        }
    }
    let mut f = Find(lifetime, false);
    syn::visit::Visit::visit_type(&mut f, ty);
    f.1
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::ToTokens;
    use syn::parse_quote;

    fn class(name: &str, ty: Type) -> ParamClass {
        classify(&Ident::new(name, proc_macro2::Span::call_site()), &ty)
    }

    #[test]
    fn classes_follow_the_written_types() {
        assert_eq!(class("x", parse_quote!(&Array)), ParamClass::Array);
        assert_eq!(class("x", parse_quote!(&ivy::Array)), ParamClass::Array);
        assert_eq!(
            class("b", parse_quote!(Option<&Array>)),
            ParamClass::OptArray
        );
        assert_eq!(
            class("x", parse_quote!(ArrayLike<'_>)),
            ParamClass::ArrayLike
        );
        assert_eq!(
            class("dtype", parse_quote!(Option<Dtype>)),
            ParamClass::Dtype
        );
        assert_eq!(class("to", parse_quote!(Option<Dtype>)), ParamClass::Other);
        assert_eq!(
            class("device", parse_quote!(Option<Device>)),
            ParamClass::Device
        );
        assert_eq!(
            class("out", parse_quote!(Option<&mut Array>)),
            ParamClass::Out
        );
        assert_eq!(class("fill", parse_quote!(Scalar)), ParamClass::Scalar);
        assert_eq!(class("shape", parse_quote!(&[usize])), ParamClass::Other);
        assert_eq!(class("x", parse_quote!(&mut Array)), ParamClass::Other);
    }

    #[test]
    fn elided_lifetimes_are_filled() {
        let a: Lifetime = parse_quote!('a);
        let t = with_lifetime(&parse_quote!(&[usize]), &a);
        assert_eq!(t.to_token_stream().to_string(), "& 'a [usize]");
        let t = with_lifetime(&parse_quote!(Option<Foo<'_>>), &a);
        assert_eq!(t.to_token_stream().to_string(), "Option < Foo < 'a > >");
        assert!(mentions(&t, &a));
        assert!(!mentions(&parse_quote!(usize), &a));
    }
}
