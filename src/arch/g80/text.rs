//! envydis-exact G80 text: the tokens of a form's syntax list, printed by the sub-table
//! tables' printer ([`subtable::tokens`](crate::subtable::tokens)), then the marks envydis
//! adds: ` [unknown: …]` for bits nothing read, ` [incomplete]`, ` [unknown instruction]`
//! and ` [unknown operand]`; dump lines with envydis's call/branch target marks.

use super::operands::code_target;
use super::{atoms_of, Form, Insn, Kind, Target, FORMS};
use crate::bits::read_le;
use crate::isa::DecodeTarget as _;
use crate::listing::{hex8, Summary, Truncated};
use crate::text::Sink;
use core::fmt::{self, Write};

/// Prints an instruction for a target (see [`Insn::display`]).
#[derive(Clone, Copy, Debug)]
pub struct Display {
    pub(crate) insn: Insn,
    pub(crate) target: Target,
}

impl fmt::Display for Display {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Sink::write_to(f, |s| {
            write_insn(self.insn, self.target, self.insn.len(), s)
        })
    }
}

impl fmt::Display for Insn {
    /// The text for the default target (G80, vertex program).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.display(Target::default()), f)
    }
}

crate::__isa_tokens!(Kind, FORMS, atoms_of);

/// Per form: the mark its code-target operand gives (`None`: no code target), computed
/// at compile time so the dump's pre-pass does not scan operand lists.
static TARGET_MARKS: [Option<Marks>; Form::COUNT] = TARGET_MARKS_CONST;
const TARGET_MARKS_CONST: [Option<Marks>; Form::COUNT] = {
    let mut out = [None; Form::COUNT];
    let mut i = 0;
    while i < FORMS.len() {
        let ops = FORMS[i].operands;
        let mut j = 0;
        while j < ops.len() {
            if matches!(ops[j].kind, Some(Kind::CodeTarget)) {
                out[i] = Some(if i == Form::call.index() {
                    Marks::CALL
                } else {
                    Marks::BRANCH
                });
            }
            j += 1;
        }
        i += 1;
    }
    out
};

/// Writes the instruction's text for `target`, starting on a fresh [`Sink`] line.
///
/// `available` is how many of the instruction's bytes the input held ([`Insn::len`] or
/// more: all of them). When the input ended inside the instruction, the text gets
/// ` [incomplete]` and, as envydis prints it, the missing bytes show as `??` inside
/// ` [unknown: …]` (they decode as zero).
pub fn write_insn(insn: Insn, target: Target, available: usize, out: &mut Sink<'_>) -> fmt::Result {
    write_text(insn, target, available, out, false).map(|_| ())
}

/// The bits of `insn` envydis reports as unknown on `target` (its ` [unknown: …]`).
#[cfg(feature = "arbitrary")]
pub(crate) fn unknown_bits(insn: Insn, target: Target) -> u64 {
    let mut text = crate::message::Message::new();
    let mut out = Sink::new(&mut text);
    let unknown = write_text(insn, target, insn.len(), &mut out, false);
    match (unknown, out.finish()) {
        (Ok(bits), Ok(())) => bits,
        // A text too long for the buffer: report every bit, so that the caller drops it.
        _ => u64::MAX,
    }
}

/// [`write_insn`]; `fresh`: the text starts a token list of its own even if the sink's
/// line does not end in a space-free position (a dump line's text column). Returns the
/// bits nothing read (printed as ` [unknown: …]`).
#[inline]
fn write_text(
    insn: Insn,
    target: Target,
    available: usize,
    out: &mut Sink<'_>,
    fresh: bool,
) -> Result<u64, fmt::Error> {
    let w = insn.bits();
    let len = insn.len();
    let report = __write_tokens(
        insn.form().index(),
        w,
        8 * len as u32,
        target.gate_bits(),
        fresh,
        out,
    )?;
    report.write_marks(len, available, 4, out)?;
    Ok(report.unread)
}

