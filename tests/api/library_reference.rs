//! The functions of issue 43 (special functions, element-wise additions, activations, losses,
//! convolutions, pools) against NumPy's, SciPy's and PyTorch's results, recorded by `tests/data/library_reference.py` in
//! `tests/data/library_reference.json`: in float64 on every built-in backend, and in float32
//! where the inputs are exact in float32 and the results within its range.

use crate::float_values::{backends, matches, values};
use ivy::Dtype::{self, Float32, Float64};
use ivy::{Array, ConvPadding, HostArray};
use num_complex::Complex;
use serde_json::Value;

/// A recorded number: a JSON number, or `"nan"`, `"inf"`, `"-inf"`.
fn number(v: &Value) -> f64 {
    match v {
        Value::String(s) => s.parse().unwrap(),
        v => v.as_f64().unwrap(),
    }
}

/// A recorded array's shape and values.
fn recorded(v: &Value) -> (Vec<usize>, Vec<f64>) {
    let shape = v["shape"].as_array().unwrap();
    let shape = shape.iter().map(|d| d.as_u64().unwrap() as usize).collect();
    (
        shape,
        v["values"].as_array().unwrap().iter().map(number).collect(),
    )
}

/// The call a recorded case names (its function, and the arguments after a space).
fn call(name: &str, x: &[Array]) -> ivy::Result<Array> {
    match name {
        "lgamma" => ivy::lgamma(&x[0]),
        "digamma" => ivy::digamma(&x[0]),
        "erfc" => ivy::erfc(&x[0]),
        "erfinv" => ivy::erfinv(&x[0]),
        "i0" => ivy::i0(&x[0]),
        "sinc" => ivy::sinc(&x[0]),
        "xlogy" => ivy::xlogy(&x[0], &x[1]),
        "zeta" => ivy::zeta(&x[0], &x[1]),
        "logaddexp2" => ivy::logaddexp2(&x[0], &x[1]),
        "elu" => ivy::elu(&x[0]),
        "elu alpha=0.5" => ivy::elu::with(&x[0]).alpha(0.5).call(),
        "celu alpha=2" => ivy::celu::with(&x[0]).alpha(2.0).call(),
        "selu" => ivy::selu(&x[0]),
        "relu6" => ivy::relu6(&x[0]),
        "hardtanh" => ivy::hardtanh(&x[0]),
        "logsigmoid" => ivy::logsigmoid(&x[0]),
        "softsign" => ivy::softsign(&x[0]),
        "tanhshrink" => ivy::tanhshrink(&x[0]),
        "softshrink" => ivy::softshrink(&x[0]),
        "hardshrink" => ivy::hardshrink(&x[0]),
        "logit" => ivy::logit(&x[0]),
        "logit eps=0.2" => ivy::logit::with(&x[0]).eps(0.2).call(),
        "prelu" => ivy::prelu(&x[0], &x[1]),
        "logsumexp axis=1" => ivy::logsumexp::with(&x[0]).axis(1).call(),
        "logsumexp" => ivy::logsumexp(&x[0]),
        "l1_loss" => ivy::l1_loss(&x[0], &x[1]),
        "l1_loss sum" => ivy::l1_loss::with(&x[0], &x[1]).reduction("sum").call(),
        "huber_loss" => ivy::huber_loss(&x[0], &x[1]),
        "huber_loss delta=0.5 none" => ivy::huber_loss::with(&x[0], &x[1])
            .delta(0.5)
            .reduction("none")
            .call(),
        "smooth_l1_loss" => ivy::smooth_l1_loss(&x[0], &x[1]),
        "smooth_l1_loss beta=2 sum" => ivy::smooth_l1_loss::with(&x[0], &x[1])
            .beta(2.0)
            .reduction("sum")
            .call(),
        "kl_div" => ivy::kl_div(&x[0], &x[1]),
        "kl_div batchmean" => ivy::kl_div::with(&x[0], &x[1])
            .reduction("batchmean")
            .call(),
        "kl_div log_target sum" => ivy::kl_div::with(&x[0], &x[1])
            .reduction("sum")
            .log_target(true)
            .call(),
        "poisson_nll_loss" => ivy::poisson_nll_loss(&x[0], &x[1]),
        "poisson_nll_loss full none" => ivy::poisson_nll_loss::with(&x[0], &x[1])
            .full(true)
            .reduction("none")
            .call(),
        "poisson_nll_loss rate sum" => ivy::poisson_nll_loss::with(&x[0], &x[1])
            .log_input(false)
            .reduction("sum")
            .call(),
        "nansum axis=1" => ivy::nansum::with(&x[0]).axis(1).call(),
        "nanprod" => ivy::nanprod(&x[0]),
        "nanmean axis=1" => ivy::nanmean::with(&x[0]).axis(1).call(),
        "nanmax axis=1" => ivy::nanmax::with(&x[0]).axis(1).call(),
        "nanmin axis=0" => ivy::nanmin::with(&x[0]).axis(0).call(),
        "nanmedian axis=1" => ivy::nanmedian::with(&x[0]).axis(1).call(),
        "median" => ivy::median(&x[0]),
        "median axis=0" => ivy::median::with(&x[0]).axis(0).call(),
        "median axis=1 keepdims" => ivy::median::with(&x[0]).axis(1).keepdims(true).call(),
        "quantile" => ivy::quantile(&x[0], &x[1]),
        "cov" => ivy::cov(&x[0]),
        "cov rowvar=false bias" => ivy::cov::with(&x[0]).rowvar(false).bias(true).call(),
        "cov ddof=2 with y" => ivy::cov::with(&x[0]).x2(&x[1]).ddof(2).call(),
        "corrcoef" => ivy::corrcoef(&x[0]),
        "l2_normalize axis=1" => ivy::l2_normalize::with(&x[0]).axis(1).call(),
        "kron" => ivy::kron(&x[0], &x[1]),
        "multi_dot" => ivy::multi_dot(x),
        "lu_factor pivot=False" | "lu_factor pivot=False tall" => ivy::lu_factor::with(&x[0])
            .pivot(false)
            .call()
            .map(|(lu, _)| lu),
        n if n.starts_with("lu_factor pivots ") => ivy::lu_factor(&x[0]).map(|(_, p)| p),
        n if n.starts_with("lu_factor ") => ivy::lu_factor(&x[0]).map(|(lu, _)| lu),
        n if n.starts_with("dct ") || n.starts_with("idct ") => cosine(n, &x[0]),
        n if n.starts_with("histogram ") => histogram(n, x),
        "lu_solve" | "lu_solve T" | "lu_solve C" => {
            let trans = name.strip_prefix("lu_solve ").unwrap_or("N");
            let p = ivy::astype(&x[1], Dtype::Int64)?;
            ivy::lu_solve::with(&x[0], &p, &x[2]).trans(trans).call()
        }
        "solve_triangular" => ivy::solve_triangular(&x[0], &x[1]),
        "solve_triangular lower unit" => ivy::solve_triangular::with(&x[0], &x[1])
            .upper(false)
            .unit_diagonal(true)
            .call(),
        "solve_triangular adjoint" => ivy::solve_triangular::with(&x[0], &x[1])
            .adjoint(true)
            .call(),
        "matrix_exp" | "matrix_exp small" | "matrix_exp batch" => ivy::matrix_exp(&x[0]),
        "diag k=1" => ivy::diag::with(&x[0]).k(1).call(),
        "diag k=-1 of matrix" => ivy::diag::with(&x[0]).k(-1).call(),
        "fix" => ivy::fix(&x[0]),
        "frexp mantissa" => ivy::frexp(&x[0]).map(|(m, _)| m),
        "frexp exponent" => ivy::frexp(&x[0]).map(|(_, e)| e),
        "modf fraction" => ivy::modf(&x[0]).map(|(f, _)| f),
        "ldexp" => ivy::ldexp(&x[0], &x[1]),
        "float_power" => ivy::float_power(&x[0], &x[1]),
        "lerp" => ivy::lerp(&x[0], &x[1], &x[2]),
        "diff n=2" => ivy::diff::with(&x[0]).n(2).call(),
        "diff axis=0" => ivy::diff::with(&x[0]).axis(0).call(),
        "conv2d" | "conv2d nan" | "conv2d empty batch" => {
            ivy::conv2d(&x[0], &x[1], &[1], ConvPadding::Valid)
        }
        "conv2d strides=2 SAME even kernel" => ivy::conv2d(&x[0], &x[1], &[2], ConvPadding::Same),
        "conv2d NCHW channel_first dilations=2 explicit bias" => {
            ivy::conv2d::with(&x[0], &x[1], &[1], ConvPadding::Explicit(&[(1, 2), (0, 1)]))
                .data_format("NCHW")
                .filter_format("channel_first")
                .dilations(&[2])
                .bias(&x[2])
                .call()
        }
        "conv_general_dilated groups=2 channel_first strides=2,1" => {
            ivy::conv_general_dilated::with(&x[0], &x[1], &[2, 1], ConvPadding::Valid)
                .data_format("channel_first")
                .filter_format("channel_first")
                .feature_group_count(2)
                .call()
        }
        "conv_general_dilated x_dilations=2 padding=2" => {
            ivy::conv_general_dilated::with(&x[0], &x[1], &[1], ConvPadding::Explicit(&[(2, 2)]))
                .x_dilations(&[2])
                .call()
        }
        "conv_general_dilated groups=2 NHWC x_dilations=2,3 strides=2,1 dilations=1,2 explicit bias" => {
            ivy::conv_general_dilated::with(
                &x[0],
                &x[1],
                &[2, 1],
                ConvPadding::Explicit(&[(1, 0), (2, 1)]),
            )
            .data_format("NHWC")
            .feature_group_count(2)
            .x_dilations(&[2, 3])
            .dilations(&[1, 2])
            .bias(&x[2])
            .call()
        }
        "conv3d NCDHW channel_last filters strides=2 SAME" => {
            ivy::conv3d::with(&x[0], &x[1], &[2], ConvPadding::Same)
                .data_format("NCDHW")
                .filter_format("channel_last")
                .call()
        }
        "conv1d NCW channel_first strides=2 dilations=2" => {
            ivy::conv1d::with(&x[0], &x[1], &[2], ConvPadding::Valid)
                .data_format("NCW")
                .filter_format("channel_first")
                .dilations(&[2])
                .call()
        }
        "conv1d SAME" => ivy::conv1d(&x[0], &x[1], &[1], ConvPadding::Same),
        "conv3d" => ivy::conv3d(&x[0], &x[1], &[1], ConvPadding::Valid),
        "max_pool2d kernel=3 strides=2" => ivy::max_pool2d(&x[0], &[3], &[2], ConvPadding::Valid),
        "max_pool2d NCHW padding=1 dilation=2 ceil_mode nan" => {
            ivy::max_pool2d::with(&x[0], &[3], &[2], ConvPadding::Explicit(&[(1, 1)]))
                .data_format("NCHW")
                .dilation(&[2])
                .ceil_mode(true)
                .call()
        }
        "max_pool1d NCW kernel=3 strides=2" => {
            ivy::max_pool1d::with(&x[0], &[3], &[2], ConvPadding::Valid)
                .data_format("NCW")
                .call()
        }
        "avg_pool2d kernel=2 strides=2" => ivy::avg_pool2d(&x[0], &[2], &[2], ConvPadding::Valid),
        "avg_pool2d NCHW kernel=3 strides=2 padding=1 ceil_mode count_include_pad=False"
        | "avg_pool2d NCHW kernel=3 strides=2 padding=1 ceil_mode count_include_pad=True" => {
            ivy::avg_pool2d::with(&x[0], &[3], &[2], ConvPadding::Explicit(&[(1, 1)]))
                .data_format("NCHW")
                .ceil_mode(true)
                .count_include_pad(name.ends_with("True"))
                .call()
        }
        "avg_pool2d NCHW kernel=2 divisor_override=3" => {
            ivy::avg_pool2d::with(&x[0], &[2], &[2], ConvPadding::Valid)
                .data_format("NCHW")
                .divisor_override(3)
                .call()
        }
        "avg_pool1d kernel=3 strides=2 padding=1" => {
            ivy::avg_pool1d(&x[0], &[3], &[2], ConvPadding::Explicit(&[(1, 1)]))
        }
        "depthwise_conv2d strides=2 SAME" => {
            ivy::depthwise_conv2d(&x[0], &x[1], &[2], ConvPadding::Same)
        }
        "conv2d_transpose" | "conv2d_transpose nan" | "conv2d_transpose empty batch" => {
            ivy::conv2d_transpose(&x[0], &x[1], &[1], ConvPadding::Valid)
        }
        "conv2d_transpose strides=2 SAME" => {
            ivy::conv2d_transpose(&x[0], &x[1], &[2], ConvPadding::Same)
        }
        "conv2d_transpose strides=3 VALID" => {
            ivy::conv2d_transpose(&x[0], &x[1], &[3], ConvPadding::Valid)
        }
        "conv2d_transpose NCHW channel_first dilations=2 explicit bias" => {
            ivy::conv2d_transpose::with(
                &x[0],
                &x[1],
                &[1],
                ConvPadding::Explicit(&[(1, 0), (2, 2)]),
            )
            .data_format("NCHW")
            .filter_format("channel_first")
            .dilations(&[2])
            .bias(&x[2])
            .call()
        }
        "conv2d_transpose strides=2 output_shape" => {
            ivy::conv2d_transpose::with(&x[0], &x[1], &[2], ConvPadding::Valid)
                .output_shape(&[8, 7])
                .call()
        }
        "conv_general_transpose groups=2 channel_first strides=2,1" => {
            ivy::conv_general_transpose::with(&x[0], &x[1], &[2, 1], ConvPadding::Valid)
                .data_format("channel_first")
                .filter_format("channel_first")
                .feature_group_count(2)
                .call()
        }
        "conv1d_transpose NCW channel_first strides=2 dilations=2 SAME" => {
            ivy::conv1d_transpose::with(&x[0], &x[1], &[2], ConvPadding::Same)
                .data_format("NCW")
                .filter_format("channel_first")
                .dilations(&[2])
                .call()
        }
        "conv3d_transpose strides=2,1,1" => {
            ivy::conv3d_transpose(&x[0], &x[1], &[2, 1, 1], ConvPadding::Valid)
        }
        "max_pool3d kernel=2 strides=2,1,1" => {
            ivy::max_pool3d(&x[0], &[2], &[2, 1, 1], ConvPadding::Valid)
        }
        "max_pool3d NCDHW padding=1 ceil_mode nan" => {
            ivy::max_pool3d::with(&x[0], &[3], &[2], ConvPadding::Explicit(&[(1, 1)]))
                .data_format("NCDHW")
                .ceil_mode(true)
                .call()
        }
        "avg_pool3d kernel=2 strides=2" => ivy::avg_pool3d(&x[0], &[2], &[2], ConvPadding::Valid),
        "avg_pool3d NCDHW kernel=3 strides=2 padding=1 count_include_pad" => {
            ivy::avg_pool3d::with(&x[0], &[3], &[2], ConvPadding::Explicit(&[(1, 1)]))
                .data_format("NCDHW")
                .count_include_pad(true)
                .call()
        }
        "adaptive_avg_pool1d 3" => ivy::adaptive_avg_pool1d(&x[0], 3),
        "adaptive_avg_pool1d unbatched 8" => ivy::adaptive_avg_pool1d(&x[0], 8),
        "adaptive_avg_pool2d 3,2" => ivy::adaptive_avg_pool2d(&x[0], &[3, 2]),
        "adaptive_avg_pool2d unbatched 4 nan" => ivy::adaptive_avg_pool2d(&x[0], &[4]),
        "adaptive_max_pool2d 3,2 nan" => ivy::adaptive_max_pool2d(&x[0], &[3, 2]),
        "adaptive_max_pool2d unbatched 6" => ivy::adaptive_max_pool2d(&x[0], &[6]),
        "interpolate nearest size=7" => ivy::interpolate::with(&x[0], Some(&[7]))
            .mode("nearest")
            .call(),
        "interpolate linear scale_factor=2.5" => ivy::interpolate::with(&x[0], None)
            .scale_factor(&[2.5])
            .call(),
        "interpolate linear size=3 align_corners" => ivy::interpolate::with(&x[0], Some(&[3]))
            .align_corners(true)
            .call(),
        "interpolate bilinear size=5,3" => ivy::interpolate::with(&x[0], Some(&[5, 3]))
            .mode("bilinear")
            .call(),
        "interpolate bilinear size=7,11 align_corners nan" => {
            ivy::interpolate::with(&x[0], Some(&[7, 11]))
                .mode("bilinear")
                .align_corners(true)
                .call()
        }
        "interpolate nearest-exact scale_factor=1.5" => ivy::interpolate::with(&x[0], None)
            .scale_factor(&[1.5])
            .mode("nearest-exact")
            .call(),
        "interpolate trilinear size=3,4,2" => ivy::interpolate::with(&x[0], Some(&[3, 4, 2]))
            .mode("trilinear")
            .call(),
        other => match other.strip_prefix("quantile axis=1 ") {
            Some(method) => ivy::quantile::with(&x[0], &x[1])
                .axis(1)
                .interpolation(method)
                .call(),
            None => panic!("no call for the recorded case {other:?}"),
        },
    }
}

