//! What a declared function returns: one array, a tuple of two to four arrays, or a list of
//! arrays (`split`, `unique_all`, `broadcast_arrays`). [`Outputs`] is how the wrapper chain
//! handles each the same way: kernels return the native counterpart, results are cast back and
//! written to `out` as a whole, and the nestable form maps them over containers.

use ivy_grammar::Dtype;

use crate::array::Array;
use crate::backend::BackendError;
use crate::container::{Container, Nest};
use crate::error::{Error, Result};
use crate::promotion::can_cast;
use crate::registry::BackendId;

/// The outputs of a declared function.
pub trait Outputs: Sized {
    /// What a kernel returns over a backend's native array type `N`.
    type Native<N>;
    /// The `out` argument: one `&mut Array` per output.
    type Out<'a>;
    /// What the nestable form returns: per output, the plain result or a container.
    type Nested;

    /// The outputs of a kernel's native result on `backend` (inside the kernel call's panic
    /// containment, which covers describing them).
    fn wrap<N: Send + Sync + 'static>(backend: BackendId, native: Self::Native<N>) -> Result<Self>;

    /// The outputs, in order.
    fn into_vec(self) -> Vec<Array>;

    /// The outputs from `arrays`, in order (as many as [`Outputs::into_vec`] gave).
    fn from_vec(arrays: Vec<Array>) -> Result<Self>;

    /// The arrays of an `out` argument, in order.
    fn out_vec<'a>(out: Self::Out<'a>) -> Vec<&'a mut Array>;

    /// The nestable form's result: with no container passed, the one result as is; else one
    /// container per output, each of `structure`'s shape, its leaves taken from `results` (one
    /// per leaf, in the order of the structure's walk).
    fn nested(structure: Option<&Container>, results: Vec<Self>) -> Result<Self::Nested>;

    /// Every output of dtype `from` cast to `to` (a result cast back to the dtype the caller
    /// asked for, where a casting mode made the kernel compute in another).
    fn cast_back(self, from: Dtype, to: Dtype) -> Result<Self> {
        Outputs::from_vec(
            self.into_vec()
                .into_iter()
                .map(|a| if a.dtype() == from { a.cast(to) } else { Ok(a) })
                .collect::<Result<_>>()?,
        )
    }

    /// Every output weakly typed ([`Array::weak`]): the results of a call whose inputs were
    /// all weak.
    fn weakened(self) -> Result<Self> {
        Outputs::from_vec(self.into_vec().into_iter().map(Array::weak).collect())
    }

    /// `handle_out`: every output's shape and dtype is checked against its `out` array before
    /// any is written; on any error every `out` array is untouched. A result is cast to its
    /// `out` array's dtype only where [`can_cast()`](crate::can_cast()) allows it. An error
    /// names `function`, the function whose results these are.
    fn write_out(self, function: &'static str, out: Option<Self::Out<'_>>) -> Result<Self> {
        let Some(out) = out else {
            return Ok(self);
        };
        let results = self.into_vec();
        let outs = Self::out_vec(out);
        if outs.len() != results.len() {
            return Err(Error::ShapeMismatch {
                what: "out (one array per output)",
                expected: vec![results.len()],
                got: vec![outs.len()],
            });
        }
        for (result, out) in results.iter().zip(&outs) {
            check_out(function, result, out)?;
        }
        // Every result made what its `out` holds before any is written: a conversion that
        // fails leaves every `out` untouched.
        let held = results
            .into_iter()
            .zip(&outs)
            .map(|(result, out)| as_out_holds(result, out))
            .collect::<Result<Vec<_>>>()?;
        let mut written = Vec::with_capacity(held.len());
        for (result, out) in held.into_iter().zip(outs) {
            out.write(result)?;
            written.push(out.clone());
        }
        Outputs::from_vec(written)
    }
}

/// Whether `result` (of `function`) can be written to `out`: the same shape, a dtype it casts
/// to.
fn check_out(function: &'static str, result: &Array, out: &Array) -> Result<()> {
    if out.shape() != result.shape() {
        return Err(Error::OutShape {
            function,
            expected: result.shape().to_vec(),
            got: out.shape().to_vec(),
        });
    }
    if out.dtype() != result.dtype() && !can_cast(result.dtype(), out.dtype()) {
        return Err(Error::OutDtype {
            function,
            out: out.dtype(),
            result: result.dtype(),
        });
    }
    Ok(())
}

/// A checked result as `out` holds it, ready to be written: cast to `out`'s dtype, then moved
/// to `out`'s backend (which holds `out`'s dtype, not necessarily the result's: int8 to a
/// candle int16 `out`). An error if `out` cannot be written on this thread.
fn as_out_holds(result: Array, out: &Array) -> Result<Array> {
    crate::storage::writable(out.storage())?;
    result.to_backend_as(out.backend(), out.dtype())
}

/// Writes a checked result to `out`'s native array, which every clone of `out` shares; the
/// result is `out`.
fn write_checked(result: Array, out: &mut Array) -> Result<Array> {
    out.write(as_out_holds(result, out)?)?;
    Ok(out.clone())
}

impl Outputs for Array {
    type Native<N> = N;
    type Out<'a> = &'a mut Array;
    type Nested = Nest;

