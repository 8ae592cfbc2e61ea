// Valhall classes, part 2 of 4 (loads and stores, tiles, blending and depth/stencil), in table order
// (`table.rs` lists the parts in `classes in [...]`).

crate::isa_classes! { valhall_memory {
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
} }
