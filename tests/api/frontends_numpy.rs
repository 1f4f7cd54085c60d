//! The NumPy frontend against NumPy itself: every function over every dtype (or dtype pair)
//! NumPy holds, results recorded from NumPy 2.4 by `tests/data/frontends/numpy_reference.py`
//! (`numpy.json`): the same dtype, shape and values (floats to a few units of their last
//! place), or an error where NumPy raises. Where we differ on purpose, the difference is listed
//! in [`DIFFERENCES`] (and in the README) with its reason; a listed difference that no longer
//! occurs fails too.

use ivy::frontends::numpy as np;
use ivy::{Array, ArrayLike, Dtype, HostArray, HostData, Result, Scalar};
use num_complex::Complex64;
use serde_json::Value;

use crate::float_values::{matches, tolerance};

const RECORDED: &str = include_str!("../data/frontends/numpy.json");

/// Where we give another answer than NumPy, on purpose: the function, a part of the case's
/// text that picks the cases out, and why.
const DIFFERENCES: &[(&str, &str, &str)] = &[
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

/// One recorded argument, made into ours.
enum Arg {
    Array(Array),
    Arrays(Vec<Array>),
    Scalar(Scalar),
    Ints(Vec<i64>),
}

impl Arg {
    fn read(v: &Value) -> Result<Arg> {
        if let Some(a) = v.get("array") {
            return array(a).map(Arg::Array);
        }
        if let Some(list) = v.get("arrays") {
            let arrays = list.as_array().unwrap().iter().map(array);
            return arrays.collect::<Result<_>>().map(Arg::Arrays);
        }
        if let Some(ints) = v.get("ints") {
            return Ok(Arg::Ints(
                ints.as_array()
                    .unwrap()
                    .iter()
                    .map(|i| i.as_i64().unwrap())
                    .collect(),
            ));
        }
        let x = v["scalar"].as_f64().unwrap();
        Ok(Arg::Scalar(match v["kind"].as_str().unwrap() {
            "bool" => Scalar::Bool(x != 0.0),
            "int" => Scalar::Int(x as i128),
            _ => Scalar::Float(x),
        }))
    }
}

/// A number of the fixture: a float, or `"nan"`, `"inf"`, `"-inf"`.
fn number(v: &Value) -> f64 {
    match v {
        Value::String(s) => s.parse().unwrap(),
        v => v.as_f64().unwrap(),
    }
}

/// A recorded array as ours, on the backend in force.
fn array(v: &Value) -> Result<Array> {
    let dtype: Dtype = v["dtype"].as_str().unwrap().parse()?;
    let shape: Vec<usize> = v["shape"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_u64().unwrap() as usize)
        .collect();
    let values = v["values"].as_array().unwrap();
    let host = if dtype.is_complex() {
        let c = values
            .iter()
            .map(|p| Complex64::new(number(&p[0]), number(&p[1])));
        HostArray::new(shape, c.collect::<Vec<_>>())?
    } else {
        HostArray::new(shape, values.iter().map(number).collect::<Vec<f64>>())?
    };
    ivy::astype(&ivy::asarray(host)?, dtype)
}

/// The arguments of one case, with accessors by position.
struct Args(Vec<Arg>);

impl Args {
    fn a(&self, i: usize) -> &Array {
        match &self.0[i] {
            Arg::Array(a) => a,
            _ => panic!("argument {i} is not an array"),
        }
    }
    fn like(&self, i: usize) -> ArrayLike<'_> {
        match &self.0[i] {
            Arg::Array(a) => a.into(),
            Arg::Scalar(s) => (*s).into(),
            _ => panic!("argument {i} is not array-like"),
        }
    }
    fn arrays(&self, i: usize) -> &[Array] {
        match &self.0[i] {
            Arg::Arrays(a) => a,
            _ => panic!("argument {i} is not a list of arrays"),
        }
    }
    fn scalar(&self, i: usize) -> Scalar {
        match &self.0[i] {
            Arg::Scalar(s) => *s,
            _ => panic!("argument {i} is not a scalar"),
        }
    }
    fn ints(&self, i: usize) -> Vec<i64> {
        match &self.0[i] {
            Arg::Ints(v) => v.clone(),
            Arg::Scalar(Scalar::Int(n)) => vec![*n as i64],
            _ => panic!("argument {i} is not integers"),
        }
    }
    fn len(&self) -> usize {
        self.0.len()
    }
}

/// The keyword arguments of a case.
struct Kwargs<'a>(&'a serde_json::Map<String, Value>);

