//! The version each built-in backend states is the version of its framework Cargo resolved
//! (their version-keyed declarations resolve against it). A workspace test: it reads the
//! workspace's Cargo.lock.

/// The version Cargo.lock records for `package`.
fn locked(package: &str) -> Option<String> {
    let lock = include_str!("../../Cargo.lock");
    lock.split("[[package]]")
        .find(|p| p.contains(&format!("\nname = \"{package}\"\n")))
        .and_then(|p| p.lines().find_map(|l| l.strip_prefix("version = \"")))
        .map(|v| v.trim_end_matches('"').to_owned())
}

#[test]
fn ndarray_states_the_version_cargo_resolved() {
    assert_eq!(
        locked("ndarray").as_deref(),
        Some(ivy::ndarray::NDARRAY_VERSION)
    );
    assert_eq!(
        ivy::init().unwrap().version().to_string(),
        ivy::ndarray::NDARRAY_VERSION
    );
}

#[cfg(feature = "candle")]
#[test]
fn candle_states_the_version_cargo_resolved() {
    let stated = ivy::candle::CANDLE_VERSION.to_string();
    assert_eq!(locked("candle-core"), Some(stated.clone()));
    assert_eq!(crate::candle().unwrap().version().to_string(), stated);
}
