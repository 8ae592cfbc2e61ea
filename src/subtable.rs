//! Operand sub-tables, envydis's way of describing the choices inside an instruction
//! (register or memory? which space? which size?), the one loop that prints them and the
//! matcher that reads them back (feature `subtables`; `g80` turns it on).
//!
//! envydis (envytools) describes an instruction set as a root table of
//! `(value, mask, atoms…)` rows and every choice inside an instruction as a sub-table of
//! such rows, each with a target gate, first match wins. Its core prints each atom the
//! same way for every instruction set: a register `$<prefix>N`, a memory operand
//! `space[$aN+off]`, a number `0x…`, and records which bits it read, so that the bits
//! nothing read are reported as `[unknown: …]`. This module is that core, as `const`
//! data: [`Row`]s ([`row`], [`row_if`]: a sub-table is a `&[Row]`), [`Keyed`] (a
//! sub-table indexed by a key field) and the [`Atom`]s rows are made of: names, registers
//! ([`Reg`]), memory operands ([`Mem`]), register vectors ([`Vector`]), numbers ([`imm`]),
//! code targets ([`ctarg`]) and nested sub-tables. [`asm`] reads text back through the
//! same rows, envyas's way.
//!
//! Rows write their fields as [`bits::Field`](crate::bits::Field)s, the bit-field type of
//! every table, with the number a field stands for on it (`Field::new(&[9..13]).scaled(2)`,
//! `.signed()`, `.wrapping()`), and keep them compiled as a [`Bf`] for the printer's hot
//! loop. Bit numbers run over the 64-bit value `w0 | w1 << 32` (for a 64-bit instruction
//! of two 32-bit words, w1 bit *k* is bit 32 + *k*), as in envydis.
//!
//! # In a table
//!
//! A [`define_isa!`](crate::define_isa) table names each operand *kind*, one sub-table,
//! with its atoms in an `operands(word, rows: module)` list (`Src @ [8..14] =>
//! [T(TAB_SRC)]`, the names of `module` in scope), and the macro makes the kinds' types
//! (a module `kinds`): a value is the kind's main field plus the bits its rows set
//! elsewhere in the word, which `owns` lists (see the `define_isa!` docs). Such a table
//! declares a `target:` (what its rows' gates test; a unit struct when nothing is
//! gated). Its `Display` prints each form's `syntax` list (without one: the mnemonic, the
//! modifiers and the operands) as envydis does, tokens one space apart and none after
//! `(` or before `)`, each operand through its atoms, each modifier where its gate
//! allows, for the default target; listings ([`code::Text`](crate::code::Text)) print
//! for the target they are given. Bits no atom read are not reported there (G80's own
//! printer, `display: custom`, adds envydis's `[unknown: …]` after the same tokens).
//! `Insn::assemble` reads whole lines through the same atoms ([`asm::assemble`]) unless
//! the header names an `assembler:` of its own (G80's tries envydis's root order). G80
//! (`arch/g80/operands.rs`) is written this way.
//!
//! ```
//! mod toy {
//!     use isadef::subtable::{row, Mem, Reg, Row};
//!     use isadef::Field;
//!
//!     /// Nothing is gated.
//!     #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
//!     pub struct Any;
//!     impl isadef::isa::DecodeTarget for Any {
//!         fn gate_bits(self) -> u32 {
//!             0
//!         }
//!     }
//!
//!     mod rows {
//!         use super::*;
//!         use isadef::subtable::Atom::*;
//!
//!         pub static R_DST: Reg = Reg::new(Field::new(&[0..6]), "r");
//!         static R_SRC: Reg = Reg::new(Field::new(&[8..14]), "r");
//!         static R_ADDR: Reg = Reg::areg(Field::new(&[16..18]));
//!         /// `s[$aN+off]`: `$a0` reads as zero, the offset counts 4-byte words.
//!         static SHARED: Mem = Mem::new(
//!             "s",
//!             Some(&R_ADDR),
//!             Field::new(&[8..14]).scaled(2),
//!         );
//!         /// Bit 14 picks a register or shared memory.
//!         pub static TAB_SRC: &[Row] = &[
//!             row(0, 1 << 14, &[R(&R_SRC)]),
//!             row(1 << 14, 1 << 14, &[M(&SHARED)]),
//!         ];
//!     }
//!
//!     isadef::define_isa! {
//!         /// A toy instruction set.
//!         isa Toy {
//!             name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
//!             comment: b';', separator: None, target: Any,
//!         }
//!         fields { OP = [24..32] "Opcode."; }
//!         enums {}
//!         operands(word, rows: rows) [
//!             /// A register.
//!             Dst @ [0..6] => [R(&R_DST)],
//!             /// A register or shared memory: a memory source owns its selector and
//!             /// address register.
//!             Src @ [8..14] => [T(TAB_SRC)] owns [(1 << 14, 1 << 14) => 1 << 14 | 3 << 16],
//!         ]
//!         classes {
//!             /// A move.
//!             class mov {
//!                 operands [dst: Dst, src: Src]
//!                 forms { mov = 1; }
//!             }
//!         }
//!     }
//! }
//! use toy::Insn;
//!
//! let insn = Insn::decode(0x0102_4503).unwrap();
//! assert_eq!(insn.to_string(), "mov $r3 s[$a2+0x14]");
//! assert_eq!(Insn::assemble("mov $r3 s[$a2+0x14]").unwrap(), insn);
//! assert_eq!(Insn::assemble("mov $r3 $r5").unwrap().bits(), 0x0100_0503);
//! ```

pub mod asm;
#[doc(hidden)]
pub mod tokens;
mod uses;

