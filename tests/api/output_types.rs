//! `f::output_type` and `DECL.output_types`: a call's output types from its argument types,
//! without running it, by the call's own dtype planning and the function's shape rule. The
//! sweep over every library function is in the conformance sweep (`conformance.rs`); here,
//! the behaviour a user relies on, with hand-derived types.

use ivy::{Array, CastingMode, Dtype, Error, TensorType};

fn t(s: &str) -> TensorType {
    s.parse().unwrap()
}

/// The type of a real call's result, to compare with (the arrays are zeros of the type).
fn zeros(s: &str) -> Array {
    let ty = t(s);
    ivy::zeros::with(&ty.known_shape().unwrap())
        .dtype(ty.dtype)
        .call()
        .unwrap()
}

#[test]
fn unknown_dimensions_propagate() {
    ivy::init().unwrap();
    let cases = [
        // NumPy broadcasting: an unknown dimension against a known n > 1 takes n.
        (
            ivy::add::output_type(&t("float32[?, 3]"), &t("float32[2, 1]"), None),
            "float32[2, 3]",
        ),
        (
            ivy::add::output_type(&t("float32[?]"), &t("float32[1]"), None),
            "float32[?]",
        ),
        (
            ivy::matmul::output_type(&t("float32[?, 3]"), &t("float32[3, ?]"), None),
            "float32[?, ?]",
        ),
        (
            ivy::matmul::output_type(&t("float64[5, ?, 4]"), &t("float64[4]"), None),
            "float64[5, ?]",
        ),
        (
            ivy::reshape::output_type(&t("int8[?, 6]"), &[-1, 3], None),
            "int8[?, 3]",
        ),
        (
            ivy::reshape::output_type(&t("int8[4, 6]"), &[-1, 3], None),
            "int8[8, 3]",
        ),
        (
            ivy::concat::output_type(&[t("int16[2, ?]"), t("int16[?, 5]")], 0, None),
            "int16[?, 5]",
        ),
        (
            ivy::sum::output_type(&t("float32[?, 4]"), Some(1), true, None, None),
            "float32[?, 1]",
        ),
        (
            ivy::unique_values::output_type(&t("int32[3, 3]"), None),
            "int32[?]",
        ),
        (
            ivy::argwhere::output_type(&t("bool[2, ?, 2]"), None),
            "int64[?, 3]",
        ),
    ];
    for (got, want) in cases {
        assert_eq!(got.unwrap().to_string(), want);
    }
}

#[test]
fn dtypes_follow_the_calls_planning() {
    ivy::init().unwrap();
    // Promotion under the active rules (ivy-precise: int8 with float32 gives float32) and
    // a weak scalar taking the array's dtype.
    assert_eq!(
        ivy::add::output_type(&t("int8[2]"), &t("float32[2]"), None).unwrap(),
        t("float32[2]")
    );
    assert_eq!(
        ivy::multiply::output_type(&t("int8[2]"), 3, None).unwrap(),
        t("int8[2]")
    );
    // integer_arrays_to_float: tan of integers is in the default float dtype.
    assert_eq!(
        ivy::tan::output_type(&t("int32[2]"), None).unwrap(),
        t("float32[2]")
    );
    {
        let _f = ivy::default_float_dtype_scope(Dtype::Float64).unwrap();
        assert_eq!(
            ivy::tan::output_type(&t("int32[2]"), None).unwrap(),
            t("float64[2]")
        );
    }
    // infer_dtype: sum of int8 accumulates in the default int dtype; a dtype asked for wins.
    assert_eq!(
        ivy::sum::output_type(&t("int8[3, ?]"), None, false, None, None).unwrap(),
        t("int32[]")
    );
    assert_eq!(
        ivy::sum::output_type(&t("int8[3]"), None, false, Some(Dtype::Float16), None).unwrap(),
        t("float16[]")
    );
    // Comparisons give bool, argmax the index dtype, abs of complex the real dtype.
    assert_eq!(
        ivy::less::output_type(&t("uint8[2, 1]"), &t("uint8[3]"), None).unwrap(),
        t("bool[2, 3]")
    );
    assert_eq!(
        ivy::argmax::output_type(&t("float16[4, 5]"), Some(0), false, false, None).unwrap(),
        t("int64[5]")
    );
    assert_eq!(
        ivy::abs::output_type(&t("complex128[2]"), None).unwrap(),
        t("float64[2]")
    );
}

