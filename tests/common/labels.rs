//! A generic checker of [`CodeBuffer`] label programs, shared by `tests/code_labels.rs`
//! and the `*_labels` fuzz targets (which include this file with `#[path]`).
//!
//! From arbitrary bytes, [`check`] builds a random program for one instruction set (G80:
//! for a random variant and program type): valid instructions (the instruction set's
//! `arbitrary_valid` generator; for G80 also long spellings of short instructions, which
//! `shortest()` can shorten), branching instructions (a form whose table entry has a code
//! target, with random bits in its fields, printed and assembled back), non-branching
//! instructions given to `branch` (`NotABranch`), and a random label graph: forward
//! and backward branches, self-loops, many branches to one label, labels never bound,
//! labels bound twice, labels and positions of another buffer, branches to byte offsets
//! (reachable, at the edge of the field's range, beyond it, misaligned), and patches of
//! earlier instructions. Each call goes to a [`CodeBuffer`] and to a model of what must
//! happen (the [`Model`] below, which computes offsets and reachability on its own), and
//! the two must agree on every result and error (`BoundTwice`, `UnknownLabel`,
//! `UnknownPos`, `NotABranch`, `OutOfRange` with the reason [`Branch::encode`] gives,
//! which the model checks too, `Invalid`, G80's `Align`, and `Unbound` at `finish`);
//! after every call, the buffer's offset, length and label offsets must equal the
//! model's. A G80 `Align` is also checked with `g80::Insn::assemble_program_in`, which must refuse
//! the same two instructions.
//!
//! A finished program is checked against the model (bytes length, every label's offset,
//! every site), decoded back instruction by instruction (each branch's target, read with
//! [`Branch::target`], is its label's offset or the given byte offset; every other bit is
//! the emitted instruction's; each instruction prints the text of the instruction that
//! was emitted; label offsets are instruction boundaries; every instruction is aligned
//! to its length), and, for G80, assembled from text by `g80::Insn::assemble_program_in`, which
//! must give the same bytes. Every program runs twice, without and with
//! [`CodeBuffer::shortest`]; the two must agree (equal when nothing was shortened).
//!
//! The checker found three bugs, fixed since: a G80 branch refused with `OutOfRange`
//! had already promoted the instruction before it; a refused `patch` of an instruction
//! emitted with `emit` still recorded the branch; `Branch::encode` overflowed for targets
//! of 2^63 and more. Their inputs stay in the generated mix.
#![allow(dead_code)]

use arbitrary::{Result as DrawResult, Unstructured};
use isadef::code::{Base, Branch, CodeBuffer, CodeError, Dest, Finished, Label, Pos, Unreachable};
use isadef::isa::{DecodeTarget as _, Isa};
use isadef::{g80, valhall, vivante};
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Write as _;

/// Most operations of one program.
const MAX_OPS: usize = 48;
/// Most labels of one program.
const MAX_LABELS: usize = 12;

/// What an instruction set adds to the generic checker: how to draw targets and valid
/// instructions, how to print and read one instruction, and the model of its layout rule.
pub trait Subject: Isa {
    /// A random target.
    fn draw_target(u: &mut Unstructured<'_>) -> DrawResult<Self::Target>;
    /// A valid instruction (its text assembles back to it); it may branch.
    fn draw_valid(u: &mut Unstructured<'_>, target: Self::Target) -> DrawResult<Self::Insn>;
    /// The instruction's text.
    fn text(insn: Self::Insn, target: Self::Target) -> String;
    /// The instruction one line of text assembles to.
    fn reassemble(text: &str, target: Self::Target) -> Option<Self::Insn>;
    /// The model of the layout rule: what `prev` (at byte offset `prev_at`) must become
    /// when `next` follows it; `None` when it cannot.
    fn layout_promote(
        prev: Self::Insn,
        prev_at: usize,
        next: Self::Insn,
        target: Self::Target,
    ) -> Option<Self::Insn> {
        let _ = (prev_at, next, target);
        Some(prev)
    }
    /// The short encoding `shortest()` may give a long instruction, if any.
    fn layout_short(insn: Self::Insn, target: Self::Target) -> Option<Self::Insn> {
        let _ = (insn, target);
        None
    }
    /// `shortest()` over a whole program (the pairs, left to right): shortens `program`
    /// in place, returns how many changed. Emitting pairs as they come must give the same.
    fn layout_shorten(program: &mut [Self::Insn], target: Self::Target) -> usize {
        let _ = (program, target);
        0
    }
    /// A longer encoding of `insn` that prints the same text (`long` in the text), if
    /// the instruction set has one.
    fn long_spelling(insn: Self::Insn, target: Self::Target) -> Option<Self::Insn> {
        let _ = (insn, target);
        None
    }
    /// Whether [`Subject::assemble_program`] is there.
    const PROGRAM_ASSEMBLER: bool = false;
    /// The instruction set's program assembler (labels, one instruction per line), if it
    /// has one.
    fn assemble_program(text: &str, target: Self::Target) -> Option<Result<Vec<u8>, String>> {
        let _ = (text, target);
        None
    }
}

impl Subject for vivante::Vivante {
    fn draw_target(_: &mut Unstructured<'_>) -> DrawResult<()> {
        Ok(())
    }
    fn draw_valid(u: &mut Unstructured<'_>, _: ()) -> DrawResult<vivante::Insn> {
        vivante::Insn::arbitrary_valid(u)
    }
    fn text(insn: vivante::Insn, _: ()) -> String {
        insn.to_string()
    }
    fn reassemble(text: &str, _: ()) -> Option<vivante::Insn> {
        vivante::Insn::assemble(text).ok()
    }
}

impl Subject for valhall::Valhall {
    fn draw_target(_: &mut Unstructured<'_>) -> DrawResult<()> {
        Ok(())
    }
    fn draw_valid(u: &mut Unstructured<'_>, _: ()) -> DrawResult<valhall::Insn> {
        valhall::Insn::arbitrary_valid(u)
    }
    fn text(insn: valhall::Insn, _: ()) -> String {
        insn.to_string()
    }
    fn reassemble(text: &str, _: ()) -> Option<valhall::Insn> {
        valhall::Insn::assemble(text).ok()
    }
}

/// Results of a G80 function of an instruction and a target (they assemble text: slow
/// in debug builds).
type G80Memo = RefCell<HashMap<(u64, g80::Target), Option<g80::Insn>>>;

thread_local! {
    static G80_LONGEST: G80Memo = RefCell::default();
    static G80_SHORTEST: G80Memo = RefCell::default();
}

/// `f(insn, target)`, remembered in `memo` (forgotten now and then, to bound memory).
fn memo(
    memo: &'static std::thread::LocalKey<G80Memo>,
    insn: g80::Insn,
    target: g80::Target,
    f: fn(g80::Insn, g80::Target) -> Option<g80::Insn>,
) -> Option<g80::Insn> {
    memo.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() > 1 << 16 {
            m.clear();
        }
        *m.entry((insn.bits(), target))
            .or_insert_with(|| f(insn, target))
    })
}

