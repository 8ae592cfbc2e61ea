//! The instruction sets, one folder each. Each folder holds the `define_isa!` table and
//! the instruction set's own operand types and text quirks.

#[cfg(feature = "vivante")]
pub mod vivante;

#[cfg(feature = "valhall")]
pub mod valhall;

#[cfg(feature = "g80")]
pub mod g80;
