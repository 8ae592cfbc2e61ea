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
/// each class's after the previous one's forms), its form count, and its shares of the
/// table's arrays and builders.
///
/// A gathered run holds the doc comments before its first class and after each class,
/// then its classes: the docs after class `k` belong to class `k + 1`, and the docs after
/// the run's last class (before a `use`, or at the end) to none.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_unit_end {
    ([] ($unit:ident) $ctx:tt { $( { [ $( $docs:tt )* ] [ $( ( $class:ident $params:tt $body:tt ) )* ] } )* } []) => {
        $( $crate::__isa_zip_docs! { $ctx [ $( $docs )* ] [ $( ( $class $params $body ) )* (@end) ] } )*
        $crate::__private::paste! {
            $crate::__isa_bases! {
                __BASE_ __COUNT_
                [ [<__START_ $unit>] $( $( $class )* )* ] [ $( $( $class )* )* [<__END_ $unit>] ]
            }
            #[allow(non_upper_case_globals)]
            const [<__BASE___START_ $unit>]: usize = [<__UNIT_BASE_ $unit>];
            #[allow(non_upper_case_globals)]
            const [<__COUNT___START_ $unit>]: usize = 0;
            #[allow(non_upper_case_globals)]
            const [<__UNIT_COUNT_ $unit>]: usize = [<__BASE___END_ $unit>] - [<__UNIT_BASE_ $unit>];
            #[allow(non_upper_case_globals)]
            const [<__UNIT_FORMS_ $unit>]: &[&[$crate::form::FormInfo<Kind>]] =
                &[ $( $( &[<__class_ $class>]::__CLASS_FORMS, )* )* ];
            #[allow(non_upper_case_globals)]
            const [<__UNIT_FIXED_ $unit>]: &[&[$crate::__private::Fixed]] =
                &[ $( $( &[<__class_ $class>]::__CLASS_FIXED, )* )* ];
            #[allow(non_upper_case_globals)]
            const [<__UNIT_ATTRS_ $unit>]: &[&[__IsaAttribute]] =
                &[ $( $( &[<__class_ $class>]::__CLASS_ATTRS, )* )* ];
            /// The builder types of the unit's classes.
            #[allow(non_snake_case)]
            mod [<__builders_of_ $unit>] {
                $( $( pub use super::[<__class_ $class>]::builders::*; )* )*
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

/// `const <$base><cur>: usize = <$base><prev> + <$count><prev>;` for each pair of names
/// at the same place in the two lists (the second list is the first shifted by one).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_bases {
    ($base:ident $count:ident [ $( $prev:ident )* ] [ $( $cur:ident )* ]) => {
        $crate::__private::paste! { $(
            #[allow(non_upper_case_globals)]
            const [<$base $cur>]: usize = [<$base $prev>] + [<$count $prev>];
        )* }
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
            use super::*;

            /// The class's constants.
            mod __classes {
                #[allow(unused_imports)]
                use super::*;
                pub(super) const [<__CLASS_ $class>]: $crate::__private::ClassItems =
                    $crate::__private::ClassItems {
                        doc: concat! $cdocc,
                        fixed: $crate::__private::Fixed::EMPTY.with_all(&$cfixed),
                        dontcare: $crate::__private::fields_mask(&$cdc),
                        defaults: $crate::__private::Fixed::EMPTY.with_all(&$cdf),
                        priority: $crate::__isa_or!($prio 0),
                        quiet: $crate::__private::Quiet::of(__builders::[<__CLASS_MODS_ $class>]),
                        when: $crate::__isa_or!($cwhen $crate::form::Gate::ALWAYS),
                    };
                pub(super) const [<__CLASS_ATTR_ $class>]: __IsaAttribute = $crate::__isa_or!($cattr
                    __isa_no_attribute(concat!(
                        "define_isa!: class `", stringify!($class), "` declares no `attribute`")));
                pub(super) const [<__CLASS_SYNTAX_ $class>]: &[$crate::form::Item] = &$crate::__private::resolve_syntax(
                    stringify!($class),
                    $syn,
                    __builders::[<__CLASS_MODS_ $class>],
                    __builders::[<__CLASS_OPS_ $class>],
                );
            }

            /// The class's builder types.
            pub(super) mod builders {
                $crate::__isa_builder_type! {
                    $word, $class [<$class:camel Forms>] $cdocs
                    [ $( $form [<$form:camel>] $fdocs [<__form_ $form>] )+ ]
                }
            }

            /// The builders' methods, each form's module and the class's fields.
            mod __builders {
                #[allow(unused_imports)]
                use super::*;
                $crate::__isa_classes! {
                    $mode $common $word;
                    $class [<__CLASS_MODS_ $class>] [<__CLASS_OPS_ $class>]
                    $params $cdocs $mods $ops
                    [ $(
                        $form $fdocs $args
                        [<__form_ $form>] {
                            $crate::__isa_key!(__classes::[<__CLASS_ $class>].fixed, $key, $keyval)
                                .with_all(&$ff);
                            __classes::[<__CLASS_ $class>].dontcare;
                            __classes::[<__CLASS_ $class>].defaults
                        }
                        [<$form:camel>]
                    )* ]
                }
            }

            /// Each form's place in the class.
            #[allow(non_camel_case_types)]
            #[repr(u16)]
            pub(super) enum __Local { $( $form, )+ }

            pub(super) const __CLASS_COUNT: usize = [ $( __Local::$form, )+ ].len();

            #[allow(clippy::identity_op, clippy::eq_op)]
            pub(super) const __CLASS_FORMS: [$crate::form::FormInfo<Kind>; __CLASS_COUNT] = [ $(
                $crate::form::FormInfo {
                    name: stringify!($form),
                    mnemonic: $crate::__isa_pick!($mn stringify!($form)),
                    class: stringify!($class),
                    doc: $crate::__private::doc_or(
                        // A brief reads like a one-line doc comment (` Brief.`).
                        concat! $fdocc,
                        __classes::[<__CLASS_ $class>].doc,
                    ),
                    mask: __builders::[<__form_ $form>]::FIXED.mask & !__classes::[<__CLASS_ $class>].dontcare,
                    bits: __builders::[<__form_ $form>]::FIXED.bits & !__classes::[<__CLASS_ $class>].dontcare,
                    dontcare: __classes::[<__CLASS_ $class>].dontcare,
                    defaults: __classes::[<__CLASS_ $class>].defaults.bits,
                    priority: __classes::[<__CLASS_ $class>].priority,
                    when: __classes::[<__CLASS_ $class>].when
                        .and($crate::__isa_or!($fwhen $crate::form::Gate::ALWAYS)),
                    mods: __builders::[<__CLASS_MODS_ $class>],
                    operands: __builders::[<__form_ $form>]::OPS,
                    syntax: __classes::[<__CLASS_SYNTAX_ $class>],
                    quiet: __classes::[<__CLASS_ $class>].quiet,
                    branch: __branch_of(__builders::[<__form_ $form>]::OPS),
                },
            )+ ];

            pub(super) const __CLASS_FIXED: [$crate::__private::Fixed; __CLASS_COUNT] =
                [ $( __builders::[<__form_ $form>]::FIXED, )+ ];

            pub(super) const __CLASS_ATTRS: [__IsaAttribute; __CLASS_COUNT] = [ $(
                $crate::__isa_first!(@in __classes [<__CLASS_ATTR_ $class>] $form),
            )+ ];
        }

        #[allow(non_upper_case_globals)]
        const [<__COUNT_ $class>]: usize = [<__class_ $class>]::__CLASS_COUNT;

        #[allow(non_upper_case_globals)]
        impl Form { $(
            #[doc = $crate::__isa_doc_or!($fdocs $cdocs)]
            pub const $form: Form =
                Form(([<__BASE_ $class>] + [<__class_ $class>]::__Local::$form as usize) as u16);
        )+ }
    } };
}
