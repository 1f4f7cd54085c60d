//! NumPy's comparisons and logical functions: `bool` results.

use ivy::{Array, ArrayLike, Dtype, Result, Scalar};

comparisons! { "numpy"; binary! { "numpy", x1, x2 by self::exactly } }

logical! { "numpy"; binary! { "numpy", x1, x2 } }

predicates! { "numpy"; unary! { "numpy", x } }

/// `compare(x1, x2)` as NumPy compares: exactly. A signed integer array next to a `uint64` one
/// promotes to `float64`, which rounds beyond 2**53 (`int64` 2**63 - 1 would equal `uint64`
/// 2**63); NumPy compares the values themselves. Such a pair is compared as `uint64` where the
/// signed value is not negative, and where it is, as -1 with 0 (it lies below every `uint64`).
fn exactly(
    x1: ArrayLike<'_>,
    x2: ArrayLike<'_>,
    compare: impl Fn(ArrayLike<'_>, ArrayLike<'_>) -> Result<Array>,
) -> Result<Array> {
    let (ArrayLike::Array(a), ArrayLike::Array(b)) = (x1, x2) else {
        return compare(x1, x2);
    };
    let mixed = |s: &Array, u: &Array| s.dtype().is_signed_int() && u.dtype() == Dtype::Uint64;
    let (signed, below) = if mixed(a, b) {
        (a, (-1, 0))
    } else if mixed(b, a) {
        (b, (0, -1))
    } else {
        return compare(x1, x2);
    };
    let unsigned = |x: &Array| crate::cast(x, Dtype::Uint64);
    let within = compare((&unsigned(a)?).into(), (&unsigned(b)?).into())?;
    let negative = ivy::less(signed, 0)?;
    let int64 = |v: i128| {
        ivy::full::with(&[], Scalar::Int(v))
            .dtype(Some(Dtype::Int64))
            .call()
    };
    let beyond = compare((&int64(below.0)?).into(), (&int64(below.1)?).into())?;
    ivy::where_(&negative, &beyond, &within)
}
