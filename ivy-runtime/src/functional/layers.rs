//! Layers of neural networks: dropout, attention, convolutions.

// Ivy's signatures have up to nine parameters; the items the declaration macros generate
// repeat them.
#![allow(clippy::too_many_arguments)]

use ivy_macros::{compositional, mixed};

use super::{add, asarray, astype, divide, exp, matmul, matrix_transpose, multiply, subtract, sum};
use super::{concat, flip, gather, get_item, max, mean, pad, permute_dims, reshape, stack, zeros_like};
pub use crate::arguments::ConvPadding;
use crate::type_rules::conv::{self, Window};
use crate::type_rules::resize;
use crate::{Array, Dtype, Error, HostArray, HostData, Index, Result, Scalar};

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

/// The convolution of `x` with `filters` over `dims` spatial axes (Ivy's and XLA's
/// `conv_general_dilated`): `x` is `[N, spatial..., C]` (`data_format = "channel_last"`) or
/// `[N, C, spatial...]` (`"channel_first"`), `filters` `[spatial..., C / G, O]`
/// (`filter_format = "channel_last"`) or `[O, C / G, spatial...]`, for `G =
/// feature_group_count` groups of channels, each convolved with its `O / G` filters. The
/// result is `[N, out..., O]` in `data_format`'s order, plus `bias` (`[O]`) if given.
///
/// `strides`, `dilations` (the spacing of a filter's taps) and `x_dilations` (the spacing of
/// `x`'s elements, zeros between them: a transposed convolution) take one value for every
/// spatial axis or one per axis. `padding` is [`ConvPadding::Same`] (`ceil(length / stride)`
/// outputs, the smaller half of the padding before, as TensorFlow and Ivy), `Valid` or explicit
/// `(before, after)` pairs of zeros. As Ivy and PyTorch, the filters are not flipped (a
/// cross-correlation).
///
/// Computed as one matrix product (`matmul`) per group over the windows gathered side by side
/// (im2col), in the dtype `x`, `filters` and `bias` promote to, over the dtypes its callees
/// take: floats, complex and the integers (which wrap, as [`matmul()`]'s products do: int8
/// `100 * 2 + 100 * 2` is `-112`); `bool` is refused.
///
/// ```
/// use ivy::ConvPadding;
/// // One channel, the filter [1, 10] over [1, 2, 3]: 1 + 20, 2 + 30.
/// let x = ivy::reshape(&ivy::array![1.0, 2.0, 3.0]?, &[1, 3, 1])?;
/// let w = ivy::reshape(&ivy::array![1.0, 10.0]?, &[2, 1, 1])?;
/// let y = ivy::conv_general_dilated::with(&x, &w, &[1], ConvPadding::Valid).dims(1).call()?;
/// assert_eq!(y.to_string(), "[[[21.],\n  [32.]]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::convolved("conv_general_dilated", x, filters, dims, &Window { strides, dilations, x_dilations, padding }, data_format, filter_format, feature_group_count, bias))]
#[defaults(
    padding = required,
    dims = 2,
    data_format = "channel_last",
    filter_format = "channel_last",
    feature_group_count = 1,
    x_dilations = &[1],
    dilations = &[1]
)]
#[handle_out]
#[nestable]
#[with_unsupported_dtypes("0.0 and above" => ["bool"])]
pub fn conv_general_dilated(
    x: &Array,
    filters: &Array,
    strides: &[usize],
    padding: ConvPadding<'_>,
    dims: usize,
    data_format: &str,
    filter_format: &str,
    feature_group_count: usize,
    x_dilations: &[usize],
    dilations: &[usize],
    bias: Option<&Array>,
    out: Option<&mut Array>,
) -> Result<Array> {
    const F: &str = "conv_general_dilated";
    let (function, groups) = (F, feature_group_count);
    let window = &Window {
        strides,
        dilations,
        x_dilations,
        padding,
    };
    // The shape rule checks the arguments (ranks, formats, channels, bias, window).
    conv::convolved(
        function,
        &x.tensor_type(),
        &filters.tensor_type(),
        dims,
        window,
        data_format,
        filter_format,
        groups,
        bias.map(Array::tensor_type).as_ref(),
    )?;
    let d = dims as isize;
    let first = conv::channels_first(function, data_format, dims)?;
    // x as [N, C, spatial...], the filters as [O, C / G, spatial...].
    let x = if first {
        x.clone()
    } else {
        permute_dims(x, &[0, d + 1].into_iter().chain(1..=d).collect::<Vec<_>>())?
    };
    let filters = if conv::channels_first(function, filter_format, dims)? {
        filters.clone()
    } else {
        permute_dims(filters, &[d + 1, d].into_iter().chain(0..d).collect::<Vec<_>>())?
    };
    let (xs, fs) = (x.shape().to_vec(), filters.shape().to_vec());
    let (n, c, o) = (xs[0], xs[1], fs[0]);
    let (spatial, kernel) = (&xs[2..], &fs[2..]);
    let (outs, pads) = conv::window(function, spatial, kernel, window)?;
    let strides = conv::per_axis(function, "strides", window.strides, dims)?;
    let x_dilations = conv::per_axis(function, "x_dilations", window.x_dilations, dims)?;
    let taps = Taps {
        spatial,
        kernel,
        before: &pads.iter().map(|p| p.0).collect::<Vec<_>>(),
        strides: &strides,
        dilations: &conv::per_axis(function, "dilations", window.dilations, dims)?,
        x_dilations: &x_dilations,
    };
    let size: usize = spatial.iter().product();
    // x flattened over its spatial axes, one zero after them: read by every tap on padding or
    // between spread elements, so that no padded or spread copy of x is made.
    let flat = pad::with(&reshape(&x, &self::sizes(&[n, c, size]))?, &[(0, 0), (0, 0), (0, 1)]).call()?;
    let w = reshape(&filters, &self::sizes(&[groups, o / groups, c / groups, kernel.iter().product()]))?;
    // The gathers and products the helpers make, called here so that the body's support (its
    // callees') includes theirs.
    let ops = Ops {
        gather: &|x: &Array, at: &Array, axis: isize| gather::with(x, at).axis(axis).call(),
        matmul: &|a: &Array, b: &Array| matmul(a, b),
    };
    let spread = x_dilations.iter().any(|&xd| xd > 1);
    let y = if spread && strides.iter().all(|&s| s == 1) && !outs.contains(&0) {
        taps.by_phase(function, &ops, &flat, &w, &outs)?
    } else {
        taps.product(function, &ops, &flat, &w, &self::every_position(kernel), &self::every_position(&outs))?
    };
    let y = match bias {
        Some(b) => {
            let mut along = vec![o as isize];
            along.extend(std::iter::repeat_n(1, dims));
            add(&y, &reshape(b, &along)?)?
        }
        None => y,
    };
    if first {
        Ok(y)
    } else {
        permute_dims(&y, &[0].into_iter().chain(2..d + 2).chain([1]).collect::<Vec<_>>())
    }
}

/// `lengths` as the `isize`s `reshape` takes.
fn sizes(lengths: &[usize]) -> Vec<isize> {
    lengths.iter().map(|&l| l as isize).collect()
}

/// Every position along each axis of `lengths`: all the taps of a kernel, or all the outputs.
fn every_position(lengths: &[usize]) -> Vec<Vec<usize>> {
    lengths.iter().map(|&l| (0..l).collect()).collect()
}

/// The `gather` and `matmul` a convolution's [`Taps`] run, as its body names them.
struct Ops<'a> {
    gather: &'a dyn Fn(&Array, &Array, isize) -> Result<Array>,
    matmul: &'a dyn Fn(&Array, &Array) -> Result<Array>,
}

/// The geometry of a convolution's taps over `x`'s spatial axes: their lengths (before
/// `x_dilations` spreads them), the `kernel`, the padding `before` them (in the spread input),
/// and the window's `strides`, `dilations` and `x_dilations`, one per axis.
struct Taps<'a> {
    spatial: &'a [usize],
    kernel: &'a [usize],
    before: &'a [usize],
    strides: &'a [usize],
    dilations: &'a [usize],
    x_dilations: &'a [usize],
}

