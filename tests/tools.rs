//! The `asm` and `disasm` examples run as processes, as a user runs them, for all three
//! instruction sets: a closed output pipe ends them quietly, `--lines` prints every line
//! and its status says whether any failed, messages on standard error share one format,
//! `--help` prints the full help, an option a mode does not use is a usage error, and G80
//! program assembly reports every error in line order.
//!
//! The examples are the binaries `cargo test` builds next to the test binaries
//! (`target/<profile>/examples/`); `cargo build --examples` builds them too.
#![cfg(all(
    feature = "std",
    feature = "vivante",
    feature = "valhall",
    feature = "g80"
))]

#[path = "../examples/common/mod.rs"]
mod common;

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The example binary `name`, next to this test binary's directory.
fn tool(name: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary's path");
    // target/<profile>/deps/tools-<hash> → target/<profile>/examples/<name>
    let profile = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("the test binary sits in target/<profile>/deps");
    let path = profile
        .join("examples")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    assert!(
        path.is_file(),
        "the example `{name}` is not built at {}: run `cargo test` without target \
         selection (it builds the examples), or `cargo build --examples` first",
        path.display()
    );
    path
}

/// Runs `name` with `args` and `stdin`; its status, stdout and stderr.
fn run(name: &str, args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let mut child = Command::new(tool(name))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tool starts");
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    // The tool may stop reading early (a usage error): a failed write is fine.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let Output {
        status,
        stdout,
        stderr,
    } = child.wait_with_output().expect("the tool ends");
    writer.join().unwrap();
    (
        status.code().expect("an exit status, not a signal"),
        String::from_utf8_lossy(&stdout).into_owned(),
        String::from_utf8_lossy(&stderr).into_owned(),
    )
}

/// Runs `name` on `stdin`, reads a few bytes of its output and closes the pipe: the
/// status and stderr.
fn closed_pipe(name: &str, args: &[&str], stdin: Vec<u8>) -> (i32, String) {
    let mut child = Command::new(tool(name))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tool starts");
    let mut input = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let mut stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = stderr.read_to_string(&mut s);
        s
    });
    let mut out = child.stdout.take().unwrap();
    let mut few = [0u8; 10];
    let _ = out.read(&mut few);
    drop(out);
    let status = child.wait().expect("the tool ends");
    writer.join().unwrap();
    let err = reader.join().unwrap();
    (
        status
            .code()
            .unwrap_or_else(|| panic!("{name} {args:?}: ended by {status:?}; stderr: {err}")),
        err,
    )
}

/// One instruction of each set: its text (as the disassembler prints it) and its
/// `--lines` words.
const SAMPLES: [(&str, &str, &str); 3] = [
    (
        "vivante",
        "add.sat           t1.x___, 0.5:f20, void, -u4.xxxx",
        "0x00811801 0x7e000804 0x00000038 0x20400048",
    ),
    ("valhall", "FADD.f32 r0, r1, r2", "01 02 00 00 00 c0 a4 00"),
    ("g80", "add b32 $r1 $r0 0x10", "20108005 00000003"),
];

/// The little-endian bytes of a `--lines` words text.
fn code_of(arch: &str, words: &str) -> Vec<u8> {
    let mut bytes = Vec::new();
    for w in words.split_whitespace() {
        let w = w.trim_start_matches("0x");
        let v = u32::from_str_radix(w, 16).unwrap();
        if arch == "valhall" {
            bytes.push(v as u8);
        } else {
            bytes.extend_from_slice(&v.to_le_bytes());
        }
    }
    bytes
}

fn repeat_lines(line: &str, n: usize) -> Vec<u8> {
    format!("{line}\n").repeat(n).into_bytes()
}

