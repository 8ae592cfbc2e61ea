//! Valhall operand types: the destination byte, staging register groups, source bytes with
//! their per-instruction modifier bits, and named immediates.
//!
//! Each type is a typed view of the raw value of its field. A field can gather bits from
//! several places of the word (`[8..16, 36..38, 26..28]` = source byte, then neg/abs,
//! then swizzle); the raw value lists the parts in the order the field names them. The
//! order of the parts of a source is fixed: byte, neg+abs, swizzle, widen/lanes/half-swizzle,
//! combine, lane, not — the layout constant of [`Src`] says which parts are present.
//! The operands' text: printed here as Mesa's disassembler prints it, read by `parse.rs`
//! as Mesa's `asm.py` reads it; the names and tables both use are in `names.rs`.

pub use super::names::{layout, LUT, SPECIAL_PAGE0, SPECIAL_PAGE1, SPECIAL_PAGE3};
use super::names::{SrcLayout, COMBINE_NAMES, HALFSWZ8, LANE16, LANE8, LANES8, SWZ16, WIDEN32};
use super::names::{SWIZZLES16, SWIZZLES32, SWIZZLES64, SWIZZLES8};
use crate::bits::Field;
use crate::error::{AsmError, RangeError};
#[cfg(not(feature = "compact-text"))]
use crate::piece::Short;
use crate::piece::{Chunk, Piece};
use crate::text::{Cursor, Sink};
use core::fmt::{self, Write};
use layout::*;

/// The [`LUT`] values as Mesa prints them (`0x%X`), padded for printing.
static LUT_TEXT: [Chunk; 32] = {
    let mut t = [Chunk::EMPTY; 32];
    let mut i = 0;
    while i < 32 {
        t[i] = Chunk::hex_upper(LUT[i]);
        i += 1;
    }
    t
};

/// Bits of the FAU page field (57..59) in a word.
#[inline]
pub(super) const fn fau_page(word: u128) -> u8 {
    ((word >> 57) & 3) as u8
}

/// A suffix table's entry: its text padded (one store prints it), or with `compact-text`
/// the text itself (less than half the bytes).
#[cfg(not(feature = "compact-text"))]
type Entry = Chunk;
#[cfg(feature = "compact-text")]
type Entry = &'static str;

/// The entries of a suffix table.
#[cfg(not(feature = "compact-text"))]
const fn entries<const N: usize>(texts: &[&'static str; N]) -> [Entry; N] {
    Chunk::texts(texts)
}
#[cfg(feature = "compact-text")]
const fn entries<const N: usize>(texts: &[&'static str; N]) -> [Entry; N] {
    *texts
}

/// Appends entry `v` of suffix table `t` (nothing past its end).
#[inline(always)]
fn put(p: &mut Piece<'_>, t: &'static [Entry], v: usize) {
    #[cfg(not(feature = "compact-text"))]
    p.chunk(t.get(v).unwrap_or(&Chunk::EMPTY));
    #[cfg(feature = "compact-text")]
    p.text(t.get(v).copied().unwrap_or(""));
}

/// The suffix tables, for printing.
static C_SWIZZLES8: [Entry; 16] = entries(&SWIZZLES8);
static C_SWIZZLES16: [Entry; 16] = entries(&SWIZZLES16);
static C_SWIZZLES32: [Entry; 16] = entries(&SWIZZLES32);
static C_SWIZZLES64: [Entry; 16] = entries(&SWIZZLES64);
static C_LANES8: [Entry; 16] = entries(&LANES8);
static C_HALFSWZ8: [Entry; 16] = entries(&HALFSWZ8);
static C_COMBINE: [Entry; 8] = entries(&COMBINE_NAMES);
static C_SWZ16: [Entry; 4] = entries(&SWZ16);
static C_WIDEN32: [Entry; 4] = entries(&WIDEN32);
static C_LANE8: [Entry; 4] = entries(&LANE8);
static C_LANE16: [Entry; 2] = entries(&LANE16);

impl SrcLayout {
    fn widen_names(&self) -> &'static [Entry; 16] {
        if self.has(LANES) {
            &C_LANES8
        } else if self.has(HALF_SWIZZLE) {
            &C_HALFSWZ8
        } else {
            match self.size() {
                8 => &C_SWIZZLES8,
                16 => &C_SWIZZLES16,
                32 => &C_SWIZZLES32,
                _ => &C_SWIZZLES64,
            }
        }
    }
    fn swizzle_names(&self) -> &'static [Entry; 4] {
        if self.size() == 16 {
            &C_SWZ16
        } else {
            &C_WIDEN32
        }
    }
    fn lane_names(&self) -> &'static [Entry] {
        if self.size() == 16 {
            &C_LANE16
        } else {
            &C_LANE8
        }
    }
}