impl Taps<'_> {
    /// Where tap `t` of output `o` reads on axis `a`: `o * stride + t * dilation - before` in
    /// the spread input, the offset of an element of `x` (its position times `stride`, the
    /// axis's row-major stride in `x`) where that is a multiple of the axis's `x_dilation`,
    /// else `None` (padding, or a zero between spread elements).
    fn offset(&self, a: usize, stride: usize, t: usize, o: usize) -> Option<usize> {
        let q = (o * self.strides[a] + t * self.dilations[a]) as isize - self.before[a] as isize;
        let xd = self.x_dilations[a] as isize;
        (q >= 0 && q % xd == 0 && q / xd < self.spatial[a] as isize).then(|| (q / xd) as usize * stride)
    }

    /// For each tap of `taps` (the kernel positions per axis, row-major over the axes) and,
    /// within it, each output of `outs` (per axis, likewise), the row-major position in `x`'s
    /// flattened spatial axes that the tap reads, or for a zero ([`Taps::offset`]) the
    /// position just past `x` (where the caller places one).
    fn positions(&self, function: &'static str, taps: &[Vec<usize>], outs: &[Vec<usize>]) -> Result<Vec<i64>> {
        let dims = self.spatial.len();
        let size: usize = self.spatial.iter().product();
        // Per axis, the offset of each (tap, output) pair.
        let along: Vec<Vec<Option<usize>>> = (0..dims)
            .map(|a| {
                let stride: usize = self.spatial[a + 1..].iter().product();
                let pairs = taps[a].iter().flat_map(|&t| outs[a].iter().map(move |&o| (t, o)));
                pairs.map(|(t, o)| self.offset(a, stride, t, o)).collect()
            })
            .collect();
        let lengths = |lists: &[Vec<usize>]| -> Vec<usize> { lists.iter().map(Vec::len).collect() };
        let (tap_lengths, out_lengths) = (lengths(taps), lengths(outs));
        let (count, p): (usize, usize) = (tap_lengths.iter().product(), out_lengths.iter().product());
        let mut positions = crate::alloc::result_vec(function, &[count, p])?;
        for t in 0..count {
            for q in 0..p {
                let (mut t_rest, mut q_rest, mut at) = (t, q, Some(0));
                for a in (0..dims).rev() {
                    let (k, l) = (tap_lengths[a], out_lengths[a]);
                    at = at.zip(along[a][t_rest % k * l + q_rest % l]).map(|(sum, v)| sum + v);
                    (t_rest, q_rest) = (t_rest / k, q_rest / l);
                }
                positions.push(at.unwrap_or(size) as i64);
            }
        }
        Ok(positions)
    }

    /// The convolution at the outputs `outs` (per axis) over the taps `taps` (per axis) alone:
    /// one gather of the columns (the im2col) from `flat` (`[N, C, spatial size + 1]`, a zero
    /// last) and one matrix product per group with the filters `w` (`[G, O / G, C / G, all
    /// taps]`) at those taps: `[N, O, outs...]`.
    fn product(
        &self,
        function: &'static str,
        ops: &Ops<'_>,
        flat: &Array,
        w: &Array,
        taps: &[Vec<usize>],
        outs: &[Vec<usize>],
    ) -> Result<Array> {
        let (n, c) = (flat.shape()[0], flat.shape()[1]);
        let (g, og, cg, all) = (w.shape()[0], w.shape()[1], w.shape()[2], w.shape()[3]);
        let count: usize = taps.iter().map(Vec::len).product();
        let p: usize = outs.iter().map(Vec::len).product();
        let on = |values: Vec<i64>, of: &Array| {
            let host = HostArray::new(vec![values.len()], values)?;
            Array::from_host(of.backend(), host, of.device())
        };
        let at = on(self.positions(function, taps, outs)?, flat)?;
        let columns = reshape(&(ops.gather)(flat, &at, 2)?, &sizes(&[n, g, c / g * count, p]))?;
        let w = if count == all {
            w.clone()
        } else {
            // The taps' row-major positions in the kernel.
            let mut chosen = vec![0i64];
            for (a, axis) in taps.iter().enumerate() {
                let k = self.kernel[a] as i64;
                chosen = chosen.iter().flat_map(|&at| axis.iter().map(move |&t| at * k + t as i64)).collect();
            }
            (ops.gather)(w, &on(chosen, w)?, 3)?
        };
        // [G, O / G, C / G × taps] filters times [N, G, C / G × taps, P] columns: [N, G, O / G, P].
        let w = reshape(&w, &sizes(&[g, og, cg * count]))?;
        let y = if n == 0 {
            // Candle's batched matmul refuses an empty batch: one image of zeros, broadcast to none.
            let (backend, dtype, device) = (flat.backend(), flat.dtype(), flat.device());
            let one = crate::with_backend(backend, || super::zeros::with(&[1, g, cg * count, p]).dtype(dtype).device(device).call())?;
            super::broadcast_to(&(ops.matmul)(&w, &one)?, &[0, g, og, p])?
        } else {
            (ops.matmul)(&w, &columns)?
        };
        let mut shape = vec![n, g * og];
        shape.extend(outs.iter().map(Vec::len));
        reshape(&y, &sizes(&shape))
    }

    /// The convolution at stride 1 over `x` spread by `x_dilations` (a transposed
    /// convolution), without the products with the spread zeros: the outputs at `r` modulo
    /// `x_dilation` on an axis read `x` only through the taps `t` with `r + t * dilation -
    /// before` a multiple of it, so each phase (one `r` per axis) is one [`Taps::product`]
    /// over its taps alone, `1 / x_dilation` of them per axis. The phases, each over
    /// `ceil(out / x_dilation)` outputs per axis, are interleaved and cut to `outs`.
    fn by_phase(&self, function: &'static str, ops: &Ops<'_>, flat: &Array, w: &Array, outs: &[usize]) -> Result<Array> {
        let dims = outs.len();
        let xd = self.x_dilations;
        let steps: Vec<usize> = (0..dims).map(|a| outs[a].div_ceil(xd[a])).collect();
        let phases: usize = xd.iter().product();
        let mut ys: Vec<Option<Array>> = Vec::with_capacity(phases);
        for phase in 0..phases {
            let (mut rest, mut taps, mut at) = (phase, vec![Vec::new(); dims], vec![Vec::new(); dims]);
            for a in (0..dims).rev() {
                let r = rest % xd[a];
                rest /= xd[a];
                at[a] = (0..steps[a]).map(|m| r + m * xd[a]).collect();
                let reads = |t: &usize| (r + t * self.dilations[a]) as isize - self.before[a] as isize;
                taps[a] = (0..self.kernel[a]).filter(|t| reads(t).rem_euclid(xd[a] as isize) == 0).collect();
            }
            let none = taps.iter().any(Vec::is_empty);
            ys.push(if none { None } else { Some(self.product(function, ops, flat, w, &taps, &at)?) });
        }
        // Some phase has taps: on every axis, tap 0 reads x at r = before (mod x_dilation).
        let Some(some) = ys.iter().flatten().next() else {
            return Err(Error::InvalidInput(format!("{function}: no phase of the convolution reads x")));
        };
        let zeros = zeros_like(some)?;
        let ys: Vec<Array> = ys.into_iter().map(|y| y.unwrap_or_else(|| zeros.clone())).collect();
        // [phases..., N, O, steps...] to [N, O, steps[0], xd[0], ...], merged and cut to outs.
        let (n, o) = (flat.shape()[0], w.shape()[0] * w.shape()[1]);
        let mut shape: Vec<usize> = xd.to_vec();
        shape.extend([n, o]);
        shape.extend(&steps);
        let y = reshape(&stack::with(&ys).axis(0).call()?, &sizes(&shape))?;
        let d = dims as isize;
        let axes: Vec<isize> = [d, d + 1].into_iter().chain((0..d).flat_map(|a| [d + 2 + a, a])).collect();
        let mut merged = vec![n, o];
        merged.extend((0..dims).map(|a| steps[a] * xd[a]));
        let y = reshape(&permute_dims(&y, &axes)?, &sizes(&merged))?;
        let all = Index::Slice { start: None, stop: None, step: 1 };
        let mut query = vec![all, all];
        query.extend(outs.iter().map(|&l| Index::Slice { start: None, stop: Some(l as isize), step: 1 }));
        get_item(&y, &query)
    }
}



