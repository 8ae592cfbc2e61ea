//! Vivante throughput: decode, decode + format, and builder encode against hand-packed
//! shifts. Criterion reports instructions/s (`Throughput::Elements`).

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use isadef::vivante::{prelude::*, table::*, text::*};

/// 4096 words: every form's pattern with pseudo-random free bits (all decode).
fn corpus() -> Vec<u128> {
    let mut s = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    (0..4096)
        .map(|_| {
            let f = &FORMS[next() as usize % FORMS.len()];
            let r = (next() as u128) << 64 | next() as u128;
            ((r & !f.mask) | f.bits) & !f.dontcare
        })
        .collect()
}

/// The 3,456 distinct instructions of Mesa-compiled shaders in the conformance vectors
/// (`tests/data/vivante/mesa-isaspec-51bd3b2-real-shaders.txt`: `w0 w1 w2 w3 text`),
/// embedded at compile time.
fn real_shaders() -> Vec<u128> {
    let text = include_str!("../tests/data/vivante/mesa-isaspec-51bd3b2-real-shaders.txt");
    text.lines()
        .filter(|l| l.starts_with("0x"))
        .map(|l| {
            let mut w = 0u128;
            for (i, h) in l.split(' ').take(4).enumerate() {
                let v = u32::from_str_radix(&h[2..], 16).expect("hex word");
                w |= (v as u128) << (32 * i);
            }
            w
        })
        .collect()
}

fn decode(c: &mut Criterion) {
    for (name, words) in [("random", corpus()), ("real", real_shaders())] {
        decode_corpus(c, name, &words);
    }
}

fn decode_corpus(c: &mut Criterion, corpus: &str, words: &[u128]) {
    let mut g = c.benchmark_group("vivante");
    g.throughput(Throughput::Elements(words.len() as u64));
    g.bench_function(BenchmarkId::new("decode", corpus), |b| {
        b.iter(|| {
            let mut n = 0u32;
            for &w in words {
                if let Ok(i) = Insn::decode(black_box(w)) {
                    n += i.form().index() as u32;
                }
            }
            n
        })
    });
    // What each instruction reads and writes (`Insn::accesses`), after decoding it.
    g.bench_function(BenchmarkId::new("decode+accesses", corpus), |b| {
        b.iter(|| {
            let mut n = 0usize;
            for &w in words {
                if let Ok(i) = Insn::decode(black_box(w)) {
                    n += i.accesses().len();
                }
            }
            n
        })
    });
    g.bench_function(BenchmarkId::new("decode+format", corpus), |b| {
        let mut s = String::with_capacity(256);
        b.iter(|| {
            let mut n = 0usize;
            for &w in words {
                s.clear();
                write_line(black_box(w), &mut s).unwrap();
                n += s.len();
            }
            n
        })
    });
    g.finish();
}

#[inline(never)]
fn encode_builder(regs: &[(u16, u16, u16, u16)], out: &mut [u128]) {
    for (o, &(d, a, b, c)) in out.iter_mut().zip(regs) {
        *o = Mad::new(
            Dst::t(d & 127),
            Src::t(a & 511),
            Src::t(b & 511),
            Src::t(c & 511),
        )
        .bits();
    }
}

#[inline(never)]
fn encode_by_hand(regs: &[(u16, u16, u16, u16)], out: &mut [u128]) {
    for (o, &(d, a, b, c)) in out.iter_mut().zip(regs) {
        let (d, a, b, c) = (
            (d & 127) as u128,
            (a & 511) as u128,
            (b & 511) as u128,
            (c & 511) as u128,
        );
        let w0 = 0x02 | 1 << 12 | d << 16 | 0xf << 23;
        let w1 = 1 << 2 | 1 << 11 | a << 12 | 0xe4 << 22;
        let w2 = 1 << 6 | b << 7 | 0xe4 << 17;
        let w3 = 1 << 3 | c << 4 | 0xe4 << 14;
        *o = w0 | w1 << 32 | w2 << 64 | w3 << 96;
    }
}

fn encode(c: &mut Criterion) {
    let regs: Vec<(u16, u16, u16, u16)> = (0..4096u32)
        .map(|i| {
            (
                (i % 128) as u16,
                (i * 7 % 512) as u16,
                (i * 13 % 512) as u16,
                (i * 31 % 512) as u16,
            )
        })
        .collect();
    let mut a = vec![0u128; regs.len()];
    let mut b = vec![0u128; regs.len()];
    encode_builder(&regs, &mut a);
    encode_by_hand(&regs, &mut b);
    assert_eq!(a, b, "builder and hand-packed words differ");
    let mut g = c.benchmark_group("vivante-encode");
    g.throughput(Throughput::Elements(regs.len() as u64));
    g.bench_with_input(BenchmarkId::new("builder", "mad"), &regs, |bch, r| {
        bch.iter(|| encode_builder(black_box(r), &mut a))
    });
    g.bench_with_input(BenchmarkId::new("hand-packed", "mad"), &regs, |bch, r| {
        bch.iter(|| encode_by_hand(black_box(r), &mut b))
    });
    g.finish();
}

criterion_group!(benches, decode, encode);
criterion_main!(benches);
