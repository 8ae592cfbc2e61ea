//! Forms whose operands print alike (the same kinds in the same fields, placeholders in
//! the same places) share one run of the print plans' operand steps: a table's classes
//! repeat a few operand lists. [`__isa_same_ops!`](crate::__isa_same_ops) finds, for each
//! form, the first form with its list; the table's `Kind` compares kinds.

use crate::bits::Field;

/// The hash slots of the pass (each keeps the first form of its hash).
pub const SLOTS: usize = super::SLOTS;

/// The slot of a signature.
pub const fn slot(h: u64) -> usize {
    super::slot(h)
}

/// The signature `h` of an operand list so far, with an operand of kind number `kind`
/// (0: a placeholder) in `field`.
pub const fn op_sig(h: u64, kind: u64, field: Field) -> u64 {
    let mut h = (h ^ kind).wrapping_mul(0x0100_0000_01b3);
    let mut i = 0;
    while i < field.count as usize {
        let p = field.pieces[i];
        h = (h ^ ((p.lo as u64) << 8 | p.width as u64)).wrapping_mul(0x0100_0000_01b3);
        i += 1;
    }
    (h ^ field.num as u64).wrapping_mul(0x0100_0000_01b3)
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
            let k = s::slot(sig(ops));
            out[i] = i as u16;
            let j = first[k];
            if j != u16::MAX && same($forms[j as usize].operands, ops) {
                out[i] = j;
            } else {
                first[k] = i as u16;
            }
            i += 1;
        }
        out
    }};
}
