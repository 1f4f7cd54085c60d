//! Values of the manipulation functions on every backend and dtype, against results derived by
//! hand (NumPy gives the same), with their edge cases and bad arguments.

use crate::shape_support;

use ivy::Dtype::*;
use ivy::{PadMode, Sections};
use shape_support::{INTS, arr, backends, check, each, err, numeric, vals, vec1};

/// 0 to 5 in two rows: `[[0, 1, 2], [3, 4, 5]]`.
const SIX: [f64; 6] = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0];

#[test]
fn reshape_and_flatten_keep_row_major_order() {
    each(&numeric(), |d, at| {
        let x = arr(&SIX, &[2, 3], d);
        check(&ivy::reshape(&x, &[3, -1]).unwrap(), &[3, 2], d, &SIX, at);
        check(&ivy::reshape(&x, &[-1]).unwrap(), &[6], d, &SIX, at);
        let x = arr(&[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], &[2, 2, 2], d);
        assert_eq!(
            ivy::flatten::with(&x)
                .start_dim(1)
                .end_dim(2)
                .call()
                .unwrap()
                .shape(),
            &[2, 4],
            "{at}"
        );
        assert_eq!(ivy::flatten(&x).unwrap().shape(), &[8], "{at}");
        assert_eq!(
            ivy::flatten::with(&x)
                .start_dim(-2)
                .end_dim(-2)
                .call()
                .unwrap()
                .shape(),
            &[2, 2, 2]
        );
        // A 0-d array holds one element.
        let s = arr(&[7.0], &[], d);
        check(&ivy::reshape(&s, &[1, 1]).unwrap(), &[1, 1], d, &[7.0], at);
        check(&ivy::flatten(&s).unwrap(), &[1], d, &[7.0], at);
        // Empty arrays: lengths of 0 are lengths.
        let e = arr(&[], &[0, 3], d);
        assert_eq!(ivy::reshape(&e, &[3, 0]).unwrap().shape(), &[3, 0]);
        assert_eq!(ivy::reshape(&e, &[-1]).unwrap().shape(), &[0]);
    });
}

#[test]
fn reshape_refuses_shapes_that_do_not_hold_the_elements() {
    each(&[Int32], |d, _| {
        let x = arr(&SIX, &[2, 3], d);
        assert!(err(ivy::reshape(&x, &[4, -1])).contains("cannot reshape 6 elements"));
        assert!(err(ivy::reshape(&x, &[4])).contains("cannot reshape 6 elements"));
        assert!(err(ivy::reshape(&x, &[-1, -1])).contains("more than one -1"));
        assert!(err(ivy::reshape(&x, &[-2, -3])).contains("the length -2"));
        let e = arr(&[], &[0], d);
        assert!(err(ivy::reshape(&e, &[0, -1])).contains("cannot reshape 0 elements"));
        assert!(ivy::reshape(&x, &[isize::MAX, isize::MAX]).is_err());
        assert!(
            err(ivy::flatten::with(&x).start_dim(1).end_dim(0).call())
                .contains("start_dim 1 comes after end_dim 0")
        );
        assert!(ivy::flatten::with(&x).end_dim(2).call().is_err());
    });
}

