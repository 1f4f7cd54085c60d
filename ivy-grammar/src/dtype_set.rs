//! Sets of dtypes as a 15-bit bitset, and the dtype class words of declarations.

use std::fmt;
use std::ops::{BitAnd, BitOr, Not, Sub};
use std::str::FromStr;

use crate::dtype::Dtype;
use crate::parse_error::ParseError;

/// A set of dtypes: one bit per [`Dtype`], so membership, union and intersection are single
/// integer operations. Iteration follows Ivy's listing order ([`Dtype::ALL`]).
///
/// ```
/// use ivy_grammar::{Dtype, DtypeSet};
///
/// let s: DtypeSet = "integer".parse().unwrap();
/// assert_eq!(s, DtypeSet::INTEGER);
/// assert!(s.contains(Dtype::Uint8));
/// assert_eq!((DtypeSet::FLOAT | DtypeSet::BOOL).len(), 5);
/// assert_eq!((DtypeSet::NUMERIC - DtypeSet::INTEGER).to_string(),
///            "{bfloat16, float16, float32, float64, complex64, complex128}");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DtypeSet(u16);

impl DtypeSet {
    /// No dtype.
    pub const EMPTY: DtypeSet = DtypeSet(0);
    /// All 15 dtypes (Ivy's `valid` class and `all_dtypes` tuple).
    pub const VALID: DtypeSet = DtypeSet((1 << Dtype::COUNT) - 1);
    /// Signed integers.
    pub const SIGNED: DtypeSet =
        DtypeSet::of(&[Dtype::Int8, Dtype::Int16, Dtype::Int32, Dtype::Int64]);
    /// Unsigned integers (Ivy's `unsigned` class).
    pub const UNSIGNED: DtypeSet =
        DtypeSet::of(&[Dtype::Uint8, Dtype::Uint16, Dtype::Uint32, Dtype::Uint64]);
    /// Signed and unsigned integers (Ivy's `integer` class and `all_int_dtypes`).
    pub const INTEGER: DtypeSet = DtypeSet(DtypeSet::SIGNED.0 | DtypeSet::UNSIGNED.0);
    /// Real floats, `bfloat16` included (Ivy's `float` class).
    pub const FLOAT: DtypeSet = DtypeSet::of(&[
        Dtype::Bfloat16,
        Dtype::Float16,
        Dtype::Float32,
        Dtype::Float64,
    ]);
    /// Complex dtypes.
    pub const COMPLEX: DtypeSet = DtypeSet::of(&[Dtype::Complex64, Dtype::Complex128]);
    /// Just `bool`.
    pub const BOOL: DtypeSet = DtypeSet::of(&[Dtype::Bool]);
    /// Everything but `bool` (Ivy's `numeric` class).
    pub const NUMERIC: DtypeSet = DtypeSet(DtypeSet::VALID.0 & !DtypeSet::BOOL.0);

    /// The set of the given dtypes (usable in `const` items).
    pub const fn of(dtypes: &[Dtype]) -> DtypeSet {
        let mut bits = 0u16;
        let mut i = 0;
        while i < dtypes.len() {
            bits |= 1 << dtypes[i] as u16;
            i += 1;
        }
        DtypeSet(bits)
    }

    /// The set with the given bits (bit `i` is `Dtype::ALL[i]`); bits past the 15th are dropped.
    pub const fn from_bits(bits: u16) -> DtypeSet {
        DtypeSet(bits & DtypeSet::VALID.0)
    }

    /// The bits of the set (bit `i` is `Dtype::ALL[i]`).
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Whether `dtype` is in the set.
    #[inline]
    pub const fn contains(self, dtype: Dtype) -> bool {
        self.0 & (1 << dtype as u16) != 0
    }

    /// The set with `dtype` added.
    #[inline]
    pub const fn with(self, dtype: Dtype) -> DtypeSet {
        DtypeSet(self.0 | 1 << dtype as u16)
    }

    /// The set with `dtype` removed.
    #[inline]
    pub const fn without(self, dtype: Dtype) -> DtypeSet {
        DtypeSet(self.0 & !(1 << dtype as u16))
    }

    /// Dtypes in either set.
    #[inline]
    pub const fn union(self, other: DtypeSet) -> DtypeSet {
        DtypeSet(self.0 | other.0)
    }

    /// Dtypes in both sets.
    #[inline]
    pub const fn intersection(self, other: DtypeSet) -> DtypeSet {
        DtypeSet(self.0 & other.0)
    }

