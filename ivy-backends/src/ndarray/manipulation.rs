//! Manipulation kernels: reshaping, joining, splitting, reordering and padding, for every
//! dtype. The arguments are checked first by the runtime's shape rules
//! ([`ivy_runtime::type_rules::dims`], the rules `output_type` runs too), so each ndarray call
//! that would panic on a bad axis or shape only ever sees good ones; the element moves are
//! ndarray's own (`to_shape`, `permuted_axes`, `invert_axis`, `broadcast`, `concatenate`,
//! `stack`, `slice_axis`), and `roll`, `tile`, `repeat` and `pad` select along each axis
//! through an index map (`crate::axis_maps`) shared with the candle backend. Every result is
//! in standard layout but `get_item`'s of a basic query, a strided view of its input.

use std::borrow::Cow;

use ivy_macros::implements;
use ivy_runtime::functional as f;
use ivy_runtime::type_rules::dims::{self, Roll};
use ivy_runtime::type_rules::{gather as gather_rules, query};
use ivy_runtime::{
    Index, PadMode, Result, Scalar, ScatterReduction, Sections, distinct_axes, normalize_axis,
};
use ndarray::{ArrayD, ArrayRefD, Axis, IxDyn, Slice, SliceInfo, SliceInfoElem};

use super::backend::NdArrayBackend;
use super::dispatch::{Map2All, Map2Numeric, MapAll, MapNumeric, classes};
use super::error;
use super::storage::{Element, NdArray, each_variant};
use crate::axis_maps::{
    AxisMap, QueryRead, pad_maps, query_read, repeat_plan, roll_maps, tile_maps,
};
use crate::elem::NumElem;
use crate::gather_maps::{self, Call, Positions};
use crate::loops::arrays::{into_array, row_major_vec};
use crate::views::{ViewAxis, basic_view};

/// The elements of `a` copied into a new array of `shape` (as many elements) in standard
/// layout, the memory allocated fallibly (ndarray's `into_owned` and `to_owned` abort).
fn owned<T: Element>(function: &'static str, a: &ArrayRefD<T>, shape: IxDyn) -> Result<NdArray> {
    Ok(into_array(function, shape, row_major_vec(function, a)?)?.into())
}

