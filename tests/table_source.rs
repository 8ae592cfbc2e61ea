//! The built-in tables say each thing once: a one-bit flag that several classes write at
//! the same bits with the same text (and gate) is declared in the table's `modifiers`
//! section and named by the classes (`neg1 = neg1_s`, `sat if SM12`), not written out
//! in each class's list.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The table files of one instruction set: `table.rs` and `table/*.rs`.
fn table_files(isa: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/arch")
        .join(isa);
    let mut files = vec![dir.join("table.rs")];
    if let Ok(entries) = std::fs::read_dir(dir.join("table")) {
        let mut more: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
        more.sort();
        files.extend(more);
    }
    files
}

/// The inline flags of a line: `(bits, text, gate)` of each `name: bool @ BITS = "text"`
/// with its `if GATE`, if any.
fn flags(line: &str) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find(": bool @ ") {
        let after = &rest[at + ": bool @ ".len()..];
        let bits_end = if after.starts_with('[') {
            after.find(']').map_or(after.len(), |e| e + 1)
        } else {
            after
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(after.len())
        };
        let bits = after[..bits_end].to_string();
        let tail = after[bits_end..].trim_start();
        let mut text = String::new();
        let mut gate = String::new();
        if let Some(t) = tail.strip_prefix("= \"") {
            let end = t.find('"').unwrap_or(t.len());
            text = t[..end].to_string();
            let after_text = t[end..].trim_start_matches('"').trim_start();
            if let Some(g) = after_text.strip_prefix("if ") {
                gate = g.split([',', ']']).next().unwrap_or("").trim().to_string();
            }
        }
        out.push((bits, text, gate));
        rest = &after[bits_end..];
    }
    out
}

type Flags = BTreeMap<(String, String, String), Vec<String>>;

/// Every inline flag of an instruction set's table outside its `modifiers` section, with
/// where it is written, and the number of flags the section declares.
fn inline_flags(isa: &str) -> (Flags, usize) {
    let mut seen: Flags = BTreeMap::new();
    let mut declared = 0;
    for file in table_files(isa) {
        let text = std::fs::read_to_string(&file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let mut in_section = false;
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if code.trim_start().starts_with("modifiers {") {
                in_section = true;
                continue;
            }
            if in_section {
                in_section = code.trim() != "}";
                declared += flags(code).len();
                continue;
            }
            for flag in flags(code) {
                seen.entry(flag)
                    .or_default()
                    .push(format!("{name}:{}", n + 1));
            }
        }
    }
    (seen, declared)
}

#[test]
fn the_line_reader_finds_each_flag() {
    assert_eq!(
        flags(r#"mods [sat: bool @ [8..9] = "sat" if SM12, neg1, n: bool @ S_M2 = "neg"]"#),
        [
            ("[8..9]".into(), "sat".into(), "SM12".into()),
            ("S_M2".into(), "neg".into(), String::new()),
        ]
    );
}

#[test]
fn recurring_flags_are_declared_once() {
    let mut inline = 0;
    for isa in ["vivante", "valhall", "g80"] {
        let (flags, declared) = inline_flags(isa);
        let repeated: Vec<_> = flags.iter().filter(|(_, at)| at.len() > 1).collect();
        assert!(
            repeated.is_empty(),
            "{isa}: flags written in more than one class: {repeated:?}"
        );
        // The scan sees the section: each table declares its flags there.
        assert!(
            declared > 5,
            "{isa}: {declared} flags in the modifiers section"
        );
        inline += flags.len();
    }
    // And the rows: Valhall and G80 write one-off flags in their classes.
    assert!(inline > 10, "{inline} inline flags found");
}
