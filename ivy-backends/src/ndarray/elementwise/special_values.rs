//! Tests for special values, as `bool`: `isnan`, `isinf`, `isfinite`, `signbit`. Integers and
//! `bool` hold none.

use ivy_runtime::{Error, Result};
use ndarray::{ArrayD, ArrayRefD, IxDyn};
use num_traits::Float;

use super::super::backend::NdArrayBackend;
use super::super::dispatch::{MapComplex, MapFloat, classes, each};
use super::super::storage::NdArray;
use crate::elem::{ComplexElem, FloatElem, SortElem};
use crate::loops::arrays::map;
use ivy_macros::implements;
use ivy_runtime::functional as f;

crate::ops::kernels::elementwise_kernels!(NdArrayBackend, NdArray, Error, each, zip;
    /// Whether each element is `nan` (a complex one: either part), as `bool`; any dtype.
    isnan(x) all => |v: T| v.is_nan_value();
    /// Whether each element's sign bit is set, as `bool`; real floats (the runtime takes
    /// integers as the default float dtype).
    signbit(x) float => |v: T| Float::is_sign_negative(v);
);

/// A test of each element as `bool`: by `float` for real floats, by `complex` for complex
/// numbers, and `otherwise` for integers and `bool`, which hold no special values.
fn special_values(
    x: &NdArray,
    float: &impl MapFloat<Output = NdArray>,
    complex: &impl MapComplex<Output = NdArray>,
    otherwise: bool,
) -> Result<NdArray> {
    let dtype = x.dtype();
    if dtype.is_float() {
        float.map(x)
    } else if dtype.is_complex() {
        complex.map(x)
    } else {
        Ok(ArrayD::from_elem(IxDyn(x.shape()), otherwise).into())
    }
}

/// Which infinities `isinf` detects.
struct IsInf {
    positive: bool,
    negative: bool,
}

impl IsInf {
    fn test<T: FloatElem>(&self, v: T) -> bool {
        v.is_infinite()
            && if v > T::zero() {
                self.positive
            } else {
                self.negative
            }
    }
}

impl MapFloat for IsInf {
    const NAME: &'static str = "isinf";
    type Output = NdArray;
    fn f<T: FloatElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(map("isinf", a.view(), |v| self.test(v))?.into())
    }
}

impl MapComplex for IsInf {
    const NAME: &'static str = "isinf";
    type Output = NdArray;
    fn f<T: ComplexElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(map("isinf", a.view(), |z| {
            self.test(z.re()) || self.test(z.im())
        })?
        .into())
    }
}

/// Whether each element is an infinity `isinf` detects (a complex one: in either part), as
/// `bool`; any dtype.
#[implements(f::isinf for NdArrayBackend, takes = classes::ALL)]
pub fn isinf(x: &NdArray, detect_positive: bool, detect_negative: bool) -> Result<NdArray> {
    let detect = IsInf {
        positive: detect_positive,
        negative: detect_negative,
    };
    special_values(x, &detect, &detect, false)
}

/// Whether a real float is finite.
fn finite<T: FloatElem>(v: T) -> bool {
    !v.is_nan() && !v.is_infinite()
}

/// `isfinite`: both parts of a complex number finite.
struct IsFinite;

impl MapFloat for IsFinite {
    const NAME: &'static str = "isfinite";
    type Output = NdArray;
    fn f<T: FloatElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(map("isfinite", a.view(), finite)?.into())
    }
}

impl MapComplex for IsFinite {
    const NAME: &'static str = "isfinite";
    type Output = NdArray;
    fn f<T: ComplexElem>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        Ok(map("isfinite", a.view(), |z| finite(z.re()) && finite(z.im()))?.into())
    }
}

/// Whether each element is finite (a complex one: both parts), as `bool`; any dtype.
#[implements(f::isfinite for NdArrayBackend, takes = classes::ALL)]
pub fn isfinite(x: &NdArray) -> Result<NdArray> {
    special_values(x, &IsFinite, &IsFinite, true)
}
