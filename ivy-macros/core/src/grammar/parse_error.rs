//! The error of every parser in the grammar: what was given, what was meant, what is accepted.

use std::fmt;

/// A word that is not in the vocabulary it was parsed against.
///
/// It keeps the token as given, names the nearest accepted word (a "did you mean") and lists
/// every accepted word, so a message built from it loses nothing. It displays on one line.
///
/// ```
/// use ivy_macros_core::{Dtype, ParseError};
///
/// let err: ParseError = "int33".parse::<Dtype>().unwrap_err();
/// assert_eq!(err.token(), "int33");
/// assert_eq!(err.what(), "dtype");
/// assert_eq!(err.suggestion(), Some("int32"));
/// assert!(err.accepted().contains(&"float64"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    what: &'static str,
    token: String,
    suggestion: Option<&'static str>,
    accepted: &'static [&'static str],
}

impl ParseError {
    /// An error for `token`, which is not one of `accepted` (words that are each a `what`).
    pub fn new(what: &'static str, token: &str, accepted: &'static [&'static str]) -> Self {
        ParseError {
            what,
            token: token.to_owned(),
            suggestion: nearest(token, accepted),
            accepted,
        }
    }

    /// What the token should have been, e.g. `"dtype"`.
    pub fn what(&self) -> &'static str {
        self.what
    }

    /// The token as given.
    pub fn token(&self) -> &str {
        &self.token
    }

    /// The accepted word nearest to the token.
    pub fn suggestion(&self) -> Option<&'static str> {
        self.suggestion
    }

    /// Every accepted word.
    pub fn accepted(&self) -> &'static [&'static str] {
        self.accepted
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // `{:?}` would escape control characters; the token must not break the line.
        let token: String = self.token.escape_debug().collect();
        write!(f, "`{token}` is not a {}", self.what)?;
        if let Some(s) = self.suggestion {
            write!(f, "; did you mean `{s}`?")?;
        }
        if !self.accepted.is_empty() {
            write!(f, " (expected one of: {})", self.accepted.join(", "))?;
        }
        Ok(())
    }
}

impl std::error::Error for ParseError {}

/// The accepted word closest to `token`: an exact match ignoring case and surrounding blanks
/// first, else the smallest Damerau-Levenshtein distance (a swap of two letters counts once,
/// as in `flaot`), ties going to the earlier word.
fn nearest(token: &str, accepted: &'static [&'static str]) -> Option<&'static str> {
    let folded = token.trim().to_lowercase();
    accepted
        .iter()
        .copied()
        .find(|w| w.eq_ignore_ascii_case(&folded))
        .or_else(|| {
            accepted
                .iter()
                .copied()
                .min_by_key(|w| strsim::damerau_levenshtein(&folded, w))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    const WORDS: &[&str] = &["float32", "float64", "int32"];

    #[test]
    fn message_names_token_suggestion_and_every_accepted_word() {
        let e = ParseError::new("dtype", "flaot64", WORDS);
        assert_eq!(
            e.to_string(),
            "`flaot64` is not a dtype; did you mean `float64`? \
             (expected one of: float32, float64, int32)"
        );
    }

    #[test]
    fn case_and_blanks_are_forgiven_only_in_the_suggestion() {
        assert_eq!(
            ParseError::new("dtype", " INT32 ", WORDS).suggestion(),
            Some("int32")
        );
    }

    #[test]
    fn control_characters_stay_on_one_line() {
        let e = ParseError::new("dtype", "a\nb\r", WORDS);
        assert_eq!(e.to_string().lines().count(), 1);
        assert!(e.to_string().starts_with("`a\\nb\\r`"));
    }

    #[test]
    fn empty_vocabulary_has_no_suggestion() {
        let e = ParseError::new("thing", "x", &[]);
        assert_eq!(e.suggestion(), None);
        assert_eq!(e.to_string(), "`x` is not a thing");
    }
}
