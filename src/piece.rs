//! Short pieces of text (an operand, a run of modifiers) written with fixed-size stores
//! straight into a [`Sink`](crate::text::Sink)'s buffer.
//!
//! A printer that pushes an operand's parts one by one pays the sink's capacity check and
//! length update per part, and a branch for every optional part. A [`Piece`] is written
//! after one capacity check for the whole piece ([`Sink::piece`](crate::text::Sink::piece)): it stores a whole
//! table entry (a [`Chunk`], padded to [`Chunk::MAX`] bytes) and then advances by the
//! entry's length, so an optional part is a store and an add and the printed text does
//! not steer any branch. The bytes go where they stay: building the piece elsewhere and
//! copying it would read back bytes just stored in other sizes, which stalls the load.

// The chunks serve every plan; the pieces, Vivante's and Valhall's operands.
#![cfg_attr(not(any(feature = "vivante", feature = "valhall")), allow(dead_code))]

/// A piece of text being written into a buffer that has room for it.
pub(crate) struct Piece<'b> {
    buf: &'b mut [u8],
    /// Where the piece started.
    start: usize,
    len: usize,
    /// Where a chunk can still be stored whole (`buf.len() - Chunk::MAX`).
    limit: usize,
}

/// A table entry: up to [`Chunk::MAX`] bytes of text, padded, and its length. Made by the
/// table macros for every modifier value (see `ModDesc::chunks`), so that the print plans
/// write any value with one store.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chunk {
    pub(crate) bytes: [u8; Chunk::MAX],
    pub(crate) len: u8,
    /// The longest text of the table this entry belongs to ([`Chunk::table`]), or
    /// `u8::MAX` when some entry of it does not fit.
    pub(crate) room: u8,
}

/// A table text of at most 7 bytes in 8, its length in the last byte: one 8-byte store
/// writes it, and a table of them takes less than half the bytes of a [`Chunk`] table.
#[derive(Clone, Copy, Debug)]
#[cfg_attr(
    not(any(
        feature = "vivante",
        all(feature = "valhall", not(feature = "compact-text"))
    )),
    allow(dead_code)
)]
pub(crate) struct Short([u8; 8]);

#[cfg_attr(
    not(any(
        feature = "vivante",
        all(feature = "valhall", not(feature = "compact-text"))
    )),
    allow(dead_code)
)]
impl Short {
    /// The texts of `chunks`, each at most 7 bytes (a compile error otherwise).
    pub(crate) const fn of_chunks<const N: usize>(chunks: &[Chunk; N]) -> [Short; N] {
        let mut t = [Short([0; 8]); N];
        let mut i = 0;
        while i < N {
            let c = &chunks[i];
            assert!(c.len <= 7, "a short table text is over 7 bytes");
            let mut k = 0;
            while k < c.len as usize {
                t[i].0[k] = c.bytes[k];
                k += 1;
            }
            t[i].0[7] = c.len;
            i += 1;
        }
        t
    }
}

impl Chunk {
    /// Bytes of text a chunk holds: one 16-byte store writes any entry. Longer texts
    /// (a few register names and specials) are written from their names.
    pub const MAX: usize = 16;

    /// No text.
    pub const EMPTY: Chunk = Chunk {
        bytes: [0; Chunk::MAX],
        len: 0,
        room: 0,
    };

    /// The text of every value of a modifier whose names are `names` (an unnamed value
    /// prints its decimal number), each entry carrying the table's longest text.
    pub const fn table<const N: usize>(names: &[Option<&str>; N]) -> [Chunk; N] {
        let mut t = [Chunk::EMPTY; N];
        let mut room = 0;
        let mut i = 0;
        while i < N {
            t[i] = match names[i] {
                Some(s) => Chunk::name(s),
                None => Chunk::decimal(i as u32),
            };
            if t[i].len > room {
                room = t[i].len;
            }
            i += 1;
        }
        let mut i = 0;
        while i < N {
            t[i].room = room;
            i += 1;
        }
        t
    }

