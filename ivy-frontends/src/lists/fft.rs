//! The forms of the frontends' Fourier transforms (`numpy.fft`, `torch.fft`,
//! `jax.numpy.fft`): each framework's transform is Ivy's of the same name, with the framework's
//! parameter names, on the input as the framework takes it. The form's head names the
//! frontend, its input and axis parameters, `out` where the framework has it, and after `via`
//! what takes the input and its type: `take(function, &Array)` and `take_type(function,
//! &TensorType)` (`function` the transform's name, for errors).

/// The one-dimensional transforms, `(x, n, axis, norm)` with the framework's names for `x` and
/// `axis`: `fft_one_dimensional! { "jax", a, axis via self::take, self::take_type; fft; .. }`.
/// With `out` (NumPy's), the result is given through `give(input dtype, Array)` and its type
/// through `give_type(input dtype, TensorType)`: `fft_one_dimensional! { "numpy", a, axis, out
/// via self::take, self::take_type, self::give, self::give_type; fft; .. }`.
macro_rules! fft_one_dimensional {
    ($frontend:literal, $x:ident, $axis:ident, out via $take:path, $take_type:path,
     $give:path, $give_type:path; $($list:tt)*) => {
        fft_one_dimensional! { @ $frontend, $x, $axis, [$take, $take_type, $give, $give_type],
            [#[handle_out]], [out: Option<&mut ivy::Array>,]; $($list)* }
    };
    ($frontend:literal, $x:ident, $axis:ident via $take:path, $take_type:path; $($list:tt)*) => {
        fft_one_dimensional! { @ $frontend, $x, $axis,
            [$take, $take_type, $crate::lists::fft::as_computed, $crate::lists::fft::as_computed],
            [], []; $($list)* }
    };
    // Each function on its own, so that the bracketed groups repeat with it.
    (@ $frontend:literal, $x:ident, $axis:ident, $via:tt, $attrs:tt, $out:tt;
     $( $(#[$doc:meta])* $name:ident; )*) => {$(
        fft_one_dimensional! { @@ $frontend, $x, $axis, $via, $attrs, $out; $(#[$doc])* $name }
    )*};
    (@@ $frontend:literal, $x:ident, $axis:ident,
     [$take:path, $take_type:path, $give:path, $give_type:path], [$($attr:tt)*], [$($out:tt)*];
     $(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns($give_type($x.dtype, ivy::$name::output_type(&$take_type(stringify!($name), $x)?, n, $axis, norm, None)?))]
        #[defaults(n = None, $axis = -1, norm = ivy::FftNorm::Backward)]
        $($attr)*
        pub fn $name(
            $x: &ivy::Array,
            n: Option<usize>,
            $axis: isize,
            norm: ivy::FftNorm,
            $($out)*
        ) -> ivy::Result<ivy::Array> {
            let result = ivy::$name::with(&$take(stringify!($name), $x)?)
                .n(n)
                .axis($axis)
                .norm(norm)
                .call()?;
            $give($x.dtype(), result)
        }
    };
}

/// The transforms over several axes, `(x, s, axes, norm)` with the framework's names for `x`
/// and `axes` (and `out` where it has it, as in [`fft_one_dimensional!`]), after each function
/// the type of `axes` and its default: `fft_several_axes! { "jax", a, axes via self::take,
/// self::take_type; fft2, [&[isize]], [&[-2, -1]]; .. }`. The type stays tokens: `compositional`
/// reads it, which a `ty` fragment would hide.
macro_rules! fft_several_axes {
    ($frontend:literal, $x:ident, $axes:ident, out via $take:path, $take_type:path;
     $($list:tt)*) => {
        fft_several_axes! { @ $frontend, $x, $axes, [$take, $take_type], [#[handle_out]],
            [out: Option<&mut ivy::Array>,]; $($list)* }
    };
    ($frontend:literal, $x:ident, $axes:ident via $take:path, $take_type:path; $($list:tt)*) => {
        fft_several_axes! { @ $frontend, $x, $axes, [$take, $take_type], [], []; $($list)* }
    };
    (@ $frontend:literal, $x:ident, $axes:ident, $via:tt, $attrs:tt, $out:tt;
     $( $(#[$doc:meta])* $name:ident, $ty:tt, $default:tt; )*) => {$(
        fft_several_axes! { @@ $frontend, $x, $axes, $via, $attrs, $out; $(#[$doc])* $name, $ty,
            $default }
    )*};
    (@@ $frontend:literal, $x:ident, $axes:ident, [$take:path, $take_type:path], [$($attr:tt)*],
     [$($out:tt)*]; $(#[$doc:meta])* $name:ident, [$($ty:tt)*], [$($default:tt)*]) => {
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns(ivy::$name::output_type(&$take_type(stringify!($name), $x)?, s, $axes, norm, None))]
        #[defaults(s = None, $axes = $($default)*, norm = ivy::FftNorm::Backward)]
        $($attr)*
        pub fn $name(
            $x: &ivy::Array,
            s: Option<&[usize]>,
            $axes: $($ty)*,
            norm: ivy::FftNorm,
            $($out)*
        ) -> ivy::Result<ivy::Array> {
            ivy::$name::positional(&$take(stringify!($name), $x)?, s, $axes, norm, None)
        }
    };
}

/// The sample frequencies (`fftfreq`, `rfftfreq`) of a transform of `n` points sampled `d`
/// apart, `(n, d, dtype)`, in the dtype `$dtype` makes of the `dtype` argument:
/// `fft_frequencies! { "jax", dtype via super::narrow_dtype; fftfreq; .. }`; or `(n, d)`, in
/// one dtype: `fft_frequencies! { "numpy", in Some(ivy::Dtype::Float64); fftfreq; .. }`.
macro_rules! fft_frequencies {
    ($frontend:literal, dtype via $dtype:path; $($list:tt)*) => {
        fft_frequencies! { @ $frontend, [dtype: Option<ivy::Dtype>], [$dtype(dtype)]; $($list)* }
    };
    ($frontend:literal, in $fixed:expr; $($list:tt)*) => {
        fft_frequencies! { @ $frontend, [], [$fixed]; $($list)* }
    };
    (@ $frontend:literal, $param:tt, $dtype:tt; $( $(#[$doc:meta])* $name:ident; )*) => {$(
        fft_frequencies! { @@ $frontend, $param, $dtype; $(#[$doc])* $name }
    )*};
    (@@ $frontend:literal, [$($param:tt)*], [$($dtype:tt)*]; $(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns(ivy::$name::output_type(n, d, $($dtype)*, None))]
        #[defaults(n = required, d = 1.0)]
        pub fn $name(n: usize, d: f64, $($param)*) -> ivy::Result<ivy::Array> {
            ivy::$name::with(n).d(d).dtype($($dtype)*).call()
        }
    };
}

/// The shifts (`fftshift`, `ifftshift`), `(x, axes)` with the framework's names, of `x` as
/// `$take` takes it (its type `$take_type`'s): `fft_shifts! { "jax", x, axes via
/// super::narrow, super::narrow_type; fftshift; .. }`.
macro_rules! fft_shifts {
    ($frontend:literal, $x:ident, $axes:ident via $take:path, $take_type:path;
     $( $(#[$doc:meta])* $name:ident; )*) => {$(
        $(#[$doc])*
        #[ivy_macros::compositional(frontend = $frontend)]
        #[returns(ivy::$name::output_type(&$take_type($x)?, $axes, None))]
        #[defaults($axes = None)]
        pub fn $name($x: &ivy::Array, $axes: Option<&[isize]>) -> ivy::Result<ivy::Array> {
            ivy::$name::positional(&$take($x)?, $axes, None)
        }
    )*};
}

/// A result (or its type) as the transform computed it: the `give` of the frameworks that
/// give their transforms' results as Ivy's.
pub(crate) fn as_computed<T>(_input: ivy::Dtype, result: T) -> ivy::Result<T> {
    Ok(result)
}
