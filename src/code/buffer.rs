//! [`CodeBuffer`]: instructions emitted one after another, branches to labels, resolved
//! from the table's code-target declarations ([`Branch`]).

use super::{Branch, Rules, Unreachable};
use crate::isa::Isa;
use alloc::vec::Vec;
use core::fmt;

mod pairs;
use pairs::Pairs;

/// A place in the code a branch can go to, made by [`CodeBuffer::new_label`] and bound
/// once with [`CodeBuffer::bind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Label(u32);

impl Label {
    /// The label's number (labels are numbered from 0 in creation order).
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// An emitted instruction: returned by [`CodeBuffer::emit`], used to re-point a branch
/// with [`CodeBuffer::patch`] and to find the instruction's byte offset in the finished
/// program ([`Finished::offset_of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos(u32);

impl Pos {
    /// The instruction's number (from 0 in emission order).
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Why the buffer refused an instruction, a label or the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodeError {
    /// [`CodeBuffer::finish`] found a branch to a label that was never bound.
    Unbound {
        /// The label.
        label: Label,
    },
    /// [`CodeBuffer::bind`] on a label that is bound already.
    BoundTwice {
        /// The label.
        label: Label,
    },
    /// A label that this buffer did not make.
    UnknownLabel {
        /// The label.
        label: Label,
    },
    /// A position that this buffer did not return.
    UnknownPos {
        /// The position.
        pos: Pos,
    },
    /// A branch to a label (or offset) on a form that has no code-target operand.
    NotABranch {
        /// The form's name.
        form: &'static str,
    },
    /// The branch at byte offset `at` cannot reach byte offset `to`: out of its field's
    /// range, or not a multiple of its unit.
    OutOfRange {
        /// Byte offset of the branch.
        at: usize,
        /// Byte offset of its target.
        to: usize,
        /// Why: the value in units and the field's range, or misalignment.
        why: Unreachable,
    },
    /// The instruction set's alignment rule asked for an encoding that the instruction
    /// at byte offset `at` does not have (G80: a short instruction before a long one at
    /// 4 mod 8 must take its long encoding).
    Align {
        /// Byte offset of the instruction.
        at: usize,
    },
    /// The instruction at byte offset `at` breaks an instruction-level rule of the
    /// instruction set's assembler (see [`Rules::validate`](super::Rules::validate));
    /// nothing was emitted.
    Invalid {
        /// Byte offset it would have had.
        at: usize,
        /// The form's name.
        form: &'static str,
        /// The rule and the operand.
        invalid: super::Invalid,
    },
    /// [`CodeBuffer::replace`] with an instruction of another length than the one it
    /// replaces.
    Length {
        /// Byte offset of the instruction.
        at: usize,
        /// Its length.
        was: usize,
        /// The replacement's length.
        now: usize,
    },
    /// The program grew past 4 GiB.
    TooLarge,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CodeError::Unbound { label } => write!(f, "label {} is never bound", label.0),
            CodeError::BoundTwice { label } => write!(f, "label {} is bound twice", label.0),
            CodeError::UnknownLabel { label } => {
                write!(f, "label {} does not belong to this buffer", label.0)
            }
            CodeError::UnknownPos { pos } => {
                write!(f, "instruction {} does not belong to this buffer", pos.0)
            }
            CodeError::NotABranch { form } => {
                write!(f, "form `{form}` has no code-target operand")
            }
            CodeError::OutOfRange { at, to, why } => match why {
                Unreachable::Misaligned => write!(
                    f,
                    "branch at {at:#x}: target {to:#x} is not a multiple of its unit"
                ),
                Unreachable::OutOfRange { value, min, max } => write!(
                    f,
                    "branch at {at:#x}: target {to:#x} needs {value}, outside {min}..={max}"
                ),
            },
            CodeError::Align { at } => write!(
                f,
                "instruction at {at:#x} has no long encoding to align the long instruction after it"
            ),
            CodeError::Invalid { at, form, invalid } => {
                write!(f, "instruction at {at:#x} (`{form}`): {invalid}")
            }
            CodeError::Length { at, was, now } => write!(
                f,
                "instruction at {at:#x} is {was} bytes long, its replacement {now}"
            ),
            CodeError::TooLarge => f.write_str("program larger than 4 GiB"),
        }
    }
}

impl core::error::Error for CodeError {}

/// Where a branch goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dest {
    /// A label's offset.
    Label(Label),
    /// A byte offset from the program start.
    Offset(usize),
}

