//! The registry and the wrapper chain, driven by hand-written expansions: exactly the code
//! `ivy-macros` generates for each form (the macro's snapshot tests hold the same shapes).
//! A tiny mock backend (f64 data, any dtype tag) keeps this independent of real backends.

use std::fmt;

use ivy_runtime::__private as __ivy;
use ivy_runtime::{
    Array, ArrayLike, Backend, CastingMode, Device, Dtype, DtypeSet, Error, HostArray, HostData,
    KernelDecl, Result, Version,
};

// ---------------------------------------------------------------- the mock backend

#[derive(Clone, Debug, PartialEq)]
struct Mock {
    dtype: Dtype,
    shape: Vec<usize>,
    data: Vec<f64>,
}

impl fmt::Display for Mock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.data)
    }
}

struct MockBackend(&'static str);

impl Backend for MockBackend {
    type Native = Mock;
    fn name(&self) -> &'static str {
        self.0
    }
    fn version(&self) -> Version {
        "1.2.0".parse().unwrap()
    }
    fn native_dtypes(&self) -> DtypeSet {
        DtypeSet::VALID.without(Dtype::Complex128)
    }
    fn supports_device(&self, device: Device) -> bool {
        device == Device::Cpu
    }
    fn dtype(&self, x: &Mock) -> Dtype {
        x.dtype
    }
    fn shape<'a>(&self, x: &'a Mock) -> &'a [usize] {
        &x.shape
    }
    fn device(&self, _: &Mock) -> Device {
        Device::Cpu
    }
    fn astype(&self, x: &Mock, dtype: Dtype) -> Result<Mock> {
        Ok(Mock { dtype, ..x.clone() })
    }
    fn native_from_host(&self, host: HostArray, _: Device) -> Result<Mock> {
        let dtype = host.dtype();
        let (shape, data) = host.into_parts();
        let data = match data {
            HostData::Float64(v) => v,
            HostData::Float32(v) => v.into_iter().map(f64::from).collect(),
            HostData::Int32(v) => v.into_iter().map(f64::from).collect(),
            HostData::Int8(v) => v.into_iter().map(f64::from).collect(),
            other => return Err(Error::InvalidInput(format!("mock: {:?}", other.dtype()))),
        };
        Ok(Mock { dtype, shape, data })
    }
    fn native_to_host(&self, x: &Mock) -> Result<HostArray> {
        HostArray::new(x.shape.clone(), x.data.clone())
    }
    fn kernels(&self) -> Vec<&'static KernelDecl> {
        vec![
            &__ivy_kernel_tan,
            &__ivy_kernel_add,
            &__ivy_kernel_zeros,
            &__ivy_kernel_linear,
        ]
    }
}

// ---------------------------------------------------------------- declarations (expanded)

// #[primary] #[handle_out] #[nestable]
// pub fn tan(x: &Array, out: Option<&mut Array>) -> Result<Array>;
/// Tangent, element-wise.
pub fn tan(x: &Array, out: Option<&mut Array>) -> ::ivy_runtime::Result<Array> {
    let __inputs = [Some(__ivy::ArrayLike::from(x))];
    let __backend = __ivy::Call::select(&__inputs)?;
    let Some(__kernel) = tan::SLOTS.get(__backend) else {
        return Err(__ivy::Call::no_kernel(&tan::DECL, __backend));
    };
    let __call = __ivy::Call::prepare(
        &tan::DECL,
        __backend,
        Some(&__kernel.support),
        &__inputs,
        __ivy::DtypeArg::None,
        None,
    )?;
    let __args = tan::Args { x: __call.array(0) };
    let __result = __call.run(|| (__kernel.thunk)(&__args, &__call.ctx()))?;
    let __result = __call.cast_back(__result)?;
    __ivy::write_out(__result, out)
}

