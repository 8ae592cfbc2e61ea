//! Vivante operand types: destinations, sources (registers and inline immediates),
//! sampler, branch target, memory write mask. Each is a typed view of a raw field value
//! (see the layouts below) with range-checked constructors and the Mesa text format.

use crate::error::{AsmError, AsmErrorKind::*, RangeError};
use crate::piece::{Chunk, Piece, Short};
use crate::text::{f16_to_f64, f64_to_f16, Cursor, Sink};
use core::{fmt, fmt::Write, str::FromStr};

// Source components, address modes, register groups and immediate types are enums of the
// table (as in Mesa's isaspec XML), with the text each value prints.
pub use super::enums::{AddrMode, Comp, ImmType, RegGroup};

/// A four-component swizzle: 2 bits per output component, x in bits 1:0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Swz(pub u8);

impl Swz {
    /// Identity `.xyzw`.
    pub const XYZW: Swz = Swz(0xe4);
    /// Broadcast `.xxxx`.
    pub const XXXX: Swz = Swz(0x00);
    /// Broadcast `.yyyy`.
    pub const YYYY: Swz = Swz(0x55);
    /// Broadcast `.zzzz`.
    pub const ZZZZ: Swz = Swz(0xaa);
    /// Broadcast `.wwww`.
    pub const WWWW: Swz = Swz(0xff);

    /// Builds a swizzle from the source component of each output component.
    #[inline]
    pub const fn new(x: Comp, y: Comp, z: Comp, w: Comp) -> Swz {
        Swz(x as u8 | (y as u8) << 2 | (z as u8) << 4 | (w as u8) << 6)
    }

    /// Appends `.` and the four letters: one store, the letters of each half of the
    /// swizzle from [`LETTER_PAIRS`].
    #[inline(always)]
    fn put_dotted(self, p: &mut Piece<'_>) {
        let s = self.0 as usize;
        let low = LETTER_PAIRS[s & 15] as u64;
        let high = LETTER_PAIRS[s >> 4] as u64;
        p.fixed((b'.' as u64 | low << 8 | high << 24).to_le_bytes(), 5);
    }

    fn parse(cur: &mut Cursor<'_>) -> Result<Swz, AsmError> {
        let start = *cur;
        let mut v = 0u8;
        for i in 0..4 {
            let Some(c) = cur.eat_name(&Comp::NAMES) else {
                return Err(start.error(Expected, "expected a four-letter swizzle of x, y, z, w"));
            };
            v |= (c as u8) << (2 * i);
        }
        Ok(Swz(v))
    }
}

/// The letters of two components (a swizzle's low or high four bits), from the table's
/// component names: 32 bytes instead of a text per swizzle.
static LETTER_PAIRS: [u16; 16] = {
    let (mut l, mut i) = ([0u8; 4], 0);
    while i < 4 {
        l[i] = Comp::ALL[i].text().as_bytes()[0];
        i += 1;
    }
    let mut t = [0u16; 16];
    let mut s = 0;
    while s < 16 {
        t[s] = l[s & 3] as u16 | (l[s >> 2] as u16) << 8;
        s += 1;
    }
    t
};

crate::flags::flag_set! {
    /// A destination write mask: bit 0 x, bit 1 y, bit 2 z, bit 3 w.
    ///
    /// A set of flags: combine components with `|` (or [`union`](WriteMask::union) in a
    /// `const`), and `Debug` names them.
    ///
    /// ```
    /// use isadef::vivante::prelude::WriteMask;
    /// let xz = WriteMask::X | WriteMask::Z;
    /// assert_eq!(xz.bits(), 0b0101);
    /// assert_eq!(format!("{xz:?}"), "WriteMask(X | Z)");
    /// const XZ: WriteMask = WriteMask::X.union(WriteMask::Z);
    /// assert_eq!(XZ, xz);
    /// assert!((WriteMask::XYZ - WriteMask::Y).contains(WriteMask::X));
    /// ```
    #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct WriteMask(pub u8) {
        /// `.x___`
        const X = 1;
        /// `._y__`
        const Y = 2;
        /// `.__z_`
        const Z = 4;
        /// `.___w`
        const W = 8;
        /// `.xy__`
        const XY = 3;
        /// `.xyz_`
        const XYZ = 7;
        /// All four components (printed without a mask).
        const XYZW = 15;
    }
}

/// Mesa's write-mask strings (masks 5 and 6 really print `.zx` / `.zy`).
const MASKS: [&str; 16] = [
    ".____", ".x___", "._y__", ".xy__", ".__z_", ".zx", ".zy", ".xyz_", ".___w", ".x__w", "._y_w",
    ".xy_w", ".__zw", ".x_zw", "._yzw", "",
];

