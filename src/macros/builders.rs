//! The macros behind each form's typed builder: its struct, constructors, setters and
//! getters (called by `define_isa!` through `__isa_classes!`).

/// A builder's constructors. Word-level operands may share bits (G80's `$a`, const
/// space): `try_new` refuses operands that disagree on them (each must read back as
/// given), and `new` panics on that.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_new {
    ([] $word:ty, $start:tt, [ $( $oname:ident : $oty:ident @ $ofield:expr , )* ]) => {
        /// Starts an instruction from its operands; modifiers take their defaults.
        #[inline]
        pub const fn new( $( $oname: $oty, )* ) -> Self {
            #[allow(unused_mut)]
            let mut b: u128 = $start;
            $( b = $ofield.insert_fitting(b, <$oty>::raw($oname), stringify!($oname)); )*
            Self { bits: b as $word }
        }
    };
    ([word] $word:ty, $start:tt, [ $( $oname:ident : $oty:ident @ $ofield:expr , )* ]) => {
        /// Starts an instruction from its operands; modifiers take their defaults.
        ///
        /// # Panics
        /// If two operands disagree on bits they share; see `try_new`.
        #[inline]
        pub const fn new( $( $oname: $oty, )* ) -> Self {
            match Self::try_new( $( $oname ),* ) {
                Ok(b) => b,
                Err(e) => panic!("{}", e.rule),
            }
        }

        /// Starts an instruction from its operands, or names the first operand that does
        /// not read back as given because another one set bits they share (e.g. two
        /// different `$a` registers, or const spaces).
        #[inline]
        pub const fn try_new( $( $oname: $oty, )* ) -> Result<Self, $crate::code::Invalid> {
            #[allow(unused_mut)]
            let mut b: u128 = $start;
            $( b = <$oty>::place($oname, $ofield, b); )*
            $(
                if !<$oty>::from_word($ofield, b).same(&$oname) {
                    return Err($crate::code::Invalid {
                        operand: stringify!($oname),
                        kind: $crate::code::InvalidKind::SharedBits,
                        rule: concat!("operand `", stringify!($oname),
                                      "` disagrees with another operand on bits they share"),
                    });
                }
            )*
            Ok(Self { bits: b as $word })
        }
    };
}

/// Replaces an operand value in a builder's word: clears what the old value set, then
/// places the new one.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_replace {
    ([], $ty:ty, $field:expr, $w:expr, $v:expr) => {
        $field.insert_fitting($w, <$ty>::raw($v), stringify!($v))
    };
    ([word], $ty:ty, $field:expr, $w:expr, $v:expr) => {
        <$ty>::place($v, $field, <$ty>::clear($field, $w))
    };
}

/// Reads an operand value back from a builder's word (the inverse of what `new` placed).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_read {
    ([], $ty:ty, $field:expr, $w:expr) => {
        <$ty>::from_raw($field.get($w))
    };
    ([word], $ty:ty, $field:expr, $w:expr) => {
        <$ty>::from_word($field, $w)
    };
}

/// The builders of a class's forms (a plain class's, or one form of a parametrised
/// class): the constants of the class's fields, once, then each form's builder. The
/// names of the constants and accessors are made here, in one small `paste!` per class,
/// so that the methods themselves are written by `macro_rules!` alone.
///
/// A class of one form has its builder in a module of its own with the form's fixed
/// values and start word (`wrap`); a class of several forms shares one builder type,
/// whose methods read the form's start word from the table; a parametrised class's form
/// is already in its module (`flat`). `$fx` holds a form's fixed values and its class's
/// don't-care and default constants.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_builders {
    (
        $mode:tt $word:ty, $class:ident,
        [ $( $mname:ident : $mty:ident @ $mfield:tt $( = $flag:literal )? $( if $mwhen:expr )? ),* $(,)? ],
        [ $( $oname:tt $( : $oty:ident $( @ $ofield:tt $( ( $( $oarg:expr ),* ) )? )? )? ),* $(,)? ],
        $cdocs:tt $wrap:tt [ $( $form:ident $fmod:ident $fx:tt $builder:ident $docs:tt )* ]
    ) => { $crate::__private::paste! {
        $crate::__isa_builders_named! {
            $mode $word, $cdocs $wrap, $class [<$class:camel Forms>],
            [ $( $mname $mty [<__FM_ $class _ $mname>] [<get_ $mname>] ($crate::__isa_field!($mfield)) )* ]
            [ $( $( $oname $oty [<__FO_ $class _ $oname>] [<get_ $oname>] [<with_ $oname>]
                ($crate::__isa_opt_field!($oty $( , $ofield $( ( $( $oarg ),* ) )? )?)) )? )* ]
            [ $( $form $fmod $fx $builder $docs )* ]
        }
    } };
    // A list no rule reads: `__isa_mods!`/`__isa_ops!` say so, once; the forms get no
    // builder, so that this one error is the only one.
    (
        $mode:tt $word:ty, $class:ident, $mods:tt, $ops:tt,
        $cdocs:tt (wrap $cops:ident) [ $( $form:ident $fmod:ident $fx:tt $builder:ident $docs:tt )* ]
    ) => {};
    // (A parametrised class's form is in its module already, with its operand list.)
    (
        $mode:tt $word:ty, $class:ident, $mods:tt, $ops:tt,
        $cdocs:tt (flat) [ $form:ident $fmod:ident $fx:tt $builder:ident $docs:tt ]
    ) => {
        $crate::__isa_form_consts! { $fx }
    };
    (
        $mode:tt $word:ty, $class:ident, $mods:tt, $ops:tt,
        $cdocs:tt (impl_for $cstruct:ident) [ $form:ident $fmod:ident $fx:tt $builder:ident $docs:tt ]
    ) => {
        $crate::__isa_form_consts! { $fx }
    };
    ($( $any:tt )*) => {};
}