#[test]
fn concat_and_stack_join_and_promote() {
    each(&numeric(), |d, at| {
        let x = arr(&[1.0, 2.0, 3.0, 4.0], &[2, 2], d);
        let y = arr(&[5.0, 6.0], &[1, 2], d);
        let rows = ivy::concat(&[x.clone(), y]).unwrap();
        check(&rows, &[3, 2], d, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], at);
        let z = arr(&[9.0, 8.0], &[2, 1], d);
        let cols = ivy::concat::with(&[x.clone(), z]).axis(-1).call().unwrap();
        check(&cols, &[2, 3], d, &[1.0, 2.0, 9.0, 3.0, 4.0, 8.0], at);
        let (a, b) = (vec1(&[1.0, 2.0], d), vec1(&[3.0, 4.0], d));
        let s0 = ivy::stack(&[a.clone(), b.clone()]).unwrap();
        check(&s0, &[2, 2], d, &[1.0, 2.0, 3.0, 4.0], at);
        let s1 = ivy::stack::with(&[a, b]).axis(-1).call().unwrap();
        check(&s1, &[2, 2], d, &[1.0, 3.0, 2.0, 4.0], at);
        // 0-d arrays stack into a 1-d one; an empty array joins as nothing.
        let p = ivy::stack(&[arr(&[1.0], &[], d), arr(&[2.0], &[], d)]).unwrap();
        check(&p, &[2], d, &[1.0, 2.0], at);
        let e = arr(&[], &[0, 2], d);
        check(
            &ivy::concat(&[e, x]).unwrap(),
            &[2, 2],
            d,
            &[1.0, 2.0, 3.0, 4.0],
            at,
        );
    });
    // NumPy's promotion: int8 with uint8 is int16; int32 with float32 is float64.
    each(&[Int16], |_, at| {
        let (a, b) = (vec1(&[-1.0], Int16), vec1(&[200.0], Uint8));
        check(
            &ivy::concat(&[a, b]).unwrap(),
            &[2],
            Int16,
            &[-1.0, 200.0],
            at,
        );
        let (a, b) = (vec1(&[1.0], Int32), vec1(&[0.5], Float32));
        check(
            &ivy::concat(&[a, b]).unwrap(),
            &[2],
            Float64,
            &[1.0, 0.5],
            at,
        );
    });
    let (a, b) = (vec1(&[-1.0], Int8), vec1(&[200.0], Uint8));
    let j = ivy::stack(&[a, b]).unwrap();
    check(&j, &[2, 1], Int16, &[-1.0, 200.0], "ndarray");
}

#[test]
fn concat_and_stack_refuse_bad_lists_and_axes() {
    each(&[Float32], |d, _| {
        let x = arr(&[1.0, 2.0, 3.0, 4.0], &[2, 2], d);
        let y = arr(&[1.0, 2.0, 3.0], &[1, 3], d);
        assert!(err(ivy::concat(&[])).contains("`xs` is empty"));
        assert!(err(ivy::stack(&[])).contains("`arrays` is empty"));
        let m = err(ivy::concat(&[x.clone(), y.clone()]));
        assert!(m.contains("other than the one joined"), "{m}");
        assert!(err(ivy::stack(&[x.clone(), y])).contains("share one shape"));
        assert!(err(ivy::concat(&[arr(&[1.0], &[], d)])).contains("0-d"));
        assert!(err(ivy::concat::with(std::slice::from_ref(&x)).axis(2).call()).contains("axis"));
        assert!(err(ivy::stack::with(&[x]).axis(3).call()).contains("axis"));
    });
}

#[test]
fn expand_dims_and_squeeze() {
    each(&numeric(), |d, at| {
        let x = vec1(&[1.0, 2.0, 3.0], d);
        let e = ivy::expand_dims::with(&x).axis(&[0, -1]).call().unwrap();
        check(&e, &[1, 3, 1], d, &[1.0, 2.0, 3.0], at);
        assert_eq!(
            ivy::expand_dims::with(&x)
                .axis(&[1])
                .call()
                .unwrap()
                .shape(),
            &[3, 1]
        );
        check(&ivy::squeeze(&e).unwrap(), &[3], d, &[1.0, 2.0, 3.0], at);
        assert_eq!(
            ivy::squeeze::with(&e).axis(&[-1]).call().unwrap().shape(),
            &[1, 3]
        );
        let s = arr(&[4.0], &[], d);
        assert_eq!(ivy::expand_dims(&s).unwrap().shape(), &[1]);
        assert_eq!(ivy::squeeze(&s).unwrap().shape(), &[] as &[usize]);
        let m = err(ivy::squeeze::with(&e).axis(&[1]).call());
        assert!(m.contains("axis 1 has length 3"), "{m}");
        assert!(err(ivy::expand_dims::with(&x).axis(&[0, -3]).call()).contains("twice"));
        assert!(ivy::expand_dims::with(&x).axis(&[2]).call().is_err());
    });
}

