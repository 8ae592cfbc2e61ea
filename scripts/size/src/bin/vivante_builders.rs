//! Vivante: a few builder-made instructions, the words out.
#![no_std]
#![no_main]

use isadef_size::{image, input, output};

image!({
    use isadef::vivante::prelude::*;
    let (d, a, b) = (input(3u16), input(4u16), input(5u16));
    output(
        Mad::new(
            Dst::t(d & 127),
            Src::t(a & 511),
            Src::t(b & 511),
            Src::t(a & 511),
        )
        .bits(),
    );
    output(Add::new(Dst::t(d & 127), Src::t(a & 511), Src::t(b & 511)).bits());
});
