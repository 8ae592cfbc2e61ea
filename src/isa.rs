//! The shared vocabulary of every instruction set: the [`Isa`] trait that
//! `define_isa!` implements, and the table-driven assembler ([`asm`]) and printer
//! (`plan`, the print plans) built on it.
//!
//! The generic code walks a form's modifiers and operands; how a single operand is
//! printed or parsed, and how a whole line is laid out, belongs to the instruction set.

pub mod asm;
#[doc(hidden)]
pub mod plan;
mod uses;
mod words;

#[doc(hidden)]
pub use asm::{assemble, parse_mods, ModError};

pub use uses::accesses;
#[doc(hidden)]
pub use uses::collect;
#[cfg(feature = "arbitrary")]
#[doc(hidden)]
pub use words::arbitrary_any;
pub use words::{assemble_line, decode, decode_le, encode_le, Stream};

use crate::error::AsmError;
use crate::form::FormInfo;
use crate::text::{Cursor, Sink};
use core::fmt;

/// What decoding, printing and assembling depend on besides the word (a *decoding
/// target*): e.g. G80's GPU variant and program type, [`g80::Target`](crate::g80::Target)
/// (with the `g80` feature). Instruction sets without one use `()`.
///
/// A target reduces to gate bits that [`Gate`](crate::form::Gate)s of forms and modifiers
/// are checked against.
pub trait DecodeTarget: Copy + Default + fmt::Debug + 'static {
    /// The target's gate bits.
    fn gate_bits(self) -> u32;
}

impl DecodeTarget for () {
    #[inline(always)]
    fn gate_bits(self) -> u32 {
        0
    }
}

/// What printing one operand accounted for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    /// Bits of the word the operand read (its printed value depends on them).
    pub bits: u128,
    /// The operand could not be decoded on this target and printed an error token.
    pub unknown: bool,
}

impl Claim {
    /// Read `bits`, decoded fine.
    #[inline(always)]
    pub const fn bits(bits: u128) -> Claim {
        Claim {
            bits,
            unknown: false,
        }
    }

    /// Read `bits`, but printed an error token.
    #[inline(always)]
    pub const fn unknown(bits: u128) -> Claim {
        Claim {
            bits,
            unknown: true,
        }
    }
}

