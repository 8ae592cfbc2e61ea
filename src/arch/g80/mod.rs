//! NVIDIA G80 (NV50, Tesla) shader instructions: a stream of little-endian 32-bit words;
//! an instruction is one word (short, w0 bit 0 clear) or two (long, w0 bit 0 set). The
//! table numbers bits over `w0 | w1 << 32`, as envydis and `reference/g80/encoding.md` do.
//!
//! Transcribed from the G80 instruction document (`seeds/g80-INSNS.txt`) completed and
//! corrected by `reference/g80/encoding.md`: the encodings of the document's "TBD"
//! instructions, and four corrections where the document disagrees with envydis and with
//! shipped shaders — exit is w1[1:0] = 1 and join = 2 (the document swaps them); code
//! targets are w0[26:11] and w1[19:14] (not w0[24:9]); the shift-by-immediate selector
//! is w1 bit 20 (not bit 16); the special-register field is 4 bits (w1[17:14]).
//!
//! Decoding, printing and (later) assembling depend on a [`Target`]: the GPU variant
//! (feature sets sm11, sm12, fp64, d3d10_1) and the program type (vp, gp, fp, cp). Text is
//! byte-for-byte envydis (envytools f102b823, `-n -m g80 -w`), including
//! ` [unknown: …]` for bits nothing decodes.
//!
//! ```
//! use isadef::g80::{Insn, Mode, Target, Variant};
//! let t = Target { variant: Variant::G80, mode: Mode::Cp };
//! let i = Insn::decode_in(0x1100e804, t).unwrap();
//! assert_eq!(i.len(), 4);
//! assert_eq!(i.display(t).to_string(), "mov b32 $r1 b32 s[0x10]");
//! ```

mod atoms;
mod operands;
mod text;

pub use operands::*;
#[cfg(feature = "alloc")]
pub use text::disassemble;
pub use text::{write_insn, write_line, Display};

use core::fmt;
use core::str::FromStr;

/// GPU variants envydis distinguishes, each with its feature set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// G80 (compute capability 1.0): the base instruction set.
    #[default]
    G80,
    /// G84–G98 (1.1): adds sm11 (`brkpt`, `ld s[]`, 32-bit global atomics).
    G84,
    /// G200 (1.3): sm11, sm12 (lock/unlock, vote, fmul sat, 64-bit atomics) and fp64.
    G200,
    /// MCP77/MCP79: sm11 and sm12 without fp64.
    Mcp77,
    /// GT215–GT218, MCP89: sm11, sm12 and d3d10_1 (`$sampleid`, `texprep`,
    /// `texquerylod`, `texgather`, `bra c[]`, `preret`).
    Gt215,
}

/// Program types.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Vertex program.
    #[default]
    Vp,
    /// Geometry program.
    Gp,
    /// Fragment program.
    Fp,
    /// Compute program.
    Cp,
}

/// What G80 decoding depends on besides the words: variant and program type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Target {
    /// The GPU variant.
    pub variant: Variant,
    /// The program type.
    pub mode: Mode,
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 5] = [
        Variant::G80,
        Variant::G84,
        Variant::G200,
        Variant::Mcp77,
        Variant::Gt215,
    ];
    /// The name envydis uses (`g80`, `g84`, `g200`, `mcp77`, `gt215`).
    pub const fn name(self) -> &'static str {
        match self {
            Variant::G80 => "g80",
            Variant::G84 => "g84",
            Variant::G200 => "g200",
            Variant::Mcp77 => "mcp77",
            Variant::Gt215 => "gt215",
        }
    }
    /// The variant's feature bits (see [`gate`]).
    pub const fn features(self) -> u32 {
        match self {
            Variant::G80 => 0,
            Variant::G84 => gate::F_SM11,
            Variant::G200 => gate::F_SM11 | gate::F_SM12 | gate::F_FP64,
            Variant::Mcp77 => gate::F_SM11 | gate::F_SM12,
            Variant::Gt215 => gate::F_SM11 | gate::F_SM12 | gate::F_D3D10_1,
        }
    }
}

