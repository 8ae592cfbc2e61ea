//! The operand kinds of a table whose kinds are envydis-style sub-tables (G80): from the
//! `operands(word)` entries that give their atoms (`Ssw @ [9..15] => [T(TAB_SSW)] owns
//! [(B24, B24) => B24 | B25 | SAREG]`), the kind types, their printing and `atoms_of`.

/// The kind types of an `operands(word)` list whose every entry gives its atoms (called by
/// `__isa_table!` with the whole list; any other list makes nothing).
///
/// Each kind is a type whose value is its *main field* (the bits the entry gives the
/// kind, `Ssw @ [9..15]`, whose width is read from there; a kind given no field, `@ _`,
/// states its width, `Cond: 2 @ _`) plus the bits it sets elsewhere in the word, read
/// back from a word as `owns` says: `owns read`, every bit outside the main field that
/// its rows may read ([`reads`](crate::subtable::reads): the address register,
/// post-increment flag and space index of a memory operand, a row's selector);
/// `owns [(value, mask) => bits, …]`, `word & bits` of the first row whose
/// `word & mask == value` (for a kind that owns its selector only while the selector
/// picks it; no row matching, no bits), or `owns ROWS`, such rows as a constant
/// `&[(value, mask, bits)]` that several kinds share; nothing without `owns`. The type
/// prints by walking its atoms (the sub-table printer) and is assembled with the whole
/// line against the same atoms (`atoms_of`, also made here: the atoms of each [`Kind`]).
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_word_kinds {
    (@width $name:ident) => { <$name as __IsaKindField>::FIELD.width() };
    (@width $name:ident $width:literal) => { $width };
    (@extra $name:ident, $field:ident, $w:expr; ) => { 0 };
    (@extra $name:ident, $field:ident, $w:expr; read) => {{
        const READS: u64 = $crate::subtable::reads($name::ATOMS);
        $w & READS & !($field.mask() as u64)
    }};
    (@extra $name:ident, $field:ident, $w:expr; $rows:tt) => {
        $crate::subtable::owned(__kind_atoms::$name.1, $w)
    };
    (@owns [ $( ($val:expr, $mask:expr) => $bits:expr ),* $(,)? ]) => {
        &[ $( ($val, $mask, $bits) ),* ]
    };
    (@owns $(read)?) => { &[] };
    (@owns $rows:ident) => { $rows };
    (
        [ $target:ty ] [ $( $rows:ident )? ]
        [ $( $(#[doc = $doc:literal])* $name:ident $(: $width:literal)?
           => [ $($atom:expr),* $(,)? ] $(owns $owns:tt)? ),* $(,)? ]
    ) => {
        /// The operand kinds, one type per entry of the table's `operands(word)` list:
        /// each a sub-table, whose value is its main field plus the bits it sets elsewhere
        /// in the word.
        pub mod kinds {
            $(
                $(#[doc = $doc])*
                ///
                /// A word-level value (see [`define_isa!`](crate::define_isa)'s `operands(word)`):
                /// the operand's main field plus the bits it sets elsewhere in the word.
                #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
                pub struct $name {
                    pub(super) main: u32,
                    pub(super) extra: u64,
                }
            )*
        }
        #[allow(unused_imports)]
        use kinds::*;

        /// Each kind's atoms and `owns` rows, where the names of the module holding the
        /// rows (`operands(word, rows: module)`) are in scope.
        #[allow(non_upper_case_globals)]
        mod __kind_atoms {
            #[allow(unused_imports)]
            use super::*;
            $( #[allow(unused_imports)] use super::$rows::*; )?
            #[allow(unused_imports)]
            use $crate::subtable::{Atom::*, imm, ctarg, ign};
            #[allow(unused_imports)]
            use $crate::bits::Field;
            $(
                pub(super) const $name: (&[$crate::subtable::Atom], &[(u64, u64, u64)]) =
                    (&[$($atom),*], $crate::__isa_word_kinds!(@owns $($owns)?));
            )*
        }

        // Any main field value, no bits elsewhere (like `from_raw`).
        $crate::__isa_arbitrary_from_raw! { $( [] $name ),* }

        $(
            impl $name {
                /// Bits of the main field.
                pub const WIDTH: u32 = $crate::__isa_word_kinds!(@width $name $($width)?);
                /// The sub-table the operand prints (what the assembler reads, too).
                pub(crate) const ATOMS: &'static [$crate::subtable::Atom] = __kind_atoms::$name.0;
                /// The main field value.
                pub const fn raw(self) -> u128 {
                    self.main as u128
                }
                /// From a raw main field value, no other bits (higher bits are dropped).
                pub const fn from_raw(raw: u128) -> Self {
                    $name { main: (raw & $crate::bits::low_mask(Self::WIDTH)) as u32, extra: 0 }
                }
                #[doc(hidden)]
                /// Bits the value sets outside its main field (`w0 | w1 << 32` numbering).
                pub const fn extra(self) -> u64 {
                    self.extra
                }
                #[doc(hidden)]
                /// From a main field value and bits elsewhere in the word, unchecked (the
                /// typed constructors build only combinations the sub-table decodes).
                pub const fn from_parts(main: u32, extra: u64) -> Self {
                    $name { main: main & ($crate::bits::low_mask(Self::WIDTH) as u32), extra }
                }
                #[doc(hidden)]
                /// `word` with the value placed: the main value in `field`, the other
                /// bits or-ed in.
                #[inline(always)]
                pub const fn place(self, field: $crate::bits::Field, word: u128) -> u128 {
                    field.insert(word, self.main as u128) | self.extra as u128
                }
                #[doc(hidden)]
                /// Reads the value of a word back (what [`Self::place`] put there).
                #[inline]
                pub const fn from_word(field: $crate::bits::Field, word: u128) -> Self {
                    $name {
                        main: field.get(word) as u32,
                        extra: $crate::__isa_word_kinds!(
                            @extra $name, field, word as u64; $($owns)?
                        ),
                    }
                }
                /// Whether two values are the same (a `const` `==`).
                #[inline]
                pub const fn same(&self, other: &Self) -> bool {
                    self.main == other.main && self.extra == other.extra
                }
                #[doc(hidden)]
                /// `word` without the value's bits: its main field and the bits it set
                /// elsewhere (bits it shares with another operand, such as `$a`, go too).
                #[inline]
                pub const fn clear(field: $crate::bits::Field, word: u128) -> u128 {
                    word & !field.mask() & !(Self::from_word(field, word).extra as u128)
                }
            }

            #[doc(hidden)]
            impl $crate::isa::OperandIn<$target> for $name {
                /// Prints the operand for `target` and reports the bits it read.
                fn write_in(
                    _raw: u128,
                    word: u128,
                    target: $target,
                    out: &mut $crate::text::Sink<'_>,
                ) -> Result<$crate::isa::Claim, core::fmt::Error> {
                    $crate::subtable::write_operand(Self::ATOMS, word, target, out)
                }
                /// Sub-table operands are not parsed one by one: an operand's text sets
                /// bits all over the word (selectors, `$a`, space indices), so the
                /// instruction set's assembler parses whole lines against the operand's
                /// atoms ([`subtable::asm`](crate::subtable::asm)). This entry point of
                /// the generic parser says so.
                fn parse_in(
                    cur: &mut $crate::text::Cursor<'_>,
                    _target: $target,
                ) -> Result<u128, $crate::error::AsmError> {
                    Err(cur.error(
                        $crate::error::AsmErrorKind::Unsupported,
                        "these operands are assembled with the whole line (Insn::assemble_in)",
                    ))
                }
            }
        )*

        /// The atoms an operand kind prints and assembles with (one arm per kind above,
        /// so a kind missing here or unknown to the table does not compile).
        pub(crate) const fn atoms_of(kind: Kind) -> &'static [$crate::subtable::Atom] {
            use Kind as K;
            match kind { $( K::$name => $name::ATOMS, )* }
        }
    };
    // Every entry gives its atoms, but the header names no `target:`.
    (
        [ ] [ $( $rows:ident )? ]
        [ $( $(#[doc = $doc:literal])* $name:ident $(: $width:literal)?
           => [ $($atom:expr),* $(,)? ] $(owns $owns:tt)? ),* $(,)? ]
    ) => {
        compile_error!(
            "a table whose operands are sub-tables declares a `target:` in its header \
             (a unit struct implementing `isadef::isa::DecodeTarget` when nothing is gated)"
        );
    };
    ($($other:tt)*) => {};
}
