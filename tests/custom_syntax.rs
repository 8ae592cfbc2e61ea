//! Users' tables and the core's line assembler (`isa::asm`): one with an assembler of
//! its own on the core's skeleton (Mesa-style modifiers, `.name` pieces in any order, and
//! comma-separated operands counted before they are read, with the messages the table
//! chooses), and one with a target whose operands read differently per target.

// Most of what the table makes is not used by the tests.
#![allow(dead_code)]

mod toy {
    use isadef::error::AsmError;
    use isadef::isa::asm::{assemble_with, Syntax};
    use isadef::text::{Cursor, Sink};

    isadef::operand_type! {
        /// A register `r0`..`r15`.
        pub struct Reg(pub u8): 4;
    }

    impl isadef::isa::Operand for Reg {
        fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
            core::fmt::Write::write_str(out, "r")?;
            out.write_u128(raw)
        }
        fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
            cur.expect(b'r', "expected a register")?;
            cur.uint(15, "register out of range")
        }
    }

    /// Modifiers as `.name` pieces in any order; operands counted first.
    pub struct Dotted;

    impl Syntax<Toy> for Dotted {
        type State = ();
        const PIECES: bool = true;
        const MOD_SEPARATOR: Option<u8> = Some(b'.');
        const COUNT: [&'static str; 2] = ["operand missing", "operand too many"];
        const MOD_TEXTS: [&'static str; 3] = ["no such modifier", "which modifier?", "size?"];

        fn candidate(form: &isadef::form::FormInfo<Kind>, token: &str) -> bool {
            token.starts_with(form.mnemonic)
        }
    }

    fn assemble(line: &str, target: ()) -> Result<(u16, u128), AsmError> {
        assemble_with::<Toy, Dotted>(line, Some(b','), target)
    }

    isadef::define_isa! {
        /// Adds with a size, a rounding and a saturation, written in any order.
        isa Toy {
            name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
            comment: b';', separator: Some(b','), assembler: assemble,
        }
        fields {
            OP = [0..4]; DST = [4..8]; A = [8..12]; B = [12..16];
            SIZE = [16..18]; ROUND = [18..20]; SAT = [20..21];
        }
        enums {
            /// The operands' size (no default: it must be given).
            enum Size: 2 { B8 = 0 => ".b8", B16 = 1 => ".b16", B32 = 2 => ".b32", B64 = 3 => ".b64" }
            /// The rounding; `.rtz` shares its spelling with no other.
            enum Round: 2 { Rte = 0 => default ".rte", Rtz = 1 => ".rtz", Rtp = 2 => ".rtp", Rtn = 3 => ".rtn" }
            /// A mode that spells a value as `Round` does.
            enum Mode: 1 { Plain = 0 => "", Rtp = 1 => ".rtp" }
        }
        operands [Reg]
        classes {
            /// An add.
            class add {
                mods [size: Size @ SIZE, round: Round @ ROUND, sat: bool @ SAT = ".sat"]
                operands [dst: Reg @ DST, a: Reg @ A, b: Reg @ B]
                forms { add = 1; }
            }
            /// A move with a mode.
            class mov {
                mods [round: Round @ ROUND, mode: Mode @ SAT]
                operands [dst: Reg @ DST, a: Reg @ A]
                forms { mov = 2; }
            }
        }
    }
}

use toy::Insn;

#[test]
fn modifiers_in_any_order() {
    let a = Insn::assemble("add.b16.sat.rtz r1, r2, r3").unwrap();
    let b = Insn::assemble("add.rtz.b16.sat r1,r2,  r3").unwrap();
    assert_eq!(a, b);
    assert_eq!(a.bits(), 0x0015_3211);
    // A default is taken when not written, and may be written (`.rte`).
    let c = Insn::assemble("add.b8 r1, r2, r3").unwrap();
    assert_eq!(c, Insn::assemble("add.rte.b8 r1, r2, r3").unwrap());
    assert_eq!(c.bits(), 0x0000_3211);
}

#[test]
fn each_mistake_has_the_tables_message_at_its_piece() {
    let e = |line: &str| Insn::assemble(line).unwrap_err().to_string();
    assert_eq!(
        e("add.b16.b32 r1, r2, r3"),
        "column 9: modifier given twice"
    );
    assert_eq!(e("add.b16.wide r1, r2, r3"), "column 9: no such modifier");
    assert_eq!(e("add.sat r1, r2, r3"), "column 8: size?");
    assert_eq!(e("mov.rtp r1, r2"), "column 5: which modifier?");
    assert_eq!(e("add.b8 r1, r2"), "column 8: operand missing");
    assert_eq!(e("add.b8 r1, r2, r3, r4"), "column 8: operand too many");
    // Empty pieces are dropped before the count.
    assert!(Insn::assemble("add.b8 r1,, r2, r3,").is_ok());
    // An operand's error is where its text lies in the line.
    assert_eq!(e("add.b8 r1, r2, q3"), "column 16: expected a register");
}

/// A table with a target whose operand reads differently per target.
mod chip {
    use isadef::error::AsmError;
    use isadef::isa::{Claim, OperandIn};
    use isadef::text::{Cursor, Sink};

    /// Two chips: the newer one has sixteen registers, the older eight.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct Chip {
        pub new: bool,
    }

    impl isadef::isa::DecodeTarget for Chip {
        fn gate_bits(self) -> u32 {
            self.new as u32
        }
    }

    isadef::operand_type! {
        /// A register, `r0`..`r7` or, on the newer chip, `r15`.
        pub struct Reg(pub u8): 4;
    }

    impl OperandIn<Chip> for Reg {
        fn write_in(
            raw: u128,
            _: u128,
            _: Chip,
            out: &mut Sink<'_>,
        ) -> Result<Claim, core::fmt::Error> {
            core::fmt::Write::write_str(out, "r")?;
            out.write_u128(raw)?;
            Ok(Claim::bits(u128::MAX))
        }
        fn parse_in(cur: &mut Cursor<'_>, chip: Chip) -> Result<u128, AsmError> {
            cur.expect(b'r', "expected a register")?;
            cur.uint(
                if chip.new { 15 } else { 7 },
                "no such register on this chip",
            )
        }
    }

    isadef::define_isa! {
        /// One instruction, on two chips.
        isa Chips {
            name: "chips", word: u32, bits: 32, key: OP, placeholder: "",
            comment: b';', separator: None, target: Chip,
        }
        fields { OP = [0..4]; DST = [4..8]; }
        enums {}
        operands [Reg]
        classes { class inc { operands [dst: Reg @ DST] forms { inc = 1; } } }
    }
}

#[test]
fn the_generic_assembler_reads_operands_for_the_target() {
    use chip::{Chip, Insn};
    let (old, new) = (Chip { new: false }, Chip { new: true });
    assert_eq!(Insn::assemble_in("inc r12", new).unwrap().bits(), 0xc1);
    let e = Insn::assemble_in("inc r12", old).unwrap_err();
    assert_eq!(e.to_string(), "column 6: no such register on this chip");
    assert_eq!(Insn::assemble_in("inc r7", old).unwrap().bits(), 0x71);
}
