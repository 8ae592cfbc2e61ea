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

/// Declares flag sets: each a newtype over its bits with its `bitflags` flags and the
/// [`debug`] text (`Name(A | B)`), with the derives every flag set of the crate has.
/// (G80's `Features` and `Modes` use it.)
#[cfg_attr(not(feature = "g80"), allow(unused_macros))]
macro_rules! flag_set {
    ($(
        $(#[$meta:meta])*
        $vis:vis struct $name:ident: $bits:ty {
            $( $(#[doc = $fdoc:literal])* const $flag:ident = $value:expr; )*
        }
    )+) => {$(
        $(#[$meta])*
        #[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
        $vis struct $name($bits);

        bitflags::bitflags! {
            impl $name: $bits {
                $( $(#[doc = $fdoc])* const $flag = $value; )*
            }
        }

        impl ::core::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                $crate::flags::debug(stringify!($name), self, f)
            }
        }
    )+};
}
#[cfg_attr(not(feature = "g80"), allow(unused_imports))]
pub(crate) use flag_set;
