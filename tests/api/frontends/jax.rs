//! The JAX frontend against JAX 0.10 on CPU, without `jax_enable_x64` (`jax.json`) and with it
//! (`jax_x64.json`, run inside the x64 scope), both by `jax_reference.py`.

use ivy::frontends::jax::{self as jnp, fft, nn};
use ivy::{Array, Result};

use super::{
    Args, Difference, Framework, Kwargs, Results, assert_every_function_recorded, assert_held,
    assert_own_explained, run_all,
};

/// `name` as the frontend names it: `where` is a Rust keyword, `jax.nn.softmax` is `nn`'s.
fn rust_name(name: &str) -> &str {
    match name {
        "where" => "where_",
        "nn.softmax" => "softmax",
        other => other
            .strip_prefix("fft.")
            .or_else(|| other.strip_prefix("linalg."))
            .unwrap_or(other),
    }
}

const JAX: Framework = Framework {
    name: "jax",
    title: "JAX",
    recorded: include_str!("../../data/frontends/jax.json"),
    call,
    call_tuple,
    rust_name,
    cases_more_than: 6000,
};

const JAX_X64: Framework = Framework {
    title: "JAX (x64)",
    recorded: include_str!("../../data/frontends/jax_x64.json"),
    ..JAX
};

/// Where we give another answer than JAX, on purpose (with or without x64): the function, a
/// part of the case's text that picks the cases out, and why.
const DIFFERENCES: &[Difference] = &[
    ("maximum", "does not support `complex", ORDER),
    ("minimum", "does not support `complex", ORDER),
    ("less", "does not support `complex", ORDER),
    ("less_equal", "does not support `complex", ORDER),
    ("greater", "does not support `complex", ORDER),
    ("greater_equal", "does not support `complex", ORDER),
    ("max", "does not support `complex", ORDER),
    ("min", "does not support `complex", ORDER),
    ("argmax", "raises \"TypeError\", we give", ARG_ORDER),
    ("argmin", "raises \"TypeError\", we give", ARG_ORDER),
    ("arctan2", "does not support `complex", REAL),
    ("var", "does not support `complex", SPREAD),
    ("std", "does not support `complex", SPREAD),
    ("nn.softmax", "does not support `complex", REAL),
    ("nn.softmax", "raises \"TypeError\", we give", SOFTMAX_BOOL),
    ("nn.softmax", "uint", SOFTMAX_UINT),
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
    ("floor_divide", "\"bool\",\"shape\"", BY_ZERO),
    ("sum", "would drop the imaginary part", LOSSY),
    ("asarray", "would drop the imaginary part", LOSSY),
    ("reshape", "where JAX gives", RESHAPE),
    ("power", "(NaN, NaN)", ZERO_POWER),
    (
        "arange",
        "[{\"scalar\":0,\"kind\":\"int\"},{\"scalar\":1.0,\"kind\":\"bool\"}]",
        BOOL_STOP,
    ),
    // Ivy's literal rules, inherited on purpose (issue 45, "deliberate rules" and "smaller").
    ("add", "{\"scalar\":300,\"kind\":\"int\"}", WRAPPED_LITERAL),
    ("add", "{\"scalar\":1e+300,", FLOAT_LITERAL),
    ("add", "{\"scalar\":9223372036854775808,", BIG_INT_TO_FLOAT),
    ("less", "{\"scalar\":300,", COMPARED_LITERAL),
    ("divide", "{\"scalar\":-3,", INT_LITERAL),
    ("where", "{\"scalar\":-1,", INT_LITERAL),
    ("clip", "{\"scalar\":-0.5,", CLIP_BOUNDS),
    (
        "arange",
        "[{\"scalar\":0.5,\"kind\":\"float\"},{\"scalar\":4,",
        ARANGE_BOUNDS,
    ),
    (
        "power",
        "integers cannot be raised to a negative",
        NEGATIVE_POWER,
    ),
    ("power", "{\"scalar\":9223372036854775808,", BIG_INT_LITERAL),
    ("full", "{\"scalar\":9223372036854775808,", BIG_INT_LITERAL),
    // jax.numpy.fft: JAX transforms no points (but in rfft) and refuses rfft of half precision.
    ("fft.fft", "\"shape\":[2,0]", NO_POINTS),
    ("fft.ifft", "\"shape\":[2,0]", NO_POINTS),
    ("fft.irfft", "\"shape\":[2,0]", NO_POINTS),
    ("fft.fftn", "\"shape\":[0,3]", NO_POINTS),
    ("fft.rfft", "raises \"ValueError\", we give", HALF_RFFT),
    // jax.numpy.linalg: refusals by value, where JAX computes on.
    ("linalg.inv", "is singular", SINGULAR),
    ("linalg.solve", "is singular", SINGULAR),
    ("linalg.matrix_power", "is singular", SINGULAR),
    ("linalg.cholesky", "is not positive definite", SINGULAR),
    ("linalg.matrix_rank", "\"shape\":[0,0]", EMPTY_RANK),
    // JAX's own quirks, where we follow NumPy and C99.
    ("multiply", "[9.99994610111476e-41]", SUBNORMAL),
    ("sqrt", "[[-4.0,-0.0]]", BRANCH_CUT),
    ("exp", "[[\"inf\",\"nan\"]]", COMPLEX_SPECIAL),
    ("any", "\"values\":[[0.0,1.0]]", ANY_IMAGINARY),
    ("power", "\"values\":[128]}},{\"array\"", UINT_POWER),
    (
        "multiply",
        "\"dtype\":\"bool\",\"shape\":[1],\"values\":[0.0]",
        FALSE_TIMES_NAN,
    ),
];

