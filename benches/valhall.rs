//! Valhall throughput: decode, decode + format into a reusable buffer, and builder encode
//! against hand-packed shifts. Criterion reports instructions/s (`Throughput::Elements`).
//!
//! Corpora (all embedded, nothing is read at run time):
//! * `shader` — the compute shader of `examples/data/valhall_compute.bin` (loads, stores,
//!   FAU uniforms, a branch, integer and float arithmetic), repeated to 4096 words;
//! * `forms` — 4096 words, each a random one of the 249 forms with random free bits (every
//!   word decodes; operands are registers, uniforms, table values and specials alike).

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use isadef::valhall::{prelude::*, table::*, text::*};

const N: usize = 4096;

fn shader_corpus() -> Vec<u64> {
    let bin = include_bytes!("../examples/data/valhall_compute.bin");
    let prog: Vec<u64> = bin
        .chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    prog.iter().copied().cycle().take(N).collect()
}

fn forms_corpus() -> Vec<u64> {
    let mut s = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    // Forms in name order, so that the corpus does not depend on the table's order.
    let mut forms: Vec<_> = FORMS.iter().collect();
    forms.sort_by_key(|f| f.name);
    (0..N)
        .map(|_| {
            let f = forms[next() as usize % forms.len()];
            // Bit 63 clear: Mesa asserts on it.
            (((next() as u128 & !f.mask) | f.bits) as u64) & !(1 << 63)
        })
        .collect()
}

fn decode(c: &mut Criterion) {
    for (name, words) in [("shader", shader_corpus()), ("forms", forms_corpus())] {
        assert!(words.iter().all(|&w| Insn::decode(w).is_ok()));
        let mut g = c.benchmark_group("valhall");
        g.throughput(Throughput::Elements(words.len() as u64));
        g.bench_with_input(BenchmarkId::new("decode", name), &words, |b, words| {
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
        g.bench_with_input(
            BenchmarkId::new("decode+accesses", name),
            &words,
            |b, words| {
                b.iter(|| {
                    let mut n = 0usize;
                    for &w in words {
                        if let Ok(i) = Insn::decode(black_box(w)) {
                            n += i.accesses().len();
                        }
                    }
                    n
                })
            },
        );
        g.bench_with_input(
            BenchmarkId::new("decode+format", name),
            &words,
            |b, words| {
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
            },
        );
        g.finish();
    }
}

/// Three registers per instruction: destination, first and second source.
type Regs = (u8, u8, u8);

#[inline(never)]
fn fadd_builder(regs: &[Regs], out: &mut [u64]) {
    for (o, &(d, a, b)) in out.iter_mut().zip(regs) {
        *o = FaddF32::new(Dest::r(d & 63), F32NaSw::reg(a & 63), F32NaSw::reg(b & 63)).bits();
    }
}

#[inline(never)]
fn fadd_by_hand(regs: &[Regs], out: &mut [u64]) {
    for (o, &(d, a, b)) in out.iter_mut().zip(regs) {
        let (d, a, b) = ((d & 63) as u64, (a & 63) as u64, (b & 63) as u64);
        // Opcode 0xA4 at 48, destination byte 0xC0 | d at 40, sources at 0 and 8.
        *o = 0xa4 << 48 | (0xc0 | d) << 40 | b << 8 | a;
    }
}

#[inline(never)]
fn iadd_builder(regs: &[Regs], out: &mut [u64]) {
    for (o, &(d, a, b)) in out.iter_mut().zip(regs) {
        *o = IaddU32::new(Dest::r(d & 63), S32W::reg(a & 63), S32W::reg(b & 63)).bits();
    }
}

#[inline(never)]
fn iadd_by_hand(regs: &[Regs], out: &mut [u64]) {
    for (o, &(d, a, b)) in out.iter_mut().zip(regs) {
        let (d, a, b) = ((d & 63) as u64, (a & 63) as u64, (b & 63) as u64);
        *o = 0xa0 << 48 | (0xc0 | d) << 40 | b << 8 | a;
    }
}

type Encoder = fn(&[Regs], &mut [u64]);

fn encode(c: &mut Criterion) {
    let regs: Vec<Regs> = (0..N as u32)
        .map(|i| ((i % 64) as u8, (i * 7 % 64) as u8, (i * 13 % 64) as u8))
        .collect();
    let pairs: [(&str, Encoder, Encoder); 2] = [
        ("FADD.f32", fadd_builder, fadd_by_hand),
        ("IADD.u32", iadd_builder, iadd_by_hand),
    ];
    let mut g = c.benchmark_group("valhall-encode");
    g.throughput(Throughput::Elements(regs.len() as u64));
    for (name, builder, hand) in pairs {
        let mut a = vec![0u64; regs.len()];
        let mut b = vec![0u64; regs.len()];
        builder(&regs, &mut a);
        hand(&regs, &mut b);
        assert_eq!(a, b, "{name}: builder and hand-packed words differ");
        assert!(a
            .iter()
            .all(|&w| Insn::decode(w).unwrap().info().mnemonic == name));
        g.bench_with_input(BenchmarkId::new("builder", name), &regs, |bch, r| {
            bch.iter(|| builder(black_box(r), &mut a))
        });
        g.bench_with_input(BenchmarkId::new("hand-packed", name), &regs, |bch, r| {
            bch.iter(|| hand(black_box(r), &mut b))
        });
    }
    g.finish();
}

criterion_group!(benches, decode, encode);
criterion_main!(benches);