#[test]
fn refusals_are_the_calls_own_errors() {
    ivy::init().unwrap();
    // float32 is outside bitwise_and's support: the call and its type give the same error,
    // naming the same casting modes.
    let x = zeros("float32[2]");
    let call = ivy::bitwise_and(&x, &x).unwrap_err();
    let typed =
        ivy::bitwise_and::output_type(&t("float32[2]"), &t("float32[2]"), None).unwrap_err();
    assert!(matches!(call, Error::UnsupportedDtype { .. }), "{call}");
    assert_eq!(typed, call);
    // Under a mode the call runs in, both agree on the result.
    let _m = ivy::casting_mode_scope(CastingMode::Cast);
    let ran = ivy::bitwise_and(&x, &x).unwrap();
    let typed = ivy::bitwise_and::output_type(&t("float32[2]"), &t("float32[2]"), None).unwrap();
    assert_eq!(typed, ran.tensor_type());
}

#[test]
fn shape_errors_name_the_function_and_the_shapes() {
    ivy::init().unwrap();
    let e = ivy::matmul::output_type(&t("float32[2, 3]"), &t("float32[4, 5]"), None).unwrap_err();
    let expected = "matmul: shapes [2, 3] and [4, 5] have mismatched inner dimensions";
    assert_eq!(e.to_string(), expected);
    // The call's kernels ask the same rule: the same words.
    let (a, b) = (ivy::zeros(&[2, 3]).unwrap(), ivy::zeros(&[4, 5]).unwrap());
    assert_eq!(ivy::matmul(&a, &b).unwrap_err().to_string(), expected);
    let e =
        ivy::solve::output_type(&t("float32[2, 3]"), &t("float32[2]"), false, None).unwrap_err();
    let expected = "solve: shapes [2, 3] and [2] need square matrices in x1's last two axes";
    assert_eq!(e.to_string(), expected);
    let e = ivy::vecdot::output_type(&t("float32[2, ?]"), &t("float32[3]"), -1, None);
    assert!(e.is_ok(), "an unknown length may match: {e:?}");
    let e = ivy::vecdot::output_type(&t("float32[2, 2]"), &t("float32[3]"), -1, None).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("vecdot: the shapes [2, 2] and [3] differ"),
        "{e}"
    );
    let e = ivy::sum::output_type(&t("float32[2]"), Some(3), false, None, None).unwrap_err();
    assert!(
        matches!(
            e,
            Error::AxisOutOfRange {
                function: "sum",
                axis: 3,
                ndim: 1
            }
        ),
        "{e}"
    );
    let e = ivy::add::output_type(&t("int8[2]"), &t("int8[3]"), None).unwrap_err();
    assert!(
        e.to_string().contains("[2] and [3] do not broadcast"),
        "{e}"
    );
    // A dimension that cannot be checked without data is left to the call.
    assert_eq!(
        ivy::matmul::output_type(&t("float32[2, ?]"), &t("float32[4, 5]"), None).unwrap(),
        t("float32[2, 5]")
    );
}

#[test]
fn out_gives_its_dtype_where_the_result_casts_to_it() {
    ivy::init().unwrap();
    let x = t("int8[2, 3]");
    let out = t("float64[3]");
    assert_eq!(
        ivy::sum::output_type(&x, Some(0), false, Some(Dtype::Int16), Some(&out)).unwrap(),
        out
    );
    let e = ivy::sum::output_type(&x, Some(0), false, None, Some(&t("float64[2]"))).unwrap_err();
    assert_eq!(
        e.to_string(),
        "out: expected type `int32[3]`, got `float64[2]`"
    );
    let e =
        ivy::add::output_type(&t("float32[3]"), &t("float32[3]"), Some(&t("int8[3]"))).unwrap_err();
    assert!(
        matches!(
            e,
            Error::OutDtype {
                function: "add",
                out: Dtype::Int8,
                result: Dtype::Float32
            }
        ),
        "{e}"
    );
}

#[test]
fn a_composition_types_through_its_callees() {
    ivy::init().unwrap();
    // stable_divide adds a weak float to the denominator, then divides: int32 + 1e-12 is
    // float64 under ivy-precise, and so is the quotient (the call agrees: conformance sweep).
    let x = zeros("int32[2]");
    let ran = ivy::stable_divide(&x, &x).unwrap();
    let typed = ivy::stable_divide::output_type(&t("int32[2]"), &t("int32[2]"), None).unwrap();
    assert_eq!(typed, ran.tensor_type());
    assert_eq!(typed, t("float64[2]"));
}

