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

use super::{Accesses, Insn};
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
        current: None,
    }
}

/// The iterator [`check`] returns (no allocation: a slot mask per register).
#[derive(Clone, Debug)]
pub struct Hazards<'a> {
    program: &'a [Insn],
    next: usize,
    /// For each register, the slots whose messages have yet to write it.
    pending: [u8; 64],
    /// The instruction whose reads are being checked: its index, its accesses and the
    /// next (access, register) to look at.
    current: Option<(usize, Accesses, usize, usize)>,
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
    /// After an instruction's reads: the slots its writes signal, then its waits.
    fn retire(&mut self, a: &Accesses) {
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
            let Some((at, a, mut k, mut r)) = self.current.take() else {
                let insn = *self.program.get(self.next)?;
                self.current = Some((self.next, insn.accesses(), 0, 0));
                self.next += 1;
                continue;
            };
            // The next read of a pending register, resuming where the last one was found.
            while let Some(x) = a.get(k) {
                let (regs, reads) = (registers(&x.resource), x.rw.reads());
                for reg in (regs.start + r..regs.end).filter(|_| reads) {
                    let p = self.pending[reg];
                    if p != 0 {
                        self.current = Some((at, a, k, reg + 1 - regs.start));
                        let slot = p.trailing_zeros() as u8;
                        return Some(Hazard {
                            at,
                            reg: reg as u8,
                            slot,
                        });
                    }
                }
                (k, r) = (k + 1, 0);
            }
            self.retire(&a);
        }
    }
}
