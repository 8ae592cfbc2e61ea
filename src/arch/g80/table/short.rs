// G80 classes, part 1 of 5 (short instructions and short control), in table order
// (`table.rs` lists the parts in `classes in [...]`).

crate::isa_classes! { g80_short {
    // ===============================================================================
    // Short instructions (w0[1:0] = 0), envydis `tabs`.

    use short [
        /// Short 16-bit move (`mov b16`).
        s_mov { OP = 1 } mods [sfu = sfu_s] [dst: SHDst, src: Ssh]
            [mnemonic, sfu, "b16", dst, src]
            mov_b16_s ("mov") { S_M2 = 0 };
        /// Short `mov b32`: 32-bit move.
        s_mov32 { OP = 1 } mods [sfu = sfu_s] [dst: SDst, src: Ssw]
            [mnemonic, sfu, "b32", dst, src]
            mov_b32_s ("mov") { S_M2 = 1 };
    ]
    use add_mul [
        /// Short 16-bit integer add family (add/sub/subr/addc).
        s_add16 add_b16_s,
        /// Short 32-bit integer add family (add/sub/subr/addc).
        s_add32 add_b32_s,
        /// Short 16-bit `mul`: 16 × 16-bit multiply.
        s_mul16 mul16_s,
        /// Short 24-bit `mul`: 24 × 24-bit multiply.
        s_mul24 mul24_s: short, src1 Ssh / Ssw, src2 Sch / Scw;
    ]
    use short [
        /// Short 16-bit `sad` (registers only): sum of absolute differences.
        s_sad16 { OP = 5, S_M2 = 0 } mods [sign: Us16 @ [8..9]]
            [dst: SDst, src1: SHSrc, src2: SHSrc2]
            [mnemonic, dst, sign, src1, src2, dst]
            sad16_s ("sad");
        /// Short 32-bit `sad`: sum of absolute differences.
        s_sad32 { OP = 5, S_M2 = 1 } mods [sign: Us32 @ [8..9]]
            [dst: SDst, src1: SSrc, src2: SSrc2]
            [mnemonic, dst, sign, src1, src2, dst]
            sad32_s ("sad");
        /// Short u16 multiply-add.
        s_mad16 { OP_HI = 3 } mods [op: AddOp @ [22..23, 28..29]]
            [dst: SDst, src1: Ssh, src2: Sch, carry: AddC0]
            [op, dst, "(", "mul", "u16", src1, src2, ")", dst, carry]
            mad_u16_s ("add") { S_M2 = 0, S_M1 = 0 };
        /// Short s16 multiply-add.
        s_mad_s16 { OP_HI = 3 } mods [op: AddOp @ [22..23, 28..29]]
            [dst: SDst, src1: Ssh, src2: Sch, carry: AddC0]
            [op, dst, "(", "mul", "s16", src1, src2, ")", dst, carry]
            mad_s16_s ("add") { S_M2 = 0, S_M1 = 1 };
        /// Short saturating s16 multiply-add.
        s_mad_sat_s16 { OP_HI = 3 } mods [op: AddOp @ [22..23, 28..29]]
            [dst: SDst, src1: Ssh, src2: Sch, carry: AddC0]
            [op, "sat", dst, "(", "mul", "s16", src1, src2, ")", dst, carry]
            mad_sat_s16_s ("add") { S_M2 = 1, S_M1 = 0 };
        /// Short u24 multiply-add.
        s_mad_u24 { OP_HI = 3 } mods [op: AddOp @ [22..23, 28..29]]
            [dst: SDst, src1: Ssw, src2: Scw, carry: AddC0]
            [op, dst, "(", "mul", "u24", src1, src2, ")", dst, carry]
            mad_u24_s ("add") { S_M2 = 1, S_M1 = 1 };
        /// Short `interp` (fragment programs): interpolate.
        s_interp if FP { OP = 8 } [dst: SDst, var: SVar] [mnemonic, dst, var]
            interp_s ("interp") { S_INTERP = 0, S_M1 = 0 };
        /// Short `interp cent`: interpolate at the centroid.
        s_interp_cent if FP { OP = 8, S_M1 = 0 } [dst: SDst, var: SVar]
            [mnemonic, dst, "cent", var]
            interp_cent_s ("interp") { S_INTERP = 1 };
        /// Short `interp` times a register: interpolate and multiply.
        s_interp_mul if FP { OP = 8, S_M1 = 0 } [dst: SDst, var: SVar, src: SSrc]
            [mnemonic, dst, var, src]
            interp_mul_s ("interp") { S_INTERP = 2 };
        /// Short `interp cent` times a register: interpolate at the centroid and multiply.
        s_interp_cent_mul if FP { OP = 8, S_M1 = 0 }
            [dst: SDst, var: SVar, src: SSrc] [mnemonic, dst, "cent", var, src]
            interp_cent_mul_s ("interp") { S_INTERP = 3 };
        /// Short `interp flat`: flat (not interpolated).
        s_interp_flat if FP { OP = 8, S_M1 = 1 } [dst: SDst, var: SVar]
            [mnemonic, dst, "flat", var]
            interp_flat_s ("interp") { S_INTERP = 0 };
        /// Short `rcp`: reciprocal.
        s_rcp { OP = 9 } mods [neg = neg2_s, abs: bool @ [15..16] = "abs"]
            [dst: SDst, src: SSrc] [mnemonic, "f32", dst, neg, abs, src]
            rcp_s ("rcp");
        /// Short float add.
        s_fadd {}
            mods [sat, neg1 = neg1_s, neg2 = neg2_s]
            [dst: SDst, src1: Ssw, src2: Scw]
            [mnemonic, sat, "f32", dst, neg1, src1, neg2, src2]
            fadd_s ("add") { OP = 0xb };
        /// Short float multiply (`sat` from G200 on).
        s_fmul {}
            mods [sat if SM12, neg1 = neg1_s, neg2 = neg2_s]
            [dst: SDst, src1: Ssw, src2: Scw]
            [mnemonic, sat, "f32", dst, neg1, src1, neg2, src2]
            fmul_s ("mul") { OP = 0xc };
        /// Short float multiply-add.
        s_fmad { OP = 0xe }
            mods [sat, neg1 = neg1_s, neg2 = neg2_s]
            [dst: SDst, src1: Ssw, src2: Scw]
            [mnemonic, sat, "f32", dst, neg1, "(", "mul", src1, src2, ")", neg2, dst]
            fmad_s ("add");
        /// Short texture fetch.
        s_tex { OP = 0xf } mods [live: TexLive @ [8..9]]
            [dst: STDst, tex: Tex, samp: Samp, src: STSrc]
            [mnemonic, live, dst, tex, samp, src]
            texauto_s ("texauto") "Texture sample, automatic LOD." { W0_24 = 0 } |
            texfetch_s ("texfetch") "Texel fetch." { W0_24 = 1 };
    ]
    /// Short instruction envydis does not know.
    class s_unknown {
        priority: 1,
        fixed { FORM = 0 }
        operands [dst: SDst, src1: Ssw, src2: Scw]
        syntax [mnemonic, dst, src1, src2]
        forms {
            unknown_s ("???") = _ "Unknown short instruction.";
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
            trap_s ("trap") = _ "Trap." { OP = 9 };
            brkpt_s ("brkpt") = _ "Breakpoint (G84+)." { OP = 0xb } if SM11;
        }
    }
    /// Short control instruction envydis does not know.
    class s_ctrl_unknown {
        fixed { LEN = 0 }
        syntax [mnemonic]
        forms {
            unknown_sc ("???") = _ "Unknown.";
        }
    }
} }