/// The 1-d convolution of `x` (`[N, W, C]`, or `[N, C, W]` for `data_format = "NCW"`) with
/// `filters` (`[fw, C, O]`, or `[O, C, fw]` for `filter_format = "channel_first"`):
/// [`conv_general_dilated()`] over one spatial axis (see it for `strides`, `padding`,
/// `dilations`, `x_dilations`, `bias` and the dtypes).
///
/// ```
/// // A moving sum of 2 over [1, 2, 3, 4] with stride 2, channels first.
/// let x = ivy::reshape(&ivy::array![1.0, 2.0, 3.0, 4.0]?, &[1, 1, 4])?;
/// let w = ivy::ones(&[2, 1, 1])?;
/// let y = ivy::conv1d::with(&x, &w, &[2], ivy::ConvPadding::Valid).data_format("NCW").call()?;
/// assert_eq!(y.to_string(), "[[[3., 7.]]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::convolved("conv1d", x, filters, 1, &Window { strides, dilations, x_dilations, padding }, data_format, filter_format, 1, bias))]
#[defaults(
    padding = required,
    data_format = "NWC",
    filter_format = "channel_last",
    x_dilations = &[1],
    dilations = &[1]
)]
#[handle_out]
#[nestable]
pub fn conv1d(
    x: &Array,
    filters: &Array,
    strides: &[usize],
    padding: ConvPadding<'_>,
    data_format: &str,
    filter_format: &str,
    x_dilations: &[usize],
    dilations: &[usize],
    bias: Option<&Array>,
    out: Option<&mut Array>,
) -> Result<Array> {
    // The arguments checked under this function's name.
    let window = Window { strides, dilations, x_dilations, padding };
    let bias_type = bias.map(Array::tensor_type);
    conv::convolved("conv1d", &x.tensor_type(), &filters.tensor_type(), 1, &window, data_format, filter_format, 1, bias_type.as_ref())?;
    conv_general_dilated::with(x, filters, strides, padding)
        .dims(1)
        .data_format(data_format)
        .filter_format(filter_format)
        .x_dilations(x_dilations)
        .dilations(dilations)
        .bias(bias)
        .call()
}

/// The 2-d convolution of `x` (`[N, H, W, C]`, or `[N, C, H, W]` for `data_format = "NCHW"`)
/// with `filters` (`[fh, fw, C, O]`, or `[O, C, fh, fw]` for `filter_format =
/// "channel_first"`): [`conv_general_dilated()`] over two spatial axes (see it for `strides`,
/// `padding`, `dilations`, `x_dilations`, `bias` and the dtypes). Backends may run it natively
/// (candle's `conv2d`, where its one padding, stride and dilation for both axes express the
/// call); otherwise this body runs.
///
/// ```
/// // The sums of the 2 × 2 windows of [[1, 2, 3], [4, 5, 6], [7, 8, 9]].
/// let x = ivy::reshape(&ivy::array![1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]?, &[1, 3, 3, 1])?;
/// let w = ivy::ones(&[2, 2, 1, 1])?;
/// let y = ivy::conv2d(&x, &w, &[1], ivy::ConvPadding::Valid)?;
/// assert_eq!(ivy::reshape(&y, &[4])?.to_string(), "[12., 16., 24., 28.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[mixed]
#[returns(conv::convolved("conv2d", x, filters, 2, &Window { strides, dilations, x_dilations, padding }, data_format, filter_format, 1, bias))]
#[defaults(
    padding = required,
    data_format = "NHWC",
    filter_format = "channel_last",
    x_dilations = &[1],
    dilations = &[1]
)]
#[handle_out]
#[nestable]
pub fn conv2d(
    x: &Array,
    filters: &Array,
    strides: &[usize],
    padding: ConvPadding<'_>,
    data_format: &str,
    filter_format: &str,
    x_dilations: &[usize],
    dilations: &[usize],
    bias: Option<&Array>,
    out: Option<&mut Array>,
) -> Result<Array> {
    // The arguments checked under this function's name.
    let window = Window { strides, dilations, x_dilations, padding };
    let bias_type = bias.map(Array::tensor_type);
    conv::convolved("conv2d", &x.tensor_type(), &filters.tensor_type(), 2, &window, data_format, filter_format, 1, bias_type.as_ref())?;
    conv_general_dilated::with(x, filters, strides, padding)
        .dims(2)
        .data_format(data_format)
        .filter_format(filter_format)
        .x_dilations(x_dilations)
        .dilations(dilations)
        .bias(bias)
        .call()
}

/// The depthwise 2-d convolution of `x` (`[N, H, W, C]`, or `[N, C, H, W]` for `data_format =
/// "NCHW"`) with `filters` of shape `[fh, fw, C]`: channel `c` of the result is channel `c` of
/// `x` convolved with `filters[.., .., c]` ([`conv_general_dilated()`] with `C` groups; see it
/// for `strides`, `padding`, `dilations` and the dtypes).
///
/// ```
/// // Channel 0 summed over 2 × 1 windows, channel 1 doubled there (channels last).
/// let x = ivy::reshape(&ivy::array![1.0, 10.0, 2.0, 20.0]?, &[1, 2, 1, 2])?;
/// let w = ivy::reshape(&ivy::array![1.0, 2.0, 1.0, 0.0]?, &[2, 1, 2])?;
/// let y = ivy::depthwise_conv2d(&x, &w, &[1], ivy::ConvPadding::Valid)?;
/// assert_eq!(y.to_string(), "[[[[ 3., 20.]]]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::depthwise(x, filters, &Window { strides, dilations, x_dilations: &[1], padding }, data_format))]
#[defaults(padding = required, data_format = "NHWC", dilations = &[1])]
#[handle_out]
#[nestable]
pub fn depthwise_conv2d(
    x: &Array,
    filters: &Array,
    strides: &[usize],
    padding: ConvPadding<'_>,
    data_format: &str,
    dilations: &[usize],
    out: Option<&mut Array>,
) -> Result<Array> {
    let window = Window { strides, dilations, x_dilations: &[1], padding };
    conv::depthwise(&x.tensor_type(), &filters.tensor_type(), &window, data_format)?;
    let f = filters.shape();
    let channels = f[2];
    let filters = reshape(filters, &[f[0] as isize, f[1] as isize, 1, channels as isize])?;
    conv_general_dilated::with(x, &filters, strides, padding)
        .data_format(data_format)
        .feature_group_count(channels)
        .dilations(dilations)
        .call()
}

/// The 3-d convolution of `x` (`[N, D, H, W, C]`, or `[N, C, D, H, W]` for `data_format =
/// "NCDHW"`) with `filters` (`[fd, fh, fw, C, O]`, or `[O, C, fd, fh, fw]` for `filter_format =
/// "channel_first"`): [`conv_general_dilated()`] over three spatial axes (see it for `strides`, `padding`,
/// `dilations`, `x_dilations`, `bias` and the dtypes).
///
/// ```
/// // The sum of a 2 × 2 × 2 cube, "SAME": the windows at the far ends see zeros.
/// ivy::init()?;
/// let x = ivy::ones(&[1, 2, 2, 2, 1])?;
/// let w = ivy::ones(&[2, 2, 2, 1, 1])?;
/// let y = ivy::conv3d(&x, &w, &[1], ivy::ConvPadding::Same)?;
/// assert_eq!(ivy::reshape(&y, &[8])?.to_string(), "[8., 4., 4., 2., 4., 2., 2., 1.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::convolved("conv3d", x, filters, 3, &Window { strides, dilations, x_dilations, padding }, data_format, filter_format, 1, bias))]
#[defaults(
    padding = required,
    data_format = "NDHWC",
    filter_format = "channel_last",
    x_dilations = &[1],
    dilations = &[1]
)]
#[handle_out]
#[nestable]
pub fn conv3d(
    x: &Array,
    filters: &Array,
    strides: &[usize],
    padding: ConvPadding<'_>,
    data_format: &str,
    filter_format: &str,
    x_dilations: &[usize],
    dilations: &[usize],
    bias: Option<&Array>,
    out: Option<&mut Array>,
) -> Result<Array> {
    // The arguments checked under this function's name.
    let window = Window { strides, dilations, x_dilations, padding };
    let bias_type = bias.map(Array::tensor_type);
    conv::convolved("conv3d", &x.tensor_type(), &filters.tensor_type(), 3, &window, data_format, filter_format, 1, bias_type.as_ref())?;
    conv_general_dilated::with(x, filters, strides, padding)
        .dims(3)
        .data_format(data_format)
        .filter_format(filter_format)
        .x_dilations(x_dilations)
        .dilations(dilations)
        .bias(bias)
        .call()
}

