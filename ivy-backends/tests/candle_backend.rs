//! The candle backend through the runtime: invalid dtypes refused (or cast under a casting
//! mode), `F8E4M3` refused, arrays moving between ndarray and candle (without a copy into
//! candle), printing as on ndarray, version-keyed declarations, and calls that the
//! declarations steer away from candle's failures.
#![cfg(feature = "candle")]

// The dense linear algebra the kernels call (`ivy_runtime::dense`).
extern crate ivy_faer;

use std::sync::OnceLock;

use candle_core::{DType, Device as CDevice, Storage, Tensor, WithDType};
use half::{bf16, f16};
use ivy_backends::candle::astype;
use ivy_backends::candle::host::{tensor_from_host, to_host};
use ivy_backends::candle::{CandleBackend, dtype::VALID};
use ivy_backends::ndarray::{Element, NdArrayBackend};
use ivy_backends::ndarray::{NdArray, astype as reference};
use ivy_runtime::HostData;
use ivy_runtime::functional as f;
use ivy_runtime::{
    Array, BackendId, CastingMode, Device, Dtype, DtypeSet, Error, HostArray, Version,
    register_backend, register_backend_as, with_casting_mode,
};
use ndarray::{ArrayD, IxDyn};

fn candle() -> BackendId {
    ivy_backends::candle::register().unwrap()
}

fn nd() -> BackendId {
    static ND: OnceLock<BackendId> = OnceLock::new();
    *ND.get_or_init(|| register_backend(NdArrayBackend).unwrap())
}

/// The candle backend registered as an older release.
fn candle_as(version: &'static str) -> BackendId {
    static OLD: OnceLock<std::sync::Mutex<Vec<(&str, BackendId)>>> = OnceLock::new();
    let mut all = OLD.get_or_init(Default::default).lock().unwrap();
    if let Some((_, id)) = all.iter().find(|(v, _)| *v == version) {
        return *id;
    }
    let id = register_backend_as(CandleBackend, version.parse::<Version>().unwrap()).unwrap();
    all.push((version, id));
    id
}

fn on(backend: BackendId, host: HostArray) -> Array {
    Array::from_host(backend, host, Device::Cpu).unwrap()
}

/// `values` (small integers) as `dtype`, in host memory.
fn host(dtype: Dtype, values: &[i32], shape: &[usize]) -> HostArray {
    HostArray::new(shape.to_vec(), values.to_vec())
        .unwrap()
        .astype(dtype)
        .unwrap()
}

#[test]
fn the_six_dtypes_candle_cannot_hold_are_refused_or_cast() {
    let invalid = DtypeSet::VALID.difference(VALID);
    assert_eq!(invalid.len(), 6);
    for dtype in invalid.iter() {
        let x = on(nd(), host(dtype, &[0, 1, 1], &[3]));
        match x.to_backend(candle()).unwrap_err() {
            Error::InvalidDtype {
                dtype: d,
                backend: "candle",
                helpful_modes,
                ..
            } => {
                assert_eq!(d, dtype);
                // Complex never casts to a real dtype (the imaginary part would be lost).
                assert_eq!(helpful_modes.is_empty(), dtype.is_complex(), "{dtype}");
            }
            other => panic!("{dtype}: {other}"),
        }
        let err = Array::from_host(candle(), host(dtype, &[1], &[1]), Device::Cpu).unwrap_err();
        assert!(err.to_string().contains(dtype.name()), "{err}");
        // Under `cast`, moving finds a dtype candle holds.
        let moved = with_casting_mode(CastingMode::Cast, || x.to_backend(candle()));
        match moved {
            Ok(m) => assert!(VALID.contains(m.dtype()), "{dtype} -> {}", m.dtype()),
            Err(e) => assert!(dtype.is_complex(), "{dtype}: {e}"),
        }
        // asarray of such data on candle is the same clear error.
        let err =
            ivy_runtime::with_backend(candle(), || ivy_runtime::asarray(host(dtype, &[1], &[1])))
                .unwrap_err();
        assert!(
            matches!(err, Error::InvalidDtype { dtype: d, backend: "candle", .. } if d == dtype),
            "{err}"
        );
    }
    // `full` with a bool fill value would make a bool array.
    let full = || ivy_runtime::full(&[2], true);
    let err = ivy_runtime::with_backend(candle(), full).unwrap_err();
    assert!(err.to_string().contains("bool") && err.to_string().contains("candle"));
    let cast = ivy_runtime::with_backend(candle(), || with_casting_mode(CastingMode::Cast, full));
    assert!(VALID.contains(cast.unwrap().dtype()));
}

