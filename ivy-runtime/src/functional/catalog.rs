//! The catalogue of the library's functions, derived from their declarations.

use std::sync::OnceLock;

use super::CATEGORIES;
use crate::FunctionDecl;

/// One category of the library's functions.
#[derive(Debug)]
pub struct Category {
    /// Its name, e.g. `"linear_algebra"`.
    pub name: &'static str,
    /// Its functions, by name.
    pub functions: Vec<&'static FunctionDecl>,
}

/// Every function of the library by category, as the support report and the conformance sweep
/// list them: derived from the declarations themselves (each function declared in
/// `functional::<category>`, or in a declaring module inside it, is in that category), so no
/// list of them is kept by hand.
pub fn catalog() -> &'static [Category] {
    static CATALOG: OnceLock<Vec<Category>> = OnceLock::new();
    CATALOG.get_or_init(|| {
        // `ivy_runtime::functional`, the categories' parent.
        let functional = module_path!()
            .rsplit_once("::")
            .map_or("", |(parent, _)| parent);
        CATEGORIES
            .iter()
            .map(|name| {
                let module = format!("{functional}::{name}");
                let mut functions: Vec<&'static FunctionDecl> = crate::declared_functions()
                    .iter()
                    .filter(|f| {
                        f.module()
                            .strip_prefix(module.as_str())
                            .is_some_and(|rest| rest.is_empty() || rest.starts_with("::"))
                    })
                    .collect();
                functions.sort_by_key(|f| f.name);
                Category { name, functions }
            })
            .collect()
    })
}

/// Every frontend's functions (those declared `#[compositional(frontend = "numpy")]` in any
/// crate linked in), one category per frontend named after it (`"numpy"`), in the order of
/// [`Frontend::ALL`](crate::Frontend::ALL); frontends without functions are left out. The
/// support report lists them after the library's own.
pub fn frontend_catalog() -> &'static [Category] {
    static CATALOG: OnceLock<Vec<Category>> = OnceLock::new();
    CATALOG.get_or_init(|| {
        crate::Frontend::ALL
            .iter()
            .map(|frontend| {
                let mut functions: Vec<&'static FunctionDecl> = crate::declared_functions()
                    .iter()
                    .filter(|f| f.frontend == Some(*frontend))
                    .collect();
                functions.sort_by_key(|f| f.name);
                Category {
                    name: frontend.name(),
                    functions,
                }
            })
            .filter(|c| !c.functions.is_empty())
            .collect()
    })
}
