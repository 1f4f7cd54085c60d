//! Expansion snapshots: representative inputs expanded, formatted with prettyplease and
//! compared with `tests/snapshots/<name>.rs`. `IVY_BLESS=1 cargo test -p ivy-macros-core
//! --test snapshots` rewrites them; read the diff.

use proc_macro2::TokenStream;
use quote::quote;

fn check(name: &str, attr: &str, args: TokenStream, item: TokenStream) {
    let out = ivy_macros_core::expand::attribute(attr, args, item);
    let file: syn::File = syn::parse2(out.clone())
        .unwrap_or_else(|e| panic!("{name}: expansion does not parse: {e}\n{out}"));
    let text = prettyplease::unparse(&file);
    let path = format!("{}/tests/snapshots/{name}.rs", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("IVY_BLESS").is_some() {
        std::fs::write(&path, &text).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("{path} is missing: run with IVY_BLESS=1"));
    assert!(
        expected == text,
        "{name}: the expansion changed (IVY_BLESS=1 to accept):\n{text}"
    );
}

/// Issue 25's bound on a function's expansion: `tan`'s (a function of arrays only, the most
/// common declaration) is under 60 lines as formatted, plus the 6 of its dynamic signature
/// (issue 44: the Python module's call of it).
#[test]
fn tan_expands_to_under_60_lines() {
    primary_nestable_handle_out();
    let path = format!(
        "{}/tests/snapshots/primary_tan.rs",
        env!("CARGO_MANIFEST_DIR")
    );
    let lines = std::fs::read_to_string(&path).unwrap().lines().count();
    assert!(lines < 66, "tan's expansion is {lines} lines");
}

#[test]
fn primary_nestable_handle_out() {
    check(
        "primary_tan",
        "primary",
        quote!(),
        quote! {
            /// Tangent, element-wise.
            #[handle_out]
            #[nestable]
            #[returns(same(x))]
            pub fn tan(x: &Array, out: Option<&mut Array>) -> Result<Array>;
        },
    );
}

#[test]
fn primary_with_a_list() {
    check(
        "primary_concat",
        "primary",
        quote!(),
        quote! {
            /// The arrays of `xs` joined along `axis`.
            #[returns(concatenated(xs, axis))]
            #[handle_out]
            pub fn concat(xs: &[Array], axis: isize, out: Option<&mut Array>) -> Result<Array>;
        },
    );
}

#[test]
fn primary_with_array_likes() {
    check(
        "primary_add",
        "nestable",
        quote!(),
        quote! {
            /// Sum, element-wise.
            #[primary]
            #[returns(broadcast(&[x1, x2]))]
            #[handle_out]
            pub fn add(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;
        },
    );
}

#[test]
fn primary_infer_dtype_and_device() {
    check(
        "primary_full",
        "primary",
        quote!(),
        quote! {
            /// An array filled with a value.
            #[infer_device]
            #[infer_dtype]
            #[with_unsupported_devices("2.0 and below" => ["tpu"])]
            #[returns(filled(shape, fill_value, dtype))]
            pub fn full(shape: &[usize], fill_value: Scalar, dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;
        },
    );
}

#[test]
fn mixed_with_wrapper_lists() {
    check(
        "mixed_linear",
        "mixed",
        quote!(to_add = [infer_dtype]),
        quote! {
            /// `x @ weight.T + bias`.
            #[handle_out]
            #[nestable]
            #[returns(linear_map(x, weight, bias))]
            pub fn linear(x: &Array, weight: &Array, bias: Option<&Array>, dtype: Option<Dtype>, out: Option<&mut Array>) -> Result<Array> {
                let y = matmul(x, weight, None)?;
                match bias {
                    Some(b) => ivy::add(&y, b, None),
                    None => Ok(y),
                }
            }
        },
    );
}

#[test]
fn compositional_with_backend_declarations() {
    check(
        "compositional_cross_entropy",
        "compositional",
        quote!(not_ivy = [helper]),
        quote! {
            /// Cross entropy.
            #[with_unsupported_dtypes("2.0.1 and below" => ["float16", "integer"], "1.12.1" => [])]
            #[with_unsupported_dtypes(backend = "candle", "0.8 and above" => ["bfloat16"])]
            #[with_supported_device_and_dtypes(framework = "torch", "2.0 and below" => {"cpu" => ["float32"], "gpu" => ["float16", "float32"]})]
            #[handle_out]
            #[returns(cross_entropy_of(t, pred, None))]
            pub fn cross_entropy(t: &Array, pred: &Array, eps: f64, out: Option<&mut Array>) -> Result<Array> {
                let p = clip(pred, eps, 1.0 - eps, None)?;
                let l = log(&p, None)?;
                helper(t, &l)
            }
        },
    );
}

#[test]
fn standalone() {
    check(
        "standalone_shape_str",
        "standalone",
        quote!(),
        quote! {
            /// A shape as text.
            pub fn shape_str(x: &Array) -> String {
                let dims = |x: &Array| x.shape().to_vec();
                let text = join(dims(x));
                format!("({text})")
            }
        },
    );
}

#[test]
fn kernel_with_declarations_and_handler() {
    check(
        "kernel_linear",
        "implements",
        quote!(linear for CandleBackend),
        quote! {
            #[partial_mixed(handler = |_x, weight, _bias, _dtype| weight.ndim() == 2)]
            #[with_unsupported_dtypes("0.11.1 and below" => ["integer", "float16"], "0.8.0" => [])]
            fn candle_linear(x: &Tensor, weight: &Tensor, bias: Option<&Tensor>, dtype: Dtype) -> Result<Tensor> {
                todo!()
            }
        },
    );
}

#[test]
fn kernel_taking_a_class() {
    check(
        "kernel_exp_takes",
        "implements",
        quote!(f::exp for NdArrayBackend, takes = classes::INEXACT),
        quote! {
            fn exp(x: &NdArray) -> Result<NdArray> {
                todo!()
            }
        },
    );
}

#[test]
fn kernel_into() {
    check(
        "kernel_add_into",
        "implements",
        quote!(f::add for NdArrayBackend, into),
        quote! {
            fn add_into(inputs: &[&NdArray], out: &mut NdArray) -> Result<bool> {
                todo!()
            }
        },
    );
}

#[test]
fn module_declarations() {
    check(
        "module_trig",
        "with_unsupported_dtypes",
        quote!("2.0 and below" => ["bool"]),
        quote! {
            /// Trigonometry.
            pub mod trig {
                use super::*;
                /// Sine.
                #[primary]
                #[returns(same(x))]
                pub fn sin(x: &Array) -> Result<Array>;
                /// Not an ivy function.
                pub fn helper() {}
            }
        },
    );
}

#[test]
fn module_with_a_kind() {
    check(
        "module_grouped",
        "primary",
        quote!(),
        quote! {
            /// Element-wise functions.
            #[handle_out]
            mod unary {
                use super::*;
                /// Sine.
                #[returns(same(x))]
                pub fn sin(x: &Array, out: Option<&mut Array>) -> Result<Array>;
            }
        },
    );
}

#[test]
fn an_error_keeps_the_item() {
    check(
        "error_unknown_dtype",
        "primary",
        quote!(),
        quote! {
            #[with_unsupported_dtypes("2.0 and below" => ["flaot16"])]
            pub fn tan(x: &Array) -> Result<Array>;
        },
    );
}

#[test]
fn kernels_list() {
    let out = ivy_macros_core::expand::kernels(quote!(tan, elementwise::add));
    let s = out.to_string();
    assert!(s.contains("< tan > :: KERNEL"), "{s}");
    assert!(s.contains("< elementwise :: add > :: KERNEL"), "{s}");
}

/// `crate = ".."` on the kind attribute (or `#[implements]`) replaces `::ivy` everywhere in
/// the expansion, and leaves the other arguments to their own checks.
#[test]
fn a_crate_argument_names_the_facade_path() {
    let text = |out: TokenStream| out.to_string().replace(' ', "");
    let out = ivy_macros_core::expand::attribute(
        "compositional",
        quote!(not_ivy = [helper], crate = "crate::reexports::ivy"),
        quote! {
            /// Twice `x`, plus a helper's.
            #[returns(same(x))]
            pub fn double(x: &Array) -> Result<Array> {
                add(x, &helper(x)?, None)
            }
        },
    );
    let out = text(out);
    assert!(out.contains("crate::reexports::ivy::__private"), "{out}");
    assert_eq!(
        out.matches("::ivy::__private").count(),
        out.matches("crate::reexports::ivy::__private").count(),
        "{out}"
    );
    assert!(!out.contains("compile_error"), "{out}");
    let kernel = ivy_macros_core::expand::attribute(
        "implements",
        quote!(tan for MyBackend, crate = "::my_ivy"),
        quote!(
            fn my_tan(x: &Native) -> Result<Native> {
                Ok(x.clone())
            }
        ),
    );
    let kernel = text(kernel);
    assert!(kernel.contains("::my_ivy::__private"), "{kernel}");
    assert!(!kernel.contains("compile_error"), "{kernel}");
    // Without it, `::ivy`.
    let plain = text(ivy_macros_core::expand::attribute(
        "implements",
        quote!(tan for MyBackend),
        quote!(
            fn my_tan(x: &Native) -> Result<Native> {
                Ok(x.clone())
            }
        ),
    ));
    assert!(
        plain.contains("::ivy::__private") && !plain.contains("my_ivy"),
        "{plain}"
    );
}

/// A `crate` value that is not a quoted path, or one given twice, is one precise error.
#[test]
fn bad_crate_arguments_are_errors() {
    let errors = |attr: &str, args: TokenStream| {
        let out = ivy_macros_core::expand::attribute(
            attr,
            args,
            quote!(
                #[returns(same(x))]
                pub fn tan(x: &Array) -> Result<Array>;
            ),
        );
        let out = out.to_string();
        out.matches("compile_error").count()
    };
    assert_eq!(errors("primary", quote!(crate = 3)), 1);
    assert_eq!(errors("primary", quote!(crate = "not a path!")), 1);
    assert_eq!(errors("primary", quote!(crate = "::a", crate = "::b")), 1);
    assert_eq!(errors("primary", quote!(crate = "::a")), 0);
}
