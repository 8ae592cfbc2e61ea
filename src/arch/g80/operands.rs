//! G80 operand fields and the sub-tables that choose between them (register or memory,
//! which space, which size), transcribed from envydis's G80 tables
//! (envytools `envydis/g80.c` at `f102b823`).
//!
//! Every operand *kind* of the table is one sub-table (the table's `operands(word)` list
//! names each kind's atoms; the types are in [`kinds`](super::kinds)); its raw value
//! (what a builder passes) is the field it is mainly made of, while the sub-table may
//! also read selector bits, `$a` and space indices elsewhere in the word. This module
//! holds the rows and the values the kinds' constructors take ([`MemType`], …).

use super::gate::{CP, GP, NOT_CP, SM12, VP_GP};
use super::{CvtIiSrc, LSrc, Lsh, Lsw};
use crate::bits::Field;
use crate::subtable::{imm, row, row_if, Atom, Atom::*, Bf, Keyed, Mem, Reg, Row, Vector};

// ---------------------------------------------------------------------------------------
// Values the operand constructors (`build.rs`) take.

/// Access type of a source in shared memory (compute programs): printed before the
/// operand (`b32 s[0x10]`); it scales the offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemType {
    /// Unsigned byte (offset × 1).
    U8 = 0,
    /// Unsigned 16-bit (× 2).
    U16 = 1,
    /// Signed 16-bit (× 2).
    S16 = 2,
    /// 32-bit (× 4).
    B32 = 3,
}

impl MemType {
    /// log2 of the access size.
    pub const fn shift(self) -> u32 {
        match self {
            MemType::U8 => 0,
            MemType::U16 | MemType::S16 => 1,
            MemType::B32 => 2,
        }
    }
}

// ---------------------------------------------------------------------------------------
// Selector bits and the fields the rows share (envydis bit numbering over w0 | w1 << 32);
// the table's `owns` rows say with them which bits a kind's value owns, and the
// constructors (`build.rs`) set them.

/// A table field's bits.
const fn bits(f: Field) -> u64 {
    f.mask() as u64
}

// Selector bits the table names.
pub(crate) const B23: u64 = bits(super::fields::S_CONST);
pub(crate) const B24: u64 = bits(super::fields::S_SHARED);
pub(crate) const W1_21: u64 = bits(super::fields::W1_21);
pub(crate) const W1_26: u64 = bits(super::fields::L_M1);

// The sub-tables' `$a`, const space and `$c` fields, and their bits.
/// Short `$a`, `w0[27:26]`.
const SAREG_F: Field = Field::new(&[26..28]);
/// Long `$a`, `w0[27:26]` and `w1[2]`: the `LAReg` kind's field in the table.
const LAREG_F: Field = <super::LAReg as super::__IsaKindField>::FIELD;
/// Const space, `w1[25:22]`.
const LCIDX_F: Field = Field::new(&[54..58]);
/// `$c` source, `w1[13:12]`.
const COND_F: Field = Field::new(&[44..46]);
pub(crate) const SAREG: u64 = bits(SAREG_F);
pub(crate) const LAREG: u64 = bits(LAREG_F);
pub(crate) const LCIDX: u64 = bits(LCIDX_F);

/// `++` (post-increment `$a`), `w0[25]`.
pub(crate) const B25: u64 = 1 << 25;
/// `w1[3]`: long destination is `o[]`.
pub(crate) const W1_3: u64 = 1 << 35;
/// `w1[20]`: long shift count is an immediate.
pub(crate) const W1_20: u64 = 1 << 52;
/// `cvt` integer source type, `w1[16:14]`.
pub(crate) const CVT_TYPE: u64 = 7 << 46;

/// The `owns` rows (value, mask, bits) of a long const source 2: `cN[]` when `w0[24:23]`
/// = 1, with its selector and space, and with `$a` and `++` unless source 1 is
/// `s[]`/`a[]` (`w1[21]`), which then owns them.
pub(crate) const LC2_OWNS: &[(u64, u64, u64)] = &[
    (B23 | W1_21, B23 | B24 | W1_21, B23 | LCIDX),
    (B23, B23 | B24, B23 | LCIDX | B25 | LAREG),
];
/// The same for a long const source 3 (`w0[24:23]` = 2).
pub(crate) const LC3_OWNS: &[(u64, u64, u64)] = &[
    (B24 | W1_21, B23 | B24 | W1_21, B24 | LCIDX),
    (B24, B23 | B24, B24 | LCIDX | B25 | LAREG),
];
/// The `owns` rows of a long shift count: an immediate when `w1[20]` is set, else a
/// source 2.
pub(crate) const SHCNT_OWNS: &[(u64, u64, u64)] =
    &[(W1_20, W1_20, W1_20), LC2_OWNS[0], LC2_OWNS[1]];

// ---------------------------------------------------------------------------------------
// Fields (envydis bit numbering over w0 | w1 << 32): each the one the table's operand
// list gives its kind (`SDst @ [2..8]`).

