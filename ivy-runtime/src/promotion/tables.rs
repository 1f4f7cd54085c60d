//! Ivy's precise promotion table, the Array API standard's table, and NumPy's and PyTorch's
//! tables derived from Ivy's two, indexed by dtype.

use ivy_grammar::{Dtype, DtypeKind};

use super::jax_lattice::IVY_NONPRECISE;

/// Ivy's default ("precise") table, `ivy/__init__.py` `promotion_table`: NumPy's
/// `promote_types` wherever NumPy defines it, plus the `bfloat16` row NumPy lacks
/// ({int16, uint16} -> float32, {int32, int64, uint32, uint64} -> float64,
/// float16 -> float32). Rows and columns follow [`Dtype::ALL`].
#[rustfmt::skip]
pub(super) const IVY_PRECISE: [[Dtype; Dtype::COUNT]; Dtype::COUNT] = {
    use Dtype::{
        Bfloat16 as BF, Bool as B, Complex64 as C64, Complex128 as C128, Float16 as F16,
        Float32 as F32, Float64 as F64, Int8 as I8, Int16 as I16, Int32 as I32, Int64 as I64,
        Uint8 as U8, Uint16 as U16, Uint32 as U32, Uint64 as U64,
    };
    [
        //i8  i16  i32   i64   u8   u16  u32   u64   bf16 f16  f32  f64   bool  c64   c128
        [I8,  I16, I32,  I64,  I16, I32, I64,  F64,  BF,  F16, F32, F64,  I8,   C64,  C128], // i8
        [I16, I16, I32,  I64,  I16, I32, I64,  F64,  F32, F32, F32, F64,  I16,  C64,  C128], // i16
        [I32, I32, I32,  I64,  I32, I32, I64,  F64,  F64, F64, F64, F64,  I32,  C128, C128], // i32
        [I64, I64, I64,  I64,  I64, I64, I64,  F64,  F64, F64, F64, F64,  I64,  C128, C128], // i64
        [I16, I16, I32,  I64,  U8,  U16, U32,  U64,  BF,  F16, F32, F64,  U8,   C64,  C128], // u8
        [I32, I32, I32,  I64,  U16, U16, U32,  U64,  F32, F32, F32, F64,  U16,  C64,  C128], // u16
        [I64, I64, I64,  I64,  U32, U32, U32,  U64,  F64, F64, F64, F64,  U32,  C128, C128], // u32
        [F64, F64, F64,  F64,  U64, U64, U64,  U64,  F64, F64, F64, F64,  U64,  C128, C128], // u64
        [BF,  F32, F64,  F64,  BF,  F32, F64,  F64,  BF,  F32, F32, F64,  BF,   C64,  C128], // bf16
        [F16, F32, F64,  F64,  F16, F32, F64,  F64,  F32, F16, F32, F64,  F16,  C64,  C128], // f16
        [F32, F32, F64,  F64,  F32, F32, F64,  F64,  F32, F32, F32, F64,  F32,  C64,  C128], // f32
        [F64, F64, F64,  F64,  F64, F64, F64,  F64,  F64, F64, F64, F64,  F64,  C128, C128], // f64
        [I8,  I16, I32,  I64,  U8,  U16, U32,  U64,  BF,  F16, F32, F64,  B,    C64,  C128], // bool
        [C64, C64, C128, C128, C64, C64, C128, C128, C64, C64, C64, C128, C64,  C64,  C128], // c64
        [C128,C128,C128, C128, C128,C128,C128, C128, C128,C128,C128,C128, C128, C128, C128], // c128
    ]
};

/// The Array API standard's table, as Ivy extends it: every dtype with itself; bool with bool;
/// integers of one signedness with each other; signed with unsigned while a signed dtype holds
/// both (up to uint32 with int64); float16, float32 and float64 with each other; complex with
/// complex; a float with a complex dtype. `None` elsewhere: integer with float, uint64 with a
/// signed integer, bool or bfloat16 with any other dtype.
pub(super) const ARRAY_API: [[Option<Dtype>; Dtype::COUNT]; Dtype::COUNT] = {
    let mut t = [[None; Dtype::COUNT]; Dtype::COUNT];
    let mut a = 0;
    while a < Dtype::COUNT {
        let mut b = 0;
        while b < Dtype::COUNT {
            t[a][b] = array_api_pair(Dtype::ALL[a], Dtype::ALL[b]);
            b += 1;
        }
        a += 1;
    }
    t
};

