//! Random label programs on the code buffer (`tests/common/labels.rs`, shared with the
//! `*_labels` fuzz targets): every call against a model, every finished program decoded
//! back (and, for G80, assembled from its text), for each instruction set.

#[path = "common/labels.rs"]
mod labels;

use isadef::{g80, valhall, vivante};
use labels::{check, Stats, Subject};

/// Programs per instruction set.
const PROGRAMS: u64 = 2000;

/// Deterministic pseudo-random bytes (xorshift64*).
fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut s = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..n)
        .map(|_| {
            s ^= s >> 12;
            s ^= s << 25;
            s ^= s >> 27;
            (s.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 56) as u8
        })
        .collect()
}

fn run<I: Subject>(salt: u64) -> Stats {
    let mut all = Stats::default();
    for k in 0..PROGRAMS {
        // Inputs of every size, short ones included (the generator runs out of bytes).
        let n = [16, 256, 1024, 4096][(k % 4) as usize];
        all.add(&check::<I>(&bytes(salt << 32 | k, n)));
    }
    println!("{}: {all:#?}", I::NAME);
    assert_eq!(all.programs, PROGRAMS as usize);
    all
}

/// What every instruction set's programs must have exercised.
fn exercised(s: &Stats) {
    let cases = [
        ("bound twice", s.bound_twice),
        ("unknown label", s.unknown_label),
        ("unknown position", s.unknown_pos),
        ("not a branch", s.not_a_branch),
        ("misaligned offset", s.misaligned),
        ("offset out of range", s.out_of_range),
        ("unbound at finish", s.unbound),
        ("finished", s.finished),
        ("backward branch", s.backward),
        ("self-loop", s.self_loops),
        ("forward branch", s.forward),
        ("branch to an offset", s.to_offset),
        ("label shared by branches", s.shared),
        ("label never bound", s.never_bound),
        ("patch", s.patched),
        ("branch replaced by a branch", s.replaced_branch),
        ("other replacement", s.replaced),
    ];
    for (what, n) in cases {
        assert!(n > 0, "no {what} in {s:#?}");
    }
    // Every instruction drawn reads back through the assembler, so the instruction
    // set's rules (`Isa::validate`, the assembler's own checks) accept it.
    assert_eq!(s.invalid, 0, "{s:#?}");
    // Most programs finish (each runs twice: without and with shortest()).
    assert!(s.finished > s.programs, "{s:#?}");
}

/// A fixed-length instruction set: no layout rule, no program assembler.
fn fixed_length(s: &Stats) {
    exercised(s);
    let layout = (s.align, s.promoted, s.shortened, s.diverged);
    assert_eq!(layout, (0, 0, 0, 0), "{s:#?}");
    assert_eq!((s.assembled, s.length), (0, 0), "{s:#?}");
}

#[test]
fn vivante_labels() {
    fixed_length(&run::<vivante::Vivante>(1));
}

#[test]
fn valhall_labels() {
    fixed_length(&run::<valhall::Valhall>(2));
}

#[test]
fn g80_labels() {
    let s = run::<g80::G80>(3);
    exercised(&s);
    assert!(s.align > 0, "{s:#?}");
    assert!(s.promoted > 0, "{s:#?}");
    assert!(s.shortened > 0, "{s:#?}");
    // shortest(): a promoted instruction pairs with the long one before it; a shortened
    // instruction is replaced.
    assert!(s.promoted_paired > 0, "{s:#?}");
    assert!(s.diverged > 0, "{s:#?}");
    // Replacements of another length (4 and 8 bytes) are refused.
    assert!(s.length > 0, "{s:#?}");
    // Every finished program without shortest() went through assemble_program.
    assert_eq!(s.assembled, s.finished - s.finished_shortest, "{s:#?}");
}