/// The transposed convolution of `x` with `filters` over `dims` spatial axes (Ivy's
/// `conv_general_transpose`, the gradient of [`conv_general_dilated()`] with respect to its
/// input): each element of `x` (`[N, spatial..., C]`, `data_format = "channel_last"`, or
/// `[N, C, spatial...]`) scatters its products with the filter's taps, `strides` apart, into
/// the result `[N, out..., O]` in `data_format`'s order, plus `bias` (`[O]`) if given.
/// `filters` are `[spatial..., O / G, C]` (`filter_format = "channel_last"`, Ivy's "DHWOI") or
/// `[C, O / G, spatial...]` ("IODHW", PyTorch's), for `G = feature_group_count` groups of
/// channels.
///
/// The full result of an axis of length `L` is `(L - 1) * stride + span` long (`span = (k - 1)
/// * dilation + 1`). `padding` "SAME" gives `L * stride` outputs, "VALID" `max(full, L *
/// stride)` (zeros past the full result), as Ivy (TensorFlow); explicit `(before, after)` pairs
/// crop the full result as PyTorch's `padding` does (each at most `span - 1`). `output_shape`
/// (the spatial lengths, or the whole shape) chooses among the lengths the forward convolution
/// takes back to `L` (PyTorch's `output_padding`); others are refused.
///
/// Computed as [`conv_general_dilated()`] over `x` spread by the strides (`x_dilations`) and
/// padded, with the filters flipped and their channel axes swapped: the same dtypes (floats,
/// complex, integers exactly), `bool` refused.
///
/// ```
/// use ivy::ConvPadding;
/// // [1, 2] with the taps [1, 10], stride 2: 1 * [1, 10] then 2 * [1, 10].
/// let x = ivy::reshape(&ivy::array![1.0, 2.0]?, &[1, 2, 1])?;
/// let w = ivy::reshape(&ivy::array![1.0, 10.0]?, &[2, 1, 1])?;
/// let y = ivy::conv_general_transpose::with(&x, &w, &[2], ConvPadding::Valid).dims(1).call()?;
/// assert_eq!(ivy::reshape(&y, &[4])?.to_string(), "[ 1., 10.,  2., 20.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::transposed("conv_general_transpose", x, filters, dims, &Window { strides, dilations, x_dilations: &[1], padding }, output_shape, data_format, filter_format, feature_group_count, bias))]
#[defaults(
    padding = required,
    dims = 2,
    filter_format = "channel_last",
    data_format = "channel_last",
    dilations = &[1],
    feature_group_count = 1
)]
#[handle_out]
#[nestable]
#[with_unsupported_dtypes("0.0 and above" => ["bool"])]
pub fn conv_general_transpose(
    x: &Array,
    filters: &Array,
    strides: &[usize],
    padding: ConvPadding<'_>,
    dims: usize,
    output_shape: Option<&[usize]>,
    filter_format: &str,
    data_format: &str,
    dilations: &[usize],
    feature_group_count: usize,
    bias: Option<&Array>,
    out: Option<&mut Array>,
) -> Result<Array> {
    const F: &str = "conv_general_transpose";
    let groups = feature_group_count;
    let window = Window { strides, dilations, x_dilations: &[1], padding };
    let bias_type = bias.map(Array::tensor_type);
    // The shape rule checks the arguments (ranks, formats, channels, bias, output_shape).
    conv::transposed(F, &x.tensor_type(), &filters.tensor_type(), dims, &window, output_shape, data_format, filter_format, groups, bias_type.as_ref())?;
    let first = conv::channels_first(F, data_format, dims)?;
    let filters_first = conv::channels_first(F, filter_format, dims)?;
    let (xs, fs) = (x.shape(), filters.shape());
    let spatial = if first { &xs[2..] } else { &xs[1..=dims] };
    let kernel = if filters_first { &fs[2..] } else { &fs[..dims] };
    let wanted = conv::spatial_output_shape(F, output_shape, dims, first)?;
    let axes = conv::transposed_window(F, spatial, kernel, &window, wanted)?;
    let strides = conv::per_axis(F, "strides", strides, dims)?;
    let dilations = conv::per_axis(F, "dilations", dilations, dims)?;
    // The convolution over x spread by the strides, padded so that its outputs are those of
    // the full result from `before` on: span - 1 - before zeros before, the rest after.
    let mut pads = Vec::with_capacity(dims);
    for a in 0..dims {
        let (out, before) = axes[a];
        let span = (kernel[a] - 1) * dilations[a] + 1;
        let spread = if spatial[a] == 0 { 0 } else { (spatial[a] - 1) * strides[a] + 1 };
        pads.push((span - 1 - before, out + before - spread));
    }
    // The filters as [C, O / G, spatial...], then [O, C / G, spatial...] by group, flipped.
    let w = if filters_first {
        filters.clone()
    } else {
        let axes: Vec<isize> = [dims as isize + 1, dims as isize].into_iter().chain(0..dims as isize).collect();
        permute_dims(filters, &axes)?
    };
    let (c, og) = (w.shape()[0], w.shape()[1]);
    let to_isize = |v: &usize| *v as isize;
    let mut grouped = vec![groups as isize, (c / groups) as isize, og as isize];
    grouped.extend(kernel.iter().map(to_isize));
    let swap: Vec<isize> = [0, 2, 1].into_iter().chain(3..dims as isize + 3).collect();
    let w = permute_dims(&reshape(&w, &grouped)?, &swap)?;
    let mut merged = vec![(og * groups) as isize, (c / groups) as isize];
    merged.extend(kernel.iter().map(to_isize));
    let spatial_axes: Vec<isize> = (2..dims as isize + 2).collect();
    let w = flip::with(&reshape(&w, &merged)?).axis(&spatial_axes).call()?;
    conv_general_dilated::with(x, &w, &[1], ConvPadding::Explicit(&pads))
        .dims(dims)
        .data_format(data_format)
        .filter_format("channel_first")
        .feature_group_count(groups)
        .x_dilations(&strides)
        .dilations(&dilations)
        .bias(bias)
        .call()
}

/// The 1-d transposed convolution of `x` (`[N, W, C]`, or `[N, C, W]` for `data_format =
/// "NCW"`) with `filters` (`[fw, O, C]`, or `[C, O, fw]` for `filter_format =
/// "channel_first"`): [`conv_general_transpose()`] over one spatial axis (see it for `strides`,
/// `padding`, `output_shape`, `dilations`, `bias` and the dtypes). Backends may run it natively
/// (candle's `conv_transpose1d`, where its one crop at both ends and output padding give the
/// outputs asked for); otherwise this body runs.
///
/// ```
/// // [1, 2, 3] scattered through the taps [1, 1]: 1, 1 + 2, 2 + 3, 3.
/// let x = ivy::reshape(&ivy::array![1.0, 2.0, 3.0]?, &[1, 3, 1])?;
/// let w = ivy::ones(&[2, 1, 1])?;
/// let y = ivy::conv1d_transpose(&x, &w, &[1], ivy::ConvPadding::Valid)?;
/// assert_eq!(ivy::reshape(&y, &[4])?.to_string(), "[1., 3., 5., 3.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[mixed]
#[returns(conv::transposed("conv1d_transpose", x, filters, 1, &Window { strides, dilations, x_dilations: &[1], padding }, output_shape, data_format, filter_format, 1, bias))]
#[defaults(padding = required, filter_format = "channel_last", data_format = "NWC", dilations = &[1])]
#[handle_out]
#[nestable]
pub fn conv1d_transpose(
    x: &Array,
    filters: &Array,
    strides: &[usize],
    padding: ConvPadding<'_>,
    output_shape: Option<&[usize]>,
    filter_format: &str,
    data_format: &str,
    dilations: &[usize],
    bias: Option<&Array>,
    out: Option<&mut Array>,
) -> Result<Array> {
    // The arguments checked under this function's name.
    let window = Window { strides, dilations, x_dilations: &[1], padding };
    let bias_type = bias.map(Array::tensor_type);
    conv::transposed("conv1d_transpose", &x.tensor_type(), &filters.tensor_type(), 1, &window, output_shape, data_format, filter_format, 1, bias_type.as_ref())?;
    let call = conv_general_transpose::with(x, filters, strides, padding)
        .dims(1)
        .filter_format(filter_format)
        .data_format(data_format)
        .dilations(dilations)
        .bias(bias);
    match output_shape {
        Some(shape) => call.output_shape(shape).call(),
        None => call.call(),
    }
}

