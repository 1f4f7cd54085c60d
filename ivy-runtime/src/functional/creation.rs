//! Creation functions.

use ivy_macros::{compositional, primary};

use super::tensordot;
use crate::{
    Array, BackendId, Device, Dtype, Error, HostArray, Result, Scalar, TensorType,
    TensordotAxes,
};

/// Arrays made from their parameters: each function is `#[primary]`, `#[infer_dtype]` and `#[infer_device]`.
#[primary]
#[infer_dtype]
#[infer_device]
mod made {
    use super::*;

    /// An array of zeros of `shape`; `dtype` defaults to the global default dtype (float32).
    #[returns(created(shape, dtype))]
    #[defaults(shape = required)]
    pub fn zeros(shape: &[usize], dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;

    /// An array of ones of `shape`; `dtype` defaults to the global default dtype (float32).
    #[returns(created(shape, dtype))]
    #[defaults(shape = required)]
    pub fn ones(shape: &[usize], dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;

    /// Evenly spaced values `start, start + step, ...` below `stop`. Without a `dtype`, the
    /// arguments decide: any float gives the default float dtype, else the default int dtype.
    #[returns(ranged(start, stop, step, dtype))]
    #[defaults(start = required, step = Scalar::Int(1))]
    pub fn arange(
        start: Scalar,
        stop: Scalar,
        step: Scalar,
        dtype: Option<Dtype>,
        device: Option<Device>,
    ) -> Result<Array>;

    /// An array of `shape`; `dtype` defaults to the global default dtype (float32). Ivy leaves
    /// its elements uninitialised; here they are zeros (a safe API hands out no memory nobody
    /// wrote), so `empty` is `zeros` under Ivy's name.
    #[returns(created(shape, dtype))]
    #[defaults(shape = required)]
    pub fn empty(shape: &[usize], dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;

    /// `num` evenly spaced values from `start` to `stop` (included if `endpoint`), as NumPy's
    /// `linspace`: `start + i * step` with `step = (stop - start) / (num - 1)` (`/ num` without
    /// the endpoint), the last value exactly `stop`. `dtype` defaults to the global default
    /// (float32); an integer dtype takes each value rounded down (NumPy 2), which must fit.
    ///
    /// ```
    /// ivy::init()?; // a creation function needs a backend in scope
    /// let x = ivy::linspace(0.0, 1.0, 5)?;
    /// assert_eq!(x.to_string(), "[0.  , 0.25, 0.5 , 0.75, 1.  ]");
    /// let y = ivy::linspace::with(0.0, 10.0, 4).endpoint(false).dtype(ivy::Dtype::Int32).call()?;
    /// assert_eq!(y.to_string(), "[0, 2, 5, 7]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(created(&[num], dtype))]
    #[defaults(start = required, stop = required, num = required, endpoint = true)]
    pub fn linspace(
        start: f64,
        stop: f64,
        num: usize,
        endpoint: bool,
        dtype: Option<Dtype>,
        device: Option<Device>,
    ) -> Result<Array>;

    /// `num` values `base^v` for `v` evenly spaced from `start` to `stop` (see [`linspace()`]), as
    /// NumPy's `logspace`; the powers are computed in `float64`, then rounded to `dtype`.
    ///
    /// ```
    /// ivy::init()?; // a creation function needs a backend in scope
    /// let x = ivy::logspace(0.0, 3.0, 4)?;
    /// assert_eq!(x.to_string(), "[   1.,   10.,  100., 1000.]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(created(&[num], dtype))]
    #[defaults(start = required, stop = required, num = required, base = 10.0, endpoint = true)]
    pub fn logspace(
        start: f64,
        stop: f64,
        num: usize,
        base: f64,
        endpoint: bool,
        dtype: Option<Dtype>,
        device: Option<Device>,
    ) -> Result<Array>;

    /// A matrix of `n_rows` × `n_cols` (`n_rows` if `None`) with ones on the `k`-th diagonal (above
    /// the main one for `k > 0`, below for `k < 0`) and zeros elsewhere, repeated over
    /// `batch_shape` (leading dimensions; `&[]` for a single matrix).
    ///
    /// ```
    /// ivy::init()?; // a creation function needs a backend in scope
    /// let x = ivy::eye::with(2).n_cols(3).k(1).dtype(ivy::Dtype::Int8).call()?;
    /// assert_eq!(x.to_string(), "[[0, 1, 0],\n [0, 0, 1]]");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(identity(n_rows, n_cols, batch_shape, dtype))]
    #[defaults(n_rows = required, k = 0, batch_shape = &[])]
    pub fn eye(
        n_rows: usize,
        n_cols: Option<usize>,
        k: isize,
        batch_shape: &[usize],
        dtype: Option<Dtype>,
        device: Option<Device>,
    ) -> Result<Array>;
}

pub use made::*;

/// Arrays shaped as `x`: each function is `#[primary]`, `#[nestable]`, `#[infer_dtype]` and `#[infer_device]`.
#[primary]
#[nestable]
#[infer_dtype]
#[infer_device]
mod like {
    use super::*;

    /// Zeros of `x`'s shape, and of its dtype unless `dtype` is given.
    ///
    /// ```
    /// let x = ivy::array![[1u8, 2], [3, 4]]?;
    /// let z = ivy::zeros_like(&x)?;
    /// assert_eq!((z.to_string(), z.dtype()), ("[[0, 0],\n [0, 0]]".to_owned(), ivy::Dtype::Uint8));
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(retyped(x, dtype))]
    pub fn zeros_like(x: &Array, dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;

    /// Ones of `x`'s shape, and of its dtype unless `dtype` is given.
    #[returns(retyped(x, dtype))]
    pub fn ones_like(x: &Array, dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;

    /// `fill_value` in `x`'s shape, and in its dtype unless `dtype` is given; the value must fit
    /// the dtype (as for [`full()`]: `1.5` into an integer array is an error, where NumPy truncates).
    ///
    /// ```
    /// let x = ivy::array![1i16, 2, 3]?;
    /// assert_eq!(ivy::full_like(&x, -7)?.to_string(), "[-7, -7, -7]");
    /// assert!(ivy::full_like(&x, 1.5).is_err());
    /// # Ok::<(), ivy::Error>(())
    /// ```
    #[returns(retyped(x, dtype))]
    #[defaults(fill_value = required)]
    pub fn full_like(
        x: &Array,
        fill_value: Scalar,
        dtype: Option<Dtype>,
        device: Option<Device>,
    ) -> Result<Array>;

    /// An array of `x`'s shape, and of its dtype unless `dtype` is given: zeros, as [`empty()`].
    #[returns(retyped(x, dtype))]
    pub fn empty_like(x: &Array, dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;
}

pub use like::*;

/// An array of `shape` filled with `fill_value`. Without a `dtype`, the fill value decides (as
/// in Ivy, `full` has no `infer_dtype`): an integer gives the default int dtype, a float the
/// default float dtype, a bool `bool`, each widened when the value needs it.
#[primary]
#[returns(filled(shape, fill_value, dtype))]
#[defaults(shape = required, fill_value = required)]
#[infer_device]
pub fn full(
    shape: &[usize],
    fill_value: Scalar,
    dtype: Option<Dtype>,
    device: Option<Device>,
) -> Result<Array>;

/// An array holding `data` (host memory), converted to `dtype` when one is given; otherwise
/// the data's own dtype (a Rust `f64` slice gives `float64`). `data` is anything that converts
/// to a [`HostArray`]: a Rust number (a 0-d array), a `Vec`, slice or array literal (1-d),
/// an array of arrays (2-d), or a `HostArray` of any shape.
///
/// ```
/// use ivy::{Dtype, HostArray};
///
/// ivy::init()?; // no array argument: the call runs on the default backend
/// let x = ivy::asarray(2.5f32)?;
/// assert_eq!((x.shape(), x.dtype(), x.to_string()), (&[][..], Dtype::Float32, "2.5".to_owned()));
/// assert_eq!(ivy::asarray(vec![1i8, 2, 3])?.to_string(), "[1, 2, 3]");
/// let m = ivy::asarray::with([[1.0, 2.0], [3.0, 4.0]]).dtype(Dtype::Float16).call()?;
/// assert_eq!((m.shape(), m.dtype()), (&[2usize, 2][..], Dtype::Float16));
/// let h = HostArray::new(vec![2, 1, 2], vec![1u8, 2, 3, 4])?;
/// assert_eq!(ivy::asarray(h)?.shape(), &[2, 1, 2]);
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[returns(from_host(&data, dtype))]
#[infer_device]
pub fn asarray(data: HostArray, dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;

/// Coordinate grids from one-dimensional `arrays`, as NumPy's `meshgrid`: output `i` holds
/// `arrays[i]` repeated along every other axis. With `indexing` `"xy"` (Cartesian) the first
/// two axes are swapped (`(len(y), len(x), ..)` for two arrays), with `"ij"` (matrix) they are
/// not; with `sparse`, each output keeps length 1 on the axes it does not vary along. Each
/// output keeps its array's dtype and backend. Composed of [`tensordot()`] (outer products with
/// ones, exact in every dtype) and [`ones_like()`]/[`ones()`].
///
/// ```
/// let x = ivy::array![1i32, 2, 3]?;
/// let y = ivy::array![7i32, 8]?;
/// let g = ivy::meshgrid(&[&x, &y])?;
/// assert_eq!(g[0].to_string(), "[[1, 2, 3],\n [1, 2, 3]]");
/// assert_eq!(g[1].to_string(), "[[7, 7, 7],\n [8, 8, 8]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(grid(&meshgrid_types(arrays)?.iter().collect::<Vec<_>>(), sparse, indexing))]
#[defaults(indexing = "xy")]
pub fn meshgrid(arrays: &[&Array], sparse: bool, indexing: &str) -> Result<Vec<Array>> {
    for (i, a) in arrays.iter().enumerate() {
        if a.ndim() != 1 {
            return Err(Error::InvalidInput(format!(
                "meshgrid: array {i} has shape {:?}; each array must be one-dimensional",
                a.shape()
            )));
        }
    }
    // The order of the output axes: `xy` swaps the first two.
    let mut axes: Vec<usize> = (0..arrays.len()).collect();
    match indexing {
        "ij" => {}
        "xy" if arrays.len() >= 2 => axes.swap(0, 1),
        "xy" => {}
        other => {
            return Err(Error::InvalidInput(format!(
                "meshgrid: indexing {other:?} is not one of \"xy\" or \"ij\""
            )));
        }
    }
    let arrays = arrays
        .iter()
        .copied()
        .map(meshgrid_input)
        .collect::<Result<Vec<_>>>()?;
    let arrays: Vec<&Array> = arrays.iter().collect();
    if !sparse && let Some(widest) = arrays.iter().map(|a| a.dtype().itemsize()).max() {
        // The memory of every output at once, checked here: the products that build them
        // would fail naming themselves.
        let mut all = vec![arrays.len()];
        all.extend(axes.iter().map(|&j| arrays[j].size()));
        crate::check_result_size("meshgrid", &all, widest)?;
    }
    arrays
        .iter()
        .enumerate()
        .map(|(i, x)| {
            // The outer product of `x` with a vector of ones per other axis (length 1 when
            // sparse), in output order.
            let mut grid: Option<Array> = None;
            for &j in &axes {
                let factor = if j == i {
                    (*x).clone()
                } else if sparse {
                    crate::with_backend(x.backend(), || ones::with(&[1]).dtype(x.dtype()).call())?
                } else {
                    ones_like::with(arrays[j]).dtype(x.dtype()).call()?
                };
                grid = Some(match grid {
                    None => factor,
                    Some(g) => tensordot::with(&g, &factor).axes(TensordotAxes::Count(0)).call()?,
                });
            }
            match grid {
                // A single array: a copy, as every other output is new memory.
                Some(g) if arrays.len() == 1 => copy_array(&g),
                Some(g) => Ok(g),
                None => Err(Error::InvalidInput("meshgrid: no arrays".into())),
            }
        })
        .collect()
}

/// `x` in a dtype [`meshgrid`] supports on `x`'s backend: itself, or under a casting mode the
/// dtype the mode finds; else the error dispatch gives. (Dispatch checks no list of arrays:
/// the check it makes for an array input is made here.)
fn meshgrid_input(x: &Array) -> Result<Array> {
    let dtype = meshgrid_dtype(x.backend(), x.dtype())?;
    if dtype == x.dtype() {
        Ok(x.clone())
    } else {
        x.cast(dtype)
    }
}

/// The dtype an input of `dtype` enters `meshgrid`'s body as on `backend`: its own where
/// supported, else what the casting mode finds, else the function's `UnsupportedDtype`.
fn meshgrid_dtype(backend: BackendId, dtype: Dtype) -> Result<Dtype> {
    let supported = meshgrid::DECL.supported_dtypes(backend);
    if supported.contains(dtype) {
        return Ok(dtype);
    }
    crate::casting_mode()
        .target(dtype, supported)
        .ok_or_else(|| Error::UnsupportedDtype {
            function: "meshgrid",
            dtype,
            backend: backend.name(),
            version: backend.version().to_string(),
            supported,
            helpful_modes: crate::CastingMode::that_help(dtype, supported),
        })
}

/// `meshgrid`'s input types as its body receives them (see [`meshgrid_dtype`]).
fn meshgrid_types(arrays: &[&TensorType]) -> Result<Vec<TensorType>> {
    let backend = crate::backend_stack::select(None)?;
    arrays
        .iter()
        .map(|t| {
            Ok(TensorType::new(
                meshgrid_dtype(backend, t.dtype)?,
                t.shape.clone(),
            ))
        })
        .collect()
}

/// The row and column indices (`int64`) of the elements on and below the `k`-th diagonal (above
/// the main one for `k > 0`, below for `k < 0`) of an `n_rows × n_cols` matrix (`n_rows ×
/// n_rows` if `None`), in row-major order, as NumPy's `tril_indices` (Ivy's defaults: `n_cols
/// = None`, `k = 0`). An empty triangle gives empty indices. Made on the host and moved to the
/// backend in scope (on `device` if given, else the default device).
///
/// ```
/// ivy::init()?; // no array argument: the call runs on the default backend
/// let (rows, cols) = ivy::tril_indices(3)?;
/// assert_eq!((rows.to_string(), cols.to_string()), ("[0, 1, 1, 2, 2, 2]".into(), "[0, 0, 1, 0, 1, 2]".into()));
/// let (rows, cols) = ivy::tril_indices::with(2).n_cols(4).k(1).call()?;
/// assert_eq!((rows.to_string(), cols.to_string()), ("[0, 0, 1, 1, 1]".into(), "[0, 1, 0, 1, 2]".into()));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(triangle_indices(n_rows, n_cols, k, false))]
#[defaults(n_rows = required, k = 0)]
pub fn tril_indices(
    n_rows: usize,
    n_cols: Option<usize>,
    k: isize,
    device: Option<Device>,
) -> Result<(Array, Array)> {
    self::triangle_positions("tril_indices", n_rows, n_cols, k, false, device)
}

/// The row and column indices (`int64`) of the elements on and above the `k`-th diagonal of an
/// `n_rows × n_cols` matrix, as NumPy's `triu_indices`; otherwise as [`tril_indices()`].
///
/// ```
/// ivy::init()?;
/// let (rows, cols) = ivy::triu_indices(3)?;
/// assert_eq!((rows.to_string(), cols.to_string()), ("[0, 0, 0, 1, 1, 2]".into(), "[0, 1, 2, 1, 2, 2]".into()));
/// let (rows, cols) = ivy::triu_indices::with(3).n_cols(2).k(-1).call()?;
/// assert_eq!((rows.to_string(), cols.to_string()), ("[0, 0, 1, 1, 2]".into(), "[0, 1, 0, 1, 1]".into()));
/// # Ok::<(), ivy::Error>(())
/// ```
#[compositional]
#[returns(triangle_indices(n_rows, n_cols, k, true))]
#[defaults(n_rows = required, k = 0)]
pub fn triu_indices(
    n_rows: usize,
    n_cols: Option<usize>,
    k: isize,
    device: Option<Device>,
) -> Result<(Array, Array)> {
    self::triangle_positions("triu_indices", n_rows, n_cols, k, true, device)
}

/// [`tril_indices()`] or, if `upper`, [`triu_indices()`]: the indices listed row by row on the
/// host, then moved to the backend in scope.
fn triangle_positions(
    function: &'static str,
    n_rows: usize,
    n_cols: Option<usize>,
    k: isize,
    upper: bool,
    device: Option<Device>,
) -> Result<(Array, Array)> {
    let n_cols = n_cols.unwrap_or(n_rows);
    let count = crate::type_rules::triangle_count(n_rows, n_cols, k, upper)
        .map_err(|e| e.in_function(function))?;
    let mut rows: Vec<i64> = crate::result_vec(function, &[count])?;
    let mut cols: Vec<i64> = crate::result_vec(function, &[count])?;
    // Only the rows that hold elements (so that a huge, mostly empty matrix takes no time):
    // from row `-k` below the diagonal, up to row `n_cols - k` above it.
    let (n, m, k) = (n_rows as i128, n_cols as i128, k as i128);
    let (first, end) = match (count, upper) {
        (0, _) => (0, 0),
        (_, false) => ((-k).clamp(0, n), n),
        (_, true) => (0, (m - k).clamp(0, n)),
    };
    for i in first as usize..end as usize {
        // Row `i`'s columns: `0..=i + k` (lower) or `i + k..n_cols` (upper), within the matrix.
        let diagonal = i as i128 + k;
        let (from, to) = if upper {
            (diagonal.clamp(0, m), m)
        } else {
            (0, (diagonal + 1).clamp(0, m))
        };
        for j in from..to {
            rows.push(i as i64);
            cols.push(j as i64);
        }
    }
    // Moved to the backend as a host array is (no kernel runs: any backend takes them).
    let backend = crate::backend_stack::select(None)?;
    let device = device.unwrap_or_else(crate::default_device);
    let made = |v: Vec<i64>| Array::from_host(backend, HostArray::new(vec![count], v)?, device);
    Ok((made(rows)?, made(cols)?))
}

/// The lower triangle of the matrices of `x` (its last two axes): the elements on and below
/// the `k`-th diagonal, zeros above.
///
/// ```
/// let x = ivy::array![[1i32, 2, 3], [4, 5, 6], [7, 8, 9]]?;
/// assert_eq!(ivy::tril(&x)?.to_string(), "[[1, 0, 0],\n [4, 5, 0],\n [7, 8, 9]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[returns(same(x))]
#[defaults(k = 0)]
#[handle_out]
#[nestable]
pub fn tril(x: &Array, k: isize, out: Option<&mut Array>) -> Result<Array>;

/// The upper triangle of the matrices of `x` (its last two axes): the elements on and above
/// the `k`-th diagonal, zeros below.
///
/// ```
/// let x = ivy::array![[1i32, 2, 3], [4, 5, 6], [7, 8, 9]]?;
/// assert_eq!(ivy::triu::with(&x).k(1).call()?.to_string(), "[[0, 2, 3],\n [0, 0, 6],\n [0, 0, 0]]");
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[returns(same(x))]
#[defaults(k = 0)]
#[handle_out]
#[nestable]
pub fn triu(x: &Array, k: isize, out: Option<&mut Array>) -> Result<Array>;

/// One-hot vectors of length `depth` for integer `indices` (a real array is truncated toward
/// zero, as NumPy's cast to int64): `on_value` (default 1) at each index, `off_value` (default
/// 0) elsewhere, along a new axis at `axis` (the last if `None`). Without a `dtype`, the dtype
/// is the one `on_value` (else `off_value`) calls for, else the default float dtype (Ivy's
/// rule). An index outside `0..depth` is an error (as NumPy's and torch's).
///
/// ```
/// let i = ivy::array![0i64, 2]?;
/// let h = ivy::one_hot(&i, 3)?;
/// assert_eq!((h.to_string(), h.dtype()), ("[[1., 0., 0.],\n [0., 0., 1.]]".to_owned(), ivy::Dtype::Float32));
/// # Ok::<(), ivy::Error>(())
/// ```
#[primary]
#[returns(one_hot_of(indices, depth, on_value, off_value, axis, dtype))]
#[defaults(depth = required)]
#[infer_device]
#[handle_out]
#[allow(clippy::too_many_arguments)] // Ivy's parameters, in Ivy's order
pub fn one_hot(
    indices: &Array,
    depth: usize,
    on_value: Option<Scalar>,
    off_value: Option<Scalar>,
    axis: Option<isize>,
    dtype: Option<Dtype>,
    device: Option<Device>,
    out: Option<&mut Array>,
) -> Result<Array>;

/// A copy of `x` in new memory (Ivy's `to_ivy_array` has no meaning here: every result is an
/// ivy array).
#[primary]
#[returns(same(x))]
#[handle_out]
#[nestable]
pub fn copy_array(x: &Array, out: Option<&mut Array>) -> Result<Array>;
