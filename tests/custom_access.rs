//! What a user's table says an instruction reads and writes (`Insn::accesses()`): each
//! kind's `access` clause, the name rule, code targets and the table's `access { … }`
//! rules, defined the way a user's crate would.

// Most of what the table makes is not used by the tests.
#![allow(dead_code)]

use core::fmt::{self, Write};
use isadef::access::{Access, File, Resource, Rw, Sink as Uses, Space};
use isadef::bits::Field;
use isadef::error::AsmError;
use isadef::text::{Cursor, Sink};

isadef::operand_type! {
    /// A register `r0`..`r255`.
    pub struct Reg(pub u8): 8;
    /// A register pair `d0`..`d127`, numbered by its first register.
    pub struct Pair(pub u8): 8;
    /// An 8-bit immediate.
    pub struct Imm(pub u8): 8;
    /// A predicate `p0`..`p7`.
    pub struct Pred(pub u8): 3;
    /// A branch offset in instructions.
    pub struct Off(pub u8): 8;
}

macro_rules! text {
    ($ty:ident, $prefix:literal, $max:literal) => {
        impl isadef::isa::Operand for $ty {
            fn write_raw(raw: u128, _word: u128, out: &mut Sink<'_>) -> fmt::Result {
                out.write_str($prefix)?;
                out.write_u128(raw)
            }
            fn parse_raw(cur: &mut Cursor<'_>) -> Result<u128, AsmError> {
                cur.expect($prefix.as_bytes()[0], "expected an operand")?;
                cur.uint($max, "out of range")
            }
        }
    };
}
text!(Reg, "r", 255);
text!(Pair, "d", 254);
text!(Imm, "#", 255);
text!(Pred, "p", 7);
text!(Off, "+", 255);

/// A pair reports two registers from its first one, and is indirect when the word's
/// bit 31 says so.
impl isadef::access::Uses for Pair {
    const MAX: u8 = 1;
    fn uses(raw: u128, word: u128, _field: Field, rw: Rw, out: &mut Uses<'_>) {
        let reg = Resource::Reg {
            file: File::Gpr,
            index: raw as u16,
            count: 2,
            mask: Resource::FULL,
        };
        let flags = if word >> 31 & 1 != 0 {
            Access::INDIRECT
        } else {
            0
        };
        out.push_flags(reg, rw, flags);
    }
}

/// A modifier's value reports what it touches: waiting reads the barrier.
impl isadef::access::Uses for enums::Sync {
    const MAX: u8 = 1;
    fn uses(raw: u128, _word: u128, _field: Field, rw: Rw, out: &mut Uses<'_>) {
        if raw != 0 {
            out.push(Resource::reg(File::Barrier, 0), rw);
        }
    }
}

/// How many registers a vector load writes: its field `N` plus one.
const fn vector_count(word: u128) -> u8 {
    (word >> 28 & 3) as u8 + 1
}

/// The memory a load reads: shared when bit 30 is set.
const fn load_space(word: u128) -> Resource {
    if word >> 30 & 1 != 0 {
        Resource::Mem(Space::Shared)
    } else {
        Resource::Mem(Space::Global(0))
    }
}

isadef::define_isa! {
    /// A table whose operands say what they touch.
    isa Acc { name: "acc", word: u32, bits: 32, key: OP, placeholder: "",
              comment: b';', separator: Some(b','), prelude: { Reg, Pair, Imm, Pred, Off } }
    fields {
        OP = [0..8] "Opcode.";
        A = [8..16] "First operand.";
        B = [16..24] "Second operand.";
        P = [24..27] "Predicate.";
        SYNC = [27..28] "Waits for the barrier.";
    }
    enums {
        /// Whether an instruction waits for the barrier first.
        enum Sync: 1 { Free = 0 => "", Wait = 1 => ".sync" }
    }
    operands [
        Reg @ A access Gpr,
        Pair @ A access,
        Pred @ P access Cond,
        Imm,
        Off @ B = relative(4),
    ]
    access {
        // The `sync` modifier, where a class has it, reads the barrier.
        mods [sync: Sync reads]
        // `mova` writes an address register, not a general one.
        mova => [dst: writes Addr];
        // A compare-and-swap reads and writes its pair.
        cas => [data: modifies];
        // The store reads its address and writes memory.
        st => [+ writes Resource::Mem(Space::Global(0))];
        // A vector load writes `N + 1` registers from the memory bit 30 picks.
        ldv => [dst: count(of(vector_count)), + reads of(load_space)];
        // `nop`'s register is a hint only.
        hint => [src: none];
    }
    classes {
        /// Register moves.
        class mov {
            operands [dst: Reg, src: Reg @ B]
            forms { mov = 1; mova = 2; }
        }
        /// Adds of an immediate to a pair.
        class addp {
            operands [dst: Pair, src: Pair @ B, k: Imm @ [24..32]]
            forms { addp = 3; }
        }
        /// A compare-and-swap on a pair.
        class cas {
            operands [data: Pair, cmp: Reg @ B]
            forms { cas = 4; }
        }
        /// A store to the address in a register.
        class st {
            operands [addr: Reg, src: Reg @ B]
            forms { st = 5; }
        }
        /// A vector load.
        class ldv {
            operands [dst: Reg, addr: Reg @ B]
            forms { ldv = 6; }
        }
        /// A branch under a predicate.
        class bra {
            operands [p: Pred, to: Off]
            forms { bra = 7; }
        }
        /// A hint naming a register.
        class hint {
            mods [sync: Sync @ SYNC]
            operands [src: Reg]
            forms { hint = 8; }
        }
        /// Two destinations: a name ending in `dst` and a numbered one.
        class split {
            operands [dst0: Reg, cdst: Pred, k: Imm @ [16..24]]
            forms { split = 9; }
        }
    }
}

