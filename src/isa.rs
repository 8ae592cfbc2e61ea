//! The shared vocabulary of every instruction set: the [`Isa`] trait that
//! `define_isa!` implements, and the table-driven printer and parser built on it.
//!
//! The generic code here walks a form's modifiers and operands; how a single operand is
//! printed or parsed, and how a whole line is laid out, belongs to the instruction set.

use crate::error::AsmError;
use crate::form::{Fallback, FormInfo, ModDesc};
use crate::text::{Cursor, Sink};
use core::fmt::{self, Write};

/// An instruction set described by `define_isa!`.
///
/// The constants and `forms` come from the table; `write_operand`/`parse_operand` dispatch
/// to the operand types the instruction set declares.
pub trait Isa: Sized + 'static {
    /// Operand kinds (one per operand type of the instruction set).
    type Kind: Copy + PartialEq + fmt::Debug + 'static;
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
    /// Prints one operand from its raw field value; `word` is the whole instruction.
    fn write_operand(kind: Self::Kind, raw: u128, word: u128, out: &mut Sink<'_>)
        -> fmt::Result;
    /// Parses one operand, returning its raw field value.
    fn parse_operand(kind: Self::Kind, cur: &mut Cursor<'_>) -> Result<u128, AsmError>;
}

/// Writes the mnemonic and its modifier suffixes.
pub fn write_mnemonic<K>(form: &FormInfo<K>, word: u128, out: &mut Sink<'_>) -> fmt::Result {
    out.write_str(form.mnemonic)?;
    for m in form.mods {
        write_mod(m, m.field.get(word), out)?;
    }
    Ok(())
}

/// Writes one modifier value.
#[inline]
pub fn write_mod(m: &ModDesc, v: u128, out: &mut Sink<'_>) -> fmt::Result {
    match m.name_of(v) {
        Some(s) => out.write_str(s),
        None => match m.fallback {
            Fallback::Decimal | Fallback::None => out.write_u128(v),
        },
    }
}

/// Writes the operands separated by `sep`.
pub fn write_operands<I: Isa>(
    form: &FormInfo<I::Kind>,
    word: u128,
    sep: &str,
    out: &mut Sink<'_>,
) -> fmt::Result {
    for (i, op) in form.operands.iter().enumerate() {
        if i > 0 {
            out.write_str(sep)?;
        }
        match op.kind {
            Some(k) => I::write_operand(k, op.field.get(word), word, out)?,
            None => out.write_str(I::PLACEHOLDER)?,
        }
    }
    Ok(())
}

/// Parses the modifier suffixes of `form` from `text` (the mnemonic token minus the
/// form's mnemonic). Returns the modifier bits, or the byte offset in `text` where
/// parsing stopped.
pub fn parse_mods<K>(form: &FormInfo<K>, text: &str) -> Result<u128, (usize, &'static str)> {
    let mut rest = text;
    let mut bits = 0u128;
    for m in form.mods {
        let mut best: Option<(usize, &str)> = None;
        let mut default = None;
        for (v, name) in m.names.iter().enumerate() {
            match name {
                Some("") => default = Some(v),
                Some(s) if rest.starts_with(s) && best.is_none_or(|(_, b)| s.len() > b.len()) => {
                    best = Some((v, s))
                }
                _ => {}
            }
        }
        let value = match best {
            Some((v, s)) => {
                rest = &rest[s.len()..];
                v as u128
            }
            None if m.fallback == Fallback::Decimal
                && rest.as_bytes().first().is_some_and(u8::is_ascii_digit) =>
            {
                let n = rest.bytes().take_while(u8::is_ascii_digit).count();
                let v: u128 = rest[..n]
                    .parse()
                    .map_err(|_| (text.len() - rest.len(), "modifier value out of range"))?;
                if !m.field.fits(v) || m.name_of(v).is_some() {
                    return Err((text.len() - rest.len(), "modifier value out of range"));
                }
                rest = &rest[n..];
                v
            }
            None => match default {
                Some(v) => v as u128,
                None => return Err((text.len() - rest.len(), "missing modifier")),
            },
        };
        bits |= m.field.place(value);
    }
    if rest.is_empty() {
        Ok(bits)
    } else {
        Err((text.len() - rest.len(), "unknown or misplaced modifier"))
    }
}

/// Parses the operands of `form` separated by `sep` (`None`: white space only).
pub fn parse_operands<I: Isa>(
    form: &FormInfo<I::Kind>,
    cur: &mut Cursor<'_>,
    sep: Option<u8>,
) -> Result<u128, AsmError> {
    let mut bits = 0u128;
    for (i, op) in form.operands.iter().enumerate() {
        cur.skip_ws();
        if i > 0 {
            if let Some(s) = sep {
                cur.expect(s, "expected ',' between operands")?;
                cur.skip_ws();
            }
        }
        if cur.at_end(I::COMMENT) {
            return Err(cur.error("too few operands"));
        }
        match op.kind {
            Some(k) => {
                let raw = I::parse_operand(k, cur)?;
                bits |= op.field.place(raw);
            }
            None => {
                if !cur.eat_str(I::PLACEHOLDER) {
                    return Err(cur.error("expected placeholder operand"));
                }
            }
        }
    }
    if !cur.at_end(I::COMMENT) {
        cur.skip_ws();
        return Err(if sep.is_some_and(|s| cur.peek() == Some(s)) {
            cur.error("too many operands")
        } else {
            cur.error("unexpected text after the operands")
        });
    }
    Ok(bits)
}

/// Assembles one line of text into `(form index, word)`: the mnemonic token selects the
/// candidate forms (every form whose mnemonic is a prefix of it, longest first, then in
/// table order); the first candidate whose modifiers and operands parse wins. Fields the
/// text does not mention are zero except the form's fixed bits. The error of the
/// candidate that got furthest is reported.
pub fn assemble<I: Isa>(line: &str, sep: Option<u8>) -> Result<(u16, u128), AsmError> {
    let mut cur = Cursor::new(line);
    cur.skip_ws();
    if cur.at_end(I::COMMENT) {
        return Err(cur.error("empty line: expected an instruction"));
    }
    let start = cur;
    let token = cur.take_while(|c| !matches!(c, b' ' | b'\t' | b'\r' | b'\n') && c != I::COMMENT);
    let forms = I::forms();
    let mut best: Option<AsmError> = None;
    let note = |e: AsmError, best: &mut Option<AsmError>| {
        if best.is_none_or(|b| e.column > b.column) {
            *best = Some(e);
        }
    };
    // Longest mnemonics first so `branch_any` is tried before `branch`.
    let mut lens = [0usize; 8];
    let mut nlens = 0;
    for f in forms {
        if token.starts_with(f.mnemonic) && !lens[..nlens].contains(&f.mnemonic.len()) && nlens < 8
        {
            lens[nlens] = f.mnemonic.len();
            nlens += 1;
        }
    }
    lens[..nlens].sort_unstable_by(|a, b| b.cmp(a));
    for &len in &lens[..nlens] {
        for (i, f) in forms.iter().enumerate() {
            if f.mnemonic.len() != len || !token.starts_with(f.mnemonic) {
                continue;
            }
            let mods = match parse_mods(f, &token[len..]) {
                Ok(b) => b,
                Err((off, msg)) => {
                    note(AsmError::new(start.column() + len + off, msg), &mut best);
                    continue;
                }
            };
            let mut c = cur;
            match parse_operands::<I>(f, &mut c, sep) {
                Ok(ops) => return Ok((i as u16, f.bits | mods | ops)),
                Err(e) => note(e, &mut best),
            }
        }
    }
    Err(best.unwrap_or_else(|| start.error("unknown mnemonic")))
}
