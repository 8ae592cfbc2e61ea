//! The code buffer (`isadef::code`): which forms branch (from the tables), labels forward
//! and backward, every error case, patching, G80 layout against `assemble_program`.

use isadef::code::{Base, CodeBuffer, CodeError, Dest, Finished, Unreachable};
use isadef::isa::Isa;
use isadef::{g80, valhall, vivante};

/// The names of the forms whose table entry has a code-target operand.
fn branching<I: Isa>() -> Vec<&'static str> {
    I::forms()
        .iter()
        .filter(|f| f.branch.is_some())
        .map(|f| f.name)
        .collect()
}

#[test]
fn branching_forms_come_from_the_tables() {
    assert_eq!(
        branching::<vivante::Vivante>(),
        [
            "call",
            "branch",
            "branch_unary",
            "branch_binary",
            "branch_any"
        ]
    );
    assert_eq!(branching::<valhall::Valhall>(), ["branchz"]);
    // envydis prints a code target for unknown control opcodes too (`??? 0x…`).
    assert_eq!(
        branching::<g80::G80>(),
        ["bra", "call", "breakaddr", "joinat", "preret", "unknown_c"]
    );
    let b = vivante::Form::branch.info().branch.unwrap();
    assert_eq!(
        (b.reach.base, b.reach.unit, b.field.width()),
        (Base::Start, 16, 15)
    );
    assert_eq!(b.field, vivante::table::fields::TARGET);
    let b = valhall::Form::branchz.info().branch.unwrap();
    assert_eq!(
        (b.reach.base, b.reach.unit, b.field.width()),
        (Base::Next, 8, 27)
    );
    assert_eq!(b.range(), (-(1 << 26), (1 << 26) - 1));
    let b = g80::Form::bra.info().branch.unwrap();
    assert_eq!(
        (b.reach.base, b.reach.unit, b.field.width()),
        (Base::Start, 4, 22)
    );
    assert_eq!(b.field.mask(), 0xffff << 11 | 0x3f << 46);
}

/// Every site of a finished program, decoded back: its target is its destination.
fn check_sites<I: Isa>(done: &Finished<I>, target: I::Target) {
    for s in done.sites() {
        let insn = I::decode_le(&done.bytes[s.offset..], target).expect("branch decodes");
        let info = I::insn_info(insn);
        let b = info.branch.expect("a branching form");
        let len = I::insn_len(insn);
        assert_eq!(
            b.target(s.offset, len, I::insn_word(insn)),
            Some(s.to),
            "{}",
            info.name
        );
        if let Dest::Label(l) = s.dest {
            assert_eq!(done.labels[l.index()], Some(s.to));
        }
    }
}

fn viv_branch() -> vivante::Insn {
    vivante::builders::Branch::new(vivante::prelude::CodeTarget::new(0)).insn()
}

fn viv_add(n: u16) -> vivante::Insn {
    use vivante::prelude::*;
    Add::new(Dst::t(n), Src::t(n), Src::u(0)).insn()
}

fn val_branch() -> valhall::Insn {
    use valhall::prelude::*;
    Branchz::new(S32C::reg(0), BranchOffset::new(0)).insn()
}

fn val_nop() -> valhall::Insn {
    valhall::builders::Nop::new().insn()
}

#[test]
fn vivante_forward_backward_self() {
    let mut c = CodeBuffer::<vivante::Vivante>::new(());
    let (top, mid, end, selfl) = (c.new_label(), c.new_label(), c.new_label(), c.new_label());
    c.bind(top).unwrap();
    c.branch(viv_branch(), end).unwrap();
    c.emit(viv_add(1)).unwrap();
    c.bind(mid).unwrap();
    c.branch(viv_branch(), top).unwrap();
    c.bind(selfl).unwrap();
    c.branch(viv_branch(), selfl).unwrap();
    c.branch(viv_branch(), mid).unwrap();
    c.branch(viv_branch(), end).unwrap();
    c.bind(end).unwrap();
    c.emit(viv_add(2)).unwrap();
    let done = c.finish().unwrap();
    assert_eq!(done.labels, [Some(0), Some(32), Some(96), Some(48)]);
    assert_eq!(done.sites().len(), 5);
    check_sites::<vivante::Vivante>(&done, ());
    // The backward branch was resolved as soon as it was emitted.
    let mut c = CodeBuffer::<vivante::Vivante>::new(());
    let l = c.new_label();
    c.emit(viv_add(1)).unwrap();
    c.bind(l).unwrap();
    c.emit(viv_add(1)).unwrap();
    c.branch(viv_branch(), l).unwrap();
    let w = vivante::Insn::decode_le_in(c.bytes(), 32, ()).unwrap();
    assert_eq!(w.field(vivante::table::fields::TARGET), 1);
}

