//! Elementwise functions. Binary ones take two arrays of one dtype (the runtime promotes
//! first) and broadcast them as NumPy does; integer arithmetic wraps, as in NumPy.

use ivy_runtime::{Dtype, Result, Scalar, default_float_dtype};
use ndarray::ArrayD;

use super::backend::NdArrayBackend;
use super::broadcast::zip_map;
use super::cast::{astype, into_dtype};
use super::dispatch::{
    Map2Inexact, Map2Int, Map2Numeric, MapAll, MapComplex, MapInexact, MapReal, classes, takes,
};
use super::elem::{ComplexElem, InexactElem, IntElem, NumElem, RealElem};
use super::error;
use super::storage::{Element, NdArray};
use super::vmath::Function;
use ivy_macros::{implements, kernels};
use ivy_runtime::KernelDecl;
use ivy_runtime::functional as f;

macro_rules! arith {
    ($Kernel:ident, $name:literal, $method:ident) => {
        struct $Kernel;
        impl Map2Numeric for $Kernel {
            const NAME: &'static str = $name;
            type Output = NdArray;
            fn f<T: NumElem>(&self, a: &ArrayD<T>, b: &ArrayD<T>) -> Result<NdArray> {
                Ok(zip_map(Self::NAME, a, b, T::$method)?.into())
            }
        }
    };
}

arith!(Add, "add", add);
arith!(Sub, "subtract", sub);
arith!(Mul, "multiply", mul);

/// `op` on two `bool` arrays, or `None` when they are not both `bool`.
fn bools(
    name: &'static str,
    x1: &NdArray,
    x2: &NdArray,
    op: fn(bool, bool) -> bool,
) -> Option<Result<NdArray>> {
    match (x1, x2) {
        (NdArray::Bool(a), NdArray::Bool(b)) => Some(zip_map(name, a, b, op).map(NdArray::from)),
        _ => None,
    }
}

/// `x1 + x2`; for `bool`, logical or (as NumPy).
#[implements(f::add for NdArrayBackend)]
pub fn add(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    bools("add", x1, x2, |a, b| a | b).unwrap_or_else(|| Add.map(x1, x2))
}

/// `x1 - x2`; an error for `bool` (as NumPy: use `logical_xor`).
#[implements(f::subtract for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["bool"])]
pub fn subtract(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    if x1.dtype() == Dtype::Bool && x2.dtype() == Dtype::Bool {
        return Err(error::invalid(
            "subtract",
            "subtracting `bool` arrays is not supported; use logical_xor or logical_not",
        ));
    }
    Sub.map(x1, x2)
}

/// `x1 * x2`; for `bool`, logical and (as NumPy).
#[implements(f::multiply for NdArrayBackend)]
pub fn multiply(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    bools("multiply", x1, x2, |a, b| a & b).unwrap_or_else(|| Mul.map(x1, x2))
}

struct Div;
impl Map2Inexact for Div {
    const NAME: &'static str = "divide";
    type Output = NdArray;
    fn f<T: InexactElem>(&self, a: &ArrayD<T>, b: &ArrayD<T>) -> Result<NdArray> {
        Ok(zip_map(Self::NAME, a, b, T::div)?.into())
    }
}

/// True division `x1 / x2`. Float and complex dtypes divide in their own dtype (`float16` and
/// `bfloat16` through `f32`); integer and `bool` inputs divide in `float64` and give the
/// default float dtype ([`default_float_dtype`]). Division by zero follows IEEE (`inf`,
/// `nan`), never an error.
#[implements(f::divide for NdArrayBackend)]
pub fn divide(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    let (d1, d2) = (x1.dtype(), x2.dtype());
    if d1 != d2 {
        return Err(error::operand_dtypes("divide", d1, d2));
    }
    if d1.is_int() || d1.is_bool() {
        let a = astype(x1, Dtype::Float64)?;
        let b = astype(x2, Dtype::Float64)?;
        return into_dtype(Div.map(&a, &b)?, default_float_dtype());
    }
    Div.map(x1, x2)
}

struct Abs;
impl MapReal for Abs {
    const NAME: &'static str = "abs";
    type Output = NdArray;
    fn f<T: RealElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
        Ok(a.mapv(T::abs).into())
    }
}