#[test]
fn permute_swap_and_move_axes() {
    each(&numeric(), |d, at| {
        let x = arr(&SIX, &[2, 3], d);
        let t = [0.0, 3.0, 1.0, 4.0, 2.0, 5.0];
        check(&ivy::permute_dims(&x, &[1, 0]).unwrap(), &[3, 2], d, &t, at);
        check(&ivy::swapaxes(&x, 0, -1).unwrap(), &[3, 2], d, &t, at);
        check(&ivy::moveaxis(&x, &[0], &[-1]).unwrap(), &[3, 2], d, &t, at);
        // (2, 1, 3) with axes (2, 0, 1): element [i, 0, k] goes to [k, i, 0].
        let y = arr(&SIX, &[2, 1, 3], d);
        let p = ivy::permute_dims(&y, &[2, 0, 1]).unwrap();
        check(&p, &[3, 2, 1], d, &t, at);
        let z = ivy::zeros::with(&[2, 3, 4]).dtype(d).call().unwrap();
        assert_eq!(
            ivy::moveaxis(&z, &[0, 1], &[-1, -2]).unwrap().shape(),
            &[4, 3, 2]
        );
        assert_eq!(ivy::moveaxis(&z, &[2], &[0]).unwrap().shape(), &[4, 2, 3]);
        assert_eq!(ivy::swapaxes(&z, 0, 0).unwrap().shape(), &[2, 3, 4]);
        let s = arr(&[7.0], &[], d);
        check(&ivy::permute_dims(&s, &[]).unwrap(), &[], d, &[7.0], at);
        let e = arr(&[], &[0, 2], d);
        assert_eq!(ivy::permute_dims(&e, &[1, 0]).unwrap().shape(), &[2, 0]);
    });
    each(&[Int64], |d, _| {
        let x = arr(&SIX, &[2, 3], d);
        assert!(err(ivy::permute_dims(&x, &[0])).contains("1 entries"));
        assert!(err(ivy::permute_dims(&x, &[0, -2])).contains("twice"));
        assert!(ivy::swapaxes(&x, 0, 2).is_err());
        assert!(err(ivy::moveaxis(&x, &[0, 1], &[0])).contains("as many of each"));
        assert!(err(ivy::moveaxis(&x, &[0, 0], &[0, 1])).contains("twice"));
    });
}

#[test]
fn flip_and_roll() {
    each(&numeric(), |d, at| {
        let x = arr(&SIX, &[2, 3], d);
        let all = [5.0, 4.0, 3.0, 2.0, 1.0, 0.0];
        check(&ivy::flip(&x).unwrap(), &[2, 3], d, &all, at);
        let rows = [2.0, 1.0, 0.0, 5.0, 4.0, 3.0];
        check(
            &ivy::flip::with(&x).axis(&[-1]).call().unwrap(),
            &[2, 3],
            d,
            &rows,
            at,
        );
        // np.roll(np.arange(6).reshape(2, 3), 1) and along axis 1 by -1, 7 and (1, 1).
        let flat = [5.0, 0.0, 1.0, 2.0, 3.0, 4.0];
        check(&ivy::roll(&x, &[1]).unwrap(), &[2, 3], d, &flat, at);
        let left = [1.0, 2.0, 0.0, 4.0, 5.0, 3.0];
        check(
            &ivy::roll::with(&x, &[-1]).axis(&[1]).call().unwrap(),
            &[2, 3],
            d,
            &left,
            at,
        );
        let seven = [2.0, 0.0, 1.0, 5.0, 3.0, 4.0];
        check(
            &ivy::roll::with(&x, &[7]).axis(&[1]).call().unwrap(),
            &[2, 3],
            d,
            &seven,
            at,
        );
        let both = [5.0, 3.0, 4.0, 2.0, 0.0, 1.0];
        let r = ivy::roll::with(&x, &[1, 1]).axis(&[0, 1]).call().unwrap();
        check(&r, &[2, 3], d, &both, at);
        // An axis listed twice adds its shifts (NumPy): 1 + 1 along axis 1.
        let r = ivy::roll::with(&x, &[1]).axis(&[1, 1]).call().unwrap();
        check(&r, &[2, 3], d, &[1.0, 2.0, 0.0, 4.0, 5.0, 3.0], at);
        // Empty and 0-d arrays roll to themselves (candle's own roll panics on an empty axis).
        let e = arr(&[], &[2, 0], d);
        assert_eq!(
            ivy::roll::with(&e, &[3]).axis(&[1]).call().unwrap().shape(),
            &[2, 0]
        );
        assert_eq!(ivy::roll(&e, &[3]).unwrap().shape(), &[2, 0]);
        let s = arr(&[7.0], &[], d);
        check(&ivy::roll(&s, &[2]).unwrap(), &[], d, &[7.0], at);
        check(&ivy::flip(&s).unwrap(), &[], d, &[7.0], at);
        let m = err(ivy::roll(&x, &[1, 2]));
        assert!(m.contains("needs `axis`"), "{m}");
        let m = err(ivy::roll::with(&x, &[1, 2, 3]).axis(&[0, 1]).call());
        assert!(m.contains("differ in length"), "{m}");
        assert!(err(ivy::flip::with(&x).axis(&[1, -1]).call()).contains("twice"));
        assert!(ivy::roll::with(&x, &[isize::MIN]).axis(&[1]).call().is_ok());
    });
}

