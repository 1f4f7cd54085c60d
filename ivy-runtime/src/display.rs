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

/// How printing lays an array out: the options of NumPy's `array2string` that differ between
/// ivy's `Display`, Python's `repr` and Python's `str`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrintStyle {
    /// Between the elements of a row: `", "` (`repr`) or `" "` (`str`).
    pub separator: &'static str,
    /// The width of the text before the first `[` (`array(`: 6); later lines are indented by it.
    pub prefix: usize,
    /// Lines wrap before this many characters (NumPy's `linewidth`, 75, less the width of the
    /// text that follows the last `]`).
    pub line_width: usize,
    /// `false` and `true` as printed.
    pub bools: [&'static str; 2],
}

impl PrintStyle {
    /// ivy's `Display`: NumPy's `repr` body (`[1. , 2.5]`) with Rust's `true` and `false`.
    pub const RUST: PrintStyle = PrintStyle {
        separator: ", ",
        prefix: 0,
        line_width: 75,
        bools: ["false", "true"],
    };

    /// The body of NumPy's `repr` (after `array(`, before `)` or `, dtype=...)`).
    pub const NUMPY_REPR: PrintStyle = PrintStyle {
        separator: ", ",
        prefix: "array(".len(),
        line_width: 75 - ")".len(),
        bools: ["False", "True"],
    };

    /// NumPy's `str`.
    pub const NUMPY_STR: PrintStyle = PrintStyle {
        separator: " ",
        prefix: 0,
        line_width: 75,
        bools: ["False", "True"],
    };
}

/// Writes an array as NumPy's `array2string` does (with [`PrintStyle::RUST`]):
///
/// ```text
/// [[1, 2],
///  [3, 4]]
/// ```
///
/// * every element of an array takes the same width, as NumPy's formatters give it: integers
///   and booleans right-aligned, floats aligned on their decimal point (`[  1.25, 100.  ]`);
/// * floats print the shortest digits that read back to the same value in their own dtype (at
///   most 8 decimals, as NumPy), with a trailing `.` when integral: `[1. , 2.5]`; `nan`, `inf`;
///   the whole array switches to scientific notation (`1.e+08`), its mantissas padded with
///   zeros to one length, when NumPy would (largest magnitude `>= 1e8`, smallest nonzero
///   `< 1e-4`, or a ratio above 1000);
/// * complex numbers print as NumPy's: `1. +2.j`, `1.5-0.5j`;
/// * a 0-d array prints its scalar, an empty array `[]`; rows wrap before the style's line
///   width, as NumPy's do;
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
    f.write_str(&array_text(shape, read, &PrintStyle::RUST))
}

