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
