//! Text: the G80 assembler never panics (nor searches for long) on any target; whatever
//! it accepts decodes to the same instruction, and its printed text assembles to an
//! instruction that prints that text again. Inputs are taken both as raw lines and as
//! the printed text of a word from the input with the rest of the input spliced in,
//! which reaches deep into the sub-table, memory and vector parsers.
#![no_main]

mod common;

use isadef::g80::{Insn, Target, target::{Mode, Variant}};
use libfuzzer_sys::fuzz_target;

fn check(line: &str, t: Target) {
    if let Ok(insn) = Insn::assemble_in(line, t) {
        assert_eq!(Insn::decode_in(insn.bits(), t), Ok(insn), "{line:?}");
        let text = insn.display(t).to_string();
        let back =
            Insn::assemble_in(&text, t).unwrap_or_else(|e| panic!("{line:?} -> {text:?}: {e}"));
        assert_eq!(back.display(t).to_string(), text, "{line:?}");
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&sel, data)) = data.split_first() else {
        return;
    };
    let t = Target {
        variant: Variant::ALL[usize::from(sel & 7) % Variant::ALL.len()],
        mode: Mode::ALL[usize::from(sel >> 3) % Mode::ALL.len()],
    };
    if let Ok(s) = std::str::from_utf8(data) {
        s.lines().for_each(|l| check(l, t));
    }
    if data.len() >= 8 {
        let mut w = u64::from_le_bytes(data[..8].try_into().unwrap());
        if w & 1 == 0 {
            w &= 0xffff_ffff;
        }
        if let Ok(insn) = Insn::decode_in(w, t) {
            let text = insn.display(t).to_string();
            let extra = String::from_utf8_lossy(&data[8..]);
            let text = common::splice(text, data, &extra);
            check(&text, t);
        }
    }
});
