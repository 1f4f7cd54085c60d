//! The candle backend as the runtime sees it: name, version, dtypes by release, conversions,
//! kernels, and the functions it leaves out on purpose.

use std::sync::OnceLock;

use candle_core::Tensor;
use ivy_runtime::{
    Absent, Array, Backend, BackendError, BackendId, Device, Dtype, DtypeSet, FunctionDecl,
    HostArray, Result, Shown, Version, register_backend,
};

use super::dtype::{VALID, dtype_of, valid_at};
use super::host::{tensor_from_host, to_host, to_host_edges};
use ivy_runtime::functional as f;

/// The candle-core release this backend is built against; its version-keyed declarations
/// resolve against it (candle exports no version constant). A workspace test
/// (`tests/api/backend_versions.rs`) checks it against Cargo.lock.
pub const CANDLE_VERSION: Version = Version::new(&[0, 11, 1]).unwrap();

/// The candle backend: `candle_core::Tensor` on the CPU, nine dtypes (`uint8`, `uint32`,
/// `int16`, `int32`, `int64`, `bfloat16`, `float16`, `float32`, `float64`; `int16` and `int32`
/// since candle 0.9.2, `int64` since 0.2.0).
///
/// ```
/// use ivy_backends::candle::CandleBackend;
/// use ivy_runtime::{Backend, Dtype};
///
/// assert_eq!(CandleBackend::NAME, "candle");
/// assert!(CandleBackend::VALID_DTYPES.contains(Dtype::Bfloat16));
/// assert!(!CandleBackend::VALID_DTYPES.contains(Dtype::Bool));
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct CandleBackend;

impl CandleBackend {
    /// An ivy array around a candle tensor, without a copy, on the registered candle backend
    /// `id`; an error for a dtype Ivy does not know (`F8E4M3` and the placeholder floats).
    ///
    /// ```
    /// use candle_core::{Device, Tensor};
    /// use ivy_backends::candle::CandleBackend;
    ///
    /// let id = ivy_backends::candle::register()?;
    /// let t = Tensor::new(&[1.5f32, 2.5], &Device::Cpu)?;
    /// let x = CandleBackend::wrap(id, t)?;
    /// assert_eq!(x.to_string(), "[1.5, 2.5]");
    /// let back = CandleBackend::unwrap(x)?;
    /// assert_eq!(back.to_vec1::<f32>()?, [1.5, 2.5]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn wrap(id: BackendId, x: Tensor) -> Result<Array> {
        Array::from_native(id, x)
    }

    /// The candle tensor inside an ivy array of this backend (sharing its storage); an error
    /// if the array belongs to another backend.
    pub fn unwrap(x: Array) -> Result<Tensor> {
        x.into_native::<Tensor>()
    }
}

/// Registers the candle backend on first call and returns its id; later calls return the same
/// id (as `ivy::init()` does for ndarray). Arrays then move to it with
/// [`Array::to_backend`], and calls run on it inside `ivy::with_backend(id, ..)`.
pub fn register() -> Result<BackendId> {
    static CANDLE: OnceLock<Result<BackendId>> = OnceLock::new();
    CANDLE
        .get_or_init(|| register_backend(CandleBackend))
        .clone()
}

impl Backend for CandleBackend {
    type Native = Tensor;

    const NAME: &'static str = "candle";

    const VALID_DTYPES: DtypeSet = VALID;

    fn version(&self) -> Version {
        CANDLE_VERSION
    }

    fn valid_dtypes(&self, version: &Version) -> DtypeSet {
        valid_at(version)
    }

    fn dtype(&self, x: &Tensor) -> Result<Dtype, BackendError> {
        Ok(dtype_of(x)?)
    }

    fn shape<'a>(&self, x: &'a Tensor) -> &'a [usize] {
        x.dims()
    }

    fn native_from_host(&self, host: HostArray, _: Device) -> Result<Tensor, BackendError> {
        tensor_from_host(host)
    }

    fn to_host(&self, x: &Tensor) -> Result<HostArray, BackendError> {
        to_host(x)
    }

    fn astype(&self, x: &Tensor, dtype: Dtype) -> Result<Tensor, BackendError> {
        super::cast::astype(x, dtype)
    }

    fn to_host_edges(&self, x: &Tensor, shown: &[Shown]) -> Result<HostArray, BackendError> {
        to_host_edges(x, shown)
    }

    fn memory_extent(&self, x: &Tensor) -> Option<std::ops::Range<usize>> {
        super::dispatch::memory_extent(x)
    }

    /// The functions with no kernel here on purpose, with the reason: those whose result is
    /// `bool`, which candle cannot hold, `lcm`, the Fourier transforms and the general
    /// eigendecompositions (complex results).
    fn absent(&self) -> Vec<Absent> {
        let mut absent = bool_results(&[
            f::equal::DECL,
            f::not_equal::DECL,
            f::less::DECL,
            f::less_equal::DECL,
            f::greater::DECL,
            f::greater_equal::DECL,
            f::isnan::DECL,
            f::signbit::DECL,
            f::isinf::DECL,
            f::isfinite::DECL,
            f::logical_not::DECL,
            f::logical_and::DECL,
            f::logical_or::DECL,
            f::logical_xor::DECL,
        ]);
        absent.push(Absent {
            function: f::lcm::DECL,
            reason: "candle has no integer remainder or gcd to compute it with",
        });
        // `all`, `any` and `isin`: the other general functions touch no backend kernel.
        absent.extend(bool_results(&[f::all::DECL, f::any::DECL, f::isin::DECL]));
        // The other Fourier functions are written over these four (or over none).
        absent.extend(
            [f::fft::DECL, f::ifft::DECL, f::rfft::DECL, f::irfft::DECL].map(|function| Absent {
                function,
                reason: FOURIER,
            }),
        );
        absent.extend([f::eig::DECL, f::eigvals::DECL].map(|function| Absent {
            function,
            reason: "its eigenvalues are complex, which candle cannot hold",
        }));
        absent
    }
}

/// Why the Fourier transforms have no kernel here.
const FOURIER: &str = "a Fourier transform computes in complex numbers (its result or its \
     input is complex), which candle cannot hold";

/// Why a function whose result is `bool` has no kernel here.
const BOOL_RESULT: &str =
    "its result is `bool`, which candle cannot hold (candle's masks are `uint8`)";

/// `functions`, which have no kernel here because their result is `bool`.
fn bool_results(functions: &[&'static FunctionDecl]) -> Vec<Absent> {
    functions
        .iter()
        .map(|&function| Absent {
            function,
            reason: BOOL_RESULT,
        })
        .collect()
}
