//! Per-form print plans, computed at compile time from the forms' descriptors.
//!
//! The generic printer of [`crate::isa`] walks a form's descriptor for every line: it reads
//! every modifier field (most of which print nothing), looks its text up, and dispatches on
//! each operand slot, placeholders included. A [`Plan`] does that walk once, in a `const`
//! evaluation per form: it keeps only the modifiers that can print something, prepares each
//! field read as shifts within one 64-bit half of the word, and merges every piece of
//! constant text (the mnemonic with the layout's gap and padding, separators, placeholder
//! operands) into a few byte runs. Every value of a live modifier has its text padded
//! to a fixed size ([`ModDesc::chunks`](crate::form::ModDesc::chunks), made once per
//! enum and per flag by the table's macros), so a modifier is written with one store
//! whatever its value, a silent one included: on varied code the printed text does not
//! steer a branch. A line is then a handful of copies, one store per live modifier and
//! one call per real operand. The modifiers of each of a table's first [`LISTS`]
//! distinct modifier lists are written by a function of their own ([`list_writers`]),
//! made at compile time with the list as a constant: its field reads fold into shifts
//! and masks.
//!
//! The plan prints exactly what [`write_mnemonic`] and
//! [`write_operands`] print; a form the plan cannot hold (too many
//! modifiers or operands, a field wider than 64 bits, non-ASCII text) is marked
//! [`Plan::generic`] and printed by them.

use super::{write_mnemonic, write_operands, Isa};
use crate::bits::Field;
use crate::form::{Fallback, FormInfo, Quiet};
use crate::piece::Chunk;
use crate::text::Sink;
use core::fmt::{self, Write};

/// Bytes of constant text a plan holds.
const TEXT: usize = 64;
/// Live modifiers a plan holds.
const MAX_MODS: usize = 14;
/// Operands (placeholders excluded) a plan holds.
const MAX_OPS: usize = 6;

/// The most modifier text a plan writes after one capacity check.
const MODS_ROOM: usize = 96;

/// How an instruction set lays a line out around the modifiers and operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Text after the mnemonic and its modifiers (`" "`).
    pub gap: &'static str,
    /// Column the operands start at, at least (spaces are added; 0: no padding).
    pub pad_to: u8,
    /// Text between operands (`", "`).
    pub sep: &'static str,
    /// Text of a placeholder operand ([`Isa::PLACEHOLDER`]).
    pub placeholder: &'static str,
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
    runs: [Run; 5],
}

impl Reader {
    /// Whether two readers read the same bits.
    const fn same(&self, other: &Reader) -> bool {
        if self.count != other.count {
            return false;
        }
        let mut i = 0;
        while i < self.count as usize && i < self.runs.len() {
            let (a, b) = (self.runs[i], other.runs[i]);
            if a.lo != b.lo || a.width != b.width || a.shift != b.shift {
                return false;
            }
            i += 1;
        }
        true
    }

    const EMPTY: Reader = Reader {
        count: 0,
        runs: [NO_RUN; 5],
    };

    /// The reader of `field`, or `None` when its value is wider than 64 bits: its pieces,
    /// each split at bit 64, a piece that continues the previous one's word bits merged
    /// into its run (piece by piece, so that planning a table stays cheap in the
    /// compiler's const evaluation).
    const fn of(field: Field) -> Option<Reader> {
        if field.width > 64 {
            return None;
        }
        let mut r = Reader::EMPTY;
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
                    if n == r.runs.len() {
                        return None;
                    }
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
        Some(r)
    }

    /// The field's value in `word`.
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

/// A modifier that can print something.
#[derive(Clone, Copy, Debug)]
struct ModStep {
    read: Reader,
    /// Text per value (see [`ModDesc::names`](crate::form::ModDesc::names)); unnamed
    /// values print in decimal.
    names: &'static [Option<&'static str>],
    /// The padded text of every value of the field
    /// ([`ModDesc::chunks`](crate::form::ModDesc::chunks)); empty when some value's text
    /// does not fit a chunk, or the type has fewer values than the field.
    text: &'static [Chunk],
}

/// An operand that is not a placeholder, with the constant text before it.
#[derive(Clone, Copy, Debug)]
struct OpStep<K: 'static> {
    kind: Option<K>,
    read: Reader,
    /// `Plan::text[lit.0..lit.1]` is printed before the operand.
    lit: (u8, u8),
}

