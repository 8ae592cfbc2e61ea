//! A user's own instruction set, defined outside the crate through the public macro: it
//! decodes, prints, assembles and builds like the built-in ones, its default enum value
//! keeps its name for assemblers, and it gets `Arbitrary` exactly when isadef's own
//! `arbitrary` feature is on (the calling crate's features do not matter).

#[path = "common/toy.rs"]
mod toy;

/// The generated `prelude` brings in what a program names (builders, enums, the
/// header's `prelude:` items) and the `enums` module holds the table's enums.
#[test]
fn the_prelude_names_what_a_program_needs() {
    use toy::prelude::*;
    let neg: Insn = Neg::new(Reg(3), Reg(4)).round(Round::Up).insn();
    assert_eq!(neg.form(), Form::neg);
    assert_eq!(neg.form().attribute(), Unit::Alu);
    assert_eq!(toy::enums::Cache::Stream.text(), ".stream");
    let _: Toy = Toy;
    let _ = Imm(1);
}

#[test]
fn a_users_table_works_like_the_built_in_ones() {
    const NEG: toy::Insn = toy::builders::Neg::new(toy::Reg(3), toy::Reg(4))
        .round(toy::enums::Round::Rtz)
        .insn();
    assert_eq!(NEG.bits(), 0x0403_0102);
    assert_eq!(NEG.to_string(), "neg.rtz r3, r4");
    assert_eq!(toy::Insn::decode(0x0403_0102), Ok(NEG));
    assert_eq!(toy::Insn::assemble("neg.rtz r3, r4"), Ok(NEG));
    // The default prints nothing but keeps its name.
    let mov = toy::builders::Mov::new(toy::Reg(1), toy::Reg(2)).insn();
    assert_eq!(mov.to_string(), "mov r1, r2");
    assert_eq!(toy::enums::Round::Rne.text(), "");
    assert_eq!(toy::enums::Round::SPELLINGS[0], Some(".rne"));
    assert_eq!(toy::table::FORMS[0].mods[0].spellings[0], Some(".rne"));
    assert!(toy::Insn::decode(0xff).is_err());
    let back = toy::builders::Neg::from_insn(NEG).unwrap();
    assert_eq!(
        (back.get_src(), back.get_round()),
        (toy::Reg(4), Some(toy::enums::Round::Rtz))
    );
    assert_eq!(toy::enums::Round::Up.text(), ".up");
    // Encoding reports the length written, or a buffer too small.
    let mut buf = [0u8; 6];
    assert_eq!(NEG.encode_le(&mut buf), Ok(4));
    assert_eq!(buf, [0x02, 0x01, 0x03, 0x04, 0, 0]);
    assert_eq!(
        NEG.encode_le(&mut buf[..3]),
        Err(isadef::error::BufferTooSmall {
            needed: 4,
            available: 3
        })
    );
}

/// Code written once over any instruction set (`I: Isa`): the generic stream, encoder
/// and line assembler behind every table's `Insn` methods agree with them.
#[test]
fn code_over_any_instruction_set() {
    use isadef::isa::{self, Isa};

    /// Decodes `bytes`, re-encodes every instruction and reassembles its text.
    fn round_trip<I: Isa<Target = ()>>(bytes: &[u8], text: impl Fn(I::Insn) -> String) -> usize {
        let mut back = vec![0u8; bytes.len()];
        let mut n = 0;
        for (at, r) in isa::Stream::<I>::new(bytes, ()) {
            let insn = r.expect("every word decodes");
            assert_eq!(isa::decode_le::<I>(bytes, at, ()), Ok(insn));
            assert_eq!(
                isa::encode_le::<I>(insn, &mut back[at..]),
                Ok(I::insn_len(insn))
            );
            assert_eq!(isa::assemble_line::<I>(&text(insn), ()), Ok(insn));
            n += 1;
        }
        assert_eq!(back, bytes);
        n
    }

    let program = [
        toy::builders::Neg::new(toy::Reg(3), toy::Reg(4)).insn(),
        toy::builders::Mov::new(toy::Reg(1), toy::Reg(2)).insn(),
    ];
    let bytes: Vec<u8> = program
        .iter()
        .flat_map(|i| i.bits().to_le_bytes())
        .collect();
    assert_eq!(round_trip::<toy::Toy>(&bytes, |i| i.to_string()), 2);
    let stream: Vec<_> = toy::Insn::stream(&bytes, ()).collect();
    assert_eq!(stream, [(0, Ok(program[0])), (4, Ok(program[1]))]);
    // A truncated word ends the stream, as in every table's `Stream`.
    let cut: Vec<_> = isa::Stream::<toy::Toy>::new(&bytes[..6], ()).collect();
    assert_eq!(cut.len(), 2);
    assert!(matches!(
        cut[1].1,
        Err(isadef::error::DecodeError {
            offset: 4,
            kind: isadef::error::DecodeErrorKind::Truncated {
                needed: 4,
                available: 2
            }
        })
    ));
    #[cfg(feature = "valhall")]
    {
        let nop = isadef::valhall::builders::Nop::new().insn();
        let bytes = [nop.bits().to_le_bytes(), nop.bits().to_le_bytes()].concat();
        assert_eq!(
            round_trip::<isadef::valhall::Valhall>(&bytes, |i| i.to_string()),
            2
        );
    }
}

