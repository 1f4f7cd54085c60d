//! Declared functions called with run-time values (`ivy::dynamic`), as the Python module
//! calls them: parameters read off values with each one's declared default, results given
//! back, and every refusal an error naming the function, the parameter and what it takes.

use ivy::dynamic::{Signature, Value, signature_of, signatures};
use ivy::{Dtype, Error};

fn sig(name: &str) -> &'static Signature {
    ivy::init().unwrap();
    signature_of(name).unwrap_or_else(|| panic!("{name} has no signature"))
}

fn ints(v: &[i128]) -> Value {
    Value::List(v.iter().map(|&i| Value::Int(i)).collect())
}

fn array(v: Value) -> ivy::Array {
    match v {
        Value::Array(a) => a,
        other => panic!("expected an array, got {other:?}"),
    }
}

#[test]
fn the_library_and_the_frontends_have_signatures() {
    ivy::init().unwrap();
    let names: Vec<_> = signatures().iter().map(Signature::name).collect();
    for name in [
        "add",
        "sum",
        "zeros",
        "concat",
        "where_",
        "pad",
        "allclose",
        "numpy.add",
        // The linalg extension's functions, called from Python's `linalg` namespace.
        "cholesky",
        "qr",
        "svd",
        "svdvals",
        "eigh",
        "eigvalsh",
        "slogdet",
        "pinv",
        "matrix_rank",
        "matrix_power",
        "cross",
        // The convolutions (transposed ones with an optional output_shape) and pools.
        "conv2d",
        "conv_general_transpose",
        "conv1d_transpose",
        "conv2d_transpose",
        "conv3d_transpose",
        "max_pool3d",
        "avg_pool3d",
        "adaptive_avg_pool1d",
        "adaptive_avg_pool2d",
        "adaptive_max_pool2d",
        "interpolate",
    ] {
        assert!(names.contains(&name), "{name} missing");
    }
    // The library's names are unique (a program may declare its own `square` beside it).
    let mut sorted: Vec<_> = signatures()
        .iter()
        .filter(|s| s.decl.module().starts_with("ivy_"))
        .map(Signature::name)
        .collect();
    sorted.sort_unstable();
    let dups: Vec<_> = sorted
        .windows(2)
        .filter(|w| w[0] == w[1])
        .map(|w| w[0])
        .collect();
    assert!(dups.is_empty(), "{dups:?}");
    // Closures, containers and index lists have no run-time form: those functions have none.
    for name in ["nested_map", "get_item"] {
        assert!(!names.contains(&name), "{name} should have none");
    }
}

#[test]
fn parameters_say_their_names_types_and_defaults() {
    let s = sig("sum");
    let described: Vec<_> = s
        .params
        .iter()
        .map(|p| (p.name, p.ty, p.default, p.keyword_only))
        .collect();
    assert_eq!(
        described,
        [
            ("x", "&Array", None, false),
            ("axis", "Option<isize>", Some("None"), false),
            ("keepdims", "bool", Some("false"), false),
            ("dtype", "Option<Dtype>", Some("None"), true),
            ("out", "Option<&mut Array>", Some("None"), true),
        ]
    );
    assert!(s.doc.starts_with("The sum over `axis`"), "{}", s.doc);
    assert!(!s.doc.contains("```"));
    let flatten = sig("flatten");
    assert_eq!(flatten.params[1].default, Some("0"));
    assert_eq!(flatten.params[2].default, Some("-1"));
}

#[test]
fn weak_scalars_and_nested_numbers_are_array_likes() {
    let x = ivy::array![1i8, 2, 127].unwrap();
    // A Python int beside an int8 array is weak: int8 wraps, as the Rust call does.
    let r = array(sig("add").call(&[Value::Array(x), Value::Int(1)]).unwrap());
    assert_eq!(
        (r.dtype(), r.to_string()),
        (Dtype::Int8, "[   2,    3, -128]".to_owned())
    );
    // Nested numbers are an array of the default dtypes in force, as `asarray` takes them:
    // Ivy's int32, or int64 in a scope; int64 where the default int cannot hold them.
    let m = Value::List(vec![ints(&[1, 2]), ints(&[3, 4])]);
    let r = array(sig("sum").call(std::slice::from_ref(&m)).unwrap());
    assert_eq!((r.dtype(), r.to_string()), (Dtype::Int32, "10".to_owned()));
    {
        let _int64 = ivy::default_int_dtype_scope(Dtype::Int64).unwrap();
        assert_eq!(array(sig("sum").call(&[m]).unwrap()).dtype(), Dtype::Int64);
    }
    let big = Value::List(vec![Value::Int(1), Value::Int(1 << 40)]);
    assert_eq!(
        array(sig("abs").call(&[big]).unwrap()).dtype(),
        Dtype::Int64
    );
    let f = Value::List(vec![Value::Int(1), Value::Float(0.5)]);
    assert_eq!(
        array(sig("sum").call(&[f]).unwrap()).dtype(),
        Dtype::Float32
    );
}

