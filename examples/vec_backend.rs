//! A complete backend: float32 and float64 arrays over a `Vec<f64>`, with kernels for three
//! library functions and a function of its own. The guide (`ivy::guide`) walks through it;
//! `cargo run --example vec_backend` runs it.

use ivy::ndarray::{NdArray, NdArrayBackend};
use ivy::{
    Array, Backend, BackendError, CastingMode, Device, Dtype, DtypeSet, HostArray, HostData,
    KernelDecl, Result, Version,
};

// ---------------------------------------------------------------- 1. the native array

/// The native array: row-major elements held as `f64` (float32 ones rounded to `f32` after
/// every operation), with their dtype and shape.
#[derive(Clone, Debug, PartialEq)]
pub struct VecArray {
    dtype: Dtype,
    shape: Vec<usize>,
    data: Vec<f64>,
}

impl VecArray {
    /// An array of `dtype` from `data`, each value rounded to the dtype.
    fn new(dtype: Dtype, shape: Vec<usize>, data: impl IntoIterator<Item = f64>) -> VecArray {
        let round = |v: f64| {
            if dtype == Dtype::Float32 {
                v as f32 as f64
            } else {
                v
            }
        };
        VecArray {
            dtype,
            shape,
            data: data.into_iter().map(round).collect(),
        }
    }
}

// ---------------------------------------------------------------- 2. the backend

/// The backend: a marker type; every fact about the backend is keyed on it.
pub struct VecBackend;

impl Backend for VecBackend {
    type Native = VecArray;

    const NAME: &'static str = "vec";

    /// The backend holds float32 and float64 only: the 13 other dtypes are its invalid dtypes,
    /// and ivy refuses (or, under a casting mode, casts) arrays of them before they get here.
    const VALID_DTYPES: DtypeSet = DtypeSet::of(&[Dtype::Float32, Dtype::Float64]);

    fn version(&self) -> Version {
        Version::new(&[1, 0]).expect("a valid version")
    }

    fn dtype(&self, x: &VecArray) -> std::result::Result<Dtype, BackendError> {
        Ok(x.dtype)
    }

    fn shape<'a>(&self, x: &'a VecArray) -> &'a [usize] {
        &x.shape
    }

    fn native_from_host(
        &self,
        host: HostArray,
        _device: Device,
    ) -> std::result::Result<VecArray, BackendError> {
        let dtype = host.dtype();
        let (shape, data) = host.into_parts();
        match data {
            HostData::Float32(v) => Ok(VecArray::new(dtype, shape, v.into_iter().map(f64::from))),
            HostData::Float64(v) => Ok(VecArray::new(dtype, shape, v)),
            // Not reached: ivy only hands a backend dtypes it holds.
            other => Err(BackendError::msg(format!(
                "vec cannot hold {}",
                other.dtype()
            ))),
        }
    }

    fn to_host(&self, x: &VecArray) -> std::result::Result<HostArray, BackendError> {
        let shape = x.shape.clone();
        Ok(match x.dtype {
            Dtype::Float32 => HostArray::new(shape, x.data.iter().map(|v| *v as f32).collect())?,
            _ => HostArray::new(shape, x.data.clone())?,
        })
    }

    // `astype`, `device`, printing and the rest keep their defaults: conversions go through
    // host memory with ivy's own `astype` semantics, and arrays live on the CPU.

    /// The kernels, listed. Optional: by default a backend gets every kernel written for its
    /// type (`#[implements(f for VecBackend)]`) anywhere in the program; a list chooses, and
    /// more can be added after registration with `ivy::register_kernels`.
    fn kernels(&self) -> Vec<&'static KernelDecl> {
        ivy::kernels![vec_add, vec_exp, vec_zeros, vec_square]
    }
}

// ---------------------------------------------------------------- 3. kernels

