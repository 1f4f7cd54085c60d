//! Manipulation kernels: reshaping, joining, splitting, reordering and padding, for the nine
//! dtypes candle holds. The arguments are checked first by the runtime's shape rules
//! ([`ivy_runtime::type_rules::dims`]), so candle only ever sees good axes and shapes; then
//! candle's own operations move the elements (`reshape`, `cat`, `stack`, `permute`,
//! `transpose`, `flip`, `broadcast_as`, `narrow`), and `roll`, `tile`, `repeat` and the
//! non-constant `pad` modes are `index_select` along each axis with the shared index maps
//! (`crate::axis_maps`). Candle has no constant padding: the padded array is the input
//! joined (`cat`) with blocks of the value along each axis.

use candle_core::Tensor;
use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::type_rules::dims::{self, Roll};
use ivy_runtime::type_rules::{gather as gather_rules, query};
use ivy_runtime::{
    BackendError, Index, PadMode, Scalar, ScatterReduction, Sections, distinct_axes, normalize_axis,
};

use super::backend::CandleBackend;
use super::dispatch::{Map1, from_vec};
use super::dtype::{CandleElem, dtype_of};
use super::host::tensor_from_data;
use crate::axis_maps::{
    AxisMap, QueryRead, pad_maps, query_read, repeat_plan, roll_maps, tile_maps,
};
use crate::gather_maps::{self, Call, Positions};
use crate::views::{ViewAxis, basic_view};

/// `x` with each axis of `maps` read at the positions of its map.
fn select(x: &Tensor, maps: &[AxisMap]) -> Result<Tensor, BackendError> {
    let mut out = x.clone();
    for (axis, map) in maps {
        // Every position is below an axis length, which fits `i64`.
        let index: Vec<i64> = map.iter().map(|&i| i as i64).collect();
        let n = index.len();
        out = out.index_select(&from_vec(index, &[n])?, *axis)?;
    }
    Ok(out)
}

/// `x` in a new `shape` of as many elements; one entry may be `-1`, inferred.
#[implements(f::reshape for CandleBackend)]
pub fn reshape(x: &Tensor, shape: &[isize]) -> Result<Tensor, BackendError> {
    let shape = dims::reshape(x.dims(), shape)?;
    Ok(x.reshape(shape)?)
}

/// The arrays of `xs`, promoted to one dtype, joined along `axis`.
#[implements(f::concat for CandleBackend)]
pub fn concat(xs: &[&Tensor], axis: isize) -> Result<Tensor, BackendError> {
    join("concat", xs, axis, false)
}

/// The arrays of `arrays`, promoted to one dtype, stacked along a new `axis`.
#[implements(f::stack for CandleBackend)]
pub fn stack(xs: &[&Tensor], axis: isize) -> Result<Tensor, BackendError> {
    join("stack", xs, axis, true)
}

/// [`stack`] along a new axis where `new_axis`, else [`concat`].
fn join(
    function: &'static str,
    xs: &[&Tensor],
    axis: isize,
    new_axis: bool,
) -> Result<Tensor, BackendError> {
    let shapes: Vec<&[usize]> = xs.iter().map(|x| x.dims()).collect();
    // The shape rule refuses an empty list.
    let (axis, shape) = if new_axis {
        dims::stack(&shapes, axis)?
    } else {
        dims::concat(&shapes, axis)?
    };
    // Candle's joins allocate infallibly.
    ivy_runtime::check_result_size(function, &shape, dtype_of(xs[0])?.itemsize())?;
    Ok(if new_axis {
        Tensor::stack(xs, axis)?
    } else {
        Tensor::cat(xs, axis)?
    })
}

/// `x` with axes of length 1 inserted at `axis` (positions in the result).
#[implements(f::expand_dims for CandleBackend)]
pub fn expand_dims(x: &Tensor, axis: &[isize]) -> Result<Tensor, BackendError> {
    Ok(x.reshape(dims::expand_dims(x.dims(), axis)?)?)
}

/// `x` without the axes of length 1 of `axis` (all of them if `None`).
#[implements(f::squeeze for CandleBackend)]
pub fn squeeze(x: &Tensor, axis: Option<&[isize]>) -> Result<Tensor, BackendError> {
    Ok(x.reshape(dims::squeeze(x.dims(), axis)?)?)
}

