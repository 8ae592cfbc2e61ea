//! Matching text against sub-tables, envyas's way: the assembler of an instruction set
//! whose operands are [`Atom`] lists reads a line back through the same rows its printer
//! walks.
//!
//! A line is split into tokens the way envydis prints them (white space separates
//! tokens; `(` and `)` are tokens of their own). Every form is then tried against the
//! tokens, depth first through its syntax list, the sub-table rows of its operands and
//! the values of its modifiers, each in table order; bits are merged as envyas merges
//! them (a bit set twice must agree, a number must read back as itself through its
//! field). The first complete match wins, with forms tried in the order of the root
//! table's groups (G80's; [`assemble`] tries a whole table in its order). Bits the text
//! does not mention are zero.
//!
//! Numbers are read as envyas's lexer reads them: hex (`0x1f`), decimal (`31`), octal
//! when they start with `0` (`037`), with a leading `-` for the 64-bit two's complement.
//!
//! # Beyond envyas
//!
//! Every text envydis prints for an instruction without `???` or `[unknown: …]` reads
//! back. Of that text envyas rejects three spellings, which this assembler accepts:
//!
//! 1. **Post-increment on `$a0`** — a zero before `++` instead of an address register,
//!    as envydis prints `$a0`: `s[0x0++0x10]`, `c4[0x0++0x7268]`,
//!    `c1[0x0++0xfffffffffffffff6]` (envyas takes an increment only after an address
//!    register; any other number before `++` is an error here too).
//! 2. **A fully masked vector** `#:#:#:#` whose base register is not `$r0` (G80's
//!    `texfetch all #:#:#:# $t48 $s4 $r40 0x0 0x0 0x0`, `texsize all #:#:#:# $t64 $s10
//!    $r33`): the vector names no register, so the base comes from the operand sharing
//!    the field (the source vector, `texsize`'s `$rN`); envyas sets the base to 0 for it
//!    and then fails on the other operand.
//! 3. **Negative numbers in plain fields** (G80's texel offsets, `texfetch live
//!    #:#:$r1:$r2 $t152 $s0 $r1 0x5 0x0 -0x2`): envyas reads `-0x2` as a negation, which
//!    its plain immediate fields do not take.
//!
//! All 65 envydis lines envyas rejects in `envyas_f102b823_roundtrip.tsv` (`noasm`) are
//! of these kinds. One more spelling reads as a side effect of item 3, though envydis
//! never prints it (it prints negative increments as 64-bit hex):
//!
//! 4. **A minus sign after `++`** (`s[$a1++-0x4]`, the same word as
//!    `s[$a1++0xfffffffffffffffc]`), which envyas's lexer turns into a binary minus.
//!
//! `tests/g80_rows.rs` assembles an example of each.
//!
//! # A table of your own
//!
//! [`assemble`] is this matcher over a whole table in table order: what
//! [`define_isa!`](crate::define_isa) calls behind `Insn::assemble` for a table whose
//! operands are sub-tables (`operands(word, rows: …)`) and whose header names no
//! `assembler:`. G80 has an assembler of its own (`arch/g80/asm.rs`) over the same
//! search: envydis's root order and the `long` keyword.

use super::{Atom, Bf, Keyed, Mem, Reg, Special, Vector};
use crate::error::{AsmError, AsmErrorKind};
use crate::form::{FormInfo, Item};

/// Why a token does not match: the error's kind and message.
type Why = (AsmErrorKind, &'static str);

/// A token that is none of the names a form allows there (a search that fails on it
/// right after the mnemonic reports an unknown instruction instead).
const UNEXPECTED: Why = (AsmErrorKind::UnknownName, "unexpected token");
/// The line ends before the form does.
const INCOMPLETE: Why = (AsmErrorKind::Expected, "the instruction is incomplete");
/// Tokens after a complete instruction.
const TRAILING: Why = (
    AsmErrorKind::TrailingText,
    "unexpected text after the instruction",
);
/// envydis's `???` (catch-all rows) stands for no encoding.
const OOPS: Why = (AsmErrorKind::Invalid, "`???` cannot be assembled");

/// Most tokens a line may have (the longest envydis line has about 20).
const MAX_TOKENS: usize = 48;

/// A token and its 1-based column.
#[derive(Clone, Copy, Debug)]
struct Tok<'a> {
    text: &'a str,
    col: usize,
}