/// [`MASKS`] as table entries.
static MASK_TEXT: [Short; 16] = Short::of_chunks(&Chunk::texts(&MASKS));

/// Reads a write mask; none written means all four components.
fn parse_mask(cur: &mut Cursor<'_>) -> u128 {
    cur.eat_longest(MASKS).map_or(15, |v| v as u128)
}

/// [`AddrMode::CHUNKS`] (undefined modes print as their number) as a `static`.
static AMODE_TEXT: [Short; 8] = Short::of_chunks(&AddrMode::CHUNKS);

/// Parses a register number and an address mode. Undefined address modes 5..7 print as
/// a bare digit after the number; a number too large for the register is read that way.
fn parse_reg_amode(cur: &mut Cursor<'_>, max: u128) -> Result<(u128, u128), AsmError> {
    let start = *cur;
    let digits = cur.take_while(|c| c.is_ascii_digit());
    if digits.is_empty() {
        return Err(start.error(Expected, "expected a register number"));
    }
    let value: u128 = digits.parse().unwrap_or(u128::MAX);
    // Registers print without leading zeros, so `th07` is register 0 with address mode 7.
    let canonical = digits.len() == 1 || !digits.starts_with('0');
    if value <= max && canonical {
        // The named modes; 5..7 are read as the number's last digit below.
        return Ok((value, cur.eat_name(&AddrMode::NAMES).unwrap_or(0) as u128));
    }
    let (head, last) = digits.split_at(digits.len() - 1);
    match (head.parse::<u128>(), last.as_bytes()[0]) {
        (Ok(r), d @ b'5'..=b'7') if r <= max && !head.is_empty() => Ok((r, (d - b'0') as u128)),
        _ => Err(start.error(OutOfRange, "register number out of range")),
    }
}

// The operand types (their constructors and texts follow, one type after the other).
crate::operand_type! {
    /// A destination: `void` or a temporary register with address mode and write mask.
    ///
    /// Raw layout (15 bits, = word bits 12..26): bit 0 used, bits 3:1 address mode, bits 10:4
    /// register, bits 14:11 write mask.
    pub struct Dst(u16): 15;

    /// Destination of `nop`/`ret`/`barrier`: a [`Dst`] plus the `.hp` flag printed after it.
    ///
    /// Raw layout: bits 14:0 as [`Dst`], bit 15 `.hp` (word bit 127).
    pub struct DstHp(u16): 16;

    /// The memory operand of `store`/`img_store`: `mem` plus the stored components.
    pub struct Mem(pub WriteMask as u8): 4;

    /// A source operand: a register (group, number, swizzle, negate, absolute, address mode)
    /// or an inline immediate.
    ///
    /// Raw layout (25 bits): bits 8:0 register, 16:9 swizzle, 17 negate, 18 absolute,
    /// 21:19 address mode, 24:22 register group. For an immediate (group 7) bits 19:0 are the
    /// 20-bit payload and bits 21:20 the [`ImmType`].
    pub struct Src(u32): 25;

    /// The sampler operand of texture instructions: `tex<id>.<swizzle>`.
    ///
    /// Raw layout (13 bits): bits 4:0 sampler, bits 12:5 swizzle of the fetched texel.
    pub struct Tex(u16): 13;

    /// A branch or call target: an absolute instruction index (15 bits).
    pub struct CodeTarget(u16): 15;
}

impl Dst {
    /// No destination.
    pub const VOID: Dst = Dst(0);

    crate::error::checked! {
        /// Temporary register `t<reg>` (0..=127), all components.
        fn t / try_t(reg: u16) -> Dst where reg <= 127, "temporary register (0..=127)" {
            Dst(1 | reg << 4 | 15 << 11)
        }
    }

    /// With write mask `m` (components 0..=15).
    #[inline]
    pub const fn mask(self, m: WriteMask) -> Dst {
        Dst(self.0 & !(15 << 11) | ((m.0 & 15) as u16) << 11)
    }

    /// Indexed by an address-register component.
    #[inline]
    pub const fn rel(self, a: AddrMode) -> Dst {
        Dst(self.0 & !(7 << 1) | (a as u16) << 1)
    }

    /// Whether a register is written.
    #[inline]
    pub const fn is_used(self) -> bool {
        self.0 & 1 != 0
    }

    /// Register number.
    #[inline]
    pub const fn reg(self) -> u8 {
        (self.0 >> 4) as u8 & 127
    }

    /// Write mask.
    #[inline]
    pub const fn write_mask(self) -> WriteMask {
        WriteMask((self.0 >> 11) as u8 & 15)
    }
}

