//! Const descriptors of instruction forms, the decode index, and the compile-time checks
//! `define_isa!` runs over every table.

use crate::bits::Field;

pub(crate) mod support;
pub use support::Quiet;

/// How a modifier value without a name in its table is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fallback {
    /// Every value has a name (or the unnamed ones cannot occur).
    None,
    /// The bare decimal number is appended (Mesa's isaspec prints undefined enum values
    /// this way, e.g. `select16`).
    Decimal,
}

/// When a form or modifier exists: a condition on the bits of the decoding target
/// (e.g. G80's feature set and program type; always `0` for instruction sets without a
/// target).
///
/// It holds when the target has **all** bits of `all` and, unless `any` is 0, at least
/// one bit of `any` — envydis's "required features" and "allowed program types".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Gate {
    /// Bits the target must all have.
    pub all: u32,
    /// Bits of which the target must have one (0: no condition).
    pub any: u32,
}

impl Gate {
    /// No condition.
    pub const ALWAYS: Gate = Gate { all: 0, any: 0 };

    /// Requires every bit of `bits`.
    pub const fn all(bits: u32) -> Gate {
        Gate { all: bits, any: 0 }
    }

    /// Requires one bit of `bits`.
    pub const fn any(bits: u32) -> Gate {
        Gate { all: 0, any: bits }
    }

    /// Both conditions.
    pub const fn and(self, other: Gate) -> Gate {
        Gate {
            all: self.all | other.all,
            any: match (self.any, other.any) {
                (0, b) => b,
                (a, 0) => a,
                (a, b) => a & b,
            },
        }
    }

    /// Whether a target with `bits` satisfies the gate.
    #[inline(always)]
    pub const fn allows(self, bits: u32) -> bool {
        bits & self.all == self.all && (self.any == 0 || bits & self.any != 0)
    }

    /// Whether some target satisfies both gates.
    pub const fn overlaps(self, other: Gate) -> bool {
        self.any == 0 || other.any == 0 || self.any & other.any != 0
    }
}

/// One item of a form's printed syntax (see `syntax` in [`define_isa!`](crate::define_isa)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// The form's mnemonic.
    Mnemonic,
    /// Literal text.
    Text(&'static str),
    /// The modifier with this index in [`FormInfo::mods`].
    Mod(u8),
    /// The operand with this index in [`FormInfo::operands`].
    Operand(u8),
}

/// One modifier of a form: a field whose value is printed as a mnemonic suffix.
#[derive(Clone, Copy, Debug)]
pub struct ModDesc {
    /// Name of the modifier (the builder method).
    pub name: &'static str,
    /// Where the value lives.
    pub field: Field,
    /// Text per value (`None`: unnamed value); an empty string prints nothing.
    pub names: &'static [Option<&'static str>],
    /// How each value is written in assembly (`None`: it cannot be written out). Equal to
    /// `names` except that a default value, which prints nothing, keeps its name here.
    pub spellings: &'static [Option<&'static str>],
    /// What to print for unnamed values.
    pub fallback: Fallback,
    /// When the modifier exists (on other targets its bits are not part of it).
    pub when: Gate,
    /// The text of every value padded to a fixed size for the print plans (`isa::plan`)
    /// and G80's printer, made once per enum and per flag by the table macros.
    #[doc(hidden)]
    pub chunks: &'static [crate::piece::Chunk],
}

impl ModDesc {
    /// The text of `value`: its name, or `None` when it has none.
    #[inline]
    pub fn name_of(&self, value: u128) -> Option<&'static str> {
        match self.names.get(value as usize) {
            Some(Some(s)) if value <= usize::MAX as u128 => Some(s),
            _ => None,
        }
    }

    /// [`ModDesc::chunks`] when every value of the field has its text there, each
    /// fitting a chunk; nothing otherwise (the printers then use the names).
    /// (No calls inside: the print plans ask for it in the compiler's const evaluation,
    /// where a call is slow.)
    #[cfg_attr(
        not(any(feature = "vivante", feature = "valhall", feature = "g80")),
        allow(dead_code)
    )]
    pub(crate) const fn padded(&self) -> &'static [crate::piece::Chunk] {
        let w = self.field.width as u32;
        if w >= 16
            || self.chunks.len() != 1 << w
            || self.chunks[0].room as usize > crate::piece::Chunk::MAX
        {
            return &[];
        }
        self.chunks
    }
}

