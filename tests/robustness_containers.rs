//! Issue 10 item 8: containers of any depth, failing leaves that say where, and key paths that
//! name one leaf.

mod memory_limit;

use ivy::{Array, Container, Error, HostArray, Node};

fn arr(values: &[f32]) -> Array {
    ivy::init().unwrap();
    ivy::asarray(HostArray::from(values.to_vec())).unwrap()
}

fn first(a: &Array) -> f32 {
    match a.to_host().unwrap().into_parts().1 {
        ivy::HostData::Float32(v) => v[0],
        other => panic!("{other:?}"),
    }
}

/// `{"k": {"k": ... {"k": leaf}}}`, `depth` containers deep, built without recursion.
fn chain(depth: usize, leaf: Array) -> Container {
    let mut c = Container::new().with("k", leaf);
    for _ in 1..depth {
        c = Container::new().with("k", c);
    }
    c
}

const DEPTH: usize = 200_000;

/// Clone overflowed the stack at depth 100,000 and drop at 1,000,000 (less on a test thread's
/// 2 MB stack); `leaves()`, printing and nested calls took memory quadratic in the depth
/// (834 MB at 10,000) and recursed too. All of them now work at depth 200,000.
#[test]
fn a_container_200_000_levels_deep_works_everywhere() {
    let c = chain(DEPTH, arr(&[1.0]));
    let path = vec!["k"; DEPTH].join("/");

    let leaves = c.leaves();
    assert_eq!(leaves.len(), 1);
    assert_eq!(leaves[0].0, path);
    assert_eq!(first(c.at(&path).unwrap()), 1.0);

    let printed = c.to_string();
    assert!(
        printed.starts_with("k/k/k/") && printed.ends_with("]\n"),
        "{}",
        &printed[printed.len() - 20..]
    );
    let debug = format!("{c:?}");
    assert!(debug.starts_with("{\"k\": Sub({\"k\": Sub({") && debug.ends_with("})})}"));

    let copy = c.clone();
    assert_eq!(first(copy.at(&path).unwrap()), 1.0);
    drop(copy);

    // Nestable calls: over two deep containers (their structures compared level by level),
    // and with an array broadcast to the leaf.
    let sum = ivy::add::nested(&c, &c).unwrap().into_container().unwrap();
    assert_eq!(first(sum.at(&path).unwrap()), 2.0);
    let scaled = ivy::multiply::nested(&sum, &arr(&[3.0]))
        .unwrap()
        .into_container()
        .unwrap();
    assert_eq!(first(scaled.at(&path).unwrap()), 6.0);
    drop((sum, scaled));

    // Structures that differ only at the bottom: named there.
    let other = chain(DEPTH - 1, arr(&[1.0]));
    match ivy::add::nested(&c, &other).unwrap_err() {
        Error::ContainerStructure { path: at, .. } => {
            assert_eq!(at, vec!["k"; DEPTH - 1].join("/"))
        }
        e => panic!("{e:?}"),
    }
}

/// The deep container test again, in a child limited to 1 GiB of address space: memory
/// quadratic in the depth (834 MB at depth 10,000) would need hundreds of GB at 200,000.
#[test]
fn a_container_200_000_levels_deep_fits_in_a_gibibyte() {
    memory_limit::run_limited("a_container_200_000_levels_deep_works_everywhere", 1 << 20);
}

/// A failing leaf used to give the leaf's error alone; now it says which leaf.
#[test]
fn a_failing_leaf_names_its_key_path() {
    let c = Container::new()
        .with("a", arr(&[1.0, 2.0]))
        .with("b", Container::new().with("c", arr(&[1.0, 2.0, 3.0])));
    let err = ivy::add::nested(&c, &arr(&[1.0, 2.0])).unwrap_err();
    match &err {
        Error::AtLeaf { path, error } => {
            assert_eq!(path, "b/c");
            assert!(!matches!(**error, Error::AtLeaf { .. }));
        }
        other => panic!("{other:?}"),
    }
    assert!(err.to_string().starts_with("at `b/c`: "), "{err}");

    // The path of a deep leaf, too.
    let deep = chain(1000, arr(&[1.0, 2.0, 3.0]));
    match ivy::add::nested(&deep, &arr(&[1.0, 2.0])).unwrap_err() {
        Error::AtLeaf { path, .. } => assert_eq!(path, vec!["k"; 1000].join("/")),
        other => panic!("{other:?}"),
    }
}

/// The key `a/b` and the key `b` inside `a` both had the path `a/b`. A `/` (or `\`) inside a
/// key is now escaped in paths, so each path names one leaf.
#[test]
fn keys_with_slashes_have_paths_of_their_own() {
    let c = Container::new()
        .with("a/b", arr(&[1.0]))
        .with("a", Container::new().with("b", arr(&[2.0])))
        .with("back\\slash", arr(&[3.0]))
        .with("", Container::new().with("", arr(&[4.0])));
    let paths: Vec<String> = c.leaves().into_iter().map(|(p, _)| p).collect();
    assert_eq!(paths, ["a\\/b", "a/b", "back\\\\slash", "/"]);
    for (path, want) in paths.iter().zip([1.0, 2.0, 3.0, 4.0]) {
        assert_eq!(first(c.at(path).unwrap()), want, "{path}");
    }
    assert!(c.to_string().starts_with("a\\/b: "), "{c}");
    assert!(matches!(c.get("a/b"), Some(Node::Leaf(_))));

    // Structure errors name escaped paths as well.
    let other = Container::new()
        .with("a/b", arr(&[1.0]))
        .with("a", Container::new().with("x", arr(&[2.0])));
    match ivy::add::nested(&c, &other).unwrap_err() {
        Error::ContainerStructure { path, .. } => assert_eq!(path, "a/b"),
        e => panic!("{e:?}"),
    }
}

/// Issue 29, item 9: a key with a NUL or a newline was printed raw (a line per leaf no more,
/// a NUL on the terminal); control characters in keys now print escaped as in a Rust string,
/// while the paths `leaves()` gives and `at()` takes stay the keys themselves.
#[test]
fn control_characters_in_keys_print_escaped() {
    let c = Container::new().with("nul\0key", arr(&[1.0])).with(
        "two\nlines",
        Container::new().with("tab\there", arr(&[2.0])),
    );
    assert_eq!(
        c.to_string(),
        "nul\\0key: [1.]\ntwo\\nlines/tab\\there: [2.]\n"
    );
    assert_eq!(first(c.at("two\nlines/tab\there").unwrap()), 2.0);
}
