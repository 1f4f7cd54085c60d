//! `einsum`: its equation, checked against the operands' shapes, and its evaluation over any
//! numeric element type (both backends run it).
//!
//! The subset of NumPy's subscripts taken: letters `a-z`, `A-Z` for axes; `...` once per term
//! for the axes not named (broadcast across operands, right-aligned, as NumPy broadcasts); `,`
//! between operands; `->` and the output's subscripts, or none (then the output is `...`
//! followed by the letters that appear once, in ASCII order). A letter repeated within an
//! operand takes its diagonal; a letter missing from the output is summed over; a dimension of
//! length 1 broadcasts against a longer one of the same letter. Spaces are ignored.
//!
//! The evaluation is NumPy's without its optimiser: one pass over every combination of the
//! output's and the summed letters' indices, the operands' elements multiplied and summed in
//! the accumulator type.

use ivy_runtime::{Result, element_count};
use ndarray::{ArrayD, ArrayViewD, CowArray, IxDyn};

use crate::ndarray::elem::NumElem;
use crate::ndarray::error::invalid;

const F: &str = "einsum";

/// An axis label: a letter, or the `i`-th of the axes `...` stands for (counted across the
/// broadcast of every operand's `...`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Label {
    Ellipsis(usize),
    Letter(char),
}

impl std::fmt::Display for Label {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Label::Ellipsis(_) => f.write_str("..."),
            Label::Letter(c) => write!(f, "'{c}'"),
        }
    }
}

/// One term of the equation as written: its letters, and where `...` stands among them.
struct Term {
    letters: Vec<char>,
    ellipsis: Option<usize>,
}

impl Term {
    fn parse(text: &str, which: &str) -> Result<Term> {
        let mut letters = Vec::new();
        let mut ellipsis = None;
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                'a'..='z' | 'A'..='Z' => letters.push(c),
                '.' => {
                    if chars.next() != Some('.') || chars.next() != Some('.') {
                        return Err(invalid(
                            F,
                            format!("{which} {text:?} has a '.' that is not part of '...'"),
                        ));
                    }
                    if ellipsis.replace(letters.len()).is_some() {
                        return Err(invalid(F, format!("{which} {text:?} has '...' twice")));
                    }
                }
                other => {
                    return Err(invalid(
                        F,
                        format!(
                            "{which} {text:?} has {other:?}; subscripts are letters a-z, A-Z \
                             and '...'"
                        ),
                    ));
                }
            }
        }
        Ok(Term { letters, ellipsis })
    }

    /// The labels of this term, with `...` standing for `ellipsis_dims` of the `broadcast`
    /// axes `...` stands for across operands (the last ones: right-aligned).
    fn labels(&self, ellipsis_dims: usize, broadcast: usize) -> Vec<Label> {
        let letters = |s: &[char]| s.iter().map(|&c| Label::Letter(c)).collect::<Vec<_>>();
        match self.ellipsis {
            None => letters(&self.letters),
            Some(at) => {
                let mut v = letters(&self.letters[..at]);
                v.extend((broadcast - ellipsis_dims..broadcast).map(Label::Ellipsis));
                v.extend(letters(&self.letters[at..]));
                v
            }
        }
    }
}

/// The equation, checked against the operands' shapes: each operand's axis labels, every
/// label's length, and the output's labels followed by the summed ones.
struct Plan {
    operands: Vec<Vec<Label>>,
    /// Output labels first, then the summed labels, with their lengths.
    labels: Vec<(Label, usize)>,
    outputs: usize,
}

