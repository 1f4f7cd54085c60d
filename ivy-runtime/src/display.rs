//! Printing arrays like NumPy's `str`, for every backend alike: see [`write_array`].

use std::fmt;

use half::{bf16, f16};
use ivy_grammar::Dtype;

use crate::host::{HostArray, HostElement, Shown, each_host};
use crate::scalar::Scalar;

/// Arrays with more elements than this are summarized (NumPy's `threshold`), and no summary
/// shows more elements than this.
pub const SUMMARY_THRESHOLD: usize = 1000;
/// Entries shown at each end of a summarized axis (NumPy's `edgeitems`).
pub const EDGE_ITEMS: usize = 3;

/// What printing shows of each axis of `shape`: everything up to [`SUMMARY_THRESHOLD`]
/// elements; above it, NumPy's rule (the first and last [`EDGE_ITEMS`] of each axis longer
/// than `2 * EDGE_ITEMS`). Short axes are kept whole by that rule, and many of them still make
/// too many elements (`[3; 20]` keeps all of its 3.5 billion), so while more than
/// [`SUMMARY_THRESHOLD`] elements remain, the outermost axes shrink to their first and last
/// entries, then to their first: the inner rows stay whole and readable.
fn shown_entries(shape: &[usize]) -> Vec<Shown> {
    // The product saturates: a shape whose size overflows is summarized, not walked.
    let size = saturating_product(shape.iter().copied());
    if size <= SUMMARY_THRESHOLD {
        return shape.iter().map(|&n| Shown::whole(n)).collect();
    }
    let mut shown: Vec<Shown> = shape
        .iter()
        .map(|&n| {
            if n > 2 * EDGE_ITEMS {
                Shown {
                    head: EDGE_ITEMS,
                    tail: EDGE_ITEMS,
                }
            } else {
                Shown::whole(n)
            }
        })
        .collect();
    // Elements shown by the axes from each one on, and by the ones before (already shrunk).
    let mut after = vec![1usize; shape.len() + 1];
    for axis in (0..shape.len()).rev() {
        after[axis] = after[axis + 1].saturating_mul(shown[axis].len(shape[axis]));
    }
    let mut before = 1usize;
    for (axis, &n) in shape.iter().enumerate() {
        for fewer in [Shown { head: 1, tail: 1 }, Shown { head: 1, tail: 0 }] {
            let total = before
                .saturating_mul(shown[axis].len(n))
                .saturating_mul(after[axis + 1]);
            if total <= SUMMARY_THRESHOLD {
                return shown;
            }
            if fewer.len(n) < shown[axis].len(n) {
                shown[axis] = fewer;
            }
        }
        before = before.saturating_mul(shown[axis].len(n));
    }
    shown
}

/// The product of `values`, `usize::MAX` when it overflows.
fn saturating_product(mut values: impl Iterator<Item = usize>) -> usize {
    values
        .try_fold(1usize, |p, n| p.checked_mul(n))
        .unwrap_or(usize::MAX)
}

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
///   first and last [`EDGE_ITEMS`] entries around `...`, and the outermost axes shrink further
///   while more than [`SUMMARY_THRESHOLD`] elements remain (the inner rows stay whole, so
///   even `[3; 20]` prints at most that many elements); only the elements
///   shown are read from the backend
///   ([`Backend::to_host_edges`](crate::Backend::to_host_edges)).
///
/// The array has `shape`; its elements are read through `read(shown)`: the entries to show
/// along each axis (every one for arrays of up to [`SUMMARY_THRESHOLD`] elements). Every way
/// of printing an array goes through here, so a backend printing its own native arrays prints
/// them as ivy does.
pub fn write_array(
    f: &mut fmt::Formatter<'_>,
    shape: &[usize],
    read: impl FnOnce(&[Shown]) -> crate::Result<HostArray>,
) -> fmt::Result {
    if shape.contains(&0) {
        return f.write_str("[]");
    }
    let shown = shown_entries(shape);
    // Where each axis shows `...`, if it leaves entries out.
    let gaps: Vec<Option<usize>> = shown
        .iter()
        .zip(shape)
        .map(|(s, &n)| s.elides(n).then_some(s.head))
        .collect();
    match read(&shown) {
        Ok(host) => f.write_str(&render(&host, &gaps)),
        Err(e) => write!(f, "<array that cannot be read: {e}>"),
    }
}

/// Whether `shown` leaves out entries of some axis of `shape`.
pub(crate) fn elides_any(shown: &[Shown], shape: &[usize]) -> bool {
    shown.iter().zip(shape).any(|(s, &n)| s.elides(n))
}

impl fmt::Display for HostArray {
    /// NumPy-like, as arrays print.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_array(f, self.shape(), |shown| self.clone().select_edges(shown))
    }
}

/// The text of a host array holding the entries shown, with `...` at `gaps[i]` along each
/// axis `i` that leaves entries out.
fn render(host: &HostArray, gaps: &[Option<usize>]) -> String {
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
    layout(&strings, shape, gaps, 0, width, &mut out);
    out
}

