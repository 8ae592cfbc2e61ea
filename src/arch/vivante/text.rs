//! Vivante line layout, as Mesa's isaspec disassembler prints it: mnemonic and modifiers,
//! one space, padding to column 18, operands separated by `", "`, and a TAB +
//! `; dontcare bits in <name>: <hex>` message when don't-care bits are set.

use super::{Insn, Vivante};
use crate::isa::{write_mnemonic, write_operands};
use crate::text::Sink;
use core::fmt::{self, Write};

impl Insn {
    /// Writes the Mesa text of the instruction into `out`.
    pub fn write_text(self, out: &mut Sink<'_>) -> fmt::Result {
        let info = self.info();
        let word = self.bits();
        write_mnemonic(info, word, out)?;
        out.write_str(" ")?;
        out.pad_to(18)?;
        write_operands::<Vivante>(info, word, ", ", out)?;
        let dc = word & info.dontcare;
        if dc != 0 {
            out.write_str("\t; dontcare bits in ")?;
            out.write_str(info.mnemonic)?;
            out.write_str(": ")?;
            out.write_hex(dc, 32)?;
        }
        Ok(())
    }
}

impl fmt::Display for Insn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sink = Sink::new(f);
        self.write_text(&mut sink)?;
        sink.finish()
    }
}

/// Writes the text Mesa prints for any 128-bit word: the instruction, or
/// `no match: <w3 w2 w1 w0 in hex>` when no form matches.
pub fn write_line(word: u128, out: &mut dyn Write) -> fmt::Result {
    let mut sink = Sink::new(out);
    match Insn::decode(word) {
        Ok(insn) => insn.write_text(&mut sink)?,
        Err(_) => {
            sink.write_str("no match: ")?;
            sink.write_hex(word, 32)?;
        }
    }
    sink.finish()
}

/// Disassembles a little-endian buffer of whole instructions, one line per instruction
/// (a trailing partial instruction is reported as truncated).
#[cfg(feature = "alloc")]
pub fn disassemble(bytes: &[u8]) -> alloc::string::String {
    let mut s = alloc::string::String::new();
    let mut off = 0;
    while off < bytes.len() {
        match Insn::decode_le(bytes, off) {
            Ok(insn) => {
                let mut sink = Sink::new(&mut s);
                let _ = insn.write_text(&mut sink);
                let _ = sink.finish();
            }
            Err(e) if matches!(e.kind, crate::error::DecodeErrorKind::Truncated { .. }) => {
                let _ = write!(s, "; {}", e);
                s.push('\n');
                break;
            }
            Err(_) => {
                let mut w = 0u128;
                for (i, b) in bytes[off..off + 16].iter().enumerate() {
                    w |= (*b as u128) << (8 * i);
                }
                let _ = write_line(w, &mut s);
            }
        }
        s.push('\n');
        off += 16;
    }
    s
}
