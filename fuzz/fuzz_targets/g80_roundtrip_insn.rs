//! Arbitrary instructions (for the default target, g80 vertex programs): encode the
//! program as one variable-length stream, decode it back, get the same instructions at the
//! same offsets; printing them never panics.
#![no_main]

use isadef::g80::{Insn, Target};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|prog: Vec<Insn>| {
    let t = Target::default();
    let len: usize = prog.iter().map(|i| i.len()).sum();
    let mut bytes = vec![0u8; len];
    let mut offs = Vec::with_capacity(prog.len());
    let mut off = 0;
    for insn in &prog {
        insn.encode_le(&mut bytes[off..]).unwrap();
        offs.push(off);
        off += insn.len();
    }
    let back: Vec<_> = Insn::stream(&bytes, t).collect();
    assert_eq!(back.len(), prog.len());
    for ((insn, &off), (at, r)) in prog.iter().zip(&offs).zip(back) {
        assert_eq!(at, off);
        assert_eq!(r, Ok(*insn));
        assert_eq!(Insn::decode_le(&bytes, off), Ok(*insn));
        assert_eq!(Insn::decode(insn.bits()), Ok(*insn));
        assert_eq!(insn.display(t).to_string(), insn.to_string());
    }
});
