// G80 classes, part 4 of 5 (long normal: special functions and conversions), in table order
// (`table.rs` lists the parts in `classes in [...]`).

crate::isa_classes! { g80_long_conversion {
    /// `rcp`/`rsqrt`/`lg2`.
    class l_sfu_mod {
        priority: 1,
        fixed { FORM = 1, OP = 9 }
        mods [flow: Flow @ FLOW, neg: bool @ [58..59] = "neg", abs: bool @ [52..53] = "abs"]
        operands [pred: Pred @ PRED, dst: LLDst @ [2..9], src: LSrc @ [9..16]]
        syntax [flow, pred, mnemonic, "f32", dst, neg, abs, src]
        forms {
            /// Reciprocal.
            rcp_l ("rcp") = _ { OP2 = 0 };
            /// Reciprocal square root.
            rsqrt ("rsqrt") = _ { OP2 = 2 };
            /// Base-2 logarithm.
            lg2 ("lg2") = _ { OP2 = 3 };
        }
    }
    /// `sin`/`cos`.
    class l_sfu {
        priority: 1,
        fixed { FORM = 1, OP = 9 }
        mods [flow: Flow @ FLOW]
        operands [pred: Pred @ PRED, dst: LLDst @ [2..9], src: LSrc @ [9..16]]
        syntax [flow, pred, mnemonic, "f32", dst, src]
        forms {
            /// Sine (of a presin result).
            sin ("sin") = _ { OP2 = 4 };
            /// Cosine (of a presin result).
            cos ("cos") = _ { OP2 = 5 };
        }
    }
    /// `ex2`.
    class l_ex2 {
        priority: 1,
        fixed { FORM = 1, OP = 9, OP2 = 6 }
        mods [flow: Flow @ FLOW, sat: bool @ [59..60] = "sat"]
        operands [pred: Pred @ PRED, dst: LLDst @ [2..9], src: LSrc @ [9..16]]
        syntax [flow, pred, "ex2", "f32", sat, dst, src]
        forms {
            /// Base-2 exponential (of a preex2 result).
            ex2 ("ex2") = _;
        }
    }
    /// `cvt` f16 f16.
    class l_cvt_f16_f16 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M2 = 0, L_M1 = 0, W1_22 = 0, W1_14 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat"]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsh @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, "f16", cdst, dst, "f16", src]
        forms {
            /// Convert (f16 f16).
            cvt_f16_f16 ("cvt") = _;
        }
    }
    /// `cvt` f16 f16 rint.
    class l_cvt_f16_f16_rint {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M2 = 1, L_M1 = 0, W1_22 = 0, W1_14 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsh @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f16", cdst, dst, "f16", src]
        forms {
            /// Convert (f16 f16 rint).
            cvt_f16_f16_rint ("cvt") = _;
        }
    }
    /// `cvt` f16 f32.
    class l_cvt_f16_f32 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M1 = 0, W1_22 = 0, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsw @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f16", cdst, dst, "f32", src]
        forms {
            /// Convert (f16 f32).
            cvt_f16_f32 ("cvt") = _;
        }
    }
    /// `cvt` f32 f32.
    class l_cvt_f32_f32 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M2 = 0, L_M1 = 1, W1_22 = 0, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat"]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsw @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, "f32", cdst, dst, "f32", src]
        forms {
            /// Convert (f32 f32).
            cvt_f32_f32 ("cvt") = _;
        }
    }
    /// `cvt` f32 f32 rint.
    class l_cvt_f32_f32_rint {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M2 = 1, L_M1 = 1, W1_22 = 0, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsw @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f32", cdst, dst, "f32", src]
        forms {
            /// Convert (f32 f32 rint).
            cvt_f32_f32_rint ("cvt") = _;
        }
    }
    /// `cvt` f32 f16.
    class l_cvt_f32_f16 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M1 = 1, W1_22 = 0, W1_14 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat"]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsh @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, "f32", cdst, dst, "f16", src]
        forms {
            /// Convert (f32 f16).
            cvt_f32_f16 ("cvt") = _;
        }
    }
    /// `cvt` f32 f64.
    class l_cvt_f32_f64 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M1 = 0, W1_22 = 1, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rnd @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: LDSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "f32", cdst, dst, "f64", src]
        forms {
            /// Convert (f32 f64).
            cvt_f32_f64 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` f64 f64.
    class l_cvt_f64_f64 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M2 = 0, L_M1 = 1, W1_22 = 1, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: LDSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, "f64", cdst, dst, "f64", src]
        forms {
            /// Convert (f64 f64).
            cvt_f64_f64 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` f64 f64 rint.
    class l_cvt_f64_f64_rint {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M2 = 1, L_M1 = 1, W1_22 = 1, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: LDSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "f64", cdst, dst, "f64", src]
        forms {
            /// Convert (f64 f64 rint).
            cvt_f64_f64_rint ("cvt") = _ if FP64;
        }
    }
    /// `cvt` f64 f32.
    class l_cvt_f64_f32 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 3, L_M1 = 1, W1_22 = 1, W1_14 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: Lsw @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, "f64", cdst, dst, "f32", src]
        forms {
            /// Convert (f64 f32).
            cvt_f64_f32 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` u16 f16.
    class l_cvt_u16_f16 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 0, W1_22 = 0, W1_14 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsh @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "u16", cdst, dst, "f16", src]
        forms {
            /// Convert (u16 f16).
            cvt_u16_f16 ("cvt") = _;
        }
    }
    /// `cvt` u16 f32.
    class l_cvt_u16_f32 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 0, W1_22 = 0, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsw @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "u16", cdst, dst, "f32", src]
        forms {
            /// Convert (u16 f32).
            cvt_u16_f32 ("cvt") = _;
        }
    }
    /// `cvt` s16 f16.
    class l_cvt_s16_f16 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 0, W1_22 = 0, W1_14 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsh @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "s16", cdst, dst, "f16", src]
        forms {
            /// Convert (s16 f16).
            cvt_s16_f16 ("cvt") = _;
        }
    }
    /// `cvt` s16 f32.
    class l_cvt_s16_f32 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 0, W1_22 = 0, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: Lsw @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "s16", cdst, dst, "f32", src]
        forms {
            /// Convert (s16 f32).
            cvt_s16_f32 ("cvt") = _;
        }
    }
    /// `cvt` u32 f16.
    class l_cvt_u32_f16 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 1, W1_22 = 0, W1_14 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsh @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "u32", cdst, dst, "f16", src]
        forms {
            /// Convert (u32 f16).
            cvt_u32_f16 ("cvt") = _;
        }
    }
    /// `cvt` u32 f32.
    class l_cvt_u32_f32 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 1, W1_22 = 0, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsw @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "u32", cdst, dst, "f32", src]
        forms {
            /// Convert (u32 f32).
            cvt_u32_f32 ("cvt") = _;
        }
    }
    /// `cvt` s32 f16.
    class l_cvt_s32_f16 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 1, W1_22 = 0, W1_14 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsh @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "s32", cdst, dst, "f16", src]
        forms {
            /// Convert (s32 f16).
            cvt_s32_f16 ("cvt") = _;
        }
    }
    /// `cvt` s32 f32.
    class l_cvt_s32_f32 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 1, W1_22 = 0, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: Lsw @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "s32", cdst, dst, "f32", src]
        forms {
            /// Convert (s32 f32).
            cvt_s32_f32 ("cvt") = _;
        }
    }
    /// `cvt` u32 f64.
    class l_cvt_u32_f64 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 0, W1_22 = 1, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: LDSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "u32", cdst, dst, "f64", src]
        forms {
            /// Convert (u32 f64).
            cvt_u32_f64 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` s32 f64.
    class l_cvt_s32_f64 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 0, W1_22 = 1, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: LDSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "s32", cdst, dst, "f64", src]
        forms {
            /// Convert (s32 f64).
            cvt_s32_f64 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` u64 f32.
    class l_cvt_u64_f32 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 1, W1_22 = 1, W1_14 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: Lsw @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "u64", cdst, dst, "f32", src]
        forms {
            /// Convert (u64 f32).
            cvt_u64_f32 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` u64 f64.
    class l_cvt_u64_f64 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 0, L_M1 = 1, W1_22 = 1, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: LDSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "u64", cdst, dst, "f64", src]
        forms {
            /// Convert (u64 f64).
            cvt_u64_f64 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` s64 f32.
    class l_cvt_s64_f32 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 1, W1_22 = 1, W1_14 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: Lsw @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "s64", cdst, dst, "f32", src]
        forms {
            /// Convert (s64 f32).
            cvt_s64_f32 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` s64 f64.
    class l_cvt_s64_f64 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 2, L_M2 = 1, L_M1 = 1, W1_22 = 1, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", rnd: Rint @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: LDSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, rnd, "s64", cdst, dst, "f64", src]
        forms {
            /// Convert (s64 f64).
            cvt_s64_f64 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` f16 int.
    class l_cvt_f16_int {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 0, W1_22 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: CvtIiSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f16", cdst, dst, src]
        forms {
            /// Convert (f16 int).
            cvt_f16_int ("cvt") = _;
        }
    }
    /// `cvt` f32 int.
    class l_cvt_f32_int {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 1, W1_22 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: CvtIiSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f32", cdst, dst, src]
        forms {
            /// Convert (f32 int).
            cvt_f32_int ("cvt") = _;
        }
    }
    /// `cvt` f64 u32.
    class l_cvt_f64_u32 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 1, W1_22 = 1, W1_16 = 0, W1_14 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: Lsw @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f64", cdst, dst, "u32", src]
        forms {
            /// Convert (f64 u32).
            cvt_f64_u32 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` f64 s32.
    class l_cvt_f64_s32 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 1, W1_22 = 1, W1_16 = 1, W1_14 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: Lsw @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f64", cdst, dst, "s32", src]
        forms {
            /// Convert (f64 s32).
            cvt_f64_s32 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` f32 u64.
    class l_cvt_f32_u64 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 0, W1_22 = 1, W1_16 = 0, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: LDSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f32", cdst, dst, "u64", src]
        forms {
            /// Convert (f32 u64).
            cvt_f32_u64 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` f32 s64.
    class l_cvt_f32_s64 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 0, W1_22 = 1, W1_16 = 1, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: LDSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f32", cdst, dst, "s64", src]
        forms {
            /// Convert (f32 s64).
            cvt_f32_s64 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` f64 u64.
    class l_cvt_f64_u64 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 1, W1_22 = 1, W1_16 = 0, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: LDSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f64", cdst, dst, "u64", src]
        forms {
            /// Convert (f64 u64).
            cvt_f64_u64 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` f64 s64.
    class l_cvt_f64_s64 {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 1, L_M1 = 1, W1_22 = 1, W1_16 = 1, W1_14 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs", sat: bool @ [51..52] = "sat", rnd: Rnd @ [49..51]]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LDDst @ [2..9], src: LDSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, sat, rnd, "f64", cdst, dst, "s64", src]
        forms {
            /// Convert (f64 s64).
            cvt_f64_s64 ("cvt") = _ if FP64;
        }
    }
    /// `cvt` u16 int.
    class l_cvt_u16_int {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 0, L_M1 = 0, W1_19 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: CvtIiSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, "u16", cdst, dst, src]
        forms {
            /// Convert (u16 int).
            cvt_u16_int ("cvt") = _;
        }
    }
    /// `cvt` u8h int.
    class l_cvt_u8h_int {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 0, L_M1 = 0, W1_19 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: CvtIiSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, "u8", cdst, dst, src]
        forms {
            /// Convert (u8h int).
            cvt_u8h_int ("cvt") = _;
        }
    }
    /// `cvt` u32 int.
    class l_cvt_u32_int {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 0, L_M1 = 1, W1_19 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: CvtIiSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, "u32", cdst, dst, src]
        forms {
            /// Convert (u32 int).
            cvt_u32_int ("cvt") = _;
        }
    }
    /// `cvt` u8 int.
    class l_cvt_u8_int {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 0, L_M1 = 1, W1_19 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: CvtIiSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, "u8", cdst, dst, src]
        forms {
            /// Convert (u8 int).
            cvt_u8_int ("cvt") = _;
        }
    }
    /// `cvt` s16 int.
    class l_cvt_s16_int {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 1, L_M1 = 0, W1_19 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: CvtIiSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, "s16", cdst, dst, src]
        forms {
            /// Convert (s16 int).
            cvt_s16_int ("cvt") = _;
        }
    }
    /// `cvt` s8h int.
    class l_cvt_s8h_int {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 1, L_M1 = 0, W1_19 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLHDst @ [2..9], src: CvtIiSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, "s8", cdst, dst, src]
        forms {
            /// Convert (s8h int).
            cvt_s8h_int ("cvt") = _;
        }
    }
    /// `cvt` s32 int.
    class l_cvt_s32_int {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 1, L_M1 = 1, W1_19 = 0 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: CvtIiSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, "s32", cdst, dst, src]
        forms {
            /// Convert (s32 int).
            cvt_s32_int ("cvt") = _;
        }
    }
    /// `cvt` s8 int.
    class l_cvt_s8_int {
        priority: 1,
        fixed { FORM = 1, OP = 0xa, CVT_CLASS = 0, L_M2 = 1, L_M1 = 1, W1_19 = 1 }
        mods [flow: Flow @ FLOW, neg: bool @ [61..62] = "neg", abs: bool @ [52..53] = "abs"]
        operands [pred: Pred @ PRED, cdst: McDst @ [36..39], dst: LLDst @ [2..9], src: CvtIiSrc @ [9..16]]
        syntax [flow, pred, "cvt", neg, abs, "s8", cdst, dst, src]
        forms {
            /// Convert (s8 int).
            cvt_s8_int ("cvt") = _;
        }
    }
} }
