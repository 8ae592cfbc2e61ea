//! Properties of `Insn::accesses()` on every instruction set: changing one bit of an
//! operand's own field (keeping the form, and a valid instruction) changes only that
//! operand's accesses; no instruction reports more than the set's `ACCESS_CAP`, which
//! random Vivante and Valhall instructions reach.

use arbitrary::{Arbitrary, Unstructured};

mod common;
use common::Rng;

/// The bits an operand's printer reads in `word` beyond its own field.
fn claimed<I: isadef::Isa>(op: &isadef::form::OperandDesc<I::Kind>, word: u128) -> u128 {
    let Some(kind) = op.kind else { return 0 };
    let mut text = String::new();
    let mut sink = isadef::text::Sink::new(&mut text);
    let raw = op.field.get(word);
    match I::write_operand_in(kind, raw, word, Default::default(), &mut sink) {
        Ok(c) if c.bits != u128::MAX => c.bits,
        _ => 0,
    }
}

/// Checks one instruction set through its module's `Insn`, `ACCESS_CAP` and word type.
macro_rules! props {
    ($test:ident, $isa:ident, $isa_ty:ty, $word:ty, $cases:literal, $exact:literal) => {
        #[test]
        fn $test() {
            use isadef::$isa::{Insn, ACCESS_CAP};
            let mut rng = Rng(0x0ac0_55e5 ^ $cases);
            let (mut flips, mut most) = (0u64, 0);
            for _ in 0..$cases {
                let data: Vec<u8> = (0..64).map(|_| rng.next() as u8).collect();
                let insn = Insn::arbitrary(&mut Unstructured::new(&data)).unwrap();
                let before = insn.accesses();
                most = most.max(before.len());
                let ops = insn.info().operands;
                for (k, op) in ops.iter().enumerate() {
                    // Bits no other operand reads: its field, and what its printer claims
                    // beyond it (G80's texture source vector reads the destination's
                    // register field, a memory operand its address register).
                    let others = ops
                        .iter()
                        .enumerate()
                        .filter(|&(j, _)| j != k)
                        .fold(0u128, |m, (_, o)| {
                            m | o.field.mask() | claimed::<$isa_ty>(o, insn.bits().into())
                        });
                    let mask = op.field.mask() & !others;
                    for bit in (0..128).filter(|b| mask >> b & 1 != 0) {
                        let word = insn.bits() ^ (1 as $word) << bit;
                        let Ok(other) = Insn::decode(word) else {
                            continue;
                        };
                        if other.form() != insn.form() || other.validate().is_err() {
                            continue;
                        }
                        flips += 1;
                        let after = other.accesses();
                        let keep = |a: &&isadef::access::Access| a.operand as usize != k;
                        let (x, y): (Vec<_>, Vec<_>) = (
                            before.iter().filter(keep).collect(),
                            after.iter().filter(keep).collect(),
                        );
                        assert_eq!(
                            x, y,
                            "{insn} -> {other}: operand {} changed others",
                            op.name
                        );
                    }
                }
            }
            assert!(flips > 10_000, "only {flips} flips kept their form");
            // The capacity bounds every instruction; where the worst form's operands can
            // all reach their most at once, random instructions reach it.
            assert!(most <= ACCESS_CAP);
            if $exact {
                assert_eq!(most, ACCESS_CAP, "the capacity is the worst case");
            }
        }
    };
}

props!(
    vivante_operands_change_only_their_accesses,
    vivante,
    isadef::vivante::Vivante,
    u128,
    20_000,
    true
);
props!(
    valhall_operands_change_only_their_accesses,
    valhall,
    isadef::valhall::Valhall,
    u64,
    40_000,
    true
);
// G80's bound counts a memory operand with its address register for each of three
// sources; an instruction has at most one memory operand.
props!(
    g80_operands_change_only_their_accesses,
    g80,
    isadef::g80::G80,
    u64,
    40_000,
    false
);
