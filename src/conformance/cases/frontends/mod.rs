//! One case per frontend function (`numpy.add`, `torch.sum`, `jax.nn.softmax`), by frontend:
//! the inputs it is called with (the library's), and the call.

mod jax;
mod numpy;
mod torch;

use super::Case;

/// Every frontend case, with the `jax_enable_x64` setting it runs under (`None` for the
/// frontends it does not concern): NumPy's, PyTorch's, then JAX's without x64 (JAX's default)
/// and with it, which changes JAX's dtypes.
pub(crate) fn frontends() -> impl Iterator<Item = (&'static Case, Option<bool>)> {
    let jax = [false, true]
        .into_iter()
        .flat_map(|x64| jax::CASES.iter().map(move |c| (c, Some(x64))));
    numpy::CASES
        .iter()
        .chain(torch::CASES)
        .map(|c| (c, None))
        .chain(jax)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every function of every frontend (the frontend catalogue, derived from the declarations)
    /// has exactly one case, and every case is of one of them.
    #[test]
    fn every_frontend_function_has_one_case() {
        let mut cased: Vec<&str> = frontends()
            .filter(|(_, x64)| *x64 != Some(true))
            .map(|(case, _)| case.function.name)
            .collect();
        cased.sort_unstable();
        let mut declared: Vec<&str> = crate::frontend_catalog()
            .iter()
            .flat_map(|c| c.functions.iter().map(|f| f.name))
            .collect();
        declared.sort_unstable();
        assert_eq!(cased, declared);
        // NumPy's 105, PyTorch's 118 and JAX's 111, as their modules declare.
        assert_eq!(declared.len(), 334);
        // Each JAX case runs once more, with `jax_enable_x64`.
        let x64 = frontends().filter(|(_, x64)| *x64 == Some(true));
        assert!(
            x64.map(|(c, _)| c.function.frontend)
                .eq(super::jax::CASES.iter().map(|_| Some(crate::Frontend::Jax)))
        );
    }
}
