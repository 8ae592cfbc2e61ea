//! Text helpers shared by every instruction set: a column-tracking formatting sink over
//! [`core::fmt::Write`], C `printf`-compatible number formatting, and a small cursor for
//! assembler text. Nothing here allocates.

use crate::error::{AsmError, AsmErrorKind};
use crate::piece::{Chunk, Piece};
use core::fmt::{self, Write};

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

/// Writes `v` like C's `printf("%.*g", precision, v)` (glibc: exact value, ties to even).
///
/// Infinities print `inf`/`-inf`, NaN prints `nan` or `-nan` by its sign bit.
pub fn write_c_g(out: &mut dyn Write, v: f64, precision: usize) -> fmt::Result {
    let mut b = Batch::new(out);
    c_g(&mut b, v, precision)?;
    b.flush()
}

/// [`write_c_g`] into `b`.
fn c_g(b: &mut impl PutAscii, v: f64, precision: usize) -> fmt::Result {
    let p = precision.max(1);
    if v.is_nan() {
        return b.put(if v.is_sign_negative() {
            b"-nan"
        } else {
            b"nan"
        });
    }
    if v.is_sign_negative() {
        b.put(b"-")?;
    }
    let a = v.abs();
    if a.is_infinite() {
        return b.put(b"inf");
    }
    let (digits, n, exp) = match g_digits_scaled(a, p).or_else(|| g_digits_exact(a, p)) {
        Some(d) => d,
        None => g_digits_fmt(a, p)?,
    };
    let digits = &digits[..n];
    if exp < -4 || exp >= p as i32 {
        b.put(&digits[..1])?;
        if n > 1 {
            b.put(b".")?;
            b.put(&digits[1..])?;
        }
        b.put(if exp < 0 { b"e-" } else { b"e+" })?;
        // At least two digits, as C prints the exponent.
        let e = exp.unsigned_abs();
        let d = [
            b'0' + (e / 100 % 10) as u8,
            b'0' + (e / 10 % 10) as u8,
            b'0' + (e % 10) as u8,
        ];
        b.put(if e >= 100 { &d } else { &d[1..] })?;
    } else if exp >= 0 {
        // Fixed notation from the same P significant digits (so the rounding is the
        // same as printf's): d0 d1 … d(n-1) times 10^exp.
        let int_len = exp as usize + 1;
        if n <= int_len {
            b.put(digits)?;
            for _ in n..int_len {
                b.put(b"0")?;
            }
        } else {
            b.put(&digits[..int_len])?;
            b.put(b".")?;
            b.put(&digits[int_len..])?;
        }
    } else {
        b.put(b"0.")?;
        for _ in 0..(-exp - 1) {
            b.put(b"0")?;
        }
        b.put(digits)?;
    }
    Ok(())
}

/// Collects a short ASCII text and passes it on in one write (a longer one in several).
struct Batch<'w> {
    out: &'w mut dyn Write,
    buf: [u8; 32],
    len: usize,
}

/// Where the float printers put their ASCII text: a [`Batch`] for any writer, or a
/// [`Sink`] straight (no second buffer, no UTF-8 check).
trait PutAscii {
    /// Appends ASCII bytes.
    fn put(&mut self, s: &[u8]) -> fmt::Result;
}

impl PutAscii for Sink<'_> {
    #[inline]
    fn put(&mut self, s: &[u8]) -> fmt::Result {
        self.push_own(s)
    }
}

impl PutAscii for Batch<'_> {
    fn put(&mut self, s: &[u8]) -> fmt::Result {
        Batch::put(self, s)
    }
}

impl<'w> Batch<'w> {
    fn new(out: &'w mut dyn Write) -> Self {
        Batch {
            out,
            buf: [0; 32],
            len: 0,
        }
    }

    /// Appends ASCII bytes.
    fn put(&mut self, s: &[u8]) -> fmt::Result {
        if self.len + s.len() > self.buf.len() {
            self.flush()?;
        }
        match self.buf.get_mut(self.len..self.len + s.len()) {
            Some(room) => {
                room.copy_from_slice(s);
                self.len += s.len();
                Ok(())
            }
            None => self
                .out
                .write_str(core::str::from_utf8(s).map_err(|_| fmt::Error)?),
        }
    }

