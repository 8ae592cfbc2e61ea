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

use crate::bits::Field;

#[cfg(feature = "alloc")]
mod buffer;
mod listing;
#[cfg(all(feature = "alloc", feature = "arbitrary"))]
mod programs;
#[cfg(feature = "alloc")]
pub use buffer::{CodeBuffer, CodeError, Dest, Finished, Label, Pos, Site};
pub use listing::{branch_targets, write_labelled, Text};
#[cfg(all(feature = "alloc", feature = "arbitrary"))]
pub use programs::{arbitrary_bytes, arbitrary_program, arbitrary_sequence};

/// Where a code target counts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Base {
    /// The program start (an absolute address); the value is unsigned.
    Start,
    /// The instruction after the branch; the value is signed (two's complement).
    Next,
}

/// How an operand kind encodes a code target: where it counts from and how many bytes one
/// step of the value is. Declared in the table's operand list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reach {
    /// Where the value counts from.
    pub base: Base,
    /// Bytes per unit of the value (an instruction's size, or 4 for word addresses).
    pub unit: u32,
}

impl Reach {
    /// An absolute target: the value is the byte offset from the program start divided by
    /// `unit`.
    pub const fn absolute(unit: u32) -> Reach {
        assert!(unit > 0, "a code target's unit is at least one byte");
        Reach {
            base: Base::Start,
            unit,
        }
    }

    /// A target relative to the next instruction: the signed value is the byte distance
    /// from the end of the branch divided by `unit`.
    pub const fn relative(unit: u32) -> Reach {
        assert!(unit > 0, "a code target's unit is at least one byte");
        Reach {
            base: Base::Next,
            unit,
        }
    }
}

/// Why a code target cannot be encoded (see [`Branch::encode`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unreachable {
    /// The distance (or address) is not a multiple of the unit.
    Misaligned,
    /// The value does not fit the field: it is given in units.
    OutOfRange {
        /// The value that would have to be encoded.
        value: i64,
        /// The smallest value the field holds.
        min: i64,
        /// The largest value the field holds.
        max: i64,
    },
}

/// A branching form's code-target operand: which operand, its field, how it reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Branch {
    /// Index of the operand in the form's operand list.
    pub operand: u8,
    /// The operand's field (its width and bits).
    pub field: Field,
    /// How the value counts.
    pub reach: Reach,
}

impl Branch {
    /// The smallest and largest values the field holds (in units).
    #[inline]
    pub const fn range(self) -> (i64, i64) {
        let w = self.field.width();
        match self.reach.base {
            Base::Start if w >= 63 => (0, i64::MAX),
            Base::Start => (0, (1i64 << w) - 1),
            Base::Next => (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1),
        }
    }

    /// The field value that makes a branch at byte offset `at`, `len` bytes long, go to
    /// byte offset `to`.
    #[inline]
    pub const fn encode(self, at: usize, len: usize, to: usize) -> Result<u128, Unreachable> {
        let from = match self.reach.base {
            Base::Start => 0,
            Base::Next => at as i128 + len as i128,
        };
        let d = to as i128 - from;
        let unit = self.reach.unit;
        // Units are powers of two in practice: a shift, not a division; and distances fit
        // 64 bits in practice: 64-bit operations, not 128-bit ones.
        let (value, rest) = if d as i64 as i128 == d {
            let (d, unit) = (d as i64, unit as i64);
            if unit & (unit - 1) == 0 {
                ((d >> unit.trailing_zeros()) as i128, d & (unit - 1))
            } else {
                ((d / unit) as i128, d % unit)
            }
        } else {
            ((d / unit as i128), (d % unit as i128) as i64)
        };
        if rest != 0 {
            return Err(Unreachable::Misaligned);
        }
        let (min, max) = self.range();
        if value < min as i128 || value > max as i128 {
            // Saturated to i64 (a value that far is out of any field's range).
            let value = if value > i64::MAX as i128 {
                i64::MAX
            } else if value < i64::MIN as i128 {
                i64::MIN
            } else {
                value as i64
            };
            return Err(Unreachable::OutOfRange { value, min, max });
        }
        Ok(value as u128 & self.field.max())
    }