/// The print plan of one form (see the [module](self) documentation).
#[derive(Clone, Copy, Debug)]
pub struct Plan<K: 'static> {
    /// The form cannot be planned: print it with the generic functions.
    pub generic: bool,
    /// Constant text: the mnemonic, the gap, padding, separators and placeholders.
    /// (Padded with [`Chunk::MAX`] bytes, so that any run can be stored whole.)
    text: [u8; TEXT + Chunk::MAX],
    /// `text[..mnemonic]` is the mnemonic.
    mnemonic: u8,
    /// `text[mnemonic..gap]` is the layout's gap.
    gap: u8,
    /// `text[..head]` is the mnemonic, the gap and the padding, for a quiet line that
    /// starts at column 0.
    head: u8,
    /// When no live modifier prints anything.
    quiet: Quiet,
    /// The most text the live modifiers print, when every value of each has padded text
    /// (they are then written with one capacity check); 0 otherwise.
    mods_room: u8,
    pad_to: u8,
    mods: [ModStep; MAX_MODS],
    nmods: u8,
    /// Which of the table's distinct modifier lists this plan's is ([`Plans::lists`]),
    /// `u8::MAX` when none of the [`LISTS`] has it.
    list: u8,
    ops: [OpStep<K>; MAX_OPS],
    nops: u8,
    /// `text[tail.0..tail.1]` follows the last operand (trailing placeholders).
    tail: (u8, u8),
}

/// Appends `s` to a plan's text; `false` when it does not fit or is not ASCII.
const fn append(text: &mut [u8; TEXT + Chunk::MAX], len: &mut usize, s: &str) -> bool {
    let b = s.as_bytes();
    if *len + b.len() > TEXT {
        return false;
    }
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii() {
            return false;
        }
        text[*len + i] = b[i];
        i += 1;
    }
    *len += b.len();
    true
}

