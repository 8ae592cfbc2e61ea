//! Typed, range-checked constructors for the G80 operand kinds.
//!
//! An operand value is word-level: besides its main field it sets the selector bits the
//! kind's sub-table reads (`w1[21]` for a long `s[]`/`a[]` source 1, `w0[23]`/`w0[24]` for
//! a const source 2/3, `w0[24]` for a short `s[]` source 1, `w1[3]` for an `o[]`
//! destination, `w1[20]` for an immediate shift count), its `$a` register and its const
//! or global space index. Builders or these bits into the word, so
//! `AddB32L::new(Pred::always(), McDst::none(), LLDst::r(2), Lsw::s(MemType::B32, 0x10),
//! Lc3w::r(1), AddCond::none())` is the whole instruction `add b32 $r2 b32 s[0x10] $r1`.
//!
//! One instruction has one `$a` register and one post-increment flag (`w0[27:26]`,
//! `w1[2]`, `w0[25]`) and one const space index (`w1[25:22]`); when two operands name
//! them they must agree. Bit positions below number `w0 | w1 << 32`.

use super::extra::*;
use super::operands::*;
use crate::error::RangeError;

const fn err<T>(what: &'static str) -> Result<T, RangeError> {
    RangeError::err(what)
}

/// Short `$a` bits (`$a0`..`$a3`).
const fn sa(a: u8) -> u64 {
    (a as u64 & 3) << 26
}
/// Long `$a` bits (`$a0`..`$a7`).
const fn la(a: u8) -> u64 {
    (a as u64 & 3) << 26 | (a as u64 >> 2 & 1) << 34
}

// ---------------------------------------------------------------------------------------
// Registers.

macro_rules! regs {
    ($( $name:ident, $try:ident, $max:literal, $what:literal, $extra:expr, $text:literal: $( $t:ident )+; )*) => {
        $( $(
            impl $t {
                crate::error::checked! {
                    #[doc = concat!("`", $text, "` (0..=", stringify!($max), ").")]
                    #[allow(unused_comparisons)]
                    fn $name / $try(n: u8) -> $t {
                        if n > $max {
                            return err($what);
                        }
                        Ok($t::from_parts(n as u32, $extra))
                    }
                }
            }
        )+ )*
    };
}

/// Half registers: `l(n)`/`h(n)` (field = 2n / 2n + 1), grouped by their highest `n`.
macro_rules! halves {
    ($( $max:literal: $( $t:ident )+; )*) => {
        $( $(
            impl $t {
                /// Low half `$rNl`.
                ///
                /// # Panics
                #[doc = concat!("If `n > ", stringify!($max), "`; see [`", stringify!($t), "::try_half`].")]
                #[inline]
                pub const fn l(n: u8) -> $t {
                    RangeError::unwrap($t::try_half(n, false))
                }
                /// High half `$rNh`.
                ///
                /// # Panics
                #[doc = concat!("If `n > ", stringify!($max), "`; see [`", stringify!($t), "::try_half`].")]
                #[inline]
                pub const fn h(n: u8) -> $t {
                    RangeError::unwrap($t::try_half(n, true))
                }
                /// `$rNl` (`high` false) or `$rNh`, or an error if `n` is out of range.
                #[inline]
                pub const fn try_half(n: u8, high: bool) -> Result<$t, RangeError> {
                    if n > $max {
                        return err(concat!("half register (0..=", stringify!($max), ")"));
                    }
                    Ok($t::from_parts(2 * n as u32 + high as u32, 0))
                }
            }
        )+ )*
    };
}

