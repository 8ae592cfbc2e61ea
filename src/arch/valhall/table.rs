// The Arm Mali Valhall instruction set as one `define_isa!` table: everything else in this module
// (and `Insn`, `Form`, `FORMS`, the builders) is derived from it. Included by `mod.rs`,
// so that the generated items live in `isadef::valhall`.

crate::define_isa! {
    /// The Valhall instruction set (marker type implementing [`Isa`](crate::isa::Isa)).
    isa Valhall {
        name: "valhall", word: u64, bits: 64, key: OPCODE, placeholder: "",
        comment: b'#', separator: Some(b','), assembler: asm::assemble,
        rules: asm::Rules, attribute: Unit,
    }

    // Every instruction ends with its flow control and names the FAU page its uniform and
    // special sources read.
    every class { mods [flow: Flow @ FLOW, fau_page: FauPage @ FAU_PAGE] }

    fields {
        /// Primary opcode, bits 48..57 (the decode key).
        OPCODE = [48..57];
        /// FAU page of uniform and special sources.
        FAU_PAGE = [57..59];
        /// Flow control.
        FLOW = [59..63];
        /// Byte 5 write-mask bits, set to 3 (`0xC0`) by instructions without destination or staging.
        PLACEHOLDER = [46..48];
        /// Secondary opcode, 2 bits at bit 37.
        OP2_37_2 = [37..39];
        /// Secondary opcode, 3 bits at bit 27.
        OP2_27_3 = [27..30];
        /// Secondary opcode, 5 bits at bit 16.
        OP2_16_5 = [16..21];
        /// Secondary opcode, 4 bits at bit 16.
        OP2_16_4 = [16..20];
        /// Secondary opcode, 2 bits at bit 24.
        OP2_24_2 = [24..26];
        /// Bit 8 of the secondary opcode of the shift instructions (`left`).
        LEFT = [32..33];
        /// Secondary opcode, 4 bits at bit 24.
        OP2_24_4 = [24..28];
    }

    enums {
        /// Flow control (bits 59..63): dependency waits and special flows.
        enum Flow: 4, others ".reserved" {
            None = 0 => default ".none", Wait0 = 1 => ".wait0", Wait1 = 2 => ".wait1",
            Wait01 = 3 => ".wait01", Wait2 = 4 => ".wait2", Wait02 = 5 => ".wait02",
            Wait12 = 6 => ".wait12", Wait012 = 7 => ".wait012", Wait0126 = 8 => ".wait0126",
            Wait = 9 => ".wait", Reconverge = 10 => ".reconverge", Discard = 13 => ".discard",
            End = 15 => ".end",
        }
        /// FAU page (bits 57..59) of the uniform and special sources; prints nothing itself.
        enum FauPage: 2 { P0 = 0 => "", P1 = 1 => "", P2 = 2 => "", P3 = 3 => "" }
        /// `Condition` values (3-bit field).
        enum Condition: 3 {
            Eq = 0 => ".eq", Gt = 1 => ".gt", Ge = 2 => ".ge", Ne = 3 => ".ne", Lt = 4 => ".lt",
            Le = 5 => ".le", Gtlt = 6 => ".gtlt", Total = 7 => ".total",
        }
        /// `Slot` values (3-bit field).
        enum Slot: 3, others ".reserved" {
            Slot0 = 0 => ".slot0", Slot1 = 1 => ".slot1", Slot2 = 2 => ".slot2",
            Slot7 = 7 => ".slot7",
        }
        /// `Vector size` values (2-bit field).
        enum VectorSize: 2 {
            None = 0 => default ".none", V2 = 1 => ".v2", V3 = 2 => ".v3", V4 = 3 => ".v4",
        }
        /// `Register format` values (3-bit field).
        enum RegisterFormat: 3, others ".reserved" {
            Auto = 0 => ".auto", F32 = 2 => ".f32", F16 = 3 => ".f16", S32 = 4 => ".s32",
            S16 = 5 => ".s16", U32 = 6 => ".u32", U16 = 7 => ".u16",
        }
        /// `Sample mode` values (2-bit field).
        enum SampleMode: 2 {
            Center = 0 => ".center", Centroid = 1 => ".centroid", Sample = 2 => ".sample",
            Explicit = 3 => ".explicit",
        }
        /// `Update mode` values (2-bit field).
        enum UpdateMode: 2, others ".reserved" {
            Store = 0 => ".store", Retrieve = 1 => ".retrieve", Clobber = 3 => ".clobber",
        }
        /// `Source format` values (4-bit field).
        enum SourceFormat: 4, others ".reserved" {
            SrcFlat32 = 0 => ".src_flat32", SrcFlat16 = 1 => ".src_flat16",
            SrcF32 = 2 => ".src_f32", SrcF16 = 3 => ".src_f16",
        }
        /// `Load lane (8-bit)` values (3-bit field).
        enum LoadLane8: 3 {
            B0 = 0 => default ".b0", B1 = 1 => ".b1", B2 = 2 => ".b2", B3 = 3 => ".b3",
            H0 = 4 => ".h0", H1 = 5 => ".h1", W0 = 6 => ".w0", D0 = 7 => ".d0",
        }
        /// `Load lane (16-bit)` values (3-bit field).
        enum LoadLane16: 3, others ".reserved" {
            H0 = 0 => default ".h0", H1 = 1 => ".h1", W0 = 2 => ".w0", D0 = 3 => ".d0",
        }
        /// `Load lane (24-bit)` values (3-bit field).
        enum LoadLane24: 3, others ".reserved" { Identity = 0 => default ".identity" }
        /// `Load lane (32-bit)` values (3-bit field).
        enum LoadLane32: 3, others ".reserved" { W0 = 0 => default ".w0", D0 = 1 => ".d0" }
        /// `Load lane (48-bit)` values (3-bit field).
        enum LoadLane48: 3, others ".reserved" { Identity = 4 => default ".identity" }
        /// `Load lane (64-bit)` values (3-bit field).
        enum LoadLane64: 3, others ".reserved" { Identity = 7 => default ".identity" }
        /// `Load lane (96-bit)` values (3-bit field).
        enum LoadLane96: 3, others ".reserved" { Identity = 6 => default ".identity" }
        /// `Load lane (128-bit)` values (3-bit field).
        enum LoadLane128: 3, others ".reserved" { Identity = 7 => default ".identity" }
        /// `Memory access` values (2-bit field).
        enum MemoryAccess: 2 {
            None = 0 => default ".none", Istream = 1 => ".istream", Estream = 2 => ".estream",
            Force = 3 => ".force",
        }
        /// `Memory access` values (3-bit field).
        enum MemoryAccess3: 3, others ".reserved" {
            None = 0 => default ".none", Istream = 1 => ".istream", Estream = 2 => ".estream",
            Force = 3 => ".force",
        }
        /// `Round mode` values (2-bit field).
        enum RoundMode: 2 {
            Rte = 0 => default ".rte", Rtp = 1 => ".rtp", Rtn = 2 => ".rtn", Rtz = 3 => ".rtz",
        }
        /// `Subgroup size` values (4-bit field).
        enum SubgroupSize: 4, others ".reserved" {
            Subgroup2 = 0 => ".subgroup2", Subgroup4 = 1 => ".subgroup4",
            Subgroup8 = 2 => ".subgroup8", Subgroup16 = 3 => default ".subgroup16",
        }
        /// `Clamp` values (2-bit field).
        enum Clamp: 2 {
            None = 0 => default ".none", Clamp0Inf = 1 => ".clamp_0_inf",
            ClampM1x1 = 2 => ".clamp_m1_1", Clamp0x1 = 3 => ".clamp_0_1",
        }
        /// `Lane operation` values (2-bit field).
        enum LaneOperation: 2 {
            None = 0 => default ".none", Xor = 1 => ".xor", Accumulate = 2 => ".accumulate",
            Shift = 3 => ".shift",
        }
        /// `Inactive result` values (4-bit field).
        enum InactiveResult: 4 {
            Zero = 0 => default ".zero", Umax = 1 => ".umax", I1 = 2 => ".i1", V2i1 = 3 => ".v2i1",
            Smin = 4 => ".smin", Smax = 5 => ".smax", V2smin = 6 => ".v2smin",
            V2smax = 7 => ".v2smax", V4smin = 8 => ".v4smin", V4smax = 9 => ".v4smax",
            F1 = 10 => ".f1", V2f1 = 11 => ".v2f1", Infn = 12 => ".infn", Inf = 13 => ".inf",
            V2infn = 14 => ".v2infn", V2inf = 15 => ".v2inf",
        }
        /// `Mux` values (2-bit field).
        enum Mux: 2 {
            Neg = 0 => ".neg", IntZero = 1 => default ".int_zero", FpZero = 2 => ".fp_zero",
            Bit = 3 => ".bit",
        }
        /// `Result type` values (2-bit field).
        enum ResultType: 2 { I1 = 0 => ".i1", F1 = 1 => ".f1", M1 = 2 => ".m1", U1 = 3 => ".u1" }
        /// `Atomic operation with 1` values (4-bit field).
        enum AtomicOperationWith1: 4, others ".reserved" {
            Ainc = 0 => ".ainc", Adec = 1 => ".adec", Aumax1 = 2 => ".aumax1",
            Asmax1 = 3 => ".asmax1", Aor1 = 4 => ".aor1",
        }
        /// `Atomic operation` values (4-bit field).
        enum AtomicOperation: 4, others ".reserved" {
            Aadd = 2 => ".aadd", Asmin = 8 => ".asmin", Asmax = 9 => ".asmax",
            Aumin = 10 => ".aumin", Aumax = 11 => ".aumax", Aand = 12 => ".aand",
            Aor = 13 => ".aor", Axor = 14 => ".axor", Axchg = 15 => ".axchg",
        }
        /// `Register type` values (2-bit field).
        enum RegisterType: 2, others ".reserved" { F = 1 => ".f", U = 2 => ".u", S = 3 => ".s" }
        /// `Register width` values (1-bit field).
        enum RegisterWidth: 1 { V16 = 0 => ".16", V32 = 1 => ".32" }
        /// `Write mask` values (4-bit field).
        enum WriteMask: 4, others ".reserved" {
            R = 1 => ".r", G = 2 => ".g", Rg = 3 => ".rg", B = 4 => ".b", Rb = 5 => ".rb",
            Gb = 6 => ".gb", Rgb = 7 => ".rgb", A = 8 => ".a", Ra = 9 => ".ra", Ga = 10 => ".ga",
            Rga = 11 => ".rga", Ba = 12 => ".ba", Rba = 13 => ".rba", Gba = 14 => ".gba",
            Rgba = 15 => default ".rgba",
        }
        /// `Dimension` values (2-bit field).
        enum Dimension: 2 {
            V1d = 0 => ".1d", V2d = 1 => ".2d", V3d = 2 => ".3d", Cube = 3 => ".cube",
        }
        /// `LOD mode` values (3-bit field).
        enum LODMode: 3, others ".reserved" {
            Zero = 0 => ".zero", Computed = 1 => ".computed", Explicit = 4 => ".explicit",
            ComputedBias = 5 => ".computed_bias", Grdesc = 6 => ".grdesc",
        }
        /// `Fetch component` values (2-bit field).
        enum FetchComponent: 2 {
            Gather4R = 0 => ".gather4_r", Gather4G = 1 => ".gather4_g",
            Gather4B = 2 => ".gather4_b", Gather4A = 3 => ".gather4_a",
        }
        /// `Sample and update mode` values (3-bit field).
        enum SampleAndUpdateMode: 3, others ".reserved" {
            CenterStore = 0 => ".center_store", CentroidStore = 1 => ".centroid_store",
            SampleStore = 2 => ".sample_store", ExplicitStore = 3 => ".explicit_store",
            CenterClobber = 4 => ".center_clobber", SampleClobber = 6 => ".sample_clobber",
            Retrieve = 7 => ".retrieve",
        }
        /// `Varying texture register width` values (2-bit field).
        enum VaryingTextureRegisterWidth: 2 {
            V16 = 0 => ".16", V32 = 1 => ".32", V16x32 = 2 => ".16.32", V32x32 = 3 => ".32.32",
        }
    }

    operands [
        Dest,
        S32C,
        BranchOffset = relative(8),
        F32NaSw,
        S32,
        F32,
        F16,
        S16,
        SrWrite,
        Index4,
        Index8,
        Table4,
        S64,
        MemOffset,
        SrRead,
        Offset8,
        Target8,
        S32Sw,
        S16W,
        S32W,
        S16Sw,
        F32Na,
        F16NaSw,
        F16NaL,
        S8L,
        S8Hs,
        S8,
        F32Sw,
        F16Sw,
        F16Na,
        S8W,
        S64W,
        Shift3,
        S8Ls,
        S32N,
        S16N,
        S8N,
        S64N,
        Constant,
        SrPlainN,
        SrReadWrite,
        SrPlain,
        SrWriteN,
    ]

    classes {
        /// No operation.
        class cvt_nop {
            attribute: Unit::Cvt,
            defaults { PLACEHOLDER = 3 }
            forms {
                nop ("NOP") = 0x0;
            }
        }
        /// Compare to zero and branch.
        class cvt_branchz {
            attribute: Unit::Cvt,
            defaults { PLACEHOLDER = 3 }
            mods [conservative: bool @ [35..36] = ".conservative", eq: bool @ [36..37] = ".eq"]
            operands [src0: S32C @ slot(0), offset: BranchOffset @ [8..35]]
            forms {
                branchz ("BRANCHZ") = 0x1f;
            }
        }
        /// Discard fragment.
        class cvt_discard_f32 {
            attribute: Unit::Cvt,
            defaults { PLACEHOLDER = 3 }
            mods [condition: Condition @ [32..35]]
            operands [src0: F32NaSw @ slot(0), src1: F32NaSw @ slot(1)]
            forms {
                discard_f32 ("DISCARD.f32") = 0x20;
            }
        }
        /// Compare to zero and branch indirect.
        class cvt_branchzi {
            attribute: Unit::Cvt,
            defaults { PLACEHOLDER = 3 }
            mods [
                conservative: bool @ [35..36] = ".conservative",
                eq: bool @ [36..37] = ".eq",
                absolute: bool @ [40..41] = ".absolute",
            ]
            operands [src0: S32C @ slot(0), src1: S32 @ slot(1)]
            forms {
                branchzi ("BRANCHZI") = 0x2f;
            }
        }
        /// Execution and memory barrier.
        class none_barrier {
            attribute: Unit::None,
            defaults { PLACEHOLDER = 3 }
            mods [slot: Slot @ [30..33]]
            forms {
                barrier ("BARRIER") = 0x45;
            }
        }
        /// Floating-point conditional select; integer conditional select.
        class cvt_csel_f32_v2f16_u32_s32_v2u16_v2s16<S> {
            attribute: Unit::Cvt,
            mods [condition: Condition @ [32..35]]
            operands [
                dst: Dest @ [40..48],
                src0: S @ slot(0),
                src1: S @ slot(1),
                src2: S @ slot(2),
                src3: S @ slot(3),
            ]
            forms {
                /// Floating-point conditional select.
                csel_f32 ("CSEL.f32") = 0x154 <F32>;
                /// Floating-point conditional select.
                csel_v2f16 ("CSEL.v2f16") = 0x155 <F16>;
                /// Integer conditional select.
                csel_u32 ("CSEL.u32") = 0x150 <S32>;
                /// Integer conditional select.
                csel_s32 ("CSEL.s32") = 0x158 <S32>;
                /// Integer conditional select.
                csel_v2u16 ("CSEL.v2u16") = 0x151 <S16>;
                /// Integer conditional select.
                csel_v2s16 ("CSEL.v2s16") = 0x159 <S16>;
            }
        }
        /// Load special varying.
        class v_ld_var_special {
            attribute: Unit::V,
            mods [
                vector_size: VectorSize @ [28..30],
                register_format: RegisterFormat @ [24..27],
                sample_mode: SampleMode @ [38..40],
                update_mode: UpdateMode @ [36..38],
                slot: Slot @ [30..33],
            ]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S32 @ slot(0), index: Index4 @ [12..16]]
            forms {
                ld_var_special ("LD_VAR_SPECIAL") = 0x56;
            }
        }
        /// Load immediate varying.
        class v_ld_var_buf_imm_f32_f16<S> {
            attribute: Unit::V,
            mods [
                slot: Slot @ [30..33],
                vector_size: VectorSize @ [28..30],
                source_format: SourceFormat @ [24..28],
                sample_mode: SampleMode @ [38..40],
                update_mode: UpdateMode @ [36..38],
            ]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S @ slot(0), index: Index8 @ [16..24]]
            forms {
                ld_var_buf_imm_f32 ("LD_VAR_BUF_IMM.f32") = 0x5c <S32>;
                ld_var_buf_imm_f16 ("LD_VAR_BUF_IMM.f16") = 0x5d <S16>;
            }
        }
        /// Load indirect varying.
        class v_ld_var_buf_f32_f16<S> {
            attribute: Unit::V,
            mods [
                slot: Slot @ [30..33],
                vector_size: VectorSize @ [28..30],
                source_format: SourceFormat @ [24..28],
                sample_mode: SampleMode @ [38..40],
                update_mode: UpdateMode @ [36..38],
            ]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S @ slot(0), src1: S @ slot(1)]
            forms {
                ld_var_buf_f32 ("LD_VAR_BUF.f32") = 0x6c <S32>;
                ld_var_buf_f16 ("LD_VAR_BUF.f16") = 0x6d <S16>;
            }
        }
        /// Load indirect varying.
        class v_ld_var {
            attribute: Unit::V,
            mods [
                slot: Slot @ [30..33],
                vector_size: VectorSize @ [28..30],
                register_format: RegisterFormat @ [24..27],
                sample_mode: SampleMode @ [38..40],
                update_mode: UpdateMode @ [36..38],
            ]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S32 @ slot(0), src1: S32 @ slot(1)]
            forms {
                ld_var ("LD_VAR") = 0x64;
            }
        }
        /// Load immediate varying.
        class v_ld_var_imm {
            attribute: Unit::V,
            mods [
                slot: Slot @ [30..33],
                vector_size: VectorSize @ [28..30],
                register_format: RegisterFormat @ [24..27],
                sample_mode: SampleMode @ [38..40],
                update_mode: UpdateMode @ [36..38],
            ]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S32 @ slot(0),
                table: Table4 @ [8..12],
                index: Index8 @ [12..20],
            ]
            forms {
                ld_var_imm ("LD_VAR_IMM") = 0x54;
            }
        }
        /// Load indirect varying.
        class v_ld_var_flat {
            attribute: Unit::V,
            mods [
                slot: Slot @ [30..33],
                vector_size: VectorSize @ [28..30],
                register_format: RegisterFormat @ [24..27],
            ]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S32 @ slot(0)]
            forms {
                ld_var_flat ("LD_VAR_FLAT") = 0x55;
            }
        }
        /// Load immediate varying.
        class v_ld_var_flat_imm {
            attribute: Unit::V,
            mods [
                slot: Slot @ [30..33],
                vector_size: VectorSize @ [28..30],
                register_format: RegisterFormat @ [24..27],
            ]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                table: Table4 @ [8..12],
                index: Index8 @ [12..20],
            ]
            forms {
                ld_var_flat_imm ("LD_VAR_FLAT_IMM") = 0x41;
            }
        }
        /// Load immediate attribute; load immediate texture.
        class ls_ld_attr_tex_imm {
            attribute: Unit::Ls,
            mods [
                vector_size: VectorSize @ [28..30],
                register_format: RegisterFormat @ [24..27],
                slot: Slot @ [30..33],
            ]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S32 @ slot(0),
                src1: S32 @ slot(1),
                index: Index4 @ [20..24],
                table: Table4 @ [16..20],
            ]
            forms {
                /// Load immediate attribute.
                ld_attr_imm ("LD_ATTR_IMM") = 0x66 { OP2_37_2 = 0 };
                /// Load immediate texture.
                ld_tex_imm ("LD_TEX_IMM") = 0x66 { OP2_37_2 = 1 };
            }
        }
        /// Load indirect attribute; load indirect texture.
        class ls_ld_attr_tex {
            attribute: Unit::Ls,
            mods [
                vector_size: VectorSize @ [28..30],
                register_format: RegisterFormat @ [24..27],
                slot: Slot @ [30..33],
            ]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S32 @ slot(0),
                src1: S32 @ slot(1),
                src2: S32 @ slot(2),
            ]
            forms {
                /// Load indirect attribute.
                ld_attr ("LD_ATTR") = 0x76 { OP2_37_2 = 0 };
                /// Load indirect texture.
                ld_tex ("LD_TEX") = 0x76 { OP2_37_2 = 1 };
            }
        }
        /// Load effective address of image texel.
        class ls_lea_attr_tex_imm {
            attribute: Unit::Ls,
            mods [slot: Slot @ [30..33]]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S32 @ slot(0),
                src1: S32 @ slot(1),
                table: Table4 @ [16..20],
                index: Index4 @ [20..24],
            ]
            forms {
                lea_attr_imm ("LEA_ATTR_IMM") = 0x67 { OP2_37_2 = 0 };
                lea_tex_imm ("LEA_TEX_IMM") = 0x67 { OP2_37_2 = 1 };
            }
        }
        /// Load effective address of image texel.
        class ls_lea_attr_tex<S> {
            attribute: Unit::Ls,
            mods [vector_size: VectorSize @ [28..30], slot: Slot @ [30..33]]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S @ slot(0),
                src1: S32 @ slot(1),
                src2: S32 @ slot(2),
            ]
            forms {
                lea_attr ("LEA_ATTR") = 0x77 { OP2_37_2 = 0 } <S32>;
                lea_tex ("LEA_TEX") = 0x77 { OP2_37_2 = 1 } <S16>;
            }
        }
        /// Global memory load.
        class ls_ld_buffer_i8 {
            attribute: Unit::Ls,
            mods [
                load_lane_8_bit: LoadLane8 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S32 @ slot(0), src1: S32 @ slot(1)]
            forms {
                ld_buffer_i8 ("LD_BUFFER.i8") = 0x6a { OP2_27_3 = 0 };
            }
        }
        /// Global memory load.
        class ls_ld_buffer_i16 {
            attribute: Unit::Ls,
            mods [
                load_lane_16_bit: LoadLane16 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S32 @ slot(0), src1: S32 @ slot(1)]
            forms {
                ld_buffer_i16 ("LD_BUFFER.i16") = 0x6a { OP2_27_3 = 1 };
            }
        }
        /// Global memory load.
        class ls_ld_buffer_i24 {
            attribute: Unit::Ls,
            mods [
                load_lane_24_bit: LoadLane24 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S32 @ slot(0), src1: S32 @ slot(1)]
            forms {
                ld_buffer_i24 ("LD_BUFFER.i24") = 0x6a { OP2_27_3 = 2 };
            }
        }
        /// Global memory load.
        class ls_ld_buffer_i32 {
            attribute: Unit::Ls,
            mods [
                load_lane_32_bit: LoadLane32 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S32 @ slot(0), src1: S32 @ slot(1)]
            forms {
                ld_buffer_i32 ("LD_BUFFER.i32") = 0x6a { OP2_27_3 = 3 };
            }
        }
        /// Global memory load.
        class ls_ld_buffer_i48 {
            attribute: Unit::Ls,
            defaults { [36..39] = 4 }
            mods [
                load_lane_48_bit: LoadLane48 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S32 @ slot(0), src1: S32 @ slot(1)]
            forms {
                ld_buffer_i48 ("LD_BUFFER.i48") = 0x6a { OP2_27_3 = 4 };
            }
        }
        /// Global memory load.
        class ls_ld_buffer_i64 {
            attribute: Unit::Ls,
            defaults { [36..39] = 7 }
            mods [
                load_lane_64_bit: LoadLane64 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S32 @ slot(0), src1: S32 @ slot(1)]
            forms {
                ld_buffer_i64 ("LD_BUFFER.i64") = 0x6a { OP2_27_3 = 5 };
            }
        }
        /// Global memory load.
        class ls_ld_buffer_i96 {
            attribute: Unit::Ls,
            defaults { [36..39] = 6 }
            mods [
                load_lane_96_bit: LoadLane96 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S32 @ slot(0), src1: S32 @ slot(1)]
            forms {
                ld_buffer_i96 ("LD_BUFFER.i96") = 0x6a { OP2_27_3 = 6 };
            }
        }
        /// Global memory load.
        class ls_ld_buffer_i128 {
            attribute: Unit::Ls,
            defaults { [36..39] = 7 }
            mods [
                load_lane_128_bit: LoadLane128 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S32 @ slot(0), src1: S32 @ slot(1)]
            forms {
                ld_buffer_i128 ("LD_BUFFER.i128") = 0x6a { OP2_27_3 = 7 };
            }
        }
        /// Load buffer effective address.
        class ls_lea_buf_imm {
            attribute: Unit::Ls,
            mods [slot: Slot @ [30..33]]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S32 @ slot(0),
                table: Table4 @ [8..12],
                index: Index8 @ [12..20],
            ]
            forms {
                lea_buf_imm ("LEA_BUF_IMM") = 0x5e;
            }
        }
        /// Global memory load.
        class ls_load_i8 {
            attribute: Unit::Ls,
            mods [
                memory_access: MemoryAccess @ [24..26],
                load_lane_8_bit: LoadLane8 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S64 @ slot(0),
                offset: MemOffset @ [8..24],
            ]
            forms {
                load_i8 ("LOAD.i8") = 0x60 { OP2_27_3 = 0 };
            }
        }
        /// Global memory load.
        class ls_load_i16 {
            attribute: Unit::Ls,
            mods [
                memory_access: MemoryAccess @ [24..26],
                load_lane_16_bit: LoadLane16 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S64 @ slot(0),
                offset: MemOffset @ [8..24],
            ]
            forms {
                load_i16 ("LOAD.i16") = 0x60 { OP2_27_3 = 1 };
            }
        }
        /// Global memory load.
        class ls_load_i24 {
            attribute: Unit::Ls,
            mods [
                memory_access: MemoryAccess @ [24..26],
                load_lane_24_bit: LoadLane24 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S64 @ slot(0),
                offset: MemOffset @ [8..24],
            ]
            forms {
                load_i24 ("LOAD.i24") = 0x60 { OP2_27_3 = 2 };
            }
        }
        /// Global memory load.
        class ls_load_i32 {
            attribute: Unit::Ls,
            mods [
                memory_access: MemoryAccess @ [24..26],
                load_lane_32_bit: LoadLane32 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S64 @ slot(0),
                offset: MemOffset @ [8..24],
            ]
            forms {
                load_i32 ("LOAD.i32") = 0x60 { OP2_27_3 = 3 };
            }
        }
        /// Global memory load.
        class ls_load_i48 {
            attribute: Unit::Ls,
            defaults { [36..39] = 4 }
            mods [
                memory_access: MemoryAccess @ [24..26],
                load_lane_48_bit: LoadLane48 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S64 @ slot(0),
                offset: MemOffset @ [8..24],
            ]
            forms {
                load_i48 ("LOAD.i48") = 0x60 { OP2_27_3 = 4 };
            }
        }
        /// Global memory load.
        class ls_load_i64 {
            attribute: Unit::Ls,
            defaults { [36..39] = 7 }
            mods [
                memory_access: MemoryAccess @ [24..26],
                load_lane_64_bit: LoadLane64 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S64 @ slot(0),
                offset: MemOffset @ [8..24],
            ]
            forms {
                load_i64 ("LOAD.i64") = 0x60 { OP2_27_3 = 5 };
            }
        }
        /// Global memory load.
        class ls_load_i96 {
            attribute: Unit::Ls,
            defaults { [36..39] = 6 }
            mods [
                memory_access: MemoryAccess @ [24..26],
                load_lane_96_bit: LoadLane96 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S64 @ slot(0),
                offset: MemOffset @ [8..24],
            ]
            forms {
                load_i96 ("LOAD.i96") = 0x60 { OP2_27_3 = 6 };
            }
        }
        /// Global memory load.
        class ls_load_i128 {
            attribute: Unit::Ls,
            defaults { [36..39] = 7 }
            mods [
                memory_access: MemoryAccess @ [24..26],
                load_lane_128_bit: LoadLane128 @ [36..39],
                unsigned: bool @ [39..40] = ".unsigned",
                slot: Slot @ [30..33],
            ]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S64 @ slot(0),
                offset: MemOffset @ [8..24],
            ]
            forms {
                load_i128 ("LOAD.i128") = 0x60 { OP2_27_3 = 7 };
            }
        }
        /// `STORE.i8` and 7 more: Global memory store.
        class ls_store_i8 {
            attribute: Unit::Ls,
            mods [memory_access: MemoryAccess @ [24..26], slot: Slot @ [30..33]]
            operands [
                sr: SrRead @ [40..48, 33..36],
                src0: S64 @ slot(0),
                offset: MemOffset @ [8..24],
            ]
            forms {
                /// Global memory store.
                store_i8 ("STORE.i8") = 0x61 { OP2_27_3 = 0 };
                /// Global memory store.
                store_i16 ("STORE.i16") = 0x61 { OP2_27_3 = 1 };
                /// Global memory store.
                store_i24 ("STORE.i24") = 0x61 { OP2_27_3 = 2 };
                /// Global memory store.
                store_i32 ("STORE.i32") = 0x61 { OP2_27_3 = 3 };
                /// Global memory store.
                store_i48 ("STORE.i48") = 0x61 { OP2_27_3 = 4 };
                /// Global memory store.
                store_i64 ("STORE.i64") = 0x61 { OP2_27_3 = 5 };
                /// Global memory store.
                store_i96 ("STORE.i96") = 0x61 { OP2_27_3 = 6 };
                /// Global memory store.
                store_i128 ("STORE.i128") = 0x61 { OP2_27_3 = 7 };
            }
        }
        /// Load buffer effective address.
        class ls_lea_buffer {
            attribute: Unit::Ls,
            mods [slot: Slot @ [30..33]]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S32 @ slot(0), src1: S32 @ slot(1)]
            forms {
                lea_buffer ("LEA_BUFFER") = 0x6b;
            }
        }
        /// Store with conversion.
        class ls_st_cvt {
            attribute: Unit::Ls,
            mods [
                slot: Slot @ [30..33],
                memory_access: MemoryAccess3 @ [37..40],
                vector_size: VectorSize @ [28..30],
                register_format: RegisterFormat @ [24..27],
            ]
            operands [
                sr: SrRead @ [40..48, 33..36],
                src0: S64 @ slot(0),
                src1: S32 @ slot(2),
                offset: Offset8 @ [8..16],
            ]
            forms {
                st_cvt ("ST_CVT") = 0x71;
            }
        }
        /// Load from tilebuffer; store to tilebuffer.
        class none_ld_st_tile<S> {
            attribute: Unit::None,
            mods [
                vector_size: VectorSize @ [28..30],
                register_format: RegisterFormat @ [24..27],
                slot: Slot @ [30..33],
            ]
            operands [
                sr: S @ [40..48, 33..36],
                src0: S32 @ slot(0),
                src1: S32 @ slot(1),
                src2: S32 @ slot(2),
            ]
            forms {
                /// Load from tilebuffer.
                ld_tile ("LD_TILE") = 0x78 <SrWrite>;
                /// Store to tilebuffer.
                st_tile ("ST_TILE") = 0x79 <SrRead>;
            }
        }
        /// Blend render target.
        class none_blend {
            attribute: Unit::None,
            mods [
                slot: Slot @ [30..33],
                vector_size: VectorSize @ [28..30],
                register_format: RegisterFormat @ [24..27],
            ]
            operands [
                sr: SrRead @ [40..48, 33..36],
                src0: S64 @ slot(0),
                src1: S32 @ slot(2),
                target: Target8 @ [8..16],
            ]
            forms {
                blend ("BLEND") = 0x7f;
            }
        }
        /// Alpha test.
        class none_atest {
            attribute: Unit::None,
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S32 @ slot(0),
                src1: S32Sw @ slot(1),
                src2: S32 @ slot(2),
            ]
            forms {
                atest ("ATEST") = 0x7d;
            }
        }
        /// Depth/stencil write.
        class none_zs_emit {
            attribute: Unit::None,
            mods [
                z: bool @ [25..26] = ".z",
                stencil: bool @ [24..25] = ".stencil",
                slot: Slot @ [30..33],
            ]
            operands [
                sr: SrWrite @ [40..48, 33..36],
                src0: S32 @ slot(0),
                src1: S32 @ slot(1),
                src2: S32 @ slot(2),
            ]
            forms {
                zs_emit ("ZS_EMIT") = 0x7e;
            }
        }
        /// Data conversions; float-to-int data conversions; float-to-int data conversions; floating-point rounding; floating-point rounding.
        class cvt_v2s16_v2u16_to_v2f16_s32_u32_f32_fround<S> {
            attribute: Unit::Cvt,
            mods [round_mode: RoundMode @ [30..32]]
            operands [dst: Dest @ [40..48], src0: S @ slot(0)]
            forms {
                /// Data conversions.
                v2s16_to_v2f16 ("V2S16_TO_V2F16") = 0x90 { OP2_16_5 = 7 } <S16W>;
                /// Data conversions.
                v2u16_to_v2f16 ("V2U16_TO_V2F16") = 0x90 { OP2_16_5 = 23 } <S16W>;
                /// Data conversions.
                s32_to_f32 ("S32_TO_F32") = 0x90 { OP2_16_5 = 9 } <S32W>;
                /// Data conversions.
                u32_to_f32 ("U32_TO_F32") = 0x90 { OP2_16_5 = 25 } <S32W>;
                /// Float-to-int data conversions.
                f32_to_s32 ("F32_TO_S32") = 0x90 { OP2_16_5 = 12 } <F32Na>;
                /// Float-to-int data conversions.
                f32_to_u32 ("F32_TO_U32") = 0x90 { OP2_16_5 = 28 } <F32Na>;
                /// Float-to-int data conversions.
                v2f16_to_v2s16 ("V2F16_TO_V2S16") = 0x90 { OP2_16_5 = 14 } <F16NaSw>;
                /// Float-to-int data conversions.
                v2f16_to_v2u16 ("V2F16_TO_V2U16") = 0x90 { OP2_16_5 = 30 } <F16NaSw>;
                /// Float-to-int data conversions.
                f16_to_s32 ("F16_TO_S32") = 0x90 { OP2_16_5 = 10 } <F16NaSw>;
                /// Float-to-int data conversions.
                f16_to_u32 ("F16_TO_U32") = 0x90 { OP2_16_5 = 26 } <F16NaSw>;
                /// Floating-point rounding.
                fround_v2f16 ("FROUND.v2f16") = 0x90 { OP2_16_5 = 15 } <F16NaSw>;
                /// Floating-point rounding.
                fround_f32 ("FROUND.f32") = 0x90 { OP2_16_5 = 13 } <F32NaSw>;
            }
        }
        /// 16->32 integer data conversions; count leading zeroes; 8-bit to 16-bit data conversions; register move; count leading zeroes; absolute value; absolute value.
        class cvt_s16_to_s32_clz_v2u16_v2s8_v2s16_mov_i32_iabs_v4u8_v4s8<S> {
            attribute: Unit::Cvt,
            operands [dst: Dest @ [40..48], src0: S @ slot(0)]
            forms {
                /// 16->32 integer data conversions.
                s16_to_s32 ("S16_TO_S32") = 0x90 { OP2_16_5 = 4 } <S16Sw>;
                /// 16->32 integer data conversions.
                s16_to_f32 ("S16_TO_F32") = 0x90 { OP2_16_5 = 5 } <S16Sw>;
                /// 16->32 integer data conversions.
                u16_to_u32 ("U16_TO_U32") = 0x90 { OP2_16_5 = 20 } <S16Sw>;
                /// 16->32 integer data conversions.
                u16_to_f32 ("U16_TO_F32") = 0x90 { OP2_16_5 = 21 } <S16Sw>;
                /// Count leading zeroes.
                clz_v2u16 ("CLZ.v2u16") = 0x91 { OP2_16_4 = 5 } <S16Sw>;
                /// 8-bit to 16-bit data conversions.
                v2s8_to_v2s16 ("V2S8_TO_V2S16") = 0x90 { OP2_16_5 = 2 } <S8Hs>;
                /// 8-bit to 16-bit data conversions.
                v2s8_to_v2f16 ("V2S8_TO_V2F16") = 0x90 { OP2_16_5 = 3 } <S8Hs>;
                /// 8-bit to 16-bit data conversions.
                v2u8_to_v2u16 ("V2U8_TO_V2U16") = 0x90 { OP2_16_5 = 18 } <S8Hs>;
                /// 8-bit to 16-bit data conversions.
                v2u8_to_v2f16 ("V2U8_TO_V2F16") = 0x90 { OP2_16_5 = 19 } <S8Hs>;
                /// Register move.
                mov_i32 ("MOV.i32") = 0x91 { OP2_16_4 = 0 } <S32>;
                /// Count leading zeroes.
                clz_u32 ("CLZ.u32") = 0x91 { OP2_16_4 = 4 } <S32>;
                /// Count leading zeroes.
                clz_v4u8 ("CLZ.v4u8") = 0x91 { OP2_16_4 = 6 } <S8>;
                /// Absolute value.
                iabs_v4s8 ("IABS.v4s8") = 0x91 { OP2_16_4 = 10 } <S8>;
                /// Absolute value.
                iabs_s32 ("IABS.s32") = 0x91 { OP2_16_4 = 8 } <S32W>;
                /// Absolute value.
                iabs_v2s16 ("IABS.v2s16") = 0x91 { OP2_16_4 = 9 } <S16W>;
            }
        }
        /// 16-bit float to 32-bit float conversion.
        class cvt_f16_to_f32 {
            attribute: Unit::Cvt,
            mods [round_mode: RoundMode @ [30..32]]
            operands [dst: Dest @ [40..48], src0: F16NaL @ slot_lane(0, 28)]
            forms {
                f16_to_f32 ("F16_TO_F32") = 0x90 { OP2_16_5 = 11 };
            }
        }
        /// `S8_TO_S32` and 3 more: 8-bit to 32-bit data conversions.
        class cvt_s8_to_s32 {
            attribute: Unit::Cvt,
            operands [dst: Dest @ [40..48], src0: S8L @ slot_lane(0, 28)]
            forms {
                /// 8-bit to 32-bit data conversions.
                s8_to_s32 ("S8_TO_S32") = 0x90 { OP2_16_5 = 0 };
                /// 8-bit to 32-bit data conversions.
                s8_to_f32 ("S8_TO_F32") = 0x90 { OP2_16_5 = 1 };
                /// 8-bit to 32-bit data conversions.
                u8_to_u32 ("U8_TO_U32") = 0x90 { OP2_16_5 = 16 };
                /// 8-bit to 32-bit data conversions.
                u8_to_f32 ("U8_TO_F32") = 0x90 { OP2_16_5 = 17 };
            }
        }
        /// Population count; special function unit; special function unit.
        class sfu_popcount_i32_fsin_table_u6_frcp_f32_frsq_flogd_flog_fpclass_f16<S> {
            attribute: Unit::Sfu,
            operands [dst: Dest @ [40..48], src0: S @ slot(0)]
            forms {
                /// Population count.
                popcount_i32 ("POPCOUNT.i32") = 0x91 { OP2_16_4 = 12 } <S32>;
                /// Bitwise reverse.
                bitrev_i32 ("BITREV.i32") = 0x91 { OP2_16_4 = 13 } <S32>;
                /// Bitwise complement.
                not_old_i32 ("NOT_OLD.i32") = 0x91 { OP2_16_4 = 14 } <S32>;
                /// Special function unit.
                fsin_table_u6 ("FSIN_TABLE.u6") = 0x9c { OP2_16_4 = 4 } <S32>;
                /// Special function unit.
                fcos_table_u6 ("FCOS_TABLE.u6") = 0x9c { OP2_16_4 = 5 } <S32>;
                /// Special function unit.
                fsincos_offset_u6 ("FSINCOS_OFFSET.u6") = 0x9c { OP2_16_4 = 6 } <S32>;
                /// Special function unit.
                fexp_table_u4 ("FEXP_TABLE.u4") = 0x9c { OP2_16_4 = 13 } <S32>;
                /// Special function unit.
                frcp_f32 ("FRCP.f32") = 0x9c { OP2_16_4 = 0 } <F32NaSw>;
                /// Special function unit.
                frsq_f32 ("FRSQ.f32") = 0x9c { OP2_16_4 = 2 } <F32NaSw>;
                /// Special function unit.
                flogd_f32 ("FLOGD.f32") = 0x9c { OP2_16_4 = 8 } <F32NaSw>;
                /// Special function unit.
                fpclass_f32 ("FPCLASS.f32") = 0x9c { OP2_16_4 = 10 } <F32NaSw>;
                /// Special function unit.
                flog_table_f32 ("FLOG_TABLE.f32") = 0x9c { OP2_16_4 = 12 } <F32NaSw>;
                /// Special function unit.
                frcp_approx_f32 ("FRCP_APPROX.f32") = 0x9c { OP2_16_4 = 14 } <F32NaSw>;
                /// Special function unit.
                frsq_approx_f32 ("FRSQ_APPROX.f32") = 0x9c { OP2_16_4 = 15 } <F32NaSw>;
                /// Special function unit.
                frcp_f16 ("FRCP.f16") = 0x9c { OP2_16_4 = 1 } <F16NaSw>;
                /// Special function unit.
                frsq_f16 ("FRSQ.f16") = 0x9c { OP2_16_4 = 3 } <F16NaSw>;
                /// Special function unit.
                fpclass_f16 ("FPCLASS.f16") = 0x9c { OP2_16_4 = 11 } <F16NaSw>;
            }
        }
        /// Bitwise complement.
        class sfu_not_old_i64 {
            attribute: Unit::Sfu,
            defaults { OP2_16_4 = 14 }
            operands [dst: Dest @ [40..48], src0: S64 @ slot(0)]
            forms {
                not_old_i64 ("NOT_OLD.i64") = 0x191;
            }
        }
        /// Warp mask.
        class cvt_wmask {
            attribute: Unit::Cvt,
            defaults { [36..40] = 3 }
            mods [subgroup_size: SubgroupSize @ [36..40]]
            operands [dst: Dest @ [40..48], src0: S32 @ slot(0)]
            forms {
                wmask ("WMASK") = 0x95;
            }
        }
        /// Fraction/exponent extract.
        class cvt_frexpm_frexpe_f32_v2f16<S> {
            attribute: Unit::Cvt,
            mods [sqrt: bool @ [24..25] = ".sqrt", log: bool @ [25..26] = ".log"]
            operands [dst: Dest @ [40..48], src0: S @ slot(0)]
            forms {
                frexpm_f32 ("FREXPM.f32") = 0x99 { OP2_16_4 = 0 } <F32Sw>;
                frexpe_f32 ("FREXPE.f32") = 0x99 { OP2_16_4 = 2 } <F32Sw>;
                frexpm_v2f16 ("FREXPM.v2f16") = 0x99 { OP2_16_4 = 1 } <F16Sw>;
                frexpe_v2f16 ("FREXPE.v2f16") = 0x99 { OP2_16_4 = 3 } <F16Sw>;
            }
        }
        /// Floating-point add; floating-point add with logarithm scale.
        class fma_fadd_f32_v2f16_lscale<S> {
            attribute: Unit::Fma,
            mods [clamp: Clamp @ [32..34]]
            operands [dst: Dest @ [40..48], src0: S @ slot(0), src1: S @ slot(1)]
            forms {
                /// Floating-point add.
                fadd_f32 ("FADD.f32") = 0xa4 { OP2_16_4 = 0 } <F32NaSw>;
                /// Floating-point add.
                fadd_v2f16 ("FADD.v2f16") = 0xa5 { OP2_16_4 = 0 } <F16NaSw>;
                /// Floating-point add with logarithm scale.
                fadd_lscale_f32 ("FADD_LSCALE.f32") = 0xa4 { OP2_16_4 = 9 } <F32Na>;
            }
        }
        /// Floating-point minimum; floating-point maximum.
        class cvt_fmin_fmax_f32_v2f16<S> {
            attribute: Unit::Cvt,
            mods [clamp: Clamp @ [32..34]]
            operands [dst: Dest @ [40..48], src0: S @ slot(0), src1: S @ slot(1)]
            forms {
                /// Floating-point minimum.
                fmin_f32 ("FMIN.f32") = 0xa4 { OP2_16_4 = 2 } <F32NaSw>;
                /// Floating-point maximum.
                fmax_f32 ("FMAX.f32") = 0xa4 { OP2_16_4 = 3 } <F32NaSw>;
                /// Floating-point minimum.
                fmin_v2f16 ("FMIN.v2f16") = 0xa5 { OP2_16_4 = 2 } <F16NaSw>;
                /// Floating-point maximum.
                fmax_v2f16 ("FMAX.v2f16") = 0xa5 { OP2_16_4 = 3 } <F16NaSw>;
            }
        }
        /// Vectorized floating-point conversion.
        class cvt_v2f32_to_v2f16 {
            attribute: Unit::Cvt,
            mods [clamp: Clamp @ [32..34], round_mode: RoundMode @ [30..32]]
            operands [dst: Dest @ [40..48], src0: F16Na @ slot(0), src1: F16Na @ slot(1)]
            forms {
                v2f32_to_v2f16 ("V2F32_TO_V2F16") = 0xa5 { OP2_16_4 = 4 };
            }
        }
        /// Floating-point rescaling.
        class fma_ldexp_f32_v2f16<S, T> {
            attribute: Unit::Fma,
            mods [round_mode: RoundMode @ [30..32]]
            operands [dst: Dest @ [40..48], src0: S @ slot(0), src1: T @ slot(1)]
            forms {
                ldexp_f32 ("LDEXP.f32") = 0xa4 { OP2_16_4 = 6 } <F32NaSw, S32>;
                ldexp_v2f16 ("LDEXP.v2f16") = 0xa5 { OP2_16_4 = 6 } <F16NaSw, S16>;
            }
        }
        /// Floating-point exponent.
        class sfu_fexp_f32 {
            attribute: Unit::Sfu,
            mods [clamp: Clamp @ [32..34]]
            operands [dst: Dest @ [40..48], src0: S32 @ slot(0), src1: F32Na @ slot(1)]
            forms {
                fexp_f32 ("FEXP.f32") = 0xa4 { OP2_16_4 = 8 };
            }
        }
        /// ATAN calculation helper.
        class sfu_fatan_assist_f32 {
            attribute: Unit::Sfu,
            mods [second: bool @ [24..25] = ".second"]
            operands [dst: Dest @ [40..48], src0: S32 @ slot(0), src1: S32 @ slot(1)]
            forms {
                fatan_assist_f32 ("FATAN_ASSIST.f32") = 0xa4 { OP2_16_4 = 14 };
            }
        }
        /// Integer addition; integer subtract.
        class cvt_iadd_isub_u32_s32_v2u16_v2s16_v4u8_v4s8_u64<S> {
            attribute: Unit::Cvt,
            mods [saturate: bool @ [30..31] = ".saturate"]
            operands [dst: Dest @ [40..48], src0: S @ slot(0), src1: S @ slot(1)]
            forms {
                /// Integer addition.
                iadd_u32 ("IADD.u32") = 0xa0 { OP2_16_4 = 0 } <S32W>;
                /// Integer addition.
                iadd_s32 ("IADD.s32") = 0xa8 { OP2_16_4 = 0 } <S32W>;
                /// Integer subtract.
                isub_u32 ("ISUB.u32") = 0xa0 { OP2_16_4 = 1 } <S32W>;
                /// Integer subtract.
                isub_s32 ("ISUB.s32") = 0xa8 { OP2_16_4 = 1 } <S32W>;
                /// Integer addition.
                iadd_v2u16 ("IADD.v2u16") = 0xa1 { OP2_16_4 = 0 } <S16W>;
                /// Integer addition.
                iadd_v2s16 ("IADD.v2s16") = 0xa9 { OP2_16_4 = 0 } <S16W>;
                /// Integer subtract.
                isub_v2u16 ("ISUB.v2u16") = 0xa1 { OP2_16_4 = 1 } <S16W>;
                /// Integer subtract.
                isub_v2s16 ("ISUB.v2s16") = 0xa9 { OP2_16_4 = 1 } <S16W>;
                /// Integer addition.
                iadd_v4u8 ("IADD.v4u8") = 0xa2 { OP2_16_4 = 0 } <S8W>;
                /// Integer addition.
                iadd_v4s8 ("IADD.v4s8") = 0xaa { OP2_16_4 = 0 } <S8W>;
                /// Integer subtract.
                isub_v4u8 ("ISUB.v4u8") = 0xa2 { OP2_16_4 = 1 } <S8W>;
                /// Integer subtract.
                isub_v4s8 ("ISUB.v4s8") = 0xaa { OP2_16_4 = 1 } <S8W>;
                /// Integer addition.
                iadd_u64 ("IADD.u64") = 0x1a3 { OP2_16_4 = 0 } <S64W>;
                /// Integer addition.
                iadd_s64 ("IADD.s64") = 0x1ab { OP2_16_4 = 0 } <S64W>;
                /// Integer subtract.
                isub_u64 ("ISUB.u64") = 0x1a3 { OP2_16_4 = 1 } <S64W>;
                /// Integer subtract.
                isub_s64 ("ISUB.s64") = 0x1ab { OP2_16_4 = 1 } <S64W>;
            }
        }
        /// Make 16-bit vector.
        class cvt_mkvec_v2i16 {
            attribute: Unit::Cvt,
            operands [dst: Dest @ [40..48], src0: S16Sw @ slot(0), src1: S16Sw @ slot(1)]
            forms {
                mkvec_v2i16 ("MKVEC.v2i16") = 0xa1 { OP2_16_4 = 5 };
            }
        }
        /// Segment addition.
        class cvt_seg_add_u64 {
            attribute: Unit::Cvt,
            mods [neg: bool @ [38..39] = ".neg", preserve_null: bool @ [39..40] = ".preserve_null"]
            operands [dst: Dest @ [40..48], src0: S64 @ slot(0), src1: S64W @ slot(1)]
            forms {
                seg_add_u64 ("SEG_ADD.u64") = 0x1a3 { OP2_16_4 = 6 };
            }
        }
        /// `SHADDX.u64` and 1 more: Shift, extend, and 64-bit add.
        class cvt_shaddx_u64 {
            attribute: Unit::Cvt,
            operands [
                dst: Dest @ [40..48],
                src0: S64 @ slot(0),
                src1: S64W @ slot(1),
                shift: Shift3 @ [20..23],
            ]
            forms {
                /// Shift, extend, and 64-bit add.
                shaddx_u64 ("SHADDX.u64") = 0x1a3 { OP2_16_4 = 7 };
                /// Shift, extend, and 64-bit add.
                shaddx_s64 ("SHADDX.s64") = 0x1ab { OP2_16_4 = 7 };
            }
        }
        /// Integer multiply.
        class sfu_imul_i32_s32_v2i16_v2s16_v4i8_v4s8_imuld_u64<S> {
            attribute: Unit::Sfu,
            mods [saturate: bool @ [30..31] = ".saturate"]
            operands [dst: Dest @ [40..48], src0: S @ slot(0), src1: S @ slot(1)]
            forms {
                imul_i32 ("IMUL.i32") = 0xa0 { OP2_16_4 = 10 } <S32W>;
                imul_s32 ("IMUL.s32") = 0xa8 { OP2_16_4 = 10 } <S32W>;
                imul_v2i16 ("IMUL.v2i16") = 0xa1 { OP2_16_4 = 10 } <S16W>;
                imul_v2s16 ("IMUL.v2s16") = 0xa9 { OP2_16_4 = 10 } <S16W>;
                imul_v4i8 ("IMUL.v4i8") = 0xa2 { OP2_16_4 = 10 } <S8W>;
                imul_v4s8 ("IMUL.v4s8") = 0xaa { OP2_16_4 = 10 } <S8W>;
                imuld_u64 ("IMULD.u64") = 0x1a3 { OP2_16_4 = 10 } <S64W>;
            }
        }
        /// Integer half-add.
        class cvt_hadd_u32_v2u16_v4u8_s32_v2s16_v4s8<S> {
            attribute: Unit::Cvt,
            mods [rhadd: bool @ [30..31] = ".rhadd"]
            operands [dst: Dest @ [40..48], src0: S @ slot(0), src1: S @ slot(1)]
            forms {
                hadd_u32 ("HADD.u32") = 0xa0 { OP2_16_4 = 11 } <S32W>;
                hadd_s32 ("HADD.s32") = 0xa8 { OP2_16_4 = 11 } <S32W>;
                hadd_v2u16 ("HADD.v2u16") = 0xa1 { OP2_16_4 = 11 } <S16W>;
                hadd_v2s16 ("HADD.v2s16") = 0xa9 { OP2_16_4 = 11 } <S16W>;
                hadd_v4u8 ("HADD.v4u8") = 0xa2 { OP2_16_4 = 11 } <S8W>;
                hadd_v4s8 ("HADD.v4s8") = 0xaa { OP2_16_4 = 11 } <S8W>;
            }
        }
        /// Cross-lane permute.
        class sfu_clper_i32_s32_v2u16_v2s16_v4u8_v4s8_u64<S, T> {
            attribute: Unit::Sfu,
            defaults { [36..40] = 3 }
            mods [
                subgroup_size: SubgroupSize @ [36..40],
                lane_operation: LaneOperation @ [32..34],
                inactive_result: InactiveResult @ [22..26],
            ]
            operands [dst: Dest @ [40..48], src0: S @ slot(0), src1: T @ slot(1)]
            forms {
                clper_i32 ("CLPER.i32") = 0xa0 { OP2_16_4 = 15 } <S32, S32W>;
                clper_s32 ("CLPER.s32") = 0xa8 { OP2_16_4 = 15 } <S32, S32W>;
                clper_v2u16 ("CLPER.v2u16") = 0xa1 { OP2_16_4 = 15 } <S16, S16W>;
                clper_v2s16 ("CLPER.v2s16") = 0xa9 { OP2_16_4 = 15 } <S16, S16W>;
                clper_v4u8 ("CLPER.v4u8") = 0xa2 { OP2_16_4 = 15 } <S8, S8W>;
                clper_v4s8 ("CLPER.v4s8") = 0xaa { OP2_16_4 = 15 } <S8, S8W>;
                clper_u64 ("CLPER.u64") = 0x1a3 { OP2_16_4 = 15 } <S64, S64W>;
                clper_s64 ("CLPER.s64") = 0x1ab { OP2_16_4 = 15 } <S64, S64W>;
            }
        }
        /// Fused floating-point multiply add.
        class fma_fma_f32_v2f16<S> {
            attribute: Unit::Fma,
            mods [clamp: Clamp @ [32..34]]
            operands [dst: Dest @ [40..48], src0: S @ slot(0), src1: S @ slot(1), src2: S @ slot(2)]
            forms {
                fma_f32 ("FMA.f32") = 0xb2 <F32NaSw>;
                fma_v2f16 ("FMA.v2f16") = 0xb3 <F16NaSw>;
            }
        }
        /// Left shift and bitwise AND; left shift and bitwise OR; left shift and bitwise XOR.
        class sfu_lshift_and_or_xor_i32_v2i16_v4i8_i64<S, T> {
            attribute: Unit::Sfu,
            mods [not_result: bool @ [30..31] = ".not_result"]
            operands [
                dst: Dest @ [40..48],
                src0: S @ slot(0),
                src1: S8Ls @ slot(1),
                src2: T @ slot(2),
            ]
            forms {
                /// Left shift and bitwise AND.
                lshift_and_i32 ("LSHIFT_AND.i32") = 0xb4 { OP2_24_2 = 0, LEFT = 1 } <S32W, S32N>;
                /// Left shift and bitwise OR.
                lshift_or_i32 ("LSHIFT_OR.i32") = 0xb4 { OP2_24_2 = 1, LEFT = 1 } <S32W, S32N>;
                /// Left shift and bitwise XOR.
                lshift_xor_i32 ("LSHIFT_XOR.i32") = 0xb4 { OP2_24_2 = 2, LEFT = 1 } <S32W, S32N>;
                /// Left shift and bitwise AND.
                lshift_and_v2i16 ("LSHIFT_AND.v2i16") = 0xb5 { OP2_24_2 = 0, LEFT = 1 } <S16W, S16N>;
                /// Left shift and bitwise OR.
                lshift_or_v2i16 ("LSHIFT_OR.v2i16") = 0xb5 { OP2_24_2 = 1, LEFT = 1 } <S16W, S16N>;
                /// Left shift and bitwise XOR.
                lshift_xor_v2i16 ("LSHIFT_XOR.v2i16") = 0xb5 { OP2_24_2 = 2, LEFT = 1 } <S16W, S16N>;
                /// Left shift and bitwise AND.
                lshift_and_v4i8 ("LSHIFT_AND.v4i8") = 0xb6 { OP2_24_2 = 0, LEFT = 1 } <S8W, S8N>;
                /// Left shift and bitwise OR.
                lshift_or_v4i8 ("LSHIFT_OR.v4i8") = 0xb6 { OP2_24_2 = 1, LEFT = 1 } <S8W, S8N>;
                /// Left shift and bitwise XOR.
                lshift_xor_v4i8 ("LSHIFT_XOR.v4i8") = 0xb6 { OP2_24_2 = 2, LEFT = 1 } <S8W, S8N>;
                /// Left shift and bitwise AND.
                lshift_and_i64 ("LSHIFT_AND.i64") = 0x1b7 { OP2_24_2 = 0, LEFT = 1 } <S64W, S64N>;
                /// Left shift and bitwise OR.
                lshift_or_i64 ("LSHIFT_OR.i64") = 0x1b7 { OP2_24_2 = 1, LEFT = 1 } <S64W, S64N>;
                /// Left shift and bitwise XOR.
                lshift_xor_i64 ("LSHIFT_XOR.i64") = 0x1b7 { OP2_24_2 = 2, LEFT = 1 } <S64W, S64N>;
            }
        }
        /// Right shift and bitwise AND; right shift and bitwise OR; right shift and bitwise XOR.
        class sfu_rshift_and_or_xor_i32_v2i16_v4i8_i64<S, T> {
            attribute: Unit::Sfu,
            mods [signed: bool @ [34..35] = ".signed", not_result: bool @ [30..31] = ".not_result"]
            operands [
                dst: Dest @ [40..48],
                src0: S @ slot(0),
                src1: S8Ls @ slot(1),
                src2: T @ slot(2),
            ]
            forms {
                /// Right shift and bitwise AND.
                rshift_and_i32 ("RSHIFT_AND.i32") = 0xb4 { OP2_24_2 = 0, LEFT = 0 } <S32W, S32N>;
                /// Right shift and bitwise OR.
                rshift_or_i32 ("RSHIFT_OR.i32") = 0xb4 { OP2_24_2 = 1, LEFT = 0 } <S32W, S32N>;
                /// Right shift and bitwise XOR.
                rshift_xor_i32 ("RSHIFT_XOR.i32") = 0xb4 { OP2_24_2 = 2, LEFT = 0 } <S32W, S32N>;
                /// Right shift and bitwise AND.
                rshift_and_v2i16 ("RSHIFT_AND.v2i16") = 0xb5 { OP2_24_2 = 0, LEFT = 0 } <S16W, S16N>;
                /// Right shift and bitwise OR.
                rshift_or_v2i16 ("RSHIFT_OR.v2i16") = 0xb5 { OP2_24_2 = 1, LEFT = 0 } <S16W, S16N>;
                /// Right shift and bitwise XOR.
                rshift_xor_v2i16 ("RSHIFT_XOR.v2i16") = 0xb5 { OP2_24_2 = 2, LEFT = 0 } <S16W, S16N>;
                /// Right shift and bitwise AND.
                rshift_and_v4i8 ("RSHIFT_AND.v4i8") = 0xb6 { OP2_24_2 = 0, LEFT = 0 } <S8W, S8N>;
                /// Right shift and bitwise OR.
                rshift_or_v4i8 ("RSHIFT_OR.v4i8") = 0xb6 { OP2_24_2 = 1, LEFT = 0 } <S8W, S8N>;
                /// Right shift and bitwise XOR.
                rshift_xor_v4i8 ("RSHIFT_XOR.v4i8") = 0xb6 { OP2_24_2 = 2, LEFT = 0 } <S8W, S8N>;
                /// Right shift and bitwise AND.
                rshift_and_i64 ("RSHIFT_AND.i64") = 0x1b7 { OP2_24_2 = 0, LEFT = 0 } <S64W, S64N>;
                /// Right shift and bitwise OR.
                rshift_or_i64 ("RSHIFT_OR.i64") = 0x1b7 { OP2_24_2 = 1, LEFT = 0 } <S64W, S64N>;
                /// Right shift and bitwise XOR.
                rshift_xor_i64 ("RSHIFT_XOR.i64") = 0x1b7 { OP2_24_2 = 2, LEFT = 0 } <S64W, S64N>;
            }
        }
        /// Mux.
        class sfu_mux_i32_v2i16_v4i8<S> {
            attribute: Unit::Sfu,
            defaults { [32..34] = 1 }
            mods [mux: Mux @ [32..34]]
            operands [dst: Dest @ [40..48], src0: S @ slot(0), src1: S @ slot(1), src2: S @ slot(2)]
            forms {
                mux_i32 ("MUX.i32") = 0xb8 <S32>;
                mux_v2i16 ("MUX.v2i16") = 0xb9 <S16Sw>;
                mux_v4i8 ("MUX.v4i8") = 0xba <S8>;
            }
        }
        /// Cube S-coordinate select; cube map transform step 1.
        class sfu_cube_ssel_cubeface1<S> {
            attribute: Unit::Sfu,
            operands [
                dst: Dest @ [40..48],
                src0: F32Na @ slot(0),
                src1: F32Na @ slot(1),
                src2: S @ slot(2),
            ]
            forms {
                /// Cube S-coordinate select.
                cube_ssel ("CUBE_SSEL") = 0xbc { OP2_24_4 = 0 } <S32>;
                /// Cube T-coordinate select.
                cube_tsel ("CUBE_TSEL") = 0xbc { OP2_24_4 = 1 } <S32>;
                /// Cube map transform step 1.
                cubeface1 ("CUBEFACE1") = 0xc0 <F32Na>;
                /// Cube map transform step 2.
                cubeface2_v9 ("CUBEFACE2_V9") = 0xc1 <F32Na>;
            }
        }
        /// Make 8-bit vector.
        class cvt_mkvec_v2i8 {
            attribute: Unit::Cvt,
            operands [
                dst: Dest @ [40..48],
                src0: S8L @ slot(0),
                src1: S8L @ slot(1),
                src2: S8 @ slot(2),
            ]
            forms {
                mkvec_v2i8 ("MKVEC.v2i8") = 0xbd;
            }
        }
        /// `IDP.v4s8` and 1 more: 8-bit dot product.
        class fma_idp_v4s8 {
            attribute: Unit::Fma,
            mods [saturate: bool @ [30..31] = ".saturate"]
            operands [
                dst: Dest @ [40..48],
                src0: S8 @ slot(0),
                src1: S8 @ slot(1),
                src2: S8 @ slot(2),
            ]
            forms {
                /// 8-bit dot product.
                idp_v4s8 ("IDP.v4s8") = 0xc2 { OP2_24_4 = 0 };
                /// 8-bit dot product.
                idp_v4u8 ("IDP.v4u8") = 0xc2 { OP2_24_4 = 1 };
            }
        }
        /// Unsigned integer compare; signed integer compare; integer compare; unsigned integer compare; signed integer compare; floating-point compare.
        class cvt_icmp_or_and_multi_u32_s32_v2u16_v2s16_v4u8_v4s8_fcmp_f32_v2f16<S, T> {
            attribute: Unit::Cvt,
            mods [condition: Condition @ [32..35], result_type: ResultType @ [30..32]]
            operands [dst: Dest @ [40..48], src0: S @ slot(0), src1: S @ slot(1), src2: T @ slot(2)]
            forms {
                /// Unsigned integer compare.
                icmp_or_u32 ("ICMP_OR.u32") = 0xf0 { OP2_24_2 = 0 } <S32W, S32>;
                /// Unsigned integer compare.
                icmp_and_u32 ("ICMP_AND.u32") = 0xf0 { OP2_24_2 = 1 } <S32W, S32>;
                /// Signed integer compare.
                icmp_or_s32 ("ICMP_OR.s32") = 0xf8 { OP2_24_2 = 0 } <S32W, S32>;
                /// Signed integer compare.
                icmp_and_s32 ("ICMP_AND.s32") = 0xf8 { OP2_24_2 = 1 } <S32W, S32>;
                /// Integer compare.
                icmp_multi_u32 ("ICMP_MULTI.u32") = 0xf0 { OP2_24_2 = 2 } <S32W, S32>;
                /// Integer compare.
                icmp_multi_s32 ("ICMP_MULTI.s32") = 0xf8 { OP2_24_2 = 2 } <S32W, S32>;
                /// Unsigned integer compare.
                icmp_or_v2u16 ("ICMP_OR.v2u16") = 0xf1 { OP2_24_2 = 0 } <S16W, S16>;
                /// Unsigned integer compare.
                icmp_and_v2u16 ("ICMP_AND.v2u16") = 0xf1 { OP2_24_2 = 1 } <S16W, S16>;
                /// Signed integer compare.
                icmp_or_v2s16 ("ICMP_OR.v2s16") = 0xf9 { OP2_24_2 = 0 } <S16W, S16>;
                /// Signed integer compare.
                icmp_and_v2s16 ("ICMP_AND.v2s16") = 0xf9 { OP2_24_2 = 1 } <S16W, S16>;
                /// Unsigned integer compare.
                icmp_or_v4u8 ("ICMP_OR.v4u8") = 0xf2 { OP2_24_2 = 0 } <S8W, S8>;
                /// Unsigned integer compare.
                icmp_and_v4u8 ("ICMP_AND.v4u8") = 0xf2 { OP2_24_2 = 1 } <S8W, S8>;
                /// Signed integer compare.
                icmp_or_v4s8 ("ICMP_OR.v4s8") = 0xfa { OP2_24_2 = 0 } <S8W, S8>;
                /// Signed integer compare.
                icmp_and_v4s8 ("ICMP_AND.v4s8") = 0xfa { OP2_24_2 = 1 } <S8W, S8>;
                /// Floating-point compare.
                fcmp_or_f32 ("FCMP_OR.f32") = 0xf4 { OP2_24_2 = 0 } <F32NaSw, S32>;
                /// Floating-point compare.
                fcmp_and_f32 ("FCMP_AND.f32") = 0xf4 { OP2_24_2 = 1 } <F32NaSw, S32>;
                /// Floating-point compare.
                fcmp_or_v2f16 ("FCMP_OR.v2f16") = 0xf5 { OP2_24_2 = 0 } <F16NaSw, S16>;
                /// Floating-point compare.
                fcmp_and_v2f16 ("FCMP_AND.v2f16") = 0xf5 { OP2_24_2 = 1 } <F16NaSw, S16>;
            }
        }
        /// Integer addition with immediate.
        class cvt_iadd_imm_i32_v2i16_v4i8<S> {
            attribute: Unit::Cvt,
            operands [dst: Dest @ [40..48], src0: S @ slot(0), constant: Constant @ [8..40]]
            forms {
                iadd_imm_i32 ("IADD_IMM.i32") = 0x110 <S32>;
                iadd_imm_v2i16 ("IADD_IMM.v2i16") = 0x111 <S16>;
                iadd_imm_v4i8 ("IADD_IMM.v4i8") = 0x112 <S8>;
            }
        }
        /// Floating-point addition with immediate.
        class fma_fadd_imm_f32_v2f16<S> {
            attribute: Unit::Fma,
            operands [dst: Dest @ [40..48], src0: S @ slot(0), constant: Constant @ [8..40]]
            forms {
                fadd_imm_f32 ("FADD_IMM.f32") = 0x114 <S32>;
                fadd_imm_v2f16 ("FADD_IMM.v2f16") = 0x115 <F16>;
            }
        }
        /// `ATOM1_RETURN.i32` and 1 more: Atomic operations on memory with 1.
        class ls_atom1_return_i32 {
            attribute: Unit::Ls,
            mods [slot: Slot @ [30..33], atomic_operation_with_1: AtomicOperationWith1 @ [22..26]]
            operands [sr: SrWrite @ [40..48, 33..36], src0: S64 @ slot(0), offset: Offset8 @ [8..16]]
            forms {
                /// Atomic operations on memory with 1.
                atom1_return_i32 ("ATOM1_RETURN.i32") = 0x69 { OP2_27_3 = 3 };
                /// Atomic operations on memory with 1.
                atom1_return_i64 ("ATOM1_RETURN.i64") = 0x69 { OP2_27_3 = 5 };
            }
        }
        /// `ATOM.i32` and 1 more: Atomic operations on memory.
        class ls_atom_i32 {
            attribute: Unit::Ls,
            mods [slot: Slot @ [30..33], atomic_operation: AtomicOperation @ [22..26]]
            operands [sr: SrRead @ [40..48, 33..36], src0: S64 @ slot(0), offset: Offset8 @ [8..16]]
            forms {
                /// Atomic operations on memory.
                atom_i32 ("ATOM.i32") = 0x68 { OP2_27_3 = 3 };
                /// Atomic operations on memory.
                atom_i64 ("ATOM.i64") = 0x68 { OP2_27_3 = 5 };
            }
        }
        /// `ATOM_RETURN.i32` and 1 more: Atomic operations on memory.
        class ls_atom_return_i32 {
            attribute: Unit::Ls,
            mods [
                slot: Slot @ [30..33],
                compare: bool @ [26..27] = ".compare",
                atomic_operation: AtomicOperation @ [22..26],
            ]
            operands [
                sr0: SrPlainN @ [16..22, 36..39],
                sr1: SrReadWrite @ [40..48, 33..36],
                src0: S64 @ slot(0),
                offset: Offset8 @ [8..16],
            ]
            forms {
                /// Atomic operations on memory.
                atom_return_i32 ("ATOM_RETURN.i32") = 0x120 { OP2_27_3 = 3 };
                /// Atomic operations on memory.
                atom_return_i64 ("ATOM_RETURN.i64") = 0x120 { OP2_27_3 = 5 };
            }
        }
        /// Texel fetch.
        class t_tex_fetch {
            attribute: Unit::T,
            defaults { [22..26] = 15 }
            mods [
                slot: Slot @ [30..33],
                skip: bool @ [39..40] = ".skip",
                register_type: RegisterType @ [26..28],
                register_width: RegisterWidth @ [46..47],
                write_mask: WriteMask @ [22..26],
                dimension: Dimension @ [28..30],
                wide_indices: bool @ [8..9] = ".wide_indices",
                array_enable: bool @ [10..11] = ".array_enable",
                texel_offset: bool @ [11..12] = ".texel_offset",
            ]
            operands [
                sr0: SrPlainN @ [16..22, 36..39],
                sr1: SrPlain @ [40..46, 33..36],
                src0: S64 @ slot(0),
            ]
            forms {
                tex_fetch ("TEX_FETCH") = 0x125;
            }
        }
        /// Texture load.
        class t_tex_single {
            attribute: Unit::T,
            defaults { [22..26] = 15 }
            mods [
                slot: Slot @ [30..33],
                skip: bool @ [39..40] = ".skip",
                register_type: RegisterType @ [26..28],
                register_width: RegisterWidth @ [46..47],
                write_mask: WriteMask @ [22..26],
                dimension: Dimension @ [28..30],
                wide_indices: bool @ [8..9] = ".wide_indices",
                array_enable: bool @ [10..11] = ".array_enable",
                texel_offset: bool @ [11..12] = ".texel_offset",
                shadow: bool @ [12..13] = ".shadow",
                lod_mode: LODMode @ [13..16],
            ]
            operands [
                sr0: SrPlainN @ [16..22, 36..39],
                sr1: SrPlain @ [40..46, 33..36],
                src0: S64 @ slot(0),
            ]
            forms {
                tex_single ("TEX_SINGLE") = 0x128;
            }
        }
        /// Texel gather.
        class t_tex_gather {
            attribute: Unit::T,
            defaults { [22..26] = 15 }
            mods [
                slot: Slot @ [30..33],
                skip: bool @ [39..40] = ".skip",
                register_type: RegisterType @ [26..28],
                register_width: RegisterWidth @ [46..47],
                write_mask: WriteMask @ [22..26],
                dimension: Dimension @ [28..30],
                wide_indices: bool @ [8..9] = ".wide_indices",
                array_enable: bool @ [10..11] = ".array_enable",
                texel_offset: bool @ [11..12] = ".texel_offset",
                integer_coordinates: bool @ [13..14] = ".integer_coordinates",
                fetch_component: FetchComponent @ [14..16],
                shadow: bool @ [12..13] = ".shadow",
            ]
            operands [
                sr0: SrPlainN @ [16..22, 36..39],
                sr1: SrPlain @ [40..46, 33..36],
                src0: S64 @ slot(0),
            ]
            forms {
                tex_gather ("TEX_GATHER") = 0x129;
            }
        }
        /// Dual texture.
        class t_tex_dual {
            attribute: Unit::T,
            defaults { [22..26] = 15 }
            mods [
                slot: Slot @ [30..33],
                skip: bool @ [39..40] = ".skip",
                register_type: RegisterType @ [26..28],
                register_width: RegisterWidth @ [46..47],
                secondary_register_width: RegisterWidth @ [47..48],
                write_mask: WriteMask @ [22..26],
                dimension: Dimension @ [28..30],
                wide_indices: bool @ [8..9] = ".wide_indices",
                array_enable: bool @ [10..11] = ".array_enable",
                texel_offset: bool @ [11..12] = ".texel_offset",
                shadow: bool @ [12..13] = ".shadow",
                lod_mode: LODMode @ [13..16],
            ]
            operands [
                sr0: SrPlainN @ [16..22, 36..39],
                sr1: SrPlain @ [40..46, 33..36],
                src0: S64 @ slot(0),
            ]
            forms {
                tex_dual ("TEX_DUAL") = 0x12f;
            }
        }
        /// Fused varying-texturing.
        class vt_var_tex_buf_single_dual {
            attribute: Unit::Vt,
            mods [
                slot: Slot @ [30..33],
                skip: bool @ [39..40] = ".skip",
                sample_and_update_mode: SampleAndUpdateMode @ [33..36],
                register_type: RegisterType @ [26..28],
                varying_texture_register_width: VaryingTextureRegisterWidth @ [24..26],
                dimension: Dimension @ [28..30],
                array_enable: bool @ [10..11] = ".array_enable",
                shadow: bool @ [12..13] = ".shadow",
                lod_mode: LODMode @ [13..16],
            ]
            operands [sr: SrWriteN @ [40..48, 36..39], src0: S64 @ slot(0), src1: S32 @ slot(2)]
            forms {
                var_tex_buf_single ("VAR_TEX_BUF_SINGLE") = 0x130;
                var_tex_buf_dual ("VAR_TEX_BUF_DUAL") = 0x137;
                var_tex_single ("VAR_TEX_SINGLE") = 0x138;
                var_tex_dual ("VAR_TEX_DUAL") = 0x13f;
            }
        }
        /// Fused varying-texturing.
        class vt_var_tex_buf_gather {
            attribute: Unit::Vt,
            mods [
                slot: Slot @ [30..33],
                skip: bool @ [39..40] = ".skip",
                sample_and_update_mode: SampleAndUpdateMode @ [33..36],
                register_type: RegisterType @ [26..28],
                varying_texture_register_width: VaryingTextureRegisterWidth @ [24..26],
                dimension: Dimension @ [28..30],
                array_enable: bool @ [10..11] = ".array_enable",
                integer_coordinates: bool @ [13..14] = ".integer_coordinates",
                fetch_component: FetchComponent @ [14..16],
                shadow: bool @ [12..13] = ".shadow",
            ]
            operands [sr: SrWriteN @ [40..48, 36..39], src0: S64 @ slot(0), src1: S32 @ slot(2)]
            forms {
                var_tex_buf_gather ("VAR_TEX_BUF_GATHER") = 0x131;
                var_tex_gather ("VAR_TEX_GATHER") = 0x139;
            }
        }
        /// Fused varying-texturing.
        class vt_var_tex_buf_gradient {
            attribute: Unit::Vt,
            mods [
                slot: Slot @ [30..33],
                skip: bool @ [39..40] = ".skip",
                sample_and_update_mode: SampleAndUpdateMode @ [33..36],
                register_type: RegisterType @ [26..28],
                varying_texture_register_width: VaryingTextureRegisterWidth @ [24..26],
                dimension: Dimension @ [28..30],
                array_enable: bool @ [10..11] = ".array_enable",
                shadow: bool @ [12..13] = ".shadow",
                lod_bias_disable: bool @ [13..14] = ".lod_mode",
                lod_clamp_disable: bool @ [14..15] = ".lod_mode",
            ]
            operands [sr: SrWriteN @ [40..48, 36..39], src0: S64 @ slot(0), src1: S32 @ slot(2)]
            forms {
                var_tex_buf_gradient ("VAR_TEX_BUF_GRADIENT") = 0x132;
                var_tex_gradient ("VAR_TEX_GRADIENT") = 0x13a;
            }
        }
        /// `FMA_RSCALE.f32` and 3 more: Fused floating-point multiply add with exponent bias.
        class fma_fma_rscale_f32 {
            attribute: Unit::Fma,
            mods [clamp: Clamp @ [32..34]]
            operands [
                dst: Dest @ [40..48],
                src0: F32Na @ slot(0),
                src1: F32Na @ slot(1),
                src2: F32Na @ slot(2),
                src3: S32 @ slot(3),
            ]
            forms {
                /// Fused floating-point multiply add with exponent bias.
                fma_rscale_f32 ("FMA_RSCALE.f32") = 0x160;
                /// Fused floating-point multiply add with exponent bias and zero override.
                fma_rscale_n_f32 ("FMA_RSCALE_N.f32") = 0x161;
                /// Fused floating-point multiply add with exponent bias and asymmetric zero handling.
                fma_rscale_left_f32 ("FMA_RSCALE_LEFT.f32") = 0x162;
                /// Fused floating-point multiply add with 16-bit exponent bias.
                fma_rscale_scale16_f32 ("FMA_RSCALE_SCALE16.f32") = 0x163;
            }
        }
    }
}
