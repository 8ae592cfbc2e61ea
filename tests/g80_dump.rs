//! G80 raw dumps (`g80::text::disassemble_in`, `write_dump_line`): envydis's line layout with call/branch
//! target marks (envydis's `C`/`B` marks), on a hand-made buffer and on the
//! decuda kernels of `tests/data/g80`, whose marks are checked against the targets
//! written in the reference text.

mod common;

use isadef::g80::text::{code_targets, write_dump_line, Marks};
use isadef::g80::{
    target::{Mode, Variant},
    text::disassemble_in,
    Insn, Target,
};
use isadef::text::Sink;
use std::collections::{BTreeMap, BTreeSet};

fn le(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// A call and branches: to a short instruction, a long one, one address that is both a
/// call and a branch target, the middle of a long instruction and past the end; and a
/// truncated call at the end.
fn program() -> Vec<u8> {
    le(&[
        0x20003003, 0x00000000, // 0x00 call 0x18
        0x10008004, // 0x08 mov b32 $r1 $r0
        0x10001803, 0x00000780, // 0x0c bra 0xc (to itself)
        0x10008004, // 0x14 mov b32 $r1 $r0
        0x30000003, 0x00000780, // 0x18 ret
        0x10003003, 0x00000780, // 0x20 bra 0x18
        0xa0080003, 0x00000000, // 0x28 joinat 0x400 (outside the buffer)
        0x10002003, 0x00000780, // 0x30 bra 0x10 (inside the instruction at 0xc)
        0x20002803, // 0x38 call 0x14, second word missing
    ])
}

const EXPECTED: &str = "\
00000000: 20003003 00000000     call 0x18
00000008: 10008004              mov b32 $r1 $r0
0000000c: 10001803 00000780   B bra 0xc

00000014: 10008004           C  mov b32 $r1 $r0

00000018: 30000003 00000780  CB ret
00000020: 10003003 00000780     bra 0x18
00000028: a0080003 00000000     joinat 0x400
00000030: 10002003 00000780     bra 0x10
00000038: 20002803 ????????     call 0x14 [incomplete]
";

#[test]
fn dump_marks_call_and_branch_targets() {
    let t = Target::default();
    assert_eq!(disassemble_in(&program(), t), EXPECTED);
    // The text starts at column 32 on every instruction line.
    for l in EXPECTED.lines().filter(|l| !l.is_empty()) {
        assert_eq!(&l[29..32], &l[29..32].to_ascii_uppercase());
        assert!(!l[32..].starts_with(' '), "{l}");
    }
}

#[test]
fn targets_and_marks_without_allocation() {
    let t = Target::default();
    let bytes = program();
    let all: Vec<(usize, Marks)> = code_targets(&bytes, t).collect();
    assert_eq!(
        all,
        [
            (0x18, Marks::CALL),
            (0x0c, Marks::BRANCH),
            (0x18, Marks::BRANCH),
            (0x10, Marks::BRANCH),
            (0x14, Marks::CALL),
        ]
    );
    assert_eq!(Marks::at(&bytes, t, 0), Marks::NONE);
    assert_eq!(Marks::at(&bytes, t, 0x0c), Marks::BRANCH);
    assert_eq!(Marks::at(&bytes, t, 0x14), Marks::CALL);
    assert_eq!(
        Marks::at(&bytes, t, 0x18),
        Marks {
            call: true,
            branch: true
        }
    );
    // `bra c[…]` (GT215) reads its target from memory: no code target.
    let gt215 = Target {
        variant: Variant::Gt215,
        mode: Mode::Vp,
    };
    let bra_c = Insn::decode_in(0x0000_0000_c000_0003, gt215).unwrap();
    assert_eq!(bra_c.code_target(), None);
    let preret = Insn::decode_in(0x0000_0040_d000_2003, gt215).unwrap();
    assert_eq!(preret.display(gt215).to_string(), "preret lim 0x10");
    assert_eq!(preret.code_target(), Some((0x10, Marks::BRANCH)));
    // High target bits live in w1[19:14].
    let far = Insn::decode_in(0x0008_0000_2000_0003, t).unwrap();
    assert_eq!(far.code_target(), Some((0x80_0000, Marks::CALL)));
    assert_eq!(far.display(t).to_string(), "call 0x800000");
    // An unknown control opcode still reads a target (envydis's `OOPS, BTARG` row).
    let unk = Insn::decode_in(0x0000_0780_e000_0803, t).unwrap();
    assert_eq!(unk.code_target(), Some((4, Marks::BRANCH)));
    assert_eq!(Insn::decode_in(0x10008004, t).unwrap().code_target(), None);
}

#[test]
fn write_line_mark_columns() {
    let t = Target::default();
    let insn = Insn::decode_in(0x10008004, t).unwrap();
    let line = |m: Marks| {
        let mut s = String::new();
        let mut out = Sink::new(&mut s);
        write_dump_line(insn, t, 0x40, 4, m, &mut out).unwrap();
        out.finish().unwrap();
        s
    };
    let words = "00000040: 10008004         ";
    assert_eq!(line(Marks::NONE), format!("{words}     mov b32 $r1 $r0"));
    assert_eq!(line(Marks::BRANCH), format!("{words}   B mov b32 $r1 $r0"));
    assert_eq!(line(Marks::CALL), format!("\n{words}  C  mov b32 $r1 $r0"));
    assert_eq!(
        line(Marks::CALL.union(Marks::BRANCH)),
        format!("\n{words}  CB mov b32 $r1 $r0")
    );
}

/// Byte offset, words and reference text of one instruction.
type Row = (usize, Vec<u32>, String);

/// Every decuda kernel as one buffer: the dump prints the reference text of every
/// instruction, and marks exactly the instruction addresses that the reference text's
/// `bra`/`call`/`joinat`/`breakaddr` operands name (blank line before call targets).
#[test]
fn decuda_kernels_dump_with_marks() {
    let dir = common::vectors_dir("g80");
    let t = Target {
        variant: Variant::G80,
        mode: Mode::Cp,
    };
    let mut kernels: BTreeMap<(String, String), Vec<Row>> = BTreeMap::new();
    for (_, l) in common::vector_lines(&dir.join("decuda_c30bd179_cubins_sm10.tsv")) {
        let c: Vec<&str> = l.split('\t').collect();
        let off = usize::from_str_radix(c[2].trim_start_matches("0x"), 16).unwrap();
        let words = c[3]
            .split_whitespace()
            .map(|w| u32::from_str_radix(w, 16).unwrap())
            .collect();
        kernels
            .entry((c[0].to_string(), c[1].to_string()))
            .or_default()
            .push((off, words, c[4].to_string()));
    }
    let (mut calls, mut branches) = (0, 0);
    for ((file, kernel), insns) in &kernels {
        let mut bytes = Vec::new();
        for (off, words, _) in insns {
            assert_eq!(*off, bytes.len(), "{file} {kernel}: offsets are contiguous");
            bytes.extend(le(words));
        }
        // Targets from the reference text.
        let starts: BTreeSet<usize> = insns.iter().map(|i| i.0).collect();
        let (mut c_targets, mut b_targets) = (BTreeSet::new(), BTreeSet::new());
        for (_, _, text) in insns {
            let toks: Vec<&str> = text.split(' ').collect();
            for (i, tok) in toks.iter().enumerate() {
                let set = match *tok {
                    "call" => &mut c_targets,
                    "bra" | "joinat" | "breakaddr" | "preret" => &mut b_targets,
                    _ => continue,
                };
                let n = toks[i + 1..].iter().find(|s| s.starts_with("0x")).unwrap();
                let a = usize::from_str_radix(&n[2..], 16).unwrap();
                if starts.contains(&a) {
                    set.insert(a);
                }
            }
        }
        calls += c_targets.len();
        branches += b_targets.len();
        let dump = disassemble_in(&bytes, t);
        let mut lines = dump.lines();
        for (off, words, text) in insns {
            let mut line = lines.next().unwrap();
            let call = c_targets.contains(off);
            if call {
                assert_eq!(line, "", "{file} {kernel}: blank line before {off:#x}");
                line = lines.next().unwrap();
            }
            let branch = b_targets.contains(off);
            let marks = format!(
                "{}{}",
                if call { 'C' } else { ' ' },
                if branch { 'B' } else { ' ' }
            );
            let w1 = words
                .get(1)
                .map_or("        ".to_string(), |w| format!("{w:08x}"));
            assert_eq!(
                line,
                format!("{off:08x}: {:08x} {w1}  {marks} {text}", words[0]),
                "{file} {kernel}"
            );
        }
        assert_eq!(lines.next(), None);
    }
    eprintln!(
        "{} kernels, {calls} call targets, {branches} branch targets",
        kernels.len()
    );
    assert!(branches > 10 && calls >= 1, "{calls} {branches}");
}

/// The pre-pass steps over words that cannot name a target without decoding them: its
/// targets are those of decoding every instruction, on random buffers (short, long and
/// control words, a cut-off last instruction) and every target; and every word decodes,
/// which the stepping relies on.
#[test]
fn code_targets_equal_a_decoding_walk() {
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let variants = [
        Variant::G80,
        Variant::G84,
        Variant::G200,
        Variant::Mcp77,
        Variant::Gt215,
    ];
    let modes = [Mode::Vp, Mode::Gp, Mode::Fp, Mode::Cp];
    let mut found = 0;
    for round in 0..2000 {
        // Small targets, so that many land inside the buffer.
        let len = 4 + (next() % 253) as usize;
        let bytes: Vec<u8> = (0..len)
            .map(|i| {
                let r = next() as u8;
                if i % 4 == 0 {
                    r & 0x0f | (round as u8 & 3)
                } else if i % 4 == 1 {
                    r & 0x3
                } else {
                    r
                }
            })
            .collect();
        for v in variants {
            for m in modes {
                let t = Target {
                    variant: v,
                    mode: m,
                };
                let mut expected = Vec::new();
                let mut off = 0;
                while off < bytes.len() {
                    let mut b = [0u8; 8];
                    let n = (bytes.len() - off).min(8);
                    b[..n].copy_from_slice(&bytes[off..off + n]);
                    let mut w = u64::from_le_bytes(b);
                    let l = if w & 1 == 0 { 4 } else { 8 };
                    if l == 4 {
                        w &= 0xffff_ffff;
                    }
                    let insn = Insn::decode_in(w, t).expect("every G80 word decodes");
                    if let Some((a, k)) = insn.code_target() {
                        if (a as usize) < bytes.len() {
                            expected.push((a as usize, k));
                        }
                    }
                    off += l;
                }
                found += expected.len();
                assert_eq!(
                    code_targets(&bytes, t).collect::<Vec<_>>(),
                    expected,
                    "{t:?} {bytes:02x?}"
                );
            }
        }
    }
    assert!(
        found > 1000,
        "{found} targets: the buffers should name some"
    );
}