    /// Dtypes in `self` but not in `other`.
    #[inline]
    pub const fn difference(self, other: DtypeSet) -> DtypeSet {
        DtypeSet(self.0 & !other.0)
    }

    /// Dtypes not in the set.
    #[inline]
    pub const fn complement(self) -> DtypeSet {
        DtypeSet(!self.0 & DtypeSet::VALID.0)
    }

    /// How many dtypes the set holds.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set holds no dtype.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every dtype of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: DtypeSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The dtypes in Ivy's listing order.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Dtype> + Clone {
        Dtype::ALL.into_iter().filter(move |d| self.contains(*d))
    }
}

/// The set operators, each the named method: `|` union, `&` intersection, `-` difference.
macro_rules! set_operators {
    ($($op:ident $method:ident => $named:ident),*) => {$(
        impl $op for DtypeSet {
            type Output = DtypeSet;
            fn $method(self, rhs: DtypeSet) -> DtypeSet {
                self.$named(rhs)
            }
        }
    )*};
}

set_operators!(BitOr bitor => union, BitAnd bitand => intersection, Sub sub => difference);

impl Not for DtypeSet {
    type Output = DtypeSet;
    fn not(self) -> DtypeSet {
        self.complement()
    }
}

impl From<Dtype> for DtypeSet {
    fn from(d: Dtype) -> DtypeSet {
        DtypeSet::EMPTY.with(d)
    }
}

impl FromIterator<Dtype> for DtypeSet {
    fn from_iter<I: IntoIterator<Item = Dtype>>(iter: I) -> Self {
        iter.into_iter().fold(DtypeSet::EMPTY, DtypeSet::with)
    }
}

impl Extend<Dtype> for DtypeSet {
    fn extend<I: IntoIterator<Item = Dtype>>(&mut self, iter: I) {
        for d in iter {
            *self = self.with(d);
        }
    }
}

impl fmt::Display for DtypeSet {
    /// `{int8, float32}`, in listing order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, d) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(d.name())?;
        }
        f.write_str("}")
    }
}

impl fmt::Debug for DtypeSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DtypeSet{self}")
    }
}

impl FromStr for DtypeSet {
    type Err = ParseError;

    /// Parses one word of a dtype declaration: a class word (`"integer"`) or a dtype name
    /// (`"float16"`), giving the dtypes it stands for.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        // Exact lookups first: only a word in neither vocabulary builds an error.
        let exact = |words: &[&str]| words.iter().position(|w| *w == s);
        if let Some(i) = exact(&DtypeClass::NAMES) {
            return Ok(DtypeClass::ALL[i].dtypes());
        }
        if let Some(i) = exact(&Dtype::NAMES) {
            return Ok(DtypeSet::from(Dtype::ALL[i]));
        }
        Err(ParseError::new(
            "dtype or dtype class",
            s,
            &DECLARATION_WORDS,
        ))
    }
}

crate::word_enum! {
    /// A dtype class word of a dtype declaration (seed 000: "valid, numeric, float, integer, and
    /// unsigned"; we add `signed`, `complex` and `bool` so every kind can be named).
    pub enum DtypeClass: "dtype class" {
        /// Every dtype.
        Valid = "valid",
        /// Every dtype but `bool`.
        Numeric = "numeric",
        /// Signed and unsigned integers.
        Integer = "integer",
        /// Signed integers.
        Signed = "signed",
        /// Unsigned integers.
        Unsigned = "unsigned",
        /// Real floats, `bfloat16` included.
        Float = "float",
        /// Complex dtypes.
        Complex = "complex",
        /// `bool` (also a dtype name; both mean the same set).
        Bool = "bool",
    }
}

impl DtypeClass {
    /// The dtypes the class stands for.
    pub const fn dtypes(self) -> DtypeSet {
        match self {
            DtypeClass::Valid => DtypeSet::VALID,
            DtypeClass::Numeric => DtypeSet::NUMERIC,
            DtypeClass::Integer => DtypeSet::INTEGER,
            DtypeClass::Signed => DtypeSet::SIGNED,
            DtypeClass::Unsigned => DtypeSet::UNSIGNED,
            DtypeClass::Float => DtypeSet::FLOAT,
            DtypeClass::Complex => DtypeSet::COMPLEX,
            DtypeClass::Bool => DtypeSet::BOOL,
        }
    }
}