/// A branch of a finished program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Site {
    /// Byte offset of the branch instruction.
    pub offset: usize,
    /// Its position in emission order.
    pub pos: Pos,
    /// Where it goes: a label, or a byte offset given with [`CodeBuffer::patch_offset`].
    pub dest: Dest,
    /// Byte offset of the target.
    pub to: usize,
    /// How the form encodes the target (operand, field, base and unit).
    pub branch: Branch,
}

/// The result of [`CodeBuffer::finish`]: a program of instruction set `I` for the
/// buffer's target, which it keeps (a listing reads the bytes as `I` for that target, so
/// a program cannot be listed as another instruction set's).
///
/// ```compile_fail
/// use isadef::code::{CodeBuffer, Finished};
/// use isadef::{valhall::Valhall, vivante::Vivante};
/// // A Vivante program is not a Valhall one.
/// let done: Finished<Valhall> = CodeBuffer::<Vivante>::new(()).finish().unwrap();
/// ```
pub struct Finished<I: Isa> {
    /// The program, little-endian.
    pub bytes: Vec<u8>,
    /// Each label's byte offset, by [`Label::index`] (`None`: never bound and never
    /// branched to).
    pub labels: Vec<Option<usize>>,
    /// Every branch, in program order (see [`Finished::sites`]).
    recs: Vec<Rec>,
    /// The target the program was made for.
    target: I::Target,
}

impl<I: Isa> Clone for Finished<I> {
    fn clone(&self) -> Self {
        Finished {
            bytes: self.bytes.clone(),
            labels: self.labels.clone(),
            recs: self.recs.clone(),
            target: self.target,
        }
    }
}

impl<I: Isa> fmt::Debug for Finished<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Finished")
            .field("isa", &I::NAME)
            .field("target", &self.target)
            .field("bytes", &self.bytes)
            .field("labels", &self.labels)
            .field("sites", &self.recs.len())
            .finish()
    }
}

/// Programs are equal when their bytes, labels, branch sites and targets are.
impl<I: Isa> PartialEq for Finished<I>
where
    I::Target: PartialEq,
{
    fn eq(&self, other: &Self) -> bool {
        self.bytes == other.bytes
            && self.labels == other.labels
            && self.recs == other.recs
            && self.target == other.target
    }
}

impl<I: Isa> Eq for Finished<I> where I::Target: Eq {}

impl<I: Isa> Finished<I> {
    /// The target the program was made for.
    pub fn target(&self) -> I::Target {
        self.target
    }

    /// The byte offset of the instruction `pos` names (`None` past the last one). For
    /// instruction sets of one length it is a multiplication; otherwise the program is
    /// walked from its start.
    pub fn offset_of(&self, pos: Pos) -> Option<usize> {
        let at = match I::LENGTHS {
            [n] => pos.index().checked_mul(*n)?,
            _ => {
                let mut at = 0;
                for _ in 0..pos.index() {
                    if at >= self.bytes.len() {
                        return None;
                    }
                    at += length_at::<I>(&self.bytes, at);
                }
                at
            }
        };
        (at < self.bytes.len()).then_some(at)
    }

    /// Every branch, in program order: where it is, where it goes, how it encodes it.
    pub fn sites(&self) -> impl ExactSizeIterator<Item = Site> + '_ {
        self.recs.iter().map(|r| Site {
            offset: r.at as usize,
            pos: Pos(r.pos),
            dest: r.dest(),
            to: match r.label {
                // Every label a branch names is bound in a finished program.
                true => self.labels[r.to].unwrap_or(usize::MAX),
                false => r.to,
            },
            branch: *r.branch,
        })
    }

    /// The labelled listing of the program for its target
    /// ([`write_labelled`](super::write_labelled)): label `i` is called `names[i]`, or
    /// `L<i>` past the end of `names`.
    pub fn write_listing(
        &self,
        names: &[&str],
        out: &mut dyn fmt::Write,
    ) -> Result<crate::listing::Summary, fmt::Error>
    where
        I: super::Text,
    {
        use alloc::string::{String, ToString};
        let named: Vec<(usize, String)> = self
            .labels
            .iter()
            .enumerate()
            .filter_map(|(i, o)| {
                let name = names
                    .get(i)
                    .map_or_else(|| alloc::format!("L{i}"), |n| n.to_string());
                o.map(|o| (o, name))
            })
            .collect();
        let mut refs: Vec<(usize, &str)> = named.iter().map(|(o, n)| (*o, n.as_str())).collect();
        // By offset (label order among equal ones), for binary searches.
        refs.sort_by_key(|l| l.0);
        super::write_labelled::<I>(&self.bytes, self.target, &refs, out)
    }
}