#[test]
fn output_types_from_types_alone() {
    ivy::init().unwrap();
    let types = |f: &ivy::FunctionDecl, given: &[&str]| -> Result<Vec<String>, Error> {
        let given: Vec<TensorType> = given.iter().map(|s| t(s)).collect();
        Ok(f.output_types(&given)?
            .iter()
            .map(|t| t.to_string())
            .collect())
    };
    assert_eq!(types(ivy::sum::DECL, &["int8[3, ?]"]).unwrap(), ["int32[]"]);
    // A list of arrays takes every type given; an optional array one if there is one left.
    assert_eq!(
        types(
            ivy::concat::DECL,
            &["int8[1, 2]", "int8[2, 2]", "int16[?, 2]"]
        )
        .unwrap(),
        ["int16[?, 2]"]
    );
    assert_eq!(
        types(ivy::linear::DECL, &["float32[4, 3]", "float32[5, 3]"]).unwrap(),
        ["float32[4, 5]"]
    );
    assert_eq!(
        types(
            ivy::linear::DECL,
            &["float32[4, 3]", "float32[5, 3]", "float32[5]"]
        )
        .unwrap(),
        ["float32[4, 5]"]
    );
    assert_eq!(
        types(ivy::unique_counts::DECL, &["uint8[7]"]).unwrap(),
        ["uint8[?]", "int64[?]"]
    );
    let e = types(ivy::matmul::DECL, &["float32[2, 2]"]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "matmul takes 2 array types (x1, x2), 1 given"
    );
    let e = types(ivy::astype::DECL, &["float32[2]"]).unwrap_err();
    assert!(e.to_string().contains("`dtype` has no default"), "{e}");
    let e = types(ivy::dtype::DECL, &["float32[2]"]).unwrap_err();
    assert!(e.to_string().contains("standalone"), "{e}");
}

/// From types alone, the other parameters take the function's defaults (`#[defaults]`), as
/// Ivy's calls do: `flatten` merges every axis, `diagonal` is the last two axes', `trace` the
/// first two's, `matrix_norm` the Frobenius norm of the last two.
#[test]
fn output_types_take_the_declared_defaults() {
    ivy::init().unwrap();
    let types = |f: &ivy::FunctionDecl, given: &str| -> Vec<String> {
        f.output_types(&[t(given)])
            .unwrap()
            .iter()
            .map(|t| t.to_string())
            .collect()
    };
    assert_eq!(types(ivy::flatten::DECL, "int8[2, 3]"), ["int8[6]"]);
    assert_eq!(types(ivy::flatten::DECL, "int8[2, 3, 4]"), ["int8[24]"]);
    // The diagonal of the last two axes: min(2, 3) elements, after the batch axis.
    assert_eq!(types(ivy::diagonal::DECL, "int32[2, 3]"), ["int32[2]"]);
    assert_eq!(
        types(ivy::diagonal::DECL, "float32[4, 2, 3]"),
        ["float32[4, 2]"]
    );
    // The trace of the first two axes; an int8 trace is the default int dtype.
    assert_eq!(types(ivy::trace::DECL, "int8[2, 3]"), ["int32[]"]);
    assert_eq!(types(ivy::trace::DECL, "int8[2, 3, 5]"), ["int32[5]"]);
    assert_eq!(
        types(ivy::matrix_norm::DECL, "float32[3, 3]"),
        ["float32[]"]
    );
    assert_eq!(
        types(ivy::matrix_norm::DECL, "float64[2, 3, 4]"),
        ["float64[2]"]
    );
    // The call with those arguments agrees.
    let x = zeros("int8[2, 3]");
    assert_eq!(ivy::flatten(&x).unwrap().shape(), &[6]);
    assert_eq!(ivy::diagonal(&x).unwrap().shape(), &[2]);
}

