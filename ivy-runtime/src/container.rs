//! `Container` (seed 002, "nestable"): a nested, ordered map of named arrays, and the mapping of
//! a function over the leaves of several containers.
//!
//! Containers may be nested as deep as memory allows, so nothing here recurses: every walk
//! (leaves, printing, nestable calls, structure checks, clone and drop) keeps its own stack of
//! open levels, and works in memory proportional to the depth, not to its square.

use std::borrow::Cow;
use std::fmt;

use crate::array::Array;
use crate::array::ArrayLike;
use crate::error::{Error, Result};
use crate::outputs::Outputs;
use crate::scalar::Scalar;

mod map;

pub use map::KeyChains;

/// A nested, ordered map from names to arrays or sub-containers.
///
/// A nestable function (`f::nested`) accepts a container wherever the function accepts an
/// array and applies the function leaf by leaf. Several containers passed together must share
/// one structure (same keys, in the same order, at every level); an array or scalar passed next
/// to containers is used for every leaf.
///
/// A leaf is named by its *key path*: the keys from the top down, joined by `/`. A key that
/// itself contains `/` or `\` has them escaped with `\` in a path (the key `a/b` is `a\/b`), so
/// a path always names one leaf.
#[derive(Default)]
pub struct Container {
    entries: Vec<Entry>,
}

/// A key and its value.
type Entry = (String, Node);

/// One value of a container.
#[derive(Clone, Debug)]
pub enum Node {
    /// An array.
    Leaf(Array),
    /// A nested container.
    Sub(Container),
}

impl Container {
    /// An empty container.
    pub fn new() -> Container {
        Container::default()
    }

    /// The container with `key` set to an array (replacing any value it had).
    pub fn with(mut self, key: impl Into<String>, value: impl Into<Node>) -> Container {
        self.insert(key, value);
        self
    }

    /// Sets `key`, keeping its position if it exists, else appending it.
    pub fn insert(&mut self, key: impl Into<String>, value: impl Into<Node>) {
        let key = key.into();
        let value = value.into();
        match self.entries.iter_mut().find(|(k, _)| *k == key) {
            Some(entry) => entry.1 = value,
            None => self.entries.push((key, value)),
        }
    }

