//! G80 property tests over deterministic pseudo-random bytes (no external RNG), for every
//! variant × program type: any word decodes (envydis has catch-all rows) to the
//! highest-priority form the target allows, keeps every bit, re-encodes to the same bytes
//! and prints without panicking; `Arbitrary` instructions and programs round trip.

use arbitrary::{Arbitrary, Unstructured};
use isadef::g80::{
    table::*,
    target::{Mode, Variant},
    text::*,
    *,
};
use isadef::isa::DecodeTarget as _;
use isadef::text::Sink;
use std::collections::HashSet;

mod common;
use common::Rng;

fn targets() -> impl Iterator<Item = Target> {
    Variant::ALL.into_iter().flat_map(|variant| {
        Mode::ALL
            .into_iter()
            .map(move |mode| Target { variant, mode })
    })
}

/// A short word keeps only its first 32 bits.
fn trim(w: u64) -> u64 {
    if length_of(w as u128) == 4 {
        w & 0xffff_ffff
    } else {
        w
    }
}

fn text(insn: Insn, t: Target) -> String {
    let mut s = String::new();
    let mut out = Sink::new(&mut s);
    write_insn(insn, t, insn.len(), &mut out).unwrap();
    out.finish().unwrap();
    s
}

#[test]
fn every_word_decodes_losslessly_on_every_target() {
    const PER_TARGET: usize = 3000;
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for t in targets() {
        let gate = t.gate_bits();
        let allowed: Vec<&isadef::form::FormInfo<Kind>> =
            FORMS.iter().filter(|f| f.when.allows(gate)).collect();
        let mut hit = HashSet::new();
        for i in 0..PER_TARGET {
            // Half fully random, half a random allowed form's pattern with random free bits.
            let mut w = rng.next();
            if i % 2 == 0 {
                let f = allowed[rng.next() as usize % allowed.len()];
                w = ((w as u128 & !f.mask) | f.bits) as u64;
            }
            let w = trim(w);
            let insn = Insn::decode_in(w, t).unwrap_or_else(|e| panic!("{t:?} {w:016x}: {e}"));
            hit.insert(insn.form());
            let info = insn.info();
            assert_eq!(insn.bits(), w);
            assert!(
                info.matches(w as u128) && info.when.allows(gate),
                "{t:?} {w:016x}"
            );
            // No form the target allows beats it.
            for f in &allowed {
                assert!(
                    !(f.matches(w as u128) && f.priority > info.priority),
                    "{t:?} {w:016x}: {} matches with a higher priority than {}",
                    f.name,
                    info.name
                );
            }
            let mut bytes = [0u8; 8];
            insn.encode_le(&mut bytes).unwrap();
            assert_eq!(bytes[..insn.len()], w.to_le_bytes()[..insn.len()]);
            assert_eq!(Insn::decode_le_in(&bytes[..insn.len()], 0, t), Ok(insn));
            let s = text(insn, t);
            assert!(
                !s.is_empty() && !s.starts_with(' ') && !s.contains("  "),
                "{s:?}"
            );
            assert_eq!(insn.display(t).to_string(), s);
        }
        eprintln!("{t:?}: {} of {} forms decoded", hit.len(), allowed.len());
        // The biased half reaches (nearly) every form the target has: none is shadowed
        // by higher-priority rows for all of its words.
        assert!(
            hit.len() + 2 >= allowed.len(),
            "{t:?}: {} of {} forms decoded",
            hit.len(),
            allowed.len()
        );
    }
}

#[test]
fn arbitrary_instructions_round_trip() {
    let mut rng = Rng(1);
    let mut forms_seen = HashSet::new();
    for _ in 0..20_000 {
        let data = rng.bytes(24);
        let insn = Insn::arbitrary(&mut Unstructured::new(&data)).unwrap();
        forms_seen.insert(insn.form());
        assert_eq!(Insn::decode(insn.bits()), Ok(insn));
        assert_eq!(trim(insn.bits()), insn.bits());
        let _ = insn.to_string();
        // Any target reads the same bits (perhaps as another form) and keeps them all.
        for t in targets() {
            let other = Insn::decode_in(insn.bits(), t).unwrap();
            assert_eq!(other.bits(), insn.bits());
            let _ = text(other, t);
        }
    }
    // `Arbitrary` builds instructions for the default target (g80, vertex programs).
    let gate = Target::default().gate_bits();
    let allowed = FORMS.iter().filter(|f| f.when.allows(gate)).count();
    eprintln!("arbitrary: {} of {allowed} forms", forms_seen.len());
    assert_eq!(forms_seen.len(), allowed, "forms `Arbitrary` produced");
}

#[test]
fn arbitrary_programs_round_trip_as_streams() {
    let mut rng = Rng(7);
    for _ in 0..2_000 {
        let data = rng.bytes(256);
        let prog = Vec::<Insn>::arbitrary(&mut Unstructured::new(&data)).unwrap();
        let mut bytes = Vec::new();
        let mut offsets = Vec::new();
        for insn in &prog {
            offsets.push(bytes.len());
            let mut b = [0u8; 8];
            insn.encode_le(&mut b).unwrap();
            bytes.extend_from_slice(&b[..insn.len()]);
        }
        let back: Vec<(usize, Insn)> = Insn::stream(&bytes, Target::default())
            .map(|(o, r)| (o, r.unwrap()))
            .collect();
        let expected: Vec<(usize, Insn)> = offsets.into_iter().zip(prog).collect();
        assert_eq!(back, expected);
        // The dump has one line per instruction (plus a blank line per call target).
        let dump = disassemble(&bytes);
        assert_eq!(dump.lines().filter(|l| !l.is_empty()).count(), back.len());
    }
}
