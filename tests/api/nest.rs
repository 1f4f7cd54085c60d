//! The nest functions over `Container` (Ivy 1.0.0.5's `nest` module), with Ivy's orders (depth
//! first; a nest listed after its contents), deep nests and bad keys; `Container::map` and its
//! kin (Ivy's `cont_map`); operators between containers. Expected values are the examples of
//! Ivy's docstrings (a Python list or tuple is a container keyed "0", "1", ..., a number a
//! one-element array), or derived by hand where Ivy documents none.

use ivy::{Array, Container, Error, KeyChains, Node};

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
    // The other walks too.
    let found = ivy::nested_argwhere(&c, |_| Ok(true), false, None).unwrap();
    assert_eq!(found[0].len(), depth + 1);
    let nests = ivy::nested_argwhere(&c, |v| Ok(v.array().is_err()), true, Some(1)).unwrap();
    assert_eq!(nests[0].len(), depth);
    assert!(ivy::nested_any(&c, |v| Ok(v.array().is_ok()), false).unwrap());
    assert_eq!(ivy::duplicate_array_index_chains(&c).len(), 1);
    let sum = ivy::nested_multi_map(
        |xs, _| ivy::add(xs[0], xs[1]),
        &[&c, &mapped],
        KeyChains::All,
        true,
    )
    .unwrap();
    assert_eq!((&sum - &c).unwrap().leaves().len(), 1);
    let subs = c.map_sub_conts(|c, _| Ok(c)).unwrap();
    assert_eq!(subs.leaves().len(), 1);
    let mut pruned = c.clone();
    ivy::set_nest_at_index(&mut pruned, &keys, Container::new()).unwrap();
    ivy::prune_empty(&mut pruned);
    assert!(pruned.is_empty());
    // Dropping a deep container must not overflow either (the runtime's own concern).
    drop((c, mapped, indices, sum, subs));
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

/// Ivy's nested lists as containers: a list is a container keyed by position, a number a
/// one-element float64 array.
enum Py {
    N(f64),
    L(Vec<Py>),
}

fn n(x: f64) -> Py {
    Py::N(x)
}

fn l(items: impl IntoIterator<Item = Py>) -> Py {
    Py::L(items.into_iter().collect())
}

fn list(items: impl IntoIterator<Item = Py>) -> Container {
    let mut c = Container::new();
    for (i, item) in items.into_iter().enumerate() {
        match item {
            Py::N(x) => c.insert(i.to_string(), arr(&[x])),
            Py::L(items) => c.insert(i.to_string(), list(items)),
        }
    }
    c
}

fn nums(xs: &[f64]) -> Py {
    l(xs.iter().map(|&x| n(x)))
}

/// The elements of a float64 or int32 array.
fn values(a: &Array) -> Vec<f64> {
    match a.to_host().unwrap().into_parts().1 {
        ivy::HostData::Float64(v) => v,
        ivy::HostData::Int32(v) => v.into_iter().map(f64::from).collect(),
        other => panic!("{other:?}"),
    }
}

/// Every leaf's key path and elements.
fn flat(c: &Container) -> Vec<(String, Vec<f64>)> {
    c.leaves()
        .into_iter()
        .map(|(p, a)| (p, values(a)))
        .collect()
}

fn keys(paths: &[&[&str]]) -> Vec<Vec<String>> {
    paths
        .iter()
        .map(|p| p.iter().map(|k| k.to_string()).collect())
        .collect()
}

fn truthy(v: &Node) -> ivy::Result<bool> {
    Ok(values(v.array()?).iter().any(|&x| x != 0.0))
}

