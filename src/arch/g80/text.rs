//! envydis-exact G80 text: the tokens of a form's syntax list separated by single spaces,
//! then ` [unknown: …]` for bits nothing read, ` [incomplete]`, ` [unknown instruction]`
//! and ` [unknown operand]` (`reference/g80/disasm-format.md`); dump lines with envydis's
//! call/branch target marks.

use super::atoms::{code_target, Printer, SEEN_NAME};
use super::{Form, Insn, Kind, Target, G80};
use crate::bits::{low_mask, read_le};
use crate::form::Item;
use crate::isa::{Isa, Target as _};
use crate::text::Sink;
use core::fmt::{self, Write};

/// Prints an instruction for a target (see [`Insn::display`]).
#[derive(Clone, Copy, Debug)]
pub struct Display {
    pub(crate) insn: Insn,
    pub(crate) target: Target,
}

impl fmt::Display for Display {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = Sink::new(f);
        write_insn(self.insn, self.target, self.insn.len(), &mut s)?;
        s.finish()
    }
}

impl fmt::Display for Insn {
    /// The text for the default target (G80, vertex program).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.display(Target::default()), f)
    }
}

/// Writes the instruction's text for `target`, starting on a fresh [`Sink`] line.
///
/// `available` is how many of the instruction's bytes the input held ([`Insn::len`] or
/// more: all of them). When the input ended inside the instruction, the text gets
/// ` [incomplete]` and, as envydis prints it, the missing bytes show as `??` inside
/// ` [unknown: …]` (they decode as zero).
pub fn write_insn(insn: Insn, target: Target, available: usize, out: &mut Sink<'_>) -> fmt::Result {
    let info = insn.info();
    let w = insn.bits();
    let mut p = Printer::new(out, w, target.gate_bits(), false);
    p.claim = info.mask as u64;
    for item in info.syntax {
        match *item {
            Item::Mnemonic => p.token(info.mnemonic)?,
            Item::Text(t) => p.token(t)?,
            Item::Mod(i) => {
                let m = &info.mods[i as usize];
                if !m.when.allows(p.target) {
                    continue;
                }
                match m.name_of(m.field.get(w as u128)) {
                    Some(s) => {
                        p.claim |= m.field.mask() as u64;
                        if !s.is_empty() {
                            p.name(s)?;
                        }
                    }
                    None => p.oops()?,
                }
            }
            Item::Operand(i) => {
                let op = &info.operands[i as usize];
                let Some(kind) = op.kind else { continue };
                let flags = if p.past_first_name() { SEEN_NAME } else { 0 };
                let raw = op.field.get(w as u128);
                let c = G80::write_operand_in(kind, raw, w as u128 | flags, target, p.out)?;
                p.absorb(c.bits);
            }
        }
    }
    let len = insn.len();
    let unknown = w & !p.claim & low_mask(8 * len as u32) as u64;
    let out = p.out;
    if unknown != 0 {
        out.write_str(" [unknown:")?;
        for unit in (0..len).step_by(4) {
            out.write_str(" ")?;
            // Most significant byte first; bytes past the input print as `??`.
            for b in (unit..unit + 4).rev() {
                if b < available {
                    out.write_hex(u128::from((unknown >> (8 * b)) as u8), 2)?;
                } else {
                    out.write_str("??")?;
                }
            }
        }
        out.write_str("]")?;
    }
    if available < len {
        out.write_str(" [incomplete]")?;
    }
    if p.unknown_insn {
        out.write_str(" [unknown instruction]")?;
    }
    if p.unknown_operand {
        out.write_str(" [unknown operand]")?;
    }
    Ok(())
}

/// The call/branch target marks of a dump line (envydis's `C` and `B` columns).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Marks {
    /// Some `call` in the dump targets this address.
    pub call: bool,
    /// Some branch (`bra`, `breakaddr`, `joinat`, `preret`, or an unknown control
    /// instruction's target field) in the dump targets this address.
    pub branch: bool,
}

impl Marks {
    /// No marks.
    pub const NONE: Marks = Marks {
        call: false,
        branch: false,
    };
    /// A call target.
    pub const CALL: Marks = Marks {
        call: true,
        branch: false,
    };
    /// A branch target.
    pub const BRANCH: Marks = Marks {
        call: false,
        branch: true,
    };

    /// Both marks of `self` and `other`.
    #[must_use]
    pub const fn union(self, other: Marks) -> Marks {
        Marks {
            call: self.call | other.call,
            branch: self.branch | other.branch,
        }
    }

    /// The marks of byte offset `offset` of the code buffer `bytes` (disassembled from
    /// offset 0, addresses = offsets): a walk over every instruction of the buffer, as
    /// envydis's pre-pass, without allocation. Costs one decode per instruction of the
    /// buffer; [`code_targets`] gives every target in one walk.
    pub fn at(bytes: &[u8], target: Target, offset: usize) -> Marks {
        code_targets(bytes, target)
            .filter(|&(a, _)| a == offset)
            .fold(Marks::NONE, |m, (_, k)| m.union(k))
    }
}

