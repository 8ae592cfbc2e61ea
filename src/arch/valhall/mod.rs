//! Arm Mali Valhall instructions: 64-bit words, stored little endian.
//!
//! Encoding diagrams of every class (bit boxes, opcode values, operands, modifier values),
//! drawn from this table: `docs/valhall.md` in the repository (`cargo run --example isadoc`
//! regenerates it).
//!
//! Transcribed from Mesa's `src/panfrost/compiler/valhall/ISA.xml` at `431c1d77d64`
//! (2024-09), with the bit positions Mesa's `valhall.py` derives from it:
//! primary opcode in bits 48..57 (the decode key), secondary opcode wherever the
//! instruction's sources leave room, source bytes at 8·slot with their per-source modifier
//! bits, destination or staging registers in byte 5, FAU page in bits 57..59, flow in
//! bits 59..63. Text is byte-for-byte Mesa's Valhall disassembler; the assembler follows
//! Mesa's `asm.py` (modifiers in any order, FAU limits, staging rules).
//!
//! Every `<ins>` is one form; forms with the same layout share a class, which declares the
//! instruction's [`Unit`] as its `attribute` (and, for the reader, starts its name with it):
//! `FMA`, `CVT`, `SFU` are arithmetic units, the others message-passing ones, which may
//! read more FAU slots. Fields the XML leaves implicit
//! (`sr_count`, `sr_write_count`) are part of the staging operand. A primary opcode with a
//! single instruction does not fix its secondary opcode bits (Mesa's disassembler does not
//! check them either); the builders and the assembler still write them.
//!
//! ```
//! use isadef::valhall::{prelude::*, text::write_line};
//! // FADD.f32 r0, r1, r2.neg.abs
//! const ADD: Insn = FaddF32::new(Dest::r(0), F32NaSw::reg(1), F32NaSw::reg(2).neg().abs()).insn();
//! assert_eq!(ADD.bits(), 0x00a4_c030_0000_0201);
//! assert_eq!(ADD.to_string(), "FADD.f32 r0, r1, r2.neg.abs");
//! assert_eq!(Insn::assemble("FADD.f32 r0, r1, r2.neg.abs").unwrap(), ADD);
//!
//! // Uniforms and special values name a word of the instruction's FAU page, which the
//! // builder sets like a modifier (the assembler derives it from the text).
//! const TLS: u64 = MovI32::new(Dest::r(1), S32::special(1, 1)).fau_page(FauPage::P1).bits();
//! assert_eq!(TLS.to_le_bytes(), [0xe3, 0, 0, 0, 0, 0xc1, 0x91, 0x02]);
//! assert_eq!(write_line_string(TLS), "MOV.i32 r1, thread_local_pointer.w1");
//!
//! // Staging groups carry their register count; flow is the last modifier.
//! let load = LoadI32::new(SrWrite::new(0, 1), S64::reg_last(0), MemOffset::new(0))
//!     .unsigned(true)
//!     .slot(Slot::Slot0)
//!     .flow(Flow::Wait0)
//!     .insn();
//! assert_eq!(load.to_string(), "LOAD.i32.unsigned.slot0.wait0 @r0, ^r0, offset:0");
//! # fn write_line_string(w: u64) -> String { let mut s = String::new(); write_line(w, &mut s).unwrap(); s }
//! ```
//!
//! Here: [`Insn`], [`Form`], [`Stream`] and the assembler's [`Rules`]; in modules:
//! [`builders`], the [`operands`] and [`enums`] they take, the [`prelude`], the listing
//! functions ([`text`]), the table as data ([`table`]) and the fuzz generators (`fuzz`).

mod access;
mod asm;
pub mod hazard;
mod names;
pub mod operands;
mod parse;
pub mod text;
mod unit;

pub use asm::Rules;
pub use enums::Unit;
use operands::*;

// The table (`table.rs`) and the parts holding its classes (`table/`), defined first.
include!("table/families.rs");
include!("table/control.rs");
include!("table/memory.rs");
include!("table/arith.rs");
include!("table/atomic_texture.rs");
include!("table.rs");
