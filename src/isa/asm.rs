//! The assembler of every fixed-form table: one line's skeleton (the mnemonic token, the
//! candidate forms, the modifiers, the operands) with [`Syntax`] hooks where an instruction
//! set's reference assembler reads a line its own way. A table's own `assembler:` calls
//! [`assemble_with`] with its hooks; the others use [`Generic`]. (Sub-table tables read a
//! line token by token through their atoms instead: `subtable::asm`.)

use super::Isa;
use crate::error::{AsmError, AsmErrorKind};
use crate::form::{Fallback, FormInfo, ModDesc};
use crate::text::Cursor;

/// The line being assembled and the form being tried, for the [`Syntax`] hooks.
#[derive(Debug)]
pub struct Line<'a, I: Isa> {
    /// The whole line: hooks give error columns from where their text lies in it.
    pub text: &'a str,
    /// The table's operand separator (`None`: white space).
    pub sep: Option<u8>,
    /// The target the line is assembled for.
    pub target: I::Target,
    /// The number of the form tried.
    pub form: u16,
    /// The form tried.
    pub info: &'static FormInfo<I::Kind>,
}

/// The mnemonic token of a line: where it starts and ends, and where the operands' text
/// starts (byte offsets in the line).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Head {
    /// Where the token starts.
    pub start: usize,
    /// Where it ends.
    pub end: usize,
    /// Where the operands' text starts.
    pub rest: usize,
}

/// The 1-based column of `part`, a piece of `line` (its start when it is not one).
pub fn column_of(line: &str, part: &str) -> usize {
    let (l, p) = (line.as_ptr() as usize, part.as_ptr() as usize);
    if p >= l && p <= l + line.len() {
        p - l + 1
    } else {
        1
    }
}

