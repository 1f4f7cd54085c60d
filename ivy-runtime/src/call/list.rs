//! A list of arrays a function takes as one argument (`concat`'s `xs: &[Array]`, `einsum`'s
//! `operands: &[&Array]`): the call plans it with its other inputs, as one input per element
//! (promoted with them, or each keeping its dtype where the declaration says so, support
//! checked under the casting mode in force, moved to the call's backend), and the kernel gets
//! the elements' native arrays (`&[&N]`).

use crate::array::Array;
use crate::storage::NativeRef;

/// A list argument as written: a slice of arrays or of references to arrays.
#[derive(Clone, Copy, Debug)]
pub enum List<'a> {
    /// `&[Array]`.
    Arrays(&'a [Array]),
    /// `&[&Array]`.
    Refs(&'a [&'a Array]),
}

impl<'a> List<'a> {
    /// The arrays, in order.
    pub fn iter(self) -> impl Iterator<Item = &'a Array> {
        let (arrays, refs): (&[Array], &[&Array]) = match self {
            List::Arrays(a) => (a, &[]),
            List::Refs(r) => (&[], r),
        };
        arrays.iter().chain(refs.iter().copied())
    }

    /// The first array, if any.
    pub fn first(self) -> Option<&'a Array> {
        self.iter().next()
    }
}

impl<'a> From<&'a [Array]> for List<'a> {
    fn from(arrays: &'a [Array]) -> Self {
        List::Arrays(arrays)
    }
}

impl<'a> From<&'a [&'a Array]> for List<'a> {
    fn from(refs: &'a [&'a Array]) -> Self {
        List::Refs(refs)
    }
}

/// A list argument and how the call plans it.
#[derive(Clone, Copy, Debug)]
pub struct ListArg<'a> {
    /// The arrays.
    pub list: List<'a>,
    /// Whether each element keeps its dtype (`#[primary(keep_dtypes)]`), rather than being
    /// promoted with the call's other inputs.
    pub keep_dtypes: bool,
}

/// The references a kernel takes (`&[&N]`) to the native arrays read off a list.
pub fn refs<'r, N>(natives: &'r [NativeRef<'_, N>]) -> Vec<&'r N> {
    natives.iter().map(|n| &**n).collect()
}
