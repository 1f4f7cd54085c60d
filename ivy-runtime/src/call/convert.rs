//! The inputs of a call made ready for its kernel: cast to the dtype it computes in, moved to
//! its backend; a condition in its truth dtype, indices and values checked, a list converted.

use ivy_grammar::{Device, Dtype};

use super::plan::{Plan, plan_dtypes};
use super::{Call, DtypeArg, Extra, ListArg, Prepared, Request};
use crate::array::{Array, ArrayLike};
use crate::error::Result;
use crate::registry::{BackendId, FunctionDecl, Support};
use crate::scalar::Operand;

impl<'a, const N: usize> Call<'a, N> {
    /// The inputs on the backend, in the dtype the kernel computes in: cast, then moved (and,
    /// when `moves`, in soft device mode, each on `device`).
    #[inline]
    pub(super) fn convert(
        r: Request<'_, 'a, N>,
        device: Device,
        plan: Plan,
        weak: bool,
        moves: bool,
    ) -> Result<Call<'a, N>> {
        let target = plan.compute.unwrap_or(Dtype::Float32);
        let mut made = Vec::new();
        // Soft device mode: the device every array argument is moved to.
        let soft = moves.then_some(device);
        let condition = match r.given.condition {
            Some(c) => Self::convert_condition(r.backend, device, soft, c, &mut made)?,
            None => Prepared::Absent,
        };
        let indices = match r.given.indices {
            Some((i, param)) => {
                Self::convert_indices(r.decl, r.backend, device, soft, i, param, &mut made)?
            }
            None => Prepared::Absent,
        };
        let values = match r.given.values {
            Some((v, param)) => {
                Self::convert_values(r.decl, r.backend, soft, v, param, target, &mut made)?
            }
            None => Prepared::Absent,
        };
        let list = match r.given.list {
            Some(list) => {
                Self::convert_list(r.decl, r.backend, device, soft, r.support, list, target)?
            }
            None => Vec::new(),
        };
        let mut arrays = [Prepared::Absent; N];
        for (slot, input) in arrays.iter_mut().zip(r.inputs) {
            *slot = match *input {
                None => Prepared::Absent,
                Some(ArrayLike::Array(a))
                    if a.backend() == r.backend && a.dtype() == target && placed(a, soft) =>
                {
                    Prepared::Given(a)
                }
                Some(ArrayLike::Array(a)) => {
                    made_from(&mut made, place(a.to_backend_as(r.backend, target)?, soft)?)
                }
                Some(ArrayLike::Scalar(s)) => {
                    made_from(&mut made, Array::scalar(r.backend, s, target, device)?)
                }
            };
        }
        let extra = (!made.is_empty()
            || r.given.list.is_some()
            || r.given.condition.is_some()
            || r.given.indices.is_some()
            || r.given.values.is_some())
        .then(|| {
            Box::new(Extra {
                made,
                list,
                condition,
                indices,
                values,
            })
        });
        let (dtype, cast_back) = (plan.dtype, plan.cast_back);
        Ok(Call {
            decl: r.decl,
            backend: r.backend,
            device,
            arrays,
            extra,
            literal: super::Literal::default(),
            dtype,
            cast_back,
            weak,
        })
    }

    /// A condition argument on the backend, in its truth dtype: `bool` where the backend
    /// holds it, else `uint8` (0 or 1), each element's truth as `astype(bool)` reads it.
    fn convert_condition(
        backend: BackendId,
        device: Device,
        soft: Option<Device>,
        condition: &'a Array,
        made: &mut Vec<Array>,
    ) -> Result<Prepared<'a>> {
        let truth = if backend.valid_dtypes().contains(Dtype::Bool) {
            Dtype::Bool
        } else {
            Dtype::Uint8
        };
        if condition.backend() == backend && condition.dtype() == truth && placed(condition, soft) {
            return Ok(Prepared::Given(condition));
        }
        let host = condition.to_host()?.astype(Dtype::Bool)?.astype(truth)?;
        Ok(made_from(made, Array::from_host(backend, host, device)?))
    }

    /// An index argument on the backend, in its own integer dtype (else the error naming the
    /// function and `param`): the kernel reads each value as it uses it, so no widened copy of
    /// the whole argument is made (an `int64` copy of `uint8` indices is eight times their
    /// size). Moved from another backend in its dtype where this one holds it, else as `int64`
    /// (a `uint64` beyond `i64::MAX` becomes `i64::MAX`, out of range of every axis as it was).
    fn convert_indices(
        decl: &'static FunctionDecl,
        backend: BackendId,
        device: Device,
        soft: Option<Device>,
        indices: &'a Array,
        param: &'static str,
        made: &mut Vec<Array>,
    ) -> Result<Prepared<'a>> {
        crate::type_rules::gather::index_dtype(decl.name, param, indices.dtype())?;
        if indices.backend() == backend {
            return Ok(match soft {
                Some(d) if indices.device() != d => made_from(made, indices.to_device(d)?),
                _ => Prepared::Given(indices),
            });
        }
        let host = indices.to_host()?;
        if backend.valid_dtypes().contains(host.dtype()) {
            return Ok(made_from(made, Array::from_host(backend, host, device)?));
        }
        let host = match host.data() {
            crate::host::HostData::Uint64(u) => {
                let mut v = crate::alloc::result_vec(decl.name, host.shape())?;
                v.extend(u.iter().map(|&i| i.min(i64::MAX as u64) as i64));
                crate::host::HostArray::new(host.shape().to_vec(), v)?
            }
            _ => host.astype(Dtype::Int64)?,
        };
        Ok(made_from(made, Array::from_host(backend, host, device)?))
    }

    /// A values argument on the backend in `target`, the dtype the inputs are computed in:
    /// refused where its dtype does not cast to it (as `out=` refuses a result).
    fn convert_values(
        decl: &'static FunctionDecl,
        backend: BackendId,
        soft: Option<Device>,
        values: &'a Array,
        param: &'static str,
        target: Dtype,
        made: &mut Vec<Array>,
    ) -> Result<Prepared<'a>> {
        crate::type_rules::gather::values_dtype(decl.name, param, values.dtype(), target)?;
        if values.backend() == backend && values.dtype() == target && placed(values, soft) {
            return Ok(Prepared::Given(values));
        }
        Ok(made_from(
            made,
            place(values.to_backend_as(backend, target)?, soft)?,
        ))
    }

    /// A list argument's arrays on the backend: each in `target` when promoted with the
    /// inputs, else in its own dtype as its own plan (support and casting mode) has it.
    fn convert_list(
        decl: &'static FunctionDecl,
        backend: BackendId,
        device: Device,
        soft: Option<Device>,
        support: Option<&Support>,
        list: ListArg<'_>,
        target: Dtype,
    ) -> Result<Vec<Array>> {
        list.list
            .iter()
            .map(|a| {
                let dtype = if list.keep_dtypes {
                    let own = [Operand::Typed(a.dtype())];
                    let plan = plan_dtypes(decl, backend, support, device, &own, DtypeArg::None)?;
                    plan.compute.unwrap_or(a.dtype())
                } else {
                    target
                };
                if a.backend() == backend && a.dtype() == dtype {
                    place(a.clone(), soft)
                } else {
                    place(a.to_backend_as(backend, dtype)?, soft)
                }
            })
            .collect()
    }
}

/// Whether `a` is where soft device mode wants it (anywhere, without soft device mode).
fn placed(a: &Array, soft: Option<Device>) -> bool {
    soft.is_none_or(|d| a.device() == d)
}

/// `a` where soft device mode wants it.
fn place(a: Array, soft: Option<Device>) -> Result<Array> {
    match soft {
        Some(d) => a.to_device(d),
        None => Ok(a),
    }
}

/// `array`, kept in `made`: the prepared input that refers to it.
pub(super) fn made_from<'a>(made: &mut Vec<Array>, array: Array) -> Prepared<'a> {
    made.push(array);
    Prepared::Made(made.len() - 1)
}
