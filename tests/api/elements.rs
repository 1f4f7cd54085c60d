//! Rust values in and out of arrays: from_vec / from_slice / to_vec and one-element
//! conversions, on every built-in backend, with the errors for the wrong element type or size.

use half::{bf16, f16};
use ivy::Dtype::*;
use ivy::{Array, Dtype, HostElement};
use num_complex::{Complex32, Complex64};

use crate::numeric_support::on_each_backend;

fn round_trip<T>(values: Vec<T>, dtype: Dtype)
where
    T: HostElement + for<'a> TryFrom<&'a Array, Error = ivy::Error>,
{
    on_each_backend(|b| {
        let held = b.valid_dtypes().contains(dtype);
        match Array::from_vec(values.clone(), &[values.len()]) {
            Ok(x) => {
                assert!(held, "{dtype} on {b}");
                assert_eq!((x.dtype(), x.backend()), (dtype, b));
                assert_eq!(x.to_vec::<T>().unwrap(), values, "{dtype} on {b}");
                let s = Array::from_slice(&values[..1], &[]).unwrap();
                assert_eq!(s.ndim(), 0);
                assert_eq!(T::try_from(&s).unwrap(), values[0]);
            }
            // A backend that cannot hold the dtype says so.
            Err(e) => assert!(!held && e.to_string().contains(&dtype.to_string()), "{e}"),
        }
    });
}

#[test]
fn every_element_type_goes_in_and_out_unchanged() {
    round_trip(vec![-128i8, 0, 127], Int8);
    round_trip(vec![-32768i16, 1, 32767], Int16);
    round_trip(vec![i32::MIN, 2, i32::MAX], Int32);
    round_trip(vec![i64::MIN, 3, i64::MAX], Int64);
    round_trip(vec![0u8, 1, 255], Uint8);
    round_trip(vec![0u16, 1, 65535], Uint16);
    round_trip(vec![0u32, 1, u32::MAX], Uint32);
    round_trip(vec![0u64, 1, u64::MAX], Uint64);
    round_trip(vec![bf16::from_f32(0.5), bf16::MAX], Bfloat16);
    round_trip(vec![f16::from_f32(-1.5), f16::MAX], Float16);
    round_trip(vec![0.1f32, f32::MIN_POSITIVE], Float32);
    round_trip(vec![0.1f64, -0.0], Float64);
    round_trip(vec![true, false], Bool);
    round_trip(vec![Complex32::new(1.0, -2.0)], Complex64);
    round_trip(vec![Complex64::new(0.5, 3.0)], Complex128);
}

#[test]
fn the_wrong_element_type_or_size_is_an_error() {
    ivy::init().unwrap();
    let x = Array::from_vec(vec![1i32, 2, 3, 4], &[2, 2]).unwrap();
    assert_eq!(x.shape(), [2, 2]);
    let e = x.to_vec::<f32>().unwrap_err().to_string();
    assert!(
        e.contains("f32") && e.contains("int32") && e.contains("astype"),
        "{e}"
    );
    let e = f32::try_from(&Array::from_vec(vec![1.0f64], &[1]).unwrap())
        .unwrap_err()
        .to_string();
    assert!(e.contains("float64"), "{e}");
    let e = i32::try_from(&x).unwrap_err().to_string();
    assert!(e.contains("one element") && e.contains("[2, 2]"), "{e}");
    assert_eq!(
        i32::try_from(&Array::from_vec(vec![7i32], &[1, 1]).unwrap()).unwrap(),
        7
    );
    // Three values cannot fill a 2 x 2 array.
    let e = Array::from_vec(vec![1u8, 2, 3], &[2, 2])
        .unwrap_err()
        .to_string();
    assert!(e.contains("[2, 2]") && e.contains("[3]"), "{e}");
}
