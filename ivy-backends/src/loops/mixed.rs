//! Element-wise arithmetic on operands of different dtypes, the loop of both backends'
//! `mixed_dtypes` kernels (`#[implements(add for B, mixed_dtypes)]`): `int8 + float32` reads
//! the `int8` array and converts each element to `float32` as it goes, a block at a time, with
//! no `float32` copy of it made first. For add, subtract and multiply in any of the ten
//! primitive number types (the integers, `float32`, `float64`) and divide in `float32` and
//! `float64`, from operands of those types, each of the computation's shape in standard layout
//! or 0-d. The conversions are Rust's `as`, as `astype` converts between these types, and each
//! pair of elements is combined by the same function as in the one-dtype kernels, so the
//! results are those of converting first, bit for bit. Anything else (broadcasting other than
//! from 0-d, other layouts, `bool`, 16-bit floats, complex) is left to the runtime, which then
//! converts first.
//!
//! The kernel reads borrowed elements ([`Input`]) and returns the result's elements
//! ([`HostData`]) and shape, so each backend runs it over its own storage ([`compute`]) and
//! wraps the result without a copy (or an allocation for the shape).

use std::mem::MaybeUninit;

use ivy_runtime::{Dtype, HostData, HostElement, Result, element_count, with_dtype};
use num_traits::AsPrimitive;
use pulp::{Simd, WithSimd};

use crate::elem::{InexactElem, NumElem};
use crate::loops::parallel::{self, BLOCK};
use crate::vmath;

/// An operation of this module, the kernel of one function.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Op {
    /// `add`.
    Add,
    /// `subtract`.
    Subtract,
    /// `multiply`.
    Multiply,
    /// `divide` (in `float32` and `float64` only).
    Divide,
}

/// A backend's `mixed_dtypes` kernels of `add`, `subtract`, `multiply` and `divide`, each
/// `$compute(op, name, inputs, dtype)` over the backend's native type `$N` (the backend reads
/// its storage into [`Input`]s and wraps the result).
macro_rules! mixed_dtypes_kernels {
    ($B:ty, $N:ty, $E:ty, $compute:path) => {
        $crate::loops::mixed::mixed_dtypes_kernels!(@ $B, $N, $E, $compute;
            add Add add_mixed, subtract Subtract subtract_mixed,
            multiply Multiply multiply_mixed, divide Divide divide_mixed);
    };
    (@ $B:ty, $N:ty, $E:ty, $compute:path; $($f:ident $op:ident $kernel:ident),*) => {$(
        #[doc = concat!("`", stringify!($f), "` of inputs of different dtypes, converted as read.")]
        #[::ivy_macros::implements(::ivy_runtime::functional::$f for $B, mixed_dtypes)]
        pub(crate) fn $kernel(
            inputs: &[&$N],
            dtype: ::ivy_runtime::Dtype,
        ) -> ::core::result::Result<Option<$N>, $E> {
            $compute($crate::loops::mixed::Op::$op, stringify!($f), inputs, dtype)
        }
    )*};
}
pub(crate) use mixed_dtypes_kernels;

/// `op` of two inputs computed in `dtype`, or `None` where this module has no loop for it
/// (or the inputs' shapes are not the computation's or 0-d).
pub(crate) fn compute<'a>(
    op: Op,
    function: &'static str,
    [x, y]: [Input<'a>; 2],
    dtype: Dtype,
) -> Result<Option<(HostData, &'a [usize])>> {
    macro_rules! compute {
        ($op:path, $class:tt) => {
            with_dtype!(dtype, $class, T => binary::<T>(function, x, y, $op), _ => Ok(None))
        };
        ($op:path) => {
            compute!($op, primitive)
        };
    }
    match op {
        Op::Add => compute!(NumElem::add),
        Op::Subtract => compute!(NumElem::sub),
        Op::Multiply => compute!(NumElem::mul),
        Op::Divide => compute!(InexactElem::div, [Float32, Float64]),
    }
}

