//! OpenBLAS's GEMM in place of faer's (the `openblas` feature): the system's OpenBLAS library
//! (`libopenblas.so.0`, Debian's `libopenblas0`; `libopenblas.dylib`, `libopenblas.dll`),
//! loaded on the first product, so that building needs no BLAS and a program without the
//! library still runs, on faer. [`provider`](crate::provider) says which one products run on.
//!
//! A library that fell back to its generic kernels on a CPU it does not know is not used (see
//! [`fell_back`]). A product runs on as many OpenBLAS threads as rayon's pool has, on one if the caller asks for
//! a sequential product (as faer's does). Dimensions beyond OpenBLAS's 32-bit integers, and empty
//! products, stay on faer.

use core::ffi::{c_char, c_int, c_void};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicI32, Ordering};

use ivy_runtime::dense::{Dims, Operand};
use libloading::Library;
use num_complex::Complex;

/// CBLAS's constants (`cblas.h`).
const ROW_MAJOR: c_int = 101;
const NO_TRANS: c_int = 111;
const TRANS: c_int = 112;

/// The file names tried, in order.
#[cfg(target_os = "macos")]
const NAMES: &[&str] = &["libopenblas.0.dylib", "libopenblas.dylib"];
#[cfg(windows)]
const NAMES: &[&str] = &["libopenblas.dll", "openblas.dll"];
#[cfg(not(any(target_os = "macos", windows)))]
const NAMES: &[&str] = &["libopenblas.so.0", "libopenblas.so"];

/// `cblas_sgemm` / `cblas_dgemm`: alpha and beta by value.
type RealGemm<T> = unsafe extern "C" fn(
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    T,
    *const T,
    c_int,
    *const T,
    c_int,
    T,
    *mut T,
    c_int,
);

/// `cblas_cgemm` / `cblas_zgemm`: alpha and beta by pointer.
type ComplexGemm = unsafe extern "C" fn(
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    *const c_void,
    *const c_void,
    c_int,
    *const c_void,
    c_int,
    *const c_void,
    *mut c_void,
    c_int,
);

/// The loaded library and the entry points used.
pub(crate) struct OpenBlas {
    sgemm: RealGemm<f32>,
    dgemm: RealGemm<f64>,
    cgemm: ComplexGemm,
    zgemm: ComplexGemm,
    set_num_threads: unsafe extern "C" fn(c_int),
    /// The thread count last set (0: none yet), so that a product sets it only on a change.
    threads: AtomicI32,
    /// `openblas_get_config()`: version and build options.
    config: String,
    /// Kept loaded for the program's life: the entry points above point into it.
    _library: Library,
}

/// What loading found.
enum Loaded {
    /// The library, used for products.
    Used(OpenBlas),
    /// A library found but not used, and why (for [`provider`](crate::provider)).
    Unused(String),
    /// No library with every entry point used.
    Absent,
}

/// What the first product that asked found.
fn loaded() -> &'static Loaded {
    static LOADED: OnceLock<Loaded> = OnceLock::new();
    LOADED.get_or_init(|| {
        NAMES
            .iter()
            .map(|name| load(name))
            .find(|found| !matches!(found, Loaded::Absent))
            .unwrap_or(Loaded::Absent)
    })
}

/// The library, if it is used for products.
fn openblas() -> Option<&'static OpenBlas> {
    match loaded() {
        Loaded::Used(blas) => Some(blas),
        _ => None,
    }
}