/// The text [`write_array`] writes, in `style`.
pub fn array_text(
    shape: &[usize],
    read: impl FnOnce(&[Shown]) -> crate::Result<HostArray>,
    style: &PrintStyle,
) -> String {
    if shape.contains(&0) {
        return "[]".to_owned();
    }
    let shown = shown_entries(shape);
    // Where each axis shows `...`, if it leaves entries out.
    let gaps: Vec<Option<usize>> = shown
        .iter()
        .zip(shape)
        .map(|(s, &n)| s.elides(n).then_some(s.head))
        .collect();
    match read(&shown) {
        Ok(host) => render(&host, &gaps, style),
        Err(e) => format!("<array that cannot be read: {e}>"),
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
fn render(host: &HostArray, gaps: &[Option<usize>], style: &PrintStyle) -> String {
    let zero_d = host.shape().is_empty();
    let strings = each_host!(host.data(), |v: T| element_strings::<T>(v, zero_d, style));
    let Some(first) = strings.first() else {
        return String::new();
    };
    if zero_d {
        return first.clone();
    }
    // Later lines start under the first `[`, past the prefix.
    let hanging = " ".repeat(1 + style.prefix);
    let rows = Rows {
        strings: &strings,
        separator: style.separator,
    };
    rows.format(host.shape(), gaps, &hanging, style.line_width, 0)
}

/// The elements of an array as printed, in row-major order, laid out as NumPy's
/// `_formatArray` lays them.
struct Rows<'a> {
    strings: &'a [String],
    separator: &'a str,
}

impl Rows<'_> {
    /// The block of `shape` starting at element `at`, its lines after the first starting with
    /// `hanging`, within `width` characters.
    fn format(
        &self,
        shape: &[usize],
        gaps: &[Option<usize>],
        hanging: &str,
        width: usize,
        at: usize,
    ) -> String {
        let Some((&n, inner)) = shape.split_first() else {
            return self.strings[at].clone();
        };
        let step: usize = inner.iter().product();
        let gap = gaps[0];
        let next_hanging = format!("{hanging} ");
        let next_width = width.saturating_sub(1);
        let mut s = String::new();
        if inner.is_empty() {
            // A row: its elements wrap onto the next line where they would pass the width.
            let separator_width = self.separator.trim_end().len().max("]".len());
            let elem_width = width.saturating_sub(separator_width);
            let mut line = hanging.to_owned();
            for i in 0..n {
                if gap == Some(i) {
                    extend_line(&mut s, &mut line, "...", elem_width, hanging);
                    line.push_str(self.separator);
                }
                extend_line(
                    &mut s,
                    &mut line,
                    &self.strings[at + i],
                    elem_width,
                    hanging,
                );
                if i + 1 < n {
                    line.push_str(self.separator);
                }
            }
            // An axis showing only its head ends with its gap.
            if gap == Some(n) {
                line.push_str(self.separator);
                extend_line(&mut s, &mut line, "...", elem_width, hanging);
            }
            s.push_str(&line);
        } else {
            let line_sep = format!("{}{}", self.separator.trim_end(), "\n".repeat(inner.len()));
            for i in 0..n {
                if gap == Some(i) {
                    s.push_str(hanging);
                    s.push_str("...");
                    s.push_str(&line_sep);
                }
                s.push_str(hanging);
                let sub_gaps = &gaps[1..];
                s.push_str(&self.format(inner, sub_gaps, &next_hanging, next_width, at + i * step));
                if i + 1 < n {
                    s.push_str(&line_sep);
                }
            }
            if gap == Some(n) {
                s.push_str(&line_sep);
                s.push_str(hanging);
                s.push_str("...");
            }
        }
        format!("[{}]", &s[hanging.len()..])
    }
}

/// NumPy's `_extendLine`: `word` onto `line`, first moving `line` into `s` where the word
/// would pass `width` (unless the line holds no word yet).
fn extend_line(s: &mut String, line: &mut String, word: &str, width: usize, hanging: &str) {
    let needs_wrap = line.chars().count() + word.chars().count() > width;
    if needs_wrap && line.len() > hanging.len() {
        s.push_str(line.trim_end());
        s.push('\n');
        *line = hanging.to_owned();
    }
    line.push_str(word);
}

/// The elements as printing shows them, each padded to the array's one width. Only the step
/// to scalars is generic over the element type; the formatting is compiled once.
fn element_strings<T: HostElement>(v: &[T], zero_d: bool, style: &PrintStyle) -> Vec<String> {
    let scalars: Vec<Scalar> = v.iter().map(|x| x.to_scalar()).collect();
    scalar_strings(&scalars, T::DTYPE, zero_d, style)
}

