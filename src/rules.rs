//! An instruction set's rules beyond single fields: the hooks its table names with
//! `rules:` (re-exported from [`code`](crate::code)).

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
/// words, staging groups) and, for [`CodeBuffer`](crate::code::CodeBuffer)s, layout (G80: long instructions are
/// 8-byte aligned, and pairs of them may take short encodings). Every method has a default that allows
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
    /// A shorter encoding of `insn` that prints the same text, if it has one (G80: the
    /// short twin of a long instruction). A code buffer made with
    /// [`shortest`](crate::code::CodeBuffer::shortest) writes two consecutive long
    /// instructions that both have one as their short encodings, so that long
    /// instructions keep their alignment. An instruction whose form has a code target
    /// must have none (branch sites never move). The default has none.
    #[inline(always)]
    fn shorter(insn: Insn, target: Target) -> Option<Insn> {
        let _ = (insn, target);
        None
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
