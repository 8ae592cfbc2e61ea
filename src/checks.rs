//! The compile-time checks `define_isa!` runs over every table, each shown firing.
//!
//! Every check is a `const` assertion whose message names the form, field or enum,
//! e.g. ``define_isa!: form `b` can match the same word as form `a` without a
//! declared priority``. The examples below are doctests: the `compile_fail` ones must
//! fail to compile, and differ from the compiling control only in the mistake.

/// A correct table compiles (the control for the failing examples below):
///
/// ```rust
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods [mode: Mode @ MODE, flag: bool @ FLAG = ".f"]
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1; b = 2; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod control {}

/// An operand field overlapping the form's fixed bits (`SRC` is fixed by the form):
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods []
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1 { SRC = 0 }; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod operand_over_fixed_bits {}

/// Two operand fields sharing a bit (`SRC2` overlaps `SRC`):
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; SRC2 = [28..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods []
///             operands [dst: Reg @ DST, src: Reg @ SRC, x: Reg @ SRC2]
///             forms { a = 1; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod operands_share_a_bit {}

/// A field reaching past the word (bit 32 of a 32-bit word):
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; BAD = [30..33]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods []
///             operands [dst: Reg @ DST]
///             forms { a = 1; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod field_past_word {}

/// Two forms that can match the same word without a declared priority (`b` is `a` with one more bit fixed):
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods []
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1; b = 1 { FLAG = 1 }; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod forms_overlap {}

/// The same two forms with a priority on one class compile (the more specific wins):
///
/// ```rust
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods []
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1; }
///         }
///         class d {
///             priority: 1,
///             fixed { FLAG = 1 } dontcare {} defaults {}
///             mods []
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { b = 1; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod priority_resolves_overlap {}

/// A fixed value wider than its field (`FLAG` is one bit):
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods []
///             operands [dst: Reg @ DST]
///             forms { a = 1 { FLAG = 2 }; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod fixed_value_too_wide {}

/// An enum value wider than its declared width (`D = 4` in a 2-bit enum):
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", D = 4 => ".d" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods [mode: Mode @ MODE]
///             operands [dst: Reg @ DST]
///             forms { a = 1; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod enum_value_too_wide {}

/// An enum wider than the field it is used on (a 2-bit enum on the 1-bit `FLAG`):
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods [mode: Mode @ FLAG]
///             operands [dst: Reg @ DST]
///             forms { a = 1; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod enum_wider_than_field {}

/// An operand type wider than its field (8-bit `Reg` on the 2-bit `MODE`):
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods []
///             operands [dst: Reg @ MODE]
///             forms { a = 1; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod operand_wider_than_field {}

/// The shared constructs compile (the control for the two examples after it): modifiers
/// every class ends with (`every class`), a typed per-class `attribute`, sections left
/// out when empty, and an enum whose unlisted values share one name (`others`):
///
/// ```rust
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b','), attribute: Unit }
///     every class { mods [mode: Mode @ MODE] }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2, others ".reserved" { A = 0 => "", B = 1 => ".b" } }
///     operands [Reg]
///     classes {
///         class alu {
///             attribute: Unit::Alu,
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1; b = 2; }
///         }
///         class mem {
///             attribute: Unit::Mem,
///             mods [flag: bool @ FLAG = ".f"]
///             forms { c = 3; }
///         }
///     }
/// }
/// # #[derive(Clone, Copy, PartialEq, Debug)] pub enum Unit { Alu, Mem }
/// # fn main() {}
/// ```
pub mod control_shared {}

/// A class without the attribute the table declares (``class `mem` declares no
/// `attribute` ``):
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b','), attribute: Unit }
///     every class { mods [mode: Mode @ MODE] }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2, others ".reserved" { A = 0 => "", B = 1 => ".b" } }
///     operands [Reg]
///     classes {
///         class alu {
///             attribute: Unit::Alu,
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1; b = 2; }
///         }
///         class mem {
///             mods [flag: bool @ FLAG = ".f"]
///             forms { c = 3; }
///         }
///     }
/// }
/// # #[derive(Clone, Copy, PartialEq, Debug)] pub enum Unit { Alu, Mem }
/// # fn main() {}
/// ```
pub mod missing_attribute {}

