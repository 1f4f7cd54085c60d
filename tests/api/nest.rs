//! The nest functions over `Container`: `nested_map`, `index_nest`, `all_nested_indices`,
//! with Ivy's orders (depth first; a nest listed after its contents), deep nests and bad keys.

use ivy::{Array, Container, Error, Node};

fn arr(values: &[f64]) -> Array {
    ivy::init().unwrap();
    ivy::asarray(ivy::HostArray::new(vec![values.len()], values.to_vec()).unwrap()).unwrap()
}

/// `{a: [1], b: {c: [2, 3], d: {e: [4]}}, f: [5]}`
fn sample() -> Container {
    Container::new()
        .with("a", arr(&[1.0]))
        .with(
            "b",
            Container::new()
                .with("c", arr(&[2.0, 3.0]))
                .with("d", Container::new().with("e", arr(&[4.0]))),
        )
        .with("f", arr(&[5.0]))
}

#[test]
fn nested_map_keeps_the_structure() {
    let doubled = ivy::nested_map(|a| ivy::multiply(a, 2.0), &sample()).unwrap();
    assert_eq!(
        doubled.to_string(),
        "a: [2.]\nb/c: [4., 6.]\nb/d/e: [8.]\nf: [10.]\n"
    );
    // The leaves are visited depth first, in order.
    let mut seen = Vec::new();
    ivy::nested_map(
        |a| {
            seen.push(a.to_string());
            Ok(a.clone())
        },
        &sample(),
    )
    .unwrap();
    assert_eq!(seen, ["[1.]", "[2., 3.]", "[4.]", "[5.]"]);
    // An empty container maps to an empty one.
    assert!(
        ivy::nested_map(|a| Ok(a.clone()), &Container::new())
            .unwrap()
            .is_empty()
    );
}

#[test]
fn nested_map_errors_name_the_leaf() {
    let err = ivy::nested_map(|a| ivy::add(a, &arr(&[1.0, 2.0, 3.0])), &sample()).unwrap_err();
    let text = err.to_string();
    // The first leaf, `a` of shape [1], broadcasts; `b/c` of shape [2] does not.
    assert!(text.contains("b/c"), "{text}");
    assert!(matches!(err, Error::AtLeaf { .. }), "{err:?}");
}

#[test]
fn index_nest_walks_the_keys() {
    let x = sample();
    let Node::Leaf(e) = ivy::index_nest(&x, &["b", "d", "e"]).unwrap() else {
        panic!("not a leaf")
    };
    assert_eq!(e.to_string(), "[4.]");
    let Node::Sub(d) = ivy::index_nest(&x, &["b", "d"]).unwrap() else {
        panic!("not a container")
    };
    assert_eq!(d.len(), 1);
    for (index, names) in [
        (&["z"][..], "[\"z\"]"),
        (&["b", "z"][..], "[\"b\", \"z\"]"),
        (&["a", "x"][..], "[\"a\", \"x\"]"),
        (&["b", "d", "e", "g"][..], "[\"b\", \"d\", \"e\", \"g\"]"),
    ] {
        let e = ivy::index_nest(&x, index).unwrap_err().to_string();
        assert!(e.contains("index_nest") && e.contains(names), "{e}");
    }
    let e = ivy::index_nest(&x, &[]).unwrap_err().to_string();
    assert!(e.contains("empty"), "{e}");
}

#[test]
fn all_nested_indices_in_ivys_order() {
    let x = sample();
    let leaves = [vec!["a"], vec!["b", "c"], vec!["b", "d", "e"], vec!["f"]];
    assert_eq!(ivy::all_nested_indices(&x, false), leaves);
    // Each sub-container after its contents; never the top level.
    assert_eq!(
        ivy::all_nested_indices(&x, true),
        [
            vec!["a"],
            vec!["b", "c"],
            vec!["b", "d", "e"],
            vec!["b", "d"],
            vec!["b"],
            vec!["f"]
        ]
    );
    // Every index found leads back to a value.
    for index in ivy::all_nested_indices(&x, true) {
        let keys: Vec<&str> = index.iter().map(String::as_str).collect();
        assert!(ivy::index_nest(&x, &keys).is_ok(), "{keys:?}");
    }
    assert!(ivy::all_nested_indices(&Container::new(), true).is_empty());
    // An empty sub-container is a nest without leaves.
    let e = Container::new().with("k", Container::new());
    assert!(ivy::all_nested_indices(&e, false).is_empty());
    assert_eq!(ivy::all_nested_indices(&e, true), [vec!["k"]]);
}

#[test]
fn deep_nests_need_no_recursion() {
    // 100 000 levels would overflow a recursive walk's stack.
    let depth = 100_000;
    let mut c = Container::new().with("k", arr(&[1.0]));
    for _ in 0..depth {
        c = Container::new().with("k", c);
    }
    let indices = ivy::all_nested_indices(&c, false);
    assert_eq!(indices.len(), 1);
    assert_eq!(indices[0].len(), depth + 1);
    let keys = vec!["k"; depth + 1];
    assert!(matches!(ivy::index_nest(&c, &keys), Ok(Node::Leaf(_))));
    let mapped = ivy::nested_map(|a| ivy::add(a, 1.0), &c).unwrap();
    assert_eq!(ivy::all_nested_indices(&mapped, false).len(), 1);
    // Dropping a deep container must not overflow either (the runtime's own concern).
    drop((c, mapped, indices));
}

#[test]
fn a_nested_call_names_the_parameter_a_leaf_does_not_fit() {
    // A scalar where `matmul` takes its second array: the error names the function and the
    // parameter, whether the scalar is passed as is or next to a container.
    let expected = |e: Error| {
        assert!(
            matches!(
                e,
                Error::ArgumentKind {
                    function: "matmul",
                    argument: "x2",
                    expected: "an array or a container of arrays",
                }
            ),
            "{e:?}"
        )
    };
    expected(ivy::matmul::nested(&arr(&[1.0]), 2.0).unwrap_err());
    let c = Container::new().with("a", arr(&[1.0]));
    match ivy::matmul::nested(&c, 2.0).unwrap_err() {
        Error::AtLeaf { error, .. } => expected(*error),
        e => panic!("{e:?}"),
    }
}
