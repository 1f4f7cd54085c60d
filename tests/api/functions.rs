//! The first library of functions on the ndarray backend: every function with every dtype, the
//! declared-unsupported dtypes with and without casting modes, and values.

use ivy::Dtype::{self, *};
use ivy::{
    Array, ArrayLike, CastingMode, Container, DtypeSet, Error, HostArray, Scalar,
    with_casting_mode, with_precise_mode,
};

fn setup() {
    ivy::init().unwrap();
}

/// `values` (exact in every dtype) as an array of `dtype`.
fn arr(values: &[f64], dtype: Dtype) -> Array {
    setup();
    let host = HostArray::new(vec![values.len()], values.to_vec()).unwrap();
    ivy::astype(&ivy::asarray(host).unwrap(), dtype).unwrap()
}

fn arr2(rows: usize, cols: usize, values: &[f64], dtype: Dtype) -> Array {
    setup();
    let host = HostArray::new(vec![rows, cols], values.to_vec()).unwrap();
    ivy::asarray::with(host).dtype(dtype).call().unwrap()
}

/// The values of an array as f64 (real part for complex).
fn values(a: &Array) -> Vec<f64> {
    let f = ivy::astype(
        a,
        if a.dtype().is_complex() {
            a.dtype()
        } else {
            Float64
        },
    )
    .unwrap();
    match f.to_host().unwrap().data() {
        ivy::HostData::Float64(v) => v.clone(),
        ivy::HostData::Complex64(v) => v.iter().map(|c| f64::from(c.re)).collect(),
        ivy::HostData::Complex128(v) => v.iter().map(|c| c.re).collect(),
        other => panic!("unexpected {:?}", other.dtype()),
    }
}

fn close(a: &[f64], b: &[f64], tol: f64) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| (x - y).abs() <= tol * (1.0 + y.abs()))
}

fn tolerance(d: Dtype) -> f64 {
    match d {
        Bfloat16 => 1e-2,
        Float16 => 2e-3,
        Float32 | Complex64 => 1e-6,
        _ => 1e-12,
    }
}

type Call = fn(&Array) -> ivy::Result<Array>;

/// Every function over one input array of a given dtype, with what ndarray declares it
/// supports. Written out here (not read from the registry) so the declarations are tested.
fn unary_cases() -> Vec<(&'static str, Call, DtypeSet)> {
    let real_numeric = DtypeSet::INTEGER | DtypeSet::FLOAT;
    vec![
        ("add", |x| ivy::add(x, x), DtypeSet::VALID),
        ("subtract", |x| ivy::subtract(x, x), DtypeSet::NUMERIC),
        ("multiply", |x| ivy::multiply(x, x), DtypeSet::VALID),
        ("divide", |x| ivy::divide(x, x), DtypeSet::VALID),
        ("abs", |x| ivy::abs(x), DtypeSet::NUMERIC),
        // Float functions take integers and bool too, as the default float dtype.
        ("exp", |x| ivy::exp(x), DtypeSet::VALID),
        ("expm1", |x| ivy::expm1(x), DtypeSet::VALID),
        ("tan", |x| ivy::tan(x), DtypeSet::VALID),
        ("log", |x| ivy::log(x), DtypeSet::VALID),
        ("matmul", |x| ivy::matmul(x, x), DtypeSet::VALID),
        (
            "clip",
            |x| ivy::clip(x, Scalar::from(1), Scalar::from(2)),
            real_numeric,
        ),
        ("lcm", |x| ivy::lcm(x, x), DtypeSet::INTEGER),
        ("logical_not", |x| ivy::logical_not(x), DtypeSet::VALID),
        ("sum", |x| ivy::sum(x), DtypeSet::VALID),
        ("prod", |x| ivy::prod(x), DtypeSet::VALID),
        ("cumsum", |x| ivy::cumsum(x), DtypeSet::VALID),
        ("astype", |x| ivy::astype(x, x.dtype()), DtypeSet::VALID),
    ]
}

