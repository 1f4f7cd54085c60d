//! Kernels that write a call's result straight into its `out` array's own buffer (see
//! [`Backend::compute_into`](ivy_runtime::Backend::compute_into)): element-wise arithmetic and
//! the vectorised transcendentals, the functions a loop most often writes into `out`. Each
//! computes every element with the same function as its allocating kernel, so the results are
//! the same bit for bit; where `out` does not fit exactly (another shape or dtype, a strided
//! layout the vectorised kernels cannot write), nothing is written and the runtime falls back
//! to the allocating kernel.

use ivy_runtime::functional as f;
use ivy_runtime::{FunctionDecl, Result};
use ndarray::{ArrayD, Dimension};

use super::storage::NdArray;
use crate::elem::{InexactElem, NumElem};
use crate::loops::elementwise;
use crate::vmath::{Float, Function};

/// `$op` into `$out` for two arrays and `out` of one dtype of the class: `numeric` (not
/// `bool`: its `add` is a logical or, which stays with the allocating kernel) or `inexact`
/// (floats and complex). Any other combination is `false`.
macro_rules! binary {
    (numeric, $($args:tt)*) => {
        binary!(@[
            Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64,
            Bfloat16, Float16, Float32, Float64, Complex64, Complex128
        ] $($args)*)
    };
    (inexact, $($args:tt)*) => {
        binary!(@[Bfloat16, Float16, Float32, Float64, Complex64, Complex128] $($args)*)
    };
    (@[$($V:ident),*] $name:expr, $x:expr, $y:expr, $out:expr, $op:path) => {
        match ($x, $y, $out) {
            $((NdArray::$V(a), NdArray::$V(b), NdArray::$V(out)) => {
                zip_into($name, a, b, out, $op)
            })*
            _ => Ok(false),
        }
    };
}

/// `function` of `inputs` written into `out`: `Ok(true)` if this module has an in-place kernel
/// for it and `out` fits, else `Ok(false)` with `out` untouched.
pub(crate) fn compute_into(
    function: &'static FunctionDecl,
    inputs: &[&NdArray],
    out: &mut NdArray,
) -> Result<bool> {
    let is = |decl: &'static FunctionDecl| std::ptr::eq(function, decl);
    match *inputs {
        [x, y] if is(f::add::DECL) => binary!(numeric, function.name, x, y, out, NumElem::add),
        [x, y] if is(f::subtract::DECL) => binary!(numeric, function.name, x, y, out, NumElem::sub),
        [x, y] if is(f::multiply::DECL) => binary!(numeric, function.name, x, y, out, NumElem::mul),
        [x, y] if is(f::divide::DECL) => {
            binary!(inexact, function.name, x, y, out, InexactElem::div)
        }
        [x] => match transcendental(function) {
            Some(f) => f.map_into(x, out),
            None => Ok(false),
        },
        _ => Ok(false),
    }
}

/// `f` of `a` and `b` broadcast together, into `out` when that is exactly their broadcast
/// shape and `out` is in standard order (the shared loop, [`elementwise::zip_into`]).
fn zip_into<T: Copy + Send + Sync>(
    function: &'static str,
    a: &ArrayD<T>,
    b: &ArrayD<T>,
    out: &mut ArrayD<T>,
    f: impl Fn(T, T) -> T + Sync + Send,
) -> Result<bool> {
    let (a, b) = (a.as_standard_layout(), b.as_standard_layout());
    let shape = out.raw_dim();
    let (Some(x), Some(y), Some(out)) = (a.as_slice(), b.as_slice(), out.as_slice_mut()) else {
        return Ok(false);
    };
    elementwise::zip_into(function, x, a.shape(), y, b.shape(), shape.slice(), out, f)
}

/// The vectorised function a declaration is, if it is one.
fn transcendental(function: &'static FunctionDecl) -> Option<Function> {
    [
        (f::exp::DECL, Function::Exp),
        (f::log::DECL, Function::Log),
        (f::sin::DECL, Function::Sin),
        (f::cos::DECL, Function::Cos),
        (f::tan::DECL, Function::Tan),
        (f::tanh::DECL, Function::Tanh),
        (f::sigmoid::DECL, Function::Sigmoid),
    ]
    .into_iter()
    .find_map(|(decl, f)| std::ptr::eq(function, decl).then_some(f))
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

    fn map_slices<T: Float>(self, x: &ArrayD<T>, out: &mut ArrayD<T>) -> Result<bool> {
        if x.shape() != out.shape() {
            return Ok(false);
        }
        match (x.as_slice(), out.as_slice_mut()) {
            (Some(x), Some(out)) => self.map(x, out).map(|()| true),
            _ => Ok(false),
        }
    }
}
