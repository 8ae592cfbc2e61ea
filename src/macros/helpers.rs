//! Small helpers of `define_isa!`: the `Form` type, the fields' constants, defaults and
//! picks, the modifiers' and operands' lists and the assembler's entry (called through
//! `$crate::` paths by `__isa_table!`).

/// The `Form` type: a form's number, with one constant per form (each class's
/// expansion adds its forms' constants, documented by the form's doc comment or, without
/// one, by its class's).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_form_type {
    () => {
        /// Every instruction form of the table, in table order: one constant per form
        /// (`Form::add`), numbered from 0 ([`Form::index`]).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct Form(u16);

        /// The form's identifier, read from the table.
        impl core::fmt::Debug for Form {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

/// A form's doc comment, or its class's when it has none.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_doc_or {
    ([] [ $( $c:literal ),* ]) => {
        concat!($( $c, "\n", )* "")
    };
    ([ $( $d:literal ),+ $(,)? ] $c:tt) => {
        concat!($( $d, "\n", )* "")
    };
}

/// Keeps its items when isadef's own `arbitrary` feature is on (so a table defined in
/// another crate gets `Arbitrary` exactly when isadef provides the trait, whatever that
/// crate's own features are).
#[cfg(feature = "arbitrary")]
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_if_arbitrary {
    ($($item:item)*) => { $($item)* };
}

/// Drops its items: isadef's `arbitrary` feature is off.
#[cfg(not(feature = "arbitrary"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_if_arbitrary {
    ($($item:item)*) => {};
}

/// Marks its function `#[inline]` unless isadef's `compact-text` feature is on: the
/// operand printer's dispatch, which the print plans' loop then inlines (2 to 4 % of
/// Vivante's and Valhall's `disasm` instructions, about 0.8 KB of a firmware image).
#[cfg(not(feature = "compact-text"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_inline_fast {
    ($($t:tt)*) => { #[inline] $($t)* };
}

/// Keeps its function as it is: isadef's `compact-text` feature is on.
#[cfg(feature = "compact-text")]
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_inline_fast {
    ($($t:tt)*) => { $($t)* };
}

/// Keeps its items when isadef's `alloc` and `arbitrary` features are both on (the
/// program generators lay code out in a buffer).
#[cfg(all(feature = "alloc", feature = "arbitrary"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_if_alloc_arbitrary {
    ($($item:item)*) => { $($item)* };
}

/// Drops its items: isadef's `alloc` or `arbitrary` feature is off.
#[cfg(not(all(feature = "alloc", feature = "arbitrary")))]
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_if_alloc_arbitrary {
    ($($item:item)*) => {};
}

/// Keeps its items when isadef's `alloc` feature is on.
#[cfg(feature = "alloc")]
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_if_alloc {
    ($($item:item)*) => { $($item)* };
}

/// Drops its items: isadef's `alloc` feature is off.
#[cfg(not(feature = "alloc"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_if_alloc {
    ($($item:item)*) => {};
}

/// The program assembler every table gets with isadef's `alloc` feature:
/// `Insn::assemble_program` (and `assemble_program_in` for a table with a target).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_programs {
    ($isa:ident $(, $target:ty)?) => {
        $crate::__isa_if_alloc! {
            impl Insn {
                /// Assembles a program with labels for the default target: one
                /// instruction per line, as [`Insn::assemble`] reads it, laid out by a
                /// code buffer (see `isadef::code::assemble_program`). A labelled
                /// listing (`Finished::write_listing`) reads back to its bytes.
                pub fn assemble_program(
                    text: &str,
                ) -> Result<$crate::code::Finished<$isa>, $crate::code::ProgramError> {
                    $crate::code::assemble_program::<$isa>(text, Default::default())
                }
                $(
                /// [`Insn::assemble_program`] for `target`.
                pub fn assemble_program_in(
                    text: &str,
                    target: $target,
                ) -> Result<$crate::code::Finished<$isa>, $crate::code::ProgramError> {
                    $crate::code::assemble_program::<$isa>(text, target)
                }
                )?
            }
        }
    };
}