#[test]
fn split_into_counts_sizes_and_remainders() {
    each(&numeric(), |d, at| {
        let x = arr(&SIX, &[2, 3], d);
        let cols = ivy::split::with(&x)
            .num_or_size_splits(Sections::Count(3))
            .axis(1)
            .call()
            .unwrap();
        assert_eq!(cols.len(), 3, "{at}");
        check(&cols[2], &[2, 1], d, &[2.0, 5.0], at);
        let rows = ivy::split(&x).unwrap();
        check(&rows[1], &[1, 3], d, &[3.0, 4.0, 5.0], at);
        let y = vec1(&[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], d);
        let parts = ivy::split::with(&y)
            .num_or_size_splits(Sections::Count(3))
            .with_remainder(true)
            .call()
            .unwrap();
        let lens: Vec<usize> = parts.iter().map(|p| p.shape()[0]).collect();
        assert_eq!(lens, [3, 3, 1], "{at}");
        check(&parts[2], &[1], d, &[6.0], at);
        let parts = ivy::split::with(&y)
            .num_or_size_splits(Sections::Sizes(&[0, 2, 5]))
            .axis(-1)
            .call()
            .unwrap();
        check(&parts[0], &[0], d, &[], at);
        check(&parts[1], &[2], d, &[0.0, 1.0], at);
        // Empty inputs split into readable empty parts (on candle a part of an empty axis
        // was a view past its storage's end; found by the differential test, seed 61215).
        let e = arr(&[], &[0, 3], d);
        let cols = ivy::split::with(&e)
            .num_or_size_splits(Sections::Count(3))
            .axis(1)
            .call()
            .unwrap();
        for c in &cols {
            check(c, &[0, 1], d, &[], at);
        }
        let parts = ivy::split::with(&e)
            .num_or_size_splits(Sections::Sizes(&[0, 0]))
            .call()
            .unwrap();
        for p in &parts {
            check(p, &[0, 3], d, &[], at);
        }
        let m = err(ivy::split::with(&y)
            .num_or_size_splits(Sections::Count(3))
            .call());
        assert!(m.contains("do not divide"), "{m}");
        let m = err(ivy::split::with(&y)
            .num_or_size_splits(Sections::Count(0))
            .with_remainder(true)
            .call());
        assert!(m.contains("count of 0"), "{m}");
        let m = err(ivy::split::with(&y)
            .num_or_size_splits(Sections::Sizes(&[3, 3]))
            .call());
        assert!(m.contains("do not sum to the axis length 7"), "{m}");
        assert!(ivy::split::with(&y).axis(1).call().is_err());
    });
    // `out` takes one array per section, each checked before any is written.
    each(&[Float32], |d, at| {
        let y = vec1(&[1.0, 2.0, 3.0, 4.0], d);
        let mut outs = vec![vec1(&[0.0, 0.0], d), vec1(&[0.0, 0.0], d)];
        ivy::split::with(&y)
            .num_or_size_splits(Sections::Count(2))
            .out(&mut outs)
            .call()
            .unwrap();
        assert_eq!(vals(&outs[1]), [3.0, 4.0], "{at}");
        let mut too_few = vec![vec1(&[0.0, 0.0], d)];
        assert!(
            ivy::split::with(&y)
                .num_or_size_splits(Sections::Count(2))
                .out(&mut too_few)
                .call()
                .is_err()
        );
        assert_eq!(vals(&too_few[0]), [0.0, 0.0]);
    });
}

