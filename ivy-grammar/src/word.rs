//! Closed vocabularies: types whose every value has one name (dtypes, casting modes, function
//! kinds, ...). [`Word`] is what they share; [`word_enum!`](crate::word_enum) writes one.

use crate::parse_error::{ParseError, parse_word};

/// A type whose values are a fixed list of words: it displays as its word and parses from it
/// exactly, with a "did you mean" on a near miss ([`ParseError`]).
///
/// ```
/// use ivy_grammar::{DeviceKind, Word};
///
/// assert_eq!(DeviceKind::parse_word("gpu"), Ok(DeviceKind::Gpu));
/// assert_eq!(<DeviceKind as Word>::NAMES, &["cpu", "gpu", "tpu"]);
/// assert_eq!(DeviceKind::parse_word("gpx").unwrap_err().suggestion(), Some("gpu"));
/// ```
pub trait Word: Copy + 'static {
    /// What a word of this vocabulary is called in messages, e.g. `"casting mode"`.
    const WHAT: &'static str;
    /// Every value, in listing order.
    const ALL: &'static [Self];
    /// The word of each value, indexed like [`Word::ALL`].
    const NAMES: &'static [&'static str];

    /// The position of the value in [`Word::ALL`].
    fn index(self) -> usize;

    /// The value's word.
    fn name(self) -> &'static str {
        Self::NAMES[self.index()]
    }

    /// The value whose word is `s`, if it is one: an exact lookup that builds no error.
    fn from_name(s: &str) -> Option<Self> {
        let i = Self::NAMES.iter().position(|w| *w == s)?;
        Self::ALL.get(i).copied()
    }

    /// The value whose word is `s`, exactly as written (no case folding, no blanks), else the
    /// error naming the nearest word.
    fn parse_word(s: &str) -> Result<Self, ParseError> {
        parse_word(Self::WHAT, s, Self::NAMES, Self::ALL)
    }
}

/// Defines a fieldless enum whose variants each have one word, with everything a vocabulary
/// needs: `COUNT`, `ALL` and `NAMES` consts, `const fn`s `index`, `from_index`, `name` and
/// `variant` (the variant's Rust name, for code that generates paths to it), [`Word`],
/// `Display` (the word, honouring width) and `FromStr` (see [`Word::parse_word`]).
///
/// Variants are listed in the order of `ALL`; the enum always derives `Clone, Copy, Debug,
/// PartialEq, Eq, Hash`, and takes any further attribute written before it.
///
/// ```
/// ivy_grammar::word_enum! {
///     /// A direction.
///     pub enum Direction: "direction" {
///         /// Towards larger numbers.
///         Up = "up",
///         /// Towards smaller numbers.
///         Down = "down",
///     }
/// }
///
/// assert_eq!(Direction::ALL, [Direction::Up, Direction::Down]);
/// assert_eq!(Direction::Down.to_string(), "down");
/// assert_eq!(Direction::Down.variant(), "Down");
/// assert_eq!("up".parse::<Direction>(), Ok(Direction::Up));
/// let err = "dwon".parse::<Direction>().unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "`dwon` is not a direction; did you mean `down`? (expected one of: up, down)"
/// );
/// ```
///
/// `word_enum!(@text Type)` writes only `Display` and `FromStr`, for a type that implements
/// [`Word`] by hand (one whose values are not a fieldless enum).
#[macro_export]
macro_rules! word_enum {
    (
        $(#[$attr:meta])*
        $vis:vis enum $name:ident: $what:literal {
            $( $(#[$vattr:meta])* $variant:ident = $word:literal ),+ $(,)?
        }
    ) => {
        $(#[$attr])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $( $(#[$vattr])* $variant, )+
        }

        impl $name {
            /// How many values there are.
            pub const COUNT: usize = [$($word),+].len();

            /// Every value, in listing order.
            pub const ALL: [$name; $name::COUNT] = [$($name::$variant),+];

            /// The word of each value, indexed like `ALL`.
            pub const NAMES: [&'static str; $name::COUNT] = [$($word),+];

            /// The position of the value in `ALL`: a dense index for tables.
            #[inline]
            pub const fn index(self) -> usize {
                self as usize
            }

            /// The value at `index` in `ALL`, if there is one.
            #[inline]
            pub const fn from_index(index: usize) -> ::core::option::Option<$name> {
                if index < $name::COUNT {
                    ::core::option::Option::Some($name::ALL[index])
                } else {
                    ::core::option::Option::None
                }
            }

            /// The value's word.
            #[inline]
            pub const fn name(self) -> &'static str {
                $name::NAMES[self as usize]
            }

            /// The variant's Rust name, for code that generates a path to it.
            pub const fn variant(self) -> &'static str {
                match self {
                    $( $name::$variant => ::core::stringify!($variant), )+
                }
            }
        }

        impl $crate::Word for $name {
            const WHAT: &'static str = $what;
            const ALL: &'static [$name] = &$name::ALL;
            const NAMES: &'static [&'static str] = &$name::NAMES;

            #[inline]
            fn index(self) -> usize {
                self as usize
            }
        }

        $crate::word_enum!(@text $name);
    };
    (@text $name:ty) => {
        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.pad(<$name as $crate::Word>::name(*self))
            }
        }

        impl ::core::str::FromStr for $name {
            type Err = $crate::ParseError;

            /// Parses the value's word, exactly as written.
            fn from_str(s: &str) -> ::core::result::Result<$name, $crate::ParseError> {
                <$name as $crate::Word>::parse_word(s)
            }
        }
    };
}
