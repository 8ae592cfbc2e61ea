//! The program assembler every table gets: lines of text with labels, laid out by a
//! [`CodeBuffer`] (so branch targets and the instruction set's layout rules are the
//! buffer's).

use super::{CodeBuffer, CodeError, Finished, Label, Unreachable};
use crate::error::{AsmError, AsmErrorKind};
use crate::isa::Isa;
use alloc::borrow::Cow;
use alloc::vec::Vec;

/// One error in a program given to an assembler of programs: its 1-based line and what
/// is wrong there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineError {
    /// 1-based line number.
    pub line: usize,
    /// The problem and its 1-based column in that line.
    pub error: AsmError,
}

impl core::fmt::Display for LineError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "line {}: {}", self.line, self.error)
    }
}

impl core::error::Error for LineError {}

/// Why a program was rejected: every error found, in line order, up to
/// [`ProgramError::MAX_ERRORS`] (and how many more there were).
///
/// Lines are checked first; labels and the layout only when every line reads, so a
/// program's first error is its first line that does not read. `Display` prints one
/// error per line (`line 2: column 16: …`), then `and N more errors` when some were
/// left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgramError {
    errors: Vec<LineError>,
    more: usize,
}

impl ProgramError {
    /// How many errors a `ProgramError` keeps; the others are only counted
    /// ([`more`](Self::more)).
    pub const MAX_ERRORS: usize = 20;

    /// The errors `errors` (at least one), in line order: the first
    /// [`MAX_ERRORS`](Self::MAX_ERRORS) are kept.
    pub(crate) fn new(mut errors: Vec<LineError>) -> Self {
        debug_assert!(!errors.is_empty());
        errors.sort_by_key(|e| e.line);
        let more = errors.len().saturating_sub(Self::MAX_ERRORS);
        errors.truncate(Self::MAX_ERRORS);
        ProgramError { errors, more }
    }

    /// The first error (the one with the lowest line number).
    pub fn first(&self) -> &LineError {
        &self.errors[0]
    }

    /// The errors kept, in line order.
    pub fn errors(&self) -> &[LineError] {
        &self.errors
    }

    /// How many errors there were beyond those kept.
    pub fn more(&self) -> usize {
        self.more
    }
}

impl core::fmt::Display for ProgramError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for (i, e) in self.errors.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{e}")?;
        }
        if self.more > 0 {
            write!(f, "\nand {} more errors", self.more)?;
        }
        Ok(())
    }
}

impl core::error::Error for ProgramError {}

/// Whether `t` can name a label in assembler text: a letter, `_` or `.` first, then
/// letters, digits, `_` and `.`.
fn is_label(t: &str) -> bool {
    let mut b = t.bytes();
    b.next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_' || c == b'.')
        && b.all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.')
}

/// Whether `c` may stand next to a label in an instruction's text.
fn separates(c: Option<u8>) -> bool {
    c.is_none_or(|c| matches!(c, b' ' | b'\t' | b',' | b':' | b'(' | b')'))
}

/// The words of `text` that can name a label, with their byte ranges.
fn label_words(text: &str) -> impl Iterator<Item = (usize, &str)> + '_ {
    let b = text.as_bytes();
    let mut i = 0;
    core::iter::from_fn(move || {
        while i < b.len() {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
            if i == start {
                i += 1;
                continue;
            }
            let before = start.checked_sub(1).map(|k| b[k]);
            let word = &text[start..i];
            if separates(before) && separates(b.get(i).copied()) && is_label(word) {
                return Some((start, word));
            }
        }
        None
    })
}

/// `text` with the word at `at..at + len` written as `0` (padded with spaces so that the
/// columns after it stay where they were).
fn with_zero(text: &str, at: usize, len: usize) -> alloc::string::String {
    let mut s = alloc::string::String::with_capacity(text.len());
    s.push_str(&text[..at]);
    s.push('0');
    s.extend(core::iter::repeat_n(' ', len - 1));
    s.push_str(&text[at + len..]);
    s
}

/// One instruction line: its number, text and where the text starts, the label it
/// branches to (index into the definitions), and its instruction.
struct Line<'t, T> {
    no: usize,
    text: &'t str,
    col0: usize,
    to: Option<usize>,
    insn: Option<T>,
}