    /// The value at `key`.
    pub fn get(&self, key: &str) -> Option<&Node> {
        self.entries.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// The value at `key`, to change in place.
    pub fn get_mut(&mut self, key: &str) -> Option<&mut Node> {
        self.entries
            .iter_mut()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
    }

    /// Removes `key` and returns its value; the other entries keep their order.
    pub fn remove(&mut self, key: &str) -> Option<Node> {
        let i = self.entries.iter().position(|(k, _)| k == key)?;
        Some(self.entries.remove(i).1)
    }

    /// The array at a key path, e.g. `"layer1/weight"` (keys joined by `/`, a `/` or `\` inside
    /// a key escaped with `\`, as [`Container::leaves`] writes them).
    pub fn at(&self, path: &str) -> Option<&Array> {
        let mut current = self;
        let mut rest = path;
        loop {
            let (key, more) = first_key(rest);
            match (current.get(&key)?, more) {
                (Node::Sub(c), Some(more)) => {
                    current = c;
                    rest = more;
                }
                (Node::Leaf(a), None) => return Some(a),
                // A leaf ends the path (keys left over name nothing); a container is no array.
                _ => return None,
            }
        }
    }

    /// The entries in order.
    pub fn entries(&self) -> impl Iterator<Item = (&str, &Node)> {
        self.entries.iter().map(|(k, v)| (k.as_str(), v))
    }

    /// The number of entries at the top level.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the container has no entries.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Every leaf with its key path, depth first, in order.
    pub fn leaves(&self) -> Vec<(String, &Array)> {
        let mut out = Vec::new();
        self.for_each_leaf(|path, a| {
            out.push((path.to_owned(), a));
            Ok::<(), std::convert::Infallible>(())
        })
        .unwrap_or_else(|never| match never {});
        out
    }

    /// An empty container with room for as many entries as this one has.
    fn empty_like(&self) -> Container {
        Container {
            entries: Vec::with_capacity(self.entries.len()),
        }
    }

    /// Calls `visit` with the key path and the array of every leaf, depth first, in order,
    /// stopping at its first error. One path buffer serves every leaf: it grows and shrinks
    /// with the depth.
    fn for_each_leaf<'a, E>(
        &'a self,
        mut visit: impl FnMut(&str, &'a Array) -> Result<(), E>,
    ) -> Result<(), E> {
        let mut path = String::new();
        // One frame per open level: its entries, the next one to visit, and the length of the
        // path up to the level.
        let mut stack: Vec<(&'a [Entry], usize, usize)> = vec![(&self.entries, 0, 0)];
        while let Some(&(entries, next, base)) = stack.last() {
            let Some((key, node)) = entries.get(next) else {
                stack.pop();
                continue;
            };
            let depth = stack.len() - 1;
            if let Some(top) = stack.last_mut() {
                top.1 += 1;
            }
            path.truncate(base);
            push_key(&mut path, depth, key);
            match node {
                Node::Leaf(a) => visit(&path, a)?,
                Node::Sub(c) => stack.push((&c.entries, 0, path.len())),
            }
        }
        Ok(())
    }
}

/// Appends `key` to a key path at `depth` (0 for the top level): a `/` before it unless it is
/// first, and `/` and `\` inside it escaped with `\`.
fn push_key(path: &mut String, depth: usize, key: &str) {
    if depth > 0 {
        path.push('/');
    }
    for c in key.chars() {
        if matches!(c, '/' | '\\') {
            path.push('\\');
        }
        path.push(c);
    }
}

/// The key path of `keys`, from the top down.
fn key_path<'k>(keys: impl IntoIterator<Item = &'k str>) -> String {
    let mut path = String::new();
    for (depth, key) in keys.into_iter().enumerate() {
        push_key(&mut path, depth, key);
    }
    path
}

/// The first key of a key path (unescaped), and the rest of the path after its `/`, if any.
fn first_key(path: &str) -> (Cow<'_, str>, Option<&str>) {
    let mut key: Option<String> = None;
    let mut chars = path.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '/' => {
                let key = key.map_or(Cow::Borrowed(&path[..i]), Cow::Owned);
                return (key, Some(&path[i + 1..]));
            }
            '\\' => {
                // The escaped character is taken as it is (a trailing `\` as itself).
                let owned = key.get_or_insert_with(|| path[..i].to_owned());
                owned.push(chars.next().map_or('\\', |(_, c)| c));
            }
            c => {
                if let Some(owned) = key.as_mut() {
                    owned.push(c);
                }
            }
        }
    }
    (key.map_or(Cow::Borrowed(path), Cow::Owned), None)
}

impl Clone for Container {
    /// A copy level by level, without recursion (arrays are shared, as `Array::clone` does).
    fn clone(&self) -> Container {
        // One frame per open level: the original, the next entry, and the copy so far.
        let mut stack: Vec<(&Container, usize, Container)> = vec![(self, 0, self.empty_like())];
        loop {
            let Some((original, next, copy)) = stack.last_mut() else {
                unreachable!("the top level is finished last, and returned")
            };
            if let Some((key, node)) = original.entries.get(*next) {
                *next += 1;
                match node {
                    Node::Leaf(a) => copy.entries.push((key.clone(), Node::Leaf(a.clone()))),
                    Node::Sub(c) => stack.push((c, 0, c.empty_like())),
                }
                continue;
            }
            let Some((_, _, done)) = stack.pop() else {
                unreachable!("the stack is not empty here")
            };
            match stack.last_mut() {
                None => return done,
                Some((original, next, copy)) => {
                    let key = original.entries[*next - 1].0.clone();
                    copy.entries.push((key, Node::Sub(done)));
                }
            }
        }
    }
}

