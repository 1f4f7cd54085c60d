//! The dtype → Rust element type map, written once, and the dispatch over it: the inverse of
//! [`HostElement::DTYPE`](super::HostElement::DTYPE). Every backend and the runtime's own
//! host conversions dispatch through [`with_dtype!`](crate::with_dtype) (tract's
//! `dispatch_datum!` family is the model); none writes its own match table.

/// The Rust element type of a dtype, named by its [`Dtype`](crate::Dtype) variant:
/// `element_type!(Bfloat16)` is `half::bf16`. The one table of the map.
///
/// ```
/// use ivy_runtime::{Dtype, HostElement, element_type};
///
/// type T = element_type!(Complex64);
/// assert_eq!(T::DTYPE, Dtype::Complex64);
/// ```
#[macro_export]
macro_rules! element_type {
    (Int8) => { i8 };
    (Int16) => { i16 };
    (Int32) => { i32 };
    (Int64) => { i64 };
    (Uint8) => { u8 };
    (Uint16) => { u16 };
    (Uint32) => { u32 };
    (Uint64) => { u64 };
    (Bfloat16) => { $crate::half::bf16 };
    (Float16) => { $crate::half::f16 };
    (Float32) => { f32 };
    (Float64) => { f64 };
    (Bool) => { bool };
    (Complex64) => { $crate::num_complex::Complex<f32> };
    (Complex128) => { $crate::num_complex::Complex<f64> };
}

/// Runs `$body` with the type alias `$T` naming the element type of `$dtype` (a
/// [`Dtype`](crate::Dtype)), expanding one match arm per dtype of a class:
///
/// * `with_dtype!(dtype, T => body)`: all 15 dtypes (the match is exhaustive);
/// * `with_dtype!(dtype, [Int8, Float32], T => body, _ => other)`: the listed dtypes, and
///   `other` for the rest (without `_ => other`, the list must cover every dtype);
/// * `with_dtype!(dtype, primitive, T => body, _ => other)`: a named class: `primitive` (the
///   ten types Rust's `as` converts between: the integers, `float32`, `float64`), `int` (the
///   eight integers), `float` (the four real floats).
///
/// ```
/// use ivy_runtime::{Dtype, with_dtype};
///
/// let size = |d: Dtype| with_dtype!(d, T => std::mem::size_of::<T>());
/// assert_eq!(size(Dtype::Bfloat16), 2);
/// let float_bits = |d: Dtype| with_dtype!(d, float, T => 8 * size_of::<T>(), _ => 0);
/// assert_eq!((float_bits(Dtype::Float32), float_bits(Dtype::Int32)), (32, 0));
/// ```
#[macro_export]
macro_rules! with_dtype {
    ($dtype:expr, $T:ident => $body:expr) => {
        $crate::with_dtype!($dtype, [
            Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64,
            Bfloat16, Float16, Float32, Float64, Bool, Complex64, Complex128
        ], $T => $body)
    };
    ($dtype:expr, primitive, $T:ident => $body:expr, _ => $other:expr) => {
        $crate::with_dtype!($dtype, [
            Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64, Float32, Float64
        ], $T => $body, _ => $other)
    };
    ($dtype:expr, int, $T:ident => $body:expr, _ => $other:expr) => {
        $crate::with_dtype!($dtype, [
            Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64
        ], $T => $body, _ => $other)
    };
    ($dtype:expr, float, $T:ident => $body:expr, _ => $other:expr) => {
        $crate::with_dtype!($dtype, [Bfloat16, Float16, Float32, Float64], $T => $body, _ => $other)
    };
    ($dtype:expr, [$($D:ident),+ $(,)?], $T:ident => $body:expr) => {
        match $dtype {
            $($crate::Dtype::$D => {
                type $T = $crate::element_type!($D);
                $body
            })+
        }
    };
    ($dtype:expr, [$($D:ident),+ $(,)?], $T:ident => $body:expr, _ => $other:expr) => {
        match $dtype {
            $($crate::Dtype::$D => {
                type $T = $crate::element_type!($D);
                $body
            })+
            _ => $other,
        }
    };
}

#[cfg(test)]
mod tests {
    use crate::{Dtype, HostElement};

    #[test]
    fn the_map_inverts_each_types_dtype() {
        for dtype in Dtype::ALL {
            assert_eq!(with_dtype!(dtype, T => T::DTYPE), dtype);
        }
    }

    #[test]
    fn classes_cover_what_they_say() {
        let primitive = Dtype::ALL
            .into_iter()
            .filter(|&d| with_dtype!(d, primitive, T => T::DTYPE == d, _ => false))
            .count();
        assert_eq!(primitive, 10);
        for dtype in Dtype::ALL {
            assert_eq!(
                with_dtype!(dtype, int, T => T::DTYPE.is_int(), _ => false),
                dtype.is_int()
            );
            assert_eq!(
                with_dtype!(dtype, float, T => T::DTYPE.is_float(), _ => false),
                dtype.is_float()
            );
        }
    }
}
