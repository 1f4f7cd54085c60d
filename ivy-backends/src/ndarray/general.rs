//! Kernels of the general functions: `all`, `any` (reductions to `bool`) and `isin`.

use std::cmp::Ordering;

use ivy_macros::implements;
use ivy_runtime::Result;
use ivy_runtime::functional as f;
use ndarray::{ArrayD, ArrayRefD, Axis, IxDyn};

use super::backend::NdArrayBackend;
use super::dispatch::{Map2All, Map2Real, MapAll, classes};
use super::error;
use super::storage::{Element, NdArray};
use crate::elem::RealElem;
use crate::routines::reductions::reduction_axis;

/// `all` (`ANY == false`) or `any` over one axis, or over every axis.
struct Truth<const ANY: bool> {
    axis: Option<usize>,
    keepdims: bool,
}

impl<const ANY: bool> MapAll for Truth<ANY> {
    const NAME: &'static str = if ANY { "any" } else { "all" };
    type Output = NdArray;

    fn f<T: Element>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        let r = match self.axis {
            // An axis of length 0 gives empty lanes: `true` for all, `false` for any.
            Some(axis) => {
                let r = a.map_axis(Axis(axis), |lane| holds::<ANY, T>(lane.iter()));
                if self.keepdims {
                    r.insert_axis(Axis(axis))
                } else {
                    r
                }
            }
            None => {
                let shape = if self.keepdims {
                    vec![1; a.ndim()]
                } else {
                    vec![]
                };
                ArrayD::from_elem(IxDyn(&shape), holds::<ANY, T>(a.iter()))
            }
        };
        Ok(r.into())
    }
}

/// Whether any (`ANY`) or every value is nonzero.
fn holds<'a, const ANY: bool, T: Element>(mut values: impl Iterator<Item = &'a T>) -> bool {
    if ANY {
        values.any(|x| x.is_nonzero())
    } else {
        values.all(|x| x.is_nonzero())
    }
}

fn truth<const ANY: bool>(x: &NdArray, axis: Option<isize>, keepdims: bool) -> Result<NdArray> {
    let axis = reduction_axis(Truth::<ANY>::NAME, axis, x.ndim())?;
    Truth::<ANY> { axis, keepdims }.map(x)
}

/// Whether every element is nonzero, over `axis` (every axis when `None`), for any dtype
/// (`nan` is nonzero). An empty reduction is `true`.
#[implements(f::all for NdArrayBackend, takes = classes::ALL)]
pub fn all(x: &NdArray, axis: Option<isize>, keepdims: bool) -> Result<NdArray> {
    truth::<false>(x, axis, keepdims)
}

/// Whether any element is nonzero, over `axis` (every axis when `None`), for any dtype. An
/// empty reduction is `false`.
#[implements(f::any for NdArrayBackend, takes = classes::ALL)]
pub fn any(x: &NdArray, axis: Option<isize>, keepdims: bool) -> Result<NdArray> {
    truth::<true>(x, axis, keepdims)
}

/// The test values other than `nan` (which equals nothing), in a vector allocated fallibly.
fn comparable<T: Element>(tests: &ArrayRefD<T>) -> Result<Vec<T>> {
    let mut v = Vec::new();
    v.try_reserve_exact(tests.len()).map_err(|e| {
        error::invalid(
            "isin",
            format!("cannot allocate {} values: {e}", tests.len()),
        )
    })?;
    // A value unequal to itself is `nan` (or, for complex, has a `nan` part).
    #[allow(clippy::eq_op)]
    v.extend(tests.iter().copied().filter(|t| *t == *t));
    Ok(v)
}

/// `isin` for real dtypes: binary search in the sorted test values, `O((n + m) log m)`.
struct SortedIsIn {
    invert: bool,
}

impl Map2Real for SortedIsIn {
    const NAME: &'static str = "isin";
    type Output = NdArray;

    fn f<T: RealElem>(&self, a: &ArrayRefD<T>, tests: &ArrayRefD<T>) -> Result<NdArray> {
        let mut sorted = comparable(tests)?;
        // Without `nan` the order is total (and `-0.0` is `0.0`, as `==` says).
        let order = |x: &T, y: &T| x.partial_cmp(y).unwrap_or(Ordering::Less);
        sorted.sort_unstable_by(order);
        let found = |x: T| sorted.binary_search_by(|t| order(t, &x)).is_ok();
        Ok(a.mapv(|x| found(x) != self.invert).into())
    }
}

/// `isin` for `bool` and complex dtypes (no order): a scan of the test values, `O(n m)`.
struct ScannedIsIn {
    invert: bool,
}

impl Map2All for ScannedIsIn {
    const NAME: &'static str = "isin";
    type Output = NdArray;

    fn f<T: Element>(&self, a: &ArrayRefD<T>, tests: &ArrayRefD<T>) -> Result<NdArray> {
        let tests = comparable(tests)?;
        Ok(a.mapv(|x| tests.contains(&x) != self.invert).into())
    }
}

/// Whether each element of `elements` equals one of `test_elements` (two arrays of one dtype),
/// or, with `invert`, equals none. `nan` equals nothing; `-0.0` equals `0.0`.
/// `assume_unique` changes nothing here.
#[implements(f::isin for NdArrayBackend, takes = classes::ALL)]
pub fn isin(
    elements: &NdArray,
    test_elements: &NdArray,
    _assume_unique: bool,
    invert: bool,
) -> Result<NdArray> {
    let dtype = elements.dtype();
    if dtype.is_int() || dtype.is_float() {
        SortedIsIn { invert }.map(elements, test_elements)
    } else {
        ScannedIsIn { invert }.map(elements, test_elements)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ndarray::test_support::{arr, v1};
    use num_complex::Complex;

    #[test]
    fn all_and_any_over_axes() {
        let x = arr(vec![1i32, 0, 2, 3], &[2, 2]);
        assert_eq!(all(&x, None, false).unwrap(), arr(vec![false], &[]));
        assert_eq!(any(&x, None, true).unwrap(), arr(vec![true], &[1, 1]));
        assert_eq!(all(&x, Some(0), false).unwrap(), v1(vec![true, false]));
        assert_eq!(
            all(&x, Some(-1), true).unwrap(),
            arr(vec![false, true], &[2, 1])
        );
        let empty = arr(Vec::<f32>::new(), &[2, 0]);
        assert_eq!(all(&empty, Some(1), false).unwrap(), v1(vec![true, true]));
        assert_eq!(any(&empty, Some(1), false).unwrap(), v1(vec![false, false]));
        assert_eq!(any(&empty, Some(0), false).unwrap(), v1(Vec::<bool>::new()));
        assert!(all(&x, Some(2), false).is_err());
        assert!(any(&arr(vec![1u8], &[]), Some(0), false).is_err());
    }

    #[test]
    fn isin_compares_values() {
        let x = v1(vec![1.0f64, f64::NAN, -0.0, 3.0]);
        let t = v1(vec![f64::NAN, 0.0, 1.0]);
        assert_eq!(
            isin(&x, &t, false, false).unwrap(),
            v1(vec![true, false, true, false])
        );
        assert_eq!(
            isin(&x, &t, true, true).unwrap(),
            v1(vec![false, true, false, true])
        );
        let c = v1(vec![Complex::new(1.0f32, 1.0), Complex::new(1.0, 0.0)]);
        let ct = v1(vec![Complex::new(1.0f32, 0.0)]);
        assert_eq!(isin(&c, &ct, false, false).unwrap(), v1(vec![false, true]));
        assert!(isin(&x, &v1(vec![1i32]), false, false).is_err());
    }
}