const SINGULAR: &str = "a singular matrix (or one not positive definite) is refused by its \
                        values, which output_types cannot see from the types alone, as the NumPy \
                        frontend's (NumPy raises LinAlgError); JAX gives infs and NaNs";
const EMPTY_RANK: &str = "the rank of a 0 x 0 matrix is 0 in Ivy, as NumPy's; JAX raises \
                          ValueError (a maximum of no singular values)";
const NO_POINTS: &str = "a transform of no points is an error in Ivy, as NumPy's ValueError; \
                         JAX gives an empty result";
const HALF_RFFT: &str = "jnp.fft.rfft refuses float16 and bfloat16 (ValueError: RFFT input must \
                         be float32 or float64) where its fft takes them as float32; the \
                         frontend takes them as float32 in every transform";

const WRAPPED_LITERAL: &str = "an integer literal outside the array's dtype is an error in Ivy; \
                               JAX converts it to the dtype, wrapping (jnp.add(uint8 [1], 300) \
                               is 45)";
const FLOAT_LITERAL: &str = "a float literal beyond the array's dtype is an error in Ivy; JAX \
                             converts it (inf)";
const BIG_INT_TO_FLOAT: &str = "a Python int beyond int64 next to a float array is a float \
                                literal that fits in Ivy (9.2e18); JAX converts it through \
                                int64 first and raises OverflowError";
const COMPARED_LITERAL: &str = "an integer literal outside the array's dtype is an error in Ivy, \
                                compared or not; JAX wraps it (jnp.less(uint8 [1], 300))";
const INT_LITERAL: &str = "an integer literal outside the array's dtype is an error in Ivy \
                           (jnp.divide(uint8, -3), jnp.where(mask, uint8, -1)); JAX wraps it";
const CLIP_BOUNDS: &str = "Ivy's clip keeps its input's dtype, as the Array API's: float bounds \
                           on integers are refused";
const ARANGE_BOUNDS: &str = "Ivy's arange with an integer dtype takes integer bounds; JAX \
                             computes in floats and truncates each value";
const NEGATIVE_POWER: &str = "an integer to a negative integer power is an error in Ivy (no \
                              integer answer); JAX gives 0";
const BIG_INT_LITERAL: &str = "a Python int beyond int64 is uint64 under Ivy's scalar rule \
                               (uint32 without x64: jnp.full((2, 2), 2**63), jnp.power(bool, \
                               2**63)); JAX wraps it through int64";
