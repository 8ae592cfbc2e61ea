//! The committed Valhall compute shader (`examples/data/valhall_compute.{bin,txt}`) is
//! exactly what the builders and the code buffer produce; its listing is what `disasm
//! --arch valhall` prints; every line assembles back to its eight bytes (so the FAU and
//! staging rules the assembler enforces hold); its labelled listing is what the example
//! prints; every branch goes to its label; and the control flow is well formed.

include!("../examples/common/valhall_compute_program.rs");
use isadef::valhall::table::fields;

const REGENERATE: &str = "regenerate with `cargo run --example valhall_compute -- --write`";

fn committed(name: &str) -> Vec<u8> {
    let path = format!("{}/examples/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn flow(i: Insn) -> u128 {
    i.field(fields::FLOW)
}

#[test]
fn committed_binary_matches_builders() {
    let bin = committed("valhall_compute.bin");
    assert_eq!(bin, compute_binary(), "{REGENERATE}");
    // Every word is an instruction (the branches' offsets included).
    for k in 0..bin.len() / 8 {
        Insn::decode_le(&bin, 8 * k).unwrap_or_else(|e| panic!("instruction {k}: {e}"));
    }
    assert_eq!(bin.len(), 8 * 12);
    // No zero word: Mesa's listing would stop there.
    assert!(bin.chunks(8).all(|c| c.iter().any(|&b| b != 0)));
}

#[test]
fn listing_is_the_committed_text_and_reassembles() {
    let bin = compute_binary();
    let text = String::from_utf8(committed("valhall_compute.txt")).unwrap();
    // `disasm --arch valhall FILE` prints `valhall::text::disassemble` of the file's bytes.
    let listing = disassemble(&bin);
    assert_eq!(listing, text, "{REGENERATE}");

    let lines: Vec<&str> = text.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), compute_program().len());
    for (k, line) in lines.iter().enumerate() {
        let bytes = &bin[8 * k..8 * k + 8];
        // Mesa's verbose layout: eight "%02x " bytes, three spaces, the text.
        let hex: String = bytes.iter().map(|b| format!("{b:02x} ")).collect();
        let (head, insn_text) = line.split_at(27);
        assert_eq!(head, format!("{hex}   "), "line {k}");
        // The text part is what `disasm --lines` prints for those bytes.
        let mut one = String::new();
        write_line(u64::from_le_bytes(bytes.try_into().unwrap()), &mut one).unwrap();
        assert_eq!(insn_text, one, "line {k}");
        // And the assembler turns it back into the same eight bytes.
        let back = Insn::assemble(insn_text).unwrap_or_else(|e| panic!("{insn_text:?}: {e}"));
        assert_eq!(back.bits().to_le_bytes(), bytes, "{insn_text:?}");
    }
    // An empty line follows each branch (Mesa's listing) and ends the listing.
    let lines: Vec<&str> = text.lines().collect();
    let mut k = 0;
    for (n, line) in lines.iter().enumerate() {
        if line.is_empty() {
            continue;
        }
        if compute_program()[k].form() == Form::branchz {
            assert_eq!(lines.get(n + 1), Some(&""), "after line {n}");
        }
        k += 1;
    }
    assert_eq!(lines.iter().filter(|l| l.is_empty()).count(), 3);
    assert!(text.ends_with("\n\n"));
}

/// What `cargo run --example valhall_compute` prints.
#[test]
fn labelled_listing() {
    let expected = "\
00000000: IADD.u32 r1, ^r60, u7
00000008: ICMP_OR.u32.lt.m1 r0, r1, u6, 0x0
00000010: BRANCHZ.eq.reconverge ^r0, offset:done
next:
00000018: SHADDX.u64.wait0 r2, u0, r1.w0, shift:0x2
00000020: LOAD.i32.unsigned.slot0.wait0 @r4, ^r2, offset:0
00000028: FMA.f32.clamp_0_inf r4, ^r4, u4, u5
00000030: SHADDX.u64 r2, u2, r1.w0, shift:0x2
00000038: STORE.i32.slot0 @r4, ^r2, offset:0
00000040: IADD.u32 r1, r1, u8
00000048: ICMP_OR.u32.lt.m1 r0, r1, u6, 0x0
00000050: BRANCHZ.reconverge ^r0, offset:next
done:
00000058: NOP.end \n";
    assert_eq!(compute_listing(), expected);
}

