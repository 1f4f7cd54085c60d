//! The discrete Fourier transforms (`ivy::fft` and its kin): values, dtypes, `n`, axes, `norm`
//! modes and errors. Every expected value is NumPy 2.4's (`numpy.fft` of the same input,
//! printed to 17 digits), or derived by hand where said.

use crate::numeric_support;

use ivy::Dtype::*;
use ivy::FftNorm;
use numeric_support::*;

/// Asserts the complex `a` holds `expected` (re, im) within its dtype's tolerance, with `shape`.
#[track_caller]
fn assert_complex(a: &ivy::Array, shape: &[usize], expected: &[(f64, f64)]) {
    assert_eq!(a.shape(), shape, "shape of {a}");
    let got = cvalues(a);
    let tol = tolerance(a.dtype());
    let near = |g: f64, e: f64| (g - e).abs() <= tol * (1.0 + e.abs()) * 4.0;
    let ok = got.len() == expected.len()
        && got
            .iter()
            .zip(expected)
            .all(|(g, e)| near(g.0, e.0) && near(g.1, e.1));
    assert!(
        ok,
        "{a} ({}) holds {got:?}, expected {expected:?}",
        a.dtype()
    );
}

/// The complex128 signal the one-dimensional tests transform.
fn signal() -> ivy::Array {
    carr(
        &[5],
        &[
            (1.0, 2.0),
            (-1.0, 0.5),
            (3.0, -1.0),
            (0.25, 0.0),
            (2.0, -2.0),
        ],
    )
}

#[test]
fn fft_and_ifft_of_complex_input_with_n_and_norm() {
    ivy::init().unwrap();
    let x = signal();
    let y = ivy::fft(&x).unwrap();
    assert_eq!(y.dtype(), Complex128);
    assert_complex(
        &y,
        &[5],
        &[
            (5.25, -0.5),
            (0.469567801101779, 3.582251607893686),
            (3.6158078843699686, 7.283269673876566),
            (-1.2252314096827048, -1.474252679501618),
            (-3.1101442757890423, 1.1087313977313669),
        ],
    );
    // Padded with zeros to 8 points, scaled by 1/8.
    let padded = ivy::fft::with(&x)
        .n(8)
        .norm(FftNorm::Forward)
        .call()
        .unwrap();
    assert_complex(
        &padded,
        &[8],
        &[
            (0.65625, -0.0625),
            (-0.3162912607362388, 0.23548543456039805),
            (0.0625, 0.28125),
            (0.15467960838455727, 0.8970970869120796),
            (0.84375, -0.1875),
            (-0.18370873926376116, 0.014514565439601945),
            (-0.0625, -0.03125),
            (-0.15467960838455727, 0.8529029130879204),
        ],
    );
    // Truncated to its first 3 points.
    assert_complex(
        &ivy::fft::with(&x).n(3).call().unwrap(),
        &[3],
        &[
            (3.0, 1.5),
            (1.299038105676658, 5.714101615137754),
            (-1.299038105676658, -1.2141016151377544),
        ],
    );
    assert_complex(
        &ivy::ifft::with(&x).norm(FftNorm::Ortho).call().unwrap(),
        &[5],
        &[
            (2.347871376374779, -0.22360679774997896),
            (-1.3908988040992303, 0.49583975482313847),
            (-0.5479401440436844, -0.6593058414753658),
            (1.6170384446061898, 3.257177217850145),
            (0.20999710466173568, 1.6020316215516408),
        ],
    );
    // ifft undoes fft in each mode.
    for norm in [FftNorm::Backward, FftNorm::Ortho, FftNorm::Forward] {
        let y = ivy::fft::with(&x).norm(norm).call().unwrap();
        let back = ivy::ifft::with(&y).norm(norm).call().unwrap();
        assert_complex(&back, &[5], &cvalues(&x));
    }
    // One point: the first element itself (by hand).
    let two = arr(&[2], &[2.0, 5.0], Float64);
    assert_complex(
        &ivy::fft::with(&two).n(1).call().unwrap(),
        &[1],
        &[(2.0, 0.0)],
    );
}