impl Plan {
    fn new(equation: &str, shapes: &[&[usize]]) -> Result<Plan> {
        let equation: String = equation.chars().filter(|c| !c.is_whitespace()).collect();
        let (inputs, output) = match equation.split_once("->") {
            Some((_, o)) if o.contains("->") => {
                return Err(invalid(F, format!("{equation:?} has '->' twice")));
            }
            Some((i, o)) => (i, Some(o)),
            None => (equation.as_str(), None),
        };
        let terms: Vec<Term> = inputs
            .split(',')
            .enumerate()
            .map(|(i, t)| Term::parse(t, &format!("the subscripts of operand {i}")))
            .collect::<Result<_>>()?;
        if terms.len() != shapes.len() {
            return Err(invalid(
                F,
                format!(
                    "{equation:?} has subscripts for {} operands, but {} were given",
                    terms.len(),
                    shapes.len()
                ),
            ));
        }
        // How many axes each `...` stands for.
        let mut ellipsis_dims = Vec::with_capacity(terms.len());
        for (i, (t, shape)) in terms.iter().zip(shapes).enumerate() {
            let named = t.letters.len();
            let fits = match t.ellipsis {
                None => named == shape.len(),
                Some(_) => named <= shape.len(),
            };
            if !fits {
                return Err(invalid(
                    F,
                    format!(
                        "operand {i} has shape {shape:?} ({} axes), but its subscripts name {named}{}",
                        shape.len(),
                        if t.ellipsis.is_some() {
                            " and '...'"
                        } else {
                            ""
                        }
                    ),
                ));
            }
            ellipsis_dims.push(shape.len() - named);
        }
        let broadcast = ellipsis_dims.iter().copied().max().unwrap_or(0);
        let operands: Vec<Vec<Label>> = terms
            .iter()
            .zip(&ellipsis_dims)
            .map(|(t, &e)| t.labels(e, broadcast))
            .collect();

        // Every label's length: equal wherever it appears, or 1 (broadcast), except that a
        // label repeated within one operand (a diagonal) needs equal lengths there.
        let mut sizes: Vec<(Label, usize)> = Vec::new();
        for (i, (labels, shape)) in operands.iter().zip(shapes).enumerate() {
            for (axis, (&label, &len)) in labels.iter().zip(shape.iter()).enumerate() {
                if let Some(prev) = labels[..axis].iter().position(|l| *l == label)
                    && shape[prev] != len
                {
                    return Err(invalid(
                        F,
                        format!(
                            "operand {i} repeats {label} for axes of lengths {} and {len}; a \
                             diagonal needs equal lengths",
                            shape[prev]
                        ),
                    ));
                }
                match sizes.iter_mut().find(|(l, _)| *l == label) {
                    None => sizes.push((label, len)),
                    Some((_, size)) if *size == len || len == 1 => {}
                    Some((_, size)) if *size == 1 => *size = len,
                    Some((_, size)) => {
                        return Err(invalid(
                            F,
                            format!(
                                "{label} has length {size} in one operand and {len} in operand \
                                 {i}; they must match (or one be 1)"
                            ),
                        ));
                    }
                }
            }
        }

        let output = match output {
            Some(text) => {
                let term = Term::parse(text, "the output subscripts")?;
                if term.ellipsis.is_none() && broadcast > 0 {
                    return Err(invalid(
                        F,
                        format!(
                            "the operands have axes under '...', but the output {text:?} has \
                             no '...' to put them"
                        ),
                    ));
                }
                let labels = term.labels(broadcast, broadcast);
                for (k, l) in labels.iter().enumerate() {
                    if labels[..k].contains(l) {
                        return Err(invalid(F, format!("the output repeats {l}")));
                    }
                    if !sizes.iter().any(|(s, _)| s == l) {
                        return Err(invalid(
                            F,
                            format!("the output has {l}, which no operand has"),
                        ));
                    }
                }
                labels
            }
            None => {
                let mut once: Vec<Label> = sizes
                    .iter()
                    .map(|(l, _)| *l)
                    .filter(|l| matches!(l, Label::Ellipsis(_)) || count(&operands, *l) == 1)
                    .collect();
                once.sort();
                once
            }
        };
        let outputs = output.len();
        let mut labels: Vec<(Label, usize)> = output
            .iter()
            .map(|l| *sizes.iter().find(|(s, _)| s == l).unwrap_or(&(*l, 1)))
            .collect();
        labels.extend(sizes.into_iter().filter(|(l, _)| !output.contains(l)));
        Ok(Plan {
            operands,
            labels,
            outputs,
        })
    }

    /// The element strides of operand `i` of `shape` (row-major) per label of
    /// [`Plan::labels`]: the sum over its axes of that label (a diagonal), 0 where it has none
    /// or broadcasts a length-1 axis.
    fn strides(&self, i: usize, shape: &[usize]) -> Vec<usize> {
        let mut own = vec![0usize; shape.len()];
        let mut s = 1usize;
        for (axis, &len) in shape.iter().enumerate().rev() {
            own[axis] = s;
            s = s.saturating_mul(len);
        }
        self.labels
            .iter()
            .map(|(label, size)| {
                self.operands[i]
                    .iter()
                    .zip(shape)
                    .zip(&own)
                    .filter(|((l, len), _)| *l == label && (**len == *size || *size <= 1))
                    .map(|(_, stride)| *stride)
                    .sum()
            })
            .collect()
    }
}

/// How many times `label` appears across the operands.
fn count(operands: &[Vec<Label>], label: Label) -> usize {
    operands.iter().flatten().filter(|l| **l == label).count()
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
    let plan = Plan::new(equation, &shapes)?;
    let data: Vec<CowArray<'_, T, IxDyn>> =
        operands.iter().map(|o| o.as_standard_layout()).collect();
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
        .map(|(i, s)| plan.strides(i, s))
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
