//! The Valhall assembler: it takes exactly the texts Mesa's `asm.py` (2024) takes and
//! gives its words (`reference/valhall/encoding.md` §8, §12, §12a). Mesa's parser is
//! lenient in ways a table-driven parser is not, so its rules are spelled out here:
//!
//! * The mnemonic is the longest instruction name the first *space*-separated token
//!   starts with; the rest of the token is `.`-separated modifiers. Operands are the text
//!   after that space split at `,`, each trimmed; empty ones are dropped.
//! * A modifier is first looked up in the `Flow` enum (so `.reserved` and `.none` there
//!   are always the flow), then among the instruction's modifiers: every name of a
//!   modifier's enum counts, including the default's (`.rte`, `.none`, `.subgroup16`),
//!   and gives the **first** value with that name. A name two modifiers share is
//!   rejected (Mesa asserts), so is a modifier given twice (`.16.32` on a single width
//!   field); a modifier with no default must be given.
//! * A source suffix goes through Mesa's eleven steps in order (1-bit fields, half
//!   swizzle, the source's `Swizzles (size)` on a widen/lanes source, lane, combine,
//!   32-bit widen, 16-bit swizzle, 8-bit lane, lanes, word select), each value being the
//!   first index of its name and ORed in at Mesa's bit position — even where it is wider
//!   than the field (a 16-bit swizzle such as `.b00` written on a 2-bit swizzle field).
//!   One swizzle-like suffix per source; a second word select is an error.
//! * Numbers are read as Python's `int(s, 0)` reads them (`0x`/`0o`/`0b`, `_` between
//!   digits, a sign, surrounding blanks), the `immN` table index as `int(s)`.
//! * FAU rules: one page; at most two distinct FAU bytes; at most one 64-bit uniform or
//!   special slot and two words for arithmetic units, two slots and three words for
//!   message-passing units. Staging groups are consecutive and pair-aligned.
//!
//! One deliberate difference: `immN` with N above 255 (which Mesa ORs into the
//! neighbouring source byte) and negative N (which makes Mesa fail while packing) are
//! rejected.

use super::layout::{COMBINE, HALF_SWIZZLE, LANE, LANES, NEG_ABS, NOT, SWIZZLE, WIDEN};
use super::operands::{
    SrcLayout, COMBINE_NAMES, HALFSWZ8, LANE16, LANE8, LANES8, LUT, SPECIAL_PAGE0, SPECIAL_PAGE1,
    SPECIAL_PAGE3, SWIZZLES16, SWIZZLES32, SWIZZLES64, SWIZZLES8, WIDEN32,
};
use super::*;
use crate::bits::Field;
use crate::error::AsmError;
use crate::error::AsmErrorKind::{
    Expected, Invalid, OutOfRange, TrailingText, UnknownMnemonic, UnknownName,
};
use crate::form::{FormInfo, ModDesc};
use crate::isa::Isa;
use crate::text::Cursor;
use core::cmp::Ordering;

/// An error of `kind` at `at`, a piece of the text that starts at address `base`.
fn err(base: usize, at: &str, kind: crate::AsmErrorKind, message: &'static str) -> AsmError {
    let column = (at.as_ptr() as usize).saturating_sub(base) + 1;
    AsmError::new(column, kind, message)
}

/// Python's `str.strip()` for ASCII text.
fn py_strip(s: &str) -> &str {
    s.trim_matches(|c: char| c.is_ascii_whitespace() || ('\x1c'..='\x1f').contains(&c))
}

