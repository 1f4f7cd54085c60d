//! Devices as a dimension of the call, over a test backend with two device kinds: `cpu`, and
//! a fake GPU (`gpu:0`, `gpu:1`) that keeps its elements in host memory but reports the device
//! it was put on. Every expected value is derived by hand; the device a result lands on follows
//! Ivy's `infer_device` (the `device` argument, else the inputs', else the default device) and
//! `handle_device` (inputs on two devices: an error, or in soft device mode moved).
//!
//! Only thread-scoped settings are used here, so the tests cannot race; the process-wide forms
//! have their doctests.

use std::sync::atomic::{AtomicUsize, Ordering};

use ivy::{
    Array, Backend, BackendError, BackendId, Device, DeviceKind, Dtype, DtypeSet, Error, HostArray,
    HostData, KernelDecl, Result, Version,
};

#[derive(Clone, Debug, PartialEq)]
struct Dev2 {
    device: Device,
    dtype: Dtype,
    shape: Vec<usize>,
    data: Vec<f64>,
}

struct TwoDevices;

/// Arrays a kernel of the backend received on two devices (none should ever arrive).
static MIXED_IN_KERNEL: AtomicUsize = AtomicUsize::new(0);

impl Backend for TwoDevices {
    type Native = Dev2;
    const NAME: &'static str = "twodevices";
    const VALID_DTYPES: DtypeSet = DtypeSet::FLOAT;

    fn version(&self) -> Version {
        "1.0.0".parse().unwrap()
    }
    fn device_kinds(&self) -> &'static [DeviceKind] {
        &[DeviceKind::Cpu, DeviceKind::Gpu]
    }
    fn supports_device(&self, device: Device) -> bool {
        matches!(device, Device::Cpu | Device::Gpu(0 | 1))
    }
    fn devices(&self) -> Vec<Device> {
        vec![Device::Cpu, Device::Gpu(0), Device::Gpu(1)]
    }
    fn dtype(&self, x: &Dev2) -> std::result::Result<Dtype, BackendError> {
        Ok(x.dtype)
    }
    fn shape<'a>(&self, x: &'a Dev2) -> &'a [usize] {
        &x.shape
    }
    fn device(&self, x: &Dev2) -> Device {
        x.device
    }
    fn native_from_host(
        &self,
        host: HostArray,
        device: Device,
    ) -> std::result::Result<Dev2, BackendError> {
        let dtype = host.dtype();
        let (shape, data) = host.into_parts();
        let data = match data {
            HostData::Float64(v) => v,
            HostData::Float32(v) => v.into_iter().map(f64::from).collect(),
            other => return Err(BackendError::msg(format!("twodevices: {}", other.dtype()))),
        };
        Ok(Dev2 {
            device,
            dtype,
            shape,
            data,
        })
    }
    fn to_host(&self, x: &Dev2) -> std::result::Result<HostArray, BackendError> {
        let host = HostArray::new(x.shape.clone(), x.data.clone())?;
        Ok(host.astype(x.dtype)?)
    }
    fn kernels(&self) -> Vec<&'static KernelDecl> {
        ivy::kernels![
            dev2_add,
            dev2_zeros,
            dev2_zeros_like,
            dev2_halve,
            dev2_twice
        ]
    }
}

// ---------------------------------------------------------------- declarations

/// Sum, element-wise.
#[ivy::primary]
#[ivy::returns(broadcast(&[x1, x2]))]
pub fn add(x1: &Array, x2: &Array) -> Result<Array>;

