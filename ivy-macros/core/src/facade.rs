//! The name under which the crate being compiled reaches the `ivy` facade: `ivy`, or what its
//! `Cargo.toml` renames the dependency to (`ivy_rs = { package = "ivy", .. }`).

use proc_macro_crate::{FoundCrate, crate_name};

/// The facade's name in the calling crate. The facade itself, the workspace crates that alias
/// the runtime as `ivy`, and any crate without a dependency on the facade use `ivy`.
pub fn name() -> String {
    match crate_name("ivy") {
        Ok(FoundCrate::Name(name)) => name,
        _ => "ivy".to_owned(),
    }
}
