//! Reductions, scans and `einsum`.
//!
//! The accumulating ones (`sum`, `prod`, `cumsum`, `cumprod`) follow the Array API without a
//! `dtype`: a signed integer narrower than the default int dtype gives the default int, an
//! unsigned one narrower than the default uint the default uint, `bool` the default int, any
//! other dtype itself (each is `#[infer_dtype(accumulate)]`). With a `dtype`, the input
//! is converted first, so `sum(int8_array, .., Some(Int8))` wraps in `int8`. `mean`, `var` and
//! `std` take integers and `bool` as the default float dtype. Float sums are pairwise, as
//! NumPy's: the rounding error grows with the logarithm of the count, not the count.

use ivy_macros::primary;

use crate::{Array, Dtype, Result};

/// The declarations: each function is `#[primary]`, `#[handle_out]` and `#[nestable]`.
#[primary]
#[handle_out]
#[nestable]
mod declared {
    use super::*;

    /// The sum over `axis` (all axes if `None`), keeping reduced axes as length 1 if `keepdims`.
    /// An empty sum is 0.
    ///
    /// ```
    /// let x = ivy::array![[1i8, 2], [3, 4]]?;
    /// let s = ivy::sum::with(&x).axis(0).call()?;
    /// assert_eq!((s.to_string(), s.dtype()), ("[4, 6]".to_owned(), ivy::Dtype::Int32));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(reduce_retyped(x, axis, keepdims, dtype))]
    #[infer_dtype(accumulate)]
    pub fn sum(
        x: &Array,
        axis: Option<isize>,
        keepdims: bool,
        dtype: Option<Dtype>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The product over `axis` (all axes if `None`), keeping reduced axes if `keepdims`. An empty
    /// product is 1.
    ///
    /// ```
    /// let x = ivy::array![1u8, 2, 3, 4]?;
    /// let p = ivy::prod(&x)?;
    /// assert_eq!((p.to_string(), p.dtype()), ("24".to_owned(), ivy::Dtype::Uint32));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(sum)]
    #[returns(reduce_retyped(x, axis, keepdims, dtype))]
    #[infer_dtype(accumulate)]
    pub fn prod();

    /// The running sums along `axis`: with `exclusive`, each leaves out its own element (the first
    /// is 0); with `reverse`, they run from the end.
    ///
    /// ```
    /// let x = ivy::array![1i32, 2, 3]?;
    /// assert_eq!(ivy::cumsum(&x)?.to_string(), "[1, 3, 6]");
    /// assert_eq!(ivy::cumsum::with(&x).exclusive(true).reverse(true).call()?.to_string(), "[5, 3, 0]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(along(x, Some(axis), dtype))]
    #[defaults(axis = 0)]
    #[infer_dtype(accumulate)]
    pub fn cumsum(
        x: &Array,
        axis: isize,
        exclusive: bool,
        reverse: bool,
        dtype: Option<Dtype>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The running products along `axis`: with `exclusive`, each leaves out its own element (the
    /// first is 1); with `reverse`, they run from the end.
    ///
    /// ```
    /// let x = ivy::array![1i32, 2, 3, 4]?;
    /// assert_eq!(ivy::cumprod(&x)?.to_string(), "[ 1,  2,  6, 24]");
    /// assert_eq!(ivy::cumprod::with(&x).exclusive(true).call()?.to_string(), "[1, 1, 2, 6]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(cumsum)]
    #[returns(along(x, Some(axis), dtype))]
    #[defaults(axis = 0)]
    #[infer_dtype(accumulate)]
    pub fn cumprod();

    /// The arithmetic mean over `axis` (all axes if `None`); integers and `bool` are taken as the
    /// default float dtype. The mean of no elements is `NaN`, as NumPy's.
    ///
    /// ```
    /// let x = ivy::array![[1i32, 2], [3, 5]]?;
    /// let m = ivy::mean::with(&x).axis(1).call()?;
    /// assert_eq!((m.to_string(), m.dtype()), ("[1.5, 4. ]".to_owned(), ivy::Dtype::Float32));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(reduce(x, axis, keepdims))]
    #[integer_arrays_to_float]
    pub fn mean(
        x: &Array,
        axis: Option<isize>,
        keepdims: bool,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The variance over `axis` (all axes if `None`): the sum of squared deviations from the mean,
    /// divided by `N - correction` (`correction = 1` is Bessel's correction), as Ivy's and NumPy's
    /// `ddof`. Where `N - correction` is not positive the divisor is 0, so the result is `inf` or
    /// `NaN`, as NumPy's. Integers and `bool` are taken as the default float dtype.
    ///
    /// ```
    /// let x = ivy::array![1.0f64, 2.0, 3.0, 4.0]?;
    /// assert_eq!(ivy::var(&x)?.to_string(), "1.25");
    /// assert_eq!(ivy::var::with(&x).correction(1.0).call()?.to_string(), "1.66666667");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(reduce(x, axis, keepdims))]
    #[defaults(correction = 0.0)]
    #[integer_arrays_to_float]
    pub fn var(
        x: &Array,
        axis: Option<isize>,
        correction: f64,
        keepdims: bool,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The standard deviation over `axis`: the square root of [`var()`] with the same `correction`.
    ///
    /// ```
    /// let x = ivy::array![2.0f32, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]?;
    /// assert_eq!(ivy::std(&x)?.to_string(), "2.");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(var)]
    #[returns(reduce(x, axis, keepdims))]
    #[defaults(correction = 0.0)]
    #[integer_arrays_to_float]
    pub fn std();

    /// The largest element over `axis` (all axes if `None`); `NaN` propagates; for `bool`, any.
    /// Over no elements it is an error, as NumPy's (the maximum has no identity).
    ///
    /// ```
    /// let x = ivy::array![[1i16, 7], [4, -2]]?;
    /// assert_eq!(ivy::max::with(&x).axis(0).call()?.to_string(), "[4, 7]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(mean)]
    #[returns(reduce(x, axis, keepdims))]
    pub fn max();

    /// The smallest element over `axis` (all axes if `None`); `NaN` propagates; for `bool`, all.
    /// Over no elements it is an error, as NumPy's.
    ///
    /// ```
    /// let x = ivy::array![[1i16, 7], [4, -2]]?;
    /// assert_eq!(ivy::min::with(&x).keepdims(true).call()?.to_string(), "[[-2]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(max)]
    #[returns(reduce(x, axis, keepdims))]
    pub fn min();
}

pub use declared::*;

/// Einstein summation over `operands` (NumPy's `einsum`, without its optimiser): `equation`
/// names each operand's axes with letters, `,` between operands, and optionally `->` and the
/// output's letters (without, the letters that appear once, in alphabetical order). A letter
/// repeated within an operand takes its diagonal; a letter not in the output is summed over;
/// `...` stands for the axes not named, broadcast across operands as NumPy broadcasts. The
/// operands are promoted to one dtype under the active rules and moved to the backend the call
/// runs on (the one in scope, else the default: a list of operands is not among the inputs
/// dispatch picks a backend from). Errors name what is wrong in the equation.
///
/// ```
/// let a = ivy::array![[1.0f32, 2.0], [3.0, 4.0]]?;
/// let b = ivy::array![[5.0f32, 6.0], [7.0, 8.0]]?;
/// assert_eq!(ivy::einsum("ij,jk->ik", &[&a, &b])?.to_string(), "[[19., 22.],\n [43., 50.]]");
/// assert_eq!(ivy::einsum("ii", &[&a])?.to_string(), "5.");
/// assert_eq!(ivy::einsum("ij->j", &[&a])?.to_string(), "[4., 6.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[returns(einsum_of(equation, operands))]
#[defaults(equation = required)]
#[handle_out]
pub fn einsum(equation: &str, operands: &[&Array], out: Option<&mut Array>) -> Result<Array>;

// NaN-aware and order statistics, composed of the declared functions.

use ivy_macros::compositional;

use super::{
    Indices, add, astype, atleast_2d, clip, concat, conj, diagonal, divide, equal, expand_dims,
    floor_divide, gather, isnan, logical_not, matmul, matrix_transpose, maximum, multiply, real,
    reshape, sort, sqrt, squeeze, stack, subtract, take_along_axis, where_,
};
use crate::{DtypeSet, HostArray, Scalar};

/// `x` with its `nan`s (where `nan` is true) replaced by `fill` (floats only: other dtypes
/// hold no `nan`). The callers compute `nan = isnan(x)` themselves, so that their inferred
/// support has `isnan`'s.
fn without_nan(x: &Array, nan: &Array, fill: f64) -> Result<Array> {
    if x.dtype().is_float() || x.dtype().is_complex() {
        where_(nan, fill, x)
    } else {
        Ok(x.clone())
    }
}

/// The sum over `axis` (all axes if `None`) counting `nan` as 0 (NumPy's `nansum`); dtypes as
/// [`sum()`]'s. A lane of `nan`s only sums to 0.
///
/// ```
/// let x = ivy::array![[1.0f32, f32::NAN], [3.0, 4.0]]?;
/// assert_eq!(ivy::nansum::with(&x).axis(1).call()?.to_string(), "[1., 7.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(sum::output_type(x, axis, keepdims, dtype, None))]
#[handle_out]
#[nestable]
pub fn nansum(
    x: &Array,
    axis: Option<isize>,
    dtype: Option<Dtype>,
    keepdims: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let nan = isnan(x)?;
    sum::with(&self::without_nan(x, &nan, 0.0)?)
        .axis(axis)
        .keepdims(keepdims)
        .dtype(dtype)
        .call()
}

/// The product over `axis` (all axes if `None`) counting `nan` as 1 (NumPy's `nanprod`);
/// dtypes as [`prod()`]'s.
///
/// ```
/// let x = ivy::array![2.0f32, f32::NAN, 3.0]?;
/// assert_eq!(ivy::nanprod(&x)?.to_string(), "6.");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(prod::output_type(x, axis, keepdims, dtype, None))]
#[handle_out]
#[nestable]
pub fn nanprod(
    x: &Array,
    axis: Option<isize>,
    dtype: Option<Dtype>,
    keepdims: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let nan = isnan(x)?;
    prod::with(&self::without_nan(x, &nan, 1.0)?)
        .axis(axis)
        .keepdims(keepdims)
        .dtype(dtype)
        .call()
}

/// The number of elements that are not `nan` (where `nan` is false) over `axis`, in `like`'s
/// dtype.
fn count_numbers(nan: &Array, axis: Option<isize>, keepdims: bool, like: Dtype) -> Result<Array> {
    let numbers = astype(&logical_not(nan)?, like)?;
    sum::with(&numbers).axis(axis).keepdims(keepdims).call()
}

/// The mean over `axis` (all axes if `None`) of the elements that are not `nan` (NumPy's
/// `nanmean`): `nan` for a lane of `nan`s only. Integers and `bool` are taken as the default
/// float dtype, as by [`mean()`].
///
/// ```
/// let x = ivy::array![[1.0f32, f32::NAN], [3.0, 4.0]]?;
/// assert_eq!(ivy::nanmean::with(&x).axis(1).call()?.to_string(), "[1. , 3.5]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduce(a, axis, keepdims))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn nanmean(
    a: &Array,
    axis: Option<isize>,
    keepdims: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let nan = isnan(a)?;
    let total = sum::with(&self::without_nan(a, &nan, 0.0)?).axis(axis).keepdims(keepdims).call()?;
    divide(&total, &self::count_numbers(&nan, axis, keepdims, total.dtype())?)
}

/// The extreme over `axis` ignoring `nan`s: `nan` replaced by `fill` (the identity of the
/// reduction), and `nan` again where a lane held nothing else.
fn nan_extreme(
    x: &Array,
    nan: &Array,
    axis: Option<isize>,
    keepdims: bool,
    fill: f64,
    reduce: fn(&Array, Option<isize>, bool) -> Result<Array>,
) -> Result<Array> {
    if !x.dtype().is_float() {
        return reduce(x, axis, keepdims);
    }
    let extreme = reduce(&self::without_nan(x, nan, fill)?, axis, keepdims)?;
    let counts = self::count_numbers(nan, axis, keepdims, x.dtype())?;
    where_(&equal(&counts, 0)?, f64::NAN, &extreme)
}

/// The largest element over `axis` (all axes if `None`) ignoring `nan`s (NumPy's `nanmax`):
/// `nan` for a lane of `nan`s only; over no elements an error, as [`max()`].
///
/// ```
/// let x = ivy::array![[1.0f32, f32::NAN], [f32::NAN, f32::NAN]]?;
/// assert_eq!(ivy::nanmax::with(&x).axis(1).call()?.to_string(), "[ 1., nan]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduce(x, axis, keepdims))]
#[handle_out]
#[nestable]
pub fn nanmax(
    x: &Array,
    axis: Option<isize>,
    keepdims: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let nan = isnan(x)?;
    self::nan_extreme(x, &nan, axis, keepdims, f64::NEG_INFINITY, |x, axis, keepdims| {
        max::with(x).axis(axis).keepdims(keepdims).call()
    })
}

/// The smallest element over `axis` (all axes if `None`) ignoring `nan`s (NumPy's `nanmin`):
/// `nan` for a lane of `nan`s only; over no elements an error, as [`min()`].
///
/// ```
/// let x = ivy::array![3.0f32, f32::NAN, -1.0]?;
/// assert_eq!(ivy::nanmin(&x)?.to_string(), "-1.");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduce(x, axis, keepdims))]
#[handle_out]
#[nestable]
pub fn nanmin(
    x: &Array,
    axis: Option<isize>,
    keepdims: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let nan = isnan(x)?;
    self::nan_extreme(x, &nan, axis, keepdims, f64::INFINITY, |x, axis, keepdims| {
        min::with(x).axis(axis).keepdims(keepdims).call()
    })
}

/// `x` sorted along `axis` (flattened first when `None`), with that axis's index.
fn sorted_along(x: &Array, axis: Option<isize>) -> Result<(Array, isize, usize)> {
    let (x, axis) = match axis {
        Some(a) => (x.clone(), a),
        None => (reshape(x, &[-1])?, 0),
    };
    let a = crate::normalize_axis("median", axis, x.ndim())?;
    Ok((sort::with(&x).axis(axis).call()?, axis, x.shape()[a]))
}

/// The positions `at` of `x` along `axis`, as `gather` takes them (int64, on `x`'s backend).
fn take_positions(x: &Array, at: &[usize], axis: isize) -> Result<Array> {
    let at: Vec<i64> = at.iter().map(|&i| i as i64).collect();
    let indices = Array::from_host(x.backend(), HostArray::new(vec![at.len()], at)?, x.device())?;
    gather::with(x, &indices).axis(axis).call()
}

/// A reduction of `kept` (with the reduced axis kept, of length 1) shaped as `keepdims` and
/// `axis` say for an input of `ndim` dimensions.
fn shaped_reduction(kept: Array, axis: Option<isize>, keepdims: bool, ndim: usize) -> Result<Array> {
    match (axis, keepdims) {
        (Some(a), false) => squeeze::with(&kept).axis(&[a]).call(),
        (Some(_), true) => Ok(kept),
        (None, false) => reshape(&kept, &[]),
        (None, true) => reshape(&kept, &vec![1; ndim]),
    }
}

/// The median over `axis` (all axes if `None`, NumPy's default): the middle element of each
/// sorted lane, or the mean of the two middle ones; `nan` for a lane holding a `nan` (as
/// NumPy) and for an empty lane. Integers and `bool` are taken as the default float dtype.
///
/// ```
/// let x = ivy::array![[3.0f32, 1.0, 2.0], [4.0, 6.0, 5.0]]?;
/// assert_eq!(ivy::median(&x)?.to_string(), "3.5");
/// assert_eq!(ivy::median::with(&x).axis(1).call()?.to_string(), "[2., 5.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduce(input, axis, keepdims))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn median(
    input: &Array,
    axis: Option<isize>,
    keepdims: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let (sorted, along, n) = self::sorted_along(input, axis)?;
    if n == 0 {
        // NumPy's mean of nothing.
        let empty = mean::with(input).axis(axis).keepdims(keepdims).call()?;
        return add(&empty, f64::NAN);
    }
    let middle = self::take_positions(&sorted, &[(n - 1) / 2, n / 2], along)?;
    let m = mean::with(&middle).axis(along).keepdims(true).call()?;
    // `nan` sorts last: the last element, clipped to [0, 0], is 0, or `nan` if any is.
    let last = self::take_positions(&sorted, &[n - 1], along)?;
    let m = add(&m, &clip(&last, Scalar::from(0), Scalar::from(0))?)?;
    self::shaped_reduction(m, axis, keepdims, input.ndim())
}

/// The median over `axis` (all axes if `None`) of the elements that are not `nan` (NumPy's
/// `nanmedian`): `nan` for a lane of `nan`s only, or an empty one. Integers and `bool` are
/// taken as the default float dtype.
///
/// ```
/// let x = ivy::array![[3.0f32, f32::NAN, 1.0], [f32::NAN, f32::NAN, 2.0]]?;
/// assert_eq!(ivy::nanmedian::with(&x).axis(1).call()?.to_string(), "[2., 2.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduce(input, axis, keepdims))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn nanmedian(
    input: &Array,
    axis: Option<isize>,
    keepdims: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let (sorted, along, n) = self::sorted_along(input, axis)?;
    if n == 0 {
        return median::with(input).axis(axis).keepdims(keepdims).call();
    }
    // `nan` sorts last: the middle of each lane's `count` numbers is at (count - 1) / 2 and
    // count / 2.
    let count = self::count_numbers(&isnan(&sorted)?, Some(along), true, Dtype::Int64)?;
    let at = |offset: i64| -> Result<Array> {
        let i = floor_divide(&maximum(&add(&count, offset)?, 0)?, 2)?;
        take_along_axis(&sorted, &i, along)
    };
    let middle = divide(&add(&at(-1)?, &at(0)?)?, 2.0)?;
    let m = where_(&equal(&count, 0)?, f64::NAN, &middle)?;
    self::shaped_reduction(m, axis, keepdims, input.ndim())
}

/// How [`quantile()`] reads a quantile that falls between two sorted elements `i < j`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Interpolation {
    /// `a[i] + (a[j] - a[i]) * fraction`.
    Linear,
    /// `a[i]`.
    Lower,
    /// `a[j]`.
    Higher,
    /// `(a[i] + a[j]) / 2`.
    Midpoint,
    /// The nearer of the two (the even position at a tie, as NumPy).
    Nearest,
}

impl Interpolation {
    fn parse(word: &str) -> Result<Interpolation> {
        Ok(match word {
            "linear" => Interpolation::Linear,
            "lower" => Interpolation::Lower,
            "higher" => Interpolation::Higher,
            "midpoint" => Interpolation::Midpoint,
            "nearest" => Interpolation::Nearest,
            other => {
                return Err(crate::Error::InvalidInput(format!(
                    "quantile: interpolation must be \"linear\", \"lower\", \"higher\", \
                     \"midpoint\" or \"nearest\", got {other:?}"
                )));
            }
        })
    }
}

/// The `q`-th quantiles (each in `[0, 1]`) over `axis` (all axes if `None`) of `a`, as NumPy's
/// `quantile`: the position `q * (n - 1)` in each sorted lane of `n` elements, read as
/// `interpolation` says (`"linear"`, Ivy's default, `"lower"`, `"higher"`, `"midpoint"`,
/// `"nearest"`). A 0-d `q` gives the reduced shape, a 1-d `q` a leading axis of its length.
/// A lane holding `nan` gives `nan`. Integers and `bool` are taken as the default float
/// dtype; an empty lane, or a `q` outside `[0, 1]`, is an error.
///
/// ```
/// let x = ivy::array![[10.0f32, 7.0, 4.0], [3.0, 2.0, 1.0]]?;
/// let q = ivy::array![0.5f32, 0.25]?;
/// assert_eq!(ivy::quantile(&x, &q)?.to_string(), "[3.5 , 2.25]");
/// let q = ivy::asarray(ivy::HostArray::new(vec![], vec![0.5f32])?)?;
/// let lower = ivy::quantile::with(&x, &q).axis(1).interpolation("lower").call()?;
/// assert_eq!(lower.to_string(), "[7., 2.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(quantiles_of(a, q, axis, keepdims))]
#[defaults(interpolation = "linear")]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn quantile(
    a: &Array,
    q: &Array,
    axis: Option<isize>,
    keepdims: bool,
    interpolation: &str,
    out: Option<&mut Array>,
) -> Result<Array> {
    let method = self::Interpolation::parse(interpolation)?;
    if q.ndim() > 1 {
        return Err(crate::Error::InvalidInput(format!(
            "quantile: q must be a scalar or a vector of quantiles, got shape {:?}",
            q.shape()
        )));
    }
    let qs = astype(q, Dtype::Float64)?.to_vec::<f64>()?;
    if let Some(bad) = qs.iter().find(|p| !(0.0..=1.0).contains(*p)) {
        return Err(crate::Error::InvalidInput(format!(
            "quantile: each q must be in [0, 1], got {bad}"
        )));
    }
    let (sorted, along, n) = self::sorted_along(a, axis)?;
    if n == 0 {
        return Err(crate::Error::InvalidInput(
            "quantile: the lanes are empty (a quantile of no elements)".into(),
        ));
    }
    let last = self::take_positions(&sorted, &[n - 1], along)?;
    let nan_of_lane = clip(&last, Scalar::from(0), Scalar::from(0))?;
    let one = |p: f64| -> Result<Array> {
        let position = p * (n - 1) as f64;
        let (i, j) = (position.floor() as usize, position.ceil() as usize);
        let fraction = position - i as f64;
        let at = |k: usize| self::take_positions(&sorted, &[k], along);
        let value = match method {
            Interpolation::Lower => at(i)?,
            Interpolation::Higher => at(j)?,
            Interpolation::Nearest => at(position.round_ties_even() as usize)?,
            Interpolation::Midpoint => divide(&add(&at(i)?, &at(j)?)?, 2.0)?,
            Interpolation::Linear => {
                // NumPy's lerp: from the nearer end, so that it is exact at both.
                let (below, above) = (at(i)?, at(j)?);
                let step = subtract(&above, &below)?;
                if fraction < 0.5 {
                    add(&below, &multiply(&step, fraction)?)?
                } else {
                    subtract(&above, &multiply(&step, 1.0 - fraction)?)?
                }
            }
        };
        self::shaped_reduction(add(&value, &nan_of_lane)?, axis, keepdims, a.ndim())
    };
    if q.ndim() == 0 {
        return one(qs[0]);
    }
    let each: Vec<Array> = qs.iter().map(|&p| one(p)).collect::<Result<_>>()?;
    stack(&each)
}

