//! [`CodeBuffer::shortest`]: two consecutive long instructions that both have a shorter
//! encoding ([`Rules::shorter`]) are written short as soon as the second is emitted.
//!
//! The long instruction that may still pair is *open*: the last instruction, or the one
//! before a last short instruction (which alignment makes long if a long instruction
//! follows, and which can then pair with it). Pairs never hold a branch site
//! (`shorter` has nothing for a form with a code target), so only labels bound after the
//! open instruction move when a pair forms.

use super::{insn_len, write_le, CodeBuffer, Rules};
use crate::isa::Isa;
use alloc::vec::Vec;

/// The pairing state of a buffer.
pub(super) struct Pairs<T> {
    /// Set by `shortest()`.
    pub(super) on: bool,
    /// The long instruction that may still pair.
    open: Option<Open<T>>,
    /// Labels bound since the last long instruction was written (the ones a pair moves).
    pub(super) recent: Vec<u32>,
    /// A pair moved a label: `finish` resolves every branch again.
    pub(super) moved: bool,
}

impl<T> Pairs<T> {
    pub(super) const fn new() -> Self {
        Pairs {
            on: false,
            open: None,
            recent: Vec::new(),
            moved: false,
        }
    }
}

/// An open long instruction: where it starts and ends, and its short encoding.
#[derive(Clone, Copy)]
struct Open<T> {
    at: u32,
    end: u32,
    short: T,
}

/// Two long instructions written short: the first at `at`, the second started at `q`
/// (`new`: it is the instruction being emitted) and starts at `to_q` afterwards; the
/// pair ends at `to_end`.
#[derive(Clone, Copy)]
struct Join<T> {
    at: u32,
    q: u32,
    to_q: u32,
    to_end: u32,
    first: T,
    second: T,
    new: bool,
}

/// What emitting an instruction does to the pairs: where it goes (`at`), the pair it
/// forms, and the open instruction after it.
#[derive(Clone, Copy)]
pub(super) struct Step<T> {
    pub(super) at: usize,
    join: Option<Join<T>>,
    open: Option<Open<T>>,
}

impl<T> Step<T> {
    /// Where the byte offset `o` (a label's) is once the step's pair has formed.
    pub(super) fn moved(&self, o: usize) -> usize {
        match &self.join {
            Some(j) if o > j.at as usize => match o <= j.q as usize {
                true => j.to_q as usize,
                false => j.to_end as usize,
            },
            _ => o,
        }
    }
}

impl<I: Isa> CodeBuffer<I> {
    #[inline(always)]
    fn short(&self, insn: I::Insn) -> Option<I::Insn> {
        <I::Rules as Rules<I::Insn, I::Target>>::shorter(insn, self.target)
    }

    #[inline(always)]
    fn is_long(insn: I::Insn) -> bool {
        insn_len::<I>(insn) > I::LENGTHS[0]
    }

    /// Emits `insn` at `at`, the last instruction staying as it is: what
    /// [`pairing`](Self::pairing) and [`apply`](Self::apply) do without a grown
    /// instruction, written out so that no step is built and copied.
    #[inline(always)]
    pub(super) fn emit_paired(&mut self, at: usize, insn: I::Insn) -> super::Pos {
        let open = match self.pairs.open {
            Some(p) if p.end as usize == at => Some(p),
            _ => None,
        };
        if !Self::is_long(insn) {
            // A short instruction: the open one before it may still pair (alignment
            // makes this one long if a long one follows).
            if open.is_none() {
                self.pairs.open = None;
                self.pairs.recent.clear();
            }
            return self.push(at, insn);
        }
        let short = self.short(insn);
        match (open, short) {
            (Some(p), Some(s)) => {
                // `join` moves the labels bound since `p` before they are forgotten.
                self.pairs.open = None;
                match Self::PAIR_IN_LONG && self.bytes.len() == p.at as usize + 2 * I::LENGTHS[0] {
                    true => self.join_in_long(p, at, s),
                    false => self.join(self.join_of(p, at as u32, s, true)),
                }
                self.pairs.recent.clear();
                self.count += 1;
                super::Pos(self.count - 1)
            }
            (_, short) => {
                self.pairs.recent.clear();
                self.pairs.open = short.map(|short| Open {
                    at: at as u32,
                    end: (at + insn_len::<I>(insn)) as u32,
                    short,
                });
                self.push(at, insn)
            }
        }
    }

    /// Emits `insn` at `at` after the last instruction grows into `grown` (rare: out of
    /// line, the grown instruction passed by value).
    #[cold]
    #[inline(never)]
    pub(super) fn apply_grown(&mut self, at: usize, grown: I::Insn, insn: I::Insn) -> super::Pos {
        let step = self.pairing(at, Some(grown), insn);
        self.apply(Some(grown), insn, step)
    }

    /// What emitting `insn` at `at` does to the pairs, when the last instruction grows
    /// into `grown` first. Changes nothing.
    #[inline(always)]
    pub(super) fn pairing(
        &self,
        at: usize,
        grown: Option<I::Insn>,
        insn: I::Insn,
    ) -> Step<I::Insn> {
        let mut step = Step {
            at,
            join: None,
            open: self.pairs.open,
        };
        if let (Some(g), Some((s_at, _))) = (grown, self.last) {
            // The last instruction became long: it pairs with the open one before it,
            // or is open itself.
            let short = self.short(g);
            step.open = match (step.open, short) {
                (Some(p), Some(s)) if p.end == s_at => {
                    let j = self.join_of(p, s_at, s, false);
                    step.at = j.to_end as usize;
                    step.join = Some(j);
                    None
                }
                (_, short) => short.map(|short| Open {
                    at: s_at,
                    end: at as u32,
                    short,
                }),
            };
        }
        if Self::is_long(insn) {
            let short = self.short(insn);
            step.open = match (step.open, short) {
                (Some(p), Some(s)) if p.end as usize == step.at && step.join.is_none() => {
                    let j = self.join_of(p, step.at as u32, s, true);
                    step.at = j.to_q as usize;
                    step.join = Some(j);
                    None
                }
                (_, short) => short.map(|short| Open {
                    at: step.at as u32,
                    end: (step.at + insn_len::<I>(insn)) as u32,
                    short,
                }),
            };
        } else if !matches!(step.open, Some(p) if p.end as usize == step.at) {
            step.open = None;
        }
        step
    }