/// The assembler `define_isa!` derives sets each error's kind, and a user's operand
/// parsers set theirs through the `Cursor` helpers.
#[test]
fn a_users_assembler_sets_error_kinds() {
    use isadef::AsmErrorKind as K;
    let cases = [
        ("", K::Empty, 1),
        ("  ; a comment", K::Empty, 3),
        ("frob r1, r2", K::UnknownMnemonic, 1),
        ("neg.foo r3, r4", K::UnknownName, 4),
        // A mnemonic is not the prefix of another word.
        ("negate r3, r4", K::UnknownMnemonic, 1),
        ("neg.rtzx r3, r4", K::UnknownName, 8),
        ("neg r3", K::Expected, 7),
        ("neg r3 r4", K::Expected, 8),
        ("neg r3, x4", K::Expected, 9),
        ("neg r3, r", K::Expected, 10),
        ("neg r3, r256", K::OutOfRange, 10),
        ("neg r3, r4, r5", K::TrailingText, 11),
        ("neg r3, r4 x", K::TrailingText, 12),
    ];
    for (text, kind, column) in cases {
        let e = toy::Insn::assemble(text).unwrap_err();
        assert_eq!((e.kind, e.column), (kind, column), "{text:?}: {e}");
    }
    // The message and `Display` are what they were before kinds.
    let e = toy::Insn::assemble("neg r3, r256").unwrap_err();
    assert_eq!(e.to_string(), "column 10: register out of range");
}

#[test]
fn class_templates_make_a_class_per_row() {
    use toy::{prelude::*, table::*};
    let sqrt = Sqrt::new(Reg(1), Reg(2)).round(Round::Up).insn();
    assert_eq!(sqrt.bits(), 0x0201_0209);
    assert_eq!(sqrt.to_string(), "sqrt.up r1, r2");
    assert_eq!(Insn::assemble("sqrt.up r1, r2"), Ok(sqrt));
    let not = Not::new(Reg(3), Reg(4)).wait(true).insn();
    assert_eq!(not.to_string(), "not.wait r3, r4");
    let info = |name: &str| FORMS.iter().find(|f| f.name == name).unwrap();
    assert_eq!(
        (info("not").class, info("popc").class, info("sqrt").class),
        ("bits", "bits", "roots")
    );
    // Without `+ round` the row's class has no rounding modifier (only the `every class`
    // flag); with it, rounding comes first.
    assert_eq!((info("not").mods.len(), info("sqrt").mods.len()), (1, 2));
    assert_eq!(info("sqrt").mods[0].name, "round");
    assert_eq!(info("popc").doc, " Bit operations.\n");
    assert_eq!(Form::sqrt.attribute(), Unit::Memory);
}

#[test]
fn class_families_make_a_class_per_row() {
    use toy::{prelude::*, table::*};
    let and = And::new(Reg(1), Reg(2)).wait(true).insn();
    assert_eq!(
        (and.bits(), and.to_string().as_str()),
        (0x0201_800a, "and.wait r1, r2")
    );
    assert_eq!(Insn::assemble("and.wait r1, r2"), Ok(and));
    let rmov = Rmov::new(Reg(5), Reg(6)).round(Round::Up).insn();
    assert_eq!(rmov.to_string(), "mov.r.up r5, r6");
    assert_eq!(Insn::assemble("mov.r.up r5, r6"), Ok(rmov));
    let info = |name: &str| FORMS.iter().find(|f| f.name == name).unwrap();
    assert_eq!(
        (info("and").class, info("or").class, info("rmov").class),
        ("logic", "logic", "rmov")
    );
    // The family's operands first, then the row's; the row's modifiers, then `every class`.
    let names =
        |f: &isadef::form::FormInfo<Kind>| f.operands.iter().map(|o| o.name).collect::<Vec<_>>();
    assert_eq!(names(info("or")), ["dst", "src"]);
    assert_eq!(
        info("rmov").mods.iter().map(|m| m.name).collect::<Vec<_>>(),
        ["round", "wait"]
    );
    // A brief and a one-line doc comment give the same doc.
    assert_eq!((info("and").doc, info("or").doc), (" And.\n", " Or.\n"));
    assert_eq!(info("neg").doc, " Negate.\n");
    assert_eq!(Form::or.attribute(), Unit::Alu);
}