/// The generators every table gets with isadef's `arbitrary` feature: valid
/// instructions (`Insn::arbitrary_valid`, and `arbitrary_valid_in` for a table with a
/// target), and with `alloc` the `fuzz` module's programs, sequences and byte streams.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_generators {
    ($isa:ident $(, $target:ty)?) => {
        $crate::__isa_if_arbitrary! {
            impl Insn {
                /// A *valid* instruction for fuzz harnesses (for the default target, in a
                /// table with targets): its text assembles back to the same instruction,
                /// so it prints the same text again (and keeps the instruction set's
                /// rules: see its `Rules`). `Arbitrary` draws any bits instead.
                pub fn arbitrary_valid(
                    u: &mut $crate::__private::arbitrary::Unstructured<'_>,
                ) -> $crate::__private::arbitrary::Result<Insn> {
                    $crate::__private::arbitrary_valid::<$isa>(u, Default::default(), false)
                }
                $(
                /// [`Insn::arbitrary_valid`] for `target`.
                pub fn arbitrary_valid_in(
                    u: &mut $crate::__private::arbitrary::Unstructured<'_>,
                    target: $target,
                ) -> $crate::__private::arbitrary::Result<Insn> {
                    $crate::__private::arbitrary_valid::<$isa>(u, target, false)
                }
                )?
            }
        }
        $crate::__isa_if_alloc_arbitrary! {
            /// Programs, instruction sequences and byte streams for fuzz harnesses:
            /// valid code from `Insn::arbitrary_valid`, laid out by a code buffer (with
            /// the instruction set's layout rules) with labels or without, and any-bits
            /// streams from `Arbitrary`.
            pub mod fuzz {
                #[allow(unused_imports)]
                use super::*;
                $crate::__isa_generator_fns!($isa, Default::default(); arbitrary_program, arbitrary_sequence);
                $( $crate::__isa_generator_fns!(@in $isa, $target; arbitrary_program_in, arbitrary_sequence_in); )?
            }
        }
    };
}

/// The `fuzz` module's functions (see [`__isa_generators`]).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_generator_fns {
    ($isa:ident, $target:expr; $program:ident, $sequence:ident) => {
        /// A valid program with labels: up to `max` valid instructions, branches pointed
        /// at labels, laid out by a code buffer (see `isadef::code::arbitrary_program`).
        pub fn $program(
            u: &mut $crate::__private::arbitrary::Unstructured<'_>,
            max: usize,
        ) -> $crate::__private::arbitrary::Result<$crate::code::Finished<$isa>> {
            let target = $target;
            $crate::code::arbitrary_program::<$isa>(u, target, max, |u, b| {
                $crate::__private::arbitrary_valid::<$isa>(u, target, b)
            })
        }

        /// A valid instruction sequence: up to `max` valid instructions, no labels (see
        /// `isadef::code::arbitrary_sequence`).
        pub fn $sequence(
            u: &mut $crate::__private::arbitrary::Unstructured<'_>,
            max: usize,
        ) -> $crate::__private::arbitrary::Result<$crate::code::Finished<$isa>> {
            let target = $target;
            $crate::code::arbitrary_sequence::<$isa>(u, target, max, |u, b| {
                $crate::__private::arbitrary_valid::<$isa>(u, target, b)
            })
        }

        /// An any-bits instruction stream for fuzzing decoders and printers: up to `max`
        /// instructions from `Arbitrary`, as bytes (see `isadef::code::arbitrary_bytes`).
        pub fn arbitrary_bytes(
            u: &mut $crate::__private::arbitrary::Unstructured<'_>,
            max: usize,
        ) -> $crate::__private::arbitrary::Result<$crate::__private::Vec<u8>> {
            $crate::code::arbitrary_bytes::<$isa>(u, max)
        }
    };
    (@in $isa:ident, $target:ty; $program:ident, $sequence:ident) => {
        /// A valid program with labels for `target`: up to `max` valid instructions,
        /// branches pointed at labels, laid out by a code buffer with the instruction
        /// set's layout rules (see `isadef::code::arbitrary_program`).
        pub fn $program(
            u: &mut $crate::__private::arbitrary::Unstructured<'_>,
            target: $target,
            max: usize,
        ) -> $crate::__private::arbitrary::Result<$crate::code::Finished<$isa>> {
            $crate::code::arbitrary_program::<$isa>(u, target, max, |u, b| {
                $crate::__private::arbitrary_valid::<$isa>(u, target, b)
            })
        }

        /// A valid instruction sequence for `target`: up to `max` valid instructions, no
        /// labels (see `isadef::code::arbitrary_sequence`).
        pub fn $sequence(
            u: &mut $crate::__private::arbitrary::Unstructured<'_>,
            target: $target,
            max: usize,
        ) -> $crate::__private::arbitrary::Result<$crate::code::Finished<$isa>> {
            $crate::code::arbitrary_sequence::<$isa>(u, target, max, |u, b| {
                $crate::__private::arbitrary_valid::<$isa>(u, target, b)
            })
        }
    };
}

