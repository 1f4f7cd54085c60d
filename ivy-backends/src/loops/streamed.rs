//! Arithmetic into an `out` too large for the caches, written with non-temporal stores: the
//! result goes to memory without its lines being read first (an ordinary store reads each line
//! of `out` before writing it), a quarter less traffic for `x + y` into `out`. Measured on
//! 10M float32 (120 MB moved): 1.23 to 1.33 times faster than the same loop with ordinary
//! stores, at one thread and at two. A result that fits the caches keeps ordinary stores, as a
//! later read finds it there.
//!
//! The loops are written with the CPU's vector instructions (AVX-512 or AVX, detected at run
//! time): the compiler's vectorised loops cannot be asked for non-temporal stores in stable
//! Rust. They compute each element with the one IEEE operation the scalar code uses, so the
//! results are the same, bit for bit.

use crate::loops::parallel;

/// Results from this many bytes are streamed: above the last-level cache of common CPUs, so
/// an ordinary store would not find its line there anyway.
pub(crate) const STREAM_FROM: usize = 32 << 20;

/// Elements per piece across the threads (whole vectors of both widths).
const PIECE: usize = 64 * 1024;

/// An arithmetic operation with a streamed loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Arith {
    Add,
    Sub,
    Mul,
    Div,
}

/// Element types with streamed loops: `f32` and `f64`.
pub(crate) trait Streamed: Copy + Send + Sync + 'static {
    /// `op` of `a` and `b`, element by element, into `out` (all of one length) with
    /// non-temporal stores, in parallel when large; `false` (nothing written) where the CPU
    /// has no instructions for it.
    fn zip_streamed(op: Arith, a: &[Self], b: &[Self], out: &mut [Self]) -> bool;
}

