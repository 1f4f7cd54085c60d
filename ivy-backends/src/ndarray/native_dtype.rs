//! [`NdDtype`]: the ndarray backend's native dtypes, one per element type of [`NdArray`]
//! (ndarray has no dtype type of its own: an `ArrayD<T>` is typed by `T`).
//!
//! [`NdArray`]: super::NdArray

use std::fmt;

use ivy_runtime::{Dtype, NativeDtypes};

use super::NdArrayBackend;

/// The element type of an ndarray array, as a value: the ndarray backend's native dtype
/// ([`NativeDtypes::NativeDtype`]), named after the Rust type (`I8` is `i8`, `BF16` is
/// `half::bf16`, `C64` is `Complex<f32>`). Each stands for one of Ivy's 15 dtypes.
///
/// ```
/// use ivy_backends::ndarray::NdDtype;
///
/// assert_eq!(NdDtype::C128.to_string(), "Complex<f64>");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NdDtype {
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `u8`.
    U8,
    /// `u16`.
    U16,
    /// `u32`.
    U32,
    /// `u64`.
    U64,
    /// `half::bf16`.
    BF16,
    /// `half::f16`.
    F16,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// `bool`.
    Bool,
    /// `num_complex::Complex<f32>`.
    C64,
    /// `num_complex::Complex<f64>`.
    C128,
}

/// Each native dtype with its Ivy dtype, in Ivy's order.
const PAIRS: [(NdDtype, Dtype); 15] = [
    (NdDtype::I8, Dtype::Int8),
    (NdDtype::I16, Dtype::Int16),
    (NdDtype::I32, Dtype::Int32),
    (NdDtype::I64, Dtype::Int64),
    (NdDtype::U8, Dtype::Uint8),
    (NdDtype::U16, Dtype::Uint16),
    (NdDtype::U32, Dtype::Uint32),
    (NdDtype::U64, Dtype::Uint64),
    (NdDtype::BF16, Dtype::Bfloat16),
    (NdDtype::F16, Dtype::Float16),
    (NdDtype::F32, Dtype::Float32),
    (NdDtype::F64, Dtype::Float64),
    (NdDtype::Bool, Dtype::Bool),
    (NdDtype::C64, Dtype::Complex64),
    (NdDtype::C128, Dtype::Complex128),
];

impl fmt::Display for NdDtype {
    /// The Rust element type.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NdDtype::I8 => "i8",
            NdDtype::I16 => "i16",
            NdDtype::I32 => "i32",
            NdDtype::I64 => "i64",
            NdDtype::U8 => "u8",
            NdDtype::U16 => "u16",
            NdDtype::U32 => "u32",
            NdDtype::U64 => "u64",
            NdDtype::BF16 => "bf16",
            NdDtype::F16 => "f16",
            NdDtype::F32 => "f32",
            NdDtype::F64 => "f64",
            NdDtype::Bool => "bool",
            NdDtype::C64 => "Complex<f32>",
            NdDtype::C128 => "Complex<f64>",
        })
    }
}

impl NativeDtypes for NdArrayBackend {
    type NativeDtype = NdDtype;

    fn to_native_dtype(dtype: Dtype) -> Option<NdDtype> {
        PAIRS.iter().find(|(_, d)| *d == dtype).map(|(n, _)| *n)
    }

    fn from_native_dtype(native: NdDtype) -> Option<Dtype> {
        PAIRS.iter().find(|(n, _)| *n == native).map(|(_, d)| *d)
    }
}
