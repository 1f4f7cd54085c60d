//! The engine's layout, read from its sources (issue 41): `expand/`'s parts import only its
//! shared files, never each other; the runtime's `__private` path is spelled in one file; and
//! no function outside the tests is over 100 lines.

use std::fs;
use std::path::{Path, PathBuf};

/// `expand/`'s files that several parts use: they import no part.
const SHARED: &[&str] = &["private", "signature", "call_args", "declarations"];

/// `expand/`'s files that put the parts together, and may import any of them.
const DRIVERS: &[&str] = &["mod", "function", "module"];

/// The engine's `src` directory.
fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The `.rs` files below `dir`, with their text, in a stable order.
fn rust_files(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    let mut out = Vec::new();
    for path in entries {
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            out.push((path, text));
        }
    }
    out
}

/// The lines of `text` that are code (not comments), with their numbers, up to its test
/// module.
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
        .filter(|(_, l)| !l.trim_start().starts_with("//"))
        .map(|(i, l)| (i + 1, l))
}

#[test]
fn expand_parts_import_only_the_shared_files() {
    let files = rust_files(&src().join("expand"));
    assert!(files.len() > 10, "the expand sources were not found");
    let mut wrong = Vec::new();
    for (path, text) in &files {
        let name = path.file_stem().unwrap().to_str().unwrap();
        if DRIVERS.contains(&name) {
            continue;
        }
        for (n, line) in code_lines(text) {
            for (_, rest) in line
                .match_indices("super::")
                .map(|(i, _)| line.split_at(i + 7))
            {
                let used: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if !used.is_empty() && !SHARED.contains(&used.as_str()) {
                    wrong.push(format!("{}:{n}: {}", path.display(), line.trim()));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "a part of expand/ imports another part; move what both need to a shared file:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_private_path_is_spelled_once() {
    let mut spelled = Vec::new();
    for (path, text) in rust_files(&src()) {
        for (n, line) in code_lines(&text) {
            if line.contains("__private") {
                spelled.push(format!("{}:{n}", path.display()));
            }
        }
    }
    assert_eq!(spelled.len(), 1, "`__private` spelled at: {spelled:?}");
    assert!(spelled[0].contains("expand/private.rs"), "{spelled:?}");
}

/// The name of the function `code` (a trimmed line) begins, if it begins one: `fn name`, after
/// a visibility and qualifiers.
fn fn_name(code: &str) -> Option<&str> {
    let at = code.find("fn ")?;
    let qualifier = |w: &str| w.starts_with("pub") || ["const", "async", "unsafe"].contains(&w);
    if !code[..at].split_whitespace().all(qualifier) {
        return None;
    }
    let rest = &code[at + 3..];
    let end = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    (end > 0).then(|| &rest[..end])
}

/// The functions of `text` over `max` lines, from `fn` to its closing brace (rustfmt's layout:
/// the signature ends in `{`, and the brace that closes the body stands alone on a line at the
/// `fn`'s indentation), as `name: lines`.
fn long_functions(text: &str, max: usize) -> Vec<String> {
    let lines: Vec<(usize, &str)> = code_lines(text).collect();
    let mut long = Vec::new();
    for (i, (start, line)) in lines.iter().enumerate() {
        let code = line.trim_start();
        let Some(name) = fn_name(code) else {
            continue;
        };
        // A declaration without a body, or a function on one line, ends where it starts.
        let opens = lines[i..]
            .iter()
            .map(|(_, l)| l.trim_end())
            .find(|l| l.ends_with(['{', ';', '}']))
            .is_some_and(|l| l.ends_with('{'));
        let close = format!("{}}}", &line[..line.len() - code.len()]);
        let end = lines[i + 1..].iter().find(|(_, l)| *l == close);
        if let Some((end, _)) = end.filter(|_| opens)
            && end - start + 1 > max
        {
            long.push(format!("{name}: {}", end - start + 1));
        }
    }
    long
}

#[test]
fn no_function_is_over_100_lines() {
    let engine = src();
    let entry = engine.join("../../src");
    let mut long = Vec::new();
    for (path, text) in rust_files(&engine).into_iter().chain(rust_files(&entry)) {
        for f in long_functions(&text, 100) {
            long.push(format!("{}: {f}", path.display()));
        }
    }
    assert!(
        long.is_empty(),
        "split these into named steps:\n{}",
        long.join("\n")
    );
}

#[test]
fn a_long_function_is_found() {
    let body = "    let x = 1;\n".repeat(101);
    let text = format!("pub(crate) fn long() {{\n{body}}}\n\nfn short() {{}}\nfn decl();\n");
    assert_eq!(long_functions(&text, 100), ["long: 103"]);
    assert_eq!(long_functions(&text, 0).len(), 1);
}
