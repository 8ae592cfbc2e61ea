//! What each G80 operand kind reads from a word besides its main field: the selector
//! bits, `$a` register, post-increment flag and space index its envydis sub-table looks
//! at (`kinds!`'s `extra` in `operands.rs`). A builder's value is its main field plus
//! these bits, so two values are the same only when both agree (envydis prints an
//! operand from all the bits its row reads, not from the field alone). Bit positions
//! number `w0 | w1 << 32`; the masks are shared with the constructors in `build.rs`.
//! A bit the table names is read from its field; the sub-tables' `$a`, const space and
//! `$c` fields are defined here once, for the printer (`Bf`) and as masks.

use super::fields as table;
use crate::subtable::Bf;

/// A table field's bits.
const fn bits(f: crate::bits::Field) -> u64 {
    f.mask() as u64
}

// Selector bits the table names.
pub(crate) const B23: u64 = bits(table::S_CONST);
pub(crate) const B24: u64 = bits(table::S_SHARED);
pub(crate) const W1_21: u64 = bits(table::W1_21);
pub(crate) const W1_26: u64 = bits(table::L_M1);
pub(crate) const FCON_TYPE: u64 = bits(table::W1_14_2);

// The sub-tables' `$a`, const space and `$c` fields (the printer's `Bf`s in `operands.rs`).
/// Short `$a`, `w0[27:26]`.
pub(crate) const SAREG_BF: Bf = Bf::at(26, 2);
/// Long `$a`, `w0[27:26]` and `w1[2]`: the `LAReg` kind's field in the table.
pub(crate) const LAREG_BF: Bf = Bf::of_field(<super::LAReg as super::__IsaKindField>::FIELD);
/// Const space, `w1[25:22]`.
pub(crate) const LCIDX_BF: Bf = Bf::at(54, 4);
/// `$c` source, `w1[13:12]`.
pub(crate) const COND_BF: Bf = Bf::at(44, 2);
pub(crate) const SAREG: u64 = SAREG_BF.mask();
pub(crate) const LAREG: u64 = LAREG_BF.mask();
pub(crate) const LCIDX: u64 = LCIDX_BF.mask();
pub(crate) const COND: u64 = COND_BF.mask();

pub(crate) const B25: u64 = 1 << 25;
pub(crate) const W1_3: u64 = 1 << 35;
pub(crate) const W1_20: u64 = 1 << 52;
pub(crate) const GSPACE: u64 = 0xf << 16;
pub(crate) const G2SPACE: u64 = 0xf << 23;
pub(crate) const CVT_TYPE: u64 = 7 << 46;
pub(crate) const FULL_OFF: u64 = 0xffff << 9;
pub(crate) const LTDST_MASK: u64 = 3 << 25 | 3 << 46;

/// Short/immediate source 1: `s[]`/`a[]` when `w0[24]` is set, with `$a` and `++`.
pub(crate) const fn ss_extra(w: u64) -> u64 {
    if w & B24 != 0 {
        w & (B24 | B25 | SAREG)
    } else {
        0
    }
}
/// Short source 2: `c0[]`/`c1[]` when `w0[24:23]` = 1, with `$a` and `++`.
pub(crate) const fn sc_extra(w: u64) -> u64 {
    if w & (B23 | B24) == B23 {
        w & (B23 | B25 | SAREG)
    } else {
        0
    }
}
/// Long source 1: `s[]`/`a[]` when `w1[21]` is set, with `$a` and `++`.
pub(crate) const fn ls_extra(w: u64) -> u64 {
    if w & W1_21 != 0 {
        w & (W1_21 | B25 | LAREG)
    } else {
        0
    }
}
/// The `$a` and `++` bits a long const source reads back: none when source 1 is
/// `s[]`/`a[]` (`w1[21]`), which then owns them (compute programs print the const
/// operand without `$a` then).
pub(crate) const fn lc_areg(w: u64) -> u64 {
    if w & W1_21 != 0 {
        0
    } else {
        B25 | LAREG
    }
}