/// One recorded branch. Its destination is kept as plain numbers rather than a
/// [`Dest`] (storing the enum's halves and reading them back as one cost more than the
/// rest of an emit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rec {
    at: u32,
    pos: u32,
    /// The form's code-target operand (in the static table).
    branch: &'static Branch,
    /// A label's index (`label`) or a byte offset.
    to: usize,
    label: bool,
    /// Whether the bytes hold the target already (at its present offset and length).
    resolved: bool,
}

impl Rec {
    fn new(at: usize, pos: u32, branch: &'static Branch, dest: Dest, resolved: bool) -> Rec {
        let (to, label) = match dest {
            Dest::Label(l) => (l.index(), true),
            Dest::Offset(o) => (o, false),
        };
        Rec {
            at: at as u32,
            pos,
            branch,
            to,
            label,
            resolved,
        }
    }

    fn dest(&self) -> Dest {
        if self.label {
            Dest::Label(Label(self.to as u32))
        } else {
            Dest::Offset(self.to)
        }
    }
}

/// Unbound label.
const UNBOUND: u32 = u32::MAX;

/// The largest byte offset an instruction may start at (offsets are kept in `u32`).
const LIMIT: usize = u32::MAX as usize - 16;

/// A growing program: emit instructions, bind labels, branch to them.
///
/// Every instruction is checked with the instruction set's
/// [`Rules::validate`](super::Rules::validate) first (Valhall: FAU and staging rules, which
/// its builders cannot check one operand at a time). Branch targets are resolved from the
/// table: the form's code-target operand
/// ([`FormInfo::branch`](crate::form::FormInfo::branch)) says which field holds the target
/// and how it counts. A branch to a bound label is resolved at once (a target out of
/// range is an error right there); a forward branch is recorded and resolved by
/// [`finish`](CodeBuffer::finish), which resolves every branch again after the layout is
/// final. Errors are values ([`CodeError`]), never panics.
///
/// For instruction sets with a layout rule (G80), the buffer applies it as it goes: a
/// short instruction before a long one that would start at 4 mod 8 takes its long
/// encoding, as envyas does, and labels bound between them move with it.
/// [`CodeBuffer::shortest`] writes pairs of long instructions in their short encodings as
/// they come, and labels bound between them move with them.
///
/// ```
/// # #[cfg(feature = "vivante")] {
/// use isadef::code::CodeBuffer;
/// use isadef::vivante::prelude::*;
/// let mut code = CodeBuffer::<Vivante>::new(());
/// let (top, end) = (code.new_label(), code.new_label());
/// code.bind(top).unwrap();
/// code.branch(Branch::new(CodeTarget::new(0)).insn(), end).unwrap(); // forward: resolved later
/// code.emit(Add::new(Dst::t(1), Src::t(1), Src::u(0)).insn()).unwrap();
/// code.branch(Branch::new(CodeTarget::new(0)).insn(), top).unwrap(); // backward: at once
/// code.bind(end).unwrap();
/// code.emit(Add::new(Dst::t(2), Src::t(1), Src::t(1)).insn()).unwrap();
/// let done = code.finish().unwrap();
/// assert_eq!(done.labels, [Some(0), Some(48)]);
/// let text: Vec<String> = (0..4)
///     .map(|i| Insn::decode_le_in(&done.bytes, 16 * i, ()).unwrap().to_string())
///     .collect();
/// assert_eq!(text[0], "branch            void, void, void, 3");
/// assert_eq!(text[2], "branch            void, void, void, 0");
/// # }
/// ```
pub struct CodeBuffer<I: Isa> {
    target: I::Target,
    bytes: Vec<u8>,
    /// Byte offset of each bound label (`UNBOUND` otherwise).
    labels: Vec<u32>,
    /// Labels bound at byte offset `at_end_off` (when that is the current end, they move
    /// if the layout rule grows the last instruction).
    at_end: Vec<u32>,
    at_end_off: u32,
    /// Every branch, in emission order.
    sites: Vec<Rec>,
    /// The last instruction and its offset (instruction sets with a layout rule).
    last: Option<(u32, I::Insn)>,
    /// `shortest()`: long instructions written as short pairs as they come.
    pairs: Pairs<I::Insn>,
    count: u32,
}

