//! The streaming listings (`write_listing` per instruction set, `listing::IoWriter`) print
//! byte for byte what the tools printed before them, on the committed example binaries,
//! the bench corpora and the words of the vectors in `tests/data`, whole and cut short.
//! The "before" printers are kept here as models: Valhall's `write!` per byte into a
//! `String`, the Vivante raw mode of `examples/disasm.rs` (`writeln!` with `{:08x}`), and
//! G80's dump built in one `String`.
#![cfg(all(
    feature = "std",
    feature = "vivante",
    feature = "valhall",
    feature = "g80"
))]

mod common;

use isadef::listing::{IoWriter, Summary, Truncated};
use isadef::text::Sink;
use isadef::{g80, valhall, vivante};
use std::fmt::Write as _;

fn repo(path: &str) -> Vec<u8> {
    std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The Valhall listing as `valhall::text::disassemble` built it before the streaming listing.
fn valhall_model(bytes: &[u8]) -> String {
    let mut s = String::new();
    for chunk in bytes.chunks(8) {
        if chunk.len() < 8 {
            writeln!(s, "# truncated: {} trailing bytes", chunk.len()).unwrap();
            break;
        }
        let w = u64::from_le_bytes(chunk.try_into().unwrap());
        if w == 0 {
            break;
        }
        for b in chunk {
            write!(s, "{:02x} ", b).unwrap();
        }
        s.push_str("   ");
        valhall::text::write_line(w, &mut s).unwrap();
        s.push('\n');
        let op = (w >> 48) & 0x1ff;
        if op == 0x1f || op == 0x2f {
            s.push('\n');
        }
    }
    s.push('\n');
    s
}

/// The Vivante raw listing as `examples/disasm.rs` printed it before.
fn vivante_model(bytes: &[u8]) -> String {
    let mut s = String::new();
    for (i, chunk) in bytes.chunks(16).enumerate() {
        if chunk.len() < 16 {
            writeln!(s, "{:03} [incomplete: {} trailing bytes]", i, chunk.len()).unwrap();
            break;
        }
        let w: Vec<u32> = chunk
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        let mut t = String::new();
        vivante::text::write_line(vivante::words_to_bits([w[0], w[1], w[2], w[3]]), &mut t)
            .unwrap();
        writeln!(
            s,
            "{:03} [{:08x} {:08x} {:08x} {:08x}] {}",
            i, w[0], w[1], w[2], w[3], t
        )
        .unwrap();
    }
    s
}

/// The Vivante text-only listing as `vivante::text::write_texts` writes it, built line by line.
fn vivante_texts_model(bytes: &[u8]) -> String {
    let mut s = String::new();
    let mut off = 0;
    while off < bytes.len() {
        match vivante::Insn::decode_le(bytes, off) {
            Ok(insn) => write!(s, "{insn}").unwrap(),
            Err(e) if matches!(e.kind, isadef::DecodeErrorKind::Truncated { .. }) => {
                writeln!(s, "; {e}").unwrap();
                break;
            }
            Err(_) => {
                let w = u128::from_le_bytes(bytes[off..off + 16].try_into().unwrap());
                vivante::text::write_line(w, &mut s).unwrap();
            }
        }
        s.push('\n');
        off += 16;
    }
    s
}

/// The G80 dump as `g80::text::disassemble` built it before: target pre-pass, then every
/// instruction (a cut-short last one read with zeros) into one `String`.
fn g80_model(bytes: &[u8], t: g80::Target) -> String {
    let mut marks = vec![g80::text::Marks::NONE; bytes.len().div_ceil(4)];
    for (a, m) in g80::text::code_targets(bytes, t) {
        if a % 4 == 0 {
            marks[a / 4] = marks[a / 4].union(m);
        }
    }
    let mut s = String::new();
    let mut out = Sink::new(&mut s);
    let mut off = 0;
    while off < bytes.len() {
        let mut b = [0u8; 8];
        let n = (bytes.len() - off).min(8);
        b[..n].copy_from_slice(&bytes[off..off + n]);
        let len = if b[0] & 1 == 0 { 4 } else { 8 };
        let w = u64::from_le_bytes(b) & (u64::MAX >> (64 - 8 * len));
        let insn = g80::Insn::decode_in(w, t).unwrap();
        g80::text::write_dump_line(insn, t, off, bytes.len() - off, marks[off / 4], &mut out)
            .unwrap();
        out.new_line().unwrap();
        off += len;
    }
    out.finish().unwrap();
    s
}

fn listing(
    f: impl Fn(&mut dyn std::fmt::Write) -> Result<Summary, std::fmt::Error>,
) -> (String, Summary) {
    let mut s = String::new();
    let summary = f(&mut s).unwrap();
    // The same through the `io::Write` adapter.
    let mut io = IoWriter::new(Vec::new());
    assert_eq!(io.run(&f).unwrap(), summary);
    assert_eq!(String::from_utf8(io.into_inner().unwrap()).unwrap(), s);
    (s, summary)
}

/// Every input, whole and with its last 1..=15 bytes cut off.
fn cuts(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    (0..16.min(bytes.len() + 1)).map(move |k| &bytes[..bytes.len() - k])
}

fn check_all(name: &str, bytes: &[u8]) {
    let targets = [
        g80::Target::default(),
        g80::Target {
            variant: g80::target::Variant::G200,
            mode: g80::target::Mode::Cp,
        },
    ];
    for b in cuts(bytes) {
        let (v, s) = listing(|w| valhall::text::write_listing(b, w));
        assert_eq!(v, valhall_model(b), "valhall {name} ({} bytes)", b.len());
        assert_eq!(v, valhall::text::disassemble(b));
        assert_eq!(s.truncated.is_some(), v.contains("# truncated"), "{name}");

        let (v, s) = listing(|w| vivante::text::write_listing(b, w));
        assert_eq!(v, vivante_model(b), "vivante {name} ({} bytes)", b.len());
        assert_eq!(s.instructions, b.len() / 16);
        let trunc = (b.len() % 16 != 0).then_some(Truncated {
            offset: b.len() / 16 * 16,
            available: b.len() % 16,
            needed: 16,
        });
        assert_eq!(s.truncated, trunc, "{name}");
        let (texts, _) = listing(|w| vivante::text::write_texts(b, w));
        assert_eq!(texts, vivante_texts_model(b), "{name}");
        assert_eq!(vivante::text::disassemble(b), v, "{name}");

        for t in targets {
            let (v, s) = listing(|w| g80::text::write_listing_in(b, t, w));
            assert_eq!(v, g80_model(b, t), "g80 {name} ({} bytes) {t:?}", b.len());
            assert_eq!(v, g80::text::disassemble_in(b, t));
            assert_eq!(s.truncated.is_some(), v.contains("[incomplete]"), "{name}");
            assert_eq!(s.end, s.truncated.map_or(b.len(), |t| t.offset));
        }
    }
}

#[test]
fn example_binaries() {
    for name in ["g80_kernel", "valhall_compute", "vivante_sample"] {
        check_all(name, &repo(&format!("examples/data/{name}.bin")));
    }
    // The committed listings are what the streaming listings print.
    let (v, _) =
        listing(|w| valhall::text::write_listing(&repo("examples/data/valhall_compute.bin"), w));
    assert_eq!(v.as_bytes(), repo("examples/data/valhall_compute.txt"));
    let cp = g80::Target {
        variant: g80::target::Variant::G80,
        mode: g80::target::Mode::Cp,
    };
    let (g, _) =
        listing(|w| g80::text::write_listing_in(&repo("examples/data/g80_kernel.bin"), cp, w));
    assert_eq!(g.as_bytes(), repo("examples/data/g80_kernel.txt"));
}

#[test]
fn bench_corpus() {
    check_all(
        "g80 decuda",
        &repo("benches/data/g80_decuda_sm10_unique.bin"),
    );
}

/// The words of the Vivante vectors (every file, matched or not) and of the Valhall
/// assembler cases, as little-endian binaries.
fn vector_binaries() -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let dir = common::vectors_dir("vivante");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    for path in files {
        let mut bin = Vec::new();
        for (_, l) in common::vector_lines(&path) {
            for t in l.split(' ').take(4) {
                let v = u32::from_str_radix(t.trim_start_matches("0x"), 16).unwrap();
                bin.extend_from_slice(&v.to_le_bytes());
            }
        }
        out.push((path.display().to_string(), bin));
    }
    let path = common::vector_file("valhall", "mesa-assembler-cases-431c1d77d64.txt");
    let mut bin = Vec::new();
    for (_, l) in common::vector_lines(&path) {
        for t in l.split_whitespace().take(8) {
            bin.push(u8::from_str_radix(t, 16).unwrap());
        }
    }
    out.push((path.display().to_string(), bin));
    out
}

