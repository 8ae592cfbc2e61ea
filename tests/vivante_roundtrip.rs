//! Property tests over deterministic pseudo-random bytes (no external RNG):
//! word → decode → encode == word; instruction → encode → decode == instruction;
//! decode → print → assemble → print is stable; builders read back what they were given.

use arbitrary::{Arbitrary, Unstructured};
use isadef::vivante::{prelude::*, table::*};

const CASES: usize = 100_000;

mod common;
use common::Rng;

#[test]
fn words_round_trip() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut decoded, mut total) = (0, 0);
    for i in 0..CASES {
        // Half fully random, half biased to a form's pattern so most forms are hit.
        let mut w = rng.word();
        if i % 2 == 0 {
            let f = &FORMS[(rng.next() as usize) % FORMS.len()];
            w = (w & !f.mask) | f.bits;
        }
        total += 1;
        if let Ok(insn) = Insn::decode(w) {
            decoded += 1;
            assert_eq!(insn.bits(), w);
            assert_eq!(Insn::from_words(insn.to_words()).unwrap(), insn);
            let mut bytes = [0u8; 16];
            insn.encode_le(&mut bytes).unwrap();
            assert_eq!(Insn::decode_le(&bytes, 0).unwrap(), insn);
        }
    }
    assert!(decoded > total / 2, "only {decoded}/{total} decoded");
}

#[test]
fn instructions_round_trip() {
    let mut rng = Rng(1);
    let mut forms_seen = std::collections::HashSet::new();
    for _ in 0..CASES {
        let data = rng.bytes(40);
        let insn = Insn::arbitrary(&mut Unstructured::new(&data)).unwrap();
        forms_seen.insert(insn.form());
        assert_eq!(Insn::decode(insn.bits()), Ok(insn));
    }
    assert_eq!(forms_seen.len(), Form::COUNT, "every form generated");
}

#[test]
fn text_round_trip_is_stable() {
    let mut rng = Rng(7);
    for _ in 0..CASES {
        let data = rng.bytes(40);
        let insn = Insn::arbitrary(&mut Unstructured::new(&data)).unwrap();
        // The `; dontcare bits …` message is a comment: those bits are not re-assembled.
        let full = insn.to_string();
        let text = full.split('\t').next().unwrap();
        let back = Insn::assemble(&full).unwrap_or_else(|e| panic!("{full:?}: {e}"));
        assert_eq!(back.to_string(), text, "{:032x}", insn.bits());
        assert_eq!(back.dontcare_bits(), 0);
    }
}

#[test]
fn assembling_noise_never_panics() {
    let mut rng = Rng(3);
    let alphabet = b"tuih0123456789.,:-|[]ax_yzw void nop add mad texld branch s20 f20 ;";
    for _ in 0..CASES {
        let n = (rng.next() % 48) as usize;
        let s: String = (0..n)
            .map(|_| alphabet[(rng.next() as usize) % alphabet.len()] as char)
            .collect();
        let _ = Insn::assemble(&s);
    }
}

#[test]
fn builders_read_back_their_operands() {
    let mut rng = Rng(11);
    for _ in 0..CASES / 10 {
        let data = rng.bytes(64);
        let mut u = Unstructured::new(&data);
        let (d, a, b, c) = (
            Dst::arbitrary(&mut u).unwrap(),
            Src::arbitrary(&mut u).unwrap(),
            Src::arbitrary(&mut u).unwrap(),
            Src::arbitrary(&mut u).unwrap(),
        );
        let mad = Mad::new(d, a, b, c)
            .sat(true)
            .ty(Type::S32)
            .rounding(Round::Rtne);
        let back = Mad::from_insn(Insn::decode(mad.bits()).unwrap()).unwrap();
        assert_eq!(
            (
                back.get_dst(),
                back.get_src0(),
                back.get_src1(),
                back.get_src2()
            ),
            (d, a, b, c)
        );
        assert!(back.get_sat());
        assert_eq!(back.get_ty(), Some(Type::S32));
        assert_eq!(back.get_rounding(), Some(Round::Rtne));

        let t = CodeTarget::arbitrary(&mut u).unwrap();
        let br = BranchBinary::new(a, b, t).cond(Cond::Ge);
        let back = BranchBinary::from_insn(Insn::decode(br.bits()).unwrap()).unwrap();
        assert_eq!(
            (back.get_src0(), back.get_src1(), back.get_target()),
            (a, b, t)
        );

        let m = Mem::arbitrary(&mut u).unwrap();
        let st = Store::new(m, a, b, c).ls(LeftShift::Ls2);
        let back = Store::from_insn(Insn::decode(st.bits()).unwrap()).unwrap();
        assert_eq!(
            (back.get_mem(), back.get_src2(), back.get_ls()),
            (m, c, Some(LeftShift::Ls2))
        );
    }
}

/// The quiet pattern lets the printer skip the modifier list: whenever a word matches
/// it, no modifier prints anything, and every form with modifiers has one.
#[test]
fn quiet_pattern_means_no_modifier_text() {
    let mut rng = Rng(7);
    let mut quiet = 0;
    for f in FORMS.iter() {
        assert_ne!(
            f.quiet,
            isadef::form::Quiet::NEVER,
            "{}: no quiet pattern",
            f.name
        );
        for i in 0..200 {
            let mut w = (rng.word() & !f.mask) | f.bits;
            if i % 2 == 0 {
                w = (w & !f.quiet.mask) | f.quiet.bits;
            }
            if f.quiet.matches(w) {
                quiet += 1;
                for m in f.mods {
                    assert_eq!(m.name_of(m.field.get(w)), Some(""), "{}.{}", f.name, m.name);
                }
                // The printed mnemonic token is then the bare mnemonic.
                if let Ok(insn) = Insn::decode(w) {
                    if insn.info().name == f.name {
                        let text = insn.to_string();
                        let token = text.split(' ').next().unwrap_or("");
                        assert_eq!(token, f.mnemonic, "{text}");
                    }
                }
            }
        }
    }
    assert!(quiet >= FORMS.len() * 100, "only {quiet} quiet words");
}
