//! The compile-time check that no two forms of one priority match the same word
//! (`partners`): on random tables of one decode bucket, it finds a partner exactly for the
//! forms that have one, as comparing every pair does.

mod common;

use common::Rng;
use isadef::__private::partners;
use isadef::bits::Field;
use isadef::form::{FormInfo, Gate, Index, Quiet};

const N: usize = 600;

/// `N` forms in one bucket (bit 0, the key, is fixed to 0 in all): a sub-opcode in bits
/// 1..9 that most forms fix (with values drawn from a narrow range, so that some repeat),
/// some forms fixing only its low bits, extra fixed bits above, two priorities and gates.
fn table(seed: u64) -> Vec<FormInfo<()>> {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let values = 1 + rng.below(N as u64 * 2);
    (0..N)
        .map(|_| {
            let mut mask = 1u128;
            let mut bits = 0u128;
            let sub = if rng.below(8) == 0 { 0x0e } else { 0x1fe };
            mask |= sub;
            bits |= ((rng.below(values) as u128) << 1) & sub;
            for _ in 0..rng.below(3) {
                let b = 9 + rng.below(6);
                mask |= 1 << b;
                bits |= (rng.below(2) as u128) << b;
            }
            let when = match rng.below(6) {
                0 => Gate::any(1),
                1 => Gate::any(2),
                _ => Gate::ALWAYS,
            };
            FormInfo {
                name: "f",
                mnemonic: "f",
                class: "c",
                doc: "",
                mask,
                bits,
                dontcare: 0,
                defaults: 0,
                priority: (rng.below(5) == 0) as u8,
                when,
                mods: &[],
                operands: &[],
                syntax: &[],
                quiet: Quiet::NEVER,
                branch: None,
            }
        })
        .collect()
}

/// Whether forms `a` and `b` of `forms` can match one word on one target at one priority.
fn clash(forms: &[FormInfo<()>], a: usize, b: usize) -> bool {
    let (x, y) = (&forms[a], &forms[b]);
    a != b
        && x.priority == y.priority
        && x.when.overlaps(y.when)
        && (x.bits ^ y.bits) & x.mask & y.mask == 0
}

#[test]
fn partners_agree_with_every_pair() {
    let key = Field::NONE.then(0, 1);
    let mut with = 0;
    for seed in 1..=40 {
        let forms: [FormInfo<()>; N] = table(seed).try_into().unwrap();
        let index = Index::<2, N>::build(&forms, key);
        let found = partners(&forms, &index);
        for (i, &partner) in found.iter().enumerate() {
            let any = (0..N).any(|j| clash(&forms, i, j));
            assert_eq!(partner != 0, any, "seed {seed}, form {i}");
            if partner != 0 {
                with += 1;
                let j = partner as usize - 1;
                assert!(
                    clash(&forms, i, j),
                    "seed {seed}: forms {i} and {j} do not clash"
                );
            }
        }
    }
    // The tables have forms with partners and forms without.
    assert!(with > 0 && with < 40 * N, "{with}");
}