#[test]
fn set_nest_at_index_as_ivys_examples() {
    // {1: [1, [2, 3]], 2: (4, 5)}, index (1, 1), value 2 -> {1: [1, 2], 2: (4, 5)}: a nest
    // replaced by an array.
    let mut x = Container::new()
        .with("1", list([n(1.0), nums(&[2.0, 3.0])]))
        .with("2", list([n(4.0), n(5.0)]));
    ivy::set_nest_at_index(&mut x, &["1", "1"], arr(&[2.0])).unwrap();
    assert_eq!(
        x.to_string(),
        "1/0: [1.]\n1/1: [2.]\n2/0: [4.]\n2/1: [5.]\n"
    );
    // A new last key is added at the end (a dict's `nest[key] = value`); a missing level is an
    // error naming the index up to it.
    ivy::set_nest_at_index(&mut x, &["2", "2"], arr(&[6.0])).unwrap();
    assert_eq!(flat(&x).last().unwrap(), &("2/2".to_owned(), vec![6.0]));
    let e = ivy::set_nest_at_index(&mut x, &["3", "0"], arr(&[0.0])).unwrap_err();
    assert!(
        e.to_string()
            .contains("set_nest_at_index: no such key at [\"3\"]"),
        "{e}"
    );
    let e = ivy::set_nest_at_index(&mut x, &["1", "0", "z"], arr(&[0.0])).unwrap_err();
    assert!(e.to_string().contains("an array has no keys"), "{e}");
    assert!(ivy::set_nest_at_index(&mut x, &[], arr(&[0.0])).is_err());

    // {'a': [1., 2., 3.], 'b': [4., 5., 6.], 'c': [0.]}, (('a', 1), ('b', 2), ('c', 0)),
    // (11., 22., 33.) -> {'a': [1., 11., 3.], 'b': [4., 5., 22.], 'c': [33.]}
    let mut x = Container::new()
        .with("a", list([n(1.0), n(2.0), n(3.0)]))
        .with("b", list([n(4.0), n(5.0), n(6.0)]))
        .with("c", list([n(0.0)]));
    let values = [arr(&[11.0]), arr(&[22.0]), arr(&[33.0])];
    ivy::set_nest_at_indices(&mut x, &[&["a", "1"], &["b", "2"], &["c", "0"]], values).unwrap();
    let got: Vec<f64> = flat(&x).into_iter().map(|(_, v)| v[0]).collect();
    assert_eq!(got, [1.0, 11.0, 3.0, 4.0, 5.0, 22.0, 33.0]);
    // One value short: an error, and nothing set.
    let before = x.to_string();
    let e = ivy::set_nest_at_indices(&mut x, &[&["a", "0"], &["b", "0"]], [arr(&[9.0])])
        .unwrap_err()
        .to_string();
    assert!(e.contains("2 indices but 1 values"), "{e}");
    // The second index fails: the first is not set either.
    ivy::set_nest_at_indices(
        &mut x,
        &[&["a", "0"], &["z", "0"]],
        [arr(&[9.0]), arr(&[9.0])],
    )
    .unwrap_err();
    assert_eq!(x.to_string(), before);
}

#[test]
fn insert_into_nest_at_index_makes_missing_levels() {
    let mut x = Container::new().with("a", arr(&[1.0]));
    ivy::insert_into_nest_at_index(&mut x, &["b", "c", "d"], arr(&[2.0])).unwrap();
    ivy::insert_into_nest_at_index(&mut x, &["b", "e"], arr(&[3.0])).unwrap();
    // An existing key is replaced in place.
    ivy::insert_into_nest_at_index(&mut x, &["a"], arr(&[4.0])).unwrap();
    assert_eq!(x.to_string(), "a: [4.]\nb/c/d: [2.]\nb/e: [3.]\n");
    let e = ivy::insert_into_nest_at_index(&mut x, &["a", "x"], arr(&[0.0])).unwrap_err();
    assert!(e.to_string().contains("an array has no keys"), "{e}");

    let mut y = Container::new();
    ivy::insert_into_nest_at_indices(&mut y, &[&["p", "q"], &["r"]], [arr(&[1.0]), arr(&[2.0])])
        .unwrap();
    assert_eq!(y.to_string(), "p/q: [1.]\nr: [2.]\n");
    assert!(ivy::insert_into_nest_at_indices(&mut y, &[&["s"]], Vec::<Array>::new()).is_err());
}

