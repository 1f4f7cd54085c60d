//! The arguments of the manipulation functions, checked once for every backend: axes, shapes,
//! permutations, sections, counts and pad widths, turned into what a kernel needs (indices in
//! range, result shapes whose element counts are addressable). A bad argument is an error
//! naming the function, the argument and what it accepts; nothing here panics.

use ivy_runtime::{
    Dtype, Error, PadMode, Result, Scalar, Sections, broadcast_shapes, element_count,
    normalize_axis,
};

/// An [`Error::InvalidInput`] with `function: message`.
fn invalid(function: &'static str, message: String) -> Error {
    Error::InvalidInput(format!("{function}: {message}"))
}

/// `count` as a length, or an error naming `argument` for a negative one.
fn count(function: &'static str, argument: &str, count: isize) -> Result<usize> {
    usize::try_from(count).map_err(|_| {
        invalid(
            function,
            format!("`{argument}` has the count {count}; counts are 0 or more"),
        )
    })
}

/// `a + b` for lengths, or an error naming the shape that would not be addressable.
fn add_len(function: &'static str, a: usize, b: usize, shape: &[usize]) -> Result<usize> {
    a.checked_add(b).ok_or_else(|| Error::ShapeTooLarge {
        function,
        shape: shape.to_vec(),
    })
}

/// `a * b` for lengths, as [`add_len`].
fn mul_len(function: &'static str, a: usize, b: usize, shape: &[usize]) -> Result<usize> {
    a.checked_mul(b).ok_or_else(|| Error::ShapeTooLarge {
        function,
        shape: shape.to_vec(),
    })
}

/// The axes of `axes` (negative counting from the end) as indices into `ndim` dimensions; an
/// axis given twice is an error naming `argument`.
pub(crate) fn distinct_axes(
    function: &'static str,
    argument: &str,
    axes: &[isize],
    ndim: usize,
) -> Result<Vec<usize>> {
    let mut seen = vec![false; ndim];
    axes.iter()
        .map(|&axis| {
            let i = normalize_axis(function, axis, ndim)?;
            if std::mem::replace(&mut seen[i], true) {
                return Err(invalid(
                    function,
                    format!("`{argument}` names axis {axis} twice; give each axis once"),
                ));
            }
            Ok(i)
        })
        .collect()
}

/// The shape `reshape` gives `from` for `shape` (one entry may be `-1`, inferred).
pub(crate) fn reshaped(from: &[usize], shape: &[isize]) -> Result<Vec<usize>> {
    const F: &str = "reshape";
    let size = element_count(F, from)?;
    let mut inferred = None;
    let mut dims = Vec::with_capacity(shape.len());
    for (i, &d) in shape.iter().enumerate() {
        match d {
            -1 if inferred.is_none() => {
                inferred = Some(i);
                dims.push(1);
            }
            -1 => {
                return Err(invalid(
                    F,
                    format!(
                        "`shape` {shape:?} has more than one -1; one length at most is inferred"
                    ),
                ));
            }
            _ => dims.push(usize::try_from(d).map_err(|_| {
                invalid(
                    F,
                    format!("`shape` {shape:?} has the length {d}; lengths are 0 or more, or -1"),
                )
            })?),
        }
    }
    let known = element_count(F, &dims)?;
    if let Some(i) = inferred {
        // A length times zero is zero: nothing to infer it from.
        if known == 0 || size % known != 0 {
            return Err(invalid(
                F,
                format!("cannot reshape {size} elements into the shape {shape:?}"),
            ));
        }
        dims[i] = size / known;
    } else if known != size {
        return Err(invalid(
            F,
            format!("cannot reshape {size} elements into the shape {shape:?}"),
        ));
    }
    Ok(dims)
}

/// The shape `expand_dims` gives `from` with new axes at `axes` (positions in the result).
pub(crate) fn expanded(from: &[usize], axes: &[isize]) -> Result<Vec<usize>> {
    let ndim = from.len() + axes.len();
    let new = distinct_axes("expand_dims", "axis", axes, ndim)?;
    let mut rest = from.iter();
    Ok((0..ndim)
        .map(|i| {
            if new.contains(&i) {
                1
            } else {
                rest.next().copied().unwrap_or(1)
            }
        })
        .collect())
}