/// One operand position of a form.
#[derive(Clone, Copy, Debug)]
pub struct OperandDesc<K: 'static> {
    /// Operand name (the builder argument), `"_"` for a placeholder.
    pub name: &'static str,
    /// The operand's kind, `None` for a placeholder that occupies no bits (printed with
    /// the instruction set's placeholder text, e.g. `void`).
    pub kind: Option<K>,
    /// Where the operand's raw value lives.
    pub field: Field,
    /// Bits of the operand type's raw value (its `WIDTH`; 0 for a placeholder).
    pub width: u32,
}

/// Everything the table says about one instruction form.
#[derive(Clone, Copy, Debug)]
pub struct FormInfo<K: 'static> {
    /// Identifier of the form (unique within the instruction set).
    pub name: &'static str,
    /// Printed mnemonic (several forms may share one).
    pub mnemonic: &'static str,
    /// Name of the class (shared layout) the form belongs to.
    pub class: &'static str,
    /// The doc comment of the form.
    pub doc: &'static str,
    /// Bits that must equal [`FormInfo::bits`] for the form to match.
    pub mask: u128,
    /// Fixed bit values (within `mask`).
    pub bits: u128,
    /// Bits the form accepts either way but reports when set.
    pub dontcare: u128,
    /// Bits builders set by default (e.g. a flag printed when *clear*).
    pub defaults: u128,
    /// Higher priority wins when two forms match the same word.
    pub priority: u8,
    /// The targets the form exists on.
    pub when: Gate,
    /// Mnemonic suffixes, in print order.
    pub mods: &'static [ModDesc],
    /// Operands, in print order.
    pub operands: &'static [OperandDesc<K>],
    /// The printed order of mnemonic, modifiers, operands and literal text, for instruction
    /// sets that interleave them (empty: the instruction set's fixed layout).
    pub syntax: &'static [Item],
    /// When every modifier prints nothing (see [`Quiet`]).
    pub quiet: Quiet,
    /// The form's code-target operand, if it branches (from the operand kinds the table
    /// declares as code targets).
    pub branch: Option<crate::branch::Branch>,
}

impl<K> FormInfo<K> {
    /// Whether `word` matches this form.
    #[inline(always)]
    pub const fn matches(&self, word: u128) -> bool {
        word & self.mask == self.bits
    }
}

/// One candidate of a decode bucket: the form's match pattern and its index.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Bits that must equal `bits`.
    pub mask: u128,
    /// Fixed bit values.
    pub bits: u128,
    /// The targets the form exists on.
    pub when: Gate,
    /// Index of the form in the table.
    pub form: u16,
}

/// The decode lookup index: for each value of the key field, a bucket of candidate forms
/// (highest priority first). `B` is the number of key values, `E` the number of entries.
#[derive(Clone, Copy, Debug)]
pub struct Index<const B: usize, const E: usize> {
    /// The key field (e.g. the primary opcode).
    pub key: Field,
    /// Per key value: start and end of its bucket in `entries`.
    pub buckets: [(u16, u16); B],
    /// Candidates, bucket after bucket.
    pub entries: [Entry; E],
}

/// The decode index as decoding reads it: [`Index`]'s buckets, each candidate its pattern
/// bits (64 bits, with the high halves apart for wider words), form and class (12 bytes
/// a candidate for words of at most 64 bits), where a class is a mask and a gate several
/// candidates share, kept once (a form sits in as many buckets as key values it allows;
/// firmware images keep its mask once). Buckets with the same candidates share them.
/// Made at compile time from the [`Index`] (`Lookup::of(&INDEX)`, with `E` from
/// [`Lookup::len`], `C` from [`Lookup::classes`] and `H` `E + C` for words over 64
/// bits, 0 otherwise).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Lookup<const B: usize, const E: usize, const C: usize, const H: usize = 0> {
    buckets: [(u16, u16); B],
    bits: [u64; E],
    class: [u16; E],
    form: [u16; E],
    mask: [u64; C],
    when: [Gate; C],
    /// Words over 64 bits: each candidate's high pattern bits, then each class's high
    /// mask bits.
    high: [u64; H],
}

/// How many classes back [`Lookup`] looks for an equal one (a table of many masks
/// may keep some twice; the search stays linear in the entries).
const CLASS_WINDOW: usize = 64;

