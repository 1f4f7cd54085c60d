//! # ivy for Rust
//!
//! Declare dtype-aware array functions once and run them on interchangeable array backends,
//! with Ivy's semantics for type promotion, default dtypes, unsupported dtypes and casting modes.
//!
//! * The dtype core: [`Dtype`], [`DtypeSet`], six promotion rule sets ([`PromotionRules`]),
//!   weak scalars, default dtypes and scoped modes.
//! * The function library ([`functional`]): each function declared once with the attribute
//!   macros, dispatched to the active backend's kernel through the registry.
//! * The backends: [`ndarray`] (every dtype, the embedded default); register it with [`init`].
//!   With the cargo feature `candle`, `candle` too (nine dtypes on `candle_core::Tensor`);
//!   register it with `ivy::candle::register()`.
//!
//! ## Calling a function
//!
//! Every declared function `f` is called one way, generated from its declaration:
//!
//! * `f(required..)`: the parameters every call gives, in order; the optional ones (`out`,
//!   `dtype`, `axis`, `keepdims`, ..., each `Option` and `bool`, and those with a declared
//!   default) are left out at their defaults: `ivy::sum(&x)?`, `ivy::tan(&x)?`.
//! * `f::with(required..)`, then a method per optional argument to give, then `.call()`:
//!   `ivy::sum::with(&x).axis(1).keepdims(true).call()?`, `ivy::tan::with(&x).out(&mut y)
//!   .call()?` (an `Option` parameter takes the value or an `Option`: `.axis(1)`,
//!   `.axis(None)`).
//! * A method of [`Array`] where `f`'s first parameter is an array: `x.tan()?`,
//!   `x.matmul(&w)?`, `x.sum()?` (optional arguments at their defaults), and Rust's
//!   operators for the arithmetic ([`operators`]). A crate's own functions get methods too,
//!   through a trait it names (`#[ivy::methods(ArrayOps)]` on their module).
//!
//! ```
//! use ivy::{Dtype, HostArray};
//!
//! ivy::init()?;
//! let x = ivy::asarray(HostArray::from(vec![1i8, 2, 3]))?;
//! let y = (&x + 2)?; // `add`: a Rust literal is weak, the result stays int8
//! assert_eq!(y.dtype(), Dtype::Int8);
//! assert_eq!(y.to_string(), "[3, 4, 5]");
//! assert_eq!(x.sum()?.to_string(), "6"); // int8 sums in the default int dtype
//! assert_eq!(ivy::cumsum::with(&x).reverse(true).call()?.to_string(), "[6, 5, 3]");
//!
//! // a float function takes integers as the default float dtype (Ivy's superset behaviour)
//! assert_eq!(ivy::tan(&x)?.dtype(), Dtype::Float32);
//!
//! // integer products wrap in their dtype: 1 + 4 + 9
//! assert_eq!(ivy::matmul(&x, &x)?.to_string(), "14");
//!
//! // lcm has no float kernel on ndarray; a casting mode finds a supported dtype
//! let f = ivy::asarray(HostArray::from(vec![4.0f32, 6.0]))?;
//! assert!(ivy::lcm(&f, &f).is_err());
//! let m = ivy::with_casting_mode(ivy::CastingMode::Cast, || ivy::lcm(&f, &f))?;
//! assert_eq!((m.dtype(), m.to_string()), (Dtype::Int32, "[4, 6]".to_owned()));
//! # Ok::<(), ivy::Error>(())
//! ```

// Generated code names `::ivy::__private`; inside the facade `ivy` is the crate itself.
extern crate self as ivy;

// `::std`: the glob import below brings the library function `std` (a module of that name).
use ::std::sync::OnceLock;

pub use ivy_runtime::*;

// The attribute macros (`#[primary]`, `#[implements(..)]`, `kernels!`, ...).
pub use ivy_macros::*;

pub use ivy_backends::ndarray;
// The dense linear algebra the backends' kernels call (`dense`): faer's, linked in.
extern crate ivy_faer;
/// Who runs the matrix products (`matmul` and the products inside the decompositions) of
/// float32, float64 and their complex types: `"faer"`, or with the `openblas` feature and the
/// system's OpenBLAS installed, `"OpenBLAS …"` with its version.
///
/// ```
/// let provider = ivy::dense_provider();
/// assert!(provider == "faer" || provider.starts_with("OpenBLAS"));
/// ```
pub use ivy_faer::provider as dense_provider;
// The layer below every backend: element classes, loops, routines, vectorised math.
pub use ivy_backends::{elem, loops, routines, vmath};

#[cfg(feature = "candle")]
pub use ivy_backends::candle;

// NumPy's, PyTorch's and JAX's functions over Ivy's (`ivy::frontends::numpy::sum`).
pub use ivy_frontends as frontends;

pub mod conformance;
pub mod guide;

/// Registers the embedded default backend (ndarray) on first call and returns its id; later
/// calls return the same id. Until a backend is registered, calls without an array argument
/// have nowhere to run.
pub fn init() -> Result<BackendId> {
    static NDARRAY: OnceLock<Result<BackendId>> = OnceLock::new();
    NDARRAY
        .get_or_init(|| register_backend(ndarray::NdArrayBackend))
        .clone()
}

