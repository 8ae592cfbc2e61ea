//! Valhall properties beyond the reference vectors: decoding and printing any word never
//! panics and keeps every bit; every form is found by the decoder for any values of its
//! free bits; and for every one of the 249 forms, random operand and modifier values
//! print to text that the assembler turns back into the same word.

mod common;
#[path = "common/valhall_text.rs"]
mod valhall_text;

use common::Rng;
use isadef::form::FormInfo;
use isadef::isa::Isa;
use isadef::text::Cursor;
use isadef::valhall::operands::{layout::*, src_layout};
use isadef::valhall::table::{Kind, FORMS};
use isadef::valhall::{text::write_line, Form, Insn, Valhall};

#[test]
fn any_word_decodes_losslessly_and_prints() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut decoded = 0;
    let mut s = String::new();
    for i in 0..200_000u32 {
        let mut w = rng.next();
        if i % 2 == 0 {
            // Aim at real opcodes: take the key of a random form.
            let f = &FORMS[rng.below(FORMS.len() as u64) as usize];
            w = (w & !(0x1ff << 48)) | (f.bits as u64 & (0x1ff << 48));
        }
        s.clear();
        write_line(w, &mut s).unwrap();
        if let Ok(insn) = Insn::decode(w) {
            decoded += 1;
            assert_eq!(insn.bits(), w);
            assert_eq!(insn.to_string(), s);
            let mut b = [0u8; 8];
            insn.encode_le(&mut b).unwrap();
            assert_eq!(Insn::decode_le(&b, 0).unwrap(), insn);
        } else {
            assert!(s.is_empty(), "undecodable word {w:016x} printed {s:?}");
        }
    }
    assert!(decoded > 50_000, "only {decoded} words decoded");
    assert!(Insn::decode_le(&[0; 7], 0).is_err());
}

#[test]
fn every_form_decodes_to_itself() {
    let mut rng = Rng(12345);
    for (i, f) in FORMS.iter().enumerate() {
        for _ in 0..64 {
            let w = ((rng.next() as u128 & !f.mask) | f.bits) as u64;
            let d = Insn::decode(w)
                .unwrap_or_else(|_| panic!("{}: {w:016x} does not decode", f.mnemonic));
            assert_eq!(
                d.form(),
                Form::ALL[i],
                "{}: {w:016x} decodes as {}",
                f.mnemonic,
                d.info().mnemonic
            );
        }
    }
}

/// A random source (register, so no FAU limit applies) with random named modifiers.
fn random_src(rng: &mut Rng, l: u32) -> u128 {
    let size = 8 << (l & 3);
    let mut raw = rng.below(64) as u128 | if rng.below(2) == 1 { 0x40 } else { 0 };
    let mut at = 8;
    let pick = |rng: &mut Rng, w: u32, ok: &dyn Fn(u64) -> bool, raw: &mut u128, at: &mut u32| {
        let v = loop {
            let v = rng.below(1 << w);
            if ok(v) {
                break v;
            }
        };
        *raw |= (v as u128) << *at;
        *at += w;
    };
    if l & NEG_ABS != 0 {
        pick(rng, 2, &|_| true, &mut raw, &mut at);
    }
    if l & SWIZZLE != 0 {
        pick(rng, 2, &|v| size == 16 || v != 3, &mut raw, &mut at);
    }
    if l & (WIDEN | LANES | HALF_SWIZZLE) != 0 {
        let ok: &dyn Fn(u64) -> bool = if l & LANES != 0 {
            &|v| matches!(v, 0 | 4..=7 | 10 | 11)
        } else if l & HALF_SWIZZLE != 0 {
            &|_| true
        } else {
            match size {
                8 => &|v| v < 12,
                16 => &|v| v < 14,
                32 => &|v| v != 1 && v < 8,
                _ => &|v| v != 1 && v < 9,
            }
        };
        pick(rng, 4, ok, &mut raw, &mut at);
    }
    if l & COMBINE != 0 {
        pick(rng, 3, &|v| v < 5, &mut raw, &mut at);
    }
    if l & LANE != 0 {
        pick(
            rng,
            if size == 16 { 1 } else { 2 },
            &|_| true,
            &mut raw,
            &mut at,
        );
    }
    if l & NOT != 0 {
        pick(rng, 1, &|_| true, &mut raw, &mut at);
    }
    raw
}

