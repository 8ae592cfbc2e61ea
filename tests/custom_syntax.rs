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

/// A table where 34 forms print the same mnemonic, only the last reading a number.
mod crowd {
    use isadef::error::AsmError;
    use isadef::text::{Cursor, Sink};

    pub use super::toy::Reg;

    isadef::operand_type! {
        /// A number `#0`..`#15`.
        pub struct Num(pub u8): 4;
    }

    impl isadef::isa::Operand for Num {
        fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
            core::fmt::Write::write_str(out, "#")?;
            out.write_u128(raw)
        }
        fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
            cur.expect(b'#', "expected a number")?;
            cur.uint(15, "number out of range")
        }
    }

    isadef::define_isa! {
        /// Loads from 33 places, and one of a number.
        isa Crowd {
            name: "crowd", word: u32, bits: 32, key: OP, placeholder: "",
            comment: b';', separator: None,
        }
        fields { OP = [0..4]; SUB = [4..10]; DST = [12..16]; }
        enums {}
        operands [Reg, Num]
        classes {
            /// A load from place `SUB`.
            class ld {
                operands [dst: Reg @ DST]
                forms {
                f0 ("ld") = 1 { SUB = 0 };
                f1 ("ld") = 1 { SUB = 1 };
                f2 ("ld") = 1 { SUB = 2 };
                f3 ("ld") = 1 { SUB = 3 };
                f4 ("ld") = 1 { SUB = 4 };
                f5 ("ld") = 1 { SUB = 5 };
                f6 ("ld") = 1 { SUB = 6 };
                f7 ("ld") = 1 { SUB = 7 };
                f8 ("ld") = 1 { SUB = 8 };
                f9 ("ld") = 1 { SUB = 9 };
                f10 ("ld") = 1 { SUB = 10 };
                f11 ("ld") = 1 { SUB = 11 };
                f12 ("ld") = 1 { SUB = 12 };
                f13 ("ld") = 1 { SUB = 13 };
                f14 ("ld") = 1 { SUB = 14 };
                f15 ("ld") = 1 { SUB = 15 };
                f16 ("ld") = 1 { SUB = 16 };
                f17 ("ld") = 1 { SUB = 17 };
                f18 ("ld") = 1 { SUB = 18 };
                f19 ("ld") = 1 { SUB = 19 };
                f20 ("ld") = 1 { SUB = 20 };
                f21 ("ld") = 1 { SUB = 21 };
                f22 ("ld") = 1 { SUB = 22 };
                f23 ("ld") = 1 { SUB = 23 };
                f24 ("ld") = 1 { SUB = 24 };
                f25 ("ld") = 1 { SUB = 25 };
                f26 ("ld") = 1 { SUB = 26 };
                f27 ("ld") = 1 { SUB = 27 };
                f28 ("ld") = 1 { SUB = 28 };
                f29 ("ld") = 1 { SUB = 29 };
                f30 ("ld") = 1 { SUB = 30 };
                f31 ("ld") = 1 { SUB = 31 };
                f32 ("ld") = 1 { SUB = 32 };
                }
            }
            /// A load of a number.
            class ldi {
                operands [n: Num @ DST]
                forms { fi ("ld") = 2; }
            }
            /// A longer mnemonic the token `ldx` names alone.
            class ldx {
                operands [dst: Reg @ DST]
                forms { ldx = 3; }
            }
        }
    }
}

#[test]
fn a_mnemonic_many_forms_share_is_read_by_all_of_them() {
    use crowd::{Form, Insn};
    // More candidates than the assembler keeps in one pass: every one is still tried,
    // in table order.
    assert_eq!(Insn::assemble("ld r3").unwrap().form(), Form::f0);
    let n = Insn::assemble("ld #7").unwrap();
    assert_eq!((n.form(), n.bits()), (Form::fi, 0x7002));
    assert_eq!(Insn::assemble("ldx r1").unwrap().form(), Form::ldx);
    // The error of the candidate that got furthest.
    assert_eq!(
        Insn::assemble("ld q").unwrap_err().to_string(),
        "column 4: expected a register"
    );
}
