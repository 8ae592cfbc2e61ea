//! The enums of a table's `enums` section, with their name tables (called by
//! `define_isa!` inside the generated `enums` module).

/// One enum per entry of the `enums` section: the type, its name and spelling tables,
/// `from_raw`/`raw`/`text`, and the check that every value fits its width.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_enums {
    (
        $(
            $(#[doc = $edoc:literal])*
            enum $enum:ident : $ewidth:literal $(, $efallback:ident $( $eothers:literal )?)? {
                $( $(#[doc = $vdoc:literal])* $variant:ident = $value:literal => $($vdef:ident)? $text:literal ),* $(,)?
            }
        )*
    ) => {
        $(
            $(#[doc = $edoc])*
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
            pub enum $enum {
                $(
                    $(#[doc = $vdoc])*
                    #[doc = $crate::__isa_value_doc!($($vdef)? $text)]
                    $variant = $value,
                )*
            }

            impl $enum {
                /// Bits of the value.
                pub const WIDTH: u32 = $ewidth;
                /// Printed text of each value (`None`: no name; `""`: prints nothing).
                pub const NAMES: [Option<&'static str>; 1 << $ewidth] =
                    $crate::__private::name_table(&[ $( ($value, $crate::__isa_printed!($($vdef)? $text)) ),* ],
                        $crate::__isa_or!(( $( $( Some($eothers) )? )? ) None));
                /// How each value is written in assembly (`None`: it cannot be written
                /// out). A `default` value prints nothing but keeps its name here.
                pub const SPELLINGS: [Option<&'static str>; 1 << $ewidth] =
                    $crate::__private::spelling_table(&[ $( ($value, $text) ),* ],
                        $crate::__isa_or!(( $( $( Some($eothers) )? )? ) None));
                /// Each value's text padded for the print plans.
                #[doc(hidden)]
                pub const CHUNKS: [$crate::__private::Chunk; 1 << $ewidth] =
                    $crate::__private::Chunk::table(&Self::NAMES);
                /// How unnamed values print.
                pub const FALLBACK: $crate::form::Fallback = $crate::__isa_fallback!($($efallback)?);
                /// Every value, in declaration order.
                pub const ALL: &'static [$enum] = &[ $( $enum::$variant ),* ];
                /// The value of a raw field, if it has a name.
                pub const fn from_raw(raw: u128) -> Option<Self> {
                    match raw {
                        $( $value => Some($enum::$variant), )*
                        _ => None,
                    }
                }
                /// The raw field value.
                pub const fn raw(self) -> u128 {
                    self as u128
                }
                /// The printed text (empty for a `default` value).
                pub const fn text(self) -> &'static str {
                    match self { $( $enum::$variant => $crate::__isa_printed!($($vdef)? $text), )* }
                }
            }

            const _: () = assert!(
                $crate::__private::values_fit(&[ $( ($value, $text) ),* ], $ewidth),
                concat!("define_isa!: enum `", stringify!($enum), "` has a value wider than its ",
                        stringify!($ewidth), " bits")
            );
        )*
    };
}