/// The shape `squeeze` gives `from` without the axes `axes` (every axis of length 1 if `None`).
pub(crate) fn squeezed(from: &[usize], axes: Option<&[isize]>) -> Result<Vec<usize>> {
    let Some(axes) = axes else {
        return Ok(from.iter().copied().filter(|&d| d != 1).collect());
    };
    let gone = distinct_axes("squeeze", "axis", axes, from.len())?;
    if let Some(&i) = gone.iter().find(|&&i| from[i] != 1) {
        return Err(invalid(
            "squeeze",
            format!(
                "axis {i} has length {} (shape {from:?}); only axes of length 1 can be removed",
                from[i]
            ),
        ));
    }
    Ok(from
        .iter()
        .enumerate()
        .filter(|(i, _)| !gone.contains(i))
        .map(|(_, &d)| d)
        .collect())
}

/// `axes` as a permutation of `ndim` axes.
pub(crate) fn permutation(axes: &[isize], ndim: usize) -> Result<Vec<usize>> {
    if axes.len() != ndim {
        return Err(invalid(
            "permute_dims",
            format!(
                "`axes` {axes:?} has {} entries for an array of {ndim} dimension(s); give each \
                 axis once",
                axes.len()
            ),
        ));
    }
    distinct_axes("permute_dims", "axes", axes, ndim)
}

/// What `roll` shifts: every element of the flattened array, or each listed axis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Roll {
    /// The flattened array, by this many places.
    Flat(isize),
    /// Each axis by its shift (an axis listed twice adds up, as in NumPy).
    Axes(Vec<(usize, isize)>),
}

/// What `roll` shifts along which axis.
pub(crate) fn roll(shape: &[usize], shift: &[isize], axis: Option<&[isize]>) -> Result<Roll> {
    const F: &str = "roll";
    match axis {
        None => match shift {
            [s] => Ok(Roll::Flat(*s)),
            _ => Err(invalid(
                F,
                format!("`shift` {shift:?} needs `axis` (without one, give a single shift)"),
            )),
        },
        Some(axes) => {
            let shifts: Vec<isize> = match (shift, axes.len()) {
                ([s], n) => vec![*s; n],
                (s, n) if s.len() == n => s.to_vec(),
                _ => {
                    return Err(invalid(
                        F,
                        format!(
                            "`shift` {shift:?} and `axis` {axes:?} differ in length; give one \
                             shift per axis, or one for all"
                        ),
                    ));
                }
            };
            axes.iter()
                .zip(shifts)
                .map(|(&a, s)| Ok((normalize_axis(F, a, shape.len())?, s)))
                .collect::<Result<_>>()
                .map(Roll::Axes)
        }
    }
}

/// The lengths of the sections `split` cuts an axis of length `len` into.
pub(crate) fn sections(
    len: usize,
    spec: Option<Sections<'_>>,
    with_remainder: bool,
) -> Result<Vec<usize>> {
    const F: &str = "split";
    match spec {
        None => Ok(vec![1; len]),
        Some(Sections::Count(0)) => Err(invalid(
            F,
            "`num_or_size_splits` is a count of 0 sections; give 1 or more".to_owned(),
        )),
        Some(Sections::Count(n)) if len.is_multiple_of(n) => Ok(vec![len / n; n]),
        // Ivy's with_remainder: the count as a section length, and the rest.
        Some(Sections::Count(n)) if with_remainder => {
            let mut v = vec![n; len / n];
            v.push(len % n);
            Ok(v)
        }
        Some(Sections::Count(n)) => Err(invalid(
            F,
            format!(
                "{n} sections do not divide the axis of length {len}; give a count that \
                 divides {len}, section sizes that sum to {len}, or with_remainder = true"
            ),
        )),
        Some(Sections::Sizes(sizes)) => {
            let total = sizes.iter().try_fold(0usize, |t, &s| t.checked_add(s));
            if total != Some(len) {
                return Err(invalid(
                    F,
                    format!(
                        "the section sizes {sizes:?} do not sum to the axis length {len}; give \
                         sizes that do"
                    ),
                ));
            }
            Ok(sizes.to_vec())
        }
    }
}

/// `tile`'s plan: the shape `from` is read as (leading axes of length 1 added to match the
/// repeats) and the count of each of its axes.
pub(crate) fn tiling(from: &[usize], repeats: &[isize]) -> Result<(Vec<usize>, Vec<usize>)> {
    const F: &str = "tile";
    let ndim = from.len().max(repeats.len());
    let pad = |n: usize| std::iter::repeat_n(1usize, ndim - n);
    let shape: Vec<usize> = pad(from.len()).chain(from.iter().copied()).collect();
    let reps: Vec<usize> = pad(repeats.len())
        .map(Ok)
        .chain(repeats.iter().map(|&r| count(F, "repeats", r)))
        .collect::<Result<_>>()?;
    let out: Vec<usize> = shape
        .iter()
        .zip(&reps)
        .map(|(&d, &r)| mul_len(F, d, r, from))
        .collect::<Result<_>>()?;
    element_count(F, &out)?;
    Ok((shape, reps))
}