impl<I: Isa> fmt::Debug for CodeBuffer<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CodeBuffer")
            .field("isa", &I::NAME)
            .field("bytes", &self.bytes.len())
            .field("instructions", &self.len())
            .field("labels", &self.labels.len())
            .field("branches", &self.sites.len())
            .finish()
    }
}

impl<I: Isa> CodeBuffer<I> {
    /// An empty program for `target` (`()` for instruction sets without one).
    #[inline]
    pub fn new(target: I::Target) -> Self {
        Self::with_capacity(target, 0)
    }

    /// An empty program with room for `bytes` bytes (and branches in one instruction of
    /// eight).
    #[inline]
    pub fn with_capacity(target: I::Target, bytes: usize) -> Self {
        CodeBuffer {
            target,
            bytes: Vec::with_capacity(bytes),
            labels: Vec::new(),
            at_end: Vec::new(),
            at_end_off: 0,
            sites: Vec::with_capacity(bytes / I::LENGTHS[I::LENGTHS.len() - 1] / 8),
            last: None,
            pairs: Pairs::new(),
            count: 0,
        }
    }

    /// Makes the buffer write the shortest encodings the instruction set's layout rule
    /// allows ([`Rules::shorter`]; G80: two consecutive long instructions that both have
    /// a short twin become the two short ones, so long instructions stay 8-byte
    /// aligned). Call it before emitting.
    ///
    /// Pairs form as instructions are emitted: when a long instruction follows one that
    /// can pair with it, both are written short at once, and the labels bound between
    /// them move with the second. [`offset`](CodeBuffer::offset),
    /// [`label_offset`](CodeBuffer::label_offset) and errors report the layout so far;
    /// `finish` resolves again every branch whose label moved. Whether a long instruction
    /// pairs is decided when the next one is emitted: a short instruction that alignment
    /// makes long (the instruction after it is long) can still pair with the long one
    /// before it. [`replace`](CodeBuffer::replace) never changes the layout: a shortened
    /// instruction takes the short encoding of its replacement.
    pub fn shortest(mut self) -> Self {
        if self.is_empty() && I::LENGTHS.len() > 1 {
            self.pairs.on = true;
        }
        self
    }

    /// The target the buffer emits for.
    pub fn target(&self) -> I::Target {
        self.target
    }

    /// Byte offset of the next instruction.
    pub fn offset(&self) -> usize {
        self.bytes.len()
    }

    /// Instructions emitted so far.
    pub fn len(&self) -> usize {
        self.count() as usize
    }

    /// Whether nothing was emitted yet.
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// Instructions emitted so far (counted only for instruction sets of several lengths).
    #[inline(always)]
    fn count(&self) -> u32 {
        match I::LENGTHS {
            [n] => (self.bytes.len() / n) as u32,
            _ => self.count,
        }
    }

    /// The bytes emitted so far (forward branches not yet resolved).
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// A new, unbound label.
    #[inline]
    pub fn new_label(&mut self) -> Label {
        self.labels.push(UNBOUND);
        Label(self.labels.len() as u32 - 1)
    }

    /// Binds `label` to the next instruction's offset.
    #[inline]
    pub fn bind(&mut self, label: Label) -> Result<(), CodeError> {
        let slot = self
            .labels
            .get_mut(label.index())
            .ok_or(CodeError::UnknownLabel { label })?;
        if *slot != UNBOUND {
            return Err(CodeError::BoundTwice { label });
        }
        let end = self.bytes.len() as u32;
        *slot = end;
        if I::LENGTHS.len() > 1 {
            if self.at_end_off != end {
                self.at_end.clear();
                self.at_end_off = end;
            }
            self.at_end.push(label.0);
            if self.pairs.on {
                self.pairs.recent.push(label.0);
            }
        }
        Ok(())
    }

    /// The byte offset `label` is bound to, if it is.
    #[inline]
    pub fn label_offset(&self, label: Label) -> Option<usize> {
        match self.labels.get(label.index()) {
            Some(&o) if o != UNBOUND => Some(o as usize),
            _ => None,
        }
    }

    // Speed (`benches/code.rs`): `emit`, `branch` and `bind` are inlined, copy bytes in
    // constant sizes and touch few fields; what is rare (the layout rule changing the last
    // instruction, a refused instruction, a Valhall word the fast test does not clear)
    // runs out of line.