#[cfg(not(feature = "compact-text"))]
/// The text of a register or uniform byte (below `0xc0`) on each FAU page: entry `b` for
/// a register byte `b < 0x80` (`r`, `^` when bit 6 is set), entry `b + 64 * page` for a
/// uniform (its number counts the page). One load and one 8-byte store print it.
static REG_TEXT: [Short; 384] = Short::of_chunks(&{
    let mut t = [Chunk::EMPTY; 384];
    let mut i = 0;
    while i < 128 {
        t[i] = if i & 0x40 != 0 {
            Chunk::short(*b"^r", 2, i & 63, [0; 3], 0)
        } else {
            Chunk::short(*b"r\0", 1, i & 63, [0; 3], 0)
        };
        i += 1;
    }
    while i < 384 {
        // Value `v` on page `p` is entry `128 + v + 64 * p`, uniform `v | p << 6`.
        t[i] = Chunk::short(*b"u\0", 1, i - 128, [0; 3], 0);
        i += 1;
    }
    t
});

#[cfg(not(feature = "compact-text"))]
/// The text of a table value or special byte (`0xc0` and above): entry `b & 0x1f` for a
/// table value (`b & 0x20` clear; the same on every page), entry `32 + 32 * page +
/// (b & 0x1f)` for a special of the page. An entry too long to be one store is marked
/// ([`Chunk::name`]'s `len` past [`Chunk::MAX`]) and printed from its name.
static FAU_TEXT: [Chunk; 160] = {
    let mut t = [Chunk::EMPTY; 160];
    let mut v = 0;
    while v < 32 {
        t[v] = LUT_TEXT[v];
        v += 1;
    }
    let mut page = 0;
    while page < 4 {
        let names = special_names(page as u8);
        let mut v = 0;
        while v < 32 {
            let w: &[u8] = if v & 1 != 0 { b".w1" } else { b".w0" };
            t[32 + 32 * page + v] = Chunk::join(names[v >> 1].as_bytes(), w);
            v += 1;
        }
        page += 1;
    }
    t
};

/// The names of the special FAU values of `page`.
const fn special_names(page: u8) -> [&'static str; 16] {
    match page {
        0 => SPECIAL_PAGE0,
        1 => SPECIAL_PAGE1,
        2 => ["reserved_page2"; 16],
        _ => SPECIAL_PAGE3,
    }
}

/// Writes an operand byte (no suffixes): register, uniform, table value or special (Mesa
/// asserts that a float source never holds a special; this prints it).
#[cfg(not(feature = "compact-text"))]
#[inline]
fn write_byte(byte: u8, word: u128, out: &mut Sink<'_>) -> fmt::Result {
    let (b, page) = (byte as usize, fau_page(word) as usize);
    if b < 0xc0 {
        // A uniform's entry is past the registers' by its page (no branch on the kind).
        let text = &REG_TEXT[b + (b >> 7) * 64 * page];
        return out.piece(8, |p| p.short(text));
    }
    let text = &FAU_TEXT[(b & 0x1f) + (b >> 5 & 1) * (32 + 32 * page)];
    if text.fits() {
        return out.piece(Chunk::MAX, |p| p.chunk(text));
    }
    write_long_special(b & 0x3f, page as u8, out)
}

/// [`write_byte`] without text tables (`compact-text`): a register or uniform from its
/// number, a table value from [`LUT_TEXT`], a special from its name.
#[cfg(feature = "compact-text")]
fn write_byte(byte: u8, word: u128, out: &mut Sink<'_>) -> fmt::Result {
    let (b, page) = (byte as u32, fau_page(word) as u32);
    // `r`, `^r` (bit 6) or `u` and the number (a uniform's counts its page).
    let (head, n, number) = match b >> 6 {
        0 => (*b"r\0", 1, b),
        1 => (*b"^r", 2, b & 63),
        2 => (*b"u\0", 1, (b & 63) + 64 * page),
        _ if b & 0x20 == 0 => {
            return out.piece(Chunk::MAX, |p| p.chunk(&LUT_TEXT[(b & 0x1f) as usize]));
        }
        _ => return write_long_special((b & 0x3f) as usize, page as u8, out),
    };
    out.piece(8, |p| {
        p.fixed(head, n);
        p.decimal(number)
    })
}