    /// Passes the collected text on.
    fn flush(&mut self) -> fmt::Result {
        let n = core::mem::take(&mut self.len);
        self.out
            .write_str(core::str::from_utf8(&self.buf[..n]).map_err(|_| fmt::Error)?)
    }
}

/// Significant digits of `%.<p>e` for a positive finite `a`: at most `p` (≤ 24) digits
/// with no trailing zeros (at least one), and the decimal exponent of the first.
type Digits = ([u8; 24], usize, i32);

/// [`Digits`] through `core::fmt` (exact, ties to even, as glibc's `printf`).
fn g_digits_fmt(a: f64, p: usize) -> Result<Digits, fmt::Error> {
    let mut buf = StackBuf::<64>::new();
    write!(buf, "{:.*e}", p - 1, a)?;
    let s = buf.as_str();
    let epos = s.find('e').unwrap_or(s.len());
    let exp: i32 = s[epos + 1..].parse().unwrap_or(0);
    let mut digits = [b'0'; 24];
    let mut n = 0;
    for &c in &s.as_bytes()[..epos] {
        if c.is_ascii_digit() && n < digits.len() {
            digits[n] = c;
            n += 1;
        }
    }
    while n > 1 && digits[n - 1] == b'0' {
        n -= 1;
    }
    Ok((digits, n.max(1), exp))
}

/// 2^127: integral values below it print through [`decimal_digits`].
const TWO127: f64 = 170_141_183_460_469_231_731_687_303_715_884_105_728.0;

/// `base^k` for `k` below `N`.
const fn powers<const N: usize>(base: u128) -> [u128; N] {
    let mut t = [1u128; N];
    let mut k = 1;
    while k < N {
        t[k] = t[k - 1] * base;
        k += 1;
    }
    t
}

/// 10^k for k = 0..=19 (10^19, the largest power of ten below 2^64).
const POW10: [u128; 20] = powers(10);

/// 5^k for k = 0..=54 (5^54 < 2^126).
const POW5: [u128; 55] = powers(5);

/// `"00"` to `"99"`: decimal digits are made two at a time.
static DIGIT_PAIRS: [[u8; 2]; 100] = {
    let mut t = [[0; 2]; 100];
    let mut i = 0;
    while i < 100 {
        t[i] = [b'0' + (i / 10) as u8, b'0' + (i % 10) as u8];
        i += 1;
    }
    t
};

/// Writes the digits of `v` (no leading zeros) so that they end before `buf[end]`
/// (`end` ≥ 20); returns where they start.
#[inline]
fn digits_u64(mut v: u64, buf: &mut [u8; 40], end: usize) -> usize {
    let mut d = end;
    while v >= 100 && d >= 2 {
        d -= 2;
        buf[d..d + 2].copy_from_slice(&DIGIT_PAIRS[(v % 100) as usize]);
        v /= 100;
    }
    if v >= 10 && d >= 2 {
        d -= 2;
        buf[d..d + 2].copy_from_slice(&DIGIT_PAIRS[v as usize]);
    } else if d >= 1 {
        d -= 1;
        buf[d] = b'0' + v as u8;
    }
    d
}

/// The decimal digits of `n` in ASCII (`0` for zero), at the end of `buf`; returns
/// where they start. Above 2^64, 128-bit divisions split off 19 digits at a time.
fn decimal_digits(mut n: u128, buf: &mut [u8; 40]) -> usize {
    const E19: u128 = POW10[19];
    let mut end = buf.len();
    while n > u64::MAX as u128 && end >= 20 {
        let start = digits_u64((n % E19) as u64, buf, end);
        end -= 19;
        buf[end..start].fill(b'0');
        n /= E19;
    }
    digits_u64(n as u64, buf, end)
}

