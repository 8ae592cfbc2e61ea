//! Vivante: decode one word, the form number out.
#![no_std]
#![no_main]

use isadef_size::{image, input, output};

image!({
    use isadef::vivante::Insn;
    output(Insn::decode(input(0u128)).map(|i| i.form().index()));
});