/// A special FAU value by name: those too long for a `FAU_TEXT` entry (every one with
/// `compact-text`).
#[cold]
#[inline(never)]
fn write_long_special(value: usize, page: u8, out: &mut Sink<'_>) -> fmt::Result {
    out.write_str(special_names(page)[(value - 32) >> 1])?;
    out.write_str(if value & 1 != 0 { ".w1" } else { ".w0" })
}

/// Writes a source with its suffixes in Mesa's order (`lay` is the source's layout, a
/// constant once inlined into [`Src::write_raw`], so the absent parts cost nothing).
#[inline]
fn write_src(lay: &SrcLayout, raw: u128, word: u128, out: &mut Sink<'_>) -> fmt::Result {
    let part = |at: u32, w: u32| ((raw >> at) & ((1 << w) - 1)) as usize;
    write_byte(raw as u8, word, out)?;
    // Every suffix the layout has, in one piece: table entries stored whole, flags kept
    // when their bit is set. `lay` is a constant here, so the tests on it vanish.
    out.piece(Piece::MAX, |p| {
        if lay.has(NEG_ABS) {
            p.fixed(*b".neg", 4 * part(8, 1));
            p.fixed(*b".abs", 4 * part(9, 1));
        }
        if lay.has(SWIZZLE) {
            put(p, lay.swizzle_names(), part(lay.swz, 2));
        }
        if lay.has(WIDEN | LANES | HALF_SWIZZLE) {
            put(p, lay.widen_names(), part(lay.widen, 4));
        }
        if lay.has(COMBINE) {
            put(p, &C_COMBINE, part(lay.combine, 3));
        }
        if lay.has(LANE) {
            put(p, lay.lane_names(), part(lay.lane, lay.lane_w));
        }
        if lay.has(NOT) {
            p.fixed(*b".not", 4 * part(lay.not, 1));
        }
    })?;
    Ok(())
}

/// A source operand: the 8-bit operand byte (`rN`, `^rN`, `uN`, table immediate, special
/// value) plus the modifier parts of layout `L` (see [`layout`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Src<const L: u32>(u32);

impl<const L: u32> Src<L> {
    const LAY: SrcLayout = SrcLayout::new(L);
    /// The layout constant (see [`layout`]).
    pub const LAYOUT: u32 = L;
    /// Bits of the raw value.
    pub const WIDTH: u32 = Self::LAY.width;

    /// The source's field in source slot `i` (0..=3), by the rule Mesa's `valhall.py`
    /// applies to `ISA.xml`: the operand byte at bit 8·`i`, then the modifier parts the
    /// layout has, low part of the raw value first — neg/abs at 38 − 2·`i`, swizzle at
    /// 28 − 2·`i`, widen, lanes or half-swizzle at 26 for slot 1 and 36 otherwise,
    /// combine at 37, the lane select at 38 for slot 0 and 36 otherwise, `.not` at 35.
    pub const fn slot(i: u32) -> Field {
        Self::slot_lane(i, if i == 0 { 38 } else { 36 })
    }

    /// [`slot`](Self::slot) with the lane select at bit `lane_at` (`lane="N"` in
    /// `ISA.xml`).
    pub const fn slot_lane(i: u32, lane_at: u32) -> Field {
        let lay = Self::LAY;
        let mut f = Field::NONE.then(8 * i, 8);
        if lay.has(NEG_ABS) {
            f = f.then(38 - 2 * i, 2);
        }
        if lay.has(SWIZZLE) {
            f = f.then(28 - 2 * i, 2);
        }
        if lay.has(WIDEN | LANES | HALF_SWIZZLE) {
            f = f.then(if i == 1 { 26 } else { 36 }, 4);
        }
        if lay.has(COMBINE) {
            f = f.then(37, 3);
        }
        if lay.has(LANE) {
            f = f.then(lane_at, lay.lane_w);
        }
        if lay.has(NOT) {
            f = f.then(35, 1);
        }
        f
    }

