//! Regression tests for issue 10 ("no abort, no hang, no silent wrong answer, whatever the
//! input"), one per item, each named after what it proves. Items with a topic of their own:
//! promotion (item 5) in `robustness_promotion.rs`, parsers (item 6) in
//! `robustness_parsers.rs`, containers (item 8) in `robustness_containers.rs`.

use std::process::{Command, Stdio};

/// Item 7: `ivy table promote --rules jax --json | head -c 10` used to panic ("failed printing
/// to stdout: Broken pipe", status 101). The reader here is gone before the command writes.
#[test]
fn the_cli_ends_quietly_when_its_reader_has_gone() {
    for args in [
        &["table", "promote", "--rules", "jax", "--json"][..],
        &["table", "can-cast"][..],
        &["promote", "int8", "uint8"][..],
        &["tour"][..],
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_ivy"))
            .args(args)
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
    }
}

/// Item 3: an empty array prints `[]` at once, however long its other axes (a row per index
/// of the leading axis used to be printed: 42 M characters for `[8388608, 0]`, minutes for
/// `[1 << 40, 0]`).
#[test]
fn empty_arrays_print_in_bounded_time_and_text() {
    ivy::init().unwrap();
    for shape in [
        &[8_388_608, 0][..],
        &[1 << 40, 0],
        &[0, 1 << 40],
        &[1 << 20, 1 << 20, 0],
    ] {
        let z = ivy::zeros::with(shape)
            .dtype(ivy::Dtype::Float32)
            .call()
            .unwrap();
        assert_eq!(z.to_string(), "[]", "{shape:?}");
    }
}

/// Issue 29 item 3: `zeros([3; 16], int8)` printed 43 million elements (387 million
/// characters, 29 s): NumPy's summary keeps axes of 3 whole. Now at most
/// `SUMMARY_THRESHOLD` elements print, the outer axes shrinking first: here the inner six axes
/// whole (3^6 = 729 elements), the outer ten showing their first entry and `...`.
#[test]
fn many_short_axes_print_in_bounded_time_and_text() {
    ivy::init().unwrap();
    let print = || {
        let z = ivy::zeros::with(&[3; 16])
            .dtype(ivy::Dtype::Uint8)
            .call()
            .unwrap();
        let started = std::time::Instant::now();
        let s = z.to_string();
        assert!(started.elapsed().as_secs() < 5, "{:?}", started.elapsed());
        assert_eq!(s.matches('0').count(), 729);
        assert_eq!(s.matches("...").count(), 10, "{s}");
        assert!(s.len() < 60_000, "{} characters", s.len());
    };
    print();
    #[cfg(feature = "candle")]
    ivy::with_backend(crate::candle().unwrap(), print);
}

/// A 16-bit float format, described independently of the conversion code: how to read a
/// positive value from its bits, the bits of its largest finite value and of infinity.
struct Narrow {
    dtype: ivy::Dtype,
    value: fn(u16) -> f64,
    max: u16,
}

const FLOAT16: Narrow = Narrow {
    dtype: ivy::Dtype::Float16,
    // 5 exponent bits (bias 15), 10 stored mantissa bits; exponent 0 is subnormal.
    value: |bits| {
        let (e, m) = (i32::from(bits >> 10), f64::from(bits & 0x3ff));
        if e == 0 {
            m * 2f64.powi(-24)
        } else {
            (1024.0 + m) * 2f64.powi(e - 25)
        }
    },
    max: 0x7bff,
};

const BFLOAT16: Narrow = Narrow {
    dtype: ivy::Dtype::Bfloat16,
    // The top half of an f32.
    value: |bits| f64::from(f32::from_bits(u32::from(bits) << 16)),
    max: 0x7f7f,
};

/// A tie of a narrow format: the value halfway between two neighbours `lo` < `hi` (bits; `hi`
/// is infinity past the largest value), and the bits it rounds to: the even neighbour.
struct Tie {
    at: f64,
    lo: u16,
    hi: u16,
    even: u16,
}

/// Every positive tie of the format, from the one between 0 and the smallest subnormal to the
/// one between the largest value and the next power of two, which rounds to infinity.
fn ties(f: &Narrow) -> Vec<Tie> {
    (0..=f.max)
        .map(|lo| {
            let hi = lo + 1;
            let hi_value = if lo == f.max {
                2.0 * (f.value)(lo) - (f.value)(lo - 1)
            } else {
                (f.value)(hi)
            };
            Tie {
                at: ((f.value)(lo) + hi_value) / 2.0,
                lo,
                hi,
                even: if lo % 2 == 0 { lo } else { hi },
            }
        })
        .collect()
}

