//! The README and the pages of `docs/`: every page's code blocks are doc tests of the facade
//! (`src/lib.rs` includes each page), every code block is Rust or a kind rustdoc leaves alone
//! on purpose (shell, TOML, text), and the README stays a front door: short, with its two
//! set-up commands and a layout naming every crate of the workspace.

use std::path::Path;

/// The text of `path`, relative to the facade's directory (the workspace's root).
fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

/// The markdown files whose code blocks are doc tests: the README, the changelog and `docs/`.
fn pages() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let mut pages: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    pages.sort();
    pages.extend(["README.md".to_owned(), "CHANGELOG.md".to_owned()]);
    pages
}

#[test]
fn every_page_is_a_doc_test_of_the_facade() {
    let lib = read("src/lib.rs");
    for page in pages() {
        let include = format!("include_str!(\"../{page}\")");
        assert!(
            lib.contains(&include),
            "src/lib.rs does not doc-test {page}"
        );
    }
}

#[test]
fn every_code_block_is_rust_or_not_code() {
    for page in pages() {
        let text = read(&page);
        let fences = text.lines().filter(|l| l.trim_start().starts_with("```"));
        // Fences alternate: an opening one names the block's language, a closing one nothing.
        for (i, fence) in fences.enumerate() {
            let lang = fence.trim_start().trim_start_matches('`');
            if i % 2 == 0 {
                assert!(
                    ["rust", "sh", "toml", "text", "python"].contains(&lang),
                    "{page}: a code block in {lang:?}: write `rust` (compiled), or sh, toml, \
                     text, python"
                );
            } else {
                assert_eq!(lang, "", "{page}: an unclosed code block before {fence:?}");
            }
        }
    }
}

#[test]
fn the_readme_is_a_front_door() {
    let readme = read("README.md");
    let lines = readme.lines().count();
    assert!(
        lines <= 260,
        "README.md has {lines} lines: move detail to docs/ or the guide"
    );
    for command in [
        "cargo run --release",
        "cargo test --workspace --all-features",
    ] {
        let block = format!("```sh\n{command}\n```");
        assert!(
            readme.contains(&block),
            "README.md: the set-up command {command:?}"
        );
    }
    let layout = &readme[readme.find("## Layout").expect("a Layout section")..];
    let manifest = read("Cargo.toml");
    let members = &manifest[manifest.find("members = [").unwrap()..];
    let members = &members[..members.find(']').unwrap()];
    for member in members.split('"').skip(1).step_by(2) {
        let dir = format!("{}/", member.rsplit('/').next().unwrap());
        assert!(
            layout.contains(&dir),
            "README.md's layout does not name {member}"
        );
    }
}
