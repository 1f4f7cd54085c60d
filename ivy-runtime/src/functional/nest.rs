//! Nested containers: mapping over them and indexing into them. Every walk keeps its own stack
//! of open levels: no recursion, whatever the depth.

use ivy_macros::standalone;

use crate::container::{Leaf, NestArg, nest_map};
use crate::{Array, Container, Error, Nest, Node, Result};

/// A container of `x`'s structure holding `f` of each of its arrays (Ivy's `nested_map` over a
/// container; the leaves are visited depth first, in order). An error of `f` names the leaf's
/// key path.
///
/// ```
/// use ivy::Container;
///
/// let x = Container::new()
///     .with("a", ivy::array![1, 2]?)
///     .with("b", Container::new().with("c", ivy::array![3]?));
/// let y = ivy::nested_map(|a| ivy::multiply(a, 10), &x)?;
/// assert_eq!(y.to_string(), "a: [10, 20]\nb/c: [30]\n");
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn nested_map(mut f: impl FnMut(&Array) -> Result<Array>, x: &Container) -> Result<Container> {
    let mapped = nest_map(&[NestArg::Container(x)], |leaves: &[Leaf<'_>]| {
        f(leaves[0].array("nested_map", || "x")?)
    })?;
    match mapped {
        Nest::Container(c) => Ok(c),
        Nest::Array(_) => Err(Error::InvalidInput(
            "nested_map: mapping a container gave no container".to_owned(),
        )),
    }
}

/// The value at `index` in `nest`: the keys from the top down (Ivy's `index_nest`, whose
/// index is a sequence of keys for dicts). An empty index is an error, as is a key that is not
/// there (the error names the path up to it) or a key below an array.
///
/// ```
/// use ivy::{Container, Node};
///
/// let x = Container::new().with("a", Container::new().with("b", ivy::array![1, 2]?));
/// assert!(matches!(ivy::index_nest(&x, &["a", "b"])?, Node::Leaf(a) if a.size() == 2));
/// assert!(matches!(ivy::index_nest(&x, &["a"])?, Node::Sub(_)));
/// assert!(ivy::index_nest(&x, &["a", "c"]).is_err());
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn index_nest<'a>(nest: &'a Container, index: &[&str]) -> Result<&'a Node> {
    let invalid = |depth: usize, why: &str| {
        Error::InvalidInput(format!(
            "index_nest: {why} at {:?}; the index must name existing keys from the top down",
            &index[..=depth]
        ))
    };
    let Some((last, path)) = index.split_last() else {
        return Err(Error::InvalidInput(
            "index_nest: the index is empty; give at least one key".to_owned(),
        ));
    };
    let mut level = nest;
    for (depth, key) in path.iter().enumerate() {
        level = match level.get(key) {
            Some(Node::Sub(c)) => c,
            Some(Node::Leaf(_)) => return Err(invalid(depth + 1, "an array has no keys")),
            None => return Err(invalid(depth, "no such key")),
        };
    }
    level
        .get(last)
        .ok_or_else(|| invalid(path.len(), "no such key"))
}

/// The index ([`index_nest()`]'s keys) of every array in `nest`, depth first in order; with
/// `include_nests`, of every sub-container too, each after its contents (as Ivy's
/// `all_nested_indices`, which lists a nest after what it holds, and never the top level).
///
/// ```
/// use ivy::Container;
///
/// let x = Container::new()
///     .with("a", ivy::array![1]?)
///     .with("b", Container::new().with("c", ivy::array![2]?));
/// assert_eq!(ivy::all_nested_indices(&x, false), [vec!["a"], vec!["b", "c"]]);
/// assert_eq!(
///     ivy::all_nested_indices(&x, true),
///     [vec!["a"], vec!["b", "c"], vec!["b"]]
/// );
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn all_nested_indices(nest: &Container, include_nests: bool) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    // One frame per open level: its entries, left to visit. `keys` is the index of the
    // innermost open level.
    let mut stack = vec![nest.entries()];
    let mut keys: Vec<String> = Vec::new();
    while let Some(level) = stack.last_mut() {
        match level.next() {
            Some((key, Node::Leaf(_))) => {
                let mut index = keys.clone();
                index.push(key.to_owned());
                found.push(index);
            }
            Some((key, Node::Sub(c))) => {
                keys.push(key.to_owned());
                stack.push(c.entries());
            }
            None => {
                stack.pop();
                // The level just finished is listed after its contents (not the top level).
                if !stack.is_empty() {
                    if include_nests {
                        found.push(keys.clone());
                    }
                    keys.pop();
                }
            }
        }
    }
    found
}
