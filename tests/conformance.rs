//! The conformance sweep over the built-in backends finds every cell consistent with its
//! declarations, and the `ivy conformance` command reports the same, printing nothing else.

fn built_in_backends() -> Vec<ivy::BackendId> {
    #[allow(unused_mut)]
    let mut all = vec![ivy::init().unwrap()];
    #[cfg(feature = "candle")]
    all.push(ivy::candle::register().unwrap());
    all
}

#[test]
fn every_cell_behaves_as_declared() {
    let backends = built_in_backends();
    let report = ivy::conformance::check(&backends).unwrap();
    let failures: Vec<String> = report.failures.iter().map(|f| f.to_string()).collect();
    assert!(failures.is_empty(), "{}\n{}", report, failures.join("\n"));
    // Every library function that touches a backend, every dtype, every casting mode.
    let functions = ivy::functional::CATALOG
        .iter()
        .flat_map(|(_, fs)| fs.iter())
        .filter(|f| f.kind != ivy::FunctionKind::Standalone)
        .count();
    assert_eq!(report.cells, functions * backends.len() * 15 * 5);
    assert_eq!(report.consistent, report.cells);
}
