//! Hand-written Vivante cases: worked encodings of a few instructions, builders against
//! hand-packed words, assembler errors, and one test per class of text that does not
//! determine its word (the list in `docs/text-format.md`).

use isadef::vivante::{prelude::*, table::*, text::*, *};

fn text(w: [u32; 4]) -> String {
    let mut s = String::new();
    write_line(words_to_bits(w), &mut s).unwrap();
    s
}

#[test]
fn worked_examples_decode() {
    assert_eq!(
        text([0x07801002, 0x39002805, 0x01c800c0, 0x00390038]),
        "mad.rtz           t0, t2.xyzw, t1.xyzw, t3.xyzw"
    );
    assert_eq!(
        text([0x00801001, 0x7e000805, 0x00000038, 0x00800008]),
        "add.rtz           t0.x___, 0.5:f20, void, |t0.xxxx|"
    );
    assert_eq!(
        text([0x00000156, 0x39001800, 0x000002c0, 0x00001282]),
        "branch.eq         void, t1.xyzw, u5.xxxx, 37"
    );
    // Blob GC3000 branch with an immediate target: Mesa does not decode it.
    assert_eq!(
        text([0x000000d6, 0x00000800, 0x5002f440, 0x780000ef]),
        "no match: 780000ef5002f44000000800000000d6"
    );
}

#[test]
fn builders_equal_hand_packed_words() {
    let add = Add::new(
        Dst::t(0).mask(WriteMask::X),
        Src::f20(0.5),
        Src::t(0).swz(Swz::XXXX).abs(),
    )
    .rounding(Round::Rtz);
    assert_eq!(
        add.insn().to_words(),
        [0x00801001, 0x7e000805, 0x00000038, 0x00800008]
    );
    let br =
        BranchBinary::new(Src::t(1), Src::u(5).swz(Swz::XXXX), CodeTarget::new(37)).cond(Cond::Eq);
    // The builder leaves the pack bit clear (it is a don't-care bit in control flow).
    assert_eq!(
        br.insn().to_words(),
        [0x00000156, 0x39001800, 0x000002c0, 0x00001282]
    );
    // Extended opcodes carry their number in source 2.
    let lsb = BitFindlsb::new(Dst::t(1), Src::t(2)).ty(Type::U32);
    assert!(lsb
        .insn()
        .to_string()
        .starts_with("bit_findlsb.u32   t1, t2.xyzw, void, void"));
    assert_eq!(fields::SRC2.get(lsb.bits()), ext(0x0b));
}

#[test]
fn operand_constructors_check_ranges() {
    assert!(Dst::try_t(127).is_ok() && Dst::try_t(128).is_err());
    assert!(
        Src::try_reg(RegGroup::Uniform, 511).is_ok()
            && Src::try_reg(RegGroup::Uniform, 512).is_err()
    );
    assert!(Src::try_s20(-524288).is_ok() && Src::try_s20(524288).is_err());
    assert!(Src::try_u20(1048575).is_ok() && Src::try_u20(1 << 20).is_err());
    assert!(Src::try_f20(0.1).is_err() && Src::try_f20(0.5).is_ok());
    assert!(Tex::try_new(31).is_ok() && Tex::try_new(32).is_err());
    assert!(CodeTarget::try_new(32767).is_ok() && CodeTarget::try_new(32768).is_err());
    assert_eq!(
        Dst::try_t(200).unwrap_err().to_string(),
        "value out of range: temporary register (0..=127)"
    );
}

fn err(line: &str) -> (usize, &'static str) {
    let e = Insn::assemble(line).unwrap_err();
    (e.column, e.message)
}