/// `x` with its axes permuted: axis `i` of the result is axis `axes[i]`.
#[implements(f::permute_dims for CandleBackend)]
pub fn permute_dims(x: &Tensor, axes: &[isize]) -> Result<Tensor, BackendError> {
    let p = dims::permutation(axes, x.rank())?;
    Ok(x.permute(p)?)
}

/// `x` reversed along each axis of `axis` (every axis if `None`); a strided `x` (a transposed
/// one) is made contiguous first, as candle's `index_select` needs.
#[implements(f::flip for CandleBackend)]
pub fn flip(x: &Tensor, axis: Option<&[isize]>) -> Result<Tensor, BackendError> {
    let axes = match axis {
        Some(axes) => distinct_axes("flip", "axis", axes, x.rank())?,
        None => (0..x.rank()).collect(),
    };
    Ok(x.contiguous()?.flip(&axes)?)
}

/// `x` rolled by `shift` along `axis` (as flattened if `None`). Candle's own `roll` divides by
/// the axis's length, a panic on an empty axis; the index maps have no such case.
#[implements(f::roll for CandleBackend)]
pub fn roll(x: &Tensor, shift: &[isize], axis: Option<&[isize]>) -> Result<Tensor, BackendError> {
    let plan = dims::roll(x.rank(), shift, axis)?;
    let maps = roll_maps(x.dims(), &plan);
    match plan {
        Roll::Flat(_) => {
            let flat = x.flatten_all()?;
            Ok(select(&flat, &maps)?.reshape(x.dims())?)
        }
        Roll::Axes(_) => select(x, &maps),
    }
}

/// `x` cut along `axis` into the sections `num_or_size_splits` describes.
#[implements(f::split for CandleBackend)]
pub fn split(
    x: &Tensor,
    num_or_size_splits: Option<Sections<'_>>,
    axis: isize,
    with_remainder: bool,
) -> Result<Vec<Tensor>, BackendError> {
    let axis = normalize_axis("split", axis, x.rank())?;
    let lengths = dims::split(x.dims()[axis], num_or_size_splits, with_remainder)?;
    // As many parts as the caller asked for, however few elements: room for them first.
    let mut parts = ivy_runtime::result_vec("split", &[lengths.len()])?;
    let mut start = 0;
    for &len in &lengths {
        // An empty part is a fresh empty tensor: a view of nothing at an offset past the
        // storage's end (candle's narrow of an empty axis) cannot be read back.
        let part = if len == 0 || x.elem_count() == 0 {
            let mut dims = x.dims().to_vec();
            dims[axis] = len;
            Tensor::zeros(dims, x.dtype(), x.device())?
        } else {
            x.narrow(axis, start, len)?
        };
        start += len;
        parts.push(part);
    }
    Ok(parts)
}

/// `x` repeated `repeats[i]` times along axis `i`.
#[implements(f::tile for CandleBackend)]
pub fn tile(x: &Tensor, repeats: &[isize]) -> Result<Tensor, BackendError> {
    let plan = dims::tile(x.dims(), repeats)?;
    select(
        &x.reshape(plan.read_as.as_slice())?,
        &tile_maps(&plan.read_as, &plan.reps)?,
    )
}

/// Each element of `x` repeated along `axis` (of the flattened `x` if `None`).
#[implements(f::repeat for CandleBackend)]
pub fn repeat(x: &Tensor, repeats: &[isize], axis: Option<isize>) -> Result<Tensor, BackendError> {
    let (shape, map) = repeat_plan(x.dims(), repeats, axis)?;
    select(&x.reshape(shape)?, &[map])
}

/// `x` broadcast to `shape`.
#[implements(f::broadcast_to for CandleBackend)]
pub fn broadcast_to(x: &Tensor, shape: &[usize]) -> Result<Tensor, BackendError> {
    let shape = dims::broadcast_to(x.dims(), shape)?;
    ivy_runtime::check_result_size("broadcast_to", &shape, dtype_of(x)?.itemsize())?;
    Ok(x.broadcast_as(shape)?.contiguous()?)
}

