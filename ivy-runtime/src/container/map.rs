//! Ivy's `cont_map` and its friends: a function over the leaves of one container or of several
//! in step, chosen by key chain, with the leaves not chosen kept or pruned; a function over
//! the sub-containers; and pruning empty sub-containers. Every walk keeps its own stack.

use super::{Container, Entry, Node, ordinal, push_key};
use crate::array::Array;
use crate::error::{Error, Result};

/// Which leaves a map applies its function to, by key chain (Ivy's `key_chains` with
/// `to_apply`). A key chain is a key path as [`Container::leaves`] writes it (`"a/b"`); it
/// names a leaf, or a sub-container and so every leaf below it. (Ivy's `cont_map` matches
/// leaves' chains exactly, its `nested_multi_map` by string prefix; a chain here matches whole
/// keys, so `"a"` chooses `a/b` but not `ab`.)
#[derive(Clone, Copy, Debug, Default)]
pub enum KeyChains<'a> {
    /// Every leaf (Ivy's `key_chains=None`).
    #[default]
    All,
    /// Only the leaves the chains name (`to_apply=True`).
    Only(&'a [&'a str]),
    /// Every leaf but those the chains name (`to_apply=False`).
    Except(&'a [&'a str]),
}

impl KeyChains<'_> {
    /// Whether the function applies to the leaf at key path `path`.
    fn applies(&self, path: &str) -> bool {
        let named = |chains: &[&str]| {
            chains.iter().any(|c| {
                path.strip_prefix(c)
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
            })
        };
        match self {
            KeyChains::All => true,
            KeyChains::Only(chains) => named(chains),
            KeyChains::Except(chains) => !named(chains),
        }
    }
}

