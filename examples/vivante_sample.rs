//! Builds the sample Vivante shader with the typed builders, prints its disassembly and
//! (with `--write`) writes `examples/data/vivante_sample.bin`.
//!
//! ```text
//! cargo run --example vivante_sample -- --write
//! cargo run --release --example disasm -- --arch vivante examples/data/vivante_sample.bin
//! ```

include!("common/vivante_sample_program.rs");

fn main() {
    for (i, insn) in sample_program().iter().enumerate() {
        println!("{i:03} {insn}");
    }
    if std::env::args().any(|a| a == "--write") {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/examples/data/vivante_sample.bin"
        );
        std::fs::write(path, sample_binary()).expect("write sample binary");
        eprintln!("wrote {path}");
    }
}
