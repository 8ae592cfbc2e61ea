//! The G80 assembler: the sub-table matcher ([`crate::subtable::asm`], envyas's rules
//! and the spellings it accepts beyond envyas) over envydis's G80 root table, and
//! envyas's alignment of long instructions in programs.
//!
//! Public here (feature `alloc`): [`assemble_program`], its [`ProgramError`] and the
//! [`LineError`]s that make it up; one instruction assembles with
//! [`Insn::assemble_in`](super::Insn::assemble_in).
//!
//! Forms are tried in envydis's root order — short, long control, long normal (with
//! `exit`/`join`), long immediate — so that, as with envyas, the short encoding is
//! chosen whenever one exists. A leading `long` keyword restricts the search to long
//! control and long normal forms.
//!
//! Bits the text does not mention are zero, except the predicate: a long normal or
//! predicated control instruction written without one gets the "always" condition
//! (`w1[11:7]` = 0xf), the first predicate row that prints nothing. In program text
//! (`assemble_program`), lines starting with `#` are comments.

use super::{atoms_of, fields, Kind, Target, FORMS};
#[cfg(feature = "alloc")]
use crate::error::AsmError;
use crate::form::FormInfo;
use crate::isa::DecodeTarget as _;
#[cfg(feature = "alloc")]
use crate::subtable::asm::is_label;
use crate::subtable::asm::{explained, search, Found, Labels, Roots};

/// Where a form stands in envydis's root table (the order envyas tries them in): 0 short,
/// 1 long control, 2 long normal, 3 long immediate.
fn group(f: &FormInfo<Kind>) -> u8 {
    let form = fields::FORM.get(f.bits) as u8;
    let flow_fixed = fields::FLOW.mask() & f.mask == fields::FLOW.mask();
    match form {
        0 | 2 => 0,
        3 => 1,
        _ if flow_fixed && fields::FLOW.get(f.bits) == 3 => 3,
        _ => 2,
    }
}

/// Every group.
const ALL_GROUPS: u8 = 0b1111;
/// Short forms only.
const SHORT_GROUP: u8 = 0b0001;
/// Every long group: a short instruction promoted for alignment takes its next match.
const LONG_GROUPS: u8 = 0b1110;

/// The forms in envydis's root order; `long` selects its `long` root rows.
static ROOTS: Roots<Kind> = Roots {
    forms: &FORMS,
    atoms_of,
    group,
    keyword: ("long", 0b0110),
};

/// [`search`] in envydis's root order, explained ([`explained`]).
fn search_or_explain(line: &str, gate: u32, groups: u8, labels: Labels<'_>) -> Found {
    explained(line, gate, |gate| {
        search(&ROOTS, line, gate, groups, labels)
    })
}

/// Assembles one line for `target`: the form index and the word (see the module docs).
pub(crate) fn assemble(line: &str, target: Target) -> Found {
    search_or_explain(line, target.gate_bits(), ALL_GROUPS, Labels::No)
}

/// The short (4-byte) word envyas would assemble `line` to for a target with `gate`
/// bits, if a short form reads it.
pub(crate) fn assemble_short(line: &str, gate: u32) -> Option<u64> {
    search(&ROOTS, line, gate, SHORT_GROUP, Labels::No)
        .ok()
        .map(|(_, w)| w as u64)
}

/// The long (8-byte) word envyas would promote `line` to when alignment asks for it (its
/// first match among the long forms), for a target with `gate` bits.
pub(crate) fn assemble_long(line: &str, gate: u32) -> Option<u64> {
    search(&ROOTS, line, gate, LONG_GROUPS, Labels::No)
        .ok()
        .map(|(_, w)| w as u64)
}

/// One error in a program given to [`assemble_program`]: its 1-based line and what is
/// wrong there.
#[cfg(feature = "alloc")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineError {
    /// 1-based line number.
    pub line: usize,
    /// The problem and its 1-based column in that line.
    pub error: AsmError,
}

#[cfg(feature = "alloc")]
impl core::fmt::Display for LineError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "line {}: {}", self.line, self.error)
    }
}

