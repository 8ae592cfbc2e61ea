//! The per-class half of `define_isa!`: each class's operand descriptors, modifier and
//! operand fields and builders, the lookup of the table's named modifiers, and the
//! per-form items of parametrised classes (called by `define_isa!` through
//! `__isa_classes!`).

/// Each class's operand descriptors, operand and modifier fields and its forms' builders
/// (one flat repetition, so that the instruction set's operand mode can be used inside).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_classes {
    ($mode:tt $common:tt $word:ty; $( $class:ident $cmods:ident $cops:ident $params:tt $cdocs:tt $mods:tt $ops:tt $forms:tt )*) => {
        $( $crate::__isa_class_items! { $mode $word, $class $cmods $cops, $params, $cdocs, $mods $common, $ops, $forms } )*
    };
}

/// One class's items: a plain class shares its operand descriptors and fields among its
/// forms; a parametrised class (`class name<S> { … }`, each form naming its types
/// `<F32>`) gets them per form, in a module of the form's own where the parameters name
/// the form's types. (The names of the items come ready-made from `define_isa!`.)
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_class_items {
    // A class without `mods` or `operands` has empty lists (the lists come wrapped in
    // parentheses, so that the table's own tokens are passed along as one tree each).
    ($mode:tt $word:ty, $class:ident $cmods:ident $cops:ident, $params:tt, $cdocs:tt, ( $mods:tt ) $common:tt, $ops:tt, $forms:tt) => {
        $crate::__isa_class_items! { $mode $word, $class $cmods $cops, $params, $cdocs, $mods $common, $ops, $forms }
    };
    ($mode:tt $word:ty, $class:ident $cmods:ident $cops:ident, $params:tt, $cdocs:tt, () $common:tt, $ops:tt, $forms:tt) => {
        $crate::__isa_class_items! { $mode $word, $class $cmods $cops, $params, $cdocs, [] $common, $ops, $forms }
    };
    ($mode:tt $word:ty, $class:ident $cmods:ident $cops:ident, $params:tt, $cdocs:tt, $mods:tt $common:tt, ( $ops:tt ), $forms:tt) => {
        $crate::__isa_class_items! { $mode $word, $class $cmods $cops, $params, $cdocs, $mods $common, $ops, $forms }
    };
    ($mode:tt $word:ty, $class:ident $cmods:ident $cops:ident, $params:tt, $cdocs:tt, $mods:tt $common:tt, (), $forms:tt) => {
        $crate::__isa_class_items! { $mode $word, $class $cmods $cops, $params, $cdocs, $mods $common, [], $forms }
    };
    (
        $mode:tt $word:ty, $class:ident $cmods:ident $cops:ident, [], $cdocs:tt, $mods:tt [], $ops:tt,
        [ $( $form:ident $docs:tt [] $fmod:ident $fx:tt $builder:ident )* ]
    ) => {
        #[allow(non_upper_case_globals, dead_code)]
        pub(super) const $cmods: &[$crate::form::ModDesc] = $crate::__isa_mods!($mods);
        #[allow(non_upper_case_globals, dead_code)]
        pub(super) const $cops: &[$crate::form::OperandDesc<Kind>] = $crate::__isa_ops!($ops);
        $crate::__isa_builders! {
            $mode $word, $class, $mods, $ops, $cdocs (wrap $cops) [ $( $form $fmod $fx $builder $docs )* ]
        }
    };
    (
        $mode:tt $word:ty, $class:ident $cmods:ident $cops:ident, [], $cdocs:tt, $mods:tt [], $ops:tt,
        $forms:tt
    ) => {
        compile_error!(concat!("define_isa!: class `", stringify!($class),
            "` has no type parameters, yet a form gives types"));
    };
    // A parametrised class of several forms: one builder type, with the modifiers'
    // methods written once, and each form's constructor and operand methods in its module.
    (
        $mode:tt $word:ty, $class:ident $cmods:ident $cops:ident, $params:tt, $cdocs:tt, $mods:tt [], $ops:tt,
        [ $form0:ident $docs0:tt $args0:tt $fmod0:ident $fx0:tt $builder0:ident
          $( $form:ident $docs:tt $args:tt $fmod:ident $fx:tt $builder:ident )+ ]
    ) => {
        #[allow(non_upper_case_globals, dead_code)]
        pub(super) const $cmods: &[$crate::form::ModDesc] = $crate::__isa_mods!($mods);
        $crate::__private::paste! {
            $crate::__isa_builders! { $mode $word, $class, $mods, [], $cdocs (shared [ $form0 $( $form )+ ]) [] }
            $crate::__isa_param_form! {
                $mode $word, $form0 $fmod0 $fx0 $builder0, $params $args0, $cdocs, [], $ops, $docs0, [<$class:camel Forms>]
            }
            $( $crate::__isa_param_form! {
                $mode $word, $form $fmod $fx $builder, $params $args, $cdocs, [], $ops, $docs, [<$class:camel Forms>]
            } )*
        }
        #[allow(non_upper_case_globals, dead_code)]
        pub(super) const $cops: &[$crate::form::OperandDesc<Kind>] = $crate::__isa_first!(@ops $fmod0 $( , $fmod )*);
    };
    (
        $mode:tt $word:ty, $class:ident $cmods:ident $cops:ident, $params:tt, $cdocs:tt, $mods:tt [], $ops:tt,
        [ $( $form:ident $docs:tt $args:tt $fmod:ident $fx:tt $builder:ident )* ]
    ) => {
        #[allow(non_upper_case_globals, dead_code)]
        pub(super) const $cmods: &[$crate::form::ModDesc] = $crate::__isa_mods!($mods);
        $( $crate::__isa_param_form! {
            $mode $word, $form $fmod $fx $builder, $params $args, $cdocs, $mods, $ops, $docs
        } )*
        #[allow(non_upper_case_globals, dead_code)]
        pub(super) const $cops: &[$crate::form::OperandDesc<Kind>] = $crate::__isa_first!(@ops $( $fmod ),*);
    };
    // The table declares named modifiers (`modifiers { … }`): the class's list may name
    // them alone; each is replaced by its declaration before anything reads the list.
    (
        $mode:tt $word:ty, $class:ident $cmods:ident $cops:ident, $params:tt, $cdocs:tt,
        $mods:tt [ $( [ $( $common:tt )* ] )? @named $named:tt ], $ops:tt, $forms:tt
    ) => {
        __isa_named_mods! {
            $mods [] ( $mode $word, $class $cmods $cops, $params, $cdocs, ) [ $( [ $( $common )* ] )? ] ( , $ops, $forms )
        }
    };
    // The class's own modifiers, then those every class ends with: merged once here (last,
    // so that a table without `every class` never parses its modifier lists twice).
    (
        $mode:tt $word:ty, $class:ident $cmods:ident $cops:ident, $params:tt, $cdocs:tt,
        [ $( $mname:ident : $mty:ident @ $mfield:tt $( = $flag:literal )? $( if $mwhen:expr )? ),* $(,)? ] [ [ $( $cname:ident : $cty:ident @ $cfield:tt $( = $cflag:literal )? $( if $cwhen:expr )? ),* $(,)? ] ], $ops:tt, $forms:tt
    ) => {
        $crate::__isa_class_items! { $mode $word, $class $cmods $cops, $params, $cdocs, [ $( $mname : $mty @ $mfield $( = $flag )? $( if $mwhen )?, )* $( $cname : $cty @ $cfield $( = $cflag )? $( if $cwhen )?, )* ] [], $ops, $forms }
    };
}

