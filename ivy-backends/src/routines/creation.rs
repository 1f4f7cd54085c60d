//! The creation routines both backends run, over host memory: `zeros`, `ones`, `full` (of the
//! caller's shape), `arange`, `linspace`, `logspace` (1-d) make the elements ([`HostData`]),
//! `eye` and `one_hot` a [`HostArray`] (they work out the shape), allocated fallibly, values
//! checked to fit, NumPy's `arange` arithmetic; each backend wraps them without a copy.
//! `tril`/`triu` and copies work on `ndarray`-crate views.

use ivy_runtime::element_count;
use ivy_runtime::{
    Dtype, HostArray, HostData, HostElement, Operand, Readable, Result, Scalar, with_dtype,
};
use ndarray::{ArrayD, ArrayViewD, IxDyn};

use crate::kernel_error as error;
use crate::loops::arrays::{into_array, row_major_vec};

/// A copy of `x` in standard layout, allocated fallibly: the result a kernel then writes in.
fn copy<T: Clone>(function: &'static str, x: &ndarray::ArrayRefD<T>) -> Result<ArrayD<T>> {
    into_array(function, x.raw_dim(), row_major_vec(function, x)?)
}

/// An array of `shape` filled with `value`, allocated fallibly.
fn filled<T: HostElement>(function: &'static str, shape: &[usize], value: T) -> Result<HostData> {
    let n = element_count(function, shape)?;
    from_values(function, shape, n, std::iter::repeat_n(value, n))
}

/// The first `n` values of `values` as an array of `shape`; the allocation is fallible, so
/// an impossible size is an error rather than an abort.
fn from_values<T: HostElement>(
    function: &'static str,
    shape: &[usize],
    n: usize,
    values: impl Iterator<Item = T>,
) -> Result<HostData> {
    let mut v = ivy_runtime::result_vec(function, shape)?;
    v.extend(values.take(n));
    Ok(T::into_data(v))
}

/// The first `n` values of `values` as an `ArrayD` of `shape`, allocated fallibly.
pub fn collect_array<T>(
    function: &'static str,
    shape: &[usize],
    n: usize,
    values: impl Iterator<Item = T>,
) -> Result<ArrayD<T>> {
    let mut v = ivy_runtime::result_vec(function, shape)?;
    v.extend(values.take(n));
    ArrayD::from_shape_vec(IxDyn(shape), v).map_err(|e| error::invalid(function, e.to_string()))
}

/// An array of `shape` and `dtype` filled with zeros (`false` for `bool`).
pub fn zeros(shape: &[usize], dtype: Dtype) -> Result<HostData> {
    with_dtype!(dtype, T => filled::<T>("zeros", shape, T::zero()))
}

/// An array of `shape` and `dtype` filled with ones (`true` for `bool`).
pub fn ones(shape: &[usize], dtype: Dtype) -> Result<HostData> {
    with_dtype!(dtype, T => filled::<T>("ones", shape, T::one()))
}

/// An array of `shape` and `dtype` filled with `fill_value`; an error if the value does not
/// fit the dtype ([`Scalar::fits`]: `300` into `uint8`, `1.5` into `int32`, a complex value
/// into a real dtype).
pub fn full(shape: &[usize], fill_value: Scalar, dtype: Dtype) -> Result<HostData> {
    if !fill_value.fits(dtype) {
        return Err(error::invalid(
            "full",
            format!(
                "the fill value {fill_value} does not fit `{dtype}`; choose a dtype that holds \
                 it, or convert the value first"
            ),
        ));
    }
    with_dtype!(dtype, T => filled::<T>("full", shape, T::from_scalar(fill_value)))
}