impl Subject for g80::G80 {
    fn draw_target(u: &mut Unstructured<'_>) -> DrawResult<g80::Target> {
        Ok(g80::Target {
            variant: *u.choose(&g80::target::Variant::ALL)?,
            mode: *u.choose(&g80::target::Mode::ALL)?,
        })
    }
    fn draw_valid(u: &mut Unstructured<'_>, target: g80::Target) -> DrawResult<g80::Insn> {
        g80::Insn::arbitrary_valid_in(u, target)
    }
    fn text(insn: g80::Insn, target: g80::Target) -> String {
        insn.display(target).to_string()
    }
    fn reassemble(text: &str, target: g80::Target) -> Option<g80::Insn> {
        g80::Insn::assemble_in(text, target).ok()
    }
    /// envyas: a long instruction at 4 mod 8 makes the short one before it long
    /// ([`g80::layout::longest`]).
    fn layout_promote(
        prev: g80::Insn,
        prev_at: usize,
        next: g80::Insn,
        target: g80::Target,
    ) -> Option<g80::Insn> {
        if next.len() == 8 && (prev_at + prev.len()) % 8 == 4 {
            memo(&G80_LONGEST, prev, target, g80::layout::longest)
        } else {
            Some(prev)
        }
    }
    fn layout_short(insn: g80::Insn, target: g80::Target) -> Option<g80::Insn> {
        let s = memo(&G80_SHORTEST, insn, target, |i, t| {
            Some(g80::layout::shortest(i, t))
        })?;
        (insn.len() == 8 && s.len() == 4).then_some(s)
    }
    /// Each pair of consecutive long instructions, left to right, that both have a short
    /// encoding ([`g80::layout::shortest`]) becomes the two short ones.
    fn layout_shorten(program: &mut [g80::Insn], target: g80::Target) -> usize {
        let (mut k, mut n) = (0, 0);
        while k + 1 < program.len() {
            if program[k].len() == 8 && program[k + 1].len() == 8 {
                let short = |i| {
                    memo(&G80_SHORTEST, i, target, |i, t| {
                        Some(g80::layout::shortest(i, t))
                    })
                };
                let (a, b) = (short(program[k]).unwrap(), short(program[k + 1]).unwrap());
                if a.len() == 4 && b.len() == 4 {
                    program[k] = a;
                    program[k + 1] = b;
                    n += 2;
                    k += 2;
                    continue;
                }
            }
            k += 1;
        }
        n
    }
    fn long_spelling(insn: g80::Insn, target: g80::Target) -> Option<g80::Insn> {
        (insn.len() == 4)
            .then(|| g80::layout::longest(insn, target))
            .flatten()
            .filter(|l| l.len() == 8)
    }
    const PROGRAM_ASSEMBLER: bool = true;
    fn assemble_program(text: &str, target: g80::Target) -> Option<Result<Vec<u8>, String>> {
        Some(
            g80::Insn::assemble_program_in(text, target)
                .map(|p| p.bytes)
                .map_err(|e| e.to_string()),
        )
    }
}

/// What the programs of one or more [`check`] runs exercised (the test asserts that each
/// case it names occurred).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Programs built.
    pub programs: usize,
    /// Buffer calls made (both runs of each program).
    pub calls: usize,
    /// Calls that failed as the model said, by error: `BoundTwice`.
    pub bound_twice: usize,
    /// `UnknownLabel`.
    pub unknown_label: usize,
    /// `UnknownPos`.
    pub unknown_pos: usize,
    /// `NotABranch`.
    pub not_a_branch: usize,
    /// `OutOfRange` with `Unreachable::Misaligned`.
    pub misaligned: usize,
    /// `OutOfRange` with `Unreachable::OutOfRange`.
    pub out_of_range: usize,
    /// `Align` (G80).
    pub align: usize,
    /// `Invalid` (an instruction the instruction set's rules refuse).
    pub invalid: usize,
    /// `Length` (a replacement of another length).
    pub length: usize,
    /// `finish` that failed with `Unbound`.
    pub unbound: usize,
    /// `finish` that succeeded.
    pub finished: usize,
    /// Of which with `shortest()`.
    pub finished_shortest: usize,
    /// Branch sites decoded and checked in finished programs, by kind: to a label bound
    /// before the branch.
    pub backward: usize,
    /// To a label bound at the branch itself.
    pub self_loops: usize,
    /// To a label bound after the branch.
    pub forward: usize,
    /// To a byte offset.
    pub to_offset: usize,
    /// Labels of finished programs that two branches or more go to.
    pub shared: usize,
    /// Labels of finished programs never bound (nothing goes there).
    pub never_bound: usize,
    /// Patches that succeeded.
    pub patched: usize,
    /// Replacements that succeeded: of a branch site by a branch (it keeps its
    /// destination).
    pub replaced_branch: usize,
    /// Of any other instruction (a branch site replaced by a plain instruction stops
    /// being one).
    pub replaced: usize,
    /// Instructions the layout rule promoted (G80).
    pub promoted: usize,
    /// Finished programs that `shortest()` made shorter (G80).
    pub shortened: usize,
    /// Instructions promoted and then paired with the long one before them.
    pub promoted_paired: usize,
    /// Programs in which `shortest()` replaced an instruction it had shortened, or took
    /// a long replacement for a short instruction (not compared with the run without
    /// it, where that instruction is long or the replacement refused).
    pub diverged: usize,
    /// Finished programs compared with the instruction set's program assembler.
    pub assembled: usize,
}

impl Stats {
    /// Adds the counts of `o`.
    pub fn add(&mut self, o: &Stats) {
        let Stats {
            programs,
            calls,
            bound_twice,
            unknown_label,
            unknown_pos,
            not_a_branch,
            misaligned,
            out_of_range,
            align,
            invalid,
            length,
            unbound,
            finished,
            finished_shortest,
            backward,
            self_loops,
            forward,
            to_offset,
            shared,
            never_bound,
            patched,
            replaced_branch,
            replaced,
            promoted,
            shortened,
            promoted_paired,
            diverged,
            assembled,
        } = *o;
        self.programs += programs;
        self.calls += calls;
        self.bound_twice += bound_twice;
        self.unknown_label += unknown_label;
        self.unknown_pos += unknown_pos;
        self.not_a_branch += not_a_branch;
        self.misaligned += misaligned;
        self.out_of_range += out_of_range;
        self.align += align;
        self.invalid += invalid;
        self.length += length;
        self.unbound += unbound;
        self.finished += finished;
        self.finished_shortest += finished_shortest;
        self.backward += backward;
        self.self_loops += self_loops;
        self.forward += forward;
        self.to_offset += to_offset;
        self.shared += shared;
        self.never_bound += never_bound;
        self.patched += patched;
        self.replaced_branch += replaced_branch;
        self.replaced += replaced;
        self.promoted += promoted;
        self.shortened += shortened;
        self.diverged += diverged;
        self.promoted_paired += promoted_paired;
        self.assembled += assembled;
    }

