//! Issue 42 item 2: native dtypes. Each backend states its framework's dtype type (candle's
//! `DType`, ndarray's element types as `NdDtype`); `as_native_dtype`, `as_ivy_dtype`,
//! `is_native_dtype` and `default_dtype_as_native` map between them and Ivy's, and a pair
//! with no counterpart is an error naming both. Expected pairs are written out by hand from
//! the element types (ndarray) and candle's `DType` documentation.

use ivy::ndarray::{NdArrayBackend, NdDtype};
use ivy::{Dtype, DtypeSet, Error, Operand};

#[test]
fn ndarray_has_a_native_dtype_for_each_of_ivys() {
    let pairs = [
        (Dtype::Int8, NdDtype::I8),
        (Dtype::Int16, NdDtype::I16),
        (Dtype::Int32, NdDtype::I32),
        (Dtype::Int64, NdDtype::I64),
        (Dtype::Uint8, NdDtype::U8),
        (Dtype::Uint16, NdDtype::U16),
        (Dtype::Uint32, NdDtype::U32),
        (Dtype::Uint64, NdDtype::U64),
        (Dtype::Bfloat16, NdDtype::BF16),
        (Dtype::Float16, NdDtype::F16),
        (Dtype::Float32, NdDtype::F32),
        (Dtype::Float64, NdDtype::F64),
        (Dtype::Bool, NdDtype::Bool),
        (Dtype::Complex64, NdDtype::C64),
        (Dtype::Complex128, NdDtype::C128),
    ];
    assert_eq!(pairs.len(), Dtype::ALL.len());
    for (ivy_dtype, native) in pairs {
        assert_eq!(
            ivy::as_native_dtype::<NdArrayBackend>(ivy_dtype).unwrap(),
            native
        );
        assert_eq!(
            ivy::as_ivy_dtype::<NdArrayBackend>(native).unwrap(),
            ivy_dtype
        );
        assert!(ivy::is_native_dtype::<NdArrayBackend>(&native));
        // Ivy's own dtype, its name, and another type are no native dtypes.
        assert!(!ivy::is_native_dtype::<NdArrayBackend>(&ivy_dtype));
        assert!(!ivy::is_native_dtype::<NdArrayBackend>(
            &ivy_dtype.to_string()
        ));
    }
    assert_eq!(ivy::native_dtypes::<NdArrayBackend>(), DtypeSet::VALID);
    assert_eq!(NdDtype::BF16.to_string(), "bf16");
}

#[test]
fn default_dtype_as_native_follows_default_dtype() {
    ivy::init().unwrap();
    let native = |dtype, item| ivy::default_dtype_as_native::<NdArrayBackend>(dtype, item).unwrap();
    assert_eq!(
        native(Some(Dtype::Int8), Some(Operand::from(1.5))),
        NdDtype::I8
    );
    // Seed 000's `full`: `default_dtype(dtype=None, item=fill_value, as_native=True)`.
    assert_eq!(native(None, Some(Operand::from(7))), NdDtype::I32);
    assert_eq!(native(None, Some(Operand::from(1u64 << 31))), NdDtype::I64);
    assert_eq!(native(None, Some(Operand::from(true))), NdDtype::Bool);
    assert_eq!(native(None, None), NdDtype::F32);
    let _g = ivy::default_float_dtype_scope(Dtype::Float64).unwrap();
    assert_eq!(native(None, Some(Operand::from(0.5))), NdDtype::F64);
}

#[cfg(feature = "candle")]
#[test]
fn candle_states_its_dtype_and_refuses_what_it_lacks() {
    use candle_core::DType;
    use ivy::candle::CandleBackend;

    let pairs = [
        (Dtype::Uint8, DType::U8),
        (Dtype::Uint32, DType::U32),
        (Dtype::Int16, DType::I16),
        (Dtype::Int32, DType::I32),
        (Dtype::Int64, DType::I64),
        (Dtype::Bfloat16, DType::BF16),
        (Dtype::Float16, DType::F16),
        (Dtype::Float32, DType::F32),
        (Dtype::Float64, DType::F64),
    ];
    for (ivy_dtype, native) in pairs {
        assert_eq!(
            ivy::as_native_dtype::<CandleBackend>(ivy_dtype).unwrap(),
            native
        );
        assert_eq!(
            ivy::as_ivy_dtype::<CandleBackend>(native).unwrap(),
            ivy_dtype
        );
        assert!(ivy::is_native_dtype::<CandleBackend>(&native));
    }
    // The six Ivy dtypes candle cannot hold: an error naming the dtype and the backend.
    for dtype in [
        Dtype::Int8,
        Dtype::Uint16,
        Dtype::Uint64,
        Dtype::Bool,
        Dtype::Complex64,
        Dtype::Complex128,
    ] {
        let e = ivy::as_native_dtype::<CandleBackend>(dtype).unwrap_err();
        assert!(
            matches!(
                e,
                Error::NoNativeDtype {
                    backend: "candle",
                    ..
                }
            ),
            "{e:?}"
        );
        let text = e.to_string();
        assert!(
            text.contains("candle") && text.contains(&format!("`{dtype}`")),
            "{text}"
        );
    }
    // A candle dtype with no Ivy counterpart: named, and no native dtype in Ivy's sense.
    let e = ivy::as_ivy_dtype::<CandleBackend>(DType::F8E4M3).unwrap_err();
    assert!(
        matches!(
            e,
            Error::NotIvyDtype {
                backend: "candle",
                ..
            }
        ),
        "{e:?}"
    );
    assert!(e.to_string().contains("F8E4M3"), "{e}");
    assert!(!ivy::is_native_dtype::<CandleBackend>(&DType::F8E4M3));
    assert!(!ivy::is_native_dtype::<CandleBackend>(&NdDtype::F32));
    assert_eq!(
        ivy::native_dtypes::<CandleBackend>(),
        <CandleBackend as ivy::Backend>::VALID_DTYPES
    );
    // A default dtype candle cannot hold is an error naming both.
    let e = ivy::default_dtype_as_native::<CandleBackend>(None, Some(Operand::from(true)));
    assert!(
        matches!(
            e,
            Err(Error::NoNativeDtype {
                dtype: Dtype::Bool,
                ..
            })
        ),
        "{e:?}"
    );
}