/// Each tool in each mode on more input than a pipe holds (64 KiB): whatever is not
/// read when the pipe closes fails to write.
#[test]
fn a_closed_pipe_ends_quietly() {
    const N: usize = 100_000;
    // A program is assembled whole before its code is written: 20,000 instructions make
    // 160 KiB or more.
    const PROGRAM: usize = 20_000;
    for (arch, text, words) in SAMPLES {
        let code = code_of(arch, words).repeat(N);
        let cases: [(&str, &[&str], Vec<u8>); 7] = [
            ("asm", &["--lines", "-"], repeat_lines(text, N)),
            ("asm", &["-"], repeat_lines(text, PROGRAM)),
            ("disasm", &["--lines", "-"], repeat_lines(words, N)),
            ("disasm", &["-"], code.clone()),
            ("disasm", &["--hex", "-"], repeat_lines(words, N)),
            ("disasm", &["--labels", "-"], code),
            ("asm", &["--help"], Vec::new()),
        ];
        for (name, args, input) in cases {
            let args: Vec<&str> = ["--arch", arch].iter().chain(args).copied().collect();
            let (status, err) = closed_pipe(name, &args, input);
            assert_eq!((status, err.as_str()), (0, ""), "{name} {args:?}");
        }
    }
    let (status, err) = closed_pipe("disasm", &["--help"], Vec::new());
    assert_eq!((status, err.as_str()), (0, ""));
}

#[test]
fn lines_print_every_line_and_the_status_says_whether_any_failed() {
    for (arch, text, words) in SAMPLES {
        // All good: status 0, nothing on standard error.
        let input = format!("{text}\n\n{text}\n");
        let (status, out, err) = run("asm", &["--arch", arch, "--lines", "-"], input.as_bytes());
        assert_eq!(
            (status, out.as_str(), err.as_str()),
            (0, format!("{words}\n{words}\n").as_str(), ""),
            "asm {arch}"
        );
        let input = format!("{words}\n{words}\n");
        let (status, out, err) = run(
            "disasm",
            &["--arch", arch, "--lines", "-"],
            input.as_bytes(),
        );
        assert_eq!(
            (status, out.as_str(), err.as_str()),
            (0, format!("{text}\n{text}\n").as_str(), ""),
            "disasm {arch}"
        );

        // A bad line prints `error: …`, the others their result; status 1.
        let input = format!("{text}\nfrobnicate r1\n{text}\n");
        let (status, out, err) = run("asm", &["--arch", arch, "--lines", "-"], input.as_bytes());
        let got: Vec<&str> = out.lines().collect();
        assert_eq!(status, 1, "asm {arch}: {out}");
        assert_eq!(got.len(), 3, "asm {arch}: {out}");
        assert_eq!((got[0], got[2]), (words, words), "asm {arch}");
        assert!(got[1].starts_with("error: column 1: "), "asm {arch}: {out}");
        let message = got[1].strip_prefix("error: column 1: ").unwrap();
        assert_eq!(err, format!("asm: -:2:1: {message}\n"));
        let input = format!("{words}\nzz\n{words}\n");
        let (status, out, err) = run(
            "disasm",
            &["--arch", arch, "--lines", "-"],
            input.as_bytes(),
        );
        let got: Vec<&str> = out.lines().collect();
        assert_eq!(status, 1, "disasm {arch}: {out}");
        assert_eq!(got.len(), 3, "disasm {arch}: {out}");
        assert_eq!((got[0], got[2]), (text, text), "disasm {arch}");
        assert!(got[1].starts_with("error: column 1: \"zz\""), "{out}");
        let message = got[1].strip_prefix("error: column 1: ").unwrap();
        assert_eq!(err, format!("disasm: -:2:1: {message}\n"));
    }
}

/// `--lines` with many bad lines: every line prints its result; standard error names the
/// first ones and counts the others.
#[test]
fn many_bad_lines_are_counted() {
    for (arch, _, _) in SAMPLES {
        let input = repeat_lines("frobnicate", 25);
        let (status, out, err) = run("asm", &["--arch", arch, "--lines", "-"], &input);
        assert_eq!(status, 1);
        assert_eq!(out.lines().count(), 25);
        assert!(out.lines().all(|l| l.starts_with("error: ")), "{out}");
        let err: Vec<&str> = err.lines().collect();
        assert_eq!(err.len(), common::MAX_ERRORS + 1, "{err:?}");
        assert!(err[19].starts_with("asm: -:20:1: "), "{err:?}");
        assert_eq!(err[20], "asm: -: and 5 more errors");
    }
}