    /// Appends an instruction.
    #[inline(always)]
    pub fn emit(&mut self, insn: I::Insn) -> Result<Pos, CodeError> {
        // A variable-length instruction set's emit is inlined whole (a call costs G80 a
        // third of its time); a fixed-length one's is left to the compiler.
        match I::LENGTHS.len() {
            1 => self.emit_fixed(insn),
            _ => self.emit_inlined(insn),
        }
    }

    #[inline]
    fn emit_fixed(&mut self, insn: I::Insn) -> Result<Pos, CodeError> {
        self.emit_inlined(insn)
    }

    #[inline(always)]
    fn emit_inlined(&mut self, insn: I::Insn) -> Result<Pos, CodeError> {
        self.validate(insn)?;
        let (at, grown) = self.plan(insn)?;
        let pairs = I::LENGTHS.len() > 1 && self.pairs.on;
        if let Some(g) = grown {
            if pairs {
                return Ok(self.apply_grown(at, g, insn));
            }
            self.grow_last(g);
        }
        if pairs {
            return Ok(self.emit_paired(at, insn));
        }
        Ok(self.push(at, insn))
    }

    /// Appends a branching instruction whose code target is `label`: resolved at once if
    /// the label is bound, else by [`finish`](CodeBuffer::finish). The target operand of
    /// `insn` may hold anything (e.g. 0).
    #[inline(always)]
    pub fn branch(&mut self, insn: I::Insn, label: Label) -> Result<Pos, CodeError> {
        // Inlined whole for a variable-length instruction set, as `emit`.
        match I::LENGTHS.len() {
            1 => self.branch_fixed(insn, label),
            _ => self.branch_to(insn, Dest::Label(label)),
        }
    }

    #[inline]
    fn branch_fixed(&mut self, insn: I::Insn, label: Label) -> Result<Pos, CodeError> {
        self.branch_to(insn, Dest::Label(label))
    }

    /// Appends a branching instruction whose code target is the byte offset `to`.
    pub fn branch_offset(&mut self, insn: I::Insn, to: usize) -> Result<Pos, CodeError> {
        self.branch_to(insn, Dest::Offset(to))
    }

    #[inline(always)]
    fn branch_to(&mut self, insn: I::Insn, dest: Dest) -> Result<Pos, CodeError> {
        let b = branch_of::<I>(insn)?;
        self.check(dest)?;
        self.validate(insn)?;
        let (at, grown) = self.plan(insn)?;
        let step = (I::LENGTHS.len() > 1 && self.pairs.on).then(|| self.pairing(at, grown, insn));
        let mut insn = insn;
        let resolved = self.dest_offset(dest);
        if let Some(mut to) = resolved {
            if let Dest::Label(_) = dest {
                // A label bound since the last instruction moves with it when it grows,
                // and labels bound inside a pair move when it forms.
                if grown.is_some() && to == self.bytes.len() {
                    to = at;
                }
                if let Some(s) = &step {
                    to = s.moved(to);
                }
            }
            let at = step.as_ref().map_or(at, |s| s.at);
            insn = resolve::<I>(insn, b, at, to)?;
        }
        // Nothing changes before this point: a refused branch leaves the buffer as it was.
        let (at, pos) = match step {
            Some(s) => (s.at, self.apply(grown, insn, s)),
            None => {
                if let Some(g) = grown {
                    self.grow_last(g);
                }
                (at, self.push(at, insn))
            }
        };
        self.sites
            .push(Rec::new(at, pos.0, b, dest, resolved.is_some()));
        Ok(pos)
    }

    /// Re-points the branch at `pos` (emitted with [`branch`](CodeBuffer::branch) or
    /// [`emit`](CodeBuffer::emit)) to `label`.
    pub fn patch(&mut self, pos: Pos, label: Label) -> Result<(), CodeError> {
        self.patch_to(pos, Dest::Label(label))
    }

    /// Re-points the branch at `pos` to the byte offset `to`.
    pub fn patch_offset(&mut self, pos: Pos, to: usize) -> Result<(), CodeError> {
        self.patch_to(pos, Dest::Offset(to))
    }