impl<const B: usize, const E: usize, const C: usize, const H: usize> Lookup<B, E, C, H> {
    /// The bucket before `k` whose candidates are `k`'s (its key with one bit cleared:
    /// a bucket that only a key bit no candidate fixes tells apart), if any. [`Lookup`]
    /// keeps such a bucket's candidates once (G80's short forms fill every value of the
    /// long forms' secondary opcode alike).
    const fn same_as<const F: usize>(index: &Index<B, F>, k: usize) -> Option<usize> {
        let (s, e) = index.buckets[k];
        let mut bit = 1;
        while bit < B {
            if k & bit != 0 {
                let j = k & !bit;
                let (t, f) = index.buckets[j];
                let mut same = f - t == e - s;
                let mut i = 0;
                while same && i < (e - s) as usize {
                    let (a, b) = (
                        &index.entries[s as usize + i],
                        &index.entries[t as usize + i],
                    );
                    same = a.form == b.form
                        && a.mask == b.mask
                        && a.bits == b.bits
                        && a.when.all == b.when.all
                        && a.when.any == b.when.any;
                    i += 1;
                }
                if same {
                    return Some(j);
                }
            }
            bit <<= 1;
        }
        None
    }

    /// The candidates of `index` that [`Lookup`] keeps (each bucket's, unless an earlier
    /// bucket has the same), in order, as indices into its entries, and their count.
    const fn kept<const F: usize>(index: &Index<B, F>) -> ([u16; F], usize) {
        let mut kept = [0u16; F];
        let mut n = 0;
        let mut k = 0;
        while k < B {
            if Self::same_as(index, k).is_none() {
                let (s, e) = index.buckets[k];
                let mut i = s;
                while i < e {
                    kept[n] = i;
                    n += 1;
                    i += 1;
                }
            }
            k += 1;
        }
        (kept, n)
    }

    /// The number of candidates of `index` that [`Lookup`] keeps (`E`).
    pub const fn len<const F: usize>(index: &Index<B, F>) -> usize {
        Self::kept(index).1
    }

    /// The number of classes of the candidates [`Lookup`] keeps of `index` (`C`).
    pub const fn classes<const F: usize>(index: &Index<B, F>) -> usize {
        let (kept, count) = Self::kept(index);
        let mut mask = [0u128; F];
        let mut when = [Gate::ALWAYS; F];
        let mut n = 0;
        let mut i = 0;
        while i < count {
            let e = &index.entries[kept[i] as usize];
            if class_of(&mask, &when, n, e.mask, e.when) == n {
                mask[n] = e.mask;
                when[n] = e.when;
                n += 1;
            }
            i += 1;
        }
        n
    }

    /// The lookup of `index` (`E` from [`Lookup::len`], `C` from [`Lookup::classes`]).
    pub const fn of<const F: usize>(index: &Index<B, F>) -> Self {
        let mut l = Lookup {
            buckets: [(0, 0); B],
            bits: [0; E],
            class: [0; E],
            form: [0; E],
            mask: [0; C],
            when: [Gate::ALWAYS; C],
            high: [0; H],
        };
        assert!(
            H == 0 || H == E + C,
            "Lookup: high halves are E + C or none"
        );
        let mut masks = [0u128; C];
        let mut n = 0;
        let mut at = 0;
        let mut k = 0;
        while k < B {
            if let Some(j) = Self::same_as(index, k) {
                l.buckets[k] = l.buckets[j];
                k += 1;
                continue;
            }
            let (s, e) = index.buckets[k];
            assert!(at + (e - s) as usize <= E, "Lookup: not its kept count");
            l.buckets[k] = (at as u16, (at + (e - s) as usize) as u16);
            let mut i = s as usize;
            while i < e as usize {
                let e = &index.entries[i];
                assert!(
                    H > 0 || (e.mask >> 64 == 0 && e.bits >> 64 == 0),
                    "Lookup: an entry wider than 64 bits without high halves"
                );
                let c = class_of(&masks, &l.when, n, e.mask, e.when);
                if c == n {
                    assert!(n < C, "Lookup: not its class count");
                    masks[n] = e.mask;
                    l.mask[n] = e.mask as u64;
                    l.when[n] = e.when;
                    if H > 0 {
                        l.high[E + n] = (e.mask >> 64) as u64;
                    }
                    n += 1;
                }
                l.bits[at] = e.bits as u64;
                if H > 0 {
                    l.high[at] = (e.bits >> 64) as u64;
                }
                l.class[at] = c as u16;
                l.form[at] = e.form;
                at += 1;
                i += 1;
            }
            k += 1;
        }
        assert!(at == E, "Lookup: not its kept count");
        assert!(n == C, "Lookup: not its class count");
        l
    }

