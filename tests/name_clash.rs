//! A table whose forms are named like its own types: each form's builder (the form's name
//! in CamelCase) is named like an operand type (`reg`, `imm`), an enum (`mode`), or an
//! item the macro makes (`insn`, `form`, `kind`), and a class's builder type
//! (`<Class>Forms`) like an enum (`WideForms`). The builders live in `builders` only, so
//! the table builds, and each name means the table's type everywhere else.

mod toy {
    use core::fmt::{self, Write};
    use isadef::{
        error::AsmError,
        text::{Cursor, Sink},
    };

    isadef::operand_type! {
        /// A register `r0`..`r255`.
        pub struct Reg(pub u8): 8;
        /// An 8-bit immediate `#n`.
        pub struct Imm(pub u8): 8;
    }
    impl isadef::isa::Operand for Reg {
        fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
            out.write_str("r")?;
            out.write_u128(raw)
        }
        fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
            cur.expect(b'r', "expected a register")?;
            cur.uint(255, "register out of range")
        }
    }
    impl isadef::isa::Operand for Imm {
        fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
            out.write_str("#")?;
            out.write_u128(raw)
        }
        fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
            cur.expect(b'#', "expected an immediate")?;
            cur.uint(255, "immediate out of range")
        }
    }

    isadef::define_isa! {
        /// A toy instruction set whose forms are named like its types.
        isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
                  comment: b';', separator: Some(b','), prelude: { Reg, Imm } }
        every class { mods [wait: bool @ WAIT = ".wait"] }
        fields {
            /// Opcode.
            OP = [0..8];
            /// Mode.
            MODE = [8..10];
            /// Width.
            WIDE = [10..11];
            /// Wait flag.
            WAIT = [15..16];
            /// Destination.
            DST = [16..24];
            /// Source.
            SRC = [24..32];
        }
        enums {
            /// A mode (its name is the builder of the form `mode`).
            enum Mode: 2 { Lo = 0 => default ".lo", Hi = 1 => ".hi", Mid = 2 => ".mid" }
            /// A width (its name is the builder type of the class `wide`).
            enum WideForms: 1 { Narrow = 0 => "", Wide = 1 => ".wide" }
        }
        operands [Reg @ DST, Imm]
        classes {
            /// A class of one form `reg`, whose builder is named like the operand type.
            class reg {
                mods [mode: Mode @ MODE]
                operands [dst: Reg, src: Reg @ SRC]
                forms { reg = 1; }
            }
            /// A class of several forms: `mode` (named like the enum, its fixed value
            /// naming it) and `imm` (named like an operand type).
            class modes {
                operands [dst: Reg, src: Reg @ SRC]
                forms {
                    mode = 2 { MODE = Mode::Hi as u128 };
                    imm = 3;
                }
            }
            /// A parametrised class whose forms are named like the macro's own items.
            class insn<S> {
                mods [mode: Mode @ MODE]
                operands [dst: Reg, src: S @ SRC]
                forms {
                    insn = 4 <Reg>;
                    form ("frm") = 5 <Imm>;
                }
            }
            /// A parametrised class of one form named like the operand kinds' enum.
            class kind<S> {
                operands [dst: Reg, src: S @ SRC]
                forms { kind = 6 <Imm>; }
            }
            /// A class whose builder type is named like an enum its modifier has.
            class wide {
                mods [width: WideForms @ WIDE]
                operands [dst: Reg]
                forms { narrow = 7; widen = 8; }
            }
        }
    }
}

use toy::builders as b;
use toy::enums::{Mode, WideForms};
use toy::{Form, Imm, Insn, Kind, Reg};

/// Builds `insn`, checks its word and text, and that both decode and assemble give it back.
fn check(insn: Insn, bits: u32, text: &str) {
    assert_eq!((insn.bits(), insn.to_string().as_str()), (bits, text));
    assert_eq!(Insn::decode(bits), Ok(insn));
    assert_eq!(Insn::assemble(text), Ok(insn));
}

#[test]
fn a_builder_named_like_an_operand_type() {
    const REG: Insn = b::Reg::new(Reg(3), Reg(4)).mode(Mode::Mid).insn();
    check(REG, 0x0403_0201, "reg.mid r3, r4");
    let back = b::Reg::from_insn(REG).unwrap();
    assert_eq!((back.get_src(), back.get_mode()), (Reg(4), Some(Mode::Mid)));
    assert_eq!(b::Reg::FORM, Form::reg);
    check(
        b::Imm::new(Reg(1), Reg(2)).wait(true).insn(),
        0x0201_8003,
        "imm.wait r1, r2",
    );
    assert_eq!(
        format!("{:?}", b::Reg::new(Reg(1), Reg(2))),
        format!("{:?}", b::Reg::new(Reg(1), Reg(2)).insn())
    );
}

#[test]
fn a_builder_named_like_an_enum() {
    // The form's fixed value names the enum.
    check(
        b::Mode::new(Reg(5), Reg(6)).insn(),
        0x0605_0102,
        "mode r5, r6",
    );
    assert!(core::any::type_name::<b::Mode>().contains("ModesForms<"));
    assert!(b::Mode::from_insn(b::Imm::new(Reg(5), Reg(6)).insn()).is_none());
    assert_eq!(Mode::Hi.text(), ".hi");
}

#[test]
fn builders_named_like_the_macros_items() {
    check(
        b::Insn::new(Reg(1), Reg(9)).mode(Mode::Hi).insn(),
        0x0901_0104,
        "insn.hi r1, r9",
    );
    check(
        b::Form::new(Reg(1), Imm(9)).wait(true).insn(),
        0x0901_8005,
        "frm.wait r1, #9",
    );
    assert_eq!(b::Form::new(Reg(1), Imm(9)).get_src(), Imm(9));
    check(
        b::Kind::new(Reg(2), Imm(0xff)).insn(),
        0xff02_0006,
        "kind r2, #255",
    );
    assert_eq!(b::Kind::FORM, Form::kind);
    assert_eq!(
        toy::FORMS[Form::kind as usize].operands[1].kind,
        Some(Kind::Imm)
    );
    assert_eq!(
        toy::FORMS[Form::insn as usize].operands[1].kind,
        Some(Kind::Reg)
    );
}

#[test]
fn a_class_builder_type_named_like_an_enum() {
    let widen = b::Widen::new(Reg(7)).width(WideForms::Wide);
    assert_eq!(widen.get_width(), Some(WideForms::Wide));
    check(widen.insn(), 0x0007_0408, "widen.wide r7");
    check(b::Narrow::new(Reg(7)).insn(), 0x0007_0007, "narrow r7");
    let _: b::WideForms<_> = widen;
}

/// The prelude names the table's types (its enums, `Insn`, `Form`, the header's items);
/// a builder named like one of them is `builders::Name`, and the others are there too.
#[test]
fn the_prelude_prefers_the_tables_types() {
    use toy::prelude::*;
    let _: Reg = Reg(1);
    let _: Insn = Widen::new(Reg(1)).insn();
    assert_eq!(Mode::Hi.text(), ".hi");
    assert_eq!(Form::mode as usize, 1);
}
