//! The complex element types, `Complex<f32>` and `Complex<f64>`: NumPy's special cases, C99's
//! branch cuts ([`complex_math`](super::complex_math)).

use std::mem::MaybeUninit;

use num_complex::Complex;

use super::complex_math;
use super::{AccFloat, ComplexElem, InexactElem, NumElem};
use crate::vmath::Function;
use ivy_runtime::Result;

macro_rules! complex_elems {
    ($($r:ty),*) => {$(
        impl NumElem for Complex<$r> {
            type Acc = Complex<$r>;
            #[inline]
            fn to_acc(self) -> Self {
                self
            }
            #[inline]
            fn from_acc(acc: Self) -> Self {
                acc
            }
            #[inline]
            fn add(self, other: Self) -> Self {
                self + other
            }
            #[inline]
            fn sub(self, other: Self) -> Self {
                self - other
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                self * other
            }
            #[inline]
            fn neg(self) -> Self {
                -self
            }
            fn sign(self) -> Self {
                let (re, im) = (self.re, self.im);
                let abs = re.hypot(im);
                let (zero, nan) = (0.0 as $r, <$r>::NAN);
                if abs.is_nan() {
                    Complex::new(nan, nan)
                } else if abs.is_infinite() {
                    match (re.is_infinite(), im.is_infinite()) {
                        (true, true) => Complex::new(nan, nan),
                        (true, false) => Complex::new(re.signum(), zero),
                        _ => Complex::new(zero, im.signum()),
                    }
                } else if abs == 0.0 {
                    Complex::new(zero, zero)
                } else {
                    Complex::new(re / abs, im / abs)
                }
            }
            fn reciprocal(self) -> Self {
                let (a, b) = (self.re, self.im);
                if b.abs() <= a.abs() {
                    let (r, d) = (b / a, a + b * (b / a));
                    Complex::new(1.0 / d, -r / d)
                } else {
                    let (r, d) = (a / b, a * (a / b) + b);
                    Complex::new(r / d, -1.0 / d)
                }
            }
            fn pow(self, exponent: Self) -> Self {
                let (one, zero) = (Complex::new(1.0, 0.0), Complex::new(0.0, 0.0));
                if exponent == zero {
                    return one;
                }
                if self == zero {
                    // 0^z = e^(z ln 0) -> 0 for Re z > 0 (NumPy's); undefined otherwise.
                    return if exponent.re > 0.0 {
                        zero
                    } else {
                        Complex::new(<$r>::NAN, <$r>::NAN)
                    };
                }
                let n = exponent.re;
                if exponent.im == 0.0 && n == n.trunc() && n.abs() < 100.0 {
                    let p = self.powu(n.abs() as u32);
                    return if n < 0.0 { p.reciprocal() } else { p };
                }
                // e^(z ln x) through our exp, exact on the real axis: 3^(100 + 0i) in
                // complex64 is inf + 0i (NumPy's), where num-complex's `powc` gives inf * sin 0.
                complex_math::exp(complex_math::log(self) * exponent)
            }
            #[inline]
            fn round(self, decimals: i32) -> Self {
                Complex::new(NumElem::round(self.re, decimals), NumElem::round(self.im, decimals))
            }
        }

        impl InexactElem for Complex<$r> {
            #[inline]
            fn div(self, other: Self) -> Self {
                complex_math::div(self, other)
            }
            #[inline]
            fn exp(self) -> Self {
                complex_math::exp(self)
            }
            #[inline]
            fn expm1(self) -> Self {
                complex_math::expm1(self)
            }
            #[inline]
            fn tan(self) -> Self {
                complex_math::tan(self)
            }
            #[inline]
            fn ln(self) -> Self {
                complex_math::log(self)
            }
            fn map_transcendental(f: Function, x: &[Self]) -> Result<Vec<Self>> {
                let scalar = transcendental::<$r>(f);
                let mut out = ivy_runtime::result_vec(f.name(), &[x.len()])?;
                out.extend(x.iter().map(|&z| scalar(z)));
                Ok(out)
            }
            fn transcendental_into(f: Function, x: &[Self], out: &mut [MaybeUninit<Self>]) {
                let scalar = transcendental::<$r>(f);
                for (out, &z) in out.iter_mut().zip(x) {
                    out.write(scalar(z));
                }
            }
            in_acc!(mod complex_math: log2, log10, exp2, sqrt, log1p, asin, acos, atan, sinh, cosh, asinh, acosh, atanh);
        }

        impl ComplexElem for Complex<$r> {
            type Real = $r;
            #[inline]
            fn norm(self) -> $r {
                self.re.hypot(self.im)
            }
            #[inline]
            fn re(self) -> $r {
                self.re
            }
            #[inline]
            fn im(self) -> $r {
                self.im
            }
            #[inline]
            fn conj(self) -> Self {
                Complex::conj(&self)
            }
            #[inline]
            fn angle(self, deg: bool) -> $r {
                let a = self.im.atan2(self.re);
                if deg { a.to_degrees() } else { a }
            }
        }
    )*};
}

complex_elems!(f32, f64);

/// The complex function of `f`, element by element.
fn transcendental<R: AccFloat>(f: Function) -> fn(Complex<R>) -> Complex<R> {
    match f {
        Function::Exp => complex_math::exp,
        Function::Log => complex_math::log,
        Function::Sin => complex_math::sin,
        Function::Cos => complex_math::cos,
        Function::Tan => complex_math::tan,
        Function::Tanh => complex_math::tanh,
        Function::Sigmoid => |z| (Complex::exp(-z) + R::one()).inv(),
    }
}