/// Writes the (row-major) `strings` of `shape` nested in brackets.
fn layout(
    strings: &[String],
    shape: &[usize],
    gaps: &[Option<usize>],
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
        if gaps[0] == Some(i) {
            out.push_str("...");
            out.push_str(&sep);
        }
        let sub = &strings[i * step..(i + 1) * step];
        layout(sub, inner, &gaps[1..], depth + 1, width, out);
    }
    // An axis showing only its head ends with its gap.
    if gaps[0] == Some(n) {
        out.push_str(&sep);
        out.push_str("...");
    }
    out.push(']');
}

/// The elements as printing shows them. Only the step to scalars is generic over the element
/// type; the formatting is compiled once.
fn element_strings<T: HostElement>(v: &[T]) -> Vec<String> {
    let scalars: Vec<Scalar> = v.iter().map(|x| x.to_scalar()).collect();
    scalar_strings(&scalars, T::DTYPE)
}

/// The elements of `dtype`, as scalars, as printing shows them.
fn scalar_strings(v: &[Scalar], dtype: Dtype) -> Vec<String> {
    match dtype {
        d if d.is_float() => {
            let values: Vec<f64> = v
                .iter()
                .map(|x| match x {
                    Scalar::Float(v) => *v,
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
            let part = if dtype == Dtype::Complex64 {
                Dtype::Float32
            } else {
                Dtype::Float64
            };
            v.iter()
                .map(|x| match *x {
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
        _ => v.iter().map(|x| x.to_string()).collect(),
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

    /// An array of zeros of `shape` printed through [`write_array`] (which reads only the
    /// elements shown), with how many elements the printing read.
    fn show_shape(shape: &[usize]) -> (String, usize) {
        struct Printed<'a>(&'a [usize], std::cell::Cell<usize>);
        impl fmt::Display for Printed<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write_array(f, self.0, |shown| {
                    let dims: Vec<usize> =
                        shown.iter().zip(self.0).map(|(s, &n)| s.len(n)).collect();
                    let count = dims.iter().product();
                    self.1.set(count);
                    HostArray::new(dims, vec![0i8; count])
                })
            }
        }
        let p = Printed(shape, std::cell::Cell::new(0));
        let s = p.to_string();
        (s, p.1.get())
    }

    /// Issue 29 item 3: `[3; 16]` printed all 43 million elements (387 million characters,
    /// 29 s) and `[3; 20]` aborted: NumPy's rule keeps short axes whole. Whatever the shape,
    /// at most `SUMMARY_THRESHOLD` elements are read and printed.
    #[test]
    fn many_short_axes_are_summarized() {
        let shapes: [&[usize]; 8] = [
            &[3; 16],
            &[3; 20],
            &[2; 40],
            &[2; 64],
            &[7; 40],
            &[3; 64],
            &[1 << 40, 3, 3, 3, 3, 3, 3, 3],
            &[usize::MAX, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
        ];
        for shape in shapes {
            let (s, read) = show_shape(shape);
            assert!(read <= SUMMARY_THRESHOLD, "{shape:?}: {read} read");
            assert_eq!(s.matches('0').count(), read, "{shape:?}");
            assert!(s.contains("..."), "{shape:?}");
            // Each element with its separator: a comma, a newline and a space per axis.
            let bound = SUMMARY_THRESHOLD * (8 + 3 * shape.len());
            assert!(s.len() <= bound, "{shape:?}: {} characters", s.len());
        }
    }

    #[test]
    fn outer_axes_shrink_when_numpy_would_show_too_many() {
        // 1296 elements in axes of 6: NumPy's rule elides none. The outer axis shows its
        // first and last blocks of 6 * 6 * 6 (positions 0..216 and 1080..1296): 432 elements.
        assert_eq!(show_shape(&[6, 6, 6, 6]).1, 432);
        let s = show((0..1296).collect::<Vec<i16>>(), &[6, 6, 6, 6]);
        assert!(
            s.starts_with("[[[[   0,    1,    2,    3,    4,    5],\n"),
            "{s}"
        );
        assert!(
            s.contains(" 215]]],\n\n\n ...,\n\n\n [[[1080, 1081, 1082,"),
            "{s}"
        );
        assert!(s.ends_with("1294, 1295]]]]"), "{s}");
        // 1024 elements in axes of 2: the outer axis shows its first half, then `...`.
        assert_eq!(show_shape(&[2; 10]).1, 512);
        let s = show((0..1024).collect::<Vec<i16>>(), &[2; 10]);
        assert!(s.starts_with("[[[[[[[[[[  0,   1],\n"), "{s}");
        assert!(
            s.ends_with("510, 511]]]]]]]]],\n\n\n\n\n\n\n\n\n ...]"),
            "{s}"
        );
        // NumPy's own summaries are untouched: 6 * 6 * 6 elements of [10, 10, 11] ...
        assert_eq!(show_shape(&[10, 10, 11]).1, 216);
        // ... and arrays up to the threshold print whole.
        assert_eq!(show_shape(&[2, 2, 2, 5, 5, 5]).1, 1000);
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
