// The Valhall compute shader of `examples/valhall_compute.rs`, built with the crate's
// typed `const fn` builders. Shared by the example (which prints the listing and writes
// the binary) and `tests/valhall_compute.rs` (which checks the committed binary and text).

use isadef::valhall::*;

/// What the shader computes, per invocation (one 32-bit float per element):
///
/// ```text
/// i = global_invocation_id.x + first;          // r60 is preloaded with global id .x
/// if (i < count)                                // otherwise skip to the end
///     out[i] = clamp(in[i] * scale + bias, 0.0, +inf);
/// ```
///
/// Uniforms (FAU words, page 0): `u0:u1` input buffer address, `u2:u3` output buffer
/// address, `u4` scale (f32), `u5` bias (f32), `u6` count, `u7` first. Values used together
/// by one arithmetic instruction share a 64-bit FAU slot (`u4:u5`, `u6:u7`), as the
/// hardware requires of arithmetic units.
pub const COMPUTE: [Insn; 9] = [
    // i = global_invocation_id.x + first
    IaddU32::new(Dest::r(1), S32W::reg_last(60), S32W::uniform(7)).insn(),
    // r0 = (i < count) ? ~0 : 0
    IcmpOrU32::new(Dest::r(0), S32W::reg(1), S32W::uniform(6), S32::imm(0))
        .condition(Condition::Lt)
        .result_type(ResultType::M1)
        .insn(),
    // Out of range (r0 == 0): branch over the body (the 5 instructions after this one)
    // to the final NOP. The branch may diverge, so it reconverges.
    Branchz::new(S32C::reg_last(0), BranchOffset::new(5))
        .eq(true)
        .flow(Flow::Reconverge)
        .insn(),
    // r2:r3 = in + (zero-extended i << 2)
    ShaddxU64::new(Dest::r(2), S64::uniform(0), S64W::reg(1).widen(8), Shift3::new(2)).insn(),
    // r4 = in[i]; the load reports on dependency slot 0, waited for before the next
    // instruction reads r4.
    LoadI32::new(SrWrite::new(4, 1), S64::reg_last(2), MemOffset::new(0))
        .unsigned(true)
        .slot(Slot::Slot0)
        .flow(Flow::Wait0)
        .insn(),
    // r4 = r4 * scale + bias, clamped to [0, +inf)
    FmaF32::new(
        Dest::r(4),
        F32NaSw::reg_last(4),
        F32NaSw::uniform(4),
        F32NaSw::uniform(5),
    )
    .clamp(Clamp::Clamp0Inf)
    .insn(),
    // r2:r3 = out + (zero-extended i << 2)
    ShaddxU64::new(
        Dest::r(2),
        S64::uniform(2),
        S64W::reg_last(1).widen(8),
        Shift3::new(2),
    )
    .insn(),
    // out[i] = r4. The next instruction is the branch target, so this one reconverges.
    StoreI32::new(SrRead::new(4, 1), S64::reg_last(2), MemOffset::new(0))
        .slot(Slot::Slot0)
        .flow(Flow::Reconverge)
        .insn(),
    // End of the shader.
    Nop::new().flow(Flow::End).insn(),
];

/// The instructions of the compute shader.
fn compute_program() -> &'static [Insn] {
    &COMPUTE
}

/// The compute shader as a little-endian binary (8 bytes per instruction).
fn compute_binary() -> Vec<u8> {
    let mut out = vec![0u8; 8 * COMPUTE.len()];
    for (i, insn) in COMPUTE.iter().enumerate() {
        insn.encode_le(&mut out[8 * i..]).unwrap();
    }
    out
}
