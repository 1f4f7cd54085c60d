//! `torch.nn.functional`: PyTorch's convolutions, pools and `interpolate`
//! (`torch::nn::functional::conv2d`, as PyTorch spells it), over Ivy's.
//!
//! Inputs are `[N, C, spatial...]` and weights `[out, in / groups, kernel...]` (`[in, out /
//! groups, kernel...]` for the transposed convolutions), as PyTorch's; the convolutions and the
//! pools also take an input without its batch axis (`[C, spatial...]`), as PyTorch does. A
//! convolution's `padding` is [`ConvPadding::Explicit`]`(&[(p, p)])` for PyTorch's `padding=p`
//! (one pair per spatial axis for a tuple; from Python, `padding=[1, 2]` is read so),
//! [`ConvPadding::Same`] and [`ConvPadding::Valid`]
//! for its `"same"` and `"valid"` (`"same"` refused with a stride, as PyTorch refuses it); the
//! pairs may differ before and after, which PyTorch's cannot. `stride`, `dilation`,
//! `kernel_size` and the pools' and transposed convolutions' `padding` take one value for every
//! spatial axis or one per axis (PyTorch's int or tuple).
//!
//! The dtypes are those PyTorch's CPU kernels take: the convolutions take floats, complex and
//! the integers but `uint16`, `uint32`, `uint64` (the transposed ones `int64` alone of the
//! integers), `max_pool2d` floats and those integers, `max_pool1d` floats, the average pools
//! floats and `int64` (whose means are truncated toward zero, as PyTorch's), `interpolate`
//! floats and, but for `"linear"`, `uint8` (rounded half up); the others are refused. An input, its
//! weight and bias are of one dtype, as in PyTorch. Windows that leave no output are refused,
//! as PyTorch refuses them. Registered as `torch.conv2d` and so on (a frontend's registry names
//! are qualified by the framework alone).
//!
//! Left out: `return_indices` of the max pools, and `interpolate`'s modes `"bicubic"` and
//! `"area"` (Ivy's `interpolate` has not them).
//!
//! ```
//! use ivy::ConvPadding;
//! use ivy::frontends::torch::nn::functional as F;
//! ivy::init()?;
//!
//! // One channel, the taps [1, 10] over [1, 2, 3], unbatched: 1 + 20, 2 + 30.
//! let x = ivy::array![[1.0f32, 2.0, 3.0]]?;
//! let w = ivy::reshape(&ivy::array![1.0f32, 10.0]?, &[1, 1, 2])?; // [out, in, k]
//! assert_eq!(F::conv1d(&x, &w)?.to_string(), "[[21., 32.]]");
//! let same = F::conv1d::with(&x, &w).padding(ConvPadding::Same).call()?;
//! assert_eq!(same.to_string(), "[[21., 32.,  3.]]"); // PyTorch's "same": the extra zero after
//! let bools = ivy::array![[true, false]]?;
//! let one = ivy::reshape(&ivy::array![true]?, &[1, 1, 1])?;
//! assert!(F::conv1d(&bools, &one).is_err()); // PyTorch has no bool kernel
//! # Ok::<(), ivy::Error>(())
//! ```

// PyTorch's signatures have up to eight parameters; the items the declaration macro generates
// repeat them.
#![allow(clippy::too_many_arguments)]

use ivy::{Array, ConvPadding, Dtype, Error, Index, Result, TensorType};
use ivy_macros::compositional;

/// The integers PyTorch's convolutions take (its "limited support" unsigned ones have no
/// kernel), beside floats and complex.
const CONV: &[Dtype] = &[
    Dtype::Int8,
    Dtype::Int16,
    Dtype::Int32,
    Dtype::Int64,
    Dtype::Uint8,
    Dtype::Complex64,
    Dtype::Complex128,
];

/// What PyTorch's transposed convolutions take beside floats.
const CONV_TRANSPOSE: &[Dtype] = &[Dtype::Int64, Dtype::Complex64, Dtype::Complex128];

/// What PyTorch's `max_pool2d` takes beside floats (`max_pool1d` takes floats alone).
const MAX_POOL2D: &[Dtype] = &[
    Dtype::Int8,
    Dtype::Int16,
    Dtype::Int32,
    Dtype::Int64,
    Dtype::Uint8,
];

