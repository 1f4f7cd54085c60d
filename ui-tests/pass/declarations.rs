//! Every declaration form compiles: kinds, wrappers in any order, the declaration attributes
//! with `framework =`, `backend =`, `reason =` and `upstream =`, device forms, the module form, `to_add`/`to_skip`,
//! `not_ivy`, attribute names through `use` (for the outermost attribute: siblings are taken
//! before they resolve, so an import used only by a sibling is reported unused), and kernels of
//! every parameter class.

use ivy::{
    Array, ArrayLike, Device, Dtype, Result, Scalar, compositional, implements, primary,
    with_unsupported_dtypes,
};

#[primary]
#[returns(same(x))]
#[ivy::handle_out]
#[with_unsupported_dtypes(framework = "torch", "2.0.1 and below" => ["float16", "integer"], "1.12.1" => [])]
pub fn tan(x: &Array, out: Option<&mut Array>) -> Result<Array>;

#[ivy::infer_device]
#[ivy::nestable]
#[ivy::infer_dtype]
#[ivy::primary]
#[ivy::returns(created(shape, dtype))]
#[ivy::with_supported_device_and_dtypes("2.0 and below" => {"cpu" => ["float32", "float64"], "gpu" => ["float16"]})]
#[ivy::with_unsupported_devices("2.0 and above" => ["tpu"])]
pub fn full(
    shape: &[usize],
    fill_value: Scalar,
    like: Option<&Array>,
    dtype: Option<Dtype>,
    device: Option<Device>,
) -> Result<Array>;

#[ivy::primary]
#[ivy::returns(same(x))]
pub fn astype(x: ArrayLike<'_>, dtype: Option<Dtype>, copy: bool) -> Result<Array>;

fn helper(x: &Array) -> Result<Array> {
    Ok(x.clone())
}

#[compositional(not_ivy = [helper])]
// A composition's type: its callees' types composed.
#[ivy::returns(tan::output_type(&tan::output_type(x, None)?, None))]
#[ivy::handle_out]
#[with_unsupported_dtypes(backend = "candle", "0.8 and above" => ["bfloat16"])]
#[ivy::with_supported_devices("1.0 and above" => ["cpu", "gpu"])]
pub fn tan_twice(x: &Array, out: Option<&mut Array>) -> Result<Array> {
    let y = tan(x)?;
    let y = helper(&y)?;
    tan(&y)
}

#[ivy::mixed(to_add = [infer_dtype])]
#[ivy::returns(same(x))]
#[ivy::handle_out]
#[ivy::nestable]
pub fn scaled(x: &Array, by: f64, dtype: Option<Dtype>, out: Option<&mut Array>) -> Result<Array> {
    let _ = (by, dtype);
    tan(x)
}

#[ivy::standalone]
pub fn describe(x: &Array) -> String {
    format!("{:?}", x.shape())
}

fn rank_of(x: &Array) -> usize {
    x.ndim()
}

// A standalone function calls plain functions and other standalone ones, without `not_ivy`.
#[ivy::standalone]
pub fn describe_rank(x: &Array) -> String {
    let shape = describe(x);
    let rank = rank_of(x);
    drop(ivy::current_backend());
    format!("{shape} ({rank}-d)")
}

#[with_unsupported_dtypes("2.0 and below" => ["bool"])]
pub mod trig {
    use super::*;

    /// Sine.
    #[primary]
    #[returns(same(x))]
    pub fn sin(x: &Array) -> Result<Array>;

    #[compositional]
    #[returns(same(x))]
    pub fn sin_twice(x: &Array) -> Result<Array> {
        sin(&sin(x)?)
    }

    pub fn not_ivy() {}
}

/// A group that states its attribute stack once: every function inside is `#[primary]`,
/// `#[handle_out]` and `#[nestable]`, unless it writes its own kind.
#[primary]
#[ivy::handle_out]
#[ivy::nestable]
pub mod grouped {
    use super::*;

    /// Cosine.
    #[returns(same(x))]
    pub fn cos(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// `x1 + x2`; a wrapper written again is taken once.
    #[returns(broadcast(&[x1, x2]))]
    #[ivy::nestable]
    pub fn plus(x1: &Array, x2: &Array, out: Option<&mut Array>) -> Result<Array>;

    /// Cosine, twice: a kind of its own, the group's wrappers.
    #[compositional]
    #[returns(same(x))]
    pub fn cos_twice(x: &Array, out: Option<&mut Array>) -> Result<Array> {
        cos(&cos(x)?)
    }
}

/// Wrappers on a module without a kind: each ivy function inside takes them, as it takes
/// declarations; other functions are left as written.
#[ivy::handle_out]
pub mod wrapped {
    use super::*;

    /// Hyperbolic sine.
    #[primary]
    #[returns(same(x))]
    pub fn sinh(x: &Array, out: Option<&mut Array>) -> Result<Array>;

    pub fn not_ivy(x: &Array) -> Array {
        x.clone()
    }
}

// ---------------------------------------------------------------- kernels

#[path = "../support/native.rs"]
mod native;
use native::{Native, NativeBackend};

#[implements(full for NativeBackend)]
#[with_unsupported_dtypes(
    reason = "the framework's fill loses the imaginary part",
    upstream = "https://example.invalid/native/issues/1",
    "1.0 and below" => ["complex"]
)]
fn native_full(
    _shape: &[usize],
    _fill: Scalar,
    _like: Option<&Native>,
    _dtype: Dtype,
    _device: Device,
) -> Result<Native> {
    Ok(Native)
}

