//! Reductions and scans: `sum`, `prod`, `cumsum`.
//!
//! Each casts its input to the requested dtype first (with [`astype`](super::cast::astype)),
//! then reduces in that dtype: integers wrap, `float16` and `bfloat16` accumulate in `f32`
//! and round once at the end, `bool` sums are logical or and products logical and.

use ivy_runtime::{Dtype, Result};
use ndarray::{ArrayD, Axis, IxDyn};

use super::backend::NdArrayBackend;
use super::cast::as_dtype;
use super::dispatch::{MapNumeric, classes, takes};
use super::elem::NumElem;
use super::storage::{Element, NdArray};
use ivy_macros::{implements, kernels};
use ivy_runtime::KernelDecl;
use ivy_runtime::functional as f;
use ivy_runtime::normalize_axis;

#[derive(Clone, Copy)]
enum Op {
    Sum,
    Prod,
}

impl Op {
    fn name(self) -> &'static str {
        match self {
            Op::Sum => "sum",
            Op::Prod => "prod",
        }
    }

    fn init<T: Element>(self) -> T {
        match self {
            Op::Sum => T::zero(),
            Op::Prod => T::one(),
        }
    }

    fn apply<T: NumElem>(self, a: T, b: T) -> T {
        match self {
            Op::Sum => a.add(b),
            Op::Prod => a.mul(b),
        }
    }

    fn apply_bool(self, a: bool, b: bool) -> bool {
        match self {
            Op::Sum => a | b,
            Op::Prod => a & b,
        }
    }
}

/// Folds `a` with `fold` over `axis` (every axis when `None`), keeping reduced axes as length
/// 1 when `keepdims`.
fn fold<T: Copy, B: Clone>(
    a: &ArrayD<T>,
    axis: Option<usize>,
    keepdims: bool,
    init: B,
    fold: impl Fn(B, T) -> B,
) -> ArrayD<B> {
    match axis {
        Some(ax) => {
            let r = a.fold_axis(Axis(ax), init, |acc, &x| fold(acc.clone(), x));
            if keepdims { r.insert_axis(Axis(ax)) } else { r }
        }
        None => {
            let total = a.iter().fold(init, |acc, &x| fold(acc, x));
            let shape = if keepdims { vec![1; a.ndim()] } else { vec![] };
            ArrayD::from_elem(IxDyn(&shape), total)
        }
    }
}

struct Reduce {
    op: Op,
    axis: Option<usize>,
    keepdims: bool,
}

impl MapNumeric for Reduce {
    const NAME: &'static str = "sum/prod";
    type Output = NdArray;

    fn f<T: NumElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
        let op = self.op;
        let acc = fold(
            a,
            self.axis,
            self.keepdims,
            op.init::<T::Acc>(),
            |acc, x: T| op.apply(acc, x.to_acc()),
        );
        Ok(acc.mapv(T::from_acc).into())
    }
}

fn reduce(
    op: Op,
    x: &NdArray,
    axis: Option<isize>,
    keepdims: bool,
    dtype: Dtype,
) -> Result<NdArray> {
    let axis = axis
        .map(|a| normalize_axis(op.name(), a, x.ndim()))
        .transpose()?;
    let x = as_dtype(x, dtype)?;
    if let NdArray::Bool(a) = &*x {
        let r = fold(a, axis, keepdims, op.init::<bool>(), |acc, b| {
            op.apply_bool(acc, b)
        });
        return Ok(r.into());
    }
    Reduce { op, axis, keepdims }.map(&x)
}

/// The sum of `x`'s elements over `axis` (all of them when `None`; negative counts from the
/// end), computed in `dtype` after casting `x` to it. An empty sum is 0; a `bool` sum is
/// logical or. An axis out of range is an error.
#[implements(f::sum for NdArrayBackend)]
pub fn sum(x: &NdArray, axis: Option<isize>, keepdims: bool, dtype: Dtype) -> Result<NdArray> {
    reduce(Op::Sum, x, axis, keepdims, dtype)
}

