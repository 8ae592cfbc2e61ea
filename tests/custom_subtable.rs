//! A table of one's own whose operand kinds are sub-tables, defined the way a user's crate
//! would: through `define_isa!` and the public `isadef::subtable` items only (feature
//! `subtables`). The construct — the kinds with their atoms and `owns` rows, the printer,
//! the builders' word-level values and the line assembler — is not tied to G80's table.

// Most of what the table makes is not used by the tests.
#![allow(dead_code)]
// A field is written as its list of bit ranges, one or more: `Field::new(&[9..13])`.
#![allow(clippy::single_range_in_vec_init)]

use isadef::subtable::{row, Mem, Reg, Row};
use isadef::{AsmErrorKind, Field};

/// The toy's only target (no gates).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ToyTarget;

impl isadef::isa::DecodeTarget for ToyTarget {
    fn gate_bits(self) -> u32 {
        0
    }
}

/// The rows the kinds' atoms name.
mod rows {
    use super::{row, Field, Mem, Reg, Row};
    use isadef::subtable::Atom::*;

    pub(super) static R_DST: Reg = Reg::new(Field::new(&[0..6]), "r");
    static R_SRC: Reg = Reg::new(Field::new(&[8..14]), "r");
    static R_ADDR: Reg = Reg::areg(Field::new(&[16..18]));
    /// `s[$aN+off]`, the offset in 4-byte units.
    static SHARED: Mem = Mem::new("s", Some(&R_ADDR), Field::new(&[8..14]).scaled(2));
    /// A register, or shared memory when bit 14 is set.
    pub(super) static TAB_SRC: &[Row] = &[
        row(0, 1 << 14, &[R(&R_SRC)]),
        row(1 << 14, 1 << 14, &[M(&SHARED)]),
    ];
}

isadef::define_isa! {
    /// A toy instruction set of sub-table operands.
    isa Toy {
        name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
        comment: b';', separator: None, target: ToyTarget,
    }
    fields { OP = [24..32] "Opcode."; }
    enums {}
    operands(word, rows: rows) [
        /// A destination register.
        Dst @ [0..6] => [R(&R_DST)],
        /// A source: a register, or shared memory with its address register.
        Src @ [8..14] => [T(TAB_SRC)] owns [(1 << 14, 1 << 14) => 1 << 14 | 3 << 16],
        /// A number in the source's bits, read as they are.
        Num @ [8..14] => [imm(Field::new(&[8..14]))],
    ]
    classes {
        /// A move from a register or shared memory.
        class mov {
            operands [dst: Dst, src: Src]
            forms { mov = 1; }
        }
        /// A small number into a register.
        class ldi {
            operands [dst: Dst, n: Num]
            forms { ldi = 2; }
        }
    }
}

use builders::Mov;

#[test]
fn prints_through_the_kinds_atoms() {
    let reg = Insn::decode(0x0100_0503).unwrap();
    assert_eq!(reg.form(), Form::mov);
    assert_eq!(reg.to_string(), "mov $r3 $r5");
    // Bit 14 selects shared memory: the offset 5 counts 4-byte units, `$a2` is read.
    let mem = Insn::decode(0x0102_4503).unwrap();
    assert_eq!(mem.to_string(), "mov $r3 s[$a2+0x14]");
    assert_eq!(
        Insn::decode(0x0200_0a01).unwrap().to_string(),
        "ldi $r1 0xa"
    );
}

#[test]
fn a_value_owns_its_selected_bits() {
    let mem = Insn::decode(0x0102_4503).unwrap();
    let src = Mov::from_insn(mem).unwrap().get_src();
    // The selector bit and the address register go with the value; a register
    // source owns neither.
    assert_eq!((src.raw(), src.extra()), (5, 1 << 14 | 2 << 16));
    let reg = Mov::from_insn(Insn::decode(0x0102_0503).unwrap()).unwrap();
    assert_eq!(reg.get_src().extra(), 0);
    // Built back from its parts, the value sets the same bits.
    let built = Mov::new(Dst::from_raw(3), Src::from_parts(5, 1 << 14 | 2 << 16));
    assert_eq!(built.bits(), 0x0102_4503);
    // Replacing it clears them: a register source leaves bit 14 and `$a` at 0.
    assert_eq!(built.with_src(Src::from_raw(7)).bits(), 0x0100_0703);
}