#[doc(hidden)]
pub use uses::{max_uses, uses};

use crate::bits::Field;
use crate::form::Gate;
use crate::piece::Chunk;
use crate::text::Sink;
use core::fmt;

/// A [`Field`] compiled for the printer's hot loop and the assembler: up to two pieces
/// `(position, length)` of a 64-bit word, low piece first, and the number the field
/// stands for (the value shifted left by `shift`, an access-size scale, and
/// sign-extended when `signed`). Opaque: made only from a `Field` ([`Bf::of`], or
/// `From<Field>`); tables and rows write `Field`s ([`imm`], [`ctarg`], [`Reg::new`], …),
/// and meet a `Bf` only inside [`Atom::Imm`], [`Atom::CTarg`] and [`Atom::Ign`].
///
/// On a 64-bit target it also stores the bits the field occupies (the printer claims
/// every field it reads, a load instead of two shifts); on smaller targets it computes
/// them and is seven bytes aligned to one, so that an atom holding one takes eight.
#[derive(Clone, Copy, Debug)]
pub struct Bf {
    pieces: [(u8, u8); 2],
    #[cfg(target_pointer_width = "64")]
    bits: u64,
    signed: bool,
    shift: u8,
    /// The assembler accepts values modulo 2^(width + shift) (envyas `wrapok`).
    wrap: bool,
}

impl From<Field> for Bf {
    /// [`Bf::of`].
    fn from(f: Field) -> Bf {
        Bf::of(f)
    }
}

impl Bf {
    /// `f` (of at most two pieces once adjacent ones are joined, inside 64 bits) compiled,
    /// at compile time: its pieces read as they are (a loop per piece, not per bit: the
    /// print plans make one for every modifier of every form), with its scale, sign and
    /// wrap.
    ///
    /// # Panics
    ///
    /// (At compile time in a `const` or `static`.) If the field is 64 bits wide or more,
    /// does not lie in the low 64 bits, or has more than two pieces once joined.
    pub const fn of(f: Field) -> Bf {
        let mut pieces = [(0u8, 0u8); 2];
        let mut n = 0;
        let mut i = 0;
        while i < f.count as usize {
            let p = f.pieces[i];
            assert!(
                p.lo as u32 + p.width as u32 <= 64,
                "a sub-table field lies in 64 bits"
            );
            if n > 0 && pieces[n - 1].0 + pieces[n - 1].1 == p.lo {
                pieces[n - 1].1 += p.width;
            } else {
                assert!(n < 2, "a sub-table field has at most two pieces");
                pieces[n] = (p.lo, p.width);
                n += 1;
            }
            i += 1;
        }
        // (`raw` and `encode` mask with `1 << width`.)
        assert!(f.width < 64, "a sub-table field is narrower than 64 bits");
        #[allow(unused_mut)]
        let mut bf = Bf {
            pieces,
            #[cfg(target_pointer_width = "64")]
            bits: 0,
            signed: f.num & crate::bits::SIGNED != 0,
            shift: f.num & crate::bits::SCALE,
            wrap: f.num & crate::bits::WRAPPING != 0,
        };
        #[cfg(target_pointer_width = "64")]
        {
            bf.bits = bf.read_pieces(0).1;
        }
        bf
    }

    /// An optional field, compiled.
    const fn of_opt(f: Option<Field>) -> Option<Bf> {
        match f {
            Some(f) => Some(Bf::of(f)),
            None => None,
        }
    }

    /// The bits the field occupies.
    #[inline(always)]
    pub(crate) const fn mask(self) -> u64 {
        #[cfg(target_pointer_width = "64")]
        return self.bits;
        #[cfg(not(target_pointer_width = "64"))]
        self.read_pieces(0).1
    }

    /// The raw value (pieces concatenated, not scaled or extended).
    #[inline]
    pub(crate) const fn raw(self, w: u64) -> u64 {
        self.read(w).0
    }

    /// The raw value and the bits the field occupies (the printer claims every field it
    /// reads).
    #[inline(always)]
    const fn read(self, w: u64) -> (u64, u64) {
        #[cfg(target_pointer_width = "64")]
        return (self.read_pieces(w).0, self.bits);
        #[cfg(not(target_pointer_width = "64"))]
        self.read_pieces(w)
    }

    /// The raw value and the bits of the pieces, computed together (the masks of the one
    /// serve the other; a piece of length 0 has no bits).
    #[inline(always)]
    const fn read_pieces(self, w: u64) -> (u64, u64) {
        let (p0, l0) = self.pieces[0];
        let (p1, l1) = self.pieces[1];
        let m0 = (1u64 << l0) - 1;
        let lo = (w >> p0) & m0;
        if l1 == 0 {
            (lo, m0 << p0)
        } else {
            let m1 = (1u64 << l1) - 1;
            (lo | ((w >> p1) & m1) << l0, m0 << p0 | m1 << p1)
        }
    }

    /// Total width in bits.
    const fn width(self) -> u32 {
        self.pieces[0].1 as u32 + self.pieces[1].1 as u32
    }

    /// The bits that encode `num`, if it can be encoded: the value is unscaled and cut
    /// to the field, and must read back as `num` through [`Bf::value`] (modulo
    /// 2^(width + shift) for a wrapping field) — envyas's rule, so that e.g. an unscaled
    /// offset must be aligned and a signed field takes `-0x8`..`0x7`.
    pub(crate) const fn encode(self, num: u64) -> Option<u64> {
        let (p0, l0) = self.pieces[0];
        let (p1, l1) = self.pieces[1];
        let r = num >> self.shift;
        let lo = r & ((1u64 << l0) - 1);
        let hi = (r >> l0) & ((1u64 << l1) - 1);
        let bits = lo << p0 | if l1 == 0 { 0 } else { hi << p1 };
        let total = self.width() + self.shift as u32;
        let cmp = if self.wrap && total < 64 {
            (1u64 << total) - 1
        } else {
            u64::MAX
        };
        if self.value(bits) & cmp == num & cmp {
            Some(bits)
        } else {
            None
        }
    }