/// Python's `int(s, 0)` (`base0`) or `int(s)`: `None` where Python raises `ValueError`.
/// Values too large for an `i128` saturate (they are out of every range).
pub(crate) fn py_int(s: &str, base0: bool) -> Option<i128> {
    let s = py_strip(s);
    let (neg, s) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let lower = |i: usize| s.as_bytes().get(i).map(u8::to_ascii_lowercase);
    let (radix, mut digits) = match (base0 && lower(0) == Some(b'0'), lower(1)) {
        (true, Some(b'x')) => (16, &s[2..]),
        (true, Some(b'o')) => (8, &s[2..]),
        (true, Some(b'b')) => (2, &s[2..]),
        _ => (10, s),
    };
    if radix != 10 {
        // One underscore may follow the prefix.
        digits = digits.strip_prefix('_').unwrap_or(digits);
    }
    let mut v: i128 = 0;
    let mut prev_digit = false;
    let mut nonzero = false;
    for c in digits.bytes() {
        if c == b'_' {
            if !prev_digit {
                return None;
            }
            prev_digit = false;
            continue;
        }
        let d = (c as char).to_digit(radix)?;
        nonzero |= d != 0;
        v = v.saturating_mul(radix as i128).saturating_add(d as i128);
        prev_digit = true;
    }
    if !prev_digit {
        return None; // empty, or a trailing underscore
    }
    // Base 0 takes no leading zeros in a nonzero decimal number (`07`).
    if base0 && radix == 10 && nonzero && digits.starts_with('0') {
        return None;
    }
    Some(if neg { -v } else { v })
}

/// Mesa's `parse_int(s, min, max)`.
fn parse_int(base: usize, s: &str, min: i128, max: i128) -> Result<i128, AsmError> {
    match py_int(s, true) {
        None => Err(err(base, s, Expected, "Expected number")),
        Some(v) if v < min || v > max => Err(err(base, s, OutOfRange, "Range error")),
        Some(v) => Ok(v),
    }
}

/// Mesa's FAU bookkeeping for one instruction (`FAUState`).
#[derive(Default)]
struct Fau {
    page: Option<u8>,
    bytes: [u8; 3],
    nbytes: usize,
    words: [u8; 4],
    nwords: usize,
    /// Distinct 64-bit slots among `words`.
    nslots: usize,
}

/// Adds `v` to a small set; returns the set's size.
fn insert(set: &mut [u8], n: &mut usize, v: u8) -> usize {
    if !set[..*n].contains(&v) && *n < set.len() {
        set[*n] = v;
        *n += 1;
    }
    *n
}

impl Fau {
    fn set_page(&mut self, page: u8) -> Result<(), &'static str> {
        if self.page.is_some_and(|p| p != page) {
            return Err("Mismatched pages");
        }
        self.page = Some(page);
        Ok(())
    }

    fn push(&mut self, byte: u8, message: bool) -> Result<(), &'static str> {
        if byte & 0x80 == 0 {
            return Ok(());
        }
        if self.bytes[..self.nbytes].contains(&byte) {
            return Ok(()); // counted already: the sets stay as they were
        }
        if self.nbytes == 2 {
            return Err("Overflowed FAU buffer");
        }
        insert(&mut self.bytes, &mut self.nbytes, byte);
        if byte >> 5 == 0b110 {
            return Ok(()); // table immediates only count toward the buffer
        }
        // A word of a 64-bit slot no earlier word used opens a new slot.
        if !self.words[..self.nwords]
            .iter()
            .any(|&w| w >> 1 == byte >> 1)
        {
            self.nslots += 1;
        }
        let words = insert(&mut self.words, &mut self.nwords, byte);
        if self.nslots > if message { 2 } else { 1 } {
            return Err("Too many FAU slots");
        }
        if words > if message { 3 } else { 2 } {
            return Err("Too many FAU words");
        }
        Ok(())
    }
}

/// Valhall's rules (the table's `rules:`): the checks of Mesa's assembler that a word can
/// break although each operand is in range — at most two distinct FAU bytes, the 64-bit
/// FAU slots and 32-bit words an arithmetic (one slot, two words) or message-passing (two
/// slots, three words) unit may read, and pair-aligned staging groups.
#[derive(Clone, Copy, Debug)]
pub struct Rules;

/// One operand Mesa's FAU and staging rules look at (see [`Check`]).
#[derive(Clone, Copy)]
struct Op {
    /// The operand's index in the form's operand list.
    k: u8,
    /// A source: the word bit its operand byte starts at. A staging group: the word bit
    /// its base register starts at.
    at: u8,
    /// [`FAU`] for a source; for a staging group, the word bit its count starts at, plus
    /// [`MINUS1`] when the count is stored minus one.
    count: u8,
}

