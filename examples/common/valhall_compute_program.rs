// The Valhall compute shader of `examples/valhall_compute.rs`, built with the crate's
// typed `const fn` builders and laid out by the code buffer (`isadef::code::CodeBuffer`:
// labels, branch offsets resolved from the table). Shared by the example (which prints
// the labelled listing and writes the committed files) and `tests/valhall_compute.rs`
// (which checks the committed binary, its listings and its branch targets).

use isadef::code::{CodeBuffer, CodeError, Finished};
use isadef::valhall::{prelude::*, text::*};

/// The names of the shader's labels, by label number (the order `build` makes them).
const LABELS: [&str; 2] = ["next", "done"];

/// What the shader computes, per invocation (one 32-bit float per element): a
/// grid-stride loop over the elements from its own one on.
///
/// ```text
/// i = global_invocation_id.x + first;          // r60 is preloaded with global id .x
/// if (i < count) {                              // otherwise branch to `done`
///     do {                                      // next: the loop head
///         out[i] = clamp(in[i] * scale + bias, 0.0, +inf);
///         i += stride;                          // the number of invocations
///     } while (i < count);
/// }
/// ```
///
/// Uniforms (FAU words, page 0): `u0:u1` input buffer address, `u2:u3` output buffer
/// address, `u4` scale (f32), `u5` bias (f32), `u6` count, `u7` first, `u8` stride. Values
/// used together by one arithmetic instruction share a 64-bit FAU slot (`u4:u5`, `u6:u7`),
/// as the hardware requires of arithmetic units.
///
/// Flow control is what Mesa's `va_insert_flow` gives such a program: a block that ends
/// in a conditional branch reconverges on the branch, and so does a block falling through
/// to a block with several predecessors; here every block before a join (`next` is
/// reached from the entry and from the loop, `done` from the `if` and from the loop) ends
/// in a branch, so only the two branches reconverge. A load waits for its slot before its
/// result is read; memory accesses are serialised, so the loop head waits for the
/// previous iteration's store before the load; the last instruction ends the shader.
fn build(code: &mut CodeBuffer<Valhall>) -> Result<(), CodeError> {
    let [next, done] = LABELS.map(|_| code.new_label());
    // r0 = (i < count) ? ~0 : 0
    let in_range = IcmpOrU32::new(Dest::r(0), S32W::reg(1), S32W::uniform(6), S32::imm(0))
        .condition(Condition::Lt)
        .result_type(ResultType::M1)
        .insn();
    // i = global_invocation_id.x + first
    code.emit(IaddU32::new(Dest::r(1), S32W::reg_last(60), S32W::uniform(7)).insn())?;
    code.emit(in_range)?;
    // The `if`: out of range (r0 == 0) branches over the loop to the final NOP. The
    // branch may diverge, so it reconverges.
    code.branch(
        Branchz::new(S32C::reg_last(0), BranchOffset::new(0))
            .eq(true)
            .flow(Flow::Reconverge)
            .insn(),
        done,
    )?;
    // The loop head. r2:r3 = in + (zero-extended i << 2); then wait for slot 0 (the
    // previous iteration's store) before the load.
    code.bind(next)?;
    code.emit(
        ShaddxU64::new(
            Dest::r(2),
            S64::uniform(0),
            S64W::reg(1).widen(8),
            Shift3::new(2),
        )
        .flow(Flow::Wait0)
        .insn(),
    )?;
    // r4 = in[i]; the load reports on dependency slot 0, waited for before the next
    // instruction reads r4.
    code.emit(
        LoadI32::new(SrWrite::new(4, 1), S64::reg_last(2), MemOffset::new(0))
            .unsigned(true)
            .slot(Slot::Slot0)
            .flow(Flow::Wait0)
            .insn(),
    )?;
    // r4 = r4 * scale + bias, clamped to [0, +inf)
    code.emit(
        FmaF32::new(
            Dest::r(4),
            F32NaSw::reg_last(4),
            F32NaSw::uniform(4),
            F32NaSw::uniform(5),
        )
        .clamp(Clamp::Clamp0Inf)
        .insn(),
    )?;
    // r2:r3 = out + (zero-extended i << 2)
    code.emit(
        ShaddxU64::new(
            Dest::r(2),
            S64::uniform(2),
            S64W::reg(1).widen(8),
            Shift3::new(2),
        )
        .insn(),
    )?;
    // out[i] = r4, on slot 0 too.
    code.emit(
        StoreI32::new(SrRead::new(4, 1), S64::reg_last(2), MemOffset::new(0))
            .slot(Slot::Slot0)
            .insn(),
    )?;
    // i += stride; r0 = (i < count) ? ~0 : 0
    code.emit(IaddU32::new(Dest::r(1), S32W::reg(1), S32W::uniform(8)).insn())?;
    code.emit(in_range)?;
    // The loop: while in range (r0 != 0), back to the head. It may diverge too.
    code.branch(
        Branchz::new(S32C::reg_last(0), BranchOffset::new(0))
            .flow(Flow::Reconverge)
            .insn(),
        next,
    )?;
    // End of the shader.
    code.bind(done)?;
    code.emit(Nop::new().flow(Flow::End).insn())?;
    Ok(())
}

/// The compute shader laid out: its bytes, its labels' offsets and its branches.
fn compute_code() -> Finished<Valhall> {
    let mut code = CodeBuffer::<Valhall>::new(());
    build(&mut code).expect("the compute shader is well formed");
    code.finish().expect("every label is bound and reachable")
}

/// The compute shader as a little-endian binary (8 bytes per instruction).
fn compute_binary() -> Vec<u8> {
    compute_code().bytes
}

/// The instructions of the compute shader, in order.
fn compute_program() -> Vec<Insn> {
    compute_binary()
        .chunks_exact(8)
        .map(|c| Insn::decode_le(c, 0).expect("every word is an instruction"))
        .collect()
}

/// The labelled listing the example prints: `NAME:` lines at the labels, label names as
/// the branch offsets (`offset:next`).
fn compute_listing() -> String {
    let mut s = String::new();
    compute_code()
        .write_listing(&LABELS, &mut s)
        .expect("a String takes any text");
    s
}