/// The 2-d transposed convolution of `x` (`[N, H, W, C]`, or `[N, C, H, W]` for `data_format =
/// "NCHW"`) with `filters` (`[fh, fw, O, C]`, or `[C, O, fh, fw]` for `filter_format =
/// "channel_first"`): [`conv_general_transpose()`] over two spatial axes (see it for
/// `strides`, `padding`, `output_shape`, `dilations`, `bias` and the dtypes). Backends may run
/// it natively (candle's `conv_transpose2d`, where one stride, dilation, crop and output
/// padding serve both axes); otherwise this body runs.
///
/// ```
/// // One 1 scattered through a 2 × 2 filter with stride 2 on a 2 × 1 image.
/// let x = ivy::reshape(&ivy::array![1.0, 2.0]?, &[1, 2, 1, 1])?;
/// let w = ivy::reshape(&ivy::array![1.0, 2.0, 3.0, 4.0]?, &[2, 2, 1, 1])?;
/// let y = ivy::conv2d_transpose(&x, &w, &[2], ivy::ConvPadding::Same)?;
/// assert_eq!(ivy::reshape(&y, &[4, 2])?.to_string(), "[[1., 2.],\n [3., 4.],\n [2., 4.],\n [6., 8.]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[mixed]
#[returns(conv::transposed("conv2d_transpose", x, filters, 2, &Window { strides, dilations, x_dilations: &[1], padding }, output_shape, data_format, filter_format, 1, bias))]
#[defaults(padding = required, filter_format = "channel_last", data_format = "NHWC", dilations = &[1])]
#[handle_out]
#[nestable]
pub fn conv2d_transpose(
    x: &Array,
    filters: &Array,
    strides: &[usize],
    padding: ConvPadding<'_>,
    output_shape: Option<&[usize]>,
    filter_format: &str,
    data_format: &str,
    dilations: &[usize],
    bias: Option<&Array>,
    out: Option<&mut Array>,
) -> Result<Array> {
    // The arguments checked under this function's name.
    let window = Window { strides, dilations, x_dilations: &[1], padding };
    let bias_type = bias.map(Array::tensor_type);
    conv::transposed("conv2d_transpose", &x.tensor_type(), &filters.tensor_type(), 2, &window, output_shape, data_format, filter_format, 1, bias_type.as_ref())?;
    let call = conv_general_transpose::with(x, filters, strides, padding)
        .dims(2)
        .filter_format(filter_format)
        .data_format(data_format)
        .dilations(dilations)
        .bias(bias);
    match output_shape {
        Some(shape) => call.output_shape(shape).call(),
        None => call.call(),
    }
}

/// The 3-d transposed convolution of `x` (`[N, D, H, W, C]`, or `[N, C, D, H, W]` for
/// `data_format = "NCDHW"`) with `filters` (`[fd, fh, fw, O, C]`, or `[C, O, fd, fh, fw]` for
/// `filter_format = "channel_first"`): [`conv_general_transpose()`] over three spatial axes
/// (see it for `strides`, `padding`, `output_shape`, `dilations`, `bias` and the dtypes).
///
/// ```
/// // A 1 × 1 × 1 filter of 2 with stride 2: each element doubled, zeros between.
/// ivy::init()?;
/// let x = ivy::ones(&[1, 2, 1, 1, 1])?;
/// let w = ivy::full(&[1, 1, 1, 1, 1], 2.0)?;
/// let y = ivy::conv3d_transpose(&x, &w, &[2, 1, 1], ivy::ConvPadding::Same)?;
/// assert_eq!(ivy::reshape(&y, &[4])?.to_string(), "[2., 0., 2., 0.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::transposed("conv3d_transpose", x, filters, 3, &Window { strides, dilations, x_dilations: &[1], padding }, output_shape, data_format, filter_format, 1, bias))]
#[defaults(padding = required, filter_format = "channel_last", data_format = "NDHWC", dilations = &[1])]
#[handle_out]
#[nestable]
pub fn conv3d_transpose(
    x: &Array,
    filters: &Array,
    strides: &[usize],
    padding: ConvPadding<'_>,
    output_shape: Option<&[usize]>,
    filter_format: &str,
    data_format: &str,
    dilations: &[usize],
    bias: Option<&Array>,
    out: Option<&mut Array>,
) -> Result<Array> {
    // The arguments checked under this function's name.
    let window = Window { strides, dilations, x_dilations: &[1], padding };
    let bias_type = bias.map(Array::tensor_type);
    conv::transposed("conv3d_transpose", &x.tensor_type(), &filters.tensor_type(), 3, &window, output_shape, data_format, filter_format, 1, bias_type.as_ref())?;
    let call = conv_general_transpose::with(x, filters, strides, padding)
        .dims(3)
        .filter_format(filter_format)
        .data_format(data_format)
        .dilations(dilations)
        .bias(bias);
    match output_shape {
        Some(shape) => call.output_shape(shape).call(),
        None => call.call(),
    }
}

/// The windows of a pool of `x` (`[N, spatial..., C]` or `[N, C, spatial...]` as
/// `data_format` says) side by side, `[N, C, taps, out...]`, and whether the channels come
/// first: one gather (the im2col of [`conv_general_dilated()`], [`Taps::positions`]) from `x`
/// flattened over its spatial axes with one `fill` after them, which every tap on the padding
/// [`conv::pool_window`] gives reads, so that no padded copy of `x` is made.
#[allow(clippy::too_many_arguments)]
fn pool_windows(
    function: &'static str,
    x: &Array,
    kernel: &[usize],
    dims: usize,
    window: &Window<'_>,
    data_format: &str,
    ceil_mode: bool,
    fill: Scalar,
) -> Result<(Array, bool)> {
    conv::pooled(function, &x.tensor_type(), kernel, dims, window, data_format, ceil_mode)?;
    let first = conv::channels_first(function, data_format, dims)?;
    let d = dims as isize;
    let x = if first {
        x.clone()
    } else {
        permute_dims(x, &[0, d + 1].into_iter().chain(1..=d).collect::<Vec<_>>())?
    };
    let (n, c, spatial) = (x.shape()[0], x.shape()[1], &x.shape()[2..]);
    let (outs, pads) = conv::pool_window(function, spatial, kernel, window, ceil_mode)?;
    let kernel = conv::per_axis(function, "kernel", kernel, dims)?;
    let taps = Taps {
        spatial,
        kernel: &kernel,
        before: &pads.iter().map(|p| p.0).collect::<Vec<_>>(),
        strides: &conv::per_axis(function, "strides", window.strides, dims)?,
        dilations: &conv::per_axis(function, "dilations", window.dilations, dims)?,
        x_dilations: &vec![1; dims],
    };
    let at = taps.positions(function, &self::every_position(&kernel), &self::every_position(&outs))?;
    let at = Array::from_host(x.backend(), HostArray::new(vec![at.len()], at)?, x.device())?;
    let size: usize = spatial.iter().product();
    let flat = pad::with(&reshape(&x, &self::sizes(&[n, c, size]))?, &[(0, 0), (0, 0), (0, 1)])
        .constant_values(fill)
        .call()?;
    let mut shape = vec![n, c, kernel.iter().product()];
    shape.extend(&outs);
    Ok((reshape(&gather::with(&flat, &at).axis(2).call()?, &self::sizes(&shape))?, first))
}

/// `y` (`[N, C, spatial...]`) in the order of the input: channels moved last unless they
/// came first.
fn channels_back(y: Array, first: bool) -> Result<Array> {
    if first {
        return Ok(y);
    }
    let n = y.ndim() as isize;
    let axes: Vec<isize> = [0].into_iter().chain(2..n).chain([1]).collect();
    permute_dims(&y, &axes)
}

/// The lowest value of `dtype`, a max pool's padding: `-inf`, or an integer dtype's minimum.
fn lowest(dtype: Dtype) -> Result<Scalar> {
    if dtype.is_int() {
        Ok(Scalar::Int(crate::info::iinfo(dtype)?.min))
    } else {
        Ok(Scalar::Float(f64::NEG_INFINITY))
    }
}

/// The maxima of the windows of `kernel` (one length for every spatial axis, or one per axis)
/// over the 1-d `x` (`[N, W, C]`, or `[N, C, W]` for `data_format = "NCW"`), stepping by
/// `strides`, the taps `dilation` apart, over `x` padded as `padding` says (with the dtype's
/// lowest value, which no maximum takes). With `ceil_mode`, a last partial window counts too
/// where it starts inside the input or its padding before (PyTorch's rule). Integers pool as
/// integers; `bool` and complex (no order) are refused.
///
/// ```
/// // The maxima of the pairs of [1, 5, 2, 4, 3], stepping by 2; ceil_mode keeps the last one.
/// let x = ivy::reshape(&ivy::array![1.0, 5.0, 2.0, 4.0, 3.0]?, &[1, 5, 1])?;
/// let y = ivy::max_pool1d(&x, &[2], &[2], ivy::ConvPadding::Valid)?;
/// assert_eq!(ivy::reshape(&y, &[2])?.to_string(), "[5., 4.]");
/// let y = ivy::max_pool1d::with(&x, &[2], &[2], ivy::ConvPadding::Valid).ceil_mode(true).call()?;
/// assert_eq!(ivy::reshape(&y, &[3])?.to_string(), "[5., 4., 3.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::pooled("max_pool1d", x, kernel, 1, &Window { strides, dilations: dilation, x_dilations: &[1], padding }, data_format, ceil_mode))]
#[defaults(strides = required, padding = required, data_format = "NWC", dilation = &[1], ceil_mode = false)]
#[handle_out]
#[nestable]
#[with_unsupported_dtypes("0.0 and above" => ["bool", "complex"])]
pub fn max_pool1d(
    x: &Array,
    kernel: &[usize],
    strides: &[usize],
    padding: ConvPadding<'_>,
    data_format: &str,
    dilation: &[usize],
    ceil_mode: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let window = Window { strides, dilations: dilation, x_dilations: &[1], padding };
    let fill = self::lowest(x.dtype())?;
    let (windows, first) = self::pool_windows("max_pool1d", x, kernel, 1, &window, data_format, ceil_mode, fill)?;
    self::channels_back(max::with(&windows).axis(2).call()?, first)
}

