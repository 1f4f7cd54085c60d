//! Values of the linear algebra functions on every built-in backend: products, diagonals,
//! norms and decompositions, with edge values and bad input. Expected values are derived by
//! hand (or are NumPy's, as noted).

use crate::numeric_support;

use ivy::Dtype::*;
use ivy::TensordotAxes;
use numeric_support::*;

#[test]
fn vecdot_sums_conjugated_products_along_an_axis() {
    on_each_backend(|b| {
        for d in held(b, &[Int16, Int32, Uint8, Float16, Float32, Float64]) {
            let a = arr(&[2, 2], &[1.0, 2.0, 3.0, 4.0], d);
            let v = arr(&[2], &[1.0, 10.0], d);
            assert_values(&ivy::vecdot(&a, &v).unwrap(), &[2], &[21.0, 43.0]);
            assert_values(
                &ivy::vecdot::with(&a, &a).axis(0).call().unwrap(),
                &[2],
                &[10.0, 20.0],
            );
            let w = arr(&[3], &[1.0; 3], d);
            assert_err(ivy::vecdot(&a, &w), &["vecdot", "[2, 2]", "[3]"]);
        }
    });
    ivy::init().unwrap();
    // conj(1 + 2i) * (3 + 1i) = (1 - 2i)(3 + i) = 5 - 5i.
    let x = carr(&[1], &[(1.0, 2.0)]);
    let y = carr(&[1], &[(3.0, 1.0)]);
    assert_eq!(cvalues(&ivy::vecdot(&x, &y).unwrap()), [(5.0, -5.0)]);
    // int8 wraps: 100 * 2 = 200 is -56.
    let i = arr(&[1], &[100.0], Int8);
    let two = arr(&[1], &[2.0], Int8);
    assert_values(
        &ivy::vecdot::with(&i, &two).axis(0).call().unwrap(),
        &[],
        &[-56.0],
    );
    // bool: any of the ands.
    let t = arr(&[2], &[1.0, 0.0], Bool);
    let u = arr(&[2], &[0.0, 1.0], Bool);
    assert_eq!(
        ivy::vecdot::with(&t, &u)
            .axis(0)
            .call()
            .unwrap()
            .to_string(),
        "false"
    );
    assert_err(
        ivy::vecdot::with(&arr(&[], &[1.0], Float32), &two.cast(Float32).unwrap())
            .axis(0)
            .call(),
        &["vecdot"],
    );
}

/// Integer products wrap in the operands' dtype, as NumPy's do (NumPy 2.4.6 gives each value;
/// each is derived by hand here).
#[test]
fn integer_matmul_wraps_in_the_operands_dtype() {
    ivy::init().unwrap();
    // [[100, 100]] @ [[2], [1]] = 300, which is 300 - 256 = 44 in int8.
    let a = arr(&[1, 2], &[100.0, 100.0], Int8);
    let b = arr(&[2, 1], &[2.0, 1.0], Int8);
    let p = ivy::matmul(&a, &b).unwrap();
    assert_eq!(p.dtype(), Int8);
    assert_values(&p, &[1, 1], &[44.0]);
    // int8 with uint8 promotes to int16, where 300 fits.
    let p = ivy::matmul(&a, &arr(&[2, 1], &[2.0, 1.0], Uint8)).unwrap();
    assert_eq!(p.dtype(), Int16);
    assert_values(&p, &[1, 1], &[300.0]);
    // uint64: 2^63 * 2 + 3 * 1 = 2^64 + 3, which is 3 modulo 2^64.
    let a = arr(&[1, 2], &[9223372036854775808.0, 3.0], Uint64);
    let b = arr(&[2, 1], &[2.0, 1.0], Uint64);
    assert_values(&ivy::matmul(&a, &b).unwrap(), &[1, 1], &[3.0]);
    // int64 wraps too: 2^62 * 2 + 2^62 * 2 = 2^64, which is 0.
    let a = arr(
        &[1, 2],
        &[4611686018427387904.0, 4611686018427387904.0],
        Int64,
    );
    let b = arr(&[2, 1], &[2.0, 2.0], Int64);
    assert_values(&ivy::matmul(&a, &b).unwrap(), &[1, 1], &[0.0]);
    // 1-d with 1-d: the inner product, 0-d: 1*4 + 2*5 + 3*6 = 32.
    let v = arr(&[3], &[1.0, 2.0, 3.0], Int32);
    let w = arr(&[3], &[4.0, 5.0, 6.0], Int32);
    assert_values(&ivy::matmul(&v, &w).unwrap(), &[], &[32.0]);
    // A stack of two (1, 2) matrices with one (2, 2) matrix broadcast over it.
    let s = arr(&[2, 1, 2], &[1.0, 2.0, 3.0, 4.0], Uint16);
    let m = arr(&[2, 2], &[1.0, 10.0, 100.0, 1000.0], Uint16);
    // [1, 2] @ m = [201, 2010]; [3, 4] @ m = [403, 4030].
    assert_values(
        &ivy::matmul(&s, &m).unwrap(),
        &[2, 1, 2],
        &[201.0, 2010.0, 403.0, 4030.0],
    );
    // bool: the `or` of the `and`s. [[T, F], [F, F]] @ [[T, T], [F, T]] = [[T, T], [F, F]].
    let p = arr(&[2, 2], &[1.0, 0.0, 0.0, 0.0], Bool);
    let q = arr(&[2, 2], &[1.0, 1.0, 0.0, 1.0], Bool);
    let pq = ivy::matmul(&p, &q).unwrap();
    assert_eq!(pq.dtype(), Bool);
    assert_values(&pq, &[2, 2], &[1.0, 1.0, 0.0, 0.0]);
    // Mismatched inner dimensions name both shapes.
    assert_err(ivy::matmul(&v, &m), &["matmul", "[3]", "[2, 2]"]);
}