/// Each name the field the table gives an operand kind, for the printer.
macro_rules! kind_fields {
    ($( $name:ident = $kind:ident ),* $(,)?) => {
        $( const $name: Field = <super::$kind as super::__IsaKindField>::FIELD; )*
    };
}
kind_fields! {
    SDST = SDst, LDST = LDst, SSRC = SSrc, LSRC = LSrc, SSRC2 = SSrc2, LSRC2 = LDSrc2,
    LSRC3 = LSrc3, ADST = ADst, CDST = CDst, TEX = Tex, SAMP = Samp, SREG = SReg,
}

// ---------------------------------------------------------------------------------------
// Registers.

/// Each general register field's registers: `$rN`, the halves `$rNl`/`$rNh`, and the
/// suffixed ones (`$rNd`, `$rNq`).
macro_rules! registers {
    ($( $field:ident: $r:ident, $h:ident $(, $s:ident $suffix:literal)*; )*) => {
        $(
            pub(super) static $r: Reg = Reg::new($field, "r");
            pub(super) static $h: Reg = Reg::half($field);
            $( pub(super) static $s: Reg = Reg::suffixed($field, $suffix); )*
        )*
    };
}
registers! {
    SDST: R_SDST, R_SHDST;
    LDST: R_LDST, R_LHDST, R_LDDST "d", R_LQDST "q";
    SSRC: R_SSRC, R_SHSRC;
    LSRC: R_LSRC, R_LHSRC, R_LDSRC "d";
    SSRC2: R_SSRC2, R_SHSRC2;
    LSRC2: R_LSRC2, R_LHSRC2, R_LDSRC2 "d";
    LSRC3: R_LSRC3, R_LHSRC3, R_LDSRC3 "d";
}
pub(super) static R_LAREG: Reg = Reg::areg(LAREG_F);
pub(super) static R_ADST: Reg = Reg::areg(ADST);
pub(super) static R_COND: Reg = Reg::new(COND_F, "c");
pub(super) static R_CDST: Reg = Reg::new(CDST, "c");
pub(super) static R_TEX: Reg = Reg::new(TEX, "t");
pub(super) static R_SAMP: Reg = Reg::new(SAMP, "s");
pub(super) static R_SREG: Reg = Reg::named(SREG, "sr", sreg_name);

/// The name of special register `n` on a target with gate bits `target`, if it has one
/// (`$sampleid` exists from d3d10_1 on; others print `$srN`).
pub(crate) fn sreg_name(n: u64, target: u32) -> Option<&'static str> {
    match n {
        0 => Some("$physid"),
        1 => Some("$clock"),
        3 => Some("$vstride"),
        4 => Some("$pm0"),
        5 => Some("$pm1"),
        6 => Some("$pm2"),
        7 => Some("$pm3"),
        8 if super::gate::D3D10_1.allows(target) => Some("$sampleid"),
        _ => None,
    }
}

/// Code target: byte address bits 17:2 in `w0[26:11]`, bits 23:18 in `w1[19:14]`.
pub(crate) const CODE_TARGET: Field = super::fields::CTARGET.scaled(2);

/// The absolute byte address a code-target operand of word `w` names.
#[inline]
pub(crate) const fn code_target(w: u64) -> u64 {
    const BF: Bf = Bf::of(CODE_TARGET);
    BF.value(w)
}

// ---------------------------------------------------------------------------------------
// Memory operands.

/// `cN[$a + off]`, `N` in `idx`.
const fn cmem(idx: Field, areg: Option<&'static Reg>, off: Field) -> Mem {
    Mem::new("c", areg, off).indexed(idx)
}

static R_SAREG: Reg = Reg::areg(SAREG_F);
const SA: Option<&Reg> = Some(&R_SAREG);
const LA: Option<&Reg> = Some(&R_LAREG);
/// Short-form shared offset (4 bits, scaled by the access size).
const fn ss(shift: u32) -> Field {
    Field::new(&[9..13]).scaled(shift)
}
/// Long-form shared offset (5 bits).
const fn ls(shift: u32) -> Field {
    Field::new(&[9..14]).scaled(shift)
}
/// The full 16/15/14-bit offsets of dedicated loads and stores.
const fn full(shift: u32) -> Field {
    Field::new(&[9..25 - shift]).scaled(shift)
}
const SCIDX: Field = Field::new(&[21..22]);

/// A memory operand at each access size, from its form at scale `$s` (the index: log2
/// of the size, [`MemType::shift`]; a const operand's byte entry goes unused).
macro_rules! sizes {
    (|$s:ident| $m:expr) => {
        [
            {
                let $s = 0;
                $m
            },
            {
                let $s = 1;
                $m
            },
            {
                let $s = 2;
                $m
            },
        ]
    };
}
pub(super) const SSHARED: [Mem; 3] = sizes!(|s| Mem::new("s", SA, ss(s)));
pub(super) const SSHARED_PI: [Mem; 3] =
    sizes!(|s| Mem::new("s", SA, ss(s).signed()).post_increment());
