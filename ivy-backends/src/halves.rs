//! `f32` to and from the 16-bit floats a slice at a time, into memory not yet written, with
//! the CPU's instructions where it has them, selected at run time:
//!
//! * `float16`: AVX-512F's conversions, 16 lanes at a time, else F16C's, 8 at a time (x86-64;
//!   `half`'s scalar conversion elsewhere and for the last few elements, which itself uses
//!   F16C when present). The instructions round to nearest, ties to even, as `half` does.
//! * `bfloat16`: the exact rounding on the integer bits (add `0x7fff` and the lowest kept bit,
//!   keep the top half; a `NaN` kept, quieted), branch-free, which the compiler vectorises for
//!   the best instruction set ([`crate::vmath::dispatch`]). AVX-512 BF16's `vcvtneps2bf16`
//!   is not used: it flushes subnormal inputs to zero, so it is not exact, and the integer
//!   rounding already runs at memory speed.
//!
//! Every path gives what `half`'s scalar `from_f32` and `to_f32` give, bit for bit (`NaN`s
//! keep their sign and leading payload bits, quieted).

use std::mem::MaybeUninit;

use half::{bf16, f16};
use pulp::{Simd, WithSimd};

/// `dst[i] = f16(src[i])`, rounded to nearest, ties to even (the same lengths).
pub fn f32_to_f16(src: &[f32], dst: &mut [MaybeUninit<f16>]) {
    assert_eq!(src.len(), dst.len());
    #[cfg(target_arch = "x86_64")]
    let done = x86::f32_to_f16(src, dst);
    #[cfg(not(target_arch = "x86_64"))]
    let done = 0;
    for (d, &s) in dst[done..].iter_mut().zip(&src[done..]) {
        d.write(f16::from_f32(s));
    }
}

/// `dst[i] = f32(src[i])`, exact (the same lengths).
pub fn f16_to_f32(src: &[f16], dst: &mut [MaybeUninit<f32>]) {
    assert_eq!(src.len(), dst.len());
    #[cfg(target_arch = "x86_64")]
    let done = x86::f16_to_f32(src, dst);
    #[cfg(not(target_arch = "x86_64"))]
    let done = 0;
    for (d, &s) in dst[done..].iter_mut().zip(&src[done..]) {
        d.write(s.to_f32());
    }
}

/// `dst[i] = bf16(src[i])`, rounded to nearest, ties to even (the same lengths).
pub fn f32_to_bf16(src: &[f32], dst: &mut [MaybeUninit<bf16>]) {
    assert_eq!(src.len(), dst.len());
    crate::vmath::dispatch(ToBf16(src, dst));
}

/// `dst[i] = f32(src[i])`, exact (the same lengths).
pub fn bf16_to_f32(src: &[bf16], dst: &mut [MaybeUninit<f32>]) {
    assert_eq!(src.len(), dst.len());
    crate::vmath::dispatch(FromBf16(src, dst));
}

/// `dst[i] = f64(src[i])` for 16-bit floats, by `to_f32` a block at a time and widened again
/// (both steps exact; the same lengths).
#[allow(unsafe_code)]
pub fn to_f64<H>(
    src: &[H],
    dst: &mut [MaybeUninit<f64>],
    to_f32: fn(&[H], &mut [MaybeUninit<f32>]),
) {
    const BLOCK: usize = 256;
    assert_eq!(src.len(), dst.len());
    let mut block = [MaybeUninit::uninit(); BLOCK];
    for (s, d) in src.chunks(BLOCK).zip(dst.chunks_mut(BLOCK)) {
        let block = &mut block[..s.len()];
        to_f32(s, block);
        for (d, f) in d.iter_mut().zip(&*block) {
            // SAFETY: `to_f32` wrote every element of `block`.
            d.write(f64::from(unsafe { f.assume_init() }));
        }
    }
}

/// [`f32_to_bf16`]'s loop, compiled for the CPU's best instruction set.
struct ToBf16<'a>(&'a [f32], &'a mut [MaybeUninit<bf16>]);

