//! Valid G80 instructions for a target the input picks (`Insn::arbitrary_valid_in`): no
//! unknown bits, and each prints a text that assembles back to it for that target.
#![no_main]

use arbitrary::Unstructured;
use isadef::g80::{Insn, Target, target::{Mode, Variant}};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(variant) = u.choose(&Variant::ALL).copied() else {
        return;
    };
    let Ok(mode) = u.choose(&Mode::ALL).copied() else {
        return;
    };
    let t = Target { variant, mode };
    while let Ok(insn) = Insn::arbitrary_valid_in(&mut u, t) {
        let text = insn.display(t).to_string();
        assert!(
            !text.contains("[unknown") && !text.contains("???"),
            "{text}"
        );
        assert_eq!(Insn::assemble_in(&text, t), Ok(insn), "{text}");
        assert_eq!(Insn::decode_in(insn.bits(), t), Ok(insn));
        if u.is_empty() {
            break;
        }
    }
});
