//! A short piece of text (an operand, say) assembled with fixed-size stores and handed to
//! a [`Sink`] in one push.
//!
//! A printer that pushes an operand's parts one by one pays the sink's capacity check and
//! length update per part, and a branch for every optional part. A [`Piece`] instead
//! stores a whole table entry (up to [`Piece::CHUNK`] bytes) and then advances by the
//! entry's length, so an optional part is a store and an add: the printed text does not
//! steer any branch.

// The chunks serve every plan; the pieces, so far, Vivante's operands.
#![cfg_attr(not(feature = "vivante"), allow(dead_code))]

use crate::text::Sink;
use core::fmt;

/// Text up to [`Piece::MAX`] bytes, built left to right.
pub(crate) struct Piece {
    bytes: [u8; Piece::MAX + Piece::CHUNK],
    len: usize,
}

/// A table entry: up to [`Chunk::MAX`] bytes of text, padded, and its length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Chunk {
    pub(crate) bytes: [u8; Chunk::MAX],
    pub(crate) len: u8,
}

impl Chunk {
    /// Bytes of text a chunk holds.
    pub(crate) const MAX: usize = Piece::CHUNK;

    /// No text.
    pub(crate) const EMPTY: Chunk = Chunk {
        bytes: [0; Chunk::MAX],
        len: 0,
    };

    /// `v` in decimal.
    pub(crate) const fn decimal(v: u32) -> Chunk {
        let mut digits = [0; 10];
        let mut n = 0;
        let mut rest = v;
        loop {
            digits[n] = b'0' + (rest % 10) as u8;
            n += 1;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        let mut c = Chunk::EMPTY;
        while c.len < n as u8 {
            c.bytes[c.len as usize] = digits[n - 1 - c.len as usize];
            c.len += 1;
        }
        c
    }

    /// The entry of `s` (at most [`Piece::CHUNK`] bytes; longer text is cut, and the
    /// callers' tables are checked by tests).
    pub(crate) const fn of(s: &str) -> Chunk {
        let s = s.as_bytes();
        let mut bytes = [0; Piece::CHUNK];
        let mut i = 0;
        while i < s.len() && i < Piece::CHUNK {
            bytes[i] = s[i];
            i += 1;
        }
        Chunk {
            bytes,
            len: i as u8,
        }
    }

    /// The entry of the first `len` bytes of `bytes`.
    #[inline(always)]
    pub(crate) const fn padded(bytes: [u8; 8], len: u8) -> Chunk {
        let mut c = Chunk::EMPTY;
        let mut i = 0;
        while i < 8 {
            c.bytes[i] = bytes[i];
            i += 1;
        }
        c.len = len;
        c
    }

    /// The text.
    #[cfg(all(test, feature = "alloc"))]
    pub(crate) fn text(&self) -> &[u8] {
        &self.bytes[..self.len as usize]
    }
}

/// `0` to `999` as [`Chunk`]s.
static DECIMAL: [Chunk; 1000] = {
    let mut t = [Chunk::EMPTY; 1000];
    let mut v = 0;
    while v < 1000 {
        t[v] = Chunk::decimal(v as u32);
        v += 1;
    }
    t
};

impl Piece {
    /// Bytes a piece holds.
    pub(crate) const MAX: usize = 48;
    /// Bytes of a [`Chunk`].
    pub(crate) const CHUNK: usize = 24;

    /// An empty piece.
    #[inline(always)]
    pub(crate) fn new() -> Piece {
        Piece {
            bytes: [0; Piece::MAX + Piece::CHUNK],
            len: 0,
        }
    }

    /// Appends `b` if `on`, else nothing (the byte is stored either way).
    #[inline(always)]
    pub(crate) fn byte_if(&mut self, b: u8, on: bool) {
        let at = self.len.min(Piece::MAX);
        self.bytes[at] = b;
        self.len = at + on as usize;
    }

    /// Appends a table entry.
    #[inline(always)]
    pub(crate) fn chunk(&mut self, c: &Chunk) {
        let at = self.len.min(Piece::MAX);
        let dst: &mut [u8; Piece::CHUNK] = (&mut self.bytes[at..at + Piece::CHUNK])
            .try_into()
            .unwrap_or_else(|_| unreachable!());
        *dst = c.bytes;
        self.len = at + c.len as usize;
    }

    /// Appends `v` in decimal.
    #[inline(always)]
    pub(crate) fn decimal(&mut self, v: u32) {
        match DECIMAL.get(v as usize) {
            Some(c) => self.chunk(c),
            None => self.decimal_long(v),
        }
    }

    #[cold]
    fn decimal_long(&mut self, v: u32) {
        let (high, low) = (v / 1000, v % 1000);
        self.decimal(high);
        for d in [low / 100, low / 10 % 10, low % 10] {
            self.byte_if(b'0' + d as u8, true);
        }
    }

    /// Writes the piece to `out`.
    #[inline(always)]
    pub(crate) fn write(&self, out: &mut Sink<'_>) -> fmt::Result {
        out.push_own(&self.bytes[..self.len.min(Piece::MAX)])
    }
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::{Chunk, Piece, DECIMAL};
    use crate::text::Sink;
    use alloc::string::{String, ToString};

    fn text(p: &Piece) -> String {
        let mut s = String::new();
        let mut sink = Sink::new(&mut s);
        p.write(&mut sink).unwrap();
        sink.finish().unwrap();
        s
    }

    #[test]
    fn decimals_and_parts() {
        for (i, c) in DECIMAL.iter().enumerate() {
            assert_eq!(c.text(), i.to_string().as_bytes());
        }
        for v in [
            0,
            7,
            10,
            99,
            100,
            511,
            999,
            1000,
            1001,
            65_535,
            123_456_789,
            u32::MAX,
        ] {
            let mut p = Piece::new();
            p.byte_if(b'-', v % 2 == 1);
            p.decimal(v);
            p.chunk(&Chunk::of("[a.x]"));
            p.byte_if(b'|', false);
            let sign = if v % 2 == 1 { "-" } else { "" };
            assert_eq!(text(&p), alloc::format!("{sign}{v}[a.x]"));
        }
        assert_eq!(
            Chunk::of("0123456789abcdefghijklmnopq").text(),
            b"0123456789abcdefghijklmn"
        );
        assert_eq!(Chunk::decimal(u32::MAX).text(), b"4294967295");
    }

    #[test]
    fn a_full_piece_keeps_its_first_bytes() {
        let mut p = Piece::new();
        for _ in 0..20 {
            p.chunk(&Chunk::of("abc"));
        }
        let t = text(&p);
        assert_eq!(t.len(), Piece::MAX);
        assert!(t.starts_with("abcabc"));
    }
}
