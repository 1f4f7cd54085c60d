//! Values of the data type functions: promotion (Ivy's table, research notes §3 with its
//! sources), `finfo`/`iinfo` (NumPy's documented limits), the dtype predicates,
//! `closest_valid_dtype` and the valid/invalid dtypes of a backend.

use ivy::Dtype::{self, *};
use ivy::{Array, DtypeSet, HostArray, PromotionRules};

fn arr(values: &[f64], dtype: Dtype) -> Array {
    ivy::init().unwrap();
    let host = HostArray::new(vec![values.len()], values.to_vec()).unwrap();
    ivy::asarray::with(host).dtype(dtype).call().unwrap()
}

#[test]
fn promote_types_follows_ivys_table() {
    // Research notes §3, table of vectors 1-13 (Ivy's `ivy/__init__.py` promotion tables).
    let precise = [
        (Uint8, Int8, Int16),
        (Uint16, Int8, Int32),
        (Uint32, Int32, Int64),
        (Int64, Uint64, Float64),
        (Uint64, Int8, Float64),
        (Float16, Bfloat16, Float32),
        (Float32, Int32, Float64),
        (Float16, Int16, Float32),
        (Complex64, Int64, Complex128),
        (Complex64, Float64, Complex128),
        (Bool, Int8, Int8),
        (Bool, Bool, Bool),
        (Int8, Bfloat16, Bfloat16),
        (Uint8, Float16, Float16),
    ];
    for (a, b, r) in precise {
        assert_eq!(ivy::promote_types(a, b).unwrap(), r, "{a} {b}");
        assert_eq!(ivy::promote_types(b, a).unwrap(), r, "{b} {a}");
    }
    let non_precise = [
        (Float32, Int32, Float32),
        (Float16, Int16, Float16),
        (Bfloat16, Int32, Bfloat16),
        (Complex64, Int64, Complex64),
        (Int16, Float32, Float32),
        // Both modes.
        (Int64, Uint64, Float64),
        (Float16, Bfloat16, Float32),
    ];
    ivy::with_precise_mode(false, || {
        for (a, b, r) in non_precise {
            assert_eq!(ivy::promote_types(a, b).unwrap(), r, "{a} {b}");
        }
    });
    // The Array API table leaves int-float pairs undefined (vector 15): an error naming both.
    ivy::with_promotion_rules(PromotionRules::ArrayApi, || {
        assert_eq!(ivy::promote_types(Float16, Float32).unwrap(), Float32);
        let e = ivy::promote_types(Float16, Int16).unwrap_err().to_string();
        assert!(e.contains("float16") && e.contains("int16"), "{e}");
    });
}

#[test]
fn type_promote_arrays_converts_every_array() {
    let p =
        ivy::type_promote_arrays(&[arr(&[-1.0, 2.0], Int8), arr(&[200.0, 0.0], Uint8)]).unwrap();
    assert_eq!((p[0].dtype(), p[1].dtype()), (Int16, Int16));
    assert_eq!(
        (p[0].to_string().as_str(), p[1].to_string().as_str()),
        ("[-1,  2]", "[200,   0]")
    );
    // Different shapes are kept (no broadcasting).
    let p =
        ivy::type_promote_arrays(&[arr(&[1.5], Float16), arr(&[1.0, 2.0, 3.0], Int64)]).unwrap();
    assert_eq!((p[0].dtype(), p[1].dtype()), (Float64, Float64));
    assert_eq!((p[0].shape(), p[1].shape()), (&[1][..], &[3][..]));
    // The same dtype: unchanged.
    let p = ivy::type_promote_arrays(&[arr(&[1.0], Bool), arr(&[0.0], Bool)]).unwrap();
    assert_eq!(p[0].dtype(), Bool);
    // Any number of arrays, promoted all at once whatever their order: int8 with uint8 is
    // int16, and int16 with float16 float32 (NumPy's result_type of the three is float32);
    // a pairwise left fold from (int8, float16) would give float16, then float16 with uint8
    // float16.
    for order in [
        [Int8, Uint8, Float16],
        [Int8, Float16, Uint8],
        [Float16, Uint8, Int8],
    ] {
        let arrays: Vec<Array> = order.iter().map(|d| arr(&[1.0], *d)).collect();
        let p = ivy::type_promote_arrays(&arrays).unwrap();
        assert_eq!(p.len(), 3);
        assert!(p.iter().all(|x| x.dtype() == Float32), "{order:?}");
    }
    let one = ivy::type_promote_arrays(&[arr(&[7.0], Uint16)]).unwrap();
    assert_eq!((one.len(), one[0].dtype()), (1, Uint16));
    assert!(ivy::type_promote_arrays(&[]).unwrap().is_empty());
    ivy::with_promotion_rules(PromotionRules::ArrayApi, || {
        let pair = [arr(&[1.0], Int8), arr(&[1.0], Float32)];
        assert!(ivy::type_promote_arrays(&pair).is_err());
    });
}

