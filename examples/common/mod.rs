//! What the `asm` and `disasm` examples share: the command line, reading the input, the
//! messages on standard error and the exit statuses.
//!
//! Both tools take `--arch <vivante|valhall|g80>` (G80 also `--variant V` and `--mode M`)
//! and either `--lines FILE` or `FILE`, where FILE may be `-` for standard input. Every
//! message on standard error reads `TOOL: FILE:LINE:COLUMN: message`, or `TOOL: FILE:
//! message` when no line is concerned, or `TOOL: message`. Exit status: 0 when everything
//! succeeded, 1 when any input was rejected (also in `--lines` mode, where every line
//! still prints its result) or could not be read, 2 for a usage error. A closed output
//! pipe ends a tool quietly with status 0.
#![allow(dead_code)]

pub mod asm;
pub mod deps;
pub mod disasm;

use std::io::{self, Read, Write};

/// The parsed command line.
#[derive(Debug, Default)]
pub struct Args {
    /// `--arch`: empty when not given.
    pub arch: String,
    /// `--variant` (G80 only).
    pub variant: Option<String>,
    /// `--mode` (G80 only).
    pub mode: Option<String>,
    /// `--lines FILE`.
    pub lines: Option<String>,
    /// `disasm --hex`: the input is a hex dump.
    pub hex: bool,
    /// `disasm --arch valhall --all`: print every word (Mesa's listing stops at the first
    /// zero word and prints nothing for a word no form matches).
    pub all: bool,
    /// `disasm --labels`: a labelled listing (`L<n>:` lines at branch targets, names as
    /// targets).
    pub labels: bool,
    /// `disasm --deps`: registers read, written and live per instruction.
    pub deps: bool,
    /// `-h` or `--help`.
    pub help: bool,
    /// FILE.
    pub input: Option<String>,
}

/// Parses the arguments after the program name. Only the syntax is checked here; what a
/// tool takes is checked by [`Args::check`].
pub fn parse_from(args: impl IntoIterator<Item = String>) -> Result<Args, String> {
    let mut a = Args::default();
    let mut it = args.into_iter();
    let missing = |x: &str| format!("{x} needs a value");
    while let Some(x) = it.next() {
        match x.as_str() {
            "--arch" => a.arch = it.next().ok_or_else(|| missing(&x))?,
            "--variant" => a.variant = Some(it.next().ok_or_else(|| missing(&x))?),
            "--mode" => a.mode = Some(it.next().ok_or_else(|| missing(&x))?),
            "--lines" => a.lines = Some(it.next().ok_or_else(|| missing(&x))?),
            "--hex" => a.hex = true,
            "--all" => a.all = true,
            "--labels" => a.labels = true,
            "--deps" => a.deps = true,
            "-h" | "--help" => a.help = true,
            _ if x.starts_with('-') && x != "-" => {
                return Err(format!("unknown option {x:?}"));
            }
            _ if a.input.is_some() => return Err(format!("more than one FILE: {x:?}")),
            _ => a.input = Some(x),
        }
    }
    Ok(a)
}

/// The instruction sets the tools know.
pub const ARCHES: &str = "vivante, valhall, g80";

/// The message for an `--arch` this build does not have.
pub fn unsupported_message(arch: &str) -> String {
    format!("--arch {arch}: not available in this build (supported: {ARCHES})")
}

impl Args {
    /// Checks what every tool needs: a known `--arch`, G80's options only for G80, and
    /// exactly one input (`--lines FILE` or FILE). The error is a usage error's message.
    pub fn check(&self) -> Result<(), String> {
        match self.arch.as_str() {
            "" => return Err("--arch is required".into()),
            "vivante" | "valhall" | "g80" => {}
            other => return Err(unsupported_message(other)),
        }
        if self.arch != "g80" {
            for (opt, given) in [("--variant", &self.variant), ("--mode", &self.mode)] {
                if given.is_some() {
                    return Err(format!("{opt} is for --arch g80 only"));
                }
            }
        }
        match (&self.lines, &self.input) {
            (Some(_), Some(f)) => Err(format!("{f:?}: give either --lines FILE or FILE, not both")),
            (None, None) => {
                Err("no input: give FILE or --lines FILE (- for standard input)".into())
            }
            _ => Ok(()),
        }
    }

    /// The input's name as messages print it (`-` for standard input).
    pub fn file(&self) -> &str {
        self.lines
            .as_deref()
            .or(self.input.as_deref())
            .unwrap_or("-")
    }

