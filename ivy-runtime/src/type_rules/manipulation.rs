//! Manipulation rules: shapes rearranged, joined, cut or repeated.

use ivy_grammar::Dtype;

use super::{axis, invalid, product};
use crate::error::Result;
use crate::functional::Sections;
use crate::tensor_type::{Dim, TensorType, broadcast_dims};

/// The promoted dtype of a list of arrays, which must not be empty.
fn promoted(xs: &[TensorType]) -> Result<Dtype> {
    if xs.is_empty() {
        return Err(invalid("needs at least one array"));
    }
    super::promoted(xs)
}

/// `x` reshaped to `shape`, where one entry may be `-1` (the length the others leave); with an
/// unknown dimension in `x`, that length is unknown.
pub fn reshaped(x: &TensorType, shape: &[isize]) -> Result<TensorType> {
    let total = product(&x.shape);
    let mut inferred = None;
    let mut known = 1usize;
    for (i, &d) in shape.iter().enumerate() {
        match d {
            -1 if inferred.is_none() => inferred = Some(i),
            d if d >= 0 => known = known.saturating_mul(d as usize),
            _ => return Err(invalid(format!("cannot reshape to {shape:?}"))),
        }
    }
    let mut out: Vec<Dim> = shape.iter().map(|&d| usize::try_from(d).ok()).collect();
    match (inferred, total) {
        (Some(i), Some(total)) => {
            if known == 0 || total % known != 0 {
                return Err(invalid(format!(
                    "cannot reshape {x} to {shape:?}: {total} elements"
                )));
            }
            out[i] = Some(total / known);
        }
        (None, Some(total)) if total != known => {
            return Err(invalid(format!(
                "cannot reshape {x} to {shape:?}: {total} elements"
            )));
        }
        _ => {}
    }
    Ok(TensorType::new(x.dtype, out))
}

/// `x` with axes `start_dim..=end_dim` merged into one.
pub fn flattened(x: &TensorType, start_dim: isize, end_dim: isize) -> Result<TensorType> {
    if x.ndim() == 0 {
        return Ok(TensorType::new(x.dtype, [Some(1)]));
    }
    let (s, e) = (axis(start_dim, x.ndim())?, axis(end_dim, x.ndim())?);
    if s > e {
        return Err(invalid(format!(
            "start_dim {start_dim} comes after end_dim {end_dim}"
        )));
    }
    let mut shape = x.shape[..s].to_vec();
    shape.push(product(&x.shape[s..=e]));
    shape.extend_from_slice(&x.shape[e + 1..]);
    Ok(TensorType::new(x.dtype, shape))
}

/// The arrays joined along their existing `axis`, in their promoted dtype.
pub fn concatenated(xs: &[TensorType], axis_: isize) -> Result<TensorType> {
    let dtype = promoted(xs)?;
    let first = &xs[0];
    let a = axis(axis_, first.ndim())?;
    let mut shape = first.shape.clone();
    for x in &xs[1..] {
        if x.ndim() != first.ndim() {
            return Err(invalid(format!("{x} and {first} differ in dimensions")));
        }
        for (i, (d, e)) in shape.iter_mut().zip(&x.shape).enumerate() {
            if i == a {
                *d = d.zip(*e).map(|(d, e)| d + e);
            } else {
                *d = same_dim(*d, *e, || {
                    invalid(format!("{x} and {first} differ off axis {a}"))
                })?;
            }
        }
    }
    Ok(TensorType::new(dtype, shape))
}

/// Two dimensions that must be equal: the known one of them, or an error.
fn same_dim(a: Dim, b: Dim, error: impl FnOnce() -> crate::Error) -> Result<Dim> {
    match (a, b) {
        (Some(a), Some(b)) if a != b => Err(error()),
        (a, b) => Ok(a.or(b)),
    }
}

/// The arrays (all of one shape) joined along a new `axis`, in their promoted dtype.
pub fn stacked(xs: &[TensorType], axis_: isize) -> Result<TensorType> {
    let dtype = promoted(xs)?;
    let mut shape = xs[0].shape.clone();
    for x in &xs[1..] {
        if x.ndim() != shape.len() {
            return Err(invalid(format!("{x} and {} differ in shape", xs[0])));
        }
        for (d, e) in shape.iter_mut().zip(&x.shape) {
            *d = same_dim(*d, *e, || {
                invalid(format!("{x} and {} differ in shape", xs[0]))
            })?;
        }
    }
    let a = axis(axis_, shape.len() + 1)?;
    shape.insert(a, Some(xs.len()));
    Ok(TensorType::new(dtype, shape))
}