/// [`__isa_builders!`] with its names made: the field constants, then each form's
/// builder (in its module, or here when already in it).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_builders_named {
    // A class of one form: the form's own builder struct.
    ($mode:tt $word:ty, $cdocs:tt (wrap $cops:ident), $class:ident $cstruct:ident, $mods:tt $ops:tt [ $form:ident $fmod:ident $fx:tt $builder:ident $docs:tt ]) => {
        $crate::__isa_builder_consts! { $mods $ops }
        $crate::__isa_builder_module! { $mode $word, $cdocs $cops, $mods $ops, $form $fmod $fx $builder $docs }
    };
    // A class of several forms: one builder type for them all, generic over the form's
    // number, and each form's builder an alias of it (the methods are written, and
    // checked by the compiler, once per class instead of once per form).
    ($mode:tt $word:ty, $cdocs:tt (wrap $cops:ident), $class:ident $cstruct:ident, $mods:tt $ops:tt [ $( $form:ident $fmod:ident $fx:tt $builder:ident $docs:tt )* ]) => {
        $crate::__isa_builder_consts! { $mods $ops }
        $crate::__isa_class_builder! { $mode $word, $class $cstruct, yes, [ $( $form )* ], $mods $ops }
    };
    // A parametrised class of several forms: its builder type with what the forms share
    // (the modifiers' methods, `insn`, `bits`, `from_insn`; see `__isa_class_items!`) …
    ($mode:tt $word:ty, $cdocs:tt (shared [ $( $form:ident )+ ]), $class:ident $cstruct:ident, $mods:tt $ops:tt []) => {
        $crate::__isa_builder_consts! { $mods $ops }
        $crate::__isa_class_builder! { $mode $word, $class $cstruct, no, [ $( $form )+ ], $mods $ops }
    };
    // … and in each form's module, the constructor and operand methods of its types.
    ($mode:tt $word:ty, $cdocs:tt (impl_for $cstruct:ident), $class:ident $unused:ident, $mods:tt $ops:tt [ $form:ident $fmod:ident $fx:tt $builder:ident $docs:tt ]) => {
        $crate::__isa_builder_consts! { $mods $ops }
        $crate::__isa_form_consts! { $fx }
        $crate::__isa_builder_impl! {
            @impl $mode $word, [
                /// One form's constructor and operand methods (its builder alias's page
                /// shows them under the form's name).
                impl super::builders::$builder
            ] (Form::$form) (Self::START) {},
            no yes, $mods $ops
        }
    };
    ($mode:tt $word:ty, $cdocs:tt (flat), $class:ident $cstruct:ident, $mods:tt $ops:tt [ $( $form:ident $fmod:ident $fx:tt $builder:ident $docs:tt )* ]) => {
        $crate::__isa_builder_consts! { $mods $ops }
        $(
            $crate::__isa_form_consts! { $fx }
            $crate::__isa_builder_debug! { $builder }
            $crate::__isa_builder_impl! { $mode $word, $form $builder, $mods $ops }
        )*
    };
}

