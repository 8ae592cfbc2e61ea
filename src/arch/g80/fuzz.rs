//! Programs, instruction sequences and byte streams for fuzz harnesses (feature
//! `arbitrary`, with `alloc`): valid code for a [`Target`] from
//! [`Insn::arbitrary_valid_in`], laid out with envyas's alignment with labels or without,
//! and any-bits streams from `Arbitrary`.

use super::{Insn, Target, G80};

/// The fuzz harnesses' valid code for a target: each function lays out up to `max`
/// instructions from [`Insn::arbitrary_valid_in`] with the `code` function it names.
macro_rules! arbitrary_in {
    ($( $(#[doc = $doc:literal])* $name:ident => $layout:ident; )+) => {$(
        $(#[doc = $doc])*
        pub fn $name(
            u: &mut arbitrary::Unstructured<'_>,
            target: Target,
            max: usize,
        ) -> arbitrary::Result<crate::code::Finished> {
            crate::code::$layout::<G80>(u, target, max, |u, b| Insn::valid_of(u, target, b))
        }
    )+};
}

arbitrary_in! {
    /// A valid program with labels for `target`, for fuzz harnesses: up to `max`
    /// instructions from [`Insn::arbitrary_valid_in`], branches pointed at labels, laid out
    /// by a [`CodeBuffer`](crate::code::CodeBuffer) with envyas's alignment (see
    /// [`code::arbitrary_program`](crate::code::arbitrary_program)).
    arbitrary_program_in => arbitrary_program;
    /// A valid instruction sequence for `target`, for fuzz harnesses: up to `max`
    /// instructions from [`Insn::arbitrary_valid_in`], no labels, laid out with envyas's
    /// alignment (see [`code::arbitrary_sequence`](crate::code::arbitrary_sequence)).
    arbitrary_sequence_in => arbitrary_sequence;
}

/// An any-bits instruction stream for fuzzing decoders and printers: up to `max`
/// instructions from `Arbitrary` (the default target's forms), short and long, as bytes
/// (see [`code::arbitrary_bytes`](crate::code::arbitrary_bytes)).
pub fn arbitrary_bytes(
    u: &mut arbitrary::Unstructured<'_>,
    max: usize,
) -> arbitrary::Result<alloc::vec::Vec<u8>> {
    crate::code::arbitrary_bytes::<G80>(u, max)
}
