//! How close two inexact values must be to count as the same.

use ivy_grammar::Dtype;

/// How close two inexact values must be for
/// [`TensorType::values_eq_approx`](crate::TensorType::values_eq_approx):
/// `|a - b| <= atol + rtol * |b|`, NumPy's `allclose` test (the modulus for complex values).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tolerance {
    /// The tolerance relative to `|b|`.
    pub rtol: f64,
    /// The absolute tolerance.
    pub atol: f64,
}

impl Tolerance {
    /// PyTensor's tolerances for `dtype`: `float16` 1e-3 and 1e-3; `float32` and `complex64`
    /// 1e-5 and 1e-5; `float64` and `complex128` 1e-5 and 1e-8. PyTensor has no `bfloat16`;
    /// it gets 1e-2 and 1e-2, near its epsilon (2^-7) as float16's 1e-3 is near float16's
    /// (2^-10). Integers and `bool` compare exactly: zero.
    pub const fn for_dtype(dtype: Dtype) -> Tolerance {
        let (rtol, atol) = match dtype {
            Dtype::Bfloat16 => (1e-2, 1e-2),
            Dtype::Float16 => (1e-3, 1e-3),
            Dtype::Float32 | Dtype::Complex64 => (1e-5, 1e-5),
            Dtype::Float64 | Dtype::Complex128 => (1e-5, 1e-8),
            _ => (0.0, 0.0),
        };
        Tolerance { rtol, atol }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tolerances_follow_the_dtype() {
        assert_eq!(
            Tolerance::for_dtype(Dtype::Float16),
            Tolerance {
                rtol: 1e-3,
                atol: 1e-3
            }
        );
        assert_eq!(Tolerance::for_dtype(Dtype::Complex64).atol, 1e-5);
        assert_eq!(Tolerance::for_dtype(Dtype::Int64).rtol, 0.0);
    }
}
