//! The PyTorch frontend against PyTorch 2 (`torch.json`, by `torch_reference.py`).

use ivy::frontends::torch;
use ivy::{Array, Dtype, Result};
use serde_json::Value;

use super::{
    Arg, Args, Difference, Framework, Kwargs, Results, assert_every_function_recorded, check,
};

const TORCH: Framework = Framework {
    name: "torch",
    title: "PyTorch",
    recorded: include_str!("../../data/frontends/torch.json"),
    call,
    call_tuple,
    rust_name: |name| match name {
        "where" => "where_",
        _ => name
            .strip_prefix("linalg.")
            .or_else(|| name.strip_prefix("fft."))
            .or_else(|| name.strip_prefix("nn.functional."))
            .unwrap_or(name),
    },
    cases_more_than: 9500,
};

/// Where we give another answer than PyTorch, on purpose: the function, a part of the case's
/// text that picks the cases out, and why.
const DIFFERENCES: &[Difference] = &[
    ("sub", "\"dtype\":\"bool\"", SUB_BOOL),
    ("sub", "\"kind\":\"bool\"", SUB_BOOL),
    ("sub", "NotImplementedError\", we give uint", LIMITED),
    ("add", "NotImplementedError\", we give uint", LIMITED),
    ("div", "NotImplementedError\", we give uint", LIMITED),
    (
        "floor_divide",
        "NotImplementedError\", we give uint",
        LIMITED,
    ),
    ("remainder", "NotImplementedError\", we give uint", LIMITED),
    ("fmod", "NotImplementedError\", we give uint", LIMITED),
    ("pow", "NotImplementedError\", we give uint", LIMITED),
    ("neg", "NotImplementedError\", we give uint", LIMITED),
    ("abs", "NotImplementedError\", we give uint", LIMITED),
    ("sign", "NotImplementedError\", we give uint", LIMITED),
    ("square", "NotImplementedError\", we give uint", LIMITED),
    ("lt", "NotImplementedError\", we give bool", LIMITED),
    ("le", "NotImplementedError\", we give bool", LIMITED),
    ("gt", "NotImplementedError\", we give bool", LIMITED),
    ("ge", "NotImplementedError\", we give bool", LIMITED),
    (
        "logical_and",
        "NotImplementedError\", we give bool",
        LIMITED,
    ),
    ("logical_or", "NotImplementedError\", we give bool", LIMITED),
    (
        "logical_xor",
        "NotImplementedError\", we give bool",
        LIMITED,
    ),
    (
        "logical_not",
        "NotImplementedError\", we give bool",
        LIMITED,
    ),
    ("div", "RuntimeError\", we give", ZERO_DIVISION),
    ("floor_divide", "RuntimeError\", we give", ZERO_DIVISION),
    ("remainder", "RuntimeError\", we give", ZERO_DIVISION),
    ("fmod", "RuntimeError\", we give", ZERO_DIVISION),
    ("pow", "pow does not support `bool`", BOOL),
    ("maximum", "maximum does not support `bool`", BOOL),
    ("minimum", "minimum does not support `bool`", BOOL),
    ("sign", "sign does not support `bool`", BOOL),
    ("square", "square does not support `bool`", BOOL),
    ("clamp", "clip does not support `bool`", BOOL),
    ("pow", "where PyTorch gives", ZERO_POWER),
    ("sign", "NotImplementedError\", we give complex", SIGN),
    ("add", "dtype int64 where PyTorch gives bool", ADD_BOOL),
    ("remainder", "(-0.0, 0.0)", SIGNED_ZERO),
    ("sum", "would drop the imaginary part", LOSSY),
    ("cumsum", "would drop the imaginary part", LOSSY),
    ("mean", "would drop the imaginary part", LOSSY),
    ("softmax", "would drop the imaginary part", LOSSY),
    ("matmul", "NotImplementedError\", we give", MATMUL),
    ("mm", "NotImplementedError\", we give", MATMUL),
    // torch.linalg: refusals by value, which the output types cannot see (PyTorch raises
    // alike), and matrix exponentials PyTorch has not.
    ("linalg.inv", "is singular", BY_VALUE),
    ("linalg.solve", "is singular", BY_VALUE),
    ("linalg.cholesky", "is not positive definite", BY_VALUE),
    ("linalg.lu_factor", "has a zero on its diagonal", BY_VALUE),
    ("linalg.matrix_exp", "\"dtype\":\"float16\"", HALF_EXP),
    ("linalg.matrix_exp", "\"dtype\":\"bfloat16\"", HALF_EXP),
    (
        "linalg.matrix_exp",
        "matrix_exp does not support `complex",
        COMPLEX_EXP,
    ),
    // torch.nn.functional.
    ("nn.functional.interpolate", "mode \"area\"", AREA),
    (
        "nn.functional.interpolate",
        "\"dtype\":\"uint8\",\"shape\":[1,2,2,3]",
        UINT8_BILINEAR,
    ),
];

