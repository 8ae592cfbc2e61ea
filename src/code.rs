//! Code targets: how a branching form encodes where it goes, and (feature `alloc`) a code
//! buffer that emits instructions with labels.
//!
//! A table declares, next to an operand kind of its header, how a code-target operand of
//! that kind reaches its target: `operands [ …, CodeTarget = absolute(16) ]` (Vivante: an
//! instruction index, 16 bytes per instruction, counted from the program start) or
//! `BranchOffset = relative(8)` (Valhall: signed, in 8-byte instructions, counted from
//! the *next* instruction). The operand's field in each form gives the width and the
//! (possibly split) bits. Every form with such an operand is a branching form; its
//! [`Branch`] (in [`FormInfo::branch`](crate::form::FormInfo::branch)) turns byte offsets
//! into field values and back, and the [`CodeBuffer`] resolves labels with it. No list of
//! branching forms is kept anywhere else.

pub use crate::branch::{Base, Branch, Reach, Unreachable};
pub use crate::rules::{Invalid, InvalidKind, NoRules, Rules};

#[cfg(feature = "alloc")]
mod buffer;
mod listing;
#[cfg(feature = "alloc")]
mod program;
#[cfg(all(feature = "alloc", feature = "arbitrary"))]
mod programs;
#[cfg(feature = "alloc")]
pub use buffer::{CodeBuffer, CodeError, Dest, Finished, Label, Pos, Site};
#[cfg(feature = "alloc")]
pub use listing::named_targets;
pub use listing::{branch_targets, write_labelled, Text};
#[cfg(feature = "alloc")]
pub use program::{assemble_program, LineError, ProgramError};
#[cfg(all(feature = "alloc", feature = "arbitrary"))]
pub use programs::{arbitrary_bytes, arbitrary_program, arbitrary_sequence};