/// `x` with length-1 axes inserted at `axes` (positions in the result).
pub fn expanded(x: &TensorType, axes: &[isize]) -> Result<TensorType> {
    let n = x.ndim() + axes.len();
    let mut at = vec![false; n];
    for a in axes {
        let a = axis(*a, n)?;
        if std::mem::replace(&mut at[a], true) {
            return Err(invalid(format!("axis {a} is repeated")));
        }
    }
    let mut dims = x.shape.iter();
    let shape = at
        .iter()
        .map(|new| {
            if *new {
                Some(1)
            } else {
                dims.next().copied().flatten()
            }
        })
        .collect::<Vec<_>>();
    Ok(TensorType::new(x.dtype, shape))
}

/// `x` without the length-1 axes `axes` (every length-1 axis if `None`; an unknown dimension
/// is taken as not 1).
pub fn squeezed(x: &TensorType, axes: Option<&[isize]>) -> Result<TensorType> {
    let drop: Vec<usize> = match axes {
        None => (0..x.ndim()).filter(|i| x.shape[*i] == Some(1)).collect(),
        Some(axes) => axes
            .iter()
            .map(|a| {
                let a = axis(*a, x.ndim())?;
                match x.shape[a] {
                    Some(1) | None => Ok(a),
                    Some(n) => Err(invalid(format!(
                        "axis {a} has length {n}; only length-1 axes can be squeezed"
                    ))),
                }
            })
            .collect::<Result<_>>()?,
    };
    let shape = (0..x.ndim())
        .filter(|i| !drop.contains(i))
        .map(|i| x.shape[i])
        .collect::<Vec<_>>();
    Ok(TensorType::new(x.dtype, shape))
}

/// `x` with its axes in the order `axes` (a permutation of them).
pub fn permuted(x: &TensorType, axes: &[isize]) -> Result<TensorType> {
    if axes.len() != x.ndim() {
        return Err(invalid(format!(
            "{axes:?} is not a permutation of the {} axes",
            x.ndim()
        )));
    }
    let mut seen = vec![false; x.ndim()];
    let mut shape = Vec::with_capacity(x.ndim());
    for a in axes {
        let a = axis(*a, x.ndim())?;
        if std::mem::replace(&mut seen[a], true) {
            return Err(invalid(format!(
                "{axes:?} is not a permutation of the {} axes",
                x.ndim()
            )));
        }
        shape.push(x.shape[a]);
    }
    Ok(TensorType::new(x.dtype, shape))
}

/// `x` with axes `axis0` and `axis1` swapped.
pub fn swapped(x: &TensorType, axis0: isize, axis1: isize) -> Result<TensorType> {
    let (a, b) = (axis(axis0, x.ndim())?, axis(axis1, x.ndim())?);
    let mut shape = x.shape.clone();
    shape.swap(a, b);
    Ok(TensorType::new(x.dtype, shape))
}

/// `x` with axes `source` moved to positions `destination`, the others in order.
pub fn moved(x: &TensorType, source: &[isize], destination: &[isize]) -> Result<TensorType> {
    if source.len() != destination.len() {
        return Err(invalid("source and destination differ in length"));
    }
    let n = x.ndim();
    let src = source
        .iter()
        .map(|a| axis(*a, n))
        .collect::<Result<Vec<_>>>()?;
    let dst = destination
        .iter()
        .map(|a| axis(*a, n))
        .collect::<Result<Vec<_>>>()?;
    let mut rest = (0..n).filter(|a| !src.contains(a));
    let mut order = vec![usize::MAX; n];
    for (s, d) in src.iter().zip(&dst) {
        order[*d] = *s;
    }
    for slot in order.iter_mut().filter(|s| **s == usize::MAX) {
        *slot = rest.next().ok_or_else(|| invalid("repeated axes"))?;
    }
    Ok(TensorType::new(
        x.dtype,
        order.iter().map(|a| x.shape[*a]).collect::<Vec<_>>(),
    ))
}