/// The call/branch target marks of a dump line (envydis's `C` and `B` columns).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Marks {
    /// Some `call` in the dump targets this address.
    pub call: bool,
    /// Some branch (`bra`, `breakaddr`, `joinat`, `preret`, or an unknown control
    /// instruction's target field) in the dump targets this address.
    pub branch: bool,
}

impl Marks {
    /// No marks.
    pub const NONE: Marks = Marks {
        call: false,
        branch: false,
    };
    /// A call target.
    pub const CALL: Marks = Marks {
        call: true,
        branch: false,
    };
    /// A branch target.
    pub const BRANCH: Marks = Marks {
        call: false,
        branch: true,
    };

    /// Both marks of `self` and `other`.
    #[must_use]
    pub const fn union(self, other: Marks) -> Marks {
        Marks {
            call: self.call | other.call,
            branch: self.branch | other.branch,
        }
    }

    /// The marks of byte offset `offset` of the code buffer `bytes` (disassembled from
    /// offset 0, addresses = offsets): a walk over every instruction of the buffer, as
    /// envydis's pre-pass, without allocation. Costs one decode per instruction of the
    /// buffer; [`code_targets`] gives every target in one walk.
    pub fn at(bytes: &[u8], target: Target, offset: usize) -> Marks {
        code_targets(bytes, target)
            .filter(|&(a, _)| a == offset)
            .fold(Marks::NONE, |m, (_, k)| m.union(k))
    }
}

impl Insn {
    /// The absolute byte address this instruction's code-target operand names, with the
    /// mark it gives that address: [`Marks::CALL`] for `call` (envydis `CTARG`),
    /// [`Marks::BRANCH`] for every other form with a target (`BTARG`). `None` for forms
    /// without a code target (including the indirect `bra c[…]`).
    #[inline]
    pub fn code_target(self) -> Option<(u32, Marks)> {
        let kind = TARGET_MARKS[self.form().index()]?;
        Some((code_target(self.bits()) as u32, kind))
    }
}

/// The instructions of a dump: byte offset, bytes available from there, and the
/// instruction (missing bytes of a truncated last instruction read as zero, as in envydis).
#[derive(Clone, Debug)]
struct Walk<'a> {
    bytes: &'a [u8],
    off: usize,
    target: Target,
    /// The target's gate bits, computed once.
    gate: u32,
}

impl<'a> Walk<'a> {
    fn new(bytes: &'a [u8], target: Target) -> Walk<'a> {
        Walk {
            bytes,
            off: 0,
            target,
            gate: target.gate_bits(),
        }
    }
}

impl Iterator for Walk<'_> {
    type Item = (usize, usize, Insn);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let off = self.off;
        if let Some((w, len)) = self.word() {
            let form = Form::ALL[super::__lookup(w as u128, self.gate)? as usize];
            self.off = off + len;
            return Some((off, self.bytes.len() - off, Insn { form, bits: w }));
        }
        self.next_near_end()
    }
}

impl Walk<'_> {
    /// The instruction word at the offset and its length, when eight bytes or more are
    /// left (one load, the length from bit 0).
    #[inline(always)]
    fn word(&self) -> Option<(u64, usize)> {
        let b = self.bytes.get(self.off..)?.first_chunk::<8>()?;
        let w = u64::from_le_bytes(*b);
        Some(if w & 1 == 0 {
            (w & 0xffff_ffff, 4)
        } else {
            (w, 8)
        })
    }

    /// The next instruction that may name a code target ([`TARGET_FILTER`]); the others
    /// are stepped over by their length alone (every G80 word decodes: each length has
    /// an unknown-instruction form on every target).
    #[inline]
    fn next_targeting(&mut self) -> Option<(usize, usize, Insn)> {
        while let Some((w, len)) = self.word() {
            if w & TARGET_FILTER.0 == TARGET_FILTER.1 {
                break;
            }
            self.off += len;
        }
        self.next()
    }
}

