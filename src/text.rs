//! Text helpers shared by every instruction set: a column-tracking formatting sink over
//! [`core::fmt::Write`], C `printf`-compatible number formatting, and a small cursor for
//! assembler text. Nothing here allocates.

use crate::error::{AsmError, AsmErrorKind};
use crate::piece::{Chunk, Piece};
use core::fmt::{self, Write};

mod number;
use number::{decimal_digits, digits_u64};
#[cfg(feature = "vivante")]
pub(crate) use number::{f16_to_f64, f64_to_f16, is_integral};

/// A formatting sink over any [`fmt::Write`]: it buffers a line's worth of text (so a
/// printer's many small pieces reach the writer in one call) and counts the bytes written
/// since it was created or since [`Sink::new_line`], so printers can align columns like
/// the reference tools do.
///
/// A listing that writes many lines lends it a larger area ([`Sink::with_area`]), where
/// whole line buffers collect before they reach the writer.
///
/// Call [`Sink::finish`] when done to pass on write errors; dropping the sink also
/// flushes, ignoring errors.
pub struct Sink<'a> {
    out: &'a mut dyn Write,
    /// Bytes of the current line passed on to the writer before the buffer.
    flushed_col: usize,
    /// Where the line starts in the buffer (0 when it started before it).
    line_start: usize,
    len: usize,
    /// The last byte passed on to the writer.
    last: u8,
    buf: LineBuf,
    /// Where lines collect before they reach the writer, when a listing lends an area
    /// ([`Sink::with_area`]); empty otherwise.
    area: &'a mut [u8],
    /// Bytes of `area` in use.
    area_len: usize,
}

/// Bytes of text a sink buffers before it passes them on. With [`SLACK`] the buffer is
/// 256 bytes, which the compiler zeroes with inline stores: a sink made per line (every
/// `write_line`) then costs no `memset` call (288 bytes did, ≈ 35 instructions a line).
const SINK_BUF: usize = 224;

/// Where the text in a sink's own buffer ends at most; a printer writing straight into it
/// ([`Sink::buf_mut`]) may store whole chunks up to [`SLACK`] bytes past it.
#[cfg(feature = "subtables")]
pub(crate) const SINK_TEXT: usize = SINK_BUF;

/// Bytes past [`SINK_BUF`] that short copies may overwrite (they store whole 4-, 8- or
/// 16-byte chunks); never part of the text.
const SLACK: usize = 32;

const _: () = assert!(
    SINK_BUF + SLACK == 256,
    "a sink's buffer is zeroed inline up to 256 bytes"
);

/// The sink's buffer, aligned so the UTF-8 check on flush runs word by word from the
/// first byte.
#[repr(align(16))]
struct LineBuf([u8; SINK_BUF + SLACK]);

/// Copies `src` to `dst[at..]` (the caller checked that it fits below [`SINK_BUF`]) with
/// fixed-size moves for short pieces, instead of a `memcpy` call per piece: most printed
/// pieces are 1 to 16 bytes. (Also the G80 printer's, which writes into a sink's buffer.)
#[inline(always)]
pub(crate) fn put(dst: &mut [u8; SINK_BUF + SLACK], at: usize, src: &[u8]) {
    let n = src.len();
    if n >= SLACK || at + SLACK > dst.len() {
        dst[at..at + n].copy_from_slice(src);
        return;
    }
    let d: &mut [u8; 32] = (&mut dst[at..at + 32])
        .try_into()
        .unwrap_or_else(|_| unreachable!());
    match n {
        0 => {}
        1..=3 => {
            d[0] = src[0];
            d[n / 2] = src[n / 2];
            d[n - 1] = src[n - 1];
        }
        4..=7 => {
            d[..4].copy_from_slice(&src[..4]);
            d[n - 4..n].copy_from_slice(&src[n - 4..]);
        }
        8..=15 => {
            d[..8].copy_from_slice(&src[..8]);
            d[n - 8..n].copy_from_slice(&src[n - 8..]);
        }
        _ => {
            d[..16].copy_from_slice(&src[..16]);
            d[n - 16..n].copy_from_slice(&src[n - 16..]);
        }
    }
}

