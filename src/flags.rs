//! The crate's flag sets: `bitflags` types defined over a newtype, with a `Debug` that
//! names their flags.

use core::fmt;

/// Writes `Name(A | B)`, naming each flag (unnamed bits as hex, the empty set as `0x0`).
pub(crate) fn debug<F>(name: &str, flags: &F, f: &mut fmt::Formatter<'_>) -> fmt::Result
where
    F: bitflags::Flags,
    F::Bits: bitflags::parser::WriteHex,
{
    f.write_str(name)?;
    f.write_str("(")?;
    if flags.is_empty() {
        f.write_str("0x0")?;
    } else {
        bitflags::parser::to_writer(flags, &mut *f)?;
    }
    f.write_str(")")
}

/// Newtype flag sets, one or more: each the type (its attributes and derives as written, without
/// `Debug`), its named flags (`bitflags`' `const NAME = bits;` items) and its `Debug`
/// through [`debug`].
macro_rules! flag_set {
    ($(
        $(#[$attr:meta])*
        $vis:vis struct $name:ident($fvis:vis $bits:ty) { $( $flags:tt )* }
    )+) => {$(
        $(#[$attr])*
        $vis struct $name($fvis $bits);

        bitflags::bitflags! {
            impl $name: $bits { $( $flags )* }
        }

        impl core::fmt::Debug for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                $crate::flags::debug(stringify!($name), self, f)
            }
        }
    )+};
}
pub(crate) use flag_set;