impl Container {
    /// A container of this one's structure holding `f(array, key_path)` of each of its arrays
    /// (Ivy's `cont_map`; `key_path` as [`Container::leaves`] writes it). An error of `f` names
    /// the leaf's key path.
    ///
    /// ```
    /// use ivy::Container;
    ///
    /// let x = Container::new()
    ///     .with("a", ivy::array![1, 2]?)
    ///     .with("b", Container::new().with("c", ivy::array![3]?));
    /// let y = x.map(|a, _| ivy::multiply(a, 2))?;
    /// assert_eq!(y.to_string(), "a: [2, 4]\nb/c: [6]\n");
    /// // Only `b` and what is below it; the rest pruned.
    /// let z = x.map_key_chains(|a, _| ivy::negative(a), ivy::KeyChains::Only(&["b"]), true)?;
    /// assert_eq!(z.to_string(), "b/c: [-3]\n");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn map(&self, mut f: impl FnMut(&Array, &str) -> Result<Array>) -> Result<Container> {
        multi_map(&[self], KeyChains::All, false, &mut |xs, path| {
            f(xs[0], path)
        })
    }

    /// [`Container::map`] over the leaves `chains` chooses; a leaf not chosen is kept as it is,
    /// or left out with `prune_unapplied` (and with it a sub-container left empty), as Ivy's
    /// `cont_map(func, key_chains, to_apply, prune_unapplied)`.
    pub fn map_key_chains(
        &self,
        mut f: impl FnMut(&Array, &str) -> Result<Array>,
        chains: KeyChains<'_>,
        prune_unapplied: bool,
    ) -> Result<Container> {
        multi_map(&[self], chains, prune_unapplied, &mut |xs, path| {
            f(xs[0], path)
        })
    }

    /// `f(arrays, key_path)` at every leaf of the first container, `arrays` the leaf at that
    /// key path in each container, in order (Ivy's `cont_multi_map` and `nested_multi_map`): the
    /// other containers are read by key, so they may hold more keys than the first, in any
    /// order; a key of the first that one lacks is an error naming it. `chains` and
    /// `prune_unapplied` as in [`Container::map_key_chains`] (a leaf not chosen keeps the first
    /// container's array). No container gives an empty container.
    ///
    /// ```
    /// use ivy::{Container, KeyChains};
    ///
    /// let x = Container::new().with("a", ivy::array![1]?).with("b", ivy::array![2]?);
    /// let y = Container::new().with("b", ivy::array![20]?).with("a", ivy::array![10]?);
    /// let sum = Container::multi_map(&[&x, &y], |xs, _| ivy::add(xs[0], xs[1]), KeyChains::All, false)?;
    /// assert_eq!(sum.to_string(), "a: [11]\nb: [22]\n");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn multi_map(
        containers: &[&Container],
        mut f: impl FnMut(&[&Array], &str) -> Result<Array>,
        chains: KeyChains<'_>,
        prune_unapplied: bool,
    ) -> Result<Container> {
        multi_map(containers, chains, prune_unapplied, &mut f)
    }

    /// `f(sub_container, key_path)` on every sub-container, each after its contents, and last
    /// on the whole container with the key path `""` (Ivy's `cont_map_sub_conts` with
    /// `include_self=True`): the result of `f` takes the sub-container's place. An error of
    /// `f` names the key path.
    ///
    /// ```
    /// use ivy::Container;
    ///
    /// let x = Container::new()
    ///     .with("a", ivy::array![1]?)
    ///     .with("b", Container::new().with("c", ivy::array![2]?));
    /// // Tag every level with how many entries it had.
    /// let y = x.map_sub_conts(|c, _| {
    ///     let n = c.len() as i32;
    ///     Ok(c.with("n", ivy::array![n]?))
    /// })?;
    /// assert_eq!(y.to_string(), "a: [1]\nb/c: [2]\nb/n: [1]\nn: [2]\n");
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn map_sub_conts(
        &self,
        mut f: impl FnMut(Container, &str) -> Result<Container>,
    ) -> Result<Container> {
        let mut path = String::new();
        // One frame per open level: the original, the next entry, the copy so far, and the
        // length of the level's own key path.
        let mut stack: Vec<(&Container, usize, Container, usize)> =
            vec![(self, 0, self.empty_like(), 0)];
        loop {
            let depth = stack.len() - 1;
            let Some((original, next, copy, base)) = stack.last_mut() else {
                unreachable!("the top level is finished last, and returned")
            };
            if let Some((key, node)) = original.entries.get(*next) {
                *next += 1;
                match node {
                    Node::Leaf(a) => copy.entries.push((key.clone(), Node::Leaf(a.clone()))),
                    Node::Sub(c) => {
                        let base = *base;
                        path.truncate(base);
                        push_key(&mut path, depth, key);
                        stack.push((c, 0, c.empty_like(), path.len()));
                    }
                }
                continue;
            }
            let Some((_, _, done, base)) = stack.pop() else {
                unreachable!("the stack is not empty here")
            };
            path.truncate(base);
            let mapped = f(done, &path).map_err(|error| match base {
                0 => error,
                _ => Error::AtLeaf {
                    path: path.clone(),
                    error: Box::new(error),
                },
            })?;
            match stack.last_mut() {
                None => return Ok(mapped),
                Some((original, next, copy, _)) => {
                    let key = original.entries[*next - 1].0.clone();
                    copy.entries.push((key, Node::Sub(mapped)));
                }
            }
        }
    }

    /// Removes every empty sub-container, and every one left empty by that, at any depth
    /// (Ivy's `prune_empty` and `cont_prune_empty`; a container with no arrays at all ends
    /// empty, where Ivy returns `None`).
    ///
    /// ```
    /// use ivy::Container;
    ///
    /// let mut x = Container::new()
    ///     .with("a", ivy::array![1]?)
    ///     .with("b", Container::new().with("c", Container::new()));
    /// x.prune_empty();
    /// assert_eq!(ivy::all_nested_indices(&x, true), [vec!["a"]]);
    /// # Ok::<(), ivy::Error>(())
    /// ```
    pub fn prune_empty(&mut self) {
        let mut top = std::mem::take(self);
        // One frame per open level: the entries left to look at, those kept, and the level's
        // key in its parent.
        let mut stack: Vec<(std::vec::IntoIter<Entry>, Container, String)> = vec![(
            std::mem::take(&mut top.entries).into_iter(),
            Container::new(),
            String::new(),
        )];
        loop {
            let Some((rest, kept, _)) = stack.last_mut() else {
                unreachable!("the top level is finished last, and returned")
            };
            match rest.next() {
                Some((key, Node::Leaf(a))) => kept.entries.push((key, Node::Leaf(a))),
                Some((key, Node::Sub(mut c))) => {
                    let entries = std::mem::take(&mut c.entries);
                    stack.push((entries.into_iter(), Container::new(), key));
                }
                None => {
                    let Some((_, done, key)) = stack.pop() else {
                        unreachable!("the stack is not empty here")
                    };
                    match stack.last_mut() {
                        None => {
                            *self = done;
                            return;
                        }
                        Some((_, parent, _)) => {
                            if !done.is_empty() {
                                parent.entries.push((key, Node::Sub(done)));
                            }
                        }
                    }
                }
            }
        }
    }
}

