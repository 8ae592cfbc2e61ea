//! Which long forms have a short twin, and how a long word becomes the short one, as
//! data: the fast path of [`shortest`](super::layout::shortest).
//!
//! envyas writes a short encoding whenever a short form reads the text. For the long
//! rows below, a short form prints the same text when the long word's other operands
//! are neutral (no predicate, no `$c` destination, all lanes) and its registers,
//! `c0`/`c1` offsets and `s[]`/`a[]` sources fit the short fields. A [`Twin`] says which
//! long bits the short word takes ([`Move`]s), what every other long bit must be, and on
//! which targets the row holds (a memory source 1 is `s[]` in compute programs, `a[]` in
//! vertex and geometry programs). A long word outside every row (bits the long form
//! ignores, `c[]` with `++`), or a long form that shares its mnemonic with a short form
//! but has no row, is decided by its text ([`Pick::Text`]).

use super::table::FORMS;
use super::{Form, Insn, Target};
use crate::form::Gate;

/// `len` bits of the long word from bit `from` go to the short word at bit `to`.
#[derive(Clone, Copy)]
struct Move {
    from: u8,
    to: u8,
    len: u8,
}

/// A long form, the short form that prints its text, the long bits that the short
/// form leaves neutral (`keep`; the long form's own bits are implied), the long bits
/// no one reads (`free`), and the moves. Moves may read the same short bits from two
/// long places (`mad`'s third source is its destination): the two must agree.
///
/// Compiled for speed: `care` (the long bits that must equal `keep`), the long bits
/// that move, the short form's bits and gate, and the moves merged by distance
/// (`groups`: the long bits that move by the same shift, up to [`GROUPS`]).
struct Twin {
    long: Form,
    short: Form,
    keep: u64,
    care: u64,
    moved: u64,
    short_bits: u64,
    /// Where the short form decodes and the row holds (a memory source reads as `s[]`
    /// in compute programs, `a[]` in vertex and geometry programs).
    when: [Gate; 2],
    /// Both gates are empty.
    anywhere: bool,
    /// `(rotation, long bits)`: the bits rotate left into their short places.
    groups: [(u32, u64); GROUPS],
    ng: u8,
    /// Two moves write the same short bits: their long bits must agree.
    shared: bool,
}

/// Most distinct shifts a twin's moves have.
const GROUPS: usize = 8;

impl Twin {
    /// The twin of `long` and `short` with its moves compiled.
    const fn new(
        long: Form,
        short: Form,
        row_when: Gate,
        keep: u64,
        free: u64,
        (moves, n): ([Move; MOVES], u8),
    ) -> Twin {
        let mut groups = [(0u32, 0u64); GROUPS];
        let (mut ng, mut moved, mut written, mut shared) = (0, 0u64, 0u64, false);
        let mut i = 0;
        while i < n as usize {
            let m = moves[i];
            // Moving right by `d` is rotating left by `64 - d`: no moved bit wraps.
            let (src, delta) = (
                low(m.len) << m.from,
                (64 + m.to as u32 - m.from as u32) % 64,
            );
            let dst = low(m.len) << m.to;
            shared |= written & dst != 0;
            written |= dst;
            moved |= src;
            let mut g = 0;
            while g < ng && groups[g].0 != delta {
                g += 1;
            }
            assert!(g < GROUPS, "too many distinct shifts");
            if g == ng {
                groups[g].0 = delta;
                ng += 1;
            }
            groups[g].1 |= src;
            i += 1;
        }
        let (l, s) = (&FORMS[long.index()], &FORMS[short.index()]);
        Twin {
            long,
            short,
            keep,
            care: !(l.mask as u64 | free | moved) | keep,
            moved,
            short_bits: s.bits as u64,
            when: [s.when, row_when],
            anywhere: s.when.all == 0 && s.when.any == 0 && row_when.all == 0 && row_when.any == 0,
            groups,
            ng: ng as u8,
            shared,
        }
    }

