//! Instruction words in and out, for every table: decoding a word or a little-endian
//! buffer, a stream decoder, encoding, and reading a line of text into the form decoding
//! picks. Each table's `Insn` methods (`decode`, `decode_le`, `encode_le`, `assemble`, …)
//! and its `Stream` are these, for its own [`Isa`].

use super::{DecodeTarget, Isa};
use crate::bits::{low_mask, read_le};
use crate::error::{AsmError, BufferTooSmall, DecodeError, DecodeErrorKind};

/// Decodes one word for `target`: the highest-priority form whose fixed bits match.
/// Bits beyond the instruction's length must be clear.
///
/// # Errors
///
/// [`DecodeErrorKind::ExtraBits`] for bits past the instruction's length, and
/// [`DecodeErrorKind::NoMatch`] when no form matches.
#[inline]
pub fn decode<I: Isa>(word: u128, target: I::Target) -> Result<I::Insn, DecodeError> {
    let len = I::length_of(word);
    if len * 8 < I::WORD_BITS as usize && word >> (len * 8) != 0 {
        return Err(DecodeError {
            offset: 0,
            kind: DecodeErrorKind::ExtraBits,
        });
    }
    match I::lookup(word, target.gate_bits()) {
        Some(i) => Ok(I::insn_of(i, word)),
        None => Err(DecodeError::no_match(0)),
    }
}

/// Decodes the instruction at `offset` of a little-endian byte buffer for `target`.
///
/// # Errors
///
/// [`DecodeErrorKind::Truncated`] when the buffer ends inside the instruction, else as
/// [`decode`], with `offset` in the error.
pub fn decode_le<I: Isa>(
    bytes: &[u8],
    offset: usize,
    target: I::Target,
) -> Result<I::Insn, DecodeError> {
    let available = bytes.len().saturating_sub(offset);
    let first = I::LENGTHS[0];
    let needed = if available < first {
        first
    } else {
        I::length_of(read_le(bytes, offset, first))
    };
    if available < needed {
        return Err(DecodeError {
            offset,
            kind: DecodeErrorKind::Truncated { needed, available },
        });
    }
    decode::<I>(read_le(bytes, offset, needed), target).map_err(|e| e.at(offset))
}

/// Writes `insn` little-endian at the start of `out` and returns its length.
///
/// # Errors
///
/// [`BufferTooSmall`] when `out` is shorter than the instruction.
pub fn encode_le<I: Isa>(insn: I::Insn, out: &mut [u8]) -> Result<usize, BufferTooSmall> {
    let len = I::insn_len(insn);
    let available = out.len();
    let Some(out) = out.get_mut(..len) else {
        return Err(BufferTooSmall {
            needed: len,
            available,
        });
    };
    let w = I::insn_word(insn);
    for (i, b) in out.iter_mut().enumerate() {
        *b = (w >> (8 * i)) as u8;
    }
    Ok(len)
}

/// Assembles one line of text for `target`. The result is the form decoding picks for
/// the assembled word (the assembled form if none does), so that it equals the decoded
/// instruction of its bytes.
///
/// # Errors
///
/// What the table's assembler reports (see [`AsmError`]).
pub fn assemble_line<I: Isa>(line: &str, target: I::Target) -> Result<I::Insn, AsmError> {
    let (i, bits) = I::assemble_word(line, target)?;
    Ok(I::insn_of(
        I::lookup(bits, target.gate_bits()).unwrap_or(i),
        bits,
    ))
}

/// Decodes a little-endian byte stream instruction by instruction: each item is the
/// byte offset and the decoded instruction, or why it failed. A word no form matches is
/// skipped by its length; a truncated instruction ends the stream. Each table's `Stream`
/// is this for its [`Isa`].
pub struct Stream<'a, I: Isa> {
    bytes: &'a [u8],
    offset: usize,
    target: I::Target,
    gate: u32,
}