/// The product of `x`'s elements over `axis` (all of them when `None`), computed in `dtype`
/// after casting `x` to it. An empty product is 1; a `bool` product is logical and.
#[implements(f::prod for NdArrayBackend)]
pub fn prod(x: &NdArray, axis: Option<isize>, keepdims: bool, dtype: Dtype) -> Result<NdArray> {
    reduce(Op::Prod, x, axis, keepdims, dtype)
}

struct CumSum(usize);

impl MapNumeric for CumSum {
    const NAME: &'static str = "cumsum";
    type Output = NdArray;

    fn f<T: NumElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
        let mut acc = a.mapv(T::to_acc);
        acc.accumulate_axis_inplace(Axis(self.0), |prev, cur| *cur = prev.add(*cur));
        Ok(acc.mapv(T::from_acc).into())
    }
}

/// The running sums of `x` along `axis` (negative counts from the end), computed in `dtype`
/// after casting `x` to it; the same shape as `x`. A `bool` running sum is a running or.
#[implements(f::cumsum for NdArrayBackend)]
pub fn cumsum(x: &NdArray, axis: isize, dtype: Dtype) -> Result<NdArray> {
    let axis = normalize_axis("cumsum", axis, x.ndim())?;
    let x = as_dtype(x, dtype)?;
    if let NdArray::Bool(a) = &*x {
        let mut r = a.clone();
        r.accumulate_axis_inplace(Axis(axis), |prev, cur| *cur |= *prev);
        return Ok(r.into());
    }
    CumSum(axis).map(&x)
}

// What each kernel's code takes, checked against its declarations at compile time.
takes!(__ivy_kernel_sum, classes::ALL);
takes!(__ivy_kernel_prod, classes::ALL);
takes!(__ivy_kernel_cumsum, classes::ALL);