#[test]
fn lines_assemble_through_the_same_atoms() {
    // Without an `assembler:` in the header, `define_isa!` reads whole lines against
    // the kinds' atoms: the sub-table row that reads the text sets its selector.
    let mem = Insn::assemble("mov $r3 s[$a2+0x14]").unwrap();
    assert_eq!((mem.form(), mem.bits()), (Form::mov, 0x0102_4503));
    assert_eq!(Insn::assemble("mov $r3 $r5").unwrap().bits(), 0x0100_0503);
    assert_eq!(Insn::assemble("ldi $r1 0xa").unwrap().bits(), 0x0200_0a01);
    // `$a0` is zero: left out inside memory, and written out it means the same.
    let bare = Insn::assemble("mov $r63 s[0x4]").unwrap();
    assert_eq!(bare.bits(), 0x0100_413f);
    assert_eq!(Insn::assemble("mov $r63 s[$a0+0x4]").unwrap(), bare);
    // The public matcher gives the same, with the form's index.
    assert_eq!(
        isadef::subtable::asm::assemble(&FORMS, atoms_of, "mov $r3 s[$a2+0x14]", 0),
        Ok((Form::mov.index() as u16, 0x0102_4503))
    );
}

/// The bits the atoms of `w`'s form read on `w`: the opcode, the destination, the
/// source's field and selector, and the address register of a memory source.
fn read_bits(w: u32) -> u32 {
    match w >> 24 {
        1 if w & 1 << 14 != 0 => 0xff03_7f3f,
        1 => 0xff00_7f3f,
        _ => 0xff00_3f3f,
    }
}

/// Every word of the toy's two forms with bits only where its atoms read (each register,
/// memory offset and address register), then random words.
fn words() -> impl Iterator<Item = u32> {
    let exhaustive = (0..1u32 << 18)
        .flat_map(|low| [0x0100_0000 | low, 0x0200_0000 | low])
        .filter(|&w| w & !read_bits(w) == 0);
    let mut s = 0x2545_f491u32;
    let random = (0..50_000).map(move |_| {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        s
    });
    exhaustive.chain(random)
}

#[test]
fn printed_words_assemble_back() {
    let mut exact = 0;
    for w in words() {
        let Ok(insn) = Insn::decode(w) else {
            assert!(!matches!(w >> 24, 1 | 2), "{w:#010x}");
            continue;
        };
        let text = insn.to_string();
        let back = Insn::assemble(&text).unwrap_or_else(|e| panic!("{w:#010x} `{text}`: {e}"));
        // Bits no atom reads are not in the text: they assemble as zero.
        assert_eq!(back.bits(), w & read_bits(w), "{w:#010x} `{text}`");
        assert_eq!(back.to_string(), text);
        exact += usize::from(back.bits() == w);
    }
    // mov: 2^12 register pairs, 2^12 × 4 memory operands (`$a0`..`$a3`); ldi: 2^12.
    assert!(exact >= (1 << 12) + (1 << 14) + (1 << 12), "{exact}");
}

#[test]
fn bad_lines_are_rejected_where_they_go_wrong() {
    // An operand no row reads: `$q` is no register of the toy.
    let e = Insn::assemble("mov $r3 $q5").unwrap_err();
    assert_eq!((e.kind, e.column), (AsmErrorKind::Expected, 9), "{e}");
    assert_eq!(e.to_string(), "column 9: expected a register");
    // A register number wider than its field.
    let e = Insn::assemble("mov $r64 $r5").unwrap_err();
    assert_eq!(e.column, 5, "{e}");
    // An offset that is not a multiple of the access size (4 bytes): the memory row's
    // complaint about the value, not the register row's "expected a register".
    let e = Insn::assemble("mov $r3 s[$a2+0x13]").unwrap_err();
    assert_eq!((e.kind, e.column), (AsmErrorKind::OutOfRange, 9), "{e}");
    assert_eq!(
        e.to_string(),
        "column 9: offset out of range or not a multiple of the access size"
    );
    assert!(Insn::assemble("mov $r3 s[$a2+0x100]").is_err());
    // An unknown mnemonic, an empty line, text after the instruction.
    let e = Insn::assemble("mvo $r3 $r5").unwrap_err();
    assert_eq!(
        (e.kind, e.column),
        (AsmErrorKind::UnknownMnemonic, 1),
        "{e}"
    );
    assert_eq!(Insn::assemble("  ").unwrap_err().kind, AsmErrorKind::Empty);
    let e = Insn::assemble("ldi $r1 0xa $r2").unwrap_err();
    assert_eq!((e.kind, e.column), (AsmErrorKind::TrailingText, 13), "{e}");
}