#[test]
fn optional_arguments_take_their_declared_defaults_or_the_values_given() {
    let x = Value::List(vec![ints(&[1, 2]), ints(&[3, 4])]);
    let r = sig("sum")
        .call(&[x.clone(), Value::Int(0), Value::Bool(true)])
        .map(array)
        .unwrap();
    assert_eq!(
        (r.shape(), r.to_string()),
        (&[1usize, 2][..], "[[4, 6]]".to_owned())
    );
    // `None` for an `Option` is `None`; a dtype by object or by name.
    for dtype in [Value::Dtype(Dtype::Int8), Value::Str("int8".into())] {
        let r = sig("sum")
            .call(&[x.clone(), Value::None, Value::Absent, dtype])
            .map(array)
            .unwrap();
        assert_eq!((r.dtype(), r.to_string()), (Dtype::Int8, "10".to_owned()));
    }
    // A default written in `#[defaults]`: `flatten`'s `end_dim = -1`.
    let cube = Value::List(vec![Value::List(vec![ints(&[1, 2]), ints(&[3, 4])])]);
    let r = array(sig("flatten").call(&[cube]).unwrap());
    assert_eq!(r.shape(), &[4]);
}

#[test]
fn out_writes_into_the_callers_array() {
    ivy::init().unwrap();
    let o = ivy::zeros::with(&[2]).dtype(Dtype::Int64).call().unwrap();
    let r = sig("add")
        .call(&[ints(&[1, 2]), Value::Int(10), Value::Array(o.clone())])
        .map(array)
        .unwrap();
    assert_eq!(o.to_string(), "[11, 12]");
    assert!(r.same_native(&o));
}

#[test]
fn sequences_pairs_and_names_are_read() {
    let parts = Value::List(vec![ints(&[1]), ints(&[2, 3])]);
    let r = array(sig("concat").call(&[parts]).unwrap());
    assert_eq!(r.to_string(), "[1, 2, 3]");
    let pad_width = Value::List(vec![Value::Tuple(vec![Value::Int(1), Value::Int(2)])]);
    let r = sig("pad")
        .call(&[ints(&[5, 6]), pad_width.clone(), Value::Str("edge".into())])
        .map(array)
        .unwrap();
    assert_eq!(r.to_string(), "[5, 5, 6, 6, 6]");
    let err = sig("pad")
        .call(&[ints(&[5, 6]), pad_width, Value::Str("mirror".into())])
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "`mirror` is not a padding mode: expected one of `constant` `edge` `reflect` \
         `symmetric` `wrap`"
    );
    let axes = Value::Tuple(vec![ints(&[0]), ints(&[0])]);
    let r = sig("tensordot")
        .call(&[ints(&[1, 2]), ints(&[3, 4]), axes])
        .map(array)
        .unwrap();
    assert_eq!(r.to_string(), "11");
    let several = sig("split")
        .call(&[ints(&[1, 2, 3, 4]), Value::Int(2)])
        .unwrap();
    let Value::List(parts) = several else {
        panic!("split gives a list")
    };
    assert_eq!(parts.len(), 2);
}

#[test]
fn results_other_than_arrays_are_values() {
    let same = sig("array_equal")
        .call(&[ints(&[1, 2]), ints(&[1, 2])])
        .unwrap();
    assert!(matches!(same, Value::Bool(true)));
    let x = Value::Array(ivy::array![1.5f32].unwrap());
    assert!(matches!(
        sig("dtype").call(&[x]).unwrap(),
        Value::Dtype(Dtype::Float32)
    ));
}

