//! Assembler: the conformance interface of `../shared/DESIGN.md`.
//!
//! ```text
//! cargo run --release --example asm -- --arch vivante --lines FILE
//! cargo run --release --example asm -- --arch valhall --lines FILE
//! cargo run --release --example asm -- --arch g80 [--variant V] [--mode M] --lines FILE
//! ```
//!
//! Each line of FILE (or stdin for `-`) is one instruction's text; the output is one line
//! per input line with the words in the `disasm --lines` format (Vivante: four `0x%08x`
//! words; Valhall: eight `%02x` bytes; G80: one or two `%08x` words, w0 first), or
//! `error: <message>` when the text is rejected.
//! Without `--lines` the text is assembled to a raw little-endian binary on standard
//! output (comment-only and empty lines allowed; errors name the line and column; G80
//! programs get envyas's alignment of long instructions, see `g80::asm::assemble_program`).

mod common;

use isadef::{g80, valhall, vivante};
use std::io::Write;

fn main() {
    let args = common::parse("asm");
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    match args.arch.as_str() {
        "vivante" => common::assemble_lines(&args, ';', &mut out, |line| {
            let insn = vivante::Insn::assemble(line).map_err(|e| e.to_string())?;
            let w = insn.to_words();
            let text = format!(
                "0x{:08x} 0x{:08x} 0x{:08x} 0x{:08x}",
                w[0], w[1], w[2], w[3]
            );
            Ok((text, insn.bits().to_le_bytes().to_vec()))
        }),
        "valhall" => common::assemble_lines(&args, '#', &mut out, |line| {
            let insn = valhall::Insn::assemble(line).map_err(|e| e.to_string())?;
            let b = insn.bits().to_le_bytes();
            let text = b
                .iter()
                .map(|x| format!("{x:02x}"))
                .collect::<Vec<_>>()
                .join(" ");
            Ok((text, b.to_vec()))
        }),
        "g80" if args.lines.is_none() => {
            // A whole program: long instructions aligned as envyas aligns them.
            let target = common::g80_target(&args);
            let path = args
                .input
                .as_deref()
                .unwrap_or_else(|| common::usage("asm"));
            let text = String::from_utf8_lossy(&common::read(path)).into_owned();
            match g80::asm::assemble_program(&text, target) {
                Ok(code) => out.write_all(&code).unwrap(),
                Err(e) => {
                    eprintln!("{path}: {e}");
                    std::process::exit(1);
                }
            }
        }
        "g80" => {
            let target = common::g80_target(&args);
            common::assemble_lines(&args, '#', &mut out, |line| {
                let insn = g80::Insn::assemble_in(line, target).map_err(|e| e.to_string())?;
                let mut bytes = [0u8; 8];
                insn.encode_le(&mut bytes).unwrap();
                let bytes = &bytes[..insn.len()];
                let text = bytes
                    .chunks(4)
                    .map(|w| format!("{:08x}", u32::from_le_bytes(w.try_into().unwrap())))
                    .collect::<Vec<_>>()
                    .join(" ");
                Ok((text, bytes.to_vec()))
            })
        }
        other => common::unsupported(other),
    }
}