#[test]
fn operands_are_not_parsed_one_by_one() {
    // A sub-table operand's text sets bits all over the word, so the generic
    // one-operand-at-a-time parser (`isa::assemble`) says so at the operand; the table's
    // `Insn::assemble` reads the whole line instead.
    let e = isadef::isa::assemble::<Toy>("mov $r3 $r5", None).unwrap_err();
    assert_eq!(e.kind, AsmErrorKind::Unsupported);
    assert_eq!(e.column, 5); // the `$` (columns count from 1)
}

/// A sub-table table whose forms interleave tokens (`syntax`), with a gated modifier and an
/// operand that prints nothing unless a bit selects it.
mod gated {
    use isadef::subtable::{row, Reg, Row};
    use isadef::Field;

    /// Two chips: the newer one saturates.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
    pub struct Chip {
        pub new: bool,
    }

    impl isadef::isa::DecodeTarget for Chip {
        fn gate_bits(self) -> u32 {
            self.new as u32
        }
    }

    /// What the newer chip has.
    const NEW: isadef::form::Gate = isadef::form::Gate::all(1);

    mod rows {
        use super::{row, Field, Reg, Row};
        use isadef::subtable::Atom::*;

        pub(super) static R_DST: Reg = Reg::new(Field::new(&[0..6]), "r");
        pub(super) static R_A: Reg = Reg::new(Field::new(&[8..14]), "r");
        static R_C: Reg = Reg::new(Field::new(&[16..22]), "r");
        /// A second factor when bit 22 is set; nothing otherwise.
        pub(super) static TAB_C: &[Row] =
            &[row(1 << 22, 1 << 22, &[R(&R_C)]), row(0, 1 << 22, &[])];
    }

    isadef::define_isa! {
        /// Multiply-adds written envydis's way.
        isa Gated {
            name: "gated", word: u32, bits: 32, key: OP, placeholder: "",
            comment: b';', separator: None, target: Chip,
        }
        fields { OP = [24..32] "Opcode."; SAT = [23..24] "Saturate."; }
        enums {}
        operands(word, rows: rows) [
            /// The destination.
            Dst @ [0..6] => [R(&R_DST)],
            /// The first factor.
            A @ [8..14] => [R(&R_A)],
            /// The second factor, when bit 22 selects one.
            C @ [16..22] => [T(TAB_C)] owns [(1 << 22, 1 << 22) => 1 << 22],
        ]
        classes {
            /// A product added to the destination.
            class mad {
                mods [sat: bool @ SAT = "sat" if NEW]
                operands [dst: Dst, a: A, c: C]
                syntax [mnemonic, sat, dst, "(", "mul", a, c, ")"]
                forms { mad = 1; }
            }
            /// The destination's negation.
            class neg {
                operands [dst: Dst]
                forms { neg = 2; }
            }
        }
    }
}

/// The text of `insn` for `chip`, as listings print it.
fn gated_text(insn: gated::Insn, chip: gated::Chip) -> String {
    let mut s = String::new();
    <gated::Gated as isadef::code::Text>::write_text(insn, chip, &mut s).unwrap();
    s
}