#[test]
fn groups_sweeps_and_lists_make_forms() {
    use toy::{prelude::*, table::*};
    let info = |name: &str| FORMS.iter().find(|f| f.name == name).unwrap();
    // A group's forms take its brief.
    assert_eq!(
        (info("shr").doc, info("shri").doc),
        (" Shift right.\n", " Shift right.\n")
    );
    assert_eq!(info("shl").doc, FORMS[Form::shl.index()].doc);
    // A sweep's forms: named `base_suffix`, the mnemonic with `.suffix` (or the name when the
    // sweep gives none), its brief, its fixed values and each entry's own.
    let rot = RotB::new(Reg(1), Reg(2)).insn();
    assert_eq!(
        (rot.bits(), rot.to_string().as_str()),
        (0x0201_010e, "rot.b r1, r2")
    );
    let rotw = RotW::new(Reg(1), Imm(9)).insn();
    assert_eq!(
        (rotw.bits(), rotw.to_string().as_str()),
        (0x0901_010f, "rot.w r1, #9")
    );
    let sar = SarW::new(Reg(3), Imm(4)).insn();
    assert_eq!(
        (sar.bits(), sar.to_string().as_str()),
        (0x0403_0214, "sar_w r3, #4")
    );
    assert_eq!(SarB::new(Reg(3), Reg(4)).insn().to_string(), "sar_b r3, r4");
    assert_eq!(
        (info("rot_w").doc, info("sar_b").doc),
        (" Rotate.\n", " Arithmetic shift.\n")
    );
    assert_eq!(
        (info("rot_b").class, info("sar_w").class),
        ("shifts", "shifts")
    );
    for text in [
        "shl r1, r2",
        "shr r1, r2",
        "shr r1, #3",
        "rot.b r1, r2",
        "rot.w r7, #1",
        "sar_w r3, #4",
    ] {
        let insn = Insn::assemble(text).unwrap();
        assert_eq!(insn.to_string(), text);
        assert_eq!(Insn::decode(insn.bits()), Ok(insn));
    }
}

#[test]
fn type_parameters_and_layout_rules() {
    use isadef::bits::Field;
    use toy::{prelude::*, table::*};
    const ADDI: Insn = Addi::new(Reg(1), Imm(7)).wait(true).insn();
    assert_eq!(ADDI.bits(), 0x0701_8006);
    assert_eq!(ADDI.to_string(), "add.wait r1, #7");
    assert_eq!(Insn::assemble("add.wait r1, #7"), Ok(ADDI));
    let add = Add::new(Reg(1), Reg(2)).insn();
    assert_eq!(
        (add.bits(), add.to_string().as_str()),
        (0x0201_0005, "add r1, r2")
    );
    assert_eq!(Insn::assemble("add r1, r2"), Ok(add));
    assert_eq!(Addi::from_insn(ADDI).unwrap().get_src(), Imm(7));
    assert_eq!(FORMS[Form::addi.index()].operands[1].kind, Some(Kind::Imm));
    assert_eq!(FORMS[Form::add.index()].operands[1].kind, Some(Kind::Reg));
    assert_eq!(
        FORMS[Form::addi.index()].operands[1].field,
        Field::NONE.then(24, 8)
    );
    // No doc comment: the class's.
    assert!(FORMS[Form::add.index()].doc.starts_with(" Add a register."));
    assert_eq!(
        FORMS[Form::ld.index()].doc,
        " A load with a cache policy.\n"
    );
    assert_eq!(Form::addi.attribute(), Unit::Alu);
}