#[cfg(feature = "alloc")]
impl core::error::Error for LineError {}

/// Why [`assemble_program`] rejected a program: every error it found, in line order, up to
/// [`ProgramError::MAX_ERRORS`] (and how many more there were).
///
/// Lines are checked first; labels and the alignment of long instructions only when
/// every line reads, so a program's first error is its first line that does not read.
/// `Display` prints one error per line (`line 2: column 16: …`), then `and N more
/// errors` when some were left out.
#[cfg(feature = "alloc")]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgramError {
    errors: alloc::vec::Vec<LineError>,
    more: usize,
}

#[cfg(feature = "alloc")]
impl ProgramError {
    /// How many errors a `ProgramError` keeps; the others are only counted
    /// ([`more`](Self::more)).
    pub const MAX_ERRORS: usize = 20;

    /// The errors `errors` (at least one), in line order: the first
    /// [`MAX_ERRORS`](Self::MAX_ERRORS) are kept.
    fn new(mut errors: alloc::vec::Vec<LineError>) -> Self {
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

    /// The errors kept, in line order (one to [`MAX_ERRORS`](Self::MAX_ERRORS)).
    pub fn errors(&self) -> &[LineError] {
        &self.errors
    }

    /// How many errors were found beyond those kept.
    pub fn more(&self) -> usize {
        self.more
    }
}

#[cfg(feature = "alloc")]
impl core::fmt::Display for ProgramError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for (i, e) in self.errors.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{e}")?;
        }
        match self.more {
            0 => Ok(()),
            1 => f.write_str("\nand 1 more error"),
            n => write!(f, "\nand {n} more errors"),
        }
    }
}

#[cfg(feature = "alloc")]
impl core::error::Error for ProgramError {}