/// An `ndarray::ArrayD` as an ivy array on the embedded ndarray backend, without a copy
/// (registering the backend first if needed).
pub fn from_ndarray<T: ndarray::Element>(a: ::ndarray::ArrayD<T>) -> Result<Array> {
    ndarray::NdArrayBackend::wrap(init()?, a)
}

/// An array on the embedded ndarray backend from Rust literals, 1-d or 2-d, its dtype that of
/// the elements (`array![1i8, 2]` is int8; an unsuffixed float literal is `f64`, so float64;
/// an unsuffixed integer is `i32`, so int32). Evaluates to `ivy::Result<Array>`.
///
/// ```
/// let x = ivy::array![[1, 2], [3, 4]]?;
/// assert_eq!((x.dtype(), x.shape()), (ivy::Dtype::Int32, &[2usize, 2][..]));
/// assert_eq!(x.to_string(), "[[1, 2],\n [3, 4]]");
/// let y = ivy::array![0.5f32, 1.5]?;
/// assert_eq!(y.to_string(), "[0.5, 1.5]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[macro_export]
macro_rules! array {
    ($([$($x:expr),* $(,)?]),+ $(,)?) => {
        $crate::init().and_then(|_| {
            $crate::asarray($crate::HostArray::from([$([$($x),*]),+]))
        })
    };
    ($($x:expr),+ $(,)?) => {
        $crate::init().and_then(|_| $crate::asarray($crate::HostArray::from([$($x),+])))
    };
}

/// An indexing query for [`get_item()`] from Rust syntax, as ndarray's `s![..]`: an
/// integer (negative from the end), a range `a..b`, `a..`, `..b`, `a..=b` or `..` (the whole
/// axis), a step after `;` (`..;2`, `..;-1`), `NewAxis` (a new length-1 axis), `...` (the
/// unnamed axes) and `&array` (an integer index array or a boolean mask), separated by
/// commas. Evaluates to a reference to a [`Query`] of [`Index`]es, which reads as `&[Index]`:
/// a function taking a query takes `s![..]` as it is or by reference (`x.get_item(s![1])`,
/// `x.get_item(&s![1])`), as ndarray's `slice` does. The query is a temporary of the statement
/// it is written in (or of the `let` it initialises); to keep one longer, keep its
/// [`Query`] (`let q = *s![1, ..];`).
///
/// ```
/// use ivy::{Index, s};
/// assert!(matches!(s![1, ..].as_slice(), [Index::At(1), Index::Slice { start: None, stop: None, step: 1 }]));
/// assert!(matches!(s![1..;-1].as_slice(), [Index::Slice { start: Some(1), stop: None, step: -1 }]));
/// assert!(matches!(s![NewAxis, ...].as_slice(), [Index::NewAxis, Index::Ellipsis]));
/// let rows = ivy::array![0, 2]?;
/// assert!(matches!(s![&rows, 1].as_slice(), [Index::Array(_), Index::At(1)]));
/// let x = ivy::array![[1, 2], [3, 4]]?;
/// assert_eq!(x.get_item(s![1])?.to_string(), x.get_item(&s![1])?.to_string());
/// # Ok::<(), ivy::Error>(())
/// ```
#[macro_export]
macro_rules! s {
    (@q [$($done:expr,)*]) => { &$crate::Query([$($done,)*]) };
    (@q [$($done:expr,)*] ... $(, $($rest:tt)*)?) => {
        $crate::s!(@q [$($done,)* $crate::Index::Ellipsis,] $($($rest)*)?)
    };
    (@q [$($done:expr,)*] NewAxis $(, $($rest:tt)*)?) => {
        $crate::s!(@q [$($done,)* $crate::Index::NewAxis,] $($($rest)*)?)
    };
    (@q [$($done:expr,)*] $r:expr ; $step:expr $(, $($rest:tt)*)?) => {
        $crate::s!(@q [$($done,)* $crate::Index::from($r).step_by($step),] $($($rest)*)?)
    };
    (@q [$($done:expr,)*] $r:expr $(, $($rest:tt)*)?) => {
        $crate::s!(@q [$($done,)* $crate::Index::from($r),] $($($rest)*)?)
    };
    ($($query:tt)*) => { $crate::s!(@q [] $($query)*) };
}

/// The README's code blocks, compiled and run as doc tests so they cannot drift from the API.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

/// The pages of `docs/` (and the changelog), their code blocks compiled and run as doc tests as
/// the README's are. `tests/api/docs_pages.rs` checks that every page of `docs/` is here.
#[cfg(doctest)]
pub mod docs_pages {
    #[doc = include_str!("../docs/library.md")]
    pub struct Library;
    #[doc = include_str!("../docs/cli.md")]
    pub struct Cli;
    #[doc = include_str!("../docs/frontends.md")]
    pub struct Frontends;
    #[doc = include_str!("../docs/performance.md")]
    pub struct Performance;
    #[doc = include_str!("../docs/python.md")]
    pub struct Python;
    #[doc = include_str!("../CHANGELOG.md")]
    pub struct Changelog;
}
