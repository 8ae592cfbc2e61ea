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
use crate::form::FormInfo;
use crate::isa::DecodeTarget as _;
use crate::subtable::asm::{explained, search, Found, Roots};

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
fn search_or_explain(line: &str, gate: u32, groups: u8) -> Found {
    explained(line, gate, |gate| search(&ROOTS, line, gate, groups))
}

/// Assembles one line for `target`: the form index and the word (see the module docs).
pub(crate) fn assemble(line: &str, target: Target) -> Found {
    search_or_explain(line, target.gate_bits(), ALL_GROUPS)
}

/// The short (4-byte) word envyas would assemble `line` to for a target with `gate`
/// bits, if a short form reads it.
pub(crate) fn assemble_short(line: &str, gate: u32) -> Option<u64> {
    search(&ROOTS, line, gate, SHORT_GROUP)
        .ok()
        .map(|(_, w)| w as u64)
}

/// The long (8-byte) word envyas would promote `line` to when alignment asks for it (its
/// first match among the long forms), for a target with `gate` bits.
pub(crate) fn assemble_long(line: &str, gate: u32) -> Option<u64> {
    search(&ROOTS, line, gate, LONG_GROUPS)
        .ok()
        .map(|(_, w)| w as u64)
}

#[cfg(feature = "alloc")]
pub use crate::code::{LineError, ProgramError};

/// Assembles a program into little-endian code for `target` (feature `alloc`: it returns
/// a `Vec`): the bytes of [`Insn::assemble_program_in`](super::Insn::assemble_program_in),
/// the program assembler every table gets.
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
    crate::code::assemble_program::<super::G80>(text, target).map(|done| done.bytes)
}
