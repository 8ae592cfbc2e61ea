//! The committed G80 kernel (`examples/data/g80_kernel.{bin,txt}`) is exactly what the
//! builders produce; its listing is what `disasm --arch g80 --mode cp` prints; each
//! instruction prints the expected envydis text; shortening kept the text and the
//! alignment; only the last instruction exits.

include!("../examples/common/g80_kernel_program.rs");

const REGENERATE: &str = "regenerate with `cargo run --example g80_kernel -- \
     examples/data/g80_kernel.bin > examples/data/g80_kernel.txt`";

fn committed(name: &str) -> Vec<u8> {
    let path = format!("{}/examples/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The text of every instruction, as envydis prints it for a G80 compute program.
const TEXT: [&str; 8] = [
    "and b32 $r1 $r0 0xffff",
    "shl b32 $r1 $r1 0x2",
    "add b32 $r2 b32 s[0x10] $r1",
    "add b32 $r3 b32 s[0x14] $r1",
    "ld b32 $r4 g0[$r2]",
    "ld b32 $r5 g0[$r3]",
    "add f32 $r5 (mul $r4 c0[0x0]) $r5",
    "exit st b32 g0[$r3] $r5",
];

#[test]
fn committed_binary_matches_builders() {
    let bin = committed("g80_kernel.bin");
    assert_eq!(bin, kernel_binary(), "{REGENERATE}");
    let decoded: Vec<(usize, Insn)> = Insn::stream(&bin, TARGET)
        .map(|(off, r)| (off, r.unwrap()))
        .collect();
    let prog = kernel_program();
    assert_eq!(decoded.len(), prog.len());
    for ((off, insn), built) in decoded.iter().zip(&prog) {
        assert_eq!(insn, built, "at {off:#x}");
        // Long instructions sit at 8-byte-aligned addresses.
        if insn.len() == 8 {
            assert_eq!(off % 8, 0, "long instruction at {off:#x}");
        }
    }
}

#[test]
fn listing_is_the_committed_text() {
    let text = String::from_utf8(committed("g80_kernel.txt")).unwrap();
    // `disasm --arch g80 --mode cp FILE` prints `g80::disassemble` of the file's bytes.
    assert_eq!(disassemble(&kernel_binary(), TARGET), text, "{REGENERATE}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), TEXT.len());
    for (line, want) in lines.iter().zip(TEXT) {
        // envydis layout: address, words, then the text from column 32.
        assert_eq!(&line[32..], want, "{line:?}");
    }
}

#[test]
fn every_instruction_prints_its_text_long_and_short() {
    let prog = kernel_program();
    for (k, (long, short)) in KERNEL.iter().zip(&prog).enumerate() {
        assert_eq!(long.display(TARGET).to_string(), TEXT[k], "long {k}");
        assert_eq!(short.display(TARGET).to_string(), TEXT[k], "short {k}");
        // The built word decodes (for the compute target) to the built form.
        assert_eq!(Insn::decode_in(long.bits(), TARGET).unwrap(), *long, "{k}");
    }
    // The two address additions became short instructions (a pair); the multiply-add has
    // a short form too, but no short partner, so it stays long.
    let lens: Vec<usize> = prog.iter().map(|i| i.len()).collect();
    assert_eq!(lens, [8, 8, 4, 4, 8, 8, 8, 8]);
    assert_eq!(shortest(KERNEL[6], TARGET).len(), 4);
    assert_eq!(kernel_binary().len(), 56);
}

#[test]
fn only_the_last_instruction_exits() {
    let prog = kernel_program();
    for (k, i) in prog.iter().enumerate() {
        let exits =
            i.len() == 8 && i.field(fields::FLOW) == Flow::Exit as u128 && i.bits() & 2 == 0;
        assert_eq!(exits, k == prog.len() - 1, "instruction {k}");
    }
}

/// The assembler agrees with the builders: the listing's text, assembled as a program
/// (envyas's choices: short encodings, then long ones where alignment needs them), gives
/// the committed binary byte for byte.
#[test]
fn listing_assembles_to_the_binary() {
    let text = TEXT.join("\n");
    let code = isadef::g80::assemble_program(&text, TARGET).unwrap();
    assert_eq!(code, committed("g80_kernel.bin"));
}