/// A positive finite `a` as `m × 2^e` with `m` odd (`None` for zero).
fn odd_parts(a: f64) -> Option<(u64, i32)> {
    let bits = a.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1 << 52) - 1);
    let (m, e) = match biased {
        0 => (frac, -1074),
        _ => (frac | 1 << 52, biased - 1075),
    };
    if m == 0 {
        return None;
    }
    let tz = m.trailing_zeros();
    Some((m >> tz, e + tz as i32))
}

/// [`Digits`] in integer arithmetic when the value is an integer below 2^127 times a
/// power of ten (short mantissas, moderate exponents: every `f16` and most shader
/// immediates), which `core::fmt`'s exact mode often reaches only through its slow
/// big-number path. The same digits as [`g_digits_fmt`] (tests: every `f16` and
/// 20-bit float).
fn g_digits_exact(a: f64, p: usize) -> Option<Digits> {
    if p > 19 {
        return None;
    }
    let mut digits = [b'0'; 24];
    let Some((m, e)) = odd_parts(a) else {
        return Some((digits, 1, 0));
    };
    // The value is `n` times 10^-k.
    let (n, k) = if e >= 0 {
        let n = (m as u128).checked_shl(e as u32)?;
        if n >> e != m as u128 {
            return None; // bits shifted out
        }
        (n, 0)
    } else {
        let k = -e;
        (POW5.get(k as usize)?.checked_mul(m as u128)?, k)
    };
    if n >> 127 != 0 {
        return None;
    }
    let mut all = [0u8; 40];
    let d = decimal_digits(n, &mut all);
    let all = &all[d..];
    let exp = all.len() as i32 - 1 - k;
    let keep = all.len().min(p);
    digits[..keep].copy_from_slice(&all[..keep]);
    // Round to nearest, ties to even (an ASCII digit has its value's parity).
    let up = all.len() > p && {
        let first = all[p];
        let rest = all[p + 1..].iter().any(|&x| x != b'0');
        first > b'5' || (first == b'5' && (rest || digits[p - 1] % 2 == 1))
    };
    Some(rounded(digits, keep, up, exp))
}

/// `digits[..keep]` (the first of them at decimal exponent `exp`), rounded up one unit
/// in the last place if `up`, without trailing zeros.
fn rounded(mut digits: [u8; 24], keep: usize, up: bool, mut exp: i32) -> Digits {
    if up {
        let mut i = keep;
        loop {
            if i == 0 {
                // 99…9 rounded up: 1 and a higher exponent.
                digits[0] = b'1';
                exp += 1;
                break;
            }
            i -= 1;
            if digits[i] == b'9' {
                digits[i] = b'0';
            } else {
                digits[i] += 1;
                break;
            }
        }
    }
    let mut len = keep;
    while len > 1 && digits[len - 1] == b'0' {
        len -= 1;
    }
    (digits, len, exp)
}

/// [`Digits`] of a non-integral value from only the digits needed (`m × 2^e` has `-e`
/// digits after the point, which [`g_digits_exact`] writes out). For the `j` that leaves
/// `p + 1` digits before the point, the value times 10^j is `m × 5^j` (at most 179 bits)
/// shifted right by `-e - j`; the bits shifted out are never all zero (`m × 5^j` is
/// odd), so the digit after the `p`-th decides the rounding alone. The same digits as
/// [`g_digits_fmt`] (tests: every 20-bit float and random doubles), without its
/// big-number path.
fn g_digits_scaled(a: f64, p: usize) -> Option<Digits> {
    if p > 18 {
        return None;
    }
    let (m, e) = odd_parts(a)?;
    // floor(log2 a), then floor(log10 a) give or take one (1233 / 4096 ≈ log10 2).
    let log2 = 63 - m.leading_zeros() as i32 + e;
    let mut j = p as i32 - ((log2 * 1233) >> 12);
    let (low, high) = (POW10[p], POW10[p + 1]);
    for _ in 0..3 {
        if j < 0 || j >= -e {
            return None;
        }
        let q = mul_shr(m, *POW5.get(j as usize)?, (-e - j) as u32);
        match q {
            Some(q) if q < low => j += 1,
            Some(q) if q < high => {
                let mut all = [0u8; 40];
                let d = decimal_digits(q, &mut all);
                let mut digits = [b'0'; 24];
                digits[..p].copy_from_slice(&all[d..d + p]);
                return Some(rounded(digits, p, all[d + p] >= b'5', p as i32 - j));
            }
            _ => j -= 1,
        }
    }
    None
}