#[test]
fn f8e4m3_tensors_are_refused_on_input() {
    let t = Tensor::zeros(3, DType::F8E4M3, &CDevice::Cpu).unwrap();
    let err = CandleBackend::wrap(candle(), t).unwrap_err().to_string();
    assert!(err.contains("f8e4m3"), "{err}");
}

/// The address of a candle tensor's first element.
fn candle_ptr<T: WithDType>(t: &Tensor) -> *const T {
    let (storage, _) = t.storage_and_layout();
    match &*storage {
        Storage::Cpu(cpu) => cpu.as_slice::<T>().unwrap().as_ptr(),
        _ => unreachable!("CPU only"),
    }
}

fn hands_over_the_buffer<T: Element + WithDType>(values: Vec<T>) {
    let a = ArrayD::from_shape_vec(IxDyn(&[2, 2]), values).unwrap();
    let ptr = a.as_ptr();
    let x = NdArrayBackend::wrap(nd(), a).unwrap();
    let y = x.into_backend(candle()).unwrap();
    assert_eq!(y.backend(), candle());
    let t = CandleBackend::unwrap(y).unwrap();
    assert_eq!(candle_ptr::<T>(&t), ptr, "{:?}", <T as WithDType>::DTYPE);
}

#[test]
fn into_backend_hands_an_ndarray_buffer_to_candle_without_a_copy() {
    hands_over_the_buffer(vec![1u8, 2, 3, 4]);
    hands_over_the_buffer(vec![1u32, 2, 3, 4]);
    hands_over_the_buffer(vec![1i16, 2, 3, 4]);
    hands_over_the_buffer(vec![1i32, 2, 3, 4]);
    hands_over_the_buffer(vec![1i64, 2, 3, 4]);
    hands_over_the_buffer(vec![bf16::ONE; 4]);
    hands_over_the_buffer(vec![f16::ONE; 4]);
    hands_over_the_buffer(vec![1.0f32, 2.0, 3.0, 4.0]);
    hands_over_the_buffer(vec![1.0f64, 2.0, 3.0, 4.0]);
    // A transposed (not standard layout) array still moves, copied.
    let a = ArrayD::from_shape_vec(IxDyn(&[2, 3]), (0..6).collect::<Vec<i64>>()).unwrap();
    let x = NdArrayBackend::wrap(nd(), a.reversed_axes()).unwrap();
    let y = x.into_backend(candle()).unwrap();
    assert_eq!(y.to_string(), "[[0, 3],\n [1, 4],\n [2, 5]]");
}

#[test]
fn to_backend_both_ways_for_every_shared_dtype() {
    for dtype in VALID.iter() {
        let h = host(dtype, &[0, 1, 2, 3, 4, 5], &[2, 3]);
        let x = on(nd(), h.clone());
        let y = x.to_backend(candle()).unwrap();
        assert_eq!(
            (y.backend(), y.dtype(), y.shape()),
            (candle(), dtype, &[2, 3][..])
        );
        assert_eq!(y.to_host().unwrap(), h, "{dtype}");
        let back = y.to_backend(nd()).unwrap();
        assert_eq!((back.backend(), back.to_host().unwrap()), (nd(), h));
        // A non-contiguous candle tensor comes out in row-major order.
        let t = CandleBackend::unwrap(y).unwrap().t().unwrap();
        let z = CandleBackend::wrap(candle(), t)
            .unwrap()
            .to_backend(nd())
            .unwrap();
        assert_eq!(
            z.to_host().unwrap(),
            host(dtype, &[0, 3, 1, 4, 2, 5], &[3, 2])
        );
    }
}

