// The four row families of envydis's G80 tables (`isa_family!`): what every row of a family
// shares. A row (`use long [ … ]` in the parts) gives the rest: class, target gate, opcode
// bits, modifiers, operands, printed order and forms.

crate::isa_family! {
    /// `tabs`, short words (w0[1:0] = 0): priority 2, so a short word never decodes as a
    /// long form.
    short { priority: 2, fixed { FORM = 0 } }
    /// `tabi`, long immediate (w0[1:0] = 1 and w1[1:0] = 3): priority 3.
    immediate { priority: 3, fixed { FORM = 1, FLOW = 3 } }
    /// `tabl`, long normal (w0[1:0] = 1): the `flow` modifier (w1[1:0], plain, exit or join)
    /// and the predicate come first in every row, as envydis prints them.
    long {
        priority: 1, fixed { FORM = 1 } mods [flow: Flow @ FLOW] operands [pred: Pred]
        syntax [flow, pred]
    }
    /// `tabc`, long control (w0[1:0] = 3).
    control { priority: 1, fixed { FORM = 3 } }
}

// envydis's 16- and 32-bit `add` family and 16- and 24-bit `mul` rows, alike in the short
// and the immediate tables but for their sources: a row gives each class's doc, name and
// form, then the family, the 16- and 32-bit first source and the second source's name and
// 16- and 32-bit kinds.
crate::isa_template! {
    add_mul (
        $(#[doc = $add16_doc:literal])* $add16:ident $add16_form:ident,
        $(#[doc = $add32_doc:literal])* $add32:ident $add32_form:ident,
        $(#[doc = $mul16_doc:literal])* $mul16:ident $mul16_form:ident,
        $(#[doc = $mul24_doc:literal])* $mul24:ident $mul24_form:ident:
            $family:ident, src1 $src1h:ident / $src1w:ident, $src2:ident $src2h:ident / $src2w:ident;
    ) => {
        use $family [
            $(#[doc = $add16_doc])*
            $add16 { OP_HI = 1, S_M2 = 0 } mods [op: AddOp @ [22..23, 28..29], sat]
                [dst: SHDst, src1: $src1h, $src2: $src2h, carry: AddC0]
                [op, sat, "b16", dst, src1, $src2, carry]
                $add16_form ("add");
            $(#[doc = $add32_doc])*
            $add32 { OP_HI = 1, S_M2 = 1 } mods [op: AddOp @ [22..23, 28..29], sat]
                [dst: SDst, src1: $src1w, $src2: $src2w, carry: AddC0]
                [op, sat, "b32", dst, src1, $src2, carry]
                $add32_form ("add");
            $(#[doc = $mul16_doc])*
            $mul16 { OP = 4, S_M3 = 0 } mods [sign1: Us16 @ [15..16], sign2: Us16 @ [8..9]]
                [dst: SDst, src1: $src1h, $src2: $src2h]
                [mnemonic, dst, sign1, src1, sign2, $src2]
                $mul16_form ("mul");
            $(#[doc = $mul24_doc])*
            $mul24 { OP = 4, S_M3 = 1 } mods [high: bool @ [8..9] = "high", sign: Us24 @ [15..16]]
                [dst: SDst, src1: $src1w, $src2: $src2w]
                [mnemonic, dst, high, sign, src1, $src2]
                $mul24_form ("mul");
        ]
    }
}
