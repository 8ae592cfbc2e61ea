//! Vivante `Insn::accesses()` against two independent sources: Mesa's disassembly text of
//! every vector in `tests/data/vivante` (registers, components and address registers as
//! Mesa prints them), and the instruction word's bit positions (etna_viv's `isa.xml`
//! layout, written out below) for random instructions of every form.

mod common;

use arbitrary::{Arbitrary, Unstructured};
use isadef::access::{Access, File, Resource, Rw, Space};
use isadef::vivante::{table::Kind, words_to_bits, Form, Insn, ACCESS_CAP};

/// One expected access: file, register, component mask, direction (memory as `Mem`).
type Item = (Resource, Rw);

fn reg(file: File, index: u16, mask: u8) -> Resource {
    Resource::Reg {
        file,
        index,
        count: 1,
        mask,
    }
}

/// The components a printed mask or swizzle names (`.xy__`, `.zx`, `.xyyy`).
fn letters(s: &str) -> u8 {
    s.bytes().fold(0, |m, c| match c {
        b'x' => m | 1,
        b'y' => m | 2,
        b'z' => m | 4,
        b'w' => m | 8,
        _ => m,
    })
}

/// `123[a.y]rest` → (123, Some(2), rest), the address mode's component as a mask.
fn number_amode(s: &str) -> Option<(u16, u8, &str)> {
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let n = s[..end].parse().ok()?;
    let rest = &s[end..];
    match rest.strip_prefix("[a.") {
        Some(r) => Some((n, letters(&r[..1]), &r[2..])),
        None => Some((n, 0, rest)),
    }
}

/// The accesses Mesa's text of one instruction shows, or `None` when a token is not one
/// this test reads.
fn expected(text: &str) -> Option<Vec<Item>> {
    // Mesa's error notes follow a `;`.
    let text = text.split(';').next().unwrap().trim_end();
    let (mnemonic, ops) = text.split_once(' ')?;
    let base = mnemonic.split('.').next().unwrap();
    let mut out = Vec::new();
    let addr = |mask: u8, out: &mut Vec<Item>| {
        if mask != 0 {
            out.push((reg(File::Addr, 0, mask), Rw::Read));
        }
    };
    let memory = if mnemonic.contains(".local") {
        Space::Local
    } else {
        Space::Global(0)
    };
    for (i, tok) in ops.trim().split(", ").enumerate() {
        let tok = tok.trim();
        if tok == "void" || tok.contains(':') {
            continue;
        }
        if i == 0 {
            if let Some(mask) = tok.strip_prefix("mem") {
                let space = if base == "img_store" {
                    Space::Image
                } else {
                    memory
                };
                let _ = mask;
                out.push((Resource::Mem(space), Rw::Write));
                continue;
            }
            let (n, a, rest) = number_amode(tok.strip_prefix('t')?)?;
            let mask = if rest.is_empty() { 15 } else { letters(rest) };
            let file = if base == "movar" || base == "movai" {
                File::Addr
            } else {
                File::Gpr
            };
            out.push((reg(file, n, mask), Rw::Write));
            addr(a, &mut out);
            continue;
        }
        if let Some(rest) = tok.strip_prefix("tex") {
            let (n, _, _) = number_amode(rest)?;
            out.push((reg(File::Sampler, n, Resource::FULL), Rw::Read));
            continue;
        }
        // A target is an instruction index, 15 bits, which Mesa prints signed.
        if let Ok(target) = tok.parse::<i32>() {
            out.push((Resource::Target(target.rem_euclid(1 << 15)), Rw::Read));
            continue;
        }
        let t = tok.trim_start_matches('-').trim_matches('|');
        let (file, rest) = if let Some(r) = t.strip_prefix("th") {
            (File::Gpr, r)
        } else if let Some(r) = t.strip_prefix('t') {
            (File::Gpr, r)
        } else if let Some(r) = t.strip_prefix('u') {
            (File::Uniform, r)
        } else if let Some(r) = t.strip_prefix('i') {
            (File::Input, r)
        } else {
            return None;
        };
        let (n, a, swz) = number_amode(rest)?;
        let swz = swz.strip_prefix('.')?;
        if swz.len() != 4 {
            return None;
        }
        out.push((reg(file, n, letters(swz)), Rw::Read));
        addr(a, &mut out);
    }
    match base {
        "load" => out.push((Resource::Mem(memory), Rw::Read)),
        "img_load" => out.push((Resource::Mem(Space::Image), Rw::Read)),
        "barrier" => out.push((reg(File::Barrier, 0, Resource::FULL), Rw::Write)),
        b if b.starts_with("atomic_") => out.push((Resource::Mem(memory), Rw::ReadWrite)),
        _ => {}
    }
    Some(out)
}

