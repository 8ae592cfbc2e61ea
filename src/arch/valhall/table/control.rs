// Valhall classes, part 1 of 4 (flow control, varyings and attributes), in table order
// (`table.rs` lists the parts in `classes in [...]`).

crate::isa_classes! { valhall_control {
    use cvt_no_dst [
        /// No operation.
        cvt_nop defaults { PLACEHOLDER = 3 } []
            nop ("NOP") = 0x0;
        /// Compare to zero and branch.
        cvt_branchz defaults { PLACEHOLDER = 3 }
            mods [conservative, eq]
            [src0: S32C @ slot(0), offset: BranchOffset]
            branchz ("BRANCHZ") = 0x1f;
        /// Discard fragment.
        cvt_discard_f32 defaults { PLACEHOLDER = 3 } mods [condition]
            [src0: F32NaSw @ slot(0), src1: F32NaSw @ slot(1)]
            discard_f32 ("DISCARD.f32") = 0x20;
        /// Compare to zero and branch indirect.
        cvt_branchzi defaults { PLACEHOLDER = 3 }
            mods [conservative, eq, absolute: bool @ [40..41] = ".absolute"]
            [src0: S32C @ slot(0), src1: S32 @ slot(1)]
            branchzi ("BRANCHZI") = 0x2f;
    ]
    use none [
        /// Execution and memory barrier.
        none_barrier defaults { PLACEHOLDER = 3 } mods [slot] []
            barrier ("BARRIER") = 0x45;
    ]
    use cvt [
        /// Floating-point conditional select; integer conditional select.
        cvt_csel<S> mods [condition]
            [src0: S @ slot(0), src1: S @ slot(1), src2: S @ slot(2), src3: S @ slot(3)]
            * csel ("CSEL") "Floating-point conditional select."
                [f32 = 0x154 <F32>, v2f16 = 0x155 <F16>]
            * csel ("CSEL") "Integer conditional select." [u32 = 0x150 <S32>, s32 = 0x158 <S32>,
                v2u16 = 0x151 <S16>, v2s16 = 0x159 <S16>];
    ]
    use var [
        /// Load special varying.
        v_ld_var_special mods [vector_size, register_format, sample_mode, update_mode, slot]
            [src0: S32 @ slot(0), index: Index4 @ [12..16]]
            ld_var_special ("LD_VAR_SPECIAL") = 0x56;
        /// Load immediate varying.
        v_ld_var_buf_imm_f32_f16<S>
            mods [slot, vector_size, source_format, sample_mode, update_mode]
            [src0: S @ slot(0), index: Index8 @ [16..24]]
            * ld_var_buf_imm ("LD_VAR_BUF_IMM") [f32 = 0x5c <S32>, f16 = 0x5d <S16>];
        /// Load indirect varying.
        v_ld_var_buf_f32_f16<S> mods [slot, vector_size, source_format, sample_mode, update_mode]
            [src0: S @ slot(0), src1: S @ slot(1)]
            * ld_var_buf ("LD_VAR_BUF") [f32 = 0x6c <S32>, f16 = 0x6d <S16>];
        /// Load indirect varying.
        v_ld_var mods [slot, vector_size, register_format, sample_mode, update_mode]
            [src0: S32 @ slot(0), src1: S32 @ slot(1)]
            ld_var ("LD_VAR") = 0x64;
        /// Load immediate varying.
        v_ld_var_imm mods [slot, vector_size, register_format, sample_mode, update_mode]
            [src0: S32 @ slot(0), table: Table4 @ [8..12], index: Index8 @ [12..20]]
            ld_var_imm ("LD_VAR_IMM") = 0x54;
        /// Load indirect varying.
        v_ld_var_flat mods [slot, vector_size, register_format] [src0: S32 @ slot(0)]
            ld_var_flat ("LD_VAR_FLAT") = 0x55;
        /// Load immediate varying.
        v_ld_var_flat_imm mods [slot, vector_size, register_format]
            [table: Table4 @ [8..12], index: Index8 @ [12..20]]
            ld_var_flat_imm ("LD_VAR_FLAT_IMM") = 0x41;
    ]
    use ls [
        /// Load immediate attribute; load immediate texture.
        ls_ld_attr_tex_imm mods [vector_size, register_format, slot]
            [sr: SrWrite, src0: S32 @ slot(0), src1: S32 @ slot(1), index: Index4 @ [20..24],
             table: Table4 @ [16..20]]
            /// Load immediate attribute.
            ld_attr_imm ("LD_ATTR_IMM") = 0x66 { OP2_37_2 = 0 } |
            /// Load immediate texture.
            ld_tex_imm ("LD_TEX_IMM") = 0x66 { OP2_37_2 = 1 };
        /// Load indirect attribute; load indirect texture.
        ls_ld_attr_tex mods [vector_size, register_format, slot]
            [sr: SrWrite, src0: S32 @ slot(0), src1: S32 @ slot(1), src2: S32 @ slot(2)]
            /// Load indirect attribute.
            ld_attr ("LD_ATTR") = 0x76 { OP2_37_2 = 0 } |
            /// Load indirect texture.
            ld_tex ("LD_TEX") = 0x76 { OP2_37_2 = 1 };
        /// Load effective address of image texel.
        ls_lea_attr_tex_imm mods [slot]
            [sr: SrWrite, src0: S32 @ slot(0), src1: S32 @ slot(1), table: Table4 @ [16..20],
             index: Index4 @ [20..24]]
            lea_attr_imm ("LEA_ATTR_IMM") = 0x67 { OP2_37_2 = 0 } |
            lea_tex_imm ("LEA_TEX_IMM") = 0x67 { OP2_37_2 = 1 };
        /// Load effective address of image texel.
        ls_lea_attr_tex<S> mods [vector_size, slot]
            [sr: SrWrite, src0: S @ slot(0), src1: S32 @ slot(1), src2: S32 @ slot(2)]
            lea_attr ("LEA_ATTR") = 0x77 { OP2_37_2 = 0 } <S32> |
            lea_tex ("LEA_TEX") = 0x77 { OP2_37_2 = 1 } <S16>;
    ]
} }
