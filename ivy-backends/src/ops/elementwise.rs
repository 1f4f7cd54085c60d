//! Per-element operations of the element-wise functions that both backends apply as they
//! are (each over its own storage): the clip bounds, the refusal of negative integer
//! exponents, and the float formulas NumPy uses for `deg2rad`, `rad2deg` and `logaddexp`.

use ivy_runtime::{HostElement, Result, Scalar};

use crate::elem::{AccFloat, RealElem};
use crate::kernel_error as error;

/// A clip bound as a `T`. For an integer dtype, an integer bound beyond the dtype's range
/// clamps to it (the same result as comparing exactly); a float bound is an error there, and
/// a complex bound always is.
pub fn bound<T: RealElem>(s: Scalar, which: &str) -> Result<T> {
    let dtype = T::DTYPE;
    match s {
        Scalar::Complex(_) => Err(error::invalid(
            "clip",
            format!("the {which} bound {s} is complex"),
        )),
        Scalar::Float(_) if dtype.is_int() => Err(error::invalid(
            "clip",
            format!("the {which} bound {s} is not an integer, as `{dtype}` needs"),
        )),
        Scalar::Int(v) if dtype.is_int() => {
            let info = ivy_runtime::iinfo(dtype)?;
            Ok(T::from_scalar(Scalar::Int(v.clamp(info.min, info.max))))
        }
        s => Ok(T::from_scalar(s)),
    }
}

/// An error naming the first negative exponent of an integer dtype: integers have no
/// fractions, so NumPy refuses them, and so does `pow` on every backend.
pub fn no_negative_exponents<'a, T: HostElement>(
    exponents: impl IntoIterator<Item = &'a T>,
) -> Result<()> {
    if !T::DTYPE.is_int() {
        return Ok(());
    }
    let negative = |e: &&T| matches!(e.to_scalar(), Scalar::Int(v) if v < 0);
    match exponents.into_iter().find(negative) {
        Some(e) => Err(error::invalid(
            "pow",
            format!(
                "integers cannot be raised to a negative integer power (x2 holds {}); give x2 \
                 non-negative values, or use a float dtype",
                e.to_scalar()
            ),
        )),
        None => Ok(()),
    }
}

/// `x` degrees in radians, `x * (pi / 180)` (NumPy's formula, the constant in `W`).
pub fn deg2rad_of<W: AccFloat>(x: W) -> W {
    x * (W::PI() / W::of(180.0))
}

/// `x` radians in degrees, `x * (180 / pi)`.
pub fn rad2deg_of<W: AccFloat>(x: W) -> W {
    x * (W::of(180.0) / W::PI())
}

/// `ln(e^a + e^b)` as NumPy computes it: the larger plus `log1p(e^-|a - b|)`, so neither
/// exponential overflows; equal operands (infinities included) give `a + ln 2`.
pub fn logaddexp_of<W: AccFloat>(a: W, b: W) -> W {
    if a == b {
        return a + W::LN_2();
    }
    let d = a - b;
    if d > W::zero() {
        a + (-d).exp().ln_1p()
    } else if d <= W::zero() {
        b + d.exp().ln_1p()
    } else {
        d // nan
    }
}
