//! Printing arrays like NumPy's `str`, for every backend alike: see [`write_array`].

use std::fmt;

use half::{bf16, f16};
use ivy_grammar::Dtype;

use crate::array::Array;
use crate::host::{HostArray, HostElement, each_host};
use crate::registry::registered;
use crate::scalar::Scalar;

/// Arrays with more elements than this are summarized (NumPy's `threshold`).
pub const SUMMARY_THRESHOLD: usize = 1000;
/// Entries shown at each end of a summarized axis (NumPy's `edgeitems`).
pub const EDGE_ITEMS: usize = 3;

/// Writes an array like NumPy's `str`:
///
/// ```text
/// [[1, 2],
///  [3, 4]]
/// ```
///
/// * floats print the shortest digits that read back to the same value in their own dtype (at
///   most 8 decimals, as NumPy), with a trailing `.` when integral: `[1., 2.5]`; `nan`, `inf`;
///   the whole array switches to scientific notation (`1.e+08`) when NumPy would (largest
///   magnitude `>= 1e8`, smallest nonzero `< 1e-4`, or a ratio above 1000);
/// * complex numbers print like Python's: `1+2j`, `1.5-0.5j`;
/// * booleans print `true` / `false`;
/// * a 0-d array prints its scalar, an empty array `[]`; arrays of 2 or more dimensions
///   right-align the elements;
/// * above [`SUMMARY_THRESHOLD`] elements, each axis longer than `2 * EDGE_ITEMS` shows its
///   first and last [`EDGE_ITEMS`] entries around `...`, and only those are read from the
///   backend ([`Backend::to_host_edges`](crate::Backend::to_host_edges)).
///
/// The array has `shape`; its elements are read through `read(edges, count)`: the entries to
/// show, with only the first and last `count` along each axis marked in `edges` (no axis is
/// marked for arrays of up to [`SUMMARY_THRESHOLD`] elements). Every way of printing an array
/// goes through here, so a backend printing its own native arrays prints them as ivy does.
pub fn write_array(
    f: &mut fmt::Formatter<'_>,
    shape: &[usize],
    read: impl FnOnce(&[bool], usize) -> crate::Result<HostArray>,
) -> fmt::Result {
    // The product saturates: a shape whose size overflows is summarized, not walked.
    let size = shape
        .iter()
        .try_fold(1usize, |n, d| n.checked_mul(*d))
        .unwrap_or(usize::MAX);
    if size == 0 {
        return f.write_str("[]");
    }
    let summarize = size > SUMMARY_THRESHOLD;
    let cut: Vec<bool> = shape
        .iter()
        .map(|&n| summarize && n > 2 * EDGE_ITEMS)
        .collect();
    match read(&cut, EDGE_ITEMS) {
        Ok(host) => f.write_str(&render(&host, &cut)),
        Err(e) => write!(f, "<array that cannot be read: {e}>"),
    }
}

impl fmt::Display for Array {
    /// NumPy-like; see [`write_array`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let backend = &registered(self.backend()).backend;
        write_array(f, self.shape(), |edges, count| {
            if edges.contains(&true) {
                backend.to_host_edges(self.storage(), edges, count)
            } else {
                backend.to_host(self.storage())
            }
        })
    }
}

impl fmt::Display for HostArray {
    /// NumPy-like, as arrays print.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_array(f, self.shape(), |edges, count| {
            self.clone().select_edges(edges, count)
        })
    }
}

/// The text of a host array whose axes marked in `cut` hold only their edges.
fn render(host: &HostArray, cut: &[bool]) -> String {
    let strings = each_host!(host.data(), |v: T| element_strings::<T>(v));
    let shape = host.shape();
    if shape.is_empty() {
        return strings.into_iter().next().unwrap_or_default();
    }
    let width = if shape.len() >= 2 {
        strings.iter().map(|s| s.chars().count()).max().unwrap_or(0)
    } else {
        0
    };
    let mut out = String::new();
    layout(&strings, shape, cut, 0, width, &mut out);
    out
}