#[test]
fn refusals_name_the_function_the_parameter_and_what_it_takes() {
    let err = sig("sum").call(&[Value::Str("x".into())]).unwrap_err();
    assert!(matches!(err, Error::ArgumentKind { .. }));
    assert_eq!(
        err.to_string(),
        "sum: argument `x` must be an array (or nested numbers)"
    );
    let err = sig("sum")
        .call(&[ints(&[1]), Value::Int(1 << 70)])
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "sum: argument `axis` must be an integer within int64"
    );
    let err = sig("sum").call(&[Value::Absent]).unwrap_err();
    assert_eq!(err.to_string(), "sum: argument `x` is required");
    let err = sig("add").call(&vec![Value::Int(1); 4]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "add takes 3 arguments (x1, x2, out), got 4"
    );
    let err = sig("sum")
        .call(&[
            ints(&[1]),
            Value::Absent,
            Value::Absent,
            Value::Str("int9".into()),
        ])
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "sum: argument `dtype` must be a dtype or a dtype's name"
    );
    let ragged = Value::List(vec![ints(&[1, 2]), ints(&[3])]);
    let err = sig("sum").call(&[ragged]).unwrap_err();
    assert!(err.to_string().contains("unequal lengths"), "{err}");
    // An error of the call itself is the call's, unchanged.
    let err = sig("add")
        .call(&[ints(&[1, 2]), ints(&[1, 2, 3])])
        .unwrap_err();
    assert!(matches!(err, Error::ShapesDoNotBroadcast { .. }), "{err:?}");
}

#[test]
fn dtypes_and_arrays_as_operands_and_records_as_results() {
    // `can_cast(from: impl Into<Operand>, to)`: read as its `Operand`.
    let yes = sig("can_cast").call(&[Value::Dtype(Dtype::Int8), Value::Str("float32".into())]);
    assert!(matches!(yes.unwrap(), Value::Bool(true)));
    let info = sig("finfo").call(&[Value::Dtype(Dtype::Float32)]).unwrap();
    let Value::Record(fields) = info else {
        panic!("finfo gives a record")
    };
    let bits = fields.iter().find(|(n, _)| *n == "bits").map(|(_, v)| v);
    assert!(matches!(bits, Some(Value::Int(32))), "{fields:?}");
}

#[test]
fn several_results_and_their_outs() {
    let x = ints(&[3, 1, 3]);
    let counts = sig("unique_counts").call(std::slice::from_ref(&x)).unwrap();
    let Value::Tuple(parts) = counts else {
        panic!("unique_counts gives a tuple")
    };
    let [values, counts] = <[Value; 2]>::try_from(parts).unwrap();
    assert_eq!(array(values).to_string(), "[1, 3]");
    assert_eq!(array(counts).to_string(), "[1, 2]");
    // `out` of two arrays: written into the caller's.
    let (v, c) = (ivy::array![0i64, 0].unwrap(), ivy::array![0i64, 0].unwrap());
    let outs = Value::Tuple(vec![Value::Array(v.clone()), Value::Array(c.clone())]);
    sig("unique_counts").call(&[x, outs]).unwrap();
    assert_eq!(
        (v.to_string(), c.to_string()),
        ("[1, 3]".to_owned(), "[1, 2]".to_owned())
    );
}

/// A convolution's `padding` from a dynamic call (Python's): one number per spatial axis pads
/// both sides of that axis, as PyTorch's `padding=[1, 2]` does; pairs stay pairs, and a list
/// mixing the two is refused, naming every accepted form.
#[test]
fn conv_padding_takes_one_number_per_axis_or_pairs() {
    ivy::init().unwrap();
    let x = ivy::ones(&[1, 1, 3, 3]).unwrap();
    let w = ivy::ones(&[1, 1, 1, 1]).unwrap();
    let conv = |padding: Value| {
        sig("torch.conv2d").call(&[
            Value::Array(x.clone()),
            Value::Array(w.clone()),
            Value::Absent,
            Value::Absent,
            padding,
        ])
    };
    // By hand: a 1x1 kernel of one copies the input; one row of zeros above and below, two
    // columns left and right.
    let per_axis = array(conv(ints(&[1, 2])).unwrap());
    assert_eq!(per_axis.shape(), [1, 1, 5, 7]);
    let rows: Vec<f32> = per_axis.to_vec().unwrap();
    for (i, v) in rows.iter().enumerate() {
        let (r, c) = (i / 7, i % 7);
        let inside = (1..4).contains(&r) && (2..5).contains(&c);
        assert_eq!(*v, if inside { 1.0 } else { 0.0 }, "at row {r}, column {c}");
    }
    let pairs = Value::List(vec![ints(&[1, 1]), ints(&[2, 2])]);
    assert_eq!(array(conv(pairs).unwrap()).shape(), [1, 1, 5, 7]);
    let uneven = Value::List(vec![ints(&[0, 1]), ints(&[2, 0])]);
    assert_eq!(array(conv(uneven).unwrap()).shape(), [1, 1, 4, 5]);
    let mixed = Value::List(vec![Value::Int(1), ints(&[2, 2])]);
    let err = conv(mixed).unwrap_err().to_string();
    assert!(
        err.contains("one number per spatial axis") && err.contains("(before, after) pairs"),
        "{err}"
    );
}