    /// The entries of `texts`, each at most [`Chunk::MAX`] bytes: a longer one panics, a
    /// compile error where the table is a `static` or `const`.
    #[cfg_attr(
        not(any(
            feature = "vivante",
            all(feature = "valhall", not(feature = "compact-text"))
        )),
        allow(dead_code)
    )]
    pub(crate) const fn texts<const N: usize>(texts: &[&str; N]) -> [Chunk; N] {
        let mut t = [Chunk::EMPTY; N];
        let mut i = 0;
        while i < N {
            assert!(
                texts[i].len() <= Chunk::MAX,
                "a table text is longer than Chunk::MAX"
            );
            t[i] = Chunk::of(texts[i]);
            i += 1;
        }
        t
    }

    /// The text of a flag modifier: nothing, then `flag`.
    pub const fn flag(flag: &str) -> [Chunk; 2] {
        // `table` of the two names, built directly: a table has a flag per class.
        let mut on = Chunk::name(flag);
        on.room = on.len;
        let mut off = Chunk::EMPTY;
        off.room = on.len;
        [off, on]
    }

    /// The entry of a name; one longer than [`Chunk::MAX`] is marked as not fitting.
    const fn name(s: &str) -> Chunk {
        let mut c = Chunk::of(s);
        if s.len() > Chunk::MAX {
            c.len = u8::MAX;
        }
        c
    }

    /// `v` in decimal, for compile-time text (enum tables, `message::Message`). Digits go
    /// straight into the entry: const evaluation is slow, and going through a text buffer
    /// cost ≈ 0.2 s of a build. (Numbers below 1,000 in the entries of large tables,
    /// [`Chunk::short`], and at run time take [`decimal3`]: no loop, cheaper per entry.)
    pub(crate) const fn decimal(v: u32) -> Chunk {
        let (mut n, mut rest) = (1, v / 10);
        while rest != 0 {
            n += 1;
            rest /= 10;
        }
        let mut c = Chunk::EMPTY;
        rest = v;
        let mut i = n;
        while i > 0 {
            i -= 1;
            c.bytes[i] = b'0' + (rest % 10) as u8;
            rest /= 10;
        }
        c.len = n as u8;
        c.room = n as u8;
        c
    }

    /// `0x` and `v` in upper-case hexadecimal without leading zeros (C's `0x%X`).
    #[cfg_attr(not(feature = "valhall"), allow(dead_code))]
    pub(crate) const fn hex_upper(v: u32) -> Chunk {
        let mut c = Chunk::EMPTY;
        c.bytes[0] = b'0';
        c.bytes[1] = b'x';
        let digits = (32 - (v | 1).leading_zeros()).div_ceil(4) as usize;
        let mut i = 0;
        while i < digits {
            c.bytes[2 + i] = b"0123456789ABCDEF"[(v >> (4 * (digits - 1 - i)) & 0xf) as usize];
            i += 1;
        }
        c.len = 2 + digits as u8;
        c.room = c.len;
        c
    }

    /// The entry of `s` (at most [`Chunk::MAX`] bytes; longer text is cut, and the
    /// callers' tables are checked by tests).
    pub(crate) const fn of(s: &str) -> Chunk {
        let s = s.as_bytes();
        let mut bytes = [0; Chunk::MAX];
        let mut i = 0;
        while i < s.len() && i < Chunk::MAX {
            bytes[i] = s[i];
            i += 1;
        }
        Chunk {
            bytes,
            len: i as u8,
            room: i as u8,
        }
    }

    /// `head` and then `tail`; an entry too long to hold them is marked as
    /// [`Chunk::name`] marks it (see [`Chunk::fits`]).
    #[cfg_attr(
        any(not(feature = "valhall"), feature = "compact-text"),
        allow(dead_code)
    )]
    pub(crate) const fn join(head: &[u8], tail: &[u8]) -> Chunk {
        let mut c = Chunk::EMPTY;
        // `n` counts every byte; those past `MAX` are not stored.
        let mut n = 0;
        while n < head.len() + tail.len() {
            if n < Chunk::MAX {
                c.bytes[n] = if n < head.len() {
                    head[n]
                } else {
                    tail[n - head.len()]
                };
            }
            n += 1;
        }
        c.len = if n > Chunk::MAX { u8::MAX } else { n as u8 };
        c.room = c.len;
        c
    }

    /// A short entry: the first `h` bytes of `head`, `num` (below 1000) in decimal, and
    /// the first `t` bytes of `tail`, written without loops. Const evaluation pays per
    /// statement: a table of a few hundred entries made with loops per entry costs the
    /// compiler about three times as much.
    #[cfg_attr(not(feature = "valhall"), allow(dead_code))]
    pub(crate) const fn short(
        head: [u8; 2],
        h: usize,
        num: usize,
        tail: [u8; 3],
        t: usize,
    ) -> Chunk {
        let d = decimal3(num as u32);
        let n = d[3] as usize;
        let mut c = Chunk::EMPTY;
        // Each store may write past the text; the next one (or the zero bytes) covers it.
        c.bytes[0] = head[0];
        c.bytes[1] = head[1];
        c.bytes[h] = d[0];
        c.bytes[h + 1] = d[1];
        c.bytes[h + 2] = d[2];
        c.bytes[h + n] = tail[0];
        c.bytes[h + n + 1] = tail[1];
        c.bytes[h + n + 2] = tail[2];
        c.len = (h + n + t) as u8;
        c.room = c.len;
        c
    }

    /// Whether the entry holds its whole text (one store prints it).
    #[cfg_attr(
        any(not(feature = "valhall"), feature = "compact-text"),
        allow(dead_code)
    )]
    #[inline(always)]
    pub(crate) fn fits(&self) -> bool {
        self.len as usize <= Chunk::MAX
    }

    /// Whether the entry holds exactly `s`.
    #[cfg(test)]
    pub(crate) fn is(&self, s: &str) -> bool {
        self.bytes.get(..self.len as usize) == Some(s.as_bytes())
    }

    /// The text (all of it when the length marks a text that did not fit).
    #[cfg_attr(not(any(feature = "subtables", test)), allow(dead_code))]
    pub(crate) fn text(&self) -> &[u8] {
        &self.bytes[..(self.len as usize).min(Chunk::MAX)]
    }
}

