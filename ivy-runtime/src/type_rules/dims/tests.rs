use super::*;

const Q: Option<usize> = None;

fn msg<T: std::fmt::Debug>(r: Result<T>) -> String {
    r.unwrap_err().to_string()
}

#[test]
fn reshape_infers_one_length_and_checks_the_count() {
    assert_eq!(reshape(&[2usize, 3], &[3, -1]).unwrap(), [3, 2]);
    assert_eq!(reshape(&[2usize, 3], &[-1]).unwrap(), [6]);
    assert_eq!(reshape(&[0usize, 3], &[3, 0]).unwrap(), [3, 0]);
    assert_eq!(reshape::<usize>(&[], &[1, 1]).unwrap(), [1, 1]);
    assert!(msg(reshape(&[2usize, 3], &[-1, -1])).contains("more than one -1"));
    assert_eq!(
        msg(reshape(&[2usize, 3], &[4, -1])),
        "reshape: cannot reshape 6 elements into the shape [4, -1]"
    );
    assert!(msg(reshape(&[2usize, 3], &[-2, 3])).contains("the length -2"));
    assert!(msg(reshape(&[0usize], &[0, -1])).contains("cannot reshape 0 elements"));
    assert!(reshape(&[1usize], &[isize::MAX, isize::MAX]).is_err());
    // Partial: the inferred length is unknown beside an unknown one; known counts still check.
    assert_eq!(reshape(&[Q, Some(3)], &[3, -1]).unwrap(), [Some(3), Q]);
    assert_eq!(reshape(&[Q, Some(3)], &[2, 5]).unwrap(), [Some(2), Some(5)]);
    assert_eq!(reshape(&[Some(2), Some(3)], &[-1]).unwrap(), [Some(6)]);
    assert!(msg(reshape(&[Some(2), Some(3)], &[4])).contains("cannot reshape 6 elements"));
}

#[test]
fn new_and_removed_axes() {
    assert_eq!(expand_dims(&[2usize, 3], &[0, -1]).unwrap(), [1, 2, 3, 1]);
    assert_eq!(expand_dims(&[2usize, 3], &[1]).unwrap(), [2, 1, 3]);
    assert_eq!(
        msg(expand_dims(&[2usize], &[0, -3])),
        "expand_dims: `axis` names axis -3 twice; give each axis once"
    );
    assert!(expand_dims(&[2usize], &[2]).is_err());
    assert_eq!(expand_dims(&[Q], &[0]).unwrap(), [Some(1), Q]);
    assert_eq!(squeeze(&[1usize, 2, 1], None).unwrap(), [2]);
    assert_eq!(squeeze(&[1usize, 2, 1], Some(&[-1])).unwrap(), [1, 2]);
    assert!(msg(squeeze(&[1usize, 2, 1], Some(&[1]))).contains("axis 1 has length 2"));
    // An unknown length: kept without axes, left to the call with them.
    assert_eq!(squeeze(&[Q, Some(1)], None).unwrap(), [Q]);
    assert_eq!(squeeze(&[Q, Some(1)], Some(&[0])).unwrap(), [Some(1)]);
    assert_eq!(
        msg(squeeze(&[Q, Some(2)], Some(&[1]))),
        "squeeze: axis 1 has length 2 (shape [?, 2]); only axes of length 1 can be removed"
    );
    assert!(msg(squeeze(&[Some(1), Q], Some(&[0, 0]))).contains("twice"));
    assert_eq!(permutation(&[1, -2], 2).unwrap(), [1, 0]);
    assert!(msg(permutation(&[0], 2)).contains("1 entries"));
    assert!(msg(permutation(&[0, 0], 2)).contains("twice"));
    // np.moveaxis(np.zeros((2, 3, 4)), [0, 1], [-1, -2]).shape == (4, 3, 2)
    assert_eq!(moved_axes(&[0, 1], &[-1, -2], 3).unwrap(), [2, 1, 0]);
    assert!(msg(moved_axes(&[0, 0], &[0, 1], 3)).contains("`source` names axis 0 twice"));
    assert!(msg(moved_axes(&[0], &[0, 1], 3)).contains("as many of each"));
}

#[test]
fn roll_pairs_shifts_with_axes() {
    assert_eq!(roll(2, &[4], None).unwrap(), Roll::Flat(4));
    assert_eq!(
        roll(2, &[1], Some(&[0, -1])).unwrap(),
        Roll::Axes(vec![(0, 1), (1, 1)])
    );
    assert_eq!(
        roll(2, &[1, 2], Some(&[1, 1])).unwrap(),
        Roll::Axes(vec![(1, 1), (1, 2)])
    );
    assert!(msg(roll(2, &[1, 2], None)).contains("needs `axis`"));
    assert!(msg(roll(2, &[1, 2, 3], Some(&[0, 1]))).contains("differ in length"));
    assert!(msg(roll(2, &[], Some(&[0]))).contains("differ in length"));
    assert!(roll(2, &[1], Some(&[2])).is_err());
}

