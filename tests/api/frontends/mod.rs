//! Frontends against the frameworks themselves: each frontend's functions over every dtype (or
//! dtype pair) the framework holds, with results recorded from the real framework by a script
//! in `tests/data/frontends/` (`<framework>.json`): the same dtype, shape and values (floats
//! to a few units of their last place), or an error where the framework raises; and each
//! function's output types, asked of its declaration from the arguments' types alone, agreeing
//! with its call. Where we differ on purpose, the difference is listed with its reason (and in
//! docs/frontends.md); a listed difference that no longer occurs fails too. Set
//! `IVY_FRONTEND_DIFFERENCES=<path>` to have the unexplained ones written out in full.

/// The call table of NumPy's functions, for the frontends that take NumPy's names and
/// parameters (NumPy's, and JAX's `jax.numpy`): `numpy_calls!(np, "numpy", name, x, k, {
/// extra arms })` calls `np::<name>` as the recorded case `name` calls it (`x` its positional
/// arguments, `k` its keyword arguments); the frontend's own functions come as extra arms.
macro_rules! numpy_calls {
    ($np:ident, $framework:literal, $name:expr, $x:ident, $k:ident, { $($extra:tt)* }) => {{
        let shape = |i: usize| -> Vec<usize> { $x.ints(i).iter().map(|&n| n as usize).collect() };
        let isizes = |i: usize| -> Vec<isize> { $x.ints(i).iter().map(|&n| n as isize).collect() };
        match $name {
            $($extra)*
            "add" => $np::add($x.a(0), $x.like(1)),
            "subtract" => $np::subtract($x.a(0), $x.like(1)),
            "multiply" => $np::multiply($x.a(0), $x.like(1)),
            "divide" => $np::divide($x.a(0), $x.like(1)),
            "floor_divide" => $np::floor_divide($x.a(0), $x.like(1)),
            "power" => $np::power($x.a(0), $x.like(1)),
            "maximum" => $np::maximum($x.a(0), $x.like(1)),
            "minimum" => $np::minimum($x.a(0), $x.like(1)),
            "remainder" => $np::remainder($x.a(0), $x.like(1)),
            "arctan2" => $np::arctan2($x.a(0), $x.a(1)),
            "equal" => $np::equal($x.a(0), $x.like(1)),
            "not_equal" => $np::not_equal($x.a(0), $x.like(1)),
            "less" => $np::less($x.a(0), $x.like(1)),
            "less_equal" => $np::less_equal($x.a(0), $x.like(1)),
            "greater" => $np::greater($x.a(0), $x.like(1)),
            "greater_equal" => $np::greater_equal($x.a(0), $x.like(1)),
            "logical_and" => $np::logical_and($x.a(0), $x.like(1)),
            "logical_or" => $np::logical_or($x.a(0), $x.like(1)),
            "logical_xor" => $np::logical_xor($x.a(0), $x.like(1)),
            "sqrt" => $np::sqrt($x.a(0)),
            "exp" => $np::exp($x.a(0)),
            "exp2" => $np::exp2($x.a(0)),
            "expm1" => $np::expm1($x.a(0)),
            "log" => $np::log($x.a(0)),
            "log2" => $np::log2($x.a(0)),
            "log10" => $np::log10($x.a(0)),
            "log1p" => $np::log1p($x.a(0)),
            "sin" => $np::sin($x.a(0)),
            "cos" => $np::cos($x.a(0)),
            "tan" => $np::tan($x.a(0)),
            "arcsin" => $np::arcsin($x.a(0)),
            "arccos" => $np::arccos($x.a(0)),
            "arctan" => $np::arctan($x.a(0)),
            "sinh" => $np::sinh($x.a(0)),
            "cosh" => $np::cosh($x.a(0)),
            "tanh" => $np::tanh($x.a(0)),
            "negative" => $np::negative($x.a(0)),
            "absolute" => $np::absolute($x.a(0)),
            "sign" => $np::sign($x.a(0)),
            "square" => $np::square($x.a(0)),
            "floor" => $np::floor($x.a(0)),
            "ceil" => $np::ceil($x.a(0)),
            "trunc" => $np::trunc($x.a(0)),
            "logical_not" => $np::logical_not($x.a(0)),
            "isnan" => $np::isnan($x.a(0)),
            "isfinite" => $np::isfinite($x.a(0)),
            "clip" => $np::clip($x.a(0), $x.scalar(1), $x.scalar(2)),
            "sum" => $np::sum::with($x.a(0))
                .axis($k.axis())
                .dtype($k.dtype())
                .keepdims($k.keepdims())
                .call(),
            "prod" => $np::prod::with($x.a(0))
                .axis($k.axis())
                .dtype($k.dtype())
                .call(),
            "max" => $np::max::with($x.a(0)).axis($k.axis()).call(),
            "min" => $np::min::with($x.a(0)).axis($k.axis()).call(),
            "mean" => $np::mean::with($x.a(0)).axis($k.axis()).call(),
            "all" => $np::all::with($x.a(0)).axis($k.axis()).call(),
            "any" => $np::any::with($x.a(0)).axis($k.axis()).call(),
            "argmax" => $np::argmax::with($x.a(0)).axis($k.axis()).call(),
            "argmin" => $np::argmin::with($x.a(0)).axis($k.axis()).call(),
            "var" => $np::var::with($x.a(0)).axis($k.axis()).ddof($k.ddof()).call(),
            "std" => $np::std::with($x.a(0)).axis($k.axis()).ddof($k.ddof()).call(),
            "cumsum" => $np::cumsum::with($x.a(0)).axis($k.axis()).call(),
            "cumprod" => $np::cumprod::with($x.a(0)).axis($k.axis()).call(),
            "zeros_like" => $np::zeros_like::with($x.a(0)).dtype($k.dtype()).call(),
            "ones_like" => $np::ones_like::with($x.a(0)).dtype($k.dtype()).call(),
            "reshape" => $np::reshape($x.a(0), &isizes(1)),
            "transpose" => $np::transpose($x.a(0)),
            "squeeze" => $np::squeeze($x.a(0)),
            "expand_dims" => $np::expand_dims($x.a(0), &isizes(1)),
            "flip" => $np::flip($x.a(0)),
            "trace" => $np::trace($x.a(0)),
            "concatenate" => $np::concatenate::with($x.arrays(0))
                .axis($k.axis().unwrap_or(0))
                .call(),
            "stack" => $np::stack($x.arrays(0)),
            "where" => $np::where_($x.a(0), $x.like(1), $x.like(2)),
            "matmul" => $np::matmul($x.a(0), $x.a(1)),
            "dot" => $np::dot($x.a(0), $x.a(1)),
            "zeros" => $np::zeros::with(&shape(0)).dtype($k.dtype()).call(),
            "ones" => $np::ones(&shape(0)),
            "full" => $np::full::with(&shape(0), $x.scalar(1))
                .dtype($k.dtype())
                .call(),
            "arange" => match $x.len() {
                1 => $np::arange::with($x.scalar(0)).dtype($k.dtype()).call(),
                2 => $np::arange::with($x.scalar(1))
                    .start($x.scalar(0))
                    .dtype($k.dtype())
                    .call(),
                _ => $np::arange::with($x.scalar(1))
                    .start($x.scalar(0))
                    .step($x.scalar(2))
                    .dtype($k.dtype())
                    .call(),
            },
            "eye" => match $x.len() {
                1 => $np::eye($x.ints(0)[0] as usize),
                _ => $np::eye::with($x.ints(0)[0] as usize)
                    .m($x.ints(1)[0] as usize)
                    .k($x.ints(2)[0] as isize)
                    .call(),
            },
            other => panic!("no call written for {}.{other}", $framework),
        }
    }};
}

