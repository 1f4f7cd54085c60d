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
