//! Table parts (`isa_classes!`, gathered by `classes in [...]`) and the `Display` a
//! table generates (called by `define_isa!`).

/// A part of an instruction set's classes, kept in a file of its own: defines the
/// macro `name`, which a table lists in place of its `classes { … }` section,
/// `classes in [name, other_part];` (in the order the classes are to be declared). The
/// classes inside are written exactly as in a `classes { … }` section. Define a part
/// before the table that names it (textually earlier, or in a `#[macro_use]` module
/// declared earlier).
///
/// ```
/// isadef::isa_classes! { toy_moves {
///     /// Register moves.
///     class mov { operands [dst: Reg @ DST, src: Reg @ SRC] forms { mov = 1; } }
/// } }
/// # mod toy {
/// #     use isadef::{error::AsmError, text::{Cursor, Sink}};
/// #     use core::fmt::{self, Write};
/// #     #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// #     pub struct Reg(pub u8);
/// #     impl Reg {
/// #         pub const WIDTH: u32 = 8;
/// #         pub const fn raw(self) -> u128 { self.0 as u128 }
/// #         pub const fn from_raw(raw: u128) -> Self { Reg(raw as u8) }
/// #         pub fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> fmt::Result {
/// #             out.write_str("r")?;
/// #             out.write_u128(raw)
/// #         }
/// #         pub fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #             cur.expect(b'r', "expected a register")?;
/// #             cur.uint(255, "register out of range")
/// #         }
/// #     }
/// isadef::define_isa! {
///     /// A toy instruction set whose classes sit in a part.
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "_",
///         comment: b';', separator: Some(b','),
///     }
///     fields { OP = [0..8]; DST = [8..16]; SRC = [16..24]; }
///     enums {}
///     operands [Reg]
///     classes in [toy_moves];
/// }
/// # }
/// let mov = toy::Mov::new(toy::Reg(1), toy::Reg(2)).insn();
/// assert_eq!(mov.bits(), 0x0002_0101);
/// // Without `display: custom`, `Display` comes from the table.
/// assert_eq!(mov.to_string(), "mov r1, r2");
/// assert_eq!(toy::Insn::assemble("mov r1, r2"), Ok(mov));
/// ```
#[macro_export]
macro_rules! isa_classes {
    ($name:ident { $( $classes:tt )* }) => {
        $crate::__isa_classes_part! { ($) $name { $( $classes )* } }
    };
}

/// [`isa_classes!`] with `$` passed in, for the macro it defines.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_classes_part {
    (($d:tt) $name:ident { $( $classes:tt )* }) => {
        macro_rules! $name {
            ($d rest:tt $d head:tt { $d ( $d acc:tt )* }) => {
                $crate::__isa_parts! { $d rest $d head { $d ( $d acc )* $( $classes )* } }
            };
        }
    };
}

/// Gathers the classes of a table's parts (each part appends its own and calls this with
/// the rest), then expands the table.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_parts {
    ([] { $( $head:tt )* } { $( $classes:tt )* }) => {
        $crate::define_isa! { $( $head )* classes { $( $classes )* } }
    };
    ([ $part:ident $(, $rest:ident )* ] $head:tt $classes:tt) => {
        $part! { [ $( $rest ),* ] $head $classes }
    };
}

/// The generated `Display` for `Insn` (the generic text, see [`isa::write_insn`](crate::isa::write_insn)),
/// or none when the header says `display: custom`.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_display {
    (custom; $isa:ident, $sep:expr) => {};
    (; $isa:ident, $sep:expr) => {
        /// The generic text: the mnemonic with its modifiers, then the operands with the
        /// table's separator, as `Insn::assemble` reads it.
        impl ::core::fmt::Display for Insn {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut s = $crate::text::Sink::new(f);
                $crate::isa::write_insn::<$isa>(self.info(), self.bits() as u128, $sep, &mut s)?;
                s.finish()
            }
        }
    };
}
