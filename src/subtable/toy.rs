//! A toy instruction set whose operand kinds are sub-tables, defined with `define_isa!`
//! like G80's: the construct (the kinds with their atoms and `owns` rows, the printer,
//! the builders' word-level values) is not tied to G80's table.

// Most of what the table makes is not used by the tests.
#![allow(dead_code, unused_imports, unreachable_pub)]

use crate::bits::Field;
use crate::subtable::{row, Mem, Reg, Row};

/// The toy's only target (no gates).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ToyTarget;

impl crate::isa::DecodeTarget for ToyTarget {
    fn gate_bits(self) -> u32 {
        0
    }
}

/// The rows the kinds' atoms name.
mod rows {
    use super::{row, Field, Mem, Reg, Row};
    use crate::subtable::Atom::*;

    pub(super) static R_DST: Reg = Reg::new(Field::new(&[0..6]), "r");
    static R_SRC: Reg = Reg::new(Field::new(&[8..14]), "r");
    static R_ADDR: Reg = Reg::areg(Field::new(&[16..18]));
    /// `s[$aN+off]`, the offset in 4-byte units.
    static SHARED: Mem = Mem::new("s", Some(R_ADDR), Field::new(&[8..14]).scaled(2));
    /// A register, or shared memory when bit 14 is set.
    pub(super) static TAB_SRC: &[Row] = &[
        row(0, 1 << 14, &[R(&R_SRC)]),
        row(1 << 14, 1 << 14, &[M(&SHARED)]),
    ];
}

crate::define_isa! {
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

#[cfg(test)]
mod tests {
    use super::builders::Mov;
    use super::*;
    use alloc::string::ToString;

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
    fn operands_are_not_assembled_one_by_one() {
        // A sub-table operand's text sets bits all over the word, so a table of them
        // assembles whole lines with an assembler of its own (G80's `asm.rs`); the
        // generic one says so at the operand.
        let e = Insn::assemble("mov $r3 $r5").unwrap_err();
        assert_eq!(e.kind, crate::error::AsmErrorKind::Unsupported);
        assert_eq!(e.column, 5); // the `$` (columns count from 1)
    }
}