/// PyTorch's refusal of an input of `dtype` to `function`, which takes real floats and `also`.
fn check_dtype(function: &str, dtype: Dtype, also: &[Dtype]) -> Result<()> {
    if dtype.is_float() || also.contains(&dtype) {
        return Ok(());
    }
    Err(Error::InvalidInput(format!(
        "torch.{function}: PyTorch has no CPU kernel for {dtype} inputs"
    )))
}

/// PyTorch's refusal of a weight or bias of another dtype than the input's.
fn check_same(function: &str, input: Dtype, others: impl IntoIterator<Item = Dtype>) -> Result<()> {
    match others.into_iter().find(|&d| d != input) {
        Some(d) => Err(Error::InvalidInput(format!(
            "torch.{function}: the input, weight and bias must be of one dtype, got {input} and {d}"
        ))),
        None => Ok(()),
    }
}

/// Whether an input of `ndim` axes to a function over `dims` spatial axes lacks its batch axis
/// (`[C, spatial...]`, which PyTorch takes as a batch of one); a rank neither batched nor
/// unbatched is refused.
fn unbatched(function: &str, ndim: usize, dims: usize) -> Result<bool> {
    match ndim {
        n if n == dims + 2 => Ok(false),
        n if n == dims + 1 => Ok(true),
        n => Err(Error::InvalidInput(format!(
            "torch.{function}: expected a {}-d (unbatched) or {}-d (batched) input, got {n}-d",
            dims + 1,
            dims + 2
        ))),
    }
}

/// `shape` with a batch axis of 1 before it, as `reshape` takes it.
fn with_batch(shape: &[usize]) -> Vec<isize> {
    std::iter::once(1)
        .chain(shape.iter().map(|&d| d as isize))
        .collect()
}

/// `shape` without its batch axis (of 1), as `reshape` takes it.
fn without_batch(shape: &[usize]) -> Vec<isize> {
    shape[1..].iter().map(|&d| d as isize).collect()
}

/// `x`'s type with a batch axis of 1 before it where `unbatched`.
fn batch_type(x: &TensorType, unbatched: bool) -> TensorType {
    if !unbatched {
        return x.clone();
    }
    let shape: Vec<_> = std::iter::once(Some(1))
        .chain(x.shape.iter().copied())
        .collect();
    TensorType::new(x.dtype, shape)
}

/// The type of a result `y` of `function` over `dims` spatial axes (checked by
/// [`check_outputs`]), without its batch axis where the input had none.
fn finish_type(function: &str, y: TensorType, dims: usize, unbatched: bool) -> Result<TensorType> {
    self::check_outputs(function, &y.shape, dims)?;
    if !unbatched {
        return Ok(y);
    }
    Ok(TensorType::new(y.dtype, y.shape[1..].to_vec()))
}

/// PyTorch's refusal of windows that leave a spatial axis (of the last `dims` of `shape`) with
/// no output.
fn check_outputs(function: &str, shape: &[Option<usize>], dims: usize) -> Result<()> {
    if shape[shape.len() - dims..].contains(&Some(0)) {
        return Err(Error::InvalidInput(format!(
            "torch.{function}: the window is longer than the padded input: the output would have \
             no elements along a spatial axis"
        )));
    }
    Ok(())
}

/// `shape` as [`check_outputs`] takes it.
fn known(shape: &[usize]) -> Vec<Option<usize>> {
    shape.iter().map(|&d| Some(d)).collect()
}

/// The checks of a convolution's arguments (dtypes, `"same"` without a stride, the input's
/// rank): whether the input is unbatched.
fn check_conv(
    function: &str,
    dims: usize,
    input: (Dtype, usize),
    weight: Dtype,
    bias: Option<Dtype>,
    also: &[Dtype],
) -> Result<bool> {
    self::check_dtype(function, input.0, also)?;
    self::check_same(function, input.0, std::iter::once(weight).chain(bias))?;
    self::unbatched(function, input.1, dims)
}

/// PyTorch's refusal of `"same"` padding with a stride.
fn check_same_padding(function: &str, padding: ConvPadding<'_>, stride: &[usize]) -> Result<()> {
    if padding == ConvPadding::Same && stride.iter().any(|&s| s != 1) {
        return Err(Error::InvalidInput(format!(
            "torch.{function}: padding \"same\" is not supported for strided convolutions; give \
             stride 1 or explicit padding"
        )));
    }
    Ok(())
}