#[test]
fn valhall_relative_offsets() {
    let mut c = CodeBuffer::<valhall::Valhall>::new(());
    let (top, end) = (c.new_label(), c.new_label());
    c.bind(top).unwrap();
    c.emit(val_nop()).unwrap();
    c.branch(val_branch(), end).unwrap();
    c.emit(val_nop()).unwrap();
    c.branch(val_branch(), top).unwrap();
    c.bind(end).unwrap();
    c.branch(val_branch(), end).unwrap();
    let done = c.finish().unwrap();
    check_sites::<valhall::Valhall>(&done, ());
    let offset = |at: usize| {
        let i = valhall::Insn::decode_le_in(&done.bytes, at, ()).unwrap();
        valhall::builders::Branchz::from_insn(i)
            .unwrap()
            .get_offset()
            .value()
    };
    // Counted in instructions from the next one.
    assert_eq!(offset(8), 2);
    assert_eq!(offset(24), -4);
    assert_eq!(offset(32), -1);
}

#[test]
fn errors_are_values() {
    let mut c = CodeBuffer::<vivante::Vivante>::new(());
    let l = c.new_label();
    c.bind(l).unwrap();
    assert_eq!(c.bind(l), Err(CodeError::BoundTwice { label: l }));
    assert_eq!(
        c.branch(viv_add(1), l),
        Err(CodeError::NotABranch { form: "add" })
    );
    let mut other = CodeBuffer::<vivante::Vivante>::new(());
    let (_, _, foreign) = (other.new_label(), other.new_label(), other.new_label());
    assert_eq!(
        c.branch(viv_branch(), foreign),
        Err(CodeError::UnknownLabel { label: foreign })
    );
    assert_eq!(
        c.bind(foreign),
        Err(CodeError::UnknownLabel { label: foreign })
    );
    // Vivante: an instruction index of 15 bits.
    assert_eq!(
        c.branch_offset(viv_branch(), 16 << 15),
        Err(CodeError::OutOfRange {
            at: 0,
            to: 16 << 15,
            why: Unreachable::OutOfRange {
                value: 1 << 15,
                min: 0,
                max: (1 << 15) - 1
            }
        })
    );
    assert!(c.branch_offset(viv_branch(), (16 << 15) - 16).is_ok());
    assert_eq!(
        c.branch_offset(viv_branch(), 8),
        Err(CodeError::OutOfRange {
            at: 16,
            to: 8,
            why: Unreachable::Misaligned
        })
    );
    // Nothing was emitted by the failed calls.
    assert_eq!(c.len(), 1);
    let unbound = c.new_label();
    c.branch(viv_branch(), unbound).unwrap();
    assert_eq!(c.finish(), Err(CodeError::Unbound { label: unbound }));

    // Valhall: 27 bits signed, from the next instruction.
    let mut c = CodeBuffer::<valhall::Valhall>::new(());
    let max = ((1usize << 26) - 1) * 8 + 8;
    assert!(c.branch_offset(val_branch(), max).is_ok());
    assert!(matches!(
        c.branch_offset(val_branch(), max + 16),
        Err(CodeError::OutOfRange { at: 8, .. })
    ));
    let p = c.emit(val_nop()).unwrap();
    assert_eq!(
        c.patch_offset(p, 0),
        Err(CodeError::NotABranch { form: "nop" })
    );
    assert_eq!(
        c.patch_offset(foreign_pos(7), 0),
        Err(CodeError::UnknownPos {
            pos: foreign_pos(7)
        })
    );

    // G80: a 24-bit byte address.
    let t = g80_target();
    let mut c = CodeBuffer::<g80::G80>::new(t);
    assert!(c.branch_offset(g80_bra(), (1 << 24) - 4).is_ok());
    assert!(matches!(
        c.branch_offset(g80_bra(), 1 << 24),
        Err(CodeError::OutOfRange {
            why: Unreachable::OutOfRange {
                value: 0x40_0000,
                ..
            },
            ..
        })
    ));
}

