//! The shape rules of the manipulation functions, once, over dimensions of either kind
//! ([`Length`]): the kernels call them with an array's shape (`&[usize]`) and get the result's
//! shape and the checked arguments they need (axes as indices, counts as lengths); the rules of
//! [`type_rules`](super) call them with a type's shape (`&[Dim]`). Each checks what it can from
//! the lengths it knows, in checked arithmetic: a result whose element count cannot be
//! addressed is [`Error::ShapeTooLarge`], never a wrapped length. A bad argument is an
//! [`Error::TypeRule`] naming the function and the argument, or an axis out of range
//! ([`Error::AxisOutOfRange`]).
//!
//! Beside the shapes, the checks of the manipulation functions' other arguments that a kernel
//! needs: [`roll`]'s shifts paired with axes, [`pad_value`].
//!
//! ```
//! use ivy_runtime::type_rules::dims;
//!
//! assert_eq!(dims::concat(&[&[2usize, 3][..], &[1, 3]], 0)?, (0, vec![3, 3]));
//! assert_eq!(dims::concat(&[&[None, Some(3)][..], &[Some(1), Some(3)]], 0)?, (0, vec![None, Some(3)]));
//! assert!(dims::concat(&[&[usize::MAX][..], &[1]], 0).is_err()); // no wrap to 0
//! # Ok::<(), ivy_runtime::Error>(())
//! ```
//!
//! [`Dim`]: crate::Dim

use super::length::{add, element_count, mul, same, shown, too_large};
use crate::arguments::{PadMode, Sections};
use crate::error::{Error, Result};
use crate::scalar::Scalar;
use crate::shape::{distinct_axes, normalize_axis};
use ivy_grammar::Dtype;

pub use super::length::Length;

/// A bad argument of `function`: `function: message`.
fn refuse(function: &'static str, message: String) -> Error {
    Error::TypeRule { function, message }
}

/// `count` as a length, or an error naming `argument` for a negative one.
fn count(function: &'static str, argument: &str, count: isize) -> Result<usize> {
    usize::try_from(count).map_err(|_| {
        refuse(
            function,
            format!("`{argument}` has the count {count}; counts are 0 or more"),
        )
    })
}

/// `reshape`: the shape `from` takes for `shape`, where one entry may be `-1` (the length the
/// others leave; unknown if a length of `from` is).
pub fn reshape<D: Length>(from: &[D], shape: &[isize]) -> Result<Vec<D>> {
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
                return Err(refuse(
                    F,
                    format!(
                        "`shape` {shape:?} has more than one -1; one length at most is inferred"
                    ),
                ));
            }
            _ => dims.push(usize::try_from(d).map_err(|_| {
                refuse(
                    F,
                    format!("`shape` {shape:?} has the length {d}; lengths are 0 or more, or -1"),
                )
            })?),
        }
    }
    let known = crate::shape::element_count(F, &dims)?;
    let wrong = |size: usize| {
        refuse(
            F,
            format!("cannot reshape {size} elements into the shape {shape:?}"),
        )
    };
    let mut out: Vec<D> = dims.into_iter().map(D::of).collect();
    match (inferred, size.known()) {
        // A length times zero is zero: nothing to infer it from.
        (Some(_), Some(size)) if known == 0 || size % known != 0 => return Err(wrong(size)),
        (Some(i), _) => out[i] = size.zip_with(D::of(known), |s, k| Ok(s / k))?,
        (None, Some(size)) if size != known => return Err(wrong(size)),
        (None, _) => {}
    }
    Ok(out)
}

/// `expand_dims`: `from` with length-1 axes at `axes` (positions in the result).
pub fn expand_dims<D: Length>(from: &[D], axes: &[isize]) -> Result<Vec<D>> {
    let ndim = from.len() + axes.len();
    let new = distinct_axes("expand_dims", "axis", axes, ndim)?;
    let mut rest = from.iter().copied();
    Ok((0..ndim)
        .map(|i| {
            if new.contains(&i) {
                D::of(1)
            } else {
                rest.next().unwrap_or(D::of(1))
            }
        })
        .collect())
}

