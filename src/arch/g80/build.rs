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

use super::kinds::*;
use super::operands::*;
use crate::error::RangeError;
use crate::subtable::Mem;

const fn err<T>(what: &'static str) -> Result<T, RangeError> {
    RangeError::err(what)
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

/// `$t` from a memory operand `$m` of its rows and that row's selector bits `$sel`: the
/// operand's space index, address register and offset, each checked by its field (as
/// the assembler checks them).
macro_rules! from_mem {
    ($t:ident, $m:expr, $sel:expr, $idx:expr, $a:expr, $off:expr) => {
        match $m.encode($idx as u64, $a as u64, $off as u64) {
            Ok(bits) => Ok($t::from_word(
                <$t as super::__IsaKindField>::FIELD,
                ($sel | bits) as u128,
            )),
            Err(what) => err(what),
        }
    };
}

/// The memory operand of the row for access type `ty` (`u16` and `s16` share one).
const fn sized(ty: MemType, m: &'static [Mem; 3]) -> &'static Mem {
    &m[ty.shift() as usize]
}

/// Memory sources with an address register: `$plain(…, off)` is `$with_a(…, 0, off)` (`$a0`
/// is no register); each kind's row has memory operand `$m` and selector bits `$sel`
/// (either may depend on the leading arguments, as the access type picks a row), and
/// the operand's space index is `$idx`.
macro_rules! mem_sources {
    ($doc:literal $plain:ident / $with_a:ident / $try:ident $args:tt;
     $( $($t:ident)*: $m:expr, $sel:expr, $idx:expr; )*) => { $( $(
        mem_sources!(@one $t, $doc, $plain, $with_a, $try, $args, $m, $sel, $idx);
    )* )* };
    (@one $t:ident, $doc:literal, $plain:ident, $with_a:ident, $try:ident,
     ($($arg:ident: $aty:ty),*), $m:expr, $sel:expr, $idx:expr) => {
        impl $t {
            #[doc = concat!($doc, ", without an address register.")]
            ///
            /// # Panics
            #[doc = concat!("If out of range; see [`", stringify!($t), "::", stringify!($try), "`].")]
            pub const fn $plain($($arg: $aty,)* off: u32) -> $t {
                RangeError::unwrap($t::$try($($arg,)* 0, off))
            }
            crate::error::checked! {
                #[doc = concat!($doc, ", address register `$aN` added (`$a0` is no register).")]
                fn $with_a / $try($($arg: $aty,)* a: u8, off: u32) -> $t {
                    from_mem!($t, $m, $sel, $idx, a, off)
                }
            }
        }
    };
}
mem_sources! {
    "Shared memory `ty s[off]` (compute programs; `off` a multiple of the access size)"
    s / s_a / try_s (ty: MemType);
    Ssw Ssh Isw Ish: sized(ty, &SSHARED), B24 + ty as u64 * 0x2000, 0;
    Lsw Lsh: sized(ty, &LSHARED), W1_21 + ty as u64 * 0x4000, 0;
}
mem_sources! {
    "Const memory `cN[off]` (`off` a multiple of the access size)" c / c_a / try_c (space: u8);
    Scw: SCONST[2], B23, space;
    Sch: SCONST[1], B23, space;
    Lc2w ShCnt: L2CONST[2], B23, space;
    Lc2h HShCnt: L2CONST[1], B23, space;
    Lc3w: L3CONST[2], B24, space;
    Lc3h: L3CONST[1], B24, space;
}

/// Attribute sources: the rows' selector bit and `a[]` operand (immediate forms have none).
macro_rules! attr {
    ($($t:ident)*: $sel:expr, $attr:ident) => { $(
        impl $t {
            /// Attribute `a[off]` (vertex/geometry programs; `off` a multiple of 4).
            ///
            /// # Panics
            /// If out of range.
            pub const fn attr(off: u32) -> $t {
                RangeError::unwrap(from_mem!($t, $attr, $sel, 0, 0, off))
            }
        }
    )* };
}
attr!(Ssw Ssh: B24, SATTR);
attr!(Lsw Lsh: W1_21, LATTR);

/// Shift counts: an immediate when `w1[20]` is set.
macro_rules! shift_imm {
    ($($t:ident),*) => { $(
        impl $t {
            /// Immediate shift count (0..=127).
            ///
            /// # Panics
            /// If `n > 127`.
            pub const fn imm(n: u8) -> $t {
                if n > 127 {
                    panic!("shift count (0..=127)");
                }
                $t::from_parts(n as u32, W1_20)
            }
        }
    )* };
}
shift_imm!(ShCnt, HShCnt);

macro_rules! out_dst {
    ($( $t:ident: $out:ident; )*) => { $(
        impl $t {
            crate::error::checked! {
                /// Output `o[off]` (a multiple of the size, below 127 × size: the last
                /// offset is the discard `#`).
                fn out / try_out(off: u32) -> $t {
                    match from_mem!($t, $out, W1_3, 0, 0, off) {
                        Ok(v) if v.raw() == 0x7f => err("output offset 127 × size is the discard `#`"),
                        r => r,
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
    LLDst: OUT32;
    LLHDst: OUT16;
}

impl Global {
    crate::error::checked! {
        /// Global memory `gN[$rM]` (space 0..=15, register 0..=127).
        fn g / try_g(space: u8, reg: u8) -> Global {
            from_mem!(Global, GLOBAL, 0, space, reg, 0)
        }
    }
}

impl Global2 {
    /// Global memory `gN[$rM]` of atomics (space 0..=15, register 0..=127).
    ///
    /// # Panics
    /// If out of range.
    pub const fn g(space: u8, reg: u8) -> Global2 {
        RangeError::unwrap(from_mem!(Global2, GLOBAL2, 0, space, reg, 0))
    }
}

/// Dedicated memory addresses: `space[$aN+off]` with the offset in the main field
/// (scaled by the access size), optionally post-incremented (`space[$aN++inc]`: the
/// rows' `w0[25]`).
macro_rules! addrs {
    ($( $t:ident: $text:literal $m:expr $(=> $pi:expr)?; )*) => { $(
        impl $t {
            crate::error::checked! {
                #[doc = concat!("`", $text, "[$aN+off]` (`$a0` is no register; `off` a multiple \
                                 of the access size).")]
                fn new / try_new(a: u8, off: u32) -> $t {
                    from_mem!($t, $m, 0, 0, a, off)
                }
            }
            $(
                crate::error::checked! {
                    #[doc = concat!("`", $text, "[$aN++inc]`: the address is `$aN`, which is \
                                     then incremented by `inc`.")]
                    fn post_inc / try_post_inc(a: u8, inc: u32) -> $t {
                        from_mem!($t, $pi, B25, 0, a, inc)
                    }
                }
            )?
        }
    )* };
}
addrs! {
    Fs8: "s" FSHARED[0] => FSHARED_PI[0];
    Fs16: "s" FSHARED[1] => FSHARED_PI[1];
    Fs32: "s" FSHARED[2] => FSHARED_PI[2];
    Local: "l" LOCAL => LOCALPI;
    FAttr: "a" FATTR;
    FOut32: "o" FOUT32;
    SVar: "v" SVAR;
    LVar: "v" LVAR;
}

impl FConst8 {
    crate::error::checked! {
        /// `cS[$aN+off]` (indirect branch address): space 0..=15, `a` 0..=7, byte offset
        /// below 0x10000.
        fn c / try_c(space: u8, a: u8, off: u32) -> FConst8 {
            from_mem!(FConst8, FCONST[0], 0, space, a, off)
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
        let (m, inc) = if post_inc {
            (sized(ty, &FCONST_PI), B25)
        } else {
            (sized(ty, &FCONST), 0)
        };
        from_mem!(FCon, m, (ty as u64) << 46 | inc, space, a, off)
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

/// Reductions and atomics: an operation and access size the kind's rows have.
macro_rules! atoms {
    ($( $t:ident ),*) => { $(
        impl $t {
            crate::error::checked! {
                /// Operation `op` on values of access size `size` (`B32` prints `u32` or `b32`
                /// by the operation; `B64` is `u64`/`b64`, G200 and later), if the table has
                /// such a row.
                fn new / try_new(op: AtomOp, size: super::LdStSize) -> $t {
                    let w = (op as u64) << 34 | (size as u64) << 53;
                    if !crate::subtable::prints($t::ATOMS, w, u32::MAX) {
                        return err("atomic operation and size (see the table's rows)");
                    }
                    Ok($t::from_parts(0, w))
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
atoms!(RedM, AtomM);

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
