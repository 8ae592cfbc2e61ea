//! What `define_isa!`'s expansion calls while it builds a table: syntax resolution,
//! fixed values, the table checks with their messages, and name tables. Reached through
//! `isadef::__private`; not part of the public API.

use super::{Entry, FormInfo, Gate, Index, Item, KeyValues, Lengths, ModDesc, OperandDesc};
use crate::bits::Field;
pub use crate::message::Message;

/// A syntax item as written in the table, before names are resolved.
#[derive(Clone, Copy, Debug)]
pub enum RawItem {
    /// A modifier, an operand, or `mnemonic`.
    Name(&'static str),
    /// Literal text.
    Text(&'static str),
}

/// Form number `f` as an index into `Form::ALL`, for a class's builder type
/// `<Class>Forms<F>`, when `own` (the form is one of the class's); a compile-time error
/// otherwise: the class's methods would misread another class's word.
#[doc(hidden)]
pub const fn __own_form(f: u16, own: bool) -> u16 {
    assert!(
        own,
        "define_isa!: a class's builder type `<Class>Forms<F>` takes only the numbers of its \
         own forms (`Form::x.index() as u16`)"
    );
    f
}

/// The offsets of consecutive runs of `counts[i]` items: `M` = `counts.len() + 1`
/// values, from 0 to the sum.
pub const fn offsets<const M: usize>(counts: &[usize]) -> [usize; M] {
    assert!(M == counts.len() + 1, "offsets: one more than the counts");
    let mut out = [0; M];
    let mut i = 0;
    while i < counts.len() {
        out[i + 1] = out[i] + counts[i];
        i += 1;
    }
    out
}

/// The table's array joined from its units' shares: each unit's list of its classes'
/// arrays, in order (`N` elements in all).
pub const fn gather<T: Copy, const N: usize>(units: &[&[&[T]]]) -> [T; N] {
    // The first element fills the array before the copy (`T` has no default).
    let mut first = None;
    let mut u = 0;
    while u < units.len() && first.is_none() {
        let mut c = 0;
        while c < units[u].len() && first.is_none() {
            if !units[u][c].is_empty() {
                first = Some(units[u][c][0]);
            }
            c += 1;
        }
        u += 1;
    }
    let Some(first) = first else {
        panic!("define_isa!: a table needs at least one form");
    };
    let mut out = [first; N];
    let mut k = 0;
    let mut u = 0;
    while u < units.len() {
        let mut c = 0;
        while c < units[u].len() {
            let part = units[u][c];
            let mut i = 0;
            while i < part.len() {
                out[k] = part[i];
                k += 1;
                i += 1;
            }
            c += 1;
        }
        u += 1;
    }
    assert!(k == N, "define_isa!: the units' forms do not add up");
    out
}

/// Whether two strings are the same text (in a `const` evaluation).
pub(crate) const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Resolves the names of a syntax list against the modifiers and operands of `class` (at
/// compile time; an unknown name stops the build, naming the class and the name).
pub const fn resolve_syntax<K, const N: usize>(
    class: &'static str,
    raw: [RawItem; N],
    mods: &[ModDesc],
    ops: &[OperandDesc<K>],
) -> [Item; N] {
    let mut out = [Item::Mnemonic; N];
    // Syntax lists mostly name operands and modifiers in their order: the ones after the
    // last found are tried first (each comparison is slow in const evaluation).
    let (mut next_op, mut next_mod) = (0, 0);
    let mut i = 0;
    while i < N {
        out[i] = match raw[i] {
            RawItem::Text(t) => Item::Text(t),
            RawItem::Name(n) => {
                // An operand, else a modifier, else `mnemonic` (a class's modifiers and
                // operands have distinct names: their builder methods would clash; only
                // placeholders, `_`, repeat, and the first of them is the one named).
                let mut found = None;
                if next_op < ops.len() && !str_eq(n, "_") && str_eq(ops[next_op].name, n) {
                    found = Some(Item::Operand(next_op as u8));
                } else if next_mod < mods.len() && str_eq(mods[next_mod].name, n) {
                    found = Some(Item::Mod(next_mod as u8));
                }
                let mut j = 0;
                while found.is_none() && j < ops.len() {
                    if str_eq(ops[j].name, n) {
                        found = Some(Item::Operand(j as u8));
                    }
                    j += 1;
                }
                let mut j = 0;
                while found.is_none() && j < mods.len() {
                    if str_eq(mods[j].name, n) {
                        found = Some(Item::Mod(j as u8));
                    }
                    j += 1;
                }
                if found.is_none() && str_eq(n, "mnemonic") {
                    found = Some(Item::Mnemonic);
                }
                match found {
                    Some(Item::Operand(j)) => {
                        next_op = j as usize + 1;
                        Item::Operand(j)
                    }
                    Some(Item::Mod(j)) => {
                        next_mod = j as usize + 1;
                        Item::Mod(j)
                    }
                    Some(it) => it,
                    None => {
                        let m = Message::new()
                            .push("define_isa!: class `")
                            .push(class)
                            .push("`: its syntax list names `")
                            .push(n)
                            .push("`, which is no modifier or operand of the class");
                        panic!("{}", m.as_str())
                    }
                }
            }
        };
        i += 1;
    }
    out
}

/// A pattern under which none of a form's modifiers prints anything: each modifier's
/// field holds its first value named `""`. Printers test it with one comparison and skip
/// the modifier list, the common case in real code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Quiet {
    /// The bits of every modifier field.
    pub mask: u128,
    /// The silent values, in place.
    pub bits: u128,
}

impl Quiet {
    /// A pattern no word matches (some modifier always prints, or depends on the target).
    pub const NEVER: Quiet = Quiet { mask: 0, bits: 1 };

    /// The pattern of a modifier list.
    pub const fn of(mods: &[ModDesc]) -> Quiet {
        let mut q = Quiet { mask: 0, bits: 0 };
        let mut i = 0;
        while i < mods.len() {
            let m = &mods[i];
            if m.when.all != 0 || m.when.any != 0 {
                return Quiet::NEVER;
            }
            let mut v = 0;
            loop {
                if v == m.names.len() {
                    return Quiet::NEVER;
                }
                if let Some(s) = m.names[v] {
                    if s.is_empty() {
                        break;
                    }
                }
                v += 1;
            }
            q.mask |= m.field.mask();
            q.bits |= m.field.place(v as u128);
            i += 1;
        }
        q
    }

    /// Whether no modifier prints anything for `word`.
    #[inline(always)]
    pub const fn matches(self, word: u128) -> bool {
        word & self.mask == self.bits
    }
}

/// What a table's class gives each of its forms (one constant per class, made by
/// [`define_isa!`](crate::define_isa); not meant to be written by hand).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct ClassItems {
    /// The class's name.
    pub name: &'static str,
    /// The class's doc comment, joined.
    pub doc: &'static str,
    /// The class's modifiers.
    pub mods: &'static [ModDesc],
    /// The class's syntax list, resolved.
    pub syntax: &'static [Item],
    /// The class's fixed field values.
    pub fixed: Fixed,
    /// Bits the class does not care about.
    pub dontcare: u128,
    /// The class's builder defaults.
    pub defaults: Fixed,
    /// The class's decode priority.
    pub priority: u8,
    /// When none of the class's modifiers prints anything.
    pub quiet: Quiet,
    /// The class's target gate.
    pub when: Gate,
}

impl ClassItems {
    /// The table entry of a form of the class: its name, printed name, doc (the class's
    /// when empty), fixed values (`fixed`), own gate, operands and code target.
    #[allow(clippy::too_many_arguments)]
    pub const fn form<K: Copy>(
        &self,
        name: &'static str,
        mnemonic: &'static str,
        doc: &'static str,
        fixed: &Fixed,
        when: Gate,
        operands: &'static [OperandDesc<K>],
        branch: Option<crate::branch::Branch>,
    ) -> FormInfo<K> {
        FormInfo {
            name,
            mnemonic,
            class: self.name,
            doc: doc_or(doc, self.doc),
            mask: fixed.mask & !self.dontcare,
            bits: fixed.bits & !self.dontcare,
            dontcare: self.dontcare,
            defaults: self.defaults.bits,
            priority: self.priority,
            when: self.when.and(when),
            mods: self.mods,
            operands,
            syntax: self.syntax,
            quiet: self.quiet,
            branch,
        }
    }
}

/// Accumulates fixed bits while a form is being declared; records whether every value
/// fitted its field.
#[derive(Clone, Copy, Debug)]
pub struct Fixed {
    /// Bits that are fixed.
    pub mask: u128,
    /// Their values.
    pub bits: u128,
    /// `false` once a value did not fit its field.
    pub fits: bool,
    /// `false` once a field was fixed twice with different values.
    pub consistent: bool,
    /// The name of the first field that did not fit or was fixed twice (for the
    /// compile-time error message).
    pub culprit: &'static str,
}

impl Fixed {
    /// Nothing fixed yet.
    pub const EMPTY: Fixed = Fixed {
        mask: 0,
        bits: 0,
        fits: true,
        consistent: true,
        culprit: "",
    };

