//! A toy instruction set defined through the public macro, as a user outside the crate
//! writes one: operand types, two `isa_classes!` parts, a class template, a class
//! family, sweeps and lists. `tests/custom_isa.rs` tests it; `benches/` times its
//! decode + format.

use core::fmt::{self, Write};
use isadef::{
    access::{Resource, Space},
    bits::Field,
    error::AsmError,
    text::{Cursor, Sink},
};

/// Which unit executes an instruction (the table's typed per-class attribute).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Arithmetic.
    Alu,
    /// Loads and stores.
    Memory,
}

isadef::operand_type! {
    /// A register `r0`..`r255`.
    pub struct Reg(pub u8): 8;
    /// An 8-bit immediate `#n`.
    pub struct Imm(pub u8): 8;
}
impl Reg {
    /// The layout rule of this toy document: operand `i` is byte `2 + i`.
    pub const fn byte(i: u32) -> Field {
        Field::NONE.then(16 + 8 * i, 8)
    }
}
impl isadef::isa::Operand for Reg {
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        out.write_str("r")?;
        out.write_u128(raw)
    }
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        cur.expect(b'r', "expected a register")?;
        cur.uint(255, "register out of range")
    }
}

impl Imm {
    /// Same layout rule as [`Reg::byte`].
    pub const fn byte(i: u32) -> Field {
        Reg::byte(i)
    }
}
impl isadef::isa::Operand for Imm {
    fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
        out.write_str("#")?;
        out.write_u128(raw)
    }
    fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
        cur.expect(b'#', "expected an immediate")?;
        cur.uint(255, "immediate out of range")
    }
}

// The classes in two parts (`isa_classes!`), as a long table keeps them in files of
// their own; the table names them with `classes in [...]`.
isadef::isa_classes! { toy_first {
    /// Two-register operations.
    class unary {
        attribute: Unit::Alu,
        mods [round]
        operands [dst: Reg, src: Reg @ SRC]
        forms {
            /// Move.
            mov = 1;
            // A brief on the form's line, as a document gives one, is its doc.
            neg = 2 "Negate.";
        }
    }
    /// A store: no `fixed`, `dontcare`, `defaults` or own modifiers.
    class store {
        attribute: Unit::Memory,
        operands [src: Reg @ SRC]
        forms {
            /// Store.
            st = 3;
        }
    }
} }

// A class template: classes that differ in their unit, whether they round and their
// forms; each row of `use unary_op [...]` below becomes one class.
isadef::isa_template! {
    unary_op (
        $(#[doc = $doc:literal])*
        $class:ident in $unit:ident $( + $round:ident )?: $( $form:ident = $op:literal ),+;
    ) => {
        $(#[doc = $doc])*
        class $class {
            attribute: Unit::$unit,
            mods [$( $round: Round @ RND )?]
            operands [dst: Reg, src: Reg @ SRC]
            forms { $( $form = $op; )+ }
        }
    }
}

// A class family: what a kind of row shares, declared once (one invocation may declare
// several); each row of `use alu_rr [...]` below is one class, its own items after the
// family's.
isadef::isa_family! {
    /// Register-to-register ALU rows.
    alu_rr { attribute: Unit::Alu, operands [dst: Reg] }
    /// Memory rows: a cache policy first; the rounding bits mean nothing to them.
    mem_rr {
        attribute: Unit::Memory, dontcare { RND } mods [cache] operands [dst: Reg]
    }
}

// The second part, with lists of sweep entries (`suffix = key [{ fixed }] [<types>]`),
// named once and written `$name` in its rows.
isadef::isa_classes! { toy_second lists {
    widths = [b = 14 <Reg>, w = 15 <Imm>],
} {
    use alu_rr [
        /// Shifts and rotates: plain forms, then a group (forms sharing a brief), then
        /// sweeps (one form per entry, named `base_suffix`, printed `MNEMONIC.suffix`).
        shifts<T> [src: T @ SRC]
            shl = 16 <Reg>
            * "Shift right." [shr = 17 <Reg> | shri ("shr") = 18 <Imm>]
            * rot ("rot") "Rotate." { RND = 1 } $widths
            * sar "Arithmetic shift." [b = 19 <Reg>, w = 20 { RND = 2 } <Imm>];
        /// Bitwise logic.
        logic {} [src: Reg @ SRC]
            and "And." { OP = 10 } |
            /// Or.
            or { OP = 11 };
        /// Rounded moves.
        rmov { OP = 12 } mods [round] [src: Reg @ SRC] rmov ("mov.r");
    ]
    use unary_op [
        /// Bit operations.
        bits in Alu: not = 7, popc = 8;
        /// Rounded square roots.
        roots in Memory + round: sqrt = 9;
    ]
    /// Adds of a register or an immediate: one class, the operand type a parameter,
    /// the fields from the layout rule.
    class add<T> {
        attribute: Unit::Alu,
        operands [dst: Reg @ byte(0), src: T @ byte(1)]
        forms {
            /// Add a register.
            add = 5 <Reg>;
            /// Add an immediate.
            addi ("add") = 6 <Imm>;
        }
    }
    /// A load with a cache policy.
    class load {
        attribute: Unit::Memory,
        mods [cache]
        operands [dst: Reg]
        forms {
            ld = 4;
        }
    }
    use mem_rr [
        /// Stores with a cache policy.
        cached_store { OP = 13 } [src: Reg @ SRC] stc;
    ]
} }

isadef::define_isa! {
    /// A toy instruction set.
    isa Toy { name: "toy", word: u32, bits: 32, key: OP, placeholder: "",
              comment: b';', separator: Some(b','), attribute: Unit,
              prelude: { Reg, Imm, Unit } }
    // Every class ends with the `.wait` flag.
    every class { mods [wait: bool @ WAIT = ".wait"] }
    // Modifiers declared once; a class's `mods [round]` names them.
    modifiers { round: Round @ RND, cache: Cache @ CACHE }
    fields {
        /// Opcode.
        OP = [0..8];
        /// Rounding.
        RND = [8..10];
        /// Destination.
        DST = [16..24];
        // A field's one-line description may follow its ranges.
        SRC = [24..32] "Source.";
        /// Wait flag.
        WAIT = [15..16];
        /// Cache policy.
        CACHE = [10..12];
    }
    enums {
        /// Rounding mode.
        enum Round: 2 { Rne = 0 => default ".rne", Rtz = 1 => ".rtz", Up = 2 => ".up" }
        /// Cache policy; the values the list leaves out print `.reserved`.
        enum Cache: 2, others ".reserved" { Keep = 0 => "", Stream = 3 => ".stream" }
    }
    // A register operand sits in `DST` unless its class says otherwise (`src: Reg @ SRC`);
    // its value is a general register's number, written when the operand is `dst`.
    operands [Reg @ DST access Gpr, Imm]
    // What the forms touch besides their operands' registers.
    access {
        ld => [+ reads Resource::Mem(Space::Global(0))];
        st | stc => [+ writes Resource::Mem(Space::Global(0))];
    }
    classes in [toy_first, toy_second];
}

// `Display` comes from the table (the header does not say `display: custom`).
