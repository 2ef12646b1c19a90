//! The crate's layers, read from its source: every module's `crate::` and `super::` paths
//! are its imports, and no two modules import each other, directly or round a circle. A
//! module's own submodules (declared with `mod`, reached by `self::` or their bare name)
//! are its parts, not imports, and a module's tests (`#[cfg(test)] mod tests`, at a file's
//! end) may reach anything. The game's shape (`game`) says why it refuses something as a
//! message, never in words: it imports neither `phrase` nor `reason`. The board and the
//! browser name no game: each game draws its own board.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

type Module = Vec<String>;

/// The Rust files under `dir`, at any depth.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every module of the library (not `src/bin`) and its source, comments and tests removed.
fn modules() -> BTreeMap<Module, String> {
    let root = src();
    let mut out = BTreeMap::new();
    for path in rust_files(&root).into_iter().filter(|p| !p.starts_with(root.join("bin"))) {
        let relative = path.strip_prefix(&root).expect("under src").with_extension("");
        let mut module: Module = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
        if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
            module.pop();
        }
        let text = fs::read_to_string(&path).expect("a source file");
        out.insert(module, code_of(&text));
    }
    out
}

/// The source without its comments and without its test module.
fn code_of(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or_default();
    text.lines().map(|line| line.split_once("//").map_or(line, |(code, _)| code)).collect::<Vec<_>>().join("\n")
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The paths that start at `at` (just after `crate::` or `super::`): one, or several when a
/// `{…}` group follows, each as its segments.
fn paths_at(text: &str, at: usize) -> Vec<Vec<String>> {
    let mut segments = Vec::new();
    let mut rest = &text[at..];
    loop {
        let end = rest.find(|c: char| !is_ident(c)).unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        segments.push(rest[..end].to_string());
        rest = &rest[end..];
        match rest.strip_prefix("::") {
            Some(next) => rest = next,
            None => return vec![segments],
        }
    }
    let Some(group) = rest.strip_prefix('{') else { return vec![segments] };
    // The group's items, split at its own commas (groups nest).
    let mut out = vec![segments.clone()];
    let (mut depth, mut start) = (0, 0);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items(&group[start..i], &segments, &mut out);
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items(&group[start..i], &segments, &mut out);
                start = i + 1;
            }
            _ => {}
        }
    }
    out
}

fn items(item: &str, prefix: &[String], out: &mut Vec<Vec<String>>) {
    let item = item.trim();
    if item.is_empty() || item == "self" {
        return;
    }
    for path in paths_at(item, 0) {
        out.push(prefix.iter().cloned().chain(path).collect());
    }
}

/// The module a path names: its longest start that is a module.
fn resolve(path: &[String], known: &BTreeMap<Module, String>) -> Option<Module> {
    (1..=path.len()).rev().map(|n| path[..n].to_vec()).find(|m| known.contains_key(m))
}

/// Each module's imports of other modules.
fn imports() -> BTreeMap<Module, BTreeSet<Module>> {
    let known = modules();
    let mut out = BTreeMap::new();
    for (module, code) in &known {
        let mut to = BTreeSet::new();
        for (word, base) in [("crate::", Vec::new()), ("super::", module[..module.len().saturating_sub(1)].to_vec())] {
            for (at, _) in code.match_indices(word) {
                if code[..at].ends_with(is_ident) {
                    continue;
                }
                for path in paths_at(code, at + word.len()) {
                    let full: Vec<String> = base.iter().cloned().chain(path).collect();
                    if let Some(target) = resolve(&full, &known).filter(|t| t != module) {
                        to.insert(target);
                    }
                }
            }
        }
        out.insert(module.clone(), to);
    }
    out
}