/// [`Op::count`] of a source.
const FAU: u8 = 0xff;
/// Flag of [`Op::count`]: the count is stored minus one.
const MINUS1: u8 = 0x80;

/// Per form, computed from the table while compiling: the operands Mesa's FAU and
/// staging rules look at, in operand order, with their bits pre-split, so that `validate`
/// neither walks the operand list nor matches on kinds. For the fast test
/// ([`Check::passes`]): `fau` has the FAU bit (bit 7 of the operand byte) of every
/// source, `message` is the form's unit's kind and `groups` are the staging groups again.
#[derive(Clone, Copy)]
struct Check {
    ops: [Op; 6],
    n: u8,
    fau: u64,
    message: bool,
    groups: [Op; 2],
    ngroups: u8,
}

impl Check {
    /// Whether `w` certainly breaks no rule: at most one FAU source, or two that share a
    /// 64-bit slot, or one of which is a table immediate (it fills no slot), or a unit
    /// that may read two slots; and staging groups that are pair-aligned and end by
    /// `r63`. A few operations, no loop over the operands; whatever this does not clear
    /// goes through Mesa's order of checks (`Rules::validate`), which names the rule.
    #[inline(always)]
    fn passes(&self, w: u64) -> bool {
        let fau = w & self.fau;
        let rest = fau & fau.wrapping_sub(1);
        let mut ok = rest == 0;
        if !ok && rest & rest.wrapping_sub(1) == 0 {
            // Two FAU sources: their bytes (each FAU bit is bit 7 of one).
            let a = (w >> (fau.trailing_zeros() - 7)) as u8;
            let b = (w >> (rest.trailing_zeros() - 7)) as u8;
            ok = self.message || a >> 1 == b >> 1 || a >> 5 == 0b110 || b >> 5 == 0b110;
        }
        let mut i = 0;
        while i < self.ngroups as usize && i < 2 {
            let g = self.groups[i];
            let base = (w >> g.at) as u32 & 0x3f;
            let count = ((w >> (g.count & !MINUS1)) as u32 & 7) + (g.count >> 7) as u32;
            ok &= (count <= 1 || base % 2 == 0) && base + count <= 64;
            i += 1;
        }
        ok
    }
}

/// The word bit that bit `bit` of `field`'s value lands on, where the `width` value bits
/// from `bit` lie in one piece (checked while compiling).
const fn word_bit(field: Field, bit: u32, width: u32) -> u8 {
    let mask = field.place(crate::bits::low_mask(width) << bit);
    let at = mask.trailing_zeros();
    assert!(
        mask >> at == crate::bits::low_mask(width),
        "a source's operand byte, or a staging group's base or count, is split"
    );
    at as u8
}

const CHECKS: [Check; Form::COUNT] = {
    let none = Op {
        k: 0,
        at: 0,
        count: 0,
    };
    let mut t = [Check {
        ops: [none; 6],
        n: 0,
        fau: 0,
        message: false,
        groups: [none; 2],
        ngroups: 0,
    }; Form::COUNT];
    let mut i = 0;
    while i < Form::COUNT {
        let ops = FORMS[i].operands;
        t[i].message = Unit::of(Form::ALL[i]).is_message();
        let mut k = 0;
        while k < ops.len() {
            if let Some(kind) = ops[k].kind {
                let f = ops[k].field;
                let op = if src_layout(kind).is_some() {
                    // The operand byte is the low part of a source's raw value.
                    let at = word_bit(f, 0, 8);
                    t[i].fau |= 1 << (at + 7);
                    Some(Op {
                        k: k as u8,
                        at,
                        count: FAU,
                    })
                } else if let Some((count_at, minus1)) = super::operands::staging_shape(kind) {
                    let count = word_bit(f, count_at, 3) | if minus1 { MINUS1 } else { 0 };
                    let op = Op {
                        k: k as u8,
                        at: word_bit(f, 0, 6),
                        count,
                    };
                    assert!(t[i].ngroups < 2, "more than two staging groups in a form");
                    t[i].groups[t[i].ngroups as usize] = op;
                    t[i].ngroups += 1;
                    Some(op)
                } else {
                    None
                };
                if let Some(op) = op {
                    t[i].ops[t[i].n as usize] = op;
                    t[i].n += 1;
                }
            }
            k += 1;
        }
        i += 1;
    }
    t
};

