//! Random numbers, reproducible per seed and independent of the backend: every kernel draws
//! on the host from one seeded generator ([`crate::rng`]) and moves the values to its backend,
//! so the same seed gives the same numbers on every backend.
//!
//! A seed given as a function's `seed` argument (or to [`seed`]) restarts the generator in
//! force, as Ivy's does; [`seed_scope`] and [`with_seed`] give a thread a generator of its own.

use ivy_macros::{primary, standalone};

pub use crate::rng::{SeedGuard, seed_scope, with_seed};
use crate::{Array, ArrayLike, Device, Dtype, Result};

/// The declarations: each function is `#[primary]`, `#[handle_out]` and `#[nestable]`.
#[primary]
#[handle_out]
#[nestable]
mod declared {
    use super::*;

    /// Values drawn uniformly from `[low, high)`, of `shape` (else of the shape `low` and `high`
    /// broadcast to); `dtype` defaults to the bounds' dtype: a float array's, else the default
    /// float dtype (integer and `bool` bounds, arrays or Rust values, are taken as the default float
    /// dtype, as Ivy's). Each `low` must not exceed its `high`; both must be finite. With `seed`,
    /// the generator in force restarts from it first (see the module docs).
    ///
    /// ```
    /// ivy::init()?; // no array argument: the call runs on the default backend
    /// let x = ivy::random_uniform::with(-1.0, 1.0).shape(&[2, 3]).seed(42).call()?;
    /// let y = ivy::random_uniform::with(-1.0, 1.0).shape(&[2, 3]).seed(42).call()?;
    /// assert_eq!((x.shape(), x.dtype()), (&[2usize, 3][..], ivy::Dtype::Float32));
    /// assert!(ivy::array_equal(&x, &y)?);
    /// assert!(ivy::random_uniform(1.0, 0.0).is_err());
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(drawn(shape, &[low, high], dtype))]
    #[integer_arrays_to_float]
    #[infer_dtype]
    #[infer_device]
    pub fn random_uniform(
        low: ArrayLike<'_>,
        high: ArrayLike<'_>,
        shape: Option<&[usize]>,
        device: Option<Device>,
        dtype: Option<Dtype>,
        seed: Option<u64>,
        out: Option<&mut Array>,
    ) -> Result<Array>;

    /// Values drawn from the normal distribution of `mean` and standard deviation `std`, of
    /// `shape` (else of the shape `mean` and `std` broadcast to); `dtype` defaults to the
    /// parameters' dtype: a float array's, else the default float dtype (integer and `bool`
    /// parameters are taken as the default float dtype, as Ivy's). `std` must be finite and not
    /// negative. With `seed`, the generator in force restarts from it first.
    ///
    /// ```
    /// ivy::init()?; // no array argument: the call runs on the default backend
    /// let x = ivy::random_normal::with(0.0, 1.0).shape(&[1000]).seed(0).call()?;
    /// let mean = ivy::to_scalar(&ivy::sum::with(&x).dtype(ivy::Dtype::Float64).call()?)?;
    /// let ivy::Scalar::Float(total) = mean else { unreachable!() };
    /// assert!((total / 1000.0).abs() < 0.1); // 0 within 3 standard errors
    /// assert!(ivy::random_normal(0.0, -1.0).is_err());
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(random_uniform, low = mean, high = std)]
    #[returns(drawn(shape, &[mean, std], dtype))]
    #[integer_arrays_to_float]
    #[infer_dtype]
    #[infer_device]
    pub fn random_normal();

    /// Integers drawn uniformly from `[low, high)`, of `shape` (else of the shape `low` and `high`
    /// broadcast to); `dtype` defaults to the bounds' dtype (the default int dtype for Rust
    /// integers). As in Ivy, `dtype` must be a signed integer dtype; each `low` must be less than
    /// its `high`, and the values must fit `dtype`. The same seed gives the same integers in every
    /// dtype that holds them.
    ///
    /// ```
    /// ivy::init()?; // no array argument: the call runs on the default backend
    /// let x = ivy::randint::with(0, 10).shape(&[5]).dtype(ivy::Dtype::Int8).seed(1).call()?;
    /// let y = ivy::randint::with(0, 10).shape(&[5]).dtype(ivy::Dtype::Int64).seed(1).call()?;
    /// assert_eq!(x.to_string(), y.to_string());
    /// assert!(ivy::randint(3, 3).is_err()); // an empty range
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[signature_of(random_uniform)]
    #[returns(drawn(shape, &[low, high], dtype))]
    #[infer_dtype]
    #[infer_device]
    pub fn randint();

    /// `x` with its entries along `axis` (`None`: the first axis, Ivy's default) in a random
    /// order, the same permutation for every position along the other axes. A 0-d array comes
    /// back unchanged. With `seed`, the generator in force restarts from it first.
    ///
    /// ```
    /// let x = ivy::array![[1, 2], [3, 4], [5, 6]]?;
    /// let y = ivy::shuffle::with(&x).axis(0).seed(3).call()?;
    /// let rows = ["[1, 2]", "[3, 4]", "[5, 6]"];
    /// assert!(rows.iter().all(|r| y.to_string().contains(r))); // the rows, reordered
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(same(x))]
    pub fn shuffle(
        x: &Array,
        axis: Option<isize>,
        seed: Option<u64>,
        out: Option<&mut Array>,
    ) -> Result<Array>;
}

pub use declared::*;

/// Restarts the generator in force from `seed_value` (Ivy's `ivy.seed`): this thread's
/// innermost [`seed_scope`] if it has one, else the process-wide generator. The random
/// functions then give the same numbers as after any other restart from the same value.
///
/// ```
/// ivy::init()?; // no array argument: the call runs on the default backend
/// let draw = || ivy::randint::with(0, 100).shape(&[4]).call();
/// let _g = ivy::seed_scope(0); // this thread's own generator: no other test interferes
/// ivy::seed(5);
/// let a = draw()?;
/// ivy::seed(5);
/// assert!(ivy::array_equal(&a, &draw()?)?);
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn seed(seed_value: u64) {
    crate::rng::restart(seed_value);
}
