//! The elements of host data as exact values, and comparing values across dtypes: exactly
//! (`NaN` the same as `NaN`) and within a [`Tolerance`].

use num_complex::Complex64;

use super::HostData;
use crate::scalar::Scalar;
use crate::tensor_type::Tolerance;

/// The elements of host data, each as its exact value.
pub(crate) fn elements(data: &HostData) -> Box<dyn Iterator<Item = Scalar> + '_> {
    macro_rules! each {
        ($($variant:ident),*) => {
            match data {
                $(HostData::$variant(v) => Box::new(v.iter().map(|&x| Scalar::from(x))),)*
            }
        };
    }
    each!(
        Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64, Bfloat16, Float16, Float32,
        Float64, Bool, Complex64, Complex128
    )
}

/// A real number exactly as held: an integer (or `bool`), or a float.
#[derive(Clone, Copy)]
enum Real {
    Int(i128),
    Float(f64),
}

fn parts(s: Scalar) -> (Real, Real) {
    match s {
        Scalar::Bool(b) => (Real::Int(i128::from(b)), Real::Int(0)),
        Scalar::Int(v) => (Real::Int(v), Real::Int(0)),
        Scalar::Float(v) => (Real::Float(v), Real::Int(0)),
        Scalar::Complex(c) => (Real::Float(c.re), Real::Float(c.im)),
    }
}

/// Whether two values are the same number, whatever their dtypes (`3u8` and `3.0f32` are;
/// `16777217i32` and `16777216.0f32` are not), `NaN` the same as `NaN`.
pub(crate) fn same_value(a: Scalar, b: Scalar) -> bool {
    let ((ar, ai), (br, bi)) = (parts(a), parts(b));
    same_real(ar, br) && same_real(ai, bi)
}

fn same_real(a: Real, b: Real) -> bool {
    match (a, b) {
        (Real::Int(x), Real::Int(y)) => x == y,
        (Real::Float(x), Real::Float(y)) => x == y || (x.is_nan() && y.is_nan()),
        (Real::Int(i), Real::Float(f)) | (Real::Float(f), Real::Int(i)) => {
            // Integral floats in [-2^127, 2^127) convert to i128 exactly.
            let bound = 2f64.powi(127);
            f.fract() == 0.0 && (-bound..bound).contains(&f) && f as i128 == i
        }
    }
}

fn complex(s: Scalar) -> Complex64 {
    match s {
        Scalar::Bool(b) => Complex64::new(f64::from(u8::from(b)), 0.0),
        Scalar::Int(v) => Complex64::new(v as f64, 0.0),
        Scalar::Float(v) => Complex64::new(v, 0.0),
        Scalar::Complex(c) => c,
    }
}

/// NumPy's `isclose(a, b)` with `tolerance`, `NaN` matching `NaN`.
pub(crate) fn close(a: Scalar, b: Scalar, tolerance: Tolerance) -> bool {
    if same_value(a, b) {
        return true;
    }
    let (a, b) = (complex(a), complex(b));
    a.is_finite() && b.is_finite() && (a - b).norm() <= tolerance.atol + tolerance.rtol * b.norm()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ivy_grammar::Dtype;

    fn s(x: impl Into<Scalar>) -> Scalar {
        x.into()
    }

    #[test]
    fn same_value_is_exact_across_kinds() {
        assert!(same_value(s(3u8), s(3.0f32)));
        assert!(same_value(s(true), s(1i64)));
        assert!(same_value(s(-0.0), s(0i8)));
        // 2^24 + 1 is not a float32; the float32 nearest it is 2^24.
        assert!(!same_value(s(16_777_217i32), s(16_777_216.0f32)));
        assert!(same_value(s(u64::MAX), s(u64::MAX)));
        // i64::MAX is 2^63 - 1; as a float it rounds to 2^63.
        assert!(!same_value(s(i64::MAX), s(2f64.powi(63))));
        assert!(same_value(s(f64::NAN), s(f64::NAN)));
        assert!(!same_value(s(f64::NAN), s(0i32)));
        assert!(!same_value(s(f64::INFINITY), s(i64::MAX)));
        assert!(same_value(s(Complex64::new(2.0, 0.0)), s(2i32)));
        assert!(!same_value(s(Complex64::new(2.0, 1.0)), s(2i32)));
        assert!(!same_value(s(1e300), s(0i8)));
    }

    #[test]
    fn close_is_numpys_isclose_with_nan_equal() {
        let t = Tolerance::for_dtype(Dtype::Float64);
        // |a - b| <= 1e-8 + 1e-5 * |b|: for b = 1, the bound is 1.001e-5.
        assert!(close(s(1.00001), s(1.0), t));
        assert!(!close(s(1.0000101), s(1.0), t));
        assert!(close(s(1e-9), s(0.0), t));
        assert!(!close(s(2e-8), s(0.0), t));
        assert!(close(s(f64::NAN), s(f64::NAN), t));
        assert!(close(s(f64::INFINITY), s(f64::INFINITY), t));
        assert!(!close(s(f64::INFINITY), s(f64::NEG_INFINITY), t));
        assert!(!close(s(f64::INFINITY), s(1e308), t));
        // The modulus of the difference: |(1 + 1e-5 i) - 1| = 1e-5 <= 1.001e-5.
        assert!(close(
            s(Complex64::new(1.0, 1e-5)),
            s(Complex64::new(1.0, 0.0)),
            t
        ));
    }
}
