//! Conformance against `tests/data/valhall` (Mesa's 2024 assembler cases): the
//! disassembly of every case equals Mesa's text byte for byte, the assembler turns that
//! text back into exactly the case's bytes, and every negative case is rejected.

mod common;

use isadef::valhall::{text::write_line, Insn};

struct Case {
    line: usize,
    word: u64,
    text: String,
}

fn cases() -> Vec<Case> {
    let path = common::vector_file("valhall", "mesa-assembler-cases-431c1d77d64.txt");
    common::vector_lines(&path)
        .into_iter()
        .map(|(line, l)| {
            let (hex, text) = l.split_at(8 * 3);
            let mut word = 0u64;
            for (i, b) in hex.split_whitespace().enumerate() {
                word |= (u64::from_str_radix(b, 16).unwrap()) << (8 * i);
            }
            // Eight "xx " groups, then three more spaces, then the text.
            let text = text
                .strip_prefix("   ")
                .unwrap_or_else(|| panic!("line {line}: bad layout"));
            Case {
                line,
                word,
                text: text.to_string(),
            }
        })
        .collect()
}

#[test]
fn disassembly_matches_mesa() {
    let cases = cases();
    assert_eq!(cases.len(), 244);
    let mut failures = Vec::new();
    for c in &cases {
        let mut s = String::new();
        write_line(c.word, &mut s).unwrap();
        if s != c.text {
            failures.push(format!(
                "line {}: {:016x}\n  want {:?}\n  got  {:?}",
                c.line, c.word, c.text, s
            ));
        }
    }
    println!(
        "valhall disassembly: {}/{} matched",
        cases.len() - failures.len(),
        cases.len()
    );
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn assembly_matches_mesa() {
    let cases = cases();
    let mut failures = Vec::new();
    for c in &cases {
        match Insn::assemble(&c.text) {
            Ok(i) if i.bits() == c.word => {}
            Ok(i) => failures.push(format!(
                "line {}: {:?}\n  want {:016x}\n  got  {:016x}",
                c.line,
                c.text,
                c.word,
                i.bits()
            )),
            Err(e) => failures.push(format!("line {}: {:?}: {e}", c.line, c.text)),
        }
    }
    println!(
        "valhall assembly: {}/{} exact",
        cases.len() - failures.len(),
        cases.len()
    );
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn negative_cases_are_rejected() {
    let lines = common::vector_lines(&common::vector_file(
        "valhall",
        "mesa-negative-cases-cf43a1cc581.txt",
    ));
    assert!(lines.len() >= 25, "too few negative cases: {}", lines.len());
    let accepted: Vec<_> = lines
        .iter()
        .filter_map(|(n, l)| {
            Insn::assemble(l)
                .ok()
                .map(|i| format!("line {n}: {l:?} -> {:016x}", i.bits()))
        })
        .collect();
    println!(
        "valhall negatives: {}/{} rejected",
        lines.len() - accepted.len(),
        lines.len()
    );
    assert!(accepted.is_empty(), "accepted:\n{}", accepted.join("\n"));
}

/// Each negative case fails for Mesa's reason: Mesa's message (from
/// `tests/data/reference/valhall/negative-reasons-2024.txt`) starts with ours, e.g. Mesa's
/// "Too many FAU slots" or "Unknown modifier h0" for our "Unknown modifier".
#[test]
fn negative_cases_fail_for_mesas_reason() {
    let text = common::reference_text("valhall", "negative-reasons-2024.txt");
    let lines: Vec<&str> = text.lines().collect();
    let mut checked = 0;
    let mut wrong = Vec::new();
    for pair in lines.chunks(2) {
        let [case, reason] = pair else {
            panic!("odd line count")
        };
        let case = case.trim_matches('\'');
        let reason = reason
            .trim()
            .strip_prefix("-> ParseError: ")
            .expect("reason line");
        match Insn::assemble(case) {
            Ok(i) => wrong.push(format!("{case:?}: accepted as {:016x}", i.bits())),
            Err(e) if reason.starts_with(e.message) => checked += 1,
            Err(e) => wrong.push(format!("{case:?}: ours {:?}, Mesa {reason:?}", e.message)),
        }
    }
    println!(
        "valhall negatives: {checked}/{} fail for Mesa's reason",
        lines.len() / 2
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
