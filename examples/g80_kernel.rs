//! Builds a small G80 compute kernel (`y = a·x + y` down the columns of a matrix, one
//! column per thread; see `examples/common/g80_kernel_program.rs`) with the typed
//! builders of `isadef::g80` and the code buffer, which resolves its two `bra` addresses
//! from labels (the bounds check's forward `(lg $c0) bra done`, the row loop's backward
//! `(lg $c0) bra row`) after shortening pairs of long instructions. Prints the labelled
//! listing (label lines, label names as branch targets) and, with `--write`, writes the
//! committed binary and its envydis listing.
//!
//! ```text
//! cargo run --example g80_kernel                      # the labelled listing
//! cargo run --example g80_kernel -- --write           # and examples/data/g80_kernel.{bin,txt}
//! cargo run --release --example disasm -- --arch g80 --mode cp examples/data/g80_kernel.bin
//! cargo run --release --example disasm -- --arch g80 --mode cp --labels examples/data/g80_kernel.bin
//! ```
//!
//! The committed `examples/data/g80_kernel.txt` is exactly what `disasm --arch g80 --mode
//! cp` prints for the binary (envydis's listing: address, words, marks of branch
//! targets, text with code addresses as numbers). `disasm --labels` prints the labelled
//! listing with the labels named `L0`, `L1`.

include!("common/g80_kernel_program.rs");
include!("common/write_data.rs");

fn main() {
    print!("{}", kernel_listing());
    if std::env::args().any(|a| a == "--write") {
        let bin = kernel_binary();
        write_data("g80_kernel.bin", &bin);
        write_data("g80_kernel.txt", disassemble_in(&bin, TARGET).as_bytes());
        eprintln!(
            "{} instructions ({} bytes)",
            kernel_program().len(),
            bin.len()
        );
    }
}