/// The calls of the `linalg` functions all three frontends name alike (ivy-frontends' shared
/// `decompositions!` and `matrix_power!`): `linalg_calls!(la, name, x, k)` is
/// `Some(la::<name>(..))` as the recorded case `linalg.<name>` calls it, `None` for another
/// name; `linalg_calls!(la, tuple name, x, k)` the same for the functions of several results.
macro_rules! linalg_calls {
    ($la:ident, $name:expr, $x:ident, $k:ident) => {
        match $name {
            "cholesky" => Some(
                $la::cholesky::with($x.a(0))
                    .upper($k.flag("upper", false))
                    .call(),
            ),
            "eigvalsh" => Some(
                $la::eigvalsh::with($x.a(0))
                    .uplo($k.text("UPLO").unwrap_or("L"))
                    .call(),
            ),
            "svdvals" => Some($la::svdvals($x.a(0))),
            "inv" => Some($la::inv($x.a(0))),
            "det" => Some($la::det($x.a(0))),
            "pinv" => Some($la::pinv($x.a(0))),
            "matrix_rank" => Some($la::matrix_rank($x.a(0))),
            "matrix_power" => Some($la::matrix_power($x.a(0), $x.ints(1)[0])),
            _ => None,
        }
    };
    ($la:ident, tuple $name:expr, $x:ident, $k:ident) => {{
        let pair = |r: ivy::Result<(ivy::Array, ivy::Array)>| r.map(|(a, b)| vec![a, b]);
        match $name {
            "qr" => Some(pair(
                $la::qr::with($x.a(0))
                    .mode($k.text("mode").unwrap_or("reduced"))
                    .call(),
            )),
            "svd" => Some(
                $la::svd::with($x.a(0))
                    .full_matrices($k.flag("full_matrices", true))
                    .call()
                    .map(|(u, s, vh)| vec![u, s, vh]),
            ),
            "eigh" => Some(pair($la::eigh($x.a(0)))),
            "slogdet" => Some(pair($la::slogdet($x.a(0)))),
            _ => None,
        }
    }};
}