/// The means of the windows of `kernel` (one length for every spatial axis, or one per axis)
/// over the 1-d `x` (`[N, W, C]`, or `[N, C, W]` for `data_format = "NCW"`), stepping by
/// `strides`, over `x` padded with zeros as `padding` says. A window's sum is divided by
/// `divisor_override` if given, else by its elements inside the input, or with
/// `count_include_pad` inside the input and its explicit padding (PyTorch's rules). With
/// `ceil_mode`, a last partial window counts too where it starts inside the input or its
/// padding before. Integer inputs are taken as the default float dtype; `bool` and complex
/// are refused.
///
/// ```
/// // The means of the pairs of [1, 5, 2, 4], and "SAME" over [1, 5, 2]: the last window
/// // holds 2 alone.
/// let x = ivy::reshape(&ivy::array![1.0, 5.0, 2.0, 4.0]?, &[1, 4, 1])?;
/// let y = ivy::avg_pool1d(&x, &[2], &[2], ivy::ConvPadding::Valid)?;
/// assert_eq!(ivy::reshape(&y, &[2])?.to_string(), "[3., 3.]");
/// let x = ivy::reshape(&ivy::array![1.0, 5.0, 2.0]?, &[1, 3, 1])?;
/// let y = ivy::avg_pool1d(&x, &[2], &[2], ivy::ConvPadding::Same)?;
/// assert_eq!(ivy::reshape(&y, &[2])?.to_string(), "[3., 2.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::pooled("avg_pool1d", x, kernel, 1, &Window { strides, dilations: &[1], x_dilations: &[1], padding }, data_format, ceil_mode))]
#[defaults(strides = required, padding = required, data_format = "NWC", count_include_pad = false, ceil_mode = false, divisor_override = None)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
#[with_unsupported_dtypes("0.0 and above" => ["bool", "complex"])]
pub fn avg_pool1d(
    x: &Array,
    kernel: &[usize],
    strides: &[usize],
    padding: ConvPadding<'_>,
    data_format: &str,
    count_include_pad: bool,
    ceil_mode: bool,
    divisor_override: Option<usize>,
    out: Option<&mut Array>,
) -> Result<Array> {
    const F: &str = "avg_pool1d";
    let window = Window { strides, dilations: &[1], x_dilations: &[1], padding };
    let zero = Scalar::Int(0);
    let (windows, first) = self::pool_windows(F, x, kernel, 1, &window, data_format, ceil_mode, zero)?;
    let sums = sum::with(&windows).axis(2).call()?;
    let y = match divisor_override {
        Some(0) => {
            return Err(Error::InvalidInput(format!("{F}: divisor_override is 0; give 1 or more")));
        }
        Some(d) => divide(&sums, d as f64)?,
        None => {
            let counts = self::window_counts(F, x, kernel, 1, &window, data_format, count_include_pad, ceil_mode)?;
            let counts = crate::with_backend(sums.backend(), || {
                asarray::with(counts).dtype(sums.dtype()).device(sums.device()).call()
            })?;
            divide(&sums, &counts)?
        }
    };
    self::channels_back(y, first)
}

/// The maxima of the windows of `kernel` (one length for every spatial axis, or one per axis)
/// over the 2-d `x` (`[N, H, W, C]`, or `[N, C, H, W]` for `data_format = "NCHW"`), stepping by
/// `strides`, the taps `dilation` apart, over `x` padded as `padding` says (with the dtype's
/// lowest value, which no maximum takes). With `ceil_mode`, a last partial window counts too
/// where it starts inside the input or its padding before (PyTorch's rule). Integers pool as
/// integers; `bool` and complex (no order) are refused.
///
/// ```
/// // The maxima of the 2 × 2 windows of [[1, 2, 3], [4, 5, 6], [7, 8, 9]].
/// let x = ivy::reshape(&ivy::array![1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]?, &[1, 3, 3, 1])?;
/// let y = ivy::max_pool2d(&x, &[2], &[1], ivy::ConvPadding::Valid)?;
/// assert_eq!(ivy::reshape(&y, &[4])?.to_string(), "[5., 6., 8., 9.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::pooled("max_pool2d", x, kernel, 2, &Window { strides, dilations: dilation, x_dilations: &[1], padding }, data_format, ceil_mode))]
#[defaults(strides = required, padding = required, data_format = "NHWC", dilation = &[1], ceil_mode = false)]
#[handle_out]
#[nestable]
#[with_unsupported_dtypes("0.0 and above" => ["bool", "complex"])]
pub fn max_pool2d(
    x: &Array,
    kernel: &[usize],
    strides: &[usize],
    padding: ConvPadding<'_>,
    data_format: &str,
    dilation: &[usize],
    ceil_mode: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let window = Window { strides, dilations: dilation, x_dilations: &[1], padding };
    let fill = self::lowest(x.dtype())?;
    let (windows, first) = self::pool_windows("max_pool2d", x, kernel, 2, &window, data_format, ceil_mode, fill)?;
    self::channels_back(max::with(&windows).axis(2).call()?, first)
}

/// The means of the windows of `kernel` (one length for every spatial axis, or one per axis)
/// over the 2-d `x` (`[N, H, W, C]`, or `[N, C, H, W]` for `data_format = "NCHW"`), stepping by
/// `strides`, over `x` padded with zeros as `padding` says. A window's sum is divided by
/// `divisor_override` if given, else by its elements inside the input, or with
/// `count_include_pad` inside the input and its explicit padding (PyTorch's rules). With
/// `ceil_mode`, a last partial window counts too where it starts inside the input or its
/// padding before. Integer inputs are taken as the default float dtype; `bool` and complex
/// are refused.
///
/// ```
/// // The means of the 2 × 2 windows of [[1, 2, 3], [4, 5, 6], [7, 8, 9]].
/// let x = ivy::reshape(&ivy::array![1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]?, &[1, 3, 3, 1])?;
/// let y = ivy::avg_pool2d(&x, &[2], &[1], ivy::ConvPadding::Valid)?;
/// assert_eq!(ivy::reshape(&y, &[4])?.to_string(), "[3., 4., 6., 7.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::pooled("avg_pool2d", x, kernel, 2, &Window { strides, dilations: &[1], x_dilations: &[1], padding }, data_format, ceil_mode))]
#[defaults(strides = required, padding = required, data_format = "NHWC", count_include_pad = false, ceil_mode = false, divisor_override = None)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
#[with_unsupported_dtypes("0.0 and above" => ["bool", "complex"])]
pub fn avg_pool2d(
    x: &Array,
    kernel: &[usize],
    strides: &[usize],
    padding: ConvPadding<'_>,
    data_format: &str,
    count_include_pad: bool,
    ceil_mode: bool,
    divisor_override: Option<usize>,
    out: Option<&mut Array>,
) -> Result<Array> {
    const F: &str = "avg_pool2d";
    let window = Window { strides, dilations: &[1], x_dilations: &[1], padding };
    let zero = Scalar::Int(0);
    let (windows, first) = self::pool_windows(F, x, kernel, 2, &window, data_format, ceil_mode, zero)?;
    let sums = sum::with(&windows).axis(2).call()?;
    let y = match divisor_override {
        Some(0) => {
            return Err(Error::InvalidInput(format!("{F}: divisor_override is 0; give 1 or more")));
        }
        Some(d) => divide(&sums, d as f64)?,
        None => {
            let counts = self::window_counts(F, x, kernel, 2, &window, data_format, count_include_pad, ceil_mode)?;
            let counts = crate::with_backend(sums.backend(), || {
                asarray::with(counts).dtype(sums.dtype()).device(sums.device()).call()
            })?;
            divide(&sums, &counts)?
        }
    };
    self::channels_back(y, first)
}