fn next_up(x: f64) -> f64 {
    f64::from_bits(x.to_bits() + 1)
}

fn next_down(x: f64) -> f64 {
    f64::from_bits(x.to_bits() - 1)
}

/// The bits of a float16 or bfloat16 array's elements, converted by `astype` from `values`.
fn narrow_bits(values: ivy::HostArray, to: ivy::Dtype) -> Vec<u16> {
    ivy::init().unwrap();
    let x = ivy::asarray(values).unwrap();
    let y = ivy::astype(&x, to).unwrap();
    match y.to_host().unwrap().into_parts().1 {
        ivy::HostData::Float16(v) => v.iter().map(|h| h.to_bits()).collect(),
        ivy::HostData::Bfloat16(v) => v.iter().map(|h| h.to_bits()).collect(),
        other => panic!("{other:?}"),
    }
}

fn assert_bits<T: std::fmt::Debug>(to: ivy::Dtype, inputs: &[T], got: &[u16], want: &[u16]) {
    assert_eq!(got.len(), want.len());
    let wrong: Vec<_> = (0..got.len()).filter(|&i| got[i] != want[i]).collect();
    if let Some(&i) = wrong.first() {
        panic!(
            "{} of {} conversions to {to} are wrong; first: {:?} gave bits {:#06x}, not {:#06x}",
            wrong.len(),
            got.len(),
            inputs[i],
            got[i],
            want[i]
        );
    }
}

/// Item 9: float64 -> float16 and -> bfloat16 rounded through float32 (or dropped the low 32
/// bits first), so a value just above a tie went to the even neighbour: `2049 + 2^-30` gave
/// 2048, not 2050. Now every tie of both formats, from float64 and float32, at it, one ulp
/// above and one below, positive and negative, rounds as the reference says.
#[test]
fn floats_round_correctly_to_float16_and_bfloat16_at_every_tie() {
    const SIGN: u16 = 0x8000;
    for f in [FLOAT16, BFLOAT16] {
        let (mut xs, mut want) = (Vec::new(), Vec::new());
        for t in ties(&f) {
            for (x, bits) in [
                (t.at, t.even),
                (next_up(t.at), t.hi),
                (next_down(t.at), t.lo),
            ] {
                xs.extend([x, -x]);
                want.extend([bits, bits | SIGN]);
            }
        }
        let got = narrow_bits(ivy::HostArray::from(xs.clone()), f.dtype);
        assert_bits(f.dtype, &xs, &got, &want);

        // From float32, where every tie is exact and its neighbours are one f32 ulp away.
        let (mut xs32, mut want32) = (Vec::new(), Vec::new());
        for t in ties(&f).iter().filter(|t| t.at < f64::from(f32::MAX)) {
            let at = t.at as f32;
            assert_eq!(f64::from(at), t.at, "a tie is exact in f32");
            let up = f32::from_bits(at.to_bits() + 1);
            let down = f32::from_bits(at.to_bits() - 1);
            xs32.extend([at, up, down]);
            want32.extend([t.even, t.hi, t.lo]);
        }
        let got = narrow_bits(ivy::HostArray::from(xs32.clone()), f.dtype);
        assert_bits(f.dtype, &xs32, &got, &want32);
    }
    let two_thousand_and_fifty = narrow_bits(
        ivy::HostArray::from(vec![2049.0 + 2f64.powi(-30)]),
        ivy::Dtype::Float16,
    );
    assert_eq!(two_thousand_and_fifty, [0x6801]); // 2050 = (1024 + 1) * 2^1
}

/// Converts the integers of `cases`, held as `T`, to `to`, and checks each gives its bits.
fn check_int_cases<T>(to: ivy::Dtype, cases: &[(i128, u16)])
where
    T: ivy::HostElement + TryFrom<i128> + std::fmt::Debug,
    T::Error: std::fmt::Debug,
{
    let xs: Vec<T> = cases.iter().map(|c| T::try_from(c.0).unwrap()).collect();
    let want: Vec<u16> = cases.iter().map(|c| c.1).collect();
    let got = narrow_bits(ivy::HostArray::from(xs.clone()), to);
    assert_bits(to, &xs, &got, &want);
}

