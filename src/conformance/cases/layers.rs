//! The cases of the layers functions.

use super::{Case, Input, SQUARE, SQUARE_REVERSED};
use crate::ConvPadding;

/// A 3 × 3 image of one channel, channels last (`[N, H, W, C]`).
const IMAGE: Input = Input {
    values: &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0],
    shape: &[1, 3, 3, 1],
};
/// A 2 × 2 filter from one channel to one (`[fh, fw, C, O]`).
const FILTER: Input = Input {
    values: &[1.0, 0.0, 2.0, 1.0],
    shape: &[2, 2, 1, 1],
};
/// A signal of 4 samples, one channel (`[N, W, C]`).
const SIGNAL: Input = Input {
    values: &[1.0, 2.0, 3.0, 4.0],
    shape: &[1, 4, 1],
};
/// A 2-tap filter (`[fw, C, O]`).
const TAPS: Input = Input {
    values: &[2.0, 1.0],
    shape: &[2, 1, 1],
};
/// A 2 × 2 × 2 volume of one channel (`[N, D, H, W, C]`).
const VOLUME: Input = Input {
    values: &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0],
    shape: &[1, 2, 2, 2, 1],
};
/// A 2 × 2 × 2 filter (`[fd, fh, fw, C, O]`).
const CUBE: Input = Input {
    values: &[1.0, 0.0, 0.0, 1.0, 0.0, 1.0, 1.0, 0.0],
    shape: &[2, 2, 2, 1, 1],
};
/// A 2 × 2 depthwise filter of one channel (`[fh, fw, C]`).
const DEPTHWISE: Input = Input {
    values: &[1.0, 0.0, 2.0, 1.0],
    shape: &[2, 2, 1],
};

