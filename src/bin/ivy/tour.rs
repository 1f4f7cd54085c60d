//! The tour `cargo run --release` prints: the dtypes, the classes, the rule sets and a few
//! promotions side by side.

use std::fmt::Write;

use ivy::{
    Dtype, DtypeClass, Operand, PromotionRules, default_complex_dtype, default_float_dtype,
    default_int_dtype, default_uint_dtype, result_type, with_promotion_rules,
};

/// The whole tour as text.
pub fn render() -> String {
    let mut out = String::new();
    let names: Vec<&str> = Dtype::NAMES.to_vec();
    let _ = writeln!(out, "ivy for Rust: a tour of the dtype system\n");
    let _ = writeln!(out, "Dtypes ({}): {}\n", names.len(), names.join(" "));
    let _ = writeln!(out, "Dtype classes (words of dtype declarations):");
    for class in DtypeClass::ALL {
        let _ = writeln!(out, "  {:<9} {}", class.name(), class.dtypes());
    }
    let _ = writeln!(
        out,
        "\nDefaults: float {}, int {}, uint {}, complex {}\n",
        default_float_dtype(),
        default_int_dtype(),
        default_uint_dtype(),
        default_complex_dtype()
    );
    let _ = writeln!(
        out,
        "Promotion under each rule set (a bare number is a weak scalar):"
    );
    let _ = write!(out, "  {:<22}", "");
    for rules in PromotionRules::ALL {
        let _ = write!(out, " {:>15}", rules.name());
    }
    out.push('\n');
    let examples: [(&str, [Operand; 2]); 8] = [
        (
            "int32 + float32",
            [Dtype::Int32.into(), Dtype::Float32.into()],
        ),
        ("uint8 + int8", [Dtype::Uint8.into(), Dtype::Int8.into()]),
        (
            "int64 + uint64",
            [Dtype::Int64.into(), Dtype::Uint64.into()],
        ),
        (
            "float16 + bfloat16",
            [Dtype::Float16.into(), Dtype::Bfloat16.into()],
        ),
        (
            "int16 + bfloat16",
            [Dtype::Int16.into(), Dtype::Bfloat16.into()],
        ),
        (
            "complex64 + float64",
            [Dtype::Complex64.into(), Dtype::Float64.into()],
        ),
        ("int8 + 2", [Dtype::Int8.into(), 2.into()]),
        ("int32 + 1.5", [Dtype::Int32.into(), 1.5.into()]),
    ];
    for (label, ops) in examples {
        let _ = write!(out, "  {label:<22}");
        for rules in PromotionRules::ALL {
            let cell = with_promotion_rules(rules, || result_type(&ops))
                .map_or_else(|_| "undefined".to_owned(), |d| d.to_string());
            let _ = write!(out, " {cell:>15}");
        }
        out.push('\n');
    }
    functions(&mut out);
    let _ = writeln!(
        out,
        "\nMore: `ivy promote int16 uint32 --rules jax`, `ivy table promote --rules array-api`,\n\
         `ivy table can-cast --rules ivy-nonprecise --json`."
    );
    out
}

/// A few declared functions on the embedded ndarray backend.
fn functions(out: &mut String) {
    let backend = match ivy::init() {
        Ok(b) => b,
        Err(e) => {
            let _ = writeln!(out, "\n(no backend: {e})");
            return;
        }
    };
    let _ = writeln!(out, "\nFunctions on the {backend} backend:");
    let x = ivy::array![[1i8, 2], [3, 4]];
    let Ok(x) = x else { return };
    show(out, "x = array![[1i8, 2], [3, 4]]", Ok(x.clone()));
    show(out, "add(x, 2)  (2 is weak)", ivy::add(&x, 2));
    show(out, "add(x, 300)", ivy::add(&x, 300));
    show(out, "divide(x, 2)", ivy::divide(&x, 2));
    show(
        out,
        "sum(x, dtype=int64)",
        ivy::sum::with(&x).dtype(Dtype::Int64).call(),
    );
    show(out, "tan(x)", ivy::tan(&x));
    show(
        out,
        "tan(x) with casting mode `cast`",
        ivy::with_casting_mode(ivy::CastingMode::Cast, || ivy::tan(&x)),
    );
    let tan = ivy::tan::DECL.supported_dtypes(backend);
    let _ = writeln!(out, "  {:<34} {tan}", "supported dtypes of tan");
    let cross_entropy = ivy::cross_entropy::DECL.supported_dtypes(backend);
    let _ = writeln!(
        out,
        "  {:<34} {cross_entropy}",
        "of cross_entropy (compositional)"
    );
    #[cfg(feature = "candle")]
    candle_functions(out);
}

/// One line of the tour: a call and its result (dtype and value) or its error.
fn show(out: &mut String, label: &str, r: ivy::Result<ivy::Array>) {
    let text = match r {
        Ok(a) => format!("{} {}", a.dtype(), a.to_string().replace('\n', "")),
        Err(e) => format!("error: {e}"),
    };
    let _ = writeln!(out, "  {label:<34} {text}");
}

/// The candle backend, when built in: a call, and a gap its declarations mark.
#[cfg(feature = "candle")]
fn candle_functions(out: &mut String) {
    let backend = match ivy::candle::register() {
        Ok(b) => b,
        Err(e) => {
            let _ = writeln!(out, "\n(no candle backend: {e})");
            return;
        }
    };
    let _ = writeln!(out, "\nOn the {backend} backend (cargo feature `candle`):");
    let on_candle = |data: [[f64; 2]; 2], dtype| {
        let data = ivy::HostArray::from(data);
        ivy::with_backend(backend, || ivy::asarray::with(data).dtype(dtype).call())
    };
    let (Ok(x), Ok(h)) = (
        on_candle([[1.0, 2.0], [3.0, 32767.0]], Dtype::Int16),
        on_candle([[1.0, 2.0], [3.0, 4.0]], Dtype::Float16),
    ) else {
        return;
    };
    show(out, "x = [[1, 2], [3, 32767]] as int16", Ok(x.clone()));
    show(out, "add(x, 1)  (wraps, as NumPy)", ivy::add(&x, 1));
    show(out, "h = [[1, 2], [3, 4]] as float16", Ok(h.clone()));
    show(out, "matmul(h, h)", ivy::matmul(&h, &h));
    show(
        out,
        "with casting mode `upcast`",
        ivy::with_casting_mode(ivy::CastingMode::Upcast, || ivy::matmul(&h, &h)),
    );
    let matmul = ivy::matmul::DECL.supported_dtypes(backend);
    let _ = writeln!(out, "  {:<34} {matmul}", "supported dtypes of matmul");
    if let Some(reason) = backend.absent_reason(ivy::lcm::DECL) {
        let _ = writeln!(out, "  {:<34} none: {reason}", "kernel for lcm");
    }
}