/// The bits matched so far: values and which bits are decided.
#[derive(Clone, Copy, Debug)]
struct Bits {
    val: u64,
    mask: u64,
}

impl Bits {
    /// Merges `val` under `mask`; fails when a decided bit disagrees.
    #[inline]
    fn set(self, mask: u64, val: u64) -> Option<Bits> {
        if (self.val ^ val) & mask & self.mask != 0 {
            return None;
        }
        Some(Bits {
            val: self.val | (val & mask),
            mask: self.mask | mask,
        })
    }

    /// Encodes `num` into `bf` and merges it; fails with `message`, of kind
    /// [`AsmErrorKind::OutOfRange`] when `num` does not fit the field and
    /// [`AsmErrorKind::Invalid`] when it disagrees with bits decided before (the form's
    /// fixed bits or another operand's).
    #[inline]
    fn put(self, bf: Bf, num: u64, message: &'static str) -> Result<Bits, Why> {
        let v = bf.encode(num).ok_or((AsmErrorKind::OutOfRange, message))?;
        self.set(bf.mask(), v)
            .ok_or((AsmErrorKind::Invalid, message))
    }
}

/// What is left to match after the current item: a list of atoms or syntax items,
/// then whatever follows it.
#[derive(Clone, Copy)]
enum Step {
    Atoms(&'static [Atom]),
    Items(&'static [Item]),
}

impl Step {
    /// This step, then `next`.
    fn then<'c>(self, next: Option<&'c Cont<'c>>) -> Cont<'c> {
        Cont { step: self, next }
    }
}

#[derive(Clone, Copy)]
struct Cont<'c> {
    step: Step,
    next: Option<&'c Cont<'c>>,
}

/// One search: the tokens, the target and the form being tried, and the furthest
/// failure seen (for the error message).
struct Search<'a, K: 'static> {
    toks: &'a [Tok<'a>],
    end_col: usize,
    target: u32,
    atoms_of: fn(K) -> &'static [Atom],
    form: &'static FormInfo<K>,
    fail_pos: usize,
    fail: Option<Why>,
}

impl<'a, K: Copy> Search<'a, K> {
    /// Records a failure at token `pos`: the furthest one wins and, at one token, a
    /// complaint about what the token says (a value out of range, a part the operand
    /// cannot have) beats an earlier row's "expected …", which only says the token is not
    /// of that row's kind.
    fn fail(&mut self, pos: usize, why: Why) -> Option<Bits> {
        let about_token = matches!(why.0, AsmErrorKind::OutOfRange | AsmErrorKind::Invalid);
        let better = match self.fail {
            None => true,
            Some((kind, _)) => {
                pos > self.fail_pos
                    || (pos == self.fail_pos
                        && kind == AsmErrorKind::Expected
                        && about_token
                        && why != OOPS)
            }
        };
        if better {
            self.fail_pos = pos;
            self.fail = Some(why);
        }
        None
    }