impl crate::isa::Operand for Dst {
    /// Prints `void` or `t<reg><amode><mask>`.
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        if raw & 1 == 0 {
            return out.write_str("void");
        }
        out.piece(Piece::MAX, |p| {
            p.byte_if(b't', true);
            p.decimal(((raw >> 4) & 127) as u32);
            p.short(&AMODE_TEXT[((raw >> 1) & 7) as usize]);
            p.short(&MASK_TEXT[((raw >> 11) & 15) as usize]);
        })
    }

    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        if cur.eat_str("void") {
            return Ok(0);
        }
        if !cur.eat(b't') || cur.peek() == Some(b'h') {
            return Err(cur.error(Expected, "expected a destination (`void` or `t<n>`)"));
        }
        let (reg, amode) = parse_reg_amode(cur, 127)?;
        let mask = parse_mask(cur);
        Ok(1 | amode << 1 | reg << 4 | mask << 11)
    }
}

impl DstHp {
    /// A destination without `.hp`.
    #[inline]
    pub const fn new(dst: Dst) -> DstHp {
        DstHp(dst.0)
    }

    /// With the `.hp` flag.
    #[inline]
    pub const fn hp(self) -> DstHp {
        DstHp(self.0 | 1 << 15)
    }
}

impl crate::isa::Operand for DstHp {
    /// Prints the destination, then `.hp` if set.
    fn write_raw(raw: u128, word: u128, out: &mut Sink<'_>) -> fmt::Result {
        Dst::write_raw(raw & 0x7fff, word, out)?;
        out.write_str(if raw >> 15 & 1 != 0 { ".hp" } else { "" })
    }

    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        let d = Dst::parse_raw(cur)?;
        Ok(d | if cur.eat_str(".hp") { 1 << 15 } else { 0 })
    }
}

impl crate::isa::Operand for Mem {
    /// Prints `mem<mask>`.
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        out.piece(Piece::MAX, |p| {
            p.chunk(&Chunk::of("mem"));
            p.short(&MASK_TEXT[(raw & 15) as usize]);
        })
    }

    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        cur.expect_str("mem", "expected `mem`")?;
        Ok(parse_mask(cur))
    }
}

/// [`RegGroup::CHUNKS`] (undefined groups print as their number) as a `static`.
static GROUP_TEXT: [Short; 8] = Short::of_chunks(&RegGroup::CHUNKS);

/// The register constructors of [`Src`], one a group: `name(reg)` is
/// [`Src::try_reg`] of that group, unwrapped.
macro_rules! group_regs {
    ($( $name:ident = $group:ident ),*) => { $(
        #[doc = concat!("Register `", stringify!($name), "<reg>` (0..=511) of [`RegGroup::",
            stringify!($group), "`].\n\n# Panics\nIf out of range (a compile error in const",
            " context); see [`try_reg`](Self::try_reg).")]
        #[inline]
        pub const fn $name(reg: u16) -> Src {
            RangeError::unwrap(Src::try_reg(RegGroup::$group, reg))
        }
    )* };
}

/// SRC2's value selecting extended opcode `op` of 0x7F: a u20 immediate holding `op`.
pub const fn ext(op: u16) -> u128 {
    Src::imm(ImmType::U20, op as u32).0 as u128
}

impl Src {
    /// A register of `group`, identity swizzle, or an error if `reg > 511`.
    #[inline]
    pub const fn try_reg(group: RegGroup, reg: u16) -> Result<Src, RangeError> {
        if reg > 511 {
            return RangeError::err("source register (0..=511)");
        }
        Ok(Src(reg as u32
            | (Swz::XYZW.0 as u32) << 9
            | (group as u32) << 22))
    }

    group_regs! { t = Temp, u = Uniform, i = Internal, th = TempHp }

    /// With swizzle `s` (registers only; immediates are returned unchanged).
    #[inline]
    pub const fn swz(self, s: Swz) -> Src {
        self.with_reg_bits(0xff << 9, (s.0 as u32) << 9)
    }

    /// Negated (registers only).
    #[inline]
    pub const fn neg(self) -> Src {
        self.with_reg_bits(0, 1 << 17)
    }

    /// Absolute value (registers only).
    #[inline]
    pub const fn abs(self) -> Src {
        self.with_reg_bits(0, 1 << 18)
    }

    /// Indexed by an address-register component (registers only).
    #[inline]
    pub const fn rel(self, a: AddrMode) -> Src {
        self.with_reg_bits(7 << 19, (a as u32) << 19)
    }