/// Item 9, integers: int64 -> bfloat16 rounded through float64, so `2^62 + 2^54 + 1` (just
/// above the tie between 2^62 and 2^62 + 2^55) gave 2^62. Now every integer tie of both
/// formats that int32, int64 and uint64 can hold, with the integers on either side, rounds as
/// the reference says.
#[test]
fn integers_round_correctly_to_float16_and_bfloat16_at_every_tie() {
    const SIGN: u16 = 0x8000;
    for f in [FLOAT16, BFLOAT16] {
        // Ties are integers where neighbours are 2 or more apart; the largest that int64
        // holds with a neighbour, then uint64, then the rest (beyond 2^64) are skipped.
        let int_ties: Vec<Tie> = ties(&f)
            .into_iter()
            .filter(|t| t.at.fract() == 0.0 && t.at >= 1.0 && t.at < 1.8e19)
            .collect();
        assert!(int_ties.len() > 40, "{}", int_ties.len());
        let cases = |limit: f64, signed: bool| {
            let mut out: Vec<(i128, u16)> = Vec::new();
            for t in int_ties.iter().filter(|t| t.at + 1.0 < limit) {
                let at = t.at as i128;
                for (x, bits) in [(at, t.even), (at + 1, t.hi), (at - 1, t.lo)] {
                    out.push((x, bits));
                    if signed {
                        out.push((-x, bits | SIGN));
                    }
                }
            }
            out
        };
        check_int_cases::<i32>(f.dtype, &cases(2f64.powi(31), true));
        check_int_cases::<i64>(f.dtype, &cases(2f64.powi(63), true));
        check_int_cases::<u64>(f.dtype, &cases(2f64.powi(64), false));
    }
    let just_above = narrow_bits(
        ivy::HostArray::from(vec![(1i64 << 62) + (1 << 54) + 1]),
        ivy::Dtype::Bfloat16,
    );
    assert_eq!(just_above, [0x5e81]); // 2^62 + 2^55: exponent 62 + 127, mantissa 1
}

/// Item 9, scalars: a weak scalar or fill value becomes a float16 or bfloat16 through the
/// runtime's host conversion and the kernels' scalar conversion; both round correctly, here
/// at every tie of one binade of each format (values 2048 to 4096, 256 to 512), from a float
/// and from an integer.
#[test]
fn scalars_round_correctly_to_float16_and_bfloat16() {
    ivy::init().unwrap();
    for (f, low, high) in [(FLOAT16, 2048.0, 4096.0), (BFLOAT16, 256.0, 512.0)] {
        for t in ties(&f).iter().filter(|t| low <= t.at && t.at < high) {
            let above = t.at + 2f64.powi(-30);
            for (value, bits) in [
                (ivy::Scalar::Float(above), t.hi),
                (ivy::Scalar::Float(t.at), t.even),
                (ivy::Scalar::Int(t.at as i128), t.even),
                (ivy::Scalar::Int(t.at as i128 + 1), t.hi),
            ] {
                let full = ivy::full::with(&[], value).dtype(f.dtype).call().unwrap();
                let host =
                    ivy::Array::scalar(ivy::init().unwrap(), value, f.dtype, ivy::Device::Cpu)
                        .unwrap();
                for (path, a) in [("full", full), ("Array::scalar", host)] {
                    let got = match a.to_host().unwrap().into_parts().1 {
                        ivy::HostData::Float16(v) => v[0].to_bits(),
                        ivy::HostData::Bfloat16(v) => v[0].to_bits(),
                        other => panic!("{other:?}"),
                    };
                    assert_eq!(got, bits, "{path}: {value} to {}", f.dtype);
                }
            }
        }
    }
}

fn arange(
    start: i128,
    stop: i128,
    step: i128,
    dtype: Option<ivy::Dtype>,
) -> ivy::Result<ivy::Array> {
    ivy::init()?;
    let s = ivy::Scalar::Int;
    ivy::arange::with(s(start), s(stop))
        .step(s(step))
        .dtype(dtype)
        .call()
}