/// One case per function of the category (`dropout` with a seed, so every backend and the
/// reference drop the same elements; `conv2d` "VALID", which candle's kernel takes, and
/// `conv_general_dilated` "SAME" with an even filter, which pads unevenly; `conv2d_transpose`
/// "VALID", which candle's kernel takes).
pub(super) static CASES: &[Case] = &[
    case!(dropout, Inputs, [SQUARE], |x, d| (
        &x[0],
        0.5,
        true,
        None,
        true,
        Some(7),
        None,
        None
    ), forms |x, d| [ivy::dropout::with(&x[0], 0.5).seed(7).call()], [{ let _seeded = ivy::seed_scope(7); x[0].dropout(0.5) } => { let _seeded = ivy::seed_scope(7); ivy::dropout(&x[0], 0.5) }]),
    case!(
        scaled_dot_product_attention,
        Inputs,
        [SQUARE, SQUARE_REVERSED, SQUARE],
        |x, d| (
            &x[0],
            &x[1],
            &x[2],
            Some(0.25),
            None,
            0.0,
            true,
            false,
            None,
        ), forms |x, d| [ivy::scaled_dot_product_attention::with(&x[0], &x[1], &x[2], 0.0).scale(0.25).is_causal(true).call()], [x[0].scaled_dot_product_attention(&x[1], &x[2], 0.0) => ivy::scaled_dot_product_attention(&x[0], &x[1], &x[2], 0.0)]),
    case!(conv_general_dilated, Inputs, [IMAGE, FILTER], |x, d| (
        &x[0],
        &x[1],
        &[1],
        ConvPadding::Same,
        2,
        "channel_last",
        "channel_last",
        1,
        &[1],
        &[1],
        None,
        None
    ), forms |x, d| [ivy::conv_general_dilated(&x[0], &x[1], &[1], ConvPadding::Same)], [x[0].conv_general_dilated(&x[1], &[1], ConvPadding::Same) => ivy::conv_general_dilated(&x[0], &x[1], &[1], ConvPadding::Same)]),
    case!(conv1d, Inputs, [SIGNAL, TAPS], |x, d| (
        &x[0],
        &x[1],
        &[1],
        ConvPadding::Valid,
        "NWC",
        "channel_last",
        &[1],
        &[1],
        None,
        None
    ), forms |x, d| [ivy::conv1d(&x[0], &x[1], &[1], ConvPadding::Valid)], [x[0].conv1d(&x[1], &[1], ConvPadding::Valid) => ivy::conv1d(&x[0], &x[1], &[1], ConvPadding::Valid)]),
    case!(conv2d, Inputs, [IMAGE, FILTER], |x, d| (
        &x[0],
        &x[1],
        &[1],
        ConvPadding::Valid,
        "NHWC",
        "channel_last",
        &[1],
        &[1],
        None,
        None
    ), forms |x, d| [ivy::conv2d(&x[0], &x[1], &[1], ConvPadding::Valid)], [x[0].conv2d(&x[1], &[1], ConvPadding::Valid) => ivy::conv2d(&x[0], &x[1], &[1], ConvPadding::Valid)]),
    case!(conv3d, Inputs, [VOLUME, CUBE], |x, d| (
        &x[0],
        &x[1],
        &[1],
        ConvPadding::Valid,
        "NDHWC",
        "channel_last",
        &[1],
        &[1],
        None,
        None
    ), forms |x, d| [ivy::conv3d(&x[0], &x[1], &[1], ConvPadding::Valid)], [x[0].conv3d(&x[1], &[1], ConvPadding::Valid) => ivy::conv3d(&x[0], &x[1], &[1], ConvPadding::Valid)]),
    case!(depthwise_conv2d, Inputs, [IMAGE, DEPTHWISE], |x, d| (
        &x[0],
        &x[1],
        &[1],
        ConvPadding::Valid,
        "NHWC",
        &[1],
        None
    ), forms |x, d| [ivy::depthwise_conv2d(&x[0], &x[1], &[1], ConvPadding::Valid)], [x[0].depthwise_conv2d(&x[1], &[1], ConvPadding::Valid) => ivy::depthwise_conv2d(&x[0], &x[1], &[1], ConvPadding::Valid)]),
    case!(conv_general_transpose, Inputs, [IMAGE, FILTER], |x, d| (
        &x[0],
        &x[1],
        &[2],
        ConvPadding::Same,
        2,
        None,
        "channel_last",
        "channel_last",
        &[1],
        1,
        None,
        None
    ), forms |x, d| [ivy::conv_general_transpose(&x[0], &x[1], &[2], ConvPadding::Same)], [x[0].conv_general_transpose(&x[1], &[2], ConvPadding::Same) => ivy::conv_general_transpose(&x[0], &x[1], &[2], ConvPadding::Same)]),
    case!(conv1d_transpose, Inputs, [SIGNAL, TAPS], |x, d| (
        &x[0],
        &x[1],
        &[2],
        ConvPadding::Valid,
        None,
        "channel_last",
        "NWC",
        &[1],
        None,
        None
    ), forms |x, d| [ivy::conv1d_transpose(&x[0], &x[1], &[2], ConvPadding::Valid)], [x[0].conv1d_transpose(&x[1], &[2], ConvPadding::Valid) => ivy::conv1d_transpose(&x[0], &x[1], &[2], ConvPadding::Valid)]),
    case!(conv2d_transpose, Inputs, [IMAGE, FILTER], |x, d| (
        &x[0],
        &x[1],
        &[1],
        ConvPadding::Valid,
        None,
        "channel_last",
        "NHWC",
        &[1],
        None,
        None
    ), forms |x, d| [ivy::conv2d_transpose(&x[0], &x[1], &[1], ConvPadding::Valid)], [x[0].conv2d_transpose(&x[1], &[1], ConvPadding::Valid) => ivy::conv2d_transpose(&x[0], &x[1], &[1], ConvPadding::Valid)]),
    case!(conv3d_transpose, Inputs, [VOLUME, CUBE], |x, d| (
        &x[0],
        &x[1],
        &[1],
        ConvPadding::Same,
        None,
        "channel_last",
        "NDHWC",
        &[1],
        None,
        None
    ), forms |x, d| [ivy::conv3d_transpose(&x[0], &x[1], &[1], ConvPadding::Same)], [x[0].conv3d_transpose(&x[1], &[1], ConvPadding::Same) => ivy::conv3d_transpose(&x[0], &x[1], &[1], ConvPadding::Same)]),
    case!(max_pool1d, Inputs, [SIGNAL], |x, d| (
        &x[0],
        &[2],
        &[1],
        ConvPadding::Same,
        "NWC",
        &[1],
        false,
        None
    ), forms |x, d| [ivy::max_pool1d(&x[0], &[2], &[1], ConvPadding::Same)], [x[0].max_pool1d(&[2], &[1], ConvPadding::Same) => ivy::max_pool1d(&x[0], &[2], &[1], ConvPadding::Same)]),
    case!(max_pool2d, Inputs, [IMAGE], |x, d| (
        &x[0],
        &[2],
        &[1],
        ConvPadding::Valid,
        "NHWC",
        &[1],
        false,
        None
    ), forms |x, d| [ivy::max_pool2d(&x[0], &[2], &[1], ConvPadding::Valid)], [x[0].max_pool2d(&[2], &[1], ConvPadding::Valid) => ivy::max_pool2d(&x[0], &[2], &[1], ConvPadding::Valid)]),
    case!(avg_pool1d, Inputs, [SIGNAL], |x, d| (
        &x[0],
        &[2],
        &[2],
        ConvPadding::Valid,
        "NWC",
        false,
        false,
        None,
        None
    ), forms |x, d| [ivy::avg_pool1d(&x[0], &[2], &[2], ConvPadding::Valid)], [x[0].avg_pool1d(&[2], &[2], ConvPadding::Valid) => ivy::avg_pool1d(&x[0], &[2], &[2], ConvPadding::Valid)]),
    case!(avg_pool2d, Inputs, [IMAGE], |x, d| (
        &x[0],
        &[2],
        &[1],
        ConvPadding::Same,
        "NHWC",
        false,
        false,
        None,
        None
    ), forms |x, d| [ivy::avg_pool2d(&x[0], &[2], &[1], ConvPadding::Same)], [x[0].avg_pool2d(&[2], &[1], ConvPadding::Same) => ivy::avg_pool2d(&x[0], &[2], &[1], ConvPadding::Same)]),
    case!(max_pool3d, Inputs, [VOLUME], |x, d| (
        &x[0],
        &[2],
        &[1],
        ConvPadding::Same,
        "NDHWC",
        &[1],
        false,
        None
    ), forms |x, d| [ivy::max_pool3d(&x[0], &[2], &[1], ConvPadding::Same)], [x[0].max_pool3d(&[2], &[1], ConvPadding::Same) => ivy::max_pool3d(&x[0], &[2], &[1], ConvPadding::Same)]),
    case!(avg_pool3d, Inputs, [VOLUME], |x, d| (
        &x[0],
        &[2],
        &[1],
        ConvPadding::Valid,
        "NDHWC",
        false,
        false,
        None,
        None
    ), forms |x, d| [ivy::avg_pool3d(&x[0], &[2], &[1], ConvPadding::Valid)], [x[0].avg_pool3d(&[2], &[1], ConvPadding::Valid) => ivy::avg_pool3d(&x[0], &[2], &[1], ConvPadding::Valid)]),
    case!(adaptive_avg_pool1d, Inputs, [SQUARE], |x, d| (&x[0], 3), forms |x, d| [ivy::adaptive_avg_pool1d(&x[0], 3)], [x[0].adaptive_avg_pool1d(3) => ivy::adaptive_avg_pool1d(&x[0], 3)]),
    case!(adaptive_avg_pool2d, Inputs, [IMAGE], |x, d| (&x[0], &[2]), forms |x, d| [ivy::adaptive_avg_pool2d(&x[0], &[2])], [x[0].adaptive_avg_pool2d(&[2]) => ivy::adaptive_avg_pool2d(&x[0], &[2])]),
    case!(adaptive_max_pool2d, Inputs, [IMAGE], |x, d| (&x[0], &[2, 1]), forms |x, d| [ivy::adaptive_max_pool2d(&x[0], &[2, 1])], [x[0].adaptive_max_pool2d(&[2, 1]) => ivy::adaptive_max_pool2d(&x[0], &[2, 1])]),
    case!(interpolate, Inputs, [SIGNAL], |x, d| (
        &x[0],
        Some(&[3]),
        "linear",
        None,
        None,
        None,
        false,
        None
    ), forms |x, d| [ivy::interpolate::with(&x[0], Some(&[3])).call()], []),
];