/// Writes the (row-major) `strings` of `shape` nested in brackets.
fn layout(
    strings: &[String],
    shape: &[usize],
    cut: &[bool],
    depth: usize,
    width: usize,
    out: &mut String,
) {
    let Some((&n, inner)) = shape.split_first() else {
        let s = strings.first().map(String::as_str).unwrap_or("");
        out.push_str(&format!("{s:>width$}"));
        return;
    };
    let sep = if inner.is_empty() {
        ", ".to_owned()
    } else {
        format!(",{}{}", "\n".repeat(inner.len()), " ".repeat(depth + 1))
    };
    let step: usize = inner.iter().product();
    out.push('[');
    for i in 0..n {
        if i > 0 {
            out.push_str(&sep);
        }
        if cut[0] && i == EDGE_ITEMS {
            out.push_str("...");
            out.push_str(&sep);
        }
        let sub = &strings[i * step..(i + 1) * step];
        layout(sub, inner, &cut[1..], depth + 1, width, out);
    }
    out.push(']');
}

fn element_strings<T: HostElement>(v: &[T]) -> Vec<String> {
    match T::DTYPE {
        d if d.is_float() => {
            let values: Vec<f64> = v
                .iter()
                .map(|x| match x.to_scalar() {
                    Scalar::Float(v) => v,
                    _ => f64::NAN,
                })
                .collect();
            let scientific = wants_scientific(values.iter().copied());
            values
                .into_iter()
                .map(|v| numpy_float(v, d, scientific))
                .collect()
        }
        Dtype::Complex64 | Dtype::Complex128 => {
            let part = if T::DTYPE == Dtype::Complex64 {
                Dtype::Float32
            } else {
                Dtype::Float64
            };
            v.iter()
                .map(|x| match x.to_scalar() {
                    Scalar::Complex(c) => {
                        let sign = if c.im.is_sign_negative() && !c.im.is_nan() {
                            "-"
                        } else {
                            "+"
                        };
                        format!(
                            "{}{sign}{}j",
                            python_float(c.re, part),
                            python_float(c.im.abs(), part)
                        )
                    }
                    other => other.to_string(),
                })
                .collect()
        }
        _ => v.iter().map(|x| x.to_scalar().to_string()).collect(),
    }
}

/// NumPy's rule for switching a float array to scientific notation.
fn wants_scientific(values: impl Iterator<Item = f64>) -> bool {
    let (mut lo, mut hi) = (f64::INFINITY, 0.0f64);
    for v in values.filter(|v| v.is_finite() && *v != 0.0) {
        lo = lo.min(v.abs());
        hi = hi.max(v.abs());
    }
    hi > 0.0 && (hi >= 1e8 || lo < 1e-4 || hi / lo > 1000.0)
}

/// The decimal digits of a positive finite value: the value is `d1.d2d3... * 10^exp`; no
/// trailing zeros.
struct Digits {
    digits: String,
    exp: i32,
}

impl Digits {
    /// From Rust's `{:e}` output (`"1.25e-3"`).
    fn parse(s: &str) -> Digits {
        let (mantissa, exp) = s.split_once('e').unwrap_or((s, "0"));
        let mut digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
        while digits.len() > 1 && digits.ends_with('0') {
            digits.pop();
        }
        Digits {
            digits,
            exp: exp.parse().unwrap_or(0),
        }
    }

    /// The fewest significant digits that read back as `v` in `dtype`.
    fn shortest(v: f64, dtype: Dtype) -> Digits {
        if dtype == Dtype::Float64 {
            return Digits::parse(&format!("{v:e}"));
        }
        let same = |c: f64| match dtype {
            Dtype::Float16 => f16::from_f64(c) == f16::from_f64(v),
            Dtype::Bfloat16 => bf16::from_f64(c) == bf16::from_f64(v),
            _ => c as f32 == v as f32,
        };
        (1..17)
            .map(|p| format!("{:.*e}", p - 1, v))
            .find(|s| s.parse::<f64>().is_ok_and(same))
            .map_or_else(|| Digits::parse(&format!("{v:e}")), |s| Digits::parse(&s))
    }

