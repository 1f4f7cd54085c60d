//! The one form of an element-wise kernel, on every backend: a kernel states its function, its
//! dtype class and its body once,
//!
//! ```text
//! /// What it computes.
//! negative(x) numeric => NumElem::neg;                   // each element
//! atan2(x1, x2) float => |a, b| $crate::elem::in_acc2(a, b, ::num_traits::Float::atan2);  // each pair, broadcast
//! ```
//!
//! and `elementwise_kernels!` makes of it the function of that
//! name, registered for the declared function of that name (`#[implements(f for B, takes =
//! <the class's dtypes>)]`), that maps the operation over the elements of the class's dtypes
//! and refuses the rest naming the function. A backend supplies two maps of its own storage,
//! `each!(name, class, x, op)` and `zip!(name, class, x1, x2, op)` (each in its `dispatch`
//! module); a kernel written by hand, where a backend computes otherwise, keeps the same form
//! (`#[implements(f for B, takes = classes::X)]` over the function).
//!
//! `shared_elementwise_kernels!` lists the kernels every
//! backend runs as they are, loops of ours over the shared element arithmetic
//! ([`crate::elem`]): each backend instantiates the list once.

/// Element-wise kernels of backend `$B` (native array `$N`, error `$E`), each written as
/// `function(x) class => op;` or `function(x1, x2) class => op;` after its docs, the function's
/// other parameters after a `;` (`round(x; decimals: i32) numeric => ..`), in the order the
/// declaration has them (see the [module docs](crate::ops::kernels)); `$each` and `$zip` name
/// the backend's maps.
macro_rules! elementwise_kernels {
    ($B:ty, $N:ty, $E:ty, $each:ident, $zip:ident; $(
        $(#[$doc:meta])*
        $f:ident($($x:ident),+ $(; $($p:ident: $pt:ty),+)?) $class:ident => $op:expr;
    )*) => {$(
        $crate::ops::kernels::elementwise_kernels!(@ $B, $N, $E, $each, $zip;
            $(#[$doc])* $f($($x),+) [$($($p: $pt),+)?] $class $op);
    )*};
    (@ $B:ty, $N:ty, $E:ty, $each:ident, $zip:ident;
        $(#[$doc:meta])* $f:ident($x:ident) [$($p:ident: $pt:ty),*] $class:ident $op:expr) => {
        $(#[$doc])*
        #[::ivy_macros::implements(
            ::ivy_runtime::functional::$f for $B,
            takes = crate::elem::classes::dtypes_of!($class)
        )]
        pub fn $f($x: &$N, $($p: $pt),*) -> ::core::result::Result<$N, $E> {
            $each!(stringify!($f), $class, $x, $op)
        }
    };
    (@ $B:ty, $N:ty, $E:ty, $each:ident, $zip:ident;
        $(#[$doc:meta])* $f:ident($x1:ident, $x2:ident) [$($p:ident: $pt:ty),*] $class:ident $op:expr) => {
        $(#[$doc])*
        #[::ivy_macros::implements(
            ::ivy_runtime::functional::$f for $B,
            takes = crate::elem::classes::dtypes_of!($class)
        )]
        pub fn $f($x1: &$N, $x2: &$N, $($p: $pt),*) -> ::core::result::Result<$N, $E> {
            $zip!(stringify!($f), $class, $x1, $x2, $op)
        }
    };
}

/// The element-wise kernels every backend runs as they are, loops of ours over the shared
/// element arithmetic: instantiated by each backend for itself (`$B`, `$N`, `$E`, its maps
/// `$each` and `$zip`). A dtype of the class the backend does not hold is no concern of the
/// list: the backend's maps narrow the class to what it holds.
macro_rules! shared_elementwise_kernels {
    ($B:ty, $N:ty, $E:ty, $each:ident, $zip:ident) => {
        $crate::ops::kernels::elementwise_kernels!($B, $N, $E, $each, $zip;
            /// `floor(x1 / x2)`: integers exactly, wrapping, and 0 for a division by zero (as
            /// NumPy); floats as NumPy's `divmod` (in `f32` for `float16` and `bfloat16`).
            floor_divide(x1, x2) real => $crate::elem::RealElem::floor_divide;
            /// The remainder with the sign of `x2` (`modulus`, Python's `%`) or of `x1` (C's
            /// `fmod`); integer remainders by zero are 0, float ones `nan`.
            remainder(x1, x2; modulus: bool) real => move |a, b| if modulus {
                $crate::elem::RealElem::remainder(a, b)
            } else {
                $crate::elem::RealElem::fmod(a, b)
            };
            /// The larger value, `nan` if either is.
            maximum(x1, x2) real => $crate::elem::RealElem::maximum;
            /// The smaller value, `nan` if either is.
            minimum(x1, x2) real => $crate::elem::RealElem::minimum;
            /// The larger value ignoring `nan`.
            fmax(x1, x2) real => $crate::elem::RealElem::fmax;
            /// The smaller value ignoring `nan`.
            fmin(x1, x2) real => $crate::elem::RealElem::fmin;
            /// -1, 0 or 1 (`nan` for `nan`); `z / |z|` for complex ([`NumElem::sign`](crate::elem::NumElem::sign)).
            sign(x) numeric => $crate::elem::NumElem::sign;
            /// Rounded to `decimals` places, halves to even ([`NumElem::round`](crate::elem::NumElem::round)):
            /// integers unchanged, complex numbers part by part (candle's own `round` takes
            /// halves away from zero).
            round(x; decimals: i32) numeric => |v| $crate::elem::NumElem::round(v, decimals);
            /// Rounded toward zero; integers unchanged.
            trunc(x) real => $crate::elem::RealElem::trunc;
            /// `x1 & x2` for integers, logical and for `bool`.
            bitwise_and(x1, x2) bits => |a, b| a & b;
            /// `x1 | x2` for integers, logical or for `bool`.
            bitwise_or(x1, x2) bits => |a, b| a | b;
            /// `x1 ^ x2` for integers, logical xor for `bool`.
            bitwise_xor(x1, x2) bits => |a, b| a ^ b;
            /// `!x`: every bit flipped for integers, logical not for `bool`.
            bitwise_invert(x) bits => |v: T| !v;
            /// `x1 << x2`, wrapping; 0 for a count that is negative or not below the width (as
            /// NumPy).
            bitwise_left_shift(x1, x2) integer => $crate::elem::IntElem::shift_left;
            /// `x1 >> x2`, arithmetic for signed integers; -1 or 0 (by the sign of `x1`) for a
            /// count that is negative or not below the width (as NumPy).
            bitwise_right_shift(x1, x2) integer => $crate::elem::IntElem::shift_right;
            /// The greatest common divisor of `|x1|` and `|x2|`, wrapped into the dtype (as
            /// NumPy).
            gcd(x1, x2) integer => $crate::elem::IntElem::gcd;
            /// `|x1|` with the sign bit of `x2` (the runtime takes integers as the default
            /// float dtype).
            copysign(x1, x2) float => $crate::elem::FloatElem::copysign;
            /// `2^x`.
            exp2(x) inexact => $crate::elem::InexactElem::exp2;
            /// `ln(1 + x)`, accurate near 0 (for complex too, where NumPy's `log(1 + z)` is
            /// not).
            log1p(x) inexact => $crate::elem::InexactElem::log1p;
            /// The base-2 logarithm (principal branch for complex).
            log2(x) inexact => $crate::elem::InexactElem::log2;
            /// The base-10 logarithm (principal branch for complex).
            log10(x) inexact => $crate::elem::InexactElem::log10;
            /// The inverse sine (C99's principal branch for complex, as NumPy).
            asin(x) inexact => $crate::elem::InexactElem::asin;
            /// The inverse cosine (C99's principal branch for complex, as NumPy).
            acos(x) inexact => $crate::elem::InexactElem::acos;
            /// The inverse tangent (C99's principal branch for complex, as NumPy).
            atan(x) inexact => $crate::elem::InexactElem::atan;
            /// The hyperbolic sine.
            sinh(x) inexact => $crate::elem::InexactElem::sinh;
            /// The hyperbolic cosine.
            cosh(x) inexact => $crate::elem::InexactElem::cosh;
            /// The inverse hyperbolic sine (C99's principal branch for complex, as NumPy).
            asinh(x) inexact => $crate::elem::InexactElem::asinh;
            /// The inverse hyperbolic cosine: `nan` below 1 for real dtypes (C99's principal
            /// branch for complex, as NumPy).
            acosh(x) inexact => $crate::elem::InexactElem::acosh;
            /// The inverse hyperbolic tangent: `±inf` at ±1, `nan` beyond for real dtypes
            /// (C99's principal branch for complex, as NumPy).
            atanh(x) inexact => $crate::elem::InexactElem::atanh;
            /// Degrees to radians, computed in `f32` for the half floats and rounded once
            /// (a scale factor rounded to the half float first would be off).
            deg2rad(x) float => |v| $crate::elem::in_acc(v, $crate::ops::elementwise::deg2rad_of);
            /// Radians to degrees (see `deg2rad`).
            rad2deg(x) float => |v| $crate::elem::in_acc(v, $crate::ops::elementwise::rad2deg_of);
            /// The angle of `(x2, x1)`, C's `atan2` (the signs of zeros choose the quadrant).
            atan2(x1, x2) float => |a, b| $crate::elem::in_acc2(a, b, ::num_traits::Float::atan2);
            /// `sqrt(x1^2 + x2^2)` without overflow in the squares, C's `hypot` (`inf` if
            /// either is infinite, even next to `nan`).
            hypot(x1, x2) float => |a, b| $crate::elem::in_acc2(a, b, ::num_traits::Float::hypot);
            /// `ln(e^x1 + e^x2)`, without overflow (see `logaddexp_of`).
            logaddexp(x1, x2) float => |a, b| $crate::elem::in_acc2(a, b, $crate::ops::elementwise::logaddexp_of);
            /// `log2(2^x1 + 2^x2)`, without overflow (see `logaddexp2_of`).
            logaddexp2(x1, x2) float => |a, b| $crate::elem::in_acc2(a, b, $crate::elem::special::logaddexp2_of);
            /// `ln |Γ(x)|` (see [`lgamma`](crate::elem::special::lgamma)).
            lgamma(x) float => |v| $crate::elem::special::in_f64(v, $crate::elem::special::lgamma);
            /// `ψ(x)` (see [`digamma`](crate::elem::special::digamma)).
            digamma(x) float => |v| $crate::elem::special::in_f64(v, $crate::elem::special::digamma);
            /// `1 - erf(x)` (see [`erfc`](crate::elem::special::erfc)).
            erfc(x) float => |v| $crate::elem::special::in_f64(v, $crate::elem::special::erfc);
            /// The inverse of `erf` (see [`erfinv`](crate::elem::special::erfinv)).
            erfinv(x) float => |v| $crate::elem::special::in_f64(v, $crate::elem::special::erfinv);
            /// The modified Bessel function `I0` (see [`i0`](crate::elem::special::i0)).
            i0(x) float => |v| $crate::elem::special::in_f64(v, $crate::elem::special::i0);
            /// `sin(πx) / (πx)`, 1 at 0 (see [`sinc`](crate::elem::special::sinc)).
            sinc(x) float => |v| $crate::elem::special::in_f64(v, $crate::elem::special::sinc);
            /// `x ln y`, 0 where `x` is 0 (see [`xlogy`](crate::elem::special::xlogy)).
            xlogy(x, y) float => |a, b| $crate::elem::special::in_f64_2(a, b, $crate::elem::special::xlogy);
            /// The Hurwitz zeta `ζ(x, q)` (see [`zeta`](crate::elem::special::zeta)).
            zeta(x, q) float => |a, b| $crate::elem::special::in_f64_2(a, b, $crate::elem::special::zeta);
        );
    };
}
pub(crate) use {elementwise_kernels, shared_elementwise_kernels};