/// Registry items and the nestable form of [`tan()`].
pub mod tan {
    #[allow(unused_imports)]
    use super::*;
    /// The declaration.
    pub static DECL: __ivy::FunctionDecl = __ivy::FunctionDecl {
        name: "tan",
        kind: __ivy::FunctionKind::Primary,
        wrappers: &[__ivy::Wrapper::Nestable, __ivy::Wrapper::HandleOut],
        callees: &[],
        declarations: __ivy::Declarations {
            dtypes: None,
            devices: None,
            device_dtypes: None,
        },
        backend_declarations: &[],
        kernel_support: |b| SLOTS.get(b).map(|k| k.kernel_support()),
        to_add: &[],
        to_skip: &[],
        composed: __ivy::SupportCache::new(),
    };
    /// The arguments a kernel receives, after the wrappers.
    pub struct Args<'a> {
        /// `x`
        pub x: &'a Array,
    }
    /// A kernel's signature over a backend's native array type `N`.
    pub type Kernel<N> = fn(&N) -> ::ivy_runtime::Result<N>;
    /// The type-erased kernel call.
    pub type Thunk =
        for<'a, 'b> fn(&'a Args<'b>, &'a __ivy::CallCtx) -> ::ivy_runtime::Result<Array>;
    /// A partial-mixed handler.
    pub type Handler = fn(&Array) -> bool;
    /// The kernel of each backend.
    pub static SLOTS: __ivy::Slots<Thunk, Handler> = __ivy::Slots::new();
    /// The function over containers: leaf by leaf.
    pub fn nested<'a>(x: impl Into<__ivy::NestArg<'a>>) -> ::ivy_runtime::Result<__ivy::Nest> {
        __ivy::nest_map(&[x.into()], |__leaves| {
            super::tan(__leaves[0].array("tan", "x")?, None)
        })
    }
}

// #[primary] #[handle_out] #[nestable]
// pub fn add(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;
/// Sum, element-wise.
pub fn add<'a>(
    x1: impl Into<ArrayLike<'a>>,
    x2: impl Into<ArrayLike<'a>>,
    out: Option<&mut Array>,
) -> ::ivy_runtime::Result<Array> {
    let __inputs = [Some(x1.into()), Some(x2.into())];
    let __backend = __ivy::Call::select(&__inputs)?;
    let Some(__kernel) = add::SLOTS.get(__backend) else {
        return Err(__ivy::Call::no_kernel(&add::DECL, __backend));
    };
    let __call = __ivy::Call::prepare(
        &add::DECL,
        __backend,
        Some(&__kernel.support),
        &__inputs,
        __ivy::DtypeArg::None,
        None,
    )?;
    let __args = add::Args {
        x1: __call.array(0),
        x2: __call.array(1),
    };
    let __result = __call.run(|| (__kernel.thunk)(&__args, &__call.ctx()))?;
    let __result = __call.cast_back(__result)?;
    __ivy::write_out(__result, out)
}

/// Registry items and the nestable form of [`add()`].
pub mod add {
    #[allow(unused_imports)]
    use super::*;
    /// The declaration.
    pub static DECL: __ivy::FunctionDecl = __ivy::FunctionDecl {
        name: "add",
        kind: __ivy::FunctionKind::Primary,
        wrappers: &[__ivy::Wrapper::Nestable, __ivy::Wrapper::HandleOut],
        callees: &[],
        declarations: __ivy::Declarations {
            dtypes: None,
            devices: None,
            device_dtypes: None,
        },
        backend_declarations: &[],
        kernel_support: |b| SLOTS.get(b).map(|k| k.kernel_support()),
        to_add: &[],
        to_skip: &[],
        composed: __ivy::SupportCache::new(),
    };
    /// The arguments a kernel receives, after the wrappers.
    pub struct Args<'a> {
        /// `x1`
        pub x1: &'a Array,
        /// `x2`
        pub x2: &'a Array,
    }
    /// A kernel's signature over a backend's native array type `N`.
    pub type Kernel<N> = fn(&N, &N) -> ::ivy_runtime::Result<N>;
    /// The type-erased kernel call.
    pub type Thunk =
        for<'a, 'b> fn(&'a Args<'b>, &'a __ivy::CallCtx) -> ::ivy_runtime::Result<Array>;
    /// A partial-mixed handler.
    pub type Handler = for<'a> fn(ArrayLike<'a>, ArrayLike<'a>) -> bool;
    /// The kernel of each backend.
    pub static SLOTS: __ivy::Slots<Thunk, Handler> = __ivy::Slots::new();
    /// The function over containers: leaf by leaf.
    pub fn nested<'a>(
        x1: impl Into<__ivy::NestArg<'a>>,
        x2: impl Into<__ivy::NestArg<'a>>,
    ) -> ::ivy_runtime::Result<__ivy::Nest> {
        __ivy::nest_map(&[x1.into(), x2.into()], |__leaves| {
            super::add(
                __leaves[0].array_like("add", "x1")?,
                __leaves[1].array_like("add", "x2")?,
                None,
            )
        })
    }
}

