//! The bits a G80 operand kind owns outside its main field only while its selector picks
//! it (`extra [f]` in the table's `operands(word)` list): a source 1 owns `$a` and `++` only
//! when it is `s[]`/`a[]`, a const source 2 or 3 only when `w0[24:23]` selects it and
//! source 1 does not hold them, a shift count `w1[20]` only as an immediate. envydis's
//! sub-tables read these bits on every word (to choose a row), so which operand owns
//! them is not in its rows; it is written here. (A kind whose rows read their bits
//! whatever the word, a memory address's `$a` or space, derives them: `extra` alone.) A
//! builder's value is its main field plus these bits, so two values are the same only
//! when both agree. Bit positions number `w0 | w1 << 32`; the masks are shared with the
//! constructors in `build.rs`, and the sub-tables' `$a`, const space and `$c` fields
//! are defined here once, for the printer (`Bf`) and as masks.

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

pub(crate) const B25: u64 = 1 << 25;
pub(crate) const W1_3: u64 = 1 << 35;
pub(crate) const W1_20: u64 = 1 << 52;
pub(crate) const CVT_TYPE: u64 = 7 << 46;

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
/// `ld c[]`/`ld s[]` destination width `w1[26]`.
pub(crate) const fn csldreg_extra(w: u64) -> u64 {
    w & W1_26
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
/// `cas` third operand bits.
pub(crate) const fn src3_extra(w: u64) -> u64 {
    w & 0x7f << 46
}