/// The builder of a plain class of one form, in a module of its own (see
/// [`__isa_builders!`]).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_builder_module {
    (
        $mode:tt $word:ty, $cdocs:tt $cops:ident,
        [ $( $mname:ident $mty:ident $mconst:ident $mget:ident $mf:tt )* ]
        [ $( $oname:ident $oty:ident $oconst:ident $oget:ident $owith:ident $of:tt )* ],
        $form:ident $fmod:ident $fx:tt $builder:ident $docs:tt
    ) => {
        #[allow(non_snake_case)]
        pub(super) mod $fmod {
            // The instruction set's names, and the class's fields by name (a glob of
            // `builders` would bring every other builder too, at a cost per module).
            #[allow(unused_imports)]
            use super::*;
            // (One `use` each: an empty `use super::{}` does not compile on Rust 1.83,
            // the MSRV.)
            $( #[allow(unused_imports)] use super::$mconst; )*
            $( #[allow(unused_imports)] use super::$oconst; )*
            $crate::__isa_form_consts! { $fx }
            $crate::__isa_builder_debug! { $builder }
            $crate::__isa_builder_impl! {
                $mode $word, $form $builder,
                [ $( $mname $mty $mconst $mget $mf )* ]
                [ $( $oname $oty $oconst $oget $owith $of )* ]
            }
        }
    };
}

/// A form's fixed values (its class's, its key's and its own), and the word its builder
/// starts from (`start!()`, an expression rather than a constant item: one item fewer
/// per form for the compiler): the fixed bits, less the class's don't-care bits, and the
/// defaults.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_form_consts {
    ({ $fixed:expr; $dontcare:expr; $defaults:expr }) => {
        #[allow(dead_code)]
        pub(crate) const FIXED: $crate::__private::Fixed = $fixed;
        /// The word the builder starts from.
        #[allow(unused_macros)]
        macro_rules! start {
            () => {
                (FIXED.bits & !$dontcare) | $defaults.bits
            };
        }
    };
}

/// A class's fields as constants, once per class: the builders of its forms and their
/// accessors share them (whether each type fits its field is checked with the other
/// form checks, in the table-wide pass of `__private::faults`).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_builder_consts {
    (
        [ $( $mname:ident $mty:ident $mconst:ident $mget:ident $mf:tt )* ]
        [ $( $oname:ident $oty:ident $oconst:ident $oget:ident $owith:ident $of:tt )* ]
    ) => {
        $(
            #[allow(non_upper_case_globals, dead_code)]
            const $mconst: $crate::bits::Field = $mf;
        )*
        $(
            #[allow(non_upper_case_globals, dead_code)]
            const $oconst: $crate::bits::Field = $of;
        )*
    };
}

/// A form's builder type, in the `builders` module (its methods are in the form's module,
/// or its class's module): a struct for a class of one form; for a class of
/// several, the class's builder type, generic over the form's number (`Form::x.index() as u16`),
/// and each form's builder its alias.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_builder_type {
    ($word:ty, $class:ident $cstruct:ident $cdocs:tt [ $form:ident $builder:ident [ $( $doc:literal ),* $(,)? ] $fmod:ident ]) => {
        #[doc = concat!("Builder for the `", stringify!($form), "` form.")]
        #[doc = ""]
        #[doc = $crate::__isa_doc_or!([ $( $doc ),* ] $cdocs)]
        #[derive(Clone, Copy)]
        #[must_use = "a builder makes nothing until `.insn()` or `.bits()`"]
        pub struct $builder {
            pub(super) bits: $word,
        }
    };
    ($word:ty, $class:ident $cstruct:ident $cdocs:tt [ $( $form:ident $builder:ident $docs:tt $fmod:ident )+ ]) => {
        #[doc = concat!("Builder of the forms of class `", stringify!($class), "`, one type per form: ",
                        $( "[`", stringify!($builder), "`] ", )* "(`F` is the form's number, `Form::x.index() as u16`).")]
        #[derive(Clone, Copy)]
        #[must_use = "a builder makes nothing until `.insn()` or `.bits()`"]
        pub struct $cstruct<const F: u16> {
            pub(super) bits: $word,
        }
        $(
            #[doc = concat!("Builder for the `", stringify!($form), "` form: its methods are those of [`",
                            stringify!($cstruct), "`], the builder type its class's forms share.")]
            #[doc = ""]
            #[doc = $crate::__isa_doc_or!($docs $cdocs)]
            pub type $builder = $cstruct<{ super::Form::$form.0 }>;
        )+
    };
}

/// A form's builder's `Debug` (in the form's module): the instruction built so far.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_builder_debug {
    ($builder:ident) => {
        /// Shows the instruction built so far.
        impl core::fmt::Debug for super::builders::$builder {
            #[inline]
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Debug::fmt(&self.insn(), f)
            }
        }
    };
}