    /// [`Index::lookup_key`] for a word of at most 64 bits.
    #[inline(always)]
    pub fn lookup_key(&self, k: usize, word: u64, target: u32) -> Option<u16> {
        let (s, e) = self.buckets[k & (B - 1)];
        let r = s as usize..e as usize;
        let (bits, class) = (self.bits.get(r.clone())?, self.class.get(r.clone())?);
        let form = self.form.get(r)?;
        bits.iter()
            .zip(class)
            .zip(form)
            .find(
                |((&b, &c), _)| match (self.mask.get(c as usize), self.when.get(c as usize)) {
                    (Some(&m), Some(w)) => word & m == b && w.allows(target),
                    _ => false,
                },
            )
            .map(|(_, &f)| f)
    }

    /// [`Index::lookup_key`] for a word over 64 bits (a table with high halves).
    #[inline(always)]
    pub fn lookup_key_wide(&self, k: usize, word: u128, target: u32) -> Option<u16> {
        let (s, e) = self.buckets[k & (B - 1)];
        let (lo, hi) = (word as u64, (word >> 64) as u64);
        (s as usize..e as usize)
            .find(|&i| {
                let c = self.class.get(i).map_or(usize::MAX, |&c| c as usize);
                match (
                    self.bits.get(i),
                    self.mask.get(c),
                    self.high.get(i),
                    self.high.get(E + c),
                    self.when.get(c),
                ) {
                    (Some(&b), Some(&m), Some(&bh), Some(&mh), Some(w)) => {
                        lo & m == b && hi & mh == bh && w.allows(target)
                    }
                    _ => false,
                }
            })
            .and_then(|i| self.form.get(i).copied())
    }
}

/// The class among the first `n` of `mask`/`when` (the last [`CLASS_WINDOW`]) equal to
/// `m` and `w`, or `n`.
const fn class_of(mask: &[u128], when: &[Gate], n: usize, m: u128, w: Gate) -> usize {
    let mut c = n;
    while c > 0 && c + CLASS_WINDOW > n {
        c -= 1;
        if mask[c] == m && when[c].all == w.all && when[c].any == w.any {
            return c;
        }
    }
    n
}

