//! Vector and matrix norms over views, shared by both backends. They compute in `float64`
//! from each element's magnitude (the modulus of a complex one); the kernels round once to the
//! real dtype of the input's precision.

use ivy_runtime::type_rules::reduced_shape;
use ivy_runtime::{HostElement, Result, Scalar, distinct_axes, element_count};
use ndarray::{ArrayD, ArrayViewD, IxDyn};
use num_complex::Complex;

use super::decompositions::singular_values;
use super::products::{elements, shaped};
use crate::kernel_error as error;
use crate::routines::reductions::{pairwise_sum, real_f64, reduce};

/// The magnitude of an element in `f64`: its absolute value, the modulus of a complex one.
pub fn magnitude<T: HostElement>(v: T) -> f64 {
    match v.to_scalar() {
        Scalar::Complex(c) => c.norm(),
        _ => real_f64(v).abs(),
    }
}

/// The largest (`largest`) or smallest of `v`, `NaN` winning; for none, an error saying
/// `empty` (the order that has no value there).
fn extreme(
    function: &'static str,
    v: &[f64],
    largest: bool,
    empty: impl FnOnce() -> String,
) -> Result<f64> {
    let (&first, rest) = v
        .split_first()
        .ok_or_else(|| error::invalid(function, empty()))?;
    Ok(rest.iter().fold(first, |m, &e| {
        let better = if largest { e > m } else { e < m };
        if m.is_nan() || (!e.is_nan() && !better) {
            m
        } else {
            e
        }
    }))
}

/// The `ord`-norm of the magnitudes `v`: `sum(v^ord)^(1/ord)`, the largest for `inf`, the
/// smallest for `-inf`, the count of nonzeros for 0. `v` is overwritten.
fn lane_norm(function: &'static str, v: &mut [f64], ord: f64) -> Result<f64> {
    let empty = || "an infinite order over no elements has no value; give a nonempty axis".into();
    Ok(if ord == f64::INFINITY {
        extreme(function, v, true, empty)?
    } else if ord == f64::NEG_INFINITY {
        extreme(function, v, false, empty)?
    } else if ord == 0.0 {
        v.iter().filter(|&&e| e != 0.0).count() as f64
    } else if ord == 1.0 {
        pairwise_sum(v)
    } else if ord == 2.0 {
        v.iter_mut().for_each(|e| *e *= *e);
        pairwise_sum(v).sqrt()
    } else {
        v.iter_mut().for_each(|e| *e = e.powf(ord));
        pairwise_sum(v).powf(1.0 / ord)
    })
}

/// The `ord`-norms of the vectors of `x` along `axis` (every element as one vector if
/// `None`), in `f64`. A `NaN` order is an error.
pub fn vector_norm_view<T: HostElement>(
    x: ArrayViewD<'_, T>,
    axis: Option<usize>,
    keepdims: bool,
    ord: f64,
) -> Result<ArrayD<f64>> {
    const F: &str = "vector_norm";
    if ord.is_nan() {
        return Err(error::invalid(
            F,
            "the order is NaN; give a number, inf or -inf",
        ));
    }
    let mut mags = Vec::new();
    reduce(F, x, axis, keepdims, |lane| {
        mags.clear();
        mags.extend(lane.iter().map(|&e| magnitude(e)));
        lane_norm(F, &mut mags, ord)
    })
}

/// A matrix norm by name (see [`ivy_runtime::matrix_norm`]).
#[derive(Clone, Copy, PartialEq)]
enum MatrixOrd {
    Frobenius,
    Nuclear,
    /// Column sums (`1`, `-1`) or row sums (`inf`, `-inf`) of the magnitudes: the largest or
    /// smallest.
    Sums {
        columns: bool,
        largest: bool,
    },
    /// The largest (`2`) or smallest (`-2`) singular value.
    Singular {
        largest: bool,
    },
}

impl MatrixOrd {
    /// The error for the order `ord` (this one, as given) of a matrix without elements, for
    /// the orders that pick one value among none.
    fn empty(ord: &str) -> String {
        format!(
            "the order {ord:?} picks a value among none in a matrix without elements; give a \
             nonempty matrix"
        )
    }

    fn parse(ord: &str) -> Result<MatrixOrd> {
        Ok(match ord {
            "fro" => MatrixOrd::Frobenius,
            "nuc" => MatrixOrd::Nuclear,
            "1" => MatrixOrd::Sums {
                columns: true,
                largest: true,
            },
            "-1" => MatrixOrd::Sums {
                columns: true,
                largest: false,
            },
            "inf" => MatrixOrd::Sums {
                columns: false,
                largest: true,
            },
            "-inf" => MatrixOrd::Sums {
                columns: false,
                largest: false,
            },
            "2" => MatrixOrd::Singular { largest: true },
            "-2" => MatrixOrd::Singular { largest: false },
            other => {
                return Err(error::invalid(
                    "matrix_norm",
                    format!(
                        "the order {other:?} is not one of \"fro\", \"nuc\", \"1\", \"-1\", \
                         \"2\", \"-2\", \"inf\", \"-inf\""
                    ),
                ));
            }
        })
    }
}