    fn patch_to(&mut self, pos: Pos, dest: Dest) -> Result<(), CodeError> {
        self.check(dest)?;
        let found = self.sites.binary_search_by_key(&pos.0, |r| r.pos);
        let (at, len, b) = match found {
            Ok(i) => {
                let r = &self.sites[i];
                (
                    r.at as usize,
                    len_at::<I>(&self.bytes, r.at as usize),
                    r.branch,
                )
            }
            Err(_) => {
                // An instruction emitted without a target: read it back from the bytes.
                let at = self.offset_of(pos)?;
                let insn = I::decode_le(&self.bytes[at..], self.target)
                    .ok_or(CodeError::UnknownPos { pos })?;
                (at, insn_len::<I>(insn), branch_of::<I>(insn)?)
            }
        };
        let to = self.dest_offset(dest);
        if let Some(to) = to {
            let value = encode(b, at, len, to)?;
            set_field(&mut self.bytes, at, len, b, value);
        }
        // Nothing changed before this point: a refused patch leaves the buffer as it was.
        // A label bound after the last instruction moves if that one grows (G80
        // alignment): `finish` resolves the branch again.
        let fixed = match dest {
            Dest::Label(_) => to.is_some_and(|o| I::LENGTHS.len() == 1 || o != self.bytes.len()),
            Dest::Offset(_) => true,
        };
        let rec = Rec::new(at, pos.0, b, dest, fixed);
        match found {
            Ok(i) => self.sites[i] = rec,
            Err(i) => self.sites.insert(i, rec),
        }
        Ok(())
    }

    /// Replaces the instruction at `pos` with `insn`, of the same length (a JIT fills a
    /// placeholder, changes an immediate, turns a slot into a no-op): checked with the
    /// instruction set's rules like an emitted one. If `pos` is a branch to a label or
    /// an offset ([`branch`](CodeBuffer::branch), [`patch`](CodeBuffer::patch)) and
    /// `insn` has a code target too, `insn` goes to the same place (resolved as
    /// `branch` does); otherwise `insn` is kept as given and `pos` is no longer a branch
    /// site. In a [`shortest`](CodeBuffer::shortest) buffer, a long instruction that
    /// replaces a short one is written in its short encoding when it has one. On an
    /// error nothing changes.
    pub fn replace(&mut self, pos: Pos, insn: I::Insn) -> Result<(), CodeError> {
        let at = self.offset_of(pos)?;
        if let Err(invalid) = <I::Rules as Rules<I::Insn, I::Target>>::validate(insn, self.target) {
            return Err(invalid_at::<I>(at, insn, invalid));
        }
        let was = len_at::<I>(&self.bytes, at);
        let insn = match I::LENGTHS.len() > 1 && self.pairs.on {
            true => self.shortened(was, insn),
            false => insn,
        };
        let now = insn_len::<I>(insn);
        if was != now {
            return Err(CodeError::Length { at, was, now });
        }
        let found = self.sites.binary_search_by_key(&pos.0, |r| r.pos);
        let mut insn = insn;
        let mut rec = None;
        if let (Ok(i), Some(b)) = (found, I::insn_info(insn).branch.as_ref()) {
            let dest = self.sites[i].dest();
            let to = self.dest_offset(dest);
            if let Some(to) = to {
                insn = resolve::<I>(insn, b, at, to)?;
            }
            // As for `patch`: a label bound at the end moves if the last instruction
            // grows, so `finish` resolves the branch again.
            let fixed = match dest {
                Dest::Label(_) => {
                    to.is_some_and(|o| I::LENGTHS.len() == 1 || o != self.bytes.len())
                }
                Dest::Offset(_) => true,
            };
            rec = Some(Rec::new(at, pos.0, b, dest, fixed));
        }
        // Nothing changed before this point.
        let w = I::insn_word(insn).to_le_bytes();
        self.bytes[at..at + now].copy_from_slice(&w[..now]);
        match (found, rec) {
            (Ok(i), Some(r)) => self.sites[i] = r,
            (Ok(i), None) => {
                self.sites.remove(i);
            }
            _ => {}
        }
        if I::LENGTHS.len() > 1 {
            if let Some((last_at, _)) = self.last {
                if last_at as usize == at {
                    self.last = Some((last_at, insn));
                }
            }
            if self.pairs.on {
                self.reopen(at, insn);
            }
        }
        Ok(())
    }