#[test]
fn products_of_operands_in_any_memory_order() {
    // With one input feature, `weight^T` has unit strides on both axes, so a GEMM may write
    // the product column-major; values and shapes stay NumPy's.
    on_each_backend(|b| {
        for d in held(b, &[Float32, Float64]) {
            let x = arr(&[2, 1], &[1.0, 2.0], d);
            let w = arr(&[3, 1], &[3.0, 4.0, 5.0], d);
            // x @ w^T = [[1*3, 1*4, 1*5], [2*3, 2*4, 2*5]].
            let y = ivy::linear(&x, &w).unwrap();
            assert_values(&y, &[2, 3], &[3.0, 4.0, 5.0, 6.0, 8.0, 10.0]);
        }
    });
    // Column-major operands handed over from ndarray: a^T b^T with a = [[1, 2], [3, 4]],
    // b = [[5, 6], [7, 8]] is [[1*5 + 3*6, 1*7 + 3*8], [2*5 + 4*6, 2*7 + 4*8]].
    ivy::init().unwrap();
    let column_major = |v: Vec<f64>| {
        let a = ndarray::ArrayD::from_shape_vec(ndarray::IxDyn(&[2, 2]), v).unwrap();
        ivy::from_ndarray(a.reversed_axes()).unwrap()
    };
    let (a, b) = (
        column_major(vec![1.0, 2.0, 3.0, 4.0]),
        column_major(vec![5.0, 6.0, 7.0, 8.0]),
    );
    assert_values(
        &ivy::matmul(&a, &b).unwrap(),
        &[2, 2],
        &[23.0, 31.0, 34.0, 46.0],
    );
    let v = arr(&[2], &[1.0, 10.0], Float64);
    assert_values(&ivy::matmul(&a, &v).unwrap(), &[2], &[31.0, 42.0]);
    // Matrices in neither order: axes (1, 0, 2) of x = [[[0, 1], [2, 3]], [[4, 5], [6, 7]]]
    // give p[0] = [[0, 1], [4, 5]] and p[1] = [[2, 3], [6, 7]], rows two apart in memory.
    let x = ndarray::ArrayD::from_shape_vec(
        ndarray::IxDyn(&[2, 2, 2]),
        (0..8).map(f64::from).collect(),
    )
    .unwrap();
    let p = ivy::from_ndarray(x.permuted_axes(ndarray::IxDyn(&[1, 0, 2]))).unwrap();
    let b = arr(&[2, 2], &[1.0, 10.0, 100.0, 1000.0], Float64);
    // p[0] b = [[1*100, 1*1000], [4 + 5*100, 40 + 5*1000]]; p[1] b likewise.
    assert_values(
        &ivy::matmul(&p, &b).unwrap(),
        &[2, 2, 2],
        &[100.0, 1000.0, 504.0, 5040.0, 302.0, 3020.0, 706.0, 7060.0],
    );
}

#[test]
fn tensordot_outer_and_inner() {
    on_each_backend(|b| {
        for d in held(b, &[Int32, Int64, Float32, Float64]) {
            let a = arr(&[2, 2], &[1.0, 2.0, 3.0, 4.0], d);
            let c = arr(&[2, 2], &[5.0, 6.0, 7.0, 8.0], d);
            let mm = ivy::tensordot::with(&a, &c)
                .axes(TensordotAxes::Count(1))
                .call()
                .unwrap();
            assert_values(&mm, &[2, 2], &[19.0, 22.0, 43.0, 50.0]);
            let all = ivy::tensordot(&a, &c).unwrap();
            assert_values(&all, &[], &[70.0]);
            let o = ivy::tensordot::with(&a, &c)
                .axes(TensordotAxes::Count(0))
                .call()
                .unwrap();
            assert_eq!(o.shape(), [2, 2, 2, 2]);
            // a^T c: [[1*5 + 3*7, 1*6 + 3*8], [2*5 + 4*7, 2*6 + 4*8]].
            let t = ivy::tensordot::with(&a, &c)
                .axes(TensordotAxes::Pairs(&[0], &[0]))
                .call()
                .unwrap();
            assert_values(&t, &[2, 2], &[26.0, 30.0, 38.0, 44.0]);
            let v = arr(&[2], &[1.0, 2.0], d);
            let w = arr(&[3], &[1.0, 10.0, 100.0], d);
            let outer = ivy::outer(&v, &w).unwrap();
            assert_values(&outer, &[2, 3], &[1.0, 10.0, 100.0, 2.0, 20.0, 200.0]);
            // NumPy's outer flattens: a 2 × 2 with a 2 gives 4 × 2.
            assert_eq!(ivy::outer(&a, &v).unwrap().shape(), [4, 2]);
            assert_values(&ivy::inner(&a, &v).unwrap(), &[2], &[5.0, 11.0]);
            assert_values(&ivy::inner(&v, &v).unwrap(), &[], &[5.0]);
            let s = arr(&[], &[3.0], d);
            assert_values(&ivy::inner(&s, &v).unwrap(), &[2], &[3.0, 6.0]);
            assert_err(
                ivy::tensordot::with(&a, &w)
                    .axes(TensordotAxes::Count(1))
                    .call(),
                &["tensordot", "[2, 2]", "[3]"],
            );
            assert_err(ivy::tensordot(&v, &v), &["tensordot", "2"]);
            assert_err(
                ivy::tensordot::with(&a, &c)
                    .axes(TensordotAxes::Pairs(&[0, 0], &[0, 1]))
                    .call(),
                &["tensordot", "twice"],
            );
            assert_err(
                ivy::tensordot::with(&a, &c)
                    .axes(TensordotAxes::Pairs(&[0], &[]))
                    .call(),
                &["tensordot", "as many"],
            );
            let e = arr(&[0], &[], d);
            assert_eq!(ivy::outer(&e, &v).unwrap().shape(), [0, 2]);
            assert_values(&ivy::inner(&e, &e).unwrap(), &[], &[0.0]);
        }
    });
}