#[test]
fn tile_and_repeat() {
    each(&numeric(), |d, at| {
        let x = vec1(&[1.0, 2.0], d);
        check(
            &ivy::tile(&x, &[2]).unwrap(),
            &[4],
            d,
            &[1.0, 2.0, 1.0, 2.0],
            at,
        );
        let t = ivy::tile(&x, &[2, 1]).unwrap();
        check(&t, &[2, 2], d, &[1.0, 2.0, 1.0, 2.0], at);
        assert_eq!(ivy::tile(&x, &[0]).unwrap().shape(), &[0]);
        let sq = arr(&[1.0, 2.0, 3.0, 4.0], &[2, 2], d);
        // Fewer repeats than axes: the leading axes are repeated once.
        let t = ivy::tile(&sq, &[2]).unwrap();
        check(
            &t,
            &[2, 4],
            d,
            &[1.0, 2.0, 1.0, 2.0, 3.0, 4.0, 3.0, 4.0],
            at,
        );
        let r = ivy::repeat(&sq, &[2]).unwrap();
        check(&r, &[8], d, &[1.0, 1.0, 2.0, 2.0, 3.0, 3.0, 4.0, 4.0], at);
        let r = ivy::repeat::with(&sq, &[1, 2]).axis(0).call().unwrap();
        check(&r, &[3, 2], d, &[1.0, 2.0, 3.0, 4.0, 3.0, 4.0], at);
        let r = ivy::repeat::with(&sq, &[0, 3]).axis(-1).call().unwrap();
        check(&r, &[2, 3], d, &[2.0, 2.0, 2.0, 4.0, 4.0, 4.0], at);
        assert_eq!(ivy::repeat(&sq, &[0]).unwrap().shape(), &[0]);
        assert!(err(ivy::tile(&x, &[-1])).contains("the count -1"));
        assert!(ivy::tile(&x, &[isize::MAX]).is_err());
        // Sizes that pass the element count but not memory: errors, never an abort.
        let one = vec1(&[1.0], d);
        assert!(ivy::tile(&one, &[isize::MAX]).is_err());
        assert!(ivy::repeat(&one, &[isize::MAX]).is_err());
        assert!(
            ivy::repeat::with(&sq, &[isize::MAX / 2])
                .axis(0)
                .call()
                .is_err()
        );
        let huge = [(usize::MAX / 4, 0)];
        assert!(
            ivy::pad::with(&one, &huge)
                .mode(PadMode::Edge)
                .constant_values(0)
                .call()
                .is_err()
        );
        assert!(
            ivy::pad::with(&one, &[(1 << 50, 0)])
                .constant_values(0)
                .call()
                .is_err()
        );
        assert!(ivy::tile(&one, &[1 << 50]).is_err());
        let m = err(ivy::repeat::with(&sq, &[1, 2, 3]).axis(0).call());
        assert!(m.contains("3 counts for an axis of length 2"), "{m}");
        assert!(err(ivy::repeat(&sq, &[-2])).contains("the count -2"));
        assert!(ivy::repeat::with(&sq, &[1]).axis(2).call().is_err());
    });
}

