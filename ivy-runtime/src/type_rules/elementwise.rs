//! Element-wise rules: one output of the inputs' broadcast shape.

use ivy_grammar::Dtype;

use crate::error::Result;
use crate::tensor_type::{TensorType, broadcast_dims};

/// The input's type: element-wise functions of one array (`exp`, `negative`, `relu`).
pub fn same(x: &TensorType) -> Result<TensorType> {
    Ok(x.clone())
}

/// The input's shape in `dtype` (`astype`, `zeros_like`, `argsort`).
pub fn retyped(x: &TensorType, dtype: Dtype) -> Result<TensorType> {
    Ok(TensorType::new(dtype, x.shape.clone()))
}

/// The input's shape in `bool` (`isnan`, `logical_not`).
pub fn predicate(x: &TensorType) -> Result<TensorType> {
    retyped(x, Dtype::Bool)
}

/// The input's shape in the real dtype of its precision: complex gives its component dtype,
/// anything else itself (`abs`, `real`, `imag`, `angle`).
pub fn real_part(x: &TensorType) -> Result<TensorType> {
    retyped(x, x.dtype.real_dtype())
}

/// True division (`divide`): the inputs broadcast, in the [`quotient_dtype`] of their dtype.
pub fn quotient(xs: &[&TensorType]) -> Result<TensorType> {
    let t = broadcast(xs)?;
    retyped(&t, quotient_dtype(t.dtype))
}

/// The dtype of a true quotient of two arrays of `dtype`: integer and `bool` quotients in the
/// default float dtype, any other in `dtype` itself. The one statement of the rule, which the
/// backends' `divide` kernels follow.
pub fn quotient_dtype(dtype: Dtype) -> Dtype {
    if dtype.is_int() || dtype.is_bool() {
        crate::defaults::default_float_dtype()
    } else {
        dtype
    }
}

/// The inputs broadcast together, in their promoted dtype (`add`, `where_` of its values).
pub fn broadcast(xs: &[&TensorType]) -> Result<TensorType> {
    broadcast_retyped(xs, super::promoted(xs.iter().copied())?)
}

/// Each input in the dtype all of them promote to, its own shape kept
/// (`type_promote_arrays`, `promote_types_of_inputs`).
pub fn promoted_each<'t>(
    xs: impl IntoIterator<Item = &'t TensorType> + Clone,
) -> Result<Vec<TensorType>> {
    let dtype = super::promoted(xs.clone())?;
    xs.into_iter().map(|x| retyped(x, dtype)).collect()
}

/// The inputs' broadcast shape in `dtype` (`where_`: the condition's shape counts, its dtype
/// does not).
pub fn broadcast_retyped(xs: &[&TensorType], dtype: Dtype) -> Result<TensorType> {
    let mut shape = Vec::new();
    for x in xs {
        shape = broadcast_dims(&shape, &x.shape)?;
    }
    Ok(TensorType::new(dtype, shape))
}

/// The inputs' broadcast shape in `bool` (`equal`, `less`, `logical_and`).
pub fn compare(xs: &[&TensorType]) -> Result<TensorType> {
    broadcast_retyped(xs, Dtype::Bool)
}

/// The dtype `float_power` computes in: complex128 if any of `dtypes` is complex, else
/// float64.
pub fn widest_inexact(dtypes: &[Dtype]) -> Dtype {
    if dtypes.iter().any(|d| d.is_complex()) {
        Dtype::Complex128
    } else {
        Dtype::Float64
    }
}
