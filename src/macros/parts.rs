//! Table parts (`isa_classes!`, gathered by `classes in [...]`), class templates
//! (`isa_template!`), class families (`isa_family!`) and the `Display` a table generates
//! (called by `define_isa!`).

/// A part of an instruction set's classes, kept in a file of its own.
///
/// ```text
/// isa_classes!  = Ident [ "lists" "{" ( Ident "=" "[" entry,+ "]" ),* "}" ] "{" segment* "}"
/// segment       = class | "use" Path "[" row* "]"
/// ```
///
/// (`class`, `row` and `entry` as in [`define_isa!`](crate::define_isa)'s grammar.)
///
/// `isa_classes! { name { … } }` defines the macro `name`, which a table lists in place
/// of its `classes { … }` section, `classes in [name, other_part];`, in the order the
/// classes are to be declared. The classes inside are written exactly as in a
/// `classes { … }` section. Among them, `use template [ rows ]` puts in the classes a class
/// template ([`isa_template!`](crate::isa_template)) or a class family
/// ([`isa_family!`](crate::isa_family)) makes of each row. Define a part before the table
/// that names it (textually earlier, or in a `#[macro_use]` module declared earlier).
///
/// ```
/// isadef::isa_classes! { toy_moves {
///     /// Register moves.
///     class mov { operands [dst: Reg @ DST, src: Reg @ SRC] forms { mov = 1; } }
/// } }
/// # mod toy {
/// #     use isadef::{error::AsmError, text::{Cursor, Sink}};
/// #     use core::fmt::{self, Write};
/// #     isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// #     impl isadef::isa::Operand for Reg {
/// #         fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> fmt::Result {
/// #             out.write_str("r")?;
/// #             out.write_u128(raw)
/// #         }
/// #         fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
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
/// let mov = toy::builders::Mov::new(toy::Reg(1), toy::Reg(2)).insn();
/// assert_eq!(mov.bits(), 0x0002_0101);
/// // Without `display: custom`, `Display` comes from the table.
/// assert_eq!(mov.to_string(), "mov r1, r2");
/// assert_eq!(toy::Insn::assemble("mov r1, r2"), Ok(mov));
/// ```
///
/// # Lists
///
/// A part may name lists first, `isa_classes! { name lists { ints = [ … ], … } { … } }`:
/// each is a sweep's entries (see [`isa_family!`](crate::isa_family)), written once and put
/// in place wherever a row of the part writes `$ints`. With the list
/// `sizes = [b = 4, w = 5]`, the row
///
/// ```text
/// shr [] * shr ("shr") "Shift right." { RIGHT = 1 } $sizes;
/// ```
///
/// reads as
///
/// ```text
/// shr [] * shr ("shr") "Shift right." { RIGHT = 1 } [b = 4, w = 5];
/// ```
///
/// and its sweep makes the forms `shr_b` (`shr.b`, key 4) and `shr_w` (`shr.w`, key 5),
/// both with `RIGHT` set.
///
/// ```
/// isadef::isa_family! {
///     /// One register operand.
///     unary { operands [dst: Reg @ DST] }
/// }
/// isadef::isa_classes! { toy_shifts lists { sizes = [b = 4, w = 5] } {
///     use unary [
///         /// Shifts, one form per size.
///         shl [] * shl ("shl") "Shift left." { RIGHT = 0 } $sizes;
///         shr [] * shr ("shr") "Shift right." { RIGHT = 1 } $sizes;
///     ]
/// } }
/// # mod toy {
/// #     use isadef::{error::AsmError, text::{Cursor, Sink}};
/// #     use core::fmt::{self, Write};
/// #     isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// #     impl isadef::isa::Operand for Reg {
/// #         fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> fmt::Result {
/// #             out.write_str("r")?;
/// #             out.write_u128(raw)
/// #         }
/// #         fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #             cur.expect(b'r', "expected a register")?;
/// #             cur.uint(255, "register out of range")
/// #         }
/// #     }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None,
///     }
///     fields { OP = [0..7]; RIGHT = [7..8]; DST = [8..16]; }
///     enums {}
///     operands [Reg]
///     classes in [toy_shifts];
/// }
/// # }
/// use toy::{builders::ShrW, Form, Insn, Reg};
/// assert_eq!(Insn::decode(0x0104).unwrap().form(), Form::shl_b);
/// assert_eq!(ShrW::new(Reg(1)).insn().to_string(), "shr.w r1");
/// ```
#[macro_export]
macro_rules! isa_classes {
    ($name:ident $( lists { $( $list:ident = $value:tt ),* $(,)? } )? { $( $segments:tt )* }) => {
        $crate::__isa_classes_part! { ($) $name [ $( $( $list $value )* )? ] { $( $segments )* } }
    };
}

