//! Discrete Fourier transforms along one axis, on `rustfft`, for every backend that can hold
//! complex numbers: `fft`, `ifft`, `rfft` and `irfft` (the library writes the others over
//! them).
//!
//! Every transform computes in `complex128`, whatever the dtype it gives, and the kernel rounds
//! once: a `complex64` result is the `complex128` one rounded, more accurate than a transform
//! in single precision (NumPy's), at the cost of the wider buffer; and one instantiation of
//! `rustfft` serves every dtype. Each lane along the axis is copied into one buffer of the
//! transform's length (padded with zeros or truncated; for `irfft`, completed to the whole
//! Hermitian spectrum), transformed in place with one plan for the call (the last few plans
//! are kept for the calls after it), and written to the result scaled as the `norm` asks.

use ivy_runtime::type_rules::Spectrum;
use ivy_runtime::{FftNorm, Result, normalize_axis, result_vec};
use ndarray::{ArrayD, ArrayView1, ArrayViewD, ArrayViewMut1, Axis, IxDyn, Zip};
use num_complex::Complex;
use num_traits::Zero;
use rustfft::{Fft, FftDirection, FftPlanner};
use std::sync::{Arc, Mutex, PoisonError};

use crate::loops::arrays::into_array;

/// The element every transform computes in.
pub type C128 = Complex<f64>;

/// One one-dimensional transform along an axis, as a declaration's parameters give it.
#[derive(Clone, Copy, Debug)]
pub struct Transform {
    /// The function, for errors.
    pub function: &'static str,
    /// What the transform takes and gives.
    pub spectrum: Spectrum,
    /// Whether it is the inverse transform (`ifft`, `irfft`).
    pub inverse: bool,
    /// The number of points (the axis's own if `None`).
    pub n: Option<usize>,
    /// The axis (negative counts from the end).
    pub axis: isize,
    /// Which direction is scaled.
    pub norm: FftNorm,
}

impl Transform {
    /// The transform of `x` where it gives complex numbers ([`Spectrum::Complex`] and
    /// [`Spectrum::Half`]).
    pub fn complex(&self, x: ArrayViewD<'_, C128>) -> Result<ArrayD<C128>> {
        self.run(x, |points, mut lane, scale| {
            for (o, p) in lane.iter_mut().zip(points) {
                *o = p * scale;
            }
        })
    }

    /// The transform of `x` where it gives real numbers ([`Spectrum::Real`]): the real parts
    /// of the inverse transform of the completed spectrum, whose imaginary parts are zero.
    pub fn real(&self, x: ArrayViewD<'_, C128>) -> Result<ArrayD<f64>> {
        self.run(x, |points, mut lane, scale| {
            for (o, p) in lane.iter_mut().zip(points) {
                *o = p.re * scale;
            }
        })
    }