/// `"00"` to `"99"`: decimal digits are made two at a time.
pub(crate) static DIGIT_PAIRS: [[u8; 2]; 100] = {
    let mut t = [[0; 2]; 100];
    let mut i = 0;
    while i < 100 {
        t[i] = [b'0' + (i / 10) as u8, b'0' + (i % 10) as u8];
        i += 1;
    }
    t
};

/// `0` to `99` in decimal, each in four bytes: the digits, then their count (400 bytes;
/// all thousand values of three digits would take 4 KB of a firmware image).
static SMALL_DECIMAL: [[u8; 4]; 100] = {
    let mut t = [[0; 4]; 100];
    let mut v = 0;
    while v < 100 {
        t[v] = decimal3(v as u32);
        v += 1;
    }
    t
};

/// `v` (below 1000) in decimal in four bytes: up to three digits, then their count.
/// Computed, not looked up: a table of all thousand takes 4 KB of a firmware image.
#[inline(always)]
pub(crate) const fn decimal3(v: u32) -> [u8; 4] {
    // Branch-free: the three digits in one word, shifted so the leading zeros drop out.
    let n = 1 + (v >= 10) as u32 + (v >= 100) as u32;
    let digits =
        (b'0' as u32 + v / 100) | (b'0' as u32 + v / 10 % 10) << 8 | (b'0' as u32 + v % 10) << 16;
    ((digits >> (8 * (3 - n))) | n << 24).to_le_bytes()
}

impl<'b> Piece<'b> {
    /// The most text a printer asks room for.
    #[cfg_attr(not(any(feature = "vivante", feature = "valhall")), allow(dead_code))]
    pub(crate) const MAX: usize = 48;

