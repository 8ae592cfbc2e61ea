//! Valid instructions (`Insn::arbitrary_valid`): each prints a text that assembles back
//! to it, decodes from its own word to itself and passes `validate`.
#![no_main]

use arbitrary::Unstructured;
use isadef::valhall::Insn;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    while let Ok(insn) = Insn::arbitrary_valid(&mut u) {
        let text = insn.to_string();
        assert_eq!(Insn::assemble(&text), Ok(insn), "{text}");
        assert_eq!(Insn::decode(insn.bits()), Ok(insn));
        assert_eq!(insn.validate(), Ok(()), "{text}");
        if u.is_empty() {
            break;
        }
    }
});
