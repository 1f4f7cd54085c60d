//! The floors of this crate, read from its sources: the crate doc lists the top-level modules
//! floor by floor, and every `crate::` path of a module (outside comments and `#[cfg(test)]`
//! modules) must name a module of its own floor or of one below, directly or through a name
//! the crate root re-exports. No cycle among the modules is longer than five.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The crate's `src` directory.
fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The `.rs` files under `path` (a file, or a directory read recursively), unit-test files
/// (`tests.rs`) left out.
fn sources(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_path_buf()];
    }
    let mut files = Vec::new();
    for entry in fs::read_dir(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())) {
        let p = entry.unwrap().path();
        if p.is_dir() {
            files.extend(sources(&p));
        } else if p.extension().is_some_and(|e| e == "rs") && !p.ends_with("tests.rs") {
            files.push(p);
        }
    }
    files
}

/// The top-level modules: each file and directory of `src` but `lib.rs`, with its files.
fn modules() -> BTreeMap<String, Vec<PathBuf>> {
    let mut modules = BTreeMap::new();
    for entry in fs::read_dir(src()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_str().unwrap().to_owned();
        if name != "lib" {
            modules.insert(name, sources(&path));
        }
    }
    modules
}

/// `text` without line comments and without `#[cfg(test)]` modules.
fn code(text: &str) -> String {
    let uncommented: String = text
        .lines()
        .map(|line| match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut out = String::new();
    let mut rest = uncommented.as_str();
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let after = &rest[at..];
        let Some(open) = after.find('{') else { break };
        let is_module = after[..open].contains("mod ");
        if !is_module {
            out.push_str("#[cfg(test)]");
            rest = &after["#[cfg(test)]".len()..];
            continue;
        }
        let mut depth = 0;
        let mut end = after.len();
        for (i, c) in after[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// The first identifier of `s`, if it starts with one (after spaces).
fn ident(s: &str) -> Option<&str> {
    let s = s.trim_start();
    let end = s
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    (end > 0).then(|| &s[..end])
}

/// The first names of every `crate::` path in `code`: `crate::a::b` gives `a`,
/// `crate::{a, b::c}` gives `a` and `b`.
fn crate_paths(code: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let (mut depth, mut item) = (0, String::new());
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        names.extend(ident(&item).map(str::to_owned));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            names.extend(ident(&item).map(str::to_owned));
        } else if let Some(name) = ident(rest) {
            names.insert(name.to_owned());
        }
    }
    names
}

/// The module of each name the crate root re-exports (`pub use module::{..}`), and of each
/// public item of a module it re-exports whole (`pub use functional::*`).
fn root_names(modules: &BTreeMap<String, Vec<PathBuf>>) -> BTreeMap<String, String> {
    let lib = code(&fs::read_to_string(src().join("lib.rs")).unwrap());
    let mut names = BTreeMap::new();
    for (at, _) in lib.match_indices("pub use ") {
        let rest = &lib[at + "pub use ".len()..];
        let Some(module) = ident(rest).filter(|m| modules.contains_key(*m)) else {
            continue;
        };
        let items = &rest[..rest.find(';').unwrap()];
        if items.ends_with("::*") {
            for file in &modules[module] {
                let text = code(&fs::read_to_string(file).unwrap());
                for keyword in [
                    "pub fn ",
                    "pub struct ",
                    "pub enum ",
                    "pub type ",
                    "pub trait ",
                ] {
                    for (i, _) in text.match_indices(keyword) {
                        if let Some(name) = ident(&text[i + keyword.len()..]) {
                            names
                                .entry(name.to_owned())
                                .or_insert_with(|| module.to_owned());
                        }
                    }
                }
            }
        } else {
            let listed = items[module.len()..].trim_start_matches("::");
            for name in listed.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
                if !name.is_empty() {
                    names.insert(name.to_owned(), module.to_owned());
                }
            }
        }
    }
    names
}

/// The floors as the crate doc lists them: `N. **name** (`a`, `b`, ..)`, bottom first.
fn floors() -> Vec<(String, BTreeSet<String>)> {
    let lib = fs::read_to_string(src().join("lib.rs")).unwrap();
    let doc: String = lib
        .lines()
        .filter_map(|l| l.strip_prefix("//!"))
        .collect::<Vec<_>>()
        .join(" ");
    let section = &doc[doc
        .find("# Floors")
        .expect("the crate doc has no `# Floors`")..];
    let mut floors = Vec::new();
    for n in 1.. {
        let Some(at) = section.find(&format!(" {n}. **")) else {
            break;
        };
        let rest = &section[at..];
        let name = rest.split("**").nth(1).unwrap().to_owned();
        let list = &rest[rest.find('(').unwrap() + 1..rest.find(')').unwrap()];
        let modules = list
            .split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_owned)
            .collect();
        floors.push((name, modules));
    }
    floors
}