#[test]
fn candle_arrays_print_as_ndarray_arrays_do() {
    let floats = HostArray::new(vec![3], vec![0.5f32, 1.0, f32::NAN]).unwrap();
    let cases = [
        host(Dtype::Int64, &[1, 2, 3, 4], &[2, 2]),
        floats,
        host(Dtype::Bfloat16, &[1, -2], &[2]),
        host(Dtype::Float16, &[7], &[]),
        host(Dtype::Uint8, &[], &[0, 3]),
        host(Dtype::Float64, &(0..2000).collect::<Vec<_>>(), &[2000]),
        host(Dtype::Int32, &(0..1600).collect::<Vec<_>>(), &[40, 40]),
        host(Dtype::Int16, &(0..2400).collect::<Vec<_>>(), &[2, 30, 40]),
    ];
    for h in cases {
        let text = on(nd(), h.clone()).to_string();
        assert_eq!(on(candle(), h).to_string(), text);
    }
    assert_eq!(
        on(candle(), host(Dtype::Int64, &[1, 2, 3, 4], &[2, 2])).to_string(),
        "[[1, 2],\n [3, 4]]"
    );
    // A broadcast tensor of 2^40 elements prints its six edge entries; copying it whole
    // would need 4 TiB.
    let t = Tensor::new(&[1.5f32], &CDevice::Cpu).unwrap();
    let huge = CandleBackend::wrap(candle(), t.broadcast_as(1usize << 40).unwrap()).unwrap();
    assert_eq!(huge.to_string(), "[1.5, 1.5, 1.5, ..., 1.5, 1.5, 1.5]");
}

#[test]
fn declarations_follow_candles_releases() {
    let floats = DtypeSet::FLOAT;
    let product_now = DtypeSet::of(&[Dtype::Bfloat16, Dtype::Float32, Dtype::Float64]);
    let (now, before, old) = (candle(), candle_as("0.11.0"), candle_as("0.8.4"));
    assert_eq!(now.version().to_string(), "0.11.1");
    // tan's kernel takes the floats; integers are supported by promotion to the default float
    // before dispatch (`#[integer_arrays_to_float]`), so candle's integer functions are never
    // reached.
    for backend in [now, old] {
        let tan = f::tan::DECL;
        assert_eq!(
            tan.supported_dtypes(backend) - tan.promoted_dtypes(backend),
            floats
        );
        assert_eq!(
            tan.promoted_dtypes(backend),
            backend.valid_dtypes() - floats
        );
    }
    assert_eq!(f::matmul::DECL.supported_dtypes(now), product_now);
    assert_eq!(
        f::matmul::DECL.supported_dtypes(before),
        product_now.without(Dtype::Bfloat16)
    );
    assert_eq!(
        f::linear::DECL.supported_dtypes(before),
        product_now.without(Dtype::Bfloat16)
    );
    // int16 and int32 arrived in 0.9.2.
    let no_i16_i32 = VALID.without(Dtype::Int16).without(Dtype::Int32);
    assert_eq!(old.valid_dtypes(), no_i16_i32);
    assert_eq!(f::add::DECL.supported_dtypes(old), no_i16_i32);
    assert_eq!(f::add::DECL.supported_dtypes(now), VALID);
    // A bfloat16 product on 0.11.0 is refused, naming the release, or computed in float32.
    let x = on(before, host(Dtype::Bfloat16, &[1, 2, 3, 4], &[2, 2]));
    let err = ivy_runtime::matmul(&x, &x).unwrap_err();
    assert!(
        matches!(&err, Error::UnsupportedDtype { version, .. } if version == "0.11.0"),
        "{err}"
    );
    let r = with_casting_mode(CastingMode::Upcast, || ivy_runtime::matmul(&x, &x));
    let r = r.unwrap();
    assert_eq!(
        (r.dtype(), r.to_string()),
        (Dtype::Float32, "[[ 7., 10.],\n [15., 22.]]".into())
    );
}

