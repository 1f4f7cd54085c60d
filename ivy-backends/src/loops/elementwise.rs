//! Element-wise maps over elements in row-major order, shared by every backend: [`map`] of one
//! operand and [`zip`] of two broadcast together, in parallel when large
//! ([`super::parallel`]), written once into ivy's result memory.
//!
//! Only the innermost loop is compiled per function and element type: `f` over one *run* of
//! elements, where each operand either advances one element at a time or repeats one
//! (broadcast), made by [`map_run`] or [`zip_run`]. Everything else (broadcasting, the walk
//! over the outer dimensions, the split into parallel pieces, the result's memory) takes that
//! loop as `&dyn` (the `_with` forms), so it is compiled once per element types, and the
//! hundreds of (function, dtype) pairs of a backend cost one small loop each.

use std::mem::MaybeUninit;

use ivy_runtime::{
    Error, Result, broadcast_shapes, broadcasts_to, check_result_size, element_count,
};
use ndarray::{Dimension, IxDyn};

use super::parallel;

/// Elements per piece of a parallel map: large enough that splitting costs nothing, small
/// enough to spread the work over the cores evenly.
const PIECE: usize = 16 * 1024;

/// The innermost loop of a map, the one part compiled per function and element type:
/// `run(out, x, at)` writes `f` of elements `at..at + out.len()` of `x` into `out`, every one
/// of them. Made by [`map_run`].
pub type MapRun<'a, A, R> = dyn Fn(&mut [MaybeUninit<R>], &[A], usize) + Sync + 'a;

/// The innermost loop of a zip, the one part compiled per function and element types:
/// `run(out, a, b, runs)` writes `f` of one run of each operand into `out`, every one of them.
/// Made by [`zip_run`].
pub type ZipRun<'a, A, B, R> = dyn Fn(&mut [MaybeUninit<R>], &[A], &[B], [Run; 2]) + Sync + 'a;

/// Where one run of an operand's elements lies: the first element, and whether the run walks
/// the elements (`step` 1) or repeats that one (`step` 0, a broadcast dimension).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// The index of the run's first element in the operand's elements.
    pub at: usize,
    /// 1 when the run walks the elements, 0 when it repeats one.
    pub step: usize,
}

/// `f` of each element of `x` (row-major, `shape` holds as many), in a fresh result of
/// `shape`; an error naming `function` if it cannot be allocated, or if `x` does not hold as
/// many elements as `shape`.
///
/// ```
/// use ivy_backends::loops::elementwise::map;
///
/// assert_eq!(map("negative", &[1i8, -2, 127], &[3], |v: i8| v.wrapping_neg())?, [-1, 2, -127]);
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn map<A: Copy + Sync, R: Send>(
    function: &'static str,
    x: &[A],
    shape: &[usize],
    f: impl Fn(A) -> R + Sync,
) -> Result<Vec<R>> {
    map_with(function, x, shape, &map_run(f))
}

/// [`map`] with its innermost loop made already ([`map_run`]): compiled once per element type.
pub fn map_with<A: Sync, R: Send>(
    function: &'static str,
    x: &[A],
    shape: &[usize],
    run: &MapRun<'_, A, R>,
) -> Result<Vec<R>> {
    if element_count(function, shape)? != x.len() {
        return Err(elements_mismatch(function, shape, x.len()));
    }
    map_runs(function, shape, &|out: &mut [MaybeUninit<R>], at| {
        run(out, x, at)
    })
}

/// The innermost loop of [`map`]: `f` over a run of elements.
pub fn map_run<A: Copy, R>(
    f: impl Fn(A) -> R + Sync,
) -> impl Fn(&mut [MaybeUninit<R>], &[A], usize) + Sync {
    move |out: &mut [MaybeUninit<R>], x: &[A], at: usize| {
        let n = out.len();
        for (out, &v) in out.iter_mut().zip(&x[at..at + n]) {
            out.write(f(v));
        }
    }
}

