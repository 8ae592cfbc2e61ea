//! The printer of every fixed-form table: per-form print plans, made at compile time from
//! the forms' descriptors.
//!
//! A line is the mnemonic, its modifiers, the layout's gap and padding, and the operands
//! with the layout's separators. Walking a form's descriptor for every line would read
//! every modifier field (most print nothing), look its text up and dispatch on each
//! operand slot, placeholders included. [`Plans`] does that walk once, in `const`
//! evaluation: it keeps only the modifiers that can print something, prepares each field
//! read as shifts within one 64-bit half of the word, and keeps the constant text (the
//! mnemonic with the gap, separators and placeholder operands) in one text pool, where a
//! head repeated by the next form and each kind of piece between operands is written
//! once; padding is written as spaces. Every value of a live modifier has its text padded
//! to a fixed size ([`ModDesc::chunks`](crate::form::ModDesc::chunks), made once per enum
//! and per flag by the table's macros), so a modifier is written with one store whatever
//! its value. A line is then a handful of copies, one store per live modifier and one call
//! per real operand. The modifiers of each of a table's first [`LISTS`] distinct
//! modifier lists are written by a function of their own ([`list_writers`]), made at
//! compile time with the list as a constant.
//!
//! The plans are pooled: a class's forms share one modifier list and, when their
//! operands agree, one operand list, so a table's plans grow with its classes and its
//! mnemonics, not with a fixed capacity per form. Any form can be planned.

use super::Isa;
use crate::bits::Field;
use crate::form::{FormInfo, ModDesc, OperandDesc, Quiet};
use crate::piece::Chunk;
use crate::text::Sink;
use core::fmt::{self, Write};

/// The most modifier text a list writes after one capacity check.
const MODS_ROOM: usize = 96;

/// How an instruction set lays a line out around the modifiers and operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Text after the mnemonic and its modifiers (`" "`).
    pub gap: &'static str,
    /// Whether the gap (and padding) follow a form without operands too.
    pub gap_alone: bool,
    /// Column the operands start at, at least (spaces are added; 0: no padding).
    pub pad_to: u8,
    /// Text between operands (`b", "`).
    pub sep: &'static [u8],
    /// Text of a placeholder operand ([`Isa::PLACEHOLDER`]).
    pub placeholder: &'static str,
}

impl Layout {
    /// The layout of a table's generated `Display`, as its assembler reads it: one space
    /// after the modifiers when there are operands, operands separated by `sep` (from
    /// [`separator`]).
    pub const fn generic(sep: &'static [u8; 2], placeholder: &'static str) -> Layout {
        Layout {
            gap: " ",
            gap_alone: false,
            pad_to: 0,
            sep: if sep[1] == 0 { b" " } else { sep },
            placeholder,
        }
    }
}

/// The separator text of a table's `separator:` (`Some(b',')` gives `", "`; `None`, a
/// blank or a byte that is not ASCII: a space, marked by a second byte 0), for
/// [`Layout::generic`].
pub const fn separator(sep: Option<u8>) -> [u8; 2] {
    match sep {
        Some(c) if c != b' ' && c != 0 && c.is_ascii() => [c, b' '],
        _ => [b' ', 0],
    }
}

/// One run of word bits within one 64-bit half.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    /// Lowest word bit (0..128).
    lo: u8,
    /// Number of bits (1..=64).
    width: u8,
    /// Where the run goes in the value.
    shift: u8,
}

const NO_RUN: Run = Run {
    lo: 0,
    width: 1,
    shift: 0,
};

/// A field read prepared at compile time: the field's pieces split at bit 64, so each is a
/// shift and a mask of one half of the word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Reader {
    count: u8,
    /// The field is wider than 64 bits: read it with [`Reader::get_wide`].
    wide: bool,
    runs: [Run; 5],
}

impl Reader {
    const EMPTY: Reader = Reader {
        count: 0,
        wide: false,
        runs: [NO_RUN; 5],
    };

    /// The reader of `field`: its pieces, each split at bit 64, a piece that continues
    /// the previous one's word bits merged into its run (piece by piece, so that planning
    /// a table stays cheap in the compiler's const evaluation). (A field has at most four
    /// pieces, so at most five runs.)
    const fn of(field: Field) -> Reader {
        let mut r = Reader::EMPTY;
        r.wide = field.width > 64;
        let mut shift = 0;
        let mut i = 0;
        while i < field.count as usize {
            let piece = field.pieces[i];
            let (mut lo, mut left) = (piece.lo as u32, piece.width as u32);
            while left > 0 {
                // Up to bit 64, or the rest of the piece.
                let width = if lo < 64 && lo + left > 64 {
                    64 - lo
                } else {
                    left
                };
                let n = r.count as usize;
                let extends = n > 0 && {
                    let last = r.runs[n - 1];
                    last.lo as u32 + last.width as u32 == lo && lo != 64
                };
                if extends {
                    r.runs[n - 1].width += width as u8;
                } else {
                    r.runs[n] = Run {
                        lo: lo as u8,
                        width: width as u8,
                        shift: shift as u8,
                    };
                    r.count += 1;
                }
                lo += width;
                left -= width;
                shift += width;
            }
            i += 1;
        }
        r
    }

    /// The value of a field wider than 64 bits in `word`.
    #[cold]
    fn get_wide(&self, word: u128) -> u128 {
        let mut v = 0;
        for r in &self.runs[..(self.count as usize).min(5)] {
            let bits = (word >> r.lo) & crate::bits::low_mask(r.width as u32);
            v |= bits << r.shift;
        }
        v
    }

