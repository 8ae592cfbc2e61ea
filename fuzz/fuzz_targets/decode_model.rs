//! Every instruction set's indexed decoder against the naive model of
//! `tests/linear_model` (a first-match linear scan over `FORMS` in priority order, no
//! index): both must give the same form, or both no form, for every word; G80 on all 20
//! variant × program type targets, with its length rule.
//!
//! The input is read in chunks of 20 bytes: a control byte, two bytes picking a form, one
//! picking a bit, sixteen of word (missing bytes are zero). Control bits 0–1 choose the
//! instruction set (3: all three); bit 2 puts the picked form's fixed bits into the word,
//! bit 3 then flips the picked bit; bit 4 keeps the high half of a short G80 word (which
//! both decoders must then refuse) instead of clearing it.
#![no_main]

#[path = "../../tests/linear_model/mod.rs"]
mod linear_model;

use isadef::form::FormInfo;
use libfuzzer_sys::fuzz_target;
use linear_model::{biased, G80Check, ValhallCheck, VivanteCheck};
use std::sync::OnceLock;

struct Checks {
    vivante: VivanteCheck,
    valhall: ValhallCheck,
    g80: G80Check,
}

static CHECKS: OnceLock<Checks> = OnceLock::new();

/// The word of one chunk over `bits` bits, shaped for `forms` as the control byte says.
fn shape<K>(ctl: u8, pick: usize, flip: u32, raw: u128, bits: u32, forms: &[FormInfo<K>]) -> u128 {
    let mut w = if bits < 128 {
        raw & ((1u128 << bits) - 1)
    } else {
        raw
    };
    if ctl & 4 != 0 {
        w = biased(w, &forms[pick % forms.len()]);
        if ctl & 8 != 0 {
            w ^= 1u128 << (flip % bits);
        }
    }
    w
}

fuzz_target!(|data: &[u8]| {
    let checks = CHECKS.get_or_init(|| Checks {
        vivante: VivanteCheck::new(),
        valhall: ValhallCheck::new(),
        g80: G80Check::new(),
    });
    for chunk in data.chunks(20) {
        let mut c = [0u8; 20];
        c[..chunk.len()].copy_from_slice(chunk);
        let ctl = c[0];
        let pick = u16::from_le_bytes([c[1], c[2]]) as usize;
        let flip = c[3] as u32;
        let raw = u128::from_le_bytes(c[4..20].try_into().unwrap());
        let isa = ctl & 3;
        if isa == 0 || isa == 3 {
            let w = shape(ctl, pick, flip, raw, 128, &isadef::vivante::table::FORMS);
            checks.vivante.check(w).unwrap_or_else(|d| panic!("{d}"));
        }
        if isa == 1 || isa == 3 {
            let w = shape(ctl, pick, flip, raw, 64, &isadef::valhall::table::FORMS) as u64;
            checks.valhall.check(w).unwrap_or_else(|d| panic!("{d}"));
        }
        if isa == 2 || isa == 3 {
            let mut w = shape(ctl, pick, flip, raw, 64, &isadef::g80::table::FORMS) as u64;
            if w & 1 == 0 && ctl & 16 == 0 {
                w &= 0xffff_ffff;
            }
            checks.g80.check(w).unwrap_or_else(|d| panic!("{d}"));
        }
    }
});
