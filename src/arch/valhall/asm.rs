//! The Valhall assembler: it takes exactly the texts Mesa's `asm.py` (2024) takes and
//! gives its words (`docs/text-format.md`, "What the assembler accepts"). Mesa's parser
//! is lenient in ways a table-driven parser is not, so its rules are spelled out here:
//!
//! * The mnemonic is the longest instruction name the first *space*-separated token
//!   starts with; the rest of the token is `.`-separated modifiers. Operands are the text
//!   after that space split at `,`, each trimmed; empty ones are dropped.
//! * A modifier is first looked up in the `Flow` enum (so `.reserved` and `.none` there
//!   are always the flow), then among the instruction's modifiers: every name of a
//!   modifier's enum counts, including the default's (`.rte`, `.none`, `.subgroup16`),
//!   and gives the **first** value with that name. A name two modifiers share is
//!   rejected (Mesa asserts), so is a modifier given twice (`.16.32` on a single width
//!   field: `<name> specified twice`, with Mesa's name of the modifier); a modifier with
//!   no default must be given. A staging count written as a modifier (`.sr2`, `.write4`)
//!   is given twice too: the staging operand sets it.
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
//!
//! Here: the hooks of the core's line assembler that read a line as Mesa does ([`Mesa`],
//! a [`Syntax`]) and the rules a whole word can break ([`Rules`]); `parse.rs` reads one
//! operand's text.

use super::names::SrcLayout;
use super::parse::{err, py_strip, source, token, Fau};
use super::*;
use crate::bits::Field;
use crate::error::AsmError;
use crate::error::AsmErrorKind::{Invalid, UnknownMnemonic, UnknownName};
use crate::form::FormInfo;
use crate::isa::asm::{spelled, Head, Line, ModError, Syntax};
use crate::isa::{self, Isa};
use crate::text::Cursor;

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
        let c = &CHECKS[insn.form().index()];
        let w = insn.bits();
        if c.passes(w) {
            return Ok(());
        }
        validate_in_order(insn, c, w)
    }

    /// Bit 63 clear: Mesa's disassembler asserts on it.
    #[inline]
    fn fuzz_word(word: u128, _target: (), _any_bits: bool) -> Option<u128> {
        Some(word & !(1 << 63))
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

/// Mesa's reason for a modifier given twice: `<name> specified twice`, with the
/// modifier's name in Mesa's `valhall.py` (the table's name, except for the two one-bit
/// halves of `lod_mode`).
fn given_twice(name: &str) -> &'static str {
    macro_rules! twice {
        ($($name:literal)*) => {
            match name {
                $($name => concat!($name, " specified twice"),)*
                "lod_bias_disable" | "lod_clamp_disable" => "lod_mode specified twice",
                _ => "Modifier specified twice",
            }
        };
    }
    twice!(
        "absolute" "array_enable" "atomic_operation" "atomic_operation_with_1" "clamp"
        "compare" "condition" "conservative" "dimension" "eq" "fetch_component"
        "inactive_result" "integer_coordinates" "lane_operation" "load_lane_8_bit"
        "load_lane_16_bit" "load_lane_24_bit" "load_lane_32_bit" "load_lane_48_bit"
        "load_lane_64_bit" "load_lane_96_bit" "load_lane_128_bit" "log" "lod_mode"
        "memory_access" "mux" "neg" "not_result" "preserve_null" "register_format"
        "register_type" "register_width" "result_type" "rhadd" "round_mode"
        "sample_and_update_mode" "sample_mode" "saturate" "second" "secondary_register_width"
        "shadow" "signed" "skip" "slot" "source_format" "sqrt" "stencil" "subgroup_size"
        "texel_offset" "unsigned" "update_mode" "varying_texture_register_width"
        "vector_size" "wide_indices" "write_mask" "z"
    )
}

/// Mesa's reason for a modifier `m` that writes out a staging group's count (`.sr2`,
/// `.write4`): the staging operand has set that count already, so Mesa says it is
/// specified twice. `None` when `m` is no such count of `form`.
fn staging_count_again(form: &FormInfo<Kind>, m: &str) -> Option<&'static str> {
    let (write, n) = match (m.strip_prefix("sr"), m.strip_prefix("write")) {
        (Some(n), _) => (false, n),
        (_, Some(n)) => (true, n),
        _ => return None,
    };
    let range = if write { 1..=8 } else { 0..=7 };
    let digit = match n.as_bytes() {
        [d @ b'0'..=b'9'] => d - b'0',
        _ => return None,
    };
    let counted = form.operands.iter().any(|o| {
        o.kind
            .and_then(super::operands::staging_shape)
            .is_some_and(|(_, minus1)| minus1 == write)
    });
    (range.contains(&digit) && counted).then_some(if write {
        "staging_register_write_count specified twice"
    } else {
        "staging_register_count specified twice"
    })
}

/// Assembles one line into `(form index, word)`, as Mesa's `asm.py` reads it ([`Mesa`]).
pub(crate) fn assemble(line: &str, target: ()) -> Result<(u16, u128), AsmError> {
    isa::asm::assemble_with::<Valhall, Mesa>(line, Some(b','), target)
}

/// How Mesa's `asm.py` reads a line (the module doc has the rules): the mnemonic is the
/// longest instruction name the text before the first space starts with, `.` then its
/// modifiers, in any order, read after the operands; the operands are the text after
/// that space split at `,`, each stripped as Python strips, empty ones dropped, counted
/// first; a source's text sets bits outside its field and counts against the FAU rules.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Mesa;

