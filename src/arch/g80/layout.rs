//! envyas's layout of a program: the encoding of each instruction that the reference
//! assembler picks, and the alignment it keeps.
//!
//! envyas writes a short (4-byte) encoding whenever the text has one, and a long
//! instruction must start at an 8-byte-aligned address: a short instruction before a
//! long one at 4 mod 8 is written in its long form instead. [`shortest`] and
//! [`shorten_pairs`] apply the first rule to built instructions, [`longest`] the second,
//! and [`Rules`] gives both to a [`CodeBuffer`](crate::code::CodeBuffer), which
//! re-resolves its labels after each.

use super::{Insn, Target};

/// The equivalent short (4-byte) encoding of a long instruction, if it has one that prints
/// the same text for `target`; otherwise `insn` itself.
///
/// This is the assembler's own rule (envyas picks a short form first). For the common
/// words (registers, `c0`/`c1`, `s[]` and `a[]` operands of the long forms that have a
/// short twin) a table of twins gives the short word in a few bit moves; any other long
/// word whose form shares a mnemonic with a short form has its text assembled among the
/// short forms, and the result is kept when it prints the same text. A long instruction
/// with a predicate, `exit`/`join`, a `$c` destination, a register above `$r63` or
/// long-only memory (a const space above `c1`, `$a4`..`$a7`, offsets beyond the short
/// fields) has no short form and comes back unchanged; so do long float `add`/`mul`,
/// whose text names their rounding (`add rn f32`) where the short form prints none, and
/// every form with a code target.
///
/// Short instructions must come in pairs (a long instruction sits at an 8-byte-aligned
/// address); [`shorten_pairs`] applies this to a program keeping that rule.
#[inline(always)]
pub fn shortest(insn: Insn, target: Target) -> Insn {
    twin(insn, target).unwrap_or(insn)
}

/// The short twin of `insn`, if it has one ([`shortest`]). Inlined: for a form known
/// where it is called (a builder's), the table's rows fold into a few bit operations.
#[inline(always)]
fn twin(insn: Insn, target: Target) -> Option<Insn> {
    if insn.len() == 4 {
        return None;
    }
    match super::twins::pick(insn.form(), insn.bits(), target) {
        super::twins::Pick::Long => None,
        super::twins::Pick::Short(short) => Some(short),
        super::twins::Pick::Text => {
            let s = shortest_by_text(insn, target);
            (s.len() < insn.len()).then_some(s)
        }
    }
}

/// [`shortest`] decided by the text alone: the long text assembled among the short
/// forms, kept when the result prints the same.
#[cold]
#[inline(never)]
pub(crate) fn shortest_by_text(insn: Insn, target: Target) -> Insn {
    use core::fmt::Write;
    if insn.len() == 4 {
        return insn;
    }
    let mut long = TextBuf::new();
    if write!(long, "{}", insn.display(target)).is_err() {
        return insn;
    }
    let Some(text) = long.text() else {
        return insn;
    };
    let gate = crate::isa::DecodeTarget::gate_bits(target);
    let Some(w) = super::asm::assemble_short(text, gate) else {
        return insn;
    };
    match Insn::decode_in(w, target) {
        Ok(s) if s.len() == 4 && same_text(s, text, target) => s,
        _ => insn,
    }
}

/// Replaces, in place, each pair of consecutive long instructions that both have a short
/// encoding (see [`shortest`]) by the two short ones, so that long instructions keep
/// their 8-byte alignment; returns how many instructions were shortened. Call it on a
/// program whose first instruction is at an 8-byte-aligned address.
///
/// Shortening moves every later instruction, so a program with a code target (`bra`,
/// `call`, `joinat`, `breakaddr`, `preret`: its address would go stale) is refused and
/// left unchanged. Build such programs with a [`CodeBuffer`](crate::code::CodeBuffer)
/// and its `shortest()` option, which re-resolves every label after shortening.
///
/// ```
/// use isadef::g80::layout::{shorten_pairs, HasCodeTarget};
/// use isadef::g80::prelude::*;
/// let t = Target { variant: Variant::G80, mode: Mode::Cp };
/// let mut p = [Bra::new(Pred::always(), CodeTarget::new(0x10)).insn()];
/// assert_eq!(shorten_pairs(&mut p, t), Err(HasCodeTarget { index: 0 }));
/// ```
pub fn shorten_pairs(program: &mut [Insn], target: Target) -> Result<usize, HasCodeTarget> {
    if let Some(index) = program.iter().position(|i| i.info().branch.is_some()) {
        return Err(HasCodeTarget { index });
    }
    Ok(shorten_pairs_unchecked(program, target))
}