    /// The pair of open instruction `p` and `second`, which started at `q`.
    #[inline(always)]
    fn join_of(&self, p: Open<I::Insn>, q: u32, second: I::Insn, new: bool) -> Join<I::Insn> {
        let to_q = p.at + insn_len::<I>(p.short) as u32;
        Join {
            at: p.at,
            q,
            to_q,
            to_end: to_q + insn_len::<I>(second) as u32,
            first: p.short,
            second,
            new,
        }
    }

    /// Emits `insn` as `step` says (after the last instruction grows into `grown`).
    #[inline(always)]
    pub(super) fn apply(
        &mut self,
        grown: Option<I::Insn>,
        insn: I::Insn,
        step: Step<I::Insn>,
    ) -> super::Pos {
        if let Some(g) = grown {
            self.grow_last(g);
        }
        let pos = match step.join {
            Some(j) => {
                self.join(j);
                match j.new {
                    true => {
                        self.count += 1;
                        super::Pos(self.count - 1)
                    }
                    false => self.push(step.at, insn),
                }
            }
            None => self.push(step.at, insn),
        };
        // Labels bound from here on can move only if the open instruction is followed
        // by this short one.
        if Self::is_long(insn) || step.open.is_none() {
            self.pairs.recent.clear();
        }
        self.pairs.open = step.open;
        pos
    }

    /// Two shortest instructions take the bytes of one long one (G80: 4 + 4 = 8).
    const PAIR_IN_LONG: bool =
        I::LENGTHS.len() == 2 && 2 * I::LENGTHS[0] == I::LENGTHS[1] && I::LENGTHS[1] <= 16;

    /// [`join`](Self::join) when the open instruction `p` is the last one and the pair
    /// fills its bytes (`PAIR_IN_LONG`): `second` was to start at `at`, the end.
    #[inline(always)]
    fn join_in_long(&mut self, p: Open<I::Insn>, at: usize, second: I::Insn) {
        self.store_pair(p.at as usize, p.short, second);
        let q = p.at + I::LENGTHS[0] as u32;
        if !self.pairs.recent.is_empty() {
            self.move_labels(self.join_of(p, at as u32, second, true));
        }
        self.last = Some((q, second));
    }

    /// Two shortest instructions over the bytes `at..at + 2 * LENGTHS[0]` (at most 16),
    /// in one copy of constant size.
    #[inline]
    fn store_pair(&mut self, at: usize, first: I::Insn, second: I::Insn) {
        let n = I::LENGTHS[0];
        let w = I::insn_word(first) & crate::bits::low_mask(8 * n as u32)
            | I::insn_word(second) << (8 * n);
        self.bytes[at..at + 2 * n].copy_from_slice(&w.to_le_bytes()[..2 * n]);
    }

    /// Writes the pair `j` over the bytes from its first instruction on and moves the
    /// labels bound inside it.
    #[inline(always)]
    fn join(&mut self, j: Join<I::Insn>) {
        let at = j.at as usize;
        let n = I::LENGTHS[0];
        let (n1, n2) = ((j.to_q - j.at) as usize, (j.to_end - j.to_q) as usize);
        if n1 == n && n2 == n && 2 * n <= 16 && self.bytes.len() == at + 2 * n {
            self.store_pair(at, j.first, j.second);
        } else {
            self.bytes.truncate(at);
            write_le::<I>(&mut self.bytes, j.first);
            write_le::<I>(&mut self.bytes, j.second);
        }
        if !self.pairs.recent.is_empty() {
            self.move_labels(j);
        }
        self.last = Some((j.to_q, j.second));
    }

    /// Moves the labels bound inside pair `j` with it.
    #[cold]
    #[inline(never)]
    fn move_labels(&mut self, j: Join<I::Insn>) {
        for &l in &self.pairs.recent {
            let o = &mut self.labels[l as usize];
            if *o > j.at {
                *o = if *o <= j.q { j.to_q } else { j.to_end };
                self.pairs.moved = true;
            }
        }
        self.at_end.clear();
        self.at_end_off = j.to_end;
    }

    /// The replacement for an instruction of `was` bytes: `insn`, or its short encoding
    /// when the instruction it replaces was shortened.
    pub(super) fn shortened(&self, was: usize, insn: I::Insn) -> I::Insn {
        match self.short(insn) {
            Some(s) if insn_len::<I>(insn) > was && insn_len::<I>(s) == was => s,
            _ => insn,
        }
    }

    /// After `insn` replaced the instruction at `at`: the open instruction follows.
    pub(super) fn reopen(&mut self, at: usize, insn: I::Insn) {
        let at = at as u32;
        let last = matches!(self.last, Some((l, _)) if l == at) && Self::is_long(insn);
        if last || matches!(self.pairs.open, Some(p) if p.at == at) {
            self.pairs.open = self.short(insn).map(|short| Open {
                at,
                end: at + insn_len::<I>(insn) as u32,
                short,
            });
        }
    }
}
