//! How `define_isa!` expands a table's classes: each *unit* (the table's `classes { … }`
//! section, or one part `classes in [...]` names) is gathered on its own, then each class
//! of it expands in a macro call of its own. Nothing gathers the classes of the whole
//! table in one call: the items of a class name its forms (`Form::x`, a constant) and
//! hold its share of the table (`FORMS`, the fixed values, the attributes), and the table
//! joins the shares in `const` evaluation. So the compiler's work grows with the number of
//! forms, not with its square, and the nesting of macro calls does not grow with the
//! number of parts or classes.

/// The table's own items ([`__isa_table!`](crate::__isa_table), given the names of its
/// units) and its units: its section's segments, or a call of each part (whose macro
/// goes on with [`__isa_segments!`](crate::__isa_segments)). The header gives the word
/// type and the key field every class needs; the context each class gets carries them
/// with the operand mode and the modifiers every class ends with or may name.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_units {
    (
        $table:tt
        { name: $name:literal, word: $word:ty, bits: $wbits:literal, key: $key:ident $( $rest:tt )* }
        $mode:tt $common:tt [ $( $part:ident )+ ] {}
    ) => {
        $crate::__isa_table! { $table [ $( $part )+ ] }
        $( $part! { ($part) { $mode $common $word, $key } {} } )+
    };
    (
        $table:tt
        { name: $name:literal, word: $word:ty, bits: $wbits:literal, key: $key:ident $( $rest:tt )* }
        $mode:tt $common:tt [] { $( $classes:tt )* }
    ) => {
        $crate::__isa_table! { $table [ __isa_section ] }
        $crate::__isa_segments! {
            [ $( $classes )* use $crate::__isa_unit_end [] ]
            (__isa_section) { $mode $common $word, $key } {}
        }
    };
}

/// The end of a unit's segments (called as a template with no rows): each class expands
/// on its own ([`__isa_class!`](crate::__isa_class), with the doc comments written before
/// it), and the unit's items join its classes: their first form's index (`__BASE_<class>`,
/// after the forms of the classes before it), its form count, and its shares of the
/// table's arrays and builders.
///
/// A gathered run holds the doc comments before its first class and after each class,
/// then its classes: the docs after class `k` belong to class `k + 1`, and the docs after
/// the run's last class (before a `use`, or at the end) to none.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_unit_end {
    ([] ($unit:ident) $ctx:tt { $( { [ $( $docs:tt )* ] [ $( ( $class:ident $params:tt $body:tt ) )* ] } )* } []) => {
        $crate::__private::paste! {
            /// The unit's classes. Each class's module imports the instruction set's
            /// names (not this module's, which grow with the classes).
            #[allow(non_snake_case, non_upper_case_globals, dead_code)]
            mod [<__unit_ $unit>] {
                #[allow(unused_imports)]
                use super::*;

                $( $crate::__isa_zip_docs! { $ctx [ $( $docs )* ] [ $( ( $class $params $body ) )* (@end) ] } )*

                // Each class's place in the unit (its discriminant), the unit's offsets
                // (each class's first form, counted from the unit's), and each class's
                // first form's index: no constant waits on the one before it.
                #[allow(non_camel_case_types)]
                #[repr(usize)]
                enum __Classes { $( $( $class, )* )* }
                const CLASSES: usize = [ $( $( __Classes::$class, )* )* ].len();
                const OFFSETS: [usize; CLASSES + 1] =
                    $crate::__private::offsets(&[ $( $( [<__class_ $class>]::__CLASS_COUNT, )* )* ]);
                $( $(
                    const [<__BASE_ $class>]: usize =
                        [<__UNIT_BASE_ $unit>] + OFFSETS[__Classes::$class as usize];
                )* )*
                pub(super) const COUNT: usize = OFFSETS[CLASSES];
                pub(super) const FORMS: &[&[$crate::form::FormInfo<Kind>]] =
                    &[ $( $( &[<__class_ $class>]::__CLASS_FORMS, )* )* ];
                pub(super) const FIXED: &[&[$crate::__private::Fixed]] =
                    &[ $( $( &[<__class_ $class>]::__CLASS_FIXED, )* )* ];
                pub(super) const ATTRS: &[&[__IsaAttribute]] =
                    &[ $( $( &[<__class_ $class>]::__CLASS_ATTRS, )* )* ];
                /// The builder types of the unit's classes.
                pub(super) mod builders {
                    $( $( pub use super::[<__class_ $class>]::builders::*; )* )*
                }
            }
        }
    };
}

/// Pairs each class of a run with the doc comments before it (the end marker `(@end)`
/// with those after the run's last class).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_zip_docs {
    ($ctx:tt [ $( $docs:tt )* ] [ $( $class:tt )* ]) => {
        $( $crate::__isa_class! { $ctx $docs $class } )*
    };
}