pub(super) const LSHARED: [Mem; 3] = sizes!(|s| Mem::new("s", LA, ls(s)));
pub(super) const LSHARED_PI: [Mem; 3] =
    sizes!(|s| Mem::new("s", LA, ls(s).signed()).post_increment());
pub(super) const FSHARED: [Mem; 3] = sizes!(|s| Mem::new("s", LA, full(s)));
pub(super) const FSHARED_PI: [Mem; 3] = sizes!(|s| Mem::new("s", LA, full(s)).post_increment());

/// Const operands: short, long source 2 and 3 (`NA`: without `$a`), dedicated `ld`.
pub(super) const SCONST: [Mem; 3] = sizes!(|s| cmem(SCIDX, SA, Field::new(&[16..21]).scaled(s)));
pub(super) const SCONST_PI: [Mem; 3] =
    sizes!(|s| cmem(SCIDX, SA, Field::new(&[16..21]).scaled(s).signed()).post_increment());
pub(super) const L2CONST: [Mem; 3] = sizes!(|s| cmem(LCIDX_F, LA, Field::new(&[16..23]).scaled(s)));
pub(super) const L3CONST: [Mem; 3] = sizes!(|s| cmem(LCIDX_F, LA, Field::new(&[46..53]).scaled(s)));
pub(super) const L2CONST_PI: [Mem; 3] =
    sizes!(|s| cmem(LCIDX_F, LA, Field::new(&[16..23]).scaled(s).signed()).post_increment());
pub(super) const L3CONST_PI: [Mem; 3] =
    sizes!(|s| cmem(LCIDX_F, LA, Field::new(&[46..53]).scaled(s).signed()).post_increment());
pub(super) const L2CONST_NA: [Mem; 3] =
    sizes!(|s| cmem(LCIDX_F, None, Field::new(&[16..23]).scaled(s)));
pub(super) const L3CONST_NA: [Mem; 3] =
    sizes!(|s| cmem(LCIDX_F, None, Field::new(&[46..53]).scaled(s)));
pub(super) const FCONST: [Mem; 3] = sizes!(|s| cmem(LCIDX_F, LA, full(s)));
pub(super) const FCONST_PI: [Mem; 3] = sizes!(|s| cmem(LCIDX_F, LA, full(s)).post_increment());

pub(super) const LOCAL: Mem = Mem::new("l", LA, full(0));
pub(super) const LOCALPI: Mem = Mem::new("l", LA, full(0)).post_increment();

pub(super) const SATTR: Mem = Mem::new("a", None, Field::new(&[9..15]).scaled(2));
pub(super) const LATTR: Mem = Mem::new("a", None, Field::new(&[9..16]).scaled(2));
pub(super) const FATTR: Mem = Mem::new("a", LA, Field::new(&[9..16]).scaled(2));
pub(super) const SPRIM: Mem = Mem::new("p", SA, Field::new(&[9..15]).scaled(2));
pub(super) const LPRIM: Mem = Mem::new("p", LA, Field::new(&[9..16]).scaled(2));

pub(super) const SVAR: Mem = Mem::new("v", SA, Field::new(&[16..24]).scaled(2));
pub(super) const LVAR: Mem = Mem::new("v", LA, Field::new(&[16..24]).scaled(2));

pub(super) const GLOBAL: Mem = Mem::at_reg("g", &R_LSRC).indexed(Field::new(&[16..20]));
pub(super) const GLOBAL2: Mem = GLOBAL.indexed(Field::new(&[23..27]));

pub(super) const OUT16: Mem = Mem::new("o", None, LDST.scaled(1));
pub(super) const OUT32: Mem = Mem::new("o", None, LDST.scaled(2));
pub(super) const FOUT32: Mem = Mem::new("o", LA, full(2));

// ---------------------------------------------------------------------------------------
// Vectors (texture operands).

pub(super) static LTDST: Vector = Vector::new(LDST, None, Some(Field::new(&[25..27, 46..48])));
pub(super) static STDST: Vector = Vector::new(SDST, None, None);
pub(super) static LTSRC: Vector = Vector::new(LDST, Some((Field::new(&[22..24]), 1)), None);
pub(super) static STSRC: Vector = Vector::new(SDST, Some((Field::new(&[22..24]), 1)), None);

// ---------------------------------------------------------------------------------------
// Sub-tables.

/// `F(bit, a, b)`: `a` when the bit is clear, `b` when set.
macro_rules! flag {
    ($bit:expr, [$($a:expr),*], [$($b:expr),*]) => {
        &[
            row(0, 1 << $bit, &[$($a),*]),
            row(1 << $bit, 1 << $bit, &[$($b),*]),
        ]
    };
}