#[test]
fn vector_words() {
    for (name, bin) in vector_binaries() {
        assert!(bin.len() > 1000, "{name}");
        check_all(&name, &bin);
    }
}

#[test]
fn valhall_all_words() {
    // A listing of the assembler cases with zero words and an unknown word in between:
    // Mesa's rule stops at the first zero word, `Words::All` prints every word.
    let (_, cases) = vector_binaries().pop().unwrap();
    let unknown = 0x7fff_ffff_ffff_ffffu64;
    assert!(valhall::Insn::decode(unknown).is_err());
    let mut bin = cases[..64].to_vec();
    bin.extend_from_slice(&unknown.to_le_bytes());
    bin.extend_from_slice(&[0; 8]);
    bin.extend_from_slice(&cases[64..128]);
    let (mesa, s) = listing(|w| valhall::text::write_listing(&bin, w));
    assert_eq!(s.end, 72);
    assert_eq!(s.instructions, 9);
    assert!(s.truncated.is_none());
    assert_eq!(mesa, valhall_model(&bin));
    let (all, s) =
        listing(|w| valhall::text::write_listing_words(&bin, valhall::text::Words::All, w));
    assert_eq!(s.end, bin.len());
    assert_eq!(s.instructions, bin.len() / 8);
    let lines: Vec<&str> = all.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), bin.len() / 8);
    assert_eq!(
        lines[8],
        format!("ff ff ff ff ff ff ff 7f    {}", valhall::text::UNKNOWN)
    );
    let zero = valhall::Insn::decode(0)
        .map(|i| i.to_string())
        .unwrap_or_else(|_| valhall::text::UNKNOWN.into());
    assert_eq!(lines[9], format!("00 00 00 00 00 00 00 00    {zero}"));
    // The words Mesa prints are printed the same way.
    let known: usize = mesa.lines().take(8).map(|l| l.len() + 1).sum();
    assert_eq!(all[..known], mesa[..known]);
    assert_eq!(&mesa[known..], "ff ff ff ff ff ff ff 7f    \n\n");
}

