//! Arrays a kernel receives as ivy arrays rather than as its backend's native arrays: the
//! lists of `concat` and `stack`, and `where_`'s condition. Dispatch neither promotes them nor
//! moves them to the kernel's backend (they are not among the call's array inputs), so the
//! kernel does both here, once for every backend.

use std::ops::Deref;

use ivy_runtime::{
    Array, Backend, CastingMode, Dtype, Error, NativeRef, Operand, Result, casting_mode,
};

/// A native array a kernel reads: the one an array holds, or one made for the kernel.
pub(crate) enum Native<'a, N> {
    /// The array's own, read.
    Read(NativeRef<'a, N>),
    /// Cast or moved for the kernel.
    Made(N),
}

impl<N> Deref for Native<'_, N> {
    type Target = N;

    fn deref(&self) -> &N {
        match self {
            Native::Read(n) => n,
            Native::Made(n) => n,
        }
    }
}

impl<N> AsRef<N> for Native<'_, N> {
    fn as_ref(&self) -> &N {
        self
    }
}

/// `x` as a native array of backend `B` in `dtype`: its own native array, cast on its backend
/// if needed, when it lives on a backend of type `B`; otherwise converted in host memory (cast
/// there, then moved), so neither backend has to hold a dtype it cannot.
pub(crate) fn native_as<'a, B: Backend>(
    backend: &B,
    x: &'a Array,
    dtype: Dtype,
) -> Result<Native<'a, B::Native>>
where
    B::Native: Clone,
{
    let convert = |e: ivy_runtime::BackendError| e.into_error("astype", B::NAME);
    match x.native::<B::Native>() {
        Ok(native) if x.dtype() == dtype => Ok(Native::Read(native)),
        Ok(native) => backend
            .astype(&native, dtype)
            .map(Native::Made)
            .map_err(convert),
        Err(_) => {
            let host = x.to_host()?.astype(dtype)?;
            backend
                .native_from_host(host, x.device())
                .map(Native::Made)
                .map_err(|e| e.into_error("native_from_host", B::NAME))
        }
    }
}

/// The arrays of `xs` as native arrays of backend `B`, in the dtype they promote to under the
/// active rules (or, where `B` cannot hold that dtype, the one the casting mode in force finds
/// among those it holds). An empty list is an error naming `function`.
pub(crate) fn promoted<'a, B: Backend>(
    backend: &B,
    function: &'static str,
    argument: &'static str,
    xs: &'a [Array],
) -> Result<Vec<Native<'a, B::Native>>>
where
    B::Native: Clone,
{
    if xs.is_empty() {
        return Err(Error::InvalidInput(format!(
            "{function}: `{argument}` is empty; give at least one array"
        )));
    }
    let operands: Vec<Operand> = xs.iter().map(Operand::from).collect();
    let common = ivy_runtime::result_type(&operands)?;
    let valid = backend.valid_dtypes(&backend.version());
    let dtype = if valid.contains(common) {
        common
    } else {
        casting_mode()
            .target(common, valid)
            .ok_or_else(|| Error::InvalidDtype {
                dtype: common,
                backend: B::NAME,
                version: backend.version().to_string(),
                valid,
                helpful_modes: CastingMode::that_help(common, valid),
            })?
    };
    xs.iter().map(|x| native_as(backend, x, dtype)).collect()
}
