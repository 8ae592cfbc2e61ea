//! G80 assembler against envyas (`tests/data/g80/envyas_f102b823_roundtrip.tsv`):
//! rows marked `same`/`diff` must assemble to exactly envyas's words; rows marked
//! `noasm` (text envyas cannot read back) are accepted where well-formed and must then
//! print as the same text. Every text envydis prints for the disassembly vectors
//! (without `???`/`[unknown`) must also assemble back to a word printing that text.

mod common;

use isadef::g80::{
    target::{Mode, Variant},
    Insn, Target,
};

use common::g80_target as target;
use common::Rng;

fn words(field: &str) -> Vec<u32> {
    field
        .split_whitespace()
        .map(|w| u32::from_str_radix(w, 16).expect("hex word"))
        .collect()
}

fn words_of(insn: Insn) -> Vec<u32> {
    let b = insn.bits();
    if insn.len() == 8 {
        vec![b as u32, (b >> 32) as u32]
    } else {
        vec![b as u32]
    }
}

#[test]
fn envyas_roundtrip_vectors() {
    let dir = common::vectors_dir("g80");
    let file = "envyas_f102b823_roundtrip.tsv";
    let (mut exact, mut total) = (0, 0);
    let (mut noasm, mut noasm_ok) = (0, 0);
    let mut shown = 0;
    for (line, l) in common::vector_lines(&dir.join(file)) {
        let c: Vec<&str> = l.split('\t').collect();
        let (t, text, status) = (target(c[1], c[2]), c[4], c[6]);
        let got = Insn::assemble_in(text, t);
        match status {
            "same" | "diff" => {
                total += 1;
                let want = words(c[5]);
                match got {
                    Ok(insn) if words_of(insn) == want => exact += 1,
                    other => {
                        if shown < 15 {
                            shown += 1;
                            eprintln!(
                                "{file}:{line} {t:?} `{text}`\n  want {want:08x?}\n  got  {:08x?}",
                                other.map(words_of)
                            );
                        }
                    }
                }
            }
            "noasm" => {
                noasm += 1;
                if let Ok(insn) = got {
                    let back = insn.display(t).to_string();
                    assert_eq!(
                        back, text,
                        "{file}:{line}: accepted text must print as itself"
                    );
                    noasm_ok += 1;
                }
            }
            s => panic!("{file}:{line}: unknown status {s}"),
        }
    }
    eprintln!("{file}: same/diff {exact} / {total} exact; noasm accepted {noasm_ok} / {noasm}");
    assert_eq!(exact, total, "{file}: {exact} / {total}");
    assert!(total > 3000);
    // Every `noasm` text is well-formed envydis output: all are read back.
    assert_eq!(noasm_ok, noasm, "{file}: noasm texts accepted");
}

#[test]
fn every_printed_text_reassembles() {
    let dir = common::vectors_dir("g80");
    let file = "envydis_f102b823_synthetic.tsv";
    let (mut ok, mut total) = (0, 0);
    let mut shown = 0;
    for (line, l) in common::vector_lines(&dir.join(file)) {
        let c: Vec<&str> = l.split('\t').collect();
        let text = c[4];
        if text.contains("???") || text.contains("[unknown") || text.contains("[incomplete") {
            continue;
        }
        let pairs = common::g80_combos(c[3]);
        for t in pairs {
            total += 1;
            match Insn::assemble_in(text, t) {
                Ok(insn) if insn.display(t).to_string() == text => ok += 1,
                other => {
                    if shown < 15 {
                        shown += 1;
                        eprintln!(
                            "{file}:{line} {t:?} `{text}`\n  got {:?}",
                            other.map(|i| (words_of(i), i.display(t).to_string()))
                        );
                    }
                }
            }
        }
    }
    eprintln!("{file}: {ok} / {total} printed texts reassemble to themselves");
    assert_eq!(ok, total);
}