regs! {
    r, try_r, 63, "register (0..=63)", 0, "$rN": SDst SSrc SSrc2 Ssw Isw Scw;
    r, try_r, 127, "register (0..=127)", 0, "$rN": LDst LLDst LSrc LSrc3 Lsw Lc2w Lc3w ShCnt;
    r, try_r, 127, "register (0..=127)", 0, "$rNd": LDDst LDSrc LDSrc2 LDSrc3;
    r, try_r, 127, "register (0..=127; `$rNd`/`$rNq` by the access size)", 0, "$rN": LdStO;
    r, try_r, 127, "register (0..=127; `$rNd` for b64)", 0, "$rN": LdStS2;
    r, try_r, 127, "register (0..=127)", W1_21, "$rN": SStReg;
    r, try_r, 127, "register (0..=127)", W1_26, "$rN": CsLdReg;
    a, try_a, 7, "address register (0..=7)", 0, "$aN": ADst LAReg;
    c, try_c, 3, "condition register (0..=3)", 0, "$cN": CDst;
    t, try_t, 255, "texture (0..=255)", 0, "$tN": Tex;
    s, try_s, 31, "sampler (0..=31)", 0, "$sN": Samp;
}

halves! {
    31: SHDst SHSrc SHSrc2 Ssh Ish Sch;
    63: LHDst LLHDst Lsh Lc2h Lc3h HShCnt SStReg CsLdReg;
}

impl Cond {
    crate::error::checked! {
        /// `$cN` (0..=3). (The predicate reads the same `$c` field.)
        fn c / try_c(n: u8) -> Cond {
            if n > 3 {
                return err("condition register (0..=3)");
            }
            Ok(Cond::from_parts(0, (n as u64) << 44))
        }
    }
}

impl McDst {
    /// No `$c` destination.
    pub const fn none() -> McDst {
        McDst::from_parts(0, 0)
    }
    crate::error::checked! {
        /// `$cN` written (0..=3).
        fn c / try_c(n: u8) -> McDst {
            if n > 3 {
                return err("condition register (0..=3)");
            }
            Ok(McDst::from_parts(4 | n as u32, 0))
        }
    }
}

impl SReg {
    /// `$physid`.
    pub const PHYSID: SReg = SReg::from_parts(0, 0);
    /// `$clock`.
    pub const CLOCK: SReg = SReg::from_parts(1, 0);
    /// `$vstride`.
    pub const VSTRIDE: SReg = SReg::from_parts(3, 0);
    /// `$pmN` (0..=3).
    ///
    /// # Panics
    /// If `n > 3`.
    pub const fn pm(n: u8) -> SReg {
        if n > 3 {
            panic!("performance counter (0..=3)");
        }
        SReg::from_parts(4 + n as u32, 0)
    }
    /// `$sampleid` (GT215 and later; `$sr8` before).
    pub const SAMPLEID: SReg = SReg::from_parts(8, 0);
    /// Special register number `n` (0..=15).
    ///
    /// # Panics
    /// If `n > 15`.
    pub const fn sr(n: u8) -> SReg {
        if n > 15 {
            panic!("special register (0..=15)");
        }
        SReg::from_parts(n as u32, 0)
    }
}

// ---------------------------------------------------------------------------------------
// Memory.

/// `off >> shift` if `off` is a multiple of `1 << shift` and the quotient fits `bits`.
const fn scaled(off: u32, shift: u32, bits: u32) -> Option<u32> {
    if off & ((1 << shift) - 1) != 0 || off >> shift >= 1 << bits {
        None
    } else {
        Some(off >> shift)
    }
}