/// The call table of `numpy.fft`, for the frontends that take NumPy's names and parameters
/// (NumPy's, and JAX's `jax.numpy.fft`): `numpy_fft_calls!(np::fft, "numpy", name, x, k,
/// [None], { extra arms })` calls `fft::<name>` (`name` without its `fft.`) as the recorded
/// case calls it, the transforms with the `out` argument in brackets where the frontend's have
/// one; the frontend's frequencies come as extra arms.
macro_rules! numpy_fft_calls {
    ($fft:path, $framework:literal, $name:expr, $x:ident, $k:ident, [$($out:expr)?],
     { $($extra:tt)* }) => {{
        use $fft as fft;
        let (n, norm, lengths) = ($k.fft_n(), $k.fft_norm(), $k.fft_lengths());
        let axis = $k.axis().unwrap_or(-1);
        let axes = $k.axes("axes");
        let last_two = || axes.as_deref().unwrap_or(&[-2, -1]);
        match $name {
            $($extra)*
            "fft" => fft::fft::positional($x.a(0), n, axis, norm $(, $out)?),
            "ifft" => fft::ifft::positional($x.a(0), n, axis, norm $(, $out)?),
            "rfft" => fft::rfft::positional($x.a(0), n, axis, norm $(, $out)?),
            "irfft" => fft::irfft::positional($x.a(0), n, axis, norm $(, $out)?),
            "fft2" => fft::fft2::positional($x.a(0), lengths.as_deref(), last_two(), norm $(, $out)?),
            "ifft2" => fft::ifft2::positional($x.a(0), lengths.as_deref(), last_two(), norm $(, $out)?),
            "fftn" => fft::fftn::positional($x.a(0), lengths.as_deref(), axes.as_deref(), norm $(, $out)?),
            "ifftn" => fft::ifftn::positional($x.a(0), lengths.as_deref(), axes.as_deref(), norm $(, $out)?),
            "fftshift" => fft::fftshift::positional($x.a(0), axes.as_deref()),
            "ifftshift" => fft::ifftshift::positional($x.a(0), axes.as_deref()),
            other => panic!("no call written for {}.fft.{other}", $framework),
        }
    }};
}