/// `add` for this backend. The runtime has already promoted both operands to one dtype and
/// made a weak scalar a 0-d array; broadcasting is the kernel's job.
#[ivy::implements(ivy::add for VecBackend)]
fn vec_add(x1: &VecArray, x2: &VecArray) -> Result<VecArray> {
    let shape = ivy::broadcast_shapes("add", &x1.shape, &x2.shape)?;
    let at = |a: &VecArray, i: usize| a.data[if a.data.len() == 1 { 0 } else { i }];
    if x1.data.len() != x2.data.len() && x1.data.len() != 1 && x2.data.len() != 1 {
        // A general broadcast is left out of this example.
        return Err(ivy::Error::InvalidInput(
            "vec: add broadcasts only equal shapes and single elements".into(),
        ));
    }
    let n = x1.data.len().max(x2.data.len());
    Ok(VecArray::new(
        x1.dtype,
        shape,
        (0..n).map(|i| at(x1, i) + at(x2, i)),
    ))
}

/// `exp`. Integer inputs never reach it: `exp` converts them to the default float dtype
/// first (Ivy's `integer_arrays_to_float`).
#[ivy::implements(ivy::exp for VecBackend)]
fn vec_exp(x: &VecArray) -> Result<VecArray> {
    Ok(VecArray::new(
        x.dtype,
        x.shape.clone(),
        x.data.iter().map(|v| v.exp()),
    ))
}

/// `zeros`, with a version-keyed declaration: as if float64 arrived in version 1.0. (A
/// version no key covers takes the entry of the latest key below it, as in Ivy: without the
/// second key, 1.0 would still take the first.)
#[ivy::implements(ivy::zeros for VecBackend)]
#[ivy::with_unsupported_dtypes("0.9 and below" => ["float64"], "1.0 and above" => [])]
fn vec_zeros(shape: &[usize], dtype: Dtype, _device: Device) -> Result<VecArray> {
    let n = ivy::element_count("zeros", shape)?;
    Ok(VecArray::new(
        dtype,
        shape.to_vec(),
        std::iter::repeat_n(0.0, n),
    ))
}

// ---------------------------------------------------------------- 4. a function of our own

/// `x * x`, element-wise: declared here, with kernels for this backend and for ndarray.
#[ivy::primary]
#[ivy::returns(same(x))]
#[ivy::handle_out]
pub fn square(x: &Array, out: Option<&mut Array>) -> Result<Array>;

#[ivy::implements(square for VecBackend)]
fn vec_square(x: &VecArray) -> Result<VecArray> {
    Ok(VecArray::new(
        x.dtype,
        x.shape.clone(),
        x.data.iter().map(|v| v * v),
    ))
}

/// The ndarray kernel of `square`: registering ndarray installs it, as every kernel written
/// for `NdArrayBackend`.
#[ivy::implements(square for NdArrayBackend)]
#[ivy::with_unsupported_dtypes("0.17 and above" => ["bool"])]
pub fn ndarray_square(x: &NdArray) -> Result<NdArray> {
    ivy::ndarray::multiply(x, x)
}

// ---------------------------------------------------------------- 5. registration and use

/// Registers the backend, then uses it and `square` on both backends.
pub fn main() -> Result<()> {
    let ndarray = ivy::init()?;
    let vec = ivy::register_backend(VecBackend)?;

    // An array made on ndarray, moved to the vec backend, and computed there.
    let x = ivy::array![0.5f32, 1.5]?.to_backend(vec)?;
    let y = ivy::add(&x, 1)?;
    println!("on {}: {x} + 1 = {y} ({})", y.backend(), y.dtype());
    println!("square on vec: {}", square(&x)?);
    println!("square on ndarray: {}", square(&ivy::array![1i8, 2, 3]?)?);

    // Declarations are queryable, and resolved per version.
    println!(
        "zeros supports {} on {}",
        ivy::zeros::DECL.supported_dtypes(vec),
        vec
    );

    // An int32 array cannot live on this backend: with the backend set to vec, add fails
    // with an error naming the modes that would work, and works under one of them.
    let _on_vec = ivy::backend_scope(vec);
    let ints = ivy::with_backend(ndarray, || ivy::array![1, 2])?;
    match ivy::add(&ints, &ints) {
        Err(e) => println!("add(int32, int32): {e}"),
        Ok(r) => {
            return Err(ivy::Error::InvalidInput(format!(
                "add(int32, int32) on vec should be refused, gave {r}"
            )));
        }
    }
    let sum = ivy::with_casting_mode(CastingMode::Crosscast, || ivy::add(&ints, &ints))?;
    println!("add(int32, int32) under crosscast: {sum} ({})", sum.dtype());
    Ok(())
}