    crate::error::checked! {
        /// Register `rN` (0..=63).
        fn reg / try_reg(n: u8) -> Self {
            if n >= 64 {
                return RangeError::err("register (0..=63)");
            }
            Ok(Src(Self::LAY.identity(n)))
        }
        /// Register `^rN`: last use (discard) of `rN` (0..=63).
        fn reg_last / try_reg_last(n: u8) -> Self {
            if n >= 64 {
                return RangeError::err("register (0..=63)");
            }
            Ok(Src(Self::LAY.identity(0x40 | n)))
        }
        /// Uniform word `n` (0..=63) of the instruction's FAU page (set the page with the
        /// builder's `fau_page`: `u64`..`u127` are words 0..63 of page 1).
        fn uniform / try_uniform(n: u8) -> Self {
            if n >= 64 {
                return RangeError::err("uniform word in the page (0..=63)");
            }
            Ok(Src(Self::LAY.identity(0x80 | n)))
        }
        /// The table immediate equal to `value` (first match in [`LUT`]).
        fn imm / try_imm(value: u32) -> Self {
            let mut i = 0;
            while i < 32 {
                if LUT[i] == value {
                    return Ok(Src(Self::LAY.identity(0xC0 | i as u8)));
                }
                i += 1;
            }
            RangeError::err("immediate not in the Valhall immediate table")
        }
        /// Special FAU value `k` (0..=15) of the instruction's page, 32-bit word `w` (0 or 1).
        fn special / try_special(k: u8, w: u8) -> Self {
            if k >= 16 || w >= 2 {
                return RangeError::err("special value (0..=15, word 0..=1)");
            }
            Ok(Src(Self::LAY.identity(0xE0 | k << 1 | w)))
        }
        /// With the 2-bit swizzle value `v` (on a source that has a swizzle).
        fn swizzle / try_swizzle(self, v: u8) -> Self {
            self.set(SWIZZLE, Self::LAY.swz, 2, v as u32, "swizzle (0..=3) on a swizzle source")
        }
        /// With the 4-bit widen / lanes / half-swizzle value `v` (on a source that has one).
        fn widen / try_widen(self, v: u8) -> Self {
            let what = "widen (0..=15) on a widen source";
            self.set(WIDEN | LANES | HALF_SWIZZLE, Self::LAY.widen, 4, v as u32, what)
        }
        /// With the 3-bit combine value `v` (on a source that has one).
        fn combine / try_combine(self, v: u8) -> Self {
            self.set(COMBINE, Self::LAY.combine, 3, v as u32, "combine (0..=7) on a combine source")
        }
        /// With the lane select `v` (on a source that has one).
        fn lane / try_lane(self, v: u8) -> Self {
            self.set(LANE, Self::LAY.lane, Self::LAY.lane_w, v as u32, "lane on a lane source")
        }
    }
    const fn set(
        self,
        has: u32,
        at: u32,
        w: u32,
        v: u32,
        what: &'static str,
    ) -> Result<Self, RangeError> {
        if L & has == 0 || v >= 1 << w {
            return Err(RangeError { what });
        }
        Ok(Src((self.0 & !(((1 << w) - 1) << at)) | v << at))
    }
    /// Sets `.neg` (panics when the source has no neg/abs bits).
    #[inline]
    pub const fn neg(self) -> Self {
        RangeError::unwrap(self.set(NEG_ABS, 8, 1, 1, "source has no .neg"))
    }
    /// Sets `.abs` (panics when the source has no neg/abs bits).
    #[inline]
    pub const fn abs(self) -> Self {
        RangeError::unwrap(self.set(NEG_ABS, 9, 1, 1, "source has no .abs"))
    }
    /// Sets `.not` (panics when the source has no not bit).
    #[inline]
    pub const fn not(self) -> Self {
        RangeError::unwrap(self.set(NOT, Self::LAY.not, 1, 1, "source has no .not"))
    }
    /// Raw field value.
    #[inline]
    pub const fn raw(self) -> u128 {
        self.0 as u128
    }
    /// From a raw field value (bits above [`Self::WIDTH`] are dropped).
    #[inline]
    pub const fn from_raw(raw: u128) -> Self {
        Src((raw & ((1 << Self::LAY.width) - 1)) as u32)
    }
}

impl<const L: u32> crate::isa::Operand for Src<L> {
    /// Prints the source as Mesa does (the FAU page comes from `word`).
    fn write_raw(raw: u128, word: u128, out: &mut Sink<'_>) -> fmt::Result {
        write_src(&Self::LAY, raw, word, out)
    }

    /// Parses a source (the FAU page it implies is dropped; the instruction assembler
    /// keeps it).
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        super::parse::source_raw(cur, L)
    }
}

