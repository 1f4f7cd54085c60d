//! The declarations of `ivy-runtime/tests/hand_expanded.rs`, written with the macros, over the
//! same mock backend: they compile, register and dispatch.

use ivy::{
    Array, ArrayLike, Backend, Device, Dtype, DtypeSet, Error, HostArray, HostData, KernelDecl,
    Result, Version,
};

#[derive(Clone, Debug, PartialEq)]
struct Mock {
    dtype: Dtype,
    shape: Vec<usize>,
    data: Vec<f64>,
}

impl std::fmt::Display for Mock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.data)
    }
}

impl ivy::__private::NativeArray for Mock {
    const BACKEND: &'static str = "mock";
    const VALID_DTYPES: DtypeSet = DtypeSet::VALID.without(Dtype::Complex128);
}

struct MockBackend;

impl Backend for MockBackend {
    type Native = Mock;
    fn name(&self) -> &'static str {
        "mock"
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
        ivy::kernels![mock_tan, mock_add, mock_zeros, mock_linear]
    }
}

// ---------------------------------------------------------------- declarations

/// Tangent, element-wise.
#[ivy::primary]
#[ivy::handle_out]
#[ivy::nestable]
pub fn tan(x: &Array, out: Option<&mut Array>) -> Result<Array>;

/// Sum, element-wise.
#[ivy::nestable]
#[ivy::primary]
#[ivy::handle_out]
pub fn add(x1: ArrayLike<'_>, x2: ArrayLike<'_>, out: Option<&mut Array>) -> Result<Array>;

/// An array of zeros.
#[ivy::primary]
#[ivy::infer_dtype]
#[ivy::infer_device]
pub fn zeros(shape: &[usize], dtype: Option<Dtype>, device: Option<Device>) -> Result<Array>;

/// `x @ weight.T + bias`.
#[ivy::mixed]
#[ivy::handle_out]
pub fn linear(
    x: &Array,
    weight: &Array,
    bias: Option<&Array>,
    out: Option<&mut Array>,
) -> Result<Array> {
    let y = add(x, weight, None)?;
    match bias {
        Some(b) => add(&y, b, None),
        None => Ok(y),
    }
}

// ---------------------------------------------------------------- kernels

#[ivy::implements(tan)]
#[ivy::with_unsupported_dtypes("1.2 and below" => ["integer", "bool"], "0.9" => [])]
fn mock_tan(x: &Mock) -> Result<Mock> {
    Ok(Mock {
        data: x.data.iter().map(|v| v.tan()).collect(),
        ..x.clone()
    })
}

#[ivy::implements(add)]
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

#[ivy::with_supported_dtypes("1.0 and above" => ["float32", "float64", "int32"])]
#[ivy::implements(zeros)]
fn mock_zeros(shape: &[usize], dtype: Dtype, _device: Device) -> Result<Mock> {
    Ok(Mock {
        dtype,
        shape: shape.to_vec(),
        data: vec![0.0; shape.iter().product()],
    })
}

#[ivy::implements(linear)]
#[ivy::partial_mixed(handler = |_x, weight, _bias| weight.ndim() == 1)]
fn mock_linear(x: &Mock, weight: &Mock, _bias: Option<&Mock>) -> Result<Mock> {
    let _ = weight;
    Ok(Mock {
        data: x.data.iter().map(|v| v * 100.0).collect(),
        ..x.clone()
    })
}

// ---------------------------------------------------------------- use

fn data(a: &Array) -> Vec<f64> {
    a.native::<Mock>().unwrap().data.clone()
}

fn main() {
    let b = ivy::register_backend(MockBackend).unwrap();
    let arr = |d: &[f64], dtype: Dtype| {
        let h = HostArray::new(vec![d.len()], d.to_vec()).unwrap();
        Array::from_host(b, h, Device::Cpu)
            .unwrap()
            .cast(dtype)
            .unwrap()
    };
    let x = arr(&[0.0, 1.0], Dtype::Float32);
    assert_eq!(data(&tan(&x, None).unwrap()), [0.0, 1f64.tan()]);
    assert!(matches!(
        tan(&arr(&[1.0], Dtype::Int16), None),
        Err(Error::UnsupportedDtype { .. })
    ));
    let a = arr(&[1.0, 2.0], Dtype::Int8);
    let c = add(&a, 3, None).unwrap();
    assert_eq!((c.dtype(), data(&c)), (Dtype::Int8, vec![4.0, 5.0]));
    let mut out = arr(&[7.0, 7.0], Dtype::Int8);
    add(&a, &a, Some(&mut out)).unwrap();
    assert_eq!(data(&out), [2.0, 4.0]);
    {
        let _g = ivy::backend_scope(b);
        assert_eq!(zeros(&[2], None, None).unwrap().dtype(), Dtype::Float32);
        assert!(zeros(&[2], Some(Dtype::Int8), None).is_err());
    }
    let w1 = arr(&[1.0, 1.0], Dtype::Float32);
    let xs = arr(&[1.0, 2.0], Dtype::Float32);
    assert_eq!(data(&linear(&xs, &w1, None, None).unwrap()), [100.0, 200.0]);
    let w2 = Array::from_host(
        b,
        HostArray::new(vec![1, 2], vec![1.0f64, 1.0]).unwrap(),
        Device::Cpu,
    )
    .unwrap()
    .cast(Dtype::Float32)
    .unwrap();
    assert_eq!(data(&linear(&xs, &w2, None, None).unwrap()), [2.0, 3.0]);
    let cont = ivy::Container::new().with("a", arr(&[1.0], Dtype::Float32));
    let r = add::nested(&cont, 1.0).unwrap().into_container().unwrap();
    assert_eq!(data(r.at("a").unwrap()), [2.0]);
    let _ = tan::nested(&cont).unwrap();
    assert_eq!(
        tan::DECL.supported_dtypes(b).unwrap(),
        DtypeSet::FLOAT | DtypeSet::of(&[Dtype::Complex64])
    );
    assert_eq!(linear::DECL.callees.len(), 1);
    assert_eq!(linear::DECL.callees[0].name, "add");
}