/// The dtype each function gives for an input of dtype `d` (inputs are `[1, 2]`).
fn expected_dtype(name: &str, d: Dtype) -> Dtype {
    match (name, d) {
        ("divide" | "exp" | "expm1" | "tan" | "log", d) if d.is_int() || d.is_bool() => Float32,
        ("abs", Complex64) => Float32,
        ("abs", Complex128) => Float64,
        ("logical_not", _) => Bool,
        // The Array API's accumulator dtypes: narrow integers and bool widen to the default.
        ("sum" | "prod" | "cumsum", Bool) => ivy::default_int_dtype(),
        ("sum" | "prod" | "cumsum", d)
            if d.is_signed_int() && d.bits() < ivy::default_int_dtype().bits() =>
        {
            ivy::default_int_dtype()
        }
        ("sum" | "prod" | "cumsum", d)
            if d.is_unsigned_int() && d.bits() < ivy::default_uint_dtype().bits() =>
        {
            ivy::default_uint_dtype()
        }
        _ => d,
    }
}

#[test]
fn every_function_with_every_dtype() {
    setup();
    let ndarray = ivy::default_backend().unwrap();
    for (name, call, supported) in unary_cases() {
        for d in Dtype::ALL {
            let x = arr(&[1.0, 2.0], d);
            let got = call(&x);
            if supported.contains(d) {
                let y = got.unwrap_or_else(|e| panic!("{name}({d}): {e}"));
                assert_eq!(y.dtype(), expected_dtype(name, d), "{name}({d})");
            } else {
                match got {
                    Err(Error::UnsupportedDtype {
                        function,
                        dtype,
                        backend,
                        ..
                    }) => {
                        assert_eq!((function, dtype, backend), (name, d, "ndarray"));
                    }
                    other => panic!("{name}({d}) should be unsupported, got {other:?}"),
                }
            }
        }
        let _ = ndarray;
    }
}

#[test]
fn declarations_are_what_the_registry_reports() {
    setup();
    let ndarray = ivy::default_backend().unwrap();
    // exp's kernel takes floats and complex; integers and bool come as the default float.
    assert_eq!(ivy::exp::DECL.supported_dtypes(ndarray), DtypeSet::VALID);
    assert_eq!(
        ivy::exp::DECL.promoted_dtypes(ndarray),
        DtypeSet::INTEGER | DtypeSet::BOOL
    );
    assert_eq!(ivy::lcm::DECL.supported_dtypes(ndarray), DtypeSet::INTEGER);
    assert_eq!(
        ivy::lcm::DECL.unsupported_dtypes(ndarray),
        !DtypeSet::INTEGER
    );
    // A compositional function supports what all its callees support (log's promotion of
    // integers to the default float included), and what it promotes itself.
    let ce = ivy::cross_entropy::DECL.supported_dtypes(ndarray);
    assert_eq!(
        ce,
        DtypeSet::FLOAT | DtypeSet::INTEGER | DtypeSet::BOOL,
        "clip excludes complex"
    );
    assert_eq!(
        ivy::cross_entropy::DECL.kind,
        ivy::FunctionKind::Compositional
    );
    let callees: Vec<&str> = ivy::cross_entropy::DECL
        .callees
        .iter()
        .map(|c| c.name)
        .collect();
    assert_eq!(callees, ["clip", "log", "sum", "multiply"]);
}

