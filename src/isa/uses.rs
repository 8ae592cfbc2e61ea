//! What an instruction reads and writes, for any instruction set: the form's access plan
//! walked over its operands, modifiers and rule ([`crate::access`] has the types).

use crate::access::{Access, Accesses, Count, Implicit, Item, Resource, Rw, Sink};
use crate::isa::Isa;

/// The accesses of `insn` for `target`, in code written once for every instruction set
/// (`N` at least the set's [`Isa::MAX_ACCESSES`], which a constant check enforces; the
/// module's `Insn::accesses_in` is the same).
pub fn accesses<I: Isa, const N: usize>(insn: I::Insn, target: I::Target) -> Accesses<N> {
    const {
        assert!(
            N >= I::MAX_ACCESSES,
            "the capacity is below the set's ACCESS_CAP"
        )
    };
    let mut a = Accesses::new();
    let gate = crate::isa::DecodeTarget::gate_bits(target);
    collect::<I>(insn, &mut a.sink(I::insn_form(insn), gate));
    a
}

/// Applies a rule's items for the operand `name` to its accesses from `start` on.
fn apply(rule: &[Item], name: &str, word: u128, start: usize, out: &mut Sink<'_>) {
    for item in rule {
        match *item {
            Item::File(n, file) if n == name => {
                for a in out.since(start) {
                    if let Resource::Reg { file: f, .. } = &mut a.resource {
                        *f = file;
                    }
                }
            }
            Item::Count(n, count) if n == name => {
                let c = match count {
                    Count::Fixed(c) => c,
                    Count::Of(f) => f(word),
                };
                for a in out.since(start) {
                    if let Resource::Reg { count, .. } = &mut a.resource {
                        *count = c;
                    }
                }
            }
            _ => {}
        }
    }
    out.drop_empty(start);
}

/// Collects the accesses of `insn` into `out` (made by [`Accesses::sink`] with the
/// instruction's form number and the target's gate bits): each operand's with the
/// direction of the form's plan, then its rule's items.
#[doc(hidden)]
#[inline]
pub fn collect<I: Isa>(insn: I::Insn, out: &mut Sink<'_>) {
    let info = I::insn_info(insn);
    let word = I::insn_word(insn);
    let plan = I::access_plan(out.form);
    // Only the operands the plan gives a direction, lowest first.
    let mut roles = plan.roles;
    while roles != 0 {
        let i = roles.trailing_zeros() as usize / 2;
        let rw = Rw::from_bits((roles >> (2 * i)) as u8);
        roles &= !(3 << (2 * i));
        let (Some(rw), Some(op)) = (rw, info.operands.get(i)) else {
            continue;
        };
        let Some(kind) = op.kind else { continue };
        out.operand = i as u8;
        if plan.rule == 0 {
            I::uses(kind, op.field, word, rw, out);
        } else {
            let start = out.start();
            out.keep_empty = true;
            I::uses(kind, op.field, word, rw, out);
            out.keep_empty = false;
            apply(
                I::access_rules()[plan.rule as usize - 1],
                op.name,
                word,
                start,
                out,
            );
        }
    }
    let rule: &[Item] = match plan.rule {
        0 => &[],
        r => I::access_rules()[r as usize - 1],
    };
    for code in plan.mods {
        if code == 0 {
            continue;
        }
        let (index, entry) = ((code - 1) >> 4, (code - 1) & 15);
        if let Some(m) = info.mods.get(index as usize) {
            out.operand = Access::MODIFIER | index as u8;
            I::mod_uses(entry as u8, m.field, word, out);
        }
    }
    out.operand = Access::IMPLICIT;
    for item in rule {
        if let Item::Implicit(rw, what) = *item {
            let resource = match what {
                Implicit::Fixed(r) => r,
                Implicit::Of(f) => f(word),
            };
            out.push(resource, rw);
        }
    }
}
