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

use ivy_grammar::{Dtype, DtypeSet};

use super::{ArrayLike, Call};
use crate::array::Array;
use crate::casting::{CastingMode, casting_mode};
use crate::error::{Error, Result};
use crate::registry::{FunctionDecl, registered};

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
        let support = decl.compositional_support(backend);
        let arrays = || {
            inputs.iter().flatten().filter_map(|i| match i {
                ArrayLike::Array(a) => Some(*a),
                ArrayLike::Scalar(_) => None,
            })
        };
        // What each input is computed in: its dtype, or the default float dtype where the
        // function promotes integers.
        let given = |a: &Array| decl.input_dtype(a.dtype());
        let unsupported = |a: &Array| !support.dtypes_on(a.device()).contains(given(a));
        let finds = |mode: CastingMode, a: &Array| -> Option<Dtype> {
            mode.target(given(a), support.dtypes_on(a.device()))
        };
        let mode = casting_mode();
        if let Some(refused) = arrays().find(|a| unsupported(a) && finds(mode, a).is_none()) {
            let reg = registered(backend);
            let supported: DtypeSet = support.dtypes_on(refused.device());
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
        let mut cast: [Option<Array>; N] = std::array::from_fn(|_| None);
        for (slot, input) in cast.iter_mut().zip(inputs) {
            if let Some(ArrayLike::Array(a)) = input {
                let target = if unsupported(a) {
                    finds(mode, a)
                } else {
                    Some(given(a))
                };
                if let Some(target) = target.filter(|t| *t != a.dtype()) {
                    *slot = Some(a.to_backend_as(backend, target)?);
                }
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
