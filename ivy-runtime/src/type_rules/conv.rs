//! The geometry of convolutions and pooling windows, once over dimensions of either kind
//! ([`Length`]): the compositions call it with an array's shape and get the padding and output
//! lengths they build from; the shape rules call it with a type's.
//!
//! ```
//! use ivy_runtime::ConvPadding;
//! use ivy_runtime::type_rules::conv::{Window, window};
//!
//! // A 4-long window with stride 2 over 7 elements, "SAME": ceil(7 / 2) = 4 outputs, the
//! // 3 zeros they need split 1 before and 2 after.
//! let w = Window { strides: &[2], dilations: &[1], x_dilations: &[1], padding: ConvPadding::Same };
//! assert_eq!(window("conv1d", &[7usize], &[4usize], &w)?, (vec![4], vec![(1, 2)]));
//! # Ok::<(), ivy_runtime::Error>(())
//! ```

use super::Length;
use crate::arguments::ConvPadding;
use crate::error::{Error, Result};
use crate::tensor_type::{Dim, TensorType, format_dims};

/// A bad argument of `function`: `function: message`.
fn refuse(function: &'static str, message: String) -> Error {
    Error::TypeRule { function, message }
}

/// The window of a convolution or pool: steps, spacing of its taps, spacing of the input's
/// elements (zeros inserted between them), and padding; each list one entry for every
/// spatial axis or one per axis, as Ivy's integers or tuples.
#[derive(Clone, Copy, Debug)]
pub struct Window<'a> {
    /// The step between windows.
    pub strides: &'a [usize],
    /// The step between a window's taps (1: adjacent).
    pub dilations: &'a [usize],
    /// The step between the input's elements, `x_dilations - 1` zeros between each two.
    pub x_dilations: &'a [usize],
    /// The padding of the (dilated) input.
    pub padding: ConvPadding<'a>,
}

/// `values` for `n` axes: one value for all, or one per axis; 0 refused.
pub fn per_axis(
    function: &'static str,
    name: &str,
    values: &[usize],
    n: usize,
) -> Result<Vec<usize>> {
    let v = match values.len() {
        1 => vec![values[0]; n],
        len if len == n => values.to_vec(),
        len => {
            return Err(refuse(
                function,
                format!("`{name}` has {len} entries; give 1 or one per spatial axis ({n})"),
            ));
        }
    };
    if v.contains(&0) {
        return Err(refuse(
            function,
            format!("`{name}` {values:?} has a 0; its entries are 1 or more"),
        ));
    }
    Ok(v)
}

/// The output lengths of a window sliding over the spatial lengths `x` (after `x_dilations`)
/// with a kernel of the spatial lengths `kernel` (before `dilations`), and the padding of each
/// axis (`(before, after)`; unknown where "SAME" meets an unknown length). A kernel axis of
/// `padding`'s (before, after) pairs per spatial axis where it is explicit (one pair serves
/// every axis), `None` for "SAME" and "VALID"; an error for another number of pairs.
fn explicit_pairs(
    function: &'static str,
    padding: ConvPadding<'_>,
    n: usize,
) -> Result<Option<Vec<(usize, usize)>>> {
    match padding {
        ConvPadding::Explicit(p) if p.len() == 1 => Ok(Some(vec![p[0]; n])),
        ConvPadding::Explicit(p) if p.len() == n => Ok(Some(p.to_vec())),
        ConvPadding::Explicit(p) => Err(refuse(
            function,
            format!(
                "`padding` has {} (before, after) pairs; give 1 or one per spatial axis ({n})",
                p.len()
            ),
        )),
        _ => Ok(None),
    }
}