    /// Counts an error the model predicted.
    fn error(&mut self, e: &CodeError) {
        match e {
            CodeError::BoundTwice { .. } => self.bound_twice += 1,
            CodeError::UnknownLabel { .. } => self.unknown_label += 1,
            CodeError::UnknownPos { .. } => self.unknown_pos += 1,
            CodeError::NotABranch { .. } => self.not_a_branch += 1,
            CodeError::OutOfRange {
                why: Unreachable::Misaligned,
                ..
            } => self.misaligned += 1,
            CodeError::OutOfRange { .. } => self.out_of_range += 1,
            CodeError::Align { .. } => self.align += 1,
            CodeError::Invalid { .. } => self.invalid += 1,
            CodeError::Length { .. } => self.length += 1,
            CodeError::Unbound { .. } => self.unbound += 1,
            CodeError::TooLarge => {}
        }
    }
}

/// One call of a program, replayed on a second buffer.
#[derive(Clone, Copy, Debug)]
enum Op<N> {
    /// `new_label`.
    NewLabel,
    /// `bind`.
    Bind(Label),
    /// `emit`; the flag says the instruction is a long spelling (`long` in the text).
    Emit(N, bool),
    /// `branch` (to a label) or `branch_offset`.
    Branch(N, Dest),
    /// `patch` (to a label) or `patch_offset`.
    Patch(Pos, Dest),
    /// `replace`; the flag as for `Emit`.
    Replace(Pos, N, bool),
}

/// The smallest and largest field values of `b` and the value that reaches `to` from a
/// branch at `at`, `len` bytes long: computed here, without [`Branch::encode`].
fn reach(b: Branch, at: usize, len: usize, to: usize) -> Result<i64, Unreachable> {
    let w = b.field.width();
    let (min, max): (i128, i128) = match b.reach.base {
        Base::Start => (0, (1i128 << w) - 1),
        Base::Next => (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1),
    };
    let from = match b.reach.base {
        Base::Start => 0,
        Base::Next => (at + len) as i128,
    };
    let unit = i128::from(b.reach.unit);
    let d = to as i128 - from;
    if d % unit != 0 {
        return Err(Unreachable::Misaligned);
    }
    let v = d / unit;
    if v < min || v > max {
        return Err(Unreachable::OutOfRange {
            value: v as i64,
            min: min as i64,
            max: max as i64,
        });
    }
    Ok(v as i64)
}

/// [`reach`], checked against the library's [`Branch::encode`] and [`Branch::range`].
fn reach_checked(b: Branch, at: usize, len: usize, to: usize) -> Result<i64, Unreachable> {
    let r = reach(b, at, len, to);
    let w = b.field.width();
    let want_range = match b.reach.base {
        Base::Start => (0, (1i64 << w) - 1),
        Base::Next => (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1),
    };
    assert_eq!(b.range(), want_range, "Branch::range of {b:?}");
    assert_eq!(
        b.encode(at, len, to),
        r.map(|v| v as u128 & b.field.max()),
        "Branch::encode({at}, {len}, {to}) of {b:?}"
    );
    r
}

/// An emitted instruction in the model.
#[derive(Clone, Copy, Debug)]
struct Slot<N> {
    /// As emitted (its code target as given).
    orig: N,
    /// Its encoding now (the layout rule may have made it long).
    insn: N,
    /// Where it branches, once `branch`ed or `patch`ed.
    dest: Option<Dest>,
    /// Emitted as a long spelling of a short instruction.
    long: bool,
}

/// What a call does when it succeeds.
enum Effect<N> {
    NewLabel,
    Bind(usize),
    /// Appends `slot`; the previous instruction becomes `promote` first; `layout` is
    /// every instruction afterwards (with `shortest()`, pairs formed) and `open` the
    /// long instruction that may still pair.
    Push {
        promote: Option<N>,
        slot: Slot<N>,
        layout: Vec<Slot<N>>,
        open: Option<usize>,
    },
    Patch(usize, Dest),
    /// Instruction `k` becomes `slot`.
    Replace(usize, Slot<N>),
}

/// The model of a buffer, next to the buffer: what must happen.
struct Model<I: Subject> {
    target: I::Target,
    shortest: bool,
    /// Cross-check `Align` errors with the program assembler (the first run of a
    /// program; the second makes the same calls).
    cross_check: bool,
    buf: CodeBuffer<I>,
    /// Our labels, by index.
    labels: Vec<Label>,
    /// The instruction index each label is bound at.
    bound: Vec<Option<usize>>,
    slots: Vec<Slot<I::Insn>>,
    /// The instructions without `shortest()`'s pairs.
    plain: Vec<I::Insn>,
    /// `shortest()`: the long instruction that may still pair with the next one.
    open: Option<usize>,
    /// A `replace` succeeded (its instruction keeps the layout, so the pairs can differ
    /// from those of the whole program).
    replaced: bool,
    /// A `replace` of a shortened instruction was tried, or one wrote the short encoding
    /// of a long instruction (the run without `shortest()` finds a long instruction
    /// there, or refuses the replacement: from there on the two runs may differ).
    diverged: bool,
    /// The positions the buffer returned.
    pos: Vec<Pos>,
    /// The calls made so far.
    log: Vec<Op<I::Insn>>,
}

/// The calls of a program, one a line, printed only when a check fails.
struct Listing<'a, I: Subject> {
    log: &'a [Op<I::Insn>],
    target: I::Target,
    shortest: bool,
}

impl<I: Subject> std::fmt::Display for Listing<'_, I> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let t = self.target;
        let with = if self.shortest { ", shortest()" } else { "" };
        writeln!(f, "{} program for {t:?}{with}:", I::NAME)?;
        for op in self.log {
            match *op {
                Op::NewLabel => writeln!(f, "  new_label")?,
                Op::Bind(l) => writeln!(f, "  bind {}", name(l))?,
                Op::Emit(i, long) => writeln!(
                    f,
                    "  emit {}{:#x} `{}`",
                    if long { "(long) " } else { "" },
                    I::insn_word(i),
                    I::text(i, t)
                )?,
                Op::Branch(i, d) => {
                    writeln!(f, "  branch `{}` -> {}", I::text(i, t), dest_name(d))?
                }
                Op::Patch(p, d) => writeln!(f, "  patch #{} -> {}", p.index(), dest_name(d))?,
                Op::Replace(p, i, long) => writeln!(
                    f,
                    "  replace #{} with {}{:#x} `{}`",
                    p.index(),
                    if long { "(long) " } else { "" },
                    I::insn_word(i),
                    I::text(i, t)
                )?,
            }
        }
        Ok(())
    }
}

/// A label's name in program texts.
fn name(l: Label) -> String {
    format!("L{}", l.index())
}

impl<I: Subject> Model<I> {
    fn new(target: I::Target, shortest: bool) -> Self {
        let buf = CodeBuffer::<I>::new(target);
        Model {
            target,
            shortest,
            cross_check: !shortest,
            buf: if shortest { buf.shortest() } else { buf },
            labels: Vec::new(),
            bound: Vec::new(),
            slots: Vec::new(),
            plain: Vec::new(),
            open: None,
            replaced: false,
            diverged: false,
            pos: Vec::new(),
            log: Vec::new(),
        }
    }

