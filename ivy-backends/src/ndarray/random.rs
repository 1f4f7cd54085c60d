//! Kernels of the random functions: the values are drawn on the host by the runtime's seeded
//! generator ([`ivy_runtime::rng`]) and taken without a copy, so a seed gives the same numbers
//! here as on every other backend.

use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::{Result, normalize_axis, rng};
use ndarray::{ArrayRefD, Axis};

use super::backend::NdArrayBackend;
use super::dispatch::{MapAll, classes};
use super::storage::{Element, NdArray};

crate::routines::random::random_kernels!(NdArrayBackend, NdArray, ivy_runtime::Error, NdArray::to_host, NdArray::from_host;
    uniform [, takes = classes::FLOAT];
    normal [, takes = classes::FLOAT];
    int [, takes = classes::SIGNED];
);

/// The entries along one axis, in a given order.
struct Permute<'a> {
    axis: usize,
    order: &'a [usize],
}

impl MapAll for Permute<'_> {
    const NAME: &'static str = "shuffle";
    type Output = NdArray;

    fn f<T: Element>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        // ndarray's `select` allocates infallibly: a result too large is an error first.
        ivy_runtime::check_result_size(Self::NAME, a.shape(), size_of::<T>())?;
        // `order` is a permutation of the axis' indices: every index is in bounds.
        Ok(a.select(Axis(self.axis), self.order).into())
    }
}

/// `x` with its entries along `axis` (the first when `None`) in a random order (see
/// [`rng::permutation`]); a 0-d array is returned as it is.
#[implements(f::shuffle for NdArrayBackend, takes = classes::ALL)]
pub fn shuffle(x: &NdArray, axis: Option<isize>, seed: Option<u64>) -> Result<NdArray> {
    if x.ndim() == 0 {
        return Ok(x.clone());
    }
    let axis = normalize_axis("shuffle", axis.unwrap_or(0), x.ndim())?;
    let order = rng::permutation(x.shape()[axis], seed)?;
    Permute {
        axis,
        order: &order,
    }
    .map(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ndarray::test_support::{arr, v1};

    #[test]
    fn shuffle_permutes_one_axis() {
        let _g = rng::seed_scope(11);
        let x = arr((0..12).collect::<Vec<i64>>(), &[3, 4]);
        let y: ndarray::ArrayD<i64> = shuffle(&x, Some(1), None).unwrap().try_into().unwrap();
        let row = |r: usize| y.index_axis(Axis(0), r).iter().copied().collect::<Vec<_>>();
        // Every row is permuted the same way: row r holds 4r + the first row's values.
        let first = row(0);
        for r in 1..3 {
            let expected: Vec<i64> = first.iter().map(|c| c + 4 * r as i64).collect();
            assert_eq!(row(r), expected);
        }
        let mut sorted = first.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, [0, 1, 2, 3]);
        let s = arr(vec![5u8], &[]);
        assert_eq!(shuffle(&s, Some(3), None).unwrap(), s);
        assert!(shuffle(&v1(vec![1.0f32]), Some(1), None).is_err());
    }
}
