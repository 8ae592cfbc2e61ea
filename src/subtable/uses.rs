//! What a sub-table operand reads and writes: the printer's walk over its atoms, reporting
//! registers, memory and code targets instead of text. The operand's direction applies to
//! its registers, vectors and memory; an address register inside a memory operand is
//! read (and written when post-incremented), as is a `g[$r]` address register. A code
//! target is its field's raw value.

use super::{Atom, Keyed, Mem, Reg, Row, Special, Vector};
use crate::access::{Access, File, Resource, Rw, Sink, Space};

/// Reports what `atoms` access in `word` (the target's gate bits are the sink's), in
/// direction `rw`.
#[doc(hidden)]
pub fn uses(atoms: &'static [Atom], word: u64, rw: Rw, out: &mut Sink<'_>) {
    let gate = out.gate();
    walk(atoms, word, gate, rw, out);
}

/// The most accesses `atoms` report on any word (the sum over atoms, the largest row of
/// each sub-table).
#[doc(hidden)]
pub const fn max_uses(atoms: &[Atom]) -> u8 {
    let mut n = 0;
    let mut i = 0;
    while i < atoms.len() {
        n += match atoms[i] {
            Atom::R(_) | Atom::V(_) | Atom::CTarg(_) => 1,
            Atom::M(m) => 1 + m.areg.is_some() as u8 + m.reg.is_some() as u8,
            Atom::T(rows) | Atom::K(&Keyed { source: rows, .. }) => {
                let mut most = 0;
                let mut j = 0;
                while j < rows.len() {
                    let k = max_uses(rows[j].atoms);
                    if k > most {
                        most = k;
                    }
                    j += 1;
                }
                most
            }
            _ => 0,
        };
        i += 1;
    }
    n
}

fn walk(atoms: &'static [Atom], w: u64, gate: u32, rw: Rw, out: &mut Sink<'_>) {
    for a in atoms {
        match *a {
            Atom::T(rows) => {
                let row = rows
                    .iter()
                    .find(|r: &&Row| w & r.mask == r.val && r.when.allows(gate));
                if let Some(r) = row {
                    walk(r.atoms, w, gate, rw, out);
                }
            }
            Atom::K(t) => walk(t.row_for(w).1, w, gate, rw, out),
            Atom::R(r) => {
                if let Some(res) = register(r, r.bf.raw(w)) {
                    out.push(res, rw);
                }
            }
            Atom::M(m) => memory(m, w, rw, out),
            Atom::V(v) => vector(v, w, rw, out),
            Atom::CTarg(bf) => out.push(Resource::Target(bf.raw(w) as i32), rw),
            _ => {}
        }
    }
}

/// The register file a prefix names.
fn file_of(prefix: &[u8]) -> File {
    match prefix {
        b"r" => File::Gpr,
        b"a" => File::Addr,
        b"c" => File::Cond,
        b"t" => File::Texture,
        b"s" => File::Sampler,
        b"o" => File::Output,
        b"sr" => File::Special,
        other => File::Other(other.first().copied().unwrap_or(0)),
    }
}

/// Register `n` of `r`: a pair or quad by its suffix, a half by its low bit; `$a0` (the
/// constant zero) is none.
fn register(r: &Reg, n: u64) -> Option<Resource> {
    if r.special == Special::ZeroA && n == 0 {
        return None;
    }
    let (index, count, mask) = match (r.hilo, r.suffix) {
        (true, _) => (n >> 1, 1, 1 << (n & 1)),
        (false, b'd') => (n, 2, Resource::FULL),
        (false, b'q') => (n, 4, Resource::FULL),
        _ => (n, 1, Resource::FULL),
    };
    let file = file_of(r.prefix());
    Some(Resource::Reg {
        file,
        index: index as u16,
        count,
        mask,
    })
}

/// The space a memory operand's name and index give.
fn space_of(m: &Mem, w: u64) -> Space {
    let idx = m.idx.map_or(0, |bf| bf.raw(w)) as u8;
    match m.space.as_bytes() {
        b"g" => Space::Global(idx),
        b"c" => Space::Const(idx),
        b"s" => Space::Shared,
        b"l" => Space::Local,
        b"a" | b"v" => Space::Attr,
        b"o" => Space::Output,
        other => Space::Other(other.first().copied().unwrap_or(0)),
    }
}

fn memory(m: &Mem, w: u64, rw: Rw, out: &mut Sink<'_>) {
    let areg = m.areg.and_then(|r| register(r, r.bf.raw(w)));
    let flags = if areg.is_some() { Access::INDIRECT } else { 0 };
    out.push_flags(Resource::Mem(space_of(m, w)), rw, flags);
    if let Some(a) = areg {
        out.push(a, if m.postincr { Rw::ReadWrite } else { Rw::Read });
    }
    if let Some(r) = m.reg {
        if let Some(a) = register(r, r.bf.raw(w)) {
            out.push(a, Rw::Read);
        }
    }
}

/// A vector's registers: consecutive from its base, one per lane its mask keeps.
fn vector(v: &Vector, w: u64, rw: Rw, out: &mut Sink<'_>) {
    let base = v.base.raw(w);
    let lanes = match v.count {
        Some((bf, add)) => bf.raw(w) + add,
        None => 4,
    };
    let mask = v.mask.map_or(u64::MAX, |bf| bf.raw(w));
    let kept = (0..lanes.min(64)).filter(|l| mask >> l & 1 != 0).count();
    if kept > 0 {
        let reg = Resource::Reg {
            file: File::Gpr,
            index: base as u16,
            count: kept as u8,
            mask: Resource::FULL,
        };
        out.push(reg, rw);
    }
}
