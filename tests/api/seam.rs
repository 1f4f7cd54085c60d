//! The backend seam as a crate of its own uses it: the guide's float-only backend
//! (`examples/vec_backend.rs`), kernels added to a registered backend, and the dispatch faults
//! a second backend exposed (arrays cast before they move; casting-mode hints only for modes
//! that make the very call succeed; devices narrowed to the backend's own).

#[path = "../../examples/vec_backend.rs"]
#[allow(dead_code)]
mod vec_backend;

use std::sync::OnceLock;

use ivy::{BackendId, CastingMode, Dtype, DtypeSet, Error};
use vec_backend::{VecBackend, square};

/// The vec backend, registered once by running the guide's example (`square`'s kernel for
/// ndarray, written there, is installed with ndarray).
fn vec() -> BackendId {
    static ID: OnceLock<BackendId> = OnceLock::new();
    *ID.get_or_init(|| {
        vec_backend::main().unwrap();
        ivy::backend_by_name(<VecBackend as ivy::Backend>::NAME).unwrap()
    })
}

fn helpful_modes(e: &Error) -> Vec<CastingMode> {
    match e {
        Error::UnsupportedDtype { helpful_modes, .. } => helpful_modes.clone(),
        other => panic!("expected UnsupportedDtype, got {other:?}"),
    }
}

#[test]
fn an_input_of_a_dtype_the_backend_cannot_hold_is_cast_then_moved() {
    let vec = vec();
    let ints = ivy::array![1, 2].unwrap(); // int32, on ndarray
    let _on_vec = ivy::backend_scope(vec);
    // add has no integer kernel on vec (which holds no integers): cast modes find float32.
    let e = ivy::add(&ints, &ints).unwrap_err();
    assert_eq!(
        helpful_modes(&e),
        [CastingMode::Crosscast, CastingMode::Cast],
        "{e}"
    );
    let y = ivy::with_casting_mode(CastingMode::Cast, || ivy::add(&ints, &ints)).unwrap();
    assert_eq!((y.backend(), y.dtype()), (vec, Dtype::Float32));
    assert_eq!(y.to_string(), "[2., 4.]");
    // exp takes integers as the default float dtype: cast on ndarray's side, then moved.
    let e = ivy::exp(&ints).unwrap();
    assert_eq!((e.backend(), e.dtype()), (vec, Dtype::Float32));
    assert_eq!(e.to_string(), "[2.7182817, 7.389056 ]");
}

#[test]
fn a_promoted_dtype_the_backend_supports_needs_no_casting_mode() {
    let vec = vec();
    let x = ivy::array![0.5f32, 1.5].unwrap().to_backend(vec).unwrap();
    let ints = ivy::array![1, 2].unwrap();
    // float32 with int32 is float64 under the precise rules: the vec backend holds it.
    let y = ivy::add(&x, &ints).unwrap();
    assert_eq!((y.backend(), y.dtype()), (vec, Dtype::Float64));
    assert_eq!(y.to_string(), "[1.5, 3.5]");
}

#[test]
fn an_array_the_backend_cannot_hold_is_refused_or_cast_by_mode() {
    let vec = vec();
    let ints = ivy::array![1i8, 2].unwrap();
    match ints.to_backend(vec) {
        Err(Error::InvalidDtype { dtype, backend, .. }) => {
            assert_eq!((dtype, backend), (Dtype::Int8, "vec"))
        }
        other => panic!("{other:?}"),
    }
    let moved = ivy::with_casting_mode(CastingMode::Crosscast, || ints.to_backend(vec)).unwrap();
    assert_eq!(moved.dtype(), Dtype::Float32);
}

#[test]
fn a_mode_whose_cast_back_fails_is_not_suggested() {
    let _on_vec = ivy::backend_scope(vec());
    // zeros(int32): cast would compute float32, but the result could never be cast back to
    // int32 on a backend without int32.
    let e = ivy::zeros::with(&[2])
        .dtype(Dtype::Int32)
        .call()
        .unwrap_err();
    assert_eq!(helpful_modes(&e), [], "{e}");
    for mode in [CastingMode::Crosscast, CastingMode::Cast] {
        assert!(
            ivy::with_casting_mode(mode, || ivy::zeros::with(&[2]).dtype(Dtype::Int32).call())
                .is_err()
        );
    }
}

