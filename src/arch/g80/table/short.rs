// G80 classes, part 1 of 5 (short instructions and short control), in table order
// (`table.rs` lists the parts in `classes in [...]`).

crate::isa_classes! { g80_short {
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
} }