    /// The short bits the moves make of long word `w`.
    #[inline(always)]
    fn gather(&self, w: u64) -> u64 {
        let mut s = 0;
        for &(rot, mask) in &self.groups[..self.ng as usize] {
            s |= (w & mask).rotate_left(rot);
        }
        s
    }

    /// The long bits short bits `s` come from (the moves backwards; shared short bits go
    /// to each of their long places).
    fn scatter(&self, s: u64) -> u64 {
        let mut back = 0;
        for &(rot, mask) in &self.groups[..self.ng as usize] {
            back |= s.rotate_right(rot) & mask;
        }
        back
    }

    /// Whether the short form decodes and the row holds on `target` (most rows on every
    /// one: the target's gate bits are not even read).
    #[inline(always)]
    fn allowed(&self, target: Target) -> bool {
        let bits = || crate::isa::DecodeTarget::gate_bits(target);
        self.anywhere || (self.when[0].allows(bits()) && self.when[1].allows(bits()))
    }

    /// Whether the long places that share short bits hold the same bits in `w`.
    fn agrees(&self, w: u64, s: u64) -> bool {
        self.scatter(s) == w & self.moved
    }
}

const fn mv(from: u8, to: u8, len: u8) -> Move {
    Move { from, to, len }
}

/// The predicate `always` (`w1[11:7]` = 15, `$c0`).
const ALWAYS: u64 = 0xf << 39;
/// All four lanes (`w1[17:14]`) of `mov`.
const LANES: u64 = 0xf << 46;

/// Destination `$r0`..`$r63`: `w0[7:2]` in both.
const DST: Move = mv(2, 2, 6);
/// A third source that is the destination (`w1[19:14]`).
const DST3: Move = mv(46, 2, 6);
/// Source 1 register `$r0`..`$r63`: `w0[14:9]` in both.
const SRC1: Move = mv(9, 9, 6);
/// Source 2 register `$r0`..`$r63`: `w0[21:16]` in both.
const SRC2: Move = mv(16, 16, 6);
/// Source 2 in `c0`/`c1`: the flag `w0[23]` and the offset `w0[20:16]` in both, the
/// space `w1[22]` long, `w0[21]` short, `$a1`..`$a3` `w0[27:26]` in both (`w1[2]`, the
/// long form's `$a4`..`$a7`, clear).
const C: [Move; 4] = [mv(16, 16, 5), mv(54, 21, 1), mv(23, 23, 1), mv(26, 26, 2)];
/// The add family's second source sits in the long third-source slot (`w1[19:14]`).
const ADD_SRC2: Move = mv(46, 16, 6);
/// Or in `c0`/`c1` (flag `w0[24]` long, `w0[23]` short): the offset `w1[18:14]` long.
const ADD_C: [Move; 4] = [mv(46, 16, 5), mv(54, 21, 1), mv(24, 23, 1), mv(26, 26, 2)];
/// The add family's operation, `w0[22]` and `w0[28]` in both.
const ADD_OP: [Move; 2] = [mv(22, 22, 1), mv(28, 28, 1)];
/// `v[]` input: offset `w0[23:16]` and `$a` `w0[27:26]` in both.
const VAR: [Move; 2] = [mv(16, 16, 8), mv(26, 26, 2)];
/// Source 1 in `s[]` (compute programs): long `w1[21]` set, the offset `w0[12:9]`
/// (`w0[13]` clear), the access type `w0[15:14]`, `$a` `w0[27:26]` (`w1[2]` clear), no
/// `++` (`w0[25]` clear); short `w0[24]` set, the type at `w0[14:13]`.
const SHARED1: [Move; 4] = [mv(53, 24, 1), mv(9, 9, 4), mv(14, 13, 2), mv(26, 26, 2)];
/// The same with `++` (`w0[25]` set): the increment is signed, 5 bits long and 4 short,
/// so the long sign `w0[13]` must equal `w0[12]` (two moves to the short sign).
const SHARED1_PI: [Move; 6] = [
    mv(53, 24, 1),
    mv(25, 25, 1),
    mv(9, 9, 4),
    mv(13, 12, 1),
    mv(14, 13, 2),
    mv(26, 26, 2),
];
/// Source 1 in `a[]` (vertex and geometry programs): long `w1[21]` set, the offset
/// `w0[14:9]` (`w0[15]` clear); short `w0[24]` set.
const ATTR1: [Move; 2] = [mv(53, 24, 1), mv(9, 9, 6)];
/// The long bit that selects a memory source 1 (`w1[21]`), and `++` (`w0[25]`).
const MEM1: u64 = 1 << 53;
const PI: u64 = 1 << 25;
/// `fmad`'s `neg`, `neg` and `sat`.
const FMAD_MODS: [Move; 3] = [mv(58, 15, 1), mv(59, 22, 1), mv(61, 8, 1)];
/// The multiply-add family's operation, `w1[26]` and `w1[27]` long.
const MAD_OP: [Move; 2] = [mv(58, 22, 1), mv(59, 28, 1)];

