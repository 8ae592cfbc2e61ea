//! G80 throughput: stream decode, decode + format into a reusable buffer, a whole raw dump
//! (`disassemble`, with its target pre-pass), and builder encode against hand-packed
//! shifts. Criterion reports instructions/s (`Throughput::Elements`).
//!
//! Corpus: `benches/data/g80_decuda_sm10_unique.bin`, the 1,702 distinct instructions
//! (short and long) of the ptxas sm_10 kernels in
//! `tests/data/g80/decuda_c30bd179_cubins_sm10.tsv`, in order of first appearance,
//! packed little-endian (13,112 bytes), decoded for g80 / compute programs. Regenerate
//! from the repository root with:
//!
//! ```text
//! python3 -c 'import struct,sys; s=set(); o=[]
//! for l in open(sys.argv[1]):
//!     c=l.rstrip("\n").split("\t")
//!     if l[0]=="#" or len(c)<5: continue
//!     w=tuple(int(x,16) for x in c[3].split())
//!     if w not in s: s.add(w); o+=w
//! sys.stdout.buffer.write(b"".join(struct.pack("<I",x) for x in o))' \
//!   tests/data/g80/decuda_c30bd179_cubins_sm10.tsv > benches/data/g80_decuda_sm10_unique.bin
//! ```

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use isadef::g80::{prelude::*, text::*};
use isadef::text::Sink;

const CORPUS: &[u8] = include_bytes!("data/g80_decuda_sm10_unique.bin");

const CP: Target = Target {
    variant: Variant::G80,
    mode: Mode::Cp,
};

fn decode(c: &mut Criterion) {
    let n = Insn::stream(CORPUS, CP).count();
    assert_eq!(n, 1702);
    assert!(Insn::stream(CORPUS, CP).all(|(_, r)| r.is_ok()));
    let mut g = c.benchmark_group("g80");
    g.throughput(Throughput::Elements(n as u64));
    g.bench_function(BenchmarkId::new("decode-stream", "decuda"), |b| {
        b.iter(|| {
            let mut n = 0u32;
            for (_, r) in Insn::stream(black_box(CORPUS), CP) {
                if let Ok(i) = r {
                    n += i.form().index() as u32;
                }
            }
            n
        })
    });
    // The same instructions as words already split (no length rule, no byte reads).
    let words: Vec<u64> = Insn::stream(CORPUS, CP)
        .map(|(_, r)| r.unwrap().bits())
        .collect();
    g.bench_function(BenchmarkId::new("decode-words", "decuda"), |b| {
        b.iter(|| {
            let mut n = 0u32;
            for &w in &words {
                if let Ok(i) = Insn::decode_in(black_box(w), CP) {
                    n += i.form().index() as u32;
                }
            }
            n
        })
    });
    // What each instruction reads and writes (`Insn::accesses_in`), after decoding it.
    g.bench_function(BenchmarkId::new("decode+accesses", "decuda"), |b| {
        b.iter(|| {
            let mut n = 0usize;
            for &w in &words {
                if let Ok(i) = Insn::decode_in(black_box(w), CP) {
                    n += i.accesses_in(CP).len();
                }
            }
            n
        })
    });
    g.bench_function(BenchmarkId::new("decode+format", "decuda"), |b| {
        let mut s = String::with_capacity(256);
        b.iter(|| {
            let mut n = 0usize;
            for (_, r) in Insn::stream(black_box(CORPUS), CP) {
                s.clear();
                Sink::write_to(&mut s, |out| write_insn(r.unwrap(), CP, 8, out)).unwrap();
                n += s.len();
            }
            n
        })
    });
    // The whole envydis-style dump: target pre-pass, address, words, marks and text.
    g.bench_function(BenchmarkId::new("disassemble", "decuda"), |b| {
        b.iter(|| disassemble_in(black_box(CORPUS), CP).len())
    });
    g.finish();
}

/// Registers of one instruction: destination and two sources.
type Regs = (u8, u8, u8);

/// Short `mov b32 $rD $rS`.
#[inline(never)]
fn mov_builder(regs: &[Regs], out: &mut [u64]) {
    for (o, &(d, s, _)) in out.iter_mut().zip(regs) {
        *o = MovB32S::new(
            SDst::from_raw((d & 63) as u128),
            Ssw::from_raw((s & 63) as u128),
        )
        .bits();
    }
}

#[inline(never)]
fn mov_by_hand(regs: &[Regs], out: &mut [u64]) {
    for (o, &(d, s, _)) in out.iter_mut().zip(regs) {
        let (d, s) = ((d & 63) as u64, (s & 63) as u64);
        // Primary opcode 1, w0[15] = b32, destination w0[7:2], source w0[14:9].
        *o = 0x1000_8000 | d << 2 | s << 9;
    }
}

/// Long `add b32 $rD $rA $rB`, always executed.
#[inline(never)]
fn add_builder(regs: &[Regs], out: &mut [u64]) {
    for (o, &(d, a, b)) in out.iter_mut().zip(regs) {
        *o = AddB32L::new(
            Pred::from_raw(0xf),
            McDst::from_raw(0),
            LLDst::from_raw((d & 127) as u128),
            Lsw::from_raw((a & 127) as u128),
            Lc3w::from_raw((b & 127) as u128),
            AddCond::from_raw(0),
        )
        .bits();
    }
}

#[inline(never)]
fn add_by_hand(regs: &[Regs], out: &mut [u64]) {
    for (o, &(d, a, b)) in out.iter_mut().zip(regs) {
        let (d, a, b) = ((d & 127) as u64, (a & 127) as u64, (b & 127) as u64);
        // w0: long, opcode 2, destination w0[8:2], source 1 w0[15:9];
        // w1: b32 (w1[26]), condition "always" (w1[11:7] = 0xf), source 2 w1[20:14].
        let w0 = 0x2000_0001 | d << 2 | a << 9;
        let w1 = 0x0400_0780 | b << 14;
        *o = w0 | w1 << 32;
    }
}

type Encoder = fn(&[Regs], &mut [u64]);

fn encode(c: &mut Criterion) {
    let regs: Vec<Regs> = (0..4096u32)
        .map(|i| ((i % 64) as u8, (i * 7 % 64) as u8, (i * 13 % 64) as u8))
        .collect();
    let pairs: [(&str, Encoder, Encoder, &str); 2] = [
        (
            "mov b32 (short)",
            mov_builder,
            mov_by_hand,
            "mov b32 $r1 $r7",
        ),
        (
            "add b32 (long)",
            add_builder,
            add_by_hand,
            "add b32 $r1 $r7 $r13",
        ),
    ];
    let mut g = c.benchmark_group("g80-encode");
    g.throughput(Throughput::Elements(regs.len() as u64));
    for (name, builder, hand, text1) in pairs {
        let mut a = vec![0u64; regs.len()];
        let mut b = vec![0u64; regs.len()];
        builder(&regs, &mut a);
        hand(&regs, &mut b);
        assert_eq!(a, b, "{name}: builder and hand-packed words differ");
        assert_eq!(Insn::decode(a[1]).unwrap().to_string(), text1, "{name}");
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