#[test]
fn dtypes_follow_numpy_and_the_array_api() {
    ivy::init().unwrap();
    let cases = [
        (Float32, Complex64, Float32),
        (Float64, Complex128, Float64),
        (Float16, Complex64, Float32),
        (Bfloat16, Complex64, Float32),
        // Integers and bool as the default float dtype (float32) first, as Ivy takes them.
        (Int32, Complex64, Float32),
        (Uint8, Complex64, Float32),
        (Bool, Complex64, Float32),
        (Complex64, Complex64, Float32),
        (Complex128, Complex128, Float64),
    ];
    for (input, spectrum, signal) in cases {
        let x = arr(&[4], &[1.0, 0.0, 1.0, 1.0], input);
        assert_eq!(ivy::fft(&x).unwrap().dtype(), spectrum, "fft of {input}");
        assert_eq!(ivy::ifft(&x).unwrap().dtype(), spectrum, "ifft of {input}");
        assert_eq!(ivy::irfft(&x).unwrap().dtype(), signal, "irfft of {input}");
        assert_eq!(ivy::hfft(&x).unwrap().dtype(), signal, "hfft of {input}");
        assert_eq!(ivy::fftn(&x).unwrap().dtype(), spectrum, "fftn of {input}");
        if !input.is_complex() {
            assert_eq!(ivy::rfft(&x).unwrap().dtype(), spectrum, "rfft of {input}");
            assert_eq!(
                ivy::ihfft(&x).unwrap().dtype(),
                spectrum,
                "ihfft of {input}"
            );
        }
    }
    // The default float dtype decides for integers.
    let _g = ivy::default_float_dtype_scope(Float64).unwrap();
    let i = arr(&[2], &[1.0, 2.0], Int64);
    assert_eq!(ivy::fft(&i).unwrap().dtype(), Complex128);
    assert_complex(&ivy::fft(&i).unwrap(), &[2], &[(3.0, 0.0), (-1.0, 0.0)]);
}

#[test]
fn float32_results_are_the_float64_ones_rounded() {
    ivy::init().unwrap();
    let values = [0.5, -1.0, 2.0, 3.5, -0.25, 1.0];
    let wide = ivy::rfft(&arr(&[6], &values, Float64)).unwrap();
    let narrow = ivy::rfft(&arr(&[6], &values, Float32)).unwrap();
    assert_eq!(narrow.dtype(), Complex64);
    assert_eq!(
        cvalues(&narrow),
        cvalues(&wide.cast(Complex64).unwrap()),
        "computed in complex128, rounded once"
    );
}