impl Walk<'_> {
    /// [`Iterator::next`] within eight bytes of the end (missing bytes read as zero).
    #[cold]
    #[inline(never)]
    fn next_near_end(&mut self) -> Option<(usize, usize, Insn)> {
        let off = self.off;
        let rest = self.bytes.get(off..).filter(|r| !r.is_empty())?;
        // w0, then w1 only for a long instruction (missing bytes read as zero).
        let w0 = match rest.first_chunk::<4>() {
            Some(b) => u32::from_le_bytes(*b) as u64,
            None => read_le(rest, 0, 4) as u64,
        };
        let (len, w) = if w0 & 1 == 0 {
            (4, w0)
        } else {
            let w1 = match rest.get(4..).and_then(|r| r.first_chunk::<4>()) {
                Some(b) => u32::from_le_bytes(*b) as u64,
                None => read_le(rest, 4, 4) as u64,
            };
            (8, w0 | w1 << 32)
        };
        let insn = Insn::decode_in(w, self.target).ok()?;
        self.off += len;
        Some((off, rest.len(), insn))
    }
}

/// Every code target inside `bytes` (addresses = byte offsets from 0) that some instruction
/// of the buffer names, with its mark, in instruction order (an address may come more
/// than once). Targets outside the buffer are left out, as envydis does; a target inside
/// an instruction (not at its start) is kept but never marks a line. No allocation.
pub fn code_targets(bytes: &[u8], target: Target) -> impl Iterator<Item = (usize, Marks)> + '_ {
    let mut walk = Walk::new(bytes, target);
    core::iter::from_fn(move || walk.next_targeting())
        .filter_map(|(_, _, insn)| insn.code_target())
        .map(|(a, m)| (a as usize, m))
        .filter(move |&(a, _)| a < bytes.len())
}

/// The bits every form with a code target fixes, and their value: a word that differs
/// there names no target, so the pre-pass steps over it without decoding it (G80: the
/// control forms, `w0[1]` set).
const TARGET_FILTER: (u64, u64) = {
    let (mut mask, mut bits, mut first) = (u64::MAX, 0, true);
    let mut i = 0;
    while i < FORMS.len() {
        if TARGET_MARKS_CONST[i].is_some() {
            let f = &FORMS[i];
            if first {
                bits = f.bits as u64;
                first = false;
            }
            mask &= f.mask as u64 & !(f.bits as u64 ^ bits);
        }
        i += 1;
    }
    (mask, bits & mask)
};

/// Writes one envydis-style dump line for the instruction at byte `offset`: `%08x:`, the
/// words (a blank column for a short instruction, `??` for missing bytes), two spaces,
/// the marks (`C` for a call target, `B` for a branch target, a space for each mark not
/// set), a space and the text from column 32. A call target is preceded by an empty line,
/// as in envydis. `available` is the number of bytes of input from `offset` on.
pub fn write_dump_line(
    insn: Insn,
    target: Target,
    offset: usize,
    available: usize,
    marks: Marks,
    out: &mut Sink<'_>,
) -> fmt::Result {
    if marks.call {
        out.new_line()?;
    }
    // `%08x:`, two word columns and the marks: 32 bytes, passed on at once.
    let mut line = [b' '; 32];
    hex8(&mut line[..8], offset as u32);
    line[8] = b':';
    let w = insn.bits();
    for unit in 0..insn.len() / 4 {
        let col = &mut line[10 + 9 * unit..18 + 9 * unit];
        hex8(col, (w >> (32 * unit)) as u32);
        // Most significant byte first; bytes past the input print as `??`.
        for b in available.saturating_sub(4 * unit).min(4)..4 {
            col[6 - 2 * b..8 - 2 * b].copy_from_slice(b"??");
        }
    }
    line[29] = if marks.call { b'C' } else { b' ' };
    line[30] = if marks.branch { b'B' } else { b' ' };
    out.push_own(&line)?;
    write_text(insn, target, available, out, true).map(|_| ())
}

