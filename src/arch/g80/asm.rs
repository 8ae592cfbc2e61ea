//! The G80 assembler: the sub-table matcher ([`crate::subtable::asm`], envyas's rules
//! and the spellings it accepts beyond envyas) over envydis's G80 root table, and
//! envyas's alignment of long instructions in programs.
//!
//! Public here: [`assemble_program`] (feature `alloc`) and its [`ProgramError`]; one
//! instruction assembles with [`Insn::assemble_in`](super::Insn::assemble_in).
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

/// An error in a program given to [`assemble_program`]: its 1-based line and what is
/// wrong there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProgramError {
    /// 1-based line number.
    pub line: usize,
    /// The problem and its column.
    pub error: AsmError,
}

impl core::fmt::Display for ProgramError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "line {}: {}", self.line, self.error)
    }
}

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
    let at = |no: usize, col0: usize, e: AsmError| ProgramError {
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
    for (n, raw) in text.lines().enumerate() {
        let mut body = raw;
        while let Some((name, rest)) = body.trim_start().split_once(':') {
            if !is_label(name.trim_end()) {
                break;
            }
            let name = name.trim_end();
            if defs.iter().any(|(d, _)| *d == name) {
                let col = raw.len() - body.trim_start().len() + 1;
                return Err(ProgramError {
                    line: n + 1,
                    error: AsmError::new(col, AsmErrorKind::Label, "label defined twice"),
                });
            }
            defs.push((name, lines.len()));
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
    // Sizes, with envyas's alignment of long instructions.
    let mut offset = 0;
    for i in 0..lines.len() {
        let l = &lines[i];
        let (_, w) = search_or_explain(l.text, gate, ALL_GROUPS, Labels::Any)
            .map_err(|e| at(l.no, l.col0, e))?;
        let len = super::length_of(w);
        if len == 8 && offset % 8 == 4 && i > 0 {
            let p = &lines[i - 1];
            search_or_explain(p.text, gate, LONG_GROUPS, Labels::Any).map_err(|e| {
                at(
                    p.no,
                    p.col0,
                    AsmError::new(
                        e.column,
                        AsmErrorKind::Invalid,
                        "no long form to align the long instruction after this one",
                    ),
                )
            })?;
            lines[i - 1].len = 8;
            lines[i - 1].long = true;
            offset += 4;
        }
        lines[i].len = len;
        offset += len;
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
        let (_, w) = search_or_explain(l.text, gate, groups, Labels::Known(&labels))
            .map_err(|e| at(l.no, l.col0, e))?;
        if super::length_of(w) != l.len {
            // Only code targets differ from the sizing pass, and they only occur in
            // (8-byte) long control forms; keep the promise anyway.
            return Err(at(
                l.no,
                l.col0,
                AsmError::new(
                    1,
                    AsmErrorKind::Label,
                    "instruction size depends on a label",
                ),
            ));
        }
        code.extend_from_slice(&(w as u64).to_le_bytes()[..l.len]);
    }
    Ok(code)
}
