//! What an instruction reads and writes: its registers, memory, code targets and
//! message slots, from the table.
//!
//! Each instruction set's `Insn::accesses()` lists them in a small fixed-capacity
//! collection ([`Accesses`]), without allocating. The table declares them once per
//! operand kind (`operands [Reg @ DST access Gpr]`, or `access` with an operand type that
//! implements [`Uses`]) and, where the document says so, per form in its `access { … }`
//! section; the direction of an operand comes from that section, else from its kind
//! (`access writes Gpr`), else from its name: `dst`, `dst2` or `cdst` are written, every
//! other operand is read; an operand the syntax prints twice is also read. A code-target
//! kind (`= relative(8)`) reports its [`Resource::Target`] without a clause. Code written
//! for every instruction set calls [`isa::accesses`](crate::isa::accesses).
//!
//! ```
//! # #[cfg(feature = "vivante")] {
//! use isadef::access::{File, Resource, Rw};
//! use isadef::vivante::prelude::*;
//!
//! let insn = Insn::assemble("add t1.xy__, t2.xxxx, void, u3.yyyy").unwrap();
//! let regs: Vec<_> = insn.accesses().iter().map(|a| (a.rw, a.resource)).collect();
//! // Components as a mask (x = 1, y = 2, z = 4, w = 8).
//! let reg = |file, index, mask| Resource::Reg { file, index, count: 1, mask };
//! assert_eq!(regs[0], (Rw::Write, reg(File::Gpr, 1, 0b0011)));
//! assert_eq!(regs[1], (Rw::Read, reg(File::Gpr, 2, 0b0001)));
//! assert_eq!(regs[2], (Rw::Read, reg(File::Uniform, 3, 0b0010)));
//! # }
//! ```

use crate::bits::Field;
use crate::branch::{Base, Reach};
use crate::form::OperandDesc;

/// Whether an access reads, writes or does both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Rw {
    /// Read only.
    Read = 1,
    /// Written only.
    Write = 2,
    /// Read, then written (an atomic's memory, a post-incremented address register).
    ReadWrite = 3,
}

impl Rw {
    /// Whether the access reads.
    #[inline]
    pub const fn reads(self) -> bool {
        self as u8 & 1 != 0
    }

    /// Whether the access writes.
    #[inline]
    pub const fn writes(self) -> bool {
        self as u8 & 2 != 0
    }

    /// The direction of a role's two bits (1 read, 2 write, 3 both), `None` for 0.
    #[inline]
    pub const fn from_bits(bits: u8) -> Option<Rw> {
        match bits & 3 {
            1 => Some(Rw::Read),
            2 => Some(Rw::Write),
            3 => Some(Rw::ReadWrite),
            _ => None,
        }
    }
}

/// A register file.
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum File {
    /// General-purpose registers (Valhall `r`, Vivante `t`, G80 `$r`).
    Gpr,
    /// Uniforms and constant registers (Valhall FAU `u`, Vivante `u`).
    Uniform,
    /// Special values read like registers (Valhall's FAU specials, G80 `$sr`).
    Special,
    /// Shader inputs read like registers (Vivante `i`).
    Input,
    /// Shader outputs written like registers (G80 `$o`).
    Output,
    /// Address registers (Vivante `a`, G80 `$a`).
    Addr,
    /// Condition or predicate registers (G80 `$c`).
    Cond,
    /// Texture units.
    Texture,
    /// Samplers.
    Sampler,
    /// Barriers.
    Barrier,
    /// Another file, numbered by the instruction set.
    Other(u8),
}

/// A memory space.
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    /// Global memory, with the instruction set's segment number (G80 `g14[]`; 0 else).
    Global(u8),
    /// Memory shared by a workgroup.
    Shared,
    /// Per-thread local memory.
    Local,
    /// A constant buffer, by number (G80 `c1[]`).
    Const(u8),
    /// Vertex attributes and varyings read as memory.
    Attr,
    /// Outputs written as memory.
    Output,
    /// Images (typed memory read and written through a descriptor).
    Image,
    /// Another space, numbered by the instruction set.
    Other(u8),
}

