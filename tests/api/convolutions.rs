//! The convolutions' edge cases, by hand (their values against PyTorch are in
//! `library_reference.rs`): integer and bool inputs, windows longer than the input, the arguments each
//! refuses, and the output type against the call.

use ivy::ConvPadding::{self, Explicit, Same, Valid};
use ivy::Dtype::{self, *};
use ivy::{Array, HostArray};

fn arr(values: &[f64], shape: &[usize], dtype: Dtype) -> Array {
    ivy::init().unwrap();
    let host = HostArray::new(shape.to_vec(), values.to_vec()).unwrap();
    ivy::asarray::with(host).dtype(dtype).call().unwrap()
}

fn message(r: ivy::Result<Array>) -> String {
    r.unwrap_err().to_string()
}

#[test]
fn integers_convolve_exactly_in_their_own_dtype() {
    // [1, 2, 3, 4] with the taps [1, 1]: 3, 5, 7, in int32 (the products are matmul's, which
    // multiplies integers as NumPy's does).
    let x = arr(&[1.0, 2.0, 3.0, 4.0], &[1, 4, 1], Int32);
    let w = arr(&[1.0, 1.0], &[2, 1, 1], Int32);
    let y = ivy::conv1d(&x, &w, &[1], Valid).unwrap();
    assert_eq!(y.dtype(), Int32);
    assert_eq!(y.to_string(), "[[[3],\n  [5],\n  [7]]]");
    // int8 wraps as NumPy's: 100 * 2 + 100 * 2 = 400, which is -112 modulo 256.
    let x = arr(&[100.0, 100.0], &[1, 2, 1], Int8);
    let w = arr(&[2.0, 2.0], &[2, 1, 1], Int8);
    let y = ivy::conv_general_dilated::with(&x, &w, &[1], Valid)
        .dims(1)
        .call()
        .unwrap();
    assert_eq!((y.dtype(), y.to_string()), (Int8, "[[[-112]]]".to_string()));
}

#[test]
fn bool_is_refused() {
    let x = arr(&[1.0, 0.0], &[1, 2, 1], Bool);
    let e = ivy::conv1d(&x, &x.clone(), &[1], Valid).unwrap_err();
    assert!(matches!(e, ivy::Error::UnsupportedDtype { .. }), "{e}");
}

#[test]
fn a_window_longer_than_the_input_gives_no_outputs_unless_padded() {
    let x = arr(&[1.0, 2.0], &[1, 2, 1], Float64);
    let w = arr(&[1.0, 1.0, 1.0], &[3, 1, 1], Float64);
    assert_eq!(
        ivy::conv1d(&x, &w, &[1], Valid).unwrap().shape(),
        &[1, 0, 1]
    );
    // "SAME": 2 outputs, one zero either side: 0 + 1 + 2, 1 + 2 + 0.
    assert_eq!(
        ivy::conv1d(&x, &w, &[1], Same).unwrap().to_string(),
        "[[[3.],\n  [3.]]]"
    );
    // Dilation 2 spans 5: with (2, 1) zeros, one output (x[0] * w[1] ... taps at 0, 2, 4).
    let y = ivy::conv1d::with(&x, &w, &[1], Explicit(&[(2, 1)]))
        .dilations(&[2])
        .call()
        .unwrap();
    assert_eq!(y.to_string(), "[[[1.]]]");
}

#[test]
fn x_dilations_spread_the_input() {
    // [1, 2] spread by 3 is [1, 0, 0, 2]; the taps [1, 10] give 1, 0, 20.
    let x = arr(&[1.0, 2.0], &[1, 2, 1], Float64);
    let w = arr(&[1.0, 10.0], &[2, 1, 1], Float64);
    let y = ivy::conv1d::with(&x, &w, &[1], Valid)
        .x_dilations(&[3])
        .call()
        .unwrap();
    assert_eq!(y.to_string(), "[[[ 1.],\n  [ 0.],\n  [20.]]]");
}