/// Assembles a program for `target` into a [`Finished`] program (its bytes, its labels'
/// offsets and its branches).
///
/// One instruction per line, as the instruction set's `Insn::assemble_in` reads it;
/// empty lines and lines whose first character is the table's comment character are
/// skipped. A line may start with label definitions (`loop:`, `done: exit`), and a code
/// target may name a label instead of a number (`branch.lt …, loop`): the instruction is
/// laid out by a [`CodeBuffer`], which points it at the label and applies the
/// instruction set's layout rules (G80's alignment of long instructions). An address
/// of eight hex digits and a colon before an instruction (`00000010: add …`, as labelled
/// listings print it) is skipped, so a listing from
/// [`Finished::write_listing`] assembles back to its bytes.
///
/// # Errors
///
/// Every line that does not read, in line order; when every line reads, every label
/// defined twice or never defined, and every branch or layout the buffer refuses (see
/// [`ProgramError`]).
pub fn assemble_program<I: Isa>(
    text: &str,
    target: I::Target,
) -> Result<Finished<I>, ProgramError> {
    let mut defs: Vec<(&str, usize)> = Vec::new();
    let mut label_errors = Vec::new();
    let mut lines: Vec<Line<'_, I::Insn>> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let mut body = raw;
        loop {
            let t = body.trim_start();
            let Some((name, rest)) = t.split_once(':') else {
                break;
            };
            let name = name.trim_end();
            let address = name.len() == 8 && name.bytes().all(|c| c.is_ascii_hexdigit());
            if address && rest.starts_with([' ', '\t']) {
                body = rest;
                continue;
            }
            if !is_label(name) || !rest.is_empty() && !rest.starts_with([' ', '\t']) {
                break;
            }
            if defs.iter().any(|(d, _)| *d == name) {
                label_errors.push(LineError {
                    line: n + 1,
                    error: AsmError::new(
                        raw.len() - t.len() + 1,
                        AsmErrorKind::Label,
                        "label defined twice",
                    ),
                });
            } else {
                defs.push((name, lines.len()));
            }
            body = rest;
        }
        let body = body.trim_start();
        if body.trim_end().is_empty() || body.as_bytes()[0] == I::COMMENT {
            continue;
        }
        lines.push(Line {
            no: n + 1,
            text: body,
            col0: raw.len() - body.len(),
            to: None,
            insn: None,
        });
    }
    let at = |l: &Line<'_, I::Insn>, e: AsmError| LineError {
        line: l.no,
        error: AsmError {
            column: e.column + l.col0,
            ..e
        },
    };
    // Every line on its own, a label it names read as `0`.
    let mut errors = Vec::new();
    for l in &mut lines {
        let named = label_words(l.text).find_map(|(k, w)| {
            let d = defs.iter().position(|(d, _)| *d == w)?;
            Some((k, w.len(), d))
        });
        let (text, to) = match named {
            Some((k, len, d)) => (Cow::Owned(with_zero(l.text, k, len)), Some(d)),
            None => (Cow::Borrowed(l.text), None),
        };
        match I::assemble_text(&text, target) {
            Ok(insn) => {
                l.insn = Some(insn);
                l.to = to;
            }
            Err(e) => {
                // A word at the error that reads as a label nobody defined: if the line
                // reads with it as `0`, the label is what is wrong.
                let undefined = label_words(&text).find(|&(k, w)| {
                    k + 1 == e.column || k + w.len() + 1 == e.column && w.len() > 1
                });
                let retry = undefined.and_then(|(k, w)| {
                    I::assemble_text(&with_zero(&text, k, w.len()), target)
                        .ok()
                        .map(|_| k)
                });
                match retry {
                    Some(k) => label_errors.push(at(
                        l,
                        AsmError::new(k + 1, AsmErrorKind::Label, "undefined label"),
                    )),
                    None => errors.push(at(l, e)),
                }
            }
        }
    }
    if !errors.is_empty() {
        return Err(ProgramError::new(errors));
    }
    if !label_errors.is_empty() {
        return Err(ProgramError::new(label_errors));
    }
    lay_out::<I>(&lines, &defs, target, at)
}

/// Emits the assembled lines through a code buffer.
fn lay_out<I: Isa>(
    lines: &[Line<'_, I::Insn>],
    defs: &[(&str, usize)],
    target: I::Target,
    at: impl Fn(&Line<'_, I::Insn>, AsmError) -> LineError,
) -> Result<Finished<I>, ProgramError> {
    let mut code = CodeBuffer::<I>::new(target);
    let labels: Vec<Label> = defs.iter().map(|_| code.new_label()).collect();
    // The byte offset each line starts at, for errors the buffer reports by offset.
    let mut starts: Vec<usize> = Vec::with_capacity(lines.len());
    let mut errors = Vec::new();
    let mut next_def = 0;
    let line_at =
        |starts: &[usize], offset: usize| starts.iter().rposition(|&s| s <= offset).unwrap_or(0);
    let refused = |e: CodeError| -> AsmError {
        let message = match e {
            CodeError::OutOfRange {
                why: Unreachable::Misaligned,
                ..
            } => "the label is not a multiple of the branch's unit away",
            CodeError::OutOfRange { .. } => "the label is out of the branch's range",
            CodeError::Align { .. } => {
                "no long encoding to align the long instruction after this one"
            }
            CodeError::Invalid { invalid, .. } => invalid.rule,
            CodeError::NotABranch { .. } => "this instruction has no code target for a label",
            _ => "the program cannot be laid out",
        };
        AsmError::new(1, AsmErrorKind::Invalid, message)
    };
    for (i, l) in lines.iter().enumerate() {
        while next_def < defs.len() && defs[next_def].1 == i {
            // Labels are defined once each (checked above).
            let _ = code.bind(labels[next_def]);
            next_def += 1;
        }
        starts.push(code.offset());
        let insn = l.insn.expect("every line assembled");
        let done = match l.to {
            Some(d) => code.branch(insn, labels[d]),
            None => code.emit(insn),
        };
        if let Err(e) = done {
            let k = match e {
                CodeError::Align { at } => line_at(&starts, at),
                _ => i,
            };
            errors.push(at(&lines[k], refused(e)));
        }
    }
    while next_def < defs.len() {
        let _ = code.bind(labels[next_def]);
        next_def += 1;
    }
    if !errors.is_empty() {
        return Err(ProgramError::new(errors));
    }
    code.finish().map_err(|e| {
        let k = match e {
            CodeError::OutOfRange { at, .. } | CodeError::Align { at } => line_at(&starts, at),
            _ => 0,
        };
        let error = refused(e);
        ProgramError::new(alloc::vec![match lines.get(k) {
            Some(l) => at(l, error),
            None => LineError { line: 1, error },
        }])
    })
}