#[test]
fn rfft_irfft_hfft_ihfft() {
    ivy::init().unwrap();
    let r = arr(&[6], &[0.5, -1.0, 2.0, 3.5, -0.25, 1.0], Float64);
    assert_complex(
        &ivy::rfft(&r).unwrap(),
        &[4],
        &[
            (5.75, 0.0),
            (-3.875, -0.2165063509461096),
            (3.125, 3.6806079660838638),
            (-1.25, 0.0),
        ],
    );
    assert_complex(
        &ivy::rfft::with(&r)
            .n(5)
            .norm(FftNorm::Ortho)
            .call()
            .unwrap(),
        &[3],
        &[
            (2.1242645786248002, 0.0),
            (-1.9390576474687264, 0.7132923872213651),
            (1.4359423525312738, -0.4408389392193548),
        ],
    );
    assert_complex(
        &ivy::ihfft(&r).unwrap(),
        &[4],
        &[
            (0.9583333333333333, 0.0),
            (-0.6458333333333333, 0.036084391824351594),
            (0.5208333333333333, -0.6134346610139773),
            (-0.20833333333333331, 0.0),
        ],
    );
    let h = carr(&[4], &[(1.0, 0.0), (2.0, -1.0), (-0.5, 0.5), (3.0, 0.0)]);
    // Even n (the default, 2 * (4 - 1) = 6) and odd n, padded or truncated spectra.
    assert_values(
        &ivy::irfft(&h).unwrap(),
        &[6],
        &[
            1.1666666666666665,
            0.22767090063073972,
            0.8496793685588859,
            -1.1666666666666665,
            -0.01634603522555267,
            -0.06100423396407321,
        ],
    );
    assert_values(
        &ivy::irfft::with(&h).n(7).call().unwrap(),
        &[7],
        &[
            1.4285714285714284,
            -0.15722828760986143,
            1.0193662152443954,
            -0.41612741664330705,
            -0.8874414054156345,
            0.33829776853547966,
            -0.32543830268250024,
        ],
    );
    assert_values(
        &ivy::irfft::with(&h)
            .n(5)
            .norm(FftNorm::Forward)
            .call()
            .unwrap(),
        &[5],
        &[
            4.0,
            4.359412752172571,
            -0.41845795099463734,
            -4.671711992754837,
            1.7307571915769033,
        ],
    );
    assert_values(&ivy::irfft::with(&h).n(1).call().unwrap(), &[1], &[1.0]);
    assert_values(
        &ivy::hfft(&h).unwrap(),
        &[6],
        &[
            7.0,
            -0.3660254037844386,
            -0.09807621135331601,
            -7.0,
            5.098076211353316,
            1.366025403784438,
        ],
    );
    assert_values(
        &ivy::hfft::with(&h)
            .n(5)
            .norm(FftNorm::Ortho)
            .call()
            .unwrap(),
        &[5],
        &[
            1.7888543819998317,
            0.7740181465825164,
            -2.089253117420164,
            -0.18714008482985697,
            1.9495886511674625,
        ],
    );
    // irfft undoes rfft for either parity of n (by the definitions).
    for n in [5, 6] {
        let x = arr(&[n], &[0.5, -1.0, 2.0, 3.5, -0.25, 1.0][..n], Float64);
        let back = ivy::irfft::with(&ivy::rfft(&x).unwrap())
            .n(n)
            .call()
            .unwrap();
        assert_values(&back, &[n], &values(&x));
    }
}

#[test]
fn batched_along_any_axis() {
    ivy::init().unwrap();
    let m = arr(&[2, 3], &[1.0, 2.0, 0.5, -1.0, 3.0, 4.0], Float64);
    let along_0 = [
        (0.0, 0.0),
        (5.0, 0.0),
        (4.5, 0.0),
        (2.0, 0.0),
        (-1.0, 0.0),
        (-3.5, 0.0),
    ];
    assert_complex(
        &ivy::fft::with(&m).axis(0).call().unwrap(),
        &[2, 3],
        &along_0,
    );
    assert_complex(
        &ivy::fft::with(&m).axis(-2).call().unwrap(),
        &[2, 3],
        &along_0,
    );
    assert_complex(
        &ivy::fft(&m).unwrap(),
        &[2, 3],
        &[
            (3.5, 0.0),
            (-0.25, -1.299038105676658),
            (-0.25, 1.299038105676658),
            (6.0, 0.0),
            (-4.5, 0.8660254037844386),
            (-4.5, -0.8660254037844386),
        ],
    );
    // A view in another memory order: the transposed array along its axis 1.
    let t = ivy::matrix_transpose(&m).unwrap();
    assert_complex(
        &ivy::fft::with(&t).axis(1).call().unwrap(),
        &[3, 2],
        &[
            (0.0, 0.0),
            (2.0, 0.0),
            (5.0, 0.0),
            (-1.0, 0.0),
            (4.5, 0.0),
            (-3.5, 0.0),
        ],
    );
    // No lane at all: an empty result of the transformed length.
    let empty = arr(&[0, 4], &[], Float32);
    assert_eq!(ivy::rfft(&empty).unwrap().shape(), &[0, 3]);
}

