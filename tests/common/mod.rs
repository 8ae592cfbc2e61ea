//! Shared helpers for the conformance tests: locating the vectors in `tests/data`.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// `$var` if set, else `tests/data` plus `sub`.
fn data_root(var: &str, sub: &str) -> PathBuf {
    std::env::var_os(var).map(PathBuf::from).unwrap_or_else(|| {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(sub)
    })
}

/// The vectors directory for `isa`: `tests/data/<isa>`, or `$ISADEF_VECTORS/<isa>`.
/// Panics, naming the path, when it does not exist: a conformance test never skips.
pub fn vectors_dir(isa: &str) -> PathBuf {
    let dir = data_root("ISADEF_VECTORS", "").join(isa);
    assert!(
        dir.is_dir(),
        "conformance vectors missing: {} is not a directory (the repository carries them \
         in tests/data/{isa}; ISADEF_VECTORS overrides the location)",
        dir.display()
    );
    dir
}

/// A vector file of `isa`, which must exist.
pub fn vector_file(isa: &str, name: &str) -> PathBuf {
    let path = vectors_dir(isa).join(name);
    assert!(
        path.is_file(),
        "conformance vector file missing: {} (see tests/data/README.md)",
        path.display()
    );
    path
}

/// A cross-check table of `isa` (`tests/data/reference/<isa>/<name>`, or `<isa>/<name>`
/// under the folder `$ISADEF_REFERENCE` names), read whole. Panics, naming the path, when
/// missing.
pub fn reference_text(isa: &str, name: &str) -> String {
    let path = data_root("ISADEF_REFERENCE", "reference")
        .join(isa)
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "reference table missing: {}: {e} (the repository carries it in \
             tests/data/reference/{isa}; ISADEF_REFERENCE overrides the location)",
            path.display()
        )
    })
}

/// Lines of a vector file, without `#` comments and empty lines, with their line numbers.
pub fn vector_lines(path: &Path) -> Vec<(usize, String)> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("conformance vector file {}: {e}", path.display()))
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
    use isadef::g80::{
        target::{Mode, Variant},
        Target,
    };
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

    /// A value below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
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