/// What each casting mode does with an unsupported input, hand-derived from DESIGN.md's rules.
#[test]
fn unsupported_dtypes_cast_as_each_mode_says() {
    setup();
    use CastingMode::*;
    // (function, input, mode, the dtype the kernel runs in, or None for an error)
    let cases: &[(&str, Dtype, CastingMode, Option<Dtype>)] = &[
        // matmul supports every dtype on ndarray.
        ("matmul", Int8, Off, Some(Int8)),
        ("matmul", Uint16, Upcast, Some(Uint16)),
        ("matmul", Bool, Crosscast, Some(Bool)),
        // exp takes integers as the default float dtype whatever the mode.
        ("exp", Int8, Off, Some(Float32)),
        ("exp", Uint64, Upcast, Some(Float32)),
        // lcm supports integers only: floats cross to the default int; complex never goes real.
        ("lcm", Float16, Crosscast, Some(Int32)),
        ("lcm", Float64, Cast, Some(Int32)),
        ("lcm", Float32, Upcast, None),
        ("lcm", Complex64, Cast, None),
        ("lcm", Bool, Cast, Some(Int32)),
        // abs supports everything numeric: bool crosses to the default int.
        ("abs", Bool, Crosscast, Some(Int32)),
        ("abs", Bool, Upcast, None),
        // clip excludes complex and bool.
        ("clip", Complex128, Cast, None),
    ];
    let call = |name: &str, x: &Array| match name {
        "exp" => ivy::exp(x),
        "matmul" => ivy::matmul(x, x),
        "lcm" => ivy::lcm(x, x),
        "abs" => ivy::abs(x),
        "clip" => ivy::clip(x, Scalar::from(0), Scalar::from(1)),
        _ => unreachable!(),
    };
    for (name, d, mode, runs_in) in cases {
        let x = arr(&[1.0, 2.0], *d);
        let got = with_casting_mode(*mode, || call(name, &x));
        match (runs_in, got) {
            (Some(runs_in), Ok(y)) => {
                assert_eq!(y.dtype(), *runs_in, "{name}({d}) under {mode}");
            }
            (None, Err(Error::UnsupportedDtype { helpful_modes, .. })) => {
                assert!(
                    !helpful_modes.contains(mode),
                    "{name}({d}): {mode} is listed as helping"
                );
            }
            (expected, got) => {
                panic!("{name}({d}) under {mode}: expected {expected:?}, got {got:?}")
            }
        }
    }
}

#[test]
fn a_requested_dtype_is_cast_back_after_a_mode_replaced_it() {
    setup();
    // sum over int8 asked for float16 works directly; lcm over float16 with `cast` runs in
    // the default int dtype and stays there (no dtype was asked for).
    let x = arr(&[1.0, 2.0], Int8);
    let s = ivy::sum::with(&x).dtype(Float16).call().unwrap();
    assert_eq!((s.dtype(), values(&s)), (Float16, vec![3.0]));
    let h = arr(&[4.0, 6.0], Float16);
    let y = with_casting_mode(CastingMode::Cast, || {
        ivy::lcm(&h, &arr(&[6.0, 4.0], Float16))
    });
    let y = y.unwrap();
    assert_eq!(
        (y.dtype(), values(&y)),
        (Int32, vec![12.0, 12.0]),
        "lcm(4, 6)"
    );
}