/// What an access touches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Resource {
    /// `count` consecutive registers of `file` from `index`. `mask` names the parts of
    /// each that are touched: Vivante's components x, y, z, w as bits 0–3, a 16-bit
    /// half as bit 0 (low) or 1 (high); [`Resource::FULL`] for whole registers.
    Reg {
        /// The register file.
        file: File,
        /// The first register's number.
        index: u16,
        /// How many consecutive registers.
        count: u8,
        /// The parts touched ([`Resource::FULL`]: all).
        mask: u8,
    },
    /// Memory of a space.
    Mem(Space),
    /// A code target, as the field encodes it: in the reach's units, from the program
    /// start or signed from the next instruction (see [`code::Reach`](crate::code::Reach));
    /// a field wider than 32 bits keeps its low 32 (`Branch::target` gives the whole).
    Target(i32),
    /// Message slots (a bit per slot): written when the instruction signals them, read
    /// when it waits on them.
    Slots(u8),
    /// A message unit, numbered by the instruction set.
    Unit(u8),
}

impl Resource {
    /// A register's mask when all its parts are touched.
    pub const FULL: u8 = 0xff;

    /// One whole register.
    #[inline]
    pub const fn reg(file: File, index: u16) -> Resource {
        Resource::Reg {
            file,
            index,
            count: 1,
            mask: Resource::FULL,
        }
    }
}

/// One access of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Access {
    /// What it touches.
    pub resource: Resource,
    /// Read, write or both.
    pub rw: Rw,
    /// The operand it comes from (an index into the form's operands),
    /// [`Access::MODIFIER`] and a modifier's index, or [`Access::IMPLICIT`].
    pub operand: u8,
    /// [`Access::INDIRECT`], [`Access::LAST_USE`].
    pub flags: u8,
}

impl Access {
    /// `operand` of an access no operand names (the form's rule adds it).
    pub const IMPLICIT: u8 = 0xff;
    /// Set in `operand` for a modifier's access, with the modifier's index in the form's
    /// modifiers (Valhall's `.slot0` and `.wait0`).
    pub const MODIFIER: u8 = 0x80;
    /// The register is indexed by an address register (the index is the base).
    pub const INDIRECT: u8 = 1;
    /// The instruction marks this read as the register's last use (Valhall `^r0`).
    pub const LAST_USE: u8 = 2;
    const EMPTY: Access = Access {
        resource: Resource::Slots(0),
        rw: Rw::Read,
        operand: Access::IMPLICIT,
        flags: 0,
    };
}

/// An instruction's accesses: operands in the form's order, each operand's accesses in
/// the order its type reports them, then those the form's rule adds. `N` is the
/// instruction set's capacity (its `ACCESS_CAP`, the most any form reports).
#[derive(Clone, Copy)]
pub struct Accesses<const N: usize> {
    len: u8,
    items: [Access; N],
}

impl<const N: usize> Accesses<N> {
    /// No accesses.
    pub const fn new() -> Self {
        Accesses {
            len: 0,
            items: [Access::EMPTY; N],
        }
    }

    /// The accesses as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Access] {
        &self.items[..self.len as usize]
    }

    /// The accesses that read.
    pub fn reads(&self) -> impl Iterator<Item = &Access> + '_ {
        self.as_slice().iter().filter(|a| a.rw.reads())
    }

    /// The accesses that write.
    pub fn writes(&self) -> impl Iterator<Item = &Access> + '_ {
        self.as_slice().iter().filter(|a| a.rw.writes())
    }

    /// A sink that appends to these accesses, for `form` on a target with gate bits
    /// `gate`.
    pub fn sink(&mut self, form: u16, gate: u32) -> Sink<'_> {
        Sink {
            items: &mut self.items,
            len: &mut self.len,
            operand: Access::IMPLICIT,
            form,
            gate,
            keep_empty: false,
        }
    }
}

impl<const N: usize> Default for Accesses<N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize> core::ops::Deref for Accesses<N> {
    type Target = [Access];
    #[inline]
    fn deref(&self) -> &[Access] {
        self.as_slice()
    }
}

impl<const N: usize> PartialEq for Accesses<N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<const N: usize> Eq for Accesses<N> {}

impl<const N: usize> core::fmt::Debug for Accesses<N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// Where an operand type reports its accesses ([`Uses::uses`]): the operand they come
/// from, the form and the target's gate bits are set by the caller.
pub struct Sink<'a> {
    items: &'a mut [Access],
    len: &'a mut u8,
    pub(crate) operand: u8,
    pub(crate) form: u16,
    gate: u32,
    /// Registers counted zero are kept (for a rule to count them), else dropped.
    pub(crate) keep_empty: bool,
}