/// Loads the library `name`, if it has every entry point used.
#[allow(unsafe_code)]
fn load(name: &str) -> Loaded {
    // SAFETY: loading runs OpenBLAS's initialisers, which only set up its thread pool and read
    // its environment variables.
    let Ok(library) = (unsafe { Library::new(name) }) else {
        return Loaded::Absent;
    };
    // SAFETY: each symbol is read with its type in OpenBLAS's `cblas.h` and `openblas_config.h`
    // (LP64: 32-bit `int`, the build Debian and the others ship as `libopenblas`), and the
    // pointers are kept no longer than `library`, which is kept with them.
    let found = unsafe {
        let text = |symbol: &[u8]| {
            let f = *library
                .get::<unsafe extern "C" fn() -> *const c_char>(symbol)
                .ok()?;
            Some(
                core::ffi::CStr::from_ptr(f())
                    .to_string_lossy()
                    .into_owned(),
            )
        };
        let (config, core) = (
            text(b"openblas_get_config\0"),
            text(b"openblas_get_corename\0"),
        );
        let entry_points = (|| {
            Some((
                *library.get(b"cblas_sgemm\0").ok()?,
                *library.get(b"cblas_dgemm\0").ok()?,
                *library.get(b"cblas_cgemm\0").ok()?,
                *library.get(b"cblas_zgemm\0").ok()?,
                *library.get(b"openblas_set_num_threads\0").ok()?,
            ))
        })();
        config.zip(core).zip(entry_points)
    };
    let Some(((config, core), (sgemm, dgemm, cgemm, zgemm, set_num_threads))) = found else {
        return Loaded::Absent;
    };
    if fell_back(&core) {
        return Loaded::Unused(format!(
            "faer ({config} is installed but runs its generic {core} kernels on this CPU; set \
             OPENBLAS_CORETYPE, e.g. to Haswell or SkylakeX, to use it)"
        ));
    }
    Loaded::Used(OpenBlas {
        sgemm,
        dgemm,
        cgemm,
        zgemm,
        set_num_threads,
        threads: AtomicI32::new(0),
        config,
        _library: library,
    })
}

/// Whether OpenBLAS runs its kernels for the Prescott core, its fallback for a CPU it does not
/// recognise, on a CPU with AVX2 and FMA: several times slower than faer there (OpenBLAS 0.3.21,
/// Debian 12's, takes this machine's Xeon for one). Setting `OPENBLAS_CORETYPE` (`Haswell`,
/// `SkylakeX`, …) names the kernels instead.
fn fell_back(core: &str) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        core.eq_ignore_ascii_case("prescott")
            && std::arch::is_x86_feature_detected!("avx2")
            && std::arch::is_x86_feature_detected!("fma")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = core;
        false
    }
}

/// OpenBLAS's version and build options (`openblas_get_config()`) if products run on it, or
/// why they do not where it is installed.
pub(crate) fn provider() -> Option<&'static str> {
    match loaded() {
        Loaded::Used(blas) => Some(&blas.config),
        Loaded::Unused(why) => Some(why),
        Loaded::Absent => None,
    }
}

/// An element type OpenBLAS multiplies.
pub(crate) trait BlasElement: Sized {
    /// `dst = lhs · rhs` by this type's routine of `blas`, with `call`'s arguments (the
    /// operands' values as [`Call::new`] read them).
    fn run(blas: &OpenBlas, call: &Call, lhs: &[Self], rhs: &[Self], dst: &mut [Self]);
}

/// `dst = lhs · rhs` on OpenBLAS; `false` (and `dst` untouched) if it cannot run it here.
pub(crate) fn gemm<T: BlasElement>(
    dst: &mut [T],
    lhs: &Operand<'_, T>,
    rhs: &Operand<'_, T>,
    dims: Dims,
    parallel: bool,
) -> bool {
    let Some(call) = Call::new(lhs, rhs, dims) else {
        return false;
    };
    let Some(blas) = ready(parallel) else {
        return false;
    };
    T::run(blas, &call, lhs.values, rhs.values, dst);
    true
}

/// A product's arguments in CBLAS's terms: transposes, dimensions and leading dimensions, or
/// `None` if OpenBLAS cannot take them (a zero or a too large dimension).
#[derive(Clone, Copy)]
pub(crate) struct Call {
    trans: (c_int, c_int),
    dims: (c_int, c_int, c_int),
    leading: (c_int, c_int, c_int),
}

