//! Layers of neural networks: dropout, attention.

// Ivy's signatures have up to nine parameters; the items the declaration macros generate
// repeat them.
#![allow(clippy::too_many_arguments)]

use ivy_macros::compositional;

use super::{add, asarray, astype, divide, exp, matmul, matrix_transpose, multiply, subtract, sum};
use crate::{Array, Dtype, Error, HostArray, HostData, Result};

/// `x` with each element zeroed with probability `prob` (where a uniform draw in `[0, 1)` is
/// below `prob`, Ivy's rule) and the others multiplied by `1 / (1 - prob)` if `scale`; with
/// `training == false`, or `prob == 0`, `x` unchanged. `prob` must be in `[0, 1]` (`1` zeroes
/// everything). The draws come from the seeded generator of the random functions: the same
/// `seed` gives the same mask on every backend.
///
/// `noise_shape` (default: `x`'s shape) is the shape of the mask; it must broadcast to `x`'s
/// shape (a 1 drops whole slices along that axis). `dtype` (a float or complex dtype) converts
/// the result; integer and bool inputs become the default float dtype first. As in Ivy, a
/// dropped `inf` or `nan` gives `nan` (the mask multiplies).
///
/// ```
/// let x = ivy::array![[1.0, 2.0, 3.0, 4.0]]?;
/// // Seed 0's first draws are 0.73, 0.77, 0.03, 0.58: the third is below 0.5.
/// let y = ivy::dropout::with(&x, 0.5).seed(0).call()?;
/// assert_eq!(y.to_string(), "[[2., 4., 0., 8.]]");
/// let same = ivy::dropout::with(&x, 0.5).training(false).call()?;
/// assert!(ivy::array_equal(&same, &x)?);
/// assert!(ivy::dropout(&x, 1.5).is_err());
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(same(x))]
#[defaults(prob = required, scale = true, training = true)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
pub fn dropout(
    x: &Array,
    prob: f64,
    scale: bool,
    dtype: Option<Dtype>,
    training: bool,
    seed: Option<u64>,
    noise_shape: Option<&[usize]>,
    out: Option<&mut Array>,
) -> Result<Array> {
    const F: &str = "dropout";
    if !(0.0..=1.0).contains(&prob) {
        return Err(Error::InvalidInput(format!(
            "{F}: prob must be in [0, 1], got {prob}"
        )));
    }
    let dtype = dtype.unwrap_or(x.dtype());
    if !dtype.is_inexact() {
        return Err(Error::InvalidInput(format!(
            "{F}: dtype must be a float or complex dtype, got `{dtype}`"
        )));
    }
    let noise_shape = noise_shape.unwrap_or(x.shape());
    let broadcast = crate::shape::broadcast_shapes(F, noise_shape, x.shape())?;
    if broadcast != x.shape() {
        return Err(Error::InvalidInput(format!(
            "{F}: noise_shape {noise_shape:?} does not broadcast to x's shape {:?}; give a shape \
             of x's rank whose axes are x's or 1",
            x.shape()
        )));
    }
    let x = astype(x, dtype)?;
    if !training || prob == 0.0 {
        return Ok(x);
    }
    // Every element is dropped when prob is 1: no scale (which would be infinite) is needed.
    let kept = if scale && prob < 1.0 {
        1.0 / (1.0 - prob)
    } else {
        1.0
    };
    let mask = crate::rng::dropout_mask(noise_shape, prob, kept, seed)?;
    let mask = crate::with_backend(x.backend(), || asarray::with(mask).dtype(dtype).device(x.device()).call())?;
    multiply(&x, &mask)
}