#[test]
fn n_dimensional_transforms() {
    ivy::init().unwrap();
    let m = arr(&[2, 3], &[1.0, 2.0, 0.5, -1.0, 3.0, 4.0], Float64);
    let full = [
        (9.5, 0.0),
        (-4.75, -0.4330127018922194),
        (-4.75, 0.4330127018922194),
        (-2.5, 0.0),
        (4.25, -2.1650635094610964),
        (4.25, 2.1650635094610964),
    ];
    assert_complex(&ivy::fftn(&m).unwrap(), &[2, 3], &full);
    assert_complex(&ivy::fft2(&m).unwrap(), &[2, 3], &full);
    assert_complex(
        &ivy::fftn::with(&m).s(&[3, 2]).axes(&[0, 1]).call().unwrap(),
        &[3, 2],
        &[
            (5.0, 0.0),
            (-5.0, 0.0),
            (2.0, -1.7320508075688772),
            (1.0, 3.4641016151377544),
            (2.0, 1.7320508075688772),
            (1.0, -3.4641016151377544),
        ],
    );
    assert_complex(
        &ivy::ifftn::with(&m).norm(FftNorm::Ortho).call().unwrap(),
        &[2, 3],
        &[
            (3.8783587594066984, 0.0),
            (-1.9391793797033496, 0.17677669529663695),
            (-1.9391793797033496, -0.17677669529663695),
            (-1.0206207261596578, 0.0),
            (1.7350552344714179, 0.8838834764831843),
            (1.7350552344714179, -0.8838834764831843),
        ],
    );
    let half = ivy::rfftn(&m).unwrap();
    assert_complex(
        &half,
        &[2, 2],
        &[
            (9.5, 0.0),
            (-4.75, -0.4330127018922194),
            (-2.5, 0.0),
            (4.25, -2.1650635094610964),
        ],
    );
    // irfftn with the original lengths gives the signal back.
    let back = ivy::irfftn::with(&half).s(&[2, 3]).call().unwrap();
    assert_values(&back, &[2, 3], &[1.0, 2.0, 0.5, -1.0, 3.0, 4.0]);
    assert_complex(
        &ivy::ifft2(&ivy::fft2(&m).unwrap()).unwrap(),
        &[2, 3],
        &cvalues(&m),
    );
    // s alone: the last s.len() axes (NumPy's rule).
    assert_eq!(ivy::fftn::with(&m).s(&[4]).call().unwrap().shape(), &[2, 4]);
    // No axis: the input in its spectrum dtype.
    let none = ivy::fftn::with(&m).axes(&[]).call().unwrap();
    assert_eq!((none.dtype(), cvalues(&none)), (Complex128, cvalues(&m)));
    assert_err(ivy::rfftn::with(&m).axes(&[]).call(), &["rfftn", "axis"]);
    assert_err(
        ivy::fftn::with(&m).axes(&[0, -2]).call(),
        &["fftn", "twice"],
    );
    assert_err(
        ivy::fftn::with(&m).s(&[2]).axes(&[0, 1]).call(),
        &["fftn", "one per axis"],
    );
    assert_err(ivy::fftn::with(&m).s(&[2, 2, 2]).call(), &["fftn", "`s`"]);
}