#[test]
fn absent_functions_say_why() {
    let x = on(candle(), host(Dtype::Int32, &[4, 6], &[2]));
    for (call, word) in [
        (ivy_runtime::lcm(&x, &x), "remainder"),
        (ivy_runtime::logical_not(&x), "bool"),
    ] {
        match call.unwrap_err() {
            Error::NoKernel {
                backend: "candle",
                reason: Some(reason),
                ..
            } => assert!(reason.contains(word), "{reason}"),
            other => panic!("{other}"),
        }
    }
}

#[test]
fn calls_on_candle_through_the_runtime() {
    let c = candle();
    let i16s = on(c, host(Dtype::Int16, &[32767, -32768], &[2]));
    let r = ivy_runtime::add(&i16s, 1).unwrap();
    assert_eq!((r.backend(), r.to_string()), (c, "[-32768, -32767]".into()));
    let r = ivy_runtime::sum::with(&i16s)
        .dtype(Dtype::Int64)
        .call()
        .unwrap();
    assert_eq!((r.dtype(), r.to_string()), (Dtype::Int64, "-1".into()));
    // exp's kernel is declared for floats only (candle's integer exp panics); an integer
    // array is taken as the default float (float32) before dispatch: e^32767 overflows.
    let r = ivy_runtime::exp(&i16s).unwrap();
    assert_eq!(
        (r.dtype(), r.to_string()),
        (Dtype::Float32, "[inf,  0.]".into())
    );
    // float16 matmul is declared unsupported (candle's single-row product loses the sum);
    // under upcast it runs in float32 and gets it right.
    let row = ivy_runtime::with_backend(c, || {
        ivy_runtime::ones::with(&[1, 3000])
            .dtype(Dtype::Float16)
            .call()
    })
    .unwrap();
    let col = ivy_runtime::with_backend(c, || {
        ivy_runtime::ones::with(&[3000, 2])
            .dtype(Dtype::Float16)
            .call()
    })
    .unwrap();
    assert!(ivy_runtime::matmul(&row, &col).is_err());
    let r = with_casting_mode(CastingMode::Upcast, || ivy_runtime::matmul(&row, &col)).unwrap();
    assert_eq!(
        (r.dtype(), r.to_string()),
        (Dtype::Float32, "[[3000., 3000.]]".into())
    );
    // An ndarray array next to a candle one moves to candle (the first array's backend).
    let a = on(c, host(Dtype::Int32, &[1, 2], &[2]));
    let b = on(nd(), host(Dtype::Int32, &[10, 20], &[2]));
    let r = ivy_runtime::multiply(&a, &b).unwrap();
    assert_eq!((r.backend(), r.to_string()), (c, "[10, 40]".into()));
    // Compositional: -(0 * log(0.25) + 1 * log(0.75)) = 0.2876820724517809.
    let t = on(c, HostArray::new(vec![2], vec![0.0f64, 1.0]).unwrap());
    let p = on(c, HostArray::new(vec![2], vec![0.25f64, 0.75]).unwrap());
    let r = ivy_runtime::cross_entropy::with(&t, &p)
        .axis(None)
        .call()
        .unwrap();
    assert_eq!(r.to_string(), "0.28768207");
    // linear with a 3-d weight takes the compositional body (matmul, transpose, add).
    let x = on(c, HostArray::new(vec![1, 2], vec![1.0f32, 2.0]).unwrap());
    let w = on(c, HostArray::new(vec![1, 1, 2], vec![3.0f32, 4.0]).unwrap());
    let r = ivy_runtime::linear(&x, &w).unwrap();
    assert_eq!((r.backend(), r.to_string()), (c, "[[[11.]]]".into()));
}

