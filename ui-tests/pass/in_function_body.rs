//! Declarations and kernels inside a function body (as in a doctest): every item of the
//! expansion resolves names as the function does, including names imported in the body.

#[path = "../support/native.rs"]
mod native;

fn main() {
    use ivy::{Array, Result};
    use native::{Native, NativeBackend};

    /// Halves every element.
    #[ivy::primary]
    #[ivy::returns(same(x))]
    #[ivy::nestable]
    pub fn halve(x: &Array, by_two: bool) -> Result<Array>;

    /// Halves twice.
    #[ivy::compositional]
    #[ivy::returns(same(x))]
    pub fn quarter(x: &Array) -> Result<Array> {
        halve::with(&halve::with(x).by_two(true).call()?).by_two(true).call()
    }

    #[ivy::implements(halve for NativeBackend)]
    fn native_halve(x: &Native, _by_two: bool) -> Result<Native> {
        Ok(x.clone())
    }

    let kernels = ivy::kernels![native_halve];
    assert_eq!(kernels[0].function.name, "halve");
    assert_eq!(quarter::DECL.callees[0].name, "halve");
    let _ = quarter;
}
