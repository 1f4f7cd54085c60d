//! Arithmetic on arrays of two dtypes: the result is what converting the operands to the
//! promoted dtype first would give (NumPy's and Ivy's semantics), while the ndarray backend
//! converts each element as it reads it instead of making a converted copy.

use crate::counting;

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

/// An operation on two arrays.
type Op = fn(&Array, &Array) -> Array;

/// The four operations with a kernel for two dtypes.
const OPS: [(&str, Op); 4] = [
    ("add", |a, b| ivy::add(a, b).unwrap()),
    ("subtract", |a, b| ivy::subtract(a, b).unwrap()),
    ("multiply", |a, b| ivy::multiply(a, b).unwrap()),
    ("divide", |a, b| ivy::divide(a, b).unwrap()),
];

#[test]
fn int8_and_float32_give_float32_values() {
    let x = arr(&[-128i8, -1, 0, 127], &[4]);
    let y = arr(&[0.5f32, 0.25, -1.5, 1e30], &[4]);
    let sum = ivy::add(&x, &y).unwrap();
    assert_eq!(sum.dtype(), Dtype::Float32);
    assert_eq!(values::<f32>(&sum), [-127.5, -0.75, -1.5, 1e30]);
    // Either order, and the operations that do not commute.
    let sum = ivy::add(&y, &x).unwrap();
    assert_eq!(values::<f32>(&sum), [-127.5, -0.75, -1.5, 1e30]);
    let difference = ivy::subtract(&x, &y).unwrap();
    assert_eq!(values::<f32>(&difference), [-128.5, -1.25, 1.5, -1e30]);
    let difference = ivy::subtract(&y, &x).unwrap();
    assert_eq!(values::<f32>(&difference), [128.5, 1.25, -1.5, 1e30]);
    let product = ivy::multiply(&x, &y).unwrap();
    assert_eq!(values::<f32>(&product), [-64.0, -0.25, -0.0, 1.27e32]);
    let quotient = ivy::divide(&y, &x).unwrap();
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
    let sum = ivy::add(&x, &y).unwrap();
    assert_eq!(sum.dtype(), Dtype::Float64);
    assert_eq!(
        values::<f64>(&sum),
        [18446744073709551616.0, 9007199254740992.0]
    );
    // int8 + int16 is int16, and int16 arithmetic wraps.
    let x = arr(&[32767i16, -32768], &[2]);
    let y = arr(&[1i8, -1], &[2]);
    let sum = ivy::add(&x, &y).unwrap();
    assert_eq!(sum.dtype(), Dtype::Int16);
    assert_eq!(values::<i16>(&sum), [-32768, 32767]);
    // uint8 * int8 is int16: 255 * -128 = -32640 fits.
    let product = ivy::multiply(&arr(&[255u8, 2], &[2]), &arr(&[-128i8, -3], &[2])).unwrap();
    assert_eq!(product.dtype(), Dtype::Int16);
    assert_eq!(values::<i16>(&product), [-32640, -6]);
    // int16 / float32 divides in float32.
    let quotient = ivy::divide(&arr(&[7i16, -1], &[2]), &arr(&[2.0f32, 3.0], &[2])).unwrap();
    assert_eq!(quotient.dtype(), Dtype::Float32);
    assert_eq!(values::<f32>(&quotient), [3.5, -1.0 / 3.0]);
}

#[test]
fn a_0d_operand_and_broadcasting() {
    let three = arr(&[3i8], &[]);
    let y = arr(&[1.0f32, 2.0], &[2]);
    let sum = ivy::add(&three, &y).unwrap();
    assert_eq!(
        (sum.shape(), values::<f32>(&sum)),
        (&[2][..], vec![4.0, 5.0])
    );
    let difference = ivy::subtract(&y, &three).unwrap();
    assert_eq!(values::<f32>(&difference), [-2.0, -1.0]);
    // Broadcasting a column against a row (converted first, as before).
    let column = arr(&[1i8, 2], &[2, 1]);
    let row = arr(&[0.5f32, 10.0, 100.0], &[1, 3]);
    let sum = ivy::add(&column, &row).unwrap();
    assert_eq!(sum.shape(), [2, 3]);
    assert_eq!(values::<f32>(&sum), [1.5, 11.0, 101.0, 2.5, 12.0, 102.0]);
    // A transposed (not standard layout) operand.
    let t = ivy::permute_dims(&arr(&[1i16, 2, 3, 4], &[2, 2]), &[1, 0]).unwrap();
    let sum = ivy::add(&t, &arr(&[0.5f64; 4], &[2, 2])).unwrap();
    assert_eq!(values::<f64>(&sum), [1.5, 3.5, 2.5, 4.5]);
}

