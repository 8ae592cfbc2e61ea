//! Programs with labels, alike for every instruction set: a labelled listing (what
//! `disasm --labels` prints) assembles back to the same bytes through
//! `Insn::assemble_program`, for the examples' programs and for generated ones; label
//! and syntax errors name their lines, syntax first.

use isadef::code::{named_targets, write_labelled, ProgramError, Text};
use isadef::{g80, valhall, vivante};

/// The labelled listing `disasm --labels` prints: each branch target named `L<n>`, in
/// address order.
fn listing<I: Text>(bytes: &[u8], target: I::Target) -> String {
    let names = named_targets::<I>(bytes, target);
    let labels: Vec<(usize, &str)> = names.iter().map(|(o, n)| (*o, n.as_str())).collect();
    let mut text = String::new();
    write_labelled::<I>(bytes, target, &labels, &mut text).unwrap();
    text
}

fn example(name: &str) -> Vec<u8> {
    let path = format!("{}/examples/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Checks that `text` assembles to `bytes`, naming the first differing instruction.
fn same<I: isadef::isa::Isa>(
    name: &str,
    text: &str,
    got: Result<isadef::code::Finished<I>, ProgramError>,
    bytes: &[u8],
) {
    let got = got.unwrap_or_else(|e| panic!("{name}: the listing does not assemble:\n{e}\n{text}"));
    if got.bytes != bytes {
        let at = got
            .bytes
            .iter()
            .zip(bytes)
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        let line = text.lines().find(|l| {
            usize::from_str_radix(l.split(':').next().unwrap_or(""), 16)
                .is_ok_and(|o| o + 16 > at && o <= at)
        });
        panic!(
            "{name}: other bytes from the listing at byte {at:#x} ({line:?}): {:02x?} for {:02x?}",
            &got.bytes[at & !7..(at & !7) + 8],
            &bytes[at & !7..(at & !7) + 8]
        );
    }
}

#[test]
fn the_examples_listings_assemble_back() {
    let bytes = example("vivante_sample.bin");
    let text = listing::<vivante::Vivante>(&bytes, ());
    assert!(text.contains("L0:"), "{text}");
    same(
        "vivante",
        &text,
        vivante::Insn::assemble_program(&text),
        &bytes,
    );

    let bytes = example("valhall_compute.bin");
    let text = listing::<valhall::Valhall>(&bytes, ());
    assert!(text.contains("offset:L0"), "{text}");
    same(
        "valhall",
        &text,
        valhall::Insn::assemble_program(&text),
        &bytes,
    );

    let bytes = example("g80_kernel.bin");
    let target = g80::Target {
        mode: g80::target::Mode::Cp,
        ..g80::Target::default()
    };
    let text = listing::<g80::G80>(&bytes, target);
    assert!(text.contains("bra L"), "{text}");
    same(
        "g80",
        &text,
        g80::Insn::assemble_program_in(&text, target),
        &bytes,
    );
}

/// Generated programs, with branches to labels both ways, list and assemble back.
#[cfg(feature = "arbitrary")]
#[test]
fn generated_programs_assemble_back() {
    use arbitrary::Unstructured;
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut data = vec![0u8; 1 << 14];
    let mut checked = [0usize; 3];
    for round in 0..60 {
        for b in data.iter_mut() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            *b = state as u8;
        }
        let mut u = Unstructured::new(&data);
        if let Ok(p) = vivante::fuzz::arbitrary_program(&mut u, 40) {
            let text = listing::<vivante::Vivante>(&p.bytes, ());
            same(
                "vivante",
                &text,
                vivante::Insn::assemble_program(&text),
                &p.bytes,
            );
            checked[0] += 1;
        }
        if let Ok(p) = valhall::fuzz::arbitrary_program(&mut u, 40) {
            let text = listing::<valhall::Valhall>(&p.bytes, ());
            same(
                "valhall",
                &text,
                valhall::Insn::assemble_program(&text),
                &p.bytes,
            );
            checked[1] += 1;
        }
        use g80::target::{Mode, Variant};
        let target = g80::Target {
            variant: Variant::ALL[round % Variant::ALL.len()],
            mode: Mode::ALL[round / Variant::ALL.len() % Mode::ALL.len()],
        };
        if let Ok(p) = g80::fuzz::arbitrary_program_in(&mut u, target, 40) {
            let text = listing::<g80::G80>(&p.bytes, target);
            same(
                "g80",
                &text,
                g80::Insn::assemble_program_in(&text, target),
                &p.bytes,
            );
            checked[2] += 1;
        }
    }
    assert!(
        checked.iter().all(|&n| n >= 30),
        "programs checked: {checked:?}"
    );
}

#[test]
fn program_errors_name_their_lines_syntax_first() {
    // Line 2 does not read; the undefined label on line 3 waits for it.
    let text =
        "top: add t0, t0.xyzw, void, 1.0:f20\nfrob t1\nbranch void, t0.xxxx, void, nowhere\n";
    let e = vivante::Insn::assemble_program(text).unwrap_err();
    let lines: Vec<usize> = e.errors().iter().map(|e| e.line).collect();
    assert_eq!(lines, [2], "{e}");
    let fixed = text.replace("frob t1\n", "");
    let e = vivante::Insn::assemble_program(&fixed).unwrap_err();
    assert_eq!(e.first().line, 2, "{e}");
    assert_eq!(e.first().error.message, "undefined label");
    assert_eq!(e.first().error.column, 29);
    // A label defined twice.
    let e = valhall::Insn::assemble_program("a: NOP\na: NOP\n").unwrap_err();
    assert_eq!(
        (e.first().line, e.first().error.message),
        (2, "label defined twice")
    );
    // Comments and empty lines are skipped; addresses of a listing too.
    let p = vivante::Insn::assemble_program("; start\n\n00000000: nop void, void, void, void\n")
        .unwrap();
    assert_eq!(p.bytes.len(), 16);
}

/// A user's table with a branch gets the same program assembler.
mod toy {
    use isadef::{
        error::AsmError,
        text::{Cursor, Sink},
    };

    isadef::operand_type! {
        /// A branch offset, in 4-byte instructions from the next one (signed).
        pub struct Offset(pub u8): 8;
    }

    impl isadef::isa::Operand for Offset {
        fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
            out.write_u128(raw)
        }
        fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
            cur.uint(255, "offset out of range")
        }
    }

    isadef::define_isa! {
        /// A toy with a branch.
        isa Toy {
            name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
            comment: b';', separator: None,
        }
        fields {
            /// Opcode.
            OP = [0..8];
            /// Branch offset.
            OFF = [8..16];
        }
        enums {}
        operands [Offset = relative(4)]
        classes {
            /// Branches.
            class b { operands [target: Offset @ OFF] forms { b = 1 "Branch."; } }
            /// Nothing.
            class nop { operands [] forms { nop = 2 "No operation."; } }
        }
    }
}

#[test]
fn a_users_table_assembles_programs_with_labels() {
    let text = "top: nop\n  b top ; back\n b end\nnop\nend: nop\n";
    let p = toy::Insn::assemble_program(text).unwrap();
    let words: Vec<u32> = p
        .bytes
        .chunks(4)
        .map(|w| u32::from_le_bytes(w.try_into().unwrap()))
        .collect();
    // `b top` at 4 goes back 2 instructions from the next one; `b end` at 8 forward 1.
    assert_eq!(words, [0x02, 0xfe01, 0x0101, 0x02, 0x02]);
    let text = listing::<toy::Toy>(&p.bytes, ());
    assert!(text.contains("b L0") && text.contains("b L1"), "{text}");
    same("toy", &text, toy::Insn::assemble_program(&text), &p.bytes);
}
