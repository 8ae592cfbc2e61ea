//! The `disasm` tool, callable with any input and output streams (so that tests can run
//! it on a closed pipe or a truncated file): `examples/disasm.rs` is `run` on the
//! process's arguments and standard streams.

use super::{hex_dump, hex_tokens, Args, HexUnit, Report, MAX_ERRORS};
use isadef::listing::{IoWriter, Summary};
use isadef::{g80, valhall, vivante};
use std::io::{self, Read, Write};

/// The synopsis, printed with usage errors.
pub const SYNOPSIS: &str = "\
usage: disasm --arch <vivante|valhall|g80> [--variant V] [--mode M] (--lines FILE | [--hex] [--all] [--labels | --deps] FILE)";

/// `disasm --help`.
pub const HELP: &str = "\
usage: disasm --arch <vivante|valhall|g80> [--variant V] [--mode M] (--lines FILE | [--hex] [--all] [--labels | --deps] FILE)

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
  --deps        FILE only: what each instruction reads and writes, from the tables'
                access info: `OFFSET: text ; reads …; writes …; live …` (%08x byte
                offset; registers as r general, u uniform, a address, c condition, sr
                special, i input, o output, tex, smp, bar; a pair or group as each of its
                registers). live: the general, address and condition registers a later
                instruction reads before writing them whole (every component or half), in
                straight-line order; after a branch, every such register the program
                reads. valhall adds `; hazard: rN not
                waited on (slot S)` to an instruction reading a register whose loading
                message signalled slot S and no instruction from that message on waited
                on it (an instruction's .wait flow waits after it runs)
  -h, --help    this text, on standard output

Messages go to standard error as `disasm: FILE:LINE:COLUMN: message` (FILE is - for
standard input; with --lines, one per failed line, at most 20, then `disasm: FILE: and N
more errors`), or `disasm: FILE: message` when no line is concerned. A truncated input
(a last instruction cut short) is listed as far as it goes and reported.

Exit status: 0 when every instruction was listed; 1 when the input could not be read,
was cut short, had a bad hex token, (with --deps) had a word no form matches or a
hazard, or (with --lines) any line printed `error:` or could not be decoded (every line still prints its result); 2 for a usage error. A closed
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
    let args = match super::start(args, (HELP, SYNOPSIS), check, stdout, &mut report) {
        Ok(a) => a,
        Err(status) => return status,
    };
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
            ("--deps", args.deps),
        ] {
            if given {
                return Err(format!("{opt} is for a FILE listing, not --lines"));
            }
        }
    }
    if args.all && args.arch != "valhall" {
        return Err("--all is for --arch valhall only".into());
    }
    if args.deps && (args.labels || args.all) {
        return Err("--deps lists every word already, without labels".into());
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
    if args.deps {
        return deps(args, target, &bytes, out, report);
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
            valhall::text::write_listing_words(&bytes, words, w)
        }
        (_, Some(t)) => g80::text::write_listing_in(&bytes, t, w),
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

/// `--deps`: the dependency listing (and, for Valhall, its hazards); status 1 when a
/// word does not decode or a hazard is found.
fn deps(
    args: &Args,
    target: Option<g80::Target>,
    bytes: &[u8],
    out: &mut Out<'_>,
    report: &mut Report<'_>,
) -> io::Result<i32> {
    use super::deps::write;
    let none = |_: usize| String::new();
    let mut hazards = 0;
    let result = match (args.arch.as_str(), target) {
        ("vivante", _) => write::<vivante::Vivante>(bytes, (), &none, out),
        ("valhall", _) => {
            let insns: Vec<_> = valhall::Insn::stream(bytes, ())
                .filter_map(|(_, r)| r.ok())
                .collect();
            let found: Vec<_> = valhall::hazard::check(&insns).collect();
            hazards = found.len();
            let notes = |i: usize| {
                found
                    .iter()
                    .filter(|h| h.at == i)
                    .map(|h| format!(" ; hazard: r{} not waited on (slot {})", h.reg, h.slot))
                    .collect()
            };
            write::<valhall::Valhall>(bytes, (), &notes, out)
        }
        (_, Some(t)) => write::<g80::G80>(bytes, t, &none, out),
        _ => unreachable!("checked arch"),
    };
    let bad = match result {
        Ok(bad) => bad,
        Err(std::fmt::Error) => {
            out.take_error()?;
            report.say("formatting error");
            return Ok(1);
        }
    };
    if bad > 0 {
        report.file(
            args.file(),
            format_args!("{bad} words no form matches (not listed)"),
        );
    }
    if hazards > 0 {
        report.file(
            args.file(),
            format_args!("{hazards} reads of registers not waited on"),
        );
    }
    Ok(i32::from(bad > 0 || hazards > 0))
}

/// `--lines`: one output line per non-empty input line. A line that fails is reported on
/// standard error too (at most [`MAX_ERRORS`], then their count), and the status is 1.
fn lines(
    args: &Args,
    target: Option<g80::Target>,
    bytes: &[u8],
    out: &mut Out<'_>,
    report: &mut Report<'_>,
) -> io::Result<i32> {
    let text = String::from_utf8_lossy(bytes);
    let mut errors = 0;
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let w: &mut dyn std::fmt::Write = out;
        let r = match (args.arch.as_str(), target) {
            ("vivante", _) => vivante_line(line, w),
            ("valhall", _) => valhall_line(line, w),
            (_, Some(t)) => g80_line(line, t, w),
            _ => unreachable!("checked arch"),
        };
        match r.and_then(|failed| w.write_str("\n").map(|()| failed)) {
            Ok(None) => {}
            Ok(Some((column, message))) => {
                if errors < MAX_ERRORS {
                    report.at(args.file(), n + 1, column, message);
                }
                errors += 1;
            }
            Err(std::fmt::Error) => {
                out.take_error()?;
                report.say("formatting error");
                return Ok(1);
            }
        }
    }
    if errors > 0 {
        report.more(args.file(), errors.saturating_sub(MAX_ERRORS));
        return Ok(1);
    }
    Ok(0)
}

