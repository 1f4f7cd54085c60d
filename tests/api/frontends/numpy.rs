//! The NumPy frontend against NumPy 2.4 (`numpy.json`, by `numpy_reference.py`).

use ivy::frontends::numpy as np;
use ivy::{Array, Result};

use super::{Args, Difference, Framework, Kwargs, Results, assert_every_function_recorded, check};

const NUMPY: Framework = Framework {
    name: "numpy",
    title: "NumPy",
    recorded: include_str!("../../data/frontends/numpy.json"),
    call,
    call_tuple,
    rust_name: |name| match name {
        "where" => "where_",
        _ => name
            .strip_prefix("linalg.")
            .or_else(|| name.strip_prefix("fft."))
            .unwrap_or(name),
    },
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
    ("sum", "would drop the imaginary part", LOSSY),
    (
        "full",
        "{\"scalar\":-2.5,\"kind\":\"float\"}",
        NEGATIVE_TO_UNSIGNED,
    ),
    // Ivy's literal rules, inherited on purpose (issue 45, "deliberate rules").
    (
        "add",
        "the scalar 1e300 does not fit `float32`",
        FLOAT_LITERAL,
    ),
    (
        "less",
        "the scalar 300 does not fit `uint8`",
        COMPARED_LITERAL,
    ),
    ("less", "does not fit `int64`", COMPARED_LITERAL),
    ("divide", "the scalar -3 does not fit `uint8`", INT_LITERAL),
    ("where", "the scalar -1 does not fit `uint8`", INT_LITERAL),
    ("clip", "the min bound -0.5 is not an integer", CLIP_BOUNDS),
    ("arange", "the start 0.5 is not an integer", ARANGE_BOUNDS),
    ("std", "[60000.0,60000.0,1000.0,0.125]", HALF_SPREAD),
    // numpy.linalg: refusals by value, which the output types cannot see (NumPy raises
    // LinAlgError alike), and two answers NumPy gives that we do not.
    ("linalg.inv", "is singular", BY_VALUE),
    ("linalg.solve", "is singular", BY_VALUE),
    ("linalg.cholesky", "is not positive definite", BY_VALUE),
    ("linalg.norm", "matrix without elements", EMPTY_NORM),
    ("linalg.qr", "unknown mode \"r\"", QR_R),
    ("fft.ifft", "\"dtype\":\"float16\"", HALF_FACTOR),
    ("fft.fft2", "\"dtype\":\"float16\"", HALF_FACTOR),
    ("fft.ifft2", "\"dtype\":\"float16\"", HALF_FACTOR),
    ("fft.fftn", "\"dtype\":\"float16\"", HALF_FACTOR),
    ("fft.ifftn", "\"dtype\":\"float16\"", HALF_FACTOR),
];

const HALF_FACTOR: &str = "NumPy scales a float16 input's transform by 1/n or 1/sqrt(n) rounded \
                           to float16 (ifft2 of [[0.5, ..]] is 2.99927, not 3); we scale in \
                           float32, where the transform is computed";

const BY_VALUE: &str = "a singular matrix (or one not positive definite) is refused by its \
                        values, which output_types cannot see from the types alone; NumPy \
                        raises LinAlgError alike";
const EMPTY_NORM: &str = "Ivy's matrix_norm refuses the order 2 of a matrix without elements (a \
                          largest singular value among none); NumPy gives 0";
const QR_R: &str = "numpy.linalg.qr(mode=\"r\") returns R alone, another type of result: the \
                    frontend takes the modes \"reduced\" and \"complete\"";

const FLOAT_LITERAL: &str = "a float literal beyond the array's dtype is an error in Ivy \
                             (np.add(float32 [1.0], 1e300)); NumPy converts it and gives inf";
const COMPARED_LITERAL: &str = "an integer literal outside the array's dtype is an error in Ivy, \
                                compared or not (np.less(uint8 [1], 300), np.less(int64, \
                                2**63)); NumPy compares the Python int exactly";
const INT_LITERAL: &str = "an integer literal outside the array's dtype is an error in Ivy \
                           (np.divide(uint8 [3], -3), np.where(mask, uint8, -1)); NumPy divides \
                           in float64, and where wraps -1 to 255";
const CLIP_BOUNDS: &str = "Ivy's clip keeps its input's dtype, as the Array API's: float bounds \
                           on integers are refused; NumPy promotes to float64";
const ARANGE_BOUNDS: &str = "Ivy's arange with an integer dtype takes integer bounds; NumPy \
                             computes in floats and truncates each value";
const HALF_SPREAD: &str = "NumPy accumulates a float16 spread in float16 (its squares overflow: \
                           inf); Ivy's var and std accumulate in float32 and give 29760";

const ORDER: &str = "Ivy orders no complex numbers (nor does the Array API); NumPy orders them \
                     lexicographically";
const SPREAD: &str = "Ivy's var and std take real arrays; NumPy's take the complex modulus";
const BOOL_PAIR: &str = "Ivy's function takes no bool; NumPy computes two bools in its int8 (or \
                         bool) loop";
const BOOL: &str = "Ivy's function takes no bool; NumPy's gives bool (square: int8)";
const NEGATIVE_TO_UNSIGNED: &str = "a negative float cast to an unsigned integer (full(2, -2.5, \
                                    dtype=uint8)) is undefined in C: Ivy's astype saturates to 0, \
                                    NumPy on x86 goes through int64 and wraps (254)";
const LOSSY: &str = "a complex sum asked in a real dtype: Ivy refuses the lossy cast, NumPy warns \
                     and drops the imaginary part";

/// The frontend function `name` called as the case calls NumPy's.
fn call(name: &str, x: &Args, k: &Kwargs<'_>) -> Result<Array> {
    use np::linalg as la;
    if let Some(name) = name.strip_prefix("fft.") {
        return numpy_fft_calls!(np::fft, "numpy", name, x, k, [None], {
            "fftfreq" => {
                let (n, d) = x.frequencies();
                np::fft::fftfreq::with(n).d(d).call()
            }
            "rfftfreq" => {
                let (n, d) = x.frequencies();
                np::fft::rfftfreq::with(n).d(d).call()
            }
        });
    }
    if let Some(r) = name
        .strip_prefix("linalg.")
        .and_then(|name| linalg_calls!(la, name, x, k))
    {
        return r;
    }
    numpy_calls!(np, "numpy", name, x, k, {
        "linalg.multi_dot" => la::multi_dot(x.arrays(0)),
        "linalg.solve" => la::solve(x.a(0), x.a(1)),
        "linalg.norm" => {
            let axes = k.axes("axis");
            let norm = la::norm::with(x.a(0)).ord(k.text("ord")).keepdims(k.keepdims());
            match &axes {
                Some(axes) => norm.axis(axes).call(),
                None => norm.call(),
            }
        }
    })
}

/// The frontend functions of several results called as the case calls NumPy's.
fn call_tuple(name: &str, x: &Args, k: &Kwargs<'_>) -> Option<Results> {
    use np::linalg as la;
    linalg_calls!(la, tuple name.strip_prefix("linalg.")?, x, k)
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
const CANDLE_DIFFERENCES: &[Difference] = &[
    ("matmul", "matmul does not support `", super::CANDLE_MATMUL),
    ("dot", "matmul does not support `", super::CANDLE_MATMUL),
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
];

#[test]
fn every_numpy_function_is_recorded() {
    assert_every_function_recorded(&NUMPY, ivy::Frontend::Numpy);
}