impl Mode {
    /// Every program type.
    pub const ALL: [Mode; 4] = [Mode::Vp, Mode::Gp, Mode::Fp, Mode::Cp];
    /// The name envydis uses (`vp`, `gp`, `fp`, `cp`).
    pub const fn name(self) -> &'static str {
        match self {
            Mode::Vp => "vp",
            Mode::Gp => "gp",
            Mode::Fp => "fp",
            Mode::Cp => "cp",
        }
    }
    /// The program type's gate bit (see [`gate`]).
    pub const fn bit(self) -> u32 {
        match self {
            Mode::Vp => gate::M_VP,
            Mode::Gp => gate::M_GP,
            Mode::Fp => gate::M_FP,
            Mode::Cp => gate::M_CP,
        }
    }
}

impl crate::isa::Target for Target {
    #[inline(always)]
    fn gate_bits(self) -> u32 {
        self.variant.features() | self.mode.bit()
    }
}

/// An unknown variant or program type name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseTargetError {
    /// What was being parsed (`"variant"` or `"program type"`).
    pub what: &'static str,
}

impl fmt::Display for ParseTargetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.what {
            "variant" => f.write_str("unknown G80 variant (expected g80, g84, g200, mcp77 or gt215)"),
            _ => f.write_str("unknown G80 program type (expected vp, gp, fp or cp)"),
        }
    }
}

impl core::error::Error for ParseTargetError {}

impl FromStr for Variant {
    type Err = ParseTargetError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == s)
            .ok_or(ParseTargetError { what: "variant" })
    }
}

impl FromStr for Mode {
    type Err = ParseTargetError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Mode::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or(ParseTargetError {
                what: "program type",
            })
    }
}

/// Target gates of forms, modifiers and sub-table rows: feature requirements and the
/// program types a row exists in (envydis's `fmask` and `ptype`).
pub mod gate {
    use crate::form::Gate;

    /// Feature bit: SM 1.1 opcodes.
    pub const F_SM11: u32 = 1;
    /// Feature bit: SM 1.2 opcodes.
    pub const F_SM12: u32 = 2;
    /// Feature bit: 64-bit floating point.
    pub const F_FP64: u32 = 4;
    /// Feature bit: Direct3D 10.1 additions.
    pub const F_D3D10_1: u32 = 8;
    /// Program-type bit: vertex.
    pub const M_VP: u32 = 0x10;
    /// Program-type bit: geometry.
    pub const M_GP: u32 = 0x20;
    /// Program-type bit: fragment.
    pub const M_FP: u32 = 0x40;
    /// Program-type bit: compute.
    pub const M_CP: u32 = 0x80;

    /// Requires sm11.
    pub const SM11: Gate = Gate::all(F_SM11);
    /// Requires sm12.
    pub const SM12: Gate = Gate::all(F_SM12);
    /// Requires fp64.
    pub const FP64: Gate = Gate::all(F_FP64);
    /// Requires d3d10_1.
    pub const D3D10_1: Gate = Gate::all(F_D3D10_1);
    /// Vertex programs.
    pub const VP: Gate = Gate::any(M_VP);
    /// Geometry programs.
    pub const GP: Gate = Gate::any(M_GP);
    /// Fragment programs.
    pub const FP: Gate = Gate::any(M_FP);
    /// Compute programs.
    pub const CP: Gate = Gate::any(M_CP);
    /// Vertex and geometry programs.
    pub const VP_GP: Gate = Gate::any(M_VP | M_GP);
    /// Every program type but compute.
    pub const NOT_CP: Gate = Gate::any(M_VP | M_GP | M_FP);
    /// sm11 compute programs.
    pub const SM11_CP: Gate = Gate::all(F_SM11).and(CP);
    /// sm12 compute programs.
    pub const SM12_CP: Gate = Gate::all(F_SM12).and(CP);
}

