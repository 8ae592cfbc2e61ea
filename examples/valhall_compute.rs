//! Builds a small Valhall compute shader with the typed builders of `isadef::valhall`
//! (see `examples/common/valhall_compute_program.rs`), prints its listing and, given a
//! path, writes the binary there.
//!
//! ```text
//! cargo run --example valhall_compute                      # listing only
//! cargo run --example valhall_compute -- OUT.bin           # listing, and the binary to OUT.bin
//! cargo run --release --example disasm -- --arch valhall OUT.bin   # prints the same listing
//! ```
//!
//! The listing is exactly what `disasm --arch valhall` prints for the binary (Mesa's
//! verbose program listing: per instruction its eight bytes in memory order, three
//! spaces and the text, instruction *k* being at byte offset 8·*k*; an empty line after
//! each branch and at the end). The committed `examples/data/valhall_compute.bin` and
//! `.txt` are regenerated with
//! `cargo run --example valhall_compute -- examples/data/valhall_compute.bin > examples/data/valhall_compute.txt`.

include!("common/valhall_compute_program.rs");

fn main() {
    let bin = compute_binary();
    print!("{}", disassemble(&bin));
    if let Some(path) = std::env::args().nth(1) {
        std::fs::write(&path, &bin).unwrap_or_else(|e| {
            eprintln!("cannot write {path}: {e}");
            std::process::exit(1)
        });
        eprintln!(
            "wrote {} instructions ({} bytes) to {path}",
            compute_program().len(),
            bin.len()
        );
    }
}