/// The manipulation functions' shape rules are one implementation for the type and the call:
/// a refused argument is the same error from `output_type` and from the call.
#[test]
fn manipulation_types_and_calls_refuse_alike() {
    ivy::init().unwrap();
    let x = zeros("int8[1, 2, 3]");
    let ty = t("int8[1, 2, 3]");
    let pairs: Vec<(ivy::Result<TensorType>, ivy::Result<Array>)> = vec![
        (
            ivy::reshape::output_type(&ty, &[4, -1], None),
            ivy::reshape(&x, &[4, -1]),
        ),
        (
            ivy::expand_dims::output_type(&ty, &[0, -5], None),
            ivy::expand_dims::with(&x).axis(&[0, -5]).call(),
        ),
        (
            ivy::squeeze::output_type(&ty, Some(&[0, -3]), None),
            ivy::squeeze::with(&x).axis(&[0, -3]).call(),
        ),
        (
            ivy::squeeze::output_type(&ty, Some(&[1]), None),
            ivy::squeeze::with(&x).axis(&[1]).call(),
        ),
        (
            ivy::permute_dims::output_type(&ty, &[0, 0, 1], None),
            ivy::permute_dims(&x, &[0, 0, 1]),
        ),
        (
            ivy::concat::output_type(&[ty.clone(), t("int8[1, 3, 3]")], 0, None),
            ivy::concat(&[x.clone(), zeros("int8[1, 3, 3]")]),
        ),
        (
            ivy::stack::output_type(&[ty.clone(), t("int8[1, 2]")], 0, None),
            ivy::stack(&[x.clone(), zeros("int8[1, 2]")]),
        ),
        (
            ivy::tile::output_type(&ty, &[2, -1], None),
            ivy::tile(&x, &[2, -1]),
        ),
        (
            ivy::repeat::output_type(&ty, &[1, 2], Some(2), None),
            ivy::repeat::with(&x, &[1, 2]).axis(2).call(),
        ),
        (
            ivy::broadcast_to::output_type(&ty, &[2, 3], None),
            ivy::broadcast_to(&x, &[2, 3]),
        ),
        (
            ivy::pad::output_type(&ty, &[(1, 1); 2], ivy::PadMode::Constant, 0, None),
            ivy::pad::with(&x, &[(1, 1); 2])
                .mode(ivy::PadMode::Constant)
                .constant_values(0)
                .call(),
        ),
        (
            ivy::moveaxis::output_type(&ty, &[0, 0], &[1, 2], None),
            ivy::moveaxis(&x, &[0, 0], &[1, 2]),
        ),
        (
            ivy::flip::output_type(&ty, Some(&[1, -2]), None),
            ivy::flip::with(&x).axis(&[1, -2]).call(),
        ),
        (
            ivy::roll::output_type(&ty, &[1, 2], None, None),
            ivy::roll(&x, &[1, 2]),
        ),
        (
            ivy::roll::output_type(&ty, &[1], Some(&[3]), None),
            ivy::roll::with(&x, &[1]).axis(&[3]).call(),
        ),
    ];
    for (typed, called) in pairs {
        let (typed, called) = (typed.unwrap_err(), called.unwrap_err());
        assert_eq!(typed.to_string(), called.to_string());
    }
    // Each axis once, in one message wherever axes are checked.
    let e = ivy::squeeze::with(&x).axis(&[0, -3]).call().unwrap_err();
    assert_eq!(
        e.to_string(),
        "squeeze: `axis` names axis -3 twice; give each axis once"
    );
    let e = ivy::tensordot::output_type(
        &ty,
        &ty,
        ivy::functional::TensordotAxes::Pairs(&[0, 0], &[0, 1]),
        None,
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "tensordot: `axes` names axis 0 twice; give each axis once"
    );
}

/// Lengths add and multiply in checked arithmetic: a joined length past `usize::MAX` is
/// `ShapeTooLarge`, never a wrap to a small length.
#[test]
fn lengths_past_usize_do_not_wrap() {
    ivy::init().unwrap();
    let huge = t("int8[18446744073709551615]");
    let e = ivy::concat::output_type(&[huge.clone(), t("int8[1]")], 0, None).unwrap_err();
    assert!(
        matches!(
            e,
            Error::ShapeTooLarge {
                function: "concat",
                ..
            }
        ),
        "{e}"
    );
    let e = ivy::tile::output_type(&t("int8[?, 4611686018427387904]"), &[1, 4], None).unwrap_err();
    assert!(
        matches!(
            e,
            Error::ShapeTooLarge {
                function: "tile",
                ..
            }
        ),
        "{e}"
    );
    let e = ivy::pad::output_type(&huge, &[(0, 1)], ivy::PadMode::Constant, 0, None).unwrap_err();
    assert!(
        matches!(
            e,
            Error::ShapeTooLarge {
                function: "pad",
                ..
            }
        ),
        "{e}"
    );
    let e = ivy::repeat::output_type(&huge, &[2], None, None).unwrap_err();
    assert!(
        matches!(
            e,
            Error::ShapeTooLarge {
                function: "repeat",
                ..
            }
        ),
        "{e}"
    );
    // The calls run the same rules over the arrays' shapes (`dims::concat::<usize>`).
    let e = ivy::type_rules::dims::concat::<usize>(&[&[usize::MAX], &[1]], 0).unwrap_err();
    assert!(
        matches!(
            e,
            Error::ShapeTooLarge {
                function: "concat",
                ..
            }
        ),
        "{e}"
    );
}