/// A table's named modifiers (`modifiers { … }`) as a local macro that walks a class's
/// modifier list: a whole entry stays, a name alone becomes its declaration; then the
/// class's items go on with the resolved list (one level of nesting per entry).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_named {
    (($d:tt) { $( $nm:ident : $nty:ident @ $nfield:tt $( = $nflag:literal )? $( if $nwhen:expr )? ),* $(,)? }) => {
        // Each declaration's type and field exist, even where no class names it, and a name
        // declared twice is an error ("the name `slot` is defined multiple times").
        #[allow(non_upper_case_globals, dead_code)]
        const _: () = {
            $( const $nm: (core::marker::PhantomData<$nty>, $crate::bits::Field) =
                (core::marker::PhantomData, $crate::__isa_field!($nfield)); )*
        };
        #[allow(unused_macros)]
        macro_rules! __isa_named_mods {
            ([] [ $d ( $d done:tt )* ] ( $d ( $d head:tt )* ) $d common:tt ( $d ( $d tail:tt )* )) => {
                $crate::__isa_class_items! { $d ( $d head )* [ $d ( $d done )* ] $d common $d ( $d tail )* }
            };
            $(
                ([ $nm $d ( , $d ( $d rest:tt )* )? ] [ $d ( $d done:tt )* ] $d ( $d more:tt )*) => {
                    __isa_named_mods! {
                        [ $d ( $d ( $d rest )* )? ]
                        [ $d ( $d done )* $nm : $nty @ $nfield $( = $nflag )? $( if $nwhen )?, ] $d ( $d more )*
                    }
                };
                // `name if GATE`: the declaration with this gate instead of its own.
                ([ $nm if $d w:expr $d ( , $d ( $d rest:tt )* )? ] [ $d ( $d done:tt )* ] $d ( $d more:tt )*) => {
                    __isa_named_mods! {
                        [ $d ( $d ( $d rest )* )? ]
                        [ $d ( $d done )* $nm : $nty @ $nfield $( = $nflag )? if $d w, ] $d ( $d more )*
                    }
                };
                // `alias = name`: the declaration under the class's own name.
                ([ $d a:ident = $nm $d ( , $d ( $d rest:tt )* )? ] [ $d ( $d done:tt )* ] $d ( $d more:tt )*) => {
                    __isa_named_mods! {
                        [ $d ( $d ( $d rest )* )? ]
                        [ $d ( $d done )* $d a : $nty @ $nfield $( = $nflag )? $( if $nwhen )?, ] $d ( $d more )*
                    }
                };
                // `alias = name if GATE`.
                ([ $d a:ident = $nm if $d w:expr $d ( , $d ( $d rest:tt )* )? ] [ $d ( $d done:tt )* ] $d ( $d more:tt )*) => {
                    __isa_named_mods! {
                        [ $d ( $d ( $d rest )* )? ]
                        [ $d ( $d done )* $d a : $nty @ $nfield $( = $nflag )? if $d w, ] $d ( $d more )*
                    }
                };
            )*
            (
                [ $d m:ident : $d t:ident @ $d f:tt $d ( = $d flag:literal )? $d ( if $d w:expr )? $d ( , $d ( $d rest:tt )* )? ]
                [ $d ( $d done:tt )* ] $d ( $d more:tt )*
            ) => {
                __isa_named_mods! {
                    [ $d ( $d ( $d rest )* )? ] [ $d ( $d done )* $d m : $d t @ $d f $d ( = $d flag )? $d ( if $d w )?, ] $d ( $d more )*
                }
            };
            (
                [ $d other:ident $d ( if $d w:expr )? $d ( , $d ( $d rest:tt )* )? ] $d done:tt
                ( $d mode:tt $d word:ty, $d class:ident $d ( $d more:tt )* ) $d ( $d tail:tt )*
            ) => {
                compile_error!(concat!("define_isa!: class `", stringify!($d class), "` names the modifier `",
                    stringify!($d other), "`, which the table's `modifiers` section does not declare"));
            };
            (
                [ $d a:ident = $d other:ident $d ( if $d w:expr )? $d ( , $d ( $d rest:tt )* )? ] $d done:tt
                ( $d mode:tt $d word:ty, $d class:ident $d ( $d more:tt )* ) $d ( $d tail:tt )*
            ) => {
                compile_error!(concat!("define_isa!: class `", stringify!($d class), "` names the modifier `",
                    stringify!($d other), "`, which the table's `modifiers` section does not declare"));
            };
            ([ $d ( $d list:tt )* ] $d done:tt ( $d mode:tt $d word:ty, $d class:ident $d ( $d more:tt )* ) $d ( $d tail:tt )*) => {
                compile_error!(concat!("define_isa!: class `", stringify!($d class), "`: cannot read the modifiers `",
                    stringify!($d ( $d list )*), "`: each entry is `name: Type @ FIELD`, `name: bool @ FIELD = \".text\"`, or a name the table's `modifiers` section declares (`name`, `name if GATE`, `alias = name`)"));
            };
        }
    };
}