struct Magnitude;
impl MapComplex for Magnitude {
    const NAME: &'static str = "abs";
    type Output = NdArray;
    fn f<T: ComplexElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
        Ok(a.mapv(T::norm).into())
    }
}

/// The absolute value. Signed integers wrap (`abs(-128i8) == -128`, as NumPy); unsigned
/// integers are unchanged; complex numbers give their magnitude in the matching real dtype
/// (`complex64` -> `float32`). An error for `bool`.
#[implements(f::abs for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["bool"])]
pub fn abs(x: &NdArray) -> Result<NdArray> {
    if x.dtype().is_complex() {
        Magnitude.map(x)
    } else {
        Abs.map(x)
    }
}

/// `f` of every element of `a`, in any layout (a strided array is copied to standard layout
/// first, so every layout gets the same results): the vectorised kernels for real floats,
/// element by element for complex ([`InexactElem::map_transcendental`]).
fn transcendental<T: InexactElem>(f: Function, a: &ArrayD<T>) -> Result<ArrayD<T>> {
    let a = a.as_standard_layout();
    let x = a
        .as_slice()
        .ok_or_else(|| error::invalid(f.name(), "the array is not contiguous after copying"))?;
    ArrayD::from_shape_vec(a.raw_dim(), T::map_transcendental(f, x)?)
        .map_err(|e| error::invalid(f.name(), e.to_string()))
}

macro_rules! inexact_unary {
    ($(#[$doc:meta])* $fn_name:ident, $Kernel:ident, $name:literal, $apply:expr) => {
        struct $Kernel;
        impl MapInexact for $Kernel {
            const NAME: &'static str = $name;
            type Output = NdArray;
            fn f<T: InexactElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
                let apply: fn(&ArrayD<T>) -> Result<ArrayD<T>> = $apply;
                Ok(apply(a)?.into())
            }
        }

        $(#[$doc])*
        ///
        /// Float and complex dtypes only (`float16` and `bfloat16` compute in `f32`); an error
        /// for integers and `bool`.
        pub fn $fn_name(x: &NdArray) -> Result<NdArray> {
            $Kernel.map(x)
        }
    };
}

inexact_unary!(
    /// `e^x`; vectorised for real floats (see [`vmath`](super::vmath) for the accuracy).
    #[implements(f::exp for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    exp, Exp, "exp", |a| transcendental(Function::Exp, a)
);
inexact_unary!(
    /// `e^x - 1`, accurate for `x` near 0.
    ///
    /// ivy-backends builds against ndarray 0.17 only; the "0.16 and below" key describes the
    /// kernel set an older ndarray would get (no half-precision paths) and lets the tests
    /// exercise version resolution on a real backend.
    #[implements(f::expm1 for NdArrayBackend)]
    #[with_unsupported_dtypes(
        "0.16 and below" => ["integer", "bool", "float16", "bfloat16"],
        "0.17 and above" => ["integer", "bool"]
    )]
    expm1, Expm1, "expm1", |a| Ok(a.mapv(InexactElem::expm1))
);
inexact_unary!(
    /// The tangent; vectorised for real floats (see [`vmath`](super::vmath) for the accuracy).
    #[implements(f::tan for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    tan, Tan, "tan", |a| transcendental(Function::Tan, a)
);
inexact_unary!(
    /// The natural logarithm: `-inf` at 0 and `nan` below 0 for real dtypes; the principal
    /// branch for complex. Vectorised for real floats (see [`vmath`](super::vmath) for the
    /// accuracy).
    #[implements(f::log for NdArrayBackend)]
    #[with_unsupported_dtypes("0.17 and above" => ["integer", "bool"])]
    log, Log, "log", |a| transcendental(Function::Log, a)
);

struct Clip {
    lo: Scalar,
    hi: Scalar,
}

impl MapReal for Clip {
    const NAME: &'static str = "clip";
    type Output = NdArray;
    fn f<T: RealElem>(&self, a: &ArrayD<T>) -> Result<NdArray> {
        let lo = bound::<T>(self.lo, "min")?;
        let hi = bound::<T>(self.hi, "max")?;
        Ok(a.mapv(|x| x.clip(lo, hi)).into())
    }
}