/// Most moves a twin has.
const MOVES: usize = 12;

/// The moves of `parts`, one list.
const fn join(parts: &[&[Move]]) -> ([Move; MOVES], u8) {
    let mut out = [mv(0, 0, 0); MOVES];
    let (mut n, mut p) = (0, 0);
    while p < parts.len() {
        let mut i = 0;
        while i < parts[p].len() {
            out[n] = parts[p][i];
            n += 1;
            i += 1;
        }
        p += 1;
    }
    (out, n as u8)
}

/// A row: `long => short if GATE keep (bits) free (bits): [moves] [more moves]…` (the
/// gate, the kept and free bits optional); a single move is written `mv(from, to, len)`
/// or a named one, a named list in its own brackets.
macro_rules! twins {
    ($( $long:ident => $short:ident $( if $when:ident )? $( keep ($keep:expr) )?
        $( free ($free:expr) )? : [ $( $m:expr ),* $(,)? ] $( [ $ms:expr ] )* ; )*) => {
        &[ $( Twin::new(
            Form::$long,
            Form::$short,
            Gate::ALWAYS $( .and(super::gate::$when) )?,
            0 $( | $keep )?,
            0 $( | $free )?,
            join(&[ &[ $( $m, )* ] $(, &$ms )* ]),
        ), )* ]
    };
}

