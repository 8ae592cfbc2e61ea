//! Vivante: assemble one line of Mesa's text, the words out.
#![no_std]
#![no_main]

use isadef_size::{image, input, output};

image!({
    let line: &str = input("mad t1, t2.xyzw, t3.xyzw, t4.xyzw");
    output(isadef::vivante::Insn::assemble(line).map(|i| i.bits()));
});