/// The maxima of the windows of `kernel` (one length for every spatial axis, or one per axis)
/// over the 3-d `x` (`[N, D, H, W, C]`, or `[N, C, D, H, W]` for `data_format = "NCDHW"`),
/// stepping by `strides`, the taps `dilation` apart, over `x` padded as `padding` says (with
/// the dtype's lowest value, which no maximum takes). With `ceil_mode`, a last partial window
/// counts too where it starts inside the input or its padding before (PyTorch's rule).
/// Integers pool as integers; `bool` and complex (no order) are refused.
///
/// ```
/// // The maximum of a 2 × 2 × 2 cube of 0..8.
/// let x = ivy::reshape(&ivy::array![0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]?, &[1, 2, 2, 2, 1])?;
/// let y = ivy::max_pool3d(&x, &[2], &[2], ivy::ConvPadding::Valid)?;
/// assert_eq!(ivy::reshape(&y, &[1])?.to_string(), "[7.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::pooled("max_pool3d", x, kernel, 3, &Window { strides, dilations: dilation, x_dilations: &[1], padding }, data_format, ceil_mode))]
#[defaults(strides = required, padding = required, data_format = "NDHWC", dilation = &[1], ceil_mode = false)]
#[handle_out]
#[nestable]
#[with_unsupported_dtypes("0.0 and above" => ["bool", "complex"])]
pub fn max_pool3d(
    x: &Array,
    kernel: &[usize],
    strides: &[usize],
    padding: ConvPadding<'_>,
    data_format: &str,
    dilation: &[usize],
    ceil_mode: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    let window = Window { strides, dilations: dilation, x_dilations: &[1], padding };
    let fill = self::lowest(x.dtype())?;
    let (windows, first) = self::pool_windows("max_pool3d", x, kernel, 3, &window, data_format, ceil_mode, fill)?;
    self::channels_back(max::with(&windows).axis(2).call()?, first)
}

/// The means of the windows of `kernel` (one length for every spatial axis, or one per axis)
/// over the 3-d `x` (`[N, D, H, W, C]`, or `[N, C, D, H, W]` for `data_format = "NCDHW"`),
/// stepping by `strides`, over `x` padded with zeros as `padding` says. A window's sum is
/// divided by `divisor_override` if given, else by its elements inside the input, or with
/// `count_include_pad` inside the input and its explicit padding (PyTorch's rules). With
/// `ceil_mode`, a last partial window counts too where it starts inside the input or its
/// padding before. Integer inputs are taken as the default float dtype; `bool` and complex
/// are refused.
///
/// ```
/// // The mean of a 2 × 2 × 2 cube of 0..8.
/// let x = ivy::reshape(&ivy::array![0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]?, &[1, 2, 2, 2, 1])?;
/// let y = ivy::avg_pool3d(&x, &[2], &[2], ivy::ConvPadding::Valid)?;
/// assert_eq!(ivy::reshape(&y, &[1])?.to_string(), "[3.5]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::pooled("avg_pool3d", x, kernel, 3, &Window { strides, dilations: &[1], x_dilations: &[1], padding }, data_format, ceil_mode))]
#[defaults(strides = required, padding = required, data_format = "NDHWC", count_include_pad = false, ceil_mode = false, divisor_override = None)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
#[with_unsupported_dtypes("0.0 and above" => ["bool", "complex"])]
pub fn avg_pool3d(
    x: &Array,
    kernel: &[usize],
    strides: &[usize],
    padding: ConvPadding<'_>,
    data_format: &str,
    count_include_pad: bool,
    ceil_mode: bool,
    divisor_override: Option<usize>,
    out: Option<&mut Array>,
) -> Result<Array> {
    const F: &str = "avg_pool3d";
    let window = Window { strides, dilations: &[1], x_dilations: &[1], padding };
    let zero = Scalar::Int(0);
    let (windows, first) = self::pool_windows(F, x, kernel, 3, &window, data_format, ceil_mode, zero)?;
    let sums = sum::with(&windows).axis(2).call()?;
    let y = match divisor_override {
        Some(0) => {
            return Err(Error::InvalidInput(format!("{F}: divisor_override is 0; give 1 or more")));
        }
        Some(d) => divide(&sums, d as f64)?,
        None => {
            let counts = self::window_counts(F, x, kernel, 3, &window, data_format, count_include_pad, ceil_mode)?;
            let counts = crate::with_backend(sums.backend(), || {
                asarray::with(counts).dtype(sums.dtype()).device(sums.device()).call()
            })?;
            divide(&sums, &counts)?
        }
    };
    self::channels_back(y, first)
}

/// The means of `input`'s last axis (`[N, C, L]` or `[C, L]`) over `output_size` bins, bin `i`
/// from `floor(i * L / output_size)` to `ceil((i + 1) * L / output_size)` (PyTorch's
/// `adaptive_avg_pool1d`; the bins overlap where `output_size` does not divide `L`). Integer
/// inputs are taken as the default float dtype; `bool` and complex are refused, and so is an
/// empty `L`.
///
/// ```
/// // [1, 2, 3, 4, 5] in 3 bins: [1, 2], [2, 3, 4], [4, 5].
/// let x = ivy::reshape(&ivy::array![1.0, 2.0, 3.0, 4.0, 5.0]?, &[1, 5])?;
/// let y = ivy::adaptive_avg_pool1d(&x, 3)?;
/// assert_eq!(y.to_string(), "[[1.5, 3. , 4.5]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::adaptive("adaptive_avg_pool1d", input, &[output_size], 1))]
#[integer_arrays_to_float]
#[nestable]
#[with_unsupported_dtypes("0.0 and above" => ["bool", "complex"])]
#[defaults(output_size = required)]
pub fn adaptive_avg_pool1d(input: &Array, output_size: usize) -> Result<Array> {
    conv::adaptive("adaptive_avg_pool1d", &input.tensor_type(), &[output_size], 1)?;
    self::adaptive_pool(input, &[output_size], |part, axis| mean::with(part).axis(axis).keepdims(true).call())
}

/// The means of `input`'s last two axes (`[N, C, H, W]` or `[C, H, W]`) over `output_size`
/// bins (one count for both axes, or one per axis), bin `i` of an axis of length `L` from
/// `floor(i * L / out)` to `ceil((i + 1) * L / out)` (PyTorch's `adaptive_avg_pool2d`). Integer
/// inputs are taken as the default float dtype; `bool` and complex are refused, and so are
/// empty spatial axes.
///
/// ```
/// // A 2 × 4 image in 1 × 2 bins: the means of its two 2 × 2 halves.
/// let x = ivy::reshape(&ivy::array![0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]?, &[1, 2, 4])?;
/// let y = ivy::adaptive_avg_pool2d(&x, &[1, 2])?;
/// assert_eq!(y.to_string(), "[[[2.5, 4.5]]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::adaptive("adaptive_avg_pool2d", input, output_size, 2))]
#[integer_arrays_to_float]
#[nestable]
#[with_unsupported_dtypes("0.0 and above" => ["bool", "complex"])]
#[defaults(output_size = required)]
pub fn adaptive_avg_pool2d(input: &Array, output_size: &[usize]) -> Result<Array> {
    const F: &str = "adaptive_avg_pool2d";
    conv::adaptive(F, &input.tensor_type(), output_size, 2)?;
    let sizes = conv::per_axis(F, "output_size", output_size, 2)?;
    self::adaptive_pool(input, &sizes, |part, axis| mean::with(part).axis(axis).keepdims(true).call())
}

/// The maxima of `input`'s last two axes (`[N, C, H, W]` or `[C, H, W]`) over `output_size`
/// bins (one count for both axes, or one per axis), bin `i` of an axis of length `L` from
/// `floor(i * L / out)` to `ceil((i + 1) * L / out)` (PyTorch's `adaptive_max_pool2d`); `NaN`
/// propagates. Integers pool as integers; `bool` and complex (no order) are refused, and so
/// are empty spatial axes.
///
/// ```
/// // A 2 × 4 image in 1 × 2 bins: the maxima of its two 2 × 2 halves.
/// let x = ivy::reshape(&ivy::array![0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]?, &[1, 2, 4])?;
/// let y = ivy::adaptive_max_pool2d(&x, &[1, 2])?;
/// assert_eq!(y.to_string(), "[[[5., 7.]]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(conv::adaptive("adaptive_max_pool2d", input, output_size, 2))]
#[nestable]
#[with_unsupported_dtypes("0.0 and above" => ["bool", "complex"])]
#[defaults(output_size = required)]
pub fn adaptive_max_pool2d(input: &Array, output_size: &[usize]) -> Result<Array> {
    const F: &str = "adaptive_max_pool2d";
    conv::adaptive(F, &input.tensor_type(), output_size, 2)?;
    let sizes = conv::per_axis(F, "output_size", output_size, 2)?;
    self::adaptive_pool(input, &sizes, |part, axis| max::with(part).axis(axis).keepdims(true).call())
}

