//! Valhall: assemble one line of Mesa's text, the words out.
#![no_std]
#![no_main]

use isadef_size::{image, input, output};

image!({
    let line: &str = input("FADD.f32 r0, r1, r2");
    output(isadef::valhall::Insn::assemble(line).map(|i| i.bits()));
});