/// A recorded `dct` or `idct` case, named `"<function> <type> <norm> n=<n> axis=<axis>"`
/// (Python's `None` for no `norm` or `n`).
fn cosine(name: &str, x: &Array) -> ivy::Result<Array> {
    let parts: Vec<&str> = name.split(' ').collect();
    let [function, kind, norm, n, axis] = parts[..] else {
        panic!("{name}: not a DCT case")
    };
    let kind: u8 = kind.parse().unwrap();
    let norm = (norm != "None").then_some(norm);
    let n = n.strip_prefix("n=").unwrap().parse::<usize>().ok();
    let axis: isize = axis.strip_prefix("axis=").unwrap().parse().unwrap();
    if function == "dct" {
        ivy::dct::with(x)
            .type_(kind)
            .n(n)
            .axis(axis)
            .norm(norm)
            .call()
    } else {
        ivy::idct::with(x)
            .type_(kind)
            .n(n)
            .axis(axis)
            .norm(norm)
            .call()
    }
}

/// Of a recorded `histogram` case, `"histogram [edges ]<variant>"`: whether it records the
/// edges (else the counts), and the variant.
fn histogram_parts(name: &str) -> Option<(bool, &str)> {
    let rest = name.strip_prefix("histogram ")?;
    Some(match rest.strip_prefix("edges ") {
        Some(variant) => (true, variant),
        None => (false, rest),
    })
}

