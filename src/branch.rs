//! How a branching form encodes its code target: the table's description of a branch
//! field, shared by the forms' table entries and the code buffer (re-exported from
//! [`code`](crate::code)).

use crate::bits::Field;

/// Where a code target counts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Base {
    /// The program start (an absolute address); the value is unsigned.
    Start,
    /// The instruction after the branch; the value is signed (two's complement).
    Next,
}

/// How an operand kind encodes a code target: where it counts from and how many bytes one
/// step of the value is. Declared in the table's operand list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reach {
    /// Where the value counts from.
    pub base: Base,
    /// Bytes per unit of the value (an instruction's size, or 4 for word addresses).
    pub unit: u32,
}

impl Reach {
    /// An absolute target: the value is the byte offset from the program start divided by
    /// `unit`.
    pub const fn absolute(unit: u32) -> Reach {
        assert!(unit > 0, "a code target's unit is at least one byte");
        Reach {
            base: Base::Start,
            unit,
        }
    }

    /// A target relative to the next instruction: the signed value is the byte distance
    /// from the end of the branch divided by `unit`.
    pub const fn relative(unit: u32) -> Reach {
        assert!(unit > 0, "a code target's unit is at least one byte");
        Reach {
            base: Base::Next,
            unit,
        }
    }
}

/// Why a code target cannot be encoded (see [`Branch::encode`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unreachable {
    /// The distance (or address) is not a multiple of the unit.
    Misaligned,
    /// The value does not fit the field: it is given in units.
    OutOfRange {
        /// The value that would have to be encoded.
        value: i64,
        /// The smallest value the field holds.
        min: i64,
        /// The largest value the field holds.
        max: i64,
    },
}

/// A branching form's code-target operand: which operand, its field, how it reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Branch {
    /// Index of the operand in the form's operand list.
    pub operand: u8,
    /// The operand's field (its width and bits).
    pub field: Field,
    /// How the value counts.
    pub reach: Reach,
}

impl Branch {
    /// The smallest and largest values the field holds (in units).
    #[inline]
    pub const fn range(self) -> (i64, i64) {
        let w = self.field.width();
        match self.reach.base {
            Base::Start if w >= 63 => (0, i64::MAX),
            Base::Start => (0, (1i64 << w) - 1),
            Base::Next => (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1),
        }
    }

    /// The field value that makes a branch at byte offset `at`, `len` bytes long, go to
    /// byte offset `to`.
    #[inline]
    pub const fn encode(self, at: usize, len: usize, to: usize) -> Result<u128, Unreachable> {
        let from = match self.reach.base {
            Base::Start => 0,
            Base::Next => at as i128 + len as i128,
        };
        let d = to as i128 - from;
        let unit = self.reach.unit;
        // Units are powers of two in practice: a shift, not a division; and distances fit
        // 64 bits in practice: 64-bit operations, not 128-bit ones.
        let (value, rest) = if d as i64 as i128 == d {
            let (d, unit) = (d as i64, unit as i64);
            if unit & (unit - 1) == 0 {
                ((d >> unit.trailing_zeros()) as i128, d & (unit - 1))
            } else {
                ((d / unit) as i128, d % unit)
            }
        } else {
            ((d / unit as i128), (d % unit as i128) as i64)
        };
        if rest != 0 {
            return Err(Unreachable::Misaligned);
        }
        let (min, max) = self.range();
        if value < min as i128 || value > max as i128 {
            // Saturated to i64 (a value that far is out of any field's range).
            let value = if value > i64::MAX as i128 {
                i64::MAX
            } else if value < i64::MIN as i128 {
                i64::MIN
            } else {
                value as i64
            };
            return Err(Unreachable::OutOfRange { value, min, max });
        }
        Ok(value as u128 & self.field.max())
    }

    /// The byte offset a branch at `at`, `len` bytes long, with word `word` goes to
    /// (`None` before the program start or past `usize::MAX`).
    #[inline]
    pub const fn target(self, at: usize, len: usize, word: u128) -> Option<usize> {
        let raw = self.field.get(word);
        let w = self.field.width();
        let unit = self.reach.unit as i128;
        let value = match self.reach.base {
            Base::Start if w >= 127 => return None,
            Base::Start => raw as i128,
            Base::Next => (raw << (128 - w)) as i128 >> (128 - w),
        };
        let base = match self.reach.base {
            Base::Start => 0,
            Base::Next => at as i128 + len as i128,
        };
        let Some(d) = value.checked_mul(unit) else {
            return None;
        };
        let Some(to) = base.checked_add(d) else {
            return None;
        };
        if to < 0 || to > usize::MAX as i128 {
            None
        } else {
            Some(to as usize)
        }
    }
}
