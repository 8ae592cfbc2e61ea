//! Assembler: the conformance interface of `../shared/DESIGN.md`.
//!
//! ```text
//! cargo run --release --example asm -- --arch vivante --lines FILE
//! ```
//!
//! Each line of FILE (or stdin for `-`) is one instruction's text; the output is one line
//! per input line with the words in the `disasm --lines` format (Vivante: four `0x%08x`
//! words), or `error: <message>` when the text is rejected. Without `--lines` the text
//! is assembled to a raw little-endian binary on standard output (`;` comments and
//! empty lines allowed; errors name the line and column).

mod common;

use isadef::{valhall, vivante};
use std::io::Write;

fn main() {
    let args = common::parse("asm");
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    match args.arch.as_str() {
        "vivante" => {
            let lines_mode = args.lines.is_some();
            let path = args
                .lines
                .as_deref()
                .or(args.input.as_deref())
                .unwrap_or_else(|| common::usage("asm"));
            let text = String::from_utf8_lossy(&common::read(path)).into_owned();
            let mut failed = false;
            for (n, line) in text.lines().enumerate() {
                let body = line.split(';').next().unwrap_or("");
                if body.trim().is_empty() && (!lines_mode || line.trim().is_empty()) {
                    continue;
                }
                match vivante::Insn::assemble(line) {
                    Ok(insn) => {
                        let w = insn.to_words();
                        if lines_mode {
                            writeln!(
                                out,
                                "0x{:08x} 0x{:08x} 0x{:08x} 0x{:08x}",
                                w[0], w[1], w[2], w[3]
                            )
                            .unwrap();
                        } else {
                            for x in w {
                                out.write_all(&x.to_le_bytes()).unwrap();
                            }
                        }
                    }
                    Err(e) if lines_mode => writeln!(out, "error: {e}").unwrap(),
                    Err(e) => {
                        eprintln!("{path}:{}: {e}", n + 1);
                        failed = true;
                    }
                }
            }
            out.flush().unwrap();
            if failed {
                std::process::exit(1);
            }
        }
        "valhall" => {
            let lines_mode = args.lines.is_some();
            let path = args
                .lines
                .as_deref()
                .or(args.input.as_deref())
                .unwrap_or_else(|| common::usage("asm"));
            let text = String::from_utf8_lossy(&common::read(path)).into_owned();
            let mut failed = false;
            for (n, line) in text.lines().enumerate() {
                if line.trim().is_empty() || (!lines_mode && line.trim_start().starts_with('#')) {
                    continue;
                }
                match valhall::Insn::assemble(line) {
                    Ok(insn) => {
                        let b = insn.bits().to_le_bytes();
                        if lines_mode {
                            let hex: Vec<String> = b.iter().map(|x| format!("{x:02x}")).collect();
                            writeln!(out, "{}", hex.join(" ")).unwrap();
                        } else {
                            out.write_all(&b).unwrap();
                        }
                    }
                    Err(e) if lines_mode => writeln!(out, "error: {e}").unwrap(),
                    Err(e) => {
                        eprintln!("{path}:{}: {e}", n + 1);
                        failed = true;
                    }
                }
            }
            out.flush().unwrap();
            if failed {
                std::process::exit(1);
            }
        }
        other => common::unsupported(other),
    }
}