const fn array_api_pair(a: Dtype, b: Dtype) -> Option<Dtype> {
    use DtypeKind::*;
    if a as u8 == b as u8 {
        return Some(a);
    }
    if matches!(a, Dtype::Bfloat16) || matches!(b, Dtype::Bfloat16) {
        return None;
    }
    let wider = if a.bits() >= b.bits() { a } else { b };
    match (a.kind(), b.kind()) {
        (SignedInt, SignedInt)
        | (UnsignedInt, UnsignedInt)
        | (Float, Float)
        | (Complex, Complex) => Some(wider),
        (SignedInt, UnsignedInt) => signed_holding(a, b),
        (UnsignedInt, SignedInt) => signed_holding(b, a),
        (Float, Complex) => complex_holding(a, b),
        (Complex, Float) => complex_holding(b, a),
        _ => None,
    }
}

/// The narrowest signed dtype holding every value of `signed` and of `unsigned`.
const fn signed_holding(signed: Dtype, unsigned: Dtype) -> Option<Dtype> {
    let need = if unsigned.bits() < signed.bits() {
        signed.bits()
    } else {
        unsigned.bits() * 2
    };
    match need {
        8 => Some(Dtype::Int8),
        16 => Some(Dtype::Int16),
        32 => Some(Dtype::Int32),
        64 => Some(Dtype::Int64),
        _ => None,
    }
}

/// The narrowest complex dtype holding every value of `float` and of `complex`.
const fn complex_holding(float: Dtype, complex: Dtype) -> Option<Dtype> {
    if matches!(float, Dtype::Float64) || matches!(complex, Dtype::Complex128) {
        Some(Dtype::Complex128)
    } else {
        Some(Dtype::Complex64)
    }
}

/// The table `$base` with the pairs `$defined` rejects left undefined (a macro: a `const fn`
/// cannot call a function pointer).
macro_rules! restrict {
    ($base:expr, $defined:path) => {{
        let mut t = [[None; Dtype::COUNT]; Dtype::COUNT];
        let mut a = 0;
        while a < Dtype::COUNT {
            let mut b = 0;
            while b < Dtype::COUNT {
                if $defined(Dtype::ALL[a], Dtype::ALL[b]) {
                    t[a][b] = Some($base[a][b]);
                }
                b += 1;
            }
            a += 1;
        }
        t
    }};
}

/// NumPy 2's `promote_types` with `ml_dtypes` imported: Ivy's precise table (NumPy's own
/// wherever NumPy has both dtypes), except that NumPy promotes `bfloat16`, a user dtype to it,
/// only with the dtypes `ml_dtypes` casts safely to or from it (bool, int8, uint8 -> bfloat16;
/// bfloat16 -> float32, float64, complex64, complex128); its other pairs are undefined
/// (NumPy raises `DTypePromotionError`).
pub(super) const NUMPY: [[Option<Dtype>; Dtype::COUNT]; Dtype::COUNT] =
    restrict!(IVY_PRECISE, numpy_defines);

const fn numpy_defines(a: Dtype, b: Dtype) -> bool {
    const fn casts_safely_with_bfloat16(d: Dtype) -> bool {
        use Dtype::*;
        matches!(
            d,
            Bfloat16 | Bool | Int8 | Uint8 | Float32 | Float64 | Complex64 | Complex128
        )
    }
    match (a, b) {
        (Dtype::Bfloat16, other) | (other, Dtype::Bfloat16) => casts_safely_with_bfloat16(other),
        _ => true,
    }
}

/// PyTorch's `torch.promote_types`: Ivy's non-precise table (JAX's with 64-bit types: `int64`
/// with `float16` is `float16`, `uint8` with `int8` is `int16`), except that PyTorch promotes
/// `uint16`, `uint32` and `uint64` (its "limited support" dtypes) only with themselves and with
/// the real float dtypes; their other pairs, `uint64` with `int64` among them, are undefined
/// (PyTorch raises "Promotion for uint16, uint32, uint64 types is not supported").
pub(super) const TORCH: [[Option<Dtype>; Dtype::COUNT]; Dtype::COUNT] =
    restrict!(IVY_NONPRECISE, torch_defines);

const fn torch_defines(a: Dtype, b: Dtype) -> bool {
    const fn limited(d: Dtype) -> bool {
        matches!(d, Dtype::Uint16 | Dtype::Uint32 | Dtype::Uint64)
    }
    a as u8 == b as u8 || !(limited(a) || limited(b)) || a.is_float() || b.is_float()
}

/// PyTorch's complex counterpart of a float dtype, what a Python complex next to a float
/// tensor gives; `None` for `float16` and `bfloat16`, whose counterparts (`complex32`,
/// `bcomplex32`) are not Ivy dtypes.
pub(super) const fn torch_complex_of(d: Dtype) -> Option<Dtype> {
    match d {
        Dtype::Float32 => Some(Dtype::Complex64),
        Dtype::Float64 => Some(Dtype::Complex128),
        _ => None,
    }
}
