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

/// `conv` (candle's convolution of an NC.. input with channels-first filters, called with
/// both) of `x` and `filters` over `dims` (1 or 2) spatial axes in the layouts `data_format`
/// and `filter_format` name: channels-last operands permuted to channels first (Ivy's
/// channel-last filters, `[f.., a, b]`, to `[b, a, f..]`), `bias` added per channel, the
/// result permuted back to the input's layout.
#[allow(clippy::too_many_arguments)]
fn channels_first_conv(
    function: &'static str,
    dims: usize,
    x: &Tensor,
    filters: &Tensor,
    data_format: &str,
    filter_format: &str,
    bias: Option<&Tensor>,
    conv: impl FnOnce(&Tensor, &Tensor) -> candle_core::Result<Tensor>,
) -> Result<Tensor, BackendError> {
    let first = conv::channels_first(function, data_format, dims)?;
    let x = if first {
        x.contiguous()?
    } else {
        // [N, spatial.., C] to [N, C, spatial..].
        let to_first: Vec<usize> = [0, dims + 1].into_iter().chain(1..=dims).collect();
        x.permute(to_first)?.contiguous()?
    };
    let w = if conv::channels_first(function, filter_format, dims)? {
        filters.contiguous()?
    } else {
        let reversed: Vec<usize> = [dims + 1, dims].into_iter().chain(0..dims).collect();
        filters.permute(reversed)?.contiguous()?
    };
    let mut y = conv(&x, &w)?;
    if let Some(b) = bias {
        let mut per_channel = vec![1; dims + 2];
        per_channel[1] = b.dims()[0];
        y = y.broadcast_add(&b.reshape(per_channel)?)?;
    }
    Ok(if first {
        y
    } else {
        let to_last: Vec<usize> = [0].into_iter().chain(2..dims + 2).chain([1]).collect();
        y.permute(to_last)?.contiguous()?
    })
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
    channels_first_conv(
        F,
        2,
        x,
        filters,
        data_format,
        filter_format,
        bias,
        |x, w| {
            let groups = x.dims()[1] / w.dims()[1];
            x.conv2d(w, p, s, d, groups)
        },
    )
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

/// Candle's transposed convolution of a channels-first input and filters, given its
/// `(padding, output_padding, stride, dilation)`.
type TransposedKernel =
    fn(&Tensor, &Tensor, (usize, usize, usize, usize)) -> candle_core::Result<Tensor>;

/// The transposed convolutions by candle's kernels, declared alike: each with its doc, its
/// number of spatial axes, the error where `candle_transpose_window` finds no arguments for
/// the call, and candle's kernel ([`TransposedKernel`]).
macro_rules! transposed_convolutions {
    ($( $(#[$doc:meta])* $name:ident, $dims:literal, $refusal:literal, $conv:expr; )*) => {$(
        $(#[$doc])*
        #[implements(f::$name for CandleBackend)]
        #[partial_mixed(handler = |x, filters, strides, padding, output_shape, filter_format, data_format, dilations, bias| {
            let same = x.dtype() == filters.dtype() && bias.is_none_or(|b| b.dtype() == x.dtype() && b.ndim() == 1);
            same && candle_transpose_window(stringify!($name), $dims, x.shape(), filters.shape(), strides, padding, output_shape, filter_format, data_format, dilations).is_some()
        })]
        // Candle's CPU transposed convolution sums each output's products in the element type:
        // no bfloat16/float16 accumulation in float32, integers that overflow in debug builds.
        #[with_unsupported_dtypes(
            reason = "candle's CPU transposed convolution sums products in the element type: \
                      half precision accumulated in half precision, integers unchecked",
            "0.11.1 and below" => ["integer", "float16", "bfloat16"]
        )]
        #[allow(clippy::too_many_arguments)]
        pub fn $name(
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
            const F: &str = stringify!($name);
            let conv: TransposedKernel = $conv;
            same_dtype(F, x, filters)?;
            let args = candle_transpose_window(F, $dims, x.dims(), filters.dims(), strides,
                padding, output_shape, filter_format, data_format, dilations)
                .ok_or_else(|| BackendError::msg($refusal))?;
            channels_first_conv(F, $dims, x, filters, data_format, filter_format, bias, |x, w| {
                conv(x, w, args)
            })
        }
    )*};
}

transposed_convolutions! {
    /// The 2-d transposed convolution by candle's `conv_transpose2d` (NCHW input, IOHW
    /// filters; other layouts permuted to those), where `candle_transpose_window` finds
    /// candle's arguments and the operands share one dtype.
    conv2d_transpose, 2,
    "conv2d_transpose: candle's kernel takes one padding, output padding, stride and dilation \
     for both axes",
    |x, w, (p, op, s, d)| x.conv_transpose2d(w, p, op, s, d);
    /// The 1-d transposed convolution by candle's `conv_transpose1d` (NCW input, IOW filters;
    /// other layouts permuted to those), where `candle_transpose_window` finds candle's
    /// arguments and the operands share one dtype.
    conv1d_transpose, 1,
    "conv1d_transpose: candle's kernel takes one crop at both ends and an output padding",
    |x, w, (p, op, s, d)| x.conv_transpose1d(w, p, op, s, d, 1);
}