/// Evenly spaced values in `[start, stop)`, as NumPy's `arange`: with `stop` `None`, `start`
/// is the stop and the values start at 0. There are `ceil((stop - start) / step)` values
/// (none when that is not positive), `start + i * step`.
///
/// `dtype` must be an integer or real float dtype (the caller checks). Integer bounds and step (or `bool`) are
/// computed exactly, whatever the dtype, and each value is then rounded once to a float dtype
/// (so `2^63 .. 2^63 + 3` has 3 values even as `float64`); integer dtypes need them. Otherwise
/// the values are computed in `f64` and rounded to the dtype. Every value must fit the dtype;
/// a zero, `NaN` or infinite step is an error.
pub fn arange(start: Scalar, stop: Option<Scalar>, step: Scalar, dtype: Dtype) -> Result<HostData> {
    let (start, stop) = match stop {
        None => (Scalar::Int(0), start),
        Some(stop) => (start, stop),
    };
    match (integer(start), integer(stop), integer(step)) {
        (Some(start), Some(stop), Some(step)) => exact_arange(start, stop, step, dtype),
        (a, b, c) if dtype.is_int() => {
            let (what, value) = match (a, b, c) {
                (None, _, _) => ("start", start),
                (_, None, _) => ("stop", stop),
                _ => ("step", step),
            };
            Err(error::invalid(
                F,
                format!("the {what} {value} is not an integer, as `{dtype}` needs"),
            ))
        }
        _ => float_arange(start, stop, step, dtype),
    }
}

const F: &str = "arange";

/// An integer (or `bool`) scalar's value.
fn integer(s: Scalar) -> Option<i128> {
    match s {
        Scalar::Int(v) => Some(v),
        Scalar::Bool(b) => Some(i128::from(b)),
        _ => None,
    }
}

/// How many values `arange` gives: the runtime's one statement of it
/// ([`ivy_runtime::type_rules::arange_length`]), its complaint naming the function.
fn arange_len(start: Scalar, stop: Scalar, step: Scalar) -> Result<usize> {
    ivy_runtime::type_rules::arange_length(start, stop, step).map_err(|m| error::invalid(F, m))
}

/// `arange` of integer bounds and step: every value exact, each rounded once to `dtype`.
fn exact_arange(start: i128, stop: i128, step: i128, dtype: Dtype) -> Result<HostData> {
    let n = arange_len(Scalar::Int(start), Scalar::Int(stop), Scalar::Int(step))?;
    if n > 0 {
        let last = start + (n as i128 - 1) * step; // between start and stop: no overflow
        for v in [start, last] {
            if !Scalar::Int(v).fits(dtype) {
                return Err(error::invalid(
                    F,
                    format!("the value {v} does not fit `{dtype}`"),
                ));
            }
        }
    }
    let values = (0..n as i128).map(move |i| Scalar::Int(start + i * step));
    with_dtype!(dtype, T => from_values::<T>(F, &[n], n, values.map(T::from_scalar)))
}

/// `arange` with a float among the bounds or the step, computed in `f64`.
fn float_arange(start: Scalar, stop: Scalar, step: Scalar, dtype: Dtype) -> Result<HostData> {
    let n = arange_len(start, stop, step)?;
    // Finite reals, as the length's checks found them.
    let (first, step) = (f64::from_scalar(start), f64::from_scalar(step));
    if n > 0 {
        for v in [first, first + (n - 1) as f64 * step] {
            if !Scalar::Float(v).fits(dtype) {
                return Err(error::invalid(
                    F,
                    format!("the value {} does not fit `{dtype}`", Readable(v)),
                ));
            }
        }
    }
    let values = (0..n).map(move |i| Scalar::Float(first + i as f64 * step));
    with_dtype!(dtype, T => from_values::<T>(F, &[n], n, values.map(T::from_scalar)))
}

/// `values` (computed in `f64`) as a 1-d array of `dtype` (an integer or real float dtype, as
/// the caller checks):
/// floats round to nearest, integers take each value rounded down (NumPy 2's `linspace`),
/// which must be finite and fit.
fn from_f64(function: &'static str, values: Vec<f64>, dtype: Dtype) -> Result<HostData> {
    let n = values.len();
    if dtype.is_int() {
        if let Some(bad) = values
            .iter()
            .find(|v| !v.is_finite() || !Scalar::Int(v.floor() as i128).fits(dtype))
        {
            return Err(error::invalid(
                function,
                format!("the value {} does not fit `{dtype}`", Readable(*bad)),
            ));
        }
        let ints = values.into_iter().map(|v| Scalar::Int(v.floor() as i128));
        return with_dtype!(dtype, T => from_values::<T>(function, &[n], n, ints.map(T::from_scalar)));
    }
    let floats = values.into_iter().map(Scalar::Float);
    with_dtype!(dtype, T => from_values::<T>(function, &[n], n, floats.map(T::from_scalar)))
}

