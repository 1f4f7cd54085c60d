//! Issue 10 item 6: every word parser rejects any string with bounded work and a bounded
//! message, and suggests a word only for input that resembles one.

use ivy::{
    CastingMode, Device, DeviceKind, Dtype, DtypeClass, DtypeSet, JaxType, PromotionRules,
    TensorType, Version, VersionSpec,
};
use proptest::prelude::*;

/// Every word parser reachable from the facade: its name, and its message for `s` if it
/// rejects it.
fn rejections(s: &str) -> Vec<(&'static str, Option<String>)> {
    fn msg<T, E: ToString>(r: Result<T, E>) -> Option<String> {
        r.err().map(|e| e.to_string())
    }
    vec![
        ("Dtype", msg(s.parse::<Dtype>())),
        ("DtypeSet", msg(s.parse::<DtypeSet>())),
        ("DtypeClass", msg(s.parse::<DtypeClass>())),
        ("Device", msg(s.parse::<Device>())),
        ("DeviceKind", msg(s.parse::<DeviceKind>())),
        ("Version", msg(s.parse::<Version>())),
        ("VersionSpec", msg(s.parse::<VersionSpec>())),
        ("CastingMode", msg(s.parse::<CastingMode>())),
        ("PromotionRules", msg(s.parse::<PromotionRules>())),
        ("JaxType", msg(s.parse::<JaxType>())),
        ("TensorType", msg(s.parse::<TensorType>())),
    ]
}

/// The longest message any parser gives: its fixed text (the list of accepted words is the
/// longest part) and at most a few echoes of 64 escaped characters.
const MAX_MESSAGE_CHARS: usize = 1200;

/// A 16 MB word used to take 18.6 s to reject as a `DtypeSet` (the suggestion measured it
/// against every word, three times) and was echoed whole. Now nothing resembles it, nothing
/// measures it, and the message repeats 64 characters of it. (Megabyte words: enough to
/// have failed before, and quick in a debug build.)
#[test]
fn a_megabyte_word_is_rejected_with_a_short_message_and_no_suggestion() {
    const MB: usize = 1 << 20;
    let inputs = [
        "a".repeat(MB),
        format!("int8{}", "x".repeat(MB)),
        "int8".repeat(MB / 4),
        "1.".repeat(MB / 2),
        format!("gpu:{}", "9".repeat(MB)),
        format!("0{}", "0".repeat(MB)),
        format!("2.1 and {}", "below ".repeat(MB / 6)),
        "é\n".repeat(MB / 3),
    ];
    for input in &inputs {
        for (parser, message) in rejections(input) {
            let message = message.unwrap_or_else(|| panic!("{parser} accepted a 16 MB input"));
            assert!(
                message.chars().count() <= MAX_MESSAGE_CHARS,
                "{parser}: {} characters",
                message.len()
            );
            assert!(message.contains('…'), "{parser}: {message}");
            assert!(!message.contains("did you mean"), "{parser}: {message}");
            assert_eq!(message.lines().count(), 1, "{parser}");
        }
    }
}

/// Issue 29 item 8: a megabyte of control characters given as a tensor type was echoed whole,
/// each escaped (a 6.3 MB message). The type's parser echoes as the word parsers do: 64
/// characters, escaped (at most six characters each for these, and the message echoes the
/// input and the wrong token, so it stays under the parsers' bound).
#[test]
fn a_megabyte_tensor_type_of_control_characters_gets_a_short_message() {
    const MB: usize = 1 << 20;
    let controls = "\u{1}\u{7}\u{1b}\u{7f}\0";
    let inputs = [
        controls.repeat(MB / 5),
        format!("int8[{}]", controls.repeat(MB / 5)),
        format!("int8[3]{}", controls.repeat(MB / 5)),
        format!("int8[{}]", "9".repeat(MB)),
        format!("{}[3]", "\n\t".repeat(MB / 2)),
    ];
    for input in &inputs {
        let message = input.parse::<TensorType>().unwrap_err().to_string();
        assert!(
            message.chars().count() <= MAX_MESSAGE_CHARS,
            "{} characters: {message}",
            message.chars().count()
        );
        assert!(!message.chars().any(char::is_control), "{message:?}");
        assert!(message.contains('…'), "{message}");
    }
}

/// The word a parser suggests for `s`.
fn suggested<T: std::str::FromStr<Err = ivy::ParseError>>(s: &str) -> Option<&'static str> {
    s.parse::<T>().err().and_then(|e| e.suggestion())
}

/// The empty string used to get "did you mean `int8`?".
#[test]
fn input_nothing_resembles_gets_no_suggestion() {
    for input in ["", " ", "xyzzy", "0123456789", "\u{1F600}", "a.b.c"] {
        for (parser, message) in rejections(input) {
            let message = message.unwrap_or_else(|| panic!("{parser} accepted {input:?}"));
            assert!(
                !message.contains("did you mean"),
                "{parser}: {input:?}: {message}"
            );
        }
    }
    // Typos still get their word.
    assert_eq!(suggested::<Dtype>(""), None);
    assert_eq!(suggested::<Dtype>("flaot32"), Some("float32"));
    assert_eq!(suggested::<DtypeSet>("integr"), Some("integer"));
    assert_eq!(suggested::<CastingMode>("upcats"), Some("upcast"));
    assert_eq!(suggested::<PromotionRules>("jaxx"), Some("jax"));
    let device = "cuda:1".parse::<Device>().unwrap_err();
    assert_eq!(device.suggestion(), Some("gpu:1"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Any string: no panic, one line, a bounded message.
    #[test]
    fn parsers_answer_any_string_with_one_bounded_line(s in any::<String>()) {
        for (parser, message) in rejections(&s) {
            if let Some(m) = message {
                prop_assert_eq!(m.lines().count(), 1, "{}", parser);
                prop_assert!(m.chars().count() <= MAX_MESSAGE_CHARS, "{}: {}", parser, m);
            }
        }
    }

    /// A suggestion resembles the input: within a third of its length in edits, so never for
    /// input much longer or shorter than the word.
    #[test]
    fn a_suggested_dtype_resembles_the_input(s in "\\PC{0,24}") {
        let suggestion = s.parse::<Dtype>().err().and_then(|e| e.suggestion());
        if let Some(w) = suggestion {
            let len = s.trim().chars().count();
            prop_assert!(len > 0);
            prop_assert!(len.abs_diff(w.len()) <= len.max(3) / 3, "{:?} -> {}", s, w);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Long strings of parser-like characters, where the suggestion and version logic do the
    /// most work.
    #[test]
    fn long_word_like_strings_get_bounded_messages(
        s in "[a-z0-9 .:*\\-]{0,40}",
        repeat in 1usize..2000,
    ) {
        let s = s.repeat(repeat);
        for (parser, message) in rejections(&s) {
            if let Some(m) = message {
                prop_assert!(m.chars().count() <= MAX_MESSAGE_CHARS, "{}: {}", parser, m);
                if s.chars().count() > 64 {
                    prop_assert!(m.contains('…'), "{}: {}", parser, m);
                }
            }
        }
    }
}
