//! The `asm` tool, callable with any input and output streams: `examples/asm.rs` is `run`
//! on the process's arguments and standard streams.

use super::{Args, Report, MAX_ERRORS};
use isadef::{g80, valhall, vivante, AsmError};
use std::io::{self, Read, Write};

/// The synopsis, printed with usage errors.
pub const SYNOPSIS: &str =
    "usage: asm --arch <vivante|valhall|g80> [--variant V] [--mode M] (--lines FILE | FILE)";

/// `asm --help`.
pub const HELP: &str = "\
usage: asm --arch <vivante|valhall|g80> [--variant V] [--mode M] (--lines FILE | FILE)

Assembles instruction text, written as the disassembler prints it. FILE may be - for
standard input.

  FILE          a program, one instruction per line. Writes the code to standard output
                as a raw little-endian binary, the form `disasm FILE` reads, and nothing
                at all when any line is rejected. Empty lines and lines starting with
                the comment character (vivante `;`, valhall and g80 `#`) are skipped;
                a line may start with labels (`loop:`), which code targets may name
                (`branch.lt ..., loop`, `BRANCHZ r0, offset:loop`, `bra loop`), and
                with the address a listing prints (`00000010:`), so `disasm --labels`
                output assembles back:
                  vivante  16 bytes per instruction (four 32-bit words, w0 first)
                  valhall  8 bytes per instruction (the 64-bit word)
                  g80      4 or 8 bytes per instruction, as envyas lays them out: a long
                           instruction starts at a multiple of 8 bytes, the short one
                           before it taking its long form when needed
  --lines FILE  one instruction per non-empty line. Prints one line per non-empty input
                line: the words in the form `disasm --lines` reads (vivante four 0x%08x
                words, w0 first; valhall eight %02x bytes, memory order; g80 one or two
                %08x words, w0 first), or `error: column N: message` when the text is
                rejected. Lines take no labels; G80 lines keep their own length
  --variant V   g80 only: g80, g84, g200, mcp77 or gt215 (default g80)
  --mode M      g80 only: vp, gp, fp or cp (default vp)
  -h, --help    this text, on standard output

Errors go to standard error as `asm: FILE:LINE:COLUMN: message` (FILE is - for standard
input; with --lines too, next to the `error:` lines), in line order, at most 20 (then
`asm: FILE: and N more errors`); an error that concerns no line reads `asm: FILE:
message`. Programs are checked line by line first: labels and layout only when every
line reads.

Exit status: 0 when every line assembled; 1 when any line was rejected (with --lines too,
where every line still prints its result) or the input could not be read; 2 for a usage
error. A closed output pipe ends the tool quietly with status 0.
";

/// Runs `asm` with `args` (without the program name); returns the exit status.
pub fn run(
    args: impl IntoIterator<Item = String>,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let mut report = Report {
        tool: "asm",
        err: stderr,
    };
    let args = match super::start(args, (HELP, SYNOPSIS), check, stdout, &mut report) {
        Ok(a) => a,
        Err(status) => return status,
    };
    let assembler = match args.arch.as_str() {
        "vivante" => Assembler::Vivante,
        "valhall" => Assembler::Valhall,
        _ => match args.g80_target() {
            Ok(t) => Assembler::G80(t),
            Err(e) => return report.usage(&e, SYNOPSIS),
        },
    };
    let file = args.file();
    let Some(input) = super::read(file, stdin, &mut report) else {
        return 1;
    };
    let text = String::from_utf8_lossy(&input);
    let mut out = io::BufWriter::new(stdout);
    let r = if args.lines.is_some() {
        lines(assembler, file, &text, &mut out, &mut report)
    } else {
        program(assembler, file, &text, &mut out, &mut report)
    };
    match r.and_then(|status| out.flush().map(|()| status)) {
        Ok(status) => status,
        Err(e) => report.output(&e),
    }
}

