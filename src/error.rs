//! Error types shared by every instruction set.

use core::fmt;

/// Why a word or byte stream could not be decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DecodeErrorKind {
    /// The buffer ends inside an instruction: `needed` bytes were required, `available`
    /// were left.
    Truncated {
        /// Bytes the instruction needs.
        needed: usize,
        /// Bytes left in the buffer.
        available: usize,
    },
    /// No instruction form of the table matches the word.
    NoMatch,
    /// Bits are set beyond the instruction's length (e.g. the high word of a short G80
    /// instruction passed as one 64-bit value).
    ExtraBits,
}

/// A decoding failure at a byte offset of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DecodeError {
    /// Byte offset of the instruction that failed (0 for single-word decoding).
    pub offset: usize,
    /// What went wrong.
    pub kind: DecodeErrorKind,
}

impl DecodeError {
    /// A "no form matches" error at `offset`.
    pub const fn no_match(offset: usize) -> Self {
        DecodeError {
            offset,
            kind: DecodeErrorKind::NoMatch,
        }
    }

    /// Returns the same error moved to `offset`.
    pub const fn at(self, offset: usize) -> Self {
        DecodeError {
            offset,
            kind: self.kind,
        }
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            DecodeErrorKind::Truncated { needed, available } => write!(
                f,
                "offset {:#x}: truncated instruction ({} bytes needed, {} available)",
                self.offset, needed, available
            ),
            DecodeErrorKind::NoMatch => {
                write!(f, "offset {:#x}: no instruction form matches", self.offset)
            }
            DecodeErrorKind::ExtraBits => write!(
                f,
                "offset {:#x}: bits set beyond the instruction's length",
                self.offset
            ),
        }
    }
}

impl core::error::Error for DecodeError {}

/// An assembler error: the 1-based column of the offending text and what is wrong.
///
/// Messages are static strings so that assembling never allocates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AsmError {
    /// 1-based column (in bytes) where the problem was found.
    pub column: usize,
    /// What is wrong, e.g. `"unknown mnemonic"` or `"register number out of range (0..=127)"`.
    pub message: &'static str,
}

impl AsmError {
    /// Creates an error at a 1-based column.
    pub const fn new(column: usize, message: &'static str) -> Self {
        AsmError { column, message }
    }
}

impl fmt::Display for AsmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl core::error::Error for AsmError {}

/// A value given to a builder or operand constructor does not fit its field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RangeError {
    /// What was out of range, e.g. `"temporary register (0..=127)"`.
    pub what: &'static str,
}

impl RangeError {
    /// Unwraps a range-checked value in a `const fn`: panics with the error's text, which
    /// is a compile error when evaluated in a `const`. Operand constructors use it for
    /// their panicking variants (`Dst::t`, next to the `Result`-returning `Dst::try_t`).
    #[inline]
    pub const fn unwrap<T: Copy>(r: Result<T, RangeError>) -> T {
        match r {
            Ok(v) => v,
            Err(e) => panic!("{}", e.what),
        }
    }

    /// The error naming `what`, as a `Result` of any type.
    #[inline]
    #[cfg_attr(
        not(any(feature = "vivante", feature = "valhall", feature = "g80")),
        allow(dead_code)
    )]
    pub(crate) const fn err<T>(what: &'static str) -> Result<T, RangeError> {
        Err(RangeError { what })
    }
}

/// A range-checked `const fn` constructor and its panicking twin, from one definition:
/// `fn name / try_name (args) -> T { body }` makes `try_name`, which runs the body and
/// returns `Result<T, RangeError>`, and `name`, which unwraps it (a panic, and a compile
/// error in const context). The doc comment (and any other attribute) goes on both and
/// describes the value they make. A first argument `self` makes methods.
///
/// `fn name / try_name (args) -> T where OK, "what" { value }` is the common case: the
/// value is in range when `OK` holds, and otherwise the error names `what`.
#[cfg_attr(
    not(any(feature = "vivante", feature = "valhall", feature = "g80")),
    allow(unused_macros)
)]
macro_rules! checked {
    () => {};
    (@pair [$($attr:tt)*] $name:ident / $try:ident [$($params:tt)*] [$($call:tt)*] $ret:ty, $body:block) => {
        $($attr)*
        ///
        /// # Panics
        #[doc = concat!("If out of range (a compile error in const context); see [`",
                        stringify!($try), "`](Self::", stringify!($try), ").")]
        #[inline]
        pub const fn $name($($params)*) -> $ret {
            $crate::error::RangeError::unwrap($($call)*)
        }
        $($attr)*
        ///
        /// # Errors
        /// If out of range, naming what.
        #[inline]
        pub const fn $try($($params)*) -> Result<$ret, $crate::error::RangeError> $body
    };
    (
        $(#[$attr:meta])*
        fn $name:ident / $try:ident ($self_:ident $(, $arg:ident : $ty:ty)*) -> $ret:ty $body:block
        $($rest:tt)*
    ) => {
        $crate::error::checked! { @pair [$(#[$attr])*] $name / $try
            [$self_ $(, $arg: $ty)*] [$self_.$try($($arg),*)] $ret, $body }
        $crate::error::checked! { $($rest)* }
    };
    (
        $(#[$attr:meta])*
        fn $name:ident / $try:ident ($($arg:ident : $ty:ty),*) -> $ret:ty $body:block
        $($rest:tt)*
    ) => {
        $crate::error::checked! { @pair [$(#[$attr])*] $name / $try
            [$($arg: $ty),*] [Self::$try($($arg),*)] $ret, $body }
        $crate::error::checked! { $($rest)* }
    };
    (
        $(#[$attr:meta])*
        fn $name:ident / $try:ident ($($arg:ident : $ty:ty),*) -> $ret:ty
            where $ok:expr, $what:literal { $value:expr }
        $($rest:tt)*
    ) => {
        $crate::error::checked! { @pair [$(#[$attr])*] $name / $try
            [$($arg: $ty),*] [Self::$try($($arg),*)] $ret, {
                if !$ok {
                    return $crate::error::RangeError::err($what);
                }
                Ok($value)
            } }
        $crate::error::checked! { $($rest)* }
    };
}
#[cfg_attr(
    not(any(feature = "vivante", feature = "valhall", feature = "g80")),
    allow(unused_imports)
)]
pub(crate) use checked;

impl fmt::Display for RangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "value out of range: {}", self.what)
    }
}

impl core::error::Error for RangeError {}

/// An output buffer too small for the instruction being encoded
/// (`Insn::encode_le`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BufferTooSmall {
    /// Bytes the instruction needs.
    pub needed: usize,
    /// Bytes the buffer has.
    pub available: usize,
}

impl fmt::Display for BufferTooSmall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the instruction needs {} bytes, the buffer has {}",
            self.needed, self.available
        )
    }
}

impl core::error::Error for BufferTooSmall {}