    /// Lays the program out for good, resolves every branch and returns the bytes, the
    /// labels' offsets and the branch sites.
    #[inline]
    pub fn finish(mut self) -> Result<Finished<I>, CodeError> {
        if self.pairs.moved {
            // Pairs moved labels after branches to them were resolved.
            for r in &mut self.sites {
                r.resolved = false;
            }
        }
        for r in &mut self.sites {
            if r.resolved {
                continue;
            }
            let to = match r.label {
                true => match self.labels[r.to] {
                    UNBOUND => {
                        return Err(CodeError::Unbound {
                            label: Label(r.to as u32),
                        })
                    }
                    o => o as usize,
                },
                false => r.to,
            };
            let at = r.at as usize;
            let len = len_at::<I>(&self.bytes, at);
            let value = encode(r.branch, at, len, to)?;
            set_field(&mut self.bytes, at, len, r.branch, value);
        }
        let labels = self
            .labels
            .iter()
            .map(|&o| (o != UNBOUND).then_some(o as usize))
            .collect();
        Ok(Finished {
            bytes: self.bytes,
            labels,
            recs: self.sites,
            target: self.target,
        })
    }

    #[inline]
    fn check(&self, dest: Dest) -> Result<(), CodeError> {
        match dest {
            Dest::Label(label) if label.index() >= self.labels.len() => {
                Err(CodeError::UnknownLabel { label })
            }
            _ => Ok(()),
        }
    }

    #[inline]
    fn dest_offset(&self, dest: Dest) -> Option<usize> {
        match dest {
            Dest::Label(l) => self.label_offset(l),
            Dest::Offset(o) => Some(o),
        }
    }

    /// Where `insn` goes, and what the layout rule makes of the last instruction (`Some`
    /// when it grows). Changes nothing.
    #[inline(always)]
    fn plan(&self, insn: I::Insn) -> Result<(usize, Option<I::Insn>), CodeError> {
        let at = self.bytes.len();
        if I::LENGTHS.len() > 1 && <I::Rules as Rules<I::Insn, I::Target>>::aligns(insn, at) {
            return aligned::<I>(self.last, at, insn, self.target);
        }
        if at > LIMIT {
            return Err(CodeError::TooLarge);
        }
        Ok((at, None))
    }

    /// The instruction set's [`Rules::validate`], as the typed error.
    #[inline(always)]
    fn validate(&self, insn: I::Insn) -> Result<(), CodeError> {
        match <I::Rules as Rules<I::Insn, I::Target>>::validate(insn, self.target) {
            Ok(()) => Ok(()),
            Err(invalid) => Err(invalid_at::<I>(self.bytes.len(), insn, invalid)),
        }
    }

    /// Re-encodes the last instruction as `grown` (the layout rule changed it); labels
    /// bound after it and a branch record of it follow. Rare: out of line, so that
    /// `emit` stays small enough to inline.
    #[cold]
    #[inline(never)]
    fn grow_last(&mut self, new: I::Insn) {
        let Some((at, _)) = self.last else {
            return;
        };
        let at = at as usize;
        let old_end = self.bytes.len();
        self.bytes.truncate(at);
        write_le::<I>(&mut self.bytes, new);
        let grown = (self.bytes.len() - old_end) as u32;
        // If it is a branch, its length changed: resolve it again.
        if let Some(r) = self.sites.last_mut() {
            if r.at as usize == at {
                r.resolved = false;
            }
        }
        if self.at_end_off as usize == old_end {
            for &l in &self.at_end {
                self.labels[l as usize] += grown;
            }
            self.at_end_off += grown;
        }
        self.last = Some((at as u32, new));
    }

    // Inlined whole: G80's bookkeeping (its last instruction) made it a call of its own,
    // a third of G80's emitting time.
    #[inline(always)]
    fn push(&mut self, at: usize, insn: I::Insn) -> Pos {
        write_le::<I>(&mut self.bytes, insn);
        if I::LENGTHS.len() > 1 {
            self.last = Some((at as u32, insn));
        }
        match I::LENGTHS {
            [n] => Pos((at / n) as u32),
            _ => {
                self.count += 1;
                Pos(self.count - 1)
            }
        }
    }

    /// Byte offset of the instruction at `pos`.
    fn offset_of(&self, pos: Pos) -> Result<usize, CodeError> {
        if pos.0 >= self.count() {
            return Err(CodeError::UnknownPos { pos });
        }
        if I::LENGTHS.len() == 1 {
            return Ok(pos.index() * I::LENGTHS[0]);
        }
        // Walk the variable-length stream.
        let mut at = 0;
        for _ in 0..pos.0 {
            at += length_at::<I>(&self.bytes, at);
        }
        Ok(at)
    }
}

