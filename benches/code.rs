//! Code buffer throughput: emitting 1,000,000 instructions of which 10 % are branches to
//! labels (half backward, half forward, a label every ten instructions), through
//! `isadef::code::CodeBuffer` up to `finish()`, against pushing the same pre-encoded words
//! into a `Vec` (the anchor: what emitting costs without labels, checks or layout).
//! Criterion reports instructions/s; compare the buffer's time with the anchor's.
//! `plain/*` emits the same cycle with its branches as plain instructions: the buffer's
//! cost without labels (Valhall's `validate` and G80's alignment rule still run).
//! `floor/*` runs the same cycle through [`Floor`], the least any labelled buffer does (a
//! byte vector, a label vector, a branch list; no check, no layout rule, no target
//! encoding): the least a labelled buffer can cost next to the anchor.
//!
//! Both sides take their instructions from the same short cycle, repeated to 10⁶ (as a
//! JIT's builders make instructions in registers, not from a large array):
//! * `vivante` — the instructions of `examples/data/vivante_sample.bin`, every tenth a
//!   `branch`, emitted as programs of 32,000 instructions (a Vivante branch target is a
//!   15-bit instruction index);
//! * `valhall` — the instructions of `examples/data/valhall_compute.bin` (FAU uniforms,
//!   staging loads and stores: `validate` runs on each), every tenth a `BRANCHZ`;
//! * `g80` — the decuda sm_10 corpus (`benches/data`: its long instructions and its short
//!   ones in pairs), a `bra` inserted at the first 8-byte-aligned offset after every nine
//!   instructions (so that the alignment rule never has to lengthen one).

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use isadef::code::{CodeBuffer, Label};
use isadef::isa::Isa;

const N: usize = 1_000_000;

/// One step of a program: an instruction, or a branch to the label at the current group
/// (backward) or the next one (forward).
#[derive(Clone, Copy)]
enum Step<T> {
    Insn(T),
    Back(T),
    Forward(T),
}

/// What the loop emits through: the code buffer, or [`Floor`].
trait Emitter<I: Isa> {
    type Label: Copy;
    fn new(target: I::Target, n: usize) -> Self;
    fn insn(&mut self, insn: I::Insn);
    fn branch(&mut self, insn: I::Insn, label: Self::Label);
    fn label(&mut self) -> Self::Label;
    fn bind(&mut self, label: Self::Label);
    fn finish(self) -> usize;
}

impl<I: Isa> Emitter<I> for CodeBuffer<I> {
    type Label = Label;
    fn new(target: I::Target, n: usize) -> Self {
        CodeBuffer::with_capacity(target, I::LENGTHS[I::LENGTHS.len() - 1] * n)
    }
    #[inline(always)]
    fn insn(&mut self, insn: I::Insn) {
        self.emit(insn).unwrap();
    }
    #[inline(always)]
    fn branch(&mut self, insn: I::Insn, label: Label) {
        CodeBuffer::branch(self, insn, label).unwrap();
    }
    #[inline(always)]
    fn label(&mut self) -> Label {
        self.new_label()
    }
    #[inline(always)]
    fn bind(&mut self, label: Label) {
        CodeBuffer::bind(self, label).unwrap();
    }
    fn finish(self) -> usize {
        CodeBuffer::finish(self).unwrap().bytes.len()
    }
}

/// The least a labelled buffer does per call, written out by hand: append the bytes,
/// record each branch with its label, bind and make labels. Nothing is checked but the
/// label numbers, no layout rule runs and no target is encoded (`finish` would have to).
struct Floor {
    bytes: Vec<u8>,
    labels: Vec<u32>,
    sites: Vec<(u32, u32)>,
}

impl Floor {
    #[inline(always)]
    fn put<I: Isa>(&mut self, insn: I::Insn) -> usize {
        let at = self.bytes.len();
        let w = I::insn_word(insn).to_le_bytes();
        match I::insn_len(insn) {
            4 => self.bytes.extend_from_slice(&w[..4]),
            8 => self.bytes.extend_from_slice(&w[..8]),
            _ => self.bytes.extend_from_slice(&w[..16]),
        }
        at
    }
}

