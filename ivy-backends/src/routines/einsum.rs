//! `einsum`: its equation, checked against the operands' shapes, and its evaluation over any
//! numeric element type (both backends run it).
//!
//! The equation is the runtime's to parse and check ([`ivy_runtime::type_rules::einsum_plan`],
//! which `output_type` runs too), so a type and its call agree.
//!
//! The evaluation is NumPy's without its optimiser: one pass over every combination of the
//! output's and the summed letters' indices, the operands' elements multiplied and summed in
//! the accumulator type.

use ivy_runtime::type_rules::{EinsumPlan, einsum_plan};
use ivy_runtime::{Result, element_count};
use ndarray::{ArrayD, ArrayViewD, CowArray, IxDyn};

use crate::elem::NumElem;
use crate::kernel_error::invalid;

const F: &str = "einsum";

/// The element strides of operand `i` of `shape` (row-major) per label of
/// [`EinsumPlan::labels`]: the sum over its axes of that label (a diagonal), 0 where it has
/// none or broadcasts a length-1 axis.
fn strides(plan: &EinsumPlan<usize>, i: usize, shape: &[usize]) -> Vec<usize> {
    let mut own = vec![0usize; shape.len()];
    let mut s = 1usize;
    for (axis, &len) in shape.iter().enumerate().rev() {
        own[axis] = s;
        s = s.saturating_mul(len);
    }
    plan.labels
        .iter()
        .map(|(label, size)| {
            plan.operands[i]
                .iter()
                .zip(shape)
                .zip(&own)
                .filter(|((l, len), _)| *l == label && (**len == *size || *size <= 1))
                .map(|(_, stride)| *stride)
                .sum()
        })
        .collect()
}

/// Advances the odometer `index` over `sizes` (the last fastest), moving each operand's
/// offset by its strides for the labels from `first` on.
fn step(
    index: &mut [usize],
    sizes: &[usize],
    offsets: &mut [usize],
    strides: &[Vec<usize>],
    first: usize,
) {
    for d in (0..index.len()).rev() {
        index[d] += 1;
        for (o, s) in offsets.iter_mut().zip(strides) {
            *o += s[first + d];
        }
        if index[d] < sizes[d] {
            return;
        }
        for (o, s) in offsets.iter_mut().zip(strides) {
            *o -= s[first + d] * sizes[d];
        }
        index[d] = 0;
    }
}