const LIMITED: &str = "PyTorch has few kernels for uint16, uint32 and uint64 (its \"limited \
                       support\" dtypes); Ivy's functions compute them";
const SUB_BOOL: &str = "PyTorch subtracts no bool (it asks for logical_xor); Ivy's subtract takes \
                        the bool as 0 and 1";
const ZERO_DIVISION: &str = "the recorded bool divisor holds False: PyTorch raises on an integer \
                             division by zero, Ivy's backends give a number";
const BOOL: &str = "Ivy's function takes no bool; PyTorch computes bools";
const ZERO_POWER: &str = "0 to a complex power with a positive real part: Ivy gives +0 + 0i (as \
                          NumPy), PyTorch 0 - 0i (the zeros' signs are open in Annex G's \
                          cexp(-inf - i inf))";
const SIGN: &str = "PyTorch's sign refuses complex (its sgn takes them); Ivy's gives x / |x|";
const ADD_BOOL: &str = "PyTorch adds two bools as a logical or; Ivy's add takes no bool and \
                        computes them in the default int";
const SIGNED_ZERO: &str = "a zero float remainder takes the divisor's sign in Ivy (Python's and \
                           NumPy's %), the dividend's in PyTorch (its kernel adjusts fmod's result)";
const LOSSY: &str = "a complex input asked in a real dtype: Ivy refuses the lossy cast, PyTorch \
                     drops the imaginary part";
const MATMUL: &str = "PyTorch's CPU matmul multiplies no bool, uint16, uint32 or uint64; Ivy's \
                      multiplies them (integers wrapping, bool as the or of ands), as NumPy's";

/// PyTorch's keyword arguments beyond the shared ones.
fn dim(k: &Kwargs<'_>) -> Option<isize> {
    k.0.get("dim").and_then(Value::as_i64).map(|d| d as isize)
}

fn keepdim(k: &Kwargs<'_>) -> bool {
    k.0.get("keepdim").and_then(Value::as_bool).unwrap_or(false)
}

fn rounding_mode<'a>(k: &'a Kwargs<'_>) -> Option<&'a str> {
    k.0.get("rounding_mode").and_then(Value::as_str)
}

fn alpha(k: &Kwargs<'_>) -> ivy::Scalar {
    ivy::Scalar::Int(k.0.get("alpha").and_then(Value::as_i64).unwrap_or(1).into())
}