#[test]
fn every_suggested_mode_makes_a_compositional_call_succeed() {
    ivy::init().unwrap();
    // relu6 is `clip(x, 0, 6)`, and clip takes no bool: each mode suggested for a bool input
    // crosses it to a dtype clip takes.
    let x = ivy::array![true, false].unwrap();
    let e = ivy::relu6(&x).unwrap_err();
    let modes = helpful_modes(&e);
    assert!(modes.contains(&CastingMode::Crosscast), "{e}");
    assert!(!modes.contains(&CastingMode::Upcast), "{e}");
    for mode in modes {
        let r = ivy::with_casting_mode(mode, || ivy::relu6(&x));
        let r = r.unwrap_or_else(|e| panic!("{mode}: {e}"));
        // clip(1, 0, 6) = 1, clip(0, 0, 6) = 0, in whatever numeric dtype the mode chose.
        assert!(r.dtype().is_numeric(), "{mode}: {}", r.dtype());
        assert_eq!(
            ivy::astype(&r, Dtype::Float64).unwrap().to_string(),
            "[1., 0.]"
        );
    }
}

#[test]
fn a_cpu_only_backend_reports_only_the_cpu() {
    let vec = vec();
    assert_eq!(
        ivy::exp::DECL.supported_devices(vec),
        [ivy::DeviceKind::Cpu]
    );
    let per_device = ivy::exp::DECL.supported_devices_and_dtypes(vec);
    assert_eq!(
        per_device,
        [(
            ivy::DeviceKind::Cpu,
            DtypeSet::of(&[Dtype::Float32, Dtype::Float64])
        )]
    );
}

/// A second kernel of `square` for the vec backend, which lists its kernels (so this one is
/// not installed with it).
#[ivy::implements(square for VecBackend)]
fn another_vec_square(x: &vec_backend::VecArray) -> ivy::Result<vec_backend::VecArray> {
    Ok(x.clone())
}

/// A kernel whose code takes float32 alone, and whose listing leaves nothing out.
#[ivy::implements(ivy::positive for VecBackend, takes = ivy::DtypeSet::of(&[ivy::Dtype::Float32]))]
#[ivy::with_unsupported_dtypes("0.1 and above" => [])]
fn vec_positive(x: &vec_backend::VecArray) -> ivy::Result<vec_backend::VecArray> {
    Ok(x.clone())
}

#[test]
fn a_kernel_s_takes_decides_although_its_listing_keeps_the_dtype() {
    let vec = vec();
    ivy::register_kernels(vec, ivy::kernels![vec_positive]).unwrap();
    // float64: `takes` leaves it out; the listing (float16 only) keeps it. The first decides.
    let d = ivy::positive::DECL.decision(vec, Dtype::Float64);
    assert!(!d.verdict.is_supported(), "{d:#?}");
    assert_eq!(
        d.decided_by,
        "kernel `vec_positive`: its code takes {float32}, which does not list it"
    );
    // float32: both keep it.
    assert!(
        ivy::positive::DECL
            .decision(vec, Dtype::Float32)
            .verdict
            .is_supported()
    );
}

#[test]
fn a_crate_gives_its_own_function_a_kernel_on_a_registered_backend() {
    vec();
    let y = square(&ivy::array![1i8, 2, 3].unwrap()).unwrap();
    assert_eq!(
        (y.dtype(), y.to_string()),
        (Dtype::Int8, "[1, 4, 9]".to_owned())
    );
    // Installed once: registering the same kernel again changes nothing.
    let ndarray = ivy::init().unwrap();
    let kernel = <vec_backend::ndarray_square>::KERNEL;
    ivy::register_kernels(ndarray, ivy::kernels![vec_backend::ndarray_square]).unwrap();
    assert!(
        ndarray
            .kernel(square::DECL)
            .is_some_and(|k| std::ptr::eq(k, kernel))
    );
    // Another kernel for a function that has one is refused, and nothing changes.
    let again = ivy::register_kernels(vec(), ivy::kernels![another_vec_square]);
    assert!(matches!(
        again,
        Err(Error::DuplicateKernel {
            function: "square",
            ..
        })
    ));
    let listed = <vec_backend::vec_square>::KERNEL;
    assert!(
        vec()
            .kernel(square::DECL)
            .is_some_and(|k| std::ptr::eq(k, listed))
    );
    // Its declaration resolved against ndarray's version: bool is unsupported.
    assert!(
        !square::DECL
            .supported_dtypes(ivy::init().unwrap())
            .contains(Dtype::Bool)
    );
}