/// `equation` over `operands` (see the [module docs](self)).
pub fn einsum<T: NumElem>(equation: &str, operands: &[ArrayViewD<'_, T>]) -> Result<ArrayD<T>> {
    let shapes: Vec<&[usize]> = operands.iter().map(|o| o.shape()).collect();
    let plan = einsum_plan(equation, &shapes)?;
    let data: Vec<CowArray<'_, T, IxDyn>> = operands
        .iter()
        .map(|o| crate::loops::arrays::standard_layout(F, o))
        .collect::<Result<_>>()?;
    let slices: Vec<&[T]> = data
        .iter()
        .map(|d| {
            d.as_slice()
                .ok_or_else(|| invalid(F, "an operand is not contiguous"))
        })
        .collect::<Result<_>>()?;
    let strides: Vec<Vec<usize>> = shapes
        .iter()
        .enumerate()
        .map(|(i, s)| strides(&plan, i, s))
        .collect();
    let sizes: Vec<usize> = plan.labels.iter().map(|(_, s)| *s).collect();
    let (out_sizes, summed) = sizes.split_at(plan.outputs);
    let out_count = element_count(F, out_sizes)?;
    let sum_count = summed
        .iter()
        .try_fold(1usize, |n, &s| n.checked_mul(s))
        .ok_or_else(|| {
            invalid(
                F,
                format!("the summed axes {summed:?} have too many elements"),
            )
        })?;
    let mut out = ivy_runtime::result_vec(F, &[out_count])?;
    let (first, rest) = slices
        .split_first()
        .ok_or_else(|| invalid(F, "needs at least one operand"))?;
    let mut out_index = vec![0usize; plan.outputs];
    let mut base = vec![0usize; slices.len()];
    for _ in 0..out_count {
        let mut acc = <T::Acc as ivy_runtime::HostElement>::zero();
        let mut index = vec![0usize; summed.len()];
        let mut offsets = base.clone();
        for _ in 0..sum_count {
            let product = rest
                .iter()
                .zip(&offsets[1..])
                .fold(first[offsets[0]].to_acc(), |p, (s, &o)| {
                    p.mul(s[o].to_acc())
                });
            acc = acc.add(product);
            step(&mut index, summed, &mut offsets, &strides, plan.outputs);
        }
        out.push(T::from_acc(acc));
        step(&mut out_index, out_sizes, &mut base, &strides, 0);
    }
    ArrayD::from_shape_vec(IxDyn(out_sizes), out).map_err(|e| invalid(F, e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ndarray::ArrayD;

    fn a(v: Vec<i64>, shape: &[usize]) -> ArrayD<i64> {
        ArrayD::from_shape_vec(IxDyn(shape), v).unwrap()
    }

    fn run(eq: &str, ops: &[&ArrayD<i64>]) -> Result<ArrayD<i64>> {
        let views: Vec<_> = ops.iter().map(|o| o.view()).collect();
        einsum(eq, &views)
    }

    #[test]
    fn products_traces_and_sums() {
        let m = a(vec![1, 2, 3, 4], &[2, 2]);
        let n = a(vec![5, 6, 7, 8], &[2, 2]);
        // [[1*5+2*7, 1*6+2*8], [3*5+4*7, 3*6+4*8]]
        assert_eq!(
            run("ij,jk->ik", &[&m, &n]).unwrap(),
            a(vec![19, 22, 43, 50], &[2, 2])
        );
        assert_eq!(run("ii", &[&m]).unwrap(), a(vec![5], &[]));
        assert_eq!(run("ii->i", &[&m]).unwrap(), a(vec![1, 4], &[2]));
        assert_eq!(run("ij->ji", &[&m]).unwrap(), a(vec![1, 3, 2, 4], &[2, 2]));
        assert_eq!(run("ij->", &[&m]).unwrap(), a(vec![10], &[]));
        // Implicit output: the letters used once, sorted: "ji" -> "ij" (a transpose back).
        assert_eq!(run("ji", &[&m]).unwrap(), a(vec![1, 3, 2, 4], &[2, 2]));
        assert_eq!(
            run(" i j , j k ", &[&m, &n]).unwrap(),
            a(vec![19, 22, 43, 50], &[2, 2])
        );
    }

    #[test]
    fn ellipsis_and_length_one_broadcast() {
        // (2, 1) and (3,) under '...': (2, 3) of products.
        let x = a(vec![1, 2], &[2, 1]);
        let y = a(vec![1, 10, 100], &[3]);
        assert_eq!(
            run("...,...->...", &[&x, &y]).unwrap(),
            a(vec![1, 10, 100, 2, 20, 200], &[2, 3])
        );
        let b = a((1..=8).collect(), &[2, 2, 2]);
        // A batch of traces: 1+4, 5+8.
        assert_eq!(run("...ii->...", &[&b]).unwrap(), a(vec![5, 13], &[2]));
        assert_eq!(run("i...i", &[&b]).unwrap(), a(vec![1 + 6, 3 + 8], &[2]));
    }

    #[test]
    fn bad_equations_name_the_problem() {
        let m = a(vec![1, 2, 3, 4], &[2, 2]);
        let v = a(vec![1, 2, 3], &[3]);
        let err = |eq: &str, ops: &[&ArrayD<i64>]| run(eq, ops).unwrap_err().to_string();
        assert!(err("ij,jk", &[&m]).contains("2 operands, but 1"));
        assert!(err("i", &[&m]).contains("shape [2, 2]"));
        assert!(err("i2", &[&v]).contains("'2'"));
        assert!(err("i.", &[&v]).contains("'...'"));
        assert!(err("...i...", &[&v]).contains("twice"));
        assert!(err("ij,j->i", &[&m, &v]).contains("'j' has length 2"));
        assert!(err("ij->k", &[&m]).contains("'k', which no operand has"));
        assert!(err("ij->ii", &[&m]).contains("repeats 'i'"));
        assert!(err("...i->i", &[&m]).contains("no '...'"));
        assert!(err("i->i->i", &[&v]).contains("twice"));
        let r = a(vec![1, 2, 3, 4, 5, 6], &[2, 3]);
        assert!(err("ii", &[&r]).contains("diagonal"));
    }

    #[test]
    fn empty_axes_sum_to_zero() {
        let e = a(vec![], &[2, 0]);
        assert_eq!(run("ij->i", &[&e]).unwrap(), a(vec![0, 0], &[2]));
        assert_eq!(run("ij->j", &[&e]).unwrap(), a(vec![], &[0]));
    }
}
