//! Rust's operators on arrays, each the declared function of the same meaning: `&a + &b` is
//! `add(&a, &b)`, with its promotion, weak scalars (`&a + 2` stays int8 for an int8 `a`),
//! support checks and casting modes. As candle's, every operator returns `Result<Array>`, and a
//! `Result<Array>` is taken on either side of another array, so chains of arrays need no `?`
//! until the end; a scalar after a `Result` needs it (`(&a + &b)? * 2`: Rust's orphan rule
//! forbids an operator between two types of other crates, `Result` and `f64`).
//!
//! | operator | function |
//! |---|---|
//! | `+ - * /` | [`add`](add()), [`subtract`](subtract()), [`multiply`](multiply()), [`divide`](divide()) |
//! | `%` | [`remainder`](remainder()) (`modulus = true`: the sign of the divisor, as NumPy's `%`) |
//! | `& \| ^` | [`bitwise_and`](bitwise_and()), [`bitwise_or`](bitwise_or()), [`bitwise_xor`](bitwise_xor()) |
//! | `<< >>` | [`bitwise_left_shift`](bitwise_left_shift()), [`bitwise_right_shift`](bitwise_right_shift()) |
//! | unary `-` | [`negative`](negative()) |
//! | `!` | [`logical_not`](logical_not()) for `bool`, [`bitwise_invert`](bitwise_invert()) otherwise |
//!
//! Comparisons are the functions [`less`](crate::less()), [`equal`](crate::equal()), ... : Rust's
//! `PartialOrd` and `PartialEq` cannot return arrays. There is no `+=`: Rust's compound
//! assignment cannot return an error; write `add::with(&a, &b).out(&mut a2).call()` (the `out=` path).
//!
//! ```
//! let a = ivy::array![1i8, 2, 3]?;
//! let b = ivy::array![10i8, 20, 30]?;
//! let c = (&a + &b - &a)?; // a chain: `Result<Array> - &Array`
//! assert_eq!((c.dtype(), c.to_string()), (ivy::Dtype::Int8, "[10, 20, 30]".into()));
//! // Weak on either side; on the left, name the result's type (`1` could be any integer type).
//! let d: ivy::Array = (1 + &a)?;
//! let e: ivy::Array = ((&d - 1)? * 2)?;
//! assert_eq!(e.to_string(), "[2, 4, 6]");
//! let half = (&a * 0.5)?; // a float literal next to integers: float64, as in Ivy
//! assert_eq!(half.to_string(), "[0.5, 1., 1.5]");
//! assert!((&a + &ivy::array![1i8, 2]?).is_err()); // shapes that do not broadcast
//! # Ok::<(), ivy::Error>(())
//! ```

use std::ops::{Add, BitAnd, BitOr, BitXor, Div, Mul, Neg, Not, Rem, Shl, Shr, Sub};

use half::{bf16, f16};
use num_complex::{Complex32, Complex64};

use crate::array::Array;
use crate::call::ArrayLike;
use crate::error::Result;
use crate::functional::{
    add, bitwise_and, bitwise_invert, bitwise_left_shift, bitwise_or, bitwise_right_shift,
    bitwise_xor, divide, logical_not, multiply, negative, remainder, subtract,
};
use ivy_grammar::Dtype;