    fn tok(&self, pos: usize) -> Option<&'a str> {
        self.toks.get(pos).map(|t| t.text)
    }

    /// Matches the rest of the line against `k`; the first complete match.
    fn run(&mut self, k: Option<&Cont<'_>>, pos: usize, b: Bits) -> Option<Bits> {
        let Some(c) = k else {
            return if pos == self.toks.len() {
                Some(b)
            } else {
                self.fail(pos, TRAILING)
            };
        };
        match c.step {
            Step::Atoms(atoms) => match atoms.split_first() {
                None => self.run(c.next, pos, b),
                Some((a, rest)) => self.atom(a, &Step::Atoms(rest).then(c.next), pos, b),
            },
            Step::Items(items) => match items.split_first() {
                None => self.run(c.next, pos, b),
                Some((it, rest)) => self.item(*it, &Step::Items(rest).then(c.next), pos, b),
            },
        }
    }

    /// Matches one token equal to `s`, then `k`. The error token `???` (the mnemonic of
    /// envydis's catch-all rows, or an atom of theirs) is never matched.
    fn word(&mut self, s: &str, k: &Cont<'_>, pos: usize, b: Bits) -> Option<Bits> {
        if s == "???" {
            return self.fail(pos, OOPS);
        }
        match self.tok(pos) {
            Some(t) if t == s => self.run(Some(k), pos + 1, b),
            Some(_) => self.fail(pos, UNEXPECTED),
            None => self.fail(pos, INCOMPLETE),
        }
    }

    /// Matches one token with `parse` (which merges its bits), then `k`.
    fn one(
        &mut self,
        k: &Cont<'_>,
        pos: usize,
        b: Bits,
        parse: impl FnOnce(&str, Bits) -> Result<Bits, Why>,
    ) -> Option<Bits> {
        let Some(t) = self.tok(pos) else {
            return self.fail(pos, INCOMPLETE);
        };
        match parse(t, b) {
            Ok(nb) => self.run(Some(k), pos + 1, nb),
            Err(why) => self.fail(pos, why),
        }
    }

    fn item(&mut self, it: Item, k: &Cont<'_>, pos: usize, b: Bits) -> Option<Bits> {
        let form = self.form;
        match it {
            Item::Mnemonic => self.word(form.mnemonic, k, pos, b),
            Item::Text("(") => self.word("(", k, pos, b),
            Item::Text(")") => self.word(")", k, pos, b),
            Item::Text(t) => self.word(t, k, pos, b),
            Item::Mod(i) => {
                let m = &form.mods[i as usize];
                if !m.when.allows(self.target) {
                    return self.run(Some(k), pos, b);
                }
                let mask = m.field.mask() as u64;
                for (v, name) in m.names.iter().enumerate() {
                    let Some(name) = name.filter(|&n| n != "???") else {
                        continue;
                    };
                    let Some(nb) = b.set(mask, m.field.place(v as u128) as u64) else {
                        continue;
                    };
                    let r = if name.is_empty() {
                        self.run(Some(k), pos, nb)
                    } else if self.tok(pos) == Some(name) {
                        self.run(Some(k), pos + 1, nb)
                    } else {
                        continue;
                    };
                    if r.is_some() {
                        return r;
                    }
                }
                self.fail(pos, UNEXPECTED)
            }
            Item::Operand(i) => match form.operands[i as usize].kind {
                None => self.run(Some(k), pos, b),
                Some(kind) => {
                    let atoms = (self.atoms_of)(kind);
                    self.run(Some(&Step::Atoms(atoms).then(Some(k))), pos, b)
                }
            },
        }
    }

    fn atom(&mut self, a: &Atom, k: &Cont<'_>, pos: usize, b: Bits) -> Option<Bits> {
        let target = self.target;
        match *a {
            Atom::N(s) => self.word(s, k, pos, b),
            Atom::Oops => self.fail(pos, OOPS),
            Atom::Open => self.word("(", k, pos, b),
            Atom::Close => self.word(")", k, pos, b),
            Atom::Discard => self.word("#", k, pos, b),
            Atom::Ign(_) => self.run(Some(k), pos, b),
            Atom::T(rows) | Atom::K(&Keyed { source: rows, .. }) => {
                for r in rows {
                    if !r.when.allows(target) {
                        continue;
                    }
                    let Some(nb) = b.set(r.mask, r.val) else {
                        continue;
                    };
                    let sub = Step::Atoms(r.atoms).then(Some(k));
                    if let Some(done) = self.run(Some(&sub), pos, nb) {
                        return Some(done);
                    }
                }
                None
            }
            Atom::R(r) => self.one(k, pos, b, |t, b| {
                let n = reg_number(t, r, target)
                    .ok_or((AsmErrorKind::Expected, "expected a register"))?;
                b.put(r.bf, n, "register number out of range")
            }),
            Atom::Imm(bf) => self.one(k, pos, b, |t, b| {
                let n = number(t).ok_or((AsmErrorKind::Expected, "expected a number"))?;
                b.put(bf, n, "number out of range for its field")
            }),
            Atom::CTarg(bf) => self.one(k, pos, b, |t, b| {
                let n = number(t).ok_or((AsmErrorKind::Expected, "expected a code address"))?;
                b.put(bf, n, "code address out of range or not a multiple of 4")
            }),
            Atom::M(m) => self.one(k, pos, b, |t, b| mem(t, m, target, b)),
            Atom::V(v) => self.one(k, pos, b, |t, b| vector(t, v, b)),
        }
    }
}

