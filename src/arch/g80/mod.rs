//! NVIDIA G80 (NV50, Tesla) shader instructions: a stream of little-endian 32-bit words;
//! an instruction is one word (short, w0 bit 0 clear) or two (long, w0 bit 0 set). The
//! table numbers bits over `w0 | w1 << 32`, as envydis does.
//!
//! Encoding diagrams of every class (bit boxes, opcode values, operands, modifier values),
//! drawn from this table: `docs/g80.md` in the repository (`cargo run --example isadoc`
//! regenerates it).
//!
//! Transcribed from the nouveau/envytools G80 instruction notes (`INSNS`), completed and
//! corrected from envydis's tables (envytools `envydis/g80.c` at `f102b823`): the
//! encodings of the notes' "TBD" instructions, and four corrections where the document disagrees with envydis and with
//! shipped shaders — exit is `w1[1:0]` = 1 and join = 2 (the document swaps them); code
//! targets are `w0[26:11]` and `w1[19:14]` (not `w0[24:9]`); the shift-by-immediate selector
//! is w1 bit 20 (not bit 16); the special-register field is 4 bits (`w1[17:14]`).
//!
//! Decoding, printing and assembling depend on a [`Target`]: the GPU variant
//! (feature sets sm11, sm12, fp64, d3d10_1) and the program type (vp, gp, fp, cp). Text is
//! byte-for-byte envydis (envytools f102b823, `-n -m g80 -w`), including
//! ` [unknown: …]` for bits nothing decodes.
//!
//! ```
//! use isadef::g80::{Insn, Target, target::{Mode, Variant}};
//! let t = Target { variant: Variant::G80, mode: Mode::Cp };
//! let i = Insn::decode_in(0x1100e804, t).unwrap();
//! assert_eq!(i.len(), 4);
//! assert_eq!(i.display(t).to_string(), "mov b32 $r1 b32 s[0x10]");
//!
//! // The assembler reads envydis text back and picks envyas's encoding: the short
//! // form when one exists, a long one when asked with `long`.
//! assert_eq!(Insn::assemble_in("mov b32 $r1 b32 s[0x10]", t).unwrap(), i);
//! let long = Insn::assemble_in("long mov b32 $r1 b32 s[0x10]", t).unwrap();
//! assert_eq!((long.len(), long.display(t).to_string()), (8, i.display(t).to_string()));
//! ```
//!
//! The assembler (`asm.rs`) follows envyas: every form is tried in envydis's root order
//! (short, long control, long normal, long immediate), depth first through its syntax,
//! sub-table rows and modifier values; the first complete match wins. Bits the text
//! does not mention are zero, except that an unpredicated long instruction gets the
//! "always" predicate. Numbers may be hex, decimal or (leading `0`) octal, as in envyas.
//!
//! Beyond envyas, [`Insn::assemble_in`] reads back the three spellings envydis prints
//! that envyas rejects — post-increment on `$a0` written with a zero before `++`
//! (`s[0x0++0x10]`), a fully masked texture destination `#:#:#:#` whose base register
//! (shared with the source vector) is not `$r0`, and negative texel offsets (`-0x2`) —
//! plus a minus sign after `++` (`s[$a1++-0x4]`, the word of
//! `s[$a1++0xfffffffffffffffc]`).
//!
//! Programs (feature `alloc`) assemble with [`Insn::assemble_program_in`], the program
//! assembler every table gets: one instruction per line, lines starting with `#` are
//! comments, labels (`loop:`) stand for the byte address of what follows them, and code
//! targets (`bra`, `call`, `joinat`, `breakaddr`, `preret`) may name one. Long
//! instructions start at 8-byte-aligned addresses: as envyas does, a long instruction
//! that would land at 4 mod 8 makes the short instruction before it take its long
//! encoding instead (labels account for it; numeric code addresses are taken as
//! written). Errors name every line that does not read, in line order, then labels
//! defined twice or never, then a short instruction with no long form to align with.
//!
#![cfg_attr(feature = "alloc", doc = "```")]
#![cfg_attr(not(feature = "alloc"), doc = "```ignore")]
//! use isadef::g80::{Insn, Target, target::{Mode, Variant}};
//! let t = Target { variant: Variant::G80, mode: Mode::Cp };
//! let text = "mov b32 $r0 $r4\nadd b32 $r1 $r0 0x10\nbra end\nend: exit nop\n";
//! let code = Insn::assemble_program_in(text, t).unwrap().bytes;
//! // The short mov became long so that the (long immediate) add sits at 8.
//! assert_eq!(code.len(), 32);
//! assert_eq!(&code[..8], &[0x01, 0x08, 0x00, 0x10, 0x80, 0xc7, 0x03, 0x04]);
//! let bra = Insn::decode_le_in(&code, 16, t).unwrap();
//! assert_eq!(bra.display(t).to_string(), "bra 0x18");
//!
//! let err = Insn::assemble_program_in("nop\nmov b32 $r0\nbra nowhere\nfrob\n", t)
//!     .unwrap_err();
//! // The label is not looked at: lines 2 and 4 do not read.
//! let lines: Vec<usize> = err.errors().iter().map(|e| e.line).collect();
//! assert_eq!(lines, [2, 4]);
//! assert_eq!(err.first().error.message, "the instruction is incomplete");
//! ```
//!
//! ```
//! use isadef::g80::{Insn, Target, target::{Mode, Variant}};
//! let t = Target { variant: Variant::G200, mode: Mode::Cp };
//! let i = Insn::assemble_in("texfetch live #:#:$r1:$r2 $t152 $s0 $r1 0x5 0x0 -0x2", t).unwrap();
//! assert_eq!(i.bits(), 0x050ec784_f1013005);
//! let i = Insn::assemble_in("ld $r0 s16 c4[0x0++0x7268]", t).unwrap();
//! assert_eq!(i.bits(), 0x25008780_12726801);
//! ```
//!
//! Builders take word-level operands ([`kinds`], one type per operand kind of the table,
//! each an envydis sub-table): a value sets its field and the selector, `$a` and space
//! bits its sub-table reads. [`layout::shortest`] picks a short encoding with the same text.
//!
//! ```
//! use isadef::g80::{layout::shortest, prelude::*};
//! let t = Target { variant: Variant::G80, mode: Mode::Cp };
//! const ADD: Insn = AddB32L::new(
//!     Pred::always(), McDst::none(), LLDst::r(1),
//!     Lsw::s(MemType::B32, 0x10), // s[] source 1: sets w1[21] too
//!     Lc3w::r(0), AddCond::none(),
//! ).insn();
//! assert_eq!(ADD.bits(), 0x04200780_2000c805);
//! assert_eq!(ADD.display(t).to_string(), "add b32 $r1 b32 s[0x10] $r0");
//! assert_eq!(shortest(ADD, t).bits(), 0x2100e804); // what envyas emits
//! assert!(Lsw::try_s(MemType::B32, 0, 0x84).is_err());
//! ```
//!
//! Here: [`Insn`], [`Form`], [`Stream`] and the [`Target`]; below, the [`builders`], the
//! [`kinds`] and [`enums`] they take, all of them in the [`prelude`], envydis's sub-table
//! rows in [`operands`], the text, dump lines and listings in [`text`], envyas's encoding
//! choices and alignment in [`layout`], the
//! target's [`Variant`](target::Variant) and [`Mode`](target::Mode), its feature sets and
//! gates in [`target`], the table as data in [`table`] and, with features `arbitrary` and
//! `alloc`, the fuzz generators in `fuzz`.