#[test]
fn g80_scratch_space() {
    let bin = repo("examples/data/g80_kernel.bin");
    let t = g80::Target::default();
    let mut marks = vec![g80::text::Marks::CALL; bin.len().div_ceil(4)];
    let mut s = String::new();
    let summary = g80::text::write_listing_with(&bin, t, &mut marks, &mut s)
        .unwrap()
        .unwrap();
    assert_eq!(s, g80::text::disassemble_in(&bin, t));
    assert_eq!(summary.end, bin.len());
    // Too little scratch space.
    assert!(g80::text::write_listing_with(&bin, t, &mut marks[1..], &mut s).is_none());
}

#[test]
fn io_writer_keeps_the_io_error() {
    /// Accepts `room` bytes, then fails like a closed pipe.
    struct Pipe {
        room: usize,
        got: Vec<u8>,
    }
    impl std::io::Write for Pipe {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            if self.room == 0 {
                return Err(std::io::ErrorKind::BrokenPipe.into());
            }
            let n = b.len().min(self.room);
            self.room -= n;
            self.got.extend_from_slice(&b[..n]);
            Ok(n)
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let bin = repo("benches/data/g80_decuda_sm10_unique.bin").repeat(20);
    let mut pipe = Pipe {
        room: 100_000,
        got: Vec::new(),
    };
    let mut out = IoWriter::new(&mut pipe);
    let e = out.run(|w| g80::text::write_listing(&bin, w)).unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe);
    drop(out);
    assert_eq!(pipe.got.len(), 100_000);
    assert!(g80::text::disassemble(&bin)
        .as_bytes()
        .starts_with(&pipe.got));
}

