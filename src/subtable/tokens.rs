//! A sub-table table's text as envydis prints it: the tokens of each form's syntax list
//! (its mnemonic, modifiers and operands when it has none), one space between two tokens,
//! none after `(` or before `)`, a modifier only on the targets its gate allows, and the
//! bits nothing read returned in a [`Report`].
//!
//! The steps are built at compile time from the table ([`__isa_tokens!`]): literal tokens
//! are classified, short words kept once in one text, longer names and modifiers in pools
//! of their own, and an operand is the number of its kind, whose atoms the printer walks
//! (the printer's `atoms`). A step is 4 bytes.
//!
//! [`__isa_tokens!`]: crate::__isa_tokens

use super::{Atom, Bf, Printer};
use crate::bits::{low_mask, Field};
use crate::form::support::str_eq;
use crate::form::{FormInfo, Gate, Item, ModDesc};
use crate::isa::plan::{field_hash, same_names};
use crate::piece::Chunk;
use crate::text::Sink;
use core::fmt::{self, Write as _};

/// One step of a form's printed syntax.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Step {
    /// A name token (mnemonic or literal text) longer than a word, by its place among
    /// the names.
    Name(u16),
    /// A name token of 1 to [`Chunk::MAX`] bytes, by its place among the words (while
    /// the pools are built) or its offset in the words' text (in [`Tokens`]).
    Word(u16),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// The error token `???`.
    Oops,
    /// A modifier with a gate.
    Mod(u16),
    /// A modifier on every target (no gate to test).
    ModAll(u16),
    /// An operand's atoms, by its kind's number.
    Atoms(u16),
    /// Nothing (an operand without a kind).
    Skip,
}

/// A modifier step: its field, value names, their padded text when every value's fits,
/// and its gate.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ModStep {
    bf: Bf,
    names: &'static [Option<&'static str>],
    text: &'static [Chunk],
    when: Gate,
}

/// Where a form's steps are, and the form's fixed bits.
#[derive(Clone, Copy, Debug)]
struct Prog {
    /// The fixed bits, low and high word (two `u32`s: 12 bytes an entry on a 32-bit
    /// target, where a `u64` would align it to 16).
    mask: [u32; 2],
    start: u16,
    end: u16,
}

/// What printing a line found besides its text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The bits of the word nothing read: not fixed by the form, not a modifier's, not
    /// read by an operand's atoms.
    pub unread: u64,
    /// An error token stands for the instruction (before its first name).
    pub unknown_insn: bool,
    /// An error token stands for an operand or modifier.
    pub unknown_operand: bool,
}

impl Report {
    /// Writes what envydis adds after an instruction's text: ` [unknown: …]` with the
    /// unread bits of its `len` bytes in units of `unit` bytes (most significant byte
    /// first; bytes past the `available` ones of the input as `??`), ` [incomplete]` when
    /// the input ended inside it, then ` [unknown instruction]` and ` [unknown operand]`.
    #[inline]
    pub fn write_marks(
        &self,
        len: usize,
        available: usize,
        unit: usize,
        out: &mut Sink<'_>,
    ) -> fmt::Result {
        if self.unread != 0 {
            write_unknown(out, self.unread, len, available, unit.max(1))?;
        }
        if available < len {
            out.write_str(" [incomplete]")?;
        }
        if self.unknown_insn {
            out.write_str(" [unknown instruction]")?;
        }
        if self.unknown_operand {
            out.write_str(" [unknown operand]")?;
        }
        Ok(())
    }
}

/// ` [unknown: …]`: the bits nothing read, unit by unit.
#[cold]
#[inline(never)]
fn write_unknown(
    out: &mut Sink<'_>,
    unknown: u64,
    len: usize,
    available: usize,
    unit: usize,
) -> fmt::Result {
    out.write_str(" [unknown:")?;
    for start in (0..len).step_by(unit) {
        out.write_str(" ")?;
        for b in (start..start + unit).rev() {
            if b < available {
                out.write_hex(u128::from((unknown >> (8 * b)) as u8), 2)?;
            } else {
                out.write_str("??")?;
            }
        }
    }
    out.write_str("]")
}

