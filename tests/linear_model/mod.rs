//! A naive reference decoder for every instruction set, and the comparison of it with the
//! indexed decoder. Shared by `tests/decode_model.rs` and the `decode_model` fuzz target
//! (`fuzz/fuzz_targets/decode_model.rs`, which includes this file by path).
//!
//! The model knows nothing of the decode index: it reads only `FORMS` and the documented
//! decoding rules, written out here again:
//!
//! * a form matches a word when the word's bits under the form's `mask` equal its `bits`,
//!   and the form's `when` gate holds on the target: the target has all bits of
//!   `when.all` and, unless `when.any` is 0, at least one bit of `when.any`;
//! * of the forms that match, the one with the highest `priority` wins; among equal
//!   priorities the one listed first in the table (a first-match scan in that order);
//! * G80 only: an instruction is short (4 bytes) when w0 bit 0 is clear and long
//!   (8 bytes) when it is set; a word with bits set beyond its length decodes as no form
//!   (`ExtraBits`), whatever forms would match it.
//!
//! The model resolves every target of an instruction set in one scan: each row carries
//! the set of targets (one bit per target) its gate allows, and a target takes the first
//! matching row that allows it.
#![allow(dead_code)]

use isadef::form::{FormInfo, Gate};
use isadef::isa::DecodeTarget as _;
use isadef::{g80, valhall, vivante, DecodeErrorKind};
use std::fmt;

/// One form as the model sees it.
#[derive(Clone, Copy, Debug)]
struct Row {
    mask: u128,
    bits: u128,
    /// Bit `t` set: the form exists on target `t`.
    targets: u32,
    form: u16,
}

/// Whether `gate` holds on a target with gate bits `target` (as `Gate`'s documentation
/// states it; deliberately not `Gate::allows`).
fn gate_holds(gate: Gate, target: u32) -> bool {
    (target & gate.all) == gate.all && (gate.any == 0 || target & gate.any != 0)
}

/// The forms of one instruction set in decoding order, with the targets each exists on.
pub struct Linear {
    rows: Vec<Row>,
    /// One bit per target.
    all: u32,
}

impl Linear {
    /// The model of `forms` for the targets whose gate bits are `targets` (at most 32).
    pub fn new<K>(forms: &[FormInfo<K>], targets: &[u32]) -> Self {
        assert!(!targets.is_empty() && targets.len() <= 32);
        let mut order: Vec<usize> = (0..forms.len()).collect();
        // Stable: equal priorities keep table order.
        order.sort_by_key(|&i| std::cmp::Reverse(forms[i].priority));
        let rows = order
            .into_iter()
            .map(|i| {
                let f = &forms[i];
                let mut set = 0;
                for (t, &bits) in targets.iter().enumerate() {
                    if gate_holds(f.when, bits) {
                        set |= 1 << t;
                    }
                }
                Row {
                    mask: f.mask,
                    bits: f.bits,
                    targets: set,
                    form: i as u16,
                }
            })
            .collect();
        Linear {
            rows,
            all: if targets.len() == 32 {
                u32::MAX
            } else {
                (1 << targets.len()) - 1
            },
        }
    }

    /// Fills `out[t]` with the form target `t` decodes `word` as (`None`: no form matches).
    pub fn decode(&self, word: u128, out: &mut [Option<u16>]) {
        for o in out.iter_mut() {
            *o = None;
        }
        let mut open = self.all;
        for r in &self.rows {
            if word & r.mask == r.bits && r.targets & open != 0 {
                let mut hit = r.targets & open;
                open &= !hit;
                while hit != 0 {
                    out[hit.trailing_zeros() as usize] = Some(r.form);
                    hit &= hit - 1;
                }
                if open == 0 {
                    return;
                }
            }
        }
    }
}

/// What a decoder made of one word on one target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// This form (index into `FORMS`), with this length in bytes.
    Form(u16, usize),
    /// No form matches.
    NoForm,
    /// Bits are set beyond the instruction's length.
    ExtraBits,
}

/// Index vs. model on one word and target, with what each said.
#[derive(Clone, Copy, Debug)]
pub struct Disagreement {
    /// Instruction set name.
    pub isa: &'static str,
    /// The word.
    pub word: u128,
    /// The target (`"-"` for instruction sets without one).
    pub target: &'static str,
    /// The indexed decoder's answer.
    pub index: Answer,
    /// The linear model's answer.
    pub model: Answer,
    /// Form names of the instruction set.
    names: fn(u16) -> &'static str,
}

impl Disagreement {
    fn answer(&self, a: Answer, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match a {
            Answer::Form(i, len) => write!(f, "form {i} `{}` ({len} bytes)", (self.names)(i)),
            Answer::NoForm => f.write_str("no form (no match)"),
            Answer::ExtraBits => f.write_str("no form (bits beyond the length)"),
        }
    }
}

impl fmt::Display for Disagreement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} word {:#x}", self.isa, self.word)?;
        if self.isa == "g80" {
            // As envydis and `disasm --lines` write it: w0, then w1 for a long word.
            write!(f, " (`{:08x}", self.word as u32)?;
            if self.word as u32 & 1 != 0 || self.word >> 32 != 0 {
                write!(f, " {:08x}", (self.word >> 32) as u32)?;
            }
            f.write_str("`)")?;
        }
        write!(f, " on target {}: index decoder says ", self.target)?;
        self.answer(self.index, f)?;
        f.write_str(", linear model says ")?;
        self.answer(self.model, f)
    }
}