/// The elements of `dtype`, as scalars, as NumPy's formatter for the dtype shows them.
fn scalar_strings(v: &[Scalar], dtype: Dtype, zero_d: bool, style: &PrintStyle) -> Vec<String> {
    let float = |x: &Scalar| match *x {
        Scalar::Float(v) => v,
        Scalar::Complex(c) => c.re,
        _ => f64::NAN,
    };
    match dtype {
        d if d.is_float() => {
            let values: Vec<f64> = v.iter().map(float).collect();
            FloatFormat::new(&values, d, false).all(&values)
        }
        Dtype::Complex64 | Dtype::Complex128 => {
            let part = dtype.real_dtype();
            let imag = |x: &Scalar| match *x {
                Scalar::Complex(c) => c.im,
                _ => f64::NAN,
            };
            let re: Vec<f64> = v.iter().map(float).collect();
            let im: Vec<f64> = v.iter().map(imag).collect();
            let re = FloatFormat::new(&re, part, false).all(&re);
            let im = FloatFormat::new(&im, part, true).all(&im);
            re.into_iter()
                .zip(im)
                .map(|(r, i)| {
                    // The `j` follows the digits; the padding goes after it.
                    let digits = i.trim_end();
                    let pad = i.len() - digits.len();
                    format!("{r}{digits}j{}", " ".repeat(pad))
                })
                .collect()
        }
        Dtype::Bool => {
            // As wide as `false` whether or not the array holds one (NumPy's ` True`).
            let width = if zero_d { 0 } else { style.bools[0].len() };
            v.iter()
                .map(|x| {
                    let word = style.bools[usize::from(matches!(x, Scalar::Bool(true)))];
                    format!("{word:>width$}")
                })
                .collect()
        }
        _ => pad_left(v.iter().map(|x| x.to_string()).collect(), zero_d),
    }
}

/// `words` right-aligned to the widest (NumPy's integer and boolean formatters; a 0-d array
/// has no column to align).
fn pad_left(words: Vec<String>, zero_d: bool) -> Vec<String> {
    if zero_d {
        return words;
    }
    let width = words.iter().map(|w| w.chars().count()).max().unwrap_or(0);
    words.into_iter().map(|w| format!("{w:>width$}")).collect()
}

/// NumPy's `FloatingFormat` (its default options: `floatmode="maxprec"`, `precision=8`): the
/// layout every element of one array shares.
struct FloatFormat {
    dtype: Dtype,
    scientific: bool,
    /// Whether non-negative values carry a `+` (a complex number's imaginary part).
    plus: bool,
    /// Characters before the decimal point (sign included).
    pad_left: usize,
    /// Characters after it: fraction digits, positional; fraction and exponent, scientific.
    pad_right: usize,
    /// Scientific: the fraction digits every mantissa shows, and the exponent's digits.
    precision: usize,
    exp_digits: usize,
}

impl FloatFormat {
    /// The layout NumPy finds for `values` of `dtype`.
    fn new(values: &[f64], dtype: Dtype, plus: bool) -> FloatFormat {
        let finite: Vec<f64> = values.iter().copied().filter(|v| v.is_finite()).collect();
        let mut format = FloatFormat {
            dtype,
            scientific: wants_scientific(finite.iter().copied()),
            plus,
            pad_left: 0,
            pad_right: 0,
            precision: 0,
            exp_digits: 2,
        };
        let sign_width = |v: f64| usize::from(v.is_sign_negative() || plus);
        if format.scientific {
            for &v in &finite {
                let d = scientific_digits(v.abs(), dtype);
                format.precision = format.precision.max(d.digits.len() - 1);
                format.exp_digits = format
                    .exp_digits
                    .max(d.exp.unsigned_abs().to_string().len());
                format.pad_left = format.pad_left.max(sign_width(v) + 1);
            }
            format.pad_right = format.exp_digits + 2 + format.precision;
        } else {
            for &v in &finite {
                let text = positional(v.abs(), dtype);
                let (int, frac) = text.split_once('.').unwrap_or((&text, ""));
                format.pad_left = format.pad_left.max(sign_width(v) + int.len());
                format.pad_right = format.pad_right.max(frac.len());
            }
        }
        // Room for `nan` and `inf` (with their sign) where the finite values leave too little.
        if finite.len() < values.len() {
            let neginf = plus || values.contains(&f64::NEG_INFINITY);
            let offset = format.pad_right + 1;
            format.pad_left = format
                .pad_left
                .max(3usize.saturating_sub(offset))
                .max((3 + usize::from(neginf)).saturating_sub(offset));
        }
        format
    }

    fn all(&self, values: &[f64]) -> Vec<String> {
        values.iter().map(|&v| self.element(v)).collect()
    }