/// The covariance matrix of the variables in the rows of `x1` (its columns unless `rowvar`,
/// NumPy's name of Ivy's `rowVar`;
/// a vector is one variable), with those of `x2` appended (NumPy's `cov`): `X - mean` times
/// its conjugate transpose over `N - ddof`, `ddof` 0 with `bias`, else 1 unless given. One
/// variable gives a 0-d result. Integers and `bool` are taken as the default float dtype.
/// NumPy's `fweights` and `aweights` are not taken.
///
/// ```
/// let x = ivy::array![[0.0f64, 1.0, 2.0], [2.0, 1.0, 0.0]]?;
/// assert_eq!(ivy::cov(&x)?.to_string(), "[[ 1., -1.],\n [-1.,  1.]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(covariance_of(x1, x2, rowvar))]
#[defaults(rowvar = true)]
#[integer_arrays_to_float]
#[nestable]
pub fn cov(
    x1: &Array,
    x2: Option<&Array>,
    rowvar: bool,
    bias: bool,
    ddof: Option<usize>,
) -> Result<Array> {
    let variables = |x: &Array| -> Result<Array> {
        if x.ndim() > 2 {
            return Err(crate::Error::InvalidInput(format!(
                "cov: x1 and x2 must have at most 2 dimensions, got {}",
                x.ndim()
            )));
        }
        let m = atleast_2d(::std::slice::from_ref(x))?.remove(0);
        if !rowvar && m.shape()[0] != 1 {
            matrix_transpose(&m)
        } else {
            Ok(m)
        }
    };
    let mut m = variables(x1)?;
    if let Some(y) = x2 {
        m = concat(&[m, variables(y)?])?;
    }
    let ddof = ddof.unwrap_or(usize::from(!bias));
    let n = m.shape()[1] as f64;
    let centered = subtract(&m, &mean::with(&m).axis(1).keepdims(true).call()?)?;
    let adjoint = matrix_transpose(&conj(&centered)?)?;
    let c = divide(&matmul(&centered, &adjoint)?, n - ddof as f64)?;
    if m.shape()[0] == 1 {
        reshape(&c, &[])
    } else {
        Ok(c)
    }
}

