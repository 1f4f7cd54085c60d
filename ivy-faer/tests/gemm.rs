//! The products `ivy_runtime::dense` gives the backends, on whichever provider runs them here
//! (faer, or OpenBLAS with the `openblas` feature where the library is installed), against a
//! triple loop in float64 over every operand order, sequential and parallel.

extern crate ivy_faer;

use ivy_runtime::dense::{Dims, GemmElem, Operand, dense};
use num_complex::Complex;

/// An element made from a float64 pair and read back as one.
trait Element: GemmElem + Copy + Default {
    /// The tolerance relative to the largest magnitude in the result.
    const TOLERANCE: f64;
    fn make(re: f64, im: f64) -> Self;
    fn parts(self) -> (f64, f64);
}

impl Element for f32 {
    const TOLERANCE: f64 = 1e-5;
    fn make(re: f64, _: f64) -> Self {
        re as f32
    }
    fn parts(self) -> (f64, f64) {
        (f64::from(self), 0.0)
    }
}
impl Element for f64 {
    const TOLERANCE: f64 = 1e-13;
    fn make(re: f64, _: f64) -> Self {
        re
    }
    fn parts(self) -> (f64, f64) {
        (self, 0.0)
    }
}
impl Element for Complex<f32> {
    const TOLERANCE: f64 = 1e-5;
    fn make(re: f64, im: f64) -> Self {
        Complex::new(re as f32, im as f32)
    }
    fn parts(self) -> (f64, f64) {
        (f64::from(self.re), f64::from(self.im))
    }
}
impl Element for Complex<f64> {
    const TOLERANCE: f64 = 1e-13;
    fn make(re: f64, im: f64) -> Self {
        Complex::new(re, im)
    }
    fn parts(self) -> (f64, f64) {
        (self.re, self.im)
    }
}

/// A `rows × cols` matrix of small exactly representable values, stored row-major or
/// column-major, and the same values row-major in float64 pairs.
fn matrix<T: Element>(
    rows: usize,
    cols: usize,
    seed: usize,
    row_major: bool,
) -> (Vec<T>, Vec<(f64, f64)>) {
    let value = |i: usize, j: usize| {
        let h = (i * 31 + j * 17 + seed * 7) % 23;
        (h as f64 / 4.0 - 2.5, ((h * 5) % 11) as f64 / 8.0 - 0.5)
    };
    let reference: Vec<(f64, f64)> = (0..rows)
        .flat_map(|i| (0..cols).map(move |j| value(i, j)))
        .collect();
    let stored = if row_major {
        reference.iter().map(|&(re, im)| T::make(re, im)).collect()
    } else {
        (0..cols)
            .flat_map(|j| (0..rows).map(move |i| (i, j)))
            .map(|(i, j)| {
                let (re, im) = value(i, j);
                T::make(re, im)
            })
            .collect()
    };
    // The reference reads what `T` holds (the imaginary parts vanish for real types).
    let reference = reference
        .iter()
        .map(|&(re, im)| T::make(re, im).parts())
        .collect();
    (stored, reference)
}

/// Checks one product of every operand order, sequential and parallel.
fn check<T: Element>(dims: Dims) {
    let (m, k, n) = dims;
    let gemm = T::gemm(dense("matmul").unwrap());
    for (lhs_rows, rhs_rows) in [(true, true), (true, false), (false, true), (false, false)] {
        let (a, ar) = matrix::<T>(m, k, 1, lhs_rows);
        let (b, br) = matrix::<T>(k, n, 2, rhs_rows);
        let mut expected = vec![(0.0, 0.0); m * n];
        for i in 0..m {
            for j in 0..n {
                let (mut re, mut im) = (0.0, 0.0);
                for p in 0..k {
                    let ((x, y), (u, v)) = (ar[i * k + p], br[p * n + j]);
                    re += x * u - y * v;
                    im += x * v + y * u;
                }
                expected[i * n + j] = (re, im);
            }
        }
        let scale = expected
            .iter()
            .fold(1.0f64, |s, &(re, im)| s.max(re.abs()).max(im.abs()));
        for parallel in [false, true] {
            // Poisoned, so that an element the product leaves unwritten shows.
            let mut dst = vec![T::make(f64::NAN, f64::NAN); m * n];
            let lhs = Operand {
                values: &a,
                row_major: lhs_rows,
            };
            let rhs = Operand {
                values: &b,
                row_major: rhs_rows,
            };
            gemm(&mut dst, lhs, rhs, dims, parallel);
            for (index, (got, want)) in dst.iter().zip(&expected).enumerate() {
                let (re, im) = got.parts();
                assert!(
                    (re - want.0).abs() <= T::TOLERANCE * scale
                        && (im - want.1).abs() <= T::TOLERANCE * scale,
                    "{} {dims:?} lhs row-major {lhs_rows}, rhs row-major {rhs_rows}, parallel \
                     {parallel}: element {index} is ({re}, {im}), expected {want:?}",
                    core::any::type_name::<T>(),
                );
            }
        }
    }
}

const SHAPES: [Dims; 6] = [
    (1, 1, 1),
    (1, 7, 1),
    (3, 5, 2),
    (17, 1, 9),
    (64, 33, 17),
    (130, 257, 129),
];

#[test]
fn float32_products_match_a_float64_loop() {
    SHAPES.into_iter().for_each(check::<f32>);
}

#[test]
fn float64_products_match_a_float64_loop() {
    SHAPES.into_iter().for_each(check::<f64>);
}

#[test]
fn complex64_products_match_a_float64_loop() {
    SHAPES.into_iter().for_each(check::<Complex<f32>>);
}

#[test]
fn complex128_products_match_a_float64_loop() {
    SHAPES.into_iter().for_each(check::<Complex<f64>>);
}

/// Empty products: nothing to write for `m = 0` or `n = 0`; zeros for `k = 0`.
#[test]
fn empty_products_are_zero_or_nothing() {
    let gemm = f64::gemm(dense("matmul").unwrap());
    let mut dst = vec![f64::NAN; 6];
    let empty = Operand {
        values: &[],
        row_major: true,
    };
    gemm(&mut dst, empty, empty, (2, 0, 3), false);
    assert_eq!(dst, [0.0; 6]);
    let mut none: Vec<f64> = Vec::new();
    gemm(
        &mut none,
        empty,
        Operand {
            values: &[1.0, 2.0],
            row_major: true,
        },
        (0, 1, 2),
        true,
    );
    assert!(none.is_empty());
}

/// With the `openblas` feature on a system with OpenBLAS (CI installs Debian's
/// `libopenblas0-pthread`), the products above ran on it. Ignored by the README's test command,
/// which a machine without the library runs too; CI runs it by name.
#[test]
#[ignore = "needs the `openblas` feature and the system's OpenBLAS; CI runs it by name"]
fn openblas_runs_the_products_where_installed() {
    let provider = ivy_faer::provider();
    assert!(
        provider.starts_with("OpenBLAS"),
        "products run on {provider}"
    );
}
