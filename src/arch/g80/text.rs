//! envydis-exact G80 text: the tokens of a form's syntax list separated by single spaces,
//! then ` [unknown: …]` for bits nothing read, ` [incomplete]`, ` [unknown instruction]`
//! and ` [unknown operand]` (`reference/g80/disasm-format.md`).

use super::atoms::{PRINTED_NAME, SEEN_NAME, UNKNOWN_INSN, UNKNOWN_OPERAND};
use super::{Insn, Target, G80};
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

#[inline]
fn space(out: &mut Sink<'_>) -> fmt::Result {
    match out.last_byte() {
        0 | b'(' => Ok(()),
        _ => out.write_str(" "),
    }
}

/// Printing state of one instruction.
struct State {
    claim: u64,
    seen_name: bool,
    depth: u32,
    unknown_insn: bool,
    unknown_operand: bool,
}

impl State {
    /// A name token, a parenthesis or the error token `???`.
    fn token(&mut self, t: &str, out: &mut Sink<'_>) -> fmt::Result {
        match t {
            "(" => {
                space(out)?;
                self.depth += 1;
                out.write_str("(")
            }
            ")" => {
                self.depth = self.depth.saturating_sub(1);
                out.write_str(")")
            }
            _ => {
                if t == "???" {
                    if self.seen_name || self.depth > 0 {
                        self.unknown_operand = true;
                    } else {
                        self.unknown_insn = true;
                    }
                }
                if self.depth == 0 {
                    self.seen_name = true;
                }
                space(out)?;
                out.write_str(t)
            }
        }
    }
}

/// Writes the instruction's text for `target`, starting on a fresh [`Sink`] line;
/// `incomplete` adds ` [incomplete]` (the input ended inside the instruction).
pub fn write_insn(insn: Insn, target: Target, incomplete: bool, out: &mut Sink<'_>) -> fmt::Result {
    let info = insn.info();
    let w = insn.bits();
    let tbits = target.gate_bits();
    let mut st = State {
        claim: info.mask as u64,
        seen_name: false,
        depth: 0,
        unknown_insn: false,
        unknown_operand: false,
    };
    for item in info.syntax {
        match *item {
            Item::Mnemonic => st.token(info.mnemonic, out)?,
            Item::Text(t) => st.token(t, out)?,
            Item::Mod(i) => {
                let m = &info.mods[i as usize];
                if !m.when.allows(tbits) {
                    continue;
                }
                let v = m.field.get(w as u128);
                match m.name_of(v) {
                    Some(s) => {
                        st.claim |= m.field.mask() as u64;
                        if !s.is_empty() {
                            st.token(s, out)?;
                        }
                    }
                    None => st.token("???", out)?,
                }
            }
            Item::Operand(i) => {
                let op = &info.operands[i as usize];
                let Some(kind) = op.kind else { continue };
                let flags = if st.seen_name || st.depth > 0 {
                    SEEN_NAME
                } else {
                    0
                };
                let c = G80::write_operand_in(
                    kind,
                    op.field.get(w as u128),
                    w as u128 | flags,
                    target,
                    out,
                )?;
                st.claim |= c.bits as u64;
                st.unknown_insn |= c.bits & UNKNOWN_INSN != 0;
                st.unknown_operand |= c.bits & UNKNOWN_OPERAND != 0;
                if st.depth == 0 && c.bits & PRINTED_NAME != 0 {
                    st.seen_name = true;
                }
            }
        }
    }
    let State {
        claim,
        unknown_insn,
        unknown_operand,
        ..
    } = st;
    let len = insn.len();
    let unknown = w & !claim & if len == 4 { 0xffff_ffff } else { u64::MAX };
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
    if unknown_insn {
        out.write_str(" [unknown instruction]")?;
    }
    if unknown_operand {
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
        let mut buf = [0u8; 8];
        let n = avail.min(8);
        buf[..n].copy_from_slice(&bytes[off..off + n]);
        let first = u32::from_le_bytes([buf[0], buf[1], buf[2], buf[3]]);
        let len = if first & 1 == 0 { 4 } else { 8 };
        if len == 4 {
            buf[4..].fill(0);
        }
        let word = u64::from_le_bytes(buf);
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