/// The Pearson correlation coefficients of the variables in the rows of `x` (its columns
/// unless `rowvar`), with those of `y` appended (NumPy's `corrcoef`): [`cov()`] over the
/// products of the standard deviations, real values clipped to `[-1, 1]`. A variable without
/// spread gives `nan`.
///
/// ```
/// let x = ivy::array![[0.0f64, 1.0, 2.0], [2.0, 1.0, 0.0]]?;
/// assert_eq!(ivy::corrcoef(&x)?.to_string(), "[[ 1., -1.],\n [-1.,  1.]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(covariance_of(x, y, rowvar))]
#[defaults(rowvar = true)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn corrcoef(x: &Array, y: Option<&Array>, rowvar: bool, out: Option<&mut Array>) -> Result<Array> {
    let c = cov::with(x).x2(y).rowvar(rowvar).call()?;
    if c.ndim() == 0 {
        return divide(&c, &c);
    }
    let d = sqrt(&real(&diagonal(&c)?)?)?;
    let across = expand_dims::with(&d).axis(&[-1]).call()?;
    let r = divide(&divide(&c, &across)?, &d)?;
    if r.dtype().is_complex() {
        Ok(r)
    } else {
        clip(&r, Scalar::from(-1), Scalar::from(1))
    }
}

/// The number of times each value `0..` occurs in the non-negative integers `x` (NumPy's
/// `bincount`), at least `minlength` counts; with `weights` (of `x`'s shape, any real dtype),
/// their sums instead, as float64. `x` must be 1-d, of an integer dtype or `bool` (as NumPy
/// casts it to positions; a float `x` is an [`Error::WrongDtypeKind`](crate::Error)); the
/// result is `int64` counts.
///
/// ```
/// let x = ivy::array![0i64, 1, 1, 3]?;
/// assert_eq!(ivy::bincount(&x)?.to_string(), "[1, 2, 0, 1]");
/// let w = ivy::array![0.5, 1.0, 1.0, 2.0]?;
/// assert_eq!(ivy::bincount::with(&x).weights(&w).minlength(5).call()?.to_string(), "[0.5, 2. , 0. , 2. , 0. ]");
/// // Positions are integers: NumPy refuses float ones too.
/// assert!(matches!(ivy::bincount(&w), Err(ivy::Error::WrongDtypeKind { .. })));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(bin_counts(x, weights))]
#[defaults(minlength = 0)]
#[handle_out]
#[nestable]
// Weights are summed as float64, which would drop an imaginary part (NumPy refuses complex
// weights). The positions are `Indices`, outside the declaration: the body checks their kind.
#[with_unsupported_dtypes("0.0 and above" => ["complex"])]
pub fn bincount(
    x: &Indices,
    weights: Option<&Array>,
    minlength: usize,
    out: Option<&mut Array>,
) -> Result<Array> {
    let bad = |what: String| crate::Error::InvalidInput(format!("bincount: {what}"));
    if !(x.dtype().is_int() || x.dtype() == Dtype::Bool) {
        return Err(crate::Error::WrongDtypeKind {
            dtype: x.dtype(),
            role: "bincount's `x` (positions)",
            expected: DtypeSet::INTEGER.union(DtypeSet::BOOL),
        });
    }
    if x.ndim() != 1 {
        return Err(bad(format!("x must be 1-d, got shape {:?}", x.shape())));
    }
    let values = astype(x, Dtype::Int64)?.to_vec::<i64>()?;
    if let Some(v) = values.iter().find(|&&v| v < 0) {
        return Err(bad(format!("x holds {v}; its values must be non-negative")));
    }
    let length = values.iter().map(|&v| v as usize + 1).max().unwrap_or(0).max(minlength);
    let mut counts = Vec::new();
    counts
        .try_reserve_exact(length)
        .map_err(|e| bad(format!("{length} bins: {e}")))?;
    let host = match weights {
        None => {
            counts.resize(length, 0i64);
            values.iter().for_each(|&v| counts[v as usize] += 1);
            HostArray::new(vec![length], counts)?
        }
        Some(w) => {
            if w.shape() != x.shape() {
                return Err(bad(format!(
                    "weights must have x's shape {:?}, got {:?}",
                    x.shape(),
                    w.shape()
                )));
            }
            let w = astype(w, Dtype::Float64)?.to_vec::<f64>()?;
            let mut sums: Vec<f64> = Vec::new();
            sums.try_reserve_exact(length)
                .map_err(|e| bad(format!("{length} bins: {e}")))?;
            sums.resize(length, 0.0);
            values.iter().zip(w).for_each(|(&v, w)| sums[v as usize] += w);
            HostArray::new(vec![length], sums)?
        }
    };
    // On the call's backend: the weights' (the positions are not an input that selects it).
    let on = weights.unwrap_or(x);
    Array::from_host(on.backend(), host, on.device())
}

