//! Any bytes, for every variant × program type: the stream decodes (envydis has a
//! catch-all row, so only a truncated last instruction fails), every instruction
//! re-encodes to its bytes and decodes again to itself, printing never panics and equals
//! `Display`, and the raw dump prints one line per instruction with marks only at
//! targets inside the buffer.
#![no_main]

use isadef::g80::text::{code_targets, write_insn};
use isadef::g80::{text::disassemble_in, Insn, Target, target::{Mode, Variant}};
use isadef::text::Sink;
use isadef::DecodeErrorKind;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut text = String::new();
    for variant in Variant::ALL {
        for mode in Mode::ALL {
            let t = Target { variant, mode };
            let mut count = 0;
            let mut next = 0;
            for (off, r) in Insn::stream(data, t) {
                assert_eq!(off, next);
                count += 1;
                let insn = match r {
                    Ok(insn) => insn,
                    Err(e) => {
                        // Only the last instruction can fail, and only by running out of bytes.
                        let DecodeErrorKind::Truncated { needed, available } = e.kind else {
                            panic!("{t:?} at {off}: {e:?}");
                        };
                        assert_eq!(e.offset, off);
                        assert_eq!(available, data.len() - off);
                        assert!(available < needed);
                        next = data.len();
                        continue;
                    }
                };
                let len = insn.len();
                next = off + len;
                let mut out = [0u8; 8];
                insn.encode_le(&mut out).unwrap();
                assert_eq!(&out[..len], &data[off..off + len]);
                assert_eq!(Insn::decode_in(insn.bits(), t), Ok(insn));
                text.clear();
                let mut sink = Sink::new(&mut text);
                write_insn(insn, t, insn.len(), &mut sink).unwrap();
                sink.finish().unwrap();
                assert_eq!(insn.display(t).to_string(), text);
                if let Some((a, _)) = insn.code_target() {
                    assert_eq!(a % 4, 0);
                    assert!(text.contains(&format!("0x{a:x}")), "{text}");
                }
            }
            assert_eq!(next, data.len());
            let dump = disassemble_in(data, t);
            let lines = dump.lines().filter(|l| !l.is_empty()).count();
            assert_eq!(lines, count, "{t:?}\n{dump}");
            let calls = dump.lines().filter(|l| l.get(29..30) == Some("C")).count();
            assert_eq!(dump.lines().count(), count + calls);
            for (a, _) in code_targets(data, t) {
                assert!(a < data.len());
            }
        }
    }
});
