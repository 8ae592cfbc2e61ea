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

/// What kind of problem an [`AsmError`] reports, for programs that embed the assembler
/// and must tell errors apart (the message is for people and may be reworded).
///
/// Every assembler of the crate sets it, and so does the generic assembler that
/// `define_isa!` derives for an instruction set of one's own (operand parsers choose the
/// kind of their own errors, see [`Cursor`](crate::text::Cursor)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum AsmErrorKind {
    /// No instruction of that name (for this instruction set, or with these modifiers
    /// where the reference tool reads the mnemonic and its modifiers as one name).
    UnknownMnemonic,
    /// A name that is not recognised where it stands: a modifier, an operand, a register,
    /// an enum value, a suffix or an immediate type.
    UnknownName,
    /// A required token or operand is missing, or something of another sort stands in its
    /// place: a comma, a bracket, a number, a register, an operand.
    Expected,
    /// A number that its field cannot hold: too large, too small, or not among the values
    /// the field can encode.
    OutOfRange,
    /// Text left after a complete instruction or operand (too many operands included).
    TrailingText,
    /// Each part reads, but the instruction cannot encode them together: Valhall's FAU and
    /// staging-register rules, a missing required modifier, a modifier given twice or
    /// conflicting with another, operands that disagree or take no such suffix.
    Invalid,
    /// Valid in the instruction set, but not on the chosen target (GPU variant or
    /// program type) or not through this entry point.
    Unsupported,
    /// A label problem in program text: defined twice, undefined, or an instruction
    /// whose size depends on one.
    Label,
    /// Nothing to assemble: an empty line or only a comment.
    Empty,
}

/// An assembler error: the 1-based column of the offending text, the kind of problem and
/// a message naming it.
///
/// Messages are static strings so that assembling never allocates. Programs tell errors
/// apart by [`kind`](Self::kind); [`message`](Self::message) is the text for people
/// (Valhall's are Mesa's `asm.py` reasons).
///
/// ```
/// # #[cfg(feature = "vivante")] {
/// use isadef::{vivante::Insn, AsmErrorKind};
/// let err = Insn::assemble("add.sat t1.x___, 0.5:f20, void, -u4.xx").unwrap_err();
/// assert_eq!((err.column, err.kind), (37, AsmErrorKind::Expected));
/// assert_eq!(err.to_string(), "column 37: expected a four-letter swizzle of x, y, z, w");
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AsmError {
    /// 1-based column (in bytes) where the problem was found.
    pub column: usize,
    /// The kind of problem, for programs to act on.
    pub kind: AsmErrorKind,
    /// What is wrong, for people, e.g. `"unknown mnemonic"` or
    /// `"register number out of range (0..=127)"`.
    pub message: &'static str,
}

impl AsmError {
    /// Creates an error of `kind` at a 1-based column.
    pub const fn new(column: usize, kind: AsmErrorKind, message: &'static str) -> Self {
        AsmError {
            column,
            kind,
            message,
        }
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