/// A class of several forms has one builder type, generic over the form's number, and
/// each form's builder is an alias of it; a class of one form keeps its struct.
#[test]
fn a_class_of_several_forms_shares_its_builder_type() {
    use toy::builders::{Add, AddForms, Addi, Ld, Mov, Neg, UnaryForms};
    use toy::prelude::*;
    let name = core::any::type_name::<Mov>;
    assert!(name().contains("UnaryForms<"), "{}", name());
    assert!(core::any::type_name::<Addi>().contains("AddForms<"));
    assert!(!core::any::type_name::<Ld>().contains("Forms<"));
    // The class's methods serve each form; each form keeps its own number and start word.
    fn unary<const F: u16>(b: UnaryForms<F>) -> UnaryForms<F> {
        b
    }
    // The class type named with a form's number is that form's builder.
    let by_number = UnaryForms::<{ Form::neg.index() as u16 }>::new(Reg(1), Reg(2));
    assert_eq!(by_number.bits(), Neg::new(Reg(1), Reg(2)).bits());
    assert_eq!(UnaryForms::<{ Form::mov.index() as u16 }>::FORM, Form::mov);
    let (mov, neg) = (
        unary(Mov::new(Reg(1), Reg(2))),
        unary(Neg::new(Reg(1), Reg(2))),
    );
    assert_eq!((Mov::FORM, Neg::FORM), (Form::mov, Form::neg));
    assert_eq!(
        (mov.insn().form(), neg.insn().form()),
        (Form::mov, Form::neg)
    );
    assert_eq!((mov.bits() & 0xff, neg.bits() & 0xff), (1, 2));
    assert!(Mov::from_insn(neg.insn()).is_none());
    assert_eq!(
        Neg::from_insn(neg.insn()).map(|b| b.bits()),
        Some(neg.bits())
    );
    // A parametrised class: the shared modifier, each form's own operand types.
    let _: AddForms<{ Form::add.index() as u16 }> = Add::new(Reg(1), Reg(2)).wait(true);
    assert_eq!(Addi::new(Reg(1), Imm(9)).wait(true).get_src(), Imm(9));
    assert_eq!(
        format!("{:?}", Add::new(Reg(1), Reg(2))),
        format!("{:?}", Add::new(Reg(1), Reg(2)).insn())
    );
}

#[test]
fn shared_modifiers_attributes_and_other_values() {
    use toy::{prelude::*, table::*};
    // `every class` modifiers come last and have setters on every builder.
    let neg = Neg::new(Reg(3), Reg(4)).round(Round::Rtz).wait(true).insn();
    assert_eq!(neg.to_string(), "neg.rtz.wait r3, r4");
    assert_eq!(Insn::assemble("neg.rtz.wait r3, r4"), Ok(neg));
    let st = St::new(Reg(7)).wait(true).insn();
    assert_eq!(
        (st.bits(), st.to_string().as_str()),
        (0x0700_8003, "st.wait r7")
    );
    assert_eq!(FORMS[Form::st.index()].mods.len(), 1);
    // The attribute, typed.
    assert_eq!(Form::neg.attribute(), Unit::Alu);
    assert_eq!(Form::ld.attribute(), Unit::Memory);
    // Values an enum leaves out share the `others` name, print it and read back as the
    // first of them.
    assert_eq!(
        Cache::NAMES,
        [
            Some(""),
            Some(".reserved"),
            Some(".reserved"),
            Some(".stream")
        ]
    );
    let ld = Insn::decode(0x0002_0004 | 2 << 10).unwrap();
    assert_eq!(ld.to_string(), "ld.reserved r2");
    assert_eq!(
        Insn::assemble("ld.reserved r2").unwrap().bits(),
        0x0002_0004 | 1 << 10
    );
    assert_eq!(
        Ld::new(Reg(2)).cache(Cache::Stream).insn().to_string(),
        "ld.stream r2"
    );
    // Only the listed values are variants.
    assert_eq!(Cache::from_raw(1), None);
    assert_eq!(
        Ld::new(Reg(2)).cache(Cache::Keep).insn().to_string(),
        "ld r2"
    );
}

#[cfg(feature = "arbitrary")]
#[test]
fn a_users_table_gets_arbitrary_from_isadefs_feature() {
    use arbitrary::{Arbitrary, Unstructured};
    let bytes: Vec<u8> = (0..=255).collect();
    let mut u = Unstructured::new(&bytes);
    for _ in 0..10 {
        let i = toy::Insn::arbitrary(&mut u).unwrap();
        assert_eq!(toy::Insn::decode(i.bits()), Ok(i));
    }
    // Operand types declared with `operand_type!` get it too, within their width.
    let regs: Vec<u8> = (0..8)
        .map(|_| toy::Reg::arbitrary(&mut u).unwrap().0)
        .collect();
    assert!(regs.iter().any(|&r| r != regs[0]), "{regs:?}");
}