fn answer_of(r: Result<(u16, usize), isadef::DecodeError>) -> Answer {
    match r {
        Ok((form, len)) => Answer::Form(form, len),
        Err(e) => match e.kind {
            DecodeErrorKind::NoMatch => Answer::NoForm,
            DecodeErrorKind::ExtraBits => Answer::ExtraBits,
            DecodeErrorKind::Truncated { .. } => panic!("single-word decoding reported {e:?}"),
        },
    }
}

/// `raw` with `form`'s fixed bits put in place (every other bit as in `raw`).
pub fn biased<K>(raw: u128, form: &FormInfo<K>) -> u128 {
    (raw & !form.mask) | form.bits
}

/// Vivante: 128-bit words, no target.
pub struct VivanteCheck {
    model: Linear,
}

impl VivanteCheck {
    /// The model of `vivante::table::FORMS`.
    pub fn new() -> Self {
        VivanteCheck {
            model: Linear::new(&vivante::table::FORMS, &[0]),
        }
    }

    /// Compares both decoders on `word`.
    pub fn check(&self, word: u128) -> Result<(), Disagreement> {
        let mut out = [None];
        self.model.decode(word, &mut out);
        let model = out[0].map_or(Answer::NoForm, |i| Answer::Form(i, 16));
        let index = answer_of(vivante::Insn::decode(word).map(|i| {
            (
                (i.form().index() as u16),
                vivante::Insn::WORD_BITS as usize / 8,
            )
        }));
        if index == model {
            return Ok(());
        }
        Err(Disagreement {
            isa: "vivante",
            word,
            target: "-",
            index,
            model,
            names: |i| vivante::table::FORMS[i as usize].name,
        })
    }
}

/// Valhall: 64-bit words, no target.
pub struct ValhallCheck {
    model: Linear,
}

impl ValhallCheck {
    /// The model of `valhall::table::FORMS`.
    pub fn new() -> Self {
        ValhallCheck {
            model: Linear::new(&valhall::table::FORMS, &[0]),
        }
    }

    /// Compares both decoders on `word`.
    pub fn check(&self, word: u64) -> Result<(), Disagreement> {
        let mut out = [None];
        self.model.decode(word as u128, &mut out);
        let model = out[0].map_or(Answer::NoForm, |i| Answer::Form(i, 8));
        let index = answer_of(valhall::Insn::decode(word).map(|i| ((i.form().index() as u16), 8)));
        if index == model {
            return Ok(());
        }
        Err(Disagreement {
            isa: "valhall",
            word: word as u128,
            target: "-",
            index,
            model,
            names: |i| valhall::table::FORMS[i as usize].name,
        })
    }
}

/// Every G80 target (variant × program type), in `Variant::ALL` × `Mode::ALL` order.
pub fn g80_targets() -> [g80::Target; 20] {
    let mut out = [g80::Target::default(); 20];
    for (i, variant) in g80::target::Variant::ALL.into_iter().enumerate() {
        for (j, mode) in g80::target::Mode::ALL.into_iter().enumerate() {
            out[i * 4 + j] = g80::Target { variant, mode };
        }
    }
    out
}

/// `variant/mode` names of the targets of [`g80_targets`].
const G80_TARGET_NAMES: [&str; 20] = [
    "g80/vp", "g80/gp", "g80/fp", "g80/cp", "g84/vp", "g84/gp", "g84/fp", "g84/cp", "g200/vp",
    "g200/gp", "g200/fp", "g200/cp", "mcp77/vp", "mcp77/gp", "mcp77/fp", "mcp77/cp", "gt215/vp",
    "gt215/gp", "gt215/fp", "gt215/cp",
];

/// The byte length of a G80 instruction: 8 when w0 bit 0 is set, else 4.
pub fn g80_len(word: u64) -> usize {
    if word & 1 != 0 {
        8
    } else {
        4
    }
}

/// G80: 32- or 64-bit words, on all 20 targets.
pub struct G80Check {
    model: Linear,
    targets: [g80::Target; 20],
}

impl G80Check {
    /// The model of `g80::table::FORMS` on every target.
    pub fn new() -> Self {
        let targets = g80_targets();
        for (t, name) in targets.iter().zip(G80_TARGET_NAMES) {
            assert_eq!(format!("{}/{}", t.variant.name(), t.mode.name()), name);
        }
        let gates = targets.map(|t| t.gate_bits());
        G80Check {
            model: Linear::new(&g80::table::FORMS, &gates),
            targets,
        }
    }

    /// Compares both decoders on `word` (the 64-bit value `w0 | w1 << 32`; a short word
    /// should have its high half clear, else both must refuse it) on every target.
    pub fn check(&self, word: u64) -> Result<(), Disagreement> {
        let len = g80_len(word);
        let extra = len == 4 && word >> 32 != 0;
        let mut out = [None; 20];
        if !extra {
            self.model.decode(word as u128, &mut out);
        }
        for (t, &target) in self.targets.iter().enumerate() {
            let model = if extra {
                Answer::ExtraBits
            } else {
                out[t].map_or(Answer::NoForm, |i| Answer::Form(i, len))
            };
            let index = answer_of(
                g80::Insn::decode_in(word, target).map(|i| ((i.form().index() as u16), i.len())),
            );
            if index != model {
                return Err(Disagreement {
                    isa: "g80",
                    word: word as u128,
                    target: G80_TARGET_NAMES[t],
                    index,
                    model,
                    names: |i| g80::table::FORMS[i as usize].name,
                });
            }
        }
        Ok(())
    }
}
