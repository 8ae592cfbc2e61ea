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
        prelude: { kinds::*, operands::*, target::{Mode, Variant}, Target },
    }

    // The flags many rows share, declared once: a row names them alone, `mods [neg1, neg2]`.
    // A name is one declaration, so a flag named like one of these at other bits (the
    // short forms' `neg1` in `w0[15]`, the long `sat` in `w1[27]`) or with a gate (`sat`
    // from G200 on) is written out in full in its rows.
    modifiers {
        sat: bool @ [8..9] = "sat",                     // short w0[8]
        neg: bool @ [58..59] = "neg",                   // w1[26]
        neg1: bool @ [58..59] = "neg",                  // w1[26]
        neg2: bool @ [59..60] = "neg",                  // w1[27]
        abs: bool @ [52..53] = "abs",                   // w1[20]
        abs1: bool @ [52..53] = "abs",                  // w1[20]
        abs2: bool @ [51..52] = "abs",                  // w1[19]
        not1: bool @ [48..49] = "not",                  // w1[16]
        not2: bool @ [49..50] = "not",                  // w1[17]
        sfu: bool @ [57..58] = "sfu",                   // w1[25]
        lim: bool @ [38..39] = "lim",                   // w1[6]
        inc: bool @ [25..26] = "inc",                   // w0[25]
        wait: bool @ [26..27] = "wait",                 // w0[26]
        sfu_s: bool @ [17..18] = "sfu",                 // short w0[17]
        neg1_s: bool @ S_M2 = "neg",                    // short w0[15]
        neg2_s: bool @ S_M3 = "neg",                    // short w0[22]
        neg_w1_29: bool @ [61..62] = "neg",             // w1[29]
        sat_w1_29: bool @ [61..62] = "sat",             // w1[29]
        sat_w1_27: bool @ L_M2 = "sat",                 // w1[27]
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

    // The operand kinds, envydis's operand sub-tables: each with the bits its value sits in
    // (a class then names `dst: SDst`; `_`: a kind that reads only bits elsewhere, with its
    // width), its atoms (the rows are in `operands.rs`) and,
    // after `owns`, which bits elsewhere in the word a value owns: `read`, all its rows
    // read; rows `(value, mask) => bits`, the first that matches, or a set of such rows
    // `operands.rs` names because several kinds share it (a source owns a selector's bits
    // only while the selector picks it: envydis's rows read them on every word, so who
    // owns them is written here).
    operands(word, rows: operands) [
        /// Predicate `(cond $cN)` (`w1[11:7]` condition, `w1[13:12]` `$c`).
        Pred @ PRED => [K(&TAB_PRED)],
        /// Predicate bits read but not printed (instructions that ignore them).
        IgnPred @ PRED => [ign(fields::PRED)],
        /// `$c` write-enable bit read but not printed.
        IgnCe @ [38..39] => [ign(Field::new(&[38..39]))],
        /// Optional `$c` destination (`w1[6]` enables `w1[5:4]`).
        McDst @ [36..39] => [T(TAB_MCDST)],
        /// `$c` destination `w1[5:4]`.
        CDst @ [36..38] => [R(&R_CDST)],
        /// `$c` source `w1[13:12]`.
        Cond: 2 @ _ => [R(&R_COND)] owns read,
        /// Short 32-bit destination `$rN` (`w0[7:2]`).
        SDst @ [2..8] => [R(&R_SDST)],
        /// Short 16-bit destination `$rNl`/`$rNh`.
        SHDst @ [2..8] => [R(&R_SHDST)],
        /// Long 32-bit destination (`w0[8:2]`).
        LDst @ [2..9] => [R(&R_LDST)],
        /// Long 16-bit destination.
        LHDst @ [2..9] => [R(&R_LHDST)],
        /// Long 64-bit destination `$rNd`.
        LDDst @ [2..9] => [R(&R_LDDST)],
        /// Long destination: `$rN`, `o[]` or `#` (`w1[3]`).
        LLDst @ [2..9] => [T(TAB_LLDST)] owns read,
        /// Long 16-bit destination: `$rNl/h`, `o[]` or `#`.
        LLHDst @ [2..9] => [T(TAB_LLHDST)] owns read,
        /// Short 32-bit source register `w0[14:9]`.
        SSrc @ [9..15] => [R(&R_SSRC)],
        /// Short 16-bit source register.
        SHSrc @ [9..15] => [R(&R_SHSRC)],
        /// Short source 2 register `w0[21:16]`.
        SSrc2 @ [16..22] => [R(&R_SSRC2)],
        /// Short 16-bit source 2 register.
        SHSrc2 @ [16..22] => [R(&R_SHSRC2)],
        /// Long 32-bit source register `w0[15:9]`.
        LSrc @ [9..16] => [R(&R_LSRC)],
        /// Long 64-bit source `$rNd`.
        LDSrc @ [9..16] => [R(&R_LDSRC)],
        /// Long 64-bit source 2.
        LDSrc2 @ [16..23] => [R(&R_LDSRC2)],
        /// Long source 3 register `w1[20:14]`.
        LSrc3 @ [46..53] => [R(&R_LSRC3)],
        /// Long 64-bit source 3.
        LDSrc3 @ [46..53] => [R(&R_LDSRC3)],
        /// Short 16-bit source 1: register or shared/attribute memory.
        Ssh @ [9..15] => [T(TAB_SSH)] owns [(B24, B24) => B24 | B25 | SAREG],
        /// Short 32-bit source 1: register or shared/attribute memory.
        Ssw @ [9..15] => [T(TAB_SSW)] owns [(B24, B24) => B24 | B25 | SAREG],
        /// Short 16-bit source 2: register or `c0`/`c1`.
        Sch @ [16..22] => [T(TAB_SCH)] owns [(B23, B23 | B24) => B23 | B25 | SAREG],
        /// Short 32-bit source 2: register or `c0`/`c1`.
        Scw @ [16..22] => [T(TAB_SCW)] owns [(B23, B23 | B24) => B23 | B25 | SAREG],
        /// `$c0` carry of short `addc`.
        AddC0: 0 @ _ => [T(TAB_ADDC0)],
        /// Immediate-form 16-bit source 1.
        Ish @ [9..15] => [T(TAB_ISH)] owns [(B24, B24) => B24 | B25 | SAREG],
        /// Immediate-form 32-bit source 1.
        Isw @ [9..15] => [T(TAB_ISW)] owns [(B24, B24) => B24 | B25 | SAREG],
        /// 32-bit immediate (`w0[21:16]` low, `w1[27:2]` high).
        Imm32 @ [16..22, 34..60] => [imm(Field::new(&[16..22, 34..60]).wrapping())],
        /// Long 16-bit source 1: register, `s[]`/`a[]`, `p[]`.
        Lsh @ [9..16] => [T(TAB_LSH)] owns [(W1_21, W1_21) => W1_21 | B25 | LAREG],
        /// Long 32-bit source 1.
        Lsw @ [9..16] => [T(TAB_LSW)] owns [(W1_21, W1_21) => W1_21 | B25 | LAREG],
        /// Long 16-bit source 2: register or `cN[]`.
        Lc2h @ [16..23] => [T(TAB_LC2H)] owns LC2_OWNS,
        /// Long 32-bit source 2.
        Lc2w @ [16..23] => [T(TAB_LC2W)] owns LC2_OWNS,
        /// Long 16-bit source 3: register or `cN[]`.
        Lc3h @ [46..53] => [T(TAB_LC3H)] owns LC3_OWNS,
        /// Long 32-bit source 3.
        Lc3w @ [46..53] => [T(TAB_LC3W)] owns LC3_OWNS,
        /// `$c` carry of long `addc`.
        AddCond: 0 @ _ => [T(TAB_ADDCOND)],
        /// `$c` carry of long `mad` with `addc`.
        AddCond2: 0 @ _ => [T(TAB_ADDCOND2)],
        /// Long shift count: source 2 or a 7-bit immediate (`w1[20]`).
        ShCnt @ [16..23] => [T(TAB_SHCNT)] owns SHCNT_OWNS,
        /// Long 16-bit shift count.
        HShCnt @ [16..23] => [T(TAB_HSHCNT)] owns SHCNT_OWNS,
        /// `$a` destination `w0[4:2]`.
        ADst @ [2..5] => [R(&R_ADST)],
        /// `$a` register (`w0[27:26]`, `w1[2]`).
        LAReg @ [26..28, 34..35] => [R(&R_LAREG)],
        /// Special register `w1[17:14]`.
        SReg @ [46..50] => [R(&R_SREG)],
        /// 4-bit shift count of `shl $a`.
        HShCntImm @ [16..20] => [imm(Field::new(&[16..20]))],
        /// 16-bit offset of `add $a`.
        Offs @ [9..25] => [imm(Field::new(&[9..25]).wrapping())],
        /// Lane mask of long `mov`/`ld a[]`.
        Lane @ [46..50] => [K(&TAB_LANE)],
        /// `ld` from `cN[]`.
        FCon: 7 @ _ => [T(TAB_FCON)] owns read,
        /// `st b8 s[]` address.
        Fs8 @ [9..25] => [T(TAB_FS8)] owns read,
        /// `s[]` 16-bit access address.
        Fs16 @ [9..24] => [T(TAB_FS16)] owns read,
        /// `s[]` 32-bit access address.
        Fs32 @ [9..23] => [T(TAB_FS32)] owns read,
        /// `l[]` address.
        Local @ [9..25] => [T(TAB_LOCAL)] owns read,
        /// `st s[]` source: half or full register (`w1[21]`).
        SStReg @ [46..53] => [T(TAB_SSTREG)] owns read,
        /// `ld c[]`/`ld s[]` destination: half or full (`w1[26]`).
        CsLdReg @ [2..9] => [T(TAB_CSLDREG)] owns [(0, 0) => W1_26],
        /// `a[]` with `$a` (dedicated `ld a[]`).
        FAttr @ [9..16] => [M(&FATTR)] owns read,
        /// `o[]` with `$a` (`st o[]`).
        FOut32 @ [9..23] => [M(&FOUT32)] owns read,
        /// `cvt` integer source.
        CvtIiSrc: 7 => [K(&TAB_CVTIISRC)] owns [
            (3 << 46, 3 << 46) => CVT_TYPE,
            (W1_21, W1_21) => CVT_TYPE | W1_21 | B25 | LAREG,
            (0, 0) => CVT_TYPE,
        ],
        /// `ld`/`st` register sized by the access type.
        LdStO @ [2..9] => [K(&TAB_LDSTO)],
        /// Atomic second operand.
        LdStS2 @ [16..23] => [T(TAB_LDSTS2)],
        /// Atomic third operand (`cas`).
        MLdStS3: 0 @ _ => [T(TAB_MLDSTS3)] owns [(0, 0) => 0x7f << 46],
        /// `gN[$r]` (space `w0[19:16]`).
        Global @ [9..16] => [M(&GLOBAL)] owns read,
        /// `gN[$r]` of atomics (space `w0[26:23]`).
        Global2 @ [9..16] => [M(&GLOBAL2)] owns read,
        /// Reduction operation and type.
        RedM: 0 @ _ => [T(TAB_REDM)] owns read,
        /// Atomic operation and type.
        AtomM: 0 @ _ => [T(TAB_ATOMM)] owns read,
        /// Interpolated input `v[]` (short `$a`).
        SVar @ [16..24] => [M(&SVAR)] owns read,
        /// Interpolated input `v[]` (long `$a`).
        LVar @ [16..24] => [M(&LVAR)] owns read,
        /// `quadop` source lane.
        Qs1 @ [16..19] => [T(TAB_QS1)],
        /// Long texture destination vector with write mask.
        LTDst @ [2..9] => [V(&LTDST)] owns read,
        /// Short texture destination vector.
        STDst @ [2..8] => [V(&STDST)],
        /// Long texture source vector.
        LTSrc @ [22..24] => [V(&LTSRC)],
        /// Short texture source vector.
        STSrc @ [22..24] => [V(&STSRC)],
        /// Texture `$tN`.
        Tex @ [9..17] => [R(&R_TEX)],
        /// Sampler `$sN`.
        Samp @ [17..22] => [R(&R_SAMP)],
        /// Texel offsets X, Y, Z (signed, `w1[27:24]`, `w1[23:20]`, `w1[19:16]`).
        TOffs @ [48..60] => [
            imm(Field::new(&[56..60]).signed()),
            imm(Field::new(&[52..56]).signed()),
            imm(Field::new(&[48..52]).signed()),
        ],
        /// Code target (byte address).
        CodeTarget @ CTARGET = absolute(4) => [ctarg(CODE_TARGET)],
        /// `bar` barrier number `w0[24:21]` (the barrier it arrives at and waits on).
        BarId @ [21..25] access modifies Barrier => [imm(Field::new(&[21..25]))],
        /// `bar` thread count `w0[20:9]`.
        BarMask @ [9..21] => [imm(Field::new(&[9..21]))],
        /// `pmevent` number `w0[13:10]`.
        Pm @ [10..14] => [imm(Field::new(&[10..14]))],
        /// Indirect branch address `cN[$a+off]`.
        FConst8 @ [9..25] => [M(&FCONST[0])] owns read,
        /// The `???` of rows envydis does not know.
        Unknown: 0 => [Oops],
    ]

    // The operands' atoms say what they access; a store's or reduction's address is
    // the memory it writes.
    access {
        st_s8 | st_s16 | st_s32 | st_l | st_g => [addr: writes];
        red | atom => [addr: modifies];
    }

    classes in [
        g80_short, g80_long_immediate_control, g80_long_integer, g80_long_conversion,
        g80_long_float_memory,
    ];
}
