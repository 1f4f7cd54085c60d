//! `Container` (seed 002, "nestable"): a nested, ordered map of named arrays, and the mapping of
//! a function over the leaves of several containers.

use std::fmt;

use crate::array::Array;
use crate::call::ArrayLike;
use crate::error::{Error, Result};
use crate::scalar::Scalar;

/// A nested, ordered map from names to arrays or sub-containers.
///
/// A nestable function (`f::nested`) accepts a container wherever the function accepts an
/// array and applies the function leaf by leaf. Several containers passed together must share
/// one structure (same keys, in the same order, at every level); an array or scalar passed next
/// to containers is used for every leaf.
#[derive(Clone, Debug, Default)]
pub struct Container {
    entries: Vec<(String, Node)>,
}

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

    /// The array at a `/`-separated key path, e.g. `"layer1/weight"`.
    pub fn at(&self, path: &str) -> Option<&Array> {
        let mut keys = path.split('/');
        let mut current = self;
        while let Some(key) = keys.next() {
            match current.get(key)? {
                Node::Sub(c) => current = c,
                // A leaf ends the path: keys left over name nothing.
                Node::Leaf(a) => return keys.next().is_none().then_some(a),
            }
        }
        None
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
        self.collect_leaves("", &mut out);
        out
    }

    fn collect_leaves<'a>(&'a self, prefix: &str, out: &mut Vec<(String, &'a Array)>) {
        for (k, v) in &self.entries {
            let path = join(prefix, k);
            match v {
                Node::Leaf(a) => out.push((path, a)),
                Node::Sub(c) => c.collect_leaves(&path, out),
            }
        }
    }
}

fn join(prefix: &str, key: &str) -> String {
    if prefix.is_empty() {
        key.to_owned()
    } else {
        format!("{prefix}/{key}")
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (path, a) in self.leaves() {
            writeln!(f, "{path}: {a}")?;
        }
        Ok(())
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
    /// The leaf as an array argument.
    pub fn array(self, function: &'static str, argument: &'static str) -> Result<&'a Array> {
        match self {
            Leaf::Array(a) => Ok(a),
            _ => Err(Error::ArgumentKind {
                function,
                argument,
                expected: "an array or a container of arrays",
            }),
        }
    }

    /// The leaf as an optional array argument.
    pub fn opt_array(
        self,
        function: &'static str,
        argument: &'static str,
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
        argument: &'static str,
    ) -> Result<ArrayLike<'a>> {
        match self {
            Leaf::Array(a) => Ok(ArrayLike::Array(a)),
            Leaf::Scalar(s) => Ok(ArrayLike::Scalar(s)),
            Leaf::None => Err(Error::ArgumentKind {
                function,
                argument,
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
/// after checking that the containers share one structure.
pub fn nest_map(
    args: &[NestArg<'_>],
    mut f: impl FnMut(&[Leaf<'_>]) -> Result<Array>,
) -> Result<Nest> {
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
        return f(&leaves).map(Nest::Array);
    };
    for (i, other) in containers.iter().enumerate().skip(1) {
        same_structure(first, other, "", &ordinal(i + 1))?;
    }
    map_level(first, args, &[], &mut f).map(Nest::Container)
}

fn map_level(
    shape: &Container,
    args: &[NestArg<'_>],
    path: &[&str],
    f: &mut impl FnMut(&[Leaf<'_>]) -> Result<Array>,
) -> Result<Container> {
    let mut out = Container::new();
    for (key, node) in &shape.entries {
        let mut sub_path = path.to_vec();
        sub_path.push(key);
        let value = match node {
            Node::Sub(c) => Node::Sub(map_level(c, args, &sub_path, f)?),
            Node::Leaf(_) => {
                let leaves: Vec<Leaf<'_>> = args
                    .iter()
                    .map(|a| match a {
                        NestArg::Container(c) => leaf_at(c, &sub_path),
                        NestArg::Array(x) => Leaf::Array(x),
                        NestArg::Scalar(s) => Leaf::Scalar(*s),
                        NestArg::None => Leaf::None,
                    })
                    .collect();
                Node::Leaf(f(&leaves)?)
            }
        };
        out.entries.push((key.clone(), value));
    }
    Ok(out)
}

fn leaf_at<'a>(c: &'a Container, path: &[&str]) -> Leaf<'a> {
    let mut current = c;
    for (i, key) in path.iter().enumerate() {
        match current.get(key) {
            Some(Node::Sub(sub)) => current = sub,
            Some(Node::Leaf(a)) if i == path.len() - 1 => return Leaf::Array(a),
            // Structures were checked first; nothing else is reachable.
            _ => return Leaf::None,
        }
    }
    Leaf::None
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

/// Checks that `b` (the `which` container passed) has the structure of `a` (the first).
fn same_structure(a: &Container, b: &Container, prefix: &str, which: &str) -> Result<()> {
    let mismatch = |path: String, detail: String| Error::ContainerStructure { path, detail };
    for (i, (key, node)) in a.entries.iter().enumerate() {
        let path = join(prefix, key);
        match b.entries.get(i) {
            None => {
                return Err(mismatch(
                    path,
                    format!("the {which} container lacks this key"),
                ));
            }
            Some((other, _)) if other != key => {
                return Err(mismatch(
                    path,
                    format!("the {which} container has `{other}` here"),
                ));
            }
            Some((_, other)) => match (node, other) {
                (Node::Leaf(_), Node::Leaf(_)) => {}
                (Node::Sub(x), Node::Sub(y)) => same_structure(x, y, &path, which)?,
                (Node::Leaf(_), Node::Sub(_)) => {
                    return Err(mismatch(
                        path,
                        format!("an array in the first container, a container in the {which}"),
                    ));
                }
                (Node::Sub(_), Node::Leaf(_)) => {
                    return Err(mismatch(
                        path,
                        format!("a container in the first container, an array in the {which}"),
                    ));
                }
            },
        }
    }
    if let Some((key, _)) = b.entries.get(a.entries.len()) {
        return Err(mismatch(
            join(prefix, key),
            "the first container lacks this key".into(),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let err = nest_map(&args, |_| unreachable!("no leaves")).unwrap_err();
        assert_eq!(
            err.to_string(),
            "containers do not share one structure: the third container has `x` here at `a`"
        );
        let args = [NestArg::Container(&a), NestArg::Container(&c)];
        let err = nest_map(&args, |_| unreachable!("no leaves")).unwrap_err();
        assert!(err.to_string().contains("the second container"), "{err}");
    }
}