impl Sink<'_> {
    /// Adds an access of the current operand.
    #[inline(always)]
    pub fn push(&mut self, resource: Resource, rw: Rw) {
        self.push_flags(resource, rw, 0);
    }

    /// Adds an access of the current operand with [`Access`] flags.
    #[inline(always)]
    pub fn push_flags(&mut self, resource: Resource, rw: Rw, flags: u8) {
        if let Resource::Reg { count: 0, .. } = resource {
            if !self.keep_empty {
                return;
            }
        }
        let n = *self.len as usize;
        // The capacity is the table's worst case; an operand type reporting more than
        // its `MAX` loses the excess.
        debug_assert!(
            n < self.items.len(),
            "more accesses than the kinds' MAX allow"
        );
        if let Some(slot) = self.items.get_mut(n) {
            *slot = Access {
                resource,
                rw,
                operand: self.operand,
                flags,
            };
            *self.len += 1;
        }
    }

    /// The number of the form whose accesses are collected.
    #[inline]
    pub fn form(&self) -> u16 {
        self.form
    }

    /// The gate bits of the target the accesses are collected for.
    #[inline]
    pub fn gate(&self) -> u32 {
        self.gate
    }

    /// The operand whose accesses are reported ([`Access::IMPLICIT`] for a rule's).
    #[inline]
    pub fn operand(&self) -> u8 {
        self.operand
    }

    pub(crate) fn start(&self) -> usize {
        *self.len as usize
    }

    pub(crate) fn since(&mut self, start: usize) -> &mut [Access] {
        &mut self.items[start..*self.len as usize]
    }

    /// Removes the registers counted zero from `start` on (kept while a rule could set
    /// their count).
    pub(crate) fn drop_empty(&mut self, start: usize) {
        let mut keep = start;
        for i in start..*self.len as usize {
            if !matches!(self.items[i].resource, Resource::Reg { count: 0, .. }) {
                self.items[keep] = self.items[i];
                keep += 1;
            }
        }
        *self.len = keep as u8;
    }
}

/// An operand type's accesses: implemented by a kind declared with a bare `access` in
/// the table's `operands` section.
#[diagnostic::on_unimplemented(
    message = "define_isa!: operand kind `{Self}` declares `access` but does not implement `isadef::access::Uses`",
    note = "implement `Uses` for the type, or name its register file (`access Gpr`)"
)]
pub trait Uses {
    /// The most accesses one operand reports.
    const MAX: u8;
    /// Reports the accesses of an operand with raw value `raw`, read from `field` of
    /// `word`, in direction `rw`.
    fn uses(raw: u128, word: u128, field: Field, rw: Rw, out: &mut Sink<'_>);
}

/// An access a form's rule adds, not an operand's.
#[derive(Clone, Copy, Debug)]
pub enum Implicit {
    /// Always this resource.
    Fixed(Resource),
    /// The resource computed from the word.
    Of(fn(u128) -> Resource),
}

/// A register count a form's rule sets for an operand, replacing what its type reports.
#[derive(Clone, Copy, Debug)]
pub enum Count {
    /// Always this many registers.
    Fixed(u8),
    /// Computed from the word.
    Of(fn(u128) -> u8),
}

/// One item of a form's rule in the table's `access { … }` section.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub enum Item {
    /// The named operand's registers are of this file.
    File(&'static str, File),
    /// The named operand's registers number this many.
    Count(&'static str, Count),
    /// An access no operand names.
    Implicit(Rw, Implicit),
}

/// A form's access plan: each operand's direction (two bits per operand, as
/// [`Rw::from_bits`]) and its rule's number plus one (0: none).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    pub roles: u32,
    pub rule: u16,
    /// Up to two modifiers whose values access something: 1 + (the modifier's index in
    /// the form << 4 | its entry in the table's `mods [...]`), 0 for none.
    pub mods: [u16; 2],
}

impl Plan {
    /// No operand accessed, no rule.
    pub const NONE: Plan = Plan {
        roles: 0,
        rule: 0,
        mods: [0; 2],
    };

    /// The plan with modifier `index` of the form, entry `entry` of the table's access
    /// modifiers, added; a compile error naming the form past two.
    pub const fn with_mod(mut self, form: &str, index: usize, entry: usize) -> Plan {
        assert!(
            entry < 16 && index < 4095,
            "define_isa!: an access section names at most 16 modifiers"
        );
        let code = 1 + ((index as u16) << 4 | entry as u16);
        if self.mods[0] == 0 {
            self.mods[0] = code;
        } else if self.mods[1] == 0 {
            self.mods[1] = code;
        } else {
            let m = crate::message::Message::new()
                .push("define_isa!: form `")
                .push(form)
                .push("` has more than two modifiers with accesses");
            panic!("{}", m.as_str());
        }
        self
    }
}

/// Whether two names are the same (in a `const` evaluation).
#[doc(hidden)]
pub const fn same_name(a: &str, b: &str) -> bool {
    crate::form::support::str_eq(a, b)
}

/// What the table says of a kind: the most accesses an operand of it reports (0: none)
/// and its direction bits (0: by the operand's name).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct KindAccess {
    pub max: u8,
    pub dir: u8,
}