/// [`CodeBuffer::plan`] when the layout rule may change the last instruction
/// (`last`, if any) because `insn` follows it at byte offset `at`.
#[cold]
#[inline(never)]
fn aligned<I: Isa>(
    last: Option<(u32, I::Insn)>,
    at: usize,
    insn: I::Insn,
    target: I::Target,
) -> Result<(usize, Option<I::Insn>), CodeError> {
    let mut at = at;
    let mut grown = None;
    if let Some((prev_at, prev)) = last {
        let Some(new) =
            <I::Rules as Rules<I::Insn, I::Target>>::align(prev, prev_at as usize, insn, target)
        else {
            return Err(CodeError::Align {
                at: prev_at as usize,
            });
        };
        if new != prev {
            at = prev_at as usize + insn_len::<I>(new);
            grown = Some(new);
        }
    }
    if at > LIMIT {
        return Err(CodeError::TooLarge);
    }
    Ok((at, grown))
}

/// The error of an instruction at byte offset `at` that breaks a rule.
#[cold]
#[inline(never)]
fn invalid_at<I: Isa>(at: usize, insn: I::Insn, invalid: super::Invalid) -> CodeError {
    CodeError::Invalid {
        at,
        form: I::insn_info(insn).name,
        invalid,
    }
}

/// The form's code-target operand, or the typed error.
#[inline]
fn branch_of<I: Isa>(insn: I::Insn) -> Result<&'static Branch, CodeError> {
    let info = I::insn_info(insn);
    info.branch
        .as_ref()
        .ok_or(CodeError::NotABranch { form: info.name })
}

/// The field value of a branch at `at`, `len` bytes long, to `to`, or the typed error.
#[inline]
fn encode(b: &Branch, at: usize, len: usize, to: usize) -> Result<u128, CodeError> {
    b.encode(at, len, to)
        .map_err(|why| CodeError::OutOfRange { at, to, why })
}

/// `insn` (at byte offset `at`) with its target set to byte offset `to`.
#[inline(always)]
fn resolve<I: Isa>(insn: I::Insn, b: &Branch, at: usize, to: usize) -> Result<I::Insn, CodeError> {
    let value = encode(b, at, insn_len::<I>(insn), to)?;
    Ok(I::insn_with_word(
        insn,
        b.field.insert_dyn(I::insn_word(insn), value),
    ))
}

/// Writes `value` into the target field of the `len`-byte instruction at `at`.
#[inline(always)]
fn set_field(bytes: &mut [u8], at: usize, len: usize, b: &Branch, value: u128) {
    let word = b
        .field
        .insert_dyn(crate::bits::read_le(bytes, at, len), value)
        .to_le_bytes();
    match len {
        4 => bytes[at..at + 4].copy_from_slice(&word[..4]),
        8 => bytes[at..at + 8].copy_from_slice(&word[..8]),
        16 => bytes[at..at + 16].copy_from_slice(&word[..16]),
        n => bytes[at..at + n].copy_from_slice(&word[..n]),
    }
}

#[inline(always)]
fn insn_len<I: Isa>(insn: I::Insn) -> usize {
    match I::LENGTHS {
        [n] => *n,
        _ => I::insn_len(insn),
    }
}

/// Length of the instruction at byte offset `at` of `bytes` (known without reading them
/// for fixed-length instruction sets).
#[inline(always)]
fn len_at<I: Isa>(bytes: &[u8], at: usize) -> usize {
    match I::LENGTHS {
        [n] => *n,
        _ => length_at::<I>(bytes, at),
    }
}

/// Length of the instruction at byte offset `at` of `bytes`.
fn length_at<I: Isa>(bytes: &[u8], at: usize) -> usize {
    I::length_of(crate::bits::read_le(bytes, at, I::LENGTHS[0]))
}

/// Appends `insn` little-endian, its own length.
#[inline(always)]
pub(super) fn write_le<I: Isa>(bytes: &mut Vec<u8>, insn: I::Insn) {
    let w = I::insn_word(insn).to_le_bytes();
    // Copies of constant size in each arm (no `memcpy` call).
    match insn_len::<I>(insn) {
        4 => bytes.extend_from_slice(&w[..4]),
        8 => bytes.extend_from_slice(&w[..8]),
        16 => bytes.extend_from_slice(&w[..16]),
        n => bytes.extend_from_slice(&w[..n.min(16)]),
    }
}