#[test]
fn diagonals_and_traces() {
    on_each_backend(|b| {
        for d in held(b, &[Int16, Uint8, Float32, Float64]) {
            let x = arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], d);
            assert_values(&ivy::diagonal(&x).unwrap(), &[2], &[1.0, 5.0]);
            assert_values(
                &ivy::diagonal::with(&x).offset(1).call().unwrap(),
                &[2],
                &[2.0, 6.0],
            );
            assert_values(
                &ivy::diagonal::with(&x)
                    .offset(-1)
                    .axis1(0)
                    .axis2(1)
                    .call()
                    .unwrap(),
                &[1],
                &[4.0],
            );
            assert_values(
                &ivy::diagonal::with(&x)
                    .offset(5)
                    .axis1(0)
                    .axis2(1)
                    .call()
                    .unwrap(),
                &[0],
                &[],
            );
            assert_values(&ivy::trace::with(&x).offset(1).call().unwrap(), &[], &[8.0]);
            let s = arr(&[2, 2, 2], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], d);
            // The diagonals of the planes of axes 1 and 2, one per entry of axis 0.
            assert_values(
                &ivy::diagonal::with(&s).axis1(1).axis2(2).call().unwrap(),
                &[2, 2],
                &[1.0, 4.0, 5.0, 8.0],
            );
            assert_values(
                &ivy::trace::with(&s).axis1(1).axis2(2).call().unwrap(),
                &[2],
                &[5.0, 13.0],
            );
            assert_err(
                ivy::diagonal::with(&x).axis1(1).call(),
                &["diagonal", "axis"],
            );
            assert_err(
                ivy::diagonal::with(&arr(&[2], &[1.0, 2.0], d))
                    .axis1(0)
                    .axis2(1)
                    .call(),
                &["diagonal"],
            );
        }
    });
    ivy::init().unwrap();
    let _i = ivy::default_int_dtype_scope(Int32).unwrap();
    // The Array API: the trace of an int8 matrix is the default int (100 + 100 = 200).
    let t = ivy::trace(&arr(&[2, 2], &[100.0, 0.0, 0.0, 100.0], Int8)).unwrap();
    assert_eq!(t.dtype(), Int32);
    assert_values(&t, &[], &[200.0]);
}

#[test]
fn vector_norms_of_every_order() {
    on_each_backend(|b| {
        for d in held(b, &FLOATS) {
            let x = arr(&[2], &[3.0, -4.0], d);
            let norm = |ord: f64| ivy::vector_norm::with(&x).ord(ord).call().unwrap();
            assert_eq!(norm(2.0).dtype(), d);
            assert_values(&norm(2.0), &[], &[5.0]);
            assert_values(&norm(1.0), &[], &[7.0]);
            assert_values(&norm(f64::INFINITY), &[], &[4.0]);
            assert_values(&norm(f64::NEG_INFINITY), &[], &[3.0]);
            assert_values(&norm(0.0), &[], &[2.0]);
            // (27 + 64)^(1/3).
            assert_values(&norm(3.0), &[], &[91f64.cbrt()]);
            // (1/3 + 1/4)^-1.
            assert_values(&norm(-1.0), &[], &[12.0 / 7.0]);
            let m = arr(&[2, 2], &[3.0, 4.0, 0.0, 1.0], d);
            let rows = ivy::vector_norm::with(&m)
                .axis(-1)
                .keepdims(true)
                .call()
                .unwrap();
            assert_values(&rows, &[2, 1], &[5.0, 1.0]);
            let nan = arr(&[2], &[f64::NAN, 1.0], d);
            let n = ivy::vector_norm(&nan).unwrap();
            assert_values(&n, &[], &[f64::NAN]);
            let e = arr(&[0], &[], d);
            assert_values(&ivy::vector_norm(&e).unwrap(), &[], &[0.0]);
            assert_err(
                ivy::vector_norm::with(&x).ord(f64::NAN).call(),
                &["vector_norm", "NaN"],
            );
            assert_err(
                ivy::vector_norm::with(&e).ord(f64::INFINITY).call(),
                &["vector_norm"],
            );
        }
        // Integers are taken as the default float dtype.
        for d in held(b, &[Int32, Uint8]) {
            let n = ivy::vector_norm(&arr(&[2], &[6.0, 8.0], d)).unwrap();
            assert_eq!(n.dtype(), Float32);
            assert_values(&n, &[], &[10.0]);
        }
    });
    ivy::init().unwrap();
    // A complex vector's norm is real, of its precision: |3 + 4i| = 5.
    let c = carr(&[1], &[(3.0, 4.0)]);
    let n = ivy::vector_norm::with(&c).dtype(Complex64).call().unwrap();
    assert_eq!(n.dtype(), Float32);
    assert_values(&n, &[], &[5.0]);
}

#[test]
fn matrix_norms_by_name() {
    // For [[1, -2], [3, 4]]: A^T A = [[10, 10], [10, 20]] has eigenvalues 15 ± sqrt(125), so
    // the singular values are their square roots; their sum is sqrt(30 + 2 |det A|) = sqrt(50).
    let (s1, s2) = ((15.0 + 125f64.sqrt()).sqrt(), (15.0 - 125f64.sqrt()).sqrt());
    on_each_backend(|b| {
        for d in held(b, &[Float32, Float64]) {
            let x = arr(&[2, 2], &[1.0, -2.0, 3.0, 4.0], d);
            let norm = |ord: &str| ivy::matrix_norm::with(&x).ord(ord).call().unwrap();
            assert_values(&norm("fro"), &[], &[30f64.sqrt()]);
            assert_values(&norm("1"), &[], &[6.0]);
            assert_values(&norm("-1"), &[], &[4.0]);
            assert_values(&norm("inf"), &[], &[7.0]);
            assert_values(&norm("-inf"), &[], &[3.0]);
            assert_values(&norm("2"), &[], &[s1]);
            assert_values(&norm("-2"), &[], &[s2]);
            assert_values(&norm("nuc"), &[], &[50f64.sqrt()]);
            // The transposed plane swaps the 1- and inf-norms.
            let t = ivy::matrix_norm::with(&x)
                .ord("1")
                .axis((1, 0))
                .keepdims(true)
                .call()
                .unwrap();
            assert_values(&t, &[1, 1], &[7.0]);
            let stack = arr(&[2, 1, 2], &[3.0, 4.0, 0.0, 0.0], d);
            let f = ivy::matrix_norm(&stack).unwrap();
            assert_values(&f, &[2], &[5.0, 0.0]);
            let inf = arr(&[1, 2], &[f64::INFINITY, 1.0], d);
            let s = ivy::matrix_norm::with(&inf).ord("2").call().unwrap();
            assert_values(&s, &[], &[f64::NAN]);
            assert_err(
                ivy::matrix_norm::with(&x).ord("3").call(),
                &["matrix_norm", "\"3\"", "fro"],
            );
            assert_err(
                ivy::matrix_norm::with(&x).axis((0, -2)).call(),
                &["matrix_norm", "twice"],
            );
            let v = arr(&[2], &[1.0, 2.0], d);
            assert_err(ivy::matrix_norm(&v), &["matrix_norm"]);
        }
    });
}

