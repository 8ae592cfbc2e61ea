//! The execution unit of each Valhall instruction: the `unit` attribute of Mesa's
//! `ISA.xml`, the table's typed per-class attribute.
//!
//! Mesa's assembler (`asm.py`) needs it: an instruction of a message-passing unit may read
//! two 64-bit FAU slots and three FAU words, an arithmetic one (`FMA`, `CVT`, `SFU`) one
//! slot and two words; more is "Too many FAU slots" / "Too many FAU words".

use super::Form;

/// The execution unit of an instruction (the `unit` attribute of Mesa's `ISA.xml`), kept
/// as the `attribute` of every Valhall class ([`Form::attribute`]).
///
/// `FMA`, `CVT` and `SFU` are arithmetic units; the others pass messages and may read
/// more FAU slots and words (Mesa's assembler rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    /// No unit (`NOP`-like bookkeeping instructions).
    None,
    /// Fused multiply-add unit.
    Fma,
    /// Conversion unit.
    Cvt,
    /// Special-function unit.
    Sfu,
    /// Load/store unit.
    Ls,
    /// Texture unit.
    T,
    /// Varying unit.
    V,
    /// Varying-texture unit.
    Vt,
}

impl Unit {
    /// Every unit.
    pub const ALL: [Unit; 8] = [
        Unit::None,
        Unit::Fma,
        Unit::Cvt,
        Unit::Sfu,
        Unit::Ls,
        Unit::T,
        Unit::V,
        Unit::Vt,
    ];
    /// The unit's name in `ISA.xml` (`"FMA"`, `"LS"`, …).
    pub const fn name(self) -> &'static str {
        match self {
            Unit::None => "NONE",
            Unit::Fma => "FMA",
            Unit::Cvt => "CVT",
            Unit::Sfu => "SFU",
            Unit::Ls => "LS",
            Unit::T => "T",
            Unit::V => "V",
            Unit::Vt => "VT",
        }
    }

    /// The unit of a form (its class's `attribute`).
    pub const fn of(form: Form) -> Unit {
        form.attribute()
    }

    /// Whether the unit passes messages (everything but `FMA`, `CVT` and `SFU`): such
    /// instructions may read two 64-bit FAU slots and three words instead of one and two.
    pub const fn is_message(self) -> bool {
        !matches!(self, Unit::Fma | Unit::Cvt | Unit::Sfu)
    }
}