    /// The field's value in `word` (a field of at most 64 bits).
    #[inline(always)]
    fn get(&self, word: u128) -> u64 {
        let run = |r: &Run| {
            let h = if r.lo < 64 {
                word as u64
            } else {
                (word >> 64) as u64
            };
            ((h >> (r.lo & 63)) & (u64::MAX >> (64 - r.width as u32))) << r.shift
        };
        if self.count == 1 {
            // The first run lands at bit 0 of the value.
            let r = &self.runs[0];
            return ((word >> (r.lo & 127)) as u64) & (u64::MAX >> (64 - r.width as u32));
        }
        if self.count == 3 {
            // Three runs, unrolled: a field split by another and by bit 64, as Vivante's
            // sources are.
            return run(&self.runs[0]) | run(&self.runs[1]) | run(&self.runs[2]);
        }
        let mut v = 0;
        for r in &self.runs[..(self.count as usize).min(5)] {
            v |= run(r);
        }
        v
    }
}

/// A modifier of a list with a writer of its own ([`list_writers`]): its field's reader
/// and padded texts.
#[derive(Clone, Copy, Debug)]
struct ModStep {
    read: Reader,
    text: &'static [Chunk],
}

const NO_MOD: ModStep = ModStep {
    read: Reader::EMPTY,
    text: &[],
};

/// A modifier that can print something, in the plans.
#[derive(Clone, Copy, Debug)]
struct ModRef {
    /// Its field's reader, `Plans::readers[read]`.
    read: u16,
    /// Text per value (see [`ModDesc::names`](crate::form::ModDesc::names)); unnamed
    /// values print in decimal.
    names: &'static [Option<&'static str>],
    /// The padded text of every value of the field
    /// ([`ModDesc::chunks`](crate::form::ModDesc::chunks)); empty when some value's text
    /// does not fit a chunk, or the type has fewer values than the field. (Not kept
    /// with `compact-text`, where it is always empty.)
    #[cfg(not(feature = "compact-text"))]
    text: &'static [Chunk],
}

/// A class's live modifiers: `Plans::mods[start..start + n]`.
#[derive(Clone, Copy, Debug)]
struct ModList {
    start: u32,
    n: u16,
    /// The most text the modifiers print, when every one has padded text (they are then
    /// written after one capacity check); 0 otherwise.
    room: u8,
    /// Which of the table's distinct lists with a writer of its own this is
    /// ([`list_writers`]); `u8::MAX` when none.
    writer: u8,
    /// When no live modifier prints anything.
    quiet: Quiet,
}

/// An operand that is not a placeholder, with the constant text before it
/// (`Plans::text[lit..lit + lit_len]`).
#[derive(Clone, Copy, Debug)]
struct OpStep<K: 'static> {
    kind: Option<K>,
    /// Its field's reader, `Plans::readers[read]`.
    read: u16,
    lit: Off,
    lit_len: u8,
}

/// An offset into a plan's text or operand pool: 16 bits with `compact-text` (a table's
/// plans then hold at most 65,536 bytes of text and operand steps each; more is a compile
/// error), else 32.
#[cfg(not(feature = "compact-text"))]
type Off = u32;
#[cfg(feature = "compact-text")]
type Off = u16;

/// The print plan of one form.
#[derive(Clone, Copy, Debug)]
struct FormPlan {
    /// `Plans::text[text..]`: the mnemonic and the gap.
    text: Off,
    /// Its real operands, `Plans::ops[ops..ops + nops]`.
    ops: Off,
    /// The text after the last real operand (trailing placeholders),
    /// `Plans::text[tail..tail + tail_len]`.
    tail: Off,
    /// Its class's modifier list (`Plans::lists`; a table has at most 65,536 forms).
    mods: u16,
    /// The mnemonic's length.
    mnemonic: u8,
    /// The length of the mnemonic and the gap.
    gap: u8,
    /// The length of the mnemonic, the gap and the padding (a quiet line that starts at
    /// column 0).
    head: u8,
    nops: u8,
    tail_len: u8,
}

/// How many entries each pool of a table's [`Plans`] has: `Shape::of(&FORMS, &LAYOUT)`
/// gives the sizes the plans' type is declared with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Modifier lists (one per class, classes whose lists print alike sharing one).
    pub lists: usize,
    /// Live modifiers of all lists.
    pub mods: usize,
    /// Real operands of all forms.
    pub ops: usize,
    /// Distinct fields of modifiers and operands (readers).
    pub readers: usize,
    /// Bytes of constant text, with [`Chunk::MAX`] bytes of padding at the end.
    pub text: usize,
}

/// Whether form `i` takes form `i - 1`'s modifier list: they are of one class (a class's
/// forms are consecutive in the table and share its modifiers: a class's type parameters
/// change only operand types).
const fn shares_mods<K>(forms: &[FormInfo<K>], i: usize) -> bool {
    i > 0
        && forms[i].mods.len() == forms[i - 1].mods.len()
        && crate::form::support::str_eq(forms[i].class, forms[i - 1].class)
}

/// Whether modifier `m` prints something for some value (a field whose every value is
/// named with empty text never does); and its first silent value.
const fn liveness(m: &ModDesc) -> (bool, Option<usize>) {
    let w = m.field.width as u32;
    let mut all_silent = w < 16 && m.names.len() >= 1 << w;
    let mut silent = None;
    let mut v = 0;
    // (One pass written out: a call is slow in the compiler's const evaluation.)
    while v < m.names.len() && (silent.is_none() || all_silent) {
        match m.names[v] {
            Some(s) if s.is_empty() => {
                if silent.is_none() {
                    silent = Some(v);
                }
            }
            _ => all_silent = false,
        }
        v += 1;
    }
    (!all_silent, silent)
}

