//! Builds a small G80 compute kernel (`y[i] = a·x[i] + y[i]`) with the typed builders of
//! `isadef::g80` (see `examples/common/g80_kernel_program.rs`), prints its envydis-style
//! listing and, given a path, writes the binary there.
//!
//! ```text
//! cargo run --example g80_kernel                      # listing only
//! cargo run --example g80_kernel -- OUT.bin           # listing, and the binary to OUT.bin
//! cargo run --release --example disasm -- --arch g80 --mode cp OUT.bin   # the same listing
//! ```
//!
//! The committed `examples/data/g80_kernel.bin` and `.txt` are regenerated with
//! `cargo run --example g80_kernel -- examples/data/g80_kernel.bin > examples/data/g80_kernel.txt`.

include!("common/g80_kernel_program.rs");

fn main() {
    let bin = kernel_binary();
    print!("{}", disassemble(&bin, TARGET));
    if let Some(path) = std::env::args().nth(1) {
        std::fs::write(&path, &bin).unwrap_or_else(|e| {
            eprintln!("cannot write {path}: {e}");
            std::process::exit(1)
        });
        eprintln!(
            "wrote {} instructions ({} bytes) to {path}",
            kernel_program().len(),
            bin.len()
        );
    }
}
