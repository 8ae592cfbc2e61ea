// The Arm Mali Valhall instruction set as one `define_isa!` table: everything else in this module
// (and `Insn`, `Form`, `FORMS`, the builders) is derived from it. Its classes sit in the four
// parts of `table/` (`isa_classes!`), named at the end. Included by `mod.rs`, so that the
// generated items live in `isadef::valhall`.

crate::define_isa! {
    /// The Valhall instruction set (marker type implementing [`Isa`](crate::isa::Isa)).
    isa Valhall {
        name: "valhall", word: u64, bits: 64, key: OPCODE, placeholder: "",
        comment: b'#', separator: Some(b','), assembler: asm::assemble,
        rules: asm::Rules, attribute: Unit, display: custom,
        prelude: { operands::* },
    }

    // Every instruction ends with its flow control and names the FAU page its uniform and
    // special sources read.
    every class { mods [flow: Flow @ FLOW, fau_page: FauPage @ FAU_PAGE] }

    // The modifiers ISA.xml names as elements (`<slot/>`, `<vecsize/>`, `<regfmt/>`…),
    // declared once; a class lists them by name.
    modifiers {
        slot: Slot @ [30..33], vector_size: VectorSize @ [28..30],
        register_format: RegisterFormat @ [24..27], sample_mode: SampleMode @ [38..40],
        update_mode: UpdateMode @ [36..38], source_format: SourceFormat @ [24..28],
        memory_access: MemoryAccess @ [24..26], round_mode: RoundMode @ [30..32],
        clamp: Clamp @ [32..34], saturate: bool @ [30..31] = ".saturate",
        condition: Condition @ [32..35], result_type: ResultType @ [30..32],
        not_result: bool @ [30..31] = ".not_result",
        conservative: bool @ [35..36] = ".conservative", eq: bool @ [36..37] = ".eq",
        subgroup_size: SubgroupSize @ [36..40], lane_operation: LaneOperation @ [32..34],
        inactive_result: InactiveResult @ [22..26],
        atomic_operation: AtomicOperation @ [22..26], skip: bool @ [39..40] = ".skip",
        register_type: RegisterType @ [26..28], register_width: RegisterWidth @ [46..47],
        write_mask: WriteMask @ [22..26], dimension: Dimension @ [28..30],
        wide_indices: bool @ [8..9] = ".wide_indices",
        array_enable: bool @ [10..11] = ".array_enable",
        texel_offset: bool @ [11..12] = ".texel_offset", shadow: bool @ [12..13] = ".shadow",
        lod_mode: LODMode @ [13..16], lod_bias_disable: bool @ [13..14] = ".lod_mode",
        lod_clamp_disable: bool @ [14..15] = ".lod_mode",
        integer_coordinates: bool @ [13..14] = ".integer_coordinates",
        fetch_component: FetchComponent @ [14..16],
        sample_and_update_mode: SampleAndUpdateMode @ [33..36],
        varying_texture_register_width: VaryingTextureRegisterWidth @ [24..26],
    }

    fields {
        OPCODE = [48..57] "Primary opcode, bits 48..57 (the decode key).";
        FAU_PAGE = [57..59] "FAU page of uniform and special sources.";
        FLOW = [59..63] "Flow control.";
        PLACEHOLDER = [46..48] "Byte 5 write mask: 3 (`0xC0`) without destination or staging.";
        OP2_37_2 = [37..39] "Secondary opcode, 2 bits at bit 37.";
        OP2_27_3 = [27..30] "Secondary opcode, 3 bits at bit 27.";
        OP2_16_5 = [16..21] "Secondary opcode, 5 bits at bit 16.";
        OP2_16_4 = [16..20] "Secondary opcode, 4 bits at bit 16.";
        OP2_24_2 = [24..26] "Secondary opcode, 2 bits at bit 24.";
        LEFT = [32..33] "Bit 8 of the secondary opcode of the shift instructions (`left`).";
        OP2_24_4 = [24..28] "Secondary opcode, 4 bits at bit 24.";
    }

    enums {
        /// The execution unit of an instruction (`ISA.xml`'s `unit`, its text), the attribute
        /// every class declares (`Form::attribute`): none, fused multiply-add, conversion,
        /// special function, load/store, texture, varying, varying-texture. `FMA`, `CVT` and
        /// `SFU` are arithmetic units; the others pass messages and may read more FAU slots
        /// and words (Mesa's assembler rule, [`Unit::is_message`]).
        enum Unit: 3 {
            None = 0 => "NONE", Fma = 1 => "FMA", Cvt = 2 => "CVT", Sfu = 3 => "SFU",
            Ls = 4 => "LS", T = 5 => "T", V = 6 => "V", Vt = 7 => "VT",
        }
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

    // The operand kinds; a destination, staging group or immediate that always sits in the
    // same bits has them here (a class then names `sr: SrWrite`, as ISA.xml's `<sr/>`).
    // Registers, uniforms and staging groups say what they access (`access::Uses`), a
    // staging group in the direction of its `<sr read|write>`.
    operands [
        Dest @ [40..48] access writes, S32C access, BranchOffset @ [8..35] = relative(8),
        F32NaSw access, S32 access, F32 access, F16 access, S16 access,
        SrWrite @ [40..48, 33..36] access writes, Index4, Index8, Table4, S64 access,
        MemOffset @ [8..24], SrRead @ [40..48, 33..36] access reads, Offset8 @ [8..16],
        Target8 @ [8..16], S32Sw access, S16W access, S32W access, S16Sw access, F32Na access,
        F16NaSw access, F16NaL access, S8L access, S8Hs access, S8 access, F32Sw access,
        F16Sw access, F16Na access, S8W access, S64W access, Shift3 @ [20..23], S8Ls access,
        S32N access, S16N access, S8N access, S64N access, Constant @ [8..40],
        SrPlainN @ [16..22, 36..39] access writes, SrReadWrite @ [40..48, 33..36] access reads,
        SrPlain @ [40..46, 33..36] access reads, SrWriteN @ [40..48, 36..39] access writes,
    ]
    // Every message-passing instruction signals its `slot`; every instruction's `flow` may
    // wait on slots. The forms whose `<sr_count count=…>` fixes the staging registers'
    // number, whatever the count bits say.
    access {
        mods [flow: Flow reads, slot: Slot writes]
        ld_buffer_i8 | ld_buffer_i16 | ld_buffer_i24 | ld_buffer_i32 => [sr: count(1)];
        ld_buffer_i48 | ld_buffer_i64 | lea_buf_imm | lea_buffer => [sr: count(2)];
        ld_buffer_i96 => [sr: count(3)];
        ld_buffer_i128 => [sr: count(4)];
        ld_var_buf_imm_f32 | ld_var_buf_f32 => [sr: count(of(access::vec32))];
        ld_var_buf_imm_f16 | ld_var_buf_f16 => [sr: count(of(access::vec16))];
        ld_tex_imm | ld_tex => [sr: count(of(access::vec_regfmt))];
    }

    classes in [valhall_control, valhall_memory, valhall_arith, valhall_atomic_texture];
}
