//! Activation functions of neural networks.
//!
//! Each is primary, as in Ivy (every backend has its own kernel). `relu` keeps integer dtypes
//! (it is exact there); the others are float functions: integer and `bool` arrays are taken as
//! the default float dtype (Ivy's superset behaviour). Complex inputs are not supported (Ivy's
//! `complex_mode` is not offered).

use ivy_macros::primary;

use crate::{Array, Result};

/// The declarations: each function is `#[primary]`, `#[handle_out]` and `#[nestable]`.
#[primary]
#[handle_out]
#[nestable]
mod declared {
    use super::*;

    /// The rectified linear unit `max(x, 0)`, element-wise, in `x`'s dtype (`nan` stays `nan`).
    ///
    /// ```
    /// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
    /// assert_eq!(ivy::relu(&x)?.to_string(), "[0., 0., 2.]");
    /// assert_eq!(ivy::relu(&ivy::array![-3i8, 4]?)?.to_string(), "[0, 4]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    pub fn relu(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The leaky rectified linear unit: `x` where `x > 0`, `alpha * x` elsewhere (Ivy's default
    /// `alpha` is 0.2).
    ///
    /// ```
    /// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
    /// assert_eq!(ivy::leaky_relu(&x)?.to_string(), "[-0.2,  0. ,  2. ]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[defaults(alpha = 0.2)]
    #[integer_arrays_to_float]
    pub fn leaky_relu(x: &Array, alpha: f64, out: Option<&mut Array>) -> Result<Array>;

    /// The Gaussian error linear unit `x * Phi(x) = x / 2 * (1 + erf(x / sqrt 2))`, element-wise;
    /// with `approximate`, its tanh approximation `x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715
    /// x^3)))` (Ivy's default is the exact form).
    ///
    /// ```
    /// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
    /// assert_eq!(ivy::gelu(&x)?.to_string(), "[-0.15865526,  0.        ,  1.9544997 ]");
    /// assert_eq!(ivy::gelu::with(&x).approximate(true).call()?.to_string(), "[-0.158808 ,  0.       ,  1.9545978]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn gelu(x: &Array, approximate: bool, out: Option<&mut Array>) -> Result<Array>;

    /// The logistic sigmoid `1 / (1 + e^-x)`, element-wise (0 at `-inf`, 1 at `inf`).
    ///
    /// ```
    /// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
    /// assert_eq!(ivy::sigmoid(&x)?.to_string(), "[0.26894143, 0.5       , 0.8807971 ]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn sigmoid(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `e^x / sum(e^x)` along `axis` (the last axis when `None`, as Ivy's backends), computed as
    /// `e^(x - max) / sum(e^(x - max))` so that no exponential overflows.
    ///
    /// ```
    /// let x = ivy::array![1.0f32, 2.0, 3.0]?;
    /// assert_eq!(
    ///     ivy::softmax(&x)?.to_string(),
    ///     "[0.09003057, 0.24472848, 0.66524094]"
    /// );
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(along(x, axis, x.dtype))]
    #[integer_arrays_to_float]
    pub fn softmax(x: &Array, axis: Option<isize>, out: Option<&mut Array>) -> Result<Array>;

    /// `ln(softmax(x))` along `axis` (the last axis when `None`), computed as `x - max -
    /// ln(sum(e^(x - max)))`: no overflow, and no `-inf` where the softmax underflows. A
    /// non-finite maximum counts as 0 in the shift, as in Ivy's NumPy backend.
    ///
    /// ```
    /// let x = ivy::array![1.0f32, 2.0, 3.0]?;
    /// assert_eq!(
    ///     ivy::log_softmax(&x)?.to_string(),
    ///     "[-2.407606  , -1.4076059 , -0.40760595]"
    /// );
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(along(x, axis, x.dtype))]
    #[integer_arrays_to_float]
    pub fn log_softmax(x: &Array, axis: Option<isize>, out: Option<&mut Array>) -> Result<Array>;

    /// The softplus `ln(1 + e^(beta x)) / beta`, element-wise, computed stably as
    /// `(ln(1 + e^-|beta x|) + max(beta x, 0)) / beta`; where `beta * x > threshold`, `x` itself
    /// (as Ivy: `None` means `beta` 1 and no threshold). `beta` must be nonzero.
    ///
    /// ```
    /// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
    /// assert_eq!(
    ///     ivy::softplus(&x)?.to_string(),
    ///     "[0.3132617, 0.6931472, 2.126928 ]"
    /// );
    /// assert_eq!(
    ///     ivy::softplus::with(&x).beta(2.0).threshold(3.0).call()?.to_string(),
    ///     "[0.063464 , 0.3465736, 2.       ]"
    /// );
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn softplus(
        x: &Array,
        beta: Option<f64>,
        threshold: Option<f64>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The sigmoid linear unit (swish) `x * sigmoid(x)`, element-wise.
    ///
    /// ```
    /// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
    /// assert_eq!(ivy::silu(&x)?.to_string(), "[-0.26894143,  0.        ,  1.761594  ]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn silu(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The mish activation `x * tanh(softplus(x))`, element-wise.
    ///
    /// ```
    /// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
    /// assert_eq!(ivy::mish(&x)?.to_string(), "[-0.30340144,  0.        ,  1.943959  ]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn mish(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The hard swish `x * min(max(x + 3, 0), 6) / 6`, element-wise.
    ///
    /// ```
    /// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
    /// assert_eq!(ivy::hardswish(&x)?.to_string(), "[-0.33333334,  0.        ,  1.6666666 ]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn hardswish(x: &Array, out: Option<&mut Array>) -> Result<Array>;
}

