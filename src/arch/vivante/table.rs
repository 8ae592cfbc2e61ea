// The Vivante GC instruction set as one `define_isa!` table: everything else in this module
// (and `Insn`, `Form`, `FORMS`, the builders) is derived from it. Included by `mod.rs`,
// so that the generated items live in `isadef::vivante`.

// Mesa's `#instruction-alu` template: the bits an ALU instruction leaves zero, `PMODE` set
// by default, and the modifiers in the order Mesa prints them (`cond` after `.sat` where
// the instruction has one). A row gives `+cond` where it has a condition, other fixed bits,
// its three sources (`srcN` read; `-` not read: its `SRCn_USE` bit and its bits zero, `void`
// printed; `ext`: source 2 used, its bits fixed by each form) and its forms. (Each
// `$( $r0:lifetime )?` never matches: it gives a spelling a variable to repeat on.)
crate::isa_template! {
    alu (
        $(#[doc = $doc:literal])*
        $class:ident $( + $cond:ident )? $( { $( $fixed:tt )* } )?
        [ $( src0 $( $r0:lifetime )? )? $( - $( $u0:lifetime )? )?,
          $( src1 $( $r1:lifetime )? )? $( - $( $u1:lifetime )? )?,
          $( src2 $( $r2:lifetime )? )? $( - $( $u2:lifetime )? )? $( ext $( $x2:lifetime )? )? ]
        { $( $forms:tt )* }
    ) => {
        $(#[doc = $doc])*
        class $class {
            fixed { TEX_ID_HI = 0, LEFT_SHIFT = 0, W1_6 = 0, LOCAL = 0, W1_9 = 0, DENORM = 0,
                $( SRC0_USE = 1 $( $r0 )?, )? $( SRC0_USE = 0, SRC0 = 0 $( $u0 )?, )?
                $( SRC1_USE = 1 $( $r1 )?, )? $( SRC1_USE = 0, SRC1 = 0 $( $u1 )?, )?
                $( SRC2_USE = 1 $( $r2 )?, )? $( SRC2_USE = 0, SRC2 = 0 $( $u2 )?, )?
                $( SRC2_USE = 1 $( $x2 )?, )? $( $( $fixed )* )? }
            defaults { PMODE = 1 }
            mods [hp, sat, $( $cond, )? skphp, unk, ty, pack, thread, rounding]
            operands [dst: Dst, $( src0: Src @ SRC0 $( $r0 )? )? $( _ $( $u0 )? )?,
                $( src1: Src @ SRC1 $( $r1 )? )? $( _ $( $u1 )? )?,
                $( src2: Src @ SRC2 $( $r2 )? )? $( _ $( $u2 )? )? $( _ $( $x2 )? )?]
            forms { $( $forms )* }
        }
    }
}

// The families: texture instructions (a destination and a sampler, the thread select, no
// condition and no `.hp`; a row gives the sources it reads), control flow (no destination,
// the target where source 2 would be, `PMODE` don't care; a row gives the sources, `cond`
// where it tests one, then the type) and loads and stores (the address in sources 0 and 1).
crate::isa_family! {
    /// Texture instructions.
    tex {
        fixed { COND = 0, DST_FULL = 0 } mods [thread] operands [dst: Dst, tex: Tex]
    }
    /// Control flow.
    cf {
        fixed { DST = 0, UNK = 0, TEX_ID_HI = 0, RMODE = 0, W1_SWIZ = 0, CF_SRC2_LO = 0, CF_W3_HI = 0 }
        dontcare { PMODE }
    }
    /// Loads and stores.
    ldst {
        fixed { COND = 0, W1_6 = 0, SRC0_USE = 1, SRC1_USE = 1 } defaults { PMODE = 1 }
        mods [sat, skphp, denorm, local, ty, ls, pack]
    }
}

// The classes, in table order (a part, so that the ALU rows can use the template).
crate::isa_classes! { vivante_classes {
    /// ALU, no sources: prints only the destination (with `.hp` after it).
    class alu_no_src {
        fixed { COND = 0, TEX_ID_HI = 0, LEFT_SHIFT = 0, W1_6 = 0, LOCAL = 0, W1_9 = 0,
                DENORM = 0, SRC0_USE = 0, SRC0 = 0, SRC1_USE = 0, SRC1 = 0,
                SRC2_USE = 0, SRC2 = 0 }
        operands [dst: DstHp, _, _, _]
        forms {
            nop = 0x00 "No operation.";
            ret = 0x15 "Return from subroutine.";
            barrier = 0x2a "Barrier.";
        }
    }

    use alu [
        /// Unconditional `texkill`.
        alu_no_dst_no_src { COND = 0 } [-, -, -] {
            texkill = 0x17 "Discard the fragment.";
        }

        /// `texkill` with a unary condition on source 0.
        alu_no_dst_cond_src0 +cond [src0, -, -] {
            /// Discard the fragment if the condition holds for source 0.
            texkill_unary ("texkill") = 0x17;
        }

        /// `texkill` comparing sources 0 and 1.
        alu_no_dst_cond_src0_src1 +cond [src0, src1, -] {
            /// Discard the fragment if source 0 compares true against source 1.
            texkill_binary ("texkill") = 0x17;
        }

        /// ALU reading source 0.
        alu_src0 { COND = 0 } [src0, -, -] {
            i2f = 0x2d "Integer to float.";
            f2i = 0x2e "Float to integer.";
            f2irnd = 0x2f "Float to integer, rounding.";
            bit_rev = 0x6d "Bit reverse.";
            norm_dp2 = 0x74 "Normalize, 2 components.";
            norm_dp3 = 0x75 "Normalize, 3 components.";
            norm_dp4 = 0x76 "Normalize, 4 components.";
        }

        /// ALU reading source 2 only.
        alu_src2 { COND = 0 } [-, -, src2] {
            mov = 0x09 "Move.";
            movar = 0x0a "Move to the address register.";
            rcp = 0x0c "Reciprocal.";
            rsq = 0x0d "Reciprocal square root.";
            exp = 0x11 "Exponent base 2.";
            log = 0x12 "Logarithm base 2.";
            frc = 0x13 "Fraction.";
            sqrt = 0x21 "Square root.";
            sin = 0x22 "Sine.";
            cos = 0x23 "Cosine.";
            floor = 0x25 "Round down.";
            ceil = 0x26 "Round up.";
            sign = 0x27 "Sign.";
            movai = 0x56 "Move integer to the address register.";
            iabs = 0x57 "Integer absolute value.";
            leadzero = 0x58 "Count leading zeros.";
            not = 0x5f "Bitwise not.";
            popcount = 0x61 "Population count.";
        }

        /// ALU reading sources 0 and 1.
        alu_src0_src1 { COND = 0 } [src0, src1, -] {
            mul = 0x03 "Multiply.";
            dp3 = 0x05 "Dot product, 3 components.";
            dp4 = 0x06 "Dot product, 4 components.";
            i2i = 0x2c "Integer to integer conversion.";
            clamp0_max = 0x36 "Clamp to [0, max].";
            imullo0 = 0x3c "Integer multiply, low half.";
            imulhi0 = 0x40 "Integer multiply, high half.";
            idiv0 = 0x44 "Integer divide.";
            imod = 0x48 "Integer modulo.";
            conv = 0x72 "Type conversion (source 1: target type).";
            dp2 = 0x73 "Dot product, 2 components.";
            norm_mul = 0x77 "Normalize-multiply.";
        }

        /// ALU comparing sources 0 and 1 under a condition.
        alu_cond_src0_src1 +cond [src0, src1, -] {
            set = 0x10 "Set on condition.";
        }

        /// ALU reading sources 0 and 2.
        alu_src0_src2 { COND = 0 } [src0, -, src2] {
            add = 0x01 "Add: dst = src0 + src2.";
            dsx = 0x07 "Derivative in x.";
            dsy = 0x08 "Derivative in y.";
            iaddsat = 0x3b "Integer add, saturating.";
            lshift = 0x59 "Shift left.";
            rshift = 0x5a "Shift right.";
            rotate = 0x5b "Rotate.";
            or = 0x5c "Bitwise or.";
            and = 0x5d "Bitwise and.";
            xor = 0x5e "Bitwise exclusive or.";
        }

        /// ALU reading sources 1 and 2.
        alu_src1_src2 { COND = 0 } [-, src1, src2] {
            div = 0x64 "Divide.";
        }

        /// ALU reading all three sources.
        alu_src0_src1_src2 { COND = 0 } [src0, src1, src2] {
            mad = 0x02 "Multiply-add: dst = src0 * src1 + src2.";
            swizzle = 0x2b "Swizzle.";
            imadlo0 = 0x4c "Integer multiply-add, low half.";
            imadlosat0 = 0x4e "Integer multiply-add, low half, saturating.";
            bit_extract = 0x60 "Bit-field extract.";
            atomic_add = 0x65 "Atomic add (src0 + src1 address, src2 data).";
            atomic_xchg = 0x66 "Atomic exchange.";
            atomic_cmp_xchg = 0x67 "Atomic compare and exchange.";
            atomic_min = 0x68 "Atomic minimum.";
            atomic_max = 0x69 "Atomic maximum.";
            atomic_or = 0x6a "Atomic or.";
            atomic_and = 0x6b "Atomic and.";
            atomic_xor = 0x6c "Atomic exclusive or.";
        }

        /// ALU with a condition reading all three sources.
        alu_cond_src0_src1_src2 +cond [src0, src1, src2] {
            select = 0x0f "Select: dst = cond(src0, src1) ? src1 : src2.";
            cmp = 0x31 "Compare.";
        }

        /// Extended ALU (opcode 0x7F; the number is a u20 immediate in source 2).
        extended_alu_src0 { COND = 0 } [src0, -, ext] {
            bit_findlsb = 0x7f "Index of the least significant set bit." { SRC2 = ext(0x0b) };
            bit_findmsb = 0x7f "Index of the most significant set bit." { SRC2 = ext(0x0c) };
        }
    ]

    use tex [
        /// Texture sample reading source 0 (source 2, when used, is the reference).
        tex_src0 { SRC0_USE = 1, SRC1_USE = 0, SRC1 = 0, SRC2_USE = 0 } [src0: Src @ SRC0, _, _]
            texld = 0x18 "Texture sample.";
        /// Texture sample with a shadow reference in source 2.
        tex_src0_src2 { SRC0_USE = 1, SRC1_USE = 0, SRC1 = 0, SRC2_USE = 1 }
            [src0: Src @ SRC0, _, src2: Src @ SRC2]
            texld_src2 ("texld") = 0x18 "Texture sample with a compare reference in source 2.";
        /// Texture gather: coordinate and component.
        tex_src0_src1 { SRC0_USE = 1, SRC1_USE = 1, SRC2_USE = 0, SRC2 = 0 }
            [src0: Src @ SRC0, src1: Src @ SRC1, _]
            tg4 = 0x7d "Texture gather (source 1: component as an s20 immediate).";
        /// Texture instructions reading all three sources.
        tex_src0_src1_src2 { SRC0_USE = 1, SRC1_USE = 1, SRC2_USE = 1 }
            [src0: Src @ SRC0, src1: Src @ SRC1, src2: Src @ SRC2]
            texldd = 0x1a "Texture sample with gradients (source 1 ddx, source 2 ddy)." |
            txf = 0x49 "Texel fetch." |
            texldlpcf = 0x6f "Shadow sample with lod." |
            texldgpcf = 0x70 "Shadow sample with gradients." |
            texldb = 0x19 "Sample with bias, all three sources used." |
            texldl = 0x1b "Sample with lod, all three sources used.";
        /// `texldb`/`texldl` with only source 0 used (Mesa prints `src0, void, void`).
        tex_maybe_src0 { SRC0_USE = 1, SRC1_USE = 0 } [src0: Src @ SRC0, _, _]
            texldb_src0 ("texldb") = 0x19 "Sample with bias, only source 0 used." |
            texldl_src0 ("texldl") = 0x1b "Sample with lod, only source 0 used.";
        /// `texldb`/`texldl` with any other use bits (Mesa prints `src0, src1, void`).
        tex_maybe_src0_src1 { } [src0: Src @ SRC0, src1: Src @ SRC1, _]
            /// Sample with bias, sources 0 and 1 used.
            texldb_src01 ("texldb") = 0x19 { SRC0_USE = 1, SRC1_USE = 1, SRC2_USE = 0 } |
            /// Sample with lod, sources 0 and 1 used.
            texldl_src01 ("texldl") = 0x1b { SRC0_USE = 1, SRC1_USE = 1, SRC2_USE = 0 } |
            /// Sample with bias, source 0 not marked used.
            texldb_nosrc0 ("texldb") = 0x19 { SRC0_USE = 0 } |
            /// Sample with lod, source 0 not marked used.
            texldl_nosrc0 ("texldl") = 0x1b { SRC0_USE = 0 };
    ]

    use cf [
        /// Unconditional control flow.
        cf_no_src { COND = 0, SRC0_USE = 0, SRC0 = 0, SRC1_USE = 0, SRC1 = 0 } mods [ty]
            [_, _, _, target: CodeTarget]
            call = 0x14 "Call a subroutine." |
            branch = 0x16 "Branch.";
        /// Branch on a unary condition of source 0.
        cf_src0 { SRC0_USE = 1, SRC1_USE = 0, SRC1 = 0 } mods [cond, ty]
            [_, src0: Src @ SRC0, _, target: CodeTarget]
            branch_unary ("branch") = 0x16 "Conditional branch on source 0.";
        /// Branch comparing sources 0 and 1.
        cf_src0_src1 { SRC0_USE = 1, SRC1_USE = 1 } mods [cond, ty]
            [_, src0: Src @ SRC0, src1: Src @ SRC1, target: CodeTarget]
            branch_binary ("branch") = 0x16 "Conditional branch comparing source 0 with source 1." |
            branch_any = 0x24 "Branch if the condition holds for any thread.";
    ]

    use ldst [
        /// Loads: dst = mem[src0 + src1].
        load { UNK = 0, TEX_ID_HI = 0, RMODE = 0, W1_9 = 0, SRC2_USE = 0, SRC2 = 0 }
            [dst: Dst, src0: Src @ SRC0, src1: Src @ SRC1, _]
            load = 0x32 "Load from memory." |
            img_load = 0x79 "Load from an image.";
        /// Stores: mem[src0 + src1] = src2, components from the write mask.
        store { SRC2_USE = 1 } dontcare { DST_ADDR, UNK, TEX_ID_HI, RMODE, W1_9 }
            [mem: Mem, src0: Src @ SRC0, src1: Src @ SRC1, src2: Src @ SRC2]
            store = 0x33 "Store to memory." |
            img_store = 0x7a "Store to an image.";
    ]
} }

crate::define_isa! {
    /// The Vivante GC instruction set (marker type implementing [`Isa`](crate::isa::Isa)).
    isa Vivante {
        name: "vivante", word: u128, bits: 128, key: OPCODE, placeholder: "void",
        comment: b';', separator: Some(b','), display: custom,
        prelude: { operands::* },
    }

    // Mesa's modifiers, declared once; the classes name them in the order Mesa prints them.
    modifiers {
        hp: bool @ DST_FULL = ".hp", sat: bool @ SAT = ".sat", cond: Cond @ COND,
        skphp: bool @ SKPHP = ".skpHp", unk: bool @ UNK = ".unk", ty: Type @ TYPE,
        pack: Pack @ PMODE, thread: Thread @ THREAD, rounding: Round @ RMODE,
        denorm: bool @ DENORM = ".denorm", local: bool @ LOCAL = ".local",
        ls: LeftShift @ LEFT_SHIFT,
    }

    fields {
        OPCODE = [0..6, 80..81] "Opcode: bits 5..0 in `w0[5:0]`, bit 6 in `w2[16]`.";
        COND = [6..11] "Condition, `w0[10:6]`.";
        SAT = [11..12] "Saturate, `w0[11]`.";
        DST = [12..27] "Destination: used, address mode, register, write mask (`w0[26:12]`).";
        DST_HP = [12..27, 127..128]
            "`nop`/`ret`/`barrier` destination with `.hp` (`w0[26:12], w3[31]`).";
        DST_ADDR = [12..23]
            "Destination used/address mode/register, `w0[22:12]` (don't care in `store`).";
        DST_COMPS = [23..27] "Destination write mask, `w0[26:23]`.";
        UNK = [27..28] "`.unk`, `w0[27]` (ALU only).";
        TEX_ID_HI = [28..32]
            "Sampler bits 4:1 in texture instructions, must be zero elsewhere, `w0[31:28]`.";
        TEX = [27..32, 35..43] "Sampler and its swizzle (`w0[31:27], w1[10:3]`).";
        RMODE = [32..34] "Rounding mode, `w1[1:0]` (ALU).";
        PMODE = [34..35] "Pack mode, `w1[2]`: `.pack` is printed when it is clear.";
        LEFT_SHIFT = [35..38] "Left shift, `w1[5:3]` (load/store).";
        W1_6 = [38..39] "`w1[6]`, must be zero.";
        SKPHP = [39..40] "`.skpHp`, `w1[7]`.";
        LOCAL = [40..41] "`.local`, `w1[8]` (load/store).";
        W1_9 = [41..42] "`w1[9]`, must be zero (don't care in `store`).";
        DENORM = [42..43] "`.denorm`, `w1[10]` (load/store).";
        SRC0_USE = [43..44] "Source 0 used, `w1[11]`.";
        SRC0 = [44..53, 54..70] "Source 0 (`w1[20:12], w1[31:22], w2[5:0]`).";
        TYPE = [94..96, 53..54] "Instruction type: bits 1:0 in `w2[31:30]`, bit 2 in `w1[21]`.";
        SRC1_USE = [70..71] "Source 1 used, `w2[6]`.";
        SRC1 = [71..80, 81..94, 96..99] "Source 1 (`w2[15:7], w2[29:17], w3[2:0]`).";
        SRC2_USE = [99..100] "Source 2 used, `w3[3]`.";
        SRC2 = [100..109, 110..120, 121..127] "Source 2 (`w3[12:4], w3[23:14], w3[30:25]`).";
        THREAD = [109..110, 120..121]
            "Thread select: bit 0 `w3[13]` (`.t0`), bit 1 `w3[24]` (`.t1`).";
        DST_FULL = [127..128] "`.hp` (full-precision destination), `w3[31]`.";
        TARGET = [103..118] "Branch target, `w3[21:7]`.";
        CF_SRC2_LO = [99..103]
            "Control flow: source 2 used and its register bits 2:0 (`w3[6:3]`), must be zero.";
        CF_W3_HI = [118..128] "Control flow: `w3[31:22]`, must be zero.";
        W1_SWIZ = [35..43] "`w1[10:3]` (the sampler swizzle bits; zero in control flow).";
    }

    enums {
        /// Condition of `select`, `set`, `cmp`, `texkill`, `branch`, `branch_any`.
        enum Cond: 5, decimal {
            /// Always (printed as nothing).
            Always = 0 => "",
            Gt = 1 => ".gt", Lt = 2 => ".lt", Ge = 3 => ".ge", Le = 4 => ".le",
            Eq = 5 => ".eq", Ne = 6 => ".ne", And = 7 => ".and", Or = 8 => ".or",
            Xor = 9 => ".xor", Not = 10 => ".not", Nz = 11 => ".nz", Gez = 12 => ".gez",
            Gz = 13 => ".gz", Lez = 14 => ".lez", Lz = 15 => ".lz",
            /// Select by most significant bit (dual-16 code).
            Selmsb = 22 => ".selmsb",
        }
        /// Instruction type (etnaviv numbering).
        enum Type: 3 {
            F32 = 0 => "", S32 = 1 => ".s32", S8 = 2 => ".s8", U16 = 3 => ".u16",
            F16 = 4 => ".f16", S16 = 5 => ".s16", U32 = 6 => ".u32", U8 = 7 => ".u8",
        }
        /// Pack mode bit: Mesa prints `.pack` when it is clear.
        enum Pack: 1 {
            /// Bit clear.
            Pack = 0 => ".pack",
            /// Bit set (what Mesa's compiler emits).
            NoPack = 1 => "",
        }
        /// Thread select in dual-16 mode.
        enum Thread: 2 {
            /// Both halves.
            Both = 0 => "",
            T0 = 1 => ".t0",
            T1 = 2 => ".t1",
            /// Both bits set (meaning unknown).
            T01 = 3 => "3",
        }
        /// Rounding mode.
        enum Round: 2 {
            Default = 0 => "", Rtz = 1 => ".rtz", Rtne = 2 => ".rtne",
            /// Undefined (Mesa's spelling).
            Unknown = 3 => ".unkown",
        }
        /// Left shift of load/store offsets.
        enum LeftShift: 3 {
            Ls0 = 0 => "", Ls1 = 1 => ".ls1", Ls2 = 2 => ".ls2", Ls3 = 3 => ".ls3",
            Ls4 = 4 => ".ls4", Ls5 = 5 => ".ls5", Ls6 = 6 => ".ls6", Ls7 = 7 => ".ls7",
        }
        /// Source register groups (Mesa prints the undefined groups 5 and 6 as their
        /// number; group 7 holds the inline immediates).
        enum RegGroup: 3, decimal {
            /// Temporaries `t`.
            Temp = 0 => "t",
            /// Internal values `i` (fragment shader `i0.x` = front facing).
            Internal = 1 => "i",
            /// Uniforms `u`.
            Uniform = 2 => "u",
            /// Second uniform group (also printed `u`).
            Uniform1 = 3 => "u",
            /// Temporaries read at full precision `th` (dual-16 mode).
            TempHp = 4 => "th",
        }
        /// One source component (a swizzle letter).
        enum Comp: 2 {
            X = 0 => "x", Y = 1 => "y", Z = 2 => "z", W = 3 => "w",
        }
        /// Address-register relative addressing of a register index (Mesa prints the
        /// undefined modes 5..7 as their number).
        enum AddrMode: 3, decimal {
            /// Direct.
            Direct = 0 => "",
            AX = 1 => "[a.x]", AY = 2 => "[a.y]", AZ = 3 => "[a.z]", AW = 4 => "[a.w]",
        }
        /// Inline immediate types (register group 7), printed as the immediate's suffix.
        enum ImmType: 2 {
            /// Top 20 bits of an `f32`.
            F20 = 0 => ":f20",
            /// Signed 20-bit integer.
            S20 = 1 => ":s20",
            /// Unsigned 20-bit integer.
            U20 = 2 => ":u20",
            /// IEEE half float (payload bits 15..0).
            F16 = 3 => ":f16",
        }
    }

    // The operand kinds, with the field of those that always sit in one (a source is one of
    // three), and what they access (`access::Uses`). `CodeTarget` is a code target: an
    // instruction index (16 bytes each) from the program start.
    operands [
        Dst @ DST access, DstHp @ DST_HP access, Mem @ DST_COMPS access writes, Src access,
        Tex @ TEX access, CodeTarget @ TARGET = absolute(16),
    ]
    // What forms access beyond their operands' registers.
    access {
        // The address register, not a temporary, is written.
        movar | movai => [dst: writes Addr];
        load => [+ reads of(access::memory)];
        img_load => [+ reads crate::access::Resource::Mem(crate::access::Space::Image)];
        atomic_add | atomic_xchg | atomic_cmp_xchg | atomic_min | atomic_max | atomic_or
            | atomic_and | atomic_xor => [+ modifies of(access::memory)];
        barrier => [+ writes crate::access::Resource::reg(crate::access::File::Barrier, 0)];
    }

    classes in [vivante_classes];
}
