//! Text: decode → print → assemble gives an instruction that prints the same text (and
//! the same word wherever the text determines it); assembling arbitrary text never
//! panics.
#![no_main]

use isadef::vivante::Insn;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() >= 16 {
        let w = u128::from_le_bytes(data[..16].try_into().unwrap());
        if let Ok(insn) = Insn::decode(w) {
            let full = insn.to_string();
            let text = full.split('\t').next().unwrap();
            let back = Insn::assemble(&full).expect("printed text must assemble");
            assert_eq!(back.to_string(), text);
            // Assembling the printed text of the re-assembled word is a fixed point.
            assert_eq!(Insn::assemble(text).unwrap(), back);
        }
    }
    if let Ok(s) = std::str::from_utf8(data) {
        for line in s.lines() {
            if let Ok(insn) = Insn::assemble(line) {
                // Whatever assembles prints text that assembles to the same word.
                let t = insn.to_string();
                assert_eq!(Insn::assemble(&t).map(|i| i.to_string()), Ok(t));
            }
        }
    }
});
