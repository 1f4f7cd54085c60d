use ivy::{Array, Backend, BackendError, Device, Dtype, DtypeSet, HostArray, Result, Version};

#[ivy::primary] #[ivy::returns(same(x))]
pub fn tan(x: &Array) -> Result<Array>;

#[derive(Clone)]
struct Tensor;

struct CandleBackend;

impl Backend for CandleBackend {
    type Native = Tensor;
    const NAME: &'static str = "candle";
    const VALID_DTYPES: DtypeSet = DtypeSet::FLOAT.without(Dtype::Bfloat16);

    fn version(&self) -> Version {
        "0.11.1".parse().unwrap()
    }
    fn dtype(&self, _: &Tensor) -> std::result::Result<Dtype, BackendError> {
        Ok(Dtype::Float32)
    }
    fn shape<'a>(&self, _: &'a Tensor) -> &'a [usize] {
        &[]
    }
    fn native_from_host(&self, _: HostArray, _: Device) -> std::result::Result<Tensor, BackendError> {
        Ok(Tensor)
    }
    fn to_host(&self, _: &Tensor) -> std::result::Result<HostArray, BackendError> {
        Ok(HostArray::scalar(0.0f32))
    }
}

// "integer" is a class (the backend's valid integers, none here): fine. "float16" is fine.
// "bfloat16" is named explicitly, and this backend cannot hold it at all.
#[ivy::implements(tan for CandleBackend)]
#[ivy::with_unsupported_dtypes("0.11.1 and below" => ["integer", "float16", "bfloat16"])]
fn candle_tan(_x: &Tensor) -> Result<Tensor> {
    Ok(Tensor)
}

fn main() {
    let _ = ivy::kernels![candle_tan];
}
