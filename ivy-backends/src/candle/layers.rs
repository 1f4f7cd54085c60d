//! Layers: `conv2d`, `conv1d_transpose` and `conv2d_transpose` on candle's own convolutions,
//! where its one padding, stride and dilation for all axes express the call (the
//! partial-mixed handlers say when); other calls run the declaration's composition.

use candle_core::Tensor;
use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::type_rules::conv::{self, Window};
use ivy_runtime::{BackendError, ConvPadding};

use super::backend::CandleBackend;
use super::error::same_dtype;

/// Whether `x` is channels first, and the spatial lengths of `x` and of `filters` (non-empty
/// operands over `dims` spatial axes, in the layouts `data_format` and `filter_format` name);
/// `None` otherwise.
fn spatial_and_kernel<'a>(
    function: &'static str,
    dims: usize,
    x: &'a [usize],
    filters: &'a [usize],
    data_format: &str,
    filter_format: &str,
) -> Option<(bool, &'a [usize], &'a [usize])> {
    let first = conv::channels_first(function, data_format, dims).ok()?;
    let filters_first = conv::channels_first(function, filter_format, dims).ok()?;
    if x.len() != dims + 2 || filters.len() != dims + 2 || x.contains(&0) || filters.contains(&0) {
        return None;
    }
    let spatial = if first { &x[2..] } else { &x[1..=dims] };
    let kernel = if filters_first {
        &filters[2..]
    } else {
        &filters[..dims]
    };
    Some((first, spatial, kernel))
}

/// Candle's `(padding, stride, dilation)` for a 2-d convolution of `x` with `filters`, if one
/// value of each serves both axes: no input dilation, one stride, one dilation, and the same
/// number of zeros on every side ("SAME" with an odd total pads unevenly, which candle cannot).
/// `None` for arguments the composition must refuse or compute.
#[allow(clippy::too_many_arguments)]
fn candle_window(
    x: &[usize],
    filters: &[usize],
    strides: &[usize],
    padding: ConvPadding<'_>,
    data_format: &str,
    filter_format: &str,
    x_dilations: &[usize],
    dilations: &[usize],
) -> Option<(usize, usize, usize)> {
    const F: &str = "conv2d";
    let (_, spatial, kernel) = spatial_and_kernel(F, 2, x, filters, data_format, filter_format)?;
    let window = Window {
        strides,
        dilations,
        x_dilations,
        padding,
    };
    let (_, pads) = conv::window(F, spatial, kernel, &window).ok()?;
    let strides = conv::per_axis(F, "strides", strides, 2).ok()?;
    let dilations = conv::per_axis(F, "dilations", dilations, 2).ok()?;
    let x_dilations = conv::per_axis(F, "x_dilations", x_dilations, 2).ok()?;
    let p = pads[0].0;
    let even = pads.iter().all(|&(b, a)| b == p && a == p);
    (even && strides[0] == strides[1] && dilations[0] == dilations[1] && x_dilations == [1, 1])
        .then_some((p, strides[0], dilations[0]))
}

/// The 2-d convolution by candle's `conv2d` (NCHW input, OIHW filters; other layouts
/// permuted to those), where `candle_window` finds candle's arguments and the operands share
/// one dtype.
#[implements(f::conv2d for CandleBackend)]
#[partial_mixed(handler = |x, filters, strides, padding, data_format, filter_format, x_dilations, dilations, bias| {
    let same = x.dtype() == filters.dtype() && bias.is_none_or(|b| b.dtype() == x.dtype() && b.ndim() == 1);
    same && candle_window(x.shape(), filters.shape(), strides, padding, data_format, filter_format, x_dilations, dilations).is_some()
})]
// Candle's CPU convolution is an im2col and its matrix product, which has no integer or
// bfloat16 kernel (an error) and accumulates float16 in half precision (see `matmul`).
#[with_unsupported_dtypes(
    reason = "candle's CPU convolution is an im2col and its matrix product: no integer or \
              bfloat16 kernel, float16 accumulated in half precision",
    upstream = "https://github.com/huggingface/candle/pull/594",
    "0.11.1 and below" => ["integer", "float16", "bfloat16"]
)]
#[allow(clippy::too_many_arguments)]
pub fn conv2d(
    x: &Tensor,
    filters: &Tensor,
    strides: &[usize],
    padding: ConvPadding<'_>,
    data_format: &str,
    filter_format: &str,
    x_dilations: &[usize],
    dilations: &[usize],
    bias: Option<&Tensor>,
) -> Result<Tensor, BackendError> {
    const F: &str = "conv2d";
    same_dtype(F, x, filters)?;
    let Some((p, s, d)) = candle_window(
        x.dims(),
        filters.dims(),
        strides,
        padding,
        data_format,
        filter_format,
        x_dilations,
        dilations,
    ) else {
        return Err(BackendError::msg(
            "conv2d: candle's kernel takes one padding, stride and dilation for both axes",
        ));
    };
    let first = conv::channels_first(F, data_format, 2)?;
    let x = if first {
        x.contiguous()?
    } else {
        x.permute((0, 3, 1, 2))?.contiguous()?
    };
    let w = if conv::channels_first(F, filter_format, 2)? {
        filters.contiguous()?
    } else {
        filters.permute((3, 2, 0, 1))?.contiguous()?
    };
    let groups = x.dims()[1] / w.dims()[1];
    let mut y = x.conv2d(&w, p, s, d, groups)?;
    if let Some(b) = bias {
        y = y.broadcast_add(&b.reshape((1, b.dims()[0], 1, 1))?)?;
    }
    Ok(if first {
        y
    } else {
        y.permute((0, 2, 3, 1))?.contiguous()?
    })
}