    fn fraction_digits(&self) -> usize {
        (self.digits.len() as i64 - 1 - self.exp as i64).max(0) as usize
    }

    /// Positional: `123.45`, `0.001`, `100` (then `trailing_dot` adds `.`).
    fn positional(&self, trailing_dot: bool) -> String {
        let d = &self.digits;
        let point = self.exp + 1; // digits before the decimal point
        let (int, frac) = if point <= 0 {
            (
                "0".to_owned(),
                format!("{}{d}", "0".repeat((-point) as usize)),
            )
        } else if point as usize >= d.len() {
            (
                format!("{d}{}", "0".repeat(point as usize - d.len())),
                String::new(),
            )
        } else {
            (
                d[..point as usize].to_owned(),
                d[point as usize..].to_owned(),
            )
        };
        match (frac.is_empty(), trailing_dot) {
            (true, true) => format!("{int}."),
            (true, false) => int,
            (false, _) => format!("{int}.{frac}"),
        }
    }

    /// Scientific with a signed exponent of at least two digits: `1.5e-05`, `1.e+08` (with
    /// `trailing_dot`) or `1e+08`.
    fn scientific(&self, trailing_dot: bool) -> String {
        let (first, rest) = self.digits.split_at(1);
        let dot = if !rest.is_empty() || trailing_dot {
            "."
        } else {
            ""
        };
        let sign = if self.exp < 0 { '-' } else { '+' };
        format!("{first}{dot}{rest}e{sign}{:02}", self.exp.abs())
    }
}

fn special(v: f64) -> Option<String> {
    if v.is_nan() {
        Some("nan".to_owned())
    } else if v.is_infinite() {
        Some(if v < 0.0 { "-inf" } else { "inf" }.to_owned())
    } else {
        None
    }
}

/// A float element as NumPy prints it (shortest digits, at most 8 decimals).
fn numpy_float(v: f64, dtype: Dtype, scientific: bool) -> String {
    if let Some(s) = special(v) {
        return s;
    }
    let sign = if v.is_sign_negative() { "-" } else { "" };
    let a = v.abs();
    let body = if a == 0.0 {
        if scientific {
            "0.e+00".to_owned()
        } else {
            "0.".to_owned()
        }
    } else {
        let d = Digits::shortest(a, dtype);
        if scientific {
            let d = if d.digits.len() > 9 {
                Digits::parse(&format!("{a:.8e}"))
            } else {
                d
            };
            d.scientific(true)
        } else if d.fraction_digits() > 8 {
            let s = format!("{a:.8}");
            s.trim_end_matches('0').to_owned()
        } else {
            d.positional(true)
        }
    };
    format!("{sign}{body}")
}

