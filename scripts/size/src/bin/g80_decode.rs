//! G80: decode one word for the default target, the form number out.
#![no_std]
#![no_main]

use isadef_size::{image, input, output};

image!({
    use isadef::g80::Insn;
    output(Insn::decode(input(0u64)).map(|i| i.form().index()));
});
