//! Ivy's precise promotion table and the Array API standard's table, indexed by dtype.

use ivy_grammar::{Dtype, DtypeKind};

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