/// The live modifiers of a list.
const fn live_count(mods: &[ModDesc]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < mods.len() {
        if liveness(&mods[i]).0 {
            n += 1;
        }
        i += 1;
    }
    n
}

/// Whether a form's line has the gap (it has operands, or the layout always has one).
const fn has_gap<K>(form: &FormInfo<K>, layout: &Layout) -> bool {
    layout.gap_alone || !form.operands.is_empty()
}

/// The bytes of a form's head in the text pool: mnemonic and gap (the padding is written
/// as spaces), none when the previous form's head is the same.
const fn head_len<K>(forms: &[FormInfo<K>], i: usize, layout: &Layout) -> usize {
    if same_head(forms, i, layout) {
        return 0;
    }
    let f = &forms[i];
    f.mnemonic.len()
        + if has_gap(f, layout) {
            layout.gap.len()
        } else {
            0
        }
}

/// Whether form `i` prints the head of form `i - 1` (it takes that one's text).
const fn same_head<K>(forms: &[FormInfo<K>], i: usize, layout: &Layout) -> bool {
    i > 0
        && crate::form::support::str_eq(forms[i].mnemonic, forms[i - 1].mnemonic)
        && has_gap(&forms[i], layout) == has_gap(&forms[i - 1], layout)
}

/// The constant text around a form's real operands comes in pieces, each a function of
/// where it is and how many placeholders it holds: before the first real operand
/// (`ph, ph, `), between two (`, ph, `), after the last (`, ph`), or the whole list when
/// no operand is real (`ph, ph`). A piece of each kind and count is written to the text
/// pool once ([`PIECE_KEYS`] of them are remembered).
#[derive(Clone, Copy, PartialEq, Eq)]
enum PieceAt {
    First = 0,
    Between = 1,
    Last = 2,
    Alone = 3,
}

/// Counts of placeholders per piece kind whose pieces are shared.
const PIECE_COUNTS: usize = 16;
/// Piece kinds and counts remembered: a piece's key is `kind * PIECE_COUNTS + count`.
const PIECE_KEYS: usize = 4 * PIECE_COUNTS;

/// The key of a piece, `None` when it holds too many placeholders to be shared.
const fn piece_key(at: PieceAt, count: usize) -> Option<usize> {
    if count < PIECE_COUNTS {
        Some(at as usize * PIECE_COUNTS + count)
    } else {
        None
    }
}

/// The bytes of a piece.
const fn piece_len(at: PieceAt, count: usize, layout: &Layout) -> usize {
    let (s, p) = (layout.sep.len(), layout.placeholder.len());
    match at {
        PieceAt::First if count > 0 => count * (p + s),
        PieceAt::Between => count * (s + p) + s,
        PieceAt::Last => count * (s + p),
        PieceAt::Alone if count > 0 => count * (p + s) - s,
        _ => 0,
    }
}

/// Writes a piece's text at the end of `text`.
const fn write_piece<const T: usize>(
    at: PieceAt,
    count: usize,
    layout: &Layout,
    text: &mut [u8; T],
    len: &mut usize,
) {
    let mut c = 0;
    while c < count {
        if c > 0 || matches!(at, PieceAt::Between | PieceAt::Last) {
            append(text, len, layout.sep);
        }
        append(text, len, layout.placeholder.as_bytes());
        c += 1;
    }
    if matches!(at, PieceAt::Between) || (matches!(at, PieceAt::First) && count > 0) {
        append(text, len, layout.sep);
    }
}

/// The bytes an operand list adds to the text pool: its pieces not written before
/// (`written`, by key).
const fn ops_text_len<K>(
    ops: &[OperandDesc<K>],
    layout: &Layout,
    written: &mut [bool; PIECE_KEYS],
) -> usize {
    let (mut n, mut at, mut count, mut i) = (0, PieceAt::First, 0, 0);
    while i <= ops.len() {
        let end = i == ops.len();
        if !end && ops[i].kind.is_none() {
            count += 1;
        } else {
            let kind = match (end, at) {
                (true, PieceAt::First) => PieceAt::Alone,
                (true, _) => PieceAt::Last,
                (false, a) => a,
            };
            match piece_key(kind, count) {
                Some(k) if written[k] => {}
                Some(k) => {
                    written[k] = true;
                    n += piece_len(kind, count, layout);
                }
                None => n += piece_len(kind, count, layout),
            }
            at = PieceAt::Between;
            count = 0;
        }
        i += 1;
    }
    n
}

/// The real operands (placeholders excluded).
const fn real_count<K>(ops: &[OperandDesc<K>]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < ops.len() {
        if ops[i].kind.is_some() {
            n += 1;
        }
        i += 1;
    }
    n
}

