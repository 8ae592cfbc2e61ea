// The G80 compute kernel of `examples/g80_kernel.rs`, built with the crate's typed
// `const fn` builders. Shared by the example (which prints the listing and writes the
// binary) and `tests/g80_kernel.rs` (which checks the committed binary and text).

use isadef::g80::*;

/// The kernel is a compute program; the listing is for a G80.
pub const TARGET: Target = Target {
    variant: Variant::G80,
    mode: Mode::Cp,
};

/// What the kernel computes, per thread (`y = a·x + y` over 32-bit floats):
///
/// ```text
/// i = tid.x                                  // $r0 bits 15:0, as the cp ABI preloads it
/// y[i] = x[i] * a + y[i]
/// ```
///
/// Parameters (the launcher's convention for this example): the byte addresses of `x`
/// and `y` in global space `g0` at `s[0x10]` and `s[0x14]` (where compute parameters sit
/// in shared memory), the factor `a` in `c0[0x0]`.
///
/// Every instruction is written in its long (or long immediate) form; [`kernel_program`]
/// then shortens the pairs that have short encodings.
pub const KERNEL: [Insn; 8] = [
    // $r1 = tid.x
    AndI::new(SDst::r(1), Isw::r(0), Imm32::new(0xffff)).insn(),
    // $r1 = i * 4 (byte offset)
    ShlB32::new(Pred::always(), McDst::none(), LLDst::r(1), Lsw::r(1), ShCnt::imm(2)).insn(),
    // $r2 = &x[i], $r3 = &y[i]: source 1 is a shared-memory parameter (w1[21] set)
    AddB32L::new(
        Pred::always(),
        McDst::none(),
        LLDst::r(2),
        Lsw::s(MemType::B32, 0x10),
        Lc3w::r(1),
        AddCond::none(),
    )
    .insn(),
    AddB32L::new(
        Pred::always(),
        McDst::none(),
        LLDst::r(3),
        Lsw::s(MemType::B32, 0x14),
        Lc3w::r(1),
        AddCond::none(),
    )
    .insn(),
    // $r4 = x[i], $r5 = y[i]
    LdG::new(Pred::always(), LdStO::r(4), Global::g(0, 2))
        .size(LdStSize::B32)
        .insn(),
    LdG::new(Pred::always(), LdStO::r(5), Global::g(0, 3))
        .size(LdStSize::B32)
        .insn(),
    // $r5 = $r4 * a + $r5 (a from const space c0: w0[23] and the space index set)
    FmadL::new(
        Pred::always(),
        McDst::none(),
        LLDst::r(5),
        Lsw::r(4),
        Lc2w::c(0, 0x0),
        Lc3w::r(5),
    )
    .insn(),
    // y[i] = $r5, and the program ends
    StG::new(Pred::always(), Global::g(0, 3), LdStO::r(5))
        .size(LdStSize::B32)
        .flow(Flow::Exit)
        .insn(),
];

/// The kernel with pairs of long instructions that have short encodings shortened (long
/// instructions stay 8-byte aligned).
pub fn kernel_program() -> Vec<Insn> {
    let mut p = KERNEL.to_vec();
    shorten_pairs(&mut p, TARGET).expect("no code targets");
    p
}

/// The kernel as little-endian bytes.
pub fn kernel_binary() -> Vec<u8> {
    let mut out = Vec::new();
    for i in kernel_program() {
        let mut b = [0u8; 8];
        i.encode_le(&mut b).unwrap();
        out.extend_from_slice(&b[..i.len()]);
    }
    out
}
