//! The encoding pages in `docs/` are current: regenerating them from the tables gives the
//! committed text (refresh with `cargo run --example isadoc`).

#[path = "../examples/common/isadoc.rs"]
mod isadoc;

use std::path::Path;

#[test]
fn docs_pages_are_current() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let mut stale = Vec::new();
    for (file, text) in isadoc::pages() {
        let path = dir.join(file);
        let committed = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        if committed != text {
            let line = committed
                .lines()
                .zip(text.lines())
                .position(|(a, b)| a != b)
                .unwrap_or_else(|| committed.lines().count().min(text.lines().count()));
            stale.push(format!(
                "{} (first difference at line {})",
                path.display(),
                line + 1
            ));
        }
    }
    assert!(
        stale.is_empty(),
        "encoding pages differ from the tables: {}; run `cargo run --example isadoc` to refresh",
        stale.join(", ")
    );
}

#[test]
fn every_page_has_every_class() {
    for (file, text) in isadoc::pages() {
        let n = text.lines().filter(|l| l.starts_with("## `")).count();
        assert!(n > 20, "{file}: only {n} classes");
        assert!(text.lines().count() < 8000, "{file}: page too long");
    }
}
