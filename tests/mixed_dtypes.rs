//! Arithmetic on arrays of two dtypes: the result is what converting the operands to the
//! promoted dtype first would give (NumPy's and Ivy's semantics), while the ndarray backend
//! converts each element as it reads it instead of making a converted copy.

mod counting;

use ivy::ndarray::NdArrayBackend;
use ivy::{Array, Dtype};
use ndarray::{ArrayD, IxDyn};

use counting::bytes_allocated;

fn arr<T: ivy::ndarray::Element>(values: &[T], shape: &[usize]) -> Array {
    ivy::from_ndarray(ArrayD::from_shape_vec(IxDyn(shape), values.to_vec()).unwrap()).unwrap()
}

fn values<T: ivy::ndarray::Element>(a: &Array) -> Vec<T> {
    NdArrayBackend::unwrap::<T>(a.clone())
        .unwrap()
        .iter()
        .copied()
        .collect()
}

#[test]
fn int8_and_float32_give_float32_values() {
    let x = arr(&[-128i8, -1, 0, 127], &[4]);
    let y = arr(&[0.5f32, 0.25, -1.5, 1e30], &[4]);
    let sum = ivy::add(&x, &y, None).unwrap();
    assert_eq!(sum.dtype(), Dtype::Float32);
    assert_eq!(values::<f32>(&sum), [-127.5, -0.75, -1.5, 1e30]);
    // Either order, and the operations that do not commute.
    let sum = ivy::add(&y, &x, None).unwrap();
    assert_eq!(values::<f32>(&sum), [-127.5, -0.75, -1.5, 1e30]);
    let difference = ivy::subtract(&x, &y, None).unwrap();
    assert_eq!(values::<f32>(&difference), [-128.5, -1.25, 1.5, -1e30]);
    let difference = ivy::subtract(&y, &x, None).unwrap();
    assert_eq!(values::<f32>(&difference), [128.5, 1.25, -1.5, 1e30]);
    let product = ivy::multiply(&x, &y, None).unwrap();
    assert_eq!(values::<f32>(&product), [-64.0, -0.25, -0.0, 1.27e32]);
    let quotient = ivy::divide(&y, &x, None).unwrap();
    let q = values::<f32>(&quotient);
    assert_eq!(q[..2], [0.5 / -128.0, -0.25]);
    assert_eq!(q[2], f32::NEG_INFINITY); // -1.5 / 0
    assert_eq!(q[3], 1e30f32 / 127.0);
}

#[test]
fn integers_convert_as_astype_does() {
    // uint64 to float64 rounds to nearest: 2^64 - 1 is 2^64, 2^53 + 1 is 2^53.
    let x = arr(&[u64::MAX, (1 << 53) + 1], &[2]);
    let y = arr(&[0.0f64, 0.0], &[2]);
    let sum = ivy::add(&x, &y, None).unwrap();
    assert_eq!(sum.dtype(), Dtype::Float64);
    assert_eq!(
        values::<f64>(&sum),
        [18446744073709551616.0, 9007199254740992.0]
    );
    // int8 + int16 is int16, and int16 arithmetic wraps.
    let x = arr(&[32767i16, -32768], &[2]);
    let y = arr(&[1i8, -1], &[2]);
    let sum = ivy::add(&x, &y, None).unwrap();
    assert_eq!(sum.dtype(), Dtype::Int16);
    assert_eq!(values::<i16>(&sum), [-32768, 32767]);
    // uint8 * int8 is int16: 255 * -128 = -32640 fits.
    let product = ivy::multiply(&arr(&[255u8, 2], &[2]), &arr(&[-128i8, -3], &[2]), None).unwrap();
    assert_eq!(product.dtype(), Dtype::Int16);
    assert_eq!(values::<i16>(&product), [-32640, -6]);
    // int16 / float32 divides in float32.
    let quotient = ivy::divide(&arr(&[7i16, -1], &[2]), &arr(&[2.0f32, 3.0], &[2]), None).unwrap();
    assert_eq!(quotient.dtype(), Dtype::Float32);
    assert_eq!(values::<f32>(&quotient), [3.5, -1.0 / 3.0]);
}