    /// The calls so far, one a line (the program a failure message shows).
    fn listing(&self) -> Listing<'_, I> {
        Listing {
            log: &self.log,
            target: self.target,
            shortest: self.shortest,
        }
    }

    /// Byte offset of instruction `k` (or the end, `k == slots.len()`).
    fn offset_of(&self, k: usize) -> usize {
        self.slots[..k].iter().map(|s| I::insn_len(s.insn)).sum()
    }

    /// Byte offset of the next instruction.
    fn end(&self) -> usize {
        self.offset_of(self.slots.len())
    }

    /// Whether `l` is one of the program's labels (labels are numbered from 0).
    fn ours(&self, l: Label) -> bool {
        l.index() < self.labels.len()
    }

    /// Where `next` goes and what the previous instruction becomes, or the error:
    /// `Invalid` (the instruction set's rules), `Align` (G80: only when the previous
    /// instruction has no long encoding, [`g80::layout::longest`]).
    fn place(&self, next: I::Insn) -> Result<(usize, Option<I::Insn>), CodeError> {
        if let Err(invalid) =
            <I::Rules as isadef::code::Rules<I::Insn, I::Target>>::validate(next, self.target)
        {
            return Err(CodeError::Invalid {
                at: self.end(),
                form: I::insn_info(next).name,
                invalid,
            });
        }
        let Some(last) = self.slots.last() else {
            return Ok((0, None));
        };
        let prev_at = self.offset_of(self.slots.len() - 1);
        match I::layout_promote(last.insn, prev_at, next, self.target) {
            None => Err(CodeError::Align { at: prev_at }),
            Some(p) if p == last.insn => Ok((self.end(), None)),
            Some(p) => Ok((prev_at + I::insn_len(p), Some(p))),
        }
    }

    /// The instructions after `slot` is appended (the last one becoming `promote`
    /// first) and, with `shortest()`, the pair that forms: the open long instruction
    /// pairs with the next long one when both have short encodings; a short instruction
    /// after it keeps it open, and if that one is promoted, it pairs with it instead.
    /// Also the open instruction afterwards.
    fn pushed(
        &self,
        promote: Option<I::Insn>,
        slot: Slot<I::Insn>,
    ) -> (Vec<Slot<I::Insn>>, Option<usize>) {
        let mut s = self.slots.clone();
        if let Some(p) = promote {
            s.last_mut().expect("a promoted instruction").insn = p;
        }
        s.push(slot);
        if !self.shortest {
            return (s, None);
        }
        let short = |i: I::Insn| I::layout_short(i, self.target);
        let pair =
            |s: &mut [Slot<I::Insn>], a: usize| match (short(s[a].insn), short(s[a + 1].insn)) {
                (Some(x), Some(y)) => {
                    s[a].insn = x;
                    s[a + 1].insn = y;
                    true
                }
                _ => false,
            };
        let n = s.len() - 1;
        let mut open = self.open;
        if promote.is_some() {
            let g = n - 1;
            open = match g >= 1 && open == Some(g - 1) {
                true => {
                    pair(&mut s, g - 1);
                    None
                }
                false => short(s[g].insn).map(|_| g),
            };
        }
        if I::insn_len(s[n].insn) > I::LENGTHS[0] {
            open = match n >= 1 && open == Some(n - 1) && pair(&mut s, n - 1) {
                true => None,
                false => short(s[n].insn).map(|_| n),
            };
        } else if n == 0 || open != Some(n - 1) {
            open = None;
        }
        (s, open)
    }

    /// The byte offset of `dest` in `layout`.
    fn dest_offset(&self, dest: Dest, layout: &[Slot<I::Insn>]) -> Option<usize> {
        match dest {
            Dest::Offset(o) => Some(o),
            Dest::Label(l) => {
                let k = self.bound[l.index()]?;
                Some(layout[..k].iter().map(|s| I::insn_len(s.insn)).sum())
            }
        }
    }

    /// What `op` must do.
    fn expect(&self, op: &Op<I::Insn>) -> Result<Effect<I::Insn>, CodeError> {
        match *op {
            Op::NewLabel => Ok(Effect::NewLabel),
            Op::Bind(l) => {
                if !self.ours(l) {
                    Err(CodeError::UnknownLabel { label: l })
                } else if self.bound[l.index()].is_some() {
                    Err(CodeError::BoundTwice { label: l })
                } else {
                    Ok(Effect::Bind(l.index()))
                }
            }
            Op::Emit(insn, long) => {
                let (_, promote) = self.place(insn)?;
                let slot = Slot {
                    orig: insn,
                    insn,
                    dest: None,
                    long,
                };
                let (layout, open) = self.pushed(promote, slot);
                Ok(Effect::Push {
                    promote,
                    slot,
                    layout,
                    open,
                })
            }
            Op::Branch(insn, dest) => {
                let info = I::insn_info(insn);
                let Some(b) = info.branch else {
                    return Err(CodeError::NotABranch { form: info.name });
                };
                if let Dest::Label(l) = dest {
                    if !self.ours(l) {
                        return Err(CodeError::UnknownLabel { label: l });
                    }
                }
                let (_, promote) = self.place(insn)?;
                let slot = Slot {
                    orig: insn,
                    insn,
                    dest: Some(dest),
                    long: false,
                };
                let (layout, open) = self.pushed(promote, slot);
                let k = layout.len() - 1;
                assert_eq!(layout[k].insn, insn, "a branch keeps its encoding");
                if let Some(to) = self.dest_offset(dest, &layout) {
                    let at = layout[..k].iter().map(|s| I::insn_len(s.insn)).sum();
                    reach_checked(b, at, I::insn_len(insn), to)
                        .map_err(|why| CodeError::OutOfRange { at, to, why })?;
                }
                Ok(Effect::Push {
                    promote,
                    slot,
                    layout,
                    open,
                })
            }
            Op::Patch(pos, dest) => {
                if let Dest::Label(l) = dest {
                    if !self.ours(l) {
                        return Err(CodeError::UnknownLabel { label: l });
                    }
                }
                let k = pos.index();
                let Some(slot) = self.slots.get(k) else {
                    return Err(CodeError::UnknownPos { pos });
                };
                let info = I::insn_info(slot.insn);
                let Some(b) = info.branch else {
                    return Err(CodeError::NotABranch { form: info.name });
                };
                if let Some(to) = self.dest_offset(dest, &self.slots) {
                    let at = self.offset_of(k);
                    reach_checked(b, at, I::insn_len(slot.insn), to)
                        .map_err(|why| CodeError::OutOfRange { at, to, why })?;
                }
                Ok(Effect::Patch(k, dest))
            }
            Op::Replace(pos, insn, long) => {
                let k = pos.index();
                let Some(slot) = self.slots.get(k) else {
                    return Err(CodeError::UnknownPos { pos });
                };
                let at = self.offset_of(k);
                if let Err(invalid) =
                    <I::Rules as isadef::code::Rules<I::Insn, I::Target>>::validate(
                        insn,
                        self.target,
                    )
                {
                    return Err(CodeError::Invalid {
                        at,
                        form: I::insn_info(insn).name,
                        invalid,
                    });
                }
                // `shortest()`: a shortened instruction takes its replacement's short
                // encoding.
                let was = I::insn_len(slot.insn);
                let written = match I::layout_short(insn, self.target) {
                    Some(s) if self.shortest && I::insn_len(insn) > was => s,
                    _ => insn,
                };
                let now = I::insn_len(written);
                if was != now {
                    return Err(CodeError::Length { at, was, now });
                }
                // A branch site stays one (same destination) if the replacement branches.
                let branch = I::insn_info(insn).branch;
                let dest = slot.dest.filter(|_| branch.is_some());
                if let (Some(dest), Some(b)) = (dest, branch) {
                    if let Some(to) = self.dest_offset(dest, &self.slots) {
                        reach_checked(b, at, now, to).map_err(|why| CodeError::OutOfRange {
                            at,
                            to,
                            why,
                        })?;
                    }
                }
                Ok(Effect::Replace(
                    k,
                    Slot {
                        orig: insn,
                        insn: written,
                        dest,
                        long,
                    },
                ))
            }
        }
    }

    /// Makes the call on the buffer and checks it against the model.
    fn step(&mut self, op: Op<I::Insn>, stats: &mut Stats) {
        let want = self.expect(&op);
        if let Op::Replace(pos, ..) = op {
            let k = pos.index();
            self.diverged |= k < self.slots.len()
                && I::insn_len(self.slots[k].insn) != I::insn_len(self.plain[k]);
        }
        self.log.push(op);
        stats.calls += 1;
        let got: Result<Option<Pos>, CodeError> = match op {
            Op::NewLabel => {
                let l = self.buf.new_label();
                assert_eq!(l.index(), self.labels.len(), "{}", self.listing());
                self.labels.push(l);
                self.bound.push(None);
                Ok(None)
            }
            Op::Bind(l) => self.buf.bind(l).map(|()| None),
            Op::Emit(insn, _) => self.buf.emit(insn).map(Some),
            Op::Branch(insn, Dest::Label(l)) => self.buf.branch(insn, l).map(Some),
            Op::Branch(insn, Dest::Offset(to)) => self.buf.branch_offset(insn, to).map(Some),
            Op::Patch(pos, Dest::Label(l)) => self.buf.patch(pos, l).map(|()| None),
            Op::Patch(pos, Dest::Offset(to)) => self.buf.patch_offset(pos, to).map(|()| None),
            Op::Replace(pos, insn, _) => self.buf.replace(pos, insn).map(|()| None),
        };
        match (got, want) {
            (Err(g), Err(w)) => {
                assert_eq!(g, w, "error of the last call of\n{}", self.listing());
                stats.error(&g);
                match (g, op) {
                    (CodeError::Align { .. }, Op::Emit(next, long)) => {
                        self.check_align_error(next, long)
                    }
                    (CodeError::Align { .. }, Op::Branch(next, _)) => {
                        self.check_align_error(next, false)
                    }
                    _ => {}
                }
            }
            (Ok(pos), Ok(effect)) => match effect {
                Effect::NewLabel => {}
                Effect::Bind(l) => self.bound[l] = Some(self.slots.len()),
                Effect::Push {
                    promote,
                    slot,
                    layout,
                    open,
                } => {
                    let pos = pos.expect("emit returns a position");
                    assert_eq!(pos.index(), self.slots.len(), "{}", self.listing());
                    if let Some(p) = promote {
                        *self.plain.last_mut().unwrap() = p;
                        stats.promoted += 1;
                        let k = self.slots.len() - 1;
                        if I::insn_len(layout[k].insn) < I::insn_len(p) {
                            stats.promoted_paired += 1;
                        }
                    }
                    self.plain.push(slot.insn);
                    self.slots = layout;
                    self.open = open;
                    self.pos.push(pos);
                }
                Effect::Patch(k, dest) => {
                    self.slots[k].dest = Some(dest);
                    stats.patched += 1;
                }
                Effect::Replace(k, slot) => {
                    if slot.dest.is_some() {
                        stats.replaced_branch += 1;
                    } else {
                        stats.replaced += 1;
                    }
                    // The open instruction follows its replacement (the last instruction,
                    // if long, may pair with the next).
                    let last = k + 1 == self.slots.len() && I::insn_len(slot.insn) > I::LENGTHS[0];
                    if self.shortest && (last || self.open == Some(k)) {
                        self.open = I::layout_short(slot.insn, self.target).map(|_| k);
                    }
                    self.slots[k] = slot;
                    self.plain[k] = slot.orig;
                    self.replaced = true;
                    self.diverged |= I::insn_len(slot.insn) != I::insn_len(slot.orig);
                }
            },
            (g, w) => panic!(
                "the last call gave {g:?}, the model says {:?}\n{}",
                w.map(|_| ()),
                self.listing()
            ),
        }
        // Whatever happened, the buffer is where the model is.
        assert_eq!(self.buf.len(), self.slots.len(), "{}", self.listing());
        assert_eq!(self.buf.offset(), self.end(), "{}", self.listing());
        assert_eq!(self.buf.bytes().len(), self.end(), "{}", self.listing());
        for (i, &l) in self.labels.iter().enumerate() {
            let want = self.bound[i].map(|k| self.offset_of(k));
            assert_eq!(
                self.buf.label_offset(l),
                want,
                "offset of {}\n{}",
                name(l),
                self.listing()
            );
        }
    }

    /// G80: the text assembler refuses the pair the buffer could not align either.
    fn check_align_error(&self, next: I::Insn, next_long: bool) {
        let prev = self
            .slots
            .last()
            .expect("Align names a previous instruction");
        assert!(!prev.long && I::insn_len(prev.insn) < I::insn_len(next));
        if !I::PROGRAM_ASSEMBLER || !self.cross_check {
            return;
        }
        let text = format!(
            "{}\n{}{}\n",
            I::text(prev.insn, self.target),
            if next_long { "long " } else { "" },
            I::text(next, self.target)
        );
        if let Some(r) = I::assemble_program(&text, self.target) {
            assert!(
                r.as_ref().is_err_and(|e| e.starts_with("line 1:")),
                "the buffer could not align\n{text}but the program assembler said {r:?}"
            );
        }
    }

    /// Finishes the buffer and checks the result against the model; returns it and how
    /// many instructions the model of `shortest()` shortened.
    fn finish(self, stats: &mut Stats) -> (Result<Finished<I>, CodeError>, usize) {
        let Model {
            target,
            shortest,
            buf,
            labels,
            bound,
            slots,
            plain,
            replaced,
            pos,
            log,
            ..
        } = self;
        let listing = Listing::<I> {
            log: &log,
            target,
            shortest,
        };
        let insns: Vec<I::Insn> = slots.iter().map(|s| s.insn).collect();
        let shortened = insns
            .iter()
            .zip(&plain)
            .filter(|(i, p)| I::insn_len(**i) < I::insn_len(**p))
            .count();
        if shortest && !replaced {
            // Pairs formed as the instructions came are the pairs of the whole program.
            let mut whole = plain.clone();
            let n = I::layout_shorten(&mut whole, target);
            assert_eq!(n, shortened, "instructions shortened\n{listing}");
            assert!(whole == insns, "pairs formed while emitting\n{listing}");
        }
        let n = insns.len();
        let mut offsets = Vec::with_capacity(n + 1);
        let mut at = 0;
        for &i in &insns {
            offsets.push(at);
            at += I::insn_len(i);
        }
        offsets.push(at);
        let label_at = |l: Label| bound[l.index()].map(|k| offsets[k]);
        // Each site's target; the first one that cannot be resolved fails the program.
        let mut want = Ok(());
        let mut targets = vec![None; n];
        for (k, s) in slots.iter().enumerate() {
            let Some(dest) = s.dest else { continue };
            let to = match dest {
                Dest::Label(l) => match label_at(l) {
                    Some(o) => o,
                    None => {
                        want = Err(CodeError::Unbound { label: l });
                        break;
                    }
                },
                Dest::Offset(o) => o,
            };
            let b = I::insn_info(insns[k]).branch.expect("a site branches");
            if let Err(why) = reach_checked(b, offsets[k], I::insn_len(insns[k]), to) {
                want = Err(CodeError::OutOfRange {
                    at: offsets[k],
                    to,
                    why,
                });
                break;
            }
            targets[k] = Some(to);
        }
        let got = buf.finish();
        let done = match (&got, want) {
            (Err(g), Err(w)) => {
                assert_eq!(*g, w, "finish of\n{listing}");
                stats.error(g);
                return (got, shortened);
            }
            (Ok(done), Ok(())) => done,
            (g, w) => panic!(
                "finish gave {:?}, the model says {w:?}\n{listing}",
                g.as_ref().map(|_| ())
            ),
        };
        stats.finished += 1;
        stats.finished_shortest += usize::from(shortest);
        assert_eq!(done.bytes.len(), offsets[n], "program length\n{listing}");
        // Each emitted instruction's position gives its byte offset (after any layout).
        for (k, &p) in pos.iter().enumerate() {
            assert_eq!(
                done.offset_of(p),
                Some(offsets[k]),
                "offset of {k}\n{listing}"
            );
        }
        // Labels: the offset of the instruction each was bound before.
        let want_labels: Vec<Option<usize>> = labels.iter().map(|&l| label_at(l)).collect();
        assert_eq!(done.labels, want_labels, "label offsets\n{listing}");
        stats.never_bound += want_labels.iter().filter(|o| o.is_none()).count();
        stats.shared += labels
            .iter()
            .filter(|&&l| {
                slots
                    .iter()
                    .filter(|s| s.dest == Some(Dest::Label(l)))
                    .count()
                    > 1
            })
            .count();
        for (i, o) in done.labels.iter().enumerate() {
            if let Some(o) = o {
                assert!(
                    offsets.binary_search(o).is_ok(),
                    "label {i} at {o} is not an instruction boundary\n{listing}"
                );
            }
        }
        // Sites: every branch, in program order.
        let want_sites: Vec<(usize, usize, Dest, usize)> = slots
            .iter()
            .enumerate()
            .filter_map(|(k, s)| Some((offsets[k], k, s.dest?, targets[k]?)))
            .collect();
        let got_sites: Vec<(usize, usize, Dest, usize)> = done
            .sites()
            .map(|s| (s.offset, s.pos.index(), s.dest, s.to))
            .collect();
        assert_eq!(got_sites, want_sites, "sites\n{listing}");
        // Every instruction decoded back from the bytes.
        let mut decoded = Vec::with_capacity(n);
        let mut sites = done.sites().collect::<Vec<_>>().into_iter();
        for k in 0..n {
            let at = offsets[k];
            let len = I::insn_len(insns[k]);
            let d = I::decode_le(&done.bytes[at..], target)
                .unwrap_or_else(|| panic!("instruction {k} at {at} does not decode\n{listing}"));
            assert_eq!(I::insn_len(d), len, "length of instruction {k}\n{listing}");
            assert_eq!(
                at % len,
                0,
                "instruction {k} at {at} is misaligned\n{listing}"
            );
            let (want_info, got_info) = (I::insn_info(insns[k]), I::insn_info(d));
            assert_eq!(got_info.name, want_info.name, "form of {k}\n{listing}");
            let mut mask = 0;
            let mut orig = slots[k].orig;
            if let (Some(dest), Some(to)) = (slots[k].dest, targets[k]) {
                let site = sites.next().expect("one site per branch");
                let b = got_info.branch.expect("a site decodes to a branching form");
                assert_eq!(Some(b), want_info.branch);
                assert_eq!(site.branch, b, "site {k}'s branch\n{listing}");
                assert_eq!(
                    b.target(at, len, I::insn_word(d)),
                    Some(to),
                    "where the branch at {at} goes\n{listing}"
                );
                match dest {
                    Dest::Label(l) => {
                        assert_eq!(done.labels[l.index()], Some(to));
                        match bound[l.index()].unwrap().cmp(&k) {
                            std::cmp::Ordering::Less => stats.backward += 1,
                            std::cmp::Ordering::Equal => stats.self_loops += 1,
                            std::cmp::Ordering::Greater => stats.forward += 1,
                        }
                    }
                    Dest::Offset(_) => stats.to_offset += 1,
                }
                // Only the code target differs from the emitted instruction.
                mask = b.field.mask();
                let w = I::insn_word(orig);
                orig = I::insn_with_word(orig, b.field.insert(w, b.field.get(I::insn_word(d))));
            }
            assert_eq!(
                I::insn_word(d) & !mask,
                I::insn_word(insns[k]) & !mask,
                "bits of instruction {k}\n{listing}"
            );
            // A promoted or shortened instruction prints what was emitted.
            assert_eq!(
                I::text(d, target),
                I::text(orig, target),
                "text of instruction {k}\n{listing}"
            );
            decoded.push(d);
        }
        // The same program as text, through the instruction set's program assembler.
        if I::PROGRAM_ASSEMBLER && !shortest {
            let mut text = String::new();
            let defs = |text: &mut String, k: usize| {
                for (i, b) in bound.iter().enumerate() {
                    if *b == Some(k) {
                        let _ = writeln!(text, "{}:", name(labels[i]));
                    }
                }
            };
            for (k, (s, d)) in slots.iter().zip(&decoded).enumerate() {
                defs(&mut text, k);
                let line = match s.dest {
                    Some(Dest::Label(l)) => {
                        let t = I::text(s.orig, target);
                        let (head, last) = t.rsplit_once(' ').expect("a branch has operands");
                        assert!(last.starts_with("0x"), "code target last in `{t}`");
                        format!("{head} {}", name(l))
                    }
                    Some(Dest::Offset(_)) => I::text(*d, target),
                    None => I::text(s.orig, target),
                };
                let _ = writeln!(text, "{}{line}", if s.long { "long " } else { "" });
            }
            defs(&mut text, n);
            let r = I::assemble_program(&text, target).expect("a program assembler");
            assert_eq!(
                r.as_ref(),
                Ok(&done.bytes),
                "the program assembler disagrees on\n{text}\nbuilt as\n{listing}"
            );
            stats.assembled += 1;
        }
        (got, shortened)
    }
}