#[test]
fn bad_arguments_are_errors_naming_them() {
    let x = arr(&[0.0; 16], &[1, 4, 4, 1], Float32);
    let w = arr(&[0.0; 4], &[2, 2, 1, 1], Float32);
    let conv = |strides: &[usize], padding: ConvPadding<'_>| ivy::conv2d(&x, &w, strides, padding);
    assert!(message(conv(&[0], Valid)).contains("`strides` [0] has a 0"));
    assert!(message(conv(&[1, 1, 1], Valid)).contains("give 1 or one per spatial axis (2)"));
    assert!(message(conv(&[1], Explicit(&[(1, 1); 3]))).contains("3 (before, after) pairs"));
    let e = message(
        ivy::conv2d::with(&x, &w, &[1], Valid)
            .data_format("NWC")
            .call(),
    );
    assert!(e.contains("\"NHWC\", \"NCHW\""), "{e}");
    let e = message(ivy::conv1d(&x, &w, &[1], Valid));
    assert!(e.starts_with("conv1d") && e.contains("3 axes"), "{e}");
    // Three channels of x against filters of one, and 2 output channels in 3 groups.
    let x3 = arr(&[0.0; 12], &[1, 2, 2, 3], Float32);
    assert!(message(ivy::conv2d(&x3, &w, &[1], Valid)).contains("x has 3 channels"));
    let w2 = arr(&[0.0; 8], &[2, 2, 1, 2], Float32);
    let e = message(
        ivy::conv_general_dilated::with(&x3, &w2, &[1], Valid)
            .feature_group_count(3)
            .call(),
    );
    assert!(
        e.contains("2 output channels do not split into 3 groups"),
        "{e}"
    );
    let bias = arr(&[0.0; 2], &[2], Float32);
    let e = message(ivy::conv2d::with(&x, &w, &[1], Valid).bias(&bias).call());
    assert!(e.contains("one element per output channel"), "{e}");
    let empty = arr(&[], &[0, 2, 1, 1], Float32);
    assert!(message(ivy::conv2d(&x, &empty, &[1], Valid)).contains("length 0"));
}

#[test]
fn output_types_are_the_calls_types() {
    let x = arr(&[0.5; 2 * 5 * 6 * 4], &[2, 5, 6, 4], Float32);
    let w = arr(&[0.25; 3 * 2 * 2 * 6], &[3, 2, 2, 6], Float64);
    for padding in [Same, Valid, Explicit(&[(0, 2), (1, 0)])] {
        let y = ivy::conv_general_dilated::with(&x, &w, &[2, 1], padding)
            .feature_group_count(2)
            .dilations(&[1, 2])
            .call()
            .unwrap();
        let t = ivy::conv_general_dilated::output_type(
            &x.tensor_type(),
            &w.tensor_type(),
            &[2, 1],
            padding,
            2,
            "channel_last",
            "channel_last",
            2,
            &[1],
            &[1, 2],
            None,
            None,
        )
        .unwrap();
        assert_eq!(
            (t.dtype, t.shape.clone()),
            (y.dtype(), y.shape().iter().map(|&d| Some(d)).collect())
        );
    }
}