/// The accesses `accesses()` reports, as the text shows them: the sampler's address
/// mode is not printed, and a uniform of the second group prints without its 128.
fn reported(insn: Insn) -> Vec<Item> {
    let ops = insn.info().operands;
    insn.accesses()
        .iter()
        .filter(|a| {
            let tex = ops.get(a.operand as usize).and_then(|o| o.kind) == Some(Kind::Tex);
            !(tex
                && matches!(
                    a.resource,
                    Resource::Reg {
                        file: File::Addr,
                        ..
                    }
                ))
        })
        .map(|a| (a.resource, a.rw))
        .collect()
}

/// Whether the two lists hold the same accesses, in any order; a uniform of the text
/// matches one numbered the same or 128 more (the second group's, printed `u` alike).
fn same(mut want: Vec<Item>, got: &[Item]) -> bool {
    for g in got {
        let hit = want.iter().position(|w| {
            w == g
                || matches!((w.0, g.0, w.1 == g.1),
                    (Resource::Reg { file: File::Uniform, index: a, mask: m, .. },
                     Resource::Reg { file: File::Uniform, index: b, mask: n, .. }, true)
                    if b == a + 128 && m == n)
        });
        match hit {
            Some(i) => drop(want.remove(i)),
            None => return false,
        }
    }
    want.is_empty()
}

/// Whether Mesa's text of `word` runs an undefined address mode (5..7) or register
/// group (5, 6) into a register number as bare digits (`t55` is `t5` with mode 5): the
/// text then says nothing certain about the registers.
fn digits_run_together(word: u128) -> bool {
    let dst = bits(word, 12, 1) != 0 && bits(word, 13, 3) > 4;
    dst || SLOTS.iter().any(|&(used, _, _, amode, group)| {
        let g = bits(word, group, 3);
        bits(word, used, 1) != 0 && g != 7 && (g == 5 || g == 6 || bits(word, amode, 3) > 4)
    })
}

/// The files whose text is read (the random file prints undefined address modes and
/// register groups as bare digits run into the register number, which no reader can
/// split; the random words below cover those bits).
const FILES: [(&str, usize); 5] = [
    ("mesa-disasm-tests-081efcd.txt", 180),
    ("mesa-isaspec-51bd3b2-blob-shaders.txt", 146),
    ("mesa-isaspec-51bd3b2-edge-cases.txt", 112),
    ("mesa-isaspec-51bd3b2-etna_viv-shaders.txt", 104),
    ("mesa-isaspec-51bd3b2-real-shaders.txt", 3456),
];

#[test]
fn accesses_match_mesas_text() {
    let mut report = Vec::new();
    let mut failures = Vec::new();
    for (name, n) in FILES {
        let path = common::vector_file("vivante", name);
        let (mut matched, mut total, mut unreadable) = (0, 0, 0);
        for (line, l) in common::vector_lines(&path) {
            let mut it = l.splitn(5, ' ');
            let mut w = [0u32; 4];
            for x in &mut w {
                *x = u32::from_str_radix(it.next().unwrap().trim_start_matches("0x"), 16).unwrap();
            }
            let text = it.next().unwrap_or("").to_string();
            total += 1;
            // A line Mesa could not decode (`no match`, error notes) shows no operands.
            let Ok(insn) = Insn::decode(words_to_bits(w)) else {
                assert!(
                    text.contains("no match") || text.contains(';'),
                    "{name}:{line}"
                );
                matched += 1;
                continue;
            };
            if digits_run_together(insn.bits()) {
                unreadable += 1;
                continue;
            }
            let want = expected(&text);
            let got = reported(insn);
            match want {
                Some(want) if same(want.clone(), &got) => matched += 1,
                want => failures.push(format!(
                    "{name}:{line}: {text}\n  want {want:?}\n  got  {got:?}"
                )),
            }
        }
        assert_eq!(total, n, "{name}: number of cases");
        report.push(format!(
            "{name}: {matched} / {} ({unreadable} more run undefined modes into numbers)",
            total - unreadable
        ));
    }
    println!("{}", report.join("\n"));
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures[..failures.len().min(10)].join("\n")
    );
}