    /// A register with the bits `clear` replaced by `set`; an immediate unchanged.
    #[inline]
    const fn with_reg_bits(self, clear: u32, set: u32) -> Src {
        if self.is_imm() {
            return self;
        }
        Src(self.0 & !clear | set)
    }

    #[inline]
    const fn imm(ty: ImmType, payload: u32) -> Src {
        Src((payload & 0xfffff) | (ty as u32) << 20 | 7 << 22)
    }

    crate::error::checked! {
        /// Signed 20-bit immediate `<v>:s20` (-524288..=524287).
        fn s20 / try_s20(v: i32) -> Src
            where -(1 << 19) <= v && v < 1 << 19, "s20 immediate (-524288..=524287)" {
            Src::imm(ImmType::S20, v as u32)
        }
        /// Unsigned 20-bit immediate `<v>:u20` (0..=1048575).
        fn u20 / try_u20(v: u32) -> Src where v < 1 << 20, "u20 immediate (0..=1048575)" {
            Src::imm(ImmType::U20, v)
        }
        /// Float immediate `<v>:f20`: an `f32` whose low 12 bits are zero.
        fn f20 / try_f20(v: f32) -> Src
            where v.to_bits() & 0xfff == 0, "f20 immediate (low 12 bits of the f32 must be zero)" {
            Src::imm(ImmType::F20, v.to_bits() >> 12)
        }
    }

    /// Half-float immediate `:f16` from its IEEE binary16 bits.
    #[inline]
    pub const fn f16_bits(bits: u16) -> Src {
        Src::imm(ImmType::F16, bits as u32)
    }

    /// Whether this is an inline immediate.
    #[inline]
    pub const fn is_imm(self) -> bool {
        self.0 >> 22 == 7
    }
}

impl crate::isa::Operand for Src {
    /// Prints a source in Mesa's format.
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        let group = (raw >> 22) & 7;
        if group == 7 {
            return write_imm(raw, out);
        }
        let abs = raw >> 18 & 1 != 0;
        out.piece(Piece::MAX, |p| {
            p.byte_if(b'-', raw >> 17 & 1 != 0);
            p.byte_if(b'|', abs);
            p.short(&GROUP_TEXT[group as usize]);
            p.decimal((raw & 0x1ff) as u32);
            p.short(&AMODE_TEXT[((raw >> 19) & 7) as usize]);
            Swz((raw >> 9) as u8).put_dotted(p);
            p.byte_if(b'|', abs);
        })
    }

    /// Parses what `write_raw` prints. `u` always reads as group 2.
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        let rest = cur.rest();
        let end = rest.find([',', ' ', '\t', ';']).unwrap_or(rest.len());
        if let Some(colon) = rest[..end].find(':') {
            let v = parse_imm(cur, &rest[..colon], &rest[colon..end])?;
            cur.advance(end);
            return Ok(v);
        }
        let neg = cur.eat(b'-');
        let abs = cur.eat(b'|');
        // Mesa prints the undefined groups 5 and 6 as their number (group 7 is immediates).
        let group = cur.eat_name(&RegGroup::NAMES);
        let Some(group) = group.or_else(|| Some(cur.eat_longest(["5", "6"])? + 5)) else {
            let what = "expected a source (register `t`/`i`/`u`/`th` or immediate `<v>:<type>`)";
            return Err(cur.error(Expected, what));
        };
        let (reg, amode) = parse_reg_amode(cur, 511)?;
        cur.expect(b'.', "expected `.` and a swizzle")?;
        let swz = Swz::parse(cur)?;
        if abs {
            cur.expect(b'|', "expected closing `|`")?;
        }
        Ok(reg
            | (swz.0 as u128) << 9
            | (neg as u128) << 17
            | (abs as u128) << 18
            | amode << 19
            | (group as u128) << 22)
    }
}

/// Mesa's float rule: NaN by sign, integral values with `%.1f`, others with `%.<p>g`.
fn write_float(v: f64, negative_bit: bool, precision: usize, out: &mut Sink<'_>) -> fmt::Result {
    if v.is_nan() {
        return out.write_str(if negative_bit { "-nan" } else { "nan" });
    }
    if crate::text::is_integral(v) {
        out.write_c_f(v, 1)
    } else {
        out.write_c_g(v, precision)
    }
}

fn write_imm(raw: u128, out: &mut Sink<'_>) -> fmt::Result {
    let p = (raw & 0xfffff) as u32;
    let ty = (raw >> 20) as usize & 3;
    match ty {
        0 => write_float(f32::from_bits(p << 12) as f64, p >> 19 != 0, 9, out)?,
        1 => out.write_i128((((p << 12) as i32) >> 12) as i128)?,
        2 => out.write_u128(p as u128)?,
        _ => write_float(f16_to_f64(p as u16), p >> 15 & 1 != 0, 5, out)?,
    }
    out.write_str(ImmType::ALL[ty].text())
}