/// The circles: strongly connected components of more than one module (Tarjan's).
fn circles(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'a Module, (usize, usize)>,
        stack: Vec<&'a Module>,
        on_stack: BTreeSet<&'a Module>,
        found: Vec<Vec<Module>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, v: &'a Module) {
            let n = self.index.len();
            self.index.insert(v, (n, n));
            self.stack.push(v);
            self.on_stack.insert(v);
            for w in &self.graph[v] {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.index[w].1.min(self.index[v].1);
                    self.index.get_mut(v).expect("visited").1 = low;
                } else if self.on_stack.contains(w) {
                    let low = self.index[w].0.min(self.index[v].1);
                    self.index.get_mut(v).expect("visited").1 = low;
                }
            }
            if self.index[v].0 == self.index[v].1 {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    component.push(w.clone());
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk =
        Walk { graph, index: BTreeMap::new(), stack: Vec::new(), on_stack: BTreeSet::new(), found: Vec::new() };
    for v in graph.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.found
}

fn name(module: &Module) -> String {
    module.join("::")
}

#[test]
fn no_module_imports_round_a_circle() {
    let graph = imports();
    let found: Vec<String> = circles(&graph)
        .iter()
        .map(|circle| {
            let mut lines: Vec<String> = circle
                .iter()
                .map(|m| {
                    let inside: Vec<String> = graph[m].iter().filter(|t| circle.contains(t)).map(name).collect();
                    format!("  {} imports {}", name(m), inside.join(", "))
                })
                .collect();
            lines.sort();
            lines.join("\n")
        })
        .collect();
    assert!(found.is_empty(), "modules that import each other round a circle:\n{}", found.join("\n\n"));
}

#[test]
fn the_game_shape_has_no_words() {
    let graph = imports();
    let game = &graph[&vec!["game".to_string()]];
    let words: Vec<String> = game.iter().filter(|m| matches!(m[0].as_str(), "phrase" | "reason")).map(name).collect();
    assert!(words.is_empty(), "src/game.rs imports {}", words.join(", "));
    // Only ground floors, which import nothing of the crate: a message, a drawing.
    for module in game {
        assert!(graph[module].is_empty(), "src/game.rs imports {}, which imports {:?}", name(module), graph[module]);
    }
}

/// The board and the browser name no game and import no game's module: each game gives
/// its own drawing (tests/fifth_game.rs plays one that is in no registry).
#[test]
fn the_board_and_the_browser_name_no_game() {
    let root = src();
    let games = ["pyramida", "chase", "pyraos", "allmer"];
    let mut found = Vec::new();
    for path in [root.join("web"), root.join("board_state")].iter().flat_map(|dir| rust_files(dir)) {
        let text = fs::read_to_string(&path).expect("a source file").to_lowercase();
        for game in games.iter().filter(|g| text.contains(*g)) {
            found.push(format!("{} names {game}", path.strip_prefix(&root).unwrap_or(&path).display()));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    for (module, to) in imports() {
        if matches!(module.first().map(String::as_str), Some("web" | "board_state")) {
            let game_modules: Vec<String> = to.iter().filter(|t| t.len() > 1 && t[0] == "games").map(name).collect();
            assert!(game_modules.is_empty(), "{} imports {}", name(&module), game_modules.join(", "));
        }
    }
}

/// The test sees what it tests: a circle made on purpose is found, and a group's items are
/// each an import.
#[test]
fn the_reader_finds_a_circle_and_a_groups_items() {
    let paths = paths_at("game::{Error, Side}, x", 0);
    assert_eq!(
        paths,
        vec![vec!["game".to_string()], vec!["game".into(), "Error".into()], vec!["game".into(), "Side".into()]]
    );
    let m = |s: &str| vec![s.to_string()];
    let graph = BTreeMap::from([
        (m("a"), BTreeSet::from([m("b")])),
        (m("b"), BTreeSet::from([m("c")])),
        (m("c"), BTreeSet::from([m("a")])),
        (m("d"), BTreeSet::from([m("a")])),
    ]);
    let found = circles(&graph);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].iter().cloned().collect::<BTreeSet<_>>(), BTreeSet::from([m("a"), m("b"), m("c")]));
    // And the real crate has the modules the rule is about.
    let known = modules();
    for module in ["game", "message", "phrase", "reason", "games"] {
        assert!(known.contains_key(&m(module)), "{module}");
    }
    assert!(imports()[&m("phrase")].contains(&m("message")));
}