/// The convolutions, `(input, weight, bias, stride, padding, dilation, groups)` as PyTorch's:
/// Ivy's `conv_general_dilated` over that many spatial axes, channels first.
macro_rules! convolutions {
    ($( $(#[$doc:meta])* $name:ident, $dims:literal; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "torch")]
        #[returns({
            const F: &str = stringify!($name);
            let unbatched = self::check_conv(F, $dims, (input.dtype, input.ndim()), weight.dtype, bias.map(|b| b.dtype), CONV)?;
            self::check_same_padding(F, padding, stride)?;
            let y = ivy::conv_general_dilated::output_type(&self::batch_type(input, unbatched), weight, stride, padding, $dims, "channel_first", "channel_first", groups, &[1], dilation, bias, None)?;
            self::finish_type(F, y, $dims, unbatched)
        })]
        #[defaults(stride = &[1], padding = ConvPadding::Valid, dilation = &[1], groups = 1)]
        pub fn $name(
            input: &Array,
            weight: &Array,
            bias: Option<&Array>,
            stride: &[usize],
            padding: ConvPadding<'_>,
            dilation: &[usize],
            groups: usize,
        ) -> Result<Array> {
            const F: &str = stringify!($name);
            let unbatched = self::check_conv(F, $dims, (input.dtype(), input.ndim()), weight.dtype(), bias.map(Array::dtype), CONV)?;
            self::check_same_padding(F, padding, stride)?;
            let x = if unbatched { ivy::reshape(input, &self::with_batch(input.shape()))? } else { input.clone() };
            let y = ivy::conv_general_dilated::with(&x, weight, stride, padding)
                .dims($dims)
                .data_format("channel_first")
                .filter_format("channel_first")
                .feature_group_count(groups)
                .dilations(dilation)
                .bias(bias)
                .call()?;
            self::check_outputs(F, &self::known(y.shape()), $dims)?;
            if unbatched { ivy::reshape(&y, &self::without_batch(y.shape())) } else { Ok(y) }
        }
    )*};
}

convolutions! {
    /// `torch.nn.functional.conv1d`: the 1-d convolution (a cross-correlation) of `input`
    /// (`[N, C, L]` or `[C, L]`) with `weight` (`[O, C / groups, k]`), plus `bias` (`[O]`).
    conv1d, 1;
    /// `torch.nn.functional.conv2d`: the 2-d convolution of `input` (`[N, C, H, W]` or
    /// `[C, H, W]`) with `weight` (`[O, C / groups, kh, kw]`), plus `bias` (`[O]`).
    conv2d, 2;
    /// `torch.nn.functional.conv3d`: the 3-d convolution of `input` (`[N, C, D, H, W]` or
    /// `[C, D, H, W]`) with `weight` (`[O, C / groups, kd, kh, kw]`), plus `bias` (`[O]`).
    conv3d, 3;
}

/// `values` (one for every one of `dims` axes, or one per axis) at axis `a`; `name` names the
/// error where there are neither.
fn at(function: &str, name: &str, values: &[usize], dims: usize, a: usize) -> Result<usize> {
    match values.len() {
        1 => Ok(values[0]),
        n if n == dims => Ok(values[a]),
        n => Err(Error::InvalidInput(format!(
            "torch.{function}: `{name}` has {n} entries; give 1 or one per spatial axis ({dims})"
        ))),
    }
}

