//! Programs for fuzz harnesses (features `arbitrary` and `alloc`): valid ones with or
//! without labels, and any-bits instruction streams.

use super::{CodeBuffer, CodeError, Finished, Label};
use crate::isa::Isa;
use alloc::vec::Vec;
use arbitrary::{Arbitrary, Error, Result, Unstructured};

/// Draws a program of up to `max` valid instructions (each from `valid(u, branches)`, an
/// instruction set's valid generator over every form or, with `branches`, over its
/// branching forms) with labels: random label positions, and about one instruction in
/// six a branch pointed at a random label, forward, backward or at itself, laid out by a
/// [`CodeBuffer`] for `target` (G80: envyas's alignment).
///
/// Every instruction of the result is one `valid` drew, with its code target re-pointed
/// to a label — or, for a G80 short instruction that alignment lengthened, its long
/// encoding (what `g80::Insn::assemble_program_in` gives for the same text). An instruction the
/// buffer refuses (a short G80 instruction that has no long form) is left out.
pub fn arbitrary_program<I: Isa>(
    u: &mut Unstructured<'_>,
    target: I::Target,
    max: usize,
    valid: impl FnMut(&mut Unstructured<'_>, bool) -> Result<I::Insn>,
) -> Result<Finished<I>> {
    draw::<I>(u, target, max, true, valid)
}

/// Draws a sequence of up to `max` valid instructions (each from `valid(u, false)`), with
/// no labels: code targets keep the numbers drawn. Laid out by a [`CodeBuffer`] as
/// [`arbitrary_program`] does (so G80 alignment applies), and returned the same way.
pub fn arbitrary_sequence<I: Isa>(
    u: &mut Unstructured<'_>,
    target: I::Target,
    max: usize,
    valid: impl FnMut(&mut Unstructured<'_>, bool) -> Result<I::Insn>,
) -> Result<Finished<I>> {
    draw::<I>(u, target, max, false, valid)
}

/// Draws an *any-bits* instruction stream: up to `max` instructions from `Arbitrary`
/// (any form, any bits it does not fix), one after another as little-endian bytes. Every
/// instruction decodes, but its text need not read back: for fuzzing decoders and
/// printers, not for code meant to run.
pub fn arbitrary_bytes<I: Isa>(u: &mut Unstructured<'_>, max: usize) -> Result<Vec<u8>>
where
    for<'a> I::Insn: Arbitrary<'a>,
{
    let n = u.int_in_range(1..=max.max(1))?;
    let mut bytes = Vec::with_capacity(n * I::LENGTHS[I::LENGTHS.len() - 1]);
    for _ in 0..n {
        super::buffer::write_le::<I>(&mut bytes, I::Insn::arbitrary(u)?);
    }
    Ok(bytes)
}

/// [`arbitrary_program`] (`labels`) or [`arbitrary_sequence`].
fn draw<I: Isa>(
    u: &mut Unstructured<'_>,
    target: I::Target,
    max: usize,
    labels: bool,
    mut valid: impl FnMut(&mut Unstructured<'_>, bool) -> Result<I::Insn>,
) -> Result<Finished<I>> {
    let n = u.int_in_range(1..=max.max(1))?;
    let mut code = CodeBuffer::<I>::new(target);
    // Each label's position (an instruction index, or `n`: the end).
    let count = if labels {
        u.int_in_range(0..=n / 4 + 1)?
    } else {
        0
    };
    let mut labels: Vec<(Label, usize)> = Vec::with_capacity(count);
    for _ in 0..count {
        labels.push((code.new_label(), u.int_in_range(0..=n)?));
    }
    let bind_at = |code: &mut CodeBuffer<I>, labels: &[(Label, usize)], i: usize| {
        for &(l, at) in labels {
            if at == i {
                // Labels are bound once, at their own position: never an error.
                let _ = code.bind(l);
            }
        }
    };
    for i in 0..n {
        bind_at(&mut code, &labels, i);
        let branch = !labels.is_empty() && u.ratio(1u8, 6u8)?;
        let insn = valid(u, branch)?;
        let r = match I::insn_info(insn).branch {
            Some(_) if !labels.is_empty() => {
                let (l, _) = labels[u.choose_index(labels.len())?];
                code.branch(insn, l)
            }
            _ => code.emit(insn),
        };
        match r {
            Ok(_) => {}
            // Left out; the buffer is unchanged.
            Err(CodeError::Align { .. } | CodeError::Invalid { .. }) => {}
            Err(CodeError::OutOfRange { .. }) => {}
            Err(_) => return Err(Error::IncorrectFormat),
        }
    }
    bind_at(&mut code, &labels, n);
    code.finish().map_err(|_| Error::IncorrectFormat)
}