/// A clip bound as a `T`. For an integer dtype, an integer bound beyond the dtype's range
/// clamps to it (the same result as comparing exactly); a float bound is an error there, and
/// a complex bound always is.
pub(crate) fn bound<T: RealElem>(s: Scalar, which: &str) -> Result<T> {
    let dtype = T::DTYPE;
    match s {
        Scalar::Complex(_) => Err(error::invalid(
            "clip",
            format!("the {which} bound {s} is complex"),
        )),
        Scalar::Float(_) if dtype.is_int() => Err(error::invalid(
            "clip",
            format!("the {which} bound {s} is not an integer, as `{dtype}` needs"),
        )),
        Scalar::Int(v) if dtype.is_int() => {
            let info = ivy_runtime::iinfo(dtype)?;
            Ok(T::from_scalar(Scalar::Int(v.clamp(info.min, info.max))))
        }
        s => Ok(T::from_scalar(s)),
    }
}

/// `x` limited to `[min, max]`, computed as `minimum(maximum(x, min), max)` (so `max` wins when
/// `min > max`, as NumPy); a `nan` element or bound gives `nan`. Integer and real float
/// dtypes only.
#[implements(f::clip for NdArrayBackend)]
#[with_unsupported_dtypes("0.17 and above" => ["complex", "bool"])]
pub fn clip(x: &NdArray, min: Scalar, max: Scalar) -> Result<NdArray> {
    Clip { lo: min, hi: max }.map(x)
}