    /// One element in the layout.
    fn element(&self, v: f64) -> String {
        let sign = if v.is_sign_negative() && !v.is_nan() {
            "-"
        } else if self.plus {
            "+"
        } else {
            ""
        };
        if !v.is_finite() {
            let word = if v.is_nan() { "nan" } else { "inf" };
            let width = self.pad_left + self.pad_right + 1;
            return format!("{:>width$}", format!("{sign}{word}"));
        }
        let a = v.abs();
        if self.scientific {
            let mut d = scientific_digits(a, self.dtype);
            // Past its shortest digits, a mantissa shows the value's own (NumPy's
            // `min_digits`): 9.007199e15 is 9.0071993e+15 beside a value that needs 7.
            if d.digits.len() - 1 < self.precision && a != 0.0 {
                d = Digits::parse(&format!("{a:.*e}", self.precision));
            }
            let (first, rest) = d.digits.split_at(1);
            let exp_sign = if d.exp < 0 { '-' } else { '+' };
            let int = format!("{sign}{first}");
            format!(
                "{int:>pad$}.{rest:0<precision$}e{exp_sign}{:0>exp$}",
                d.exp.unsigned_abs(),
                pad = self.pad_left,
                precision = self.precision,
                exp = self.exp_digits,
            )
        } else {
            let text = positional(a, self.dtype);
            let (int, frac) = text.split_once('.').unwrap_or((&text, ""));
            let int = format!("{sign}{int}");
            format!(
                "{int:>pad$}.{frac:<right$}",
                pad = self.pad_left,
                right = self.pad_right
            )
        }
    }
}

