//! The entry of a compositional body (a compositional function, or a mixed function taking its
//! compositional path).
//!
//! Every array input's dtype must be supported by the body on the backend the call runs on:
//! the intersection of its callees' support, narrowed by the function's own declarations. An
//! input outside it is cast at entry under the casting mode in force, to a dtype the mode finds
//! inside it, so every callee supports what it receives from the inputs; with no mode (or none
//! that finds one) the caller gets the function's one `UnsupportedDtype` error, naming the
//! modes under which every input would find a dtype, rather than whatever a callee deep inside
//! says. An `#[integer_arrays_to_float]` function takes its integer and `bool` inputs as the
//! default float dtype first.

use ivy_grammar::{Device, Dtype, DtypeSet};

use super::{ArrayLike, Call};
use crate::array::Array;
use crate::casting::{CastingMode, casting_mode};
use crate::error::{Error, Result};
use crate::registry::{BackendId, FunctionDecl, registered};

/// The inputs of a compositional body, with those cast at entry replaced.
pub struct Composed<const N: usize> {
    cast: [Option<Array>; N],
}

impl<const N: usize> Composed<N> {
    /// Checks (and, under a casting mode, casts) the array inputs of `decl`'s body.
    pub fn prepare(
        decl: &'static FunctionDecl,
        inputs: &[Option<ArrayLike<'_>>; N],
    ) -> Result<Composed<N>> {
        let backend = Call::select(inputs)?;
        let given = inputs.each_ref().map(|i| match i {
            Some(ArrayLike::Array(a)) => Some((a.dtype(), a.device())),
            _ => None,
        });
        let entry = entry_dtypes(decl, backend, &given)?;
        let mut cast: [Option<Array>; N] = std::array::from_fn(|_| None);
        for ((slot, input), target) in cast.iter_mut().zip(inputs).zip(entry) {
            if let (Some(ArrayLike::Array(a)), Some(target)) = (input, target)
                && target != a.dtype()
            {
                *slot = Some(a.to_backend_as(backend, target)?);
            }
        }
        Ok(Composed { cast })
    }

    /// The array input at `index`: `given`, or what it was cast to.
    #[inline]
    pub fn array<'a>(&'a self, index: usize, given: &'a Array) -> &'a Array {
        self.cast[index].as_ref().unwrap_or(given)
    }

    /// The optional array input at `index`.
    #[inline]
    pub fn opt_array<'a>(&'a self, index: usize, given: Option<&'a Array>) -> Option<&'a Array> {
        given.map(|g| self.array(index, g))
    }

    /// The array-like input at `index`.
    #[inline]
    pub fn array_like<'a>(&'a self, index: usize, given: ArrayLike<'a>) -> ArrayLike<'a> {
        match (given, &self.cast[index]) {
            (ArrayLike::Array(_), Some(cast)) => ArrayLike::Array(cast),
            _ => given,
        }
    }
}

/// The dtype each array input of `decl`'s body on `backend` enters as, given its dtype and
/// device (`None` for an input that is not an array): its own, the default float where the
/// function promotes integers, or what the casting mode in force finds where that is
/// unsupported; else the function's one `UnsupportedDtype` error. The call and its type
/// ([`TypeCall`](super::TypeCall)) both decide here.
///
/// A frontend's function checks nothing at entry: its framework takes inputs that the Ivy
/// functions it calls promote before they check their support (NumPy's `int8 - bool` is
/// `int8`, though Ivy's `subtract` takes no `bool`), and their errors stand.
pub(super) fn entry_dtypes<const N: usize>(
    decl: &'static FunctionDecl,
    backend: BackendId,
    inputs: &[Option<(Dtype, Device)>; N],
) -> Result<[Option<Dtype>; N]> {
    if decl.frontend.is_some() {
        return Ok(inputs.map(|i| i.map(|(d, _)| d)));
    }
    let support = decl.compositional_support(backend);
    let arrays = || inputs.iter().flatten().copied();
    // What each input is computed in: its dtype, or the default float dtype where the
    // function promotes integers.
    let given = |(d, _): (Dtype, Device)| decl.input_dtype(d);
    let unsupported = |a: (Dtype, Device)| !support.dtypes_on(a.1).contains(given(a));
    let finds = |mode: CastingMode, a: (Dtype, Device)| -> Option<Dtype> {
        mode.target(given(a), support.dtypes_on(a.1))
    };
    let mode = casting_mode();
    if let Some(refused) = arrays().find(|a| unsupported(*a) && finds(mode, *a).is_none()) {
        let reg = registered(backend);
        let supported: DtypeSet = support.dtypes_on(refused.1);
        return Err(Error::UnsupportedDtype {
            function: decl.name,
            dtype: given(refused),
            backend: reg.name,
            version: reg.version.to_string(),
            supported,
            helpful_modes: CastingMode::ALL
                .into_iter()
                .filter(|m| {
                    *m != CastingMode::Off
                        && arrays().all(|a| !unsupported(a) || finds(*m, a).is_some())
                })
                .collect(),
        });
    }
    Ok(inputs.map(|i| {
        i.map(|a| {
            if unsupported(a) {
                finds(mode, a).unwrap_or_else(|| given(a))
            } else {
                given(a)
            }
        })
    }))
}