    /// The G80 target named by `--variant` and `--mode` (g80 and vp by default).
    #[cfg(feature = "g80")]
    pub fn g80_target(&self) -> Result<isadef::g80::Target, String> {
        fn parse<T: std::str::FromStr<Err = isadef::g80::target::ParseTargetError>>(
            opt: &str,
            s: Option<&str>,
            default: &str,
        ) -> Result<T, String> {
            let s = s.unwrap_or(default);
            s.parse().map_err(|e| format!("{opt} {s}: {e}"))
        }
        Ok(isadef::g80::Target {
            variant: parse("--variant", self.variant.as_deref(), "g80")?,
            mode: parse("--mode", self.mode.as_deref(), "vp")?,
        })
    }
}

/// How many errors a tool reports before it only counts the others.
pub const MAX_ERRORS: usize = 20;

/// Standard error of a tool: every message starts with the tool's name.
pub struct Report<'a> {
    /// `asm` or `disasm`.
    pub tool: &'static str,
    /// Where the messages go.
    pub err: &'a mut dyn Write,
}

impl Report<'_> {
    /// `TOOL: message`.
    pub fn say(&mut self, msg: impl std::fmt::Display) {
        let _ = writeln!(self.err, "{}: {msg}", self.tool);
    }

    /// `TOOL: FILE: message`.
    pub fn file(&mut self, file: &str, msg: impl std::fmt::Display) {
        let _ = writeln!(self.err, "{}: {file}: {msg}", self.tool);
    }

    /// `TOOL: FILE:LINE:COLUMN: message`.
    pub fn at(&mut self, file: &str, line: usize, column: usize, msg: impl std::fmt::Display) {
        let _ = writeln!(self.err, "{}: {file}:{line}:{column}: {msg}", self.tool);
    }

    /// After [`MAX_ERRORS`] errors: `TOOL: FILE: and N more errors`.
    pub fn more(&mut self, file: &str, more: usize) {
        match more {
            0 => {}
            1 => self.file(file, "and 1 more error"),
            n => self.file(file, format_args!("and {n} more errors")),
        }
    }

    /// A usage error: the message, the synopsis and where the help is; status 2.
    pub fn usage(&mut self, msg: &str, synopsis: &str) -> i32 {
        self.say(msg);
        let _ = writeln!(self.err, "{synopsis}");
        let _ = writeln!(self.err, "(`{} --help` describes every option)", self.tool);
        2
    }

    /// An output error: a closed pipe ends the tool quietly (status 0), any other is
    /// reported (status 1).
    pub fn output(&mut self, e: &io::Error) -> i32 {
        if e.kind() == io::ErrorKind::BrokenPipe {
            return 0;
        }
        self.say(format_args!("cannot write the output: {e}"));
        1
    }
}

/// Writes a tool's help to standard output: status 0 (also on a closed pipe).
pub fn help(text: &str, out: &mut dyn Write, report: &mut Report<'_>) -> i32 {
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => 0,
        Err(e) => report.output(&e),
    }
}

/// A tool's arguments, parsed and checked by the tool's own `check`; or, for `--help` or
/// a usage error, the exit status (the help printed or the error reported).
pub fn start(
    args: impl IntoIterator<Item = String>,
    (help_text, synopsis): (&str, &str),
    check: fn(&Args) -> Result<(), String>,
    stdout: &mut dyn Write,
    report: &mut Report<'_>,
) -> Result<Args, i32> {
    let args = match parse_from(args) {
        Ok(a) if a.help => return Err(help(help_text, stdout, report)),
        Ok(a) => a,
        Err(e) => return Err(report.usage(&e, synopsis)),
    };
    match check(&args) {
        Ok(()) => Ok(args),
        Err(e) => Err(report.usage(&e, synopsis)),
    }
}

/// FILE, or standard input for `-`; a failure is reported (`TOOL: FILE: cannot read: …`).
pub fn read(path: &str, stdin: &mut dyn Read, report: &mut Report<'_>) -> Option<Vec<u8>> {
    let r = if path == "-" {
        let mut v = Vec::new();
        stdin.read_to_end(&mut v).map(|_| v)
    } else {
        std::fs::read(path)
    };
    r.map_err(|e| report.file(path, format_args!("cannot read: {e}")))
        .ok()
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

/// Bytes of a hex dump in `unit`s (see [`hex_tokens`]); an error is (line, column,
/// message), both 1-based.
pub fn hex_dump(text: &str, unit: HexUnit) -> Result<Vec<u8>, (usize, usize, String)> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        hex_tokens(line, unit, |v| {
            out.extend_from_slice(&v.to_le_bytes()[..unit.bytes()])
        })
        .map_err(|(col, e)| (n + 1, col, e))?;
    }
    Ok(out)
}
