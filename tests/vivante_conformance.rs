//! Conformance against `tests/data/vivante`: disassembly byte-for-byte, and the
//! assembler on every line without a `;` message and not `no match`.

mod common;

use isadef::vivante::{text::write_line, words_to_bits, Insn};

struct Case {
    file: String,
    line: usize,
    word: u128,
    text: String,
}

/// The vector files, each with its number of cases (`tests/data/vivante/README.md`).
const FILES: [(&str, usize); 6] = [
    ("mesa-disasm-tests-081efcd.txt", 180),
    ("mesa-isaspec-51bd3b2-blob-shaders.txt", 146),
    ("mesa-isaspec-51bd3b2-edge-cases.txt", 112),
    ("mesa-isaspec-51bd3b2-etna_viv-shaders.txt", 104),
    ("mesa-isaspec-51bd3b2-random.txt", 3369),
    ("mesa-isaspec-51bd3b2-real-shaders.txt", 3456),
];

fn cases() -> Vec<Vec<Case>> {
    let files: Vec<Vec<Case>> = FILES
        .iter()
        .map(|&(name, _)| common::vector_file("vivante", name))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            common::vector_lines(&p)
                .into_iter()
                .map(|(line, l)| {
                    let mut it = l.splitn(5, ' ');
                    let mut w = [0u32; 4];
                    for x in &mut w {
                        let t = it.next().unwrap();
                        *x = u32::from_str_radix(t.trim_start_matches("0x"), 16).unwrap();
                    }
                    Case {
                        file: name.clone(),
                        line,
                        word: words_to_bits(w),
                        text: it.next().unwrap_or("").to_string(),
                    }
                })
                .collect()
        })
        .collect();
    for (cases, (name, n)) in files.iter().zip(FILES) {
        assert_eq!(cases.len(), n, "{name}: number of cases");
    }
    files
}

#[test]
fn disassembly_matches_mesa() {
    let files = cases();
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
                failures.push(format!(
                    "{}:{}: {:032x}\n  want {:?}\n  got  {:?}",
                    c.file, c.line, c.word, c.text, s
                ));
            }
        }
        total += cases.len();
        println!(
            "vivante disasm {}: {}/{}",
            cases[0].file,
            matched,
            cases.len()
        );
    }
    for f in failures.iter().take(40) {
        println!("{f}");
    }
    assert!(
        failures.is_empty(),
        "{} of {} lines differ",
        failures.len(),
        total
    );
}

/// Why two words that print the same text differ (one label per reason).
fn diff_class(insn: Insn, word: u128, diff: u128) -> String {
    use isadef::vivante::table::Kind;
    let info = insn.info();
    let mut printed = info.mask | info.dontcare;
    let mut labels = std::collections::BTreeSet::new();
    for op in info.operands {
        printed |= op.field.mask();
        let Some(kind) = op.kind else { continue };
        if op.field.mask() & diff == 0 {
            continue;
        }
        let raw = op.field.get(word);
        let label = match kind {
            Kind::Dst | Kind::DstHp if raw & 1 == 0 => "void destination hides its register fields",
            Kind::Dst | Kind::DstHp if (raw >> 1) & 7 >= 5 => {
                "undefined address mode 5..7 printed as a bare digit"
            }
            Kind::Src if raw >> 22 != 7 && (raw >> 19) & 7 >= 5 => {
                "undefined address mode 5..7 printed as a bare digit"
            }
            Kind::Src if raw >> 22 == 7 && (raw >> 20) & 3 == 3 => {
                "f16 immediate: payload bits 19..16 and NaN payloads are not printed"
            }
            Kind::Src if raw >> 22 == 7 => "NaN payload of an f20 immediate is not printed",
            Kind::Src if raw >> 22 == 3 => "register group 3 prints as `u` like group 2",
            Kind::Src if matches!(raw >> 22, 5 | 6) => "register groups 5/6 print as a bare digit",
            _ => "UNEXPLAINED operand difference",
        };
        labels.insert(label);
    }
    for m in info.mods {
        printed |= m.field.mask();
        if m.field.mask() & diff != 0 {
            labels.insert("undefined condition printed as a number runs into the next digits");
        }
    }
    if diff & !printed != 0 {
        labels.insert("bits the form never prints");
    }
    labels.into_iter().collect::<Vec<_>>().join(" + ")
}

#[test]
fn assembler_reproduces_words() {
    let files = cases();
    let mut failures = Vec::new();
    let mut classes = std::collections::BTreeMap::<String, (usize, String)>::new();
    for cases in &files {
        let (mut exact, mut ambiguous, mut n) = (0, 0, 0);
        for c in cases {
            if c.text.contains(';') || c.text.starts_with("no match") {
                continue;
            }
            n += 1;
            match Insn::assemble(&c.text) {
                Ok(insn) if insn.bits() == c.word => exact += 1,
                Ok(insn) => {
                    // The text does not determine the word iff the assembled word prints the
                    // very same text.
                    let mut s = String::new();
                    write_line(insn.bits(), &mut s).unwrap();
                    if s == c.text {
                        ambiguous += 1;
                        let k =
                            diff_class(Insn::decode(c.word).unwrap(), c.word, insn.bits() ^ c.word);
                        for label in k.split(" + ") {
                            let e = classes
                                .entry(label.to_string())
                                .or_insert((0, c.text.clone()));
                            e.0 += 1;
                        }
                    } else {
                        failures.push(format!(
                            "{}:{}: {:?}\n  want {:032x}\n  got  {:032x} = {:?}",
                            c.file,
                            c.line,
                            c.text,
                            c.word,
                            insn.bits(),
                            s
                        ));
                    }
                }
                Err(e) => failures.push(format!("{}:{}: {:?}: {e}", c.file, c.line, c.text)),
            }
        }
        println!("vivante asm {}: {exact}/{n} exact, {ambiguous} where the text does not determine the word", cases[0].file);
    }
    for (k, (n, ex)) in &classes {
        println!("  undetermined: {k}: {n} (e.g. {ex:?})");
        assert!(
            !k.contains("UNEXPLAINED"),
            "unexplained ambiguity: {k} {ex:?}"
        );
    }
    for f in failures.iter().take(40) {
        println!("{f}");
    }
    assert!(
        failures.is_empty(),
        "{} lines fail to assemble",
        failures.len()
    );
}