    /// The value: sign-extended when signed, then scaled.
    #[inline]
    pub(crate) const fn value(self, w: u64) -> u64 {
        self.extend(self.raw(w))
    }

    /// The value of raw value `v`.
    #[inline(always)]
    const fn extend(self, mut v: u64) -> u64 {
        if self.signed {
            let sh = 64 - self.width();
            v = (((v << sh) as i64) >> sh) as u64;
        }
        v << self.shift
    }
}

/// A register operand.
#[derive(Clone, Copy, Debug)]
pub struct Reg {
    pub(crate) bf: Bf,
    /// `d` (64-bit pair), `q` (quad) or nothing (0).
    pub(crate) suffix: u8,
    /// A 16-bit half: bit 0 selects `l`/`h`.
    pub(crate) hilo: bool,
    /// Values with names of their own.
    pub(crate) special: Special,
    /// The names of a [`Special::Named`] register.
    pub(crate) names: Names,
    /// `$` and the prefix (`r`, `a`, `c`, `t`, `s` or `sr`), padded (written with one
    /// store), and their length.
    pub(crate) head: ([u8; 4], u8),
}

/// `$` and `prefix` (at most three ASCII bytes) as a [`Reg::head`].
const fn head_of(prefix: &str) -> ([u8; 4], u8) {
    let p = prefix.as_bytes();
    assert!(p.len() <= 3, "a register prefix has at most three bytes");
    let mut head = [b'$', 0, 0, 0];
    let mut i = 0;
    while i < p.len() {
        assert!(p[i].is_ascii(), "a register prefix is ASCII");
        head[1 + i] = p[i];
        i += 1;
    }
    (head, 1 + p.len() as u8)
}

/// Register values that print differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Special {
    /// None.
    No,
    /// `$a0` is the constant zero: omitted inside memory operands, `0x0` elsewhere.
    ZeroA,
    /// Special registers: [`Reg::names`] names some numbers; `$<prefix>N` otherwise.
    Named,
}

/// The name of register `n` on a target with gate bits `target`, if it has one.
pub type Names = fn(n: u64, target: u32) -> Option<&'static str>;

/// No register has a name of its own.
const fn unnamed(_: u64, _: u32) -> Option<&'static str> {
    None
}

impl Reg {
    /// `$<prefix>N`, the number `N` in `f`.
    pub const fn new(f: Field, prefix: &'static str) -> Reg {
        Reg {
            bf: Bf::of(f),
            suffix: 0,
            hilo: false,
            special: Special::No,
            names: unnamed,
            head: head_of(prefix),
        }
    }
    /// A 16-bit half `$rNl`/`$rNh`.
    pub const fn half(f: Field) -> Reg {
        Reg {
            hilo: true,
            ..Reg::new(f, "r")
        }
    }
    /// `$rN<suffix>` (a suffix of one ASCII letter, or none).
    pub const fn suffixed(f: Field, suffix: &'static str) -> Reg {
        let s = suffix.as_bytes();
        assert!(
            s.len() <= 1 && (s.is_empty() || s[0].is_ascii_alphabetic()),
            "a register suffix is one letter"
        );
        Reg {
            suffix: if s.is_empty() { 0 } else { s[0] },
            ..Reg::new(f, "r")
        }
    }

    /// The prefix after `$`.
    pub(crate) fn prefix(&self) -> &[u8] {
        &self.head.0[1..self.head.1 as usize]
    }
    /// `$<prefix>N`, or the name `names` gives `N`.
    pub const fn named(f: Field, prefix: &'static str, names: Names) -> Reg {
        Reg {
            special: Special::Named,
            names,
            ..Reg::new(f, prefix)
        }
    }
    /// An address register `$aN` (`$a0` is zero).
    pub const fn areg(f: Field) -> Reg {
        Reg {
            special: Special::ZeroA,
            ..Reg::new(f, "a")
        }
    }
}

/// A memory operand `space[idx][$a + offset]`, `space[$a++offset]` or `gN[$r]`.
#[derive(Clone, Copy, Debug)]
pub struct Mem {
    pub(crate) space: &'static str,
    /// Space index field (`c0`..`c15`, `g0`..`g15`).
    pub(crate) idx: Option<Bf>,
    /// Address register.
    pub(crate) areg: Option<&'static Reg>,
    /// Offset field (scaled; signed for post-increment).
    pub(crate) off: Option<Bf>,
    /// The address register is incremented by the offset after the access.
    pub(crate) postincr: bool,
    /// Register address (`g[$r]`).
    pub(crate) reg: Option<&'static Reg>,
}

/// A part's bits: `v` in field `f`, if it fits; 0 only when there is no field.
const fn part(f: Option<Bf>, v: u64) -> Option<u64> {
    match f {
        Some(bf) => bf.encode(v),
        None if v == 0 => Some(0),
        None => None,
    }
}

impl Mem {
    /// `space[$a + off]` (`space[off]` without `areg`).
    pub const fn new(space: &'static str, areg: Option<&'static Reg>, off: Field) -> Mem {
        Mem {
            space,
            idx: None,
            areg,
            off: Some(Bf::of(off)),
            postincr: false,
            reg: None,
        }
    }