/// Source slots: (USE bit, REG, SWIZ, AMODE, RGROUP) first bits of the word.
const SLOTS: [(u32, u32, u32, u32, u32); 3] = [
    (43, 44, 54, 64, 67),
    (70, 71, 81, 91, 96),
    (99, 100, 110, 121, 124),
];

fn bits(word: u128, lo: u32, width: u32) -> u32 {
    (word >> lo) as u32 & ((1 << width) - 1)
}

#[test]
fn random_instructions_of_every_form_access_what_their_bits_say() {
    let mut rng = common::Rng(0x5eed_acce_55e5);
    let mut seen = vec![0u32; Form::COUNT];
    for _ in 0..200_000 {
        let data: Vec<u8> = (0..64).map(|_| rng.next() as u8).collect();
        let insn = Insn::arbitrary(&mut Unstructured::new(&data)).unwrap();
        let word = insn.bits();
        let info = insn.info();
        seen[insn.form().index()] += 1;
        let a = insn.accesses();
        assert!(a.len() <= ACCESS_CAP);
        let of = |name: &str| info.operands.iter().position(|o| o.name == name);
        let regs =
            |op: usize| -> Vec<&Access> { a.iter().filter(|x| x.operand as usize == op).collect() };
        // The destination: DST_USE (12), register 16..22, write mask 23..26.
        if let Some(d) = of("dst") {
            let got = regs(d);
            if bits(word, 12, 1) == 0 {
                assert!(got.is_empty(), "{insn}");
            } else {
                let file = if matches!(info.name, "movar" | "movai") {
                    File::Addr
                } else {
                    File::Gpr
                };
                let want = reg(file, bits(word, 16, 7) as u16, bits(word, 23, 4) as u8);
                assert_eq!(got[0].resource, want, "{insn}");
                assert_eq!(got[0].rw, Rw::Write);
                assert_eq!(got.len(), 1 + (bits(word, 13, 3) != 0) as usize, "{insn}");
            }
        }
        // Each source the form lists: read when its USE bit is set and it is a register.
        for (n, (used, r, swz, amode, group)) in SLOTS.into_iter().enumerate() {
            let Some(s) = of(&format!("src{n}")) else {
                continue;
            };
            let got = regs(s);
            let g = bits(word, group, 3);
            if bits(word, used, 1) == 0 || g == 7 {
                assert!(got.is_empty(), "{insn}: src{n}");
                continue;
            }
            let Resource::Reg {
                file, index, mask, ..
            } = got[0].resource
            else {
                panic!("{insn}")
            };
            let number = bits(word, r, 9) as u16;
            assert_eq!(
                index,
                if g == 3 { number + 128 } else { number },
                "{insn}: src{n}"
            );
            let want_file = match g {
                0 | 4 => File::Gpr,
                1 => File::Input,
                2 | 3 => File::Uniform,
                g => File::Other(g as u8),
            };
            assert_eq!(file, want_file, "{insn}: src{n}");
            let s8 = bits(word, swz, 8);
            let letters = (0..4).fold(0u8, |m, k| m | 1 << (s8 >> (2 * k) & 3));
            assert_eq!(mask, letters, "{insn}: src{n}");
            let indirect = bits(word, amode, 3) != 0;
            assert_eq!(got[0].flags == Access::INDIRECT, indirect, "{insn}: src{n}");
            assert_eq!(got.len(), 1 + indirect as usize, "{insn}: src{n}");
            assert_eq!(got[0].rw, Rw::Read);
        }
    }
    let missed: Vec<_> = Form::ALL
        .iter()
        .filter(|f| seen[f.index()] == 0)
        .map(|f| f.name())
        .collect();
    assert!(missed.is_empty(), "forms never generated: {missed:?}");
}
