//! Polynomial evaluation for the lane code.

macro_rules! horner {
    ($($name:ident: $t:ty),*) => {$(
        /// `c[0] + x c[1] + x^2 c[2] + ...` by Horner's rule, with fused multiply-adds.
        #[inline(always)]
        pub(super) fn $name(x: $t, c: &[$t]) -> $t {
            let Some((&last, rest)) = c.split_last() else {
                return 0.0;
            };
            rest.iter().rev().fold(last, |acc, &c| acc.mul_add(x, c))
        }
    )*};
}

horner!(horner_f32: f32, horner_f64: f64);

/// `c[0] + x c[1] + x^2 c[2] + ...` from the even-indexed coefficients (`even = [c[0], c[2],
/// ...]`) and the odd ones apart, as two Horner chains in `x^2`: half the dependent latency
/// of one chain, for the long polynomials (FreeBSD's `__kernel_tan` splits its so).
#[inline(always)]
pub(super) fn even_odd_f64(x: f64, even: &[f64], odd: &[f64]) -> f64 {
    let x2 = x * x;
    x.mul_add(horner_f64(x2, odd), horner_f64(x2, even))
}