#[test]
fn determinants_inverses_and_solves() {
    on_each_backend(|b| {
        for d in held(b, &FLOATS) {
            let x = arr(&[2, 2], &[1.0, 2.0, 3.0, 4.0], d);
            assert_values(&ivy::det(&x).unwrap(), &[], &[-2.0]);
            let singular = arr(&[2, 2], &[1.0, 2.0, 2.0, 4.0], d);
            assert_values(&ivy::det(&singular).unwrap(), &[], &[0.0]);
            let stack = arr(&[2, 2, 2], &[2.0, 0.0, 0.0, 3.0, 0.0, 1.0, 1.0, 0.0], d);
            assert_values(&ivy::det(&stack).unwrap(), &[2], &[6.0, -1.0]);
            // NumPy: the determinant of a 0 × 0 matrix is 1.
            assert_values(&ivy::det(&arr(&[0, 0], &[], d)).unwrap(), &[], &[1.0]);

            let a = arr(&[2, 2], &[4.0, 7.0, 2.0, 6.0], d);
            let inv = ivy::inv(&a).unwrap();
            assert_values(&inv, &[2, 2], &[0.6, -0.7, -0.2, 0.4]);
            let inv_t = ivy::inv::with(&a).adjoint(true).call().unwrap();
            assert_values(&inv_t, &[2, 2], &[0.6, -0.2, -0.7, 0.4]);
            assert_err(ivy::inv(&singular), &["inv", "singular"]);

            let m = arr(&[2, 2], &[3.0, 1.0, 1.0, 2.0], d);
            let rhs = arr(&[2], &[9.0, 8.0], d);
            assert_values(&ivy::solve(&m, &rhs).unwrap(), &[2], &[2.0, 3.0]);
            let rhs2 = arr(&[2, 2], &[9.0, 4.0, 8.0, 3.0], d);
            let y = ivy::solve(&m, &rhs2).unwrap();
            // Column 2: 3a + b = 4, a + 2b = 3 gives a = 1, b = 1.
            assert_values(&y, &[2, 2], &[2.0, 1.0, 3.0, 1.0]);
            // A stack of two matrices against one vector: the vector broadcasts.
            let both = arr(&[2, 2, 2], &[3.0, 1.0, 1.0, 2.0, 1.0, 0.0, 0.0, 1.0], d);
            let ys = ivy::solve(&both, &rhs).unwrap();
            assert_values(&ys, &[2, 2], &[2.0, 3.0, 9.0, 8.0]);
            assert_err(ivy::solve(&singular, &rhs), &["solve", "singular"]);
            let three = arr(&[3], &[1.0, 2.0, 3.0], d);
            assert_err(ivy::solve(&m, &three), &["solve", "[2, 2]", "[3]"]);
            let wide = arr(&[2, 3], &[1.0; 6], d);
            assert_err(ivy::det(&wide), &["det", "square", "[2, 3]"]);
            assert_err(ivy::inv(&three), &["inv", "square"]);
        }
        // Integers are taken as the default float dtype.
        let i = ivy::det(&arr(&[2, 2], &[2.0, 1.0, 1.0, 1.0], Int32)).unwrap();
        assert_eq!(i.dtype(), Float32);
        assert_values(&i, &[], &[1.0]);
    });
    ivy::init().unwrap();
    // Complex: det [[i, 0], [0, i]] = -1; the adjoint's inverse conjugates.
    let c = carr(&[2, 2], &[(0.0, 1.0), (0.0, 0.0), (0.0, 0.0), (0.0, 1.0)]);
    assert_eq!(cvalues(&ivy::det(&c).unwrap()), [(-1.0, 0.0)]);
    let inv = ivy::inv::with(&c).adjoint(true).call().unwrap();
    assert_eq!(
        cvalues(&inv),
        [(0.0, 1.0), (0.0, 0.0), (0.0, 0.0), (0.0, 1.0)]
    );
    let nan = arr(&[2, 2], &[f64::NAN, 1.0, 1.0, 1.0], Float64);
    assert!(values(&ivy::det(&nan).unwrap())[0].is_nan());
}

#[test]
fn results_too_large_for_memory_are_errors() {
    on_each_backend(|_| {
        // Empty operands whose results would hold 2^62 elements.
        let a = ivy::zeros::with(&[1 << 31, 1, 0])
            .dtype(Float32)
            .call()
            .unwrap();
        let b = ivy::zeros::with(&[1, 1 << 31, 0])
            .dtype(Float32)
            .call()
            .unwrap();
        assert_err(ivy::vecdot(&a, &b), &["vecdot"]);
        let c = ivy::zeros::with(&[1 << 31, 0])
            .dtype(Float32)
            .call()
            .unwrap();
        let d = ivy::zeros::with(&[0, 1 << 31])
            .dtype(Float32)
            .call()
            .unwrap();
        assert_err(
            ivy::tensordot::with(&c, &d)
                .axes(TensordotAxes::Count(1))
                .call(),
            &["tensordot"],
        );
    });
}

/// The element-wise absolute values of `a` (as `float64`): factors whose columns' signs are
/// not fixed (QR, SVD, eigenvectors) are compared with NumPy's through them.
fn abs_values(a: &ivy::Array) -> Vec<f64> {
    values(&ivy::abs(a).unwrap())
}

/// Asserts `product` (of factors) equals `x` within the dtype's tolerance.
#[track_caller]
fn assert_reconstructs(product: &ivy::Array, x: &ivy::Array) {
    assert_values(product, x.shape(), &values(x));
}

/// A 3 × 3 symmetric positive-definite matrix and its Cholesky factors (exact).
const SPD: [f64; 9] = [4.0, 12.0, -16.0, 12.0, 37.0, -43.0, -16.0, -43.0, 98.0];
const SPD_L: [f64; 9] = [2.0, 0.0, 0.0, 6.0, 1.0, 0.0, -8.0, 5.0, 3.0];
/// A 3 × 2 matrix, for the decompositions of rectangular matrices.
const TALL: [f64; 6] = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];

