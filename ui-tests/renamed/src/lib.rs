//! Declarations, kernels and a compositional function written against the facade renamed to
//! `ivy_rs` (no crate called `ivy` is in scope here).

use ivy_rs::ndarray::{NdArray, NdArrayBackend};
use ivy_rs::{Array, Result};

/// `x + x`, element-wise.
#[ivy_rs::primary]
#[ivy_rs::returns(same(x))]
#[ivy_rs::handle_out]
#[ivy_rs::nestable]
pub fn double(x: &Array, out: Option<&mut Array>) -> Result<Array>;

#[ivy_rs::implements(double for NdArrayBackend)]
#[ivy_rs::with_unsupported_dtypes("0.17 and above" => ["bool"])]
fn ndarray_double(x: &NdArray) -> Result<NdArray> {
    ivy_rs::ndarray::add(x, x)
}

/// `2x + 1`, composed of library functions and `double`.
#[ivy_rs::compositional]
#[ivy_rs::returns(same(x))]
pub fn double_plus_one(x: &Array) -> Result<Array> {
    ivy_rs::add(&double(x)?, 1)
}

/// Registers `double`'s kernel on the ndarray backend (once).
pub fn register() -> Result<()> {
    static DONE: std::sync::OnceLock<Result<()>> = std::sync::OnceLock::new();
    DONE.get_or_init(|| ivy_rs::register_kernels(ivy_rs::init()?, ivy_rs::kernels![ndarray_double]))
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_expansions_find_the_renamed_facade() {
        register().unwrap();
        let x = ivy_rs::array![1i16, 2].unwrap();
        assert_eq!(double(&x).unwrap().to_string(), "[2, 4]");
        assert_eq!(double_plus_one(&x).unwrap().to_string(), "[3, 5]");
        let b = ivy_rs::array![true].unwrap();
        assert!(matches!(
            double(&b),
            Err(ivy_rs::Error::UnsupportedDtype { .. })
        ));
        assert_eq!(double_plus_one::DECL.callees.len(), 2);
    }
}