fn dest_name(d: Dest) -> String {
    match d {
        Dest::Label(l) => name(l),
        Dest::Offset(o) => format!("{o:#x}"),
    }
}

/// A branching instruction: a branching form allowed on `target` with random bits in its
/// fields (or anywhere), decoded, printed and assembled back: kept when that gives a
/// branching form that prints the same text.
fn draw_branch<I: Subject>(u: &mut Unstructured<'_>, target: I::Target) -> DrawResult<I::Insn> {
    let gate = target.gate_bits();
    let forms: Vec<_> = I::forms()
        .iter()
        // (`???`: G80's unknown control opcodes, which no text assembles to.)
        .filter(|f| f.branch.is_some() && f.when.allows(gate) && f.mnemonic != "???")
        .collect();
    for _ in 0..64 {
        let f = *u.choose(&forms)?;
        let r: u128 = u.arbitrary()?;
        // Mostly in the form's fields only: random bits elsewhere seldom read back.
        let free = if u.ratio(1, 8)? {
            !0
        } else {
            let ops = f.operands.iter().fold(0, |m, o| m | o.field.mask());
            f.mods.iter().fold(ops, |m, d| m | d.field.mask())
        };
        let w = ((r & free & !f.mask) | f.bits) & isadef::bits::low_mask(I::WORD_BITS);
        let len = I::length_of(w);
        let Some(insn) = I::decode_le(&w.to_le_bytes()[..len], target) else {
            continue;
        };
        // As `arbitrary_valid` does: keep what the text assembles to, if it prints the
        // same text (bits the text does not show are gone).
        let text = I::text(insn, target);
        if let Some(back) = I::reassemble(&text, target) {
            if I::insn_info(back).branch.is_some() && I::text(back, target) == text {
                return Ok(back);
            }
        }
    }
    Err(arbitrary::Error::IncorrectFormat)
}