/// Running extremes of `x` along `axis`, found in host memory (compared in float64): each
/// lane's values and the positions of the extremes (the latest of equal ones), `nan` sticking
/// once met.
fn running_extreme(
    function: &'static str,
    x: &Array,
    axis: isize,
    exclusive: bool,
    reverse: bool,
    larger: bool,
) -> Result<(Array, Array)> {
    if x.dtype().is_complex() {
        return Err(crate::Error::InvalidInput(format!(
            "{function} takes real numbers, got {}",
            x.dtype()
        )));
    }
    let a = crate::normalize_axis(function, axis, x.ndim().max(1))?;
    let shape = x.shape().to_vec();
    let values = astype(x, Dtype::Float64)?.to_vec::<f64>()?;
    let len = shape.get(a).copied().unwrap_or(1);
    let inner: usize = shape.iter().skip(a + 1).product();
    let (mut out, mut at) = (values.clone(), vec![0i64; values.len()]);
    for lane_start in (0..values.len()).filter(|i| (i / inner).is_multiple_of(len.max(1)) && len > 0) {
        let order: Vec<usize> = if reverse { (0..len).rev().collect() } else { (0..len).collect() };
        let (mut best, mut best_at) = (f64::NAN, 0i64);
        for (n, &k) in order.iter().enumerate() {
            let i = lane_start + k * inner;
            let v = values[i];
            let better = n == 0 || (!best.is_nan() && (v.is_nan() || if larger { v >= best } else { v <= best }));
            if exclusive {
                (out[i], at[i]) = if n == 0 { (0.0, 0) } else { (best, best_at) };
            }
            if better {
                (best, best_at) = (v, k as i64);
            }
            if !exclusive {
                (out[i], at[i]) = (best, best_at);
            }
        }
    }
    let positions = Array::from_host(x.backend(), HostArray::new(shape.clone(), at)?, x.device())?;
    if exclusive || x.ndim() == 0 {
        let values = Array::from_host(x.backend(), HostArray::new(shape, out)?, x.device())?;
        return Ok((astype(&values, x.dtype())?, positions));
    }
    // The values themselves, exact in every dtype (the comparisons above are in float64).
    Ok((take_along_axis(x, &positions, axis)?, positions))
}