/// `num` values evenly spaced from `start` to `stop` (excluded unless `endpoint`; see
/// [`ivy_runtime::linspace()`]) or, with a `base`, `base` to those powers computed in `f64`
/// ([`ivy_runtime::logspace()`]), as `dtype`, an integer or real float dtype. The values are
/// NumPy's: `start + i * step`, and exactly `stop` last with the endpoint.
pub fn spaced(
    function: &'static str,
    start: f64,
    stop: f64,
    num: usize,
    endpoint: bool,
    base: Option<f64>,
    dtype: Dtype,
) -> Result<HostData> {
    let div = if endpoint { num.saturating_sub(1) } else { num };
    let step = (stop - start) / div as f64;
    let mut v = ivy_runtime::result_vec(function, &[num])?;
    v.extend((0..num).map(|i| {
        if div == 0 {
            start
        } else {
            start + i as f64 * step
        }
    }));
    if endpoint && num > 1 {
        v[num - 1] = stop;
    }
    if let Some(base) = base {
        v.iter_mut().for_each(|e| *e = base.powf(*e));
    }
    from_f64(function, v, dtype)
}

/// A backend's kernels of the creation functions whose bodies are the same on every backend
/// (their signatures fixed by the declarations): backend `$B`, native array `$N`, error `$E`;
/// for each group, the rest of its `#[implements]` in brackets, its dtype check (`check(
/// function, dtype)`: the dtype or an error) and what makes the backend's array of the
/// routine's result ([`filled_kernels`], [`spaced_kernels`], [`eye_kernel`],
/// [`one_hot_kernel`]).
macro_rules! creation_kernels {
    ($B:ty, $N:ty, $E:ty;
        filled $fd:expr => $from_data:path;
        spaced [$($st:tt)*] $sd:expr => $one_d:path;
        eye [$($et:tt)*] $ed:expr => $from_host:path;
        one_hot [$($ot:tt)*] $od:expr => $hot:path;
    ) => {
        $crate::routines::creation::filled_kernels!($B, $N, $E, $fd, $from_data);
        $crate::routines::creation::spaced_kernels!($B, $N, $E, [$($st)*], $sd, $one_d);
        $crate::routines::creation::eye_kernel!($B, $N, $E, [$($et)*], $ed, $from_host);
        $crate::routines::creation::one_hot_kernel!($B, $N, $E, [$($ot)*], $od, $hot);
    };
}
pub(crate) use creation_kernels;

