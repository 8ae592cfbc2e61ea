//! One operand's text as Mesa's `asm.py` reads it (the rules are in `asm.rs`'s module
//! doc): numbers, the FAU bookkeeping, sources with their suffixes, destinations,
//! staging groups and immediates. The operand types' `parse_raw` and the line assembler
//! both call it.

use super::names::layout::{COMBINE, HALF_SWIZZLE, LANE, LANES, NEG_ABS, NOT, SWIZZLE, WIDEN};
use super::names::{
    SrcLayout, COMBINE_NAMES, HALFSWZ8, LANE16, LANE8, LANES8, LUT, SPECIAL_PAGE0, SPECIAL_PAGE1,
    SPECIAL_PAGE3, SWIZZLES16, SWIZZLES32, SWIZZLES64, SWIZZLES8, WIDEN32,
};
use crate::bits::Field;
use crate::error::AsmError;
use crate::error::AsmErrorKind::{Expected, Invalid, OutOfRange, UnknownName};
use crate::text::Cursor;

/// An error of `kind` at `at`, a piece of the text that starts at address `base`.
pub(super) fn err(
    base: usize,
    at: &str,
    kind: crate::AsmErrorKind,
    message: &'static str,
) -> AsmError {
    let column = (at.as_ptr() as usize).saturating_sub(base) + 1;
    AsmError::new(column, kind, message)
}

/// Python's `str.strip()` for ASCII text.
pub(super) fn py_strip(s: &str) -> &str {
    s.trim_matches(|c: char| c.is_ascii_whitespace() || ('\x1c'..='\x1f').contains(&c))
}

/// Python's `int(s, 0)` (`base0`) or `int(s)`: `None` where Python raises `ValueError`.
/// Values too large for an `i128` saturate (they are out of every range).
fn py_int(s: &str, base0: bool) -> Option<i128> {
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
pub(super) struct Fau {
    pub(super) page: Option<u8>,
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

    pub(super) fn push(&mut self, byte: u8, message: bool) -> Result<(), &'static str> {
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
pub(super) fn source(
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
pub(super) fn token<'a>(cur: &mut Cursor<'a>) -> (usize, &'a str) {
    let base = cur.rest().as_ptr() as usize - cur.pos();
    (base, py_strip(cur.take_while(|c| c != b',')))
}

/// A source of layout `l` on its own, as a raw value (for `Src::parse_raw`).
pub(super) fn source_raw(cur: &mut Cursor<'_>, l: u32) -> Result<u128, AsmError> {
    let (base, op) = token(cur);
    let lay = SrcLayout::new(l);
    let whole = 0..lay.width;
    let field = Field::new(core::slice::from_ref(&whole));
    let (bits, _) = source(base, op, lay, field, &mut Fau::default())?;
    Ok(bits)
}

/// Mesa's `encode_dest`: `rN`, `rN.h0` or `rN.h1`.
pub(super) fn dest(base: usize, op: &str) -> Result<u128, AsmError> {
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
pub(super) fn staging(base: usize, op: &str, max: u8) -> Result<(u8, u8), AsmError> {
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
pub(super) fn immediate(
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