/// `f` of each pair of elements of `a` (of shape `a_shape`) and `b` (of `b_shape`) broadcast
/// together, as NumPy broadcasts: the elements of their broadcast shape
/// ([`ivy_runtime::broadcast_shapes`], which is `a_shape` when the two are equal) in row-major
/// order. An error naming `function` and both shapes if they do not broadcast, if the result
/// cannot be allocated, or if an operand does not hold as many elements as its shape.
///
/// ```
/// use ivy_backends::loops::elementwise::zip;
///
/// let v = zip("add", &[1, 2], &[2, 1], &[10, 20, 30], &[3], |x: i32, y: i32| x + y)?;
/// assert_eq!(v, [11, 21, 31, 12, 22, 32]); // of shape [2, 3]
/// assert!(zip("add", &[1, 2], &[2], &[1, 2, 3], &[3], |x: i32, y: i32| x + y).is_err());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn zip<A: Copy + Sync, B: Copy + Sync, R: Send>(
    function: &'static str,
    a: &[A],
    a_shape: &[usize],
    b: &[B],
    b_shape: &[usize],
    f: impl Fn(A, B) -> R + Sync,
) -> Result<Vec<R>> {
    zip_with(function, a, a_shape, b, b_shape, &zip_run(f))
}

/// [`zip`] with its innermost loop made already ([`zip_run`]): compiled once per element
/// types.
pub fn zip_with<A: Sync, B: Sync, R: Send>(
    function: &'static str,
    a: &[A],
    a_shape: &[usize],
    b: &[B],
    b_shape: &[usize],
    run: &ZipRun<'_, A, B, R>,
) -> Result<Vec<R>> {
    if same_shape(a_shape, b_shape) {
        return zip_same_with(function, a, b, a_shape, run);
    }
    if let Some(spread) = spread_one(a_shape, b_shape) {
        let shape = [a_shape, b_shape][spread];
        return zip_one_with(function, a, b, spread, shape, run);
    }
    let operands = [(a_shape, a.len()), (b_shape, b.len())];
    let plan = Plan::new(function, operands, std::mem::size_of::<R>())?;
    // SAFETY: `fill_runs` covers `out` with runs that do not overlap, and `run` writes every
    // element of each.
    #[allow(unsafe_code)]
    unsafe {
        parallel::written(function, plan.shape.slice(), PIECE, |start, out| {
            fill_runs(&plan, start, out, a, b, run)
        })
    }
}

/// [`zip_with`] where one operand holds one element and the other's shape, `shape`, is the
/// result's (`spread`: [`spread_one`] of the two shapes): one run over the other operand, the
/// element repeated, no plan (an array and a scalar, the commonest broadcast).
#[inline]
pub(crate) fn zip_one_with<A: Sync, B: Sync, R: Send>(
    function: &'static str,
    a: &[A],
    b: &[B],
    spread: usize,
    shape: &[usize],
    run: &ZipRun<'_, A, B, R>,
) -> Result<Vec<R>> {
    let lens = [a.len(), b.len()];
    // The product unchecked, as `zip_same_with`'s.
    if shape.iter().fold(1, |n, &d| d.wrapping_mul(n)) != lens[spread] || lens[1 - spread] != 1 {
        return Err(elements_mismatch(function, shape, lens[spread]));
    }
    // Each run of the spread operand starts where its piece does, the other's at its one
    // element: masks, not a choice between two pairs of runs, which LLVM made a vector select
    // in every run's call.
    let walks = [spread == 0, spread == 1].map(usize::from);
    map_runs(function, shape, &|out: &mut [MaybeUninit<R>], at| {
        let runs = walks.map(|step| Run {
            at: at & step.wrapping_neg(),
            step,
        });
        run(out, a, b, runs)
    })
}

/// Whether two shapes are equal, compared inline: `==` on slices of `usize` calls the C
/// library's `memcmp`, which costs more than the whole comparison of a small shape (a tenth of
/// a 1-element call's own instructions).
#[inline(always)]
pub(crate) fn same_shape(a: &[usize], b: &[usize]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
}