/// The number of syntax items of form `f`: its list, or the mnemonic, the modifiers and
/// the operands when the list is empty.
const fn item_count<K>(f: &FormInfo<K>) -> usize {
    if f.syntax.is_empty() {
        1 + f.mods.len() + f.operands.len()
    } else {
        f.syntax.len()
    }
}

/// Item `j` of form `f`'s syntax (see [`item_count`]).
const fn item<K>(f: &FormInfo<K>, j: usize) -> Item {
    if !f.syntax.is_empty() {
        return f.syntax[j];
    }
    if j == 0 {
        Item::Mnemonic
    } else if j <= f.mods.len() {
        Item::Mod((j - 1) as u8)
    } else {
        Item::Operand((j - 1 - f.mods.len()) as u8)
    }
}

/// The steps of a table: one per syntax item of every form.
pub const fn step_count<K>(forms: &[FormInfo<K>]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < forms.len() {
        n += item_count(&forms[i]);
        i += 1;
    }
    n
}

/// The operands of a table, form after form (the length of the kind numbers
/// [`Pools::of`] reads).
pub const fn operand_count<K>(forms: &[FormInfo<K>]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < forms.len() {
        n += forms[i].operands.len();
        i += 1;
    }
    n
}

/// The hash slots of pools of `steps` steps: a power of two, at least twice as many.
pub const fn slots(steps: usize) -> usize {
    let mut n = 16;
    while n < 2 * steps {
        n *= 2;
    }
    n
}

const EMPTY: u16 = u16::MAX;

/// FNV-1a over `h` and `bytes`.
const fn hash_bytes(mut h: u64, bytes: &[u8]) -> u64 {
    let mut i = 0;
    while i < bytes.len() {
        h = (h ^ bytes[i] as u64).wrapping_mul(0x0100_0000_01b3);
        i += 1;
    }
    h
}

const SEED: u64 = 0xcbf2_9ce4_8422_2325;

/// A modifier's hash: its field and value names.
const fn mod_hash(m: &ModDesc) -> u64 {
    let mut h = hash_bytes(SEED, &field_hash(m.field).to_le_bytes());
    let mut i = 0;
    while i < m.names.len() {
        h = match m.names[i] {
            Some(s) => hash_bytes(hash_bytes(h, &[1]), s.as_bytes()),
            None => hash_bytes(h, &[0]),
        };
        i += 1;
    }
    h
}

/// Whether two modifiers print alike: same field, gate and value texts.
const fn same_mod(a: &ModDesc, b: &ModDesc) -> bool {
    if !a.field.same(b.field)
        || a.when.all != b.when.all
        || a.when.any != b.when.any
        || !same_names(a.names, b.names)
        || a.padded().len() != b.padded().len()
    {
        return false;
    }
    let (x, y) = (a.padded(), b.padded());
    let mut i = 0;
    while i < x.len() {
        if x[i].len != y[i].len || x[i].room != y[i].room {
            return false;
        }
        let mut k = 0;
        while k < Chunk::MAX {
            if x[i].bytes[k] != y[i].bytes[k] {
                return false;
            }
            k += 1;
        }
        i += 1;
    }
    true
}

/// A modifier no step uses (fills the pool before it is built).
static NO_MOD: ModDesc = ModDesc {
    name: "",
    field: Field::bit(0),
    names: &[],
    spellings: &[],
    fallback: crate::form::Fallback::None,
    when: Gate::ALWAYS,
    chunks: &[],
};