#[test]
fn cholesky_factors_and_not_positive_definite_errors() {
    on_each_backend(|b| {
        for d in held(b, &[Float32, Float64]) {
            let x = arr(&[3, 3], &SPD, d);
            assert_values(&ivy::cholesky(&x).unwrap(), &[3, 3], &SPD_L);
            let u = ivy::cholesky::with(&x).upper(true).call().unwrap();
            // U = L^T: [[2, 6, -8], [0, 1, 5], [0, 0, 3]].
            assert_values(&u, &[3, 3], &[2.0, 6.0, -8.0, 0.0, 1.0, 5.0, 0.0, 0.0, 3.0]);
            // Only the triangle named is read: garbage above the diagonal changes nothing.
            let lower_only = arr(&[2, 2], &[4.0, 99.0, 2.0, 5.0], d);
            assert_values(
                &ivy::cholesky(&lower_only).unwrap(),
                &[2, 2],
                &[2.0, 0.0, 1.0, 2.0],
            );
            // A batch: the identity and 4·I.
            let batch = arr(&[2, 2, 2], &[1.0, 0.0, 0.0, 1.0, 4.0, 0.0, 0.0, 4.0], d);
            assert_values(
                &ivy::cholesky(&batch).unwrap(),
                &[2, 2, 2],
                &[1.0, 0.0, 0.0, 1.0, 2.0, 0.0, 0.0, 2.0],
            );
            // Indefinite (eigenvalues 3 and -1) and singular matrices are errors naming it.
            let indefinite = arr(&[2, 2], &[1.0, 2.0, 2.0, 1.0], d);
            assert_err(
                ivy::cholesky(&indefinite),
                &["cholesky", "not positive definite"],
            );
            let in_batch = arr(&[2, 2, 2], &[1.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0], d);
            assert_err(
                ivy::cholesky(&in_batch),
                &["index 1", "not positive definite"],
            );
            assert_err(
                ivy::cholesky(&arr(&[2, 3], &[1.0; 6], d)),
                &["cholesky", "square"],
            );
            assert_err(
                ivy::cholesky(&arr(&[3], &[1.0; 3], d)),
                &["cholesky", "square"],
            );
            // Empty: 0 × 0, and a batch of none.
            assert_values(&ivy::cholesky(&arr(&[0, 0], &[], d)).unwrap(), &[0, 0], &[]);
            assert_values(
                &ivy::cholesky(&arr(&[0, 2, 2], &[], d)).unwrap(),
                &[0, 2, 2],
                &[],
            );
            assert_values(
                &ivy::cholesky(&arr(&[1, 1], &[9.0], d)).unwrap(),
                &[1, 1],
                &[3.0],
            );
        }
        let i = ivy::cholesky(&arr(&[1, 1], &[4.0], Int32)).unwrap();
        assert_eq!(i.dtype(), Float32);
    });
    ivy::init().unwrap();
    // NumPy 2.4: cholesky([[2, 1j], [-1j, 2]]) = [[sqrt 2, 0], [-i/sqrt 2, sqrt(3/2)]].
    let c = carr(&[2, 2], &[(2.0, 0.0), (0.0, 1.0), (0.0, -1.0), (2.0, 0.0)]);
    let l = cvalues(&ivy::cholesky(&c).unwrap());
    let expected = [
        (std::f64::consts::SQRT_2, 0.0),
        (0.0, 0.0),
        (0.0, -std::f64::consts::FRAC_1_SQRT_2),
        (1.224744871391589, 0.0),
    ];
    for (g, e) in l.iter().zip(expected) {
        assert!(
            (g.0 - e.0).abs() < 1e-12 && (g.1 - e.1).abs() < 1e-12,
            "{l:?}"
        );
    }
}

#[test]
fn qr_factors_reduced_and_complete() {
    on_each_backend(|b| {
        for d in held(b, &[Float32, Float64]) {
            let x = arr(&[3, 2], &TALL, d);
            let (q, r) = ivy::qr(&x).unwrap();
            // NumPy 2.4's factors, up to the signs of R's rows and Q's columns.
            assert_eq!((q.shape(), r.shape()), (&[3, 2][..], &[2, 2][..]));
            let (nq, nr) = (
                [
                    0.16903085094570325,
                    0.8970852271450607,
                    0.50709255283711,
                    0.27602622373694136,
                    0.8451542547285166,
                    0.345032779671177,
                ],
                [
                    5.916079783099616,
                    7.437357441610946,
                    0.0,
                    0.8280786712108248,
                ],
            );
            assert_values(&ivy::abs(&q).unwrap(), &[3, 2], &nq);
            assert_values(&ivy::abs(&r).unwrap(), &[2, 2], &nr);
            assert_reconstructs(&ivy::matmul(&q, &r).unwrap(), &x);
            let (q, r) = ivy::qr::with(&x).mode("complete").call().unwrap();
            assert_eq!((q.shape(), r.shape()), (&[3, 3][..], &[3, 2][..]));
            // The complete Q's third column: NumPy's ±[0.408, -0.816, 0.408].
            let third: Vec<f64> = abs_values(&q).into_iter().skip(2).step_by(3).collect();
            for (g, e) in
                third
                    .iter()
                    .zip([0.4082482904638627, 0.8164965809277261, 0.408248290463863])
            {
                assert!((g - e).abs() < 1e-5, "{third:?}");
            }
            assert_values(
                &ivy::abs(&r).unwrap(),
                &[3, 2],
                &[nr[0], nr[1], 0.0, nr[3], 0.0, 0.0],
            );
            // Q^T Q = I for the square Q.
            let qtq = ivy::matmul(&ivy::matrix_transpose(&q).unwrap(), &q).unwrap();
            assert_values(
                &qtq,
                &[3, 3],
                &[1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0],
            );
            // Wide and batched: shapes (2, 2, 3) give Q (2, 2, 2), R (2, 2, 3).
            let w = arr(
                &[2, 2, 3],
                &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0],
                d,
            );
            let (q, r) = ivy::qr(&w).unwrap();
            assert_eq!((q.shape(), r.shape()), (&[2, 2, 2][..], &[2, 2, 3][..]));
            assert_reconstructs(&ivy::matmul(&q, &r).unwrap(), &w);
            // Empty: Q of a 2 × 0 matrix is the identity's first 0 (complete: 2) columns.
            let e = arr(&[2, 0], &[], d);
            let (q, r) = ivy::qr::with(&e).mode("complete").call().unwrap();
            assert_values(&q, &[2, 2], &[1.0, 0.0, 0.0, 1.0]);
            assert_values(&r, &[2, 0], &[]);
            let (q, r) = ivy::qr(&e).unwrap();
            assert_eq!((q.shape(), r.shape()), (&[2, 0][..], &[0, 0][..]));
            assert_err(
                ivy::qr::with(&x).mode("r").call(),
                &["qr", "\"r\"", "reduced"],
            );
            assert_err(ivy::qr(&arr(&[3], &[1.0; 3], d)), &["qr", "[3]"]);
        }
    });
}