#[test]
fn values_of_the_elementwise_functions() {
    let x = arr(&[1.0, -2.0, 3.0], Float64);
    let y = arr(&[4.0, 5.0, -6.0], Float64);
    assert_eq!(values(&ivy::add(&x, &y).unwrap()), [5.0, 3.0, -3.0]);
    assert_eq!(values(&ivy::subtract(&x, &y).unwrap()), [-3.0, -7.0, 9.0]);
    assert_eq!(values(&ivy::multiply(&x, &y).unwrap()), [4.0, -10.0, -18.0]);
    assert_eq!(values(&ivy::divide(&x, &y).unwrap()), [0.25, -0.4, -0.5]);
    assert_eq!(values(&ivy::abs(&x).unwrap()), [1.0, 2.0, 3.0]);
    assert!(close(
        &values(&ivy::exp(&x).unwrap()),
        &[1f64.exp(), (-2f64).exp(), 3f64.exp()],
        1e-12
    ));
    assert!(close(
        &values(&ivy::expm1(&x).unwrap()),
        &[1f64.exp_m1(), (-2f64).exp_m1(), 3f64.exp_m1()],
        1e-12
    ));
    assert!(close(
        &values(&ivy::tan(&x).unwrap()),
        &[1f64.tan(), (-2f64).tan(), 3f64.tan()],
        1e-12
    ));
    let i = arr(&[4.0, 6.0, 0.0], Int32);
    let j = arr(&[6.0, 4.0, 5.0], Int32);
    assert_eq!(values(&ivy::lcm(&i, &j).unwrap()), [12.0, 12.0, 0.0]);
    assert_eq!(values(&ivy::logical_not(&i).unwrap()), [0.0, 0.0, 1.0]);
    // half precision computes in float32 and rounds back
    let h = arr(&[1.0, 2.0], Float16);
    assert!(close(
        &values(&ivy::exp(&h).unwrap()),
        &[1f64.exp(), 2f64.exp()],
        tolerance(Float16)
    ));
    let b = arr(&[1.0, 2.0], Bfloat16);
    assert!(close(
        &values(&ivy::tan(&b).unwrap()),
        &[1f64.tan(), 2f64.tan()],
        tolerance(Bfloat16)
    ));
}

#[test]
fn binary_functions_promote_and_take_weak_scalars() {
    let i8s = arr(&[100.0, 1.0], Int8);
    let u8s = arr(&[1.0, 2.0], Uint8);
    assert_eq!(ivy::add(&i8s, &u8s).unwrap().dtype(), Int16);
    let w = ivy::add(&i8s, 2).unwrap();
    assert_eq!((w.dtype(), values(&w)), (Int8, vec![102.0, 3.0]));
    // int8 wraps, as NumPy does
    assert_eq!(values(&ivy::add(&i8s, 100).unwrap()), [-56.0, 101.0]);
    assert!(matches!(
        ivy::add(&u8s, 300),
        Err(Error::ScalarOutOfRange { .. })
    ));
    let i32s = arr(&[1.0], Int32);
    // A float literal next to integers is float64 in both of Ivy's modes (Ivy converts the
    // Python float to float64: research notes vector 28).
    assert_eq!(ivy::multiply(&i32s, 1.5).unwrap().dtype(), Float64);
    assert_eq!(
        with_precise_mode(false, || ivy::multiply(&i32s, 1.5))
            .unwrap()
            .dtype(),
        Float64
    );
    // Ivy 1.0.0.5: add(int8 [100, 1], 2.5) is float64 [102.5, 3.5].
    let h = ivy::add(&i8s, 2.5).unwrap();
    assert_eq!((h.dtype(), values(&h)), (Float64, vec![102.5, 3.5]));
    let f = arr(&[1.0, 2.0], Float32);
    let s = ivy::subtract(2.0, &f).unwrap();
    assert_eq!((s.dtype(), values(&s)), (Float32, vec![1.0, 0.0]));
    let _: ArrayLike = (&f).into();
}