/// `einsum`'s type parses its equation as the call does: `...` and length-1 broadcasting are
/// typed as they run.
#[test]
fn einsum_types_as_it_runs() {
    ivy::init().unwrap();
    let cases: [(&str, &[&str], &str); 4] = [
        // np.einsum("...ij,jk->...ik", ones((5, 2, 3)), ones((3, 4))).shape == (5, 2, 4)
        (
            "...ij,jk->...ik",
            &["float32[5, 2, 3]", "float32[3, 4]"],
            "float32[5, 2, 4]",
        ),
        // A length of 1 broadcasts: np.einsum("ij,j->i", ones((2, 3)), ones(1)).shape == (2,)
        ("ij,j->i", &["float32[2, 3]", "float32[1]"], "float32[2]"),
        // Implicit output: `...`, then the letters once in order: (4, 2, 3) -> (4, 3)
        ("...ii->...i", &["float64[4, 3, 3]"], "float64[4, 3]"),
        (
            "...j,j",
            &["float64[2, 1, 3]", "float64[3]"],
            "float64[2, 1]",
        ),
    ];
    for (equation, types, want) in cases {
        let tys: Vec<TensorType> = types.iter().map(|s| t(s)).collect();
        let refs: Vec<&TensorType> = tys.iter().collect();
        let typed = ivy::einsum::output_type(equation, &refs, None).unwrap();
        let arrays: Vec<Array> = types.iter().map(|s| zeros(s)).collect();
        let refs: Vec<&Array> = arrays.iter().collect();
        let ran = ivy::einsum(equation, &refs).unwrap();
        assert_eq!(typed.to_string(), want, "{equation}");
        assert_eq!(typed, ran.tensor_type(), "{equation}");
    }
    // An unknown length beside a known one takes it; the same equation's errors agree.
    let tys = [t("float32[?, 3]"), t("float32[?, 4]")];
    assert_eq!(
        ivy::einsum::output_type("...ij,jk->...ik", &[&tys[0], &tys[1]], None)
            .unwrap()
            .to_string(),
        "float32[?, 4]"
    );
    let (a, b) = (zeros("float32[2, 3]"), zeros("float32[2]"));
    let called = ivy::einsum("ij,j->i", &[&a, &b]).unwrap_err();
    let typed = ivy::einsum::output_type("ij,j->i", &[&t("float32[2, 3]"), &t("float32[2]")], None)
        .unwrap_err();
    assert_eq!(typed.to_string(), called.to_string());
}

/// The declaration `name` of the catalog.
fn catalog(name: &str) -> &'static ivy::FunctionDecl {
    ivy::catalog()
        .iter()
        .flat_map(|c| c.functions.iter())
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("{name} is not in the catalog"))
}

/// `name`'s output types from the `given` array types alone, as text.
fn typed(name: &str, given: &[&str]) -> ivy::Result<Vec<String>> {
    let given: Vec<TensorType> = given.iter().map(|s| t(s)).collect();
    Ok(catalog(name)
        .output_types(&given)?
        .iter()
        .map(|t| t.to_string())
        .collect())
}

