//! `einsum`'s equation, parsed once and checked against the operands' shapes, for its type rule
//! ([`einsum_of`](super::einsum_of)) and its kernels alike ([`einsum_plan`]).

use super::length::{Length, same};
use crate::error::{Error, Result};

const F: &str = "einsum";

/// An error of `einsum`'s equation.
fn invalid(message: String) -> Error {
    Error::TypeRule {
        function: F,
        message,
    }
}

/// An axis label: a letter, or the `i`-th of the axes `...` stands for (counted across the
/// broadcast of every operand's `...`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Label {
    /// The `i`-th axis under `...`.
    Ellipsis(usize),
    /// A letter.
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
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            match c {
                'a'..='z' | 'A'..='Z' => letters.push(c),
                '.' => {
                    if chars.next() != Some('.') || chars.next() != Some('.') {
                        return Err(invalid(format!(
                            "{which} {text:?} has a '.' that is not part of '...'"
                        )));
                    }
                    if ellipsis.replace(letters.len()).is_some() {
                        return Err(invalid(format!("{which} {text:?} has '...' twice")));
                    }
                }
                other => {
                    return Err(invalid(format!(
                        "{which} {text:?} has {other:?}; subscripts are letters a-z, A-Z and \
                         '...'"
                    )));
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

/// `einsum`'s equation checked against the operands' shapes: each operand's axis labels, and
/// every label's length, the output's labels first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EinsumPlan<D> {
    /// Each operand's label per axis.
    pub operands: Vec<Vec<Label>>,
    /// The output's labels, then the summed ones, each with its length (the longest of its
    /// lengths: a length of 1 broadcasts).
    pub labels: Vec<(Label, D)>,
    /// How many of [`EinsumPlan::labels`] are the output's.
    pub outputs: usize,
}

impl<D: Length> EinsumPlan<D> {
    /// The output's shape.
    pub fn output_shape(&self) -> Vec<D> {
        self.labels[..self.outputs]
            .iter()
            .map(|&(_, d)| d)
            .collect()
    }
}

/// `equation` parsed and checked against operands of `shapes`: each operand's axis labels, and
/// every label's length (unknown where the shapes leave it unknown).
///
/// The subset of NumPy's subscripts taken: letters `a-z`, `A-Z` for axes; `...` once per term
/// for the axes not named (broadcast across operands, right-aligned, as NumPy broadcasts); `,`
/// between operands; `->` and the output's subscripts, or none (then the output is `...`
/// followed by the letters that appear once, in ASCII order). A letter repeated within an
/// operand takes its diagonal; a letter missing from the output is summed over; a dimension of
/// length 1 broadcasts against a longer one of the same letter. Spaces are ignored.
///
/// ```
/// use ivy_runtime::type_rules::einsum_plan;
///
/// let plan = einsum_plan("...ij,jk->...ik", &[&[5usize, 2, 3][..], &[3, 4]])?;
/// assert_eq!(plan.output_shape(), [5, 2, 4]);
/// let plan = einsum_plan("ij,j->i", &[&[None, Some(3)][..], &[Some(1)]])?;
/// assert_eq!(plan.output_shape(), [None]);
/// # Ok::<(), ivy_runtime::Error>(())
/// ```
pub fn einsum_plan<D: Length>(equation: &str, shapes: &[&[D]]) -> Result<EinsumPlan<D>> {
    let equation: String = equation.chars().filter(|c| !c.is_whitespace()).collect();
    let (inputs, output) = match equation.split_once("->") {
        Some((_, o)) if o.contains("->") => {
            return Err(invalid(format!("{equation:?} has '->' twice")));
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
        return Err(invalid(format!(
            "{equation:?} has subscripts for {} operands, but {} were given",
            terms.len(),
            shapes.len()
        )));
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
            return Err(invalid(format!(
                "operand {i} has shape {} ({} axes), but its subscripts name {named}{}",
                super::length::shown(shape),
                shape.len(),
                if t.ellipsis.is_some() {
                    " and '...'"
                } else {
                    ""
                }
            )));
        }
        ellipsis_dims.push(shape.len() - named);
    }
    let broadcast = ellipsis_dims.iter().copied().max().unwrap_or(0);
    let operands: Vec<Vec<Label>> = terms
        .iter()
        .zip(&ellipsis_dims)
        .map(|(t, &e)| t.labels(e, broadcast))
        .collect();
    let sizes = label_lengths(&operands, shapes)?;
    let output = match output {
        Some(text) => {
            let term = Term::parse(text, "the output subscripts")?;
            if term.ellipsis.is_none() && broadcast > 0 {
                return Err(invalid(format!(
                    "the operands have axes under '...', but the output {text:?} has no '...' \
                     to put them"
                )));
            }
            let labels = term.labels(broadcast, broadcast);
            for (k, l) in labels.iter().enumerate() {
                if labels[..k].contains(l) {
                    return Err(invalid(format!("the output repeats {l}")));
                }
                if !sizes.iter().any(|(s, _)| s == l) {
                    return Err(invalid(format!("the output has {l}, which no operand has")));
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
    let mut labels: Vec<(Label, D)> = output
        .iter()
        .map(|l| {
            *sizes
                .iter()
                .find(|(s, _)| s == l)
                .unwrap_or(&(*l, D::of(1)))
        })
        .collect();
    labels.extend(sizes.into_iter().filter(|(l, _)| !output.contains(l)));
    Ok(EinsumPlan {
        operands,
        labels,
        outputs,
    })
}

/// Every label's length: equal wherever it appears, or 1 (broadcast), except that a label
/// repeated within one operand (a diagonal) needs equal lengths there. An unknown length
/// beside a known one other than 1 is that one (it must be it, or 1, for the call to run).
fn label_lengths<D: Length>(operands: &[Vec<Label>], shapes: &[&[D]]) -> Result<Vec<(Label, D)>> {
    let mut sizes: Vec<(Label, D)> = Vec::new();
    for (i, (labels, shape)) in operands.iter().zip(shapes).enumerate() {
        for (axis, (&label, &len)) in labels.iter().zip(shape.iter()).enumerate() {
            if let Some(prev) = labels[..axis].iter().position(|l| *l == label) {
                same(shape[prev], len, || {
                    invalid(format!(
                        "operand {i} repeats {label} for axes of lengths {} and {}; a diagonal \
                         needs equal lengths",
                        super::length::shown(&[shape[prev]]),
                        super::length::shown(&[len]),
                    ))
                })?;
            }
            match sizes.iter_mut().find(|(l, _)| *l == label) {
                None => sizes.push((label, len)),
                Some((_, size)) => *size = merged(*size, len, label, i)?,
            }
        }
    }
    Ok(sizes)
}

/// The length of `label` once it is seen with `len` in operand `i`, having been `size`.
fn merged<D: Length>(size: D, len: D, label: Label, i: usize) -> Result<D> {
    match (size.known(), len.known()) {
        (Some(s), Some(n)) if s == n || n == 1 => Ok(size),
        (Some(1), _) => Ok(len),
        (Some(s), Some(n)) => Err(invalid(format!(
            "{label} has length {s} in one operand and {n} in operand {i}; they must match \
             (or one be 1)"
        ))),
        // One unknown: the other, unless it is 1 (then the unknown one decides).
        (Some(_), None) => Ok(size),
        (None, Some(n)) if n != 1 => Ok(len),
        (None, _) => Ok(size),
    }
}

/// How many times `label` appears across the operands.
fn count(operands: &[Vec<Label>], label: Label) -> usize {
    operands.iter().flatten().filter(|l| **l == label).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    const Q: Option<usize> = None;

    fn out(eq: &str, shapes: &[&[usize]]) -> Result<Vec<usize>> {
        einsum_plan(eq, shapes).map(|p| p.output_shape())
    }

    fn err(eq: &str, shapes: &[&[usize]]) -> String {
        einsum_plan(eq, shapes).unwrap_err().to_string()
    }

    #[test]
    fn output_shapes_follow_numpy() {
        // np.einsum("ij,jk->ik", ones((2, 3)), ones((3, 4))).shape == (2, 4)
        assert_eq!(out("ij,jk->ik", &[&[2, 3], &[3, 4]]).unwrap(), [2, 4]);
        assert_eq!(out("ii", &[&[2, 2]]).unwrap(), [] as [usize; 0]);
        // Implicit output: the letters in order, "ij": np.einsum("ji", ones((2, 3))).shape
        // == (3, 2).
        assert_eq!(out("ji", &[&[2, 3]]).unwrap(), [3, 2]);
        // np.einsum("...ij,jk->...ik", ones((5, 2, 3)), ones((3, 4))).shape == (5, 2, 4)
        assert_eq!(
            out("...ij,jk->...ik", &[&[5, 2, 3], &[3, 4]]).unwrap(),
            [5, 2, 4]
        );
        // Length 1 broadcasts: np.einsum("ij,j->i", ones((2, 3)), ones(1)).shape == (2,)
        assert_eq!(out("ij,j->i", &[&[2, 3], &[1]]).unwrap(), [2]);
        assert_eq!(out("...,...->...", &[&[2, 1], &[3]]).unwrap(), [2, 3]);
        assert_eq!(out("i...i", &[&[2, 2, 2]]).unwrap(), [2]);
    }

    #[test]
    fn unknown_lengths_take_what_is_known_beside_them() {
        let plan =
            |eq: &str, shapes: &[&[Option<usize>]]| einsum_plan(eq, shapes).unwrap().output_shape();
        assert_eq!(
            plan("ij,jk->ik", &[&[Q, Some(3)], &[Q, Some(4)]]),
            [Q, Some(4)]
        );
        assert_eq!(plan("i,i->i", &[&[Q], &[Some(3)]]), [Some(3)]);
        assert_eq!(plan("i,i->i", &[&[Q], &[Some(1)]]), [Q]);
        assert_eq!(plan("i,i->i", &[&[Some(1)], &[Q]]), [Q]);
        assert!(einsum_plan("i,i", &[&[Some(2)][..], &[Some(3)]]).is_err());
    }

    #[test]
    fn bad_equations_name_the_problem() {
        assert!(err("ij,jk", &[&[2, 2]]).contains("2 operands, but 1"));
        assert!(err("i", &[&[2, 2]]).contains("shape [2, 2]"));
        assert!(err("i2", &[&[3]]).contains("'2'"));
        assert!(err("i.", &[&[3]]).contains("'...'"));
        assert!(err("...i...", &[&[3]]).contains("twice"));
        assert!(err("ij,j->i", &[&[2, 2], &[3]]).contains("'j' has length 2"));
        assert!(err("ij->k", &[&[2, 2]]).contains("'k', which no operand has"));
        assert!(err("ij->ii", &[&[2, 2]]).contains("repeats 'i'"));
        assert!(err("...i->i", &[&[2, 2]]).contains("no '...'"));
        assert!(err("i->i->i", &[&[3]]).contains("twice"));
        assert!(err("ii", &[&[2, 3]]).starts_with("einsum: operand 0 repeats 'i'"));
    }
}