#[test]
fn creation_functions() {
    setup();
    let z = ivy::zeros(&[2, 3]).unwrap();
    assert_eq!((z.dtype(), z.shape()), (Float32, &[2usize, 3][..]));
    assert_eq!(values(&z), [0.0; 6]);
    assert_eq!(
        ivy::ones::with(&[2]).dtype(Int8).call().unwrap().dtype(),
        Int8
    );
    assert_eq!(
        values(&ivy::ones::with(&[2]).dtype(Complex64).call().unwrap()),
        [1.0, 1.0]
    );
    // full: the fill value decides without a dtype
    assert_eq!(ivy::full(&[2], Scalar::from(1)).unwrap().dtype(), Int32);
    assert_eq!(ivy::full(&[2], Scalar::from(1.5)).unwrap().dtype(), Float32);
    assert_eq!(ivy::full(&[2], Scalar::from(true)).unwrap().dtype(), Bool);
    assert_eq!(
        ivy::full(&[2], Scalar::from(1u64 << 40)).unwrap().dtype(),
        Int64
    );
    assert!(
        ivy::full::with(&[2], Scalar::from(300))
            .dtype(Uint8)
            .call()
            .is_err()
    );
    // arange: relevant scalars decide
    let a = ivy::arange::with(Scalar::from(0), Scalar::from(5))
        .step(Scalar::from(2))
        .call()
        .unwrap();
    assert_eq!((a.dtype(), values(&a)), (Int32, vec![0.0, 2.0, 4.0]));
    let a = ivy::arange::with(Scalar::from(0), Scalar::from(1))
        .step(Scalar::from(0.25))
        .call()
        .unwrap();
    assert_eq!(
        (a.dtype(), values(&a)),
        (Float32, vec![0.0, 0.25, 0.5, 0.75])
    );
    // asarray keeps the data's dtype unless told otherwise
    let h = HostArray::from(vec![1i16, 2]);
    assert_eq!(ivy::asarray(h.clone()).unwrap().dtype(), Int16);
    assert_eq!(
        ivy::asarray::with(h).dtype(Float64).call().unwrap().dtype(),
        Float64
    );
    // ndarray is a CPU backend
    let err = ivy::zeros::with(&[1])
        .device(ivy::Device::Gpu(0))
        .call()
        .unwrap_err();
    assert!(matches!(err, Error::UnsupportedDevice { .. }), "{err}");
}

#[test]
fn reductions() {
    let x = arr2(2, 3, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], Int32);
    assert_eq!(values(&ivy::sum(&x).unwrap()), [21.0]);
    let s = ivy::sum::with(&x).axis(0).call().unwrap();
    assert_eq!(
        (s.shape(), values(&s)),
        (&[3usize][..], vec![5.0, 7.0, 9.0])
    );
    let s = ivy::sum::with(&x).axis(-1).keepdims(true).call().unwrap();
    assert_eq!((s.shape(), values(&s)), (&[2usize, 1][..], vec![6.0, 15.0]));
    assert_eq!(
        values(&ivy::prod::with(&x).axis(1).call().unwrap()),
        [6.0, 120.0]
    );
    let p = ivy::prod::with(&x).dtype(Int64).call().unwrap();
    assert_eq!((p.dtype(), values(&p)), (Int64, vec![720.0]));
    assert_eq!(
        values(&ivy::cumsum::with(&x).axis(1).call().unwrap()),
        [1.0, 3.0, 6.0, 4.0, 9.0, 15.0]
    );
    assert!(ivy::sum::with(&x).axis(2).call().is_err());
}

#[test]
fn linear_takes_the_kernel_for_2d_weights_and_the_body_otherwise() {
    let x = arr2(1, 2, &[1.0, 2.0], Float32);
    let w = arr2(3, 2, &[1.0, 0.0, 0.0, 1.0, 1.0, 1.0], Float32);
    let b = arr(&[0.5, 0.5, 0.5], Float32);
    let y = ivy::linear::with(&x, &w).bias(&b).call().unwrap();
    assert_eq!(
        (y.shape(), values(&y)),
        (&[1usize, 3][..], vec![1.5, 2.5, 3.5])
    );
    // a batch of weights (3-d): the handler declines, the compositional body runs.
    let wb =
        ivy::asarray(HostArray::new(vec![1, 3, 2], vec![1.0f32, 0.0, 0.0, 1.0, 1.0, 1.0]).unwrap())
            .unwrap();
    let y = ivy::linear(&x, &wb).unwrap();
    assert_eq!(
        (y.shape(), values(&y)),
        (&[1usize, 1, 3][..], vec![1.0, 2.0, 3.0])
    );
    // Integers take the body too, whatever the weights' rank: the kernel multiplies floats.
    let xi = ivy::astype(&x, Int32).unwrap();
    for w in [&w, &wb] {
        let y = ivy::linear(&xi, &ivy::astype(w, Int32).unwrap()).unwrap();
        assert_eq!(y.dtype(), Int32);
        assert_eq!(values(&y), [1.0, 2.0, 3.0]);
    }
}

