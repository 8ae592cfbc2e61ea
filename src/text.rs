//! Text helpers shared by every instruction set: a column-tracking formatting sink over
//! [`core::fmt::Write`], C `printf`-compatible number formatting, and a small cursor for
//! assembler text. Nothing here allocates.

use crate::error::AsmError;
use core::fmt::{self, Write};

/// A formatting sink that forwards to any [`fmt::Write`] and counts the bytes written on
/// the current line, so printers can align columns like the reference tools do.
pub struct Sink<'a> {
    out: &'a mut dyn Write,
    col: usize,
}

impl<'a> Sink<'a> {
    /// Wraps a writer; the column starts at 0.
    pub fn new(out: &'a mut dyn Write) -> Self {
        Sink { out, col: 0 }
    }

    /// Bytes written since the start of the line.
    pub fn column(&self) -> usize {
        self.col
    }

    /// Writes spaces until `col` bytes are on the line (nothing if already there).
    pub fn pad_to(&mut self, col: usize) -> fmt::Result {
        const SPACES: &str = "                                ";
        while self.col < col {
            let n = (col - self.col).min(SPACES.len());
            self.write_str(&SPACES[..n])?;
        }
        Ok(())
    }

    /// Writes an unsigned decimal number.
    pub fn write_u128(&mut self, mut v: u128) -> fmt::Result {
        let mut buf = [0u8; 40];
        let mut i = buf.len();
        loop {
            i -= 1;
            buf[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        // Only ASCII digits were written.
        self.write_str(core::str::from_utf8(&buf[i..]).unwrap_or("?"))
    }

    /// Writes a signed decimal number.
    pub fn write_i128(&mut self, v: i128) -> fmt::Result {
        if v < 0 {
            self.write_str("-")?;
        }
        self.write_u128(v.unsigned_abs())
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
        self.write_str(core::str::from_utf8(&buf[..digits]).unwrap_or("?"))
    }
}

impl Write for Sink<'_> {
    #[inline]
    fn write_str(&mut self, s: &str) -> fmt::Result {
        if s.is_empty() {
            return Ok(());
        }
        // Printed pieces are short: a plain byte scan beats a `memrchr` call.
        match s.bytes().rposition(|b| b == b'\n') {
            Some(p) => self.col = s.len() - p - 1,
            None => self.col += s.len(),
        }
        self.out.write_str(s)
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

fn strip_fraction_zeros(s: &str) -> &str {
    if !s.contains('.') {
        return s;
    }
    let s = s.trim_end_matches('0');
    s.strip_suffix('.').unwrap_or(s)
}

/// Writes `v` like C's `printf("%.*g", precision, v)` (glibc: exact value, ties to even).
///
/// Infinities print `inf`/`-inf`, NaN prints `nan` or `-nan` by its sign bit.
pub fn write_c_g(out: &mut dyn Write, v: f64, precision: usize) -> fmt::Result {
    let p = precision.max(1);
    if v.is_nan() {
        return out.write_str(if v.is_sign_negative() { "-nan" } else { "nan" });
    }
    if v.is_sign_negative() {
        out.write_str("-")?;
    }
    let a = v.abs();
    if a.is_infinite() {
        return out.write_str("inf");
    }
    let mut buf = StackBuf::<64>::new();
    write!(buf, "{:.*e}", p - 1, a)?;
    let s = buf.as_str();
    let epos = s.find('e').unwrap_or(s.len());
    let exp: i32 = s[epos + 1..].parse().unwrap_or(0);
    if exp < -4 || exp >= p as i32 {
        out.write_str(strip_fraction_zeros(&s[..epos]))?;
        out.write_str(if exp < 0 { "e-" } else { "e+" })?;
        let e = exp.unsigned_abs();
        if e < 10 {
            out.write_str("0")?;
        }
        write!(out, "{}", e)
    } else {
        let decimals = (p as i32 - 1 - exp) as usize;
        let mut fixed = StackBuf::<64>::new();
        write!(fixed, "{:.*}", decimals, a)?;
        out.write_str(strip_fraction_zeros(fixed.as_str()))
    }
}

/// Writes `v` like C's `printf("%.*f", decimals, v)` (exact digits, ties to even).
pub fn write_c_f(out: &mut dyn Write, v: f64, decimals: usize) -> fmt::Result {
    if v.is_nan() {
        return out.write_str(if v.is_sign_negative() { "-nan" } else { "nan" });
    }
    if v.is_infinite() {
        return out.write_str(if v < 0.0 { "-inf" } else { "inf" });
    }
    write!(out, "{:.*}", decimals, v)
}

/// Converts IEEE binary16 bits to `f64` (exactly).
pub fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let man = (h & 0x3ff) as f64;
    match exp {
        0 => sign * man * 2f64.powi(-24),
        31 if man == 0.0 => sign * f64::INFINITY,
        31 => {
            if sign < 0.0 {
                -f64::NAN
            } else {
                f64::NAN
            }
        }
        _ => sign * (1.0 + man / 1024.0) * 2f64.powi(exp - 15),
    }
}

/// Converts `f64` to the nearest IEEE binary16 (ties to even; overflow gives infinity).
pub fn f64_to_f16(v: f64) -> u16 {
    let sign: u16 = if v.is_sign_negative() { 0x8000 } else { 0 };
    if v.is_nan() {
        return sign | 0x7e00;
    }
    let a = v.abs();
    if a.is_infinite() {
        return sign | 0x7c00;
    }
    // Scale to an integer count of the smallest step at this magnitude.
    let (e, step) = {
        let mut e = 15 + a.log2().floor() as i32;
        if a != 0.0 && 2f64.powi(e - 15) > a {
            e -= 1;
        }
        if e < 1 {
            (0, 2f64.powi(-24))
        } else {
            (e, 2f64.powi(e - 25))
        }
    };
    let q = a / step; // exact: step is a power of two
    let mut n = q.floor();
    let frac = q - n;
    if frac > 0.5 || (frac == 0.5 && n % 2.0 == 1.0) {
        n += 1.0;
    }
    let n = n as u32;
    let bits = if e == 0 {
        n // subnormal (n may reach 1024 = smallest normal, which encodes correctly)
    } else {
        // n in 1024..=2048
        ((e as u32) << 10) + (n - 1024)
    };
    if bits >= 0x7c00 {
        sign | 0x7c00
    } else {
        sign | bits as u16
    }
}

/// A cursor over one line of assembler text, with 1-based columns for errors.
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

    /// An error at the cursor.
    pub fn error(&self, message: &'static str) -> AsmError {
        AsmError::new(self.column(), message)
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

    /// Consumes `c` or fails with `message`.
    pub fn expect(&mut self, c: u8, message: &'static str) -> Result<(), AsmError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.error(message))
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
            return Err(self.error("expected a number"));
        }
        let v = u128::from_str_radix(digits, if hex { 16 } else { 10 })
            .map_err(|_| start.error(range_msg))?;
        if v > max {
            return Err(start.error(range_msg));
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
        assert_eq!(g(5.9604644775390625e-08, 5).as_str(), "5.9605e-08");
        assert_eq!(g(1e20, 9).as_str(), "1e+20");
        assert_eq!(g(123456789.0, 9).as_str(), "123456789");
        assert_eq!(g(1234567890.0, 9).as_str(), "1.23456789e+09");
        assert_eq!(g(0.0001, 9).as_str(), "0.0001");
        assert_eq!(g(0.00001, 9).as_str(), "1e-05");
        // 2^-13 = 0.0001220703125: a tie at 9 digits, glibc rounds to even.
        assert_eq!(g(2f64.powi(-13), 9).as_str(), "0.000122070312");
        assert_eq!(g(-f64::INFINITY, 9).as_str(), "-inf");
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
    fn sink_tracks_columns() {
        let mut s = StackBuf::<64>::new();
        let mut k = Sink::new(&mut s);
        k.write_str("nop").unwrap();
        k.pad_to(18).unwrap();
        k.write_hex(0xab, 4).unwrap();
        assert_eq!(k.column(), 22);
        assert_eq!(s.as_str(), "nop               00ab");
    }

    #[test]
    fn cursor_numbers() {
        let mut c = Cursor::new("0x1f, 12");
        assert_eq!(c.uint(255, "r").unwrap(), 31);
        assert!(c.eat(b','));
        c.skip_ws();
        assert_eq!(c.uint(11, "too big").unwrap_err().column, 7);
    }
}