fn reg(file: File, index: u16, count: u8) -> Resource {
    Resource::Reg {
        file,
        index,
        count,
        mask: Resource::FULL,
    }
}

fn list(insn: Insn) -> Vec<(Resource, Rw, u8, u8)> {
    insn.accesses()
        .iter()
        .map(|a| (a.resource, a.rw, a.operand, a.flags))
        .collect()
}

const IMP: u8 = Access::IMPLICIT;

#[test]
fn the_name_rule_and_the_kinds_clause_give_each_operand() {
    let mov = builders::Mov::new(Reg(3), Reg(4)).insn();
    assert_eq!(
        list(mov),
        [
            (reg(File::Gpr, 3, 1), Rw::Write, 0, 0),
            (reg(File::Gpr, 4, 1), Rw::Read, 1, 0)
        ]
    );
    // An immediate has no `access` clause and reports nothing.
    let split = Insn::decode(0x0207_1109).unwrap();
    assert_eq!(
        list(split),
        [
            (reg(File::Gpr, 0x11, 1), Rw::Write, 0, 0),
            (reg(File::Cond, 2, 1), Rw::Write, 1, 0)
        ]
    );
}

#[test]
fn a_kinds_uses_impl_reports_its_own_resources() {
    let addp = builders::Addp::new(Pair(8), Pair(10), Imm(1)).insn();
    assert_eq!(
        list(addp),
        [
            (reg(File::Gpr, 8, 2), Rw::Write, 0, 0),
            (reg(File::Gpr, 10, 2), Rw::Read, 1, 0)
        ]
    );
    // Bit 31 is the pair's own business: the type reads the word.
    let indirect = Insn::decode(addp.bits() | 1 << 31).unwrap();
    assert!(indirect
        .accesses()
        .iter()
        .all(|a| a.flags == Access::INDIRECT));
}

#[test]
fn rules_set_directions_files_counts_and_implicit_accesses() {
    let mova = builders::Mova::new(Reg(1), Reg(2)).insn();
    assert_eq!(list(mova)[0], (reg(File::Addr, 1, 1), Rw::Write, 0, 0));
    assert_eq!(list(mova)[1], (reg(File::Gpr, 2, 1), Rw::Read, 1, 0));

    let cas = builders::Cas::new(Pair(4), Reg(9)).insn();
    assert_eq!(list(cas)[0], (reg(File::Gpr, 4, 2), Rw::ReadWrite, 0, 0));

    let st = builders::St::new(Reg(5), Reg(6)).insn();
    assert_eq!(
        list(st),
        [
            (reg(File::Gpr, 5, 1), Rw::Read, 0, 0),
            (reg(File::Gpr, 6, 1), Rw::Read, 1, 0),
            (Resource::Mem(Space::Global(0)), Rw::Write, IMP, 0),
        ]
    );

    for (n, shared) in [(0u32, false), (3, true)] {
        let word = builders::Ldv::new(Reg(12), Reg(2)).bits() | n << 28 | (shared as u32) << 30;
        let ldv = Insn::decode(word).unwrap();
        let space = if shared {
            Space::Shared
        } else {
            Space::Global(0)
        };
        assert_eq!(
            list(ldv),
            [
                (reg(File::Gpr, 12, n as u8 + 1), Rw::Write, 0, 0),
                (reg(File::Gpr, 2, 1), Rw::Read, 1, 0),
                (Resource::Mem(space), Rw::Read, IMP, 0),
            ]
        );
    }

    let hint = builders::Hint::new(Reg(7)).insn();
    assert!(hint.accesses().is_empty());
    // A modifier of the section's `mods` reports its accesses, named by its index.
    let sync = builders::Hint::new(Reg(7)).sync(enums::Sync::Wait).insn();
    assert_eq!(
        list(sync),
        [(reg(File::Barrier, 0, 1), Rw::Read, Access::MODIFIER, 0)]
    );
}

#[test]
fn a_code_target_is_reported_as_such() {
    // The offset counts from the next instruction, signed: 0xfe is two back.
    let bra = Insn::decode(0x03fe_0007 & 0x07ff_ffff).unwrap();
    assert_eq!(
        list(bra),
        [
            (reg(File::Cond, 3, 1), Rw::Read, 0, 0),
            (Resource::Target(-2), Rw::Read, 1, 0)
        ]
    );
}

#[test]
fn the_capacity_is_the_worst_form() {
    // `ldv` and `st`: two registers and a memory access; `addp`: two pairs.
    assert_eq!(ACCESS_CAP, 3);
    assert_eq!(<Acc as isadef::Isa>::MAX_ACCESSES, 3);
    for form in Form::ALL {
        let insn = Insn::decode(form.info().bits as u32).unwrap();
        assert!(insn.accesses().len() <= ACCESS_CAP, "{}", form.name());
        // Reads and writes partition the list, except read-modify-writes in both.
        let a = insn.accesses();
        assert!(a.reads().count() + a.writes().count() >= a.len());
    }
}