#[test]
fn broadcast_to_and_broadcast_arrays() {
    each(&numeric(), |d, at| {
        let x = vec1(&[1.0, 2.0, 3.0], d);
        let b = ivy::broadcast_to(&x, &[2, 3]).unwrap();
        check(&b, &[2, 3], d, &[1.0, 2.0, 3.0, 1.0, 2.0, 3.0], at);
        let e = ivy::broadcast_to(&arr(&[1.0, 2.0, 3.0], &[1, 3], d), &[0, 3]).unwrap();
        assert_eq!(e.shape(), &[0, 3], "{at}");
        let m = err(ivy::broadcast_to(&x, &[2]));
        assert!(m.contains("do not broadcast"), "{m}");
        assert!(ivy::broadcast_to(&x, &[3, 1]).is_err());
        // A shape ivy can address but memory cannot hold: an error, never an abort.
        assert!(ivy::broadcast_to(&x, &[1 << 58, 3]).is_err());
        let col = arr(&[1.0, 2.0], &[2, 1], d);
        let both = ivy::broadcast_arrays(&[col, x]).unwrap();
        check(&both[0], &[2, 3], d, &[1.0, 1.0, 1.0, 2.0, 2.0, 2.0], at);
        check(&both[1], &[2, 3], d, &[1.0, 2.0, 3.0, 1.0, 2.0, 3.0], at);
    });
    // Each array keeps its dtype.
    each(&[Float64], |_, at| {
        let (a, b) = (arr(&[1.0, 2.0], &[2, 1], Int32), vec1(&[0.5, 1.5], Float64));
        let both = ivy::broadcast_arrays(&[a, b]).unwrap();
        check(&both[0], &[2, 2], Int32, &[1.0, 1.0, 2.0, 2.0], at);
        check(&both[1], &[2, 2], Float64, &[0.5, 1.5, 0.5, 1.5], at);
        let (a, b) = (vec1(&[1.0, 2.0], Int32), vec1(&[1.0, 2.0, 3.0], Int32));
        assert!(ivy::broadcast_arrays(&[a, b]).is_err());
        assert!(ivy::broadcast_arrays(&[]).unwrap().is_empty());
    });
}

#[test]
fn pad_in_every_mode() {
    each(&numeric(), |d, at| {
        let x = vec1(&[1.0, 2.0, 3.0], d);
        let p = |w: (usize, usize), mode| {
            ivy::pad::with(&x, &[w])
                .mode(mode)
                .constant_values(9)
                .call()
                .unwrap()
        };
        // np.pad([1, 2, 3], ..., mode).
        let c = p((1, 2), PadMode::Constant);
        check(&c, &[6], d, &[9.0, 1.0, 2.0, 3.0, 9.0, 9.0], at);
        let r = p((2, 2), PadMode::Reflect);
        check(&r, &[7], d, &[3.0, 2.0, 1.0, 2.0, 3.0, 2.0, 1.0], at);
        let s = p((2, 2), PadMode::Symmetric);
        check(&s, &[7], d, &[2.0, 1.0, 1.0, 2.0, 3.0, 3.0, 2.0], at);
        check(
            &p((1, 1), PadMode::Wrap),
            &[5],
            d,
            &[3.0, 1.0, 2.0, 3.0, 1.0],
            at,
        );
        check(
            &p((2, 1), PadMode::Edge),
            &[6],
            d,
            &[1.0, 1.0, 1.0, 2.0, 3.0, 3.0],
            at,
        );
        // Wider than the axis: np.pad([1, 2, 3], (5, 0), 'reflect') is [2 1 2 3 2 1 2 3].
        let wide = p((5, 0), PadMode::Reflect);
        check(
            &wide,
            &[8],
            d,
            &[2.0, 1.0, 2.0, 3.0, 2.0, 1.0, 2.0, 3.0],
            at,
        );
        // 2-d, one pair per axis: [[1, 2], [3, 4]] with ((1, 0), (0, 1)).
        let sq = arr(&[1.0, 2.0, 3.0, 4.0], &[2, 2], d);
        let c = ivy::pad::with(&sq, &[(1, 0), (0, 1)])
            .constant_values(0)
            .call()
            .unwrap();
        check(
            &c,
            &[3, 3],
            d,
            &[0.0, 0.0, 0.0, 1.0, 2.0, 0.0, 3.0, 4.0, 0.0],
            at,
        );
        // An empty axis pads with constants only.
        let e = arr(&[], &[0], d);
        check(
            &ivy::pad::with(&e, &[(1, 1)])
                .constant_values(5)
                .call()
                .unwrap(),
            &[2],
            d,
            &[5.0, 5.0],
            at,
        );
        let m = err(ivy::pad::with(&e, &[(1, 0)])
            .mode(PadMode::Wrap)
            .constant_values(0)
            .call());
        assert!(m.contains("axis 0 is empty"), "{m}");
        let m = err(ivy::pad::with(&sq, &[(1, 1); 3])
            .mode(PadMode::Edge)
            .constant_values(0)
            .call());
        assert!(m.contains("3 (before, after) pairs"), "{m}");
        assert!(
            ivy::pad::with(&x, &[(usize::MAX, 1)])
                .constant_values(0)
                .call()
                .is_err()
        );
    });
    each(&INTS, |d, _| {
        let x = vec1(&[1.0], d);
        let m = err(ivy::pad::with(&x, &[(1, 0)]).constant_values(1e10).call());
        assert!(
            m.contains("`constant_values` 10000000000")
                && m.contains(&format!("does not fit `{d}`")),
            "{m}"
        );
    });
}