impl<I: Isa> Emitter<I> for Floor {
    type Label = u32;
    fn new(_target: I::Target, n: usize) -> Self {
        Floor {
            bytes: Vec::with_capacity(I::LENGTHS[I::LENGTHS.len() - 1] * n),
            labels: Vec::new(),
            sites: Vec::with_capacity(n / 8),
        }
    }
    #[inline(always)]
    fn insn(&mut self, insn: I::Insn) {
        self.put::<I>(insn);
    }
    #[inline(always)]
    fn branch(&mut self, insn: I::Insn, label: u32) {
        assert!((label as usize) < self.labels.len());
        let at = self.put::<I>(insn);
        self.sites.push((at as u32, label));
    }
    #[inline(always)]
    fn label(&mut self) -> u32 {
        self.labels.push(u32::MAX);
        self.labels.len() as u32 - 1
    }
    #[inline(always)]
    fn bind(&mut self, label: u32) {
        let end = self.bytes.len() as u32;
        let l = &mut self.labels[label as usize];
        assert_eq!(*l, u32::MAX);
        *l = end;
    }
    fn finish(self) -> usize {
        self.bytes.len() + self.sites.len()
    }
}

/// Emits `N` steps of the cycle `prog` through emitters of at most `max` instructions
/// each (Vivante's branch targets are 15-bit instruction indices: a program holds at most
/// 32,768), binding a label before every branch group.
fn emit<I: Isa, E: Emitter<I>>(prog: &[Step<I::Insn>], target: I::Target, max: usize) -> usize {
    let mut done = 0;
    let mut total = 0;
    while done < N {
        let n = max.min(N - done);
        total += emit_one::<I, E>(prog, done, n, target);
        done += n;
    }
    total
}

/// Steps `from..from + n` of the cycle `prog` through one emitter.
fn emit_one<I: Isa, E: Emitter<I>>(
    prog: &[Step<I::Insn>],
    from: usize,
    n: usize,
    target: I::Target,
) -> usize {
    let mut c = E::new(target, n);
    let mut here = c.label();
    let mut next = c.label();
    c.bind(here);
    let mut k = from % prog.len();
    for _ in 0..n {
        match prog[k] {
            Step::Insn(i) => c.insn(i),
            Step::Back(i) => c.branch(i, here),
            Step::Forward(i) => {
                c.branch(i, next);
                c.bind(next);
                here = next;
                next = c.label();
            }
        }
        k += 1;
        if k == prog.len() {
            k = 0;
        }
    }
    c.bind(next);
    c.finish()
}

/// The anchor: `N` words of the cycle `words` pushed into a `Vec`.
fn push<W: Copy>(words: &[W]) -> usize {
    let mut v = Vec::with_capacity(N);
    let mut k = 0;
    for _ in 0..N {
        v.push(black_box(words[k]));
        k += 1;
        if k == words.len() {
            k = 0;
        }
    }
    v.len()
}

/// One cycle: `insns` repeated 20 times, every tenth step a branch built by `branch`,
/// alternately backward and forward.
fn program<T: Copy>(insns: &[T], branch: T) -> Vec<Step<T>> {
    (0..20 * insns.len())
        .map(|k| match k % 20 {
            9 => Step::Back(branch),
            19 => Step::Forward(branch),
            _ => Step::Insn(insns[k % insns.len()]),
        })
        .collect()
}

/// The cycle `prog` with its branches emitted as plain instructions (`plain/*`: what the
/// buffer costs without labels, for comparison).
fn without_branches<T: Copy>(prog: &[Step<T>]) -> Vec<Step<T>> {
    prog.iter()
        .map(|s| match *s {
            Step::Insn(i) | Step::Back(i) | Step::Forward(i) => Step::Insn(i),
        })
        .collect()
}