impl Call {
    fn new<T>(lhs: &Operand<'_, T>, rhs: &Operand<'_, T>, (m, k, n): Dims) -> Option<Self> {
        if m == 0 || k == 0 || n == 0 {
            return None;
        }
        let (mi, ki, ni) = (
            c_int::try_from(m).ok()?,
            c_int::try_from(k).ok()?,
            c_int::try_from(n).ok()?,
        );
        // Row-major `dst`: a row-major operand as it is, a column-major one as the transpose
        // of its row-major reading.
        let (ta, lda) = if lhs.row_major {
            (NO_TRANS, ki)
        } else {
            (TRANS, mi)
        };
        let (tb, ldb) = if rhs.row_major {
            (NO_TRANS, ni)
        } else {
            (TRANS, ki)
        };
        Some(Call {
            trans: (ta, tb),
            dims: (mi, ni, ki),
            leading: (lda, ldb, ni),
        })
    }
}

/// The library, with its thread count set for a product (`parallel`: rayon's, else one).
fn ready(parallel: bool) -> Option<&'static OpenBlas> {
    let blas = openblas()?;
    let threads = if parallel {
        c_int::try_from(rayon::current_num_threads()).unwrap_or(c_int::MAX)
    } else {
        1
    };
    if blas.threads.swap(threads, Ordering::Relaxed) != threads {
        // SAFETY: `openblas_set_num_threads(int)`, any positive count.
        #[allow(unsafe_code)]
        unsafe {
            (blas.set_num_threads)(threads)
        };
    }
    Some(blas)
}

/// [`BlasElement`] for a real type (`$gemm`: its field of [`OpenBlas`]): alpha and beta by
/// value.
macro_rules! real {
    ($t:ty, $gemm:ident) => {
        impl BlasElement for $t {
            fn run(blas: &OpenBlas, call: &Call, lhs: &[Self], rhs: &[Self], dst: &mut [Self]) {
                let Call {
                    trans: (ta, tb),
                    dims: (m, n, k),
                    leading: (lda, ldb, ldc),
                } = *call;
                // SAFETY: the slices hold `m × k`, `k × n` and `m × n` elements (the
                // `Gemm` contract), read with the leading dimensions their order gives.
                #[allow(unsafe_code)]
                unsafe {
                    (blas.$gemm)(
                        ROW_MAJOR,
                        ta,
                        tb,
                        m,
                        n,
                        k,
                        1.0,
                        lhs.as_ptr(),
                        lda,
                        rhs.as_ptr(),
                        ldb,
                        0.0,
                        dst.as_mut_ptr(),
                        ldc,
                    )
                };
            }
        }
    };
}

/// [`BlasElement`] for a complex type (`$gemm`: its field of [`OpenBlas`]): alpha and beta by
/// pointer.
macro_rules! complex {
    ($t:ty, $gemm:ident) => {
        impl BlasElement for Complex<$t> {
            fn run(blas: &OpenBlas, call: &Call, lhs: &[Self], rhs: &[Self], dst: &mut [Self]) {
                let Call {
                    trans: (ta, tb),
                    dims: (m, n, k),
                    leading: (lda, ldb, ldc),
                } = *call;
                let (one, zero) = (Complex::<$t>::new(1.0, 0.0), Complex::<$t>::new(0.0, 0.0));
                // SAFETY: as for the real types; `Complex` is `repr(C)` (re, im), CBLAS's
                // complex layout, and alpha and beta are read through their pointers only
                // during the call.
                #[allow(unsafe_code)]
                unsafe {
                    (blas.$gemm)(
                        ROW_MAJOR,
                        ta,
                        tb,
                        m,
                        n,
                        k,
                        (&raw const one).cast(),
                        lhs.as_ptr().cast(),
                        lda,
                        rhs.as_ptr().cast(),
                        ldb,
                        (&raw const zero).cast(),
                        dst.as_mut_ptr().cast(),
                        ldc,
                    )
                };
            }
        }
    };
}

real!(f32, sgemm);
real!(f64, dgemm);
complex!(f32, cgemm);
complex!(f64, zgemm);
