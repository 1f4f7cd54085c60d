//! The one error type of ivy: every fallible public call returns [`Result<T>`].

use ivy_macros_core::{Dtype, DtypeSet, ParseError};

use crate::promotion::PromotionRules;

/// `Result` with [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong in ivy. Each variant keeps what a caller needs to act on it,
/// and its message names what was wrong and what would have been accepted.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A string was not a dtype, dtype class, rule-set name, ... (see [`ParseError`]).
    #[error(transparent)]
    Parse(#[from] ParseError),

    /// The active promotion rules leave a pair of operands without a common dtype
    /// (only `array-api` has such pairs).
    #[error(
        "`{lhs}` and `{rhs}` have no common dtype under the {rules} promotion rules{}",
        defined_by_hint(.defined_by)
    )]
    NoCommonDtype {
        /// The left operand: a dtype name, or a weak scalar's value and kind.
        lhs: String,
        /// The right operand.
        rhs: String,
        /// The rules that were active.
        rules: PromotionRules,
        /// The rule sets that do define the pair.
        defined_by: Vec<PromotionRules>,
    },

    /// A weak scalar's value does not fit the dtype it would take (`300` next to `uint8`).
    /// Ivy would wrap it silently; we refuse.
    #[error(
        "the scalar {value} does not fit `{dtype}` (range {range}); \
         give it an explicit dtype wide enough, or cast the other operand first"
    )]
    ScalarOutOfRange {
        /// The scalar as written.
        value: String,
        /// The dtype it would have taken.
        dtype: Dtype,
        /// The values `dtype` holds, e.g. `0 to 255`.
        range: String,
    },

    /// An integer scalar lies outside what any integer dtype holds.
    #[error(
        "the integer {value} fits no integer dtype (int64 holds -9223372036854775808 to \
         9223372036854775807, uint64 holds 0 to 18446744073709551615)"
    )]
    NoDtypeForValue {
        /// The value as written.
        value: String,
    },

    /// A dtype of the wrong kind for its role, e.g. `int32` as the default float dtype.
    #[error("`{dtype}` cannot be {role}: expected one of {expected}")]
    WrongDtypeKind {
        /// The dtype given.
        dtype: Dtype,
        /// What it was given for, e.g. `"the default float dtype"`.
        role: &'static str,
        /// The dtypes that are accepted there.
        expected: DtypeSet,
    },

    /// A function that needs at least one operand got none.
    #[error("{function} needs at least one array, dtype or scalar")]
    NoOperands {
        /// The function called.
        function: &'static str,
    },
}

fn defined_by_hint(rules: &[PromotionRules]) -> String {
    if rules.is_empty() {
        return String::new();
    }
    let names: Vec<String> = rules.iter().map(|r| r.to_string()).collect();
    format!(" (defined under {})", names.join(", "))
}