#[test]
fn sections_divide_or_say_why_not() {
    assert_eq!(
        split(6usize, Some(Sections::Count(3)), false).unwrap(),
        [2, 2, 2]
    );
    assert_eq!(
        split(7usize, Some(Sections::Count(3)), true).unwrap(),
        [3, 3, 1]
    );
    assert_eq!(split(3usize, None, false).unwrap(), [1, 1, 1]);
    assert_eq!(
        split(0usize, Some(Sections::Count(2)), false).unwrap(),
        [0, 0]
    );
    assert_eq!(
        split(5usize, Some(Sections::Sizes(&[0, 5])), false).unwrap(),
        [0, 5]
    );
    assert!(msg(split(7usize, Some(Sections::Count(3)), false)).contains("do not divide"));
    assert!(msg(split(7usize, Some(Sections::Count(0)), true)).contains("count of 0"));
    assert!(msg(split(7usize, Some(Sections::Sizes(&[3, 3])), false)).contains("sum"));
    // Sizes whose sum overflows do not sum to the length (no wrap to 1).
    assert!(split(1usize, Some(Sections::Sizes(&[usize::MAX, 2])), false).is_err());
    assert!(split(Some(1), Some(Sections::Sizes(&[usize::MAX, 2])), false).is_err());
    // An unknown length: sizes and counts without remainder say how many sections.
    assert_eq!(
        split(Q, Some(Sections::Sizes(&[1, 4])), false).unwrap(),
        [Some(1), Some(4)]
    );
    assert_eq!(split(Q, Some(Sections::Count(2)), false).unwrap(), [Q, Q]);
    assert!(msg(split(Q, Some(Sections::Count(2)), true)).contains("depends on its length"));
    assert!(msg(split(Q, None, false)).contains("depends on its length"));
    assert!(msg(split(Q, Some(Sections::Count(0)), false)).contains("count of 0"));
}

#[test]
fn counts_are_not_negative_and_lengths_do_not_wrap() {
    let t = tile(&[2usize], &[2, 3]).unwrap();
    assert_eq!(
        (t.read_as, t.reps, t.shape),
        (vec![1, 2], vec![2, 3], vec![2, 6])
    );
    let t = tile(&[2usize, 3], &[2]).unwrap();
    assert_eq!(
        (t.read_as, t.reps, t.shape),
        (vec![2, 3], vec![1, 2], vec![2, 6])
    );
    assert_eq!(tile(&[Q, Some(3)], &[2, 2]).unwrap().shape, [Q, Some(6)]);
    assert!(msg(tile(&[2usize], &[-1])).contains("the count -1"));
    assert!(tile(&[2usize], &[isize::MAX]).is_err());
    assert!(matches!(
        tile(&[Some(usize::MAX), Q], &[2, 1]),
        Err(Error::ShapeTooLarge {
            function: "tile",
            ..
        })
    ));
    let r = repeat(&[3usize], &[2], Some(0)).unwrap();
    assert_eq!((r.counts, r.shape), (vec![2], vec![6]));
    let r = repeat(&[2usize, 2], &[2], None).unwrap();
    assert_eq!((r.read_as, r.shape), (vec![4], vec![8]));
    assert_eq!(repeat(&[2usize], &[0, 3], Some(0)).unwrap().shape, [3]);
    assert!(msg(repeat(&[3usize], &[1, 2], Some(0))).contains("2 counts for an axis of length 3"));
    assert!(msg(repeat(&[3usize], &[-2], None)).contains("the count -2"));
    assert_eq!(
        repeat(&[Q, Some(2)], &[3], Some(1)).unwrap().shape,
        [Q, Some(6)]
    );
    assert_eq!(repeat(&[Q], &[1, 2], Some(0)).unwrap().shape, [Some(3)]);
    assert_eq!(repeat(&[Q, Some(2)], &[2], None).unwrap().shape, [Q]);
    assert!(matches!(
        repeat(&[Some(usize::MAX)], &[2], Some(0)),
        Err(Error::ShapeTooLarge {
            function: "repeat",
            ..
        })
    ));
    // Counts whose sum overflows, or whose result is not addressable.
    for n in [2usize, 3] {
        assert!(matches!(
            repeat(&[n], &vec![isize::MAX; n], Some(0)),
            Err(Error::ShapeTooLarge {
                function: "repeat",
                ..
            })
        ));
    }
}

