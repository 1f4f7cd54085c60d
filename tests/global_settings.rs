//! Process-wide setters. One test in its own binary, so no other test sees the changes.

use std::thread;

use ivy::Dtype::*;
use ivy::{
    PromotionRules, default_dtype, default_float_dtype, default_int_dtype, is_precise_mode,
    precise_mode_scope, promotion_rules, set_default_dtype, set_default_float_dtype,
    set_default_int_dtype, set_precise_mode, set_promotion_rules, unset_default_dtype,
};

/// `-x`, declared unsupported for `float16` up to NumPy 1.21 (keyed on NumPy's versions).
#[ivy::compositional]
#[ivy::returns(same(x))]
#[ivy::with_unsupported_dtypes(framework = "numpy", "1.21 and below" => ["float16"], "1.22 and above" => [])]
pub fn old_numpy_negative(x: &ivy::Array) -> ivy::Result<ivy::Array> {
    ivy::negative(x)
}

/// A framework's version, chosen before the first call, decides its keys; then it is fixed.
fn framework_versions_are_chosen_once() {
    assert_eq!(
        ivy::framework_version_in_force("torch")
            .unwrap()
            .to_string(),
        "2.2",
        "the grammar's torch until one is chosen"
    );
    let err = ivy::set_framework_version("torch", "2.0.1").unwrap_err();
    assert!(
        matches!(&err, ivy::Error::FrameworkVersionFixed { framework: "torch", version } if version == "2.2"),
        "asking the version fixed it: {err}"
    );
    ivy::set_framework_version("numpy", "1.20").unwrap();
    ivy::set_framework_version("numpy", "1.20.0").unwrap(); // the same version again
    assert_eq!(
        ivy::framework_version_in_force("numpy")
            .unwrap()
            .to_string(),
        "1.20"
    );
    let e = ivy::set_framework_version("pytorch", "2.0")
        .unwrap_err()
        .to_string();
    assert!(e.contains("did you mean `torch`"), "{e}");
    let e = ivy::set_framework_version("jax", "0.4.x")
        .unwrap_err()
        .to_string();
    assert!(e.contains("0.4.x"), "{e}");
    ivy::set_framework_version("jax", "0.4.1").unwrap();

    // Declarations resolve at the chosen version: NumPy 1.20 is "1.21 and below" (the
    // grammar's 1.25.2 would not be).
    let ndarray = ivy::init().unwrap();
    let supported = old_numpy_negative::DECL.supported_dtypes(ndarray);
    assert!(!supported.contains(Float16) && supported.contains(Float32));
    let half = ivy::astype(&ivy::array![1.0f32].unwrap(), Float16).unwrap();
    assert!(matches!(
        old_numpy_negative(&half),
        Err(ivy::Error::UnsupportedDtype { .. })
    ));
}

#[test]
fn process_wide_values_reach_every_thread_but_yield_to_scopes() {
    framework_versions_are_chosen_once();
    set_precise_mode(false);
    set_default_float_dtype(Float64).unwrap();
    let seen = thread::spawn(|| (is_precise_mode(), default_float_dtype()))
        .join()
        .unwrap();
    assert_eq!(seen, (false, Float64));

    // A scope on this thread beats the process-wide value, and only here.
    {
        let _g = precise_mode_scope(true);
        assert!(is_precise_mode());
        assert!(!thread::spawn(is_precise_mode).join().unwrap());
    }
    assert!(!is_precise_mode());

    set_promotion_rules(PromotionRules::Jax);
    assert_eq!(promotion_rules(), PromotionRules::Jax);
    assert!(!is_precise_mode());
    set_precise_mode(true);
    assert_eq!(promotion_rules(), PromotionRules::IvyPrecise);

    // Research notes §12 vector 26, in our terms: the global default dtype may be an int.
    set_default_dtype(Uint8).unwrap();
    assert_eq!(default_dtype(None, None).unwrap(), Uint8);
    unset_default_dtype();
    assert_eq!(
        default_dtype(None, None).unwrap(),
        Float64,
        "follows the default float"
    );

    assert!(set_default_int_dtype(Float32).is_err());
    assert_eq!(default_int_dtype(), Int32);
    set_default_int_dtype(Int64).unwrap();
    assert_eq!(thread::spawn(default_int_dtype).join().unwrap(), Int64);
}
