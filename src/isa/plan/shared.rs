//! Forms whose operands print alike (the same kinds in the same fields, placeholders in
//! the same places) share one run of the print plans' operand steps: a table's classes
//! repeat a few operand lists. [`__isa_same_ops!`](crate::__isa_same_ops) finds, for each
//! form, the first form with its list; the table's `Kind` compares kinds.

use crate::bits::Field;

/// The hash slots of the pass (each keeps the first form of its hash).
pub const SLOTS: usize = super::SLOTS;

/// The slots a list is looked for in, from its own on.
pub const PROBES: usize = 8;

/// The slot of a signature.
pub const fn slot(h: u64) -> usize {
    super::slot(h)
}

/// The signature `h` of an operand list so far, with an operand of kind number `kind`
/// (0: a placeholder) in `field`.
pub const fn op_sig(h: u64, kind: u64, field: Field) -> u64 {
    let h = (h ^ kind).wrapping_mul(0x0100_0000_01b3);
    (h ^ super::field_hash(field)).wrapping_mul(0x0100_0000_01b3)
}

/// Whether two operands' fields are the same.
pub const fn same_field(a: Field, b: Field) -> bool {
    a.same(b)
}

/// For each form of the table `$forms` (a `static` of `FormInfo<$kind>`), the number of
/// the first form whose operands print alike: `__isa_same_ops!(Kind, FORMS)`.
#[doc(hidden)]
#[macro_export]
macro_rules! __isa_same_ops {
    ($kind:ty, $forms:path) => {{
        use $crate::form::OperandDesc;
        use $crate::isa::plan::shared as s;
        const fn id(k: ::core::option::Option<$kind>) -> u64 {
            match k {
                ::core::option::Option::Some(k) => k.__number() as u64 + 1,
                ::core::option::Option::None => 0,
            }
        }
        const fn sig(ops: &[OperandDesc<$kind>]) -> u64 {
            let (mut h, mut i) = (0xcbf2_9ce4_8422_2325u64, 0);
            while i < ops.len() {
                h = s::op_sig(h, id(ops[i].kind), ops[i].field);
                i += 1;
            }
            h
        }
        const fn same(a: &[OperandDesc<$kind>], b: &[OperandDesc<$kind>]) -> bool {
            if a.len() != b.len() {
                return false;
            }
            let mut i = 0;
            while i < a.len() {
                if id(a[i].kind) != id(b[i].kind) || !s::same_field(a[i].field, b[i].field) {
                    return false;
                }
                i += 1;
            }
            true
        }
        let mut out = [0u16; $forms.len()];
        let mut first = [u16::MAX; s::SLOTS];
        let mut i = 0;
        while i < $forms.len() {
            let ops = $forms[i].operands;
            out[i] = i as u16;
            // The list's slot or one of the next few (a list in none of them is planned
            // again).
            let (mut k, mut probes) = (s::slot(sig(ops)), 0);
            while probes < s::PROBES {
                let j = first[k];
                if j == u16::MAX {
                    first[k] = i as u16;
                    break;
                }
                if same($forms[j as usize].operands, ops) {
                    out[i] = j;
                    break;
                }
                k = (k + 1) % s::SLOTS;
                probes += 1;
            }
            i += 1;
        }
        out
    }};
}
