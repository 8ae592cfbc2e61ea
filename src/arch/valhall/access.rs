//! What the operands and modifiers read and write (`Insn::accesses`), as ISA.xml states:
//! a source byte reads a register (a pair for 64-bit sources; `^r` is its last use), a
//! uniform of the FAU page, or a special value; the destination writes a register or
//! one half; a staging group reads or writes its registers (`sr_count`, or the count the
//! document fixes for the form); `.slotN` signals a dependency slot and `.waitN` waits
//! on slots.

use super::enums::{Flow, RegisterFormat, Slot, Unit, VectorSize};
use super::names::layout::SIZE_64;
use super::operands::{fau_page, Dest, Src, Staging};
use super::Form;
use crate::access::{Access, File, Resource, Rw, Sink, Uses};
use crate::bits::Field;

impl<const L: u32> Uses for Src<L> {
    const MAX: u8 = 1;
    #[inline]
    fn uses(raw: u128, word: u128, _field: Field, rw: Rw, out: &mut Sink<'_>) {
        source(raw as u8, L & 3 == SIZE_64, word, rw, out);
    }
}

/// A source byte's register, uniform or special value (one function for every layout).
fn source(byte: u8, pair: bool, word: u128, rw: Rw, out: &mut Sink<'_>) {
    let b = byte as u16;
    let count = if pair { 2 } else { 1 };
    let (file, index, flags) = match b >> 6 {
        0 => (File::Gpr, b, 0),
        1 => (File::Gpr, b & 63, Access::LAST_USE),
        2 => (File::Uniform, (b & 63) | (fau_page(word) as u16) << 6, 0),
        // Table immediates (0xc0..0xdf) read nothing.
        _ if b & 0x20 == 0 => return,
        _ => (File::Special, (b & 31) | (fau_page(word) as u16) << 5, 0),
    };
    let reg = Resource::Reg {
        file,
        index,
        count,
        mask: Resource::FULL,
    };
    out.push_flags(reg, rw, flags);
}

impl Uses for Dest {
    const MAX: u8 = 1;
    /// The mask is the written halves: 1 low, 2 high, [`Resource::FULL`] both.
    fn uses(raw: u128, _word: u128, _field: Field, rw: Rw, out: &mut Sink<'_>) {
        let mask = match raw >> 6 & 3 {
            3 => Resource::FULL,
            m => m as u8,
        };
        let reg = Resource::Reg {
            file: File::Gpr,
            index: (raw & 63) as u16,
            count: 1,
            mask,
        };
        out.push(reg, rw);
    }
}

impl<const M: u8> Uses for Staging<M> {
    const MAX: u8 = 1;
    /// The group's registers (a count of zero reports none, unless the form's rule sets
    /// the count).
    fn uses(raw: u128, _word: u128, _field: Field, rw: Rw, out: &mut Sink<'_>) {
        let count = Self::count_of(raw);
        let reg = Resource::Reg {
            file: File::Gpr,
            index: (raw & 63) as u16,
            count,
            mask: Resource::FULL,
        };
        out.push(reg, rw);
    }
}

impl Uses for Slot {
    const MAX: u8 = 2;
    /// Signals the slot, in the form's message unit.
    fn uses(raw: u128, _word: u128, _field: Field, rw: Rw, out: &mut Sink<'_>) {
        out.push(Resource::Slots(1 << (raw & 7)), rw);
        if let Some(form) = Form::from_index(out.form() as usize) {
            out.push(Resource::Unit(Unit::of(form) as u8), rw);
        }
    }
}

impl Uses for Flow {
    const MAX: u8 = 1;
    /// The slots a flow waits on (ISA.xml's `Flow`: `wait0126` is slots 0, 1, 2 and 6,
    /// `wait` adds 7); the other flows wait on none.
    fn uses(raw: u128, _word: u128, _field: Field, rw: Rw, out: &mut Sink<'_>) {
        let slots = match raw {
            1..=7 => raw as u8,
            8 => 0x47,
            9 => 0xc7,
            _ => return,
        };
        out.push(Resource::Slots(slots), rw);
    }
}

/// Components of `vector_size` (bits 28..30): one to four.
const fn components(word: u128) -> u8 {
    (word >> 28 & 3) as u8 + 1
}

/// Registers a 32-bit varying load writes: one per component.
pub(super) const fn vec32(word: u128) -> u8 {
    components(word)
}

/// Registers a 16-bit varying load writes: two components per register.
pub(super) const fn vec16(word: u128) -> u8 {
    components(word).div_ceil(2)
}

/// Registers a texture load writes: its components, two per register for a 16-bit
/// register format (bits 24..27; `auto` counts as 32-bit).
pub(super) const fn vec_regfmt(word: u128) -> u8 {
    let half = matches!(word >> 24 & 7, 3 | 5 | 7);
    if half {
        vec16(word)
    } else {
        vec32(word)
    }
}

// The enums the counts read.
const _: () = {
    assert!(VectorSize::V4 as u8 == 3 && RegisterFormat::F16 as u8 == 3);
    assert!(RegisterFormat::S16 as u8 == 5 && RegisterFormat::U16 as u8 == 7);
};