    /// `space[$r]` (with [`Mem::indexed`], `gN[$r]`).
    pub const fn at_reg(space: &'static str, reg: &'static Reg) -> Mem {
        Mem {
            space,
            idx: None,
            areg: None,
            off: None,
            postincr: false,
            reg: Some(reg),
        }
    }

    /// The same operand in space `spaceN`, `N` in `idx` (`c0`..`c15`).
    pub const fn indexed(self, idx: Field) -> Mem {
        Mem {
            idx: Some(Bf::of(idx)),
            ..self
        }
    }

    /// The same operand post-incrementing its address register (`space[$a++off]`).
    pub const fn post_increment(self) -> Mem {
        Mem {
            postincr: true,
            ..self
        }
    }

    // What the builder (`encode`) and the line assembler say of a part that does not fit.
    /// A space index its field cannot hold.
    pub(crate) const IDX_RANGE: &'static str = "memory space index out of range";
    /// An address register its field cannot hold.
    pub(crate) const AREG_RANGE: &'static str = "address register out of range";
    /// An offset its (scaled) field cannot hold.
    pub(crate) const OFF_RANGE: &'static str =
        "offset out of range or not a multiple of the access size";

    /// The operand's bits for space index `idx`, address register `a` (the address
    /// register of `g[$r]`) and offset `off`, each checked by its field as the assembler
    /// checks it (an offset a multiple of the access size); a part the operand does not
    /// have must be 0. Or what does not fit.
    pub const fn encode(&self, idx: u64, a: u64, off: u64) -> Result<u64, &'static str> {
        let reg = match (self.areg, self.reg) {
            (Some(r), _) | (None, Some(r)) => Some(r.bf),
            (None, None) => None,
        };
        match (part(self.idx, idx), part(reg, a), part(self.off, off)) {
            (None, _, _) => Err(Self::IDX_RANGE),
            (_, None, _) => Err(Self::AREG_RANGE),
            (_, _, None) => Err(Self::OFF_RANGE),
            (Some(i), Some(r), Some(o)) => Ok(i | r | o),
        }
    }
}

/// A register vector (texture operands).
#[derive(Clone, Copy, Debug)]
pub struct Vector {
    pub(crate) base: Bf,
    /// Count field and addend (`None`: always 4 lanes).
    pub(crate) count: Option<(Bf, u64)>,
    /// Per-lane write mask (masked lanes print `#`).
    pub(crate) mask: Option<Bf>,
}

impl Vector {
    /// Registers from the one in `base`: the count in `count` plus its addend (`None`:
    /// four), lanes masked by `mask` printed `#`.
    pub const fn new(base: Field, count: Option<(Field, u64)>, mask: Option<Field>) -> Vector {
        Vector {
            base: Bf::of(base),
            count: match count {
                Some((f, add)) => Some((Bf::of(f), add)),
                None => None,
            },
            mask: Bf::of_opt(mask),
        }
    }
}

