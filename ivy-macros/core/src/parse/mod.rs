//! Attribute syntax -> typed attribute values.
//!
//! [`attr`] recognises ivy attributes among an item's attributes and parses each one's
//! arguments; [`declaration`] is the version-map syntax of the `with_*` declaration
//! attributes, whose leading options, like those of the kind attributes and `#[partial_mixed]`,
//! [`options`] reads with darling; [`item`] reads the item an attribute sits on (a function with
//! or without a body, or an inline module).

pub mod attr;
pub mod declaration;
pub mod item;
pub mod options;

pub use attr::{AttrKind, IvyAttr, take_ivy_attrs};
pub use declaration::{DeclArgs, DeclFamily, DeclName, EntryValue};
pub use item::{FnItem, IvyItem};
pub use options::{KindArgs, WrapperList};