/// The text of an operand type named in a `define_isa!` table's `operands [ … ]` list:
/// how the printer writes its raw field value and how the assembler reads it back.
///
/// An operand type also has a *const* interface, which a trait cannot carry on stable
/// Rust (trait methods are not `const fn`), so the builders call it as inherent items:
///
/// * `const WIDTH: u32`: the bits of the raw value (the table checks at compile time
///   that each field holding the operand is at least this wide);
/// * `const fn raw(self) -> u128`: the raw field value a builder inserts (a value wider
///   than the field is refused, naming the operand);
/// * `const fn from_raw(raw: u128) -> Self`: the value a builder's getter reads back.
///
/// [`operand_type!`](crate::operand_type) declares these for a newtype over an integer.
///
/// Word-level operand types (`operands(word) [ … ]`, G80) provide
/// `const fn place(self, field: Field, word: u128) -> u128`,
/// `const fn from_word(field: Field, word: u128) -> Self` and
/// `const fn clear(field: Field, word: u128) -> u128` instead of `raw`/`from_raw`. An
/// operand whose text depends on the decoding `target:` implements [`OperandIn`] instead
/// of this trait (every `Operand` is an `OperandIn` for every target).
///
/// ```
/// use isadef::{error::AsmError, isa::Operand, text::{Cursor, Sink}};
/// use core::fmt::{self, Write};
///
/// /// A register `r0`..`r15`.
/// #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// pub struct Reg(pub u8);
/// impl Reg {
///     /// Bits of the raw value.
///     pub const WIDTH: u32 = 4;
///     /// The raw field value.
///     pub const fn raw(self) -> u128 { self.0 as u128 }
///     /// The register of a raw field value.
///     pub const fn from_raw(raw: u128) -> Self { Reg(raw as u8) }
/// }
/// impl Operand for Reg {
///     fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
///         out.write_str("r")?;
///         out.write_u128(raw)
///     }
///     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
///         cur.expect(b'r', "expected a register")?;
///         cur.uint(15, "register out of range")
///     }
/// }
/// let mut text = String::new();
/// let mut out = Sink::new(&mut text);
/// Reg::write_raw(Reg(7).raw(), 0, &mut out).unwrap();
/// out.finish().unwrap();
/// assert_eq!(text, "r7");
/// ```
pub trait Operand: Copy {
    /// Writes the operand whose raw field value is `raw`; `word` is the whole instruction
    /// word, for operands whose text depends on other bits.
    fn write_raw(raw: u128, word: u128, out: &mut Sink<'_>) -> fmt::Result;
    /// Reads the operand's text at the cursor and returns its raw field value. An error
    /// names its [`AsmErrorKind`](crate::AsmErrorKind) (the [`Cursor`] helpers set it for what they check).
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError>;
}

/// The operand protocol of every table: how the printer writes an operand's raw field
/// value for a target, reporting which bits it read ([`Claim`]) so that a printer can
/// name the bits nothing read, and how the assembler reads it back. Every [`Operand`] is
/// one for every target (its text does not depend on the target, and it reads its whole
/// field); a table with a decoding `target:` implements this trait for operands whose
/// text does (G80's sub-table kinds). The const interface is the same as [`Operand`]'s.
pub trait OperandIn<T: DecodeTarget>: Copy {
    /// Writes the operand whose raw field value is `raw` for `target`, returning the bits
    /// it read.
    fn write_in(raw: u128, word: u128, target: T, out: &mut Sink<'_>) -> Result<Claim, fmt::Error>;
    /// Reads the operand's text at the cursor for `target` and returns its raw field value.
    fn parse_in(cur: &mut Cursor<'_>, target: T) -> Result<u128, AsmError>;
}

impl<O: Operand, T: DecodeTarget> OperandIn<T> for O {
    #[inline(always)]
    fn write_in(raw: u128, word: u128, _: T, out: &mut Sink<'_>) -> Result<Claim, fmt::Error> {
        O::write_raw(raw, word, out).map(|()| Claim::bits(u128::MAX))
    }
    #[inline(always)]
    fn parse_in(cur: &mut Cursor<'_>, _: T) -> Result<u128, AsmError> {
        O::parse_raw(cur)
    }
}

/// An instruction set described by `define_isa!`.
///
/// The constants and `forms` come from the table; `write_operand`/`parse_operand` dispatch
/// to the operand types the instruction set declares.
pub trait Isa: Sized + 'static {
    /// Operand kinds (one per operand type of the instruction set).
    type Kind: Copy + PartialEq + fmt::Debug + 'static;
    /// What decoding depends on besides the word (`()` for most instruction sets).
    type Target: DecodeTarget;
    /// Short name (`"vivante"`).
    const NAME: &'static str;
    /// Bits per instruction word.
    const WORD_BITS: u32;
    /// Text printed for an operand placeholder (`"void"`), empty when there is none.
    const PLACEHOLDER: &'static str;
    /// Comment character of the assembler syntax.
    const COMMENT: u8;
    /// Every form, in table order.
    fn forms() -> &'static [FormInfo<Self::Kind>];
    /// The instruction type (the module's `Insn`: a form and its word).
    type Insn: Copy + PartialEq + fmt::Debug + 'static;
    /// Byte lengths an instruction can have, shortest first (the module's `LENGTHS`).
    const LENGTHS: &'static [usize];
    /// The table entry of `insn`'s form.
    fn insn_info(insn: Self::Insn) -> &'static FormInfo<Self::Kind>;
    /// The word of `insn`.
    fn insn_word(insn: Self::Insn) -> u128;
    /// Byte length of `insn`.
    fn insn_len(insn: Self::Insn) -> usize;
    /// Byte length of the instruction whose first bytes (at least `LENGTHS[0]`, as a
    /// little-endian number) are `first`.
    fn length_of(first: u128) -> usize;
    /// `insn` with its word replaced, keeping its form (the caller changes operand bits
    /// only, e.g. a code target).
    fn insn_with_word(insn: Self::Insn, word: u128) -> Self::Insn;
    /// The instruction set's rules beyond single operands: instruction-level checks of
    /// its assembler and the layout a [`CodeBuffer`](crate::code::CodeBuffer) applies
    /// (the table header's `rules:`, else [`NoRules`](crate::code::NoRules)).
    type Rules: crate::rules::Rules<Self::Insn, Self::Target>;
    /// The number of the form decoding picks for `word` on a target whose gate bits are
    /// `gate` (the highest-priority form whose fixed bits match), if any.
    fn lookup(word: u128, gate: u32) -> Option<u16>;
    /// The instruction of form number `form` and word `word`. The caller passes a form
    /// below the table's count whose fixed bits `word` has (as [`Isa::lookup`] gives).
    #[doc(hidden)]
    fn insn_of(form: u16, word: u128) -> Self::Insn;
    /// The table's assembler: the form number and word of one line of text for
    /// `target`, before decoding picks the form ([`assemble_line`] does).
    fn assemble_word(line: &str, target: Self::Target) -> Result<(u16, u128), AsmError>;
    /// Decodes the instruction at the start of `bytes` (little-endian) for `target`.
    fn decode_le(bytes: &[u8], target: Self::Target) -> Option<Self::Insn> {
        words::decode_le::<Self>(bytes, 0, target).ok()
    }
    /// Assembles one line of text for `target` (the module's `Insn::assemble_in`).
    fn assemble_text(line: &str, target: Self::Target) -> Result<Self::Insn, AsmError> {
        words::assemble_line::<Self>(line, target)
    }
    /// Prints one operand for `target` and reports the bits it read (`u128::MAX`: its
    /// whole field): the kind's [`OperandIn::write_in`].
    fn write_operand_in(
        kind: Self::Kind,
        raw: u128,
        word: u128,
        target: Self::Target,
        out: &mut Sink<'_>,
    ) -> Result<Claim, fmt::Error>;
    /// Parses one operand for `target`, returning its raw field value: the kind's
    /// [`OperandIn::parse_in`].
    fn parse_operand_in(
        kind: Self::Kind,
        cur: &mut Cursor<'_>,
        target: Self::Target,
    ) -> Result<u128, AsmError>;
    /// The most accesses an instruction reports (the module's `ACCESS_CAP`).
    const MAX_ACCESSES: usize = 0;
    /// The number of `insn`'s form (its index in [`Isa::forms`]).
    fn insn_form(insn: Self::Insn) -> u16 {
        let info = Self::insn_info(insn);
        let at = Self::forms().iter().position(|f| core::ptr::eq(f, info));
        at.unwrap_or(0) as u16
    }
    /// The access plan of form number `form` (its operands' directions and rule).
    #[doc(hidden)]
    fn access_plan(form: u16) -> crate::access::Plan {
        let _ = form;
        crate::access::Plan::NONE
    }
    /// The items of the table's access rules, by number.
    #[doc(hidden)]
    fn access_rules() -> &'static [&'static [crate::access::Item]] {
        &[]
    }
    /// Reports the accesses of one operand of `kind` in `field` of `word`, in direction
    /// `rw` (the kind's `access` clause, or its sub-table atoms).
    fn uses(
        kind: Self::Kind,
        field: crate::bits::Field,
        word: u128,
        rw: crate::access::Rw,
        out: &mut crate::access::Sink<'_>,
    ) {
        let _ = (kind, field, word, rw, out);
    }
    /// Reports the accesses of a modifier, entry `entry` of the table's access
    /// modifiers, in `field` of `word`.
    #[doc(hidden)]
    fn mod_uses(
        entry: u8,
        field: crate::bits::Field,
        word: u128,
        out: &mut crate::access::Sink<'_>,
    ) {
        let _ = (entry, field, word, out);
    }
    /// [`Isa::write_operand_in`] for the default target, without the claim.
    #[inline(always)]
    fn write_operand(kind: Self::Kind, raw: u128, word: u128, out: &mut Sink<'_>) -> fmt::Result {
        Self::write_operand_in(kind, raw, word, Self::Target::default(), out).map(|_| ())
    }
    /// [`Isa::parse_operand_in`] for the default target.
    #[inline(always)]
    fn parse_operand(kind: Self::Kind, cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        Self::parse_operand_in(kind, cur, Self::Target::default())
    }
}