/// Every array of `arrays` broadcast to their common shape, each keeping its dtype.
#[implements(f::broadcast_arrays for CandleBackend)]
pub fn broadcast_arrays(natives: &[&Tensor]) -> Result<Vec<Tensor>, BackendError> {
    let shapes: Vec<&[usize]> = natives.iter().map(|n| n.dims()).collect();
    let shape = dims::broadcast_arrays(&shapes)?;
    natives
        .iter()
        .map(|n| {
            ivy_runtime::check_result_size("broadcast_arrays", &shape, dtype_of(n)?.itemsize())?;
            Ok(n.broadcast_as(shape.as_slice())?.contiguous()?)
        })
        .collect()
}

/// `x` with axes `axis0` and `axis1` swapped.
#[implements(f::swapaxes for CandleBackend)]
pub fn swapaxes(x: &Tensor, axis0: isize, axis1: isize) -> Result<Tensor, BackendError> {
    let (a, b) = (
        normalize_axis("swapaxes", axis0, x.rank())?,
        normalize_axis("swapaxes", axis1, x.rank())?,
    );
    Ok(x.transpose(a, b)?)
}

/// `x` with `before` and `after` elements of `value` added along each axis.
fn pad_constant(
    x: &Tensor,
    widths: &[(usize, usize)],
    value: Scalar,
) -> Result<Tensor, BackendError> {
    let dtype = dtype_of(x)?;
    dims::pad_value(value, dtype)?;
    let mut out = x.clone();
    for (axis, &(before, after)) in widths.iter().enumerate() {
        // A block of the value, `width` long along `axis`, made by the shared creation
        // routine (fallible allocation); none for a width of 0.
        let block = |out: &Tensor, width: usize| -> Result<Option<Tensor>, BackendError> {
            if width == 0 {
                return Ok(None);
            }
            let mut shape = out.dims().to_vec();
            shape[axis] = width;
            let block = crate::routines::creation::full(&shape, value, dtype)?;
            Ok(Some(tensor_from_data(&shape, block)?))
        };
        let (head, tail) = (block(&out, before)?, block(&out, after)?);
        if head.is_some() || tail.is_some() {
            let parts: Vec<Tensor> = head.into_iter().chain([out]).chain(tail).collect();
            out = Tensor::cat(&parts, axis)?;
        }
    }
    Ok(out)
}

/// `input` padded by `pad_width` in `mode` (with `constant_values` in [`PadMode::Constant`]).
#[implements(f::pad for CandleBackend)]
pub fn pad(
    input: &Tensor,
    pad_width: &[(usize, usize)],
    mode: PadMode,
    constant_values: Scalar,
) -> Result<Tensor, BackendError> {
    let (widths, _) = dims::pad(input.dims(), pad_width, mode)?;
    match mode {
        PadMode::Constant => pad_constant(input, &widths, constant_values),
        _ => select(input, &pad_maps(input.dims(), &widths, mode)?),
    }
}