/// `squeeze`: `from` without the axes `axes`, which must have length 1 (every axis of length
/// 1 if `None`). An unknown length is taken as not 1 without `axes`, and left to the call with
/// them.
pub fn squeeze<D: Length>(from: &[D], axes: Option<&[isize]>) -> Result<Vec<D>> {
    let Some(axes) = axes else {
        return Ok(from
            .iter()
            .copied()
            .filter(|d| d.known() != Some(1))
            .collect());
    };
    let gone = distinct_axes("squeeze", "axis", axes, from.len())?;
    for &i in &gone {
        if let Some(n) = from[i].known().filter(|&n| n != 1) {
            return Err(refuse(
                "squeeze",
                format!(
                    "axis {i} has length {n} (shape {}); only axes of length 1 can be removed",
                    shown(from)
                ),
            ));
        }
    }
    Ok(from
        .iter()
        .enumerate()
        .filter(|(i, _)| !gone.contains(i))
        .map(|(_, &d)| d)
        .collect())
}

/// `permute_dims`: `axes` as a permutation of `ndim` axes (axis `i` of the result is axis
/// `p[i]` of the input).
pub fn permutation(axes: &[isize], ndim: usize) -> Result<Vec<usize>> {
    if axes.len() != ndim {
        return Err(refuse(
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

/// `moveaxis`: the order of the axes of an array of `ndim` dimensions once the axes `source`
/// are moved to the positions `destination` (as many of each, each axis once), the others
/// keeping their order: axis `i` of the result is axis `order[i]`.
pub fn moved_axes(source: &[isize], destination: &[isize], ndim: usize) -> Result<Vec<usize>> {
    const F: &str = "moveaxis";
    let source = distinct_axes(F, "source", source, ndim)?;
    let destination = distinct_axes(F, "destination", destination, ndim)?;
    if source.len() != destination.len() {
        return Err(refuse(
            F,
            format!(
                "`source` has {} axes and `destination` {}; give as many of each",
                source.len(),
                destination.len()
            ),
        ));
    }
    // The axes that stay, in order, then each moved axis put at its destination.
    let mut order: Vec<usize> = (0..ndim).filter(|i| !source.contains(i)).collect();
    let mut moves: Vec<(usize, usize)> = destination.into_iter().zip(source).collect();
    moves.sort_unstable();
    for (to, from) in moves {
        order.insert(to, from);
    }
    Ok(order)
}

/// `concat`: the axis the arrays of `shapes` join along, and the result's shape; they must
/// agree in every other dimension and have at least one.
pub fn concat<D: Length>(shapes: &[&[D]], axis: isize) -> Result<(usize, Vec<D>)> {
    const F: &str = "concat";
    let Some(first) = shapes.first() else {
        return Err(refuse(
            F,
            "`xs` is empty; give at least one array".to_owned(),
        ));
    };
    if first.is_empty() {
        return Err(refuse(
            F,
            "0-d arrays have no axis to join along; give arrays of 1 dimension or more (or \
             stack 0-d ones)"
                .to_owned(),
        ));
    }
    let axis = normalize_axis(F, axis, first.len())?;
    let differ = |s: &[D]| {
        refuse(
            F,
            format!(
                "shapes {} and {} differ in a dimension other than the one joined along (or \
                 in number of dimensions)",
                shown(first),
                shown(s)
            ),
        )
    };
    let mut out = first.to_vec();
    for s in &shapes[1..] {
        if s.len() != first.len() {
            return Err(differ(s));
        }
        for (i, &d) in s.iter().enumerate() {
            let joined = if i == axis {
                out[i].zip_with(d, |a, b| {
                    // A sum too long is shown saturated: at least that long.
                    a.checked_add(b)
                        .ok_or_else(|| too_large(F, &with(&out, i, D::of(usize::MAX))))
                })?
            } else {
                same(out[i], d, || differ(s))?
            };
            out[i] = joined;
        }
    }
    element_count(F, &out)?;
    Ok((axis, out))
}

/// `shape` with the length at `i` replaced by `d`.
fn with<D: Length>(shape: &[D], i: usize, d: D) -> Vec<D> {
    let mut v = shape.to_vec();
    v[i] = d;
    v
}

/// `stack`: the axis the arrays of `shapes` are stacked along (a position in the result), and
/// the result's shape; they must share one shape.
pub fn stack<D: Length>(shapes: &[&[D]], axis: isize) -> Result<(usize, Vec<D>)> {
    const F: &str = "stack";
    let Some(first) = shapes.first() else {
        return Err(refuse(
            F,
            "`arrays` is empty; give at least one array".to_owned(),
        ));
    };
    let mut out = first.to_vec();
    for s in &shapes[1..] {
        let differ = || {
            refuse(
                F,
                format!(
                    "shapes {} and {} differ: stacked arrays share one shape",
                    shown(first),
                    shown(s)
                ),
            )
        };
        if s.len() != first.len() {
            return Err(differ());
        }
        for (o, &d) in out.iter_mut().zip(s.iter()) {
            *o = same(*o, d, differ)?;
        }
    }
    let axis = normalize_axis(F, axis, first.len() + 1)?;
    out.insert(axis, D::of(shapes.len()));
    element_count(F, &out)?;
    Ok((axis, out))
}

/// `count` section lengths of `len` each, allocated fallibly: the count comes from the
/// caller (`split` of a `[1 << 40, 0]` array along its first axis has 2^40 sections).
fn sections<D: Clone>(len: D, count: usize) -> Result<Vec<D>> {
    let mut v = crate::result_vec("split", &[count])?;
    v.resize(count, len);
    Ok(v)
}

/// `split`: the lengths of the sections an axis of length `len` is cut into (see
/// [`split()`](crate::split())). With `len` unknown, `Sizes` gives its sizes and a `Count`
/// (without remainder) as many unknown lengths; what else depends on `len` is an error.
pub fn split<D: Length>(
    len: D,
    spec: Option<Sections<'_>>,
    with_remainder: bool,
) -> Result<Vec<D>> {
    const F: &str = "split";
    let Some(n) = len.known() else {
        return match spec {
            Some(Sections::Sizes(sizes)) => Ok(sizes.iter().map(|&s| D::of(s)).collect()),
            Some(Sections::Count(0)) => Err(count_of_zero()),
            Some(Sections::Count(c)) if !with_remainder => sections(len, c),
            _ => Err(refuse(
                F,
                "how many sections the axis gives depends on its length, which is unknown"
                    .to_owned(),
            )),
        };
    };
    let lengths = match spec {
        None => sections(1, n)?,
        Some(Sections::Count(0)) => return Err(count_of_zero()),
        Some(Sections::Count(c)) if n.is_multiple_of(c) => sections(n / c, c)?,
        // Ivy's with_remainder: the count as a section length, and the rest.
        Some(Sections::Count(c)) if with_remainder => {
            let mut v = sections(c, n / c + 1)?;
            if let Some(rest) = v.last_mut() {
                *rest = n % c;
            }
            v
        }
        Some(Sections::Count(c)) => {
            return Err(refuse(
                F,
                format!(
                    "{c} sections do not divide the axis of length {n}; give a count that \
                     divides {n}, section sizes that sum to {n}, or with_remainder = true"
                ),
            ));
        }
        Some(Sections::Sizes(sizes)) => {
            let total = sizes.iter().try_fold(0usize, |t, &s| t.checked_add(s));
            if total != Some(n) {
                return Err(refuse(
                    F,
                    format!(
                        "the section sizes {sizes:?} do not sum to the axis length {n}; give \
                         sizes that do"
                    ),
                ));
            }
            sizes.to_vec()
        }
    };
    Ok(lengths.into_iter().map(D::of).collect())
}

/// `split`'s error for a count of 0 sections.
fn count_of_zero() -> Error {
    refuse(
        "split",
        "`num_or_size_splits` is a count of 0 sections; give 1 or more".to_owned(),
    )
}

/// `tile`'s plan (see [`tile`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tiling<D> {
    /// The shape the input is read as: leading axes of length 1 added to match the repeats.
    pub read_as: Vec<D>,
    /// How many times each axis of `read_as` is repeated.
    pub reps: Vec<usize>,
    /// The result's shape.
    pub shape: Vec<D>,
}

/// `tile`: `from` repeated `repeats[i]` times along axis `i` (leading axes added or repeated
/// once, as NumPy's `tile`).
pub fn tile<D: Length>(from: &[D], repeats: &[isize]) -> Result<Tiling<D>> {
    const F: &str = "tile";
    let ndim = from.len().max(repeats.len());
    let read_as: Vec<D> = std::iter::repeat_n(D::of(1), ndim - from.len())
        .chain(from.iter().copied())
        .collect();
    let reps: Vec<usize> = std::iter::repeat_n(Ok(1), ndim - repeats.len())
        .chain(repeats.iter().map(|&r| count(F, "repeats", r)))
        .collect::<Result<_>>()?;
    let shape: Vec<D> = read_as
        .iter()
        .zip(&reps)
        .map(|(&d, &r)| mul(F, d, D::of(r), from))
        .collect::<Result<_>>()?;
    element_count(F, &shape)?;
    Ok(Tiling {
        read_as,
        reps,
        shape,
    })
}

/// `repeat`'s plan (see [`repeat`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repeating<D> {
    /// The shape the input is read as (flattened when no axis is given).
    pub read_as: Vec<D>,
    /// The axis of `read_as` whose elements are repeated.
    pub axis: usize,
    /// The count of each element along it: one for all, or one each.
    pub counts: Vec<usize>,
    /// The result's shape.
    pub shape: Vec<D>,
}

/// `repeat`: each element of `from` repeated along `axis` (of the flattened `from` if `None`),
/// `repeats` giving one count for all, or one per element.
pub fn repeat<D: Length>(
    from: &[D],
    repeats: &[isize],
    axis: Option<isize>,
) -> Result<Repeating<D>> {
    const F: &str = "repeat";
    let (read_as, axis) = match axis {
        Some(a) => (from.to_vec(), normalize_axis(F, a, from.len())?),
        None => (vec![element_count(F, from)?], 0),
    };
    let counts: Vec<usize> = repeats
        .iter()
        .map(|&r| count(F, "repeats", r))
        .collect::<Result<_>>()?;
    let len = read_as[axis];
    let repeated = match counts[..] {
        // Too large: the result's shape, its repeated length shown as `usize::MAX`.
        [c] => mul(F, len, D::of(c), &with(&read_as, axis, D::of(usize::MAX)))?,
        _ => {
            if let Some(n) = len.known().filter(|&n| n != counts.len()) {
                return Err(refuse(
                    F,
                    format!(
                        "`repeats` has {} counts for an axis of length {n}; give one count, or \
                         one per element",
                        counts.len()
                    ),
                ));
            }
            let sum = counts.iter().try_fold(0usize, |t, &c| t.checked_add(c));
            D::of(sum.ok_or_else(|| too_large(F, &with(&read_as, axis, D::of(usize::MAX))))?)
        }
    };
    let shape = with(&read_as, axis, repeated);
    element_count(F, &shape)?;
    Ok(Repeating {
        read_as,
        axis,
        counts,
        shape,
    })
}

/// `broadcast_to`: `to`, checked to be a shape `from` broadcasts to.
pub fn broadcast_to<D: Length>(from: &[D], to: &[usize]) -> Result<Vec<usize>> {
    const F: &str = "broadcast_to";
    let target: Vec<D> = to.iter().map(|&d| D::of(d)).collect();
    match crate::shape::broadcast(F, from, &target) {
        Ok(s) if s == target => {
            crate::shape::element_count(F, to)?;
            Ok(to.to_vec())
        }
        _ => Err(refuse(
            F,
            format!(
                "shapes {} and {to:?} do not broadcast: an array broadcasts to a shape with as \
                 many dimensions or more, each trailing one equal to its own or its own being 1",
                shown(from)
            ),
        )),
    }
}

/// `broadcast_arrays`: the shape the arrays of `shapes` broadcast to together.
pub fn broadcast_arrays<D: Length>(shapes: &[&[D]]) -> Result<Vec<D>> {
    const F: &str = "broadcast_arrays";
    let shape = shapes
        .iter()
        .try_fold(Vec::new(), |s, next| crate::shape::broadcast(F, &s, next))?;
    element_count(F, &shape)?;
    Ok(shape)
}

/// The `(before, after)` widths of a pad, one pair per axis.
pub type Widths = Vec<(usize, usize)>;

/// `pad`: the `(before, after)` widths of each of `from`'s axes (one pair for every axis, or
/// one for all), and the padded shape; an empty axis can be padded in [`PadMode::Constant`]
/// only.
pub fn pad<D: Length>(
    from: &[D],
    pad_width: &[(usize, usize)],
    mode: PadMode,
) -> Result<(Widths, Vec<D>)> {
    const F: &str = "pad";
    let widths = match pad_width {
        [w] => vec![*w; from.len()],
        w if w.len() == from.len() => w.to_vec(),
        w => {
            return Err(refuse(
                F,
                format!(
                    "`pad_width` has {} (before, after) pairs for an array of {} dimension(s); \
                     give one pair per axis, or one for all",
                    w.len(),
                    from.len()
                ),
            ));
        }
    };
    // The result's shape for an error, a length too large shown as `usize::MAX`.
    let padded: Vec<D> = from
        .iter()
        .zip(&widths)
        .map(|(&d, &(before, after))| {
            d.zip_with(D::of(before), |d, w| {
                Ok(d.saturating_add(w).saturating_add(after))
            })
            .unwrap_or(d)
        })
        .collect();
    let mut out = Vec::with_capacity(from.len());
    for (axis, (&d, &(before, after))) in from.iter().zip(&widths).enumerate() {
        if d.known() == Some(0) && (before, after) != (0, 0) && mode != PadMode::Constant {
            return Err(refuse(
                F,
                format!(
                    "axis {axis} is empty, so there is nothing to take {mode:?} values from; \
                     pad it in PadMode::Constant"
                ),
            ));
        }
        let total = add(F, D::of(before), D::of(after), &padded)?;
        out.push(add(F, d, total, &padded)?);
    }
    element_count(F, &out)?;
    Ok((widths, out))
}

/// `pad`'s `constant_values`, checked to fit `dtype`.
pub fn pad_value(value: Scalar, dtype: Dtype) -> Result<()> {
    if value.fits(dtype) {
        return Ok(());
    }
    Err(refuse(
        "pad",
        format!(
            "`constant_values` {value} does not fit `{dtype}`; give a value the array's dtype \
             holds"
        ),
    ))
}

/// What `roll` shifts: every element of the flattened array, or each listed axis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Roll {
    /// The flattened array, by this many places.
    Flat(isize),
    /// Each axis by its shift (an axis listed twice adds up, as in NumPy).
    Axes(Vec<(usize, isize)>),
}

/// `roll`: what is shifted by how much in an array of `ndim` dimensions.
pub fn roll(ndim: usize, shift: &[isize], axis: Option<&[isize]>) -> Result<Roll> {
    const F: &str = "roll";
    let Some(axes) = axis else {
        return match shift {
            [s] => Ok(Roll::Flat(*s)),
            _ => Err(refuse(
                F,
                format!("`shift` {shift:?} needs `axis` (without one, give a single shift)"),
            )),
        };
    };
    if shift.len() != 1 && shift.len() != axes.len() {
        return Err(refuse(
            F,
            format!(
                "`shift` {shift:?} and `axis` {axes:?} differ in length; give one shift per \
                 axis, or one for all"
            ),
        ));
    }
    axes.iter()
        .enumerate()
        .map(|(i, &a)| Ok((normalize_axis(F, a, ndim)?, shift[i.min(shift.len() - 1)])))
        .collect::<Result<_>>()
        .map(Roll::Axes)
}

#[cfg(test)]
mod tests;