/// A valid instruction that does not branch.
fn draw_plain<I: Subject>(u: &mut Unstructured<'_>, target: I::Target) -> DrawResult<I::Insn> {
    for _ in 0..16 {
        let i = I::draw_valid(u, target)?;
        if I::insn_info(i).branch.is_none() {
            return Ok(i);
        }
    }
    Err(arbitrary::Error::IncorrectFormat)
}

/// Labels and positions of other buffers, numbered past the program's own.
struct Foreign<I: Subject> {
    buf: CodeBuffer<I>,
    labels: Vec<Label>,
    pos: Vec<Pos>,
    /// The instruction every position holds (the first one given).
    filler: Option<I::Insn>,
}

impl<I: Subject> Foreign<I> {
    fn new(target: I::Target) -> Self {
        Foreign {
            buf: CodeBuffer::new(target),
            labels: Vec::new(),
            pos: Vec::new(),
            filler: None,
        }
    }

    /// The label numbered `index` of another buffer (labels are numbered in creation
    /// order in every buffer: it is also the program's next label when `index` is the
    /// program's label count).
    fn label(&mut self, index: usize) -> Label {
        while self.labels.len() <= index {
            self.labels.push(self.buf.new_label());
        }
        self.labels[index]
    }

    /// The position numbered `index` of another buffer (filled with `filler`, or the
    /// filler of an earlier call).
    fn pos(&mut self, index: usize, filler: I::Insn) -> Pos {
        let filler = *self.filler.get_or_insert(filler);
        while self.pos.len() <= index {
            let p = self
                .buf
                .emit(filler)
                .expect("one instruction repeated aligns");
            self.pos.push(p);
        }
        self.pos[index]
    }
}

