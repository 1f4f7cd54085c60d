use ivy::{Array, Dtype, DtypeSet, Result};

#[ivy::primary]
pub fn tan(x: &Array) -> Result<Array>;

struct Tensor;

impl ivy::__private::NativeArray for Tensor {
    const BACKEND: &'static str = "candle";
    const VALID_DTYPES: DtypeSet = DtypeSet::FLOAT.without(Dtype::Bfloat16);
}

// "integer" is a class (the backend's valid integers, none here): fine. "float16" is fine.
// "bfloat16" is named explicitly, and this backend cannot hold it at all.
#[ivy::implements(tan)]
#[ivy::with_unsupported_dtypes("0.11.1 and below" => ["integer", "float16", "bfloat16"])]
fn candle_tan(_x: &Tensor) -> Result<Tensor> {
    Ok(Tensor)
}

fn main() {
    let _ = ivy::kernels![candle_tan];
}