/// The norm `ord` (given as `given`) of one `rows × cols` matrix `m` (row-major).
fn one_matrix<T: HostElement>(
    (ord, given): (MatrixOrd, &str),
    m: &[T],
    rows: usize,
    cols: usize,
) -> Result<f64> {
    const F: &str = "matrix_norm";
    let empty = || MatrixOrd::empty(given);
    let mut mags: Vec<f64> = m.iter().map(|&e| magnitude(e)).collect();
    match ord {
        MatrixOrd::Frobenius => lane_norm(F, &mut mags, 2.0),
        MatrixOrd::Sums { columns, largest } => {
            let sums: Vec<f64> = if columns {
                (0..cols)
                    .map(|c| (0..rows).map(|r| mags[r * cols + c]).sum())
                    .collect()
            } else {
                mags.chunks(cols.max(1))
                    .take(rows)
                    .map(|r| r.iter().sum())
                    .collect()
            };
            extreme(F, &sums, largest, empty)
        }
        MatrixOrd::Nuclear | MatrixOrd::Singular { .. } => {
            let s = if m
                .first()
                .is_some_and(|e| matches!(e.to_scalar(), Scalar::Complex(_)))
            {
                let c: Vec<Complex<f64>> = m
                    .iter()
                    .map(|&e| match e.to_scalar() {
                        Scalar::Complex(c) => c,
                        _ => Complex::new(real_f64(e), 0.0),
                    })
                    .collect();
                singular_values(F, &c, rows, cols)?
            } else {
                let r: Vec<f64> = m.iter().map(|&e| real_f64(e)).collect();
                singular_values(F, &r, rows, cols)?
            };
            match ord {
                MatrixOrd::Nuclear => Ok(s.iter().sum()),
                _ => extreme(F, &s, ord == MatrixOrd::Singular { largest: true }, empty),
            }
        }
    }
}

/// The `ord`-norms of the matrices of `x` in the plane of `axis` (rows, columns), in `f64`.
pub fn matrix_norm_view<T: HostElement>(
    x: ArrayViewD<'_, T>,
    ord: &str,
    axis: (isize, isize),
    keepdims: bool,
) -> Result<ArrayD<f64>> {
    const F: &str = "matrix_norm";
    let ord = (MatrixOrd::parse(ord)?, ord);
    let nd = x.ndim();
    if nd < 2 {
        return Err(error::invalid(
            F,
            format!(
                "needs at least 2 dimensions (matrices), got shape {:?}",
                x.shape()
            ),
        ));
    }
    let axes = distinct_axes(F, "axis", &[axis.0, axis.1], nd)?;
    let (r, c) = (axes[0], axes[1]);
    let (rows, cols) = (x.shape()[r], x.shape()[c]);
    let mut order: Vec<usize> = (0..nd).filter(|&i| i != r && i != c).collect();
    let shape = reduced_shape(x.shape(), Some(&axes), keepdims);
    order.extend([r, c]);
    let count = element_count(F, &shape)?;
    let v = elements(F, &x.permuted_axes(IxDyn(&order)))?;
    let mut out = ivy_runtime::result_vec(F, &[count])?;
    for b in 0..count {
        let size = rows * cols;
        out.push(one_matrix(ord, &v[b * size..(b + 1) * size], rows, cols)?);
    }
    shaped(F, &shape, out)
}

/// The norm a kernel computes: `vector_norm`'s arguments or `matrix_norm`'s (axes checked).
pub(crate) enum Norm<'a> {
    /// `vector_norm`.
    Vector {
        /// The axis (every element if `None`).
        axis: Option<usize>,
        /// Whether the reduced axis stays as length 1.
        keepdims: bool,
        /// The order.
        ord: f64,
    },
    /// `matrix_norm`.
    Matrix {
        /// The order's name.
        ord: &'a str,
        /// The plane of the matrices.
        axis: (isize, isize),
        /// Whether the reduced axes stay as length 1.
        keepdims: bool,
    },
}

impl Norm<'_> {
    /// The norms of `x`, in `f64`.
    pub(crate) fn of_view<T: HostElement>(&self, x: ArrayViewD<'_, T>) -> Result<ArrayD<f64>> {
        match *self {
            Norm::Vector {
                axis,
                keepdims,
                ord,
            } => vector_norm_view(x, axis, keepdims, ord),
            Norm::Matrix {
                ord,
                axis,
                keepdims,
            } => matrix_norm_view(x, ord, axis, keepdims),
        }
    }
}
