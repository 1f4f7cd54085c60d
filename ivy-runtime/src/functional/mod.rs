//! The functional API: every declared ivy function, by category (as Ivy's
//! `ivy/functional/ivy/<category>.py`).
//!
//! Each function is declared once with the `ivy-macros` attributes; backends implement the
//! primary ones. Besides the function itself, each declaration generates a type of the same
//! name holding its registry descriptor (`tan::DECL`, with support queries such as
//! `tan::DECL.supported_dtypes(backend)`), `tan::output_type` (the output types of a call from
//! its argument types, by the shape rule of its `#[returns(..)]`) and, for nestable functions,
//! `tan::nested`, which takes containers wherever the function takes arrays.

mod catalog;

pub use catalog::{Category, catalog, frontend_catalog};

/// Declares the categories, in the order the catalogue lists them (the support report's order):
/// each is a module `functional::<category>` whose functions the crate root re-exports, and
/// [`CATEGORIES`] names them. The one list of the categories.
macro_rules! categories {
    ($($category:ident),* $(,)?) => {
        $(
            // SAFETY: the only unsafe code in a category is linkme's: each declaration puts its
            // descriptor in the program's list of declared functions (`registry/linked.rs`)
            // with `#[link_section]`, which the lint reports only in this crate, where that
            // list's macro is local; elsewhere it is an external macro's.
            #[allow(unsafe_code)]
            mod $category;
            pub use $category::*;
        )*

        /// The categories of the library's functions, in the catalogue's order: each is the
        /// module `ivy_runtime::functional::<category>` its functions are declared in.
        pub const CATEGORIES: &[&str] = &[$(stringify!($category)),*];
    };
}

categories!(
    creation,
    elementwise,
    statistical,
    manipulation,
    searching,
    sorting,
    set,
    fourier,
    linear_algebra,
    activations,
    losses,
    norms,
    layers,
    random,
    general,
    data_type,
    nest,
);