/// Program generator state.
struct Gen<'a, 'b, I: Subject> {
    u: &'a mut Unstructured<'b>,
    target: I::Target,
    foreign: Foreign<I>,
    /// Some programs emit long spellings of short instructions (G80).
    long_spellings: bool,
}

impl<I: Subject> Gen<'_, '_, I> {
    fn pick(&mut self, n: usize) -> usize {
        self.u.choose_index(n).unwrap_or(0)
    }

    /// A label: of the program (often the first one: many branches to one label), or of
    /// another buffer.
    fn label(&mut self, m: &Model<I>) -> Label {
        let n = m.labels.len();
        match self.pick(20) {
            0 => {
                let i = n + self.pick(3);
                self.foreign.label(i)
            }
            _ if n == 0 => self.foreign.label(0),
            1..=5 => m.labels[0],
            6..=8 => m.labels[n - 1],
            _ => m.labels[self.pick(n)],
        }
    }

    /// A byte offset for branch `b` at `at`, `len` bytes long: an instruction boundary, a
    /// reachable value, the edges of the field's range, misaligned, or far away.
    fn offset(&mut self, m: &Model<I>, b: Option<Branch>, at: usize, len: usize) -> usize {
        let Some(b) = b else {
            return m.offset_of(self.pick(m.slots.len() + 1));
        };
        let w = b.field.width();
        let (min, max): (i128, i128) = match b.reach.base {
            Base::Start => (0, (1i128 << w) - 1),
            Base::Next => (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1),
        };
        let base = match b.reach.base {
            Base::Start => 0,
            Base::Next => (at + len) as i128,
        };
        let unit = i128::from(b.reach.unit);
        let mut to = match self.pick(9) {
            0 | 1 => m.offset_of(self.pick(m.slots.len() + 1)) as i128,
            2 => base + unit * self.u.int_in_range(min..=max).unwrap_or(0),
            3 => base + unit * max,
            4 => base + unit * (max + 1),
            5 => base + unit * (min - 1),
            6 => base + unit * min,
            7 => {
                let v: u64 = self.u.arbitrary().unwrap_or(0);
                v as i128
            }
            _ => at as i128 + unit * self.u.int_in_range(-4..=4).unwrap_or(0),
        };
        if unit > 1 && self.pick(4) == 0 {
            to += self.u.int_in_range(1..=unit - 1).unwrap_or(1);
        }
        if to < 0 {
            // Before the program start: not a `usize`; the first value past the range.
            to = base + unit * (max + 1);
        }
        to as usize
    }

    /// An instruction to emit: valid (maybe branching), sometimes spelled long.
    fn insn(&mut self, m: &Model<I>) -> Option<(I::Insn, bool)> {
        let i = I::draw_valid(self.u, m.target).ok()?;
        if self.long_spellings && self.pick(3) != 0 {
            if let Some(l) = I::long_spelling(i, m.target) {
                return Some((l, true));
            }
        }
        Some((i, false))
    }