mod jax;
mod numpy;
mod torch;

use ivy::{Array, ArrayLike, Dtype, FftNorm, HostArray, HostData, Result, Scalar};
use num_complex::Complex64;
use serde_json::Value;

use crate::float_values::{matches, tolerance};

/// A framework's recorded cases and how its frontend is called.
pub struct Framework {
    /// Its frontend's name, which qualifies its functions' (`numpy`).
    pub name: &'static str,
    /// Its name in messages (`NumPy`).
    pub title: &'static str,
    /// The recorded cases (`include_str!` of its JSON).
    pub recorded: &'static str,
    /// Calls the frontend's function named as the framework names it, with a case's arguments.
    pub call: fn(&str, &Args, &Kwargs<'_>) -> Result<Array>,
    /// Calls a function of several results (`linalg.qr`), `None` for the others.
    pub call_tuple: fn(&str, &Args, &Kwargs<'_>) -> Option<Results>,
    /// Our name of a function the framework names so (`where` is `where_`).
    pub rust_name: fn(&str) -> &str,
    /// Fewer recorded cases than this is a recording gone wrong.
    pub cases_more_than: usize,
}

/// The results of a call of a function of several results (one each otherwise).
pub type Results = Result<Vec<Array>>;

/// Where a frontend gives another answer than its framework, on purpose: the function, a part
/// of the case's text that picks the cases out, and why.
pub type Difference = (&'static str, &'static str, &'static str);

/// The results of the functions of several results that are the framework's only up to the
/// sign (the phase, if complex) of each column or row, which no two LAPACKs need agree on: by
/// the recorded name, the positions of those results, compared by their elements' magnitudes.
const UP_TO_PHASE: &[(&str, &[usize])] = &[
    ("linalg.qr", &[0, 1]),
    ("linalg.svd", &[0, 2]),
    ("linalg.eigh", &[1]),
    ("linalg.eig", &[1]),
];

/// Why candle's `matmul` refuses what the frameworks multiply (each frontend's candle list).
#[cfg(feature = "candle")]
pub const CANDLE_MATMUL: &str = "candle's matrix product has no integer kernel and sums float16 \
                                 rows in half precision: its matmul is declared for bfloat16, \
                                 float32 and float64 only";

/// Why candle refuses `irfft` of a real input, which the frameworks take as a spectrum (each
/// frontend's candle list).
#[cfg(feature = "candle")]
pub const CANDLE_IRFFT: &str = "irfft of a real input reads it as a complex spectrum: candle holds \
                                no complex numbers, and declares no kernel for it";

/// One recorded argument, made into ours.
pub enum Arg {
    Array(Array),
    Arrays(Vec<Array>),
    Scalar(Scalar),
    Ints(Vec<i64>),
}

impl Arg {
    /// The argument recorded as `v`.
    pub fn read(v: &Value) -> Result<Arg> {
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
        let x = &v["scalar"];
        Ok(Arg::Scalar(match v["kind"].as_str().unwrap() {
            "bool" => Scalar::Bool(number(x) != 0.0),
            "int" => Scalar::Int(integer(x)),
            "complex" => Scalar::Complex(Complex64::new(number(&x[0]), number(&x[1]))),
            _ => Scalar::Float(number(x)),
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

/// An integer of the fixture, exactly where it is recorded as a JSON integer (`2**63 - 1` and
/// `2**63` are one `f64` apart); a recording that writes integers as floats (`torch.json`)
/// gives them as they are.
fn integer(v: &Value) -> i128 {
    v.as_i64()
        .map(i128::from)
        .or_else(|| v.as_u64().map(i128::from))
        .or_else(|| v.as_f64().filter(|x| x.fract() == 0.0).map(|x| x as i128))
        .unwrap_or_else(|| panic!("{v} is not an integer"))
}

/// A recorded shape.
fn shape_of(v: &Value) -> Vec<usize> {
    let dims = v.as_array().unwrap().iter();
    dims.map(|d| d.as_u64().unwrap() as usize).collect()
}

/// A recorded array as ours, on the backend in force.
fn array(v: &Value) -> Result<Array> {
    let dtype: Dtype = v["dtype"].as_str().unwrap().parse()?;
    let shape = shape_of(&v["shape"]);
    let values = v["values"].as_array().unwrap();
    let ints: Vec<i128> = if dtype.is_int() {
        values.iter().map(integer).collect()
    } else {
        Vec::new()
    };
    // Integers as `int64` (which candle holds too), as `uint64` only beyond it.
    let host = if dtype.is_int() && ints.iter().all(|&v| i64::try_from(v).is_ok()) {
        HostArray::new(shape, ints.iter().map(|&v| v as i64).collect::<Vec<_>>())?
    } else if dtype.is_int() {
        HostArray::new(shape, ints.iter().map(|&v| v as u64).collect::<Vec<_>>())?
    } else if dtype.is_complex() {
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
pub struct Args(pub Vec<Arg>);

impl Args {
    pub fn a(&self, i: usize) -> &Array {
        match &self.0[i] {
            Arg::Array(a) => a,
            _ => panic!("argument {i} is not an array"),
        }
    }
    pub fn like(&self, i: usize) -> ArrayLike<'_> {
        match &self.0[i] {
            Arg::Array(a) => a.into(),
            Arg::Scalar(s) => (*s).into(),
            _ => panic!("argument {i} is not array-like"),
        }
    }
    pub fn arrays(&self, i: usize) -> &[Array] {
        match &self.0[i] {
            Arg::Arrays(a) => a,
            _ => panic!("argument {i} is not a list of arrays"),
        }
    }
    pub fn scalar(&self, i: usize) -> Scalar {
        match &self.0[i] {
            Arg::Scalar(s) => *s,
            _ => panic!("argument {i} is not a scalar"),
        }
    }
    pub fn ints(&self, i: usize) -> Vec<i64> {
        match &self.0[i] {
            Arg::Ints(v) => v.clone(),
            Arg::Scalar(Scalar::Int(n)) => vec![*n as i64],
            _ => panic!("argument {i} is not integers"),
        }
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// The `n` and `d` of a case of `fftfreq` or `rfftfreq` (`d` given as a float).
    pub fn frequencies(&self) -> (usize, f64) {
        match self.scalar(1) {
            Scalar::Float(d) => (self.ints(0)[0] as usize, d),
            other => panic!("{other:?} is not a float"),
        }
    }
}

/// The keyword arguments of a case.
pub struct Kwargs<'a>(pub &'a serde_json::Map<String, Value>);

impl Kwargs<'_> {
    pub fn axis(&self) -> Option<isize> {
        self.0
            .get("axis")
            .and_then(Value::as_i64)
            .map(|a| a as isize)
    }
    pub fn dtype(&self) -> Option<Dtype> {
        self.0
            .get("dtype")
            .and_then(Value::as_str)
            .map(|d| d.parse().unwrap())
    }
    pub fn keepdims(&self) -> bool {
        self.0
            .get("keepdims")
            .and_then(Value::as_bool)
            .unwrap_or(false)
    }
    pub fn ddof(&self) -> f64 {
        self.0.get("ddof").and_then(Value::as_f64).unwrap_or(0.0)
    }
    /// A text keyword (`mode`, `ord`), if given.
    pub fn text(&self, name: &str) -> Option<&str> {
        self.0.get(name).and_then(Value::as_str)
    }
    /// A boolean keyword, `default` if not given.
    pub fn flag(&self, name: &str, default: bool) -> bool {
        self.0.get(name).and_then(Value::as_bool).unwrap_or(default)
    }
    /// A transform's `n` (its number of points), if given.
    pub fn fft_n(&self) -> Option<usize> {
        self.0.get("n").and_then(Value::as_u64).map(|n| n as usize)
    }
    /// A transform's `norm`, `"backward"` if not given.
    pub fn fft_norm(&self) -> FftNorm {
        match self.text("norm") {
            Some("ortho") => FftNorm::Ortho,
            Some("forward") => FftNorm::Forward,
            _ => FftNorm::Backward,
        }
    }
    /// A transform's `s` (its lengths over several axes), if given.
    pub fn fft_lengths(&self) -> Option<Vec<usize>> {
        self.axes("s")
            .map(|s| s.iter().map(|&n| n as usize).collect())
    }
    /// An integer-list keyword (`axis=[0, 1]`), or one integer as a list, if given.
    pub fn axes(&self, name: &str) -> Option<Vec<isize>> {
        match self.0.get(name)? {
            Value::Array(v) => Some(v.iter().map(|i| i.as_i64().unwrap() as isize).collect()),
            v => Some(vec![v.as_i64().unwrap() as isize]),
        }
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

/// How our call differs from the recorded one, if it does: its results (one, or several where
/// the case records `results`), those of [`UP_TO_PHASE`] by their elements' magnitudes.
fn difference(
    fw: &Framework,
    name: &str,
    got: &Result<Vec<Array>>,
    want: &Value,
) -> Option<String> {
    let recorded: Vec<&Value> = match (want.get("result"), want.get("results")) {
        (Some(r), _) => vec![r],
        (None, Some(Value::Array(rs))) => rs.iter().collect(),
        _ => Vec::new(),
    };
    match got {
        Err(_) if recorded.is_empty() => None,
        Err(e) => Some(format!("we refuse: {e}")),
        Ok(a) if recorded.is_empty() => Some(format!(
            "{} raises {}, we give {}",
            fw.title,
            want["error"],
            a[0].dtype()
        )),
        Ok(a) if a.len() != recorded.len() => Some(format!(
            "{} results where {} gives {}",
            a.len(),
            fw.title,
            recorded.len()
        )),
        Ok(a) => {
            let phase = UP_TO_PHASE
                .iter()
                .find(|(f, _)| *f == name)
                .map_or(&[][..], |(_, p)| *p);
            a.iter().zip(recorded).enumerate().find_map(|(i, (a, r))| {
                let at_scale = name.starts_with("linalg.") || name.starts_with("fft.");
                let diff = array_difference(fw, a, r, phase.contains(&i), at_scale)?;
                Some(if recorded_len(want) > 1 {
                    format!("result {i}: {diff}")
                } else {
                    diff
                })
            })
        }
    }
}

/// How many results the case records.
fn recorded_len(want: &Value) -> usize {
    want.get("results")
        .and_then(Value::as_array)
        .map_or(1, Vec::len)
}

/// How our array `a` differs from the recorded result `r`, if it does (by the magnitudes of
/// their elements if `magnitudes`); with `scale`, the rounding of each element is judged
/// against the largest recorded magnitude (a decomposition's or a transform's rounding is of
/// the input's scale, not of each element's: an element that is 0 in exact arithmetic comes
/// out 1e-17 or -0).
fn array_difference(
    fw: &Framework,
    a: &Array,
    r: &Value,
    magnitudes: bool,
    scale: bool,
) -> Option<String> {
    let dtype = r["dtype"].as_str().unwrap();
    if a.dtype().to_string() != dtype {
        return Some(format!(
            "dtype {} where {} gives {dtype}",
            a.dtype(),
            fw.title
        ));
    }
    let shape = shape_of(&r["shape"]);
    if a.shape() != shape.as_slice() {
        return Some(format!(
            "shape {:?} where {} gives {shape:?}",
            a.shape(),
            fw.title
        ));
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
    let magnitude = |v: Vec<(f64, f64)>| -> Vec<(f64, f64)> {
        v.into_iter().map(|(re, im)| (re.hypot(im), 0.0)).collect()
    };
    let (got, want) = if magnitudes {
        (magnitude(got), magnitude(want))
    } else {
        (got, want)
    };
    let scale = scale.then(|| {
        let largest = want
            .iter()
            .map(|w| w.0.hypot(w.1))
            .filter(|m| m.is_finite());
        largest.fold(f64::MIN_POSITIVE, f64::max)
    });
    let tol = if a.dtype().is_complex() || a.dtype().is_float() {
        tolerance(a.dtype().real_dtype())
    } else {
        0.0
    };
    let close = |g: f64, w: f64| match scale {
        Some(scale) if w.is_finite() => (g - w).abs() <= tol * scale,
        _ => matches(g, w, tol),
    };
    let same = got.len() == want.len()
        && got
            .iter()
            .zip(&want)
            .all(|(g, w)| close(g.0, w.0) && close(g.1, w.1));
    (!same).then(|| format!("values {got:?} where {} gives {want:?}", fw.title))
}

/// How the function's output types, asked of its declaration from the arguments' types alone
/// (cases whose arguments are all arrays and take no keyword), differ from what its call gave:
/// the dtype and shape, or an error both.
fn type_difference(
    fw: &Framework,
    name: &str,
    case: &Value,
    got: &Result<Vec<Array>>,
) -> Option<String> {
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
            let shape = shape_of(&a["shape"]);
            ivy::TensorType::known(a["dtype"].as_str().unwrap().parse().unwrap(), &shape)
        })
        .collect();
    let name = (fw.rust_name)(name);
    let decl = ivy::declared_functions()
        .iter()
        .find(|f| f.name == format!("{}.{name}", fw.name))
        .unwrap();
    let want = |d, s: Vec<usize>| ivy::TensorType::known(d, &s);
    match (decl.output_types(&types), got) {
        (Ok(t), Ok(a))
            if t.len() == a.len()
                && t.iter()
                    .zip(a)
                    .all(|(t, a)| *t == want(a.dtype(), a.shape().to_vec())) =>
        {
            None
        }
        (Err(_), Err(_)) => None,
        (t, a) => Some(format!(
            "output_types gives {t:?} where the call gives {:?}",
            a.as_ref().map(|a| a
                .iter()
                .map(|a| (a.dtype(), a.shape().to_vec()))
                .collect::<Vec<_>>())
        )),
    }
}

/// What the recorded cases give on one backend.
pub struct Report {
    pub cases: usize,
    /// Cases with a dtype the backend does not hold: each refused.
    pub unheld: usize,
    /// The differences no list explains.
    pub unexplained: Vec<String>,
    /// Which entries of the lists were seen.
    pub used: Vec<bool>,
}

/// Runs every recorded case on `backend`; differences are looked up in `listed`.
pub fn run_all(fw: &Framework, backend: ivy::BackendId, listed: &[Difference]) -> Report {
    let doc: Value = serde_json::from_str(fw.recorded).unwrap();
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
            args.and_then(|a| {
                let (args, kwargs) = (Args(a), Kwargs(case["kwargs"].as_object().unwrap()));
                (fw.call_tuple)(name, &args, &kwargs)
                    .unwrap_or_else(|| (fw.call)(name, &args, &kwargs).map(|a| vec![a]))
            })
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
                    "{}.{name}({}): gives {} on a backend without one of its dtypes",
                    fw.name,
                    case["args"],
                    a[0].dtype()
                ));
            }
            continue;
        }
        // A listed difference explains the output types' disagreement too (a refusal that
        // depends on the values, which the types cannot see).
        let mut explain = |text: String| match listed
            .iter()
            .position(|(f, pick, _)| *f == name && text.contains(pick))
        {
            Some(i) => report.used[i] = true,
            None => report.unexplained.push(text),
        };
        if let Some(diff) = ivy::with_backend(backend, || type_difference(fw, name, case, &got)) {
            explain(format!("{}.{name}({}): {diff}", fw.name, case["args"]));
        }
        let Some(diff) = difference(fw, name, &got, case) else {
            continue;
        };
        explain(format!("{}.{name}({}): {diff}", fw.name, case["args"]));
    }
    report
}

/// Asserts the report shows no unexplained difference and every listed one.
pub fn assert_explained(fw: &Framework, report: &Report, listed: &[Difference], backend: &str) {
    if let Ok(path) = std::env::var("IVY_FRONTEND_DIFFERENCES") {
        let file = format!("{path}.{}.{backend}", fw.name);
        std::fs::write(file, report.unexplained.join("\n")).unwrap();
    }
    let n = report.cases;
    let shown: Vec<&String> = report.unexplained.iter().take(40).collect();
    assert!(
        report.unexplained.is_empty(),
        "{} of {n} cases differ from {} on {backend}:\n{shown:#?}",
        report.unexplained.len(),
        fw.title
    );
    for ((f, pick, why), used) in listed.iter().zip(&report.used) {
        assert!(
            used,
            "the listed difference of {}.{f} on {backend} ({pick}: {why}) no longer occurs",
            fw.name
        );
    }
}

/// Runs `fw`'s cases on `backend` and asserts that every difference is one of `listed`, that
/// the last `own` of them (the list this run answers for) each still occur, and which cases the
/// backend holds: every one on ndarray, some but not all on a backend with fewer dtypes.
pub fn check(fw: &Framework, backend: ivy::BackendId, listed: &[Difference], own: usize) {
    let report = run_all(fw, backend, listed);
    assert!(report.cases > fw.cases_more_than, "{} cases", report.cases);
    assert_held(&report, backend);
    assert_own_explained(fw, report, listed, own, backend.name());
}

/// Asserts which cases `backend` holds: all where it holds every dtype, else some, not all.
pub fn assert_held(report: &Report, backend: ivy::BackendId) {
    if backend.valid_dtypes() == ivy::DtypeSet::VALID {
        assert_eq!(report.unheld, 0, "{} holds every dtype", backend.name());
    } else {
        assert!(
            report.unheld > 0 && report.unheld < report.cases,
            "{} unheld of {} on {}",
            report.unheld,
            report.cases,
            backend.name()
        );
    }
}

/// [`assert_explained`] with the staleness of the last `own` entries of `listed` only (each
/// list is checked for staleness where it applies: the shared one on ndarray).
pub fn assert_own_explained(
    fw: &Framework,
    report: Report,
    listed: &[Difference],
    own: usize,
    name: &str,
) {
    let from = listed.len() - own;
    let own_report = Report {
        used: report.used[from..].to_vec(),
        ..report
    };
    assert_explained(fw, &own_report, &listed[from..], name);
}

/// Asserts that every function of `frontend` has a recorded case in `fw`'s recording.
pub fn assert_every_function_recorded(fw: &Framework, frontend: ivy::Frontend) {
    let doc: Value = serde_json::from_str(fw.recorded).unwrap();
    let recorded: std::collections::BTreeSet<&str> = doc["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (fw.rust_name)(c["function"].as_str().unwrap()))
        .collect();
    let prefix = format!("{}.", fw.name);
    let ours: Vec<&str> = ivy::declared_functions()
        .iter()
        .filter(|f| f.frontend == Some(frontend))
        .map(|f| f.name.strip_prefix(&prefix).unwrap())
        .collect();
    assert!(ours.len() >= 40, "{} functions", ours.len());
    for f in &ours {
        assert!(
            recorded.contains(f),
            "{}.{f} has no recorded case in {}",
            fw.name,
            fw.title
        );
    }
}