/// The count of each of the `len` elements `repeat` repeats: one count for all, or one each.
pub(crate) fn repeat_counts(len: usize, repeats: &[isize]) -> Result<Vec<usize>> {
    const F: &str = "repeat";
    let counts: Vec<usize> = match repeats {
        [r] => vec![count(F, "repeats", *r)?; len],
        r if r.len() == len => r
            .iter()
            .map(|&r| count(F, "repeats", r))
            .collect::<Result<_>>()?,
        r => {
            return Err(invalid(
                F,
                format!(
                    "`repeats` has {} counts for an axis of length {len}; give one count, or one \
                     per element",
                    r.len()
                ),
            ));
        }
    };
    counts
        .iter()
        .try_fold(0usize, |t, &c| t.checked_add(c))
        .ok_or_else(|| Error::ShapeTooLarge {
            function: F,
            shape: vec![len],
        })?;
    Ok(counts)
}

/// `to`, checked to be a shape `from` broadcasts to.
pub(crate) fn broadcast_target(from: &[usize], to: &[usize]) -> Result<Vec<usize>> {
    const F: &str = "broadcast_to";
    let refused = || Error::Shapes {
        function: F,
        lhs: from.to_vec(),
        rhs: to.to_vec(),
        why: "do not broadcast: an array broadcasts to a shape with as many dimensions or \
              more, each trailing one equal to its own or its own being 1",
    };
    match broadcast_shapes(F, from, to) {
        Ok(s) if s == to => {
            element_count(F, to)?;
            Ok(to.to_vec())
        }
        _ => Err(refused()),
    }
}

/// The shape the arrays of `shapes` broadcast to together (`broadcast_arrays`).
pub(crate) fn broadcast_all(shapes: &[&[usize]]) -> Result<Vec<usize>> {
    const F: &str = "broadcast_arrays";
    let shape = shapes
        .iter()
        .try_fold(Vec::new(), |s, next| broadcast_shapes(F, &s, next))?;
    element_count(F, &shape)?;
    Ok(shape)
}

/// The `(before, after)` widths of a pad, one pair per axis.
pub(crate) type Widths = Vec<(usize, usize)>;

/// The `(before, after)` widths of each of `shape`'s axes, and the padded shape; an empty axis
/// can be padded in [`PadMode::Constant`] only.
pub(crate) fn pad_widths(
    shape: &[usize],
    pad_width: &[(usize, usize)],
    mode: PadMode,
) -> Result<(Widths, Vec<usize>)> {
    const F: &str = "pad";
    let widths = match pad_width {
        [w] => vec![*w; shape.len()],
        w if w.len() == shape.len() => w.to_vec(),
        w => {
            return Err(invalid(
                F,
                format!(
                    "`pad_width` has {} (before, after) pairs for an array of {} dimension(s); \
                     give one pair per axis, or one for all",
                    w.len(),
                    shape.len()
                ),
            ));
        }
    };
    let mut out = Vec::with_capacity(shape.len());
    for (axis, (&d, &(before, after))) in shape.iter().zip(&widths).enumerate() {
        if d == 0 && (before, after) != (0, 0) && mode != PadMode::Constant {
            return Err(invalid(
                F,
                format!(
                    "axis {axis} is empty, so there is nothing to take {mode:?} values from; \
                     pad it in PadMode::Constant"
                ),
            ));
        }
        let total = add_len(F, before, after, shape)?;
        out.push(add_len(F, d, total, shape)?);
    }
    element_count(F, &out)?;
    Ok((widths, out))
}

/// `value`, checked to fit `dtype` (`pad`'s `constant_values`).
pub(crate) fn pad_value(value: Scalar, dtype: Dtype) -> Result<()> {
    if value.fits(dtype) {
        return Ok(());
    }
    Err(invalid(
        "pad",
        format!(
            "`constant_values` {value} does not fit `{dtype}`; give a value the array's dtype \
             holds"
        ),
    ))
}

