//! The Python package's tests (`ivy-python/tests`, pytest), run by `cargo test` so that the
//! README's one test command runs them too: the extension module is built as a development
//! build (a nested `cargo build`, as `maturin develop` would), staged beside the package's
//! Python sources, and tested in a virtual environment made in the target directory with the
//! pinned requirements from PyPI (made once, then reused). The tests compare ivy with NumPy in
//! the same process.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace's root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The target directory (`CARGO_TARGET_TMPDIR` is its `tmp`).
fn target() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target directory")
        .to_path_buf()
}

fn run(what: &str, cmd: &mut Command) {
    let status = cmd
        .status()
        .unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
    assert!(status.success(), "{what} failed: {status}");
}

/// The extension modules, built with the profile of this test's own build: `ivy_rs`'s, and
/// `downstream`'s (a user's crate with a declared function of its own).
fn extensions() -> [PathBuf; 2] {
    let release = cfg!(not(debug_assertions));
    let mut build = Command::new(env!("CARGO"));
    build.args(["build", "-p", "ivy-python", "-p", "ivy-python-downstream"]);
    build.arg("--manifest-path");
    build.arg(root().join("Cargo.toml"));
    if release {
        build.arg("--release");
    }
    run("building the extension modules", &mut build);
    let dir = target().join(if release { "release" } else { "debug" });
    [dir.join("lib_native.so"), dir.join("libdownstream.so")]
}

/// The package's Python sources with its extension module beside them, and `downstream`'s.
fn staged([extension, downstream]: &[PathBuf; 2]) -> PathBuf {
    let stage = target().join("python-stage");
    let package = stage.join("ivy_rs");
    let _ = std::fs::remove_dir_all(&stage);
    std::fs::create_dir_all(&package).unwrap();
    let sources = root().join("ivy-python/python/ivy_rs");
    for entry in std::fs::read_dir(&sources).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "py") {
            std::fs::copy(&path, package.join(path.file_name().unwrap())).unwrap();
        }
    }
    std::fs::copy(extension, package.join("_native.abi3.so")).unwrap();
    std::fs::copy(downstream, stage.join("downstream.abi3.so")).unwrap();
    stage
}

/// A virtual environment with the test requirements, made on first use.
fn venv() -> PathBuf {
    let venv = target().join("python-venv");
    let python = venv.join("bin/python");
    let requirements = root().join("ivy-python/tests/requirements.txt");
    let stamp = venv.join("requirements.txt");
    let wanted = std::fs::read_to_string(&requirements).unwrap();
    if std::fs::read_to_string(&stamp).ok().as_deref() != Some(wanted.as_str()) {
        let _ = std::fs::remove_dir_all(&venv);
        run(
            "making the virtual environment (python3 -m venv)",
            Command::new("python3").args(["-m", "venv"]).arg(&venv),
        );
        run(
            "installing the test requirements from PyPI",
            Command::new(&python)
                .args(["-m", "pip", "install", "-q", "-r"])
                .arg(&requirements),
        );
        std::fs::write(&stamp, wanted).unwrap();
    }
    python
}

#[test]
fn the_python_tests_pass_against_numpy() {
    let stage = staged(&extensions());
    let python = venv();
    let report = target().join("python-report.txt");
    let output = Command::new(&python)
        .args(["-m", "pytest", "-q", "-p", "no:cacheprovider", "-rfEsxX"])
        .arg(root().join("ivy-python/tests"))
        .env("PYTHONPATH", &stage)
        .env("HYPOTHESIS_PROFILE", "ci")
        .output()
        .expect("running pytest");
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    std::fs::write(&report, &text).unwrap();
    let summary = text.lines().last().unwrap_or_default();
    assert!(
        output.status.success(),
        "pytest failed ({summary}); its report: {}\n{}{}",
        report.display(),
        text.chars()
            .rev()
            .take(6000)
            .collect::<String>()
            .chars()
            .rev()
            .collect::<String>(),
        String::from_utf8_lossy(&output.stderr)
    );
    // A skipped test is not a passed one: none may be skipped.
    assert!(
        !summary.contains("skipped"),
        "pytest skipped tests: {summary}"
    );
    let passed: usize = summary
        .split(", ")
        .find_map(|part| part.trim().strip_suffix(" passed"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0);
    assert!(passed >= 50, "only {passed} Python tests passed: {summary}");
    eprintln!("python: {summary}");
}