const SUBNORMAL: &str = "JAX on CPU flushes float32 subnormals to zero; Ivy keeps them, as NumPy \
                         and IEEE 754 do";
const BRANCH_CUT: &str = "Ivy's complex sqrt honours the sign of a zero imaginary part on the \
                          branch cut (C99 Annex G, NumPy: sqrt(-4 - 0i) = -2i); JAX ignores it";
const COMPLEX_SPECIAL: &str = "Ivy gives C99 Annex G's special values (exp(inf + nan i) = inf + \
                               nan i, as NumPy); JAX gives nan + nan i";
const ANY_IMAGINARY: &str = "a complex number with a zero real part is true in Ivy, as in NumPy \
                             (jnp.any([1j]) is False in JAX)";
const UINT_POWER: &str = "uint8 128 ** 128 is 0 modulo 256 in Ivy (exact wrapping, as NumPy); \
                          JAX's integer-power loop gives 1";
const FALSE_TIMES_NAN: &str = "False * nan is nan in Ivy (the bool taken as 0.0, as NumPy); JAX \
                               gives 0";

const ORDER: &str = "Ivy orders no complex numbers (nor does the Array API); JAX orders them \
                     lexicographically";
const ARG_ORDER: &str = "Ivy's argmax and argmin order complex numbers on the backend (ndarray); \
                         JAX refuses them";
const REAL: &str = "Ivy's atan2 and softmax take real arrays; JAX computes them on complex ones";
const SPREAD: &str = "Ivy's var and std take real arrays; JAX's take the complex modulus";
const BOOL_PAIR: &str = "Ivy's function takes no bool; JAX computes two bools as integers";
const BOOL: &str = "Ivy's function takes no bool; JAX's gives bool";
const BY_ZERO: &str = "integer division by zero (a false bool divisor): Ivy gives 0, XLA on CPU \
                       -2 (undefined in both)";
const SOFTMAX_BOOL: &str = "jax.nn.softmax refuses bool; Ivy's takes it as the default float";
const SOFTMAX_UINT: &str = "jax.nn.softmax subtracts the maximum in the unsigned dtype, which \
                            wraps (nan); Ivy computes in the default float";
const ZERO_POWER: &str = "0 to a complex power with a positive real part is 0 in Ivy, as in NumPy \
                          and PyTorch (and exp(x2 log x1) with Annex G's cexp(-inf - i inf) = \
                          ±0 ± i0); JAX gives nan";
const BOOL_STOP: &str = "jnp.arange(0, True) is int [0] and jnp.arange(True) refused (a bool \
                         iota); the frontend's start defaults to 0, so the two are one call, \
                         refused";
const LOSSY: &str = "a complex array asked in a real dtype: Ivy refuses the lossy cast, JAX \
                     drops the imaginary part";
const RESHAPE: &str = "jnp.reshape of a NumPy array is NumPy's reshape (its 64-bit dtype kept, \
                       even without x64); our inputs are JAX's arrays, which it narrows";

/// The frontend function `name` called as the case calls JAX's.
fn call(name: &str, x: &Args, k: &Kwargs<'_>) -> Result<Array> {
    if let Some(name) = name.strip_prefix("fft.") {
        return numpy_fft_calls!(fft, "jax", name, x, k, [], {
            "fftfreq" => {
                let (n, d) = x.frequencies();
                fft::fftfreq::with(n).d(d).dtype(k.dtype()).call()
            }
            "rfftfreq" => {
                let (n, d) = x.frequencies();
                fft::rfftfreq::with(n).d(d).dtype(k.dtype()).call()
            }
        });
    }
    if let Some(name) = name.strip_prefix("linalg.") {
        return call_linalg(name, x, k);
    }
    numpy_calls!(jnp, "jax", name, x, k, {
        "nn.softmax" => nn::softmax::with(x.a(0))
            .axis(k.axis().unwrap_or(-1))
            .call(),
        "asarray" => jnp::asarray::with(x.like(0)).dtype(k.dtype()).call(),
    })
}