/// Shared memory and attribute sources: `$form` is "short" (4-bit offset, `$a0`..`$a3`,
/// `w0[24]` selects) or "long" (5-bit offset, `$a0`..`$a7`, `w1[21]` selects).
macro_rules! shared {
    ($($t:ident)*: $form:literal, $bits:literal, $units:literal, $amax:literal, $afn:ident, $sel:expr) => { $(
        impl $t {
            #[doc = concat!("Shared memory `ty s[off]` (compute programs; `off` a multiple of \
                             the access size, below ", $units, " × size).")]
            ///
            /// # Panics
            #[doc = concat!("If out of range; see [`", stringify!($t), "::try_s`].")]
            pub const fn s(ty: MemType, off: u32) -> $t {
                RangeError::unwrap($t::try_s(ty, 0, off))
            }
            crate::error::checked! {
                #[doc = concat!("Shared memory `ty s[$aN+off]` (`a` 0..=", $amax,
                                "; `$a0` is no register).")]
                fn s_a / try_s(ty: MemType, a: u8, off: u32) -> $t {
                    if a > $amax {
                        return err(concat!($form, " address register (0..=", $amax, ")"));
                    }
                    match scaled(off, ty.shift(), $bits) {
                        Some(o) => Ok($t::from_parts((ty as u32) << $bits | o, $sel | $afn(a))),
                        None => err(concat!($form, " shared offset (a multiple of the size, below ",
                                            $units, " × size)")),
                    }
                }
            }
        }
    )* };
}
shared!(Ssw Ssh Isw Ish: "short", 4, 16, 3, sa, B24);
shared!(Lsw Lsh: "long", 5, 32, 7, la, W1_21);

/// Attribute sources `a[off]` (immediate forms have none).
macro_rules! attr {
    ($($t:ident)*: $form:literal, $bits:literal, $limit:literal, $sel:expr) => { $(
        impl $t {
            #[doc = concat!("Attribute `a[off]` (vertex/geometry programs; `off` a multiple of \
                             4 below ", $limit, ").")]
            ///
            /// # Panics
            /// If out of range.
            pub const fn attr(off: u32) -> $t {
                match scaled(off, 2, $bits) {
                    Some(o) => $t::from_parts(o, $sel),
                    None => panic!(concat!($form, " attribute offset (a multiple of 4 below ",
                                           $limit, ")")),
                }
            }
        }
    )* };
}
attr!(Ssw Ssh: "short", 6, "0x100", B24);
attr!(Lsw Lsh: "long", 7, "0x200", W1_21);

macro_rules! consts {
    ($( $t:ident, $shift:literal, $bits:literal, $spaces:literal, $sel:expr, $long:literal; )*) => { $(
        impl $t {
            #[doc = concat!("Const memory `cN[off]` (N below ", stringify!($spaces),
                            "; `off` a multiple of ", stringify!($shift), " bytes' scale).")]
            ///
            /// # Panics
            #[doc = concat!("If out of range; see [`", stringify!($t), "::try_c`].")]
            pub const fn c(space: u8, off: u32) -> $t {
                RangeError::unwrap($t::try_c(space, 0, off))
            }
            crate::error::checked! {
                /// Const memory `cN[$aM+off]`.
                fn c_a / try_c(space: u8, a: u8, off: u32) -> $t {
                    if space >= $spaces {
                        return err(if $long { "const space (0..=15)" } else { "short const space (0 or 1)" });
                    }
                    if a > (if $long { 7 } else { 3 }) {
                        return err("address register out of range");
                    }
                    let o = match scaled(off, $shift, $bits) {
                        Some(o) => o,
                        None => return err("const offset (a multiple of the size, within the field)"),
                    };
                    Ok(if $long {
                        $t::from_parts(o, $sel | la(a) | (space as u64) << 54)
                    } else {
                        $t::from_parts(o | (space as u32) << 5, $sel | sa(a))
                    })
                }
            }
        }
    )* };
}
consts! {
    Scw, 2, 5, 2, B23, false;
    Sch, 1, 5, 2, B23, false;
    Lc2w, 2, 7, 16, B23, true;
    Lc2h, 1, 7, 16, B23, true;
    Lc3w, 2, 7, 16, B24, true;
    Lc3h, 1, 7, 16, B24, true;
    ShCnt, 2, 7, 16, B23, true;
    HShCnt, 1, 7, 16, B23, true;
}

impl ShCnt {
    /// Immediate shift count (0..=127).
    ///
    /// # Panics
    /// If `n > 127`.
    pub const fn imm(n: u8) -> ShCnt {
        if n > 127 {
            panic!("shift count (0..=127)");
        }
        ShCnt::from_parts(n as u32, W1_20)
    }
}

