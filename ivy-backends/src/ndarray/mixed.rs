//! Element-wise arithmetic on arrays of different dtypes (the `mixed_dtypes` kernels of `add`,
//! `subtract`, `multiply` and `divide`): the shared loop ([`crate::loops::mixed`]) over the
//! arrays' memory, for operands of a primitive number type in standard layout.

use ivy_runtime::{Dtype, Result};

use super::backend::NdArrayBackend;
use super::storage::NdArray;
use crate::loops::mixed::{Input, Op, Primitive, compute, mixed_dtypes_kernels};

mixed_dtypes_kernels!(NdArrayBackend, NdArray, ivy_runtime::Error, compute_mixed);

/// `op` (the kernel of `function`) of `x` and `y` computed in `dtype`, or `None` where the
/// shared loop has none for them.
fn compute_mixed(
    op: Op,
    function: &'static str,
    inputs: &[&NdArray],
    dtype: Dtype,
) -> Result<Option<NdArray>> {
    let &[x, y] = inputs else {
        return Ok(None);
    };
    let (Some(x), Some(y)) = (input(x), input(y)) else {
        return Ok(None);
    };
    compute(op, function, [x, y], dtype)?
        .map(|(data, shape)| NdArray::from_data(shape, data))
        .transpose()
}

/// The elements of `x`; `None` when it is not of a primitive number type or not in standard
/// layout.
fn input(x: &NdArray) -> Option<Input<'_>> {
    macro_rules! elements {
        ($($V:ident),*) => {
            match x {
                $(NdArray::$V(a) => Primitive::elements(a.as_slice()?),)*
                _ => return None,
            }
        };
    }
    let elements = elements!(
        Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64, Float32, Float64
    );
    Input::new(elements, x.shape())
}

/// These run under Miri too (rayon's pool needs Tree Borrows and its threads outlive the
/// test): `MIRIFLAGS="-Zmiri-tree-borrows -Zmiri-permissive-provenance -Zmiri-ignore-leaks"
/// cargo +nightly miri test -p ivy-backends --lib mixed::tests`.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::loops::parallel::BLOCK;

    fn float32s(a: &NdArray) -> Vec<f32> {
        a.as_array::<f32>().unwrap().iter().copied().collect()
    }

    /// Each element written once, from operands read in place, converted, or 0-d, across
    /// blocks (under Miri too: no element of the result is left unwritten).
    #[test]
    fn operands_of_other_dtypes_are_converted_as_the_result_is_written() {
        let n = 2 * BLOCK + 5;
        let x = NdArray::from_vec((0..n).map(|i| (i % 100) as i8 - 50).collect(), &[n]).unwrap();
        let y = NdArray::from_vec((0..n).map(|i| i as f32 * 0.5).collect(), &[n]).unwrap();
        let sum = add_mixed(&[&x, &y], Dtype::Float32).unwrap().unwrap();
        let expected: Vec<f32> = (0..n)
            .map(|i| ((i % 100) as f32 - 50.0) + i as f32 * 0.5)
            .collect();
        assert_eq!(float32s(&sum), expected);
        let three = NdArray::scalar(3i8);
        let product = multiply_mixed(&[&y, &three], Dtype::Float32)
            .unwrap()
            .unwrap();
        let expected: Vec<f32> = (0..n).map(|i| i as f32 * 1.5).collect();
        assert_eq!(float32s(&product), expected);
    }
}
