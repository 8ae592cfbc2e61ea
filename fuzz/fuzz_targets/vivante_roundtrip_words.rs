//! Any 16 bytes: if they decode, the instruction re-encodes to the same bytes, and
//! printing never panics.
#![no_main]

use isadef::vivante::{text::write_line, Insn};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut off = 0;
    let mut text = String::new();
    while off + 16 <= data.len() {
        if let Ok(insn) = Insn::decode_le(data, off) {
            let mut out = [0u8; 16];
            insn.encode_le(&mut out).unwrap();
            assert_eq!(&out[..], &data[off..off + 16]);
            assert_eq!(Insn::decode(insn.bits()), Ok(insn));
        }
        text.clear();
        let w = u128::from_le_bytes(data[off..off + 16].try_into().unwrap());
        write_line(w, &mut text).unwrap();
        off += 16;
    }
    if data.len() % 16 != 0 {
        assert!(Insn::decode_le(data, data.len() - data.len() % 16).is_err());
    }
});