impl WithSimd for ToBf16<'_> {
    type Output = ();

    #[inline(always)]
    fn with_simd<S: Simd>(self, _simd: S) {
        for (d, &s) in self.1.iter_mut().zip(self.0) {
            let x = s.to_bits();
            let nan = x & 0x7fff_ffff > 0x7f80_0000;
            // The carry out of the low half rounds up: above the tie, or at it when the kept
            // half is odd. A `NaN` cannot carry into the sign (it is excluded first).
            let rounded = x.wrapping_add(0x7fff + ((x >> 16) & 1)) >> 16;
            let quiet = (x >> 16) | 0x0040;
            d.write(bf16::from_bits(if nan { quiet } else { rounded } as u16));
        }
    }
}

/// [`bf16_to_f32`]'s loop, compiled for the CPU's best instruction set.
struct FromBf16<'a>(&'a [bf16], &'a mut [MaybeUninit<f32>]);

impl WithSimd for FromBf16<'_> {
    type Output = ();

    #[inline(always)]
    fn with_simd<S: Simd>(self, _simd: S) {
        for (d, &s) in self.1.iter_mut().zip(self.0) {
            let x = u32::from(s.to_bits());
            let quiet = if x & 0x7fff > 0x7f80 { 0x0040 } else { 0 };
            d.write(f32::from_bits((x | quiet) << 16));
        }
    }
}