/// Position `n` of another buffer.
fn foreign_pos(n: usize) -> isadef::code::Pos {
    let mut d = CodeBuffer::<valhall::Valhall>::new(());
    let mut p = d.emit(val_nop()).unwrap();
    for _ in 0..n {
        p = d.emit(val_nop()).unwrap();
    }
    p
}

#[test]
fn patch_re_points_a_branch() {
    let mut c = CodeBuffer::<vivante::Vivante>::new(());
    let (a, b) = (c.new_label(), c.new_label());
    c.bind(a).unwrap();
    let p = c.branch(viv_branch(), b).unwrap();
    c.emit(viv_add(1)).unwrap();
    c.bind(b).unwrap();
    c.emit(viv_add(1)).unwrap();
    c.patch(p, a).unwrap();
    // An instruction emitted with a number becomes a labelled site too.
    let q = c
        .emit(vivante::builders::Branch::new(vivante::prelude::CodeTarget::new(7)).insn())
        .unwrap();
    c.patch(q, b).unwrap();
    let done = c.finish().unwrap();
    check_sites::<vivante::Vivante>(&done, ());
    assert_eq!(
        done.sites().map(|s| (s.offset, s.to)).collect::<Vec<_>>(),
        [(0, 0), (48, 32)]
    );
}

fn g80_target() -> g80::Target {
    g80::Target {
        variant: g80::target::Variant::G80,
        mode: g80::target::Mode::Cp,
    }
}

fn g80_bra() -> g80::Insn {
    g80::builders::Bra::new(
        g80::prelude::Pred::always(),
        g80::prelude::CodeTarget::new(0),
    )
    .insn()
}

fn g80_asm(text: &str) -> g80::Insn {
    g80::Insn::assemble_in(text, g80_target()).unwrap()
}

/// The G80 program as text (labels) and as instructions with label names.
const G80_PROGRAM: &[(&str, &str)] = &[
    ("top:", ""),
    ("", "mov b32 $r0 $r4"),
    ("", "add b32 $r1 $r0 0x10"),
    ("", "bra end"),
    ("mid:", ""),
    ("", "mov b32 $r2 $r1"),
    ("", "mov b32 $r3 $r1"),
    ("", "mov b32 $r2 $r1"),
    ("in:", ""),
    ("", "add b32 $r1 $r0 0x10"),
    ("", "bra mid"),
    ("", "joinat in"),
    ("", "call top"),
    ("end:", ""),
    ("", "exit nop"),
];

fn g80_buffer(c: &mut CodeBuffer<g80::G80>) {
    let names = ["top", "mid", "in", "end"];
    let labels: Vec<_> = names.iter().map(|_| c.new_label()).collect();
    let label = |n: &str| labels[names.iter().position(|x| *x == n).unwrap()];
    for (l, text) in G80_PROGRAM {
        if let Some(name) = l.strip_suffix(':') {
            c.bind(label(name)).unwrap();
            continue;
        }
        match text.split_once(' ') {
            Some((m @ ("bra" | "joinat" | "call"), to)) => {
                let insn = g80_asm(&format!("{m} 0x0"));
                c.branch(insn, label(to)).unwrap();
            }
            _ => {
                c.emit(g80_asm(text)).unwrap();
            }
        }
    }
}

#[test]
fn g80_layout_matches_assemble_program() {
    let t = g80_target();
    let text: String = G80_PROGRAM
        .iter()
        .map(|(l, i)| format!("{l}{i}\n"))
        .collect();
    let want = g80::Insn::assemble_program_in(&text, t).unwrap().bytes;
    let mut c = CodeBuffer::<g80::G80>::new(t);
    g80_buffer(&mut c);
    let done = c.finish().unwrap();
    assert_eq!(done.bytes, want);
    check_sites::<g80::G80>(&done, t);
    // Two short instructions were promoted: labels moved with them.
    assert_eq!(done.labels, [Some(0), Some(0x18), Some(0x28), Some(0x48)]);
}

