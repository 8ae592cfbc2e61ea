// G80 classes, part 4 of 5 (long normal: special functions and conversions), in table order
// (`table.rs` lists the parts in `classes in [...]`).

// One envydis `cvt` row (long form, OP 0xa) per class: the rows differ in their fixed
// bits, register types, the types they print and which of `sat`/`rnd` they take.
crate::isa_template! {
    l_cvt (
        $(#[doc = $doc:literal])*
        $form:ident: $to:literal $dst:ident <- $( $from:literal )? $src:ident
            $( + $sat:ident )? $( $rnd:ident : $rty:ident )? { $( $fixed:tt )* } $( if $gate:ident )?;
    ) => {
        $(#[doc = $doc])*
        class $form {
            priority: 1,
            fixed { FORM = 1, OP = 0xa, $( $fixed )* }
            mods [flow: Flow @ FLOW, neg = neg_w1_29, abs
                  $(, $sat: bool @ [51..52] = "sat")? $(, $rnd: $rty @ [49..51])?]
            operands [pred: Pred, cdst: McDst, dst: $dst @ [2..9], src: $src @ [9..16]]
            syntax [flow, pred, "cvt", neg, abs, $( $sat, )? $( $rnd, )? $to, cdst, dst, $( $from, )? src]
            forms { $form ("cvt") = _ $( if $gate )?; }
        }
    }
}

crate::isa_classes! { g80_long_conversion {
    use long [
        /// `rcp`/`rsqrt`/`lg2`.
        l_sfu_mod { OP = 9 } mods [neg, abs]
            [dst: LLDst, src: LSrc] [mnemonic, "f32", dst, neg, abs, src]
            rcp_l ("rcp") "Reciprocal." { OP2 = 0 } |
            rsqrt ("rsqrt") "Reciprocal square root." { OP2 = 2 } |
            lg2 ("lg2") "Base-2 logarithm." { OP2 = 3 };
        /// `sin`/`cos`.
        l_sfu { OP = 9 } [dst: LLDst, src: LSrc] [mnemonic, "f32", dst, src]
            sin ("sin") "Sine (of a presin result)." { OP2 = 4 } |
            cos ("cos") "Cosine (of a presin result)." { OP2 = 5 };
        /// `ex2`: base-2 exponential (of a preex2 result).
        l_ex2 { OP = 9, OP2 = 6 } mods [sat = sat_w1_27] [dst: LLDst, src: LSrc]
            ["ex2", "f32", sat, dst, src]
            ex2 ("ex2");
    ]
    use l_cvt [
        /// Convert (f16 f16).
        cvt_f16_f16: "f16" LLHDst <- "f16" Lsh +sat { CVT_CLASS = 3, L_M2 = 0, L_M1 = 0, W1_22 = 0, W1_14 = 0 };
        /// Convert (f16 f16 rint).
        cvt_f16_f16_rint: "f16" LLHDst <- "f16" Lsh +sat rnd: Rint { CVT_CLASS = 3, L_M2 = 1, L_M1 = 0, W1_22 = 0, W1_14 = 0 };
        /// Convert (f16 f32).
        cvt_f16_f32: "f16" LLHDst <- "f32" Lsw +sat rnd: Rnd { CVT_CLASS = 3, L_M1 = 0, W1_22 = 0, W1_14 = 1 };
        /// Convert (f32 f32).
        cvt_f32_f32: "f32" LLDst <- "f32" Lsw +sat { CVT_CLASS = 3, L_M2 = 0, L_M1 = 1, W1_22 = 0, W1_14 = 1 };
        /// Convert (f32 f32 rint).
        cvt_f32_f32_rint: "f32" LLDst <- "f32" Lsw +sat rnd: Rint { CVT_CLASS = 3, L_M2 = 1, L_M1 = 1, W1_22 = 0, W1_14 = 1 };
        /// Convert (f32 f16).
        cvt_f32_f16: "f32" LLDst <- "f16" Lsh +sat { CVT_CLASS = 3, L_M1 = 1, W1_22 = 0, W1_14 = 0 };
        /// Convert (f32 f64).
        cvt_f32_f64: "f32" LLDst <- "f64" LDSrc rnd: Rnd { CVT_CLASS = 3, L_M1 = 0, W1_22 = 1, W1_14 = 1 } if FP64;
        /// Convert (f64 f64).
        cvt_f64_f64: "f64" LDDst <- "f64" LDSrc { CVT_CLASS = 3, L_M2 = 0, L_M1 = 1, W1_22 = 1, W1_14 = 1 } if FP64;
        /// Convert (f64 f64 rint).
        cvt_f64_f64_rint: "f64" LDDst <- "f64" LDSrc rnd: Rint { CVT_CLASS = 3, L_M2 = 1, L_M1 = 1, W1_22 = 1, W1_14 = 1 } if FP64;
        /// Convert (f64 f32).
        cvt_f64_f32: "f64" LDDst <- "f32" Lsw { CVT_CLASS = 3, L_M1 = 1, W1_22 = 1, W1_14 = 0 } if FP64;
        /// Convert (u16 f16).
        cvt_u16_f16: "u16" LLHDst <- "f16" Lsh rnd: Rint { CVT_CLASS = 2, L_M2 = 0, L_M1 = 0, W1_22 = 0, W1_14 = 0 };
        /// Convert (u16 f32).
        cvt_u16_f32: "u16" LLHDst <- "f32" Lsw rnd: Rint { CVT_CLASS = 2, L_M2 = 0, L_M1 = 0, W1_22 = 0, W1_14 = 1 };
        /// Convert (s16 f16).
        cvt_s16_f16: "s16" LLHDst <- "f16" Lsh rnd: Rint { CVT_CLASS = 2, L_M2 = 1, L_M1 = 0, W1_22 = 0, W1_14 = 0 };
        /// Convert (s16 f32).
        cvt_s16_f32: "s16" LLHDst <- "f32" Lsw rnd: Rint { CVT_CLASS = 2, L_M2 = 1, L_M1 = 0, W1_22 = 0, W1_14 = 1 };
        /// Convert (u32 f16).
        cvt_u32_f16: "u32" LLDst <- "f16" Lsh rnd: Rint { CVT_CLASS = 2, L_M2 = 0, L_M1 = 1, W1_22 = 0, W1_14 = 0 };
        /// Convert (u32 f32).
        cvt_u32_f32: "u32" LLDst <- "f32" Lsw rnd: Rint { CVT_CLASS = 2, L_M2 = 0, L_M1 = 1, W1_22 = 0, W1_14 = 1 };
        /// Convert (s32 f16).
        cvt_s32_f16: "s32" LLDst <- "f16" Lsh rnd: Rint { CVT_CLASS = 2, L_M2 = 1, L_M1 = 1, W1_22 = 0, W1_14 = 0 };
        /// Convert (s32 f32).
        cvt_s32_f32: "s32" LLDst <- "f32" Lsw rnd: Rint { CVT_CLASS = 2, L_M2 = 1, L_M1 = 1, W1_22 = 0, W1_14 = 1 };
        /// Convert (u32 f64).
        cvt_u32_f64: "u32" LLDst <- "f64" LDSrc rnd: Rint { CVT_CLASS = 2, L_M2 = 0, L_M1 = 0, W1_22 = 1, W1_14 = 1 } if FP64;
        /// Convert (s32 f64).
        cvt_s32_f64: "s32" LLDst <- "f64" LDSrc rnd: Rint { CVT_CLASS = 2, L_M2 = 1, L_M1 = 0, W1_22 = 1, W1_14 = 1 } if FP64;
        /// Convert (u64 f32).
        cvt_u64_f32: "u64" LDDst <- "f32" Lsw rnd: Rint { CVT_CLASS = 2, L_M2 = 0, L_M1 = 1, W1_22 = 1, W1_14 = 0 } if FP64;
        /// Convert (u64 f64).
        cvt_u64_f64: "u64" LDDst <- "f64" LDSrc rnd: Rint { CVT_CLASS = 2, L_M2 = 0, L_M1 = 1, W1_22 = 1, W1_14 = 1 } if FP64;
        /// Convert (s64 f32).
        cvt_s64_f32: "s64" LDDst <- "f32" Lsw rnd: Rint { CVT_CLASS = 2, L_M2 = 1, L_M1 = 1, W1_22 = 1, W1_14 = 0 } if FP64;
        /// Convert (s64 f64).
        cvt_s64_f64: "s64" LDDst <- "f64" LDSrc rnd: Rint { CVT_CLASS = 2, L_M2 = 1, L_M1 = 1, W1_22 = 1, W1_14 = 1 } if FP64;
        /// Convert (f16 int).
        cvt_f16_int: "f16" LLHDst <- CvtIiSrc +sat rnd: Rnd { CVT_CLASS = 1, L_M1 = 0, W1_22 = 0 };
        /// Convert (f32 int).
        cvt_f32_int: "f32" LLDst <- CvtIiSrc +sat rnd: Rnd { CVT_CLASS = 1, L_M1 = 1, W1_22 = 0 };
        /// Convert (f64 u32).
        cvt_f64_u32: "f64" LDDst <- "u32" Lsw +sat rnd: Rnd { CVT_CLASS = 1, L_M1 = 1, W1_22 = 1, W1_16 = 0, W1_14 = 0 } if FP64;
        /// Convert (f64 s32).
        cvt_f64_s32: "f64" LDDst <- "s32" Lsw +sat rnd: Rnd { CVT_CLASS = 1, L_M1 = 1, W1_22 = 1, W1_16 = 1, W1_14 = 0 } if FP64;
        /// Convert (f32 u64).
        cvt_f32_u64: "f32" LLDst <- "u64" LDSrc +sat rnd: Rnd { CVT_CLASS = 1, L_M1 = 0, W1_22 = 1, W1_16 = 0, W1_14 = 1 } if FP64;
        /// Convert (f32 s64).
        cvt_f32_s64: "f32" LLDst <- "s64" LDSrc +sat rnd: Rnd { CVT_CLASS = 1, L_M1 = 0, W1_22 = 1, W1_16 = 1, W1_14 = 1 } if FP64;
        /// Convert (f64 u64).
        cvt_f64_u64: "f64" LDDst <- "u64" LDSrc +sat rnd: Rnd { CVT_CLASS = 1, L_M1 = 1, W1_22 = 1, W1_16 = 0, W1_14 = 1 } if FP64;
        /// Convert (f64 s64).
        cvt_f64_s64: "f64" LDDst <- "s64" LDSrc +sat rnd: Rnd { CVT_CLASS = 1, L_M1 = 1, W1_22 = 1, W1_16 = 1, W1_14 = 1 } if FP64;
        /// Convert (u16 int).
        cvt_u16_int: "u16" LLHDst <- CvtIiSrc { CVT_CLASS = 0, L_M2 = 0, L_M1 = 0, W1_19 = 0 };
        /// Convert (u8h int).
        cvt_u8h_int: "u8" LLHDst <- CvtIiSrc { CVT_CLASS = 0, L_M2 = 0, L_M1 = 0, W1_19 = 1 };
        /// Convert (u32 int).
        cvt_u32_int: "u32" LLDst <- CvtIiSrc { CVT_CLASS = 0, L_M2 = 0, L_M1 = 1, W1_19 = 0 };
        /// Convert (u8 int).
        cvt_u8_int: "u8" LLDst <- CvtIiSrc { CVT_CLASS = 0, L_M2 = 0, L_M1 = 1, W1_19 = 1 };
        /// Convert (s16 int).
        cvt_s16_int: "s16" LLHDst <- CvtIiSrc { CVT_CLASS = 0, L_M2 = 1, L_M1 = 0, W1_19 = 0 };
        /// Convert (s8h int).
        cvt_s8h_int: "s8" LLHDst <- CvtIiSrc { CVT_CLASS = 0, L_M2 = 1, L_M1 = 0, W1_19 = 1 };
        /// Convert (s32 int).
        cvt_s32_int: "s32" LLDst <- CvtIiSrc { CVT_CLASS = 0, L_M2 = 1, L_M1 = 1, W1_19 = 0 };
        /// Convert (s8 int).
        cvt_s8_int: "s8" LLDst <- CvtIiSrc { CVT_CLASS = 0, L_M2 = 1, L_M1 = 1, W1_19 = 1 };
    ]
} }
