//! PyTorch's shape manipulation, joining and selection.

use ivy::{Array, ArrayLike, Result};
use ivy_macros::compositional;

/// `torch.reshape`: `input`'s elements in `shape` (one entry may be -1: whatever is left).
#[compositional(frontend = "torch")]
#[returns(ivy::reshape::output_type(input, shape, None))]
pub fn reshape(input: &Array, shape: &[isize]) -> Result<Array> {
    ivy::reshape(input, shape)
}

/// `torch.transpose` (`torch.swapaxes`): `input` with dimensions `dim0` and `dim1` swapped.
#[compositional(frontend = "torch")]
#[returns(ivy::swapaxes::output_type(input, dim0, dim1, None))]
#[defaults(dim0 = required, dim1 = required)]
pub fn transpose(input: &Array, dim0: isize, dim1: isize) -> Result<Array> {
    ivy::swapaxes(input, dim0, dim1)
}

/// `torch.permute`: `input`'s dimensions in the order `dims`.
#[compositional(frontend = "torch")]
#[returns(ivy::permute_dims::output_type(input, dims, None))]
pub fn permute(input: &Array, dims: &[isize]) -> Result<Array> {
    ivy::permute_dims(input, dims)
}

/// `torch.cat` (`torch.concat`): `tensors` joined along the existing dimension `dim`, their
/// dtypes promoted as PyTorch does.
#[compositional(frontend = "torch")]
#[returns(ivy::concat::output_type(tensors, dim, None))]
#[defaults(dim = 0)]
pub fn cat(tensors: &[Array], dim: isize) -> Result<Array> {
    ivy::concat::with(tensors).axis(dim).call()
}

/// `torch.stack`: `tensors`, of one shape, joined along a new dimension `dim`.
#[compositional(frontend = "torch")]
#[returns(ivy::stack::output_type(tensors, dim, None))]
#[defaults(dim = 0)]
pub fn stack(tensors: &[Array], dim: isize) -> Result<Array> {
    ivy::stack::with(tensors).axis(dim).call()
}

/// `torch.where` (a Rust keyword, hence the `_`): `input` where `condition` is true, else
/// `other`, in their promoted dtype.
#[compositional(frontend = "torch")]
#[returns(ivy::where_::output_type(condition, input, other, None))]
pub fn where_(condition: &Array, input: ArrayLike<'_>, other: ArrayLike<'_>) -> Result<Array> {
    ivy::where_(condition, input, other)
}

/// `torch.squeeze`: `input` without its length-1 dimension `dim` (all of them if `None`; a
/// `dim` of another length is left as it is, as in PyTorch).
#[compositional(frontend = "torch")]
#[returns(ivy::squeeze::output_type(input, self::squeezable(&input.shape, dim).as_deref(), None))]
pub fn squeeze(input: &Array, dim: Option<isize>) -> Result<Array> {
    let shape: Vec<Option<usize>> = input.shape().iter().copied().map(Some).collect();
    let axes = self::squeezable(&shape, dim);
    ivy::squeeze::positional(input, axes.as_deref(), None)
}

/// The dimensions `torch.squeeze` removes: `dim` if it has length 1 (none if not), or every
/// one of length 1 if `dim` is `None`.
fn squeezable(shape: &[Option<usize>], dim: Option<isize>) -> Option<Vec<isize>> {
    let dim = dim?;
    // `shape` is an array's: its length fits an `isize`.
    let ndim = shape.len() as isize;
    let i = if dim < 0 { dim + ndim } else { dim };
    let one = usize::try_from(i).ok().and_then(|i| shape.get(i)) == Some(&Some(1));
    // An out-of-range `dim` is left for Ivy's squeeze to refuse.
    let in_range = (0..ndim).contains(&i);
    Some(if one || !in_range {
        vec![dim]
    } else {
        Vec::new()
    })
}

/// `torch.unsqueeze`: `input` with a length-1 dimension inserted at `dim`.
#[compositional(frontend = "torch")]
#[returns(ivy::expand_dims::output_type(input, &[dim], None))]
#[defaults(dim = required)]
pub fn unsqueeze(input: &Array, dim: isize) -> Result<Array> {
    ivy::expand_dims::with(input).axis(&[dim]).call()
}

/// `torch.flatten`: `input` with dimensions `start_dim` to `end_dim` made one.
#[compositional(frontend = "torch")]
#[returns(ivy::flatten::output_type(input, start_dim, end_dim, None))]
#[defaults(start_dim = 0, end_dim = -1)]
pub fn flatten(input: &Array, start_dim: isize, end_dim: isize) -> Result<Array> {
    ivy::flatten::with(input)
        .start_dim(start_dim)
        .end_dim(end_dim)
        .call()
}

/// `torch.flip`: `input` reversed along each dimension of `dims`.
#[compositional(frontend = "torch")]
#[returns(ivy::flip::output_type(input, Some(dims), None))]
pub fn flip(input: &Array, dims: &[isize]) -> Result<Array> {
    ivy::flip::positional(input, Some(dims), None)
}

/// `torch.clone`: a copy of `input`.
#[compositional(frontend = "torch")]
#[returns(ivy::copy_array::output_type(input, None))]
pub fn clone(input: &Array) -> Result<Array> {
    ivy::copy_array(input)
}