/// The valid-instruction generator comes from the table: 100,000 instructions drawn
/// from the toy table print a text that assembles back to the same instruction, and
/// every form is reached.
#[cfg(feature = "arbitrary")]
#[test]
fn a_users_table_gets_the_valid_instruction_generators() {
    use arbitrary::Unstructured;
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut bytes = vec![0u8; 4096];
    let mut seen = [false; toy::Form::COUNT];
    let mut drawn = 0;
    while drawn < 100_000 {
        for b in bytes.iter_mut() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            *b = state as u8;
        }
        let mut u = Unstructured::new(&bytes);
        while let Ok(i) = toy::Insn::arbitrary_valid(&mut u) {
            let text = i.to_string();
            assert_eq!(toy::Insn::assemble(&text), Ok(i), "{text}");
            assert_eq!(toy::Insn::decode(i.bits()), Ok(i), "{text}");
            seen[i.form().index()] = true;
            drawn += 1;
            if drawn == 100_000 {
                break;
            }
        }
    }
    let missed: Vec<_> = toy::Form::ALL.iter().filter(|f| !seen[f.index()]).collect();
    assert!(missed.is_empty(), "forms never drawn: {missed:?}");
    // Sequences and byte streams come with `alloc`: each decodes back, instruction by
    // instruction.
    let mut u = Unstructured::new(&bytes);
    let code = toy::fuzz::arbitrary_sequence(&mut u, 64).unwrap();
    assert!(!code.bytes.is_empty());
    for word in code.bytes.chunks(4) {
        let i = toy::Insn::decode_le(word, 0).unwrap();
        assert_eq!(toy::Insn::assemble(&i.to_string()), Ok(i));
    }
    let stream = toy::fuzz::arbitrary_bytes(&mut u, 64).unwrap();
    assert_eq!(stream.len() % 4, 0);
}

#[test]
fn operand_type_gives_the_const_interface() {
    use toy::{Imm, Reg};
    const R: Reg = Reg::from_raw(0x1_07);
    assert_eq!((R, R.raw(), Reg::WIDTH), (Reg(7), 7, 8));
    assert_eq!(Imm::from_raw(u128::MAX), Imm(0xff));
    assert_eq!(format!("{:?}", Imm(3)), "Imm(3)");
}

