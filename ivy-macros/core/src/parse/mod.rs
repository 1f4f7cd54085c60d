//! Attribute syntax -> typed attribute values.
//!
//! [`attr`] recognises ivy attributes among an item's attributes and parses each one's
//! arguments; [`declaration`] is the version-map syntax of the `with_*` declaration
//! attributes; [`item`] reads the item an attribute sits on (a function with or without a body,
//! or an inline module).

pub mod attr;
pub mod declaration;
pub mod item;

pub use attr::{AttrKind, IvyAttr, KindArgs, take_ivy_attrs};
pub use declaration::{DeclArgs, DeclFamily, DeclName, EntryValue};
pub use item::{FnItem, IvyItem};
