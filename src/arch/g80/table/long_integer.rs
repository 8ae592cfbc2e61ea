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
    use long [
        /// `ld` from `a[]` with `$a` (vertex/geometry programs).
        l_ld_attr if VP_GP { OP = 0, OP2 = 0, L_M1 = 1, W1_21 = 1 }
            [lane: Lane @ [46..50], dst: LLDst @ [2..9], src: FAttr @ [9..16]] [lane, "ld", "b32", dst, src]
            /// Load from attribute space.
            ld_a ("ld");
        /// `mov $r, $c`.
        l_mov_c { OP = 0, OP2 = 1 } [dst: LDst @ [2..9], src: Cond @ _] ["mov", dst, src]
            /// Move from a condition register.
            mov_from_c ("mov");
        /// `mov $r, $a`.
        l_mov_a { OP = 0, OP2 = 2 } [dst: LDst @ [2..9], src: LAReg @ [26..28, 34..35]] ["mov", dst, src]
            /// Move from an address register.
            mov_from_a ("mov");
        /// `mov $r, $sr`.
        l_mov_sr { OP = 0, OP2 = 3 } [dst: LDst @ [2..9], src: SReg @ [46..50]] ["mov", dst, src]
            /// Move from a special register.
            mov_from_sr ("mov");
        /// `st b32 o[]`.
        l_st_o { OP = 0, OP2 = 4, W1_22_2 = 3 } [dst: FOut32 @ [9..23], src: LSrc3 @ [46..53]]
            ["st", "b32", dst, src]
            /// Store to output space.
            st_o ("st");
        /// `mov $c, $r`.
        l_mov_to_c { OP = 0, OP2 = 5 } [dst: CDst @ [36..38], src: LSrc @ [9..16], ign: IgnCe @ [38..39]]
            ["mov", dst, src, ign]
            /// Move to a condition register.
            mov_to_c ("mov");
        /// `shl $a` (address computation).
        l_shl_a { OP = 0, OP2 = 6 } [dst: ADst @ [2..5], src: Lsw @ [9..16], cnt: HShCntImm @ [16..20]]
            ["shl", dst, src, cnt]
            /// Shift into an address register.
            shl_a ("shl");
        /// `st b8 s[]` (compute).
        l_st_s8 if CP { OP = 0, OP2 = 7, W1_22 = 1 } [addr: Fs8 @ [9..25], src: SStReg @ [46..53]]
            ["st", "b8", addr, src]
            /// Store a byte to shared memory.
            st_s8 ("st");
        /// `st b16 s[]` (compute).
        l_st_s16 if CP { OP = 0, OP2 = 7, W1_22 = 0, L_M1 = 0 } [addr: Fs16 @ [9..24], src: SStReg @ [46..53]]
            ["st", "b16", addr, src]
            /// Store 16 bits to shared memory.
            st_s16 ("st");
        /// `st [unlock] b32 s[]` (compute).
        l_st_s32 if CP { OP = 0, OP2 = 7, W1_22 = 0, L_M1 = 1 }
            mods [unlock: bool @ [55..56] = "unlock" if SM12] [addr: Fs32 @ [9..23], src: SStReg @ [46..53]]
            ["st", unlock, "b32", addr, src]
            /// Store 32 bits to shared memory.
            st_s32 ("st");
        /// Long `mov b16` with lanes.
        l_mov16 { OP = 1, OP2 = 0, L_M1 = 0 } mods [sfu: bool @ [57..58] = "sfu"]
            [lane: Lane @ [46..50], dst: LLHDst @ [2..9], src: Lsh @ [9..16]]
            [lane, "mov", sfu, "b16", dst, src]
            /// 16-bit move.
            mov_b16_l ("mov");
        /// Long `mov b32` with lanes.
        l_mov32 { OP = 1, OP2 = 0, L_M1 = 1 } mods [sfu: bool @ [57..58] = "sfu"]
            [lane: Lane @ [46..50], dst: LLDst @ [2..9], src: Lsw @ [9..16]] [lane, "mov", sfu, "b32", dst, src]
            /// 32-bit move.
            mov_b32_l ("mov");
        /// `ld` from const space.
        l_ld_c { OP = 1, OP2 = 1 } [dst: CsLdReg @ [2..9], src: FCon @ _] ["ld", dst, src]
            /// Load from const space.
            ld_c ("ld");
        /// `ld u8 s[]` (G84+, compute).
        l_ld_s_u8 if SM11_CP { OP = 1, OP2 = 2, W1_14_2 = 0 } [dst: CsLdReg @ [2..9], src: Fs8 @ [9..25]]
            ["ld", dst, "u8", src]
            /// Load u8 from shared memory.
            ld_s_u8 ("ld");
        /// `ld u16 s[]` (G84+, compute).
        l_ld_s_u16 if SM11_CP { OP = 1, OP2 = 2, W1_14_2 = 1 } [dst: CsLdReg @ [2..9], src: Fs16 @ [9..24]]
            ["ld", dst, "u16", src]
            /// Load u16 from shared memory.
            ld_s_u16 ("ld");
        /// `ld s16 s[]` (G84+, compute).
        l_ld_s_s16 if SM11_CP { OP = 1, OP2 = 2, W1_14_2 = 2 } [dst: CsLdReg @ [2..9], src: Fs16 @ [9..24]]
            ["ld", dst, "s16", src]
            /// Load s16 from shared memory.
            ld_s_s16 ("ld");
        /// `ld b32 s[]` (G84+, compute).
        l_ld_s_b32 if SM11_CP { OP = 1, OP2 = 2, W1_14_2 = 3, W1_23 = 0 }
            [dst: CsLdReg @ [2..9], src: Fs32 @ [9..23]] ["ld", dst, "b32", src]
            /// Load 32 bits from shared memory.
            ld_s_b32 ("ld");
        /// `ld lock b32 s[]` (G200+, compute).
        l_ld_lock if SM12_CP { OP = 1, OP2 = 2, W1_14_2 = 3, W1_23 = 1 }
            [cdst: CDst @ [36..38], ign: IgnCe @ [38..39], dst: CsLdReg @ [2..9], src: Fs32 @ [9..23]]
            ["ld", "lock", cdst, ign, dst, "b32", src]
            /// Load and lock.
            ld_lock ("ld");
        /// `vote` (G200+).
        l_vote { OP = 1, OP2 = 3 } [cdst: CDst @ [36..38], ign: IgnCe @ [38..39]] ["vote", mnemonic, cdst, ign]
            /// Any thread.
            vote_any ("any") { W0_9_2 = 1 } if SM12 |
            /// All threads.
            vote_all ("all") { W0_9_2 = 2 } if SM12;
        /// Long add family, 16-bit.
        l_add16 { OP_HI = 1, OP2 = 0, L_M1 = 0 }
            mods [op: AddOp @ [22..23, 28..29], sat: bool @ [59..60] = "sat"]
            [cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src1: Lsh @ [9..16], src2: Lc3h @ [46..53], carry: AddCond @ _]
            [op, "b16", sat, cdst, dst, src1, src2, carry]
            /// 16-bit add family.
            add_b16_l ("add");
        /// Long add family, 32-bit.
        l_add32 { OP_HI = 1, OP2 = 0, L_M1 = 1 }
            mods [op: AddOp @ [22..23, 28..29], sat: bool @ [59..60] = "sat"]
            [cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc3w @ [46..53], carry: AddCond @ _]
            [op, "b32", sat, cdst, dst, src1, src2, carry]
            /// 32-bit add family.
            add_b32_l ("add");
        /// Integer `set`, 16-bit.
        l_set16 { OP = 3, OP2 = 3, L_M1 = 0 } mods [cond: SetI @ [46..49], sign: Us16 @ [59..60]]
            [cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src1: Lsh @ [9..16], src2: Lc2h @ [16..23]]
            ["set", cdst, dst, cond, sign, src1, src2]
            /// 16-bit compare.
            set_i16 ("set");
        /// Integer `set`, 32-bit.
        l_set32 { OP = 3, OP2 = 3, L_M1 = 1 } mods [cond: SetI @ [46..49], sign: Us32 @ [59..60]]
            [cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23]]
            ["set", cdst, dst, cond, sign, src1, src2]
            /// 32-bit compare.
            set_i32 ("set");
        /// Integer `max`/`min`, 16-bit.
        l_minmax16 { OP = 3, L_M1 = 0 } mods [sign: Us16 @ [59..60]]
            [cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src1: Lsh @ [9..16], src2: Lc2h @ [16..23]]
            [mnemonic, sign, cdst, dst, src1, src2]
            /// Maximum.
            max_i16 ("max") { OP2 = 4 } |
            /// Minimum.
            min_i16 ("min") { OP2 = 5 };
        /// Integer `max`/`min`, 32-bit.
        l_minmax32 { OP = 3, L_M1 = 1 } mods [sign: Us32 @ [59..60]]
            [cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23]]
            [mnemonic, sign, cdst, dst, src1, src2]
            /// Maximum.
            max_i32 ("max") { OP2 = 4 } |
            /// Minimum.
            min_i32 ("min") { OP2 = 5 };
        /// `shl b16`.
        l_shl16 { OP = 3, OP2 = 6, L_M1 = 0 }
            [cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src1: Lsh @ [9..16], cnt: HShCnt @ [16..23]]
            ["shl", "b16", cdst, dst, src1, cnt]
            /// Shift left.
            shl_b16 ("shl");
        /// `shl b32`.
        l_shl32 { OP = 3, OP2 = 6, L_M1 = 1 }
            [cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], cnt: ShCnt @ [16..23]]
            ["shl", "b32", cdst, dst, src1, cnt]
            /// Shift left.
            shl_b32 ("shl");
        /// `shr` 16-bit.
        l_shr16 { OP = 3, OP2 = 7, L_M1 = 0 } mods [sign: Us16 @ [59..60]]
            [cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src1: Lsh @ [9..16], cnt: HShCnt @ [16..23]]
            ["shr", sign, cdst, dst, src1, cnt]
            /// Shift right.
            shr_16 ("shr");
        /// `shr` 32-bit.
        l_shr32 { OP = 3, OP2 = 7, L_M1 = 1 } mods [sign: Us32 @ [59..60]]
            [cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], cnt: ShCnt @ [16..23]]
            ["shr", sign, cdst, dst, src1, cnt]
            /// Shift right.
            shr_32 ("shr");
        /// Long 16-bit `mul`.
        l_mul16 { OP = 4, OP2 = 0, W1_16 = 0 } mods [sign1: Us16 @ [47..48], sign2: Us16 @ [46..47]]
            [cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsh @ [9..16], src2: Lc2h @ [16..23]]
            ["mul", cdst, dst, sign1, src1, sign2, src2]
            /// 16-bit multiply.
            mul16_l ("mul");
        /// Long 24-bit `mul`.
        l_mul24 { OP = 4, OP2 = 0, W1_16 = 1 } mods [high: bool @ [46..47] = "high", sign: Us24 @ [47..48]]
            [cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23]]
            ["mul", cdst, dst, high, sign, src1, src2]
            /// 24-bit multiply.
            mul24_l ("mul");
        /// Long 16-bit `sad`.
        l_sad16 { OP = 5, OP2 = 0, L_M1 = 0 } mods [sign: Us16 @ [59..60]]
            [cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsh @ [9..16], src2: Lc2h @ [16..23], src3: Lc3w @ [46..53]]
            ["sad", cdst, dst, sign, src1, src2, src3]
            /// Sum of absolute differences.
            sad16_l ("sad");
        /// Long 32-bit `sad`.
        l_sad32 { OP = 5, OP2 = 0, L_M1 = 1 } mods [sign: Us32 @ [59..60]]
            [cdst: McDst @ [36..39], dst: LLDst @ [2..9], src1: Lsw @ [9..16], src2: Lc2w @ [16..23], src3: Lc3w @ [46..53]]
            ["sad", cdst, dst, sign, src1, src2, src3]
            /// Sum of absolute differences.
            sad32_l ("sad");
    ]
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
    use long [
        /// Long `interp` (fragment programs).
        l_interp if FP { OP = 8 } [dst: LDst @ [2..9], var: LVar @ [16..24]] ["interp", dst, var]
            /// Interpolate.
            interp_l ("interp") { W1_16_3 = 0 };
        /// Long `interp cent`.
        l_interp_cent if FP { OP = 8 } [dst: LDst @ [2..9], var: LVar @ [16..24]] ["interp", dst, "cent", var]
            /// Interpolate at the centroid.
            interp_cent_l ("interp") { W1_16_3 = 1 };
        /// Long `interp` times a register.
        l_interp_mul if FP { OP = 8 } mods [neg: bool @ [58..59] = "neg"]
            [dst: LDst @ [2..9], var: LVar @ [16..24], src: LSrc @ [9..16]] ["interp", dst, var, neg, src]
            /// Interpolate and multiply.
            interp_mul_l ("interp") { W1_16_3 = 2 };
        /// Long `interp cent` times a register.
        l_interp_cent_mul if FP { OP = 8 } mods [neg: bool @ [58..59] = "neg"]
            [dst: LDst @ [2..9], var: LVar @ [16..24], src: LSrc @ [9..16]]
            ["interp", dst, "cent", var, neg, src]
            /// Interpolate at the centroid and multiply.
            interp_cent_mul_l ("interp") { W1_16_3 = 3 };
        /// Long `interp flat`.
        l_interp_flat if FP { OP = 8 } [dst: LDst @ [2..9], var: LVar @ [16..24]] ["interp", dst, "flat", var]
            /// Flat (not interpolated).
            interp_flat_l ("interp") { W1_16_3 = 4 };
    ]
} }
