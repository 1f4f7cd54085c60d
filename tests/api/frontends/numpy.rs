//! The NumPy frontend against NumPy 2.4 (`numpy.json`, by `numpy_reference.py`).

use ivy::frontends::numpy as np;
use ivy::{Array, Result};

use super::{Args, Difference, Framework, Kwargs, assert_every_function_recorded, check};

const NUMPY: Framework = Framework {
    name: "numpy",
    title: "NumPy",
    recorded: include_str!("../../data/frontends/numpy.json"),
    call,
    rust_name: |name| if name == "where" { "where_" } else { name },
    cases_more_than: 6000,
};

/// Where we give another answer than NumPy, on purpose: the function, a part of the case's
/// text that picks the cases out, and why.
const DIFFERENCES: &[Difference] = &[
    ("maximum", "does not support `complex", ORDER),
    ("minimum", "does not support `complex", ORDER),
    ("less", "does not support `complex", ORDER),
    ("less_equal", "does not support `complex", ORDER),
    ("greater", "does not support `complex", ORDER),
    ("greater_equal", "does not support `complex", ORDER),
    ("max", "does not support `complex", ORDER),
    ("min", "does not support `complex", ORDER),
    ("clip", "does not support `complex", ORDER),
    ("var", "does not support `complex", SPREAD),
    ("std", "does not support `complex", SPREAD),
    ("matmul", "matmul does not support `", MATMUL),
    ("dot", "matmul does not support `", MATMUL),
    ("floor_divide", "does not support `bool`", BOOL_PAIR),
    ("remainder", "does not support `bool`", BOOL_PAIR),
    ("power", "does not support `bool`", BOOL_PAIR),
    ("maximum", "does not support `bool`", BOOL_PAIR),
    ("minimum", "does not support `bool`", BOOL_PAIR),
    ("absolute", "does not support `bool`", BOOL),
    ("square", "does not support `bool`", BOOL),
    ("floor", "does not support `bool`", BOOL),
    ("ceil", "does not support `bool`", BOOL),
    ("trunc", "does not support `bool`", BOOL),
    ("clip", "does not support `bool`", BOOL),
    ("power", "where NumPy gives", ZERO_POWER),
    ("sum", "would drop the imaginary part", LOSSY),
];

const ORDER: &str = "Ivy orders no complex numbers (nor does the Array API); NumPy orders them \
                     lexicographically";
const SPREAD: &str = "Ivy's var and std take real arrays; NumPy's take the complex modulus";
const MATMUL: &str = "the backends' matmul kernels multiply floats only; NumPy multiplies \
                      integers and bool too";
const BOOL_PAIR: &str = "Ivy's function takes no bool; NumPy computes two bools in its int8 (or \
                         bool) loop";
const BOOL: &str = "Ivy's function takes no bool; NumPy's gives bool (square: int8)";
const ZERO_POWER: &str = "0 to a complex power with an imaginary part is nan in Ivy (exp(x2 \
                          log x1), as the Array API says); NumPy 2.4 gives 0";
const LOSSY: &str = "a complex sum asked in a real dtype: Ivy refuses the lossy cast, NumPy warns \
                     and drops the imaginary part";

