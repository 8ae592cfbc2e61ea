// Valhall classes, part 2 of 4 (loads and stores, tiles, blending and depth/stencil), in table order
// (`table.rs` lists the parts in `classes in [...]`).

// Mesa's `LD_BUFFER` and `LOAD` groups: one instruction per access size, each with its own
// lane modifier (and, for the wide ones, its default lane). A row of `sized_load` is one
// size of a group: its opcodes, the group's leading modifier and its sources.
crate::isa_template! {
    sized_load (
        $class:ident: $form:ident ($mn:literal) = $op:literal { $op2:literal }
            [ $( $lead:ident )? ] [ $( $ops:tt )* ], $lane:ident: $lty:ident $( = $default:literal )?;
    ) => {
        /// Global memory load.
        class $class {
            attribute: Unit::Ls,
            $( defaults { [36..39] = $default } )?
            mods [
                $( $lead, )? $lane: $lty @ [36..39], unsigned: bool @ [39..40] = ".unsigned", slot,
            ]
            operands [sr: SrWrite, $( $ops )*]
            forms { $form ($mn) = $op { OP2_27_3 = $op2 }; }
        }
    }
}

// The eight access sizes of a group, with each size's secondary opcode and lane modifier
// (and default lane): a row gives the group's opcode, leading modifier and sources, then
// its class, form and mnemonic per size.
crate::isa_template! {
    access_sizes (
        $op:literal $lead:tt $ops:tt:
            $c8:ident $f8:ident $m8:literal, $c16:ident $f16:ident $m16:literal,
            $c24:ident $f24:ident $m24:literal, $c32:ident $f32:ident $m32:literal,
            $c48:ident $f48:ident $m48:literal, $c64:ident $f64:ident $m64:literal,
            $c96:ident $f96:ident $m96:literal, $c128:ident $f128:ident $m128:literal;
    ) => {
        use sized_load [
            $c8: $f8 ($m8) = $op { 0 } $lead $ops, load_lane_8_bit: LoadLane8;
            $c16: $f16 ($m16) = $op { 1 } $lead $ops, load_lane_16_bit: LoadLane16;
            $c24: $f24 ($m24) = $op { 2 } $lead $ops, load_lane_24_bit: LoadLane24;
            $c32: $f32 ($m32) = $op { 3 } $lead $ops, load_lane_32_bit: LoadLane32;
            $c48: $f48 ($m48) = $op { 4 } $lead $ops, load_lane_48_bit: LoadLane48 = 4;
            $c64: $f64 ($m64) = $op { 5 } $lead $ops, load_lane_64_bit: LoadLane64 = 7;
            $c96: $f96 ($m96) = $op { 6 } $lead $ops, load_lane_96_bit: LoadLane96 = 6;
            $c128: $f128 ($m128) = $op { 7 } $lead $ops, load_lane_128_bit: LoadLane128 = 7;
        ]
    }
}

crate::isa_classes! { valhall_memory {
    use access_sizes [
        0x6a [] [src0: S32 @ slot(0), src1: S32 @ slot(1)]:
            ls_ld_buffer_i8 ld_buffer_i8 "LD_BUFFER.i8",
            ls_ld_buffer_i16 ld_buffer_i16 "LD_BUFFER.i16",
            ls_ld_buffer_i24 ld_buffer_i24 "LD_BUFFER.i24",
            ls_ld_buffer_i32 ld_buffer_i32 "LD_BUFFER.i32",
            ls_ld_buffer_i48 ld_buffer_i48 "LD_BUFFER.i48",
            ls_ld_buffer_i64 ld_buffer_i64 "LD_BUFFER.i64",
            ls_ld_buffer_i96 ld_buffer_i96 "LD_BUFFER.i96",
            ls_ld_buffer_i128 ld_buffer_i128 "LD_BUFFER.i128";
    ]
    use ls [
        /// Load buffer effective address.
        ls_lea_buf_imm mods [slot]
            [sr: SrWrite, src0: S32 @ slot(0), table: Table4 @ [8..12], index: Index8 @ [12..20]]
            lea_buf_imm ("LEA_BUF_IMM") = 0x5e;
    ]
    use access_sizes [
        0x60 [memory_access] [src0: S64 @ slot(0), offset: MemOffset]:
            ls_load_i8 load_i8 "LOAD.i8", ls_load_i16 load_i16 "LOAD.i16",
            ls_load_i24 load_i24 "LOAD.i24", ls_load_i32 load_i32 "LOAD.i32",
            ls_load_i48 load_i48 "LOAD.i48", ls_load_i64 load_i64 "LOAD.i64",
            ls_load_i96 load_i96 "LOAD.i96", ls_load_i128 load_i128 "LOAD.i128";
    ]
    use ls [
        /// `STORE.i8` and 7 more: Global memory store.
        ls_store_i8 mods [memory_access, slot]
            [sr: SrRead, src0: S64 @ slot(0), offset: MemOffset]
            * store ("STORE") "Global memory store." [i8 = 0x61 { OP2_27_3 = 0 },
                i16 = 0x61 { OP2_27_3 = 1 }, i24 = 0x61 { OP2_27_3 = 2 },
                i32 = 0x61 { OP2_27_3 = 3 }, i48 = 0x61 { OP2_27_3 = 4 },
                i64 = 0x61 { OP2_27_3 = 5 }, i96 = 0x61 { OP2_27_3 = 6 },
                i128 = 0x61 { OP2_27_3 = 7 }];
        /// Load buffer effective address.
        ls_lea_buffer mods [slot]
            [sr: SrWrite, src0: S32 @ slot(0), src1: S32 @ slot(1)]
            lea_buffer ("LEA_BUFFER") = 0x6b;
        /// Store with conversion.
        ls_st_cvt mods [slot, memory_access: MemoryAccess3 @ [37..40], vector_size, register_format]
            [sr: SrRead, src0: S64 @ slot(0), src1: S32 @ slot(2), offset: Offset8]
            st_cvt ("ST_CVT") = 0x71;
    ]
    use none [
        /// Load from tilebuffer; store to tilebuffer.
        none_ld_st_tile<S> mods [vector_size, register_format, slot]
            [sr: S @ [40..48, 33..36], src0: S32 @ slot(0), src1: S32 @ slot(1),
             src2: S32 @ slot(2)]
            /// Load from tilebuffer.
            ld_tile ("LD_TILE") = 0x78 <SrWrite> |
            /// Store to tilebuffer.
            st_tile ("ST_TILE") = 0x79 <SrRead>;
        /// Blend render target.
        none_blend mods [slot, vector_size, register_format]
            [sr: SrRead, src0: S64 @ slot(0), src1: S32 @ slot(2), target: Target8]
            blend ("BLEND") = 0x7f;
        /// Alpha test.
        none_atest [sr: SrWrite, src0: S32 @ slot(0), src1: S32Sw @ slot(1), src2: S32 @ slot(2)]
            atest ("ATEST") = 0x7d;
        /// Depth/stencil write.
        none_zs_emit mods [z: bool @ [25..26] = ".z", stencil: bool @ [24..25] = ".stencil", slot]
            [sr: SrWrite, src0: S32 @ slot(0), src1: S32 @ slot(1), src2: S32 @ slot(2)]
            zs_emit ("ZS_EMIT") = 0x7e;
    ]
} }
