//! The `define_isa!` macro and its helpers.

/// Declares an instruction set as one table and derives everything else from it.
///
/// # Grammar
///
/// ```text
/// table     = doc* "isa" Ident "{" header "}"
///             [ "every" "class" "{" "mods" "[" mod,* "]" "}" ]
///             [ "modifiers" "{" mod,* "}" ]
///             "fields" "{" field* "}"
///             "enums" "{" enum* "}"
///             "operands" [ "(" "word" [ "," "rows" ":" Ident ] ")" ] "[" kind,* "]"
///             "classes" [ "in" "[" Ident,+ "]" [ ";" ] ] [ "{" segment* "}" ]
///
/// header    = "name" ":" Str "," "word" ":" Type "," "bits" ":" Int ","
///             "key" ":" Ident "," "placeholder" ":" Str ","
///             "comment" ":" Byte "," "separator" ":" Expr
///             [ "," "target" ":" Type ]
///             [ "," "length" ":" Ident "=>" "[" Int ( "," Int )* "]" ]
///             [ "," "assembler" ":" Path ]
///             [ "," "rules" ":" Type ]
///             [ "," "attribute" ":" Type ]
///             [ "," "display" ":" "custom" ]
///             [ "," "prelude" ":" "{" UseTree "}" ]
///             [ "," ]
///
/// field     = doc* Ident "=" "[" range ( "," range )* "]" [ Str ] ";"
/// range     = Int ".." Int
/// bits      = Ident | "[" range,+ "]" | "_"
///
/// enum      = doc* "enum" Ident ":" Int [ "," ( "decimal" | "others" Str ) ] "{" value,* "}"
/// value     = doc* Ident "=" Int "=>" [ "default" ] Str
///
/// kind      = doc* Ident [ ":" Int ] [ "@" bits ]
///             [ "=" ( "absolute" | "relative" ) "(" Int ")" ]
///             [ "=>" "[" Expr,* "]" [ "owns" owns ] ]
/// owns      = "read" | Ident | "[" ( "(" Expr "," Expr ")" "=>" Expr ),* "]"
///
/// mod       = Ident ":" "bool" "@" bits "=" Str [ "if" Expr ]
///           | Ident ":" Ident "@" bits [ "if" Expr ]
///           | Ident
///
/// segment   = class | "use" Path "[" row* "]"
///
/// class     = doc* "class" Ident [ "<" Ident ( "," Ident )* ">" ] "{"
///                 [ "priority" ":" Int "," ]
///                 [ "when" ":" Expr "," ]
///                 [ "attribute" ":" Expr "," ]
///                 [ "fixed" "{" ( Ident "=" Expr ),* "}" ]
///                 [ "dontcare" "{" Ident,* "}" ]
///                 [ "defaults" "{" ( bits "=" Expr ),* "}" ]
///                 [ "mods" "[" mod,* "]" ]
///                 [ "operands" "[" operand,* "]" ]
///                 [ "syntax" "[" ( Str | Ident ),* "]" ]
///                 "forms" "{" form* group* "}"
///             "}"
/// operand   = "_" | Ident ":" Ident [ "@" ( bits | Ident "(" Expr,* ")" ) ]
/// form      = doc* Ident [ "(" Str ")" ] [ "=" key ] [ Str ] [ "{" ( Ident "=" Expr ),* "}" ]
///             [ "<" Ident ( "," Ident )* ">" ] [ "if" Expr ] ";"
/// key       = Int | "_"
/// group     = "*" Str "[" gform ( "|" gform )* "]"
/// gform     = doc* Ident [ "(" Str ")" ] [ "=" key ] [ "{" ( Ident "=" Expr ),* "}" ]
///             [ "<" Ident ( "," Ident )* ">" ] [ "if" Ident ]
/// ```
///
/// The parts of a long table, its templates and its families have grammars of their own,
/// given with each macro; a `row` is what the template or family a `use` names reads:
///
/// ```text
/// isa_classes!  = Ident [ "lists" "{" ( Ident "=" "[" entry,+ "]" ),* "}" ] "{" segment* "}"
/// isa_template! = doc* Ident "(" MacroPattern ")" "=>" "{" segment* "}"
/// isa_family!   = ( doc* Ident "{" [ "priority" ":" Int "," ] [ "attribute" ":" Expr "," ]
///                   [ "fixed" "{" ( Ident "=" Expr ),+ "}" ] [ "dontcare" "{" Ident,+ "}" ]
///                   [ "defaults" "{" ( bits "=" Expr ),+ "}" ] [ "mods" "[" mod,+ "]" ]
///                   [ "operands" "[" operand,+ "]" ] [ "syntax" "[" ( Str | Ident ),+ "]" ]
///                 "}" )+
/// row           = doc* Ident [ "<" Ident ( "," Ident )* ">" ] [ "if" Ident ]
///                 [ "{" ( Ident "=" Expr ),* "}" ] [ "dontcare" "{" Ident,* "}" ]
///                 [ "defaults" "{" ( bits "=" Expr ),* "}" ] [ "mods" "[" mod,* "]" ]
///                 "[" operand,* "]" [ "[" ( Str | Ident ),* "]" ]
///                 [ rform ( "|" rform )* ] group* sweep* ";"
/// rform         = doc* Ident [ "(" Str ")" ] [ "=" key ] [ Str ] [ "{" ( Ident "=" Expr ),* "}" ]
///                 [ "<" Ident ( "," Ident )* ">" ] [ "if" Ident ]
/// sweep         = "*" Ident [ "(" Str ")" ] [ Str ] [ "{" ( Ident "=" Expr ),* "}" ]
///                 ( "[" entry,+ "]" | "$" Ident )
/// entry         = Ident "=" key [ "{" ( Ident "=" Expr ),* "}" ] [ "<" Ident ( "," Ident )* ">" ]
/// operand_type! = ( Attr* Vis "struct" Ident "(" Vis Type [ "as" Type ] ")" ":" Expr ";" )*
/// ```
///
/// Notation: `"x"` is a token as written; `[ … ]` is optional; `*` repeats zero or more
/// times, `+` one or more; `x,*` and `x,+` are lists separated by commas, a trailing comma
/// allowed. `Ident`, `Str`, `Int`, `Byte` (`b';'`), `Expr`, `Type`, `Path` and `UseTree` are
/// Rust's; `doc` is a `///` comment. Notes the grammar does not show:
///
/// * a bare `Ident` in a `mod` list names a modifier of the `modifiers` section: it is
///   allowed where a class's modifiers are written (a class, a family, a row) when the
///   table has that section, not in `every class` or `modifiers` itself;
/// * a class's `forms` hold at least one form or group; a row, at least one form, group or
///   sweep (a class's `forms` also read the sweeps a family row passes on, in a shape of
///   their own: write sweeps in rows);
/// * `classes` takes the parts `in [ … ]`, its own classes `{ … }`, or both (its own
///   first);
/// * a family row's `{ … }`, `dontcare`, `defaults`, `mods`, operands and syntax add to
///   the family's, which come first;
/// * `$ Ident` in a sweep names a list of the part (`lists`).
///
/// From the table come, in the invoking module:
///
/// * `table`, the table as data: the `fields` constants, the operand `Kind` enum, `FORMS`
///   (the descriptors in `Form` order, a `static`), the decode `INDEX`, `LENGTHS` and
///   `length_of`. They are imported into the invoking module, not re-exported.
/// * `enums`, the table's enums (imported likewise).
/// * `Form`, one variant per form.
/// * `Insn`, a form plus its word (lossless by construction), with `decode`, `assemble`,
///   field access and, unless `display: custom`, `Display`. With feature `alloc`,
///   `Insn::assemble_program` (`assemble_program_in` with a target) assembles a program
///   with labels, one instruction per line, laid out by a code buffer.
/// * `builders`, one typed builder per form: `Add::new(dst, src0, src2).sat(true).insn()`.
///   A class of one form gets a struct. The forms of a class of several forms are aliases
///   of the class's builder type, `<Class>Forms<F>`, generic over the form's number `F`,
///   so the methods are written once. Only the builder types are in `builders`: a form may
///   be named like one of the table's types (`reg` beside an operand type `Reg`, `mode`
///   beside an enum `Mode`, or `insn`).
/// * `prelude`: `Insn`, `Form`, the instruction-set type, the builders, the enums and the
///   header's `prelude:` items (`use toy::prelude::*;`). A builder named like an enum,
///   `Insn`, `Form` or an item `prelude:` names (not through a glob) is left out of it,
///   and named `builders::Reg`.
/// * the [`Isa`](crate::isa::Isa) impl that drives the generic printer and parser;
/// * [`code::Text`](crate::code::Text): labelled listings and the generators print each
///   instruction's `Display` (a table with both a `target` and `display: custom`
///   implements it itself);
/// * with feature `arbitrary`, `Arbitrary` for `Insn` (any bits) and
///   `Insn::arbitrary_valid` (`arbitrary_valid_in` with a target: instructions whose text
///   assembles back to them); with `alloc` too, the `fuzz` module's programs, sequences and
///   byte streams.
///
/// Every table is checked while compiling; a mistake is a compile error that names the
/// form, field or enum (see [Compile-time checks](#compile-time-checks)).
///
/// # Example
///
/// A toy instruction set with 32-bit words: an 8-bit opcode, a one-bit `.sat` flag every
/// instruction has, an `.abs` flag declared once and named by the classes that have it,
/// and two operand bytes (a register's own place is the destination byte); `mov` takes a
/// register or an 8-bit immediate (one parametrised class, as a document would group
/// them), `neg` a register.
///
/// ```
/// mod toy {
///     use isadef::{bits::Field, error::AsmError, text::{Cursor, Sink}};
///     use core::fmt::{self, Write};
///
///     // The operand types: their const interface (`WIDTH`, `raw`, `from_raw`) in one
///     // line each, their text below.
///     isadef::operand_type! {
///         /// A register `r0`..`r255`.
///         pub struct Reg(pub u8): 8;
///         /// An immediate `#<n>` (0..=255).
///         pub struct Imm(pub u8): 8;
///     }
///     impl isadef::isa::Operand for Reg {
///         /// Prints `r<n>`.
///         fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
///             out.write_str("r")?;
///             out.write_u128(raw)
///         }
///         /// Parses `r<n>`.
///         fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
///             cur.expect(b'r', "expected a register")?;
///             cur.uint(255, "register out of range")
///         }
///     }
///
///     impl isadef::isa::Operand for Imm {
///         /// Prints `#<n>`.
///         fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
///             out.write_str("#")?;
///             out.write_u128(raw)
///         }
///         /// Parses `#<n>`.
///         fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
///             cur.expect(b'#', "expected an immediate")?;
///             cur.uint(255, "immediate out of range")
///         }
///     }
///
///     isadef::define_isa! {
///         /// A toy instruction set.
///         isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///                   comment: b';', separator: Some(b','), prelude: { Reg, Imm } }
///         // Every instruction ends with `.sat`.
///         every class { mods [sat: bool @ SAT = ".sat"] }
///         // Declared once; a class that has it names it: `mods [abs]`.
///         modifiers { abs: bool @ ABS = ".abs" }
///         fields {
///             /// Opcode.
///             OP = [0..8];
///             /// Saturate.
///             SAT = [8..9];
///             /// Absolute value.
///             ABS = [9..10];
///             /// Destination.
///             DST = [16..24];
///             /// Source.
///             SRC = [24..32];
///         }
///         enums {}
///         // A register sits in `DST` unless a class says otherwise (`src: S @ SRC`).
///         operands [Reg @ DST, Imm]
///         classes {
///             /// Move a register or an immediate: the source type is a parameter.
///             class mov<S> {
///                 mods [abs]
///                 operands [dst: Reg, src: S @ SRC]
///                 // Each form's brief, as the document gives it on the form's line.
///                 forms {
///                     mov = 1 "Move a register." <Reg>;
///                     movi ("mov") = 3 "Move an immediate." <Imm>;
///                 }
///             }
///             /// Negate.
///             class neg {
///                 operands [dst: Reg, src: Reg @ SRC]
///                 forms { neg = 2; }
///             }
///         }
///     }
///     // `Insn` prints through the generated `Display`: mnemonic, modifiers, operands.
/// }
///
/// // The prelude: `Insn`, `Form`, `Toy`, the builders, the enums and `Reg`, `Imm`.
/// use toy::prelude::*;
/// const MOV: Insn = Mov::new(Reg(3), Reg(4)).sat(true).insn();
/// assert_eq!(MOV.bits(), 0x0403_0101);
/// let back = Insn::decode(0x0403_0101).unwrap();
/// assert_eq!(back, MOV);
/// assert_eq!(back.to_string(), "mov.sat r3, r4");
/// assert_eq!(Insn::assemble("neg r1, r2").unwrap().bits(), 0x0201_0002);
/// // The immediate form: its builder takes an `Imm`, and it prints as `mov`.
/// let movi = Movi::new(Reg(1), Imm(9)).insn();
/// assert_eq!((movi.bits(), movi.to_string().as_str()), (0x0901_0003, "mov r1, #9"));
/// assert_eq!(Insn::assemble("mov r1, #9"), Ok(movi));
/// assert!(Insn::decode(0x0000_00ff).is_err());
/// assert_eq!(toy::table::FORMS[Form::movi as usize].doc, " Move an immediate.\n");
/// // The class's own modifiers print before those every class ends with.
/// assert_eq!(Mov::new(Reg(3), Reg(4)).abs(true).sat(true).insn().to_string(), "mov.abs.sat r3, r4");
/// // Operands can be replaced after the fact (modifiers have setters too).
/// assert_eq!(Mov::new(Reg(3), Reg(4)).with_src(Reg(5)).bits(), 0x0503_0001);
/// ```
///
/// The examples below show one construct each. Their operand type `Reg` (`r0`..`r255`, 8
/// bits, made by [`operand_type!`](crate::operand_type)) and the module around the table are
/// hidden lines of each example.
///
/// # The header
///
/// ## Required keys
///
/// `name` is the short name. `word` is the integer type that holds the longest instruction,
/// `bits` its width. `key` is the field the decode index is built on (the primary
/// opcode). `placeholder` is the text of an operand `_`. `comment` starts a comment in
/// assembly. `separator` is the byte between operands: `Some(b',')` prints `, `, `None` a
/// space.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     /// A toy instruction set: 32-bit words, decoded by their 8-bit `OP`.
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "void",
///         comment: b';', separator: Some(b','),
///     }
///     fields { OP = [0..8]; DST = [8..16]; }
///     enums {}
///     operands [Reg]
///     classes { class mov { operands [dst: Reg @ DST, _] forms { mov = 1; } } }
/// }
/// # }
/// use isadef::isa::Isa;
/// use toy::{Insn, Toy};
/// assert_eq!((Toy::NAME, Toy::WORD_BITS, Toy::COMMENT), ("toy", 32, b';'));
/// // `_` prints the placeholder; a comma separates the operands.
/// assert_eq!(Insn::decode(0x0301).unwrap().to_string(), "mov r3, void");
/// ```
///
/// The optional keys come after `separator`, in the order below.
///
/// ## `target`
///
/// `target: Type` is what decoding depends on besides the word: a
/// [`DecodeTarget`](crate::isa::DecodeTarget), such as G80's variant and program type.
/// Forms, classes and modifiers then carry gates: `if GATE` after a form or a modifier,
/// `when: GATE,` in a class (see [`Gate`](crate::form::Gate)). Operand types implement
/// [`isa::OperandIn<Type>`](crate::isa::OperandIn) (`write_in`, `parse_in`) instead of
/// [`isa::Operand`](crate::isa::Operand), and report which bits they read
/// ([`Claim`](crate::isa::Claim)).
///
/// ```
/// # mod toy {
/// /// The chips: the newer one has `max`.
/// #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
/// pub struct Chip { pub new: bool }
/// impl isadef::isa::DecodeTarget for Chip {
///     fn gate_bits(self) -> u32 { self.new as u32 }
/// }
/// /// What exists on the newer chip only.
/// const NEW: isadef::form::Gate = isadef::form::Gate::all(1);
///
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None, target: Chip,
///     }
///     fields { OP = [0..8]; }
///     enums {}
///     operands []
///     classes { class c { forms { nop = 0; max = 1 if NEW; } } }
/// }
/// # }
/// use toy::{Chip, Insn};
/// assert!(Insn::decode_in(1, Chip { new: false }).is_err());
/// assert_eq!(Insn::decode_in(1, Chip { new: true }).unwrap().to_string(), "max");
/// ```
///
/// ## `length`
///
/// `length: FIELD => [4, 8]` declares variable-length instructions: `FIELD`, inside the
/// shortest length, selects one of 2^width byte lengths. Decoding reads the shortest
/// length first, `Insn::len` gives the length, `Stream` walks a byte buffer, and a word
/// with bits set beyond its length does not decode.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u64, bits: 64, key: OP, placeholder: "",
///         comment: b';', separator: None, length: LONG => [4, 8],
///     }
///     fields { LONG = [0..1]; OP = [1..8]; }
///     enums {}
///     operands [Reg]
///     classes {
///         class short { fixed { LONG = 0 } forms { nop = 0; } }
///         class long { fixed { LONG = 1 } forms { jmp = 1; } }
///     }
/// }
/// # }
/// use toy::Insn;
/// let bytes = [0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0];
/// let lens: Vec<usize> = Insn::stream(&bytes, ()).map(|(_, i)| i.unwrap().len()).collect();
/// assert_eq!(lens, [4, 8]);
/// assert!(Insn::decode(1 << 40).is_err());
/// ```
///
/// ## `assembler`
///
/// `assembler: path::to::fn` replaces the generic [`isa::assemble`](crate::isa::assemble)
/// behind `Insn::assemble`, for instruction sets whose syntax or encoding rules go beyond
/// it. The function is `fn(&str, Target) -> Result<(u16, u128), AsmError>`: the line and the
/// decoding target (`()` when the header declares none), returning the form's index and the
/// word. `Insn::assemble` still picks the decoded form of the result.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// use isadef::error::AsmErrorKind;
///
/// /// Reads `nop` and `halt`, in any case.
/// fn assemble(line: &str, _target: ()) -> Result<(u16, u128), AsmError> {
///     match line.trim() {
///         l if l.eq_ignore_ascii_case("nop") => Ok((Form::nop as u16, 0)),
///         l if l.eq_ignore_ascii_case("halt") => Ok((Form::halt as u16, 1)),
///         _ => Err(AsmError::new(1, AsmErrorKind::UnknownMnemonic, "unknown instruction")),
///     }
/// }
///
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None, assembler: assemble,
///     }
///     fields { OP = [0..8]; }
///     enums {}
///     operands [Reg]
///     classes { class c { forms { nop = 0; halt = 1; } } }
/// }
/// # }
/// assert_eq!(toy::Insn::assemble("HALT").unwrap().form(), toy::Form::halt);
/// ```
///
/// ## `rules`
///
/// `rules: Type` names a [`code::Rules`](crate::code::Rules) implementation: the
/// assembler's checks beyond single operands (`Insn::validate`), and the layout rules a
/// [`CodeBuffer`](crate::code::CodeBuffer) applies.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// use isadef::code::{Invalid, InvalidKind};
///
/// /// The toy's assembler refuses a division by `r0`.
/// pub struct DivRules;
/// impl isadef::code::Rules<Insn, ()> for DivRules {
///     fn validate(insn: Insn, _target: ()) -> Result<(), Invalid> {
///         if insn.form() == Form::div && insn.field(fields::SRC) == 0 {
///             let rule = "division by r0";
///             return Err(Invalid { operand: "src", kind: InvalidKind::Other, rule });
///         }
///         Ok(())
///     }
/// }
///
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: Some(b','), rules: DivRules,
///     }
///     fields { OP = [0..8]; DST = [8..16]; SRC = [16..24]; }
///     enums {}
///     operands [Reg]
///     classes { class div { operands [dst: Reg @ DST, src: Reg @ SRC] forms { div = 1; } } }
/// }
/// # }
/// use toy::{builders::Div, Reg};
/// assert!(Div::new(Reg(1), Reg(2)).insn().validate().is_ok());
/// assert_eq!(Div::new(Reg(1), Reg(0)).insn().validate().unwrap_err().rule, "division by r0");
/// ```
///
/// ## `attribute`
///
/// `attribute: Type` is a typed attribute every class declares with `attribute: EXPR,`
/// (Valhall's execution unit, `valhall::Unit`); `Form::attribute()` reads it back. `Type`
/// is `Copy`. A class that leaves it out is a compile error naming the class. Without the
/// key, `Form::attribute()` is `()`.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// /// Which unit runs an instruction.
/// #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// pub enum Unit { Alu, Memory }
///
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None, attribute: Unit,
///     }
///     fields { OP = [0..8]; }
///     enums {}
///     operands [Reg]
///     classes {
///         class alu { attribute: Unit::Alu, forms { add = 1; sub = 2; } }
///         class mem { attribute: Unit::Memory, forms { load = 3; } }
///     }
/// }
/// # }
/// use toy::{Form, Unit};
/// assert_eq!((Form::sub.attribute(), Form::load.attribute()), (Unit::Alu, Unit::Memory));
/// ```
///
/// ## `display`
///
/// `display: custom` says that the module implements `Display` for `Insn` itself (the
/// three built-in instruction sets print their reference tools' text). Without it, the
/// macro generates one: the mnemonic and its modifiers, then the operands with the
/// separator ([`isa::write_insn`](crate::isa::write_insn)), the text the generic assembler
/// reads.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None, display: custom,
///     }
///     fields { OP = [0..8]; }
///     enums {}
///     operands [Reg]
///     classes { class c { forms { nop = 0; } } }
/// }
///
/// impl core::fmt::Display for Insn {
///     fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
///         write!(f, "{} ; {:#x}", self.info().mnemonic, self.bits())
///     }
/// }
/// # }
/// assert_eq!(toy::Insn::decode(0).unwrap().to_string(), "nop ; 0x0");
/// ```
///
/// ## `prelude`
///
/// `prelude: { paths }` adds items to the generated `prelude` module, written as the inside
/// of a `use super::{…}`: typically the operand types, which the table names but does not
/// define.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None, prelude: { Reg },
///     }
///     fields { OP = [0..8]; DST = [8..16]; }
///     enums {}
///     operands [Reg]
///     classes { class mov { operands [dst: Reg @ DST] forms { mov = 1; } } }
/// }
/// # }
/// use toy::prelude::*;
/// let mov: Insn = Mov::new(Reg(2)).insn();
/// assert_eq!((mov.form(), mov.bits()), (Form::mov, 0x0201));
/// ```
///
/// # The sections
///
/// ## `every class`
///
/// `every class { mods [ … ] }` declares modifiers every class ends with (Valhall's flow
/// control and FAU page). Each builder gets their setters, and the table checks see them as
/// each class's own. Its entries are whole entries, not names.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None,
///     }
///     every class { mods [wait: bool @ WAIT = ".wait"] }
///     fields { OP = [0..6]; SAT = [6..7]; WAIT = [7..8]; DST = [8..16]; }
///     enums {}
///     operands [Reg]
///     classes {
///         class nop { forms { nop = 0; } }
///         class mov { mods [sat: bool @ SAT = ".sat"] operands [dst: Reg @ DST] forms { mov = 1; } }
///     }
/// }
/// # }
/// use toy::{builders::{Mov, Nop}, Reg};
/// assert_eq!(Nop::new().wait(true).insn().to_string(), "nop.wait");
/// // A class's own modifiers come first.
/// assert_eq!(Mov::new(Reg(1)).wait(true).sat(true).insn().to_string(), "mov.sat.wait r1");
/// ```
///
/// ## `modifiers`
///
/// `modifiers { … }` declares modifiers the document names once and instructions then refer
/// to (Valhall's `<slot/>`, `<vecsize/>`, `<regfmt/>`). A class's `mods [round, sat]` then
/// names them alone, in its own order, among whole entries of its own. A name the section
/// does not declare is a compile error naming the class and the modifier; a name declared
/// twice is one too. The name is the modifier's name (its builder method): a flag of the
/// same name at other bits is written out in full where it occurs. (Each entry of a class's
/// list takes one level of macro nesting to look up.)
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None, prelude: { Reg },
///     }
///     modifiers { sat: bool @ SAT = ".sat", round: Round @ RND }
///     fields { OP = [0..6]; SAT = [6..7]; NEG = [7..8]; DST = [8..16]; RND = [16..18]; }
///     enums { enum Round: 2 { Rte = 0 => "", Rtz = 1 => ".rtz", Rtn = 2 => ".rtn", Rtp = 3 => ".rtp" } }
///     operands [Reg]
///     classes {
///         class fadd { mods [round, sat] operands [dst: Reg @ DST] forms { fadd = 1; } }
///         class fneg { mods [neg: bool @ NEG = ".neg", sat] operands [dst: Reg @ DST] forms { fneg = 2; } }
///     }
/// }
/// # }
/// use toy::prelude::*;
/// assert_eq!(Fadd::new(Reg(1)).round(Round::Rtz).sat(true).insn().to_string(), "fadd.rtz.sat r1");
/// assert_eq!(Fneg::new(Reg(1)).sat(true).neg(true).insn().to_string(), "fneg.neg.sat r1");
/// ```
///
/// ## `fields`
///
/// `fields` names the bit fields. Each is a list of bit ranges, low part of the value first:
/// `IMM = [16..20, 28..32];` is an 8-bit value split over two places. A field carries a doc
/// comment, or a one-line description after its ranges. A field the table names elsewhere
/// (`SAT` in `sat: bool @ SAT = ".sat"`) may also be written there as its ranges
/// (`@ [8..9]`).
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None,
///     }
///     fields {
///         /// The opcode.
///         OP = [0..8];
///         SAT = [8..9] "Saturate.";
///         /// An 8-bit immediate: its low half in bits 16..20, its high half in 28..32.
///         IMM = [16..20, 28..32];
///     }
///     enums {}
///     operands [Reg]
///     classes { class c { forms { nop = 0; } } }
/// }
/// # }
/// use toy::table::fields::IMM;
/// assert_eq!((IMM.width(), IMM.get(0x3005_0000)), (8, 0x35));
/// ```
///
/// ## `enums`
///
/// `enums` declares the value sets of modifiers, with their width and the text each value
/// prints. A value written `Rte = 0 => default ".rte"` is the default: it prints nothing,
/// yet keeps its name for assemblers that accept defaults written out
/// ([`ModDesc::spellings`](crate::form::ModDesc::spellings)). `, decimal` after the width
/// prints unnamed values as bare numbers. `, others ".reserved"` names every value the list
/// leaves out: they get no variant, so builders cannot set them, and decoding keeps and
/// prints them.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None,
///     }
///     fields { OP = [0..8]; RND = [8..10]; LANE = [10..12]; CACHE = [12..14]; }
///     enums {
///         /// Rounding: to nearest even (the default) or toward zero.
///         enum Round: 2 { Rte = 0 => default ".rte", Rtz = 1 => ".rtz" }
///         /// A lane: `.x`, or its number.
///         enum Lane: 2, decimal { X = 0 => ".x" }
///         /// A cache policy.
///         enum Cache: 2, others ".reserved" { Normal = 0 => "", Stream = 1 => ".stream" }
///     }
///     operands [Reg]
///     classes {
///         class ld { mods [round: Round @ RND, lane: Lane @ LANE, cache: Cache @ CACHE] forms { ld = 1; } }
///     }
/// }
/// # }
/// use toy::{enums::*, Insn};
/// assert_eq!((Round::Rte.text(), Round::SPELLINGS[0]), ("", Some(".rte")));
/// // Lane 2 has no name: its number. Cache policy 3 is one of the others.
/// assert_eq!(Insn::decode(0x3801).unwrap().to_string(), "ld2.reserved");
/// assert_eq!(Insn::assemble("ld.x").unwrap().bits(), 0x0001);
/// ```
///
/// ## `operands`
///
/// `operands [ … ]` lists the operand types of the instruction set. Each type implements
/// [`isa::Operand`](crate::isa::Operand) (its text: `write_raw`, `parse_raw`) and provides
/// the const items that trait documents (`WIDTH`, `const fn raw(self) -> u128`,
/// `const fn from_raw(u128) -> Self`). A builder inserts `raw(value)` into the operand's
/// field and reads operands back with `from_raw`. [`operand_type!`](crate::operand_type)
/// declares a newtype over an integer with these items (and `Arbitrary`) in one line,
/// `pub struct Reg(pub u8): 4;`.
///
/// A kind whose value always sits in the same bits may say so, `Reg @ DST` (as envydis's
/// atoms and ISA.xml's `<sr/>` do): a class then names an operand of that kind without a
/// field, `dst: Reg`, and one that gives a field keeps it. Naming a kind that declares none
/// without a field is a compile error naming the kind.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: Some(b','),
///     }
///     fields { OP = [0..8]; DST = [8..16]; SRC = [16..24]; }
///     enums {}
///     // A register sits in `DST` unless a class says otherwise.
///     operands [Reg @ DST]
///     classes { class mov { operands [dst: Reg, src: Reg @ SRC] forms { mov = 1; } } }
/// }
/// # }
/// assert_eq!(toy::Insn::assemble("mov r1, r2").unwrap().bits(), 0x0002_0101);
/// ```
///
/// ### Code targets
///
/// A kind may be declared a *code target*: `Target = absolute(16)` (the value is a byte
/// offset from the program start divided by 16) or `Offset = relative(8)` (signed, counted in
/// 8-byte units from the next instruction). Each form with an operand of that kind is a
/// branching form ([`FormInfo::branch`](crate::form::FormInfo::branch)), which
/// [`code::CodeBuffer`](crate::code::CodeBuffer) resolves labels with.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// isadef::operand_type! {
///     /// A branch offset, in instructions from the next one.
///     pub struct Offset(pub u8): 8;
/// }
/// # impl isadef::isa::Operand for Offset {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.uint(255, "offset out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None,
///     }
///     fields { OP = [0..8]; OFF = [8..16]; }
///     enums {}
///     operands [Offset = relative(4)]
///     classes { class b { operands [target: Offset @ OFF] forms { b = 1; } } }
/// }
/// # }
/// use toy::{table::FORMS, Form};
/// assert_eq!(FORMS[Form::b as usize].branch.map(|b| b.operand), Some(0));
/// ```
///
/// ### Word-level operands
///
/// Written `operands(word) [ … ]`, the operand types are *word-level*: a value may set bits
/// anywhere in the word (selector bits, an address register, a space index), not only in
/// its field. Each type provides `const fn place(self, field: Field, word: u128) -> u128`
/// (`word` with the value placed, `field` being the operand's field in the form),
/// `const fn from_word(field: Field, word: u128) -> Self` (reads it back),
/// `const fn clear(field: Field, word: u128) -> u128` (`word` without the bits the value
/// set, for the `with_` setters) and `const fn same(&self, other: &Self) -> bool` (for
/// `try_new`, which refuses operands that disagree on bits they share). The builders call
/// these instead of `raw` and `from_raw`; `WIDTH` still bounds what goes into the field.
/// Such a table needs an `assembler:` of its own, unless every entry gives its atoms
/// (below).
///
/// ```
/// # mod toy {
/// # use isadef::{bits::Field, error::{AsmError, AsmErrorKind}, text::{Cursor, Sink}};
/// /// A source: a register, or a constant when bit 31 is set.
/// #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// pub enum Src { Reg(u8), Const(u8) }
///
/// impl Src {
///     pub const WIDTH: u32 = 8;
///     pub const fn place(self, field: Field, word: u128) -> u128 {
///         match self {
///             Src::Reg(n) => field.insert(word, n as u128),
///             Src::Const(n) => field.insert(word, n as u128) | 1 << 31,
///         }
///     }
///     pub const fn from_word(field: Field, word: u128) -> Self {
///         let n = field.get(word) as u8;
///         if word >> 31 & 1 == 1 { Src::Const(n) } else { Src::Reg(n) }
///     }
///     pub const fn clear(field: Field, word: u128) -> u128 {
///         word & !field.mask() & !(1 << 31)
///     }
///     pub const fn same(&self, other: &Self) -> bool {
///         matches!((self, other), (Src::Reg(a), Src::Reg(b)) | (Src::Const(a), Src::Const(b)) if *a == *b)
///     }
/// }
/// # impl isadef::isa::Operand for Src {
/// #     fn write_raw(raw: u128, word: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, if word >> 31 & 1 == 1 { "c" } else { "r" })?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         Err(cur.error(AsmErrorKind::Unsupported, "not read alone"))
/// #     }
/// # }
/// # fn assemble(_: &str, _: ()) -> Result<(u16, u128), AsmError> {
/// #     Err(AsmError::new(1, AsmErrorKind::Unsupported, "not in this example"))
/// # }
///
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None, assembler: assemble,
///     }
///     fields { OP = [0..8]; SRC = [8..16]; }
///     enums {}
///     operands(word) [Src]
///     classes { class mov { operands [src: Src @ SRC] forms { mov = 1; } } }
/// }
/// # }
/// use toy::{builders::Mov, Src};
/// let mov = Mov::new(Src::Const(5));
/// assert_eq!((mov.bits(), mov.insn().to_string().as_str()), (0x8000_0501, "mov c5"));
/// assert_eq!(mov.with_src(Src::Reg(2)).get_src(), Src::Reg(2));
/// ```
///
/// ### Sub-table operands
///
/// A word-level list whose every entry gives its *atoms*, envydis's operand sub-tables
/// (G80's; feature `subtables`), makes the types itself, in a module `kinds`:
/// `/// Doc.` then `Ssw @ [9..15] => [T(TAB_SSW)]`. A kind that each class places states its
/// width (`Cond: 2 @ _ => [R(&R_COND)]`). `owns` says which bits elsewhere in the word a
/// value owns: `owns read`, every bit its rows read outside the field;
/// `owns [(value, mask) => bits, …]`, `word & bits` of the first row whose
/// `word & mask == value` (no row: none); or `owns ROWS`, such rows as a constant
/// `&[(value, mask, bits)]` several kinds share. The atoms name the rows of the module
/// `operands(word, rows: module)` gives. Without `assembler:`, `Insn::assemble` reads whole
/// lines through the same atoms ([`subtable::asm::assemble`](crate::subtable::asm::assemble)).
/// The [`subtable`](crate::subtable) module has the example.
///
/// ## `classes`
///
/// `classes { … }` holds the classes: groups of forms that share a layout. A long table
/// may keep its classes in files of their own: each file defines a part with
/// [`isa_classes!`](crate::isa_classes), and the table lists the parts,
/// `classes in [name, other];`, in the order their classes are declared (Valhall and G80
/// do this, one part per chapter of their documents). The `isa_classes!` docs have the
/// example.
///
/// Among the classes, `use name [ rows ]` puts in the classes a *class template*
/// ([`isa_template!`](crate::isa_template)) or a *class family*
/// ([`isa_family!`](crate::isa_family)) makes of each row. The classes of all parts gather
/// in one chain of macro calls, two levels per `use`: Valhall's 31 segments and its longest
/// named-modifier lists need 113 of the 128 levels `#![recursion_limit]` allows by default;
/// a larger table raises it in its crate.
///
/// # Classes
///
/// A class is `class name { items forms { … } }`. Each item but `forms` may be left out,
/// and a form without a doc comment or brief takes its class's.
///
/// ## `priority`
///
/// `priority: N,` lets the class's forms win over lower-priority forms that match the same
/// word (the default is 0). Two forms that can match one word at the same priority are a
/// compile error.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None,
///     }
///     fields { OP = [0..8]; DST = [8..16]; }
///     enums {}
///     operands [Reg]
///     classes {
///         /// A move to any register...
///         class mov { operands [dst: Reg @ DST] forms { mov = 1; } }
///         /// ...but a move to `r0` is `nop`.
///         class nop { priority: 1, forms { nop = 1 { DST = 0 }; } }
///     }
/// }
/// # }
/// use toy::{Form, Insn};
/// assert_eq!(Insn::decode(0x0001).unwrap().form(), Form::nop);
/// assert_eq!(Insn::decode(0x0201).unwrap().form(), Form::mov);
/// ```
///
/// ## `when`
///
/// `when: GATE,` makes every form of the class exist only on the targets the
/// [`Gate`](crate::form::Gate) allows (a table with a `target:`). A modifier takes a gate
/// after its entry, `sat: bool @ SAT = ".sat" if NEW`: on other targets its bits are not
/// part of it.
///
/// ```
/// # mod toy {
/// # #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
/// # pub struct Chip { pub new: bool }
/// # impl isadef::isa::DecodeTarget for Chip {
/// #     fn gate_bits(self) -> u32 { self.new as u32 }
/// # }
/// const NEW: isadef::form::Gate = isadef::form::Gate::all(1);
///
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None, target: Chip,
///     }
///     fields { OP = [0..7]; SAT = [7..8]; }
///     enums {}
///     operands []
///     classes {
///         class add { mods [sat: bool @ SAT = ".sat" if NEW] forms { add = 1; } }
///         class atomics { when: NEW, forms { cas = 2; swap = 3; } }
///     }
/// }
/// # }
/// use toy::{Chip, Insn};
/// let (old, new) = (Chip { new: false }, Chip { new: true });
/// assert!(Insn::decode_in(2, old).is_err() && Insn::decode_in(2, new).is_ok());
/// assert_eq!(Insn::decode_in(0x81, new).unwrap().to_string(), "add.sat");
/// ```
///
/// ## `attribute`
///
/// `attribute: EXPR,` is the class's value of the header's `attribute:` type; the example
/// is under [the header key](#attribute).
///
/// ## `fixed`
///
/// `fixed { FIELD = value, … }` fixes fields for every form of the class; each form adds
/// its own (`{ … }` after its brief). A form whose fields fix the key bits, or that matches
/// several key values, writes its key as `= _` or leaves it out.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None,
///     }
///     fields { OP = [0..8]; OP2 = [8..12]; }
///     enums {}
///     operands [Reg]
///     classes {
///         /// The extended opcodes: `OP` is 0xff, `OP2` says which.
///         class ext { fixed { OP = 0xff } forms { sync = _ { OP2 = 1 }; fence { OP2 = 2 }; } }
///     }
/// }
/// # }
/// use toy::{Form, Insn};
/// assert_eq!(Insn::decode(0x02ff).unwrap().form(), Form::fence);
/// assert!(Insn::decode(0x03ff).is_err());
/// ```
///
/// ## `dontcare`
///
/// `dontcare { FIELD, … }` lists fields a class's forms accept either way: they are not part
/// of the match, and a decoded word that sets them reports them (`Insn::dontcare_bits`).
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None,
///     }
///     fields { OP = [0..8]; PAD = [8..32]; }
///     enums {}
///     operands [Reg]
///     classes { class nop { dontcare { PAD } forms { nop = 0; } } }
/// }
/// # }
/// let nop = toy::Insn::decode(0x0500).unwrap();
/// assert_eq!((nop.form(), nop.dontcare_bits()), (toy::Form::nop, 0x0500));
/// ```
///
/// ## `defaults`
///
/// `defaults { FIELD = value, … }` sets bits the builders start from (a write mask that
/// is usually full, a flag printed when *clear*). A field may be given as its ranges,
/// `defaults { [16..20] = 0xf }`.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None,
///     }
///     fields { OP = [0..8]; DST = [8..16]; MASK = [16..20]; }
///     enums {}
///     operands [Reg]
///     classes { class mov { defaults { MASK = 0xf } operands [dst: Reg @ DST] forms { mov = 1; } } }
/// }
/// # }
/// assert_eq!(toy::builders::Mov::new(toy::Reg(1)).bits(), 0x000f_0101);
/// ```
///
/// ## `mods`
///
/// `mods [ … ]` lists the class's modifiers in print order: `name: Enum @ FIELD`, or
/// `name: bool @ FIELD = ".text"` for a one-bit flag, or a name the `modifiers` section
/// declares. Each gets a setter and a getter (`get_name`) on the builders.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: Some(b','), prelude: { Reg },
///     }
///     fields { OP = [0..6]; SAT = [6..7]; DST = [8..16]; SIZE = [16..18]; }
///     enums { enum Size: 2 { B32 = 0 => "", B8 = 1 => ".b8", B16 = 2 => ".b16" } }
///     operands [Reg]
///     classes {
///         class ld {
///             mods [size: Size @ SIZE, sat: bool @ SAT = ".sat", neg: bool @ [7..8] = ".neg"]
///             operands [dst: Reg @ DST]
///             forms { ld = 1; }
///         }
///     }
/// }
/// # }
/// use toy::prelude::*;
/// let ld = Ld::new(Reg(1)).size(Size::B16).neg(true);
/// assert_eq!((ld.get_size(), ld.get_sat()), (Some(Size::B16), false));
/// assert_eq!(ld.insn().to_string(), "ld.b16.neg r1");
/// ```
///
/// ## `operands`
///
/// `operands [ … ]` lists the class's operands in print order: `name: Kind @ FIELD`,
/// `name: Kind` (a kind with bits of its own), or `_`, a placeholder that occupies no bits
/// and prints the header's `placeholder`. A field may be given as its ranges,
/// `src: Reg @ [8..12, 20..24]`: the raw value gathers bits from both places, low part
/// first. It may also follow a *layout rule* of the document, `src1: Reg @ slot(1)`: the
/// operand type's `const fn slot(1) -> Field` gives the field (Valhall derives a source's
/// bits from its slot and the modifier parts its type has, as Mesa's `valhall.py` does).
/// `new` takes the operands in this order.
///
/// ```
/// # mod toy {
/// # use isadef::{bits::Field, error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// impl Reg {
///     /// Source `n` of an instruction: bits 16..24, then 24..32.
///     pub const fn slot(n: u32) -> Field {
///         Field::new(&[16 + 8 * n..24 + 8 * n])
///     }
/// }
///
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "_",
///         comment: b';', separator: Some(b','),
///     }
///     fields { OP = [0..4]; }
///     enums {}
///     operands [Reg]
///     classes {
///         class add {
///             operands [dst: Reg @ [4..8, 12..16], src0: Reg @ slot(0), src1: Reg @ slot(1), _]
///             forms { add = 1; }
///         }
///     }
/// }
/// # }
/// use toy::{builders::Add, Reg};
/// let add = Add::new(Reg(0x21), Reg(2), Reg(3)).insn();
/// assert_eq!((add.bits(), add.to_string().as_str()), (0x0302_2011, "add r33, r2, r3, _"));
/// ```
///
/// ## `syntax`
///
/// `syntax [ … ]` gives the printed order of `mnemonic`, the class's modifiers and operands
/// (by name) and literal text, for instruction sets that interleave them. It is data,
/// [`FormInfo::syntax`](crate::form::FormInfo::syntax): a `display: custom` printer reads
/// it (G80's), and so does the sub-table assembler. The generated `Display` and the generic
/// assembler keep their own order: the mnemonic and modifiers, then the operands.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: None,
///     }
///     fields { OP = [0..7]; SAT = [7..8]; DST = [8..16]; A = [16..24]; B = [24..32]; }
///     enums {}
///     operands [Reg]
///     classes {
///         class mad {
///             mods [sat: bool @ SAT = "sat"]
///             operands [dst: Reg @ DST, a: Reg @ A, b: Reg @ B]
///             syntax [mnemonic, sat, dst, "(", "mul", a, b, ")"]
///             forms { mad = 1; }
///         }
///     }
/// }
/// # }
/// use isadef::form::Item;
/// use toy::{table::FORMS, Form};
/// let syntax = FORMS[Form::mad as usize].syntax;
/// assert_eq!(syntax[..3], [Item::Mnemonic, Item::Mod(0), Item::Operand(0)]);
/// assert_eq!(syntax[3..], [Item::Text("("), Item::Text("mul"), Item::Operand(1), Item::Operand(2), Item::Text(")")]);
/// ```
///
/// ## `forms`
///
/// `forms { … }` lists the forms, each on its line:
/// `name ("mnemonic") = key "Brief." { FIELD = value, … } <Types> if GATE;`. Everything
/// after the name is optional. The mnemonic defaults to the name. `= key` sets the key
/// field (`= _`, or no key: the fixed fields set it). The brief, the document's one-line
/// description, is the form's doc, as a one-line doc comment above it would be.
/// `<Types>` are the types of a class's parameters, and `if GATE` a gate (see
/// [`target`](#target)).
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: Some(b','),
///     }
///     fields { OP = [0..8]; LT = [8..9]; A = [16..24]; B = [24..32]; }
///     enums {}
///     operands [Reg]
///     classes {
///         /// Comparisons.
///         class cmp {
///             operands [a: Reg @ A, b: Reg @ B]
///             forms {
///                 /// Compare for equality.
///                 cmp_eq ("cmp.eq") = 1 { LT = 0 };
///                 cmp_lt ("cmp.lt") = 1 "Compare for less than." { LT = 1 };
///                 tst = 2;
///             }
///         }
///     }
/// }
/// # }
/// use toy::{table::FORMS, Form, Insn};
/// assert_eq!(Insn::decode(0x0302_0101).unwrap().to_string(), "cmp.lt r2, r3");
/// assert_eq!(FORMS[Form::cmp_lt as usize].doc, " Compare for less than.\n");
/// // `tst` prints its name and takes its class's doc.
/// let tst = &FORMS[Form::tst as usize];
/// assert_eq!((tst.mnemonic, tst.doc), ("tst", " Comparisons.\n"));
/// ```
///
/// ## Type parameters
///
/// A class may take type parameters for forms that differ only in their operand types,
/// the way a document groups `FADD.f32` and `FADD.v2f16`: `class fadd<S> { … }`. Each form
/// names one operand type per parameter, `<F32>`, before any `if` gate; its builder takes
/// those types.
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// # isadef::operand_type! { pub struct Imm(pub u8): 8; }
/// # impl isadef::isa::Operand for Imm {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "#")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'#', "expected an immediate")?;
/// #         cur.uint(255, "immediate out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: Some(b','),
///     }
///     fields { OP = [0..8]; DST = [8..16]; SRC = [16..24]; }
///     enums {}
///     operands [Reg, Imm]
///     classes {
///         class mov<S> {
///             operands [dst: Reg @ DST, src: S @ SRC]
///             forms { mov = 1 <Reg>; movi ("mov") = 2 <Imm>; }
///         }
///     }
/// }
/// # }
/// use toy::{builders::Movi, Imm, Reg};
/// assert_eq!(Movi::new(Reg(1), Imm(7)).insn().to_string(), "mov r1, #7");
/// ```
///
/// ## Groups
///
/// A class's forms may come in *groups*, `* "Brief." [ forms ]`, separated by `|`: the forms
/// share the brief, as a document's group of instructions shares its title. A form in a
/// group has no brief of its own, and its gate is a name (`if NEW`).
///
/// ```
/// # mod toy {
/// # use isadef::{error::AsmError, text::{Cursor, Sink}};
/// # isadef::operand_type! { pub struct Reg(pub u8): 8; }
/// # impl isadef::isa::Operand for Reg {
/// #     fn write_raw(raw: u128, _: u128, out: &mut Sink<'_>) -> core::fmt::Result {
/// #         core::fmt::Write::write_str(out, "r")?;
/// #         out.write_u128(raw)
/// #     }
/// #     fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
/// #         cur.expect(b'r', "expected a register")?;
/// #         cur.uint(255, "register out of range")
/// #     }
/// # }
/// isadef::define_isa! {
///     isa Toy {
///         name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
///         comment: b';', separator: Some(b','),
///     }
///     fields { OP = [0..8]; DST = [8..16]; SRC = [16..24]; }
///     enums {}
///     operands [Reg]
///     classes {
///         class alu {
///             operands [dst: Reg @ DST, src: Reg @ SRC]
///             forms {
///                 * "Integer add." [add = 1 | adds ("add.s") = 2]
///                 * "Integer subtract." [sub = 3 | subs ("sub.s") = 4]
///             }
///         }
///     }
/// }
/// # }
/// use toy::{table::FORMS, Form};
/// assert_eq!(FORMS[Form::adds as usize].doc, " Integer add.\n");
/// assert_eq!(FORMS[Form::subs as usize].mnemonic, "sub.s");
/// ```
///
/// ## Parts, templates, families, sweeps and lists
///
/// These build classes for a long table, each with its grammar and an example in its own
/// docs:
///
/// * a *part* ([`isa_classes!`](crate::isa_classes)) holds classes in a file of their own;
///   the table lists it, `classes in [name];`. A part may name *lists*:
///   `isa_classes! { name lists { ints = [ … ] } { … } }`, written `$ints` where a sweep's
///   entries go;
/// * a *class template* ([`isa_template!`](crate::isa_template)) writes classes that share
///   most of their body once, with the places where they differ as parameters (Vivante's
///   ALU modifier order, G80's 40 `cvt` rows, Valhall's loads per access size);
/// * a *class family* ([`isa_family!`](crate::isa_family)) declares once what a group of
///   rows shares (priority, fixed bits, leading modifiers, operands and syntax items), and
///   each row gives one class: G80's four envydis row kinds;
/// * a family row's *sweeps* make one form per entry, named and spelt after it:
///   `* fadd ("FADD") "Floating-point add." { OP2_16_4 = 0 } [f32 = 0xa4 <F32>, v2f16 =
///   0xa5 <F16>]` makes `fadd_f32` (`FADD.f32`) and `fadd_v2f16`, the way ISA.xml's
///   `<group name="FADD">` lists its `<ins>`.
///
/// # Compile-time checks
///
/// Each check names the offender: an operand or modifier field over the form's fixed bits;
/// two operand or modifier fields sharing a bit; a field reaching past the word; two forms
/// that can match the same word without a declared priority; a fixed value or an enum value
/// wider than its field; an operand or modifier type wider than its field; a syntax list
/// naming no modifier or operand of its class; a form name given twice. The
/// `compile_fail` examples in the [`checks`](crate::checks) module show each one firing.
#[macro_export]
macro_rules! define_isa {
    // The classes (`classes { … }`, or the parts `classes in [parts]` names) are gathered
    // in one fixed shape (`__isa_segments!`), then `__isa_table!` expands the table.
    (
        $(#[doc = $isadoc:literal])*
        isa $isa:ident $header:tt
        $( every class $every:tt )?
        $( modifiers $named:tt )?
        fields $fields:tt
        enums $enums:tt
        operands $( ( $opmode:ident $(, rows: $rows:ident)? ) )? [ $( $operands:tt )* ]
        classes $( in [ $( $part:ident ),+ $(,)? ] $(;)? )? $( { $( $classes:tt )* } )?
    ) => {
        $crate::__isa_segments! {
            [ $( $( $classes )* )? use $crate::__isa_parts [] ]
            [ $( $( $part ),+ )? ]
            {
                $(#[doc = $isadoc])*
                isa $isa $header
                $( every class $every )?
                $( modifiers $named )?
                fields $fields
                enums $enums
                operands $( ( $opmode $(, rows: $rows)? ) )? [ $( $operands )* ]
            }
            { () }
        }
    };
}

/// The expansion of a `define_isa!` table (see there): the header and sections as
/// written, and the classes in the shape [`__isa_segments!`](crate::__isa_segments) gives
/// them, one group each, every optional part filled in (so that matching them is linear
/// in their number): the class, its type parameters, doc comments (listed and joined),
/// priority, gate and attribute (each `(given)` or `()`), its fixed values, don't-care
/// fields and defaults (`[(name, field, value), …]`, `[field, …]`), modifiers,
/// operands, syntax items, and per form its name, docs (listed and joined), mnemonic,
/// key, fixed values, type arguments and gate (mnemonic and gate `(given)` or `()`, the
/// mnemonic of a sweep's form `(@sweep (mnemonic) suffix)`).
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
                $( => $katoms:tt $( owns $kowns:tt )? )?
            ),* $(,)? ]
        }
        { $( {
            $class:ident $params:tt $cdocs:tt $cdocc:tt $prio:tt $cwhen:tt $cattr:tt
            $cfixed:tt $cdc:tt $cdf:tt $mods:tt $ops:tt $syn:tt
            [ $( $form:ident $fdocs:tt $fdocc:tt $mn:tt $keyval:tt $ff:tt $args:tt $fwhen:tt )+ ]
        } )* }
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
                #[allow(clippy::identity_op, clippy::eq_op)]
                pub static FORMS: [$crate::form::FormInfo<Kind>; Form::COUNT] = [ $( $(
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
                )* )* ];
            }

            /// The decode index over the key field.
            pub static INDEX: $crate::form::Index<INDEX_BUCKETS, INDEX_LEN> =
                $crate::form::Index::build(&FORMS, fields::$key);

            /// Byte lengths an instruction can have, shortest first.
            pub const LENGTHS: &[usize] = $crate::__isa_lengths!($wbits; $( $( $len ),+ )?);

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

        $crate::__isa_form_enum! {
            $( $cdocs [ $( $form $fdocs )* ] )*
        }

        /// Each class's items (in a module of their own, out of the namespace every builder
        /// module imports).
        #[allow(non_snake_case)]
        mod __classes {
            #[allow(unused_imports)]
            use super::*;
            $crate::__private::paste! { $(
                #[allow(non_upper_case_globals, dead_code)]
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
                #[allow(non_upper_case_globals, dead_code)]
                pub(super) const [<__CLASS_ATTR_ $class>]: __IsaAttribute = $crate::__isa_or!($cattr
                    __isa_no_attribute(concat!(
                        "define_isa!: class `", stringify!($class), "` declares no `attribute`")));
                #[allow(non_upper_case_globals, dead_code)]
                pub(super) const [<__CLASS_SYNTAX_ $class>]: &[$crate::form::Item] = &$crate::__private::resolve_syntax(
                    stringify!($class),
                    $syn,
                    __builders::[<__CLASS_MODS_ $class>],
                    __builders::[<__CLASS_OPS_ $class>],
                );
            )* }
        }

        impl Form {
            /// Number of forms.
            pub const COUNT: usize = [ $( $( Form::$form, )* )* ].len();
            /// Every form, in table order.
            pub const ALL: [Form; Form::COUNT] = [ $( $( Form::$form, )* )* ];
            /// The form's table entry.
            #[inline]
            pub const fn info(self) -> &'static $crate::form::FormInfo<Kind> {
                &FORMS[self as usize]
            }
            /// The form's identifier.
            pub const fn name(self) -> &'static str {
                self.info().name
            }
        }

        const __FAULTS: [u32; Form::COUNT] = $crate::__private::faults(&FORMS, &INDEX, $wbits);

        // Every form's checks in one item: its fixed values, then its `__FAULTS` entry; the
        // first faulty form stops the build with its message (one item for the table, not
        // one per form: a const item with a panic per form cost a twentieth of the build).
        $crate::__private::paste! {
            const _: () = if let Some(m) = $crate::__private::table_message(
                &FORMS,
                &[ $( $( __builders::[<__form_ $form>]::FIXED, )* )* ],
                &__FAULTS,
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

        #[doc = $crate::__isa_builders_doc!($( $( $form )+ )*)]
        ///
        /// `new` takes the operands, then come the modifiers' setters,
        /// then `.insn()` or `.bits()`. The forms of a class of several forms share one
        /// builder type (`<Class>Forms<F>`, `F` the form's number, `Form::x as u16`) and
        /// each form's builder is its alias: the methods exist once per class.
        pub mod builders {
            // Only the builder types, and no import: their methods are in `__builders`,
            // which names the table's types, so that a builder named like one of them
            // (a form `reg` and an operand type `Reg`) hides nothing there.
            $crate::__private::paste! { $(
                $crate::__isa_builder_type! {
                    $word, $class [<$class:camel Forms>] $cdocs
                    [ $( $form [<$form:camel>] $fdocs [<__form_ $form>] )+ ]
                }
            )* }
        }

        /// The builders' methods, each form's module and each class's fields.
        #[allow(non_snake_case)]
        mod __builders {
            #[allow(unused_imports)]
            use super::*;
            $crate::__private::paste! {
                $crate::__isa_classes! {
                    [ $( $opmode )? ] [ $( $common )? $( @named $named )? ] $word;
                    $(
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
                    )*
                }
            }
        }

        /// The type of [`Form::attribute`].
        #[allow(non_camel_case_types)]
        type __IsaAttribute = $crate::__isa_pick_ty!($( $attrty )? ; ());

        #[allow(dead_code)]
        const fn __isa_no_attribute(message: &'static str) -> __IsaAttribute {
            $crate::__isa_no_attribute!(message; $( $attrty )?)
        }

        $crate::__private::paste! {
            const ATTRIBUTES: [__IsaAttribute; Form::COUNT] = [ $( $(
                $crate::__isa_first!(@in __classes [<__CLASS_ATTR_ $class>] $form),
            )* )* ];
        }

        impl Form {
            /// The form's attribute, as its class declares it (`()` when the table has none).
            #[inline]
            pub const fn attribute(self) -> __IsaAttribute {
                ATTRIBUTES[self as usize]
            }
        }

        const INDEX_BUCKETS: usize = 1 << fields::$key.width();
        const INDEX_LEN: usize = $crate::__private::index_len(&FORMS, fields::$key);

        /// The form index of `word` on a target with gate bits `gate`: the key read by
        /// the `const` key field, a word of up to 64 bits compared in 64 bits.
        #[inline(always)]
        fn __lookup(word: u128, gate: u32) -> Option<u16> {
            let k = fields::$key.get(word) as usize;
            if $wbits <= 64 {
                INDEX.lookup_key64(k, word as u64, gate)
            } else {
                INDEX.lookup_key(k, word, gate)
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

        /// Decodes a little-endian byte stream instruction by instruction.
        #[derive(Clone, Debug)]
        pub struct Stream<'a> {
            bytes: &'a [u8],
            offset: usize,
            target: __IsaTarget,
            gate: u32,
        }

        impl<'a> Stream<'a> {
            /// A stream over `bytes`, decoded for `target`.
            pub fn new(bytes: &'a [u8], target: __IsaTarget) -> Self {
                let gate = $crate::isa::DecodeTarget::gate_bits(target);
                Stream { bytes, offset: 0, target, gate }
            }

            /// Byte offset of the next instruction.
            pub fn offset(&self) -> usize {
                self.offset
            }
        }

        impl Iterator for Stream<'_> {
            /// Byte offset and the decoded instruction, or why it failed. A word no form
            /// matches is skipped by its length; a truncated instruction ends the stream.
            type Item = (usize, Result<Insn, $crate::error::DecodeError>);

            #[inline(always)]
            fn next(&mut self) -> Option<Self::Item> {
                let at = self.offset;
                // The longest instruction fits: one load, its length from the word itself.
                const MAX: usize = LENGTHS[LENGTHS.len() - 1];
                if let Some(b) = self.bytes.get(at..at.wrapping_add(MAX)) {
                    let mut w = $crate::bits::read_le(b, 0, MAX);
                    let len = length_of(w);
                    // Two paths rather than a select, so that the next offset is
                    // predicted instead of waiting for this word.
                    if len == MAX {
                        self.offset = at + MAX;
                    } else {
                        self.offset = at + len;
                        // Masked to its length, the word has no bits past it.
                        w &= $crate::bits::low_mask(8 * len as u32);
                    }
                    return Some((at, match __lookup(w, self.gate) {
                        Some(i) => Ok(Insn { form: Form::ALL[i as usize], bits: w as $word }),
                        None => Err($crate::error::DecodeError::no_match(at)),
                    }));
                }
                // By value, not `&mut self`: the stream never escapes to memory, so its
                // offset stays in a register through a caller's loop.
                let (next, item) = __stream_near_end(self.bytes, at, self.target);
                self.offset = next;
                item
            }
        }

        /// [`Iterator::next`] of a [`Stream`] within the longest instruction's length of
        /// the end (the last instructions, or a truncated one): the next offset and the
        /// item.
        #[cold]
        #[inline(never)]
        fn __stream_near_end(
            bytes: &[u8],
            at: usize,
            target: __IsaTarget,
        ) -> (usize, Option<(usize, Result<Insn, $crate::error::DecodeError>)>) {
            if at >= bytes.len() {
                return (at, None);
            }
            let r = Insn::decode_le_in(bytes, at, target);
            let next = match r {
                Ok(i) => at + i.len(),
                Err($crate::error::DecodeError {
                    kind: $crate::error::DecodeErrorKind::Truncated { .. },
                    ..
                }) => bytes.len(),
                Err(_) => at + length_of($crate::bits::read_le(bytes, at, LENGTHS[0])),
            };
            (next, Some((at, r)))
        }

        #[allow(clippy::unnecessary_cast)]
        impl Insn {
            /// Bits of the longest instruction word.
            pub const WORD_BITS: u32 = $wbits;

            /// Decodes one word for the default target: the highest-priority form whose
            /// fixed bits match.
            #[inline]
            pub fn decode(word: $word) -> Result<Insn, $crate::error::DecodeError> {
                Insn::decode_in(word, <__IsaTarget as Default>::default())
            }

            /// Decodes one word for `target`. Bits beyond the instruction's length must be
            /// clear.
            #[inline]
            pub fn decode_in(word: $word, target: __IsaTarget) -> Result<Insn, $crate::error::DecodeError> {
                let w = word as u128;
                let len = length_of(w);
                if len * 8 < $wbits && w >> (len * 8) != 0 {
                    return Err($crate::error::DecodeError {
                        offset: 0,
                        kind: $crate::error::DecodeErrorKind::ExtraBits,
                    });
                }
                match __lookup(w, $crate::isa::DecodeTarget::gate_bits(target)) {
                    Some(i) => Ok(Insn { form: Form::ALL[i as usize], bits: word }),
                    None => Err($crate::error::DecodeError::no_match(0)),
                }
            }

            /// Decodes the instruction at `offset` of a little-endian byte buffer.
            pub fn decode_le(bytes: &[u8], offset: usize) -> Result<Insn, $crate::error::DecodeError> {
                Insn::decode_le_in(bytes, offset, <__IsaTarget as Default>::default())
            }

            /// Decodes the instruction at `offset` of a little-endian byte buffer for
            /// `target`.
            pub fn decode_le_in(
                bytes: &[u8],
                offset: usize,
                target: __IsaTarget,
            ) -> Result<Insn, $crate::error::DecodeError> {
                let avail = bytes.len().saturating_sub(offset);
                let first = LENGTHS[0];
                let needed = if avail < first {
                    first
                } else {
                    length_of($crate::bits::read_le(bytes, offset, first))
                };
                if avail < needed {
                    return Err($crate::error::DecodeError {
                        offset,
                        kind: $crate::error::DecodeErrorKind::Truncated { needed, available: avail },
                    });
                }
                Insn::decode_in($crate::bits::read_le(bytes, offset, needed) as $word, target).map_err(|e| e.at(offset))
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
                let len = self.len();
                let available = out.len();
                let Some(out) = out.get_mut(..len) else {
                    return Err($crate::error::BufferTooSmall { needed: len, available });
                };
                let w = self.bits as u128;
                for (i, b) in out.iter_mut().enumerate() {
                    *b = (w >> (8 * i)) as u8;
                }
                Ok(len)
            }

            /// Assembles one line of text for the default target (see the instruction
            /// set's syntax notes).
            pub fn assemble(line: &str) -> Result<Insn, $crate::error::AsmError> {
                Insn::assemble_in(line, <__IsaTarget as Default>::default())
            }

            /// Assembles one line of text for `target`. The result is the form decoding
            /// picks for the assembled word (the assembled form if none does).
            #[allow(unused_variables)]
            pub fn assemble_in(line: &str, target: __IsaTarget) -> Result<Insn, $crate::error::AsmError> {
                let (i, bits) = $crate::__isa_assemble!(line, target, $isa, $sep; $($asm)?; $($opmode)?)?;
                Ok(match __lookup(bits, $crate::isa::DecodeTarget::gate_bits(target)) {
                    Some(j) => Insn { form: Form::ALL[j as usize], bits: bits as $word },
                    None => Insn { form: Form::ALL[i as usize], bits: bits as $word },
                })
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
            fn decode_le(bytes: &[u8], target: __IsaTarget) -> Option<Insn> {
                Insn::decode_le_in(bytes, 0, target).ok()
            }
            fn assemble_text(line: &str, target: __IsaTarget) -> Result<Insn, $crate::error::AsmError> {
                Insn::assemble_in(line, target)
            }
            type Rules = $crate::__isa_pick_ty!($( $rules )? ; $crate::code::NoRules);
            $crate::__isa_operand_fns!([ $( $target )? ] $( $kind )*);
        }

        // Kinds that are sub-tables (every entry gives its atoms): their types.
        $crate::__isa_word_kinds! {
            [ $( $target )? ] [ $( $( $rows )? )? ]
            [ $( $(#[doc = $kdoc])* $kind $(: $kwidth)? $( => $katoms $( owns $kowns )? )? ),* ]
        }

        $crate::__isa_display!($( $display )?; $isa, $sep);
        $crate::__isa_text!($isa $(, $target)?; $( $display )?);
        $crate::__isa_generators!($isa $(, $target)?);
        $crate::__isa_programs!($isa $(, $target)?);

        $crate::__isa_if_arbitrary! {
        #[allow(clippy::unnecessary_cast)]
        impl<'a> $crate::__private::arbitrary::Arbitrary<'a> for Insn {
            /// A valid instruction: a random form with random values in every bit the
            /// form does not fix.
            fn arbitrary(
                u: &mut $crate::__private::arbitrary::Unstructured<'a>,
            ) -> $crate::__private::arbitrary::Result<Self> {
                let i = u.choose_index(Form::COUNT)?;
                let r: u128 = u.arbitrary()?;
                let f = &FORMS[i];
                let mut w = ((r & !f.mask) | f.bits) & $crate::bits::low_mask($wbits);
                w &= $crate::bits::low_mask(8 * length_of(w) as u32);
                let t = $crate::isa::DecodeTarget::gate_bits(<__IsaTarget as Default>::default());
                Ok(match __lookup(w, t) {
                    Some(j) => Insn { form: Form::ALL[j as usize], bits: w as $word },
                    None => Insn { form: Form::ALL[i], bits: w as $word },
                })
            }
        }
        }
    };
}

mod builders;
mod classes;
mod enums;
mod helpers;
mod kinds;
mod operand;
mod parts;