impl Drop for Container {
    /// Empties nested containers into a work list before they drop, so dropping never
    /// recurses more than one level, however deep the container.
    fn drop(&mut self) {
        let mut pending = Vec::new();
        take_subs(self, &mut pending);
        while let Some(mut c) = pending.pop() {
            take_subs(&mut c, &mut pending);
        }
    }
}

/// Moves the non-empty sub-containers of `c` into `pending`, leaving empty ones behind.
fn take_subs(c: &mut Container, pending: &mut Vec<Container>) {
    for (_, node) in &mut c.entries {
        if let Node::Sub(sub) = node
            && !sub.entries.is_empty()
        {
            pending.push(std::mem::take(sub));
        }
    }
}

impl fmt::Debug for Container {
    /// `{"a": Leaf(..), "b": Sub({..})}`, written without recursion.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        let mut stack: Vec<(&[Entry], usize)> = vec![(&self.entries, 0)];
        while let Some(&(entries, next)) = stack.last() {
            let Some((key, node)) = entries.get(next) else {
                stack.pop();
                f.write_str(if stack.is_empty() { "}" } else { "})" })?;
                continue;
            };
            if let Some(top) = stack.last_mut() {
                top.1 += 1;
            }
            if next > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{key:?}: ")?;
            match node {
                Node::Leaf(a) => write!(f, "Leaf({a:?})")?,
                Node::Sub(c) => {
                    f.write_str("Sub({")?;
                    stack.push((&c.entries, 0));
                }
            }
        }
        Ok(())
    }
}

impl Node {
    /// The array, or an error if this is a container (for closures over nest values that
    /// expect arrays: `|v| ivy::add(v.array()?, 1)`).
    pub fn array(&self) -> Result<&Array> {
        match self {
            Node::Leaf(a) => Ok(a),
            Node::Sub(_) => Err(Error::InvalidInput(
                "expected an array in the nest, found a container".to_owned(),
            )),
        }
    }

    /// The container, or an error if this is an array.
    pub fn container(&self) -> Result<&Container> {
        match self {
            Node::Sub(c) => Ok(c),
            Node::Leaf(_) => Err(Error::InvalidInput(
                "expected a container in the nest, found an array".to_owned(),
            )),
        }
    }
}

impl From<Array> for Node {
    fn from(a: Array) -> Node {
        Node::Leaf(a)
    }
}

impl From<Container> for Node {
    fn from(c: Container) -> Node {
        Node::Sub(c)
    }
}

impl fmt::Display for Container {
    /// One line per leaf: `key/path: array`, a control character in a key escaped as in a
    /// Rust string (`\0`, `\n`: one line per leaf, whatever the keys).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.for_each_leaf(|path, a| {
            for c in path.chars() {
                if c.is_control() {
                    write!(f, "{}", c.escape_debug())?;
                } else {
                    write!(f, "{c}")?;
                }
            }
            writeln!(f, ": {a}")
        })
    }
}

/// An argument of a nestable call: an array, a container, a weak scalar, or nothing (an
/// optional argument not given).
#[derive(Clone, Copy, Debug)]
pub enum NestArg<'a> {
    /// An array: used for every leaf.
    Array(&'a Array),
    /// A container: one leaf per call.
    Container(&'a Container),
    /// A weak scalar: used for every leaf.
    Scalar(Scalar),
    /// No value.
    None,
}

impl<'a> From<&'a Array> for NestArg<'a> {
    fn from(a: &'a Array) -> Self {
        NestArg::Array(a)
    }
}

impl<'a> From<&'a Container> for NestArg<'a> {
    fn from(c: &'a Container) -> Self {
        NestArg::Container(c)
    }
}

impl<'a> From<Option<&'a Array>> for NestArg<'a> {
    fn from(a: Option<&'a Array>) -> Self {
        a.map_or(NestArg::None, NestArg::Array)
    }
}

impl<'a> From<ArrayLike<'a>> for NestArg<'a> {
    fn from(a: ArrayLike<'a>) -> Self {
        match a {
            ArrayLike::Array(a) => NestArg::Array(a),
            ArrayLike::Scalar(s) => NestArg::Scalar(s),
        }
    }
}