/// Every twin, in the order tried (a long form's rows together). A `const`, as
/// [`SPANS`]: where the form is known (a builder's instruction), the rows fold away.
const TWINS: &[Twin] = twins! {
    mov_b16_l => mov_b16_s keep (ALWAYS | LANES): [DST, SRC1, mv(57, 17, 1)];
    mov_b16_l => mov_b16_s if CP keep (ALWAYS | LANES | MEM1): [DST, mv(57, 17, 1)] [SHARED1];
    mov_b16_l => mov_b16_s if CP keep (ALWAYS | LANES | MEM1 | PI): [DST, mv(57, 17, 1)] [SHARED1_PI];
    mov_b16_l => mov_b16_s if VP_GP keep (ALWAYS | LANES | MEM1): [DST, mv(57, 17, 1)] [ATTR1];
    mov_b32_l => mov_b32_s keep (ALWAYS | LANES): [DST, SRC1, mv(57, 17, 1)];
    mov_b32_l => mov_b32_s if CP keep (ALWAYS | LANES | MEM1): [DST, mv(57, 17, 1)] [SHARED1];
    mov_b32_l => mov_b32_s if CP keep (ALWAYS | LANES | MEM1 | PI): [DST, mv(57, 17, 1)] [SHARED1_PI];
    mov_b32_l => mov_b32_s if VP_GP keep (ALWAYS | LANES | MEM1): [DST, mv(57, 17, 1)] [ATTR1];
    add_b16_l => add_b16_s keep (ALWAYS): [DST, SRC1, ADD_SRC2] [ADD_OP];
    add_b16_l => add_b16_s keep (ALWAYS | 1 << 24): [DST, SRC1] [ADD_C] [ADD_OP];
    add_b16_l => add_b16_s if CP keep (ALWAYS | MEM1): [DST, ADD_SRC2] [ADD_OP] [SHARED1];
    add_b16_l => add_b16_s if CP keep (ALWAYS | MEM1 | PI): [DST, ADD_SRC2] [ADD_OP] [SHARED1_PI];
    add_b16_l => add_b16_s if VP_GP keep (ALWAYS | MEM1): [DST, ADD_SRC2] [ADD_OP] [ATTR1];
    add_b32_l => add_b32_s keep (ALWAYS): [DST, SRC1, ADD_SRC2] [ADD_OP];
    add_b32_l => add_b32_s keep (ALWAYS | 1 << 24): [DST, SRC1] [ADD_C] [ADD_OP];
    add_b32_l => add_b32_s if CP keep (ALWAYS | MEM1): [DST, ADD_SRC2] [ADD_OP] [SHARED1];
    add_b32_l => add_b32_s if CP keep (ALWAYS | MEM1 | PI): [DST, ADD_SRC2] [ADD_OP] [SHARED1_PI];
    add_b32_l => add_b32_s if VP_GP keep (ALWAYS | MEM1): [DST, ADD_SRC2] [ADD_OP] [ATTR1];
    mul16_l => mul16_s keep (ALWAYS): [DST, SRC1, SRC2, mv(46, 8, 1), mv(47, 15, 1)];
    mul16_l => mul16_s if CP keep (ALWAYS | MEM1): [DST, SRC2, mv(46, 8, 1), mv(47, 15, 1)] [SHARED1];
    mul16_l => mul16_s if CP keep (ALWAYS | MEM1 | PI): [DST, SRC2, mv(46, 8, 1), mv(47, 15, 1)] [SHARED1_PI];
    mul16_l => mul16_s if VP_GP keep (ALWAYS | MEM1): [DST, SRC2, mv(46, 8, 1), mv(47, 15, 1)] [ATTR1];
    mul16_l => mul16_s keep (ALWAYS | 1 << 23): [DST, SRC1, mv(46, 8, 1), mv(47, 15, 1)] [C];
    mul24_l => mul24_s keep (ALWAYS): [DST, SRC1, SRC2, mv(46, 8, 1), mv(47, 15, 1)];
    mul24_l => mul24_s if CP keep (ALWAYS | MEM1): [DST, SRC2, mv(46, 8, 1), mv(47, 15, 1)] [SHARED1];
    mul24_l => mul24_s if CP keep (ALWAYS | MEM1 | PI): [DST, SRC2, mv(46, 8, 1), mv(47, 15, 1)] [SHARED1_PI];
    mul24_l => mul24_s if VP_GP keep (ALWAYS | MEM1): [DST, SRC2, mv(46, 8, 1), mv(47, 15, 1)] [ATTR1];
    mul24_l => mul24_s keep (ALWAYS | 1 << 23): [DST, SRC1, mv(46, 8, 1), mv(47, 15, 1)] [C];
    sad16_l => sad16_s keep (ALWAYS): [DST, SRC1, SRC2, DST3, mv(59, 8, 1)];
    sad32_l => sad32_s keep (ALWAYS): [DST, SRC1, SRC2, DST3, mv(59, 8, 1)];
    mad_u16_l => mad_u16_s keep (ALWAYS): [DST, SRC1, SRC2, DST3] [MAD_OP];
    mad_u16_l => mad_u16_s if CP keep (ALWAYS | MEM1): [DST, SRC2, DST3] [MAD_OP] [SHARED1];
    mad_u16_l => mad_u16_s if CP keep (ALWAYS | MEM1 | PI): [DST, SRC2, DST3] [MAD_OP] [SHARED1_PI];
    mad_u16_l => mad_u16_s if VP_GP keep (ALWAYS | MEM1): [DST, SRC2, DST3] [MAD_OP] [ATTR1];
    mad_u16_l => mad_u16_s keep (ALWAYS | 1 << 23): [DST, SRC1, DST3] [MAD_OP] [C];
    mad_s16_l => mad_s16_s keep (ALWAYS): [DST, SRC1, SRC2, DST3] [MAD_OP];
    mad_s16_l => mad_s16_s if CP keep (ALWAYS | MEM1): [DST, SRC2, DST3] [MAD_OP] [SHARED1];
    mad_s16_l => mad_s16_s if CP keep (ALWAYS | MEM1 | PI): [DST, SRC2, DST3] [MAD_OP] [SHARED1_PI];
    mad_s16_l => mad_s16_s if VP_GP keep (ALWAYS | MEM1): [DST, SRC2, DST3] [MAD_OP] [ATTR1];
    mad_s16_l => mad_s16_s keep (ALWAYS | 1 << 23): [DST, SRC1, DST3] [MAD_OP] [C];
    mad_sat_s16_l => mad_sat_s16_s keep (ALWAYS): [DST, SRC1, SRC2, DST3] [MAD_OP];
    mad_sat_s16_l => mad_sat_s16_s if CP keep (ALWAYS | MEM1): [DST, SRC2, DST3] [MAD_OP] [SHARED1];
    mad_sat_s16_l => mad_sat_s16_s if CP keep (ALWAYS | MEM1 | PI): [DST, SRC2, DST3] [MAD_OP] [SHARED1_PI];
    mad_sat_s16_l => mad_sat_s16_s if VP_GP keep (ALWAYS | MEM1): [DST, SRC2, DST3] [MAD_OP] [ATTR1];
    mad_sat_s16_l => mad_sat_s16_s keep (ALWAYS | 1 << 23): [DST, SRC1, DST3] [MAD_OP] [C];
    mad_u24_l => mad_u24_s keep (ALWAYS): [DST, SRC1, SRC2, DST3] [MAD_OP];
    mad_u24_l => mad_u24_s if CP keep (ALWAYS | MEM1): [DST, SRC2, DST3] [MAD_OP] [SHARED1];
    mad_u24_l => mad_u24_s if CP keep (ALWAYS | MEM1 | PI): [DST, SRC2, DST3] [MAD_OP] [SHARED1_PI];
    mad_u24_l => mad_u24_s if VP_GP keep (ALWAYS | MEM1): [DST, SRC2, DST3] [MAD_OP] [ATTR1];
    mad_u24_l => mad_u24_s keep (ALWAYS | 1 << 23): [DST, SRC1, DST3] [MAD_OP] [C];
    interp_l => interp_s keep (ALWAYS): [DST] [VAR];
    interp_cent_l => interp_cent_s keep (ALWAYS): [DST] [VAR];
    interp_flat_l => interp_flat_s keep (ALWAYS): [DST] [VAR];
    interp_mul_l => interp_mul_s keep (ALWAYS): [DST, SRC1] [VAR];
    interp_cent_mul_l => interp_cent_mul_s keep (ALWAYS): [DST, SRC1] [VAR];
    rcp_l => rcp_s keep (ALWAYS): [DST, SRC1, mv(52, 15, 1), mv(58, 22, 1)];
    fmad_l => fmad_s keep (ALWAYS): [DST, SRC1, SRC2, DST3] [FMAD_MODS];
    fmad_l => fmad_s if CP keep (ALWAYS | MEM1): [DST, SRC2, DST3] [FMAD_MODS] [SHARED1];
    fmad_l => fmad_s if CP keep (ALWAYS | MEM1 | PI): [DST, SRC2, DST3] [FMAD_MODS] [SHARED1_PI];
    fmad_l => fmad_s if VP_GP keep (ALWAYS | MEM1): [DST, SRC2, DST3] [FMAD_MODS] [ATTR1];
    fmad_l => fmad_s keep (ALWAYS | 1 << 23): [DST, SRC1, DST3] [FMAD_MODS] [C];
    trap => trap_s free (0x7f << 39): [];
    brkpt => brkpt_s keep (ALWAYS): [];
};