/// A float of `dtype` as NumPy's scalar prints it (`str(np.float32(2))`, the `str` of a 0-d
/// array): the shortest digits in its own dtype, positional from `1e-4` up to a bound of its
/// precision (`1e16` for float64, `1e6` for float32, `1e3` for float16) with `.0` when
/// integral, else scientific (`1e+20`, `9.999999e+06`). A part of a complex number (of a
/// complex `dtype`; `whole` false) drops the `.0`, as Python writes `(1+2j)`.
pub fn scalar_text(v: f64, dtype: Dtype, whole: bool) -> String {
    let dtype = dtype.real_dtype();
    if !v.is_finite() {
        let word = if v.is_nan() { "nan" } else { "inf" };
        return format!("{}{word}", if v < 0.0 { "-" } else { "" });
    }
    let sign = if v.is_sign_negative() { "-" } else { "" };
    let a = v.abs();
    let bound = match dtype {
        Dtype::Float16 | Dtype::Bfloat16 => 1e3,
        Dtype::Float32 => 1e6,
        _ => 1e16,
    };
    let body = if a == 0.0 || (1e-4..bound).contains(&a) {
        let text = if a == 0.0 {
            "0.".to_owned()
        } else {
            Digits::shortest(a, dtype).positional()
        };
        match text.strip_suffix('.') {
            Some(int) if whole => format!("{int}.0"),
            Some(int) => int.to_owned(),
            None => text,
        }
    } else {
        let d = Digits::shortest(a, dtype);
        let (first, rest) = d.digits.split_at(1);
        let dot = if rest.is_empty() { "" } else { "." };
        let exp_sign = if d.exp < 0 { '-' } else { '+' };
        format!("{first}{dot}{rest}e{exp_sign}{:02}", d.exp.unsigned_abs())
    };
    format!("{sign}{body}")
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

/// A non-negative finite value's shortest digits for scientific notation, at most 8 after the
/// first (NumPy's `precision`).
fn scientific_digits(a: f64, dtype: Dtype) -> Digits {
    if a == 0.0 {
        return Digits {
            digits: "0".to_owned(),
            exp: 0,
        };
    }
    let d = Digits::shortest(a, dtype);
    if d.digits.len() > 9 {
        Digits::parse(&format!("{a:.8e}"))
    } else {
        d
    }
}

/// A non-negative finite value positionally: the shortest digits, at most 8 decimals, with
/// its decimal point (`2.`, `0.5`).
fn positional(a: f64, dtype: Dtype) -> String {
    if a == 0.0 {
        return "0.".to_owned();
    }
    let d = Digits::shortest(a, dtype);
    if d.fraction_digits() > 8 {
        let s = format!("{a:.8}");
        let s = s.trim_end_matches('0');
        s.to_owned()
    } else {
        d.positional()
    }
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

    /// Positional, with its decimal point: `123.45`, `0.001`, `100.`.
    fn positional(&self) -> String {
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
        format!("{int}.{frac}")
    }
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
        assert_eq!(show(vec![1.0f64, 2.5], &[2]), "[1. , 2.5]");
        assert_eq!(
            show(vec![0.1f32, -0.0, 100.0], &[3]),
            "[  0.1,  -0. , 100. ]"
        );
        assert_eq!(
            show(vec![f64::NAN, f64::NEG_INFINITY, 1.0], &[3]),
            "[ nan, -inf,   1.]"
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
        assert_eq!(show(vec![1.5e-5f64, 0.0], &[2]), "[1.5e-05, 0.0e+00]");
        assert_eq!(show(vec![0.5f64, 1000.5], &[2]), "[5.0000e-01, 1.0005e+03]");
        assert_eq!(show(vec![1e-5f64, 1e100], &[2]), "[1.e-005, 1.e+100]");
    }

    #[test]
    fn complex_and_bool() {
        assert_eq!(
            show(
                vec![Complex::new(1.0f64, 2.0), Complex::new(1.5, -0.5)],
                &[2]
            ),
            "[1. +2.j , 1.5-0.5j]"
        );
        assert_eq!(show(vec![Complex::new(0.1f32, 1e20)], &[]), "0.1+1.e+20j");
        assert_eq!(
            show(
                vec![
                    Complex::new(f64::NAN, 1.0),
                    Complex::new(1.0, f64::NEG_INFINITY)
                ],
                &[2]
            ),
            "[nan +1.j,  1.-infj]"
        );
        assert_eq!(show(vec![true, false], &[2]), "[ true, false]");
        assert_eq!(show(vec![true], &[]), "true");
    }

    /// NumPy 2.4.6's `repr(np.arange(30.))` and `str(np.arange(40).reshape(2, 20))`: rows
    /// wrap before 75 characters, under the first element.
    #[test]
    fn long_rows_wrap_as_numpy() {
        let floats = HostArray::new(vec![30], (0..30).map(f64::from).collect()).unwrap();
        let text = array_text(
            &[30],
            |s| floats.clone().select_edges(s),
            &PrintStyle::NUMPY_REPR,
        );
        assert_eq!(
            format!("array({text})"),
            "array([ 0.,  1.,  2.,  3.,  4.,  5.,  6.,  7.,  8.,  9., 10., 11., 12.,\n       \
             13., 14., 15., 16., 17., 18., 19., 20., 21., 22., 23., 24., 25.,\n       \
             26., 27., 28., 29.])"
        );
        let ints = HostArray::new(vec![2, 20], (0..40i64).collect()).unwrap();
        let read = |s: &[Shown]| ints.clone().select_edges(s);
        assert_eq!(
            format!(
                "array({})",
                array_text(&[2, 20], read, &PrintStyle::NUMPY_REPR)
            ),
            "array([[ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15,\n        \
             16, 17, 18, 19],\n       \
             [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,\n        \
             36, 37, 38, 39]])"
        );
        assert_eq!(
            array_text(&[2, 20], read, &PrintStyle::NUMPY_STR),
            "[[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19]\n \
             [20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39]]"
        );
        // Integers align in one dimension too: `[  1 -20 300]`.
        let mixed = HostArray::new(vec![3], vec![1i32, -20, 300]).unwrap();
        let read = |s: &[Shown]| mixed.clone().select_edges(s);
        assert_eq!(
            array_text(&[3], read, &PrintStyle::NUMPY_STR),
            "[  1 -20 300]"
        );
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
            "[   0,    1,    2, ...,  998,  999, 1000]"
        );
        // A thousand elements print whole (on wrapped lines).
        assert_eq!(
            show((0..1000).collect::<Vec<i32>>(), &[1000])
                .matches(',')
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