impl crate::code::Rules<Insn, ()> for Rules {
    /// A fast test of the whole word first (`Check::passes`: what a code buffer pays per
    /// instruction); a word it does not clear is checked in Mesa's order, which reports
    /// the first rule broken with its operand.
    #[inline]
    fn validate(insn: Insn, _target: ()) -> Result<(), crate::code::Invalid> {
        let c = &CHECKS[insn.form() as usize];
        let w = insn.bits();
        if c.passes(w) {
            return Ok(());
        }
        validate_in_order(insn, c, w)
    }
}

/// Mesa's order: operands left to right, each source's byte added to the FAU buffer in
/// turn; the first rule broken is reported with its operand.
#[cold]
#[inline(never)]
fn validate_in_order(insn: Insn, c: &Check, w: u64) -> Result<(), crate::code::Invalid> {
    let mut fau = Fau::default();
    for op in &c.ops[..c.n as usize] {
        let (r, kind) = if op.count == FAU {
            let r = fau.push((w >> op.at) as u8, c.message);
            (r, crate::code::InvalidKind::Fau)
        } else {
            let base = (w >> op.at) as u32 & 0x3f;
            let count = (w >> (op.count & !MINUS1)) as u32 & 7;
            let r = super::operands::staging_check(base, count + (op.count >> 7) as u32);
            (r, crate::code::InvalidKind::Staging)
        };
        r.map_err(|rule| crate::code::Invalid {
            operand: insn.info().operands[op.k as usize].name,
            kind,
            rule,
        })?;
    }
    Ok(())
}

/// An enum of Mesa's source suffixes: the printed names (`""` for the default, which is
/// spelled `default`), of which the first `len` exist in Mesa's enum.
struct Names {
    printed: &'static [&'static str],
    default: &'static str,
    len: usize,
}

impl Names {
    const fn of(printed: &'static [&'static str], default: &'static str) -> Names {
        Names {
            printed,
            default,
            len: printed.len(),
        }
    }

    /// The same names, of which only the first `len` exist in Mesa's enum.
    const fn first(self, len: usize) -> Names {
        Names { len, ..self }
    }

    /// The first index named `m`.
    fn find(&self, m: &str) -> Option<u128> {
        let printed = &self.printed[..self.len];
        let i = if m == self.default && !m.is_empty() {
            printed.iter().position(|n| n.is_empty())
        } else {
            printed.iter().position(|n| n.strip_prefix('.') == Some(m))
        };
        i.map(|i| i as u128)
    }
}

const HALF_SWIZZLES_8: Names = Names::of(&HALFSWZ8, "");
const SWIZZLES_8: Names = Names::of(&SWIZZLES8, "b0123");
const SWIZZLES_16: Names = Names::of(&SWIZZLES16, "h01");
const SWIZZLES_32: Names = Names::of(&SWIZZLES32, "none").first(8);
const SWIZZLES_64: Names = Names::of(&SWIZZLES64, "none");
const LANES_8: Names = Names::of(&LANES8, "");
const LANE_8: Names = Names::of(&LANE8, "");
const LANE_16: Names = Names::of(&LANE16, "");
const COMBINE_ENUM: Names = Names::of(&COMBINE_NAMES, "none").first(5);
const WIDEN_ENUM: Names = Names::of(&WIDEN32, "none");

