//! Rust's operators on containers (Ivy's `Container.__add__` and kin): each the declared
//! function of the operator, as on arrays ([`crate::operators`]), leaf by leaf through its
//! `nested` form. Between two containers of one structure the leaves pair up by key path; an
//! array or a scalar next to a container is used for every leaf. Each returns
//! `Result<Container>`, an error naming the leaf (or the key where the structures differ).
//!
//! ```
//! use ivy::Container;
//!
//! // Ivy's documented example of `x + y` for containers of arrays.
//! let x = Container::new().with("a", ivy::array![1, 2, 3]?).with("b", ivy::array![2, 3, 4]?);
//! let y = Container::new().with("a", ivy::array![4, 5, 6]?).with("b", ivy::array![5, 6, 7]?);
//! assert_eq!((&x + &y)?.to_string(), "a: [5, 7, 9]\nb: [ 7,  9, 11]\n");
//! // An array or a scalar goes with every leaf, on either side (a literal on the left with
//! // its type: `1i32`, as every integer type has the operator).
//! assert_eq!((&x * &ivy::array![10]?)?.to_string(), "a: [10, 20, 30]\nb: [20, 30, 40]\n");
//! assert_eq!((1i32 - &x)?.to_string(), "a: [ 0, -1, -2]\nb: [-1, -2, -3]\n");
//! assert_eq!((-&x)?.to_string(), "a: [-1, -2, -3]\nb: [-2, -3, -4]\n");
//! # Ok::<(), ivy::Error>(())
//! ```

use std::ops::{Add, BitAnd, BitOr, BitXor, Div, Mul, Neg, Rem, Shl, Shr, Sub};

use half::{bf16, f16};
use num_complex::{Complex32, Complex64};

use crate::array::Array;
use crate::container::{Container, Nest, NestArg};
use crate::error::{Error, Result};
use crate::functional::{
    add, bitwise_and, bitwise_left_shift, bitwise_or, bitwise_right_shift, bitwise_xor, divide,
    multiply, negative, remainder, subtract,
};
use crate::operators::OperatorInput;
use crate::scalar::Scalar;

/// The container of a nested call given at least one container.
fn leafwise(result: Result<Nest>) -> Result<Container> {
    match result? {
        Nest::Container(c) => Ok(c),
        Nest::Array(_) => Err(Error::InvalidInput(
            "a container operator gave an array, not a container".to_owned(),
        )),
    }
}

/// `$Trait` with a container on the left and anything a nested call takes on the right
/// (a container, an array, a scalar), and with a container on the right of an array, a
/// `Result<Array>` or a scalar.
macro_rules! container_operators {
    ($($Trait:ident::$method:ident => $f:path;)*) => {$(
        impl<'a, R: Into<NestArg<'a>>> $Trait<R> for &Container {
            type Output = Result<Container>;
            fn $method(self, rhs: R) -> Result<Container> {
                let rhs: NestArg<'_> = rhs.into();
                leafwise($f(self, rhs))
            }
        }

        impl<'a, R: Into<NestArg<'a>>> $Trait<R> for Container {
            type Output = Result<Container>;
            fn $method(self, rhs: R) -> Result<Container> {
                $Trait::$method(&self, rhs)
            }
        }

        container_operators!(@left $Trait::$method => $f; &Array, Array, Result<Array>,
            i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f32, f64, f16, bf16, bool,
            Complex32, Complex64, Scalar);
    )*};
    (@left $Trait:ident::$method:ident => $f:path; $($L:ty),*) => {$(
        impl $Trait<&Container> for $L {
            type Output = Result<Container>;
            fn $method(self, rhs: &Container) -> Result<Container> {
                self.with_array_like(|x| leafwise($f(x, rhs)))
            }
        }

        impl $Trait<Container> for $L {
            type Output = Result<Container>;
            fn $method(self, rhs: Container) -> Result<Container> {
                $Trait::$method(self, &rhs)
            }
        }
    )*};
}

/// `remainder` with `modulus = true`: the sign of the divisor, as `%` on arrays.
fn modulus<'a>(x: impl Into<NestArg<'a>>, y: impl Into<NestArg<'a>>) -> Result<Nest> {
    remainder::nested(x, y, true)
}

container_operators! {
    Add::add => add::nested;
    Sub::sub => subtract::nested;
    Mul::mul => multiply::nested;
    Div::div => divide::nested;
    Rem::rem => modulus;
    BitAnd::bitand => bitwise_and::nested;
    BitOr::bitor => bitwise_or::nested;
    BitXor::bitxor => bitwise_xor::nested;
    Shl::shl => bitwise_left_shift::nested;
    Shr::shr => bitwise_right_shift::nested;
}

impl Neg for &Container {
    type Output = Result<Container>;
    fn neg(self) -> Result<Container> {
        leafwise(negative::nested(self))
    }
}

impl Neg for Container {
    type Output = Result<Container>;
    fn neg(self) -> Result<Container> {
        -&self
    }
}