/// Which operand's shape two operands of shapes `a` and `b` broadcast to when the other holds
/// one element and has no more dimensions (`Some(0)` for `a`, `Some(1)` for `b`): that shape,
/// unchanged, the one element repeated over it. `None` for any other pair.
///
/// ```
/// use ivy_backends::loops::elementwise::spread_one;
///
/// assert_eq!(spread_one(&[2, 3], &[]), Some(0));
/// assert_eq!(spread_one(&[1], &[4]), Some(1));
/// assert_eq!(spread_one(&[1, 1], &[4]), None); // more dimensions: the result is [1, 4]
/// assert_eq!(spread_one(&[2], &[3]), None);
/// ```
#[inline]
pub fn spread_one(a: &[usize], b: &[usize]) -> Option<usize> {
    let one = |s: &[usize]| s.iter().all(|&d| d == 1);
    if b.len() <= a.len() && one(b) {
        Some(0)
    } else if a.len() <= b.len() && one(a) {
        Some(1)
    } else {
        None
    }
}

/// [`zip`] of operands of one shape, `shape` (the common case, kept lean for small calls: one
/// run over both, no plan).
///
/// ```
/// use ivy_backends::loops::elementwise::zip_same;
///
/// assert_eq!(zip_same("add", &[1, 2], &[10, 20], &[2], |x: i32, y: i32| x + y)?, [11, 22]);
/// assert!(zip_same("add", &[1, 2], &[10], &[2], |x: i32, y: i32| x + y).is_err());
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn zip_same<A: Copy + Sync, B: Copy + Sync, R: Send>(
    function: &'static str,
    a: &[A],
    b: &[B],
    shape: &[usize],
    f: impl Fn(A, B) -> R + Sync,
) -> Result<Vec<R>> {
    zip_same_with(function, a, b, shape, &zip_run(f))
}

/// [`zip_same`] with its innermost loop made already ([`zip_run`]).
pub fn zip_same_with<A: Sync, B: Sync, R: Send>(
    function: &'static str,
    a: &[A],
    b: &[B],
    shape: &[usize],
    run: &ZipRun<'_, A, B, R>,
) -> Result<Vec<R>> {
    // The product unchecked: where it overflows, `map_runs` refuses the shape before any run.
    if a.len() != b.len() || shape.iter().fold(1, |n, &d| d.wrapping_mul(n)) != a.len() {
        return Err(elements_mismatch(function, shape, a.len().max(b.len())));
    }
    map_runs(function, shape, &|out: &mut [MaybeUninit<R>], at| {
        run(out, a, b, [Run { at, step: 1 }; 2])
    })
}

/// [`zip`] into `out`, which holds the broadcast shape's elements in row-major order: `Ok(false)`
/// with `out` untouched when `a` and `b` do not broadcast to `shape` exactly or `out` does not
/// hold its elements; an error if an operand does not hold as many elements as its shape.
///
/// ```
/// use ivy_backends::loops::elementwise::zip_into;
///
/// let mut out = [0u8; 4];
/// assert!(zip_into("add", &[1, 2], &[2, 1], &[10, 20], &[2], &[2, 2], &mut out, |x, y| x + y)?);
/// assert_eq!(out, [11, 21, 12, 22]);
/// assert!(!zip_into("add", &[1], &[1], &[2], &[1], &[2], &mut out[..2], |x: u8, y| x + y)?);
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub fn zip_into<A: Copy + Sync, B: Copy + Sync, R: Send>(
    function: &'static str,
    a: &[A],
    a_shape: &[usize],
    b: &[B],
    b_shape: &[usize],
    shape: &[usize],
    out: &mut [R],
    f: impl Fn(A, B) -> R + Sync,
) -> Result<bool> {
    zip_into_with(
        function,
        (a, a_shape),
        (b, b_shape),
        shape,
        out,
        &zip_run(f),
    )
}