/// Item 4: without a dtype, `arange(2^63, 2^63 + 3, 1)` gave an empty float64 array and
/// `arange(0, 2^63 + 5, 2^62)` two values instead of three: the bounds' dtypes (uint64 and
/// int32) promoted to float64, and the count was computed in float64. Integers now take the
/// int dtype holding them all, and integer bounds count exactly whatever the dtype.
#[test]
fn arange_above_i64_max_is_exact() {
    const TWO_63: i128 = 1 << 63;
    let a = arange(TWO_63, TWO_63 + 3, 1, None).unwrap();
    assert_eq!(a.dtype(), ivy::Dtype::Uint64);
    let want: Vec<u64> = vec![1 << 63, (1 << 63) + 1, (1 << 63) + 2];
    assert_eq!(
        a.to_host().unwrap().into_parts().1,
        ivy::HostData::Uint64(want)
    );

    let a = arange(0, TWO_63 + 5, 1 << 62, None).unwrap();
    let want: Vec<u64> = vec![0, 1 << 62, 1 << 63];
    assert_eq!(
        a.to_host().unwrap().into_parts().1,
        ivy::HostData::Uint64(want)
    );

    // No integer dtype holds -1 and 2^63: float64 (Ivy's promotion of int32 and uint64), with
    // the count of the exact integers: ceil((2^63 + 2) / 2^62) = 3, where float64 gives 2.
    let a = arange(-1, TWO_63 + 1, 1 << 62, None).unwrap();
    assert_eq!(a.dtype(), ivy::Dtype::Float64);
    let want = vec![-1.0, 4611686018427387903.0, 9223372036854775807.0];
    assert_eq!(
        a.to_host().unwrap().into_parts().1,
        ivy::HostData::Float64(want)
    );

    // Asked for float64, the three values are there, each rounded to 2^63.
    let a = arange(TWO_63, TWO_63 + 3, 1, Some(ivy::Dtype::Float64)).unwrap();
    assert_eq!(
        a.to_host().unwrap().into_parts().1,
        ivy::HostData::Float64(vec![9223372036854775808.0; 3])
    );
    // Beyond what any dtype can hold in memory: an error, not a silent answer.
    assert!(arange(0, TWO_63 * 4, 1, Some(ivy::Dtype::Float64)).is_err());
}

/// Item 11: float32's range printed as `±340282346638528860000000000000000000000` and arange's
/// "values are too many" as a ~300-digit number. Numbers in messages now read as a person
/// writes them.
#[test]
fn numbers_in_messages_read_as_a_person_writes_them() {
    ivy::init().unwrap();
    let e = ivy::result_type(&[ivy::Dtype::Float32.into(), 1e39.into()]).unwrap_err();
    assert!(e.to_string().contains("(range ±3.4028235e38)"), "{e}");
    let e = ivy::result_type(&[ivy::Dtype::Float16.into(), 1e5.into()]).unwrap_err();
    assert!(e.to_string().contains("(range ±65504)"), "{e}");
    let e = ivy::result_type(&[ivy::Dtype::Bfloat16.into(), 1e39.into()]).unwrap_err();
    assert!(e.to_string().contains("(range ±3.3895314e38)"), "{e}");

    let f = ivy::Scalar::Float;
    let e = ivy::arange::with(f(0.0), f(1e300))
        .step(f(1.0))
        .call()
        .unwrap_err();
    let msg = e.to_string();
    assert!(msg.contains("1e300 values are too many"), "{msg}");
    assert!(msg.len() < 200, "{msg}");
    let e = ivy::arange::with(f(0.0), f(1e39))
        .step(f(1e38))
        .dtype(ivy::Dtype::Float32)
        .call()
        .unwrap_err();
    assert!(e.to_string().contains("the value 9e38 does not fit"), "{e}");
    let c = ivy::Scalar::Complex(num_complex::Complex64::new(1e300, -2.5));
    assert_eq!(c.to_string(), "1e300-2.5i");
}

/// Issue 29 item 9: `meshgrid` of two vectors of 2^24 elements (grids of 2^48 elements, more
/// than the address space for both) failed naming `tensordot`, the product it builds them
/// with; the error names `meshgrid`.
#[test]
fn meshgrid_too_large_for_memory_names_meshgrid() {
    ivy::init().unwrap();
    let x = ivy::zeros::with(&[1 << 24])
        .dtype(ivy::Dtype::Int8)
        .call()
        .unwrap();
    let e = ivy::meshgrid(&[&x, &x]).unwrap_err();
    assert!(
        matches!(
            e,
            ivy::Error::OutOfMemory {
                function: "meshgrid",
                ..
            }
        ),
        "{e:?}"
    );
}
