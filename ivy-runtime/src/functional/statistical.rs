//! Reductions, scans and `einsum`.
//!
//! The accumulating ones (`sum`, `prod`, `cumsum`, `cumprod`) follow the Array API without a
//! `dtype`: a signed integer narrower than the default int dtype gives the default int, an
//! unsigned one narrower than the default uint the default uint, `bool` the default int, any
//! other dtype itself (each is `#[infer_dtype(accumulate)]`). With a `dtype`, the input
//! is converted first, so `sum(int8_array, .., Some(Int8))` wraps in `int8`. `mean`, `var` and
//! `std` take integers and `bool` as the default float dtype. Float sums are pairwise, as
//! NumPy's: the rounding error grows with the logarithm of the count, not the count.

use ivy_macros::primary;

use crate::{Array, Dtype, Result};

/// The declarations: each function is `#[primary]`, `#[handle_out]` and `#[nestable]`.
#[primary]
#[handle_out]
#[nestable]
mod declared {
    use super::*;

    /// The sum over `axis` (all axes if `None`), keeping reduced axes as length 1 if `keepdims`.
    /// An empty sum is 0.
    ///
    /// ```
    /// let x = ivy::array![[1i8, 2], [3, 4]]?;
    /// let s = ivy::sum::with(&x).axis(0).call()?;
    /// assert_eq!((s.to_string(), s.dtype()), ("[4, 6]".to_owned(), ivy::Dtype::Int32));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(reduce_retyped(x, axis, keepdims, dtype))]
    #[infer_dtype(accumulate)]
    pub fn sum(
        x: &Array,
        axis: Option<isize>,
        keepdims: bool,
        dtype: Option<Dtype>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The product over `axis` (all axes if `None`), keeping reduced axes if `keepdims`. An empty
    /// product is 1.
    ///
    /// ```
    /// let x = ivy::array![1u8, 2, 3, 4]?;
    /// let p = ivy::prod(&x)?;
    /// assert_eq!((p.to_string(), p.dtype()), ("24".to_owned(), ivy::Dtype::Uint32));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(sum)]
    #[returns(reduce_retyped(x, axis, keepdims, dtype))]
    #[infer_dtype(accumulate)]
    pub fn prod();

    /// The running sums along `axis`: with `exclusive`, each leaves out its own element (the first
    /// is 0); with `reverse`, they run from the end.
    ///
    /// ```
    /// let x = ivy::array![1i32, 2, 3]?;
    /// assert_eq!(ivy::cumsum(&x)?.to_string(), "[1, 3, 6]");
    /// assert_eq!(ivy::cumsum::with(&x).exclusive(true).reverse(true).call()?.to_string(), "[5, 3, 0]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(along(x, Some(axis), dtype))]
    #[defaults(axis = 0)]
    #[infer_dtype(accumulate)]
    pub fn cumsum(
        x: &Array,
        axis: isize,
        exclusive: bool,
        reverse: bool,
        dtype: Option<Dtype>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The running products along `axis`: with `exclusive`, each leaves out its own element (the
    /// first is 1); with `reverse`, they run from the end.
    ///
    /// ```
    /// let x = ivy::array![1i32, 2, 3, 4]?;
    /// assert_eq!(ivy::cumprod(&x)?.to_string(), "[1, 2, 6, 24]");
    /// assert_eq!(ivy::cumprod::with(&x).exclusive(true).call()?.to_string(), "[1, 1, 2, 6]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(cumsum)]
    #[returns(along(x, Some(axis), dtype))]
    #[defaults(axis = 0)]
    #[infer_dtype(accumulate)]
    pub fn cumprod();

    /// The arithmetic mean over `axis` (all axes if `None`); integers and `bool` are taken as the
    /// default float dtype. The mean of no elements is `NaN`, as NumPy's.
    ///
    /// ```
    /// let x = ivy::array![[1i32, 2], [3, 5]]?;
    /// let m = ivy::mean::with(&x).axis(1).call()?;
    /// assert_eq!((m.to_string(), m.dtype()), ("[1.5, 4.]".to_owned(), ivy::Dtype::Float32));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(reduce(x, axis, keepdims))]
    #[integer_arrays_to_float]
    pub fn mean(
        x: &Array,
        axis: Option<isize>,
        keepdims: bool,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The variance over `axis` (all axes if `None`): the sum of squared deviations from the mean,
    /// divided by `N - correction` (`correction = 1` is Bessel's correction), as Ivy's and NumPy's
    /// `ddof`. Where `N - correction` is not positive the divisor is 0, so the result is `inf` or
    /// `NaN`, as NumPy's. Integers and `bool` are taken as the default float dtype.
    ///
    /// ```
    /// let x = ivy::array![1.0f64, 2.0, 3.0, 4.0]?;
    /// assert_eq!(ivy::var(&x)?.to_string(), "1.25");
    /// assert_eq!(ivy::var::with(&x).correction(1.0).call()?.to_string(), "1.66666667");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(reduce(x, axis, keepdims))]
    #[defaults(correction = 0.0)]
    #[integer_arrays_to_float]
    pub fn var(
        x: &Array,
        axis: Option<isize>,
        correction: f64,
        keepdims: bool,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// The standard deviation over `axis`: the square root of [`var()`] with the same `correction`.
    ///
    /// ```
    /// let x = ivy::array![2.0f32, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]?;
    /// assert_eq!(ivy::std(&x)?.to_string(), "2.");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(var)]
    #[returns(reduce(x, axis, keepdims))]
    #[defaults(correction = 0.0)]
    #[integer_arrays_to_float]
    pub fn std();

    /// The largest element over `axis` (all axes if `None`); `NaN` propagates; for `bool`, any.
    /// Over no elements it is an error, as NumPy's (the maximum has no identity).
    ///
    /// ```
    /// let x = ivy::array![[1i16, 7], [4, -2]]?;
    /// assert_eq!(ivy::max::with(&x).axis(0).call()?.to_string(), "[4, 7]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(mean)]
    #[returns(reduce(x, axis, keepdims))]
    pub fn max();

    /// The smallest element over `axis` (all axes if `None`); `NaN` propagates; for `bool`, all.
    /// Over no elements it is an error, as NumPy's.
    ///
    /// ```
    /// let x = ivy::array![[1i16, 7], [4, -2]]?;
    /// assert_eq!(ivy::min::with(&x).keepdims(true).call()?.to_string(), "[[-2]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(max)]
    #[returns(reduce(x, axis, keepdims))]
    pub fn min();
}

pub use declared::*;

/// Einstein summation over `operands` (NumPy's `einsum`, without its optimiser): `equation`
/// names each operand's axes with letters, `,` between operands, and optionally `->` and the
/// output's letters (without, the letters that appear once, in alphabetical order). A letter
/// repeated within an operand takes its diagonal; a letter not in the output is summed over;
/// `...` stands for the axes not named, broadcast across operands as NumPy broadcasts. The
/// operands are promoted to one dtype under the active rules and moved to the backend the call
/// runs on (the one in scope, else the default: a list of operands is not among the inputs
/// dispatch picks a backend from). Errors name what is wrong in the equation.
///
/// ```
/// let a = ivy::array![[1.0f32, 2.0], [3.0, 4.0]]?;
/// let b = ivy::array![[5.0f32, 6.0], [7.0, 8.0]]?;
/// assert_eq!(ivy::einsum("ij,jk->ik", &[&a, &b])?.to_string(), "[[19., 22.],\n [43., 50.]]");
/// assert_eq!(ivy::einsum("ii", &[&a])?.to_string(), "5.");
/// assert_eq!(ivy::einsum("ij->j", &[&a])?.to_string(), "[4., 6.]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[returns(einsum_of(equation, operands))]
#[defaults(equation = required)]
#[handle_out]
pub fn einsum(equation: &str, operands: &[&Array], out: Option<&mut Array>) -> Result<Array>;