/// The frontend function `name` called as the case calls NumPy's.
fn call(name: &str, x: &Args, k: &Kwargs<'_>) -> Result<Array> {
    let shape = |i: usize| -> Vec<usize> { x.ints(i).iter().map(|&n| n as usize).collect() };
    let isizes = |i: usize| -> Vec<isize> { x.ints(i).iter().map(|&n| n as isize).collect() };
    match name {
        "add" => np::add(x.a(0), x.like(1)),
        "subtract" => np::subtract(x.a(0), x.like(1)),
        "multiply" => np::multiply(x.a(0), x.like(1)),
        "divide" => np::divide(x.a(0), x.like(1)),
        "floor_divide" => np::floor_divide(x.a(0), x.like(1)),
        "power" => np::power(x.a(0), x.like(1)),
        "maximum" => np::maximum(x.a(0), x.like(1)),
        "minimum" => np::minimum(x.a(0), x.like(1)),
        "remainder" => np::remainder(x.a(0), x.like(1)),
        "arctan2" => np::arctan2(x.a(0), x.a(1)),
        "equal" => np::equal(x.a(0), x.like(1)),
        "not_equal" => np::not_equal(x.a(0), x.like(1)),
        "less" => np::less(x.a(0), x.like(1)),
        "less_equal" => np::less_equal(x.a(0), x.like(1)),
        "greater" => np::greater(x.a(0), x.like(1)),
        "greater_equal" => np::greater_equal(x.a(0), x.like(1)),
        "logical_and" => np::logical_and(x.a(0), x.like(1)),
        "logical_or" => np::logical_or(x.a(0), x.like(1)),
        "logical_xor" => np::logical_xor(x.a(0), x.like(1)),
        "sqrt" => np::sqrt(x.a(0)),
        "exp" => np::exp(x.a(0)),
        "exp2" => np::exp2(x.a(0)),
        "expm1" => np::expm1(x.a(0)),
        "log" => np::log(x.a(0)),
        "log2" => np::log2(x.a(0)),
        "log10" => np::log10(x.a(0)),
        "log1p" => np::log1p(x.a(0)),
        "sin" => np::sin(x.a(0)),
        "cos" => np::cos(x.a(0)),
        "tan" => np::tan(x.a(0)),
        "arcsin" => np::arcsin(x.a(0)),
        "arccos" => np::arccos(x.a(0)),
        "arctan" => np::arctan(x.a(0)),
        "sinh" => np::sinh(x.a(0)),
        "cosh" => np::cosh(x.a(0)),
        "tanh" => np::tanh(x.a(0)),
        "negative" => np::negative(x.a(0)),
        "absolute" => np::absolute(x.a(0)),
        "sign" => np::sign(x.a(0)),
        "square" => np::square(x.a(0)),
        "floor" => np::floor(x.a(0)),
        "ceil" => np::ceil(x.a(0)),
        "trunc" => np::trunc(x.a(0)),
        "logical_not" => np::logical_not(x.a(0)),
        "isnan" => np::isnan(x.a(0)),
        "isfinite" => np::isfinite(x.a(0)),
        "clip" => np::clip(x.a(0), x.scalar(1), x.scalar(2)),
        "sum" => np::sum::with(x.a(0))
            .axis(k.axis())
            .dtype(k.dtype())
            .keepdims(k.keepdims())
            .call(),
        "prod" => np::prod::with(x.a(0))
            .axis(k.axis())
            .dtype(k.dtype())
            .call(),
        "max" => np::max::with(x.a(0)).axis(k.axis()).call(),
        "min" => np::min::with(x.a(0)).axis(k.axis()).call(),
        "mean" => np::mean::with(x.a(0)).axis(k.axis()).call(),
        "all" => np::all::with(x.a(0)).axis(k.axis()).call(),
        "any" => np::any::with(x.a(0)).axis(k.axis()).call(),
        "argmax" => np::argmax::with(x.a(0)).axis(k.axis()).call(),
        "argmin" => np::argmin::with(x.a(0)).axis(k.axis()).call(),
        "var" => np::var::with(x.a(0)).axis(k.axis()).ddof(k.ddof()).call(),
        "std" => np::std::with(x.a(0)).axis(k.axis()).call(),
        "cumsum" => np::cumsum::with(x.a(0)).axis(k.axis()).call(),
        "cumprod" => np::cumprod::with(x.a(0)).axis(k.axis()).call(),
        "zeros_like" => np::zeros_like::with(x.a(0)).dtype(k.dtype()).call(),
        "ones_like" => np::ones_like::with(x.a(0)).dtype(k.dtype()).call(),
        "reshape" => np::reshape(x.a(0), &isizes(1)),
        "transpose" => np::transpose(x.a(0)),
        "squeeze" => np::squeeze(x.a(0)),
        "expand_dims" => np::expand_dims(x.a(0), &isizes(1)),
        "flip" => np::flip(x.a(0)),
        "trace" => np::trace(x.a(0)),
        "concatenate" => np::concatenate::with(x.arrays(0))
            .axis(k.axis().unwrap_or(0))
            .call(),
        "stack" => np::stack(x.arrays(0)),
        "where" => np::where_(x.a(0), x.a(1), x.a(2)),
        "matmul" => np::matmul(x.a(0), x.a(1)),
        "dot" => np::dot(x.a(0), x.a(1)),
        "zeros" => np::zeros::with(&shape(0)).dtype(k.dtype()).call(),
        "ones" => np::ones(&shape(0)),
        "full" => np::full(&shape(0), x.scalar(1)),
        "arange" => match x.len() {
            1 => np::arange(x.scalar(0)),
            _ => np::arange::with(x.scalar(1))
                .start(x.scalar(0))
                .step(x.scalar(2))
                .call(),
        },
        "eye" => match x.len() {
            1 => np::eye(x.ints(0)[0] as usize),
            _ => np::eye::with(x.ints(0)[0] as usize)
                .m(x.ints(1)[0] as usize)
                .k(x.ints(2)[0] as isize)
                .call(),
        },
        other => panic!("no call written for numpy.{other}"),
    }
}

#[test]
fn every_function_matches_numpy_over_every_dtype_on_ndarray() {
    let b = ivy::init().unwrap();
    check(&NUMPY, b, DIFFERENCES, DIFFERENCES.len());
}

/// On candle, the cases of the dtypes it holds (it has no int8, uint16, uint32, uint64, bool,
/// complex; see the candle notes), with the differences of ndarray that concern them and its
/// own.
#[cfg(feature = "candle")]
#[test]
fn every_function_matches_numpy_where_candle_holds_the_dtypes() {
    let b = crate::candle().unwrap();
    let listed: Vec<Difference> = DIFFERENCES
        .iter()
        .chain(CANDLE_DIFFERENCES)
        .copied()
        .collect();
    check(&NUMPY, b, &listed, CANDLE_DIFFERENCES.len());
}

/// Where candle gives another answer than NumPy and ndarray.
#[cfg(feature = "candle")]
const CANDLE_DIFFERENCES: &[Difference] = &[];

#[test]
fn every_numpy_function_is_recorded() {
    assert_every_function_recorded(&NUMPY, ivy::Frontend::Numpy);
}
