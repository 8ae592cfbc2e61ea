//! `operand_type!`: the const interface of a field operand type, declared in one line.

/// Declares an operand type of a [`define_isa!`](crate::define_isa) table as a newtype
/// over an unsigned integer, with the const interface the builders call
/// ([`isa::Operand`](crate::isa::Operand) documents it): `WIDTH`, `raw` and `from_raw`
/// (which drops the bits above `WIDTH`), the usual derives, and (with isadef's
/// `arbitrary` feature) `Arbitrary` from any `WIDTH`-bit raw value.
///
/// ```text
/// operand_type! = ( Attr* Vis "struct" Ident "(" Vis Type [ "as" Type ] ")" ":" Expr ";" )*
/// ```
///
/// Each row declares one type. `pub struct Reg(pub u8): 4;` expands to (docs left out)
///
/// ```text
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
/// pub struct Reg(pub u8);
/// impl Reg {
///     pub const WIDTH: u32 = 4;
///     pub const fn raw(self) -> u128 { self.0 as u128 }
///     pub const fn from_raw(raw: u128) -> Self { Reg((raw & 0xf) as u8) }
/// }
/// // with isadef's `arbitrary` feature: `Arbitrary` for `Reg`, from any 4-bit raw value
/// ```
///
/// `pub struct Name(pub Flags as u8): 4;` wraps a flag set (a `bitflags` type over `u8`)
/// instead: `raw` is its bits within `WIDTH` (`self.0.bits() as u128 & 0xf`), `from_raw`
/// keeps every bit within `WIDTH` (`Flags::from_bits_retain((raw & 0xf) as u8)`).
///
/// What the value means, its range-checked constructors and its text
/// ([`isa::Operand`](crate::isa::Operand)'s `write_raw`/`parse_raw`) stay the type's own.
///
/// ```
/// isadef::operand_type! {
///     /// A register `r0`..`r15`.
///     pub struct Reg(pub u8): 4;
/// }
/// assert_eq!(Reg::WIDTH, 4);
/// assert_eq!(Reg(7).raw(), 7);
/// assert_eq!(Reg::from_raw(0x17), Reg(7));
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
/// pub struct Lanes(u8);
/// bitflags::bitflags! { impl Lanes: u8 { const A = 1; const B = 2; } }
/// isadef::operand_type! {
///     /// The lanes an instruction writes.
///     pub struct Write(pub Lanes as u8): 2;
/// }
/// assert_eq!(Write(Lanes::A | Lanes::B).raw(), 3);
/// assert_eq!(Write::from_raw(6), Write(Lanes::B));
/// ```
#[macro_export]
macro_rules! operand_type {
    ($(
        $(#[$attr:meta])*
        $vis:vis struct $name:ident($fvis:vis $inner:ty $( as $bits:ty )?): $width:expr;
    )*) => { $(
        $(#[$attr])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis struct $name($fvis $inner);

        impl $name {
            /// Bits of the raw value.
            pub const WIDTH: u32 = $width;

            /// The raw field value.
            #[inline]
            pub const fn raw(self) -> u128 {
                $crate::__operand_raw!(self.0, $width $(, $bits)?)
            }

            /// From a raw field value (bits above [`Self::WIDTH`] are dropped).
            #[inline]
            pub const fn from_raw(raw: u128) -> Self {
                $name($crate::__operand_inner!($inner, raw & $crate::bits::low_mask($width) $(, $bits)?))
            }
        }

        $crate::__isa_arbitrary_from_raw! { [] $name }
    )* };
}

/// `Arbitrary` for operand types from their raw value, when isadef's feature `arbitrary`
/// is on: any value of the type's `WIDTH` bits, through `from_raw` (like
/// `Insn::arbitrary`, a value may still break an assembler rule inside an instruction).
/// Each item is `[generic parameters] Type`; for [`operand_type!`], the kinds of an
/// `operands(word)` list and the crate's own operand types.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_arbitrary_from_raw {
    ($( [ $( $g:tt )* ] $t:ty ),* $(,)?) => {
        $crate::__isa_if_arbitrary! { $(
            /// Any value of the type's `WIDTH` bits (it may still break a rule of the
            /// instruction it sits in).
            impl<'a, $( $g )*> $crate::__private::arbitrary::Arbitrary<'a> for $t {
                fn arbitrary(
                    u: &mut $crate::__private::arbitrary::Unstructured<'a>,
                ) -> $crate::__private::arbitrary::Result<Self> {
                    Ok(<$t>::from_raw($crate::__private::arbitrary_raw(u, <$t>::WIDTH)?))
                }
            }
        )* }
    };
}

/// [`operand_type!`]'s raw value: the integer, or a flag set's bits within the width.
#[doc(hidden)]
#[macro_export]
macro_rules! __operand_raw {
    ($v:expr, $width:expr) => {
        $v as u128
    };
    ($v:expr, $width:expr, $bits:ty) => {
        $v.bits() as u128 & $crate::bits::low_mask($width)
    };
}

/// [`operand_type!`]'s value of a raw field value already cut to the width.
#[doc(hidden)]
#[macro_export]
macro_rules! __operand_inner {
    ($inner:ty, $raw:expr) => {
        $raw as $inner
    };
    ($inner:ty, $raw:expr, $bits:ty) => {
        <$inner>::from_bits_retain($raw as $bits)
    };
}