/// The compile-time checks' messages (each `compile_fail` example in `isadef::checks`
/// panics with one of these while compiling), pinned on altered copies of the toy table.
#[test]
fn table_check_messages_name_what_is_wrong() {
    use isadef::bits::Field;
    // The checks are macro support, reached through the hidden `__private` module.
    use isadef::__private::*;
    use isadef::form::*;
    let text = |m: Option<Message>| m.map(|m| m.as_str().to_string());
    let mut forms = toy::table::FORMS;
    let (mov, neg) = (toy::Form::mov.index(), toy::Form::neg.index());
    assert_eq!(text(fault_message(&forms, neg, 0, 32)), None);

    // `src` (bits 24..32) over a fixed bit.
    forms[neg].mask |= 1 << 26;
    assert_eq!(
        text(fault_message(&forms, neg, FAULT_OVERLAPS_FIXED, 32)).as_deref(),
        Some("define_isa!: form `neg`: field `src` overlaps the form's fixed bits (bit 26)")
    );

    // Two fields sharing a bit: `src` moved onto `dst`.
    let ops: &'static [OperandDesc<toy::table::Kind>] = Box::leak(Box::new([
        forms[mov].operands[0],
        OperandDesc {
            name: "src",
            kind: Some(toy::table::Kind::Reg),
            field: Field::NONE.then(20, 8),
            width: 8,
        },
    ]));
    forms[mov].operands = ops;
    assert_eq!(
        text(fault_message(&forms, mov, FAULT_FIELDS_SHARE, 32)).as_deref(),
        Some("define_isa!: form `mov`: fields `dst` and `src` share bit 20")
    );
    // … and past a 24-bit word.
    assert_eq!(
        text(fault_message(&forms, mov, FAULT_OUTSIDE_WORD, 24)).as_deref(),
        Some("define_isa!: form `mov`: field `src` reaches past the word (bit 24)")
    );
    // Types wider than their fields: an 8-bit operand in 4 bits, a modifier (two values)
    // in none; the table-wide pass flags the form.
    let ops: &'static [OperandDesc<toy::table::Kind>] = Box::leak(Box::new([OperandDesc {
        name: "src",
        kind: Some(toy::table::Kind::Reg),
        field: Field::NONE.then(20, 4),
        width: 8,
    }]));
    forms[mov].operands = ops;
    assert_eq!(
        text(fault_message(&forms, mov, FAULT_TYPE_WIDER, 32)).as_deref(),
        Some("define_isa!: form `mov`: operand `src` needs 8 bits, wider than its field (4)")
    );
    assert_ne!(faults(&forms, 32)[mov] & FAULT_TYPE_WIDER, 0);
    forms = toy::table::FORMS;
    let m = forms.iter().position(|f| !f.mods.is_empty()).unwrap();
    let mut mods = forms[m].mods.to_vec();
    mods[0].field = Field::NONE;
    forms[m].mods = Box::leak(mods.into_boxed_slice());
    let msg = text(fault_message(&forms, m, FAULT_TYPE_WIDER, 32)).unwrap();
    assert!(msg.ends_with("bits, wider than its field (0)"), "{msg}");
    assert!(
        msg.contains(&format!("modifier `{}` needs ", forms[m].mods[0].name)),
        "{msg}"
    );
    let f = faults(&forms, 32);
    assert_ne!(f[m] & FAULT_TYPE_WIDER, 0);
    // The table-wide check stops at the first faulty form, and passes the toy table.
    let mut fixed = [Fixed::EMPTY; toy::Form::COUNT];
    let none = [0u16; toy::Form::COUNT];
    assert_eq!(
        text(table_message(&forms, &fixed, &f, &none, 32)),
        Some(msg)
    );
    let fine = faults(&toy::table::FORMS, 32);
    assert_eq!(
        text(table_message(&toy::table::FORMS, &fixed, &fine, &none, 32)),
        None
    );
    fixed[neg] = Fixed::EMPTY.with_named("OP", Field::NONE.then(0, 8), 0x100);
    assert_eq!(
        text(table_message(&toy::table::FORMS, &fixed, &fine, &none, 32)).as_deref(),
        Some("define_isa!: form `neg`: the value of field `OP` is wider than the field")
    );
    forms = toy::table::FORMS;

    // Two forms matching the same word.
    assert_eq!(
        text(fault_message(&forms, mov, neg as u32 + 1, 32)).as_deref(),
        Some("define_isa!: form `mov` can match the same word as form `neg` without a declared priority")
    );

    // Fixed values: too wide for the field, or fixed twice.
    let op = Field::NONE.then(0, 8);
    let wide = Fixed::EMPTY.with_named("OP", op, 0x100);
    assert_eq!(
        text(fixed_message("mov", &wide)).as_deref(),
        Some("define_isa!: form `mov`: the value of field `OP` is wider than the field")
    );
    let twice =
        Fixed::EMPTY
            .with_named("OP", op, 1)
            .with_named("OP_LOW", Field::NONE.then(0, 4), 2);
    assert_eq!(
        text(fixed_message("mov", &twice)).as_deref(),
        Some("define_isa!: form `mov`: field `OP_LOW` is fixed twice to different values")
    );
    assert_eq!(
        text(fixed_message("mov", &Fixed::EMPTY.with_named("OP", op, 1))),
        None
    );
}

/// A user's operand type whose raw value is wider than its field: the builders refuse it
/// (a range error naming the operand, as the built-in operands give), instead of keeping
/// the low bits (`R(40)` in a 5-bit field would otherwise become `r8`).
mod narrow {
    use core::fmt::{self, Write};
    use isadef::{
        error::AsmError,
        text::{Cursor, Sink},
    };