impl<T: Into<Scalar>> From<T> for NestArg<'_> {
    /// Any scalar [`Scalar`] converts from: used for every leaf.
    fn from(v: T) -> Self {
        NestArg::Scalar(v.into())
    }
}

/// One leaf's worth of a nestable call's arguments.
#[derive(Clone, Copy, Debug)]
pub enum Leaf<'a> {
    /// An array (a container's leaf, or an array passed as is).
    Array(&'a Array),
    /// A weak scalar.
    Scalar(Scalar),
    /// No value.
    None,
}

impl<'a> Leaf<'a> {
    /// The leaf as an array argument of `function`; `argument` names the parameter, asked
    /// only for an error.
    pub fn array(
        self,
        function: &'static str,
        argument: impl FnOnce() -> &'static str,
    ) -> Result<&'a Array> {
        match self {
            Leaf::Array(a) => Ok(a),
            _ => Err(Error::ArgumentKind {
                function,
                argument: argument(),
                expected: "an array or a container of arrays",
            }),
        }
    }

    /// The leaf as an optional array argument.
    pub fn opt_array(
        self,
        function: &'static str,
        argument: impl FnOnce() -> &'static str,
    ) -> Result<Option<&'a Array>> {
        match self {
            Leaf::None => Ok(None),
            other => other.array(function, argument).map(Some),
        }
    }

    /// The leaf as an array-or-scalar argument.
    pub fn array_like(
        self,
        function: &'static str,
        argument: impl FnOnce() -> &'static str,
    ) -> Result<ArrayLike<'a>> {
        match self {
            Leaf::Array(a) => Ok(ArrayLike::Array(a)),
            Leaf::Scalar(s) => Ok(ArrayLike::Scalar(s)),
            Leaf::None => Err(Error::ArgumentKind {
                function,
                argument: argument(),
                expected: "an array, a scalar or a container of arrays",
            }),
        }
    }
}

/// The result of a nestable call: an array, or a container of the same structure as the
/// containers passed.
#[derive(Clone, Debug)]
pub enum Nest {
    /// No container was passed: the plain result.
    Array(Array),
    /// The results leaf by leaf.
    Container(Container),
}

impl Nest {
    /// The array, if no container was passed.
    pub fn into_array(self) -> Option<Array> {
        match self {
            Nest::Array(a) => Some(a),
            Nest::Container(_) => None,
        }
    }

    /// The container, if one was passed.
    pub fn into_container(self) -> Option<Container> {
        match self {
            Nest::Container(c) => Some(c),
            Nest::Array(_) => None,
        }
    }
}