/// `m × f` shifted right by `s` bits, `None` when that is 2^128 or more.
fn mul_shr(m: u64, f: u128, s: u32) -> Option<u128> {
    let lo = (f as u64) as u128 * m as u128;
    // The product is `mid × 2^64 + (lo as u64)`; `mid` < 2^116.
    let mid = (f >> 64) * m as u128 + (lo >> 64);
    if s >= 64 {
        Some(mid.checked_shr(s - 64).unwrap_or(0))
    } else if mid >> (64 + s) != 0 {
        None
    } else {
        Some(mid << (64 - s) | (lo as u64 >> s) as u128)
    }
}

/// Writes `v` like C's `printf("%.*f", decimals, v)` (exact digits, ties to even).
pub fn write_c_f(out: &mut dyn Write, v: f64, decimals: usize) -> fmt::Result {
    let mut b = Batch::new(out);
    if c_f_integral(&mut b, v, decimals)? {
        return b.flush();
    }
    write!(b.out, "{:.*}", decimals, v)
}

/// [`write_c_f`]'s texts made without `core::fmt` into `b`: NaN, infinities and integral
/// values with one decimal (exact as an integer); `Ok(false)`, with nothing written, for
/// any other value.
fn c_f_integral(b: &mut impl PutAscii, v: f64, decimals: usize) -> Result<bool, fmt::Error> {
    if v.is_nan() {
        b.put(if v.is_sign_negative() {
            b"-nan"
        } else {
            b"nan"
        })?;
    } else if v.is_infinite() {
        b.put(if v < 0.0 { b"-inf" } else { b"inf" })?;
    } else if decimals == 1 && is_integral(v) && v.abs() < TWO127 {
        let mut digits = [0u8; 40];
        let d = decimal_digits(v.abs() as u128, &mut digits);
        if v.is_sign_negative() {
            b.put(b"-")?;
        }
        b.put(&digits[d..])?;
        b.put(b".0")?;
    } else {
        return Ok(false);
    }
    Ok(true)
}

// The float printers into a sink serve Vivante's immediates.
#[cfg_attr(not(feature = "vivante"), allow(dead_code))]
impl Sink<'_> {
    /// [`write_c_g`] into the sink.
    pub(crate) fn write_c_g(&mut self, v: f64, precision: usize) -> fmt::Result {
        c_g(self, v, precision)
    }

    /// [`write_c_f`] into the sink.
    pub(crate) fn write_c_f(&mut self, v: f64, decimals: usize) -> fmt::Result {
        if c_f_integral(self, v, decimals)? {
            return Ok(());
        }
        write!(self, "{:.*}", decimals, v)
    }
}

/// Whether a finite `v` has no fractional part (bit test; no float library needed).
pub fn is_integral(v: f64) -> bool {
    let bits = v.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32 - 1023;
    if exp == 1024 {
        false // infinity or NaN
    } else if exp < 0 {
        v == 0.0
    } else if exp >= 52 {
        true
    } else {
        bits & ((1u64 << (52 - exp)) - 1) == 0
    }
}

/// Converts IEEE binary16 bits to `f64` (exactly).
pub fn f16_to_f64(h: u16) -> f64 {
    let sign = ((h >> 15) as u64) << 63;
    let exp = ((h >> 10) & 0x1f) as u64;
    let man = (h & 0x3ff) as u64;
    match exp {
        0 => {
            // Subnormal: man * 2^-24, exact in f64.
            let v = man as f64 * f64::from_bits((1023 - 24) << 52);
            f64::from_bits(v.to_bits() | sign)
        }
        31 if man == 0 => f64::from_bits(sign | 0x7ff0_0000_0000_0000),
        31 => f64::from_bits(sign | 0x7ff8_0000_0000_0000 | man << 42),
        _ => f64::from_bits(sign | (exp + 1023 - 15) << 52 | man << 42),
    }
}