#[test]
fn map_nest_at_index_as_ivys_examples() {
    // Container(a=[1., 2.], b=[4., 5.]), ('b',), lambda _: [3., 4.]
    let mut x = Container::new()
        .with("a", arr(&[1.0, 2.0]))
        .with("b", arr(&[4.0, 5.0]));
    ivy::map_nest_at_index(&mut x, &["b"], |_| Ok(arr(&[3.0, 4.0]))).unwrap();
    assert_eq!(x.to_string(), "a: [1., 2.]\nb: [3., 4.]\n");
    // {1: [1, [2, 3]], 2: (4, 5)}, (1, 1), lambda _: 2: the nest [2, 3] is given to fn.
    let mut x = Container::new()
        .with("1", list([n(1.0), nums(&[2.0, 3.0])]))
        .with("2", list([n(4.0), n(5.0)]));
    let mut seen = 0;
    ivy::map_nest_at_index(&mut x, &["1", "1"], |v| {
        seen = v.container()?.len();
        Ok(arr(&[2.0]))
    })
    .unwrap();
    assert_eq!(seen, 2);
    assert_eq!(
        x.to_string(),
        "1/0: [1.]\n1/1: [2.]\n2/0: [4.]\n2/1: [5.]\n"
    );
    assert!(ivy::map_nest_at_index(&mut x, &["1", "7"], |v| Ok(v.clone())).is_err());
    // An error of fn is the result.
    assert!(ivy::map_nest_at_index(&mut x, &["1"], |v| v.array().cloned()).is_err());

    // ([-9, 8, -27], [9, -4, -5, 7]), ((0, 2), (1, 0), (1, 2)), abs
    //   -> ([-9, 8, 27], [9, -4, 5, 7])
    let mut x = list([nums(&[-9.0, 8.0, -27.0]), nums(&[9.0, -4.0, -5.0, 7.0])]);
    ivy::map_nest_at_indices(&mut x, &[&["0", "2"], &["1", "0"], &["1", "2"]], |v| {
        ivy::abs(v.array()?)
    })
    .unwrap();
    let got: Vec<f64> = flat(&x).into_iter().map(|(_, v)| v[0]).collect();
    assert_eq!(got, [-9.0, 8.0, 27.0, 9.0, -4.0, 5.0, 7.0]);
    // {'a': [8., 16., 22.], 'b': [10., 44., 81.], 'c': [9., 75., 37.]},
    // (('a', 2), ('b', 0), ('c', 1)), lambda x: x + 1
    let mut x = Container::new()
        .with("a", nums(&[8.0, 16.0, 22.0]).into_container())
        .with("b", nums(&[10.0, 44.0, 81.0]).into_container())
        .with("c", nums(&[9.0, 75.0, 37.0]).into_container());
    let indices: &[&[&str]] = &[&["a", "2"], &["b", "0"], &["c", "1"]];
    ivy::map_nest_at_indices(&mut x, indices, |v| ivy::add(v.array()?, 1.0)).unwrap();
    let got: Vec<f64> = flat(&x).into_iter().map(|(_, v)| v[0]).collect();
    assert_eq!(got, [8.0, 16.0, 23.0, 11.0, 44.0, 81.0, 9.0, 76.0, 37.0]);
    // A failing index leaves the nest as it was.
    let before = x.to_string();
    let indices: &[&[&str]] = &[&["a", "0"], &["a", "9"]];
    assert!(ivy::map_nest_at_indices(&mut x, indices, |v| ivy::add(v.array()?, 1.0)).is_err());
    assert_eq!(x.to_string(), before);
}

impl Py {
    fn into_container(self) -> Container {
        match self {
            Py::L(items) => list(items),
            Py::N(_) => panic!("a number is no container"),
        }
    }
}

#[test]
fn prune_nest_at_indices_deepest_first() {
    let mut x = sample();
    let pruned = ivy::prune_nest_at_index(&mut x, &["b", "d", "e"]).unwrap();
    assert_eq!(values(pruned.array().unwrap()), [4.0]);
    assert_eq!(x.to_string(), "a: [1.]\nb/c: [2., 3.]\nf: [5.]\n");
    assert!(ivy::all_nested_indices(&x, true).contains(&vec!["b".into(), "d".into()]));
    assert!(ivy::prune_nest_at_index(&mut x, &["b", "d", "e"]).is_err());
    // A parent and its child together: the child first, so both go.
    let mut x = sample();
    ivy::prune_nest_at_indices(&mut x, &[&["b"], &["b", "d", "e"], &["a"]]).unwrap();
    assert_eq!(x.to_string(), "f: [5.]\n");
    let mut x = sample();
    assert!(ivy::prune_nest_at_indices(&mut x, &[&["a"], &["zz"]]).is_err());
    assert_eq!(x.to_string(), sample().to_string());
}