#[test]
fn bool_arrays_move_as_values() {
    for backend in backends() {
        let _scope = ivy::backend_scope(backend);
        if !backend.valid_dtypes().contains(Bool) {
            continue; // candle holds no bool
        }
        let x = arr(&[1.0, 0.0, 0.0], &[3], Bool);
        check(
            &ivy::flip(&x).unwrap(),
            &[3],
            Bool,
            &[0.0, 0.0, 1.0],
            "bool",
        );
        let r = ivy::roll(&x, &[1]).unwrap();
        check(&r, &[3], Bool, &[0.0, 1.0, 0.0], "bool");
        let p = ivy::pad::with(&x, &[(1, 1)])
            .constant_values(true)
            .call()
            .unwrap();
        check(&p, &[5], Bool, &[1.0, 1.0, 0.0, 0.0, 1.0], "bool");
        let c = ivy::concat(&[x.clone(), x]).unwrap();
        assert_eq!((c.shape(), c.dtype()), (&[6][..], Bool));
    }
}

#[test]
fn extreme_integers_move_unchanged() {
    each(&INTS, |d, at| {
        let info = ivy::iinfo(d).unwrap();
        let (lo, hi) = (info.min as f64, info.max as f64);
        let x = vec1(&[lo, hi], d);
        let r = ivy::roll(&x, &[1]).unwrap();
        check(&r, &[2], d, &[hi, lo], at);
        let t = ivy::tile(&x, &[2]).unwrap();
        check(&t, &[4], d, &[lo, hi, lo, hi], at);
    });
}

#[cfg(feature = "candle")]
#[test]
fn concat_on_candle_takes_arrays_from_any_backend() {
    let nd = ivy::init().unwrap();
    let candle = crate::candle().unwrap();
    // int8 (which candle cannot hold) made on ndarray, int32 made on candle: int32 on candle.
    let a = ivy::with_backend(nd, || vec1(&[-1.0, 2.0], Int8));
    let b = ivy::with_backend(candle, || vec1(&[3.0], Int32));
    let _scope = ivy::backend_scope(candle);
    let c = ivy::concat(&[a.clone(), b]).unwrap();
    check(&c, &[3], Int32, &[-1.0, 2.0, 3.0], "candle");
    // Alone, the int8 array has no dtype candle holds: an error naming it.
    let m = err(ivy::concat(&[a]));
    assert!(m.contains("int8") && m.contains("candle"), "{m}");
}