/// A class modifier sharing a bit with a modifier every class has (`flag` is in `MODE`):
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b','), attribute: Unit }
///     every class { mods [mode: Mode @ MODE] }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2, others ".reserved" { A = 0 => "", B = 1 => ".b" } }
///     operands [Reg]
///     classes {
///         class alu {
///             attribute: Unit::Alu,
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1; b = 2; }
///         }
///         class mem {
///             attribute: Unit::Mem,
///             mods [flag: bool @ [10..11] = ".f"]
///             forms { c = 3; }
///         }
///     }
/// }
/// # #[derive(Clone, Copy, PartialEq, Debug)] pub enum Unit { Alu, Mem }
/// # fn main() {}
/// ```
pub mod shared_modifier_overlap {}

/// Class families ([`isa_family!`](crate::isa_family)) compile to classes checked like
/// any other (the control for the example after it):
///
/// ```rust
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::isa_family! {
///     alu { priority: 0, fixed { FLAG = 0 } operands [dst: Reg @ DST] }
/// }
/// isadef::isa_classes! { rows {
///     use alu [
///         unary {} [src: Reg @ SRC] neg { OP = 1 } | not { OP = 2 };
///         moves { OP = 3 } [] clr;
///     ]
/// } }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg]
///     classes in [rows];
/// }
/// # fn main() {}
/// ```
pub mod family_control {}

/// A family row's operand sharing a bit with the family's (`src` at `[20..28]` overlaps
/// the family's `dst` at `DST`, bits 16..24): the same check as for any class, naming
/// both fields:
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::isa_family! {
///     alu { priority: 0, fixed { FLAG = 0 } operands [dst: Reg @ DST] }
/// }
/// isadef::isa_classes! { rows {
///     use alu [
///         unary {} [src: Reg @ [20..28]] neg { OP = 1 } | not { OP = 2 };
///         moves { OP = 3 } [] clr;
///     ]
/// } }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg]
///     classes in [rows];
/// }
/// # fn main() {}
/// ```
pub mod family_operands_share_a_bit {}

/// A family row's group and sweep compile (the control for the two examples after it):
/// `* "brief" [ forms ]` and `* base [ suffix = key, … ]`, whose forms are `shr_b` and
/// `shr_w`:
///
/// ```rust
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::isa_family! {
///     alu { operands [dst: Reg @ DST] }
/// }
/// isadef::isa_classes! { rows {
///     use alu [
///         shifts [src: Reg @ SRC]
///             * "Shift left." [shl = 1 | shla = 2 { FLAG = 1 }]
///             * shr [b = 3, w = 4 { FLAG = 1 }];
///     ]
/// } }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg]
///     classes in [rows];
/// }
/// # fn main() {}
/// ```
pub mod sweep_control {}

/// A sweep entry's fixed value wider than its field: the check names the form the entry
/// makes (``form `shr_w`: the value of field `FLAG` is wider than the field``):
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::isa_family! {
///     alu { operands [dst: Reg @ DST] }
/// }
/// isadef::isa_classes! { rows {
///     use alu [
///         shifts [src: Reg @ SRC]
///             * "Shift left." [shl = 1 | shla = 2 { FLAG = 1 }]
///             * shr [b = 3, w = 4 { FLAG = 2 }];
///     ]
/// } }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg]
///     classes in [rows];
/// }
/// # fn main() {}
/// ```
pub mod sweep_fixed_too_wide {}

/// Two sweep entries with one key: the overlap check names both forms the sweep makes
/// (``form `shr_b` can match the same word as form `shr_w` ``):
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::isa_family! {
///     alu { operands [dst: Reg @ DST] }
/// }
/// isadef::isa_classes! { rows {
///     use alu [
///         shifts [src: Reg @ SRC]
///             * "Shift left." [shl = 1 | shla = 2 { FLAG = 1 }]
///             * shr [b = 3, w = 3];
///     ]
/// } }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg]
///     classes in [rows];
/// }
/// # fn main() {}
/// ```
pub mod sweep_forms_overlap {}

/// Named modifiers compile (the control for the two examples after it): declared once in
/// `modifiers`, named alone in a class's list, beside a whole entry of the class's own:
///
/// ```rust
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     modifiers { mode: Mode @ MODE, flag: bool @ FLAG = ".f" }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             mods [flag, mode, other: bool @ [11..12] = ".o"]
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1; b = 2; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod named_control {}

/// A class naming a modifier the `modifiers` section does not declare (``class `c` names
/// the modifier `mood`, which the table's `modifiers` section does not declare``):
///
/// ```compile_fail
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     modifiers { mode: Mode @ MODE, flag: bool @ FLAG = ".f" }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             mods [flag, mood]
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1; b = 2; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod named_undeclared {}

/// A class giving its own name to a modifier the `modifiers` section does not declare
/// (``class `c` names the modifier `flg`, which the table's `modifiers` section does not
/// declare``):
///
/// ```compile_fail
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     modifiers { flag: bool @ FLAG = ".f" }
///     fields { OP = [0..8]; FLAG = [8..9]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg]
///     classes {
///         class c {
///             mods [f = flg]
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1; b = 2; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod named_alias_undeclared {}

/// A modifier declared twice in `modifiers` (``the name `mode` is defined multiple
/// times``):
///
/// ```compile_fail,E0428
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     modifiers { mode: Mode @ MODE, flag: bool @ FLAG = ".f", mode: Mode @ MODE }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             mods [flag, mode]
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1; b = 2; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod named_twice {}

/// An operand kind with bits of its own (the control for the example after it): `Reg @
/// DST` in `operands`, so `dst: Reg` takes `DST`; `src: Reg @ SRC` keeps its own:
///
/// ```rust
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg @ DST]
///     classes {
///         class c {
///             operands [dst: Reg, src: Reg @ SRC]
///             forms { a = 1; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod kind_field_control {}

/// An operand without a field whose kind declares none (``define_isa!: operand kind
/// `Reg` has no bits of its own``):
///
/// ```compile_fail,E0277
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg]
///     classes {
///         class c {
///             operands [dst: Reg, src: Reg @ SRC]
///             forms { a = 1; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod kind_field_missing {}

/// A modifier list no rule reads, here a bare name in a table without a `modifiers`
/// section: one error quoting the list (``define_isa!: cannot read the modifier list
/// `[mode, flag: bool @ FLAG = ".f"]`: each entry is …``), not one per item the class
/// makes from it:
///
/// ```compile_fail
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods [mode, flag: bool @ FLAG = ".f"]
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1; b = 2; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod unreadable_modifiers {}

/// An operand list no rule reads (a missing `:`): one error quoting it (``define_isa!:
/// cannot read the operand list `[dst: Reg @ DST, src Reg]`: …``):
///
/// ```compile_fail
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods [mode: Mode @ MODE, flag: bool @ FLAG = ".f"]
///             operands [dst: Reg @ DST, src Reg]
///             forms { a = 1; b = 2; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod unreadable_operands {}

/// A table with named modifiers and a class list no rule reads (a missing `,`): one error
/// naming the class and quoting what it cannot read (``class `c`: cannot read the
/// modifiers `flag x, mode`: …``):
///
/// ```compile_fail
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     modifiers { mode: Mode @ MODE, flag: bool @ FLAG = ".f" }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             mods [flag x, mode]
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1; b = 2; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod named_unreadable {}

/// A syntax list naming something its class does not have (``define_isa!: class `c`: its
/// syntax list names `imm`, which is no modifier or operand of the class``):
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods [mode: Mode @ MODE, flag: bool @ FLAG = ".f"]
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             syntax [mnemonic, dst, imm]
///             forms { a = 1; b = 2; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod syntax_names_unknown {}

/// Two forms with one name (the control's `b` renamed `a`): four errors, each naming it.
/// The compiler says ``the name `a` is defined multiple times`` of the form, of its
/// builder's module and of its builder (each form's builder lives in a module of its own,
/// so its methods do not clash one by one), and the table check says ``define_isa!: form
/// `a` is defined twice``:
///
/// ```compile_fail,E0428
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; FLAG = [8..9]; MODE = [9..11]; DST = [16..24]; SRC = [24..32]; }
///     enums { enum Mode: 2 { A = 0 => "", B = 1 => ".b", C = 3 => ".c" } }
///     operands [Reg]
///     classes {
///         class c {
///             fixed {  } dontcare {} defaults {}
///             mods [mode: Mode @ MODE, flag: bool @ FLAG = ".f"]
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms { a = 1; a = 2; }
///         }
///     }
/// }
/// # fn main() {}
/// ```
pub mod form_named_twice {}

/// A class's builder type given the number of another class's form (`CForms` is the
/// builder type of class `c`, `x` a form of class `d`): ``define_isa!: a class's builder
/// type `<Class>Forms<F>` takes only the numbers of its own forms``, where the builder is
/// used. Each form's own builder (`builders::X`) is what a program writes:
///
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg]
///     classes {
///         class c { operands [dst: Reg @ DST, src: Reg @ SRC] forms { a = 1; b = 2; } }
///         class d { operands [dst: Reg @ DST] forms { x = 3; y = 4; } }
///     }
/// }
/// const X: Insn = builders::CForms::<{ Form::x.index() as u16 }>::new(Reg(1), Reg(2)).insn();
/// # fn main() {}
/// ```
pub mod builder_of_another_class {}

/// The control of the access checks below: `Reg` names the general registers, and
/// form `a`'s rule drops its source.
/// ```rust
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg access Gpr]
///     access { a => [src: none]; }
///     classes {
///         class c { operands [dst: Reg @ DST, src: Reg @ SRC] forms { a = 1; b = 2; } }
///     }
/// }
/// # fn main() {}
/// ```
pub mod access_control {}