/// Ivy's `promote_types_of_inputs` returns the two inputs as arrays of their promoted dtype
/// (research notes §3.3, vectors 28-31).
#[test]
fn promote_types_of_inputs_returns_the_promoted_arrays() {
    let both = |x1: ivy::ArrayLike<'_>, x2: ivy::ArrayLike<'_>| {
        let (a, b) = ivy::promote_types_of_inputs(x1, x2).unwrap();
        (a.dtype(), b.dtype(), a.to_string(), b.to_string())
    };
    // Vector 28: an int32 array with 1.5: both float64; the scalar a 0-d array.
    let x = arr(&[1.0, 2.0], Int32);
    let (a, b) = ivy::promote_types_of_inputs(&x, 1.5).unwrap();
    assert_eq!((a.dtype(), b.dtype()), (Float64, Float64));
    assert_eq!((a.shape(), b.shape()), (&[2][..], &[][..]));
    assert_eq!(
        (a.to_string(), b.to_string()),
        ("[1., 2.]".into(), "1.5".into())
    );
    // The scalar first: the same, in the order given.
    let (a, b) = ivy::promote_types_of_inputs(1.5, &x).unwrap();
    assert_eq!((a.shape(), b.shape()), (&[][..], &[2][..]));
    // Vector 29: a scalar of the array's kind is weak (Ivy's 1000 with int8 wraps; a value
    // that does not fit is an error here).
    let i8s = arr(&[1.0], Int8);
    assert_eq!(
        both((&i8s).into(), 100.into()),
        (Int8, Int8, "[1]".into(), "100".into())
    );
    assert!(ivy::promote_types_of_inputs(&arr(&[1.0], Uint8), 300).is_err());
    // Vector 30: a bool array with 1.5 gives float32, with 1 int32; int32 with 1j complex128.
    let bools = arr(&[1.0], Bool);
    assert_eq!(both((&bools).into(), 1.5.into()).0, Float32);
    assert_eq!(both((&bools).into(), 1.into()).1, Int32);
    let j = num_complex::Complex64::new(0.0, 1.0);
    assert_eq!(both((&x).into(), j.into()).1, Complex128);
    // Vector 31: two scalars take their default dtypes (int32, float32), then promote: float64
    // in precise mode, float32 without it.
    assert_eq!(
        both(1.into(), 2.0.into()),
        (Float64, Float64, "1.".into(), "2.".into())
    );
    let (a, _) = ivy::with_precise_mode(false, || ivy::promote_types_of_inputs(1, 2.0)).unwrap();
    assert_eq!(a.dtype(), Float32);
    // Two arrays: as type_promote_arrays; 0-d arrays are arrays (vector 29's second part).
    let zero_d = ivy::asarray::with(7.0).dtype(Int64).call().unwrap();
    assert_eq!(both((&i8s).into(), (&zero_d).into()).0, Int64);
}

#[cfg(feature = "candle")]
#[test]
fn promote_types_of_inputs_puts_a_scalar_beside_the_array() {
    let candle = crate::candle().unwrap();
    let x = ivy::with_backend(candle, || ivy::asarray(vec![1.0f32, 2.0])).unwrap();
    let (a, b) = ivy::promote_types_of_inputs(3, &x).unwrap();
    assert_eq!((a.backend(), b.backend()), (candle, candle));
    assert_eq!((a.dtype(), a.to_string()), (Float32, "3.".to_owned()));
}