fn words<I: Isa>(prog: &[Step<I::Insn>]) -> Vec<u128> {
    prog.iter()
        .map(|s| match *s {
            Step::Insn(i) | Step::Back(i) | Step::Forward(i) => I::insn_word(i),
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("code");
    g.sample_size(10);
    g.throughput(Throughput::Elements(N as u64));

    use isadef::vivante::{self, Vivante};
    let bin = include_bytes!("../examples/data/vivante_sample.bin");
    let insns: Vec<_> = (0..bin.len() / 16)
        .map(|k| vivante::Insn::decode_le_in(bin, 16 * k, ()).unwrap())
        .collect();
    let branch = vivante::builders::Branch::new(vivante::prelude::CodeTarget::new(0)).insn();
    let prog = program(&insns, branch);
    let w = words::<Vivante>(&prog);
    g.bench_function(BenchmarkId::new("emit", "vivante"), |b| {
        b.iter(|| emit::<Vivante, CodeBuffer<Vivante>>(black_box(&prog), (), 32_000))
    });
    let plain = without_branches(&prog);
    g.bench_function(BenchmarkId::new("plain", "vivante"), |b| {
        b.iter(|| emit::<Vivante, CodeBuffer<Vivante>>(black_box(&plain), (), 32_000))
    });
    g.bench_function(BenchmarkId::new("floor", "vivante"), |b| {
        b.iter(|| emit::<Vivante, Floor>(black_box(&prog), (), 32_000))
    });
    g.bench_function(BenchmarkId::new("vec-push", "vivante"), |b| {
        b.iter(|| push(black_box(&w)))
    });

    use isadef::valhall::{self, Valhall};
    let bin = include_bytes!("../examples/data/valhall_compute.bin");
    let insns: Vec<_> = bin
        .chunks_exact(8)
        .map(|c| valhall::Insn::decode(u64::from_le_bytes(c.try_into().unwrap())).unwrap())
        .collect();
    let branch = valhall::builders::Branchz::new(
        valhall::prelude::S32C::reg(0),
        valhall::prelude::BranchOffset::new(0),
    )
    .insn();
    let prog = program(&insns, branch);
    let w: Vec<u64> = words::<Valhall>(&prog).iter().map(|&w| w as u64).collect();
    g.bench_function(BenchmarkId::new("emit", "valhall"), |b| {
        b.iter(|| emit::<Valhall, CodeBuffer<Valhall>>(black_box(&prog), (), N))
    });
    let plain = without_branches(&prog);
    g.bench_function(BenchmarkId::new("plain", "valhall"), |b| {
        b.iter(|| emit::<Valhall, CodeBuffer<Valhall>>(black_box(&plain), (), N))
    });
    g.bench_function(BenchmarkId::new("floor", "valhall"), |b| {
        b.iter(|| emit::<Valhall, Floor>(black_box(&prog), (), N))
    });
    g.bench_function(BenchmarkId::new("vec-push", "valhall"), |b| {
        b.iter(|| push(black_box(&w)))
    });

    use isadef::g80::{self, G80};
    let t = g80::Target {
        variant: g80::target::Variant::G80,
        mode: g80::target::Mode::Cp,
    };
    // The corpus lists distinct instructions, not a laid-out program: keep the long ones
    // and the short ones in pairs, so that every long instruction stays aligned.
    let mut corpus = Vec::new();
    let mut short = None;
    for (_, r) in g80::Insn::stream(include_bytes!("data/g80_decuda_sm10_unique.bin"), t) {
        let i = r.unwrap();
        match (i.len(), short.take()) {
            (8, None) => corpus.push(i),
            (8, Some(_)) => corpus.push(i), // an unpaired short one is left out
            (_, None) => short = Some(i),
            (_, Some(s)) => corpus.extend([s, i]),
        }
    }
    let bra = g80::builders::Bra::new(
        g80::prelude::Pred::always(),
        g80::prelude::CodeTarget::new(0),
    )
    .insn();
    let (mut prog, mut at, mut since, mut k, mut back) = (Vec::new(), 0usize, 0, 0, true);
    while k < corpus.len() {
        if since >= 9 && at % 8 == 0 {
            prog.push(if back {
                Step::Back(bra)
            } else {
                Step::Forward(bra)
            });
            back = !back;
            since = 0;
            at += 8;
            continue;
        }
        let i = corpus[k];
        prog.push(Step::Insn(i));
        at += i.len();
        since += 1;
        k += 1;
    }
    // The anchor pushes each instruction's word (short ones in the low half).
    let w: Vec<u64> = words::<G80>(&prog).iter().map(|&w| w as u64).collect();
    let cycle: usize = w.iter().map(|&w| g80::table::length_of(w.into())).sum();
    assert_eq!(cycle % 8, 0, "the cycle keeps long instructions aligned");
    assert!(emit::<G80, CodeBuffer<G80>>(&prog, t, N) > 4 * N);
    g.bench_function(BenchmarkId::new("emit", "g80"), |b| {
        b.iter(|| emit::<G80, CodeBuffer<G80>>(black_box(&prog), t, N))
    });
    let plain = without_branches(&prog);
    g.bench_function(BenchmarkId::new("plain", "g80"), |b| {
        b.iter(|| emit::<G80, CodeBuffer<G80>>(black_box(&plain), t, N))
    });
    g.bench_function(BenchmarkId::new("floor", "g80"), |b| {
        b.iter(|| emit::<G80, Floor>(black_box(&prog), t, N))
    });
    g.bench_function(BenchmarkId::new("vec-push", "g80"), |b| {
        b.iter(|| push(black_box(&w)))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