#[test]
fn g80_shortest_re_resolves_labels() {
    let t = g80_target();
    let long = |s: &str| g80_asm(&format!("long {s}"));
    let mut c = CodeBuffer::<g80::G80>::new(t).shortest();
    let (top, end) = (c.new_label(), c.new_label());
    c.bind(top).unwrap();
    c.emit(long("mov b32 $r0 $r4")).unwrap();
    c.emit(long("mov b32 $r1 $r4")).unwrap();
    c.branch(g80_bra(), end).unwrap();
    c.emit(long("mov b32 $r2 $r4")).unwrap();
    c.emit(long("mov b32 $r3 $r4")).unwrap();
    c.branch(g80_bra(), top).unwrap();
    c.bind(end).unwrap();
    c.emit(g80_asm("exit nop")).unwrap();
    let done = c.finish().unwrap();
    assert_eq!(done.bytes.len(), 8 * 3 + 4 * 4);
    assert_eq!(done.labels, [Some(0), Some(0x20)]);
    check_sites::<g80::G80>(&done, t);
    let text = "top:\nmov b32 $r0 $r4\nmov b32 $r1 $r4\nbra end\nmov b32 $r2 $r4\n\
                mov b32 $r3 $r4\nbra top\nend: exit nop\n";
    assert_eq!(
        done.bytes,
        g80::Insn::assemble_program_in(text, t).unwrap().bytes
    );
}

#[test]
fn g80_alignment_without_a_long_form_is_an_error() {
    let t = g80_target();
    let mut c = CodeBuffer::<g80::G80>::new(t);
    // Short `add f32` has no long form printing the same text (long float adds name
    // their rounding), so it cannot be promoted; `assemble_program` refuses it too.
    let fadd = g80_asm("add f32 $r0 $r0 $r0");
    assert_eq!(fadd.len(), 4);
    assert_eq!(g80::layout::longest(fadd, t), None);
    c.emit(fadd).unwrap();
    assert_eq!(c.emit(g80_bra()), Err(CodeError::Align { at: 0 }));
    assert_eq!(c.len(), 1);
    assert!(g80::Insn::assemble_program_in("add f32 $r0 $r0 $r0\nbra 0x0\n", t).is_err());
    // A second short one keeps the long branch aligned.
    c.emit(fadd).unwrap();
    c.emit(g80_bra()).unwrap();
    assert_eq!(c.offset(), 16);
}

#[test]
fn labelled_listings() {
    // Vivante: the index of a target becomes its label.
    let mut c = CodeBuffer::<vivante::Vivante>::new(());
    let (top, end) = (c.new_label(), c.new_label());
    c.bind(top).unwrap();
    c.branch(viv_branch(), end).unwrap();
    c.branch(viv_branch(), top).unwrap();
    c.bind(end).unwrap();
    let done = c.finish().unwrap();
    let mut s = String::new();
    let sum = done.write_listing(&["top"], &mut s).unwrap();
    assert_eq!(sum.instructions, 2);
    assert_eq!(
        s,
        "top:\n00000000: branch            void, void, void, L1\n\
         00000010: branch            void, void, void, top\nL1:\n"
    );
    // Numbers stay where no label is named.
    let mut s = String::new();
    isadef::code::write_labelled::<vivante::Vivante>(&done.bytes, (), &[(0, "a")], &mut s).unwrap();
    assert!(
        s.ends_with("void, void, void, 2\n00000010: branch            void, void, void, a\n"),
        "{s}"
    );

    // Valhall: `offset:` keeps its key, the number becomes the label.
    let mut c = CodeBuffer::<valhall::Valhall>::new(());
    let top = c.new_label();
    c.bind(top).unwrap();
    c.emit(val_nop()).unwrap();
    c.branch(val_branch(), top).unwrap();
    let done = c.finish().unwrap();
    let mut s = String::new();
    done.write_listing(&["loop"], &mut s).unwrap();
    // Mesa prints a space after an operand-less mnemonic.
    assert_eq!(
        s,
        "loop:\n00000000: NOP \n00000008: BRANCHZ r0, offset:loop\n"
    );

    // G80: the byte address becomes the label; the listing walks mixed lengths.
    let t = g80_target();
    let mut c = CodeBuffer::<g80::G80>::new(t);
    g80_buffer(&mut c);
    let done = c.finish().unwrap();
    let mut s = String::new();
    done.write_listing(&["top", "mid", "in", "end"], &mut s)
        .unwrap();
    for l in [
        "bra end",
        "bra mid",
        "joinat in",
        "call top",
        "end:\n00000048: exit nop",
    ] {
        assert!(s.contains(l), "{l} in\n{s}");
    }
    let targets: Vec<usize> = isadef::code::branch_targets::<g80::G80>(&done.bytes, t).collect();
    assert_eq!(targets, [0x48, 0x18, 0x28, 0]);
}

