//! Argument handling shared by the `disasm` and `asm` examples.
#![allow(dead_code)]

use std::io::Read;

/// Parsed command line of the conformance interface.
pub struct Args {
    pub arch: String,
    pub variant: String,
    pub mode: String,
    pub lines: Option<String>,
    pub hex: bool,
    pub input: Option<String>,
}

pub fn usage(tool: &str) -> ! {
    eprintln!(
        "usage: {tool} --arch <vivante|valhall|g80> [--variant V] [--mode M] (--lines FILE|- | [--hex] FILE|-)"
    );
    std::process::exit(2)
}

pub fn parse(tool: &str) -> Args {
    let mut a = Args {
        arch: String::new(),
        variant: "g80".into(),
        mode: "vp".into(),
        lines: None,
        hex: false,
        input: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(x) = it.next() {
        match x.as_str() {
            "--arch" => a.arch = it.next().unwrap_or_else(|| usage(tool)),
            "--variant" => a.variant = it.next().unwrap_or_else(|| usage(tool)),
            "--mode" => a.mode = it.next().unwrap_or_else(|| usage(tool)),
            "--lines" => a.lines = Some(it.next().unwrap_or_else(|| usage(tool))),
            "--hex" => a.hex = true,
            "-h" | "--help" => usage(tool),
            _ if a.input.is_none() && (!x.starts_with("--") || x == "-") => a.input = Some(x),
            _ => {
                eprintln!("{tool}: unknown argument {x:?}");
                usage(tool)
            }
        }
    }
    if a.arch.is_empty() {
        usage(tool)
    }
    a
}

/// Reads FILE, or standard input for `-`.
pub fn read(path: &str) -> Vec<u8> {
    let mut v = Vec::new();
    let r = if path == "-" {
        std::io::stdin().read_to_end(&mut v).map(|_| ())
    } else {
        std::fs::read(path).map(|d| v = d)
    };
    if let Err(e) = r {
        eprintln!("cannot read {path}: {e}");
        std::process::exit(1);
    }
    v
}

pub fn unsupported(arch: &str) -> ! {
    eprintln!("--arch {arch}: not available in this build (supported: vivante, valhall)");
    std::process::exit(2)
}
