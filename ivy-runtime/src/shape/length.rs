//! [`Length`]: a dimension as a shape rule sees it, known (`usize`, an array's shape) or known
//! or not ([`Dim`], a [`TensorType`](crate::TensorType)'s), so that one rule serves
//! `output_type` and the kernels.

use crate::error::{Error, Result};
use crate::tensor_type::{Dim, format_dims};

/// The length of one dimension in a shape rule: `usize` for the shape of an array (every
/// length known), [`Dim`] for a type's (a length may be unknown). A rule written over
/// `D: Length` gives a kernel its shape as `Vec<usize>` and `output_type` its shape as
/// `Vec<Dim>`, with the same checks and errors; what depends on an unknown length is unknown
/// in the result, or left to the call.
///
/// ```
/// use ivy_runtime::type_rules::dims;
///
/// assert_eq!(dims::reshape(&[2usize, 3], &[3, -1])?, [3, 2]);
/// assert_eq!(dims::reshape(&[Some(2), None], &[-1])?, [None]);
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub trait Length: Copy + PartialEq + std::fmt::Debug {
    /// A known length.
    fn of(n: usize) -> Self;

    /// The length, if known.
    fn known(self) -> Option<usize>;

    /// `f` of two lengths, unknown if either is.
    fn zip_with(self, other: Self, f: impl FnOnce(usize, usize) -> Result<usize>) -> Result<Self>;

    /// A length that only data can tell (the number of `true`s of a mask): `count()` for a
    /// known length, unknown (without calling it) for a type's.
    fn counted(count: impl FnOnce() -> Result<usize>) -> Result<Self>;
}

impl Length for usize {
    fn of(n: usize) -> usize {
        n
    }

    fn known(self) -> Option<usize> {
        Some(self)
    }

    fn zip_with(
        self,
        other: usize,
        f: impl FnOnce(usize, usize) -> Result<usize>,
    ) -> Result<usize> {
        f(self, other)
    }

    fn counted(count: impl FnOnce() -> Result<usize>) -> Result<usize> {
        count()
    }
}

impl Length for Dim {
    fn of(n: usize) -> Dim {
        Some(n)
    }

    fn known(self) -> Option<usize> {
        self
    }

    fn zip_with(self, other: Dim, f: impl FnOnce(usize, usize) -> Result<usize>) -> Result<Dim> {
        match (self, other) {
            (Some(a), Some(b)) => f(a, b).map(Some),
            _ => Ok(None),
        }
    }

    fn counted(_: impl FnOnce() -> Result<usize>) -> Result<Dim> {
        Ok(None)
    }
}

/// `shape` printed, an unknown length as `?`: `[2, ?]`.
pub(crate) fn shown<D: Length>(shape: &[D]) -> String {
    format_dims(&shape.iter().map(|d| d.known()).collect::<Vec<_>>())
}

/// The error for a shape of `function`'s whose element count does not fit: `shape` with an
/// unknown length shown as 1 (the length that adds nothing to the count).
pub(crate) fn too_large<D: Length>(function: &'static str, shape: &[D]) -> Error {
    Error::ShapeTooLarge {
        function,
        shape: shape.iter().map(|d| d.known().unwrap_or(1)).collect(),
    }
}

/// `a + b`, or [`Error::ShapeTooLarge`] for `shape` (the shape the sum is a length of).
pub(crate) fn add<D: Length>(function: &'static str, a: D, b: D, shape: &[D]) -> Result<D> {
    a.zip_with(b, |a, b| {
        a.checked_add(b).ok_or_else(|| too_large(function, shape))
    })
}

/// `a * b`, as [`add`].
pub(crate) fn mul<D: Length>(function: &'static str, a: D, b: D, shape: &[D]) -> Result<D> {
    a.zip_with(b, |a, b| {
        a.checked_mul(b).ok_or_else(|| too_large(function, shape))
    })
}

/// The number of elements of `shape` (unknown if a length is), after checking that the known
/// lengths leave it addressable, as [`element_count`](crate::element_count) does: an array of
/// `shape` could not exist otherwise, whatever the unknown lengths are.
pub(crate) fn element_count<D: Length>(function: &'static str, shape: &[D]) -> Result<D> {
    let known: Vec<usize> = shape.iter().filter_map(|d| d.known()).collect();
    let count =
        crate::shape::element_count(function, &known).map_err(|_| too_large(function, shape))?;
    Ok(if known.len() == shape.len() {
        D::of(count)
    } else {
        shape
            .iter()
            .copied()
            .find(|d| d.known().is_none())
            .unwrap_or(D::of(count))
    })
}

/// Two lengths that must be equal: the known one of them, or `error` when both are known and
/// differ.
pub(crate) fn same<D: Length>(a: D, b: D, error: impl FnOnce() -> Error) -> Result<D> {
    match (a.known(), b.known()) {
        (Some(x), Some(y)) if x != y => Err(error()),
        (Some(_), _) => Ok(a),
        _ => Ok(b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_is_checked_and_unknown_stays_unknown() {
        assert_eq!(add("f", 2usize, 3, &[2]), Ok(5));
        assert_eq!(add("f", Some(2), None, &[Some(2)]), Ok(None));
        let e = add("concat", usize::MAX, 1, &[usize::MAX]).unwrap_err();
        assert_eq!(
            e,
            Error::ShapeTooLarge {
                function: "concat",
                shape: vec![usize::MAX]
            }
        );
        assert!(mul("tile", Some(usize::MAX), Some(2), &[None, Some(usize::MAX)]).is_err());
        assert_eq!(mul("tile", None, Some(2), &[None]), Ok(None));
    }

    #[test]
    fn counts_check_the_known_lengths() {
        assert_eq!(element_count("f", &[2usize, 3]), Ok(6));
        assert_eq!(element_count("f", &[Some(2), None]), Ok(None));
        // Whatever `?` is, 2^62 x 4 elements are too many.
        let huge = [Some(1usize << 62), None, Some(4)];
        assert_eq!(
            element_count("reshape", &huge).unwrap_err().to_string(),
            format!(
                "reshape: the shape [{}, 1, 4] has too many elements",
                1usize << 62
            )
        );
    }

    #[test]
    fn same_lengths_keep_the_known_one() {
        let e = || Error::InvalidInput("differ".into());
        assert_eq!(same(Some(2), None, e), Ok(Some(2)));
        assert_eq!(same(None, Some(2), e), Ok(Some(2)));
        assert_eq!(same(3usize, 3, e), Ok(3));
        assert!(same(2usize, 3, e).is_err());
        assert_eq!(shown(&[Some(2), None]), "[2, ?]");
        assert_eq!(shown(&[2usize, 3]), "[2, 3]");
    }
}