/// What the table says about a long word.
pub(super) enum Pick {
    /// No short form prints this long form's text.
    Long,
    /// The short instruction that prints the same text.
    Short(Insn),
    /// Only the text can tell.
    Text,
}

/// Whether a long form shares its mnemonic with a short form (its text might read as
/// the short form's): those without a twin row are decided by text. A form with a code
/// target never is (no short form has one: a code buffer's branches keep their place).
const SHORT_MNEMONICS: [bool; Form::COUNT] = {
    let mut out = [false; Form::COUNT];
    let mut i = 0;
    while i < Form::COUNT {
        let mut j = 0;
        while FORMS[i].bits & 1 == 1 && FORMS[i].branch.is_none() && j < Form::COUNT {
            if FORMS[j].bits & 1 == 0
                && crate::form::support::str_eq(FORMS[i].mnemonic, FORMS[j].mnemonic)
            {
                out[i] = true;
            }
            j += 1;
        }
        i += 1;
    }
    out
};

/// For each form, its twin rows `TWINS[start..end]`; `text`: when none applies, the text
/// decides (a form with rows, or one in [`SHORT_MNEMONICS`]).
#[derive(Clone, Copy)]
struct Span {
    start: u8,
    end: u8,
    text: bool,
}

const SPANS: [Span; Form::COUNT] = {
    let mut out = [Span {
        start: 0,
        end: 0,
        text: false,
    }; Form::COUNT];
    let mut f = 0;
    while f < Form::COUNT {
        out[f].text = SHORT_MNEMONICS[f];
        f += 1;
    }
    let mut i = TWINS.len();
    while i > 0 {
        i -= 1;
        let f = TWINS[i].long.index();
        assert!(
            out[f].end == 0 || out[f].start as usize == i + 1,
            "a long form's twin rows are not together"
        );
        if out[f].end == 0 {
            out[f].end = i as u8 + 1;
        }
        out[f].start = i as u8;
        out[f].text = true;
    }
    out
};

