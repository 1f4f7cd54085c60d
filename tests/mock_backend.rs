//! The registry and the wrapper chain through the real macros, over a tiny mock backend (f64
//! data under any dtype tag), so every form of declaration and kernel is exercised without a
//! real framework.

use ivy::{
    Array, ArrayLike, Backend, BackendError, BackendId, CastingMode, Device, Dtype, DtypeSet,
    Error, HostArray, HostData, KernelDecl, Result, Version,
};

#[derive(Clone, Debug, PartialEq)]
struct Mock {
    dtype: Dtype,
    shape: Vec<usize>,
    data: Vec<f64>,
}

struct MockBackend;

impl Backend for MockBackend {
    type Native = Mock;
    const NAME: &'static str = "mock";
    const VALID_DTYPES: DtypeSet = DtypeSet::VALID.without(Dtype::Complex128);

    fn version(&self) -> Version {
        "1.2.0".parse().unwrap()
    }
    fn dtype(&self, x: &Mock) -> std::result::Result<Dtype, BackendError> {
        Ok(x.dtype)
    }
    fn shape<'a>(&self, x: &'a Mock) -> &'a [usize] {
        &x.shape
    }
    fn astype(&self, x: &Mock, dtype: Dtype) -> std::result::Result<Mock, BackendError> {
        // The mock's backend code outside a kernel panics here, for the containment tests.
        assert!(dtype != Dtype::Uint64, "mock astype to uint64 panicked");
        Ok(Mock { dtype, ..x.clone() })
    }
    fn native_from_host(
        &self,
        host: HostArray,
        _: Device,
    ) -> std::result::Result<Mock, BackendError> {
        let dtype = host.dtype();
        let (shape, data) = host.into_parts();
        let data = match data {
            HostData::Float64(v) => v,
            HostData::Float32(v) => v.into_iter().map(f64::from).collect(),
            HostData::Int32(v) => v.into_iter().map(f64::from).collect(),
            HostData::Int8(v) => v.into_iter().map(f64::from).collect(),
            other => return Err(BackendError::msg(format!("mock: {}", other.dtype()))),
        };
        Ok(Mock { dtype, shape, data })
    }
    fn to_host(&self, x: &Mock) -> std::result::Result<HostArray, BackendError> {
        Ok(HostArray::new(x.shape.clone(), x.data.clone())?)
    }
    fn kernels(&self) -> Vec<&'static KernelDecl> {
        ivy::kernels![
            mock_tan,
            mock_add,
            mock_zeros,
            mock_linear,
            mock_ones_here,
            mock_twos_here,
            mock_min_max,
            mock_pieces,
            mock_tan_into,
            mock_add_mixed,
            mock_subtract,
            mock_subtract_scalar
        ]
    }
}

// ---------------------------------------------------------------- declarations

/// Tangent, element-wise.
#[ivy::primary]
#[ivy::returns(same(x))]
#[ivy::handle_out]
#[ivy::nestable]
pub fn tan(x: &Array, out: Option<&mut Array>) -> Result<Array>;

