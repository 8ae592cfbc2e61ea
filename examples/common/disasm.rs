//! The `disasm` tool, callable with any input and output streams (so that tests can run
//! it on a closed pipe or a truncated file): `examples/disasm.rs` is `run` on the
//! process's arguments and standard streams.

use super::{hex_dump, hex_tokens, parse_from, unsupported_message, Args, HexUnit};
use isadef::listing::{IoWriter, Summary};
use isadef::{g80, valhall, vivante};
use std::io::{self, Read, Write};

pub const USAGE: &str = "\
usage: disasm --arch <vivante|valhall|g80> [--variant V] [--mode M] [--all] [--labels] (--lines FILE | [--hex] FILE)

FILE may be - for standard input.
  FILE          a raw little-endian binary; prints a listing like the reference tool's:
                  vivante  `NNN [w0 w1 w2 w3] text` (Mesa's etnaviv-disasm)
                  valhall  the eight bytes, three spaces and the text (Mesa's program printer)
                  g80      `%08x:` address, words, call/branch marks and text (envydis)
  --hex FILE    the same from a hex dump: tokens separated by blanks or commas, each one
                unit in exactly its digits or 0x and up to them; the unit is a 32-bit word
                (8 digits, stored little-endian) for vivante and g80, a byte (2 digits,
                memory order) for valhall; any other token is an error naming its line and
                column
  --lines FILE  one instruction per non-empty line, printed as its text only: vivante four
                0x%08x words (w0 first), valhall eight %02x bytes, g80 one or two 8-digit
                words (w0 first)
  --variant V   g80: g80, g84, g200, mcp77 or gt215 (default g80)
  --mode M      g80: vp, gp, fp or cp (default vp)
  --all         valhall: print every word. Without it the listing follows Mesa: it stops
                at the first zero word (noted on standard error) and a word no form
                matches prints empty text; with it, such a word prints <unknown>
  --labels      a labelled listing instead of the reference tool's: `OFFSET: text` per
                instruction, a line `Ln:` before each branch target (numbered in address
                order), and branches naming their target (`bra L1`); valhall lists every
                word

A truncated input (a last instruction cut short) is listed as far as it goes, reported
on standard error, and the exit status is 1. A closed output pipe ends the tool quietly.
";

/// Runs `disasm` with `args` (without the program name); returns the exit status.
pub fn run(
    args: impl IntoIterator<Item = String>,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let args = match parse_from(args) {
        Ok(a) if a.help => {
            return match stdout.write_all(USAGE.as_bytes()) {
                Ok(()) => 0,
                Err(e) if e.kind() == io::ErrorKind::BrokenPipe => 0,
                Err(_) => 1,
            };
        }
        Ok(a) if !a.arch.is_empty() => a,
        Ok(_) => return usage_error(stderr, "--arch is required"),
        Err(e) => return usage_error(stderr, &e),
    };
    let mut out = IoWriter::new(stdout);
    match dispatch(&args, stdin, &mut out, stderr) {
        Ok(status) => match out.flush() {
            Ok(()) => status,
            Err(e) => write_error(stderr, e),
        },
        Err(Failure::Io(e)) => write_error(stderr, e),
        Err(Failure::Status(s)) => {
            // Keep what was printed before the failure.
            let _ = out.flush();
            s
        }
    }
}

fn usage_error(stderr: &mut dyn Write, msg: &str) -> i32 {
    let _ = writeln!(stderr, "disasm: {msg}");
    let _ = stderr.write_all(USAGE.as_bytes());
    2
}

/// A closed pipe ends the tool quietly (status 0); any other output error is reported.
fn write_error(stderr: &mut dyn Write, e: io::Error) -> i32 {
    if e.kind() == io::ErrorKind::BrokenPipe {
        return 0;
    }
    let _ = writeln!(stderr, "disasm: cannot write the output: {e}");
    1
}

enum Failure {
    /// Output failed.
    Io(io::Error),
    /// Stop with this exit status (the message is already on standard error).
    Status(i32),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Io(e)
    }
}

type Out<'a> = IoWriter<&'a mut dyn Write>;

fn dispatch(
    args: &Args,
    stdin: &mut dyn Read,
    out: &mut Out<'_>,
    stderr: &mut dyn Write,
) -> Result<i32, Failure> {
    let unit = match args.arch.as_str() {
        "valhall" => HexUnit::Byte,
        "vivante" | "g80" => HexUnit::Word,
        other => {
            let _ = writeln!(stderr, "{}", unsupported_message(other));
            return Err(Failure::Status(2));
        }
    };
    let target = if args.arch == "g80" {
        match (args.variant.parse(), args.mode.parse()) {
            (Ok(variant), Ok(mode)) => Some(g80::Target { variant, mode }),
            (Err(e), _) | (_, Err(e)) => {
                let _ = writeln!(stderr, "disasm: {e}");
                return Err(Failure::Status(2));
            }
        }
    } else {
        None
    };
    if let Some(path) = &args.lines {
        let text = read(path, stdin, stderr)?;
        let text = String::from_utf8_lossy(&text);
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let w: &mut dyn std::fmt::Write = out;
            let r = match (args.arch.as_str(), target) {
                ("vivante", _) => vivante_line(line, w),
                ("valhall", _) => valhall_line(line, w),
                (_, Some(t)) => g80_line(line, t, w),
                _ => unreachable!(),
            };
            if r.and_then(|()| w.write_str("\n")).is_err() {
                out.take_error()?;
                let _ = writeln!(stderr, "disasm: formatting error");
                return Err(Failure::Status(1));
            }
        }
        return Ok(0);
    }
    let Some(path) = args.input.as_deref() else {
        let _ = writeln!(stderr, "disasm: no input FILE");
        return Err(Failure::Status(2));
    };
    let mut bytes = read(path, stdin, stderr)?;
    if args.hex {
        bytes = hex_dump(&String::from_utf8_lossy(&bytes), unit).map_err(|e| {
            let _ = writeln!(stderr, "disasm: {path}: {e}");
            Failure::Status(1)
        })?;
    }
    let summary: Summary = out.run(|w| match (args.arch.as_str(), target) {
        ("vivante", _) if args.labels => labelled::<vivante::Vivante>(&bytes, (), w),
        ("valhall", _) if args.labels => labelled::<valhall::Valhall>(&bytes, (), w),
        (_, Some(t)) if args.labels => labelled::<g80::G80>(&bytes, t, w),
        ("vivante", _) => vivante::text::write_listing(&bytes, w),
        ("valhall", _) => {
            let words = if args.all {
                valhall::text::Words::All
            } else {
                valhall::text::Words::Mesa
            };
            valhall::text::write_listing(&bytes, words, w)
        }
        (_, Some(t)) => g80::text::write_listing(&bytes, t, w),
        _ => unreachable!(),
    })?;
    if let Some(t) = summary.truncated {
        let _ = writeln!(stderr, "disasm: {path}: {t}");
        return Ok(1);
    }
    if summary.end < bytes.len() {
        let _ = writeln!(
            stderr,
            "disasm: {path}: stopped at the zero word at byte offset {:#x} as Mesa does \
             ({} bytes not listed; --all lists every word)",
            summary.end,
            bytes.len() - summary.end
        );
    }
    Ok(0)
}