/// An access rule naming an operand its form does not have: ``define_isa!: the access
/// rule of form `a` names operand `addr`, which the form does not have``:
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg access Gpr]
///     access { a => [addr: none]; }
///     classes {
///         class c { operands [dst: Reg @ DST, src: Reg @ SRC] forms { a = 1; b = 2; } }
///     }
/// }
/// # fn main() {}
/// ```
pub mod access_rule_unknown_operand {}

/// A form in two access rules: ``define_isa!: form `a` is in two access rules``:
/// ```compile_fail,E0080
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg access Gpr]
///     access { a => [src: none]; b | a => [dst: reads]; }
///     classes {
///         class c { operands [dst: Reg @ DST, src: Reg @ SRC] forms { a = 1; b = 2; } }
///     }
/// }
/// # fn main() {}
/// ```
pub mod access_form_in_two_rules {}

/// A kind declaring a bare `access` whose type does not implement `access::Uses`:
/// ``define_isa!: operand kind `Reg` declares `access` but does not implement
/// `isadef::access::Uses` ``:
/// ```compile_fail,E0277
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg access]
///     classes {
///         class c { operands [dst: Reg @ DST, src: Reg @ SRC] forms { a = 1; b = 2; } }
///     }
/// }
/// # fn main() {}
/// ```
pub mod access_without_uses {}

/// An access direction other than `reads`, `writes` or `modifies`: ``define_isa!: an
/// access direction is `reads`, `writes` or `modifies`, not `read` ``:
/// ```compile_fail
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(_: u128, _: u128, _: &mut Sink<'_>) -> core::fmt::Result { Ok(()) }
/// #     fn parse_raw(_: &mut Cursor<'_>) -> Result<u128, AsmError> { Ok(0) }
/// # }
/// isadef::define_isa! {
///     isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///               comment: b';', separator: Some(b',') }
///     fields { OP = [0..8]; DST = [16..24]; SRC = [24..32]; }
///     enums {}
///     operands [Reg access Gpr]
///     access { a => [src: read]; }
///     classes {
///         class c { operands [dst: Reg @ DST, src: Reg @ SRC] forms { a = 1; b = 2; } }
///     }
/// }
/// # fn main() {}
/// ```
pub mod access_unknown_direction {}