impl HShCnt {
    /// Immediate shift count (0..=127).
    ///
    /// # Panics
    /// If `n > 127`.
    pub const fn imm(n: u8) -> HShCnt {
        if n > 127 {
            panic!("shift count (0..=127)");
        }
        HShCnt::from_parts(n as u32, W1_20)
    }
}

macro_rules! out_dst {
    ($( $t:ident, $shift:literal; )*) => { $(
        impl $t {
            crate::error::checked! {
                /// Output `o[off]` (a multiple of the size, below 127 × size).
                fn out / try_out(off: u32) -> $t {
                    match scaled(off, $shift, 7) {
                        Some(o) if o != 0x7f => Ok($t::from_parts(o, W1_3)),
                        _ => err("output offset (a multiple of the size, below 127 × size)"),
                    }
                }
            }
            /// The discard destination `#` (result not written).
            pub const fn discard() -> $t {
                $t::from_parts(0x7f, W1_3)
            }
        }
    )* };
}
out_dst! {
    LLDst, 2;
    LLHDst, 1;
}

impl Global {
    crate::error::checked! {
        /// Global memory `gN[$rM]` (space 0..=15, register 0..=127).
        fn g / try_g(space: u8, reg: u8) -> Global {
            if space > 15 {
                return err("global space (0..=15)");
            }
            if reg > 127 {
                return err("register (0..=127)");
            }
            Ok(Global::from_parts(reg as u32, (space as u64) << 16))
        }
    }
}

impl Global2 {
    /// Global memory `gN[$rM]` of atomics (space 0..=15, register 0..=127).
    ///
    /// # Panics
    /// If out of range.
    pub const fn g(space: u8, reg: u8) -> Global2 {
        if space > 15 || reg > 127 {
            panic!("global space (0..=15) or register (0..=127)");
        }
        Global2::from_parts(reg as u32, (space as u64) << 23)
    }
}

/// Dedicated memory addresses: `space[$aN+off]` with the offset in the main field
/// (scaled by the access size), optionally post-incremented (`space[$aN++inc]`).
macro_rules! addrs {
    ($( $t:ident: $text:literal, $bits:literal, $shift:literal, $amax:literal, $afn:ident, $inc:ident; )*) => { $(
        impl $t {
            crate::error::checked! {
                #[doc = concat!("`", $text, "[$aN+off]`: `a` 0..=", stringify!($amax),
                                " (`$a0` is no register), `off` a multiple of `1 << ", stringify!($shift),
                                "` below `1 << (", stringify!($bits), " + ", stringify!($shift), ")`.")]
                fn new / try_new(a: u8, off: u32) -> $t {
                    if a > $amax {
                        return err("address register out of range");
                    }
                    match scaled(off, $shift, $bits) {
                        Some(o) => Ok($t::from_parts(o, $afn(a))),
                        None => err(concat!($text, "[] offset out of range or not a multiple of the access size")),
                    }
                }
            }
            addrs!(@inc $inc $t $text);
        }
    )* };
    (@inc no $t:ident $text:literal) => {};
    (@inc yes $t:ident $text:literal) => {
        crate::error::checked! {
            #[doc = concat!("`", $text, "[$aN++inc]`: the address is `$aN`, which is then incremented by `inc`.")]
            fn post_inc / try_post_inc(a: u8, inc: u32) -> $t {
                match $t::try_new(a, inc) {
                    Ok(v) => Ok($t::from_parts(v.raw() as u32, v.extra() | B25)),
                    Err(e) => Err(e),
                }
            }
        }
    };
}
addrs! {
    Fs8: "s", 16, 0, 7, la, yes;
    Fs16: "s", 15, 1, 7, la, yes;
    Fs32: "s", 14, 2, 7, la, yes;
    Local: "l", 16, 0, 7, la, yes;
    FAttr: "a", 7, 2, 7, la, no;
    FOut32: "o", 14, 2, 7, la, no;
    SVar: "v", 8, 2, 3, sa, no;
    LVar: "v", 8, 2, 7, la, no;
}