/// One streamed loop, `$name`, compiled for `$feature`: `$t`'s elements before `out`'s first
/// `$align`-byte boundary and after its last whole vector of `$w` computed with ordinary
/// stores, the vectors between with the stream store. Expanded inside [`streamed!`]'s `x86`
/// module (its `Arith`, `scalar` and `head`).
macro_rules! stream_loop {
    ($(#[$doc:meta])* $name:ident, $feature:literal, $align:literal, $t:ty, $w:literal,
     [$load:ident, $stream:ident, $add:ident, $sub:ident, $mul:ident, $div:ident]) => {
        $(#[$doc])*
        #[target_feature(enable = $feature)]
        pub(in crate::loops::streamed) unsafe fn $name(
            op: Arith,
            a: &[$t],
            b: &[$t],
            out: &mut [$t],
        ) {
            let n = out.len();
            let mut i = head(out, $align);
            for j in 0..i {
                out[j] = scalar(op, a[j], b[j]);
            }
            while i + $w <= n {
                // SAFETY: `i + $w <= n` for all three slices (one length); `out` at `i` is
                // `$align`-byte aligned (`head`), as the stream store requires.
                unsafe {
                    let x = $load(a.as_ptr().add(i));
                    let y = $load(b.as_ptr().add(i));
                    let r = match op {
                        Arith::Add => $add(x, y),
                        Arith::Sub => $sub(x, y),
                        Arith::Mul => $mul(x, y),
                        Arith::Div => $div(x, y),
                    };
                    $stream(out.as_mut_ptr().add(i), r);
                }
                i += $w;
            }
            for j in i..n {
                out[j] = scalar(op, a[j], b[j]);
            }
            // The streamed stores ordered before any later store of this thread (and so
            // before the piece is reported done).
            _mm_sfence();
        }
    };
}

/// The streamed loops of one element type: `$t`'s AVX-512 and AVX intrinsics, and its
/// scalar operation for the elements before the first aligned vector and after the last.
macro_rules! streamed {
    ($t:ty, $w512:literal, $w256:literal,
     [$load512:ident, $stream512:ident, $add512:ident, $sub512:ident, $mul512:ident, $div512:ident],
     [$load256:ident, $stream256:ident, $add256:ident, $sub256:ident, $mul256:ident, $div256:ident]) => {
        impl Streamed for $t {
            fn zip_streamed(op: Arith, a: &[$t], b: &[$t], out: &mut [$t]) -> bool {
                #[cfg(target_arch = "x86_64")]
                {
                    let wide = std::arch::is_x86_feature_detected!("avx512f");
                    if !wide && !std::arch::is_x86_feature_detected!("avx") {
                        return false;
                    }
                    if a.len() != out.len() || b.len() != out.len() {
                        return false;
                    }
                    parallel::for_each_piece_at(out, PIECE, |start, out| {
                        let (a, b) = (&a[start..start + out.len()], &b[start..start + out.len()]);
                        // SAFETY: the features each loop is compiled for were detected above.
                        #[allow(unsafe_code)]
                        unsafe {
                            if wide {
                                x86::wide(op, a, b, out)
                            } else {
                                x86::narrow(op, a, b, out)
                            }
                        }
                    });
                    true
                }
                #[cfg(not(target_arch = "x86_64"))]
                {
                    let _ = (op, a, b, out);
                    false
                }
            }
        }

        #[cfg(target_arch = "x86_64")]
        #[allow(unsafe_code)]
        pub(super) mod x86 {
            use super::Arith;
            use std::arch::x86_64::*;

            /// The scalar operation, for the unaligned head and the tail.
            #[inline(always)]
            fn scalar(op: Arith, x: $t, y: $t) -> $t {
                match op {
                    Arith::Add => x + y,
                    Arith::Sub => x - y,
                    Arith::Mul => x * y,
                    Arith::Div => x / y,
                }
            }

            /// The elements before `out`'s first `align`-byte boundary (all of them if it has
            /// none), computed with ordinary stores.
            fn head(out: &[$t], align: usize) -> usize {
                out.as_ptr().align_offset(align).min(out.len())
            }

            stream_loop!(
                /// [`super::Streamed::zip_streamed`] on one piece, 512-bit vectors.
                ///
                /// # Safety
                ///
                /// The CPU has AVX-512F; `a`, `b` and `out` have one length.
                wide, "avx512f", 64, $t, $w512,
                [$load512, $stream512, $add512, $sub512, $mul512, $div512]
            );

            stream_loop!(
                /// [`super::Streamed::zip_streamed`] on one piece, 256-bit vectors.
                ///
                /// # Safety
                ///
                /// The CPU has AVX; `a`, `b` and `out` have one length.
                narrow, "avx", 32, $t, $w256,
                [$load256, $stream256, $add256, $sub256, $mul256, $div256]
            );
        }
    };
}

mod single {
    use super::{Arith, PIECE, Streamed, parallel};
    streamed!(
        f32,
        16,
        8,
        [
            _mm512_loadu_ps,
            _mm512_stream_ps,
            _mm512_add_ps,
            _mm512_sub_ps,
            _mm512_mul_ps,
            _mm512_div_ps
        ],
        [
            _mm256_loadu_ps,
            _mm256_stream_ps,
            _mm256_add_ps,
            _mm256_sub_ps,
            _mm256_mul_ps,
            _mm256_div_ps
        ]
    );
}

mod double {
    use super::{Arith, PIECE, Streamed, parallel};
    streamed!(
        f64,
        8,
        4,
        [
            _mm512_loadu_pd,
            _mm512_stream_pd,
            _mm512_add_pd,
            _mm512_sub_pd,
            _mm512_mul_pd,
            _mm512_div_pd
        ],
        [
            _mm256_loadu_pd,
            _mm256_stream_pd,
            _mm256_add_pd,
            _mm256_sub_pd,
            _mm256_mul_pd,
            _mm256_div_pd
        ]
    );
}

#[cfg(test)]
mod tests {
    use super::{Arith, Streamed};

    /// Values of every kind: ordinary, signed zeros, infinities, NaNs, subnormals, the
    /// extremes.
    fn values<T: Copy>(n: usize, special: &[T], ordinary: impl Fn(usize) -> T) -> Vec<T> {
        (0..n)
            .map(|i| {
                if i % 7 == 3 {
                    special[i / 7 % special.len()]
                } else {
                    ordinary(i)
                }
            })
            .collect()
    }

    fn scalar<
        T: std::ops::Add<Output = T>
            + std::ops::Sub<Output = T>
            + std::ops::Mul<Output = T>
            + std::ops::Div<Output = T>,
    >(
        op: Arith,
        x: T,
        y: T,
    ) -> T {
        match op {
            Arith::Add => x + y,
            Arith::Sub => x - y,
            Arith::Mul => x * y,
            Arith::Div => x / y,
        }
    }

    /// `stream(a, b, out)` on an `out` of 2.5s starting `skip` elements into its allocation (so
    /// aligned or not): it says whether it wrote (as `written` should), and `out` then holds
    /// the scalar operation's results bit for bit, or is untouched.
    fn check<T, B: PartialEq + std::fmt::Debug>(
        op: Arith,
        (a, b, skip): (&[T], &[T], usize),
        stream: impl FnOnce(&[T], &[T], &mut [T]) -> bool,
        written: bool,
        bits: impl Fn(T) -> B,
        what: &str,
    ) where
        T: Copy + From<f32> + std::ops::Add<Output = T> + std::ops::Sub<Output = T>,
        T: std::ops::Mul<Output = T> + std::ops::Div<Output = T>,
    {
        let mut out = vec![T::from(2.5); a.len() + skip];
        let out = &mut out[skip..];
        assert_eq!(stream(a, b, out), written, "{what} {op:?}");
        for i in 0..out.len() {
            let want = if written {
                scalar(op, a[i], b[i])
            } else {
                T::from(2.5)
            };
            let n = a.len();
            assert_eq!(bits(out[i]), bits(want), "{what} {op:?} n {n} at {i}");
        }
    }

    /// Whether this CPU has the streamed loops (AVX), as `zip_streamed` decides.
    fn available() -> bool {
        #[cfg(target_arch = "x86_64")]
        return std::arch::is_x86_feature_detected!("avx");
        #[cfg(not(target_arch = "x86_64"))]
        return false;
    }

    /// The streamed loops give the scalar operation's results bit for bit, on outputs of any
    /// alignment and length (head, vectors, tail), in parallel and not; a CPU without them
    /// writes nothing.
    #[test]
    fn streamed_arithmetic_is_the_scalar_operations_bit_for_bit() {
        let f32s = [
            0.0f32,
            -0.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            -f32::NAN,
            1e-40,
            f32::MAX,
            f32::MIN_POSITIVE,
        ];
        let f64s = [
            0.0f64,
            -0.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            -f64::NAN,
            1e-310,
            f64::MAX,
            f64::MIN_POSITIVE,
        ];
        for n in [0, 1, 15, 17, 1000, 300_001] {
            let a32 = values(n + 1, &f32s, |i| (i as f32).sin() * 1e3);
            let b32 = values(n + 1, &f32s[1..], |i| (i as f32 * 0.37).cos() + 0.5);
            let a64 = values(n + 1, &f64s, |i| (i as f64).sin() * 1e3);
            let b64 = values(n + 1, &f64s[1..], |i| (i as f64 * 0.37).cos() + 0.5);
            for op in [Arith::Add, Arith::Sub, Arith::Mul, Arith::Div] {
                // Offsets 0 and 1: `out` aligned and not.
                for skip in [0, 1] {
                    let x32 = (&a32[skip..], &b32[skip..], skip);
                    let stream =
                        |a: &[f32], b: &[f32], o: &mut [f32]| f32::zip_streamed(op, a, b, o);
                    check(op, x32, stream, available(), f32::to_bits, "f32");
                    let x64 = (&a64[skip..], &b64[skip..], skip);
                    let stream =
                        |a: &[f64], b: &[f64], o: &mut [f64]| f64::zip_streamed(op, a, b, o);
                    check(op, x64, stream, available(), f64::to_bits, "f64");
                    // The 256-bit loops too, which a CPU with AVX-512 does not choose.
                    #[cfg(target_arch = "x86_64")]
                    if available() {
                        let narrow = |a: &[f32], b: &[f32], o: &mut [f32]| {
                            // SAFETY: the CPU has AVX (`available`); the slices have one length.
                            #[allow(unsafe_code)]
                            unsafe {
                                super::single::x86::narrow(op, a, b, o)
                            };
                            true
                        };
                        check(op, x32, narrow, true, f32::to_bits, "AVX f32");
                    }
                }
            }
        }
    }
}