/// The short twin of long word `w` of form `form` on `target`.
#[inline(always)]
pub(super) fn pick(form: Form, w: u64, target: Target) -> Pick {
    let span = SPANS[form.index()];
    for t in &TWINS[span.start as usize..span.end as usize] {
        if w & t.care != t.keep || !t.allowed(target) {
            continue;
        }
        let s = t.gather(w);
        if t.shared && !t.agrees(w, s) {
            continue;
        }
        return Pick::Short(Insn {
            form: t.short,
            bits: t.short_bits | s,
        });
    }
    match span.text {
        true => Pick::Text,
        false => Pick::Long,
    }
}

#[inline(always)]
const fn low(len: u8) -> u64 {
    (1 << len) - 1
}

#[cfg(test)]
mod tests {
    use super::super::layout::{shortest, shortest_by_text};
    use super::super::target::{Mode, Variant};
    use super::super::{Insn, Target};
    use super::*;

    fn next(s: &mut u64) -> u64 {
        *s ^= *s << 13;
        *s ^= *s >> 7;
        *s ^= *s << 17;
        *s
    }

    /// Every target.
    fn targets() -> impl Iterator<Item = Target> {
        Variant::ALL.into_iter().flat_map(|variant| {
            Mode::ALL
                .into_iter()
                .map(move |mode| Target { variant, mode })
        })
    }

    /// Word `w` decoded for `target` and its shortest form, which must be the text's
    /// (`None` when `w` does not decode).
    fn agree(w: u64, target: Target) -> Option<(Insn, Insn)> {
        let insn = Insn::decode_in(w, target).ok()?;
        let want = shortest_by_text(insn, target);
        let got = shortest(insn, target);
        assert_eq!(
            got,
            want,
            "{w:016x} {target:?}: `{}` gives `{}`",
            insn.display(target),
            got.display(target)
        );
        Some((insn, want))
    }