/// `op` of `x` and `y` read as `T`, or `None` when an operand is not one this module reads.
#[allow(unsafe_code)]
fn binary<'a, T: Primitive>(
    function: &'static str,
    x: Input<'a>,
    y: Input<'a>,
    op: impl Fn(T, T) -> T + Sync + Send,
) -> Result<Option<(HostData, &'a [usize])>> {
    let shape = if x.shape.is_empty() { y.shape } else { x.shape };
    let (Some(a), Some(b)) = (Operand::new(x, shape), Operand::new(y, shape)) else {
        return Ok(None);
    };
    // Elements `start..start + out.len()` into `out`, compiled for the CPU's best instruction
    // set (the conversions and `op` vectorise).
    let fill = |start: usize, out: &mut [MaybeUninit<T>]| {
        vmath::dispatch(Piece {
            a: &a,
            b: &b,
            op: &op,
            start,
            out,
        })
    };
    // SAFETY: `read` gives exactly as many elements as asked for (or panics), so `Piece`
    // writes every element of each `out`.
    let values = unsafe { parallel::written(function, shape, 16 * BLOCK, fill)? };
    Ok(Some((T::into_data(values), shape)))
}

/// Elements `start..start + out.len()` of `op(a, b)` into `out`, a block at a time: each
/// operand read in place or converted into scratch, and combined as the result is written.
struct Piece<'a, T, F> {
    a: &'a Operand<'a, T>,
    b: &'a Operand<'a, T>,
    op: &'a F,
    start: usize,
    out: &'a mut [MaybeUninit<T>],
}

impl<T: Primitive, F: Fn(T, T) -> T> WithSimd for Piece<'_, T, F> {
    type Output = ();

    #[inline(always)]
    fn with_simd<S: Simd>(self, _simd: S) {
        let (mut scratch_a, mut scratch_b) = ([T::default(); BLOCK], [T::default(); BLOCK]);
        for (i, out) in self.out.chunks_mut(BLOCK).enumerate() {
            let start = self.start + i * BLOCK;
            let x = self.a.read(start, &mut scratch_a[..out.len()]);
            let y = self.b.read(start, &mut scratch_b[..out.len()]);
            for ((out, &x), &y) in out.iter_mut().zip(x).zip(y) {
                out.write((self.op)(x, y));
            }
        }
    }
}

/// An operand as the kernel reads it, in the computation's type `T`.
enum Operand<'a, T> {
    /// Elements of type `T`, read in place.
    Same(&'a [T]),
    /// One element (a 0-d array), converted once.
    Splat(T),
    /// Elements of another type, converted a block at a time.
    Converted(Elements<'a>),
}

impl<'a, T: Primitive> Operand<'a, T> {
    /// `x` as an operand of a computation of `shape`: 0-d, or of that shape.
    fn new(x: Input<'a>, shape: &[usize]) -> Option<Self> {
        if x.shape.is_empty() {
            let mut one = [T::default()];
            T::convert(x.elements, 0, &mut one);
            return Some(Operand::Splat(one[0]));
        }
        if x.shape != shape {
            return None;
        }
        Some(T::same(x.elements).map_or(Operand::Converted(x.elements), Operand::Same))
    }

    /// Elements `start..start + block.len()`: read in place, or converted into `block`.
    #[inline(always)]
    fn read<'b>(&'b self, start: usize, block: &'b mut [T]) -> &'b [T] {
        match self {
            Operand::Same(values) => &values[start..start + block.len()],
            Operand::Splat(value) => {
                block.fill(*value);
                block
            }
            Operand::Converted(x) => {
                T::convert(*x, start, block);
                block
            }
        }
    }
}

/// A kernel's input: elements borrowed in row-major order, and their shape (`[]` for one
/// element, 0-d).
#[derive(Clone, Copy)]
pub(crate) struct Input<'a> {
    elements: Elements<'a>,
    shape: &'a [usize],
}

impl<'a> Input<'a> {
    /// `elements` of `shape`; `None` when they are not as many as `shape` holds (or it holds
    /// too many to count: that error, and the name it would carry, is dropped).
    pub(crate) fn new(elements: Elements<'a>, shape: &'a [usize]) -> Option<Self> {
        let count = element_count("mixed", shape).ok();
        (count == Some(elements.len())).then_some(Input { elements, shape })
    }
}