/// Mesa's `encode_source` for the operand byte: the byte and the FAU page it names.
fn source_byte(base: usize, head: &str) -> Result<(u8, Option<u8>), AsmError> {
    let b = head.as_bytes();
    let invalid = || err(base, head, UnknownName, "Invalid operand");
    Ok(match b.first() {
        Some(b'^') => {
            if b.get(1) != Some(&b'r') {
                return Err(err(base, head, Expected, "Expected register after discard"));
            }
            (0x40 | parse_int(base, &head[2..], 0, 63)? as u8, None)
        }
        Some(b'r') => (parse_int(base, &head[1..], 0, 63)? as u8, None),
        Some(b'u') => {
            let n = parse_int(base, &head[1..], 0, 127)? as u8;
            (0x80 | (n & 0x3f), Some(n >> 6))
        }
        Some(b'i') => match head.get(3..).and_then(|s| py_int(s, false)) {
            Some(n @ 0..=255) => (0xC0 | n as u8, None),
            Some(_) => return Err(err(base, head, OutOfRange, "Invalid operand")),
            None => return Err(invalid()),
        },
        _ if head.starts_with("0x") => {
            let v =
                py_int(head, true).ok_or_else(|| err(base, head, Expected, "Expected value"))?;
            match LUT.iter().position(|&x| x as i128 == v) {
                Some(i) => (0xC0 | i as u8, None),
                None => return Err(err(base, head, OutOfRange, "Unexpected immediate value")),
            }
        }
        _ => {
            let pages = [
                (0, &SPECIAL_PAGE0),
                (1, &SPECIAL_PAGE1),
                (3, &SPECIAL_PAGE3),
            ];
            let found = pages
                .iter()
                .find_map(|&(p, t)| t.iter().position(|n| *n == head).map(|k| (p, k)));
            match found {
                Some((p, k)) => (0xE0 | (k as u8) << 1, Some(p)),
                None => return Err(invalid()),
            }
        }
    })
}

/// A source operand (`op`, trimmed, without commas) of layout `lay` whose raw value lives
/// in `field`: the word bits it sets and its operand byte (for the FAU rules).
fn source(
    base: usize,
    op: &str,
    lay: SrcLayout,
    field: Field,
    fau: &mut Fau,
) -> Result<(u128, u8), AsmError> {
    let mut parts = op.split('.');
    let head = parts.next().unwrap_or("");
    let (mut byte, page) = source_byte(base, head)?;
    if let Some(p) = page {
        fau.set_page(p).map_err(|e| err(base, op, Invalid, e))?;
    }
    // Where bit `k` of the raw value sits in the word: Mesa ORs each value in at the
    // position of its field's low bit, whatever the value's width.
    let at = |k: u32| field.place(1u128 << k).trailing_zeros();
    let size = lay.size();
    let mut bits = 0u128;
    let mut swizzled = false;
    let mut needs_word = byte >> 5 == 0b111;
    for m in parts {
        let e = |kind, msg| Err(err(base, m, kind, msg));
        let one_bit = match m {
            "neg" if lay.has(NEG_ABS) => Some(8),
            "abs" if lay.has(NEG_ABS) => Some(9),
            "not" if lay.has(NOT) => Some(lay.not),
            "lane" if lay.has(LANE) && lay.lane_w == 1 => Some(lay.lane),
            _ => None,
        };
        if let Some(k) = one_bit {
            bits |= 1 << at(k);
            continue;
        }
        let swizzles = match size {
            8 => &SWIZZLES_8,
            16 => &SWIZZLES_16,
            32 => &SWIZZLES_32,
            _ => &SWIZZLES_64,
        };
        let lane = if size == 16 { &LANE_16 } else { &LANE_8 };
        // (value, raw position) of the first step that takes `m`, after its own check.
        let hit = if let Some(v) = HALF_SWIZZLES_8.find(m).filter(|_| lay.has(HALF_SWIZZLE)) {
            (v, lay.widen)
        } else if let Some(v) = swizzles.find(m).filter(|_| lay.has(WIDEN | LANES)) {
            (v, lay.widen)
        } else if let Some(v) = lane.find(m).filter(|_| lay.has(LANE)) {
            (v, lay.lane)
        } else if let Some(v) = COMBINE_ENUM.find(m).filter(|_| lay.has(COMBINE)) {
            (v, lay.combine)
        } else if let Some(v) = WIDEN_ENUM.find(m).filter(|_| size == 32) {
            if !lay.has(SWIZZLE) {
                return e(Invalid, "Instruction doesn't take widens");
            }
            (v, lay.swz)
        } else if let Some(v) = SWIZZLES_16.find(m).filter(|_| size == 16) {
            if !lay.has(SWIZZLE) {
                return e(Invalid, "Instruction doesn't take swizzles");
            }
            (v, lay.swz)
        } else if let Some(v) = LANE_8.find(m) {
            if !lay.has(LANE) {
                return e(Invalid, "Instruction doesn't take a lane");
            }
            (v, lay.lane)
        } else if let Some(v) = LANES_8.find(m) {
            if !lay.has(LANES) {
                return e(Invalid, "Instruction doesn't take a lane");
            }
            (v, lay.widen)
        } else if m == "w0" || m == "w1" {
            if !needs_word {
                return e(Invalid, "Unexpected word select");
            }
            byte |= u8::from(m == "w1");
            needs_word = false;
            continue;
        } else {
            return e(UnknownName, "Unknown modifier");
        };
        if swizzled {
            return e(Invalid, "Multiple swizzles specified");
        }
        swizzled = true;
        bits |= hit.0 << at(hit.1);
    }
    // The identity of a 16-bit swizzle or widen is h01, not 0.
    if size == 16 && !swizzled && lay.has(SWIZZLE) {
        bits |= 2 << at(lay.swz);
    } else if size == 16 && !swizzled && lay.has(WIDEN) {
        bits |= 2 << at(lay.widen);
    }
    Ok((bits | field.place(byte as u128), byte))
}

