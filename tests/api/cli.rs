//! The `ivy` binary: promote, table (text and JSON), the tour, and bad input.

use std::process::{Command, Output};

use serde_json::Value;

fn ivy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ivy"))
        .args(args)
        .output()
        .expect("the ivy binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

#[test]
fn promote_prints_the_result_dtype() {
    let cases = [
        (&["promote", "uint8", "int8"][..], "int16"),
        (&["promote", "int32", "float32"][..], "float64"),
        (
            &["promote", "int32", "float32", "--rules", "ivy-nonprecise"][..],
            "float32",
        ),
        (
            &["promote", "int16", "bfloat16", "--rules", "ivy-nonprecise"][..],
            "bfloat16",
        ),
        (&["promote", "int8", "uint64", "--rules", "jax"][..], "f*"),
        (&["promote", "i*", "uint16", "--rules", "jax"][..], "uint16"),
        (&["promote", "f*", "c*", "--rules", "jax"][..], "c*"),
        (
            &["promote", "float16", "complex64", "--rules", "array-api"][..],
            "complex64",
        ),
    ];
    for (args, expected) in cases {
        let out = ivy(args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert_eq!(stdout(&out), format!("{expected}\n"), "{args:?}");
    }
}

/// A dtype with `[]` is a 0-d array: PyTorch ranks it below arrays with dimensions, NumPy 2
/// does not (tests/data's `zero_dim` columns).
#[test]
fn promote_takes_zero_dim_arrays() {
    let cases = [
        (
            &["promote", "int8", "float64[]", "--rules", "torch"][..],
            "float64",
        ),
        (
            &["promote", "float64[]", "float32", "--rules", "torch"][..],
            "float32",
        ),
        (
            &["promote", "int64[]", "int8", "--rules", "torch"][..],
            "int8",
        ),
        (
            &["promote", "int64[]", "int8[]", "--rules", "torch"][..],
            "int64",
        ),
        (
            &["promote", "float32", "float64[]", "--rules", "numpy"][..],
            "float64",
        ),
        (&["promote", "uint8", "int8[]"][..], "int16"),
    ];
    for (args, expected) in cases {
        let out = ivy(args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert_eq!(stdout(&out), format!("{expected}\n"), "{args:?}");
    }
    // PyTorch gives `complex32`, which Ivy lacks.
    let out = ivy(&["promote", "float16", "complex128[]", "--rules", "torch"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("no common dtype"), "{}", stderr(&out));
    let out = ivy(&["promote", "int8", "flaot64[]", "--rules", "torch"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("flaot64"), "{}", stderr(&out));
}

#[test]
fn an_undefined_pair_is_reported_not_invented() {
    let out = ivy(&["promote", "int8", "float32", "--rules", "array-api"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).is_empty());
    assert!(
        stderr(&out).contains("no common dtype under the array-api rules"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn bad_tokens_exit_2_with_one_line_naming_the_nearest_valid_one() {
    let cases = [
        (
            &["promote", "flaot32", "int8"][..],
            "`flaot32` is not a dtype; did you mean `float32`?",
        ),
        (
            &["promote", "int8", "int8", "--rules", "jaxx"][..],
            "did you mean `jax`?",
        ),
        (
            &["table", "promote", "--rules", "ivy-precice"][..],
            "did you mean `ivy-precise`?",
        ),
        (&["promote", "i*", "int8"][..], "`i*` is not a dtype"),
        (
            &["promote", "q*", "int8", "--rules", "jax"][..],
            "is not a JAX lattice type",
        ),
    ];
    for (args, expected) in cases {
        let out = ivy(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: {err}");
        assert!(stdout(&out).is_empty());
    }
}

fn json(args: &[&str]) -> Value {
    let out = ivy(args);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    serde_json::from_str(&stdout(&out)).unwrap()
}

const DTYPES: [&str; 15] = [
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "bfloat16",
    "float16",
    "float32",
    "float64",
    "bool",
    "complex64",
    "complex128",
];

#[test]
fn promote_tables_as_json() {
    for rules in [
        "ivy-precise",
        "ivy-nonprecise",
        "array-api",
        "numpy",
        "torch",
    ] {
        let v = json(&["table", "promote", "--rules", rules, "--json"]);
        assert_eq!(v["rules"], rules);
        let names: Vec<&str> = v["dtypes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d.as_str().unwrap())
            .collect();
        assert_eq!(names, DTYPES);
        let rows: Vec<&String> = v["table"].as_object().unwrap().keys().collect();
        assert_eq!(rows, DTYPES, "rows in listing order");
        for row in DTYPES {
            let cols: Vec<&String> = v["table"][row].as_object().unwrap().keys().collect();
            assert_eq!(cols, DTYPES, "columns in listing order");
        }
    }
    let precise = json(&["table", "promote", "--json"]);
    assert_eq!(precise["rules"], "ivy-precise");
    assert_eq!(precise["table"]["int32"]["float32"], "float64");
    assert_eq!(precise["table"]["float16"]["bfloat16"], "float32");
    let nonprecise = json(&["table", "promote", "--rules", "ivy-nonprecise", "--json"]);
    assert_eq!(nonprecise["table"]["int32"]["float32"], "float32");
    let api = json(&["table", "promote", "--rules", "array-api", "--json"]);
    assert_eq!(api["table"]["int8"]["float32"], Value::Null);
    assert_eq!(api["table"]["bfloat16"]["bfloat16"], "bfloat16");
    assert_eq!(api["table"]["uint32"]["int64"], "int64");
    assert_eq!(api["table"]["uint64"]["int64"], Value::Null);
    let numpy = json(&["table", "promote", "--rules", "numpy", "--json"]);
    assert_eq!(numpy["table"]["int64"]["float16"], "float64");
    assert_eq!(numpy["table"]["bfloat16"]["float16"], Value::Null);
    let torch = json(&["table", "promote", "--rules", "torch", "--json"]);
    assert_eq!(torch["table"]["int64"]["float16"], "float16");
    assert_eq!(torch["table"]["uint64"]["int64"], Value::Null);
}

#[test]
fn jax_table_has_the_weak_types_and_writes_weak_results_as_the_seed_does() {
    let v = json(&["table", "promote", "--rules", "jax", "--json"]);
    let names: Vec<&str> = v["dtypes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_str().unwrap())
        .collect();
    let mut expected = DTYPES.to_vec();
    expected.extend(["i*", "f*", "c*"]);
    assert_eq!(names, expected);
    assert_eq!(v["table"]["uint64"]["int8"], "f*");
    assert_eq!(v["table"]["i*"]["bool"], "i*");
    assert_eq!(v["table"]["c*"]["bfloat16"], "complex64");
    assert_eq!(v["table"]["f*"]["int64"], "f*");
    assert_eq!(v["table"].as_object().unwrap().len(), 18);
}

#[test]
fn can_cast_tables_as_json() {
    let v = json(&["table", "can-cast", "--rules", "ivy-precise", "--json"]);
    assert_eq!(v["table"]["int8"]["int16"], true);
    assert_eq!(v["table"]["int16"]["int8"], false);
    assert_eq!(v["table"]["int32"]["float32"], false);
    assert_eq!(v["table"]["bool"]["float16"], true);
    let v = json(&["table", "can-cast", "--rules", "ivy-nonprecise", "--json"]);
    assert_eq!(v["table"]["int32"]["float32"], true);
    let v = json(&["table", "can-cast", "--rules", "array-api", "--json"]);
    assert_eq!(v["table"]["int8"]["float64"], false);
    let v = json(&["table", "can-cast", "--rules", "jax", "--json"]);
    assert_eq!(v["table"]["i*"]["int8"], true);
    assert_eq!(v["table"]["int8"]["i*"], false);
    for row in v["table"].as_object().unwrap().values() {
        assert!(row.as_object().unwrap().values().all(Value::is_boolean));
    }
}

#[test]
fn text_table_and_tour() {
    let out = ivy(&["table", "promote", "--rules", "array-api"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 16);
    assert!(text.lines().nth(1).unwrap().starts_with("int8"));

    for args in [&[][..], &["tour"][..]] {
        let out = ivy(args);
        assert!(out.status.success());
        let tour = stdout(&out);
        for needle in [
            "complex128",
            "unsigned",
            "ivy-nonprecise",
            "array-api",
            "jax",
            "int32 + float32",
        ] {
            assert!(tour.contains(needle), "tour lacks {needle}");
        }
    }
}

/// `ivy type get_item TYPE --query ..`: the query as NumPy writes it; results by hand from
/// NumPy's rules (`x[0, ::-1]` of a `(?, 3)` array is `(3,)`, `x[1:, None]` is `(?, 1, 3)`).
#[test]
fn type_takes_get_items_query() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["type", "get_item", "float32[?, 3]", "--query", "0, ::-1"],
            "float32[3]\n",
        ),
        (
            &["type", "get_item", "float32[?, 3]", "--query", "1:, None"],
            "float32[?, 1, 3]\n",
        ),
        (
            &["type", "get_item", "int8[4, 5, 6]", "--query", "..., 1:4:2"],
            "int8[4, 5, 2]\n",
        ),
        (
            &["type", "set_item", "int8[4, 5]", "int8[5]", "--query", "-1"],
            "int8[4, 5]\n",
        ),
    ];
    for (args, want) in cases {
        let out = ivy(args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert_eq!(stdout(&out), want, "{args:?}");
    }
    // Bad queries: what is wrong and what a query takes; an out-of-range integer names the axis.
    let bad: [(&[&str], &str); 4] = [
        (
            &["type", "get_item", "float32[3]", "--query", "x"],
            "`x` is not an index",
        ),
        (
            &["type", "get_item", "float32[3]", "--query", "::0"],
            "step of 0",
        ),
        (
            &["type", "get_item", "float32[3]", "--query", "5"],
            "axis 0",
        ),
        (
            &["type", "sum", "float32[3]", "--query", "0"],
            "--query is get_item's",
        ),
    ];
    for (args, want) in bad {
        let out = ivy(args);
        assert!(!out.status.success(), "{args:?}");
        assert!(stderr(&out).contains(want), "{args:?}: {}", stderr(&out));
    }
}

#[test]
fn type_prints_the_output_types() {
    let cases: [(&[&str], &str); 12] = [
        (&["type", "sum", "int8[3, ?]"], "int32[]\n"),
        // The function's defaults for what no type gives: every axis merged; the last two;
        // a leading axis; the last two axes of x1 with the first two of x2.
        (&["type", "flatten", "int8[2, 3]"], "int8[6]\n"),
        (&["type", "matrix_norm", "float32[3, 3]"], "float32[]\n"),
        (&["type", "expand_dims", "int8[2, 3]"], "int8[1, 2, 3]\n"),
        (
            &["type", "tensordot", "float32[2, 3, 4]", "float32[3, 4, 5]"],
            "float32[2, 5]\n",
        ),
        (
            &["type", "matmul", "float32[?, 3]", "int8[3]"],
            "float32[?]\n",
        ),
        (
            &["type", "add", "int8[2, 1]", "float32[4]"],
            "float32[2, 4]\n",
        ),
        (
            &["type", "unique_inverse", "uint8[2, 2]"],
            "uint8[?]\nint64[2, 2]\n",
        ),
        (&["type", "tan", "int16[]"], "float32[]\n"),
        // A frontend's function, under its framework's rules whatever is in force: NumPy's
        // sqrt of int8 is float16, its sum int64, int8 + float16 float16.
        (&["type", "numpy.sqrt", "int8[3, ?]"], "float16[3, ?]\n"),
        (&["type", "numpy.sum", "int8[3, ?]"], "int64[]\n"),
        (
            &["type", "numpy.add", "int8[2, 1]", "float16[4]"],
            "float16[2, 4]\n",
        ),
    ];
    for (args, want) in cases {
        let out = ivy(args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert_eq!(stdout(&out), want, "{args:?}");
    }
    // A call the function would refuse: its error, status 1.
    let out = ivy(&["type", "bitwise_and", "float32[2]", "float32[2]"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).starts_with("ivy: bitwise_and does not support `float32`"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn type_bad_input_names_the_token_and_the_nearest_valid_one() {
    let cases: [(&[&str], &str); 8] = [
        (
            &["type", "summ", "float32[3]"],
            "`summ` is not a function; did you mean `sum`?",
        ),
        (&["type", "sum", "float33[2]"], "did you mean `float32`?"),
        (
            &["type", "sum", "float32[3,,]"],
            "expected a dimension (a length or `?`), found `,`",
        ),
        (
            &["type", "sum", "float32[3]", "--backend", "ndarry"],
            "did you mean `ndarray`?",
        ),
        (
            &["type", "matmul", "float32[3]"],
            "matmul takes 2 array types (x1, x2), 1 given",
        ),
        (&["type", "astype", "float32[3]"], "`dtype` has no default"),
        // Ivy's `eye` and `roll` have no default for these: no call to type.
        (
            &["type", "eye"],
            "eye cannot be typed from array types alone: `n_rows` has no default",
        ),
        (&["type", "roll", "int8[3]"], "`shift` has no default"),
    ];
    for (args, want) in cases {
        let out = ivy(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
        assert!(stdout(&out).is_empty());
    }
}

/// Issue 29 item 9: `ivy support --html /dev/full` (a disk that is full) exited 2, the status
/// of bad input; a file that cannot be written is an output failure, status 1, as on stdout.
#[cfg(target_os = "linux")]
#[test]
fn a_support_page_that_cannot_be_written_is_an_output_failure() {
    let out = ivy(&["support", "--html", "/dev/full"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("cannot write /dev/full"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}