pub use declared::*;

// The activations below are compositions of the declared functions (Ivy's experimental ones
// are compositions too), written without comparisons where the same values allow it, so that
// they run on backends that cannot hold `bool` (candle).

use ivy_macros::compositional;

use super::{
    abs, add, clip, divide, exp, expm1, greater, log, max, minimum, multiply, reshape, sign,
    squeeze, subtract, sum, tanh, where_, zeros_like,
};
use crate::{Scalar, finfo};

/// SELU's `alpha` (Klambauer et al.), as PyTorch and Ivy give it.
const SELU_ALPHA: f64 = 1.673_263_242_354_377_3;
/// SELU's `scale`.
const SELU_SCALE: f64 = 1.050_700_987_355_480_5;

/// The exponential linear unit: `x` where `x > 0`, `alpha * (e^x - 1)` elsewhere (Ivy's
/// default `alpha` is 1), computed as `relu(x) + alpha * expm1(min(x, 0))`.
///
/// ```
/// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
/// assert_eq!(ivy::elu(&x)?.to_string(), "[-0.63212055,  0.        ,  2.        ]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[defaults(alpha = 1.0)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn elu(x: &Array, alpha: f64, out: Option<&mut Array>) -> Result<Array> {
    let negative = expm1(&minimum(x, 0)?)?;
    add(&relu(x)?, &multiply(&negative, alpha)?)
}

/// The continuously differentiable ELU: `max(0, x) + min(0, alpha * (e^(x / alpha) - 1))`
/// (PyTorch's `celu`; Ivy's default `alpha` is 1, which must be nonzero).
///
/// ```
/// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
/// assert_eq!(ivy::celu::with(&x).alpha(2.0).call()?.to_string(), "[-0.78693867,  0.        ,  2.        ]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[defaults(alpha = 1.0)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn celu(x: &Array, alpha: f64, out: Option<&mut Array>) -> Result<Array> {
    if alpha == 0.0 {
        return Err(crate::Error::InvalidInput(
            "celu: alpha must be nonzero (it divides x)".into(),
        ));
    }
    let negative = expm1(&divide(&minimum(x, 0)?, alpha)?)?;
    add(&relu(x)?, &multiply(&negative, alpha)?)
}

/// The scaled ELU `scale * elu(x, alpha)` with Klambauer et al.'s constants (`alpha ≈
/// 1.6733`, `scale ≈ 1.0507`), as PyTorch and Ivy.
///
/// ```
/// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
/// assert_eq!(ivy::selu(&x)?.to_string(), "[-1.1113307,  0.       ,  2.101402 ]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn selu(x: &Array, out: Option<&mut Array>) -> Result<Array> {
    multiply(&elu::with(x).alpha(SELU_ALPHA).call()?, SELU_SCALE)
}