#[test]
fn broadcast_targets_and_pad_widths() {
    assert_eq!(broadcast_to(&[3usize], &[2, 3]).unwrap(), [2, 3]);
    assert_eq!(broadcast_to(&[1usize, 3], &[0, 3]).unwrap(), [0, 3]);
    assert!(broadcast_to(&[3usize], &[1]).is_err());
    assert!(broadcast_to(&[2usize, 3], &[3]).is_err());
    assert_eq!(broadcast_to(&[Q], &[2, 3]).unwrap(), [2, 3]);
    assert_eq!(
        msg(broadcast_to(&[Q, Some(2)], &[3])),
        "broadcast_to: shapes [?, 2] and [3] do not broadcast: an array broadcasts to a shape \
         with as many dimensions or more, each trailing one equal to its own or its own being 1"
    );
    assert_eq!(
        broadcast_arrays::<usize>(&[&[2, 1], &[3], &[]]).unwrap(),
        [2, 3]
    );
    assert!(broadcast_arrays::<usize>(&[]).unwrap().is_empty());
    assert!(broadcast_arrays::<usize>(&[&[2], &[3]]).is_err());
    assert_eq!(
        broadcast_arrays(&[&[Q, Some(1)][..], &[Some(3)]]).unwrap(),
        [Q, Some(3)]
    );
    let (w, s) = pad(&[2usize, 3], &[(1, 2)], PadMode::Edge).unwrap();
    assert_eq!((w, s), (vec![(1, 2), (1, 2)], vec![5, 6]));
    assert!(msg(pad(&[2usize, 3], &[(1, 2); 3], PadMode::Edge)).contains("3 (before"));
    assert!(msg(pad(&[0usize], &[(1, 0)], PadMode::Wrap)).contains("axis 0 is empty"));
    assert!(pad(&[0usize], &[(1, 0)], PadMode::Constant).is_ok());
    assert!(pad(&[1usize], &[(usize::MAX, 1)], PadMode::Constant).is_err());
    assert_eq!(
        pad(&[Q, Some(1)], &[(1, 1)], PadMode::Edge).unwrap().1,
        [Q, Some(3)]
    );
    assert!(matches!(
        pad(&[Some(usize::MAX), Q], &[(0, 1)], PadMode::Constant),
        Err(Error::ShapeTooLarge {
            function: "pad",
            ..
        })
    ));
    assert!(pad_value(Scalar::from(3), Dtype::Int8).is_ok());
    assert!(msg(pad_value(Scalar::from(300), Dtype::Int8)).contains("`constant_values` 300"));
}

#[test]
fn joined_shapes() {
    assert_eq!(
        concat::<usize>(&[&[2, 3], &[1, 3]], 0).unwrap(),
        (0, vec![3, 3])
    );
    assert_eq!(
        concat::<usize>(&[&[2, 3], &[2, 1]], -1).unwrap(),
        (1, vec![2, 4])
    );
    assert_eq!(
        msg(concat::<usize>(&[&[2, 3], &[2, 2]], 0)),
        "concat: shapes [2, 3] and [2, 2] differ in a dimension other than the one joined \
         along (or in number of dimensions)"
    );
    assert!(msg(concat::<usize>(&[&[2, 3], &[2]], 0)).contains("other than the one joined"));
    assert!(msg(concat::<usize>(&[&[]], 0)).contains("0-d"));
    assert!(concat::<usize>(&[], 0).is_err());
    assert_eq!(
        concat(&[&[Q, Some(3)][..], &[Some(2), Q]], 0).unwrap(),
        (0, vec![Q, Some(3)])
    );
    assert_eq!(
        concat(&[&[Some(1), Q][..], &[Some(2), Some(4)]], 0).unwrap(),
        (0, vec![Some(3), Some(4)])
    );
    assert_eq!(
        stack::<usize>(&[&[2], &[2], &[2]], -1).unwrap(),
        (1, vec![2, 3])
    );
    assert_eq!(stack::<usize>(&[&[]], 0).unwrap(), (0, vec![1]));
    assert!(msg(stack::<usize>(&[&[2], &[3]], 0)).contains("share one shape"));
    assert!(msg(stack(&[&[Some(2)][..], &[Q, Q]], 0)).contains("share one shape"));
    assert_eq!(
        stack(&[&[Some(2)][..], &[Q]], 0).unwrap(),
        (0, vec![Some(2), Some(2)])
    );
    assert!(stack::<usize>(&[&[2]], 2).is_err());
}

/// The length of a joined axis is a checked sum: `int8[2^64 - 1]` joined with `int8[1]` is
/// too large, as a type and as a call, never a wrap to 0.
#[test]
fn joined_lengths_do_not_wrap() {
    let e = concat::<usize>(&[&[usize::MAX], &[1]], 0).unwrap_err();
    assert_eq!(
        e,
        Error::ShapeTooLarge {
            function: "concat",
            shape: vec![usize::MAX]
        }
    );
    assert!(matches!(
        concat(&[&[Some(usize::MAX), Q][..], &[Some(1), Q]], 0),
        Err(Error::ShapeTooLarge {
            function: "concat",
            ..
        })
    ));
    // Lengths that sum without overflow but whose count is not addressable.
    assert!(matches!(
        concat::<usize>(&[&[usize::MAX / 2], &[usize::MAX / 2]], 0),
        Err(Error::ShapeTooLarge {
            function: "concat",
            ..
        })
    ));
    assert!(matches!(
        stack::<usize>(&[&[usize::MAX / 2], &[usize::MAX / 2]], 0),
        Err(Error::ShapeTooLarge {
            function: "stack",
            ..
        })
    ));
}
