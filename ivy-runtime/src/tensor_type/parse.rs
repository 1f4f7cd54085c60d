//! The printed form of a type, `float32[?, 3]`, and its parser.
//!
//! Grammar: a dtype name, then `[`, then dimensions separated by `,`, then `]`; a dimension is
//! a length (decimal digits) or `?`. Blanks may surround any token. `int8[]` is 0-d.

use std::fmt;
use std::str::FromStr;

use ivy_grammar::{Dtype, echo};

use super::{Dim, TensorType};
use crate::error::{Error, Result};

impl fmt::Display for TensorType {
    /// `float32[?, 3]`; width and alignment apply to the whole.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&format!("{}{}", self.dtype, format_dims(&self.shape)))
    }
}

/// A partial shape as printed: `[?, 3]`, `[]`.
pub(crate) fn format_dims(shape: &[Dim]) -> String {
    let dims: Vec<String> = shape
        .iter()
        .map(|d| d.map_or_else(|| "?".to_owned(), |n| n.to_string()))
        .collect();
    format!("[{}]", dims.join(", "))
}

impl FromStr for TensorType {
    type Err = Error;

    /// Parses the printed form; the error names the token that is wrong and what would be
    /// accepted there (for a dtype, the nearest dtype name).
    ///
    /// ```
    /// use ivy_runtime::{Error, TensorType};
    /// let t: TensorType = " int8[ ?,3 ] ".parse()?;
    /// assert_eq!(t.to_string(), "int8[?, 3]");
    /// match "float33[2]".parse::<TensorType>() {
    ///     Err(Error::TensorTypeSyntax { token, suggestion, .. }) => {
    ///         assert_eq!((token.as_str(), suggestion), ("float33", Some("float32")));
    ///     }
    ///     other => panic!("{other:?}"),
    /// }
    /// # Ok::<(), ivy_runtime::Error>(())
    /// ```
    fn from_str(s: &str) -> Result<TensorType> {
        Parser {
            input: s,
            tokens: lex(s).into_iter().peekable(),
        }
        .tensor_type()
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Token<'a> {
    /// A run of characters that are neither blanks nor `[`, `]`, `,`.
    Word(&'a str),
    Open,
    Close,
    Comma,
}

impl Token<'_> {
    fn text(self) -> &'static str {
        match self {
            Token::Word(_) => "",
            Token::Open => "[",
            Token::Close => "]",
            Token::Comma => ",",
        }
    }
}

fn lex(s: &str) -> Vec<Token<'_>> {
    let mut tokens = Vec::new();
    let mut word_start: Option<usize> = None;
    for (i, c) in s.char_indices() {
        let punct = match c {
            '[' => Some(Token::Open),
            ']' => Some(Token::Close),
            ',' => Some(Token::Comma),
            _ => None,
        };
        if punct.is_some() || c.is_whitespace() {
            if let Some(start) = word_start.take() {
                tokens.push(Token::Word(&s[start..i]));
            }
            tokens.extend(punct);
        } else if word_start.is_none() {
            word_start = Some(i);
        }
    }
    if let Some(start) = word_start {
        tokens.push(Token::Word(&s[start..]));
    }
    tokens
}

struct Parser<'a> {
    input: &'a str,
    tokens: std::iter::Peekable<std::vec::IntoIter<Token<'a>>>,
}