// #[primary] #[infer_dtype] #[infer_device]
// pub fn zeros(shape: &[usize], dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;
/// An array of zeros.
pub fn zeros(
    shape: &[usize],
    dtype: Option<Dtype>,
    device: Option<Device>,
) -> ::ivy_runtime::Result<Array> {
    let __inputs: [Option<__ivy::ArrayLike<'_>>; 0] = [];
    let __backend = __ivy::Call::select(&__inputs)?;
    let Some(__kernel) = zeros::SLOTS.get(__backend) else {
        return Err(__ivy::Call::no_kernel(&zeros::DECL, __backend));
    };
    let __call = __ivy::Call::prepare(
        &zeros::DECL,
        __backend,
        Some(&__kernel.support),
        &__inputs,
        __ivy::DtypeArg::Infer(dtype, &[]),
        device,
    )?;
    let __args = zeros::Args {
        shape,
        dtype: __call.dtype(),
        device: __call.device(),
    };
    let __result = __call.run(|| (__kernel.thunk)(&__args, &__call.ctx()))?;
    __call.cast_back(__result)
}

/// Registry items of [`zeros()`].
pub mod zeros {
    #[allow(unused_imports)]
    use super::*;
    /// The declaration.
    pub static DECL: __ivy::FunctionDecl = __ivy::FunctionDecl {
        name: "zeros",
        kind: __ivy::FunctionKind::Primary,
        wrappers: &[__ivy::Wrapper::InferDtype, __ivy::Wrapper::InferDevice],
        callees: &[],
        declarations: __ivy::Declarations {
            dtypes: None,
            devices: None,
            device_dtypes: None,
        },
        backend_declarations: &[],
        kernel_support: |b| SLOTS.get(b).map(|k| k.kernel_support()),
        to_add: &[],
        to_skip: &[],
        composed: __ivy::SupportCache::new(),
    };
    /// The arguments a kernel receives, after the wrappers.
    pub struct Args<'a> {
        /// `shape`
        pub shape: &'a [usize],
        /// `dtype`, decided
        pub dtype: Dtype,
        /// `device`, decided
        pub device: Device,
    }
    /// A kernel's signature over a backend's native array type `N`.
    pub type Kernel<N> = fn(&[usize], Dtype, Device) -> ::ivy_runtime::Result<N>;
    /// The type-erased kernel call.
    pub type Thunk =
        for<'a, 'b> fn(&'a Args<'b>, &'a __ivy::CallCtx) -> ::ivy_runtime::Result<Array>;
    /// A partial-mixed handler.
    pub type Handler = for<'a> fn(&'a [usize], Option<Dtype>, Option<Device>) -> bool;
    /// The kernel of each backend.
    pub static SLOTS: __ivy::Slots<Thunk, Handler> = __ivy::Slots::new();
}

// #[mixed] #[handle_out]
// pub fn linear(x: &Array, weight: &Array, bias: Option<&Array>, out: Option<&mut Array>)
//     -> Result<Array> { body }
/// `x @ weight.T + bias`.
pub fn linear(
    x: &Array,
    weight: &Array,
    bias: Option<&Array>,
    out: Option<&mut Array>,
) -> ::ivy_runtime::Result<Array> {
    let __inputs = [
        Some(__ivy::ArrayLike::from(x)),
        Some(__ivy::ArrayLike::from(weight)),
        bias.map(__ivy::ArrayLike::from),
    ];
    let __backend = __ivy::Call::select(&__inputs)?;
    let __result = match linear::SLOTS.get(__backend) {
        Some(__kernel) if __kernel.handler.is_none_or(|__h| __h(x, weight, bias)) => {
            let __call = __ivy::Call::prepare(
                &linear::DECL,
                __backend,
                Some(&__kernel.support),
                &__inputs,
                __ivy::DtypeArg::None,
                None,
            )?;
            let __args = linear::Args {
                x: __call.array(0),
                weight: __call.array(1),
                bias: __call.opt_array(2),
            };
            let __result = __call.run(|| (__kernel.thunk)(&__args, &__call.ctx()))?;
            __call.cast_back(__result)?
        }
        _ => __ivy_compositional_linear(x, weight, bias)?,
    };
    __ivy::write_out(__result, out)
}