impl Shape {
    /// The pools the plans of `forms` laid out by `layout` need; `same` is, for each
    /// form, the first form whose operands print alike ([`__isa_same_ops!`]).
    ///
    /// [`__isa_same_ops!`]: crate::__isa_same_ops
    pub const fn of<K>(forms: &[FormInfo<K>], layout: &Layout, same: &[u16]) -> Shape {
        let mut s = Shape {
            lists: 0,
            mods: 0,
            ops: 0,
            readers: 0,
            text: Chunk::MAX,
        };
        let mut seen = Seen::NEW;
        let mut fields = Fields::NEW;
        let mut written = [false; PIECE_KEYS];
        let mut i = 0;
        while i < forms.len() {
            let f = &forms[i];
            s.text += head_len(forms, i, layout);
            if !shares_mods(forms, i) {
                let sig = list_sig(f.mods);
                if seen.find(forms, f.mods, sig).is_none() {
                    seen.add(sig, i, s.lists);
                    s.mods += live_count(f.mods);
                    let mut k = 0;
                    while k < f.mods.len() {
                        if liveness(&f.mods[k]).0 {
                            fields.index(f.mods[k].field, &mut s.readers);
                        }
                        k += 1;
                    }
                    s.lists += 1;
                }
            }
            if same[i] as usize == i {
                s.ops += real_count(f.operands);
                let mut k = 0;
                while k < f.operands.len() {
                    let op = &f.operands[k];
                    if op.kind.is_some() {
                        fields.index(op.field, &mut s.readers);
                    }
                    k += 1;
                }
                s.text += ops_text_len(f.operands, layout, &mut written);
            }
            i += 1;
        }
        s
    }
}

/// Slots of the tables that find an earlier equal modifier list or field (each keeps the
/// last one of its hash: a table of many lists or fields may keep one twice; planning
/// stays linear, one look per list or field).
const SLOTS: usize = 1024;

/// The slot of a 64-bit hash.
const fn slot(h: u64) -> usize {
    (h.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32) as usize % SLOTS
}

/// Distinct modifier lists planned, by signature: each one's signature, the form it came
/// from and its index among the lists.
struct Seen {
    sig: [u64; SLOTS],
    form: [usize; SLOTS],
    list: [Option<usize>; SLOTS],
}

impl Seen {
    const NEW: Seen = Seen {
        sig: [0; SLOTS],
        form: [0; SLOTS],
        list: [None; SLOTS],
    };

    /// The list index of an earlier list that prints as `mods` (signature `sig`) does.
    const fn find<K>(&self, forms: &[FormInfo<K>], mods: &[ModDesc], sig: u64) -> Option<usize> {
        let k = slot(sig);
        match self.list[k] {
            Some(l) if self.sig[k] == sig && same_list(forms[self.form[k]].mods, mods) => Some(l),
            _ => None,
        }
    }

    const fn add(&mut self, sig: u64, form: usize, list: usize) {
        let k = slot(sig);
        self.sig[k] = sig;
        self.form[k] = form;
        self.list[k] = Some(list);
    }
}

/// A hash of a field's pieces and number.
pub(crate) const fn field_hash(f: Field) -> u64 {
    let mut h = f.num as u64;
    let mut i = 0;
    while i < f.count as usize {
        h = (h << 16) ^ ((f.pieces[i].lo as u64) << 8) ^ (f.pieces[i].width as u64) ^ (h >> 48);
        i += 1;
    }
    h
}

/// Distinct fields planned, by their pieces: each one's field and reader index.
struct Fields {
    field: [Option<Field>; SLOTS],
    reader: [usize; SLOTS],
}

impl Fields {
    const NEW: Fields = Fields {
        field: [None; SLOTS],
        reader: [0; SLOTS],
    };

    /// The slot of a field.
    const fn slot(f: Field) -> usize {
        slot(field_hash(f))
    }

    /// The reader index of `f`: an earlier equal field's, or the next of `*n` (counted).
    const fn index(&mut self, f: Field, n: &mut usize) -> (usize, bool) {
        let k = Self::slot(f);
        if let Some(g) = self.field[k] {
            if g.same(f) {
                return (self.reader[k], false);
            }
        }
        self.field[k] = Some(f);
        self.reader[k] = *n;
        *n += 1;
        (*n - 1, true)
    }
}

/// A number that two modifier lists printing alike share: each live modifier's field
/// bits and number of values.
const fn list_sig(mods: &[ModDesc]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    let mut i = 0;
    while i < mods.len() {
        let m = &mods[i];
        if liveness(m).0 {
            let mask = m.field.mask();
            let step = (mask as u64 ^ (mask >> 64) as u64) ^ (m.names.len() as u64) << 56;
            h = (h ^ step).wrapping_mul(0x0100_0000_01b3);
        }
        i += 1;
    }
    h
}

/// Whether two modifier lists print alike: the same live modifiers (fields and texts),
/// in order. Classes with such lists share their planned steps.
const fn same_list(a: &[ModDesc], b: &[ModDesc]) -> bool {
    let (mut i, mut j) = (0, 0);
    loop {
        while i < a.len() && !liveness(&a[i]).0 {
            i += 1;
        }
        while j < b.len() && !liveness(&b[j]).0 {
            j += 1;
        }
        if i == a.len() || j == b.len() {
            return i == a.len() && j == b.len();
        }
        let (x, y) = (&a[i], &b[j]);
        if !x.field.same(y.field)
            || !same_names(x.names, y.names)
            || x.padded().len() != y.padded().len()
        {
            return false;
        }
        i += 1;
        j += 1;
    }
}

/// Copies `s` into `text` at `*len`.
const fn append(text: &mut [u8], len: &mut usize, s: &[u8]) {
    let mut i = 0;
    while i < s.len() {
        text[*len + i] = s[i];
        i += 1;
    }
    *len += s.len();
}

/// The print plans of a table's forms, in table order, in pools sized by the table's
/// [`Shape`] (`L` modifier lists of `M` modifiers, `O` operands reading `R` distinct
/// fields, `T` bytes of text).
#[derive(Clone, Copy, Debug)]
pub struct Plans<
    K: 'static,
    const F: usize,
    const L: usize,
    const M: usize,
    const O: usize,
    const R: usize,
    const T: usize,