/// Per spatial axis of a transposed convolution's full result (`full`, its lengths), the part
/// PyTorch's result is: `(start, stop)` in the full result and the zeros after it, for
/// `full - 2 padding + output_padding` outputs (PyTorch's `output_padding` below the stride or
/// the dilation; no output refused).
fn transposed_parts(
    function: &str,
    full: &[Option<usize>],
    stride: &[usize],
    padding: &[usize],
    output_padding: &[usize],
    dilation: &[usize],
) -> Result<Vec<Option<(usize, usize, usize)>>> {
    let dims = full.len();
    (0..dims)
        .map(|a| {
            let s = self::at(function, "stride", stride, dims, a)?;
            let p = self::at(function, "padding", padding, dims, a)?;
            let op = self::at(function, "output_padding", output_padding, dims, a)?;
            let d = self::at(function, "dilation", dilation, dims, a)?;
            if op >= s && op >= d {
                return Err(Error::InvalidInput(format!(
                    "torch.{function}: output_padding {op} must be smaller than the stride ({s}) \
                     or the dilation ({d})"
                )));
            }
            let Some(full) = full[a] else { return Ok(None) };
            let out = (full + op)
                .checked_sub(2 * p)
                .filter(|&o| o > 0)
                .ok_or_else(|| {
                    Error::InvalidInput(format!(
                        "torch.{function}: padding {p} leaves no output of the {full} on spatial \
                     axis {a}"
                    ))
                })?;
            let stop = (p + out).min(full);
            Ok(Some((p, stop, p + out - stop)))
        })
        .collect()
}

/// The type of a transposed convolution's result from the type of its full result (`full`,
/// `[N, O, spatial...]`), cut to [`transposed_parts`]; `bias` (if given) `[O]`.
fn transposed_type(
    function: &str,
    full: TensorType,
    parts: &[Option<(usize, usize, usize)>],
    bias: Option<&TensorType>,
) -> Result<TensorType> {
    let mut shape = full.shape;
    for (d, part) in shape[2..].iter_mut().zip(parts) {
        *d = part.map(|(start, stop, zeros)| stop - start + zeros);
    }
    self::check_bias(function, bias.map(|b| &b.shape[..]), shape[1])?;
    Ok(TensorType::new(full.dtype, shape))
}

/// PyTorch's refusal of a bias (its shape) that is not one element per output channel.
fn check_bias(
    function: &str,
    bias: Option<&[Option<usize>]>,
    channels: Option<usize>,
) -> Result<()> {
    match bias {
        Some([b]) if b.is_none() || channels.is_none() || *b == channels => Ok(()),
        None => Ok(()),
        Some(b) => Err(Error::InvalidInput(format!(
            "torch.{function}: bias must have one element per output channel ({channels:?}), got \
             shape {b:?}"
        ))),
    }
}

/// The query that cuts a transposed convolution's full result (`[N, O, spatial...]`) to
/// [`transposed_parts`], and the zeros after each axis.
fn transposed_cut(
    parts: &[Option<(usize, usize, usize)>],
) -> (Vec<Index<'static>>, Vec<(usize, usize)>) {
    let all = Index::Slice {
        start: None,
        stop: None,
        step: 1,
    };
    let mut query = vec![all, all];
    let mut zeros = vec![(0, 0), (0, 0)];
    for &(start, stop, after) in parts.iter().flatten() {
        query.push(Index::Slice {
            start: Some(start as isize),
            stop: Some(stop as isize),
            step: 1,
        });
        zeros.push((0, after));
    }
    (query, zeros)
}

/// `[O]` as `[O, 1, ...]`, a bias along the channels of a result with `dims` spatial axes.
fn along_channels(bias: &[usize], dims: usize) -> Vec<isize> {
    let mut shape: Vec<isize> = bias.iter().map(|&d| d as isize).collect();
    shape.extend(std::iter::repeat_n(1, dims));
    shape
}

