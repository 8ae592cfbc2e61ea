// G80 classes, part 2 of 5 (long immediate and long control), in table order
// (`table.rs` lists the parts in `classes in [...]`).

crate::isa_classes! { g80_long_immediate_control {
    // ===============================================================================
    // Long immediate (w0[1:0] = 1, w1[1:0] = 3), envydis `tabi`.
    use immediate [
        /// Immediate `mov b16`: 16-bit immediate move.
        i_mov16 { OP = 1, S_M2 = 0 } [dst: LHDst, imm: Imm32]
            [mnemonic, "b16", dst, imm]
            mov_b16_i ("mov");
        /// Immediate `mov b32`: 32-bit immediate move.
        i_mov32 { OP = 1, S_M2 = 1 } [dst: LDst, imm: Imm32]
            [mnemonic, "b32", dst, imm]
            mov_b32_i ("mov");
    ]
    use add_mul [
        /// 16-bit add family with an immediate (add/sub/subr/addc).
        i_add16 add_b16_i,
        /// 32-bit add family with an immediate (add/sub/subr/addc).
        i_add32 add_b32_i,
        /// Immediate 16-bit `mul`: 16-bit multiply by an immediate.
        i_mul16 mul16_i,
        /// Immediate 24-bit `mul`: 24-bit multiply by an immediate.
        i_mul24 mul24_i: immediate, src1 Ish / Isw, imm Imm32 / Imm32;
    ]
    use immediate [
        /// u16 multiply-add with an immediate.
        i_mad_u16 { OP_HI = 3, S_M2 = 0, S_M1 = 0 } mods [op: AddOp @ [22..23, 28..29]]
            [dst: SDst, src1: Ish, imm: Imm32, carry: AddC0]
            [op, dst, "(", "mul", "u16", src1, imm, ")", dst, carry]
            mad_u16_i ("add");
        /// s16 multiply-add with an immediate.
        i_mad_s16 { OP_HI = 3, S_M2 = 0, S_M1 = 1 } mods [op: AddOp @ [22..23, 28..29]]
            [dst: SDst, src1: Ish, imm: Imm32, carry: AddC0]
            [op, dst, "(", "mul", "s16", src1, imm, ")", dst, carry]
            mad_s16_i ("add");
        /// Saturating s16 multiply-add with an immediate.
        i_mad_sat_s16 { OP_HI = 3, S_M2 = 1, S_M1 = 0 } mods [op: AddOp @ [22..23, 28..29]]
            [dst: SDst, src1: Ish, imm: Imm32, carry: AddC0]
            [op, "sat", dst, "(", "mul", "s16", src1, imm, ")", dst, carry]
            mad_sat_s16_i ("add");
        /// u24 multiply-add with an immediate.
        i_mad_u24 { OP_HI = 3, S_M2 = 1, S_M1 = 1 } mods [op: AddOp @ [22..23, 28..29]]
            [dst: SDst, src1: Isw, imm: Imm32, carry: AddC0]
            [op, dst, "(", "mul", "u24", src1, imm, ")", dst, carry]
            mad_u24_i ("add");
        /// Immediate float `add`: float add of an immediate.
        i_fadd { OP = 0xb }
            mods [sat, neg1 = neg1_s, neg2 = neg2_s]
            [dst: SDst, src1: Isw, imm: Imm32]
            [mnemonic, sat, "f32", dst, neg1, src1, neg2, imm]
            fadd_i ("add");
        /// Immediate float `mul`: float multiply by an immediate.
        i_fmul { OP = 0xc }
            mods [sat if SM12, neg1 = neg1_s, neg2 = neg2_s]
            [dst: SDst, src1: Isw, imm: Imm32]
            [mnemonic, sat, "f32", dst, neg1, src1, neg2, imm]
            fmul_i ("mul");
        /// Immediate logic operations.
        i_logic { OP = 0xd } mods [not: bool @ [22..23] = "not"]
            [dst: SDst, src1: Isw, imm: Imm32]
            [mnemonic, "b32", dst, not, src1, imm]
            and_i ("and") "And." { S_M2 = 0, S_M1 = 0 } |
            or_i ("or") "Or." { S_M2 = 0, S_M1 = 1 } |
            xor_i ("xor") "Xor." { S_M2 = 1, S_M1 = 0 } |
            mov2_i ("mov2") "Second operand." { S_M2 = 1, S_M1 = 1 };
        /// Immediate float multiply-add: float multiply-add with an immediate factor.
        i_fmad { OP = 0xe }
            mods [sat, neg1 = neg1_s, neg2 = neg2_s]
            [dst: SDst, src1: Isw, imm: Imm32]
            [mnemonic, sat, "f32", dst, neg1, "(", "mul", src1, imm, ")", neg2, dst]
            fmad_i ("add");
    ]
    /// Immediate instruction envydis does not know.
    class i_unknown {
        priority: 2,
        fixed { FORM = 1, FLOW = 3 }
        operands [dst: SDst, src1: Isw, imm: Imm32]
        syntax [mnemonic, dst, src1, imm]
        forms {
            unknown_i ("???") = _ "Unknown immediate instruction.";
        }
    }
    // ===============================================================================
    // Long control (w0[1:0] = 3), envydis `tabc`.
    use control [
        /// Predicated control instructions.
        c_pred {} [pred: Pred] [pred, mnemonic]
            discard ("discard") "Discard the fragment." { OP = 0 } if FP |
            ret ("ret") "Return." { OP = 3 } |
            brk ("break") "Break out of a loop." { OP = 5 } |
            brkpt ("brkpt") "Breakpoint (G84+)." { OP = 0xb } if SM11;
        /// Branch (`bra`) to a code address.
        c_bra { OP = 1 } [pred: Pred, target: CodeTarget] [pred, mnemonic, target]
            bra ("bra");
        /// Call a subroutine (`call`).
        c_call { OP = 2 } mods [lim]
            [ign: IgnPred, target: CodeTarget] [ign, mnemonic, lim, target]
            call ("call");
        /// Unpredicated control instructions with a target.
        c_target {} [ign: IgnPred, target: CodeTarget] [ign, mnemonic, target]
            breakaddr ("breakaddr") "Set the break address." { OP = 4 } |
            joinat ("joinat") "Set the join point." { OP = 0xa };
        /// Unpredicated control instructions.
        c_plain {} [ign: IgnPred] [ign, mnemonic]
            quadon ("quadon") "Quad on." { OP = 6 } |
            quadpop ("quadpop") "Quad pop." { OP = 7 } |
            trap ("trap") "Trap." { OP = 9 };
        /// Barrier (`bar`) with a thread count.
        c_bar { OP = 8, W1_14 = 0 } mods [inc, wait]
            [ign: IgnPred, bar: BarId, count: BarMask]
            [ign, mnemonic, inc, wait, bar, count]
            bar ("bar");
        /// Barrier (`bar`) for all threads.
        c_bar_all { OP = 8, W1_14 = 1 } mods [inc, wait]
            [ign: IgnPred, bar: BarId] [ign, mnemonic, inc, wait, bar, "all"]
            bar_all ("bar");
        /// Indirect branch through const space (GT215+).
        c_bra_c { OP = 0xc } mods [lim] [ign: IgnPred, addr: FConst8]
            [ign, mnemonic, lim, addr]
            bra_c ("bra") if D3D10_1;
        /// `preret` (GT215+): set the return address.
        c_preret { OP = 0xd } mods [lim]
            [ign: IgnPred, target: CodeTarget] [ign, mnemonic, lim, target]
            preret ("preret") if D3D10_1;
    ]
    /// Control instruction envydis does not know.
    class c_unknown {
        priority: 0,
        fixed { FORM = 3 }
        operands [pred: Pred, target: CodeTarget]
        syntax [pred, mnemonic, target]
        forms {
            unknown_c ("???") = _ "Unknown control instruction.";
        }
    }
} }
