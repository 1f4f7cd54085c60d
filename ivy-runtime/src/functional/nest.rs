//! Nested containers (Ivy's `nest` module): mapping over them, indexing into them, and setting,
//! inserting, mapping and pruning values at indices. Every walk keeps its own stack
//! of open levels: no recursion, whatever the depth.

use std::ops::ControlFlow;

use ivy_macros::standalone;

use crate::container::{Leaf, NestArg, nest_map};
use crate::{Array, Container, Error, KeyChains, Nest, Node, Result};

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

/// An error of a nest function at `index[..=depth]`: what was wrong there.
fn bad_index(function: &str, index: &[&str], depth: usize, why: &str) -> Error {
    Error::InvalidInput(format!(
        "{function}: {why} at {:?}; the index must name keys from the top down",
        &index[..=depth.min(index.len().saturating_sub(1))]
    ))
}

/// The container that holds the last key of `index`, and that key. The keys before it must
/// name existing sub-containers, or with `create`, missing ones are made empty.
fn parent_mut<'n, 'i>(
    function: &str,
    nest: &'n mut Container,
    index: &[&'i str],
    create: bool,
) -> Result<(&'n mut Container, &'i str)> {
    let Some((last, path)) = index.split_last() else {
        return Err(Error::InvalidInput(format!(
            "{function}: the index is empty; give at least one key"
        )));
    };
    let mut level = nest;
    for (depth, key) in path.iter().enumerate() {
        match level.get(key) {
            Some(Node::Sub(_)) => {}
            Some(Node::Leaf(_)) => {
                return Err(bad_index(function, index, depth + 1, "an array has no keys"));
            }
            None if create => level.insert(*key, Container::new()),
            None => return Err(bad_index(function, index, depth, "no such key")),
        }
        let Some(Node::Sub(next)) = level.get_mut(key) else {
            unreachable!("a sub-container is at this key now")
        };
        level = next;
    }
    Ok((level, last))
}

/// Checks that there are as many values as indices, before anything is changed.
fn same_count(function: &str, indices: usize, values: usize) -> Result<()> {
    if indices == values {
        return Ok(());
    }
    Err(Error::InvalidInput(format!(
        "{function}: {indices} indices but {values} values; give one value per index"
    )))
}

/// Sets the value at `index` (keys from the top down) to `value`, in place (Ivy's
/// `set_nest_at_index` with `shallow=True`; clone the container first for Ivy's
/// `shallow=False`). The keys before the last must name sub-containers; the last replaces its
/// value, keeping its position, or is added at the end, as a dict's `nest[key] = value`.
///
/// ```
/// use ivy::Container;
///
/// // Ivy's documented example: `b` set to [3., 4.].
/// let mut x = Container::new()
///     .with("a", ivy::array![1., 2.]?)
///     .with("b", ivy::array![4., 5.]?);
/// ivy::set_nest_at_index(&mut x, &["b"], ivy::array![3., 4.]?)?;
/// assert_eq!(x.to_string(), "a: [1., 2.]\nb: [3., 4.]\n");
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn set_nest_at_index(
    nest: &mut Container,
    index: &[&str],
    value: impl Into<Node>,
) -> Result<()> {
    let (level, key) = parent_mut("set_nest_at_index", nest, index, false)?;
    level.insert(key, value);
    Ok(())
}

/// [`set_nest_at_index()`] at each index in turn, with the value in the same place of
/// `values` (Ivy's `set_nest_at_indices`; a count that differs is an error here, where Ivy
/// stops at the shorter). On an error `nest` is left as it was.
///
/// ```
/// use ivy::Container;
///
/// // Ivy's documented dict example, with arrays for the lists' elements.
/// let mut x = Container::new()
///     .with("a", Container::new().with("0", ivy::array![1.]?).with("1", ivy::array![2.]?))
///     .with("c", Container::new().with("0", ivy::array![0.]?));
/// let values = [ivy::array![11.]?, ivy::array![33.]?];
/// ivy::set_nest_at_indices(&mut x, &[&["a", "1"], &["c", "0"]], values)?;
/// assert_eq!(x.to_string(), "a/0: [1.]\na/1: [11.]\nc/0: [33.]\n");
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn set_nest_at_indices<V: Into<Node>>(
    nest: &mut Container,
    indices: &[&[&str]],
    values: impl IntoIterator<Item = V>,
) -> Result<()> {
    let values: Vec<V> = values.into_iter().collect();
    same_count("set_nest_at_indices", indices.len(), values.len())?;
    let mut changed = nest.clone();
    for (index, value) in indices.iter().zip(values) {
        let (level, key) = parent_mut("set_nest_at_indices", &mut changed, index, false)?;
        level.insert(key, value);
    }
    *nest = changed;
    Ok(())
}

/// Inserts `value` at `index`, in place, making the sub-containers on the way that are
/// missing (Ivy's `insert_into_nest_at_index` for dicts: a missing level becomes an empty
/// one). The last key replaces its value or is added at the end; an array on the way is an
/// error.
///
/// ```
/// use ivy::Container;
///
/// let mut x = Container::new().with("a", ivy::array![1]?);
/// ivy::insert_into_nest_at_index(&mut x, &["b", "c"], ivy::array![2]?)?;
/// assert_eq!(x.to_string(), "a: [1]\nb/c: [2]\n");
/// assert!(ivy::insert_into_nest_at_index(&mut x, &["a", "d"], ivy::array![3]?).is_err());
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn insert_into_nest_at_index(
    nest: &mut Container,
    index: &[&str],
    value: impl Into<Node>,
) -> Result<()> {
    let (level, key) = parent_mut("insert_into_nest_at_index", nest, index, true)?;
    level.insert(key, value);
    Ok(())
}

/// [`insert_into_nest_at_index()`] at each index in turn, with the value in the same place
/// of `values` (Ivy's `insert_into_nest_at_indices`); on an error `nest` is left as it was.
#[standalone]
pub fn insert_into_nest_at_indices<V: Into<Node>>(
    nest: &mut Container,
    indices: &[&[&str]],
    values: impl IntoIterator<Item = V>,
) -> Result<()> {
    let values: Vec<V> = values.into_iter().collect();
    same_count("insert_into_nest_at_indices", indices.len(), values.len())?;
    let mut changed = nest.clone();
    for (index, value) in indices.iter().zip(values) {
        let (level, key) = parent_mut("insert_into_nest_at_indices", &mut changed, index, true)?;
        level.insert(key, value);
    }
    *nest = changed;
    Ok(())
}

/// Replaces the value at `index` by `f` of it, in place (Ivy's `map_nest_at_index` with
/// `shallow=True`). The value is an array or a sub-container ([`Node`]); `f` returns either
/// (an `Array` or a `Container` converts). An index that names nothing is an error, as is an
/// error of `f`.
///
/// ```
/// use ivy::Container;
///
/// // Ivy's documented example: `b` mapped to [3., 4.].
/// let mut x = Container::new()
///     .with("a", ivy::array![1., 2.]?)
///     .with("b", ivy::array![4., 5.]?);
/// ivy::map_nest_at_index(&mut x, &["b"], |v| ivy::subtract(v.array()?, 1.))?;
/// assert_eq!(x.to_string(), "a: [1., 2.]\nb: [3., 4.]\n");
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn map_nest_at_index<R: Into<Node>>(
    nest: &mut Container,
    index: &[&str],
    f: impl FnOnce(&Node) -> Result<R>,
) -> Result<()> {
    map_at("map_nest_at_index", nest, index, f)
}

/// `f` at the value of `index`, in place.
fn map_at<R: Into<Node>>(
    function: &str,
    nest: &mut Container,
    index: &[&str],
    f: impl FnOnce(&Node) -> Result<R>,
) -> Result<()> {
    let (level, key) = parent_mut(function, nest, index, false)?;
    let Some(value) = level.get_mut(key) else {
        return Err(bad_index(function, index, index.len() - 1, "no such key"));
    };
    *value = f(value)?.into();
    Ok(())
}

/// [`map_nest_at_index()`] at each index in turn (Ivy's `map_nest_at_indices`): an index
/// named twice is mapped twice. On an error `nest` is left as it was.
///
/// ```
/// use ivy::Container;
///
/// // Ivy's documented dict example (`lambda x: x + 1` at `a/2`, `b/0`, `c/1`), one row each.
/// let mut x = Container::new()
///     .with("a", ivy::array![8., 16., 22.]?)
///     .with("b", ivy::array![10., 44., 81.]?)
///     .with("c", ivy::array![9., 75., 37.]?);
/// ivy::map_nest_at_indices(&mut x, &[&["a"], &["c"]], |v| ivy::add(v.array()?, 1.))?;
/// assert_eq!(x.to_string(), "a: [ 9., 17., 23.]\nb: [10., 44., 81.]\nc: [10., 76., 38.]\n");
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn map_nest_at_indices<R: Into<Node>>(
    nest: &mut Container,
    indices: &[&[&str]],
    mut f: impl FnMut(&Node) -> Result<R>,
) -> Result<()> {
    let mut changed = nest.clone();
    for index in indices {
        map_at("map_nest_at_indices", &mut changed, index, &mut f)?;
    }
    *nest = changed;
    Ok(())
}

/// Removes the value at `index` and returns it (Ivy's `prune_nest_at_index`, `del
/// nest[key]`); an index that names nothing is an error.
///
/// ```
/// use ivy::Container;
///
/// let mut x = Container::new()
///     .with("a", ivy::array![1]?)
///     .with("b", Container::new().with("c", ivy::array![2]?).with("d", ivy::array![3]?));
/// let pruned = ivy::prune_nest_at_index(&mut x, &["b", "c"])?;
/// assert_eq!(pruned.array()?.to_string(), "[2]");
/// assert_eq!(x.to_string(), "a: [1]\nb/d: [3]\n");
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn prune_nest_at_index(nest: &mut Container, index: &[&str]) -> Result<Node> {
    let function = "prune_nest_at_index";
    let (level, key) = parent_mut(function, nest, index, false)?;
    level
        .remove(key)
        .ok_or_else(|| bad_index(function, index, index.len() - 1, "no such key"))
}

/// Removes the values at `indices`, the deepest first (Ivy's `prune_nest_at_indices`, which
/// deletes deeper elements first), so an index below another that is pruned too is no error.
/// An index that names nothing is an error, and `nest` is left as it was.
///
/// ```
/// use ivy::Container;
///
/// let mut x = Container::new()
///     .with("a", ivy::array![1]?)
///     .with("b", Container::new().with("c", ivy::array![2]?))
///     .with("d", ivy::array![3]?);
/// ivy::prune_nest_at_indices(&mut x, &[&["b"], &["b", "c"], &["d"]])?;
/// assert_eq!(x.to_string(), "a: [1]\n");
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn prune_nest_at_indices(nest: &mut Container, indices: &[&[&str]]) -> Result<()> {
    let function = "prune_nest_at_indices";
    let mut order: Vec<&[&str]> = indices.to_vec();
    order.sort_by_key(|index| std::cmp::Reverse(index.len()));
    let mut changed = nest.clone();
    for index in order {
        let (level, key) = parent_mut(function, &mut changed, index, false)?;
        if level.remove(key).is_none() {
            return Err(bad_index(function, index, index.len() - 1, "no such key"));
        }
    }
    *nest = changed;
    Ok(())
}

/// The value at each of `indices`, in order (Ivy's `multi_index_nest`: [`index_nest()`] at
/// each); the first index that names nothing is the error.
///
/// ```
/// use ivy::{Container, Node};
///
/// // Ivy's documented container example: `('a', ('b', 0))`, `b` a container here.
/// let x = Container::new()
///     .with("a", ivy::array![1, 2]?)
///     .with("b", Container::new().with("0", ivy::array![30]?).with("1", ivy::array![40]?));
/// let found = ivy::multi_index_nest(&x, &[&["a"], &["b", "0"]])?;
/// let text: Vec<String> = found.iter().map(|v| v.array().unwrap().to_string()).collect();
/// assert_eq!(text, ["[1, 2]", "[30]"]);
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn multi_index_nest<'a>(nest: &'a Container, indices: &[&[&str]]) -> Result<Vec<&'a Node>> {
    indices.iter().map(|index| index_nest(nest, index)).collect()
}