/// Printed text of the real-code files (one target per row) reassembles to itself.
#[test]
fn real_code_texts_reassemble() {
    let dir = common::vectors_dir("g80");
    type Pick = fn(&[&str]) -> (Target, usize);
    let files: [(&str, Pick); 4] = [
        ("decuda_c30bd179_cubins_sm10.tsv", |_| {
            (target("g80", "cp"), 4)
        }),
        ("mesa_9b2ccd6a_nv50_query_hw_sm.tsv", |c| {
            (target(c[1], c[0]), 3)
        }),
        ("mesa_de80660c_nv50_surface_blit.tsv", |c| {
            (target("g80", c[1]), 3)
        }),
        ("xf86-video-nouveau_67927501_nv50_accel.tsv", |c| {
            (target("g80", c[1]), 3)
        }),
    ];
    for (file, pick) in files {
        let (mut ok, mut total) = (0, 0);
        for (line, l) in common::vector_lines(&dir.join(file)) {
            let c: Vec<&str> = l.split('\t').collect();
            let (t, col) = pick(&c);
            let text = c[col];
            if text.contains("???") || text.contains("[unknown") || text.contains("[incomplete") {
                continue;
            }
            total += 1;
            match Insn::assemble_in(text, t) {
                Ok(insn) if insn.display(t).to_string() == text => ok += 1,
                other => eprintln!(
                    "{file}:{line} `{text}`: {:?}",
                    other.map(|i| i.display(t).to_string())
                ),
            }
        }
        eprintln!("{file}: {ok} / {total} texts reassemble to themselves");
        assert_eq!(ok, total, "{file}");
        assert!(total > 0, "{file}");
    }
}

/// Rejected text: the error names the problem and its column.
#[test]
fn errors_name_problem_and_column() {
    let t = target("g80", "cp");
    let err = |line: &str| {
        let e = Insn::assemble_in(line, t).unwrap_err();
        (e.column, e.message)
    };
    assert_eq!(err(""), (1, "empty line: expected an instruction"));
    assert_eq!(
        err("frobnicate $r1 $r2").1,
        "unknown instruction (no form matches its mnemonic and modifiers)"
    );
    assert_eq!(
        err("mov b32 $r1 $r200"),
        (13, "register number out of range")
    );
    assert_eq!(err("mov b32 $r1"), (12, "the instruction is incomplete"));
    assert_eq!(
        err("mov b32 $r1 $r2 $r3"),
        (17, "unexpected text after the instruction")
    );
    assert_eq!(
        err("add b32 $r1 $r2 ???"),
        (17, "`???` cannot be assembled")
    );
    assert_eq!(
        err("bra 0x6"),
        (5, "code address out of range or not a multiple of 4")
    );
    assert_eq!(err("mov b32 $r1 b32 s[0x7]").0, 17);
    // A 16-bit shared offset must be aligned: s[0x3] is not a u16 address.
    assert_eq!(err("mov b16 $r1l u16 s[0x3]").0, 18);
    // Variant gates apply: `brkpt` needs sm11, `$sampleid` d3d10_1, `a[]` is not in cp.
    let gated = (
        1,
        "not available on this target (GPU variant or program type)",
    );
    assert_eq!(err("brkpt"), gated);
    assert_eq!(err("(l3) ld b32 $r0 a[0x0]"), gated);
    assert!(Insn::assemble_in("(l3) ld b32 $r0 a[0x0]", target("g80", "vp")).is_ok());
    assert!(Insn::assemble_in("brkpt", target("g84", "cp")).is_ok());
    assert!(Insn::assemble_in("mov $r0 $sampleid", t).is_err());
    assert!(Insn::assemble_in("mov $r0 $sr8", t).is_ok());
    assert!(Insn::assemble_in("mov $r0 $sampleid", target("gt215", "fp")).is_ok());
}