/// Candle's `(padding, output_padding, stride, dilation)` for a transposed convolution of `x`
/// with `filters` over `dims` (1 or 2) spatial axes, if one value of each serves every axis:
/// one stride, one dilation, the same crop before on every axis, and outputs no fewer than the
/// full result less that crop on each side (candle crops `padding` from both ends, then
/// extends by `output_padding`). `None` for arguments the composition must refuse or compute;
/// `function` names the call.
#[allow(clippy::too_many_arguments)]
fn candle_transpose_window(
    function: &'static str,
    dims: usize,
    x: &[usize],
    filters: &[usize],
    strides: &[usize],
    padding: ConvPadding<'_>,
    output_shape: Option<&[usize]>,
    filter_format: &str,
    data_format: &str,
    dilations: &[usize],
) -> Option<(usize, usize, usize, usize)> {
    let (first, spatial, kernel) =
        spatial_and_kernel(function, dims, x, filters, data_format, filter_format)?;
    let window = Window {
        strides,
        dilations,
        x_dilations: &[1],
        padding,
    };
    let wanted = conv::spatial_output_shape(function, output_shape, dims, first).ok()?;
    let axes = conv::transposed_window(function, spatial, kernel, &window, wanted).ok()?;
    let strides = conv::per_axis(function, "strides", strides, dims).ok()?;
    let dilations = conv::per_axis(function, "dilations", dilations, dims).ok()?;
    let (s, d, p) = (strides[0], dilations[0], axes[0].1);
    if (0..dims).any(|a| strides[a] != s || dilations[a] != d || axes[a].1 != p) {
        return None;
    }
    // Per axis, the outputs past the full result less p at both ends: one count for all.
    let extra = |a: usize| {
        let full = (spatial[a] - 1) * s + (kernel[a] - 1) * d + 1;
        axes[a].0.checked_sub(full.checked_sub(2 * p)?)
    };
    let op = extra(0)?;
    (0..dims)
        .all(|a| extra(a) == Some(op))
        .then_some((p, op, s, d))
}