/// A form of a parametrised class, in a module of its own where its class's parameters
/// name the form's types: its operand descriptors, fields and builder.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_param_form {
    (
        $mode:tt $word:ty, $form:ident $fmod:ident $fx:tt $builder:ident,
        [ $( $param:ident ),+ ] [ $( $arg:ident ),+ ], $cdocs:tt, $mods:tt, $ops:tt, $docs:tt
    ) => {
        $crate::__isa_param_module! {
            $mode $word, $form $fmod $fx $builder, [ $( $param ),+ ] [ $( $arg ),+ ], $cdocs, $mods, $ops, $docs, (flat)
        }
    };
    // A form of a parametrised class of several forms: the class's builder type for this
    // form (`$cstruct`, see `__isa_class_builder!`) gets the form's constructor and operand
    // methods in the form's module, and the form's builder is its alias.
    (
        $mode:tt $word:ty, $form:ident $fmod:ident $fx:tt $builder:ident,
        [ $( $param:ident ),+ ] [ $( $arg:ident ),+ ], $cdocs:tt, $mods:tt, $ops:tt, $docs:tt, $cstruct:ident
    ) => {
        $crate::__isa_param_module! {
            $mode $word, $form $fmod $fx $builder, [ $( $param ),+ ] [ $( $arg ),+ ], $cdocs, $mods, $ops, $docs,
            (impl_for $cstruct)
        }
    };
    ($mode:tt $word:ty, $form:ident $( $names:ident )*, $params:tt $args:tt, $( $rest:tt )*) => {
        compile_error!(concat!("define_isa!: form `", stringify!($form),
            "` must give one type per parameter of its class, as `<Type, …>`"));
    };
}