/// length 0 is refused.
#[allow(clippy::type_complexity)]
pub fn window<D: Length>(
    function: &'static str,
    x: &[D],
    kernel: &[D],
    w: &Window<'_>,
) -> Result<(Vec<D>, Vec<(D, D)>)> {
    let n = x.len();
    let strides = per_axis(function, "strides", w.strides, n)?;
    let dilations = per_axis(function, "dilations", w.dilations, n)?;
    let x_dilations = per_axis(function, "x_dilations", w.x_dilations, n)?;
    let pairs = explicit_pairs(function, w.padding, n)?;
    let too_large = || refuse(function, "the padded input's length overflows".to_owned());
    let mut out = Vec::with_capacity(n);
    let mut pads = Vec::with_capacity(n);
    for i in 0..n {
        if kernel[i].known() == Some(0) {
            return Err(refuse(
                function,
                format!("the window has length 0 on spatial axis {i}; windows are 1 or longer"),
            ));
        }
        let (s, d, xd) = (strides[i], dilations[i], x_dilations[i]);
        // The input's length once its elements are spread apart, and the window's span.
        let spread = |l: usize| {
            l.saturating_sub(1)
                .checked_mul(xd)
                .map(|v| v + usize::from(l > 0))
        };
        let span = |k: usize| (k - 1).checked_mul(d).map(|v| v + 1);
        let count = |padded: usize, k: usize| -> Result<usize> {
            let span = span(k).ok_or_else(too_large)?;
            Ok(if padded >= span {
                (padded - span) / s + 1
            } else {
                0
            })
        };
        match (w.padding, &pairs) {
            (ConvPadding::Same, _) => {
                let (o, before, after) = match (x[i].known(), kernel[i].known()) {
                    (Some(l), Some(k)) => {
                        let l = spread(l).ok_or_else(too_large)?;
                        let o = l.div_ceil(s);
                        let total = (o.saturating_sub(1) * s + span(k).ok_or_else(too_large)?)
                            .saturating_sub(l);
                        (D::of(o), D::of(total / 2), D::of(total - total / 2))
                    }
                    (Some(l), None) => (
                        D::of(spread(l).ok_or_else(too_large)?.div_ceil(s)),
                        kernel[i],
                        kernel[i],
                    ),
                    _ => (x[i], x[i], x[i]),
                };
                out.push(o);
                pads.push((before, after));
            }
            (_, pairs) => {
                let (before, after) = pairs.as_ref().map_or((0, 0), |p| p[i]);
                let o = x[i].zip_with(kernel[i], |l, k| {
                    let padded = spread(l)
                        .and_then(|l| l.checked_add(before))
                        .and_then(|l| l.checked_add(after))
                        .ok_or_else(too_large)?;
                    count(padded, k)
                })?;
                out.push(o);
                pads.push((D::of(before), D::of(after)));
            }
        }
    }
    Ok((out, pads))
}

/// Whether `data_format` puts the channels first (`"NCHW"`, `"channel_first"`) or last
/// (`"NHWC"`, `"channel_last"`), for `spatial` spatial axes; `function` names the error.
pub fn channels_first(function: &'static str, data_format: &str, spatial: usize) -> Result<bool> {
    let axes = &"DHW"[3usize.saturating_sub(spatial).min(3)..];
    let last = format!("N{axes}C");
    let first = format!("NC{axes}");
    match data_format {
        "channel_last" => Ok(false),
        "channel_first" => Ok(true),
        f if spatial <= 3 && f == last => Ok(false),
        f if spatial <= 3 && f == first => Ok(true),
        other => Err(refuse(
            function,
            format!(
                "data format {other:?} is not one of \"{last}\", \"{first}\", \"channel_last\", \
                 \"channel_first\""
            ),
        )),
    }
}

/// The type of a convolution of `x` (`[N, spatial..., C]` or `[N, C, spatial...]`) with
/// `filters` (`[spatial..., C / groups, O]` channel last, `[O, C / groups, spatial...]`
/// channel first) and `bias` (`[O]`): `[N, out..., O]` in `data_format`'s order, in the
/// operands' promoted dtype.
#[allow(clippy::too_many_arguments)]
pub fn convolved(
    function: &'static str,
    x: &TensorType,
    filters: &TensorType,
    dims: usize,
    window_: &Window<'_>,
    data_format: &str,
    filter_format: &str,
    feature_group_count: usize,
    bias: Option<&TensorType>,
) -> Result<TensorType> {
    let (xs, fs) = (&x.shape, &filters.shape);
    if dims == 0 || xs.len() != dims + 2 || fs.len() != dims + 2 {
        return Err(refuse(
            function,
            format!(
                "x and filters must have {} axes for {dims} spatial axes (and dims must be 1 or \
                 more); got shapes {} and {}",
                dims + 2,
                format_dims(xs),
                format_dims(fs)
            ),
        ));
    }
    let first = channels_first(function, data_format, dims)?;
    let filters_first = channels_first(function, filter_format, dims)?;
    let (x_spatial, c) = if first {
        (&xs[2..], xs[1])
    } else {
        (&xs[1..=dims], xs[dims + 1])
    };
    let (kernel, i, o) = if filters_first {
        (&fs[2..], fs[1], fs[0])
    } else {
        (&fs[..dims], fs[dims], fs[dims + 1])
    };
    channel_counts(function, c, i, o, feature_group_count)?;
    bias_fits(function, bias, o)?;
    let (out, _) = window(function, x_spatial, kernel, window_)?;
    let mut shape: Vec<Dim> = vec![xs[0]];
    if first {
        shape.push(o);
        shape.extend(out);
    } else {
        shape.extend(out);
        shape.push(o);
    }
    let mut all = vec![x, filters];
    all.extend(bias);
    Ok(TensorType::new(super::promoted(all)?, shape))
}

