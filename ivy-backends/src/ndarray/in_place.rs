//! The `into` kernels: each writes a call's result straight into its `out` array's own buffer
//! (`#[implements(f for NdArrayBackend, into)]`), for element-wise arithmetic and the
//! vectorised transcendentals, the functions a loop most often writes into `out`. Each
//! computes every element with the same function as its allocating kernel, so the results are
//! the same bit for bit; where `out` does not fit exactly (another shape or dtype, a strided
//! layout the vectorised kernels cannot write, elements a view shares), nothing is written and
//! the runtime falls back to the allocating kernel.

use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{Result, broadcasts_to};
use ndarray::{ArrayRefD, Dimension};

use super::backend::NdArrayBackend;
use super::buffer::Buffer;
use super::storage::NdArray;
use crate::elem::{InexactElem, NumElem};
use crate::loops::elementwise::{self, ZipRun};
use crate::loops::streamed::{self, Arith, Streamed};
use crate::loops::strided;
use crate::vmath::{Float, Function};

/// `$op` into `$out` for two arrays and `out` of one dtype of the class: `numeric` (not
/// `bool`: its `add` is a logical or, which stays with the allocating kernel) or `inexact`
/// (floats and complex); the dtypes of the second list (`float32` and `float64`) streamed past
/// the caches when large ([`zip_into_streamed`], `$arith` the operation). Any other
/// combination is `false`.
macro_rules! binary {
    (numeric, $($args:tt)*) => {
        binary!(@[
            Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64,
            Bfloat16, Float16, Complex64, Complex128
        ] [Float32, Float64] $($args)*)
    };
    (inexact, $($args:tt)*) => {
        binary!(@[Bfloat16, Float16, Complex64, Complex128] [Float32, Float64] $($args)*)
    };
    (@[$($V:ident),*] [$($S:ident),*]
     $name:expr, $x:expr, $y:expr, $out:expr, $op:path, $arith:ident) => {
        match ($x, $y, $out) {
            $((NdArray::$S(a), NdArray::$S(b), NdArray::$S(out)) => {
                zip_into_streamed($name, a, b, out, $op, Arith::$arith)
            })*
            $((NdArray::$V(a), NdArray::$V(b), NdArray::$V(out)) => {
                zip_into($name, a, b, out, $op)
            })*
            _ => Ok(false),
        }
    };
}

/// The `into` kernel `$kernel` of each `$f`: `$op` of two arrays and `out` of one dtype of
/// `$class` (see [`binary!`]).
macro_rules! binary_into {
    ($($f:ident $kernel:ident $class:ident $op:path, $arith:ident);*) => {$(
        #[doc = concat!("`", stringify!($f), "` into `out`.")]
        #[implements(f::$f for NdArrayBackend, into)]
        pub(crate) fn $kernel(inputs: &[&NdArray], out: &mut NdArray) -> Result<bool> {
            match *inputs {
                [x, y] => binary!($class, stringify!($f), x, y, out, $op, $arith),
                _ => Ok(false),
            }
        }
    )*};
}

binary_into!(
    add add_into numeric NumElem::add, Add;
    subtract subtract_into numeric NumElem::sub, Sub;
    multiply multiply_into numeric NumElem::mul, Mul;
    divide divide_into inexact InexactElem::div, Div
);

/// The `into` kernel `$kernel` of each vectorised `$f`, computing `Function::$F`.
macro_rules! transcendental_into {
    ($($f:ident $kernel:ident $F:ident),*) => {$(
        #[doc = concat!("`", stringify!($f), "` into `out`.")]
        #[implements(f::$f for NdArrayBackend, into)]
        pub(crate) fn $kernel(inputs: &[&NdArray], out: &mut NdArray) -> Result<bool> {
            match *inputs {
                [x] => Function::$F.map_into(x, out),
                _ => Ok(false),
            }
        }
    )*};
}

transcendental_into!(
    exp exp_into Exp,
    log log_into Log,
    sin sin_into Sin,
    cos cos_into Cos,
    tan tan_into Tan,
    tanh tanh_into Tanh,
    sigmoid sigmoid_into Sigmoid
);

