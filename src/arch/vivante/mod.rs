//! Vivante GC (etnaviv) shader instructions: 128-bit words, four little-endian 32-bit
//! words w0..w3 (w0 first in memory; bit *n* of the table is bit *n mod 32* of word
//! *n / 32*).
//!
//! Encoding diagrams of every class (bit boxes, opcode values, operands, modifier values),
//! drawn from this table: `docs/vivante.md` in the repository (`cargo run --example isadoc`
//! regenerates it).
//!
//! Transcribed from etna_viv's `rnndb/isa.xml` (2017) and completed with the opcodes and
//! fields newer Mesa decodes (Mesa's `src/etnaviv/isa/etnaviv.xml` at `51bd3b2`): `branch_any`, `clamp0_max`,
//! `bit_extract`, `txf`, `img_load`/`img_store`, `tg4`, the 0x7F extended opcodes,
//! atomics, inline immediates, thread selects, `.hp`, left shift, `.local`, `.denorm`,
//! `.skpHp`. Text is byte-for-byte Mesa's isaspec disassembler (`show_errors`, no branch
//! labels).
//!
//! ```
//! use isadef::vivante::prelude::*;
//! // mad.rtz t0, t2.xyzw, t1.xyzw, t3.xyzw
//! const MAD: Insn = Mad::new(Dst::t(0), Src::t(2), Src::t(1), Src::t(3))
//!     .rounding(Round::Rtz)
//!     .insn();
//! assert_eq!(MAD.to_words(), [0x07801002, 0x39002805, 0x01c800c0, 0x00390038]);
//! assert_eq!(MAD.to_string(), "mad.rtz           t0, t2.xyzw, t1.xyzw, t3.xyzw");
//! assert_eq!(Insn::assemble("mad.rtz t0, t2.xyzw, t1.xyzw, t3.xyzw").unwrap(), MAD);
//! ```
//!
//! Here: [`Insn`], [`Form`], [`Stream`] and [`words_to_bits`]; below, the listing
//! functions in [`text`], the [`builders`], the [`operands`] and [`enums`] they take, all
//! of them in the [`prelude`], the table as data in [`table`] (descriptors, decode index,
//! fields, operand kinds, lengths) and, with features `arbitrary` and `alloc`, the fuzz
//! generators in `fuzz`.

mod access;
pub mod operands;
pub mod text;

use operands::*;

include!("table.rs");

impl Insn {
    /// The four 32-bit words w0..w3.
    pub const fn to_words(self) -> [u32; 4] {
        let b = self.bits();
        [
            b as u32,
            (b >> 32) as u32,
            (b >> 64) as u32,
            (b >> 96) as u32,
        ]
    }

    /// Decodes an instruction from its four 32-bit words w0..w3.
    pub fn from_words(w: [u32; 4]) -> Result<Insn, crate::error::DecodeError> {
        Insn::decode(words_to_bits(w))
    }
}

/// Packs four 32-bit words w0..w3 into one 128-bit word (w0 lowest).
pub const fn words_to_bits(w: [u32; 4]) -> u128 {
    w[0] as u128 | (w[1] as u128) << 32 | (w[2] as u128) << 64 | (w[3] as u128) << 96
}