/// The direction an operand's name gives: `dst`, `dst` and digits, or a name ending in
/// `dst` is written; any other is read. (An operand the form's syntax prints twice is
/// read as well.)
pub const fn by_name(name: &str) -> Rw {
    let b = name.as_bytes();
    let n = b.len();
    if n >= 3 && b[n - 3] == b'd' && b[n - 2] == b's' && b[n - 1] == b't' {
        return Rw::Write;
    }
    if n > 3 && b[0] == b'd' && b[1] == b's' && b[2] == b't' {
        let mut i = 3;
        while i < n {
            if !b[i].is_ascii_digit() {
                return Rw::Read;
            }
            i += 1;
        }
        return Rw::Write;
    }
    Rw::Read
}

/// An operand's direction bits: none when its kind has no accesses, else the kind's,
/// else its name's.
#[doc(hidden)]
pub const fn role_of<K: Copy>(op: &OperandDesc<K>, kind: KindAccess) -> u8 {
    if kind.max == 0 {
        0
    } else if kind.dir != 0 {
        kind.dir
    } else {
        by_name(op.name) as u8
    }
}

/// The read bits of the operands a form's syntax prints more than once: an operand
/// printed again (G80's short `sad $r1 … $r1`, whose destination is also its third
/// source) is read there as well.
#[doc(hidden)]
pub const fn printed_twice(syntax: &[crate::form::Item]) -> u32 {
    let (mut seen, mut twice) = (0u32, 0u32);
    let mut i = 0;
    while i < syntax.len() {
        if let crate::form::Item::Operand(k) = syntax[i] {
            if k < 16 {
                let bit = 1u32 << (2 * k);
                twice |= seen & bit;
                seen |= bit;
            }
        }
        i += 1;
    }
    twice
}

/// The index of the operand named `name` among `ops`; a compile error naming the form
/// and the operand when there is none.
#[doc(hidden)]
pub const fn operand_index<K>(form: &str, ops: &[OperandDesc<K>], name: &str) -> usize {
    let mut i = 0;
    while i < ops.len() {
        if crate::form::support::str_eq(ops[i].name, name) {
            return i;
        }
        i += 1;
    }
    let m = crate::message::Message::new()
        .push("define_isa!: the access rule of form `")
        .push(form)
        .push("` names operand `")
        .push(name)
        .push("`, which the form does not have");
    panic!("{}", m.as_str())
}

/// How many accesses a rule's items add (its implicit ones).
#[doc(hidden)]
pub const fn implicit_count(items: &[Item]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < items.len() {
        if let Item::Implicit(..) = items[i] {
            n += 1;
        }
        i += 1;
    }
    n
}

/// A code target's value as `field` of `word` encodes it: unsigned from the program
/// start, signed from the next instruction (in the reach's units).
#[doc(hidden)]
pub const fn target_value(reach: Reach, field: Field, word: u128) -> i32 {
    let raw = field.get(word);
    let w = field.width();
    match reach.base {
        Base::Start => raw as i32,
        Base::Next if w == 0 || w >= 128 => raw as i32,
        Base::Next => (((raw << (128 - w)) as i128) >> (128 - w)) as i32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_give_directions() {
        for w in ["dst", "dst0", "dst12", "cdst", "sdst"] {
            assert_eq!(by_name(w), Rw::Write, "{w}");
        }
        for r in ["src", "dsts", "dst_hi", "a", "dstx1", ""] {
            assert_eq!(by_name(r), Rw::Read, "{r}");
        }
    }

    #[test]
    fn sink_fills_in_order_and_stops_at_capacity() {
        let mut a = Accesses::<2>::new();
        let mut s = a.sink(3, 0);
        assert_eq!((s.form(), s.gate(), s.operand()), (3, 0, Access::IMPLICIT));
        s.push(Resource::reg(File::Gpr, 1), Rw::Write);
        s.push_flags(Resource::Mem(Space::Shared), Rw::Read, Access::INDIRECT);
        assert_eq!(a.len(), 2);
        assert_eq!(a.writes().count(), 1);
        assert_eq!(a[1].flags, Access::INDIRECT);
        assert!(Rw::ReadWrite.reads() && Rw::ReadWrite.writes());
        assert_eq!(Rw::from_bits(0), None);
    }
}