/// Checks that `bias`, if given, has one element per output channel (`o`).
fn bias_fits(function: &'static str, bias: Option<&TensorType>, o: Dim) -> Result<()> {
    let Some(b) = bias else { return Ok(()) };
    let mismatched = match (b.shape.as_slice(), o) {
        ([Some(p)], Some(q)) => *p != q,
        ([_], _) => false,
        _ => true,
    };
    if mismatched {
        return Err(refuse(
            function,
            format!(
                "bias must have one element per output channel ({}); got shape {}",
                format_dims(&[o]),
                format_dims(&b.shape)
            ),
        ));
    }
    Ok(())
}

/// Checks that `c` input channels split into `groups` groups of `i` (the filters' input
/// channels), and `o` output channels into `groups` groups.
pub fn channel_counts<D: Length>(
    function: &'static str,
    c: D,
    i: D,
    o: D,
    groups: usize,
) -> Result<()> {
    if groups == 0 {
        return Err(refuse(
            function,
            "feature_group_count is 0; it is 1 or more".to_owned(),
        ));
    }
    let bad = match (c.known(), i.known(), o.known()) {
        (Some(c), Some(i), _) if c != i * groups => Some(format!(
            "x has {c} channels but the filters take {i} per group × {groups} group(s)"
        )),
        (_, _, Some(o)) if o % groups != 0 => Some(format!(
            "the filters' {o} output channels do not split into {groups} groups"
        )),
        _ => None,
    };
    match bad {
        Some(m) => Err(refuse(function, m)),
        None => Ok(()),
    }
}

/// The type of `depthwise_conv2d`: `x` convolved channel by channel with `filters` of shape
/// `[fh, fw, C]` (one filter per channel of `x`), `[N, out..., C]` in `data_format`'s order.
pub fn depthwise(
    x: &TensorType,
    filters: &TensorType,
    window_: &Window<'_>,
    data_format: &str,
) -> Result<TensorType> {
    const F: &str = "depthwise_conv2d";
    let fs = &filters.shape;
    if fs.len() != 3 {
        return Err(refuse(
            F,
            format!("filters must be [fh, fw, C]; got shape {}", format_dims(fs)),
        ));
    }
    let channels = match (channels_first(F, data_format, 2)?, x.shape.len()) {
        (true, 4) => x.shape[1],
        (false, 4) => x.shape[3],
        _ => None,
    };
    let per_channel = TensorType::new(filters.dtype, vec![fs[0], fs[1], Some(1), fs[2]]);
    let groups = fs[2].or(channels).unwrap_or(1);
    convolved(
        F,
        x,
        &per_channel,
        2,
        window_,
        data_format,
        "channel_last",
        groups,
        None,
    )
}

