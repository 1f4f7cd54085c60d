//! Vectorised transcendental functions on slices of real floats: `exp`, `log`, `sin`, `cos`,
//! `tan`, `tanh` and `sigmoid` (`1 / (1 + e^-x)`) for `f32` and `f64`, and for `f16` and `bf16`
//! through `f32`.
//!
//! # Accuracy contract
//!
//! Measured as the distance, in units in the last place, from the correctly rounded result:
//! at most **2 ulp for `f32`** and **1 ulp for `f64`**, over every input, edge values
//! included. Special values follow IEEE 754 and C's libm: `exp` overflows to `inf` and
//! underflows through the subnormals to `0`; `log(±0) = -inf`, `log(x < 0) = NaN`,
//! `log(inf) = inf`; `sin`, `cos` and `tan` of `±inf` are `NaN`; `tanh(±inf) = ±1`;
//! `sigmoid(-inf) = 0`, `sigmoid(inf) = 1`; `NaN` in gives `NaN` out; `-0` is kept where libm
//! keeps it (`sin`, `tan`, `tanh` of `-0` are `-0`). `f16` and `bf16` compute in `f32` and round
//! once more, as the element-wise kernels always have. The tests in `tests.rs` check the
//! bounds against a correctly rounded reference (see there for how many points and which).
//!
//! # Method
//!
//! Each function is branch-free "lane" code over one element ([`exp`], [`log`], [`trig`],
//! [`logistic`]), written so that the compiler vectorises the loop over a block of elements
//! (`driver.rs`): range reduction, a polynomial, and reconstruction, all with fused
//! multiply-adds. Lanes outside a function's fast range (`NaN`, infinities, results that
//! would be subnormal, huge trigonometric arguments) are flagged in the same pass and
//! recomputed by a scalar path exact enough for them (libm in `f64`; libm's `f64` function
//! rounded, for `f32`); a group of lanes without such lanes pays one comparison per lane.
//!
//! * **Polynomials** are minimax approximations with coefficients rounded to the working
//!   type, computed with Sollya's `fpminimax` (each set of coefficients names its interval
//!   and error, and the command is in the comment above it).
//! * **Range reduction**: `exp` writes `x = k ln2 + r` with `|r| <= ln2/2` (Cody and Waite,
//!   `ln2` in two parts); `log` writes `x = 2^k m` with `m` near 1; the trigonometric
//!   functions write `x = n pi/2 + r` with `|r| <= pi/4` (Cody and Waite with `pi/2` in three
//!   parts), for `|x|` up to 2^17 (`f32`) or 2^20 (`f64`); larger arguments take the scalar
//!   path (libm's Payne-Hanek reduction).
//! * **Precision**: each type works in itself. Where one rounding would cost more than the
//!   error budget, the kernels carry unevaluated sums of two floats (`dd.rs`): the reduced
//!   argument of `sin`, `cos` and `tan` in `f64`, and of `tan` in `f32` too (there the
//!   rounded reduced argument alone can cost 2 ulp); `tan r`, whose negated reciprocal (odd
//!   quadrants) gets one Newton correction; `e^r` before scaling for `tanh` and `sigmoid`;
//!   the numerator and denominator of `tanh` and `sigmoid` (`sigmoid` in `f32` too), whose
//!   quotient gets one Newton correction. `f64` `sin` and `cos` are FreeBSD's
//!   `__kernel_sin` and `__kernel_cos`, `f64` `tan` has the shape of its `__kernel_tan` (one
//!   odd polynomial on `|r| <= pi/4`, without the `pi/4 - r` branch), and `f64` `log` is its
//!   `e_log.c` (`s = f / (2 + f)`), all made branch-free.
//!
//! # Dispatch
//!
//! The block loop runs in a function compiled for the best instruction set the CPU has, found
//! once at run time by [`pulp`] (x86-64: AVX-512, else AVX2 with FMA; aarch64: NEON), so one
//! binary runs everywhere and uses the wide registers where they exist. A CPU without SIMD
//! and FMA (or another target) gets the platform's libm element by element, whose accuracy
//! is the platform's.

mod dd;
mod driver;
pub mod exp;
pub mod log;
pub mod logistic;
mod poly;
pub mod trig;

#[cfg(test)]
mod tests;

use half::{bf16, f16};
use ivy_runtime::Result;

use crate::kernel_error as error;
use crate::loops::parallel;
pub(crate) use driver::dispatch;
use driver::{BLOCK, Kernel, Lanes, Slot};

/// Elements per piece of a parallel map: whole blocks, so every element is computed in the
/// block the serial loop puts it in, and the results are the same bit for bit.
const PIECE: usize = 16 * BLOCK;

/// A transcendental function with a vectorised kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Function {
    /// `e^x`.
    Exp,
    /// The natural logarithm.
    Log,
    /// The sine (radians).
    Sin,
    /// The cosine (radians).
    Cos,
    /// The tangent (radians).
    Tan,
    /// The hyperbolic tangent.
    Tanh,
    /// The logistic sigmoid `1 / (1 + e^-x)`.
    Sigmoid,
}

impl Function {
    /// Every function, in declaration order.
    pub const ALL: [Function; 7] = [
        Function::Exp,
        Function::Log,
        Function::Sin,
        Function::Cos,
        Function::Tan,
        Function::Tanh,
        Function::Sigmoid,
    ];