/// An instruction set's length field and the byte lengths its values select (`None`:
/// one length).
pub type Lengths = Option<(Field, &'static [usize])>;

/// The key values a form can match: those agreeing with the key bits the form fixes.
/// Walked from `fixed`, then to the next subset of the free key bits, in increasing order
/// (`fixed | ((v & free | !free) + 1) & free`), until `v & free == free`.
#[derive(Clone, Copy)]
pub(crate) struct KeyValues {
    fixed: usize,
    free: usize,
}

impl KeyValues {
    /// The key values of `form`; with `length` (the length field and the lengths it
    /// selects), a form that fixes its length has clear key bits past its end (a decoded
    /// word has no bits beyond its length).
    pub(crate) const fn of<K>(form: &FormInfo<K>, key: Field, length: Lengths) -> KeyValues {
        let all = (1usize << key.width()) - 1;
        let past = match length {
            Some((field, lengths)) if form.mask & field.mask() == field.mask() => {
                let n = lengths[field.get(form.bits) as usize & (lengths.len() - 1)];
                !crate::bits::low_mask(8 * n as u32)
            }
            _ => 0,
        };
        let care = key.get(form.mask | past) as usize;
        KeyValues {
            fixed: key.get(form.bits & !past) as usize & care,
            free: all & !care,
        }
    }

    /// How many values there are.
    pub(crate) const fn count(self) -> usize {
        1 << self.free.count_ones()
    }
}

impl<const B: usize, const E: usize> Index<B, E> {
    /// Builds the index (at compile time): counts each bucket over the key values each
    /// form can match, then fills the buckets taking forms by descending priority and, on
    /// equal priority, in table order. Linear in the entries, so that large tables stay
    /// far below the compiler's const-evaluation limits.
    pub const fn build<K>(forms: &[FormInfo<K>], key: Field) -> Self {
        Self::build_with(forms, key, None)
    }

    /// [`build`](Index::build) for an instruction set of several lengths: a form that
    /// fixes its length is not entered under key values with bits past its end (decoding
    /// clears them).
    pub const fn build_with<K>(forms: &[FormInfo<K>], key: Field, length: Lengths) -> Self {
        assert!(B == 1 << key.width(), "index size must be 2^key width");
        assert!(forms.len() < u16::MAX as usize, "too many forms");
        let empty = Entry {
            mask: 0,
            bits: 0,
            when: Gate::ALWAYS,
            form: 0,
        };
        let mut idx = Index {
            key,
            buckets: [(0, 0); B],
            entries: [empty; E],
        };
        // Bucket sizes, then each bucket's start (its fill position while filling). (The
        // walks over the key values are written out: a call is slow in const evaluation,
        // where this runs, and a table has thousands of entries.)
        let mut i = 0;
        let mut top = 0;
        while i < forms.len() {
            let kv = KeyValues::of(&forms[i], key, length);
            let mut x = kv.fixed;
            loop {
                idx.buckets[x].1 += 1;
                // The next subset of the free bits (see `KeyValues`).
                let sub = x & kv.free;
                if sub == kv.free {
                    break;
                }
                x = kv.fixed | (((sub | !kv.free) + 1) & kv.free);
            }
            if forms[i].priority > top {
                top = forms[i].priority;
            }
            i += 1;
        }
        let mut start = 0u16;
        let mut v = 0;
        while v < B {
            let n = idx.buckets[v].1;
            idx.buckets[v] = (start, start);
            start += n;
            v += 1;
        }
        assert!(start as usize == E, "index entry count mismatch");
        let mut p = top as i32;
        while p >= 0 {
            let mut i = 0;
            while i < forms.len() {
                let f = &forms[i];
                if f.priority as i32 == p {
                    let kv = KeyValues::of(f, key, length);
                    let entry = Entry {
                        mask: f.mask,
                        bits: f.bits,
                        when: f.when,
                        form: i as u16,
                    };
                    let mut x = kv.fixed;
                    loop {
                        idx.entries[idx.buckets[x].1 as usize] = entry;
                        idx.buckets[x].1 += 1;
                        let sub = x & kv.free;
                        if sub == kv.free {
                            break;
                        }
                        x = kv.fixed | (((sub | !kv.free) + 1) & kv.free);
                    }
                }
                i += 1;
            }
            p -= 1;
        }
        idx
    }

    /// Index of the first (highest-priority) form matching `word` on a target with the
    /// gate bits `target` (0 for instruction sets without a target).
    #[inline(always)]
    pub fn lookup(&self, word: u128, target: u32) -> Option<u16> {
        self.lookup_key(self.key.get(word) as usize, word, target)
    }

    /// [`Index::lookup`] with the key value already read from `word` (by the table's
    /// `const` key field, whose pieces the compiler then knows).
    #[inline(always)]
    pub fn lookup_key(&self, k: usize, word: u128, target: u32) -> Option<u16> {
        self.scan(k, target, |e| word & e.mask == e.bits)
    }

    /// [`Index::lookup_key`] for words of at most 64 bits (the high half of every mask
    /// is zero, so only the low halves are compared).
    #[inline(always)]
    pub fn lookup_key64(&self, k: usize, word: u64, target: u32) -> Option<u16> {
        self.scan(k, target, |e| word & e.mask as u64 == e.bits as u64)
    }

    /// The first entry of bucket `k` that `matches` and exists on `target`.
    #[inline(always)]
    fn scan(&self, k: usize, target: u32, matches: impl Fn(&Entry) -> bool) -> Option<u16> {
        let (s, e) = self.buckets[k & (B - 1)];
        for entry in &self.entries[s as usize..e as usize] {
            if matches(entry) && entry.when.allows(target) {
                return Some(entry.form);
            }
        }
        None
    }

    /// Size of the largest bucket.
    pub fn max_bucket(&self) -> usize {
        self.buckets
            .iter()
            .map(|&(s, e)| (e - s) as usize)
            .max()
            .unwrap_or(0)
    }
}