    /// Every twin row gives, on every target, the word the text gives: on words inside
    /// its rows (drawn at random through its moves) and on words one or two bits away.
    /// Each row shortens some word by itself, without the text.
    #[test]
    fn twins_agree_with_the_text() {
        let mut seed = 0x9e37_79b9_7f4a_7c15;
        for (k, t) in TWINS.iter().enumerate() {
            let long = &FORMS[t.long.index()];
            // The bits no one reads: neither the form's, the moves' nor the kept ones.
            let free = !(t.care | long.mask as u64 | t.moved);
            let (mut fast, mut total) = (0, 0);
            for target in targets() {
                for n in 0..400 {
                    let (r, m) = (next(&mut seed), next(&mut seed));
                    // Shared short bits are written back to each of their long places.
                    let mut w = long.bits as u64 | t.keep | (r & free) | t.scatter(t.gather(m));
                    for _ in 0..n % 3 {
                        w ^= 1 << (next(&mut seed) % 64);
                    }
                    let Some((insn, _)) = agree(w, target).filter(|(i, _)| i.len() == 8) else {
                        continue;
                    };
                    if insn.form() == t.long {
                        total += 1;
                        if matches!(pick(t.long, w, target), Pick::Short(_)) {
                            fast += 1;
                        }
                    }
                }
            }
            assert!(
                fast > 0,
                "row {k} ({}) never applies ({total} words)",
                long.name
            );
        }
    }

    /// The long words of the reference vectors and words a few bits away from them
    /// shorten, on every target, as the text says; every long form that some of them
    /// shorten has a twin row.
    #[test]
    fn vector_words_shorten_as_the_text_says() {
        extern crate std;
        use std::string::String;
        use std::vec::Vec;
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/g80");
        let mut words = Vec::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "tsv") {
                let text: String = std::fs::read_to_string(&path).unwrap();
                for cell in text.lines().flat_map(|l| l.split('\t')) {
                    let w: Vec<u64> = cell
                        .split_whitespace()
                        .filter(|t| t.len() == 8)
                        .filter_map(|t| u64::from_str_radix(t, 16).ok())
                        .collect();
                    if w.len() == 2 && w[0] & 1 == 1 {
                        words.push(w[0] | w[1] << 32);
                    }
                }
            }
        }
        words.sort_unstable();
        words.dedup();
        assert!(words.len() > 1000, "{} long words", words.len());
        let mut seed = 0x2545_f491_4f6c_dd1d;
        let (mut short, mut fast) = (0, 0);
        for target in targets() {
            for &w0 in &words {
                for k in 0..4 {
                    let mut w = w0;
                    for _ in 0..k {
                        w ^= 1 << (next(&mut seed) % 64);
                    }
                    let Some((insn, want)) = agree(w, target) else {
                        continue;
                    };
                    if want.len() == 4 && insn.len() == 8 {
                        short += 1;
                        let span = SPANS[insn.form().index()];
                        assert!(span.end > span.start, "{:?}", insn.form());
                        fast += matches!(pick(insn.form(), w, target), Pick::Short(_)) as u32;
                    }
                }
            }
        }
        std::eprintln!("{short} long words shorten, {fast} through the table");
        // Words with bits the long form ignores and `c[]` sources with `++` go by text.
        assert!(
            fast * 20 > short * 19,
            "{fast} of {short} through the table"
        );
    }

    /// `Rules::shorter`'s contract: a form with a code target never shortens (a code
    /// buffer's branch sites never move), and no short form has one.
    #[test]
    fn branches_have_no_short_twin() {
        let mut branches = 0;
        for (k, f) in FORMS.iter().enumerate() {
            if f.branch.is_some() {
                branches += 1;
                assert!(f.bits & 1 == 1, "{} is short and branches", f.name);
                assert!(
                    SPANS[k].end == 0 && !SPANS[k].text,
                    "{} may shorten",
                    f.name
                );
            }
        }
        assert!(branches >= 5, "{branches} forms with a code target");
    }
}