/// The running maximum of `x` along `axis` (Ivy's default 0) and the position of each
/// maximum (`int64`, the latest of equal ones), as Ivy's `cummax`: from the end with
/// `reverse`; with `exclusive`, each element gets the maximum of those before it (0, at
/// position 0, for the first). A `nan` is the maximum from where it appears. With `dtype`,
/// the values are converted to it.
///
/// ```
/// let x = ivy::array![1, 3, 2, 5, 4]?;
/// let (values, positions) = ivy::cummax(&x)?;
/// assert_eq!(values.to_string(), "[1, 3, 3, 5, 5]");
/// assert_eq!(positions.to_string(), "[0, 1, 1, 3, 3]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(Ok((retyped(x, dtype.unwrap_or(x.dtype))?, retyped(x, crate::type_rules::INDEX_DTYPE)?)))]
#[defaults(axis = 0)]
#[nestable]
// Complex numbers have no order to take running extremes in.
#[with_unsupported_dtypes("0.0 and above" => ["complex"])]
pub fn cummax(
    x: &Array,
    axis: isize,
    exclusive: bool,
    reverse: bool,
    dtype: Option<Dtype>,
) -> Result<(Array, Array)> {
    let (values, positions) = self::running_extreme("cummax", x, axis, exclusive, reverse, true)?;
    Ok((astype(&values, dtype.unwrap_or(x.dtype()))?, positions))
}