/// How an instruction set's assembler reads a line, where it differs from the generic
/// one: each hook's default is the generic behaviour ([`Generic`]). The skeleton,
/// [`assemble_with`]: the mnemonic token ([`Syntax::head`]); the candidate forms, those
/// whose mnemonic the token starts with ([`Syntax::candidate`]), longest mnemonic first,
/// then in table order; for each, the modifiers' text ([`Syntax::mods_text`]), the word it
/// starts from ([`Syntax::initial_bits`]), the modifiers ([`Syntax::modifiers`]) and the
/// operands ([`Syntax::operand`]) in the order [`Syntax::MODS_LAST`] says, and
/// [`Syntax::finish`]. The first candidate that reads the whole line wins; otherwise the
/// error that got furthest is reported.
pub trait Syntax<I: Isa> {
    /// What the hooks keep while reading a line (fresh for each candidate form).
    type State: Default;
    /// Only the first candidate with the longest mnemonic is tried.
    const LONGEST_ONLY: bool = false;
    /// The modifiers are read after the operands (an operand's error comes first).
    const MODS_LAST: bool = false;
    /// The operands are the pieces of the text between separators, trimmed
    /// ([`Syntax::trim`]), empty ones dropped, and counted before any is read. Otherwise
    /// each operand is read where the previous one ended, with the separator between.
    const PIECES: bool = false;
    /// The message for a line no form's mnemonic starts.
    const UNKNOWN_MNEMONIC: &'static str = "unknown mnemonic";
    /// The messages for too few and too many operands.
    const COUNT: [&'static str; 2] = ["too few operands", "too many operands"];
    /// The message for text left in an operand's piece ([`Syntax::PIECES`]).
    const PIECE_LEFT: &'static str = "unexpected text in the operand";
    /// Modifiers are written as this character and a value's spelling each, in any order
    /// ([`dotted_mods`]; a value's spelling starts with the character). `None`: one after
    /// the other in the table's order, run together ([`parse_mods`]).
    const MOD_SEPARATOR: Option<u8> = None;
    /// The messages of [`dotted_mods`] for a piece that names no modifier, one that names
    /// several, and a modifier without a default that is not given.
    const MOD_TEXTS: [&'static str; 3] =
        ["unknown modifier", "ambiguous modifier", "missing modifier"];

    /// The mnemonic token. The default skips leading blanks, reports an empty line (or
    /// one of only a comment), ends the token at a blank or the comment character and
    /// starts the operands after the blanks that follow.
    fn head(line: &str) -> Result<Head, AsmError> {
        let mut cur = Cursor::new(line);
        cur.skip_ws();
        if cur.at_end(I::COMMENT) {
            return Err(cur.error(AsmErrorKind::Empty, "empty line: expected an instruction"));
        }
        let start = cur.pos();
        cur.take_while(|c| !matches!(c, b' ' | b'\t' | b'\r' | b'\n') && c != I::COMMENT);
        let end = cur.pos();
        cur.skip_ws();
        Ok(Head {
            start,
            end,
            rest: cur.pos(),
        })
    }

    /// Whether `form` is a candidate for the mnemonic token `token`. The default: the
    /// form's mnemonic, alone or followed by text one of its modifiers can start with.
    fn candidate(form: &FormInfo<I::Kind>, token: &str) -> bool {
        continues(form, token)
    }

    /// The modifiers' text in `suffix`, the token after the mnemonic (a piece of it, so
    /// that columns stay right), or why the suffix is wrong. The default: all of it.
    fn mods_text(suffix: &str) -> Result<&str, ModError> {
        Ok(suffix)
    }

    /// The word a form's line starts from. The default: the form's fixed bits.
    fn initial_bits(form: &FormInfo<I::Kind>) -> u128 {
        form.bits
    }

    /// The bits of the modifiers written as `text` (a piece of the line). The default
    /// reads them as [`parse_mods`] does, or as [`dotted_mods`] with a
    /// [`Syntax::MOD_SEPARATOR`].
    fn modifiers(
        line: &Line<'_, I>,
        text: &str,
        state: &mut Self::State,
    ) -> Result<u128, AsmError> {
        let _ = state;
        if let Some(sep) = Self::MOD_SEPARATOR {
            return dotted_mods::<I, Self>(line, text, sep);
        }
        parse_mods(line.info, text)
            .map_err(|(off, kind, msg)| AsmError::new(column_of(line.text, text) + off, kind, msg))
    }

    /// Which modifier of the form (its index) and value `piece`, one piece of
    /// [`dotted_mods`] without its separator, names, or the error's kind and message. The
    /// default: the one modifier with a value spelled so.
    fn lookup(info: &FormInfo<I::Kind>, piece: &str, sep: u8) -> Result<(usize, usize), ModError> {
        let mut hits = info
            .mods
            .iter()
            .enumerate()
            .filter_map(|(k, d)| Some((k, spelled(d, piece, sep)?)));
        let Some(hit) = hits.next() else {
            return Err((0, AsmErrorKind::UnknownName, Self::MOD_TEXTS[0]));
        };
        if hits.next().is_some() {
            return Err((0, AsmErrorKind::Invalid, Self::MOD_TEXTS[1]));
        }
        Ok(hit)
    }

    /// The message for modifier `k` of the form given twice ([`dotted_mods`]).
    fn twice(info: &FormInfo<I::Kind>, k: usize) -> &'static str {
        let _ = (info, k);
        "modifier given twice"
    }

    /// An operand's piece without what surrounds it ([`Syntax::PIECES`]).
    fn trim(piece: &str) -> &str {
        piece.trim_ascii()
    }

    /// The word bits of operand `k` of the form, read at `cur` (whose text is the line,
    /// up to the end of the operand's piece with [`Syntax::PIECES`]). The default: the
    /// kind's parser for the line's target, its value placed in the operand's field; a
    /// placeholder's text.
    fn operand(
        line: &Line<'_, I>,
        k: usize,
        cur: &mut Cursor<'_>,
        state: &mut Self::State,
    ) -> Result<u128, AsmError> {
        let _ = state;
        let op = &line.info.operands[k];
        match op.kind {
            Some(kind) => Ok(op.field.place(I::parse_operand_in(kind, cur, line.target)?)),
            None => {
                cur.expect_str(I::PLACEHOLDER, "expected placeholder operand")?;
                Ok(0)
            }
        }
    }

    /// The word once everything is read. The default: as it is.
    fn finish(line: &Line<'_, I>, bits: u128, state: Self::State) -> Result<u128, AsmError> {
        let _ = (line, state);
        Ok(bits)
    }
}

/// The generic assembler's syntax: every hook's default.
#[derive(Clone, Copy, Debug)]
pub struct Generic;

impl<I: Isa> Syntax<I> for Generic {
    type State = ();
}

/// Whether `token` is `form`'s mnemonic, alone or followed by text one of its modifiers
/// can start with (a mnemonic is not taken as the prefix of another word: `bogus` does
/// not read as a form `b`).
fn continues<K>(form: &FormInfo<K>, token: &str) -> bool {
    let Some(rest) = token.strip_prefix(form.mnemonic) else {
        return false;
    };
    let Some(&first) = rest.as_bytes().first() else {
        return true;
    };
    form.mods.iter().any(|m| {
        (m.fallback == Fallback::Decimal && first.is_ascii_digit())
            || m.names
                .iter()
                .chain(m.spellings)
                .any(|n| n.is_some_and(|n| n.as_bytes().first() == Some(&first)))
    })
}

/// Parses the modifier suffixes of `form` from `text` (the mnemonic token minus the
/// form's mnemonic). Returns the modifier bits, or the byte offset in `text` where
/// parsing stopped and why: [`AsmErrorKind::UnknownName`] for text no modifier reads,
/// [`AsmErrorKind::Invalid`] for a modifier without a default that is not given.
///
/// Each modifier may be absent (its empty-text value), one of its names, or (with a
/// decimal fallback) a number; a number may run into digits of a later modifier
/// (`.sat313` is condition 31 then thread `3`), so alternatives are tried with
/// backtracking.
pub fn parse_mods<K>(form: &FormInfo<K>, text: &str) -> Result<u128, ModError> {
    parse_mods_from(form.mods, text, text.len())
}

/// Why a modifier text is wrong: the byte offset in it, the kind and the message.
pub type ModError = (usize, AsmErrorKind, &'static str);

fn parse_mods_from(mods: &[ModDesc], rest: &str, total: usize) -> Result<u128, ModError> {
    let at = total - rest.len();
    let unknown = (
        at,
        AsmErrorKind::UnknownName,
        "unknown or misplaced modifier",
    );
    let Some((m, later)) = mods.split_first() else {
        return if rest.is_empty() { Ok(0) } else { Err(unknown) };
    };
    let mut err = unknown;
    let keep = |e: ModError, err: &mut ModError| {
        if e.0 >= err.0 {
            *err = e;
        }
    };
    // Named values, longest text first.
    let mut tried_len = usize::MAX;
    loop {
        let mut next: Option<(usize, usize)> = None;
        for (v, name) in m.names.iter().enumerate() {
            if let Some(s) = name {
                if !s.is_empty()
                    && s.len() < tried_len
                    && rest.starts_with(s)
                    && next.is_none_or(|(_, l)| s.len() > l)
                {
                    next = Some((v, s.len()));
                }
            }
        }
        let Some((v, len)) = next else { break };
        tried_len = len;
        match parse_mods_from(later, &rest[len..], total) {
            Ok(b) => return Ok(b | m.field.place(v as u128)),
            Err(e) => keep(e, &mut err),
        }
    }
    // Unnamed values as decimal numbers, longest digit run first.
    if m.fallback == Fallback::Decimal {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        for n in (1..=digits).rev() {
            let Ok(v) = rest[..n].parse::<u128>() else {
                continue;
            };
            if (n > 1 && rest.starts_with('0')) || !m.field.fits(v) || m.name_of(v).is_some() {
                continue;
            }
            match parse_mods_from(later, &rest[n..], total) {
                Ok(b) => return Ok(b | m.field.place(v)),
                Err(e) => keep(e, &mut err),
            }
        }
    }
    // Absent: the value whose text is empty.
    match m.names.iter().position(|n| *n == Some("")) {
        Some(v) => match parse_mods_from(later, rest, total) {
            Ok(b) => Ok(b | m.field.place(v as u128)),
            Err(e) => {
                keep(e, &mut err);
                Err(err)
            }
        },
        None => {
            keep((at, AsmErrorKind::Invalid, "missing modifier"), &mut err);
            Err(err)
        }
    }
}

/// The value of `d` spelled `sep` + `piece`, if any.
pub fn spelled(d: &ModDesc, piece: &str, sep: u8) -> Option<usize> {
    d.spellings.iter().position(|s| {
        s.and_then(|s| s.as_bytes().split_first())
            .is_some_and(|(&c, rest)| c == sep && rest == piece.as_bytes())
    })
}

/// The bits of modifiers written `<sep>name<sep>name…` in any order (Mesa's style): each
/// piece between separators names one modifier's value ([`Syntax::lookup`]), a modifier
/// given twice is an error ([`Syntax::twice`]), and a modifier not given takes the value
/// that prints nothing, or is missing ([`Syntax::MOD_TEXTS`], at the end of the text).
/// `text` is a piece of the line, without its first separator; empty pieces are skipped.
///
/// # Errors
/// At the piece, or at the end of the text for a missing modifier.
pub fn dotted_mods<I: Isa, S: Syntax<I> + ?Sized>(
    line: &Line<'_, I>,
    text: &str,
    sep: u8,
) -> Result<u128, AsmError> {
    let info = line.info;
    let mut given = [None; 64];
    for piece in text.split(char::from(sep)).filter(|m| !m.is_empty()) {
        let at = |(off, kind, msg): ModError| {
            AsmError::new(column_of(line.text, piece) + off, kind, msg)
        };
        let (k, v) = S::lookup(info, piece, sep).map_err(at)?;
        let slot = given
            .get_mut(k)
            .ok_or_else(|| at((0, AsmErrorKind::Invalid, S::MOD_TEXTS[0])))?;
        if slot.is_some() {
            return Err(at((0, AsmErrorKind::Invalid, S::twice(info, k))));
        }
        *slot = Some(v as u128);
    }
    let end = &text[text.len()..];
    let mut bits = 0;
    for (k, d) in info.mods.iter().enumerate() {
        // The default is the value that prints nothing.
        let default = d
            .names
            .iter()
            .position(|n| *n == Some(""))
            .map(|v| v as u128);
        let Some(v) = given.get(k).copied().flatten().or(default) else {
            return Err(AsmError::new(
                column_of(line.text, end),
                AsmErrorKind::Invalid,
                S::MOD_TEXTS[2],
            ));
        };
        bits |= d.field.place(v);
    }
    Ok(bits)
}

/// Assembles one line of text into `(form index, word)` with the generic syntax: the
/// mnemonic token selects the candidate forms (every form whose mnemonic is a prefix of
/// it, longest first, then in table order); the first candidate whose modifiers and
/// operands parse wins. Fields the text does not mention are zero except the form's
/// fixed bits. The error of the candidate that got furthest is reported.
///
/// # Errors
/// Of kind [`AsmErrorKind::Empty`] for a line without an instruction,
/// [`UnknownMnemonic`](AsmErrorKind::UnknownMnemonic) when no form's mnemonic starts the
/// first token, [`UnknownName`](AsmErrorKind::UnknownName) or
/// [`Invalid`](AsmErrorKind::Invalid) from the modifiers ([`parse_mods`]),
/// [`Expected`](AsmErrorKind::Expected) for a missing operand or separator,
/// [`TrailingText`](AsmErrorKind::TrailingText) for text after the last operand, and
/// whatever the operand parsers report.
pub fn assemble<I: Isa>(line: &str, sep: Option<u8>) -> Result<(u16, u128), AsmError> {
    assemble_with::<I, Generic>(line, sep, I::Target::default())
}

/// Assembles one line into `(form index, word)` for `target`, read as `S` says (see
/// [`Syntax`]; [`assemble`] with the generic syntax).
///
/// # Errors
/// As [`assemble`], with the messages and order of `S`'s hooks.
pub fn assemble_with<I: Isa, S: Syntax<I>>(
    line: &str,
    sep: Option<u8>,
    target: I::Target,
) -> Result<(u16, u128), AsmError> {
    let head = S::head(line)?;
    let token = &line[head.start..head.end];
    let forms = I::forms();
    let mut best: Option<AsmError> = None;
    let try_form = |i: usize, best: &mut Option<AsmError>| {
        let f = &forms[i];
        let ctx = Line {
            text: line,
            sep,
            target,
            form: i as u16,
            info: f,
        };
        match candidate::<I, S>(&ctx, &token[f.mnemonic.len()..], head) {
            Ok(bits) => Some(Ok((i as u16, bits))),
            Err(e) if S::LONGEST_ONLY => Some(Err(e)),
            Err(e) => {
                if best.is_none_or(|b| e.column > b.column) {
                    *best = Some(e);
                }
                None
            }
        }
    };
    // The candidates in one pass over the table, longest mnemonic first (`branch_any`
    // before `branch`), then in table order.
    let mut found = [(0usize, 0usize); CANDIDATES];
    let mut n = 0;
    for (i, f) in forms.iter().enumerate() {
        if S::candidate(f, token) {
            if n == CANDIDATES {
                return many::<I, S>(token, forms, try_form, head);
            }
            found[n] = (f.mnemonic.len(), i);
            n += 1;
        }
    }
    found[..n].sort_unstable_by_key(|&(len, i)| (core::cmp::Reverse(len), i));
    if S::LONGEST_ONLY {
        n = n.min(1);
    }
    for &(_, i) in &found[..n] {
        if let Some(done) = try_form(i, &mut best) {
            return done;
        }
    }
    Err(best.unwrap_or_else(|| no_mnemonic::<I, S>(head)))
}

/// Candidates kept while the table is scanned once; a token more forms start with is
/// read by [`many`].
const CANDIDATES: usize = 32;

/// [`assemble_with`] for a token that more than [`CANDIDATES`] forms start with: each
/// mnemonic length in turn, longest first, each time over the table.
fn many<I: Isa, S: Syntax<I>>(
    token: &str,
    forms: &[FormInfo<I::Kind>],
    mut try_form: impl FnMut(usize, &mut Option<AsmError>) -> Option<Result<(u16, u128), AsmError>>,
    head: Head,
) -> Result<(u16, u128), AsmError> {
    let mut best = None;
    let mut len = usize::MAX;
    loop {
        // The next shorter mnemonic length among the candidates.
        let next = forms
            .iter()
            .filter(|f| f.mnemonic.len() < len && S::candidate(f, token))
            .map(|f| f.mnemonic.len())
            .max();
        let Some(l) = next else { break };
        len = l;
        for (i, f) in forms.iter().enumerate() {
            if f.mnemonic.len() == len && S::candidate(f, token) {
                if let Some(done) = try_form(i, &mut best) {
                    return done;
                }
            }
        }
        if S::LONGEST_ONLY {
            break;
        }
    }
    Err(best.unwrap_or_else(|| no_mnemonic::<I, S>(head)))
}

/// The error for a token no form's mnemonic starts.
fn no_mnemonic<I: Isa, S: Syntax<I>>(head: Head) -> AsmError {
    AsmError::new(
        head.start + 1,
        AsmErrorKind::UnknownMnemonic,
        S::UNKNOWN_MNEMONIC,
    )
}

/// One candidate form's reading of the line (`suffix`: the token after its mnemonic).
fn candidate<I: Isa, S: Syntax<I>>(
    line: &Line<'_, I>,
    suffix: &str,
    head: Head,
) -> Result<u128, AsmError> {
    let mods = S::mods_text(suffix)
        .map_err(|(off, kind, msg)| AsmError::new(column_of(line.text, suffix) + off, kind, msg))?;
    let mut state = S::State::default();
    let mut bits = S::initial_bits(line.info);
    if !S::MODS_LAST {
        bits |= S::modifiers(line, mods, &mut state)?;
    }
    bits |= if S::PIECES {
        pieces::<I, S>(line, head.rest, &mut state)?
    } else {
        let mut cur = Cursor::new(line.text);
        cur.advance(head.rest);
        operands::<I, S>(line, &mut cur, &mut state)?
    };
    if S::MODS_LAST {
        bits |= S::modifiers(line, mods, &mut state)?;
    }
    S::finish(line, bits, state)
}

/// The operands as the pieces of the text from `rest` on between separators.
fn pieces<I: Isa, S: Syntax<I>>(
    line: &Line<'_, I>,
    rest: usize,
    state: &mut S::State,
) -> Result<u128, AsmError> {
    let text = line.text;
    let tail = &text[rest.min(text.len())..];
    let sep = line.sep.map_or(' ', char::from);
    let pieces = || tail.split(sep).map(S::trim).filter(|p| !p.is_empty());
    let count = pieces().count();
    let want = line.info.operands.len();
    if count != want {
        let (kind, msg) = if count < want {
            (AsmErrorKind::Expected, S::COUNT[0])
        } else {
            (AsmErrorKind::TrailingText, S::COUNT[1])
        };
        return Err(AsmError::new(column_of(text, tail), kind, msg));
    }
    let mut bits = 0;
    for (k, piece) in pieces().enumerate() {
        let start = column_of(text, piece) - 1;
        let mut cur = Cursor::new(&text[..start + piece.len()]);
        cur.advance(start);
        bits |= S::operand(line, k, &mut cur, state)?;
        if !cur.rest().is_empty() {
            return Err(cur.error(AsmErrorKind::TrailingText, S::PIECE_LEFT));
        }
    }
    Ok(bits)
}

/// The operands read one after the other from `cur`, with the separator between.
fn operands<I: Isa, S: Syntax<I>>(
    line: &Line<'_, I>,
    cur: &mut Cursor<'_>,
    state: &mut S::State,
) -> Result<u128, AsmError> {
    let mut bits = 0u128;
    let too_few = |cur: &Cursor<'_>| cur.error(AsmErrorKind::Expected, S::COUNT[0]);
    for k in 0..line.info.operands.len() {
        cur.skip_ws();
        if cur.at_end(I::COMMENT) {
            return Err(too_few(cur));
        }
        if let (true, Some(s)) = (k > 0, line.sep) {
            cur.expect(s, "expected ',' between operands")?;
            cur.skip_ws();
            if cur.at_end(I::COMMENT) {
                return Err(too_few(cur));
            }
        }
        bits |= S::operand(line, k, cur, state)?;
    }
    if !cur.at_end(I::COMMENT) {
        cur.skip_ws();
        return Err(if line.sep.is_some_and(|s| cur.peek() == Some(s)) {
            cur.error(AsmErrorKind::TrailingText, S::COUNT[1])
        } else {
            cur.error(
                AsmErrorKind::TrailingText,
                "unexpected text after the operands",
            )
        });
    }
    Ok(bits)
}