/// `min(max(x, 0), 6)`, element-wise, in `x`'s dtype (integers stay integers, as `relu`).
///
/// ```
/// let x = ivy::array![-1.0f32, 3.0, 8.0]?;
/// assert_eq!(ivy::relu6(&x)?.to_string(), "[0., 3., 6.]");
/// assert_eq!(ivy::relu6(&ivy::array![-3i8, 9]?)?.to_string(), "[0, 6]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[handle_out]
#[nestable]
pub fn relu6(x: &Array, out: Option<&mut Array>) -> Result<Array> {
    clip(x, Scalar::from(0), Scalar::from(6))
}

/// `x` limited to `[min_val, max_val]` (Ivy's defaults -1 and 1), element-wise; `nan` stays
/// `nan`.
///
/// ```
/// let x = ivy::array![-2.0f32, 0.5, 3.0]?;
/// assert_eq!(ivy::hardtanh(&x)?.to_string(), "[-1. ,  0.5,  1. ]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[defaults(max_val = 1.0, min_val = -1.0)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn hardtanh(x: &Array, max_val: f64, min_val: f64, out: Option<&mut Array>) -> Result<Array> {
    clip(x, Scalar::from(min_val), Scalar::from(max_val))
}

/// `ln(sigmoid(x)) = -softplus(-x)`, element-wise, without overflow for large `|x|`.
///
/// ```
/// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
/// assert_eq!(ivy::logsigmoid(&x)?.to_string(), "[-1.3132617, -0.6931472, -0.126928 ]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn logsigmoid(x: &Array, out: Option<&mut Array>) -> Result<Array> {
    let negated = multiply(x, -1.0)?;
    multiply(&softplus(&negated)?, -1.0)
}

/// `x / (1 + |x|)`, element-wise.
///
/// ```
/// let x = ivy::array![-1.0f32, 0.0, 3.0]?;
/// assert_eq!(ivy::softsign(&x)?.to_string(), "[-0.5 ,  0.  ,  0.75]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn softsign(x: &Array, out: Option<&mut Array>) -> Result<Array> {
    divide(x, &add(&abs(x)?, 1.0)?)
}

/// `x - tanh(x)`, element-wise.
///
/// ```
/// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
/// assert_eq!(ivy::tanhshrink(&x)?.to_string(), "[-0.23840582,  0.        ,  1.0359724 ]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn tanhshrink(x: &Array, out: Option<&mut Array>) -> Result<Array> {
    subtract(x, &tanh(x)?)
}

/// `x - lambd` above `lambd`, `x + lambd` below `-lambd`, 0 between (Ivy's default `lambd`
/// is 0.5), computed as `x - clip(x, -lambd, lambd)`.
///
/// ```
/// let x = ivy::array![-1.0f32, 0.25, 2.0]?;
/// assert_eq!(ivy::softshrink(&x)?.to_string(), "[-0.5,  0. ,  1.5]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[defaults(lambd = 0.5)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn softshrink(x: &Array, lambd: f64, out: Option<&mut Array>) -> Result<Array> {
    subtract(x, &clip(x, Scalar::from(-lambd), Scalar::from(lambd))?)
}

/// `x` where `|x| > lambd`, 0 elsewhere (Ivy's default `lambd` is 0.5); `nan` stays `nan`.
/// Computed as `x * |sign(x - clip(x, -lambd, lambd))|`, without a comparison.
///
/// ```
/// let x = ivy::array![-1.0f32, 0.25, 2.0]?;
/// assert_eq!(ivy::hardshrink(&x)?.to_string(), "[-1.,  0.,  2.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[defaults(lambd = 0.5)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn hardshrink(x: &Array, lambd: f64, out: Option<&mut Array>) -> Result<Array> {
    let outside = subtract(x, &clip(x, Scalar::from(-lambd), Scalar::from(lambd))?)?;
    multiply(x, &abs(&sign(&outside)?)?)
}

/// The logit `ln(x / (1 - x))`, element-wise; with `eps`, `x` is first clipped to `[eps, 1 -
/// eps]` (Ivy's default is no clipping: `inf` at 1, `nan` outside `[0, 1]`).
///
/// ```
/// let x = ivy::array![0.25f32, 0.5, 1.0]?;
/// assert_eq!(ivy::logit(&x)?.to_string(), "[-1.0986123,  0.       ,        inf]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn logit(x: &Array, eps: Option<f64>, out: Option<&mut Array>) -> Result<Array> {
    let x = match eps {
        Some(e) => clip(x, Scalar::from(e), Scalar::from(1.0 - e))?,
        None => x.clone(),
    };
    log(&divide(&x, &subtract(1.0, &x)?)?)
}

