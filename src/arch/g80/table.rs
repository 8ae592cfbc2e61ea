// The NVIDIA G80 instruction set as one `define_isa!` table: everything else in this module
// (and `Insn`, `Form`, `FORMS`, the builders) is derived from it. Included by `mod.rs`,
// so that the generated items live in `isadef::g80`.

crate::define_isa! {
    /// The G80 instruction set (marker type implementing [`Isa`](crate::isa::Isa)).
    isa G80 {
        name: "g80", word: u64, bits: 64, key: KEY, placeholder: "",
        comment: b'#', separator: None,
        target: Target,
        length: LEN => [4, 8],
        assembler: asm::assemble,
        rules: build::Rules,
    }

    fields {
        /// Length: w0 bit 0 (0 = short, 4 bytes; 1 = long, 8 bytes).
        LEN = [0..1];
        /// Form: `w0[1:0]` (0 short, 2 short control, 1 long, 3 long control).
        FORM = [0..2];
        /// Primary opcode `w0[31:28]`.
        OP = [28..32];
        /// Decode index key: form, primary opcode and the long secondary opcode `w1[31:29]`
        /// (zero in short words; forms that do not fix it sit in every bucket it selects).
        KEY = [0..2, 28..32, 61..64];
        /// Primary opcode bits `w0[31:29]` (the add family uses `w0[28]` as a modifier).
        OP_HI = [29..32];
        /// Long normal `w1[1:0]`: 0 plain, 1 exit, 2 join, 3 long immediate.
        FLOW = [32..34];
        /// Secondary opcode `w1[31:29]`.
        OP2 = [61..64];
        /// Secondary opcode `w1[31:30]` (rows that use `w1[29]` as a modifier).
        OP2_HI = [62..64];
        /// Predicate: condition `w1[11:7]` and `$c` `w1[13:12]`.
        PRED = [39..46];
        /// Code target: byte address bits 17:2 in `w0[26:11]`, bits 23:18 in `w1[19:14]`.
        CTARGET = [11..27, 46..52];
        /// Short modifier 1, `w0[8]`.
        S_M1 = [8..9];
        /// Short modifier 2, `w0[15]`.
        S_M2 = [15..16];
        /// Short modifier 3, `w0[22]`.
        S_M3 = [22..23];
        /// Short: source 2 is const memory, `w0[23]`.
        S_CONST = [23..24];
        /// Short: source 1 is shared memory, `w0[24]`.
        S_SHARED = [24..25];
        /// Short `interp` mode `w0[25:24]`.
        S_INTERP = [24..26];
        /// Short control (trap/brkpt) and texture selector `w0[24]`.
        W0_24 = [24..25];
        /// Long modifier `w1[26]` (often "b32").
        L_M1 = [58..59];
        /// Long modifier `w1[27]`.
        L_M2 = [59..60];
        /// Long `w1[14]`.
        W1_14 = [46..47];
        /// Long `w1[16]` (mul 24-bit selector).
        W1_16 = [48..49];
        /// Long `w1[18:16]` (interp mode).
        W1_16_3 = [48..51];
        /// Long `w1[19:16]` (texsize/texprep/texquerylod selector).
        W1_16_4 = [48..52];
        /// Long `w1[19]` (cvt: sat / 8-bit destination).
        W1_19 = [51..52];
        /// Long `w1[21]` (source 1 is shared memory).
        W1_21 = [53..54];
        /// Long `w1[22]` (cvt: 64-bit, st s[]: b8).
        W1_22 = [54..55];
        /// Long `w1[23]` (lock/unlock).
        W1_23 = [55..56];
        /// Long `w1[2]` (nop/pmevent).
        W1_2 = [34..35];
        /// Long `w1[6]`.
        W1_6 = [38..39];
        /// Long `w1[15:14]`.
        W1_14_2 = [46..48];
        /// `w0[10:9]` (vote, emit/restart).
        W0_9_2 = [9..11];
        /// `w0[24]` (texfetch).
        W0_TEX = [24..25];
        /// `w0[27]` (tex cube).
        W0_CUBE = [27..28];
        /// Long `w1[28]`.
        W1_28 = [60..61];
        /// Long `w1[23:22]` (`st o[]`).
        W1_22_2 = [54..56];
        /// `cvt` class `w1[31:30]`: int→int, int→float, float→int, float→float.
        CVT_CLASS = [62..64];
    }

    enums {
        /// exit/join flag of long normal instructions (`w1[1:0]`).
        enum Flow: 2 {
            /// Nothing.
            None = 0 => "",
            /// Ends the program.
            Exit = 1 => "exit",
            /// Joins diverged threads.
            Join = 2 => "join",
        }
        /// Integer add operation (`w0[22]` low bit, `w0[28]` high bit).
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
        /// Local/global access size (`w1[23:21]`).
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
        /// Vote mode (`w0[10:9]`).
        enum VoteOp: 2 {
            /// Any thread.
            Any = 1 => "any",
            /// All threads.
            All = 2 => "all",
        }
    }

    operands(word) [
        Pred, IgnPred, IgnCe, McDst, CDst, Cond, SDst, SHDst, LDst, LHDst, LDDst, LLDst, LLHDst,
        SSrc, SHSrc, SSrc2, SHSrc2, LSrc, LDSrc, LDSrc2, LSrc3, LDSrc3, Ssh, Ssw, Sch, Scw,
        AddC0, Ish, Isw, Imm32, Lsh, Lsw, Lc2h, Lc2w, Lc3h, Lc3w, AddCond, AddCond2, ShCnt,
        HShCnt, ADst, LAReg, SReg, HShCntImm, Offs, Lane, FCon, Fs8, Fs16, Fs32, Local, SStReg,
        CsLdReg, FAttr, FOut32, CvtIiSrc, LdStO, LdStS2, MLdStS3, Global, Global2, RedM,
        AtomM, SVar, LVar, Qs1, LTDst, STDst, LTSrc, STSrc, Tex, Samp, TOffs,
        CodeTarget = absolute(4),
        BarId, BarMask, Pm, FConst8, Unknown,
    ]

    classes {
        // ===============================================================================
        // Short instructions (w0[1:0] = 0), envydis `tabs`.

        /// Short `mov b16`/`mov b32`.
        class s_mov {
            priority: 2,
            fixed { FORM = 0, OP = 1 }
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
            syntax [mnemonic]
            forms {
                /// Unknown.
                unknown_sc ("???") = _;
            }
        }

        // ===============================================================================
        // Long immediate (w0[1:0] = 1, w1[1:0] = 3), envydis `tabi`.
        /// Immediate `mov b16`.
        class i_mov16 {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP = 1, S_M2 = 0 }
            operands [dst: LHDst @ [2..9], imm: Imm32 @ [16..22, 34..60]]
            syntax [mnemonic, "b16", dst, imm]
            forms {
                /// 16-bit immediate move.
                mov_b16_i ("mov") = _;
            }
        }
        /// Immediate `mov b32`.
        class i_mov32 {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP = 1, S_M2 = 1 }
            operands [dst: LDst @ [2..9], imm: Imm32 @ [16..22, 34..60]]
            syntax [mnemonic, "b32", dst, imm]
            forms {
                /// 32-bit immediate move.
                mov_b32_i ("mov") = _;
            }
        }
        /// Immediate add family, 16-bit.
        class i_add16 {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP_HI = 1, S_M2 = 0 }
            mods [op: AddOp @ [22..23, 28..29], sat: bool @ [8..9] = "sat"]
            operands [dst: SHDst @ [2..8], src1: Ish @ [9..15], imm: Imm32 @ [16..22, 34..60], carry: AddC0 @ _]
            syntax [op, sat, "b16", dst, src1, imm, carry]
            forms {
                /// 16-bit add with an immediate.
                add_b16_i ("add") = _;
            }
        }
        /// Immediate add family, 32-bit.
        class i_add32 {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP_HI = 1, S_M2 = 1 }
            mods [op: AddOp @ [22..23, 28..29], sat: bool @ [8..9] = "sat"]
            operands [dst: SDst @ [2..8], src1: Isw @ [9..15], imm: Imm32 @ [16..22, 34..60], carry: AddC0 @ _]
            syntax [op, sat, "b32", dst, src1, imm, carry]
            forms {
                /// 32-bit add with an immediate.
                add_b32_i ("add") = _;
            }
        }
        /// Immediate 16-bit `mul`.
        class i_mul16 {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP = 4, S_M3 = 0 }
            mods [sign1: Us16 @ [15..16], sign2: Us16 @ [8..9]]
            operands [dst: SDst @ [2..8], src1: Ish @ [9..15], imm: Imm32 @ [16..22, 34..60]]
            syntax [mnemonic, dst, sign1, src1, sign2, imm]
            forms {
                /// 16-bit multiply by an immediate.
                mul16_i ("mul") = _;
            }
        }
        /// Immediate 24-bit `mul`.
        class i_mul24 {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP = 4, S_M3 = 1 }
            mods [high: bool @ [8..9] = "high", sign: Us24 @ [15..16]]
            operands [dst: SDst @ [2..8], src1: Isw @ [9..15], imm: Imm32 @ [16..22, 34..60]]
            syntax [mnemonic, dst, high, sign, src1, imm]
            forms {
                /// 24-bit multiply by an immediate.
                mul24_i ("mul") = _;
            }
        }
        /// Immediate integer multiply-add, u16.
        class i_mad_u16 {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP_HI = 3, S_M2 = 0, S_M1 = 0 }
            mods [op: AddOp @ [22..23, 28..29]]
            operands [dst: SDst @ [2..8], src1: Ish @ [9..15], imm: Imm32 @ [16..22, 34..60], carry: AddC0 @ _]
            syntax [op, dst, "(", "mul", "u16", src1, imm, ")", dst, carry]
            forms {
                /// u16 multiply-add with an immediate.
                mad_u16_i ("add") = _;
            }
        }
        /// Immediate integer multiply-add, s16.
        class i_mad_s16 {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP_HI = 3, S_M2 = 0, S_M1 = 1 }
            mods [op: AddOp @ [22..23, 28..29]]
            operands [dst: SDst @ [2..8], src1: Ish @ [9..15], imm: Imm32 @ [16..22, 34..60], carry: AddC0 @ _]
            syntax [op, dst, "(", "mul", "s16", src1, imm, ")", dst, carry]
            forms {
                /// s16 multiply-add with an immediate.
                mad_s16_i ("add") = _;
            }
        }
        /// Immediate integer multiply-add, sat s16.
        class i_mad_sat_s16 {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP_HI = 3, S_M2 = 1, S_M1 = 0 }
            mods [op: AddOp @ [22..23, 28..29]]
            operands [dst: SDst @ [2..8], src1: Ish @ [9..15], imm: Imm32 @ [16..22, 34..60], carry: AddC0 @ _]
            syntax [op, "sat", dst, "(", "mul", "s16", src1, imm, ")", dst, carry]
            forms {
                /// sat_s16 multiply-add with an immediate.
                mad_sat_s16_i ("add") = _;
            }
        }
        /// Immediate integer multiply-add, u24.
        class i_mad_u24 {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP_HI = 3, S_M2 = 1, S_M1 = 1 }
            mods [op: AddOp @ [22..23, 28..29]]
            operands [dst: SDst @ [2..8], src1: Isw @ [9..15], imm: Imm32 @ [16..22, 34..60], carry: AddC0 @ _]
            syntax [op, dst, "(", "mul", "u24", src1, imm, ")", dst, carry]
            forms {
                /// u24 multiply-add with an immediate.
                mad_u24_i ("add") = _;
            }
        }
        /// Immediate float `add`.
        class i_fadd {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP = 0xb }
            mods [sat: bool @ [8..9] = "sat", neg1: bool @ [15..16] = "neg", neg2: bool @ [22..23] = "neg"]
            operands [dst: SDst @ [2..8], src1: Isw @ [9..15], imm: Imm32 @ [16..22, 34..60]]
            syntax [mnemonic, sat, "f32", dst, neg1, src1, neg2, imm]
            forms {
                /// Float add of an immediate.
                fadd_i ("add") = _;
            }
        }
        /// Immediate float `mul`.
        class i_fmul {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP = 0xc }
            mods [sat: bool @ [8..9] = "sat" if SM12, neg1: bool @ [15..16] = "neg", neg2: bool @ [22..23] = "neg"]
            operands [dst: SDst @ [2..8], src1: Isw @ [9..15], imm: Imm32 @ [16..22, 34..60]]
            syntax [mnemonic, sat, "f32", dst, neg1, src1, neg2, imm]
            forms {
                /// Float multiply by an immediate.
                fmul_i ("mul") = _;
            }
        }
        /// Immediate logic operations.
        class i_logic {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP = 0xd }
            mods [not: bool @ [22..23] = "not"]
            operands [dst: SDst @ [2..8], src1: Isw @ [9..15], imm: Imm32 @ [16..22, 34..60]]
            syntax [mnemonic, "b32", dst, not, src1, imm]
            forms {
                /// And.
                and_i ("and") = _ { S_M2 = 0, S_M1 = 0 };
                /// Or.
                or_i ("or") = _ { S_M2 = 0, S_M1 = 1 };
                /// Xor.
                xor_i ("xor") = _ { S_M2 = 1, S_M1 = 0 };
                /// Second operand.
                mov2_i ("mov2") = _ { S_M2 = 1, S_M1 = 1 };
            }
        }
        /// Immediate float multiply-add.
        class i_fmad {
            priority: 3,
            fixed { FORM = 1, FLOW = 3, OP = 0xe }
            mods [sat: bool @ [8..9] = "sat", neg1: bool @ [15..16] = "neg", neg2: bool @ [22..23] = "neg"]
            operands [dst: SDst @ [2..8], src1: Isw @ [9..15], imm: Imm32 @ [16..22, 34..60]]
            syntax [mnemonic, sat, "f32", dst, neg1, "(", "mul", src1, imm, ")", neg2, dst]
            forms {
                /// Float multiply-add with an immediate factor.
                fmad_i ("add") = _;
            }
        }
        /// Immediate instruction envydis does not know.
        class i_unknown {
            priority: 2,
            fixed { FORM = 1, FLOW = 3 }
            operands [dst: SDst @ [2..8], src1: Isw @ [9..15], imm: Imm32 @ [16..22, 34..60]]
            syntax [mnemonic, dst, src1, imm]
            forms {
                /// Unknown immediate instruction.
                unknown_i ("???") = _;
            }
        }
        // ===============================================================================
        // Long control (w0[1:0] = 3), envydis `tabc`.
        /// Predicated control instructions.
        class c_pred {
            priority: 1,
            fixed { FORM = 3 }
            operands [pred: Pred @ PRED]
            syntax [pred, mnemonic]
            forms {
                /// Discard the fragment.
                discard ("discard") = _ { OP = 0 } if FP;
                /// Return.
                ret ("ret") = _ { OP = 3 };
                /// Break out of a loop.
                brk ("break") = _ { OP = 5 };
                /// Breakpoint (G84+).
                brkpt ("brkpt") = _ { OP = 0xb } if SM11;
            }
        }
        /// `bra` to a code address.
        class c_bra {
            priority: 1,
            fixed { FORM = 3, OP = 1 }
            operands [pred: Pred @ PRED, target: CodeTarget @ CTARGET]
            syntax [pred, mnemonic, target]
            forms {
                /// Branch.
                bra ("bra") = _;
            }
        }
        /// `call`.
        class c_call {
            priority: 1,
            fixed { FORM = 3, OP = 2 }
            mods [lim: bool @ [38..39] = "lim"]
            operands [ign: IgnPred @ PRED, target: CodeTarget @ CTARGET]
            syntax [ign, mnemonic, lim, target]
            forms {
                /// Call.
                call ("call") = _;
            }
        }
        /// Unpredicated control instructions with a target.
        class c_target {
            priority: 1,
            fixed { FORM = 3 }
            operands [ign: IgnPred @ PRED, target: CodeTarget @ CTARGET]
            syntax [ign, mnemonic, target]
            forms {
                /// Set the break address.
                breakaddr ("breakaddr") = _ { OP = 4 };
                /// Set the join point.
                joinat ("joinat") = _ { OP = 0xa };
            }
        }
        /// Unpredicated control instructions.
        class c_plain {
            priority: 1,
            fixed { FORM = 3 }
            operands [ign: IgnPred @ PRED]
            syntax [ign, mnemonic]
            forms {
                /// Quad on.
                quadon ("quadon") = _ { OP = 6 };
                /// Quad pop.
                quadpop ("quadpop") = _ { OP = 7 };
                /// Trap.
                trap ("trap") = _ { OP = 9 };
            }
        }
        /// `bar` with a thread count.
        class c_bar {
            priority: 1,
            fixed { FORM = 3, OP = 8, W1_14 = 0 }
            mods [inc: bool @ [25..26] = "inc", wait: bool @ [26..27] = "wait"]
            operands [ign: IgnPred @ PRED, bar: BarId @ [21..25], count: BarMask @ [9..21]]
            syntax [ign, mnemonic, inc, wait, bar, count]
            forms {
                /// Barrier.
                bar ("bar") = _;
            }
        }
        /// `bar` for all threads.
        class c_bar_all {
            priority: 1,
            fixed { FORM = 3, OP = 8, W1_14 = 1 }
            mods [inc: bool @ [25..26] = "inc", wait: bool @ [26..27] = "wait"]
            operands [ign: IgnPred @ PRED, bar: BarId @ [21..25]]
            syntax [ign, mnemonic, inc, wait, bar, "all"]
            forms {
                /// Barrier for all threads.
                bar_all ("bar") = _;
            }
        }
        /// Indirect branch through const space (GT215+).
        class c_bra_c {
            priority: 1,
            fixed { FORM = 3, OP = 0xc }
            mods [lim: bool @ [38..39] = "lim"]
            operands [ign: IgnPred @ PRED, addr: FConst8 @ [9..25]]
            syntax [ign, mnemonic, lim, addr]
            forms {
                /// Indirect branch.
                bra_c ("bra") = _ if D3D10_1;
            }
        }
        /// `preret` (GT215+).
        class c_preret {
            priority: 1,
            fixed { FORM = 3, OP = 0xd }
            mods [lim: bool @ [38..39] = "lim"]
            operands [ign: IgnPred @ PRED, target: CodeTarget @ CTARGET]
            syntax [ign, mnemonic, lim, target]
            forms {
                /// Set the return address.
                preret ("preret") = _ if D3D10_1;
            }
        }
        /// Control instruction envydis does not know.
        class c_unknown {
            priority: 0,
            fixed { FORM = 3 }
            operands [pred: Pred @ PRED, target: CodeTarget @ CTARGET]
            syntax [pred, mnemonic, target]
            forms {
                /// Unknown control instruction.
                unknown_c ("???") = _;
            }
        }
        // ===============================================================================
        // Long normal (w0[1:0] = 1; w1[1:0] = 0 plain, 1 exit, 2 join), envydis `tabl`.
        /// `ld` from `a[]` with `$a` (vertex/geometry programs).
        class l_ld_attr {
            priority: 1,
            when: VP_GP,
            fixed { FORM = 1, OP = 0, OP2 = 0, L_M1 = 1, W1_21 = 1 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, lane: Lane @ [46..50], dst: LLDst @ [2..9], src: FAttr @ [9..16]]
            syntax [flow, pred, lane, "ld", "b32", dst, src]
            forms {
                /// Load from attribute space.
                ld_a ("ld") = _;
            }
        }
        /// `mov $r, $c`.
        class l_mov_c {
            priority: 1,
            fixed { FORM = 1, OP = 0, OP2 = 1 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: LDst @ [2..9], src: Cond @ _]
            syntax [flow, pred, "mov", dst, src]
            forms {
                /// Move from a condition register.
                mov_from_c ("mov") = _;
            }
        }
        /// `mov $r, $a`.
        class l_mov_a {
            priority: 1,
            fixed { FORM = 1, OP = 0, OP2 = 2 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: LDst @ [2..9], src: LAReg @ [26..28, 34..35]]
            syntax [flow, pred, "mov", dst, src]
            forms {
                /// Move from an address register.
                mov_from_a ("mov") = _;
            }
        }
        /// `mov $r, $sr`.
        class l_mov_sr {
            priority: 1,
            fixed { FORM = 1, OP = 0, OP2 = 3 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: LDst @ [2..9], src: SReg @ [46..50]]
            syntax [flow, pred, "mov", dst, src]
            forms {
                /// Move from a special register.
                mov_from_sr ("mov") = _;
            }
        }
        /// `st b32 o[]`.
        class l_st_o {
            priority: 1,
            fixed { FORM = 1, OP = 0, OP2 = 4, W1_22_2 = 3 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: FOut32 @ [9..23], src: LSrc3 @ [46..53]]
            syntax [flow, pred, "st", "b32", dst, src]
            forms {
                /// Store to output space.
                st_o ("st") = _;
            }
        }
        /// `mov $c, $r`.
        class l_mov_to_c {
            priority: 1,
            fixed { FORM = 1, OP = 0, OP2 = 5 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: CDst @ [36..38], src: LSrc @ [9..16], ign: IgnCe @ [38..39]]
            syntax [flow, pred, "mov", dst, src, ign]
            forms {
                /// Move to a condition register.
                mov_to_c ("mov") = _;
            }
        }
        /// `shl $a` (address computation).
        class l_shl_a {
            priority: 1,
            fixed { FORM = 1, OP = 0, OP2 = 6 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: ADst @ [2..5], src: Lsw @ [9..16], cnt: HShCntImm @ [16..20]]
            syntax [flow, pred, "shl", dst, src, cnt]
            forms {
                /// Shift into an address register.
                shl_a ("shl") = _;
            }
        }
        /// `st b8 s[]` (compute).
        class l_st_s8 {
            priority: 1,
            when: CP,
            fixed { FORM = 1, OP = 0, OP2 = 7, W1_22 = 1 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, addr: Fs8 @ [9..25], src: SStReg @ [46..53]]
            syntax [flow, pred, "st", "b8", addr, src]
            forms {
                /// Store a byte to shared memory.
                st_s8 ("st") = _;
            }
        }
        /// `st b16 s[]` (compute).
        class l_st_s16 {
            priority: 1,
            when: CP,
            fixed { FORM = 1, OP = 0, OP2 = 7, W1_22 = 0, L_M1 = 0 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, addr: Fs16 @ [9..24], src: SStReg @ [46..53]]
            syntax [flow, pred, "st", "b16", addr, src]
            forms {
                /// Store 16 bits to shared memory.
                st_s16 ("st") = _;
            }
        }
        /// `st [unlock] b32 s[]` (compute).
        class l_st_s32 {
            priority: 1,
            when: CP,
            fixed { FORM = 1, OP = 0, OP2 = 7, W1_22 = 0, L_M1 = 1 }
            mods [flow: Flow @ FLOW, unlock: bool @ [55..56] = "unlock" if SM12]
            operands [pred: Pred @ PRED, addr: Fs32 @ [9..23], src: SStReg @ [46..53]]
            syntax [flow, pred, "st", unlock, "b32", addr, src]
            forms {
                /// Store 32 bits to shared memory.
                st_s32 ("st") = _;
            }
        }
        /// Long `mov b16` with lanes.
        class l_mov16 {
            priority: 1,
            fixed { FORM = 1, OP = 1, OP2 = 0, L_M1 = 0 }
            mods [flow: Flow @ FLOW, sfu: bool @ [57..58] = "sfu"]
            operands [pred: Pred @ PRED, lane: Lane @ [46..50], dst: LLHDst @ [2..9], src: Lsh @ [9..16]]
            syntax [flow, pred, lane, "mov", sfu, "b16", dst, src]
            forms {
                /// 16-bit move.
                mov_b16_l ("mov") = _;
            }
        }
        /// Long `mov b32` with lanes.
        class l_mov32 {
            priority: 1,
            fixed { FORM = 1, OP = 1, OP2 = 0, L_M1 = 1 }
            mods [flow: Flow @ FLOW, sfu: bool @ [57..58] = "sfu"]
            operands [pred: Pred @ PRED, lane: Lane @ [46..50], dst: LLDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, lane, "mov", sfu, "b32", dst, src]
            forms {
                /// 32-bit move.
                mov_b32_l ("mov") = _;
            }
        }
        /// `ld` from const space.
        class l_ld_c {
            priority: 1,
            fixed { FORM = 1, OP = 1, OP2 = 1 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: CsLdReg @ [2..9], src: FCon @ _]
            syntax [flow, pred, "ld", dst, src]
            forms {
                /// Load from const space.
                ld_c ("ld") = _;
            }
        }
        /// `ld u8 s[]` (G84+, compute).
        class l_ld_s_u8 {
            priority: 1,
            when: SM11_CP,
            fixed { FORM = 1, OP = 1, OP2 = 2, W1_14_2 = 0 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: CsLdReg @ [2..9], src: Fs8 @ [9..25]]
            syntax [flow, pred, "ld", dst, "u8", src]
            forms {
                /// Load u8 from shared memory.
                ld_s_u8 ("ld") = _;
            }
        }
        /// `ld u16 s[]` (G84+, compute).
        class l_ld_s_u16 {
            priority: 1,
            when: SM11_CP,
            fixed { FORM = 1, OP = 1, OP2 = 2, W1_14_2 = 1 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: CsLdReg @ [2..9], src: Fs16 @ [9..24]]
            syntax [flow, pred, "ld", dst, "u16", src]
            forms {
                /// Load u16 from shared memory.
                ld_s_u16 ("ld") = _;
            }
        }
        /// `ld s16 s[]` (G84+, compute).
        class l_ld_s_s16 {
            priority: 1,
            when: SM11_CP,
            fixed { FORM = 1, OP = 1, OP2 = 2, W1_14_2 = 2 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: CsLdReg @ [2..9], src: Fs16 @ [9..24]]
            syntax [flow, pred, "ld", dst, "s16", src]
            forms {
                /// Load s16 from shared memory.
                ld_s_s16 ("ld") = _;
            }
        }
        /// `ld b32 s[]` (G84+, compute).
        class l_ld_s_b32 {
            priority: 1,
            when: SM11_CP,
            fixed { FORM = 1, OP = 1, OP2 = 2, W1_14_2 = 3, W1_23 = 0 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: CsLdReg @ [2..9], src: Fs32 @ [9..23]]
            syntax [flow, pred, "ld", dst, "b32", src]
            forms {
                /// Load 32 bits from shared memory.
                ld_s_b32 ("ld") = _;
            }
        }
        /// `ld lock b32 s[]` (G200+, compute).
        class l_ld_lock {
            priority: 1,
            when: SM12_CP,
            fixed { FORM = 1, OP = 1, OP2 = 2, W1_14_2 = 3, W1_23 = 1 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, cdst: CDst @ [36..38], ign: IgnCe @ [38..39], dst: CsLdReg @ [2..9], src: Fs32 @ [9..23]]
            syntax [flow, pred, "ld", "lock", cdst, ign, dst, "b32", src]
            forms {
                /// Load and lock.
                ld_lock ("ld") = _;
            }
        }
        /// `vote` (G200+).
        class l_vote {
            priority: 1,
            fixed { FORM = 1, OP = 1, OP2 = 3 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, cdst: CDst @ [36..38], ign: IgnCe @ [38..39]]
            syntax [flow, pred, "vote", mnemonic, cdst, ign]
            forms {
                /// Any thread.
                vote_any ("any") = _ { W0_9_2 = 1 } if SM12;
                /// All threads.
                vote_all ("all") = _ { W0_9_2 = 2 } if SM12;
            }
        }
        /// Long add family, 16-bit.
        class l_add16 {
            priority: 1,
            fixed { FORM = 1, OP_HI = 1, OP2 = 0, L_M1 = 0 }
            mods [flow: Flow @ FLOW, op: AddOp @ [22..23, 28..29], sat: bool @ [59..60] = "sat"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src1: Lsh @ [9..16], src2: Lc3h @ [46..53], carry: AddCond @ _]
            syntax [flow, pred, op, "b16", sat, cdst, dst, src1, src2, carry]
            forms {
                /// 16-bit add family.
                add_b16_l ("add") = _;
            }
        }
        /// Long add family, 32-bit.
        class l_add32 {
            priority: 1,
            fixed { FORM = 1, OP_HI = 1, OP2 = 0, L_M1 = 1 }
            mods [flow: Flow @ FLOW, op: AddOp @ [22..23, 28..29], sat: bool @ [59..60] = "sat"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc3w @ [46..53], carry: AddCond @ _]
            syntax [flow, pred, op, "b32", sat, cdst, dst, src1, src2, carry]
            forms {
                /// 32-bit add family.
                add_b32_l ("add") = _;
            }
        }
        /// Integer `set`, 16-bit.
        class l_set16 {
            priority: 1,
            fixed { FORM = 1, OP = 3, OP2 = 3, L_M1 = 0 }
            mods [flow: Flow @ FLOW, cond: SetI @ [46..49], sign: Us16 @ [59..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src1: Lsh @ [9..16], src2: Lc2h @ [16..23]]
            syntax [flow, pred, "set", cdst, dst, cond, sign, src1, src2]
            forms {
                /// 16-bit compare.
                set_i16 ("set") = _;
            }
        }
        /// Integer `set`, 32-bit.
        class l_set32 {
            priority: 1,
            fixed { FORM = 1, OP = 3, OP2 = 3, L_M1 = 1 }
            mods [flow: Flow @ FLOW, cond: SetI @ [46..49], sign: Us32 @ [59..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23]]
            syntax [flow, pred, "set", cdst, dst, cond, sign, src1, src2]
            forms {
                /// 32-bit compare.
                set_i32 ("set") = _;
            }
        }
        /// Integer `max`/`min`, 16-bit.
        class l_minmax16 {
            priority: 1,
            fixed { FORM = 1, OP = 3, L_M1 = 0 }
            mods [flow: Flow @ FLOW, sign: Us16 @ [59..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src1: Lsh @ [9..16], src2: Lc2h @ [16..23]]
            syntax [flow, pred, mnemonic, sign, cdst, dst, src1, src2]
            forms {
                /// Maximum.
                max_i16 ("max") = _ { OP2 = 4 };
                /// Minimum.
                min_i16 ("min") = _ { OP2 = 5 };
            }
        }
        /// Integer `max`/`min`, 32-bit.
        class l_minmax32 {
            priority: 1,
            fixed { FORM = 1, OP = 3, L_M1 = 1 }
            mods [flow: Flow @ FLOW, sign: Us32 @ [59..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23]]
            syntax [flow, pred, mnemonic, sign, cdst, dst, src1, src2]
            forms {
                /// Maximum.
                max_i32 ("max") = _ { OP2 = 4 };
                /// Minimum.
                min_i32 ("min") = _ { OP2 = 5 };
            }
        }
        /// `shl b16`.
        class l_shl16 {
            priority: 1,
            fixed { FORM = 1, OP = 3, OP2 = 6, L_M1 = 0 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src1: Lsh @ [9..16], cnt: HShCnt @ [16..23]]
            syntax [flow, pred, "shl", "b16", cdst, dst, src1, cnt]
            forms {
                /// Shift left.
                shl_b16 ("shl") = _;
            }
        }
        /// `shl b32`.
        class l_shl32 {
            priority: 1,
            fixed { FORM = 1, OP = 3, OP2 = 6, L_M1 = 1 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], cnt: ShCnt @ [16..23]]
            syntax [flow, pred, "shl", "b32", cdst, dst, src1, cnt]
            forms {
                /// Shift left.
                shl_b32 ("shl") = _;
            }
        }
        /// `shr` 16-bit.
        class l_shr16 {
            priority: 1,
            fixed { FORM = 1, OP = 3, OP2 = 7, L_M1 = 0 }
            mods [flow: Flow @ FLOW, sign: Us16 @ [59..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src1: Lsh @ [9..16], cnt: HShCnt @ [16..23]]
            syntax [flow, pred, "shr", sign, cdst, dst, src1, cnt]
            forms {
                /// Shift right.
                shr_16 ("shr") = _;
            }
        }
        /// `shr` 32-bit.
        class l_shr32 {
            priority: 1,
            fixed { FORM = 1, OP = 3, OP2 = 7, L_M1 = 1 }
            mods [flow: Flow @ FLOW, sign: Us32 @ [59..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], cnt: ShCnt @ [16..23]]
            syntax [flow, pred, "shr", sign, cdst, dst, src1, cnt]
            forms {
                /// Shift right.
                shr_32 ("shr") = _;
            }
        }
        /// Long 16-bit `mul`.
        class l_mul16 {
            priority: 1,
            fixed { FORM = 1, OP = 4, OP2 = 0, W1_16 = 0 }
            mods [flow: Flow @ FLOW, sign1: Us16 @ [47..48], sign2: Us16 @ [46..47]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsh @ [9..16], src2: Lc2h @ [16..23]]
            syntax [flow, pred, "mul", cdst, dst, sign1, src1, sign2, src2]
            forms {
                /// 16-bit multiply.
                mul16_l ("mul") = _;
            }
        }
        /// Long 24-bit `mul`.
        class l_mul24 {
            priority: 1,
            fixed { FORM = 1, OP = 4, OP2 = 0, W1_16 = 1 }
            mods [flow: Flow @ FLOW, high: bool @ [46..47] = "high", sign: Us24 @ [47..48]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23]]
            syntax [flow, pred, "mul", cdst, dst, high, sign, src1, src2]
            forms {
                /// 24-bit multiply.
                mul24_l ("mul") = _;
            }
        }
        /// Long 16-bit `sad`.
        class l_sad16 {
            priority: 1,
            fixed { FORM = 1, OP = 5, OP2 = 0, L_M1 = 0 }
            mods [flow: Flow @ FLOW, sign: Us16 @ [59..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsh @ [9..16], src2: Lc2h @ [16..23], src3: Lc3w @ [46..53]]
            syntax [flow, pred, "sad", cdst, dst, sign, src1, src2, src3]
            forms {
                /// Sum of absolute differences.
                sad16_l ("sad") = _;
            }
        }
        /// Long 32-bit `sad`.
        class l_sad32 {
            priority: 1,
            fixed { FORM = 1, OP = 5, OP2 = 0, L_M1 = 1 }
            mods [flow: Flow @ FLOW, sign: Us32 @ [59..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23], src3: Lc3w @ [46..53]]
            syntax [flow, pred, "sad", cdst, dst, sign, src1, src2, src3]
            forms {
                /// Sum of absolute differences.
                sad32_l ("sad") = _;
            }
        }
        /// Long integer multiply-add, u16.
        class l_mad_u16 {
            priority: 1,
            fixed { FORM = 1, OP = 6, OP2 = 0 }
            mods [flow: Flow @ FLOW, op: AddOp @ [58..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsh @ [9..16], src2: Lc2h @ [16..23], src3: Lc3w @ [46..53], carry: AddCond2 @ _]
            syntax [flow, pred, op, cdst, dst, "(", "mul", "u16", src1, src2, ")", src3, carry]
            forms {
                /// u16 multiply-add.
                mad_u16_l ("add") = _;
            }
        }
        /// Long integer multiply-add, s16.
        class l_mad_s16 {
            priority: 1,
            fixed { FORM = 1, OP = 6, OP2 = 1 }
            mods [flow: Flow @ FLOW, op: AddOp @ [58..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsh @ [9..16], src2: Lc2h @ [16..23], src3: Lc3w @ [46..53], carry: AddCond2 @ _]
            syntax [flow, pred, op, cdst, dst, "(", "mul", "s16", src1, src2, ")", src3, carry]
            forms {
                /// s16 multiply-add.
                mad_s16_l ("add") = _;
            }
        }
        /// Long integer multiply-add, sat s16.
        class l_mad_sat_s16 {
            priority: 1,
            fixed { FORM = 1, OP = 6, OP2 = 2 }
            mods [flow: Flow @ FLOW, op: AddOp @ [58..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsh @ [9..16], src2: Lc2h @ [16..23], src3: Lc3w @ [46..53], carry: AddCond2 @ _]
            syntax [flow, pred, op, "sat", cdst, dst, "(", "mul", "s16", src1, src2, ")", src3, carry]
            forms {
                /// sat s16 multiply-add.
                mad_sat_s16_l ("add") = _;
            }
        }
        /// Long integer multiply-add, u24.
        class l_mad_u24 {
            priority: 1,
            fixed { FORM = 1, OP = 6, OP2 = 3 }
            mods [flow: Flow @ FLOW, op: AddOp @ [58..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23], src3: Lc3w @ [46..53], carry: AddCond2 @ _]
            syntax [flow, pred, op, cdst, dst, "(", "mul", "u24", src1, src2, ")", src3, carry]
            forms {
                /// u24 multiply-add.
                mad_u24_l ("add") = _;
            }
        }
        /// Long integer multiply-add, s24.
        class l_mad_s24 {
            priority: 1,
            fixed { FORM = 1, OP = 6, OP2 = 4 }
            mods [flow: Flow @ FLOW, op: AddOp @ [58..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23], src3: Lc3w @ [46..53], carry: AddCond2 @ _]
            syntax [flow, pred, op, cdst, dst, "(", "mul", "s24", src1, src2, ")", src3, carry]
            forms {
                /// s24 multiply-add.
                mad_s24_l ("add") = _;
            }
        }
        /// Long integer multiply-add, sat s24.
        class l_mad_sat_s24 {
            priority: 1,
            fixed { FORM = 1, OP = 6, OP2 = 5 }
            mods [flow: Flow @ FLOW, op: AddOp @ [58..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23], src3: Lc3w @ [46..53], carry: AddCond2 @ _]
            syntax [flow, pred, op, "sat", cdst, dst, "(", "mul", "s24", src1, src2, ")", src3, carry]
            forms {
                /// sat s24 multiply-add.
                mad_sat_s24_l ("add") = _;
            }
        }
        /// Long integer multiply-add, high u24.
        class l_mad_high_u24 {
            priority: 1,
            fixed { FORM = 1, OP = 6, OP2 = 6 }
            mods [flow: Flow @ FLOW, op: AddOp @ [58..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23], src3: Lc3w @ [46..53], carry: AddCond2 @ _]
            syntax [flow, pred, op, cdst, dst, "(", "mul", "high", "u24", src1, src2, ")", src3, carry]
            forms {
                /// high u24 multiply-add.
                mad_high_u24_l ("add") = _;
            }
        }
        /// Long integer multiply-add, high s24.
        class l_mad_high_s24 {
            priority: 1,
            fixed { FORM = 1, OP = 6, OP2 = 7 }
            mods [flow: Flow @ FLOW, op: AddOp @ [58..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23], src3: Lc3w @ [46..53], carry: AddCond2 @ _]
            syntax [flow, pred, op, cdst, dst, "(", "mul", "high", "s24", src1, src2, ")", src3, carry]
            forms {
                /// high s24 multiply-add.
                mad_high_s24_l ("add") = _;
            }
        }
        /// Long integer multiply-add, sat high s24.
        class l_mad_sat_high_s24 {
            priority: 1,
            fixed { FORM = 1, OP = 7, OP2 = 0 }
            mods [flow: Flow @ FLOW, op: AddOp @ [58..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23], src3: Lc3w @ [46..53], carry: AddCond2 @ _]
            syntax [flow, pred, op, "sat", cdst, dst, "(", "mul", "high", "s24", src1, src2, ")", src3, carry]
            forms {
                /// sat high s24 multiply-add.
                mad_sat_high_s24_l ("add") = _;
            }
        }
        /// Long `interp` (fragment programs).
        class l_interp {
            priority: 1,
            when: FP,
            fixed { FORM = 1, OP = 8 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: LDst @ [2..9], var: LVar @ [16..24]]
            syntax [flow, pred, "interp", dst, var]
            forms {
                /// Interpolate.
                interp_l ("interp") = _ { W1_16_3 = 0 };
            }
        }
        /// Long `interp cent`.
        class l_interp_cent {
            priority: 1,
            when: FP,
            fixed { FORM = 1, OP = 8 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: LDst @ [2..9], var: LVar @ [16..24]]
            syntax [flow, pred, "interp", dst, "cent", var]
            forms {
                /// Interpolate at the centroid.
                interp_cent_l ("interp") = _ { W1_16_3 = 1 };
            }
        }
        /// Long `interp` times a register.
        class l_interp_mul {
            priority: 1,
            when: FP,
            fixed { FORM = 1, OP = 8 }
            mods [flow: Flow @ FLOW, neg: bool @ [58..59] = "neg"]
            operands [pred: Pred @ PRED, dst: LDst @ [2..9], var: LVar @ [16..24], src: LSrc @ [9..16]]
            syntax [flow, pred, "interp", dst, var, neg, src]
            forms {
                /// Interpolate and multiply.
                interp_mul_l ("interp") = _ { W1_16_3 = 2 };
            }
        }
        /// Long `interp cent` times a register.
        class l_interp_cent_mul {
            priority: 1,
            when: FP,
            fixed { FORM = 1, OP = 8 }
            mods [flow: Flow @ FLOW, neg: bool @ [58..59] = "neg"]
            operands [pred: Pred @ PRED, dst: LDst @ [2..9], var: LVar @ [16..24], src: LSrc @ [9..16]]
            syntax [flow, pred, "interp", dst, "cent", var, neg, src]
            forms {
                /// Interpolate at the centroid and multiply.
                interp_cent_mul_l ("interp") = _ { W1_16_3 = 3 };
            }
        }
        /// Long `interp flat`.
        class l_interp_flat {
            priority: 1,
            when: FP,
            fixed { FORM = 1, OP = 8 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: LDst @ [2..9], var: LVar @ [16..24]]
            syntax [flow, pred, "interp", dst, "flat", var]
            forms {
                /// Flat (not interpolated).
                interp_flat_l ("interp") = _ { W1_16_3 = 4 };
            }
        }
        /// `rcp`/`rsqrt`/`lg2`.
        class l_sfu_mod {
            priority: 1,
            fixed { FORM = 1, OP = 9 }
            mods [flow: Flow @ FLOW, neg: bool @ [58..59] = "neg", abs: bool @ [52..53] = "abs"]
            operands [pred: Pred @ PRED, dst: LLDst @ [2..9], src: LSrc @ [9..16]]
            syntax [flow, pred, mnemonic, "f32", dst, neg, abs, src]
            forms {
                /// Reciprocal.
                rcp_l ("rcp") = _ { OP2 = 0 };
                /// Reciprocal square root.
                rsqrt ("rsqrt") = _ { OP2 = 2 };
                /// Base-2 logarithm.
                lg2 ("lg2") = _ { OP2 = 3 };
            }
        }
        /// `sin`/`cos`.
        class l_sfu {
            priority: 1,
            fixed { FORM = 1, OP = 9 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: LLDst @ [2..9], src: LSrc @ [9..16]]
            syntax [flow, pred, mnemonic, "f32", dst, src]
            forms {
                /// Sine (of a presin result).
                sin ("sin") = _ { OP2 = 4 };
                /// Cosine (of a presin result).
                cos ("cos") = _ { OP2 = 5 };
            }
        }
        /// `ex2`.
        class l_ex2 {
            priority: 1,
            fixed { FORM = 1, OP = 9, OP2 = 6 }
            mods [flow: Flow @ FLOW, sat: bool @ [59..60] = "sat"]
            operands [pred: Pred @ PRED, dst: LLDst @ [2..9], src: LSrc @ [9..16]]
            syntax [flow, pred, "ex2", "f32", sat, dst, src]
            forms {
                /// Base-2 exponential (of a preex2 result).
                ex2 ("ex2") = _;
            }
        }
        /// `cvt` f16 f16.
        class l_cvt_f16_f16 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M2 = 0, L_M1 = 0, W1_22 = 0, W1_14 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsh @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, "f16", cdst, dst, "f16", src]
            forms {
                /// Convert (f16 f16).
                cvt_f16_f16 ("cvt") = _;
            }
        }
        /// `cvt` f16 f16 rint.
        class l_cvt_f16_f16_rint {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M2 = 1, L_M1 = 0, W1_22 = 0, W1_14 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsh @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f16", cdst, dst, "f16", src]
            forms {
                /// Convert (f16 f16 rint).
                cvt_f16_f16_rint ("cvt") = _;
            }
        }
        /// `cvt` f16 f32.
        class l_cvt_f16_f32 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M1 = 0, W1_22 = 0, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f16", cdst, dst, "f32", src]
            forms {
                /// Convert (f16 f32).
                cvt_f16_f32 ("cvt") = _;
            }
        }
        /// `cvt` f32 f32.
        class l_cvt_f32_f32 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M2 = 0, L_M1 = 1, W1_22 = 0, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, "f32", cdst, dst, "f32", src]
            forms {
                /// Convert (f32 f32).
                cvt_f32_f32 ("cvt") = _;
            }
        }
        /// `cvt` f32 f32 rint.
        class l_cvt_f32_f32_rint {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M2 = 1, L_M1 = 1, W1_22 = 0, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f32", cdst, dst, "f32", src]
            forms {
                /// Convert (f32 f32 rint).
                cvt_f32_f32_rint ("cvt") = _;
            }
        }
        /// `cvt` f32 f16.
        class l_cvt_f32_f16 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M1 = 1, W1_22 = 0, W1_14 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsh @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, "f32", cdst, dst, "f16", src]
            forms {
                /// Convert (f32 f16).
                cvt_f32_f16 ("cvt") = _;
            }
        }
        /// `cvt` f32 f64.
        class l_cvt_f32_f64 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M1 = 0, W1_22 = 1, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rnd @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: LDSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "f32", cdst, dst, "f64", src]
            forms {
                /// Convert (f32 f64).
                cvt_f32_f64 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` f64 f64.
        class l_cvt_f64_f64 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M2 = 0, L_M1 = 1, W1_22 = 1, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: LDSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, "f64", cdst, dst, "f64", src]
            forms {
                /// Convert (f64 f64).
                cvt_f64_f64 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` f64 f64 rint.
        class l_cvt_f64_f64_rint {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M2 = 1, L_M1 = 1, W1_22 = 1, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: LDSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "f64", cdst, dst, "f64", src]
            forms {
                /// Convert (f64 f64 rint).
                cvt_f64_f64_rint ("cvt") = _ if FP64;
            }
        }
        /// `cvt` f64 f32.
        class l_cvt_f64_f32 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M1 = 1, W1_22 = 1, W1_14 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, "f64", cdst, dst, "f32", src]
            forms {
                /// Convert (f64 f32).
                cvt_f64_f32 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` u16 f16.
        class l_cvt_u16_f16 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 0, W1_22 = 0, W1_14 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsh @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "u16", cdst, dst, "f16", src]
            forms {
                /// Convert (u16 f16).
                cvt_u16_f16 ("cvt") = _;
            }
        }
        /// `cvt` u16 f32.
        class l_cvt_u16_f32 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 0, W1_22 = 0, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "u16", cdst, dst, "f32", src]
            forms {
                /// Convert (u16 f32).
                cvt_u16_f32 ("cvt") = _;
            }
        }
        /// `cvt` s16 f16.
        class l_cvt_s16_f16 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 0, W1_22 = 0, W1_14 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsh @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "s16", cdst, dst, "f16", src]
            forms {
                /// Convert (s16 f16).
                cvt_s16_f16 ("cvt") = _;
            }
        }
        /// `cvt` s16 f32.
        class l_cvt_s16_f32 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 0, W1_22 = 0, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "s16", cdst, dst, "f32", src]
            forms {
                /// Convert (s16 f32).
                cvt_s16_f32 ("cvt") = _;
            }
        }
        /// `cvt` u32 f16.
        class l_cvt_u32_f16 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 1, W1_22 = 0, W1_14 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsh @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "u32", cdst, dst, "f16", src]
            forms {
                /// Convert (u32 f16).
                cvt_u32_f16 ("cvt") = _;
            }
        }
        /// `cvt` u32 f32.
        class l_cvt_u32_f32 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 1, W1_22 = 0, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "u32", cdst, dst, "f32", src]
            forms {
                /// Convert (u32 f32).
                cvt_u32_f32 ("cvt") = _;
            }
        }
        /// `cvt` s32 f16.
        class l_cvt_s32_f16 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 1, W1_22 = 0, W1_14 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsh @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "s32", cdst, dst, "f16", src]
            forms {
                /// Convert (s32 f16).
                cvt_s32_f16 ("cvt") = _;
            }
        }
        /// `cvt` s32 f32.
        class l_cvt_s32_f32 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 1, W1_22 = 0, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "s32", cdst, dst, "f32", src]
            forms {
                /// Convert (s32 f32).
                cvt_s32_f32 ("cvt") = _;
            }
        }
        /// `cvt` u32 f64.
        class l_cvt_u32_f64 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 0, W1_22 = 1, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: LDSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "u32", cdst, dst, "f64", src]
            forms {
                /// Convert (u32 f64).
                cvt_u32_f64 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` s32 f64.
        class l_cvt_s32_f64 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 0, W1_22 = 1, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: LDSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "s32", cdst, dst, "f64", src]
            forms {
                /// Convert (s32 f64).
                cvt_s32_f64 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` u64 f32.
        class l_cvt_u64_f32 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 1, W1_22 = 1, W1_14 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "u64", cdst, dst, "f32", src]
            forms {
                /// Convert (u64 f32).
                cvt_u64_f32 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` u64 f64.
        class l_cvt_u64_f64 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 1, W1_22 = 1, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: LDSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "u64", cdst, dst, "f64", src]
            forms {
                /// Convert (u64 f64).
                cvt_u64_f64 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` s64 f32.
        class l_cvt_s64_f32 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 1, W1_22 = 1, W1_14 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "s64", cdst, dst, "f32", src]
            forms {
                /// Convert (s64 f32).
                cvt_s64_f32 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` s64 f64.
        class l_cvt_s64_f64 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 1, W1_22 = 1, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: LDSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, rnd, "s64", cdst, dst, "f64", src]
            forms {
                /// Convert (s64 f64).
                cvt_s64_f64 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` f16 int.
        class l_cvt_f16_int {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 0, W1_22 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: CvtIiSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f16", cdst, dst, src]
            forms {
                /// Convert (f16 int).
                cvt_f16_int ("cvt") = _;
            }
        }
        /// `cvt` f32 int.
        class l_cvt_f32_int {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 1, W1_22 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: CvtIiSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f32", cdst, dst, src]
            forms {
                /// Convert (f32 int).
                cvt_f32_int ("cvt") = _;
            }
        }
        /// `cvt` f64 u32.
        class l_cvt_f64_u32 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 1, W1_22 = 1, W1_16 = 0, W1_14 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f64", cdst, dst, "u32", src]
            forms {
                /// Convert (f64 u32).
                cvt_f64_u32 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` f64 s32.
        class l_cvt_f64_s32 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 1, W1_22 = 1, W1_16 = 1, W1_14 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f64", cdst, dst, "s32", src]
            forms {
                /// Convert (f64 s32).
                cvt_f64_s32 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` f32 u64.
        class l_cvt_f32_u64 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 0, W1_22 = 1, W1_16 = 0, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: LDSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f32", cdst, dst, "u64", src]
            forms {
                /// Convert (f32 u64).
                cvt_f32_u64 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` f32 s64.
        class l_cvt_f32_s64 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 0, W1_22 = 1, W1_16 = 1, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: LDSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f32", cdst, dst, "s64", src]
            forms {
                /// Convert (f32 s64).
                cvt_f32_s64 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` f64 u64.
        class l_cvt_f64_u64 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 1, W1_22 = 1, W1_16 = 0, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: LDSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f64", cdst, dst, "u64", src]
            forms {
                /// Convert (f64 u64).
                cvt_f64_u64 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` f64 s64.
        class l_cvt_f64_s64 {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 1, W1_22 = 1, W1_16 = 1, W1_14 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: LDSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f64", cdst, dst, "s64", src]
            forms {
                /// Convert (f64 s64).
                cvt_f64_s64 ("cvt") = _ if FP64;
            }
        }
        /// `cvt` u16 int.
        class l_cvt_u16_int {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 0, L_M1 = 0, W1_19 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: CvtIiSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, "u16", cdst, dst, src]
            forms {
                /// Convert (u16 int).
                cvt_u16_int ("cvt") = _;
            }
        }
        /// `cvt` u8h int.
        class l_cvt_u8h_int {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 0, L_M1 = 0, W1_19 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: CvtIiSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, "u8", cdst, dst, src]
            forms {
                /// Convert (u8h int).
                cvt_u8h_int ("cvt") = _;
            }
        }
        /// `cvt` u32 int.
        class l_cvt_u32_int {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 0, L_M1 = 1, W1_19 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: CvtIiSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, "u32", cdst, dst, src]
            forms {
                /// Convert (u32 int).
                cvt_u32_int ("cvt") = _;
            }
        }
        /// `cvt` u8 int.
        class l_cvt_u8_int {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 0, L_M1 = 1, W1_19 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: CvtIiSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, "u8", cdst, dst, src]
            forms {
                /// Convert (u8 int).
                cvt_u8_int ("cvt") = _;
            }
        }
        /// `cvt` s16 int.
        class l_cvt_s16_int {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 1, L_M1 = 0, W1_19 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: CvtIiSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, "s16", cdst, dst, src]
            forms {
                /// Convert (s16 int).
                cvt_s16_int ("cvt") = _;
            }
        }
        /// `cvt` s8h int.
        class l_cvt_s8h_int {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 1, L_M1 = 0, W1_19 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: CvtIiSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, "s8", cdst, dst, src]
            forms {
                /// Convert (s8h int).
                cvt_s8h_int ("cvt") = _;
            }
        }
        /// `cvt` s32 int.
        class l_cvt_s32_int {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 1, L_M1 = 1, W1_19 = 0 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: CvtIiSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, "s32", cdst, dst, src]
            forms {
                /// Convert (s32 int).
                cvt_s32_int ("cvt") = _;
            }
        }
        /// `cvt` s8 int.
        class l_cvt_s8_int {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 1, L_M1 = 1, W1_19 = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: CvtIiSrc @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, "s8", cdst, dst, src]
            forms {
                /// Convert (s8 int).
                cvt_s8_int ("cvt") = _;
            }
        }
        /// Long float `add`.
        class l_fadd {
            priority: 1,
            fixed { FORM = 1, OP = 0xb, OP2_HI = 0 }
            mods [flow: Flow @ FLOW, sat: bool @ [61..62] = "sat", rnd: Rnz @ [16..18], neg1: bool @ [58..59] = "neg", neg2: bool @ [59..60] = "neg"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc3w @ [46..53]]
            syntax [flow, pred, "add", sat, rnd, "f32", cdst, dst, neg1, src1, neg2, src2]
            forms {
                /// Float add.
                fadd_l ("add") = _;
            }
        }
        /// Float `set`.
        class l_fset {
            priority: 1,
            fixed { FORM = 1, OP = 0xb, OP2 = 3 }
            mods [flow: Flow @ FLOW, cond: SetF @ [46..50], neg1: bool @ [58..59] = "neg", abs1: bool @ [52..53] = "abs", neg2: bool @ [59..60] = "neg", abs2: bool @ [51..52] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23]]
            syntax [flow, pred, "set", cdst, dst, cond, "f32", neg1, abs1, src1, neg2, abs2, src2]
            forms {
                /// Float compare.
                fset ("set") = _;
            }
        }
        /// Float `max`/`min`.
        class l_fminmax {
            priority: 1,
            fixed { FORM = 1, OP = 0xb }
            mods [flow: Flow @ FLOW, neg1: bool @ [58..59] = "neg", abs1: bool @ [52..53] = "abs", neg2: bool @ [59..60] = "neg", abs2: bool @ [51..52] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23]]
            syntax [flow, pred, mnemonic, "f32", cdst, dst, neg1, abs1, src1, neg2, abs2, src2]
            forms {
                /// Float maximum.
                fmax ("max") = _ { OP2 = 4 };
                /// Float minimum.
                fmin ("min") = _ { OP2 = 5 };
            }
        }
        /// `presin`/`preex2`.
        class l_pre {
            priority: 1,
            fixed { FORM = 1, OP = 0xb, OP2 = 6 }
            mods [flow: Flow @ FLOW, neg: bool @ [58..59] = "neg", abs: bool @ [52..53] = "abs"]
            operands [pred: Pred @ PRED, dst: LLDst @ [2..9], src: Lsw @ [9..16]]
            syntax [flow, pred, mnemonic, "f32", dst, neg, abs, src]
            forms {
                /// Prepare for sin/cos.
                presin ("presin") = _ { W1_14 = 0 };
                /// Prepare for ex2.
                preex2 ("preex2") = _ { W1_14 = 1 };
            }
        }
        /// Long float `mul` (`sat` from G200 on).
        class l_fmul {
            priority: 1,
            fixed { FORM = 1, OP = 0xc, OP2 = 0 }
            mods [flow: Flow @ FLOW, sat: bool @ [52..53] = "sat" if SM12, rnd: Rnz @ [46..48], neg1: bool @ [58..59] = "neg", neg2: bool @ [59..60] = "neg"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23]]
            syntax [flow, pred, "mul", sat, rnd, "f32", cdst, dst, neg1, src1, neg2, src2]
            forms {
                /// Float multiply.
                fmul_l ("mul") = _;
            }
        }
        /// `slct`.
        class l_slct {
            priority: 1,
            fixed { FORM = 1, OP = 0xc, OP2_HI = 1 }
            mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23], src3: Lc3w @ [46..53]]
            syntax [flow, pred, "slct", "b32", cdst, dst, src1, src2, "f32", neg, src3]
            forms {
                /// Select by the sign of a float.
                slct ("slct") = _;
            }
        }
        /// `quadop`. envydis's row tests only `w1[31:29]` (mask `e0000000`), unlike the
        /// texture rows (`f0000000`): a set `w1[28]` is an unknown bit, not another
        /// instruction.
        class l_quadop {
            priority: 1,
            fixed { FORM = 1, OP = 0xc, OP2 = 4 }
            mods [flow: Flow @ FLOW, op0: QOp @ [58..60], op1: QOp @ [56..58], op2: QOp @ [54..56], op3: QOp @ [20..22]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], lane: Qs1 @ [16..19], src1: LSrc @ [9..16], src2: LSrc3 @ [46..53]]
            syntax [flow, pred, "quadop", "f32", op0, op1, op2, op3, cdst, dst, lane, src1, src2]
            forms {
                /// Per-lane quad operation.
                quadop ("quadop") = _;
            }
        }
        /// Long logic operations, 16-bit.
        class l_logic16 {
            priority: 1,
            fixed { FORM = 1, OP = 0xd, OP2 = 0, L_M1 = 0 }
            mods [flow: Flow @ FLOW, op: LogOp @ [46..48], not1: bool @ [48..49] = "not", not2: bool @ [49..50] = "not"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src1: Lsh @ [9..16], src2: Lc2h @ [16..23]]
            syntax [flow, pred, op, "b16", cdst, dst, not1, src1, not2, src2]
            forms {
                /// 16-bit logic operation.
                logic_b16 ("and") = _;
            }
        }
        /// Long logic operations, 32-bit.
        class l_logic32 {
            priority: 1,
            fixed { FORM = 1, OP = 0xd, OP2 = 0, L_M1 = 1 }
            mods [flow: Flow @ FLOW, op: LogOp @ [46..48], not1: bool @ [48..49] = "not", not2: bool @ [49..50] = "not"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23]]
            syntax [flow, pred, op, "b32", cdst, dst, not1, src1, not2, src2]
            forms {
                /// 32-bit logic operation.
                logic_b32 ("and") = _;
            }
        }
        /// `add $a`.
        class l_add_a {
            priority: 1,
            fixed { FORM = 1, OP = 0xd, OP2 = 1 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, dst: ADst @ [2..5], src: LAReg @ [26..28, 34..35], off: Offs @ [9..25]]
            syntax [flow, pred, "add", dst, src, off]
            forms {
                /// Address-register add.
                add_a ("add") = _;
            }
        }
        /// `ld l[]`.
        class l_ld_l {
            priority: 1,
            fixed { FORM = 1, OP = 0xd, OP2 = 2 }
            mods [flow: Flow @ FLOW, size: LdStSize @ [53..56]]
            operands [pred: Pred @ PRED, dst: LdStO @ [2..9], addr: Local @ [9..25]]
            syntax [flow, pred, "ld", size, dst, addr]
            forms {
                /// Load from local memory.
                ld_l ("ld") = _;
            }
        }
        /// `st l[]`.
        class l_st_l {
            priority: 1,
            fixed { FORM = 1, OP = 0xd, OP2 = 3 }
            mods [flow: Flow @ FLOW, size: LdStSize @ [53..56]]
            operands [pred: Pred @ PRED, addr: Local @ [9..25], src: LdStO @ [2..9]]
            syntax [flow, pred, "st", size, addr, src]
            forms {
                /// Store to local memory.
                st_l ("st") = _;
            }
        }
        /// `ld g[]` (compute).
        class l_ld_g {
            priority: 1,
            when: CP,
            fixed { FORM = 1, OP = 0xd, OP2 = 4 }
            mods [flow: Flow @ FLOW, size: LdStSize @ [53..56]]
            operands [pred: Pred @ PRED, dst: LdStO @ [2..9], addr: Global @ [9..16]]
            syntax [flow, pred, "ld", size, dst, addr]
            forms {
                /// Load from global memory.
                ld_g ("ld") = _;
            }
        }
        /// `st g[]` (compute).
        class l_st_g {
            priority: 1,
            when: CP,
            fixed { FORM = 1, OP = 0xd, OP2 = 5 }
            mods [flow: Flow @ FLOW, size: LdStSize @ [53..56]]
            operands [pred: Pred @ PRED, addr: Global @ [9..16], src: LdStO @ [2..9]]
            syntax [flow, pred, "st", size, addr, src]
            forms {
                /// Store to global memory.
                st_g ("st") = _;
            }
        }
        /// `red g[]` (G84+, compute).
        class l_red {
            priority: 1,
            when: SM11_CP,
            fixed { FORM = 1, OP = 0xd, OP2 = 6 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, op: RedM @ _, addr: Global @ [9..16], src: LdStO @ [2..9]]
            syntax [flow, pred, "red", op, addr, src]
            forms {
                /// Reduction.
                red ("red") = _;
            }
        }
        /// Atomic `g[]` operations (G84+, compute).
        class l_atom {
            priority: 1,
            when: SM11_CP,
            fixed { FORM = 1, OP = 0xd, OP2 = 7 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, op: AtomM @ _, dst: LdStO @ [2..9], addr: Global2 @ [9..16], src2: LdStS2 @ [16..23], src3: MLdStS3 @ _]
            syntax [flow, pred, op, dst, addr, src2, src3]
            forms {
                /// Atomic operation.
                atom ("ld") = _;
            }
        }
        /// Long float multiply-add.
        class l_fmad {
            priority: 1,
            fixed { FORM = 1, OP = 0xe, OP2_HI = 0 }
            mods [flow: Flow @ FLOW, sat: bool @ [61..62] = "sat", neg1: bool @ [58..59] = "neg", neg2: bool @ [59..60] = "neg"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23], src3: Lc3w @ [46..53]]
            syntax [flow, pred, "add", sat, "f32", cdst, dst, neg1, "(", "mul", src1, src2, ")", neg2, src3]
            forms {
                /// Float multiply-add.
                fmad_l ("add") = _;
            }
        }
        /// `fma f64` (G200).
        class l_dfma {
            priority: 1,
            fixed { FORM = 1, OP = 0xe, OP2 = 2 }
            mods [flow: Flow @ FLOW, rnd: Rnd @ [54..56], neg1: bool @ [58..59] = "neg", neg2: bool @ [59..60] = "neg"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src1: LDSrc @ [9..16], src2: LDSrc2 @ [16..23], src3: LDSrc3 @ [46..53]]
            syntax [flow, pred, "fma", rnd, "f64", cdst, dst, neg1, src1, src2, neg2, src3]
            forms {
                /// Fused multiply-add.
                dfma ("fma") = _ if FP64;
            }
        }
        /// `add f64` (G200).
        class l_dadd {
            priority: 1,
            fixed { FORM = 1, OP = 0xe, OP2 = 3 }
            mods [flow: Flow @ FLOW, rnd: Rnd @ [16..18], neg1: bool @ [58..59] = "neg", neg2: bool @ [59..60] = "neg"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src1: LDSrc @ [9..16], src2: LDSrc3 @ [46..53]]
            syntax [flow, pred, "add", rnd, "f64", cdst, dst, neg1, src1, neg2, src2]
            forms {
                /// Add.
                dadd ("add") = _ if FP64;
            }
        }
        /// `mul f64` (G200).
        class l_dmul {
            priority: 1,
            fixed { FORM = 1, OP = 0xe, OP2 = 4 }
            mods [flow: Flow @ FLOW, rnd: Rnd @ [49..51], neg1: bool @ [58..59] = "neg"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src1: LDSrc @ [9..16], src2: LDSrc2 @ [16..23]]
            syntax [flow, pred, "mul", rnd, "f64", cdst, dst, neg1, src1, src2]
            forms {
                /// Multiply.
                dmul ("mul") = _ if FP64;
            }
        }
        /// `min`/`max f64` (G200).
        class l_dminmax {
            priority: 1,
            fixed { FORM = 1, OP = 0xe }
            mods [flow: Flow @ FLOW, neg1: bool @ [58..59] = "neg", abs1: bool @ [52..53] = "abs", neg2: bool @ [59..60] = "neg", abs2: bool @ [51..52] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src1: LDSrc @ [9..16], src2: LDSrc2 @ [16..23]]
            syntax [flow, pred, mnemonic, "f64", cdst, dst, neg1, abs1, src1, neg2, abs2, src2]
            forms {
                /// Minimum.
                dmin ("min") = _ { OP2 = 5 } if FP64;
                /// Maximum.
                dmax ("max") = _ { OP2 = 6 } if FP64;
            }
        }
        /// `set f64` (G200).
        class l_dset {
            priority: 1,
            fixed { FORM = 1, OP = 0xe, OP2 = 7 }
            mods [flow: Flow @ FLOW, cond: SetF @ [46..50], neg1: bool @ [58..59] = "neg", abs1: bool @ [52..53] = "abs", neg2: bool @ [59..60] = "neg", abs2: bool @ [51..52] = "abs"]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: LDSrc @ [9..16], src2: LDSrc2 @ [16..23]]
            syntax [flow, pred, "set", cdst, dst, cond, "f64", neg1, abs1, src1, neg2, abs2, src2]
            forms {
                /// Compare.
                dset ("set") = _ if FP64;
            }
        }
        /// `texauto`.
        class l_texauto {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 0, W0_CUBE = 0, W0_TEX = 0 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], src: LTSrc @ [22..24], offs: TOffs @ [48..60]]
            syntax [flow, pred, "texauto", live, deriv, dst, tex, samp, src, offs]
            forms {
                /// Texture sample, automatic LOD.
                texauto ("texauto") = _;
            }
        }
        /// `texauto` cube.
        class l_texauto_cube {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 0, W0_CUBE = 1, W0_TEX = 0 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], src: LTSrc @ [22..24]]
            syntax [flow, pred, "texauto", "cube", live, deriv, dst, tex, samp, src]
            forms {
                /// Cube texture sample.
                texauto_cube ("texauto") = _;
            }
        }
        /// `texfetch`.
        class l_texfetch {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 0, W0_TEX = 1 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], src: LTSrc @ [22..24], offs: TOffs @ [48..60]]
            syntax [flow, pred, "texfetch", live, deriv, dst, tex, samp, src, offs]
            forms {
                /// Texel fetch.
                texfetch ("texfetch") = _;
            }
        }
        /// `texbias`.
        class l_texbias {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 1, W0_CUBE = 0 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], src: LTSrc @ [22..24], offs: TOffs @ [48..60]]
            syntax [flow, pred, "texbias", live, deriv, dst, tex, samp, src, offs]
            forms {
                /// Sample with LOD bias.
                texbias ("texbias") = _;
            }
        }
        /// `texbias` cube.
        class l_texbias_cube {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 1, W0_CUBE = 1 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], src: LTSrc @ [22..24]]
            syntax [flow, pred, "texbias", "cube", live, deriv, dst, tex, samp, src]
            forms {
                /// Cube sample with LOD bias.
                texbias_cube ("texbias") = _;
            }
        }
        /// `texlod`.
        class l_texlod {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 2, W0_CUBE = 0 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], src: LTSrc @ [22..24], offs: TOffs @ [48..60]]
            syntax [flow, pred, "texlod", live, deriv, dst, tex, samp, src, offs]
            forms {
                /// Sample at an explicit LOD.
                texlod ("texlod") = _;
            }
        }
        /// `texlod` cube.
        class l_texlod_cube {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 2, W0_CUBE = 1 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], src: LTSrc @ [22..24]]
            syntax [flow, pred, "texlod", "cube", live, deriv, dst, tex, samp, src]
            forms {
                /// Cube sample at an explicit LOD.
                texlod_cube ("texlod") = _;
            }
        }
        /// `texsize`.
        class l_texsize {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 3, W1_16_4 = 0 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], lod: LDst @ _]
            syntax [flow, pred, "texsize", live, deriv, dst, tex, samp, lod]
            forms {
                /// Texture size.
                texsize ("texsize") = _;
            }
        }
        /// `texprep` cube.
        class l_texprep_cube {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 3, W1_16_4 = 1, W0_CUBE = 1 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], src: LTSrc @ [22..24]]
            syntax [flow, pred, "texprep", "cube", live, deriv, dst, tex, samp, src]
            forms {
                /// Prepare cube coordinates (GT215+).
                texprep_cube ("texprep") = _ if D3D10_1;
            }
        }
        /// `texquerylod`.
        class l_texquerylod {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 3, W1_16_4 = 2, W0_CUBE = 0 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], src: LTSrc @ [22..24]]
            syntax [flow, pred, "texquerylod", live, deriv, dst, tex, samp, src]
            forms {
                /// Query the LOD (GT215+).
                texquerylod ("texquerylod") = _ if D3D10_1;
            }
        }
        /// `texquerylod` cube.
        class l_texquerylod_cube {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 3, W1_16_4 = 2, W0_CUBE = 1 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], src: LTSrc @ [22..24]]
            syntax [flow, pred, "texquerylod", "cube", live, deriv, dst, tex, samp, src]
            forms {
                /// Query the cube LOD (GT215+).
                texquerylod_cube ("texquerylod") = _ if D3D10_1;
            }
        }
        /// `texcsaa`.
        class l_texcsaa {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 4, W0_TEX = 0 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], src: LTSrc @ [22..24], offs: TOffs @ [48..60]]
            syntax [flow, pred, "texcsaa", live, deriv, dst, tex, samp, src, offs]
            forms {
                /// CSAA sample.
                texcsaa ("texcsaa") = _;
            }
        }
        /// `texgather`.
        class l_texgather {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 4, W0_TEX = 1, W0_CUBE = 0 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], src: LTSrc @ [22..24], offs: TOffs @ [48..60]]
            syntax [flow, pred, "texgather", live, deriv, dst, tex, samp, src, offs]
            forms {
                /// Gather (GT215+).
                texgather ("texgather") = _ if D3D10_1;
            }
        }
        /// `texgather` cube.
        class l_texgather_cube {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, OP2 = 4, W0_TEX = 1, W0_CUBE = 1 }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred @ PRED, dst: LTDst @ [2..9], tex: Tex @ [9..17], samp: Samp @ [17..22], src: LTSrc @ [22..24]]
            syntax [flow, pred, "texgather", "cube", live, deriv, dst, tex, samp, src]
            forms {
                /// Cube gather (GT215+).
                texgather_cube ("texgather") = _ if D3D10_1;
            }
        }
        /// `emit`/`restart` (geometry programs).
        class l_emit {
            priority: 1,
            when: GP,
            fixed { FORM = 1, OP = 0xf, OP2 = 6 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED]
            syntax [flow, pred, mnemonic]
            forms {
                /// Emit a vertex.
                emit ("emit") = _ { W0_9_2 = 1 };
                /// Restart the primitive.
                restart ("restart") = _ { W0_9_2 = 2 };
            }
        }
        /// `nop`.
        class l_nop {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, OP2 = 7, W1_2 = 0 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED]
            syntax [flow, pred, "nop"]
            forms {
                /// No operation.
                nop ("nop") = _;
            }
        }
        /// `pmevent`.
        class l_pmevent {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, OP2 = 7, W1_2 = 1 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, pm: Pm @ [10..14]]
            syntax [flow, pred, "pmevent", pm]
            forms {
                /// Performance-monitor event.
                pmevent ("pmevent") = _;
            }
        }
        /// Long instruction envydis does not know.
        class l_unknown {
            priority: 0,
            fixed { FORM = 1 }
            mods [flow: Flow @ FLOW]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23], src3: Lc3w @ [46..53]]
            syntax [flow, pred, mnemonic, cdst, dst, src1, src2, src3]
            forms {
                /// Unknown long instruction.
                unknown_l ("???") = _;
            }
        }
    }
}
