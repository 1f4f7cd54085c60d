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
//! `PartialOrd` and `PartialEq` cannot return arrays, so `a < b` and `a == b` are compile errors
//! whose help names the functions (see [`CompareWithLessGreaterEqualFunctions`]).
//!
//! Compound assignment (`+= -= *= /= %= &= |= ^= <<= >>=`, each the function of its operator)
//! is on `Result<Array>`: Rust's `add_assign` returns nothing, so an error can only be kept in
//! the target. On an `Ok` target, `acc += &b` is `add::with(&a, &b).out(&mut a).call()` with
//! `a` the target (the `out=` path): the result is written in place and every clone of the
//! target sees it. A result that does not fit the target, in dtype (an int8 target `+= 2.5`
//! is float64, as NumPy's in-place `add` refuses to cast) or in shape (a right side that
//! broadcasts the target larger), makes the target that error, the target's array untouched;
//! an `Err` target stays as it is, the first error of a chain. The right side is an array or
//! a weak [`Scalar`] (`acc *= Scalar::from(2)`): as for a `Result` on the left of `*`, the
//! orphan rule forbids `Result<Array> *= i32` (two types of other crates), and a `Result` on
//! the right has its `?`. There is no `+=` on `Array` itself: it could only panic.
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
//! assert_eq!(half.to_string(), "[0.5, 1. , 1.5]");
//! assert!((&a + &ivy::array![1i8, 2]?).is_err()); // shapes that do not broadcast
//! # Ok::<(), ivy::Error>(())
//! ```
//!
//! Compound assignment, and the write seen through a clone:
//!
//! ```
//! let x = ivy::array![1i8, 2, 3]?;
//! let seen = x.clone(); // shares x's storage
//! let mut acc: ivy::Result<ivy::Array> = Ok(x);
//! acc += &ivy::array![10i8, 20, 30]?;
//! acc *= ivy::Scalar::from(2); // weak: int8 stays int8
//! let x = acc?;
//! assert_eq!((x.dtype(), x.to_string()), (ivy::Dtype::Int8, "[22, 44, 66]".into()));
//! assert_eq!(seen.to_string(), "[22, 44, 66]");
//! // int8 + 2.5 is float64, which does not cast to int8: an error, and x is left as it was.
//! let mut acc: ivy::Result<ivy::Array> = Ok(x);
//! acc += ivy::Scalar::from(2.5);
//! acc -= &seen; // an `Err` target stays the first error
//! let e = acc.unwrap_err().to_string();
//! assert!(e.starts_with("add: out has dtype `int8`, but the result is `float64`"), "{e}");
//! assert_eq!(seen.to_string(), "[22, 44, 66]");
//! # Ok::<(), ivy::Error>(())
//! ```

use std::ops::{
    Add, AddAssign, BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Div, DivAssign,
    Mul, MulAssign, Neg, Not, Rem, RemAssign, Shl, ShlAssign, Shr, ShrAssign, Sub, SubAssign,
};

use half::{bf16, f16};
use num_complex::{Complex32, Complex64};

use crate::array::Array;
use crate::call::ArrayLike;
use crate::error::Result;
use crate::functional::{
    add, bitwise_and, bitwise_invert, bitwise_left_shift, bitwise_or, bitwise_right_shift,
    bitwise_xor, divide, logical_not, multiply, negative, remainder, subtract,
};
use crate::scalar::Scalar;
use ivy_grammar::Dtype;

/// What an operator takes on its right (and, for `Result<Array>` and scalars, on its left): an
/// array, owned or borrowed, the `Result` of an earlier operation (its error passes on), or a
/// Rust scalar or [`Scalar`], which is weak.
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

/// Rust's scalar types and [`Scalar`]: operator inputs on either side, weak.
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
    Complex64, Scalar
);