/// envyas's choices: the short encoding when one exists, `long` to force a long one,
/// "always" as the default predicate, wrapping 32-bit immediates.
#[test]
fn encoding_choices() {
    let t = target("g80", "cp");
    let asm = |line: &str| words_of(Insn::assemble_in(line, t).unwrap());
    assert_eq!(asm("mov b32 $r0 $r4"), [0x10008800]);
    // Long: b32 is w1[26], lanes w1[17:14] = all, predicate w1[11:7] = always.
    assert_eq!(asm("long mov b32 $r0 $r4"), [0x10000801, 0x0403c780]);
    assert_eq!(asm("exit mov b32 $r0 $r4"), [0x10000801, 0x0403c781]);
    assert_eq!(asm("(never) mov b32 $r0 $r4"), [0x10000801, 0x0403c000]);
    assert_eq!(
        asm("add b32 $r1 $r2 0xffffffff"),
        asm("add b32 $r1 $r2 -0x1")
    );
    assert_eq!(asm("mov b32 $r1 b32 s[0x10]"), [0x1100e804]);
    // Decimal numbers are accepted too.
    assert_eq!(asm("mov b32 $r1 b32 s[16]"), [0x1100e804]);
    // Post-increment on $a0, printed `0x0++`, reads back (envyas rejects it).
    let i = Insn::assemble_in("mov b32 $r1 b32 s[0x0++0x10]", t).unwrap();
    assert_eq!(i.display(t).to_string(), "mov b32 $r1 b32 s[0x0++0x10]");
}

/// Random words on every target: whatever prints without `???` or unknown bits
/// assembles back to a word that prints the same text.
#[test]
fn random_words_print_and_reassemble() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut checked, mut skipped) = (0usize, 0usize);
    for _ in 0..10_000 {
        let mut w = rng.next();
        if w & 1 == 0 {
            w &= 0xffff_ffff;
        }
        for variant in Variant::ALL {
            for mode in Mode::ALL {
                let t = Target { variant, mode };
                let insn = Insn::decode_in(w, t).expect("every G80 word decodes");
                let text = insn.display(t).to_string();
                if text.contains("???") || text.contains("[unknown") {
                    skipped += 1;
                    continue;
                }
                checked += 1;
                let back = Insn::assemble_in(&text, t)
                    .unwrap_or_else(|e| panic!("{w:016x} {t:?} `{text}`: {e}"));
                assert_eq!(back.display(t).to_string(), text, "{w:016x} {t:?}");
            }
        }
    }
    eprintln!("random words: {checked} texts reassembled, {skipped} with ???/unknown bits");
    assert!(checked > 5_000);
}

/// Mangled vector texts never panic the assembler, and whatever it accepts prints
/// text that assembles to the same word again.
#[test]
fn mangled_text_never_panics() {
    let dir = common::vectors_dir("g80");
    let lines = common::vector_lines(&dir.join("envyas_f102b823_roundtrip.tsv"));
    let texts: Vec<String> = lines
        .iter()
        .map(|(_, l)| l.split('\t').nth(4).unwrap().to_string())
        .collect();
    let pieces = [
        "$r1",
        "$a3",
        "s[$a1+0x4]",
        "(",
        ")",
        "c15[0x10]",
        "#",
        "-0x8",
        "0x0++0x4",
        "exit",
        "long",
        "b32",
        "$c2",
        "g3[$r4]",
        ":",
        "[",
        "]",
        "++",
        "$r9:#",
        "0x",
        "$",
        "",
    ];
    let t = target("g200", "cp");
    let mut rng = Rng(7);
    let mut accepted = 0;
    for i in 0..30_000 {
        let mut s = texts[i % texts.len()].clone();
        let r = rng.next();
        let at = (r as usize >> 8) % (s.len() + 1);
        let at = (0..=at).rev().find(|&k| s.is_char_boundary(k)).unwrap();
        match r % 3 {
            0 => s.insert_str(at, pieces[(r >> 32) as usize % pieces.len()]),
            1 => s.truncate(at),
            _ => {
                let end = (at + 1 + (r >> 40) as usize % 6).min(s.len());
                let end = (end..=s.len()).find(|&k| s.is_char_boundary(k)).unwrap();
                s.replace_range(at..end, "");
            }
        }
        if let Ok(insn) = Insn::assemble_in(&s, t) {
            accepted += 1;
            let text = insn.display(t).to_string();
            let again =
                Insn::assemble_in(&text, t).unwrap_or_else(|e| panic!("`{s}` -> `{text}`: {e}"));
            assert_eq!(again.display(t).to_string(), text, "`{s}`");
        }
    }
    assert!(accepted > 1000, "{accepted}");
}

