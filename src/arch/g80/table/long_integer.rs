// G80 classes, part 3 of 5 (long normal: moves, loads, stores, integer arithmetic, interpolation), in table order
// (`table.rs` lists the parts in `classes in [...]`).

// envydis's long integer multiply-add rows (OP 6 and 7): `add` of a `(mul …)`
// sub-instruction, differing in the multiply's types and whether the add saturates.
crate::isa_template! {
    l_mad (
        $(#[doc = $doc:literal])*
        $form:ident: $op:literal / $op2:literal $( $sat:literal )? ( $( $mul:literal )+ ) $src1:ident $src2:ident;
    ) => {
        $(#[doc = $doc])*
        class $form {
            priority: 1,
            fixed { FORM = 1, OP = $op, OP2 = $op2 }
            mods [flow: Flow @ FLOW, op: AddOp @ [58..60]]
            operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: $src1 @ [9..16],
                      src2: $src2 @ [16..23], src3: Lc3w @ [46..53], carry: AddCond2 @ _]
            syntax [flow, pred, op, $( $sat, )? cdst, dst, "(", "mul", $( $mul, )+ src1, src2, ")", src3, carry]
            forms { $form ("add") = _; }
        }
    }
}

crate::isa_classes! { g80_long_integer {
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
    use l_mad [
        /// u16 multiply-add.
        mad_u16_l: 6/0 ("u16") Lsh Lc2h;
        /// s16 multiply-add.
        mad_s16_l: 6/1 ("s16") Lsh Lc2h;
        /// sat s16 multiply-add.
        mad_sat_s16_l: 6/2 "sat" ("s16") Lsh Lc2h;
        /// u24 multiply-add.
        mad_u24_l: 6/3 ("u24") Lsw Lc2w;
        /// s24 multiply-add.
        mad_s24_l: 6/4 ("s24") Lsw Lc2w;
        /// sat s24 multiply-add.
        mad_sat_s24_l: 6/5 "sat" ("s24") Lsw Lc2w;
        /// high u24 multiply-add.
        mad_high_u24_l: 6/6 ("high" "u24") Lsw Lc2w;
        /// high s24 multiply-add.
        mad_high_s24_l: 6/7 ("high" "s24") Lsw Lc2w;
        /// sat high s24 multiply-add.
        mad_sat_high_s24_l: 7/0 "sat" ("high" "s24") Lsw Lc2w;
    ]
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
} }
