//! Sets: the unique values of an array, with their counts, first positions and inverse.
//!
//! As the Array API (and Ivy) has them: `x` is taken flattened; the unique values come sorted
//! (in the order [`sort`](super::sort) uses); every `NaN` is a value of its own, never equal to
//! another `NaN`; `-0.0` and `0.0` are one value. Positions and counts are `int64`. Ivy's
//! `axis` and `by_value` arguments are not taken. Ivy's functions returning several arrays take
//! no `out`; here `out` takes one array per output.

use ivy_macros::primary;

use crate::{Array, Result};

/// The declarations: each function is `#[primary]`, `#[handle_out]` and `#[nestable]`.
#[primary]
#[handle_out]
#[nestable]
mod declared {
    use super::*;

    /// The unique values of `x`, sorted.
    ///
    /// ```
    /// let x = ivy::array![[3, 1], [3, 2]]?;
    /// assert_eq!(ivy::unique_values(&x)?.to_string(), "[1, 2, 3]");
    /// let n = ivy::array![f64::NAN, 1.0, f64::NAN]?;
    /// assert_eq!(ivy::unique_values(&n)?.to_string(), "[ 1., nan, nan]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(distinct(x))]
    pub fn unique_values(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// The unique values of `x`, sorted, and how many times each occurs.
    ///
    /// ```
    /// let x = ivy::array![3, 1, 3, 3]?;
    /// let (values, counts) = ivy::unique_counts(&x)?;
    /// assert_eq!((values.to_string(), counts.to_string()), ("[1, 3]".to_owned(), "[1, 3]".to_owned()));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(Ok((distinct(x)?, distinct_indices()?)))]
    pub fn unique_counts(x: &Array, out: Option<(&mut Array, &mut Array)>) -> Result<(Array, Array)>;

    /// The unique values of `x`, sorted, and for each element of `x` the position of its value
    /// among them (of the shape of `x`: `values[inverse]` is `x`).
    ///
    /// ```
    /// let x = ivy::array![[3, 1], [3, 2]]?;
    /// let (values, inverse) = ivy::unique_inverse(&x)?;
    /// assert_eq!(values.to_string(), "[1, 2, 3]");
    /// assert_eq!(inverse.to_string(), "[[2, 0],\n [2, 1]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(Ok((distinct(x)?, indices_like(x)?)))]
    pub fn unique_inverse(x: &Array, out: Option<(&mut Array, &mut Array)>) -> Result<(Array, Array)>;

    /// The unique values of `x`, sorted, with the position in the flattened `x` of each value's
    /// first occurrence, the inverse (as [`unique_inverse()`] gives it) and the counts: `(values,
    /// indices, inverse_indices, counts)`.
    ///
    /// ```
    /// let x = ivy::array![5, 3, 5, 1]?;
    /// let (values, indices, inverse, counts) = ivy::unique_all(&x)?;
    /// assert_eq!(values.to_string(), "[1, 3, 5]");
    /// assert_eq!(indices.to_string(), "[3, 1, 0]");
    /// assert_eq!(inverse.to_string(), "[2, 1, 2, 0]");
    /// assert_eq!(counts.to_string(), "[1, 1, 2]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(Ok((distinct(x)?, distinct_indices()?, indices_like(x)?, distinct_indices()?)))]
    pub fn unique_all(
        x: &Array,
        out: Option<(&mut Array, &mut Array, &mut Array, &mut Array)>,
    ) -> Result<(Array, Array, Array, Array)>;
}

pub use declared::*;