/// Converts `f64` to the nearest IEEE binary16 (ties to even; overflow gives infinity).
pub fn f64_to_f16(v: f64) -> u16 {
    fn round_shift(m: u64, s: u32) -> u64 {
        let q = m >> s;
        let rem = m & ((1u64 << s) - 1);
        let half = 1u64 << (s - 1);
        if rem > half || (rem == half && q & 1 == 1) {
            q + 1
        } else {
            q
        }
    }
    let b = v.to_bits();
    let sign = ((b >> 63) as u16) << 15;
    let exp = ((b >> 52) & 0x7ff) as i32;
    let man = b & ((1u64 << 52) - 1);
    if exp == 0x7ff {
        return sign | if man == 0 { 0x7c00 } else { 0x7e00 };
    }
    let e = exp - 1023 + 15;
    if e >= 31 {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign; // below half the smallest subnormal
        }
        return sign | round_shift(man | 1 << 52, (43 - e) as u32) as u16;
    }
    let r = round_shift(man | 1 << 52, 42); // 1024..=2048
    let bits = ((e as u64) << 10) + (r - 1024);
    sign | if bits >= 0x7c00 { 0x7c00 } else { bits as u16 }
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
#[allow(clippy::excessive_precision)]
mod tests {
    use super::*;

    fn g(v: f64, p: usize) -> StackBuf<64> {
        let mut b = StackBuf::new();
        write_c_g(&mut b, v, p).unwrap();
        b
    }

    #[test]
    fn c_g_matches_printf() {
        assert_eq!(g(0.5, 9).as_str(), "0.5");
        assert_eq!(g(0.0999755859375, 9).as_str(), "0.0999755859");
        assert_eq!(g(2.99613306e-39, 9).as_str(), "2.99613306e-39");
        assert_eq!(g(f16_to_f64(1), 5).as_str(), "5.9605e-08");
        assert_eq!(g(1e20, 9).as_str(), "1e+20");
        assert_eq!(g(123456789.0, 9).as_str(), "123456789");
        assert_eq!(g(1234567890.0, 9).as_str(), "1.23456789e+09");
        assert_eq!(g(0.0001, 9).as_str(), "0.0001");
        assert_eq!(g(0.00001, 9).as_str(), "1e-05");
        // 2^-13 = 0.0001220703125: a tie at 9 digits, glibc rounds to even.
        assert_eq!(g(2f64.powi(-13), 9).as_str(), "0.000122070312");
        assert_eq!(g(-f64::INFINITY, 9).as_str(), "-inf");
    }

    /// Integral values print as `core::fmt`'s `{:.1}` does: every integral 20-bit float,
    /// both signs, and powers of two up to 2^127.
    #[test]
    fn integral_c_f_equals_fmt() {
        let mut checked = 0;
        let mut check = |v: f64| {
            let (mut a, mut b) = (StackBuf::<64>::new(), StackBuf::<64>::new());
            write_c_f(&mut a, v, 1).unwrap();
            write!(b, "{:.1}", v).unwrap();
            assert_eq!(a.as_str(), b.as_str());
            checked += 1;
        };
        for payload in 0..0x7f800u32 {
            let v = f32::from_bits(payload << 12) as f64;
            if is_integral(v) {
                check(v);
                check(-v);
            }
        }
        for e in 0..128 {
            check(2f64.powi(e));
            check(2f64.powi(e) * 3.0);
        }
        assert!(checked > 200_000, "{checked}");
    }