/// Every module's uses of the other modules.
fn uses() -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules();
    let roots = root_names(&modules);
    modules
        .iter()
        .map(|(module, files)| {
            let mut used = BTreeSet::new();
            for file in files {
                for name in crate_paths(&code(&fs::read_to_string(file).unwrap())) {
                    let target = if modules.contains_key(&name) {
                        Some(name)
                    } else {
                        roots.get(&name).cloned()
                    };
                    used.extend(target.filter(|t| t != module));
                }
            }
            (module.clone(), used)
        })
        .collect()
}

/// The strongly connected components of `graph` (Tarjan's algorithm).
fn components(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'g> {
        graph: &'g BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'g>(s: &mut State<'g>, v: &'g str) {
        let i = s.index.len();
        s.index.insert(v, i);
        s.low.insert(v, i);
        s.stack.push(v);
        for w in &s.graph[v] {
            if !s.index.contains_key(w.as_str()) {
                visit(s, w);
                let low = s.low[v].min(s.low[w.as_str()]);
                s.low.insert(v, low);
            } else if s.stack.contains(&w.as_str()) {
                let low = s.low[v].min(s.index[w.as_str()]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                component.push(w.to_owned());
                if w == v {
                    break;
                }
            }
            s.found.push(component);
        }
    }
    let mut state = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for v in graph.keys() {
        if !state.index.contains_key(v.as_str()) {
            visit(&mut state, v);
        }
    }
    state.found
}

#[test]
fn every_module_stands_on_one_floor() {
    let floors = floors();
    assert_eq!(
        floors.len(),
        6,
        "the crate doc lists {} floors",
        floors.len()
    );
    let listed: Vec<&String> = floors.iter().flat_map(|(_, m)| m).collect();
    let modules = modules();
    for module in modules.keys() {
        let count = listed.iter().filter(|m| **m == module).count();
        assert_eq!(
            count, 1,
            "module `{module}` is on {count} floors of the crate doc"
        );
    }
    for module in listed {
        assert!(
            modules.contains_key(module),
            "the crate doc lists `{module}`, no module"
        );
    }
}

#[test]
fn no_module_uses_a_floor_above_its_own() {
    let floor_of: BTreeMap<String, usize> = floors()
        .into_iter()
        .enumerate()
        .flat_map(|(i, (_, modules))| modules.into_iter().map(move |m| (m, i)))
        .collect();
    let names: Vec<String> = floors().into_iter().map(|(name, _)| name).collect();
    let mut upward = Vec::new();
    for (module, used) in uses() {
        for target in used {
            let (from, to) = (floor_of[&module], floor_of[&target]);
            if to > from {
                upward.push(format!(
                    "`{module}` ({}) uses `{target}` ({})",
                    names[from], names[to]
                ));
            }
        }
    }
    assert!(
        upward.is_empty(),
        "move the type a lower floor needs down to it:\n{}",
        upward.join("\n")
    );
}

#[test]
fn no_cycle_among_the_modules_is_longer_than_five() {
    let graph = uses();
    assert!(graph.len() > 30, "the modules were not found");
    // A module known to use another: the reading of paths works.
    assert!(graph["array"].contains("registry"), "{:?}", graph["array"]);
    let longest = components(&graph).into_iter().max_by_key(Vec::len).unwrap();
    assert!(
        longest.len() <= 5,
        "a cycle of {} modules: {longest:?}",
        longest.len()
    );
}

#[test]
fn the_reading_finds_paths_in_groups_and_skips_comments_and_tests() {
    let text = "use crate::{a::X, b};\n// crate::c\nlet y = crate::d::f();\n\
                #[cfg(test)]\nmod tests {\n    use crate::e;\n    fn g() { crate::h(); }\n}\n";
    let found = crate_paths(&code(text));
    let want: BTreeSet<String> = ["a", "b", "d"].map(str::to_owned).into();
    assert_eq!(found, want);
}