#[doc(hidden)]
fn __ivy_compositional_linear(
    x: &Array,
    weight: &Array,
    bias: Option<&Array>,
) -> ::ivy_runtime::Result<Array> {
    // The compositional body, as written: here a stand-in made of other ivy functions.
    let y = add(x, weight, None)?;
    match bias {
        Some(b) => add(&y, b, None),
        None => Ok(y),
    }
}

/// Registry items of [`linear()`].
pub mod linear {
    #[allow(unused_imports)]
    use super::*;
    /// The declaration.
    pub static DECL: __ivy::FunctionDecl = __ivy::FunctionDecl {
        name: "linear",
        kind: __ivy::FunctionKind::Mixed,
        wrappers: &[__ivy::Wrapper::HandleOut],
        callees: &[&add::DECL],
        declarations: __ivy::Declarations {
            dtypes: None,
            devices: None,
            device_dtypes: None,
        },
        backend_declarations: &[],
        kernel_support: |b| SLOTS.get(b).map(|k| k.kernel_support()),
        to_add: &[],
        to_skip: &[],
        composed: __ivy::SupportCache::new(),
    };
    /// The arguments a kernel receives, after the wrappers.
    pub struct Args<'a> {
        /// `x`
        pub x: &'a Array,
        /// `weight`
        pub weight: &'a Array,
        /// `bias`
        pub bias: Option<&'a Array>,
    }
    /// A kernel's signature over a backend's native array type `N`.
    pub type Kernel<N> = fn(&N, &N, Option<&N>) -> ::ivy_runtime::Result<N>;
    /// The type-erased kernel call.
    pub type Thunk =
        for<'a, 'b> fn(&'a Args<'b>, &'a __ivy::CallCtx) -> ::ivy_runtime::Result<Array>;
    /// A partial-mixed handler: `true` runs the kernel, `false` the compositional body.
    pub type Handler = for<'a> fn(&'a Array, &'a Array, Option<&'a Array>) -> bool;
    /// The kernel of each backend.
    pub static SLOTS: __ivy::Slots<Thunk, Handler> = __ivy::Slots::new();
}

// ---------------------------------------------------------------- kernels (expanded)

// #[implements(tan)]
// #[with_unsupported_dtypes("1.2 and below" => ["integer", "bool"], "0.9" => [])]
fn mock_tan(x: &Mock) -> Result<Mock> {
    Ok(Mock {
        data: x.data.iter().map(|v| v.tan()).collect(),
        ..x.clone()
    })
}
#[allow(non_upper_case_globals)]
static __ivy_kernel_tan: __ivy::KernelDecl = __ivy::KernelDecl {
    function: &tan::DECL,
    declarations: __ivy::Declarations {
        dtypes: Some(__ivy::DtypeDeclaration {
            supported: false,
            framework: None,
            entries: &[("1.2 and below", &["integer", "bool"]), ("0.9", &[])],
        }),
        devices: None,
        device_dtypes: None,
    },
    install: __ivy_install_tan,
};
fn __ivy_thunk_tan(args: &tan::Args<'_>, ctx: &__ivy::CallCtx) -> Result<Array> {
    let kernel: tan::Kernel<_> = mock_tan;
    let x = ctx.native(args.x)?;
    ctx.wrap(kernel(x)?)
}
fn __ivy_install_tan(
    backend: __ivy::BackendId,
    support: __ivy::Support,
) -> std::result::Result<(), __ivy::SlotTaken> {
    let thunk: tan::Thunk = __ivy_thunk_tan;
    tan::SLOTS.install(
        backend,
        __ivy::Installed {
            thunk,
            support,
            handler: None,
        },
    )
}