/// A number as envydis prints it (`0x1f`, `-0x8`) or as envyas also reads it: decimal
/// (`16`), or octal when it starts with `0` (`020` is 16). Negative numbers are their
/// 64-bit two's complement, as in envyas.
fn number(t: &str) -> Option<u64> {
    let (neg, t) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let v = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(hex) if !hex.is_empty() && hex.bytes().all(|c| c.is_ascii_hexdigit()) => {
            u64::from_str_radix(hex, 16).ok()?
        }
        Some(_) => return None,
        None => match t.strip_prefix('0') {
            Some("") => 0,
            Some(oct) if oct.bytes().all(|c| (b'0'..=b'7').contains(&c)) => {
                u64::from_str_radix(oct, 8).ok()?
            }
            Some(_) => return None,
            None if !t.is_empty() && t.bytes().all(|c| c.is_ascii_digit()) => t.parse().ok()?,
            None => return None,
        },
    };
    Some(if neg { v.wrapping_neg() } else { v })
}

/// A decimal register number (the digits envydis prints).
fn decimal(t: &str) -> Option<u64> {
    if t.is_empty() || !t.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    t.parse().ok()
}

/// The field value a register token stands for: `$<prefix><n><suffix>`, `$rNl`/`$rNh`
/// halves, special-register names, and `0x0` for the zero register `$a0`.
fn reg_number(t: &str, r: &Reg, target: u32) -> Option<u64> {
    if r.special == Special::ZeroA && number(t) == Some(0) {
        return Some(0);
    }
    if r.special == Special::Named {
        if let Some(n) = (0..16).find(|&n| (r.names)(n, target) == Some(t)) {
            return Some(n);
        }
    }
    let body = t.strip_prefix('$')?;
    // (An ASCII prefix: its length is a character boundary of a text it starts.)
    let body = match body.as_bytes().starts_with(r.prefix()) {
        true => &body[r.prefix().len()..],
        false => return None,
    };
    if r.hilo {
        let (digits, h) = match body.strip_suffix('l') {
            Some(d) => (d, 0),
            None => (body.strip_suffix('h')?, 1),
        };
        Some(decimal(digits)?.checked_mul(2)? | h)
    } else {
        match r.suffix {
            0 => decimal(body),
            c => decimal(body.strip_suffix(char::from(c))?),
        }
    }
}