/// Streams the envydis-style listing of a little-endian code buffer into `out` (addresses
/// from 0): a [`write_dump_line`] per instruction with the call/branch target marks of a
/// pre-pass over the buffer, each followed by a line break. `marks` is scratch space for
/// the pre-pass: at least one entry per 4-byte unit of `bytes`
/// (`bytes.len().div_ceil(4)`; `None` when it is shorter). A last instruction the input
/// cuts short prints as envydis prints it (`??` bytes, ` [incomplete]`) and is reported
/// in the [`Summary`]. Allocates nothing; [`write_listing`] allocates the scratch space
/// itself.
pub fn write_listing_with(
    bytes: &[u8],
    target: Target,
    marks: &mut [Marks],
    out: &mut dyn Write,
) -> Option<Result<Summary, fmt::Error>> {
    let marks = marks.get_mut(..bytes.len().div_ceil(4))?;
    marks.fill(Marks::NONE);
    for (a, m) in code_targets(bytes, target) {
        if a % 4 == 0 {
            marks[a / 4] = marks[a / 4].union(m);
        }
    }
    Some(write_marked(bytes, target, marks, out))
}

fn write_marked(
    bytes: &[u8],
    target: Target,
    marks: &[Marks],
    out: &mut dyn Write,
) -> Result<Summary, fmt::Error> {
    let mut area = [0; crate::listing::AREA];
    let mut out = Sink::with_area(out, &mut area);
    let walk = Walk::new(bytes, target);
    let mut summary = Summary::default();
    for (off, avail, insn) in walk {
        write_dump_line(insn, target, off, avail, marks[off / 4], &mut out)?;
        out.new_line()?;
        summary.end = off;
        if avail < insn.len() {
            summary.truncated = Some(Truncated {
                offset: off,
                available: avail,
                needed: insn.len(),
            });
        } else {
            summary.instructions += 1;
            summary.end = off + insn.len();
        }
    }
    out.finish()?;
    Ok(summary)
}

/// [`write_listing_with`] for `target`, with the pre-pass's scratch space allocated here
/// (once per listing: one [`Marks`] per 4-byte unit of `bytes`).
#[cfg(feature = "alloc")]
pub fn write_listing_in(
    bytes: &[u8],
    target: Target,
    out: &mut dyn Write,
) -> Result<Summary, fmt::Error> {
    let mut marks = alloc::vec![Marks::NONE; bytes.len().div_ceil(4)];
    write_listing_with(bytes, target, &mut marks, out).unwrap_or(Err(fmt::Error))
}

/// Streams the envydis-style listing of a little-endian code buffer into `out` for the
/// default target (G80, vertex program): [`write_listing_in`].
#[cfg(feature = "alloc")]
pub fn write_listing(bytes: &[u8], out: &mut dyn Write) -> Result<Summary, fmt::Error> {
    write_listing_in(bytes, Target::default(), out)
}

/// The envydis-style listing of a little-endian code buffer for `target`
/// ([`write_listing_in`] into a `String`).
#[cfg(feature = "alloc")]
pub fn disassemble_in(bytes: &[u8], target: Target) -> alloc::string::String {
    let mut s = alloc::string::String::new();
    let _ = write_listing_in(bytes, target, &mut s);
    s
}

/// The envydis-style listing of a little-endian code buffer for the default target
/// ([`write_listing`] into a `String`).
#[cfg(feature = "alloc")]
pub fn disassemble(bytes: &[u8]) -> alloc::string::String {
    disassemble_in(bytes, Target::default())
}

/// Writes envydis's text of the instruction `word` (one or two 32-bit words, the first in
/// the low half; a short instruction's high half is ignored) for `target`. A word that
/// does not decode on `target` writes nothing and is an error.
pub fn write_line_in(word: u64, target: Target, out: &mut dyn Write) -> fmt::Result {
    let insn = Insn::decode_in(word, target).map_err(|_| fmt::Error)?;
    Sink::write_to(out, |s| write_insn(insn, target, insn.len(), s))
}

/// [`write_line_in`] for the default target (G80, vertex program), as the instruction's
/// `Display` prints it.
pub fn write_line(word: u64, out: &mut dyn Write) -> fmt::Result {
    write_line_in(word, Target::default(), out)
}

impl crate::code::Text for super::G80 {
    fn write_text(insn: Insn, target: Target, out: &mut dyn fmt::Write) -> fmt::Result {
        write!(out, "{}", insn.display(target))
    }
}