/// A recorded `histogram` case: the variant's words name its arguments.
fn histogram(name: &str, x: &[Array]) -> ivy::Result<Array> {
    let (edges_wanted, variant) = histogram_parts(name).unwrap();
    let given = [-1.0, 0.0, 0.5, 1.0, 1.5];
    let mut h = ivy::histogram::with(&x[0]);
    match variant.split(' ').next().unwrap() {
        "default" => {}
        "edges" => h = h.bins(ivy::HistogramBins::Edges(&given)),
        b => h = h.bins(ivy::HistogramBins::Count(b[5..].parse().unwrap())),
    }
    if variant.contains("range nan") {
        h = h.range(Some((0.0, 3.0)));
    } else if variant.contains("range extend") {
        h = h
            .range(Some((-1.0, 1.0)))
            .extend_lower_interval(true)
            .extend_upper_interval(true);
    } else if variant.contains("range") {
        h = h.range(Some((0.0, 2.0)));
    }
    if variant.contains("weights") {
        h = h.weights(&x[1]);
    }
    if variant.contains("density") {
        h = h.density(true);
    }
    if variant.contains("axis=1") {
        h = h.axis(Some(1));
    }
    let (counts, edges) = h.call()?;
    Ok(if edges_wanted { edges } else { counts })
}