/// An element move, for any dtype; its arguments are checked (see the [module docs](self)).
enum Op<'a> {
    /// The elements in row-major order, in another shape of as many elements.
    Reshape(&'a [usize]),
    /// Axis `i` of the result is axis `p[i]`.
    Permute(&'a [usize]),
    /// Reversed along these axes.
    Flip(&'a [usize]),
    /// Broadcast to a shape.
    Broadcast(&'a [usize]),
    /// Along each axis, the positions of its index map.
    Select(&'a [AxisMap]),
    /// Positions `start..end` of an axis.
    Slice {
        axis: usize,
        start: usize,
        end: usize,
    },
    /// Padded by `(before, after)` per axis with a value, to a shape.
    Pad(&'a [(usize, usize)], &'a [usize], Scalar),
    /// Joined with more arrays of the same dtype along an existing axis, or stacked along a
    /// new one.
    Join {
        rest: &'a [&'a NdArray],
        axis: usize,
        new_axis: bool,
    },
}

/// An [`Op`] for the function it serves (named in errors).
struct Apply<'a>(&'static str, Op<'a>);

impl MapAll for Apply<'_> {
    const NAME: &'static str = "manipulation";
    type Output = NdArray;

    fn f<T: Element>(&self, a: &ArrayRefD<T>) -> Result<NdArray> {
        let function = self.0;
        Ok(match &self.1 {
            // The elements in row-major order are the reshaped array's (the shape rule checked
            // the count; `into_array` checks it again).
            Op::Reshape(shape) => owned(function, a, IxDyn(shape))?,
            Op::Permute(p) => {
                let v = a.view().permuted_axes(IxDyn(p));
                owned(function, &v, v.raw_dim())?
            }
            Op::Flip(axes) => {
                let mut v = a.view();
                for &axis in *axes {
                    v.invert_axis(Axis(axis));
                }
                owned(function, &v, v.raw_dim())?
            }
            Op::Broadcast(shape) => {
                let v = a
                    .broadcast(IxDyn(shape))
                    .ok_or_else(|| error::shapes(function, a.shape(), shape, "do not broadcast"))?;
                owned(function, &v, v.raw_dim())?
            }
            Op::Select(maps) => {
                let mut out = Cow::Borrowed(a);
                for (axis, map) in *maps {
                    // ndarray's `select` allocates infallibly: each step's size is probed first.
                    let mut shape = out.shape().to_vec();
                    shape[*axis] = map.len();
                    ivy_runtime::check_result_size(function, &shape, size_of::<T>())?;
                    out = Cow::Owned(out.select(Axis(*axis), map));
                }
                match out {
                    Cow::Owned(a) => a.into(),
                    Cow::Borrowed(a) => owned(function, a, a.raw_dim())?,
                }
            }
            Op::Slice { axis, start, end } => {
                let v = a.slice_axis(Axis(*axis), Slice::from(*start..*end));
                owned(function, &v, v.raw_dim())?
            }
            Op::Pad(widths, shape, value) => {
                // Filled by `full`: fallible allocation, the value checked to fit.
                let filled =
                    super::creation::full(shape, *value, Some(T::DTYPE), ivy_runtime::Device::Cpu)?;
                let mut out = T::from_nd(filled)
                    .map_err(|other| error::dtype_mismatch(function, T::DTYPE, other.dtype()))?;
                out.slice_each_axis_mut(|ax| {
                    let (before, _) = widths[ax.axis.index()];
                    Slice::from(before..before + a.len_of(ax.axis))
                })
                .assign(a);
                out.into()
            }
            Op::Join {
                rest,
                axis,
                new_axis,
            } => {
                let mut views = vec![a.view()];
                for r in *rest {
                    let v = T::view(r)
                        .ok_or_else(|| error::operand_dtypes(function, T::DTYPE, r.dtype()))?;
                    views.push(v.view());
                }
                let joined = if *new_axis {
                    ndarray::stack(Axis(*axis), &views)
                } else {
                    ndarray::concatenate(Axis(*axis), &views)
                };
                joined
                    .map_err(|e| error::invalid(function, e.to_string()))?
                    .into()
            }
        })
    }
}

/// `op` on `x`, for `function`.
fn apply(function: &'static str, x: &NdArray, op: Op<'_>) -> Result<NdArray> {
    Apply(function, op).map(x)
}

/// `x` in a new `shape` of as many elements; one entry may be `-1`, inferred.
#[implements(f::reshape for NdArrayBackend, takes = classes::ALL)]
pub fn reshape(x: &NdArray, shape: &[isize]) -> Result<NdArray> {
    let shape = dims::reshape(x.shape(), shape)?;
    apply("reshape", x, Op::Reshape(&shape))
}

/// The arrays of `xs` (promoted to one dtype by the call), joined along `axis`.
#[implements(f::concat for NdArrayBackend, takes = classes::ALL)]
pub fn concat(xs: &[&NdArray], axis: isize) -> Result<NdArray> {
    join("concat", xs, axis, false)
}

/// The arrays of `arrays` (promoted to one dtype by the call), stacked along a new `axis`.
#[implements(f::stack for NdArrayBackend, takes = classes::ALL)]
pub fn stack(arrays: &[&NdArray], axis: isize) -> Result<NdArray> {
    join("stack", arrays, axis, true)
}

fn join(function: &'static str, xs: &[&NdArray], axis: isize, new_axis: bool) -> Result<NdArray> {
    let shapes: Vec<&[usize]> = xs.iter().map(|n| n.shape()).collect();
    // The shape rule refuses an empty list.
    let (axis, shape) = if new_axis {
        dims::stack(&shapes, axis)?
    } else {
        dims::concat(&shapes, axis)?
    };
    let (first, rest) = xs
        .split_first()
        .ok_or_else(|| error::invalid(function, "no arrays"))?;
    // ndarray's joins allocate infallibly.
    ivy_runtime::check_result_size(function, &shape, first.dtype().itemsize())?;
    let op = Op::Join {
        rest,
        axis,
        new_axis,
    };
    apply(function, first, op)
}

/// `x` with axes of length 1 inserted at `axis` (positions in the result).
#[implements(f::expand_dims for NdArrayBackend, takes = classes::ALL)]
pub fn expand_dims(x: &NdArray, axis: &[isize]) -> Result<NdArray> {
    let shape = dims::expand_dims(x.shape(), axis)?;
    apply("expand_dims", x, Op::Reshape(&shape))
}

/// `x` without the axes of length 1 of `axis` (all of them if `None`).
#[implements(f::squeeze for NdArrayBackend, takes = classes::ALL)]
pub fn squeeze(x: &NdArray, axis: Option<&[isize]>) -> Result<NdArray> {
    let shape = dims::squeeze(x.shape(), axis)?;
    apply("squeeze", x, Op::Reshape(&shape))
}

/// `x` with its axes permuted: axis `i` of the result is axis `axes[i]`.
#[implements(f::permute_dims for NdArrayBackend, takes = classes::ALL)]
pub fn permute_dims(x: &NdArray, axes: &[isize]) -> Result<NdArray> {
    let p = dims::permutation(axes, x.ndim())?;
    apply("permute_dims", x, Op::Permute(&p))
}

/// `x` reversed along each axis of `axis` (every axis if `None`).
#[implements(f::flip for NdArrayBackend, takes = classes::ALL)]
pub fn flip(x: &NdArray, axis: Option<&[isize]>) -> Result<NdArray> {
    let axes = match axis {
        Some(axes) => distinct_axes("flip", "axis", axes, x.ndim())?,
        None => (0..x.ndim()).collect(),
    };
    apply("flip", x, Op::Flip(&axes))
}

/// `x` rolled by `shift` along `axis` (as flattened if `None`).
#[implements(f::roll for NdArrayBackend, takes = classes::ALL)]
pub fn roll(x: &NdArray, shift: &[isize], axis: Option<&[isize]>) -> Result<NdArray> {
    let plan = dims::roll(x.ndim(), shift, axis)?;
    let maps = roll_maps(x.shape(), &plan);
    match plan {
        Roll::Flat(_) => {
            let flat = apply("roll", x, Op::Reshape(&[x.len()]))?;
            let rolled = apply("roll", &flat, Op::Select(&maps))?;
            apply("roll", &rolled, Op::Reshape(x.shape()))
        }
        Roll::Axes(_) => apply("roll", x, Op::Select(&maps)),
    }
}

/// `x` cut along `axis` into the sections `num_or_size_splits` describes.
#[implements(f::split for NdArrayBackend, takes = classes::ALL)]
pub fn split(
    x: &NdArray,
    num_or_size_splits: Option<Sections<'_>>,
    axis: isize,
    with_remainder: bool,
) -> Result<Vec<NdArray>> {
    let axis = normalize_axis("split", axis, x.ndim())?;
    let lengths = dims::split(x.shape()[axis], num_or_size_splits, with_remainder)?;
    // As many parts as the caller asked for, however few elements: room for them first.
    let mut parts = ivy_runtime::result_vec("split", &[lengths.len()])?;
    let mut start = 0;
    for &len in &lengths {
        let op = Op::Slice {
            axis,
            start,
            end: start + len,
        };
        start += len;
        parts.push(apply("split", x, op)?);
    }
    Ok(parts)
}

/// `x` repeated `repeats[i]` times along axis `i`.
#[implements(f::tile for NdArrayBackend, takes = classes::ALL)]
pub fn tile(x: &NdArray, repeats: &[isize]) -> Result<NdArray> {
    let plan = dims::tile(x.shape(), repeats)?;
    let x = apply("tile", x, Op::Reshape(&plan.read_as))?;
    apply(
        "tile",
        &x,
        Op::Select(&tile_maps(&plan.read_as, &plan.reps)?),
    )
}

/// Each element of `x` repeated along `axis` (of the flattened `x` if `None`).
#[implements(f::repeat for NdArrayBackend, takes = classes::ALL)]
pub fn repeat(x: &NdArray, repeats: &[isize], axis: Option<isize>) -> Result<NdArray> {
    let (shape, map) = repeat_plan(x.shape(), repeats, axis)?;
    let x = apply("repeat", x, Op::Reshape(&shape))?;
    apply("repeat", &x, Op::Select(&[map]))
}

/// `x` broadcast to `shape`.
#[implements(f::broadcast_to for NdArrayBackend, takes = classes::ALL)]
pub fn broadcast_to(x: &NdArray, shape: &[usize]) -> Result<NdArray> {
    let shape = dims::broadcast_to(x.shape(), shape)?;
    ivy_runtime::check_result_size("broadcast_to", &shape, x.dtype().itemsize())?;
    apply("broadcast_to", x, Op::Broadcast(&shape))
}

/// Every array of `arrays` broadcast to their common shape, each keeping its dtype.
#[implements(f::broadcast_arrays for NdArrayBackend, takes = classes::ALL)]
pub fn broadcast_arrays(natives: &[&NdArray]) -> Result<Vec<NdArray>> {
    let shapes: Vec<&[usize]> = natives.iter().map(|n| n.shape()).collect();
    let shape = dims::broadcast_arrays(&shapes)?;
    natives
        .iter()
        .map(|n| {
            ivy_runtime::check_result_size("broadcast_arrays", &shape, n.dtype().itemsize())?;
            apply("broadcast_arrays", n, Op::Broadcast(&shape))
        })
        .collect()
}

/// `x` with axes `axis0` and `axis1` swapped.
#[implements(f::swapaxes for NdArrayBackend, takes = classes::ALL)]
pub fn swapaxes(x: &NdArray, axis0: isize, axis1: isize) -> Result<NdArray> {
    let (a, b) = (
        normalize_axis("swapaxes", axis0, x.ndim())?,
        normalize_axis("swapaxes", axis1, x.ndim())?,
    );
    let mut p: Vec<usize> = (0..x.ndim()).collect();
    p.swap(a, b);
    apply("swapaxes", x, Op::Permute(&p))
}

/// `input` padded by `pad_width` in `mode` (with `constant_values` in [`PadMode::Constant`]).
#[implements(f::pad for NdArrayBackend, takes = classes::ALL)]
pub fn pad(
    input: &NdArray,
    pad_width: &[(usize, usize)],
    mode: PadMode,
    constant_values: Scalar,
) -> Result<NdArray> {
    let (widths, shape) = dims::pad(input.shape(), pad_width, mode)?;
    match mode {
        PadMode::Constant => {
            dims::pad_value(constant_values, input.dtype())?;
            apply("pad", input, Op::Pad(&widths, &shape, constant_values))
        }
        _ => apply(
            "pad",
            input,
            Op::Select(&pad_maps(input.shape(), &widths, mode)?),
        ),
    }
}

/// `x[query]`: the positions the query reads along each axis, in the query's shape. A basic
/// query (integers, slices with any step, new axes, an ellipsis) of a shared `x` gives a view
/// of its buffer without copying an element (of an `x` held alone, under a page, a copy: see
/// [`Buffer`](super::buffer::Buffer)); one with index arrays copies what it picks.
#[implements(f::get_item for NdArrayBackend, takes = classes::ALL)]
pub fn get_item(x: &NdArray, query: &[Index<'_>]) -> Result<NdArray> {
    const F: &str = "get_item";
    let plan = query::resolve(x.shape(), query)?;
    if let Some(axes) = basic_view(&plan, query) {
        return view_of(x, &axes);
    }
    // The selections allocate infallibly: a result too large is an error first.
    ivy_runtime::check_result_size(F, &plan.shape, x.dtype().itemsize())?;
    let (maps, front) = match query_read(&plan)? {
        QueryRead::Offsets(map) => return taken(F, x, &map, &plan.shape),
        QueryRead::Axes(maps, front) => (maps, front),
    };
    // A boolean mask over several axes reads them merged into one.
    let merged;
    let input = if plan.input_shape == x.shape() {
        x
    } else {
        merged = apply(F, x, Op::Reshape(&plan.input_shape))?;
        &merged
    };
    let mut picked = apply(F, input, Op::Select(&maps))?;
    if let Some(order) = front {
        picked = apply(F, &picked, Op::Permute(&order))?;
    }
    apply(F, &picked, Op::Reshape(&plan.shape))
}

/// `x` read through the basic query `axes`: a strided view sharing `x`'s buffer when `x`
/// shares it (ndarray's `slice_move` on a clone of the `ArcArray`: O(1), no element copied; a
/// later write to either copies the buffer first), else a copy of the elements read (an
/// array held alone is under a page: see [`Buffer`](super::buffer::Buffer)).
fn view_of(x: &NdArray, axes: &[ViewAxis]) -> Result<NdArray> {
    let elems: Vec<SliceInfoElem> = axes
        .iter()
        .map(|&axis| match axis {
            ViewAxis::Run { len: 0, .. } => SliceInfoElem::from(0..0),
            ViewAxis::Run { start, step, len } => {
                // ndarray walks a negative step backward from the end of `start..end`: the
                // range runs from the lowest position read to the highest.
                let span = (len - 1) * step.unsigned_abs();
                let (low, high) = if step > 0 {
                    (start, start + span)
                } else {
                    (start - span, start)
                };
                SliceInfoElem::Slice {
                    start: low as isize,
                    end: Some(high as isize + 1),
                    step,
                }
            }
            ViewAxis::At(i) => SliceInfoElem::Index(i as isize),
            ViewAxis::New => SliceInfoElem::NewAxis,
        })
        .collect();
    let info = SliceInfo::<_, IxDyn, IxDyn>::try_from(elems)
        .map_err(|e| error::invalid("get_item", e.to_string()))?;
    Ok(each_variant!(x, |a| NdArray::from(a.sliced(&info))))
}

/// The elements of `x` at the row-major offsets of `map`, in `shape` (`get_item` of several
/// index arrays).
fn taken(function: &'static str, x: &NdArray, map: &[usize], shape: &[usize]) -> Result<NdArray> {
    read_at(function, x, shape, &mut |each| {
        each(map);
        Ok(())
    })
}

/// A source of row-major offsets: it hands them to its argument a block at a time, in order.
type Offsets<'a> = dyn FnMut(&mut dyn FnMut(&[usize])) -> Result<()> + 'a;

/// The elements of `x` at the row-major offsets `offsets` hands to its argument (a block at a
/// time), in `shape`: read where they are (a strided `x` is copied first, fallibly), into a
/// result allocated fallibly, the one large allocation (no map of the offsets, no copy of
/// `x` flattened).
fn read_at(
    function: &'static str,
    x: &NdArray,
    shape: &[usize],
    offsets: &mut Offsets<'_>,
) -> Result<NdArray> {
    fn read<T: Element>(
        function: &'static str,
        a: &ArrayRefD<T>,
        shape: &[usize],
        offsets: &mut Offsets<'_>,
    ) -> Result<NdArray> {
        let flat = crate::row_major::of_ndarray(function, a)?;
        let mut out = ivy_runtime::result_vec(function, shape)?;
        offsets(&mut |block| out.extend(block.iter().map(|&o| flat[o])))?;
        Ok(into_array(function, IxDyn(shape), out)?.into())
    }
    each_variant!(x, |a| read(function, a, shape, offsets))
}

/// The gather family's reads: `call` of `x` at the positions `indices` holds, after its shape
/// rule, each offset read as it is made.
fn gathered(
    function: &'static str,
    call: Call<'_>,
    x: &NdArray,
    indices: &NdArray,
) -> Result<NdArray> {
    let planned = gather_maps::Planned::new(call, indices.shape())?;
    let at = positions(function, indices)?;
    read_at(function, x, planned.shape(), &mut |each| {
        planned.offsets(&at, each)
    })
}

/// The positions an index argument holds, in row-major order and in its own integer dtype
/// (the call hands it over as given): borrowed in standard layout, else copied fallibly.
fn positions<'a>(function: &'static str, indices: &'a NdArray) -> Result<Positions<'a>> {
    use crate::row_major::of_ndarray;
    Ok(match indices {
        NdArray::Int8(a) => Positions::Int8(of_ndarray(function, a)?),
        NdArray::Int16(a) => Positions::Int16(of_ndarray(function, a)?),
        NdArray::Int32(a) => Positions::Int32(of_ndarray(function, a)?),
        NdArray::Int64(a) => Positions::Int64(of_ndarray(function, a)?),
        NdArray::Uint8(a) => Positions::Uint8(of_ndarray(function, a)?),
        NdArray::Uint16(a) => Positions::Uint16(of_ndarray(function, a)?),
        NdArray::Uint32(a) => Positions::Uint32(of_ndarray(function, a)?),
        NdArray::Uint64(a) => Positions::Uint64(of_ndarray(function, a)?),
        other => {
            return Err(error::dtype_mismatch(
                function,
                ivy_runtime::Dtype::Int64,
                other.dtype(),
            ));
        }
    })
}

/// `arr` at the positions `indices` gives along `axis` (NumPy's `take_along_axis`).
#[implements(f::take_along_axis for NdArrayBackend, takes = classes::ALL)]
pub fn take_along_axis(arr: &NdArray, indices: &NdArray, axis: isize) -> Result<NdArray> {
    let call = Call::TakeAlongAxis(arr.shape(), axis);
    gathered("take_along_axis", call, arr, indices)
}

/// The slices of `params` at the positions `indices` gives along `axis` (Ivy's `gather`).
#[implements(f::gather for NdArrayBackend, takes = classes::ALL)]
pub fn gather(
    params: &NdArray,
    indices: &NdArray,
    axis: isize,
    batch_dims: isize,
) -> Result<NdArray> {
    let call = Call::Gather(params.shape(), axis, batch_dims);
    gathered("gather", call, params, indices)
}

/// The elements of `params` at the positions the rows of `indices` give (Ivy's `gather_nd`).
#[implements(f::gather_nd for NdArrayBackend, takes = classes::ALL)]
pub fn gather_nd(params: &NdArray, indices: &NdArray, batch_dims: isize) -> Result<NdArray> {
    let call = Call::GatherNd(params.shape(), batch_dims);
    gathered("gather_nd", call, params, indices)
}

/// The row-major elements `v` as an array of `shape` (a result the scatter family wrote).
fn shaped<T: Element>(function: &'static str, shape: &[usize], v: Vec<T>) -> Result<NdArray> {
    let a = ArrayD::from_shape_vec(IxDyn(shape), v)
        .map_err(|e| error::invalid(function, e.to_string()))?;
    Ok(T::into_nd(a))
}

/// A write through a map of targets, one per update: into zeros of `shape` (`scatter_nd`), or
/// into a copy of an array (`put_along_axis`, `set_item`), the values broadcast to `shape`.
struct WriteAt<'a> {
    targets: &'a [usize],
    shape: &'a [usize],
    /// Whether an update is added to what is there, else it replaces it.
    sum: bool,
    /// The leading axes of the values an assignment drops ([`gather_rules::assigned`]).
    dropped: usize,
}

impl WriteAt<'_> {
    /// `a` with `values` (less the dropped axes, broadcast to `shape`, in row-major order)
    /// written in by `write`, as a new array.
    fn written_copy<T: Element>(
        &self,
        function: &'static str,
        a: &ArrayRefD<T>,
        values: &ArrayRefD<T>,
        write: impl FnOnce(Vec<T>, &[T]) -> Vec<T>,
    ) -> Result<NdArray> {
        let mut values = values.view();
        for _ in 0..self.dropped {
            values = values.index_axis_move(Axis(0), 0);
        }
        let values = values.broadcast(IxDyn(self.shape)).ok_or_else(|| {
            error::shapes(function, values.shape(), self.shape, "do not broadcast")
        })?;
        let mut updates = ivy_runtime::result_vec(function, self.shape)?;
        updates.extend(values.iter().copied());
        let base = row_major_vec(function, a)?;
        shaped(function, a.shape(), write(base, &updates))
    }
}

impl MapNumeric for WriteAt<'_> {
    const NAME: &'static str = "scatter_nd";
    type Output = NdArray;

    fn f<T: NumElem>(&self, u: &ArrayRefD<T>) -> Result<NdArray> {
        let size = self.shape.iter().product();
        let updates = crate::row_major::of_ndarray(<Self as MapNumeric>::NAME, u)?;
        let base = gather_maps::zeros(<Self as MapNumeric>::NAME, size)?;
        let v = gather_maps::scatter(base, &updates, self.targets, self.sum);
        shaped(<Self as MapNumeric>::NAME, self.shape, v)
    }
}

