// Valhall classes, part 4 of 4 (atomics, textures, and FMA_RSCALE), in table order
// (`table.rs` lists the parts in `classes in [...]`).

// Mesa's texture instructions: the modifiers every one has, in Mesa's order, then what a
// row adds (a second register width after the first; its own tail of modifiers).
crate::isa_template! {
    tex (
        $(#[doc = $doc:literal])*
        $class:ident $( + $second:ident )? [ $( $tail:tt )* ] { $( $forms:tt )* }
    ) => {
        $(#[doc = $doc])*
        class $class {
            attribute: Unit::T,
            defaults { [22..26] = 15 }
            mods [
                slot, skip, register_type, register_width,
                $( $second: RegisterWidth @ [47..48], )?
                write_mask, dimension, wide_indices, array_enable, texel_offset, $( $tail )*
            ]
            operands [sr0: SrPlainN, sr1: SrPlain, src0: S64 @ slot(0)]
            forms { $( $forms )* }
        }
    }
}
// The fused varying-texturing groups: the same head of modifiers and the same operands.
crate::isa_template! {
    var_tex ($class:ident [ $( $tail:tt )* ] { $( $forms:tt )* }) => {
        /// Fused varying-texturing.
        class $class {
            attribute: Unit::Vt,
            mods [
                slot, skip, sample_and_update_mode, register_type, varying_texture_register_width,
                dimension, array_enable, $( $tail )*
            ]
            operands [sr: SrWriteN, src0: S64 @ slot(0), src1: S32 @ slot(2)]
            forms { $( $forms )* }
        }
    }
}

crate::isa_classes! { valhall_atomic_texture {
    use ls [
        /// `ATOM1_RETURN.i32` and 1 more: Atomic operations on memory with 1.
        ls_atom1_return_i32 mods [slot, atomic_operation_with_1: AtomicOperationWith1 @ [22..26]]
            [sr: SrWrite, src0: S64 @ slot(0), offset: Offset8]
            * atom1_return ("ATOM1_RETURN") "Atomic operations on memory with 1."
                [i32 = 0x69 { OP2_27_3 = 3 }, i64 = 0x69 { OP2_27_3 = 5 }];
        /// `ATOM.i32` and 1 more: Atomic operations on memory.
        ls_atom_i32 mods [slot, atomic_operation]
            [sr: SrRead, src0: S64 @ slot(0), offset: Offset8]
            * atom ("ATOM") "Atomic operations on memory."
                [i32 = 0x68 { OP2_27_3 = 3 }, i64 = 0x68 { OP2_27_3 = 5 }];
        /// `ATOM_RETURN.i32` and 1 more: Atomic operations on memory.
        ls_atom_return_i32 mods [slot, compare: bool @ [26..27] = ".compare", atomic_operation]
            [sr0: SrPlainN, sr1: SrReadWrite, src0: S64 @ slot(0), offset: Offset8]
            * atom_return ("ATOM_RETURN") "Atomic operations on memory."
                [i32 = 0x120 { OP2_27_3 = 3 }, i64 = 0x120 { OP2_27_3 = 5 }];
    ]
    use tex [
        /// Texel fetch.
        t_tex_fetch [] { tex_fetch ("TEX_FETCH") = 0x125; }
        /// Texture load.
        t_tex_single [shadow, lod_mode,] {
            tex_single ("TEX_SINGLE") = 0x128;
        }
        /// Texel gather.
        t_tex_gather [integer_coordinates, fetch_component, shadow]
            { tex_gather ("TEX_GATHER") = 0x129; }
        /// Dual texture.
        t_tex_dual + secondary_register_width [shadow, lod_mode] { tex_dual ("TEX_DUAL") = 0x12f; }
    ]
    use var_tex [
        vt_var_tex_buf_single_dual [shadow, lod_mode,] {
            var_tex_buf_single ("VAR_TEX_BUF_SINGLE") = 0x130;
            var_tex_buf_dual ("VAR_TEX_BUF_DUAL") = 0x137;
            var_tex_single ("VAR_TEX_SINGLE") = 0x138;
            var_tex_dual ("VAR_TEX_DUAL") = 0x13f;
        }
        vt_var_tex_buf_gather [integer_coordinates, fetch_component, shadow] {
            var_tex_buf_gather ("VAR_TEX_BUF_GATHER") = 0x131;
            var_tex_gather ("VAR_TEX_GATHER") = 0x139;
        }
        vt_var_tex_buf_gradient [shadow, lod_bias_disable, lod_clamp_disable] {
            var_tex_buf_gradient ("VAR_TEX_BUF_GRADIENT") = 0x132;
            var_tex_gradient ("VAR_TEX_GRADIENT") = 0x13a;
        }
    ]
    use fma [
        /// `FMA_RSCALE.f32` and 3 more: Fused floating-point multiply add with exponent bias.
        fma_fma_rscale_f32 mods [clamp]
            [src0: F32Na @ slot(0), src1: F32Na @ slot(1), src2: F32Na @ slot(2),
             src3: S32 @ slot(3)]
            /// Fused floating-point multiply add with exponent bias.
            fma_rscale_f32 ("FMA_RSCALE.f32") = 0x160 |
            /// Fused floating-point multiply add with exponent bias and zero override.
            fma_rscale_n_f32 ("FMA_RSCALE_N.f32") = 0x161 |
            /// Fused floating-point multiply add with exponent bias and asymmetric zero handling.
            fma_rscale_left_f32 ("FMA_RSCALE_LEFT.f32") = 0x162 |
            /// Fused floating-point multiply add with 16-bit exponent bias.
            fma_rscale_scale16_f32 ("FMA_RSCALE_SCALE16.f32") = 0x163;
    ]
} }
