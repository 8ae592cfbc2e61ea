// The NVIDIA G80 instruction set as one `define_isa!` table: everything else in this module
// (and `Insn`, `Form`, `FORMS`, the builders) is derived from it. Its classes sit in the five
// parts of `table/` (`isa_classes!`), named at the end. Included by `mod.rs`, so that the
// generated items live in `isadef::g80`.

crate::define_isa! {
    /// The G80 instruction set (marker type implementing [`Isa`](crate::isa::Isa)).
    isa G80 {
        name: "g80", word: u64, bits: 64, key: KEY, placeholder: "",
        comment: b'#', separator: None,
        target: Target,
        length: LEN => [4, 8],
        assembler: asm::assemble,
        rules: layout::Rules,
        display: custom,
        prelude: { operands::*, Mode, Target, Variant },
    }

    fields {
        LEN = [0..1] "Length: w0 bit 0 (0 = short, 4 bytes; 1 = long, 8 bytes).";
        FORM = [0..2] "Form: `w0[1:0]` (0 short, 2 short control, 1 long, 3 long control).";
        OP = [28..32] "Primary opcode `w0[31:28]`.";
        /// Decode index key: form, primary opcode and the long secondary opcode `w1[31:29]`
        /// (zero in short words; forms that do not fix it sit in every bucket it selects).
        KEY = [0..2, 28..32, 61..64];
        OP_HI = [29..32]
            "Primary opcode bits `w0[31:29]` (the add family uses `w0[28]` as a modifier).";
        FLOW = [32..34] "Long normal `w1[1:0]`: 0 plain, 1 exit, 2 join, 3 long immediate.";
        OP2 = [61..64] "Secondary opcode `w1[31:29]`.";
        OP2_HI = [62..64] "Secondary opcode `w1[31:30]` (rows that use `w1[29]` as a modifier).";
        PRED = [39..46] "Predicate: condition `w1[11:7]` and `$c` `w1[13:12]`.";
        CTARGET = [11..27, 46..52]
            "Code target: byte address bits 17:2 in `w0[26:11]`, bits 23:18 in `w1[19:14]`.";
        S_M1 = [8..9] "Short modifier 1, `w0[8]`.";
        S_M2 = [15..16] "Short modifier 2, `w0[15]`.";
        S_M3 = [22..23] "Short modifier 3, `w0[22]`.";
        S_CONST = [23..24] "Short: source 2 is const memory, `w0[23]`.";
        S_SHARED = [24..25] "Short: source 1 is shared memory, `w0[24]`.";
        S_INTERP = [24..26] "Short `interp` mode `w0[25:24]`.";
        W0_24 = [24..25] "Short control (trap/brkpt) and texture selector `w0[24]`.";
        /// Long modifier `w1[26]` (often "b32").
        L_M1 = [58..59];
        L_M2 = [59..60] "Long modifier `w1[27]`.";
        W1_14 = [46..47] "Long `w1[14]`.";
        W1_16 = [48..49] "Long `w1[16]` (mul 24-bit selector).";
        W1_16_3 = [48..51] "Long `w1[18:16]` (interp mode).";
        W1_16_4 = [48..52] "Long `w1[19:16]` (texsize/texprep/texquerylod selector).";
        W1_19 = [51..52] "Long `w1[19]` (cvt: sat / 8-bit destination).";
        W1_21 = [53..54] "Long `w1[21]` (source 1 is shared memory).";
        W1_22 = [54..55] "Long `w1[22]` (cvt: 64-bit, st s[]: b8).";
        W1_23 = [55..56] "Long `w1[23]` (lock/unlock).";
        W1_2 = [34..35] "Long `w1[2]` (nop/pmevent).";
        W1_6 = [38..39] "Long `w1[6]`.";
        W1_14_2 = [46..48] "Long `w1[15:14]`.";
        W0_9_2 = [9..11] "`w0[10:9]` (vote, emit/restart).";
        W0_TEX = [24..25] "`w0[24]` (texfetch).";
        W0_CUBE = [27..28] "`w0[27]` (tex cube).";
        W1_28 = [60..61] "Long `w1[28]`.";
        W1_22_2 = [54..56] "Long `w1[23:22]` (`st o[]`).";
        CVT_CLASS = [62..64]
            "`cvt` class `w1[31:30]`: int→int, int→float, float→int, float→float.";
    }

    enums {
        /// exit/join flag of long normal instructions (`w1[1:0]`): `exit` ends the program,
        /// `join` joins diverged threads.
        enum Flow: 2 { None = 0 => "", Exit = 1 => "exit", Join = 2 => "join" }
        /// Integer add operation (`w0[22]` low bit, `w0[28]` high bit): a + b, a - b, b - a,
        /// a + b + carry.
        enum AddOp: 2 { Add = 0 => "add", Sub = 1 => "sub", Subr = 2 => "subr", Addc = 3 => "addc" }
        /// Logic operation (`mov2`: the second operand).
        enum LogOp: 2 { And = 0 => "and", Or = 1 => "or", Xor = 2 => "xor", Mov2 = 3 => "mov2" }
        /// `quadop` per-lane operation: a + b, b - a, a - b, b.
        enum QOp: 2 { Add = 0 => "add", Subr = 1 => "subr", Sub = 2 => "sub", Mov2 = 3 => "mov2" }
        /// Unsigned/signed 16-bit.
        enum Us16: 1 { U16 = 0 => "u16", S16 = 1 => "s16" }
        /// Unsigned/signed 32-bit.
        enum Us32: 1 { U32 = 0 => "u32", S32 = 1 => "s32" }
        /// Unsigned/signed 24-bit.
        enum Us24: 1 { U24 = 0 => "u24", S24 = 1 => "s24" }
        /// Texture lanes: all threads or only live ones.
        enum TexLive: 1 { All = 0 => "all", Live = 1 => "live" }
        /// Integer comparison: less, equal, greater and their unions (`lg`: not equal).
        enum SetI: 3 {
            Never = 0 => "never", L = 1 => "l", E = 2 => "e", Le = 3 => "le", G = 4 => "g",
            Lg = 5 => "lg", Ge = 6 => "ge", Always = 7 => "always",
        }
        /// Float comparison: less, equal, greater, unordered and their unions (`lge`:
        /// ordered, `lgu`: not equal).
        enum SetF: 4 {
            Never = 0 => "never", L = 1 => "l", E = 2 => "e", Le = 3 => "le", G = 4 => "g",
            Lg = 5 => "lg", Ge = 6 => "ge", Lge = 7 => "lge", U = 8 => "u", Lu = 9 => "lu",
            Eu = 10 => "eu", Leu = 11 => "leu", Gu = 12 => "gu", Lgu = 13 => "lgu",
            Geu = 14 => "geu", Always = 15 => "always",
        }
        /// Rounding mode: to nearest, down (minus), up (plus), to zero.
        enum Rnd: 2 { Rn = 0 => "rn", Rm = 1 => "rm", Rp = 2 => "rp", Rz = 3 => "rz" }
        /// Rounding to an integer: to nearest, down, up, to zero.
        enum Rint: 2 { Rni = 0 => "rni", Rmi = 1 => "rmi", Rpi = 2 => "rpi", Rzi = 3 => "rzi" }
        /// f32 rounding (only to nearest and to zero exist).
        enum Rnz: 2 { Rn = 0 => "rn", Rz = 3 => "rz" }
        /// Local/global access size (`w1[23:21]`).
        enum LdStSize: 3 {
            U8 = 0 => "u8", S8 = 1 => "s8", U16 = 2 => "u16", S16 = 3 => "s16", B64 = 4 => "b64",
            B128 = 5 => "b128", B32 = 6 => "b32",
        }
        /// Vote mode (`w0[10:9]`): any or all threads.
        enum VoteOp: 2 { Any = 1 => "any", All = 2 => "all" }
    }

    // The operand kinds, envydis's operand sub-tables, each with the bits its value sits in
    // (a class then names `dst: SDst`; `_`: a kind that reads only bits elsewhere).
    operands(word) [
        Pred @ PRED, IgnPred @ PRED, IgnCe @ [38..39], McDst @ [36..39], CDst @ [36..38], Cond @ _,
        SDst @ [2..8], SHDst @ [2..8], LDst @ [2..9], LHDst @ [2..9], LDDst @ [2..9],
        LLDst @ [2..9], LLHDst @ [2..9], SSrc @ [9..15], SHSrc @ [9..15], SSrc2 @ [16..22],
        SHSrc2 @ [16..22], LSrc @ [9..16], LDSrc @ [9..16], LDSrc2 @ [16..23], LSrc3 @ [46..53],
        LDSrc3 @ [46..53], Ssh @ [9..15], Ssw @ [9..15], Sch @ [16..22], Scw @ [16..22], AddC0 @ _,
        Ish @ [9..15], Isw @ [9..15], Imm32 @ [16..22, 34..60], Lsh @ [9..16], Lsw @ [9..16],
        Lc2h @ [16..23], Lc2w @ [16..23], Lc3h @ [46..53], Lc3w @ [46..53], AddCond @ _,
        AddCond2 @ _, ShCnt @ [16..23], HShCnt @ [16..23], ADst @ [2..5], LAReg @ [26..28, 34..35],
        SReg @ [46..50], HShCntImm @ [16..20], Offs @ [9..25], Lane @ [46..50], FCon @ _,
        Fs8 @ [9..25], Fs16 @ [9..24], Fs32 @ [9..23], Local @ [9..25], SStReg @ [46..53],
        CsLdReg @ [2..9], FAttr @ [9..16], FOut32 @ [9..23], CvtIiSrc, LdStO @ [2..9],
        LdStS2 @ [16..23], MLdStS3 @ _, Global @ [9..16], Global2 @ [9..16], RedM @ _, AtomM @ _,
        SVar @ [16..24], LVar @ [16..24], Qs1 @ [16..19], LTDst @ [2..9], STDst @ [2..8],
        LTSrc @ [22..24], STSrc @ [22..24], Tex @ [9..17], Samp @ [17..22], TOffs @ [48..60],
        CodeTarget @ CTARGET = absolute(4), BarId @ [21..25], BarMask @ [9..21], Pm @ [10..14],
        FConst8 @ [9..25], Unknown,
    ]

    classes in [
        g80_short, g80_long_immediate_control, g80_long_integer, g80_long_conversion,
        g80_long_float_memory,
    ];
}
