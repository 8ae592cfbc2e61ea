//! Text: the assembler never panics; whatever it accepts decodes to the same instruction,
//! and its printed text, where Mesa reads such a text back as the same names
//! (`tests/common/valhall_text.rs`), assembles to an instruction that prints that text
//! again if it assembles at all (not always the same word: `imm21` assembles as table
//! entry 21, which prints `0x0` like entry 0, the one the assembler picks for `0x0`). Inputs are taken both as raw lines
//! and as the printed text of the first eight bytes' word with the rest of the input
//! spliced in, which reaches deep into the modifier and operand parsers.
#![no_main]

mod common;
#[path = "../../tests/common/valhall_text.rs"]
mod valhall_text;

use isadef::valhall::Insn;
use libfuzzer_sys::fuzz_target;

fn check(line: &str) {
    if let Ok(insn) = Insn::assemble(line) {
        assert_eq!(Insn::decode(insn.bits()), Ok(insn), "{line:?}");
        let t = insn.to_string();
        if valhall_text::unreadable(insn).is_none() {
            if let Ok(back) = Insn::assemble(&t) {
                assert_eq!(back.to_string(), t, "{line:?}");
            }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    if let Ok(s) = std::str::from_utf8(data) {
        s.lines().for_each(check);
    }
    if data.len() >= 8 {
        let w = u64::from_le_bytes(data[..8].try_into().unwrap());
        if let Ok(insn) = Insn::decode(w) {
            let text = insn.to_string();
            let extra = String::from_utf8_lossy(&data[8..]);
            let text = common::splice(text, data, &extra);
            check(&text);
        }
    }
});