/// Calls `visit` with the index and the value of every array of `nest`, depth first in order,
/// and with `check_nests` of every sub-container too, each after its contents (never the top
/// level), until `visit` says to stop or fails.
fn walk_nest(
    nest: &Container,
    check_nests: bool,
    mut visit: impl FnMut(&[String], &Node) -> Result<ControlFlow<()>>,
) -> Result<ControlFlow<()>> {
    // One frame per open level: its entries left to visit, and the node that holds it (none
    // for the top level). `keys` is the index of the innermost open level.
    let mut stack: Vec<(_, Option<&Node>)> = vec![(nest.entries(), None)];
    let mut keys: Vec<String> = Vec::new();
    while let Some((level, _)) = stack.last_mut() {
        match level.next() {
            Some((key, node @ Node::Leaf(_))) => {
                keys.push(key.to_owned());
                let flow = visit(&keys, node)?;
                keys.pop();
                if flow.is_break() {
                    return Ok(flow);
                }
            }
            Some((key, node @ Node::Sub(c))) => {
                keys.push(key.to_owned());
                stack.push((c.entries(), Some(node)));
            }
            None => {
                let Some((_, holder)) = stack.pop() else { break };
                if let Some(node) = holder {
                    if check_nests && visit(&keys, node)?.is_break() {
                        return Ok(ControlFlow::Break(()));
                    }
                    keys.pop();
                }
            }
        }
    }
    Ok(ControlFlow::Continue(()))
}

