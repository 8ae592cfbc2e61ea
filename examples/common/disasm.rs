//! The `disasm` tool, callable with any input and output streams (so that tests can run
//! it on a closed pipe or a truncated file): `examples/disasm.rs` is `run` on the
//! process's arguments and standard streams.

use super::{hex_dump, hex_tokens, nonempty_lines, parse_from, Args, HexUnit, Report};
use isadef::listing::{IoWriter, Summary};
use isadef::{g80, valhall, vivante};
use std::io::{self, Read, Write};

/// The synopsis, printed with usage errors.
pub const SYNOPSIS: &str = "\
usage: disasm --arch <vivante|valhall|g80> [--variant V] [--mode M] (--lines FILE | [--hex] [--all] [--labels] FILE)";

/// `disasm --help`.
pub const HELP: &str = "\
usage: disasm --arch <vivante|valhall|g80> [--variant V] [--mode M] (--lines FILE | [--hex] [--all] [--labels] FILE)

Disassembles machine code. FILE may be - for standard input.

  FILE          a raw little-endian binary. Prints a listing, one line per instruction:
                  vivante  `NNN [w0 w1 w2 w3] text`: the index (%03u), the four words
                           (w0 first) and the text of Mesa's etnaviv decoder for the
                           instruction on its own. A branch prints its target as the
                           decoder does, as the number in its field (`12`, `-643`);
                           Mesa's etnaviv-disasm program prints labels there instead
                           (`l32125`): use --labels for a listing with labels
                  valhall  the eight bytes (%02x, memory order), three spaces and the
                           text, as Mesa's program printer prints them, and a blank line
                           at the end
                  g80      envydis's dump: the `%08x:` byte address, the words, the C/B
                           marks of call and branch targets and the text, with a blank
                           line before each call target
  --hex FILE    the same listing from a hex dump: tokens separated by blanks or commas,
                each one unit in exactly its digits or 0x and up to them; the unit is a
                32-bit word (8 digits, stored little-endian) for vivante and g80, a byte
                (2 digits, memory order) for valhall; any other token is an error naming
                its line and column
  --lines FILE  one instruction per non-empty line, given as vivante four 0x%08x words
                (w0 first), valhall eight %02x bytes (memory order), g80 one or two
                8-digit words (w0 first). Prints one line per non-empty input line: the
                text alone (as in the listing), or `error: message` when the line is not
                one instruction's words; a vivante word no form matches prints Mesa's
                `no match: …`, a valhall one prints an empty line (as Mesa does)
  --variant V   g80 only: g80, g84, g200, mcp77 or gt215 (default g80)
  --mode M      g80 only: vp, gp, fp or cp (default vp)
  --all         valhall FILE only: list every word. Without it the listing is Mesa's: it
                stops at the first zero word (noted on standard error) and a word no form
                matches prints empty text; with it, such a word prints <unknown>
  --labels      FILE only: a labelled listing instead of the reference tool's: `OFFSET:
                text` per instruction (%08x byte offset), a line `Ln:` before each branch
                target (numbered in address order), and branches naming their target
                (`bra L1`); valhall lists every word
  -h, --help    this text, on standard output

Messages go to standard error as `disasm: FILE:LINE:COLUMN: message` (FILE is - for
standard input), or `disasm: FILE: message` when no line is concerned. A truncated input
(a last instruction cut short) is listed as far as it goes and reported.

Exit status: 0 when every instruction was listed; 1 when the input could not be read,
was cut short, had a bad hex token, or (with --lines) any line printed `error:` or could
not be decoded (every line still prints its result); 2 for a usage error. A closed
output pipe ends the tool quietly with status 0.
";

/// Runs `disasm` with `args` (without the program name); returns the exit status.
pub fn run(
    args: impl IntoIterator<Item = String>,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let mut report = Report {
        tool: "disasm",
        err: stderr,
    };
    let args = match parse_from(args) {
        Ok(a) if a.help => return super::help(HELP, stdout, &mut report),
        Ok(a) => a,
        Err(e) => return report.usage(&e, SYNOPSIS),
    };
    if let Err(e) = check(&args) {
        return report.usage(&e, SYNOPSIS);
    }
    let target = if args.arch == "g80" {
        match args.g80_target() {
            Ok(t) => Some(t),
            Err(e) => return report.usage(&e, SYNOPSIS),
        }
    } else {
        None
    };
    let mut out = IoWriter::new(stdout);
    let status = match dispatch(&args, target, stdin, &mut out, &mut report) {
        Ok(status) => status,
        Err(e) => return report.output(&e),
    };
    match out.flush() {
        Ok(()) => status,
        Err(e) => report.output(&e),
    }
}

/// What `disasm` takes beyond [`Args::check`]: `--hex`, `--all` and `--labels` list a
/// FILE, and `--all` is Valhall's and not for a labelled listing (which lists every word).
fn check(args: &Args) -> Result<(), String> {
    args.check()?;
    if args.lines.is_some() {
        for (opt, given) in [
            ("--hex", args.hex),
            ("--all", args.all),
            ("--labels", args.labels),
        ] {
            if given {
                return Err(format!("{opt} is for a FILE listing, not --lines"));
            }
        }
    }
    if args.all && args.arch != "valhall" {
        return Err("--all is for --arch valhall only".into());
    }
    if args.all && args.labels {
        return Err("--all with --labels: a labelled listing lists every word already".into());
    }
    Ok(())
}

type Out<'a> = IoWriter<&'a mut dyn Write>;

/// Lists the input; `Err` only for an output error.
fn dispatch(
    args: &Args,
    target: Option<g80::Target>,
    stdin: &mut dyn Read,
    out: &mut Out<'_>,
    report: &mut Report<'_>,
) -> io::Result<i32> {
    let file = args.file();
    let Some(bytes) = super::read(file, stdin, report) else {
        return Ok(1);
    };
    if args.lines.is_some() {
        return lines(args, target, &bytes, out, report);
    }
    let bytes = if args.hex {
        let unit = match args.arch.as_str() {
            "valhall" => HexUnit::Byte,
            _ => HexUnit::Word,
        };
        match hex_dump(&String::from_utf8_lossy(&bytes), unit) {
            Ok(b) => b,
            Err((line, col, e)) => {
                report.at(file, line, col, e);
                return Ok(1);
            }
        }
    } else {
        bytes
    };
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
        _ => unreachable!("checked arch"),
    })?;
    if let Some(t) = summary.truncated {
        report.file(file, t);
        return Ok(1);
    }
    if summary.end < bytes.len() {
        report.file(
            file,
            format_args!(
                "stopped at the zero word at byte offset {:#x} as Mesa does \
                 ({} bytes not listed; --all lists every word)",
                summary.end,
                bytes.len() - summary.end
            ),
        );
    }
    Ok(0)
}

/// `--lines`: one output line per non-empty input line; status 1 when any failed.
fn lines(
    args: &Args,
    target: Option<g80::Target>,
    bytes: &[u8],
    out: &mut Out<'_>,
    report: &mut Report<'_>,
) -> io::Result<i32> {
    let text = String::from_utf8_lossy(bytes);
    let (mut total, mut failed) = (0, 0);
    for line in nonempty_lines(&text) {
        let w: &mut dyn std::fmt::Write = out;
        let r = match (args.arch.as_str(), target) {
            ("vivante", _) => vivante_line(line, w),
            ("valhall", _) => valhall_line(line, w),
            (_, Some(t)) => g80_line(line, t, w),
            _ => unreachable!("checked arch"),
        };
        let ok = match r.and_then(|ok| w.write_str("\n").map(|()| ok)) {
            Ok(ok) => ok,
            Err(std::fmt::Error) => {
                out.take_error()?;
                report.say("formatting error");
                return Ok(1);
            }
        };
        total += 1;
        failed += usize::from(!ok);
    }
    if failed > 0 {
        report.lines_failed(args.file(), failed, total, "did not decode");
        return Ok(1);
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

/// One Vivante instruction from four words: whether a form matched.
fn vivante_line(line: &str, w: &mut dyn std::fmt::Write) -> Result<bool, std::fmt::Error> {
    match line_values::<4>(line, HexUnit::Word, w)? {
        Some((v, 4)) => {
            let bits = vivante::words_to_bits(v);
            vivante::text::write_line(bits, w)?;
            Ok(vivante::Insn::decode(bits).is_ok())
        }
        Some((_, n)) => write!(w, "error: expected 4 words, got {n}").map(|()| false),
        None => Ok(false),
    }
}

/// One Valhall instruction from eight bytes: whether a form matched.
fn valhall_line(line: &str, w: &mut dyn std::fmt::Write) -> Result<bool, std::fmt::Error> {
    match line_values::<8>(line, HexUnit::Byte, w)? {
        Some((v, 8)) => {
            let word = v.iter().rev().fold(0u64, |a, &b| a << 8 | u64::from(b));
            valhall::text::write_line(word, w)?;
            Ok(valhall::Insn::decode(word).is_ok())
        }
        Some((_, n)) => write!(w, "error: expected 8 bytes, got {n}").map(|()| false),
        None => Ok(false),
    }
}

/// One G80 instruction from one or two 32-bit words (a long instruction given one word
/// prints `[incomplete]`, its missing word read as zero): whether it decoded whole.
fn g80_line(
    line: &str,
    target: g80::Target,
    w: &mut dyn std::fmt::Write,
) -> Result<bool, std::fmt::Error> {
    let (words, n) = match line_values::<2>(line, HexUnit::Word, w)? {
        Some((v, n)) if (1..=2).contains(&n) => (v, n),
        Some((_, n)) => return write!(w, "error: expected 1 or 2 words, got {n}").map(|()| false),
        None => return Ok(false),
    };
    let long = g80::table::length_of(u128::from(words[0])) == 8;
    if !long && n == 2 {
        return w
            .write_str("error: a short instruction has one word")
            .map(|()| false);
    }
    let w1 = if long { words[1] } else { 0 };
    let bits = u64::from(words[0]) | u64::from(w1) << 32;
    match g80::Insn::decode_in(bits, target) {
        Ok(insn) => {
            let mut sink = isadef::text::Sink::new(w);
            g80::text::write_insn(insn, target, 4 * n, &mut sink)?;
            sink.finish()?;
            Ok(!long || n == 2)
        }
        Err(e) => write!(w, "error: {e}").map(|()| false),
    }
}
