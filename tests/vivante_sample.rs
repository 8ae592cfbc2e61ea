//! The committed sample binary is exactly what the builders and the code buffer produce;
//! it disassembles to the expected Mesa text and to the expected labelled listing; and
//! every branch in it goes to its label.

use isadef::vivante::text::write_texts;
include!("../examples/common/vivante_sample_program.rs");

const REGENERATE: &str = "run `cargo run --example vivante_sample -- --write`";

fn committed() -> Vec<u8> {
    std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/data/vivante_sample.bin"
    ))
    .unwrap()
}

#[test]
fn committed_binary_matches_builders() {
    let committed = committed();
    assert_eq!(committed, sample_binary(), "{REGENERATE}");
    // Every word is an instruction.
    assert_eq!(committed.len(), 16 * 18);
    for at in (0..committed.len()).step_by(16) {
        Insn::decode_le(&committed, at).unwrap_or_else(|e| panic!("at {at:#x}: {e}"));
    }
}

#[test]
fn sample_disassembles_to_mesa_text() {
    let mut text = String::new();
    write_texts(&sample_binary(), &mut text).unwrap();
    // Mesa prints code targets as instruction numbers: the loop goes back to 2, the `if`
    // forward to 12.
    let expected = "\
mov               t1, void, void, 0.0:f20
mov               t4.x___, void, void, u4.yyyy
texld             t5, tex0.xyzw, t0.xyyy, void, void
add               t1, t1.xyzw, void, t5.xyzw
add               t0.x___, t0.xxxx, void, u4.xxxx
add               t4.x___, t4.xxxx, void, -1.0:f20
branch.gz         void, t4.xxxx, void, 2
mul               t1, t1.xyzw, u0.xyzw, void
mad               t1, t1.xyzw, u1.xxxx, u2.xyzw
dp3               t2.x___, t1.xyzw, t1.xyzw, void
branch.ge         void, t2.xxxx, 0.25:f20, 12
texkill           void, void, void, void
rsq               t2.x___, void, void, t2.xxxx
mul.sat           t1.xyz_, t1.xyzw, t2.xxxx, void
add.u32           t3.x___, i0.xxxx, void, 16:u20
store.u32         mem, u3.xxxx, t3.xxxx, t1.xyzw
mov               t0, void, void, t1.xyzw
nop               void, void, void, void
";
    assert_eq!(text, expected);
    // And the text assembles back to the same binary.
    let words: Vec<u8> = text
        .lines()
        .flat_map(|l| Insn::assemble(l).unwrap().bits().to_le_bytes())
        .collect();
    assert_eq!(words, sample_binary());
}

/// What `cargo run --example vivante_sample` prints.
#[test]
fn labelled_listing() {
    let expected = "\
00000000: mov               t1, void, void, 0.0:f20
00000010: mov               t4.x___, void, void, u4.yyyy
taps:
00000020: texld             t5, tex0.xyzw, t0.xyyy, void, void
00000030: add               t1, t1.xyzw, void, t5.xyzw
00000040: add               t0.x___, t0.xxxx, void, u4.xxxx
00000050: add               t4.x___, t4.xxxx, void, -1.0:f20
00000060: branch.gz         void, t4.xxxx, void, taps
00000070: mul               t1, t1.xyzw, u0.xyzw, void
00000080: mad               t1, t1.xyzw, u1.xxxx, u2.xyzw
00000090: dp3               t2.x___, t1.xyzw, t1.xyzw, void
000000a0: branch.ge         void, t2.xxxx, 0.25:f20, keep
000000b0: texkill           void, void, void, void
keep:
000000c0: rsq               t2.x___, void, void, t2.xxxx
000000d0: mul.sat           t1.xyz_, t1.xyzw, t2.xxxx, void
000000e0: add.u32           t3.x___, i0.xxxx, void, 16:u20
000000f0: store.u32         mem, u3.xxxx, t3.xxxx, t1.xyzw
00000100: mov               t0, void, void, t1.xyzw
00000110: nop               void, void, void, void
";
    assert_eq!(sample_listing(), expected);
}

/// Each branch of the committed binary, decoded, goes to its label: the loop's back to
/// `taps` (backward), the `if`'s over the discard to `keep` (forward).
#[test]
fn branches_go_to_their_labels() {
    let bin = committed();
    let done = sample_code();
    assert_eq!(done.labels, [Some(0x20), Some(0xc0)]);
    let mut seen = Vec::new();
    for site in done.sites() {
        let insn = Insn::decode_le(&bin, site.offset).unwrap();
        let branch = insn.info().branch.expect("a branching form");
        let to = branch.target(site.offset, 16, insn.bits());
        let isadef::code::Dest::Label(label) = site.dest else {
            panic!("branch at {:#x} has no label", site.offset);
        };
        assert_eq!(to, done.labels[label.index()], "at {:#x}", site.offset);
        assert_eq!(to, Some(site.to));
        seen.push((site.offset, insn.form(), LABELS[label.index()]));
    }
    assert_eq!(
        seen,
        [
            (0x60, Form::branch_unary, "taps"),
            (0xa0, Form::branch_binary, "keep")
        ]
    );
    // The same targets, found by walking the binary.
    let targets: Vec<usize> = isadef::code::branch_targets::<Vivante>(&bin, ()).collect();
    assert_eq!(targets, [0x20, 0xc0]);
    // The loop branch tests the counter the instruction before it decrements.
    let dec = Add::from_insn(Insn::decode_le(&bin, 0x50).unwrap()).unwrap();
    let test = BranchUnary::from_insn(Insn::decode_le(&bin, 0x60).unwrap()).unwrap();
    assert_eq!(test.get_cond(), Some(Cond::Gz));
    assert_eq!(dec.get_dst(), Dst::t(4).mask(WriteMask::X));
    assert_eq!(test.get_src0(), Src::t(4).swz(Swz::XXXX));
}
