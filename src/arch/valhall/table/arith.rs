// Valhall classes, part 3 of 4 (conversions, arithmetic, comparisons and immediates), in table order
// (`table.rs` lists the parts in `classes in [...]`).

crate::isa_classes! { valhall_arith {
    use cvt [
        /// Data conversions; float-to-int data conversions; float-to-int data conversions; floating-point rounding; floating-point rounding.
        cvt_convert_round<S> mods [round_mode]
            [src0: S @ slot(0)]
            /// Data conversions.
            v2s16_to_v2f16 ("V2S16_TO_V2F16") = 0x90 { OP2_16_5 = 7 } <S16W> |
            /// Data conversions.
            v2u16_to_v2f16 ("V2U16_TO_V2F16") = 0x90 { OP2_16_5 = 23 } <S16W> |
            /// Data conversions.
            s32_to_f32 ("S32_TO_F32") = 0x90 { OP2_16_5 = 9 } <S32W> |
            /// Data conversions.
            u32_to_f32 ("U32_TO_F32") = 0x90 { OP2_16_5 = 25 } <S32W> |
            /// Float-to-int data conversions.
            f32_to_s32 ("F32_TO_S32") = 0x90 { OP2_16_5 = 12 } <F32Na> |
            /// Float-to-int data conversions.
            f32_to_u32 ("F32_TO_U32") = 0x90 { OP2_16_5 = 28 } <F32Na> |
            /// Float-to-int data conversions.
            v2f16_to_v2s16 ("V2F16_TO_V2S16") = 0x90 { OP2_16_5 = 14 } <F16NaSw> |
            /// Float-to-int data conversions.
            v2f16_to_v2u16 ("V2F16_TO_V2U16") = 0x90 { OP2_16_5 = 30 } <F16NaSw> |
            /// Float-to-int data conversions.
            f16_to_s32 ("F16_TO_S32") = 0x90 { OP2_16_5 = 10 } <F16NaSw> |
            /// Float-to-int data conversions.
            f16_to_u32 ("F16_TO_U32") = 0x90 { OP2_16_5 = 26 } <F16NaSw> |
            /// Floating-point rounding.
            fround_v2f16 ("FROUND.v2f16") = 0x90 { OP2_16_5 = 15 } <F16NaSw> |
            /// Floating-point rounding.
            fround_f32 ("FROUND.f32") = 0x90 { OP2_16_5 = 13 } <F32NaSw>;
        /// 16->32 integer data conversions; count leading zeroes; 8-bit to 16-bit data conversions; register move; count leading zeroes; absolute value; absolute value.
        cvt_unary<S> [src0: S @ slot(0)]
            /// 16->32 integer data conversions.
            s16_to_s32 ("S16_TO_S32") = 0x90 { OP2_16_5 = 4 } <S16Sw> |
            /// 16->32 integer data conversions.
            s16_to_f32 ("S16_TO_F32") = 0x90 { OP2_16_5 = 5 } <S16Sw> |
            /// 16->32 integer data conversions.
            u16_to_u32 ("U16_TO_U32") = 0x90 { OP2_16_5 = 20 } <S16Sw> |
            /// 16->32 integer data conversions.
            u16_to_f32 ("U16_TO_F32") = 0x90 { OP2_16_5 = 21 } <S16Sw> |
            /// Count leading zeroes.
            clz_v2u16 ("CLZ.v2u16") = 0x91 { OP2_16_4 = 5 } <S16Sw> |
            /// 8-bit to 16-bit data conversions.
            v2s8_to_v2s16 ("V2S8_TO_V2S16") = 0x90 { OP2_16_5 = 2 } <S8Hs> |
            /// 8-bit to 16-bit data conversions.
            v2s8_to_v2f16 ("V2S8_TO_V2F16") = 0x90 { OP2_16_5 = 3 } <S8Hs> |
            /// 8-bit to 16-bit data conversions.
            v2u8_to_v2u16 ("V2U8_TO_V2U16") = 0x90 { OP2_16_5 = 18 } <S8Hs> |
            /// 8-bit to 16-bit data conversions.
            v2u8_to_v2f16 ("V2U8_TO_V2F16") = 0x90 { OP2_16_5 = 19 } <S8Hs> |
            /// Register move.
            mov_i32 ("MOV.i32") = 0x91 { OP2_16_4 = 0 } <S32> |
            /// Count leading zeroes.
            clz_u32 ("CLZ.u32") = 0x91 { OP2_16_4 = 4 } <S32> |
            /// Count leading zeroes.
            clz_v4u8 ("CLZ.v4u8") = 0x91 { OP2_16_4 = 6 } <S8> |
            /// Absolute value.
            iabs_v4s8 ("IABS.v4s8") = 0x91 { OP2_16_4 = 10 } <S8> |
            /// Absolute value.
            iabs_s32 ("IABS.s32") = 0x91 { OP2_16_4 = 8 } <S32W> |
            /// Absolute value.
            iabs_v2s16 ("IABS.v2s16") = 0x91 { OP2_16_4 = 9 } <S16W>;
        /// 16-bit float to 32-bit float conversion.
        cvt_f16_to_f32 mods [round_mode] [src0: F16NaL @ slot_lane(0, 28)]
            f16_to_f32 ("F16_TO_F32") = 0x90 { OP2_16_5 = 11 };
        /// `S8_TO_S32` and 3 more: 8-bit to 32-bit data conversions.
        cvt_s8_to_s32 [src0: S8L @ slot_lane(0, 28)]
            /// 8-bit to 32-bit data conversions.
            s8_to_s32 ("S8_TO_S32") = 0x90 { OP2_16_5 = 0 } |
            /// 8-bit to 32-bit data conversions.
            s8_to_f32 ("S8_TO_F32") = 0x90 { OP2_16_5 = 1 } |
            /// 8-bit to 32-bit data conversions.
            u8_to_u32 ("U8_TO_U32") = 0x90 { OP2_16_5 = 16 } |
            /// 8-bit to 32-bit data conversions.
            u8_to_f32 ("U8_TO_F32") = 0x90 { OP2_16_5 = 17 };
    ]
    use sfu [
        /// Population count; special function unit; special function unit.
        sfu_unary<S> [src0: S @ slot(0)]
            /// Population count.
            popcount_i32 ("POPCOUNT.i32") = 0x91 { OP2_16_4 = 12 } <S32> |
            /// Bitwise reverse.
            bitrev_i32 ("BITREV.i32") = 0x91 { OP2_16_4 = 13 } <S32> |
            /// Bitwise complement.
            not_old_i32 ("NOT_OLD.i32") = 0x91 { OP2_16_4 = 14 } <S32> |
            /// Special function unit.
            fsin_table_u6 ("FSIN_TABLE.u6") = 0x9c { OP2_16_4 = 4 } <S32> |
            /// Special function unit.
            fcos_table_u6 ("FCOS_TABLE.u6") = 0x9c { OP2_16_4 = 5 } <S32> |
            /// Special function unit.
            fsincos_offset_u6 ("FSINCOS_OFFSET.u6") = 0x9c { OP2_16_4 = 6 } <S32> |
            /// Special function unit.
            fexp_table_u4 ("FEXP_TABLE.u4") = 0x9c { OP2_16_4 = 13 } <S32> |
            /// Special function unit.
            frcp_f32 ("FRCP.f32") = 0x9c { OP2_16_4 = 0 } <F32NaSw> |
            /// Special function unit.
            frsq_f32 ("FRSQ.f32") = 0x9c { OP2_16_4 = 2 } <F32NaSw> |
            /// Special function unit.
            flogd_f32 ("FLOGD.f32") = 0x9c { OP2_16_4 = 8 } <F32NaSw> |
            /// Special function unit.
            fpclass_f32 ("FPCLASS.f32") = 0x9c { OP2_16_4 = 10 } <F32NaSw> |
            /// Special function unit.
            flog_table_f32 ("FLOG_TABLE.f32") = 0x9c { OP2_16_4 = 12 } <F32NaSw> |
            /// Special function unit.
            frcp_approx_f32 ("FRCP_APPROX.f32") = 0x9c { OP2_16_4 = 14 } <F32NaSw> |
            /// Special function unit.
            frsq_approx_f32 ("FRSQ_APPROX.f32") = 0x9c { OP2_16_4 = 15 } <F32NaSw> |
            /// Special function unit.
            frcp_f16 ("FRCP.f16") = 0x9c { OP2_16_4 = 1 } <F16NaSw> |
            /// Special function unit.
            frsq_f16 ("FRSQ.f16") = 0x9c { OP2_16_4 = 3 } <F16NaSw> |
            /// Special function unit.
            fpclass_f16 ("FPCLASS.f16") = 0x9c { OP2_16_4 = 11 } <F16NaSw>;
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
            frexpm_f32 ("FREXPM.f32") = 0x99 { OP2_16_4 = 0 } <F32Sw> |
            frexpe_f32 ("FREXPE.f32") = 0x99 { OP2_16_4 = 2 } <F32Sw> |
            frexpm_v2f16 ("FREXPM.v2f16") = 0x99 { OP2_16_4 = 1 } <F16Sw> |
            frexpe_v2f16 ("FREXPE.v2f16") = 0x99 { OP2_16_4 = 3 } <F16Sw>;
    ]
    use fma [
        /// Floating-point add; floating-point add with logarithm scale.
        fma_fadd_f32_v2f16_lscale<S> mods [clamp]
            [src0: S @ slot(0), src1: S @ slot(1)]
            /// Floating-point add.
            fadd_f32 ("FADD.f32") = 0xa4 { OP2_16_4 = 0 } <F32NaSw> |
            /// Floating-point add.
            fadd_v2f16 ("FADD.v2f16") = 0xa5 { OP2_16_4 = 0 } <F16NaSw> |
            /// Floating-point add with logarithm scale.
            fadd_lscale_f32 ("FADD_LSCALE.f32") = 0xa4 { OP2_16_4 = 9 } <F32Na>;
    ]
    use cvt [
        /// Floating-point minimum; floating-point maximum.
        cvt_fmin_fmax_f32_v2f16<S> mods [clamp]
            [src0: S @ slot(0), src1: S @ slot(1)]
            /// Floating-point minimum.
            fmin_f32 ("FMIN.f32") = 0xa4 { OP2_16_4 = 2 } <F32NaSw> |
            /// Floating-point maximum.
            fmax_f32 ("FMAX.f32") = 0xa4 { OP2_16_4 = 3 } <F32NaSw> |
            /// Floating-point minimum.
            fmin_v2f16 ("FMIN.v2f16") = 0xa5 { OP2_16_4 = 2 } <F16NaSw> |
            /// Floating-point maximum.
            fmax_v2f16 ("FMAX.v2f16") = 0xa5 { OP2_16_4 = 3 } <F16NaSw>;
        /// Vectorized floating-point conversion.
        cvt_v2f32_to_v2f16 mods [clamp, round_mode]
            [src0: F16Na @ slot(0), src1: F16Na @ slot(1)]
            v2f32_to_v2f16 ("V2F32_TO_V2F16") = 0xa5 { OP2_16_4 = 4 };
    ]
    use fma [
        /// Floating-point rescaling.
        fma_ldexp_f32_v2f16<S, T> mods [round_mode]
            [src0: S @ slot(0), src1: T @ slot(1)]
            ldexp_f32 ("LDEXP.f32") = 0xa4 { OP2_16_4 = 6 } <F32NaSw, S32> |
            ldexp_v2f16 ("LDEXP.v2f16") = 0xa5 { OP2_16_4 = 6 } <F16NaSw, S16>;
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
            /// Integer addition.
            iadd_u32 ("IADD.u32") = 0xa0 { OP2_16_4 = 0 } <S32W> |
            /// Integer addition.
            iadd_s32 ("IADD.s32") = 0xa8 { OP2_16_4 = 0 } <S32W> |
            /// Integer subtract.
            isub_u32 ("ISUB.u32") = 0xa0 { OP2_16_4 = 1 } <S32W> |
            /// Integer subtract.
            isub_s32 ("ISUB.s32") = 0xa8 { OP2_16_4 = 1 } <S32W> |
            /// Integer addition.
            iadd_v2u16 ("IADD.v2u16") = 0xa1 { OP2_16_4 = 0 } <S16W> |
            /// Integer addition.
            iadd_v2s16 ("IADD.v2s16") = 0xa9 { OP2_16_4 = 0 } <S16W> |
            /// Integer subtract.
            isub_v2u16 ("ISUB.v2u16") = 0xa1 { OP2_16_4 = 1 } <S16W> |
            /// Integer subtract.
            isub_v2s16 ("ISUB.v2s16") = 0xa9 { OP2_16_4 = 1 } <S16W> |
            /// Integer addition.
            iadd_v4u8 ("IADD.v4u8") = 0xa2 { OP2_16_4 = 0 } <S8W> |
            /// Integer addition.
            iadd_v4s8 ("IADD.v4s8") = 0xaa { OP2_16_4 = 0 } <S8W> |
            /// Integer subtract.
            isub_v4u8 ("ISUB.v4u8") = 0xa2 { OP2_16_4 = 1 } <S8W> |
            /// Integer subtract.
            isub_v4s8 ("ISUB.v4s8") = 0xaa { OP2_16_4 = 1 } <S8W> |
            /// Integer addition.
            iadd_u64 ("IADD.u64") = 0x1a3 { OP2_16_4 = 0 } <S64W> |
            /// Integer addition.
            iadd_s64 ("IADD.s64") = 0x1ab { OP2_16_4 = 0 } <S64W> |
            /// Integer subtract.
            isub_u64 ("ISUB.u64") = 0x1a3 { OP2_16_4 = 1 } <S64W> |
            /// Integer subtract.
            isub_s64 ("ISUB.s64") = 0x1ab { OP2_16_4 = 1 } <S64W>;
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
            /// Shift, extend, and 64-bit add.
            shaddx_u64 ("SHADDX.u64") = 0x1a3 { OP2_16_4 = 7 } |
            /// Shift, extend, and 64-bit add.
            shaddx_s64 ("SHADDX.s64") = 0x1ab { OP2_16_4 = 7 };
    ]
    use sfu [
        /// Integer multiply.
        sfu_imul<S> mods [saturate] [src0: S @ slot(0), src1: S @ slot(1)]
            imul_i32 ("IMUL.i32") = 0xa0 { OP2_16_4 = 10 } <S32W> |
            imul_s32 ("IMUL.s32") = 0xa8 { OP2_16_4 = 10 } <S32W> |
            imul_v2i16 ("IMUL.v2i16") = 0xa1 { OP2_16_4 = 10 } <S16W> |
            imul_v2s16 ("IMUL.v2s16") = 0xa9 { OP2_16_4 = 10 } <S16W> |
            imul_v4i8 ("IMUL.v4i8") = 0xa2 { OP2_16_4 = 10 } <S8W> |
            imul_v4s8 ("IMUL.v4s8") = 0xaa { OP2_16_4 = 10 } <S8W> |
            imuld_u64 ("IMULD.u64") = 0x1a3 { OP2_16_4 = 10 } <S64W>;
    ]
    use cvt [
        /// Integer half-add.
        cvt_hadd<S> mods [rhadd: bool @ [30..31] = ".rhadd"]
            [src0: S @ slot(0), src1: S @ slot(1)]
            hadd_u32 ("HADD.u32") = 0xa0 { OP2_16_4 = 11 } <S32W> |
            hadd_s32 ("HADD.s32") = 0xa8 { OP2_16_4 = 11 } <S32W> |
            hadd_v2u16 ("HADD.v2u16") = 0xa1 { OP2_16_4 = 11 } <S16W> |
            hadd_v2s16 ("HADD.v2s16") = 0xa9 { OP2_16_4 = 11 } <S16W> |
            hadd_v4u8 ("HADD.v4u8") = 0xa2 { OP2_16_4 = 11 } <S8W> |
            hadd_v4s8 ("HADD.v4s8") = 0xaa { OP2_16_4 = 11 } <S8W>;
    ]
    use sfu [
        /// Cross-lane permute.
        sfu_clper<S, T> defaults { [36..40] = 3 }
            mods [subgroup_size, lane_operation, inactive_result]
            [src0: S @ slot(0), src1: T @ slot(1)]
            clper_i32 ("CLPER.i32") = 0xa0 { OP2_16_4 = 15 } <S32, S32W> |
            clper_s32 ("CLPER.s32") = 0xa8 { OP2_16_4 = 15 } <S32, S32W> |
            clper_v2u16 ("CLPER.v2u16") = 0xa1 { OP2_16_4 = 15 } <S16, S16W> |
            clper_v2s16 ("CLPER.v2s16") = 0xa9 { OP2_16_4 = 15 } <S16, S16W> |
            clper_v4u8 ("CLPER.v4u8") = 0xa2 { OP2_16_4 = 15 } <S8, S8W> |
            clper_v4s8 ("CLPER.v4s8") = 0xaa { OP2_16_4 = 15 } <S8, S8W> |
            clper_u64 ("CLPER.u64") = 0x1a3 { OP2_16_4 = 15 } <S64, S64W> |
            clper_s64 ("CLPER.s64") = 0x1ab { OP2_16_4 = 15 } <S64, S64W>;
    ]
    use fma [
        /// Fused floating-point multiply add.
        fma_fma_f32_v2f16<S> mods [clamp]
            [src0: S @ slot(0), src1: S @ slot(1), src2: S @ slot(2)]
            fma_f32 ("FMA.f32") = 0xb2 <F32NaSw> |
            fma_v2f16 ("FMA.v2f16") = 0xb3 <F16NaSw>;
    ]
    use sfu [
        /// Left shift and bitwise AND; left shift and bitwise OR; left shift and bitwise XOR.
        sfu_lshift_logic<S, T> mods [not_result]
            [src0: S @ slot(0), src1: S8Ls @ slot(1), src2: T @ slot(2)]
            /// Left shift and bitwise AND.
            lshift_and_i32 ("LSHIFT_AND.i32") = 0xb4 { OP2_24_2 = 0, LEFT = 1 } <S32W, S32N> |
            /// Left shift and bitwise OR.
            lshift_or_i32 ("LSHIFT_OR.i32") = 0xb4 { OP2_24_2 = 1, LEFT = 1 } <S32W, S32N> |
            /// Left shift and bitwise XOR.
            lshift_xor_i32 ("LSHIFT_XOR.i32") = 0xb4 { OP2_24_2 = 2, LEFT = 1 } <S32W, S32N> |
            /// Left shift and bitwise AND.
            lshift_and_v2i16 ("LSHIFT_AND.v2i16") = 0xb5 { OP2_24_2 = 0, LEFT = 1 } <S16W, S16N> |
            /// Left shift and bitwise OR.
            lshift_or_v2i16 ("LSHIFT_OR.v2i16") = 0xb5 { OP2_24_2 = 1, LEFT = 1 } <S16W, S16N> |
            /// Left shift and bitwise XOR.
            lshift_xor_v2i16 ("LSHIFT_XOR.v2i16") = 0xb5 { OP2_24_2 = 2, LEFT = 1 } <S16W, S16N> |
            /// Left shift and bitwise AND.
            lshift_and_v4i8 ("LSHIFT_AND.v4i8") = 0xb6 { OP2_24_2 = 0, LEFT = 1 } <S8W, S8N> |
            /// Left shift and bitwise OR.
            lshift_or_v4i8 ("LSHIFT_OR.v4i8") = 0xb6 { OP2_24_2 = 1, LEFT = 1 } <S8W, S8N> |
            /// Left shift and bitwise XOR.
            lshift_xor_v4i8 ("LSHIFT_XOR.v4i8") = 0xb6 { OP2_24_2 = 2, LEFT = 1 } <S8W, S8N> |
            /// Left shift and bitwise AND.
            lshift_and_i64 ("LSHIFT_AND.i64") = 0x1b7 { OP2_24_2 = 0, LEFT = 1 } <S64W, S64N> |
            /// Left shift and bitwise OR.
            lshift_or_i64 ("LSHIFT_OR.i64") = 0x1b7 { OP2_24_2 = 1, LEFT = 1 } <S64W, S64N> |
            /// Left shift and bitwise XOR.
            lshift_xor_i64 ("LSHIFT_XOR.i64") = 0x1b7 { OP2_24_2 = 2, LEFT = 1 } <S64W, S64N>;
        /// Right shift and bitwise AND; right shift and bitwise OR; right shift and bitwise XOR.
        sfu_rshift_logic<S, T> mods [signed: bool @ [34..35] = ".signed", not_result]
            [src0: S @ slot(0), src1: S8Ls @ slot(1), src2: T @ slot(2)]
            /// Right shift and bitwise AND.
            rshift_and_i32 ("RSHIFT_AND.i32") = 0xb4 { OP2_24_2 = 0, LEFT = 0 } <S32W, S32N> |
            /// Right shift and bitwise OR.
            rshift_or_i32 ("RSHIFT_OR.i32") = 0xb4 { OP2_24_2 = 1, LEFT = 0 } <S32W, S32N> |
            /// Right shift and bitwise XOR.
            rshift_xor_i32 ("RSHIFT_XOR.i32") = 0xb4 { OP2_24_2 = 2, LEFT = 0 } <S32W, S32N> |
            /// Right shift and bitwise AND.
            rshift_and_v2i16 ("RSHIFT_AND.v2i16") = 0xb5 { OP2_24_2 = 0, LEFT = 0 } <S16W, S16N> |
            /// Right shift and bitwise OR.
            rshift_or_v2i16 ("RSHIFT_OR.v2i16") = 0xb5 { OP2_24_2 = 1, LEFT = 0 } <S16W, S16N> |
            /// Right shift and bitwise XOR.
            rshift_xor_v2i16 ("RSHIFT_XOR.v2i16") = 0xb5 { OP2_24_2 = 2, LEFT = 0 } <S16W, S16N> |
            /// Right shift and bitwise AND.
            rshift_and_v4i8 ("RSHIFT_AND.v4i8") = 0xb6 { OP2_24_2 = 0, LEFT = 0 } <S8W, S8N> |
            /// Right shift and bitwise OR.
            rshift_or_v4i8 ("RSHIFT_OR.v4i8") = 0xb6 { OP2_24_2 = 1, LEFT = 0 } <S8W, S8N> |
            /// Right shift and bitwise XOR.
            rshift_xor_v4i8 ("RSHIFT_XOR.v4i8") = 0xb6 { OP2_24_2 = 2, LEFT = 0 } <S8W, S8N> |
            /// Right shift and bitwise AND.
            rshift_and_i64 ("RSHIFT_AND.i64") = 0x1b7 { OP2_24_2 = 0, LEFT = 0 } <S64W, S64N> |
            /// Right shift and bitwise OR.
            rshift_or_i64 ("RSHIFT_OR.i64") = 0x1b7 { OP2_24_2 = 1, LEFT = 0 } <S64W, S64N> |
            /// Right shift and bitwise XOR.
            rshift_xor_i64 ("RSHIFT_XOR.i64") = 0x1b7 { OP2_24_2 = 2, LEFT = 0 } <S64W, S64N>;
        /// Mux.
        sfu_mux_i32_v2i16_v4i8<S> defaults { [32..34] = 1 } mods [mux: Mux @ [32..34]]
            [src0: S @ slot(0), src1: S @ slot(1), src2: S @ slot(2)]
            mux_i32 ("MUX.i32") = 0xb8 <S32> |
            mux_v2i16 ("MUX.v2i16") = 0xb9 <S16Sw> |
            mux_v4i8 ("MUX.v4i8") = 0xba <S8>;
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
            /// 8-bit dot product.
            idp_v4s8 ("IDP.v4s8") = 0xc2 { OP2_24_4 = 0 } |
            /// 8-bit dot product.
            idp_v4u8 ("IDP.v4u8") = 0xc2 { OP2_24_4 = 1 };
    ]
    use cvt [
        /// Unsigned integer compare; signed integer compare; integer compare; unsigned integer compare; signed integer compare; floating-point compare.
        cvt_cmp<S, T> mods [condition, result_type]
            [src0: S @ slot(0), src1: S @ slot(1), src2: T @ slot(2)]
            /// Unsigned integer compare.
            icmp_or_u32 ("ICMP_OR.u32") = 0xf0 { OP2_24_2 = 0 } <S32W, S32> |
            /// Unsigned integer compare.
            icmp_and_u32 ("ICMP_AND.u32") = 0xf0 { OP2_24_2 = 1 } <S32W, S32> |
            /// Signed integer compare.
            icmp_or_s32 ("ICMP_OR.s32") = 0xf8 { OP2_24_2 = 0 } <S32W, S32> |
            /// Signed integer compare.
            icmp_and_s32 ("ICMP_AND.s32") = 0xf8 { OP2_24_2 = 1 } <S32W, S32> |
            /// Integer compare.
            icmp_multi_u32 ("ICMP_MULTI.u32") = 0xf0 { OP2_24_2 = 2 } <S32W, S32> |
            /// Integer compare.
            icmp_multi_s32 ("ICMP_MULTI.s32") = 0xf8 { OP2_24_2 = 2 } <S32W, S32> |
            /// Unsigned integer compare.
            icmp_or_v2u16 ("ICMP_OR.v2u16") = 0xf1 { OP2_24_2 = 0 } <S16W, S16> |
            /// Unsigned integer compare.
            icmp_and_v2u16 ("ICMP_AND.v2u16") = 0xf1 { OP2_24_2 = 1 } <S16W, S16> |
            /// Signed integer compare.
            icmp_or_v2s16 ("ICMP_OR.v2s16") = 0xf9 { OP2_24_2 = 0 } <S16W, S16> |
            /// Signed integer compare.
            icmp_and_v2s16 ("ICMP_AND.v2s16") = 0xf9 { OP2_24_2 = 1 } <S16W, S16> |
            /// Unsigned integer compare.
            icmp_or_v4u8 ("ICMP_OR.v4u8") = 0xf2 { OP2_24_2 = 0 } <S8W, S8> |
            /// Unsigned integer compare.
            icmp_and_v4u8 ("ICMP_AND.v4u8") = 0xf2 { OP2_24_2 = 1 } <S8W, S8> |
            /// Signed integer compare.
            icmp_or_v4s8 ("ICMP_OR.v4s8") = 0xfa { OP2_24_2 = 0 } <S8W, S8> |
            /// Signed integer compare.
            icmp_and_v4s8 ("ICMP_AND.v4s8") = 0xfa { OP2_24_2 = 1 } <S8W, S8> |
            /// Floating-point compare.
            fcmp_or_f32 ("FCMP_OR.f32") = 0xf4 { OP2_24_2 = 0 } <F32NaSw, S32> |
            /// Floating-point compare.
            fcmp_and_f32 ("FCMP_AND.f32") = 0xf4 { OP2_24_2 = 1 } <F32NaSw, S32> |
            /// Floating-point compare.
            fcmp_or_v2f16 ("FCMP_OR.v2f16") = 0xf5 { OP2_24_2 = 0 } <F16NaSw, S16> |
            /// Floating-point compare.
            fcmp_and_v2f16 ("FCMP_AND.v2f16") = 0xf5 { OP2_24_2 = 1 } <F16NaSw, S16>;
        /// Integer addition with immediate.
        cvt_iadd_imm_i32_v2i16_v4i8<S> [src0: S @ slot(0), constant: Constant]
            iadd_imm_i32 ("IADD_IMM.i32") = 0x110 <S32> |
            iadd_imm_v2i16 ("IADD_IMM.v2i16") = 0x111 <S16> |
            iadd_imm_v4i8 ("IADD_IMM.v4i8") = 0x112 <S8>;
    ]
    use fma [
        /// Floating-point addition with immediate.
        fma_fadd_imm_f32_v2f16<S> [src0: S @ slot(0), constant: Constant]
            fadd_imm_f32 ("FADD_IMM.f32") = 0x114 <S32> |
            fadd_imm_v2f16 ("FADD_IMM.v2f16") = 0x115 <F16>;
    ]
} }
