//! The committed Valhall compute shader (`examples/data/valhall_compute.{bin,txt}`) is
//! exactly what the builders produce; its listing is what `disasm --arch valhall` prints;
//! every line assembles back to its eight bytes (so the FAU and staging rules the
//! assembler enforces hold); and the control flow is well formed.

include!("../examples/common/valhall_compute_program.rs");

const REGENERATE: &str = "regenerate with `cargo run --example valhall_compute -- \
     examples/data/valhall_compute.bin > examples/data/valhall_compute.txt`";

fn committed(name: &str) -> Vec<u8> {
    let path = format!("{}/examples/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn flow(i: Insn) -> u128 {
    i.field(fields::FLOW)
}

#[test]
fn committed_binary_matches_builders() {
    let bin = committed("valhall_compute.bin");
    assert_eq!(bin, compute_binary(), "{REGENERATE}");
    for (k, insn) in compute_program().iter().enumerate() {
        assert_eq!(
            Insn::decode_le(&bin, 8 * k).unwrap(),
            *insn,
            "instruction {k}"
        );
    }
    // No zero word: Mesa's listing would stop there.
    assert!(bin.chunks(8).all(|c| c.iter().any(|&b| b != 0)));
}

#[test]
fn listing_is_the_committed_text_and_reassembles() {
    let bin = compute_binary();
    let text = String::from_utf8(committed("valhall_compute.txt")).unwrap();
    // `disasm --arch valhall FILE` prints `valhall::disassemble` of the file's bytes.
    let listing = disassemble(&bin);
    assert_eq!(listing, text, "{REGENERATE}");

    let lines: Vec<&str> = text.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), compute_program().len());
    for (k, line) in lines.iter().enumerate() {
        let bytes = &bin[8 * k..8 * k + 8];
        // Mesa's verbose layout: eight "%02x " bytes, three spaces, the text.
        let hex: String = bytes.iter().map(|b| format!("{b:02x} ")).collect();
        let (head, insn_text) = line.split_at(27);
        assert_eq!(head, format!("{hex}   "), "line {k}");
        // The text part is what `disasm --lines` prints for those bytes.
        let mut one = String::new();
        write_line(u64::from_le_bytes(bytes.try_into().unwrap()), &mut one).unwrap();
        assert_eq!(insn_text, one, "line {k}");
        // And the assembler turns it back into the same eight bytes.
        let back = Insn::assemble(insn_text).unwrap_or_else(|e| panic!("{insn_text:?}: {e}"));
        assert_eq!(back.bits().to_le_bytes(), bytes, "{insn_text:?}");
    }
    // An empty line follows the branch (Mesa's listing) and ends the listing.
    let branch = compute_program()
        .iter()
        .position(|i| i.form() == Form::branchz)
        .unwrap();
    assert_eq!(text.lines().nth(branch + 1), Some(""));
    assert!(text.ends_with("\n\n"));
}

#[test]
fn control_flow_and_dependencies_are_well_formed() {
    let prog = compute_program();
    let last = prog.len() - 1;
    // Exactly one instruction ends the shader: the last one.
    for (k, i) in prog.iter().enumerate() {
        assert_eq!(flow(*i) == Flow::End as u128, k == last, "instruction {k}");
    }
    // The branch lands on the last instruction (offset counts from the next one), and
    // the divergent branch as well as the instruction before its target reconverge.
    let k = prog.iter().position(|i| i.form() == Form::branchz).unwrap();
    let b = Branchz::from_insn(prog[k]).unwrap();
    assert!(b.get_eq(), "skip the body when the bounds check gives zero");
    let target = k as i64 + 1 + b.get_offset().value();
    assert_eq!(target, last as i64);
    assert_eq!(b.get_flow(), Some(Flow::Reconverge));
    assert_eq!(flow(prog[last - 1]), Flow::Reconverge as u128);
    // The branch tests the register the compare before it wrote.
    let cmp = IcmpOrU32::from_insn(prog[k - 1]).unwrap();
    assert_eq!(cmp.get_dst().raw() & 0x3f, b.get_src0().raw() & 0x3f);
    // The load waits for its own slot before the loaded register is read.
    let load = prog
        .iter()
        .find_map(|i| LoadI32::from_insn(*i))
        .expect("a global load");
    assert_eq!(load.get_slot(), Some(Slot::Slot0));
    assert_eq!(load.get_flow(), Some(Flow::Wait0));
    let store = prog
        .iter()
        .find_map(|i| StoreI32::from_insn(*i))
        .expect("a global store");
    assert_eq!(store.get_slot(), Some(Slot::Slot0));
}
