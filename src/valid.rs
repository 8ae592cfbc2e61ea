//! Valid instructions for fuzz harnesses (feature `arbitrary`).
//!
//! `Arbitrary` for an instruction set's `Insn` draws *any bits*: a random form with random
//! values in every bit the form does not fix — the stream that fuzzes decoders. Each
//! instruction set's `Insn::arbitrary_valid` (G80: `arbitrary_valid_in`, for a chosen
//! target) draws *valid* instructions instead: an instruction is kept only when its text
//! assembles back to the very same instruction, and so prints the same text again. What
//! that rules out per instruction set is what its assembler enforces (Valhall: Mesa's FAU
//! and staging rules; G80: bits no row decodes; Vivante: bits the text does not show).
//!
//! Drawing alternates between any bits and bits restricted to the form's operand and
//! modifier fields (don't-care and unclaimed bits zero), so that forms whose random words
//! rarely read back are still reached.

use crate::form::support::Message;
use crate::form::FormInfo;
use arbitrary::{Error, Result, Unstructured};
use core::fmt::{self, Write};

/// The valid-instruction, program, sequence and byte-stream generators of an instruction
/// set without a decoding target (`G80` takes a target and has its own), the last three in
/// its module `fuzz`: `$bits` is the word width, `$decode` turns a drawn word into an
/// instruction (or `None`), and the doc comment, which says what "valid" means for the
/// reference tool, goes to `Insn::arbitrary_valid`.
#[cfg_attr(
    not(any(feature = "vivante", feature = "valhall")),
    allow(unused_macros)
)]
macro_rules! generators {
    ($(#[doc = $doc:literal])* $isa:ident, $bits:literal, $decode:expr) => {
        impl Insn {
            $(#[doc = $doc])*
            pub fn arbitrary_valid(
                u: &mut arbitrary::Unstructured<'_>,
            ) -> arbitrary::Result<Insn> {
                Insn::valid_of(u, false)
            }

            /// [`Insn::arbitrary_valid`], of every form or only of the branching ones.
            fn valid_of(
                u: &mut arbitrary::Unstructured<'_>,
                branches: bool,
            ) -> arbitrary::Result<Insn> {
                let decode: fn(u128) -> Option<Insn> = $decode;
                crate::valid::valid(
                    u,
                    |u, fields_only| {
                        let w = crate::valid::draw_word(
                            u, &FORMS, $bits, length_of, fields_only, branches,
                        )?;
                        Ok(decode(w))
                    },
                    |i, out| core::fmt::Write::write_fmt(out, format_args!("{i}")),
                    |text| Insn::assemble(text).ok(),
                    |_| true,
                )
            }
        }

        /// Programs, instruction sequences and byte streams for fuzz harnesses (feature
        /// `arbitrary`, with `alloc`): valid code from [`Insn::arbitrary_valid`], laid out
        /// with labels or without, and any-bits streams from `Arbitrary`.
        #[cfg(feature = "alloc")]
        pub mod fuzz {
            use super::{Insn, $isa};

            /// A valid program with labels for fuzz harnesses: up to `max` instructions from
            /// [`Insn::arbitrary_valid`], branches pointed at labels, laid out by a
            /// [`CodeBuffer`](crate::code::CodeBuffer) (see
            /// [`code::arbitrary_program`](crate::code::arbitrary_program)).
            pub fn arbitrary_program(
                u: &mut arbitrary::Unstructured<'_>,
                max: usize,
            ) -> arbitrary::Result<crate::code::Finished> {
                crate::code::arbitrary_program::<$isa>(u, (), max, Insn::valid_of)
            }

            /// A valid instruction sequence for fuzz harnesses: up to `max` instructions from
            /// [`Insn::arbitrary_valid`], no labels (see
            /// [`code::arbitrary_sequence`](crate::code::arbitrary_sequence)).
            pub fn arbitrary_sequence(
                u: &mut arbitrary::Unstructured<'_>,
                max: usize,
            ) -> arbitrary::Result<crate::code::Finished> {
                crate::code::arbitrary_sequence::<$isa>(u, (), max, Insn::valid_of)
            }

            /// An any-bits instruction stream for fuzzing decoders and printers: up to `max`
            /// instructions from `Arbitrary`, as bytes (see
            /// [`code::arbitrary_bytes`](crate::code::arbitrary_bytes)).
            pub fn arbitrary_bytes(
                u: &mut arbitrary::Unstructured<'_>,
                max: usize,
            ) -> arbitrary::Result<alloc::vec::Vec<u8>> {
                crate::code::arbitrary_bytes::<$isa>(u, max)
            }
        }
    };
}
#[cfg_attr(
    not(any(feature = "vivante", feature = "valhall")),
    allow(unused_imports)
)]
pub(crate) use generators;

/// Draws before giving up (`arbitrary::Error::IncorrectFormat`).
const ATTEMPTS: usize = 64;

/// A word of a random form of `forms` (`branches`: of a form with a code target):
/// random bits where the form does not fix them — anywhere, or (`fields_only`) only in its
/// operand and modifier fields — cut to the instruction's length.
pub(crate) fn draw_word<K>(
    u: &mut Unstructured<'_>,
    forms: &[FormInfo<K>],
    word_bits: u32,
    length_of: fn(u128) -> usize,
    fields_only: bool,
    branches: bool,
) -> Result<u128> {
    let f = if branches {
        let mut them = forms.iter().filter(|f| f.branch.is_some());
        let n = them.clone().count();
        if n == 0 {
            return Err(Error::IncorrectFormat);
        }
        them.nth(u.choose_index(n)?).ok_or(Error::IncorrectFormat)?
    } else {
        &forms[u.choose_index(forms.len())?]
    };
    let r: u128 = u.arbitrary()?;
    let free = if fields_only {
        let ops = f.operands.iter().fold(0, |m, o| m | o.field.mask());
        f.mods.iter().fold(ops, |m, d| m | d.field.mask())
    } else {
        !0
    };
    let w = ((r & free & !f.mask) | f.bits) & crate::bits::low_mask(word_bits);
    Ok(w & crate::bits::low_mask(8 * length_of(w) as u32))
}

/// Draws with `draw` (given whether to keep to the form's fields) until an instruction
/// prints a text that `accept`s and that `assemble`s back to an instruction printing the
/// same text; returns that instruction.
pub(crate) fn valid<I: Copy>(
    u: &mut Unstructured<'_>,
    mut draw: impl FnMut(&mut Unstructured<'_>, bool) -> Result<Option<I>>,
    print: impl Fn(I, &mut dyn Write) -> fmt::Result,
    assemble: impl Fn(&str) -> Option<I>,
    accept: impl Fn(&str) -> bool,
) -> Result<I> {
    for attempt in 0..ATTEMPTS {
        let Some(insn) = draw(u, attempt % 2 == 1)? else {
            continue;
        };
        let mut text = Message::new();
        if print(insn, &mut text).is_err() || !accept(text.as_str()) {
            continue;
        }
        let Some(back) = assemble(text.as_str()) else {
            continue;
        };
        let mut again = Message::new();
        if print(back, &mut again).is_ok() && again.as_str() == text.as_str() {
            return Ok(back);
        }
    }
    Err(Error::IncorrectFormat)
}