/// Runs every recorded case in `dtype` on the backend in scope; in float32 only the cases
/// whose inputs float32 holds exactly, comparing the results float32 holds.
fn check_recorded(dtype: Dtype, tol: f64) -> usize {
    // The cases every built-in backend runs: on candle, those that need no `bool`.
    let data: Value = serde_json::from_str(include_str!("../data/library_reference.json")).unwrap();
    let mut checked = 0;
    for case in data["cases"].as_array().unwrap() {
        let name = case["function"].as_str().unwrap();
        let inputs: Vec<(Vec<usize>, Vec<f64>)> = case["inputs"]
            .as_array()
            .unwrap()
            .iter()
            .map(recorded)
            .collect();
        let exact = |v: &f64| v.is_nan() || f64::from(*v as f32) == *v;
        if dtype == Float32 && !inputs.iter().all(|(_, v)| v.iter().all(exact)) {
            continue;
        }
        let x: Vec<Array> = inputs
            .iter()
            .map(|(shape, v)| {
                let host = HostArray::new(shape.clone(), v.clone()).unwrap();
                ivy::asarray::with(host).dtype(dtype).call().unwrap()
            })
            .collect();
        let (shape, want) = recorded(&case["result"]);
        let y = match call(name, &x) {
            Ok(y) => y,
            // Compositions over `bool` results (the NaN-aware ones) do not run on candle,
            // which holds no `bool`: declared so, and refused as declared.
            Err(e)
                if x[0].backend().name() == "candle"
                    && (matches!(e, ivy::Error::UnsupportedDtype { .. })
                        || e.to_string().contains("candle has no kernel")) =>
            {
                continue;
            }
            Err(e) => panic!("{name} in {dtype}: {e}"),
        };
        // The dtype of the inputs, but frexp's exponents (int32) and float_power's (float64).
        let expected = match name {
            "frexp exponent" => Dtype::Int32,
            n if n.starts_with("lu_factor pivots ") => Dtype::Int64,
            "float_power" => Float64,
            // histogram's edges given are float64, its counts int64 unless weighted or a density.
            n => match histogram_parts(n) {
                Some((true, "edges")) => Float64,
                Some((false, v)) if !v.contains("weights") && !v.contains("density") => {
                    Dtype::Int64
                }
                Some((false, v)) if v.contains("density") && !v.contains("weights") => Float64,
                _ => dtype,
            },
        };
        assert_eq!((y.shape(), y.dtype()), (&shape[..], expected), "{name}");
        // Matrix functions round more in float32 (a Padé approximant squared, a solve).
        let tol = if dtype == Float32
            && ["matrix_exp", "solve_tri", "cov", "corrcoef", "lu_"]
                .iter()
                .any(|p| name.starts_with(p))
        {
            tol * 20.0
        } else {
            tol
        };
        // A transform's values cancel: each is within the tolerance of the largest one.
        let scale = if name.starts_with("dct") || name.starts_with("idct") {
            want.iter()
                .filter(|w| w.is_finite())
                .fold(0.0, |m, w| w.abs().max(m))
        } else {
            0.0
        };
        for (i, (g, w)) in values(&y).iter().zip(&want).enumerate() {
            if dtype == Float32 && w.abs() > f64::from(f32::MAX) {
                continue;
            }
            if w.is_finite() && (g - w).abs() <= tol * 10.0 * scale {
                continue;
            }
            // In float32, NumPy's float64 value rounded is right too (subnormal results).
            let rounded = dtype == Float32 && *g == f64::from(*w as f32);
            assert!(
                matches(*g, *w, tol) || rounded || (w.abs() < 1e-300 && g.abs() < 1e-300),
                "{name} in {dtype}, element {i}: got {g:e}, NumPy/SciPy {w:e}"
            );
        }
        checked += 1;
    }
    checked
}