/// [`window`] for a pool of `kernel` (one length for every axis or one per axis): with
/// `ceil_mode`, a last partial window counts too where it starts inside the input or its
/// padding before (PyTorch's rule), the padding after growing to cover it.
#[allow(clippy::type_complexity)]
pub fn pool_window<D: Length>(
    function: &'static str,
    x: &[D],
    kernel: &[usize],
    w: &Window<'_>,
    ceil_mode: bool,
) -> Result<(Vec<D>, Vec<(D, D)>)> {
    let n = x.len();
    let kernel: Vec<D> = per_axis(function, "kernel", kernel, n)?
        .into_iter()
        .map(D::of)
        .collect();
    let (mut out, mut pads) = window(function, x, &kernel, w)?;
    if ceil_mode && w.padding != ConvPadding::Same {
        let strides = per_axis(function, "strides", w.strides, n)?;
        let dilations = per_axis(function, "dilations", w.dilations, n)?;
        for i in 0..n {
            let (Some(l), Some(k), Some(o), Some(b), Some(a)) = (
                x[i].known(),
                kernel[i].known(),
                out[i].known(),
                pads[i].0.known(),
                pads[i].1.known(),
            ) else {
                out[i] = D::counted(|| Ok(0))?;
                continue;
            };
            let (s, span) = (strides[i], (k - 1) * dilations[i] + 1);
            let padded = l + b + a;
            if o == 0 || (padded - span) % s == 0 || o * s >= l + b {
                continue;
            }
            out[i] = D::of(o + 1);
            pads[i].1 = D::of(a + o * s + span - padded);
        }
    }
    Ok((out, pads))
}

/// The type of a pool of `x` (`[N, spatial..., C]` or `[N, C, spatial...]` as `data_format`
/// says) over windows of `kernel`: `x`'s with the output lengths of [`pool_window`].
pub fn pooled(
    function: &'static str,
    x: &TensorType,
    kernel: &[usize],
    dims: usize,
    window_: &Window<'_>,
    data_format: &str,
    ceil_mode: bool,
) -> Result<TensorType> {
    let xs = &x.shape;
    if xs.len() != dims + 2 {
        return Err(refuse(
            function,
            format!(
                "x must have {} axes ([N, spatial..., C] or [N, C, spatial...]); got shape {}",
                dims + 2,
                format_dims(xs)
            ),
        ));
    }
    let first = channels_first(function, data_format, dims)?;
    let spatial = if first { 2..dims + 2 } else { 1..dims + 1 };
    let (out, _) = pool_window(function, &xs[spatial.clone()], kernel, window_, ceil_mode)?;
    let mut shape = xs.clone();
    shape.splice(spatial, out);
    Ok(TensorType::new(x.dtype, shape))
}

/// The spatial entries of a transposed convolution's `output_shape`: given as the spatial
/// lengths (`dims` entries) or as the whole result's shape (`dims + 2`, its spatial axes where
/// `first` (channels first) puts them), as Ivy takes either.
pub fn spatial_output_shape<'a>(
    function: &'static str,
    output_shape: Option<&'a [usize]>,
    dims: usize,
    first: bool,
) -> Result<Option<&'a [usize]>> {
    match output_shape {
        None => Ok(None),
        Some(s) if s.len() == dims => Ok(Some(s)),
        Some(s) if s.len() == dims + 2 => Ok(Some(if first { &s[2..] } else { &s[1..=dims] })),
        Some(s) => Err(refuse(
            function,
            format!(
                "output_shape {s:?} has {} entries; give the {dims} spatial lengths or the whole \
                 shape ({} entries)",
                s.len(),
                dims + 2
            ),
        )),
    }
}

