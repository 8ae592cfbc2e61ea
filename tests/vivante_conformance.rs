//! Conformance against `../shared/vectors/vivante`: disassembly byte-for-byte, and the
//! assembler on every line without a `;` message and not `no match`.

mod common;

use isadef::vivante::{words_to_bits, write_line, Insn};

struct Case {
    file: String,
    line: usize,
    word: u128,
    text: String,
}

fn cases() -> Option<Vec<Vec<Case>>> {
    let dir = common::vectors_dir("vivante")?;
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no vector files in {}", dir.display());
    Some(
        files
            .iter()
            .map(|p| {
                let name = p.file_name().unwrap().to_string_lossy().into_owned();
                common::vector_lines(p)
                    .into_iter()
                    .map(|(line, l)| {
                        let mut it = l.splitn(5, ' ');
                        let mut w = [0u32; 4];
                        for x in &mut w {
                            let t = it.next().unwrap();
                            *x = u32::from_str_radix(t.trim_start_matches("0x"), 16).unwrap();
                        }
                        Case { file: name.clone(), line, word: words_to_bits(w), text: it.next().unwrap_or("").to_string() }
                    })
                    .collect()
            })
            .collect(),
    )
}

#[test]
fn disassembly_matches_mesa() {
    let Some(files) = cases() else { return };
    let mut failures = Vec::new();
    let mut total = 0;
    for cases in &files {
        let mut matched = 0;
        for c in cases {
            let mut s = String::new();
            write_line(c.word, &mut s).unwrap();
            if s == c.text {
                matched += 1;
            } else {
                failures.push(format!("{}:{}: {:032x}\n  want {:?}\n  got  {:?}", c.file, c.line, c.word, c.text, s));
            }
        }
        total += cases.len();
        println!("vivante disasm {}: {}/{}", cases[0].file, matched, cases.len());
    }
    for f in failures.iter().take(40) {
        println!("{f}");
    }
    assert!(failures.is_empty(), "{} of {} lines differ", failures.len(), total);
}