#[test]
fn transposed_convolutions_by_hand() {
    // [1, 2] through the one tap 3 with stride 3: the full 3, 0, 0, 6; "VALID" gives 2 * 3
    // outputs, zeros past the full result; "SAME" the same 6.
    let x = arr(&[1.0, 2.0], &[1, 2, 1], Float64);
    let w = arr(&[3.0], &[1, 1, 1], Float64);
    for padding in [Valid, Same] {
        let y = ivy::conv1d_transpose(&x, &w, &[3], padding).unwrap();
        assert_eq!(
            ivy::reshape(&y, &[6]).unwrap().to_string(),
            "[3., 0., 0., 6., 0., 0.]"
        );
    }
    // output_shape picks the 4 of the full result (a forward "VALID" convolution with stride
    // 3 takes 4, 5 or 6 back to 2), given as the spatial lengths or the whole shape.
    for shape in [&[4][..], &[1, 4, 1]] {
        let y = ivy::conv1d_transpose::with(&x, &w, &[3], Valid)
            .output_shape(shape)
            .call()
            .unwrap();
        assert_eq!(
            ivy::reshape(&y, &[4]).unwrap().to_string(),
            "[3., 0., 0., 6.]"
        );
    }
    // Integers scatter exactly in their own dtype: [1, 2, 3] through [1, 1].
    let xi = arr(&[1.0, 2.0, 3.0], &[1, 3, 1], Int32);
    let wi = arr(&[1.0, 1.0], &[2, 1, 1], Int32);
    let y = ivy::conv1d_transpose(&xi, &wi, &[1], Valid).unwrap();
    assert_eq!(y.dtype(), Int32);
    assert_eq!(ivy::reshape(&y, &[4]).unwrap().to_string(), "[1, 3, 5, 3]");
    // An empty axis gives an empty result; NaN spreads only to the outputs it reaches.
    let empty = arr(&[], &[1, 0, 1], Float64);
    let w2 = arr(&[1.0, 1.0], &[2, 1, 1], Float64);
    assert_eq!(
        ivy::conv1d_transpose(&empty, &w2, &[2], Same)
            .unwrap()
            .shape(),
        &[1, 0, 1]
    );
    let xn = arr(&[f64::NAN, 1.0], &[1, 2, 1], Float64);
    let y = ivy::conv1d_transpose(&xn, &w, &[3], Valid).unwrap();
    assert_eq!(
        ivy::reshape(&y, &[6]).unwrap().to_string(),
        "[nan,  0.,  0.,  3.,  0.,  0.]"
    );
}

#[test]
fn transposed_convolutions_refuse_what_no_forward_convolution_gives() {
    let x = arr(&[1.0, 2.0], &[1, 2, 1], Float64);
    let w = arr(&[1.0, 1.0], &[2, 1, 1], Float64);
    // A forward "VALID" convolution with stride 2 takes 4 or 5 back to 2, not 7.
    let e = message(
        ivy::conv1d_transpose::with(&x, &w, &[2], Valid)
            .output_shape(&[7])
            .call(),
    );
    assert!(e.contains("output_shape's length 7"), "{e}");
    let e = message(
        ivy::conv1d_transpose::with(&x, &w, &[2], Valid)
            .output_shape(&[1, 2])
            .call(),
    );
    assert!(
        e.contains("give the 1 spatial lengths or the whole shape"),
        "{e}"
    );
    // A 2-tap window spans 2: a crop of 2 is more than PyTorch's padding allows.
    let e = message(ivy::conv1d_transpose(&x, &w, &[1], Explicit(&[(2, 0)])));
    assert!(
        e.contains("crops more than the window's span less one (1)"),
        "{e}"
    );
    // The filters' last axis is the input channels ([fw, O, C]): 1 here, 2 in x.
    let x2 = arr(&[0.0; 4], &[1, 2, 2], Float64);
    let e = message(ivy::conv1d_transpose(&x2, &w, &[1], Valid));
    assert!(e.contains("x has 2 channels but the filters take 1"), "{e}");
    let e = message(
        ivy::conv_general_transpose::with(&x2, &arr(&[0.0; 4], &[2, 1, 2], Float64), &[1], Valid)
            .dims(1)
            .feature_group_count(3)
            .call(),
    );
    assert!(e.contains("do not split into 3 groups"), "{e}");
}

