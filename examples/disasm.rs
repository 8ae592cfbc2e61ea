//! Disassembler: machine code to text, for Vivante, Valhall and G80.
//!
//! ```text
//! cargo run --release --example disasm -- --arch vivante --lines FILE   # one instruction's words per line
//! cargo run --release --example disasm -- --arch vivante FILE           # raw little-endian binary
//! cargo run --release --example disasm -- --arch vivante --hex FILE     # hex dump of 32-bit words
//! cargo run --release --example disasm -- --arch valhall --lines FILE   # eight bytes per line
//! cargo run --release --example disasm -- --help                        # every option
//! ```
//!
//! `--lines FILE` (or `-` for standard input): each non-empty line holds one instruction's
//! words (Vivante: four `0x%08x` words, w0 first; Valhall: eight `%02x` bytes in memory
//! order; G80: one or two 8-digit words); the output is one line of text per such line.
//! The exit status is 0 when every line decoded and 1 when any did not.
//!
//! Raw mode streams the listing of the instruction set's `write_listing`
//! (`isadef::listing`): `index [w0 w1 w2 w3] text` per Vivante instruction, with the text
//! of Mesa's etnaviv decoder (branch targets as numbers, not `etnaviv-disasm`'s labels),
//! Mesa's program listing for Valhall, envydis's dump for G80. Messages go to standard
//! error as `disasm: FILE:LINE:COLUMN: message`. The tool itself is
//! `common::disasm::run`.

mod common;

fn main() {
    let status = common::disasm::run(
        std::env::args().skip(1),
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    std::process::exit(status)
}