#[test]
fn messages_name_file_line_and_column() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    for (arch, text, _) in SAMPLES {
        // A program with a bad operand on line 3 (after a comment line): nothing on
        // standard output, the error on standard error.
        let bad = match arch {
            "vivante" => "add.sat t1.x___, 0.5:f20, void, -u4.xx",
            "valhall" => "FADD.f32 r0, r1, r99",
            _ => "add b32 $r1 $r0 $r999",
        };
        let comment = if arch == "vivante" { ';' } else { '#' };
        let program = format!("{comment} a program\n{text}\n{bad}\n{text}\n");
        let (status, out, err) = run("asm", &["--arch", arch, "-"], program.as_bytes());
        assert_eq!((status, out.as_str()), (1, ""), "{arch}: {err}");
        let e = match arch {
            "vivante" => vivante_error(bad),
            "valhall" => isadef::valhall::Insn::assemble(bad).unwrap_err(),
            _ => isadef::g80::Insn::assemble_in(bad, Default::default()).unwrap_err(),
        };
        assert_eq!(err, format!("asm: -:3:{}: {}\n", e.column, e.message));
        // A file is named as given.
        let file = dir.join(format!("program.{arch}"));
        std::fs::write(&file, &program).unwrap();
        let name = file.to_str().unwrap();
        let (status, _, err) = run("asm", &["--arch", arch, name], b"");
        assert_eq!(status, 1);
        assert_eq!(err, format!("asm: {name}:3:{}: {}\n", e.column, e.message));
        // The good program assembles.
        let good = format!("{comment} a program\n{text}\n");
        let (status, _, err) = run("asm", &["--arch", arch, "-"], good.as_bytes());
        assert_eq!((status, err.as_str()), (0, ""), "{arch}");

        // Errors with no line: `TOOL: FILE: message`.
        let missing = dir.join("no such file");
        let missing = missing.to_str().unwrap();
        for name in ["asm", "disasm"] {
            let (status, _, err) = run(name, &["--arch", arch, missing], b"");
            assert_eq!(status, 1);
            assert!(
                err.starts_with(&format!("{name}: {missing}: cannot read: ")),
                "{err}"
            );
        }
    }
    // disasm: a hex dump's bad token, a truncated input.
    let (status, _, err) = run(
        "disasm",
        &["--arch", "g80", "--hex", "-"],
        b"2101e808\n2101e808 12345\n",
    );
    assert_eq!(status, 1);
    assert!(
        err.starts_with("disasm: -:2:10: \"12345\": 5 digits"),
        "{err}"
    );
    let (status, _, err) = run("disasm", &["--arch", "vivante", "-"], &[0; 20]);
    assert_eq!(status, 1);
    assert_eq!(
        err,
        "disasm: -: input truncated: the instruction at byte offset 0x10 needs 16 bytes, \
         4 left\n"
    );
}

fn vivante_error(text: &str) -> isadef::AsmError {
    isadef::vivante::Insn::assemble(text).unwrap_err()
}

#[test]
fn help_is_full_and_on_standard_output() {
    for (name, help) in [("asm", common::asm::HELP), ("disasm", common::disasm::HELP)] {
        for flag in ["--help", "-h"] {
            let (status, out, err) = run(name, &[flag], b"");
            assert_eq!((status, out.as_str(), err.as_str()), (0, help, ""));
        }
        // Every option and mode is described, and what the exit status means.
        for says in ["--lines FILE", "--variant V", "--mode M", "Exit status: 0"] {
            assert!(help.contains(says), "{name}: {says}");
        }
    }
    let asm = common::asm::HELP;
    for says in [
        "vivante  16 bytes",
        "valhall  8 bytes",
        "g80      4 or 8 bytes",
    ] {
        assert!(asm.contains(says), "{says}");
    }
}