crate::operand_type! {
    /// The destination byte: register (bits 0..6) and write mask (bits 6..8: 3 whole
    /// register, 1 low half `.h0`, 2 high half `.h1`).
    pub struct Dest(u8): 8;
}

impl Dest {
    crate::error::checked! {
        /// Whole register `rN` (0..=63).
        fn r / try_r(n: u8) -> Self {
            if n >= 64 {
                return RangeError::err("register (0..=63)");
            }
            Ok(Dest(0xC0 | n))
        }
        /// Low half `rN.h0` (0..=63).
        fn h0 / try_h0(n: u8) -> Self {
            match Self::try_r(n) {
                Ok(d) => Ok(Dest(d.0 & 0x7f)),
                Err(e) => Err(e),
            }
        }
        /// High half `rN.h1` (0..=63).
        fn h1 / try_h1(n: u8) -> Self {
            match Self::try_r(n) {
                Ok(d) => Ok(Dest(d.0 & 0xbf)),
                Err(e) => Err(e),
            }
        }
    }
}

#[cfg(not(feature = "compact-text"))]
/// Every destination's text, by raw value (one 8-byte store prints any).
static DEST_TEXT: [Short; 256] = Short::of_chunks(&{
    let mut t = [Chunk::EMPTY; 256];
    let mut i = 0;
    while i < 256 {
        // Write mask 3 prints nothing, 1 `.h0`, 0 and 2 `.h1` (as Mesa does).
        let (mask, len) = match i >> 6 {
            3 => ([0; 3], 0),
            1 => (*b".h0", 3),
            _ => (*b".h1", 3),
        };
        t[i] = Chunk::short(*b"r\0", 1, i & 0x3f, mask, len);
        i += 1;
    }
    t
});

impl crate::isa::Operand for Dest {
    /// Prints `rN`, `rN.h0` or `rN.h1` (write mask 0 prints `.h1`, as Mesa does).
    #[cfg(not(feature = "compact-text"))]
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        out.piece(8, |p| p.short(&DEST_TEXT[(raw & 0xff) as usize]))
    }

    /// Prints `rN`, `rN.h0` or `rN.h1` (write mask 0 prints `.h1`, as Mesa does).
    #[cfg(feature = "compact-text")]
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        out.piece(8, |p| {
            p.fixed(*b"r", 1);
            p.decimal((raw & 0x3f) as u32);
            match raw >> 6 & 3 {
                3 => {}
                1 => p.fixed(*b".h0", 3),
                _ => p.fixed(*b".h1", 3),
            }
        })
    }

    /// Parses `rN`, `rN.h0`, `rN.h1`.
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        let (base, tok) = super::parse::token(cur);
        super::parse::dest(base, tok)
    }
}

/// Staging register group `@rA:rA+1:…` of mode `M`: bits 0..2 the flag value written
/// into the two bits above the register, bit 2 whether those flag bits exist, bit 3
/// whether the count is stored minus one (`sr_write_count`, 1..=8) rather than as is
/// (`sr_count`, 0..=7). Raw value: register (6 bits), flags (2 bits, if any), count (3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Staging<const M: u8>(u16);

impl<const M: u8> Staging<M> {
    const FLAGS: bool = M & 4 != 0;
    const MINUS1: bool = M & 8 != 0;
    const COUNT_AT: u32 = if Self::FLAGS { 8 } else { 6 };
    /// Bits of the raw value.
    pub const WIDTH: u32 = Self::COUNT_AT + 3;
    /// Largest number of registers.
    pub const MAX: u8 = if Self::MINUS1 { 8 } else { 7 };

    crate::error::checked! {
        /// `count` consecutive registers from `base`; a group of more than one register
        /// starts on an even register.
        fn new / try_new(base: u8, count: u8) -> Self {
            if base >= 64
                || count > Self::MAX
                || (Self::MINUS1 && count == 0)
                || base as u32 + count as u32 > 64
            {
                return RangeError::err("staging registers (base 0..=63, count in range)");
            }
            if count > 1 && base & 1 != 0 {
                return RangeError::err("staging registers must start on an even register");
            }
            let c = if Self::MINUS1 { count - 1 } else { count } as u16;
            let flags = if Self::FLAGS { ((M & 3) as u16) << 6 } else { 0 };
            Ok(Staging(base as u16 | flags | c << Self::COUNT_AT))
        }
    }
    /// Raw field value.
    #[inline]
    pub const fn raw(self) -> u128 {
        self.0 as u128
    }
    /// From a raw field value.
    #[inline]
    pub const fn from_raw(raw: u128) -> Self {
        Staging((raw & ((1 << Self::WIDTH) - 1)) as u16)
    }
    /// Where the count sits in the raw value, and whether it is stored minus one.
    const SHAPE: Option<(u32, bool)> = Some((Self::COUNT_AT, Self::MINUS1));
    /// The number of registers a raw value names (its stored count, plus one when the
    /// count is stored minus one).
    #[inline(always)]
    pub(super) const fn count_of(raw: u128) -> u8 {
        ((raw >> Self::COUNT_AT) & 7) as u8 + Self::MINUS1 as u8
    }
}

