//! Valhall: decode one word, the form number out.
#![no_std]
#![no_main]

use isadef_size::{image, input, output};

image!({
    use isadef::valhall::Insn;
    output(Insn::decode(input(0u64)).map(|i| i.form().index()));
});