/// `x` reduced by `reduce` (over one axis, keeping it) over the bins of its last
/// `sizes.len()` axes, an axis at a time (the bins of several axes are their products, and a
/// mean or maximum of the per-axis results is the bin's).
fn adaptive_pool(x: &Array, sizes: &[usize], reduce: impl Fn(&Array, isize) -> Result<Array>) -> Result<Array> {
    let n = x.ndim();
    let all = Index::Slice { start: None, stop: None, step: 1 };
    let mut y = x.clone();
    for (a, &size) in sizes.iter().enumerate() {
        let axis = n - sizes.len() + a;
        let parts = conv::adaptive_bins(y.shape()[axis], size)
            .into_iter()
            .map(|(start, stop)| {
                let mut query = vec![all; n];
                query[axis] = Index::Slice { start: Some(start as isize), stop: Some(stop as isize), step: 1 };
                reduce(&get_item(&y, &query)?, axis as isize)
            })
            .collect::<Result<Vec<_>>>()?;
        y = concat::with(&parts).axis(axis as isize).call()?;
    }
    Ok(y)
}

/// `x` (`[N, C, spatial...]`, one to three spatial axes) resampled to `size` (one length for
/// every spatial axis or one per axis) or to `floor(length * scale_factor)` (PyTorch's and
/// Ivy's `interpolate`). `mode` "nearest" copies input `floor(j * scale)` to output `j`,
/// "nearest-exact" input `floor((j + 0.5) * scale)`; "linear", "bilinear" and "trilinear"
/// interpolate between the two inputs around `(j + 0.5) * scale - 0.5` (at least 0), or
/// `j * (length - 1) / (out - 1)` with `align_corners`, an axis at a time. `scale` is
/// `1 / scale_factor` where one is given (unless `recompute_scale_factor`), else `length /
/// out`. `antialias` is refused (not implemented). Integer inputs are taken as the default
/// float dtype; `bool` is refused.
///
/// ```
/// // [1, 2, 4] stretched to 6: nearest repeats each; linear blends the neighbours.
/// let x = ivy::reshape(&ivy::array![1.0, 2.0, 4.0]?, &[1, 1, 3])?;
/// let y = ivy::interpolate::with(&x, Some(&[6])).mode("nearest").call()?;
/// assert_eq!(y.to_string(), "[[[1., 1., 2., 2., 4., 4.]]]");
/// let y = ivy::interpolate::with(&x, Some(&[6])).call()?;
/// assert_eq!(y.to_string(), "[[[1.  , 1.25, 1.75, 2.5 , 3.5 , 4.  ]]]");
/// let y = ivy::interpolate::with(&x, None).scale_factor(&[1.0 / 3.0]).align_corners(true).call()?;
/// assert_eq!(y.to_string(), "[[[1.]]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(resize::interpolated(x, size, scale_factor))]
#[defaults(size = required, mode = "linear", antialias = false)]
#[integer_arrays_to_float]
#[handle_out]
#[nestable]
#[with_unsupported_dtypes("0.0 and above" => ["bool"])]
pub fn interpolate(
    x: &Array,
    size: Option<&[usize]>,
    mode: &str,
    scale_factor: Option<&[f64]>,
    recompute_scale_factor: Option<bool>,
    align_corners: Option<bool>,
    antialias: bool,
    out: Option<&mut Array>,
) -> Result<Array> {
    const F: &str = "interpolate";
    resize::interpolated(&x.tensor_type(), size, scale_factor)?;
    let linear = match mode {
        "linear" | "bilinear" | "trilinear" => true,
        "nearest" | "nearest-exact" => false,
        other => {
            return Err(Error::InvalidInput(format!(
                "{F}: mode {other:?} is not one of \"nearest\", \"nearest-exact\", \"linear\", \
                 \"bilinear\", \"trilinear\""
            )));
        }
    };
    if antialias {
        return Err(Error::InvalidInput(format!("{F}: antialias is not implemented; give false")));
    }
    if align_corners.is_some() && !linear {
        return Err(Error::InvalidInput(format!(
            "{F}: align_corners applies to the linear modes only, not {mode:?}"
        )));
    }
    let dims = x.ndim() - 2;
    let lengths = &x.shape()[2..];
    let outs = resize::output_lengths(lengths, size, scale_factor)?;
    // The scale factors that set the sampling, unless recomputed from the lengths.
    let factors: Vec<Option<f64>> = match scale_factor {
        Some(f) if recompute_scale_factor != Some(true) => (0..dims).map(|a| Some(if f.len() == 1 { f[0] } else { f[a] })).collect(),
        _ => vec![None; dims],
    };
    let (backend, device) = (x.backend(), x.device());
    let on_x = |host: HostArray, dtype: Dtype| crate::with_backend(backend, || asarray::with(host).dtype(dtype).device(device).call());
    let mut y = x.clone();
    for a in 0..dims {
        let axis = (a + 2) as isize;
        let (input, output) = (lengths[a], outs[a]);
        if input == 0 && output > 0 {
            return Err(Error::InvalidInput(format!(
                "{F}: spatial axis {a} is empty; it has nothing to sample {output} outputs from"
            )));
        }
        if !linear {
            let at = resize::nearest_sources(input, output, mode == "nearest-exact", factors[a]);
            let at = on_x(HostArray::new(vec![output], at.iter().map(|&i| i as f64).collect())?, Dtype::Int64)?;
            y = gather::with(&y, &at).axis(axis).call()?;
            continue;
        }
        let sources = resize::linear_sources(input, output, align_corners == Some(true), factors[a]);
        // Each output from the inputs below and above its source, weighted by nearness.
        let below: Vec<f64> = sources.iter().map(|s| (s.floor() as usize).min(input.saturating_sub(1)) as f64).collect();
        let above: Vec<f64> = below.iter().map(|&b| (b + 1.0).min(input.saturating_sub(1) as f64)).collect();
        let upper: Vec<f64> = sources.iter().zip(&below).map(|(s, b)| s - b).collect();
        let lower: Vec<f64> = upper.iter().map(|w| 1.0 - w).collect();
        let mut weight_shape = vec![output];
        weight_shape.extend(std::iter::repeat_n(1, dims - 1 - a));
        let dtype = y.dtype();
        let take = |at: Vec<f64>| -> Result<Array> {
            let at = on_x(HostArray::new(vec![output], at)?, Dtype::Int64)?;
            gather::with(&y, &at).axis(axis).call()
        };
        let weigh = |w: Vec<f64>| on_x(HostArray::new(weight_shape.clone(), w)?, dtype);
        y = add(&multiply(&take(below)?, &weigh(lower)?)?, &multiply(&take(above)?, &weigh(upper)?)?)?;
    }
    Ok(y)
}

/// How many elements each window of an average pool counts, as `[1, 1, out...]` (the shape of
/// the sums before the channels move back): those inside `x`, or with `count_include_pad`
/// inside `x` and its padding, never a ceil-mode window's overhang.
#[allow(clippy::too_many_arguments)]
fn window_counts(
    function: &'static str,
    x: &Array,
    kernel: &[usize],
    dims: usize,
    window: &Window<'_>,
    data_format: &str,
    count_include_pad: bool,
    ceil_mode: bool,
) -> Result<HostArray> {
    let first = conv::channels_first(function, data_format, dims)?;
    let lengths = if first { &x.shape()[2..] } else { &x.shape()[1..=dims] };
    let (outs, _) = conv::pool_window(function, lengths, kernel, window, ceil_mode)?;
    let (_, pads) = conv::pool_window(function, lengths, kernel, window, false)?;
    let kernel = conv::per_axis(function, "kernel", kernel, dims)?;
    let strides = conv::per_axis(function, "strides", window.strides, dims)?;
    // Per axis, the taps of each window inside [lo, hi) of the padded axis.
    let per_axis: Vec<Vec<f64>> = (0..dims)
        .map(|a| {
            let (before, after) = pads[a];
            let (lo, hi) = if count_include_pad {
                (0, before + lengths[a] + after)
            } else {
                (before, before + lengths[a])
            };
            (0..outs[a])
                .map(|o| {
                    let start = o * strides[a];
                    let inside = (start..start + kernel[a]).filter(|p| (lo..hi).contains(p));
                    inside.count() as f64
                })
                .collect()
        })
        .collect();
    let mut counts = vec![1.0];
    for axis in &per_axis {
        counts = counts
            .iter()
            .flat_map(|c| axis.iter().map(move |k| c * k))
            .collect();
    }
    let mut shape = vec![1, 1];
    shape.extend(&outs);
    HostArray::new(shape, counts)
}
