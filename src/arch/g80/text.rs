//! envydis-exact G80 text: the tokens of a form's syntax list separated by single spaces,
//! then ` [unknown: …]` for bits nothing read, ` [incomplete]`, ` [unknown instruction]`
//! and ` [unknown operand]` (`reference/g80/disasm-format.md`).

use super::atoms::{Printer, SEEN_NAME};
use super::{Insn, Target, G80};
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
        write_insn(self.insn, self.target, false, &mut s)?;
        s.finish()
    }
}

impl fmt::Display for Insn {
    /// The text for the default target (G80, vertex program).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.display(Target::default()), f)
    }
}

/// Writes the instruction's text for `target`, starting on a fresh [`Sink`] line;
/// `incomplete` adds ` [incomplete]` (the input ended inside the instruction).
pub fn write_insn(insn: Insn, target: Target, incomplete: bool, out: &mut Sink<'_>) -> fmt::Result {
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
        out.write_str(" [unknown: ")?;
        out.write_hex(unknown as u128 & 0xffff_ffff, 8)?;
        if len == 8 {
            out.write_str(" ")?;
            out.write_hex((unknown >> 32) as u128, 8)?;
        }
        out.write_str("]")?;
    }
    if incomplete {
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

/// Writes one envydis-style dump line for the instruction at byte `offset`: `%08x:`, the
/// words (a blank column for a short instruction, `??` for missing bytes), two spaces,
/// the (empty) call/branch marks, and the text from column 32.
pub fn write_line(
    insn: Insn,
    target: Target,
    offset: usize,
    available: usize,
    out: &mut Sink<'_>,
) -> fmt::Result {
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
    out.write_str("     ")?;
    let mut text = Sink::new(out);
    write_insn(insn, target, available < insn.len(), &mut text)?;
    text.finish()
}

/// Disassembles a little-endian code buffer into envydis-style lines.
#[cfg(feature = "alloc")]
pub fn disassemble(bytes: &[u8], target: Target) -> alloc::string::String {
    let mut s = alloc::string::String::new();
    let mut out = Sink::new(&mut s);
    let mut off = 0;
    while off < bytes.len() {
        let avail = bytes.len() - off;
        let len = super::length_of(read_le(bytes, off, super::LENGTHS[0]));
        // Missing bytes of a truncated instruction read as zero, as in envydis.
        let word = read_le(bytes, off, len) as u64;
        match Insn::decode_in(word, target) {
            Ok(insn) => {
                let _ = write_line(insn, target, off, avail, &mut out);
            }
            Err(_) => break,
        }
        let _ = out.new_line();
        off += len;
    }
    let _ = out.finish();
    s
}