/// The frontend function `name` called as the case calls PyTorch's.
fn call(name: &str, x: &Args, k: &Kwargs<'_>) -> Result<Array> {
    use torch::{fft, linalg as la};
    let (n, norm, lengths) = (k.fft_n(), k.fft_norm(), k.fft_lengths());
    let dims = k.axes("dim");
    let fft_dim = || k.0.get("dim").and_then(Value::as_i64).unwrap_or(-1) as isize;
    let spacing = |i: usize| match x.0.get(i).map(|_| x.scalar(i)) {
        Some(ivy::Scalar::Float(d)) => d,
        _ => 1.0,
    };
    let shape = |i: usize| -> Vec<usize> { x.ints(i).iter().map(|&n| n as usize).collect() };
    let isizes = |i: usize| -> Vec<isize> { x.ints(i).iter().map(|&n| n as isize).collect() };
    let int = |i: usize| x.ints(i)[0] as isize;
    let dtype: Option<Dtype> = k.dtype();
    if let Some(r) = name
        .strip_prefix("linalg.")
        .and_then(|name| linalg_calls!(la, name, x, k))
    {
        return r;
    }
    if let Some(f) = name.strip_prefix("nn.functional.") {
        return nn_call(f, x, k);
    }
    match name {
        "fft.fft" => fft::fft::positional(x.a(0), n, fft_dim(), norm),
        "fft.ifft" => fft::ifft::positional(x.a(0), n, fft_dim(), norm),
        "fft.rfft" => fft::rfft::positional(x.a(0), n, fft_dim(), norm),
        "fft.irfft" => fft::irfft::positional(x.a(0), n, fft_dim(), norm),
        "fft.fftn" => fft::fftn::positional(x.a(0), lengths.as_deref(), dims.as_deref(), norm),
        "fft.ifftn" => fft::ifftn::positional(x.a(0), lengths.as_deref(), dims.as_deref(), norm),
        "fft.fftshift" => fft::fftshift::positional(x.a(0), dims.as_deref()),
        "fft.ifftshift" => fft::ifftshift::positional(x.a(0), dims.as_deref()),
        "fft.fftfreq" => fft::fftfreq::with(x.ints(0)[0] as usize)
            .d(spacing(1))
            .dtype(dtype)
            .call(),
        "fft.rfftfreq" => fft::rfftfreq::with(x.ints(0)[0] as usize)
            .d(spacing(1))
            .dtype(dtype)
            .call(),
        "linalg.lu_solve" => la::lu_solve::with(x.a(0), x.a(1), x.a(2))
            .left(k.flag("left", true))
            .adjoint(k.flag("adjoint", false))
            .call(),
        "linalg.matrix_exp" => la::matrix_exp(x.a(0)),
        "linalg.solve" => la::solve(x.a(0), x.a(1)),
        "linalg.multi_dot" => la::multi_dot(x.arrays(0)),
        "linalg.cross" => la::cross::with(x.a(0), x.a(1))
            .dim(k.0.get("dim").and_then(Value::as_i64).unwrap_or(-1) as isize)
            .call(),
        "add" => torch::add::with(x.a(0), x.like(1)).alpha(alpha(k)).call(),
        "sub" => torch::sub::with(x.a(0), x.like(1)).alpha(alpha(k)).call(),
        "mul" => torch::mul(x.a(0), x.like(1)),
        "div" => torch::div::with(x.a(0), x.like(1))
            .rounding_mode(rounding_mode(k))
            .call(),
        "floor_divide" => torch::floor_divide(x.a(0), x.like(1)),
        "remainder" => torch::remainder(x.a(0), x.like(1)),
        "fmod" => torch::fmod(x.a(0), x.like(1)),
        "pow" => torch::pow(x.a(0), x.like(1)),
        "maximum" => torch::maximum(x.a(0), x.like(1)),
        "minimum" => torch::minimum(x.a(0), x.like(1)),
        "atan2" => torch::atan2(x.a(0), x.like(1)),
        "eq" => torch::eq(x.a(0), x.like(1)),
        "ne" => torch::ne(x.a(0), x.like(1)),
        "lt" => torch::lt(x.a(0), x.like(1)),
        "le" => torch::le(x.a(0), x.like(1)),
        "gt" => torch::gt(x.a(0), x.like(1)),
        "ge" => torch::ge(x.a(0), x.like(1)),
        "logical_and" => torch::logical_and(x.a(0), x.like(1)),
        "logical_or" => torch::logical_or(x.a(0), x.like(1)),
        "logical_xor" => torch::logical_xor(x.a(0), x.like(1)),
        "sqrt" => torch::sqrt(x.a(0)),
        "exp" => torch::exp(x.a(0)),
        "expm1" => torch::expm1(x.a(0)),
        "log" => torch::log(x.a(0)),
        "log2" => torch::log2(x.a(0)),
        "log10" => torch::log10(x.a(0)),
        "log1p" => torch::log1p(x.a(0)),
        "sin" => torch::sin(x.a(0)),
        "cos" => torch::cos(x.a(0)),
        "tan" => torch::tan(x.a(0)),
        "asin" => torch::asin(x.a(0)),
        "acos" => torch::acos(x.a(0)),
        "atan" => torch::atan(x.a(0)),
        "sinh" => torch::sinh(x.a(0)),
        "cosh" => torch::cosh(x.a(0)),
        "tanh" => torch::tanh(x.a(0)),
        "neg" => torch::neg(x.a(0)),
        "abs" => torch::abs(x.a(0)),
        "sign" => torch::sign(x.a(0)),
        "square" => torch::square(x.a(0)),
        "floor" => torch::floor(x.a(0)),
        "ceil" => torch::ceil(x.a(0)),
        "trunc" => torch::trunc(x.a(0)),
        "logical_not" => torch::logical_not(x.a(0)),
        "isnan" => torch::isnan(x.a(0)),
        "isfinite" => torch::isfinite(x.a(0)),
        "clamp" => torch::clamp(x.a(0), x.scalar(1), x.scalar(2)),
        "sum" => torch::sum::with(x.a(0))
            .dim(dim(k))
            .keepdim(keepdim(k))
            .dtype(dtype)
            .call(),
        "prod" => torch::prod::with(x.a(0)).dim(dim(k)).dtype(dtype).call(),
        "mean" => torch::mean::with(x.a(0)).dim(dim(k)).dtype(dtype).call(),
        "amax" => torch::amax::with(x.a(0)).dim(dim(k)).call(),
        "amin" => torch::amin::with(x.a(0)).dim(dim(k)).call(),
        "max" => torch::max(x.a(0)),
        "min" => torch::min(x.a(0)),
        "argmax" => torch::argmax::with(x.a(0)).dim(dim(k)).call(),
        "argmin" => torch::argmin::with(x.a(0)).dim(dim(k)).call(),
        "cumsum" => torch::cumsum::with(x.a(0), dim(k).unwrap())
            .dtype(dtype)
            .call(),
        "cumprod" => torch::cumprod::with(x.a(0), dim(k).unwrap())
            .dtype(dtype)
            .call(),
        "softmax" => torch::softmax::with(x.a(0), int(1)).dtype(dtype).call(),
        "zeros_like" => torch::zeros_like::with(x.a(0)).dtype(dtype).call(),
        "ones_like" => torch::ones_like::with(x.a(0)).dtype(dtype).call(),
        "reshape" => torch::reshape(x.a(0), &isizes(1)),
        "transpose" => torch::transpose(x.a(0), int(1), int(2)),
        "permute" => torch::permute(x.a(0), &isizes(1)),
        "squeeze" => match x.len() {
            1 => torch::squeeze(x.a(0)),
            _ => torch::squeeze::with(x.a(0)).dim(int(1)).call(),
        },
        "unsqueeze" => torch::unsqueeze(x.a(0), int(1)),
        "flatten" => match x.len() {
            1 => torch::flatten(x.a(0)),
            _ => torch::flatten::with(x.a(0)).start_dim(int(1)).call(),
        },
        "flip" => torch::flip(x.a(0), &isizes(1)),
        "clone" => torch::clone(x.a(0)),
        "trace" => torch::trace(x.a(0)),
        "cat" => torch::cat::with(x.arrays(0))
            .dim(dim(k).unwrap_or(0))
            .call(),
        "stack" => torch::stack(x.arrays(0)),
        "where" => torch::where_(x.a(0), x.a(1), x.a(2)),
        "matmul" => torch::matmul(x.a(0), x.a(1)),
        "mm" => torch::mm(x.a(0), x.a(1)),
        "zeros" => torch::zeros::with(&shape(0)).dtype(dtype).call(),
        "ones" => torch::ones(&shape(0)),
        "full" => torch::full(&shape(0), x.scalar(1)),
        "arange" => match x.len() {
            1 => torch::arange(x.scalar(0)),
            _ => torch::arange::with(x.scalar(1))
                .start(x.scalar(0))
                .step(x.scalar(2))
                .call(),
        },
        "eye" => match x.len() {
            1 => torch::eye(int(0) as usize),
            _ => torch::eye::with(int(0) as usize).m(int(1) as usize).call(),
        },
        other => panic!("no call written for torch.{other}"),
    }
}