/// A builder's methods: constructor, modifier setters, getters.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_builder_impl {
    (
        $mode:tt $word:ty, $form:ident $builder:ident,
        $mods:tt $ops:tt
    ) => {
        $crate::__isa_builder_impl! {
            @impl $mode $word, [ impl super::builders::$builder ] (Form::$form) (start!()) {}, yes yes, $mods $ops
        }
    };
    // `$core`: the form, `insn`, `bits` and `from_insn` (and `$extra`); `$new`: the
    // constructor (`yes` or `no` each), then the modifiers' and operands' methods.
    (
        @impl $mode:tt $word:ty, [ $( $head:tt )* ] ( $formv:expr ) $start:tt { $( $extra:tt )* },
        $core:ident $new:ident,
        [ $( $mname:ident $mty:ident $mconst:ident $mget:ident $mf:tt )* ]
        [ $( $oname:ident $oty:ident $oconst:ident $oget:ident $owith:ident $of:tt )* ]
    ) => {
        #[allow(clippy::unnecessary_cast, clippy::too_many_arguments, clippy::new_without_default)]
        $( $head )* {
            $crate::__isa_if! { $core {
                /// The form this builder encodes.
                pub const FORM: Form = $formv;

                $( $extra )*

                /// The finished instruction.
                #[inline]
                pub const fn insn(self) -> Insn {
                    Insn { form: Self::FORM, bits: self.bits }
                }

                /// The encoded word.
                #[inline]
                pub const fn bits(self) -> $word {
                    self.bits
                }

                /// Views a decoded instruction of this form.
                pub const fn from_insn(insn: Insn) -> Option<Self> {
                    if insn.form.0 == Self::FORM.0 {
                        Some(Self { bits: insn.bits })
                    } else {
                        None
                    }
                }
            } }

            $crate::__isa_if! { $new {
                $crate::__isa_new! { $mode $word, $start, [ $( $oname : $oty @ $oconst, )* ] }
            } }

            $(
                #[doc = concat!("Sets the `", stringify!($mname), "` modifier.")]
                #[inline]
                pub const fn $mname(self, value: $mty) -> Self {
                    Self { bits: $mconst.insert(self.bits as u128, value as u128) as $word }
                }

                #[doc = concat!("Reads the `", stringify!($mname), "` modifier.")]
                #[inline]
                pub const fn $mget(&self) -> $crate::__isa_mod_ret!($mty) {
                    $crate::__isa_mod_get!($mty, $mconst.get(self.bits as u128))
                }
            )*

            $(
                #[doc = concat!("Reads the `", stringify!($oname), "` operand.")]
                #[inline]
                pub const fn $oget(&self) -> $oty {
                    $crate::__isa_read!($mode, $oty, $oconst, self.bits as u128)
                }

                #[doc = concat!("Replaces the `", stringify!($oname), "` operand, keeping everything else.")]
                #[inline]
                pub const fn $owith(self, $oname: $oty) -> Self {
                    let f = $oconst;
                    Self { bits: $crate::__isa_replace!($mode, $oty, f, self.bits as u128, $oname) as $word }
                }
            )*
        }
    };
}

/// Its items when the flag is `yes`, nothing when it is `no`.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_if {
    (yes { $( $t:tt )* }) => { $( $t )* };
    (no { $( $t:tt )* }) => {};
}

/// The builder type of a class of several forms, generic over the form's number (each
/// form's builder is an alias of it, see [`__isa_builders_named!`]): its struct, `Debug`
/// and methods, the start word read from the form's table entry.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_class_builder {
    // `$new`: whether the class's forms share the constructor and operand methods (`no`
    // for a parametrised class, whose forms' operand types differ: see `__isa_class_items!`).
    // `$forms`: the class's forms, the only numbers its builder type takes (another class's
    // form would have its word misread by the class's methods).
    ($mode:tt $word:ty, $class:ident $cstruct:ident, $new:ident, [ $( $form:ident )+ ], $mods:tt $ops:tt) => {
        /// Shows the instruction built so far.
        impl<const F: u16> core::fmt::Debug for builders::$cstruct<F> {
            #[inline]
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Debug::fmt(&self.insn(), f)
            }
        }

        $crate::__isa_builder_impl! {
            @impl $mode $word, [ impl<const F: u16> builders::$cstruct<F> ]
            (Form($crate::__private::__own_form(F, $( F == Form::$form.0 )||+))) (Self::START) {
                /// The word the builder starts from: the form's fixed bits and its class's
                /// defaults.
                const START: u128 = FORMS[Self::FORM.0 as usize].bits | FORMS[Self::FORM.0 as usize].defaults;
            },
            yes $new, $mods $ops
        }
    };
}
