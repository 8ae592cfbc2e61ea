// The sample Vivante shader, built with the crate's typed builders and laid out by the
// code buffer (`isadef::code::CodeBuffer`: labels, branches resolved from the table).
// Shared by `examples/vivante_sample.rs` (which prints its labelled listing and writes
// `examples/data/vivante_sample.bin`) and `tests/vivante_sample.rs` (which checks the
// committed binary, its disassembly and its branch targets).

use isadef::code::{CodeBuffer, CodeError, Finished};
use isadef::vivante::prelude::*;

/// The names of the shader's labels, by label number (the order `build` makes them).
const LABELS: [&str; 2] = ["taps", "keep"];

/// A small fragment shader: blur a texture horizontally (average `N` texels, one step
/// apart), scale and bias the average by uniforms, discard dark results, normalise, and
/// store the result for a compute readback.
///
/// ```text
/// sum = 0; k = N;                              // N ≥ 1 taps (a float)
/// do {                                         // taps: the loop
///     sum += texture(tex0, coord.xy);
///     coord.x += step;
///     k -= 1;
/// } while (k > 0);
/// c = sum * scale * gain.x + bias;             // `scale` has the 1/N of the average
/// if (dot(c.xyz, c.xyz) < 0.25) discard;       // keep: the `if`'s end
/// c.xyz = saturate(c.xyz * rsq(dot(c.xyz, c.xyz)));
/// store(u3.x + i0.x + 16, c); out = c;
/// ```
///
/// Registers: `t0.xy` the texture coordinate; uniforms `u0` scale, `u1.x` gain, `u2` bias,
/// `u3.x` store address, `u4.x` step (one texel), `u4.y` taps `N`.
fn build(code: &mut CodeBuffer<Vivante>) -> Result<(), CodeError> {
    let [taps, keep] = LABELS.map(|_| code.new_label());
    // sum = 0, k = N
    code.emit(Mov::new(Dst::t(1), Src::f20(0.0)).insn())?;
    code.emit(Mov::new(Dst::t(4).mask(WriteMask::X), Src::u(4).swz(Swz::YYYY)).insn())?;
    // The loop: one tap per iteration.
    code.bind(taps)?;
    code.emit(
        Texld::new(
            Dst::t(5),
            Tex::new(0),
            Src::t(0).swz(Swz::new(Comp::X, Comp::Y, Comp::Y, Comp::Y)),
        )
        .insn(),
    )?;
    code.emit(Add::new(Dst::t(1), Src::t(1), Src::t(5)).insn())?;
    code.emit(
        Add::new(
            Dst::t(0).mask(WriteMask::X),
            Src::t(0).swz(Swz::XXXX),
            Src::u(4).swz(Swz::XXXX),
        )
        .insn(),
    )?;
    code.emit(
        Add::new(
            Dst::t(4).mask(WriteMask::X),
            Src::t(4).swz(Swz::XXXX),
            Src::f20(-1.0),
        )
        .insn(),
    )?;
    // Back to the loop head while taps remain (a unary condition on source 0).
    code.branch(
        BranchUnary::new(Src::t(4).swz(Swz::XXXX), CodeTarget::new(0))
            .cond(Cond::Gz)
            .insn(),
        taps,
    )?;
    // Scale and bias the average.
    code.emit(Mul::new(Dst::t(1), Src::t(1), Src::u(0)).insn())?;
    code.emit(Mad::new(Dst::t(1), Src::t(1), Src::u(1).swz(Swz::XXXX), Src::u(2)).insn())?;
    code.emit(Dp3::new(Dst::t(2).mask(WriteMask::X), Src::t(1), Src::t(1)).insn())?;
    // The `if`: bright enough (t2.x >= 0.25) jumps over the discard.
    code.branch(
        BranchBinary::new(Src::t(2).swz(Swz::XXXX), Src::f20(0.25), CodeTarget::new(0))
            .cond(Cond::Ge)
            .insn(),
        keep,
    )?;
    code.emit(Texkill::new(Dst::VOID).insn())?;
    code.bind(keep)?;
    code.emit(Rsq::new(Dst::t(2).mask(WriteMask::X), Src::t(2).swz(Swz::XXXX)).insn())?;
    code.emit(
        Mul::new(
            Dst::t(1).mask(WriteMask::XYZ),
            Src::t(1),
            Src::t(2).swz(Swz::XXXX),
        )
        .sat(true)
        .insn(),
    )?;
    code.emit(
        Add::new(
            Dst::t(3).mask(WriteMask::X),
            Src::i(0).swz(Swz::XXXX),
            Src::u20(16),
        )
        .ty(Type::U32)
        .insn(),
    )?;
    code.emit(
        Store::new(
            Mem(WriteMask::XYZW),
            Src::u(3).swz(Swz::XXXX),
            Src::t(3).swz(Swz::XXXX),
            Src::t(1),
        )
        .ty(Type::U32)
        .insn(),
    )?;
    code.emit(Mov::new(Dst::t(0), Src::t(1)).insn())?;
    code.emit(Nop::new(DstHp::new(Dst::VOID)).insn())?;
    Ok(())
}

/// The sample shader laid out: its bytes, its labels' offsets and its branches.
fn sample_code() -> Finished<Vivante> {
    let mut code = CodeBuffer::<Vivante>::new(());
    build(&mut code).expect("the sample shader is well formed");
    code.finish().expect("every label is bound and reachable")
}

/// The sample shader as a little-endian binary (16 bytes per instruction).
fn sample_binary() -> Vec<u8> {
    sample_code().bytes
}

/// The labelled listing the example prints: `NAME:` lines at the labels, label names as
/// the branch targets.
fn sample_listing() -> String {
    let mut s = String::new();
    sample_code()
        .write_listing(&LABELS, &mut s)
        .expect("a String takes any text");
    s
}