    /// The next calls (several for a self-loop), or none when a draw failed.
    fn ops(&mut self, m: &Model<I>) -> Vec<Op<I::Insn>> {
        let t = self.target;
        match self.pick(28) {
            0 | 1 if m.labels.len() < MAX_LABELS => vec![Op::NewLabel],
            0..=3 => {
                // Mostly a label not bound yet; sometimes a bound one or another buffer's.
                let free: Vec<Label> = m
                    .labels
                    .iter()
                    .copied()
                    .filter(|l| m.bound[l.index()].is_none())
                    .collect();
                let l = if !free.is_empty() && self.pick(4) != 0 {
                    free[self.pick(free.len())]
                } else {
                    self.label(m)
                };
                vec![Op::Bind(l)]
            }
            4..=11 => match self.insn(m) {
                Some((i, long)) => vec![Op::Emit(i, long)],
                None => vec![],
            },
            12 => match draw_branch::<I>(self.u, t) {
                // A branch emitted with a number, to be patched perhaps.
                Ok(i) => vec![Op::Emit(i, false)],
                Err(_) => vec![],
            },
            13 if m.labels.len() < MAX_LABELS => match draw_branch::<I>(self.u, t) {
                Ok(i) => {
                    let label = self.foreign.label(m.labels.len());
                    vec![
                        Op::NewLabel,
                        Op::Bind(label),
                        Op::Branch(i, Dest::Label(label)),
                    ]
                }
                Err(_) => vec![],
            },
            13..=18 => {
                let i = if self.pick(12) == 0 {
                    draw_plain::<I>(self.u, t)
                } else {
                    draw_branch::<I>(self.u, t)
                };
                let Ok(i) = i else { return vec![] };
                let l = self.label(m);
                vec![Op::Branch(i, Dest::Label(l))]
            }
            19..=21 => {
                let i = if self.pick(12) == 0 {
                    draw_plain::<I>(self.u, t)
                } else {
                    draw_branch::<I>(self.u, t)
                };
                let Ok(i) = i else { return vec![] };
                let at = m.place(i).map_or(m.end(), |(at, _)| at);
                let to = self.offset(m, I::insn_info(i).branch, at, I::insn_len(i));
                vec![Op::Branch(i, Dest::Offset(to))]
            }
            25..=27 => {
                // Replace an earlier instruction (a branch by a branch, mostly), or
                // another buffer's.
                let n = m.slots.len();
                let k = if n == 0 || self.pick(12) == 0 {
                    n + self.pick(3)
                } else {
                    self.pick(n)
                };
                let branching = m
                    .slots
                    .get(k)
                    .is_some_and(|s| I::insn_info(s.insn).branch.is_some());
                let (insn, long) = if branching && self.pick(3) != 0 {
                    match draw_branch::<I>(self.u, t) {
                        Ok(i) => (i, false),
                        Err(_) => return vec![],
                    }
                } else {
                    match self.insn(m) {
                        Some(d) => d,
                        None => return vec![],
                    }
                };
                let pos = if k < n {
                    m.pos[k]
                } else {
                    self.foreign.pos(k, insn)
                };
                vec![Op::Replace(pos, insn, long)]
            }
            _ => {
                // Patch an earlier instruction (mostly a branch), or another buffer's.
                let n = m.slots.len();
                let branches: Vec<usize> = (0..n)
                    .filter(|&k| I::insn_info(m.slots[k].insn).branch.is_some())
                    .collect();
                let k = match self.pick(10) {
                    0 => n + self.pick(3),
                    1 if n > 0 => self.pick(n),
                    _ if !branches.is_empty() => branches[self.pick(branches.len())],
                    _ => n + self.pick(3),
                };
                let pos = if k < n {
                    m.pos[k]
                } else {
                    let filler = match m.slots.first() {
                        Some(s) => s.insn,
                        None => match I::draw_valid(self.u, t) {
                            Ok(i) => i,
                            Err(_) => return vec![],
                        },
                    };
                    self.foreign.pos(k, filler)
                };
                let dest = if self.pick(3) == 0 {
                    let (b, at, len) = match m.slots.get(k) {
                        Some(s) => (
                            I::insn_info(s.insn).branch,
                            m.offset_of(k),
                            I::insn_len(s.insn),
                        ),
                        None => (None, m.end(), I::LENGTHS[0]),
                    };
                    Dest::Offset(self.offset(m, b, at, len))
                } else {
                    Dest::Label(self.label(m))
                };
                vec![Op::Patch(pos, dest)]
            }
        }
    }
}

/// Builds a program from `data`, runs it on a [`CodeBuffer`] without and with
/// [`CodeBuffer::shortest`] against the model, checks both results and that they agree,
/// and returns what was exercised. Panics, with the program, on any disagreement.
pub fn check<I: Subject>(data: &[u8]) -> Stats {
    let mut stats = Stats::default();
    let mut u = Unstructured::new(data);
    let Ok(target) = I::draw_target(&mut u) else {
        return stats;
    };
    let flags: u8 = u.arbitrary().unwrap_or(0);
    let mut a = Model::<I>::new(target, false);
    let mut g = Gen {
        u: &mut u,
        target,
        foreign: Foreign::new(target),
        long_spellings: flags & 1 == 0,
    };
    while !g.u.is_empty() && a.log.len() < MAX_OPS {
        for op in g.ops(&a) {
            a.step(op, &mut stats);
        }
    }
    // Most programs bind their labels at the end, so that they finish.
    if flags & 0x0c != 0 {
        for l in a.labels.clone() {
            if a.bound[l.index()].is_none() {
                a.step(Op::Bind(l), &mut stats);
            }
        }
    }
    stats.programs += 1;
    // The same calls with shortest().
    let mut b = Model::<I>::new(target, true);
    for &op in &a.log {
        b.step(op, &mut stats);
    }
    let log = a.log.clone();
    let listing = Listing::<I> {
        log: &log,
        target,
        shortest: false,
    };
    let diverged = b.diverged;
    let (ra, _) = a.finish(&mut stats);
    let (rb, shortened) = b.finish(&mut stats);
    if diverged {
        stats.diverged += 1;
        return stats;
    }
    match (ra, rb) {
        (Err(x), Err(y)) => assert_eq!(x, y, "with and without shortest()\n{listing}"),
        (Ok(x), Ok(y)) => {
            if shortened == 0 {
                assert_eq!(
                    (&x.bytes, &x.labels, x.sites().collect::<Vec<_>>()),
                    (&y.bytes, &y.labels, y.sites().collect::<Vec<_>>()),
                    "shortest() with nothing to shorten\n{listing}"
                );
            } else {
                stats.shortened += 1;
                assert!(y.bytes.len() < x.bytes.len(), "shortest() grew\n{listing}");
                let bound =
                    |f: &Finished<I>| f.labels.iter().map(Option::is_some).collect::<Vec<_>>();
                assert_eq!(bound(&x), bound(&y), "{listing}");
                assert_eq!(x.sites().len(), y.sites().len(), "{listing}");
            }
        }
        (x, y) => panic!(
            "without shortest(): {:?}, with: {:?}\n{listing}",
            x.map(|_| ()),
            y.map(|_| ())
        ),
    }
    stats
}
