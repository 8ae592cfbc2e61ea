//! The `define_isa!` macro and its helpers.

#[doc = include_str!("macros/define_isa.md")]
#[doc = ""]
#[doc = include_str!("macros/define_isa_classes.md")]
#[macro_export]
macro_rules! define_isa {
    // `__isa_units!` expands the table's own items (`__isa_table!`) and its classes, unit
    // by unit: the `classes` section, or each part.
    (
        $(#[doc = $isadoc:literal])*
        isa $isa:ident $header:tt
        $( every class { mods $common:tt } )?
        $( modifiers $named:tt )?
        fields $fields:tt
        enums $enums:tt
        operands $( ( $opmode:ident $(, rows: $rows:ident)? ) )? [ $( $operands:tt )* ]
        $( access { $( $access:tt )* } )?
        classes $( in [ $( $part:ident ),+ $(,)? ] $(;)? )? $( { $( $classes:tt )* } )?
    ) => {
        $crate::__isa_units! {
            {
                $(#[doc = $isadoc])*
                isa $isa $header
                $( every class { mods $common } )?
                $( modifiers $named )?
                fields $fields
                enums $enums
                operands $( ( $opmode $(, rows: $rows)? ) )? [ $( $operands )* ]
                access { $( $( $access )* )? }
            }
            $header [ $( $opmode )? ] [ $( $common )? $( @named $named )? ]
            [ $( $( $part )+ )? ] { $( $( $classes )* )? }
        }
    };
}

/// The items of a `define_isa!` table (see there) that are not a class's: from the header
/// and sections as written, and the names of the table's units (its parts, or
/// `__isa_section`), whose classes [`__isa_units!`](crate::__isa_units) expands. The
/// table joins the units' shares (`__unit_<unit>::FORMS`, …) in `const` evaluation.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_table {
    (
        {
            $(#[doc = $isadoc:literal])*
            isa $isa:ident {
                name: $name:literal,
                word: $word:ty,
                bits: $wbits:literal,
                key: $key:ident,
                placeholder: $placeholder:literal,
                comment: $comment:literal,
                separator: $sep:expr
                $(, target: $target:ty)?
                $(, length: $lenf:ident => [ $( $len:literal ),+ ])?
                $(, assembler: $asm:path)?
                $(, rules: $rules:ty)?
                $(, attribute: $attrty:ty)?
                $(, display: $display:ident)?
                $(, prelude: { $( $prelude:tt )* })? $(,)?
            }
            $( every class { mods $common:tt } )?
            $( modifiers $named:tt )?
            fields { $( $fields:tt )* }
            enums { $(
                $(#[doc = $edoc:literal])*
                enum $enum:ident : $ewidth:literal $(, $eflag:ident $( $eothers:literal )?)? { $( $evalues:tt )* }
            )* }
            operands $( ( $opmode:ident $(, rows: $rows:ident)? ) )? [ $(
                $(#[doc = $kdoc:literal])* $kind:ident $(: $kwidth:literal)? $( @ $kfield:tt )?
                $( = $reach:ident ( $unit:literal ) )?
                $( access $( $kacc:ident )* )?
                $( => $katoms:tt $( owns $kowns:tt )? )?
            ),* $(,)? ]
            access $access:tt
        }
        [ $( $tunit:ident )+ ]
    ) => {
        $(#[doc = $isadoc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $isa;

        $( $crate::__isa_named! { ($) $named } )?

        /// The table as data: one descriptor per form ([`FORMS`], in [`Form`] order), the
        /// decode index over the key field ([`INDEX`]), the named bit [`fields`], the operand
        /// [`Kind`]s and the byte lengths ([`LENGTHS`], [`length_of`]), which the generic
        /// printer, parser, code buffer and checks read.
        pub mod table {
            #[allow(unused_imports)]
            use super::*;

            /// Named bit fields of the instruction word.
            pub mod fields {
                $crate::__isa_fields! { $wbits; $( $fields )* }
            }

            /// Operand kinds of this instruction set (one per operand type).
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
            pub enum Kind {
                $(
                    #[doc = concat!("[`", stringify!($kind), "`] operand.")]
                    $kind,
                )*
            }

            impl Kind {
                /// Every kind, in the table's order.
                pub const ALL: &'static [Kind] = &[ $( Kind::$kind, )* ];

                /// The kind's place in [`Kind::ALL`] (the print plans compare kinds by it).
                #[doc(hidden)]
                pub const fn __number(self) -> u16 {
                    match self {
                        $( Kind::$kind => Kind::$kind as u16, )*
                    }
                }

                /// How an operand of this kind encodes a code target (`None`: it is not one).
                pub const fn reach(self) -> Option<$crate::code::Reach> {
                    match self {
                        $( Kind::$kind => $crate::__isa_reach!($( $reach ( $unit ) )?), )*
                    }
                }
            }

            $crate::__private::paste! {
                /// The table: one descriptor per form, in [`Form`] order. (A `static`, which the
                /// table's constants read in place: each use of a `const` this size would copy
                /// it in the compiler's evaluation.)
                #[allow(long_running_const_eval)]
                pub static FORMS: [$crate::form::FormInfo<Kind>; Form::COUNT] =
                    $crate::__private::gather(&[ $( [<__unit_ $tunit>]::FORMS, )+ ]);
            }

            /// The decode index over the key field.
            #[allow(long_running_const_eval)]
            pub static INDEX: $crate::form::Index<INDEX_BUCKETS, INDEX_LEN> =
                $crate::form::Index::build_with(&FORMS, fields::$key, __LENGTHS);

            /// The decode index as decoding reads it.
            #[doc(hidden)]
            #[allow(long_running_const_eval)]
            pub static __LOOKUP: $crate::form::Lookup<
                INDEX_BUCKETS,
                LOOKUP_LEN,
                LOOKUP_CLASSES,
                { if $wbits <= 64 { 0 } else { LOOKUP_LEN + LOOKUP_CLASSES } },
            > = $crate::form::Lookup::of(&INDEX);

            /// Byte lengths an instruction can have, shortest first.
            pub const LENGTHS: &[usize] = $crate::__isa_lengths!($wbits; $( $( $len ),+ )?);

            /// The length field and its lengths, for the decode index.
            #[doc(hidden)]
            pub const __LENGTHS: $crate::form::Lengths = $crate::__isa_lengths_of!($( $lenf )?);

            /// Bytes of the instruction whose first bytes (at least `LENGTHS[0]`) are `first`.
            #[inline(always)]
            #[allow(unused_variables)]
            pub const fn length_of(first: u128) -> usize {
                $crate::__isa_length_of!(first; $wbits; $( $lenf )?)
            }
        }
        #[allow(unused_imports)]
        use table::{fields, length_of, Kind, FORMS, INDEX, LENGTHS};

        /// The value sets of the table's `enums` section, for modifiers and operands (the
        /// prelude brings them in with everything else a program names).
        pub mod enums {
            $crate::__isa_enums! { $(
                $(#[doc = $edoc])* enum $enum : $ewidth $(, $eflag $( $eothers )?)? { $( $evalues )* }
            )* }
        }
        #[allow(unused_imports)]
        use enums::*;

        /// Everything a program that builds, decodes or prints instructions names: the
        /// core items, the builders, the enums and what the table's `prelude:` adds (the
        /// operand types). `use isa::prelude::*;`
        pub mod prelude {
            #[allow(unused_imports)]
            pub use super::{builders::*, enums::{ $( $enum ),* }, Form, Insn, $isa};
            $( #[allow(unused_imports)] pub use super::{ $( $prelude )* }; )?
        }

        /// The code-target operand among `ops`, if any.
        const fn __branch_of(ops: &[$crate::form::OperandDesc<Kind>]) -> Option<$crate::code::Branch> {
            let mut i = 0;
            while i < ops.len() {
                if let Some(k) = ops[i].kind {
                    if let Some(reach) = k.reach() {
                        return Some($crate::code::Branch { operand: i as u8, field: ops[i].field, reach });
                    }
                }
                i += 1;
            }
            None
        }

        $crate::__isa_form_type!();

        // Each unit's first form's index, from the units' offsets (each unit's place is
        // its discriminant).
        $crate::__private::paste! {
            #[allow(non_camel_case_types, dead_code)]
            #[repr(usize)]
            enum __Units { $( $tunit, )+ }
            const __UNITS: usize = [ $( __Units::$tunit, )+ ].len();
            const __UNIT_OFFSETS: [usize; __UNITS + 1] =
                $crate::__private::offsets(&[ $( [<__unit_ $tunit>]::COUNT, )+ ]);
            $(
                #[allow(non_upper_case_globals)]
                const [<__UNIT_BASE_ $tunit>]: usize = __UNIT_OFFSETS[__Units::$tunit as usize];
            )+
        }

        impl Form {
            /// Number of forms.
            pub const COUNT: usize = __UNIT_OFFSETS[__UNITS];
            /// Every form, in table order.
            #[allow(long_running_const_eval)]
            pub const ALL: [Form; Form::COUNT] = {
                let mut all = [Form(0); Form::COUNT];
                let mut i = 0;
                while i < Form::COUNT {
                    all[i] = Form(i as u16);
                    i += 1;
                }
                all
            };
            /// The form's number: its index in [`Form::ALL`] and [`FORMS`](table::FORMS).
            #[inline]
            pub const fn index(self) -> usize {
                self.0 as usize
            }
            /// The form numbered `index`, if there is one.
            #[inline]
            pub const fn from_index(index: usize) -> Option<Form> {
                if index < Form::COUNT {
                    Some(Form(index as u16))
                } else {
                    None
                }
            }
            /// The form's table entry.
            #[inline]
            pub const fn info(self) -> &'static $crate::form::FormInfo<Kind> {
                &FORMS[self.0 as usize]
            }
            /// The form's identifier.
            pub const fn name(self) -> &'static str {
                self.info().name
            }
        }

        // The field checks and the overlap check each in an item of their own. Items
        // whose evaluation walks every form allow `long_running_const_eval`: the lint
        // guards against endless loops, and a table of many thousand forms reaches it
        // with loops that end.
        #[allow(long_running_const_eval)]
        const __FAULTS: [u32; Form::COUNT] = $crate::__private::faults(&FORMS, $wbits);
        #[allow(long_running_const_eval)]
        const __PARTNERS: [u16; Form::COUNT] = $crate::__private::partners(&FORMS, &INDEX);

        // Every form's checks in one item: its fixed values, then its `__FAULTS` and
        // `__PARTNERS` entries; the first faulty form stops the build with its message
        // (one item for the table, not one per form: a const item with a panic per form
        // cost a twentieth of the build).
        $crate::__private::paste! {
            #[allow(long_running_const_eval)]
            const __FIXED: [$crate::__private::Fixed; Form::COUNT] =
                $crate::__private::gather(&[ $( [<__unit_ $tunit>]::FIXED, )+ ]);
            #[allow(long_running_const_eval)]
            const _: () = if let Some(m) = $crate::__private::table_message(
                &FORMS,
                &__FIXED,
                &__FAULTS,
                &__PARTNERS,
                $wbits,
            ) {
                panic!("{}", m.as_str());
            };
        }

        /// Operand kinds by name, for the operand descriptors (a parametrised class's
        /// forms add their parameters).
        #[allow(non_upper_case_globals, dead_code)]
        mod __kind {
            $( pub(super) const $kind: super::Kind = super::Kind::$kind; )*
        }

        /// The field an operand of a kind takes where a class gives none (`dst: SDst`):
        /// the one the `operands` section declares with the kind (`SDst @ [2..8]`).
        #[allow(dead_code)]
        #[diagnostic::on_unimplemented(
            message = "define_isa!: operand kind `{Self}` has no bits of its own",
            label = "an operand of this kind needs its field",
            note = "give the operand its field (`name: {Self} @ FIELD`), or the kind one in the `operands` section (`{Self} @ FIELD`)"
        )]
        trait __IsaKindField {
            const FIELD: $crate::bits::Field;
        }
        $( $(
            impl __IsaKindField for $kind {
                const FIELD: $crate::bits::Field = $crate::__isa_field!($kfield);
            }
        )? )*

        /// The typed builders, one per form, named after it in CamelCase (the form `add_f32`
        /// is built by `AddF32`).
        ///
        /// `new` takes the operands, then come the modifiers' setters,
        /// then `.insn()` or `.bits()`. The forms of a class of several forms share one
        /// builder type (`<Class>Forms<F>`, `F` the form's number, `Form::x.index() as u16`)
        /// and each form's builder is its alias: the methods exist once per class.
        pub mod builders {
            $crate::__private::paste! { $(
                #[allow(unused_imports)]
                pub use super::[<__unit_ $tunit>]::builders::*;
            )+ }
        }

        /// The type of [`Form::attribute`].
        #[allow(non_camel_case_types)]
        type __IsaAttribute = $crate::__isa_pick_ty!($( $attrty )? ; ());

        #[allow(dead_code)]
        const fn __isa_no_attribute(message: &'static str) -> __IsaAttribute {
            $crate::__isa_no_attribute!(message; $( $attrty )?)
        }

        $crate::__private::paste! {
            #[allow(long_running_const_eval)]
            const ATTRIBUTES: [__IsaAttribute; Form::COUNT] =
                $crate::__private::gather(&[ $( [<__unit_ $tunit>]::ATTRS, )+ ]);
        }

        impl Form {
            /// The form's attribute, as its class declares it (`()` when the table has none).
            #[inline]
            pub const fn attribute(self) -> __IsaAttribute {
                ATTRIBUTES[self.0 as usize]
            }
        }

        const INDEX_BUCKETS: usize = 1 << fields::$key.width();
        #[allow(long_running_const_eval)]
        const LOOKUP_LEN: usize = $crate::form::Lookup::<INDEX_BUCKETS, 0, 0>::len(&table::INDEX);
        #[allow(long_running_const_eval)]
        const LOOKUP_CLASSES: usize =
            $crate::form::Lookup::<INDEX_BUCKETS, 0, 0>::classes(&table::INDEX);
        #[allow(long_running_const_eval)]
        const INDEX_LEN: usize = $crate::__private::index_len(&FORMS, fields::$key, table::__LENGTHS);

        /// The form index of `word` on a target with gate bits `gate`: the key read by
        /// the `const` key field, the word compared in 64-bit halves.
        #[inline(always)]
        fn __lookup(word: u128, gate: u32) -> Option<u16> {
            let k = fields::$key.get(word) as usize;
            if $wbits <= 64 {
                table::__LOOKUP.lookup_key(k, word as u64, gate)
            } else {
                table::__LOOKUP.lookup_key_wide(k, word, gate)
            }
        }

        /// A decoded or built instruction: its form and its whole word. Every bit of the
        /// word is kept, so encoding a decoded instruction gives back the exact word.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct Insn {
            form: Form,
            bits: $word,
        }

        #[allow(non_camel_case_types)]
        type __IsaTarget = $crate::__isa_pick_ty!($( $target )? ; ());

        $( const _: () = assert!(
            1 << fields::$lenf.width() == LENGTHS.len(),
            "define_isa!: the length field must select one of exactly 2^width lengths"
        ); )?

        /// Decodes a little-endian byte stream instruction by instruction: isadef's
        /// `isa::Stream` for this instruction set.
        pub type Stream<'a> = $crate::isa::Stream<'a, $isa>;

        #[allow(clippy::unnecessary_cast)]
        impl Insn {
            /// Bits of the longest instruction word.
            pub const WORD_BITS: u32 = $wbits;

            /// Decodes one word for the default target: the highest-priority form whose
            /// fixed bits match.
            #[inline]
            pub fn decode(word: $word) -> Result<Insn, $crate::error::DecodeError> {
                $crate::isa::decode::<$isa>(word as u128, Default::default())
            }

            /// Decodes one word for `target`. Bits beyond the instruction's length must be
            /// clear.
            #[inline]
            pub fn decode_in(word: $word, target: __IsaTarget) -> Result<Insn, $crate::error::DecodeError> {
                $crate::isa::decode::<$isa>(word as u128, target)
            }

            /// Decodes the instruction at `offset` of a little-endian byte buffer.
            pub fn decode_le(bytes: &[u8], offset: usize) -> Result<Insn, $crate::error::DecodeError> {
                $crate::isa::decode_le::<$isa>(bytes, offset, Default::default())
            }

            /// Decodes the instruction at `offset` of a little-endian byte buffer for
            /// `target`.
            pub fn decode_le_in(
                bytes: &[u8],
                offset: usize,
                target: __IsaTarget,
            ) -> Result<Insn, $crate::error::DecodeError> {
                $crate::isa::decode_le::<$isa>(bytes, offset, target)
            }

            /// A stream decoder over `bytes` for `target`.
            pub fn stream(bytes: &[u8], target: __IsaTarget) -> Stream<'_> {
                Stream::new(bytes, target)
            }

            /// Length of the instruction in bytes (an instruction is never empty).
            #[inline]
            #[allow(clippy::len_without_is_empty)]
            pub const fn len(self) -> usize {
                length_of(self.bits as u128)
            }

            /// Writes the instruction little-endian at the start of `out` and returns its
            /// length ([`Insn::len`]), or an error when `out` is shorter.
            pub fn encode_le(self, out: &mut [u8]) -> Result<usize, $crate::error::BufferTooSmall> {
                $crate::isa::encode_le::<$isa>(self, out)
            }

            /// Assembles one line of text for the default target (see the instruction
            /// set's syntax notes).
            pub fn assemble(line: &str) -> Result<Insn, $crate::error::AsmError> {
                $crate::isa::assemble_line::<$isa>(line, Default::default())
            }

            /// Assembles one line of text for `target`. The result is the form decoding
            /// picks for the assembled word (the assembled form if none does).
            pub fn assemble_in(line: &str, target: __IsaTarget) -> Result<Insn, $crate::error::AsmError> {
                $crate::isa::assemble_line::<$isa>(line, target)
            }

            /// Checks the instruction-level rules of the assembler (e.g. Valhall's FAU
            /// limits) for `target`: an instruction that passes is one the assembler could
            /// have produced from its text. Without `rules:` in the table, every
            /// instruction passes.
            pub fn validate_in(self, target: __IsaTarget) -> Result<(), $crate::code::Invalid> {
                <<$isa as $crate::isa::Isa>::Rules as $crate::code::Rules<Insn, __IsaTarget>>::validate(self, target)
            }

            /// [`Insn::validate_in`] for the default target.
            pub fn validate(self) -> Result<(), $crate::code::Invalid> {
                self.validate_in(<__IsaTarget as Default>::default())
            }

            /// The form.
            #[inline]
            pub const fn form(self) -> Form {
                self.form
            }

            /// The form's table entry.
            #[inline]
            pub const fn info(self) -> &'static $crate::form::FormInfo<Kind> {
                self.form.info()
            }

            /// The encoded word.
            #[inline]
            pub const fn bits(self) -> $word {
                self.bits
            }

            /// Reads any field of the word.
            #[inline]
            pub const fn field(self, field: $crate::bits::Field) -> u128 {
                field.get(self.bits as u128)
            }

            /// Don't-care bits of the form that are set in this word.
            #[inline]
            pub const fn dontcare_bits(self) -> $word {
                ((self.bits as u128) & self.info().dontcare) as $word
            }
        }

        impl $crate::isa::Isa for $isa {
            type Kind = Kind;
            type Target = __IsaTarget;
            const NAME: &'static str = $name;
            const WORD_BITS: u32 = $wbits;
            const PLACEHOLDER: &'static str = $placeholder;
            const COMMENT: u8 = $comment;
            fn forms() -> &'static [$crate::form::FormInfo<Kind>] {
                &FORMS
            }
            type Insn = Insn;
            const LENGTHS: &'static [usize] = LENGTHS;
            #[inline(always)]
            fn insn_info(insn: Insn) -> &'static $crate::form::FormInfo<Kind> {
                insn.info()
            }
            #[inline(always)]
            fn insn_word(insn: Insn) -> u128 {
                insn.bits as u128
            }
            #[inline(always)]
            fn insn_len(insn: Insn) -> usize {
                insn.len()
            }
            #[inline(always)]
            fn length_of(first: u128) -> usize {
                length_of(first)
            }
            #[inline(always)]
            #[allow(clippy::unnecessary_cast)]
            fn insn_with_word(insn: Insn, word: u128) -> Insn {
                Insn { form: insn.form, bits: word as $word }
            }
            #[inline(always)]
            fn lookup(word: u128, gate: u32) -> Option<u16> {
                __lookup(word, gate)
            }
            #[inline(always)]
            #[allow(clippy::unnecessary_cast)]
            fn insn_of(form: u16, word: u128) -> Insn {
                Insn { form: Form(form), bits: word as $word }
            }
            #[allow(unused_variables)]
            fn assemble_word(line: &str, target: __IsaTarget) -> Result<(u16, u128), $crate::error::AsmError> {
                $crate::__isa_assemble!(line, target, $isa, $sep; $($asm)?; $($opmode)?)
            }
            type Rules = $crate::__isa_pick_ty!($( $rules )? ; $crate::code::NoRules);
            $crate::__isa_operand_fns!($( $kind )*);
            const MAX_ACCESSES: usize = ACCESS_CAP;
            #[inline(always)]
            fn insn_form(insn: Insn) -> u16 {
                insn.form.0
            }
            #[inline]
            fn access_plan(form: u16) -> $crate::access::Plan {
                __ACCESS_PLAN[form as usize]
            }
            fn access_rules() -> &'static [&'static [$crate::access::Item]] {
                __ACCESS_RULES
            }
            #[inline]
            fn mod_uses(entry: u8, field: $crate::bits::Field, word: u128, out: &mut $crate::access::Sink<'_>) {
                __isa_mod_uses(entry, field, word, out)
            }
            #[inline]
            fn uses(
                kind: Kind,
                field: $crate::bits::Field,
                word: u128,
                rw: $crate::access::Rw,
                out: &mut $crate::access::Sink<'_>,
            ) {
                __isa_uses(kind, field, word, rw, out)
            }
        }

        $crate::__isa_accesses! {
            $isa
            [ $( $kind [ $( $reach )? ] [ $( [ $( $kacc )* ] )? ] [ $( $katoms )? ] )* ]
            $access
        }

        // Kinds that are sub-tables (every entry gives its atoms): their types.
        $crate::__isa_word_kinds! {
            [ $( $target )? ] [ $( $( $rows )? )? ]
            [ $( $(#[doc = $kdoc])* $kind $(: $kwidth)? $( => $katoms $( owns $kowns )? )? ),* ]
        }

        $crate::__isa_display!($( $display )?; $isa, $sep, [ $( $( $katoms )? )* ]);
        $crate::__isa_text!($isa $(, $target)?; $( $display )?; [ $( $( $katoms )? )* ]);
        $crate::__isa_generators!($isa $(, $target)?);
        $crate::__isa_programs!($isa $(, $target)?);

        $crate::__isa_if_arbitrary! {
            impl<'a> $crate::__private::arbitrary::Arbitrary<'a> for Insn {
                /// A valid instruction: a random form with random values in every bit the
                /// form does not fix.
                fn arbitrary(
                    u: &mut $crate::__private::arbitrary::Unstructured<'a>,
                ) -> $crate::__private::arbitrary::Result<Self> {
                    $crate::isa::arbitrary_any::<$isa>(u)
                }
            }
        }
    };
}

mod access;
mod builders;
mod classes;
mod enums;
mod helpers;
mod kinds;
mod operand;
mod parts;
mod units;