/// `x[query]`: the positions the query reads along each axis, in the query's shape. A basic
/// query whose slices all have step 1 (integers, unit-step ranges, new axes, an ellipsis) is
/// a view of `x`'s storage (`narrow`, `squeeze`, `unsqueeze`: no element copied; not for an
/// empty result); other steps and index arrays copy what they pick, as candle's layouts take
/// no negative strides (nor does `narrow` take a step).
#[implements(f::get_item for CandleBackend)]
pub fn get_item(x: &Tensor, query: &[Index<'_>]) -> Result<Tensor, BackendError> {
    const F: &str = "get_item";
    let plan = query::resolve(x.dims(), query)?;
    if let Some(view) = basic_view(&plan, query).and_then(|axes| view_of(x, &axes).transpose()) {
        return view;
    }
    // Candle allocates infallibly: a result too large is an error first.
    ivy_runtime::check_result_size(F, &plan.shape, dtype_of(x)?.itemsize())?;
    let (maps, front) = match query_read(&plan)? {
        QueryRead::Offsets(map) => return taken(F, x, map, &plan.shape),
        QueryRead::Axes(maps, front) => (maps, front),
    };
    let mut picked = select(&x.reshape(plan.input_shape.as_slice())?, &maps)?;
    if let Some(order) = front {
        picked = picked.permute(order)?;
    }
    Ok(picked.reshape(plan.shape)?)
}

/// `x` read through the basic query `axes` as a view of its storage (`narrow` for a run,
/// `narrow` and `squeeze` for an integer, `unsqueeze` for a new axis: candle shares the
/// storage and changes the layout), or `None` when a run has a step other than 1 or the
/// result is empty (as `split`'s empty parts: a view of nothing past the storage's end cannot
/// be read back).
fn view_of(x: &Tensor, axes: &[ViewAxis]) -> Result<Option<Tensor>, BackendError> {
    let viewable = |axis: &ViewAxis| match *axis {
        ViewAxis::Run { step, len, .. } => len > 0 && (step == 1 || len == 1),
        ViewAxis::At(_) | ViewAxis::New => true,
    };
    if x.elem_count() == 0 || !axes.iter().all(viewable) {
        return Ok(None);
    }
    let mut out = x.clone();
    // The axis of `out` the next entry reads or inserts.
    let mut d = 0;
    for &axis in axes {
        match axis {
            ViewAxis::Run { start, len, .. } => {
                out = out.narrow(d, start, len)?;
                d += 1;
            }
            ViewAxis::At(i) => out = out.narrow(d, i, 1)?.squeeze(d)?,
            ViewAxis::New => {
                out = out.unsqueeze(d)?;
                d += 1;
            }
        }
    }
    Ok(Some(out))
}

/// The elements of `x` at the row-major offsets of `map`, in `shape` (the gather family's
/// kernels: `x` flattened, `index_select` along its one axis, reshaped).
fn taken(
    function: &'static str,
    x: &Tensor,
    map: Vec<usize>,
    shape: &[usize],
) -> Result<Tensor, BackendError> {
    // Candle allocates infallibly: a result too large is an error first.
    ivy_runtime::check_result_size(function, shape, dtype_of(x)?.itemsize())?;
    Ok(select(&x.flatten_all()?, &[(0, map)])?.reshape(shape)?)
}

/// The positions an index argument holds, in row-major order (the call hands it over in its
/// own integer dtype): read as `int64`, as candle copies any tensor it reads out (and
/// infallibly: a copy too large for memory is an error first).
fn positions(function: &'static str, indices: &Tensor) -> Result<Positions<'static>, BackendError> {
    ivy_runtime::check_result_size(function, indices.dims(), 8)?;
    let v = indices
        .flatten_all()?
        .to_dtype(candle_core::DType::I64)?
        .to_vec1::<i64>()?;
    Ok(Positions::Int64(v.into()))
}

/// `arr` at the positions `indices` gives along `axis` (NumPy's `take_along_axis`).
#[implements(f::take_along_axis for CandleBackend)]
pub fn take_along_axis(
    arr: &Tensor,
    indices: &Tensor,
    axis: isize,
) -> Result<Tensor, BackendError> {
    let call = Call::TakeAlongAxis(arr.dims(), axis);
    let (map, shape) = gather_maps::plan(call, indices.dims(), || {
        positions("take_along_axis", indices)
    })?;
    taken("take_along_axis", arr, map, &shape)
}

/// The slices of `params` at the positions `indices` gives along `axis` (Ivy's `gather`).
#[implements(f::gather for CandleBackend)]
pub fn gather(
    params: &Tensor,
    indices: &Tensor,
    axis: isize,
    batch_dims: isize,
) -> Result<Tensor, BackendError> {
    let call = Call::Gather(params.dims(), axis, batch_dims);
    let (map, shape) = gather_maps::plan(call, indices.dims(), || positions("gather", indices))?;
    taken("gather", params, map, &shape)
}

/// The elements of `params` at the positions the rows of `indices` give (Ivy's `gather_nd`).
#[implements(f::gather_nd for CandleBackend)]
pub fn gather_nd(
    params: &Tensor,
    indices: &Tensor,
    batch_dims: isize,
) -> Result<Tensor, BackendError> {
    let call = Call::GatherNd(params.dims(), batch_dims);
    let (map, shape) = gather_maps::plan(call, indices.dims(), || positions("gather_nd", indices))?;
    taken("gather_nd", params, map, &shape)
}

/// Updates scattered into zeros of a shape through a map of targets (`scatter_nd`).
struct Scatter<'a> {
    targets: &'a [usize],
    shape: &'a [usize],
    sum: bool,
}

impl Map1 for Scatter<'_> {
    type Output = Tensor;

    fn f<T: CandleElem>(&self, u: &[T], _: &[usize]) -> Result<Tensor, BackendError> {
        let size = self.shape.iter().product();
        let base = gather_maps::zeros("scatter_nd", size)?;
        let v = gather_maps::scatter(base, u, self.targets, self.sum);
        from_vec(v, self.shape)
    }
}

