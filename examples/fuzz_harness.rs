//! A fuzz harness of the kind a GPU compiler or driver team writes: it takes the fuzzer's
//! bytes, draws a *valid* program with labels and branches (`arbitrary_program`) for the
//! instruction set the first byte picks, and hands the program's bytes and text to the
//! code under test (here a stand-in that checks the program reads back).
//!
//! ```text
//! cargo run --example fuzz_harness --features arbitrary -- 1000    # 1,000 inputs, fixed seed
//! ```
//!
//! In a cargo-fuzz target the body of `harness` is the `fuzz_target!` closure.

use arbitrary::Unstructured;

/// What the harness hands to the code under test.
struct Program {
    isa: &'static str,
    bytes: Vec<u8>,
    text: String,
}

/// Draws a valid program of up to 32 instructions, with labels and branches to them,
/// from `data` for the instruction set its first byte picks (G80: on the target the next
/// bytes pick); its text is one line per instruction, as the reference tool prints it.
fn harness(data: &[u8]) -> Option<Program> {
    let mut u = Unstructured::new(data);
    Some(match u.int_in_range(0..=2u8).ok()? {
        0 => {
            use isadef::vivante::{fuzz::arbitrary_program, Insn};
            let code = arbitrary_program(&mut u, 32).ok()?;
            let text = (0..code.bytes.len() / 16)
                .map(|k| format!("{}\n", Insn::decode_le_in(&code.bytes, 16 * k, ()).unwrap()))
                .collect();
            Program {
                isa: "vivante",
                bytes: code.bytes,
                text,
            }
        }
        1 => {
            use isadef::valhall::{fuzz::arbitrary_program, Insn};
            let code = arbitrary_program(&mut u, 32).ok()?;
            let text = (0..code.bytes.len() / 8)
                .map(|k| format!("{}\n", Insn::decode_le_in(&code.bytes, 8 * k, ()).unwrap()))
                .collect();
            Program {
                isa: "valhall",
                bytes: code.bytes,
                text,
            }
        }
        _ => {
            use isadef::g80::{
                fuzz::arbitrary_program_in,
                target::{Mode, Variant},
                Insn, Target,
            };
            let variant = *u.choose(&Variant::ALL).ok()?;
            let mode = *u.choose(&Mode::ALL).ok()?;
            let t = Target { variant, mode };
            let code = arbitrary_program_in(&mut u, t, 32).ok()?;
            let text = Insn::stream(&code.bytes, t)
                .map(|(_, i)| format!("{}\n", i.unwrap().display(t)))
                .collect();
            Program {
                isa: "g80",
                bytes: code.bytes,
                text,
            }
        }
    })
}

/// The stand-in for the code under test: every line of the text assembles to the bytes
/// at its place.
fn code_under_test(p: &Program) {
    let mut at = 0;
    for line in p.text.lines() {
        let len = match p.isa {
            "vivante" => isadef::vivante::Insn::assemble(line).map(|i| i.len()),
            "valhall" => isadef::valhall::Insn::assemble(line).map(|i| i.len()),
            // Decoding the bytes back checks G80 programs (assembly needs their target).
            _ => isadef::g80::Insn::decode_le(&p.bytes, at)
                .map(|i| i.len())
                .map_err(|_| isadef::AsmError::new(0, isadef::AsmErrorKind::Invalid, "no decode")),
        };
        at += len.unwrap_or_else(|e| panic!("{}: {line}: {e}", p.isa));
    }
    assert_eq!(at, p.bytes.len());
}

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(100);
    let mut s = 0x9e37_79b9_7f4a_7c15u64;
    let (mut programs, mut instructions) = (0, 0);
    for _ in 0..runs {
        let data: Vec<u8> = (0..4096)
            .map(|_| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                s as u8
            })
            .collect();
        if let Some(p) = harness(&data) {
            code_under_test(&p);
            programs += 1;
            instructions += p.text.lines().count();
        }
    }
    println!(
        "{programs} programs, {instructions} valid instructions handed to the code under test"
    );
}