#[test]
fn float64_results_are_numpy_and_scipy_ones_on_every_backend() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            let checked = check_recorded(Float64, 1e-13);
            assert!(
                (60..=208).contains(&checked),
                "{checked} on {}",
                backend.name()
            );
            if backend.name() == "ndarray" {
                assert_eq!(checked, 207);
            }
        });
    }
}

#[test]
fn float32_results_round_numpy_and_scipy_ones_on_every_backend() {
    for backend in backends() {
        ivy::with_backend(backend, || {
            assert!(check_recorded(Float32, 2e-6) >= 40, "on {}", backend.name());
        });
    }
}

/// A recorded complex array (`re` and `im` parts) as `complex128` values and its shape.
fn recorded_complex(v: &Value) -> (Vec<usize>, Vec<Complex<f64>>) {
    let (shape, re) = recorded(&v["re"]);
    let (_, im) = recorded(&v["im"]);
    let values = re
        .iter()
        .zip(&im)
        .map(|(&r, &i)| Complex::new(r, i))
        .collect();
    (shape, values)
}

/// The elements of an array as `complex128`.
fn complex_values(a: &Array) -> Vec<Complex<f64>> {
    ivy::astype(a, Dtype::Complex128)
        .unwrap()
        .to_vec::<Complex<f64>>()
        .unwrap()
}

