//! Valhall line layout, as Mesa's disassembler prints it: mnemonic, modifiers in document
//! order, flow, one space (always, so operand-less instructions end in a blank), then the
//! operands separated by `", "`.

use super::{Insn, Valhall};
use crate::isa::{write_mnemonic, write_operands};
use crate::text::Sink;
use core::fmt::{self, Write};

impl Insn {
    /// Writes the Mesa text of the instruction into `out`.
    pub fn write_text(self, out: &mut Sink<'_>) -> fmt::Result {
        let info = self.info();
        let word = self.bits() as u128;
        write_mnemonic(info, word, out)?;
        out.write_str(" ")?;
        write_operands::<Valhall>(info, word, ", ", out)
    }
}

impl fmt::Display for Insn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_buffered(f)
    }
}

/// Writes the text Mesa prints for any 64-bit word. A word no form matches prints
/// nothing at all, exactly like Mesa's disassembler (which prints only the line break);
/// callers that want a marker can test [`Insn::decode`] first.
pub fn write_line(word: u64, out: &mut dyn Write) -> fmt::Result {
    match Insn::decode(word) {
        Ok(insn) => insn.write_buffered(out),
        Err(_) => Ok(()),
    }
}

impl Insn {
    /// Formats through a [`Sink`] (which buffers the many short pieces and writes `out`
    /// once).
    fn write_buffered(self, out: &mut dyn Write) -> fmt::Result {
        let mut sink = Sink::new(out);
        self.write_text(&mut sink)?;
        sink.finish()
    }
}

/// Disassembles a little-endian buffer like Mesa's verbose program printer: per word the
/// eight bytes (`"%02x "`), three spaces, the text and a line break, plus an empty line
/// after `BRANCHZ`/`BRANCHZI`; stops at the first zero word; a trailing partial word is
/// reported as truncated.
#[cfg(feature = "alloc")]
pub fn disassemble(bytes: &[u8]) -> alloc::string::String {
    let mut s = alloc::string::String::new();
    for chunk in bytes.chunks(8) {
        if chunk.len() < 8 {
            let _ = writeln!(s, "# truncated: {} trailing bytes", chunk.len());
            break;
        }
        let mut w = 0u64;
        for (i, b) in chunk.iter().enumerate() {
            w |= (*b as u64) << (8 * i);
        }
        if w == 0 {
            break;
        }
        for b in chunk {
            let _ = write!(s, "{:02x} ", b);
        }
        s.push_str("   ");
        let _ = write_line(w, &mut s);
        s.push('\n');
        let op = (w >> 48) & 0x1ff;
        if op == 0x1f || op == 0x2f {
            s.push('\n');
        }
    }
    s.push('\n');
    s
}