    /// A register `r0`..`r31`; the field is public, so any `u8` can be written.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct R(pub u8);
    impl R {
        pub const WIDTH: u32 = 5;
        pub const fn raw(self) -> u128 {
            self.0 as u128
        }
        pub const fn from_raw(raw: u128) -> Self {
            R(raw as u8)
        }
    }
    impl isadef::isa::Operand for R {
        fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
            out.write_str("r")?;
            out.write_u128(raw)
        }
        fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
            cur.expect(b'r', "expected a register")?;
            cur.uint(31, "register out of range")
        }
    }

    isadef::define_isa! {
        /// Five-bit registers.
        isa Narrow { name: "narrow", word: u16, bits: 16, key: OP, placeholder: "",
                     comment: b';', separator: Some(b',') }
        fields { OP = [0..6]; DST = [6..11]; SRC = [11..16]; }
        enums {}
        operands [R]
        classes {
            /// A move.
            class mov { operands [dst: R @ DST, src: R @ SRC] forms { mov = 1; } }
        }
    }
}

#[test]
fn operands_wider_than_their_field_are_refused() {
    use narrow::{builders::Mov, R};
    let ok = Mov::new(R(31), R(8)).insn();
    assert_eq!(ok.to_string(), "mov r31, r8");
    assert_eq!(Mov::from_insn(ok).unwrap().get_src(), R(8));
    let message = |f: fn()| {
        let e = std::panic::catch_unwind(f).unwrap_err();
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap()
    };
    assert_eq!(
        message(|| {
            let _ = Mov::new(R(1), R(40));
        }),
        "operand `src` is wider than its field"
    );
    assert_eq!(
        message(|| {
            let _ = Mov::new(R(1), R(2)).with_dst(R(32));
        }),
        "operand `dst` is wider than its field"
    );
}

#[test]
fn families_declared_together_each_give_their_rows() {
    use toy::prelude::*;
    let stc = Stc::new(Reg(1), Reg(2))
        .cache(Cache::Stream)
        .wait(true)
        .insn();
    assert_eq!(stc.bits(), 0x0201_8c0d);
    assert_eq!(stc.to_string(), "stc.stream.wait r1, r2");
    assert_eq!(stc.form().attribute(), Unit::Memory);
    assert_eq!(Insn::assemble("stc.stream.wait r1, r2"), Ok(stc));
    // The family's don't-care bits: set, the word still decodes as the same text.
    let rnd = toy::table::fields::RND.place(3);
    assert_eq!(toy::table::FORMS[stc.form().index()].dontcare, rnd);
    let loose = Insn::decode(stc.bits() | rnd as u32).unwrap();
    assert_eq!(
        (loose.form(), loose.to_string()),
        (stc.form(), stc.to_string())
    );
}

/// A table without a decoding target gets `code::Text` from its `Display`, so labelled
/// listings work for it as for the built-in instruction sets.
#[test]
fn a_users_table_gets_labelled_listings() {
    use toy::prelude::*;
    let mut bytes = Vec::new();
    for insn in [
        Mov::new(Reg(1), Reg(2)).insn(),
        Neg::new(Reg(3), Reg(4)).insn(),
    ] {
        bytes.extend_from_slice(&insn.bits().to_le_bytes());
    }
    let mut out = String::new();
    isadef::code::write_labelled::<Toy>(&bytes, (), &[(4, "second")], &mut out).unwrap();
    assert_eq!(out, "00000000: mov r1, r2\nsecond:\n00000004: neg r3, r4\n");
}

/// A table whose forms are named like its own types: each form's builder (the form's name
/// in CamelCase) is named like an operand type (`reg`, `imm`), an enum (`mode`), or an
/// item the macro makes (`insn`, `form`, `kind`), and a class's builder type
/// (`<Class>Forms`) like an enum (`WideForms`); and forms named like the crates and
/// modules the generated code names (`core`, `alloc`, `std`, `fields`, `table`,
/// `builders`, `enums`, `prelude`, `isadef`). The builders live in `builders` only, and
/// no item is named after a form in the form's own module, so the table builds, and each
/// name means the table's type (or the crate) everywhere else.
mod clash {
    pub use super::toy::{Imm, Reg};

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
            /// Forms named like the crates and modules the generated code names.
            class lower {
                operands [dst: Reg]
                forms { core = 9; fields = 10; table = 11; builders = 12; isadef = 13; }
            }
            /// A class of one form named like a generated module.
            class one { operands [dst: Reg] forms { enums = 14; } }
            /// A parametrised class of one form named like a generated module.
            class param<S> { operands [dst: S] forms { prelude = 15 <Reg>; } }
            /// A parametrised class of several forms named like crates.
            class params<S> { operands [dst: S @ SRC] forms { alloc = 16 <Reg>; std = 17 <Imm>; } }
        }
    }
}