/// The first `n` bytes of a sink's buffer as text. Only `&str`s and ASCII bytes are
/// buffered, and a flush never splits a character, so they are always valid; the check
/// runs over whole 16-byte blocks (the buffer is aligned, and the bytes after the text are
/// ASCII too, almost always), so that it is a few block tests and no byte-by-byte tail,
/// and over the text alone only when that fails.
#[inline]
fn buffered_text(buf: &[u8; SINK_BUF + SLACK], n: usize) -> Result<&str, fmt::Error> {
    let whole = buf.get(..(n + 15) & !15).unwrap_or(&buf[..]);
    match core::str::from_utf8(whole).map(|s| s.get(..n)) {
        Ok(Some(text)) => Ok(text),
        _ => core::str::from_utf8(buf.get(..n).ok_or(fmt::Error)?).map_err(|_| fmt::Error),
    }
}

impl<'a> Sink<'a> {
    /// Wraps a writer; the column starts at 0.
    #[inline]
    pub fn new(out: &'a mut dyn Write) -> Self {
        Sink {
            out,
            flushed_col: 0,
            line_start: 0,
            len: 0,
            last: 0,
            buf: LineBuf([0; SINK_BUF + SLACK]),
            area: &mut [],
            area_len: 0,
        }
    }

    /// Runs `f` on a sink over `out`, then flushes it and reports any write error: the
    /// same as [`Sink::new`], `f` and [`Sink::finish`], without moving the sink (a few
    /// hundred bytes) into `finish`, which costs a copy when a line is short.
    #[inline]
    pub fn write_to(
        out: &'a mut dyn Write,
        f: impl FnOnce(&mut Sink<'a>) -> fmt::Result,
    ) -> fmt::Result {
        let mut sink = Sink::new(out);
        f(&mut sink)?;
        // A sink of its own has no lent area: what its buffer holds goes straight to the
        // writer, without `spill`'s bookkeeping for text that would follow.
        let n = core::mem::take(&mut sink.len);
        if n == 0 {
            return Ok(());
        }
        sink.out.write_str(buffered_text(&sink.buf.0, n)?)
    }

    /// Wraps a writer, collecting the text in `area` (its contents are overwritten) and
    /// passing it on when the area is full: a listing lends a few KiB so that the writer
    /// is called once per many lines, not once per line or two.
    #[inline]
    pub fn with_area(out: &'a mut dyn Write, area: &'a mut [u8]) -> Self {
        let mut sink = Sink::new(out);
        sink.area = area;
        sink
    }

    /// Bytes written since the start of the line.
    #[inline]
    pub fn column(&self) -> usize {
        self.flushed_col + self.len - self.line_start
    }

    /// The last byte written on the current line (0 at the start of a line).
    pub fn last_byte(&self) -> u8 {
        if self.column() == 0 {
            0
        } else if self.len > 0 {
            self.buf.0[self.len - 1]
        } else {
            self.last
        }
    }

    /// Writes a newline and restarts the column count.
    pub fn new_line(&mut self) -> fmt::Result {
        self.write_str("\n")?;
        self.flushed_col = 0;
        self.line_start = self.len;
        Ok(())
    }

    /// Restarts the column count here without writing anything: what follows is laid out
    /// as if it started a line (a listing's text after its address and word columns).
    #[inline]
    pub fn restart_column(&mut self) {
        self.flushed_col = 0;
        self.line_start = self.len;
    }

    /// Passes the buffered text on to the writer.
    #[inline]
    pub fn flush(&mut self) -> fmt::Result {
        // Tested here, so that flushing an empty sink (as dropping a flushed one does)
        // costs no call.
        if self.len > 0 {
            self.spill()?;
        }
        if self.area_len > 0 {
            self.drain()?;
        }
        Ok(())
    }

    /// Empties the line buffer: into the lent area while it has room, else to the writer.
    fn spill(&mut self) -> fmt::Result {
        if self.len > 0 {
            let n = self.len;
            self.flushed_col = self.column();
            self.line_start = 0;
            self.len = 0;
            self.last = self.buf.0[n - 1];
            if self.area.is_empty() {
                // No lent area (a sink for a line or two): straight to the writer.
                return self.out.write_str(buffered_text(&self.buf.0, n)?);
            }
            if self.area_len + n > self.area.len() {
                self.drain()?;
            }
            if let Some(room) = self.area.get_mut(self.area_len..self.area_len + n) {
                room.copy_from_slice(&self.buf.0[..n]);
                self.area_len += n;
                return Ok(());
            }
            self.out.write_str(buffered_text(&self.buf.0, n)?)?;
        }
        Ok(())
    }

    /// Passes the lent area's text on to the writer.
    fn drain(&mut self) -> fmt::Result {
        if self.area_len > 0 {
            let n = self.area_len;
            self.area_len = 0;
            // Whole spilled line buffers: as valid as they were.
            let text = core::str::from_utf8(&self.area[..n]).map_err(|_| fmt::Error)?;
            self.out.write_str(text)?;
        }
        Ok(())
    }

    /// Flushes and reports any write error.
    #[inline]
    pub fn finish(mut self) -> fmt::Result {
        self.flush()
    }

    /// Spills the line buffer to make room for `n` more bytes; `Ok(false)` when they
    /// cannot be buffered at all (more than the buffer holds).
    #[cold]
    #[inline(never)]
    fn make_room(&mut self, n: usize) -> Result<bool, fmt::Error> {
        self.spill()?;
        Ok(n <= SINK_BUF)
    }

    /// Appends `text[at..at + len]` (ASCII), stored as [`Chunk::MAX`] bytes at once when
    /// `text` has that many from `at` on and `len` is no more.
    #[inline(always)]
    #[cfg_attr(not(any(feature = "vivante", feature = "valhall")), allow(dead_code))]
    pub(crate) fn push_run(&mut self, text: &[u8], at: usize, len: usize) -> fmt::Result {
        match text.get(at..at + Chunk::MAX) {
            Some(run) if len <= Chunk::MAX => {
                let run: [u8; Chunk::MAX] = run.try_into().unwrap_or_else(|_| unreachable!());
                self.piece(Chunk::MAX, |p| p.fixed(run, len))
            }
            _ => self.push_own(text.get(at..at + len).ok_or(fmt::Error)?),
        }
    }

    /// [`Sink::push_run`], then spaces up to `to` bytes in all (`to` ≥ `len`): one
    /// capacity check for both.
    #[inline]
    pub(crate) fn push_run_padded(
        &mut self,
        text: &[u8],
        at: usize,
        len: usize,
        to: usize,
    ) -> fmt::Result {
        match text.get(at..at + Chunk::MAX) {
            Some(run) if to <= Chunk::MAX => {
                let run: [u8; Chunk::MAX] = run.try_into().unwrap_or_else(|_| unreachable!());
                self.piece(2 * Chunk::MAX, |p| {
                    p.fixed(run, len);
                    p.fixed([b' '; Chunk::MAX], to - len);
                })
            }
            _ => {
                self.push_run(text, at, len)?;
                self.pad_to(self.column() + to.saturating_sub(len))
            }
        }
    }

    /// Makes room for `room` more bytes of text (at most half the buffer), for a printer
    /// that writes them straight into [`Sink::buf_mut`] from [`Sink::end`] and then
    /// records the new end with [`Sink::set_end`].
    #[cfg(feature = "subtables")]
    #[inline]
    pub(crate) fn reserve(&mut self, room: usize) -> fmt::Result {
        debug_assert!(room <= SINK_BUF / 2);
        if self.len + room > SINK_BUF {
            self.make_room(room)?;
        }
        Ok(())
    }

    /// The sink's own buffer, for a printer writing straight in (see [`Sink::reserve`]):
    /// text up to [`SINK_TEXT`], whole-chunk stores up to [`SLACK`] bytes past it. Only
    /// whole `&str`s and ASCII bytes may go in, so that the text stays UTF-8.
    #[cfg(feature = "subtables")]
    #[inline(always)]
    pub(crate) fn buf_mut(&mut self) -> &mut [u8; SINK_BUF + SLACK] {
        &mut self.buf.0
    }

    /// Where the text ends in the buffer.
    #[cfg(feature = "subtables")]
    #[inline(always)]
    pub(crate) fn end(&self) -> usize {
        self.len
    }

    /// Records where the text a printer wrote into [`Sink::buf_mut`] ends (not before
    /// the current end, not past [`SINK_TEXT`]).
    #[cfg(feature = "subtables")]
    #[inline(always)]
    pub(crate) fn set_end(&mut self, end: usize) {
        debug_assert!(self.len <= end && end <= SINK_BUF);
        self.len = end.clamp(self.len, SINK_BUF);
    }

    /// Appends bytes the sink made itself (digits, spaces: ASCII by construction).
    #[inline(always)]
    pub(crate) fn push_own(&mut self, bytes: &[u8]) -> fmt::Result {
        debug_assert!(bytes.is_ascii());
        if self.len + bytes.len() > SINK_BUF {
            return self.push_ascii(bytes);
        }
        put(&mut self.buf.0, self.len, bytes);
        self.len += bytes.len();
        Ok(())
    }

    /// Writes the piece `f` makes, `room` bytes at most (no more than half the buffer),
    /// straight into the buffer after one capacity check.
    #[inline(always)]
    pub(crate) fn piece(&mut self, room: usize, f: impl FnOnce(&mut Piece<'_>)) -> fmt::Result {
        debug_assert!(room <= SINK_BUF / 2);
        if self.len + room > SINK_BUF {
            self.make_room(room)?;
        }
        let mut p = Piece::at(&mut self.buf.0, self.len);
        f(&mut p);
        debug_assert!(p.len() <= self.len + room, "more text than the room given");
        self.len = p.len().min(SINK_BUF);
        Ok(())
    }

    /// Appends ASCII bytes (non-ASCII bytes are replaced by `?`).
    #[inline]
    pub fn push_ascii(&mut self, bytes: &[u8]) -> fmt::Result {
        if self.len + bytes.len() > SINK_BUF && !self.make_room(bytes.len())? {
            for chunk in bytes.chunks(SINK_BUF) {
                self.push_ascii(chunk)?;
            }
            return Ok(());
        }
        if bytes.is_ascii() {
            put(&mut self.buf.0, self.len, bytes);
        } else {
            for (d, &b) in self.buf.0[self.len..self.len + bytes.len()]
                .iter_mut()
                .zip(bytes)
            {
                *d = if b.is_ascii() { b } else { b'?' };
            }
        }
        self.len += bytes.len();
        Ok(())
    }

    /// Appends one ASCII byte (a non-ASCII byte is replaced by `?`).
    #[inline]
    pub fn push_byte(&mut self, b: u8) -> fmt::Result {
        if self.len >= SINK_BUF {
            self.make_room(1)?;
        }
        self.buf.0[self.len] = if b.is_ascii() { b } else { b'?' };
        self.len += 1;
        Ok(())
    }

    /// Writes spaces until `col` bytes are on the line (nothing if already there).
    #[inline]
    pub fn pad_to(&mut self, col: usize) -> fmt::Result {
        let n = col.saturating_sub(self.column());
        if n <= Chunk::MAX {
            return self.piece(Chunk::MAX, |p| p.fixed([b' '; Chunk::MAX], n));
        }
        self.pad_long(col)
    }

    /// [`Sink::pad_to`] beyond one chunk of spaces.
    #[cold]
    fn pad_long(&mut self, col: usize) -> fmt::Result {
        const SPACES: &[u8; 32] = b"                                ";
        while self.column() < col {
            let n = (col - self.column()).min(SPACES.len());
            self.push_own(&SPACES[..n])?;
        }
        Ok(())
    }

    /// Writes an unsigned decimal number.
    #[inline]
    pub fn write_u64(&mut self, v: u64) -> fmt::Result {
        // Register numbers and most immediates: one store from the table.
        if v < 1000 {
            return self.piece(4, |p| p.decimal(v as u32));
        }
        let mut buf = [0u8; 40];
        let start = digits_u64(v, &mut buf, 40);
        self.push_own(&buf[start..])
    }

    /// Writes an unsigned decimal number.
    pub fn write_u128(&mut self, v: u128) -> fmt::Result {
        if let Ok(small) = u64::try_from(v) {
            return self.write_u64(small);
        }
        let mut buf = [0u8; 40];
        let start = decimal_digits(v, &mut buf);
        self.push_own(&buf[start..])
    }

    /// Writes a signed decimal number.
    pub fn write_i128(&mut self, v: i128) -> fmt::Result {
        if v < 0 {
            self.push_byte(b'-')?;
        }
        self.write_u128(v.unsigned_abs())
    }

    /// Writes `v` as `0x` and lower-case hexadecimal digits without padding (`0x0`).
    pub fn write_0x(&mut self, v: u64) -> fmt::Result {
        let digits = (64 - (v | 1).leading_zeros() as usize).div_ceil(4);
        self.push_own(b"0x")?;
        self.write_hex(v as u128, digits)
    }

    /// Writes `v` as `digits` lower-case hexadecimal digits (zero-padded).
    pub fn write_hex(&mut self, v: u128, digits: usize) -> fmt::Result {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        let mut buf = [0u8; 32];
        let digits = digits.min(32);
        for (i, b) in buf[..digits].iter_mut().enumerate() {
            let shift = 4 * (digits - 1 - i);
            *b = HEX[((v >> shift) & 0xf) as usize];
        }
        self.push_own(&buf[..digits])
    }
}

impl Sink<'_> {
    /// [`Write::write_str`] when `s` does not fit behind the buffered text.
    #[cold]
    #[inline(never)]
    fn write_str_slow(&mut self, s: &str) -> fmt::Result {
        if !self.make_room(s.len())? {
            // Longer than the buffer: straight to the writer, after what is collected.
            self.drain()?;
            self.flushed_col += s.len();
            if let Some(&b) = s.as_bytes().last() {
                self.last = b;
            }
            return self.out.write_str(s);
        }
        put(&mut self.buf.0, self.len, s.as_bytes());
        self.len += s.len();
        Ok(())
    }
}

impl Write for Sink<'_> {
    #[inline(always)]
    fn write_str(&mut self, s: &str) -> fmt::Result {
        if self.len + s.len() > SINK_BUF {
            return self.write_str_slow(s);
        }
        put(&mut self.buf.0, self.len, s.as_bytes());
        self.len += s.len();
        Ok(())
    }
}

