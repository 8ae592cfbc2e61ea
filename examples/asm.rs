//! Assembler: instruction text to machine code, for Vivante, Valhall and G80.
//!
//! ```text
//! cargo run --release --example asm -- --arch vivante --lines FILE   # words per line
//! cargo run --release --example asm -- --arch valhall FILE > code.bin # a raw binary
//! cargo run --release --example asm -- --arch g80 [--variant V] [--mode M] --lines FILE
//! cargo run --release --example asm -- --help                        # every option
//! ```
//!
//! `--lines FILE` (or `-` for standard input): each non-empty line is one instruction's
//! text; the output is one line per such line with its words in the form
//! `disasm --lines` reads (Vivante: four `0x%08x` words; Valhall: eight `%02x` bytes in
//! memory order; G80: one or two `%08x` words, w0 first), or `error: <message>` when the
//! text is rejected. The exit status is 0 when every line assembled and 1 when any line
//! gave `error:`.
//!
//! Without `--lines` the text is a program, assembled to a raw little-endian binary on
//! standard output (comment-only and empty lines allowed; G80 programs take labels and get
//! envyas's alignment of long instructions, see `g80::Insn::assemble_program_in`). Errors go
//! to standard error as `asm: FILE:LINE:COLUMN: message`. The tool itself is
//! `common::asm::run`.

mod common;

fn main() {
    let status = common::asm::run(
        std::env::args().skip(1),
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    std::process::exit(status)
}