/// The `jax.numpy.linalg` function `name` called as the case calls JAX's.
fn call_linalg(name: &str, x: &Args, k: &Kwargs<'_>) -> Result<Array> {
    use jnp::linalg as la;
    if let Some(r) = linalg_calls!(la, name, x, k) {
        return r;
    }
    let int =
        |key: &str, default: i64| k.0.get(key).and_then(|v| v.as_i64()).unwrap_or(default) as isize;
    match name {
        "eigvals" => la::eigvals(x.a(0)),
        "solve" => la::solve(x.a(0), x.a(1)),
        "multi_dot" => la::multi_dot(x.arrays(0)),
        "cross" => la::cross::with(x.a(0), x.a(1)).axis(int("axis", -1)).call(),
        "outer" => la::outer(x.a(0), x.a(1)),
        "diagonal" => la::diagonal::with(x.a(0)).offset(int("offset", 0)).call(),
        other => panic!("no call written for jax.linalg.{other}"),
    }
}

/// The `jax.numpy.linalg` functions of several results called as the case calls JAX's.
fn call_tuple(name: &str, x: &Args, k: &Kwargs<'_>) -> Option<Results> {
    use jnp::linalg as la;
    let name = name.strip_prefix("linalg.")?;
    if name == "eig" {
        return Some(la::eig(x.a(0)).map(|(w, v)| vec![w, v]));
    }
    linalg_calls!(la, tuple name, x, k)
}

/// [`check`](super::check) of `fw`'s cases on `backend`, inside the x64 scope if `x64`.
fn check(fw: &Framework, x64: bool, backend: ivy::BackendId, listed: &[Difference], own: usize) {
    let scope = ivy::jax_enable_x64_scope(x64);
    let mut report = run_all(fw, backend, listed);
    drop(scope);
    if !x64 {
        // A 64-bit `dtype` argument the backend lacks is narrowed to a dtype it holds: the
        // harness counts the case unheld, but the answer is JAX's (checked on ndarray).
        report
            .unexplained
            .retain(|d| !NARROWED_DTYPE_ARGS.iter().any(|p| d.starts_with(p)));
    }
    assert!(report.cases > fw.cases_more_than, "{} cases", report.cases);
    assert_held(&report, backend);
    let name = format!("{}{}", backend.name(), if x64 { "-x64" } else { "" });
    assert_own_explained(fw, report, listed, own, &name);
}

#[test]
fn every_function_matches_jax_over_every_dtype_on_ndarray() {
    let b = ivy::init().unwrap();
    check(&JAX, false, b, DIFFERENCES, DIFFERENCES.len());
}

#[test]
fn every_function_matches_jax_x64_over_every_dtype_on_ndarray() {
    let b = ivy::init().unwrap();
    let listed: Vec<Difference> = DIFFERENCES.iter().chain(X64_DIFFERENCES).copied().collect();
    // The shared list is checked for staleness without x64 (`reshape`'s occurs only there).
    check(&JAX_X64, true, b, &listed, X64_DIFFERENCES.len());
}