/// From array types alone, each function's other parameters are at Ivy's defaults for it
/// (`#[defaults]`), not at the zero values of their Rust types: the types are the types of a
/// call with those defaults. Each expected type is derived by hand from Ivy's signature
/// (in the comment); the call at those defaults gives it too.
#[test]
fn types_alone_are_a_call_at_ivys_defaults() {
    ivy::init().unwrap();
    let z = zeros;
    let one = |r: ivy::Result<Array>| r.map(|a| vec![a]);
    type Case<'a> = (
        &'a str,
        &'a [&'a str],
        &'a [&'a str],
        ivy::Result<Vec<Array>>,
    );
    let cases: Vec<Case> = vec![
        // flatten(start_dim=0, end_dim=-1): every axis merged.
        (
            "flatten",
            &["int8[2, 3]"],
            &["int8[6]"],
            one(ivy::flatten(&z("int8[2, 3]"))),
        ),
        // expand_dims(axis=0): a leading axis (an empty axis list would add none).
        (
            "expand_dims",
            &["int8[2, 3]"],
            &["int8[1, 2, 3]"],
            one(ivy::expand_dims(&z("int8[2, 3]"))),
        ),
        // tensordot(axes=2): the last two axes of x1 with the first two of x2 (0 axes would
        // be the outer product, [2, 3, 4, 3, 4, 5]).
        (
            "tensordot",
            &["float32[2, 3, 4]", "float32[3, 4, 5]"],
            &["float32[2, 5]"],
            one(
                ivy::tensordot::with(&z("float32[2, 3, 4]"), &z("float32[3, 4, 5]"))
                    .axes(ivy::TensordotAxes::Count(2))
                    .call(),
            ),
        ),
        // vecdot(axis=-1): the last axis, of length 3 in both (axis 0 would be 2 against 3).
        (
            "vecdot",
            &["float32[2, 3]", "float32[3]"],
            &["float32[2]"],
            one(ivy::vecdot(&z("float32[2, 3]"), &z("float32[3]"))),
        ),
        // vector_norm(axis=None, ord=2): every element, an integer input as float32.
        (
            "vector_norm",
            &["int8[2, 3]"],
            &["float32[]"],
            one(ivy::vector_norm(&z("int8[2, 3]"))),
        ),
        // matrix_norm(ord='fro', axis=(-2, -1)): one norm per matrix of the batch.
        (
            "matrix_norm",
            &["float64[2, 3, 4]"],
            &["float64[2]"],
            one(ivy::matrix_norm(&z("float64[2, 3, 4]"))),
        ),
        // diagonal(offset=0, axis1=-2, axis2=-1): min(2, 3) elements per batch entry.
        (
            "diagonal",
            &["int32[4, 2, 3]"],
            &["int32[4, 2]"],
            one(ivy::diagonal(&z("int32[4, 2, 3]"))),
        ),
        // trace(offset=0, axis1=0, axis2=1): over the first two axes, in the default int.
        (
            "trace",
            &["int8[2, 3, 5]"],
            &["int32[5]"],
            one(ivy::trace(&z("int8[2, 3, 5]"))),
        ),
        // cumsum(axis=0): the shape kept, int8 accumulated in the default int dtype.
        (
            "cumsum",
            &["int8[2, 3]"],
            &["int32[2, 3]"],
            one(ivy::cumsum(&z("int8[2, 3]"))),
        ),
        // argsort(axis=-1, descending=False, stable=True): int64 positions.
        (
            "argsort",
            &["float32[2, 3]"],
            &["int64[2, 3]"],
            one(ivy::argsort(&z("float32[2, 3]"))),
        ),
        // sort(axis=-1, stable=True).
        (
            "sort",
            &["uint8[3]"],
            &["uint8[3]"],
            one(ivy::sort(&z("uint8[3]"))),
        ),
        // searchsorted(side='left'): a position per element of v.
        (
            "searchsorted",
            &["int32[4]", "int32[2, 3]"],
            &["int64[2, 3]"],
            one(ivy::searchsorted::with(&z("int32[4]"), &z("int32[2, 3]"))
                .side(ivy::Side::Left)
                .call()),
        ),
        // cross_entropy(axis=-1, epsilon=1e-7): one loss per row (None would be every axis).
        (
            "cross_entropy",
            &["float32[2, 3]", "float32[2, 3]"],
            &["float32[2]"],
            one(ivy::cross_entropy(&z("float32[2, 3]"), &z("float32[2, 3]"))),
        ),
        // binary_cross_entropy(reduction='mean'): one number (an empty reduction is refused).
        (
            "binary_cross_entropy",
            &["float32[4]", "float32[4]"],
            &["float32[]"],
            one(ivy::binary_cross_entropy(
                &z("float32[4]"),
                &z("float32[4]"),
                0.0,
            )),
        ),
        // meshgrid(indexing='xy'): the first two axes swapped, (len(y), len(x)).
        (
            "meshgrid",
            &["int32[3]", "int32[2]"],
            &["int32[2, 3]", "int32[2, 3]"],
            ivy::meshgrid(&[&z("int32[3]"), &z("int32[2]")]),
        ),
        // leaky_relu(alpha=0.2): the shape, an integer input as float32.
        (
            "leaky_relu",
            &["int8[3]"],
            &["float32[3]"],
            one(ivy::leaky_relu(&z("int8[3]"))),
        ),
        // remainder(modulus=True), isinf(detect_positive=True, detect_negative=True).
        (
            "remainder",
            &["int8[2, 1]", "int16[3]"],
            &["int16[2, 3]"],
            one(ivy::remainder(&z("int8[2, 1]"), &z("int16[3]"))),
        ),
        (
            "isinf",
            &["float32[2]"],
            &["bool[2]"],
            one(ivy::isinf(&z("float32[2]"))),
        ),
        // concat(axis=0), stack(axis=0), squeeze(axis=None): the zero values are Ivy's.
        (
            "concat",
            &["int8[1, 2]", "int8[2, 2]"],
            &["int8[3, 2]"],
            one(ivy::concat(&[z("int8[1, 2]"), z("int8[2, 2]")])),
        ),
        (
            "stack",
            &["int8[2]", "int8[2]"],
            &["int8[2, 2]"],
            one(ivy::stack(&[z("int8[2]"), z("int8[2]")])),
        ),
        (
            "squeeze",
            &["int8[1, 3, 1]"],
            &["int8[3]"],
            one(ivy::squeeze(&z("int8[1, 3, 1]"))),
        ),
        // var(axis=None, correction=0), argmax(axis=None): over every element.
        (
            "var",
            &["float32[2, 3]"],
            &["float32[]"],
            one(ivy::var(&z("float32[2, 3]"))),
        ),
        (
            "argmax",
            &["float32[2, 3]"],
            &["int64[]"],
            one(ivy::argmax(&z("float32[2, 3]"))),
        ),
    ];
    assert!(cases.len() >= 20);
    for (name, given, want, call) in cases {
        assert_eq!(typed(name, given).unwrap(), want, "{name}: output_types");
        let call: Vec<String> = call
            .unwrap()
            .iter()
            .map(|a| a.tensor_type().to_string())
            .collect();
        assert_eq!(call, want, "{name}: the call at Ivy's defaults");
    }
}

