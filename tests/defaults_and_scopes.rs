//! Default dtypes, `default_dtype`'s four steps and scoped overrides. Every test here uses
//! thread-local scopes only (process-wide setters live in `global_settings.rs`), so the tests
//! can run in parallel.

use std::sync::{Arc, Barrier};
use std::thread;

use ivy::Dtype::*;
use ivy::{
    Error, Operand, PromotionRules, default_complex_dtype, default_dtype, default_dtype_scope,
    default_float_dtype, default_float_dtype_scope, default_int_dtype, default_int_dtype_scope,
    default_uint_dtype, infer_default_dtype, is_precise_mode, precise_mode_scope, promote_types,
    promotion_rules, with_default_float_dtype, with_precise_mode,
};
use num_complex::Complex64;

/// Research notes §12 vector 23.
#[test]
fn initial_defaults() {
    assert_eq!(default_dtype(None, None).unwrap(), Float32);
    assert_eq!(default_float_dtype(), Float32);
    assert_eq!(default_int_dtype(), Int32);
    assert_eq!(default_uint_dtype(), Uint32);
    assert_eq!(default_complex_dtype(), Complex64);
    assert!(is_precise_mode());
    assert_eq!(promotion_rules(), PromotionRules::IvyPrecise);
}

#[test]
fn the_four_steps() {
    // 1. an explicit dtype wins over everything
    assert_eq!(
        default_dtype(Some(Uint16), Some(Operand::Typed(Float64))).unwrap(),
        Uint16
    );
    // 2. else an array argument's dtype
    assert_eq!(
        default_dtype(None, Some(Operand::Typed(Bfloat16))).unwrap(),
        Bfloat16
    );
    // 3. else a relevant scalar's kind
    assert_eq!(default_dtype(None, Some(5.into())).unwrap(), Int32);
    assert_eq!(default_dtype(None, Some(5.0.into())).unwrap(), Float32);
    assert_eq!(
        default_dtype(None, Some(Complex64::new(1.0, 2.0).into())).unwrap(),
        Complex64
    );
    assert_eq!(default_dtype(None, Some(true.into())).unwrap(), Bool);
    // 4. else the global default
    assert_eq!(default_dtype(None, None).unwrap(), Float32);
    let _g = default_dtype_scope(Int64).unwrap();
    assert_eq!(default_dtype(None, None).unwrap(), Int64);
    assert_eq!(
        default_float_dtype(),
        Float32,
        "the global default does not move the float one"
    );
}

/// Research notes §12 vectors 24 and 25; where Ivy wraps (-2^40 -> int32) we widen.
#[test]
fn values_that_do_not_fit_widen() {
    let infer = |op: Operand| default_dtype(None, Some(op)).unwrap();
    assert_eq!(infer((1i64 << 31).into()), Int64);
    assert_eq!(infer(((1i64 << 31) - 1).into()), Int32);
    assert_eq!(infer((-(1i64 << 31)).into()), Int32);
    assert_eq!(infer((-(1i64 << 40)).into()), Int64);
    assert_eq!(infer((1u64 << 63).into()), Uint64);
    assert_eq!(infer(u64::MAX.into()), Uint64);
    assert_eq!(infer(1e-40.into()), Float64);
    assert_eq!(infer(3.5e38.into()), Float64);
    assert_eq!(infer(3.0e38.into()), Float32);
    assert_eq!(infer(f64::INFINITY.into()), Float32);
    assert_eq!(infer(0.0.into()), Float32);
    assert_eq!(infer(Complex64::new(1e300, 0.0).into()), Complex128);
    // Widening starts from the default in force.
    let _g = default_int_dtype_scope(Int8).unwrap();
    assert_eq!(infer(300.into()), Int16);
    let _f = default_float_dtype_scope(Float16).unwrap();
    assert_eq!(infer(1e5.into()), Float32);
    assert_eq!(infer(1.5.into()), Float16);
}

#[test]
fn setters_refuse_the_wrong_kind() {
    let err = default_float_dtype_scope(Int32).unwrap_err();
    assert_eq!(
        err.to_string(),
        "`int32` cannot be the default float dtype: expected one of \
         {bfloat16, float16, float32, float64}"
    );
    assert!(matches!(
        ivy::set_default_int_dtype(Uint8),
        Err(Error::WrongDtypeKind { dtype: Uint8, .. })
    ));
    assert!(ivy::set_default_uint_dtype(Int8).is_err());
    assert!(ivy::set_default_complex_dtype(Float64).is_err());
    assert!(ivy::set_default_dtype(Bool).is_err());
    assert!(with_default_float_dtype(Complex64, || ()).is_err());
    assert_eq!(
        default_float_dtype(),
        Float32,
        "a refused setter changes nothing"
    );
}

#[test]
fn infer_default_dtype_keeps_the_kind() {
    assert_eq!(infer_default_dtype(Uint8), Uint32);
    assert_eq!(infer_default_dtype(Int64), Int32);
    assert_eq!(infer_default_dtype(Float16), Float32);
    assert_eq!(infer_default_dtype(Complex128), Complex64);
    assert_eq!(infer_default_dtype(Bool), Bool);
}

#[test]
fn nested_scopes_restore_and_closures_restore_on_panic() {
    {
        let _a = precise_mode_scope(false);
        assert_eq!(promote_types(Int32, Float32).unwrap(), Float32);
        {
            let _b = precise_mode_scope(true);
            assert_eq!(promote_types(Int32, Float32).unwrap(), Float64);
        }
        assert!(!is_precise_mode());
    }
    assert!(is_precise_mode());

    let caught = std::panic::catch_unwind(|| {
        with_precise_mode(false, || {
            with_default_float_dtype(Float64, || panic!("inside two scopes")).unwrap()
        })
    });
    assert!(caught.is_err());
    assert!(is_precise_mode());
    assert_eq!(default_float_dtype(), Float32);
}

#[test]
fn a_guard_on_one_thread_never_changes_anothers_view() {
    let barrier = Arc::new(Barrier::new(2));
    let b = barrier.clone();
    let other = thread::spawn(move || {
        b.wait(); // the main thread now holds its guards
        let seen = (
            is_precise_mode(),
            default_float_dtype(),
            default_int_dtype(),
        );
        b.wait(); // let the main thread drop them
        seen
    });
    let _p = precise_mode_scope(false);
    let _f = default_float_dtype_scope(Float64).unwrap();
    let _i = default_int_dtype_scope(Int16).unwrap();
    barrier.wait();
    assert_eq!((is_precise_mode(), default_float_dtype()), (false, Float64));
    barrier.wait();
    assert_eq!(other.join().unwrap(), (true, Float32, Int32));
}

#[test]
fn many_threads_with_their_own_scopes() {
    let handles: Vec<_> = (0..8)
        .map(|i| {
            thread::spawn(move || {
                for round in 0..200 {
                    let precise = (i + round) % 2 == 0;
                    let float = if i % 2 == 0 { Float64 } else { Float16 };
                    let _p = precise_mode_scope(precise);
                    let _f = default_float_dtype_scope(float).unwrap();
                    let expected = if precise { Float64 } else { Float32 };
                    assert_eq!(promote_types(Int32, Float32).unwrap(), expected);
                    assert_eq!(default_float_dtype(), float);
                }
                (is_precise_mode(), default_float_dtype())
            })
        })
        .collect();
    for h in handles {
        assert_eq!(h.join().unwrap(), (true, Float32));
    }
}
