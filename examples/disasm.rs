//! Disassembler: the conformance interface of `../shared/DESIGN.md`.
//!
//! ```text
//! cargo run --release --example disasm -- --arch vivante --lines FILE   # one instruction's words per line
//! cargo run --release --example disasm -- --arch vivante FILE           # raw little-endian binary
//! cargo run --release --example disasm -- --arch vivante --hex FILE     # hex dump (32-bit words or bytes)
//! ```
//!
//! `--lines`: each non-empty line holds one instruction's words (Vivante: four `0x%08x`
//! words, w0 first); the output is one line of text per input line. Raw mode prints
//! `index [w0 w1 w2 w3] text` per instruction, like Mesa's `etnaviv-disasm`.

mod common;

use isadef::{valhall, vivante};
use std::io::Write;

fn parse_words(line: &str) -> Result<Vec<u32>, String> {
    line.split_whitespace()
        .map(|t| {
            u32::from_str_radix(t.trim_start_matches("0x").trim_start_matches("0X"), 16)
                .map_err(|e| format!("bad word {t:?}: {e}"))
        })
        .collect()
}

/// Bytes of a hex dump: 2-digit tokens are bytes, longer ones 32-bit little-endian words.
fn hex_bytes(text: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for t in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        let h = t.trim_start_matches("0x").trim_start_matches("0X");
        let v = u32::from_str_radix(h, 16).map_err(|e| format!("bad hex token {t:?}: {e}"))?;
        if h.len() <= 2 {
            out.push(v as u8);
        } else {
            out.extend_from_slice(&v.to_le_bytes());
        }
    }
    Ok(out)
}

fn main() {
    let args = common::parse("disasm");
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    match args.arch.as_str() {
        "vivante" => {
            if let Some(path) = &args.lines {
                let text = String::from_utf8_lossy(&common::read(path)).into_owned();
                let mut s = String::new();
                for line in text.lines().filter(|l| !l.trim().is_empty()) {
                    s.clear();
                    match parse_words(line) {
                        Ok(w) if w.len() == 4 => {
                            vivante::write_line(
                                vivante::words_to_bits([w[0], w[1], w[2], w[3]]),
                                &mut s,
                            )
                            .unwrap();
                        }
                        Ok(w) => s = format!("error: expected 4 words, got {}", w.len()),
                        Err(e) => s = format!("error: {e}"),
                    }
                    writeln!(out, "{s}").unwrap();
                }
            } else {
                let path = args
                    .input
                    .as_deref()
                    .unwrap_or_else(|| common::usage("disasm"));
                let raw = common::read(path);
                let bytes = if args.hex {
                    hex_bytes(&String::from_utf8_lossy(&raw)).unwrap_or_else(|e| {
                        eprintln!("disasm: {e}");
                        std::process::exit(1)
                    })
                } else {
                    raw
                };
                let mut s = String::new();
                for (i, chunk) in bytes.chunks(16).enumerate() {
                    if chunk.len() < 16 {
                        writeln!(out, "{:03} [incomplete: {} trailing bytes]", i, chunk.len())
                            .unwrap();
                        break;
                    }
                    let w: Vec<u32> = chunk
                        .chunks(4)
                        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                        .collect();
                    s.clear();
                    vivante::write_line(vivante::words_to_bits([w[0], w[1], w[2], w[3]]), &mut s)
                        .unwrap();
                    writeln!(
                        out,
                        "{:03} [{:08x} {:08x} {:08x} {:08x}] {}",
                        i, w[0], w[1], w[2], w[3], s
                    )
                    .unwrap();
                }
            }
        }
        "valhall" => {
            if let Some(path) = &args.lines {
                let text = String::from_utf8_lossy(&common::read(path)).into_owned();
                let mut s = String::new();
                for line in text.lines().filter(|l| !l.trim().is_empty()) {
                    s.clear();
                    match hex_bytes(line) {
                        Ok(b) if b.len() == 8 => {
                            let w = u64::from_le_bytes(b.try_into().unwrap());
                            valhall::write_line(w, &mut s).unwrap();
                        }
                        Ok(b) => s = format!("error: expected 8 bytes, got {}", b.len()),
                        Err(e) => s = format!("error: {e}"),
                    }
                    writeln!(out, "{s}").unwrap();
                }
            } else {
                let path = args
                    .input
                    .as_deref()
                    .unwrap_or_else(|| common::usage("disasm"));
                let raw = common::read(path);
                let bytes = if args.hex {
                    hex_bytes(&String::from_utf8_lossy(&raw)).unwrap_or_else(|e| {
                        eprintln!("disasm: {e}");
                        std::process::exit(1)
                    })
                } else {
                    raw
                };
                write!(out, "{}", valhall::disassemble(&bytes)).unwrap();
            }
        }
        other => common::unsupported(other),
    }
}
