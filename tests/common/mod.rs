//! Shared helpers for the conformance tests: locating `../shared/vectors`.
#![allow(dead_code)]

use std::path::PathBuf;

/// The vectors directory for `isa`, or `None` (with a loud message) when absent outside CI.
pub fn vectors_dir(isa: &str) -> Option<PathBuf> {
    let base = std::env::var_os("ISADEF_VECTORS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/vectors")));
    let dir = base.join(isa);
    if dir.is_dir() {
        return Some(dir);
    }
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("conformance vectors missing: {} (CI=true)", dir.display());
    }
    eprintln!("\n*** SKIPPING {isa} conformance: {} not found (set ISADEF_VECTORS) ***\n", dir.display());
    None
}

/// Lines of a vector file, without `#` comments and empty lines, with their line numbers.
pub fn vector_lines(path: &std::path::Path) -> Vec<(usize, String)> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .map(|(i, l)| (i + 1, l.to_string()))
        .collect()
}