impl Parser<'_> {
    fn tensor_type(mut self) -> Result<TensorType> {
        let dtype = match self.tokens.next() {
            Some(Token::Word(w)) => w
                .parse::<Dtype>()
                .map_err(|e| self.error(w, e.to_string(), e.suggestion()))?,
            other => return Err(self.unexpected(other, "a dtype such as `float32` first")),
        };
        match self.tokens.next() {
            Some(Token::Open) => {}
            None => {
                let problem = format!(
                    "the shape is missing: write `{dtype}[]` for a 0-d type, or the dimensions \
                     in brackets, `?` for an unknown one (`{dtype}[?, 3]`)"
                );
                return Err(self.error("", problem, None));
            }
            other => return Err(self.unexpected(other, "`[` after the dtype")),
        }
        let mut shape = Vec::new();
        if self.tokens.peek() == Some(&Token::Close) {
            self.tokens.next();
        } else {
            loop {
                shape.push(self.dim()?);
                match self.tokens.next() {
                    Some(Token::Comma) => {}
                    Some(Token::Close) => break,
                    other => return Err(self.unexpected(other, "`,` or `]` after a dimension")),
                }
            }
        }
        match self.tokens.next() {
            None => Ok(TensorType::new(dtype, shape)),
            other => Err(self.unexpected(other, "nothing after the closing `]`")),
        }
    }

    fn dim(&mut self) -> Result<Dim> {
        match self.tokens.next() {
            Some(Token::Word("?")) => Ok(None),
            Some(Token::Word(w)) if w.bytes().all(|b| b.is_ascii_digit()) => {
                w.parse::<usize>().map(Some).map_err(|_| {
                    let problem = format!(
                        "the dimension {} is larger than the largest length, {}",
                        echo(w),
                        usize::MAX
                    );
                    self.error(w, problem, None)
                })
            }
            Some(Token::Word(w)) => {
                let problem = format!(
                    "`{}` is not a dimension: write a length (0, 1, 2, ...) or `?` for an \
                     unknown one",
                    echo(w)
                );
                Err(self.error(w, problem, None))
            }
            other => Err(self.unexpected(other, "a dimension (a length or `?`)")),
        }
    }

    /// An error at `token` (`None`: the end of the string), which should have been `expected`.
    fn unexpected(&self, token: Option<Token<'_>>, expected: &str) -> Error {
        match token {
            None => self.error(
                "",
                format!("the string ends where {expected} is needed"),
                None,
            ),
            Some(Token::Word(w)) => {
                let problem = format!("expected {expected}, found `{}`", echo(w));
                self.error(w, problem, None)
            }
            Some(t) => {
                let problem = format!("expected {expected}, found `{}`", t.text());
                self.error(t.text(), problem, None)
            }
        }
    }

    fn error(&self, token: &str, problem: String, suggestion: Option<&'static str>) -> Error {
        Error::TensorTypeSyntax {
            input: self.input.to_owned(),
            token: token.to_owned(),
            problem,
            suggestion,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ivy_grammar::Dtype::*;

    fn syntax(s: &str) -> (String, String, Option<&'static str>) {
        match s.parse::<TensorType>() {
            Err(Error::TensorTypeSyntax {
                token,
                problem,
                suggestion,
                ..
            }) => (token, problem, suggestion),
            other => panic!("{s}: {other:?}"),
        }
    }

    #[test]
    fn prints_unknown_dimensions_as_question_marks() {
        assert_eq!(
            TensorType::new(Float32, [None, Some(3)]).to_string(),
            "float32[?, 3]"
        );
        assert_eq!(TensorType::new(Int8, []).to_string(), "int8[]");
        assert_eq!(
            format!("{:>12}|", TensorType::known(Bool, &[2])),
            "     bool[2]|"
        );
    }

    #[test]
    fn parses_with_or_without_blanks() {
        let want = TensorType::new(Complex64, [Some(0), None, Some(12)]);
        for s in [
            "complex64[0, ?, 12]",
            "complex64[0,?,12]",
            " complex64 [ 0 ,? , 12 ] ",
        ] {
            assert_eq!(s.parse::<TensorType>(), Ok(want.clone()), "{s}");
        }
        assert_eq!("int8[]".parse(), Ok(TensorType::new(Int8, [])));
        assert_eq!("int8[ ]".parse(), Ok(TensorType::new(Int8, [])));
        assert_eq!(
            "uint64[18446744073709551615]".parse(),
            Ok(TensorType::known(Uint64, &[usize::MAX]))
        );
    }

    #[test]
    fn a_wrong_dtype_suggests_the_nearest() {
        let (token, problem, suggestion) = syntax("float33[2]");
        assert_eq!((token.as_str(), suggestion), ("float33", Some("float32")));
        assert!(problem.starts_with("`float33` is not a dtype; did you mean `float32`?"));
    }

    #[test]
    fn each_malformed_string_names_its_bad_token() {
        let cases = [
            ("float32[3,,]", ","),
            ("float32[3,]", "]"),
            ("float32[3", ""),
            ("float32[-1]", "-1"),
            ("float32[1.5]", "1.5"),
            ("float32[+3]", "+3"),
            ("float32[None]", "None"),
            ("float32[??]", "??"),
            ("float32[3 4]", "4"),
            ("float32[3]]", "]"),
            ("float32[3] x", "x"),
            ("float32(3)", "float32(3)"),
            ("float32 3", "3"),
            ("[3]", "["),
            ("", ""),
            ("float32", ""),
            (
                "float32[99999999999999999999999]",
                "99999999999999999999999",
            ),
        ];
        for (s, bad) in cases {
            assert_eq!(syntax(s).0, bad, "{s}");
        }
    }

    #[test]
    fn messages_say_what_was_expected() {
        assert_eq!(
            "float32[3,,]"
                .parse::<TensorType>()
                .unwrap_err()
                .to_string(),
            "`float32[3,,]` is not a tensor type: expected a dimension (a length or `?`), \
             found `,`"
        );
        assert_eq!(
            syntax("float32[3").1,
            "the string ends where `,` or `]` after a dimension is needed"
        );
        assert!(
            syntax("float32[-1]")
                .1
                .contains("write a length (0, 1, 2, ...) or `?`")
        );
        assert!(
            syntax("float32[99999999999999999999999]")
                .1
                .contains("larger than")
        );
        assert!(
            syntax("float32")
                .1
                .contains("write `float32[]` for a 0-d type")
        );
        // The input is escaped: a message stays on one line.
        let e = "int8[\n]x".parse::<TensorType>().unwrap_err().to_string();
        assert_eq!(e.lines().count(), 1, "{e}");
    }
}