/// What `asm` takes beyond [`Args::check`]: none of `disasm`'s listing options.
fn check(args: &Args) -> Result<(), String> {
    args.check()?;
    for (opt, given) in [
        ("--hex", args.hex),
        ("--all", args.all),
        ("--labels", args.labels),
    ] {
        if given {
            return Err(format!("{opt} is a disasm option; asm does not take it"));
        }
    }
    Ok(())
}

/// The instruction set to assemble for.
#[derive(Clone, Copy)]
enum Assembler {
    Vivante,
    Valhall,
    G80(g80::Target),
}

impl Assembler {
    /// One line: its code (little-endian) and its `--lines` text.
    fn line(self, line: &str) -> Result<(Vec<u8>, String), AsmError> {
        Ok(match self {
            Assembler::Vivante => {
                let insn = vivante::Insn::assemble(line)?;
                let w = insn.to_words();
                let text = format!(
                    "0x{:08x} 0x{:08x} 0x{:08x} 0x{:08x}",
                    w[0], w[1], w[2], w[3]
                );
                (insn.bits().to_le_bytes().to_vec(), text)
            }
            Assembler::Valhall => {
                let b = valhall::Insn::assemble(line)?.bits().to_le_bytes();
                let text = b
                    .iter()
                    .map(|x| format!("{x:02x}"))
                    .collect::<Vec<_>>()
                    .join(" ");
                (b.to_vec(), text)
            }
            Assembler::G80(target) => {
                let insn = g80::Insn::assemble_in(line, target)?;
                let mut bytes = [0u8; 8];
                let n = insn
                    .encode_le(&mut bytes)
                    .expect("eight bytes hold any G80 instruction");
                let text = bytes[..n]
                    .chunks(4)
                    .map(|w| format!("{:08x}", u32::from_le_bytes(w.try_into().unwrap())))
                    .collect::<Vec<_>>()
                    .join(" ");
                (bytes[..n].to_vec(), text)
            }
        })
    }
}

/// `--lines`: a line of output per non-empty input line. A rejected line is reported on
/// standard error too (at most [`MAX_ERRORS`], then their count), and the status is 1.
fn lines(
    a: Assembler,
    file: &str,
    text: &str,
    out: &mut dyn Write,
    report: &mut Report<'_>,
) -> io::Result<i32> {
    let mut errors = 0;
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match a.line(line) {
            Ok((_, words)) => writeln!(out, "{words}")?,
            Err(e) => {
                writeln!(out, "error: {e}")?;
                if errors < MAX_ERRORS {
                    report.at(file, n + 1, e.column, e.message);
                }
                errors += 1;
            }
        }
    }
    report.more(file, errors.saturating_sub(MAX_ERRORS));
    Ok(i32::from(errors > 0))
}

/// A program to a binary, with labels (each instruction set's `Insn::assemble_program`):
/// the code when every line assembles, else every error (at most [`MAX_ERRORS`], then
/// their count) and status 1.
fn program(
    a: Assembler,
    file: &str,
    text: &str,
    out: &mut dyn Write,
    report: &mut Report<'_>,
) -> io::Result<i32> {
    // The bytes, or the program's errors.
    let done = match a {
        Assembler::Vivante => vivante::Insn::assemble_program(text).map(|c| c.bytes),
        Assembler::Valhall => valhall::Insn::assemble_program(text).map(|c| c.bytes),
        Assembler::G80(target) => g80::Insn::assemble_program_in(text, target).map(|c| c.bytes),
    };
    match done {
        Ok(bytes) => out.write_all(&bytes).map(|()| 0),
        Err(e) => {
            for l in e.errors().iter().take(MAX_ERRORS) {
                report.at(file, l.line, l.error.column, l.error.message);
            }
            let kept = e.errors().len().min(MAX_ERRORS);
            report.more(file, e.errors().len() - kept + e.more());
            Ok(1)
        }
    }
}