#[test]
fn finfo_gives_numpys_limits() {
    // (dtype, bits, eps, max, smallest normal), as numpy.finfo documents them (bfloat16: as
    // ml_dtypes.finfo).
    let cases = [
        (Float16, 16, 0.0009765625, 65504.0, 6.103515625e-05),
        (
            Bfloat16,
            16,
            0.0078125,
            3.3895313892515355e38,
            1.1754943508222875e-38,
        ),
        (
            Float32,
            32,
            1.1920928955078125e-07,
            3.4028234663852886e38,
            1.1754943508222875e-38,
        ),
        (
            Float64,
            64,
            2.220446049250313e-16,
            1.7976931348623157e308,
            2.2250738585072014e-308,
        ),
        // Complex: the limits of each part.
        (
            Complex64,
            32,
            1.1920928955078125e-07,
            3.4028234663852886e38,
            1.1754943508222875e-38,
        ),
        (
            Complex128,
            64,
            2.220446049250313e-16,
            1.7976931348623157e308,
            2.2250738585072014e-308,
        ),
    ];
    for (d, bits, eps, max, tiny) in cases {
        for info in [ivy::finfo(d).unwrap(), ivy::finfo(&arr(&[0.0], d)).unwrap()] {
            assert_eq!(info.bits, bits, "{d}");
            assert_eq!((info.eps, info.max, info.min), (eps, max, -max), "{d}");
            assert_eq!(info.smallest_normal, tiny, "{d}");
        }
    }
    for d in [Int8, Uint64, Bool] {
        assert!(ivy::finfo(d).is_err(), "{d}");
    }
    // A weak scalar has no dtype of its own.
    let e = ivy::finfo(1.5).unwrap_err().to_string();
    assert!(
        e.contains("finfo") && e.contains("dtype or an array"),
        "{e}"
    );
}

#[test]
fn iinfo_gives_the_integer_limits() {
    let cases: [(Dtype, u32, i128, i128); 8] = [
        (Int8, 8, -128, 127),
        (Int16, 16, -32768, 32767),
        (Int32, 32, -2147483648, 2147483647),
        (Int64, 64, -9223372036854775808, 9223372036854775807),
        (Uint8, 8, 0, 255),
        (Uint16, 16, 0, 65535),
        (Uint32, 32, 0, 4294967295),
        (Uint64, 64, 0, 18446744073709551615),
    ];
    for (d, bits, min, max) in cases {
        for info in [ivy::iinfo(d).unwrap(), ivy::iinfo(&arr(&[0.0], d)).unwrap()] {
            assert_eq!((info.bits, info.min, info.max), (bits, min, max), "{d}");
        }
    }
    for d in [Float32, Complex64, Bool] {
        assert!(ivy::iinfo(d).is_err(), "{d}");
    }
    assert!(ivy::iinfo(3).is_err());
}

#[test]
fn dtype_predicates() {
    // (dtype, float, int, uint, bool, complex)
    let table = [
        (Bool, [false, false, false, true, false]),
        (Int8, [false, true, false, false, false]),
        (Int64, [false, true, false, false, false]),
        (Uint8, [false, true, true, false, false]),
        (Uint64, [false, true, true, false, false]),
        (Bfloat16, [true, false, false, false, false]),
        (Float16, [true, false, false, false, false]),
        (Float64, [true, false, false, false, false]),
        (Complex64, [false, false, false, false, true]),
        (Complex128, [false, false, false, false, true]),
    ];
    let preds = |x: ivy::Operand| {
        [
            ivy::is_float_dtype(x),
            ivy::is_int_dtype(x),
            ivy::is_uint_dtype(x),
            ivy::is_bool_dtype(x),
            ivy::is_complex_dtype(x),
        ]
    };
    for (d, expected) in table {
        assert_eq!(preds(d.into()), expected, "{d}");
        assert_eq!(preds((&arr(&[1.0], d)).into()), expected, "array of {d}");
    }
    // Weak scalars: by their Rust kind; an integer is never unsigned.
    assert_eq!(preds(1.5.into()), [true, false, false, false, false]);
    assert_eq!(preds(3u8.into()), [false, true, false, false, false]);
    assert_eq!(preds(true.into()), [false, false, false, true, false]);
    let i = num_complex::Complex64::new(0.0, 1.0);
    assert_eq!(preds(i.into()), [false, false, false, false, true]);
}

