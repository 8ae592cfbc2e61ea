//! Builds the sample Vivante shader (see `examples/common/vivante_sample_program.rs`: a
//! horizontal blur loop, a conditional discard, a store) with the typed builders and the
//! code buffer, which resolves its two branches from labels: the loop's backward
//! `branch.gz` and the `if`'s forward `branch.ge`. Prints the labelled listing (label
//! lines `taps:`/`keep:`, label names as branch targets) and, with `--write`, writes
//! `examples/data/vivante_sample.bin`.
//!
//! ```text
//! cargo run --example vivante_sample                  # the labelled listing
//! cargo run --example vivante_sample -- --write       # and the committed binary
//! cargo run --release --example disasm -- --arch vivante examples/data/vivante_sample.bin
//! cargo run --release --example disasm -- --arch vivante --labels examples/data/vivante_sample.bin
//! ```
//!
//! `disasm` prints Mesa's `etnaviv-disasm` listing of the binary (targets as instruction
//! numbers); with `--labels`, the same labelled listing with the labels named `L0`, `L1`.

include!("common/vivante_sample_program.rs");
include!("common/write_data.rs");

fn main() {
    print!("{}", sample_listing());
    if std::env::args().any(|a| a == "--write") {
        write_data("vivante_sample.bin", &sample_binary());
    }
}