impl<K: Copy + 'static> Plan<K> {
    /// A plan that defers to the generic printer.
    const GENERIC: Plan<K> = Plan {
        generic: true,
        text: [0; TEXT + Chunk::MAX],
        mnemonic: 0,
        gap: 0,
        head: 0,
        quiet: Quiet::NEVER,
        mods_room: 0,
        pad_to: 0,
        mods: [ModStep {
            read: Reader::EMPTY,
            names: &[],
            text: &[],
        }; MAX_MODS],
        nmods: 0,
        list: u8::MAX,
        ops: [OpStep {
            kind: None,
            read: Reader::EMPTY,
            lit: (0, 0),
        }; MAX_OPS],
        nops: 0,
        tail: (0, 0),
    };

    /// The plan of `form` laid out by `layout`. `same_class` is the plan of a form of the
    /// same class, whose modifiers (a class's) it takes instead of planning them again:
    /// const evaluation is slow, and planning the modifiers was most of a table's plans.
    const fn new(form: &FormInfo<K>, layout: &Layout, same_class: Option<&Plan<K>>) -> Plan<K> {
        let mut p = Plan::GENERIC;
        // Forms with their own syntax are laid out by their instruction set.
        if !form.syntax.is_empty() {
            return p;
        }
        let mut len = 0;
        if !append(&mut p.text, &mut len, form.mnemonic) {
            return Plan::GENERIC;
        }
        p.mnemonic = len as u8;
        if !append(&mut p.text, &mut len, layout.gap) {
            return Plan::GENERIC;
        }
        p.gap = len as u8;
        // (Space by space without a call: planning runs in the compiler's const
        // evaluation, where a call is slow.)
        if layout.pad_to as usize > TEXT {
            return Plan::GENERIC;
        }
        while len < layout.pad_to as usize {
            p.text[len] = b' ';
            len += 1;
        }
        p.head = len as u8;
        p.pad_to = layout.pad_to;

        // Live modifiers, and the pattern under which none of them prints.
        let mut quiet = Quiet { mask: 0, bits: 0 };
        let (mut all_padded, mut mods_room) = (true, 0);
        let mut i = 0;
        let same_class = match same_class {
            Some(q) if !q.generic => Some(q),
            _ => None,
        };
        if let Some(q) = same_class {
            p.mods = q.mods;
            p.nmods = q.nmods;
            p.mods_room = q.mods_room;
            p.quiet = q.quiet;
            // Skips the loop below.
            i = form.mods.len();
        }
        while i < form.mods.len() {
            let m = &form.mods[i];
            i += 1;
            // The first value that prints nothing, and whether every value does (the
            // field names every value and none prints anything), in one pass written
            // out: a call is slow in the compiler's const evaluation, where plans are made.
            let w = m.field.width as u32;
            let mut all_silent = w < 16 && m.names.len() >= 1 << w;
            let mut silent = None;
            let mut v = 0;
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
            if all_silent {
                continue;
            }
            let read = match Reader::of(m.field) {
                Some(r) => r,
                None => return Plan::GENERIC,
            };
            // Both fallbacks print unnamed values in decimal, as the plan does.
            match m.fallback {
                Fallback::Decimal | Fallback::None => {}
            }
            if p.nmods as usize == MAX_MODS {
                return Plan::GENERIC;
            }
            // Every value of the field has padded text: the modifier can go in the run
            // written with one capacity check.
            let text = m.padded();
            if text.is_empty() {
                all_padded = false;
            } else {
                mods_room += text[0].room as usize;
            }
            p.mods[p.nmods as usize] = ModStep {
                read,
                names: m.names,
                text,
            };
            p.nmods += 1;
            match silent {
                Some(v) if quiet.mask != Quiet::NEVER.mask || quiet.bits != Quiet::NEVER.bits => {
                    quiet.mask |= m.field.mask();
                    quiet.bits |= m.field.place(v as u128);
                }
                _ => quiet = Quiet::NEVER,
            }
        }
        if same_class.is_none() {
            p.quiet = quiet;
            p.mods_room = if all_padded && mods_room <= MODS_ROOM {
                mods_room as u8
            } else {
                0
            };
        }

        // Operands: constant text runs between the real ones.
        let mut start = len;
        let mut i = 0;
        while i < form.operands.len() {
            let op = &form.operands[i];
            if i > 0 && !append(&mut p.text, &mut len, layout.sep) {
                return Plan::GENERIC;
            }
            match op.kind {
                None => {
                    if !append(&mut p.text, &mut len, layout.placeholder) {
                        return Plan::GENERIC;
                    }
                }
                Some(_) => {
                    let read = match Reader::of(op.field) {
                        Some(r) => r,
                        None => return Plan::GENERIC,
                    };
                    if p.nops as usize == MAX_OPS {
                        return Plan::GENERIC;
                    }
                    p.ops[p.nops as usize] = OpStep {
                        kind: op.kind,
                        read,
                        lit: (start as u8, len as u8),
                    };
                    p.nops += 1;
                    start = len;
                }
            }
            i += 1;
        }
        p.tail = (start as u8, len as u8);
        p.generic = false;
        p
    }

    /// Writes the line of `word` (which matches `form`, the form this plan was made
    /// from): mnemonic, modifiers, gap, padding and the operands. `lists` holds the
    /// writers of the table's distinct modifier lists ([`list_writers`]).
    #[inline]
    fn write<I: Isa<Kind = K>>(
        &self,
        form: &FormInfo<K>,
        word: u128,
        layout: &Layout,
        lists: &[ListFn],
        out: &mut Sink<'_>,
    ) -> fmt::Result {
        if self.generic {
            return write_generic::<I>(form, word, layout, out);
        }
        let quiet = self.quiet.matches(word);
        if quiet && out.column() == 0 {
            out.push_run(&self.text, 0, self.head as usize)?;
        } else {
            out.push_run(&self.text, 0, self.mnemonic as usize)?;
            let mods = &self.mods[..(self.nmods as usize).min(MAX_MODS)];
            if !quiet && self.mods_room != 0 {
                // One store per modifier, whatever its value: the text does not steer
                // a branch; a list of the table's first few has a writer of its own,
                // with its fields and texts as constants.
                match lists.get(self.list as usize) {
                    Some(f) => f(word, out)?,
                    None => out.piece(self.mods_room as usize, |p| {
                        for m in mods {
                            m.chunk(word, p);
                        }
                    })?,
                }
            } else if !quiet {
                for m in mods {
                    let v = m.read.get(word);
                    match m.text.get(v as usize) {
                        Some(c) => out.piece(Chunk::MAX, |p| p.chunk(c))?,
                        _ => match m.names.get(v as usize) {
                            Some(Some(s)) => out.write_str(s)?,
                            _ => out.write_u64(v)?,
                        },
                    }
                }
            }
            out.push_run(
                &self.text,
                self.mnemonic as usize,
                (self.gap - self.mnemonic) as usize,
            )?;
            if self.pad_to != 0 {
                out.pad_to(self.pad_to as usize)?;
            }
        }
        for op in &self.ops[..(self.nops as usize).min(MAX_OPS)] {
            out.push_run(
                &self.text,
                op.lit.0 as usize,
                (op.lit.1 - op.lit.0) as usize,
            )?;
            if let Some(k) = op.kind {
                I::write_operand(k, op.read.get(word) as u128, word, out)?;
            }
        }
        out.push_run(
            &self.text,
            self.tail.0 as usize,
            (self.tail.1 - self.tail.0) as usize,
        )
    }

    /// A number that two plans with the same modifiers ([`Plan::same_mods`]) share: their
    /// count, room, and each one's field runs and number of values.
    const fn mods_signature(&self) -> u64 {
        let mut h = (self.nmods as u64) << 8 | self.mods_room as u64;
        let mut i = 0;
        while i < self.nmods as usize {
            let m = &self.mods[i];
            let r = &m.read.runs[0];
            let step = (m.read.count as u64) << 40
                | (r.lo as u64) << 32
                | (r.width as u64) << 24
                | (m.text.len() as u64) << 12
                | m.names.len() as u64;
            h = (h ^ step).wrapping_mul(0x0100_0000_01b3);
            i += 1;
        }
        h
    }

    /// Whether this plan's modifiers are `other`'s: the same fields and texts.
    const fn same_mods(&self, other: &Plan<K>) -> bool {
        if self.nmods != other.nmods || self.mods_room != other.mods_room {
            return false;
        }
        let mut i = 0;
        while i < self.nmods as usize {
            let (a, b) = (&self.mods[i], &other.mods[i]);
            if !a.read.same(&b.read)
                || a.text.len() != b.text.len()
                || !same_names(a.names, b.names)
            {
                return false;
            }
            i += 1;
        }
        true
    }
}