/// A memory operand: `space[idx]` then `[…]` holding `$rN` (global), or an address:
/// `$aN`, an offset, `$aN+off` (terms may come in any order and offsets may be summed
/// or subtracted), or a post-increment `$aN++inc` / `0x0++inc`.
fn mem(t: &str, m: &Mem, target: u32, b: Bits) -> Result<Bits, Why> {
    const NOT: Why = (AsmErrorKind::Expected, "expected a memory operand");
    /// A part this memory operand cannot have.
    const fn invalid(message: &'static str) -> Result<Bits, Why> {
        Err((AsmErrorKind::Invalid, message))
    }
    let rest = t.strip_prefix(m.space).ok_or(NOT)?;
    let open = rest.find('[').ok_or(NOT)?;
    let (idx, addr) = rest.split_at(open);
    let addr = addr[1..].strip_suffix(']').ok_or(NOT)?;
    let mut b = b;
    match m.idx {
        Some(bf) => {
            let n = decimal(idx).ok_or(NOT)?;
            b = b.put(bf, n, Mem::IDX_RANGE)?;
        }
        None if !idx.is_empty() => return Err(NOT),
        None => {}
    }
    if let Some(r) = m.reg {
        let n = reg_number(addr, r, target)
            .ok_or((AsmErrorKind::Expected, "expected a register address"))?;
        return b.put(r.bf, n, "register number out of range");
    }
    let (base, incr) = match addr.find("++") {
        Some(i) => (&addr[..i], Some(&addr[i + 2..])),
        None => (addr, None),
    };
    if incr.is_some() != m.postincr {
        return Err(if m.postincr {
            (
                AsmErrorKind::Expected,
                "expected a post-increment address ($a++offset)",
            )
        } else {
            (AsmErrorKind::Invalid, "this operand has no post-increment")
        });
    }
    // The base: at most one address register plus a sum of numbers.
    let mut areg: Option<&str> = None;
    let mut sum = 0u64;
    let mut numbers = false;
    let bytes = base.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let neg = match bytes[i] {
            b'+' if i > 0 => {
                i += 1;
                false
            }
            b'-' if i > 0 => {
                i += 1;
                true
            }
            _ => false,
        };
        let start = i;
        let mut j = i + usize::from(bytes.get(i) == Some(&b'-'));
        while j < bytes.len() && bytes[j] != b'+' && bytes[j] != b'-' {
            j += 1;
        }
        let term = &base[start..j];
        if term.starts_with('$') {
            if neg || areg.is_some() {
                return invalid("an address takes one address register, added");
            }
            areg = Some(term);
        } else {
            let n = number(term).ok_or((
                AsmErrorKind::Expected,
                "expected an address register or a number",
            ))?;
            sum = if neg {
                sum.wrapping_sub(n)
            } else {
                sum.wrapping_add(n)
            };
            numbers = true;
        }
        i = j;
    }
    if let Some(inc) = incr {
        // `0x0++inc`: envydis prints `$a0` (the zero register) this way.
        if numbers && sum != 0 {
            return invalid("a post-increment address takes no offset before `++`");
        }
        sum = number(inc).ok_or((AsmErrorKind::Expected, "expected the increment after `++`"))?;
        numbers = true;
    }
    match m.off {
        Some(bf) => b = b.put(bf, sum, Mem::OFF_RANGE)?,
        None if numbers && sum != 0 => return invalid("this memory operand takes no offset"),
        None => {}
    }
    match (m.areg, areg) {
        (Some(r), Some(t)) => {
            let n = reg_number(t, r, target)
                .ok_or((AsmErrorKind::Expected, "expected an address register $aN"))?;
            b = b.put(r.bf, n, Mem::AREG_RANGE)?;
        }
        (Some(r), None) => b = b.put(r.bf, 0, "address register conflict")?,
        (None, Some(_)) => return invalid("this memory operand takes no address register"),
        (None, None) => {}
    }
    Ok(b)
}

/// A register vector `$r4:$r5:#:$r6`: the registers consecutive from the first, `#` for
/// a masked lane, as many lanes as the count field (or 4) says.
fn vector(t: &str, v: &Vector, b: Bits) -> Result<Bits, Why> {
    /// A vector this operand cannot encode.
    const fn invalid(message: &'static str) -> Result<Bits, Why> {
        Err((AsmErrorKind::Invalid, message))
    }
    let (mut start, mut cur, mut mask, mut count) = (0u64, 0u64, 0u64, 0u64);
    for lane in t.split(':') {
        if count >= 64 {
            return invalid("too many vector lanes");
        }
        if lane != "#" {
            let n = lane.strip_prefix("$r").and_then(decimal).ok_or((
                AsmErrorKind::Expected,
                "expected a register vector ($rN:…, # for an unused lane)",
            ))?;
            if mask == 0 {
                start = n;
            } else if n != cur {
                return invalid("vector registers must be consecutive");
            }
            cur = n + 1;
            mask |= 1 << count;
        }
        count += 1;
    }
    // A fully masked vector (`#:#:#:#`) does not say its base register, which the
    // source vector shares: leave the field to it (envyas sets it to 0 and then cannot
    // read such texture lines back).
    let mut b = if mask == 0 && v.mask.is_some() {
        b
    } else {
        b.put(v.base, start, "register number out of range")?
    };
    match v.count {
        Some((bf, add)) => {
            const LANES: &str = "wrong number of vector lanes";
            let raw = count
                .checked_sub(add)
                .ok_or((AsmErrorKind::Invalid, LANES))?;
            // A count its field cannot hold is a wrong number of lanes too.
            b = b
                .put(bf, raw, LANES)
                .map_err(|(_, m)| (AsmErrorKind::Invalid, m))?;
        }
        None if count != 4 => return invalid("a texture vector has four lanes"),
        None => {}
    }
    match v.mask {
        Some(bf) => b.put(bf, mask, "vector lane mask out of range"),
        None if mask != (1 << count) - 1 => invalid("this vector takes no unused lanes"),
        None => Ok(b),
    }
}