/// The running minimum of `x` along `axis` (Ivy's default 0) and the position of each
/// minimum, as [`cummax()`] the maximum.
///
/// ```
/// let x = ivy::array![3.0f32, 1.0, 2.0]?;
/// let (values, positions) = ivy::cummin::with(&x).reverse(true).call()?;
/// assert_eq!((values.to_string(), positions.to_string()), ("[1., 1., 2.]".to_owned(), "[1, 1, 2]".to_owned()));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(Ok((retyped(x, dtype.unwrap_or(x.dtype))?, retyped(x, crate::type_rules::INDEX_DTYPE)?)))]
#[defaults(axis = 0)]
#[nestable]
// Complex numbers have no order to take running extremes in.
#[with_unsupported_dtypes("0.0 and above" => ["complex"])]
pub fn cummin(
    x: &Array,
    axis: isize,
    exclusive: bool,
    reverse: bool,
    dtype: Option<Dtype>,
) -> Result<(Array, Array)> {
    let (values, positions) = self::running_extreme("cummin", x, axis, exclusive, reverse, false)?;
    Ok((astype(&values, dtype.unwrap_or(x.dtype()))?, positions))
}

pub use crate::arguments::HistogramBins;
use super::moveaxis;

/// The histogram of `a` (Ivy's experimental `histogram`, NumPy's `histogram`): `(counts,
/// edges)`, the number of values in each bin and the `bins + 1` bin edges. Each bin holds its
/// left edge, the last its right edge too; values outside the edges (and `NaN`s) are not
/// counted. `bins` is a number of bins of equal width (NumPy's default 10) over `range` (the
/// data's least and greatest values if `None`, widened by 0.5 each way where they are equal,
/// `(0, 1)` for no data, as NumPy's), or the increasing bin edges themselves (then `range`
/// is refused, as Ivy's). With `weights` (of `a`'s shape) each value counts its weight; with
/// `density` the counts are divided by their total and by the bins' widths (a probability
/// density). The counts are `int64` (of the weights' dtype with weights, floats with
/// `density`), the edges in `a`'s float dtype (`float64` for integers and for edges given),
/// as NumPy's.
///
/// Ivy's extras: `axis` makes one histogram per lane along that axis (the bins first in the
/// result, then `a`'s other axes, as Ivy's), over the bins of the whole array; with
/// `extend_lower_interval` (`extend_upper_interval`) the first (last) bin also counts the
/// values below (above) it, down to (up to) the data's least (greatest) value, the edges
/// returned unchanged; `dtype` converts both results. A range holding `inf` or `NaN`, or
/// auto-detected from data holding them, is an error, as NumPy's. Counted on the host in
/// `float64`.
///
/// ```
/// let a = ivy::array![1.0f64, 2.0, 1.0, 4.0]?;
/// let (counts, edges) = ivy::histogram::with(&a).bins(ivy::HistogramBins::Count(3)).call()?;
/// assert_eq!(counts.to_string(), "[2, 1, 1]");
/// assert_eq!(edges.to_string(), "[1., 2., 3., 4.]");
/// let edges = [0.0, 2.0, 5.0];
/// let (counts, _) = ivy::histogram::with(&a).bins(ivy::HistogramBins::Edges(&edges)).call()?;
/// assert_eq!(counts.to_string(), "[2, 2]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(histogram_of(a, bins, axis, dtype, weights, density))]
#[defaults(bins = HistogramBins::Count(10), axis = None, dtype = None, range = None)]
#[nestable]
#[allow(clippy::too_many_arguments)] // Ivy's signature
// Complex numbers have no order to bin them in.
#[with_unsupported_dtypes("0.0 and above" => ["complex"])]
pub fn histogram(
    a: &Array,
    bins: HistogramBins<'_>,
    axis: Option<isize>,
    extend_lower_interval: bool,
    extend_upper_interval: bool,
    dtype: Option<Dtype>,
    range: Option<(f64, f64)>,
    weights: Option<&Array>,
    density: bool,
) -> Result<(Array, Array)> {
    const F: &str = "histogram";
    let w_type = weights.map(Array::tensor_type);
    let (hist_t, edges_t) =
        crate::type_rules::histogram_of(&a.tensor_type(), bins, axis, dtype, w_type.as_ref(), density)
            .map_err(|e| e.in_function(F))?;
    // The values (and weights) in float64, the binned axis last.
    let lanes_last = |x: &Array| -> Result<Vec<f64>> {
        let x = match axis {
            Some(ax) => moveaxis(x, &[ax], &[-1])?,
            None => x.clone(),
        };
        astype(&x, Dtype::Float64)?.to_vec::<f64>()
    };
    let values = lanes_last(a)?;
    let weights = weights.map(lanes_last).transpose()?;
    let edges = self::bin_edges(bins, range, &values)?;
    let nan = values.iter().any(|v| v.is_nan());
    let least = values.iter().copied().fold(f64::INFINITY, f64::min);
    let greatest = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    // Ivy's extended intervals move the outer edges the counting uses, not those returned.
    let mut counting = edges.clone();
    let nb = edges.len() - 1;
    if extend_lower_interval && !nan && least < counting[0] {
        counting[0] = least;
    }
    if extend_upper_interval && !nan && greatest > counting[nb] {
        counting[nb] = greatest;
    }
    let lane = match axis {
        Some(ax) => a.shape()[crate::normalize_axis(F, ax, a.ndim())?],
        None => values.len(),
    };
    let rest: Vec<usize> = hist_t.shape[1..].iter().map(|d| d.unwrap_or(0)).collect();
    let lanes = crate::element_count(F, &rest)?;
    let mut counts: Vec<f64> = crate::result_vec(F, &[lanes, nb])?;
    counts.resize(lanes * nb, 0.0);
    for (i, &v) in values.iter().enumerate() {
        if let Some(b) = self::bin_of(&counting, v) {
            counts[(i / lane.max(1)) * nb + b] += weights.as_ref().map_or(1.0, |w| w[i]);
        }
    }
    if density {
        for lane_counts in counts.chunks_mut(nb) {
            let total: f64 = lane_counts.iter().sum();
            for (b, c) in lane_counts.iter_mut().enumerate() {
                *c /= total * (counting[b + 1] - counting[b]);
            }
        }
    }
    let (backend, device) = (a.backend(), a.device());
    let mut hist = Array::from_host(backend, HostArray::new([&rest[..], &[nb]].concat(), counts)?, device)?;
    if axis.is_some() {
        hist = moveaxis(&hist, &[-1], &[0])?;
    }
    let edges = Array::from_host(backend, HostArray::new(vec![nb + 1], edges)?, device)?;
    Ok((astype(&hist, hist_t.dtype)?, astype(&edges, edges_t.dtype)?))
}