impl Drop for Sink<'_> {
    fn drop(&mut self) {
        let _ = self.flush();
    }
}

/// A fixed-capacity string buffer (for formatting numbers without allocating).
pub struct StackBuf<const N: usize> {
    buf: [u8; N],
    len: usize,
}

impl<const N: usize> StackBuf<N> {
    /// An empty buffer.
    pub const fn new() -> Self {
        StackBuf {
            buf: [0; N],
            len: 0,
        }
    }

    /// The text written so far.
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.buf[..self.len]).unwrap_or("")
    }

    /// Forgets the contents.
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

impl<const N: usize> Default for StackBuf<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> Write for StackBuf<N> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        if end > N {
            return Err(fmt::Error);
        }
        self.buf[self.len..end].copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// A cursor over one line of assembler text, with 1-based columns for errors.
///
/// Its helpers set the error's [`AsmErrorKind`]: [`expect`](Self::expect) and
/// [`expect_str`](Self::expect_str) give [`Expected`](AsmErrorKind::Expected),
/// [`uint`](Self::uint) gives [`Expected`](AsmErrorKind::Expected) without digits and
/// [`OutOfRange`](AsmErrorKind::OutOfRange) for a number too large; an operand parser
/// names the kind of its other errors with [`error`](Self::error).
#[derive(Clone, Copy, Debug)]
pub struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    /// Starts at the beginning of `text`.
    pub fn new(text: &'a str) -> Self {
        Cursor { text, pos: 0 }
    }

    /// The text not consumed yet.
    pub fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    /// Byte offset into the line.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// 1-based column of the cursor.
    pub fn column(&self) -> usize {
        self.pos + 1
    }

    /// An error of `kind` at the cursor.
    pub fn error(&self, kind: AsmErrorKind, message: &'static str) -> AsmError {
        AsmError::new(self.column(), kind, message)
    }

    /// The next byte, if any.
    pub fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    /// Skips `n` bytes.
    pub fn advance(&mut self, n: usize) {
        self.pos = (self.pos + n).min(self.text.len());
    }

    /// Skips spaces and tabs.
    pub fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\r')) {
            self.pos += 1;
        }
    }

    /// Consumes `c` if it is next.
    pub fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Consumes `s` if the text continues with it.
    pub fn eat_str(&mut self, s: &str) -> bool {
        if self.rest().starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// Consumes the longest non-empty entry of `texts` the text continues with (the first
    /// of equally long ones) and returns its index: a table-driven choice among spellings,
    /// such as register prefixes or the names of a field's values.
    pub fn eat_longest<'t>(&mut self, texts: impl IntoIterator<Item = &'t str>) -> Option<usize> {
        let rest = self.rest();
        let mut best: Option<(usize, usize)> = None;
        for (i, s) in texts.into_iter().enumerate() {
            if !s.is_empty() && rest.starts_with(s) && best.is_none_or(|(_, len)| s.len() > len) {
                best = Some((i, s.len()));
            }
        }
        self.pos += best.map_or(0, |(_, len)| len);
        best.map(|(i, _)| i)
    }

    /// [`eat_longest`](Self::eat_longest) over a name table such as an enum's `NAMES`: the
    /// value whose name is read (a value without a name is never read).
    pub fn eat_name(&mut self, names: &[Option<&str>]) -> Option<usize> {
        self.eat_longest(names.iter().map(|n| n.unwrap_or("")))
    }

    /// Consumes `c` or fails with `message` ([`AsmErrorKind::Expected`]).
    pub fn expect(&mut self, c: u8, message: &'static str) -> Result<(), AsmError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.error(AsmErrorKind::Expected, message))
        }
    }

    /// Consumes `s` or fails with `message` ([`AsmErrorKind::Expected`]).
    pub fn expect_str(&mut self, s: &str, message: &'static str) -> Result<(), AsmError> {
        if self.eat_str(s) {
            Ok(())
        } else {
            Err(self.error(AsmErrorKind::Expected, message))
        }
    }

    /// Consumes the longest prefix whose bytes satisfy `pred`.
    pub fn take_while(&mut self, pred: impl Fn(u8) -> bool) -> &'a str {
        let start = self.pos;
        while let Some(c) = self.peek() {
            if !pred(c) {
                break;
            }
            self.pos += 1;
        }
        &self.text[start..self.pos]
    }

    /// Consumes an unsigned decimal number (or `0x` hexadecimal) of at most `max`.
    ///
    /// # Errors
    /// Without digits, `"expected a number"` ([`AsmErrorKind::Expected`]) at the cursor,
    /// which does not move; above `max`, `range_msg` ([`AsmErrorKind::OutOfRange`]) at
    /// the number.
    pub fn uint(&mut self, max: u128, range_msg: &'static str) -> Result<u128, AsmError> {
        let start = *self;
        let hex = self.eat_str("0x") || self.eat_str("0X");
        let digits = if hex {
            self.take_while(|c| c.is_ascii_hexdigit())
        } else {
            self.take_while(|c| c.is_ascii_digit())
        };
        if digits.is_empty() {
            *self = start;
            return Err(self.error(AsmErrorKind::Expected, "expected a number"));
        }
        let range = start.error(AsmErrorKind::OutOfRange, range_msg);
        let v = u128::from_str_radix(digits, if hex { 16 } else { 10 }).map_err(|_| range)?;
        if v > max {
            return Err(range);
        }
        Ok(v)
    }

    /// Whether only white space and an optional comment (starting with `comment`) remain.
    pub fn at_end(&self, comment: u8) -> bool {
        let mut c = *self;
        c.skip_ws();
        matches!(c.peek(), None | Some(b'\n')) || c.peek() == Some(comment)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sink_writes_wide_numbers() {
        let mut s = StackBuf::<64>::new();
        let mut k = Sink::new(&mut s);
        k.write_u128(u128::MAX).unwrap();
        k.write_str(" ").unwrap();
        k.write_u128(10_000_000_000_000_000_000).unwrap();
        k.write_str(" ").unwrap();
        k.write_i128(-7).unwrap();
        k.finish().unwrap();
        assert_eq!(
            s.as_str(),
            "340282366920938463463374607431768211455 10000000000000000000 -7"
        );
    }

    /// Every power of ten and its neighbours, and pseudo-random values of every size:
    /// the digit pairs and the 19-digit blocks (with their zeros) against `core::fmt`.
    #[test]
    fn sink_numbers_are_core_fmt_numbers() {
        let mut values = [0u128; 156 + 2000];
        for k in 0..39 {
            let p = 10u128.pow(k);
            values[4 * k as usize..4 * k as usize + 4].copy_from_slice(&[p - 1, p, p + 1, 3 * p]);
        }
        let mut x = 0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c834u128;
        for pair in values[156..].chunks_exact_mut(2) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            pair.copy_from_slice(&[x, x >> (x % 128)]);
        }
        for v in values {
            let (mut got, mut want) = (StackBuf::<96>::new(), StackBuf::<96>::new());
            let mut k = Sink::new(&mut got);
            k.write_u128(v).unwrap();
            write!(want, "{v}").unwrap();
            if let Ok(small) = u64::try_from(v) {
                k.write_str(" ").unwrap();
                k.write_u64(small).unwrap();
                write!(want, " {small}").unwrap();
            }
            k.finish().unwrap();
            assert_eq!(got.as_str(), want.as_str());
        }
    }

    #[test]
    fn sink_tracks_columns() {
        let mut s = StackBuf::<64>::new();
        let mut k = Sink::new(&mut s);
        k.write_str("nop").unwrap();
        k.pad_to(18).unwrap();
        k.write_hex(0xab, 4).unwrap();
        assert_eq!(k.column(), 22);
        k.finish().unwrap();
        assert_eq!(s.as_str(), "nop               00ab");
    }

    #[test]
    fn sink_with_area_writes_the_same_text_in_fewer_calls() {
        /// Collects the text and counts the calls.
        struct Calls(alloc::string::String, usize);
        impl Write for Calls {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                self.0.push_str(s);
                self.1 += 1;
                Ok(())
            }
        }
        fn lines(k: &mut Sink<'_>) -> fmt::Result {
            let long = core::str::from_utf8(&[b'y'; 300]).map_err(|_| fmt::Error)?;
            for i in 0..200u64 {
                k.write_u64(i)?;
                k.pad_to(6)?;
                k.write_str("mov.pack t2.xy__, void, void, t2.xyyy")?;
                if i % 50 == 7 {
                    // Longer than the line buffer: straight to the writer, in order.
                    k.write_str(long)?;
                }
                assert_eq!(k.last_byte(), b'y');
                k.new_line()?;
            }
            Ok(())
        }
        let mut plain = Calls(alloc::string::String::new(), 0);
        let mut k = Sink::new(&mut plain);
        lines(&mut k).unwrap();
        k.finish().unwrap();
        for size in [0, 10, 200, 333, 4096] {
            let mut area = alloc::vec![0u8; size];
            let mut lent = Calls(alloc::string::String::new(), 0);
            let mut k = Sink::with_area(&mut lent, &mut area);
            lines(&mut k).unwrap();
            k.finish().unwrap();
            assert_eq!(lent.0, plain.0, "area of {size} bytes");
            if size == 4096 {
                // The writer gets the area when it is full (less at most one line
                // buffer's worth), plus two calls per long text (what was collected
                // before it, then the text itself) and the final flush.
                let most = plain.0.len() / (size - SINK_BUF) + 2 * 4 + 1;
                assert!(lent.1 <= most, "{} calls, at most {most}", lent.1);
                assert!(lent.1 * 2 < plain.1, "{} calls against {}", lent.1, plain.1);
            }
        }
    }

    #[test]
    fn sink_columns_across_flushes() {
        let mut s = StackBuf::<1024>::new();
        let mut k = Sink::new(&mut s);
        for _ in 0..25 {
            k.write_str("0123456789").unwrap();
        }
        assert_eq!((k.column(), k.last_byte()), (250, b'9'));
        k.new_line().unwrap();
        assert_eq!((k.column(), k.last_byte()), (0, 0));
        k.write_str("ab").unwrap();
        k.flush().unwrap();
        assert_eq!((k.column(), k.last_byte()), (2, b'b'));
        k.write_str(core::str::from_utf8(&[b'x'; 300]).unwrap())
            .unwrap();
        assert_eq!((k.column(), k.last_byte()), (302, b'x'));
        k.write_u64(7).unwrap();
        k.write_u64(42).unwrap();
        k.write_u64(123).unwrap();
        k.pad_to(310).unwrap();
        assert_eq!(k.column(), 310);
        k.finish().unwrap();
        assert!(s.as_str().ends_with("x742123  "));
        assert_eq!(s.as_str().len(), 250 + 1 + 310);
    }

    #[test]
    fn cursor_numbers() {
        let mut c = Cursor::new("0x1f, 12");
        assert_eq!(c.uint(255, "r").unwrap(), 31);
        assert!(c.eat(b','));
        c.skip_ws();
        let e = c.uint(11, "too big").unwrap_err();
        assert_eq!((e.column, e.kind), (7, AsmErrorKind::OutOfRange));
        let e = Cursor::new("x1").uint(11, "too big").unwrap_err();
        assert_eq!((e.column, e.kind), (1, AsmErrorKind::Expected));
        let mut c = Cursor::new(" ,");
        c.skip_ws();
        let e = c.expect(b'(', "expected `(`").unwrap_err();
        assert_eq!(
            (e.column, e.kind, e.message),
            (2, AsmErrorKind::Expected, "expected `(`")
        );
    }
}
