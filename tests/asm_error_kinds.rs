//! The kinds of assembler errors (`AsmError::kind`): for each instruction set, a text
//! for every kind its assembler reports, with the column, and the messages (and so the
//! `Display` text) unchanged by the kinds.

use isadef::{AsmError, AsmErrorKind as K};

/// Asserts that each text fails with its kind at its column.
fn check(assemble: impl Fn(&str) -> Result<(), AsmError>, cases: &[(&str, K, usize)]) {
    let mut wrong = Vec::new();
    for &(text, kind, column) in cases {
        match assemble(text) {
            Err(e) if (e.kind, e.column) == (kind, column) => {}
            got => wrong.push(format!("{text:?}: {got:?}, not {kind:?} at {column}")),
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// The kinds a set of cases covers, in declaration order.
fn kinds(cases: &[(&str, K, usize)]) -> Vec<K> {
    let mut ks: Vec<K> = Vec::new();
    for &(_, k, _) in cases {
        if !ks.contains(&k) {
            ks.push(k);
        }
    }
    ks
}

mod vivante {
    use super::*;
    use isadef::vivante::Insn;

    fn asm(text: &str) -> Result<(), AsmError> {
        Insn::assemble(text).map(|_| ())
    }

    /// Vivante goes through the generic assembler `define_isa!` derives, and its operand
    /// parsers through the `Cursor` helpers.
    const CASES: &[(&str, K, usize)] = &[
        ("", K::Empty, 1),
        ("   ", K::Empty, 4),
        ("frob t1, t2.xxxx", K::UnknownMnemonic, 1),
        ("mov.foo t1, void, void, t2.xxxx", K::UnknownName, 4),
        ("mov t1, void, void, 1.5:f33", K::UnknownName, 21),
        ("mov t1, void, void", K::Expected, 19),
        ("mov t1 void, void, t2.xxxx", K::Expected, 8),
        ("mov t1, void, void, t2.xx", K::Expected, 24),
        ("mov t1, void, void, t2", K::Expected, 23),
        ("mov t1, void, void, |t2.xxxx", K::Expected, 29),
        ("mov q1, void, void, t2.xxxx", K::Expected, 5),
        ("mov t1, void, void, 1.5x:f20", K::Expected, 21),
        ("mov t128, void, void, t2.xxxx", K::OutOfRange, 6),
        ("mov t1, void, void, 600000:s20", K::OutOfRange, 21),
        ("mov t1, void, void, 0.1:f20", K::OutOfRange, 21),
        ("mov t1, void, void, t2.xxxx, t3.xxxx", K::TrailingText, 28),
        ("mov t1, void, void, t2.xxxx junk", K::TrailingText, 29),
    ];

    #[test]
    fn every_kind_vivante_reports() {
        check(asm, CASES);
        assert_eq!(
            kinds(CASES),
            [
                K::Empty,
                K::UnknownMnemonic,
                K::UnknownName,
                K::Expected,
                K::OutOfRange,
                K::TrailingText
            ]
        );
    }

    #[test]
    fn operand_parsers_set_kinds() {
        check(
            asm,
            &[
                (
                    "texld t1, tex32.xyzw, t2.xyzw, void, void",
                    K::OutOfRange,
                    14,
                ),
                ("texld t1, tex.xyzw, t2.xyzw, void, void", K::Expected, 14),
                ("texld t1, t2.xyzw, t2.xyzw, void, void", K::Expected, 11),
                ("branch void, void, void, 40000", K::OutOfRange, 26),
                ("branch void, void, void, -0", K::OutOfRange, 26),
                ("branch void, void, void, x", K::Expected, 26),
            ],
        );
    }

    #[test]
    fn display_is_unchanged() {
        let e = Insn::assemble("mov t1, void, void, t2.xx").unwrap_err();
        assert_eq!(
            e.to_string(),
            "column 24: expected a four-letter swizzle of x, y, z, w"
        );
        let e = Insn::assemble("frob t1").unwrap_err();
        assert_eq!(e.to_string(), "column 1: unknown mnemonic");
        assert_eq!(e, AsmError::new(1, K::UnknownMnemonic, "unknown mnemonic"));
    }
}

mod valhall {
    use super::*;
    use isadef::valhall::Insn;

    fn asm(text: &str) -> Result<(), AsmError> {
        Insn::assemble(text).map(|_| ())
    }

    /// Mesa's reasons, each with the kind it is.
    const CASES: &[(&str, K, usize)] = &[
        ("FROB r0, r1", K::UnknownMnemonic, 1),
        ("FADD.f32x r0, r1, r2", K::UnknownMnemonic, 9),
        ("FADD.f32.foo r0, r1, r2", K::UnknownName, 10),
        ("FADD.f32 r0, r1.foo, r2", K::UnknownName, 17),
        ("FADD.f32 r0, bogus, r2", K::UnknownName, 14),
        ("FROUND.f32.rtn r1.h2, r1", K::UnknownName, 19),
        ("FADD.f32 r0, r1", K::Expected, 10),
        ("FADD.f32 r0, rx, r2", K::Expected, 15),
        ("FADD.f32 u0, r1, r2", K::Expected, 10),
        ("FADD.f32 r0, ^x1, r2", K::Expected, 14),
        ("FADD.f32 r0, r64, r2", K::OutOfRange, 15),
        ("FADD.f32 r0, r1, imm256", K::OutOfRange, 18),
        ("MOV.i32 r1, 0x12345", K::OutOfRange, 13),
        ("FADD.f32 r0, r1, r2, r3", K::TrailingText, 10),
        ("FADD.f32 r0, u0, u4", K::Invalid, 18),
        ("FADD.f32 r0, u0, u64", K::Invalid, 18),
        ("MOV.i32.wait01.wait1 r0, r1", K::Invalid, 16),
        (
            "LEA_TEX_IMM.slot0.slot0 @r4:r5:r6, ^r60, 0x0, table:0x2, index:0x1",
            K::Invalid,
            19,
        ),
        ("FADD.f32 r0, r1.h0.h1, r2", K::Invalid, 20),
        ("LEA_BUFFER @r2:r3, 0x0, 0x0", K::Invalid, 11),
        (
            "LOAD.i32.unsigned.slot0.wait0 @r1:r2, r0, offset:0",
            K::Invalid,
            31,
        ),
    ];

    #[test]
    fn every_kind_valhall_reports() {
        check(asm, CASES);
        assert_eq!(
            kinds(CASES),
            [
                K::UnknownMnemonic,
                K::UnknownName,
                K::Expected,
                K::OutOfRange,
                K::TrailingText,
                K::Invalid
            ]
        );
    }

    /// The messages are Mesa's reasons, as before the kinds.
    #[test]
    fn messages_and_display_are_unchanged() {
        let e = Insn::assemble("FADD.f32 r0, u0, u4").unwrap_err();
        assert_eq!(e.message, "Too many FAU slots");
        assert_eq!(e.to_string(), "column 18: Too many FAU slots");
        let e = Insn::assemble("FADD.f32 r0, r1").unwrap_err();
        assert_eq!(e.to_string(), "column 10: Wrong number of operands");
        let e = Insn::assemble("FADD.f32 r0, r1, r2, r3").unwrap_err();
        assert_eq!(e.to_string(), "column 10: Wrong number of operands");
    }
}

mod g80 {
    use super::*;
    use isadef::g80::{
        target::{Mode, Variant},
        Insn, Target,
    };

    const T: Target = Target {
        variant: Variant::G80,
        mode: Mode::Cp,
    };

    fn asm(text: &str) -> Result<(), AsmError> {
        Insn::assemble_in(text, T).map(|_| ())
    }

    const CASES: &[(&str, K, usize)] = &[
        ("", K::Empty, 1),
        ("frobnicate $r1 $r2", K::UnknownMnemonic, 1),
        ("mov b32 $r1 $r2 junk", K::TrailingText, 17),
        ("mov b32 $r1", K::Expected, 12),
        ("bra loop", K::Expected, 5),
        ("mov b32 $r1 $r200", K::OutOfRange, 13),
        ("bra 0xa", K::OutOfRange, 5),
        // A misaligned offset: the memory row's complaint, not a register row's.
        ("add b32 $r1 b32 s[0x13] $r0", K::OutOfRange, 17),
        ("???", K::Invalid, 1),
        ("vote all $c1", K::Unsupported, 1),
        ("cvt rzi s3 $r4 f32 $r4", K::UnknownName, 9),
        (
            "texauto live $r14:#:#:# $t0 $s0 $r14:$r815 0x0 0x0 0x0",
            K::Invalid,
            33,
        ),
        // The vector's base register is the other operand's, which says `$r8`.
        (
            "texauto live $r64:#:#:# $t1 $s1 $r8:$r9 0x0 0x0 0x0",
            K::Invalid,
            33,
        ),
        ("mul f32 $r0 u16 s[$a1+$a2] $r16", K::Invalid, 17),
    ];

    #[test]
    fn every_kind_a_line_reports() {
        check(asm, CASES);
        assert_eq!(
            kinds(CASES),
            [
                K::Empty,
                K::UnknownMnemonic,
                K::TrailingText,
                K::Expected,
                K::OutOfRange,
                K::Invalid,
                K::Unsupported,
                K::UnknownName
            ]
        );
        // No instruction has 49 tokens: the 49th (the last here) is beyond any.
        let long = format!("nop{}", " $r1".repeat(48));
        let last = long.rfind(' ').unwrap() + 2;
        check(asm, &[(&long, K::TrailingText, last)]);
    }

    #[test]
    fn every_kind_a_program_reports() {
        let e = |src: &str| *Insn::assemble_program_in(src, T).unwrap_err().first();
        let err = e("mov b32 $r0 $r1\n  bra nowhere\n");
        assert_eq!(
            (err.line, err.error.column, err.error.kind),
            (2, 7, K::Label)
        );
        let err = e("a: nop\n a: nop\n");
        assert_eq!(
            (err.line, err.error.column, err.error.kind),
            (2, 2, K::Label)
        );
        // A line's own errors keep their kind, moved to the program's columns.
        let err = e("nop\nx: mov b32 $r0 $r999\n");
        assert_eq!(
            (err.line, err.error.column, err.error.kind),
            (2, 16, K::OutOfRange)
        );
        assert_eq!(
            err.to_string(),
            "line 2: column 16: register number out of range"
        );
    }
}