#[test]
fn singular_value_decompositions() {
    on_each_backend(|b| {
        for d in held(b, &[Float32, Float64]) {
            let x = arr(&[3, 2], &TALL, d);
            // NumPy 2.4: svd([[1, 2], [3, 4], [5, 6]]).
            let s_np = [9.525518091565107, 0.514300580658644];
            let (u, s, vh) = ivy::svd(&x).unwrap();
            assert_eq!((u.shape(), vh.shape()), (&[3, 3][..], &[2, 2][..]));
            assert_values(&s, &[2], &s_np);
            assert_values(
                &ivy::abs(&vh).unwrap(),
                &[2, 2],
                &[
                    0.6196294838293405,
                    0.7848944532670524,
                    0.7848944532670524,
                    0.6196294838293405,
                ],
            );
            let (u, s, vh) = ivy::svd::with(&x).full_matrices(false).call().unwrap();
            assert_eq!(
                (u.shape(), s.shape(), vh.shape()),
                (&[3, 2][..], &[2][..], &[2, 2][..])
            );
            assert_values(
                &ivy::abs(&u).unwrap(),
                &[3, 2],
                &[
                    0.2298476964000714,
                    0.8834610176985254,
                    0.5247448187602937,
                    0.24078249213254635,
                    0.8196419411205158,
                    0.4018960334334318,
                ],
            );
            let usv = ivy::matmul(&ivy::multiply(&u, &s).unwrap(), &vh).unwrap();
            assert_reconstructs(&usv, &x);
            assert_values(&ivy::svdvals(&x).unwrap(), &[2], &s_np);
            // A batch: [[1, 2], [3, 4]] (NumPy 2.4) and a rank-one matrix (5√2 and 0).
            let batch = arr(&[2, 2, 2], &[1.0, 2.0, 3.0, 4.0, 5.0, 5.0, 5.0, 5.0], d);
            assert_values(
                &ivy::svdvals(&batch).unwrap(),
                &[2, 2],
                &[5.464985704219043, 0.3659661906262575, 10.0, 0.0],
            );
            // Empty: no singular values; the full U and Vh are identities.
            let e = arr(&[2, 0], &[], d);
            let (u, s, vh) = ivy::svd(&e).unwrap();
            assert_values(&u, &[2, 2], &[1.0, 0.0, 0.0, 1.0]);
            assert_values(&s, &[0], &[]);
            assert_values(&vh, &[0, 0], &[]);
            assert_values(
                &ivy::svdvals(&arr(&[0, 3, 3], &[], d)).unwrap(),
                &[0, 3],
                &[],
            );
            assert_err(ivy::svdvals(&arr(&[3], &[1.0; 3], d)), &["svdvals", "[3]"]);
        }
        // A matrix holding NaN gives NaNs.
        let nan = arr(&[2, 2], &[f64::NAN, 1.0, 1.0, 1.0], Float64);
        assert!(
            values(&ivy::svdvals(&nan).unwrap())
                .iter()
                .all(|v| v.is_nan())
        );
        // Elements whose squares overflow or underflow (scaled before the iteration, as
        // LAPACK does). NumPy 2.4: svdvals([[1, 2], [3, 4]] * 1e-300) = [5.46498570e-300,
        // 3.65966191e-301]; eigvalsh([[2, 1], [1, 2]] * 1e200) = [1e200, 3e200]; the rank of a
        // 5 × 6 matrix of 2.73685733e153 is 1.
        let tiny = arr(&[2, 2], &[1e-300, 2e-300, 3e-300, 4e-300], Float64);
        let s = values(&ivy::svdvals(&tiny).unwrap());
        assert!((s[0] / 5.464985704219043e-300 - 1.0).abs() < 1e-12, "{s:?}");
        assert!((s[1] / 3.659661906262575e-301 - 1.0).abs() < 1e-12, "{s:?}");
        let huge = arr(&[2, 2], &[2e200, 1e200, 1e200, 2e200], Float64);
        let w = values(&ivy::eigvalsh(&huge).unwrap());
        assert!((w[0] / 1e200 - 1.0).abs() < 1e-12 && (w[1] / 3e200 - 1.0).abs() < 1e-12);
        let (_, s, _) = ivy::svd(&huge).unwrap();
        assert!((values(&s)[0] / 3e200 - 1.0).abs() < 1e-12);
        let same = arr(&[5, 6], &[2.73685733e153; 30], Float64);
        assert_values(&ivy::matrix_rank(&same).unwrap(), &[], &[1.0]);
        let p = values(&ivy::pinv(&huge).unwrap());
        // pinv([[2, 1], [1, 2]] · 1e200) = [[2, -1], [-1, 2]] / 3e200.
        assert!((p[0] / (2.0 / 3e200) - 1.0).abs() < 1e-12, "{p:?}");
    });
    ivy::init().unwrap();
    // Complex: diag(3i, -2) has singular values 3 and 2, in the real dtype of its precision.
    let c = carr(&[2, 2], &[(0.0, 3.0), (0.0, 0.0), (0.0, 0.0), (-2.0, 0.0)]);
    let s = ivy::svdvals(&c).unwrap();
    assert_eq!(s.dtype(), Float64);
    assert_values(&s, &[2], &[3.0, 2.0]);
    let (u, s, vh) = ivy::svd(&c).unwrap();
    assert_eq!(
        (u.dtype(), s.dtype(), vh.dtype()),
        (Complex128, Float64, Complex128)
    );
    let usv = ivy::matmul(&ivy::multiply(&u, &s).unwrap(), &vh).unwrap();
    for (g, e) in cvalues(&usv).iter().zip(cvalues(&c)) {
        assert!((g.0 - e.0).abs() < 1e-12 && (g.1 - e.1).abs() < 1e-12);
    }
}

