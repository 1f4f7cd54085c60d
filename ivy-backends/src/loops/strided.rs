//! Arrays in any layout (strided, reversed, transposed, broadcast) read in place, in row-major
//! order: the element-wise loops of [`super::arrays`] run their innermost loop
//! ([`super::elementwise::map_run`], [`super::elementwise::zip_run`]) on blocks of a view's
//! elements gathered into scratch, so a view is never copied whole. A call allocates its
//! result, and a block of scratch per operand and parallel piece.

use std::mem::MaybeUninit;

use ivy_runtime::Result;
use ndarray::ArrayViewD;

use super::elementwise::{MapRun, Run, ZipRun};
use super::parallel;

/// Elements gathered at a time: a block of scratch per operand stays in the L1 cache.
const BLOCK: usize = parallel::BLOCK;

/// Elements per piece of a parallel loop: whole blocks, as the slice loops' pieces.
const PIECE: usize = 16 * BLOCK;

/// An array in any layout, read in row-major order a run at a time: its axes, merged where
/// its strides continue from one into the next (a reversed or evenly strided vector is one
/// axis, so is a whole contiguous array), each with its stride in elements.
pub struct RowMajor<'a, T> {
    view: ArrayViewD<'a, T>,
    /// The merged axes, outermost first: length and stride (at least one axis).
    axes: Vec<(usize, isize)>,
}

impl<'a, T: Clone> RowMajor<'a, T> {
    /// `view`'s elements, to be read in row-major order.
    pub fn new(view: ArrayViewD<'a, T>) -> Self {
        let mut axes: Vec<(usize, isize)> = Vec::with_capacity(view.ndim().max(1));
        for (&len, &stride) in view.shape().iter().zip(view.strides()) {
            if len == 1 {
                continue; // walks nothing
            }
            match axes.last_mut() {
                // The axis before steps over this one whole: one axis of both.
                Some((outer, step)) if *step == stride.wrapping_mul(len as isize) => {
                    *outer *= len;
                    *step = stride;
                }
                _ => axes.push((len, stride)),
            }
        }
        if axes.is_empty() {
            axes.push((1, 0)); // one element (a shape of ones, or none)
        }
        RowMajor { view, axes }
    }

    /// Appends elements `start..start + n` (in row-major order) to `out`; positions past the
    /// last element wrap around to the first. Panics if the array is empty and `n` is not 0.
    pub fn read(&self, start: usize, n: usize, out: &mut Vec<T>) {
        if n == 0 {
            return;
        }
        let axes = &self.axes;
        let last = axes.len() - 1;
        // The index of `start` along each axis, and its offset from the first element.
        let mut index = vec![0usize; axes.len()];
        let (mut rest, mut offset) = (start, 0isize);
        for (i, &(len, stride)) in axes.iter().enumerate().rev() {
            index[i] = rest % len;
            rest /= len;
            offset += index[i] as isize * stride;
        }
        let (inner, step) = axes[last];
        let first = self.view.as_ptr();
        let mut left = n;
        while left > 0 {
            let len = (inner - index[last]).min(left);
            out.extend((0..len as isize).map(|k| {
                // SAFETY: the index of this element is within the view's (merged) shape
                // along every axis (taken modulo each length above; the run ends at the last
                // axis's end, and the odometer wraps each outer index within its length), and
                // the offset of such an index by the view's own strides is an element of the
                // view: ndarray's invariant for every view.
                #[allow(unsafe_code)]
                unsafe { &*first.offset(offset + k * step) }.clone()
            }));
            left -= len;
            if left == 0 {
                break;
            }
            // To the start of the next run: the odometer over the outer axes.
            offset -= index[last] as isize * step;
            index[last] = 0;
            for i in (0..last).rev() {
                let (len, stride) = axes[i];
                index[i] += 1;
                offset += stride;
                if index[i] < len {
                    break;
                }
                offset -= index[i] as isize * stride;
                index[i] = 0;
            }
        }
    }
}

/// An operand of a zip: its elements in row-major order as a slice (in standard layout, of the
/// result's shape), or read from a view of any layout.
enum Operand<'a, T> {
    Slice(&'a [T]),
    Read(RowMajor<'a, T>),
}

impl<'a, T: Clone> Operand<'a, T> {
    /// `view` (of the result's shape, broadcast) as an operand.
    fn new(view: ArrayViewD<'a, T>) -> Self {
        match view.to_slice() {
            Some(x) => Operand::Slice(x),
            None => Operand::Read(RowMajor::new(view)),
        }
    }

    /// Result elements `at..at + n` of this operand: the slice and where they start in it,
    /// read into `scratch` when strided.
    fn block<'s>(&'s self, at: usize, n: usize, scratch: &'s mut Vec<T>) -> (&'s [T], Run) {
        match self {
            Operand::Slice(x) => (x, Run { at, step: 1 }),
            Operand::Read(x) => {
                scratch.clear();
                x.read(at, n, scratch);
                (scratch, Run { at: 0, step: 1 })
            }
        }
    }
}

/// `run` over the elements of `a` (any layout) in row-major order, a block at a time, into a
/// fresh result of `a`'s shape (in parallel when large).
pub fn map_with<A: Clone + Sync, R: Send>(
    function: &'static str,
    a: ArrayViewD<'_, A>,
    run: &MapRun<'_, A, R>,
) -> Result<Vec<R>> {
    let shape = a.shape().to_vec();
    let x = RowMajor::new(a);
    // SAFETY: `run` writes every element of each block of `out` it is given.
    #[allow(unsafe_code)]
    unsafe {
        parallel::written(function, &shape, PIECE, |start, out| {
            in_blocks(&x, start, out, &|block, out| run(out, block, 0))
        })
    }
}