impl Map2Numeric for WriteAt<'_> {
    const NAME: &'static str = "put_along_axis";
    type Output = NdArray;

    fn f<T: NumElem>(&self, a: &ArrayRefD<T>, values: &ArrayRefD<T>) -> Result<NdArray> {
        self.written_copy(<Self as Map2Numeric>::NAME, a, values, |base, updates| {
            gather_maps::scatter(base, updates, self.targets, self.sum)
        })
    }
}

impl Map2All for WriteAt<'_> {
    const NAME: &'static str = "set_item";
    type Output = NdArray;

    fn f<T: Element>(&self, a: &ArrayRefD<T>, val: &ArrayRefD<T>) -> Result<NdArray> {
        self.written_copy(<Self as Map2All>::NAME, a, val, |base, updates| {
            gather_maps::put(base, updates, self.targets)
        })
    }
}

/// Zeros of `shape` with `updates` scattered at the positions the rows of `indices` give
/// (Ivy's `scatter_nd`), combined by `reduction`.
#[implements(f::scatter_nd for NdArrayBackend, takes = classes::NUMERIC)]
pub fn scatter_nd(
    indices: &NdArray,
    updates: &NdArray,
    shape: &[usize],
    reduction: ScatterReduction,
) -> Result<NdArray> {
    const F: &str = "scatter_nd";
    let call = Call::ScatterNd(updates.shape(), shape);
    let (targets, _) = gather_maps::plan(call, indices.shape(), || positions(F, indices))?;
    let write = WriteAt {
        targets: &targets,
        shape,
        sum: reduction == ScatterReduction::Sum,
        dropped: 0,
    };
    MapNumeric::map(&write, updates)
}