/// Every form's steps with the distinct short words, longer names and modifiers they
/// name, each kept once (looked up by hash: `H` slots for up to `S` steps). Built in the
/// compiler's const evaluation only; [`Tokens`] keeps what printing needs.
pub struct Pools<const S: usize, const H: usize> {
    steps: [Step; S],
    words: [&'static str; S],
    names: [&'static str; S],
    mods: [&'static ModDesc; S],
    /// How many words, names and modifiers.
    n: [usize; 3],
    /// The slots of words, names and modifiers: an index into their pool, or [`EMPTY`].
    slots: [[u16; H]; 3],
}

impl<const S: usize, const H: usize> Pools<S, H> {
    /// The pools and steps of `forms`, whose operands have the kinds `kinds` (form after
    /// form: 0 for an operand without a kind, the kind's number plus one otherwise).
    pub const fn of<K>(forms: &'static [FormInfo<K>], kinds: &[u16]) -> Self {
        assert!(
            S < EMPTY as usize,
            "a sub-table table has under 65,535 syntax items"
        );
        assert!(H.is_power_of_two() && H >= 2 * S);
        let mut p = Pools {
            steps: [Step::Skip; S],
            words: [""; S],
            names: [""; S],
            mods: [&NO_MOD; S],
            n: [0; 3],
            slots: [[EMPTY; H]; 3],
        };
        let (mut n, mut ops, mut i) = (0, 0, 0);
        while i < forms.len() {
            let f = &forms[i];
            let mut j = 0;
            while j < item_count(f) {
                p.steps[n] = match item(f, j) {
                    Item::Mnemonic => p.literal(f.mnemonic),
                    Item::Text(t) => p.literal(t),
                    Item::Mod(k) => {
                        let m = &f.mods[k as usize];
                        let at = p.modifier(m);
                        if m.when.all == 0 && m.when.any == 0 {
                            Step::ModAll(at)
                        } else {
                            Step::Mod(at)
                        }
                    }
                    Item::Operand(k) => match kinds[ops + k as usize] {
                        0 => Step::Skip,
                        kind => Step::Atoms(kind - 1),
                    },
                };
                n += 1;
                j += 1;
            }
            ops += f.operands.len();
            i += 1;
        }
        p
    }

    /// The step of a literal token.
    const fn literal(&mut self, t: &'static str) -> Step {
        match t.as_bytes() {
            b"(" => Step::Open,
            b")" => Step::Close,
            b"???" => Step::Oops,
            b if !b.is_empty() && b.len() <= Chunk::MAX => Step::Word(self.text(0, t)),
            _ => Step::Name(self.text(1, t)),
        }
    }

    /// The place of `t` among the words (`pool` 0) or names (1), added if new.
    const fn text(&mut self, pool: usize, t: &'static str) -> u16 {
        let mut k = hash_bytes(SEED, t.as_bytes()) as usize & (H - 1);
        loop {
            let at = self.slots[pool][k];
            if at == EMPTY {
                let at = self.n[pool];
                if pool == 0 {
                    self.words[at] = t;
                } else {
                    self.names[at] = t;
                }
                self.n[pool] = at + 1;
                self.slots[pool][k] = at as u16;
                return at as u16;
            }
            let old = if pool == 0 {
                self.words[at as usize]
            } else {
                self.names[at as usize]
            };
            if str_eq(old, t) {
                return at;
            }
            k = (k + 1) & (H - 1);
        }
    }

    /// The place of `m` among the modifiers, added if new.
    const fn modifier(&mut self, m: &'static ModDesc) -> u16 {
        let mut k = mod_hash(m) as usize & (H - 1);
        loop {
            let at = self.slots[2][k];
            if at == EMPTY {
                let at = self.n[2];
                self.mods[at] = m;
                self.n[2] = at + 1;
                self.slots[2][k] = at as u16;
                return at as u16;
            }
            if same_mod(self.mods[at as usize], m) {
                return at;
            }
            k = (k + 1) & (H - 1);
        }
    }

    /// Bytes of the words' text: each word after a byte holding its length, then room
    /// for one store.
    pub const fn word_bytes(&self) -> usize {
        let (mut n, mut i) = (Chunk::MAX, 0);
        while i < self.n[0] {
            n += 1 + self.words[i].len();
            i += 1;
        }
        assert!(
            n <= u16::MAX as usize,
            "a step holds a word's offset in 16 bits"
        );
        n
    }

    /// The number of distinct names longer than a word.
    pub const fn name_count(&self) -> usize {
        self.n[1]
    }

    /// The number of distinct modifiers.
    pub const fn mod_count(&self) -> usize {
        self.n[2]
    }
}

/// A table's print steps: per form (`F` of them) its run of the `S` steps and fixed bits,
/// the words' text (`W` bytes), the `N` longer names and the `M` modifiers.
#[derive(Debug)]
pub struct Tokens<const F: usize, const S: usize, const W: usize, const N: usize, const M: usize> {
    progs: [Prog; F],
    steps: [Step; S],
    words: [u8; W],
    names: [&'static str; N],
    mods: [ModStep; M],
}

impl<const F: usize, const S: usize, const W: usize, const N: usize, const M: usize>
    Tokens<F, S, W, N, M>
{
    /// The steps of `forms` from their pools.
    pub const fn new<K, const H: usize>(forms: &[FormInfo<K>; F], pools: &Pools<S, H>) -> Self {
        assert!(S <= u16::MAX as usize);
        let mut t = Tokens {
            progs: [Prog {
                mask: [0; 2],
                start: 0,
                end: 0,
            }; F],
            steps: pools.steps,
            words: [0; W],
            names: [""; N],
            mods: [ModStep {
                bf: Bf::of(Field::bit(0)),
                names: &[],
                text: &[],
                when: Gate::ALWAYS,
            }; M],
        };
        // The words: each at its offset, after its length.
        let mut offsets = [0u16; S];
        let (mut at, mut i) = (0, 0);
        while i < pools.n[0] {
            let w = pools.words[i].as_bytes();
            offsets[i] = at as u16;
            t.words[at] = w.len() as u8;
            let mut k = 0;
            while k < w.len() {
                t.words[at + 1 + k] = w[k];
                k += 1;
            }
            at += 1 + w.len();
            i += 1;
        }
        let mut i = 0;
        while i < S {
            if let Step::Word(k) = t.steps[i] {
                t.steps[i] = Step::Word(offsets[k as usize]);
            }
            i += 1;
        }
        let mut i = 0;
        while i < N {
            t.names[i] = pools.names[i];
            i += 1;
        }
        let mut i = 0;
        while i < M {
            let m = pools.mods[i];
            t.mods[i] = ModStep {
                bf: Bf::of(m.field),
                names: m.names,
                text: m.padded(),
                when: m.when,
            };
            i += 1;
        }
        let (mut n, mut i) = (0, 0);
        while i < F {
            let f = &forms[i];
            let mask = f.mask as u64;
            t.progs[i] = Prog {
                mask: [mask as u32, (mask >> 32) as u32],
                start: n as u16,
                end: (n + item_count(f)) as u16,
            };
            n += item_count(f);
            i += 1;
        }
        t
    }

    /// Writes the text of `word`, which matches form `i`, for a target with the gate bits
    /// `gate`, into `out`: after a space unless the line is empty or ends in `(`, or
    /// from the first token on when `fresh`. `bits` is the instruction's length in bits
    /// (the [`Report::unread`] bits lie below). `atoms` holds each kind's atoms by its
    /// number.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    pub fn write_line<const A: usize>(
        &self,
        i: usize,
        word: u64,
        bits: u32,
        atoms: &[&'static [Atom]; A],
        gate: u32,
        fresh: bool,
        out: &mut Sink<'_>,
    ) -> Result<Report, fmt::Error> {
        let prog = self.progs[i];
        let mut p = Printer::new(out, word, gate, false);
        if fresh {
            p.fresh();
        }
        p.claim = prog.mask[0] as u64 | (prog.mask[1] as u64) << 32;
        // (Indices made by `new` for this table: in range.)
        for step in &self.steps[prog.start as usize..prog.end as usize] {
            match *step {
                Step::Name(k) => p.name(self.names[k as usize]),
                Step::Atoms(k) => p.atoms(atoms[k as usize]),
                Step::Mod(k) => {
                    let m = &self.mods[k as usize];
                    if m.when.allows(p.target) {
                        p.modifier(m.bf, m.names, m.text);
                    }
                }
                Step::ModAll(k) => {
                    let m = &self.mods[k as usize];
                    p.modifier(m.bf, m.names, m.text)
                }
                Step::Word(at) => p.word_in(&self.words, at as usize),
                Step::Open => p.open(),
                Step::Close => p.close(),
                Step::Oops => p.oops(),
                Step::Skip => {}
            }
        }
        let report = Report {
            unread: word & !p.claim & low_mask(bits) as u64,
            unknown_insn: p.unknown_insn,
            unknown_operand: p.unknown_operand,
        };
        p.finish()?;
        Ok(report)
    }
}

/// The print steps of a sub-table table and the function that writes a line with them:
/// `__isa_tokens!(Kind, FORMS, atoms_of)` defines `__write_tokens(form_index, word, bits,
/// gate, fresh, out)` ([`Tokens::write_line`]).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_tokens {
    ($kind:ty, $forms:path, $atoms_of:path) => {
        const __TOKEN_STEPS: usize = $crate::subtable::tokens::step_count(&$forms);
        const __TOKEN_OPERANDS: usize = $crate::subtable::tokens::operand_count(&$forms);
        /// Each operand's kind number plus one (0: none), form after form.
        const __TOKEN_KINDS: [u16; __TOKEN_OPERANDS] = {
            let mut out = [0u16; __TOKEN_OPERANDS];
            let (mut n, mut i) = (0, 0);
            while i < $forms.len() {
                let ops = $forms[i].operands;
                let mut j = 0;
                while j < ops.len() {
                    out[n] = match ops[j].kind {
                        ::core::option::Option::Some(k) => k.__number() + 1,
                        ::core::option::Option::None => 0,
                    };
                    n += 1;
                    j += 1;
                }
                i += 1;
            }
            out
        };
        const __TOKEN_POOLS: $crate::subtable::tokens::Pools<
            __TOKEN_STEPS,
            { $crate::subtable::tokens::slots(__TOKEN_STEPS) },
        > = $crate::subtable::tokens::Pools::of(&$forms, &__TOKEN_KINDS);
        /// The table's print steps.
        static __TOKENS: $crate::subtable::tokens::Tokens<
            { $forms.len() },
            __TOKEN_STEPS,
            { __TOKEN_POOLS.word_bytes() },
            { __TOKEN_POOLS.name_count() },
            { __TOKEN_POOLS.mod_count() },
        > = $crate::subtable::tokens::Tokens::new(&$forms, &__TOKEN_POOLS);
        /// Each kind's atoms, by its number.
        static __TOKEN_ATOMS: [&[$crate::subtable::Atom]; <$kind>::ALL.len()] = {
            let mut out: [&[$crate::subtable::Atom]; <$kind>::ALL.len()] =
                [&[]; <$kind>::ALL.len()];
            let mut k = 0;
            while k < out.len() {
                let kind = <$kind>::ALL[k];
                out[kind.__number() as usize] = $atoms_of(kind);
                k += 1;
            }
            out
        };
        /// Writes the text of `word`, which matches form `i`, with the print steps.
        #[inline]
        fn __write_tokens(
            i: usize,
            word: u64,
            bits: u32,
            gate: u32,
            fresh: bool,
            out: &mut $crate::text::Sink<'_>,
        ) -> ::core::result::Result<$crate::subtable::tokens::Report, ::core::fmt::Error> {
            __TOKENS.write_line(i, word, bits, &__TOKEN_ATOMS, gate, fresh, out)
        }
    };
}
