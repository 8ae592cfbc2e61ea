//! G80 table rows held against envydis's `g80.c` (envytools f102b823) one by one, for the
//! bits a form fixes that the vectors never exercised; and the spellings the assembler
//! reads beyond envyas (see the `g80` module docs and `docs/text-format.md`).
//!
//! Every expected text below is derived from the envydis tables by hand; the comment
//! before each says how.

use isadef::g80::{
    target::{Mode, Variant},
    Insn, Target,
};

fn every_target() -> impl Iterator<Item = Target> {
    Variant::ALL.into_iter().flat_map(|variant| {
        Mode::ALL
            .into_iter()
            .map(move |mode| Target { variant, mode })
    })
}

/// The text of the long instruction `w0`, `w1` for `t`, checking that it re-encodes.
fn text(w0: u32, w1: u32, t: Target) -> String {
    let word = u64::from(w0) | u64::from(w1) << 32;
    let insn = Insn::decode_in(word, t).expect("every G80 word decodes");
    assert_eq!(insn.bits(), word, "lossless decode");
    insn.display(t).to_string()
}

fn target(variant: Variant, mode: Mode) -> Target {
    Target { variant, mode }
}

// ---------------------------------------------------------------------------------------
// quadop: envydis's row is (0x80000000c0000000, 0xe0000000f0000000). Its w1 mask tests
// only w1[31:29] (secondary opcode 4), not w1[28]; nothing else in the row or in its
// sub-tables (qop0..qop3, MCDST, LLDST, qs1, LSRC, LSRC3) reads w1[28]. So a set w1[28]
// still decodes as quadop and is reported as an unknown bit. The table used to fix
// `W1_28 = 0` for quadop, which sent such words to the catch-all row (`???`).

#[test]
fn quadop_with_w1_28_set_is_quadop_plus_an_unknown_bit() {
    // c0000001 90000780: primary c, secondary 4, w1[28] set, predicate "always", all
    // lane ops 0 (add), lane select 0 (l0), registers 0. The row has no program-type or
    // feature gate and only register operands, so every target prints the same.
    let expected = "quadop f32 add add add add $r0 l0 $r0 $r0 [unknown: 00000000 10000000]";
    for t in every_target() {
        assert_eq!(text(0xc000_0001, 0x9000_0780, t), expected, "{t:?}");
    }
    let t = target(Variant::G80, Mode::Cp);
    let insn = Insn::decode_in(0x9000_0780_c000_0001, t).unwrap();
    assert_eq!(insn.form().name(), "quadop");
}

#[test]
fn quadop_w1_28_with_other_fields() {
    // The synthetic vector `c024886d 8c160000` prints
    // `(never) quadop f32 mov2 add add sub $r27 dx $r68 $r88`; with w1[28] also set the
    // same row matches (see above), so the text gains only the unknown bit.
    let t = target(Variant::Gt215, Mode::Fp);
    assert_eq!(
        text(0xc024_886d, 0x9c16_0000, t),
        "(never) quadop f32 mov2 add add sub $r27 dx $r68 $r88 [unknown: 00000000 10000000]"
    );
    // exit (w1[1:0] = 1) goes through envydis's `exit` root row to the same long table.
    let t = target(Variant::G80, Mode::Vp);
    assert_eq!(
        text(0xc000_0001, 0x9000_0781, t),
        "exit quadop f32 add add add add $r0 l0 $r0 $r0 [unknown: 00000000 10000000]"
    );
}

#[test]
fn quadop_text_assembles_with_w1_28_clear() {
    // envyas leaves unmentioned bits zero and gives an unpredicated long instruction the
    // "always" predicate (w1[11:7] = 0xf).
    let t = target(Variant::G80, Mode::Cp);
    let i = Insn::assemble_in("quadop f32 add add add add $r0 l0 $r0 $r0", t).unwrap();
    assert_eq!(i.bits(), 0x8000_0780_c000_0001);
}

// ---------------------------------------------------------------------------------------
// Texture rows: unlike quadop, every envydis texture row (texauto, texfetch, texbias,
// texlod, texsize, texprep, texquerylod, texcsaa, texgather, with or without cube) masks
// w1 with 0xf0000000, i.e. requires w1[28] = 0, and so do the other primary-f rows
// (emit/restart and nop/pmevent need w1[31:30] = 3 anyway). With w1[28] set no row
// matches and envydis falls to the catch-all row `OOPS, MCDST, LLDST, lsw, lc2w, lc3w`,
// which reads nothing in w1[31:28]: those bits and w0[31:28] are unknown. The classes'
// `W1_28 = 0` is therefore right, and stays.

