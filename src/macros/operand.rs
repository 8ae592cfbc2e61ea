//! `operand_type!`: the const interface of a field operand type, declared in one line.

/// Declares an operand type of a [`define_isa!`](crate::define_isa) table as a newtype
/// over an unsigned integer, with the const interface the builders call
/// ([`isa::Operand`](crate::isa::Operand) documents it): `WIDTH`, `raw` and `from_raw`
/// (which drops the bits above `WIDTH`), the usual derives, and (with isadef's
/// `arbitrary` feature) `Arbitrary` from any `WIDTH`-bit raw value.
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
/// ```
#[macro_export]
macro_rules! operand_type {
    ($(
        $(#[$attr:meta])*
        $vis:vis struct $name:ident($fvis:vis $inner:ty): $width:expr;
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
                self.0 as u128
            }

            /// From a raw field value (bits above [`Self::WIDTH`] are dropped).
            #[inline]
            pub const fn from_raw(raw: u128) -> Self {
                $name((raw & $crate::bits::low_mask($width)) as $inner)
            }
        }

        $crate::__isa_if_arbitrary! {
            /// Any value of the type's `WIDTH` bits (it may still break a rule of the
            /// instruction it sits in).
            impl<'a> $crate::__private::arbitrary::Arbitrary<'a> for $name {
                fn arbitrary(
                    u: &mut $crate::__private::arbitrary::Unstructured<'a>,
                ) -> $crate::__private::arbitrary::Result<Self> {
                    Ok($name::from_raw($crate::__private::arbitrary_raw(u, $name::WIDTH)?))
                }
            }
        }
    )* };
}