/// `split`'s results: `x` cut along `axis` as `sections` says (see
/// [`split()`](crate::split())); with an unknown axis length, as many results as the sections
/// say where that is known, else an error.
pub fn split_into(
    x: &TensorType,
    sections: Option<Sections<'_>>,
    axis_: isize,
    with_remainder: bool,
) -> Result<Vec<TensorType>> {
    let a = axis(axis_, x.ndim())?;
    let len = x.shape[a];
    let lengths: Vec<Dim> = match (sections, len) {
        (Some(Sections::Sizes(sizes)), _) => {
            if let Some(n) = len
                && sizes.iter().sum::<usize>() != n
            {
                return Err(invalid(format!("the sizes {sizes:?} do not sum to {n}")));
            }
            sizes.iter().map(|s| Some(*s)).collect()
        }
        (None, Some(n)) => vec![Some(1); n],
        (Some(Sections::Count(0)), _) => return Err(invalid("cannot split into 0 sections")),
        (Some(Sections::Count(c)), Some(n)) if n % c == 0 => vec![Some(n / c); c],
        (Some(Sections::Count(c)), Some(n)) if with_remainder => {
            let mut l = vec![Some(c); n / c];
            l.push(Some(n % c));
            l
        }
        (Some(Sections::Count(c)), Some(n)) => {
            return Err(invalid(format!(
                "{n} does not split into {c} equal sections"
            )));
        }
        (Some(Sections::Count(c)), None) if !with_remainder => vec![None; c],
        (_, None) => {
            return Err(invalid(format!(
                "how many sections axis {a} of {x} gives depends on its length"
            )));
        }
    };
    Ok(lengths
        .into_iter()
        .map(|l| {
            let mut shape = x.shape.clone();
            shape[a] = l;
            TensorType::new(x.dtype, shape)
        })
        .collect())
}

/// `x` repeated `repeats[i]` times along axis `i` (leading axes added or repeated once, as
/// NumPy's `tile`).
pub fn tiled(x: &TensorType, repeats: &[isize]) -> Result<TensorType> {
    let reps = repeats
        .iter()
        .map(|r| {
            usize::try_from(*r)
                .map_err(|_| invalid(format!("repeats {repeats:?} must not be negative")))
        })
        .collect::<Result<Vec<_>>>()?;
    let n = reps.len().max(x.ndim());
    let dims: Vec<Dim> = std::iter::repeat_n(Some(1), n - x.ndim())
        .chain(x.shape.iter().copied())
        .collect();
    let reps: Vec<usize> = std::iter::repeat_n(1, n - reps.len()).chain(reps).collect();
    let shape = dims
        .iter()
        .zip(&reps)
        .map(|(d, r)| d.map(|d| d * r))
        .collect::<Vec<_>>();
    Ok(TensorType::new(x.dtype, shape))
}

/// Each element of `x` repeated along `axis` (of the flattened `x` if `None`): `repeats` has
/// one count for every element, or one for all.
pub fn repeated(x: &TensorType, repeats: &[isize], axis_: Option<isize>) -> Result<TensorType> {
    if repeats.iter().any(|r| *r < 0) {
        return Err(invalid(format!("repeats {repeats:?} must not be negative")));
    }
    let (mut shape, a) = match axis_ {
        None => (vec![product(&x.shape)], 0),
        Some(a) => (x.shape.clone(), axis(a, x.ndim())?),
    };
    shape[a] = match repeats {
        [r] => shape[a].map(|n| n * *r as usize),
        many => {
            if let Some(n) = shape[a]
                && n != many.len()
            {
                return Err(invalid(format!(
                    "{} repeats for an axis of length {n}",
                    many.len()
                )));
            }
            Some(many.iter().map(|r| *r as usize).sum())
        }
    };
    Ok(TensorType::new(x.dtype, shape))
}

/// `x` broadcast to `shape`.
pub fn broadcast_to_shape(x: &TensorType, shape: &[usize]) -> Result<TensorType> {
    let target: Vec<Dim> = shape.iter().map(|d| Some(*d)).collect();
    let b = broadcast_dims(&x.shape, &target)?;
    if b != target {
        return Err(invalid(format!("{x} does not broadcast to {shape:?}")));
    }
    Ok(TensorType::new(x.dtype, target))
}

/// Every array broadcast to their common shape, each in its own dtype.
pub fn broadcast_all(xs: &[TensorType]) -> Result<Vec<TensorType>> {
    let mut shape = Vec::new();
    for x in xs {
        shape = broadcast_dims(&shape, &x.shape)?;
    }
    Ok(xs
        .iter()
        .map(|x| TensorType::new(x.dtype, shape.clone()))
        .collect())
}

/// `x` with `pad_width[i] = (before, after)` added to axis `i` (one pair for every axis, or
/// one for all).
pub fn padded(x: &TensorType, pad_width: &[(usize, usize)]) -> Result<TensorType> {
    let pair = |i: usize| match pad_width {
        [one] => Ok(*one),
        many if many.len() == x.ndim() => Ok(many[i]),
        _ => Err(invalid(format!(
            "{} pad pairs for {} axes",
            pad_width.len(),
            x.ndim()
        ))),
    };
    let shape = (0..x.ndim())
        .map(|i| pair(i).map(|(b, a)| x.shape[i].map(|d| d + b + a)))
        .collect::<Result<Vec<_>>>()?;
    Ok(TensorType::new(x.dtype, shape))
}
