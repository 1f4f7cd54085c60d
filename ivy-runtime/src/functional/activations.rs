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
    /// assert_eq!(ivy::leaky_relu(&x)?.to_string(), "[-0.2, 0., 2.]");
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
    /// assert_eq!(ivy::gelu(&x)?.to_string(), "[-0.15865526, 0., 1.9544997]");
    /// assert_eq!(ivy::gelu::with(&x).approximate(true).call()?.to_string(), "[-0.158808, 0., 1.9545978]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn gelu(x: &Array, approximate: bool, out: Option<&mut Array>) -> Result<Array>;

    /// The logistic sigmoid `1 / (1 + e^-x)`, element-wise (0 at `-inf`, 1 at `inf`).
    ///
    /// ```
    /// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
    /// assert_eq!(ivy::sigmoid(&x)?.to_string(), "[0.26894143, 0.5, 0.8807971]");
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
    ///     "[-2.407606, -1.4076059, -0.40760595]"
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
    ///     "[0.3132617, 0.6931472, 2.126928]"
    /// );
    /// assert_eq!(
    ///     ivy::softplus::with(&x).beta(2.0).threshold(3.0).call()?.to_string(),
    ///     "[0.063464, 0.3465736, 2.]"
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
    /// assert_eq!(ivy::silu(&x)?.to_string(), "[-0.26894143, 0., 1.761594]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn silu(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The mish activation `x * tanh(softplus(x))`, element-wise.
    ///
    /// ```
    /// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
    /// assert_eq!(ivy::mish(&x)?.to_string(), "[-0.30340144, 0., 1.943959]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn mish(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The hard swish `x * min(max(x + 3, 0), 6) / 6`, element-wise.
    ///
    /// ```
    /// let x = ivy::array![-1.0f32, 0.0, 2.0]?;
    /// assert_eq!(ivy::hardswish(&x)?.to_string(), "[-0.33333334, 0., 1.6666666]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    #[integer_arrays_to_float]
    pub fn hardswish(x: &Array, out: Option<&mut Array>) -> Result<Array>;
}

pub use declared::*;