/// Every recorded `np.linalg.eig` case against `eig` and `eigvals` in `dtype` (`float64` or
/// `float32`; complex inputs in `complex128` or `complex64`): the eigenvalues as NumPy's, matched
/// one to one whatever their order, and each eigenvector of unit norm with `x @ v = w * v`
/// (NumPy's vectors differ by a phase). NumPy's refusals (inf, NaN) are errors here too.
fn check_recorded_eig(dtype: Dtype, tol: f64) -> usize {
    let data: Value = serde_json::from_str(include_str!("../data/library_reference.json")).unwrap();
    let mut checked = 0;
    for case in data["eig_cases"].as_array().unwrap() {
        let name = case["name"].as_str().unwrap();
        let (shape, a) = recorded_complex(&case["input"]);
        let complex = case["complex_input"].as_bool() == Some(true);
        let (in_dtype, out_dtype) = match (dtype, complex) {
            (Float32, false) => (Float32, Dtype::Complex64),
            (Float32, true) => (Dtype::Complex64, Dtype::Complex64),
            (_, false) => (Float64, Dtype::Complex128),
            (_, true) => (Dtype::Complex128, Dtype::Complex128),
        };
        if dtype == Float32 && name == "huge" {
            continue; // beyond float32's range
        }
        let host = if complex {
            HostArray::new(shape.clone(), a.clone())
        } else {
            HostArray::new(shape.clone(), a.iter().map(|z| z.re).collect::<Vec<f64>>())
        };
        let x = ivy::astype(&ivy::asarray(host.unwrap()).unwrap(), in_dtype).unwrap();
        if case.get("error").is_some() {
            for e in [ivy::eig(&x).map(|_| ()), ivy::eigvals(&x).map(|_| ())] {
                let e = e.expect_err(name).to_string();
                assert!(e.contains("inf or NaN"), "{name}: {e}");
            }
            checked += 1;
            continue;
        }
        let (w_shape, want) = recorded_complex(&case["eigenvalues"]);
        let (w, v) = ivy::eig(&x).unwrap();
        let only = ivy::eigvals(&x).unwrap();
        assert_eq!(
            (
                w.shape(),
                v.shape(),
                w.dtype(),
                v.dtype(),
                only.shape(),
                only.dtype()
            ),
            (
                &w_shape[..],
                &shape[..],
                out_dtype,
                out_dtype,
                &w_shape[..],
                out_dtype
            ),
            "{name} in {dtype}"
        );
        let (got, only, vectors) = (
            complex_values(&w),
            complex_values(&only),
            complex_values(&v),
        );
        let n = shape.last().copied().unwrap_or(0);
        let scale = a.iter().map(|z| z.norm()).fold(1e-300, f64::max);
        for (m, want) in want.chunks(n.max(1)).enumerate() {
            let range = m * n..(m + 1) * n;
            // NumPy's eigenvalues matched one to one, nearest first, in `w` and in `eigvals`.
            for values in [&got[range.clone()], &only[range.clone()]] {
                let mut unused: Vec<Complex<f64>> = values.to_vec();
                for z in want {
                    let (i, d) = unused
                        .iter()
                        .map(|g| (g - z).norm())
                        .enumerate()
                        .min_by(|a, b| a.1.total_cmp(&b.1))
                        .unwrap();
                    // A defective eigenvalue is sensitive: sqrt(eps) of the matrix's scale.
                    let tol = if name == "defective" { tol.sqrt() } else { tol };
                    assert!(
                        d <= tol * scale,
                        "{name} in {dtype}: {z} not among {values:?}"
                    );
                    unused.remove(i);
                }
            }
            // x @ v[:, j] = w[j] v[:, j], |v[:, j]| = 1.
            let xm = &a[m * n * n..(m + 1) * n * n];
            let vm = &vectors[m * n * n..(m + 1) * n * n];
            for j in 0..n {
                let norm: f64 = (0..n).map(|i| vm[i * n + j].norm_sqr()).sum::<f64>().sqrt();
                assert!(
                    (norm - 1.0).abs() <= tol * 10.0,
                    "{name}: |v[:, {j}]| = {norm}"
                );
                for i in 0..n {
                    let av: Complex<f64> = (0..n).map(|k| xm[i * n + k] * vm[k * n + j]).sum();
                    let wv = got[m * n + j] * vm[i * n + j];
                    assert!(
                        (av - wv).norm() <= tol * scale * 10.0,
                        "{name}: (x v - w v)[{i}, {j}]"
                    );
                }
            }
        }
        checked += 1;
    }
    checked
}

#[test]
fn eig_is_numpys_up_to_order_and_phase() {
    // On ndarray: candle holds no complex dtype, so it has no `eig`.
    ivy::init().unwrap();
    assert_eq!(check_recorded_eig(Float64, 1e-13), 13);
    assert_eq!(check_recorded_eig(Float32, 2e-6), 12);
}