/// The `fields` module's constants, each checked to lie inside the word.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_fields {
    ($wbits:literal; $( $(#[doc = $fdoc:literal])* $field:ident = [ $( $lo:literal .. $hi:literal ),+ ] $( $fbrief:literal )?; )*) => {
        #[allow(unused_imports)]
        use $crate::bits::Field;
        $(
            $(#[doc = $fdoc])*
            $(#[doc = $fbrief])?
            pub const $field: Field = Field::new(&[ $( $lo..$hi ),+ ]);
            const _: () = assert!(
                $field.end() <= $wbits,
                concat!("define_isa!: field `", stringify!($field), "` reaches past the ",
                        stringify!($wbits), "-bit word")
            );
        )*
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_pick {
    (() $d:expr) => {
        $d
    };
    (($mn:literal) $d:expr) => {
        $mn
    };
    // A form of a sweep: the sweep's mnemonic, a dot and the suffix, or the form's name.
    ((@sweep ($mn:literal) $sfx:ident) $d:expr) => {
        concat!($mn, ".", stringify!($sfx))
    };
    ((@sweep () $sfx:ident) $d:expr) => {
        $d
    };
}

/// The value given (in parentheses, as the classes' shape holds it) or the default.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_or {
    (() $d:expr) => {
        $d
    };
    (($e:expr) $d:expr) => {
        $e
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_key {
    ($fixed:expr, $key:ident, ( $( _ )? )) => {
        $fixed
    };
    ($fixed:expr, $key:ident, ( $v:literal )) => {
        $fixed.with_named(stringify!($key), fields::$key, $v)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_pick_ty {
    ($t:ty ; $d:ty) => {
        $t
    };
    (; $d:ty) => {
        $d
    };
}

/// The attribute of a class that declares none: `()` when the table has no attribute
/// type, else a compile-time error naming the class.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_no_attribute {
    ($message:ident; ) => {{
        let _ = $message;
    }};
    ($message:ident; $t:ty) => {
        panic!("{}", $message)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_lengths {
    ($wbits:literal; ) => {
        &[($wbits / 8) as usize]
    };
    ($wbits:literal; $( $len:literal ),+) => {
        &[ $( $len ),+ ]
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_length_of {
    ($first:ident; $wbits:literal; ) => {
        ($wbits / 8) as usize
    };
    ($first:ident; $wbits:literal; $lenf:ident) => {
        LENGTHS[fields::$lenf.get($first) as usize & (LENGTHS.len() - 1)]
    };
}

/// The length field and the table's lengths (`None` for one length).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_lengths_of {
    () => {
        None
    };
    ($lenf:ident) => {
        Some((fields::$lenf, LENGTHS))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_syntax_item {
    ($t:literal) => {
        $crate::__private::RawItem::Text($t)
    };
    ($n:ident) => {
        $crate::__private::RawItem::Name(stringify!($n))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_operand_fns {
    ($( $kind:ident )*) => {
        $crate::__isa_inline_fast! {
            fn write_operand(
                kind: Kind,
                raw: u128,
                word: u128,
                out: &mut $crate::text::Sink<'_>,
            ) -> core::fmt::Result {
                let target = <__IsaTarget as Default>::default();
                match kind {
                    $( Kind::$kind => <$kind as $crate::isa::OperandIn<__IsaTarget>>::write_in(raw, word, target, out).map(|_| ()), )*
                }
            }
        }
        fn write_operand_in(
            kind: Kind,
            raw: u128,
            word: u128,
            target: __IsaTarget,
            out: &mut $crate::text::Sink<'_>,
        ) -> Result<$crate::isa::Claim, core::fmt::Error> {
            match kind {
                $( Kind::$kind => <$kind as $crate::isa::OperandIn<__IsaTarget>>::write_in(raw, word, target, out), )*
            }
        }
        fn parse_operand_in(
            kind: Kind,
            cur: &mut $crate::text::Cursor<'_>,
            target: __IsaTarget,
        ) -> Result<u128, $crate::error::AsmError> {
            match kind {
                $( Kind::$kind => <$kind as $crate::isa::OperandIn<__IsaTarget>>::parse_in(cur, target), )*
            }
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_fallback {
    () => {
        $crate::form::Fallback::None
    };
    (decimal) => {
        $crate::form::Fallback::Decimal
    };
    (others) => {
        $crate::form::Fallback::None
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_mods {
    ([ $( $mname:ident : $mty:ident @ $mfield:tt $( = $flag:literal )? $( if $mwhen:expr )? ),* $(,)? ]) => {
        &[ $( $crate::form::ModDesc {
            name: stringify!($mname),
            field: $crate::__isa_field!($mfield),
            names: $crate::__isa_mod_names!($mty $(, $flag)?),
            spellings: $crate::__isa_mod_spellings!($mty $(, $flag)?),
            fallback: $crate::__isa_mod_fallback!($mty),
            when: $crate::__isa_or!(( $( $mwhen )? ) $crate::form::Gate::ALWAYS),
            chunks: $crate::__isa_mod_chunks!($mty $(, $flag)?),
        } ),* ]
    };
    // The one error for a list no rule reads (the class's other items skip it).
    ($( $list:tt )*) => {
        compile_error!(concat!("define_isa!: cannot read the modifier list `", stringify!($( $list )*),
            "`: each entry is `name: Type @ FIELD`, `name: bool @ FIELD = \".text\"`, or a name the table's `modifiers` section declares (`name`, `name if GATE`, `alias = name`)"))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_mod_chunks {
    (bool, $flag:literal) => {
        &$crate::__private::Chunk::flag($flag)
    };
    ($ty:ident) => {
        &$ty::CHUNKS
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_mod_names {
    (bool, $flag:literal) => {
        &[Some(""), Some($flag)]
    };
    ($ty:ident) => {
        &$ty::NAMES
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_mod_spellings {
    (bool, $flag:literal) => {
        &[None, Some($flag)]
    };
    ($ty:ident) => {
        &$ty::SPELLINGS
    };
}

/// The printed text of an enum value: nothing for a `default` value.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_printed {
    (default $text:literal) => {
        ""
    };
    ($text:literal) => {
        $text
    };
}

/// The rustdoc line of an enum value.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_value_doc {
    (default $text:literal) => {
        concat!(
            "The default: prints nothing; written `",
            $text,
            "` in assembly."
        )
    };
    ($text:literal) => {
        concat!("Printed `", $text, "`.")
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_mod_fallback {
    (bool) => {
        $crate::form::Fallback::None
    };
    ($ty:ident) => {
        $ty::FALLBACK
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_mod_ret {
    (bool) => { bool };
    ($ty:ident) => { Option<$ty> };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_mod_get {
    (bool, $raw:expr) => {
        $raw != 0
    };
    ($ty:ident, $raw:expr) => {
        $ty::from_raw($raw)
    };
}

/// A code-target declaration of the operand list: `absolute(unit)` or `relative(unit)`.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_reach {
    () => {
        None
    };
    (absolute ( $unit:literal )) => {
        Some($crate::code::Reach::absolute($unit))
    };
    (relative ( $unit:literal )) => {
        Some($crate::code::Reach::relative($unit))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_ops {
    ([ $( $oname:tt $( : $oty:ident $( @ $ofield:tt $( ( $( $oarg:expr ),* ) )? )? )? ),* $(,)? ]) => {
        &[ $( $crate::form::OperandDesc {
            name: stringify!($oname),
            kind: $crate::__isa_opt_kind!($($oty)?),
            field: $crate::__isa_opt_field!($( $oty $( , $ofield $( ( $( $oarg ),* ) )? )? )?),
            width: 0 $( + <$oty>::WIDTH )?,
        } ),* ]
    };
    // The one error for a list no rule reads (the class's other items skip it).
    ($( $list:tt )*) => {
        compile_error!(concat!("define_isa!: cannot read the operand list `", stringify!($( $list )*),
            "`: each entry is `name: Kind @ FIELD`, `name: Kind` (a kind with bits of its own), or `_`"))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_opt_kind {
    () => {
        None
    };
    ($ty:ident) => {
        Some(__kind::$ty)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_opt_field {
    () => {
        $crate::bits::Field::NONE
    };
    ($ty:ident) => {
        <$ty as __IsaKindField>::FIELD
    };
    ($ty:ident, $rule:ident ( $( $arg:expr ),* )) => {
        <$ty>::$rule($( $arg ),*)
    };
    ($ty:ident, $f:tt) => {
        $crate::__isa_field!($f)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_field {
    (_) => {
        $crate::bits::Field::NONE
    };
    ($f:ident) => {
        fields::$f
    };
    // Every use is inside a constant (a builder's field constant, a descriptor list), so
    // the call is evaluated while compiling and builders fold to plain shifts and masks.
    ([ $( $lo:literal .. $hi:literal ),+ $(,)? ]) => {
        $crate::bits::Field::new(&[ $( $lo..$hi ),+ ])
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __isa_assemble {
    ($line:ident, $target:ident, $isa:ident, $sep:expr; ; $($mode:ident)?) => {
        $crate::__isa_assemble!(@generic $line, $target, $isa, $sep; $($mode)?)
    };
    ($line:ident, $target:ident, $isa:ident, $sep:expr; $asm:path; $($mode:ident)?) => {
        $asm($line, $target)
    };
    // Sub-table operands (`operands(word, rows: …)`): whole lines against their atoms.
    (@generic $line:ident, $target:ident, $isa:ident, $sep:expr; word) => {
        $crate::subtable::asm::assemble(
            &FORMS,
            atoms_of,
            $line,
            $crate::isa::DecodeTarget::gate_bits($target),
        )
    };
    (@generic $line:ident, $target:ident, $isa:ident, $sep:expr; $($mode:ident)?) => {
        $crate::isa::asm::assemble_with::<$isa, $crate::isa::asm::Generic>($line, $sep, $target)
    };
}