/// Zeros of `shape` with `updates` scattered at the positions the rows of `indices` give
/// (Ivy's `scatter_nd`), combined by `reduction`.
#[implements(f::scatter_nd for CandleBackend)]
pub fn scatter_nd(
    indices: &Tensor,
    updates: &Tensor,
    shape: &[usize],
    reduction: ScatterReduction,
) -> Result<Tensor, BackendError> {
    let call = Call::ScatterNd(updates.dims(), shape);
    let (targets, _) =
        gather_maps::plan(call, indices.dims(), || positions("scatter_nd", indices))?;
    Scatter {
        targets: &targets,
        shape,
        sum: reduction == ScatterReduction::Sum,
    }
    .map(updates)
}

/// `values` (broadcast to the map's shape) written into a tensor through a map of targets,
/// added to what is there where `sum` (`put_along_axis`, `set_item`).
struct WriteAt<'a> {
    function: &'static str,
    values: &'a Tensor,
    targets: &'a [usize],
    shape: &'a [usize],
    sum: bool,
}

impl Map1 for WriteAt<'_> {
    type Output = Tensor;

    fn f<T: CandleElem>(&self, a: &[T], dims: &[usize]) -> Result<Tensor, BackendError> {
        ivy_runtime::check_result_size(
            self.function,
            self.shape,
            <T as ivy_runtime::HostElement>::DTYPE.itemsize(),
        )?;
        let updates = self
            .values
            .broadcast_as(self.shape)?
            .flatten_all()?
            .to_vec1::<T>()?;
        let v = gather_maps::scatter(a.to_vec(), &updates, self.targets, self.sum);
        from_vec(v, dims)
    }
}

/// `arr` with `values` written at the positions `indices` gives along `axis` (NumPy's
/// `put_along_axis`, as a new array), combined with what is there by `mode`.
#[implements(f::put_along_axis for CandleBackend)]
pub fn put_along_axis(
    arr: &Tensor,
    indices: &Tensor,
    values: &Tensor,
    axis: isize,
    mode: ScatterReduction,
) -> Result<Tensor, BackendError> {
    let call = Call::PutAlongAxis(arr.dims(), values.dims(), axis);
    let (targets, shape) = gather_maps::plan(call, indices.dims(), || {
        positions("put_along_axis", indices)
    })?;
    WriteAt {
        function: "put_along_axis",
        values,
        targets: &targets,
        shape: &shape,
        sum: mode == ScatterReduction::Sum,
    }
    .map(arr)
}

/// `x` with the elements `query` picks set to `val` (NumPy's `x[query] = val`), as a new array.
#[implements(f::set_item for CandleBackend)]
pub fn set_item(x: &Tensor, query: &[Index<'_>], val: &Tensor) -> Result<Tensor, BackendError> {
    const F: &str = "set_item";
    let plan = query::resolve(x.dims(), query).map_err(|e| query::named(F, e))?;
    let dropped = gather_rules::assigned(F, "val", val.dims(), &plan.shape)?;
    let mut val = val.clone();
    for _ in 0..dropped {
        val = val.squeeze(0)?;
    }
    let targets = gather_maps::query_offsets(F, &plan).map_err(|e| query::named(F, e))?;
    WriteAt {
        function: F,
        values: &val,
        targets: &targets,
        shape: &plan.shape,
        sum: false,
    }
    .map(x)
}
