//! Any 8-byte words: if a word decodes, it re-encodes to the same bytes and prints the
//! text `write_line` prints (a word that does not decode prints nothing, like Mesa).
//! The printed text is then assembled as Mesa's assembler would: that never panics; a
//! text with a name Mesa cannot read back because two modifiers share it, or because it
//! has two parts (`.16.32`), is rejected; and when the text determines the word — every
//! bit of the word lies in a field the text shows, with no `reserved` value, no FAU page
//! the operands leave open and no name Mesa reads otherwise (`tests/common/valhall_text.rs`),
//! as in the property test `every_form_round_trips_through_text` — whatever assembles
//! gives back exactly the word.
#![no_main]

use isadef::valhall::operands::src_layout;
use isadef::valhall::table::Kind;
use isadef::valhall::{text::write_line, Insn};
use libfuzzer_sys::fuzz_target;

#[path = "../../tests/common/valhall_text.rs"]
mod valhall_text;
use valhall_text::{unreadable, Unreadable};

/// Whether the printed text of `insn` pins down every bit of its word (Mesa's syntax
/// leaves some bits open: `docs/text-format.md` lists them).
fn text_determines_word(insn: Insn, text: &str) -> bool {
    let f = insn.info();
    let w = insn.bits() as u128;
    let mut claimed = f.mask;
    for m in f.mods {
        claimed |= m.field.mask();
    }
    let mut fau_source = false;
    for op in f.operands {
        claimed |= op.field.mask();
        let Some(kind) = op.kind else { continue };
        let raw = op.field.get(w);
        if src_layout(kind).is_some() {
            let byte = raw as u8;
            // Uniforms and specials pin the page; LUT index 21 prints like index 0 (0x0).
            fau_source |= byte >= 0x80 && !(0xC0..0xE0).contains(&byte);
            if byte == 0xC0 | 21 {
                return false;
            }
        }
        // A destination with write mask 0 prints `.h1` like mask 2.
        if kind == Kind::Dest && raw & 0xC0 == 0 {
            return false;
        }
        // Staging flag bits (above the register) are not printed; the assembler writes
        // the ones the operand's mode has.
        let flags = match kind {
            Kind::SrRead => Some(1),
            Kind::SrWrite | Kind::SrWriteN => Some(2),
            Kind::SrReadWrite => Some(3),
            _ => None,
        };
        if flags.is_some_and(|f| (raw >> 6) & 3 != f) {
            return false;
        }
        // A group of zero registers prints a bare `@`, whatever its base register.
        let counted = matches!(kind, Kind::SrRead | Kind::SrWrite | Kind::SrReadWrite);
        let count_at = if counted { 8 } else { 6 };
        if (counted || kind == Kind::SrPlain) && (raw >> count_at) & 7 == 0 && raw & 0x3f != 0 {
            return false;
        }
    }
    // Bits no field shows (single-opcode secondary bits, byte 5 placeholder, bit 63, …).
    let fixed = f.bits | f.defaults;
    if w & !claimed & u64::MAX as u128 != fixed & !claimed & u64::MAX as u128 {
        return false;
    }
    if !fau_source && (w >> 57) & 3 != 0 {
        return false;
    }
    !text.contains("reserved")
}

fuzz_target!(|data: &[u8]| {
    let mut text = String::new();
    for chunk in data.chunks_exact(8) {
        let w = u64::from_le_bytes(chunk.try_into().unwrap());
        text.clear();
        write_line(w, &mut text).unwrap();
        let Ok(insn) = Insn::decode(w) else {
            assert!(
                text.is_empty(),
                "{w:016x}: undecodable word printed {text:?}"
            );
            continue;
        };
        let mut out = [0u8; 8];
        insn.encode_le(&mut out).unwrap();
        assert_eq!(&out, chunk);
        assert_eq!(insn.bits(), w);
        assert_eq!(insn.to_string(), text);
        let back = Insn::assemble(&text);
        match unreadable(insn) {
            Some(Unreadable::Shared | Unreadable::TwoPart) => {
                assert!(back.is_err(), "{text:?} read back as {back:?}")
            }
            Some(_) => {}
            // (Mesa rejects some printed texts outright: FAU limits, unaligned staging.)
            None if text_determines_word(insn, &text) => {
                if let Ok(back) = back {
                    assert_eq!(back.bits(), w, "{text:?}: {w:016x}");
                }
            }
            None => {
                if let Ok(back) = back {
                    // What the text leaves open reads back as Mesa's choice, and that
                    // prints the same text.
                    assert_eq!(back.to_string(), text, "{w:016x} -> {:016x}", back.bits());
                }
            }
        }
    }
    let tail = data.len() - data.len() % 8;
    if tail != data.len() {
        assert!(Insn::decode_le(data, tail).is_err());
    }
});
