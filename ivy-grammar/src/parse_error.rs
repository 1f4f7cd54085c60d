//! The error of every parser in the grammar: what was given, what was meant, what is accepted;
//! and the two helpers every parser's message shares: the one "did you mean" ([`suggest`]) and
//! the one way input is repeated in a message ([`echo`]).

use std::fmt;

/// A word that is not in the vocabulary it was parsed against.
///
/// It keeps the token as given, names the nearest accepted word (a "did you mean", when one
/// resembles the token) and lists every accepted word, so a message built from it loses
/// nothing. It displays on one line, repeating at most [`ECHO_CHARS`] characters of the token.
///
/// ```
/// use ivy_grammar::{Dtype, ParseError};
///
/// let err: ParseError = "int33".parse::<Dtype>().unwrap_err();
/// assert_eq!(err.token(), "int33");
/// assert_eq!(err.what(), "dtype");
/// assert_eq!(err.suggestion(), Some("int32"));
/// assert!(err.accepted().contains(&"float64"));
/// assert_eq!("".parse::<Dtype>().unwrap_err().suggestion(), None);
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
            suggestion: suggest(token, accepted),
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

    /// The accepted word the token most likely meant, if one resembles it (see [`suggest`]).
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
        write!(f, "`{}` is not a {}", echo(&self.token), self.what)?;
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

/// The value of the word `s`, looked up exactly (no case folding, no blanks) among `words`
/// (`values` is indexed like `words`); else the error naming what a word should be (`what`).
///
/// ```
/// use ivy_grammar::parse_word;
///
/// const WORDS: [&str; 2] = ["up", "down"];
/// assert_eq!(parse_word("direction", "down", &WORDS, &[1, -1]), Ok(-1));
/// assert_eq!(parse_word("direction", "dwon", &WORDS, &[1, -1]).unwrap_err().suggestion(),
///            Some("down"));
/// ```
pub fn parse_word<T: Copy>(
    what: &'static str,
    s: &str,
    words: &'static [&'static str],
    values: &[T],
) -> Result<T, ParseError> {
    words
        .iter()
        .position(|w| *w == s)
        .and_then(|i| values.get(i).copied())
        .ok_or_else(|| ParseError::new(what, s, words))
}

/// How many characters of an input a message repeats; longer input is cut with an ellipsis.
pub const ECHO_CHARS: usize = 64;

/// `s` as a message repeats it: cut after [`ECHO_CHARS`] characters with `…`, and with control
/// characters escaped, so the message stays short and on one line whatever the input.
///
/// ```
/// use ivy_grammar::echo;
///
/// assert_eq!(echo("a\nb"), "a\\nb");
/// assert_eq!(echo(&"x".repeat(1000)), format!("{}…", "x".repeat(64)));
/// ```
pub fn echo(s: &str) -> String {
    let (shown, cut) = match s.char_indices().nth(ECHO_CHARS) {
        Some((end, _)) => (&s[..end], true),
        None => (s, false),
    };
    let mut out: String = shown.escape_debug().collect();
    if cut {
        out.push('…');
    }
    out
}

/// The accepted word `token` most likely meant, or `None` when none resembles it: the word
/// equal to it ignoring case and surrounding blanks; else the word at the smallest
/// Damerau-Levenshtein distance (a swap of two letters counts once, as in `flaot`), ties going
/// to the earlier word, provided that distance is at most a third of the token's length (at
/// least 1). The empty string and long strings resemble nothing, and cost nothing: a token
/// more than twice as long as the longest word is too far from every word to be measured.
///
/// ```
/// use ivy_grammar::suggest;
///
/// const WORDS: [&str; 3] = ["float32", "float64", "int32"];
/// assert_eq!(suggest("flaot64", &WORDS), Some("float64"));
/// assert_eq!(suggest(" INT32 ", &WORDS), Some("int32"));
/// assert_eq!(suggest("", &WORDS), None);
/// assert_eq!(suggest("complex", &WORDS), None);
/// ```
pub fn suggest<'w>(token: &str, accepted: &[&'w str]) -> Option<&'w str> {
    let longest = accepted.iter().map(|w| w.chars().count()).max()?;
    let token = token.trim();
    // Counting stops past the cut-off, so a long token is not even read to its end.
    let len = token.chars().take(2 * longest + 1).count();
    if len == 0 || len > 2 * longest {
        return None;
    }
    let folded = token.to_lowercase();
    if let Some(w) = accepted.iter().find(|w| w.eq_ignore_ascii_case(&folded)) {
        return Some(w);
    }
    let within = len.max(3) / 3;
    accepted
        .iter()
        .map(|w| (strsim::damerau_levenshtein(&folded, w), *w))
        .filter(|(d, _)| *d <= within)
        .min_by_key(|(d, _)| *d)
        .map(|(_, w)| w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

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

    #[test]
    fn nothing_is_suggested_for_input_nothing_resembles() {
        for token in [
            "",
            "   ",
            "x",
            "zzzzzzz",
            "inputs_to_ivy_arrays",
            "float32float64",
        ] {
            assert_eq!(suggest(token, WORDS), None, "{token:?}");
        }
        // One edit in a short word, two in a word of six letters or more.
        assert_eq!(suggest("int3", WORDS), Some("int32"));
        assert_eq!(suggest("fl0at6", WORDS), Some("float64"));
        assert_eq!(suggest("fxoat6", WORDS), Some("float64"));
        assert_eq!(suggest("ixt3", WORDS), None);
    }

    #[test]
    fn long_input_is_cut_in_the_message_and_never_measured() {
        let long = format!("int32{}", "\u{e9}".repeat(5_000_000));
        let e = ParseError::new("dtype", &long, WORDS);
        assert_eq!(e.token(), long, "the token is kept whole");
        assert_eq!(e.suggestion(), None);
        let msg = e.to_string();
        assert!(
            msg.starts_with(&format!("`int32{}…` is not a dtype", "\u{e9}".repeat(59))),
            "{msg}"
        );
        assert!(msg.chars().count() < 200, "{msg}");
        assert_eq!(echo(&"é".repeat(ECHO_CHARS)), "é".repeat(ECHO_CHARS));
    }

    #[test]
    fn words_are_looked_up_exactly() {
        const W: [&str; 2] = ["on", "off"];
        assert_eq!(parse_word("switch", "off", &W, &[true, false]), Ok(false));
        let e = parse_word("switch", "Off", &W, &[true, false]).unwrap_err();
        assert_eq!((e.what(), e.suggestion()), ("switch", Some("off")));
    }

    proptest! {
        #[test]
        fn a_suggestion_is_always_close_and_echoes_are_short(s in "\\PC{0,40}") {
            if let Some(w) = suggest(&s, WORDS) {
                let t = s.trim().to_lowercase();
                let d = strsim::damerau_levenshtein(&t, w);
                prop_assert!(d <= t.chars().count().max(3) / 3, "{:?} -> {}", s, w);
            }
            // An escaped character is at most 10 characters long (`\u{10ffff}`).
            prop_assert!(echo(&s).chars().count() <= 10 * ECHO_CHARS + 1);
        }
    }
}
