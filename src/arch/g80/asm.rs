//! The G80 assembler: the sub-table matcher ([`crate::subtable::asm`], envyas's rules
//! and the spellings it accepts beyond envyas) over envydis's G80 root table, and
//! envyas's alignment of long instructions in programs.
//!
//! Forms are tried in envydis's root order — short, long control, long normal (with
//! `exit`/`join`), long immediate — so that, as with envyas, the short encoding is
//! chosen whenever one exists. A leading `long` keyword restricts the search to long
//! control and long normal forms.
//!
//! Bits the text does not mention are zero, except the predicate: a long normal or
//! predicated control instruction written without one gets the "always" condition
//! (`w1[11:7]` = 0xf), the first predicate row that prints nothing. In program text
//! (`Insn::assemble_program_in`), lines starting with `#` are comments.

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