impl Kwargs<'_> {
    fn axis(&self) -> Option<isize> {
        self.0
            .get("axis")
            .and_then(Value::as_i64)
            .map(|a| a as isize)
    }
    fn dtype(&self) -> Option<Dtype> {
        self.0
            .get("dtype")
            .and_then(Value::as_str)
            .map(|d| d.parse().unwrap())
    }
    fn keepdims(&self) -> bool {
        self.0
            .get("keepdims")
            .and_then(Value::as_bool)
            .unwrap_or(false)
    }
    fn ddof(&self) -> f64 {
        self.0.get("ddof").and_then(Value::as_f64).unwrap_or(0.0)
    }
}

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

/// Our array's elements as the fixture writes them: reals as `f64`, complex as pairs.
fn elements(a: &Array) -> Result<Vec<(f64, f64)>> {
    if a.dtype().is_complex() {
        match ivy::astype(a, Dtype::Complex128)?.to_host()?.data() {
            HostData::Complex128(v) => Ok(v.iter().map(|c| (c.re, c.im)).collect()),
            _ => unreachable!("astype gives its dtype"),
        }
    } else {
        match ivy::astype(a, Dtype::Float64)?.to_host()?.data() {
            HostData::Float64(v) => Ok(v.iter().map(|&x| (x, 0.0)).collect()),
            _ => unreachable!("astype gives its dtype"),
        }
    }
}

/// How our call differs from the recorded one, if it does.
fn difference(got: &Result<Array>, want: &Value) -> Option<String> {
    match (got, want.get("result")) {
        (Err(_), None) => None,
        (Err(e), Some(_)) => Some(format!("we refuse: {e}")),
        (Ok(a), None) => Some(format!(
            "NumPy raises {}, we give {}",
            want["error"],
            a.dtype()
        )),
        (Ok(a), Some(r)) => {
            let dtype = r["dtype"].as_str().unwrap();
            if a.dtype().to_string() != dtype {
                return Some(format!("dtype {} where NumPy gives {dtype}", a.dtype()));
            }
            let shape: Vec<usize> = r["shape"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d.as_u64().unwrap() as usize)
                .collect();
            if a.shape() != shape.as_slice() {
                return Some(format!("shape {:?} where NumPy gives {shape:?}", a.shape()));
            }
            let got = match elements(a) {
                Ok(v) => v,
                Err(e) => return Some(format!("cannot read the result: {e}")),
            };
            let want: Vec<(f64, f64)> = r["values"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| match v {
                    Value::Array(p) => (number(&p[0]), number(&p[1])),
                    v => (number(v), 0.0),
                })
                .collect();
            let tol = if a.dtype().is_complex() || a.dtype().is_float() {
                tolerance(ivy::type_rules::real_dtype(a.dtype()))
            } else {
                0.0
            };
            let same = got.len() == want.len()
                && got
                    .iter()
                    .zip(&want)
                    .all(|(g, w)| matches(g.0, w.0, tol) && matches(g.1, w.1, tol));
            (!same).then(|| format!("values {got:?} where NumPy gives {want:?}"))
        }
    }
}

/// How the function's output types, asked of its declaration from the arguments' types alone
/// (cases whose arguments are all arrays and take no keyword), differ from what its call gave:
/// the dtype and shape, or an error both.
fn type_difference(name: &str, case: &Value, got: &Result<Array>) -> Option<String> {
    let args = case["args"].as_array().unwrap();
    if !case["kwargs"].as_object().unwrap().is_empty()
        || args.iter().any(|a| a.get("array").is_none())
    {
        return None;
    }
    let types: Vec<ivy::TensorType> = args
        .iter()
        .map(|a| {
            let a = &a["array"];
            let shape: Vec<usize> = a["shape"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d.as_u64().unwrap() as usize)
                .collect();
            ivy::TensorType::known(a["dtype"].as_str().unwrap().parse().unwrap(), &shape)
        })
        .collect();
    let name = if name == "where" { "where_" } else { name };
    let decl = ivy::declared_functions()
        .iter()
        .find(|f| f.name == format!("numpy.{name}"))
        .unwrap();
    let want = |d, s: Vec<usize>| ivy::TensorType::known(d, &s);
    match (decl.output_types(&types), got) {
        (Ok(t), Ok(a)) if t[0] == want(a.dtype(), a.shape().to_vec()) => None,
        (Err(_), Err(_)) => None,
        (t, a) => Some(format!(
            "output_types gives {t:?} where the call gives {:?}",
            a.as_ref().map(|a| (a.dtype(), a.shape().to_vec()))
        )),
    }
}

/// What the recorded cases give on one backend.
struct Report {
    cases: usize,
    /// Cases with a dtype the backend does not hold: each refused.
    unheld: usize,
    /// The differences no list explains.
    unexplained: Vec<String>,
    /// Which entries of the lists were seen.
    used: Vec<bool>,
}