/// Every builder operand has a `with_` setter: patching one operand is one call, and the
/// result equals building with that operand in the first place.
#[test]
fn operand_setters_replace_one_operand() {
    use valhall::prelude::{BranchOffset, Branchz, S32C};
    let b = Branchz::new(S32C::reg(1), BranchOffset::new(4)).with_offset(BranchOffset::new(-3));
    assert_eq!(
        b.insn(),
        Branchz::new(S32C::reg(1), BranchOffset::new(-3)).insn()
    );
    assert_eq!(b.get_offset().value(), -3);

    use vivante::prelude::{Add, Dst, Src};
    let a = Add::new(Dst::t(1), Src::t(2), Src::u(3)).with_src0(Src::u(7));
    assert_eq!(a.insn(), Add::new(Dst::t(1), Src::u(7), Src::u(3)).insn());

    use g80::prelude::*;
    let bra = Bra::new(Pred::always(), CodeTarget::new(0x10)).with_target(CodeTarget::new(0x40));
    assert_eq!(
        bra.insn(),
        Bra::new(Pred::always(), CodeTarget::new(0x40)).insn()
    );
    // A word-level operand: an `s[]` source sets w1[21]; a register source clears it.
    let add = |src: Lsw| {
        AddB32L::new(
            Pred::always(),
            McDst::none(),
            LLDst::r(1),
            src,
            Lc3w::r(2),
            AddCond::none(),
        )
    };
    let s = add(Lsw::s(MemType::B32, 0x10));
    assert_ne!(s.bits() & 1 << 53, 0);
    assert_eq!(s.with_src1(Lsw::r(5)).insn(), add(Lsw::r(5)).insn());
}

/// Valhall's assembler rules hold for built instructions too: `validate`, and the buffer
/// refuses what breaks them.
#[test]
fn valhall_validate_matches_the_assembler() {
    use isadef::code::{Invalid, InvalidKind};
    use valhall::prelude::*;
    let two_slots = FaddF32::new(Dest::r(0), F32NaSw::uniform(1), F32NaSw::uniform(5)).insn();
    let rule = "Too many FAU slots";
    assert_eq!(
        two_slots.validate(),
        Err(Invalid {
            operand: "src1",
            kind: InvalidKind::Fau,
            rule
        })
    );
    assert_eq!(
        Insn::assemble(&two_slots.to_string()).unwrap_err().message,
        rule
    );
    // Two words of one slot are fine (u2 and u3 are the halves of slot 1).
    let one_slot = FaddF32::new(Dest::r(0), F32NaSw::uniform(2), F32NaSw::uniform(3)).insn();
    assert_eq!(one_slot.validate(), Ok(()));
    assert_eq!(Insn::assemble(&one_slot.to_string()), Ok(one_slot));

    let mut c = CodeBuffer::<Valhall>::new(());
    c.emit(one_slot).unwrap();
    assert_eq!(
        c.emit(two_slots),
        Err(CodeError::Invalid {
            at: 8,
            form: "fadd_f32",
            invalid: Invalid {
                operand: "src1",
                kind: InvalidKind::Fau,
                rule
            }
        })
    );
    assert_eq!(c.len(), 1);

    // Staging groups from raw bits: a pair starting on an odd register.
    // (raw: register 3, the write flags 0b10, two registers)
    let pair_at_r3 = SrWrite::from_raw(3 | 2 << 6 | 2 << 8);
    let odd = LoadI32::new(pair_at_r3, S64::reg_last(0), MemOffset::new(0)).insn();
    assert_eq!(odd.to_string(), "LOAD.i32.slot0 @r3:r4, ^r0, offset:0");
    assert_eq!(
        odd.validate().map_err(|e| (e.kind, e.rule)),
        Err((
            InvalidKind::Staging,
            "Consecutive staging registers must be aligned to a register pair"
        ))
    );
    assert!(Insn::assemble(&odd.to_string()).is_err(), "{odd}");
}

