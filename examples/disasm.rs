//! Disassembler: the conformance interface of `../shared/DESIGN.md`.
//!
//! ```text
//! cargo run --release --example disasm -- --arch vivante --lines FILE   # one instruction's words per line
//! cargo run --release --example disasm -- --arch vivante FILE           # raw little-endian binary
//! cargo run --release --example disasm -- --arch vivante --hex FILE     # hex dump (32-bit words or bytes)
//! cargo run --release --example disasm -- --arch valhall --lines FILE   # eight bytes per line
//! ```
//!
//! `--lines`: each non-empty line holds one instruction's words (Vivante: four `0x%08x`
//! words, w0 first; Valhall: eight `%02x` bytes in memory order); the output is one line
//! of text per input line. Raw mode prints `index [w0 w1 w2 w3] text` per Vivante
//! instruction, like Mesa's `etnaviv-disasm`, and Mesa's program listing for Valhall.

mod common;

use isadef::{g80, valhall, vivante};
use std::io::Write;

fn vivante_words(w: &[u32]) -> u128 {
    vivante::words_to_bits([w[0], w[1], w[2], w[3]])
}

/// One G80 instruction from one or two 32-bit words (a long instruction given one word
/// prints `[incomplete]`, its missing word read as zero).
fn g80_line(line: &str, target: g80::Target) -> String {
    let words: Result<Vec<u32>, _> = line
        .split_whitespace()
        .map(|t| u32::from_str_radix(t.trim_start_matches("0x"), 16))
        .collect();
    let words = match words {
        Ok(w) if (1..=2).contains(&w.len()) => w,
        Ok(w) => return format!("error: expected 1 or 2 words, got {}", w.len()),
        Err(e) => return format!("error: bad word: {e}"),
    };
    let long = g80::length_of(u128::from(words[0])) == 8;
    if !long && words.len() == 2 {
        return "error: a short instruction has one word".into();
    }
    let w1 = if long {
        words.get(1).copied().unwrap_or(0)
    } else {
        0
    };
    let bits = u64::from(words[0]) | u64::from(w1) << 32;
    match g80::Insn::decode_in(bits, target) {
        Ok(insn) => {
            let mut s = String::new();
            let mut sink = isadef::text::Sink::new(&mut s);
            g80::write_insn(insn, target, 4 * words.len(), &mut sink).unwrap();
            sink.finish().unwrap();
            s
        }
        Err(e) => format!("error: {e}"),
    }
}

fn main() {
    let args = common::parse("disasm");
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    match (args.arch.as_str(), args.lines.as_deref()) {
        ("vivante", Some(path)) => common::map_lines(path, &mut out, |line| {
            let words: Result<Vec<u32>, _> = line
                .split_whitespace()
                .map(|t| {
                    u32::from_str_radix(t.trim_start_matches("0x").trim_start_matches("0X"), 16)
                })
                .collect();
            match words {
                Ok(w) if w.len() == 4 => {
                    let mut s = String::new();
                    vivante::write_line(vivante_words(&w), &mut s).unwrap();
                    s
                }
                Ok(w) => format!("error: expected 4 words, got {}", w.len()),
                Err(e) => format!("error: bad word: {e}"),
            }
        }),
        ("vivante", None) => {
            let bytes = common::input_bytes(&args, "disasm");
            let mut s = String::new();
            for (i, chunk) in bytes.chunks(16).enumerate() {
                if chunk.len() < 16 {
                    writeln!(out, "{:03} [incomplete: {} trailing bytes]", i, chunk.len()).unwrap();
                    break;
                }
                let w: Vec<u32> = chunk
                    .chunks(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect();
                s.clear();
                vivante::write_line(vivante_words(&w), &mut s).unwrap();
                writeln!(
                    out,
                    "{:03} [{:08x} {:08x} {:08x} {:08x}] {}",
                    i, w[0], w[1], w[2], w[3], s
                )
                .unwrap();
            }
        }
        ("valhall", Some(path)) => {
            common::map_lines(path, &mut out, |line| match common::hex_bytes(line) {
                Ok(b) if b.len() == 8 => {
                    let mut s = String::new();
                    valhall::write_line(u64::from_le_bytes(b.try_into().unwrap()), &mut s).unwrap();
                    s
                }
                Ok(b) => format!("error: expected 8 bytes, got {}", b.len()),
                Err(e) => format!("error: {e}"),
            })
        }
        ("valhall", None) => {
            let bytes = common::input_bytes(&args, "disasm");
            write!(out, "{}", valhall::disassemble(&bytes)).unwrap();
        }
        ("g80", lines) => {
            let target = common::g80_target(&args);
            match lines {
                Some(path) => common::map_lines(path, &mut out, |line| g80_line(line, target)),
                None => {
                    let bytes = common::input_bytes(&args, "disasm");
                    write!(out, "{}", g80::disassemble(&bytes, target)).unwrap();
                }
            }
        }
        (other, _) => common::unsupported(other),
    }
}