/// A backend's `zeros`, `ones`, `empty`, `full` and `arange` kernels (backend `$B`, native
/// array `$N`, error `$E`): the routines' values in the dtype `$dtype(function, dtype, class)`
/// makes of the decided one (checking it against the class the kernel takes), as the array
/// `$from_data(shape, data)` makes of them.
macro_rules! filled_kernels {
    ($B:ty, $N:ty, $E:ty, $dtype:expr, $from_data:path) => {
        /// An array of `shape` and `dtype` filled with zeros (`false` for `bool`).
        #[::ivy_macros::implements(
                    ::ivy_runtime::functional::zeros for $B, takes = crate::elem::classes::ALL
                )]
        pub fn zeros(
            shape: &[usize],
            dtype: ::ivy_runtime::Dtype,
            _device: ::ivy_runtime::Device,
        ) -> ::core::result::Result<$N, $E> {
            let dtype = ($dtype)("zeros", dtype, $crate::elem::classes::ALL)?;
            $from_data(shape, $crate::routines::creation::zeros(shape, dtype)?)
        }

        /// An array of `shape` and `dtype` filled with ones (`true` for `bool`).
        #[::ivy_macros::implements(
                    ::ivy_runtime::functional::ones for $B, takes = crate::elem::classes::ALL
                )]
        pub fn ones(
            shape: &[usize],
            dtype: ::ivy_runtime::Dtype,
            _device: ::ivy_runtime::Device,
        ) -> ::core::result::Result<$N, $E> {
            let dtype = ($dtype)("ones", dtype, $crate::elem::classes::ALL)?;
            $from_data(shape, $crate::routines::creation::ones(shape, dtype)?)
        }

        /// An array of `shape` and `dtype` (Ivy's uninitialised `empty`): zeros.
        #[::ivy_macros::implements(
                    ::ivy_runtime::functional::empty for $B, takes = crate::elem::classes::ALL
                )]
        pub fn empty(
            shape: &[usize],
            dtype: ::ivy_runtime::Dtype,
            device: ::ivy_runtime::Device,
        ) -> ::core::result::Result<$N, $E> {
            zeros(shape, dtype, device)
        }

        /// An array of `shape` filled with `fill_value`, which must fit the dtype (see
        /// [`full`](crate::routines::creation::full)). Without a `dtype` the value decides, as
        /// the runtime's rule says ([`ivy_runtime::type_rules::full_dtype`]).
        #[::ivy_macros::implements(
                    ::ivy_runtime::functional::full for $B, takes = crate::elem::classes::ALL
                )]
        pub fn full(
            shape: &[usize],
            fill_value: ::ivy_runtime::Scalar,
            dtype: ::core::option::Option<::ivy_runtime::Dtype>,
            _device: ::ivy_runtime::Device,
        ) -> ::core::result::Result<$N, $E> {
            let dtype = ::ivy_runtime::type_rules::full_dtype(fill_value, dtype)?;
            let dtype = ($dtype)("full", dtype, $crate::elem::classes::ALL)?;
            $from_data(
                shape,
                $crate::routines::creation::full(shape, fill_value, dtype)?,
            )
        }

        /// Evenly spaced values in `[start, stop)`, NumPy's `arange` (see
        /// [`arange`](crate::routines::creation::arange)), in an integer or real float dtype.
        #[::ivy_macros::implements(
                    ::ivy_runtime::functional::arange for $B, takes = crate::elem::classes::REAL
                )]
        pub fn arange(
            start: ::ivy_runtime::Scalar,
            stop: ::ivy_runtime::Scalar,
            step: ::ivy_runtime::Scalar,
            dtype: ::ivy_runtime::Dtype,
            _device: ::ivy_runtime::Device,
        ) -> ::core::result::Result<$N, $E> {
            let dtype = ($dtype)("arange", dtype, $crate::elem::classes::REAL)?;
            let values = $crate::routines::creation::arange(start, Some(stop), step, dtype)?;
            $from_data(&[values.len()], values)
        }
    };
}
pub(crate) use filled_kernels;