/// `arr` with `values` written at the positions `indices` gives along `axis` (NumPy's
/// `put_along_axis`, as a new array), combined with what is there by `mode`.
#[implements(f::put_along_axis for NdArrayBackend, takes = classes::NUMERIC)]
pub fn put_along_axis(
    arr: &NdArray,
    indices: &NdArray,
    values: &NdArray,
    axis: isize,
    mode: ScatterReduction,
) -> Result<NdArray> {
    const F: &str = "put_along_axis";
    let call = Call::PutAlongAxis(arr.shape(), values.shape(), axis);
    let (targets, shape) = gather_maps::plan(call, indices.shape(), || positions(F, indices))?;
    let write = WriteAt {
        targets: &targets,
        shape: &shape,
        sum: mode == ScatterReduction::Sum,
        dropped: 0,
    };
    Map2Numeric::map(&write, arr, values)
}

/// `x` with the elements `query` picks set to `val` (NumPy's `x[query] = val`), as a new array.
#[implements(f::set_item for NdArrayBackend, takes = classes::ALL)]
pub fn set_item(x: &NdArray, query: &[Index<'_>], val: &NdArray) -> Result<NdArray> {
    const F: &str = "set_item";
    let plan = query::resolve(x.shape(), query).map_err(|e| query::named(F, e))?;
    let dropped = gather_rules::assigned(F, "val", val.shape(), &plan.shape)?;
    let targets = gather_maps::query_offsets(F, &plan).map_err(|e| query::named(F, e))?;
    let write = WriteAt {
        targets: &targets,
        shape: &plan.shape,
        sum: false,
        dropped,
    };
    Map2All::map(&write, x, val)
}