fn random_word(rng: &mut Rng, f: &FormInfo<Kind>) -> u128 {
    let mut w = f.bits | f.defaults;
    let mut used: Vec<&str> = Vec::new();
    for m in f.mods {
        if m.name == "fau_page" {
            continue;
        }
        let names: Vec<(usize, &str)> = m
            .names
            .iter()
            .enumerate()
            .filter_map(|(v, n)| n.map(|n| (v, n)))
            .collect();
        // A name another modifier of the form also has would be ambiguous to the
        // assembler (Mesa rejects it): keep such modifiers at their default.
        let clash = names
            .iter()
            .any(|(_, n)| !n.is_empty() && *n != ".reserved" && used.contains(n));
        let choices: Vec<_> = names
            .iter()
            .filter(|(_, n)| *n != ".reserved" && (!clash || n.is_empty()))
            .collect();
        if let Some((v, _)) = choices.get(rng.below(choices.len().max(1) as u64) as usize) {
            w = m.field.insert(w, *v as u128);
        }
        used.extend(names.iter().map(|(_, n)| *n).filter(|n| !n.is_empty()));
    }
    for op in f.operands {
        let kind = op.kind.unwrap();
        let raw = if let Some(l) = src_layout(kind) {
            random_src(rng, l)
        } else if kind == Kind::Dest {
            rng.below(64) as u128 | (1 + rng.below(3) as u128) << 6
        } else {
            // Staging groups and immediates: go through the parser with random text.
            let text = match op.name {
                n if n.starts_with("sr") => {
                    let count = 1 + rng.below(4);
                    let base = 2 * rng.below(28);
                    let regs: Vec<String> = (0..count).map(|i| format!("r{}", base + i)).collect();
                    format!("@{}", regs.join(":"))
                }
                n => {
                    let width = op.field.width();
                    let v = rng.below(1 << width.min(16));
                    if n == "constant" {
                        format!("#0x{v:X}")
                    } else {
                        format!("{n}:{v}")
                    }
                }
            };
            let r = Valhall::parse_operand(kind, &mut Cursor::new(&text));
            // Signed immediates reject the upper half of the unsigned range: use 0 then.
            r.or_else(|_| Valhall::parse_operand(kind, &mut Cursor::new(&format!("{}:0", op.name))))
                .unwrap_or_else(|e| panic!("{}: {text}: {e}", f.mnemonic))
        };
        w |= op.field.place(raw);
    }
    w
}

/// Random operand and modifier values of every form print to text that Mesa's assembler
/// reads back to the same word — unless the text holds a name Mesa reads otherwise
/// ([`valhall_text::unreadable`]): then a name two modifiers share or a two-part name is
/// rejected, and the other cases give some other word. A form whose required modifier
/// has only shared names (TEX_DUAL: both register widths are `16`/`32`) cannot be
/// assembled at all.
#[test]
fn every_form_round_trips_through_text() {
    use valhall_text::{unreadable, Unreadable};
    let mut rng = Rng(0xdead_beef_cafe);
    let mut failures = Vec::new();
    let (mut exact, mut explained) = (0, 0);
    let mut forms_read = std::collections::HashSet::new();
    for f in FORMS.iter() {
        for _ in 0..40 {
            let w = random_word(&mut rng, f) as u64;
            let insn = Insn::decode(w).unwrap();
            let text = insn.to_string();
            let back = Insn::assemble(&text);
            match (unreadable(insn), back) {
                (None, Ok(back)) if back.bits() == w => {
                    exact += 1;
                    forms_read.insert(f.name);
                }
                (Some(Unreadable::Shared | Unreadable::TwoPart), Err(e))
                    if e.message == "Ambiguous modifier"
                        || e.message.ends_with(" specified twice") =>
                {
                    explained += 1
                }
                (Some(Unreadable::WordSelectAsSwizzle | Unreadable::Reserved), Ok(back))
                    if back.bits() != w =>
                {
                    explained += 1
                }
                (Some(Unreadable::Reserved), _) => explained += 1,
                (why, back) => failures.push(format!(
                    "{}: {text:?}: {w:016x} -> {back:?} ({why:?})",
                    f.mnemonic
                )),
            }
        }
    }
    println!("valhall text round trip: {exact} exact, {explained} unreadable as in Mesa");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    let never: Vec<_> = FORMS
        .iter()
        .filter(|f| !forms_read.contains(f.name))
        .map(|f| f.mnemonic)
        .collect();
    assert_eq!(never, ["TEX_DUAL"], "forms whose text never read back");
}

