// The G80 compute kernel of `examples/g80_kernel.rs`, built with the crate's typed
// `const fn` builders and laid out by the code buffer (`isadef::code::CodeBuffer`:
// labels, code addresses resolved from the table, pairs of long instructions shortened).
// Shared by the example (which prints the labelled listing and writes the committed
// files) and `tests/g80_kernel.rs` (which checks the committed binary, its listings, its
// branch targets and the same program assembled from text).

use isadef::code::{CodeBuffer, CodeError, Finished};
use isadef::g80::{prelude::*, text::*};

/// The kernel is a compute program; the listing is for a G80.
pub const TARGET: Target = Target {
    variant: Variant::G80,
    mode: Mode::Cp,
};

/// The names of the kernel's labels, by label number (the order `build` makes them).
pub const LABELS: [&str; 2] = ["row", "done"];

/// What the kernel computes, per thread (`y = a·x + y` over 32-bit floats, on a matrix of
/// `rows` rows of `n` elements, one column per thread):
///
/// ```text
/// i = tid.x                                  // $r0 bits 15:0, as the cp ABI preloads it
/// if (i < n) {                               // otherwise branch to `done`
///     k = rows;                              // rows ≥ 1
///     do {                                   // row: the loop head
///         y[i] = x[i] * a + y[i];
///         x += pitch; y += pitch;            // the next row
///     } while (--k != 0);
/// }
/// ```
///
/// Parameters (the launcher's convention for this example): the byte addresses of `x`
/// and `y` in global space `g0` at `s[0x10]` and `s[0x14]` (where compute parameters sit
/// in shared memory), `n` at `s[0x18]`, `rows` at `s[0x1c]`, the row pitch in bytes at
/// `s[0x20]`; the factor `a` in `c0[0x0]`.
///
/// Both branches are taken when the value whose flags `$c0` holds is not zero (`lg`: less
/// or greater): the `if` tests a compare written to the flags only (`set $c0 #`, no
/// register; the result is all ones when it holds), the loop counts `$r6` down with a
/// `sub` that writes `$c0` too and goes back while rows remain. The loop's condition is
/// the same for every thread, so its branch never diverges; the bounds check may, but
/// the threads it sends to `done` only exit, so no `joinat`/`join` is needed.
///
/// Every instruction is written in its long (or long immediate) form; with `shortest()`
/// the buffer writes each pair that has short encodings short as it comes, and `finish`
/// resolves both branches.
fn build(code: &mut CodeBuffer<G80>) -> Result<(), CodeError> {
    let always = Pred::always();
    let [row, done] = LABELS.map(|_| code.new_label());
    // $r1 = i = tid.x
    code.emit(AndI::new(SDst::r(1), Isw::r(0), Imm32::new(0xffff)).insn())?;
    // $c0 = flags of (n <= i): all ones, not zero, when the thread is out of range
    code.emit(
        SetI32::new(
            always,
            McDst::c(0),
            LLDst::discard(),
            Lsw::s(MemType::B32, 0x18),
            Lc2w::r(1),
        )
        .cond(SetI::Le)
        .sign(Us32::U32)
        .insn(),
    )?;
    // The `if`: out of range threads go to the end.
    code.branch(
        Bra::new(Pred::when(Cc::Lg, 0), CodeTarget::new(0)).insn(),
        done,
    )?;
    // $r1 = i * 4 (byte offset)
    code.emit(ShlB32::new(always, McDst::none(), LLDst::r(1), Lsw::r(1), ShCnt::imm(2)).insn())?;
    // $r2 = &x[i], $r3 = &y[i]: source 1 is a shared-memory parameter (w1[21] set)
    for (dst, param) in [(2, 0x10), (3, 0x14)] {
        code.emit(
            AddB32L::new(
                always,
                McDst::none(),
                LLDst::r(dst),
                Lsw::s(MemType::B32, param),
                Lc3w::r(1),
                AddCond::none(),
            )
            .insn(),
        )?;
    }
    // $r6 = k = rows, $r7 = 1 (the step of the count)
    code.emit(
        MovB32L::new(
            always,
            Lane::new(15),
            LLDst::r(6),
            Lsw::s(MemType::B32, 0x1c),
        )
        .insn(),
    )?;
    code.emit(MovB32I::new(LDst::r(7), Imm32::new(1)).insn())?;
    // The loop, one row per iteration. $r4 = x[i], $r5 = y[i]
    code.bind(row)?;
    for (dst, addr) in [(4, 2), (5, 3)] {
        code.emit(
            LdG::new(always, LdStO::r(dst), Global::g(0, addr))
                .size(LdStSize::B32)
                .insn(),
        )?;
    }
    // $r5 = $r4 * a + $r5 (a from const space c0: w0[23] and the space index set)
    code.emit(
        FmadL::new(
            always,
            McDst::none(),
            LLDst::r(5),
            Lsw::r(4),
            Lc2w::c(0, 0x0),
            Lc3w::r(5),
        )
        .insn(),
    )?;
    // y[i] = $r5
    code.emit(
        StG::new(always, Global::g(0, 3), LdStO::r(5))
            .size(LdStSize::B32)
            .insn(),
    )?;
    // $r2 += pitch, $r3 += pitch
    for reg in [2, 3] {
        code.emit(
            AddB32L::new(
                always,
                McDst::none(),
                LLDst::r(reg),
                Lsw::s(MemType::B32, 0x20),
                Lc3w::r(reg),
                AddCond::none(),
            )
            .insn(),
        )?;
    }
    // k -= 1, its flags to $c0; back to the loop head while k != 0
    code.emit(
        AddB32L::new(
            always,
            McDst::c(0),
            LLDst::r(6),
            Lsw::r(6),
            Lc3w::r(7),
            AddCond::none(),
        )
        .op(AddOp::Sub)
        .insn(),
    )?;
    code.branch(
        Bra::new(Pred::when(Cc::Lg, 0), CodeTarget::new(0)).insn(),
        row,
    )?;
    // The end: the program exits.
    code.bind(done)?;
    code.emit(Nop::new(always).flow(Flow::Exit).insn())?;
    Ok(())
}

/// The kernel laid out, pairs of long instructions that have short encodings shortened
/// (long instructions stay 8-byte aligned): its bytes, its labels' offsets and its
/// branches.
pub fn kernel_code() -> Finished<G80> {
    let mut code = CodeBuffer::<G80>::new(TARGET).shortest();
    build(&mut code).expect("the kernel is well formed");
    code.finish().expect("every label is bound and reachable")
}

/// The kernel as little-endian bytes.
pub fn kernel_binary() -> Vec<u8> {
    kernel_code().bytes
}

/// The kernel's instructions, in order, with their byte offsets.
pub fn kernel_program() -> Vec<(usize, Insn)> {
    let bin = kernel_binary();
    Insn::stream(&bin, TARGET)
        .map(|(at, r)| (at, r.expect("every word is an instruction")))
        .collect()
}

/// The labelled listing the example prints: `NAME:` lines at the labels, label names as
/// the branch targets (`bra row`).
pub fn kernel_listing() -> String {
    let mut s = String::new();
    kernel_code()
        .write_listing(&LABELS, &mut s)
        .expect("a String takes any text");
    s
}