#[test]
fn texture_rows_require_w1_28_clear() {
    for sec in 0..=4u32 {
        let w1 = sec << 29 | 1 << 28 | 0x780;
        // w0[24:23] = 0 and w1[21] = 0: the sources are plain registers on every target.
        let expected = format!(
            "??? $r0 $r0 $r0 $r0 [unknown: f0000000 {:08x}] [unknown instruction]",
            w1 & 0xf000_0000
        );
        for t in every_target() {
            assert_eq!(text(0xf000_0001, w1, t), expected, "secondary {sec}, {t:?}");
        }
        // The same words with w1[28] clear decode as texture instructions.
        let t = target(Variant::Gt215, Mode::Cp);
        let name = Insn::decode_in(u64::from(w1 & !(1 << 28)) << 32 | 0xf000_0001, t)
            .unwrap()
            .form()
            .name();
        assert!(name.starts_with("tex"), "secondary {sec}: {name}");
    }
}

// ---------------------------------------------------------------------------------------
// Spellings the assembler reads beyond envyas. Each line below is envydis output that
// envyas rejects (`noasm` in the envyas vectors); the words are the ones envydis printed
// the line from.

fn asm(line: &str, t: Target) -> u64 {
    let i = Insn::assemble_in(line, t).unwrap_or_else(|e| panic!("{line}: {e}"));
    assert_eq!(i.display(t).to_string(), line, "reads back");
    i.bits()
}

#[test]
fn post_increment_on_a0() {
    // envyas requires an address register before `++`; envydis prints `$a0` as `0x0`.
    let cp = target(Variant::G80, Mode::Cp);
    assert_eq!(
        asm("mul $r38 s16 b32 s[0x0++0x10] s16 $r26h", cp),
        0x4335_e998
    );
    let g200 = target(Variant::G200, Mode::Cp);
    assert_eq!(
        asm("ld $r0 s16 c4[0x0++0x7268]", g200),
        0x2500_8780_1272_6801
    );
    // A negative increment, printed as 64-bit two's complement.
    assert_eq!(
        asm("addc b16 $r21h $r9l c1[0x0++0xfffffffffffffff6] $c0", g200),
        0x32fb_24ac
    );
    // Zero is the only number allowed before `++` (the error names the operand).
    let e = Insn::assemble_in("ld $r0 s16 c4[0x2++0x7268]", g200).unwrap_err();
    assert_eq!(e.column, 12, "{e}");
}

#[test]
fn fully_masked_texture_destination() {
    // `#:#:#:#` names no base register; the source vector (or texsize's `$rN`), which
    // shares the field, supplies it. envyas sets the field to 0 and then fails on any
    // base but `$r0`.
    let t = target(Variant::G200, Mode::Cp);
    assert_eq!(
        asm("texfetch all #:#:#:# $t48 $s4 $r40 0x0 0x0 0x0", t),
        0x0000_0780_f108_60a1
    );
    assert_eq!(
        asm("join texsize all #:#:#:# $t64 $s10 $r33", t),
        0x6000_0782_f014_8085
    );
}

#[test]
fn negative_texel_offsets() {
    // envyas parses `-0x2` as a negation, which its plain immediate fields do not take.
    let t = target(Variant::G200, Mode::Cp);
    assert_eq!(
        asm("texfetch live #:#:$r1:$r2 $t152 $s0 $r1 0x5 0x0 -0x2", t),
        0x050e_c784_f101_3005
    );
}

#[test]
fn numbers_read_as_envyas_reads_them() {
    // Not beyond envyas: its lexer takes C numbers, so decimal and (leading 0) octal
    // read as such.
    let t = target(Variant::G80, Mode::Cp);
    let hex = Insn::assemble_in("mov b32 $r0 0x10", t).unwrap().bits();
    assert_eq!(Insn::assemble_in("mov b32 $r0 16", t).unwrap().bits(), hex);
    assert_eq!(Insn::assemble_in("mov b32 $r0 020", t).unwrap().bits(), hex);
    assert!(Insn::assemble_in("mov b32 $r0 019", t).is_err());
}

#[test]
fn minus_sign_after_post_increment() {
    // envydis prints a negative increment as 64-bit hex; `-0x4` gives the same word.
    let t = target(Variant::G80, Mode::Cp);
    let hex = asm("add b32 $r1 b32 s[$a1++0xfffffffffffffffc] $r0", t);
    let minus = Insn::assemble_in("add b32 $r1 b32 s[$a1++-0x4] $r0", t).unwrap();
    assert_eq!(minus.bits(), hex);
}