/// A function with a parameter Ivy gives no default (`#[defaults(n_rows = required)]`)
/// cannot be typed from array types alone, and its error names the parameters.
#[test]
fn types_alone_name_the_parameters_without_a_default() {
    ivy::init().unwrap();
    let cases: [(&str, &[&str], &str); 14] = [
        ("eye", &[], "`n_rows` has"),
        ("zeros", &[], "`shape` has"),
        ("full", &[], "`shape`, `fill_value` have"),
        ("linspace", &[], "`start`, `stop`, `num` have"),
        // Ivy's `stop` defaults to None, which the Rust signature has no way to say.
        ("arange", &[], "`start`, `stop` have"),
        ("one_hot", &["int64[2]"], "`depth` has"),
        ("reshape", &["int8[6]"], "`shape` has"),
        ("roll", &["int8[3]"], "`shift` has"),
        ("swapaxes", &["int8[2, 3]"], "`axis0`, `axis1` have"),
        ("pad", &["int8[3]"], "`pad_width` has"),
        ("dropout", &["float32[3]"], "`prob` has"),
        ("layer_norm", &["float32[2, 3]"], "`normalized_idxs` has"),
        ("einsum", &["float32[2]"], "`equation` has"),
        ("get_item", &["int8[3]"], "`query` has"),
    ];
    for (name, given, why) in cases {
        let e = typed(name, given).unwrap_err().to_string();
        assert_eq!(
            e,
            format!(
                "{name} cannot be typed from array types alone: {why} no default (call \
                 `{name}::output_type` with the arguments)"
            )
        );
    }
}