#[test]
fn multi_index_nest_as_ivys_examples() {
    // Container(a=[1, 2], b=[30, 40]), ('a', ('b', 0)) -> [array([1, 2]), 30]
    let x = Container::new()
        .with("a", arr(&[1.0, 2.0]))
        .with("b", list([n(30.0), n(40.0)]));
    let found = ivy::multi_index_nest(&x, &[&["a"], &["b", "0"]]).unwrap();
    let got: Vec<Vec<f64>> = found.iter().map(|v| values(v.array().unwrap())).collect();
    assert_eq!(got, [vec![1.0, 2.0], vec![30.0]]);
    // {'a': 0, 'b': [1, [2, 3]], 'c': (4, 5)}, (('b', 1), 'a') -> [[2, 3], 0]
    let x = Container::new()
        .with("a", arr(&[0.0]))
        .with("b", list([n(1.0), nums(&[2.0, 3.0])]))
        .with("c", list([n(4.0), n(5.0)]));
    let found = ivy::multi_index_nest(&x, &[&["b", "1"], &["a"]]).unwrap();
    assert_eq!(
        flat(found[0].container().unwrap()),
        [("0".into(), vec![2.0]), ("1".into(), vec![3.0])]
    );
    assert_eq!(values(found[1].array().unwrap()), [0.0]);
    assert!(ivy::multi_index_nest(&x, &[&["a"], &["q"]]).is_err());
}

#[test]
fn nested_argwhere_as_ivys_examples() {
    // [[[1, -2, 3], 19], [[9, -36, 80], -10.19]], fn=abs: every leaf.
    let x = list([
        l([nums(&[1.0, -2.0, 3.0]), n(19.0)]),
        l([nums(&[9.0, -36.0, 80.0]), n(-10.19)]),
    ]);
    let abs = |v: &Node| truthy(&Node::Leaf(ivy::abs(v.array()?)?));
    let expected = keys(&[
        &["0", "0", "0"],
        &["0", "0", "1"],
        &["0", "0", "2"],
        &["0", "1"],
        &["1", "0", "0"],
        &["1", "0", "1"],
        &["1", "0", "2"],
        &["1", "1"],
    ]);
    assert_eq!(
        ivy::nested_argwhere(&x, abs, false, None).unwrap(),
        expected
    );
    // ([-5, 9, 2], [0.3, 4.]), stop_after_n_found=4 -> [[0, 0], [0, 1], [0, 2], [1, 0]]
    let x = list([nums(&[-5.0, 9.0, 2.0]), nums(&[0.3, 4.0])]);
    assert_eq!(
        ivy::nested_argwhere(&x, abs, false, Some(4)).unwrap(),
        keys(&[&["0", "0"], &["0", "1"], &["0", "2"], &["1", "0"]])
    );
    // {'a': [2., 0.6, -2.], 'b': [1., 4., 1.9], 'c': [9.4]}
    let x = Container::new()
        .with("a", nums(&[2.0, 0.6, -2.0]).into_container())
        .with("b", nums(&[1.0, 4.0, 1.9]).into_container())
        .with("c", nums(&[9.4]).into_container());
    assert_eq!(
        ivy::nested_argwhere(&x, abs, false, None).unwrap(),
        keys(&[
            &["a", "0"],
            &["a", "1"],
            &["a", "2"],
            &["b", "0"],
            &["b", "1"],
            &["b", "2"],
            &["c", "0"]
        ])
    );
    // A zero is false; with the nests, a nest follows its contents; the top level never.
    let x = list([nums(&[0.0, 1.0]), n(0.0)]);
    assert_eq!(
        ivy::nested_argwhere(&x, truthy, false, None).unwrap(),
        keys(&[&["0", "1"]])
    );
    let is_nest = |v: &Node| Ok(matches!(v, Node::Sub(_)));
    assert_eq!(
        ivy::nested_argwhere(&x, is_nest, true, None).unwrap(),
        keys(&[&["0"]])
    );
    assert!(
        ivy::nested_argwhere(&x, abs, false, Some(0))
            .unwrap()
            .is_empty()
    );
    // An error of fn is the result.
    assert!(ivy::nested_argwhere(&x, |v| v.container().map(|_| true), false, None).is_err());
}