impl FConst8 {
    crate::error::checked! {
        /// `cS[$aN+off]` (indirect branch address): space 0..=15, `a` 0..=7, byte offset
        /// below 0x10000.
        fn c / try_c(space: u8, a: u8, off: u32) -> FConst8 {
            if space > 15 {
                return err("const space (0..=15)");
            }
            if a > 7 {
                return err("address register out of range");
            }
            if off > 0xffff {
                return err("c[] offset (below 0x10000)");
            }
            Ok(FConst8::from_parts(off, (space as u64) << 54 | la(a)))
        }
    }
}

impl FCon {
    /// `ld` source `ty cS[$aN+off]`: space 0..=15, `a` 0..=7, `off` a multiple of the
    /// access size below 0x10000.
    ///
    /// # Panics
    /// If out of range; see [`FCon::try_c`].
    pub const fn c(ty: MemType, space: u8, a: u8, off: u32) -> FCon {
        RangeError::unwrap(FCon::try_c(ty, space, a, off, false))
    }
    /// `ld` source `ty cS[$aN++inc]` (post-increment).
    ///
    /// # Panics
    /// If out of range; see [`FCon::try_c`].
    pub const fn c_post_inc(ty: MemType, space: u8, a: u8, inc: u32) -> FCon {
        RangeError::unwrap(FCon::try_c(ty, space, a, inc, true))
    }
    /// `ty cS[$aN+off]` (or `cS[$aN++off]` when `post_inc`), or an error when out of range.
    pub const fn try_c(
        ty: MemType,
        space: u8,
        a: u8,
        off: u32,
        post_inc: bool,
    ) -> Result<FCon, RangeError> {
        if space > 15 {
            return err("const space (0..=15)");
        }
        if a > 7 {
            return err("address register out of range");
        }
        let Some(o) = scaled(off, ty.shift(), 16 - ty.shift()) else {
            return err("c[] offset out of range or not a multiple of the access size");
        };
        let inc = if post_inc { B25 } else { 0 };
        Ok(FCon::from_parts(
            0,
            (ty as u64) << 46 | (o as u64) << 9 | inc | (space as u64) << 54 | la(a),
        ))
    }
}

impl STDst {
    /// Texture result `$rN:$rN+1:$rN+2:$rN+3` (`n` 0..=60).
    ///
    /// # Panics
    /// If out of range.
    pub const fn r(n: u8) -> STDst {
        assert!(n <= 60, "texture destination base (0..=60)");
        STDst::from_parts(n as u32, 0)
    }
}

impl LTDst {
    /// Texture result from `$rN`, lanes written where `mask` (bits 0..=3) is set (the
    /// others print `#`); the written lanes take consecutive registers from `$rN`.
    ///
    /// # Panics
    /// If `n > 127` or `mask > 0xf`.
    pub const fn new(n: u8, mask: u8) -> LTDst {
        assert!(
            n <= 127 && mask <= 0xf,
            "texture destination (n 0..=127, mask 0..=0xf)"
        );
        let m = mask as u64;
        LTDst::from_parts(n as u32, (m & 3) << 25 | (m >> 2) << 46)
    }
}

macro_rules! tsrc {
    ($($t:ident),*) => { $(
        impl $t {
            /// Texture coordinates: `count` (1..=4) consecutive registers from the
            /// destination's base register (the field they share).
            ///
            /// # Panics
            /// If `count` is not 1..=4.
            pub const fn count(count: u8) -> $t {
                assert!(count >= 1 && count <= 4, "texture source count (1..=4)");
                $t::from_parts(count as u32 - 1, 0)
            }
        }
    )* };
}
tsrc!(STSrc, LTSrc);