/// A backend's `linspace` and `logspace` kernels (backend `$B`, native array `$N`, error
/// `$E`, `$takes` the rest of `#[implements]`): [`spaced`] in the dtype `$dtype(function,
/// dtype)` makes of the decided one (checking it), as the 1-d array `$one_d` makes of the
/// values.
macro_rules! spaced_kernels {
    ($B:ty, $N:ty, $E:ty, [$($takes:tt)*], $dtype:expr, $one_d:path) => {
        $crate::routines::creation::spaced_kernels!(@ $B, $N, $E, $dtype, $one_d;
            /// `num` evenly spaced values from `start` to `stop` (see [`ivy_runtime::linspace()`]).
            linspace [] [$($takes)*] None,
            /// `base` to evenly spaced powers (see [`ivy_runtime::logspace()`]).
            logspace [base] [$($takes)*] Some(base));
    };
    (@ $B:ty, $N:ty, $E:ty, $dtype:expr, $one_d:path;
        $($(#[$doc:meta])* $f:ident [$($base:ident)?] [$($takes:tt)*] $b:expr),*) => {$(
        $(#[$doc])*
        #[::ivy_macros::implements(::ivy_runtime::functional::$f for $B $($takes)*)]
        pub fn $f(
            start: f64,
            stop: f64,
            num: usize,
            $($base: f64,)?
            endpoint: bool,
            dtype: ::ivy_runtime::Dtype,
            _device: ::ivy_runtime::Device,
        ) -> ::core::result::Result<$N, $E> {
            let f = stringify!($f);
            let dtype = ($dtype)(f, dtype)?;
            $one_d($crate::routines::creation::spaced(f, start, stop, num, endpoint, $b, dtype)?)
        }
    )*};
}
pub(crate) use spaced_kernels;

/// A backend's `eye` kernel (as [`spaced_kernels`]): [`eye`] in the dtype `$dtype("eye",
/// dtype)` makes of the decided one, as the array `$from_host` makes of it.
macro_rules! eye_kernel {
    ($B:ty, $N:ty, $E:ty, [$($takes:tt)*], $dtype:expr, $from_host:path) => {
        /// Matrices of `n_rows` × `n_cols` (`n_rows` if `None`) with ones on the `k`-th
        /// diagonal, over `batch_shape` (see [`ivy_runtime::eye()`]).
        #[::ivy_macros::implements(::ivy_runtime::functional::eye for $B $($takes)*)]
        pub fn eye(
            n_rows: usize,
            n_cols: ::core::option::Option<usize>,
            k: isize,
            batch_shape: &[usize],
            dtype: ::ivy_runtime::Dtype,
            _device: ::ivy_runtime::Device,
        ) -> ::core::result::Result<$N, $E> {
            let dtype = ($dtype)("eye", dtype)?;
            let cols = n_cols.unwrap_or(n_rows);
            $from_host($crate::routines::creation::eye(n_rows, cols, k, batch_shape, dtype)?)
        }
    };
}
pub(crate) use eye_kernel;

/// Matrices of `n_rows` × `n_cols` with ones on the `k`-th diagonal, over `batch_shape`.
pub fn eye(
    n_rows: usize,
    n_cols: usize,
    k: isize,
    batch_shape: &[usize],
    dtype: Dtype,
) -> Result<HostArray> {
    const F: &str = "eye";
    let mut shape = batch_shape.to_vec();
    shape.extend([n_rows, n_cols]);
    let n = element_count(F, &shape)?;
    let cell = move |i: usize| {
        let (r, c) = ((i / n_cols.max(1)) % n_rows.max(1), i % n_cols.max(1));
        c as isize - r as isize == k
    };
    let data = with_dtype!(dtype, T => from_values::<T>(F, &shape, n, (0..n).map(|i| {
        if cell(i) { T::one() } else { T::zero() }
    })))?;
    HostArray::from_data(shape, data)
}

/// A `tril` or `triu` call: [`triangle_view`] with these arguments, which each backend's
/// kernel runs on its elements.
pub struct Triangle {
    /// The diagonal: the main one at 0, above it for `k > 0`, below for `k < 0`.
    pub k: isize,
    /// `triu` (on and above the diagonal), else `tril` (on and below).
    pub upper: bool,
}

impl Triangle {
    /// [`triangle_view`] of `x`.
    pub fn of<T: HostElement>(&self, x: ArrayViewD<'_, T>) -> Result<ArrayD<T>> {
        triangle_view(x, self.k, self.upper)
    }
}

/// The lower (`upper == false`: on and below the `k`-th diagonal) or upper (on and above)
/// triangle of the matrices of `x`, zeros elsewhere; an error below 2 dimensions.
pub fn triangle_view<T: HostElement>(
    x: ArrayViewD<'_, T>,
    k: isize,
    upper: bool,
) -> Result<ArrayD<T>> {
    let function = if upper { "triu" } else { "tril" };
    let nd = x.ndim();
    if nd < 2 {
        return Err(error::invalid(
            function,
            format!(
                "needs at least 2 dimensions (a matrix), got shape {:?}",
                x.shape()
            ),
        ));
    }
    let (rows, cols) = (x.shape()[nd - 2], x.shape()[nd - 1]);
    let mut out = copy(function, &x)?;
    if let Some(v) = out.as_slice_mut() {
        for (i, e) in v.iter_mut().enumerate() {
            let (r, c) = ((i / cols.max(1)) % rows.max(1), i % cols.max(1));
            let d = c as isize - r as isize;
            if (upper && d < k) || (!upper && d > k) {
                *e = T::zero();
            }
        }
    }
    Ok(out)
}

/// The dtype `one_hot` gives without one asked for: the one `on_value` (else `off_value`)
/// calls for, else the default float dtype.
pub fn one_hot_dtype(on: Option<Scalar>, off: Option<Scalar>) -> Result<Dtype> {
    match on.or(off) {
        Some(v) => ivy_runtime::default_dtype(None, Some(Operand::Weak(v))),
        None => Ok(ivy_runtime::default_float_dtype()),
    }
}

/// The values `one_hot` writes, `on_value` (default 1) and `off_value` (default 0), checked to
/// fit `dtype`.
pub fn one_hot_values(
    on_value: Option<Scalar>,
    off_value: Option<Scalar>,
    dtype: Dtype,
) -> Result<(Scalar, Scalar)> {
    let (on, off) = (
        on_value.unwrap_or(Scalar::Int(1)),
        off_value.unwrap_or(Scalar::Int(0)),
    );
    for (what, v) in [("on_value", on), ("off_value", off)] {
        if !v.fits(dtype) {
            return Err(error::invalid(
                ONE_HOT,
                format!("the {what} {v} does not fit `{dtype}`; give a dtype that holds it"),
            ));
        }
    }
    Ok((on, off))
}

/// A backend's `one_hot` kernel (as [`spaced_kernels`]): the dtype asked for, else
/// [`one_hot_dtype`], checked by `$dtype("one_hot", dtype)`, and [`one_hot`] of the indices,
/// which `$hot(indices, make)` reads as `int64` and makes a native array of `make`'s result.
macro_rules! one_hot_kernel {
    ($B:ty, $N:ty, $E:ty, [$($takes:tt)*], $dtype:expr, $hot:path) => {
        /// One-hot vectors of length `depth` for `indices` (see [`ivy_runtime::one_hot()`]).
        #[::ivy_macros::implements(::ivy_runtime::functional::one_hot for $B $($takes)*)]
        pub fn one_hot(
            indices: &$N,
            depth: usize,
            on_value: ::core::option::Option<::ivy_runtime::Scalar>,
            off_value: ::core::option::Option<::ivy_runtime::Scalar>,
            axis: ::core::option::Option<isize>,
            dtype: ::core::option::Option<::ivy_runtime::Dtype>,
            _device: ::ivy_runtime::Device,
        ) -> ::core::result::Result<$N, $E> {
            use $crate::routines::creation as shared;
            let dtype = dtype.map_or_else(|| shared::one_hot_dtype(on_value, off_value), Ok)?;
            let dtype = ($dtype)("one_hot", dtype)?;
            let values = shared::one_hot_values(on_value, off_value, dtype)?;
            $hot(indices, |ind| shared::one_hot(ind, depth, values, axis, dtype))
        }
    };
}
pub(crate) use one_hot_kernel;

const ONE_HOT: &str = "one_hot";

/// One-hot vectors of length `depth` for `ind` (see [`ivy_runtime::one_hot()`]), of `dtype`,
/// holding `on` and `off` ([`one_hot_values`]).
pub fn one_hot(
    ind: ArrayViewD<'_, i64>,
    depth: usize,
    (on, off): (Scalar, Scalar),
    axis: Option<isize>,
    dtype: Dtype,
) -> Result<HostArray> {
    const F: &str = ONE_HOT;
    if let Some(bad) = ind.iter().find(|&&i| i < 0 || i as u64 >= depth as u64) {
        return Err(error::invalid(
            F,
            format!("the index {bad} is outside 0..{depth} (depth {depth})"),
        ));
    }
    let axis = match axis {
        None => ind.ndim(),
        Some(a) => ivy_runtime::normalize_axis(F, a, ind.ndim() + 1)?,
    };
    let mut shape = ind.shape().to_vec();
    shape.insert(axis, depth);
    let n = element_count(F, &shape)?;
    let inner: usize = ind.shape()[axis..].iter().product();
    let flat = row_major_vec(F, &ind)?;
    // Output element (o, d, i): on where index (o, i) is d.
    let hot = move |e: usize| {
        let (o, rest) = (e / (depth * inner).max(1), e % (depth * inner).max(1));
        let (d, i) = (rest / inner.max(1), rest % inner.max(1));
        flat[o * inner + i] == d as i64
    };
    let data = with_dtype!(dtype, T => {
        let (on, off) = (T::from_scalar(on), T::from_scalar(off));
        from_values::<T>(F, &shape, n, (0..n).map(|e| if hot(e) { on } else { off }))
    })?;
    HostArray::from_data(shape, data)
}
