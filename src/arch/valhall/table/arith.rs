// Valhall classes, part 3 of 4 (conversions, arithmetic, comparisons and immediates), in table order
// (`table.rs` lists the parts in `classes in [...]`).

crate::isa_classes! { valhall_arith lists {
    // The types of ISA.xml's integer groups, each `suffix = opcode <source types>`.
    ints = [u32 = 0xa0 <S32W>, s32 = 0xa8 <S32W>, v2u16 = 0xa1 <S16W>, v2s16 = 0xa9 <S16W>,
        v4u8 = 0xa2 <S8W>, v4s8 = 0xaa <S8W>],
    ints64 = [u32 = 0xa0 <S32W>, s32 = 0xa8 <S32W>, v2u16 = 0xa1 <S16W>, v2s16 = 0xa9 <S16W>,
        v4u8 = 0xa2 <S8W>, v4s8 = 0xaa <S8W>, u64 = 0x1a3 <S64W>, s64 = 0x1ab <S64W>],
    shifts = [i32 = 0xb4 <S32W, S32N>, v2i16 = 0xb5 <S16W, S16N>, v4i8 = 0xb6 <S8W, S8N>,
        i64 = 0x1b7 <S64W, S64N>],
    floats = [f32 = 0xa4 <F32NaSw>, v2f16 = 0xa5 <F16NaSw>],
    ucmp = [u32 = 0xf0 <S32W, S32>, v2u16 = 0xf1 <S16W, S16>, v4u8 = 0xf2 <S8W, S8>],
    scmp = [s32 = 0xf8 <S32W, S32>, v2s16 = 0xf9 <S16W, S16>, v4s8 = 0xfa <S8W, S8>],
    fcmp = [f32 = 0xf4 <F32NaSw, S32>, v2f16 = 0xf5 <F16NaSw, S16>],
} {
    use cvt [
        /// Float-to-int data conversions; data conversions; floating-point rounding.
        cvt_convert_round<S> { OPCODE = 0x90 } mods [round_mode] [src0: S @ slot(0)]
            * "Float-to-int data conversions." [
                f32_to_s32 ("F32_TO_S32") { OP2_16_5 = 12 } <F32Na> |
                f32_to_u32 ("F32_TO_U32") { OP2_16_5 = 28 } <F32Na> |
                v2f16_to_v2s16 ("V2F16_TO_V2S16") { OP2_16_5 = 14 } <F16NaSw> |
                v2f16_to_v2u16 ("V2F16_TO_V2U16") { OP2_16_5 = 30 } <F16NaSw> |
                f16_to_s32 ("F16_TO_S32") { OP2_16_5 = 10 } <F16NaSw> |
                f16_to_u32 ("F16_TO_U32") { OP2_16_5 = 26 } <F16NaSw>]
            * "Data conversions." [
                v2s16_to_v2f16 ("V2S16_TO_V2F16") { OP2_16_5 = 7 } <S16W> |
                v2u16_to_v2f16 ("V2U16_TO_V2F16") { OP2_16_5 = 23 } <S16W> |
                s32_to_f32 ("S32_TO_F32") { OP2_16_5 = 9 } <S32W> |
                u32_to_f32 ("U32_TO_F32") { OP2_16_5 = 25 } <S32W>]
            * fround ("FROUND") "Floating-point rounding."
                [v2f16 = 0x90 { OP2_16_5 = 15 } <F16NaSw>, f32 = 0x90 { OP2_16_5 = 13 } <F32NaSw>];
        /// Data conversions; register move; count leading zeroes; absolute value.
        cvt_unary<S> [src0: S @ slot(0)]
            /// 16->32 integer data conversions.
            s16_to_s32 ("S16_TO_S32") = 0x90 { OP2_16_5 = 4 } <S16Sw> |
            /// 16->32 integer data conversions.
            s16_to_f32 ("S16_TO_F32") = 0x90 { OP2_16_5 = 5 } <S16Sw> |
            /// 16->32 integer data conversions.
            u16_to_u32 ("U16_TO_U32") = 0x90 { OP2_16_5 = 20 } <S16Sw> |
            /// 16->32 integer data conversions.
            u16_to_f32 ("U16_TO_F32") = 0x90 { OP2_16_5 = 21 } <S16Sw> |
            /// Register move.
            mov_i32 ("MOV.i32") = 0x91 { OP2_16_4 = 0 } <S32>
            * "8-bit to 16-bit data conversions." [
                v2s8_to_v2s16 ("V2S8_TO_V2S16") = 0x90 { OP2_16_5 = 2 } <S8Hs> |
                v2s8_to_v2f16 ("V2S8_TO_V2F16") = 0x90 { OP2_16_5 = 3 } <S8Hs> |
                v2u8_to_v2u16 ("V2U8_TO_V2U16") = 0x90 { OP2_16_5 = 18 } <S8Hs> |
                v2u8_to_v2f16 ("V2U8_TO_V2F16") = 0x90 { OP2_16_5 = 19 } <S8Hs>]
            * clz ("CLZ") "Count leading zeroes." [v2u16 = 0x91 { OP2_16_4 = 5 } <S16Sw>,
                u32 = 0x91 { OP2_16_4 = 4 } <S32>, v4u8 = 0x91 { OP2_16_4 = 6 } <S8>]
            * iabs ("IABS") "Absolute value." [v4s8 = 0x91 { OP2_16_4 = 10 } <S8>,
                s32 = 0x91 { OP2_16_4 = 8 } <S32W>, v2s16 = 0x91 { OP2_16_4 = 9 } <S16W>];
        /// 16-bit float to 32-bit float conversion.
        cvt_f16_to_f32 mods [round_mode] [src0: F16NaL @ slot_lane(0, 28)]
            f16_to_f32 ("F16_TO_F32") = 0x90 { OP2_16_5 = 11 };
        /// `S8_TO_S32` and 3 more: 8-bit to 32-bit data conversions.
        cvt_s8_to_s32 { OPCODE = 0x90 } [src0: S8L @ slot_lane(0, 28)]
            * "8-bit to 32-bit data conversions." [
                s8_to_s32 ("S8_TO_S32") { OP2_16_5 = 0 } |
                s8_to_f32 ("S8_TO_F32") { OP2_16_5 = 1 } |
                u8_to_u32 ("U8_TO_U32") { OP2_16_5 = 16 } |
                u8_to_f32 ("U8_TO_F32") { OP2_16_5 = 17 }];
    ]
    use sfu [
        /// Population count; bitwise reverse; bitwise complement; special function unit.
        sfu_unary<S> [src0: S @ slot(0)]
            popcount_i32 ("POPCOUNT.i32") = 0x91 "Population count." { OP2_16_4 = 12 } <S32> |
            bitrev_i32 ("BITREV.i32") = 0x91 "Bitwise reverse." { OP2_16_4 = 13 } <S32> |
            not_old_i32 ("NOT_OLD.i32") = 0x91 "Bitwise complement." { OP2_16_4 = 14 } <S32>
            * "Special function unit." [
                fsin_table_u6 ("FSIN_TABLE.u6") = 0x9c { OP2_16_4 = 4 } <S32> |
                fcos_table_u6 ("FCOS_TABLE.u6") = 0x9c { OP2_16_4 = 5 } <S32> |
                fsincos_offset_u6 ("FSINCOS_OFFSET.u6") = 0x9c { OP2_16_4 = 6 } <S32> |
                fexp_table_u4 ("FEXP_TABLE.u4") = 0x9c { OP2_16_4 = 13 } <S32> |
                flogd_f32 ("FLOGD.f32") = 0x9c { OP2_16_4 = 8 } <F32NaSw> |
                flog_table_f32 ("FLOG_TABLE.f32") = 0x9c { OP2_16_4 = 12 } <F32NaSw> |
                frcp_approx_f32 ("FRCP_APPROX.f32") = 0x9c { OP2_16_4 = 14 } <F32NaSw> |
                frsq_approx_f32 ("FRSQ_APPROX.f32") = 0x9c { OP2_16_4 = 15 } <F32NaSw>]
            * frcp ("FRCP") "Special function unit."
                [f32 = 0x9c { OP2_16_4 = 0 } <F32NaSw>, f16 = 0x9c { OP2_16_4 = 1 } <F16NaSw>]
            * frsq ("FRSQ") "Special function unit."
                [f32 = 0x9c { OP2_16_4 = 2 } <F32NaSw>, f16 = 0x9c { OP2_16_4 = 3 } <F16NaSw>]
            * fpclass ("FPCLASS") "Special function unit."
                [f32 = 0x9c { OP2_16_4 = 10 } <F32NaSw>, f16 = 0x9c { OP2_16_4 = 11 } <F16NaSw>];
        /// Bitwise complement.
        sfu_not_old_i64 defaults { OP2_16_4 = 14 } [src0: S64 @ slot(0)]
            not_old_i64 ("NOT_OLD.i64") = 0x191;
    ]
    use cvt [
        /// Warp mask.
        cvt_wmask defaults { [36..40] = 3 } mods [subgroup_size]
            [src0: S32 @ slot(0)]
            wmask ("WMASK") = 0x95;
        /// Fraction/exponent extract.
        cvt_frexpm_frexpe_f32_v2f16<S>
            mods [sqrt: bool @ [24..25] = ".sqrt", log: bool @ [25..26] = ".log"]
            [src0: S @ slot(0)]
            * frexpm ("FREXPM")
                [f32 = 0x99 { OP2_16_4 = 0 } <F32Sw>, v2f16 = 0x99 { OP2_16_4 = 1 } <F16Sw>]
            * frexpe ("FREXPE")
                [f32 = 0x99 { OP2_16_4 = 2 } <F32Sw>, v2f16 = 0x99 { OP2_16_4 = 3 } <F16Sw>];
    ]
    use fma [
        /// Floating-point add; floating-point add with logarithm scale.
        fma_fadd_f32_v2f16_lscale<S> mods [clamp]
            [src0: S @ slot(0), src1: S @ slot(1)]
            /// Floating-point add with logarithm scale.
            fadd_lscale_f32 ("FADD_LSCALE.f32") = 0xa4 { OP2_16_4 = 9 } <F32Na>
            * fadd ("FADD") "Floating-point add." { OP2_16_4 = 0 } $floats;
    ]
    use cvt [
        /// Floating-point minimum; floating-point maximum.
        cvt_fmin_fmax_f32_v2f16<S> mods [clamp]
            [src0: S @ slot(0), src1: S @ slot(1)]
            * fmin ("FMIN") "Floating-point minimum." { OP2_16_4 = 2 } $floats
            * fmax ("FMAX") "Floating-point maximum." { OP2_16_4 = 3 } $floats;
        /// Vectorized floating-point conversion.
        cvt_v2f32_to_v2f16 mods [clamp, round_mode]
            [src0: F16Na @ slot(0), src1: F16Na @ slot(1)]
            v2f32_to_v2f16 ("V2F32_TO_V2F16") = 0xa5 { OP2_16_4 = 4 };
    ]
    use fma [
        /// Floating-point rescaling.
        fma_ldexp_f32_v2f16<S, T> mods [round_mode]
            [src0: S @ slot(0), src1: T @ slot(1)]
            * ldexp ("LDEXP") { OP2_16_4 = 6 }
                [f32 = 0xa4 <F32NaSw, S32>, v2f16 = 0xa5 <F16NaSw, S16>];
    ]
    use sfu [
        /// Floating-point exponent.
        sfu_fexp_f32 mods [clamp] [src0: S32 @ slot(0), src1: F32Na @ slot(1)]
            fexp_f32 ("FEXP.f32") = 0xa4 { OP2_16_4 = 8 };
        /// ATAN calculation helper.
        sfu_fatan_assist_f32 mods [second: bool @ [24..25] = ".second"]
            [src0: S32 @ slot(0), src1: S32 @ slot(1)]
            fatan_assist_f32 ("FATAN_ASSIST.f32") = 0xa4 { OP2_16_4 = 14 };
    ]
    use cvt [
        /// Integer addition; integer subtract.
        cvt_iadd_isub<S> mods [saturate] [src0: S @ slot(0), src1: S @ slot(1)]
            * iadd ("IADD") "Integer addition." { OP2_16_4 = 0 } $ints64
            * isub ("ISUB") "Integer subtract." { OP2_16_4 = 1 } $ints64;
        /// Make 16-bit vector.
        cvt_mkvec_v2i16 [src0: S16Sw @ slot(0), src1: S16Sw @ slot(1)]
            mkvec_v2i16 ("MKVEC.v2i16") = 0xa1 { OP2_16_4 = 5 };
        /// Segment addition.
        cvt_seg_add_u64
            mods [neg: bool @ [38..39] = ".neg", preserve_null: bool @ [39..40] = ".preserve_null"]
            [src0: S64 @ slot(0), src1: S64W @ slot(1)]
            seg_add_u64 ("SEG_ADD.u64") = 0x1a3 { OP2_16_4 = 6 };
        /// `SHADDX.u64` and 1 more: Shift, extend, and 64-bit add.
        cvt_shaddx_u64 [src0: S64 @ slot(0), src1: S64W @ slot(1), shift: Shift3]
            * shaddx ("SHADDX") "Shift, extend, and 64-bit add." { OP2_16_4 = 7 }
                [u64 = 0x1a3, s64 = 0x1ab];
    ]
    use sfu [
        /// Integer multiply.
        sfu_imul<S> mods [saturate] [src0: S @ slot(0), src1: S @ slot(1)]
            imuld_u64 ("IMULD.u64") = 0x1a3 { OP2_16_4 = 10 } <S64W>
            * imul ("IMUL") { OP2_16_4 = 10 } [i32 = 0xa0 <S32W>, s32 = 0xa8 <S32W>,
                v2i16 = 0xa1 <S16W>, v2s16 = 0xa9 <S16W>, v4i8 = 0xa2 <S8W>, v4s8 = 0xaa <S8W>];
    ]
    use cvt [
        /// Integer half-add.
        cvt_hadd<S> mods [rhadd: bool @ [30..31] = ".rhadd"]
            [src0: S @ slot(0), src1: S @ slot(1)]
            * hadd ("HADD") { OP2_16_4 = 11 } $ints;
    ]
    use sfu [
        /// Cross-lane permute.
        sfu_clper<S, T> defaults { [36..40] = 3 }
            mods [subgroup_size, lane_operation, inactive_result]
            [src0: S @ slot(0), src1: T @ slot(1)]
            * clper ("CLPER") { OP2_16_4 = 15 } [i32 = 0xa0 <S32, S32W>, s32 = 0xa8 <S32, S32W>,
                v2u16 = 0xa1 <S16, S16W>, v2s16 = 0xa9 <S16, S16W>, v4u8 = 0xa2 <S8, S8W>,
                v4s8 = 0xaa <S8, S8W>, u64 = 0x1a3 <S64, S64W>, s64 = 0x1ab <S64, S64W>];
    ]
    use fma [
        /// Fused floating-point multiply add.
        fma_fma_f32_v2f16<S> mods [clamp]
            [src0: S @ slot(0), src1: S @ slot(1), src2: S @ slot(2)]
            * fma ("FMA") [f32 = 0xb2 <F32NaSw>, v2f16 = 0xb3 <F16NaSw>];
    ]
    use sfu [
        /// Left shift and bitwise AND; left shift and bitwise OR; left shift and bitwise XOR.
        sfu_lshift_logic<S, T> { LEFT = 1 } mods [not_result]
            [src0: S @ slot(0), src1: S8Ls @ slot(1), src2: T @ slot(2)]
            * lshift_and ("LSHIFT_AND") "Left shift and bitwise AND." { OP2_24_2 = 0 } $shifts
            * lshift_or ("LSHIFT_OR") "Left shift and bitwise OR." { OP2_24_2 = 1 } $shifts
            * lshift_xor ("LSHIFT_XOR") "Left shift and bitwise XOR." { OP2_24_2 = 2 } $shifts;
        /// Right shift and bitwise AND; right shift and bitwise OR; right shift and bitwise XOR.
        sfu_rshift_logic<S, T> { LEFT = 0 } mods [signed: bool @ [34..35] = ".signed", not_result]
            [src0: S @ slot(0), src1: S8Ls @ slot(1), src2: T @ slot(2)]
            * rshift_and ("RSHIFT_AND") "Right shift and bitwise AND." { OP2_24_2 = 0 } $shifts
            * rshift_or ("RSHIFT_OR") "Right shift and bitwise OR." { OP2_24_2 = 1 } $shifts
            * rshift_xor ("RSHIFT_XOR") "Right shift and bitwise XOR." { OP2_24_2 = 2 } $shifts;
        /// Mux.
        sfu_mux_i32_v2i16_v4i8<S> defaults { [32..34] = 1 } mods [mux: Mux @ [32..34]]
            [src0: S @ slot(0), src1: S @ slot(1), src2: S @ slot(2)]
            * mux ("MUX") [i32 = 0xb8 <S32>, v2i16 = 0xb9 <S16Sw>, v4i8 = 0xba <S8>];
        /// Cube S-coordinate select; cube map transform step 1.
        sfu_cube_ssel_cubeface1<S> [src0: F32Na @ slot(0), src1: F32Na @ slot(1), src2: S @ slot(2)]
            /// Cube S-coordinate select.
            cube_ssel ("CUBE_SSEL") = 0xbc { OP2_24_4 = 0 } <S32> |
            /// Cube T-coordinate select.
            cube_tsel ("CUBE_TSEL") = 0xbc { OP2_24_4 = 1 } <S32> |
            /// Cube map transform step 1.
            cubeface1 ("CUBEFACE1") = 0xc0 <F32Na> |
            /// Cube map transform step 2.
            cubeface2_v9 ("CUBEFACE2_V9") = 0xc1 <F32Na>;
    ]
    use cvt [
        /// Make 8-bit vector.
        cvt_mkvec_v2i8 [src0: S8L @ slot(0), src1: S8L @ slot(1), src2: S8 @ slot(2)]
            mkvec_v2i8 ("MKVEC.v2i8") = 0xbd;
    ]
    use fma [
        /// `IDP.v4s8` and 1 more: 8-bit dot product.
        fma_idp_v4s8 mods [saturate]
            [src0: S8 @ slot(0), src1: S8 @ slot(1), src2: S8 @ slot(2)]
            * idp ("IDP") "8-bit dot product."
                [v4s8 = 0xc2 { OP2_24_4 = 0 }, v4u8 = 0xc2 { OP2_24_4 = 1 }];
    ]
    use cvt [
        /// Unsigned, signed and floating-point compares.
        cvt_cmp<S, T> mods [condition, result_type]
            [src0: S @ slot(0), src1: S @ slot(1), src2: T @ slot(2)]
            * icmp_or ("ICMP_OR") "Unsigned integer compare." { OP2_24_2 = 0 } $ucmp
            * icmp_and ("ICMP_AND") "Unsigned integer compare." { OP2_24_2 = 1 } $ucmp
            * icmp_or ("ICMP_OR") "Signed integer compare." { OP2_24_2 = 0 } $scmp
            * icmp_and ("ICMP_AND") "Signed integer compare." { OP2_24_2 = 1 } $scmp
            * icmp_multi ("ICMP_MULTI") "Integer compare." { OP2_24_2 = 2 }
                [u32 = 0xf0 <S32W, S32>, s32 = 0xf8 <S32W, S32>]
            * fcmp_or ("FCMP_OR") "Floating-point compare." { OP2_24_2 = 0 } $fcmp
            * fcmp_and ("FCMP_AND") "Floating-point compare." { OP2_24_2 = 1 } $fcmp;
        /// Integer addition with immediate.
        cvt_iadd_imm_i32_v2i16_v4i8<S> [src0: S @ slot(0), constant: Constant]
            * iadd_imm ("IADD_IMM") [i32 = 0x110 <S32>, v2i16 = 0x111 <S16>, v4i8 = 0x112 <S8>];
    ]
    use fma [
        /// Floating-point addition with immediate.
        fma_fadd_imm_f32_v2f16<S> [src0: S @ slot(0), constant: Constant]
            * fadd_imm ("FADD_IMM") [f32 = 0x114 <S32>, v2f16 = 0x115 <F16>];
    ]
} }