impl TOffs {
    /// Texel offsets `x y z`, each -8..=7.
    ///
    /// # Panics
    /// If an offset is out of range.
    pub const fn new(x: i8, y: i8, z: i8) -> TOffs {
        assert!(
            x >= -8 && x <= 7 && y >= -8 && y <= 7 && z >= -8 && z <= 7,
            "texel offset (-8..=7)"
        );
        let (x, y, z) = (
            (x as u8 & 0xf) as u32,
            (y as u8 & 0xf) as u32,
            (z as u8 & 0xf) as u32,
        );
        TOffs::from_parts(z | y << 4 | x << 8, 0)
    }
}

impl Qs1 {
    /// `quadop` source lane `l0`..`l3`.
    ///
    /// # Panics
    /// If `n > 3`.
    pub const fn lane(n: u8) -> Qs1 {
        assert!(n <= 3, "quad lane (0..=3)");
        Qs1::from_parts(n as u32, 0)
    }
    /// `dx`: the horizontal neighbour.
    pub const DX: Qs1 = Qs1::from_parts(4, 0);
    /// `dy`: the vertical neighbour.
    pub const DY: Qs1 = Qs1::from_parts(5, 0);
}

/// `CvtIiSrc`'s constructors: each the source type's selector (`w1[18:16]`) and the
/// source, its bits elsewhere with it (none for a register's low byte, `register`).
macro_rules! cvt_ii_sources {
    (@extra $src:ident) => { $src.extra() };
    (@extra $src:ident register) => { 0 };
    ($( $(#[doc = $doc:literal])* $name:ident($ty:ident) = $sel:literal $($reg:ident)?; )*) => {
        impl CvtIiSrc { $(
            $(#[doc = $doc])*
            pub const fn $name(src: $ty) -> CvtIiSrc {
                let extra = cvt_ii_sources!(@extra src $($reg)?);
                CvtIiSrc::from_parts(src.raw() as u32, $sel << 46 | extra)
            }
        )* }
    };
}
cvt_ii_sources! {
    /// `u16` source: a half register or 16-bit `s[]`/`a[]`.
    u16(Lsh) = 0;
    /// `u32` source: a register or 32-bit `s[]`/`a[]`.
    u32(Lsw) = 1;
    /// `u8` source from a half register or 16-bit memory.
    u8(Lsh) = 2;
    /// `u8` source: the low byte of a full register.
    u8_r(LSrc) = 3 register;
    /// `s16` source.
    s16(Lsh) = 4;
    /// `s32` source.
    s32(Lsw) = 5;
    /// `s8` source from a half register or 16-bit memory.
    s8(Lsh) = 6;
    /// `s8` source: the low byte of a full register.
    s8_r(LSrc) = 7 register;
}

// ---------------------------------------------------------------------------------------
// Immediates, predicates and code targets.

impl Imm32 {
    /// A 32-bit immediate.
    pub const fn new(v: u32) -> Imm32 {
        Imm32::from_parts(v, 0)
    }
    /// A float immediate (its bits; printed as hex like every immediate).
    pub const fn f32(v: f32) -> Imm32 {
        Imm32::from_parts(v.to_bits(), 0)
    }
}

impl Pred {
    /// Always executed (prints nothing).
    pub const fn always() -> Pred {
        Pred::from_parts(0x0f, 0)
    }
    /// Never executed, `(never)`.
    pub const fn never() -> Pred {
        Pred::from_parts(0, 0)
    }
    /// Executed when condition `cc` holds in `$cN` (0..=3): `(cc $cN)`.
    ///
    /// # Panics
    /// If `c > 3`.
    pub const fn when(cc: Cc, c: u8) -> Pred {
        if c > 3 {
            panic!("condition register (0..=3)");
        }
        Pred::from_parts(cc as u32 | (c as u32) << 5, 0)
    }
}

impl IgnPred {
    /// The usual value of the ignored predicate field (`always`, `$c0`).
    pub const fn always() -> IgnPred {
        IgnPred::from_parts(0x0f, 0)
    }
}

impl CodeTarget {
    crate::error::checked! {
        /// Byte address `addr` in the code segment (a multiple of 4 below 2^24).
        fn new / try_new(addr: u32) -> CodeTarget {
            if addr & 3 != 0 || addr >= 1 << 24 {
                return err("code address (a multiple of 4 below 0x1000000)");
            }
            Ok(CodeTarget::from_parts(addr >> 2, 0))
        }
    }
}

macro_rules! nothing {
    ($($t:ident),*) => { $(
        impl $t {
            /// The operand has no bits of its own to set (it prints what other fields say).
            pub const fn none() -> $t {
                $t::from_parts(0, 0)
            }
        }
    )* };
}
nothing!(AddC0, AddCond, AddCond2, MLdStS3);

/// Whether the table has a row for `op` with access size `size` (`w1[23:21]`).
const fn atom_ok(op: AtomOp, size: super::LdStSize, atomic: bool) -> bool {
    use super::LdStSize::*;
    match op {
        AtomOp::Add => matches!(size, B64 | B32),
        AtomOp::Exch | AtomOp::Cas => atomic && matches!(size, B64 | B32),
        AtomOp::Inc
        | AtomOp::Dec
        | AtomOp::And
        | AtomOp::Or
        | AtomOp::Xor
        | AtomOp::Max
        | AtomOp::Min => {
            matches!(size, B32)
        }
    }
}

impl MLdStS3 {
    /// The third operand of `cas`: register `$rN` (`$rNd` for `b64`), `w1[20:14]`.
    ///
    /// # Panics
    /// If `n > 127`.
    pub const fn r(n: u8) -> MLdStS3 {
        if n > 127 {
            panic!("register (0..=127)");
        }
        MLdStS3::from_parts(0, (n as u64) << 46)
    }
}

macro_rules! atoms {
    ($( $t:ident, $atomic:literal; )*) => { $(
        impl $t {
            crate::error::checked! {
                /// Operation `op` on values of access size `size` (`B32` prints `u32` or `b32`
                /// by the operation; `B64` is `u64`/`b64`, G200 and later), if the table has
                /// such a row.
                fn new / try_new(op: AtomOp, size: super::LdStSize) -> $t {
                    if !atom_ok(op, size, $atomic) {
                        return err("atomic operation and size (see the table's rows)");
                    }
                    Ok($t::from_parts(0, (op as u64) << 34 | (size as u64) << 53))
                }
            }
            /// Signed 32-bit `add`/`max`/`min` (`s32`: size code 7, which has no
            /// [`LdStSize`](super::LdStSize) name).
            pub const fn signed(op: AtomOp) -> $t {
                match op {
                    AtomOp::Add | AtomOp::Max | AtomOp::Min => $t::from_parts(0, (op as u64) << 34 | 7 << 53),
                    _ => panic!("only add, max and min are signed"),
                }
            }
        }
    )* };
}
atoms! {
    RedM, false;
    AtomM, true;
}

macro_rules! numbers {
    ($( $t:ident, $max:literal, $what:literal; )*) => { $(
        impl $t {
            #[doc = concat!("The value `n` (0..=", stringify!($max), ").")]
            ///
            /// # Panics
            /// If out of range.
            pub const fn new(n: u32) -> $t {
                if n > $max {
                    panic!($what);
                }
                $t::from_parts(n, 0)
            }
        }
    )* };
}
numbers! {
    HShCntImm, 15, "shift count (0..=15)";
    Offs, 0xffff, "offset (0..=0xffff)";
    BarId, 15, "barrier (0..=15)";
    BarMask, 0xfff, "thread count (0..=0xfff)";
    Pm, 15, "event (0..=15)";
    Lane, 15, "lane mask (0..=15; 15 = all lanes)";
}