    /// The byte offset a branch at `at`, `len` bytes long, with word `word` goes to
    /// (`None` before the program start or past `usize::MAX`).
    #[inline]
    pub const fn target(self, at: usize, len: usize, word: u128) -> Option<usize> {
        let raw = self.field.get(word);
        let w = self.field.width();
        let unit = self.reach.unit as i128;
        let value = match self.reach.base {
            Base::Start if w >= 127 => return None,
            Base::Start => raw as i128,
            Base::Next => (raw << (128 - w)) as i128 >> (128 - w),
        };
        let base = match self.reach.base {
            Base::Start => 0,
            Base::Next => at as i128 + len as i128,
        };
        let Some(d) = value.checked_mul(unit) else {
            return None;
        };
        let Some(to) = base.checked_add(d) else {
            return None;
        };
        if to < 0 || to > usize::MAX as i128 {
            None
        } else {
            Some(to as usize)
        }
    }
}

/// Which kind of rule an [`Invalid`] instruction breaks, for programs to act on (the
/// rule's text is for people).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum InvalidKind {
    /// A limit on the uniforms and constants an instruction reads (Valhall's FAU: one
    /// page, at most so many slots and words).
    Fau,
    /// A staging-register group that is misaligned or runs past the last register
    /// (Valhall).
    Staging,
    /// Two operands that set bits they share to different values (G80's `$a` register
    /// and const space, checked by a builder's `try_new`).
    SharedBits,
    /// A rule of an instruction set of one's own ([`Rules::validate`]).
    Other,
}

/// Why an instruction breaks a rule of its instruction set's assembler (see
/// [`Rules::validate`]): the operand, the kind of rule, and the rule in the assembler's
/// words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Invalid {
    /// The operand (its name in the table) that broke the rule.
    pub operand: &'static str,
    /// The kind of rule, for programs to act on.
    pub kind: InvalidKind,
    /// The rule, as the assembler reports it (`"Too many FAU slots"`).
    pub rule: &'static str,
}

impl core::fmt::Display for Invalid {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "operand `{}`: {}", self.operand, self.rule)
    }
}

impl core::error::Error for Invalid {}

/// The rules of an instruction set whose table names none: every method's default.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoRules;

impl<Insn, Target> Rules<Insn, Target> for NoRules {
    #[inline(always)]
    fn aligns(_next: Insn, _end: usize) -> bool {
        false
    }
}

/// An instruction set's rules beyond single fields, named in the table header with
/// `rules: Type`: instruction-level checks its assembler makes (Valhall: FAU slots and
/// words, staging groups) and, for [`CodeBuffer`]s, layout (G80: long instructions are
/// 8-byte aligned, and pairs may be shortened). Every method has a default that allows
/// everything and changes nothing.
pub trait Rules<Insn, Target> {
    /// Checks what the instruction set's assembler checks beyond each operand's own
    /// range, so that a built instruction is one the assembler could have produced.
    fn validate(insn: Insn, target: Target) -> Result<(), Invalid> {
        let _ = (insn, target);
        Ok(())
    }
    /// Whether the layout rule may change the instruction before `next` when `next` would
    /// start at byte offset `end`: [`Rules::align`] is asked only then, so that a rule
    /// that says when it applies costs one test per instruction. The default (`true`)
    /// asks `align` every time.
    #[inline(always)]
    fn aligns(next: Insn, end: usize) -> bool {
        let _ = (next, end);
        true
    }
    /// What `prev` (at byte offset `prev_at`) must become when `next` follows it: `prev`
    /// itself when nothing changes, `None` when the rule asks for an encoding `prev` does
    /// not have. Asked only when [`Rules::aligns`] is true.
    fn align(prev: Insn, prev_at: usize, next: Insn, target: Target) -> Option<Insn> {
        let _ = (prev_at, next, target);
        Some(prev)
    }
    /// Replaces instructions of `program` by shorter encodings that print the same text,
    /// keeping the alignment rule; returns how many changed.
    fn shorten(program: &mut [Insn], target: Target) -> usize {
        let _ = (program, target);
        0
    }
    /// The word the valid-instruction generator decodes for a drawn `word` (`any_bits`:
    /// drawn anywhere the form leaves free, not only in its fields), or `None` to draw
    /// again: the place to clear bits the reference tool cannot take. The default keeps
    /// the word.
    #[inline(always)]
    fn fuzz_word(word: u128, target: Target, any_bits: bool) -> Option<u128> {
        let _ = (target, any_bits);
        Some(word)
    }
    /// Whether the valid-instruction generator may keep an instruction that prints `text`
    /// (and reads back from it): the place to leave out texts the reference assembler
    /// cannot read. The default keeps every text.
    #[inline(always)]
    fn fuzz_text(text: &str) -> bool {
        let _ = text;
        true
    }
}
