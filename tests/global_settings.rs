//! Process-wide setters. One test in its own binary, so no other test sees the changes.

use std::thread;

use ivy::Dtype::*;
use ivy::{
    PromotionRules, default_dtype, default_float_dtype, default_int_dtype, is_precise_mode,
    precise_mode_scope, promotion_rules, set_default_dtype, set_default_float_dtype,
    set_default_int_dtype, set_precise_mode, set_promotion_rules, unset_default_dtype,
};

#[test]
fn process_wide_values_reach_every_thread_but_yield_to_scopes() {
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