#[test]
fn cross_entropy_is_composed_of_other_functions() {
    let t = arr(&[0.0, 1.0, 0.0], Float32);
    let p = arr(&[0.25, 0.5, 0.25], Float32);
    let l = ivy::cross_entropy::with(&t, &p).axis(None).call().unwrap();
    assert!(
        close(&values(&l), &[-(0.5f64.ln())], 1e-6),
        "{:?}",
        values(&l)
    );
    // Integers are taken as the default float dtype (it is `integer_arrays_to_float`); its
    // support is otherwise its callees': complex is refused by `clip`.
    let ti = arr(&[0.0, 1.0], Int32);
    let l = ivy::cross_entropy::with(&ti, &ti)
        .axis(None)
        .call()
        .unwrap();
    assert_eq!(l.dtype(), Float32);
    let tc = arr(&[0.0, 1.0], Complex64);
    assert!(matches!(
        ivy::cross_entropy::with(&tc, &tc).axis(None).call(),
        Err(Error::UnsupportedDtype { .. })
    ));
}

#[test]
fn data_type_functions() {
    let x = arr(&[1.7, -1.7], Float32);
    assert_eq!(ivy::dtype(&x), Float32);
    let i = ivy::astype(&x, Int32).unwrap();
    assert_eq!((i.dtype(), values(&i)), (Int32, vec![1.0, -1.0]));
    let c = ivy::astype(&x, Complex64).unwrap();
    assert!(
        ivy::astype(&c, Float32).is_err(),
        "complex to real is refused"
    );
    assert!(ivy::can_cast(&x, Float64));
    assert!(!ivy::can_cast(&x, Int64));
    assert_eq!(
        ivy::result_type(&[(&x).into(), Int32.into()]).unwrap(),
        Float64
    );
}

#[test]
fn out_errors_leave_out_untouched() {
    let x = arr(&[1.0, 2.0], Float32);
    let mut out = arr(&[9.0, 9.0, 9.0], Float32);
    let before = out.clone();
    let err = ivy::tan::with(&x).out(&mut out).call().unwrap_err();
    assert!(
        matches!(
            err,
            Error::OutShape {
                function: "tan",
                ..
            }
        ),
        "{err}"
    );
    assert!(out.same_native(&before) && values(&out) == [9.0, 9.0, 9.0]);

    let mut out = arr(&[9.0, 9.0], Int32);
    let before = out.clone();
    let err = ivy::add::with(&x, &x).out(&mut out).call().unwrap_err();
    assert!(
        matches!(
            err,
            Error::OutDtype {
                function: "add",
                out: Int32,
                result: Float32
            }
        ),
        "{err}"
    );
    assert!(out.same_native(&before));

    // a failing call leaves out alone too
    let mut out = arr(&[9.0, 9.0], Float32);
    let before = out.clone();
    assert!(ivy::lcm::with(&x, &x).out(&mut out).call().is_err());
    assert!(out.same_native(&before));

    // success: out gets the result, cast where can_cast allows
    let mut out = arr(&[0.0, 0.0], Float64);
    let r = ivy::add::with(&x, &x).out(&mut out).call().unwrap();
    assert_eq!((out.dtype(), values(&out)), (Float64, vec![2.0, 4.0]));
    assert_eq!(values(&r), [2.0, 4.0]);
}