/// Every instruction set's `text` module has one shape: `write_line(word, out)` is the
/// instruction's `Display` (G80: for the default target; `write_line_in` for another),
/// `write_listing(bytes, out)` the listing (G80's `write_listing_in` for a target,
/// Valhall's `write_listing_words` for the words to list) and `disassemble(bytes)` the
/// listing as a `String`.
#[test]
fn text_modules_have_one_shape() {
    fn line(f: impl Fn(&mut String) -> std::fmt::Result) -> String {
        let mut s = String::new();
        f(&mut s).unwrap();
        s
    }
    let bin = repo("examples/data/vivante_sample.bin");
    for c in bin.chunks_exact(16) {
        let w = u128::from_le_bytes(c.try_into().unwrap());
        let insn = vivante::Insn::decode(w).unwrap();
        assert_eq!(line(|s| vivante::text::write_line(w, s)), insn.to_string());
    }
    let (v, _) = listing(|w| vivante::text::write_listing(&bin, w));
    assert_eq!(v, vivante::text::disassemble(&bin));

    let bin = repo("examples/data/valhall_compute.bin");
    for c in bin.chunks_exact(8) {
        let w = u64::from_le_bytes(c.try_into().unwrap());
        let text = valhall::Insn::decode(w)
            .map(|i| i.to_string())
            .unwrap_or_default();
        assert_eq!(line(|s| valhall::text::write_line(w, s)), text);
    }
    let (v, _) = listing(|w| valhall::text::write_listing(&bin, w));
    let (mesa, _) =
        listing(|w| valhall::text::write_listing_words(&bin, valhall::text::Words::Mesa, w));
    assert_eq!(v, mesa);
    assert_eq!(v, valhall::text::disassemble(&bin));

    let bin = repo("examples/data/g80_kernel.bin");
    let cp = g80::Target {
        mode: g80::target::Mode::Cp,
        ..g80::Target::default()
    };
    let mut at = 0;
    while at < bin.len() {
        let len = g80::table::length_of(u128::from(bin[at])).min(bin.len() - at);
        let mut b = [0u8; 8];
        b[..len].copy_from_slice(&bin[at..at + len]);
        let w = u64::from_le_bytes(b);
        for t in [g80::Target::default(), cp] {
            let insn = g80::Insn::decode_in(w, t).unwrap();
            let text = line(|s| g80::text::write_line_in(w, t, s));
            assert_eq!(text, insn.display(t).to_string());
            if t == g80::Target::default() {
                assert_eq!(line(|s| g80::text::write_line(w, s)), text);
                assert_eq!(text, insn.to_string());
            }
        }
        at += len;
    }
    let (v, _) = listing(|w| g80::text::write_listing(&bin, w));
    let (default, _) = listing(|w| g80::text::write_listing_in(&bin, g80::Target::default(), w));
    assert_eq!(v, default);
    assert_eq!(v, g80::text::disassemble(&bin));
    let (v, _) = listing(|w| g80::text::write_listing_in(&bin, cp, w));
    assert_eq!(v, g80::text::disassemble_in(&bin, cp));
    assert_ne!(
        v,
        g80::text::disassemble(&bin),
        "the target matters for this kernel"
    );
}
