//! The repository speaks to its users about the crate as it is: its text files carry no
//! account of how the work was organised, and no path to a document outside the
//! repository. Every text file under the listed folders is read (of the vectors in
//! `tests/data`, their notes; build output is left out).

use std::path::{Path, PathBuf};

/// Folders and files whose text is checked, relative to the repository.
const ROOTS: &[&str] = &[
    "README.md",
    "CHANGELOG.md",
    "Cargo.toml",
    "docs",
    "src",
    "examples",
    "tests",
    "scripts",
    "benches",
    "fuzz",
    ".ci",
];

/// Folders never read: build output, fuzzing state.
const SKIPPED: &[&str] = &[
    "target",
    "fuzz/target",
    "fuzz/corpus",
    "fuzz/artifacts",
    "fuzz/coverage",
    "benches/target",
    "scripts/self-profile/target",
];

/// Words that speak of how the work was organised, each followed by a number where that
/// is what makes it so (built from pieces so that this file does not match itself).
fn phrases() -> Vec<(String, bool)> {
    let numbered = |w: &str| (w.to_string(), true);
    let word = |w: &str| (w.to_string(), false);
    vec![
        numbered(&["st", "op "].concat()),
        numbered(&["st", "ops "].concat()),
        numbered(&["iss", "ue "].concat()),
        numbered(&["iss", "ues "].concat()),
        numbered(&["iss", "ue #"].concat()),
        word(&["ses", "sion"].concat()),
        word(&["ses", "sions"].concat()),
        word(&["work", "tree"].concat()),
        word(&["work", "trees"].concat()),
        word(&["bud", "get"].concat()),
        word(&["bud", "gets"].concat()),
        word(&["hel", "per branch"].concat()),
        word(&["hel", "per ses", "sion"].concat()),
        word(&["by a hel", "per"].concat()),
        word(&["a hel", "per's"].concat()),
    ]
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The problems of one line (lower-cased), as short descriptions.
fn problems(line: &str, exists: &dyn Fn(&str) -> bool) -> Vec<String> {
    let lower = line.to_ascii_lowercase();
    let bytes = lower.as_bytes();
    let mut out = Vec::new();
    for (needle, numbered) in phrases() {
        for (at, _) in lower.match_indices(needle.as_str()) {
            let end = at + needle.len();
            let starts_word = at == 0 || !is_word_byte(bytes[at - 1]);
            let ends_ok = if numbered {
                bytes.get(end).is_some_and(|b| b.is_ascii_digit())
            } else {
                bytes.get(end).is_none_or(|&b| !is_word_byte(b))
            };
            if starts_word && ends_ok {
                out.push(format!("says {:?}", &line[at..end.min(line.len())]));
            }
        }
    }
    if lower.contains(&["../sh", "ared"].concat()) {
        out.push("points at the developers' shared folder".into());
    }
    // A path that starts at the developers' document or fact-sheet folders names a file
    // users do not have, unless the repository has it (`tests/data/reference/…`, or a
    // path relative to the file that names it).
    for dir in [["se", "eds/"].concat(), ["refer", "ence/"].concat()] {
        for (at, _) in lower.match_indices(dir.as_str()) {
            if at > 0 && is_word_byte(bytes[at - 1]) {
                continue;
            }
            let mut start = at;
            while start > 0 && !b" `'\"([<|".contains(&bytes[start - 1]) {
                start -= 1;
            }
            let end = line[at..]
                .find(|c: char| " `'\")],;:#".contains(c))
                .map_or(line.len(), |n| at + n);
            let path = line[start..end].trim_end_matches('.');
            if !exists(path) {
                out.push(format!("names {path}, which the repository does not have"));
            }
        }
    }
    out
}

fn walk(root: &Path, rel: &Path, files: &mut Vec<PathBuf>) {
    let rel_text = rel.to_string_lossy().replace('\\', "/");
    if SKIPPED.contains(&rel_text.as_str()) {
        return;
    }
    let path = root.join(rel);
    if path.is_dir() {
        let mut entries: Vec<_> = std::fs::read_dir(&path)
            .unwrap_or_else(|e| panic!("cannot list {}: {e}", path.display()))
            .map(|e| e.expect("directory entry").file_name())
            .collect();
        entries.sort();
        for name in entries {
            walk(root, &rel.join(name), files);
        }
    } else if path.is_file() {
        // Of the conformance data, only the notes on where it comes from are prose.
        let data = rel_text.starts_with("tests/data/");
        if !data || rel_text.ends_with(".md") {
            files.push(rel.to_path_buf());
        }
    }
}

#[test]
fn repository_text_speaks_of_the_crate_alone() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for r in ROOTS {
        assert!(root.join(r).exists(), "{r} is missing from the repository");
        walk(root, Path::new(r), &mut files);
    }
    let mut read = 0;
    let mut found = Vec::new();
    for rel in &files {
        let bytes = std::fs::read(root.join(rel)).expect("readable file");
        // Binary files (example programs, images) hold no prose.
        let Ok(text) = std::str::from_utf8(&bytes) else {
            continue;
        };
        if bytes.contains(&0) {
            continue;
        }
        read += 1;
        let dir = root
            .join(rel)
            .parent()
            .expect("a file's folder")
            .to_path_buf();
        // A path written as a pattern (`tests/data/reference/<isa>/`) exists when the
        // folder before its first placeholder does.
        let exists = |p: &str| {
            let p = p.split(['<', '{', '…', '*']).next().unwrap_or("");
            [root.join(p), dir.join(p), root.join("tests/data").join(p)]
                .iter()
                .any(|c| c.exists())
        };
        for (n, line) in text.lines().enumerate() {
            for p in problems(line, &exists) {
                found.push(format!("{}:{}: {p}", rel.display(), n + 1));
            }
        }
    }
    assert!(
        read > 100,
        "only {read} text files were read: the walk missed the repository"
    );
    assert!(
        found.is_empty(),
        "{} lines speak of how the work was organised or point outside the repository:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// The checker itself finds what it is meant to find, and passes ordinary text.
#[test]
fn the_checker_finds_each_kind_of_problem() {
    let hits = [
        ["Measured in st", "op 36."].concat(),
        ["See iss", "ue 12."].concat(),
        ["Done in a work", "tree."].concat(),
        ["The last ses", "sion"].concat(),
        ["Within the bud", "get."].concat(),
        ["Read ../sh", "ared/DESIGN.md"].concat(),
        ["See `se", "eds/g80-INSNS.txt`"].concat(),
        ["(`refer", "ence/g80/encoding.md`)"].concat(),
        ["in `../../refer", "ence/vivante/disasm-format.md`"].concat(),
        ["done by a hel", "per in a branch"].concat(),
    ];
    let exists = |p: &str| p == "tests/data/reference/valhall/opcodes-2024.tsv";
    for h in &hits {
        assert!(!problems(h, &exists).is_empty(), "not found in {h:?}");
    }
    let clean = [
        "Stop the listing at the first zero word.",
        "The issue of a warp is counted per cycle.",
        "`tests/data/reference/valhall/opcodes-2024.tsv` holds the opcodes.",
        "Small helpers of `define_isa!`.",
        "Prefer the reference text; a stopword is not a stop.",
    ];
    for c in &clean {
        assert!(
            problems(c, &exists).is_empty(),
            "{c:?}: {:?}",
            problems(c, &exists)
        );
    }
}

/// The README is one user's page, and the changelog lists releases in the Keep a
/// Changelog form.
#[test]
fn readme_and_changelog_keep_their_form() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let lines = readme.lines().count();
    assert!(lines <= 300, "README.md has {lines} lines (at most 300)");
    for needed in [
        "[dependencies]",
        "default-features = false",
        "cargo test --all-features",
    ] {
        assert!(
            readme.contains(needed),
            "README.md does not mention {needed}"
        );
    }
    let log = std::fs::read_to_string(root.join("CHANGELOG.md")).expect("CHANGELOG.md");
    let lines = log.lines().count();
    assert!(lines <= 150, "CHANGELOG.md has {lines} lines (at most 150)");
    assert!(log.contains("\n## [Unreleased]\n"), "no Unreleased section");
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("Cargo.toml");
    let version = manifest
        .lines()
        .find_map(|l| l.strip_prefix("version = \""))
        .and_then(|v| v.strip_suffix('"'))
        .expect("the package's version");
    let heading = format!("\n## [{version}] - ");
    let at = log
        .find(&heading)
        .unwrap_or_else(|| panic!("no dated section for {version}"));
    let date = &log[at + heading.len()..][..10];
    assert!(
        date.bytes().enumerate().all(|(i, b)| if i == 4 || i == 7 {
            b == b'-'
        } else {
            b.is_ascii_digit()
        }),
        "{version}'s date {date:?} is not YYYY-MM-DD"
    );
    for license in ["LICENSE-MIT", "LICENSE-APACHE"] {
        assert!(root.join(license).is_file(), "{license} is missing");
    }
}
