//! The Valhall assembler, after Mesa's `asm.py`: the longest instruction name the
//! mnemonic token starts with, then its `.`-separated modifiers in any order (one flow at
//! most, every modifier without a default required), then the operands in print order,
//! with the FAU rules (one page; at most two distinct FAU bytes; at most one 64-bit
//! uniform/special slot and two words for arithmetic units, two slots and three words for
//! message-passing units) and the staging rules (consecutive, pair-aligned).

use super::operands::{parse_src, FauUse};
use super::*;
use crate::error::AsmError;
use crate::form::FormInfo;
use crate::isa::Isa;
use crate::text::Cursor;

#[derive(Default)]
struct Fau {
    page: Option<u8>,
    bytes: [u8; 4],
    nbytes: usize,
    slots: [u8; 4],
    nslots: usize,
    words: [u8; 4],
    nwords: usize,
}

fn add_unique(set: &mut [u8; 4], n: &mut usize, v: u8) {
    if !set[..*n].contains(&v) && *n < 4 {
        set[*n] = v;
        *n += 1;
    }
}

impl Fau {
    fn add(&mut self, byte: u8, u: FauUse, message: bool) -> Result<(), &'static str> {
        if !u.fau {
            return Ok(());
        }
        if let Some(p) = u.page {
            if self.page.is_some_and(|q| q != p) {
                return Err("Mismatched pages");
            }
            self.page = Some(p);
        }
        add_unique(&mut self.bytes, &mut self.nbytes, byte);
        if self.nbytes > 2 {
            return Err("Overflowed FAU buffer");
        }
        if !(0xC0..0xE0).contains(&byte) {
            add_unique(&mut self.slots, &mut self.nslots, byte >> 1);
            add_unique(&mut self.words, &mut self.nwords, byte);
            if self.nslots > if message { 2 } else { 1 } {
                return Err("Too many FAU slots");
            }
            if self.nwords > if message { 3 } else { 2 } {
                return Err("Too many FAU words");
            }
        }
        Ok(())
    }
}

/// Assembles one line into `(form index, word)`.
pub(crate) fn assemble(line: &str, _target: ()) -> Result<(u16, u128), AsmError> {
    let mut cur = Cursor::new(line);
    cur.skip_ws();
    let start = cur;
    let token = cur.take_while(|c| !matches!(c, b' ' | b'\t' | b'\r' | b'\n'));
    let mut found: Option<(usize, &FormInfo<Kind>)> = None;
    for (i, f) in FORMS.iter().enumerate() {
        let m = f.mnemonic;
        let fits =
            token.starts_with(m) && matches!(token.as_bytes().get(m.len()), None | Some(b'.'));
        if fits && found.is_none_or(|(_, g)| m.len() > g.mnemonic.len()) {
            found = Some((i, f));
        }
    }
    let Some((index, form)) = found else {
        return Err(start.error("No known mnemonic"));
    };

    // Operands first (as Mesa does, so its error wins for lines wrong in both places).
    let mut bits = form.bits | form.defaults;
    let rest = cur;
    let nops = if rest.at_end(Valhall::COMMENT) {
        0
    } else {
        rest.rest().split(',').count()
    };
    if nops != form.operands.len() {
        return Err(rest.error("Wrong number of operands"));
    }
    let message = Unit::of(form).is_message();
    let mut fau = Fau::default();
    for (i, op) in form.operands.iter().enumerate() {
        cur.skip_ws();
        if i > 0 {
            cur.expect(b',', "expected ',' between operands")?;
            cur.skip_ws();
        }
        let Some(kind) = op.kind else { continue };
        let at = cur;
        let raw = match src_layout(kind) {
            Some(l) => {
                let (raw, u) = parse_src(l, &mut cur)?;
                fau.add(raw as u8, u, message).map_err(|e| at.error(e))?;
                raw
            }
            None => Valhall::parse_operand(kind, &mut cur)?,
        };
        if !matches!(cur.peek(), None | Some(b',' | b' ' | b'\t' | b'\r' | b'\n')) {
            return Err(cur.error("Invalid operand"));
        }
        bits |= op.field.place(raw);
    }
    if !cur.at_end(Valhall::COMMENT) {
        cur.skip_ws();
        return Err(cur.error("unexpected text after the operands"));
    }
    // Modifiers, in any order.
    let mut set = 0u64;
    let mut last: Option<usize> = None;
    let base = start.column() + form.mnemonic.len();
    let suffixes = &token[form.mnemonic.len()..];
    let mut pos = 0;
    while pos < suffixes.len() {
        let rest = &suffixes[pos..];
        // The longest value name (names may contain dots, e.g. `.16.32`) that ends at a
        // dot or the end; on a tie (`.reserved`, the `.16`/`.32` widths) the first
        // modifier not set yet that the disassembler prints after the previous suffix,
        // else the first not set yet — so printed text reads back as the same modifiers.
        let mut hit: Option<(usize, usize, usize)> = None;
        let after = |k: usize| last.is_none_or(|j| k > j);
        for (k, d) in form.mods.iter().enumerate() {
            if d.name == "fau_page" || (set & (1 << k) != 0 && d.name != "flow") {
                continue;
            }
            for (v, n) in d.names.iter().enumerate() {
                let Some(n) = n.filter(|n| n.len() > 1) else {
                    continue;
                };
                let ends = matches!(rest.as_bytes().get(n.len()), None | Some(b'.'));
                let better = hit
                    .is_none_or(|(j, _, l)| n.len() > l || (n.len() == l && after(k) && !after(j)));
                if rest.starts_with(n) && ends && better {
                    hit = Some((k, v, n.len()));
                }
            }
        }
        let Some((k, v, len)) = hit else {
            return Err(AsmError::new(base + pos + 1, "Invalid modifier"));
        };
        if set & (1 << k) != 0 {
            return Err(AsmError::new(
                base + pos + 1,
                "Multiple flow control modifiers specified",
            ));
        }
        set |= 1 << k;
        last = Some(k);
        bits = form.mods[k].field.insert(bits, v as u128);
        pos += len;
    }
    for (k, d) in form.mods.iter().enumerate() {
        if set & (1 << k) == 0 && d.name != "fau_page" && !d.names.contains(&Some("")) {
            return Err(AsmError::new(
                start.column() + token.len(),
                "Missing required modifier",
            ));
        }
    }

    if let Some(p) = fau.page {
        bits = fields::FAU_PAGE.insert(bits, p as u128);
    }
    Ok((index as u16, bits))
}