/// Calls `f` once per leaf of the containers among `args` (once in all if there are none),
/// after checking that the containers share one structure. An error of `f` at a leaf comes
/// back as [`Error::AtLeaf`], naming the leaf's key path.
pub fn nest_map<R: Outputs>(
    args: &[NestArg<'_>],
    mut f: impl FnMut(&[Leaf<'_>]) -> Result<R>,
) -> Result<R::Nested> {
    let containers: Vec<&Container> = args
        .iter()
        .filter_map(|a| match a {
            NestArg::Container(c) => Some(*c),
            _ => None,
        })
        .collect();
    let Some(first) = containers.first() else {
        let leaves: Vec<Leaf<'_>> = args
            .iter()
            .map(|a| match *a {
                NestArg::Array(x) => Leaf::Array(x),
                NestArg::Scalar(s) => Leaf::Scalar(s),
                _ => Leaf::None,
            })
            .collect();
        return R::nested(None, vec![f(&leaves)?]);
    };
    for (i, other) in containers.iter().enumerate().skip(1) {
        same_structure(first, other, &ordinal(i + 1))?;
    }
    // Walk the structure once, keeping each leaf's outputs; the walk's own result holds a
    // leaf's input in each place, only for its shape.
    let mut results = Vec::new();
    let structure = map_leaves(args, &containers, &mut |leaves| {
        results.push(f(leaves)?);
        leaves
            .iter()
            .find_map(|l| match l {
                Leaf::Array(x) => Some((*x).clone()),
                _ => None,
            })
            .ok_or_else(|| Error::InvalidInput("a container leaf without an array".into()))
    })?;
    R::nested(Some(&structure), results)
}

impl Container {
    /// A container of this one's structure whose leaves are `values`, in walk order (an error
    /// if there are fewer values than leaves).
    pub(crate) fn with_leaves(&self, values: Vec<Array>) -> Result<Container> {
        let mut values = values.into_iter();
        map_leaves(&[NestArg::Container(self)], &[self], &mut |_| {
            values
                .next()
                .ok_or_else(|| Error::InvalidInput("fewer results than container leaves".into()))
        })
    }
}

/// One open level of a walk over several containers of one structure in step: the level in
/// each container, the next entry, and the results so far.
struct Level<'a> {
    of: Vec<&'a Container>,
    next: usize,
    out: Container,
}

impl Level<'_> {
    /// The key of the entry being visited.
    fn key(&self) -> &str {
        &self.of[0].entries[self.next - 1].0
    }
}

/// The result container of `nest_map`: `f` at every leaf, in the containers' structure.
fn map_leaves<'a>(
    args: &[NestArg<'a>],
    containers: &[&'a Container],
    f: &mut impl FnMut(&[Leaf<'_>]) -> Result<Array>,
) -> Result<Container> {
    let mut stack = vec![Level {
        of: containers.to_vec(),
        next: 0,
        out: containers[0].empty_like(),
    }];
    while let Some(top) = stack.last_mut() {
        let i = top.next;
        let Some((key, node)) = top.of[0].entries.get(i) else {
            let Some(done) = stack.pop() else { break };
            match stack.last_mut() {
                None => return Ok(done.out),
                Some(parent) => {
                    let key = parent.key().to_owned();
                    parent.out.entries.push((key, Node::Sub(done.out)));
                }
            }
            continue;
        };
        top.next += 1;
        // The structures were checked: every container has a node of the same kind here.
        let here: Vec<&'a Node> = top.of.iter().map(|c| &c.entries[i].1).collect();
        if let Node::Sub(_) = node {
            let of = here
                .iter()
                .filter_map(|n| match n {
                    Node::Sub(c) => Some(c),
                    Node::Leaf(_) => None,
                })
                .collect();
            let out = match node {
                Node::Sub(c) => c.empty_like(),
                Node::Leaf(_) => Container::new(),
            };
            stack.push(Level { of, next: 0, out });
            continue;
        }
        let mut nodes = here.iter();
        let leaves: Vec<Leaf<'_>> = args
            .iter()
            .map(|a| match a {
                NestArg::Container(_) => match nodes.next() {
                    Some(Node::Leaf(x)) => Leaf::Array(x),
                    _ => Leaf::None,
                },
                NestArg::Array(x) => Leaf::Array(x),
                NestArg::Scalar(s) => Leaf::Scalar(*s),
                NestArg::None => Leaf::None,
            })
            .collect();
        let key = key.clone();
        match f(&leaves) {
            Ok(result) => top.out.entries.push((key, Node::Leaf(result))),
            Err(error) => {
                return Err(Error::AtLeaf {
                    path: key_path(stack.iter().map(Level::key)),
                    error: Box::new(error),
                });
            }
        }
    }
    Ok(Container::new())
}

/// `second`, `third`, ... for messages naming one of several containers.
fn ordinal(n: usize) -> String {
    const WORDS: [&str; 9] = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
    ];
    match WORDS.get(n.wrapping_sub(1)) {
        Some(w) => (*w).to_owned(),
        None => format!("{n}th"),
    }
}

/// Checks that `b` (the `which` container passed) has the structure of `a` (the first), level
/// by level without recursion; the error names the first key path where they differ.
fn same_structure(a: &Container, b: &Container, which: &str) -> Result<()> {
    // One frame per open level: the level in `a` and in `b`, and the next entry.
    let mut stack: Vec<(&Container, &Container, usize)> = vec![(a, b, 0)];
    // The key path to `key` at the innermost level.
    let path = |stack: &[(&Container, &Container, usize)], key: &str| {
        let outer = &stack[..stack.len() - 1];
        key_path(
            outer
                .iter()
                .map(|(x, _, next)| x.entries[next - 1].0.as_str())
                .chain([key]),
        )
    };
    while let Some(&(x, y, i)) = stack.last() {
        let mismatch = |key: &str, detail: String| Error::ContainerStructure {
            path: path(&stack, key),
            detail,
        };
        let Some((key, node)) = x.entries.get(i) else {
            if let Some((extra, _)) = y.entries.get(i) {
                return Err(mismatch(extra, "the first container lacks this key".into()));
            }
            stack.pop();
            continue;
        };
        let detail = match y.entries.get(i) {
            None => Some(format!("the {which} container lacks this key")),
            Some((other, _)) if other != key => {
                Some(format!("the {which} container has `{other}` here"))
            }
            Some((_, other)) => match (node, other) {
                (Node::Leaf(_), Node::Leaf(_)) | (Node::Sub(_), Node::Sub(_)) => None,
                (Node::Leaf(_), Node::Sub(_)) => Some(format!(
                    "an array in the first container, a container in the {which}"
                )),
                (Node::Sub(_), Node::Leaf(_)) => Some(format!(
                    "a container in the first container, an array in the {which}"
                )),
            },
        };
        if let Some(detail) = detail {
            return Err(mismatch(key, detail));
        }
        if let Some(top) = stack.last_mut() {
            top.2 += 1;
        }
        if let (Node::Sub(xs), Some((_, Node::Sub(ys)))) = (node, y.entries.get(i)) {
            stack.push((xs, ys, 0));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Splits a key path back into its keys.
    fn split(path: &str) -> Vec<String> {
        let mut keys = Vec::new();
        let mut rest = path;
        loop {
            let (key, more) = first_key(rest);
            keys.push(key.into_owned());
            match more {
                Some(more) => rest = more,
                None => return keys,
            }
        }
    }

    #[test]
    fn key_paths_escape_slashes_and_backslashes() {
        assert_eq!(key_path(["a", "b"]), "a/b");
        assert_eq!(key_path(["a/b"]), "a\\/b");
        assert_eq!(key_path(["a\\", "b"]), "a\\\\/b");
        assert_eq!(key_path(["", "b"]), "/b");
        assert_eq!(split("a\\/b"), ["a/b"]);
        assert_eq!(split("a\\\\/b"), ["a\\", "b"]);
        assert_eq!(split("/b"), ["", "b"]);
        assert_eq!(split("trailing\\"), ["trailing\\"]);
    }

    proptest! {
        #[test]
        fn every_key_path_splits_back_into_its_keys(keys in prop::collection::vec("[a/\\\\]{0,4}", 1..5)) {
            prop_assert_eq!(split(&key_path(keys.iter().map(String::as_str))), keys);
        }
    }

    fn empty_sub(key: &str) -> Container {
        Container::new().with(key, Container::new())
    }

    #[test]
    fn a_structure_error_names_the_container_that_differs() {
        let (a, b, c) = (empty_sub("a"), empty_sub("a"), empty_sub("x"));
        let args = [
            NestArg::Container(&a),
            NestArg::Container(&b),
            NestArg::Container(&c),
        ];
        let err = nest_map(&args, |_| -> Result<Array> { unreachable!("no leaves") }).unwrap_err();
        assert_eq!(
            err.to_string(),
            "containers do not share one structure: the third container has `x` here at `a`"
        );
        let args = [NestArg::Container(&a), NestArg::Container(&c)];
        let err = nest_map(&args, |_| -> Result<Array> { unreachable!("no leaves") }).unwrap_err();
        assert!(err.to_string().contains("the second container"), "{err}");
    }
}
