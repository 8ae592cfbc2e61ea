//! Arbitrary instructions: encode the program, decode it back, get the same instructions.
#![no_main]

use isadef::vivante::Insn;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|prog: Vec<Insn>| {
    let mut bytes = vec![0u8; 16 * prog.len()];
    for (i, insn) in prog.iter().enumerate() {
        insn.encode_le(&mut bytes[16 * i..]).unwrap();
    }
    for (i, insn) in prog.iter().enumerate() {
        assert_eq!(Insn::decode_le(&bytes, 16 * i), Ok(*insn));
    }
});
