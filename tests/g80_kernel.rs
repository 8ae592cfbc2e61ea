//! The committed G80 kernel (`examples/data/g80_kernel.{bin,txt}`) is exactly what the
//! builders and the code buffer produce; its listing is what `disasm --arch g80 --mode
//! cp` prints; its labelled listing is what the example prints; every branch goes to its
//! label; shortening kept the text and the alignment; only the last instruction exits;
//! and the same program written as text assembles (`assemble_program`) to the same bytes.

include!("../examples/common/g80_kernel_program.rs");
use isadef::g80::{layout::shortest, table::fields};

const REGENERATE: &str = "regenerate with `cargo run --example g80_kernel -- --write`";

fn committed(name: &str) -> Vec<u8> {
    let path = format!("{}/examples/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The kernel as assembler text: label definitions, branches naming labels, and every
/// instruction as envydis prints it for a G80 compute program.
const PROGRAM: &str = "\
and b32 $r1 $r0 0xffff
set $c0 # le u32 b32 s[0x18] $r1
(lg $c0) bra done
shl b32 $r1 $r1 0x2
add b32 $r2 b32 s[0x10] $r1
add b32 $r3 b32 s[0x14] $r1
mov b32 $r6 b32 s[0x1c]
mov b32 $r7 0x1
row:
ld b32 $r4 g0[$r2]
ld b32 $r5 g0[$r3]
add f32 $r5 (mul $r4 c0[0x0]) $r5
st b32 g0[$r3] $r5
add b32 $r2 b32 s[0x20] $r2
add b32 $r3 b32 s[0x20] $r3
sub b32 $c0 $r6 $r6 $r7
(lg $c0) bra row
done:
exit nop
";

/// The instruction lines of [`PROGRAM`], label names replaced by their addresses (what
/// envydis prints).
fn texts() -> Vec<String> {
    let labels = kernel_code().labels;
    PROGRAM
        .lines()
        .filter(|l| !l.ends_with(':'))
        .map(|l| {
            LABELS
                .iter()
                .zip(&labels)
                .fold(l.to_string(), |l, (name, at)| {
                    match l.strip_suffix(&format!(" {name}")) {
                        Some(head) => format!("{head} {:#x}", at.unwrap()),
                        None => l,
                    }
                })
        })
        .collect()
}

#[test]
fn committed_binary_matches_builders() {
    let bin = committed("g80_kernel.bin");
    assert_eq!(bin, kernel_binary(), "{REGENERATE}");
    let prog = kernel_program();
    assert_eq!(prog.len(), 17);
    for (off, insn) in &prog {
        // Long instructions sit at 8-byte-aligned addresses.
        if insn.len() == 8 {
            assert_eq!(off % 8, 0, "long instruction at {off:#x}");
        }
    }
}

#[test]
fn listing_is_the_committed_text() {
    let text = String::from_utf8(committed("g80_kernel.txt")).unwrap();
    // `disasm --arch g80 --mode cp FILE` prints `g80::text::disassemble_in` of the file's bytes.
    assert_eq!(
        disassemble_in(&kernel_binary(), TARGET),
        text,
        "{REGENERATE}"
    );
    let lines: Vec<&str> = text.lines().collect();
    let want = texts();
    assert_eq!(lines.len(), want.len());
    let labels = kernel_code().labels;
    for (line, want) in lines.iter().zip(&want) {
        // envydis layout: address, words, a `B` at branch targets, then the text from
        // column 32.
        assert_eq!(&line[32..], want, "{line:?}");
        let at = usize::from_str_radix(&line[..8], 16).unwrap();
        let mark = if labels.contains(&Some(at)) { "B" } else { " " };
        assert_eq!(&line[30..31], mark, "{line:?}");
    }
}

/// What `cargo run --example g80_kernel` prints.
#[test]
fn labelled_listing() {
    let expected = "\
00000000: and b32 $r1 $r0 0xffff
00000008: set $c0 # le u32 b32 s[0x18] $r1
00000010: (lg $c0) bra done
00000018: shl b32 $r1 $r1 0x2
00000020: add b32 $r2 b32 s[0x10] $r1
00000024: add b32 $r3 b32 s[0x14] $r1
00000028: mov b32 $r6 b32 s[0x1c]
00000030: mov b32 $r7 0x1
row:
00000038: ld b32 $r4 g0[$r2]
00000040: ld b32 $r5 g0[$r3]
00000048: add f32 $r5 (mul $r4 c0[0x0]) $r5
00000050: st b32 g0[$r3] $r5
00000058: add b32 $r2 b32 s[0x20] $r2
0000005c: add b32 $r3 b32 s[0x20] $r3
00000060: sub b32 $c0 $r6 $r6 $r7
00000068: (lg $c0) bra row
done:
00000070: exit nop
";
    assert_eq!(kernel_listing(), expected);
    // The listing is the program text with addresses.
    let listed: String = expected
        .lines()
        .map(|l| format!("{}\n", l.split_once(": ").map_or(l, |(_, t)| t)))
        .collect();
    assert_eq!(listed, PROGRAM);
}

/// Each branch of the committed binary, decoded, goes to its label: the bounds check
/// forward to `done`, the loop back to `row`; both labels stayed 8-byte aligned after
/// shortening moved them.
#[test]
fn branches_go_to_their_labels() {
    let bin = committed("g80_kernel.bin");
    let done = kernel_code();
    assert_eq!(done.labels, [Some(0x38), Some(0x70)]);
    let mut seen = Vec::new();
    for site in done.sites() {
        let insn = Insn::decode_le_in(&bin, site.offset, TARGET).unwrap();
        let branch = insn.info().branch.expect("a branching form");
        let to = branch.target(site.offset, insn.len(), insn.bits().into());
        let isadef::code::Dest::Label(label) = site.dest else {
            panic!("branch at {:#x} has no label", site.offset);
        };
        assert_eq!(to, done.labels[label.index()], "at {:#x}", site.offset);
        assert_eq!(to, Some(site.to));
        let bra = Bra::from_insn(insn).unwrap();
        assert_eq!(bra.get_pred(), Pred::when(Cc::Lg, 0));
        seen.push((site.offset, LABELS[label.index()]));
    }
    assert_eq!(seen, [(0x10, "done"), (0x68, "row")]);
    // The same targets, found by walking the binary.
    let targets: Vec<usize> = isadef::code::branch_targets::<G80>(&bin, TARGET).collect();
    assert_eq!(targets, [0x70, 0x38]);
}

#[test]
fn shortening_kept_text_and_alignment() {
    let prog = kernel_program();
    let want = texts();
    for ((off, insn), want) in prog.iter().zip(&want) {
        assert_eq!(insn.display(TARGET).to_string(), *want, "at {off:#x}");
    }
    // The two pairs of address additions became short instructions; the moves before
    // the loop and the multiply-add have short forms too, but no short partner (an
    // immediate move, a store), so they stay long.
    let lens: Vec<usize> = prog.iter().map(|(_, i)| i.len()).collect();
    assert_eq!(lens, [8, 8, 8, 8, 4, 4, 8, 8, 8, 8, 8, 8, 4, 4, 8, 8, 8]);
    for k in [6, 10] {
        assert_eq!(shortest(prog[k].1, TARGET).len(), 4, "{}", want[k]);
    }
    assert_eq!(kernel_binary().len(), 0x78);
    // Without shortening every instruction stays long, and the labels sit further on.
    let mut code = CodeBuffer::<G80>::new(TARGET);
    build(&mut code).unwrap();
    let long = code.finish().unwrap();
    assert_eq!(long.bytes.len(), 8 * 17);
    assert_eq!(long.labels, [Some(0x40), Some(0x80)]);
}

#[test]
fn only_the_last_instruction_exits() {
    let prog = kernel_program();
    for (k, (_, i)) in prog.iter().enumerate() {
        let exits =
            i.len() == 8 && i.field(fields::FLOW) == Flow::Exit as u128 && i.bits() & 2 == 0;
        assert_eq!(exits, k == prog.len() - 1, "instruction {k}");
    }
}

/// The assembler agrees with the builders and the buffer: the program's text, labels
/// and all, assembled as a program (envyas's choices: short encodings, then long ones
/// where alignment needs them, labels resolved to addresses) gives the committed binary
/// byte for byte.
#[test]
fn program_text_assembles_to_the_binary() {
    let code = isadef::g80::Insn::assemble_program_in(PROGRAM, TARGET)
        .unwrap()
        .bytes;
    assert_eq!(code, committed("g80_kernel.bin"));
    // Without `shortest()` the buffer keeps the four additions long: the same text with
    // `long` before those lines (envyas's prefix for a long encoding) assembles to that.
    let short: Vec<usize> = kernel_program()
        .iter()
        .enumerate()
        .filter(|(_, (_, i))| i.len() == 4)
        .map(|(k, _)| k)
        .collect();
    assert_eq!(short, [4, 5, 12, 13]);
    let mut k = 0;
    let mut text = String::new();
    for line in PROGRAM.lines() {
        if !line.ends_with(':') {
            if short.contains(&k) {
                text.push_str("long ");
            }
            k += 1;
        }
        text.push_str(line);
        text.push('\n');
    }
    let mut buffer = CodeBuffer::<G80>::new(TARGET);
    build(&mut buffer).unwrap();
    let long = buffer.finish().unwrap();
    assert_eq!(
        isadef::g80::Insn::assemble_program_in(&text, TARGET)
            .unwrap()
            .bytes,
        long.bytes
    );
}