    /// The function's name, as errors give it.
    pub fn name(self) -> &'static str {
        match self {
            Function::Exp => "exp",
            Function::Log => "log",
            Function::Sin => "sin",
            Function::Cos => "cos",
            Function::Tan => "tan",
            Function::Tanh => "tanh",
            Function::Sigmoid => "sigmoid",
        }
    }

    /// `self(x)` for every element of `x`, into `out`; an error if the lengths differ.
    pub fn map<T: Float>(self, x: &[T], out: &mut [T]) -> Result<()> {
        if x.len() != out.len() {
            return Err(error::invalid(
                self.name(),
                format!(
                    "the output holds {} elements, the input {}; give an output of the input's \
                     length",
                    out.len(),
                    x.len()
                ),
            ));
        }
        parallel::for_each_piece(x, out, PIECE, |x, out| T::map_blocks(self, x, out));
        Ok(())
    }

    /// `self(x)` for every element of `x`, in place.
    pub fn map_in_place<T: Float>(self, x: &mut [T]) {
        parallel::for_each_piece_at(x, PIECE, |_, piece| self.map_in_place_serial(piece));
    }

    fn map_in_place_serial<T: Float>(self, x: &mut [T]) {
        let mut input = [T::ZERO; BLOCK];
        for chunk in x.chunks_mut(BLOCK) {
            let input = &mut input[..chunk.len()];
            input.copy_from_slice(chunk);
            T::map_blocks(self, input, chunk);
        }
    }

    /// `self(x)` for every element of `x`, as a new vector; an error (not an abort) if it
    /// cannot be allocated.
    #[allow(unsafe_code)]
    pub fn map_to_vec<T: Float>(self, x: &[T]) -> Result<Vec<T>> {
        // SAFETY: `map_blocks` writes every element of its output (see `Slot`), and it is
        // given exactly as many inputs (or the slice panics).
        unsafe {
            parallel::written(self.name(), &[x.len()], PIECE, |start, out| {
                T::map_blocks(self, &x[start..start + out.len()], out)
            })
        }
    }
}

/// The element types with vectorised kernels: `f32`, `f64`, and `f16`, `bf16` (through
/// `f32`).
pub trait Float: Copy + Send + Sync + sealed::Sealed {
    /// Zero, to initialise scratch buffers.
    const ZERO: Self;

    /// `f(x)` into `out` (the same length; every element is written), with the vectorised
    /// kernels.
    #[doc(hidden)]
    fn map_blocks<O: Slot<Self>>(f: Function, x: &[Self], out: &mut [O]);
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for f64 {}
    impl Sealed for half::f16 {}
    impl Sealed for half::bf16 {}
}

/// Runs kernel `K` of function `f` for element type `E` (a match over the functions, written
/// once for `f32` and `f64`).
fn map_native<E, O: Slot<E>>(f: Function, x: &[E], out: &mut [O])
where
    E: driver::Lane,
    exp::Exp: Lanes<E>,
    log::Log: Lanes<E>,
    trig::Sin: Lanes<E>,
    trig::Cos: Lanes<E>,
    trig::Tan: Lanes<E>,
    logistic::Tanh: Lanes<E>,
    logistic::Sigmoid: Lanes<E>,
{
    match f {
        Function::Exp => Kernel::<exp::Exp>::run(x, out),
        Function::Log => Kernel::<log::Log>::run(x, out),
        Function::Sin => Kernel::<trig::Sin>::run(x, out),
        Function::Cos => Kernel::<trig::Cos>::run(x, out),
        Function::Tan => Kernel::<trig::Tan>::run(x, out),
        Function::Tanh => Kernel::<logistic::Tanh>::run(x, out),
        Function::Sigmoid => Kernel::<logistic::Sigmoid>::run(x, out),
    }
}

impl Float for f32 {
    const ZERO: f32 = 0.0;
    fn map_blocks<O: Slot<f32>>(f: Function, x: &[f32], out: &mut [O]) {
        map_native(f, x, out)
    }
}

impl Float for f64 {
    const ZERO: f64 = 0.0;
    fn map_blocks<O: Slot<f64>>(f: Function, x: &[f64], out: &mut [O]) {
        map_native(f, x, out)
    }
}

macro_rules! half_float {
    ($($t:ty),*) => {$(
        impl Float for $t {
            const ZERO: $t = <$t>::ZERO;
            fn map_blocks<O: Slot<$t>>(f: Function, x: &[$t], out: &mut [O]) {
                use half::slice::HalfFloatSliceExt;
                let mut wide = [0.0f32; driver::BLOCK];
                let mut result = [0.0f32; driver::BLOCK];
                let mut narrow = [<$t>::ZERO; driver::BLOCK];
                for (x, out) in x.chunks(driver::BLOCK).zip(out.chunks_mut(driver::BLOCK)) {
                    let n = x.len();
                    let (wide, result, narrow) = (&mut wide[..n], &mut result[..n], &mut narrow[..n]);
                    x.convert_to_f32_slice(wide);
                    map_native(f, wide, result);
                    narrow.convert_from_f32_slice(result);
                    for (out, &value) in out.iter_mut().zip(narrow.iter()) {
                        out.set(value);
                    }
                }
            }
        }
    )*};
}

half_float!(f16, bf16);