> {
    forms: [FormPlan; F],
    lists: [ModList; L],
    mods: [ModRef; M],
    ops: [OpStep<K>; O],
    readers: [Reader; R],
    /// Constant text, padded with [`Chunk::MAX`] bytes so that any run can be stored
    /// whole.
    text: [u8; T],
}

impl<
        K: Copy + 'static,
        const F: usize,
        const L: usize,
        const M: usize,
        const O: usize,
        const R: usize,
        const T: usize,
    > Plans<K, F, L, M, O, R, T>
{
    /// The plans of every form of a table, laid out by `layout`, in pools of the sizes
    /// [`Shape::of`] gives for them (other sizes panic: a compile error in a `static`).
    pub const fn new(forms: &[FormInfo<K>; F], layout: &Layout, same: &[u16; F]) -> Self {
        assert!(
            T - 1 <= Off::MAX as usize && O <= Off::MAX as usize,
            "print plans: with the `compact-text` feature, a table's plans hold at most \
             65,535 operand steps and 65,536 bytes of text"
        );
        let empty_op = OpStep {
            kind: None,
            read: 0,
            lit: 0,
            lit_len: 0,
        };
        let mut p = Plans {
            forms: [FormPlan {
                text: 0,
                mnemonic: 0,
                gap: 0,
                head: 0,
                mods: 0,
                ops: 0,
                nops: 0,
                tail_len: 0,
                tail: 0,
            }; F],
            lists: [ModList {
                start: 0,
                n: 0,
                room: 0,
                writer: u8::MAX,
                quiet: Quiet::NEVER,
            }; L],
            mods: [ModRef {
                read: 0,
                names: &[],
                #[cfg(not(feature = "compact-text"))]
                text: &[],
            }; M],
            ops: [empty_op; O],
            readers: [Reader::EMPTY; R],
            text: [0; T],
        };
        let (mut nl, mut nm, mut no, mut nt) = (0, 0, 0, 0);
        let mut seen = Seen::NEW;
        let (mut fields, mut nr) = (Fields::NEW, 0);
        let mut pieces = [u32::MAX; PIECE_KEYS];
        let mut i = 0;
        while i < F {
            let f = &forms[i];
            // The head: mnemonic and gap (the previous form's when the same); the padding
            // is written as spaces.
            let start = if same_head(forms, i, layout) {
                p.forms[i - 1].text as usize
            } else {
                let start = nt;
                append(&mut p.text, &mut nt, f.mnemonic.as_bytes());
                if has_gap(f, layout) {
                    append(&mut p.text, &mut nt, layout.gap.as_bytes());
                }
                start
            };
            let mnemonic = f.mnemonic.len();
            let gap = mnemonic
                + if has_gap(f, layout) {
                    layout.gap.len()
                } else {
                    0
                };
            let head = if has_gap(f, layout) && gap < layout.pad_to as usize {
                layout.pad_to as usize
            } else {
                gap
            };
            let shares = shares_mods(forms, i);
            p.forms[i] = FormPlan {
                text: start as Off,
                mnemonic: short_len(mnemonic),
                gap: short_len(gap),
                head: short_len(head),
                mods: if shares {
                    p.forms[i - 1].mods
                } else {
                    nl as u16
                },
                ops: 0,
                nops: 0,
                tail_len: 0,
                tail: 0,
            };
            if !shares {
                // A class whose list prints as an earlier one does takes that list.
                let sig = list_sig(f.mods);
                match seen.find(forms, f.mods, sig) {
                    Some(k) => p.forms[i].mods = k as u16,
                    None => {
                        seen.add(sig, i, nl);
                        p.lists[nl] = p.mod_list(f.mods, &mut nm, &mut fields, &mut nr);
                        nl += 1;
                    }
                }
            }
            let first = same[i] as usize;
            if first != i {
                // An earlier form's operands print alike: its steps and trailing text.
                let o = p.forms[first];
                p.forms[i].ops = o.ops;
                p.forms[i].nops = o.nops;
                p.forms[i].tail = o.tail;
                p.forms[i].tail_len = o.tail_len;
                i += 1;
                continue;
            }
            Self::plan_ops(
                &mut p.forms[i],
                f.operands,
                layout,
                &mut p.ops,
                &mut no,
                (&mut p.text, &mut nt, &mut pieces),
            );
            // Each real operand's reader: an earlier equal field's, or a new one.
            let mut k = 0;
            let mut o = p.forms[i].ops as usize;
            while k < f.operands.len() {
                let op = &f.operands[k];
                if op.kind.is_some() {
                    p.ops[o].read = p.add_reader(op.field, &mut fields, &mut nr);
                    o += 1;
                }
                k += 1;
            }
            i += 1;
        }
        assert!(
            nl == L && nm == M && no == O && nr == R && nt + Chunk::MAX == T,
            "print plans: pool sizes are not Shape::of the table"
        );
        p.number_lists();
        p
    }

    /// The reader index of `field`, a new reader (the `*nr`th) when no earlier field in
    /// `fields` is the same.
    const fn add_reader(&mut self, field: Field, fields: &mut Fields, nr: &mut usize) -> u16 {
        let (r, new) = fields.index(field, nr);
        if new {
            self.readers[r] = Reader::of(field);
        }
        r as u16
    }

    /// Plans a class's modifiers into the pool from `*n` on.
    const fn mod_list(
        &mut self,
        list: &[ModDesc],
        n: &mut usize,
        fields: &mut Fields,
        nr: &mut usize,
    ) -> ModList {
        let mut l = ModList {
            start: *n as u32,
            n: 0,
            room: 0,
            writer: u8::MAX,
            quiet: Quiet { mask: 0, bits: 0 },
        };
        let (mut all_padded, mut room) = (true, 0);
        let mut i = 0;
        while i < list.len() {
            let m = &list[i];
            i += 1;
            let (live, silent) = liveness(m);
            if !live {
                continue;
            }
            let read = self.add_reader(m.field, fields, nr);
            // Every value of the field has padded text: the modifier can go in the run
            // written after one capacity check. (`compact-text`: every modifier prints
            // from its names, and the padded tables stay out of the image.)
            let text = if cfg!(feature = "compact-text") || m.field.width > 64 {
                &[]
            } else {
                m.padded()
            };
            if text.is_empty() {
                all_padded = false;
            } else {
                room += text[0].room as usize;
            }
            self.mods[*n] = ModRef {
                read,
                names: m.names,
                #[cfg(not(feature = "compact-text"))]
                text,
            };
            *n += 1;
            l.n += 1;
            match silent {
                Some(v)
                    if l.quiet.mask != Quiet::NEVER.mask || l.quiet.bits != Quiet::NEVER.bits =>
                {
                    l.quiet.mask |= m.field.mask();
                    l.quiet.bits |= m.field.place(v as u128);
                }
                _ => l.quiet = Quiet::NEVER,
            }
        }
        l.room = if all_padded && room <= MODS_ROOM {
            room as u8
        } else {
            0
        };
        l
    }

    /// Plans a form's operands into `ops` from `*n` on, their constant text's pieces into
    /// `text` from `*len` on (a piece written before is taken from where it is,
    /// `pieces` holding the offset of each by key).
    const fn plan_ops(
        form: &mut FormPlan,
        list: &[OperandDesc<K>],
        layout: &Layout,
        ops: &mut [OpStep<K>; O],
        n: &mut usize,
        (text, len, pieces): (&mut [u8; T], &mut usize, &mut [u32; PIECE_KEYS]),
    ) {
        form.ops = *n as Off;
        let (mut at, mut count, mut i) = (PieceAt::First, 0, 0);
        while i <= list.len() {
            let end = i == list.len();
            if !end && list[i].kind.is_none() {
                count += 1;
                i += 1;
                continue;
            }
            let kind = match (end, at) {
                (true, PieceAt::First) => PieceAt::Alone,
                (true, _) => PieceAt::Last,
                (false, a) => a,
            };
            let key = piece_key(kind, count);
            let start = match key {
                Some(k) if pieces[k] != u32::MAX => pieces[k] as usize,
                _ => {
                    let start = *len;
                    write_piece(kind, count, layout, text, len);
                    if let Some(k) = key {
                        pieces[k] = start as u32;
                    }
                    start
                }
            };
            let piece_len = short_len(piece_len(kind, count, layout));
            if end {
                form.tail = start as Off;
                form.tail_len = piece_len;
            } else {
                ops[*n] = OpStep {
                    kind: list[i].kind,
                    read: 0,
                    lit: start as Off,
                    lit_len: piece_len,
                };
                *n += 1;
                form.nops += 1;
            }
            at = PieceAt::Between;
            count = 0;
            i += 1;
        }
    }

    /// Numbers the modifier lists that get a writer of their own, the first [`WRITERS`]
    /// of them (lists that print alike are one list already).
    const fn number_lists(&mut self) {
        let mut n = 0;
        let mut i = 0;
        while i < L && n != WRITERS {
            let l = &mut self.lists[i];
            if l.room != 0 && l.n as usize <= STEPS {
                l.writer = n as u8;
                n += 1;
            }
            i += 1;
        }
    }

    /// The table's distinct modifier lists with a writer of their own, in the numbering
    /// of [`list_writers`] (unused entries are empty).
    pub const fn lists(&self) -> [WriterList; LISTS] {
        let mut out = [WriterList::EMPTY; LISTS];
        let mut i = 0;
        while i < L {
            let l = &self.lists[i];
            let k = l.writer as usize;
            if k < LISTS && out[k].n == 0 {
                let mut j = 0;
                while j < l.n as usize {
                    out[k].steps[j] = self.step(&self.mods[l.start as usize + j]);
                    j += 1;
                }
                out[k].n = l.n as u8;
                out[k].room = l.room;
            }
            i += 1;
        }
        out
    }

    /// Reader `i` of the pool.
    #[inline(always)]
    fn reader(&self, i: u16) -> &Reader {
        self.readers.get(i as usize).unwrap_or(&Reader::EMPTY)
    }

    /// The modifier step `m` with its reader.
    #[inline(always)]
    const fn step(&self, m: &ModRef) -> ModStep {
        let i = m.read as usize;
        let read = if i < R {
            self.readers[i]
        } else {
            Reader::EMPTY
        };
        ModStep {
            read,
            text: m.text(),
        }
    }

    /// Whether form `i`'s modifiers are written after one capacity check (their text
    /// fits the room for that).
    pub fn mods_in_one_run(&self, i: usize) -> bool {
        self.forms
            .get(i)
            .and_then(|f| self.lists.get(f.mods as usize))
            .is_some_and(|l| l.n == 0 || l.room > 0)
    }

    /// Whether form `i`'s modifiers are written by a writer of their list
    /// ([`list_writers`]), or have nothing to write.
    pub fn mods_listed(&self, i: usize) -> bool {
        self.forms
            .get(i)
            .and_then(|f| self.lists.get(f.mods as usize))
            .is_some_and(|l| l.n == 0 || (l.writer as usize) < LISTS)
    }

    /// The mnemonic of form `i`.
    pub fn mnemonic(&self, i: usize) -> &str {
        let Some(f) = self.forms.get(i) else {
            return "";
        };
        let at = f.text as usize;
        self.text
            .get(at..at + f.mnemonic as usize)
            .and_then(|b| core::str::from_utf8(b).ok())
            .unwrap_or("")
    }

    /// Writes the line of `word`, which matches form `i`, the modifiers of the table's
    /// first distinct lists with `writers` ([`list_writers`] of these plans'
    /// [`Plans::lists`]; empty: all with the plans' loop). `pad_to` is the layout's.
    #[inline]
    pub fn write<I: Isa<Kind = K>>(
        &self,
        i: usize,
        word: u128,
        pad_to: u8,
        writers: &[ListFn],
        out: &mut Sink<'_>,
    ) -> fmt::Result {
        let f = self.forms.get(i).ok_or(fmt::Error)?;
        let l = self.lists.get(f.mods as usize).ok_or(fmt::Error)?;
        let at = f.text as usize;
        let quiet = l.quiet.matches(word);
        if quiet && out.column() == 0 {
            if f.head == f.gap {
                out.push_run(&self.text, at, f.gap as usize)?;
            } else {
                out.push_run_padded(&self.text, at, f.gap as usize, f.head as usize)?;
            }
        } else {
            out.push_run(&self.text, at, f.mnemonic as usize)?;
            let mods = self
                .mods
                .get(l.start as usize..l.start as usize + l.n as usize)
                .unwrap_or(&[]);
            if !quiet && l.room != 0 {
                // One store per modifier, whatever its value: the text does not steer
                // a branch; a list of the table's first few has a writer of its own,
                // with its fields and texts as constants.
                match writers.get(l.writer as usize) {
                    Some(w) => w(word, out)?,
                    None => out.piece(l.room as usize, |p| {
                        for m in mods {
                            m.chunk(self.reader(m.read), word, p);
                        }
                    })?,
                }
            } else if !quiet {
                for m in mods {
                    m.write(self.reader(m.read), word, I::WORD_BITS > 64, out)?;
                }
            }
            out.push_run(
                &self.text,
                at + f.mnemonic as usize,
                (f.gap - f.mnemonic) as usize,
            )?;
            if pad_to != 0 && f.head != f.gap {
                out.pad_to(pad_to as usize)?;
            }
        }
        let ops = self
            .ops
            .get(f.ops as usize..f.ops as usize + f.nops as usize)
            .unwrap_or(&[]);
        for op in ops {
            out.push_run(&self.text, op.lit as usize, op.lit_len as usize)?;
            let read = self.reader(op.read);
            // (Words of 64 bits or fewer have no wide fields: no code for them.)
            let raw = if I::WORD_BITS > 64 && read.wide {
                read.get_wide(word)
            } else {
                read.get(word) as u128
            };
            if let Some(k) = op.kind {
                I::write_operand(k, raw, word, out)?;
            }
        }
        out.push_run(&self.text, f.tail as usize, f.tail_len as usize)
    }
}