/// The parametric ReLU: `x` where `x > 0`, `slope * x` elsewhere, `slope` broadcast against
/// `x` (one slope per channel, or one for all), computed as `relu(x) + slope * min(x, 0)`.
///
/// ```
/// let x = ivy::array![-2.0f32, 0.0, 3.0]?;
/// let slope = ivy::array![0.25f32]?;
/// assert_eq!(ivy::prelu(&x, &slope)?.to_string(), "[-0.5,  0. ,  3. ]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(broadcast(&[x, slope]))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn prelu(x: &Array, slope: &Array, out: Option<&mut Array>) -> Result<Array> {
    add(&relu(x)?, &multiply(slope, &minimum(x, 0)?)?)
}

/// `ln(sum(e^x))` over `axis` (every axis when `None`, SciPy's default), as SciPy's
/// `logsumexp`: shifted by the maximum so that no exponential overflows; an infinite
/// maximum is replaced by the largest finite value, so `+inf` anywhere gives `inf` and an
/// all `-inf` lane gives `-inf`; `nan` anywhere gives `nan`. An empty lane is an error (the
/// maximum of nothing).
///
/// ```
/// let x = ivy::array![[1.0f32, 2.0], [3.0, 1000.0]]?;
/// assert_eq!(
///     ivy::logsumexp::with(&x).axis(1).call()?.to_string(),
///     "[   2.3132617, 1000.       ]"
/// );
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(reduce(x, axis, keepdims))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn logsumexp(
    x: &Array,
    axis: Option<isize>,
    keepdims: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let big = finfo(x.dtype())?.max;
    let shift = max::with(x).axis(axis).keepdims(true).call()?;
    let shift = clip(&shift, Scalar::from(-big), Scalar::from(big))?;
    let total = sum::with(&exp(&subtract(x, &shift)?)?)
        .axis(axis)
        .keepdims(true)
        .call()?;
    let lse = add(&log(&total)?, &shift)?;
    match (keepdims, axis) {
        (true, _) => Ok(lse),
        (false, Some(a)) => squeeze::with(&lse).axis(&[a]).call(),
        (false, None) => reshape(&lse, &[]),
    }
}

/// `x` where `x > threshold_`, `value` elsewhere (Ivy's `threshold` and `value`, both
/// required; `threshold_` as the function is named `threshold`), as
/// [`where_()`](crate::where_) of [`greater()`](crate::greater): `nan` gives `value`.
///
/// ```
/// let x = ivy::array![-1.0f32, 0.5, 2.0]?;
/// assert_eq!(ivy::threshold(&x, 0.5, 9.0)?.to_string(), "[9., 9., 2.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[defaults(threshold_ = required, value = required)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn threshold(x: &Array, threshold_: f64, value: f64, out: Option<&mut Array>) -> Result<Array> {
    where_(&greater(x, threshold_)?, x, value)
}

/// The scaled hyperbolic tangent `alpha * tanh(beta * x)` (Ivy's `scaled_tanh`, LeCun's
/// constants `alpha = 1.7159`, `beta = 0.67` by default).
///
/// ```
/// let x = ivy::array![0.0f32, 1.0]?;
/// assert_eq!(ivy::scaled_tanh(&x)?.to_string(), "[0.      , 1.003767]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[defaults(alpha = 1.7159, beta = 0.67)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn scaled_tanh(x: &Array, alpha: f64, beta: f64, out: Option<&mut Array>) -> Result<Array> {
    multiply(&tanh(&multiply(x, beta)?)?, alpha)
}

/// `x` where `x > threshold` (Ivy's default 0), 0 elsewhere (Ivy's `thresholded_relu`; `nan`
/// gives 0).
///
/// ```
/// let x = ivy::array![-1.0f32, 0.5, 2.0]?;
/// assert_eq!(ivy::thresholded_relu::with(&x).threshold(1.0).call()?.to_string(), "[0., 0., 2.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[defaults(threshold = 0.0)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn thresholded_relu(x: &Array, threshold: f64, out: Option<&mut Array>) -> Result<Array> {
    where_(&greater(x, threshold)?, x, &zeros_like(x)?)
}