/// [`zip_into`] with its innermost loop made already ([`zip_run`]); each operand is its
/// elements and their shape.
pub fn zip_into_with<A: Sync, B: Sync, R: Send>(
    function: &'static str,
    (a, a_shape): (&[A], &[usize]),
    (b, b_shape): (&[B], &[usize]),
    shape: &[usize],
    out: &mut [R],
    run: &ZipRun<'_, A, B, R>,
) -> Result<bool> {
    if !broadcasts_to(a_shape, b_shape, shape) || element_count(function, shape)? != out.len() {
        return Ok(false);
    }
    Plan::check(function, [(a_shape, a.len()), (b_shape, b.len())])?;
    let plan = Plan::of(IxDyn(shape), [a_shape, b_shape]);
    // SAFETY: the loop writes only initialised values (each a `MaybeUninit::write` of a
    // result), so `out` stays initialised, and `MaybeUninit<R>` has `R`'s layout.
    #[allow(unsafe_code)]
    let out = unsafe { &mut *(std::ptr::from_mut(out) as *mut [MaybeUninit<R>]) };
    parallel::for_each_piece_at(out, PIECE, |start, out| {
        fill_runs(&plan, start, out, a, b, run)
    });
    Ok(true)
}

/// The innermost loop of [`zip`]: `f` over one run of each operand, into `out` (every element).
// The type is [`ZipRun`]'s signature, spelled out: an `impl` of an alias cannot be written.
#[allow(clippy::type_complexity)]
pub fn zip_run<A: Copy, B: Copy, R>(
    f: impl Fn(A, B) -> R + Sync,
) -> impl Fn(&mut [MaybeUninit<R>], &[A], &[B], [Run; 2]) + Sync {
    move |out: &mut [MaybeUninit<R>], a: &[A], b: &[B], [x, y]: [Run; 2]| {
        let n = out.len();
        match (x.step, y.step) {
            (1, 1) => {
                let pairs = a[x.at..x.at + n].iter().zip(&b[y.at..y.at + n]);
                for (out, (&u, &v)) in out.iter_mut().zip(pairs) {
                    out.write(f(u, v));
                }
            }
            (0, 1) => {
                let u = a[x.at];
                for (out, &v) in out.iter_mut().zip(&b[y.at..y.at + n]) {
                    out.write(f(u, v));
                }
            }
            (1, 0) => {
                let v = b[y.at];
                for (out, &u) in out.iter_mut().zip(&a[x.at..x.at + n]) {
                    out.write(f(u, v));
                }
            }
            _ => {
                let (u, v) = (a[x.at], b[y.at]);
                for out in out.iter_mut() {
                    out.write(f(u, v));
                }
            }
        }
    }
}

/// The one-operand loop over a result of `shape`: `run(out, at)` writes the results for
/// elements `at..at + out.len()` into `out`, every one of them. Generic over `run` (an adapter
/// of the `_with` forms, one per element types) so that a small call reaches the kernel
/// through one indirect call, not two.
fn map_runs<R: Send>(
    function: &'static str,
    shape: &[usize],
    run: &(impl Fn(&mut [MaybeUninit<R>], usize) + Sync),
) -> Result<Vec<R>> {
    // SAFETY: each piece is one run over all of `out`, and `run` writes every element of it.
    #[allow(unsafe_code)]
    unsafe {
        parallel::written(function, shape, PIECE, |start, out| run(out, start))
    }
}

/// Result elements `start..start + out.len()` of `plan` into `out`, one `run` per run.
fn fill_runs<A, B, R>(
    plan: &Plan,
    start: usize,
    out: &mut [MaybeUninit<R>],
    a: &[A],
    b: &[B],
    run: &ZipRun<'_, A, B, R>,
) {
    plan.runs(start, out.len(), &mut |at, len, runs| {
        run(&mut out[at..at + len], a, b, runs)
    })
}

/// The error for elements that do not fill their shape (a backend's storage out of step with
/// its layout): never read past them.
fn elements_mismatch(function: &'static str, shape: &[usize], len: usize) -> Error {
    Error::InvalidInput(format!(
        "{function}: an operand of shape {shape:?} holds {len} elements"
    ))
}

/// How a two-operand element-wise loop walks its operands: the result's shape, and the
/// iteration space with its dimensions merged as far as both operands allow (a result whose
/// operands both fill it is one dimension), each operand's strides in it (0 where it is
/// broadcast).
#[derive(Debug)]
struct Plan {
    /// The result's shape.
    shape: IxDyn,
    /// The merged dimensions, outermost first; the last is the one a run walks.
    dims: IxDyn,
    /// Each operand's stride, in elements, along each merged dimension.
    strides: [IxDyn; 2],
}

