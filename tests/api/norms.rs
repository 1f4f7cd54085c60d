//! Values of the normalization functions on every built-in backend. Expected values are
//! derived by hand.

use crate::numeric_support;

use ivy::Dtype::*;
use numeric_support::*;

#[test]
fn layer_norm_over_one_axis_and_several() {
    // Each row of [[1, 2, 3], [4, 6, 8]] is d / sqrt(mean(d^2)) for its deviations d:
    // [-1, 0, 1] / sqrt(2/3) and [-2, 0, 2] / sqrt(8/3), both ±sqrt(3/2).
    let r = 1.5f64.sqrt();
    // Over both axes: the mean is 4, d = [-3, -2, -1, 0, 2, 4], mean(d^2) = 34 / 6.
    let s = (34.0f64 / 6.0).sqrt();
    on_each_backend(|b| {
        for d in held(b, &FLOATS) {
            let x = arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 6.0, 8.0], d);
            let y = ivy::layer_norm::with(&x, &[-1]).eps(0.0).call().unwrap();
            assert_eq!(y.dtype(), d);
            assert_values(&y, &[2, 3], &[-r, 0.0, r, -r, 0.0, r]);
            let all = ivy::layer_norm::with(&x, &[0, 1]).eps(0.0).call().unwrap();
            let expected: Vec<f64> = [-3.0, -2.0, -1.0, 0.0, 2.0, 4.0]
                .iter()
                .map(|v| v / s)
                .collect();
            assert_values(&all, &[2, 3], &expected);
            // Times the scale, plus the offset, times new_std.
            let scale = arr(&[3], &[1.0, 2.0, 3.0], d);
            let offset = arr(&[3], &[0.0, 1.0, 0.0], d);
            let z = ivy::layer_norm::with(&x, &[1])
                .scale(&scale)
                .offset(&offset)
                .eps(0.0)
                .new_std(2.0)
                .call()
                .unwrap();
            assert_values(
                &z,
                &[2, 3],
                &[-2.0 * r, 2.0, 6.0 * r, -2.0 * r, 2.0, 6.0 * r],
            );
            // As Ivy's: an offset without a scale is not added.
            let w = ivy::layer_norm::with(&x, &[1])
                .offset(&offset)
                .eps(0.0)
                .call()
                .unwrap();
            assert_values(&w, &[2, 3], &[-r, 0.0, r, -r, 0.0, r]);
            // eps keeps a constant row finite: 0 / sqrt(0 + eps) = 0.
            let c = arr(&[1, 2], &[5.0, 5.0], d);
            let e = ivy::layer_norm(&c, &[-1]).unwrap();
            assert_values(&e, &[1, 2], &[0.0, 0.0]);
            assert_err(
                ivy::layer_norm::with(&x, &[1, -1]).eps(0.0).call(),
                &["layer_norm", "twice"],
            );
            assert_err(ivy::layer_norm::with(&x, &[2]).eps(0.0).call(), &["axis"]);
        }
        // Complex input: the variance is mean(|x - m|^2), real. For [1+1j, 3-1j] the mean is 2,
        // the deviations -1+1j and 1-1j, |d|^2 = 2 each, so y = d / sqrt(2) (NumPy:
        // (x - x.mean()) / np.sqrt(x.var())). The square of d instead gives y = [-1, 1].
        for d in held(b, &[Complex64, Complex128]) {
            let x = ivy::astype(&carr(&[2], &[(1.0, 1.0), (3.0, -1.0)]), d).unwrap();
            let y = ivy::layer_norm::with(&x, &[-1]).eps(0.0).call().unwrap();
            assert_eq!(y.dtype(), d);
            let h = 0.5f64.sqrt();
            let tol = if d == Complex64 { 1e-6 } else { 1e-12 };
            for (got, want) in cvalues(&y).iter().zip([(-h, h), (h, -h)]) {
                assert!(
                    (got.0 - want.0).abs() < tol && (got.1 - want.1).abs() < tol,
                    "{d}: {got:?} != {want:?}"
                );
            }
        }
        // Integers are taken as the default float dtype.
        for d in held(b, &[Int32, Uint8]) {
            let x = arr(&[3], &[1.0, 2.0, 3.0], d);
            let y = ivy::layer_norm::with(&x, &[0]).eps(0.0).call().unwrap();
            assert_eq!(y.dtype(), Float32);
            assert_values(&y, &[3], &[-r, 0.0, r]);
        }
    });
}

/// Issue 29, item 9: of a matrix without elements, the orders that pick one value among none
/// (the largest or smallest singular value, the largest row sum of no rows) are errors naming
/// that order, as NumPy's `norm` refuses them; the Frobenius norm and the column sums (of three
/// empty columns) are 0.
#[test]
fn matrix_norms_of_a_matrix_without_elements_name_the_order_that_has_no_value() {
    on_each_backend(|_| {
        let x = arr(&[0, 3], &[], Float32);
        for ord in ["2", "-2", "inf", "-inf"] {
            let e = ivy::matrix_norm::with(&x)
                .ord(ord)
                .call()
                .unwrap_err()
                .to_string();
            assert!(
                e.contains("matrix_norm")
                    && e.contains(&format!("order {ord:?}"))
                    && e.contains("nonempty matrix")
                    && !e.contains("infinite"),
                "{e}"
            );
        }
        for ord in ["fro", "1", "nuc"] {
            let n = ivy::matrix_norm::with(&x).ord(ord).call().unwrap();
            assert_values(&n, &[], &[0.0]);
        }
    });
}