/// The x86-64 instructions: each function converts the whole chunks of its vector width
/// and returns how many elements it did (0 without the instructions).
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod x86 {
    use std::arch::x86_64::*;
    use std::mem::MaybeUninit;

    use half::f16;

    pub(super) fn f32_to_f16(src: &[f32], dst: &mut [MaybeUninit<f16>]) -> usize {
        if is_x86_feature_detected!("avx512f") {
            // SAFETY: the CPU has the instructions.
            unsafe { f32_to_f16_avx512(src, dst) }
        } else if is_x86_feature_detected!("f16c") && is_x86_feature_detected!("avx") {
            // SAFETY: as above.
            unsafe { f32_to_f16_f16c(src, dst) }
        } else {
            0
        }
    }

    pub(super) fn f16_to_f32(src: &[f16], dst: &mut [MaybeUninit<f32>]) -> usize {
        if is_x86_feature_detected!("avx512f") {
            // SAFETY: the CPU has the instructions.
            unsafe { f16_to_f32_avx512(src, dst) }
        } else if is_x86_feature_detected!("f16c") && is_x86_feature_detected!("avx") {
            // SAFETY: as above.
            unsafe { f16_to_f32_f16c(src, dst) }
        } else {
            0
        }
    }

    // SAFETY (all four): `src` and `dst` have the same length (the callers assert it), each
    // chunk is read and written whole inside them with unaligned loads and stores, and
    // `f16` is `u16` in memory.
    const NEAREST: i32 = _MM_FROUND_TO_NEAREST_INT;

    #[target_feature(enable = "avx512f")]
    unsafe fn f32_to_f16_avx512(src: &[f32], dst: &mut [MaybeUninit<f16>]) -> usize {
        let (s, d) = (src.as_ptr(), dst.as_mut_ptr());
        let whole = src.len() / 16 * 16;
        for i in (0..whole).step_by(16) {
            unsafe {
                let h = _mm512_cvtps_ph::<NEAREST>(_mm512_loadu_ps(s.add(i)));
                _mm256_storeu_si256(d.add(i).cast(), h);
            }
        }
        whole
    }

    #[target_feature(enable = "avx,f16c")]
    unsafe fn f32_to_f16_f16c(src: &[f32], dst: &mut [MaybeUninit<f16>]) -> usize {
        let (s, d) = (src.as_ptr(), dst.as_mut_ptr());
        let whole = src.len() / 8 * 8;
        for i in (0..whole).step_by(8) {
            unsafe {
                let h = _mm256_cvtps_ph::<NEAREST>(_mm256_loadu_ps(s.add(i)));
                _mm_storeu_si128(d.add(i).cast(), h);
            }
        }
        whole
    }

    #[target_feature(enable = "avx512f")]
    unsafe fn f16_to_f32_avx512(src: &[f16], dst: &mut [MaybeUninit<f32>]) -> usize {
        let (s, d) = (src.as_ptr(), dst.as_mut_ptr());
        let whole = src.len() / 16 * 16;
        for i in (0..whole).step_by(16) {
            unsafe {
                let f = _mm512_cvtph_ps(_mm256_loadu_si256(s.add(i).cast()));
                _mm512_storeu_ps(d.add(i).cast(), f);
            }
        }
        whole
    }

    #[target_feature(enable = "avx,f16c")]
    unsafe fn f16_to_f32_f16c(src: &[f16], dst: &mut [MaybeUninit<f32>]) -> usize {
        let (s, d) = (src.as_ptr(), dst.as_mut_ptr());
        let whole = src.len() / 8 * 8;
        for i in (0..whole).step_by(8) {
            unsafe {
                let f = _mm256_cvtph_ps(_mm_loadu_si128(s.add(i).cast()));
                _mm256_storeu_ps(d.add(i).cast(), f);
            }
        }
        whole
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The f32 inputs whose conversions the tests compare: every f16 and bf16 value as an
    /// f32, the f32s on either side of each, `NaN`s with payloads and both signs, and a sweep
    /// of the f32 bit patterns.
    fn inputs() -> Vec<f32> {
        let mut x = Vec::new();
        for bits in 0..=u16::MAX {
            for v in [
                f16::from_bits(bits).to_f32(),
                bf16::from_bits(bits).to_f32(),
            ] {
                let b = v.to_bits();
                x.extend([
                    v,
                    f32::from_bits(b.wrapping_add(1)),
                    f32::from_bits(b.wrapping_sub(1)),
                ]);
            }
        }
        x.extend((0..u32::MAX).step_by(65_521).map(f32::from_bits));
        x.extend([0x7f80_0001, 0xffc0_1234, 0x7fbf_ffff, 0xff80_8000].map(f32::from_bits));
        x
    }

    fn written<T: Copy>(len: usize, fill: impl FnOnce(&mut [MaybeUninit<T>])) -> Vec<T> {
        let mut out = Vec::with_capacity(len);
        fill(&mut out.spare_capacity_mut()[..len]);
        // SAFETY: `fill` writes every element (the function under test's contract).
        #[allow(unsafe_code)]
        unsafe {
            out.set_len(len)
        };
        out
    }

    /// Each conversion gives `half`'s scalar one, bit for bit, on the vector path and on
    /// every length of tail.
    #[test]
    fn slices_convert_as_half_converts_each_element() {
        let x = inputs();
        for len in (0..40).chain([x.len()]) {
            let x = &x[x.len() - len..];
            let h = written(len, |d| f32_to_f16(x, d));
            let want: Vec<u16> = x.iter().map(|&v| f16::from_f32(v).to_bits()).collect();
            assert_eq!(h.iter().map(|v| v.to_bits()).collect::<Vec<_>>(), want);
            let b = written(len, |d| f32_to_bf16(x, d));
            let want: Vec<u16> = x.iter().map(|&v| bf16::from_f32(v).to_bits()).collect();
            assert_eq!(b.iter().map(|v| v.to_bits()).collect::<Vec<_>>(), want);

            for (back, want) in [
                (
                    written(len, |d| f16_to_f32(&h, d)),
                    h.iter().map(|v| v.to_f32().to_bits()).collect::<Vec<_>>(),
                ),
                (
                    written(len, |d| bf16_to_f32(&b, d)),
                    b.iter().map(|v| v.to_f32().to_bits()).collect::<Vec<_>>(),
                ),
            ] {
                assert_eq!(back.iter().map(|v| v.to_bits()).collect::<Vec<_>>(), want);
            }
            for (wide, want) in [
                (
                    written(len, |d| to_f64(&h, d, f16_to_f32)),
                    h.iter().map(|v| v.to_f64().to_bits()).collect::<Vec<_>>(),
                ),
                (
                    written(len, |d| to_f64(&b, d, bf16_to_f32)),
                    b.iter().map(|v| v.to_f64().to_bits()).collect::<Vec<_>>(),
                ),
            ] {
                assert_eq!(wide.iter().map(|v| v.to_bits()).collect::<Vec<_>>(), want);
            }
        }
    }
}
