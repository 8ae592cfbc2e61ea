//! `Insn::stream` against a plain walk with `Insn::decode_le_in` (the rules `Stream`
//! documents: an instruction advances by its length, a word no form matches by the length
//! its first bytes give, a truncated instruction ends the stream) on byte buffers of every
//! length, made of words drawn from the tables (each form's fixed bits, any other bits)
//! and of random bytes, for all three instruction sets and every G80 target.

use isadef::error::{DecodeError, DecodeErrorKind};

/// A small deterministic generator (xorshift64*).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn wide(&mut self) -> u128 {
        (self.next() as u128) << 64 | self.next() as u128
    }
}

/// A buffer of `n` instructions: each a word of a random form (its fixed bits, random
/// elsewhere) or random bits, as many bytes as its length field says (`len_of`), the
/// whole cut short by up to `unit` bytes at the end.
fn buffer(
    rng: &mut Rng,
    forms: &[(u128, u128)],
    len_of: fn(u128) -> usize,
    unit: usize,
    n: usize,
) -> Vec<u8> {
    let mut bytes = Vec::new();
    for _ in 0..n {
        let r = rng.wide();
        let w = if rng.next() % 4 == 0 {
            r
        } else {
            let (mask, bits) = forms[rng.next() as usize % forms.len()];
            (r & !mask) | bits
        };
        bytes.extend_from_slice(&w.to_le_bytes()[..len_of(w)]);
    }
    let cut = (rng.next() as usize % (unit + 1)).min(bytes.len());
    bytes.truncate(bytes.len() - cut);
    bytes
}

/// The walk `Stream` documents, one `decode_le_in` per instruction.
macro_rules! walk {
    ($isa:ident, $bytes:expr, $target:expr) => {{
        use isadef::$isa::table::{length_of, LENGTHS};
        use isadef::$isa::Insn;
        let bytes: &[u8] = $bytes;
        let mut out: Vec<(usize, Result<Insn, DecodeError>)> = Vec::new();
        let mut at = 0;
        while at < bytes.len() {
            let r = Insn::decode_le_in(bytes, at, $target);
            let next = match r {
                Ok(i) => at + i.len(),
                Err(DecodeError {
                    kind: DecodeErrorKind::Truncated { .. },
                    ..
                }) => bytes.len(),
                Err(_) => at + length_of(isadef::bits::read_le(bytes, at, LENGTHS[0])),
            };
            out.push((at, r));
            at = next;
        }
        out
    }};
}

macro_rules! check {
    ($isa:ident, $unit:expr, $target:expr, $seed:expr) => {{
        use isadef::$isa::table::{length_of, FORMS};
        use isadef::$isa::Insn;
        let forms: Vec<(u128, u128)> = FORMS.iter().map(|f| (f.mask, f.bits)).collect();
        let mut rng = Rng($seed);
        let (mut insns, mut decoded) = (0, 0);
        for round in 0..400 {
            let bytes = buffer(&mut rng, &forms, length_of, $unit, round % 40);
            let got: Vec<_> = Insn::stream(&bytes, $target).collect();
            let want = walk!($isa, &bytes, $target);
            assert_eq!(got, want, "{} bytes {:02x?}", stringify!($isa), bytes);
            insns += got.len();
            decoded += got.iter().filter(|(_, r)| r.is_ok()).count();
        }
        // The buffers exercise both outcomes.
        assert!(
            decoded > insns / 4 && decoded < insns,
            "{decoded} of {insns}"
        );
    }};
}

#[test]
fn vivante_stream_is_the_plain_walk() {
    check!(vivante, 16, (), 0x1234_5678_9abc_def1);
}

#[test]
fn valhall_stream_is_the_plain_walk() {
    check!(valhall, 8, (), 0x0fed_cba9_8765_4321);
}

#[test]
fn g80_stream_is_the_plain_walk_on_every_target() {
    use isadef::g80::{
        target::{Mode, Variant},
        Target,
    };
    let mut seed = 0x5555_aaaa_1234_8765;
    for variant in Variant::ALL {
        for mode in Mode::ALL {
            // Short and long instructions, and a long one cut off at the end.
            check!(g80, 8, Target { variant, mode }, seed);
            seed = seed.wrapping_mul(3) + 1;
        }
    }
}
