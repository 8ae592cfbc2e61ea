//! Arbitrary instructions: encode the program, decode it back, get the same instructions
//! (and printing them never panics).
#![no_main]

use isadef::valhall::Insn;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|prog: Vec<Insn>| {
    let mut bytes = vec![0u8; 8 * prog.len()];
    for (i, insn) in prog.iter().enumerate() {
        insn.encode_le(&mut bytes[8 * i..]).unwrap();
    }
    let mut text = String::new();
    for (i, insn) in prog.iter().enumerate() {
        let back = Insn::decode_le(&bytes, 8 * i);
        assert_eq!(back, Ok(*insn));
        assert_eq!(Insn::decode(insn.bits()), Ok(*insn));
        text.clear();
        isadef::valhall::text::write_line(insn.bits(), &mut text).unwrap();
        assert_eq!(insn.to_string(), text);
    }
});