#[test]
fn nested_any_stops_at_the_first_true() {
    let x = list([nums(&[0.0, 0.0]), n(0.0)]);
    assert!(!ivy::nested_any(&x, truthy, false).unwrap());
    let mut calls = 0;
    let y = list([nums(&[0.0, 1.0, 2.0]), n(3.0)]);
    let found = ivy::nested_any(
        &y,
        |v| {
            calls += 1;
            truthy(v)
        },
        false,
    )
    .unwrap();
    assert!(found);
    assert_eq!(calls, 2);
    // With the nests, the top level too (Ivy checks it last).
    let top = x.len();
    let is_top = |v: &Node| Ok(matches!(v, Node::Sub(c) if c.len() == top && c.get("1").is_some()));
    assert!(ivy::nested_any(&x, is_top, true).unwrap());
    assert!(!ivy::nested_any(&x, is_top, false).unwrap());
}

#[test]
fn copy_nest_copies_the_structure_and_shares_the_arrays() {
    // {'first': [23., 24., 25], 'second': [46., 48., 50]} copies to the same.
    let x = Container::new()
        .with("first", nums(&[23.0, 24.0, 25.0]).into_container())
        .with("second", nums(&[46.0, 48.0, 50.0]).into_container());
    let mut y = ivy::copy_nest(&x);
    assert_eq!(y.to_string(), x.to_string());
    ivy::prune_nest_at_index(&mut y, &["first", "0"]).unwrap();
    assert_eq!(ivy::all_nested_indices(&x, false).len(), 6);
    assert!(
        x.at("second/0")
            .unwrap()
            .same_native(y.at("second/0").unwrap())
    );
}

#[test]
fn nested_multi_map_reads_the_others_by_key() {
    let x = Container::new().with("a", arr(&[1.0])).with(
        "b",
        Container::new()
            .with("c", arr(&[2.0]))
            .with("d", arr(&[3.0])),
    );
    // Another order, and a key more.
    let y = Container::new()
        .with("z", arr(&[0.0]))
        .with(
            "b",
            Container::new()
                .with("d", arr(&[30.0]))
                .with("c", arr(&[20.0])),
        )
        .with("a", arr(&[10.0]));
    let mut chains = Vec::new();
    let sum = ivy::nested_multi_map(
        |xs, chain| {
            chains.push(chain.to_owned());
            ivy::add(xs[0], xs[1])
        },
        &[&x, &y],
        KeyChains::All,
        false,
    )
    .unwrap();
    assert_eq!(sum.to_string(), "a: [11.]\nb/c: [22.]\nb/d: [33.]\n");
    assert_eq!(chains, ["a", "b/c", "b/d"]);
    // Chains chosen: a sub-container's chain takes every leaf below it.
    let add = |xs: &[&Array], _: &str| ivy::add(xs[0], xs[1]);
    let only_b = ivy::nested_multi_map(add, &[&x, &y], KeyChains::Only(&["b"]), false).unwrap();
    assert_eq!(only_b.to_string(), "a: [1.]\nb/c: [22.]\nb/d: [33.]\n");
    let pruned = ivy::nested_multi_map(add, &[&x, &y], KeyChains::Except(&["b/c"]), true).unwrap();
    assert_eq!(pruned.to_string(), "a: [11.]\nb/d: [33.]\n");
    // A sub-container left empty by pruning goes too.
    let pruned = ivy::nested_multi_map(add, &[&x, &y], KeyChains::Only(&["a"]), true).unwrap();
    assert_eq!(pruned.to_string(), "a: [11.]\n");
    // A key the second lacks, or holds as another kind, is named.
    let e = ivy::nested_multi_map(add, &[&y, &x], KeyChains::All, false).unwrap_err();
    assert_eq!(
        e.to_string(),
        "containers do not share one structure: the second container lacks this key at `z`"
    );
    let w = Container::new()
        .with("a", Container::new())
        .with("b", arr(&[1.0]));
    let e = ivy::nested_multi_map(add, &[&x, &w], KeyChains::All, false).unwrap_err();
    assert!(
        e.to_string()
            .contains("an array in the first container, a container in the second at `a`"),
        "{e}"
    );
    // An error at a leaf names it.
    let e = ivy::nested_multi_map(
        |xs, _| ivy::add(xs[0], &arr(&[1.0, 2.0, 3.0])),
        &[&x],
        KeyChains::All,
        false,
    );
    assert!(e.is_ok());
    let bad = Container::new().with("k", Container::new().with("m", arr(&[1.0, 2.0])));
    let e = ivy::nested_multi_map(
        |xs, _| ivy::add(xs[0], &arr(&[1.0, 2.0, 3.0])),
        &[&bad],
        KeyChains::All,
        false,
    )
    .unwrap_err();
    assert!(
        matches!(&e, Error::AtLeaf { path, .. } if path == "k/m"),
        "{e:?}"
    );
    assert!(
        ivy::nested_multi_map(add, &[], KeyChains::All, false)
            .unwrap()
            .is_empty()
    );
}