/// Elements of one of the ten primitive number types.
#[derive(Clone, Copy)]
pub(crate) enum Elements<'a> {
    Int8(&'a [i8]),
    Int16(&'a [i16]),
    Int32(&'a [i32]),
    Int64(&'a [i64]),
    Uint8(&'a [u8]),
    Uint16(&'a [u16]),
    Uint32(&'a [u32]),
    Uint64(&'a [u64]),
    Float32(&'a [f32]),
    Float64(&'a [f64]),
}

/// `$body` with `$a` bound to the slice `$x` (an [`Elements`]) holds, whatever its type.
macro_rules! each {
    ($x:expr, $a:ident => $body:expr) => {
        match $x {
            Elements::Int8($a) => $body,
            Elements::Int16($a) => $body,
            Elements::Int32($a) => $body,
            Elements::Int64($a) => $body,
            Elements::Uint8($a) => $body,
            Elements::Uint16($a) => $body,
            Elements::Uint32($a) => $body,
            Elements::Uint64($a) => $body,
            Elements::Float32($a) => $body,
            Elements::Float64($a) => $body,
        }
    };
}

impl Elements<'_> {
    fn len(&self) -> usize {
        each!(self, a => a.len())
    }
}

/// The ten primitive number types a mixed computation runs in.
pub(crate) trait Primitive: HostElement + Default {
    /// `values` as [`Elements`].
    fn elements(values: &[Self]) -> Elements<'_>;

    /// The slice `x` holds when its elements are of this type.
    fn same(x: Elements<'_>) -> Option<&[Self]>;

    /// Elements `start..start + out.len()` of `x` converted to `Self` with `as` into `out`.
    fn convert(x: Elements<'_>, start: usize, out: &mut [Self]);
}

/// `out[i] = a[start + i] as T`.
#[inline(always)]
fn convert_from<S: AsPrimitive<T>, T: Copy + 'static>(a: &[S], start: usize, out: &mut [T]) {
    let values = &a[start..start + out.len()];
    for (out, value) in out.iter_mut().zip(values) {
        *out = value.as_();
    }
}

/// Elements `start..start + out.len()` of `x` converted into `out`, as `pulp` runs it: compiled
/// once per (source, target) pair and instruction set, apart from the operations that read it.
struct Convert<'a, T> {
    x: Elements<'a>,
    start: usize,
    out: &'a mut [T],
}

impl<T: Primitive> WithSimd for Convert<'_, T>
where
    i8: AsPrimitive<T>,
    i16: AsPrimitive<T>,
    i32: AsPrimitive<T>,
    i64: AsPrimitive<T>,
    u8: AsPrimitive<T>,
    u16: AsPrimitive<T>,
    u32: AsPrimitive<T>,
    u64: AsPrimitive<T>,
    f32: AsPrimitive<T>,
    f64: AsPrimitive<T>,
{
    type Output = ();

    #[inline(always)]
    fn with_simd<S: Simd>(self, _simd: S) {
        each!(self.x, a => convert_from(a, self.start, self.out))
    }
}

macro_rules! primitive {
    ($($T:ty => $V:ident),*) => {$(
        impl Primitive for $T {
            fn elements(values: &[$T]) -> Elements<'_> {
                Elements::$V(values)
            }

            fn same(x: Elements<'_>) -> Option<&[$T]> {
                match x {
                    Elements::$V(a) => Some(a),
                    _ => None,
                }
            }

            fn convert(x: Elements<'_>, start: usize, out: &mut [$T]) {
                vmath::dispatch(Convert { x, start, out })
            }
        }
    )*};
}

primitive!(
    i8 => Int8, i16 => Int16, i32 => Int32, i64 => Int64,
    u8 => Uint8, u16 => Uint16, u32 => Uint32, u64 => Uint64,
    f32 => Float32, f64 => Float64
);