/// The 2-d transposed convolution by candle's `conv_transpose2d` (NCHW input, IOHW filters;
/// other layouts permuted to those), where `candle_transpose_window` finds candle's arguments
/// and the operands share one dtype.
#[implements(f::conv2d_transpose for CandleBackend)]
#[partial_mixed(handler = |x, filters, strides, padding, output_shape, filter_format, data_format, dilations, bias| {
    let same = x.dtype() == filters.dtype() && bias.is_none_or(|b| b.dtype() == x.dtype() && b.ndim() == 1);
    same && candle_transpose_window("conv2d_transpose", 2, x.shape(), filters.shape(), strides, padding, output_shape, filter_format, data_format, dilations).is_some()
})]
// Candle's CPU transposed convolution sums each output's products in the element type: no
// bfloat16/float16 accumulation in float32, integers that overflow in debug builds.
#[with_unsupported_dtypes(
    reason = "candle's CPU transposed convolution sums products in the element type: half \
              precision accumulated in half precision, integers unchecked",
    "0.11.1 and below" => ["integer", "float16", "bfloat16"]
)]
#[allow(clippy::too_many_arguments)]
pub fn conv2d_transpose(
    x: &Tensor,
    filters: &Tensor,
    strides: &[usize],
    padding: ConvPadding<'_>,
    output_shape: Option<&[usize]>,
    filter_format: &str,
    data_format: &str,
    dilations: &[usize],
    bias: Option<&Tensor>,
) -> Result<Tensor, BackendError> {
    const F: &str = "conv2d_transpose";
    same_dtype(F, x, filters)?;
    let Some((p, op, s, d)) = candle_transpose_window(
        F,
        2,
        x.dims(),
        filters.dims(),
        strides,
        padding,
        output_shape,
        filter_format,
        data_format,
        dilations,
    ) else {
        return Err(BackendError::msg(
            "conv2d_transpose: candle's kernel takes one padding, output padding, stride and \
             dilation for both axes",
        ));
    };
    let first = conv::channels_first(F, data_format, 2)?;
    let x = if first {
        x.contiguous()?
    } else {
        x.permute((0, 3, 1, 2))?.contiguous()?
    };
    // [fh, fw, O, C] (Ivy's channel-last filters) to candle's [C, O, fh, fw].
    let w = if conv::channels_first(F, filter_format, 2)? {
        filters.contiguous()?
    } else {
        filters.permute((3, 2, 0, 1))?.contiguous()?
    };
    let mut y = x.conv_transpose2d(&w, p, op, s, d)?;
    if let Some(b) = bias {
        y = y.broadcast_add(&b.reshape((1, b.dims()[0], 1, 1))?)?;
    }
    Ok(if first {
        y
    } else {
        y.permute((0, 2, 3, 1))?.contiguous()?
    })
}

/// The 1-d transposed convolution by candle's `conv_transpose1d` (NCW input, IOW filters;
/// other layouts permuted to those), where `candle_transpose_window` finds candle's arguments
/// and the operands share one dtype.
#[implements(f::conv1d_transpose for CandleBackend)]
#[partial_mixed(handler = |x, filters, strides, padding, output_shape, filter_format, data_format, dilations, bias| {
    let same = x.dtype() == filters.dtype() && bias.is_none_or(|b| b.dtype() == x.dtype() && b.ndim() == 1);
    same && candle_transpose_window("conv1d_transpose", 1, x.shape(), filters.shape(), strides, padding, output_shape, filter_format, data_format, dilations).is_some()
})]
// As `conv_transpose2d`, each output's products are summed in the element type.
#[with_unsupported_dtypes(
    reason = "candle's CPU transposed convolution sums products in the element type: half \
              precision accumulated in half precision, integers unchecked",
    "0.11.1 and below" => ["integer", "float16", "bfloat16"]
)]
#[allow(clippy::too_many_arguments)]
pub fn conv1d_transpose(
    x: &Tensor,
    filters: &Tensor,
    strides: &[usize],
    padding: ConvPadding<'_>,
    output_shape: Option<&[usize]>,
    filter_format: &str,
    data_format: &str,
    dilations: &[usize],
    bias: Option<&Tensor>,
) -> Result<Tensor, BackendError> {
    const F: &str = "conv1d_transpose";
    same_dtype(F, x, filters)?;
    let Some((p, op, s, d)) = candle_transpose_window(
        F,
        1,
        x.dims(),
        filters.dims(),
        strides,
        padding,
        output_shape,
        filter_format,
        data_format,
        dilations,
    ) else {
        return Err(BackendError::msg(
            "conv1d_transpose: candle's kernel takes one crop at both ends and an output padding",
        ));
    };
    let first = conv::channels_first(F, data_format, 1)?;
    let x = if first {
        x.contiguous()?
    } else {
        x.permute((0, 2, 1))?.contiguous()?
    };
    // [fw, O, C] (Ivy's channel-last filters) to candle's [C, O, fw].
    let w = if conv::channels_first(F, filter_format, 1)? {
        filters.contiguous()?
    } else {
        filters.permute((2, 1, 0))?.contiguous()?
    };
    let mut y = x.conv_transpose1d(&w, p, op, s, d, 1)?;
    if let Some(b) = bias {
        y = y.broadcast_add(&b.reshape((1, b.dims()[0], 1))?)?;
    }
    Ok(if first {
        y
    } else {
        y.permute((0, 2, 1))?.contiguous()?
    })
}
