//! Valhall: a few builder-made instructions, the words out.
#![no_std]
#![no_main]

use isadef_size::{image, input, output};

image!({
    use isadef::valhall::prelude::*;
    let (d, a, b) = (input(3u8), input(4u8), input(5u8));
    output(FaddF32::new(Dest::r(d & 63), F32NaSw::reg(a & 63), F32NaSw::reg(b & 63)).bits());
    output(IaddU32::new(Dest::r(d & 63), S32W::reg(a & 63), S32W::reg(b & 63)).bits());
    output(Nop::new().bits());
});