/// The transposed convolutions, `(input, weight, bias, stride, padding, output_padding, groups,
/// dilation)` as PyTorch's: Ivy's `conv_general_transpose`, its full result cut as PyTorch's
/// `padding` and `output_padding` say, plus `bias`.
macro_rules! transposed_convolutions {
    ($( $(#[$doc:meta])* $name:ident, $dims:literal; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "torch")]
        #[returns({
            const F: &str = stringify!($name);
            let unbatched = self::check_conv(F, $dims, (input.dtype, input.ndim()), weight.dtype, bias.map(|b| b.dtype), CONV_TRANSPOSE)?;
            let full = ivy::conv_general_transpose::output_type(&self::batch_type(input, unbatched), weight, stride, ConvPadding::Explicit(&[(0, 0)]), $dims, None, "channel_first", "channel_first", dilation, groups, None, None)?;
            let parts = self::transposed_parts(F, &full.shape[2..], stride, padding, output_padding, dilation)?;
            let y = self::transposed_type(F, full, &parts, bias)?;
            self::finish_type(F, y, $dims, unbatched)
        })]
        #[defaults(stride = &[1], padding = &[0], output_padding = &[0], groups = 1, dilation = &[1])]
        pub fn $name(
            input: &Array,
            weight: &Array,
            bias: Option<&Array>,
            stride: &[usize],
            padding: &[usize],
            output_padding: &[usize],
            groups: usize,
            dilation: &[usize],
        ) -> Result<Array> {
            const F: &str = stringify!($name);
            let unbatched = self::check_conv(F, $dims, (input.dtype(), input.ndim()), weight.dtype(), bias.map(Array::dtype), CONV_TRANSPOSE)?;
            let x = if unbatched { ivy::reshape(input, &self::with_batch(input.shape()))? } else { input.clone() };
            let full = ivy::conv_general_transpose::with(&x, weight, stride, ConvPadding::Explicit(&[(0, 0)]))
                .dims($dims)
                .data_format("channel_first")
                .filter_format("channel_first")
                .feature_group_count(groups)
                .dilations(dilation)
                .call()?;
            let parts = self::transposed_parts(F, &self::known(&full.shape()[2..]), stride, padding, output_padding, dilation)?;
            let channels = full.shape()[1];
            self::check_bias(F, bias.map(|b| self::known(b.shape())).as_deref(), Some(channels))?;
            let (query, zeros) = self::transposed_cut(&parts);
            let mut y = ivy::get_item(&full, &query)?;
            if zeros.iter().any(|&(_, after)| after > 0) {
                y = ivy::pad(&y, &zeros)?;
            }
            if let Some(b) = bias {
                y = ivy::add(&y, &ivy::reshape(b, &self::along_channels(b.shape(), $dims))?)?;
            }
            self::check_outputs(F, &self::known(y.shape()), $dims)?;
            if unbatched { ivy::reshape(&y, &self::without_batch(y.shape())) } else { Ok(y) }
        }
    )*};
}

transposed_convolutions! {
    /// `torch.nn.functional.conv_transpose1d`: the 1-d transposed convolution of `input`
    /// (`[N, C, L]` or `[C, L]`) with `weight` (`[C, O / groups, k]`), `(L - 1) stride - 2
    /// padding + dilation (k - 1) + output_padding + 1` long, plus `bias` (`[O]`).
    conv_transpose1d, 1;
    /// `torch.nn.functional.conv_transpose2d`: the 2-d transposed convolution of `input`
    /// (`[N, C, H, W]` or `[C, H, W]`) with `weight` (`[C, O / groups, kh, kw]`), each spatial
    /// axis as [`conv_transpose1d()`]'s, plus `bias` (`[O]`).
    conv_transpose2d, 2;
}

/// The checks of a pool's arguments (the dtype, the input's rank, `padding` at most half the
/// kernel, as PyTorch's): whether the input is unbatched, and `padding` as Ivy's pairs.
fn check_pool(
    function: &str,
    dims: usize,
    input: (Dtype, usize),
    kernel_size: &[usize],
    padding: &[usize],
    also: &[Dtype],
) -> Result<(bool, Vec<(usize, usize)>)> {
    self::check_dtype(function, input.0, also)?;
    let unbatched = self::unbatched(function, input.1, dims)?;
    for a in 0..dims {
        let (k, p) = (
            self::at(function, "kernel_size", kernel_size, dims, a)?,
            self::at(function, "padding", padding, dims, a)?,
        );
        if p > k / 2 {
            return Err(Error::InvalidInput(format!(
                "torch.{function}: padding {p} is more than half the kernel ({k}); give at most \
                 {}",
                k / 2
            )));
        }
    }
    Ok((unbatched, padding.iter().map(|&p| (p, p)).collect()))
}