#[test]
fn display_follows_syntax_and_gates() {
    use gated::{Chip, Insn};
    let (old, new) = (Chip { new: false }, Chip { new: true });
    // Tokens one space apart, none after `(` or before `)`; the second factor prints
    // nothing when bit 22 is clear, and leaves no gap.
    let one = Insn::decode(0x0100_0201).unwrap();
    assert_eq!(one.to_string(), "mad $r1 (mul $r2)");
    let two = Insn::decode(0x0140_0201 | 3 << 16).unwrap();
    assert_eq!(two.to_string(), "mad $r1 (mul $r2 $r3)");
    // A form without a syntax list: the mnemonic, then its operands.
    assert_eq!(Insn::decode(0x0200_0005).unwrap().to_string(), "neg $r5");
    // The saturation bit is a modifier on the newer chip only (`Display`: the default
    // target, the older one).
    let sat = Insn::decode_in(0x01c0_0201 | 3 << 16, new).unwrap();
    assert_eq!(gated_text(sat, new), "mad sat $r1 (mul $r2 $r3)");
    assert_eq!(gated_text(sat, old), "mad $r1 (mul $r2 $r3)");
    assert_eq!(sat.to_string(), "mad $r1 (mul $r2 $r3)");
    assert_eq!(
        Insn::assemble_in("mad sat $r1 (mul $r2 $r3)", new).unwrap(),
        sat
    );
    assert!(Insn::assemble_in("mad sat $r1 (mul $r2 $r3)", old).is_err());
}

#[test]
fn gated_text_assembles_back_on_each_chip() {
    use gated::{Chip, Insn};
    let mut s = 0x9e37_79b9u32;
    let mut seen = 0;
    for _ in 0..100_000 {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        let w = (s & 0x00ff_ffff) | (1 + (s >> 31)) << 24;
        for chip in [Chip { new: false }, Chip { new: true }] {
            let insn = Insn::decode_in(w, chip).unwrap();
            let text = gated_text(insn, chip);
            let back = Insn::assemble_in(&text, chip).unwrap_or_else(|e| panic!("`{text}`: {e}"));
            // What the text holds: the opcode, the registers, bit 22 with the second
            // factor, and the saturation bit on the newer chip.
            let mut read = 0xff00_3f3f;
            if w & 1 << 22 != 0 {
                read |= 1 << 22 | 0x3f << 16;
            }
            if w >> 24 == 2 {
                read = 0xff00_003f;
            } else if chip.new {
                read |= 1 << 23;
            }
            assert_eq!(back.bits(), w & read, "{w:#010x} `{text}`");
            assert_eq!(gated_text(back, chip), text);
            seen += 1;
        }
    }
    assert_eq!(seen, 200_000);
}

/// The valid-instruction generator of a sub-table table: on each chip, every drawn
/// instruction's text (for that chip) assembles back to it, and both forms come up.
#[cfg(feature = "arbitrary")]
#[test]
fn a_sub_table_table_gets_the_valid_instruction_generator() {
    use arbitrary::Unstructured;
    use gated::{Chip, Form, Insn};
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut bytes = vec![0u8; 4096];
    for chip in [Chip { new: false }, Chip { new: true }] {
        let (mut drawn, mut seen) = (0, [false; Form::COUNT]);
        while drawn < 20_000 {
            for b in bytes.iter_mut() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                *b = state as u8;
            }
            let mut u = Unstructured::new(&bytes);
            while let Ok(i) = Insn::arbitrary_valid_in(&mut u, chip) {
                let text = gated_text(i, chip);
                assert_eq!(Insn::assemble_in(&text, chip), Ok(i), "{text}");
                seen[i.form().index()] = true;
                drawn += 1;
                // (An exhausted `Unstructured` keeps drawing from zeros.)
                if drawn % 1_000 == 0 {
                    break;
                }
            }
        }
        assert!(seen.iter().all(|&s| s), "{chip:?}: {seen:?}");
    }
}

/// A sub-table kind's atoms say what it accesses: registers by their prefix, memory by
/// its space with the address register read, in the operand's direction (`dst` written).
#[test]
fn atoms_say_what_an_operand_accesses() {
    use isadef::access::{Access, File, Resource, Rw, Space};
    let mem = Insn::decode(0x0102_4503).unwrap();
    let got: Vec<_> = mem
        .accesses()
        .iter()
        .map(|a| (a.resource, a.rw, a.operand, a.flags))
        .collect();
    assert_eq!(
        got,
        [
            (Resource::reg(File::Gpr, 3), Rw::Write, 0, 0),
            (Resource::Mem(Space::Shared), Rw::Read, 1, Access::INDIRECT),
            (Resource::reg(File::Addr, 2), Rw::Read, 1, 0),
        ]
    );
    let reg = Insn::decode(0x0100_0503).unwrap();
    assert_eq!(reg.accesses()[1].resource, Resource::reg(File::Gpr, 5));
    // The most any form reports: a register, and memory with its address register.
    assert_eq!(ACCESS_CAP, 3);
}