/// The `torch.nn.functional` function `name` called as the case calls PyTorch's.
fn nn_call(name: &str, x: &Args, k: &Kwargs<'_>) -> Result<Array> {
    use ivy::ConvPadding;
    use torch::nn::functional as f;
    // An int or a list of ints (a negative one as a length too large); else `default`.
    let list = |key: &str, default: usize| -> Vec<usize> {
        let int = |v: &Value| v.as_i64().unwrap() as usize;
        match k.0.get(key) {
            Some(Value::Array(v)) => v.iter().map(int).collect(),
            Some(v @ Value::Number(_)) => vec![int(v)],
            _ => vec![default],
        }
    };
    let (stride, dilation, groups) = (list("stride", 1), list("dilation", 1), list("groups", 1)[0]);
    let pairs: Vec<(usize, usize)> = list("padding", 0).iter().map(|&p| (p, p)).collect();
    let padding = match k.text("padding") {
        Some("same") => ConvPadding::Same,
        Some("valid") => ConvPadding::Valid,
        _ => ConvPadding::Explicit(&pairs),
    };
    let bias = (x.len() > 2).then(|| x.a(2));
    let kernel: Vec<usize> = match x.0.get(1) {
        Some(Arg::Ints(_) | Arg::Scalar(_)) => x.ints(1).iter().map(|&n| n as usize).collect(),
        _ => Vec::new(),
    };
    let pool_stride = k.0.get("stride").map(|_| list("stride", 1));
    let option = |key: &str| k.0.get(key).and_then(Value::as_bool);
    let ceil_mode = k.flag("ceil_mode", false);
    let scale_factor: Option<Vec<f64>> = k.0.get("scale_factor").map(|v| match v {
        Value::Array(v) => v.iter().map(|f| f.as_f64().unwrap()).collect(),
        v => vec![v.as_f64().unwrap()],
    });
    let size = k.0.get("size").map(|_| list("size", 0));
    match name {
        "conv1d" => f::conv1d::with(x.a(0), x.a(1))
            .bias(bias)
            .stride(&stride)
            .padding(padding)
            .dilation(&dilation)
            .groups(groups)
            .call(),
        "conv2d" => f::conv2d::with(x.a(0), x.a(1))
            .bias(bias)
            .stride(&stride)
            .padding(padding)
            .dilation(&dilation)
            .groups(groups)
            .call(),
        "conv3d" => f::conv3d::with(x.a(0), x.a(1))
            .bias(bias)
            .stride(&stride)
            .padding(padding)
            .dilation(&dilation)
            .groups(groups)
            .call(),
        "conv_transpose1d" => f::conv_transpose1d::with(x.a(0), x.a(1))
            .bias(bias)
            .stride(&stride)
            .padding(&list("padding", 0))
            .output_padding(&list("output_padding", 0))
            .groups(groups)
            .dilation(&dilation)
            .call(),
        "conv_transpose2d" => f::conv_transpose2d::with(x.a(0), x.a(1))
            .bias(bias)
            .stride(&stride)
            .padding(&list("padding", 0))
            .output_padding(&list("output_padding", 0))
            .groups(groups)
            .dilation(&dilation)
            .call(),
        "max_pool1d" => f::max_pool1d::positional(
            x.a(0),
            &kernel,
            pool_stride.as_deref(),
            &list("padding", 0),
            &dilation,
            ceil_mode,
        ),
        "max_pool2d" => f::max_pool2d::positional(
            x.a(0),
            &kernel,
            pool_stride.as_deref(),
            &list("padding", 0),
            &dilation,
            ceil_mode,
        ),
        "avg_pool1d" => f::avg_pool1d::positional(
            x.a(0),
            &kernel,
            pool_stride.as_deref(),
            &list("padding", 0),
            ceil_mode,
            k.flag("count_include_pad", true),
        ),
        "avg_pool2d" => f::avg_pool2d::positional(
            x.a(0),
            &kernel,
            pool_stride.as_deref(),
            &list("padding", 0),
            ceil_mode,
            k.flag("count_include_pad", true),
            k.0.get("divisor_override")
                .and_then(Value::as_u64)
                .map(|d| d as usize),
        ),
        "interpolate" => f::interpolate::positional(
            x.a(0),
            size.as_deref(),
            scale_factor.as_deref(),
            k.text("mode").unwrap_or("nearest"),
            option("align_corners"),
            option("recompute_scale_factor"),
            false,
        ),
        other => panic!("no call written for torch.nn.functional.{other}"),
    }
}

