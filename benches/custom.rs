//! Decode + format of a user's own table: the toy table of `tests/common/toy.rs`, defined
//! through the public macro as a crate outside isadef writes one, printed by its
//! generated `Display` (the print plans every fixed-form table prints through).

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::fmt::Write;

#[allow(dead_code)]
#[path = "../tests/common/toy.rs"]
mod toy;

use toy::{table::FORMS, Insn};

/// 4,096 words that decode: each form's fixed bits with random bits elsewhere, in a
/// fixed pseudo-random order (xorshift, so every run times the same words).
fn corpus() -> Vec<u32> {
    let mut x = 0x9e37_79b9_u32;
    let mut words = Vec::new();
    while words.len() < 4096 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let f = &FORMS[x as usize % FORMS.len()];
        let w = ((x.rotate_left(7) as u128 & !f.mask) | f.bits) as u32;
        if Insn::decode(w).is_ok() {
            words.push(w);
        }
    }
    words
}

fn decode_format(c: &mut Criterion) {
    let words = corpus();
    let mut g = c.benchmark_group("custom");
    g.throughput(Throughput::Elements(words.len() as u64));
    g.bench_function(BenchmarkId::new("decode", "toy"), |b| {
        b.iter(|| {
            let mut n = 0u32;
            for &w in &words {
                if let Ok(i) = Insn::decode(black_box(w)) {
                    n += i.form().index() as u32;
                }
            }
            n
        })
    });
    // What each instruction reads and writes (the toy's `access Gpr` registers).
    g.bench_function(BenchmarkId::new("decode+accesses", "toy"), |b| {
        b.iter(|| {
            let mut n = 0usize;
            for &w in &words {
                if let Ok(i) = Insn::decode(black_box(w)) {
                    n += i.accesses().len();
                }
            }
            n
        })
    });
    g.bench_function(BenchmarkId::new("decode+format", "toy"), |b| {
        let mut s = String::with_capacity(256);
        b.iter(|| {
            let mut n = 0usize;
            for &w in &words {
                s.clear();
                if let Ok(i) = Insn::decode(black_box(w)) {
                    write!(s, "{i}").unwrap();
                }
                n += s.len();
            }
            n
        })
    });
    g.finish();
}

criterion_group!(benches, decode_format);
criterion_main!(benches);