mod clash_tests {
    use super::clash::builders as b;
    use super::clash::enums::{Mode, WideForms};
    use super::clash::table::Kind;
    use super::clash::{Form, Imm, Insn, Reg};

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
            super::clash::table::FORMS[Form::kind.index()].operands[1].kind,
            Some(Kind::Imm)
        );
        assert_eq!(
            super::clash::table::FORMS[Form::insn.index()].operands[1].kind,
            Some(Kind::Reg)
        );
    }

    #[test]
    fn a_class_builder_type_named_like_an_enum() {
        let widen = b::Widen::new(Reg(7)).width(WideForms::Wide);
        assert_eq!(widen.get_width(), Some(WideForms::Wide));
        check(widen.insn(), 0x0007_0408, "widen.wide r7");
        check(b::Narrow::new(Reg(7)).insn(), 0x0007_0007, "narrow r7");
        let _: b::WideForms<{ Form::widen.index() as u16 }> = widen;
    }

    /// Forms named like the crates and modules the generated code names (`core`, `fields`,
    /// `alloc`, …), in plain and parametrised classes of one form and of several.
    #[test]
    fn forms_named_like_crates_and_modules() {
        let r = Reg(3);
        check(b::Core::new(r).insn(), 0x0003_0009, "core r3");
        check(
            b::Fields::new(r).wait(true).insn(),
            0x0003_800a,
            "fields.wait r3",
        );
        check(b::Table::new(r).insn(), 0x0003_000b, "table r3");
        check(b::Builders::new(r).insn(), 0x0003_000c, "builders r3");
        check(b::Isadef::new(r).insn(), 0x0003_000d, "isadef r3");
        check(b::Enums::new(r).insn(), 0x0003_000e, "enums r3");
        check(b::Prelude::new(r).insn(), 0x0003_000f, "prelude r3");
        check(b::Alloc::new(r).insn(), 0x0300_0010, "alloc r3");
        check(b::Std::new(Imm(7)).insn(), 0x0700_0011, "std #7");
        assert_eq!(b::Fields::FORM, Form::fields);
        assert_eq!(b::Std::new(Imm(7)).get_dst(), Imm(7));
        assert!(b::Table::from_insn(b::Core::new(r).insn()).is_none());
        assert_eq!(format!("{:?}", Form::core), "core");
    }

    /// The prelude names the table's types (its enums, `Insn`, `Form`, the header's items);
    /// a builder named like one of them is `builders::Name`, and the others are there too.
    #[test]
    fn the_prelude_prefers_the_tables_types() {
        use super::clash::prelude::*;
        let _: Reg = Reg(1);
        let _: Insn = Widen::new(Reg(1)).insn();
        assert_eq!(Mode::Hi.text(), ".hi");
        assert_eq!(Form::mode.index(), 1);
    }
}

/// The table says once per kind what an operand touches (`Reg @ DST access Gpr`) and, in
/// its `access` section, what forms touch besides: `accesses()` lists it, the `dst`
/// operand written, the others read.
#[test]
fn a_users_table_says_what_instructions_read_and_write() {
    use isadef::access::{Access, File, Resource, Rw, Space};
    let at = |a: &Access| (a.resource, a.rw, a.operand);
    let neg = toy::builders::Neg::new(toy::Reg(3), toy::Reg(4)).insn();
    let got: Vec<_> = neg.accesses().iter().map(at).collect();
    assert_eq!(
        got,
        [
            (Resource::reg(File::Gpr, 3), Rw::Write, 0),
            (Resource::reg(File::Gpr, 4), Rw::Read, 1),
        ]
    );
    let st = toy::Insn::assemble("st r9").unwrap();
    let got: Vec<_> = st.accesses().iter().map(at).collect();
    let global = Resource::Mem(Space::Global(0));
    assert_eq!(
        got,
        [
            (Resource::reg(File::Gpr, 9), Rw::Read, 0),
            (global, Rw::Write, Access::IMPLICIT),
        ]
    );
    let ld = toy::Insn::assemble("ld r1").unwrap();
    assert_eq!(ld.accesses().writes().count(), 1);
    assert_eq!(
        ld.accesses()
            .reads()
            .map(|a| a.resource)
            .collect::<Vec<_>>(),
        [global]
    );
    // Immediates have no clause: an add of one reads and writes only registers.
    let addi = toy::Insn::assemble("add r1, #5").unwrap();
    assert_eq!(addi.accesses().len(), 1);
    assert_eq!(toy::ACCESS_CAP, 3);
}