/// Why [`shorten_pairs`] refused a program: instruction `index` has a code target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HasCodeTarget {
    /// Index of the first instruction with a code target.
    pub index: usize,
}

impl core::fmt::Display for HasCodeTarget {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "instruction {} has a code target that shortening would leave stale \
             (use CodeBuffer::shortest)",
            self.index
        )
    }
}

impl core::error::Error for HasCodeTarget {}

/// [`shorten_pairs`] without the code-target check (the code buffer re-resolves them).
fn shorten_pairs_unchecked(program: &mut [Insn], target: Target) -> usize {
    let mut n = 0;
    let mut k = 0;
    while k < program.len() {
        if program[k].len() == 4 {
            // Already short: its partner follows (or the program is misaligned already).
            k += 1;
            continue;
        }
        if k + 1 < program.len() && program[k + 1].len() == 8 {
            let (a, b) = (
                shortest(program[k], target),
                shortest(program[k + 1], target),
            );
            if a.len() == 4 && b.len() == 4 {
                program[k] = a;
                program[k + 1] = b;
                n += 2;
                k += 2;
                continue;
            }
        }
        k += 1;
    }
    n
}

/// The long encoding envyas gives a short instruction that alignment promotes: its text
/// assembled among the long forms (what [`Insn::assemble_program_in`] does with the
/// line). A long instruction comes back as it is; `None` when the text has no long form.
pub fn longest(insn: Insn, target: Target) -> Option<Insn> {
    use core::fmt::Write;
    if insn.len() == 8 {
        return Some(insn);
    }
    let mut text = TextBuf::new();
    write!(text, "{}", insn.display(target)).ok()?;
    let gate = crate::isa::DecodeTarget::gate_bits(target);
    let w = super::asm::assemble_long(text.text()?, gate)?;
    Insn::decode_in(w, target).ok()
}

/// G80's rules for [`CodeBuffer`](crate::code::CodeBuffer): envyas's alignment of long
/// instructions and, for pairs of long instructions, their short twins ([`shortest`]).
#[derive(Clone, Copy, Debug)]
pub struct Rules;

impl crate::code::Rules<Insn, Target> for Rules {
    #[inline(always)]
    fn aligns(next: Insn, end: usize) -> bool {
        next.len() == 8 && end % 8 == 4
    }

    fn align(prev: Insn, prev_at: usize, next: Insn, target: Target) -> Option<Insn> {
        if Self::aligns(next, prev_at + prev.len()) {
            longest(prev, target)
        } else {
            Some(prev)
        }
    }

    /// The short twin ([`shortest`]); forms with a code target have none.
    #[inline(always)]
    fn shorter(insn: Insn, target: Target) -> Option<Insn> {
        twin(insn, target)
    }

    /// A word drawn anywhere loses the bits envydis reports as unknown (`[unknown: …]`).
    #[cfg(feature = "arbitrary")]
    fn fuzz_word(word: u128, target: Target, any_bits: bool) -> Option<u128> {
        if !any_bits {
            return Some(word);
        }
        let insn = Insn::decode_in(word as u64, target).ok()?;
        Some(word & !(super::text::unknown_bits(insn, target) as u128))
    }

    /// envyas reads the text: no `???`, unknown or incomplete marks, and none of the
    /// spellings only isadef reads back (a zero before `++`, a fully masked texture
    /// destination, negative texel offsets).
    fn fuzz_text(text: &str) -> bool {
        !text.contains("???")
            && !text.contains("[unknown")
            && !text.contains("[incomplete")
            && !text.contains("0x0++")
            && !text.contains("#:#:#:#")
            && !text.split(' ').any(|t| t.starts_with("-0x"))
    }
}

/// A fixed buffer that instruction text is printed into (no allocation); longer text
/// marks it as overflowed.
struct TextBuf {
    b: [u8; 256],
    n: usize,
    overflow: bool,
}

impl TextBuf {
    const fn new() -> TextBuf {
        TextBuf {
            b: [0; 256],
            n: 0,
            overflow: false,
        }
    }

    fn text(&self) -> Option<&str> {
        if self.overflow {
            return None;
        }
        core::str::from_utf8(&self.b[..self.n]).ok()
    }
}

impl core::fmt::Write for TextBuf {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        match self.b.get_mut(self.n..self.n + s.len()) {
            Some(dst) => {
                dst.copy_from_slice(s.as_bytes());
                self.n += s.len();
            }
            None => self.overflow = true,
        }
        Ok(())
    }
}

/// Whether `a` prints exactly `text` for `target`.
fn same_text(a: Insn, text: &str, target: Target) -> bool {
    use core::fmt::Write;
    let mut buf = TextBuf::new();
    write!(buf, "{}", a.display(target)).is_ok() && buf.text() == Some(text)
}