/// The operand at the cursor (up to the next `,`, trimmed) and the address the cursor's
/// text starts at, for the operand types' own `parse_raw`.
pub(crate) fn token<'a>(cur: &mut Cursor<'a>) -> (usize, &'a str) {
    let base = cur.rest().as_ptr() as usize - cur.pos();
    (base, py_strip(cur.take_while(|c| c != b',')))
}

/// A source of layout `l` on its own, as a raw value (for [`Src::parse_raw`]).
pub(crate) fn source_raw(cur: &mut Cursor<'_>, l: u32) -> Result<u128, AsmError> {
    let (base, op) = token(cur);
    let lay = SrcLayout::new(l);
    let whole = 0..lay.width;
    let field = Field::new(core::slice::from_ref(&whole));
    let (bits, _) = source(base, op, lay, field, &mut Fau::default())?;
    Ok(bits)
}

/// Mesa's `encode_dest`: `rN`, `rN.h0` or `rN.h1`.
pub(crate) fn dest(base: usize, op: &str) -> Result<u128, AsmError> {
    if !op.starts_with('r') {
        return Err(err(base, op, Expected, "Expected register destination"));
    }
    let mut parts = op.split('.');
    let reg = parts.next().unwrap_or("");
    let mask = match (parts.next(), parts.next()) {
        (None, _) => 3,
        (Some(_), Some(_)) => return Err(err(base, op, Invalid, "Too many modifiers")),
        (Some("h0"), None) => 1,
        (Some("h1"), None) => 2,
        (Some(m), None) => return Err(err(base, m, UnknownName, "Expected a write mask")),
    };
    Ok((parse_int(base, &reg[1..], 0, 63)? as u128) | mask << 6)
}