impl Plan {
    /// The plan for operands of these shapes (and element counts), broadcast together: an
    /// error if they do not broadcast, or their result (of `element_bytes` per element) could
    /// not be allocated.
    fn new(
        function: &'static str,
        operands: [(&[usize], usize); 2],
        element_bytes: usize,
    ) -> Result<Plan> {
        // Equal shapes never get here (`zip` runs them without a plan); `of` would merge them
        // into one run all the same.
        let [(a, _), (b, _)] = operands;
        Plan::check(function, operands)?;
        let shape = broadcast_shapes(function, a, b)?;
        // Broadcasting is the one way a result outgrows its inputs: ask for the memory first.
        check_result_size(function, &shape, element_bytes)?;
        Ok(Plan::of(IxDyn(&shape), [a, b]))
    }

    /// An error if an operand does not hold as many elements as its shape.
    fn check(function: &'static str, operands: [(&[usize], usize); 2]) -> Result<()> {
        for (shape, len) in operands {
            if element_count(function, shape)? != len {
                return Err(elements_mismatch(function, shape, len));
            }
        }
        Ok(())
    }

    /// The plan for operands of shapes `own`, broadcast to `shape` (which they broadcast to).
    /// Allocates nothing for results of up to four dimensions.
    fn of(shape: IxDyn, own: [&[usize]; 2]) -> Plan {
        let rank = shape.ndim();
        let full = own.map(|s| broadcast_strides(s, &shape));
        let mut dims = IxDyn::zeros(rank.max(1));
        let mut strides = [IxDyn::zeros(rank.max(1)), IxDyn::zeros(rank.max(1))];
        let mut merged = 0;
        for (i, &d) in shape.slice().iter().enumerate() {
            if d == 1 {
                continue; // walks nothing
            }
            // Whether the dimension before continues into this one for operand `k`.
            let continues = |k: usize| strides[k][merged - 1] == full[k][i] * d;
            if merged > 0 && continues(0) && continues(1) {
                dims[merged - 1] *= d;
            } else {
                merged += 1;
                dims[merged - 1] = d;
            }
            for k in 0..2 {
                strides[k][merged - 1] = full[k][i];
            }
        }
        if merged == 0 {
            // One element (a shape of ones): one run of one.
            dims[0] = 1;
            merged = 1;
        }
        let cut = |d: &IxDyn| IxDyn(&d.slice()[..merged]);
        Plan {
            dims: cut(&dims),
            strides: [cut(&strides[0]), cut(&strides[1])],
            shape,
        }
    }

    /// Calls `each(at, len, runs)` for the runs that cover result elements `start..start + n`
    /// in order: `at` counts from `start`.
    fn runs(&self, start: usize, n: usize, each: &mut dyn FnMut(usize, usize, [Run; 2])) {
        let rank = self.dims.ndim();
        let inner = self.dims[rank - 1];
        if n == 0 || inner == 0 {
            return;
        }
        // The index of `start` along each dimension, and each operand's offset there.
        let mut index = IxDyn::zeros(rank);
        let mut rest = start;
        for i in (0..rank).rev() {
            index[i] = rest % self.dims[i];
            rest /= self.dims[i];
        }
        let offset = |k: usize, index: &IxDyn| -> usize {
            (0..rank).map(|i| index[i] * self.strides[k][i]).sum()
        };
        let mut at = [offset(0, &index), offset(1, &index)];
        let mut done = 0;
        while done < n {
            let len = (inner - index[rank - 1]).min(n - done);
            let runs = [0, 1].map(|k| Run {
                at: at[k],
                step: self.strides[k][rank - 1].min(1),
            });
            each(done, len, runs);
            done += len;
            if done == n {
                break;
            }
            // To the start of the next run: the odometer over the outer dimensions.
            for (k, at) in at.iter_mut().enumerate() {
                *at -= index[rank - 1] * self.strides[k][rank - 1];
            }
            index[rank - 1] = 0;
            for i in (0..rank - 1).rev() {
                index[i] += 1;
                for (k, at) in at.iter_mut().enumerate() {
                    *at += self.strides[k][i];
                }
                if index[i] < self.dims[i] {
                    break;
                }
                for (k, at) in at.iter_mut().enumerate() {
                    *at -= index[i] * self.strides[k][i];
                }
                index[i] = 0;
            }
        }
    }
}