/// `text` as a number, or the error `what` (of kind `Expected`) at the cursor.
fn number<T: FromStr>(cur: &Cursor<'_>, text: &str, what: &'static str) -> Result<T, AsmError> {
    text.parse().map_err(|_| cur.error(Expected, what))
}

/// Reads an immediate at `cur`: `value` is the text before the suffix, `suffix` starts at `:`.
fn parse_imm(cur: &Cursor<'_>, value: &str, suffix: &str) -> Result<u128, AsmError> {
    let Some(ty) = ImmType::NAMES.iter().position(|s| *s == Some(suffix)) else {
        let what = "unknown immediate type (expected :f20, :s20, :u20 or :f16)";
        return Err(cur.error(UnknownName, what));
    };
    let payload = match (ty, value) {
        (0, "nan") => 0x7fc00,
        (0, "-nan") => 0xffc00,
        (3, "nan") => 0x7fff,
        (3, "-nan") => 0xffff,
        (0, _) => {
            let v: f32 = number(cur, value, "expected a number before `:f20`")?;
            let b = v.to_bits();
            if b & 0xfff != 0 {
                let what = "value not representable as f20 (low 12 bits of the f32 must be zero)";
                return Err(cur.error(OutOfRange, what));
            }
            b >> 12
        }
        (1, _) => {
            let v: i64 = number(cur, value, "expected an integer before `:s20`")?;
            if !(-(1 << 19)..1 << 19).contains(&v) {
                return Err(cur.error(OutOfRange, "s20 immediate out of range (-524288..=524287)"));
            }
            (v as u32) & 0xfffff
        }
        (2, _) => {
            let v: u64 = number(cur, value, "expected an unsigned integer before `:u20`")?;
            if v >= 1 << 20 {
                return Err(cur.error(OutOfRange, "u20 immediate out of range (0..=1048575)"));
            }
            v as u32
        }
        _ => {
            let v: f64 = number(cur, value, "expected a number before `:f16`")?;
            let h = f64_to_f16(v);
            if f16_to_f64(h).is_infinite() && v.is_finite() {
                return Err(cur.error(OutOfRange, "value out of range for f16"));
            }
            h as u32
        }
    };
    Ok(payload as u128 | (ty as u128) << 20 | 7 << 22)
}

impl Tex {
    crate::error::checked! {
        /// Sampler `id` (0..=31) with identity swizzle.
        fn new / try_new(id: u8) -> Tex where id <= 31, "sampler (0..=31)" {
            Tex(id as u16 | (Swz::XYZW.0 as u16) << 5)
        }
    }

    /// With swizzle `s`.
    #[inline]
    pub const fn swz(self, s: Swz) -> Tex {
        Tex(self.0 & 31 | (s.0 as u16) << 5)
    }
}

impl crate::isa::Operand for Tex {
    /// Prints `tex<id>.<swz>`.
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        out.piece(Piece::MAX, |p| {
            p.chunk(&Chunk::of("tex"));
            p.decimal((raw & 31) as u32);
            Swz((raw >> 5) as u8).put_dotted(p);
        })
    }

    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        cur.expect_str("tex", "expected a sampler `tex<n>.<swizzle>`")?;
        let id = cur.uint(31, "sampler out of range (0..=31)")?;
        cur.expect(b'.', "expected `.` and the sampler swizzle")?;
        Ok(id | (Swz::parse(cur)?.0 as u128) << 5)
    }
}

impl CodeTarget {
    crate::error::checked! {
        /// Instruction index `index` (0..=32767).
        fn new / try_new(index: u16) -> CodeTarget
            where index <= 0x7fff, "branch target (0..=32767)" {
            CodeTarget(index)
        }
    }

    /// The instruction index.
    #[inline]
    pub const fn index(self) -> u16 {
        self.0
    }
}

impl crate::isa::Operand for CodeTarget {
    /// Prints the target as a signed 15-bit number (as Mesa does without labels).
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        out.write_i128((((raw as u16) << 1) as i16 >> 1) as i128)
    }

    /// Parses a target: -16384..=32767 (negative values are the sign-extended form).
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        const RANGE: &str = "branch target out of range (-16384..=32767)";
        let start = *cur;
        let neg = cur.eat(b'-');
        match cur.uint(if neg { 16384 } else { 32767 }, RANGE)? {
            0 if neg => Err(start.error(OutOfRange, RANGE)),
            v if neg => Ok(0x8000 - v),
            v => Ok(v),
        }
    }
}