/// Mesa's staging group `@rA:rA+1:…` (`@` alone: no register): base and count.
/// `max` is 8 for a group counted by `sr_write_count`, else 7.
pub(crate) fn staging(base: usize, op: &str, max: u8) -> Result<(u8, u8), AsmError> {
    let e = |kind, msg| Err(err(base, op, kind, msg));
    let Some(list) = op.strip_prefix('@') else {
        return e(Expected, "Expected staging register");
    };
    let regs = || list.split(':').filter(|_| !list.is_empty());
    if regs().any(|r| !r.starts_with('r')) {
        return e(Expected, "Expected registers");
    }
    let (mut first, mut count) = (0u8, 0u8);
    for r in regs() {
        let n = parse_int(base, &r[1..], 0, 63)? as u8;
        if count == 0 {
            first = n;
        }
        count = count.saturating_add(1);
    }
    if count > max {
        return e(Invalid, "Too many staging registers");
    }
    for (i, r) in regs().enumerate() {
        if py_int(&r[1..], true) != Some(first as i128 + i as i128) {
            return e(Invalid, "Expected consecutive staging registers");
        }
    }
    if count > 1 && first % 2 != 0 {
        return e(
            Invalid,
            "Consecutive staging registers must be aligned to a register pair",
        );
    }
    if count == 0 && max == 8 {
        // Mesa stores count - 1 = -1 and fails while packing the word.
        return e(Expected, "Expected staging registers");
    }
    Ok((first, count))
}

/// Mesa's immediate `name:value` (or `#value` for `constant`), in `min..=max`.
pub(crate) fn immediate(
    base: usize,
    op: &str,
    name: &str,
    min: i128,
    max: i128,
) -> Result<i128, AsmError> {
    let value = if let Some(v) = op.strip_prefix('#') {
        if name != "constant" {
            return Err(err(base, op, Expected, "Wrong syntax for immediate"));
        }
        v
    } else {
        let mut parts = op.split(':');
        let (Some(n), Some(v), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(err(base, op, Expected, "Wrong syntax for immediate"));
        };
        if n != name {
            return Err(err(base, op, UnknownName, "Wrong immediate"));
        }
        v
    };
    parse_int(base, value, min, max)
}

/// The modifiers of `mods` (the mnemonic token after the instruction name), ORed into
/// `bits` as Mesa does (each given value, or the default, at its field; a source value
/// that spilled into a modifier's bits stays).
fn modifiers(
    base: usize,
    form: &FormInfo<Kind>,
    mods: &str,
    bits: &mut u128,
) -> Result<(), AsmError> {
    let spelled = |d: &ModDesc, m: &str| {
        d.spellings
            .iter()
            .position(|s| s.and_then(|s| s.strip_prefix('.')) == Some(m))
    };
    let flow = form.mods.iter().position(|d| d.name == "flow");
    let mut given = [None; 64];
    for m in mods.split('.').filter(|m| !m.is_empty()) {
        let e = |kind, msg| Err(err(base, m, kind, msg));
        let flow_hit = flow.and_then(|f| Some((f, spelled(&form.mods[f], m)?)));
        let (k, v) = match flow_hit {
            Some((f, _)) if given[f].is_some() => {
                return e(Invalid, "Multiple flow control modifiers specified");
            }
            Some(hit) => hit,
            None => {
                let mut hits = form
                    .mods
                    .iter()
                    .enumerate()
                    .filter(|&(k, _)| Some(k) != flow)
                    .filter_map(|(k, d)| Some((k, spelled(d, m)?)));
                let Some(hit) = hits.next() else {
                    return e(UnknownName, "Invalid modifier");
                };
                if hits.next().is_some() {
                    return e(Invalid, "Ambiguous modifier");
                }
                if given[hit.0].is_some() {
                    return e(Invalid, "Modifier specified twice");
                }
                hit
            }
        };
        given[k] = Some(v as u128);
    }
    let end = &mods[mods.len()..];
    for (k, d) in form.mods.iter().enumerate() {
        // The default is the value that prints nothing (`fau_page`'s values all do: the
        // operands set the page).
        let default = d
            .names
            .iter()
            .position(|n| *n == Some(""))
            .map(|v| v as u128);
        let Some(v) = given[k].or(default) else {
            return Err(err(base, end, Invalid, "Missing required modifier"));
        };
        *bits |= d.field.place(v);
    }
    Ok(())
}