/// The first of two names, in module `$m` (a class's item, written once per form of
/// the class), or the operands of the first of a list of form modules.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_first {
    (@in $m:ident $first:ident $second:ident) => {
        $m::$first
    };
    (@ops $first:ident $( , $rest:ident )*) => {
        $first::OPS
    };
}

/// The module of a parametrised class's form (see [`__isa_param_form!`]): its class's
/// parameters naming its types, its operand descriptors, and its builder's items made by
/// `__isa_builders!` in `$wrap` mode.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_param_module {
    (
        $mode:tt $word:ty, $form:ident $fmod:ident $fx:tt $builder:ident,
        [ $( $param:ident ),+ ] [ $( $arg:ident ),+ ], $cdocs:tt, $mods:tt, $ops:tt, $docs:tt, $wrap:tt
    ) => {
        #[allow(non_snake_case)]
        pub(super) mod $fmod {
            #[allow(unused_imports)]
            use super::*;
            $( type $param = $arg; )+
            /// The form's operands, its types in place of the class's parameters.
            #[allow(non_upper_case_globals, dead_code)]
            pub(crate) const OPS: &[$crate::form::OperandDesc<Kind>] = {
                #[allow(non_upper_case_globals, dead_code, unused_imports)]
                mod __kind {
                    pub(super) use super::__kind::*;
                    $( pub(super) const $param: super::Kind = super::Kind::$arg; )+
                }
                $crate::__isa_ops!($ops)
            };
            $crate::__isa_builders! { $mode $word, $form, $mods, $ops, $cdocs $wrap [ $form $fmod $fx $builder $docs ] }
        }
    };
}
