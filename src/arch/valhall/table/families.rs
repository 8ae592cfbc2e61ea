// Valhall's class families (`isa_family!`): ISA.xml gives every instruction its execution
// unit; most arithmetic groups write the destination byte at bit 40 first, and the
// varying loads their staging registers. A row (`use cvt [ … ]` in the parts) gives the
// rest: its modifiers, its sources and its forms with their opcodes.

crate::isa_family! {
    /// Conversion-unit (CVT) instructions with a destination.
    cvt { attribute: Unit::Cvt, operands [dst: Dest] }
    /// Conversion-unit (CVT) instructions without one (flow control, `NOP`).
    cvt_no_dst { attribute: Unit::Cvt, }
    /// Special-function-unit (SFU) instructions with a destination.
    sfu { attribute: Unit::Sfu, operands [dst: Dest] }
    /// Fused-multiply-add-unit (FMA) instructions with a destination.
    fma { attribute: Unit::Fma, operands [dst: Dest] }
    /// Load/store-unit (LS) instructions (staging registers instead of a destination).
    ls { attribute: Unit::Ls, }
    /// Varying-unit (V) instructions: they write the staging registers first.
    var { attribute: Unit::V, operands [sr: SrWrite] }
    /// Instructions of no particular unit (ISA.xml's `unit="NONE"`).
    none { attribute: Unit::None, }
}