/// Attention: `softmax(query @ key^T * scale) @ value`, the softmax over the keys (the last
/// axis). `query` is `[..., L, E]`, `key` `[..., S, E]`, `value` `[..., S, Ev]`; the leading
/// axes broadcast as `matmul`'s do; the result is `[..., L, Ev]`. `scale` defaults to
/// `1 / sqrt(E)`.
///
/// `mask` (broadcasting to `[..., L, S]`; `true` or nonzero where a query may attend to a key)
/// or, without one, `is_causal` (query `i` attends to keys `0..=i`) hides keys: as in Ivy, a
/// hidden score becomes the dtype's most negative finite value, so a query that may attend to
/// nothing averages every value. With `training` and `dropout_p > 0`, the attention weights go
/// through [`dropout()`]. Integer and `bool` inputs (a `bool` mask too) are taken as the default
/// float dtype; complex inputs are declared unsupported.
///
/// ```
/// // One query, two keys: the scores 0 and ln 3 give weights 1/4 and 3/4.
/// let q = ivy::array![[1.0]]?;
/// let k = ivy::array![[0.0], [3f64.ln()]]?;
/// let v = ivy::array![[4.0], [8.0]]?;
/// let y = ivy::scaled_dot_product_attention::with(&q, &k, &v, 0.0).scale(1.0).call()?;
/// let ivy::Scalar::Float(y) = ivy::to_scalar(&y)? else { unreachable!() };
/// assert!((y - 7.0).abs() < 1e-12); // 4 / 4 + 3 * 8 / 4
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(attention(query, key, value))]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
// Complex scores have no order: the softmax's maximum is undefined (on every backend).
#[with_unsupported_dtypes("0.0 and above" => ["complex"])]
pub fn scaled_dot_product_attention(
    query: &Array,
    key: &Array,
    value: &Array,
    scale: Option<f64>,
    mask: Option<&Array>,
    dropout_p: f64,
    is_causal: bool,
    training: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    const F: &str = "scaled_dot_product_attention";
    let (q, k, v) = (query.shape(), key.shape(), value.shape());
    if q.len() < 2 || k.len() < 2 || v.len() < 2 {
        return Err(Error::InvalidInput(format!(
            "{F}: query, key and value must have at least 2 axes ([..., L, E], [..., S, E], \
             [..., S, Ev]); got shapes {q:?}, {k:?}, {v:?}"
        )));
    }
    if q[q.len() - 1] != k[k.len() - 1] || k[k.len() - 2] != v[v.len() - 2] {
        return Err(Error::InvalidInput(format!(
            "{F}: query [..., L, E], key [..., S, E] and value [..., S, Ev] must agree in E and \
             S; got shapes {q:?}, {k:?}, {v:?}"
        )));
    }
    if !(0.0..=1.0).contains(&dropout_p) {
        return Err(Error::InvalidInput(format!(
            "{F}: dropout_p must be in [0, 1], got {dropout_p}"
        )));
    }
    // 1 / sqrt(E); with no features (E = 0) every score is 0 whatever the scale.
    let features = q[q.len() - 1];
    let scale = scale.unwrap_or(if features == 0 {
        1.0
    } else {
        1.0 / (features as f64).sqrt()
    });
    let scores = multiply(&matmul(query, &matrix_transpose(key)?)?, scale)?;
    let (l, s) = (q[q.len() - 2], k[k.len() - 2]);
    let (backend, score_dtype, device) = (scores.backend(), scores.dtype(), scores.device());
    let on_scores = |host: HostArray| {
        crate::with_backend(backend, || asarray::with(host).dtype(score_dtype).device(device).call())
    };
    let attend = match mask {
        Some(m) => Some(astype(&astype(m, Dtype::Bool)?, scores.dtype())?),
        // Query i attends to keys 0..=i (Ivy's tril of ones).
        None if is_causal => {
            let causal = (0..l * s)
                .map(|n| f64::from(u8::from(n % s <= n / s)))
                .collect();
            Some(on_scores(HostArray::new(vec![l, s], causal)?)?)
        }
        None => None,
    };
    let scores = match attend {
        // scores * m + (m - 1) * max: the score where m is 1, the most negative value where 0.
        Some(m) => {
            let lowest = crate::info::finfo(score_dtype)?.max;
            let hidden = multiply(&subtract(&m, 1.0)?, lowest)?;
            add(&multiply(&scores, &m)?, &hidden)?
        }
        None => scores,
    };
    let weights = exp(&subtract(&scores, &on_scores(self::row_maxima(&scores)?)?)?)?;
    let mut attention = divide(&weights, &sum::with(&weights).axis(-1).keepdims(true).call()?)?;
    if training && dropout_p > 0.0 {
        attention = dropout(&attention, dropout_p)?;
    }
    matmul(&attention, value)
}

/// The maximum of each row (over the last axis) of `x`, with the last axis kept as length 1,
/// in host memory: subtracting it keeps the softmax's exponentials finite. `nan` rows give
/// `nan`; an empty row gives 0.
fn row_maxima(x: &Array) -> Result<HostArray> {
    let host = x.to_host()?.astype(Dtype::Float64)?;
    let HostData::Float64(values) = host.data() else {
        return Err(Error::InvalidInput(
            "scaled_dot_product_attention: scores did not convert to float64".to_owned(),
        ));
    };
    let mut shape = x.shape().to_vec();
    let row = shape.last().copied().unwrap_or(1);
    if let Some(last) = shape.last_mut() {
        *last = 1;
    }
    let maxima = if row == 0 {
        vec![0.0; crate::element_count("scaled_dot_product_attention", &shape)?]
    } else {
        values
            .chunks(row)
            .map(|r| {
                r.iter().copied().fold(
                    f64::NEG_INFINITY,
                    |m, v| if v > m || v.is_nan() { v } else { m },
                )
            })
            .collect()
    };
    HostArray::new(shape, maxima)
}