/// A memory source table: the `before` rows, then the rows of its `u8`, `u16`, `s16` and
/// `b32` accesses for the targets `when` allows (at `base` plus the type times `step`, then
/// the same post-incremented, `pi` set; `mask` selects), then the `after` rows.
macro_rules! sized_mem {
    ([$($before:expr),*], $when:expr, $base:expr, $step:expr, $pi:expr, $mask:expr,
     $s:ident / $pis:ident, [$($after:expr),*]) => {
        &[
            $($before,)*
            row_if($base, $mask, $when, &[N("u8"), M(&$s[0])]),
            row_if($base + $step, $mask, $when, &[N("u16"), M(&$s[1])]),
            row_if($base + 2 * $step, $mask, $when, &[N("s16"), M(&$s[1])]),
            row_if($base + 3 * $step, $mask, $when, &[N("b32"), M(&$s[2])]),
            row_if($base | $pi, $mask, $when, &[N("u8"), M(&$pis[0])]),
            row_if(($base | $pi) + $step, $mask, $when, &[N("u16"), M(&$pis[1])]),
            row_if(($base | $pi) + 2 * $step, $mask, $when, &[N("s16"), M(&$pis[1])]),
            row_if(($base | $pi) + 3 * $step, $mask, $when, &[N("b32"), M(&$pis[2])]),
            $($after,)*
            row(0, 0, &[Oops]),
        ]
    };
}

/// Short-form shared/attribute/primitive source (selected by `w0[24]`).
pub(crate) static TAB_SS: &[Row] = sized_mem!(
    [row_if(0x01800000, 0x01800000, GP, &[M(&SPRIM)])],
    CP,
    0x01000000,
    0x2000,
    0x02000000,
    0x03806000,
    SSHARED / SSHARED_PI,
    [row_if(0x01000000, 0x01800000, VP_GP, &[M(&SATTR)])]
);

/// Long-form shared/attribute source (selected by `w1[21]`).
static TAB_REALLS: &[Row] = sized_mem!(
    [],
    CP,
    0,
    0x4000,
    0x02000000,
    0x0200c000,
    LSHARED / LSHARED_PI,
    [row_if(0, 0, VP_GP, &[M(&LATTR)])]
);

/// A register when `w0[24]` is clear, else shared/attribute memory (short and
/// immediate-form source 1).
macro_rules! reg_or_shared {
    ($reg:ident, $shared:ident) => {
        &[
            row(0, B24, &[R(&$reg)]),
            row(B24, B24, &[T($shared)]),
            row(0, 0, &[Oops]),
        ]
    };
}
pub(super) static TAB_SSH: &[Row] = reg_or_shared!(R_SHSRC, TAB_SS);
pub(super) static TAB_SSW: &[Row] = reg_or_shared!(R_SSRC, TAB_SS);
/// Short source 2: a register, or `c0[]`/`c1[]` when `w0[24:23]` = 1 (`++` with `w0[25]`).
macro_rules! short_const {
    ($reg:ident, $c:expr, $pi:expr) => {
        &[
            row(0, B23 | B24, &[R(&$reg)]),
            row(B23, B23 | B24 | B25, &[M(&$c)]),
            row(B23 | B25, B23 | B24 | B25, &[M(&$pi)]),
            row(B24, B23 | B24, &[R(&$reg)]),
            row(B23 | B24, B23 | B24, &[R(&$reg)]),
            row(0, 0, &[Oops]),
        ]
    };
}
pub(super) static TAB_SCH: &[Row] = short_const!(R_SHSRC2, SCONST[1], SCONST_PI[1]);
pub(super) static TAB_SCW: &[Row] = short_const!(R_SSRC2, SCONST[2], SCONST_PI[2]);
/// A carry input: `$c` (`reg`) only when the operation bits (`lo`, `hi`) say `addc`.
macro_rules! carry {
    ($lo:expr, $hi:expr, $reg:ident) => {
        &[
            row(0, $lo | $hi, &[]),
            row($lo, $lo | $hi, &[]),
            row($hi, $lo | $hi, &[]),
            row($lo | $hi, $lo | $hi, &[R(&$reg)]),
            row(0, 0, &[Oops]),
        ]
    };
}
/// `$c0` carry input of short/immediate `addc`.
pub(super) static TAB_ADDC0: &[Row] = carry!(0x00400000, 0x10000000, R_C0);
static R_C0: Reg = Reg::new(Field::NONE, "c");

/// Immediate-form shared source (no primitive space check on `w0[23]`).
static TAB_IS: &[Row] = sized_mem!(
    [row_if(0x01000000, 0x01000000, GP, &[M(&SPRIM)])],
    CP,
    0x01000000,
    0x2000,
    0x02000000,
    0x03006000,
    SSHARED / SSHARED_PI,
    []
);
pub(super) static TAB_ISH: &[Row] = reg_or_shared!(R_SHSRC, TAB_IS);
pub(super) static TAB_ISW: &[Row] = reg_or_shared!(R_SSRC, TAB_IS);

