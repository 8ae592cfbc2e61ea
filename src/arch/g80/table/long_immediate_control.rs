// G80 classes, part 2 of 5 (long immediate and long control), in table order
// (`table.rs` lists the parts in `classes in [...]`).

crate::isa_classes! { g80_long_immediate_control {
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
} }
