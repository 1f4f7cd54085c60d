//! PyTorch's promotion across categories (bool < integer < float < complex) and its ranking of
//! operands: tensors with dimensions above 0-d tensors, 0-d tensors above Python scalars
//! (`c10::ResultTypeState` and `combine_categories`, the "type promotion" notes of
//! `torch.result_type`).

use ivy_grammar::Dtype;

use super::{PromotionRules, common_dtype, table_result};
use crate::error::Result;
use crate::scalar::Operand;

/// What PyTorch makes of `higher`, the dtype of the higher-ranked operands, next to `lower`,
/// that of the lower-ranked ones: `higher` unless `lower` is of a higher category; then a
/// complex `lower` next to a float gives the float's complex counterpart, next to a bool or
/// integer `lower` itself; a float `lower` (or anything next to `bool`) promotes with
/// `higher`. `None` where PyTorch refuses or answers with a dtype Ivy lacks (`complex32`).
pub(super) fn combine(higher: Dtype, lower: Dtype) -> Option<Dtype> {
    if higher.is_complex() {
        Some(higher)
    } else if lower.is_complex() {
        if higher.is_float() {
            super::tables::torch_complex_of(higher)
        } else {
            Some(lower)
        }
    } else if higher.is_float() {
        Some(higher)
    } else if higher == Dtype::Bool || lower.is_float() {
        PromotionRules::Torch.promote(higher, lower)
    } else {
        Some(higher)
    }
}

/// Whether `operands` hold both a 0-d array and an array with dimensions: the one case where
/// PyTorch ranks arrays apart (0-d arrays alone rank as arrays).
pub(super) fn ranks_zero_dim_apart(operands: &[Operand]) -> bool {
    let dimensioned = |op: &Operand| op.dtype().is_some() && !op.is_zero_dim();
    operands.iter().any(|op| op.is_zero_dim()) && operands.iter().any(dimensioned)
}

/// `torch.result_type` of operands holding both 0-d arrays and arrays with dimensions: the
/// 0-d arrays and the scalars give one dtype as they would alone, which then meets the
/// arrays' common dtype as a lower category ([`combine`]): a 0-d `float64` next to an `int8`
/// array gives `float64`, next to a `float32` array `float32`.
pub(super) fn result_with_zero_dim(operands: &[Operand]) -> Result<Dtype> {
    let rules = PromotionRules::Torch;
    let higher = common_dtype(
        rules,
        operands
            .iter()
            .filter(|op| !op.is_zero_dim())
            .filter_map(|op| op.dtype())
            .collect(),
    )?;
    let below: Vec<Operand> = operands
        .iter()
        .filter(|op| op.is_zero_dim() || op.dtype().is_none())
        .copied()
        .collect();
    let lower = table_result(rules, &below)?;
    let result = combine(higher, lower).ok_or_else(|| {
        let defined_by = PromotionRules::ALL
            .into_iter()
            .filter(|r| r.promote(higher, lower).is_some())
            .collect();
        rules.undefined(&higher, &lower, defined_by)
    })?;
    for op in operands {
        if let Operand::Weak(s) = *op {
            super::check_fits(s, result)?;
        }
    }
    Ok(result)
}
