//! The integer element types: arithmetic that wraps, as NumPy's.

use super::{IntElem, NumElem, RealElem};

macro_rules! int_elems {
    ($($t:ty: $abs:expr),*) => {$(
        impl NumElem for $t {
            type Acc = $t;
            #[inline]
            fn to_acc(self) -> $t {
                self
            }
            #[inline]
            fn from_acc(acc: $t) -> $t {
                acc
            }
            #[inline]
            fn add(self, other: Self) -> Self {
                self.wrapping_add(other)
            }
            #[inline]
            fn sub(self, other: Self) -> Self {
                self.wrapping_sub(other)
            }
            #[inline]
            fn mul(self, other: Self) -> Self {
                self.wrapping_mul(other)
            }
            #[inline]
            fn neg(self) -> Self {
                self.wrapping_neg()
            }
            #[inline]
            fn sign(self) -> Self {
                (self as i128).signum() as $t
            }
            #[inline]
            fn reciprocal(self) -> Self {
                match self as i128 {
                    0 => 0,
                    x => (1 / x) as $t,
                }
            }
            fn pow(self, exponent: Self) -> Self {
                let e = exponent as i128;
                if e < 0 {
                    // 1 / self^|e|, truncated.
                    return match self as i128 {
                        1 => 1,
                        -1 => (if e % 2 == 0 { 1 } else { -1 }) as $t,
                        _ => 0,
                    };
                }
                let (mut e, mut base, mut acc) = (e as u128, self, 1 as $t);
                while e > 0 {
                    if e & 1 == 1 {
                        acc = acc.wrapping_mul(base);
                    }
                    base = base.wrapping_mul(base);
                    e >>= 1;
                }
                acc
            }
            #[inline]
            fn round(self, _decimals: i32) -> Self {
                self
            }
        }

        impl RealElem for $t {
            #[inline]
            fn clip(self, lo: Self, hi: Self) -> Self {
                self.max(lo).min(hi)
            }
            #[inline]
            fn abs(self) -> Self {
                let f: fn($t) -> $t = $abs;
                f(self)
            }
            #[inline]
            fn floor_divide(self, other: Self) -> Self {
                if other == 0 {
                    return 0;
                }
                let (q, r) = (self.wrapping_div(other), self.wrapping_rem(other));
                // Truncation rounded up where the exact quotient is negative: one less.
                if r != 0 && ((r as i128) < 0) != ((other as i128) < 0) {
                    q.wrapping_sub(1)
                } else {
                    q
                }
            }
            #[inline]
            fn remainder(self, other: Self) -> Self {
                if other == 0 {
                    return 0;
                }
                let r = self.wrapping_rem(other);
                if r != 0 && ((r as i128) < 0) != ((other as i128) < 0) {
                    r.wrapping_add(other)
                } else {
                    r
                }
            }
            #[inline]
            fn fmod(self, other: Self) -> Self {
                if other == 0 { 0 } else { self.wrapping_rem(other) }
            }
            #[inline]
            fn floor(self) -> Self {
                self
            }
            #[inline]
            fn ceil(self) -> Self {
                self
            }
            #[inline]
            fn trunc(self) -> Self {
                self
            }
        }

        impl IntElem for $t {
            #[inline]
            fn to_i128(self) -> i128 {
                self as i128
            }
            #[inline]
            fn wrap_i128(v: i128) -> Self {
                v as $t
            }
            #[inline]
            fn wrap_u128(v: u128) -> Self {
                v as $t
            }
        }
    )*};
}

int_elems!(
    i8: i8::wrapping_abs, i16: i16::wrapping_abs, i32: i32::wrapping_abs,
    i64: i64::wrapping_abs,
    u8: |x| x, u16: |x| x, u32: |x| x, u64: |x| x
);