/// Each branch of the committed binary, decoded, goes to its label: the `if` forward to
/// `done` (8 instructions on from the next one), the loop back to `next` (-8).
#[test]
fn branches_go_to_their_labels() {
    let bin = committed("valhall_compute.bin");
    let done = compute_code();
    assert_eq!(done.labels, [Some(0x18), Some(0x58)]);
    let mut seen = Vec::new();
    for site in done.sites() {
        let insn = Insn::decode_le(&bin, site.offset).unwrap();
        let branch = insn.info().branch.expect("a branching form");
        let to = branch.target(site.offset, 8, insn.bits().into());
        let isadef::code::Dest::Label(label) = site.dest else {
            panic!("branch at {:#x} has no label", site.offset);
        };
        assert_eq!(to, done.labels[label.index()], "at {:#x}", site.offset);
        assert_eq!(to, Some(site.to));
        let offset = Branchz::from_insn(insn).unwrap().get_offset().value();
        seen.push((site.offset, LABELS[label.index()], offset));
    }
    assert_eq!(seen, [(0x10, "done", 8), (0x50, "next", -8)]);
    // The same targets, found by walking the binary.
    let targets: Vec<usize> = isadef::code::branch_targets::<Valhall>(&bin, ()).collect();
    assert_eq!(targets, [0x58, 0x18]);
}

#[test]
fn control_flow_and_dependencies_are_well_formed() {
    let prog = compute_program();
    let last = prog.len() - 1;
    // Exactly one instruction ends the shader: the last one.
    for (k, i) in prog.iter().enumerate() {
        assert_eq!(flow(*i) == Flow::End as u128, k == last, "instruction {k}");
    }
    // Two branches, both on the result of the compare just before them, both may
    // diverge and so reconverge; no other instruction reconverges (every block before
    // a join point ends in one of them).
    let branches: Vec<usize> = (0..prog.len())
        .filter(|&k| prog[k].form() == Form::branchz)
        .collect();
    assert_eq!(branches.len(), 2);
    for (k, i) in prog.iter().enumerate() {
        let reconverges = flow(*i) == Flow::Reconverge as u128;
        assert_eq!(reconverges, branches.contains(&k), "instruction {k}");
    }
    let target = |k: usize| {
        let b = Branchz::from_insn(prog[k]).unwrap();
        k as i64 + 1 + b.get_offset().value()
    };
    for &k in &branches {
        let b = Branchz::from_insn(prog[k]).unwrap();
        let cmp = IcmpOrU32::from_insn(prog[k - 1]).unwrap();
        assert_eq!(cmp.get_dst().raw() & 0x3f, b.get_src0().raw() & 0x3f);
    }
    // The `if` skips to the last instruction when the bounds check gives zero.
    let (enter, back) = (branches[0], branches[1]);
    assert!(Branchz::from_insn(prog[enter]).unwrap().get_eq());
    assert_eq!(target(enter), last as i64);
    // The loop goes back to the instruction after the `if` while the check holds, and
    // falls through to the end.
    assert!(!Branchz::from_insn(prog[back]).unwrap().get_eq());
    assert_eq!(target(back), enter as i64 + 1);
    assert_eq!(back, last - 1);
    // The load waits for its own slot before the loaded register is read.
    let load = prog
        .iter()
        .position(|i| LoadI32::from_insn(*i).is_some())
        .expect("a global load");
    let l = LoadI32::from_insn(prog[load]).unwrap();
    assert_eq!(l.get_slot(), Some(Slot::Slot0));
    assert_eq!(l.get_flow(), Some(Flow::Wait0));
    let store = prog
        .iter()
        .find_map(|i| StoreI32::from_insn(*i))
        .expect("a global store");
    assert_eq!(store.get_slot(), Some(Slot::Slot0));
    // Memory accesses are serialised: the instruction before the load (the loop head)
    // waits for the slot the previous iteration's store used.
    assert_eq!(target(back), load as i64 - 1);
    assert_eq!(flow(prog[load - 1]), Flow::Wait0 as u128);
}