/// Assembles a program into little-endian code for `target` (feature `alloc`: it returns
/// a `Vec`).
///
/// One instruction per line; empty lines and lines starting with `#` are skipped. A line
/// may start with label definitions (`loop:`, `done: exit nop`), and code targets
/// (`bra`, `call`, `joinat`, `breakaddr`, `preret`) may name a label instead of giving a
/// byte address; labels are the byte addresses of what follows them (code starts at 0).
///
/// Long instructions must start at 8-byte-aligned addresses. As envyas does, a long
/// instruction that would land at 4 mod 8 makes the short instruction before it take its
/// long encoding instead (label addresses account for it; numeric code addresses are
/// taken as written).
///
/// ```
/// use isadef::g80::{Insn, Target, asm::assemble_program, target::{Mode, Variant}};
/// let t = Target { variant: Variant::G80, mode: Mode::Cp };
/// let code = assemble_program("mov b32 $r0 $r4\nadd b32 $r1 $r0 0x10\nbra end\nend: exit nop\n", t)
///     .unwrap();
/// // The short mov became long so that the (long immediate) add sits at 8.
/// assert_eq!(code.len(), 32);
/// assert_eq!(&code[..8], &[0x01, 0x08, 0x00, 0x10, 0x80, 0xc7, 0x03, 0x04]);
/// let bra = Insn::decode_le_in(&code, 16, t).unwrap();
/// assert_eq!(bra.display(t).to_string(), "bra 0x18");
/// ```
///
/// # Errors
///
/// Every line that does not read, in line order; when every line reads, every label
/// defined twice or not defined, and every short instruction that has no long form to
/// align the long one after it (see [`ProgramError`]).
///
/// ```
/// use isadef::g80::{Target, asm::assemble_program};
/// let err = assemble_program("nop\nmov b32 $r0\nbra nowhere\nfrob\n", Target::default())
///     .unwrap_err();
/// // The label is not looked at: lines 2 and 4 do not read.
/// let lines: Vec<usize> = err.errors().iter().map(|e| e.line).collect();
/// assert_eq!(lines, [2, 4]);
/// assert_eq!(err.first().error.message, "the instruction is incomplete");
/// ```
#[cfg(feature = "alloc")]
pub fn assemble_program(text: &str, target: Target) -> Result<alloc::vec::Vec<u8>, ProgramError> {
    use crate::error::AsmErrorKind;
    use alloc::vec::Vec;

    /// One instruction line: number, text, where the text starts, size, promoted.
    struct Line<'t> {
        no: usize,
        text: &'t str,
        col0: usize,
        len: usize,
        long: bool,
    }
    let at = |no: usize, col0: usize, e: AsmError| LineError {
        line: no,
        error: AsmError {
            column: e.column + col0,
            ..e
        },
    };
    let gate = target.gate_bits();
    let mut lines: Vec<Line<'_>> = Vec::new();
    // (name, index of the instruction it labels)
    let mut defs: Vec<(&str, usize)> = Vec::new();
    // Labels defined twice, reported only when every line reads.
    let mut label_errors: Vec<LineError> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let mut body = raw;
        while let Some((name, rest)) = body.trim_start().split_once(':') {
            if !is_label(name.trim_end()) {
                break;
            }
            let name = name.trim_end();
            if defs.iter().any(|(d, _)| *d == name) {
                let col = raw.len() - body.trim_start().len() + 1;
                label_errors.push(LineError {
                    line: n + 1,
                    error: AsmError::new(col, AsmErrorKind::Label, "label defined twice"),
                });
            } else {
                defs.push((name, lines.len()));
            }
            body = rest;
        }
        let t = body.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        lines.push(Line {
            no: n + 1,
            text: body,
            col0: raw.len() - body.len(),
            len: 0,
            long: false,
        });
    }
    // Every line on its own (any label may stand for a code address).
    let mut errors = Vec::new();
    for l in &mut lines {
        match search_or_explain(l.text, gate, ALL_GROUPS, Labels::Any) {
            Ok((_, w)) => l.len = super::length_of(w),
            Err(e) => errors.push(at(l.no, l.col0, e)),
        }
    }
    if !errors.is_empty() {
        return Err(ProgramError::new(errors));
    }
    errors = label_errors;
    // Sizes, with envyas's alignment of long instructions.
    let mut offset = 0;
    for i in 0..lines.len() {
        if lines[i].len == 8 && offset % 8 == 4 && i > 0 {
            let p = &lines[i - 1];
            if let Err(e) = search_or_explain(p.text, gate, LONG_GROUPS, Labels::Any) {
                errors.push(at(
                    p.no,
                    p.col0,
                    AsmError::new(
                        e.column,
                        AsmErrorKind::Invalid,
                        "no long form to align the long instruction after this one",
                    ),
                ));
            }
            lines[i - 1].len = 8;
            lines[i - 1].long = true;
            offset += 4;
        }
        offset += lines[i].len;
    }
    let mut addr = Vec::with_capacity(lines.len() + 1);
    let mut a = 0u64;
    for l in &lines {
        addr.push(a);
        a += l.len as u64;
    }
    addr.push(a);
    let labels: Vec<(&str, u64)> = defs.iter().map(|&(d, i)| (d, addr[i])).collect();
    let mut code = Vec::with_capacity(a as usize);
    for l in &lines {
        let groups = if l.long { LONG_GROUPS } else { ALL_GROUPS };
        let w = match search_or_explain(l.text, gate, groups, Labels::Known(&labels)) {
            Ok((_, w)) => w,
            Err(e) => {
                errors.push(at(l.no, l.col0, e));
                continue;
            }
        };
        if super::length_of(w) != l.len {
            // Only code targets differ from the sizing pass, and they only occur in
            // (8-byte) long control forms; keep the promise anyway.
            errors.push(at(
                l.no,
                l.col0,
                AsmError::new(
                    1,
                    AsmErrorKind::Label,
                    "instruction size depends on a label",
                ),
            ));
            continue;
        }
        code.extend_from_slice(&(w as u64).to_le_bytes()[..l.len]);
    }
    if !errors.is_empty() {
        return Err(ProgramError::new(errors));
    }
    Ok(code)
}
