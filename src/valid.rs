//! Valid instructions for fuzz harnesses (feature `arbitrary`), for every table.
//!
//! `Arbitrary` for a table's `Insn` draws *any bits*: a random form with random values in
//! every bit the form does not fix — the stream that fuzzes decoders. `Insn::arbitrary_valid`
//! (and `arbitrary_valid_in` for a table with a target) draws *valid* instructions
//! instead: an instruction is kept only when its text assembles back to the very same
//! instruction, and so prints the same text again. What that rules out is what the
//! table's assembler enforces; an instruction set's quirks come from its
//! [`Rules`](crate::code::Rules) hooks (`fuzz_word`, `fuzz_text`).
//!
//! Drawing alternates between any bits and bits restricted to the form's operand and
//! modifier fields (don't-care and unclaimed bits zero), so that forms whose random words
//! rarely read back are still reached.

use crate::code::{Rules, Text};
use crate::form::FormInfo;
use crate::message::Message;
use arbitrary::{Error, Result, Unstructured};
use core::fmt::{self, Write};

/// A valid instruction of `I` for `target` (`branches`: of a form with a code target):
/// what every table's `Insn::arbitrary_valid` and the `fuzz` generators draw. Drawn words
/// pass the instruction set's [`Rules::fuzz_word`] before they are decoded, and texts its
/// [`Rules::fuzz_text`] before they are assembled back.
pub fn arbitrary_valid<I: Text>(
    u: &mut Unstructured<'_>,
    target: I::Target,
    branches: bool,
) -> Result<I::Insn> {
    valid(
        u,
        |u, fields_only| {
            let w = draw_word(
                u,
                I::forms(),
                I::WORD_BITS,
                I::length_of,
                fields_only,
                branches,
            )?;
            let Some(w) =
                <I::Rules as Rules<I::Insn, I::Target>>::fuzz_word(w, target, !fields_only)
            else {
                return Ok(None);
            };
            let mut bytes = [0u8; 16];
            let len = I::length_of(w).min(16);
            for (i, b) in bytes[..len].iter_mut().enumerate() {
                *b = (w >> (8 * i)) as u8;
            }
            Ok(I::decode_le(&bytes[..len], target))
        },
        |i, out| I::write_text(i, target, out),
        |text| I::assemble_text(text, target).ok(),
        <I::Rules as Rules<I::Insn, I::Target>>::fuzz_text,
    )
}

/// Draws before giving up (`arbitrary::Error::IncorrectFormat`).
const ATTEMPTS: usize = 64;

/// A word of a random form of `forms` (`branches`: of a form with a code target):
/// random bits where the form does not fix them — anywhere, or (`fields_only`) only in its
/// operand and modifier fields — cut to the instruction's length.
fn draw_word<K>(
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
fn valid<I: Copy>(
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