/// Long source 2: `cN[]` when `w0[24:23]` = 1.
pub(crate) const fn lc2_extra(w: u64) -> u64 {
    if w & (B23 | B24) == B23 {
        w & (B23 | LCIDX | lc_areg(w))
    } else {
        0
    }
}
/// Long source 3: `cN[]` when `w0[24:23]` = 2.
pub(crate) const fn lc3_extra(w: u64) -> u64 {
    if w & (B23 | B24) == B24 {
        w & (B24 | LCIDX | lc_areg(w))
    } else {
        0
    }
}
/// Long shift count: an immediate when `w1[20]` is set, else a source 2.
pub(crate) const fn shcnt_extra(w: u64) -> u64 {
    if w & W1_20 != 0 {
        W1_20
    } else {
        lc2_extra(w)
    }
}
/// Long destination: `o[]`/`#` when `w1[3]` is set.
pub(crate) const fn lldst_extra(w: u64) -> u64 {
    w & W1_3
}
/// `$c` source `w1[13:12]`.
pub(crate) const fn cond_extra(w: u64) -> u64 {
    w & COND
}
/// `gN[]` space `w0[19:16]`.
pub(crate) const fn global_extra(w: u64) -> u64 {
    w & GSPACE
}
/// Atomic `gN[]` space `w0[26:23]`.
pub(crate) const fn global2_extra(w: u64) -> u64 {
    w & G2SPACE
}
/// `st s[]` source width `w1[21]`.
pub(crate) const fn sstreg_extra(w: u64) -> u64 {
    w & W1_21
}
/// `ld c[]`/`ld s[]` destination width `w1[26]`.
pub(crate) const fn csldreg_extra(w: u64) -> u64 {
    w & W1_26
}

/// `$a` and post-increment (`w0[25]`) of the dedicated `s[]`/`l[]` addresses.
pub(crate) const fn la_pi_extra(w: u64) -> u64 {
    w & (LAREG | B25)
}
/// Long `$a` of `a[]`, `o[]` and `v[]` addresses.
pub(crate) const fn la_extra(w: u64) -> u64 {
    w & LAREG
}
/// Short `$a` of a short `v[]` address.
pub(crate) const fn sa_extra(w: u64) -> u64 {
    w & SAREG
}
/// Const space and `$a` of `bra c[]`.
pub(crate) const fn fconst8_extra(w: u64) -> u64 {
    w & (LCIDX | LAREG)
}
/// `ld c[]` source: access type `w1[15:14]`, offset `w0[24:9]`, `++`, space and `$a`
/// (the whole operand: it has no main field).
pub(crate) const fn fcon_extra(w: u64) -> u64 {
    w & (FCON_TYPE | FULL_OFF | B25 | LCIDX | LAREG)
}
/// `cvt` integer source: the type rows (`w1[16:14]`) and, for the rows that take a
/// long source 1, its `s[]`/`a[]` bits.
pub(crate) const fn cvtii_extra(w: u64) -> u64 {
    let sel = w & CVT_TYPE;
    match sel >> 46 {
        3 | 7 => sel,
        _ => sel | ls_extra(w),
    }
}
/// Long texture destination lane mask (`w0[26:25]`, `w1[15:14]`).
pub(crate) const fn ltdst_extra(w: u64) -> u64 {
    w & LTDST_MASK
}

/// Operation and type bits of a reduction/atomic (`w1[5:2]`, `w1[23:21]`).
pub(crate) const ATOM_BITS: u64 = 0xf << 34 | 7 << 53;
pub(crate) const fn atom_extra(w: u64) -> u64 {
    w & ATOM_BITS
}

/// `cas` third operand bits.
pub(crate) const fn src3_extra(w: u64) -> u64 {
    w & 0x7f << 46
}