use gate::{CP, D3D10_1, FP, FP64, GP, SM11, SM12, SM11_CP, SM12_CP, VP_GP};

crate::define_isa! {
    /// The G80 instruction set (marker type implementing [`Isa`](crate::isa::Isa)).
    isa G80 {
        name: "g80", word: u64, bits: 64, key: KEY, placeholder: "",
        comment: b'#', separator: None,
        target: Target,
        length: LEN => [4, 8],
    }

    fields {
        /// Length: w0 bit 0 (0 = short, 4 bytes; 1 = long, 8 bytes).
        LEN = [0..1];
        /// Form: w0[1:0] (0 short, 2 short control, 1 long, 3 long control).
        FORM = [0..2];
        /// Primary opcode w0[31:28].
        OP = [28..32];
        /// Decode index key: form and primary opcode.
        KEY = [0..2, 28..32];
        /// Primary opcode bits w0[31:29] (the add family uses w0[28] as a modifier).
        OP_HI = [29..32];
        /// Long normal w1[1:0]: 0 plain, 1 exit, 2 join, 3 long immediate.
        FLOW = [32..34];
        /// Secondary opcode w1[31:29].
        OP2 = [61..64];
        /// Secondary opcode w1[31:30] (rows that use w1[29] as a modifier).
        OP2_HI = [62..64];
        /// Predicate: condition w1[11:7] and `$c` w1[13:12].
        PRED = [39..46];
        /// Short modifier 1, w0[8].
        S_M1 = [8..9];
        /// Short modifier 2, w0[15].
        S_M2 = [15..16];
        /// Short modifier 3, w0[22].
        S_M3 = [22..23];
        /// Short: source 2 is const memory, w0[23].
        S_CONST = [23..24];
        /// Short: source 1 is shared memory, w0[24].
        S_SHARED = [24..25];
        /// Short `interp` mode w0[25:24].
        S_INTERP = [24..26];
        /// Short control (trap/brkpt) and texture selector w0[24].
        W0_24 = [24..25];
        /// Long modifier w1[26] (often "b32").
        L_M1 = [58..59];
        /// Long modifier w1[27].
        L_M2 = [59..60];
        /// Long w1[14].
        W1_14 = [46..47];
        /// Long w1[16] (mul 24-bit selector).
        W1_16 = [48..49];
        /// Long w1[18:16] (interp mode).
        W1_16_3 = [48..51];
        /// Long w1[19:16] (texsize/texprep/texquerylod selector).
        W1_16_4 = [48..52];
        /// Long w1[19] (cvt: sat / 8-bit destination).
        W1_19 = [51..52];
        /// Long w1[21] (source 1 is shared memory).
        W1_21 = [53..54];
        /// Long w1[22] (cvt: 64-bit, st s[]: b8).
        W1_22 = [54..55];
        /// Long w1[23] (lock/unlock).
        W1_23 = [55..56];
        /// Long w1[2] (nop/pmevent).
        W1_2 = [34..35];
        /// Long w1[6].
        W1_6 = [38..39];
        /// Long w1[15:14].
        W1_14_2 = [46..48];
        /// w0[10:9] (vote, emit/restart).
        W0_9_2 = [9..11];
        /// w0[14] (cvt float source size).
        W0_14 = [14..15];
        /// w0[24] (texfetch).
        W0_TEX = [24..25];
        /// w0[27] (tex cube).
        W0_CUBE = [27..28];
    }

    enums {
        /// exit/join flag of long normal instructions (w1[1:0]).
        enum Flow: 2 {
            /// Nothing.
            None = 0 => "",
            /// Ends the program.
            Exit = 1 => "exit",
            /// Joins diverged threads.
            Join = 2 => "join",
        }
        /// Integer add operation (w0[22] low bit, w0[28] high bit).
        enum AddOp: 2 {
            /// a + b.
            Add = 0 => "add",
            /// a - b.
            Sub = 1 => "sub",
            /// b - a.
            Subr = 2 => "subr",
            /// a + b + carry.
            Addc = 3 => "addc",
        }
        /// Logic operation.
        enum LogOp: 2 {
            /// And.
            And = 0 => "and",
            /// Or.
            Or = 1 => "or",
            /// Xor.
            Xor = 2 => "xor",
            /// Second operand.
            Mov2 = 3 => "mov2",
        }
        /// `quadop` per-lane operation.
        enum QOp: 2 {
            /// a + b.
            Add = 0 => "add",
            /// b - a.
            Subr = 1 => "subr",
            /// a - b.
            Sub = 2 => "sub",
            /// b.
            Mov2 = 3 => "mov2",
        }
        /// Unsigned/signed 16-bit.
        enum Us16: 1 {
            /// Unsigned.
            U16 = 0 => "u16",
            /// Signed.
            S16 = 1 => "s16",
        }
        /// Unsigned/signed 32-bit.
        enum Us32: 1 {
            /// Unsigned.
            U32 = 0 => "u32",
            /// Signed.
            S32 = 1 => "s32",
        }
        /// Unsigned/signed 24-bit.
        enum Us24: 1 {
            /// Unsigned.
            U24 = 0 => "u24",
            /// Signed.
            S24 = 1 => "s24",
        }
        /// Texture lanes: all or only live threads.
        enum TexLive: 1 {
            /// All threads.
            All = 0 => "all",
            /// Live threads.
            Live = 1 => "live",
        }
        /// Integer comparison.
        enum SetI: 3 {
            /// Never.
            Never = 0 => "never",
            /// Less.
            L = 1 => "l",
            /// Equal.
            E = 2 => "e",
            /// Less or equal.
            Le = 3 => "le",
            /// Greater.
            G = 4 => "g",
            /// Not equal.
            Lg = 5 => "lg",
            /// Greater or equal.
            Ge = 6 => "ge",
            /// Always.
            Always = 7 => "always",
        }
        /// Float comparison.
        enum SetF: 4 {
            /// Never.
            Never = 0 => "never",
            /// Less.
            L = 1 => "l",
            /// Equal.
            E = 2 => "e",
            /// Less or equal.
            Le = 3 => "le",
            /// Greater.
            G = 4 => "g",
            /// Less or greater.
            Lg = 5 => "lg",
            /// Greater or equal.
            Ge = 6 => "ge",
            /// Ordered.
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
            /// Not equal.
            Lgu = 13 => "lgu",
            /// Greater, equal or unordered.
            Geu = 14 => "geu",
            /// Always.
            Always = 15 => "always",
        }
        /// Rounding mode.
        enum Rnd: 2 {
            /// To nearest.
            Rn = 0 => "rn",
            /// Down.
            Rm = 1 => "rm",
            /// Up.
            Rp = 2 => "rp",
            /// To zero.
            Rz = 3 => "rz",
        }
        /// Rounding to an integer.
        enum Rint: 2 {
            /// To nearest.
            Rni = 0 => "rni",
            /// Down.
            Rmi = 1 => "rmi",
            /// Up.
            Rpi = 2 => "rpi",
            /// To zero.
            Rzi = 3 => "rzi",
        }
        /// f32 rounding (only nearest and zero exist).
        enum Rnz: 2 {
            /// To nearest.
            Rn = 0 => "rn",
            /// To zero.
            Rz = 3 => "rz",
        }
        /// Local/global access size (w1[23:21]).
        enum LdStSize: 3 {
            /// u8.
            U8 = 0 => "u8",
            /// s8.
            S8 = 1 => "s8",
            /// u16.
            U16 = 2 => "u16",
            /// s16.
            S16 = 3 => "s16",
            /// b64.
            B64 = 4 => "b64",
            /// b128.
            B128 = 5 => "b128",
            /// b32.
            B32 = 6 => "b32",
        }
        /// Vote mode (w0[10:9]).
        enum VoteOp: 2 {
            /// Any thread.
            Any = 1 => "any",
            /// All threads.
            All = 2 => "all",
        }
    }

    operands [
        Pred, IgnPred, IgnCe, McDst, CDst, Cond, SDst, SHDst, LDst, LHDst, LDDst, LLDst, LLHDst,
        SSrc, SHSrc, SSrc2, SHSrc2, LSrc, LDSrc, LDSrc2, LSrc3, LDSrc3, Ssh, Ssw, Sch, Scw,
        AddC0, Ish, Isw, Imm32, Lsh, Lsw, Lc2h, Lc2w, Lc3h, Lc3w, AddCond, AddCond2, ShCnt,
        HShCnt, ADst, LAReg, SReg, HShCntImm, Offs, Lane, FCon, Fs8, Fs16, Fs32, Local, SStReg,
        CsLdReg, FAttr, FOut32, CvtIiSrc, LdStO, LdStS2, MLdStS3, Global, Global2, RedM,
        AtomM, SVar, LVar, Qs1, LTDst, STDst, LTSrc, STSrc, Tex, Samp, TOffs, CodeTarget, Bar,
        BarMask, Pm, FConst8, Unknown,
    ]

    classes {
        // ===============================================================================
        // Short instructions (w0[1:0] = 0), envydis `tabs`.

        /// Short `mov b16`/`mov b32`.
        class s_mov {
            priority: 2,
            fixed { FORM = 0, OP = 1 }
            dontcare {}
            defaults {}
            mods [sfu: bool @ [17..18] = "sfu"]
            operands [dst: SHDst @ [2..8], src: Ssh @ [9..15]]
            syntax [mnemonic, sfu, "b16", dst, src]
            forms {
                /// 16-bit move.
                mov_b16_s ("mov") = _ { S_M2 = 0 };
            }
        }
        /// Short `mov b32`.
        class s_mov32 {
            priority: 2,
            fixed { FORM = 0, OP = 1 }
            dontcare {}
            defaults {}
            mods [sfu: bool @ [17..18] = "sfu"]
            operands [dst: SDst @ [2..8], src: Ssw @ [9..15]]
            syntax [mnemonic, sfu, "b32", dst, src]
            forms {
                /// 32-bit move.
                mov_b32_s ("mov") = _ { S_M2 = 1 };
            }
        }
        /// Short add/sub/subr/addc, 16-bit.
        class s_add16 {
            priority: 2,
            fixed { FORM = 0, OP_HI = 1, S_M2 = 0 }
            dontcare {}
            defaults {}
            mods [op: AddOp @ [22..23, 28..29], sat: bool @ [8..9] = "sat"]
            operands [dst: SHDst @ [2..8], src1: Ssh @ [9..15], src2: Sch @ [16..22], carry: AddC0 @ _]
            syntax [op, sat, "b16", dst, src1, src2, carry]
            forms {
                /// 16-bit integer add family.
                add_b16_s ("add") = _;
            }
        }
        /// Short add/sub/subr/addc, 32-bit.
        class s_add32 {
            priority: 2,
            fixed { FORM = 0, OP_HI = 1, S_M2 = 1 }
            dontcare {}
            defaults {}
            mods [op: AddOp @ [22..23, 28..29], sat: bool @ [8..9] = "sat"]
            operands [dst: SDst @ [2..8], src1: Ssw @ [9..15], src2: Scw @ [16..22], carry: AddC0 @ _]
            syntax [op, sat, "b32", dst, src1, src2, carry]
            forms {
                /// 32-bit integer add family.
                add_b32_s ("add") = _;
            }
        }
        /// Short 16-bit `mul`.
        class s_mul16 {
            priority: 2,
            fixed { FORM = 0, OP = 4, S_M3 = 0 }
            dontcare {}
            defaults {}
            mods [sign1: Us16 @ [15..16], sign2: Us16 @ [8..9]]
            operands [dst: SDst @ [2..8], src1: Ssh @ [9..15], src2: Sch @ [16..22]]
            syntax [mnemonic, dst, sign1, src1, sign2, src2]
            forms {
                /// 16 × 16-bit multiply.
                mul16_s ("mul") = _;
            }
        }
        /// Short 24-bit `mul`.
        class s_mul24 {
            priority: 2,
            fixed { FORM = 0, OP = 4, S_M3 = 1 }
            dontcare {}
            defaults {}
            mods [high: bool @ [8..9] = "high", sign: Us24 @ [15..16]]
            operands [dst: SDst @ [2..8], src1: Ssw @ [9..15], src2: Scw @ [16..22]]
            syntax [mnemonic, dst, high, sign, src1, src2]
            forms {
                /// 24 × 24-bit multiply.
                mul24_s ("mul") = _;
            }
        }
        /// Short 16-bit `sad` (registers only).
        class s_sad16 {
            priority: 2,
            fixed { FORM = 0, OP = 5, S_M2 = 0 }
            dontcare {}
            defaults {}
            mods [sign: Us16 @ [8..9]]
            operands [dst: SDst @ [2..8], src1: SHSrc @ [9..15], src2: SHSrc2 @ [16..22]]
            syntax [mnemonic, dst, sign, src1, src2, dst]
            forms {
                /// Sum of absolute differences.
                sad16_s ("sad") = _;
            }
        }
        /// Short 32-bit `sad`.
        class s_sad32 {
            priority: 2,
            fixed { FORM = 0, OP = 5, S_M2 = 1 }
            dontcare {}
            defaults {}
            mods [sign: Us32 @ [8..9]]
            operands [dst: SDst @ [2..8], src1: SSrc @ [9..15], src2: SSrc2 @ [16..22]]
            syntax [mnemonic, dst, sign, src1, src2, dst]
            forms {
                /// Sum of absolute differences.
                sad32_s ("sad") = _;
            }
        }
        /// Short integer multiply-add, 16-bit factors.
        class s_mad16 {
            priority: 2,
            fixed { FORM = 0, OP_HI = 3 }
            dontcare {}
            defaults {}
            mods [op: AddOp @ [22..23, 28..29]]
            operands [dst: SDst @ [2..8], src1: Ssh @ [9..15], src2: Sch @ [16..22], carry: AddC0 @ _]
            syntax [op, dst, "(", "mul", "u16", src1, src2, ")", dst, carry]
            forms {
                /// u16 multiply-add.
                mad_u16_s ("add") = _ { S_M2 = 0, S_M1 = 0 };
            }
        }
        /// Short integer multiply-add, signed 16-bit.
        class s_mad_s16 {
            priority: 2,
            fixed { FORM = 0, OP_HI = 3 }
            dontcare {}
            defaults {}
            mods [op: AddOp @ [22..23, 28..29]]
            operands [dst: SDst @ [2..8], src1: Ssh @ [9..15], src2: Sch @ [16..22], carry: AddC0 @ _]
            syntax [op, dst, "(", "mul", "s16", src1, src2, ")", dst, carry]
            forms {
                /// s16 multiply-add.
                mad_s16_s ("add") = _ { S_M2 = 0, S_M1 = 1 };
            }
        }
        /// Short integer multiply-add, saturating signed 16-bit.
        class s_mad_sat_s16 {
            priority: 2,
            fixed { FORM = 0, OP_HI = 3 }
            dontcare {}
            defaults {}
            mods [op: AddOp @ [22..23, 28..29]]
            operands [dst: SDst @ [2..8], src1: Ssh @ [9..15], src2: Sch @ [16..22], carry: AddC0 @ _]
            syntax [op, "sat", dst, "(", "mul", "s16", src1, src2, ")", dst, carry]
            forms {
                /// sat s16 multiply-add.
                mad_sat_s16_s ("add") = _ { S_M2 = 1, S_M1 = 0 };
            }
        }
        /// Short integer multiply-add, u24.
        class s_mad_u24 {
            priority: 2,
            fixed { FORM = 0, OP_HI = 3 }
            dontcare {}
            defaults {}
            mods [op: AddOp @ [22..23, 28..29]]
            operands [dst: SDst @ [2..8], src1: Ssw @ [9..15], src2: Scw @ [16..22], carry: AddC0 @ _]
            syntax [op, dst, "(", "mul", "u24", src1, src2, ")", dst, carry]
            forms {
                /// u24 multiply-add.
                mad_u24_s ("add") = _ { S_M2 = 1, S_M1 = 1 };
            }
        }
        /// Short `interp` (fragment programs).
        class s_interp {
            priority: 2,
            when: FP,
            fixed { FORM = 0, OP = 8 }
            dontcare {}
            defaults {}
            mods []
            operands [dst: SDst @ [2..8], var: SVar @ [16..24]]
            syntax [mnemonic, dst, var]
            forms {
                /// Interpolate.
                interp_s ("interp") = _ { S_INTERP = 0, S_M1 = 0 };
            }
        }
        /// Short `interp cent`.
        class s_interp_cent {
            priority: 2,
            when: FP,
            fixed { FORM = 0, OP = 8, S_M1 = 0 }
            dontcare {}
            defaults {}
            mods []
            operands [dst: SDst @ [2..8], var: SVar @ [16..24]]
            syntax [mnemonic, dst, "cent", var]
            forms {
                /// Interpolate at the centroid.
                interp_cent_s ("interp") = _ { S_INTERP = 1 };
            }
        }
        /// Short `interp` times a register.
        class s_interp_mul {
            priority: 2,
            when: FP,
            fixed { FORM = 0, OP = 8, S_M1 = 0 }
            dontcare {}
            defaults {}
            mods []
            operands [dst: SDst @ [2..8], var: SVar @ [16..24], src: SSrc @ [9..15]]
            syntax [mnemonic, dst, var, src]
            forms {
                /// Interpolate and multiply.
                interp_mul_s ("interp") = _ { S_INTERP = 2 };
            }
        }
        /// Short `interp cent` times a register.
        class s_interp_cent_mul {
            priority: 2,
            when: FP,
            fixed { FORM = 0, OP = 8, S_M1 = 0 }
            dontcare {}
            defaults {}
            mods []
            operands [dst: SDst @ [2..8], var: SVar @ [16..24], src: SSrc @ [9..15]]
            syntax [mnemonic, dst, "cent", var, src]
            forms {
                /// Interpolate at the centroid and multiply.
                interp_cent_mul_s ("interp") = _ { S_INTERP = 3 };
            }
        }
        /// Short `interp flat`.
        class s_interp_flat {
            priority: 2,
            when: FP,
            fixed { FORM = 0, OP = 8, S_M1 = 1 }
            dontcare {}
            defaults {}
            mods []
            operands [dst: SDst @ [2..8], var: SVar @ [16..24]]
            syntax [mnemonic, dst, "flat", var]
            forms {
                /// Flat (not interpolated).
                interp_flat_s ("interp") = _ { S_INTERP = 0 };
            }
        }
        /// Short `rcp`.
        class s_rcp {
            priority: 2,
            fixed { FORM = 0, OP = 9 }
            dontcare {}
            defaults {}
            mods [neg: bool @ [22..23] = "neg", abs: bool @ [15..16] = "abs"]
            operands [dst: SDst @ [2..8], src: SSrc @ [9..15]]
            syntax [mnemonic, "f32", dst, neg, abs, src]
            forms {
                /// Reciprocal.
                rcp_s ("rcp") = _;
            }
        }
        /// Short float `add`/`mul`.
        class s_fadd {
            priority: 2,
            fixed { FORM = 0 }
            dontcare {}
            defaults {}
            mods [sat: bool @ [8..9] = "sat", neg1: bool @ [15..16] = "neg", neg2: bool @ [22..23] = "neg"]
            operands [dst: SDst @ [2..8], src1: Ssw @ [9..15], src2: Scw @ [16..22]]
            syntax [mnemonic, sat, "f32", dst, neg1, src1, neg2, src2]
            forms {
                /// Float add.
                fadd_s ("add") = _ { OP = 0xb };
            }
        }
        /// Short float `mul` (`sat` exists from G200 on).
        class s_fmul {
            priority: 2,
            fixed { FORM = 0 }
            dontcare {}
            defaults {}
            mods [sat: bool @ [8..9] = "sat" if SM12, neg1: bool @ [15..16] = "neg", neg2: bool @ [22..23] = "neg"]
            operands [dst: SDst @ [2..8], src1: Ssw @ [9..15], src2: Scw @ [16..22]]
            syntax [mnemonic, sat, "f32", dst, neg1, src1, neg2, src2]
            forms {
                /// Float multiply.
                fmul_s ("mul") = _ { OP = 0xc };
            }
        }
        /// Short float multiply-add.
        class s_fmad {
            priority: 2,
            fixed { FORM = 0, OP = 0xe }
            dontcare {}
            defaults {}
            mods [sat: bool @ [8..9] = "sat", neg1: bool @ [15..16] = "neg", neg2: bool @ [22..23] = "neg"]
            operands [dst: SDst @ [2..8], src1: Ssw @ [9..15], src2: Scw @ [16..22]]
            syntax [mnemonic, sat, "f32", dst, neg1, "(", "mul", src1, src2, ")", neg2, dst]
            forms {
                /// Float multiply-add.
                fmad_s ("add") = _;
            }
        }
        /// Short texture fetch.
        class s_tex {
            priority: 2,
            fixed { FORM = 0, OP = 0xf }
            dontcare {}
            defaults {}
            mods [live: TexLive @ [8..9]]
            operands [dst: STDst @ [2..8], tex: Tex @ [9..17], samp: Samp @ [17..22], src: STSrc @ [22..24]]
            syntax [mnemonic, live, dst, tex, samp, src]
            forms {
                /// Texture sample, automatic LOD.
                texauto_s ("texauto") = _ { W0_24 = 0 };
                /// Texel fetch.
                texfetch_s ("texfetch") = _ { W0_24 = 1 };
            }
        }
        /// Short instruction envydis does not know.
        class s_unknown {
            priority: 1,
            fixed { FORM = 0 }
            dontcare {}
            defaults {}
            mods []
            operands [dst: SDst @ [2..8], src1: Ssw @ [9..15], src2: Scw @ [16..22]]
            syntax [mnemonic, dst, src1, src2]
            forms {
                /// Unknown short instruction.
                unknown_s ("???") = _;
            }
        }

        // ===============================================================================
        // Short control (w0[1:0] = 2).

        /// Short `trap`.
        class s_trap {
            priority: 2,
            fixed { FORM = 2 }
            dontcare {}
            defaults {}
            mods []
            operands []
            syntax [mnemonic]
            forms {
                /// Trap.
                trap_s ("trap") = _ { OP = 9 };
                /// Breakpoint (G84+).
                brkpt_s ("brkpt") = _ { OP = 0xb } if SM11;
            }
        }
        /// Short control instruction envydis does not know.
        class s_ctrl_unknown {
            fixed { LEN = 0 }
            dontcare {}
            defaults {}
            mods []
            operands []
            syntax [mnemonic]
            forms {
                /// Unknown.
                unknown_sc ("???") = _;
            }
        }
    }
}

impl Insn {
    /// A value that prints the instruction for `target` (envydis text).
    pub fn display(self, target: Target) -> Display {
        Display {
            insn: self,
            target,
        }
    }
}

const _: () = {
    let _ = (CP, D3D10_1, FP64, GP, SM12, SM11_CP, SM12_CP, VP_GP);
};
