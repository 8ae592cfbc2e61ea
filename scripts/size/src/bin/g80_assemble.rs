//! G80: assemble one line of envyas text for the default target, the words out.
#![no_std]
#![no_main]

use isadef_size::{image, input, output};

image!({
    let line: &str = input("add b32 $r1 $r2 $r3");
    output(isadef::g80::Insn::assemble(line).map(|i| i.bits()));
});