/// `f` over the elements of `a` (any layout) in row-major order, into `out` (as many, in
/// row-major order): `f(x, out)` writes a block of results for the elements `x` gathered for
/// it (in parallel when large).
pub fn map_into<A: Clone + Sync, R: Send>(
    a: ArrayViewD<'_, A>,
    out: &mut [R],
    f: &(dyn Fn(&[A], &mut [R]) + Sync),
) {
    let x = RowMajor::new(a);
    parallel::for_each_piece_at(out, PIECE, |start, out| in_blocks(&x, start, out, f));
}

/// `f(block, out)` for each block of `out`, which holds results `start..` in row-major
/// order, with `block` the elements of `x` it is computed from.
fn in_blocks<A: Clone, O>(
    x: &RowMajor<'_, A>,
    start: usize,
    out: &mut [O],
    f: &dyn Fn(&[A], &mut [O]),
) {
    let mut block = Vec::with_capacity(BLOCK.min(out.len()));
    for (k, out) in out.chunks_mut(BLOCK).enumerate() {
        block.clear();
        x.read(start + k * BLOCK, out.len(), &mut block);
        f(&block, out);
    }
}

/// `run` over the elements of `a` and `b` (any layouts), each broadcast to `shape` (which they
/// broadcast to), in row-major order a block at a time, into a fresh result of `shape`.
pub fn zip_with<A: Clone + Sync, B: Clone + Sync, R: Send>(
    function: &'static str,
    a: ArrayViewD<'_, A>,
    b: ArrayViewD<'_, B>,
    shape: &[usize],
    run: &ZipRun<'_, A, B, R>,
) -> Result<Vec<R>> {
    let (a, b) = (operand(function, &a, shape)?, operand(function, &b, shape)?);
    // SAFETY: `zip_blocks` writes every element of each `out` (`run` does, block by block).
    #[allow(unsafe_code)]
    unsafe {
        parallel::written(function, shape, PIECE, |start, out| {
            zip_blocks(&a, &b, start, out, run)
        })
    }
}

/// [`zip_with`] into `out`, which holds the elements of `shape` in row-major order.
pub fn zip_into_with<A: Clone + Sync, B: Clone + Sync, R: Send>(
    function: &'static str,
    a: ArrayViewD<'_, A>,
    b: ArrayViewD<'_, B>,
    shape: &[usize],
    out: &mut [R],
    run: &ZipRun<'_, A, B, R>,
) -> Result<()> {
    let (a, b) = (operand(function, &a, shape)?, operand(function, &b, shape)?);
    // SAFETY: the loop writes only initialised values (each a `MaybeUninit::write` of a
    // result), so `out` stays initialised, and `MaybeUninit<R>` has `R`'s layout.
    #[allow(unsafe_code)]
    let out = unsafe { &mut *(std::ptr::from_mut(out) as *mut [MaybeUninit<R>]) };
    parallel::for_each_piece_at(out, PIECE, |start, out| zip_blocks(&a, &b, start, out, run));
    Ok(())
}

/// `a` broadcast to `shape`, as an operand of a zip; an error naming `function` if it does
/// not broadcast to it.
fn operand<'v, T: Clone>(
    function: &'static str,
    a: &'v ArrayViewD<'_, T>,
    shape: &[usize],
) -> Result<Operand<'v, T>> {
    let view = a.broadcast(shape).ok_or_else(|| {
        let own = a.shape();
        crate::kernel_error::invalid(
            function,
            format!("an operand of shape {own:?} does not broadcast to {shape:?}"),
        )
    })?;
    Ok(Operand::new(view))
}

/// Result elements `start..start + out.len()` of `run` over `a` and `b` into `out`, a block
/// at a time.
fn zip_blocks<A: Clone, B: Clone, R>(
    a: &Operand<'_, A>,
    b: &Operand<'_, B>,
    start: usize,
    out: &mut [MaybeUninit<R>],
    run: &ZipRun<'_, A, B, R>,
) {
    let (mut xa, mut xb) = (Vec::new(), Vec::new());
    for (k, out) in out.chunks_mut(BLOCK).enumerate() {
        let (at, n) = (start + k * BLOCK, out.len());
        let (x, rx) = a.block(at, n, &mut xa);
        let (y, ry) = b.block(at, n, &mut xb);
        run(out, x, y, [rx, ry]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::{ArrayD, IxDyn, s};

    /// Every piece of every layout reads the elements `iter()` visits (ndarray's row-major
    /// order), from any start.
    #[test]
    fn every_layout_reads_in_row_major_order() {
        let a = ArrayD::from_shape_vec(IxDyn(&[4, 3, 5]), (0..60u32).collect()).unwrap();
        let column = a.slice(s![.., 0, 0]).insert_axis(ndarray::Axis(1));
        let views = [
            a.view(),
            a.slice(s![.., .., ..;-1]).into_dyn(),
            a.slice(s![..;2, .., 1..;2]).into_dyn(),
            a.slice(s![..;-1, 1..2, ..]).into_dyn(),
            a.view().reversed_axes(),
            a.slice(s![1, .., 3]).into_dyn(),
            a.slice(s![0..0, .., ..]).into_dyn(),
            a.slice(s![2, 1, 4]).into_dyn(),
            column.broadcast((4, 3)).unwrap().into_dyn(),
        ];
        for v in views {
            let expected: Vec<u32> = v.iter().copied().collect();
            let x = RowMajor::new(v.clone());
            for start in 0..expected.len() {
                for n in [0, 1, 2, 7, expected.len() - start] {
                    let n = n.min(expected.len() - start);
                    let mut got = vec![99];
                    x.read(start, n, &mut got);
                    assert_eq!(got[1..], expected[start..start + n], "{v:?} from {start}");
                }
            }
        }
    }
}
