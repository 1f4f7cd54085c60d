//! Reductions and scans: `sum`, `prod`, `cumsum`. Each casts its input to the requested dtype
//! first, then reduces in that dtype: integers wrap, `float16` and `bfloat16` accumulate in
//! `f32` and round once at the end (as on the ndarray backend, with the same element
//! arithmetic).
//!
//! Only `sum` of `float32` and `float64` is candle's own. The rest is ours ([`Map1`]), because
//! candle's versions get it wrong:
//!
//! * integer sums use plain `+`, which panics on overflow where candle-core is compiled with
//!   overflow checks (NumPy wraps);
//! * half-float sums accumulate in half precision: 4096 `float16` ones sum to 2048;
//! * candle has no product reduction;
//! * `cumsum` multiplies by an n × n triangular matrix: n² memory on a long axis (exhausted
//!   before any error), and every element times 0 enters every sum, so one `inf` or `nan`
//!   poisons the sums before it (`cumsum([1, inf, 2])` gives `[nan, inf, inf]`); integers
//!   are an error.

use candle_core::{DType, Tensor};
use ivy_macros::{implements, kernels};
use ivy_runtime::functional as f;
use ivy_runtime::{BackendError, Dtype, KernelDecl, element_count, normalize_axis};

use super::backend::CandleBackend;
use super::cast::as_dtype;
use super::dispatch::{Map1, from_vec};
use super::dtype::CandleElem;
use crate::ndarray::elem::NumElem;

/// A reduction: its neutral element and how it combines two values.
trait Fold {
    const NAME: &'static str;
    fn init<A: NumElem>(&self) -> A;
    fn apply<A: NumElem>(&self, acc: A, x: A) -> A;
}

struct Sum;

impl Fold for Sum {
    const NAME: &'static str = "sum";
    fn init<A: NumElem>(&self) -> A {
        A::zero()
    }
    fn apply<A: NumElem>(&self, acc: A, x: A) -> A {
        acc.add(x)
    }
}

struct Prod;

impl Fold for Prod {
    const NAME: &'static str = "prod";
    fn init<A: NumElem>(&self) -> A {
        A::one()
    }
    fn apply<A: NumElem>(&self, acc: A, x: A) -> A {
        acc.mul(x)
    }
}

/// The sizes before, along and after `axis` (one axis over every element when `None`).
fn split(shape: &[usize], axis: Option<usize>) -> (usize, usize, usize) {
    match axis {
        None => (1, shape.iter().product(), 1),
        Some(a) => (
            shape[..a].iter().product(),
            shape[a],
            shape[a + 1..].iter().product(),
        ),
    }
}

/// The shape of a reduction of `shape` over `axis` (every axis when `None`).
fn reduced_shape(shape: &[usize], axis: Option<usize>, keepdims: bool) -> Vec<usize> {
    match axis {
        None if keepdims => vec![1; shape.len()],
        None => Vec::new(),
        Some(a) => shape
            .iter()
            .enumerate()
            .filter_map(|(i, &d)| {
                if i == a {
                    keepdims.then_some(1)
                } else {
                    Some(d)
                }
            })
            .collect(),
    }
}

/// `F` over `axis`, ours.
struct Reduce<F> {
    fold: F,
    axis: Option<usize>,
    keepdims: bool,
}

impl<F: Fold> Map1 for Reduce<F> {
    type Output = Tensor;

    fn f<T: CandleElem>(&self, x: &[T], shape: &[usize]) -> Result<Tensor, BackendError> {
        let out_shape = reduced_shape(shape, self.axis, self.keepdims);
        // Every product of the output's dimensions fits, so `outer * inner` does.
        element_count(F::NAME, &out_shape)?;
        let (outer, n, inner) = split(shape, self.axis);
        let mut acc = vec![self.fold.init::<T::Acc>(); outer * inner];
        if !acc.is_empty() {
            for (o, out) in acc.chunks_exact_mut(inner).enumerate() {
                for j in 0..n {
                    let row = &x[(o * n + j) * inner..][..inner];
                    for (a, &v) in out.iter_mut().zip(row) {
                        *a = self.fold.apply(*a, v.to_acc());
                    }
                }
            }
        }
        from_vec(acc.into_iter().map(T::from_acc).collect(), &out_shape)
    }
}

/// The axis (normalized) and `x` in `dtype`, for a reduction.
fn prepare<'a>(
    function: &'static str,
    x: &'a Tensor,
    axis: Option<isize>,
    dtype: Dtype,
) -> Result<(std::borrow::Cow<'a, Tensor>, Option<usize>), BackendError> {
    let axis = axis
        .map(|a| normalize_axis(function, a, x.rank()))
        .transpose()?;
    Ok((as_dtype(x, dtype)?, axis))
}

/// The sum of `x`'s elements over `axis` (all of them when `None`), computed in `dtype` after
/// casting `x` to it; an empty sum is 0.
#[implements(f::sum for CandleBackend)]
pub fn sum(
    x: &Tensor,
    axis: Option<isize>,
    keepdims: bool,
    dtype: Dtype,
) -> Result<Tensor, BackendError> {
    let (x, axis) = prepare("sum", x, axis, dtype)?;
    if matches!(x.dtype(), DType::F32 | DType::F64) {
        let shape = reduced_shape(x.dims(), axis, keepdims);
        let total = match axis {
            Some(a) => x.sum_keepdim(a)?,
            None => x.sum_all()?,
        };
        return Ok(total.reshape(shape)?);
    }
    Reduce {
        fold: Sum,
        axis,
        keepdims,
    }
    .map(&x)
}

/// The product of `x`'s elements over `axis` (all of them when `None`), computed in `dtype`
/// after casting `x` to it; an empty product is 1.
#[implements(f::prod for CandleBackend)]
pub fn prod(
    x: &Tensor,
    axis: Option<isize>,
    keepdims: bool,
    dtype: Dtype,
) -> Result<Tensor, BackendError> {
    let (x, axis) = prepare("prod", x, axis, dtype)?;
    Reduce {
        fold: Prod,
        axis,
        keepdims,
    }
    .map(&x)
}

/// Running sums along an axis, ours.
struct Scan(usize);

impl Map1 for Scan {
    type Output = Tensor;

    fn f<T: CandleElem>(&self, x: &[T], shape: &[usize]) -> Result<Tensor, BackendError> {
        let (outer, n, inner) = split(shape, Some(self.0));
        let mut acc: Vec<T::Acc> = x.iter().map(|&v| v.to_acc()).collect();
        if !acc.is_empty() {
            for o in 0..outer {
                for j in 1..n {
                    let at = (o * n + j) * inner;
                    let (done, rest) = acc.split_at_mut(at);
                    for (cur, &prev) in rest[..inner].iter_mut().zip(&done[at - inner..]) {
                        *cur = Sum.apply(prev, *cur);
                    }
                }
            }
        }
        from_vec(acc.into_iter().map(T::from_acc).collect(), shape)
    }
}

/// The running sums of `x` along `axis` (negative counts from the end), computed in `dtype`
/// after casting `x` to it; the same shape as `x`.
#[implements(f::cumsum for CandleBackend)]
pub fn cumsum(x: &Tensor, axis: isize, dtype: Dtype) -> Result<Tensor, BackendError> {
    let (x, axis) = prepare("cumsum", x, Some(axis), dtype)?;
    Scan(axis.unwrap_or_default()).map(&x)
}

/// The reduction kernels, for [`Backend::kernels`](ivy_runtime::Backend::kernels).
pub(crate) fn kernels() -> Vec<&'static KernelDecl> {
    kernels![sum, prod, cumsum]
}