#[test]
fn bad_lengths_axes_and_dtypes_are_errors() {
    ivy::init().unwrap();
    let x = arr(&[4], &[1.0, 2.0, 3.0, 4.0], Float64);
    assert_err(ivy::fft::with(&x).n(0).call(), &["fft", "0 points"]);
    assert_err(ivy::irfft::with(&x).n(0).call(), &["irfft", "0 points"]);
    let empty = arr(&[0], &[], Float64);
    assert_err(ivy::fft(&empty), &["fft", "0 points"]);
    assert_err(ivy::rfft(&empty), &["rfft", "0 points"]);
    // irfft of one frequency gives 2 * (1 - 1) = 0 points unless n says.
    let one = arr(&[1], &[1.0], Float64);
    assert_err(ivy::irfft(&one), &["irfft", "0 points"]);
    assert_err(ivy::hfft(&one), &["hfft", "0 points"]);
    let scalar = arr(&[], &[1.0], Float64);
    assert_err(ivy::fft(&scalar), &["fft", "axis"]);
    assert_err(ivy::fft::with(&x).axis(1).call(), &["fft", "axis"]);
    assert_err(ivy::fft::with(&x).axis(-2).call(), &["fft", "axis"]);
    // rfft takes real input only, as NumPy's.
    let c = signal();
    assert_err(ivy::rfft(&c), &["rfft", "complex128"]);
    assert_err(ivy::ihfft(&c), &["complex128"]);
    // The result's size is checked before anything is allocated.
    assert!(ivy::fft::with(&x).n(usize::MAX / 2).call().is_err());
}

#[test]
fn output_types_agree_with_results() {
    ivy::init().unwrap();
    let m = arr(&[2, 5], &[1.0; 10], Float32);
    let t = m.tensor_type();
    let cases: [(ivy::TensorType, ivy::Array); 5] = [
        (
            ivy::fft::output_type(&t, Some(8), 0, FftNorm::Backward, None).unwrap(),
            ivy::fft::with(&m).n(8).axis(0).call().unwrap(),
        ),
        (
            ivy::rfft::output_type(&t, None, -1, FftNorm::Backward, None).unwrap(),
            ivy::rfft(&m).unwrap(),
        ),
        (
            ivy::irfft::output_type(&t, None, -1, FftNorm::Backward, None).unwrap(),
            ivy::irfft(&m).unwrap(),
        ),
        (
            ivy::rfftn::output_type(&t, Some(&[3, 4]), None, FftNorm::Backward, None).unwrap(),
            ivy::rfftn::with(&m).s(&[3, 4]).call().unwrap(),
        ),
        (
            ivy::irfftn::output_type(&t, None, None, FftNorm::Backward, None).unwrap(),
            ivy::irfftn(&m).unwrap(),
        ),
    ];
    for (ty, y) in cases {
        assert_eq!(ty, y.tensor_type(), "{y}");
    }
}

#[test]
fn sample_frequencies() {
    ivy::init().unwrap();
    let f = ivy::fftfreq::with(6).d(0.5).dtype(Float64).call().unwrap();
    assert_values(
        &f,
        &[6],
        &[
            0.0,
            0.3333333333333333,
            0.6666666666666666,
            -1.0,
            -0.6666666666666666,
            -0.3333333333333333,
        ],
    );
    assert_values(&ivy::fftfreq(1).unwrap(), &[1], &[0.0]);
    // The default float dtype, float32.
    assert_eq!(ivy::fftfreq(4).unwrap().dtype(), Float32);
    assert_values(
        &ivy::rfftfreq::with(7).d(0.1).dtype(Float64).call().unwrap(),
        &[4],
        &[
            0.0,
            1.4285714285714284,
            2.8571428571428568,
            4.285714285714285,
        ],
    );
    assert_err(ivy::fftfreq(0), &["fftfreq", "0 points"]);
    // Another dtype as astype converts it: [0, 1, 2] / (0.25 * 4), by hand.
    let i = ivy::rfftfreq::with(4).d(0.25).dtype(Int32).call().unwrap();
    assert_eq!((i.dtype(), i.to_string()), (Int32, "[0, 1, 2]".to_owned()));
}