/// Issue 25, item 5: a list argument is planned by the call like any input. Without a scoped
/// backend, the list's first array selects it; the list is promoted, support-checked and
/// cast under the casting mode in force; `where_`'s condition reaches candle as its truth.
#[cfg(feature = "candle")]
#[test]
fn list_arguments_go_through_the_calls_planning() {
    let nd = ivy::init().unwrap();
    let candle = crate::candle().unwrap();
    let on_candle = |values: &[f64], dtype| ivy::with_backend(candle, || vec1(values, dtype));
    // Two candle arrays: the result stays on candle (the list selects the backend), in the
    // dtype the list promotes to (float32 and int32: float64 under Ivy's rules).
    let (a, b) = (on_candle(&[1.0, 2.0], Float32), on_candle(&[3.0], Int32));
    let c = ivy::concat(&[a.clone(), b.clone()]).unwrap();
    check(&c, &[3], Float64, &[1.0, 2.0, 3.0], "candle");
    assert_eq!(c.backend(), candle);
    let s = ivy::stack(&[a.clone(), a.clone()]).unwrap();
    assert_eq!((s.backend(), s.shape()), (candle, &[2, 2][..]));
    // An int8 list on candle (which holds no int8): refused by the support check naming
    // concat, accepted when a casting mode finds a dtype candle holds.
    let i8s = ivy::with_backend(nd, || vec1(&[-1.0, 2.0], Int8));
    let _scope = ivy::backend_scope(candle);
    let m = err(ivy::concat(&[i8s.clone(), i8s.clone()]));
    assert!(m.contains("concat") && m.contains("int8"), "{m}");
    let up = ivy::with_casting_mode(ivy::CastingMode::Upcast, || {
        ivy::concat(&[i8s.clone(), i8s.clone()])
    })
    .unwrap();
    assert!(
        up.dtype().is_int() && up.dtype().bits() > 8,
        "{:?}",
        up.dtype()
    );
    assert_eq!(up.backend(), candle);
    // einsum's operands too: int32 and float32 promote to float64 on candle.
    let e = ivy::einsum("i,i->", &[&b, &on_candle(&[0.5], Float32)]).unwrap();
    check(&e, &[], Float64, &[1.5], "candle");
    // where_'s condition from ndarray (bool, which candle cannot hold) on candle operands.
    let cond = ivy::with_backend(nd, || vec1(&[1.0, 0.0], Bool));
    let w = ivy::where_(&cond, &a, &on_candle(&[9.0, 9.0], Float32)).unwrap();
    check(&w, &[2], Float32, &[1.0, 9.0], "candle");
}

/// Issue 29, item 9: a `repeat` or `pad` whose result has a length too large names the
/// result's shape (that length shown as `usize::MAX`), not the input's.
#[test]
fn repeat_and_pad_too_large_name_the_results_shape() {
    each(&[Float32], |d, at| {
        let x = arr(&[1.0, 2.0, 3.0, 4.0], &[2, 2], d);
        let too_large = |r: ivy::Result<ivy::Array>| match r {
            Err(ivy::Error::ShapeTooLarge { function, shape }) => (function, shape),
            other => panic!("{at}: {other:?}"),
        };
        // 4 elements (flattened) times isize::MAX overflows: [usize::MAX], not [4] or [2, 2].
        let e = too_large(ivy::repeat(&x, &[isize::MAX]));
        assert_eq!(e, ("repeat", vec![usize::MAX]), "{at}");
        // Along axis 0 of a [4, 1]: 4 times isize::MAX overflows there: [usize::MAX, 1].
        let column = arr(&[1.0, 2.0, 3.0, 4.0], &[4, 1], d);
        let e = too_large(ivy::repeat::with(&column, &[isize::MAX]).axis(0).call());
        assert_eq!(e, ("repeat", vec![usize::MAX, 1]), "{at}");
        // Axis 0 padded by usize::MAX and 1 overflows; axis 1 padded by 1 and 1 is 4.
        let e = too_large(
            ivy::pad::with(&x, &[(usize::MAX, 1), (1, 1)])
                .constant_values(0)
                .call(),
        );
        assert_eq!(e, ("pad", vec![usize::MAX, 4]), "{at}");
    });
}