/// The reduction kernels, for [`Backend::kernels`](ivy_runtime::Backend::kernels).
pub(crate) fn kernels() -> Vec<&'static KernelDecl> {
    kernels![sum, prod, cumsum]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ndarray::test_support::arr;
    use half::{bf16, f16};
    use num_complex::Complex;

    #[test]
    fn sum_over_axes() {
        let x = arr(vec![1i32, 2, 3, 4, 5, 6], &[2, 3]);
        assert_eq!(
            sum(&x, None, false, Dtype::Int32).unwrap(),
            arr(vec![21i32], &[])
        );
        assert_eq!(
            sum(&x, None, true, Dtype::Int64).unwrap(),
            arr(vec![21i64], &[1, 1])
        );
        assert_eq!(
            sum(&x, Some(0), false, Dtype::Int32).unwrap(),
            arr(vec![5i32, 7, 9], &[3])
        );
        assert_eq!(
            sum(&x, Some(-1), true, Dtype::Int32).unwrap(),
            arr(vec![6i32, 15], &[2, 1])
        );
        assert_eq!(
            sum(&x, Some(1), false, Dtype::Float32).unwrap(),
            arr(vec![6.0f32, 15.0], &[2])
        );
        let msg = sum(&x, Some(2), false, Dtype::Int32)
            .unwrap_err()
            .to_string();
        assert!(msg.contains("sum") && msg.contains("axis 2"), "{msg}");
        assert!(sum(&x, Some(-3), false, Dtype::Int32).is_err());
        assert_eq!(
            sum(&arr(Vec::<f64>::new(), &[0]), None, false, Dtype::Float64).unwrap(),
            arr(vec![0.0f64], &[])
        );
    }

    #[test]
    fn sums_wrap_and_cast_first() {
        let x = arr(vec![100i8, 100], &[2]);
        assert_eq!(
            sum(&x, None, false, Dtype::Int8).unwrap(),
            arr(vec![-56i8], &[])
        );
        assert_eq!(
            sum(&x, None, false, Dtype::Int16).unwrap(),
            arr(vec![200i16], &[])
        );
        let f = arr(vec![1.7f64, 1.7], &[2]);
        assert_eq!(
            sum(&f, None, false, Dtype::Int32).unwrap(),
            arr(vec![2i32], &[])
        );
        assert!(
            sum(
                &arr(vec![Complex::new(1.0f32, 1.0)], &[1]),
                None,
                false,
                Dtype::Float32
            )
            .is_err()
        );
    }

    #[test]
    fn halves_accumulate_in_f32() {
        // 2048 + 1 + 1 in f16 step by step would stay at 2048 (spacing 2); in f32 it is 2050.
        let h = arr([2048.0f32, 1.0, 1.0].map(f16::from_f32).to_vec(), &[3]);
        assert_eq!(
            sum(&h, None, false, Dtype::Float16).unwrap(),
            arr(vec![f16::from_f32(2050.0)], &[])
        );
        let b = arr([1.5f32, 2.0, 4.0].map(bf16::from_f32).to_vec(), &[3]);
        assert_eq!(
            prod(&b, None, false, Dtype::Bfloat16).unwrap(),
            arr(vec![bf16::from_f32(12.0)], &[])
        );
    }

    #[test]
    fn bool_sum_is_or_and_prod_is_and() {
        let x = arr(vec![true, false, false, false], &[2, 2]);
        assert_eq!(
            sum(&x, Some(1), false, Dtype::Bool).unwrap(),
            arr(vec![true, false], &[2])
        );
        assert_eq!(
            prod(&x, None, false, Dtype::Bool).unwrap(),
            arr(vec![false], &[])
        );
        assert_eq!(
            sum(&x, None, false, Dtype::Int64).unwrap(),
            arr(vec![1i64], &[])
        );
        assert_eq!(
            prod(&arr(Vec::<bool>::new(), &[0]), None, false, Dtype::Bool).unwrap(),
            arr(vec![true], &[])
        );
    }

    #[test]
    fn prod_and_complex() {
        let x = arr(vec![1u8, 2, 3, 4, 5, 6], &[3, 2]);
        assert_eq!(
            prod(&x, Some(0), false, Dtype::Uint8).unwrap(),
            arr(vec![15u8, 48], &[2])
        );
        // 2 * 4 * 6 * ... wraps: 1*2*3*4*5*6 = 720 = 2*256 + 208.
        assert_eq!(
            prod(&x, None, false, Dtype::Uint8).unwrap(),
            arr(vec![208u8], &[])
        );
        let c = arr(
            vec![Complex::new(0.0f64, 1.0), Complex::new(0.0, 1.0)],
            &[2],
        );
        assert_eq!(
            prod(&c, None, false, Dtype::Complex128).unwrap(),
            arr(vec![Complex::new(-1.0f64, 0.0)], &[])
        );
        assert_eq!(
            sum(&c, None, true, Dtype::Complex64).unwrap(),
            arr(vec![Complex::new(0.0f32, 2.0)], &[1])
        );
    }

    #[test]
    fn cumsum_along_an_axis() {
        let x = arr(vec![1i32, 2, 3, 4, 5, 6], &[2, 3]);
        assert_eq!(
            cumsum(&x, 1, Dtype::Int32).unwrap(),
            arr(vec![1i32, 3, 6, 4, 9, 15], &[2, 3])
        );
        assert_eq!(
            cumsum(&x, -2, Dtype::Float64).unwrap(),
            arr(vec![1.0f64, 2.0, 3.0, 5.0, 7.0, 9.0], &[2, 3])
        );
        assert_eq!(
            cumsum(&arr(vec![127i8, 1, 1], &[3]), 0, Dtype::Int8).unwrap(),
            arr(vec![127i8, -128, -127], &[3])
        );
        assert_eq!(
            cumsum(&arr(vec![false, true, false], &[3]), 0, Dtype::Bool).unwrap(),
            arr(vec![false, true, true], &[3])
        );
        assert_eq!(
            cumsum(&arr(vec![true, true], &[2]), 0, Dtype::Uint8).unwrap(),
            arr(vec![1u8, 2], &[2])
        );
        assert!(cumsum(&x, 2, Dtype::Int32).is_err());
        assert!(cumsum(&arr(vec![1i32], &[]), 0, Dtype::Int32).is_err());
    }
}