    /// Runs the transform over every lane of `x` along the axis, writing each with `store`
    /// (the transformed points, the result's lane, the scale).
    fn run<T: Clone + Zero>(
        &self,
        x: ArrayViewD<'_, C128>,
        mut store: impl FnMut(&[C128], ArrayViewMut1<'_, T>, f64),
    ) -> Result<ArrayD<T>> {
        let function = self.function;
        let axis = normalize_axis(function, self.axis, x.ndim())?;
        let (n, out_len) = self.spectrum.lengths(function, x.shape()[axis], self.n)?;
        let mut shape = x.shape().to_vec();
        shape[axis] = out_len;
        let mut values = result_vec(function, &shape)?;
        values.resize(shape.iter().product(), T::zero());
        let mut out = into_array(function, IxDyn(&shape), values)?;
        if out.is_empty() {
            return Ok(out);
        }
        let direction = if self.inverse {
            FftDirection::Inverse
        } else {
            FftDirection::Forward
        };
        let plan = planned(n, direction);
        let mut points = zeros(function, n)?;
        let mut scratch = zeros(function, plan.get_inplace_scratch_len())?;
        let scale = self.norm.scale(n, self.inverse);
        let spectrum = self.spectrum;
        Zip::from(x.lanes(Axis(axis)))
            .and(out.lanes_mut(Axis(axis)))
            .for_each(|lane, result| {
                load(spectrum, lane, &mut points);
                plan.process_with_scratch(&mut points, &mut scratch);
                store(&points, result, scale);
            });
        Ok(out)
    }
}

/// The plans of the transforms run last, by length and direction, the most recent last:
/// planning a long transform costs more than running it (2^20 points: about 20 ms against
/// 13), and a program transforms the same lengths again and again. A few are kept, as each
/// holds twiddle factors as long as its transform.
static PLANS: Mutex<Vec<KeptPlan>> = Mutex::new(Vec::new());

/// A kept plan: its length, its direction and the plan.
type KeptPlan = (usize, FftDirection, Arc<dyn Fft<f64>>);

/// How many plans [`PLANS`] keeps.
const KEPT_PLANS: usize = 8;

/// The plan of the transform of `n` points in `direction`: a kept one, else a new one (made
/// outside the lock, so other threads' transforms do not wait for it), then kept.
fn planned(n: usize, direction: FftDirection) -> Arc<dyn Fft<f64>> {
    let kept = |plans: &mut Vec<KeptPlan>| {
        let at = plans.iter().position(|p| p.0 == n && p.1 == direction)?;
        let entry = plans.remove(at);
        let plan = Arc::clone(&entry.2);
        plans.push(entry);
        Some(plan)
    };
    // A panic elsewhere while the lock was held left a list of whole entries: still usable.
    let lock = || PLANS.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(plan) = kept(&mut lock()) {
        return plan;
    }
    let plan = FftPlanner::<f64>::new().plan_fft(n, direction);
    let mut plans = lock();
    if kept(&mut plans).is_none() {
        if plans.len() == KEPT_PLANS {
            plans.remove(0);
        }
        plans.push((n, direction, Arc::clone(&plan)));
    }
    plan
}

/// `len` complex zeros, or the error naming `function` if the memory cannot be had.
fn zeros(function: &'static str, len: usize) -> Result<Vec<C128>> {
    let mut v = result_vec(function, &[len])?;
    v.resize(len, C128::zero());
    Ok(v)
}

/// `lane` as the transform's input points: its first `points.len()` elements, then zeros; for
/// [`Spectrum::Real`], its first `n / 2 + 1` frequencies (then zeros) completed to the
/// Hermitian spectrum of `n` points, the others the conjugates of those.
fn load(spectrum: Spectrum, lane: ArrayView1<'_, C128>, points: &mut [C128]) {
    let n = points.len();
    let given = match spectrum {
        Spectrum::Real => n / 2 + 1,
        Spectrum::Complex | Spectrum::Half => n,
    };
    let given = given.min(lane.len());
    for (p, x) in points.iter_mut().zip(lane.iter().take(given)) {
        *p = *x;
    }
    points[given..].fill(C128::zero());
    if spectrum == Spectrum::Real {
        for k in 1..n.div_ceil(2) {
            points[n - k] = points[k].conj();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::{ArrayD, IxDyn};

    #[test]
    fn plans_are_kept_for_the_next_call_and_bounded() {
        // A length no other test uses: the second call finds the first one's plan.
        let first = planned(1031, FftDirection::Inverse);
        let again = planned(1031, FftDirection::Inverse);
        assert!(Arc::ptr_eq(&first, &again));
        assert!(!Arc::ptr_eq(&first, &planned(1031, FftDirection::Forward)));
        for n in 2000..2000 + KEPT_PLANS {
            planned(n, FftDirection::Forward);
        }
        let plans = PLANS.lock().unwrap_or_else(PoisonError::into_inner);
        assert_eq!(plans.len(), KEPT_PLANS);
    }

    fn c(re: f64, im: f64) -> C128 {
        C128::new(re, im)
    }

    fn transform(spectrum: Spectrum, inverse: bool, n: Option<usize>, axis: isize) -> Transform {
        Transform {
            function: "fft",
            spectrum,
            inverse,
            n,
            axis,
            norm: FftNorm::Backward,
        }
    }

    fn close(a: &[C128], b: &[C128]) {
        assert_eq!(a.len(), b.len());
        for (x, y) in a.iter().zip(b) {
            assert!((x - y).norm() < 1e-12, "{a:?} != {b:?}");
        }
    }

    #[test]
    fn lanes_along_either_axis() {
        // [[1, 2], [3, 4]]: along axis 0 the columns, [4, -2] and [6, -2] (by hand: the sum and
        // the difference of each pair).
        let x = ArrayD::from_shape_vec(
            IxDyn(&[2, 2]),
            vec![c(1., 0.), c(2., 0.), c(3., 0.), c(4., 0.)],
        )
        .unwrap();
        let y = transform(Spectrum::Complex, false, None, 0)
            .complex(x.view())
            .unwrap();
        close(
            y.as_slice().unwrap(),
            &[c(4., 0.), c(6., 0.), c(-2., 0.), c(-2., 0.)],
        );
        let y = transform(Spectrum::Complex, false, None, -1)
            .complex(x.view())
            .unwrap();
        close(
            y.as_slice().unwrap(),
            &[c(3., 0.), c(-1., 0.), c(7., 0.), c(-1., 0.)],
        );
    }

    #[test]
    fn irfft_completes_the_spectrum() {
        // The spectrum [4, 0, 0] of n = 4 points is a constant 1 (4 / 4); [0, 2, 0] is
        // 2 * 2 cos(2 pi k / 4) / 4 = [1, 0, -1, 0].
        let x = ArrayD::from_shape_vec(IxDyn(&[3]), vec![c(4., 0.), c(0., 0.), c(0., 0.)]).unwrap();
        let y = transform(Spectrum::Real, true, None, 0)
            .real(x.view())
            .unwrap();
        assert_eq!(y.as_slice().unwrap(), &[1.0; 4]);
        let x = ArrayD::from_shape_vec(IxDyn(&[3]), vec![c(0., 0.), c(2., 0.), c(0., 0.)]).unwrap();
        let y = transform(Spectrum::Real, true, None, 0)
            .real(x.view())
            .unwrap();
        for (a, b) in y.iter().zip([1.0, 0.0, -1.0, 0.0]) {
            assert!((a - b).abs() < 1e-15);
        }
    }

    #[test]
    fn empty_batches_and_bad_lengths() {
        let x = ArrayD::<C128>::zeros(IxDyn(&[0, 4]));
        let y = transform(Spectrum::Half, false, None, 1)
            .complex(x.view())
            .unwrap();
        assert_eq!(y.shape(), &[0, 3]);
        assert!(
            transform(Spectrum::Complex, false, Some(0), 1)
                .complex(x.view())
                .is_err()
        );
        let one = ArrayD::<C128>::zeros(IxDyn(&[1]));
        assert!(
            transform(Spectrum::Real, true, None, 0)
                .real(one.view())
                .is_err()
        );
        let scalar = ArrayD::<C128>::zeros(IxDyn(&[]));
        assert!(
            transform(Spectrum::Complex, false, None, -1)
                .complex(scalar.view())
                .is_err()
        );
    }
}