/// Whether two value-text tables are equal.
const fn same_names(a: &[Option<&str>], b: &[Option<&str>]) -> bool {
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

impl ModStep {
    /// Stores the padded text of the modifier's value in `word`.
    #[inline(always)]
    fn chunk(&self, word: u128, p: &mut crate::piece::Piece<'_>) {
        let v = self.read.get(word) as usize;
        p.chunk(self.text.get(v).unwrap_or(&Chunk::EMPTY));
    }
}

/// The print plans of a table's forms, in table order.
#[derive(Clone, Copy, Debug)]
pub struct Plans<K: 'static, const F: usize> {
    plans: [Plan<K>; F],
}

impl<K: Copy + 'static, const F: usize> Plans<K, F> {
    /// The plans of every form of a table, laid out by `layout`.
    pub const fn new(forms: &[FormInfo<K>; F], layout: &Layout) -> Self {
        let mut plans = [Plan::GENERIC; F];
        // Whether form `i` is of form `i - 1`'s class.
        let mut follows = [false; F];
        let mut i = 0;
        while i < F {
            // A class's forms are consecutive in the table.
            let same_class =
                i > 0 && crate::form::support::str_eq(forms[i].class, forms[i - 1].class);
            follows[i] = same_class;
            plans[i] = if same_class {
                Plan::new(&forms[i], layout, Some(&plans[i - 1]))
            } else {
                Plan::new(&forms[i], layout, None)
            };
            i += 1;
        }
        // Number the distinct modifier lists written in one run, the first `LISTS` of them.
        let mut reps = [0usize; LISTS];
        let mut sigs = [0u64; LISTS];
        let mut n = 0;
        let mut i = 0;
        while i < F {
            let p = &plans[i];
            if follows[i] && !p.generic && !plans[i - 1].generic {
                // A class's forms share its modifiers (`Plan::new` took them from the
                // form before): comparing them again would cost const evaluation time.
                plans[i].list = plans[i - 1].list;
            } else if !p.generic && p.mods_room != 0 {
                // A list's fields and sizes as one number first: the whole comparison
                // (every value's text) runs only for lists that agree on it.
                let sig = p.mods_signature();
                let mut l = 0;
                while l < n && (sigs[l] != sig || !plans[i].same_mods(&plans[reps[l]])) {
                    l += 1;
                }
                if l == n && n < LISTS {
                    reps[n] = i;
                    sigs[n] = sig;
                    n += 1;
                }
                if l < n {
                    plans[i].list = l as u8;
                }
            }
            i += 1;
        }
        Plans { plans }
    }

    /// The table's distinct modifier lists, in the numbering of the plans' `list` (for
    /// [`list_writers`]; unused entries are empty).
    pub const fn lists(&self) -> [ModList; LISTS] {
        let mut lists = [ModList::EMPTY; LISTS];
        let mut i = 0;
        while i < F {
            let p = &self.plans[i];
            let l = p.list as usize;
            if l < LISTS && lists[l].n == 0 {
                lists[l] = ModList {
                    steps: p.mods,
                    n: p.nmods,
                    room: p.mods_room,
                };
            }
            i += 1;
        }
        lists
    }

    /// The plan of form `i` (table order).
    pub const fn plan(&self, i: usize) -> &Plan<K> {
        &self.plans[i]
    }

    /// Whether every form has a plan of its own (none falls back to the generic printer)
    /// and every modifier of every plan prints from padded text.
    pub fn all_planned(&self) -> bool {
        self.plans.iter().all(|p| {
            !p.generic
                && p.mods[..p.nmods as usize]
                    .iter()
                    .all(|m| !m.text.is_empty())
        })
    }

    /// Whether form `i`'s modifiers are written by a writer of their list
    /// ([`list_writers`]), or have nothing to write.
    pub fn mods_listed(&self, i: usize) -> bool {
        self.plans
            .get(i)
            .is_some_and(|p| p.nmods == 0 || (p.list as usize) < LISTS)
    }

    /// Whether form `i`'s modifiers are written after one capacity check (their text
    /// fits the room for that).
    pub fn mods_in_one_run(&self, i: usize) -> bool {
        self.plans
            .get(i)
            .is_some_and(|p| p.nmods == 0 || p.mods_room > 0)
    }

    /// Writes the line of `word`, which matches form `i` (`form`, its descriptor), the
    /// modifiers of the table's first distinct lists with `lists` ([`list_writers`] of
    /// these plans' [`Plans::lists`]; empty: all with the plans' loop).
    #[inline]
    pub fn write<I: Isa<Kind = K>>(
        &self,
        i: usize,
        form: &FormInfo<K>,
        word: u128,
        layout: &Layout,
        lists: &[ListFn],
        out: &mut Sink<'_>,
    ) -> fmt::Result {
        match self.plans.get(i) {
            Some(p) => p.write::<I>(form, word, layout, lists, out),
            None => write_generic::<I>(form, word, layout, out),
        }
    }
}