/// The axis `concat` joins along, and the result's shape; the arrays must match in every other
/// dimension and have at least one.
pub(crate) fn concatenated(shapes: &[&[usize]], axis: isize) -> Result<(usize, Vec<usize>)> {
    const F: &str = "concat";
    let Some(first) = shapes.first() else {
        return Err(invalid(
            F,
            "`xs` is empty; give at least one array".to_owned(),
        ));
    };
    if first.is_empty() {
        return Err(invalid(
            F,
            "0-d arrays have no axis to join along; give arrays of 1 dimension or more (or \
             stack 0-d ones)"
                .to_owned(),
        ));
    }
    let axis = normalize_axis(F, axis, first.len())?;
    let mut out = first.to_vec();
    for s in &shapes[1..] {
        let matches = s.len() == first.len()
            && s.iter()
                .zip(first.iter())
                .enumerate()
                .all(|(i, (a, b))| i == axis || a == b);
        if !matches {
            return Err(Error::Shapes {
                function: F,
                lhs: first.to_vec(),
                rhs: s.to_vec(),
                why: "differ in a dimension other than the one joined along (or in number of \
                      dimensions)",
            });
        }
        out[axis] = add_len(F, out[axis], s[axis], &out)?;
    }
    element_count(F, &out)?;
    Ok((axis, out))
}