/// `n` as a length in a plan: a mnemonic with its gap and padding, or the constant text
/// before or after an operand, is at most 255 bytes (a compile error otherwise).
const fn short_len(n: usize) -> u8 {
    assert!(
        n <= u8::MAX as usize,
        "print plans: a mnemonic, or the text between two operands, is over 255 bytes"
    );
    n as u8
}

/// Whether two value-text tables are equal.
pub(crate) const fn same_names(a: &[Option<&str>], b: &[Option<&str>]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        match (a[i], b[i]) {
            (Some(x), Some(y)) if crate::form::support::str_eq(x, y) => {}
            (None, None) => {}
            _ => return false,
        }
        i += 1;
    }
    true
}

impl ModRef {
    /// [`ModRef::text`], empty with `compact-text`.
    #[inline(always)]
    const fn text(&self) -> &'static [Chunk] {
        #[cfg(not(feature = "compact-text"))]
        return self.text;
        #[cfg(feature = "compact-text")]
        return &[];
    }

    /// Stores the padded text of the modifier's value in `word` (read by `read`).
    #[inline(always)]
    fn chunk(&self, read: &Reader, word: u128, p: &mut crate::piece::Piece<'_>) {
        let v = read.get(word) as usize;
        p.chunk(self.text().get(v).unwrap_or(&Chunk::EMPTY));
    }

    /// Writes the modifier's value in `word` (read by `read`) without the one-store
    /// path: its padded text, its name, or its number. `wide_words`: the table's words
    /// are wider than 64 bits (else no field is wide).
    fn write(
        &self,
        read: &Reader,
        word: u128,
        wide_words: bool,
        out: &mut Sink<'_>,
    ) -> fmt::Result {
        if wide_words && read.wide {
            let v = read.get_wide(word);
            return match usize::try_from(v).ok().and_then(|v| self.names.get(v)) {
                Some(Some(s)) => out.write_str(s),
                _ => out.write_u128(v),
            };
        }
        let v = read.get(word);
        match self.text().get(v as usize) {
            Some(c) => out.piece(Chunk::MAX, |p| p.chunk(c)),
            _ => match self.names.get(v as usize) {
                Some(Some(s)) => out.write_str(s),
                _ => out.write_u64(v),
            },
        }
    }
}