/// What an operator takes on its right (and, for `Result<Array>` and scalars, on its left): an
/// array, owned or borrowed, the `Result` of an earlier operation (its error passes on), or a
/// Rust scalar, which is weak.
pub trait OperatorInput: Sized {
    /// Runs `f` on the input as an [`ArrayLike`]; an `Err` input is returned as it is.
    fn with_array_like<T>(self, f: impl FnOnce(ArrayLike<'_>) -> Result<T>) -> Result<T>;
}

impl OperatorInput for &Array {
    #[inline]
    fn with_array_like<T>(self, f: impl FnOnce(ArrayLike<'_>) -> Result<T>) -> Result<T> {
        f(ArrayLike::Array(self))
    }
}

impl OperatorInput for Array {
    #[inline]
    fn with_array_like<T>(self, f: impl FnOnce(ArrayLike<'_>) -> Result<T>) -> Result<T> {
        f(ArrayLike::Array(&self))
    }
}

impl OperatorInput for Result<Array> {
    #[inline]
    fn with_array_like<T>(self, f: impl FnOnce(ArrayLike<'_>) -> Result<T>) -> Result<T> {
        f(ArrayLike::Array(&self?))
    }
}

/// Rust's scalar types: operator inputs on either side, weak.
macro_rules! scalar_inputs {
    ($($t:ty),*) => {$(
        impl OperatorInput for $t {
            #[inline]
            fn with_array_like<T>(self, f: impl FnOnce(ArrayLike<'_>) -> Result<T>) -> Result<T> {
                f(ArrayLike::from(self))
            }
        }
    )*};
}

scalar_inputs!(
    i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f32, f64, f16, bf16, bool, Complex32,
    Complex64
);

/// `$Trait` for every left side: arrays and results take any [`OperatorInput`] on the right;
/// a scalar on the left takes an array (`2 - &a`).
macro_rules! binary_operators {
    ($($Trait:ident::$method:ident => |$x:ident, $y:ident| $call:expr;)*) => {$(
        impl<R: OperatorInput> $Trait<R> for &Array {
            type Output = Result<Array>;
            #[inline]
            fn $method(self, rhs: R) -> Result<Array> {
                let $x = ArrayLike::Array(self);
                rhs.with_array_like(|$y| $call)
            }
        }

        impl<R: OperatorInput> $Trait<R> for Array {
            type Output = Result<Array>;
            #[inline]
            fn $method(self, rhs: R) -> Result<Array> {
                $Trait::$method(&self, rhs)
            }
        }

        binary_operators!(@left $Trait::$method => |$x, $y| $call; Result<Array>,
            i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f32, f64, f16, bf16, bool,
            Complex32, Complex64);
    )*};
    (@left $Trait:ident::$method:ident => |$x:ident, $y:ident| $call:expr; $($L:ty),*) => {$(
        impl $Trait<&Array> for $L {
            type Output = Result<Array>;
            #[inline]
            fn $method(self, rhs: &Array) -> Result<Array> {
                let $y = ArrayLike::Array(rhs);
                self.with_array_like(|$x| $call)
            }
        }

        impl $Trait<Array> for $L {
            type Output = Result<Array>;
            #[inline]
            fn $method(self, rhs: Array) -> Result<Array> {
                $Trait::$method(self, &rhs)
            }
        }
    )*};
}

binary_operators! {
    Add::add => |x, y| add(x, y);
    Sub::sub => |x, y| subtract(x, y);
    Mul::mul => |x, y| multiply(x, y);
    Div::div => |x, y| divide(x, y);
    Rem::rem => |x, y| remainder(x, y);
    BitAnd::bitand => |x, y| bitwise_and(x, y);
    BitOr::bitor => |x, y| bitwise_or(x, y);
    BitXor::bitxor => |x, y| bitwise_xor(x, y);
    Shl::shl => |x, y| bitwise_left_shift(x, y);
    Shr::shr => |x, y| bitwise_right_shift(x, y);
}

impl Neg for &Array {
    type Output = Result<Array>;
    #[inline]
    fn neg(self) -> Result<Array> {
        negative(self)
    }
}

impl Neg for Array {
    type Output = Result<Array>;
    #[inline]
    fn neg(self) -> Result<Array> {
        negative(&self)
    }
}

impl Not for &Array {
    type Output = Result<Array>;
    /// `logical_not` for `bool`, `bitwise_invert` otherwise (an error for floats, as NumPy's
    /// `~` on a float array).
    #[inline]
    fn not(self) -> Result<Array> {
        if self.dtype() == Dtype::Bool {
            logical_not(self)
        } else {
            bitwise_invert(self)
        }
    }
}

impl Not for Array {
    type Output = Result<Array>;
    #[inline]
    fn not(self) -> Result<Array> {
        !&self
    }
}