    /// Both integer paths give `core::fmt`'s digits wherever they answer: every `f16` at
    /// Vivante's precision 5, every 20-bit float at 9, random doubles and short mantissas
    /// (as immediates have) at 1 to 19 digits. Each answers for most of them, the scaled
    /// one also for many the full expansion cannot hold (the test counts).
    #[test]
    fn integer_digits_equal_fmt_digits() {
        let (mut exact, mut scaled, mut scaled_only) = (0, 0, 0);
        let mut check = |a: f64, p: usize| {
            let e = g_digits_exact(a, p);
            let s = g_digits_scaled(a, p);
            for d in [e, s].into_iter().flatten() {
                assert_eq!(Ok(d), g_digits_fmt(a, p), "{a:e} at {p}");
            }
            exact += e.is_some() as u32;
            scaled += s.is_some() as u32;
            scaled_only += (s.is_some() && e.is_none()) as u32;
        };
        for h in 0..0x7c00u16 {
            check(f16_to_f64(h), 5);
        }
        for payload in 0..0x7f800u32 {
            check(f32::from_bits(payload << 12) as f64, 9);
        }
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for i in 0..200_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let a = f64::from_bits(x >> 1);
            if a.is_finite() {
                check(a, 1 + i % 19);
            }
            check(
                (x % 4096) as f64 * 2f64.powi((x >> 40) as i32 % 200 - 170),
                1 + i % 19,
            );
        }
        assert!(exact > 400_000, "{exact}");
        assert!(
            scaled > 400_000 && scaled_only > 100_000,
            "{scaled} {scaled_only}"
        );
    }

    /// `write_c_g` prints what C's `%.<p>g` prints, by an independent reading of
    /// `core::fmt`'s `{:e}` text: every 20-bit float at 9 digits, every `f16` at 5, and
    /// random doubles (exponents of three digits among them) at 1 to 17.
    #[test]
    fn write_c_g_is_printf_g() {
        use alloc::{format, string::String};
        fn reference(v: f64, p: usize) -> String {
            if v.is_nan() {
                return if v.is_sign_negative() { "-nan" } else { "nan" }.into();
            }
            let sign = if v.is_sign_negative() { "-" } else { "" };
            if v.is_infinite() {
                return format!("{sign}inf");
            }
            let e_text = format!("{:.*e}", p - 1, v.abs());
            let (mantissa, exp) = e_text.split_once('e').unwrap();
            let exp: i32 = exp.parse().unwrap();
            let digits: String = mantissa.chars().filter(|c| *c != '.').collect();
            let digits = digits.trim_end_matches('0');
            let digits = if digits.is_empty() { "0" } else { digits };
            if exp < -4 || exp >= p as i32 {
                let (first, rest) = digits.split_at(1);
                let dot = if rest.is_empty() { "" } else { "." };
                let es = if exp < 0 { '-' } else { '+' };
                format!("{sign}{first}{dot}{rest}e{es}{:02}", exp.unsigned_abs())
            } else if exp >= 0 {
                let int_len = exp as usize + 1;
                if digits.len() <= int_len {
                    format!("{sign}{digits:0<int_len$}")
                } else {
                    format!("{sign}{}.{}", &digits[..int_len], &digits[int_len..])
                }
            } else {
                format!("{sign}0.{}{digits}", "0".repeat((-exp - 1) as usize))
            }
        }
        let mut text = String::new();
        let mut check = |v: f64, p: usize| {
            text.clear();
            write_c_g(&mut text, v, p).unwrap();
            assert_eq!(text, reference(v, p), "{v:e} at {p}");
        };
        for payload in (0..0x10_0000u32).step_by(3) {
            check(f32::from_bits(payload << 12) as f64, 9);
        }
        for h in 0..=0xffffu16 {
            check(f16_to_f64(h), 5);
        }
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for i in 0..100_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            check(f64::from_bits(x), 1 + i % 17);
        }
        // Texts longer than the batch that collects them (up to 24 digits, a point, zeros).
        for p in 18..=24 {
            for v in [
                1e23,
                1.5e23,
                123456789.125,
                1e-5 / 3.0,
                -2f64.powi(70),
                5e-324,
            ] {
                check(v, p);
            }
        }
    }

    #[test]
    fn f16_conversions() {
        for h in 0..=0xffffu16 {
            let v = f16_to_f64(h);
            if v.is_nan() {
                continue;
            }
            assert_eq!(f64_to_f16(v), h, "{h:#x}");
        }
        assert_eq!(f64_to_f16(65520.0), 0x7c00);
        assert_eq!(f64_to_f16(1.0 + 2f64.powi(-11)), 0x3c00); // tie to even
    }

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