/// The bits that choose a long source 1: `w1[21]` (`s[]`/`a[]`) and `w0[24:23]`.
const LS_SEL: u64 = W1_21 | B23 | B24;
/// Long source 1: a register, `s[]`/`a[]` when `w1[21]` is set, `p[]` in geometry programs.
macro_rules! long_src1 {
    ($reg:ident) => {
        &[
            row(0, LS_SEL, &[R(&$reg)]),
            row(B23, LS_SEL, &[R(&$reg)]),
            row(B24, LS_SEL, &[R(&$reg)]),
            row_if(B23 | B24, LS_SEL, GP, &[M(&LPRIM)]),
            row(W1_21, LS_SEL, &[T(TAB_REALLS)]),
            row(W1_21 | B23, LS_SEL, &[T(TAB_REALLS)]),
            row(W1_21 | B24, LS_SEL, &[T(TAB_REALLS)]),
            row_if(W1_21 | B23 | B24, LS_SEL, GP, &[M(&LPRIM)]),
            row(0, 0, &[Oops]),
        ]
    };
}
pub(super) static TAB_LSH: &[Row] = long_src1!(R_LHSRC);
pub(super) static TAB_LSW: &[Row] = long_src1!(R_LSRC);

/// Long source 2 or 3: a register, or `cN[]` when `w0[24:23]` is `sel` (1: source 2,
/// 2: source 3). In compute programs a const operand gives up `$a` to an `s[]` source 1
/// (`w1[21]`); in geometry programs `w0[24:23]` = 3 is a const operand without `$a`.
/// The arguments: the register; the const operand; its post-increment form in compute /
/// other programs; its form without `$a` in compute / geometry programs (envydis differs
/// between the 16- and 32-bit tables there); the register row for the other selector
/// value, before or after the const rows as envydis orders them.
macro_rules! long_const {
    ($sel:expr, $reg:ident, c: $c:expr, pi: $cp_pi:expr, $pi:expr,
     no_a: $cp_na:expr, $gp_na:expr, [$($before:expr),*], [$($after:expr),*]) => {
        &[
            row(0, B23 | B24, &[R(&$reg)]),
            $($before,)*
            row_if($sel, LS_SEL | B25, CP, &[M(&$c)]),
            row_if($sel | B25, LS_SEL | B25, CP, &[M(&$cp_pi)]),
            row_if(W1_21 | $sel, LS_SEL, CP, &[M(&$cp_na)]),
            row_if($sel, B23 | B24 | B25, NOT_CP, &[M(&$c)]),
            row_if($sel | B25, B23 | B24 | B25, NOT_CP, &[M(&$pi)]),
            $($after,)*
            row_if(B23 | B24, LS_SEL, GP, &[M(&$gp_na)]),
            row(W1_21 | B23 | B24, LS_SEL, &[R(&$reg)]),
            row(0, 0, &[Oops]),
        ]
    };
}
#[rustfmt::skip]
pub(super) static TAB_LC2H: &[Row] = long_const!(B23, R_LHSRC2, c: L2CONST[1], pi: L2CONST_PI[1], L2CONST_PI[1],
    no_a: L2CONST_NA[1], L2CONST_NA[1], [], [row(B24, B23 | B24, &[R(&R_LHSRC2)])]);
// envydis prints the compute post-increment form without `++` here (a quirk kept on purpose).
#[rustfmt::skip]
pub(super) static TAB_LC2W: &[Row] = long_const!(B23, R_LSRC2, c: L2CONST[2], pi: L2CONST[2], L2CONST_PI[2],
    no_a: L2CONST_NA[2], L2CONST_NA[2], [], [row(B24, B23 | B24, &[R(&R_LSRC2)])]);
#[rustfmt::skip]
pub(super) static TAB_LC3H: &[Row] = long_const!(B24, R_LHSRC3, c: L3CONST[1], pi: L3CONST_PI[1], L3CONST_PI[1],
    no_a: L3CONST_NA[1], L3CONST_NA[1], [row(B23, B23 | B24, &[R(&R_LHSRC3)])], []);
// envydis scales the geometry form as a 16-bit access (kept for byte-exact text).
#[rustfmt::skip]
pub(super) static TAB_LC3W: &[Row] = long_const!(B24, R_LSRC3, c: L3CONST[2], pi: L3CONST_PI[2], L3CONST_PI[2],
    no_a: L3CONST_NA[2], L3CONST_NA[1], [row(B23, B23 | B24, &[R(&R_LSRC3)])], []);

/// Long destination: a register, or (`w1[3]`) `o[]` or the discard `#` (offset 0x7f).
macro_rules! long_dst {
    ($reg:ident, $out:ident) => {
        &[
            row(0, W1_3, &[R(&$reg)]),
            row(W1_3 | 0x1fc, W1_3 | 0x1fc, &[Discard]),
            row(W1_3, W1_3, &[M(&$out)]),
            row(0, 0, &[Oops]),
        ]
    };
}
pub(super) static TAB_LLDST: &[Row] = long_dst!(R_LDST, OUT32);
pub(super) static TAB_LLHDST: &[Row] = long_dst!(R_LHDST, OUT16);

pub(super) static TAB_SHCNT: &[Row] = flag!(52, [T(TAB_LC2W)], [imm(Field::new(&[16..23]))]);
pub(super) static TAB_HSHCNT: &[Row] = flag!(52, [T(TAB_LC2H)], [imm(Field::new(&[16..23]))]);