#[test]
fn a_0d_operand_and_broadcasting() {
    let three = arr(&[3i8], &[]);
    let y = arr(&[1.0f32, 2.0], &[2]);
    let sum = ivy::add(&three, &y, None).unwrap();
    assert_eq!(
        (sum.shape(), values::<f32>(&sum)),
        (&[2][..], vec![4.0, 5.0])
    );
    let difference = ivy::subtract(&y, &three, None).unwrap();
    assert_eq!(values::<f32>(&difference), [-2.0, -1.0]);
    // Broadcasting a column against a row (converted first, as before).
    let column = arr(&[1i8, 2], &[2, 1]);
    let row = arr(&[0.5f32, 10.0, 100.0], &[1, 3]);
    let sum = ivy::add(&column, &row, None).unwrap();
    assert_eq!(sum.shape(), [2, 3]);
    assert_eq!(values::<f32>(&sum), [1.5, 11.0, 101.0, 2.5, 12.0, 102.0]);
    // A transposed (not standard layout) operand.
    let t = ivy::permute_dims(&arr(&[1i16, 2, 3, 4], &[2, 2]), &[1, 0], None).unwrap();
    let sum = ivy::add(&t, &arr(&[0.5f64; 4], &[2, 2]), None).unwrap();
    assert_eq!(values::<f64>(&sum), [1.5, 3.5, 2.5, 4.5]);
}

#[test]
fn large_arrays_match_converting_first_bit_for_bit() {
    // Large enough to run in parallel blocks, with a partial last block.
    let n = 300_001;
    let ints: Vec<i8> = (0..n).map(|i| (i * 37 % 256) as u8 as i8).collect();
    let floats: Vec<f32> = (0..n).map(|i| (i as f32).sin() * 1000.0).collect();
    let (x, y) = (arr(&ints, &[n]), arr(&floats, &[n]));
    let converted = ivy::astype(&x, Dtype::Float32, None).unwrap();
    type Op = fn(&Array, &Array) -> Array;
    let ops: [(&str, Op); 4] = [
        ("add", |a, b| ivy::add(a, b, None).unwrap()),
        ("subtract", |a, b| ivy::subtract(a, b, None).unwrap()),
        ("multiply", |a, b| ivy::multiply(a, b, None).unwrap()),
        ("divide", |a, b| ivy::divide(a, b, None).unwrap()),
    ];
    for (name, op) in ops {
        let mixed = values::<f32>(&op(&y, &x));
        let first = values::<f32>(&op(&y, &converted));
        let same = mixed
            .iter()
            .zip(&first)
            .all(|(a, b)| a.to_bits() == b.to_bits());
        assert!(same, "{name}");
    }
}

#[test]
fn no_converted_copy_is_made() {
    let n = 64 * 64;
    let x = arr(&vec![3i8; n], &[64, 64]);
    let y = arr(&vec![0.5f32; n], &[64, 64]);
    let result = n * 4;
    let mut sum = None;
    let bytes = bytes_allocated(|| sum = Some(ivy::add(&x, &y, None).unwrap()));
    assert_eq!(values::<f32>(&sum.unwrap()), vec![3.5; n]);
    // The result's data and small bookkeeping; a float32 copy of `x` would be as much again.
    assert!(
        bytes < result + result / 2,
        "{bytes} bytes for a {result}-byte result"
    );
}

#[test]
fn into_out_and_with_a_cast_back() {
    let x = arr(&[1u8, 2], &[2]);
    let y = arr(&[0.25f32, 0.5], &[2]);
    let mut out = arr(&[0.0f64, 0.0], &[2]);
    let view = out.clone();
    ivy::add(&x, &y, Some(&mut out)).unwrap();
    assert_eq!(values::<f64>(&view), [1.25, 2.5]);
    // An out the float32 result does not cast to is an error, out untouched.
    let mut bad = arr(&[7i32, 7], &[2]);
    assert!(ivy::add(&x, &y, Some(&mut bad)).is_err());
    assert_eq!(values::<i32>(&bad), [7, 7]);
}