#[test]
fn hermitian_eigendecompositions() {
    on_each_backend(|b| {
        for d in held(b, &[Float32, Float64]) {
            // NumPy 2.4: eigh of the tridiagonal [[2, 1, 0], [1, 2, 1], [0, 1, 2]]: 2 - √2, 2,
            // 2 + √2, ascending.
            let x = arr(&[3, 3], &[2.0, 1.0, 0.0, 1.0, 2.0, 1.0, 0.0, 1.0, 2.0], d);
            let w_np = [0.5857864376269051, 1.9999999999999998, 3.414213562373095];
            let (w, v) = ivy::eigh(&x).unwrap();
            assert_values(&w, &[3], &w_np);
            let h = std::f64::consts::FRAC_1_SQRT_2;
            assert_values(
                &ivy::abs(&v).unwrap(),
                &[3, 3],
                &[0.5, h, 0.5, h, 0.0, h, 0.5, h, 0.5],
            );
            // V diag(w) V^T = x.
            let vw = ivy::multiply(&v, &w).unwrap();
            let back = ivy::matmul(&vw, &ivy::matrix_transpose(&v).unwrap()).unwrap();
            assert_reconstructs(&back, &x);
            assert_values(&ivy::eigvalsh(&x).unwrap(), &[3], &w_np);
            // The triangle read: NumPy 2.4 eigvalsh([[1, 5], [0, 1]]) is [1, 1] from the lower
            // one, [-4, 6] from the upper one.
            let t = arr(&[2, 2], &[1.0, 5.0, 0.0, 1.0], d);
            assert_values(&ivy::eigvalsh(&t).unwrap(), &[2], &[1.0, 1.0]);
            let upper = ivy::eigvalsh::with(&t).uplo("U").call().unwrap();
            assert_values(&upper, &[2], &[-4.0, 6.0]);
            assert_err(
                ivy::eigvalsh::with(&t).uplo("X").call(),
                &["eigvalsh", "\"X\""],
            );
            // Batched, 1 × 1 and empty.
            let batch = arr(&[2, 1, 1], &[3.0, -1.0], d);
            assert_values(&ivy::eigvalsh(&batch).unwrap(), &[2, 1], &[3.0, -1.0]);
            let (w, v) = ivy::eigh(&arr(&[0, 0], &[], d)).unwrap();
            assert_eq!((w.shape(), v.shape()), (&[0][..], &[0, 0][..]));
            assert_err(ivy::eigh(&arr(&[2, 3], &[1.0; 6], d)), &["eigh", "square"]);
        }
    });
    ivy::init().unwrap();
    // NumPy 2.4: eigh([[2, 1 - i], [1 + i, 3]]) has eigenvalues 1 and 4.
    let c = carr(&[2, 2], &[(2.0, 0.0), (1.0, -1.0), (1.0, 1.0), (3.0, 0.0)]);
    let (w, v) = ivy::eigh(&c).unwrap();
    assert_eq!((w.dtype(), v.dtype()), (Float64, Complex128));
    assert_values(&w, &[2], &[1.0, 4.0]);
    // |v| as NumPy's: [[0.8165, 0.5774], [0.5774, 0.8165]].
    assert_values(
        &ivy::abs(&v).unwrap(),
        &[2, 2],
        &[
            0.8164965809277258,
            0.5773502691896261,
            0.5773502691896258,
            0.816496580927726,
        ],
    );
}

#[test]
fn signed_log_determinants() {
    on_each_backend(|b| {
        for d in held(b, &[Float32, Float64]) {
            // NumPy 2.4: slogdet([[1, 2], [3, 4]]) = (-1, log 2); a swap (-1, 0); singular (0,
            // -inf); a batch.
            let x = arr(
                &[3, 2, 2],
                &[1.0, 2.0, 3.0, 4.0, 0.0, 1.0, 1.0, 0.0, 1.0, 2.0, 2.0, 4.0],
                d,
            );
            let (sign, log) = ivy::slogdet(&x).unwrap();
            assert_values(&sign, &[3], &[-1.0, -1.0, 0.0]);
            assert_values(
                &log,
                &[3],
                &[std::f64::consts::LN_2, 0.0, f64::NEG_INFINITY],
            );
            let (sign, log) = ivy::slogdet(&arr(&[0, 0], &[], d)).unwrap();
            assert_values(&sign, &[], &[1.0]);
            assert_values(&log, &[], &[0.0]);
            assert_err(
                ivy::slogdet(&arr(&[2, 3], &[1.0; 6], d)),
                &["slogdet", "square"],
            );
        }
        // Beyond float64's range: det(1e200 · I₃) overflows, its logarithm does not (NumPy
        // 2.4: 1381.5510557964276).
        let big = arr(
            &[3, 3],
            &[1e200, 0.0, 0.0, 0.0, 1e200, 0.0, 0.0, 0.0, 1e200],
            Float64,
        );
        let (sign, log) = ivy::slogdet(&big).unwrap();
        assert_values(&sign, &[], &[1.0]);
        assert_values(&log, &[], &[1381.5510557964276]);
    });
    ivy::init().unwrap();
    // NumPy 2.4: slogdet([[i, 0], [0, 2]]) = (i, log 2).
    let c = carr(&[2, 2], &[(0.0, 1.0), (0.0, 0.0), (0.0, 0.0), (2.0, 0.0)]);
    let (sign, log) = ivy::slogdet(&c).unwrap();
    assert_eq!(cvalues(&sign), [(0.0, 1.0)]);
    assert_eq!(log.dtype(), Float64);
    assert_values(&log, &[], &[std::f64::consts::LN_2]);
}