#[test]
fn every_function_matches_torch_over_every_dtype_on_ndarray() {
    let b = ivy::init().unwrap();
    check(&TORCH, b, DIFFERENCES, DIFFERENCES.len());
}

/// On candle, the cases of the dtypes it holds (it has no int8, uint16, uint32, uint64, bool,
/// complex; see the candle notes), with the differences of ndarray that concern them and its
/// own.
#[cfg(feature = "candle")]
#[test]
fn every_function_matches_torch_where_candle_holds_the_dtypes() {
    let b = crate::candle().unwrap();
    let listed: Vec<Difference> = DIFFERENCES
        .iter()
        .chain(CANDLE_DIFFERENCES)
        .copied()
        .collect();
    check(&TORCH, b, &listed, CANDLE_DIFFERENCES.len());
}

const AREA: &str = "interpolate's mode \"area\" (an adaptive average pool) is not in Ivy's \
                    interpolate: refused";
const UINT8_BILINEAR: &str = "PyTorch's uint8 bilinear kernel rounds after each axis's pass \
                              (2.1 of the exact result can come out 3); Ivy's resamples in \
                              float32 and rounds once, half up";
const BY_VALUE: &str = "a singular matrix (or one not positive definite) is refused by its \
                        values, which output_types cannot see from the types alone; PyTorch \
                        raises alike";