/// Splits a line into tokens; `None` when it has too many.
fn tokenize<'a>(line: &'a str, toks: &mut [Tok<'a>; MAX_TOKENS]) -> Result<usize, AsmError> {
    let mut n = 0;
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        if c == b'(' || c == b')' {
            i += 1;
        } else {
            while i < bytes.len()
                && !bytes[i].is_ascii_whitespace()
                && bytes[i] != b'('
                && bytes[i] != b')'
            {
                i += 1;
            }
        }
        if n == MAX_TOKENS {
            // No instruction has as many: the tokens from here on are beyond any.
            return Err(AsmError::new(
                start + 1,
                AsmErrorKind::TrailingText,
                "too many tokens for one instruction",
            ));
        }
        toks[n] = Tok {
            text: &line[start..i],
            col: start + 1,
        };
        n += 1;
    }
    Ok(n)
}

/// Whether the mnemonic and literal name tokens of `f`'s syntax all occur in the line
/// (a cheap test that skips most forms before the search).
fn literals_present<K>(f: &FormInfo<K>, toks: &[Tok<'_>]) -> bool {
    f.syntax.iter().all(|it| match *it {
        Item::Mnemonic => toks.iter().any(|t| t.text == f.mnemonic),
        Item::Text(t) if t != "(" && t != ")" => toks.iter().any(|k| k.text == t),
        _ => true,
    })
}

/// Most modifiers and operands a form without a syntax list is read with.
const MAX_ITEMS: usize = 32;

/// `[Item::Mod(0), Item::Mod(1), …]`, or the same of operands.
const fn indexed(operands: bool) -> [Item; MAX_ITEMS] {
    let mut items = [Item::Mnemonic; MAX_ITEMS];
    let mut i = 0;
    while i < MAX_ITEMS {
        items[i] = if operands {
            Item::Operand(i as u8)
        } else {
            Item::Mod(i as u8)
        };
        i += 1;
    }
    items
}

/// The modifier items of a form without a syntax list.
static MODS: [Item; MAX_ITEMS] = indexed(false);
/// Its operand items.
static OPERANDS: [Item; MAX_ITEMS] = indexed(true);

/// An instruction set's forms as its reference assembler tries them.
pub(crate) struct Roots<K: 'static> {
    /// The forms.
    pub(crate) forms: &'static [FormInfo<K>],
    /// The atoms an operand kind is matched with.
    pub(crate) atoms_of: fn(K) -> &'static [Atom],
    /// Each form's group in the root table (0 to 7): groups are tried in order, and the
    /// forms of a group in table order.
    pub(crate) group: fn(&FormInfo<K>) -> u8,
    /// A keyword that may lead a line, and the groups it restricts the search to.
    pub(crate) keyword: (&'static str, u8),
}

/// Assembles one `line` against `forms` for a target with `gate` bits
/// ([`DecodeTarget::gate_bits`](crate::isa::DecodeTarget::gate_bits)): the index of the
/// first form, in table order, that reads the whole line, and its word (bits the text
/// does not mention are zero). Each operand of kind `k` is read through the atoms
/// `atoms_of(k)` gives, as the printer walks them. A line that some form would read on
/// another target is rejected with [`AsmErrorKind::Unsupported`]; otherwise the error
/// names the problem at the token where the search got furthest.
///
/// `define_isa!` calls it with the table's `FORMS` and `atoms_of` (see the
/// [module docs](crate::subtable)); an `assembler:` function of a table's own may call it
/// too, for instance to try another spelling first.
pub fn assemble<K: Copy>(
    forms: &'static [FormInfo<K>],
    atoms_of: fn(K) -> &'static [Atom],
    line: &str,
    gate: u32,
) -> Result<(u16, u128), AsmError> {
    let roots = Roots {
        forms,
        atoms_of,
        group: |_| 0,
        keyword: ("", 0),
    };
    explained(line, gate, |gate| search(&roots, line, gate, 1))
}

/// No form reads the line's first tokens.
const UNKNOWN: Why = (
    AsmErrorKind::UnknownMnemonic,
    "unknown instruction (no form matches its mnemonic and modifiers)",
);

/// What a search finds: the form's index and the word.
pub(crate) type Found = Result<(u16, u128), AsmError>;

/// What `search` finds for `gate`, and when it finds nothing but would for another
/// target (GPU variant or program type), an error that says so.
pub(crate) fn explained(line: &str, gate: u32, search: impl Fn(u32) -> Found) -> Found {
    search(gate).map_err(|e| match search(u32::MAX) {
        Ok(_) => AsmError::new(
            line.len() - line.trim_start().len() + 1,
            AsmErrorKind::Unsupported,
            "not available on this target (GPU variant or program type)",
        ),
        Err(_) => e,
    })
}

/// The first form (in root order, among `groups`, allowed by the target's `gate` bits)
/// that matches the whole line: its index and word.
pub(crate) fn search<K: Copy>(roots: &Roots<K>, line: &str, gate: u32, groups: u8) -> Found {
    let mut toks = [Tok { text: "", col: 0 }; MAX_TOKENS];
    let n = tokenize(line, &mut toks)?;
    let toks = &toks[..n];
    if toks.is_empty() {
        return Err(AsmError::new(
            1,
            AsmErrorKind::Empty,
            "empty line: expected an instruction",
        ));
    }
    let (keyword, keyword_groups) = roots.keyword;
    let long = toks[0].text == keyword;
    let first = usize::from(long);
    let groups = if long {
        groups & keyword_groups
    } else {
        groups
    };
    let mut s = Search {
        toks,
        end_col: line.trim_end().len() + 1,
        target: gate,
        atoms_of: roots.atoms_of,
        form: &roots.forms[0],
        fail_pos: 0,
        fail: None,
    };
    for g in (0..8).filter(|g| groups & 1 << g != 0) {
        for (i, f) in roots.forms.iter().enumerate() {
            if (roots.group)(f) != g || !f.when.allows(gate) || !literals_present(f, &toks[first..])
            {
                continue;
            }
            s.form = f;
            // Without a syntax list: the mnemonic, the modifiers, the operands.
            let operands = Step::Items(&OPERANDS[..f.operands.len().min(MAX_ITEMS)]).then(None);
            let mods = Step::Items(&MODS[..f.mods.len().min(MAX_ITEMS)]).then(Some(&operands));
            let start = match f.syntax {
                [] => Step::Items(&[Item::Mnemonic]).then(Some(&mods)),
                syntax => Step::Items(syntax).then(None),
            };
            let b = Bits {
                val: f.bits as u64,
                mask: f.mask as u64,
            };
            if let Some(done) = s.run(Some(&start), first, b) {
                return Ok((i as u16, u128::from(done.val)));
            }
        }
    }
    let at = toks.get(s.fail_pos);
    let col = at.map_or(s.end_col, |t| t.col);
    let (kind, msg) = match s.fail {
        _ if at.is_some_and(|t| t.text == "???") => OOPS,
        // No form got past its first tokens (or none has these literal names).
        None => UNKNOWN,
        Some(UNEXPECTED) if s.fail_pos <= first + 1 => UNKNOWN,
        Some(why) => why,
    };
    Err(AsmError::new(col, kind, msg))
}
