//! The indexed decoders against a naive model: a first-match linear scan over `FORMS` in
//! priority order (higher `priority` first, then table order) that uses no index
//! (`tests/linear_model`). For each instruction set the two must agree on the form, or on
//! "no form", for every word; on G80 on every variant × program type, including the
//! length rule (a short word with bits beyond its 4 bytes is no form).
//!
//! Words come in three kinds, in turn: fully random; biased to one form (its fixed bits
//! under its mask, every other bit random), each form in turn so that every form gets the
//! same share; and biased words with one random bit flipped, which land next to a form's
//! pattern (in a neighbouring bucket of the index when the bit is a key bit).

mod common;
mod linear_model;

use common::Rng;
use isadef::form::FormInfo;
use linear_model::{biased, G80Check, ValhallCheck, VivanteCheck};

/// Words per instruction set for Vivante and Valhall.
const WORDS: usize = 1_000_000;
/// G80 words; each is decoded on all 20 targets.
const G80_WORDS: usize = 1_000_000;

/// The `i`-th test word over `bits` bits: random, biased to a form (forms in turn, counted
/// in `per_form`), or biased with one bit flipped.
fn word<K>(
    rng: &mut Rng,
    i: usize,
    bits: u32,
    forms: &[FormInfo<K>],
    per_form: &mut [usize],
) -> u128 {
    let mut w = rng.word();
    if bits < 128 {
        w &= (1u128 << bits) - 1;
    }
    match i % 4 {
        0 => w,
        k => {
            let n = (i / 4 * 3 + k - 1) % forms.len();
            per_form[n] += 1;
            let mut w = biased(w, &forms[n]);
            if k == 3 {
                w ^= 1u128 << (rng.next() % bits as u64);
            }
            w
        }
    }
}

/// Every form got at least `min` biased words.
fn assert_every_form_biased<K>(forms: &[FormInfo<K>], per_form: &[usize], min: usize) {
    for (f, &n) in forms.iter().zip(per_form) {
        assert!(n >= min, "form {} got only {n} biased words", f.name);
    }
}

/// Vivante: 10^6 words, index and linear model agree on each.
#[test]
fn vivante_index_matches_linear_model() {
    let forms = &isadef::vivante::table::FORMS;
    let check = VivanteCheck::new();
    let mut rng = Rng(0x5eed_0001_d1ce_f00d);
    let mut per_form = vec![0; forms.len()];
    let mut decoded = vec![false; forms.len()];
    for i in 0..WORDS {
        let w = word(&mut rng, i, 128, forms, &mut per_form);
        check.check(w).unwrap_or_else(|d| panic!("{d}"));
        if let Ok(insn) = isadef::vivante::Insn::decode(w) {
            decoded[insn.form().index()] = true;
        }
    }
    assert_every_form_biased(forms, &per_form, WORDS / 2 / forms.len());
    let n = decoded.iter().filter(|&&d| d).count();
    eprintln!(
        "vivante: {WORDS} words, {n} of {} forms decoded",
        forms.len()
    );
}

/// Valhall: 10^6 words, index and linear model agree on each.
#[test]
fn valhall_index_matches_linear_model() {
    let forms = &isadef::valhall::table::FORMS;
    let check = ValhallCheck::new();
    let mut rng = Rng(0x5eed_0002_d1ce_f00d);
    let mut per_form = vec![0; forms.len()];
    let mut decoded = vec![false; forms.len()];
    for i in 0..WORDS {
        let w = word(&mut rng, i, 64, forms, &mut per_form) as u64;
        check.check(w).unwrap_or_else(|d| panic!("{d}"));
        if let Ok(insn) = isadef::valhall::Insn::decode(w) {
            decoded[insn.form().index()] = true;
        }
    }
    assert_every_form_biased(forms, &per_form, WORDS / 2 / forms.len());
    let n = decoded.iter().filter(|&&d| d).count();
    eprintln!(
        "valhall: {WORDS} words, {n} of {} forms decoded",
        forms.len()
    );
}

/// G80: 2.5 · 10^5 words, each on all 20 variant × program type targets (5 · 10^6 decodes).
/// A short word (w0 bit 0 clear) has its high half cleared, except one in 16 which keeps
/// random high bits: both decoders must then refuse it.
#[test]
fn g80_index_matches_linear_model_on_every_target() {
    let forms = &isadef::g80::table::FORMS;
    let check = G80Check::new();
    let mut rng = Rng(0x5eed_0003_d1ce_f00d);
    let mut per_form = vec![0; forms.len()];
    // A corner case first: a long `quadop` with w1 bit 28 set (`c0000001 90000780`).
    check
        .check(0x9000_0780_c000_0001)
        .unwrap_or_else(|d| panic!("{d}"));
    let (mut short, mut long, mut extra) = (0, 0, 0);
    for i in 0..G80_WORDS {
        let mut w = word(&mut rng, i, 64, forms, &mut per_form) as u64;
        if w & 1 == 0 {
            if rng.next() % 16 != 0 {
                w &= 0xffff_ffff;
                short += 1;
            } else if w >> 32 != 0 {
                extra += 1;
            }
        } else {
            long += 1;
        }
        check.check(w).unwrap_or_else(|d| panic!("{d}"));
    }
    assert_every_form_biased(forms, &per_form, G80_WORDS / 2 / forms.len());
    // Each kind of word was seen often.
    assert!(short > G80_WORDS / 5 && long > G80_WORDS / 5 && extra > G80_WORDS / 100);
    eprintln!(
        "g80: {G80_WORDS} words x 20 targets ({short} short, {long} long, {extra} with bits beyond 4 bytes), {} forms",
        forms.len()
    );
}