/// What a declaration word may be: a class word, then a dtype name but `bool` (a class word
/// too).
const DECLARATION_WORDS: [&str; DtypeClass::COUNT + Dtype::COUNT - 1] = {
    let mut words = [""; DtypeClass::COUNT + Dtype::COUNT - 1];
    let mut i = 0;
    while i < DtypeClass::COUNT {
        words[i] = DtypeClass::NAMES[i];
        i += 1;
    }
    let mut d = 0;
    while d < Dtype::COUNT {
        if d != Dtype::Bool.index() {
            words[i] = Dtype::NAMES[d];
            i += 1;
        }
        d += 1;
    }
    words
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_are_the_documented_sets() {
        assert_eq!(DtypeSet::VALID.len(), 15);
        assert_eq!(DtypeSet::NUMERIC.len(), 14);
        assert!(!DtypeSet::NUMERIC.contains(Dtype::Bool));
        assert_eq!(DtypeSet::INTEGER.len(), 8);
        assert!(DtypeSet::INTEGER.contains(Dtype::Uint64));
        assert_eq!(
            DtypeSet::FLOAT.iter().collect::<Vec<_>>(),
            [
                Dtype::Bfloat16,
                Dtype::Float16,
                Dtype::Float32,
                Dtype::Float64
            ]
        );
        assert_eq!(DtypeSet::COMPLEX.len(), 2);
        for class in DtypeClass::ALL {
            let set = class.dtypes();
            for d in Dtype::ALL {
                let expected = match class {
                    DtypeClass::Valid => true,
                    DtypeClass::Numeric => d.is_numeric(),
                    DtypeClass::Integer => d.is_int(),
                    DtypeClass::Signed => d.is_signed_int(),
                    DtypeClass::Unsigned => d.is_unsigned_int(),
                    DtypeClass::Float => d.is_float(),
                    DtypeClass::Complex => d.is_complex(),
                    DtypeClass::Bool => d.is_bool(),
                };
                assert_eq!(set.contains(d), expected, "{class} {d}");
            }
            assert_eq!(class.name().parse::<DtypeClass>().unwrap(), class);
            assert_eq!(class.name().parse::<DtypeSet>().unwrap(), set);
        }
    }

    #[test]
    fn declaration_words_cover_classes_then_dtypes() {
        let expected: Vec<&str> = DtypeClass::NAMES
            .iter()
            .chain(Dtype::NAMES.iter().filter(|n| **n != "bool"))
            .copied()
            .collect();
        assert_eq!(DECLARATION_WORDS.to_vec(), expected);
    }

    #[test]
    fn set_algebra() {
        let s = DtypeSet::of(&[Dtype::Int8, Dtype::Float32]);
        assert!(s.contains(Dtype::Int8) && !s.contains(Dtype::Int16));
        assert_eq!(s | DtypeSet::BOOL, s.with(Dtype::Bool));
        assert_eq!(s & DtypeSet::FLOAT, DtypeSet::from(Dtype::Float32));
        assert_eq!(s - DtypeSet::FLOAT, DtypeSet::from(Dtype::Int8));
        assert_eq!((!s).len(), 13);
        assert_eq!(!DtypeSet::VALID, DtypeSet::EMPTY);
        assert!(DtypeSet::SIGNED.is_subset(DtypeSet::INTEGER));
        assert!(!DtypeSet::INTEGER.is_subset(DtypeSet::SIGNED));
        assert_eq!(s.iter().count(), 2);
        assert_eq!(s.iter().next_back(), Some(Dtype::Float32));
        assert_eq!(DtypeSet::from_bits(u16::MAX), DtypeSet::VALID);
        assert_eq!(s.without(Dtype::Int8), DtypeSet::from(Dtype::Float32));
        let mut e = DtypeSet::EMPTY;
        e.extend([Dtype::Bool, Dtype::Bool]);
        assert_eq!(e, DtypeSet::BOOL);
        assert_eq!(
            format!("{:?}", DtypeSet::COMPLEX),
            "DtypeSet{complex64, complex128}"
        );
    }

    #[test]
    fn unknown_words_suggest_the_nearest_class_or_dtype() {
        let e = "integr".parse::<DtypeSet>().unwrap_err();
        assert_eq!(e.suggestion(), Some("integer"));
        assert_eq!(e.what(), "dtype or dtype class");
        let e = "flaot16".parse::<DtypeSet>().unwrap_err();
        assert_eq!(e.suggestion(), Some("float16"));
        let e = "signd".parse::<DtypeClass>().unwrap_err();
        assert_eq!(e.suggestion(), Some("signed"));
    }
}