#[test]
fn duplicate_array_index_chains_groups_one_array() {
    let shared = arr(&[1.0]);
    let other = arr(&[1.0]);
    let x = Container::new()
        .with("a", shared.clone())
        .with(
            "b",
            Container::new()
                .with("c", other.clone())
                .with("d", shared.clone()),
        )
        .with("e", other)
        .with("f", shared);
    assert_eq!(
        ivy::duplicate_array_index_chains(&x),
        [
            keys(&[&["a"], &["b", "d"], &["f"]]),
            keys(&[&["b", "c"], &["e"]])
        ]
    );
    assert!(ivy::duplicate_array_index_chains(&Container::new()).is_empty());
}

#[test]
fn prune_empty_removes_nests_left_empty() {
    let mut x = Container::new()
        .with(
            "a",
            Container::new().with("b", Container::new().with("c", Container::new())),
        )
        .with("d", arr(&[1.0]))
        .with(
            "e",
            Container::new()
                .with("f", Container::new())
                .with("g", arr(&[2.0])),
        );
    ivy::prune_empty(&mut x);
    assert_eq!(
        ivy::all_nested_indices(&x, true),
        keys(&[&["d"], &["e", "g"], &["e"]])
    );
    let mut empty = Container::new().with("a", Container::new());
    empty.prune_empty();
    assert!(empty.is_empty());
}

#[test]
fn container_map_and_its_kin_as_cont_map() {
    let x = sample();
    let mut chains = Vec::new();
    let y = x
        .map(|a, chain| {
            chains.push(chain.to_owned());
            ivy::multiply(a, 2.0)
        })
        .unwrap();
    assert_eq!(
        y.to_string(),
        "a: [2.]\nb/c: [4., 6.]\nb/d/e: [8.]\nf: [10.]\n"
    );
    assert_eq!(chains, ["a", "b/c", "b/d/e", "f"]);
    let neg = |a: &Array, _: &str| ivy::negative(a);
    // Leaves not chosen are kept, or pruned with the nests they leave empty.
    let kept = x
        .map_key_chains(neg, KeyChains::Only(&["b/d", "f"]), false)
        .unwrap();
    assert_eq!(
        kept.to_string(),
        "a: [1.]\nb/c: [2., 3.]\nb/d/e: [-4.]\nf: [-5.]\n"
    );
    let pruned = x
        .map_key_chains(neg, KeyChains::Except(&["b"]), true)
        .unwrap();
    assert_eq!(pruned.to_string(), "a: [-1.]\nf: [-5.]\n");
    // Sub-containers, each after its contents, then the whole.
    let mut seen = Vec::new();
    let z = x
        .map_sub_conts(|c, chain| {
            seen.push((chain.to_owned(), c.len()));
            Ok(c.with("n", arr(&[0.0])))
        })
        .unwrap();
    // Each level as it was, its sub-containers already mapped: `b` holds `c` and `d`.
    assert_eq!(
        seen,
        [
            ("b/d".to_owned(), 1),
            ("b".to_owned(), 2),
            (String::new(), 3)
        ]
    );
    assert_eq!(ivy::all_nested_indices(&z, false).len(), 7);
    let e = x
        .map_sub_conts(|c, chain| match chain {
            "b/d" => Err(Error::InvalidInput("no".into())),
            _ => Ok(c),
        })
        .unwrap_err();
    assert!(
        matches!(&e, Error::AtLeaf { path, .. } if path == "b/d"),
        "{e:?}"
    );
}

