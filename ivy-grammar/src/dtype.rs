//! The 15 dtypes of Ivy (seed 000) and their kinds.

/// The dtypes, each stated once: `Variant = "word": kind, bits;` gives the enum with its words
/// ([`crate::word_enum!`]), [`Dtype::kind`] and [`Dtype::bits`].
macro_rules! dtypes {
    (
        $(#[$attr:meta])*
        pub enum Dtype {
            $( $(#[$doc:meta])* $variant:ident = $word:literal: $kind:ident, $bits:literal; )+
        }
    ) => {
        crate::word_enum! {
            $(#[$attr])*
            pub enum Dtype: "dtype" {
                $( $(#[$doc])* $variant = $word, )+
            }
        }

        impl Dtype {
            /// Ivy's `dtype_bits`: the width in bits, counting both parts of a complex number
            /// and `1` for `bool` (a truth value, though it is stored in a byte: see
            /// [`Dtype::itemsize`]).
            pub const fn bits(self) -> u32 {
                match self {
                    $( Dtype::$variant => $bits, )+
                }
            }

            /// What the values of this dtype are.
            pub const fn kind(self) -> DtypeKind {
                match self {
                    $( Dtype::$variant => DtypeKind::$kind, )+
                }
            }
        }
    };
}

dtypes! {
    /// One of Ivy's 15 data types.
    ///
    /// The variants are declared in the order of Ivy's dtype list (seed 000), which is also the
    /// order of [`Dtype::ALL`], of [`crate::DtypeSet`] iteration and of every printed table. That
    /// order is only a listing order: `Ord` exists so dtypes can key sorted maps, it says nothing
    /// about which dtype is "bigger" (promotion decides that).
    ///
    /// ```
    /// use ivy_grammar::Dtype;
    ///
    /// let d: Dtype = "bfloat16".parse().unwrap();
    /// assert_eq!(d, Dtype::Bfloat16);
    /// assert_eq!(d.to_string(), "bfloat16");
    /// assert_eq!(d.bits(), 16);
    /// assert!(d.is_float() && !d.is_complex());
    ///
    /// let err = "flaot32".parse::<Dtype>().unwrap_err();
    /// assert_eq!(err.suggestion(), Some("float32"));
    /// ```
    #[derive(PartialOrd, Ord)]
    #[repr(u8)]
    pub enum Dtype {
        /// 8-bit signed integer.
        Int8 = "int8": SignedInt, 8;
        /// 16-bit signed integer.
        Int16 = "int16": SignedInt, 16;
        /// 32-bit signed integer.
        Int32 = "int32": SignedInt, 32;
        /// 64-bit signed integer.
        Int64 = "int64": SignedInt, 64;
        /// 8-bit unsigned integer.
        Uint8 = "uint8": UnsignedInt, 8;
        /// 16-bit unsigned integer.
        Uint16 = "uint16": UnsignedInt, 16;
        /// 32-bit unsigned integer.
        Uint32 = "uint32": UnsignedInt, 32;
        /// 64-bit unsigned integer.
        Uint64 = "uint64": UnsignedInt, 64;
        /// Brain floating point: 8 exponent bits, 7 mantissa bits (`half::bf16`).
        Bfloat16 = "bfloat16": Float, 16;
        /// IEEE 754 half precision (`half::f16`).
        Float16 = "float16": Float, 16;
        /// IEEE 754 single precision.
        Float32 = "float32": Float, 32;
        /// IEEE 754 double precision.
        Float64 = "float64": Float, 64;
        /// Boolean.
        Bool = "bool": Bool, 1;
        /// Complex number of two `float32`s.
        Complex64 = "complex64": Complex, 64;
        /// Complex number of two `float64`s.
        Complex128 = "complex128": Complex, 128;
    }
}

/// The kind of a dtype: what its values are, regardless of width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DtypeKind {
    /// `bool`.
    Bool,
    /// `int8` .. `int64`.
    SignedInt,
    /// `uint8` .. `uint64`.
    UnsignedInt,
    /// `bfloat16`, `float16`, `float32`, `float64`.
    Float,
    /// `complex64`, `complex128`.
    Complex,
}

impl Dtype {
    /// The size of one element in bytes.
    pub const fn itemsize(self) -> usize {
        match self {
            Dtype::Bool => 1,
            d => (d.bits() / 8) as usize,
        }
    }

    /// `bool`.
    #[inline]
    pub const fn is_bool(self) -> bool {
        matches!(self, Dtype::Bool)
    }

    /// A signed or unsigned integer (Ivy's `integer` class).
    #[inline]
    pub const fn is_int(self) -> bool {
        matches!(self.kind(), DtypeKind::SignedInt | DtypeKind::UnsignedInt)
    }

    /// A signed integer.
    #[inline]
    pub const fn is_signed_int(self) -> bool {
        matches!(self.kind(), DtypeKind::SignedInt)
    }

    /// An unsigned integer.
    #[inline]
    pub const fn is_unsigned_int(self) -> bool {
        matches!(self.kind(), DtypeKind::UnsignedInt)
    }

    /// A real floating-point dtype, `bfloat16` included (Ivy's `float` class).
    #[inline]
    pub const fn is_float(self) -> bool {
        matches!(self.kind(), DtypeKind::Float)
    }

    /// A complex dtype.
    #[inline]
    pub const fn is_complex(self) -> bool {
        matches!(self.kind(), DtypeKind::Complex)
    }

    /// Anything but `bool` (Ivy's `numeric` class).
    #[inline]
    pub const fn is_numeric(self) -> bool {
        !self.is_bool()
    }

    /// A float or complex dtype: one whose values are not exact.
    #[inline]
    pub const fn is_inexact(self) -> bool {
        self.is_float() || self.is_complex()
    }

    /// The real dtype of this one's precision: a complex dtype's component dtype
    /// (`complex64` → `float32`), any other dtype itself. The dtype of `abs`, `real`, `imag`
    /// and norms of complex arrays, and of each printed part of a complex number.
    #[inline]
    pub const fn real_dtype(self) -> Dtype {
        match self {
            Dtype::Complex64 => Dtype::Float32,
            Dtype::Complex128 => Dtype::Float64,
            d => d,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_in_listing_order() {
        for (i, d) in Dtype::ALL.iter().enumerate() {
            assert_eq!(d.index(), i);
            assert_eq!(Dtype::from_index(i), Some(*d));
            assert_eq!(d.name().parse::<Dtype>().unwrap(), *d);
            assert_eq!(d.to_string(), d.name());
        }
        assert_eq!(Dtype::from_index(15), None);
    }

    #[test]
    fn bits_follow_ivy_dtype_bits() {
        assert_eq!(Dtype::Complex64.bits(), 64);
        assert_eq!(Dtype::Complex128.bits(), 128);
        assert_eq!(Dtype::Bool.bits(), 1);
        assert_eq!(Dtype::Bool.itemsize(), 1);
        assert_eq!(Dtype::Bfloat16.bits(), 16);
        assert_eq!(Dtype::Int8.bits(), 8);
        assert_eq!(Dtype::Complex128.itemsize(), 16);
        // Ivy's `dtype_bits` for every dtype, in listing order (by hand from Ivy's table).
        let ivy = [8, 16, 32, 64, 8, 16, 32, 64, 16, 16, 32, 64, 1, 64, 128];
        let ours: Vec<u32> = Dtype::ALL.iter().map(|d| d.bits()).collect();
        assert_eq!(ours, ivy);
    }

    #[test]
    fn kinds_partition_the_dtypes() {
        for d in Dtype::ALL {
            let kinds = [
                d.is_bool(),
                d.is_signed_int(),
                d.is_unsigned_int(),
                d.is_float(),
                d.is_complex(),
            ];
            assert_eq!(kinds.iter().filter(|k| **k).count(), 1, "{d}");
            assert_eq!(d.is_int(), d.is_signed_int() || d.is_unsigned_int());
            assert_eq!(d.is_numeric(), !d.is_bool());
        }
        assert!(Dtype::Bfloat16.is_float());
        assert!(!Dtype::Complex64.is_float());
        use DtypeKind::*;
        let kinds: Vec<DtypeKind> = Dtype::ALL.iter().map(|d| d.kind()).collect();
        let expected = [
            [SignedInt; 4].as_slice(),
            &[UnsignedInt; 4],
            &[Float; 4],
            &[Bool],
            &[Complex; 2],
        ]
        .concat();
        assert_eq!(kinds, expected);
    }

    #[test]
    fn display_honours_width() {
        assert_eq!(format!("{:>8}|", Dtype::Int8), "    int8|");
    }

    #[test]
    fn unknown_names_are_rejected_with_the_nearest_name() {
        let err = "flaot32".parse::<Dtype>().unwrap_err();
        assert_eq!(err.token(), "flaot32");
        assert_eq!(err.suggestion(), Some("float32"));
        assert_eq!(
            err.to_string().lines().next().unwrap(),
            err.to_string(),
            "one line"
        );
        assert!(
            err.to_string()
                .starts_with("`flaot32` is not a dtype; did you mean `float32`?")
        );
        assert_eq!(
            "Float64".parse::<Dtype>().unwrap_err().suggestion(),
            Some("float64")
        );
        assert_eq!(
            "unit8".parse::<Dtype>().unwrap_err().suggestion(),
            Some("uint8")
        );
        assert_eq!("".parse::<Dtype>().unwrap_err().suggestion(), None);
        assert!(" int8".parse::<Dtype>().is_err());
    }
}
