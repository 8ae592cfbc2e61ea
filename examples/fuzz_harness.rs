//! A fuzz harness of the kind a GPU compiler or driver team writes: it takes the fuzzer's
//! bytes, draws a *valid* program for the instruction set the first byte picks, and hands
//! the program's bytes and text to the code under test (here a stand-in that checks the
//! program reads back).
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

/// Draws up to 32 valid instructions from `data` for the instruction set its first byte
/// picks (G80: on the target the next bytes pick).
fn harness(data: &[u8]) -> Option<Program> {
    let mut u = Unstructured::new(data);
    let mut p = Program {
        isa: "",
        bytes: Vec::new(),
        text: String::new(),
    };
    let mut buf = [0u8; 16];
    match u.int_in_range(0..=2u8).ok()? {
        0 => {
            use isadef::vivante::Insn;
            p.isa = "vivante";
            while let (true, Ok(i)) = (p.bytes.len() < 32 * 16, Insn::arbitrary_valid(&mut u)) {
                let n = i.encode_le(&mut buf).ok()?;
                p.bytes.extend_from_slice(&buf[..n]);
                p.text += &format!("{i}\n");
            }
        }
        1 => {
            use isadef::valhall::Insn;
            p.isa = "valhall";
            while let (true, Ok(i)) = (p.bytes.len() < 32 * 8, Insn::arbitrary_valid(&mut u)) {
                let n = i.encode_le(&mut buf).ok()?;
                p.bytes.extend_from_slice(&buf[..n]);
                p.text += &format!("{i}\n");
            }
        }
        _ => {
            use isadef::g80::{Insn, Mode, Target, Variant};
            p.isa = "g80";
            let variant = *u.choose(&Variant::ALL).ok()?;
            let mode = *u.choose(&Mode::ALL).ok()?;
            let t = Target { variant, mode };
            while let (true, Ok(i)) = (p.bytes.len() < 32 * 8, Insn::arbitrary_valid_in(&mut u, t))
            {
                let n = i.encode_le(&mut buf).ok()?;
                p.bytes.extend_from_slice(&buf[..n]);
                p.text += &format!("{}\n", i.display(t));
            }
        }
    }
    Some(p)
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
                .map_err(|_| isadef::AsmError {
                    column: 0,
                    message: "no decode",
                }),
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
