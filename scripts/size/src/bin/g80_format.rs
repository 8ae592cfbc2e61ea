//! G80: decode one word and format envydis's text for one target into a fixed buffer.
#![no_std]
#![no_main]

use isadef_size::{image, input, output, Buffer};

image!({
    use core::fmt::Write;
    use isadef::g80::{Insn, Target};
    let mut buf = Buffer::new();
    if let Ok(insn) = Insn::decode(input(0u64)) {
        output(write!(buf, "{}", insn.display(Target::default())));
    }
    output(buf.len);
});