/// [`isa_classes!`] with `$` passed in, for the macro it defines (and, when the part
/// names lists, for a helper macro whose parameters are the lists: expanded with their
/// values, it defines the part's macro with each `$list` in place).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_classes_part {
    (($d:tt) $name:ident [] { $( $segments:tt )* }) => {
        macro_rules! $name {
            ($d rest:tt $d head:tt $d acc:tt) => {
                $crate::__isa_segments! {
                    [ $( $segments )* use $crate::__isa_unit_end [] ] $d rest $d head $d acc
                }
            };
        }
    };
    (($d:tt) $name:ident [ $( $list:ident $value:tt )+ ] { $( $segments:tt )* }) => {
        macro_rules! __isa_part_lists {
            ($d dd:tt $( $d $list:tt )+) => {
                macro_rules! $name {
                    ($d dd rest:tt $d dd head:tt $d dd acc:tt) => {
                        $crate::__isa_segments! {
                            [ $( $segments )* use $crate::__isa_unit_end [] ]
                            $d dd rest $d dd head $d dd acc
                        }
                    };
                }
            };
        }
        __isa_part_lists! { $d $( $value )+ }
    };
}

/// Gathers a unit's classes (a part's, or the `classes { … }` section's), in order: the
/// run of classes before the next `use template [ rows ]`, then the template, which puts
/// the classes it makes in front of the rest and comes back here. A unit's segments end
/// with a `use` of [`__isa_unit_end!`](crate::__isa_unit_end), which expands each class.
/// (Each `use` adds two levels of macro nesting: `#![recursion_limit]`, 128 levels by
/// default, bounds the `use`s of one unit, not the number of units or classes.)
///
/// A class is matched here only as far as its name, type parameters and braces, so that
/// no optional piece binds a variable: `macro_rules!` matching copies everything matched
/// so far at such a piece, which would make a run's classes cost time growing with the
/// square of their number. Each class's doc comments are matched after the class before
/// it (a run starts with a token, `class`), and [`__isa_unit_end!`] pairs them up again.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_segments {
    ([
        $(#[doc = $first:literal])*
        $( class $class:ident $( < $( $param:ident ),+ > )? { $( $body:tt )* } $(#[doc = $next:literal])* )*
        use $template:path [ $( $rows:tt )* ] $( $more:tt )*
     ] $unit:tt $ctx:tt { $( $acc:tt )* }) => {
        $template! { [ $( $more )* ] $unit $ctx { $( $acc )* {
            [ [ $( $first ),* ] $( [ $( $next ),* ] )* ]
            [ $( ( $class [ $( $( $param ),+ )? ] { $( $body )* } ) )* ]
        } } [ $( $rows )* ] }
    };
}

/// A class template: classes that share most of their body, written once with the
/// places where they differ as parameters, the way Mesa's isaspec `<template>` holds a
/// modifier order once.
///
/// ```text
/// isa_template! = doc* Ident "(" MacroPattern ")" "=>" "{" segment* "}"
/// use           = "use" Ident "[" row* "]"       -- each row matches MacroPattern
/// ```
///
/// `isa_template! { name ( pattern ) => { body } }` expands to a local macro `name`. A part
/// ([`isa_classes!`](crate::isa_classes)), or a table's `classes { … }`, then writes
/// `use name [ rows ]` among its classes, and each row becomes the classes of the body with
/// the row's values in place. The pattern of a row is a `macro_rules!` pattern: `$x:ident`,
/// `$t:literal`, `$( … )?` for an optional piece. The body is classes and `use`s, with `$x`
/// where a value goes. Define a template before the table that uses it.
///
/// With the template of the example below, the row
///
/// ```text
/// /// Unary operations on source A.
/// unary_a reads A: neg = 2, not = 3;
/// ```
///
/// becomes the class
///
/// ```text
/// /// Unary operations on source A.
/// class unary_a {
///     mods [sat: bool @ SAT = ".sat"]
///     operands [dst: Reg @ DST, src: Reg @ A]
///     forms { neg = 2; not = 3; }
/// }
/// ```
///
/// ```
/// // Two ALU classes that differ in the source they read and their opcodes.
/// isadef::isa_template! {
///     alu ( $(#[doc = $doc:literal])* $class:ident reads $src:ident: $( $form:ident $( ($mn:literal) )? = $op:literal ),+; ) => {
///         $(#[doc = $doc])*
///         class $class {
///             mods [sat: bool @ SAT = ".sat"]
///             operands [dst: Reg @ DST, src: Reg @ $src]
///             forms { $( $form $( ($mn) )? = $op; )+ }
///         }
///     }
/// }
/// isadef::isa_classes! { toy_alu {
///     /// Moves.
///     class mov { operands [dst: Reg @ DST, src: Reg @ A] forms { mov = 1; } }
///     use alu [
///         /// Unary operations on source A.
///         unary_a reads A: neg = 2, not = 3;
///         /// Unary operations on source B.
///         unary_b reads B: negb ("neg") = 4;
///     ]
/// } }
/// # mod toy {
/// #     use isadef::{error::AsmError, text::{Cursor, Sink}};
/// #     use core::fmt::{self, Write};
/// #     isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// #     impl isadef::isa::Operand for Reg {
/// #         fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> fmt::Result {
/// #             out.write_str("r")?;
/// #             out.write_u128(raw)
/// #         }
/// #         fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #             cur.expect(b'r', "expected a register")?;
/// #             cur.uint(255, "register out of range")
/// #         }
/// #     }
/// isadef::define_isa! {
///     /// A toy instruction set whose ALU classes come from a template.
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "_",
///         comment: b';', separator: Some(b','),
///     }
///     fields { OP = [0..7]; SAT = [7..8]; DST = [8..16]; A = [16..24]; B = [24..32]; }
///     enums {}
///     operands [Reg]
///     classes in [toy_alu];
/// }
/// # }
/// let neg = toy::builders::Negb::new(toy::Reg(1), toy::Reg(2)).sat(true).insn();
/// assert_eq!(neg.bits(), 0x0200_0184);
/// assert_eq!(neg.to_string(), "neg.sat r1, r2");
/// assert_eq!(toy::table::FORMS[2].class, "unary_a");
/// ```
#[macro_export]
macro_rules! isa_template {
    ($(#[doc = $doc:literal])* $name:ident ( $( $row:tt )* ) => { $( $body:tt )* }) => {
        $crate::__isa_template! { ($) [ $( $doc ),* ] $name ( $( $row )* ) { $( $body )* } }
    };
}

/// [`isa_template!`] with `$` passed in, for the macro it defines.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_template {
    (($d:tt) [ $( $doc:literal ),* ] $name:ident ( $( $row:tt )* ) { $( $body:tt )* }) => {
        $( #[doc = $doc] )*
        macro_rules! $name {
            ([ $d ( $d more:tt )* ] $d rest:tt $d head:tt $d acc:tt [ $d ( $( $row )* )* ]) => {
                $crate::__isa_segments! { [ $d ( $( $body )* )* $d ( $d more )* ] $d rest $d head $d acc }
            };
        }
    };
}

/// A family of classes: what a group of rows of an instruction set's document shares
/// (a priority, the class attribute, fixed bits, leading modifiers, operands and syntax
/// items), declared once, the way envydis's G80 tables give every long-form row the same
/// `flow` and predicate.
///
/// ```text
/// isa_family! = ( doc* Ident "{" [ "priority" ":" Int "," ] [ "attribute" ":" Expr "," ]
///                 [ "fixed" "{" ( Ident "=" Expr ),+ "}" ] [ "dontcare" "{" Ident,+ "}" ]
///                 [ "defaults" "{" ( bits "=" Expr ),+ "}" ] [ "mods" "[" mod,+ "]" ]
///                 [ "operands" "[" operand,+ "]" ] [ "syntax" "[" ( Str | Ident ),+ "]" ]
///               "}" )+
/// use         = "use" Ident "[" row* "]"
/// row         = doc* Ident [ "<" Ident ( "," Ident )* ">" ] [ "if" Ident ]
///               [ "{" ( Ident "=" Expr ),* "}" ] [ "dontcare" "{" Ident,* "}" ]
///               [ "defaults" "{" ( bits "=" Expr ),* "}" ] [ "mods" "[" mod,* "]" ]
///               "[" operand,* "]" [ "[" ( Str | Ident ),* "]" ]
///               [ rform ( "|" rform )* ] group* sweep* ";"
/// rform       = doc* Ident [ "(" Str ")" ] [ "=" key ] [ Str ] [ "{" ( Ident "=" Expr ),* "}" ]
///               [ "<" Ident ( "," Ident )* ">" ] [ "if" Ident ]
/// group       = "*" Str "[" gform ( "|" gform )* "]"
/// sweep       = "*" Ident [ "(" Str ")" ] [ Str ] [ "{" ( Ident "=" Expr ),* "}" ]
///               ( "[" entry,+ "]" | "$" Ident )
/// entry       = Ident "=" key [ "{" ( Ident "=" Expr ),* "}" ] [ "<" Ident ( "," Ident )* ">" ]
/// ```
///
/// (`bits`, `mod`, `operand`, `key` and `gform` as in [`define_isa!`](crate::define_isa)'s
/// grammar.) Each family expands to a local macro `name`; a part
/// ([`isa_classes!`](crate::isa_classes)), or a table's `classes { … }`, writes
/// `use name [ rows ]`, and each row becomes one class. One invocation may declare several
/// families, one after the other.
///
/// A row gives, in this order: the class's doc comments and name, its type parameters, a
/// gate (`if GATE`, the class's `when:`), fixed values in braces, `dontcare`, `defaults`,
/// `mods`, the operands in brackets (always present, `[]` when the family's are all),
/// the syntax items in brackets, then its forms and `;`. The family's items come first, then
/// the row's: its fixed values, modifiers, operands and syntax items are followed by the
/// row's, and a row's `dontcare` and `defaults` add to the family's. The forms are, in this
/// order:
///
/// - forms separated by `|`, as in a class (a form without `= key` takes its key from the
///   fixed bits);
/// - groups `* "brief" [ forms ]`: forms (written as above, without a brief) that share
///   the brief, as a document's group of instructions shares its title;
/// - sweeps `* base ("MNEMONIC") "brief" { FIXED } [ suffix = key { FIXED } <TYPES>, … ]`:
///   one form per entry, named `base_suffix`, its mnemonic `MNEMONIC.suffix` (the name
///   without one), with the sweep's brief and fixed values and the entry's key, fixed
///   values and types. The entries may be a list the part names (`$ints`, see
///   [`isa_classes!`](crate::isa_classes)).
///
/// With the family `on_a` of the example below, the row
///
/// ```text
/// /// Shifts: a group, then a sweep over the operand sizes.
/// shifts [src: Reg @ A]
///     * "Shift left." [shl = 4 | shla ("shl.a") = 5]
///     * shr ("shr") "Shift right." [b = 6, w = 7];
/// ```
///
/// becomes the class (empty items left out)
///
/// ```text
/// /// Shifts: a group, then a sweep over the operand sizes.
/// class shifts {
///     priority: 0,
///     fixed { B = 0 }
///     mods [sat: bool @ SAT = ".sat"]
///     operands [dst: Reg @ DST, src: Reg @ A]
///     forms {
///         shl = 4 "Shift left.";
///         shla ("shl.a") = 5 "Shift left.";
///         shr_b ("shr.b") = 6 "Shift right.";
///         shr_w ("shr.w") = 7 "Shift right.";
///     }
/// }
/// ```
///
/// ```
/// isadef::isa_family! {
///     /// Operations on register A: saturating, the destination first.
///     on_a { priority: 0, fixed { B = 0 } mods [sat: bool @ SAT = ".sat"] operands [dst: Reg @ DST] }
/// }
/// isadef::isa_classes! { toy_alu {
///     use on_a [
///         /// Unary operations.
///         unary { } [src: Reg @ A]
///             /// Negate.
///             neg { OP = 2 } | not { OP = 3 };
///         /// Register moves.
///         moves { OP = 1 } [] mov ("move");
///         /// Shifts: a group, then a sweep over the operand sizes.
///         shifts [src: Reg @ A]
///             * "Shift left." [shl = 4 | shla ("shl.a") = 5]
///             * shr ("shr") "Shift right." [b = 6, w = 7];
///     ]
/// } }
/// # mod toy {
/// #     use isadef::{error::AsmError, text::{Cursor, Sink}};
/// #     use core::fmt::{self, Write};
/// #     isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// #     impl isadef::isa::Operand for Reg {
/// #         fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> fmt::Result {
/// #             out.write_str("r")?;
/// #             out.write_u128(raw)
/// #         }
/// #         fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #             cur.expect(b'r', "expected a register")?;
/// #             cur.uint(255, "register out of range")
/// #         }
/// #     }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "_",
///         comment: b';', separator: Some(b','),
///     }
///     fields { OP = [0..7]; SAT = [7..8]; DST = [8..16]; A = [16..24]; B = [24..32]; }
///     enums {}
///     operands [Reg]
///     classes in [toy_alu];
/// }
/// # }
/// use toy::{prelude::*, Reg};
/// assert_eq!(Neg::new(Reg(1), Reg(2)).sat(true).insn().to_string(), "neg.sat r1, r2");
/// assert_eq!(Mov::new(Reg(4)).insn().to_string(), "move r4");
/// assert_eq!(toy::table::FORMS[2].class, "moves");
/// assert_eq!(ShrW::new(Reg(1), Reg(2)).insn().to_string(), "shr.w r1, r2");
/// assert_eq!(Shla::new(Reg(1), Reg(2)).insn().bits(), 0x0002_0105);
/// assert_eq!(toy::table::FORMS[Form::shr_b.index()].doc, " Shift right.\n");
/// ```
#[macro_export]
macro_rules! isa_family {
    ($( $(#[doc = $doc:literal])* $name:ident {
        $( priority: $prio:literal, )? $( attribute: $attr:expr, )?
        $( fixed { $( $ff:tt )+ } )? $( dontcare { $( $fd:tt )+ } )?
        $( defaults { $( $fdv:tt )+ } )? $( mods [ $( $fm:tt )+ ] )?
        $( operands [ $( $fo:tt )+ ] )? $( syntax [ $( $fs:tt )+ ] )?
    } )+) => {
        $( $crate::__isa_family! { ($) [ $( $doc ),* ] $name
            [ $( priority: $prio, )? ] [ $( attribute: $attr, )? ]
            [ $( $( $ff )+ , )? ] [ $( $( $fd )+ , )? ] [ $( $( $fdv )+ , )? ]
            [ $( $( $fm )+ , )? ] [ $( $( $fo )+ , )? ] [ $( $( $fs )+ , )? ] } )+
    };
}

/// [`isa_family!`] with `$` passed in, for the macro it defines.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_family {
    (($d:tt) [ $( $doc:literal ),* ] $name:ident [ $( $prio:tt )* ] [ $( $attr:tt )* ]
     [ $( $ff:tt )* ] [ $( $fd:tt )* ] [ $( $fdv:tt )* ] [ $( $fm:tt )* ] [ $( $fo:tt )* ]
     [ $( $fs:tt )* ]) => {
        $( #[doc = $doc] )*
        macro_rules! $name {
            ([ $d ( $d more:tt )* ] $d rest:tt $d head:tt $d acc:tt [ $d (
                $d ( #[doc = $d cdoc:literal] )*
                $d class:ident $d ( < $d ( $d param:ident ),+ > )? $d ( if $d when:ident )?
                $d ( { $d ( $d fixed:tt )* } )? $d ( dontcare { $d ( $d dc:tt )* } )?
                $d ( defaults { $d ( $d dv:tt )* } )?
                $d ( mods [ $d ( $d mods:tt )* ] )? [ $d ( $d ops:tt )* ] $d ( [ $d ( $d syn:tt )* ] )?
                $d ( $d ( #[doc = $d fdoc:literal] )* $d form:ident $d ( ( $d mn:literal ) )?
                     $d ( = $d key:tt )? $d ( $d brief:literal )? $d ( { $d ( $d fv:tt )* } )?
                     $d ( < $d ( $d arg:ident ),+ > )? $d ( if $d fwhen:ident )? )|+ ;
            )* ]) => {
                $crate::__isa_segments! { [ $d (
                    $d ( #[doc = $d cdoc] )*
                    class $d class $d ( < $d ( $d param ),+ > )? {
                        $( $prio )*
                        $d ( when: $d when, )?
                        $( $attr )*
                        fixed { $( $ff )* $d ( $d ( $d fixed )* )? }
                        dontcare { $( $fd )* $d ( $d ( $d dc )* )? }
                        defaults { $( $fdv )* $d ( $d ( $d dv )* )? }
                        mods [ $( $fm )* $d ( $d ( $d mods )* )? ]
                        operands [ $( $fo )* $d ( $d ops )* ]
                        syntax [ $( $fs )* $d ( $d ( $d syn )* )? ]
                        forms { $d (
                            $d ( #[doc = $d fdoc] )*
                            $d form $d ( ( $d mn ) )? $d ( = $d key )? $d ( $d brief )?
                                $d ( { $d ( $d fv )* } )?
                                $d ( < $d ( $d arg ),+ > )? $d ( if $d fwhen )?;
                        )+ }
                    }
                )* $d ( $d more )* ] $d rest $d head $d acc }
            };
            // Rows with groups or sweeps: a rule of their own (see `__isa_segments!`).
            ([ $d ( $d more:tt )* ] $d rest:tt $d head:tt $d acc:tt [ $d (
                $d ( #[doc = $d cdoc:literal] )*
                $d class:ident $d ( < $d ( $d param:ident ),+ > )? $d ( if $d when:ident )?
                $d ( { $d ( $d fixed:tt )* } )? $d ( dontcare { $d ( $d dc:tt )* } )?
                $d ( defaults { $d ( $d dv:tt )* } )?
                $d ( mods [ $d ( $d mods:tt )* ] )? [ $d ( $d ops:tt )* ] $d ( [ $d ( $d syn:tt )* ] )?
                $d ( $d ( #[doc = $d fdoc:literal] )* $d form:ident $d ( ( $d mn:literal ) )?
                     $d ( = $d key:tt )? $d ( $d brief:literal )? $d ( { $d ( $d fv:tt )* } )?
                     $d ( < $d ( $d arg:ident ),+ > )? $d ( if $d fwhen:ident )? )|*
                $d ( * $d gbrief:literal $d gforms:tt )*
                $d ( * $d sbase:ident $d ( ( $d smn:literal ) )? $d ( $d sbrief:literal )?
                     $d ( { $d ( $d sf:tt )* } )? [ $d ( $d entries:tt )* ] )* ;
            )* ]) => {
                $crate::__isa_segments! { [ $d (
                    $d ( #[doc = $d cdoc] )*
                    class $d class $d ( < $d ( $d param ),+ > )? {
                        $( $prio )*
                        $d ( when: $d when, )?
                        $( $attr )*
                        fixed { $( $ff )* $d ( $d ( $d fixed )* )? }
                        dontcare { $( $fd )* $d ( $d ( $d dc )* )? }
                        defaults { $( $fdv )* $d ( $d ( $d dv )* )? }
                        mods [ $( $fm )* $d ( $d ( $d mods )* )? ]
                        operands [ $( $fo )* $d ( $d ops )* ]
                        syntax [ $( $fs )* $d ( $d ( $d syn )* )? ]
                        forms { $d (
                            $d ( #[doc = $d fdoc] )*
                            $d form $d ( ( $d mn ) )? $d ( = $d key )? $d ( $d brief )?
                                $d ( { $d ( $d fv )* } )?
                                $d ( < $d ( $d arg ),+ > )? $d ( if $d fwhen )?;
                        )* $d ( * $d gbrief $d gforms )* $d (
                            * $d sbase ( $d ( $d smn )? ) [ $d ( $d sbrief, )? ]
                            ( $d ( " ", $d sbrief, "\n", )? "" ) { $d ( $d ( $d sf )* )? }
                            [ $d ( $d entries )* ]
                        )* }
                    }
                )* $d ( $d more )* ] $d rest $d head $d acc }
            };
        }
    };
}

/// A sweep's fixed values and one of its forms', as the form's list.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_fixed {
    ({ $( $a:ident = $av:expr ),* $(,)? } { $( $b:ident = $bv:expr ),* $(,)? }) => {
        [ $( (stringify!($a), fields::$a, $av), )* $( (stringify!($b), fields::$b, $bv), )* ]
    };
}

/// [`code::Text`](crate::code::Text) (labelled listings, valid-instruction generators):
/// the instruction's `Display`, or for a table of sub-table operands its text for the
/// target asked. A table with a target and `display: custom` writes its own, for each
/// target.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_text {
    // A table with a target and a printer of its own implements `Text` by hand.
    ($isa:ident, $target:ty; custom; $atoms:tt) => {};
    ($isa:ident, $target:ty; ; [ $( $atoms:tt )+ ]) => {
        impl $crate::code::Text for $isa {
            fn write_text(
                insn: Insn,
                target: __IsaTarget,
                out: &mut dyn ::core::fmt::Write,
            ) -> ::core::fmt::Result {
                $crate::text::Sink::write_to(out, |s| {
                    __write_tokens(
                        insn.form().index(),
                        insn.bits() as u64,
                        <$isa as $crate::isa::Isa>::WORD_BITS,
                        $crate::isa::DecodeTarget::gate_bits(target),
                        true,
                        s,
                    )
                    .map(|_| ())
                })
            }
        }
    };
    ($isa:ident $(, $target:ty)?; $( $display:ident )?; $atoms:tt) => {
        impl $crate::code::Text for $isa {
            fn write_text(
                insn: Insn,
                _target: __IsaTarget,
                out: &mut dyn ::core::fmt::Write,
            ) -> ::core::fmt::Result {
                ::core::write!(out, "{insn}")
            }
        }
    };
}

/// The generated `Display` for `Insn`, or none when the header says `display: custom`:
/// the table's text through its print plans (see `isa::plan`), or for a table of
/// sub-table operands through its print steps (`subtable::tokens`).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_display {
    (custom; $isa:ident, $sep:expr, $atoms:tt) => {};
    (; $isa:ident, $sep:expr, [ $( $atoms:tt )+ ]) => {
        $crate::__isa_tokens!(Kind, FORMS, atoms_of);

        /// The table's text for the default target: each form's syntax list (without
        /// one, the mnemonic, the modifiers and the operands), one space between two
        /// tokens, each operand through its atoms, as `Insn::assemble` reads it.
        impl ::core::fmt::Display for Insn {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let target = ::core::default::Default::default();
                <$isa as $crate::code::Text>::write_text(*self, target, f)
            }
        }
    };
    (; $isa:ident, $sep:expr, []) => {
        const __SEP: [u8; 2] = $crate::isa::plan::separator($sep);
        const __LAYOUT: $crate::isa::plan::Layout =
            $crate::isa::plan::Layout::generic(&__SEP, <$isa as $crate::isa::Isa>::PLACEHOLDER);
        $crate::__isa_plans!($isa, Kind, FORMS, __LAYOUT);

        /// The table's text: the mnemonic with its modifiers, then the operands with the
        /// table's separator, as `Insn::assemble` reads it.
        impl ::core::fmt::Display for Insn {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                $crate::text::Sink::write_to(f, |s| {
                    __write_planned(self.form().index(), self.bits() as u128, s)
                })
            }
        }
    };
}