#[test]
fn shifts_roll_by_half_of_each_axis() {
    ivy::init().unwrap();
    let a = arr(&[2, 3], &[0.0, 1.0, 2.0, 3.0, 4.0, 5.0], Int32);
    let shifted = ivy::fftshift(&a).unwrap();
    assert_eq!(shifted.dtype(), Int32);
    assert_values(&shifted, &[2, 3], &[5.0, 3.0, 4.0, 2.0, 0.0, 1.0]);
    assert_values(
        &ivy::fftshift::with(&a).axes(&[1]).call().unwrap(),
        &[2, 3],
        &[2.0, 0.0, 1.0, 5.0, 3.0, 4.0],
    );
    assert_values(
        &ivy::ifftshift(&a).unwrap(),
        &[2, 3],
        &[4.0, 5.0, 3.0, 1.0, 2.0, 0.0],
    );
    // ifftshift undoes fftshift for odd lengths too (by the definitions).
    assert_values(&ivy::ifftshift(&shifted).unwrap(), &[2, 3], &values(&a));
    assert_err(
        ivy::fftshift::with(&a).axes(&[2]).call(),
        &["fftshift", "axis"],
    );
    let scalar = arr(&[], &[7.0], Float32);
    assert_values(&ivy::fftshift(&scalar).unwrap(), &[], &[7.0]);
}

#[test]
fn called_by_name_with_norm_as_a_string() {
    use ivy::dynamic::{Value, signature_of};
    ivy::init().unwrap();
    let fft = signature_of("fft").expect("fft has a run-time signature");
    let names: Vec<&str> = fft.params.iter().map(|p| p.name).collect();
    assert_eq!(names, ["x", "n", "axis", "norm", "out"]);
    let norm = fft.params.iter().find(|p| p.name == "norm").unwrap();
    assert_eq!(norm.default, Some("FftNorm::Backward"));
    let x = Value::List(vec![Value::Float(1.0), Value::Float(3.0)]);
    let r = fft
        .call(&[
            x.clone(),
            Value::Absent,
            Value::Absent,
            Value::Str("ortho".into()),
        ])
        .unwrap();
    let Value::Array(r) = r else {
        panic!("fft gives an array")
    };
    // [1 + 3, 1 - 3] / sqrt(2), by hand.
    let s = std::f64::consts::SQRT_2;
    assert_complex(&r, &[2], &[(4.0 / s, 0.0), (-2.0 / s, 0.0)]);
    let e = fft
        .call(&[
            x,
            Value::Absent,
            Value::Absent,
            Value::Str("unitary".into()),
        ])
        .unwrap_err()
        .to_string();
    for word in ["unitary", "`backward`", "`ortho`", "`forward`"] {
        assert!(e.contains(word), "{e:?} does not name {word}");
    }
    for name in [
        "ifft",
        "rfft",
        "irfft",
        "hfft",
        "ihfft",
        "fftn",
        "ifftn",
        "rfftn",
        "irfftn",
        "fft2",
        "ifft2",
        "fftfreq",
        "rfftfreq",
        "fftshift",
        "ifftshift",
    ] {
        assert!(
            signature_of(name).is_some(),
            "{name} has no run-time signature"
        );
    }
}

#[cfg(feature = "candle")]
#[test]
fn candle_has_no_complex_transforms_but_the_rest() {
    let c = crate::candle().unwrap();
    ivy::with_backend(c, || {
        let x = arr(&[4], &[1.0, 2.0, 3.0, 4.0], Float32);
        assert_err(ivy::fft(&x), &["no kernel", "complex"]);
        // A composition over them supports no dtype there.
        assert_err(ivy::rfftn(&x), &["rfftn", "supports {}"]);
        assert_values(&ivy::fftshift(&x).unwrap(), &[4], &[3.0, 4.0, 1.0, 2.0]);
        assert_values(&ivy::fftfreq(4).unwrap(), &[4], &[0.0, 0.25, -0.5, -0.25]);
        // A dtype candle cannot hold: fftfreq's own refusal, no casting mode helping.
        assert_err(
            ivy::fftfreq::with(4).dtype(Int8).call(),
            &["fftfreq", "int8"],
        );
    });
}