struct Lcm;
impl Map2Int for Lcm {
    const NAME: &'static str = "lcm";
    type Output = NdArray;
    fn f<T: IntElem>(&self, a: &ArrayD<T>, b: &ArrayD<T>) -> Result<NdArray> {
        Ok(zip_map(Self::NAME, a, b, |x: T, y: T| {
            let (x, y) = (x.to_i128().unsigned_abs(), y.to_i128().unsigned_abs());
            if x == 0 || y == 0 {
                return T::zero();
            }
            T::wrap_u128((x / gcd(x, y)).wrapping_mul(y))
        })?
        .into())
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The least common multiple of `|x1|` and `|x2|`, elementwise (`lcm(0, x) == 0`), computed
/// exactly and then wrapped into the dtype as NumPy's integer arithmetic wraps. Integer dtypes
/// only, both the same.
#[implements(f::lcm for NdArrayBackend)]
#[with_supported_dtypes("0.17 and above" => ["integer"])]
pub fn lcm(x1: &NdArray, x2: &NdArray) -> Result<NdArray> {
    Lcm.map(x1, x2)
}

struct LogicalNot;
impl MapAll for LogicalNot {
    const NAME: &'static str = "logical_not";
    type Output = NdArray;
    fn f<T: Element>(&self, a: &ArrayD<T>) -> Result<NdArray> {
        Ok(a.mapv(|x| !x.is_nonzero()).into())
    }
}

/// `x == 0` as `bool`, for any dtype (`nan` is nonzero, so `logical_not(nan)` is `false`).
#[implements(f::logical_not for NdArrayBackend)]
pub fn logical_not(x: &NdArray) -> Result<NdArray> {
    LogicalNot.map(x)
}

// What each kernel's code takes, checked against its declarations at compile time.
takes!(__ivy_kernel_add, classes::ALL);
takes!(__ivy_kernel_subtract, classes::NUMERIC);
takes!(__ivy_kernel_multiply, classes::ALL);
takes!(__ivy_kernel_divide, classes::ALL);
takes!(__ivy_kernel_abs, classes::NUMERIC);
takes!(__ivy_kernel_exp, classes::INEXACT);
takes!(__ivy_kernel_expm1, classes::INEXACT);
takes!(__ivy_kernel_tan, classes::INEXACT);
takes!(__ivy_kernel_log, classes::INEXACT);
takes!(__ivy_kernel_clip, classes::REAL);
takes!(__ivy_kernel_lcm, classes::INTEGER);
takes!(__ivy_kernel_logical_not, classes::ALL);

/// The element-wise kernels, for [`Backend::kernels`](ivy_runtime::Backend::kernels).
pub(crate) fn kernels() -> Vec<&'static KernelDecl> {
    kernels![
        add,
        subtract,
        multiply,
        divide,
        abs,
        exp,
        expm1,
        tan,
        log,
        clip,
        lcm,
        logical_not
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ndarray::test_support::{arr, v1};
    use half::{bf16, f16};
    use num_complex::Complex;

    #[test]
    fn add_wraps_integers_and_ors_bools() {
        assert_eq!(
            add(&v1(vec![127i8, -128]), &v1(vec![1i8, -1])).unwrap(),
            v1(vec![-128i8, 127])
        );
        assert_eq!(
            add(&v1(vec![u64::MAX]), &v1(vec![2u64])).unwrap(),
            v1(vec![1u64])
        );
        assert_eq!(
            add(&v1(vec![true, false, false]), &v1(vec![false, true, false])).unwrap(),
            v1(vec![true, true, false])
        );
        assert_eq!(
            add(
                &v1(vec![f16::from_f32(1.5)]),
                &v1(vec![f16::from_f32(2.25)])
            )
            .unwrap(),
            v1(vec![f16::from_f32(3.75)])
        );
        assert_eq!(
            add(
                &v1(vec![Complex::new(1.0f64, 2.0)]),
                &v1(vec![Complex::new(0.5, -3.0)])
            )
            .unwrap(),
            v1(vec![Complex::new(1.5f64, -1.0)])
        );
    }

    #[test]
    fn binary_ops_broadcast() {
        let a = arr(vec![1i32, 2, 3, 4, 5, 6], &[2, 3]);
        let b = arr(vec![10i32, 20, 30], &[3]);
        assert_eq!(
            add(&a, &b).unwrap(),
            arr(vec![11i32, 22, 33, 14, 25, 36], &[2, 3])
        );
        let col = arr(vec![1.0f32, 2.0], &[2, 1]);
        let row = arr(vec![10.0f32, 20.0, 30.0], &[1, 3]);
        assert_eq!(
            multiply(&col, &row).unwrap(),
            arr(vec![10.0f32, 20.0, 30.0, 20.0, 40.0, 60.0], &[2, 3])
        );
        let s = arr(vec![100u8], &[]);
        assert_eq!(
            subtract(&s, &v1(vec![1u8, 101])).unwrap(),
            v1(vec![99u8, 255])
        );
        let msg = add(&a, &arr(vec![1i32, 2], &[2])).unwrap_err().to_string();
        assert!(
            msg.contains("add") && msg.contains("[2, 3]") && msg.contains("[2]"),
            "{msg}"
        );
    }

    #[test]
    fn subtract_and_multiply() {
        assert_eq!(
            subtract(&v1(vec![-128i8]), &v1(vec![1i8])).unwrap(),
            v1(vec![127i8])
        );
        assert!(subtract(&v1(vec![true]), &v1(vec![false])).is_err());
        assert_eq!(
            multiply(&v1(vec![16u8, 3]), &v1(vec![16u8, 3])).unwrap(),
            v1(vec![0u8, 9])
        );
        assert_eq!(
            multiply(&v1(vec![true, true]), &v1(vec![true, false])).unwrap(),
            v1(vec![true, false])
        );
        assert_eq!(
            multiply(
                &v1(vec![Complex::new(1.0f32, 2.0)]),
                &v1(vec![Complex::new(3.0f32, 4.0)])
            )
            .unwrap(),
            v1(vec![Complex::new(-5.0f32, 10.0)])
        );
        let msg = add(&v1(vec![1i8]), &v1(vec![1u8])).unwrap_err().to_string();
        assert!(msg.contains("int8") && msg.contains("uint8"), "{msg}");
    }

    #[test]
    fn divide_is_true_division() {
        assert_eq!(
            divide(&v1(vec![1i32, -7, 0]), &v1(vec![2i32, 2, 0]))
                .unwrap()
                .to_string(),
            "[0.5, -3.5, nan]"
        );
        assert_eq!(
            divide(&v1(vec![1i32]), &v1(vec![2i32])).unwrap().dtype(),
            default_float_dtype()
        );
        {
            let _g = ivy_runtime::default_float_dtype_scope(Dtype::Float32).unwrap();
            assert_eq!(
                divide(&v1(vec![true]), &v1(vec![false])).unwrap(),
                v1(vec![f32::INFINITY])
            );
        }
        assert_eq!(
            divide(
                &v1(vec![bf16::from_f32(1.0)]),
                &v1(vec![bf16::from_f32(4.0)])
            )
            .unwrap(),
            v1(vec![bf16::from_f32(0.25)])
        );
        assert_eq!(
            divide(
                &v1(vec![Complex::new(-5.0f64, 10.0)]),
                &v1(vec![Complex::new(3.0, 4.0)])
            )
            .unwrap(),
            v1(vec![Complex::new(1.0f64, 2.0)])
        );
        assert!(divide(&v1(vec![1i32]), &v1(vec![1i64])).is_err());
    }

    #[test]
    fn abs_by_kind() {
        assert_eq!(
            abs(&v1(vec![-5i8, -128, 3])).unwrap(),
            v1(vec![5i8, -128, 3])
        );
        assert_eq!(abs(&v1(vec![200u8])).unwrap(), v1(vec![200u8]));
        assert_eq!(
            abs(&v1(vec![-0.5f64, -0.0])).unwrap(),
            v1(vec![0.5f64, 0.0])
        );
        assert_eq!(
            abs(&v1(vec![f16::from_f32(-2.0)])).unwrap(),
            v1(vec![f16::from_f32(2.0)])
        );
        assert_eq!(
            abs(&v1(vec![Complex::new(3.0f32, -4.0)])).unwrap(),
            v1(vec![5.0f32])
        );
        assert_eq!(
            abs(&v1(vec![Complex::new(-6.0f64, 8.0)])).unwrap(),
            v1(vec![10.0f64])
        );
        let msg = abs(&v1(vec![true])).unwrap_err().to_string();
        assert!(msg.contains("abs") && msg.contains("bool"), "{msg}");
    }

    #[test]
    fn transcendental_functions() {
        assert_eq!(
            exp(&v1(vec![0.0f64, 1.0])).unwrap(),
            v1(vec![1.0f64, std::f64::consts::E])
        );
        assert_eq!(exp(&v1(vec![f16::ZERO])).unwrap(), v1(vec![f16::ONE]));
        // e^1 in bf16: 2.71875 is the nearest bf16 to 2.71828...
        assert_eq!(
            exp(&v1(vec![bf16::ONE])).unwrap(),
            v1(vec![bf16::from_f32(2.71875)])
        );
        assert_eq!(expm1(&v1(vec![1e-20f64])).unwrap(), v1(vec![1e-20f64]));
        assert_eq!(
            log(&v1(vec![1.0f32, 0.0])).unwrap(),
            v1(vec![0.0f32, f32::NEG_INFINITY])
        );
        assert_eq!(log(&v1(vec![-1.0f64])).unwrap().to_string(), "[nan]");
        assert_eq!(tan(&v1(vec![0.0f32])).unwrap(), v1(vec![0.0f32]));
        // log(-1) = i*pi; exp(i*pi/2) = i; tan(i) = i*tanh(1).
        let c = log(&v1(vec![Complex::new(-1.0f64, 0.0)])).unwrap();
        assert_eq!(c, v1(vec![Complex::new(0.0f64, std::f64::consts::PI)]));
        let NdArray::Complex128(e) =
            exp(&v1(vec![Complex::new(0.0f64, std::f64::consts::FRAC_PI_2)])).unwrap()
        else {
            panic!("complex128 expected")
        };
        assert!(e[0].re.abs() < 1e-15 && (e[0].im - 1.0).abs() < 1e-15);
        let NdArray::Complex64(t) = tan(&v1(vec![Complex::new(0.0f32, 1.0)])).unwrap() else {
            panic!("complex64 expected")
        };
        assert!(t[0].re.abs() < 1e-6 && (t[0].im - 0.761_594_2).abs() < 1e-6);
        for f in [exp, expm1, tan, log] {
            let msg = f(&v1(vec![1i32])).unwrap_err().to_string();
            assert!(msg.contains("int32"), "{msg}");
            assert!(f(&v1(vec![true])).is_err());
        }
    }

    #[test]
    fn transcendentals_give_the_same_results_in_every_layout() {
        use ndarray::{IxDyn, s};
        let data: Vec<f32> = (0..24).map(|i| i as f32 * 0.37 + 0.1).collect();
        let a = ArrayD::from_shape_vec(IxDyn(&[4, 6]), data).unwrap();
        let transposed = a.clone().reversed_axes();
        let strided = a.clone().slice_move(s![.., ..;2]).into_dyn();
        for f in [exp, log, tan] {
            for b in [transposed.clone(), strided.clone()] {
                let standard = b.as_standard_layout().into_owned();
                assert!(!b.is_standard_layout() && standard.is_standard_layout());
                assert_eq!(
                    f(&NdArray::from(b)).unwrap(),
                    f(&NdArray::from(standard)).unwrap()
                );
            }
        }
        // e^1 rounded to float32 is 2.7182817 (and LN_2 is ln 2 rounded).
        assert_eq!(exp(&v1(vec![1.0f32])).unwrap(), v1(vec![2.718_281_7f32]));
        assert_eq!(
            log(&v1(vec![2.0f32])).unwrap(),
            v1(vec![std::f32::consts::LN_2])
        );
    }

    #[test]
    fn clip_bounds() {
        let i = |v: i128| Scalar::Int(v);
        assert_eq!(
            clip(&v1(vec![-5i8, 0, 5]), i(-1), i(1)).unwrap(),
            v1(vec![-1i8, 0, 1])
        );
        assert_eq!(
            clip(&v1(vec![0u8, 255]), i(-1000), i(1000)).unwrap(),
            v1(vec![0u8, 255])
        );
        assert_eq!(
            clip(&v1(vec![1i32, 9]), i(5), i(3)).unwrap(),
            v1(vec![3i32, 3])
        );
        assert_eq!(
            clip(
                &v1(vec![0.1f32, 0.9, f32::NAN]),
                Scalar::Float(0.25),
                Scalar::Float(0.75)
            )
            .unwrap()
            .to_string(),
            "[0.25, 0.75, nan]"
        );
        assert_eq!(
            clip(&v1(vec![f16::from_f32(3.0)]), i(0), i(2)).unwrap(),
            v1(vec![f16::from_f32(2.0)])
        );
        assert!(clip(&v1(vec![1i32]), Scalar::Float(0.5), i(2)).is_err());
        assert!(clip(&v1(vec![true]), i(0), i(1)).is_err());
        assert!(clip(&v1(vec![Complex::new(1.0f32, 0.0)]), i(0), i(1)).is_err());
    }

    #[test]
    fn lcm_of_integers() {
        assert_eq!(
            lcm(&v1(vec![4i32, -4, 0, 6, 7]), &v1(vec![6i32, 6, 5, 0, -3])).unwrap(),
            v1(vec![12i32, 12, 0, 0, 21])
        );
        // lcm(100, 3) = 300, wrapped into int8: 300 - 256 = 44.
        assert_eq!(
            lcm(&v1(vec![100i8]), &v1(vec![3i8])).unwrap(),
            v1(vec![44i8])
        );
        assert_eq!(
            lcm(&v1(vec![-128i8]), &v1(vec![1i8])).unwrap(),
            v1(vec![-128i8])
        );
        assert_eq!(
            lcm(&arr(vec![2u16, 3], &[2, 1]), &v1(vec![4u16, 5])).unwrap(),
            arr(vec![4u16, 10, 12, 15], &[2, 2])
        );
        assert!(lcm(&v1(vec![1.0f32]), &v1(vec![2.0f32])).is_err());
        assert!(lcm(&v1(vec![true]), &v1(vec![true])).is_err());
    }

    #[test]
    fn logical_not_of_anything() {
        assert_eq!(
            logical_not(&v1(vec![0i64, 3])).unwrap(),
            v1(vec![true, false])
        );
        assert_eq!(
            logical_not(&v1(vec![true, false])).unwrap(),
            v1(vec![false, true])
        );
        assert_eq!(
            logical_not(&v1(vec![0.0f32, -0.0, f32::NAN])).unwrap(),
            v1(vec![true, true, false])
        );
        assert_eq!(
            logical_not(&v1(vec![Complex::new(0.0f64, 1.0), Complex::new(0.0, 0.0)])).unwrap(),
            v1(vec![false, true])
        );
        assert_eq!(logical_not(&v1(vec![bf16::ZERO])).unwrap(), v1(vec![true]));
    }
}
