//! What the operands read and write (`Insn::accesses`): a destination writes its
//! temporary's write-mask components, a source reads the components its swizzle names
//! (when its `SRCn_USE` bit is set), an address mode (`[a.x]`) reads that component of
//! the address register, the sampler is read, and `mem` is the memory a store writes
//! (`.local` or global).

use super::operands::{Dst, DstHp, Mem, Src, Tex};
use crate::access::{Access, File, Resource, Rw, Sink, Space, Uses};
use crate::bits::Field;

/// `.local`: a load or store's memory is local (`w1[8]`).
const LOCAL_BIT: u32 = 40;
/// The sampler's address mode, `w1[2:0]` of texture instructions.
const TEX_AMODE: Field = Field::new(&[32..35]);

/// The flags of a register indexed by address mode `amode` (0: direct).
const fn flags_of(amode: u128) -> u8 {
    if amode == 0 {
        0
    } else {
        Access::INDIRECT
    }
}

/// The address register read by address mode `amode`: components x..w for 1..4, the
/// whole register for the undefined modes 5..7.
fn address(amode: u128, out: &mut Sink<'_>) {
    let mask = match amode {
        0 => return,
        1..=4 => 1 << (amode - 1),
        _ => Resource::FULL,
    };
    let reg = Resource::Reg {
        file: File::Addr,
        index: 0,
        count: 1,
        mask,
    };
    out.push(reg, Rw::Read);
}

/// A destination's raw value (used, address mode, register, write mask).
fn destination(raw: u128, rw: Rw, out: &mut Sink<'_>) {
    let dst = Dst::from_raw(raw);
    if !dst.is_used() {
        return;
    }
    let amode = raw >> 1 & 7;
    let reg = Resource::Reg {
        file: File::Gpr,
        index: dst.reg() as u16,
        count: 1,
        mask: dst.write_mask().0,
    };
    out.push_flags(reg, rw, flags_of(amode));
    address(amode, out);
}

impl Uses for Dst {
    const MAX: u8 = 2;
    fn uses(raw: u128, _word: u128, _field: Field, rw: Rw, out: &mut Sink<'_>) {
        destination(raw, rw, out);
    }
}

impl Uses for DstHp {
    const MAX: u8 = 2;
    fn uses(raw: u128, _word: u128, _field: Field, rw: Rw, out: &mut Sink<'_>) {
        destination(raw & 0x7fff, rw, out);
    }
}

/// The components a swizzle names (x..w as bits 0..3).
pub(crate) const fn swizzle_mask(swz: u8) -> u8 {
    1 << (swz & 3) | 1 << (swz >> 2 & 3) | 1 << (swz >> 4 & 3) | 1 << (swz >> 6 & 3)
}

impl Uses for Src {
    const MAX: u8 = 2;
    fn uses(raw: u128, word: u128, field: Field, rw: Rw, out: &mut Sink<'_>) {
        // The source's `USE` bit sits just below its field.
        let used = match field.pieces().first() {
            Some(p) if p.lo > 0 => word >> (p.lo - 1) & 1 != 0,
            _ => true,
        };
        let reg = (raw & 0x1ff) as u16;
        let (file, index) = match raw >> 22 & 7 {
            _ if !used => return,
            0 | 4 => (File::Gpr, reg),
            1 => (File::Input, reg),
            2 => (File::Uniform, reg),
            // The second uniform group holds uniforms 128 and up.
            3 => (File::Uniform, reg + 128),
            // An inline immediate reads no register.
            7 => return,
            undefined => (File::Other(undefined as u8), reg),
        };
        let amode = raw >> 19 & 7;
        let mask = swizzle_mask((raw >> 9) as u8);
        let res = Resource::Reg {
            file,
            index,
            count: 1,
            mask,
        };
        out.push_flags(res, rw, flags_of(amode));
        address(amode, out);
    }
}

/// The memory of a load, store or atomic: local with `.local`, else global.
pub(crate) const fn memory(word: u128) -> Resource {
    if word >> LOCAL_BIT & 1 != 0 {
        Resource::Mem(Space::Local)
    } else {
        Resource::Mem(Space::Global(0))
    }
}

impl Uses for Mem {
    const MAX: u8 = 1;
    fn uses(_raw: u128, word: u128, _field: Field, rw: Rw, out: &mut Sink<'_>) {
        let space = match out.form() {
            f if f == super::Form::img_store.0 => Resource::Mem(Space::Image),
            _ => memory(word),
        };
        out.push(space, rw);
    }
}

impl Uses for Tex {
    const MAX: u8 = 2;
    fn uses(raw: u128, word: u128, _field: Field, rw: Rw, out: &mut Sink<'_>) {
        let amode = TEX_AMODE.get(word);
        let sampler = Resource::reg(File::Sampler, (raw & 31) as u16);
        out.push_flags(sampler, rw, flags_of(amode));
        address(amode, out);
    }
}