impl<I: Isa> Clone for Stream<'_, I> {
    fn clone(&self) -> Self {
        Stream { ..*self }
    }
}

impl<I: Isa> core::fmt::Debug for Stream<'_, I> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Stream")
            .field("isa", &I::NAME)
            .field("len", &self.bytes.len())
            .field("offset", &self.offset)
            .field("target", &self.target)
            .finish()
    }
}

impl<'a, I: Isa> Stream<'a, I> {
    /// A stream over `bytes`, decoded for `target`.
    pub fn new(bytes: &'a [u8], target: I::Target) -> Self {
        Stream {
            bytes,
            offset: 0,
            target,
            gate: target.gate_bits(),
        }
    }

    /// Byte offset of the next instruction.
    pub fn offset(&self) -> usize {
        self.offset
    }
}

impl<I: Isa> Iterator for Stream<'_, I> {
    /// Byte offset and the decoded instruction, or why it failed.
    type Item = (usize, Result<I::Insn, DecodeError>);

    #[inline(always)]
    fn next(&mut self) -> Option<Self::Item> {
        let at = self.offset;
        // The longest instruction fits: one load, its length from the word itself.
        let max = I::LENGTHS[I::LENGTHS.len() - 1];
        if let Some(b) = self.bytes.get(at..at.wrapping_add(max)) {
            let mut w = read_le(b, 0, max);
            let len = I::length_of(w);
            // Two paths rather than a select, so that the next offset is predicted
            // instead of waiting for this word.
            if len == max {
                self.offset = at + max;
            } else {
                self.offset = at + len;
                // Masked to its length, the word has no bits past it.
                w &= low_mask(8 * len as u32);
            }
            return Some((
                at,
                match I::lookup(w, self.gate) {
                    Some(i) => Ok(I::insn_of(i, w)),
                    None => Err(DecodeError::no_match(at)),
                },
            ));
        }
        // By value, not `&mut self`: the stream never escapes to memory, so its offset
        // stays in a register through a caller's loop.
        let (next, item) = near_end::<I>(self.bytes, at, self.target);
        self.offset = next;
        item
    }
}

/// [`Iterator::next`] of a [`Stream`] within the longest instruction's length of the end
/// (the last instructions, or a truncated one): the next offset and the item.
#[cold]
#[inline(never)]
#[allow(clippy::type_complexity)]
fn near_end<I: Isa>(
    bytes: &[u8],
    at: usize,
    target: I::Target,
) -> (usize, Option<(usize, Result<I::Insn, DecodeError>)>) {
    if at >= bytes.len() {
        return (at, None);
    }
    let r = decode_le::<I>(bytes, at, target);
    let next = match r {
        Ok(i) => at + I::insn_len(i),
        Err(DecodeError {
            kind: DecodeErrorKind::Truncated { .. },
            ..
        }) => bytes.len(),
        Err(_) => at + I::length_of(read_le(bytes, at, I::LENGTHS[0])),
    };
    (next, Some((at, r)))
}

/// Any instruction of `I` for fuzzing decoders: a random form with random values in
/// every bit the form does not fix, as the form decoding picks for the word (feature
/// `arbitrary`). Each table's `Arbitrary` for `Insn` is this.
///
/// # Errors
///
/// When the input runs out (see `arbitrary::Unstructured`).
#[cfg(feature = "arbitrary")]
pub fn arbitrary_any<I: Isa>(u: &mut arbitrary::Unstructured<'_>) -> arbitrary::Result<I::Insn> {
    let forms = I::forms();
    let i = u.choose_index(forms.len())?;
    let r: u128 = u.arbitrary()?;
    let f = &forms[i];
    let mut w = ((r & !f.mask) | f.bits) & low_mask(I::WORD_BITS);
    w &= low_mask(8 * I::length_of(w) as u32);
    let gate = I::Target::default().gate_bits();
    Ok(I::insn_of(I::lookup(w, gate).unwrap_or(i as u16), w))
}
