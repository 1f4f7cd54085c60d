//! How generated code reaches the `ivy` facade: `::ivy`, or the name the calling crate's
//! `Cargo.toml` gives the dependency (`ivy_rs = { package = "ivy", .. }` gives `::ivy_rs`), or
//! the path an item's `crate = ".."` argument names (serde's `#[serde(crate = "..")]`), for a
//! crate that reaches ivy through a re-export of its own.

use std::cell::RefCell;

use proc_macro_crate::{FoundCrate, crate_name};
use proc_macro2::{TokenStream, TokenTree};
use quote::{format_ident, quote};
use syn::{LitStr, Path};

/// The facade's name in the calling crate. The facade itself, the workspace crates that alias
/// the runtime as `ivy`, and any crate without a dependency on the facade use `ivy`.
pub fn name() -> String {
    match crate_name("ivy") {
        Ok(FoundCrate::Name(name)) => name,
        _ => "ivy".to_owned(),
    }
}

thread_local! {
    /// The `crate = ".."` path of the item being expanded, if it gives one.
    static GIVEN: RefCell<Option<Path>> = const { RefCell::new(None) };
}

/// The path generated code names the facade by: the item's `crate = ".."`, else `::name()`.
pub fn path() -> TokenStream {
    GIVEN.with(|g| match &*g.borrow() {
        Some(p) => quote!(#p),
        None => {
            let krate = format_ident!("{}", name());
            quote!(::#krate)
        }
    })
}

/// Runs `f` (one item's expansion) with `given` as the facade's path.
pub fn with_path<R>(given: Option<Path>, f: impl FnOnce() -> R) -> R {
    struct Reset(Option<Path>);
    impl Drop for Reset {
        fn drop(&mut self) {
            GIVEN.with(|g| *g.borrow_mut() = self.0.take());
        }
    }
    let _reset = Reset(GIVEN.with(|g| g.replace(given)));
    f()
}

/// Takes a `crate = ".."` item out of attribute arguments (`args`, comma-separated; the other
/// items are kept as written), and reads its path. An error points at a value that is not a
/// quoted path.
pub fn take_crate_arg(args: &mut TokenStream) -> syn::Result<Option<(Path, LitStr)>> {
    let mut items: Vec<Vec<TokenTree>> = vec![Vec::new()];
    for tt in args.clone() {
        match &tt {
            TokenTree::Punct(p) if p.as_char() == ',' => items.push(Vec::new()),
            _ => items.last_mut().map_or((), |i| i.push(tt)),
        }
    }
    let is_crate_arg = |item: &[TokenTree]| {
        matches!(item, [TokenTree::Ident(k), TokenTree::Punct(eq), ..]
            if k == "crate" && eq.as_char() == '=')
    };
    let Some(at) = items.iter().position(|i| is_crate_arg(i)) else {
        return Ok(None);
    };
    let item = items.remove(at);
    // The item leaves the arguments even when its value is bad: one error, at the value.
    let mut rest = TokenStream::new();
    for (i, item) in items.into_iter().filter(|i| !i.is_empty()).enumerate() {
        if i > 0 {
            rest.extend(quote!(,));
        }
        rest.extend(item);
    }
    *args = rest;
    let value: TokenStream = item[2..].iter().cloned().collect();
    const USAGE: &str = "expected the path this crate reaches ivy by, in quotes, as in \
                         `crate = \"crate::reexports::ivy\"` or `crate = \"::my_ivy\"`";
    let lit: LitStr =
        syn::parse2(value.clone()).map_err(|_| syn::Error::new_spanned(&value, USAGE))?;
    let path: Path = lit
        .parse()
        .map_err(|_| syn::Error::new(lit.span(), USAGE))?;
    Ok(Some((path, lit)))
}
