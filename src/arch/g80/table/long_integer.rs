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
            operands [pred: Pred, cdst: McDst, dst: LLDst, src1: $src1 @ [9..16],
                      src2: $src2 @ [16..23], src3: Lc3w, carry: AddCond2]
            syntax [flow, pred, op, $( $sat, )? cdst, dst, "(", "mul", $( $mul, )+ src1, src2, ")", src3, carry]
            forms { $form ("add") = _; }
        }
    }
}

crate::isa_classes! { g80_long_integer {
    // ===============================================================================
    // Long normal (w0[1:0] = 1; w1[1:0] = 0 plain, 1 exit, 2 join), envydis `tabl`.
    use long [
        /// `ld` from `a[]` with `$a` (vertex/geometry programs): load from attribute space.
        l_ld_attr if VP_GP { OP = 0, OP2 = 0, L_M1 = 1, W1_21 = 1 }
            [lane: Lane, dst: LLDst, src: FAttr] [lane, "ld", "b32", dst, src]
            ld_a ("ld");
        /// `mov $r, $c`: move from a condition register.
        l_mov_c { OP = 0, OP2 = 1 } [dst: LDst, src: Cond] ["mov", dst, src]
            mov_from_c ("mov");
        /// `mov $r, $a`: move from an address register.
        l_mov_a { OP = 0, OP2 = 2 } [dst: LDst, src: LAReg] ["mov", dst, src]
            mov_from_a ("mov");
        /// `mov $r, $sr`: move from a special register.
        l_mov_sr { OP = 0, OP2 = 3 } [dst: LDst, src: SReg] ["mov", dst, src]
            mov_from_sr ("mov");
        /// `st b32 o[]`: store to output space.
        l_st_o { OP = 0, OP2 = 4, W1_22_2 = 3 } [dst: FOut32, src: LSrc3]
            ["st", "b32", dst, src]
            st_o ("st");
        /// `mov $c, $r`: move to a condition register.
        l_mov_to_c { OP = 0, OP2 = 5 } [dst: CDst, src: LSrc, ign: IgnCe]
            ["mov", dst, src, ign]
            mov_to_c ("mov");
        /// `shl $a` (address computation): shift into an address register.
        l_shl_a { OP = 0, OP2 = 6 } [dst: ADst, src: Lsw, cnt: HShCntImm]
            ["shl", dst, src, cnt]
            shl_a ("shl");
        /// `st b8 s[]` (compute): store a byte to shared memory.
        l_st_s8 if CP { OP = 0, OP2 = 7, W1_22 = 1 } [addr: Fs8, src: SStReg]
            ["st", "b8", addr, src]
            st_s8 ("st");
        /// `st b16 s[]` (compute): store 16 bits to shared memory.
        l_st_s16 if CP { OP = 0, OP2 = 7, W1_22 = 0, L_M1 = 0 } [addr: Fs16, src: SStReg]
            ["st", "b16", addr, src]
            st_s16 ("st");
        /// `st [unlock] b32 s[]` (compute): store 32 bits to shared memory.
        l_st_s32 if CP { OP = 0, OP2 = 7, W1_22 = 0, L_M1 = 1 }
            mods [unlock: bool @ [55..56] = "unlock" if SM12] [addr: Fs32, src: SStReg]
            ["st", unlock, "b32", addr, src]
            st_s32 ("st");
        /// Long `mov b16` with lanes: 16-bit move.
        l_mov16 { OP = 1, OP2 = 0, L_M1 = 0 } mods [sfu]
            [lane: Lane, dst: LLHDst, src: Lsh]
            [lane, "mov", sfu, "b16", dst, src]
            mov_b16_l ("mov");
        /// Long `mov b32` with lanes: 32-bit move.
        l_mov32 { OP = 1, OP2 = 0, L_M1 = 1 } mods [sfu]
            [lane: Lane, dst: LLDst, src: Lsw] [lane, "mov", sfu, "b32", dst, src]
            mov_b32_l ("mov");
        /// Load (`ld`) from const space.
        l_ld_c { OP = 1, OP2 = 1 } [dst: CsLdReg, src: FCon] ["ld", dst, src]
            ld_c ("ld");
        /// `ld u8 s[]` (G84+, compute): load u8 from shared memory.
        l_ld_s_u8 if SM11_CP { OP = 1, OP2 = 2, W1_14_2 = 0 } [dst: CsLdReg, src: Fs8]
            ["ld", dst, "u8", src]
            ld_s_u8 ("ld");
        /// `ld u16 s[]` (G84+, compute): load u16 from shared memory.
        l_ld_s_u16 if SM11_CP { OP = 1, OP2 = 2, W1_14_2 = 1 } [dst: CsLdReg, src: Fs16]
            ["ld", dst, "u16", src]
            ld_s_u16 ("ld");
        /// `ld s16 s[]` (G84+, compute): load s16 from shared memory.
        l_ld_s_s16 if SM11_CP { OP = 1, OP2 = 2, W1_14_2 = 2 } [dst: CsLdReg, src: Fs16]
            ["ld", dst, "s16", src]
            ld_s_s16 ("ld");
        /// `ld b32 s[]` (G84+, compute): load 32 bits from shared memory.
        l_ld_s_b32 if SM11_CP { OP = 1, OP2 = 2, W1_14_2 = 3, W1_23 = 0 }
            [dst: CsLdReg, src: Fs32] ["ld", dst, "b32", src]
            ld_s_b32 ("ld");
        /// `ld lock b32 s[]` (G200+, compute): load and lock.
        l_ld_lock if SM12_CP { OP = 1, OP2 = 2, W1_14_2 = 3, W1_23 = 1 }
            [cdst: CDst, ign: IgnCe, dst: CsLdReg, src: Fs32]
            ["ld", "lock", cdst, ign, dst, "b32", src]
            ld_lock ("ld");
        /// `vote` (G200+).
        l_vote { OP = 1, OP2 = 3 } [cdst: CDst, ign: IgnCe] ["vote", mnemonic, cdst, ign]
            vote_any ("any") "Any thread." { W0_9_2 = 1 } if SM12 |
            vote_all ("all") "All threads." { W0_9_2 = 2 } if SM12;
        /// Long 16-bit add family (add/sub/subr/addc).
        l_add16 { OP_HI = 1, OP2 = 0, L_M1 = 0 }
            mods [op: AddOp @ [22..23, 28..29], sat = sat_w1_27]
            [cdst: McDst, dst: LLHDst, src1: Lsh, src2: Lc3h, carry: AddCond]
            [op, "b16", sat, cdst, dst, src1, src2, carry]
            add_b16_l ("add");
        /// Long 32-bit add family (add/sub/subr/addc).
        l_add32 { OP_HI = 1, OP2 = 0, L_M1 = 1 }
            mods [op: AddOp @ [22..23, 28..29], sat = sat_w1_27]
            [cdst: McDst, dst: LLDst, src1: Lsw, src2: Lc3w, carry: AddCond]
            [op, "b32", sat, cdst, dst, src1, src2, carry]
            add_b32_l ("add");
        /// Integer `set`, 16-bit: 16-bit compare.
        l_set16 { OP = 3, OP2 = 3, L_M1 = 0 } mods [cond: SetI @ [46..49], sign: Us16 @ [59..60]]
            [cdst: McDst, dst: LLHDst, src1: Lsh, src2: Lc2h]
            ["set", cdst, dst, cond, sign, src1, src2]
            set_i16 ("set");
        /// Integer `set`, 32-bit: 32-bit compare.
        l_set32 { OP = 3, OP2 = 3, L_M1 = 1 } mods [cond: SetI @ [46..49], sign: Us32 @ [59..60]]
            [cdst: McDst, dst: LLDst, src1: Lsw, src2: Lc2w]
            ["set", cdst, dst, cond, sign, src1, src2]
            set_i32 ("set");
        /// Integer `max`/`min`, 16-bit.
        l_minmax16 { OP = 3, L_M1 = 0 } mods [sign: Us16 @ [59..60]]
            [cdst: McDst, dst: LLHDst, src1: Lsh, src2: Lc2h]
            [mnemonic, sign, cdst, dst, src1, src2]
            max_i16 ("max") "Maximum." { OP2 = 4 } |
            min_i16 ("min") "Minimum." { OP2 = 5 };
        /// Integer `max`/`min`, 32-bit.
        l_minmax32 { OP = 3, L_M1 = 1 } mods [sign: Us32 @ [59..60]]
            [cdst: McDst, dst: LLDst, src1: Lsw, src2: Lc2w]
            [mnemonic, sign, cdst, dst, src1, src2]
            max_i32 ("max") "Maximum." { OP2 = 4 } |
            min_i32 ("min") "Minimum." { OP2 = 5 };
        /// `shl b16`: shift left.
        l_shl16 { OP = 3, OP2 = 6, L_M1 = 0 }
            [cdst: McDst, dst: LLHDst, src1: Lsh, cnt: HShCnt]
            ["shl", "b16", cdst, dst, src1, cnt]
            shl_b16 ("shl");
        /// `shl b32`: shift left.
        l_shl32 { OP = 3, OP2 = 6, L_M1 = 1 }
            [cdst: McDst, dst: LLDst, src1: Lsw, cnt: ShCnt]
            ["shl", "b32", cdst, dst, src1, cnt]
            shl_b32 ("shl");
        /// `shr` 16-bit: shift right.
        l_shr16 { OP = 3, OP2 = 7, L_M1 = 0 } mods [sign: Us16 @ [59..60]]
            [cdst: McDst, dst: LLHDst, src1: Lsh, cnt: HShCnt]
            ["shr", sign, cdst, dst, src1, cnt]
            shr_16 ("shr");
        /// `shr` 32-bit: shift right.
        l_shr32 { OP = 3, OP2 = 7, L_M1 = 1 } mods [sign: Us32 @ [59..60]]
            [cdst: McDst, dst: LLDst, src1: Lsw, cnt: ShCnt]
            ["shr", sign, cdst, dst, src1, cnt]
            shr_32 ("shr");
        /// Long 16-bit `mul`: 16-bit multiply.
        l_mul16 { OP = 4, OP2 = 0, W1_16 = 0 } mods [sign1: Us16 @ [47..48], sign2: Us16 @ [46..47]]
            [cdst: McDst, dst: LLDst, src1: Lsh, src2: Lc2h]
            ["mul", cdst, dst, sign1, src1, sign2, src2]
            mul16_l ("mul");
        /// Long 24-bit `mul`: 24-bit multiply.
        l_mul24 { OP = 4, OP2 = 0, W1_16 = 1 } mods [high: bool @ [46..47] = "high", sign: Us24 @ [47..48]]
            [cdst: McDst, dst: LLDst, src1: Lsw, src2: Lc2w]
            ["mul", cdst, dst, high, sign, src1, src2]
            mul24_l ("mul");
        /// Long 16-bit `sad`: sum of absolute differences.
        l_sad16 { OP = 5, OP2 = 0, L_M1 = 0 } mods [sign: Us16 @ [59..60]]
            [cdst: McDst, dst: LLDst, src1: Lsh, src2: Lc2h, src3: Lc3w]
            ["sad", cdst, dst, sign, src1, src2, src3]
            sad16_l ("sad");
        /// Long 32-bit `sad`: sum of absolute differences.
        l_sad32 { OP = 5, OP2 = 0, L_M1 = 1 } mods [sign: Us32 @ [59..60]]
            [cdst: McDst, dst: LLDst, src1: Lsw, src2: Lc2w, src3: Lc3w]
            ["sad", cdst, dst, sign, src1, src2, src3]
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
        /// Long `interp` (fragment programs): interpolate.
        l_interp if FP { OP = 8 } [dst: LDst, var: LVar] ["interp", dst, var]
            interp_l ("interp") { W1_16_3 = 0 };
        /// Long `interp cent`: interpolate at the centroid.
        l_interp_cent if FP { OP = 8 } [dst: LDst, var: LVar] ["interp", dst, "cent", var]
            interp_cent_l ("interp") { W1_16_3 = 1 };
        /// Long `interp` times a register: interpolate and multiply.
        l_interp_mul if FP { OP = 8 } mods [neg]
            [dst: LDst, var: LVar, src: LSrc] ["interp", dst, var, neg, src]
            interp_mul_l ("interp") { W1_16_3 = 2 };
        /// Long `interp cent` times a register: interpolate at the centroid and multiply.
        l_interp_cent_mul if FP { OP = 8 } mods [neg]
            [dst: LDst, var: LVar, src: LSrc]
            ["interp", dst, "cent", var, neg, src]
            interp_cent_mul_l ("interp") { W1_16_3 = 3 };
        /// Long `interp flat`: flat (not interpolated).
        l_interp_flat if FP { OP = 8 } [dst: LDst, var: LVar] ["interp", dst, "flat", var]
            interp_flat_l ("interp") { W1_16_3 = 4 };
    ]
} }