/// Programs: labels (forward, backward, several on a line), envyas's alignment of long
/// instructions, and errors with their line and column.
#[test]
fn programs_with_labels_and_alignment() {
    let t = target("g84", "cp");
    let src = "\
# a loop
start:
    mov b32 $r0 $r4
loop: inner: add b32 $r0 $r0 0x1
    bra loop
    call start
done: exit nop
";
    let code = Insn::assemble_program_in(src, t).unwrap().bytes;
    let listing: Vec<String> = Insn::stream(&code, t)
        .map(|(at, i)| format!("{at:02x} {}", i.unwrap().display(t)))
        .collect();
    assert_eq!(
        listing,
        [
            "00 mov b32 $r0 $r4",
            "08 add b32 $r0 $r0 0x1",
            "10 bra 0x8",
            "18 call 0x0",
            "20 exit nop",
        ]
    );
    // The mov was promoted: long at 0, so the long immediate add is aligned at 8.
    assert_eq!(code.len(), 0x28);
    let e = |src: &str| *Insn::assemble_program_in(src, t).unwrap_err().first();
    let err = e("mov b32 $r0 $r1\n  bra nowhere\n");
    assert_eq!(
        (err.line, err.error.column, err.error.message),
        (2, 7, "undefined label")
    );
    let err = e("a: nop\n a: nop\n");
    assert_eq!(
        (err.line, err.error.column, err.error.message),
        (2, 2, "label defined twice")
    );
    let err = e("nop\nx: mov b32 $r0 $r999\n");
    assert_eq!((err.line, err.error.column), (2, 16));
    assert_eq!(
        err.to_string(),
        "line 2: column 16: register number out of range"
    );
    // Every error, in line order: lines that do not read first, labels only when every
    // line reads.
    let err = Insn::assemble_program_in("a: nop\nmov b32 $r0\na: bra b\nfrob\n", t).unwrap_err();
    let found: Vec<(usize, usize, &str)> = err
        .errors()
        .iter()
        .map(|e| (e.line, e.error.column, e.error.message))
        .collect();
    assert_eq!(
        found,
        [
            (2, 12, "the instruction is incomplete"),
            (
                4,
                1,
                "unknown instruction (no form matches its mnemonic and modifiers)"
            )
        ]
    );
    assert_eq!(err.more(), 0);
    let err = Insn::assemble_program_in("a: nop\nbra b\na: bra c\nnop\n", t).unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 2: column 5: undefined label\nline 3: column 1: label defined twice\n\
         line 3: column 8: undefined label"
    );
    // Binary data read as text: the first line is the first error; 20 are kept.
    let junk: String = (0..100).map(|i| format!("\u{1}x{i}: \u{7f}\n")).collect();
    let err = Insn::assemble_program_in(&junk, t).unwrap_err();
    assert_eq!(err.first().line, 1);
    assert_eq!((err.errors().len(), err.more()), (20, 80));
    assert!(err.to_string().ends_with("\nand 80 more errors"));
    // Single lines take no labels.
    let err = Insn::assemble_in("bra loop", t).unwrap_err();
    assert_eq!((err.column, err.message), (5, "expected a code address"));
}

/// `g80::layout::shortest` agrees with envyas: every long original whose text envyas assembled
/// to one short word shortens to exactly that word; every other long original of the
/// file has no short form with the same text.
#[test]
fn shortest_matches_envyas_short_choices() {
    let dir = common::vectors_dir("g80");
    let (mut short, mut kept) = (0, 0);
    for (line, l) in common::vector_lines(&dir.join("envyas_f102b823_roundtrip.tsv")) {
        let c: Vec<&str> = l.split('\t').collect();
        if c[6] == "noasm" {
            continue;
        }
        let (t, orig, envyas) = (target(c[1], c[2]), words(c[3]), words(c[5]));
        if orig.len() != 2 {
            continue;
        }
        let long = Insn::decode_in(u64::from(orig[0]) | u64::from(orig[1]) << 32, t).unwrap();
        let got = words_of(isadef::g80::layout::shortest(long, t));
        if envyas.len() == 1 {
            assert_eq!(got, envyas, "line {line}: `{}`", c[4]);
            short += 1;
        } else {
            assert_eq!(got, orig, "line {line}: `{}`", c[4]);
            kept += 1;
        }
    }
    eprintln!("shortest: {short} shortened as envyas does, {kept} kept long");
    assert!(short >= 167 && kept >= 2961, "{short} {kept}");
}