/// The strides, in elements, of a row-major operand of `own` shape broadcast to `shape`
/// (leading dimensions added, length-1 dimensions repeated): 0 along broadcast dimensions.
fn broadcast_strides(own: &[usize], shape: &IxDyn) -> IxDyn {
    let skip = shape.ndim() - own.len();
    let mut strides = IxDyn::zeros(shape.ndim());
    let mut stride = 1;
    for (k, &d) in own.iter().enumerate().rev() {
        if d != 1 {
            strides[skip + k] = stride;
        }
        stride *= d;
    }
    strides
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every broadcast pair of small shapes gives NumPy's result: each element of the result
    /// reads the elements its index names in each operand (derived here by hand, index by
    /// index), for pieces starting anywhere.
    #[test]
    fn zip_broadcasts_as_numpy() {
        let shapes: &[&[usize]] = &[
            &[],
            &[1],
            &[1, 1],
            &[3],
            &[2, 1],
            &[1, 3],
            &[2, 3],
            &[4, 1, 3],
            &[4, 2, 1],
            &[1, 2, 3],
            &[0, 3],
        ];
        for &a_shape in shapes {
            for &b_shape in shapes {
                let Ok(shape) = broadcast_shapes("t", a_shape, b_shape) else {
                    continue;
                };
                let a: Vec<u32> = (0..a_shape.iter().product::<usize>() as u32).collect();
                let b: Vec<u32> = (0..b_shape.iter().product::<usize>() as u32).collect();
                let got = zip("t", &a, a_shape, &b, b_shape, |x, y| x * 1000 + y).unwrap();
                let expected: Vec<u32> = (0..shape.iter().product::<usize>())
                    .map(|flat| {
                        let index = |own: &[usize]| -> u32 {
                            let i = ivy_runtime::broadcast_source(own, &shape, flat);
                            let mut at = 0;
                            for (k, &d) in own.iter().enumerate() {
                                at = at * d + i[k];
                            }
                            at as u32
                        };
                        index(a_shape) * 1000 + index(b_shape)
                    })
                    .collect();
                assert_eq!(got, expected, "{a_shape:?} with {b_shape:?}");
                // Every start and length of a piece walks the same elements.
                let plan = Plan::new("t", [(a_shape, a.len()), (b_shape, b.len())], 4).unwrap();
                let total = expected.len();
                for start in 0..total {
                    let mut seen = Vec::new();
                    plan.runs(start, total - start, &mut |at, len, [x, y]| {
                        assert_eq!(at, seen.len());
                        for i in 0..len {
                            seen.push(a[x.at + i * x.step] * 1000 + b[y.at + i * y.step]);
                        }
                    });
                    assert_eq!(seen, expected[start..], "from {start}");
                }
            }
        }
    }

    /// A result of many pieces (the parallel path) holds the same values as the serial one.
    #[test]
    fn large_results_are_computed_in_pieces_alike() {
        let n = parallel::THRESHOLD + 3 * PIECE + 7;
        let a: Vec<u64> = (0..n as u64).collect();
        let column: Vec<u64> = vec![5, 7];
        let v = zip("t", &column, &[2, 1], &a, &[n], |c, x| c * x).unwrap();
        assert_eq!(v.len(), 2 * n);
        assert!(v[..n].iter().enumerate().all(|(i, &e)| e == 5 * i as u64));
        assert!(v[n..].iter().enumerate().all(|(i, &e)| e == 7 * i as u64));
        let m = map("t", &a, &[n], |x| x + 1).unwrap();
        assert!(m.iter().enumerate().all(|(i, &e)| e == i as u64 + 1));
    }

    /// Elements that do not fill their shape are an error, never a read past them.
    #[test]
    fn elements_must_fill_their_shape() {
        let e = zip("add", &[1u8, 2], &[3], &[1u8], &[], |x, y| x + y).unwrap_err();
        assert!(
            e.to_string().contains("add") && e.to_string().contains("[3]"),
            "{e}"
        );
        assert!(map("exp", &[1.0f32], &[2], |x| x).is_err());
    }
}
