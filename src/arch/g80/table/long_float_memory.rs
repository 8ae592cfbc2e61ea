// G80 classes, part 5 of 5 (long normal: float, local and global memory, double, texture, misc), in table order
// (`table.rs` lists the parts in `classes in [...]`).

// envydis's texture rows (OP 0xf): the same modifiers and first operands, a mnemonic
// (with `cube` after it for the cube forms), the bits that pick the row, and the last
// operands.
crate::isa_template! {
    l_tex (
        $(#[doc = $cdoc:literal])*
        $class:ident ( $mn:literal $(, $cube:literal )? ) { $( $fixed:tt )* }
            [ $( $oname:ident : $oty:ident $( @ $ofield:tt )? ),* ]
            $(#[doc = $fdoc:literal])* $form:ident $( $brief:literal )? $( if $when:ident )?;
    ) => {
        $(#[doc = $cdoc])*
        class $class {
            priority: 1,
            fixed { FORM = 1, OP = 0xf, W1_28 = 0, $( $fixed )* }
            mods [flow: Flow @ FLOW, live: TexLive @ [34..35], deriv: bool @ [35..36] = "deriv"]
            operands [pred: Pred, dst: LTDst, tex: Tex, samp: Samp,
                      $( $oname: $oty $( @ $ofield )? ),*]
            syntax [flow, pred, $mn, $( $cube, )? live, deriv, dst, tex, samp, $( $oname ),*]
            forms { $(#[doc = $fdoc])* $form ($mn) = _ $( $brief )? $( if $when )?; }
        }
    }
}

crate::isa_classes! { g80_long_float_memory {
    use long [
        /// Float add, long form.
        l_fadd { OP = 0xb, OP2_HI = 0 }
            mods [sat = sat_w1_29, rnd: Rnz @ [16..18], neg1, neg2]
            [cdst: McDst, dst: LLDst, src1: Lsw, src2: Lc3w]
            ["add", sat, rnd, "f32", cdst, dst, neg1, src1, neg2, src2]
            fadd_l ("add");
        /// Float compare (`set`).
        l_fset { OP = 0xb, OP2 = 3 }
            mods [cond: SetF @ [46..50], neg1, abs1, neg2, abs2]
            [cdst: McDst, dst: LLDst, src1: Lsw, src2: Lc2w]
            ["set", cdst, dst, cond, "f32", neg1, abs1, src1, neg2, abs2, src2]
            fset ("set");
        /// Float `max`/`min`.
        l_fminmax { OP = 0xb }
            mods [neg1, abs1, neg2, abs2]
            [cdst: McDst, dst: LLDst, src1: Lsw, src2: Lc2w]
            [mnemonic, "f32", cdst, dst, neg1, abs1, src1, neg2, abs2, src2]
            fmax ("max") "Float maximum." { OP2 = 4 } |
            fmin ("min") "Float minimum." { OP2 = 5 };
        /// `presin`/`preex2`.
        l_pre { OP = 0xb, OP2 = 6 } mods [neg, abs]
            [dst: LLDst, src: Lsw] [mnemonic, "f32", dst, neg, abs, src]
            presin ("presin") "Prepare for sin/cos." { W1_14 = 0 } |
            preex2 ("preex2") "Prepare for ex2." { W1_14 = 1 };
        /// Float multiply, long form (`sat` from G200 on).
        l_fmul { OP = 0xc, OP2 = 0 }
            mods [sat: bool @ [52..53] = "sat" if SM12, rnd: Rnz @ [46..48], neg1, neg2]
            [cdst: McDst, dst: LLDst, src1: Lsw, src2: Lc2w]
            ["mul", sat, rnd, "f32", cdst, dst, neg1, src1, neg2, src2]
            fmul_l ("mul");
        /// `slct`: select by the sign of a float.
        l_slct { OP = 0xc, OP2_HI = 1 } mods [neg = neg_w1_29]
            [cdst: McDst, dst: LLDst, src1: Lsw, src2: Lc2w, src3: Lc3w]
            ["slct", "b32", cdst, dst, src1, src2, "f32", neg, src3]
            slct ("slct");
        /// `quadop`. envydis's row tests only `w1[31:29]` (mask `e0000000`), unlike the
        /// texture rows (`f0000000`): a set `w1[28]` is an unknown bit, not another
        /// instruction.
        l_quadop { OP = 0xc, OP2 = 4 }
            mods [op0: QOp @ [58..60], op1: QOp @ [56..58], op2: QOp @ [54..56], op3: QOp @ [20..22]]
            [cdst: McDst, dst: LLDst, lane: Qs1, src1: LSrc, src2: LSrc3]
            ["quadop", "f32", op0, op1, op2, op3, cdst, dst, lane, src1, src2]
            quadop ("quadop") "Per-lane quad operation.";
        /// Long 16-bit logic operation.
        l_logic16 { OP = 0xd, OP2 = 0, L_M1 = 0 }
            mods [op: LogOp @ [46..48], not1, not2]
            [cdst: McDst, dst: LLHDst, src1: Lsh, src2: Lc2h]
            [op, "b16", cdst, dst, not1, src1, not2, src2]
            logic_b16 ("and");
        /// Long 32-bit logic operation.
        l_logic32 { OP = 0xd, OP2 = 0, L_M1 = 1 }
            mods [op: LogOp @ [46..48], not1, not2]
            [cdst: McDst, dst: LLDst, src1: Lsw, src2: Lc2w]
            [op, "b32", cdst, dst, not1, src1, not2, src2]
            logic_b32 ("and");
        /// `add $a`: address-register add.
        l_add_a { OP = 0xd, OP2 = 1 } [dst: ADst, src: LAReg, off: Offs]
            ["add", dst, src, off]
            add_a ("add");
        /// `ld l[]`: load from local memory.
        l_ld_l { OP = 0xd, OP2 = 2 } mods [size: LdStSize @ [53..56]]
            [dst: LdStO, addr: Local] ["ld", size, dst, addr]
            ld_l ("ld");
        /// `st l[]`: store to local memory.
        l_st_l { OP = 0xd, OP2 = 3 } mods [size: LdStSize @ [53..56]]
            [addr: Local, src: LdStO] ["st", size, addr, src]
            st_l ("st");
        /// `ld g[]` (compute): load from global memory.
        l_ld_g if CP { OP = 0xd, OP2 = 4 } mods [size: LdStSize @ [53..56]]
            [dst: LdStO, addr: Global] ["ld", size, dst, addr]
            ld_g ("ld");
        /// `st g[]` (compute): store to global memory.
        l_st_g if CP { OP = 0xd, OP2 = 5 } mods [size: LdStSize @ [53..56]]
            [addr: Global, src: LdStO] ["st", size, addr, src]
            st_g ("st");
        /// `red g[]` (G84+, compute): reduction.
        l_red if SM11_CP { OP = 0xd, OP2 = 6 } [op: RedM, addr: Global, src: LdStO]
            ["red", op, addr, src]
            red ("red");
        /// Atomic operation on `g[]` (G84+, compute).
        l_atom if SM11_CP { OP = 0xd, OP2 = 7 }
            [op: AtomM, dst: LdStO, addr: Global2, src2: LdStS2, src3: MLdStS3]
            [op, dst, addr, src2, src3]
            atom ("ld");
        /// Float multiply-add, long form.
        l_fmad { OP = 0xe, OP2_HI = 0 }
            mods [sat = sat_w1_29, neg1, neg2]
            [cdst: McDst, dst: LLDst, src1: Lsw, src2: Lc2w, src3: Lc3w]
            ["add", sat, "f32", cdst, dst, neg1, "(", "mul", src1, src2, ")", neg2, src3]
            fmad_l ("add");
        /// `fma f64` (G200): fused multiply-add.
        l_dfma { OP = 0xe, OP2 = 2 }
            mods [rnd: Rnd @ [54..56], neg1, neg2]
            [cdst: McDst, dst: LDDst, src1: LDSrc, src2: LDSrc2, src3: LDSrc3]
            ["fma", rnd, "f64", cdst, dst, neg1, src1, src2, neg2, src3]
            dfma ("fma") if FP64;
        /// `add f64` (G200): add.
        l_dadd { OP = 0xe, OP2 = 3 }
            mods [rnd: Rnd @ [16..18], neg1, neg2]
            [cdst: McDst, dst: LDDst, src1: LDSrc, src2: LDSrc3]
            ["add", rnd, "f64", cdst, dst, neg1, src1, neg2, src2]
            dadd ("add") if FP64;
        /// `mul f64` (G200): multiply.
        l_dmul { OP = 0xe, OP2 = 4 } mods [rnd: Rnd @ [49..51], neg1]
            [cdst: McDst, dst: LDDst, src1: LDSrc, src2: LDSrc2]
            ["mul", rnd, "f64", cdst, dst, neg1, src1, src2]
            dmul ("mul") if FP64;
        /// `min`/`max f64` (G200).
        l_dminmax { OP = 0xe }
            mods [neg1, abs1, neg2, abs2]
            [cdst: McDst, dst: LDDst, src1: LDSrc, src2: LDSrc2]
            [mnemonic, "f64", cdst, dst, neg1, abs1, src1, neg2, abs2, src2]
            dmin ("min") "Minimum." { OP2 = 5 } if FP64 |
            dmax ("max") "Maximum." { OP2 = 6 } if FP64;
        /// `set f64` (G200): compare.
        l_dset { OP = 0xe, OP2 = 7 }
            mods [cond: SetF @ [46..50], neg1, abs1, neg2, abs2]
            [cdst: McDst, dst: LLDst, src1: LDSrc, src2: LDSrc2]
            ["set", cdst, dst, cond, "f64", neg1, abs1, src1, neg2, abs2, src2]
            dset ("set") if FP64;
    ]
    use l_tex [
        /// `texauto`.
        l_texauto ("texauto") { OP2 = 0, W0_CUBE = 0, W0_TEX = 0 } [src: LTSrc, offs: TOffs]
            texauto "Texture sample, automatic LOD.";
        /// `texauto` cube.
        l_texauto_cube ("texauto", "cube") { OP2 = 0, W0_CUBE = 1, W0_TEX = 0 } [src: LTSrc]
            texauto_cube "Cube texture sample.";
        /// `texfetch`.
        l_texfetch ("texfetch") { OP2 = 0, W0_TEX = 1 } [src: LTSrc, offs: TOffs]
            texfetch "Texel fetch.";
        /// `texbias`.
        l_texbias ("texbias") { OP2 = 1, W0_CUBE = 0 } [src: LTSrc, offs: TOffs]
            texbias "Sample with LOD bias.";
        /// `texbias` cube.
        l_texbias_cube ("texbias", "cube") { OP2 = 1, W0_CUBE = 1 } [src: LTSrc]
            texbias_cube "Cube sample with LOD bias.";
        /// `texlod`.
        l_texlod ("texlod") { OP2 = 2, W0_CUBE = 0 } [src: LTSrc, offs: TOffs]
            texlod "Sample at an explicit LOD.";
        /// `texlod` cube.
        l_texlod_cube ("texlod", "cube") { OP2 = 2, W0_CUBE = 1 } [src: LTSrc]
            texlod_cube "Cube sample at an explicit LOD.";
        /// `texsize`.
        l_texsize ("texsize") { OP2 = 3, W1_16_4 = 0 } [lod: LDst @ _]
            texsize "Texture size.";
        /// `texprep` cube.
        l_texprep_cube ("texprep", "cube") { OP2 = 3, W1_16_4 = 1, W0_CUBE = 1 } [src: LTSrc]
            texprep_cube "Prepare cube coordinates (GT215+)." if D3D10_1;
        /// `texquerylod`.
        l_texquerylod ("texquerylod") { OP2 = 3, W1_16_4 = 2, W0_CUBE = 0 } [src: LTSrc]
            texquerylod "Query the LOD (GT215+)." if D3D10_1;
        /// `texquerylod` cube.
        l_texquerylod_cube ("texquerylod", "cube") { OP2 = 3, W1_16_4 = 2, W0_CUBE = 1 } [src: LTSrc]
            texquerylod_cube "Query the cube LOD (GT215+)." if D3D10_1;
        /// `texcsaa`.
        l_texcsaa ("texcsaa") { OP2 = 4, W0_TEX = 0 } [src: LTSrc, offs: TOffs]
            texcsaa "CSAA sample.";
        /// `texgather`.
        l_texgather ("texgather") { OP2 = 4, W0_TEX = 1, W0_CUBE = 0 } [src: LTSrc, offs: TOffs]
            texgather "Gather (GT215+)." if D3D10_1;
        /// `texgather` cube.
        l_texgather_cube ("texgather", "cube") { OP2 = 4, W0_TEX = 1, W0_CUBE = 1 } [src: LTSrc]
            texgather_cube "Cube gather (GT215+)." if D3D10_1;
    ]
    use long [
        /// `emit`/`restart` (geometry programs).
        l_emit if GP { OP = 0xf, OP2 = 6 } [] [mnemonic]
            emit ("emit") "Emit a vertex." { W0_9_2 = 1 } |
            restart ("restart") "Restart the primitive." { W0_9_2 = 2 };
        /// `nop`: no operation.
        l_nop { OP = 0xf, OP2 = 7, W1_2 = 0 } [] ["nop"]
            nop ("nop");
        /// `pmevent`: performance-monitor event.
        l_pmevent { OP = 0xf, OP2 = 7, W1_2 = 1 } [pm: Pm] ["pmevent", pm]
            pmevent ("pmevent");
    ]
    /// Long instruction envydis does not know.
    class l_unknown {
        priority: 0,
        fixed { FORM = 1 }
        mods [flow: Flow @ FLOW]
        operands [pred: Pred, cdst: McDst, dst: LLDst, src1: Lsw, src2: Lc2w, src3: Lc3w]
        syntax [flow, pred, mnemonic, cdst, dst, src1, src2, src3]
        forms {
            unknown_l ("???") = _ "Unknown long instruction.";
        }
    }
} }