#[test]
fn astype_agrees_with_the_ndarray_backend_for_every_pair() {
    // Values at the edges of every conversion rule: truncation, saturation, NaN, wrapping,
    // and the midpoints of the 16-bit floats where rounding twice goes wrong.
    let values = vec![
        0.0,
        -1.0,
        1.5,
        -1.7,
        300.0,
        70000.0,
        1e10,
        -1e10,
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        2049.0 + 2f64.powi(-30),
        16_842_753.0,
        65519.0,
        65520.0,
        -(2f64.powi(40)) - 1.0,
    ];
    let source = HostArray::new(vec![values.len()], values).unwrap();
    for from in VALID.iter() {
        let h = source.clone().astype(from).unwrap();
        let (on_nd, on_candle) = (on(nd(), h.clone()), on(candle(), h));
        for to in VALID.iter() {
            let want = on_nd.cast(to).unwrap().to_string();
            let got = on_candle.cast(to).unwrap();
            assert_eq!(got.dtype(), to);
            assert_eq!(got.to_string(), want, "{from} -> {to}");
        }
    }
}

// `astype` on candle against the ndarray backend's, pair by pair (moved here from
// `candle/cast.rs`, which imports nothing of the ndarray backend).

/// `values` as a tensor of `dtype`, and as the ndarray array it came from.
fn both(values: &[f64], dtype: Dtype) -> (Tensor, NdArray) {
    let host = HostArray::new(vec![values.len()], values.to_vec()).unwrap();
    let nd = reference(&NdArray::from_host(host).unwrap(), dtype).unwrap();
    (tensor_from_host(nd.to_host().unwrap()).unwrap(), nd)
}

#[test]
fn candle_astype_converts_every_pair_as_the_ndarray_backend_does() {
    let edges = [
        0.0,
        -0.0,
        1.5,
        -1.7,
        2.5,
        127.5,
        300.0,
        -1.0,
        65504.0,
        65520.0,
        1e10,
        -1e10,
        16842753.0,
        2049.0 + 2f64.powi(-30),
        1e-40,
        3.4e38,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
    ];
    let dtypes = VALID;
    for from in dtypes.iter() {
        let (x, nd) = both(&edges, from);
        for to in dtypes.iter() {
            let got = to_host(&astype(&x, to).unwrap()).unwrap();
            let want = reference(&nd, to).unwrap().into_host().unwrap();
            // Debug text: equal for two NaNs, unequal for 0.0 and -0.0.
            assert_eq!(format!("{got:?}"), format!("{want:?}"), "{from} to {to}");
        }
    }
}

#[test]
fn candle_astype_rounds_once_where_candle_rounds_twice() {
    let (x, _) = both(&[16842753.0], Dtype::Int64);
    let y = to_host(&astype(&x, Dtype::Bfloat16).unwrap()).unwrap();
    // 16842753 = 2^24 + 2^16 + 1 lies above the midpoint of 2^24 + 2^16 and its
    // neighbour 2^24 + 2^17; through f32 it would become 2^24 first.
    assert_eq!(
        y.into_parts().1,
        HostData::Bfloat16(vec![bf16::from_f32(16908288.0)])
    );
    let (x, _) = both(&[2049.0 + 2f64.powi(-30)], Dtype::Float64);
    let y = to_host(&astype(&x, Dtype::Float16).unwrap()).unwrap();
    assert_eq!(
        y.into_parts().1,
        HostData::Float16(vec![f16::from_f32(2050.0)])
    );
}

#[test]
fn candle_astype_of_large_tensors_converts_in_parallel_to_the_same_values() {
    let n = 3 << 16; // above the parallel threshold
    let values: Vec<u8> = (0..n).map(|i| (i % 251) as u8).collect();
    let x = Tensor::from_vec(values, (3, n / 3), &candle_core::Device::Cpu).unwrap();
    let y = astype(&x, Dtype::Float32).unwrap();
    assert_eq!(y.dims(), [3, n / 3]);
    let got = y.flatten_all().unwrap().to_vec1::<f32>().unwrap();
    assert!(got.iter().enumerate().all(|(i, &v)| v == (i % 251) as f32));
    // A transposed (strided) tensor converts in its row-major order.
    let t = astype(&x.t().unwrap(), Dtype::Int32).unwrap();
    assert_eq!(t.dims(), [n / 3, 3]);
    assert_eq!(
        t.get(1).unwrap().to_vec1::<i32>().unwrap(),
        [1, (n / 3 + 1) as i32 % 251, (2 * n / 3 + 1) as i32 % 251]
    );
}
