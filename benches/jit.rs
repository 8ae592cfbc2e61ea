//! The code buffers next to the JIT assemblers people use, on one workload in one process:
//! 1,024,000 instructions made by builders inside the loop (as a JIT makes them), in 32
//! programs of 32,000; every tenth a conditional branch to a label, alternately backward
//! (to the label of its own group of ten) and forward (to the next group's); each program
//! finished to its bytes. `straight` emits the same programs with plain instructions in
//! place of the branches.
//!
//! * isadef: `CodeBuffer<Vivante>` (`add`, `branch.gz`), `CodeBuffer<Valhall>`
//!   (`IADD.u32`, `BRANCHZ`: the buffer validates FAU and staging use on each emit),
//!   `CodeBuffer<G80>` (long `add b32`, `bra`), and G80 with `.shortest()`;
//! * dynasm-rs (`VecAssembler`, dynamic labels): aarch64 `add`/`b.ne`, x64 `add`/`jne`;
//! * `floor`: aarch64 `add` words packed by hand into a `Vec<u8>`, no labels: what
//!   emitting costs without any assembler.
//!
//! Each emitter runs `ROUNDS` times, alternating with the others; the table gives the
//! median nanoseconds per instruction and the ratio to dynasm-rs aarch64 in the same run.
//!
//!     cargo bench -p isadef-benches --bench jit            # 21 rounds
//!     cargo bench -p isadef-benches --bench jit -- --rounds 5 --only G80
//!     cargo bench -p isadef-benches --bench jit -- --test  # one short round, checked

// `dynasm!` converts dynamic register numbers with `into()`, also from `u8` to `u8`.
#![allow(clippy::useless_conversion)]

use dynasmrt::aarch64::Aarch64Relocation;
use dynasmrt::x64::X64Relocation;
use dynasmrt::{dynasm, DynamicLabel, DynasmApi, DynasmLabelApi, VecAssembler};
use isadef::code::{CodeBuffer, Label};
use isadef::isa::Isa;
use std::hint::black_box;
use std::time::Instant;

/// Instructions per program.
const LEN: usize = 32_000;
/// Programs per round.
const PROGRAMS: usize = 32;
/// Rounds per emitter.
const ROUNDS: usize = 21;

/// What the workload emits through.
trait Jit: Sized {
    type Label: Copy;
    fn new() -> Self;
    fn label(&mut self) -> Self::Label;
    fn bind(&mut self, label: Self::Label);
    /// The plain instruction number `j` of the program.
    fn op(&mut self, j: usize);
    /// A conditional branch, instruction number `j`, to `label`.
    fn branch(&mut self, j: usize, label: Self::Label);
    /// The finished program's length in bytes.
    fn finish(self) -> usize;
}

/// One program: groups of ten, each starting at a label; the tenth instruction branches
/// back to its group's label or on to the next group's.
#[inline(always)]
fn program<E: Jit>(branches: bool, len: usize) -> usize {
    let mut e = E::new();
    let mut next = e.label();
    for g in 0..len / 10 {
        let here = next;
        e.bind(here);
        next = e.label();
        for k in 0..9 {
            e.op(10 * g + k);
        }
        let j = 10 * g + 9;
        match (branches, g % 2) {
            (false, _) => e.op(j),
            (true, 0) => e.branch(j, here),
            (true, _) => e.branch(j, next),
        }
    }
    e.bind(next);
    e.finish()
}

/// Registers of instruction `j`: a destination and two sources that vary with `j`.
#[inline(always)]
fn regs(j: usize, n: usize) -> (usize, usize, usize) {
    (j % n, (j + 1) % n, (j * 7 + 3) % n)
}

/// How a workload builds its instructions for one of isadef's instruction sets.
trait Build {
    type I: Isa;
    /// The buffer's target, laid out with `.shortest()` when `SHORTEST`.
    const SHORTEST: bool = false;
    fn target() -> <Self::I as Isa>::Target;
    /// The plain instruction number `j`.
    fn op(j: usize) -> <Self::I as Isa>::Insn;
    /// The conditional branch number `j` (its target is the buffer's to set).
    fn branch(j: usize) -> <Self::I as Isa>::Insn;
}

/// isadef's code buffer for `B`.
struct Buf<B: Build>(CodeBuffer<B::I>);

impl<B: Build> Jit for Buf<B> {
    type Label = Label;
    fn new() -> Self {
        let n = <B::I as Isa>::LENGTHS[<B::I as Isa>::LENGTHS.len() - 1] * LEN;
        let b = CodeBuffer::with_capacity(B::target(), n);
        Buf(if B::SHORTEST { b.shortest() } else { b })
    }
    #[inline(always)]
    fn label(&mut self) -> Label {
        self.0.new_label()
    }
    #[inline(always)]
    fn bind(&mut self, label: Label) {
        self.0.bind(label).unwrap();
    }
    #[inline(always)]
    fn op(&mut self, j: usize) {
        self.0.emit(B::op(j)).unwrap();
    }
    #[inline(always)]
    fn branch(&mut self, j: usize, label: Label) {
        self.0.branch(B::branch(j), label).unwrap();
    }
    fn finish(self) -> usize {
        self.0.finish().unwrap().bytes.len()
    }
}