// #[implements(add)]
fn mock_add(x1: &Mock, x2: &Mock) -> Result<Mock> {
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
#[allow(non_upper_case_globals)]
static __ivy_kernel_add: __ivy::KernelDecl = __ivy::KernelDecl {
    function: &add::DECL,
    declarations: __ivy::Declarations {
        dtypes: None,
        devices: None,
        device_dtypes: None,
    },
    install: __ivy_install_add,
};
fn __ivy_thunk_add(args: &add::Args<'_>, ctx: &__ivy::CallCtx) -> Result<Array> {
    let kernel: add::Kernel<_> = mock_add;
    let x1 = ctx.native(args.x1)?;
    let x2 = ctx.native(args.x2)?;
    ctx.wrap(kernel(x1, x2)?)
}
fn __ivy_install_add(
    backend: __ivy::BackendId,
    support: __ivy::Support,
) -> std::result::Result<(), __ivy::SlotTaken> {
    let thunk: add::Thunk = __ivy_thunk_add;
    add::SLOTS.install(
        backend,
        __ivy::Installed {
            thunk,
            support,
            handler: None,
        },
    )
}

// #[implements(zeros)]
// #[with_supported_dtypes("1.0 and above" => ["float32", "float64", "int32"])]
fn mock_zeros(shape: &[usize], dtype: Dtype, _device: Device) -> Result<Mock> {
    Ok(Mock {
        dtype,
        shape: shape.to_vec(),
        data: vec![0.0; shape.iter().product()],
    })
}
#[allow(non_upper_case_globals)]
static __ivy_kernel_zeros: __ivy::KernelDecl = __ivy::KernelDecl {
    function: &zeros::DECL,
    declarations: __ivy::Declarations {
        dtypes: Some(__ivy::DtypeDeclaration {
            supported: true,
            framework: None,
            entries: &[("1.0 and above", &["float32", "float64", "int32"])],
        }),
        devices: None,
        device_dtypes: None,
    },
    install: __ivy_install_zeros,
};
fn __ivy_thunk_zeros(args: &zeros::Args<'_>, ctx: &__ivy::CallCtx) -> Result<Array> {
    let kernel: zeros::Kernel<_> = mock_zeros;
    ctx.wrap(kernel(
        Clone::clone(&args.shape),
        Clone::clone(&args.dtype),
        Clone::clone(&args.device),
    )?)
}
fn __ivy_install_zeros(
    backend: __ivy::BackendId,
    support: __ivy::Support,
) -> std::result::Result<(), __ivy::SlotTaken> {
    let thunk: zeros::Thunk = __ivy_thunk_zeros;
    zeros::SLOTS.install(
        backend,
        __ivy::Installed {
            thunk,
            support,
            handler: None,
        },
    )
}

// #[implements(linear)]
// #[partial_mixed(handler = |_x, weight, _bias| weight.ndim() == 1)]
fn mock_linear(x: &Mock, weight: &Mock, _bias: Option<&Mock>) -> Result<Mock> {
    let _ = weight;
    Ok(Mock {
        data: x.data.iter().map(|v| v * 100.0).collect(),
        ..x.clone()
    })
}
#[allow(non_upper_case_globals)]
static __ivy_kernel_linear: __ivy::KernelDecl = __ivy::KernelDecl {
    function: &linear::DECL,
    declarations: __ivy::Declarations {
        dtypes: None,
        devices: None,
        device_dtypes: None,
    },
    install: __ivy_install_linear,
};
fn __ivy_thunk_linear(args: &linear::Args<'_>, ctx: &__ivy::CallCtx) -> Result<Array> {
    let kernel: linear::Kernel<_> = mock_linear;
    let x = ctx.native(args.x)?;
    let weight = ctx.native(args.weight)?;
    let bias = ctx.native_opt(args.bias)?;
    ctx.wrap(kernel(x, weight, bias)?)
}
fn __ivy_install_linear(
    backend: __ivy::BackendId,
    support: __ivy::Support,
) -> std::result::Result<(), __ivy::SlotTaken> {
    let thunk: linear::Thunk = __ivy_thunk_linear;
    let handler: linear::Handler = |_x, weight, _bias| weight.ndim() == 1;
    linear::SLOTS.install(
        backend,
        __ivy::Installed {
            thunk,
            support,
            handler: Some(handler),
        },
    )
}

// ---------------------------------------------------------------- tests

fn backend() -> __ivy::BackendId {
    static ID: std::sync::OnceLock<__ivy::BackendId> = std::sync::OnceLock::new();
    *ID.get_or_init(|| ivy_runtime::register_backend(MockBackend("mock")).unwrap())
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

#[test]
fn a_primary_call_reaches_the_kernel() {
    let x = arr(&[0.0, 1.0], Dtype::Float32);
    let y = tan(&x, None).unwrap();
    assert_eq!(y.dtype(), Dtype::Float32);
    assert_eq!(data(&y), [0.0, 1f64.tan()]);
}

#[test]
fn unsupported_dtypes_fail_or_cast_by_mode() {
    let x = arr(&[1.0], Dtype::Int16);
    let err = tan(&x, None).unwrap_err();
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
    let y = ivy_runtime::with_casting_mode(CastingMode::Crosscast, || tan(&x, None)).unwrap();
    assert_eq!(y.dtype(), Dtype::Float32);
}

#[test]
fn binary_functions_promote_and_scalars_are_weak() {
    let a = arr(&[1.0, 2.0], Dtype::Int8);
    let b = arr(&[1.0, 2.0], Dtype::Int32);
    assert_eq!(add(&a, &b, None).unwrap().dtype(), Dtype::Int32);
    let c = add(&a, 3, None).unwrap();
    assert_eq!((c.dtype(), data(&c)), (Dtype::Int8, vec![4.0, 5.0]));
    assert!(matches!(
        add(&a, 300, None),
        Err(Error::ScalarOutOfRange { .. })
    ));
    assert_eq!(add(&a, 1.5, None).unwrap().dtype(), Dtype::Float32);
}

#[test]
fn infer_dtype_and_supported_declarations() {
    let _b = ivy_runtime::backend_scope(backend());
    assert_eq!(zeros(&[2], None, None).unwrap().dtype(), Dtype::Float32);
    assert_eq!(
        zeros(&[2], Some(Dtype::Int32), None).unwrap().dtype(),
        Dtype::Int32
    );
    assert!(matches!(
        zeros(&[2], Some(Dtype::Int8), None),
        Err(Error::UnsupportedDtype { .. })
    ));
    // upcast computes in int32 and casts back to what was asked for.
    let z = ivy_runtime::with_casting_mode(CastingMode::Upcast, || {
        zeros(&[2], Some(Dtype::Int8), None)
    })
    .unwrap();
    assert_eq!(z.dtype(), Dtype::Int8);
    assert!(matches!(
        zeros(&[2], None, Some(Device::Gpu(0))),
        Err(Error::UnsupportedDevice { .. })
    ));
}

#[test]
fn out_is_checked_before_it_is_written() {
    let x = arr(&[0.0, 1.0], Dtype::Float32);
    let mut wrong_shape = arr(&[7.0], Dtype::Float32);
    let before = wrong_shape.clone();
    assert!(matches!(
        tan(&x, Some(&mut wrong_shape)),
        Err(Error::ShapeMismatch { .. })
    ));
    assert!(wrong_shape.same_native(&before));
    let mut narrow = arr(&[7.0, 7.0], Dtype::Float16);
    let before = narrow.clone();
    assert!(matches!(
        tan(&x, Some(&mut narrow)),
        Err(Error::OutDtype { .. })
    ));
    assert!(narrow.same_native(&before));
    let mut wide = arr(&[7.0, 7.0], Dtype::Float64);
    let r = tan(&x, Some(&mut wide)).unwrap();
    assert_eq!(wide.dtype(), Dtype::Float64);
    assert_eq!(data(&wide), data(&r));
}

#[test]
fn partial_mixed_handler_chooses_per_call() {
    let x = arr(&[1.0, 2.0], Dtype::Float32);
    let w1 = arr(&[1.0, 1.0], Dtype::Float32);
    assert_eq!(data(&linear(&x, &w1, None, None).unwrap()), [100.0, 200.0]);
    let w2 = Array::from_host(
        backend(),
        HostArray::new(vec![1, 2], vec![1.0f64, 1.0]).unwrap(),
        Device::Cpu,
    )
    .unwrap()
    .cast(Dtype::Float32)
    .unwrap();
    // 2-D weight: the handler says no, the compositional body runs (x + w).
    assert_eq!(data(&linear(&x, &w2, None, None).unwrap()), [2.0, 3.0]);
}

#[test]
fn containers_map_leaf_by_leaf_and_must_share_structure() {
    let c = ivy_runtime::Container::new()
        .with("a", arr(&[1.0], Dtype::Float32))
        .with(
            "b",
            ivy_runtime::Container::new().with("c", arr(&[2.0], Dtype::Float32)),
        );
    let r = add::nested(&c, 1.0).unwrap().into_container().unwrap();
    assert_eq!(data(r.at("b/c").unwrap()), [3.0]);
    let d = ivy_runtime::Container::new()
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
    let tan_dtypes = tan::DECL.supported_dtypes(b).unwrap();
    assert_eq!(
        tan_dtypes,
        DtypeSet::FLOAT | DtypeSet::of(&[Dtype::Complex64])
    );
    assert_eq!(
        zeros::DECL.supported_dtypes(b).unwrap(),
        DtypeSet::of(&[Dtype::Float32, Dtype::Float64, Dtype::Int32])
    );
    // Under another version: "0.9" is an exact key with nothing unsupported.
    let old =
        ivy_runtime::register_backend_as(MockBackend("mock-old"), "0.9".parse().unwrap()).unwrap();
    assert_eq!(
        tan::DECL.supported_dtypes(old).unwrap(),
        DtypeSet::VALID.without(Dtype::Complex128)
    );
    // A compositional path's support is its callees'.
    assert_eq!(
        linear::DECL.supported_dtypes(b).unwrap(),
        DtypeSet::VALID.without(Dtype::Complex128)
    );
}

#[test]
fn a_kernel_panic_becomes_an_error() {
    // The mock kernel indexes out of bounds on mismatched lengths: a panic inside a kernel.
    let a = arr(&[1.0, 2.0, 3.0], Dtype::Float32);
    let b = arr(&[1.0, 2.0], Dtype::Float32);
    match add(&a, &b, None) {
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

#[test]
fn only_a_requested_dtype_is_cast_back() {
    let _b = ivy_runtime::backend_scope(backend());
    let _m = ivy_runtime::casting_mode_scope(CastingMode::Upcast);
    // Inferred int8 (the global default here) is unsupported: computed as int32, kept so.
    let z = ivy_runtime::with_default_dtype(Dtype::Int8, || zeros(&[2], None, None)).unwrap();
    assert_eq!(z.unwrap().dtype(), Dtype::Int32);
    // Asked-for int8: computed as int32, cast back.
    assert_eq!(
        zeros(&[2], Some(Dtype::Int8), None).unwrap().dtype(),
        Dtype::Int8
    );
}

/// A mock backend that lists one kernel twice.
struct DuplicatingBackend;

impl Backend for DuplicatingBackend {
    type Native = Mock;
    fn name(&self) -> &'static str {
        "mock-dup"
    }
    fn version(&self) -> Version {
        MockBackend("mock-dup").version()
    }
    fn native_dtypes(&self) -> DtypeSet {
        MockBackend("mock-dup").native_dtypes()
    }
    fn supports_device(&self, device: Device) -> bool {
        MockBackend("mock-dup").supports_device(device)
    }
    fn dtype(&self, x: &Mock) -> Dtype {
        x.dtype
    }
    fn shape<'a>(&self, x: &'a Mock) -> &'a [usize] {
        &x.shape
    }
    fn device(&self, _: &Mock) -> Device {
        Device::Cpu
    }
    fn astype(&self, x: &Mock, dtype: Dtype) -> Result<Mock> {
        MockBackend("mock-dup").astype(x, dtype)
    }
    fn native_from_host(&self, host: HostArray, device: Device) -> Result<Mock> {
        MockBackend("mock-dup").native_from_host(host, device)
    }
    fn native_to_host(&self, x: &Mock) -> Result<HostArray> {
        MockBackend("mock-dup").native_to_host(x)
    }
    fn kernels(&self) -> Vec<&'static KernelDecl> {
        vec![&__ivy_kernel_add, &__ivy_kernel_tan, &__ivy_kernel_tan]
    }
}

#[test]
fn a_failed_registration_leaves_nothing_behind() {
    let err = ivy_runtime::register_backend(DuplicatingBackend).unwrap_err();
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
    let next = ivy_runtime::register_backend(MockBackend("mock-after-dup")).unwrap();
    assert!(add::SLOTS.get(next).is_some() && tan::SLOTS.get(next).is_some());
}