/// Declares a table's print plans, `static __PLANS`, the writers of its distinct modifier
/// lists, `static __LIST_WRITERS`, and `__write_planned(i, word, out)`, which writes a
/// line with them: `__isa_plans!(Isa, Kind, FORMS, LAYOUT);` with the table's descriptors
/// (its `static`) and layout (a `const`).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_plans {
    ($isa:ty, $kind:ty, $forms:path, $layout:path) => {
        /// For each form, the first whose operands print alike (they share their steps).
        #[allow(long_running_const_eval)]
        const __SAME_OPS: [u16; $forms.len()] = $crate::__isa_same_ops!($kind, $forms);
        /// The sizes of the print plans' pools.
        #[allow(long_running_const_eval)]
        const __SHAPE: $crate::isa::plan::Shape =
            $crate::isa::plan::Shape::of(&$forms, &$layout, &__SAME_OPS);
        /// The print plan of every form, in table order. (A `static`: the same value
        /// as a `const` took twice as long to evaluate.)
        #[allow(long_running_const_eval)]
        static __PLANS: $crate::isa::plan::Plans<
            $kind,
            { $forms.len() },
            { __SHAPE.lists },
            { __SHAPE.mods },
            { __SHAPE.ops },
            { __SHAPE.readers },
            { __SHAPE.text },
        > = $crate::isa::plan::Plans::new(&$forms, &$layout, &__SAME_OPS);
        /// The table's distinct modifier lists, each written by code of its own.
        struct __Lists;
        impl $crate::isa::plan::ConstLists for __Lists {
            const LISTS: [$crate::isa::plan::WriterList; $crate::isa::plan::LISTS] =
                __PLANS.lists();
        }
        static __LIST_WRITERS: [$crate::isa::plan::ListFn; $crate::isa::plan::LISTS] =
            $crate::isa::plan::list_writers::<__Lists>();

        /// Writes the line of `word`, which matches form `i`, with its plan.
        #[inline]
        fn __write_planned(
            i: usize,
            word: u128,
            out: &mut $crate::text::Sink<'_>,
        ) -> ::core::fmt::Result {
            __PLANS.write::<$isa>(i, word, $layout.pad_to, &__LIST_WRITERS, out)
        }
    };
}