#[test]
fn assembler_errors_name_problem_and_column() {
    assert_eq!(err("frob t0, void, void, t1.xyzw"), (1, "unknown mnemonic"));
    assert_eq!(
        err("mov.bogus t0, void, void, t1.xyzw"),
        (4, "unknown or misplaced modifier")
    );
    assert_eq!(
        err("mov t200, void, void, t1.xyzw"),
        (6, "register number out of range")
    );
    assert_eq!(err("mov t0, void, void"), (19, "too few operands"));
    assert_eq!(
        err("mov t0, void, void, t1.xyzw, t2.xyzw"),
        (28, "too many operands")
    );
    assert_eq!(
        err("mov t0, void, void, t1.xy"),
        (24, "expected a four-letter swizzle of x, y, z, w")
    );
    assert_eq!(
        err("mov t0, void, void, 0.1:f20").1,
        "value not representable as f20 (low 12 bits of the f32 must be zero)"
    );
    assert_eq!(
        err("mov t0, void, void, 1:q20").1,
        "unknown immediate type (expected :f20, :s20, :u20 or :f16)"
    );
    assert_eq!(
        err("mov t0, void, void, 600000:s20").1,
        "s20 immediate out of range (-524288..=524287)"
    );
    assert_eq!(
        err("branch void, void, void, 40000").1,
        "branch target out of range (-16384..=32767)"
    );
    assert_eq!(
        err("texld t0, tex32.xyzw, t0.xyzw, void, void").1,
        "sampler out of range (0..=31)"
    );
    assert_eq!(err("   ").1, "empty line: expected an instruction");
    assert_eq!(
        err("mov t0 void, void, t1.xyzw"),
        (8, "expected ',' between operands")
    );
    // Text after a `;` is a comment.
    assert!(Insn::assemble("mov t0, void, void, t1.xyzw ; copy").is_ok());
}

/// Two different words that print the same text: the assembler can only return one.
fn same_text(a: [u32; 4], b: [u32; 4]) -> String {
    let (ta, tb) = (text(a), text(b));
    assert_ne!(a, b);
    assert_eq!(ta, tb);
    let asm = Insn::assemble(&ta).unwrap().to_words();
    assert!(asm == a || asm == b, "assembled {asm:08x?}");
    ta
}

#[test]
fn text_that_does_not_determine_the_word() {
    // 1. Bits the form never prints: `nop` ignores its modifier fields (here SAT).
    assert_eq!(
        same_text([0, 0, 0, 0], [0x800, 0, 0, 0]),
        "nop               void, void, void, void"
    );
    // 2. A `void` destination hides the register fields (DST_USE = 0, register 1, mask x).
    same_text(
        [0x0000000a, 0, 0, 0x00390008],
        [0x0081000a, 0, 0, 0x00390008],
    );
    // 3. Register group 3 prints `u` like group 2.
    let g2 = Mov::new(Dst::t(0), Src::u(1)).bits();
    let g3 = fields::SRC2.insert(g2, fields::SRC2.get(g2) | 1 << 22);
    same_text(
        Insn::decode(g2).unwrap().to_words(),
        Insn::decode(g3).unwrap().to_words(),
    );
    // 4. Undefined address mode 5 prints as a digit: t5 + amode 5 = reg 55.
    let d55 = Mov::new(Dst::t(55), Src::t(1)).bits();
    let d5a5 = fields::DST.insert(d55, 1 | 5 << 1 | 5 << 4 | 15 << 11);
    same_text(
        Insn::decode(d55).unwrap().to_words(),
        Insn::decode(d5a5).unwrap().to_words(),
    );
    // 5. The same in a source: `5305.xyzw` is group 5 register 305, or register 30 with
    //    address mode 5.
    let g5a = fields::SRC2.insert(g2, 305 | 0xe4 << 9 | 5 << 22);
    let g5b = fields::SRC2.insert(g2, 30 | 0xe4 << 9 | 5 << 19 | 5 << 22);
    assert!(same_text(
        Insn::decode(g5a).unwrap().to_words(),
        Insn::decode(g5b).unwrap().to_words()
    )
    .ends_with("5305.xyzw"));
    // 6. f16 immediates ignore payload bits 19..16, and NaN payloads print as `nan`.
    let h = Mov::new(Dst::t(0), Src::f16_bits(0x3c00)).bits();
    let h_hi = fields::SRC2.insert(h, fields::SRC2.get(h) | 1 << 16);
    same_text(
        Insn::decode(h).unwrap().to_words(),
        Insn::decode(h_hi).unwrap().to_words(),
    );
    let n1 = Mov::new(Dst::t(0), Src::f16_bits(0x7fff)).bits();
    let n2 = Mov::new(Dst::t(0), Src::f16_bits(0x7e00)).bits();
    same_text(
        Insn::decode(n1).unwrap().to_words(),
        Insn::decode(n2).unwrap().to_words(),
    );
    // 7. f20 NaN payloads print as `nan`.
    let f1 = Mov::new(Dst::t(0), Src::f20(f32::from_bits(0x7fc0_0000))).bits();
    let f2 = Mov::new(Dst::t(0), Src::f20(f32::from_bits(0x7fa0_0000))).bits();
    same_text(
        Insn::decode(f1).unwrap().to_words(),
        Insn::decode(f2).unwrap().to_words(),
    );
}