/// The labelled listing: every branch target gets a name `L<n>`, numbered in address
/// order.
fn labelled<I: isadef::code::Text>(
    bytes: &[u8],
    target: I::Target,
    w: &mut dyn std::fmt::Write,
) -> Result<Summary, std::fmt::Error> {
    let mut at: Vec<usize> = isadef::code::branch_targets::<I>(bytes, target).collect();
    at.sort_unstable();
    at.dedup();
    let names: Vec<String> = (0..at.len()).map(|i| format!("L{i}")).collect();
    let labels: Vec<(usize, &str)> = at
        .iter()
        .zip(&names)
        .map(|(&o, n)| (o, n.as_str()))
        .collect();
    isadef::code::write_labelled::<I>(bytes, target, &labels, w)
}

/// FILE, or standard input for `-`.
fn read(path: &str, stdin: &mut dyn Read, stderr: &mut dyn Write) -> Result<Vec<u8>, Failure> {
    let r = if path == "-" {
        let mut v = Vec::new();
        stdin.read_to_end(&mut v).map(|_| v)
    } else {
        std::fs::read(path)
    };
    r.map_err(|e| {
        let _ = writeln!(stderr, "disasm: cannot read {path}: {e}");
        Failure::Status(1)
    })
}

/// The values of a `--lines` line in `unit`s (at most `N`), or writes `error: …`.
fn line_values<const N: usize>(
    line: &str,
    unit: HexUnit,
    w: &mut dyn std::fmt::Write,
) -> Result<Option<([u32; N], usize)>, std::fmt::Error> {
    let mut vals = [0u32; N];
    let mut n = 0;
    match hex_tokens(line, unit, |v| {
        if n < N {
            vals[n] = v;
        }
        n += 1;
    }) {
        Ok(()) => Ok(Some((vals, n))),
        Err((col, e)) => {
            write!(w, "error: column {col}: {e}")?;
            Ok(None)
        }
    }
}

fn vivante_line(line: &str, w: &mut dyn std::fmt::Write) -> std::fmt::Result {
    match line_values::<4>(line, HexUnit::Word, w)? {
        Some((v, 4)) => vivante::text::write_line(vivante::words_to_bits(v), w),
        Some((_, n)) => write!(w, "error: expected 4 words, got {n}"),
        None => Ok(()),
    }
}

fn valhall_line(line: &str, w: &mut dyn std::fmt::Write) -> std::fmt::Result {
    match line_values::<8>(line, HexUnit::Byte, w)? {
        Some((v, 8)) => {
            let word = v.iter().rev().fold(0u64, |a, &b| a << 8 | u64::from(b));
            valhall::text::write_line(word, w)
        }
        Some((_, n)) => write!(w, "error: expected 8 bytes, got {n}"),
        None => Ok(()),
    }
}

/// One G80 instruction from one or two 32-bit words (a long instruction given one word
/// prints `[incomplete]`, its missing word read as zero).
fn g80_line(line: &str, target: g80::Target, w: &mut dyn std::fmt::Write) -> std::fmt::Result {
    let (words, n) = match line_values::<2>(line, HexUnit::Word, w)? {
        Some((v, n)) if (1..=2).contains(&n) => (v, n),
        Some((_, n)) => return write!(w, "error: expected 1 or 2 words, got {n}"),
        None => return Ok(()),
    };
    let long = g80::table::length_of(u128::from(words[0])) == 8;
    if !long && n == 2 {
        return w.write_str("error: a short instruction has one word");
    }
    let w1 = if long { words[1] } else { 0 };
    let bits = u64::from(words[0]) | u64::from(w1) << 32;
    match g80::Insn::decode_in(bits, target) {
        Ok(insn) => {
            let mut sink = isadef::text::Sink::new(w);
            g80::text::write_insn(insn, target, 4 * n, &mut sink)?;
            sink.finish()
        }
        Err(e) => write!(w, "error: {e}"),
    }
}
