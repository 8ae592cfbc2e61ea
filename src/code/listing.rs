//! Labelled listings: the instruction set's own text per instruction, with label names at
//! their offsets and in place of the numbers of branch targets.

use crate::isa::Isa;
use crate::listing::{Summary, Truncated};
use crate::text::{Sink, StackBuf};
use core::fmt::{self, Write};

/// How an instruction set prints one instruction (its reference tool's text), for
/// [`write_labelled`].
pub trait Text: Isa {
    /// Writes `insn`'s text for `target`, without a line break.
    fn write_text(insn: Self::Insn, target: Self::Target, out: &mut dyn Write) -> fmt::Result;
}

/// Byte offsets of the code targets of the branches in `bytes`, in program order (with
/// repeats): what [`write_labelled`] needs names for.
pub fn branch_targets<I: Isa>(bytes: &[u8], target: I::Target) -> impl Iterator<Item = usize> + '_ {
    let mut at = 0;
    core::iter::from_fn(move || loop {
        let first = bytes.get(at..at + I::LENGTHS[0])?;
        let len = I::length_of(crate::bits::read_le(first, 0, first.len()));
        let here = at;
        at += len;
        let Some(insn) = I::decode_le(bytes.get(here..)?, target) else {
            continue;
        };
        if let Some(b) = I::insn_info(insn).branch {
            if let Some(to) = b.target(here, len, I::insn_word(insn)) {
                return Some(to);
            }
        }
    })
}

/// Writes a listing of `bytes` for `target`: one line `OFFSET: TEXT` per instruction (the
/// offset in 8 hex digits, the instruction set's reference text), a line `NAME:` before
/// each offset `labels` names, and a branch whose target has a name printing the name
/// instead of its number (`bra loop`, `BRANCHZ r1, offset:done`). A label at the end of
/// the code is printed after the last instruction; one past the end, or inside an
/// instruction, has no line of its own ([`named_targets`] names only the others), and a
/// branch to one past the end keeps its number. A word no form matches prints as `???`.
///
/// With the names of [`named_targets`], the listing assembles back to `bytes` with the
/// instruction set's `Insn::assemble_program`.
///
/// `labels` pairs byte offsets with names. Sorted by offset, each lookup is a binary
/// search; in any other order the listing is the same, each lookup a scan.
pub fn write_labelled<I: Text>(
    bytes: &[u8],
    target: I::Target,
    labels: &[(usize, &str)],
    out: &mut dyn Write,
) -> Result<Summary, fmt::Error> {
    let mut at = 0;
    let mut n = 0;
    let sorted = labels.windows(2).all(|w| w[0].0 <= w[1].0);
    // A label past the end is never defined in the listing: branches to it keep their
    // number, so that the listing assembles back.
    let name_at = |o: usize| labels_at(labels, sorted, o).find(|_| o <= bytes.len());
    while at < bytes.len() {
        let avail = bytes.len() - at;
        let first = crate::bits::read_le(bytes, at, I::LENGTHS[0].min(avail));
        let len = I::length_of(first);
        for name in labels_at(labels, sorted, at) {
            writeln!(out, "{name}:")?;
        }
        if avail < len || avail < I::LENGTHS[0] {
            writeln!(out, "{at:08x}: [incomplete: {avail} trailing bytes]")?;
            return Ok(Summary {
                instructions: n,
                end: at,
                truncated: Some(Truncated {
                    offset: at,
                    available: avail,
                    needed: len.max(I::LENGTHS[0]),
                }),
            });
        }
        write!(out, "{at:08x}: ")?;
        match I::decode_le(&bytes[at..], target) {
            Some(insn) => write_insn::<I>(insn, at, len, target, &name_at, out)?,
            None => out.write_str("???")?,
        }
        out.write_char('\n')?;
        at += len;
        n += 1;
    }
    for &(o, name) in labels {
        if o == at {
            writeln!(out, "{name}:")?;
        }
    }
    Ok(Summary {
        instructions: n,
        end: at,
        truncated: None,
    })
}

/// The names of the labels at offset `o`, in `labels` order.
fn labels_at<'a>(
    labels: &'a [(usize, &'a str)],
    sorted: bool,
    o: usize,
) -> impl Iterator<Item = &'a str> + 'a {
    let from = if sorted {
        labels.partition_point(|l| l.0 < o)
    } else {
        0
    };
    labels[from..]
        .iter()
        .take_while(move |l| !sorted || l.0 == o)
        .filter(move |l| l.0 == o)
        .map(|l| l.1)
}

/// One instruction's text, its branch target replaced by a label name when it has one.
fn write_insn<'n, I: Text>(
    insn: I::Insn,
    at: usize,
    len: usize,
    target: I::Target,
    name_at: &dyn Fn(usize) -> Option<&'n str>,
    out: &mut dyn Write,
) -> fmt::Result {
    let info = I::insn_info(insn);
    let word = I::insn_word(insn);
    let named = info.branch.and_then(|b| {
        let name = name_at(b.target(at, len, word)?)?;
        Some((b, name))
    });
    let Some((b, name)) = named else {
        return I::write_text(insn, target, out);
    };
    // The line and the operand's own text; the operand's number is the last run of
    // number characters of its text, found again at its last place in the line.
    let mut line = StackBuf::<512>::new();
    let mut op = StackBuf::<64>::new();
    let kind = info.operands[b.operand as usize].kind;
    let printed = I::write_text(insn, target, &mut line).is_ok()
        && kind.is_some_and(|k| {
            let mut s = Sink::new(&mut op);
            I::write_operand_in(k, b.field.get(word), word, target, &mut s).is_ok()
                && s.finish().is_ok()
        });
    let (line, op) = (line.as_str(), op.as_str().trim());
    let num = trailing_number(op);
    match (printed && !num.is_empty(), line.rfind(op)) {
        (true, Some(i)) => {
            let j = i + op.len() - num.len();
            out.write_str(&line[..j])?;
            out.write_str(name)?;
            out.write_str(&line[i + op.len()..])
        }
        _ => I::write_text(insn, target, out),
    }
}

/// The number an operand's text ends with (`3`, `-4`, `0x18`, the `3` of `offset:3`), or
/// `""`.
fn trailing_number(op: &str) -> &str {
    let start = op
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .map_or(0, |i| i + 1);
    let tail = &op[start..];
    if tail
        .trim_start_matches('-')
        .starts_with(|c: char| c.is_ascii_digit())
    {
        tail
    } else {
        ""
    }
}

/// Names `L0`, `L1`, … (in address order) for the branch targets of `bytes` that a
/// labelled listing defines: instruction starts and the end of the code. Branches to
/// other offsets keep their numbers in [`write_labelled`]'s listing.
#[cfg(feature = "alloc")]
pub fn named_targets<I: Isa>(
    bytes: &[u8],
    target: I::Target,
) -> alloc::vec::Vec<(usize, alloc::string::String)> {
    use alloc::vec::Vec;
    let mut starts = Vec::new();
    let mut at = 0;
    while at + I::LENGTHS[0] <= bytes.len() {
        starts.push(at);
        at += I::length_of(crate::bits::read_le(bytes, at, I::LENGTHS[0]));
    }
    starts.push(at.min(bytes.len()));
    let mut to: Vec<usize> = branch_targets::<I>(bytes, target)
        .filter(|o| starts.binary_search(o).is_ok())
        .collect();
    to.sort_unstable();
    to.dedup();
    to.into_iter()
        .enumerate()
        .map(|(i, o)| (o, alloc::format!("L{i}")))
        .collect()
}
