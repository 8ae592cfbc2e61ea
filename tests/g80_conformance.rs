//! G80 disassembly against `tests/data/g80`: every row under the variant and
//! program type it names (the synthetic file under every pair of its `combos` column),
//! byte-for-byte envydis text. Also checks stream decoding and lossless round trips.

mod common;

use isadef::g80::{Insn, Target};
use isadef::text::Sink;

/// Text of one instruction given as one or two words (one word of a long instruction
/// prints `[incomplete]`).
fn text(words: &[u32], target: Target) -> String {
    let long = isadef::g80::table::length_of(u128::from(words[0])) == 8;
    let w1 = if long {
        words.get(1).copied().unwrap_or(0)
    } else {
        0
    };
    let insn = Insn::decode_in(u64::from(words[0]) | u64::from(w1) << 32, target)
        .expect("every G80 word decodes (envydis has a catch-all row)");
    // Lossless: the decoded instruction re-encodes to the same bytes.
    let mut bytes = [0u8; 8];
    insn.encode_le(&mut bytes).unwrap();
    assert_eq!(&bytes[..4], &words[0].to_le_bytes());
    if long {
        assert_eq!(insn.len(), 8);
        assert_eq!(&bytes[4..], &w1.to_le_bytes());
    }
    let mut s = String::new();
    let mut sink = Sink::new(&mut s);
    isadef::g80::text::write_insn(insn, target, 4 * words.len(), &mut sink).unwrap();
    sink.finish().unwrap();
    s
}

fn words(field: &str) -> Vec<u32> {
    field
        .split_whitespace()
        .map(|w| u32::from_str_radix(w, 16).expect("hex word"))
        .collect()
}

use common::g80_target as target;

/// Checks one file; returns (matched, total) and prints up to 10 mismatches.
fn check(file: &str, rows: impl Fn(&[&str]) -> Vec<(Target, Vec<u32>, String)>) -> (usize, usize) {
    let dir = common::vectors_dir("g80");
    let (mut ok, mut total) = (0, 0);
    for (line, l) in common::vector_lines(&dir.join(file)) {
        let cols: Vec<&str> = l.split('\t').collect();
        for (t, w, expected) in rows(&cols) {
            total += 1;
            let got = text(&w, t);
            if got == expected {
                ok += 1;
            } else if total - ok <= 10 {
                eprintln!("{file}:{line} {t:?} {w:08x?}\n  expected {expected}\n  got      {got}");
            }
        }
    }
    eprintln!("{file}: {ok} / {total}");
    assert!(total > 0, "{file}: no rows");
    (ok, total)
}

#[test]
fn synthetic_every_variant_and_mode() {
    let (ok, total) = check("envydis_f102b823_synthetic.tsv", |c| {
        let pairs = common::g80_combos(c[3]);
        pairs
            .into_iter()
            .map(|t| (t, words(c[2]), c[4].to_string()))
            .collect()
    });
    assert_eq!(ok, total, "synthetic: {ok} / {total}");
}

/// Picks target, words column and text column of a row.
type Pick = fn(&[&str]) -> (Target, usize, usize);

#[test]
fn real_code() {
    let files: [(&str, Pick); 4] = [
        ("decuda_c30bd179_cubins_sm10.tsv", |_| {
            (target("g80", "cp"), 3, 4)
        }),
        ("mesa_9b2ccd6a_nv50_query_hw_sm.tsv", |c| {
            (target(c[1], c[0]), 2, 3)
        }),
        ("mesa_de80660c_nv50_surface_blit.tsv", |c| {
            (target("g80", c[1]), 2, 3)
        }),
        ("xf86-video-nouveau_67927501_nv50_accel.tsv", |c| {
            (target("g80", c[1]), 2, 3)
        }),
    ];
    for (file, pick) in files {
        let (ok, total) = check(file, |c| {
            let (t, w, x) = pick(c);
            vec![(t, words(c[w]), c[x].to_string())]
        });
        assert_eq!(ok, total, "{file}: {ok} / {total}");
    }
}

#[test]
fn stream_lengths_and_truncation() {
    let t = target("g80", "cp");
    // mov b32 $r1 b32 s[0x10] (short), then a long mov, then half a long instruction.
    let mut bytes = Vec::new();
    bytes.extend_from_slice(&0x1100e804u32.to_le_bytes());
    bytes.extend_from_slice(&0x10008001u32.to_le_bytes());
    bytes.extend_from_slice(&0x00000003u32.to_le_bytes());
    bytes.extend_from_slice(&0x10000001u32.to_le_bytes());
    let got: Vec<_> = Insn::stream(&bytes, t).collect();
    assert_eq!(got.len(), 3);
    assert_eq!((got[0].0, got[0].1.unwrap().len()), (0, 4));
    assert_eq!((got[1].0, got[1].1.unwrap().len()), (4, 8));
    assert_eq!(got[2].0, 12);
    assert_eq!(
        got[2].1.unwrap_err().kind,
        isadef::DecodeErrorKind::Truncated {
            needed: 8,
            available: 4
        }
    );
    assert_eq!(
        text(&[0x10000001], t),
        "(never) (lnone) mov b16 $r0l $r0l [incomplete]"
    );
    // Unknown bits of a truncated instruction: the missing bytes print `??`, as in
    // envydis (core-dis.c prints `??` for every byte past the input).
    assert_eq!(
        text(&[0x0f800001], t),
        "(never) ??? $r0 ??? ??? ??? [unknown: 0f800000 ????????] [incomplete] \
         [unknown instruction] [unknown operand]"
    );
    // A short instruction with bits above its length is not a valid single word.
    assert!(Insn::decode_in(0x1_0000_0000, t).is_err());
    let dump = isadef::g80::text::disassemble_in(&bytes, t);
    assert_eq!(dump.lines().count(), 3, "{dump}");
    assert!(
        dump.lines().last().unwrap().contains("[incomplete]"),
        "{dump}"
    );
}