#[test]
fn ndarray_holds_every_dtype() {
    let nd = ivy::init().unwrap();
    assert_eq!(ivy::valid_dtypes(nd), DtypeSet::VALID);
    assert!(ivy::invalid_dtypes(nd).is_empty());
    assert_eq!(ivy::valid_numeric_dtypes(nd), DtypeSet::VALID.without(Bool));
    assert_eq!(ivy::valid_int_dtypes(nd).len(), 8);
    assert_eq!(
        ivy::valid_float_dtypes(nd),
        DtypeSet::of(&[Bfloat16, Float16, Float32, Float64])
    );
    for f in [
        ivy::invalid_numeric_dtypes,
        ivy::invalid_int_dtypes,
        ivy::invalid_float_dtypes,
    ] {
        assert!(f(nd).is_empty());
    }
    ivy::with_backend(nd, || {
        for d in DtypeSet::VALID.iter() {
            assert_eq!(ivy::closest_valid_dtype(Some(d)).unwrap(), d);
        }
        assert_eq!(ivy::closest_valid_dtype(None).unwrap(), Float32);
        let _g = ivy::default_float_dtype_scope(Float64).unwrap();
        assert_eq!(ivy::closest_valid_dtype(None).unwrap(), Float64);
    });
}

#[cfg(feature = "candle")]
#[test]
fn candle_lacks_five_dtypes() {
    // ndarray stays the default backend of the other tests' calls without arrays.
    ivy::set_default_backend(ivy::init().unwrap());
    let c = crate::candle().unwrap();
    let held = DtypeSet::of(&[
        Uint8, Uint32, Int16, Int32, Int64, Bfloat16, Float16, Float32, Float64,
    ]);
    let lacking = DtypeSet::of(&[Bool, Int8, Uint16, Uint64, Complex64, Complex128]);
    assert_eq!(ivy::valid_dtypes(c), held);
    assert_eq!(ivy::invalid_dtypes(c), lacking);
    assert_eq!(ivy::valid_numeric_dtypes(c), held);
    assert_eq!(
        ivy::valid_int_dtypes(c),
        DtypeSet::of(&[Uint8, Uint32, Int16, Int32, Int64])
    );
    assert_eq!(ivy::valid_float_dtypes(c), DtypeSet::FLOAT);
    assert_eq!(
        ivy::invalid_numeric_dtypes(c),
        DtypeSet::of(&[Int8, Uint16, Uint64, Complex64, Complex128])
    );
    assert_eq!(
        ivy::invalid_int_dtypes(c),
        DtypeSet::of(&[Int8, Uint16, Uint64])
    );
    assert!(ivy::invalid_float_dtypes(c).is_empty());
    ivy::with_backend(c, || {
        let closest = |d| ivy::closest_valid_dtype(Some(d));
        for d in held.iter() {
            assert_eq!(closest(d).unwrap(), d);
        }
        // Wider dtypes that hold every value: int8 in int16; uint16 in uint32 (its own
        // signedness wins over int32).
        assert_eq!(closest(Int8).unwrap(), Int16);
        assert_eq!(closest(Uint16).unwrap(), Uint32);
        // Nothing holds uint64: the widest narrower unsigned dtype.
        assert_eq!(closest(Uint64).unwrap(), Uint32);
        // bool: the default int dtype (cross-casting).
        assert_eq!(closest(Bool).unwrap(), ivy::default_int_dtype());
        // Complex values are never made real.
        let e = closest(Complex64).unwrap_err().to_string();
        assert!(e.contains("complex64"), "{e}");
    });
}
