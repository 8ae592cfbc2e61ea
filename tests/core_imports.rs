//! The core's modules (`src/*.rs` and their folders, the instruction sets in `src/arch`
//! aside) import one another without a cycle, so each can be read, and changed, on top of
//! the ones below it. Only code counts: comments, doc comments, string literals, macro
//! output (`$crate::…`) and unit-test modules do not.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// `text` without comments, string literals and its unit-test module.
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    let text = match text.find("#[cfg(all(test") {
        Some(at) => &text[..at],
        None => text,
    };
    let mut out = String::new();
    for line in text.lines() {
        let mut in_str = false;
        let mut prev = ' ';
        let mut kept = String::new();
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if in_str {
                if c == '"' && prev != '\\' {
                    in_str = false;
                }
            } else if c == '"' && prev != '\'' {
                in_str = true;
            } else if c == '/' && chars.get(i + 1) == Some(&'/') {
                break;
            } else {
                kept.push(c);
            }
            prev = if prev == '\\' && c == '\\' { ' ' } else { c };
            i += 1;
        }
        out.push_str(&kept);
        out.push('\n');
    }
    out
}

/// The core modules `code` names as `crate::<module>`.
fn imports(code: &str, core: &BTreeSet<String>) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c == '$' || c.is_alphanumeric() || c == '_') {
            continue;
        }
        let name: String = code[at + 7..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if core.contains(&name) {
            found.insert(name);
        }
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable folder") {
        let path = entry.expect("folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A cycle of `edges`, if there is one.
fn cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        m: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(m.to_string(), 1);
        stack.push(m.to_string());
        for n in &edges[m] {
            match state.get(n) {
                Some(1) => {
                    let start = stack.iter().position(|s| s == n).unwrap();
                    let mut c = stack[start..].to_vec();
                    c.push(n.clone());
                    return Some(c);
                }
                Some(_) => {}
                None => {
                    if let Some(c) = visit(n, edges, state, stack) {
                        return Some(c);
                    }
                }
            }
        }
        stack.pop();
        state.insert(m.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for m in edges.keys() {
        if !state.contains_key(m) {
            if let Some(c) = visit(m, edges, &mut state, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

#[test]
fn the_core_modules_import_one_another_without_a_cycle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let core: BTreeSet<String> = std::fs::read_dir(&src)
        .expect("src")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n != "lib.rs" && n != "arch")
        .map(|n| n.trim_end_matches(".rs").to_string())
        .collect();
    assert!(core.len() > 10, "only {core:?} found in src");
    let mut edges: BTreeMap<String, BTreeSet<String>> =
        core.iter().map(|m| (m.clone(), BTreeSet::new())).collect();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    for file in files {
        let rel = file.strip_prefix(&src).unwrap();
        let top = rel.components().next().unwrap().as_os_str();
        let top = top.to_string_lossy().trim_end_matches(".rs").to_string();
        let Some(out) = edges.get_mut(&top) else {
            continue;
        };
        let code = code_of(&std::fs::read_to_string(&file).expect("readable source"));
        for m in imports(&code, &core) {
            if m != top {
                out.insert(m);
            }
        }
    }
    // The detector itself: the leaf modules import nothing of the core, and a made-up
    // back edge is found.
    assert!(edges["piece"].is_empty(), "{:?}", edges["piece"]);
    let mut with_cycle = edges.clone();
    with_cycle.get_mut("piece").unwrap().insert("code".into());
    assert!(cycle(&with_cycle).is_some(), "the detector missed a cycle");
    assert_eq!(
        cycle(&edges),
        None,
        "the core's imports form a cycle; all imports: {edges:#?}"
    );
}

#[test]
fn comments_strings_and_macro_output_are_not_imports() {
    let core: BTreeSet<String> = ["code", "text"].iter().map(|s| s.to_string()).collect();
    let code = code_of(
        "use crate::text::Sink; // crate::code\n\
         /// [`X`](crate::code::X)\n\
         let s = \"crate::code\";\n\
         $crate::code::Branch\n",
    );
    assert_eq!(imports(&code, &core), ["text".to_string()].into());
}