    /// Fixes `field` to `value`.
    pub const fn with(self, field: Field, value: u128) -> Fixed {
        self.with_named("", field, value)
    }

    /// Fixes each named field of `list` to its value, in order (a class's or form's
    /// `fixed { … }` or `defaults { … }`).
    pub const fn with_all(self, list: &[(&'static str, Field, u128)]) -> Fixed {
        let mut f = self;
        let mut i = 0;
        while i < list.len() {
            f = f.with_named(list[i].0, list[i].1, list[i].2);
            i += 1;
        }
        f
    }

    /// Fixes the field called `name` to `value`.
    pub const fn with_named(self, name: &'static str, field: Field, value: u128) -> Fixed {
        let m = field.mask();
        let b = field.place(value);
        let fits = field.fits(value);
        let consistent = ((self.bits ^ b) & self.mask & m) == 0;
        let first = self.fits && self.consistent && !(fits && consistent);
        Fixed {
            mask: self.mask | m,
            bits: (self.bits & !m) | b,
            fits: self.fits && fits,
            consistent: self.consistent && consistent,
            culprit: if first { name } else { self.culprit },
        }
    }
}

/// Union of the masks of a list of fields.
pub const fn fields_mask(fields: &[Field]) -> u128 {
    let mut m = 0;
    let mut i = 0;
    while i < fields.len() {
        m |= fields[i].mask();
        i += 1;
    }
    m
}

/// The `FAULT_*` bits of one form's own fields, in one pass that reads each field's
/// mask once (compile-time evaluation is slow, and this runs for every form): a field
/// over the fixed or don't-care bits, two fields sharing a bit, a bit past the word.
const fn field_faults<K>(form: &FormInfo<K>, word_bits: u32) -> u32 {
    let fixed = form.mask | form.dontcare;
    let (mut seen, mut out) = (0u128, 0u32);
    // Operands, then modifiers, with what `type_wider` and `nth_field` say (for the error
    // message) written out here: a call is slow in const evaluation.
    let ops = form.operands.len();
    let mut i = 0;
    while i < ops + form.mods.len() {
        let (field, wider) = if i < ops {
            let op = &form.operands[i];
            let w = op.field.width as u32;
            (op.field, op.kind.is_some() && w != 0 && op.width > w)
        } else {
            let md = &form.mods[i - ops];
            let w = md.field.width as u32;
            (md.field, w < usize::BITS && md.names.len() > 1 << w)
        };
        if wider {
            out |= FAULT_TYPE_WIDER;
        }
        let m = field.mask();
        if m & fixed != 0 {
            out |= FAULT_OVERLAPS_FIXED;
        }
        if m & seen != 0 {
            out |= FAULT_FIELDS_SHARE;
        }
        seen |= m;
        i += 1;
    }
    if (seen | fixed | form.bits | form.defaults) & !crate::bits::low_mask(word_bits) != 0 {
        out |= FAULT_OUTSIDE_WORD;
    }
    out
}

/// The `i`-th operand or modifier field of `form` (operands first) and its name.
const fn nth_field<K>(form: &FormInfo<K>, i: usize) -> (&'static str, Field) {
    if i < form.operands.len() {
        (form.operands[i].name, form.operands[i].field)
    } else {
        let m = &form.mods[i - form.operands.len()];
        (m.name, m.field)
    }
}

/// The first operand or modifier field of `form` (operands first) with a bit in `bits`:
/// its name and its lowest such bit.
const fn field_in<K>(form: &FormInfo<K>, bits: u128) -> Option<(&'static str, u32)> {
    let mut k = 0;
    while k < form.operands.len() + form.mods.len() {
        let (name, field) = nth_field(form, k);
        if field.mask() & bits != 0 {
            return Some((name, (field.mask() & bits).trailing_zeros()));
        }
        k += 1;
    }
    None
}

/// The compile-time error message for form `i`'s entry of [`faults`] (`None`: no fault),
/// naming the form and what is wrong: the field and bit over the fixed bits, both fields
/// and the bit they share, the field reaching past the word, or the other form that
/// matches the same word.
pub const fn fault_message<K>(
    forms: &[FormInfo<K>],
    i: usize,
    fault: u32,
    word_bits: u32,
) -> Option<Message> {
    let f = &forms[i];
    let start = Message::new().push("define_isa!: form `").push(f.name);
    let n = f.operands.len() + f.mods.len();
    if fault & FAULT_TYPE_WIDER != 0 {
        let mut k = 0;
        while k < n {
            let (name, field) = nth_field(f, k);
            if let Some(width) = type_wider(f, k, field.width()) {
                return Some(
                    start
                        .push("`: ")
                        .push(if k < f.operands.len() {
                            "operand"
                        } else {
                            "modifier"
                        })
                        .push(" `")
                        .push(name)
                        .push("` needs ")
                        .push_u32(width)
                        .push(" bits, wider than its field (")
                        .push_u32(field.width())
                        .push(")"),
                );
            }
            k += 1;
        }
    }
    if fault & FAULT_OVERLAPS_FIXED != 0 {
        if let Some((name, bit)) = field_in(f, f.mask | f.dontcare) {
            return Some(
                start
                    .push("`: field `")
                    .push(name)
                    .push("` overlaps the form's fixed bits (bit ")
                    .push_u32(bit)
                    .push(")"),
            );
        }
    }
    if fault & FAULT_FIELDS_SHARE != 0 {
        let mut a = 0;
        while a < n {
            let mut b = a + 1;
            while b < n {
                let ((na, fa), (nb, fb)) = (nth_field(f, a), nth_field(f, b));
                let shared = fa.mask() & fb.mask();
                if shared != 0 {
                    return Some(
                        start
                            .push("`: fields `")
                            .push(na)
                            .push("` and `")
                            .push(nb)
                            .push("` share bit ")
                            .push_u32(shared.trailing_zeros()),
                    );
                }
                b += 1;
            }
            a += 1;
        }
    }
    if fault & FAULT_OUTSIDE_WORD != 0 {
        return Some(match field_in(f, !crate::bits::low_mask(word_bits)) {
            Some((name, bit)) => start
                .push("`: field `")
                .push(name)
                .push("` reaches past the word (bit ")
                .push_u32(bit)
                .push(")"),
            None => start.push("`: a fixed bit or default reaches past the word"),
        });
    }
    if fault & 0xffff != 0 {
        let other = forms[(fault & 0xffff) as usize - 1].name;
        // Two rows with one name (a copied row not renamed): say so, not "ambiguous".
        if str_eq(other, f.name) {
            return Some(start.push("` is defined twice (form names must be unique)"));
        }
        return Some(
            start
                .push("` can match the same word as form `")
                .push(other)
                .push("` without a declared priority"),
        );
    }
    None
}

/// The compile-time error message for a form's fixed values (`None`: they are fine):
/// the field whose value is wider than it, or that is fixed twice to different values.
pub const fn fixed_message(form: &'static str, fixed: &Fixed) -> Option<Message> {
    // Checked first: building a message is slow in const evaluation, and every form of
    // every table comes here.
    if fixed.fits && fixed.consistent {
        return None;
    }
    let start = Message::new().push("define_isa!: form `").push(form);
    if !fixed.fits {
        return Some(
            start
                .push("`: the value of field `")
                .push(fixed.culprit)
                .push("` is wider than the field"),
        );
    }
    if !fixed.consistent {
        return Some(
            start
                .push("`: field `")
                .push(fixed.culprit)
                .push("` is fixed twice to different values"),
        );
    }
    None
}

/// The compile-time error message of the first faulty form of a table (`None`: every form
/// is fine): its fixed values ([`fixed_message`], `fixed[i]` being form `i`'s), then its
/// entries of [`faults`] and [`partners`] ([`fault_message`]).
pub const fn table_message<K>(
    forms: &[FormInfo<K>],
    fixed: &[Fixed],
    faults: &[u32],
    partners: &[u16],
    word_bits: u32,
) -> Option<Message> {
    let mut i = 0;
    while i < forms.len() {
        if let Some(m) = fixed_message(forms[i].name, &fixed[i]) {
            return Some(m);
        }
        // Only a faulty form reads the table further.
        let fault = faults[i] | partners[i] as u32;
        if fault != 0 {
            if let Some(m) = fault_message(forms, i, fault, word_bits) {
                return Some(m);
            }
        }
        i += 1;
    }
    None
}

/// [`faults`] bit: an operand or modifier field overlaps the form's fixed bits.
pub const FAULT_OVERLAPS_FIXED: u32 = 1 << 16;
/// [`faults`] bit: two operand/modifier fields share a bit.
pub const FAULT_FIELDS_SHARE: u32 = 1 << 17;
/// [`faults`] bit: a field reaches past the word.
pub const FAULT_OUTSIDE_WORD: u32 = 1 << 18;
/// [`faults`] bit: a modifier's or operand's type is wider than its field.
pub const FAULT_TYPE_WIDER: u32 = 1 << 19;

/// The width of the type of the `i`-th operand or modifier of `form` (operands first) when
/// it is wider than its `field`-bit field: a modifier's type names every value (`1 <<
/// width` names); an operand's width is its descriptor's (an empty field, a word-level
/// operand's `@ _`, takes any width).
const fn type_wider<K>(form: &FormInfo<K>, i: usize, field: u32) -> Option<u32> {
    if i < form.operands.len() {
        let op = &form.operands[i];
        if op.kind.is_some() && field != 0 && op.width > field {
            return Some(op.width);
        }
    } else {
        let names = form.mods[i - form.operands.len()].names.len();
        if field < usize::BITS && names > 1 << field {
            return Some(names.trailing_zeros());
        }
    }
    None
}

/// The field checks of every form ([`table_message`] then reads each form's entry): the
/// `FAULT_*` bits.
pub const fn faults<K, const N: usize>(forms: &[FormInfo<K>; N], word_bits: u32) -> [u32; N] {
    let mut out = [0u32; N];
    let mut i = 0;
    while i < N {
        out[i] = field_faults(&forms[i], word_bits);
        i += 1;
    }
    out
}

/// For each form, 1 + the index of another form of the same priority that can match a
/// word this form matches on some target (0: none). Two such forms share a bucket of the
/// decode index, so only forms of one bucket are compared; within a bucket, forms whose
/// values differ in bits they all fix cannot match one word, so the forms are sorted by
/// those bits and only forms with equal values there are compared (the time grows with
/// `n log n`, not `n²`, for the usual bucket of forms told apart by sub-opcodes).
pub const fn partners<K, const B: usize, const E: usize, const N: usize>(
    forms: &[FormInfo<K>; N],
    index: &Index<B, E>,
) -> [u16; N] {
    let mut out = [0u16; N];
    let mut order = [0u16; E];
    let mut x = 0;
    while x < E {
        order[x] = x as u16;
        x += 1;
    }
    // A bucket holds its forms by descending priority: each run of one priority is
    // checked on its own.
    let mut v = 0;
    while v < B {
        let (s, e) = index.buckets[v];
        let (mut lo, e) = (s as usize, e as usize);
        while lo < e {
            let p = forms[index.entries[lo].form as usize].priority;
            let mut hi = lo + 1;
            while hi < e && forms[index.entries[hi].form as usize].priority == p {
                hi += 1;
            }
            same_priority(&index.entries, &mut order, lo, hi, 0, &mut out);
            lo = hi;
        }
        v += 1;
    }
    out
}

/// [`partners`] for the entries `order[lo..hi]`, of one priority, that agree in the bits
/// `known`.
const fn same_priority<const E: usize, const N: usize>(
    entries: &[Entry; E],
    order: &mut [u16; E],
    lo: usize,
    hi: usize,
    known: u128,
    out: &mut [u16; N],
) {
    if hi - lo < 2 {
        return;
    }
    // Bits every entry of the group fixes.
    let mut common = !0u128;
    let mut x = lo;
    while x < hi {
        common &= entries[order[x] as usize].mask;
        x += 1;
    }
    if hi - lo > 8 && common & !known != 0 {
        sort_by_bits(entries, order, lo, hi, common);
        let mut s = lo;
        while s < hi {
            let value = entries[order[s] as usize].bits & common;
            let mut t = s + 1;
            while t < hi && entries[order[t] as usize].bits & common == value {
                t += 1;
            }
            same_priority(entries, order, s, t, common, out);
            s = t;
        }
        return;
    }
    let mut x = lo;
    while x < hi {
        let a = &entries[order[x] as usize];
        let mut y = x + 1;
        while y < hi {
            let b = &entries[order[y] as usize];
            if a.when.overlaps(b.when) && (a.bits ^ b.bits) & a.mask & b.mask == 0 {
                let (ia, ib) = (a.form as usize, b.form as usize);
                if out[ia] == 0 {
                    out[ia] = ib as u16 + 1;
                }
                if out[ib] == 0 {
                    out[ib] = ia as u16 + 1;
                }
            }
            y += 1;
        }
        x += 1;
    }
}

/// Sorts `order[lo..hi]` by the entries' `bits & mask` (a heap sort: in place, and
/// `n log n` in the worst case), unless it is sorted already.
const fn sort_by_bits<const E: usize>(
    entries: &[Entry; E],
    order: &mut [u16; E],
    lo: usize,
    hi: usize,
    mask: u128,
) {
    let mut x = lo + 1;
    while x < hi
        && entries[order[x - 1] as usize].bits & mask <= entries[order[x] as usize].bits & mask
    {
        x += 1;
    }
    if x == hi {
        return;
    }
    let n = hi - lo;
    let mut start = n / 2;
    while start > 0 {
        start -= 1;
        sift_down(entries, order, lo, start, n, mask);
    }
    let mut end = n;
    while end > 1 {
        end -= 1;
        let t = order[lo];
        order[lo] = order[lo + end];
        order[lo + end] = t;
        sift_down(entries, order, lo, 0, end, mask);
    }
}

/// Restores the max-heap `order[lo..lo + n]` below its element `root`.
const fn sift_down<const E: usize>(
    entries: &[Entry; E],
    order: &mut [u16; E],
    lo: usize,
    mut root: usize,
    n: usize,
    mask: u128,
) {
    loop {
        let mut child = 2 * root + 1;
        if child >= n {
            return;
        }
        if child + 1 < n
            && entries[order[lo + child] as usize].bits & mask
                < entries[order[lo + child + 1] as usize].bits & mask
        {
            child += 1;
        }
        if entries[order[lo + root] as usize].bits & mask
            >= entries[order[lo + child] as usize].bits & mask
        {
            return;
        }
        let t = order[lo + root];
        order[lo + root] = order[lo + child];
        order[lo + child] = t;
        root = child;
    }
}

/// Builds a value → name table of `N` entries from `(value, name)` pairs (`others` names
/// the values the pairs leave out).
pub const fn name_table<const N: usize>(
    pairs: &[(u128, &'static str)],
    others: Option<&'static str>,
) -> [Option<&'static str>; N] {
    let mut t = [others; N];
    let mut i = 0;
    while i < pairs.len() {
        // A value past the table is reported by `values_fit`'s check, naming the enum.
        if (pairs[i].0 as usize) < N {
            t[pairs[i].0 as usize] = Some(pairs[i].1);
        }
        i += 1;
    }
    t
}

/// Builds a value → assembler spelling table of `N` entries from `(value, name)` pairs
/// (`others` names the values the pairs leave out); an empty name cannot be written out
/// (`None`).
pub const fn spelling_table<const N: usize>(
    pairs: &[(u128, &'static str)],
    others: Option<&'static str>,
) -> [Option<&'static str>; N] {
    let mut t = name_table::<N>(pairs, others);
    let mut i = 0;
    while i < N {
        if let Some(s) = t[i] {
            if s.is_empty() {
                t[i] = None;
            }
        }
        i += 1;
    }
    t
}

/// A form's doc comment, or its class's when it has none.
pub const fn doc_or(form: &'static str, class: &'static str) -> &'static str {
    if form.is_empty() {
        class
    } else {
        form
    }
}

/// Whether every value of `pairs` is below `2^width`.
pub const fn values_fit(pairs: &[(u128, &'static str)], width: u32) -> bool {
    let mut i = 0;
    while i < pairs.len() {
        if pairs[i].0 > crate::bits::low_mask(width) {
            return false;
        }
        i += 1;
    }
    true
}

/// Number of entries the index for `forms` keyed by `key` needs: each form once per key
/// value it can match.
pub const fn index_len<K>(forms: &[FormInfo<K>], key: Field, length: Lengths) -> usize {
    let mut total = 0;
    let mut i = 0;
    while i < forms.len() {
        total += KeyValues::of(&forms[i], key, length).count();
        i += 1;
    }
    total
}