#[test]
fn operators_between_containers_as_ivys_examples() {
    // x = Container(a=[1, 2, 3], b=[2, 3, 4]); y = Container(a=[4, 5, 6], b=[5, 6, 7])
    let x = Container::new()
        .with("a", ivy::array![1, 2, 3].unwrap())
        .with("b", ivy::array![2, 3, 4].unwrap());
    let y = Container::new()
        .with("a", ivy::array![4, 5, 6].unwrap())
        .with("b", ivy::array![5, 6, 7].unwrap());
    assert_eq!(
        (&x + &y).unwrap().to_string(),
        "a: [5, 7, 9]\nb: [ 7,  9, 11]\n"
    );
    // Container(a=1, b=2) - Container(a=3, b=4) -> {a: -2, b: -2}; 1 + Container(a=3, b=4)
    // -> {a: 4, b: 5}.
    let p = Container::new()
        .with("a", ivy::array![1].unwrap())
        .with("b", ivy::array![2].unwrap());
    let q = Container::new()
        .with("a", ivy::array![3].unwrap())
        .with("b", ivy::array![4].unwrap());
    assert_eq!((&p - &q).unwrap().to_string(), "a: [-2]\nb: [-2]\n");
    assert_eq!((1i32 + &q).unwrap().to_string(), "a: [4]\nb: [5]\n");
    // Container(a=[[4.], [5.], [6.]], b=[[5.], [6.], [7.]]) + array([[1.1, 2.3, -3.6]])
    let col =
        |v: [f64; 3]| ivy::asarray(ivy::HostArray::new(vec![3, 1], v.to_vec()).unwrap()).unwrap();
    let x = Container::new()
        .with("a", col([4.0, 5.0, 6.0]))
        .with("b", col([5.0, 6.0, 7.0]));
    let row = ivy::asarray(ivy::HostArray::new(vec![1, 3], vec![1.1, 2.3, -3.6]).unwrap()).unwrap();
    let z = (&x + &row).unwrap();
    let expected_a = [5.1, 6.3, 0.4, 6.1, 7.3, 1.4, 7.1, 8.3, 2.4];
    let expected_b = [6.1, 7.3, 1.4, 7.1, 8.3, 2.4, 8.1, 9.3, 3.4];
    for (path, expected) in [("a", expected_a), ("b", expected_b)] {
        let got = z.at(path).unwrap();
        assert_eq!(got.shape(), [3, 3]);
        for (g, e) in values(got).iter().zip(expected) {
            assert!((g - e).abs() < 1e-12, "{path}: {g} vs {e}");
        }
    }
    // The array on the left; each operator its function; owned operands.
    let r = (&row - x.clone()).unwrap();
    assert!((values(r.at("a").unwrap())[0] - (1.1 - 4.0)).abs() < 1e-12);
    let i = Container::new().with("k", ivy::array![7, -7].unwrap());
    assert_eq!((&i % 3).unwrap().to_string(), "k: [1, 2]\n");
    assert_eq!((&i / 2).unwrap().to_string(), "k: [ 3.5, -3.5]\n");
    assert_eq!((&i & 3).unwrap().to_string(), "k: [3, 1]\n");
    assert_eq!((&i << 1).unwrap().to_string(), "k: [ 14, -14]\n");
    assert_eq!((-i.clone()).unwrap().to_string(), "k: [-7,  7]\n");
    assert_eq!((i * 2.0).unwrap().to_string(), "k: [ 14., -14.]\n");
    // Structures that differ, and a leaf that fails, are named.
    let e = (&p + &Container::new().with("a", ivy::array![1].unwrap())).unwrap_err();
    assert!(matches!(e, Error::ContainerStructure { .. }), "{e:?}");
    let two_rows = ivy::asarray(ivy::HostArray::new(vec![2, 1], vec![1.0, 2.0]).unwrap()).unwrap();
    let e = (&x + &two_rows).unwrap_err(); // [3, 1] and [2, 1] do not broadcast
    assert!(
        matches!(&e, Error::AtLeaf { path, .. } if path == "a"),
        "{e:?}"
    );
}