#[test]
fn the_conformance_sweep_checks_a_third_party_backend() {
    let report = ivy::conformance::check(&[vec()]).unwrap();
    let failures: Vec<String> = report.failures.iter().map(|f| f.to_string()).collect();
    assert!(failures.is_empty(), "{report}\n{}", failures.join("\n"));
}

/// A frontend function that takes its input in another dtype casts it with `astype`, which the
/// vec backend has no kernel for: its output type is refused as the call is, by `astype`
/// (the conformance sweep finds JAX's narrowing of float64 so; here PyTorch's `dtype`).
#[test]
fn a_frontend_cast_the_backend_cannot_make_is_refused_by_its_output_type_too() {
    use ivy::frontends::torch;
    let x = ivy::array![0.5f32, 1.5].unwrap().to_backend(vec()).unwrap();
    let _on_vec = ivy::backend_scope(vec());
    for (call, typed) in [
        (
            torch::mean::with(&x).dtype(Dtype::Float64).call(),
            torch::mean::output_type(&x.tensor_type(), None, false, Some(Dtype::Float64), None),
        ),
        (
            torch::softmax::with(&x, 0).dtype(Dtype::Float64).call(),
            torch::softmax::output_type(&x.tensor_type(), 0, Some(Dtype::Float64)),
        ),
    ] {
        let e = call.unwrap_err();
        assert!(
            matches!(
                e,
                Error::NoKernel {
                    function: "astype",
                    ..
                }
            ),
            "{e}"
        );
        assert_eq!(typed.unwrap_err(), e);
    }
    // In its own dtype, nothing is cast: both reach `mean`, which vec has no kernel for either.
    let e = torch::mean::with(&x)
        .dtype(Dtype::Float32)
        .call()
        .unwrap_err();
    assert!(
        matches!(
            e,
            Error::NoKernel {
                function: "mean",
                ..
            }
        ),
        "{e}"
    );
    let typed = torch::mean::output_type(&x.tensor_type(), None, false, Some(Dtype::Float32), None);
    assert_eq!(typed.unwrap_err(), e);
}

/// A native array asked for as a type it is not: the error names the type asked for, the
/// backend and its native type. `ArrayD<f32>` is what a user of ndarray tries first; the
/// ndarray backend's arrays are the `NdArray` enum over every dtype.
#[test]
fn a_native_asked_for_as_another_type_names_the_native_type() {
    ivy::init().unwrap();
    let x = ivy::array![1.0f32, 2.0].unwrap();
    for e in [
        x.native::<ndarray::ArrayD<f32>>().err().unwrap(),
        x.clone().into_native::<ndarray::ArrayD<f32>>().unwrap_err(),
    ] {
        let Error::NotNative {
            asked,
            backend,
            native,
        } = e
        else {
            panic!("{e}")
        };
        assert!(
            asked.contains("ArrayBase") && asked.contains("f32"),
            "{asked}"
        );
        assert_eq!(backend, "ndarray");
        assert!(native.ends_with("::NdArray"), "{native}");
        let text = e.to_string();
        assert!(text.contains(asked) && text.contains(native), "{text}");
    }
    // The native type itself, and the array it came from still whole.
    let nd = x.into_native::<ivy::ndarray::NdArray>().unwrap();
    assert_eq!(nd.shape(), &[2]);

    let y = ivy::asarray::with(ivy::HostArray::from(vec![1.0f64]))
        .device(ivy::Device::Cpu)
        .call()
        .unwrap()
        .to_backend(vec())
        .unwrap();
    let Error::NotNative {
        native, backend, ..
    } = y.native::<ivy::ndarray::NdArray>().err().unwrap()
    else {
        panic!("not NotNative")
    };
    assert_eq!(backend, <VecBackend as ivy::Backend>::NAME);
    assert_eq!(
        native,
        std::any::type_name::<<VecBackend as ivy::Backend>::Native>()
    );
}