#[test]
fn large_arrays_match_converting_first_bit_for_bit() {
    // Large enough to run in parallel blocks, with a partial last block.
    let n = 300_001;
    let ints: Vec<i8> = (0..n).map(|i| (i * 37 % 256) as u8 as i8).collect();
    let floats: Vec<f32> = (0..n).map(|i| (i as f32).sin() * 1000.0).collect();
    let (x, y) = (arr(&ints, &[n]), arr(&floats, &[n]));
    let converted = ivy::astype(&x, Dtype::Float32).unwrap();
    for (name, op) in OPS {
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
    let bytes = bytes_allocated(|| sum = Some(ivy::add(&x, &y).unwrap()));
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
    ivy::add::with(&x, &y).out(&mut out).call().unwrap();
    assert_eq!(values::<f64>(&view), [1.25, 2.5]);
    // An out the float32 result does not cast to is an error, out untouched.
    let mut bad = arr(&[7i32, 7], &[2]);
    assert!(ivy::add::with(&x, &y).out(&mut bad).call().is_err());
    assert_eq!(values::<i32>(&bad), [7, 7]);
}

/// On candle, the ndarray backend's kernel reads candle's storage: the same results as
/// converting first, and no converted copy.
#[cfg(feature = "candle")]
mod candle {
    use super::*;
    use ivy::HostArray;

    /// `values` as a tensor of `dtype` on candle (integers wrap, as `astype` converts).
    fn tensor(values: &[f64], shape: &[usize], dtype: Dtype) -> Array {
        let host = HostArray::new(shape.to_vec(), values.to_vec()).unwrap();
        ivy::astype(&ivy::asarray(host).unwrap(), dtype).unwrap()
    }

    /// The elements of `a`, in its own dtype, as text that tells `-0.0` from `0.0` and shows
    /// NaN equal to NaN.
    fn exact(a: &Array) -> String {
        format!("{:?}", a.to_host().unwrap())
    }

    fn on_candle<R>(f: impl FnOnce() -> R) -> R {
        ivy::with_backend(crate::candle().unwrap(), f)
    }

    #[test]
    fn every_pair_of_candle_dtypes_matches_converting_first() {
        use Dtype::*;
        let edges = [
            0.0,
            -0.0,
            1.5,
            -1.7,
            2.5,
            127.5,
            300.0,
            -1.0,
            65520.0,
            1e10,
            -1e10,
            16842753.0,
            9007199254740993.0,
            1e-40,
            3.4e38,
            f64::INFINITY,
            f64::NAN,
        ];
        let dtypes = [Uint8, Uint32, Int16, Int32, Int64, Float32, Float64];
        on_candle(|| {
            let mut checked = 0;
            for a in dtypes {
                for b in dtypes.into_iter().filter(|&b| b != a) {
                    let x = tensor(&edges, &[edges.len()], a);
                    let y = tensor(&edges.map(|v| v * 0.75 + 1.0), &[edges.len()], b);
                    for (name, op) in OPS {
                        // Converted to the promoted dtype (for divide, integers then divide as
                        // integers do: in float64, rounded once to the default float).
                        let mixed = op(&x, &y);
                        let d = ivy::result_type(&[a.into(), b.into()]).unwrap();
                        let x_d = ivy::astype(&x, d).unwrap();
                        let y_d = ivy::astype(&y, d).unwrap();
                        let first = op(&x_d, &y_d);
                        assert_eq!(exact(&mixed), exact(&first), "{name}({a}, {b}) in {d}");
                        checked += 1;
                    }
                }
            }
            assert_eq!(checked, 7 * 6 * 4);
        });
    }

    #[test]
    fn hand_values() {
        on_candle(|| {
            let x = tensor(&[0.0, 255.0, 7.0], &[3], Dtype::Uint8);
            let y = tensor(&[0.5, -0.25, 1e30], &[3], Dtype::Float32);
            let sum = ivy::add(&x, &y).unwrap();
            assert_eq!(sum.dtype(), Dtype::Float32);
            let want = tensor(&[0.5, 254.75, 1e30], &[3], Dtype::Float32);
            assert_eq!(exact(&sum), exact(&want));
            // int64 to float64 rounds to nearest even: 2^53 + 1 is 2^53.
            let x = tensor(&[9007199254740993.0], &[1], Dtype::Int64);
            let zero = tensor(&[0.0], &[1], Dtype::Float64);
            let sum = ivy::add(&x, &zero).unwrap();
            assert_eq!(
                exact(&sum),
                exact(&tensor(&[9007199254740992.0], &[1], Dtype::Float64))
            );
            // uint32 + int16 is int64: 4294967295 + -1, no wrapping.
            let x = tensor(&[4294967295.0], &[1], Dtype::Uint32);
            let y = tensor(&[-1.0], &[1], Dtype::Int16);
            let sum = ivy::add(&x, &y).unwrap();
            assert_eq!(sum.dtype(), Dtype::Int64);
            assert_eq!(sum.to_string(), "[4294967294]");
        });
    }

    #[test]
    fn other_operands_are_converted_first() {
        on_candle(|| {
            // A 0-d operand (read once) and a column against a row (broadcast).
            let three = tensor(&[3.0], &[], Dtype::Uint8);
            let y = tensor(&[1.0, 2.0], &[2], Dtype::Float32);
            assert_eq!(ivy::subtract(&y, &three).unwrap().to_string(), "[-2., -1.]");
            let column = tensor(&[1.0, 2.0], &[2, 1], Dtype::Int16);
            let row = tensor(&[0.5, 10.0, 100.0], &[1, 3], Dtype::Float32);
            let sum = ivy::add(&column, &row).unwrap();
            assert_eq!(sum.shape(), [2, 3]);
            assert_eq!(
                exact(&sum),
                exact(&tensor(
                    &[1.5, 11.0, 101.0, 2.5, 12.0, 102.0],
                    &[2, 3],
                    Dtype::Float32
                ))
            );
            // A transposed operand, and a float16 one (candle's 16-bit floats are not read
            // in place).
            let t = tensor(&[1.0, 2.0, 3.0, 4.0], &[2, 2], Dtype::Int32);
            let t = ivy::permute_dims(&t, &[1, 0]).unwrap();
            let sum = ivy::add(&t, &tensor(&[0.5; 4], &[2, 2], Dtype::Float64)).unwrap();
            assert_eq!(
                exact(&sum),
                exact(&tensor(&[1.5, 3.5, 2.5, 4.5], &[2, 2], Dtype::Float64))
            );
            let h = tensor(&[0.5, 2049.0], &[2], Dtype::Float16);
            let sum = ivy::add(&h, &tensor(&[1.0, 0.0], &[2], Dtype::Float32)).unwrap();
            assert_eq!(
                exact(&sum),
                exact(&tensor(&[1.5, 2048.0], &[2], Dtype::Float32))
            );
        });
    }

    #[test]
    fn large_tensors_match_hand_values() {
        on_candle(|| {
            let n = 300_001; // parallel blocks, and a partial last one
            let ints: Vec<f64> = (0..n).map(|i| (i % 251) as f64).collect();
            let x = tensor(&ints, &[n], Dtype::Uint8);
            let y = tensor(&vec![0.5; n], &[n], Dtype::Float32);
            let want: Vec<f64> = (0..n).map(|i| (i % 251) as f64 + 0.5).collect();
            let sum = ivy::add(&x, &y).unwrap();
            assert_eq!(exact(&sum), exact(&tensor(&want, &[n], Dtype::Float32)));
        });
    }

    #[test]
    fn no_converted_copy_is_made() {
        on_candle(|| {
            // Small enough that no memory is recycled: every byte counts.
            let n = 64 * 64;
            let x = tensor(&vec![3.0; n], &[64, 64], Dtype::Uint8);
            let y = tensor(&vec![0.5; n], &[64, 64], Dtype::Float32);
            let result = n * 4;
            let mut sum = None;
            let bytes = bytes_allocated(|| sum = Some(ivy::add(&x, &y).unwrap()));
            let want = tensor(&vec![3.5; n], &[64, 64], Dtype::Float32);
            assert_eq!(exact(&sum.unwrap()), exact(&want));
            // The result's data and small bookkeeping; a float32 copy of `x` would be as much
            // again, as converting first shows.
            assert!(
                bytes < result + result / 2,
                "{bytes} bytes for a {result}-byte result"
            );
            let first = bytes_allocated(|| {
                let x = ivy::astype(&x, Dtype::Float32).unwrap();
                ivy::add(&x, &y).unwrap();
            });
            assert!(first >= 2 * result, "{first} bytes converting first");
        });
    }
}