/// Zeros of `shape`.
#[ivy::primary]
#[ivy::returns(created(shape, dtype))]
#[ivy::infer_dtype]
#[ivy::infer_device]
pub fn zeros(shape: &[usize], dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;

/// Zeros shaped as `x`.
#[ivy::primary]
#[ivy::returns(retyped(x, dtype))]
#[ivy::infer_dtype]
#[ivy::infer_device]
pub fn zeros_like(x: &Array, dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;

/// Half of `x`: its kernel runs on the CPU only.
#[ivy::primary]
#[ivy::returns(same(x))]
pub fn halve(x: &Array) -> Result<Array>;

/// Twice `x`: its kernel takes float32 and float64 on the CPU, float32 only on a GPU.
#[ivy::primary]
#[ivy::returns(same(x))]
pub fn twice(x: &Array) -> Result<Array>;

// ---------------------------------------------------------------- kernels

fn map(x: &Dev2, f: impl Fn(f64) -> f64) -> Dev2 {
    Dev2 {
        data: x.data.iter().copied().map(f).collect(),
        ..x.clone()
    }
}

#[ivy::implements(add for TwoDevices)]
fn dev2_add(x1: &Dev2, x2: &Dev2) -> Result<Dev2> {
    if x1.device != x2.device {
        MIXED_IN_KERNEL.fetch_add(1, Ordering::Relaxed);
    }
    let data = x1.data.iter().zip(&x2.data).map(|(a, b)| a + b).collect();
    Ok(Dev2 { data, ..x1.clone() })
}

#[ivy::implements(zeros for TwoDevices)]
fn dev2_zeros(shape: &[usize], dtype: Dtype, device: Device) -> Result<Dev2> {
    Ok(Dev2 {
        device,
        dtype,
        shape: shape.to_vec(),
        data: vec![0.0; shape.iter().product()],
    })
}

#[ivy::implements(zeros_like for TwoDevices)]
fn dev2_zeros_like(x: &Dev2, dtype: Dtype, device: Device) -> Result<Dev2> {
    dev2_zeros(&x.shape, dtype, device)
}

#[ivy::implements(halve for TwoDevices)]
#[ivy::with_unsupported_devices("1.0 and above" => ["gpu"])]
fn dev2_halve(x: &Dev2) -> Result<Dev2> {
    Ok(map(x, |v| v / 2.0))
}

#[ivy::implements(twice for TwoDevices)]
#[ivy::with_supported_device_and_dtypes("1.0 and above" => {"cpu" => ["float32", "float64"], "gpu" => ["float32"]})]
fn dev2_twice(x: &Dev2) -> Result<Dev2> {
    Ok(map(x, |v| v * 2.0))
}

// ---------------------------------------------------------------- helpers

fn backend() -> BackendId {
    static ID: std::sync::OnceLock<BackendId> = std::sync::OnceLock::new();
    *ID.get_or_init(|| ivy::register_backend(TwoDevices).unwrap())
}

/// `data` as a float32 array on `device`.
fn on(device: Device, data: &[f32]) -> Array {
    let host = HostArray::new(vec![data.len()], data.to_vec()).unwrap();
    Array::from_host(backend(), host, device).unwrap()
}

fn values(a: &Array) -> Vec<f64> {
    a.native::<Dev2>().unwrap().data.clone()
}

/// Runs `f` with the test backend in force on this thread.
fn with_it<R>(f: impl FnOnce() -> R) -> R {
    ivy::with_backend(backend(), f)
}

const GPU: Device = Device::Gpu(0);

// ---------------------------------------------------------------- tests

#[test]
fn arrays_report_their_device_and_move_between_devices() {
    let x = on(GPU, &[1.0, 2.0]);
    assert_eq!(x.device(), GPU);
    assert_eq!(ivy::dev(&x), GPU);
    let y = ivy::to_device(&x, Device::Cpu).unwrap();
    assert_eq!((y.device(), values(&y)), (Device::Cpu, vec![1.0, 2.0]));
    assert_eq!(y.dtype(), Dtype::Float32);
    let z = y.to_device(Device::Gpu(1)).unwrap();
    assert_eq!((z.device(), values(&z)), (Device::Gpu(1), vec![1.0, 2.0]));
    // Already there: the same array back.
    assert!(ivy::to_device(&x, GPU).unwrap().same_native(&x));
    // A device the backend does not have, named in the error.
    let e = x.to_device(Device::Gpu(2)).unwrap_err();
    assert!(matches!(e, Error::UnsupportedDevice { .. }), "{e}");
    assert_eq!(
        e.to_string(),
        "to_device does not run on `gpu:2` with twodevices"
    );
    let e = x.to_device(Device::Tpu(0)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "to_device does not run on `tpu:0` with twodevices"
    );
}

#[test]
fn the_backend_says_which_devices_it_has() {
    let b = backend();
    assert_eq!(b.device_kinds(), [DeviceKind::Cpu, DeviceKind::Gpu]);
    assert_eq!(b.devices(), [Device::Cpu, Device::Gpu(0), Device::Gpu(1)]);
    assert!(b.supports_device(Device::Gpu(1)) && !b.supports_device(Device::Tpu(0)));
    assert_eq!(with_it(ivy::num_gpus), 2);
    assert!(with_it(ivy::gpu_is_available));
}

#[test]
fn calls_run_on_their_inputs_device() {
    let (a, b) = (on(GPU, &[1.0, 2.0]), on(GPU, &[10.0, 20.0]));
    let sum = add(&a, &b).unwrap();
    assert_eq!((sum.device(), values(&sum)), (GPU, vec![11.0, 22.0]));
    // The default device does not move inputs that agree.
    let sum = ivy::with_default_device(Device::Gpu(1), || add(&a, &b))
        .unwrap()
        .unwrap();
    assert_eq!(sum.device(), GPU);
}

#[test]
fn creation_resolves_the_device_explicit_then_inputs_then_default() {
    with_it(|| {
        // No argument, no input: the default device.
        assert_eq!(zeros(&[2]).unwrap().device(), Device::Cpu);
        let z = ivy::with_default_device(GPU, || zeros(&[2]))
            .unwrap()
            .unwrap();
        assert_eq!((z.device(), values(&z)), (GPU, vec![0.0, 0.0]));
        let _g = ivy::default_device_scope(Device::Gpu(1)).unwrap();
        assert_eq!(zeros(&[1]).unwrap().device(), Device::Gpu(1));
        // The explicit argument first.
        let z = zeros::with(&[1]).device(Device::Cpu).call().unwrap();
        assert_eq!(z.device(), Device::Cpu);
        // Then the input's device, before the default.
        let x = on(GPU, &[5.0, 6.0, 7.0]);
        let z = zeros_like(&x).unwrap();
        assert_eq!((z.device(), z.shape()), (GPU, &[3][..]));
        let z = zeros_like::with(&x).device(Device::Cpu).call().unwrap();
        assert_eq!(z.device(), Device::Cpu);
        // A default device the backend lacks is refused by name.
        let e = ivy::with_default_device(Device::Tpu(0), || zeros(&[1]))
            .unwrap()
            .unwrap_err();
        assert!(matches!(e, Error::UnsupportedDevice { .. }), "{e}");
        assert_eq!(
            e.to_string(),
            "zeros does not run on `tpu:0` with twodevices"
        );
    });
}

#[test]
fn the_call_checks_the_device_against_the_kernels_declarations() {
    // `halve` is declared unsupported on GPUs.
    let x = on(Device::Cpu, &[4.0]);
    assert_eq!(values(&halve(&x).unwrap()), [2.0]);
    let e = halve(&on(GPU, &[4.0])).unwrap_err();
    assert!(matches!(e, Error::UnsupportedDevice { .. }), "{e}");
    assert_eq!(
        e.to_string(),
        "halve does not run on `gpu:0` with twodevices"
    );
    // `twice`: float64 on the CPU, float32 only on a GPU.
    let x64 = on(Device::Cpu, &[1.5]).cast(Dtype::Float64).unwrap();
    assert_eq!(values(&twice(&x64).unwrap()), [3.0]);
    let g32 = on(GPU, &[1.5]);
    let r = twice(&g32).unwrap();
    assert_eq!((r.device(), values(&r)), (GPU, vec![3.0]));
    let g64 = g32.cast(Dtype::Float64).unwrap();
    assert_eq!(g64.device(), GPU);
    let e = twice(&g64).unwrap_err();
    assert!(matches!(e, Error::UnsupportedDtype { .. }), "{e}");
    // Under a casting mode that finds float32, the GPU call runs (downcast).
    let r = ivy::with_casting_mode(ivy::CastingMode::Downcast, || twice(&g64)).unwrap();
    assert_eq!(
        (r.device(), r.dtype(), values(&r)),
        (GPU, Dtype::Float32, vec![3.0])
    );
}

#[test]
fn support_queries_are_keyed_by_device() {
    let b = backend();
    assert_eq!(
        halve::DECL.supported_devices(b),
        [DeviceKind::Cpu],
        "gpu declared unsupported"
    );
    assert_eq!(
        halve::DECL.unsupported_devices(b),
        [DeviceKind::Gpu, DeviceKind::Tpu]
    );
    assert_eq!(
        add::DECL.supported_devices(b),
        [DeviceKind::Cpu, DeviceKind::Gpu]
    );
    assert_eq!(add::DECL.unsupported_devices(b), [DeviceKind::Tpu]);
    let f32_64 = DtypeSet::of(&[Dtype::Float32, Dtype::Float64]);
    let float = DtypeSet::FLOAT;
    assert_eq!(
        twice::DECL.supported_devices_and_dtypes(b),
        [
            (DeviceKind::Cpu, f32_64),
            (DeviceKind::Gpu, DtypeSet::of(&[Dtype::Float32]))
        ]
    );
    // Unsupported: the rest of the valid dtypes, every dtype where it does not run.
    assert_eq!(
        twice::DECL.unsupported_devices_and_dtypes(b),
        [
            (DeviceKind::Cpu, f32_64.complement()),
            (
                DeviceKind::Gpu,
                DtypeSet::of(&[Dtype::Float32]).complement()
            ),
            (DeviceKind::Tpu, DtypeSet::VALID),
        ]
    );
    assert_eq!(
        halve::DECL.unsupported_devices_and_dtypes(b),
        [
            (DeviceKind::Cpu, float.complement()),
            (DeviceKind::Gpu, DtypeSet::VALID),
            (DeviceKind::Tpu, DtypeSet::VALID),
        ]
    );
}

#[test]
fn inputs_on_two_devices_are_an_error_naming_both() {
    let (a, b) = (on(Device::Cpu, &[1.0]), on(GPU, &[2.0]));
    let e = add(&a, &b).unwrap_err();
    assert!(matches!(e, Error::MixedDevices { .. }), "{e}");
    assert_eq!(
        e.to_string(),
        "add: the inputs are on two devices, `cpu` and `gpu:0` (move them with `to_device`, \
         or turn on soft device mode: `set_soft_device_mode(true)`)"
    );
    let e = add(&b, &a).unwrap_err().to_string();
    assert!(e.contains("`gpu:0` and `cpu`"), "{e}");
    // Moved by hand, they add.
    let sum = add(&a.to_device(GPU).unwrap(), &b).unwrap();
    assert_eq!((sum.device(), values(&sum)), (GPU, vec![3.0]));
    assert_eq!(MIXED_IN_KERNEL.load(Ordering::Relaxed), 0);
}

#[test]
fn soft_device_mode_moves_inputs_to_the_default_device() {
    let (a, b) = (on(Device::Cpu, &[1.0]), on(GPU, &[2.0]));
    assert!(!ivy::is_soft_device_mode());
    let _soft = ivy::soft_device_mode_scope(true);
    assert!(ivy::is_soft_device_mode());
    // The default device (cpu): `b` is moved there.
    let sum = add(&a, &b).unwrap();
    assert_eq!((sum.device(), values(&sum)), (Device::Cpu, vec![3.0]));
    let sum = ivy::with_default_device(Device::Gpu(1), || add(&a, &b))
        .unwrap()
        .unwrap();
    assert_eq!((sum.device(), values(&sum)), (Device::Gpu(1), vec![3.0]));
    // The inputs themselves stay where they were.
    assert_eq!((a.device(), b.device()), (Device::Cpu, GPU));
    let e = ivy::with_soft_device_mode(false, || add(&a, &b)).unwrap_err();
    assert!(matches!(e, Error::MixedDevices { .. }), "{e}");
    assert_eq!(MIXED_IN_KERNEL.load(Ordering::Relaxed), 0);
}

#[test]
fn decisions_name_what_rules_a_device_out() {
    let b = backend();
    let d = halve::DECL.decision_on(b, Dtype::Float32, DeviceKind::Gpu);
    assert_eq!(
        (d.verdict.clone(), d.device),
        (ivy::Verdict::Unsupported, DeviceKind::Gpu)
    );
    assert_eq!(
        d.decided_by,
        "kernel `dev2_halve`: the GPU is unsupported at key \"1.0 and above\" (contains \
         twodevices 1.0.0)"
    );
    assert!(
        halve::DECL
            .decision(b, Dtype::Float32)
            .verdict
            .is_supported()
    );
    // Device-and-dtype declarations decide the dtypes per kind.
    let on_gpu = |dtype| twice::DECL.decision_on(b, dtype, DeviceKind::Gpu);
    assert!(on_gpu(Dtype::Float32).verdict.is_supported());
    let d = on_gpu(Dtype::Float64);
    assert!(!d.verdict.is_supported(), "{d:#?}");
    assert!(
        d.decided_by.contains("with_supported_device_and_dtypes"),
        "{d:#?}"
    );
    assert!(
        twice::DECL
            .decision(b, Dtype::Float64)
            .verdict
            .is_supported()
    );
    // A kind the backend does not have.
    let d = add::DECL.decision_on(b, Dtype::Float32, DeviceKind::Tpu);
    assert_eq!(d.decided_by, "twodevices 1.0.0 runs on cpu, gpu only");
}
