//! Bit fields over instruction words of up to 128 bits.
//!
//! Every instruction set keeps its words in an unsigned integer (`u32`, `u64` or `u128`);
//! the shared core works on `u128` so one set of `const fn`s serves all of them. A
//! [`Field`] is a list of up to four contiguous bit ranges (*pieces*), listed from the
//! least significant part of the value upwards. `[0..6, 80..81]` is a 7-bit value whose
//! bits 5..0 live in word bits 5..0 and whose bit 6 lives in word bit 80.
//!
//! All operations are `const fn`; with a constant field they fold to plain shifts and
//! masks.
//!
//! A field may also say what *number* its value stands for ([`Field::scaled`],
//! [`Field::signed`], [`Field::wrapping`]): an access-size scale, a sign, and whether an
//! assembler takes the number modulo its size. [`Field::value`] applies them; the raw
//! accessors ([`Field::get`], [`Field::place`], [`Field::mask`]) ignore them.

/// One contiguous run of bits inside a word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Lowest bit position in the word.
    pub lo: u8,
    /// Number of bits (1..=128).
    pub width: u8,
}

/// A named value's position in an instruction word: up to four [`Piece`]s, low part first,
/// and the number the value stands for (scale, sign, wrap; plain by default).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Field {
    // (Readable in the crate: code that runs in the compiler's const evaluation, the
    // table checks and print plans, reads them without a call, which is slow there.)
    pub(crate) pieces: [Piece; 4],
    pub(crate) count: u8,
    pub(crate) width: u8,
    end: u8,
    /// The number: the scale's log2 (bits 5..0), [`SIGNED`] and [`WRAPPING`].
    pub(crate) num: u8,
}

/// [`Field::num`]: the value is sign-extended.
pub(crate) const SIGNED: u8 = 1 << 6;
/// [`Field::num`]: an assembler takes numbers modulo 2^(width + scale).
pub(crate) const WRAPPING: u8 = 1 << 7;
/// [`Field::num`]: the scale's log2.
pub(crate) const SCALE: u8 = 0x3f;

