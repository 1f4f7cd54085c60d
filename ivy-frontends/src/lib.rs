//! Ivy's frontends: a framework's functions, with its names, parameters, defaults, reduction
//! dtypes and promotion, declared as compositional functions over Ivy's functions, so they run
//! on every backend.
//!
//! Each function is declared `#[compositional(frontend = "numpy")]`: its call and its output
//! types run under the framework's promotion rules and default dtypes (see
//! [`frontend_scope`](ivy::frontend_scope)), whatever is in force globally, and its name in
//! errors and reports is qualified (`numpy.add`).
//!
//! * [`numpy`]: NumPy 2's functions.
//! * [`torch`]: PyTorch 2's functions.
//! * [`jax`]: JAX's `jax.numpy` (and `jax.nn.softmax`), with and without `jax_enable_x64`.

// Generated code names `::ivy::__private`; here `ivy` is the runtime.
extern crate ivy_runtime as ivy;

/// A frontend's functions of two arrays (or scalars) that are Ivy's function of the same
/// meaning under the frontend's rules: `binary!("numpy", x1, x2; add => add; ..)` (the
/// frontend, its parameter names, then each function with the Ivy function it is).
///
/// A frontend that takes its inputs and gives its results in dtypes of its own (JAX without
/// x64 has no 64-bit dtypes) names, after `via`, what takes the two inputs (values `&_` of which
/// are array-like) and an input's type, and what gives a result and its type:
/// `binary!("jax", x1, x2 via super::take_both, super::narrow_type, super::give,
/// super::give_type; add => add; ..)`. A frontend that looks at both inputs before it
/// computes names, after `by`, what is called with both and Ivy's function:
/// `binary!("numpy", x1, x2 by self::exactly; equal => equal; ..)`.
macro_rules! binary {
    ($frontend:literal, $x1:ident, $x2:ident via $take:path, $take_type:path, $give:path,
     $give_type:path; $( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        binary! { @ $frontend, $x1, $x2;
            [$give_type(ivy::$ivy::output_type(&$take_type($x1)?, &$take_type($x2)?, None)?)],
            [{
                let (x1, x2) = $take($x1, $x2)?;
                $give(ivy::$ivy(&x1, &x2)?)
            }];
            $(#[$doc])* $name }
    )*};
    // `by`: the body is `$by(x1, x2, f)`, `f` Ivy's function of the two (a form that looks at
    // both inputs before it computes).
    ($frontend:literal, $x1:ident, $x2:ident by $by:path;
     $( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        binary! { @ $frontend, $x1, $x2;
            [ivy::$ivy::output_type($x1, $x2, None)],
            [$by($x1, $x2, |a, b| ivy::$ivy(a, b))];
            $(#[$doc])* $name }
    )*};
    ($frontend:literal, $x1:ident, $x2:ident; $( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        binary! { @ $frontend, $x1, $x2;
            [ivy::$ivy::output_type($x1, $x2, None)], [ivy::$ivy($x1, $x2)];
            $(#[$doc])* $name }
    )*};
    // One function, of its type (`#[returns]`) and its body.
    (@ $frontend:literal, $x1:ident, $x2:ident; [$($returns:tt)*], [$($body:tt)*];
     $(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns($($returns)*)]
        #[handle_out]
        pub fn $name(
            $x1: ivy::ArrayLike<'_>,
            $x2: ivy::ArrayLike<'_>,
            out: Option<&mut ivy::Array>,
        ) -> ivy::Result<ivy::Array> {
            $($body)*
        }
    };
}

/// A frontend's functions of one array that are Ivy's function of the same meaning (the dtype
/// Ivy's gives): `unary!("numpy", x; negative => negative; ..)`.
macro_rules! unary {
    ($frontend:literal, $x:ident; $( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns(ivy::$ivy::output_type($x, None))]
        #[handle_out]
        pub fn $name($x: &ivy::Array, out: Option<&mut ivy::Array>) -> ivy::Result<ivy::Array> {
            ivy::$ivy($x)
        }
    )*};
}

/// A frontend's functions of one array computed in a floating-point dtype: the input is first
/// taken in the dtype the framework computes it in (`$cast`, whose type is `$cast_type`'s):
/// `unary_cast!("numpy", x, inexact, inexact_type; sqrt => sqrt; ..)`, the two paths
/// relative to the module the functions are declared in (`super::inexact`).
macro_rules! unary_cast {
    ($frontend:literal, $x:ident, $cast:path, $cast_type:path;
     $( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns(ivy::$ivy::output_type(&$cast_type($x)?, None))]
        #[handle_out]
        pub fn $name($x: &ivy::Array, out: Option<&mut ivy::Array>) -> ivy::Result<ivy::Array> {
            ivy::$ivy(&$cast($x)?)
        }
    )*};
}

/// A frontend's arrays of one value (`zeros`, `ones`): of a shape,
/// `filled!("numpy" via as_given, shape; zeros => zeros; ..)`, or with another array's shape
/// and, without `dtype`, its dtype, `filled!("numpy" via as_given, like a; zeros_like =>
/// zeros_like; ..)`, the parameter named as the framework names it. The module after `via`
/// has the frontend's adapters (see [`accumulating!`]): `take` and `take_type` for the array,
/// `dtype` for the `dtype` argument.
macro_rules! filled {
    ($frontend:literal via $via:ident, $shape:ident; $($list:tt)*) => {
        filled! { @ $frontend, $via, $shape: [&[usize]], [$shape], [$shape],
            [#[defaults($shape = required)]]; $($list)* }
    };
    ($frontend:literal via $via:ident, like $x:ident; $($list:tt)*) => {
        filled! { @ $frontend, $via, $x: [&ivy::Array], [&$via::take($x)?], [&$via::take_type($x)?],
            []; $($list)* }
    };
    // Each function on its own, so that the bracketed groups repeat with it. They stay tokens:
    // `compositional` reads the parameter's type, which a `ty` fragment would hide from it.
    (@ $frontend:literal, $via:ident, $p:ident: $ty:tt, $arg:tt, $arg_type:tt, $attrs:tt;
     $( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        filled! { @@ $frontend, $via, $p: $ty, $arg, $arg_type, $attrs; $(#[$doc])* $name => $ivy }
    )*};
    (@@ $frontend:literal, $via:ident, $p:ident: [$($ty:tt)*], [$($arg:tt)*], [$($arg_type:tt)*],
     [$($attr:tt)*]; $(#[$doc:meta])* $name:ident => $ivy:ident) => {
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns(ivy::$ivy::output_type($($arg_type)*, $via::dtype(dtype), None))]
        $($attr)*
        pub fn $name($p: $($ty)*, dtype: Option<ivy::Dtype>) -> ivy::Result<ivy::Array> {
            ivy::$ivy::with($($arg)*).dtype($via::dtype(dtype)).call()
        }
    };
}

/// `x` in `dtype` (itself if it is of it): how a frontend takes an input in the dtype its
/// framework computes in.
fn cast(x: &ivy::Array, dtype: ivy::Dtype) -> ivy::Result<ivy::Array> {
    if x.dtype() == dtype {
        Ok(x.clone())
    } else {
        ivy::astype(x, dtype)
    }
}

/// The type of [`cast`]`(x, dtype)`: `astype`'s where it casts, so the type is refused where
/// the cast is (a backend without an `astype` kernel, or one that does not support it).
fn cast_type(x: &ivy::TensorType, dtype: ivy::Dtype) -> ivy::Result<ivy::TensorType> {
    if x.dtype == dtype {
        Ok(x.clone())
    } else {
        ivy::astype::output_type(x, dtype, None)
    }
}

/// NumPy's reductions, in the frontends that take NumPy's parameters (`a`, `axis`, `dtype`,
/// `keepdims`, `out`: NumPy and JAX): each form is given, after `via`, the module of the
/// frontend's adapters, a name in scope (see [`as_given`], NumPy's, which change nothing):
///
/// * `take(&Array) -> Result<Array>` and `take_type(&TensorType) -> Result<TensorType>`: an
///   input as the framework takes it;
/// * `dtype(Option<Dtype>) -> Option<Dtype>`: a `dtype` argument as the framework takes it;
/// * `axis(usize, Option<isize>) -> Option<isize>`: an `axis` argument of an array of that
///   many dimensions as the framework takes it;
/// * `within(Dtype, f)`: runs `f` (an Ivy reduction that gives integers the default float,
///   as `mean` does) as the framework computes a reduction of an input of that dtype;
/// * `running_dtype(Dtype, Option<Dtype>) -> Option<Dtype>`: what a running reduction of an
///   input of that dtype accumulates in, given `dtype`.
///
/// `accumulating!`: the reductions with a `dtype` to accumulate in (`sum`, `prod`):
/// `accumulating!("numpy" via as_given; sum => sum; ..)`, the module in scope where
/// the form is used.
macro_rules! accumulating {
    ($frontend:literal via $via:ident; $( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns(ivy::$ivy::output_type(&$via::take_type(a)?, $via::axis(a.ndim(), axis), keepdims, $via::dtype(dtype), None))]
        #[handle_out]
        pub fn $name(
            a: &ivy::Array,
            axis: Option<isize>,
            dtype: Option<ivy::Dtype>,
            keepdims: bool,
            out: Option<&mut ivy::Array>,
        ) -> ivy::Result<ivy::Array> {
            ivy::$ivy::with(&$via::take(a)?)
                .axis($via::axis(a.ndim(), axis))
                .keepdims(keepdims)
                .dtype($via::dtype(dtype))
                .call()
        }
    )*};
}

/// The reductions with no dtype to accumulate in (see [`accumulating!`] for `via`): after `=>`,
/// Ivy's function and what its `output_type` takes after `keepdims` that the framework's
/// function has not (`argmax => argmax(false)`).
macro_rules! reducing {
    ($frontend:literal via $via:ident;
     $( $(#[$doc:meta])* $name:ident => $ivy:ident $(($($more:expr),*))?; )*) => {$(
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns($via::within(a.dtype, || ivy::$ivy::output_type(&$via::take_type(a)?, $via::axis(a.ndim(), axis), keepdims, $($($more,)*)? None)))]
        #[handle_out]
        pub fn $name(
            a: &ivy::Array,
            axis: Option<isize>,
            keepdims: bool,
            out: Option<&mut ivy::Array>,
        ) -> ivy::Result<ivy::Array> {
            let a = $via::take(a)?;
            let axis = $via::axis(a.ndim(), axis);
            $via::within(a.dtype(), || {
                ivy::$ivy::with(&a).axis(axis).keepdims(keepdims).call()
            })
        }
    )*};
}

/// The spreads (`var`, `std`), with `ddof` ("delta degrees of freedom") subtracted from the
/// count (see [`accumulating!`] for `via`, whose `spread(&Array, Option<isize>, f64, Array) ->
/// Result<Array>` gives the spread of an array over an axis with a `ddof` as the framework
/// gives it, from Ivy's).
macro_rules! spread {
    ($frontend:literal via $via:ident; $( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns($via::within(a.dtype, || ivy::$ivy::output_type(&$via::take_type(a)?, axis, ddof, keepdims, None)))]
        #[defaults(ddof = 0.0)]
        #[handle_out]
        pub fn $name(
            a: &ivy::Array,
            axis: Option<isize>,
            ddof: f64,
            keepdims: bool,
            out: Option<&mut ivy::Array>,
        ) -> ivy::Result<ivy::Array> {
            let a = $via::take(a)?;
            let spread = $via::within(a.dtype(), || {
                ivy::$ivy::with(&a)
                    .axis(axis)
                    .correction(ddof)
                    .keepdims(keepdims)
                    .call()
            })?;
            $via::spread(&a, axis, ddof, spread)
        }
    )*};
}

/// The running reductions (`cumsum`, `cumprod`): along `axis`, or over the flattened array if
/// `None` (see [`accumulating!`] for `via`).
macro_rules! running {
    ($frontend:literal via $via:ident; $( $(#[$doc:meta])* $name:ident => $ivy:ident; )*) => {$(
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns(ivy::$ivy::output_type(&$crate::flat_type(&$via::take_type(a)?, $via::axis(a.ndim(), axis))?, $via::axis(a.ndim(), axis).unwrap_or(0), false, false, $via::running_dtype(a.dtype, dtype), None))]
        #[handle_out]
        pub fn $name(
            a: &ivy::Array,
            axis: Option<isize>,
            dtype: Option<ivy::Dtype>,
            out: Option<&mut ivy::Array>,
        ) -> ivy::Result<ivy::Array> {
            let dtype = $via::running_dtype(a.dtype(), dtype);
            let axis = $via::axis(a.ndim(), axis);
            let a = $via::take(a)?;
            let flat = match axis {
                Some(_) => a,
                None => ivy::reshape(&a, &[-1])?,
            };
            ivy::$ivy::with(&flat).axis(axis.unwrap_or(0)).dtype(dtype).call()
        }
    )*};
}

/// The type a running reduction runs over: `a`'s, or flattened where `axis` is `None`.
fn flat_type(a: &ivy::TensorType, axis: Option<isize>) -> ivy::Result<ivy::TensorType> {
    match axis {
        Some(_) => Ok(a.clone()),
        None => ivy::reshape::output_type(a, &[-1], None),
    }
}

/// NumPy's `trace`, in the frontends that take NumPy's parameters (NumPy and JAX): the sum of
/// the `offset`-th diagonal of the planes of axes `axis1` and `axis2`, accumulated as the
/// frontend's `sum` does or in `dtype` (see [`accumulating!`] for `via`), with `out` where the
/// frontend's has it: `trace! { "numpy" via as_given, out; /// doc }`.
macro_rules! trace {
    ($frontend:literal via $via:ident, out; $(#[$doc:meta])*) => {
        trace! { @ $frontend, $via, [#[handle_out]], [out: Option<&mut ivy::Array>,]; $(#[$doc])* }
    };
    ($frontend:literal via $via:ident; $(#[$doc:meta])*) => {
        trace! { @ $frontend, $via, [], []; $(#[$doc])* }
    };
    (@ $frontend:literal, $via:ident, [$($attr:tt)*], [$($out:tt)*]; $(#[$doc:meta])*) => {
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns(ivy::sum::output_type(&ivy::diagonal::output_type(&$via::take_type(a)?, offset, axis1, axis2, None)?, Some(-1), false, $via::dtype(dtype), None))]
        #[defaults(offset = 0, axis1 = 0, axis2 = 1)]
        $($attr)*
        pub fn trace(
            a: &ivy::Array,
            offset: isize,
            axis1: isize,
            axis2: isize,
            dtype: Option<ivy::Dtype>,
            $($out)*
        ) -> ivy::Result<ivy::Array> {
            let diagonal = ivy::diagonal::with(&$via::take(a)?)
                .offset(offset)
                .axis1(axis1)
                .axis2(axis2)
                .call()?;
            ivy::sum::with(&diagonal).axis(-1).dtype($via::dtype(dtype)).call()
        }
    };
}

/// The axis of `b` that NumPy's `dot` (and JAX's) sums over with `a`'s last: its second to
/// last (its only one if 1-d).
fn dot_axes(b_ndim: usize) -> [isize; 1] {
    [if b_ndim >= 2 { -2 } else { -1 }]
}

/// The `dot` of a frontend, taking its operands and giving its result through `$via` (see
/// [`accumulating!`]): a 0-d operand multiplies the other (`dot(2.0, [1, 2])` is `[2, 4]`);
/// for 1-d and 2-d operands the inner or matrix product (`matmul`); beyond, the sum over `a`'s
/// last axis and `b`'s [`dot_axes`]. A macro, so that the declaration sees the ivy functions
/// its body calls.
macro_rules! dot {
    ($frontend:literal via $via:ident; $(#[$doc:meta])*) => {
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns($via::give_type($crate::dot_type(&$via::take_type(a)?, &$via::take_type(b)?)?))]
        pub fn dot(a: &ivy::Array, b: &ivy::Array) -> ivy::Result<ivy::Array> {
            // Named without `ivy::`, which would read as a call of an ivy function.
            use ivy::TensordotAxes;
            let (a, b) = ($via::take(a)?, $via::take(b)?);
            $via::give(if a.ndim() == 0 || b.ndim() == 0 {
                ivy::multiply(&a, &b)?
            } else if a.ndim() <= 2 && b.ndim() <= 2 {
                ivy::matmul(&a, &b)?
            } else {
                let axes = $crate::dot_axes(b.ndim());
                ivy::tensordot::with(&a, &b)
                    .axes(TensordotAxes::Pairs(&[-1], &axes))
                    .call()?
            })
        }
    };
}

/// The type of `dot!`'s `dot(a, b)`.
fn dot_type(a: &ivy::TensorType, b: &ivy::TensorType) -> ivy::Result<ivy::TensorType> {
    if a.ndim() == 0 || b.ndim() == 0 {
        ivy::multiply::output_type(a, b, None)
    } else if a.ndim() <= 2 && b.ndim() <= 2 {
        ivy::matmul::output_type(a, b, None)
    } else {
        let axes = dot_axes(b.ndim());
        ivy::tensordot::output_type(a, b, ivy::TensordotAxes::Pairs(&[-1], &axes), None)
    }
}

/// The type of `matrix_power!`'s `matrix_power(a, n)` of an `a` of type `operand` (as the
/// frontend takes it for a product): `a`'s for `n` 0 and 1, its products' beyond; `negative`'s
/// (Ivy's `matrix_power` type of `a`) for `n < 0`.
fn power_type(
    frontend: &str,
    operand: &ivy::TensorType,
    n: i64,
    negative: impl FnOnce(&ivy::TensorType) -> ivy::Result<ivy::TensorType>,
) -> ivy::Result<ivy::TensorType> {
    if n < 0 {
        return negative(operand);
    }
    let shape: Option<Vec<usize>> = operand.shape.iter().copied().collect();
    if let Some(shape) = shape {
        square(frontend, "matrix_power", &shape)?;
    }
    if n < 2 {
        Ok(operand.clone())
    } else {
        ivy::matmul::output_type(operand, operand, None)
    }
}

/// The refusal of an array whose last two axes are not a square matrix, by `frontend`'s
/// `function`.
fn square(frontend: &str, function: &str, shape: &[usize]) -> ivy::Result<()> {
    let n = shape.len();
    if n < 2 || shape[n - 2] != shape[n - 1] {
        return Err(ivy::Error::InvalidInput(format!(
            "{frontend}.{function}: takes square matrices in the last two axes, got shape \
             {shape:?}"
        )));
    }
    Ok(())
}

/// The adapters of the shared forms (`via`, see [`accumulating!`]) for a framework that takes
/// its inputs and arguments as given (NumPy; PyTorch in [`filled!`]).
mod as_given {
    use ivy::{Array, Dtype, Result, TensorType};

    /// `x` itself.
    pub(crate) fn take(x: &Array) -> Result<Array> {
        Ok(x.clone())
    }

    /// `x` itself.
    pub(crate) fn take_type(x: &TensorType) -> Result<TensorType> {
        Ok(x.clone())
    }

    /// The result (an array, or a tuple of them) itself.
    pub(crate) fn give<T>(x: T) -> Result<T> {
        Ok(x)
    }

    /// The result's type (or tuple of types) itself.
    pub(crate) fn give_type<T>(x: T) -> Result<T> {
        Ok(x)
    }

    /// `dtype` itself.
    pub(crate) fn dtype(dtype: Option<Dtype>) -> Option<Dtype> {
        dtype
    }

    /// `spread` itself: Ivy's spreads divide by the count less `ddof`, as the framework's.
    pub(crate) fn spread(
        _a: &Array,
        _axis: Option<isize>,
        _ddof: f64,
        spread: Array,
    ) -> Result<Array> {
        Ok(spread)
    }

    /// `axis` itself (an axis a 0-d array has not is refused).
    pub(crate) fn axis(_ndim: usize, axis: Option<isize>) -> Option<isize> {
        axis
    }

    /// `f` as it is: Ivy's reductions give integers the default float, as the framework's.
    pub(crate) fn within<R>(_input: Dtype, f: impl FnOnce() -> Result<R>) -> Result<R> {
        f()
    }

    /// `dtype` itself (the Ivy function decides without one).
    pub(crate) fn running_dtype(_input: Dtype, dtype: Option<Dtype>) -> Option<Dtype> {
        dtype
    }
}

#[macro_use]
mod lists;

pub mod jax;
pub mod numpy;
pub mod torch;