/// Vivante: `add`, `branch.gz`.
struct VivanteJit;

impl Build for VivanteJit {
    type I = isadef::vivante::Vivante;
    fn target() {}
    #[inline(always)]
    fn op(j: usize) -> isadef::vivante::Insn {
        use isadef::vivante::prelude::*;
        let (d, a, b) = regs(j, 64);
        Add::new(Dst::t(d as u16), Src::t(a as u16), Src::t(b as u16)).insn()
    }
    #[inline(always)]
    fn branch(j: usize) -> isadef::vivante::Insn {
        use isadef::vivante::prelude::*;
        BranchUnary::new(Src::t((j % 64) as u16).swz(Swz::XXXX), CodeTarget::new(0))
            .cond(Cond::Gz)
            .insn()
    }
}

/// Valhall: `IADD.u32`, `BRANCHZ` (the buffer validates FAU and staging use).
struct ValhallJit;

impl Build for ValhallJit {
    type I = isadef::valhall::Valhall;
    fn target() {}
    #[inline(always)]
    fn op(j: usize) -> isadef::valhall::Insn {
        use isadef::valhall::prelude::*;
        let (d, a, b) = regs(j, 64);
        IaddU32::new(Dest::r(d as u8), S32W::reg(a as u8), S32W::reg(b as u8)).insn()
    }
    #[inline(always)]
    fn branch(j: usize) -> isadef::valhall::Insn {
        use isadef::valhall::prelude::*;
        Branchz::new(S32C::reg((j % 64) as u8), BranchOffset::new(0))
            .eq(true)
            .insn()
    }
}

/// G80: long `add b32`, `bra`; with `.shortest()` when `SHORTEST`.
struct G80Jit<const SHORTEST: bool>;

impl<const S: bool> Build for G80Jit<S> {
    type I = isadef::g80::G80;
    const SHORTEST: bool = S;
    fn target() -> isadef::g80::Target {
        isadef::g80::Target::default()
    }
    #[inline(always)]
    fn op(j: usize) -> isadef::g80::Insn {
        use isadef::g80::prelude::*;
        let (d, a, b) = regs(j, 64);
        AddB32L::new(
            Pred::from_raw(0xf),
            McDst::from_raw(0),
            LLDst::from_raw(d as u128),
            Lsw::from_raw(a as u128),
            Lc3w::from_raw(b as u128),
            AddCond::from_raw(0),
        )
        .insn()
    }
    #[inline(always)]
    fn branch(j: usize) -> isadef::g80::Insn {
        use isadef::g80::prelude::*;
        Bra::new(Pred::when(Cc::Lg, (j % 4) as u8), CodeTarget::new(0)).insn()
    }
}