/// Mask of the low `width` bits (`width` may be 128).
#[inline(always)]
pub const fn low_mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// Mask of the low `width` bits of a `u64` (`width` may be 64).
#[inline(always)]
const fn low_mask64(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

/// The `width` bits of `word` from bit `lo`, with 64-bit shifts where the piece lies in
/// one half of the word.
#[inline(always)]
const fn piece_get(word: u128, lo: u32, width: u32) -> u128 {
    if lo + width <= 64 {
        (((word as u64) >> lo) & low_mask64(width)) as u128
    } else if lo >= 64 {
        ((((word >> 64) as u64) >> (lo - 64)) & low_mask64(width)) as u128
    } else {
        (word >> lo) & low_mask(width)
    }
}

/// Up to `n` (≤ 16) little-endian bytes of `bytes` from `at`; bytes past the end read as
/// 0 (a truncated instruction's missing bytes).
#[inline]
pub fn read_le(bytes: &[u8], at: usize, n: usize) -> u128 {
    // Whole 4-, 8- and 16-byte units (every in-bounds instruction read) in one load.
    if let Some(b) = bytes.get(at..at.saturating_add(n)) {
        if let Ok(b) = <[u8; 4]>::try_from(b) {
            return u32::from_le_bytes(b) as u128;
        }
        if let Ok(b) = <[u8; 8]>::try_from(b) {
            return u64::from_le_bytes(b) as u128;
        }
        if let Ok(b) = <[u8; 16]>::try_from(b) {
            return u128::from_le_bytes(b);
        }
    }
    let end = bytes.len().min(at.saturating_add(n.min(16)));
    let mut w = 0u128;
    if at < end {
        for (i, b) in bytes[at..end].iter().enumerate() {
            w |= (*b as u128) << (8 * i);
        }
    }
    w
}

impl Field {
    /// The empty field (no bits); used for operands that occupy no bits.
    pub const NONE: Field = Field {
        pieces: [Piece { lo: 0, width: 0 }; 4],
        count: 0,
        width: 0,
        end: 0,
        num: 0,
    };

    /// Builds a field from bit ranges, least significant part of the value first.
    ///
    /// # Panics
    ///
    /// (At compile time when used in a `const`.) If there are more than four ranges, a
    /// range is empty or reversed, or a range reaches past bit 128. Whether a field fits
    /// the *instruction set's* word is checked separately by `define_isa!`.
    pub const fn new(ranges: &[core::ops::Range<u32>]) -> Field {
        assert!(
            !ranges.is_empty() && ranges.len() <= 4,
            "a field has 1 to 4 bit ranges"
        );
        let mut f = Field::NONE;
        let mut i = 0;
        while i < ranges.len() {
            let r = &ranges[i];
            assert!(r.start < r.end, "empty or reversed bit range in a field");
            assert!(r.end <= 128, "bit range past bit 127");
            f.pieces[i] = Piece {
                lo: r.start as u8,
                width: (r.end - r.start) as u8,
            };
            f.width += (r.end - r.start) as u8;
            if r.end as u8 > f.end {
                f.end = r.end as u8;
            }
            i += 1;
        }
        f.count = ranges.len() as u8;
        f
    }

    /// A single bit.
    pub const fn bit(pos: u32) -> Field {
        Field::new(&[pos..pos + 1])
    }

    /// The field with one more piece of `width` bits at `lo`, above the value's present
    /// bits (for layout rules that build a field part by part).
    pub const fn then(self, lo: u32, width: u32) -> Field {
        assert!(self.count < 4, "a field has 1 to 4 bit ranges");
        assert!(
            width > 0 && lo + width <= 128,
            "empty bit range or past bit 127"
        );
        let mut f = self;
        f.pieces[f.count as usize] = Piece {
            lo: lo as u8,
            width: width as u8,
        };
        f.count += 1;
        f.width += width as u8;
        if (lo + width) as u8 > f.end {
            f.end = (lo + width) as u8;
        }
        f
    }

    /// The same field standing for its value times `1 << shift` (an offset counted in
    /// units of an access size): [`Field::value`] shifts the value left by `shift`.
    ///
    /// # Panics
    ///
    /// (At compile time when used in a `const`.) If `shift` is 64 or more.
    pub const fn scaled(self, shift: u32) -> Field {
        assert!(shift < 64, "a field's scale is below 2^64");
        Field {
            num: (self.num & !SCALE) | shift as u8,
            ..self
        }
    }

    /// The same field standing for a two's complement number: [`Field::value`]
    /// sign-extends the value.
    pub const fn signed(self) -> Field {
        Field {
            num: self.num | SIGNED,
            ..self
        }
    }

    /// The same field, taken by an assembler modulo 2^(width + scale) (a 32-bit immediate
    /// accepts `-0x1`; envyas's `wrapok`).
    pub const fn wrapping(self) -> Field {
        Field {
            num: self.num | WRAPPING,
            ..self
        }
    }

    /// The scale's log2 ([`Field::scaled`]; 0 unless set).
    pub const fn scale(self) -> u32 {
        (self.num & SCALE) as u32
    }

    /// Whether the value is sign-extended ([`Field::signed`]).
    pub const fn is_signed(self) -> bool {
        self.num & SIGNED != 0
    }

    /// Whether an assembler takes numbers modulo the field's size ([`Field::wrapping`]).
    pub const fn is_wrapping(self) -> bool {
        self.num & WRAPPING != 0
    }

    /// The number the field of `word` stands for: its value, sign-extended (over 128
    /// bits) when [signed](Field::signed), then [scaled](Field::scaled) (bits shifted past
    /// bit 127 are lost).
    ///
    /// ```
    /// use isadef::bits::Field;
    /// let f = Field::new(&[4..8]).signed().scaled(2);
    /// assert_eq!(f.value(0x30), 12);
    /// assert_eq!(f.value(0xf0) as i128, -4);
    /// ```
    #[inline]
    pub const fn value(self, word: u128) -> u128 {
        let mut v = self.get(word);
        let width = self.width as u32;
        if self.num & SIGNED != 0 && width > 0 && width < 128 {
            v = (((v << (128 - width)) as i128) >> (128 - width)) as u128;
        }
        v << self.scale()
    }

    /// Number of value bits.
    #[inline(always)]
    pub const fn width(self) -> u32 {
        self.width as u32
    }

    /// One past the highest word bit the field touches.
    pub const fn end(self) -> u32 {
        self.end as u32
    }

    /// The pieces, low part of the value first.
    pub const fn pieces(&self) -> &[Piece] {
        self.pieces.split_at(self.count as usize).0
    }

    /// Largest value the field holds.
    #[inline(always)]
    pub const fn max(self) -> u128 {
        low_mask(self.width as u32)
    }

    /// Whether `value` fits in the field without losing bits.
    #[inline(always)]
    pub const fn fits(self, value: u128) -> bool {
        value <= self.max()
    }

    /// The word bits the field occupies.
    #[inline(always)]
    pub const fn mask(self) -> u128 {
        // Each piece's bits, with no call per piece: the table checks ask for every
        // field's mask in the compiler's const evaluation, where a call is slow.
        // (As `place(u128::MAX)`: a piece past the value's 128th bit gets none.)
        let (mut m, mut shift) = (0u128, 0u32);
        let mut i = 0;
        while i < self.count as usize && shift < 128 {
            let p = self.pieces[i];
            // 1 <= width and lo + width <= 128 (`Field::new`, `Field::then`).
            let width = if p.width as u32 > 128 - shift {
                128 - shift
            } else {
                p.width as u32
            };
            m |= (u128::MAX >> (128 - width)) << p.lo;
            shift += p.width as u32;
            i += 1;
        }
        m
    }

    /// Reads the field's value from `word`.
    ///
    /// Pieces within one 64-bit half of the word are read with 64-bit shifts (a variable
    /// `u128` shift costs several instructions and branches).
    #[inline(always)]
    pub const fn get(self, word: u128) -> u128 {
        if self.count == 1 {
            let p = self.pieces[0];
            return piece_get(word, p.lo as u32, p.width as u32);
        }
        if self.width <= 64 {
            let mut v = 0u64;
            let mut shift = 0u32;
            let mut i = 0;
            while i < self.count as usize {
                let p = self.pieces[i];
                v |= (piece_get(word, p.lo as u32, p.width as u32) as u64) << shift;
                shift += p.width as u32;
                i += 1;
            }
            return v as u128;
        }
        let mut v = 0u128;
        let mut shift = 0u32;
        let mut i = 0;
        while i < self.count as usize {
            let p = self.pieces[i];
            v |= piece_get(word, p.lo as u32, p.width as u32) << shift;
            shift += p.width as u32;
            i += 1;
        }
        v
    }

    /// Scatters the low `width` bits of `value` to the field's word positions (higher
    /// bits of `value` are ignored: check with [`Field::fits`] first where it matters).
    #[inline(always)]
    pub const fn place(self, value: u128) -> u128 {
        if self.width <= 64 {
            return self.place64(value as u64);
        }
        let mut w = 0u128;
        let mut shift = 0u32;
        let mut i = 0;
        while i < self.count as usize {
            let p = self.pieces[i];
            let part = if shift >= 128 { 0 } else { value >> shift };
            w |= (part & low_mask(p.width as u32)) << p.lo;
            shift += p.width as u32;
            i += 1;
        }
        w
    }

    /// [`Field::place`] for fields of at most 64 bits, with 64-bit shifts on each half of
    /// the word (a variable `u128` shift costs several instructions and branches, which
    /// shows where the field is not a constant: a code target in a `CodeBuffer`).
    #[inline(always)]
    const fn place64(self, value: u64) -> u128 {
        let (mut low, mut high) = (0u64, 0u64);
        let mut shift = 0u32;
        let mut i = 0;
        while i < self.count as usize {
            let p = self.pieces[i];
            let (lo, width) = (p.lo as u32, p.width as u32);
            // `shift` < 64: the widths before this piece sum to less than 64.
            let part = (value >> shift) & low_mask64(width);
            if lo >= 64 {
                high |= part << (lo - 64);
            } else {
                low |= part << lo;
                if lo + width > 64 {
                    // Straddles bit 64 (then `lo` > 0).
                    high |= part >> (64 - lo);
                }
            }
            shift += width;
            i += 1;
        }
        (high as u128) << 64 | low as u128
    }

    /// Returns `word` with the field replaced by `value` (low `width` bits of it).
    #[inline(always)]
    pub const fn insert(self, word: u128, value: u128) -> u128 {
        (word & !self.mask()) | self.place(value)
    }

    /// [`Field::insert`] for a field that is not a constant (the code buffer's branch
    /// targets): one pass over the pieces in 64-bit halves, where `insert` computes the
    /// mask and the placed value in two passes that only constant folding makes cheap.
    #[cfg(feature = "alloc")]
    #[inline(always)]
    pub(crate) fn insert_dyn(self, word: u128, value: u128) -> u128 {
        if self.width > 64 {
            return self.insert(word, value);
        }
        let value = value as u64;
        let (mut low, mut high) = (word as u64, (word >> 64) as u64);
        let mut shift = 0u32;
        for p in &self.pieces[..(self.count as usize).min(4)] {
            let (lo, width) = (p.lo as u32, p.width as u32);
            let m = low_mask64(width);
            // `shift` < 64: the widths before this piece sum to less than 64.
            let part = (value >> shift) & m;
            if lo >= 64 {
                high = (high & !(m << (lo - 64))) | part << (lo - 64);
            } else {
                low = (low & !(m << lo)) | part << lo;
                if lo + width > 64 {
                    high = (high & !(m >> (64 - lo))) | part >> (64 - lo);
                }
            }
            shift += width;
        }
        (high as u128) << 64 | low as u128
    }

    /// [`Field::insert`] of a value that must fit: panics with "operand `<operand>` is
    /// wider than its field" when `value` is wider than the field (builders put operands
    /// in with it, so that an operand type whose raw value exceeds its width is a range
    /// error, not a truncated value).
    #[inline(always)]
    #[track_caller]
    pub const fn insert_fitting(self, word: u128, value: u128, operand: &'static str) -> u128 {
        if !self.fits(value) {
            too_wide(operand);
        }
        self.insert(word, value)
    }

    /// Whether `other` is the same field: the same pieces in the same order and the same
    /// number (scale, sign, wrapping). (The printers pool fields by it.)
    pub(crate) const fn same(self, other: Field) -> bool {
        if self.count != other.count || self.width != other.width || self.num != other.num {
            return false;
        }
        let mut i = 0;
        while i < self.count as usize {
            let (a, b) = (self.pieces[i], other.pieces[i]);
            if a.lo != b.lo || a.width != b.width {
                return false;
            }
            i += 1;
        }
        true
    }

    /// Whether two fields share a word bit.
    pub const fn overlaps(self, other: Field) -> bool {
        self.mask() & other.mask() != 0
    }
}

/// The panic of [`Field::insert_fitting`] (its message is assembled here, so that each
/// builder passes only the operand's name).
#[cold]
#[track_caller]
const fn too_wide(operand: &str) -> ! {
    let m = crate::message::Message::new()
        .push("operand `")
        .push(operand)
        .push("` is wider than its field");
    panic!("{}", m.as_str())
}

#[cfg(test)]
#[allow(clippy::identity_op)]
mod tests {
    use super::*;

    #[test]
    fn split_field_round_trips() {
        let f = Field::new(&[0..6, 80..81]);
        assert_eq!(f.width(), 7);
        assert_eq!(f.end(), 81);
        let w = f.place(0x45);
        assert_eq!(w, 0x05 | (1u128 << 80));
        assert_eq!(f.get(w | (1 << 7)), 0x45);
        assert_eq!(f.mask(), 0x3f | (1u128 << 80));
        assert_eq!(f.insert(u128::MAX, 0), !f.mask());
        assert!(f.fits(127) && !f.fits(128));
    }

    #[cfg(feature = "alloc")]
    #[test]
    fn insert_dyn_equals_insert() {
        let fields = [
            Field::new(&[0..6, 80..81]),
            Field::new(&[103..118]),
            Field::new(&[11..27, 46..52]),
            Field::new(&[60..70]),
            Field::new(&[0..27]),
            Field::new(&[0..64]),
            Field::new(&[1..2, 3..5, 62..66, 127..128]),
            Field::new(&[0..100]),
        ];
        let words = [0, u128::MAX, 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210];
        for f in fields {
            for w in words {
                for v in [0, 1, 0x5555_5555_5555_5555_5555, u128::MAX, f.max()] {
                    let v = v & f.max();
                    assert_eq!(f.insert_dyn(w, v), f.insert(w, v), "{f:?} {w:#x} {v:#x}");
                }
            }
        }
    }

    /// `place`, `mask`, `insert` and `get` against a bit-by-bit model, on fields of one to
    /// four pieces in either half of the word and straddling bit 64.
    #[test]
    fn fields_match_a_bit_model() {
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % n
        };
        for _ in 0..20_000 {
            let count = 1 + next(4) as usize;
            let mut ranges = [0..0, 0..0, 0..0, 0..0];
            for r in ranges.iter_mut().take(count) {
                let lo = next(128) as u32;
                let width = 1 + next(40.min(128 - lo as u64)) as u32;
                *r = lo..lo + width;
            }
            let f = Field::new(&ranges[..count]);
            let value = (next(u64::MAX) as u128) << 64 | next(u64::MAX) as u128;
            let word = (next(u64::MAX) as u128) << 64 | next(u64::MAX) as u128;
            // The model: value bit k goes to the k-th word bit the pieces list.
            let (mut placed, mut k) = (0u128, 0);
            for r in &ranges[..count] {
                for bit in r.clone() {
                    if k < 128 && value >> k & 1 == 1 {
                        placed |= 1 << bit;
                    }
                    k += 1;
                }
            }
            assert_eq!(f.place(value), placed, "{:?}", &ranges[..count]);
            let mask = f.place(u128::MAX);
            assert_eq!(f.mask(), mask);
            if ranges[..count].iter().all(|r| {
                ranges[..count]
                    .iter()
                    .all(|q| core::ptr::eq(r, q) || r.end <= q.start || q.end <= r.start)
            }) {
                assert_eq!(f.insert(word, value), word & !mask | placed);
                assert_eq!(f.get(f.place(value)), value & f.max());
            }
        }
    }

    #[test]
    fn full_width_field() {
        let f = Field::new(&[0..128]);
        assert_eq!(f.max(), u128::MAX);
        assert_eq!(f.get(0x1234), 0x1234);
        assert_eq!(f.place(u128::MAX), u128::MAX);
    }

    #[test]
    fn read_le_whole_and_truncated() {
        let b: [u8; 20] = core::array::from_fn(|i| i as u8 + 1);
        // Byte by byte, as the definition says.
        let slow = |at: usize, n: usize| {
            (0..n.min(16))
                .filter(|i| at + i < b.len())
                .fold(0u128, |w, i| w | (b[at + i] as u128) << (8 * i))
        };
        for at in 0..=b.len() + 1 {
            for n in [0, 1, 3, 4, 5, 8, 12, 16, 17] {
                assert_eq!(read_le(&b, at, n), slow(at, n), "at {at}, n {n}");
            }
        }
        assert_eq!(read_le(&b, 0, 4), 0x04030201);
        assert_eq!(read_le(&b, 16, 8), 0x14131211);
    }

    #[test]
    fn overlap_detection() {
        let a = Field::new(&[3..7]);
        assert!(a.overlaps(Field::bit(6)));
        assert!(!a.overlaps(Field::new(&[7..9, 0..3])));
    }
}