/// The max pools, `(input, kernel_size, stride, padding, dilation, ceil_mode)` as PyTorch's
/// (`stride` the kernel's if `None`): Ivy's of the same name, channels first.
macro_rules! max_pools {
    ($( $(#[$doc:meta])* $name:ident, $dims:literal, $format:literal, $also:expr; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "torch")]
        #[returns({
            const F: &str = stringify!($name);
            let (unbatched, pads) = self::check_pool(F, $dims, (input.dtype, input.ndim()), kernel_size, padding, $also)?;
            let y = ivy::$name::output_type(&self::batch_type(input, unbatched), kernel_size, stride.unwrap_or(kernel_size), ConvPadding::Explicit(&pads), $format, dilation, ceil_mode, None)?;
            self::finish_type(F, y, $dims, unbatched)
        })]
        #[defaults(kernel_size = required, stride = None, padding = &[0], dilation = &[1], ceil_mode = false)]
        pub fn $name(
            input: &Array,
            kernel_size: &[usize],
            stride: Option<&[usize]>,
            padding: &[usize],
            dilation: &[usize],
            ceil_mode: bool,
        ) -> Result<Array> {
            const F: &str = stringify!($name);
            let (unbatched, pads) = self::check_pool(F, $dims, (input.dtype(), input.ndim()), kernel_size, padding, $also)?;
            let x = if unbatched { ivy::reshape(input, &self::with_batch(input.shape()))? } else { input.clone() };
            let y = ivy::$name::with(&x, kernel_size, stride.unwrap_or(kernel_size), ConvPadding::Explicit(&pads))
                .data_format($format)
                .dilation(dilation)
                .ceil_mode(ceil_mode)
                .call()?;
            self::check_outputs(F, &self::known(y.shape()), $dims)?;
            if unbatched { ivy::reshape(&y, &self::without_batch(y.shape())) } else { Ok(y) }
        }
    )*};
}

max_pools! {
    /// `torch.nn.functional.max_pool1d`: the maxima of the windows of `kernel_size` over
    /// `input` (`[N, C, L]` or `[C, L]`), padded with `-inf`; `nan` propagates.
    max_pool1d, 1, "NCW", &[];
    /// `torch.nn.functional.max_pool2d`: the maxima of the windows of `kernel_size` over
    /// `input` (`[N, C, H, W]` or `[C, H, W]`), padded with the dtype's lowest value; `nan`
    /// propagates.
    max_pool2d, 2, "NCHW", MAX_POOL2D;
}

/// The average pools, `(input, kernel_size, stride, padding, ceil_mode, count_include_pad)`
/// (and, where given, `divisor_override`) as PyTorch's: Ivy's of the same name, channels
/// first; `int64` averaged in `float64` and truncated, as PyTorch's integer division.
macro_rules! avg_pools {
    ($( $(#[$doc:meta])* $name:ident, $dims:literal, $format:literal, [$($divisor:tt)*], $divided:expr; )*) => {$(
        $(#[$doc])*
        #[compositional(frontend = "torch")]
        #[returns({
            const F: &str = stringify!($name);
            let (unbatched, pads) = self::check_pool(F, $dims, (input.dtype, input.ndim()), kernel_size, padding, &[Dtype::Int64])?;
            let x = self::batch_type(input, unbatched);
            let int = input.dtype == Dtype::Int64;
            let x = if int { crate::cast_type(&x, Dtype::Float64)? } else { x };
            let y = ivy::$name::output_type(&x, kernel_size, stride.unwrap_or(kernel_size), ConvPadding::Explicit(&pads), $format, count_include_pad, ceil_mode, $divided, None)?;
            let y = if int { crate::cast_type(&y, Dtype::Int64)? } else { y };
            self::finish_type(F, y, $dims, unbatched)
        })]
        #[defaults(kernel_size = required, stride = None, padding = &[0], ceil_mode = false, count_include_pad = true)]
        pub fn $name(
            input: &Array,
            kernel_size: &[usize],
            stride: Option<&[usize]>,
            padding: &[usize],
            ceil_mode: bool,
            count_include_pad: bool,
            $($divisor)*
        ) -> Result<Array> {
            const F: &str = stringify!($name);
            let (unbatched, pads) = self::check_pool(F, $dims, (input.dtype(), input.ndim()), kernel_size, padding, &[Dtype::Int64])?;
            let x = if unbatched { ivy::reshape(input, &self::with_batch(input.shape()))? } else { input.clone() };
            let int = input.dtype() == Dtype::Int64;
            let x = if int { ivy::astype(&x, Dtype::Float64)? } else { x };
            let y = ivy::$name::with(&x, kernel_size, stride.unwrap_or(kernel_size), ConvPadding::Explicit(&pads))
                .data_format($format)
                .count_include_pad(count_include_pad)
                .ceil_mode(ceil_mode)
                .divisor_override($divided)
                .call()?;
            let y = if int { ivy::astype(&ivy::trunc(&y)?, Dtype::Int64)? } else { y };
            self::check_outputs(F, &self::known(y.shape()), $dims)?;
            if unbatched { ivy::reshape(&y, &self::without_batch(y.shape())) } else { Ok(y) }
        }
    )*};
}