#[test]
fn pseudo_inverses_and_ranks() {
    on_each_backend(|b| {
        for d in held(b, &[Float32, Float64]) {
            let x = arr(&[3, 2], &TALL, d);
            // NumPy 2.4: pinv([[1, 2], [3, 4], [5, 6]]).
            assert_values(
                &ivy::pinv(&x).unwrap(),
                &[2, 3],
                &[
                    -1.3333333333333337,
                    -0.3333333333333329,
                    0.6666666666666666,
                    1.083333333333334,
                    0.33333333333333304,
                    -0.4166666666666667,
                ],
            );
            // A singular matrix: [[1, 2], [2, 4]] / 25 (NumPy 2.4: 0.04, 0.08, 0.08, 0.16).
            let singular = arr(&[2, 2], &[1.0, 2.0, 2.0, 4.0], d);
            assert_values(
                &ivy::pinv(&singular).unwrap(),
                &[2, 2],
                &[0.04, 0.08, 0.08, 0.16],
            );
            assert_values(&ivy::pinv(&arr(&[2, 0], &[], d)).unwrap(), &[0, 2], &[]);
            let rank = ivy::matrix_rank(&arr(
                &[2, 3, 2],
                &[TALL, [1.0, 2.0, 2.0, 4.0, 3.0, 6.0]].concat(),
                d,
            ))
            .unwrap();
            assert_eq!(rank.dtype(), Int64);
            assert_values(&rank, &[2], &[2.0, 1.0]);
            assert_values(
                &ivy::matrix_rank(&arr(&[0, 3], &[], d)).unwrap(),
                &[],
                &[0.0],
            );
            assert_err(
                ivy::matrix_rank(&arr(&[3], &[1.0; 3], d)),
                &["matrix_rank", "[3]"],
            );
        }
        // The default tolerance scales with the dtype's epsilon: 1e-10 counts in float64
        // (NumPy 2.4: rank 2), not under rtol = 1e-9 (rank 1); 1e-10 is below float32's.
        let tiny = [1.0, 0.0, 0.0, 1e-10];
        assert_values(
            &ivy::matrix_rank(&arr(&[2, 2], &tiny, Float64)).unwrap(),
            &[],
            &[2.0],
        );
        let r = ivy::matrix_rank::with(&arr(&[2, 2], &tiny, Float64))
            .rtol(1e-9)
            .call();
        assert_values(&r.unwrap(), &[], &[1.0]);
        assert_values(
            &ivy::matrix_rank(&arr(&[2, 2], &tiny, Float32)).unwrap(),
            &[],
            &[1.0],
        );
        // pinv's rtol: the small singular value dropped.
        let p = ivy::pinv::with(&arr(&[2, 2], &[1.0, 0.0, 0.0, 1e-10], Float64))
            .rtol(1e-9)
            .call();
        assert_values(&p.unwrap(), &[2, 2], &[1.0, 0.0, 0.0, 0.0]);
    });
}

#[test]
fn matrix_powers() {
    on_each_backend(|b| {
        for d in held(b, &[Float32, Float64]) {
            let m = arr(&[2, 2], &[2.0, 1.0, 1.0, 1.0], d);
            // NumPy 2.4: matrix_power([[2, 1], [1, 1]], 5) = [[89, 55], [55, 34]] (Fibonacci);
            // -2 gives [[2, -3], [-3, 5]]; 0 the identity.
            assert_values(
                &ivy::matrix_power(&m, 5).unwrap(),
                &[2, 2],
                &[89.0, 55.0, 55.0, 34.0],
            );
            assert_values(
                &ivy::matrix_power(&m, -2).unwrap(),
                &[2, 2],
                &[2.0, -3.0, -3.0, 5.0],
            );
            assert_values(
                &ivy::matrix_power(&m, 0).unwrap(),
                &[2, 2],
                &[1.0, 0.0, 0.0, 1.0],
            );
            assert_values(
                &ivy::matrix_power(&m, 1).unwrap(),
                &[2, 2],
                &[2.0, 1.0, 1.0, 1.0],
            );
            let batch = arr(&[2, 1, 1], &[2.0, -3.0], d);
            assert_values(
                &ivy::matrix_power(&batch, 3).unwrap(),
                &[2, 1, 1],
                &[8.0, -27.0],
            );
            let singular = arr(&[2, 2], &[1.0, 2.0, 2.0, 4.0], d);
            assert_err(
                ivy::matrix_power(&singular, -1),
                &["matrix_power", "singular"],
            );
            assert_values(
                &ivy::matrix_power(&arr(&[0, 0], &[], d), -3).unwrap(),
                &[0, 0],
                &[],
            );
            assert_err(
                ivy::matrix_power(&arr(&[2, 3], &[1.0; 6], d), 2),
                &["matrix_power", "square"],
            );
        }
        let i = ivy::matrix_power(&arr(&[1, 1], &[3.0], Int64), 2).unwrap();
        assert_eq!(i.dtype(), Float32);
        assert_values(&i, &[1, 1], &[9.0]);
    });
}

#[test]
fn cross_products() {
    on_each_backend(|b| {
        for d in held(b, &[Int32, Int64, Float32, Float64]) {
            // NumPy 2.4: cross([1, 2, 3], [4, 5, 6]) = [-3, 6, -3].
            let a = arr(&[3], &[1.0, 2.0, 3.0], d);
            let c = ivy::cross(&a, &arr(&[3], &[4.0, 5.0, 6.0], d)).unwrap();
            assert_eq!(c.dtype(), d);
            assert_values(&c, &[3], &[-3.0, 6.0, -3.0]);
            // Broadcast: [[1, 0, 0], [0, 1, 0]] × [0, 0, 1] = [[0, -1, 0], [1, 0, 0]].
            let rows = arr(&[2, 3], &[1.0, 0.0, 0.0, 0.0, 1.0, 0.0], d);
            let k = arr(&[3], &[0.0, 0.0, 1.0], d);
            assert_values(
                &ivy::cross(&rows, &k).unwrap(),
                &[2, 3],
                &[0.0, -1.0, 0.0, 1.0, 0.0, 0.0],
            );
            // Along axis 0 (NumPy 2.4's linalg.cross(..., axis=0)).
            let x1 = arr(&[3, 2], &[1.0, 4.0, 2.0, 5.0, 3.0, 6.0], d);
            let x2 = arr(&[3, 2], &[4.0, 1.0, 5.0, 2.0, 6.0, 3.0], d);
            let c0 = ivy::cross::with(&x1, &x2).axis(0).call().unwrap();
            assert_values(&c0, &[3, 2], &[-3.0, 3.0, 6.0, -6.0, -3.0, 3.0]);
            assert_err(
                ivy::cross(&rows, &arr(&[2], &[1.0, 2.0], d)),
                &["cross", "[2, 3]", "[2]"],
            );
            let pairs = arr(&[2, 2], &[1.0; 4], d);
            assert_err(
                ivy::cross(&pairs, &pairs),
                &["cross", "2 elements", "take 3"],
            );
        }
    });
}