/// A float as Python's `repr` writes a complex number's part: shortest digits, positional
/// for `1e-4 <= |v| < 1e16` without a trailing `.0`, scientific otherwise (`1e+20`).
fn python_float(v: f64, dtype: Dtype) -> String {
    if let Some(s) = special(v) {
        return s;
    }
    let sign = if v.is_sign_negative() { "-" } else { "" };
    let a = v.abs();
    if a == 0.0 {
        return format!("{sign}0");
    }
    let d = Digits::shortest(a, dtype);
    let body = if (-4..16).contains(&d.exp) {
        d.positional(false)
    } else {
        d.scientific(false)
    };
    format!("{sign}{body}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_complex::Complex;

    fn show<T: HostElement>(v: Vec<T>, shape: &[usize]) -> String {
        HostArray::new(shape.to_vec(), v).unwrap().to_string()
    }

    #[test]
    fn ints_nest_like_numpy() {
        assert_eq!(show(vec![1i32, 2, 3, 4], &[2, 2]), "[[1, 2],\n [3, 4]]");
        assert_eq!(show(vec![1u8, 2, 3], &[3]), "[1, 2, 3]");
        assert_eq!(show(vec![7i64], &[]), "7");
        assert_eq!(show(Vec::<i8>::new(), &[0]), "[]");
        assert_eq!(show(Vec::<i8>::new(), &[4, 0]), "[]");
        assert_eq!(
            show(vec![-1i8, 100, 5, 20], &[2, 2]),
            "[[ -1, 100],\n [  5,  20]]"
        );
        assert_eq!(
            show((1..=8).collect::<Vec<i16>>(), &[2, 2, 2]),
            "[[[1, 2],\n  [3, 4]],\n\n [[5, 6],\n  [7, 8]]]"
        );
    }

    #[test]
    fn floats_keep_a_trailing_point() {
        assert_eq!(show(vec![1.0f64, 2.5], &[2]), "[1., 2.5]");
        assert_eq!(show(vec![0.1f32, -0.0, 100.0], &[3]), "[0.1, -0., 100.]");
        assert_eq!(
            show(vec![f64::NAN, f64::NEG_INFINITY, 1.0], &[3]),
            "[nan, -inf, 1.]"
        );
        assert_eq!(show(vec![1.0f64 / 3.0], &[1]), "[0.33333333]");
        assert_eq!(show(vec![2.0f32], &[]), "2.");
        // Shortest digits in the array's own dtype.
        assert_eq!(show(vec![f16::from_f32(0.1)], &[1]), "[0.1]");
        // bf16(3.3) is 3.296875, and "3.3" reads back to it.
        assert_eq!(show(vec![bf16::from_f32(3.3)], &[1]), "[3.3]");
        assert_eq!(show(vec![bf16::from_f32(1.0)], &[]), "1.");
    }

    #[test]
    fn floats_switch_to_scientific_like_numpy() {
        assert_eq!(show(vec![1e8f64, 1.0], &[2]), "[1.e+08, 1.e+00]");
        assert_eq!(show(vec![1.5e-5f64, 0.0], &[2]), "[1.5e-05, 0.e+00]");
        assert_eq!(show(vec![0.5f64, 1000.5], &[2]), "[5.e-01, 1.0005e+03]");
    }

    #[test]
    fn complex_and_bool() {
        assert_eq!(
            show(
                vec![Complex::new(1.0f64, 2.0), Complex::new(1.5, -0.5)],
                &[2]
            ),
            "[1+2j, 1.5-0.5j]"
        );
        assert_eq!(show(vec![Complex::new(0.1f32, 1e20)], &[]), "0.1+1e+20j");
        assert_eq!(show(vec![true, false], &[2]), "[true, false]");
    }

    #[test]
    fn large_arrays_are_summarized() {
        assert_eq!(
            show((0..1001).collect::<Vec<i32>>(), &[1001]),
            "[0, 1, 2, ..., 998, 999, 1000]"
        );
        assert_eq!(
            show((0..1000).collect::<Vec<i32>>(), &[1000])
                .matches(", ")
                .count(),
            999
        );
        let s = show((0..2000).collect::<Vec<i32>>(), &[200, 10]);
        assert_eq!(
            s,
            "[[   0,    1,    2, ...,    7,    8,    9],\n \
             [  10,   11,   12, ...,   17,   18,   19],\n \
             [  20,   21,   22, ...,   27,   28,   29],\n \
             ...,\n \
             [1970, 1971, 1972, ..., 1977, 1978, 1979],\n \
             [1980, 1981, 1982, ..., 1987, 1988, 1989],\n \
             [1990, 1991, 1992, ..., 1997, 1998, 1999]]"
        );
    }
}