/// The output length of each spatial axis of a transposed convolution of the lengths `x` with
/// a kernel of the lengths `kernel`, and where it starts in the full result (`(x - 1) * stride
/// + span` long, every product of an input and a tap): Ivy's (TensorFlow's) rule. Without
/// `output_shape`, "SAME" gives `x * stride` outputs and "VALID" `max(full, x * stride)`
/// (zeros past the full result), both starting where the convolution of that many outputs
/// would pad (the smaller half of "SAME"'s padding before); explicit `(before, after)` pairs
/// crop the full result (`full - before - after` outputs; each at most `span - 1`, as
/// PyTorch's `padding`). A given `output_shape` (its spatial lengths) must be one the forward
/// convolution with the same stride and padding takes back to `x`'s lengths.
#[allow(clippy::type_complexity)]
pub fn transposed_window<D: Length>(
    function: &'static str,
    x: &[D],
    kernel: &[D],
    w: &Window<'_>,
    output_shape: Option<&[usize]>,
) -> Result<Vec<(D, D)>> {
    let n = x.len();
    let strides = per_axis(function, "strides", w.strides, n)?;
    let dilations = per_axis(function, "dilations", w.dilations, n)?;
    let pairs = explicit_pairs(function, w.padding, n)?;
    let too_large = || refuse(function, "the output's length overflows".to_owned());
    let mut axes = Vec::with_capacity(n);
    for i in 0..n {
        if kernel[i].known() == Some(0) {
            return Err(refuse(
                function,
                format!("the window has length 0 on spatial axis {i}; windows are 1 or longer"),
            ));
        }
        let (s, d) = (strides[i], dilations[i]);
        let wanted = output_shape.map(|o| o[i]);
        // Per axis: (output length, start in the full result), from known lengths.
        let axis = |l: usize, k: usize| -> Result<(usize, usize)> {
            let span = (k - 1)
                .checked_mul(d)
                .and_then(|v| v.checked_add(1))
                .ok_or_else(too_large)?;
            let full = match l {
                0 => 0,
                l => (l - 1)
                    .checked_mul(s)
                    .and_then(|v| v.checked_add(span))
                    .ok_or_else(too_large)?,
            };
            let stretched = l.checked_mul(s).ok_or_else(too_large)?;
            // The forward convolution's output count for an input of `o`.
            let back = |o: usize, before: usize, after: usize| -> usize {
                let padded = o + before + after;
                if padded >= span {
                    (padded - span) / s + 1
                } else {
                    0
                }
            };
            let (out, before) = match (w.padding, &pairs) {
                (ConvPadding::Same, _) => {
                    let out = wanted.unwrap_or(stretched);
                    if out.div_ceil(s) != l {
                        return Err(refuse(
                            function,
                            format!(
                                "output_shape's length {out} on spatial axis {i} is not one a \
                             \"SAME\" convolution with stride {s} takes to {l}; give one with \
                             ceil(length / {s}) = {l}"
                            ),
                        ));
                    }
                    (out, full.saturating_sub(out) / 2)
                }
                (_, Some(p)) => {
                    let (before, after) = p[i];
                    if before >= span || after >= span {
                        return Err(refuse(
                            function,
                            format!(
                                "`padding` ({before}, {after}) on spatial axis {i} crops more than \
                             the window's span less one ({}); give at most that",
                                span - 1
                            ),
                        ));
                    }
                    let out = match wanted {
                        Some(o) => o,
                        None => full.checked_sub(before + after).ok_or_else(|| refuse(function, format!(
                            "`padding` ({before}, {after}) on spatial axis {i} crops more than \
                             the full result's {full} elements"
                        )))?,
                    };
                    if back(out, before, after) != l {
                        return Err(refuse(
                            function,
                            format!(
                                "output_shape's length {out} on spatial axis {i} is not one the \
                             convolution with stride {s} and padding ({before}, {after}) takes \
                             to {l}"
                            ),
                        ));
                    }
                    (out, before)
                }
                _ => {
                    let out = wanted.unwrap_or(full.max(stretched));
                    if back(out, 0, 0) != l {
                        return Err(refuse(
                            function,
                            format!(
                                "output_shape's length {out} on spatial axis {i} is not one a \
                             \"VALID\" convolution with stride {s} takes to {l}"
                            ),
                        ));
                    }
                    (out, 0)
                }
            };
            Ok((out, before))
        };
        let out = match wanted {
            Some(o) if x[i].known().is_none() || kernel[i].known().is_none() => D::of(o),
            _ => x[i].zip_with(kernel[i], |l, k| axis(l, k).map(|a| a.0))?,
        };
        let before = x[i].zip_with(kernel[i], |l, k| axis(l, k).map(|a| a.1))?;
        axes.push((out, before));
    }
    Ok(axes)
}