/// `rN:` for each register a staging group can print (`r0` to `r70`: a raw base up to
/// 63 and up to eight registers), padded to four bytes, and its length.
static STAGING_REG: [([u8; 4], u8); 71] = {
    let mut t = [([0; 4], 0); 71];
    let mut i = 0;
    while i < 71 {
        let c = Chunk::short(*b"r\0", 1, i, *b":\0\0", 1);
        t[i] = ([c.bytes[0], c.bytes[1], c.bytes[2], c.bytes[3]], c.len);
        i += 1;
    }
    t
};

impl<const M: u8> crate::isa::Operand for Staging<M> {
    /// Prints `@rA:rB…` (a bare `@` for zero registers).
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        let base = (raw & 0x3f) as usize;
        let c = Self::count_of(raw) as usize;
        // `@`, then `rN:` for each of eight registers, kept only for the first `c`, and
        // the last `:` taken back: stores whose lengths, not branches, follow the count.
        out.piece(1 + 8 * 4, |p| {
            p.fixed(*b"@", 1);
            for i in 0..8 {
                let r = &STAGING_REG[base + i];
                p.fixed(r.0, if i < c { r.1 as usize } else { 0 });
            }
            p.take_back(usize::from(c > 0));
        })
    }

    /// Parses `@rA:rB…` (consecutive, pair-aligned when more than one).
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        let (base, tok) = super::parse::token(cur);
        let (base, count) = super::parse::staging(base, tok, Self::MAX)?;
        let c = if Self::MINUS1 { count - 1 } else { count } as u128;
        let flags = if Self::FLAGS {
            ((M & 3) as u128) << 6
        } else {
            0
        };
        Ok(base as u128 | flags | c << Self::COUNT_AT)
    }
}

/// Kinds of named immediates: (printed prefix, signed and printed in decimal).
const IMM_KINDS: [(&str, bool); 6] = [
    ("#", false),
    ("offset:", true),
    ("offset:", false),
    ("target:", false),
    ("table:", false),
    ("index:", false),
];
const SHIFT_KIND: (&str, bool) = ("shift:", false);

/// A named immediate of kind `K` (index into the prefix table: 0 `#constant`, 1 signed
/// `offset:`, 2 unsigned `offset:`, 3 `target:`, 4 `table:`, 5 `index:`, 6 `shift:`) and
/// `W` bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Imm<const K: u8, const W: u8>(u32);

impl<const K: u8, const W: u8> Imm<K, W> {
    /// Bits of the raw value.
    pub const WIDTH: u32 = W as u32;
    const KIND: (&'static str, bool) = if (K as usize) < IMM_KINDS.len() {
        IMM_KINDS[K as usize]
    } else {
        SHIFT_KIND
    };
    const SIGNED: bool = Self::KIND.1;
    /// Smallest accepted value.
    pub const MIN: i64 = if Self::SIGNED { -(1i64 << (W - 1)) } else { 0 };
    /// Largest accepted value.
    pub const MAX: i64 = if Self::SIGNED {
        (1i64 << (W - 1)) - 1
    } else {
        (1i64 << W) - 1
    };

    crate::error::checked! {
        /// The immediate `v` ([`MIN`](Self::MIN)..=[`MAX`](Self::MAX)).
        fn new / try_new(v: i64) -> Self {
            if v < Self::MIN || v > Self::MAX {
                return RangeError::err("immediate out of range for its field");
            }
            Ok(Imm((v as u64 & ((1u64 << W) - 1)) as u32))
        }
    }
    /// The value (sign-extended for signed immediates).
    #[inline]
    pub const fn value(self) -> i64 {
        if Self::SIGNED && self.0 >> (W - 1) & 1 != 0 {
            self.0 as i64 - (1i64 << W)
        } else {
            self.0 as i64
        }
    }
    /// Raw field value.
    #[inline]
    pub const fn raw(self) -> u128 {
        self.0 as u128
    }
    /// From a raw field value.
    #[inline]
    pub const fn from_raw(raw: u128) -> Self {
        Imm((raw as u64 & ((1u64 << W) - 1)) as u32)
    }
}