#[test]
fn transposed_output_types_are_the_calls_types() {
    let x = arr(&[0.5; 2 * 3 * 4 * 4], &[2, 3, 4, 4], Float32);
    let w = arr(&[0.25; 3 * 2 * 3 * 4], &[3, 2, 3, 4], Float64);
    let cases: [(ConvPadding<'_>, Option<&[usize]>); 4] = [
        (Same, None),
        (Valid, None),
        (Explicit(&[(1, 0), (0, 1)]), None),
        (Valid, Some(&[10, 10])),
    ];
    for (padding, output_shape) in cases {
        let call = ivy::conv_general_transpose::with(&x, &w, &[3, 2], padding)
            .feature_group_count(2)
            .dilations(&[1, 2]);
        let y = match output_shape {
            Some(s) => call.output_shape(s).call(),
            None => call.call(),
        }
        .unwrap();
        let t = ivy::conv_general_transpose::output_type(
            &x.tensor_type(),
            &w.tensor_type(),
            &[3, 2],
            padding,
            2,
            output_shape,
            "channel_last",
            "channel_last",
            &[1, 2],
            2,
            None,
            None,
        )
        .unwrap();
        assert_eq!(
            (t.dtype, t.shape.clone()),
            (y.dtype(), y.shape().iter().map(|&d| Some(d)).collect())
        );
    }
}

#[test]
fn adaptive_pools_by_hand() {
    // 5 in 3 bins: [0, 2), [1, 4), [3, 5) (overlapping); integers averaged as floats.
    let x = arr(&[1.0, 2.0, 3.0, 4.0, 5.0], &[1, 1, 5], Int32);
    let y = ivy::adaptive_avg_pool1d(&x, 3).unwrap();
    assert!(y.dtype().is_float());
    assert_eq!(y.to_string(), "[[[1.5, 3. , 4.5]]]");
    // More bins than elements: 2 in 4 bins repeats each element; a 1 × 1 input fills all.
    let y = ivy::adaptive_avg_pool1d(&arr(&[1.0, 2.0], &[1, 2], Float64), 4).unwrap();
    assert_eq!(y.to_string(), "[[1., 1., 2., 2.]]");
    let one = arr(&[7.0], &[1, 1, 1], Int32);
    let y = ivy::adaptive_max_pool2d(&one, &[2, 3]).unwrap();
    assert_eq!((y.dtype(), y.shape()), (Int32, &[1, 2, 3][..]));
    // An empty batch pools to an empty batch; an empty spatial axis or a 0 bin is refused.
    let empty = arr(&[], &[0, 2, 3, 3], Float32);
    assert_eq!(
        ivy::adaptive_max_pool2d(&empty, &[2]).unwrap().shape(),
        &[0, 2, 2, 2]
    );
    assert_eq!(
        ivy::adaptive_avg_pool2d(&empty, &[2]).unwrap().shape(),
        &[0, 2, 2, 2]
    );
    let flat = arr(&[], &[1, 2, 0], Float32);
    assert!(message(ivy::adaptive_avg_pool1d(&flat, 2)).contains("spatial axis 0 is empty"));
    let x = arr(&[0.0; 4], &[1, 2, 2], Float32);
    assert!(message(ivy::adaptive_avg_pool2d(&x, &[0])).contains("`output_size` [0] has a 0"));
    assert!(
        message(ivy::adaptive_avg_pool2d(
            &arr(&[0.0; 2], &[2], Float32),
            &[1]
        ))
        .contains("3 or 4 axes")
    );
    let e = ivy::adaptive_max_pool2d(&arr(&[1.0; 4], &[1, 2, 2], Bool), &[1]).unwrap_err();
    assert!(matches!(e, ivy::Error::UnsupportedDtype { .. }), "{e}");
    // The shape rule agrees with the call.
    let x = arr(&[0.5; 2 * 3 * 7 * 5], &[2, 3, 7, 5], Float64);
    let y = ivy::adaptive_avg_pool2d(&x, &[3, 9]).unwrap();
    let t = ivy::adaptive_avg_pool2d::output_type(&x.tensor_type(), &[3, 9]).unwrap();
    assert_eq!(
        t.shape,
        y.shape().iter().map(|&d| Some(d)).collect::<Vec<_>>()
    );
}

#[test]
fn pools_3d_stride_beyond_the_window_and_empty_batches() {
    // Windows of 1 stepping by 2 over 3 × 1 × 1: the elements 0 and 2.
    let x = arr(&[1.0, 5.0, 3.0], &[1, 3, 1, 1, 1], Float64);
    let y = ivy::max_pool3d(&x, &[1], &[2], Valid).unwrap();
    assert_eq!(ivy::reshape(&y, &[2]).unwrap().to_string(), "[1., 3.]");
    let y = ivy::avg_pool3d(&x, &[1], &[2], Valid).unwrap();
    assert_eq!(ivy::reshape(&y, &[2]).unwrap().to_string(), "[1., 3.]");
    let empty = arr(&[], &[0, 2, 2, 2, 3], Float32);
    assert_eq!(
        ivy::max_pool3d(&empty, &[2], &[1], Valid).unwrap().shape(),
        &[0, 1, 1, 1, 3]
    );
    assert_eq!(
        ivy::avg_pool3d(&empty, &[2], &[1], Same).unwrap().shape(),
        &[0, 2, 2, 2, 3]
    );
}

#[test]
fn interpolate_by_hand() {
    // Integers are taken as floats; one input element fills every output.
    let x = arr(&[3.0], &[1, 1, 1], Int32);
    let y = ivy::interpolate::with(&x, Some(&[3])).call().unwrap();
    assert!(y.dtype().is_float());
    assert_eq!(y.to_string(), "[[[3., 3., 3.]]]");
    // A 1 × 1 image scaled by 2 with align_corners: every output is the corner.
    let x = arr(&[5.0], &[1, 1, 1, 1], Float64);
    let y = ivy::interpolate::with(&x, None)
        .scale_factor(&[2.0])
        .mode("bilinear")
        .align_corners(true)
        .call()
        .unwrap();
    assert_eq!(y.to_string(), "[[[[5., 5.],\n   [5., 5.]]]]");
    // An empty batch resamples to an empty batch.
    let empty = arr(&[], &[0, 2, 3], Float32);
    let y = ivy::interpolate::with(&empty, Some(&[5])).call().unwrap();
    assert_eq!(y.shape(), &[0, 2, 5]);
    // What it refuses, by name.
    let x = arr(&[1.0, 2.0], &[1, 1, 2], Float64);
    assert!(message(ivy::interpolate::with(&x, None).call()).contains("give size or scale_factor"));
    let e = message(
        ivy::interpolate::with(&x, Some(&[3]))
            .mode("bicubic")
            .call(),
    );
    assert!(e.contains("\"bicubic\" is not one of"), "{e}");
    let e = message(
        ivy::interpolate::with(&x, Some(&[3]))
            .antialias(true)
            .call(),
    );
    assert!(e.contains("antialias"), "{e}");
    let e = message(
        ivy::interpolate::with(&x, Some(&[3]))
            .mode("nearest")
            .align_corners(true)
            .call(),
    );
    assert!(e.contains("linear modes only"), "{e}");
    assert!(
        message(ivy::interpolate::with(&arr(&[1.0], &[1], Float64), Some(&[2])).call())
            .contains("1 to 3 spatial axes")
    );
    let e = message(
        ivy::interpolate::with(&x, None)
            .scale_factor(&[-1.0])
            .call(),
    );
    assert!(e.contains("not a positive finite number"), "{e}");
    // The shape rule agrees with the call.
    let x = arr(&[0.5; 2 * 3 * 4 * 5], &[2, 3, 4, 5], Float64);
    let y = ivy::interpolate::with(&x, None)
        .scale_factor(&[1.5, 0.5])
        .call()
        .unwrap();
    let t = ivy::interpolate::output_type(
        &x.tensor_type(),
        None,
        "linear",
        Some(&[1.5, 0.5]),
        None,
        None,
        false,
        None,
    )
    .unwrap();
    assert_eq!(
        t.shape,
        y.shape().iter().map(|&d| Some(d)).collect::<Vec<_>>()
    );
    assert_eq!(y.shape(), &[2, 3, 6, 2]);
}
