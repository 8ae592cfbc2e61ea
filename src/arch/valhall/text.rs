//! Valhall line layout, as Mesa's disassembler prints it: mnemonic, modifiers in document
//! order, flow, one space (always, so operand-less instructions end in a blank), then the
//! operands separated by `", "`; and its listing, which ends a block with an empty line
//! after a branch (`BRANCHZ`, `BRANCHZI`: Mesa tests their primary opcodes, whether or not
//! the word decodes).

use super::{fields, Form, Insn, Kind, Valhall, FORMS};
use crate::isa::plan::Layout;
use crate::listing::{Summary, HEX_BYTE_SPACE};
use crate::text::Sink;
use core::fmt::{self, Write};

/// Mesa's layout: one space after the modifiers (always), operands separated by `", "`.
const LAYOUT: Layout = Layout {
    gap: " ",
    gap_alone: true,
    pad_to: 0,
    sep: b", ",
    placeholder: <Valhall as crate::isa::Isa>::PLACEHOLDER,
};

/// The primary opcodes after which Mesa's listing prints an empty line, from the table.
const BLOCK_ENDS: [u128; 2] = [
    fields::OPCODE.get(FORMS[Form::branchz.index()].bits),
    fields::OPCODE.get(FORMS[Form::branchzi.index()].bits),
];

// The print plan of every form, in table order, and its modifier-list writers.
crate::__isa_plans!(Valhall, Kind, FORMS, LAYOUT);

impl Insn {
    /// Writes the Mesa text of the instruction into `out`.
    pub fn write_text(self, out: &mut Sink<'_>) -> fmt::Result {
        __write_planned(self.form().index(), self.bits() as u128, out)
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
        Sink::write_to(out, |sink| self.write_text(sink))
    }
}

/// Which words a Valhall listing prints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Words {
    /// Mesa's program printer: stop at the first zero word, and print empty text for a
    /// word no form matches.
    #[default]
    Mesa,
    /// Every word, zero words included; a word no form matches prints [`UNKNOWN`].
    All,
}

/// The text [`Words::All`] prints for a word no form matches.
pub const UNKNOWN: &str = "<unknown>";

/// Streams Mesa's verbose program listing of a little-endian buffer into `out`
/// ([`write_listing_words`] with [`Words::Mesa`]: it stops at the first zero word).
/// Allocates nothing.
pub fn write_listing(bytes: &[u8], out: &mut dyn Write) -> Result<Summary, fmt::Error> {
    write_listing_words(bytes, Words::Mesa, out)
}

/// Streams Mesa's verbose program listing of a little-endian buffer into `out`: per word
/// the eight bytes (`"%02x "`), three spaces, the text and a line break, plus an empty
/// line after `BRANCHZ`/`BRANCHZI`; the listing ends with an empty line. With
/// [`Words::Mesa`] it stops at the first zero word (the [`Summary`]'s `end` is its
/// offset). A trailing partial word prints `# truncated: N trailing bytes` and is reported
/// in the [`Summary`]. Allocates nothing.
pub fn write_listing_words(
    bytes: &[u8],
    words: Words,
    out: &mut dyn Write,
) -> Result<Summary, fmt::Error> {
    let mut area = [0; crate::listing::AREA];
    let mut sink = Sink::with_area(out, &mut area);
    let mut chunks = bytes.chunks_exact(8);
    let mut summary = Summary::default();
    for chunk in &mut chunks {
        let b: &[u8; 8] = chunk.try_into().map_err(|_| fmt::Error)?;
        let w = u64::from_le_bytes(*b);
        if w == 0 && words == Words::Mesa {
            break;
        }
        // Eight `%02x ` and three spaces: 27 bytes.
        let mut head = [b' '; 27];
        for (d, &x) in head.chunks_exact_mut(3).zip(b) {
            d.copy_from_slice(&HEX_BYTE_SPACE[x as usize]);
        }
        sink.push_own(&head)?;
        sink.restart_column();
        match Insn::decode(w) {
            Ok(insn) => insn.write_text(&mut sink)?,
            Err(_) if words == Words::All => sink.write_str(UNKNOWN)?,
            Err(_) => {}
        }
        sink.new_line()?;
        if BLOCK_ENDS.contains(&fields::OPCODE.get(w as u128)) {
            sink.new_line()?;
        }
        summary.instructions += 1;
    }
    let n = summary.instructions;
    // Bytes after the last whole word, when the walk reached the end (a zero word stops
    // it early).
    let rest = bytes.len() - 8 * n;
    let cut = if rest < 8 { rest } else { 0 };
    if cut != 0 {
        sink.write_str("# truncated: ")?;
        sink.write_u64(cut as u64)?;
        sink.write_str(" trailing bytes")?;
        sink.new_line()?;
    }
    let summary = Summary::fixed(n, 8, cut);
    sink.new_line()?;
    sink.finish()?;
    Ok(summary)
}

/// Mesa's verbose program listing of a little-endian buffer ([`write_listing`] into a
/// `String`).
#[cfg(feature = "alloc")]
pub fn disassemble(bytes: &[u8]) -> alloc::string::String {
    let mut s = alloc::string::String::new();
    let _ = write_listing(bytes, &mut s);
    s
}

#[cfg(test)]
mod tests {
    use super::{__PLANS, FORMS};

    #[test]
    fn every_form_prints_its_modifiers_in_one_run() {
        extern crate std;
        use std::vec::Vec;
        // Only the texture forms' many long modifiers are more than one run's room (with
        // `compact-text`, every form with modifiers prints them one by one).
        let long: Vec<&str> = (0..FORMS.len())
            .filter(|&i| !__PLANS.mods_in_one_run(i))
            .map(|i| FORMS[i].mnemonic)
            .collect();
        let texture = [
            "TEX_SINGLE",
            "TEX_GATHER",
            "TEX_DUAL",
            "VAR_TEX_BUF_GATHER",
            "VAR_TEX_GATHER",
            "VAR_TEX_BUF_GRADIENT",
            "VAR_TEX_GRADIENT",
        ];
        match cfg!(feature = "compact-text") {
            true => assert!(long.len() > 100 && texture.iter().all(|t| long.contains(t))),
            false => assert_eq!(long, texture),
        }
    }
}