#[test]
fn nestable_functions_take_containers() {
    let c = Container::new()
        .with("a", arr(&[1.0, 2.0], Float32))
        .with("b", Container::new().with("c", arr(&[3.0], Float64)));
    let r = ivy::add::nested(&c, 1).unwrap().into_container().unwrap();
    assert_eq!(values(r.at("a").unwrap()), [2.0, 3.0]);
    assert_eq!(r.at("b/c").unwrap().dtype(), Float64);
    let r = ivy::exp::nested(&c).unwrap().into_container().unwrap();
    assert_eq!(r.leaves().len(), 2);
    let other = Container::new()
        .with("a", arr(&[1.0], Float32))
        .with("b", arr(&[1.0], Float32));
    let err = ivy::add::nested(&c, &other).unwrap_err();
    assert!(err.to_string().contains("at `b`"), "{err}");
    // an array next to a container is used for every leaf
    let x = arr(&[10.0], Float32);
    let r = ivy::multiply::nested(&c, &x)
        .unwrap()
        .into_container()
        .unwrap();
    assert_eq!(values(r.at("b/c").unwrap()), [30.0]);
}

#[test]
fn a_key_path_through_a_leaf_names_nothing() {
    let c = Container::new()
        .with("a", arr(&[1.0], Float32))
        .with("b", arr(&[2.0], Float32))
        .with("s", Container::new().with("c", arr(&[3.0], Float32)));
    assert!(c.at("a/b").is_none(), "`a` is an array: `a/b` is no path");
    assert!(c.at("s").is_none(), "`s` is a container, not an array");
    assert!(c.at("s/c/b").is_none());
    assert_eq!(values(c.at("s/c").unwrap()), [3.0]);
    assert_eq!(values(c.at("b").unwrap()), [2.0]);
}

#[test]
fn display_is_numpy_like() {
    let x = arr2(2, 2, &[1.0, 2.0, 3.0, 4.0], Int32);
    assert_eq!(x.to_string(), "[[1, 2],\n [3, 4]]");
}

#[test]
fn creation_functions_with_every_dtype() {
    setup();
    let no_range = DtypeSet::BOOL | DtypeSet::COMPLEX;
    for d in Dtype::ALL {
        assert_eq!(
            ivy::zeros::with(&[2]).dtype(d).call().unwrap().dtype(),
            d,
            "zeros {d}"
        );
        let ones = ivy::ones::with(&[2]).dtype(d).call().unwrap();
        assert_eq!(ones.dtype(), d, "ones {d}");
        assert_eq!(values(&ones), [1.0, 1.0], "ones {d}");
        let fill = if d.is_bool() {
            Scalar::from(true)
        } else {
            Scalar::from(1)
        };
        assert_eq!(
            ivy::full::with(&[2], fill).dtype(d).call().unwrap().dtype(),
            d,
            "full {d}"
        );
        let host = HostArray::new(vec![2], vec![1u8, 0]).unwrap();
        assert_eq!(
            ivy::asarray::with(host).dtype(d).call().unwrap().dtype(),
            d,
            "asarray {d}"
        );
        let r = ivy::arange::with(Scalar::from(0), Scalar::from(3))
            .step(Scalar::from(1))
            .dtype(d)
            .call();
        if no_range.contains(d) {
            assert!(
                matches!(
                    r,
                    Err(Error::UnsupportedDtype {
                        function: "arange",
                        ..
                    })
                ),
                "arange {d}: {r:?}"
            );
        } else {
            let a = r.unwrap();
            assert_eq!(
                (a.dtype(), values(&a)),
                (d, vec![0.0, 1.0, 2.0]),
                "arange {d}"
            );
        }
    }
}

