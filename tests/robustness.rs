//! Regression tests for issue 10 ("no abort, no hang, no silent wrong answer, whatever the
//! input"), one per item, each named after what it proves. Items with a topic of their own:
//! promotion (item 5) in `robustness_promotion.rs`, parsers (item 6) in
//! `robustness_parsers.rs`, containers (item 8) in `robustness_containers.rs`.

use std::process::{Command, Stdio};

/// Item 7: `ivy table promote --rules jax --json | head -c 10` used to panic ("failed printing
/// to stdout: Broken pipe", status 101). The reader here is gone before the command writes.
#[test]
fn the_cli_ends_quietly_when_its_reader_has_gone() {
    for args in [
        &["table", "promote", "--rules", "jax", "--json"][..],
        &["table", "can-cast"][..],
        &["promote", "int8", "uint8"][..],
        &["tour"][..],
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_ivy"))
            .args(args)
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
    }
}