#[implements(astype for NativeBackend)]
fn native_astype(_x: &Native, _dtype: Option<Dtype>, _copy: bool) -> Result<Native> {
    Ok(Native)
}

#[implements(scaled for NativeBackend)]
#[ivy::partial_mixed(handler = |x, by, _dtype| x.ndim() == 1 && by > 0.0)]
fn native_scaled(_x: &Native, _by: f64, _dtype: Dtype) -> Result<Native> {
    Ok(Native)
}

#[implements(trig::sin for NativeBackend)]
fn native_sin(_x: &Native) -> Result<Native> {
    Ok(Native)
}

fn main() {
    let kernels: Vec<&'static ivy::KernelDecl> =
        ivy::kernels![native_full, native_astype, native_scaled, native_sin];
    assert_eq!(kernels.len(), 4);
    let note = kernels[0].declarations.dtypes.map(|d| d.note);
    assert_eq!(
        note.and_then(|n| n.upstream),
        Some("https://example.invalid/native/issues/1")
    );
    assert!(note.and_then(|n| n.reason).is_some_and(|r| r.contains("imaginary")));
    assert_eq!(tan_twice::DECL.callees.len(), 1);
    assert_eq!(tan_twice::DECL.backend_declarations[0].0, "candle");
    assert_eq!(scaled::DECL.to_add, &[ivy::Wrapper::InferDtype]);
    assert_eq!(trig::sin_twice::DECL.callees[0].name, "sin");
    assert!(trig::sin::DECL.declarations.dtypes.is_some());
    assert_eq!(describe::DECL.kind, ivy::FunctionKind::Standalone);
    use ivy::{FunctionKind, Wrapper::*};
    for decl in [grouped::cos::DECL, grouped::plus::DECL, grouped::cos_twice::DECL] {
        assert_eq!(decl.wrappers, &[Nestable, HandleOut], "{}", decl.name);
    }
    assert_eq!(wrapped::sinh::DECL.wrappers, &[HandleOut]);
    let _ = wrapped::not_ivy;
    assert_eq!(grouped::plus::DECL.kind, FunctionKind::Primary);
    assert_eq!(grouped::cos_twice::DECL.kind, FunctionKind::Compositional);
    let _ = (tan, describe, describe_rank);
}