#[test]
fn matrix_functions_with_every_dtype() {
    for d in Dtype::ALL {
        let m = arr2(2, 2, &[1.0, 0.0, 1.0, 1.0], d);
        let t = ivy::matrix_transpose(&m).unwrap();
        assert_eq!(
            (t.dtype(), values(&t)),
            (d, vec![1.0, 1.0, 0.0, 1.0]),
            "matrix_transpose {d}"
        );
        // Every dtype: integers wrap, bool is the `or` of `and`s. m·m = [[1, 0], [2, 1]]
        // (bool: [[1, 0], [1, 1]]); m·mᵀ = [[1, 1], [1, 2]] (bool: [[1, 1], [1, 1]]).
        let (mm, mmt) = if d.is_bool() {
            ([1.0, 0.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0])
        } else {
            ([1.0, 0.0, 2.0, 1.0], [1.0, 1.0, 1.0, 2.0])
        };
        for (name, got, want) in [
            ("matmul", ivy::matmul(&m, &m), mm),
            ("linear", ivy::linear(&m, &m), mmt),
        ] {
            let y = got.unwrap_or_else(|e| panic!("{name}({d}): {e}"));
            assert_eq!((y.dtype(), values(&y)), (d, want.to_vec()), "{name}({d})");
        }
        let ce = ivy::cross_entropy::with(&m, &m).axis(None).call();
        if DtypeSet::FLOAT.contains(d) {
            assert_eq!(ce.unwrap().dtype(), d, "cross_entropy({d})");
        } else if d.is_int() || d.is_bool() {
            assert_eq!(ce.unwrap().dtype(), Float32, "cross_entropy({d})");
        } else {
            match ce {
                Err(Error::UnsupportedDtype { function, .. }) => {
                    assert_eq!(function, "cross_entropy", "{d}")
                }
                other => panic!("cross_entropy({d}): {other:?}"),
            }
        }
    }
    let x = arr2(2, 2, &[1.0, 2.0, 3.0, 4.0], Float64);
    assert_eq!(
        values(&ivy::matmul(&x, &x).unwrap()),
        [7.0, 10.0, 15.0, 22.0]
    );
}

#[test]
fn ndarray_arrays_go_in_and_out_without_a_copy() {
    use ndarray::{ArrayD, IxDyn};
    let a = ArrayD::from_shape_vec(IxDyn(&[2, 2]), vec![1i64, 2, 3, 4]).unwrap();
    let ptr = a.as_ptr();
    let x = ivy::from_ndarray(a).unwrap();
    assert_eq!((x.dtype(), x.shape()), (Int64, &[2usize, 2][..]));
    let y = ivy::add(&x, 1).unwrap();
    assert_eq!(values(&y), [2.0, 3.0, 4.0, 5.0]);
    let back: ArrayD<i64> = ivy::ndarray::NdArrayBackend::unwrap(x).unwrap();
    assert_eq!(back.as_ptr(), ptr);
    assert!(
        ivy::ndarray::NdArrayBackend::unwrap::<f32>(y).is_err(),
        "dtype mismatch is an error"
    );
    let z = ivy::array![[1u8, 2], [3, 4]].unwrap();
    assert_eq!((z.dtype(), z.shape()), (Uint8, &[2usize, 2][..]));
}

/// `expm1` written out by a user: `exp(x) - 1`.
#[ivy::compositional]
#[ivy::returns(retyped(x, if x.dtype.is_int() { ivy::default_float_dtype() } else { x.dtype }))]
pub fn expm1_composed(x: &Array) -> ivy::Result<Array> {
    ivy::subtract(&ivy::exp(x)?, 1)
}

#[test]
fn a_composition_keeps_its_callees_integer_promotion() {
    setup();
    let ndarray = ivy::default_backend().unwrap();
    // exp takes int32 by promoting it to the default float; subtract takes it natively: so
    // the composition takes int32 (issue 28: it was refused, the callees' promotion dropped).
    assert!(
        expm1_composed::DECL
            .supported_dtypes(ndarray)
            .contains(Int32)
    );
    let y = expm1_composed(&arr(&[0.0, 1.0, 2.0], Int32)).unwrap();
    assert_eq!(y.dtype(), Float32);
    // e - 1 and e^2 - 1, by hand.
    assert!(close(&values(&y), &[0.0, 1.718_281_8, 6.389_056], 1e-6));
}
