//! The printer keeps a table's constant text once: a mnemonic repeated by the next form,
//! and each kind of piece between operands (separators and placeholders before, between
//! and after the real operands). Lines of every such shape, including a piece of more
//! placeholders than are shared and forms that print no real operand, print as the
//! operand list reads and assemble back to their word.

use core::fmt;
use isadef::{
    error::AsmError,
    text::{Cursor, Sink},
};

isadef::operand_type! {
    /// A register `r0`..`r15`.
    pub struct Reg(pub u8): 4;
}
impl isadef::isa::Operand for Reg {
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        fmt::Write::write_str(out, "r")?;
        out.write_u128(raw)
    }
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        cur.expect(b'r', "expected a register")?;
        cur.uint(15, "register out of range")
    }
}

mod pads {
    use super::Reg;
    isadef::define_isa! {
        /// Forms whose operand lists hold placeholders in every position.
        isa Pads {
            name: "pads", word: u32, bits: 32, key: OP, placeholder: "_",
            comment: b';', separator: Some(b','),
        }
        fields { OP = [0..8]; A = [8..12]; B = [12..16]; SAT = [16..17]; }
        enums {}
        operands [Reg]
        classes {
            class lead { operands [_, _, a: Reg @ A, b: Reg @ B] forms { lead = 1; } }
            class mid { operands [a: Reg @ A, _, _, _, b: Reg @ B] forms { mid = 2; } }
            class tail { operands [a: Reg @ A, _, _] forms { tail = 3; } }
            class only { operands [_, _, _] forms { only = 4; } }
            class none { forms { none = 5; } }
            class many {
                operands [
                    a: Reg @ A, _, _, _, _, _, _, _, _, _, _, _, _, _, _, _, _, _, b: Reg @ B
                ]
                forms { many = 6; }
            }
            class many_tail {
                operands [a: Reg @ A, _, _, _, _, _, _, _, _, _, _, _, _, _, _, _, _, _]
                forms { many_tail = 7; }
            }
            // The same mnemonic in consecutive forms, with and without operands.
            class twice {
                mods [sat: bool @ SAT = ".sat"]
                operands [a: Reg @ A, _]
                forms { twice_a("twice") = 8; }
            }
            class twice_two { operands [a: Reg @ A, b: Reg @ B] forms { twice_b("twice") = 9; } }
            class twice_bare { forms { twice_c("twice") = 10; } }
            class mid_again { operands [b: Reg @ B, _, _, _, a: Reg @ A] forms { mid_again = 11; } }
        }
    }
}

/// The line of `mnemonic` and `ops` as the layout writes it: a space after the mnemonic
/// when there are operands, `, ` between them.
fn line(mnemonic: &str, ops: &[String]) -> String {
    if ops.is_empty() {
        mnemonic.to_string()
    } else {
        format!("{mnemonic} {}", ops.join(", "))
    }
}

#[test]
fn every_piece_prints_as_the_operand_list_reads() {
    let (a, b) = (3u32, 12u32);
    let word = |op: u32| op | a << 8 | b << 12;
    let r = |n: u32| vec![format!("r{n}")];
    let pads = |n: usize| vec!["_".to_string(); n];
    let cases: Vec<(u32, String)> = vec![
        (1, line("lead", &[pads(2), r(a), r(b)].concat())),
        (2, line("mid", &[r(a), pads(3), r(b)].concat())),
        (3, line("tail", &[r(a), pads(2)].concat())),
        (4, line("only", &pads(3))),
        (5, line("none", &[])),
        (6, line("many", &[r(a), pads(17), r(b)].concat())),
        (7, line("many_tail", &[r(a), pads(17)].concat())),
        (8, line("twice", &[r(a), pads(1)].concat())),
        (9, line("twice", &[r(a), r(b)].concat())),
        (10, line("twice", &[])),
        (11, line("mid_again", &[r(b), pads(3), r(a)].concat())),
    ];
    for (op, expected) in cases {
        let w = word(op);
        let insn = pads::Insn::decode(w).unwrap();
        // Forms without a field keep its bits as don't-care.
        let printed = insn.to_string();
        assert_eq!(printed, expected, "{w:#x}");
        let back = pads::Insn::assemble(&printed).unwrap();
        assert_eq!(back.to_string(), printed, "{printed}");
        assert_eq!(back.form(), insn.form(), "{printed}");
    }
    // A modifier between the mnemonic and the gap.
    let sat = pads::Insn::decode(word(8) | 1 << 16).unwrap();
    assert_eq!(sat.to_string(), format!("twice.sat r{a}, _"));
}
