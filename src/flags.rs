//! `Debug` for the crate's flag sets (`bitflags` types defined over a newtype).

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
