//! PyTorch's activations.

use ivy::{Array, Dtype, Result};
use ivy_macros::compositional;

/// `torch.softmax` (`torch.nn.functional.softmax`): `exp(input)` normalised to sum to 1 along
/// `dim`, of `input` taken in `dtype` if one is given; an integer or `bool` input without a
/// `dtype` is an error, as in PyTorch.
#[compositional(frontend = "torch")]
#[returns({
    super::floating_only("softmax", input.dtype, dtype)?;
    ivy::softmax::output_type(&super::taken_type(input, dtype)?, Some(dim), None)
})]
#[defaults(dim = required)]
pub fn softmax(input: &Array, dim: isize, dtype: Option<Dtype>) -> Result<Array> {
    super::floating_only("softmax", input.dtype(), dtype)?;
    ivy::softmax::with(&super::taken(input, dtype)?)
        .axis(dim)
        .call()
}