/// Runs every recorded case on `backend`; differences are looked up in `listed`.
fn run_all(backend: ivy::BackendId, listed: &[(&str, &str, &str)]) -> Report {
    let doc: Value = serde_json::from_str(RECORDED).unwrap();
    let cases = doc["cases"].as_array().unwrap();
    let mut report = Report {
        cases: cases.len(),
        unheld: 0,
        unexplained: Vec::new(),
        used: vec![false; listed.len()],
    };
    let text = |v: &Value| v.to_string();
    for case in cases {
        let name = case["function"].as_str().unwrap();
        let got = ivy::with_backend(backend, || {
            let args = case["args"]
                .as_array()
                .unwrap()
                .iter()
                .map(Arg::read)
                .collect::<Result<Vec<_>>>();
            args.and_then(|a| call(name, &Args(a), &Kwargs(case["kwargs"].as_object().unwrap())))
        });
        // Every dtype the case names, given or expected.
        let all = text(case);
        let unheld = ivy::Dtype::ALL.iter().any(|d| {
            !backend.valid_dtypes().contains(*d) && all.contains(&format!("\"dtype\":\"{d}\""))
        });
        if unheld {
            report.unheld += 1;
            if let Ok(a) = &got {
                report.unexplained.push(format!(
                    "numpy.{name}({}): gives {} on a backend without one of its dtypes",
                    case["args"],
                    a.dtype()
                ));
            }
            continue;
        }
        if let Some(diff) = ivy::with_backend(backend, || type_difference(name, case, &got)) {
            report
                .unexplained
                .push(format!("numpy.{name}({}): {diff}", case["args"]));
        }
        let Some(diff) = difference(&got, case) else {
            continue;
        };
        let text = format!("numpy.{name}({}): {diff}", case["args"]);
        match listed
            .iter()
            .position(|(f, pick, _)| *f == name && text.contains(pick))
        {
            Some(i) => report.used[i] = true,
            None => report.unexplained.push(text),
        }
    }
    report
}

/// Asserts the report shows no unexplained difference and every listed one.
fn assert_explained(report: &Report, listed: &[(&str, &str, &str)], backend: &str) {
    if let Ok(path) = std::env::var("IVY_NUMPY_DIFFERENCES") {
        std::fs::write(format!("{path}.{backend}"), report.unexplained.join("\n")).unwrap();
    }
    let n = report.cases;
    assert!(n > 6000, "{n} cases");
    let shown: Vec<&String> = report.unexplained.iter().take(40).collect();
    assert!(
        report.unexplained.is_empty(),
        "{} of {n} cases differ from NumPy on {backend}:\n{shown:#?}",
        report.unexplained.len()
    );
    for ((f, pick, why), used) in listed.iter().zip(&report.used) {
        assert!(
            used,
            "the listed difference of numpy.{f} on {backend} ({pick}: {why}) no longer occurs"
        );
    }
}

#[test]
fn every_function_matches_numpy_over_every_dtype_on_ndarray() {
    let b = ivy::init().unwrap();
    let report = run_all(b, DIFFERENCES);
    assert_eq!(report.unheld, 0, "ndarray holds every dtype NumPy has");
    assert_explained(&report, DIFFERENCES, "ndarray");
}

/// On candle, the cases of the dtypes it holds (it has no int8, uint16, uint32, uint64, bool,
/// complex; see the candle notes), with the differences of ndarray that concern them and its
/// own.
#[cfg(feature = "candle")]
#[test]
fn every_function_matches_numpy_where_candle_holds_the_dtypes() {
    let b = crate::candle().unwrap();
    let listed: Vec<(&str, &str, &str)> = DIFFERENCES
        .iter()
        .chain(CANDLE_DIFFERENCES)
        .copied()
        .collect();
    let report = run_all(b, &listed);
    assert!(
        report.unheld > 0 && report.unheld < report.cases,
        "{} unheld",
        report.unheld
    );
    // ndarray's list is checked for staleness on ndarray; here only candle's own.
    let own = Report {
        used: report.used[DIFFERENCES.len()..].to_vec(),
        ..report
    };
    assert_explained(&own, CANDLE_DIFFERENCES, "candle");
}

/// Where candle gives another answer than NumPy and ndarray.
#[cfg(feature = "candle")]
const CANDLE_DIFFERENCES: &[(&str, &str, &str)] = &[];

#[test]
fn every_numpy_function_is_recorded() {
    let doc: Value = serde_json::from_str(RECORDED).unwrap();
    let recorded: std::collections::BTreeSet<&str> = doc["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["function"].as_str().unwrap())
        .collect();
    let ours: Vec<&str> = ivy::declared_functions()
        .iter()
        .filter(|f| f.frontend == Some(ivy::Frontend::Numpy))
        .map(|f| f.name.strip_prefix("numpy.").unwrap())
        .collect();
    assert!(ours.len() >= 40, "{} functions", ours.len());
    for f in &ours {
        let numpy_name = if *f == "where_" { "where" } else { f };
        assert!(
            recorded.contains(numpy_name),
            "numpy.{f} has no recorded case"
        );
    }
}
