//! Vivante line layout, as Mesa's isaspec disassembler prints it: mnemonic and modifiers,
//! one space, padding to column 18, operands separated by `", "`, and a TAB +
//! `; dontcare bits in <name>: <hex>` message when don't-care bits are set.

use super::{Insn, Kind, Vivante, FORMS};
use crate::isa::plan::Layout;
use crate::listing::{hex8, Counter, Summary};
use crate::text::Sink;
use core::fmt::{self, Write};

/// Mesa's layout: one space after the modifiers, operands from column 18.
const LAYOUT: Layout = Layout {
    gap: " ",
    gap_alone: true,
    pad_to: 18,
    sep: b", ",
    placeholder: <Vivante as crate::isa::Isa>::PLACEHOLDER,
};

// The print plan of every form, in table order, and its modifier-list writers.
crate::__isa_plans!(Vivante, Kind, FORMS, LAYOUT);

/// The distinct don't-care masks of the forms (Mesa names the bits when set), apart from
/// the descriptors so that printing needs only the plans, and which one each form has
/// ([`DONTCARE_OF`]): a few masks of 16 bytes instead of one per form.
const DONTCARE_SETS: ([u128; FORMS.len()], [u8; FORMS.len()], usize) = {
    let (mut sets, mut of, mut n) = ([0; FORMS.len()], [0; FORMS.len()], 1);
    let mut i = 0;
    while i < FORMS.len() {
        let mut k = 0;
        while k < n && sets[k] != FORMS[i].dontcare {
            k += 1;
        }
        if k == n {
            sets[n] = FORMS[i].dontcare;
            n += 1;
        }
        assert!(k < 256, "more than 256 distinct don't-care masks");
        of[i] = k as u8;
        i += 1;
    }
    (sets, of, n)
};
/// The distinct masks; the first is empty.
static DONTCARE: [u128; DONTCARE_SETS.2] = {
    let mut d = [0; DONTCARE_SETS.2];
    let mut k = 0;
    while k < d.len() {
        d[k] = DONTCARE_SETS.0[k];
        k += 1;
    }
    d
};
/// Each form's mask in [`DONTCARE`].
static DONTCARE_OF: [u8; FORMS.len()] = DONTCARE_SETS.1;

impl Insn {
    /// Writes the Mesa text of the instruction into `out`.
    pub fn write_text(self, out: &mut Sink<'_>) -> fmt::Result {
        let i = self.form().index();
        let word = self.bits();
        __write_planned(i, word, out)?;
        let set = DONTCARE_OF.get(i).copied().unwrap_or(0);
        let dc = word & DONTCARE.get(set as usize).copied().unwrap_or(0);
        if dc != 0 {
            out.write_str("\t; dontcare bits in ")?;
            out.write_str(__PLANS.mnemonic(i))?;
            out.write_str(": ")?;
            out.write_hex(dc, 32)?;
        }
        Ok(())
    }
}

impl fmt::Display for Insn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Sink::write_to(f, |sink| self.write_text(sink))
    }
}

/// Writes the text Mesa prints for any 128-bit word: the instruction, or
/// `no match: <w3 w2 w1 w0 in hex>` when no form matches.
pub fn write_line(word: u128, out: &mut dyn Write) -> fmt::Result {
    Sink::write_to(out, |sink| write_word(word, sink))
}

/// [`write_line`] into a sink.
#[inline]
fn write_word(word: u128, sink: &mut Sink<'_>) -> fmt::Result {
    match Insn::decode(word) {
        Ok(insn) => insn.write_text(sink),
        Err(_) => no_match(word, sink),
    }
}

#[cold]
#[inline(never)]
fn no_match(word: u128, sink: &mut Sink<'_>) -> fmt::Result {
    sink.write_str("no match: ")?;
    sink.write_hex(word, 32)
}

/// The four little-endian words of a 16-byte chunk as one instruction word.
#[inline]
fn word_of(chunk: &[u8; 16]) -> u128 {
    u128::from_le_bytes(*chunk)
}

