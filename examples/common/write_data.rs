// Writes a committed file of `examples/data/` (the examples' `--write`), or exits with the
// reason. Shared by the examples through `include!`.

/// Writes `bytes` to `examples/data/<name>` and says so on standard error.
fn write_data(name: &str, bytes: &[u8]) {
    let path = format!("{}/examples/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::write(&path, bytes).unwrap_or_else(|e| {
        eprintln!("cannot write {path}: {e}");
        std::process::exit(1)
    });
    eprintln!("wrote {path}");
}
