//! Vivante: decode one word and format Mesa's text into a fixed buffer.
#![no_std]
#![no_main]

use isadef_size::{image, input, output, Buffer};

image!({
    let mut buf = Buffer::new();
    output(isadef::vivante::text::write_line(input(0u128), &mut buf));
    output(buf.len);
});
