//! Argument handling shared by the `disasm` and `asm` examples.
#![allow(dead_code)]

use std::io::{Read, Write};

/// Parsed command line of the conformance interface.
pub struct Args {
    pub arch: String,
    pub variant: String,
    pub mode: String,
    pub lines: Option<String>,
    pub hex: bool,
    pub input: Option<String>,
}

pub fn usage(tool: &str) -> ! {
    eprintln!(
        "usage: {tool} --arch <vivante|valhall|g80> [--variant V] [--mode M] (--lines FILE|- | [--hex] FILE|-)"
    );
    std::process::exit(2)
}

pub fn parse(tool: &str) -> Args {
    let mut a = Args {
        arch: String::new(),
        variant: "g80".into(),
        mode: "vp".into(),
        lines: None,
        hex: false,
        input: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(x) = it.next() {
        match x.as_str() {
            "--arch" => a.arch = it.next().unwrap_or_else(|| usage(tool)),
            "--variant" => a.variant = it.next().unwrap_or_else(|| usage(tool)),
            "--mode" => a.mode = it.next().unwrap_or_else(|| usage(tool)),
            "--lines" => a.lines = Some(it.next().unwrap_or_else(|| usage(tool))),
            "--hex" => a.hex = true,
            "-h" | "--help" => usage(tool),
            _ if a.input.is_none() && (!x.starts_with("--") || x == "-") => a.input = Some(x),
            _ => {
                eprintln!("{tool}: unknown argument {x:?}");
                usage(tool)
            }
        }
    }
    if a.arch.is_empty() {
        usage(tool)
    }
    a
}

/// Reads FILE, or standard input for `-`.
pub fn read(path: &str) -> Vec<u8> {
    let mut v = Vec::new();
    let r = if path == "-" {
        std::io::stdin().read_to_end(&mut v).map(|_| ())
    } else {
        std::fs::read(path).map(|d| v = d)
    };
    if let Err(e) = r {
        eprintln!("cannot read {path}: {e}");
        std::process::exit(1);
    }
    v
}

pub fn unsupported(arch: &str) -> ! {
    eprintln!("--arch {arch}: not available in this build (supported: vivante, valhall)");
    std::process::exit(2)
}

/// Bytes of a hex dump: 2-digit tokens are bytes, longer ones 32-bit little-endian words.
pub fn hex_bytes(text: &str) -> Result<Vec<u8>, String> {
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

/// The raw-mode input: the file's bytes, or the bytes of its hex dump with `--hex`.
pub fn input_bytes(args: &Args, tool: &str) -> Vec<u8> {
    let path = args.input.as_deref().unwrap_or_else(|| usage(tool));
    let raw = read(path);
    if !args.hex {
        return raw;
    }
    hex_bytes(&String::from_utf8_lossy(&raw)).unwrap_or_else(|e| {
        eprintln!("{tool}: {e}");
        std::process::exit(1)
    })
}

/// `--lines` mode: one output line per non-empty input line.
pub fn map_lines(path: &str, out: &mut impl Write, mut f: impl FnMut(&str) -> String) {
    let text = String::from_utf8_lossy(&read(path)).into_owned();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        writeln!(out, "{}", f(line)).unwrap();
    }
}

/// The assembler loop. `assemble` turns one line into (`--lines` text, binary bytes) or an
/// error message. With `--lines` every non-empty line gets an output line (`error: …` when
/// rejected); otherwise the bytes go to `out`, lines that are only a `comment` are
/// skipped, and errors name the line on standard error (exit status 1).
pub fn assemble_lines(
    args: &Args,
    comment: char,
    out: &mut impl Write,
    mut assemble: impl FnMut(&str) -> Result<(String, Vec<u8>), String>,
) {
    if let Some(path) = &args.lines {
        return map_lines(path, out, |line| match assemble(line) {
            Ok((text, _)) => text,
            Err(e) => format!("error: {e}"),
        });
    }
    let path = args.input.as_deref().unwrap_or_else(|| usage("asm"));
    let text = String::from_utf8_lossy(&read(path)).into_owned();
    let mut failed = false;
    for (n, line) in text.lines().enumerate() {
        if line.split(comment).next().unwrap_or("").trim().is_empty() {
            continue;
        }
        match assemble(line) {
            Ok((_, bytes)) => out.write_all(&bytes).unwrap(),
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

/// The G80 target named by `--variant` and `--mode` (exits with a message when unknown).
#[cfg(feature = "g80")]
pub fn g80_target(args: &Args) -> isadef::g80::Target {
    fn parse<T: std::str::FromStr<Err = isadef::g80::ParseTargetError>>(s: &str) -> T {
        s.parse().unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2)
        })
    }
    isadef::g80::Target {
        variant: parse(&args.variant),
        mode: parse(&args.mode),
    }
}