/// How many of a table's distinct modifier lists get a writer of their own
/// ([`list_writers`]); forms with other lists print theirs with the plans' loop.
/// (Vivante has 6, Valhall more than 64: 16 writers, then 32, then 64 cut Valhall's
/// instructions per line 943 → 930 → 921.)
pub const LISTS: usize = 64;

/// How many lists get a writer: [`LISTS`], or none with the `compact-text` feature (the
/// writers' code is a large part of a firmware image; without them every list prints
/// with the plans' loop).
pub const WRITERS: usize = if cfg!(feature = "compact-text") {
    0
} else {
    LISTS
};

/// The most modifiers a list with a writer of its own has.
const STEPS: usize = 14;

/// A modifier list of a table, for [`list_writers`].
#[derive(Clone, Copy, Debug)]
pub struct WriterList {
    steps: [ModStep; STEPS],
    n: u8,
    /// The most text the list prints.
    room: u8,
}

impl WriterList {
    const EMPTY: WriterList = WriterList {
        steps: [NO_MOD; STEPS],
        n: 0,
        room: 0,
    };
}

/// Writes a modifier list's text for a word (see [`list_writers`]).
pub type ListFn = fn(u128, &mut Sink<'_>) -> fmt::Result;

/// A table's distinct modifier lists as a constant: `const LISTS: [WriterList; LISTS] =
/// __PLANS.lists();` with `PLANS` the table's [`Plans`] (a `static`).
pub trait ConstLists {
    /// The lists ([`Plans::lists`]).
    const LISTS: [WriterList; LISTS];
}

// `write_list` unrolls the steps `0..STEPS`.
const _: () = assert!(STEPS == 14, "write_list unrolls 14 modifier steps");

/// Writes list `L` of `T`: its steps unrolled, each step's field read and text table
/// constants of the function (so the steps the list lacks are dropped when the compiler
/// makes it, and what remains needs no loads from the table folded).
fn write_list<T: ConstLists, const L: usize>(word: u128, out: &mut Sink<'_>) -> fmt::Result {
    out.piece(const { T::LISTS[L].room as usize }, |p| {
        macro_rules! steps {
            ($( $k:literal )*) => { $(
                if const { $k < T::LISTS[L].n as usize } {
                    let read: Reader = const { T::LISTS[L].steps[$k].read };
                    let text: &'static [Chunk] = const { T::LISTS[L].steps[$k].text };
                    p.chunk(text.get(read.get(word) as usize).unwrap_or(&Chunk::EMPTY));
                }
            )* };
        }
        steps!(0 1 2 3 4 5 6 7 8 9 10 11 12 13);
    })
}

/// The writer of a list number no plan has.
fn write_no_list(_: u128, _: &mut Sink<'_>) -> fmt::Result {
    Ok(())
}

/// A writer per distinct modifier list of `T`, made at compile time with the list as a
/// constant, for [`Plans::write`]: a Vivante line reads nine modifiers or more, and the
/// plans' loop spends most of its time reading where each one lives.
pub const fn list_writers<T: ConstLists>() -> [ListFn; LISTS] {
    // One writer per list number, `0..LISTS`, for the lists the table has (Vivante has
    // 6): the compiler makes code only for the functions the evaluated array names.
    macro_rules! writers {
        ($( $k:literal )*) => {
            [ $( if T::LISTS[$k].n == 0 { write_no_list } else { write_list::<T, $k> }, )* ]
        };
    }
    writers!(
        0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
        32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63
    )
}

#[doc(hidden)]
pub mod shared;
#[cfg(test)]
mod tests;