#[test]
fn tril_and_triu_indices_are_numpys_on_every_backend() {
    let data: Value = serde_json::from_str(include_str!("../data/library_reference.json")).unwrap();
    let cases = data["index_cases"].as_array().unwrap();
    for backend in backends() {
        ivy::with_backend(backend, || {
            for case in cases {
                let name = case["function"].as_str().unwrap();
                let n_rows = case["n_rows"].as_u64().unwrap() as usize;
                let n_cols = case["n_cols"].as_u64().map(|c| c as usize);
                let k = case["k"].as_i64().unwrap() as isize;
                let (rows, cols) = match name {
                    "tril_indices" => ivy::tril_indices::with(n_rows).n_cols(n_cols).k(k).call(),
                    _ => ivy::triu_indices::with(n_rows).n_cols(n_cols).k(k).call(),
                }
                .unwrap();
                let want = |key: &str| -> Vec<i64> {
                    case[key]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|v| v.as_i64().unwrap())
                        .collect()
                };
                for (got, key) in [(rows, "rows"), (cols, "cols")] {
                    assert_eq!(got.dtype(), Dtype::Int64, "{name}");
                    assert_eq!(got.backend(), backend, "{name}");
                    assert_eq!(got.to_vec::<i64>().unwrap(), want(key), "{name} {case}");
                }
            }
        });
    }
}

/// A huge triangle is an error naming the function, not an abort; a huge matrix whose
/// triangle is small takes no time (only the rows holding elements are visited).
#[test]
fn huge_triangles_are_errors_and_empty_rows_cost_nothing() {
    ivy::init().unwrap();
    let e = ivy::tril_indices(1 << 20).unwrap_err();
    assert!(
        matches!(
            e,
            ivy::Error::OutOfMemory {
                function: "tril_indices",
                ..
            }
        ),
        "{e}"
    );
    let e = ivy::tril_indices(1 << 40).unwrap_err().to_string();
    assert!(
        e.contains("tril_indices") && e.contains("more elements than an array can"),
        "{e}"
    );
    let e = ivy::triu_indices::with(usize::MAX)
        .k(isize::MIN)
        .call()
        .unwrap_err();
    assert!(e.to_string().contains("triu_indices"), "{e}");
    let big = 1usize << 50;
    let (rows, cols) = ivy::tril_indices::with(big)
        .n_cols(1)
        .k(1 - big as isize)
        .call()
        .unwrap();
    assert_eq!(
        (rows.to_vec::<i64>().unwrap(), cols.to_vec::<i64>().unwrap()),
        (vec![big as i64 - 1], vec![0])
    );
    let (rows, _) = ivy::triu_indices::with(big).n_cols(2).k(1).call().unwrap();
    assert_eq!(rows.to_vec::<i64>().unwrap(), vec![0]);
    let (rows, _) = ivy::tril_indices::with(big).n_cols(0).call().unwrap();
    assert_eq!(rows.shape(), &[0]);
}

/// SciPy's `lu_factor` and `lu_solve` (`trans` `"N"`, `"T"`, `"C"`) of a complex matrix, in
/// `complex128` and `complex64` (on ndarray: candle holds no complex dtype).
#[test]
fn lu_of_a_complex_matrix_is_scipys() {
    ivy::init().unwrap();
    let data: Value = serde_json::from_str(include_str!("../data/library_reference.json")).unwrap();
    let c = &data["lu_complex"];
    let pivots: Vec<i64> = c["pivots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    for (dtype, tol) in [(Dtype::Complex128, 1e-13), (Dtype::Complex64, 1e-5)] {
        let array = |v: &Value| {
            let (shape, z) = recorded_complex(v);
            let x = ivy::asarray(HostArray::new(shape, z).unwrap()).unwrap();
            ivy::astype(&x, dtype).unwrap()
        };
        let close = |got: &Array, want: &Value, what: &str| {
            assert_eq!(got.dtype(), dtype, "{what}");
            for (g, w) in complex_values(got).iter().zip(recorded_complex(want).1) {
                assert!(
                    (g - w).norm() <= tol * w.norm().max(1.0),
                    "{what} in {dtype}: {g} vs SciPy's {w}"
                );
            }
        };
        let (a, b) = (array(&c["input"]), array(&c["b"]));
        let (lu, p) = ivy::lu_factor(&a).unwrap();
        assert_eq!(p.to_vec::<i64>().unwrap(), pivots);
        close(&lu, &c["lu"], "lu_factor");
        for trans in ["N", "T", "C"] {
            let x = ivy::lu_solve::with(&lu, &p, &b)
                .trans(trans)
                .call()
                .unwrap();
            close(&x, &c["solve"][trans], trans);
        }
    }
}

