//! What the execution unit of a Valhall instruction means for Mesa's assembler. The
//! units themselves ([`Unit`], the `unit` attribute of Mesa's `ISA.xml`) are an enum of
//! the table, every class's typed attribute.
//!
//! Mesa's assembler (`asm.py`) needs it: an instruction of a message-passing unit may read
//! two 64-bit FAU slots and three FAU words, an arithmetic one (`FMA`, `CVT`, `SFU`) one
//! slot and two words; more is "Too many FAU slots" / "Too many FAU words".

use super::{Form, Unit};

impl Unit {
    /// The unit's name in `ISA.xml` (`"FMA"`, `"LS"`, …): its [`text`](Unit::text).
    pub const fn name(self) -> &'static str {
        self.text()
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