/// The type of a transposed convolution of `x` (`[N, spatial..., C]` or `[N, C, spatial...]`)
/// with `filters` (`[spatial..., O / groups, C]` channel last, `[C, O / groups, spatial...]`
/// channel first) and `bias` (`[O]`): `[N, out..., O]` in `data_format`'s order (the lengths of
/// [`transposed_window`]), in the operands' promoted dtype.
#[allow(clippy::too_many_arguments)]
pub fn transposed(
    function: &'static str,
    x: &TensorType,
    filters: &TensorType,
    dims: usize,
    window_: &Window<'_>,
    output_shape: Option<&[usize]>,
    data_format: &str,
    filter_format: &str,
    feature_group_count: usize,
    bias: Option<&TensorType>,
) -> Result<TensorType> {
    let (xs, fs) = (&x.shape, &filters.shape);
    if dims == 0 || xs.len() != dims + 2 || fs.len() != dims + 2 {
        return Err(refuse(
            function,
            format!(
                "x and filters must have {} axes for {dims} spatial axes (and dims must be 1 or \
                 more); got shapes {} and {}",
                dims + 2,
                format_dims(xs),
                format_dims(fs)
            ),
        ));
    }
    let first = channels_first(function, data_format, dims)?;
    let (x_spatial, c) = if first {
        (&xs[2..], xs[1])
    } else {
        (&xs[1..=dims], xs[dims + 1])
    };
    let (kernel, i, og) = if channels_first(function, filter_format, dims)? {
        (&fs[2..], fs[0], fs[1])
    } else {
        (&fs[..dims], fs[dims + 1], fs[dims])
    };
    let groups = feature_group_count;
    if groups == 0 {
        return Err(refuse(
            function,
            "feature_group_count is 0; it is 1 or more".to_owned(),
        ));
    }
    let bad = match (c, i) {
        (Some(c), Some(i)) if c != i => Some(format!(
            "x has {c} channels but the filters take {i} (their input-channel axis)"
        )),
        (Some(c), _) if c % groups != 0 => Some(format!(
            "x's {c} channels do not split into {groups} groups"
        )),
        _ => None,
    };
    if let Some(m) = bad {
        return Err(refuse(function, m));
    }
    let o = og.map(|og| og * groups);
    bias_fits(function, bias, o)?;
    let wanted = spatial_output_shape(function, output_shape, dims, first)?;
    let axes = transposed_window(function, x_spatial, kernel, window_, wanted)?;
    let mut shape: Vec<Dim> = vec![xs[0]];
    let out = axes.into_iter().map(|(o, _)| o);
    if first {
        shape.push(o);
        shape.extend(out);
    } else {
        shape.extend(out);
        shape.push(o);
    }
    let mut all = vec![x, filters];
    all.extend(bias);
    Ok(TensorType::new(super::promoted(all)?, shape))
}

/// The bins of an adaptive pool of `input` elements to `output` (PyTorch's edges): bin `i` is
/// `floor(i * input / output)..ceil((i + 1) * input / output)`, never empty for `input >= 1`.
pub fn adaptive_bins(input: usize, output: usize) -> Vec<(usize, usize)> {
    (0..output)
        .map(|i| (i * input / output, ((i + 1) * input).div_ceil(output)))
        .collect()
}

/// The type of an adaptive pool of `x` (`[N, C, spatial...]` or `[C, spatial...]`, `dims`
/// spatial axes last) to `output_size` (one length for every spatial axis or one per axis):
/// `x`'s with the spatial lengths replaced. An empty spatial axis has no bins to pool
/// (refused, as PyTorch).
pub fn adaptive(
    function: &'static str,
    x: &TensorType,
    output_size: &[usize],
    dims: usize,
) -> Result<TensorType> {
    let xs = &x.shape;
    if xs.len() != dims + 1 && xs.len() != dims + 2 {
        return Err(refuse(
            function,
            format!(
                "x must have {} or {} axes ([N, C, spatial...] or [C, spatial...]); got shape {}",
                dims + 1,
                dims + 2,
                format_dims(xs)
            ),
        ));
    }
    let sizes = per_axis(function, "output_size", output_size, dims)?;
    let first_spatial = xs.len() - dims;
    if let Some(a) = xs[first_spatial..].iter().position(|&l| l == Some(0)) {
        return Err(refuse(
            function,
            format!(
                "x's spatial axis {a} is empty (shape {}); each needs an element to pool",
                format_dims(xs)
            ),
        ));
    }
    let mut shape = xs.clone();
    for (d, o) in shape[first_spatial..].iter_mut().zip(sizes) {
        *d = Some(o);
    }
    Ok(TensorType::new(x.dtype, shape))
}