#[test]
fn program_listing_like_mesa() {
    // MOV.i32 r1, r2; BRANCHZ.reconverge ^r1, offset:3; a zero word ends the listing.
    let words: [u64; 4] = [
        0x0091_c100_0000_0002,
        0x501f_c000_0000_0341,
        0,
        0x0091_c100_0000_0002,
    ];
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    assert_eq!(
        isadef::valhall::text::disassemble(&bytes),
        "02 00 00 00 00 c1 91 00    MOV.i32 r1, r2\n\
         41 03 00 00 00 c0 1f 50    BRANCHZ.reconverge ^r1, offset:3\n\n\n"
    );
}

#[cfg(feature = "arbitrary")]
#[test]
fn arbitrary_instructions_decode_to_themselves() {
    use arbitrary::{Arbitrary, Unstructured};
    let mut rng = Rng(777);
    let data: Vec<u8> = (0..1 << 16).map(|_| rng.next() as u8).collect();
    let mut u = Unstructured::new(&data);
    for _ in 0..2000 {
        let Ok(i) = Insn::arbitrary(&mut u) else {
            break;
        };
        assert_eq!(Insn::decode(i.bits()).unwrap(), i);
        let _ = i.to_string();
    }
}

#[test]
fn assembler_survives_mangled_text() {
    let path = common::vector_file("valhall", "mesa-assembler-cases-431c1d77d64.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| l.len() > 27)
        .map(|l| &l[27..])
        .collect();
    let pieces = [
        "",
        ".",
        ",",
        " ",
        "^",
        "@",
        ":",
        "r",
        "u",
        "0x",
        "-",
        "é",
        "#",
        "w1",
        ".h0",
        "99999999999999999999",
    ];
    let mut rng = Rng(4242);
    for _ in 0..100_000 {
        let l = lines[rng.below(lines.len() as u64) as usize];
        let chars: Vec<char> = l.chars().collect();
        let at = rng.below(chars.len() as u64 + 1) as usize;
        let cut = at + rng.below(4) as usize;
        let mut s: String = chars[..at].iter().collect();
        s.push_str(pieces[rng.below(pieces.len() as u64) as usize]);
        s.extend(chars.iter().skip(cut));
        if let Ok(i) = Insn::assemble(&s) {
            // Whatever is accepted decodes to the same instruction.
            assert_eq!(Insn::decode(i.bits()).unwrap(), i, "{s:?}");
        }
    }
}

#[test]
fn operand_constructors_check_ranges() {
    use isadef::valhall::prelude::*;
    assert!(S32::try_reg(63).is_ok() && S32::try_reg(64).is_err());
    assert!(S32::try_uniform(64).is_err());
    assert!(S32::try_imm(0x3F80_0000).is_ok() && S32::try_imm(0x3F80_0001).is_err());
    assert!(S32::try_special(16, 0).is_err() && S32::try_special(15, 1).is_ok());
    assert!(S32::reg(1).try_swizzle(1).is_err(), "S32 has no swizzle");
    assert!(S32W::reg(1).try_widen(15).is_ok() && S32W::reg(1).try_widen(16).is_err());
    assert!(S32C::reg(1).try_combine(8).is_err());
    assert!(Dest::try_h1(64).is_err());
    assert!(
        SrWrite::try_new(1, 2).is_err(),
        "pairs start on even registers"
    );
    assert!(SrWrite::try_new(0, 8).is_err() && SrWriteN::try_new(0, 8).is_ok());
    assert!(SrWriteN::try_new(0, 0).is_err());
    assert!(MemOffset::try_new(-32768).is_ok() && MemOffset::try_new(32768).is_err());
    assert!(Offset8::try_new(-1).is_err() && Offset8::try_new(255).is_ok());
    assert_eq!(BranchOffset::new(-3).value(), -3);
    // Identity swizzles are filled in for 16-bit sources.
    let i = FaddV2f16::new(Dest::r(0), F16NaSw::reg(1), F16NaSw::reg(0)).insn();
    assert_eq!(i.to_string(), "FADD.v2f16 r0, r1, r0");
    assert_eq!(Insn::assemble("FADD.v2f16 r0, r1, r0").unwrap(), i);
}

/// Mesa's assembler checks the flow enum first, so `.reserved` after a mnemonic is always
/// the flow (value 11, the first so named), wherever it is written.
#[test]
fn reserved_after_the_mnemonic_is_the_flow() {
    for text in [
        "ST_CVT.slot0.auto.reserved @, r0, r0, offset:0x5",
        "ST_CVT.slot0.reserved.auto @, r0, r0, offset:0x5",
    ] {
        let back = Insn::assemble(text).unwrap();
        assert_eq!(back.bits() >> 59, 11, "{text}");
        assert_eq!(
            back.to_string(),
            "ST_CVT.slot0.auto.reserved @, r0, r0, offset:0x5"
        );
    }
    // A word whose memory access is `reserved` prints that name, which reads back as the
    // flow: Mesa cannot assemble its own disassembly here.
    let st_cvt = Insn::assemble("ST_CVT.slot0.auto @, r0, r0, offset:0x5").unwrap();
    let access = st_cvt
        .info()
        .mods
        .iter()
        .find(|m| m.name == "memory_access")
        .unwrap();
    assert_eq!(access.name_of(4), Some(".reserved"));
    let w = access.field.insert(st_cvt.bits() as u128, 4) as u64;
    let text = Insn::decode(w).unwrap().to_string();
    assert!(text.contains(".reserved"), "{text}");
    assert_eq!(
        Insn::assemble(&text).map(|i| i.bits() == w),
        Ok(false),
        "{text}"
    );
}

/// On a 64-bit widen source `.w0` is the 64-bit swizzle (step 3 of Mesa's order) before it
/// is a word select (step 10); `.w1` is only a word select; a second swizzle is an error.
#[test]
fn word_select_after_64bit_swizzle() {
    let swz = Insn::assemble("IADD.s64 r2, r4, warp_id.w0").unwrap();
    assert_eq!(
        swz.bits().to_le_bytes(),
        [0x04, 0xe4, 0, 0x20, 0, 0xc2, 0xab, 0x01]
    );
    let w1 = Insn::assemble("IADD.s64 r2, r4, warp_id.w1").unwrap();
    assert_eq!(
        w1.bits().to_le_bytes(),
        [0x04, 0xe5, 0, 0, 0, 0xc2, 0xab, 0x01]
    );
    let e = Insn::assemble("IADD.s64 r2, r4, warp_id.w0.w0").unwrap_err();
    assert_eq!(e.message, "Multiple swizzles specified");
    let both = Insn::assemble("IADD.s64 r2, r4, warp_id.w1.w0").unwrap();
    assert_eq!(both.bits(), w1.bits() | swz.bits());
    // On a 32-bit source a second word select is an error.
    let e = Insn::assemble("IADD.u32 r2, r4, warp_id.w1.w0").unwrap_err();
    assert_eq!(e.message, "Unexpected word select");
}