/// Streams the listing of a little-endian buffer into `out`, one line per instruction as
/// Mesa's `etnaviv-disasm` lays it out: the index (`%03u`), the four words in brackets
/// (`[%08x %08x %08x %08x]`, w0 first), a space and the text of [`write_line`]. A trailing
/// partial instruction gets `NNN [incomplete: N trailing bytes]` and is reported in the
/// [`Summary`]. Allocates nothing.
pub fn write_listing(bytes: &[u8], out: &mut dyn Write) -> Result<Summary, fmt::Error> {
    let mut area = [0; crate::listing::AREA];
    let mut sink = Sink::with_area(out, &mut area);
    let mut chunks = bytes.chunks_exact(16);
    let mut n = 0;
    let mut index = Counter::new();
    for chunk in &mut chunks {
        let word = word_of(chunk.try_into().map_err(|_| fmt::Error)?);
        sink.push_own(index.text())?;
        index.bump();
        // `[w0 w1 w2 w3] `: 38 bytes.
        let mut head = [b' '; 38];
        head[0] = b'[';
        for k in 0..4 {
            hex8(&mut head[1 + 9 * k..], (word >> (32 * k)) as u32);
        }
        head[36] = b']';
        sink.push_own(&head)?;
        sink.restart_column();
        write_word(word, &mut sink)?;
        sink.new_line()?;
        n += 1;
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        sink.push_own(index.text())?;
        sink.write_str("[incomplete: ")?;
        sink.write_u64(rest.len() as u64)?;
        sink.write_str(" trailing bytes]")?;
        sink.new_line()?;
    }
    let summary = Summary::fixed(n, 16, rest.len());
    sink.finish()?;
    Ok(summary)
}

/// Streams the text of every instruction of a little-endian buffer, one line each (the
/// text of [`write_line`], nothing else); a trailing partial instruction gets a `; ` line
/// with the decoding error and is reported in the [`Summary`]. Allocates nothing.
pub fn write_texts(bytes: &[u8], out: &mut dyn Write) -> Result<Summary, fmt::Error> {
    let mut area = [0; crate::listing::AREA];
    let mut sink = Sink::with_area(out, &mut area);
    let mut chunks = bytes.chunks_exact(16);
    let mut n = 0;
    for chunk in &mut chunks {
        sink.restart_column();
        write_word(
            word_of(chunk.try_into().map_err(|_| fmt::Error)?),
            &mut sink,
        )?;
        sink.new_line()?;
        n += 1;
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let e = Insn::decode_le(bytes, 16 * n).err().ok_or(fmt::Error)?;
        write!(sink, "; {}", e)?;
        sink.new_line()?;
    }
    let summary = Summary::fixed(n, 16, rest.len());
    sink.finish()?;
    Ok(summary)
}

/// `etnaviv-disasm`'s listing of a little-endian buffer ([`write_listing`] into a
/// `String`; [`write_texts`] writes the texts alone).
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
        // A modifier without padded text would be printed from its names, one by one
        // (as every one is with `compact-text`).
        let one_run = (0..FORMS.len())
            .filter(|&i| __PLANS.mods_in_one_run(i))
            .count();
        match cfg!(feature = "compact-text") {
            true => assert!(one_run < FORMS.len()),
            false => assert_eq!(one_run, FORMS.len()),
        }
        // Every modifier list has a writer of its own (`isa::plan::list_writers`), unless
        // `compact-text` leaves them all to the plans' loop.
        let listed = (0..FORMS.len()).filter(|&i| __PLANS.mods_listed(i)).count();
        match crate::isa::plan::WRITERS {
            0 => assert!(listed < FORMS.len()),
            _ => assert_eq!(listed, FORMS.len()),
        }
        assert!((0..FORMS.len()).all(|i| __PLANS.mnemonic(i) == FORMS[i].mnemonic));
    }
}
