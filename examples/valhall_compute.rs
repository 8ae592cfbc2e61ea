//! Builds a small Valhall compute shader (see `examples/common/valhall_compute_program.rs`:
//! a bounds-checked grid-stride loop, `out[i] = clamp(in[i] * scale + bias)`) with the
//! typed builders of `isadef::valhall` and the code buffer, which resolves its two
//! `BRANCHZ` offsets from labels: the `if`'s forward branch to `done` and the loop's
//! backward branch to `next`. Prints the labelled listing (label lines, `offset:next` in
//! place of the offset) and, with `--write`, writes the committed binary and its listing.
//!
//! ```text
//! cargo run --example valhall_compute                  # the labelled listing
//! cargo run --example valhall_compute -- --write       # and examples/data/valhall_compute.{bin,txt}
//! cargo run --release --example disasm -- --arch valhall examples/data/valhall_compute.bin
//! cargo run --release --example disasm -- --arch valhall --labels examples/data/valhall_compute.bin
//! ```
//!
//! The committed `examples/data/valhall_compute.txt` is exactly what `disasm --arch
//! valhall` prints for the binary (Mesa's verbose program listing: per instruction its
//! eight bytes in memory order, three spaces and the text, instruction *k* being at byte
//! offset 8·*k*, branch offsets counted in instructions from the next one; an empty line
//! after each branch and at the end). `disasm --labels` prints the labelled listing with
//! the labels named `L0`, `L1`.

include!("common/valhall_compute_program.rs");
include!("common/write_data.rs");

fn main() {
    print!("{}", compute_listing());
    if std::env::args().any(|a| a == "--write") {
        let bin = compute_binary();
        write_data("valhall_compute.bin", &bin);
        write_data("valhall_compute.txt", disassemble(&bin).as_bytes());
        eprintln!(
            "{} instructions ({} bytes)",
            compute_program().len(),
            bin.len()
        );
    }
}
