//! The `disasm` example as a user runs it (`examples/common/disasm.rs`, which
//! `examples/disasm.rs` runs on the process's streams): a closed pipe ends it quietly, a
//! truncated input is listed as far as it goes and reported, `--hex` reads a stated unit,
//! and the messages say what the tool does.
#![cfg(all(
    feature = "std",
    feature = "vivante",
    feature = "valhall",
    feature = "g80"
))]

#[path = "../examples/common/mod.rs"]
mod common;

use std::io::Write;

/// Runs the tool with `args` and `stdin`; (status, stdout, stderr).
fn disasm(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = common::disasm::run(
        args.iter().map(|s| s.to_string()),
        &mut &stdin[..],
        &mut out,
        &mut err,
    );
    (
        status,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

fn repo(path: &str) -> Vec<u8> {
    std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

/// Standard output after `room` bytes behaves like a pipe whose reader has gone.
struct ClosedPipe {
    room: usize,
}

impl Write for ClosedPipe {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        if self.room == 0 {
            return Err(std::io::ErrorKind::BrokenPipe.into());
        }
        let n = b.len().min(self.room);
        self.room -= n;
        Ok(n)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn closed_pipe_ends_quietly() {
    let g80 = repo("benches/data/g80_decuda_sm10_unique.bin").repeat(40);
    let valhall = repo("examples/data/valhall_compute.bin");
    let valhall = valhall[..valhall.len() - 8].repeat(2000);
    let vivante = repo("examples/data/vivante_sample.bin").repeat(2000);
    let lines = "0x00000000 0x00000000 0x00000000 0x00000000\n".repeat(5000);
    let cases: [(&[&str], &[u8]); 5] = [
        (&["--arch", "g80", "-"], &g80),
        (&["--arch", "valhall", "-"], &valhall),
        (&["--arch", "vivante", "-"], &vivante),
        (&["--arch", "vivante", "--lines", "-"], lines.as_bytes()),
        (&["--help"], b""),
    ];
    for (args, input) in cases {
        for room in [0, 10, 70_000] {
            let mut err = Vec::new();
            let status = common::disasm::run(
                args.iter().map(|s| s.to_string()),
                &mut &input[..],
                &mut ClosedPipe { room },
                &mut err,
            );
            assert_eq!(status, 0, "{args:?}");
            assert_eq!(String::from_utf8(err).unwrap(), "", "{args:?}");
        }
    }
}

#[test]
fn truncated_input_is_listed_and_reported() {
    let bin = repo("examples/data/vivante_sample.bin");
    let cut = &bin[..bin.len() - 3];
    let (status, out, err) = disasm(&["--arch", "vivante", "-"], cut);
    assert_eq!(status, 1);
    let last = bin.len() / 16 - 1;
    assert!(
        out.ends_with(&format!("{last:03} [incomplete: 13 trailing bytes]\n")),
        "{out}"
    );
    assert_eq!(out.lines().count(), bin.len() / 16);
    assert_eq!(
        err,
        format!(
            "disasm: -: input truncated: the instruction at byte offset {:#x} needs 16 bytes, \
             13 left\n",
            16 * last
        )
    );

    let bin = repo("examples/data/valhall_compute.bin");
    let (status, out, err) = disasm(&["--arch", "valhall", "-"], &bin[..bin.len() - 1]);
    assert_eq!(status, 1);
    assert!(out.ends_with("# truncated: 7 trailing bytes\n\n"), "{out}");
    assert!(err.contains("truncated"), "{err}");

    let bin = repo("examples/data/g80_kernel.bin");
    let (status, out, err) = disasm(
        &["--arch", "g80", "--mode", "cp", "-"],
        &bin[..bin.len() - 2],
    );
    assert_eq!(status, 1);
    assert!(out.trim_end().ends_with("[incomplete]"), "{out}");
    assert!(err.contains("needs 8 bytes, 6 left"), "{err}");

    // Whole inputs: status 0, nothing on standard error.
    let (status, out, err) = disasm(&["--arch", "g80", "--mode", "cp", "-"], &bin);
    assert_eq!((status, err.as_str()), (0, ""));
    assert_eq!(out.as_bytes(), repo("examples/data/g80_kernel.txt"));
}

#[test]
fn hex_takes_a_stated_unit() {
    let bin = repo("examples/data/vivante_sample.bin");
    let (_, raw, _) = disasm(&["--arch", "vivante", "-"], &bin);
    // 32-bit words for Vivante, as bare 8-digit tokens or 0x numbers, any separators.
    let words: Vec<String> = bin
        .chunks(4)
        .map(|c| format!("{:08x}", u32::from_le_bytes(c.try_into().unwrap())))
        .collect();
    let dump = words
        .chunks(4)
        .map(|l| l.join(" "))
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(
        disasm(&["--arch", "vivante", "--hex", "-"], dump.as_bytes()),
        (0, raw.clone(), String::new())
    );
    let dump = bin
        .chunks(4)
        .map(|c| format!("{:#x}", u32::from_le_bytes(c.try_into().unwrap())))
        .collect::<Vec<_>>()
        .join(",");
    assert_eq!(
        disasm(&["--arch", "vivante", "--hex", "-"], dump.as_bytes()).1,
        raw
    );

    // A token of another length is not guessed at: line and column are named.
    let (status, out, err) = disasm(
        &["--arch", "vivante", "--hex", "-"],
        b"00000000 00000000\n00000000 abc 00000000\n",
    );
    assert_eq!((status, out.as_str()), (1, ""));
    assert!(err.starts_with("disasm: -:2:10: \"abc\""), "{err}");
    assert!(
        err.contains("expected 8 hex digits (a 32-bit word)"),
        "{err}"
    );
    // Bytes for Valhall: an 8-digit token is rejected.
    let (status, _, err) = disasm(
        &["--arch", "valhall", "--hex", "-"],
        b"02 00 00 00 00 c1 91 00\n0000c191 00\n",
    );
    assert_eq!(status, 1);
    assert!(err.starts_with("disasm: -:2:1: \"0000c191\""), "{err}");
    assert!(err.contains("expected 2 hex digits (a byte)"), "{err}");
    let (status, out, _) = disasm(
        &["--arch", "valhall", "--hex", "-"],
        b"02 00 00 00 00 c1 91 00\n",
    );
    assert_eq!(
        (status, out.as_str()),
        (0, "02 00 00 00 00 c1 91 00    MOV.i32 r1, r2\n\n")
    );
    // G80: words.
    let (status, _, err) = disasm(&["--arch", "g80", "--hex", "-"], b"2101e808 10\n");
    assert_eq!(status, 1);
    assert!(err.starts_with("disasm: -:1:10: \"10\""), "{err}");
    let (_, out, _) = disasm(
        &["--arch", "g80", "--mode", "cp", "--hex", "-"],
        b"2101e808\n",
    );
    assert_eq!(
        out,
        "00000000: 2101e808              add b32 $r2 b32 s[0x10] $r1\n"
    );
    // Not hex at all.
    let (status, _, err) = disasm(&["--arch", "g80", "--hex", "-"], b"2101e80g\n");
    assert_eq!(status, 1);
    assert!(
        err.starts_with("disasm: -:1:1: \"2101e80g\": not a hex number"),
        "{err}"
    );
}

#[test]
fn lines_mode() {
    // Every line prints its result; a line that does not decode makes the status 1.
    let (status, out, err) = disasm(
        &["--arch", "valhall", "--lines", "-"],
        b"02 00 00 00 00 c1 91 00\n\n  ff ff ff ff ff ff ff 7f\n02 00\n0200 00\n",
    );
    assert_eq!(status, 1);
    // Each failed line on standard error too, with its line (empty lines count) and column.
    assert_eq!(
        err,
        "disasm: -:3:1: no instruction form matches the word\n\
         disasm: -:4:1: expected 8 bytes, got 2\n\
         disasm: -:5:1: \"0200\": 4 digits; expected 2 hex digits (a byte) or 0x and up to that many\n"
    );
    assert_eq!(
        out,
        "MOV.i32 r1, r2\n\nerror: expected 8 bytes, got 2\nerror: column 1: \"0200\": 4 digits; expected 2 hex digits (a byte) or 0x and up to that many\n"
    );
    let (status, out, _) = disasm(
        &["--arch", "vivante", "--lines", "-"],
        b"0x00000000 0x00000000 0x00000000 0x00000000\n0x1 0x2\n",
    );
    assert_eq!(
        (status, out.as_str()),
        (
            1,
            "nop               void, void, void, void\nerror: expected 4 words, got 2\n"
        )
    );
    let (status, out, err) = disasm(
        &["--arch", "vivante", "--lines", "-"],
        b"0x00000000 0x00000000 0x00000000 0x00000000\n",
    );
    assert_eq!((status, err.as_str()), (0, ""), "{out}");
    let (status, out, _) = disasm(
        &["--arch", "g80", "--mode", "cp", "--lines", "-"],
        b"2101e808\nd0000411 80c00780\nd0000411\n2101e808 2101e808\n",
    );
    assert_eq!(
        out,
        "add b32 $r2 b32 s[0x10] $r1\nld b32 $r4 g0[$r2]\n(never) and b16 $r2l $r1l $r0l [incomplete]\nerror: a short instruction has one word\n"
    );
    assert_eq!(status, 1);
}

#[test]
fn messages() {
    let (status, _, err) = disasm(&["--arch", "arm", "-"], b"");
    assert_eq!(status, 2);
    assert!(
        err.starts_with(
            "disasm: --arch arm: not available in this build (supported: vivante, valhall, g80)\nusage:"
        ),
        "{err}"
    );

    let (status, help, err) = disasm(&["--help"], b"");
    assert_eq!((status, err.as_str()), (0, ""));
    // The help as one line of words.
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    for says in [
        "stops at the first zero word",
        "prints empty text",
        "--all",
        "32-bit word",
        // Vivante's listing is the decoder's text, branch targets as numbers.
        "as the number in its field (`12`, `-643`); Mesa's etnaviv-disasm program prints labels there instead (`l32125`)",
        "`error: message`",
        "Exit status: 0",
    ] {
        assert!(help.contains(says), "{says:?} in {help}");
    }

    let (status, _, err) = disasm(&["--lines"], b"");
    assert_eq!(status, 2);
    assert!(
        err.starts_with("disasm: --lines needs a value\nusage:"),
        "{err}"
    );
    let (status, _, err) = disasm(&["--arch", "g80", "--variant", "g90", "-"], b"");
    assert_eq!(status, 2);
    assert!(err.starts_with("disasm: "), "{err}");

    // An option the chosen mode does not use is an error naming it.
    for (args, named) in [
        (&["--arch", "vivante", "--all", "-"][..], "--all"),
        (&["--arch", "valhall", "--all", "--labels", "-"], "--all"),
        (&["--arch", "valhall", "--hex", "--lines", "-"], "--hex"),
        (&["--arch", "g80", "--labels", "--lines", "-"], "--labels"),
        (&["--arch", "valhall", "--variant", "g84", "-"], "--variant"),
        (&["--arch", "vivante", "--mode", "cp", "-"], "--mode"),
        (&["--arch", "vivante", "--lines", "-", "-"], "--lines"),
        (&["--arch", "vivante"], "no input"),
        (&["--arch", "vivante", "--frob", "-"], "--frob"),
    ] {
        let (status, out, err) = disasm(args, b"");
        assert_eq!((status, out.as_str()), (2, ""), "{args:?}");
        let first = err.lines().next().unwrap();
        assert!(
            first.starts_with("disasm: ") && first.contains(named),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn valhall_all_prints_every_word() {
    let bin = repo("examples/data/valhall_compute.bin");
    let mut input = bin[..16].to_vec();
    input.extend_from_slice(&[0; 8]);
    input.extend_from_slice(&0x7fff_ffff_ffff_ffffu64.to_le_bytes());
    input.extend_from_slice(&bin[16..24]);
    let (status, mesa, err) = disasm(&["--arch", "valhall", "-"], &input);
    assert_eq!(status, 0);
    assert_eq!(mesa.lines().filter(|l| !l.is_empty()).count(), 2);
    assert!(
        err.contains("stopped at the zero word at byte offset 0x10"),
        "{err}"
    );
    assert!(err.contains("--all"), "{err}");
    let (status, all, err) = disasm(&["--arch", "valhall", "--all", "-"], &input);
    assert_eq!((status, err.as_str()), (0, ""));
    let lines: Vec<&str> = all.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 5);
    assert!(lines[3].ends_with("   <unknown>"), "{all}");
    assert!(all.starts_with(mesa.trim_end_matches('\n')));
}

/// `--labels`: a line `Ln:` before each branch target and the name as the branch operand;
/// otherwise the instruction set's own text, one instruction per line.
#[test]
fn labels_name_branch_targets() {
    let bin = repo("examples/data/vivante_sample.bin");
    let (status, out, err) = disasm(&["--arch", "vivante", "--labels", "-"], &bin);
    assert_eq!((status, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    // The sample's loop goes back to instruction 2, its `if` forward to instruction 12.
    assert_eq!(lines[2], "L0:");
    assert_eq!(
        lines[3],
        "00000020: texld             t5, tex0.xyzw, t0.xyyy, void, void"
    );
    assert_eq!(
        lines[7],
        "00000060: branch.gz         void, t4.xxxx, void, L0"
    );
    assert_eq!(
        lines[11],
        "000000a0: branch.ge         void, t2.xxxx, 0.25:f20, L1"
    );
    assert_eq!(lines[13], "L1:");
    assert_eq!(
        lines[14],
        "000000c0: rsq               t2.x___, void, void, t2.xxxx"
    );
    assert_eq!(lines.len(), bin.len() / 16 + 2);
    // The plain listing prints the numbers.
    let (_, plain, _) = disasm(&["--arch", "vivante", "-"], &bin);
    assert!(plain.contains("void, t4.xxxx, void, 2\n"), "{plain}");
    assert!(plain.contains("0.25:f20, 12\n"), "{plain}");

    // G80: byte addresses become labels; mixed lengths walk the same as envydis.
    let code = isadef::g80::Insn::assemble_program_in(
        "top: mov b32 $r0 $r4\nadd b32 $r1 $r0 0x10\nbra top\n",
        isadef::g80::Target::default(),
    )
    .unwrap()
    .bytes;
    let (status, out, _) = disasm(&["--arch", "g80", "--labels", "-"], &code);
    assert_eq!(status, 0);
    assert_eq!(
        out,
        "L0:\n00000000: mov b32 $r0 $r4\n00000008: add b32 $r1 $r0 0x10\n00000010: bra L0\n"
    );
}

/// `--deps`: per instruction the registers read, written and live after it; the example
/// programs run clean, a Valhall read of a register whose load nobody waited for is a
/// hazard (status 1), and `--deps` is for a FILE listing.
#[test]
fn deps_lists_reads_writes_liveness_and_hazards() {
    for (args, file) in [
        (
            vec!["--arch", "vivante"],
            "examples/data/vivante_sample.bin",
        ),
        (
            vec!["--arch", "valhall"],
            "examples/data/valhall_compute.bin",
        ),
        (
            vec!["--arch", "g80", "--mode", "cp"],
            "examples/data/g80_kernel.bin",
        ),
    ] {
        let mut a = args.clone();
        a.extend(["--deps", "-"]);
        let (status, out, err) = disasm(&a, &repo(file));
        assert_eq!((status, err.as_str()), (0, ""), "{file}");
        assert!(
            out.lines()
                .all(|l| l.contains(" ; reads ") && l.contains("; live ")),
            "{out}"
        );
    }
    let (_, out, _) = disasm(
        &["--arch", "valhall", "--deps", "-"],
        &repo("examples/data/valhall_compute.bin"),
    );
    let first = out.lines().next().unwrap();
    assert_eq!(
        first,
        "00000000: IADD.u32 r1, ^r60, u7 ; reads r60 u7; writes r1; live r1 r2 r3 r4 r60"
    );
    // The FMA reads r4, which the load signals on slot 0: without the load's `.wait0`
    // (bit 59 of its word) the read is a hazard, and so is the store's (the load may
    // still write r4 after the FMA).
    let mut bytes = repo("examples/data/valhall_compute.bin");
    let load = 4 * 8;
    assert_eq!(bytes[load + 7] & 0xf8, 0x08, "the load waits on slot 0");
    bytes[load + 7] &= !0x08;
    let (status, out, err) = disasm(&["--arch", "valhall", "--deps", "-"], &bytes);
    assert_eq!(status, 1);
    assert!(err.contains("2 reads of registers not waited on"), "{err}");
    let fma = out.lines().nth(5).unwrap();
    assert!(
        fma.starts_with("00000028: FMA.f32")
            && fma.ends_with("; hazard: r4 not waited on (slot 0)"),
        "{fma}"
    );
    let (status, _, err) = disasm(&["--arch", "vivante", "--deps", "--lines", "-"], b"");
    assert_eq!(status, 2);
    assert!(err.contains("--deps is for a FILE listing"), "{err}");
}