/// Every function of the catalog types from array types alone at its defaults (some dtype and
/// shape that it takes, all arrays alike: a default it would refuse, such as an empty
/// `reduction`, fails here), except those with a parameter Ivy gives no default, or whose
/// Rust type cannot say Ivy's default (`arange`'s `stop`, `clip`'s bounds), which name those
/// parameters. Index, value and condition arrays are typed as the other arrays are.
#[test]
fn every_catalog_function_types_at_its_defaults_or_names_why_not() {
    ivy::init().unwrap();
    let untypable = [
        ("zeros", "`shape`"),
        ("ones", "`shape`"),
        ("empty", "`shape`"),
        ("full", "`shape`, `fill_value`"),
        ("arange", "`start`, `stop`"),
        ("asarray", "`data`"),
        ("linspace", "`start`, `stop`, `num`"),
        ("logspace", "`start`, `stop`, `num`"),
        ("eye", "`n_rows`"),
        ("tril_indices", "`n_rows`"),
        ("triu_indices", "`n_rows`"),
        ("fftfreq", "`n`"),
        ("rfftfreq", "`n`"),
        ("full_like", "`fill_value`"),
        ("one_hot", "`depth`"),
        ("clip", "`x_min`, `x_max`"),
        ("einsum", "`equation`"),
        ("reshape", "`shape`"),
        ("permute_dims", "`axes`"),
        ("roll", "`shift`"),
        ("tile", "`repeats`"),
        ("repeat", "`repeats`"),
        ("broadcast_to", "`shape`"),
        ("swapaxes", "`axis0`, `axis1`"),
        ("moveaxis", "`source`, `destination`"),
        ("pad", "`pad_width`"),
        ("layer_norm", "`normalized_idxs`"),
        ("dropout", "`prob`"),
        ("get_item", "`query`"),
        ("astype", "`dtype`"),
        ("take_along_axis", "`axis`"),
        ("scatter_nd", "`shape`"),
        ("put_along_axis", "`axis`"),
        ("set_item", "`query`"),
        ("zero_pad", "`pad_width`"),
        ("constant_pad", "`pad_width`"),
        ("top_k", "`k`"),
        ("bincount", "`x`"),
        ("unravel_index", "`shape`"),
        ("group_norm", "`num_groups`"),
        ("threshold", "`threshold_`, `value`"),
        ("take", "`indices`"),
        ("lu_solve", "`p`"),
        ("max_pool1d", "`strides`, `padding`"),
        ("max_pool2d", "`strides`, `padding`"),
        ("avg_pool1d", "`strides`, `padding`"),
        ("avg_pool2d", "`strides`, `padding`"),
        ("conv_general_dilated", "`padding`"),
        ("conv1d", "`padding`"),
        ("conv2d", "`padding`"),
        ("conv3d", "`padding`"),
        ("depthwise_conv2d", "`padding`"),
        ("max_pool3d", "`strides`, `padding`"),
        ("avg_pool3d", "`strides`, `padding`"),
        ("conv_general_transpose", "`padding`"),
        ("conv1d_transpose", "`padding`"),
        ("conv2d_transpose", "`padding`"),
        ("conv3d_transpose", "`padding`"),
        ("adaptive_avg_pool1d", "`output_size`"),
        ("adaptive_avg_pool2d", "`output_size`"),
        ("adaptive_max_pool2d", "`output_size`"),
        ("interpolate", "`size`"),
    ];
    let mut typed_count = 0;
    for f in ivy::catalog().iter().flat_map(|c| c.functions.iter()) {
        let Some(typing) = f.typing else {
            continue; // a standalone function: no output types
        };
        if let Some((_, why)) = untypable.iter().find(|(n, _)| *n == f.name) {
            let e = f.output_types(&[]).unwrap_err().to_string();
            assert!(
                e.starts_with(&format!(
                    "{} cannot be typed from array types alone: {why} ha",
                    f.name
                )),
                "{e}"
            );
            continue;
        }
        let arrays = typing
            .params
            .iter()
            .filter(|p| matches!(p, ivy::TypeParam::Array(_) | ivy::TypeParam::Arrays(_)))
            .count();
        let mut errors = Vec::new();
        // A list of two where one is refused (`multi_dot`'s chain takes two or more).
        let counts = [arrays, arrays + 1];
        // `int32[2, 2]`: `gather_nd`'s index rows as long as `params` has axes.
        let types = ["float32[3, 3]", "int32[3, 3]", "int64[3]", "int32[2, 2]"]
            .iter()
            .find(|d| {
                counts.iter().any(|&n| {
                    let given: Vec<TensorType> = (0..n).map(|_| t(d)).collect();
                    f.output_types(&given).map_err(|e| errors.push(e)).is_ok()
                })
            });
        assert!(types.is_some(), "{}: {errors:?}", f.name);
        typed_count += 1;
    }
    // Every name listed is in the catalog; the typable functions are the large majority.
    for (name, _) in untypable {
        catalog(name);
    }
    assert!(typed_count > 100, "{typed_count}");
}