/// G80 word-level operands share bits (`$a`, the const space): a builder refuses operands
/// that disagree on them instead of merging them silently.
#[test]
fn g80_builders_refuse_disagreeing_operands() {
    use g80::prelude::*;
    let add = |s: Lsw, c: Lc3w| {
        AddB32L::try_new(
            Pred::always(),
            McDst::none(),
            LLDst::r(1),
            s,
            c,
            AddCond::none(),
        )
    };
    // `s[$a1+0x10]` and `c0[$a2+0x4]` would both become `$a3`.
    let e = add(Lsw::s_a(MemType::B32, 1, 0x10), Lc3w::c_a(0, 2, 0x4)).unwrap_err();
    assert_eq!(
        (e.operand, e.kind),
        ("src1", isadef::code::InvalidKind::SharedBits)
    );
    // The same `$a` is fine, and `new` builds it.
    let ok = add(Lsw::s_a(MemType::B32, 1, 0x10), Lc3w::r(2)).unwrap();
    assert_eq!(
        ok.insn(),
        AddB32L::new(
            Pred::always(),
            McDst::none(),
            LLDst::r(1),
            Lsw::s_a(MemType::B32, 1, 0x10),
            Lc3w::r(2),
            AddCond::none()
        )
        .insn()
    );
}

/// A refused call changes nothing (found by `tests/code_labels.rs`).
#[test]
fn refused_calls_change_nothing() {
    // G80: a refused branch must not leave the short instruction before it promoted.
    let t = g80_target();
    let mut c = CodeBuffer::<g80::G80>::new(t);
    c.emit(g80_asm("mov b32 $r0 $r4")).unwrap();
    assert_eq!(
        c.branch_offset(g80_bra(), 2),
        Err(CodeError::OutOfRange {
            at: 8,
            to: 2,
            why: Unreachable::Misaligned
        })
    );
    assert_eq!(c.offset(), 4);
    assert_eq!(
        c.finish().unwrap().bytes,
        g80::Insn::assemble_program_in("mov b32 $r0 $r4\n", t)
            .unwrap()
            .bytes
    );
    // A label bound before a promoted instruction's successor moves with it, and a
    // self-loop there is resolved to the moved offset.
    let mut c = CodeBuffer::<g80::G80>::new(t);
    let l = c.new_label();
    c.emit(g80_asm("mov b32 $r0 $r4")).unwrap();
    c.bind(l).unwrap();
    c.branch(g80_bra(), l).unwrap();
    let done = c.finish().unwrap();
    assert_eq!(done.labels, [Some(8)]);
    check_sites::<g80::G80>(&done, t);

    // A refused patch of an instruction emitted with `emit` records nothing.
    let mut c = CodeBuffer::<vivante::Vivante>::new(());
    let p = c.emit(viv_branch()).unwrap();
    assert_eq!(
        c.patch_offset(p, 8),
        Err(CodeError::OutOfRange {
            at: 0,
            to: 8,
            why: Unreachable::Misaligned
        })
    );
    assert!(c.finish().unwrap().sites().len() == 0);

    // Targets at the far end of `usize` are out of range, not an overflow.
    let mut c = CodeBuffer::<valhall::Valhall>::new(());
    assert!(matches!(
        c.branch_offset(val_branch(), 1 << 63),
        Err(CodeError::OutOfRange { why: Unreachable::OutOfRange { value, .. }, .. })
            if value == (1 << 60) - 1 // (2^63 - 8) / 8
    ));
    let mut c = CodeBuffer::<vivante::Vivante>::new(());
    assert!(matches!(
        c.branch_offset(viv_branch(), usize::MAX - 15),
        Err(CodeError::OutOfRange { why: Unreachable::OutOfRange { value, .. }, .. }) if value > 0
    ));
}