/// The index of every array of `nest` for which `f` is true, depth first in order, and with
/// `check_nests` of every sub-container too, each after its contents (never the top level);
/// at most `stop_after_n_found` of them (Ivy's `nested_argwhere`, whose `fn` returns a truth
/// value: here `f` returns `Result<bool>`, and its error is the result).
///
/// ```
/// use ivy::Container;
///
/// let x = Container::new()
///     .with("a", ivy::array![2., 0.6, -2.]?)
///     .with("b", Container::new().with("c", ivy::array![9.4]?).with("d", ivy::array![1., 4.]?))
///     .with("e", ivy::array![1., 1.9]?);
/// let long = |v: &ivy::Node| Ok(v.array()?.size() > 1);
/// assert_eq!(ivy::nested_argwhere(&x, long, false, None)?, [vec!["a"], vec!["b", "d"], vec!["e"]]);
/// assert_eq!(ivy::nested_argwhere(&x, long, false, Some(2))?, [vec!["a"], vec!["b", "d"]]);
/// // With the nests: `b` after its contents.
/// let any = |_: &ivy::Node| Ok(true);
/// assert_eq!(ivy::nested_argwhere(&x, any, true, None)?.len(), 5);
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn nested_argwhere(
    nest: &Container,
    mut f: impl FnMut(&Node) -> Result<bool>,
    check_nests: bool,
    stop_after_n_found: Option<usize>,
) -> Result<Vec<Vec<String>>> {
    let mut found = Vec::new();
    if stop_after_n_found == Some(0) {
        return Ok(found);
    }
    let _finished_or_stopped = walk_nest(nest, check_nests, |index, node| {
        if f(node)? {
            found.push(index.to_vec());
            if Some(found.len()) == stop_after_n_found {
                return Ok(ControlFlow::Break(()));
            }
        }
        Ok(ControlFlow::Continue(()))
    })?;
    Ok(found)
}