/// The axis `stack` inserts (a position in the result), and the result's shape; the arrays
/// must share one shape.
pub(crate) fn stacked(shapes: &[&[usize]], axis: isize) -> Result<(usize, Vec<usize>)> {
    const F: &str = "stack";
    let Some(first) = shapes.first() else {
        return Err(invalid(
            F,
            "`arrays` is empty; give at least one array".to_owned(),
        ));
    };
    if let Some(other) = shapes.iter().find(|s| s != &first) {
        return Err(Error::Shapes {
            function: F,
            lhs: first.to_vec(),
            rhs: other.to_vec(),
            why: "differ: stacked arrays share one shape",
        });
    }
    let axis = normalize_axis(F, axis, first.len() + 1)?;
    let mut out = first.to_vec();
    out.insert(axis, shapes.len());
    element_count(F, &out)?;
    Ok((axis, out))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg<T: std::fmt::Debug>(r: Result<T>) -> String {
        r.unwrap_err().to_string()
    }

    #[test]
    fn reshape_infers_one_length_and_checks_the_count() {
        assert_eq!(reshaped(&[2, 3], &[3, -1]).unwrap(), [3, 2]);
        assert_eq!(reshaped(&[2, 3], &[-1]).unwrap(), [6]);
        assert_eq!(reshaped(&[0, 3], &[3, 0]).unwrap(), [3, 0]);
        assert_eq!(reshaped(&[], &[1, 1]).unwrap(), [1, 1]);
        assert!(msg(reshaped(&[2, 3], &[-1, -1])).contains("more than one -1"));
        assert!(msg(reshaped(&[2, 3], &[4, -1])).contains("cannot reshape 6 elements"));
        assert!(msg(reshaped(&[2, 3], &[-2, 3])).contains("the length -2"));
        assert!(msg(reshaped(&[0], &[0, -1])).contains("cannot reshape 0 elements"));
        assert!(reshaped(&[1], &[isize::MAX, isize::MAX]).is_err());
    }

    #[test]
    fn new_and_removed_axes() {
        assert_eq!(expanded(&[2, 3], &[0, -1]).unwrap(), [1, 2, 3, 1]);
        assert_eq!(expanded(&[2, 3], &[1]).unwrap(), [2, 1, 3]);
        assert!(msg(expanded(&[2], &[0, -3])).contains("twice"));
        assert!(expanded(&[2], &[2]).is_err());
        assert_eq!(squeezed(&[1, 2, 1], None).unwrap(), [2]);
        assert_eq!(squeezed(&[1, 2, 1], Some(&[-1])).unwrap(), [1, 2]);
        assert!(msg(squeezed(&[1, 2, 1], Some(&[1]))).contains("axis 1 has length 2"));
        assert_eq!(permutation(&[1, -2], 2).unwrap(), [1, 0]);
        assert!(msg(permutation(&[0], 2)).contains("1 entries"));
        assert!(msg(permutation(&[0, 0], 2)).contains("twice"));
    }

    #[test]
    fn roll_pairs_shifts_with_axes() {
        assert_eq!(roll(&[2, 3], &[4], None).unwrap(), Roll::Flat(4));
        assert_eq!(
            roll(&[2, 3], &[1], Some(&[0, -1])).unwrap(),
            Roll::Axes(vec![(0, 1), (1, 1)])
        );
        assert!(msg(roll(&[2, 3], &[1, 2], None)).contains("needs `axis`"));
        assert!(msg(roll(&[2, 3], &[1, 2, 3], Some(&[0, 1]))).contains("differ in length"));
        assert!(roll(&[2, 3], &[1], Some(&[2])).is_err());
    }

    #[test]
    fn sections_divide_or_say_why_not() {
        assert_eq!(
            sections(6, Some(Sections::Count(3)), false).unwrap(),
            [2, 2, 2]
        );
        assert_eq!(
            sections(7, Some(Sections::Count(3)), true).unwrap(),
            [3, 3, 1]
        );
        assert_eq!(sections(3, None, false).unwrap(), [1, 1, 1]);
        assert_eq!(
            sections(0, Some(Sections::Count(2)), false).unwrap(),
            [0, 0]
        );
        assert_eq!(
            sections(5, Some(Sections::Sizes(&[0, 5])), false).unwrap(),
            [0, 5]
        );
        assert!(msg(sections(7, Some(Sections::Count(3)), false)).contains("do not divide"));
        assert!(msg(sections(7, Some(Sections::Count(0)), true)).contains("count of 0"));
        assert!(msg(sections(7, Some(Sections::Sizes(&[3, 3])), false)).contains("sum"));
        assert!(sections(1, Some(Sections::Sizes(&[usize::MAX, 2])), false).is_err());
    }

    #[test]
    fn counts_are_not_negative() {
        assert_eq!(tiling(&[2], &[2, 3]).unwrap(), (vec![1, 2], vec![2, 3]));
        assert_eq!(tiling(&[2, 3], &[2]).unwrap(), (vec![2, 3], vec![1, 2]));
        assert!(msg(tiling(&[2], &[-1])).contains("the count -1"));
        assert!(tiling(&[2], &[isize::MAX]).is_err());
        assert_eq!(repeat_counts(3, &[2]).unwrap(), [2, 2, 2]);
        assert_eq!(repeat_counts(2, &[0, 3]).unwrap(), [0, 3]);
        assert!(msg(repeat_counts(3, &[1, 2])).contains("2 counts for an axis of length 3"));
        assert!(msg(repeat_counts(3, &[-2])).contains("the count -2"));
    }

    #[test]
    fn broadcast_targets_and_pad_widths() {
        assert_eq!(broadcast_target(&[3], &[2, 3]).unwrap(), [2, 3]);
        assert_eq!(broadcast_target(&[1, 3], &[0, 3]).unwrap(), [0, 3]);
        assert!(broadcast_target(&[3], &[1]).is_err());
        assert!(broadcast_target(&[2, 3], &[3]).is_err());
        assert_eq!(broadcast_all(&[&[2, 1], &[3], &[]]).unwrap(), [2, 3]);
        assert!(broadcast_all(&[]).unwrap().is_empty());
        assert!(broadcast_all(&[&[2], &[3]]).is_err());
        let (w, s) = pad_widths(&[2, 3], &[(1, 2)], PadMode::Edge).unwrap();
        assert_eq!((w, s), (vec![(1, 2), (1, 2)], vec![5, 6]));
        assert!(msg(pad_widths(&[2, 3], &[(1, 2); 3], PadMode::Edge)).contains("3 (before"));
        assert!(msg(pad_widths(&[0], &[(1, 0)], PadMode::Wrap)).contains("axis 0 is empty"));
        assert!(pad_widths(&[0], &[(1, 0)], PadMode::Constant).is_ok());
        assert!(pad_widths(&[1], &[(usize::MAX, 1)], PadMode::Constant).is_err());
    }

    #[test]
    fn joined_shapes() {
        assert_eq!(
            concatenated(&[&[2, 3], &[1, 3]], 0).unwrap(),
            (0, vec![3, 3])
        );
        assert_eq!(
            concatenated(&[&[2, 3], &[2, 1]], -1).unwrap(),
            (1, vec![2, 4])
        );
        assert!(msg(concatenated(&[&[2, 3], &[2, 2]], 0)).contains("other than the one joined"));
        assert!(msg(concatenated(&[&[]], 0)).contains("0-d"));
        assert!(concatenated(&[], 0).is_err());
        assert_eq!(stacked(&[&[2], &[2], &[2]], -1).unwrap(), (1, vec![2, 3]));
        assert_eq!(stacked(&[&[]], 0).unwrap(), (0, vec![1]));
        assert!(msg(stacked(&[&[2], &[3]], 0)).contains("share one shape"));
        assert!(stacked(&[&[2]], 2).is_err());
    }
}