/// Cases whose `dtype` argument is 64-bit and narrowed without x64 (`jax.zeros` of `uint64`
/// is `uint32`), which a backend without the 64-bit dtype still answers.
const NARROWED_DTYPE_ARGS: &[&str] = &[r#"jax.zeros([{"ints":[2,3]}]): gives uint32"#];

/// Where JAX with x64 differs from us beyond [`DIFFERENCES`].
const X64_DIFFERENCES: &[Difference] = &[(
    "power",
    "dtype int64 where JAX (x64) gives int32",
    X64_BOOL_POWER,
)];

const X64_BOOL_POWER: &str = "jnp.power of a bool array to a Python int gives int32 with x64 \
                              (JAX's integer-power path); Ivy promotes bool with a weak int to \
                              the default int, int64";

/// On candle, the cases of the dtypes it holds, with the differences of ndarray that concern
/// them and its own.
#[cfg(feature = "candle")]
#[test]
fn every_function_matches_jax_where_candle_holds_the_dtypes() {
    let b = crate::candle().unwrap();
    let listed: Vec<Difference> = DIFFERENCES
        .iter()
        .chain(CANDLE_DIFFERENCES)
        .copied()
        .collect();
    check(&JAX, false, b, &listed, CANDLE_DIFFERENCES.len());
}

#[cfg(feature = "candle")]
#[test]
fn every_function_matches_jax_x64_where_candle_holds_the_dtypes() {
    let b = crate::candle().unwrap();
    let listed: Vec<Difference> = DIFFERENCES
        .iter()
        .chain(X64_DIFFERENCES)
        .chain(CANDLE_DIFFERENCES)
        .copied()
        .collect();
    check(&JAX_X64, true, b, &listed, CANDLE_DIFFERENCES.len());
}

/// Where candle gives another answer than JAX and ndarray.
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
fn every_jax_function_is_recorded_with_and_without_x64() {
    for fw in [&JAX, &JAX_X64] {
        assert_every_function_recorded(fw, ivy::Frontend::Jax);
    }
}

/// The functions that make arrays: whether each recorded result is weakly typed (JAX's
/// `weak_type`, which the shared comparison does not read) is whether ours is
/// (`jnp.full((2,), 7)` is weak, `jnp.full((2,), True)` and `jnp.zeros(..)` are not).
#[test]
fn made_arrays_are_weak_where_jax_makes_them_weak() {
    ivy::init().unwrap();
    const MAKERS: &[&str] = &[
        "full",
        "asarray",
        "arange",
        "zeros",
        "ones",
        "eye",
        "zeros_like",
    ];
    for (fw, x64) in [(&JAX, false), (&JAX_X64, true)] {
        let _x64 = ivy::jax_enable_x64_scope(x64);
        let doc: serde_json::Value = serde_json::from_str(fw.recorded).unwrap();
        let mut checked = 0;
        for case in doc["cases"].as_array().unwrap() {
            let name = case["function"].as_str().unwrap();
            let Some(weak) = case.get("weak").and_then(|w| w.as_bool()) else {
                continue;
            };
            if !MAKERS.contains(&name) {
                continue;
            }
            let args = case["args"]
                .as_array()
                .unwrap()
                .iter()
                .map(super::Arg::read);
            let args = Args(args.collect::<Result<Vec<_>>>().unwrap());
            // A call we refuse is the shared comparison's to explain.
            let Ok(got) = call(name, &args, &Kwargs(case["kwargs"].as_object().unwrap())) else {
                continue;
            };
            assert_eq!(
                got.is_weak(),
                weak,
                "{}.{name}({}) weak",
                fw.title,
                case["args"]
            );
            checked += 1;
        }
        assert!(checked > 40, "{checked} cases of {}", fw.title);
    }
}

/// Weak types, which the recordings hold but the shared comparison does not read: a literal
/// made an array is weak (JAX's `weak_type`), and so is a result of weak inputs only.
#[test]
fn literals_made_arrays_are_weak_as_in_jax() {
    ivy::init().unwrap();
    let two = jnp::asarray(2).unwrap();
    assert!(two.is_weak());
    assert_eq!(two.dtype(), ivy::Dtype::Int32);
    assert!(!jnp::asarray(true).unwrap().is_weak());
    assert!(
        !jnp::asarray::with(2)
            .dtype(ivy::Dtype::Int32)
            .call()
            .unwrap()
            .is_weak()
    );
    // A weak int32 next to int8 is int8, as `jnp.asarray(2) + jnp.int8(1)` is.
    let x = ivy::array![1i8, 2].unwrap();
    assert_eq!(jnp::add(&x, &two).unwrap().dtype(), ivy::Dtype::Int8);
    assert!(jnp::add(&two, 3).unwrap().is_weak());
    let _x64 = ivy::jax_enable_x64_scope(true);
    assert_eq!(jnp::asarray(2).unwrap().dtype(), ivy::Dtype::Int64);
}