/// Whether `f` is true for any array of `nest`, and with `check_nests` for any sub-container
/// or `nest` itself (Ivy's `nested_any`); it stops at the first true.
///
/// ```
/// use ivy::Container;
///
/// let x = Container::new()
///     .with("a", ivy::array![1]?)
///     .with("b", Container::new().with("c", ivy::array![1, 2]?));
/// assert!(ivy::nested_any(&x, |v| Ok(v.array()?.size() == 2), false)?);
/// assert!(!ivy::nested_any(&x, |v| Ok(v.array()?.size() == 3), false)?);
/// // With the nests: `b` has one entry.
/// assert!(ivy::nested_any(&x, |v| Ok(matches!(v, ivy::Node::Sub(c) if c.len() == 1)), true)?);
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn nested_any(
    nest: &Container,
    mut f: impl FnMut(&Node) -> Result<bool>,
    check_nests: bool,
) -> Result<bool> {
    let flow = walk_nest(nest, check_nests, |_, node| {
        Ok(match f(node)? {
            true => ControlFlow::Break(()),
            false => ControlFlow::Continue(()),
        })
    })?;
    // Ivy checks the top level last, as a nest of its own.
    Ok(flow.is_break() || (check_nests && f(&Node::Sub(nest.clone()))?))
}

