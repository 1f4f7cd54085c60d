//! The workspace's crates pin each other exactly (`version = "=x.y.z"`), so an ivy-macros of one
//! release can never be resolved next to an ivy-runtime of another: the generated code names the
//! runtime's `__private` module, which has no stable API between releases.

const WORKSPACE: &str = include_str!("../../Cargo.toml");

/// The lines of `[workspace.dependencies]`.
fn workspace_dependencies() -> impl Iterator<Item = &'static str> {
    WORKSPACE
        .lines()
        .skip_while(|l| l.trim() != "[workspace.dependencies]")
        .skip(1)
        .take_while(|l| !l.starts_with('['))
}

#[test]
fn every_internal_dependency_is_pinned_exactly() {
    let internal: Vec<&str> = workspace_dependencies()
        .filter(|l| l.contains("path = "))
        .collect();
    // grammar, macros-core, macros, runtime, backends, faer, frontends.
    assert_eq!(internal.len(), 7, "{internal:#?}");
    for line in internal {
        assert!(
            line.contains(r#"version = "="#),
            "not pinned exactly: {line}"
        );
    }
}
