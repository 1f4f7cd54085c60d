//! The dtype classes kernels are written against, each stated once: its dtypes (the constants
//! here, which a kernel's `#[implements(.., takes = classes::X)]` names and errors list) and
//! its element types ([`with_class!`](crate::with_class), built on the runtime's one
//! dtype → element type map, [`ivy_runtime::with_dtype!`]). Every backend dispatches through
//! them; a backend holding fewer dtypes narrows a class by its own list.
//!
//! | class     | dtypes                       | element bound                        |
//! |-----------|------------------------------|--------------------------------------|
//! | `all`     | the 15                       | `HostElement`, [`SortElem`](super::SortElem) |
//! | `numeric` | all but `bool`               | [`NumElem`](super::NumElem)          |
//! | `real`    | integers and real floats     | [`RealElem`](super::RealElem)        |
//! | `integer` | `int8` .. `uint64`           | [`IntElem`](super::IntElem)          |
//! | `float`   | `bfloat16` .. `float64`      | [`FloatElem`](super::FloatElem)      |
//! | `inexact` | floats and complex           | [`InexactElem`](super::InexactElem)  |
//! | `complex` | `complex64`, `complex128`    | [`ComplexElem`](super::ComplexElem)  |
//! | `ordered` | `real` and `bool`            | `HostElement + PartialOrd`           |
//! | `bits`    | `integer` and `bool`         | `HostElement` and the bit operators  |

use ivy_runtime::DtypeSet;

/// The dtypes [`with_class!`](crate::with_class) reaches for the class `$class`, as a
/// constant: each constant below is derived so, and a kernel's `takes =` is then what its
/// dispatch reaches.
macro_rules! dtypes_of {
    ($class:ident) => {
        const {
            let mut set = ::ivy_runtime::DtypeSet::EMPTY;
            let mut i = 0;
            while i < ::ivy_runtime::Dtype::ALL.len() {
                let d = ::ivy_runtime::Dtype::ALL[i];
        if $crate::with_class!(d, $class, _T => true, _ => false) {
                    set = set.with(d);
                }
                i += 1;
            }
            set
        }
    };
}
pub(crate) use dtypes_of;

/// Every dtype.
pub const ALL: DtypeSet = dtypes_of!(all);
/// Every dtype but `bool`.
pub const NUMERIC: DtypeSet = dtypes_of!(numeric);
/// Integers and real floats.
pub const REAL: DtypeSet = dtypes_of!(real);
/// Signed and unsigned integers.
pub const INTEGER: DtypeSet = dtypes_of!(integer);
/// Real floats, `bfloat16` and `float16` included.
pub const FLOAT: DtypeSet = dtypes_of!(float);
/// Real floats and complex.
pub const INEXACT: DtypeSet = dtypes_of!(inexact);
/// `complex64` and `complex128`.
pub const COMPLEX: DtypeSet = dtypes_of!(complex);
/// Integers, real floats and `bool`: the dtypes with an order (`less`, `greater`, ..).
pub const ORDERED: DtypeSet = dtypes_of!(ordered);
/// Integers and `bool`: the dtypes with bits to operate on (`&`, `|`, `^`, `!`).
pub const BITS: DtypeSet = dtypes_of!(bits);
/// Signed integers (a subset no kernel dispatches on: the signed draws of `randint`).
pub const SIGNED: DtypeSet = DtypeSet::SIGNED;

/// Runs `$body` with the type alias `$T` naming the element type of `$dtype` (a
/// [`Dtype`](ivy_runtime::Dtype)) when it is one of the class's dtypes (`all`, `numeric`,
/// `real`, `integer`, `float`, `inexact`, `complex`, `ordered`, `bits`: see [`classes`](crate::elem::classes)),
/// and `$other` otherwise. The larger classes are unions of the smaller, so each dtype is
/// listed in one class only.
///
/// ```
/// use ivy_backends::with_class;
/// use ivy_runtime::{Dtype, HostElement};
///
/// let bits = |d: Dtype| with_class!(d, real, T => Some(<T as HostElement>::DTYPE.bits()), _ => None);
/// assert_eq!(bits(Dtype::Uint16), Some(16));
/// assert_eq!(bits(Dtype::Complex64), None);
/// ```
#[macro_export]
macro_rules! with_class {
    ($dtype:expr, all, $T:ident => $body:expr, _ => $other:expr) => {
        $crate::with_class!($dtype, numeric, $T => $body, _ => {
            $crate::with_class!($dtype, bool, $T => $body, _ => $other)
        })
    };
    ($dtype:expr, numeric, $T:ident => $body:expr, _ => $other:expr) => {
        $crate::with_class!($dtype, real, $T => $body, _ => {
            $crate::with_class!($dtype, complex, $T => $body, _ => $other)
        })
    };
    ($dtype:expr, real, $T:ident => $body:expr, _ => $other:expr) => {
        $crate::with_class!($dtype, integer, $T => $body, _ => {
            $crate::with_class!($dtype, float, $T => $body, _ => $other)
        })
    };
    ($dtype:expr, ordered, $T:ident => $body:expr, _ => $other:expr) => {
        $crate::with_class!($dtype, real, $T => $body, _ => {
            $crate::with_class!($dtype, bool, $T => $body, _ => $other)
        })
    };
    ($dtype:expr, bits, $T:ident => $body:expr, _ => $other:expr) => {
        $crate::with_class!($dtype, integer, $T => $body, _ => {
            $crate::with_class!($dtype, bool, $T => $body, _ => $other)
        })
    };
    ($dtype:expr, inexact, $T:ident => $body:expr, _ => $other:expr) => {
        $crate::with_class!($dtype, float, $T => $body, _ => {
            $crate::with_class!($dtype, complex, $T => $body, _ => $other)
        })
    };
    ($dtype:expr, integer, $T:ident => $body:expr, _ => $other:expr) => {
        ::ivy_runtime::with_dtype!($dtype, int, $T => $body, _ => $other)
    };
    ($dtype:expr, float, $T:ident => $body:expr, _ => $other:expr) => {
        ::ivy_runtime::with_dtype!($dtype, float, $T => $body, _ => $other)
    };
    ($dtype:expr, complex, $T:ident => $body:expr, _ => $other:expr) => {
        ::ivy_runtime::with_dtype!($dtype, [Complex64, Complex128], $T => $body, _ => $other)
    };
    ($dtype:expr, bool, $T:ident => $body:expr, _ => $other:expr) => {
        ::ivy_runtime::with_dtype!($dtype, [Bool], $T => $body, _ => $other)
    };
}

#[cfg(test)]
mod tests {
    use ivy_runtime::DtypeSet;

    #[test]
    fn the_classes_are_the_grammars_sets() {
        assert_eq!(super::ALL, DtypeSet::VALID);
        assert_eq!(super::NUMERIC, DtypeSet::NUMERIC);
        assert_eq!(super::REAL, DtypeSet::INTEGER.union(DtypeSet::FLOAT));
        assert_eq!(super::INTEGER, DtypeSet::INTEGER);
        assert_eq!(super::FLOAT, DtypeSet::FLOAT);
        assert_eq!(super::INEXACT, DtypeSet::FLOAT.union(DtypeSet::COMPLEX));
        assert_eq!(super::COMPLEX, DtypeSet::COMPLEX);
        assert_eq!(super::ORDERED, super::REAL.union(DtypeSet::BOOL));
        assert_eq!(super::BITS, DtypeSet::INTEGER.union(DtypeSet::BOOL));
    }
}