/// `f` of `a` and `b` broadcast together, into `out` when that is exactly their broadcast
/// shape and `out` is in standard order (the shared loop, [`elementwise::zip_into_with`]).
fn zip_into<T: Copy + Send + Sync>(
    function: &'static str,
    a: &ArrayRefD<T>,
    b: &ArrayRefD<T>,
    out: &mut Buffer<T>,
    f: impl Fn(T, T) -> T + Sync + Send,
) -> Result<bool> {
    zip_into_with(function, a, b, out, &elementwise::zip_run(f))
}

/// [`zip_into`] for `float32` and `float64`, with non-temporal stores ([`streamed`]) where `a`,
/// `b` and `out` have one shape, in standard order, and `out` is too large for the caches
/// (the same results, bit for bit).
fn zip_into_streamed<T: Streamed + NumElem>(
    function: &'static str,
    a: &ArrayRefD<T>,
    b: &ArrayRefD<T>,
    out: &mut Buffer<T>,
    f: impl Fn(T, T) -> T + Sync + Send,
    op: Arith,
) -> Result<bool> {
    let large = out.len() * std::mem::size_of::<T>() >= streamed::STREAM_FROM;
    if large && a.shape() == out.shape() && b.shape() == out.shape() && writable(out) {
        let (x, y) = (a.as_slice(), b.as_slice());
        if let (Some(x), Some(y), Some(o)) = (x, y, out.as_slice_mut())
            && T::zip_streamed(op, x, y, o)
        {
            return Ok(true);
        }
    }
    zip_into(function, a, b, out, f)
}

/// [`zip_into`] with its innermost loop made already: compiled once per element type.
fn zip_into_with<T: Clone + Send + Sync>(
    function: &'static str,
    a: &ArrayRefD<T>,
    b: &ArrayRefD<T>,
    out: &mut Buffer<T>,
    run: &ZipRun<'_, T, T, T>,
) -> Result<bool> {
    if !writable(out) {
        return Ok(false);
    }
    let shape = out.raw_dim();
    let Some(out) = out.as_slice_mut() else {
        return Ok(false);
    };
    if let (Some(x), Some(y)) = (a.as_slice(), b.as_slice()) {
        return elementwise::zip_into_with(
            function,
            (x, a.shape()),
            (y, b.shape()),
            shape.slice(),
            out,
            run,
        );
    }
    // A strided operand: read in place, a block at a time, when it fits `out` exactly.
    if !broadcasts_to(a.shape(), b.shape(), shape.slice()) {
        return Ok(false);
    }
    strided::zip_into_with(function, a.view(), b.view(), shape.slice(), out, run)?;
    Ok(true)
}

/// Whether `out` can be written in place: in standard order, and held by nothing else. Elements
/// a view shares (a basic slice of `out`, or the array `out` is a slice of) are left to the
/// allocating kernel, whose fresh result replaces `out`'s (the view keeps its values,
/// copy-on-write; the allocation is fallible, where unsharing in place would not be).
fn writable<T: Clone>(out: &Buffer<T>) -> bool {
    out.is_standard_layout() && out.is_unique()
}

impl Function {
    /// `self(x)` into `out`, for `float32` and `float64` arrays in standard layout of one
    /// shape.
    fn map_into(self, x: &NdArray, out: &mut NdArray) -> Result<bool> {
        match (x, out) {
            (NdArray::Float32(x), NdArray::Float32(out)) => self.map_slices(x, out),
            (NdArray::Float64(x), NdArray::Float64(out)) => self.map_slices(x, out),
            _ => Ok(false),
        }
    }

    fn map_slices<T: Float>(self, x: &ArrayRefD<T>, out: &mut Buffer<T>) -> Result<bool> {
        if x.shape() != out.shape() || !writable(out) {
            return Ok(false);
        }
        let Some(out) = out.as_slice_mut() else {
            return Ok(false);
        };
        match x.as_slice() {
            Some(x) => self.map(x, out).map(|()| true),
            // Strided: read in place, a block at a time, with the same kernels.
            None => {
                strided::map_into(x.view(), out, &|x, out| T::map_blocks(self, x, out));
                Ok(true)
            }
        }
    }
}