#[test]
fn an_option_a_mode_does_not_use_is_a_usage_error() {
    let cases: [(&str, &[&str], &str); 11] = [
        ("asm", &["--arch", "vivante", "--hex", "-"], "--hex"),
        ("asm", &["--arch", "valhall", "--all", "-"], "--all"),
        ("asm", &["--arch", "g80", "--labels", "-"], "--labels"),
        (
            "asm",
            &["--arch", "vivante", "--variant", "g84", "-"],
            "--variant",
        ),
        ("asm", &["--arch", "valhall", "--mode", "cp", "-"], "--mode"),
        ("asm", &["--arch", "g80", "--frob", "-"], "--frob"),
        ("asm", &["--arch", "g80", "--mode", "xx", "-"], "--mode xx"),
        ("asm", &["--arch", "arm", "-"], "--arch arm"),
        (
            "disasm",
            &["--arch", "valhall", "--variant", "g84", "-"],
            "--variant",
        ),
        ("disasm", &["--arch", "vivante", "--all", "-"], "--all"),
        (
            "disasm",
            &["--arch", "g80", "--hex", "--lines", "-"],
            "--hex",
        ),
    ];
    for (name, args, named) in cases {
        let (status, out, err) = run(name, args, b"");
        assert_eq!((status, out.as_str()), (2, ""), "{name} {args:?}: {err}");
        let first = err.lines().next().unwrap_or("");
        assert!(
            first.starts_with(&format!("{name}: ")) && first.contains(named),
            "{name} {args:?}: {err}"
        );
        assert!(err.contains("\nusage: "), "{err}");
    }
}

#[test]
fn g80_programs_report_every_error_in_line_order() {
    // A binary read as text: the first error is at line 1, then the next ones in order.
    let bin = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/data/vivante_sample.bin"
    ))
    .unwrap();
    let mut junk = b"\x01\x02junk\n".to_vec();
    junk.extend_from_slice(&bin);
    junk.extend(repeat_lines("\u{1}", 30));
    let (status, out, err) = run("asm", &["--arch", "g80", "--mode", "cp", "-"], &junk);
    assert_eq!((status, out.as_str()), (1, ""));
    let lines: Vec<usize> = err
        .lines()
        .filter_map(|l| l.strip_prefix("asm: -:")?.split(':').next()?.parse().ok())
        .collect();
    assert_eq!(lines.first(), Some(&1), "{err}");
    assert_eq!(lines.len(), common::MAX_ERRORS, "{err}");
    assert!(lines.windows(2).all(|w| w[0] < w[1]), "{err}");
    assert!(
        err.lines().last().unwrap().starts_with("asm: -: and "),
        "{err}"
    );

    // Labels are checked only when every line reads; then every label error is named.
    let (status, _, err) = run(
        "asm",
        &["--arch", "g80", "-"],
        b"a: nop\nbra nowhere\nfrob\na: nop\n",
    );
    assert_eq!(status, 1);
    assert_eq!(
        err,
        "asm: -:3:1: unknown instruction (no form matches its mnemonic and modifiers)\n"
    );
    let (status, _, err) = run(
        "asm",
        &["--arch", "g80", "-"],
        b"a: nop\nbra nowhere\nnop\na: nop\n",
    );
    assert_eq!(status, 1);
    assert_eq!(
        err,
        "asm: -:2:5: undefined label\nasm: -:4:1: label defined twice\n"
    );
}

/// `disasm --labels` prints a listing that `asm` reads back to the same bytes, for
/// every instruction set.
#[test]
fn labelled_listings_assemble_back() {
    for (arch, extra, file) in [
        ("vivante", &[][..], "vivante_sample.bin"),
        ("valhall", &[][..], "valhall_compute.bin"),
        ("g80", &["--mode", "cp"][..], "g80_kernel.bin"),
    ] {
        let path = format!("{}/examples/data/{file}", env!("CARGO_MANIFEST_DIR"));
        let bytes = std::fs::read(&path).unwrap();
        let mut args = vec!["--arch", arch];
        args.extend_from_slice(extra);
        let mut listing_args = args.clone();
        listing_args.extend(["--labels", path.as_str()]);
        let (status, listing, err) = run("disasm", &listing_args, b"");
        assert_eq!(status, 0, "{arch}: {err}");
        assert!(listing.contains("L0:"), "{arch}: {listing}");
        args.push("-");
        let out = Command::new(tool("asm"))
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                child.stdin.take().unwrap().write_all(listing.as_bytes())?;
                child.wait_with_output()
            })
            .expect("asm runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{arch}: {err}");
        assert_eq!(out.stdout, bytes, "{arch}: other bytes from\n{listing}");
    }
}