/// Declares a table's print plans, `static PLANS` (of the table's `Kind`), the writers
/// of its distinct modifier lists, `static LIST_WRITERS`, and `write_planned`, which
/// writes a line with them: `plans!(Isa, FORMS, LAYOUT);` with the table's
/// descriptors (its `static`) and layout.
#[cfg_attr(
    not(any(feature = "vivante", feature = "valhall")),
    allow(unused_macros)
)]
macro_rules! plans {
    ($isa:ty, $forms:ident, $layout:ident) => {
        /// The print plan of every form, in table order. (A `static`: the same value
        /// as a `const` took twice as long to evaluate.)
        static PLANS: $crate::isa::plan::Plans<Kind, { $forms.len() }> =
            $crate::isa::plan::Plans::new(&$forms, &$layout);
        /// The table's distinct modifier lists, each written by code of its own.
        struct Lists;
        impl $crate::isa::plan::ConstLists for Lists {
            const LISTS: [$crate::isa::plan::ModList; $crate::isa::plan::LISTS] = PLANS.lists();
        }
        static LIST_WRITERS: [$crate::isa::plan::ListFn; $crate::isa::plan::LISTS] =
            $crate::isa::plan::list_writers::<Lists>();

        /// Writes the line of `word`, which matches form `i` (`info`), with its plan.
        #[inline]
        fn write_planned(
            i: usize,
            info: &$crate::form::FormInfo<Kind>,
            word: u128,
            out: &mut Sink<'_>,
        ) -> fmt::Result {
            PLANS.write::<$isa>(i, info, word, &$layout, &LIST_WRITERS, out)
        }
    };
}
#[cfg_attr(
    not(any(feature = "vivante", feature = "valhall")),
    allow(unused_imports)
)]
pub(crate) use plans;