/// A copy of `nest`'s structure whose arrays are `nest`'s own (Ivy's `copy_nest`: the nests
/// are copied, the leaves are not), as [`Container::clone`]: a change to the copy's structure
/// leaves `nest` as it was, and an array written in place (`out=`) is seen by both.
///
/// ```
/// use ivy::Container;
///
/// let x = Container::new().with("a", ivy::array![1]?);
/// let mut y = ivy::copy_nest(&x);
/// y.insert("b", ivy::array![2]?);
/// assert_eq!((x.len(), y.len()), (1, 2));
/// assert!(x.at("a").unwrap().same_native(y.at("a").unwrap()));
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn copy_nest(nest: &Container) -> Container {
    nest.clone()
}

/// `f(arrays, key_chain)` over identically keyed containers (Ivy's `nested_multi_map`; see
/// [`Container::multi_map`], which this is): `arrays` holds the leaf at `key_chain` in each
/// of `nests`; `chains` picks the leaves `f` applies to, and a leaf it does not apply to keeps
/// the first container's array, or with `prune_unapplied` is left out.
///
/// ```
/// use ivy::{Container, KeyChains};
///
/// let x = Container::new().with("a", ivy::array![1]?).with("b", ivy::array![2]?);
/// let y = Container::new().with("a", ivy::array![10]?).with("b", ivy::array![20]?);
/// let sum = ivy::nested_multi_map(|xs, _| ivy::add(xs[0], xs[1]), &[&x, &y],
///     KeyChains::Only(&["b"]), false)?;
/// assert_eq!(sum.to_string(), "a: [1]\nb: [22]\n");
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn nested_multi_map(
    f: impl FnMut(&[&Array], &str) -> Result<Array>,
    nests: &[&Container],
    chains: KeyChains<'_>,
    prune_unapplied: bool,
) -> Result<Container> {
    Container::multi_map(nests, f, chains, prune_unapplied)
}

/// The indices of `nest`'s arrays grouped by array: one group per distinct array (one
/// native array, [`Array::same_native`], as Ivy's `is`), in the order first met, each with
/// every index that holds it (Ivy's `duplicate_array_index_chains`).
///
/// ```
/// use ivy::Container;
///
/// let shared = ivy::array![1]?;
/// let x = Container::new()
///     .with("a", shared.clone())
///     .with("b", Container::new().with("c", ivy::array![1]?).with("d", shared));
/// assert_eq!(
///     ivy::duplicate_array_index_chains(&x),
///     [vec![vec!["a"], vec!["b", "d"]], vec![vec!["b", "c"]]]
/// );
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn duplicate_array_index_chains(nest: &Container) -> Vec<Vec<Vec<String>>> {
    let mut groups: Vec<(&Array, Vec<Vec<String>>)> = Vec::new();
    let mut stack = vec![nest.entries()];
    let mut keys: Vec<String> = Vec::new();
    while let Some(level) = stack.last_mut() {
        match level.next() {
            Some((key, Node::Leaf(a))) => {
                let mut index = keys.clone();
                index.push(key.to_owned());
                match groups.iter_mut().find(|(b, _)| a.same_native(b)) {
                    Some((_, indices)) => indices.push(index),
                    None => groups.push((a, vec![index])),
                }
            }
            Some((key, Node::Sub(c))) => {
                keys.push(key.to_owned());
                stack.push(c.entries());
            }
            None => {
                stack.pop();
                keys.pop();
            }
        }
    }
    groups.into_iter().map(|(_, indices)| indices).collect()
}

/// `nest` with every empty sub-container removed, and every one left empty by that (Ivy's
/// `prune_empty`; see [`Container::prune_empty`], which this is, in place).
///
/// ```
/// use ivy::Container;
///
/// let mut x = Container::new()
///     .with("a", Container::new())
///     .with("b", Container::new().with("c", ivy::array![1]?).with("d", Container::new()));
/// ivy::prune_empty(&mut x);
/// assert_eq!(ivy::all_nested_indices(&x, true), [vec!["b", "c"], vec!["b"]]);
/// # Ok::<(), ivy::Error>(())
/// ```
#[standalone]
pub fn prune_empty(nest: &mut Container) {
    nest.prune_empty();
}
