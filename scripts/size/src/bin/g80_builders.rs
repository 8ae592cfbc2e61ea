//! G80: a few builder-made instructions, the words out.
#![no_std]
#![no_main]

use isadef_size::{image, input, output};

image!({
    use isadef::g80::prelude::*;
    let (d, a, b) = (input(3u128), input(4u128), input(5u128));
    output(MovB32S::new(SDst::from_raw(d & 63), Ssw::from_raw(a & 63)).bits());
    output(
        AddB32L::new(
            Pred::from_raw(0xf),
            McDst::from_raw(0),
            LLDst::from_raw(d & 127),
            Lsw::from_raw(a & 127),
            Lc3w::from_raw(b & 127),
            AddCond::from_raw(0),
        )
        .bits(),
    );
});