impl<const K: u8, const W: u8> crate::isa::Operand for Imm<K, W> {
    /// Prints `prefix` and the value (`%d` when signed, else `0x%X`).
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        out.write_str(Self::KIND.0)?;
        let v = Self::from_raw(raw);
        if Self::SIGNED {
            out.write_i128(v.value() as i128)
        } else {
            out.piece(Chunk::MAX, |p| p.chunk(&Chunk::hex_upper(v.0)))
        }
    }

    /// Parses `prefix` and a number in range, as Mesa's assembler reads it.
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        let (base, tok) = super::parse::token(cur);
        let name = match Self::KIND.0 {
            "#" => "constant",
            k => k.trim_end_matches(':'),
        };
        let v = super::parse::immediate(base, tok, name, Self::MIN as i128, Self::MAX as i128)?;
        Ok(Self::new(v as i64).raw())
    }
}

/// Mesa's staging rules for `count` registers from `base`: a group of more than one
/// register starts on an even register and ends by `r63`.
#[inline]
pub(super) const fn staging_check(base: u32, count: u32) -> Result<(), &'static str> {
    if count > 1 && base % 2 != 0 {
        return Err("Consecutive staging registers must be aligned to a register pair");
    }
    if base + count > 64 {
        return Err("Staging registers past r63");
    }
    Ok(())
}

/// Where a staging group of `kind` keeps its count in the raw value, and whether the
/// count is stored minus one; `None` when `kind` is not a staging group.
pub(super) const fn staging_shape(kind: super::Kind) -> Option<(u32, bool)> {
    use super::Kind as K;
    match kind {
        K::SrRead => SrRead::SHAPE,
        K::SrWrite => SrWrite::SHAPE,
        K::SrReadWrite => SrReadWrite::SHAPE,
        K::SrWriteN => SrWriteN::SHAPE,
        K::SrPlain => SrPlain::SHAPE,
        K::SrPlainN => SrPlainN::SHAPE,
        _ => None,
    }
}

/// Read staging (`sr_count`, flags 0x40).
pub type SrRead = Staging<5>;
/// Write staging (`sr_count`, flags 0x80).
pub type SrWrite = Staging<6>;
/// Read-write staging (`sr_count`, flags 0xC0).
pub type SrReadWrite = Staging<7>;
/// Write staging counted by `sr_write_count` (flags 0x80).
pub type SrWriteN = Staging<14>;
/// Staging without flag bits (`sr_count`).
pub type SrPlain = Staging<0>;
/// Staging without flag bits counted by `sr_write_count` (the write group at bits 16..22).
pub type SrPlainN = Staging<8>;

/// `#constant` (32 bits).
pub type Constant = Imm<0, 32>;
/// Branch `offset:` in instructions, signed 27 bits.
pub type BranchOffset = Imm<1, 27>;
/// Memory `offset:`, signed 16 bits.
pub type MemOffset = Imm<1, 16>;
/// Unsigned 8-bit `offset:`.
pub type Offset8 = Imm<2, 8>;
/// Blend `target:` (8 bits).
pub type Target8 = Imm<3, 8>;
/// Descriptor `table:` (4 bits).
pub type Table4 = Imm<4, 4>;
/// `index:` (4 bits).
pub type Index4 = Imm<5, 4>;
/// `index:` (8 bits).
pub type Index8 = Imm<5, 8>;
/// `shift:` (3 bits).
pub type Shift3 = Imm<6, 3>;

