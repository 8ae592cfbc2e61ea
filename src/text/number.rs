//! Numbers as C's `printf` writes them (`%g`, `%f`), and IEEE binary16 conversions:
//! the reference tools print immediates through `printf`, so the text must match it
//! digit for digit.

use super::Sink;
#[cfg(test)]
use super::StackBuf;
use crate::piece::DIGIT_PAIRS;
use core::fmt;
#[cfg(test)]
use core::fmt::Write;

#[cfg(test)]
/// Writes `v` like C's `printf("%.*g", precision, v)` (glibc: exact value, ties to even).
///
/// Infinities print `inf`/`-inf`, NaN prints `nan` or `-nan` by its sign bit.
pub(crate) fn write_c_g(out: &mut dyn Write, v: f64, precision: usize) -> fmt::Result {
    let mut b = Batch::new(out);
    c_g(&mut b, v, precision, g_digits_fmt)?;
    b.flush()
}

/// [`write_c_g`] into `b`, with `fallback` for the digits the integer paths do not give.
fn c_g(
    b: &mut impl PutAscii,
    v: f64,
    precision: usize,
    fallback: impl Fn(f64, usize) -> Result<Digits, fmt::Error>,
) -> fmt::Result {
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
    let (digits, n, exp) = match g_digits_int(a, p) {
        Some(d) => d,
        None => fallback(a, p)?,
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

#[cfg(test)]
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

#[cfg(test)]
impl PutAscii for Batch<'_> {
    fn put(&mut self, s: &[u8]) -> fmt::Result {
        Batch::put(self, s)
    }
}

#[cfg(test)]
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

/// [`Digits`] by the integer paths, [`g_digits_scaled`] then [`g_digits_exact`]: every
/// `f16` at 5 digits and every 20-bit float (binary32's top 20 bits) at 9 (tests).
fn g_digits_int(a: f64, p: usize) -> Option<Digits> {
    g_digits_scaled(a, p).or_else(|| g_digits_exact(a, p))
}

#[cfg(test)]
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

/// 2^128: integral values below it print through [`decimal_digits`] (every integral
/// binary32 value).
const TWO128: f64 = 340_282_366_920_938_463_463_374_607_431_768_211_456.0;

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

/// `v / 100` and `v % 100`. On 32-bit targets by long division in 16-bit limbs, each
/// step a 32-bit division: the 64-bit division routine (about 0.9 KB of a firmware image)
/// is then not linked.
#[inline(always)]
fn div100(v: u64) -> (u64, u32) {
    #[cfg(target_pointer_width = "32")]
    {
        div100_limbs(v)
    }
    #[cfg(not(target_pointer_width = "32"))]
    {
        (v / 100, (v % 100) as u32)
    }
}

/// [`div100`] in 16-bit limbs: the remainder is below 100, so each step's dividend
/// (remainder and next limb) fits 32 bits and its quotient one limb.
#[cfg(any(test, target_pointer_width = "32"))]
#[inline(always)]
fn div100_limbs(v: u64) -> (u64, u32) {
    let (mut q, mut r) = (0u64, 0u32);
    for shift in [48, 32, 16, 0] {
        let cur = r << 16 | ((v >> shift) & 0xffff) as u32;
        q |= ((cur / 100) as u64) << shift;
        r = cur % 100;
    }
    (q, r)
}

/// Writes the digits of `v` (no leading zeros) so that they end before `buf[end]`
/// (`end` ≥ 20); returns where they start.
#[inline]
pub(super) fn digits_u64(mut v: u64, buf: &mut [u8; 40], end: usize) -> usize {
    let mut d = end;
    while v >= 100 && d >= 2 {
        d -= 2;
        let (q, r) = div100(v);
        buf[d..d + 2].copy_from_slice(&DIGIT_PAIRS[r as usize]);
        v = q;
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
pub(super) fn decimal_digits(mut n: u128, buf: &mut [u8; 40]) -> usize {
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

#[cfg(test)]
/// Writes `v` like C's `printf("%.*f", decimals, v)` (exact digits, ties to even).
pub(crate) fn write_c_f(out: &mut dyn Write, v: f64, decimals: usize) -> fmt::Result {
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
    } else if decimals == 1 && is_integral(v) && v.abs() < TWO128 {
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

// The float printers into a sink serve Vivante's immediates: binary32 and binary16
// values, whose digits the integer paths always give, so that `core::fmt`'s float
// formatting (about 9 KB of a firmware image) is never linked in.
#[cfg_attr(not(feature = "vivante"), allow(dead_code))]
impl Sink<'_> {
    /// [`write_c_g`] into the sink, for a binary32 value at up to 9 digits or a binary16
    /// one at up to 5 (an error for a value the integer paths do not cover).
    pub(crate) fn write_c_g(&mut self, v: f64, precision: usize) -> fmt::Result {
        c_g(self, v, precision, |_, _| Err(fmt::Error))
    }

    /// [`write_c_f`] into the sink, for an integral value below 2^128 at one decimal (an
    /// error for any other).
    pub(crate) fn write_c_f(&mut self, v: f64, decimals: usize) -> fmt::Result {
        match c_f_integral(self, v, decimals)? {
            true => Ok(()),
            false => Err(fmt::Error),
        }
    }
}

/// Whether a finite `v` has no fractional part (bit test; no float library needed).
pub(crate) fn is_integral(v: f64) -> bool {
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

#[cfg_attr(not(feature = "vivante"), allow(dead_code))]
/// Converts IEEE binary16 bits to `f64` (exactly).
pub(crate) fn f16_to_f64(h: u16) -> f64 {
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

#[cfg_attr(not(feature = "vivante"), allow(dead_code))]
/// Converts `f64` to the nearest IEEE binary16 (ties to even; overflow gives infinity).
pub(crate) fn f64_to_f16(v: f64) -> u16 {
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

#[cfg(test)]
#[allow(clippy::excessive_precision)]
mod tests {
    use super::*;

    fn g(v: f64, p: usize) -> StackBuf<64> {
        let mut b = StackBuf::new();
        write_c_g(&mut b, v, p).unwrap();
        b
    }

    /// The 32-bit targets' division by 100 in limbs equals the native one.
    #[test]
    fn division_by_100_in_limbs() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let edges = [
            0,
            1,
            99,
            100,
            65_535,
            65_536,
            6_553_599,
            u32::MAX as u64,
            u64::MAX,
        ];
        for v in edges.into_iter().chain((0..100_000).map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x >> (x % 64)
        })) {
            assert_eq!(div100_limbs(v), (v / 100, (v % 100) as u32), "{v}");
        }
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

    /// The sink's printers cover Vivante's immediates without `core::fmt`: the integer
    /// paths give the digits of every finite non-integral `f16` at 5 digits and 20-bit
    /// float at 9, and every integral one prints at one decimal.
    #[test]
    fn integer_paths_cover_vivante_immediates() {
        let check = |a: f64, p: usize| {
            if is_integral(a) {
                let mut out = StackBuf::<64>::new();
                let mut sink = Sink::new(&mut out);
                assert_eq!(c_f_integral(&mut sink, a, 1), Ok(true), "{a:e}");
            } else {
                assert_eq!(
                    g_digits_int(a, p).map(Ok),
                    Some(g_digits_fmt(a, p)),
                    "{a:e}"
                );
            }
        };
        for h in 0..0x7c00u16 {
            check(f16_to_f64(h), 5);
        }
        for payload in 0..0x7f800u32 {
            check(f32::from_bits(payload << 12) as f64, 9);
        }
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
}