mod asm;
mod build;
pub mod layout;
pub mod operands;
pub mod target;
/// envydis's text, in the shape of every instruction set's `text` module: one word's
/// ([`write_line`](text::write_line), [`write_line_in`](text::write_line_in) for a
/// target; an instruction's [`Display`](text::Display) and
/// [`write_insn`](text::write_insn)) and a dump listing's, line by line
/// ([`write_dump_line`](text::write_dump_line)) with the call/branch
/// [`Marks`](text::Marks) of [`code_targets`](text::code_targets), or whole
/// ([`write_listing`](text::write_listing), [`write_listing_in`](text::write_listing_in),
/// [`disassemble`](text::disassemble), and [`write_listing_with`](text::write_listing_with)
/// into scratch space the caller gives).
pub mod text;
mod twins;

#[doc(inline)]
pub use target::Target;

use gate::{CP, D3D10_1, FP, FP64, GP, SM11, SM11_CP, SM12, SM12_CP, VP_GP};
use target::gate;
use text::Display;

// The table (`table.rs`) and the parts holding its classes (`table/`), defined first.
include!("table/families.rs");
include!("table/short.rs");
include!("table/long_immediate_control.rs");
include!("table/long_integer.rs");
include!("table/long_conversion.rs");
include!("table/long_float_memory.rs");
include!("table.rs");

impl Insn {
    /// A value that prints the instruction for `target` (envydis text).
    pub fn display(self, target: Target) -> Display {
        Display { insn: self, target }
    }
}
