//! A program that links no dense linear algebra (this test binary does not name `ivy_faer`, so
//! it is not linked): the kernels that need it give an error saying what to link, and the rest
//! run.

use ivy_backends::ndarray::{self as nd, NdArray};
use ivy_runtime::{Device, Dtype, HostArray};

fn matrix(values: Vec<f32>, shape: &[usize]) -> NdArray {
    nd::asarray(
        HostArray::new(shape.to_vec(), values).unwrap(),
        Some(Dtype::Float32),
        Device::Cpu,
    )
    .unwrap()
}

#[test]
fn matmul_without_dense_linear_algebra_is_an_error_naming_what_to_link() {
    assert!(ivy_runtime::dense::IVY_DENSE.is_empty());
    let a = matrix(vec![1.0, 2.0, 3.0, 4.0], &[2, 2]);
    let e = nd::matmul(&a, &a).unwrap_err().to_string();
    assert!(
        e.contains("matmul: no dense linear algebra is linked into this program")
            && e.contains("extern crate ivy_faer"),
        "{e}"
    );
    // Kernels that need none still run.
    assert!(nd::add(&a, &a).is_ok());
}