/// One open level of [`multi_map`]: the level in each container, the next entry of the first,
/// the results so far, and the length of the level's key path.
struct Frame<'a> {
    of: Vec<&'a Container>,
    next: usize,
    out: Container,
    base: usize,
}

/// The walk behind [`Container::multi_map`], [`Container::map`] and their kin, once for every
/// closure type.
fn multi_map(
    containers: &[&Container],
    chains: KeyChains<'_>,
    prune_unapplied: bool,
    f: &mut dyn FnMut(&[&Array], &str) -> Result<Array>,
) -> Result<Container> {
    let Some(first) = containers.first() else {
        return Ok(Container::new());
    };
    let mut path = String::new();
    let mut stack = vec![Frame {
        of: containers.to_vec(),
        next: 0,
        out: first.empty_like(),
        base: 0,
    }];
    let mut arrays = Vec::with_capacity(containers.len());
    loop {
        let depth = stack.len() - 1;
        let Some(top) = stack.last_mut() else {
            unreachable!("the top level is finished last, and returned")
        };
        let level: &Container = top.of[0];
        let Some((key, node)) = level.entries.get(top.next) else {
            let Some(done) = stack.pop() else {
                unreachable!("the stack is not empty here")
            };
            match stack.last_mut() {
                None => return Ok(done.out),
                Some(parent) => {
                    if !(prune_unapplied && done.out.is_empty()) {
                        let key = parent.of[0].entries[parent.next - 1].0.clone();
                        parent.out.entries.push((key, Node::Sub(done.out)));
                    }
                }
            }
            continue;
        };
        top.next += 1;
        path.truncate(top.base);
        push_key(&mut path, depth, key);
        // The same key in every container, holding the same kind of value.
        let mut subs = Vec::new();
        arrays.clear();
        for (n, &c) in top.of.iter().enumerate() {
            let which = || ordinal(n + 1);
            let mismatch = |detail: String| Error::ContainerStructure {
                path: path.clone(),
                detail,
            };
            match (node, c.get(key)) {
                (_, None) => {
                    return Err(mismatch(format!(
                        "the {} container lacks this key",
                        which()
                    )));
                }
                (Node::Leaf(_), Some(Node::Leaf(a))) => arrays.push(a),
                (Node::Sub(_), Some(Node::Sub(s))) => subs.push(s),
                (Node::Leaf(_), Some(Node::Sub(_))) => {
                    return Err(mismatch(format!(
                        "an array in the first container, a container in the {}",
                        which()
                    )));
                }
                (Node::Sub(_), Some(Node::Leaf(_))) => {
                    return Err(mismatch(format!(
                        "a container in the first container, an array in the {}",
                        which()
                    )));
                }
            }
        }
        match node {
            Node::Sub(c) => {
                let base = path.len();
                stack.push(Frame {
                    of: subs,
                    next: 0,
                    out: c.empty_like(),
                    base,
                });
            }
            Node::Leaf(first_leaf) => {
                let value = if chains.applies(&path) {
                    f(&arrays, &path).map_err(|error| Error::AtLeaf {
                        path: path.clone(),
                        error: Box::new(error),
                    })?
                } else if prune_unapplied {
                    continue;
                } else {
                    first_leaf.clone()
                };
                top.out.entries.push((key.clone(), Node::Leaf(value)));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::KeyChains;

    #[test]
    fn a_key_chain_matches_whole_keys() {
        let only = KeyChains::Only(&["a", "b/c"]);
        for (path, chosen) in [
            ("a", true),
            ("a/x", true),
            ("ab", false),
            ("b/c", true),
            ("b/c/d", true),
            ("b/cd", false),
            ("b", false),
            ("a\\/b", false),
        ] {
            assert_eq!(only.applies(path), chosen, "{path}");
            assert_eq!(KeyChains::Except(&["a", "b/c"]).applies(path), !chosen);
        }
        assert!(KeyChains::All.applies("anything"));
    }
}