/// What a line's sources have used of the FAU, and whether the form's unit passes
/// messages (which allows more).
#[derive(Default)]
pub(crate) struct Sources {
    fau: Fau,
    message: Option<bool>,
}

impl Syntax<Valhall> for Mesa {
    type State = Sources;
    const LONGEST_ONLY: bool = true;
    const MODS_LAST: bool = true;
    const PIECES: bool = true;
    const UNKNOWN_MNEMONIC: &'static str = "No known mnemonic";
    const COUNT: [&'static str; 2] = ["Wrong number of operands"; 2];
    const PIECE_LEFT: &'static str = "Invalid operand";
    const MOD_SEPARATOR: Option<u8> = Some(b'.');
    const MOD_TEXTS: [&'static str; 3] = [
        "Invalid modifier",
        "Ambiguous modifier",
        "Missing required modifier",
    ];

    /// `line.split(" ")[0]`; the operands start after that space (no blank is skipped,
    /// an empty line has no mnemonic).
    fn head(line: &str) -> Result<Head, AsmError> {
        let end = line.find(' ').unwrap_or(line.len());
        Ok(Head {
            start: 0,
            end,
            rest: (end + 1).min(line.len()),
        })
    }

    fn candidate(form: &FormInfo<Kind>, token: &str) -> bool {
        token.starts_with(form.mnemonic)
    }

    /// Modifiers follow the mnemonic after a `.`.
    fn mods_text(suffix: &str) -> Result<&str, ModError> {
        match suffix.strip_prefix('.') {
            Some(m) => Ok(m),
            None if suffix.is_empty() => Ok(suffix),
            None => Err((0, UnknownMnemonic, "Expected . after instruction")),
        }
    }

    /// The fixed bits and the defaults outside the modifiers' fields (the modifiers' values
    /// are ORed in last, as Mesa does).
    fn initial_bits(form: &FormInfo<Kind>) -> u128 {
        let mod_bits = form.mods.iter().fold(0, |m, d| m | d.field.mask());
        form.bits | (form.defaults & !mod_bits)
    }

    /// A modifier is first looked up in the `flow` (so `.reserved` and `.none` there are
    /// always the flow), then among the others; a staging count written as a modifier is
    /// given twice (the staging operand sets it).
    fn lookup(form: &FormInfo<Kind>, m: &str, sep: u8) -> Result<(usize, usize), ModError> {
        let flow = form.mods.iter().position(|d| d.name == "flow");
        if let Some(hit) = flow.and_then(|f| Some((f, spelled(&form.mods[f], m, sep)?))) {
            return Ok(hit);
        }
        let mut hits = form
            .mods
            .iter()
            .enumerate()
            .filter(|&(k, _)| Some(k) != flow)
            .filter_map(|(k, d)| Some((k, spelled(d, m, sep)?)));
        match (hits.next(), hits.next()) {
            (Some(hit), None) => Ok(hit),
            (Some(_), Some(_)) => Err((0, Invalid, Self::MOD_TEXTS[1])),
            (None, _) => Err(match staging_count_again(form, m) {
                Some(why) => (0, Invalid, why),
                None => (0, UnknownName, Self::MOD_TEXTS[0]),
            }),
        }
    }

    fn twice(form: &FormInfo<Kind>, k: usize) -> &'static str {
        match form.mods[k].name {
            "flow" => "Multiple flow control modifiers specified",
            name => given_twice(name),
        }
    }

    fn trim(piece: &str) -> &str {
        py_strip(piece)
    }

    /// A source with its suffixes and FAU bookkeeping; any other operand alone, as Mesa
    /// sees it.
    fn operand(
        line: &Line<'_, Valhall>,
        k: usize,
        cur: &mut Cursor<'_>,
        st: &mut Sources,
    ) -> Result<u128, AsmError> {
        let desc = &line.info.operands[k];
        let Some(kind) = desc.kind else {
            return Ok(0);
        };
        let Some(l) = src_layout(kind) else {
            return Ok(desc.field.place(Valhall::parse_operand(kind, cur)?));
        };
        let (base, op) = token(cur);
        let (b, byte) = source(base, op, SrcLayout::new(l), desc.field, &mut st.fau)?;
        let message = *st
            .message
            .get_or_insert_with(|| Unit::of(Form::ALL[line.form as usize]).is_message());
        st.fau
            .push(byte, message)
            .map_err(|e| err(base, op, Invalid, e))?;
        Ok(b)
    }

    /// The FAU page the sources named.
    fn finish(_: &Line<'_, Valhall>, bits: u128, st: Sources) -> Result<u128, AsmError> {
        Ok(match st.fau.page {
            Some(p) => bits | fields::FAU_PAGE.place(p as u128),
            None => bits,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every modifier a text can give twice has Mesa's name in the reason.
    #[test]
    fn every_modifier_given_twice_is_named() {
        let mut unnamed: alloc::vec::Vec<&str> = FORMS
            .iter()
            .flat_map(|f| f.mods.iter().map(|d| d.name))
            .filter(|n| !matches!(*n, "flow" | "fau_page"))
            .filter(|n| given_twice(n) == "Modifier specified twice")
            .collect();
        unnamed.sort_unstable();
        unnamed.dedup();
        assert!(unnamed.is_empty(), "{unnamed:?}");
    }

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