/// The bin edges of [`histogram()`] as NumPy computes them: the edges given (increasing, and
/// no `range` beside them, as Ivy's), or `n + 1` edges `first + i * (last - first) / n` (the
/// last one `last` itself) over `range` or the finite range of `values`.
fn bin_edges(bins: HistogramBins<'_>, range: Option<(f64, f64)>, values: &[f64]) -> Result<Vec<f64>> {
    let refuse = |message: String| crate::Error::InvalidInput(format!("histogram: {message}"));
    let n = match bins {
        HistogramBins::Edges(_) if range.is_some() => {
            return Err(refuse("give the bin edges or a range, not both (as Ivy's)".into()));
        }
        HistogramBins::Edges(e) if e.windows(2).any(|w| w[0].partial_cmp(&w[1]).is_none_or(|o| o.is_gt())) => {
            return Err(refuse(format!("the bin edges {e:?} do not increase")));
        }
        HistogramBins::Edges(e) => return Ok(e.to_vec()),
        HistogramBins::Count(n) => n,
    };
    let (mut first, mut last) = match range {
        Some((first, last)) if first > last => {
            return Err(refuse(format!("the range ({first}, {last}) ends below its start")));
        }
        Some(r) => r,
        None if values.is_empty() => (0.0, 1.0),
        // NaN anywhere makes the range NaN, as NumPy's `min` and `max` do.
        None if values.iter().any(|v| v.is_nan()) => (f64::NAN, f64::NAN),
        None => (
            values.iter().copied().fold(f64::INFINITY, f64::min),
            values.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        ),
    };
    if !(first.is_finite() && last.is_finite()) {
        return Err(refuse(format!(
            "the range [{first}, {last}] is not finite; give a finite `range`"
        )));
    }
    if first == last {
        (first, last) = (first - 0.5, last + 0.5);
    }
    let step = (last - first) / n as f64;
    let mut edges: Vec<f64> = (0..n).map(|i| i as f64 * step + first).collect();
    edges.push(last);
    Ok(edges)
}

/// The bin of `v` among `edges` (increasing): the last edge at or below it, the last bin
/// holding the last edge; `None` outside the edges and for `NaN`.
fn bin_of(edges: &[f64], v: f64) -> Option<usize> {
    let nb = edges.len() - 1;
    if !(v >= edges[0] && v <= edges[nb]) {
        return None;
    }
    Some((edges.partition_point(|&e| e <= v) - 1).min(nb - 1))
}
