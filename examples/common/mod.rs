//! Argument handling shared by the `disasm` and `asm` examples.
#![allow(dead_code)]

pub mod disasm;

use std::io::{Read, Write};

/// Parsed command line of the conformance interface.
pub struct Args {
    pub arch: String,
    pub variant: String,
    pub mode: String,
    pub lines: Option<String>,
    pub hex: bool,
    /// `disasm --arch valhall`: print every word (Mesa's listing stops at the first zero
    /// word and prints nothing for a word no form matches).
    pub all: bool,
    /// `disasm`: a labelled listing (`L<n>:` lines at branch targets, names as targets).
    pub labels: bool,
    pub help: bool,
    pub input: Option<String>,
}

pub fn usage(tool: &str) -> ! {
    eprintln!(
        "usage: {tool} --arch <vivante|valhall|g80> [--variant V] [--mode M] (--lines FILE|- | [--hex] FILE|-)"
    );
    std::process::exit(2)
}

pub fn parse(tool: &str) -> Args {
    match parse_from(std::env::args().skip(1)) {
        Ok(a) if a.help || a.arch.is_empty() => usage(tool),
        Ok(a) => a,
        Err(e) => {
            eprintln!("{tool}: {e}");
            usage(tool)
        }
    }
}

/// Parses the arguments after the program name (`help` is set for `-h`/`--help`; `arch`
/// is empty when not given).
pub fn parse_from(args: impl IntoIterator<Item = String>) -> Result<Args, String> {
    let mut a = Args {
        arch: String::new(),
        variant: "g80".into(),
        mode: "vp".into(),
        lines: None,
        hex: false,
        all: false,
        labels: false,
        help: false,
        input: None,
    };
    let mut it = args.into_iter();
    let missing = |x: &str| format!("{x} needs a value");
    while let Some(x) = it.next() {
        match x.as_str() {
            "--arch" => a.arch = it.next().ok_or_else(|| missing(&x))?,
            "--variant" => a.variant = it.next().ok_or_else(|| missing(&x))?,
            "--mode" => a.mode = it.next().ok_or_else(|| missing(&x))?,
            "--lines" => a.lines = Some(it.next().ok_or_else(|| missing(&x))?),
            "--hex" => a.hex = true,
            "--all" => a.all = true,
            "--labels" => a.labels = true,
            "-h" | "--help" => a.help = true,
            _ if a.input.is_none() && (!x.starts_with("--") || x == "-") => a.input = Some(x),
            _ => return Err(format!("unknown argument {x:?}")),
        }
    }
    Ok(a)
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

/// The message for an `--arch` this build does not have.
pub fn unsupported_message(arch: &str) -> String {
    format!("--arch {arch}: not available in this build (supported: vivante, valhall, g80)")
}

pub fn unsupported(arch: &str) -> ! {
    eprintln!("{}", unsupported_message(arch));
    std::process::exit(2)
}

/// The unit of a hex dump's tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HexUnit {
    /// One byte per token (Valhall: bytes in memory order).
    Byte,
    /// One 32-bit word per token, stored little-endian (Vivante, G80).
    Word,
}

impl HexUnit {
    pub fn bytes(self) -> usize {
        match self {
            HexUnit::Byte => 1,
            HexUnit::Word => 4,
        }
    }

    fn name(self) -> &'static str {
        match self {
            HexUnit::Byte => "a byte",
            HexUnit::Word => "a 32-bit word",
        }
    }
}

/// The tokens of one line of a hex dump in `unit`s (separated by white space or commas):
/// each token is exactly two (bytes) or eight (words) hex digits, or `0x` and one to that
/// many digits. Calls `put` with each value; an error names the 1-based column of the
/// token. Nothing is guessed from a token's length.
pub fn hex_tokens(
    line: &str,
    unit: HexUnit,
    mut put: impl FnMut(u32),
) -> Result<(), (usize, String)> {
    let digits = 2 * unit.bytes();
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_whitespace() || bytes[i] == b',' {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && !bytes[i].is_ascii_whitespace() && bytes[i] != b',' {
            i += 1;
        }
        let tok = &line[start..i];
        let (prefixed, h) = match tok.strip_prefix("0x").or_else(|| tok.strip_prefix("0X")) {
            Some(h) => (true, h),
            None => (false, tok),
        };
        let ok_len = if prefixed {
            (1..=digits).contains(&h.len())
        } else {
            h.len() == digits
        };
        let err = |what: &str| {
            (
                start + 1,
                format!(
                    "{tok:?}: {what}; expected {digits} hex digits ({}){}",
                    unit.name(),
                    if prefixed {
                        ""
                    } else {
                        " or 0x and up to that many"
                    }
                ),
            )
        };
        if !h.bytes().all(|c| c.is_ascii_hexdigit()) || h.is_empty() {
            return Err(err("not a hex number"));
        }
        if !ok_len {
            return Err(err(&format!("{} digits", h.len())));
        }
        put(u32::from_str_radix(h, 16).map_err(|e| err(&e.to_string()))?);
    }
    Ok(())
}

/// Bytes of a hex dump in `unit`s (see [`hex_tokens`]); an error names the line and column.
pub fn hex_dump(text: &str, unit: HexUnit) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        hex_tokens(line, unit, |v| {
            out.extend_from_slice(&v.to_le_bytes()[..unit.bytes()])
        })
        .map_err(|(col, e)| format!("line {}, column {col}: {e}", n + 1))?;
    }
    Ok(out)
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
    fn parse<T: std::str::FromStr<Err = isadef::g80::target::ParseTargetError>>(s: &str) -> T {
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