impl Insn {
    /// The absolute byte address this instruction's code-target operand names, with the
    /// mark it gives that address: [`Marks::CALL`] for `call` (envydis `CTARG`),
    /// [`Marks::BRANCH`] for every other form with a target (`BTARG`). `None` for forms
    /// without a code target (including the indirect `bra c[…]`).
    pub fn code_target(self) -> Option<(u32, Marks)> {
        let info = self.info();
        if !info
            .operands
            .iter()
            .any(|op| op.kind == Some(Kind::CodeTarget))
        {
            return None;
        }
        let kind = if self.form() == Form::call {
            Marks::CALL
        } else {
            Marks::BRANCH
        };
        Some((code_target(self.bits()) as u32, kind))
    }
}

/// The instructions of a dump: byte offset, bytes available from there, and the
/// instruction (missing bytes of a truncated last instruction read as zero, as in envydis).
#[derive(Clone, Debug)]
struct Walk<'a> {
    bytes: &'a [u8],
    off: usize,
    target: Target,
}

impl Iterator for Walk<'_> {
    type Item = (usize, usize, Insn);

    fn next(&mut self) -> Option<Self::Item> {
        let off = self.off;
        if off >= self.bytes.len() {
            return None;
        }
        let len = super::length_of(read_le(self.bytes, off, super::LENGTHS[0]));
        let insn = Insn::decode_in(read_le(self.bytes, off, len) as u64, self.target).ok()?;
        self.off += len;
        Some((off, self.bytes.len() - off, insn))
    }
}

/// Every code target inside `bytes` (addresses = byte offsets from 0) that some instruction
/// of the buffer names, with its mark, in instruction order (an address may come more
/// than once). Targets outside the buffer are left out, as envydis does; a target inside
/// an instruction (not at its start) is kept but never marks a line. No allocation.
pub fn code_targets(bytes: &[u8], target: Target) -> impl Iterator<Item = (usize, Marks)> + '_ {
    Walk {
        bytes,
        off: 0,
        target,
    }
    .filter_map(|(_, _, insn)| insn.code_target())
    .map(|(a, m)| (a as usize, m))
    .filter(move |&(a, _)| a < bytes.len())
}

/// Writes one envydis-style dump line for the instruction at byte `offset`: `%08x:`, the
/// words (a blank column for a short instruction, `??` for missing bytes), two spaces,
/// the marks (`C` for a call target, `B` for a branch target, a space for each mark not
/// set), a space and the text from column 32. A call target is preceded by an empty line,
/// as in envydis. `available` is the number of bytes of input from `offset` on.
pub fn write_line(
    insn: Insn,
    target: Target,
    offset: usize,
    available: usize,
    marks: Marks,
    out: &mut Sink<'_>,
) -> fmt::Result {
    if marks.call {
        out.new_line()?;
    }
    out.write_hex(offset as u128, 8)?;
    out.write_str(":")?;
    let w = insn.bits();
    for unit in 0..2 {
        out.write_str(" ")?;
        if unit * 4 >= insn.len() {
            out.write_str("        ")?;
            continue;
        }
        let word = (w >> (32 * unit)) as u32;
        // Most significant byte first; bytes past the input print as `??`.
        for b in (0..4).rev() {
            if unit * 4 + b < available {
                out.write_hex(u128::from((word >> (8 * b)) as u8), 2)?;
            } else {
                out.write_str("??")?;
            }
        }
    }
    out.write_str(match (marks.call, marks.branch) {
        (false, false) => "     ",
        (true, false) => "  C  ",
        (false, true) => "   B ",
        (true, true) => "  CB ",
    })?;
    let mut text = Sink::new(out);
    write_insn(insn, target, available, &mut text)?;
    text.finish()
}

/// Disassembles a little-endian code buffer into envydis-style lines (addresses from 0),
/// with call/branch target marks from a pre-pass over the buffer.
#[cfg(feature = "alloc")]
pub fn disassemble(bytes: &[u8], target: Target) -> alloc::string::String {
    // One mark byte per 4-byte unit: instructions and targets are 4-byte aligned.
    let mut marks = alloc::vec![Marks::NONE; bytes.len().div_ceil(4)];
    for (a, m) in code_targets(bytes, target) {
        if a % 4 == 0 {
            marks[a / 4] = marks[a / 4].union(m);
        }
    }
    let mut s = alloc::string::String::new();
    let mut out = Sink::new(&mut s);
    let walk = Walk {
        bytes,
        off: 0,
        target,
    };
    for (off, avail, insn) in walk {
        let _ = write_line(insn, target, off, avail, marks[off / 4], &mut out);
        let _ = out.new_line();
    }
    let _ = out.finish();
    s
}
