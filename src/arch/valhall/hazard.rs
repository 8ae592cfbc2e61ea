//! Dependency-slot hazards in straight-line code, as ISA.xml states the rule (its `Slot`
//! and `Flow` enums): a message-passing instruction (`LOAD`, `TEX_*`, `LD_VAR*`, …)
//! signals a slot when its registers are written, and "before reading the destination, a
//! future instruction must wait on the specified slot". A `.wait*` flow waits once its
//! instruction has run (the document sets `wait0126` "on the instruction immediately
//! preceding `ATEST`"), so the message itself or any instruction after it and before the
//! reader may wait. [`check`] flags every read of a register whose writing message no such
//! instruction has waited for.
//!
//! ```
//! use isadef::valhall::{hazard, hazard::Hazard, Insn};
//! let load = Insn::assemble("LOAD.i32.unsigned.slot0 @r0, u0, offset:0").unwrap();
//! let add = Insn::assemble("FADD.f32 r1, r0, r0").unwrap();
//! let found: Vec<_> = hazard::check(&[load, add]).collect();
//! assert_eq!(found, [Hazard { at: 1, reg: 0, slot: 0 }, Hazard { at: 1, reg: 0, slot: 0 }]);
//! // Waiting on slot 0 before the read makes it safe: on the load itself, or in between.
//! let waited = Insn::assemble("LOAD.i32.unsigned.slot0.wait0 @r0, u0, offset:0").unwrap();
//! assert_eq!(hazard::check(&[waited, add]).count(), 0);
//! let nop = Insn::assemble("NOP.wait0").unwrap();
//! assert_eq!(hazard::check(&[load, nop, add]).count(), 0);
//! ```

use super::Insn;
use crate::access::{File, Resource};

/// A read of a register still being written by a message: the reading instruction's
/// index in the program, the register and the slot nothing has waited on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hazard {
    /// Index of the reading instruction.
    pub at: usize,
    /// The register read (`r0`..`r63`).
    pub reg: u8,
    /// The lowest slot the register's pending write signals.
    pub slot: u8,
}

/// The hazards of a straight-line program, in program order (one per register read, so
/// a register read twice by one instruction is flagged twice).
pub fn check(program: &[Insn]) -> Hazards<'_> {
    Hazards {
        program,
        next: 0,
        pending: [0; 64],
        found: [None; 8],
        len: 0,
    }
}

/// The iterator [`check`] returns (no allocation: a slot mask per register).
#[derive(Clone, Debug)]
pub struct Hazards<'a> {
    program: &'a [Insn],
    next: usize,
    /// For each register, the slots whose messages have yet to write it.
    pending: [u8; 64],
    /// The current instruction's hazards not yet returned, last first.
    found: [Option<Hazard>; 8],
    len: usize,
}

/// The general registers an access touches.
fn registers(r: &Resource) -> core::ops::Range<usize> {
    match *r {
        Resource::Reg {
            file: File::Gpr,
            index,
            count,
            ..
        } => {
            let lo = (index as usize).min(64);
            lo..(lo + count as usize).min(64)
        }
        _ => 0..0,
    }
}

impl Hazards<'_> {
    /// Steps over one instruction: its reads (recording hazards), the slots its writes
    /// signal, then its waits.
    fn step(&mut self, at: usize, insn: Insn) {
        let a = insn.accesses();
        let (mut waits, mut signals) = (0u8, 0u8);
        for x in a.iter() {
            if let Resource::Slots(s) = x.resource {
                if x.rw.reads() {
                    waits |= s;
                }
                if x.rw.writes() {
                    signals |= s;
                }
            }
        }
        for x in a.iter().filter(|x| x.rw.reads()) {
            for r in registers(&x.resource) {
                let p = self.pending[r];
                if p != 0 && self.len < self.found.len() {
                    let h = Hazard {
                        at,
                        reg: r as u8,
                        slot: p.trailing_zeros() as u8,
                    };
                    self.found[self.len] = Some(h);
                    self.len += 1;
                }
            }
        }
        self.found[..self.len].reverse();
        if signals != 0 {
            for x in a.iter().filter(|x| x.rw.writes()) {
                for r in registers(&x.resource) {
                    self.pending[r] |= signals;
                }
            }
        }
        for p in self.pending.iter_mut() {
            *p &= !waits;
        }
    }
}

impl Iterator for Hazards<'_> {
    type Item = Hazard;

    fn next(&mut self) -> Option<Hazard> {
        loop {
            if self.len > 0 {
                self.len -= 1;
                return self.found[self.len].take();
            }
            let insn = *self.program.get(self.next)?;
            self.step(self.next, insn);
            self.next += 1;
        }
    }
}
