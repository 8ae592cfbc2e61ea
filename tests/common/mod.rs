//! Shared helpers for the conformance tests: locating `../shared/vectors`.
#![allow(dead_code)]

use std::path::PathBuf;

/// The vectors directory for `isa`, or `None` (with a loud message) when absent outside CI.
pub fn vectors_dir(isa: &str) -> Option<PathBuf> {
    let base = std::env::var_os("ISADEF_VECTORS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/vectors"))
        });
    let dir = base.join(isa);
    if dir.is_dir() {
        return Some(dir);
    }
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("conformance vectors missing: {} (CI=true)", dir.display());
    }
    eprintln!(
        "\n*** SKIPPING {isa} conformance: {} not found (set ISADEF_VECTORS) ***\n",
        dir.display()
    );
    None
}

/// Lines of a vector file, without `#` comments and empty lines, with their line numbers.
pub fn vector_lines(path: &std::path::Path) -> Vec<(usize, String)> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .map(|(i, l)| (i + 1, l.to_string()))
        .collect()
}

/// A G80 target from its variant and program type names.
#[cfg(feature = "g80")]
pub fn g80_target(variant: &str, mode: &str) -> isadef::g80::Target {
    isadef::g80::Target {
        variant: variant.parse().unwrap(),
        mode: mode.parse().unwrap(),
    }
}

/// The targets of a `combos` column of the G80 synthetic vectors: `all`, or
/// `variant/mode` pairs separated by commas.
#[cfg(feature = "g80")]
pub fn g80_combos(col: &str) -> Vec<isadef::g80::Target> {
    use isadef::g80::{Mode, Target, Variant};
    if col == "all" {
        return Variant::ALL
            .iter()
            .flat_map(|&variant| Mode::ALL.iter().map(move |&mode| Target { variant, mode }))
            .collect();
    }
    col.split(',')
        .map(|p| {
            let (v, m) = p.split_once('/').expect("variant/mode");
            g80_target(v, m)
        })
        .collect()
}

/// xorshift64*: a deterministic pseudo-random stream for property tests, without a
/// dependency.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// `n` random bytes.
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }

    /// 128 random bits.
    pub fn word(&mut self) -> u128 {
        (self.next() as u128) << 64 | self.next() as u128
    }
}
