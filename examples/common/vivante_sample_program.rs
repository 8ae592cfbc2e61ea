// The sample Vivante shader, built with the crate's typed builders. Shared by
// `examples/vivante_sample.rs` (which writes `examples/data/vivante_sample.bin`) and
// `tests/vivante_sample.rs` (which checks the committed binary and its disassembly).

use isadef::vivante::*;

/// A small fragment shader: sample a texture, scale and bias it by uniforms, discard dark
/// texels, normalise, and store the result for a compute readback.
const SAMPLE: [Insn; 12] = [
    Texld::new(
        Dst::t(0),
        Tex::new(0),
        Src::t(0).swz(Swz::new(Comp::X, Comp::Y, Comp::Y, Comp::Y)),
    )
    .insn(),
    Mul::new(Dst::t(1), Src::t(0), Src::u(0)).insn(),
    Mad::new(Dst::t(1), Src::t(1), Src::u(1).swz(Swz::XXXX), Src::u(2)).insn(),
    Dp3::new(Dst::t(2).mask(WriteMask::X), Src::t(1), Src::t(1)).insn(),
    BranchBinary::new(Src::t(2).swz(Swz::XXXX), Src::f20(0.25), Target::new(6))
        .cond(Cond::Ge)
        .insn(),
    Texkill::new(Dst::VOID).insn(),
    Rsq::new(Dst::t(2).mask(WriteMask::X), Src::t(2).swz(Swz::XXXX)).insn(),
    Mul::new(
        Dst::t(1).mask(WriteMask::XYZ),
        Src::t(1),
        Src::t(2).swz(Swz::XXXX),
    )
    .sat(true)
    .insn(),
    Add::new(
        Dst::t(3).mask(WriteMask::X),
        Src::i(0).swz(Swz::XXXX),
        Src::u20(16),
    )
    .ty(Type::U32)
    .insn(),
    Store::new(
        Mem(WriteMask::XYZW),
        Src::u(3).swz(Swz::XXXX),
        Src::t(3).swz(Swz::XXXX),
        Src::t(1),
    )
    .ty(Type::U32)
    .insn(),
    Mov::new(Dst::t(0), Src::t(1)).insn(),
    Nop::new(DstHp::new(Dst::VOID)).insn(),
];

/// The instructions of the sample shader.
fn sample_program() -> &'static [Insn] {
    &SAMPLE
}

/// The sample shader as a little-endian binary.
fn sample_binary() -> Vec<u8> {
    let mut out = vec![0u8; 16 * SAMPLE.len()];
    for (i, insn) in SAMPLE.iter().enumerate() {
        insn.encode_le(&mut out[16 * i..]).unwrap();
    }
    out
}