/// How many of a table's distinct modifier lists get a writer of their own
/// ([`list_writers`]); forms with other lists print theirs with the plans' loop.
/// (Vivante has 6, Valhall more than 64: 16 writers, then 32, then 64 cut Valhall's
/// instructions per line 943 → 930 → 921.)
pub const LISTS: usize = 64;

/// A modifier list of a table, for [`list_writers`].
#[derive(Clone, Copy, Debug)]
pub struct ModList {
    steps: [ModStep; MAX_MODS],
    n: u8,
    /// The most text the list prints.
    room: u8,
}

impl ModList {
    const EMPTY: ModList = ModList {
        steps: Plan::<()>::GENERIC.mods,
        n: 0,
        room: 0,
    };
}

/// Writes a modifier list's text for a word (see [`list_writers`]).
pub type ListFn = fn(u128, &mut Sink<'_>) -> fmt::Result;

/// A table's distinct modifier lists as a constant: `const LISTS: [ModList; LISTS] =
/// PLANS.lists();` with `PLANS` the table's [`Plans`] (a `static`).
pub trait ConstLists {
    /// The lists ([`Plans::lists`]).
    const LISTS: [ModList; LISTS];
}

// `write_list` unrolls the steps `0..MAX_MODS`.
const _: () = assert!(MAX_MODS == 14, "write_list unrolls 14 modifier steps");

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

/// What a plan prints, the generic way.
#[cold]
#[inline(never)]
fn write_generic<I: Isa>(
    form: &FormInfo<I::Kind>,
    word: u128,
    layout: &Layout,
    out: &mut Sink<'_>,
) -> fmt::Result {
    write_mnemonic(form, word, out)?;
    out.write_str(layout.gap)?;
    if layout.pad_to != 0 {
        out.pad_to(layout.pad_to as usize)?;
    }
    write_operands::<I>(form, word, layout.sep, out)
}

#[cfg(test)]
mod tests {
    use super::{Reader, Run};
    use crate::bits::Field;

    /// The reader built bit by bit: where each value bit lands, runs of consecutive word
    /// bits within one half.
    fn bit_by_bit(field: Field) -> Option<Reader> {
        if field.width() > 64 {
            return None;
        }
        let mut r = Reader::EMPTY;
        for j in 0..field.width() {
            let pos = field.place(1u128 << j).trailing_zeros();
            let n = r.count as usize;
            if n > 0 && {
                let last = r.runs[n - 1];
                last.lo as u32 + last.width as u32 == pos && pos != 64
            } {
                r.runs[n - 1].width += 1;
            } else {
                *r.runs.get_mut(n)? = Run {
                    lo: pos as u8,
                    width: 1,
                    shift: j as u8,
                };
                r.count += 1;
            }
        }
        Some(r)
    }

    fn check(f: Field) {
        assert_eq!(Reader::of(f), bit_by_bit(f), "{f:?}");
        if let Some(r) = Reader::of(f) {
            for w in [u128::MAX, 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210] {
                assert_eq!(r.get(w) as u128, f.get(w), "{f:?}");
            }
        }
    }

    fn table<K>(forms: &[crate::form::FormInfo<K>]) -> usize {
        for f in forms {
            f.mods.iter().for_each(|m| check(m.field));
            f.operands.iter().for_each(|o| check(o.field));
        }
        forms.len()
    }

    #[test]
    fn readers_are_those_built_bit_by_bit() {
        for f in [
            Field::new(&[60..70]),
            Field::new(&[0..64]),
            Field::new(&[64..128]),
            Field::new(&[3..5, 5..9, 60..64, 64..66]),
            Field::new(&[10..12, 40..41, 20..22, 90..91]),
            Field::new(&[0..65]),
        ] {
            check(f);
        }
        let mut n = 0;
        #[cfg(feature = "vivante")]
        {
            n += table(&crate::vivante::table::FORMS);
        }
        #[cfg(feature = "valhall")]
        {
            n += table(&crate::valhall::table::FORMS);
        }
        #[cfg(feature = "g80")]
        {
            n += table(&crate::g80::table::FORMS);
        }
        assert!(
            n > 0
                || cfg!(not(any(
                    feature = "vivante",
                    feature = "valhall",
                    feature = "g80"
                )))
        );
    }
}