/// One class, matched on its own and passed on in one fixed shape (see
/// [`__isa_class_emit!`](crate::__isa_class_emit)), every optional part filled in: the
/// class, its type parameters, doc comments (listed and joined), priority, gate and
/// attribute (each `(given)` or `()`), its fixed values, don't-care fields and defaults
/// (`[(name, field, value), …]`, `[field, …]`), modifiers, operands, syntax items, and
/// per form its name, docs (listed and joined), mnemonic, key, fixed values, type
/// arguments and gate (mnemonic and gate `(given)` or `()`, the mnemonic of a sweep's
/// form `(@sweep (mnemonic) suffix)`).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_class {
    ($ctx:tt [] (@end)) => {};
    ($ctx:tt [ $( $doc:literal ),+ ] (@end)) => {
        compile_error!(concat!(
            "define_isa!: a doc comment before a `use` or after the last class documents nothing: ",
            $( $doc, )+
        ));
    };
    // Forms, then the groups and sweeps a family's rows may have (the names of a sweep's
    // forms, `[<base _ suffix>]`, joined by `paste!`). Matching the optional pieces copies
    // what was matched so far, here only the class's own tokens.
    ($ctx:tt [ $( $cdoc:literal ),* ] ( $class:ident [ $( $param:ident ),* ] {
        $( priority: $prio:literal, )?
        $( when: $cwhen:expr, )?
        $( attribute: $cattr:expr, )?
        $( fixed { $( $cf:ident = $cv:expr ),* $(,)? } )?
        $( dontcare { $( $dc:ident ),* $(,)? } )?
        $( defaults { $( $df:tt = $dv:expr ),* $(,)? } )?
        $( mods $mods:tt )?
        $( operands $ops:tt )?
        $( syntax [ $( $syn:tt ),* $(,)? ] )?
        forms { $(
            $(#[doc = $formdoc:literal])*
            $form:ident $( ( $mn:literal ) )? $( = $keyval:tt )? $( $brief:literal )?
                $( { $( $ff:ident = $fv:expr ),* $(,)? } )?
                $( < $( $arg:ident ),+ > )?
                $( if $fwhen:expr )? ;
        )* $(
            * $gbrief:literal [ $(
                $(#[doc = $gdoc:literal])*
                $gform:ident $( ( $gmn:literal ) )? $( = $gkey:tt )?
                    $( { $( $gf:ident = $gv:expr ),* $(,)? } )?
                    $( < $( $garg:ident ),+ > )?
                    $( if $gwhen:ident )?
            )|+ ]
        )* $(
            * $sbase:ident $smn:tt $sdocs:tt $sdocc:tt $sfixed:tt [ $(
                $sfx:ident = $skey:tt $( { $( $ef:tt )* } )? $( < $( $sarg:ident ),+ > )?
            ),+ $(,)? ]
        )* }
    } )) => {
        $crate::__private::paste! { $crate::__isa_class_emit! { $ctx {
            $class [ $( $param ),* ] [ $( $cdoc ),* ] ( $( $cdoc, "\n", )* "" )
            ( $( $prio )? ) ( $( $cwhen )? ) ( $( $cattr )? )
            [ $( $( (stringify!($cf), fields::$cf, $cv) ),* )? ]
            [ $( $( fields::$dc ),* )? ]
            [ $( $( (stringify!($df), $crate::__isa_field!($df), $dv) ),* )? ]
            ( $( $mods )? ) ( $( $ops )? )
            [ $( $( $crate::__isa_syntax_item!($syn) ),* )? ]
            [ $(
                $form [ $( $formdoc, )* $( $brief, )? ]
                ( $( $formdoc, "\n", )* $( " ", $brief, "\n", )? "" )
                ( $( $mn )? ) ( $( $keyval )? )
                [ $( $( (stringify!($ff), fields::$ff, $fv) ),* )? ]
                [ $( $( $arg ),+ )? ] ( $( $fwhen )? )
            )* $( $(
                $gform [ $( $gdoc, )* $gbrief, ] ( $( $gdoc, "\n", )* " ", $gbrief, "\n", "" )
                ( $( $gmn )? ) ( $( $gkey )? )
                [ $( $( (stringify!($gf), fields::$gf, $gv) ),* )? ]
                [ $( $( $garg ),+ )? ] ( $( $gwhen )? )
            )+ )* $( $(
                [<$sbase _ $sfx>] $sdocs $sdocc ( @sweep $smn $sfx ) ( $skey )
                ( $crate::__isa_fixed!($sfixed { $( $( $ef )* )? }) ) [ $( $( $sarg ),+ )? ] ()
            )+ )* ]
        } } }
    };
}

/// One class's items, in a module of its own (`__class_<class>`): its constants, builder
/// types and builders' methods (as a whole table's were), its forms' indices
/// (`__Local`), and its share of the table: the forms' descriptors, fixed values and
/// attributes. The class's forms become `Form`'s constants, each the class's first index
/// (`__BASE_<class>`, from the unit) plus its place in the class.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_class_emit {
    (
        { $mode:tt $common:tt $word:ty, $key:ident }
        {
            $class:ident $params:tt $cdocs:tt $cdocc:tt $prio:tt $cwhen:tt $cattr:tt
            $cfixed:tt $cdc:tt $cdf:tt $mods:tt $ops:tt $syn:tt
            [ $( $form:ident $fdocs:tt $fdocc:tt $mn:tt $keyval:tt $ff:tt $args:tt $fwhen:tt )+ ]
        }
    ) => { $crate::__private::paste! {
        #[allow(non_snake_case, non_upper_case_globals, dead_code)]
        mod [<__class_ $class>] {
            #[allow(unused_imports)]
            use super::super::*;

            // The class's constants.
            const [<__CLASS_ $class>]: $crate::__private::ClassItems =
                $crate::__private::ClassItems {
                    name: stringify!($class),
                    doc: concat! $cdocc,
                    mods: [<__CLASS_MODS_ $class>],
                    syntax: [<__CLASS_SYNTAX_ $class>],
                    fixed: $crate::__private::Fixed::EMPTY.with_all(&$cfixed),
                    dontcare: $crate::__private::fields_mask(&$cdc),
                    defaults: $crate::__private::Fixed::EMPTY.with_all(&$cdf),
                    priority: $crate::__isa_or!($prio 0),
                    quiet: $crate::__private::Quiet::of([<__CLASS_MODS_ $class>]),
                    when: $crate::__isa_or!($cwhen $crate::form::Gate::ALWAYS),
                };
            const [<__CLASS_ATTR_ $class>]: __IsaAttribute = $crate::__isa_or!($cattr
                __isa_no_attribute(concat!(
                    "define_isa!: class `", stringify!($class), "` declares no `attribute`")));
            const [<__CLASS_SYNTAX_ $class>]: &[$crate::form::Item] = &$crate::__private::resolve_syntax(
                stringify!($class),
                $syn,
                [<__CLASS_MODS_ $class>],
                [<__CLASS_OPS_ $class>],
            );

            /// The class's builder types.
            pub(super) mod builders {
                $crate::__isa_builder_type! {
                    $word, $class [<$class:camel Forms>] $cdocs
                    [ $( $form [<$form:camel>] $fdocs [<__form_ $form>] )+ ]
                }
            }

            // The builders' methods, the forms' modules where they have one (a class of one
            // form, a parametrised class) and the class's fields.
            $crate::__isa_classes! {
                $mode $common $word;
                $class [<__CLASS_MODS_ $class>] [<__CLASS_OPS_ $class>]
                $params $cdocs $mods $ops
                [ $(
                    $form $fdocs $args
                    [<__form_ $form>] {
                        __CLASS_FIXED[__Local::$form as usize];
                        [<__CLASS_ $class>].dontcare;
                        [<__CLASS_ $class>].defaults
                    }
                    [<$form:camel>]
                )* ]
            }

            /// Each form's place in the class.
            #[allow(non_camel_case_types)]
            #[repr(u16)]
            pub(super) enum __Local { $( $form, )+ }

            pub(super) const __CLASS_COUNT: usize = [ $( __Local::$form, )+ ].len();

            // Each form's fixed values: its class's, its key's and its own.
            pub(super) const __CLASS_FIXED: [$crate::__private::Fixed; __CLASS_COUNT] = [ $(
                $crate::__isa_key!([<__CLASS_ $class>].fixed, $key, $keyval).with_all(&$ff),
            )+ ];

            #[allow(clippy::identity_op, clippy::eq_op)]
            pub(super) const __CLASS_FORMS: [$crate::form::FormInfo<Kind>; __CLASS_COUNT] = [ $(
                [<__CLASS_ $class>].form(
                    stringify!($form),
                    $crate::__isa_pick!($mn stringify!($form)),
                    // A brief reads like a one-line doc comment (` Brief.`).
                    concat! $fdocc,
                    &__CLASS_FIXED[__Local::$form as usize],
                    $crate::__isa_or!($fwhen $crate::form::Gate::ALWAYS),
                    $crate::__isa_form_ops!($params [<__CLASS_OPS_ $class>] [<__form_ $form>]),
                    __branch_of($crate::__isa_form_ops!($params [<__CLASS_OPS_ $class>] [<__form_ $form>])),
                ),
            )+ ];

            pub(super) const __CLASS_ATTRS: [__IsaAttribute; __CLASS_COUNT] = [ $(
                $crate::__isa_first!(@in self [<__CLASS_ATTR_ $class>] $form),
            )+ ];
        }

        #[allow(non_upper_case_globals)]
        impl Form { $(
            #[doc = $crate::__isa_doc_or!($fdocs $cdocs)]
            pub const $form: Form =
                Form(([<__BASE_ $class>] + [<__class_ $class>]::__Local::$form as usize) as u16);
        )+ }
    } };
}

/// A form's operand list: its class's, or (in a parametrised class) its module's, where
/// the class's parameters name the form's types.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_form_ops {
    ([] $cops:ident $fmod:ident) => {
        $cops
    };
    ([ $( $param:ident ),+ ] $cops:ident $fmod:ident) => {
        $fmod::OPS
    };
}