/// Predicate: `(cond $cN)`, `(never)`, nothing for "always", `???` for undefined codes.
pub(super) static TAB_PRED: Keyed = Keyed::new(PRED_ROWS, 39, 5);

/// The condition codes of a predicate, declared once: the [`Cc`] enum and the predicate's
/// rows (`(never)` and "always", which prints nothing, then `(cc $cN)` for each code).
macro_rules! conditions {
    ($( $(#[doc = $doc:literal])* $cc:ident = $code:literal => $name:literal, )*) => {
        /// Condition codes of a predicate (`(l $c0)`), tested against a `$c` register.
        /// Not equal is [`Cc::Lg`] (ordered) or [`Cc::Lgu`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Cc {
            $( $(#[doc = $doc])* $cc = $code, )*
        }

        static PRED_ROWS: &[Row] = &{
            const fn p(code: u64, name: &'static [Atom]) -> Row {
                row(code << 39, 0x1f << 39, name)
            }
            [
                p(0x00, &[Open, N("never"), Close]),
                p(0x0f, &[]),
                $( p($code, &[Open, N($name), R(&R_COND), Close]), )*
                row(0, 0, &[Oops]),
            ]
        };
    };
}

conditions! {
    /// Less.
    L = 1 => "l",
    /// Equal.
    E = 2 => "e",
    /// Less or equal.
    Le = 3 => "le",
    /// Greater.
    G = 4 => "g",
    /// Less or greater: not equal, ordered (there is no `Ne`; `Lgu` also holds when
    /// unordered).
    Lg = 5 => "lg",
    /// Greater or equal.
    Ge = 6 => "ge",
    /// Less, greater or equal: ordered.
    Lge = 7 => "lge",
    /// Unordered.
    U = 8 => "u",
    /// Less or unordered.
    Lu = 9 => "lu",
    /// Equal or unordered.
    Eu = 10 => "eu",
    /// Less, equal or unordered.
    Leu = 11 => "leu",
    /// Greater or unordered.
    Gu = 12 => "gu",
    /// Not equal, or unordered.
    Lgu = 13 => "lgu",
    /// Greater, equal or unordered.
    Geu = 14 => "geu",
    /// Overflow.
    O = 0x10 => "o",
    /// Carry.
    C = 0x11 => "c",
    /// Above (carry and not zero).
    A = 0x12 => "a",
    /// Sign.
    S = 0x13 => "s",
    /// Not sign.
    Ns = 0x1c => "ns",
    /// Not above.
    Na = 0x1d => "na",
    /// No carry.
    Nc = 0x1e => "nc",
    /// No overflow.
    No = 0x1f => "no",
}

pub(super) static TAB_MCDST: &[Row] = flag!(38, [], [R(&R_CDST)]);

/// Lanes of long `mov`/`ld a[]`: `(l012)` etc., nothing for all four.
pub(super) static TAB_LANE: Keyed = Keyed::new(LANE_ROWS, 46, 4);
static LANE_ROWS: &[Row] = &{
    [
        row(0x0 << 46, 0xf << 46, &[Open, N("lnone"), Close]),
        row(0x1 << 46, 0xf << 46, &[Open, N("l0"), Close]),
        row(0x2 << 46, 0xf << 46, &[Open, N("l1"), Close]),
        row(0x3 << 46, 0xf << 46, &[Open, N("l01"), Close]),
        row(0x4 << 46, 0xf << 46, &[Open, N("l2"), Close]),
        row(0x5 << 46, 0xf << 46, &[Open, N("l02"), Close]),
        row(0x6 << 46, 0xf << 46, &[Open, N("l12"), Close]),
        row(0x7 << 46, 0xf << 46, &[Open, N("l012"), Close]),
        row(0x8 << 46, 0xf << 46, &[Open, N("l3"), Close]),
        row(0x9 << 46, 0xf << 46, &[Open, N("l03"), Close]),
        row(0xa << 46, 0xf << 46, &[Open, N("l13"), Close]),
        row(0xb << 46, 0xf << 46, &[Open, N("l013"), Close]),
        row(0xc << 46, 0xf << 46, &[Open, N("l23"), Close]),
        row(0xd << 46, 0xf << 46, &[Open, N("l023"), Close]),
        row(0xe << 46, 0xf << 46, &[Open, N("l123"), Close]),
        row(0xf << 46, 0xf << 46, &[]),
        row(0, 0, &[Oops]),
    ]
};

/// `ld` from const space: access size and post-increment.
pub(super) static TAB_FCON: &[Row] = sized_mem!(
    [],
    crate::form::Gate::ALWAYS,
    0,
    0x0000400000000000,
    0x0000000002000000,
    0x0000c00002000000,
    FCONST / FCONST_PI,
    []
);

pub(super) static TAB_FS8: &[Row] = flag!(25, [M(&FSHARED[0])], [M(&FSHARED_PI[0])]);
pub(super) static TAB_FS16: &[Row] = flag!(25, [M(&FSHARED[1])], [M(&FSHARED_PI[1])]);
pub(super) static TAB_FS32: &[Row] = flag!(25, [M(&FSHARED[2])], [M(&FSHARED_PI[2])]);
pub(super) static TAB_LOCAL: &[Row] = flag!(25, [M(&LOCAL)], [M(&LOCALPI)]);
pub(super) static TAB_SSTREG: &[Row] = flag!(53, [R(&R_LHSRC3)], [R(&R_LSRC3)]);
pub(super) static TAB_CSLDREG: &[Row] = flag!(58, [T(TAB_LLHDST)], [T(TAB_LLDST)]);

/// `cvt` integer sources, declared once: the rows (type token and source, by the type
/// `w1[16:14]`) and [`CvtIiSrc`]'s constructors (the source's bits with the type's).
macro_rules! cvt_sources {
    ($( $(#[doc = $doc:literal])* $name:ident($ty:ident) = $sel:literal => $text:literal $src:expr, )*) => {
        pub(super) static TAB_CVTIISRC: Keyed = Keyed::new(CVTIISRC_ROWS, 46, 3);
        static CVTIISRC_ROWS: &[Row] = &[
            $( row($sel << 46, 7 << 46, &[N($text), $src]), )*
            row(0, 0, &[Oops]),
        ];

        impl CvtIiSrc {
            $(
                $(#[doc = $doc])*
                pub const fn $name(src: $ty) -> CvtIiSrc {
                    CvtIiSrc::from_parts(src.raw() as u32, $sel << 46 | src.extra())
                }
            )*
        }
    };
}

cvt_sources! {
    /// `u16` source: a half register or 16-bit `s[]`/`a[]`.
    u16(Lsh) = 0 => "u16" T(TAB_LSH),
    /// `u32` source: a register or 32-bit `s[]`/`a[]`.
    u32(Lsw) = 1 => "u32" T(TAB_LSW),
    /// `u8` source from a half register or 16-bit memory.
    u8(Lsh) = 2 => "u8" T(TAB_LSH),
    /// `u8` source: the low byte of a full register.
    u8_r(LSrc) = 3 => "u8" R(&R_LSRC),
    /// `s16` source.
    s16(Lsh) = 4 => "s16" T(TAB_LSH),
    /// `s32` source.
    s32(Lsw) = 5 => "s32" T(TAB_LSW),
    /// `s8` source from a half register or 16-bit memory.
    s8(Lsh) = 6 => "s8" T(TAB_LSH),
    /// `s8` source: the low byte of a full register.
    s8_r(LSrc) = 7 => "s8" R(&R_LSRC),
}

/// `ld`/`st` destination or source register, sized by the access type `w1[23:21]`.
pub(super) static TAB_LDSTO: Keyed = Keyed::new(LDSTO_ROWS, 53, 3);
static LDSTO_ROWS: &[Row] = &{
    const M3: u64 = 0x00e0000000000000;
    [
        row(0x0000000000000000, M3, &[R(&R_LDST)]),
        row(0x0020000000000000, M3, &[R(&R_LDST)]),
        row(0x0040000000000000, M3, &[R(&R_LDST)]),
        row(0x0060000000000000, M3, &[R(&R_LDST)]),
        row(0x0080000000000000, M3, &[R(&R_LDDST)]),
        row(0x00a0000000000000, M3, &[R(&R_LQDST)]),
        row(0x00c0000000000000, M3, &[R(&R_LDST)]),
        row(0x00e0000000000000, M3, &[R(&R_LDST)]),
        row(0, 0, &[Oops]),
    ]
};
/// Access type bits `w1[23:21]`.
const RT: u64 = 0x00e0000000000000;
/// An atomic's source register, sized by the access type `w1[23:21]` (`$rNd` for b64).
macro_rules! sized_src {
    ($d:ident, $r:ident) => {
        &[
            row(0x0080000000000000, RT, &[R(&$d)]),
            row(0x00c0000000000000, RT, &[R(&$r)]),
            row(0x00e0000000000000, RT, &[R(&$r)]),
            row(0, 0, &[Oops]),
        ]
    };
}
pub(super) static TAB_LDSTS2: &[Row] = sized_src!(R_LDSRC2, R_LSRC2);
static TAB_LDSTS3: &[Row] = sized_src!(R_LDSRC3, R_LSRC3);
/// Third atomic operand: only `cas` (op 2) has one.
pub(super) static TAB_MLDSTS3: &[Row] = &[
    row(0x0000000000000000, 0x0000003800000000, &[]),
    row(0x0000000800000000, 0x0000003c00000000, &[T(TAB_LDSTS3)]),
    row(0x0000000c00000000, 0x0000003c00000000, &[]),
    row(0x0000001000000000, 0x0000003000000000, &[]),
    row(0x0000002000000000, 0x0000002000000000, &[]),
    row(0, 0, &[Oops]),
];

static TAB_RAADD: &[Row] = &[
    row_if(0x0080000000000000, RT, SM12, &[N("u64")]),
    row(0x00c0000000000000, RT, &[N("u32")]),
    row(0x00e0000000000000, RT, &[N("s32")]),
    row(0, 0, &[Oops]),
];
static TAB_RAB: &[Row] = &[
    row_if(0x0080000000000000, RT, SM12, &[N("b64")]),
    row(0x00c0000000000000, RT, &[N("b32")]),
    row(0, 0, &[Oops]),
];
static TAB_RAMM: &[Row] = &[
    row(0x00c0000000000000, RT, &[N("u32")]),
    row(0x00e0000000000000, RT, &[N("s32")]),
    row(0, 0, &[Oops]),
];
static TAB_RAB32: &[Row] = &[row(0x00c0000000000000, RT, &[N("b32")]), row(0, 0, &[Oops])];
static TAB_RAU32: &[Row] = &[row(0x00c0000000000000, RT, &[N("u32")]), row(0, 0, &[Oops])];

/// The operations of reductions and atomics, declared once: the [`AtomOp`] enum and the
/// rows (`w1[5:2]`) of `red` and atomic `ld` (the reductions) and of the atomics' own
/// `exch` and `cas`, each naming the types it takes.
macro_rules! atom_ops {
    (
        reductions: [$( $(#[doc = $rdoc:literal])* $r:ident = $rcode:literal => $rname:literal $rtypes:ident, )*]
        atomics: [$( $(#[doc = $adoc:literal])* $a:ident = $acode:literal => $aname:literal $atypes:ident, )*]
    ) => {
        /// Operation of `red`/atomic `ld` (`w1[5:2]`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum AtomOp {
            $( $(#[doc = $adoc])* $a = $acode, )*
            $( $(#[doc = $rdoc])* $r = $rcode, )*
        }

        /// Reduction operation and type.
        pub(super) static TAB_REDM: &[Row] = &[
            $( row($rcode << 34, 0xf << 34, &[N($rname), T($rtypes)]), )*
            row(0, 0, &[Oops]),
        ];
        /// Atomic operation: `exch`, `cas`, or `ld` + a reduction.
        pub(super) static TAB_ATOMM: &[Row] = &[
            $( row($acode << 34, 0xf << 34, &[N($aname), T($atypes)]), )*
            row(0, 0, &[N("ld"), T(TAB_REDM)]),
        ];
    };
}

atom_ops! {
    reductions: [
        /// Add (`u32`, `s32`, `u64` from G200).
        Add = 0 => "add" TAB_RAADD,
        /// Wrapping increment (`u32`).
        Inc = 4 => "inc" TAB_RAU32,
        /// Wrapping decrement (`u32`).
        Dec = 5 => "dec" TAB_RAU32,
        /// Maximum (`u32`, `s32`).
        Max = 6 => "max" TAB_RAMM,
        /// Minimum (`u32`, `s32`).
        Min = 7 => "min" TAB_RAMM,
        /// And (`b32`).
        And = 0xa => "and" TAB_RAB32,
        /// Or (`b32`).
        Or = 0xb => "or" TAB_RAB32,
        /// Xor (`b32`).
        Xor = 0xc => "xor" TAB_RAB32,
    ]
    atomics: [
        /// Exchange (atomics only; `b32`, `b64`).
        Exch = 1 => "exch" TAB_RAB,
        /// Compare and swap (atomics only; `b32`, `b64`).
        Cas = 2 => "cas" TAB_RAB,
    ]
}

/// `add`/`sub`/`subr`/`addc` carry input (long form, op in `w0[22]`/`w0[28]`).
pub(super) static TAB_ADDCOND: &[Row] = carry!(0x00400000, 0x10000000, R_COND);
/// Carry input of long `mad` (op in `w1[27:26]`).
pub(super) static TAB_ADDCOND2: &[Row] = carry!(0x0400000000000000, 0x0800000000000000, R_COND);

/// `quadop` source lane.
pub(super) static TAB_QS1: &[Row] = &[
    row(0x00000000, 0x00070000, &[N("l0")]),
    row(0x00010000, 0x00070000, &[N("l1")]),
    row(0x00020000, 0x00070000, &[N("l2")]),
    row(0x00030000, 0x00070000, &[N("l3")]),
    row(0x00040000, 0x00050000, &[N("dx")]),
    row(0x00050000, 0x00050000, &[N("dy")]),
    row(0, 0, &[Oops]),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// A keyed table picks, for every word, the row the first-match scan of its source
    /// picks (the printer indexes, the assembler scans).
    #[test]
    fn keyed_tables_pick_the_first_matching_row() {
        for t in [&TAB_PRED, &TAB_LANE, &TAB_CVTIISRC, &TAB_LDSTO] {
            for k in 0..64u64 {
                for other in [0, u64::MAX, 0x5555_5555_5555_5555] {
                    let w = other.rotate_left(k as u32) ^ k.wrapping_mul(0x9e37_79b9_7f4a_7c15);
                    let first = t.source.iter().find(|r| w & r.mask == r.val).unwrap();
                    let (mask, atoms) = t.row_for(w);
                    assert_eq!(first.mask, mask, "{w:#x}");
                    assert!(core::ptr::eq(first.atoms, atoms), "{w:#x}");
                }
            }
        }
    }
}