/// A dynasm-rs emitter: its relocation type, `.arch`, bytes per instruction at most,
/// registers, and the plain instruction and the branch in dynasm's syntax.
macro_rules! dynasm_emitter {
    ($(#[$doc:meta])* $name:ident, $reloc:ty, $arch:tt, $bytes:literal, $regs:literal,
     |$d:ident, $a:ident, $b:ident| { $($op:tt)* }, |$label:ident| { $($branch:tt)* }) => {
        $(#[$doc])*
        struct $name(VecAssembler<$reloc>);

        impl Jit for $name {
            type Label = DynamicLabel;
            fn new() -> Self {
                $name(VecAssembler::new_with_capacity(
                    0, $bytes * LEN, 0, 0, LEN / 10 + 1, 0, LEN / 10,
                ))
            }
            #[inline(always)]
            fn label(&mut self) -> DynamicLabel {
                self.0.new_dynamic_label()
            }
            #[inline(always)]
            fn bind(&mut self, label: DynamicLabel) {
                dynasm!(self.0 ; .arch $arch ; =>label);
            }
            #[inline(always)]
            fn op(&mut self, j: usize) {
                let (d, a, b) = regs(j, $regs);
                let ($d, $a, $b) = (d as u8, a as u8, b as u8);
                dynasm!(self.0 ; .arch $arch ; $($op)*);
            }
            #[inline(always)]
            fn branch(&mut self, _j: usize, $label: DynamicLabel) {
                dynasm!(self.0 ; .arch $arch ; $($branch)*);
            }
            fn finish(self) -> usize {
                self.0.finalize().unwrap().len()
            }
        }
    };
}

dynasm_emitter!(
    /// dynasm-rs, aarch64.
    A64, Aarch64Relocation, aarch64, 4, 29,
    |d, a, b| { add X(d), X(a), X(b) },
    |label| { b.ne =>label }
);

dynasm_emitter!(
    /// dynasm-rs, x64 (two-operand `add`: the second source is unused).
    X64, X64Relocation, x64, 8, 16,
    |d, a, _b| { add Rq(d), Rq(a) },
    |label| { jne =>label }
);

/// aarch64 `add` words packed by hand into bytes, branches as plain words: no labels,
/// no checks.
struct Floor(Vec<u8>);

impl Jit for Floor {
    type Label = ();
    fn new() -> Self {
        Floor(Vec::with_capacity(4 * LEN))
    }
    #[inline(always)]
    fn label(&mut self) {}
    #[inline(always)]
    fn bind(&mut self, _: ()) {}
    #[inline(always)]
    fn op(&mut self, j: usize) {
        let (d, a, b) = regs(j, 29);
        let w = 0x8b00_0000u32 | (b as u32) << 16 | (a as u32) << 5 | d as u32;
        self.0.extend_from_slice(&w.to_le_bytes());
    }
    #[inline(always)]
    fn branch(&mut self, _j: usize, _: ()) {
        self.0.extend_from_slice(&0x5400_0001u32.to_le_bytes());
    }
    fn finish(self) -> usize {
        self.0.len()
    }
}

/// An emitter's name and one timed round: `PROGRAMS` programs of `len` instructions;
/// nanoseconds per instruction.
struct Runner {
    name: &'static str,
    run: fn(bool, usize, usize) -> (f64, usize),
}

fn round<E: Jit>(branches: bool, programs: usize, len: usize) -> (f64, usize) {
    let start = Instant::now();
    let mut bytes = 0;
    for _ in 0..programs {
        bytes += black_box(program::<E>(black_box(branches), len));
    }
    let ns = start.elapsed().as_nanos() as f64;
    (ns / (programs * len) as f64, bytes)
}

const RUNNERS: [Runner; 7] = [
    Runner {
        name: "dynasm-rs aarch64",
        run: round::<A64>,
    },
    Runner {
        name: "dynasm-rs x64",
        run: round::<X64>,
    },
    Runner {
        name: "isadef Vivante",
        run: round::<Buf<VivanteJit>>,
    },
    Runner {
        name: "isadef Valhall",
        run: round::<Buf<ValhallJit>>,
    },
    Runner {
        name: "isadef G80",
        run: round::<Buf<G80Jit<false>>>,
    },
    Runner {
        name: "isadef G80 .shortest()",
        run: round::<Buf<G80Jit<true>>>,
    },
    Runner {
        name: "floor (Vec of words)",
        run: round::<Floor>,
    },
];

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let test = args.iter().any(|a| a == "--test");
    // `--rounds N` overrides the number of rounds.
    let rounds = args
        .iter()
        .position(|a| a == "--rounds")
        .and_then(|i| args.get(i + 1)?.parse().ok())
        .unwrap_or(ROUNDS);
    let (rounds, programs, len) = if test {
        (1, 1, 2_000)
    } else {
        (rounds, PROGRAMS, LEN)
    };
    // `--only NAME` runs the emitter of that name, or those whose name contains it (and
    // the anchor).
    let only = args
        .iter()
        .position(|a| a == "--only")
        .and_then(|i| args.get(i + 1));
    let exact = only.is_some_and(|o| RUNNERS.iter().any(|r| r.name == o));
    let runs = |r: &Runner| {
        r.name == RUNNERS[0].name
            || only.is_none_or(|o| r.name == o || (!exact && r.name.contains(o.as_str())))
    };
    let mut times = vec![[Vec::new(), Vec::new()]; RUNNERS.len()];
    for _ in 0..rounds {
        for (r, t) in RUNNERS.iter().zip(&mut times).filter(|(r, _)| runs(r)) {
            for (k, branches) in [true, false].into_iter().enumerate() {
                let (ns, bytes) = (r.run)(branches, programs, len);
                assert!(bytes >= 3 * programs * len, "{}: {bytes} bytes", r.name);
                t[k].push(ns);
            }
        }
    }
    let med: Vec<[f64; 2]> = times
        .iter_mut()
        .map(|[b, s]| match b.is_empty() {
            true => [f64::NAN; 2],
            false => [median(b), median(s)],
        })
        .collect();
    println!(
        "{} rounds of {programs} programs x {len} instructions; median ns/instruction, ratio to {}",
        rounds, RUNNERS[0].name
    );
    println!(
        "{:<24} {:>16} {:>16}",
        "emitter", "with branches", "straight-line"
    );
    for (r, m) in RUNNERS.iter().zip(&med).filter(|(r, _)| runs(r)) {
        println!(
            "{:<24} {:>8.2} ({:>5.2}x) {:>8.2} ({:>5.2}x)",
            r.name,
            m[0],
            m[0] / med[0][0],
            m[1],
            m[1] / med[0][1]
        );
    }
}