/// Sum, element-wise.
#[ivy::nestable]
#[ivy::primary]
#[ivy::returns(broadcast(&[x1, x2]))]
#[ivy::handle_out]
pub fn add(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

/// Difference, element-wise: a kernel of arrays, and a `scalar` kernel beside it.
#[ivy::primary]
#[ivy::returns(broadcast(&[x1, x2]))]
#[ivy::handle_out]
pub fn subtract(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

/// An array of zeros.
#[ivy::primary]
#[ivy::returns(created(shape, dtype))]
#[ivy::infer_dtype]
#[ivy::infer_device]
pub fn zeros(shape: &[usize], dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;

/// `x + weight (+ bias)` here: a mixed function whose kernel takes 1-d weights only.
#[ivy::mixed]
#[ivy::returns(broadcast(&[x, weight]))]
#[ivy::handle_out]
pub fn linear(
    x: &Array,
    weight: &Array,
    bias: Option<&Array>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let y = add(x, weight)?;
    match bias {
        Some(b) => add(&y, b),
        None => Ok(y),
    }
}

/// Ones (the body: zeros plus one). `to_add`: the kernel path decides the dtype and device its
/// kernel receives; the body takes them as given.
#[ivy::mixed(to_add = [infer_dtype, infer_device])]
#[ivy::returns(created(shape, dtype))]
pub fn ones_here(shape: &[usize], dtype: Option<Dtype>, device: Option<Device>) -> Result<Array> {
    let z = zeros::with(shape).dtype(dtype).device(device).call()?;
    add(&z, 1)
}

/// Twos. `to_skip`: the body path decides the dtype (`#[infer_dtype]`), the kernel receives it
/// as given.
#[ivy::mixed(to_skip = [infer_dtype])]
#[ivy::infer_dtype]
// The kernel path's dtype as given: the mock's kernel marks a left-out one int8.
#[ivy::returns(created(shape, dtype.unwrap_or(Dtype::Int8)))]
pub fn twos_here(shape: &[usize], dtype: Option<Dtype>) -> Result<Array> {
    let z = zeros::with(shape).dtype(dtype).call()?;
    add(&z, 2)
}

/// The smallest and the largest element: two outputs.
#[ivy::primary]
#[ivy::returns(Ok((reduce(x, None, false)?, reduce(x, None, false)?)))]
#[ivy::handle_out]
#[ivy::nestable]
pub fn min_max(x: &Array, out: Option<(&mut Array, &mut Array)>) -> Result<(Array, Array)>;

/// The elements as `n` pieces of equal length: a list of outputs.
#[ivy::primary]
#[ivy::returns(split_into(&flat(x, x.dtype)?, Some(ivy::Sections::Count(n)), 0, false))]
#[ivy::handle_out]
#[ivy::nestable]
pub fn pieces(x: &Array, n: usize, out: Option<&mut [Array]>) -> Result<Vec<Array>>;

// ---------------------------------------------------------------- kernels

#[ivy::implements(min_max for MockBackend)]
fn mock_min_max(x: &Mock) -> Result<(Mock, Mock)> {
    let one = |v: f64| Mock {
        dtype: x.dtype,
        shape: vec![],
        data: vec![v],
    };
    let min = x.data.iter().copied().fold(f64::INFINITY, f64::min);
    let max = x.data.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    Ok((one(min), one(max)))
}

#[ivy::implements(pieces for MockBackend)]
fn mock_pieces(x: &Mock, n: usize) -> Result<Vec<Mock>> {
    if n == 0 || !x.data.len().is_multiple_of(n) {
        return Err(Error::InvalidInput(format!(
            "pieces: {} elements do not split into {n} equal pieces",
            x.data.len()
        )));
    }
    let len = x.data.len() / n;
    Ok(x.data
        .chunks(len)
        .map(|c| Mock {
            dtype: x.dtype,
            shape: vec![len],
            data: c.to_vec(),
        })
        .collect())
}

#[ivy::implements(tan for MockBackend)]
#[ivy::with_unsupported_dtypes("1.2 and below" => ["integer", "bool"], "0.9" => [])]
fn mock_tan(x: &Mock) -> Result<Mock> {
    // In pieces across rayon's threads (the shared loops' helpers) when large; a piece with a
    // 13 in it panics there, for the containment tests.
    let mut data = vec![0.0; x.data.len()];
    ivy::loops::parallel::for_each_piece(&x.data, &mut data, 1024, |x, out| {
        for (o, v) in out.iter_mut().zip(x) {
            assert!(*v != 13.0, "mock tan of 13 panicked on a helper thread");
            *o = v.tan();
        }
    });
    Ok(Mock { data, ..x.clone() })
}

thread_local! {
    /// Where each 0-d second operand `mock_add` was given lay, for the literal tests.
    static LITERALS_SEEN: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
    /// A call `mock_add` makes once from inside its kernel, for the literal tests.
    static INSIDE_ADD: std::cell::RefCell<Option<Box<dyn FnOnce()>>> = const { std::cell::RefCell::new(None) };
}

// Indexes out of bounds (a panic) on lengths that do not broadcast.
#[ivy::implements(add for MockBackend)]
fn mock_add(x1: &Mock, x2: &Mock) -> Result<Mock> {
    if x2.shape.is_empty() {
        LITERALS_SEEN.with(|seen| seen.borrow_mut().push(std::ptr::from_ref(x2) as usize));
    }
    if let Some(inside) = INSIDE_ADD.with(|f| f.borrow_mut().take()) {
        inside();
    }
    if x1.data.len() == 1 && x2.data.len() > 1 {
        return mock_add(x2, x1);
    }
    let data = x1
        .data
        .iter()
        .enumerate()
        .map(|(i, v)| v + x2.data[if x2.data.len() == 1 { 0 } else { i }])
        .collect();
    Ok(Mock { data, ..x1.clone() })
}

#[ivy::with_supported_dtypes("1.0 and above" => ["float32", "float64", "int32"])]
#[ivy::implements(zeros for MockBackend)]
fn mock_zeros(shape: &[usize], dtype: Dtype, _device: Device) -> Result<Mock> {
    Ok(Mock {
        dtype,
        shape: shape.to_vec(),
        data: vec![0.0; shape.iter().product()],
    })
}

#[ivy::implements(ones_here for MockBackend)]
fn mock_ones_here(shape: &[usize], dtype: Dtype, device: Device) -> Result<Mock> {
    assert_eq!(device, Device::Cpu);
    Ok(Mock {
        dtype,
        shape: shape.to_vec(),
        data: vec![1.0; shape.iter().product()],
    })
}

/// Marks what it was given: a dtype left out gives int8 (which no inference would choose).
#[ivy::implements(twos_here for MockBackend)]
fn mock_twos_here(shape: &[usize], dtype: Option<Dtype>) -> Result<Mock> {
    Ok(Mock {
        dtype: dtype.unwrap_or(Dtype::Int8),
        shape: shape.to_vec(),
        data: vec![2.0; shape.iter().product()],
    })
}

#[ivy::implements(linear for MockBackend)]
#[ivy::partial_mixed(handler = |_x, weight, _bias| weight.ndim() == 1)]
fn mock_linear(x: &Mock, weight: &Mock, _bias: Option<&Mock>) -> Result<Mock> {
    let _ = weight;
    Ok(Mock {
        data: x.data.iter().map(|v| v * 100.0).collect(),
        ..x.clone()
    })
}

// ---------------------------------------------------------------- helpers

fn backend() -> BackendId {
    static ID: std::sync::OnceLock<BackendId> = std::sync::OnceLock::new();
    *ID.get_or_init(|| ivy::register_backend(MockBackend).unwrap())
}

fn arr(data: &[f64], dtype: Dtype) -> Array {
    let h = HostArray::new(vec![data.len()], data.to_vec()).unwrap();
    Array::from_host(backend(), h, Device::Cpu)
        .unwrap()
        .cast(dtype)
        .unwrap()
}

fn data(a: &Array) -> Vec<f64> {
    a.native::<Mock>().unwrap().data.clone()
}

// ---------------------------------------------------------------- tests

#[test]
fn a_primary_call_reaches_the_kernel() {
    let x = arr(&[0.0, 1.0], Dtype::Float32);
    let y = tan(&x).unwrap();
    assert_eq!(y.dtype(), Dtype::Float32);
    assert_eq!(data(&y), [0.0, 1f64.tan()]);
}

#[test]
fn unsupported_dtypes_fail_or_cast_by_mode() {
    let x = arr(&[1.0], Dtype::Int16);
    let err = tan(&x).unwrap_err();
    match &err {
        Error::UnsupportedDtype {
            function,
            dtype,
            backend,
            version,
            helpful_modes,
            ..
        } => {
            assert_eq!(
                (*function, *dtype, *backend, version.as_str()),
                ("tan", Dtype::Int16, "mock", "1.2.0")
            );
            assert_eq!(helpful_modes, &[CastingMode::Crosscast, CastingMode::Cast]);
        }
        other => panic!("{other:?}"),
    }
    assert!(err.to_string().contains("crosscast or cast"), "{err}");
    let y = ivy::with_casting_mode(CastingMode::Crosscast, || tan(&x)).unwrap();
    assert_eq!(y.dtype(), Dtype::Float32);
}

#[test]
fn arrays_of_one_dtype_still_move_convert_and_check() {
    // Arrays of one dtype that the kernel takes as they are skip planning; these are not
    // such calls, and each must still take its step.
    // Arrays of another backend: moved to the scoped one.
    let ndarray_backend = ivy::init().unwrap();
    let on_ndarray = ivy::from_ndarray(ndarray::ArrayD::from_elem(vec![2], 1.5f32)).unwrap();
    assert_eq!(on_ndarray.backend(), ndarray_backend);
    let y = {
        let _b = ivy::backend_scope(backend());
        add(&on_ndarray, &on_ndarray).unwrap()
    };
    assert_eq!(
        (y.backend(), y.dtype(), data(&y)),
        (backend(), Dtype::Float32, vec![3.0, 3.0])
    );
    // A dtype the kernel does not take: refused, and cast under a casting mode.
    let x = arr(&[0.0, 1.0], Dtype::Int32);
    assert!(matches!(
        tan(&x),
        Err(Error::UnsupportedDtype {
            dtype: Dtype::Int32,
            ..
        })
    ));
    let y = ivy::with_casting_mode(CastingMode::Cast, || tan(&x)).unwrap();
    assert_eq!(y.dtype(), Dtype::Float32);
    assert_eq!(data(&y), [0.0, 1f64.tan()]);
}

#[test]
fn binary_functions_promote_and_scalars_are_weak() {
    let a = arr(&[1.0, 2.0], Dtype::Int8);
    let b = arr(&[1.0, 2.0], Dtype::Int32);
    assert_eq!(add(&a, &b).unwrap().dtype(), Dtype::Int32);
    let c = add(&a, 3).unwrap();
    assert_eq!((c.dtype(), data(&c)), (Dtype::Int8, vec![4.0, 5.0]));
    assert!(matches!(add(&a, 300), Err(Error::ScalarOutOfRange { .. })));
    // A float literal next to integers is float64 under Ivy's rules, as Ivy converts it.
    assert_eq!(add(&a, 1.5).unwrap().dtype(), Dtype::Float64);
}

/// A literal's 0-d array is kept for the thread's next call with it (`x + 2` in a loop), but
/// never shared by two calls under way: a call made from inside a kernel that holds it gets
/// an array of its own, which is then kept in the first one's place.
#[test]
fn a_kept_literal_array_serves_one_call_at_a_time() {
    let x = arr(&[1.0, 2.0], Dtype::Float64);
    let seen = || LITERALS_SEEN.with(|seen| seen.take());
    seen();
    for _ in 0..3 {
        assert_eq!(data(&add(&x, 0.5).unwrap()), [1.5, 2.5]);
    }
    let looped = seen();
    assert_eq!(looped.len(), 3);
    assert!(looped.iter().all(|&at| at == looped[0]), "{looped:?}");

    let inner = x.clone();
    INSIDE_ADD.with(|f| {
        *f.borrow_mut() = Some(Box::new(move || {
            assert_eq!(data(&add(&inner, 0.5).unwrap()), [1.5, 2.5]);
        }));
    });
    assert_eq!(data(&add(&x, 0.5).unwrap()), [1.5, 2.5]);
    let nested = seen();
    // The outer call's array first (it holds it), then the inner call's own.
    assert_eq!(nested.len(), 2);
    assert_eq!(nested[0], looped[0]);
    assert_ne!(nested[1], nested[0]);
    // The inner call's array is the one kept now, and serves the calls after.
    for _ in 0..2 {
        assert_eq!(data(&add(&x, 0.5).unwrap()), [1.5, 2.5]);
    }
    assert_eq!(seen(), [nested[1]; 2]);
}

/// More literals in turn than the thread keeps: each call still adds its own, the arrays put
/// out and in again as the store turns over.
#[test]
fn literals_beyond_those_kept_still_add_their_own_values() {
    let x = arr(&[1.0, 2.0], Dtype::Float64);
    for _ in 0..3 {
        for k in 0..7 {
            let k = f64::from(k) + 0.25;
            assert_eq!(data(&add(&x, k).unwrap()), [1.0 + k, 2.0 + k]);
            assert_eq!(data(&add(&x, -k).unwrap()), [1.0 - k, 2.0 - k]);
        }
    }
}

#[test]
fn infer_dtype_and_supported_declarations() {
    let _b = ivy::backend_scope(backend());
    assert_eq!(zeros(&[2]).unwrap().dtype(), Dtype::Float32);
    assert_eq!(
        zeros::with(&[2])
            .dtype(Dtype::Int32)
            .call()
            .unwrap()
            .dtype(),
        Dtype::Int32
    );
    assert!(matches!(
        zeros::with(&[2]).dtype(Dtype::Int8).call(),
        Err(Error::UnsupportedDtype { .. })
    ));
    // upcast computes in int32 and casts back to what was asked for.
    let z = ivy::with_casting_mode(CastingMode::Upcast, || {
        zeros::with(&[2]).dtype(Dtype::Int8).call()
    })
    .unwrap();
    assert_eq!(z.dtype(), Dtype::Int8);
    assert!(matches!(
        zeros::with(&[2]).device(Device::Gpu(0)).call(),
        Err(Error::UnsupportedDevice { .. })
    ));
}

#[test]
fn to_add_and_to_skip_change_what_the_kernel_receives() {
    let _b = ivy::backend_scope(backend());
    // to_add: the kernel receives the decided dtype (the default float) and device.
    let ones = ones_here(&[2]).unwrap();
    assert_eq!(
        (ones.dtype(), data(&ones)),
        (Dtype::Float32, vec![1.0, 1.0])
    );
    let ones = ones_here::with(&[2]).dtype(Dtype::Int32).call().unwrap();
    assert_eq!(ones.dtype(), Dtype::Int32);
    // to_skip: the kernel receives the dtype as given, `None` when left out.
    let twos = twos_here(&[2]).unwrap();
    assert_eq!((twos.dtype(), data(&twos)), (Dtype::Int8, vec![2.0, 2.0]));
    let twos = twos_here::with(&[2]).dtype(Dtype::Float64).call().unwrap();
    assert_eq!(twos.dtype(), Dtype::Float64);
}

#[test]
fn out_is_checked_before_it_is_written() {
    let x = arr(&[0.0, 1.0], Dtype::Float32);
    let mut wrong_shape = arr(&[7.0], Dtype::Float32);
    let before = wrong_shape.clone();
    assert!(matches!(
        tan::with(&x).out(&mut wrong_shape).call(),
        Err(Error::OutShape { .. })
    ));
    assert!(wrong_shape.same_native(&before));
    let mut narrow = arr(&[7.0, 7.0], Dtype::Float16);
    let before = narrow.clone();
    assert!(matches!(
        tan::with(&x).out(&mut narrow).call(),
        Err(Error::OutDtype { .. })
    ));
    assert!(narrow.same_native(&before));
    let mut wide = arr(&[7.0, 7.0], Dtype::Float64);
    let r = tan::with(&x).out(&mut wide).call().unwrap();
    assert_eq!(wide.dtype(), Dtype::Float64);
    assert_eq!(data(&wide), data(&r));
}

#[test]
fn partial_mixed_handler_chooses_per_call() {
    let x = arr(&[1.0, 2.0], Dtype::Float32);
    let w1 = arr(&[1.0, 1.0], Dtype::Float32);
    assert_eq!(data(&linear(&x, &w1).unwrap()), [100.0, 200.0]);
    let w2 = Array::from_host(
        backend(),
        HostArray::new(vec![1, 2], vec![1.0f64, 1.0]).unwrap(),
        Device::Cpu,
    )
    .unwrap()
    .cast(Dtype::Float32)
    .unwrap();
    // 2-D weight: the handler says no, the compositional body runs (x + w).
    assert_eq!(data(&linear(&x, &w2).unwrap()), [2.0, 3.0]);
}

#[test]
fn containers_map_leaf_by_leaf_and_must_share_structure() {
    let c = ivy::Container::new()
        .with("a", arr(&[1.0], Dtype::Float32))
        .with(
            "b",
            ivy::Container::new().with("c", arr(&[2.0], Dtype::Float32)),
        );
    let r = add::nested(&c, 1.0).unwrap().into_container().unwrap();
    assert_eq!(data(r.at("b/c").unwrap()), [3.0]);
    let d = ivy::Container::new()
        .with("a", arr(&[1.0], Dtype::Float32))
        .with("x", arr(&[1.0], Dtype::Float32));
    let err = add::nested(&c, &d).unwrap_err();
    assert_eq!(
        err.to_string(),
        "containers do not share one structure: the second container has `x` here at `b`"
    );
}

#[test]
fn queries_report_resolved_support() {
    let b = backend();
    assert_eq!(
        tan::DECL.supported_dtypes(b),
        DtypeSet::FLOAT | DtypeSet::of(&[Dtype::Complex64])
    );
    assert_eq!(
        zeros::DECL.supported_dtypes(b),
        DtypeSet::of(&[Dtype::Float32, Dtype::Float64, Dtype::Int32])
    );
    // Under another version: "0.9" is an exact key with nothing unsupported.
    let old = ivy::register_backend_as(MockBackend, "0.9".parse().unwrap()).unwrap();
    assert_eq!(
        tan::DECL.supported_dtypes(old),
        DtypeSet::VALID.without(Dtype::Complex128)
    );
    // A compositional path's support is its callees'.
    assert_eq!(
        linear::DECL.supported_dtypes(b),
        DtypeSet::VALID.without(Dtype::Complex128)
    );
    // A CPU-only backend supports no other device kind.
    assert_eq!(tan::DECL.supported_devices(b), [ivy::DeviceKind::Cpu]);
}

#[test]
fn a_kernel_panic_becomes_an_error() {
    let a = arr(&[1.0, 2.0, 3.0], Dtype::Float32);
    let b = arr(&[1.0, 2.0], Dtype::Float32);
    match add(&a, &b) {
        Err(Error::KernelPanic {
            function,
            backend,
            message,
        }) => {
            assert_eq!((function, backend), ("add", "mock"));
            assert!(message.contains("index out of bounds"), "{message}");
        }
        other => panic!("{other:?}"),
    }
}

/// Issue 10, item 10: contained panics (a kernel's, and the backend's own code outside a
/// kernel) print nothing, while a panic of the user's own still prints through the hook that
/// was there before. Checked on the real stderr of a child running [`panics_in_a_child`].
#[test]
fn contained_panics_print_nothing_and_the_users_own_still_print() {
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "panics_in_a_child", "--ignored", "--nocapture"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stdout.contains("1 passed"),
        "{stdout}\n{stderr}"
    );
    assert!(!stderr.contains("index out of bounds"), "{stderr}");
    assert!(!stderr.contains("mock astype"), "{stderr}");
    // Issue 29, item 9: a kernel's panic on a helper thread printed (caught all the same).
    assert!(!stderr.contains("mock tan of 13"), "{stderr}");
    assert!(stderr.contains("the user's own panic"), "{stderr}");
}

#[test]
#[ignore = "run in a child by contained_panics_print_nothing_and_the_users_own_still_print"]
fn panics_in_a_child() {
    let a = arr(&[1.0, 2.0, 3.0], Dtype::Float32);
    let b = arr(&[1.0, 2.0], Dtype::Float32);
    assert!(matches!(
        add(&a, &b),
        Err(Error::KernelPanic {
            function: "add",
            ..
        })
    ));
    match a.cast(Dtype::Uint64) {
        Err(Error::KernelPanic {
            function, message, ..
        }) => {
            assert_eq!(function, "astype");
            assert!(
                message.contains("mock astype to uint64 panicked"),
                "{message}"
            );
        }
        other => panic!("{other:?}"),
    }
    // Large enough to run in pieces on rayon's threads (a caller outside the pool only waits).
    let many = arr(&vec![13.0; 1 << 16], Dtype::Float32);
    match tan(&many) {
        Err(Error::KernelPanic {
            function, message, ..
        }) => {
            assert_eq!(function, "tan");
            assert!(message.contains("mock tan of 13"), "{message}");
        }
        other => panic!("{other:?}"),
    }
    let users = std::panic::catch_unwind(|| panic!("the user's own panic"));
    assert!(users.is_err());
}

#[test]
fn only_a_requested_dtype_is_cast_back() {
    let _b = ivy::backend_scope(backend());
    let _m = ivy::casting_mode_scope(CastingMode::Upcast);
    // Inferred int8 (the global default here) is unsupported: computed as int32, kept so.
    let z = ivy::with_default_dtype(Dtype::Int8, || zeros(&[2])).unwrap();
    assert_eq!(z.unwrap().dtype(), Dtype::Int32);
    // Asked-for int8: computed as int32, cast back.
    assert_eq!(
        zeros::with(&[2]).dtype(Dtype::Int8).call().unwrap().dtype(),
        Dtype::Int8
    );
}

/// A backend type of its own over the mock's arrays (kernels are written per backend type),
/// listing `$kernels` and declaring `$absent` absent.
macro_rules! mock_alike {
    ($(#[$doc:meta])* $B:ident, $name:literal, [$($kernel:ident),*], [$($absent:expr),*]) => {
        $(#[$doc])*
        struct $B;

        impl Backend for $B {
            type Native = Mock;
            const NAME: &'static str = $name;
            const VALID_DTYPES: DtypeSet = MockBackend::VALID_DTYPES;

            fn version(&self) -> Version {
                MockBackend.version()
            }
            fn dtype(&self, x: &Mock) -> std::result::Result<Dtype, BackendError> {
                Ok(x.dtype)
            }
            fn shape<'a>(&self, x: &'a Mock) -> &'a [usize] {
                &x.shape
            }
            fn native_from_host(
                &self,
                host: HostArray,
                device: Device,
            ) -> std::result::Result<Mock, BackendError> {
                MockBackend.native_from_host(host, device)
            }
            fn to_host(&self, x: &Mock) -> std::result::Result<HostArray, BackendError> {
                MockBackend.to_host(x)
            }
            fn kernels(&self) -> Vec<&'static KernelDecl> {
                ivy::kernels![$($kernel),*]
            }
            fn absent(&self) -> Vec<ivy::Absent> {
                vec![$($absent),*]
            }
        }
    };
}

mock_alike!(
    /// A mock backend that lists one kernel twice.
    DuplicatingBackend,
    "mock-dup",
    [dup_add, dup_tan, another_dup_tan],
    []
);

#[ivy::implements(add for DuplicatingBackend)]
fn dup_add(x1: &Mock, _x2: &Mock) -> Result<Mock> {
    Ok(x1.clone())
}

#[ivy::implements(tan for DuplicatingBackend)]
fn dup_tan(x: &Mock) -> Result<Mock> {
    Ok(x.clone())
}

#[ivy::implements(tan for DuplicatingBackend)]
fn another_dup_tan(x: &Mock) -> Result<Mock> {
    Ok(x.clone())
}

#[test]
fn a_failed_registration_leaves_nothing_behind() {
    let err = ivy::register_backend(DuplicatingBackend).unwrap_err();
    assert!(
        matches!(
            err,
            Error::DuplicateKernel {
                function: "tan",
                ..
            }
        ),
        "{err:?}"
    );
    // The kernels listed before the duplicate must not hold slots for the next backend.
    let next = ivy::register_backend_as(MockBackend, "1.3".parse().unwrap()).unwrap();
    assert!(add::DECL.kernel_support(next).is_some());
    assert!(tan::DECL.kernel_support(next).is_some());
}

#[test]
fn a_kernel_listed_again_is_installed_once() {
    let tan_kernel = <mock_tan>::KERNEL;
    ivy::register_kernels(backend(), ivy::kernels![mock_tan, mock_tan]).unwrap();
    assert!(
        backend()
            .kernel(tan::DECL)
            .is_some_and(|k| std::ptr::eq(k, tan_kernel))
    );
}

#[test]
fn kernels_written_for_another_backend_type_are_refused() {
    let err = ivy::register_kernels(backend(), ivy::kernels![dup_add]).unwrap_err();
    assert!(
        err.to_string()
            .contains("`dup_add` of add is written for another backend type than mock's"),
        "{err}"
    );
}

#[test]
fn a_function_returns_a_tuple_of_arrays() {
    let x = arr(&[3.0, -1.0, 2.0], Dtype::Float32);
    let (lo, hi) = min_max(&x).unwrap();
    assert_eq!((data(&lo), data(&hi)), (vec![-1.0], vec![3.0]));
    assert_eq!(lo.dtype(), Dtype::Float32);
    // Every out array is checked before any is written: one of the wrong dtype leaves both.
    let zero = |dtype: Dtype| {
        let h = HostArray::new(vec![], vec![0.0f64]).unwrap();
        Array::from_host(backend(), h, Device::Cpu)
            .unwrap()
            .cast(dtype)
            .unwrap()
    };
    let (mut good, mut narrow) = (zero(Dtype::Float64), zero(Dtype::Float16));
    let (g0, n0) = (good.clone(), narrow.clone());
    assert!(matches!(
        min_max::with(&x).out((&mut good, &mut narrow)).call(),
        Err(Error::OutDtype { .. })
    ));
    assert!(good.same_native(&g0) && narrow.same_native(&n0));
    let mut other = zero(Dtype::Float64);
    min_max::with(&x)
        .out((&mut good, &mut other))
        .call()
        .unwrap();
    assert_eq!((data(&good), data(&other)), (vec![-1.0], vec![3.0]));
    // `good` was written in its own array, which its clone shares.
    assert_eq!(data(&g0), [-1.0]);
    // Over containers: one container per output.
    let c = ivy::Container::new()
        .with("a", arr(&[1.0, 5.0], Dtype::Float32))
        .with("b", arr(&[-2.0, 0.0], Dtype::Float32));
    let (lo, hi) = min_max::nested(&c).unwrap();
    let (lo, hi) = (lo.into_container().unwrap(), hi.into_container().unwrap());
    assert_eq!(data(lo.at("a").unwrap()), [1.0]);
    assert_eq!(data(hi.at("b").unwrap()), [0.0]);
}

#[test]
fn a_function_returns_a_list_of_arrays() {
    let x = arr(&[1.0, 2.0, 3.0, 4.0], Dtype::Float64);
    let p = pieces(&x, 2).unwrap();
    assert_eq!(
        p.iter().map(data).collect::<Vec<_>>(),
        [vec![1.0, 2.0], vec![3.0, 4.0]]
    );
    assert!(matches!(pieces(&x, 3), Err(Error::InvalidInput(_))));
    // out takes one array per output.
    let mut outs = vec![
        arr(&[0.0, 0.0], Dtype::Float64),
        arr(&[0.0, 0.0], Dtype::Float64),
    ];
    pieces::with(&x, 2).out(&mut outs).call().unwrap();
    assert_eq!(data(&outs[1]), [3.0, 4.0]);
    let mut too_few = vec![arr(&[0.0, 0.0], Dtype::Float64)];
    assert!(matches!(
        pieces::with(&x, 2).out(&mut too_few).call(),
        Err(Error::ShapeMismatch { .. })
    ));
    let c = ivy::Container::new().with("a", x.clone());
    let nested = pieces::nested(&c, 2).unwrap();
    assert_eq!(nested.len(), 2);
    let second = nested.into_iter().nth(1).unwrap().into_container().unwrap();
    assert_eq!(data(second.at("a").unwrap()), [3.0, 4.0]);
}

// ---------------------------------------------------------------- fast paths in the slots

/// `x1 - x2`, one of them holding one element or both of one length.
#[ivy::implements(subtract for MockBackend)]
fn mock_subtract(x1: &Mock, x2: &Mock) -> Result<Mock> {
    FAST_PATHS.with(|p| {
        p.borrow_mut()
            .push(format!("subtract {:?} {:?}", x1.shape, x2.shape))
    });
    let at = |v: &[f64], i: usize| v[if v.len() == 1 { 0 } else { i }];
    let (x, n) = if x1.data.len() >= x2.data.len() {
        (x1, x1.data.len())
    } else {
        (x2, x2.data.len())
    };
    let data = (0..n).map(|i| at(&x1.data, i) - at(&x2.data, i)).collect();
    Ok(Mock { data, ..x.clone() })
}

/// `subtract` of an array and a literal (either side), read as a value; declines arrays of
/// more than three elements, and panics on the literal 666.
#[ivy::implements(subtract for MockBackend, scalar)]
fn mock_subtract_scalar(x: &Mock, operand: ivy::ScalarOperand) -> Result<Option<Mock>> {
    let side = if operand.is_first() {
        "first"
    } else {
        "second"
    };
    let value = operand.value::<f64>();
    assert!(value != 666.0, "mock scalar kernel panicked");
    if x.data.len() > 3 {
        FAST_PATHS.with(|p| p.borrow_mut().push("subtract_scalar declined".into()));
        return Ok(None);
    }
    FAST_PATHS.with(|p| {
        p.borrow_mut()
            .push(format!("subtract_scalar {value} {side}"))
    });
    let data = x
        .data
        .iter()
        .map(|&v| {
            if operand.is_first() {
                value - v
            } else {
                v - value
            }
        })
        .collect();
    Ok(Some(Mock { data, ..x.clone() }))
}

#[test]
fn an_array_and_a_literal_run_the_scalar_kernel_of_the_slot() {
    let _b = ivy::backend_scope(backend());
    let x = arr(&[1.0, 2.0], Dtype::Float64);
    let mut d = None;
    let ran = fast_paths_run(|| d = Some(subtract(&x, 0.5).unwrap()));
    assert_eq!(ran, ["subtract_scalar 0.5 second"]);
    let d = d.unwrap();
    assert_eq!((d.dtype(), data(&d)), (Dtype::Float64, vec![0.5, 1.5]));
    // The literal first: `2 - x`.
    let mut d = None;
    let ran = fast_paths_run(|| d = Some(subtract(2, &x).unwrap()));
    assert_eq!(ran, ["subtract_scalar 2 first"]);
    assert_eq!(data(&d.unwrap()), [1.0, 0.0]);
    // Weak: an integer literal takes int8, and is read as the int8 array holds it.
    let small = arr(&[1.0, 2.0], Dtype::Int8);
    let mut d = None;
    let ran = fast_paths_run(|| d = Some(subtract(&small, 3).unwrap()));
    assert_eq!(ran, ["subtract_scalar 3 second"]);
    let d = d.unwrap();
    assert_eq!((d.dtype(), data(&d)), (Dtype::Int8, vec![-2.0, -1.0]));
    // Two arrays: the kernel; no fast path.
    let ran = fast_paths_run(|| drop(subtract(&x, &x).unwrap()));
    assert_eq!(ran, ["subtract [2] [2]"]);
}

#[test]
fn a_literal_the_scalar_kernel_cannot_take_goes_the_kernels_way() {
    let _b = ivy::backend_scope(backend());
    // Declined (more than three elements): the kernel, with a 0-d array of the literal.
    let long = arr(&[1.0, 2.0, 3.0, 4.0], Dtype::Float64);
    let mut d = None;
    let ran = fast_paths_run(|| d = Some(subtract(&long, 1).unwrap()));
    assert_eq!(ran, ["subtract_scalar declined", "subtract [4] []"]);
    assert_eq!(data(&d.unwrap()), [0.0, 1.0, 2.0, 3.0]);
    // A literal that does not give way (a float next to int8: float64 under Ivy's rules),
    // and one that does not fit (300 in int8): the general path, not the scalar kernel.
    let small = arr(&[1.0, 2.0], Dtype::Int8);
    let mut d = None;
    let ran = fast_paths_run(|| d = Some(subtract(&small, 0.5).unwrap()));
    assert_eq!(ran, ["subtract [2] []"]);
    let d = d.unwrap();
    assert_eq!((d.dtype(), data(&d)), (Dtype::Float64, vec![0.5, 1.5]));
    let mut err = None;
    let ran = fast_paths_run(|| err = subtract(&small, 300).err());
    assert!(ran.is_empty(), "{ran:?}");
    assert!(
        matches!(err, Some(Error::ScalarOutOfRange { .. })),
        "{err:?}"
    );
    // Given `out`: not the scalar kernel (the result goes into `out`).
    let x = arr(&[1.0, 2.0], Dtype::Float64);
    let mut out = arr(&[9.0, 9.0], Dtype::Float64);
    let ran = fast_paths_run(|| {
        subtract::with(&x, 1).out(&mut out).call().unwrap();
    });
    assert_eq!(ran, ["subtract [2] []"]);
    assert_eq!(data(&out), [0.0, 1.0]);
}

#[test]
fn a_panic_in_a_scalar_kernel_is_an_error_naming_the_function() {
    let _b = ivy::backend_scope(backend());
    let x = arr(&[1.0, 2.0], Dtype::Float64);
    let err = subtract(&x, 666).unwrap_err();
    assert!(
        matches!(
            &err,
            Error::KernelPanic {
                function: "subtract",
                ..
            }
        ),
        "{err:?}"
    );
    assert!(
        err.to_string().contains("mock scalar kernel panicked"),
        "{err}"
    );
    // The thread goes on.
    assert_eq!(data(&subtract(&x, 1).unwrap()), [0.0, 1.0]);
}

std::thread_local! {
    /// The fast paths run on this thread, in order.
    static FAST_PATHS: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn fast_paths_run(f: impl FnOnce()) -> Vec<String> {
    FAST_PATHS.with(|p| p.borrow_mut().clear());
    f();
    FAST_PATHS.with(|p| p.borrow_mut().drain(..).collect())
}

/// `tan` into `out` when `out` has `x`'s dtype and length; declines otherwise.
#[ivy::implements(tan for MockBackend, into)]
fn mock_tan_into(inputs: &[&Mock], out: &mut Mock) -> Result<bool> {
    let [x] = inputs else { return Ok(false) };
    if out.dtype != x.dtype || out.data.len() != x.data.len() {
        FAST_PATHS.with(|p| p.borrow_mut().push("tan_into declined".into()));
        return Ok(false);
    }
    for (o, v) in out.data.iter_mut().zip(&x.data) {
        *o = v.tan();
    }
    out.shape.clone_from(&x.shape);
    FAST_PATHS.with(|p| p.borrow_mut().push("tan_into".into()));
    Ok(true)
}

/// `add` of two inputs of different dtypes (the mock holds f64 data under any tag), when
/// their lengths are equal.
#[ivy::implements(add for MockBackend, mixed_dtypes)]
fn mock_add_mixed(inputs: &[&Mock], dtype: Dtype) -> Result<Option<Mock>> {
    let [x, y] = inputs else { return Ok(None) };
    if x.data.len() != y.data.len() {
        return Ok(None);
    }
    FAST_PATHS.with(|p| p.borrow_mut().push(format!("add_mixed as {dtype}")));
    let data = x.data.iter().zip(&y.data).map(|(a, b)| a + b).collect();
    Ok(Some(Mock {
        dtype,
        shape: x.shape.clone(),
        data,
    }))
}

#[test]
fn a_call_given_out_runs_the_into_kernel_of_the_slot() {
    let _b = ivy::backend_scope(backend());
    let x = arr(&[0.0, 1.0], Dtype::Float64);
    let mut out = arr(&[9.0, 9.0], Dtype::Float64);
    let clone = out.clone();
    let ran = fast_paths_run(|| {
        tan::with(&x).out(&mut out).call().unwrap();
    });
    assert_eq!(ran, ["tan_into"]);
    // Written into `out`'s own storage: its clone sees it.
    assert_eq!(data(&clone), [0.0, 1.0f64.tan()]);
    // An `out` it declines (another dtype): the kernel runs, and its result is cast and
    // moved in.
    let narrow = arr(&[0.0, 1.0], Dtype::Float32);
    let mut wide = arr(&[9.0, 9.0], Dtype::Float64);
    let ran = fast_paths_run(|| {
        tan::with(&narrow).out(&mut wide).call().unwrap();
    });
    assert_eq!(ran, ["tan_into declined"]);
    assert_eq!(
        (wide.dtype(), data(&wide)),
        (Dtype::Float64, vec![0.0, 1.0f64.tan()])
    );
    // Without `out`, no fast path is asked.
    assert!(fast_paths_run(|| drop(tan(&x).unwrap())).is_empty());
}

#[test]
fn inputs_of_different_dtypes_run_the_mixed_dtypes_kernel_of_the_slot() {
    let _b = ivy::backend_scope(backend());
    let x = arr(&[1.0, 2.0], Dtype::Int32);
    let y = arr(&[0.5, 0.25], Dtype::Float64);
    let mut sum = None;
    let ran = fast_paths_run(|| sum = Some(add(&x, &y).unwrap()));
    assert_eq!(ran, ["add_mixed as float64"]);
    let sum = sum.unwrap();
    assert_eq!((sum.dtype(), data(&sum)), (Dtype::Float64, vec![1.5, 2.25]));
    // One dtype: the kernel, no fast path.
    assert!(fast_paths_run(|| drop(add(&y, &y).unwrap())).is_empty());
    // Declined (lengths differ): the inputs are converted first and the kernel runs.
    let one = arr(&[1.0], Dtype::Int32);
    let mut sum = None;
    let ran = fast_paths_run(|| sum = Some(add(&one, &y).unwrap()));
    assert!(ran.is_empty(), "{ran:?}");
    assert_eq!(data(&sum.unwrap()), [1.5, 1.25]);
}

/// A second `into` kernel for `tan` (the mock lists the first).
#[ivy::implements(tan for MockBackend, into)]
fn other_tan_into(_inputs: &[&Mock], _out: &mut Mock) -> Result<bool> {
    Ok(false)
}

/// A second `mixed_dtypes` kernel for `add`.
#[ivy::implements(add for MockBackend, mixed_dtypes)]
fn other_add_mixed(_inputs: &[&Mock], _dtype: Dtype) -> Result<Option<Mock>> {
    Ok(None)
}

/// A second `scalar` kernel for `subtract`.
#[ivy::implements(subtract for MockBackend, scalar)]
fn other_subtract_scalar(_x: &Mock, _operand: ivy::ScalarOperand) -> Result<Option<Mock>> {
    Ok(None)
}

#[test]
fn a_second_fast_path_of_one_form_is_refused_naming_its_form() {
    // The ones installed, registered again: nothing to do.
    ivy::register_kernels(backend(), ivy::kernels![mock_tan_into, mock_add_mixed]).unwrap();
    let err = ivy::register_kernels(backend(), ivy::kernels![other_tan_into]).unwrap_err();
    assert_eq!(err.to_string(), "mock lists two `into` kernels for tan");
    let err = ivy::register_kernels(backend(), ivy::kernels![other_add_mixed]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "mock lists two `mixed_dtypes` kernels for add"
    );
    let err = ivy::register_kernels(backend(), ivy::kernels![other_subtract_scalar]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "mock lists two `scalar` kernels for subtract"
    );
}

mock_alike!(
    /// A backend that lists a kernel for `tan` and declares `tan` absent.
    AbsentAndPresentBackend,
    "absent_and_present",
    [absent_and_present_tan],
    [ivy::Absent {
        function: tan::DECL,
        reason: "no tangent here",
    }]
);

#[ivy::implements(tan for AbsentAndPresentBackend)]
fn absent_and_present_tan(x: &Mock) -> Result<Mock> {
    Ok(x.clone())
}

#[test]
fn a_kernel_and_a_declared_absence_of_one_function_are_refused() {
    let err = ivy::register_backend(AbsentAndPresentBackend).unwrap_err();
    assert_eq!(
        err.to_string(),
        "absent_and_present lists two entries (a kernel and a declared absence) for tan"
    );
}