const HALF_EXP: &str = "PyTorch's float16 and bfloat16 matrix_exp of [[4, 1, 2], ..] gives NaN \
                        (its scaling and squaring overflows in half precision); Ivy's computes \
                        in float64 and rounds once";
const COMPLEX_EXP: &str = "Ivy's matrix_exp has no complex kernel on ndarray; PyTorch's takes \
                           complex matrices";

/// The frontend functions of several results called as the case calls PyTorch's.
fn call_tuple(name: &str, x: &Args, k: &Kwargs<'_>) -> Option<Results> {
    use torch::linalg as la;
    let name = name.strip_prefix("linalg.")?;
    if name == "lu_factor" {
        return Some(la::lu_factor(x.a(0)).map(|(lu, pivots)| vec![lu, pivots]));
    }
    linalg_calls!(la, tuple name, x, k)
}

/// Where candle gives another answer than PyTorch and ndarray.
#[cfg(feature = "candle")]
const CANDLE_DIFFERENCES: &[Difference] = &[
    ("matmul", "matmul does not support `", super::CANDLE_MATMUL),
    ("mm", "matmul does not support `", super::CANDLE_MATMUL),
    (
        "linalg.matrix_power",
        "matmul does not support `",
        super::CANDLE_MATMUL,
    ),
    (
        "linalg.multi_dot",
        "multi_dot does not support `",
        super::CANDLE_MATMUL,
    ),
    (
        "fft.irfft",
        "candle has no kernel for irfft",
        super::CANDLE_IRFFT,
    ),
    (
        "nn.functional.conv1d",
        "conv_general_dilated does not support `",
        super::CANDLE_MATMUL,
    ),
    (
        "nn.functional.conv2d",
        "conv_general_dilated does not support `",
        super::CANDLE_MATMUL,
    ),
    (
        "nn.functional.conv3d",
        "conv_general_dilated does not support `",
        super::CANDLE_MATMUL,
    ),
    (
        "nn.functional.conv_transpose1d",
        "conv_general_transpose does not support `",
        super::CANDLE_MATMUL,
    ),
    (
        "nn.functional.conv_transpose2d",
        "conv_general_transpose does not support `",
        super::CANDLE_MATMUL,
    ),
];

#[test]
fn every_torch_function_is_recorded() {
    assert_every_function_recorded(&TORCH, ivy::Frontend::Torch);
}
