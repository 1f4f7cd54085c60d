//! The conformance sweep over the built-in backends finds every cell consistent with its
//! declarations, and the `ivy conformance` command reports the same, printing nothing else.

fn built_in_backends() -> Vec<ivy::BackendId> {
    #[allow(unused_mut)]
    let mut all = vec![ivy::init().unwrap()];
    #[cfg(feature = "candle")]
    all.push(crate::candle().unwrap());
    all
}

#[test]
fn every_cell_behaves_as_declared() {
    let backends = built_in_backends();
    let report = ivy::conformance::check(&backends).unwrap();
    let failures: Vec<String> = report.failures.iter().map(|f| f.to_string()).collect();
    assert!(failures.is_empty(), "{}\n{}", report, failures.join("\n"));
    // Every library function that touches a backend, every dtype, every casting mode.
    let functions = ivy::catalog()
        .iter()
        .flat_map(|c| c.functions.iter())
        .filter(|f| f.kind != ivy::FunctionKind::Standalone)
        .count();
    // And every frontend function (JAX's twice: without `jax_enable_x64` and with it).
    let frontends: usize = ivy::frontend_catalog()
        .iter()
        .map(|c| c.functions.len() * if c.name == "jax" { 2 } else { 1 })
        .sum();
    assert_eq!(
        report.cells,
        (functions + frontends) * backends.len() * 15 * 5
    );
    assert_eq!(report.consistent, report.cells);
    // Every cell that runs or is refused for its dtype also had its output types evaluated
    // and compared (the rest: inputs the backend cannot hold, errors from values); 64,382 of
    // 74,550 with both backends.
    assert!(
        report.types_checked * 10 >= report.cells * 8,
        "only {} of {} cells had their types checked",
        report.types_checked,
        report.cells
    );
}

#[test]
fn the_command_reports_every_backend_and_prints_nothing_else() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ivy"))
        .args(["conformance", "--json"])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "",
        "nothing on stderr"
    );
    assert!(out.status.success());
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let backends: Vec<&str> = report["backends"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b.as_str().unwrap().split(' ').next().unwrap())
        .collect();
    let expected: Vec<&str> = built_in_backends().iter().map(|b| b.name()).collect();
    assert_eq!(backends, expected);
    assert_eq!(report["inconsistent"], 0);
    assert_eq!(report["failures"], serde_json::json!([]));
    assert_eq!(report["cells"], report["consistent"]);

    let text = std::process::Command::new(env!("CARGO_BIN_EXE_ivy"))
        .args(["conformance", "--backend", "ndarray"])
        .output()
        .unwrap();
    let line = String::from_utf8_lossy(&text.stdout);
    assert!(
        line.starts_with("conformance: ")
            && line.contains(" consistent, 0 inconsistent (")
            && line.ends_with(" output types checked)\n")
            && line.lines().count() == 1,
        "{line}"
    );

    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_ivy"))
        .args(["conformance", "--backend", "ndarry"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("did you mean `ndarray`?"));
}
