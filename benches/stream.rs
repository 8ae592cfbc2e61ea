//! `Insn::stream` against word decode, measured in one program: G80's decuda corpus
//! (`data/g80_decuda_sm10_unique.bin`, mixed 4- and 8-byte instructions, compute
//! programs) decoded as a byte stream and, already split, as words. The two loops run
//! alternately, `ROUNDS` times each, and the fastest round of each is kept: a shared
//! machine's load slows a round, never speeds one up, so the minimum is the steadiest
//! figure, and both loops are in the same binary, so its layout is the same for both (in
//! separate criterion runs the stream's figure moved by 2 × with the layout alone).
//!
//! ```text
//! cargo bench -p isadef-benches --bench stream     # prints both rates and their ratio
//! ```
//!
//! The target is a stream at ≥ 80 % of word decode.

use isadef::g80::{
    target::{Mode, Variant},
    Insn, Target,
};
use std::hint::black_box;
use std::time::Instant;

const CORPUS: &[u8] = include_bytes!("data/g80_decuda_sm10_unique.bin");
const CP: Target = Target {
    variant: Variant::G80,
    mode: Mode::Cp,
};
/// Rounds of each loop.
const ROUNDS: usize = 400;
/// Passes over the corpus in one round.
const PASSES: usize = 20;

fn stream_pass() -> u32 {
    let mut n = 0u32;
    for (_, r) in Insn::stream(black_box(CORPUS), CP) {
        if let Ok(i) = r {
            n = n.wrapping_add(i.form().index() as u32);
        }
    }
    n
}

fn words_pass(words: &[u64]) -> u32 {
    let mut n = 0u32;
    for &w in words {
        if let Ok(i) = Insn::decode_in(black_box(w), CP) {
            n = n.wrapping_add(i.form().index() as u32);
        }
    }
    n
}

/// One round (`PASSES` calls of `f`): `best` keeps the fastest round's seconds.
fn fastest(f: &mut dyn FnMut() -> u32, best: &mut f64, sum: &mut u32) {
    let t = Instant::now();
    for _ in 0..PASSES {
        *sum = sum.wrapping_add(f());
    }
    *best = best.min(t.elapsed().as_secs_f64());
}

fn main() {
    // `cargo test --benches` runs bench targets with `--bench` absent: one short pass.
    let quick = !std::env::args().any(|a| a == "--bench");
    let words: Vec<u64> = Insn::stream(CORPUS, CP)
        .map(|(_, r)| r.expect("the corpus decodes").bits())
        .collect();
    assert_eq!(words.len(), 1702);
    assert_eq!(stream_pass(), words_pass(&words));
    let (mut stream, mut word) = (f64::MAX, f64::MAX);
    let mut sum = 0u32;
    for _ in 0..if quick { 1 } else { ROUNDS } {
        fastest(&mut || words_pass(&words), &mut word, &mut sum);
        fastest(&mut stream_pass, &mut stream, &mut sum);
    }
    let rate = |s: f64| (PASSES * words.len()) as f64 / s / 1e6;
    println!(
        "g80 decuda: words {:.1} M/s, Insn::stream {:.1} M/s, stream / words {:.3} (fastest of {} rounds each; checksum {sum})",
        rate(word),
        rate(stream),
        word / stream,
        if quick { 1 } else { ROUNDS },
    );
}