    #[inline]
    fn wrap<N: Send + Sync + 'static>(backend: BackendId, native: N) -> Result<Array> {
        Array::from_result(backend, native)
    }

    fn into_vec(self) -> Vec<Array> {
        vec![self]
    }

    fn from_vec(arrays: Vec<Array>) -> Result<Array> {
        let [a]: [Array; 1] = arrays
            .try_into()
            .map_err(|v: Vec<Array>| arity(1, v.len()))?;
        Ok(a)
    }

    fn out_vec<'a>(out: Self::Out<'a>) -> Vec<&'a mut Array> {
        vec![out]
    }

    fn nested(structure: Option<&Container>, results: Vec<Array>) -> Result<Nest> {
        column(structure, results)
    }

    // One array: no vector on the way (this is every call's path).
    #[inline]
    fn cast_back(self, from: Dtype, to: Dtype) -> Result<Array> {
        if self.dtype() == from {
            self.cast(to)
        } else {
            Ok(self)
        }
    }

    #[inline]
    fn weakened(self) -> Result<Array> {
        Ok(self.weak())
    }

    #[inline]
    fn write_out(self, function: &'static str, out: Option<&mut Array>) -> Result<Array> {
        match out {
            None => Ok(self),
            Some(out) => {
                check_out(function, &self, out)?;
                write_checked(self, out)
            }
        }
    }
}

/// One output's results over containers: the plain result, or a container of `structure`'s
/// shape.
fn column(structure: Option<&Container>, results: Vec<Array>) -> Result<Nest> {
    match structure {
        Some(s) => Ok(Nest::Container(s.with_leaves(results)?)),
        None => results
            .into_iter()
            .next()
            .map(Nest::Array)
            .ok_or_else(|| arity(1, 0)),
    }
}

fn arity(expected: usize, got: usize) -> Error {
    Error::ShapeMismatch {
        what: "outputs",
        expected: vec![expected],
        got: vec![got],
    }
}

macro_rules! tuple_outputs {
    ($($n:literal: ($($t:ident $i:tt),+);)*) => {$(
        impl Outputs for ($(tuple_outputs!(@array $t),)+) {
            type Native<N> = ($(tuple_outputs!(@native $t N),)+);
            type Out<'a> = ($(tuple_outputs!(@out $t 'a),)+);
            type Nested = ($(tuple_outputs!(@container $t),)+);

            fn wrap<N: Send + Sync + 'static>(
                backend: BackendId,
                native: Self::Native<N>,
            ) -> Result<Self> {
                Ok(($(Array::from_result(backend, native.$i)?,)+))
            }

            fn into_vec(self) -> Vec<Array> {
                vec![$(self.$i),+]
            }

            fn from_vec(arrays: Vec<Array>) -> Result<Self> {
                let len = arrays.len();
                let [$($t),+]: [Array; $n] = arrays.try_into().map_err(|_| arity($n, len))?;
                Ok(($($t,)+))
            }

            fn out_vec<'a>(out: Self::Out<'a>) -> Vec<&'a mut Array> {
                vec![$(out.$i),+]
            }

            fn nested(
                structure: Option<&Container>,
                results: Vec<Self>,
            ) -> Result<Self::Nested> {
                let mut columns: [Vec<Array>; $n] = Default::default();
                for r in results {
                    $(columns[$i].push(r.$i);)+
                }
                let [$($t),+] = columns;
                Ok(($(column(structure, $t)?,)+))
            }
        }
    )*};
    (@array $t:ident) => { Array };
    (@native $t:ident $n:ident) => { $n };
    (@out $t:ident $a:lifetime) => { &$a mut Array };
    (@container $t:ident) => { Nest };
}

tuple_outputs! {
    2: (a 0, b 1);
    3: (a 0, b 1, c 2);
    4: (a 0, b 1, c 2, d 3);
}

impl Outputs for Vec<Array> {
    type Native<N> = Vec<N>;
    type Out<'a> = &'a mut [Array];
    type Nested = Vec<Nest>;

    fn wrap<N: Send + Sync + 'static>(backend: BackendId, native: Vec<N>) -> Result<Self> {
        native
            .into_iter()
            .map(|n| Array::from_result(backend, n))
            .collect()
    }

    fn into_vec(self) -> Vec<Array> {
        self
    }

    fn from_vec(arrays: Vec<Array>) -> Result<Self> {
        Ok(arrays)
    }

    fn out_vec<'a>(out: Self::Out<'a>) -> Vec<&'a mut Array> {
        out.iter_mut().collect()
    }

    /// A list output over containers: every leaf must give as many arrays.
    fn nested(structure: Option<&Container>, results: Vec<Self>) -> Result<Vec<Nest>> {
        let count = results.first().map_or(0, Vec::len);
        if let Some(other) = results.iter().find(|r| r.len() != count) {
            return Err(Error::InvalidInput(format!(
                "a list-returning function gave {count} arrays for one leaf and {} for another; \
                 over containers every leaf must give as many",
                other.len()
            )));
        }
        let mut columns: Vec<Vec<Array>> = (0..count).map(|_| Vec::new()).collect();
        for r in results {
            for (column, a) in columns.iter_mut().zip(r) {
                column.push(a);
            }
        }
        columns.into_iter().map(|c| column(structure, c)).collect()
    }
}

/// A kernel's result, its error converted (naming the function).
#[inline]
pub(crate) fn kernel_result<R: Outputs, N: Send + Sync + 'static, E: Into<BackendError>>(
    backend: BackendId,
    function: &'static str,
    result: std::result::Result<R::Native<N>, E>,
) -> Result<R> {
    match result {
        Ok(native) => R::wrap(backend, native),
        Err(e) => Err(e.into().into_error(function, backend.name())),
    }
}