/// `lu_factor`'s and `lu_solve`'s and `multi_dot`'s refusals, each naming what was wrong.
#[test]
fn lu_and_multi_dot_refuse_what_scipy_and_numpy_refuse() {
    ivy::init().unwrap();
    let err = |r: ivy::Result<Array>| r.expect_err("an error").to_string();
    let nan = ivy::array![[1.0f64, f64::NAN], [0.0, 1.0]].unwrap();
    let e = ivy::lu_factor(&nan).expect_err("NaN").to_string();
    assert!(e.contains("inf or NaN"), "{e}");
    // A singular matrix factors (U has a zero on its diagonal); solving with it is refused.
    let singular = ivy::array![[1.0f64, 2.0], [2.0, 4.0]].unwrap();
    let (lu, p) = ivy::lu_factor(&singular).unwrap();
    let b = ivy::array![1.0f64, 1.0].unwrap();
    assert!(err(ivy::lu_solve(&lu, &p, &b)).contains("singular"));
    let far = ivy::array![2i64, 0].unwrap();
    assert!(err(ivy::lu_solve(&lu, &far, &b)).contains("not a row"));
    let float_pivots = ivy::array![1.0f64, 1.0].unwrap();
    assert!(err(ivy::lu_solve(&lu, &float_pivots, &b)).contains("integer"));
    assert!(
        err(ivy::lu_solve::with(&lu, &p, &b).trans("X").call()).contains("\"N\", \"T\" or \"C\"")
    );
    let m = ivy::array![[1.0f64, 2.0], [3.0, 4.0]].unwrap();
    assert!(err(ivy::multi_dot(std::slice::from_ref(&m))).contains("two or more"));
    let cube = ivy::reshape(&ivy::array![1.0f64, 2.0, 3.0, 4.0].unwrap(), &[1, 2, 2]).unwrap();
    assert!(err(ivy::multi_dot(&[m.clone(), cube, m])).contains("the others 2-d"));
}

/// SciPy's `dct` of a complex signal, types 1 to 4, unscaled and orthonormal: its real and
/// imaginary parts transformed apart (on ndarray: candle holds no complex dtype).
#[test]
fn dct_of_a_complex_signal_is_scipys() {
    ivy::init().unwrap();
    let data: Value = serde_json::from_str(include_str!("../data/library_reference.json")).unwrap();
    let c = &data["dct_complex"];
    let (shape, z) = recorded_complex(&c["input"]);
    let x = ivy::asarray(HostArray::new(shape, z).unwrap()).unwrap();
    let mut checked = 0;
    for (key, want) in c["results"].as_object().unwrap() {
        let (kind, norm) = key.split_once(' ').unwrap();
        let norm = (norm != "None").then_some(norm);
        let y = ivy::dct::with(&x)
            .type_(kind.parse().unwrap())
            .norm(norm)
            .call()
            .unwrap();
        assert_eq!(y.dtype(), Dtype::Complex128);
        for (g, w) in complex_values(&y).iter().zip(recorded_complex(want).1) {
            assert!(
                (g - w).norm() <= 1e-13 * w.norm().max(1.0),
                "{key}: {g} vs SciPy's {w}"
            );
        }
        checked += 1;
    }
    assert_eq!(checked, 7);
}

/// `dct`'s refusals, as Ivy's: a type other than 1 to 4, `"ortho"` with type 1, a norm other
/// than `"ortho"`, fewer points than the type takes.
#[test]
fn dct_refuses_what_ivy_refuses() {
    ivy::init().unwrap();
    let x = ivy::array![1.0f64, 2.0, 3.0].unwrap();
    let err = |r: ivy::Result<Array>| r.expect_err("an error").to_string();
    assert!(err(ivy::dct::with(&x).type_(5).call()).contains("1, 2, 3 and 4"));
    assert!(err(ivy::dct::with(&x).type_(1).norm(Some("ortho")).call()).contains("type 1"));
    assert!(err(ivy::idct::with(&x).norm(Some("forward")).call()).contains("\"ortho\""));
    assert!(err(ivy::dct::with(&x).n(Some(0)).call()).contains("at least 1"));
    assert!(err(ivy::dct::with(&x).type_(1).n(Some(1)).call()).contains("at least 2"));
}

/// `histogram`'s refusals: no bins, edges that do not increase, edges beside a range (as
/// Ivy's), a range that is not finite (auto-detected from `NaN`s, as NumPy's), weights of
/// another shape, complex data.
#[test]
fn histogram_refuses_what_numpy_and_ivy_refuse() {
    ivy::init().unwrap();
    let a = ivy::array![1.0f64, 2.0, 4.0].unwrap();
    let err = |r: ivy::Result<(Array, Array)>| r.expect_err("an error").to_string();
    let h = || ivy::histogram::with(&a);
    assert!(err(h().bins(ivy::HistogramBins::Count(0)).call()).contains("at least 1"));
    let down = [0.0, 2.0, 1.0];
    assert!(err(h().bins(ivy::HistogramBins::Edges(&down)).call()).contains("do not increase"));
    let edges = [0.0, 1.0];
    let both = h()
        .bins(ivy::HistogramBins::Edges(&edges))
        .range(Some((0.0, 1.0)));
    assert!(err(both.call()).contains("not both"));
    assert!(err(h().range(Some((2.0, 1.0))).call()).contains("below its start"));
    let nan = ivy::array![1.0f64, f64::NAN].unwrap();
    assert!(err(ivy::histogram(&nan)).contains("not finite"));
    let w = ivy::array![1.0f64, 2.0].unwrap();
    assert!(err(h().weights(&w).call()).contains("shape"));
    let z = ivy::astype(&a, Dtype::Complex128).unwrap();
    assert!(ivy::histogram(&z).is_err());
}