/// `$Trait` for every left side: arrays and results take any [`OperatorInput`] on the right;
/// a scalar on the left takes an array (`2 - &a`). `$Assign` for `Result<Array>`, with an
/// array or a [`Scalar`] on the right (the orphan rule allows no other: a local type must be
/// on one side): `$f` written into the target through `out=` (see [`assign`]).
macro_rules! binary_operators {
    ($($Trait:ident::$method:ident, $Assign:ident::$assign:ident => $f:ident;)*) => {$(
        impl<R: OperatorInput> $Trait<R> for &Array {
            type Output = Result<Array>;
            #[inline]
            fn $method(self, rhs: R) -> Result<Array> {
                rhs.with_array_like(|y| $f(ArrayLike::Array(self), y))
            }
        }

        impl<R: OperatorInput> $Trait<R> for Array {
            type Output = Result<Array>;
            #[inline]
            fn $method(self, rhs: R) -> Result<Array> {
                $Trait::$method(&self, rhs)
            }
        }

        binary_operators!(@assign $Assign::$assign => $f; &Array, Array, Scalar);

        binary_operators!(@left $Trait::$method => $f; Result<Array>,
            i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f32, f64, f16, bf16, bool,
            Complex32, Complex64, Scalar);
    )*};
    (@assign $Assign:ident::$assign:ident => $f:ident; $($R:ty),*) => {$(
        impl $Assign<$R> for Result<Array> {
            #[inline]
            fn $assign(&mut self, rhs: $R) {
                assign(self, |x, out| rhs.with_array_like(|y| $f::with(x, y).out(out).call()));
            }
        }
    )*};
    (@left $Trait:ident::$method:ident => $f:ident; $($L:ty),*) => {$(
        impl $Trait<&Array> for $L {
            type Output = Result<Array>;
            #[inline]
            fn $method(self, rhs: &Array) -> Result<Array> {
                self.with_array_like(|x| $f(x, ArrayLike::Array(rhs)))
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
    Add::add, AddAssign::add_assign => add;
    Sub::sub, SubAssign::sub_assign => subtract;
    Mul::mul, MulAssign::mul_assign => multiply;
    Div::div, DivAssign::div_assign => divide;
    Rem::rem, RemAssign::rem_assign => remainder;
    BitAnd::bitand, BitAndAssign::bitand_assign => bitwise_and;
    BitOr::bitor, BitOrAssign::bitor_assign => bitwise_or;
    BitXor::bitxor, BitXorAssign::bitxor_assign => bitwise_xor;
    Shl::shl, ShlAssign::shl_assign => bitwise_left_shift;
    Shr::shr, ShrAssign::shr_assign => bitwise_right_shift;
}

/// Every compound assignment: on an `Ok` target, `op(x, out)` computes with `x` the target
/// and writes into `out`, the target itself (the `out=` path); its error replaces the target.
/// An `Err` target stays as it is, the first error of a chain. `x` is a clone of the target,
/// so it shares the storage `out` writes (read before written, as every `out=` input that
/// shares `out`'s storage).
#[inline]
fn assign(target: &mut Result<Array>, op: impl FnOnce(ArrayLike<'_>, &mut Array) -> Result<Array>) {
    if let Ok(out) = target {
        let x = out.clone();
        if let Err(e) = op(ArrayLike::Array(&x), out) {
            *target = Err(e);
        }
    }
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

/// Implemented by no type: the bound that makes `a < b` and `a == b` on arrays a compile error
/// naming the functions to use instead. Rust's `PartialOrd` and `PartialEq` return one `bool`,
/// an array comparison returns an array: compare with [`less`](crate::less()),
/// [`less_equal`](crate::less_equal()), [`greater`](crate::greater()),
/// [`greater_equal`](crate::greater_equal()), [`equal`](crate::equal()) and
/// [`not_equal`](crate::not_equal()) (or their methods, `a.less(&b)?`), and reduce with
/// [`all`](crate::all()) or [`any`](crate::any()) where one `bool` is wanted. rustc takes no
/// message of ours for its own traits, so the trait's name is the message: the error reads
/// "the trait `CompareWithLessGreaterEqualFunctions` is not implemented for `Array`".
///
/// ```compile_fail
/// let (a, b) = (ivy::array![1, 2]?, ivy::array![2, 1]?);
/// let _ = &a < &b;
/// # Ok::<(), ivy::Error>(())
/// ```
pub trait CompareWithLessGreaterEqualFunctions: sealed::Never {}

mod sealed {
    /// Implemented by no type, so nothing can implement the comparison bound.
    pub trait Never {}
}

impl<T: CompareWithLessGreaterEqualFunctions> PartialEq<T> for Array {
    /// Never called: no type meets the bound.
    fn eq(&self, _: &T) -> bool {
        false
    }
}

impl<T: CompareWithLessGreaterEqualFunctions> PartialOrd<T> for Array {
    /// Never called: no type meets the bound.
    fn partial_cmp(&self, _: &T) -> Option<std::cmp::Ordering> {
        None
    }
}