    /// A piece that continues `buf` after its first `len` bytes (`buf` is at least
    /// [`Chunk::MAX`] bytes longer than the text it will hold).
    #[inline(always)]
    pub(crate) fn at(buf: &'b mut [u8], len: usize) -> Piece<'b> {
        let limit = buf.len().saturating_sub(Chunk::MAX);
        Piece {
            buf,
            start: len,
            len,
            limit,
        }
    }

    /// Where the text ends.
    #[inline(always)]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Appends `b` if `on`, else nothing (the byte is stored either way).
    #[inline(always)]
    pub(crate) fn byte_if(&mut self, b: u8, on: bool) {
        let at = self.len.min(self.limit);
        self.buf[at] = b;
        self.len = at + on as usize;
    }

    /// Appends a table entry.
    #[inline(always)]
    pub(crate) fn chunk(&mut self, c: &Chunk) {
        let at = self.len.min(self.limit);
        let dst: &mut [u8; Chunk::MAX] = (&mut self.buf[at..at + Chunk::MAX])
            .try_into()
            .unwrap_or_else(|_| unreachable!());
        *dst = c.bytes;
        self.len = at + c.len as usize;
    }

    /// Appends a [`Short`] text (one 8-byte store).
    #[cfg_attr(
        not(any(
            feature = "vivante",
            all(feature = "valhall", not(feature = "compact-text"))
        )),
        allow(dead_code)
    )]
    #[inline(always)]
    pub(crate) fn short(&mut self, s: &Short) {
        let at = self.len.min(self.limit);
        let dst: &mut [u8; 8] = (&mut self.buf[at..at + 8])
            .try_into()
            .unwrap_or_else(|_| unreachable!());
        *dst = s.0;
        self.len = at + s.0[7] as usize;
    }

    /// Appends the first `len` of `bytes` (`N` at most [`Chunk::MAX`]), stored whole.
    #[inline(always)]
    pub(crate) fn fixed<const N: usize>(&mut self, bytes: [u8; N], len: usize) {
        let at = self.len.min(self.limit);
        if let Some(dst) = self.buf.get_mut(at..at + N) {
            dst.copy_from_slice(&bytes);
            self.len = at + len.min(N);
        }
    }

    /// Appends `s` (at most [`Chunk::MAX`] bytes of it): a copy of its length, for tables
    /// kept as texts rather than padded entries.
    #[cfg_attr(
        not(all(feature = "valhall", feature = "compact-text")),
        allow(dead_code)
    )]
    #[inline(always)]
    pub(crate) fn text(&mut self, s: &str) {
        let at = self.len.min(self.limit);
        let n = s.len().min(Chunk::MAX);
        if let Some(dst) = self.buf.get_mut(at..at + n) {
            dst.copy_from_slice(&s.as_bytes()[..n]);
            self.len = at + n;
        }
    }

    /// Takes back the last `n` bytes appended (at most what the piece holds).
    #[cfg_attr(not(feature = "valhall"), allow(dead_code))]
    #[inline(always)]
    pub(crate) fn take_back(&mut self, n: usize) {
        self.len -= n.min(self.len - self.start);
    }

    /// Appends `v` in decimal.
    #[inline(always)]
    pub(crate) fn decimal(&mut self, v: u32) {
        // Register numbers and small values: one load; a third digit by one division.
        if let Some(&d) = SMALL_DECIMAL.get(v as usize) {
            self.fixed(d, d[3] as usize)
        } else if v < 1000 {
            let pair = u16::from_le_bytes(DIGIT_PAIRS[(v % 100) as usize]) as u32;
            self.fixed(((b'0' as u32 + v / 100) | pair << 8).to_le_bytes(), 3)
        } else {
            self.decimal_long(v)
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
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::{decimal3, Chunk, Piece};
    use crate::text::Sink;
    use alloc::string::{String, ToString};

    /// The text of `f`'s piece, written after `before`.
    fn text(before: &str, f: impl FnOnce(&mut Piece<'_>)) -> String {
        let mut s = String::new();
        let mut sink = Sink::new(&mut s);
        sink.push_ascii(before.as_bytes()).unwrap();
        sink.piece(Piece::MAX, f).unwrap();
        sink.finish().unwrap();
        s
    }

    #[test]
    fn short_and_join_make_their_text() {
        for num in [0, 7, 10, 63, 99, 100, 255, 999] {
            for (head, h) in [(*b"r\0", 1), (*b"^r", 2), (*b"u\0", 1)] {
                for (tail, t) in [([0; 3], 0), (*b":\0\0", 1), (*b".h1", 3)] {
                    let text = alloc::format!(
                        "{}{num}{}",
                        core::str::from_utf8(&head[..h]).unwrap(),
                        core::str::from_utf8(&tail[..t]).unwrap()
                    );
                    let c = Chunk::short(head, h, num, tail, t);
                    assert!(c.is(&text), "{text}");
                    // The bytes past the text are zero, as in every other entry.
                    assert!(c.bytes[text.len()..].iter().all(|&b| b == 0), "{text}");
                }
            }
        }
        assert!(Chunk::join(b"lane_id", b".w1").is("lane_id.w1"));
        assert!(Chunk::join(b"", b"").is(""));
        // 16 bytes fit; 17 do not, and the entry says so.
        assert!(Chunk::join(b"resource_table", b".w").fits());
        assert!(!Chunk::join(b"reserved_page2", b".w1").fits());
    }

    #[test]
    fn decimals_and_parts() {
        for i in 0..1000u32 {
            let d = decimal3(i);
            assert_eq!(&d[..d[3] as usize], i.to_string().as_bytes());
            assert!(d[d[3] as usize..3].iter().all(|&b| b == 0), "{i}");
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
            let t = text("src ", |p| {
                p.byte_if(b'-', v % 2 == 1);
                p.decimal(v);
                p.chunk(&Chunk::of("[a.x]"));
                p.byte_if(b'|', false);
                p.fixed(*b".xyzw\0\0\0", 5);
            });
            let sign = if v % 2 == 1 { "-" } else { "" };
            assert_eq!(t, alloc::format!("src {sign}{v}[a.x].xyzw"));
        }
        assert_eq!(
            Chunk::of("0123456789abcdefghijklmnopq").text(),
            b"0123456789abcdef"
        );
        assert_eq!(Chunk::decimal(u32::MAX).text(), b"4294967295");
    }

    #[test]
    fn a_piece_after_a_nearly_full_buffer_starts_a_new_one() {
        let before = "x".repeat(250);
        let t = text(&before, |p| {
            (0..10).for_each(|_| p.chunk(&Chunk::of("abcd")))
        });
        assert_eq!(t, before + &"abcd".repeat(10));
    }

    #[test]
    fn more_text_than_room_is_cut_not_a_panic() {
        let mut buf = [0u8; 40];
        let mut p = Piece::at(&mut buf, 0);
        for _ in 0..20 {
            p.chunk(&Chunk::of("abc"));
        }
        assert!(p.len() <= 40 - Chunk::MAX + 3);
    }
}