avg_pools! {
    /// `torch.nn.functional.avg_pool1d`: the means of the windows of `kernel_size` over
    /// `input` (`[N, C, L]` or `[C, L]`), zeros padded; with `count_include_pad` (PyTorch's
    /// default) the padding counts in a window's divisor.
    avg_pool1d, 1, "NCW", [], None;
    /// `torch.nn.functional.avg_pool2d`: the means of the windows of `kernel_size` over
    /// `input` (`[N, C, H, W]` or `[C, H, W]`), zeros padded; with `count_include_pad` the
    /// padding counts in a window's divisor; `divisor_override` divides every window's sum.
    avg_pool2d, 2, "NCHW", [divisor_override: Option<usize>], divisor_override;
}

/// The checks of `interpolate`'s arguments (the input's rank, one of `size` and
/// `scale_factor`, `mode` for the rank, the dtype for `mode`), as PyTorch's.
fn check_interpolate(input: (Dtype, usize), sized: bool, scaled: bool, mode: &str) -> Result<()> {
    const F: &str = "interpolate";
    let refuse = |why: String| Err(Error::InvalidInput(format!("torch.{F}: {why}")));
    let ndim = input.1;
    if !(3..=5).contains(&ndim) {
        return refuse(format!(
            "expected a 3-d, 4-d or 5-d input ([N, C, spatial...]), got {ndim}-d"
        ));
    }
    if sized == scaled {
        return refuse("give one of size and scale_factor".to_owned());
    }
    let needs = match mode {
        "linear" => Some(3),
        "bilinear" => Some(4),
        "trilinear" => Some(5),
        _ => None,
    };
    if let Some(n) = needs.filter(|&n| n != ndim) {
        return refuse(format!("mode {mode:?} takes a {n}-d input, got {ndim}-d"));
    }
    let uint8 = if mode == "linear" {
        &[][..]
    } else {
        &[Dtype::Uint8][..]
    };
    self::check_dtype(F, input.0, uint8)
}

/// `torch.nn.functional.interpolate`: `input` (`[N, C, spatial...]`, one to three spatial axes)
/// resampled to `size` or by `scale_factor` (one for every spatial axis or one per axis), as
/// Ivy's `interpolate` (see it for the modes, `align_corners` and `recompute_scale_factor`);
/// `"linear"` takes a 3-d input, `"bilinear"` a 4-d one, `"trilinear"` a 5-d one. A `uint8`
/// input is resampled in `float32` and rounded half up, as PyTorch's.
#[compositional(frontend = "torch")]
#[returns({
    self::check_interpolate((input.dtype, input.ndim()), size.is_some(), scale_factor.is_some(), mode)?;
    let y = ivy::interpolate::output_type(input, size, mode, scale_factor, recompute_scale_factor, align_corners, antialias, None)?;
    crate::cast_type(&y, input.dtype)
})]
#[defaults(size = None, scale_factor = None, mode = "nearest", antialias = false)]
pub fn interpolate(
    input: &Array,
    size: Option<&[usize]>,
    scale_factor: Option<&[f64]>,
    mode: &str,
    align_corners: Option<bool>,
    recompute_scale_factor: Option<bool>,
    antialias: bool,
) -> Result<Array> {
    self::check_interpolate(
        (input.dtype(), input.ndim()),
        size.is_some(),
        scale_factor.is_some(),
        mode,
    )?;
    let y = ivy::interpolate::positional(
        input,
        size,
        mode,
        scale_factor,
        recompute_scale_factor,
        align_corners,
        antialias,
        None,
    )?;
    if y.dtype() == input.dtype() {
        return Ok(y);
    }
    // A uint8 input was resampled in the default float: rounded half up, as PyTorch's.
    ivy::astype(&ivy::floor(&ivy::add(&y, 0.5)?)?, input.dtype())
}