/// One printing or bit-reading step.
#[derive(Clone, Copy, Debug)]
pub enum Atom {
    /// A name token.
    N(&'static str),
    /// The error token `???`.
    Oops,
    /// A register.
    R(&'static Reg),
    /// A memory operand.
    M(&'static Mem),
    /// An unsigned (or, if the field is signed, signed) number (written [`imm`]).
    Imm(Bf),
    /// A sub-table.
    T(&'static [Row]),
    /// A sub-table whose rows a key field selects directly (see [`Keyed`]).
    K(&'static Keyed),
    /// Bits read but not printed (written [`ign`]).
    Ign(Bf),
    /// The discard token `#`.
    Discard,
    /// A register vector.
    V(&'static Vector),
    /// A code target: the byte address the field's (scaled) value gives (written
    /// [`ctarg`]).
    CTarg(Bf),
    /// Opens a parenthesised group.
    Open,
    /// Closes it.
    Close,
}

/// The number in `f` ([`Atom::Imm`]).
pub const fn imm(f: Field) -> Atom {
    Atom::Imm(Bf::of(f))
}

/// The bits of `f`, read but not printed ([`Atom::Ign`]).
pub const fn ign(f: Field) -> Atom {
    Atom::Ign(Bf::of(f))
}

/// The code target in `f` ([`Atom::CTarg`]).
pub const fn ctarg(f: Field) -> Atom {
    Atom::CTarg(Bf::of(f))
}

/// The bits of an optional field (none without it).
const fn opt_mask(f: Option<Bf>) -> u64 {
    match f {
        Some(bf) => bf.mask(),
        None => 0,
    }
}

/// The bits of an optional register's field.
const fn reg_mask(r: Option<&Reg>) -> u64 {
    match r {
        Some(r) => r.bf.mask(),
        None => 0,
    }
}

/// The bits outside its field an operand kind owns on word `w`: `w & bits` of the first
/// of its `owns` rows `(value, mask, bits)` with `w & mask == value` (none: no bits).
#[doc(hidden)]
#[inline]
pub const fn owned(rows: &[(u64, u64, u64)], w: u64) -> u64 {
    let mut i = 0;
    while i < rows.len() {
        let (value, mask, bits) = rows[i];
        if w & mask == value {
            return w & bits;
        }
        i += 1;
    }
    0
}

/// Every bit `atoms` may read on some word and target: each field's bits and each row's
/// mask, through every sub-table (what an `operands(word)` kind with `owns read` owns).
#[doc(hidden)]
pub const fn reads(atoms: &[Atom]) -> u64 {
    let mut bits = 0;
    let mut i = 0;
    while i < atoms.len() {
        bits |= match atoms[i] {
            Atom::R(r) => r.bf.mask(),
            Atom::M(m) => opt_mask(m.idx) | reg_mask(m.areg) | opt_mask(m.off) | reg_mask(m.reg),
            Atom::Imm(bf) | Atom::CTarg(bf) => bf.mask(),
            Atom::T(rows) | Atom::K(&Keyed { source: rows, .. }) => {
                let mut r = 0;
                let mut j = 0;
                while j < rows.len() {
                    r |= rows[j].mask | reads(rows[j].atoms);
                    j += 1;
                }
                r
            }
            Atom::Ign(bf) => bf.mask(),
            Atom::V(v) => {
                let count = match v.count {
                    Some((bf, _)) => bf.mask(),
                    None => 0,
                };
                v.base.mask() | count | opt_mask(v.mask)
            }
            Atom::N(_) | Atom::Oops | Atom::Discard | Atom::Open | Atom::Close => 0,
        };
        i += 1;
    }
    bits
}

/// Whether `atoms` print word `w` without the error token `???` on a target with `gate`
/// bits (`u32::MAX`: on some target): the rows the printer would take, walked in a
/// `const fn` (a constructor's check that the rows have one for its value).
pub const fn prints(atoms: &[Atom], w: u64, gate: u32) -> bool {
    let mut i = 0;
    while i < atoms.len() {
        let ok = match atoms[i] {
            Atom::Oops => false,
            Atom::T(rows) | Atom::K(&Keyed { source: rows, .. }) => {
                let mut j = 0;
                while j < rows.len()
                    && !(w & rows[j].mask == rows[j].val && rows[j].when.allows(gate))
                {
                    j += 1;
                }
                j == rows.len() || prints(rows[j].atoms, w, gate)
            }
            _ => true,
        };
        if !ok {
            return false;
        }
        i += 1;
    }
    true
}

/// A sub-table row: matches when `w & mask == val` and the gate allows the target.
#[derive(Clone, Copy, Debug)]
pub struct Row {
    pub(crate) val: u64,
    pub(crate) mask: u64,
    pub(crate) when: Gate,
    pub(crate) atoms: &'static [Atom],
}

/// A sub-table indexed by a key field: the row each value of `bits` bits at `shift`
/// selects, found at compile time by the same first-match rule, so that a predicate
/// (25 rows, "always" being the 16th) is one load instead of a scan. Only for tables whose
/// rows hold on every target; the assembler walks `source` as it walks any sub-table.
#[derive(Clone, Copy, Debug)]
pub struct Keyed {
    shift: u8,
    key: u64,
    /// Per key value, the row it selects: its mask shifted down by `shift` (a key has at
    /// most five bits) and its atoms; 12 bytes on a 32-bit target instead of a whole row.
    rows: [(u8, &'static [Atom]); 32],
    pub(crate) source: &'static [Row],
}

impl Keyed {
    /// `source` indexed by the `bits` (at most 5) bits at `shift`, which every row's mask
    /// must cover (or be empty, as the last `???` row's).
    pub const fn new(source: &'static [Row], shift: u8, bits: u8) -> Keyed {
        assert!(bits <= 5);
        let key = (1u64 << bits) - 1;
        let mut rows: [(u8, &'static [Atom]); 32] = [(0, &[Atom::Oops]); 32];
        let mut k = 0;
        while k < 1 << bits {
            let w = (k as u64) << shift;
            let mut i = 0;
            while i < source.len() {
                let r = source[i];
                assert!(
                    r.when.all == 0 && r.when.any == 0,
                    "a keyed table's rows hold on every target"
                );
                assert!(
                    r.mask & !(key << shift) == 0,
                    "a keyed table's rows read only the key"
                );
                if w & r.mask == r.val {
                    rows[k] = ((r.mask >> shift) as u8, r.atoms);
                    break;
                }
                i += 1;
            }
            k += 1;
        }
        Keyed {
            shift,
            key,
            rows,
            source,
        }
    }

    /// The mask and atoms of the row word `w` selects.
    #[inline(always)]
    pub(crate) fn row_for(&self, w: u64) -> (u64, &'static [Atom]) {
        let (mask, atoms) = self.rows[((w >> self.shift) & self.key) as usize & 31];
        ((mask as u64) << self.shift, atoms)
    }
}

/// A row for every target.
pub const fn row(val: u64, mask: u64, atoms: &'static [Atom]) -> Row {
    Row {
        val,
        mask,
        when: Gate::ALWAYS,
        atoms,
    }
}

/// A row for the targets `when` allows.
pub const fn row_if(val: u64, mask: u64, when: Gate, atoms: &'static [Atom]) -> Row {
    Row {
        val,
        mask,
        when,
        atoms,
    }
}

/// Flags the printer passes through the unused high half of the 128-bit word and
/// back through [`Claim::bits`](crate::isa::Claim): bit 64 in = a name token has been
/// printed; bits 64/65 out = an error token was printed as the first name (unknown
/// instruction) / later (unknown operand); bit 66 out = a name token was printed.
pub(crate) const SEEN_NAME: u128 = 1 << 64;
pub(crate) const UNKNOWN_INSN: u128 = 1 << 64;
pub(crate) const UNKNOWN_OPERAND: u128 = 1 << 65;
pub(crate) const PRINTED_NAME: u128 = 1 << 66;

/// Bytes of text a [`Printer`] makes room for in the sink's buffer when it starts (an
/// instruction's line is far shorter; longer text goes through the sink's own checks).
const LINE: usize = crate::text::SINK_TEXT / 2;

/// Where the text in the sink's buffer must end: the printer's fast paths stay below.
const END: usize = crate::text::SINK_TEXT;

/// Walks atoms and sub-tables for one instruction word and target.
///
/// The text is written straight into the sink's buffer, in which [`Printer::new`] makes
/// room for a line: printing a token is then a few stores, with no call and no error to
/// check, and [`Printer::finish`] only records where the text ends.
pub(crate) struct Printer<'a, 'b> {
    out: &'a mut Sink<'b>,
    /// Where the text ends in the sink's buffer.
    len: usize,
    /// A write error while passing text on early.
    err: bool,
    pub(crate) w: u64,
    pub(crate) target: u32,
    /// Bits read so far.
    pub(crate) claim: u64,
    /// Parenthesis depth (names inside do not count as the instruction's first name).
    depth: u32,
    /// The next token needs a space before it (the line's last byte is neither the
    /// line start nor `(`).
    sep: bool,
    /// A top-level name has been printed.
    pub(crate) seen_name: bool,
    pub(crate) unknown_insn: bool,
    pub(crate) unknown_operand: bool,
}

impl<'a, 'b> Printer<'a, 'b> {
    #[inline]
    pub(crate) fn new(out: &'a mut Sink<'b>, w: u64, target: u32, seen_name: bool) -> Self {
        let sep = !matches!(out.last_byte(), 0 | b'(');
        let err = out.reserve(LINE).is_err();
        Printer {
            len: out.end(),
            out,
            err,
            w,
            target,
            claim: 0,
            depth: 0,
            sep,
            seen_name,
            unknown_insn: false,
            unknown_operand: false,
        }
    }

    /// Starts the text as a line of its own: no space before the first token.
    pub(crate) fn fresh(&mut self) {
        self.sep = false;
    }

    /// Passes the text on to the sink; reports any write error.
    #[inline]
    pub(crate) fn finish(&mut self) -> fmt::Result {
        self.out.set_end(self.len);
        if self.err {
            return Err(fmt::Error);
        }
        Ok(())
    }

    /// What this printer read and found, in the form [`Claim::bits`] carries it.
    ///
    /// [`Claim::bits`]: crate::isa::Claim
    pub(crate) fn claim_bits(&self) -> u128 {
        self.claim as u128
            | if self.unknown_insn { UNKNOWN_INSN } else { 0 }
            | if self.unknown_operand {
                UNKNOWN_OPERAND
            } else {
                0
            }
            | if self.seen_name { PRINTED_NAME } else { 0 }
    }

    /// Appends bytes: short pieces with fixed-size moves ([`crate::text::put`]), longer
    /// ones or near the buffer's end through the sink.
    #[inline(always)]
    fn put(&mut self, s: &[u8]) {
        let at = self.len;
        if s.len() > 16 || at + 16 > END {
            return self.put_long(s);
        }
        crate::text::put(self.out.buf_mut(), at, s);
        self.len = at + s.len();
    }

    #[cold]
    #[inline(never)]
    fn put_long(&mut self, s: &[u8]) {
        // Through the sink, which passes its text on when full.
        self.out.set_end(self.len);
        self.err |= self.out.push_ascii(s).is_err();
        self.len = self.out.end();
    }

    /// Appends one byte.
    #[inline(always)]
    fn byte(&mut self, b: u8) {
        if self.len < END {
            self.out.buf_mut()[self.len] = b;
            self.len += 1;
        } else {
            self.put_long(&[b]);
        }
    }

    /// An unsigned decimal number.
    #[inline(always)]
    fn dec(&mut self, v: u64) {
        let at = self.len;
        if v < 100 && at + 2 <= END {
            let buf = self.out.buf_mut();
            if v < 10 {
                buf[at] = b'0' + v as u8;
                self.len = at + 1;
            } else {
                buf[at] = b'0' + (v / 10) as u8;
                buf[at + 1] = b'0' + (v % 10) as u8;
                self.len = at + 2;
            }
            return;
        }
        // Through the sink's decimal writer (no 64-bit division on 32-bit targets).
        self.out.set_end(self.len);
        self.err |= self.out.write_u64(v).is_err();
        self.len = self.out.end();
    }

    /// `0x` and lower-case hexadecimal digits without padding (`0x0`), written in place.
    #[inline]
    fn hex(&mut self, v: u64) {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        let digits = (64 - (v | 1).leading_zeros() as usize).div_ceil(4);
        let at = self.len;
        if at + 18 > END {
            let mut d = [0u8; 18];
            d[0] = b'0';
            d[1] = b'x';
            for i in 0..digits {
                d[2 + i] = HEX[((v >> (4 * (digits - 1 - i))) & 0xf) as usize];
            }
            return self.put_long(&d[..2 + digits]);
        }
        let d: &mut [u8; 18] = (&mut self.out.buf_mut()[at..at + 18])
            .try_into()
            .unwrap_or_else(|_| unreachable!());
        d[0] = b'0';
        d[1] = b'x';
        let mut x = v;
        let mut i = digits;
        while i > 0 {
            d[1 + i] = HEX[(x & 0xf) as usize];
            x >>= 4;
            i -= 1;
        }
        self.len = at + 2 + digits;
    }

    /// Starts a token that is not empty: a space unless at the line start or after `(`.
    #[inline(always)]
    fn space(&mut self) {
        if self.sep {
            self.byte(b' ');
        }
        self.sep = true;
    }

    /// A token that is not a name.
    #[inline]
    pub(crate) fn tok(&mut self, s: &str) {
        if s.is_empty() {
            // Nothing but the separating space (as when the sink's last byte decides).
            if self.sep {
                self.byte(b' ');
            }
            return;
        }
        self.space();
        self.put(s.as_bytes());
    }

    /// A name token.
    #[inline]
    pub(crate) fn name(&mut self, s: &str) {
        if self.depth == 0 {
            self.seen_name = true;
        }
        self.tok(s)
    }

    /// A modifier's value name (nothing for an empty one, `???` for an unnamed value).
    #[inline(always)]
    #[cfg_attr(not(feature = "g80"), allow(dead_code))]
    pub(crate) fn modifier(&mut self, bf: Bf, names: &[Option<&'static str>], text: &[Chunk]) {
        let (v, mask) = bf.read(self.w);
        match names.get(v as usize) {
            Some(Some(s)) => {
                self.claim |= mask;
                if !s.is_empty() {
                    match text.get(v as usize) {
                        Some(c) => self.word(c),
                        None => self.name(s),
                    }
                }
            }
            _ => self.oops(),
        }
    }

    /// A name token of 1 to [`Chunk::MAX`] bytes, stored whole from its padded text.
    #[inline(always)]
    #[cfg_attr(not(feature = "g80"), allow(dead_code))]
    pub(crate) fn word(&mut self, c: &Chunk) {
        if self.depth == 0 {
            self.seen_name = true;
        }
        self.space();
        let at = self.len;
        if at + Chunk::MAX <= END {
            self.out.buf_mut()[at..at + Chunk::MAX].copy_from_slice(&c.bytes);
            self.len = at + c.len as usize;
        } else {
            self.put_long(c.text());
        }
    }

    /// A name token of 1 to [`Chunk::MAX`] bytes at `pool[at + 1..]`, its length at
    /// `pool[at]`, stored whole (`pool` has [`Chunk::MAX`] bytes after its last text).
    #[inline(always)]
    #[cfg_attr(not(feature = "g80"), allow(dead_code))]
    pub(crate) fn word_in(&mut self, pool: &[u8], at: usize) {
        if self.depth == 0 {
            self.seen_name = true;
        }
        self.space();
        let (Some(&len), Some(text)) = (pool.get(at), pool.get(at + 1..at + 1 + Chunk::MAX)) else {
            return self.oops();
        };
        let end = self.len;
        if end + Chunk::MAX <= END {
            self.out.buf_mut()[end..end + Chunk::MAX].copy_from_slice(text);
            self.len = end + len as usize;
        } else {
            self.put_long(&text[..len as usize]);
        }
    }

    /// The error token.
    pub(crate) fn oops(&mut self) {
        if self.past_first_name() {
            self.unknown_operand = true;
        } else {
            self.unknown_insn = true;
        }
        self.name("???")
    }

    /// Whether a name has been printed or printing is inside parentheses (an error token
    /// now would be an unknown operand, not an unknown instruction).
    pub(crate) fn past_first_name(&self) -> bool {
        self.seen_name || self.depth > 0
    }

    pub(crate) fn open(&mut self) {
        self.space();
        self.depth += 1;
        self.sep = false;
        self.byte(b'(');
    }

    pub(crate) fn close(&mut self) {
        self.depth = self.depth.saturating_sub(1);
        self.sep = true;
        self.byte(b')');
    }

    /// A number as envydis prints it: `0x…`, or `-0x…` when bit 63 is set.
    pub(crate) fn num(&mut self, v: u64) {
        self.space();
        if v >> 63 != 0 {
            self.byte(b'-');
            self.hex(v.wrapping_neg())
        } else {
            self.hex(v)
        }
    }

    /// The atoms of the first row of `rows` that matches (none: nothing).
    #[inline(always)]
    fn row_atoms(&mut self, rows: &[Row]) -> &'static [Atom] {
        for r in rows {
            if self.w & r.mask == r.val && r.when.allows(self.target) {
                self.claim |= r.mask;
                return r.atoms;
            }
        }
        &[]
    }

    /// Prints `atoms`, entering sub-tables in place: a sub-table that ends its list (as
    /// nearly all do) continues the walk with its row; one followed by more atoms is
    /// walked by a call of its own.
    pub(crate) fn atoms(&mut self, mut atoms: &'static [Atom]) {
        while let Some((a, rest)) = atoms.split_first() {
            atoms = rest;
            let row = match *a {
                Atom::T(rows) => self.row_atoms(rows),
                Atom::K(t) => {
                    let (mask, atoms) = t.row_for(self.w);
                    self.claim |= mask;
                    atoms
                }
                _ => {
                    self.atom(a);
                    continue;
                }
            };
            if atoms.is_empty() {
                atoms = row;
            } else {
                self.atoms(row);
            }
        }
    }

    /// Prints one atom (`atoms` enters sub-tables itself).
    #[inline(always)]
    fn atom(&mut self, a: &'static Atom) {
        match *a {
            Atom::N(s) => self.name(s),
            Atom::Oops => self.oops(),
            Atom::R(r) => self.reg(r),
            Atom::M(m) => self.mem(m),
            Atom::Imm(bf) => {
                let v = self.take_value(bf);
                self.num(v)
            }
            Atom::T(_) | Atom::K(_) => self.atoms(core::slice::from_ref(a)),
            Atom::Ign(bf) => self.claim |= bf.mask(),
            Atom::Discard => self.tok("#"),
            Atom::V(v) => self.vector(v),
            Atom::CTarg(bf) => {
                let v = self.take_value(bf);
                self.num(v)
            }
            Atom::Open => self.open(),
            Atom::Close => self.close(),
        }
    }

    /// Writes `$<prefix><n><suffix>` without a leading space.
    #[inline(always)]
    fn reg_text(&mut self, r: &Reg, n: u64) {
        if r.special == Special::Named {
            if let Some(s) = (r.names)(n, self.target) {
                return self.put(s.as_bytes());
            }
        }
        let at = self.len;
        if at + 4 <= END {
            // `$` and the prefix with one store.
            let (head, len) = r.head;
            self.out.buf_mut()[at..at + 4].copy_from_slice(&head);
            self.len = at + len as usize;
        } else {
            self.byte(b'$');
            self.put(r.prefix());
        }
        if r.hilo {
            self.dec(n >> 1);
            self.byte(if n & 1 == 0 { b'l' } else { b'h' })
        } else {
            self.dec(n);
            if r.suffix != 0 {
                self.byte(r.suffix)
            }
        }
    }

    /// The raw value of `bf`, its bits claimed.
    #[inline]
    fn take(&mut self, bf: Bf) -> u64 {
        let (v, mask) = bf.read(self.w);
        self.claim |= mask;
        v
    }

    /// The value of `bf`, its bits claimed.
    #[inline]
    fn take_value(&mut self, bf: Bf) -> u64 {
        let v = self.take(bf);
        bf.extend(v)
    }

    fn reg(&mut self, r: &Reg) {
        let n = self.take(r.bf);
        if r.special == Special::ZeroA && n == 0 {
            return self.num(0);
        }
        self.space();
        self.reg_text(r, n)
    }

    fn mem(&mut self, m: &Mem) {
        self.space();
        self.put(m.space.as_bytes());
        if let Some(idx) = m.idx {
            let n = self.take(idx);
            self.dec(n);
        }
        self.byte(b'[');
        if let Some(r) = m.reg {
            let n = self.take(r.bf);
            self.reg_text(r, n);
            return self.byte(b']');
        }
        let a = m.areg.map(|r| (r, self.take(r.bf)));
        let off = match m.off {
            Some(bf) => self.take_value(bf),
            None => 0,
        };
        if m.postincr {
            match a {
                Some((r, n)) if n != 0 => self.reg_text(r, n),
                _ => self.put(b"0x0"),
            }
            // A negative increment prints as its 64-bit two's complement.
            self.put(b"++");
            self.hex(off);
        } else {
            match a {
                Some((r, n)) if n != 0 => {
                    self.reg_text(r, n);
                    if off != 0 {
                        self.byte(b'+');
                        self.hex(off);
                    }
                }
                _ => self.hex(off),
            }
        }
        self.byte(b']')
    }

    fn vector(&mut self, v: &Vector) {
        let base = self.take(v.base);
        let count = match v.count {
            Some((bf, add)) => self.take(bf) + add,
            None => 4,
        };
        let mask = match v.mask {
            Some(bf) => self.take(bf),
            None => u64::MAX,
        };
        self.space();
        let mut k = 0;
        for lane in 0..count {
            if lane > 0 {
                self.byte(b':');
            }
            if mask >> lane & 1 != 0 {
                self.put(b"$r");
                self.dec(base + k);
                k += 1;
            } else {
                self.byte(b'#');
            }
        }
    }
}

/// Prints an operand's `atoms` from `word` for `target` and reports the bits they read
/// (the `write_in` of an `operands(word)` kind). The word's bit 64 says whether the
/// instruction's name has been printed ([`SEEN_NAME`]). After a space (the separator
/// a table's printer writes between operands) the first token takes no other.
#[doc(hidden)]
pub fn write_operand<T: crate::isa::DecodeTarget>(
    atoms: &'static [Atom],
    word: u128,
    target: T,
    out: &mut Sink<'_>,
) -> Result<crate::isa::Claim, fmt::Error> {
    let after_space = out.last_byte() == b' ';
    let mut p = Printer::new(out, word as u64, target.gate_bits(), word & SEEN_NAME != 0);
    if after_space {
        p.fresh();
    }
    p.atoms(atoms);
    p.finish()?;
    Ok(crate::isa::Claim::bits(p.claim_bits()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A compiled field reads, places and interprets its bits as the `Field` it was made
    /// from: the same mask, raw value and number, and the number encodes back to the bits.
    /// The pieces' own reading (what targets that do not store the mask use) agrees.
    #[test]
    fn compiled_fields_agree_with_their_field() {
        let fields = [
            Field::new(&[9..13]).scaled(2).signed(),
            Field::new(&[16..22, 34..60]).wrapping(),
            Field::new(&[56..60]).signed(),
            Field::new(&[11..27, 46..52]).scaled(2),
            Field::new(&[25..27, 46..48]),
            Field::new(&[0..20, 40..63]).signed(),
            Field::NONE,
        ];
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        for f in fields {
            let bf = Bf::of(f);
            assert_eq!(bf.mask(), f.mask() as u64, "{f:?}");
            for _ in 0..1000 {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                assert_eq!(bf.raw(s), f.get(s as u128) as u64, "{f:?} {s:#x}");
                let read = (f.get(s as u128) as u64, f.mask() as u64);
                assert_eq!(bf.read_pieces(s), read, "{f:?} {s:#x}");
                let v = bf.value(s);
                assert_eq!(v, f.value(s as u128) as u64, "{f:?} {s:#x}");
                assert_eq!(bf.encode(v), Some(s & bf.mask()), "{f:?} {s:#x}");
            }
        }
    }

    /// A field as wide as the word is refused where it is compiled (the masks of `raw` and
    /// `encode` would overflow), not read wrong later.
    #[test]
    #[should_panic(expected = "narrower than 64 bits")]
    fn a_64_bit_field_is_refused() {
        let _ = Bf::of(Field::new(&[0..20, 20..64]));
    }
}