/// Declares the source kinds once: each a [`Src`] type with its layout, and
/// [`src_layout`] mapping the table's operand kinds to those layouts.
macro_rules! sources {
    ($( $(#[doc = $doc:literal])* $name:ident = $( $part:ident )|+; )*) => {
        $( $(#[doc = $doc])* pub type $name = Src<{ $( $part )|+ }>; )*

        /// The [`layout`] constant of a source operand kind (`None` for destinations,
        /// staging groups and immediates).
        pub const fn src_layout(k: super::Kind) -> Option<u32> {
            match k {
                $( super::Kind::$name => Some($name::LAYOUT), )*
                _ => None,
            }
        }
    };
}

sources! {
    /// 32-bit source with combine.
    S32C = SIZE_32 | COMBINE;
    /// 32-bit source with neg abs, swizzle, float.
    F32NaSw = SIZE_32 | NEG_ABS | SWIZZLE | FLOAT;
    /// 32-bit source.
    S32 = SIZE_32;
    /// 32-bit source with float.
    F32 = SIZE_32 | FLOAT;
    /// 16-bit source with float.
    F16 = SIZE_16 | FLOAT;
    /// 16-bit source.
    S16 = SIZE_16;
    /// 64-bit source.
    S64 = SIZE_64;
    /// 32-bit source with swizzle.
    S32Sw = SIZE_32 | SWIZZLE;
    /// 16-bit source with widen.
    S16W = SIZE_16 | WIDEN;
    /// 32-bit source with widen.
    S32W = SIZE_32 | WIDEN;
    /// 16-bit source with swizzle.
    S16Sw = SIZE_16 | SWIZZLE;
    /// 32-bit source with neg abs, float.
    F32Na = SIZE_32 | NEG_ABS | FLOAT;
    /// 16-bit source with neg abs, swizzle, float.
    F16NaSw = SIZE_16 | NEG_ABS | SWIZZLE | FLOAT;
    /// 16-bit source with neg abs, lane, float.
    F16NaL = SIZE_16 | NEG_ABS | LANE | FLOAT;
    /// 8-bit source with lane.
    S8L = SIZE_8 | LANE;
    /// 8-bit source with half swizzle.
    S8Hs = SIZE_8 | HALF_SWIZZLE;
    /// 8-bit source.
    S8 = SIZE_8;
    /// 32-bit source with swizzle, float.
    F32Sw = SIZE_32 | SWIZZLE | FLOAT;
    /// 16-bit source with swizzle, float.
    F16Sw = SIZE_16 | SWIZZLE | FLOAT;
    /// 16-bit source with neg abs, float.
    F16Na = SIZE_16 | NEG_ABS | FLOAT;
    /// 8-bit source with widen.
    S8W = SIZE_8 | WIDEN;
    /// 64-bit source with widen.
    S64W = SIZE_64 | WIDEN;
    /// 8-bit source with lanes.
    S8Ls = SIZE_8 | LANES;
    /// 32-bit source with not.
    S32N = SIZE_32 | NOT;
    /// 16-bit source with not.
    S16N = SIZE_16 | NOT;
    /// 8-bit source with not.
    S8N = SIZE_8 | NOT;
    /// 64-bit source with not.
    S64N = SIZE_64 | NOT;
}

crate::__isa_arbitrary_from_raw!(
    [const L: u32] Src<L>,
    [const M: u8] Staging<M>,
    [const K: u8, const W: u8] Imm<K, W>,
);

#[cfg(test)]
mod chunk_tests {
    use super::*;

    /// The immediate table prints as Mesa's `0x%X`.
    #[test]
    fn lut_text_is_upper_hex() {
        extern crate std;
        for (c, v) in LUT_TEXT.iter().zip(LUT) {
            assert!(c.is(&std::format!("0x{v:X}")), "{v:#x}");
        }
        for v in [0, 1, 0xf, 0x10, 0xabc, 0x8000_0000, u32::MAX] {
            assert!(Chunk::hex_upper(v).is(&std::format!("0x{v:X}")));
        }
    }

    /// Every operand byte on every FAU page prints as Mesa names it: `rN`, `^rN` (the
    /// discard bit 6), `uN` counting the page, the table value, or the page's special
    /// with its word.
    #[test]
    fn every_byte_prints_on_every_page() {
        extern crate std;
        use std::string::String;
        for page in 0..4u8 {
            let word = (page as u128) << 57;
            for b in 0..=255u8 {
                let v = (b & 0x3f) as usize;
                let want = match b {
                    0..=0x3f => std::format!("r{b}"),
                    0x40..=0x7f => std::format!("^r{v}"),
                    0x80..=0xbf => std::format!("u{}", v | (page as usize) << 6),
                    _ if v < 32 => std::format!("0x{:X}", LUT[v]),
                    _ => {
                        let w = if v & 1 != 0 { ".w1" } else { ".w0" };
                        std::format!("{}{w}", special_names(page)[(v - 32) >> 1])
                    }
                };
                let mut text = String::new();
                let mut out = Sink::new(&mut text);
                write_byte(b, word, &mut out).unwrap();
                out.finish().unwrap();
                assert_eq!(text, want, "byte {b:#x} on page {page}");
            }
        }
    }
}