/// The labelled listing: every branch target the listing can define (an instruction
/// start or the end) gets a name `L<n>`, numbered in address order.
fn labelled<I: isadef::code::Text>(
    bytes: &[u8],
    target: I::Target,
    w: &mut dyn std::fmt::Write,
) -> Result<Summary, std::fmt::Error> {
    let names = isadef::code::named_targets::<I>(bytes, target);
    let labels: Vec<(usize, &str)> = names.iter().map(|(o, n)| (*o, n.as_str())).collect();
    isadef::code::write_labelled::<I>(bytes, target, &labels, w)
}

/// Why a `--lines` line failed: the 1-based column (1 when the line as a whole is
/// concerned) and the message; `None` when it decoded.
type Failed = Option<(usize, String)>;

/// Writes `error: …` as a line's output (with `column N: ` first when a token is at fault)
/// and returns the failure.
fn error_line(
    w: &mut dyn std::fmt::Write,
    column: Option<usize>,
    message: String,
) -> Result<Failed, std::fmt::Error> {
    match column {
        Some(c) => write!(w, "error: column {c}: {message}")?,
        None => write!(w, "error: {message}")?,
    }
    Ok(Some((column.unwrap_or(1), message)))
}

/// The message for a word no form matches (the line prints the reference tool's text).
fn no_form() -> Failed {
    Some((1, "no instruction form matches the word".into()))
}

/// The values of a `--lines` line in `unit`s: the first `N` and how many there are.
fn line_values<const N: usize>(
    line: &str,
    unit: HexUnit,
) -> Result<([u32; N], usize), (usize, String)> {
    let mut vals = [0u32; N];
    let mut n = 0;
    hex_tokens(line, unit, |v| {
        if n < N {
            vals[n] = v;
        }
        n += 1;
    })?;
    Ok((vals, n))
}

/// One Vivante instruction from four words.
fn vivante_line(line: &str, w: &mut dyn std::fmt::Write) -> Result<Failed, std::fmt::Error> {
    match line_values::<4>(line, HexUnit::Word) {
        Ok((v, 4)) => {
            let bits = vivante::words_to_bits(v);
            vivante::text::write_line(bits, w)?;
            Ok(vivante::Insn::decode(bits).err().and_then(|_| no_form()))
        }
        Ok((_, n)) => error_line(w, None, format!("expected 4 words, got {n}")),
        Err((col, e)) => error_line(w, Some(col), e),
    }
}

/// One Valhall instruction from eight bytes.
fn valhall_line(line: &str, w: &mut dyn std::fmt::Write) -> Result<Failed, std::fmt::Error> {
    match line_values::<8>(line, HexUnit::Byte) {
        Ok((v, 8)) => {
            let word = v.iter().rev().fold(0u64, |a, &b| a << 8 | u64::from(b));
            valhall::text::write_line(word, w)?;
            Ok(valhall::Insn::decode(word).err().and_then(|_| no_form()))
        }
        Ok((_, n)) => error_line(w, None, format!("expected 8 bytes, got {n}")),
        Err((col, e)) => error_line(w, Some(col), e),
    }
}

/// One G80 instruction from one or two 32-bit words (a long instruction given one word
/// prints `[incomplete]`, its missing word read as zero, and fails).
fn g80_line(
    line: &str,
    target: g80::Target,
    w: &mut dyn std::fmt::Write,
) -> Result<Failed, std::fmt::Error> {
    let (words, n) = match line_values::<2>(line, HexUnit::Word) {
        Ok((v, n)) if (1..=2).contains(&n) => (v, n),
        Ok((_, n)) => return error_line(w, None, format!("expected 1 or 2 words, got {n}")),
        Err((col, e)) => return error_line(w, Some(col), e),
    };
    let long = g80::table::length_of(u128::from(words[0])) == 8;
    if !long && n == 2 {
        return error_line(w, None, "a short instruction has one word".into());
    }
    let w1 = if long { words[1] } else { 0 };
    let bits = u64::from(words[0]) | u64::from(w1) << 32;
    match g80::Insn::decode_in(bits, target) {
        Ok(insn) => {
            let mut sink = isadef::text::Sink::new(w);
            g80::text::write_insn(insn, target, 4 * n, &mut sink)?;
            sink.finish()?;
            Ok((long && n == 1).then(|| (1, "a long instruction has two words".into())))
        }
        Err(e) => error_line(w, None, e.to_string()),
    }
}