/// Assembles one line into `(form index, word)`.
pub(crate) fn assemble(line: &str, _target: ()) -> Result<(u16, u128), AsmError> {
    let base = line.as_ptr() as usize;
    let head = line.split(' ').next().unwrap_or("");
    let found = FORMS
        .iter()
        .enumerate()
        .filter(|(_, f)| head.starts_with(f.mnemonic))
        .max_by_key(|(_, f)| f.mnemonic.len());
    let e = |at, kind, msg| Err(err(base, at, kind, msg));
    let Some((index, form)) = found else {
        return e(line, UnknownMnemonic, "No known mnemonic");
    };
    let suffixes = &head[form.mnemonic.len()..];
    let mods = match suffixes.strip_prefix('.') {
        Some(m) => m,
        None if suffixes.is_empty() => suffixes,
        None => return e(suffixes, UnknownMnemonic, "Expected . after instruction"),
    };
    let tail = &line[(head.len() + 1).min(line.len())..];
    let operands = || tail.split(',').map(py_strip).filter(|o| !o.is_empty());
    // Too few: an operand is missing; too many: text after the last one.
    match operands().count().cmp(&form.operands.len()) {
        Ordering::Less => return e(tail, Expected, "Wrong number of operands"),
        Ordering::Greater => return e(tail, TrailingText, "Wrong number of operands"),
        Ordering::Equal => {}
    }

    // The modifiers' values are ORed in last, as Mesa does.
    let mod_bits = form.mods.iter().fold(0, |m, d| m | d.field.mask());
    let mut bits = form.bits | (form.defaults & !mod_bits);
    let message = Unit::of(Form::ALL[index]).is_message();
    let mut fau = Fau::default();
    for (op, desc) in operands().zip(form.operands) {
        let Some(kind) = desc.kind else { continue };
        if let Some(l) = src_layout(kind) {
            let (b, byte) = source(base, op, SrcLayout::new(l), desc.field, &mut fau)?;
            fau.push(byte, message)
                .map_err(|e| err(base, op, Invalid, e))?;
            bits |= b;
            continue;
        }
        // Destinations, staging groups and immediates: the operand alone, as Mesa sees it.
        let mut cur = Cursor::new(op);
        let at = op.as_ptr() as usize - base;
        let raw = Valhall::parse_operand(kind, &mut cur).map_err(|e| AsmError {
            column: e.column + at,
            ..e
        })?;
        if !cur.rest().is_empty() {
            return e(cur.rest(), TrailingText, "Invalid operand");
        }
        bits |= desc.field.place(raw);
    }
    modifiers(base, form, mods, &mut bits)?;
    if let Some(p) = fau.page {
        bits |= fields::FAU_PAGE.place(p as u128);
    }
    Ok((index as u16, bits))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast test clears only words that Mesa's order of checks accepts: every form,
    /// with random words and words whose sources are FAU bytes drawn from a small set (so
    /// that they often share a byte or a slot), and staging groups of every base.
    #[test]
    fn fast_test_clears_only_valid_words() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let (mut cleared, mut refused) = (0, 0);
        for (i, c) in CHECKS.iter().enumerate() {
            let form = Form::ALL[i];
            let info = &FORMS[i];
            for _ in 0..2_000 {
                let mut w = next();
                for op in &c.ops[..c.n as usize] {
                    if op.count == FAU && next() % 4 != 0 {
                        let byte = [0x80u64, 0x81, 0x82, 0x85, 0xc3, 0xc4, 0xe0, 0x3f]
                            [next() as usize % 8];
                        w = (w & !(0xff << op.at)) | byte << op.at;
                    }
                }
                let w = (w & !info.mask as u64) | info.bits as u64;
                let insn = Insn { form, bits: w };
                let exact = validate_in_order(insn, c, w);
                if c.passes(w) {
                    assert!(
                        exact.is_ok(),
                        "{}: {w:#018x} cleared but {exact:?}",
                        info.name
                    );
                    cleared += 1;
                } else {
                    refused += 1;
                }
            }
        }
        assert!(
            cleared > 100_000 && refused > 10_000,
            "{cleared} cleared, {refused} refused"
        );
    }
}
